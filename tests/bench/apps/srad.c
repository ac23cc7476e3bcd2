/* srad: 4 iterations of speckle-reducing anisotropic diffusion on a
   512 x 512 image (srad.cu). Each iteration the host computes q0^2 over
   a 128 x 128 region of interest from the current image (ptxvm's side
   fetches those rows), then runs the two kernels. The twin does the same
   float operations in the same order (fmaf where the kernel fuses, IEEE
   division like div.rn.f32): results must be bit-identical. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 512
#define COLS 512
#define ITERS 4
#define ROI 128
#define LAMBDA 0.5f

typedef struct {
    float *img0, *res_vm, *res_c, *roi;
    float *dn, *ds, *dw, *de, *coef; /* the twin's */
    ptxvm_addr d_img, d_dn, d_ds, d_dw, d_de, d_coef;
} srad_state;

static void *srad_init(void)
{
    size_t n = (size_t)ROWS * COLS;
    srad_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    float **bufs[] = {&st->img0, &st->res_vm, &st->res_c, &st->dn, &st->ds,
                      &st->dw, &st->de, &st->coef};
    for (size_t i = 0; i < sizeof bufs / sizeof *bufs; i++)
        if (!(*bufs[i] = malloc(n * sizeof(float))))
            return NULL;
    if (!(st->roi = malloc((size_t)ROI * COLS * sizeof(float))))
        return NULL;
    unsigned s = 31337;
    for (size_t i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        st->img0[i] = 0.5f + (float)(s >> 8) * (1.0f / 16777216.0f);
    }
    return st;
}

static void srad_free(srad_state *st)
{
    free(st->img0);
    free(st->res_vm);
    free(st->res_c);
    free(st->roi);
    free(st->dn);
    free(st->ds);
    free(st->dw);
    free(st->de);
    free(st->coef);
    free(st);
}

/* q0^2 = variance / mean^2 over the region of interest (the first ROI
   rows and columns), summed in this order on both sides */
static float srad_q0sqr(const float *rows_of_roi)
{
    float sum = 0.0f, sum2 = 0.0f;
    for (int y = 0; y < ROI; y++)
        for (int x = 0; x < ROI; x++) {
            float v = rows_of_roi[y * COLS + x];
            sum += v;
            sum2 += v * v;
        }
    float mean = sum / (float)(ROI * ROI);
    float var = sum2 / (float)(ROI * ROI) - mean * mean;
    return var / (mean * mean);
}

static int srad_upload(void *p, app_vm *v)
{
    srad_state *st = p;
    size_t bytes = (size_t)ROWS * COLS * sizeof(float);
    st->d_img = app_alloc(v, NULL, bytes);
    st->d_dn = app_alloc(v, NULL, bytes);
    st->d_ds = app_alloc(v, NULL, bytes);
    st->d_dw = app_alloc(v, NULL, bytes);
    st->d_de = app_alloc(v, NULL, bytes);
    st->d_coef = app_alloc(v, NULL, bytes);
    return 0;
}

static int srad_vm_run(void *p, app_vm *v)
{
    srad_state *st = p;
    int rows = ROWS, cols = COLS;
    float lambda = LAMBDA;
    app_upload(v, st->d_img, st->img0, (size_t)ROWS * COLS * sizeof(float));
    for (int it = 0; it < ITERS; it++) {
        app_fetch(v, st->roi, st->d_img, (size_t)ROI * COLS * sizeof(float));
        float q0sqr = srad_q0sqr(st->roi);
        void *a1[] = {&st->d_img, &st->d_dn, &st->d_ds, &st->d_dw, &st->d_de,
                      &st->d_coef, &rows, &cols, &q0sqr};
        app_launch(v, "_Z10srad_coeffPKfPfS1_S1_S1_S1_iif", COLS / 16, ROWS / 16, 1, 16, 16, 1,
                   0, a1);
        void *a2[] = {&st->d_img, &st->d_dn, &st->d_ds, &st->d_dw, &st->d_de,
                      &st->d_coef, &rows, &cols, &lambda};
        app_launch(v, "_Z11srad_updatePfPKfS1_S1_S1_S1_iif", COLS / 16, ROWS / 16, 1, 16, 16, 1,
                   0, a2);
    }
    return 0;
}

static int srad_vm_download(void *p, app_vm *v)
{
    srad_state *st = p;
    app_fetch(v, st->res_vm, st->d_img, (size_t)ROWS * COLS * sizeof(float));
    return 0;
}

AU_FMA_CLONES
static void srad_c_run(void *p, int part, int nparts)
{
    srad_state *st = p;
    float *img = st->res_c;
    int lo = ROWS * part / nparts, hi = ROWS * (part + 1) / nparts;
    memcpy(img + (size_t)lo * COLS, st->img0 + (size_t)lo * COLS,
           (size_t)(hi - lo) * COLS * sizeof(float));
    for (int it = 0; it < ITERS; it++) {
        app_c_sync();
        float q0sqr = srad_q0sqr(img);
        app_c_sync(); /* all have read the region before it changes */
        for (int y = lo; y < hi; y++)
            for (int x = 0; x < COLS; x++) {
                int k = y * COLS + x;
                float jc = img[k];
                float n = img[y > 0 ? k - COLS : k] - jc;
                float s = img[y < ROWS - 1 ? k + COLS : k] - jc;
                float w = img[x > 0 ? k - 1 : k] - jc;
                float e = img[x < COLS - 1 ? k + 1 : k] - jc;
                float g2 = fmaf(e, e, fmaf(w, w, fmaf(s, s, n * n))) / (jc * jc);
                float l = (n + s + w + e) / jc;
                float num = fmaf(-0.0625f, l * l, 0.5f * g2);
                float den = fmaf(0.25f, l, 1.0f);
                float qsqr = num / (den * den);
                den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
                float c = 1.0f / (1.0f + den);
                c = c < 0.0f ? 0.0f : (c > 1.0f ? 1.0f : c);
                st->dn[k] = n;
                st->ds[k] = s;
                st->dw[k] = w;
                st->de[k] = e;
                st->coef[k] = c;
            }
        app_c_sync();
        for (int y = lo; y < hi; y++)
            for (int x = 0; x < COLS; x++) {
                int k = y * COLS + x;
                float cn = st->coef[k], cw = st->coef[k];
                float cs = st->coef[y < ROWS - 1 ? k + COLS : k];
                float ce = st->coef[x < COLS - 1 ? k + 1 : k];
                float d = fmaf(ce, st->de[k], fmaf(cw, st->dw[k], fmaf(cs, st->ds[k], cn * st->dn[k])));
                img[k] = fmaf(0.25f * LAMBDA, d, img[k]);
            }
    }
}

static int srad_check(void *p, char *why, size_t cap)
{
    srad_state *st = p;
    for (size_t i = 0; i < (size_t)ROWS * COLS; i++)
        if (memcmp(&st->res_vm[i], &st->res_c[i], sizeof(float))) {
            snprintf(why, cap, "pixel %zu: %.9g, twin %.9g", i, st->res_vm[i], st->res_c[i]);
            return 1;
        }
    return 0;
}

static void srad_fini(void *p)
{
    if (p)
        srad_free(p);
}

const bench_app app_srad = {"srad", "srad.ptx", "512 x 512 image, 4 iterations", srad_init,
                            srad_upload, srad_vm_run, srad_vm_download, srad_c_run, srad_check,
                            srad_fini};
