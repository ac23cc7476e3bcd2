/* scan: exclusive prefix sum of 4M ints (scan.cu): block scans of 1024
   elements writing the blocks' totals, one block scanning the 4096
   totals, then the offsets added; three launches. The twin is the
   serial loop (on several threads: each part's total, then each part
   scans its slice from the sum of the parts before it). Integers: every
   element must match. */
#include "app.h"
#include "app_util.h"
#include <stdlib.h>

#define N (4u << 20)
#define BLOCK 256
#define PER_BLOCK (4 * BLOCK)
#define NBLOCKS (N / PER_BLOCK)

typedef struct st {
    int *in, *vm_out, *c_out;
    int part_sum[256];
    ptxvm_addr d_in, d_out, d_sums;
} st;

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    uint32_t r = 4242u;
    size_t i;
    if (!s)
        return NULL;
    s->in = malloc((size_t)N * sizeof(int));
    s->vm_out = malloc((size_t)N * sizeof(int));
    s->c_out = malloc((size_t)N * sizeof(int));
    if (!s->in || !s->vm_out || !s->c_out) {
        free(s->in);
        free(s->vm_out);
        free(s->c_out);
        free(s);
        return NULL;
    }
    for (i = 0; i < N; i++)
        s->in[i] = (int)(au_rand(&r) % 101u);
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    s->d_in = app_alloc(v, s->in, (size_t)N * sizeof(int));
    s->d_out = app_alloc(v, NULL, (size_t)N * sizeof(int));
    s->d_sums = app_alloc(v, NULL, NBLOCKS * sizeof(int));
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    int n4 = N / 4, nsums = NBLOCKS;
    void *a1[4], *a2[2], *a3[3];
    a1[0] = &s->d_in;
    a1[1] = &s->d_out;
    a1[2] = &s->d_sums;
    a1[3] = &n4;
    app_launch(v, "_Z10scanBlocksPK4int4PS_Pii", NBLOCKS, 1, 1, BLOCK, 1, 1, 0, a1);
    a2[0] = &s->d_sums;
    a2[1] = &nsums;
    app_launch(v, "_Z13scanBlockSumsPii", 1, 1, 1, NBLOCKS / 4, 1, 1, 0, a2);
    a3[0] = &s->d_out;
    a3[1] = &s->d_sums;
    a3[2] = &n4;
    app_launch(v, "_Z15addBlockOffsetsP4int4PKii", NBLOCKS, 1, 1, BLOCK, 1, 1, 0, a3);
    return 0;
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, s->vm_out, s->d_out, (size_t)N * sizeof(int));
    return 0;
}

static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b, e, i;
    int sum = 0, k;
    au_slice(N, part, nparts, &b, &e);
    if (nparts > 1) {
        for (i = b; i < e; i++)
            sum += s->in[i];
        s->part_sum[part] = sum;
        app_c_sync();
        sum = 0;
        for (k = 0; k < part; k++)
            sum += s->part_sum[k];
    }
    for (i = b; i < e; i++) {
        s->c_out[i] = sum;
        sum += s->in[i];
    }
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    size_t i;
    for (i = 0; i < N; i++)
        if (s->vm_out[i] != s->c_out[i]) {
            snprintf(why, cap, "out[%zu] = %d, the twin's %d", i, s->vm_out[i], s->c_out[i]);
            return 1;
        }
    return 0;
}

static void fini(void *p)
{
    st *s = p;
    free(s->in);
    free(s->vm_out);
    free(s->c_out);
    free(s);
}

const bench_app app_scan = {"scan", "scan.ptx", "4M ints, 3 kernels", init, vm_upload,
                            vm_run, vm_download, c_run, check, fini};
