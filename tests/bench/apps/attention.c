/* Causal self-attention forward (attention.cu: query-key, softmax and
   value kernels, one thread per output element or row), B = 1 sequence
   of T = 128 tokens, NH = 12 heads of HS = 64.

   preatt (dot products as one fused multiply-add chain, times the scale
   0.125) must be bit-identical. Tolerance for att: nvcc inlines expf as
   2^n times ex2.approx (within 2 ulp), the twin's C library expf is
   within 1 ulp; the twin sums in the kernel's order, so a row sum of up
   to 128 terms differs by at most 3 ulp of each term plus one ulp of the
   sum per addition (below 2^-16.9 relative): att is checked to 2^-16
   relative. out sums att * v in the same order with fused multiply-adds,
   so it may differ by att's tolerance plus one rounding per term, at
   most 2^-15 of the sum of |att * v| over its row. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { B = 1, T = 128, NH = 12, HS = 64, C = NH * HS };

typedef struct {
    float *inp;                     /* (B, T, 3, NH, HS) */
    float *preatt, *att, *out;      /* the twin's: (B, NH, T, T) twice, (B, T, NH, HS) */
    float *vpreatt, *vatt, *vout;   /* ptxvm's */
    ptxvm_addr d_inp, d_preatt, d_att, d_out;
} at_state;

#define AT_ATT ((size_t)B * NH * T * T)
#define AT_INP ((size_t)B * T * 3 * C)
#define AT_OUT ((size_t)B * T * C)

static void *at_init(void)
{
    at_state *st = calloc(1, sizeof *st);
    uint32_t s = 2024u;
    size_t i;
    if (!st)
        return NULL;
    st->inp = malloc(sizeof(float) * (AT_INP + 4 * AT_ATT + 2 * AT_OUT));
    if (!st->inp) {
        free(st);
        return NULL;
    }
    st->preatt = st->inp + AT_INP;
    st->att = st->preatt + AT_ATT;
    st->vpreatt = st->att + AT_ATT;
    st->vatt = st->vpreatt + AT_ATT;
    st->out = st->vatt + AT_ATT;
    st->vout = st->out + AT_OUT;
    for (i = 0; i < AT_INP; i++) {
        st->inp[i] = au_uniform(&s, -1.0f, 1.0f);
    }
    return st;
}

static int at_upload(void *p, app_vm *v)
{
    at_state *st = p;
    st->d_inp = app_alloc(v, st->inp, sizeof(float) * AT_INP);
    st->d_preatt = app_alloc(v, NULL, sizeof(float) * AT_ATT);
    st->d_att = app_alloc(v, NULL, sizeof(float) * AT_ATT);
    st->d_out = app_alloc(v, NULL, sizeof(float) * AT_OUT);
    return 0;
}

static int at_run(void *p, app_vm *v)
{
    at_state *st = p;
    int b = B, t = T, nh = NH, hs = HS;
    void *qk[] = { &st->d_preatt, &st->d_inp, &b, &t, &nh, &hs };
    void *sm[] = { &st->d_att, &st->d_preatt, &b, &t, &nh };
    void *av[] = { &st->d_out, &st->d_att, &st->d_inp, &b, &t, &nh, &hs };
    app_launch(v, "attention_query_key", (unsigned)(AT_ATT / 256), 1, 1, 256, 1, 1, 0, qk);
    app_launch(v, "attention_softmax", B * NH * T / 128, 1, 1, 128, 1, 1, 0, sm);
    return app_launch(v, "attention_value", B * NH * T / 128, 1, 1, 128, 1, 1, 0, av);
}

static int at_download(void *p, app_vm *v)
{
    at_state *st = p;
    app_fetch(v, st->vpreatt, st->d_preatt, sizeof(float) * AT_ATT);
    app_fetch(v, st->vatt, st->d_att, sizeof(float) * AT_ATT);
    app_fetch(v, st->vout, st->d_out, sizeof(float) * AT_OUT);
    return 0;
}

/* Rows (b, h, t) of the three steps; each needs only its own row of
   preatt and att. */
AU_FMA_CLONES
static void at_c_run(void *p, int part, int nparts)
{
    at_state *st = p;
    size_t r0, r1, r;
    int t2, i;
    au_slice((size_t)B * NH * T, part, nparts, &r0, &r1);
    for (r = r0; r < r1; r++) {
        int t = (int)(r % T), h = (int)(r / T % NH), b = (int)(r / (NH * T));
        float *x = st->preatt + r * T, *y = st->att + r * T;
        const float *q = st->inp + (size_t)(b * T + t) * 3 * C + h * HS;
        float *o = st->out + (size_t)(b * T + t) * C + h * HS;
        float mx = -INFINITY, sum = 0.0f, inv;
        for (t2 = 0; t2 < T; t2++) {
            const float *k = st->inp + (size_t)(b * T + t2) * 3 * C + C + h * HS;
            float dot = 0.0f;
            if (t2 > t) {
                x[t2] = -INFINITY;
                continue;
            }
            for (i = 0; i < HS; i++)
                dot = fmaf(q[i], k[i], dot);
            x[t2] = dot * 0.125f;
        }
        for (t2 = 0; t2 <= t; t2++)
            mx = fmaxf(mx, x[t2]);
        for (t2 = 0; t2 <= t; t2++) {
            y[t2] = expf(x[t2] - mx);
            sum += y[t2];
        }
        inv = 1.0f / sum;
        for (t2 = 0; t2 < T; t2++)
            y[t2] = t2 <= t ? y[t2] * inv : 0.0f;
        for (i = 0; i < HS; i++)
            o[i] = 0.0f;
        for (t2 = 0; t2 <= t; t2++) {
            const float *v = st->inp + (size_t)(b * T + t2) * 3 * C + 2 * C + h * HS;
            for (i = 0; i < HS; i++)
                o[i] = fmaf(y[t2], v[i], o[i]);
        }
    }
}

static int at_check(void *p, char *why, size_t cap)
{
    at_state *st = p;
    size_t k;
    int r, t2, i;
    if (memcmp(st->vpreatt, st->preatt, sizeof(float) * AT_ATT)) {
        for (k = 0; memcmp(&st->vpreatt[k], &st->preatt[k], sizeof(float)); k++)
            ;
        snprintf(why, cap, "preatt[%zu] = %.9g, twin %.9g", k, st->vpreatt[k], st->preatt[k]);
        return 1;
    }
    for (k = 0; k < AT_ATT; k++)
        if (!(fabsf(st->vatt[k] - st->att[k]) <= 0x1p-16f * st->att[k])) {
            snprintf(why, cap, "att[%zu] = %.9g, twin %.9g", k, st->vatt[k], st->att[k]);
            return 1;
        }
    for (r = 0; r < B * T * NH; r++) {
        int h = r % NH, t = (r / NH) % T, b = r / (NH * T);
        const float *a = st->att + ((size_t)(b * NH + h) * T + t) * T;
        for (i = 0; i < HS; i++) {
            size_t o = (size_t)r * HS + i;
            float mag = 0.0f;
            for (t2 = 0; t2 <= t; t2++)
                mag += a[t2] * fabsf(st->inp[(size_t)(b * T + t2) * 3 * C + 2 * C + h * HS + i]);
            if (!(fabsf(st->vout[o] - st->out[o]) <= 0x1p-15f * mag)) {
                snprintf(why, cap, "out[%d][%d][%d][%d] = %.9g, twin %.9g", b, t, h, i,
                         st->vout[o], st->out[o]);
                return 1;
            }
        }
    }
    return 0;
}

static void at_fini(void *p)
{
    at_state *st = p;
    free(st->inp), free(st);
}

const bench_app app_attention = {
    "attention", "attention.ptx", "B1 T128 NH12 HS64, causal", at_init, at_upload, at_run,
    at_download, at_c_run, at_check, at_fini,
};
