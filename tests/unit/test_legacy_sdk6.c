/* Old CUDA SDK samples (legacy_sdk.h), part six: dct8x8's quantization
   kernels (a rounding emulation in float, 16-bit integer division with
   the wrap-around of cvt.s16.s32), recursiveGaussian's d_transpose on a
   size that is no multiple of the tile (bounds tests built from
   set.lt.u32.u32 and neg), and threadMigration. */
#include "legacy_sdk.h"
#include <math.h>
#include <string.h>

enum { DQ_W = 64, DQ_H = 48 };

/* the low 16 bits as a signed value, as cvt.s16.s32 leaves them */
static int32_t sext16(int32_t x)
{
    return (int32_t)(((uint32_t)x & 0xffffu) ^ 0x8000u) - 0x8000;
}

/* ---- dct8x8: CUDAkernelQuantizationFloat and ...Short, 8x8 blocks, the
   quantization table Q read from the module's initialised .const ---- */
static void s_dct_quant(ls_run *R)
{
    static float f[DQ_W * DQ_H], gotf[DQ_W * DQ_H], wantf[DQ_W * DQ_H];
    static int16_t sh[DQ_W * DQ_H], gots[DQ_W * DQ_H], wants[DQ_W * DQ_H];
    ptxvm_kernel *kf = ls_kernel(R, "_Z27CUDAkernelQuantizationFloatPfi");
    ptxvm_kernel *ks = ls_kernel(R, "_Z27CUDAkernelQuantizationShortPsi");
    int16_t q[64];
    uint64_t dq, df, ds;
    size_t qsize = 0;
    uint32_t s = 91;
    ls_args A;
    int i, x, y;
    dq = ls_global(R, "Q", &qsize);
    T_CHECK(R->t, qsize == sizeof q, "%s: Q is %zu bytes", R->file, qsize);
    if (!R->ok)
        return;
    ls_get(R, q, dq, sizeof q);
    for (i = 0; i < DQ_W * DQ_H; i++) {
        f[i] = (float)(int32_t)ls_rand(&s) / 2.0e6f;
        sh[i] = (int16_t)sext16((int32_t)ls_rand(&s));
    }
    /* values whose quotient is at or next to a half */
    for (i = 0; i < 64; i++) {
        float qq = (float)q[(i / 8) % 8 * 8 + i % 8];
        f[(i / 8) * DQ_W + i % 8] = qq * (i & 1 ? 0.49999997f : -2.5f);
        sh[(i / 8) * DQ_W + i % 8] = (int16_t)(i & 2 ? -32768 : 32767);
    }
    for (y = 0; y < DQ_H; y++)
        for (x = 0; x < DQ_W; x++) {
            int j = y * DQ_W + x;
            float qf = (float)q[(y % 8) * 8 + x % 8], d = f[j] / qf;
            float r = truncf(d + copysignf(0.5f, d));
            int32_t qi = q[(y % 8) * 8 + x % 8], v = sh[j], t;
            if (fabsf(d) > 8388608.0f)
                r = d;
            if (fabsf(d) < 0.5f)
                r = truncf(d);
            wantf[j] = qf * r;
            if (v < 0)
                t = -(sext16((qi >> 1) - v) / qi);
            else
                t = sext16(v + (qi >> 1)) / qi;
            wants[j] = (int16_t)sext16(t * qi);
        }
    df = ls_buf(R, f, sizeof f);
    ds = ls_buf(R, sh, sizeof sh);
    ls_args_init(&A);
    ls_arg_ptr(&A, df); ls_arg_u32(&A, DQ_W);
    if (ls_launch(R, kf, "QuantizationFloat", DQ_W / 8, DQ_H / 8, 8, 8, 0, &A) == 0) {
        ls_get(R, gotf, df, sizeof gotf);
        ls_cmp(R, "float", gotf, wantf, DQ_W * DQ_H);
    }
    ls_args_init(&A);
    ls_arg_ptr(&A, ds); ls_arg_u32(&A, DQ_W);
    if (ls_launch(R, ks, "QuantizationShort", DQ_W / 8, DQ_H / 8, 8, 8, 0, &A) == 0) {
        ls_get(R, gots, ds, sizeof gots);
        ls_cmp(R, "short", gots, wants, DQ_W * DQ_H / 2);
    }
}

/* ---- recursiveGaussian's d_transpose: 16x16 tiles through shared memory,
   threads outside the image do nothing ----------------------------------- */
static void s_gauss_transpose(ls_run *R)
{
    enum { W = 70, H = 45 };
    static uint32_t in[W * H], out[W * H], want[W * H];
    ptxvm_kernel *k = ls_kernel(R, "_Z11d_transposePjS_ii");
    uint64_t di, dout;
    uint32_t s = 93;
    ls_args A;
    int x, y;
    for (x = 0; x < W * H; x++)
        in[x] = ls_rand(&s);
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++)
            want[x * H + y] = in[y * W + x];
    di = ls_buf(R, in, sizeof in);
    dout = ls_buf(R, NULL, sizeof out);
    ls_args_init(&A);
    ls_arg_ptr(&A, dout); ls_arg_ptr(&A, di); ls_arg_u32(&A, W); ls_arg_u32(&A, H);
    if (ls_launch(R, k, "d_transpose", (W + 15) / 16, (H + 15) / 16, 16, 16, 0, &A) == 0) {
        ls_get(R, out, dout, sizeof out);
        ls_cmp(R, "transposed", out, want, W * H);
    }
}

/* ---- threadMigration's kernelFunction: input[tid] = 32 - tid ------------ */
static void s_thread_migration(ls_run *R)
{
    enum { T = 32 };
    int32_t got[T], want[T];
    ptxvm_kernel *k = ls_kernel(R, "kernelFunction");
    uint64_t d = ls_buf(R, NULL, sizeof got);
    ls_args A;
    int i;
    for (i = 0; i < T; i++)
        want[i] = 32 - i;
    ls_args_init(&A);
    ls_arg_ptr(&A, d);
    if (ls_launch(R, k, "kernelFunction", 1, 1, T, 1, 0, &A) == 0) {
        ls_get(R, got, d, sizeof got);
        ls_cmp(R, "input", got, want, T);
    }
}

const ls_sample ls_samples_f[] = {
    {"sdk2.2_dct8x8_kernel_quantization.ptx", s_dct_quant},
    {"hist_ptx_sdk3.0_dct8x8_kernel_quantization.ptx", s_dct_quant},
    {"sdk2.2_recursiveGaussian.ptx", s_gauss_transpose},
    {"hist_ptx_sdk3.0_recursiveGaussian.ptx", s_gauss_transpose},
    {"hist_ptx_sdk3.0_threadMigration.ptx", s_thread_migration},
    {"cuda3.2_data_threadMigration.ptx", s_thread_migration},
};
const unsigned ls_nsamples_f = sizeof ls_samples_f / sizeof ls_samples_f[0];
