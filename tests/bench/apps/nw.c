/* nw: Needleman-Wunsch alignment scores of two 2048-long sequences
   (nw.cu): a 2049 x 2049 matrix of integers, gap penalty 10, similarity
   scores -4..10 drawn at random in place of a substitution table. The
   twin's matrix must equal ptxvm's exactly. */
#include "app.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 2048
#define COLS (N + 1)
#define GAP 10
#define B 16

typedef struct {
    int *sim, *start;      /* COLS x COLS: similarity, the first row and column */
    int *res_vm, *res_c;
    ptxvm_addr d_sim, d_score;
} nw_state;

static void *nw_init(void)
{
    nw_state *st = calloc(1, sizeof *st);
    size_t n = (size_t)COLS * COLS;
    if (!st)
        return NULL;
    st->sim = calloc(n, sizeof(int));
    st->start = calloc(n, sizeof(int));
    st->res_vm = malloc(n * sizeof(int));
    st->res_c = malloc(n * sizeof(int));
    if (!st->sim || !st->start || !st->res_vm || !st->res_c)
        return NULL;
    unsigned s = 99;
    for (int i = 1; i < COLS; i++)
        for (int j = 1; j < COLS; j++) {
            s = s * 1664525u + 1013904223u;
            st->sim[i * COLS + j] = (int)((s >> 20) % 15) - 4;
        }
    for (int i = 0; i < COLS; i++) {
        st->start[i * COLS] = -i * GAP;
        st->start[i] = -i * GAP;
    }
    return st;
}

static int nw_upload(void *p, app_vm *v)
{
    nw_state *st = p;
    st->d_sim = app_alloc(v, st->sim, (size_t)COLS * COLS * sizeof(int));
    st->d_score = app_alloc(v, NULL, (size_t)COLS * COLS * sizeof(int));
    return 0;
}

static int nw_vm_run(void *p, app_vm *v)
{
    nw_state *st = p;
    int cols = COLS, gap = GAP, nblocks = N / B;
    app_upload(v, st->d_score, st->start, (size_t)COLS * COLS * sizeof(int));
    for (int d = 1; d <= nblocks; d++) {
        void *a[] = {&st->d_sim, &st->d_score, &cols, &gap, &d};
        app_launch(v, "_Z8nw_upperPKiPiiii", (unsigned)d, 1, 1, B, 1, 1, 0, a);
    }
    for (int d = nblocks - 1; d >= 1; d--) {
        void *a[] = {&st->d_sim, &st->d_score, &cols, &gap, &d, &nblocks};
        app_launch(v, "_Z8nw_lowerPKiPiiiii", (unsigned)d, 1, 1, B, 1, 1, 0, a);
    }
    return 0;
}

static int nw_vm_download(void *p, app_vm *v)
{
    nw_state *st = p;
    app_fetch(v, st->res_vm, st->d_score, (size_t)COLS * COLS * sizeof(int));
    return 0;
}

/* The twin: the recurrence row by row. With several parts each takes a
   strip of columns and runs one row behind the part to its left (a
   pipelined wavefront, one barrier per step). */
static void nw_c_run(void *p, int part, int nparts)
{
    nw_state *st = p;
    int *m = st->res_c;
    int lo = 1 + (int)((long long)N * part / nparts);
    int hi = 1 + (int)((long long)N * (part + 1) / nparts);
    for (int i = part; i < COLS; i += nparts)
        memcpy(m + (size_t)i * COLS, st->start + (size_t)i * COLS, COLS * sizeof(int));
    for (int step = 0; step < N + nparts; step++) {
        app_c_sync();
        int i = 1 + step - part;
        if (i < 1 || i > N)
            continue;
        int *r = m + (size_t)i * COLS;
        const int *up = r - COLS;
        const int *s = st->sim + (size_t)i * COLS;
        for (int j = lo; j < hi; j++) {
            int best = up[j - 1] + s[j];
            int left = r[j - 1] - GAP, top = up[j] - GAP;
            if (left > best)
                best = left;
            if (top > best)
                best = top;
            r[j] = best;
        }
    }
}

static int nw_check(void *p, char *why, size_t cap)
{
    nw_state *st = p;
    for (size_t k = 0; k < (size_t)COLS * COLS; k++)
        if (st->res_vm[k] != st->res_c[k]) {
            snprintf(why, cap, "cell (%d,%d): %d, twin %d", (int)(k / COLS), (int)(k % COLS),
                     st->res_vm[k], st->res_c[k]);
            return 1;
        }
    return 0;
}

static void nw_fini(void *p)
{
    nw_state *st = p;
    if (!st)
        return;
    free(st->sim);
    free(st->start);
    free(st->res_vm);
    free(st->res_c);
    free(st);
}

const bench_app app_nw = {"nw", "nw.ptx", "2048 x 2048 alignment, 16x16 blocks", nw_init, nw_upload,
                          nw_vm_run, nw_vm_download, nw_c_run, nw_check, nw_fini};
