/* Old CUDA SDK samples (legacy_sdk.h), part three: the sm_10 modules
   (`.target sm_10, map_f64_to_f32`, 32-bit addresses, 16-bit special
   registers, single precision flushed to zero): dwtHaar1D and
   convolutionSeparable. Their float arithmetic is reproduced exactly:
   the Haar steps are one rounding each ((a - b) * c), and the
   convolution takes small integers, so every sum is exact. */
#include "legacy_sdk.h"
#include <string.h>

/* ---- dwtHaar1D: nine levels of the Haar wavelet on blocks of 512 ------- */
static void s_dwt_haar(ls_run *R)
{
    enum { BDIM = 256, G = 4, N = 2 * BDIM * G, LEVELS = 9 };
    static float in[N], a[N], od[N], want[N], fin[G], wfin[G];
    const float c = 0.70710678f;        /* 0f3f3504f3, as the PTX has it */
    ptxvm_kernel *k = ls_kernel(R, "_Z9dwtHaar1DPfS_S_jji");
    uint64_t di, dod, dfin;
    uint32_t s = 123;
    ls_args A;
    int n, l, i;
    for (i = 0; i < N; i++)
        in[i] = (float)(int32_t)ls_rand(&s) / 1048576.0f;
    memcpy(a, in, sizeof a);
    memset(want, 0xa5, sizeof want);   /* od[0 .. G) stays unwritten */
    for (l = 0, n = N; l < LEVELS; l++, n /= 2)
        for (i = 0; i < n / 2; i++) {
            float x = a[2 * i], y = a[2 * i + 1];
            want[n / 2 + i] = (x - y) * c;
            a[i] = (x + y) * c;
        }
    memcpy(wfin, a, sizeof wfin);
    di = ls_buf(R, in, sizeof in);
    dod = ls_buf(R, NULL, sizeof od);
    dfin = ls_buf(R, NULL, sizeof fin);
    ls_args_init(&A);
    ls_arg_ptr(&A, di); ls_arg_ptr(&A, dod); ls_arg_ptr(&A, dfin);
    ls_arg_u32(&A, LEVELS); ls_arg_u32(&A, N / 2); ls_arg_u32(&A, BDIM);
    if (ls_launch(R, k, "dwtHaar1D", G, 1, BDIM, 1, 2 * BDIM * 4, &A) == 0) {
        ls_get(R, od, dod, sizeof od);
        ls_get(R, fin, dfin, sizeof fin);
        ls_cmp(R, "details", od, want, N);
        ls_cmp(R, "approximations", fin, wfin, G);
    }
}

/* ---- convolutionSeparable (sdk 3.0): a 17-tap row filter then a column
   filter from __constant__ c_Kernel, zero outside the image ------------- */
enum { CV_R = 8, CV_W = 256, CV_H = 128 };

static void conv_ref(const float *src, float *dst, const float *kern, int rows)
{
    int x, y, j;
    for (y = 0; y < CV_H; y++)
        for (x = 0; x < CV_W; x++) {
            float sum = 0;
            for (j = -CV_R; j <= CV_R; j++) {
                int xx = rows ? x + j : x, yy = rows ? y : y + j;
                if (xx >= 0 && xx < CV_W && yy >= 0 && yy < CV_H)
                    sum += kern[CV_R - j] * src[yy * CV_W + xx];
            }
            dst[y * CV_W + x] = sum;
        }
}

static void s_convolution(ls_run *R)
{
    static float img[CV_W * CV_H], tmp[CV_W * CV_H], out[CV_W * CV_H];
    static float wtmp[CV_W * CV_H], wout[CV_W * CV_H];
    float kern[2 * CV_R + 1];
    ptxvm_kernel *kr = ls_kernel(R, "_Z21convolutionRowsKernelPfS_iii");
    ptxvm_kernel *kc = ls_kernel(R, "_Z24convolutionColumnsKernelPfS_iii");
    uint64_t dimg, dtmp, dout, dk;
    size_t ksize = 0;
    ls_args A;
    ls_fill_intf(img, CV_W * CV_H, 9, 61);
    ls_fill_intf(kern, 2 * CV_R + 1, 3, 62);
    conv_ref(img, wtmp, kern, 1);
    conv_ref(wtmp, wout, kern, 0);
    dk = ls_global(R, "c_Kernel", &ksize);
    T_CHECK(R->t, ksize == sizeof kern, "%s: c_Kernel is %zu bytes", R->file, ksize);
    if (!R->ok)
        return;
    ls_put(R, dk, kern, sizeof kern);
    dimg = ls_buf(R, img, sizeof img);
    dtmp = ls_buf(R, NULL, sizeof tmp);
    dout = ls_buf(R, NULL, sizeof out);
    ls_args_init(&A);
    ls_arg_ptr(&A, dtmp); ls_arg_ptr(&A, dimg);
    ls_arg_u32(&A, CV_W); ls_arg_u32(&A, CV_H); ls_arg_u32(&A, CV_W);
    if (ls_launch(R, kr, "convolutionRowsKernel", CV_W / (8 * 16), CV_H / 4, 16, 4, 0, &A))
        return;
    ls_get(R, tmp, dtmp, sizeof tmp);
    ls_cmp(R, "rows", tmp, wtmp, CV_W * CV_H);
    ls_args_init(&A);
    ls_arg_ptr(&A, dout); ls_arg_ptr(&A, dtmp);
    ls_arg_u32(&A, CV_W); ls_arg_u32(&A, CV_H); ls_arg_u32(&A, CV_W);
    if (ls_launch(R, kc, "convolutionColumnsKernel", CV_W / 16, CV_H / (8 * 8), 16, 8, 0,
                  &A) == 0) {
        ls_get(R, out, dout, sizeof out);
        ls_cmp(R, "columns", out, wout, CV_W * CV_H);
    }
}

const ls_sample ls_samples_c[] = {
    {"hist_ptx_sdk3.0_dwtHaar1D.ptx", s_dwt_haar},
    {"hist_ptx_sdk3.0_convolutionSeparable.ptx", s_convolution},
    {"hist_tests_ptx_sdk_dwtHaar1D.ptx", s_dwt_haar},
};
const unsigned ls_nsamples_c = sizeof ls_samples_c / sizeof ls_samples_c[0];
