/* Fused cross-entropy forward and softmax backward (crossentropy.cu) for
   16 rows (B*T) of GPT-2's 50257 logits, one 512-thread block per row.

   The twin reduces in the kernel's order: 512 strided partials, the
   butterfly within each warp (every lane ends with the same tree's
   result), then the 16 warps' partials padded to 32 with the identity.
   Tolerance: nvcc's inlined expf (2 ulp, its last multiply fused into
   the next add or subtract) against the C library's expf (1 ulp), as in
   softmax.c: each probability to 2^-17 relative, each gradient to that
   times dloss plus a rounding of p and of itself; CUDA's logf (1 ulp)
   against the C library's of a sum within 2^-18: each loss to 2^-16
   absolute plus 2^-21 of itself. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 16, V = 50257, BLOCK = 512 };

typedef struct {
    float *logits, *dlogits, *vdlogits, losses[N], vlosses[N], dloss;
    int targets[N];
    ptxvm_addr d_logits, d_dlogits, d_losses, d_targets;
} ce_state;

static void *ce_init(void)
{
    ce_state *st = calloc(1, sizeof *st);
    uint32_t s = 50257u;
    size_t i;
    if (!st)
        return NULL;
    st->logits = malloc(sizeof(float) * N * V * 3);
    if (!st->logits) {
        free(st);
        return NULL;
    }
    st->dlogits = st->logits + (size_t)N * V;
    st->vdlogits = st->dlogits + (size_t)N * V;
    for (i = 0; i < (size_t)N * V; i++)
        st->logits[i] = au_uniform(&s, -4.0f, 4.0f);
    for (i = 0; i < N; i++) {
        st->targets[i] = (int)(au_rand(&s) % V);
        st->logits[i * V + st->targets[i]] += 6.0f; /* a model that has learnt something */
    }
    st->dloss = 1.0f / N; /* the gradient of the mean loss */
    return st;
}

static int ce_upload(void *p, app_vm *v)
{
    ce_state *st = p;
    st->d_logits = app_alloc(v, st->logits, sizeof(float) * N * V);
    st->d_dlogits = app_alloc(v, NULL, sizeof(float) * N * V);
    st->d_losses = app_alloc(v, NULL, sizeof(float) * N);
    st->d_targets = app_alloc(v, st->targets, sizeof(int) * N);
    return 0;
}

static int ce_run(void *p, app_vm *v)
{
    ce_state *st = p;
    int vocab = V;
    void *args[] = { &st->d_dlogits, &st->d_losses, &st->d_logits, &st->d_targets, &vocab,
                     &st->dloss };
    return app_launch(v, "crossentropy_softmax_backward", N, 1, 1, BLOCK, 1, 1, 0, args);
}

static int ce_download(void *p, app_vm *v)
{
    ce_state *st = p;
    app_fetch(v, st->vdlogits, st->d_dlogits, sizeof(float) * N * V);
    app_fetch(v, st->vlosses, st->d_losses, sizeof(float) * N);
    return 0;
}

/* The 32-lane tree both shuffle levels use. */
static float ce_tree(float *p, int is_max)
{
    int off, l;
    for (off = 16; off > 0; off /= 2)
        for (l = 0; l < off; l++)
            p[l] = is_max ? fmaxf(p[l], p[l + off]) : p[l] + p[l + off];
    return p[0];
}

static float ce_block_reduce(float *part, int is_max)
{
    float warps[32];
    int w;
    for (w = 0; w < 32; w++)
        warps[w] = w < BLOCK / 32 ? ce_tree(part + 32 * w, is_max) : (is_max ? -INFINITY : 0.0f);
    return ce_tree(warps, is_max);
}

static void ce_c_run(void *p, int part, int nparts)
{
    ce_state *st = p;
    float pt[BLOCK]; /* the block's threads' partials */
    size_t r0, r1, r;
    int i, j;
    au_slice(N, part, nparts, &r0, &r1);
    for (r = r0; r < r1; r++) {
        const float *x = st->logits + r * V;
        float *dx = st->dlogits + r * V;
        float mx, sum, inv;
        int t = st->targets[r];
        for (j = 0; j < BLOCK; j++) {
            pt[j] = -INFINITY;
            for (i = j; i < V; i += BLOCK)
                pt[j] = fmaxf(pt[j], x[i]);
        }
        mx = ce_block_reduce(pt, 1);
        for (j = 0; j < BLOCK; j++) {
            pt[j] = 0.0f;
            for (i = j; i < V; i += BLOCK)
                pt[j] += expf(x[i] - mx);
        }
        sum = ce_block_reduce(pt, 0);
        st->losses[r] = logf(sum) - (x[t] - mx);
        inv = 1.0f / sum;
        for (i = 0; i < V; i++)
            dx[i] = (expf(x[i] - mx) * inv - (i == t ? 1.0f : 0.0f)) * st->dloss;
    }
}

static int ce_check(void *p, char *why, size_t cap)
{
    ce_state *st = p;
    size_t r, i;
    for (r = 0; r < N; r++) {
        float want = st->losses[r];
        if (!(fabsf(st->vlosses[r] - want) <= 0x1p-16f + 0x1p-21f * fabsf(want))) {
            snprintf(why, cap, "loss[%zu] = %.9g, twin %.9g", r, st->vlosses[r], want);
            return 1;
        }
        for (i = 0; i < V; i++) {
            size_t k = r * V + i;
            float d = st->dlogits[k];
            float prob = d / st->dloss + (i == (size_t)st->targets[r] ? 1.0f : 0.0f);
            float tol = (0x1p-17f * prob + 0x1p-24f) * st->dloss + 0x1p-23f * fabsf(d);
            if (!(fabsf(st->vdlogits[k] - d) <= tol)) {
                snprintf(why, cap, "dlogits[%zu][%zu] = %.9g, twin %.9g", r, i, st->vdlogits[k], d);
                return 1;
            }
        }
    }
    return 0;
}

static void ce_fini(void *p)
{
    ce_state *st = p;
    free(st->logits), free(st);
}

const bench_app app_crossentropy = {
    "crossentropy", "crossentropy.ptx", "16 rows x 50257, fused backward", ce_init, ce_upload,
    ce_run, ce_download, ce_c_run, ce_check, ce_fini,
};
