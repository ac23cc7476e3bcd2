/* sortnet: bitonic sort of 262144 random 32-bit keys (sortnet.cu): the
   1024-key chunks in shared memory, then each larger merge with global
   steps for the strides that span chunks and one shared-memory launch
   for the rest. The twin runs the same network of compare-exchanges;
   both results must be equal and ascending. */
#include "app.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N (1u << 18)
#define CHUNK 1024u

typedef struct {
    unsigned *keys0, *res_vm, *res_c;
    ptxvm_addr d_keys;
} sn_state;

static void *sn_init(void)
{
    sn_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->keys0 = malloc(N * sizeof(unsigned));
    st->res_vm = malloc(N * sizeof(unsigned));
    st->res_c = malloc(N * sizeof(unsigned));
    if (!st->keys0 || !st->res_vm || !st->res_c)
        return NULL;
    unsigned s = 1;
    for (unsigned i = 0; i < N; i++) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        st->keys0[i] = s;
    }
    return st;
}

static int sn_upload(void *p, app_vm *v)
{
    sn_state *st = p;
    st->d_keys = app_alloc(v, NULL, N * sizeof(unsigned));
    return 0;
}

static int sn_vm_run(void *p, app_vm *v)
{
    sn_state *st = p;
    app_upload(v, st->d_keys, st->keys0, N * sizeof(unsigned)); /* sorted in place */
    void *a0[] = {&st->d_keys};
    app_launch(v, "_Z11sort_sharedPj", N / CHUNK, 1, 1, CHUNK / 2, 1, 1, 0, a0);
    for (unsigned size = 2 * CHUNK; size <= N; size <<= 1) {
        for (unsigned j = size / 2; j >= CHUNK; j >>= 1) {
            void *a[] = {&st->d_keys, &size, &j};
            app_launch(v, "_Z12merge_globalPjjj", N / 2 / 256, 1, 1, 256, 1, 1, 0, a);
        }
        void *a[] = {&st->d_keys, &size};
        app_launch(v, "_Z12merge_sharedPjj", N / CHUNK, 1, 1, CHUNK / 2, 1, 1, 0, a);
    }
    return 0;
}

static int sn_vm_download(void *p, app_vm *v)
{
    sn_state *st = p;
    app_fetch(v, st->res_vm, st->d_keys, N * sizeof(unsigned));
    return 0;
}

/* One step of the network over pairs [lo, hi). */
static void sn_step(unsigned *k, unsigned size, unsigned j, unsigned lo, unsigned hi)
{
    for (unsigned i = lo; i < hi; i++) {
        unsigned a = 2 * i - (i & (j - 1)), b = a + j;
        if ((k[a] > k[b]) == ((a & size) == 0)) {
            unsigned t = k[a];
            k[a] = k[b];
            k[b] = t;
        }
    }
}

/* The twin: chunk-local steps on whole chunks per part, the steps that
   span chunks split over pairs, a barrier between them. */
static void sn_c_run(void *p, int part, int nparts)
{
    sn_state *st = p;
    unsigned *k = st->res_c, chunks = N / CHUNK;
    unsigned clo = chunks * (unsigned)part / (unsigned)nparts;
    unsigned chi = chunks * (unsigned)(part + 1) / (unsigned)nparts;
    unsigned plo = N / 2 * (unsigned)part / (unsigned)nparts;
    unsigned phi = N / 2 * (unsigned)(part + 1) / (unsigned)nparts;
    memcpy(k + clo * CHUNK, st->keys0 + clo * CHUNK, (chi - clo) * CHUNK * sizeof(unsigned));
    for (unsigned size = 2; size <= CHUNK; size <<= 1)
        for (unsigned j = size / 2; j > 0; j >>= 1)
            sn_step(k, size, j, clo * CHUNK / 2, chi * CHUNK / 2);
    for (unsigned size = 2 * CHUNK; size <= N; size <<= 1) {
        for (unsigned j = size / 2; j >= CHUNK; j >>= 1) {
            app_c_sync();
            sn_step(k, size, j, plo, phi);
        }
        app_c_sync();
        for (unsigned j = CHUNK / 2; j > 0; j >>= 1)
            sn_step(k, size, j, clo * CHUNK / 2, chi * CHUNK / 2);
    }
    app_c_sync();
}

static int sn_check(void *p, char *why, size_t cap)
{
    sn_state *st = p;
    for (unsigned i = 0; i < N; i++) {
        if (st->res_vm[i] != st->res_c[i]) {
            snprintf(why, cap, "key %u: %u, twin %u", i, st->res_vm[i], st->res_c[i]);
            return 1;
        }
        if (i && st->res_c[i - 1] > st->res_c[i]) {
            snprintf(why, cap, "not ascending at %u", i);
            return 1;
        }
    }
    return 0;
}

static void sn_fini(void *p)
{
    sn_state *st = p;
    if (!st)
        return;
    free(st->keys0);
    free(st->res_vm);
    free(st->res_c);
    free(st);
}

const bench_app app_sortnet = {"sortnet", "sortnet.ptx", "262144 keys, bitonic", sn_init,
                               sn_upload, sn_vm_run, sn_vm_download, sn_c_run, sn_check,
                               sn_fini};
