/* compact: stream compaction and bucketing by warp-aggregated atomics
   (compact.cu) over 2M ints: keep the positive non-multiples of 3, put
   each index into the bucket of its key (8 buckets; keys 8..9 are
   dropped), and take each bucket's largest value. The kernels' order of
   results depends on the atomics, so the check compares what order
   cannot change: the count and the values kept (as a histogram), each
   bucket's fill and its indices (every index with that key, once), and
   the maxima. */
#include "app.h"
#include "app_util.h"
#include <stdlib.h>
#include <string.h>

#define N (2u << 20)
#define BLOCK 256
#define GRID 1024
#define BUCKETS 8
#define KEYS 10
#define VMAX 1000                 /* values lie in [-VMAX, VMAX] */
#define MAX_PARTS 256
#define CAP (N / 4)               /* room per bucket; each gets about N / 10 */

typedef struct st {
    int *in, *key, *val;
    int *vm_out, *vm_slots, vm_kept, vm_fill[BUCKETS], vm_best[BUCKETS];
    int *c_out, *c_slots, c_kept, c_fill[BUCKETS], c_best[BUCKETS];
    /* the twin's per-part counts, for the offsets of each part */
    int part_kept[MAX_PARTS], part_fill[MAX_PARTS][BUCKETS], part_best[MAX_PARTS][BUCKETS];
    ptxvm_addr d_in, d_key, d_val, d_out, d_kept, d_slots, d_fill, d_best;
} st;

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    uint32_t r = 777u;
    size_t i;
    if (!s)
        return NULL;
    s->in = malloc(N * sizeof(int));
    s->key = malloc(N * sizeof(int));
    s->val = malloc(N * sizeof(int));
    s->vm_out = malloc(N * sizeof(int));
    s->c_out = malloc(N * sizeof(int));
    s->vm_slots = malloc((size_t)BUCKETS * CAP * sizeof(int));
    s->c_slots = malloc((size_t)BUCKETS * CAP * sizeof(int));
    if (!s->in || !s->key || !s->val || !s->vm_out || !s->c_out || !s->vm_slots ||
        !s->c_slots) {
        free(s->in); free(s->key); free(s->val); free(s->vm_out); free(s->c_out);
        free(s->vm_slots); free(s->c_slots); free(s);
        return NULL;
    }
    for (i = 0; i < N; i++) {
        s->in[i] = (int)(au_rand(&r) % (2u * VMAX + 1u)) - VMAX;
        /* runs of equal keys, as sorted or clustered data has them */
        s->key[i] = (int)((i / 8u + au_rand(&r) % 3u) % KEYS);
        s->val[i] = (int)(au_rand(&r) >> 1);
    }
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    s->d_in = app_alloc(v, s->in, N * sizeof(int));
    s->d_key = app_alloc(v, s->key, N * sizeof(int));
    s->d_val = app_alloc(v, s->val, N * sizeof(int));
    s->d_out = app_alloc(v, NULL, N * sizeof(int));
    s->d_slots = app_alloc(v, NULL, (size_t)BUCKETS * CAP * sizeof(int));
    s->d_kept = app_alloc(v, NULL, sizeof(int));
    s->d_fill = app_alloc(v, NULL, sizeof s->vm_fill);
    s->d_best = app_alloc(v, NULL, sizeof s->vm_best);
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    static const int zero[BUCKETS] = {0};
    int n = (int)N, nb = BUCKETS, cap = (int)CAP;
    void *a[6];
    app_upload(v, s->d_kept, zero, sizeof(int));
    app_upload(v, s->d_fill, zero, sizeof zero);
    app_upload(v, s->d_best, zero, sizeof zero);
    a[0] = &s->d_out;
    a[1] = &s->d_kept;
    a[2] = &s->d_in;
    a[3] = &n;
    app_launch(v, "_Z7compactPiS_PKii", GRID, 1, 1, BLOCK, 1, 1, 0, a);
    a[0] = &s->d_slots;
    a[1] = &s->d_fill;
    a[2] = &s->d_key;
    a[3] = &n;
    a[4] = &nb;
    a[5] = &cap;
    app_launch(v, "_Z9bucketizePiS_PKiiii", GRID, 1, 1, BLOCK, 1, 1, 0, a);
    a[0] = &s->d_best;
    a[1] = &s->d_key;
    a[2] = &s->d_val;
    a[3] = &n;
    a[4] = &nb;
    app_launch(v, "_Z10bucket_maxPiPKiS1_ii", GRID, 1, 1, BLOCK, 1, 1, 0, a);
    return 0;
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    int b;
    app_fetch(v, &s->vm_kept, s->d_kept, sizeof(int));
    app_fetch(v, s->vm_fill, s->d_fill, sizeof s->vm_fill);
    app_fetch(v, s->vm_best, s->d_best, sizeof s->vm_best);
    if (s->vm_kept < 0 || (unsigned)s->vm_kept > N)
        return 0;                      /* check() reports it */
    app_fetch(v, s->vm_out, s->d_out, (size_t)s->vm_kept * sizeof(int));
    for (b = 0; b < BUCKETS; b++)
        if (s->vm_fill[b] >= 0 && (unsigned)s->vm_fill[b] <= CAP)
            app_fetch(v, s->vm_slots + (size_t)b * CAP, s->d_slots + (size_t)b * CAP * sizeof(int),
                      (size_t)s->vm_fill[b] * sizeof(int));
    return 0;
}

static int keep(int v)
{
    return v > 0 && v % 3 != 0;
}

/* Each part counts its slice, then writes it after the parts before it:
   the twin's output is in input order. */
static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b0, e0, i;
    int k, b, o, fo[BUCKETS], *fill = s->part_fill[part], *best = s->part_best[part];
    au_slice(N, part, nparts, &b0, &e0);
    s->part_kept[part] = 0;
    for (b = 0; b < BUCKETS; b++)
        fill[b] = best[b] = 0;
    for (i = b0; i < e0; i++) {
        int kb = s->key[i];
        s->part_kept[part] += keep(s->in[i]);
        if (kb < BUCKETS) {
            fill[kb]++;
            if (s->val[i] > best[kb])
                best[kb] = s->val[i];
        }
    }
    app_c_sync();
    for (o = 0, k = 0; k < part; k++)
        o += s->part_kept[k];
    for (b = 0; b < BUCKETS; b++)
        for (fo[b] = 0, k = 0; k < part; k++)
            fo[b] += s->part_fill[k][b];
    for (i = b0; i < e0; i++) {
        int kb = s->key[i];
        if (keep(s->in[i]))
            s->c_out[o++] = s->in[i];
        if (kb < BUCKETS)
            s->c_slots[(size_t)kb * CAP + (size_t)fo[kb]++] = (int)i;
    }
    if (part == nparts - 1)
        s->c_kept = o;
    app_c_sync();
    if (part == 0)
        for (b = 0; b < BUCKETS; b++) {
            s->c_fill[b] = s->c_best[b] = 0;
            for (k = 0; k < nparts; k++) {
                s->c_fill[b] += s->part_fill[k][b];
                if (s->part_best[k][b] > s->c_best[b])
                    s->c_best[b] = s->part_best[k][b];
            }
        }
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    static int hist[2 * VMAX + 1];
    unsigned char *seen;
    int i, b;
    if (s->vm_kept != s->c_kept) {
        snprintf(why, cap, "%d kept, the twin %d", s->vm_kept, s->c_kept);
        return 1;
    }
    memset(hist, 0, sizeof hist);
    for (i = 0; i < s->c_kept; i++)
        hist[s->c_out[i] + VMAX]++;
    for (i = 0; i < s->vm_kept; i++) {
        int v = s->vm_out[i];
        if (v < -VMAX || v > VMAX || !keep(v) || --hist[v + VMAX] < 0) {
            snprintf(why, cap, "kept value %d at %d: not one the twin keeps", v, i);
            return 1;
        }
    }
    for (b = 0; b < BUCKETS; b++) {
        if (s->vm_fill[b] != s->c_fill[b] || s->vm_best[b] != s->c_best[b]) {
            snprintf(why, cap, "bucket %d: %d indices, max %d; the twin %d, %d", b,
                     s->vm_fill[b], s->vm_best[b], s->c_fill[b], s->c_best[b]);
            return 1;
        }
    }
    if (!(seen = calloc(N, 1))) {
        snprintf(why, cap, "out of memory");
        return 1;
    }
    for (b = 0; b < BUCKETS; b++)
        for (i = 0; i < s->vm_fill[b]; i++) {
            int x = s->vm_slots[(size_t)b * CAP + (size_t)i];
            if (x < 0 || (unsigned)x >= N || s->key[x] != b || seen[x]) {
                snprintf(why, cap, "bucket %d slot %d holds index %d: %s", b, i, x,
                         x < 0 || (unsigned)x >= N ? "out of range"
                         : seen[x] ? "twice" : "of another key");
                free(seen);
                return 1;
            }
            seen[x] = 1;
        }
    free(seen);
    return 0;
}

static void fini(void *p)
{
    st *s = p;
    free(s->in); free(s->key); free(s->val); free(s->vm_out); free(s->c_out);
    free(s->vm_slots); free(s->c_slots);
    free(s);
}

const bench_app app_compact = {"compact", "compact.ptx", "2M ints, 8 buckets, 3 launches", init,
                               vm_upload, vm_run, vm_download, c_run, check, fini};
