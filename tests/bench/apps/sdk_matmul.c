/* sdk_matmul: the CUDA SDK 3.0 matrixMul kernel as nvopencc compiled it
   (sm_20, 32-bit pointers, from ../shared; skipped without it): C = A B
   with A 256 x 128 and B 128 x 256, 16 x 16 tiles, grid and block as the
   SDK's host program. Its inner product is 16 fma.rn.f32 a tile, k in
   order from 0; the twin accumulates with fmaf in the same order:
   bit-identical. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HA 256
#define WA 128
#define WB 256
#define BS 16

typedef struct {
    float *a, *b, *c_vm, *c_c;
    ptxvm_addr d_a, d_b, d_c;
} mm_state;

static void *mm_init(void)
{
    mm_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->a = malloc(HA * WA * sizeof(float));
    st->b = malloc(WA * WB * sizeof(float));
    st->c_vm = malloc(HA * WB * sizeof(float));
    st->c_c = malloc(HA * WB * sizeof(float));
    if (!st->a || !st->b || !st->c_vm || !st->c_c)
        return NULL;
    unsigned s = 3;
    for (int i = 0; i < HA * WA; i++) {
        s = s * 1664525u + 1013904223u;
        st->a[i] = (float)(s >> 8) * (1.0f / 16777216.0f);
    }
    for (int i = 0; i < WA * WB; i++) {
        s = s * 1664525u + 1013904223u;
        st->b[i] = (float)(s >> 8) * (1.0f / 16777216.0f);
    }
    return st;
}

static int mm_upload(void *p, app_vm *v)
{
    mm_state *st = p;
    st->d_a = app_alloc(v, st->a, HA * WA * sizeof(float));
    st->d_b = app_alloc(v, st->b, WA * WB * sizeof(float));
    st->d_c = app_alloc(v, NULL, HA * WB * sizeof(float));
    return 0;
}

static int mm_vm_run(void *p, app_vm *v)
{
    mm_state *st = p;
    uint32_t c = (uint32_t)st->d_c, a = (uint32_t)st->d_a, b = (uint32_t)st->d_b;
    int wa = WA, wb = WB;
    void *args[] = {&c, &a, &b, &wa, &wb};
    app_launch(v, "_Z9matrixMulPfS_S_ii", WB / BS, HA / BS, 1, BS, BS, 1, 0, args);
    return 0;
}

static int mm_vm_download(void *p, app_vm *v)
{
    mm_state *st = p;
    app_fetch(v, st->c_vm, st->d_c, HA * WB * sizeof(float));
    return 0;
}

AU_FMA_CLONES
static void mm_c_run(void *p, int part, int nparts)
{
    mm_state *st = p;
    int lo = HA * part / nparts, hi = HA * (part + 1) / nparts;
    for (int i = lo; i < hi; i++)
        for (int j = 0; j < WB; j++) {
            float acc = 0.0f;
            for (int k = 0; k < WA; k++)
                acc = fmaf(st->a[i * WA + k], st->b[k * WB + j], acc);
            st->c_c[i * WB + j] = acc;
        }
}

static int mm_check(void *p, char *why, size_t cap)
{
    mm_state *st = p;
    for (int i = 0; i < HA * WB; i++)
        if (memcmp(&st->c_vm[i], &st->c_c[i], sizeof(float))) {
            snprintf(why, cap, "C[%d][%d]: %.9g, twin %.9g", i / WB, i % WB, st->c_vm[i],
                     st->c_c[i]);
            return 1;
        }
    return 0;
}

static void mm_fini(void *p)
{
    mm_state *st = p;
    if (!st)
        return;
    free(st->a);
    free(st->b);
    free(st->c_vm);
    free(st->c_c);
    free(st);
}

const bench_app app_sdk_matmul = {"sdk_matmul", "wild:gpuocelot/hist_ptx_sdk3.0_matrixMul_kernel.ptx",
                                  "256x128 by 128x256, 16x16 tiles", mm_init, mm_upload,
                                  mm_vm_run, mm_vm_download, mm_c_run, mm_check, mm_fini};
