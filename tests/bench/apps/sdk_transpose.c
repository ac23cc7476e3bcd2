/* sdk_transpose: the CUDA SDK 3.0 transposeNew sample's
   transposeDiagonal kernel as nvopencc compiled it (32-bit pointers,
   from ../shared; skipped without it): a 2048 x 2048 float matrix
   through 16 x 17 shared tiles, blocks renumbered along diagonals, one
   repetition. The twin transposes in C: equal words. */
#include "app.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIDE 2048
#define TILE 16

typedef struct {
    float *in, *out_vm, *out_c;
    ptxvm_addr d_in, d_out;
} tr_state;

static void *tr_init(void)
{
    tr_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->in = malloc((size_t)SIDE * SIDE * sizeof(float));
    st->out_vm = malloc((size_t)SIDE * SIDE * sizeof(float));
    st->out_c = malloc((size_t)SIDE * SIDE * sizeof(float));
    if (!st->in || !st->out_vm || !st->out_c)
        return NULL;
    for (size_t i = 0; i < (size_t)SIDE * SIDE; i++)
        st->in[i] = (float)i;
    return st;
}

static int tr_upload(void *p, app_vm *v)
{
    tr_state *st = p;
    st->d_in = app_alloc(v, st->in, (size_t)SIDE * SIDE * sizeof(float));
    st->d_out = app_alloc(v, NULL, (size_t)SIDE * SIDE * sizeof(float));
    return 0;
}

static int tr_vm_run(void *p, app_vm *v)
{
    tr_state *st = p;
    uint32_t o = (uint32_t)st->d_out, i = (uint32_t)st->d_in;
    int w = SIDE, h = SIDE, reps = 1;
    void *a[] = {&o, &i, &w, &h, &reps};
    app_launch(v, "_Z17transposeDiagonalPfS_iii", SIDE / TILE, SIDE / TILE, 1, TILE, TILE, 1, 0,
               a);
    return 0;
}

static int tr_vm_download(void *p, app_vm *v)
{
    tr_state *st = p;
    app_fetch(v, st->out_vm, st->d_out, (size_t)SIDE * SIDE * sizeof(float));
    return 0;
}

static void tr_c_run(void *p, int part, int nparts)
{
    tr_state *st = p;
    int lo = SIDE * part / nparts, hi = SIDE * (part + 1) / nparts;
    for (int y = lo; y < hi; y++)
        for (int x = 0; x < SIDE; x++)
            st->out_c[(size_t)y * SIDE + x] = st->in[(size_t)x * SIDE + y];
}

static int tr_check(void *p, char *why, size_t cap)
{
    tr_state *st = p;
    for (size_t i = 0; i < (size_t)SIDE * SIDE; i++)
        if (memcmp(&st->out_vm[i], &st->out_c[i], sizeof(float))) {
            snprintf(why, cap, "out[%zu]: %.9g, twin %.9g", i, st->out_vm[i], st->out_c[i]);
            return 1;
        }
    return 0;
}

static void tr_fini(void *p)
{
    tr_state *st = p;
    if (!st)
        return;
    free(st->in);
    free(st->out_vm);
    free(st->out_c);
    free(st);
}

const bench_app app_sdk_transpose = {"sdk_transpose",
                                     "wild:gpuocelot/hist_ptx_sdk3.0_transposeNew.ptx",
                                     "2048 x 2048 floats, diagonal tiles", tr_init, tr_upload,
                                     tr_vm_run, tr_vm_download, tr_c_run, tr_check, tr_fini};
