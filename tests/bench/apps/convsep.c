/* convsep: separable convolution of a 2048x2048 float image with a
   17-tap kernel (radius 8), a row pass then a column pass
   (convsep.cu), zero outside the image. nvcc contracts each output's
   17 products and sums into a chain of fused multiply-adds starting
   from 0, taps in order j = -8..8; the twin computes the same chains
   with fmaf, so every pixel must match bit for bit. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define W 2048
#define H 2048
#define R 8
#define TAPS (2 * R + 1)

typedef struct st {
    float taps[TAPS];
    float *src, *tmp, *c_dst, *vm_dst;
    ptxvm_addr d_src, d_tmp, d_dst;
} st;

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    uint32_t r = 1717u;
    size_t i, n = (size_t)W * H;
    float sum = 0;
    if (!s)
        return NULL;
    s->src = malloc(n * sizeof(float));
    s->tmp = malloc(n * sizeof(float));
    s->c_dst = malloc(n * sizeof(float));
    s->vm_dst = malloc(n * sizeof(float));
    if (!s->src || !s->tmp || !s->c_dst || !s->vm_dst) {
        free(s->src);
        free(s->tmp);
        free(s->c_dst);
        free(s->vm_dst);
        free(s);
        return NULL;
    }
    /* a normalised Gaussian, sigma 4 */
    for (i = 0; i < TAPS; i++) {
        float x = (float)((int)i - R);
        s->taps[i] = expf(-x * x / 32.0f);
        sum += s->taps[i];
    }
    for (i = 0; i < TAPS; i++)
        s->taps[i] /= sum;
    for (i = 0; i < n; i++)
        s->src[i] = au_uniform(&r, 0.0f, 16.0f);
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    ptxvm_addr k;
    size_t size;
    ptxvm_result res = ptxvm_module_get_global(v->mod, "c_Kernel", &k, &size);
    if (res != PTXVM_OK || size != sizeof s->taps)
        return 1;
    app_upload(v, k, s->taps, sizeof s->taps);
    s->d_src = app_alloc(v, s->src, (size_t)W * H * sizeof(float));
    s->d_tmp = app_alloc(v, NULL, (size_t)W * H * sizeof(float));
    s->d_dst = app_alloc(v, NULL, (size_t)W * H * sizeof(float));
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    int w = W, h = H, pitch = W;
    void *args[5];
    args[0] = &s->d_tmp;
    args[1] = &s->d_src;
    args[2] = &w;
    args[3] = &h;
    args[4] = &pitch;
    /* rows: 16x4 threads, 8 outputs each; columns: 16x8 threads, 8 each */
    app_launch(v, "_Z21convolutionRowsKernelPfPKfiii", W / (8 * 16), H / 4, 1, 16, 4, 1, 0, args);
    args[0] = &s->d_dst;
    args[1] = &s->d_tmp;
    app_launch(v, "_Z24convolutionColumnsKernelPfPKfiii", W / 16, H / (8 * 8), 1, 16, 8, 1, 0,
               args);
    return 0;
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, s->vm_dst, s->d_dst, (size_t)W * H * sizeof(float));
    return 0;
}

/* Each output's chain of 17 fused multiply-adds in the kernel's tap
   order, run a whole row of outputs at a time (acc[x]) so that the CPU
   overlaps the chains in vector registers; taps falling outside the
   image multiply 0, as the kernel's zeroed apron does. */
AU_FMA_CLONES
static void rows(const float *restrict taps, const float *restrict src, float *restrict dst,
                 size_t y0, size_t y1)
{
    size_t y;
    int x, j;
    for (y = y0; y < y1; y++) {
        const float *in = src + y * W;
        float *acc = dst + y * W;
        for (x = 0; x < W; x++)
            acc[x] = 0;
        for (j = -R; j <= R; j++) {
            float t = taps[R - j];
            int lo = j < 0 ? -j : 0, hi = j > 0 ? W - j : W;
            for (x = 0; x < lo; x++)
                acc[x] = fmaf(t, 0.0f, acc[x]);
            for (x = lo; x < hi; x++)
                acc[x] = fmaf(t, in[x + j], acc[x]);
            for (x = hi; x < W; x++)
                acc[x] = fmaf(t, 0.0f, acc[x]);
        }
    }
}

AU_FMA_CLONES
static void columns(const float *restrict taps, const float *restrict src, float *restrict dst,
                    size_t y0, size_t y1)
{
    size_t y;
    int x, j;
    for (y = y0; y < y1; y++) {
        float *acc = dst + y * W;
        for (x = 0; x < W; x++)
            acc[x] = 0;
        for (j = -R; j <= R; j++) {
            float t = taps[R - j];
            long yy = (long)y + j;
            if (yy >= 0 && yy < H) {
                const float *in = src + (size_t)yy * W;
                for (x = 0; x < W; x++)
                    acc[x] = fmaf(t, in[x], acc[x]);
            } else {
                for (x = 0; x < W; x++)
                    acc[x] = fmaf(t, 0.0f, acc[x]);
            }
        }
    }
}

static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b, e;
    au_slice(H, part, nparts, &b, &e);
    rows(s->taps, s->src, s->tmp, b, e);
    app_c_sync();
    columns(s->taps, s->tmp, s->c_dst, b, e);
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    size_t i;
    for (i = 0; i < (size_t)W * H; i++)
        if (memcmp(&s->vm_dst[i], &s->c_dst[i], sizeof(float)) != 0) {
            snprintf(why, cap, "pixel (%zu, %zu) = %.9g, the twin's %.9g", i % W, i / W,
                     s->vm_dst[i], s->c_dst[i]);
            return 1;
        }
    return 0;
}

static void fini(void *p)
{
    st *s = p;
    free(s->src);
    free(s->tmp);
    free(s->c_dst);
    free(s->vm_dst);
    free(s);
}

const bench_app app_convsep = {"convsep", "convsep.ptx", "2048x2048 float, radius 8", init,
                               vm_upload, vm_run, vm_download, c_run, check, fini};
