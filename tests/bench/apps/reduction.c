/* reduction: the sum of 16M ints (reduction.cu), as a CUDA host program
   reduces: launch the block reduction on the input, then on its
   partial sums until one value is left. Integer sums: the twin's total
   must equal ptxvm's exactly. */
#include "app.h"
#include "app_util.h"
#include <stdlib.h>

#define N (16u << 20)
#define BLOCK 256
#define MAX_BLOCKS 2048

typedef struct st {
    int *in;
    int vm_sum, c_sum;
    long long part_sum[256];
    ptxvm_addr d_in, d_a, d_b, d_result;
} st;

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    uint32_t r = 12345u;
    size_t i;
    if (!s || !(s->in = malloc((size_t)N * sizeof(int)))) {
        free(s);
        return NULL;
    }
    for (i = 0; i < N; i++)
        s->in[i] = (int)(au_rand(&r) % 201u) - 100;
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    s->d_in = app_alloc(v, s->in, (size_t)N * sizeof(int));
    s->d_a = app_alloc(v, NULL, MAX_BLOCKS * sizeof(int));
    s->d_b = app_alloc(v, NULL, MAX_BLOCKS * sizeof(int));
    return 0;
}

/* the SDK's sizing: two elements a thread at least, at most MAX_BLOCKS */
static unsigned blocks_for(unsigned n)
{
    unsigned b = (n + 2 * BLOCK - 1) / (2 * BLOCK);
    return b > MAX_BLOCKS ? MAX_BLOCKS : b;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    ptxvm_addr src = s->d_in, dst = s->d_a;
    unsigned n = N;
    do {
        unsigned blocks = blocks_for(n);
        void *args[3];
        args[0] = &src;
        args[1] = &dst;
        args[2] = &n;
        app_launch(v, "_Z10reduce_sumPKiPij", blocks, 1, 1, BLOCK, 1, 1, 0, args);
        n = blocks;
        src = dst;
        dst = dst == s->d_a ? s->d_b : s->d_a;
    } while (n > 1);
    s->d_result = src;
    return 0;
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, &s->vm_sum, s->d_result, sizeof(int));
    return 0;
}

static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b, e, i;
    long long sum = 0;
    au_slice(N, part, nparts, &b, &e);
    for (i = b; i < e; i++)
        sum += s->in[i];
    s->part_sum[part] = sum;
    app_c_sync();
    if (part == 0) {
        int k;
        sum = 0;
        for (k = 0; k < nparts; k++)
            sum += s->part_sum[k];
        s->c_sum = (int)sum;
    }
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    if (s->vm_sum == s->c_sum)
        return 0;
    snprintf(why, cap, "sum %d, the twin's %d", s->vm_sum, s->c_sum);
    return 1;
}

static void fini(void *p)
{
    st *s = p;
    free(s->in);
    free(s);
}

const bench_app app_reduction = {"reduction", "reduction.ptx", "16M ints, 3 launches", init,
                                 vm_upload, vm_run, vm_download, c_run, check, fini};
