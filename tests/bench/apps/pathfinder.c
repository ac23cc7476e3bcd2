/* pathfinder: the cheapest top-to-bottom path cost to every cell of the
   last row of a 100000 x 100 grid of weights 0..9, 20 rows per launch
   (pathfinder.cu). Integer sums: the twin's row must equal ptxvm's. */
#include "app.h"
#include <stdio.h>
#include <stdlib.h>

#define COLS 100000
#define ROWS 100
#define PYRAMID 20
#define BLOCK 256

typedef struct {
    int *wall;           /* ROWS x COLS */
    int *res_vm, *res_c; /* the last row */
    int *row[2];         /* the twin's two rows */
    ptxvm_addr d_wall, d_row[2];
    int last;            /* which d_row holds the result */
} pf_state;

static void *pf_init(void)
{
    pf_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->wall = malloc((size_t)ROWS * COLS * sizeof(int));
    st->res_vm = malloc(COLS * sizeof(int));
    st->res_c = malloc(COLS * sizeof(int));
    st->row[0] = malloc(COLS * sizeof(int));
    st->row[1] = malloc(COLS * sizeof(int));
    if (!st->wall || !st->res_vm || !st->res_c || !st->row[0] || !st->row[1])
        return NULL;
    unsigned s = 7;
    for (size_t i = 0; i < (size_t)ROWS * COLS; i++) {
        s = s * 1103515245u + 12345u;
        st->wall[i] = (int)((s >> 16) % 10);
    }
    return st;
}

static int pf_upload(void *p, app_vm *v)
{
    pf_state *st = p;
    st->d_wall = app_alloc(v, st->wall, (size_t)ROWS * COLS * sizeof(int));
    st->d_row[0] = app_alloc(v, NULL, COLS * sizeof(int));
    st->d_row[1] = app_alloc(v, NULL, COLS * sizeof(int));
    return 0;
}

static int pf_vm_run(void *p, app_vm *v)
{
    pf_state *st = p;
    int cols = COLS, border = PYRAMID;
    unsigned inner = BLOCK - 2 * PYRAMID;
    unsigned blocks = (COLS + inner - 1) / inner;
    ptxvm_addr wall = st->d_wall + COLS * sizeof(int); /* rows 1.. */
    app_upload(v, st->d_row[0], st->wall, COLS * sizeof(int));
    int src = 0;
    for (int t = 0; t < ROWS - 1; t += PYRAMID) {
        int iters = ROWS - 1 - t < PYRAMID ? ROWS - 1 - t : PYRAMID;
        void *a[] = {&iters, &wall, &st->d_row[src], &st->d_row[!src], &cols, &t, &border};
        app_launch(v, "_Z15pathfinder_rowsiPKiS0_Piiii", blocks, 1, 1, BLOCK, 1, 1, 0, a);
        src = !src;
    }
    st->last = src;
    return 0;
}

static int pf_vm_download(void *p, app_vm *v)
{
    pf_state *st = p;
    app_fetch(v, st->res_vm, st->d_row[st->last], COLS * sizeof(int));
    return 0;
}

/* The twin: one row after the other, each split over the parts. */
static void pf_c_run(void *p, int part, int nparts)
{
    pf_state *st = p;
    int lo = (int)((long long)COLS * part / nparts);
    int hi = (int)((long long)COLS * (part + 1) / nparts);
    for (int x = lo; x < hi; x++)
        st->row[0][x] = st->wall[x];
    int src = 0;
    for (int r = 1; r < ROWS; r++) {
        app_c_sync();
        const int *a = st->row[src];
        int *b = st->row[!src];
        const int *w = st->wall + (size_t)r * COLS;
        for (int x = lo; x < hi; x++) {
            int m = a[x];
            if (x > 0 && a[x - 1] < m)
                m = a[x - 1];
            if (x < COLS - 1 && a[x + 1] < m)
                m = a[x + 1];
            b[x] = m + w[x];
        }
        src = !src;
    }
    app_c_sync();
    for (int x = lo; x < hi; x++)
        st->res_c[x] = st->row[src][x];
}

static int pf_check(void *p, char *why, size_t cap)
{
    pf_state *st = p;
    for (int x = 0; x < COLS; x++)
        if (st->res_vm[x] != st->res_c[x]) {
            snprintf(why, cap, "column %d: %d, twin %d", x, st->res_vm[x], st->res_c[x]);
            return 1;
        }
    return 0;
}

static void pf_fini(void *p)
{
    pf_state *st = p;
    if (!st)
        return;
    free(st->wall);
    free(st->res_vm);
    free(st->res_c);
    free(st->row[0]);
    free(st->row[1]);
    free(st);
}

const bench_app app_pathfinder = {"pathfinder", "pathfinder.ptx", "100000 x 100 grid, 20 rows a launch",
                                  pf_init, pf_upload, pf_vm_run, pf_vm_download, pf_c_run,
                                  pf_check, pf_fini};
