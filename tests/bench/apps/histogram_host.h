/* The host code and C twin shared by histogram64.c and histogram256.c:
   one launch counting 16 MiB of bytes into per-block partial histograms,
   one launch adding them. The twin counts the bytes in one loop (on
   several threads: a histogram per part, then part 0 adds them). Counts
   are integers: every bin must match. The including file defines
   HIST_NAME, HIST_SIZE, BINS, GRID, BLOCK, HIST_SEED, HIST_KERNEL,
   HIST_MERGE and HIST_BIN(byte). */
#define HIST_STR_(n) #n
#define HIST_STR(n) HIST_STR_(n)
#include "app.h"
#include "app_util.h"
#include <stdlib.h>

#define BYTES (16u << 20)
#define WORDS (BYTES / 4)

typedef struct st {
    unsigned char *data;
    unsigned vm_hist[BINS], c_hist[BINS];
    unsigned part_hist[256][BINS];
    ptxvm_addr d_data, d_partial, d_hist;
} st;

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    uint32_t r = HIST_SEED;
    size_t i;
    if (!s || !(s->data = malloc(BYTES))) {
        free(s);
        return NULL;
    }
    for (i = 0; i < BYTES; i++)
        s->data[i] = (unsigned char)(au_rand(&r) >> 24);
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    s->d_data = app_alloc(v, s->data, BYTES);
    s->d_partial = app_alloc(v, NULL, (size_t)GRID * BINS * sizeof(unsigned));
    s->d_hist = app_alloc(v, NULL, BINS * sizeof(unsigned));
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    unsigned words = WORDS, partials = GRID;
    void *a1[3], *a2[3];
    a1[0] = &s->d_partial;
    a1[1] = &s->d_data;
    a1[2] = &words;
    app_launch(v, HIST_KERNEL, GRID, 1, 1, BLOCK, 1, 1, 0, a1);
    a2[0] = &s->d_hist;
    a2[1] = &s->d_partial;
    a2[2] = &partials;
    app_launch(v, HIST_MERGE, BINS, 1, 1, 256, 1, 1, 0, a2);
    return 0;
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, s->vm_hist, s->d_hist, sizeof s->vm_hist);
    return 0;
}

static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    unsigned *h = s->part_hist[part];
    size_t b, e, i;
    int k, bin;
    au_slice(BYTES, part, nparts, &b, &e);
    for (bin = 0; bin < BINS; bin++)
        h[bin] = 0;
    for (i = b; i < e; i++) {
        unsigned d = s->data[i];
        h[HIST_BIN(d)]++;
    }
    app_c_sync();
    if (part == 0)
        for (bin = 0; bin < BINS; bin++) {
            unsigned sum = 0;
            for (k = 0; k < nparts; k++)
                sum += s->part_hist[k][bin];
            s->c_hist[bin] = sum;
        }
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    int bin;
    for (bin = 0; bin < BINS; bin++)
        if (s->vm_hist[bin] != s->c_hist[bin]) {
            snprintf(why, cap, "bin %d: %u, the twin's %u", bin, s->vm_hist[bin], s->c_hist[bin]);
            return 1;
        }
    return 0;
}

static void fini(void *p)
{
    st *s = p;
    free(s->data);
    free(s);
}

#define HIST_APP_(n) app_##n
#define HIST_APP(n) HIST_APP_(n)
const bench_app HIST_APP(HIST_NAME) = {HIST_STR(HIST_NAME), HIST_STR(HIST_NAME) ".ptx",
                                       HIST_SIZE, init, vm_upload, vm_run, vm_download,
                                       c_run, check, fini};
