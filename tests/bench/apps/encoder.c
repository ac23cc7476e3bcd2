/* GPT-2's encoder forward (encoder.cu): B*T = 8192 tokens (T = 1024),
   C = 768, a 50257-row token table and a 1024-row position table; out =
   wte[token] + wpe[position], gathered by token. Plain float adds:
   results must be bit-identical. */
#include "app.h"
#include "app_util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { BT = 8192, T = 1024, C = 768, VOCAB = 50257 };

typedef struct {
    int tokens[BT];
    float *wte, *wpe, *out, *vout;
    ptxvm_addr d_tokens, d_wte, d_wpe, d_out;
} enc_state;

static void *enc_init(void)
{
    enc_state *st = calloc(1, sizeof *st);
    uint32_t s = 1024u;
    size_t i;
    if (!st)
        return NULL;
    st->wte = malloc(sizeof(float) * ((size_t)VOCAB * C + (size_t)T * C + 2 * (size_t)BT * C));
    if (!st->wte) {
        free(st);
        return NULL;
    }
    st->wpe = st->wte + (size_t)VOCAB * C;
    st->out = st->wpe + (size_t)T * C;
    st->vout = st->out + (size_t)BT * C;
    for (i = 0; i < (size_t)VOCAB * C + (size_t)T * C; i++)
        st->wte[i] = au_uniform(&s, -0.1f, 0.1f);
    for (i = 0; i < BT; i++)
        st->tokens[i] = (int)(au_rand(&s) % VOCAB);
    return st;
}

static int enc_upload(void *p, app_vm *v)
{
    enc_state *st = p;
    st->d_tokens = app_alloc(v, st->tokens, sizeof(int) * BT);
    st->d_wte = app_alloc(v, st->wte, sizeof(float) * VOCAB * C);
    st->d_wpe = app_alloc(v, st->wpe, sizeof(float) * T * C);
    st->d_out = app_alloc(v, NULL, sizeof(float) * BT * C);
    return 0;
}

static int enc_run(void *p, app_vm *v)
{
    enc_state *st = p;
    int bt = BT, t = T, c4 = C / 4;
    void *args[] = { &st->d_out, &st->d_tokens, &st->d_wte, &st->d_wpe, &bt, &t, &c4 };
    return app_launch(v, "encoder_forward", BT * C / 4 / 256, 1, 1, 256, 1, 1, 0, args);
}

static int enc_download(void *p, app_vm *v)
{
    enc_state *st = p;
    app_fetch(v, st->vout, st->d_out, sizeof(float) * BT * C);
    return 0;
}

static void enc_c_run(void *p, int part, int nparts)
{
    enc_state *st = p;
    size_t r0, r1, r;
    int c;
    au_slice(BT, part, nparts, &r0, &r1);
    for (r = r0; r < r1; r++) {
        const float *a = st->wte + (size_t)st->tokens[r] * C, *b = st->wpe + (r % T) * C;
        float *o = st->out + r * C;
        for (c = 0; c < C; c++)
            o[c] = a[c] + b[c];
    }
}

static int enc_check(void *p, char *why, size_t cap)
{
    enc_state *st = p;
    size_t i;
    for (i = 0; i < (size_t)BT * C; i++)
        if (memcmp(&st->vout[i], &st->out[i], sizeof(float))) {
            snprintf(why, cap, "out[%zu][%zu] = %.9g, twin %.9g", i / C, i % C, st->vout[i],
                     st->out[i]);
            return 1;
        }
    return 0;
}

static void enc_fini(void *p)
{
    enc_state *st = p;
    free(st->wte), free(st);
}

const bench_app app_encoder = {
    "encoder", "encoder.ptx", "8192 tokens x 768, vocab 50257", enc_init, enc_upload, enc_run,
    enc_download, enc_c_run, enc_check, enc_fini,
};
