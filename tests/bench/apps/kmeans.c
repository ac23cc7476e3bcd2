/* kmeans: 3 iterations of k-means on 65536 points of 8 features into 5
   clusters (kmeans.cu), starting from the first 5 points. After each
   update the host copies the new centroids into the kernel's constant
   bank. The twin computes distances with the same fmaf chain and each
   coordinate sum as 256 strided partial sums added in the kernel's tree
   order: memberships and centroids must be bit-identical. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NPOINTS 65536
#define NF 8
#define K 5
#define ITERS 3
#define THREADS 256

typedef struct {
    float *features;                 /* [NF][NPOINTS] */
    int *member_vm, *member_c;
    float cent_vm[K * NF], cent_c[K * NF];
    float partial[K * NF][THREADS];  /* the twin's */
    int count[K * NF][THREADS];
    ptxvm_addr d_features, d_member, d_new, d_const;
} km_state;

static void *km_init(void)
{
    km_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->features = malloc((size_t)NF * NPOINTS * sizeof(float));
    st->member_vm = malloc(NPOINTS * sizeof(int));
    st->member_c = malloc(NPOINTS * sizeof(int));
    if (!st->features || !st->member_vm || !st->member_c)
        return NULL;
    /* points around 5 random centres, uniform noise */
    unsigned s = 4242;
    float centre[K][NF];
    for (int c = 0; c < K; c++)
        for (int f = 0; f < NF; f++) {
            s = s * 1664525u + 1013904223u;
            centre[c][f] = (float)(s >> 8) * (1.0f / 16777216.0f) * 10.0f;
        }
    for (int p = 0; p < NPOINTS; p++) {
        s = s * 1664525u + 1013904223u;
        int c = (int)((s >> 8) % K);
        for (int f = 0; f < NF; f++) {
            s = s * 1664525u + 1013904223u;
            st->features[f * NPOINTS + p] =
                centre[c][f] + ((float)(s >> 8) * (1.0f / 16777216.0f) - 0.5f) * 4.0f;
        }
    }
    return st;
}

static void km_first_centroids(const km_state *st, float *cent)
{
    for (int c = 0; c < K; c++)
        for (int f = 0; f < NF; f++)
            cent[c * NF + f] = st->features[f * NPOINTS + c];
}

static int km_upload(void *p, app_vm *v)
{
    km_state *st = p;
    st->d_features = app_alloc(v, st->features, (size_t)NF * NPOINTS * sizeof(float));
    st->d_member = app_alloc(v, NULL, NPOINTS * sizeof(int));
    st->d_new = app_alloc(v, NULL, K * NF * sizeof(float));
    if (ptxvm_module_get_global(v->mod, "centroids", &st->d_const, NULL) != PTXVM_OK) {
        fprintf(stderr, "kmeans: no centroids: %s\n", ptxvm_error_message(v->vm));
        return -1;
    }
    return 0;
}

static int km_vm_run(void *p, app_vm *v)
{
    km_state *st = p;
    int n = NPOINTS, nf = NF, k = K;
    km_first_centroids(st, st->cent_vm);
    for (int it = 0; it < ITERS; it++) {
        app_upload(v, st->d_const, st->cent_vm, sizeof st->cent_vm);
        void *a1[] = {&st->d_features, &st->d_member, &n, &nf, &k};
        app_launch(v, "_Z13kmeans_assignPKfPiiii", NPOINTS / THREADS, 1, 1, THREADS, 1, 1, 0, a1);
        /* an empty cluster keeps its centroid */
        app_upload(v, st->d_new, st->cent_vm, sizeof st->cent_vm);
        void *a2[] = {&st->d_features, &st->d_member, &st->d_new, &n, &nf};
        app_launch(v, "_Z13kmeans_updatePKfPKiPfii", NF, K, 1, THREADS, 1, 1, 0, a2);
        app_fetch(v, st->cent_vm, st->d_new, sizeof st->cent_vm);
    }
    return 0;
}

static int km_vm_download(void *p, app_vm *v)
{
    km_state *st = p;
    app_fetch(v, st->member_vm, st->d_member, NPOINTS * sizeof(int));
    return 0;
}

AU_FMA_CLONES
static void km_c_run(void *p, int part, int nparts)
{
    km_state *st = p;
    int lo = NPOINTS * part / nparts, hi = NPOINTS * (part + 1) / nparts;
    if (part == 0)
        km_first_centroids(st, st->cent_c);
    for (int it = 0; it < ITERS; it++) {
        app_c_sync();
        for (int q = lo; q < hi; q++) {
            int best = 0;
            float best_dist = 3.402823466e38f;
            for (int c = 0; c < K; c++) {
                float dist = 0.0f;
                for (int f = 0; f < NF; f++) {
                    float d = st->features[f * NPOINTS + q] - st->cent_c[c * NF + f];
                    dist = fmaf(d, d, dist);
                }
                if (dist < best_dist) {
                    best_dist = dist;
                    best = c;
                }
            }
            st->member_c[q] = best;
        }
        app_c_sync();
        for (int cf = part; cf < K * NF; cf += nparts) {
            int c = cf / NF, f = cf % NF;
            float *sum = st->partial[cf];
            int *cnt = st->count[cf];
            const float *feat = st->features + (size_t)f * NPOINTS;
            for (int t = 0; t < THREADS; t++) {
                float s = 0.0f;
                int m = 0;
                for (int q = t; q < NPOINTS; q += THREADS)
                    if (st->member_c[q] == c) {
                        s += feat[q];
                        m++;
                    }
                sum[t] = s;
                cnt[t] = m;
            }
            for (int half = THREADS / 2; half > 0; half >>= 1)
                for (int t = 0; t < half; t++) {
                    sum[t] += sum[t + half];
                    cnt[t] += cnt[t + half];
                }
        }
        app_c_sync();
        if (part == 0)
            for (int cf = 0; cf < K * NF; cf++)
                if (st->count[cf][0] > 0)
                    st->cent_c[cf] = st->partial[cf][0] / (float)st->count[cf][0];
    }
    app_c_sync();
}

static int km_check(void *p, char *why, size_t cap)
{
    km_state *st = p;
    for (int q = 0; q < NPOINTS; q++)
        if (st->member_vm[q] != st->member_c[q]) {
            snprintf(why, cap, "point %d: cluster %d, twin %d", q, st->member_vm[q],
                     st->member_c[q]);
            return 1;
        }
    for (int i = 0; i < K * NF; i++)
        if (memcmp(&st->cent_vm[i], &st->cent_c[i], sizeof(float))) {
            snprintf(why, cap, "centroid word %d: %.9g, twin %.9g", i, st->cent_vm[i],
                     st->cent_c[i]);
            return 1;
        }
    return 0;
}

static void km_fini(void *p)
{
    km_state *st = p;
    if (!st)
        return;
    free(st->features);
    free(st->member_vm);
    free(st->member_c);
    free(st);
}

const bench_app app_kmeans = {"kmeans", "kmeans.ptx", "65536 points, 8 features, 5 clusters, 3 rounds",
                              km_init, km_upload, km_vm_run, km_vm_download, km_c_run, km_check,
                              km_fini};
