/* Old CUDA SDK samples (legacy_sdk.h), part six: dct8x8's quantization
   kernels (a rounding emulation in float, 16-bit integer division with
   the wrap-around of cvt.s16.s32), recursiveGaussian's d_transpose on a
   size that is no multiple of the tile (bounds tests built from
   set.lt.u32.u32 and neg), particles' integrate and calcHashD, and
   threadMigration. */
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

/* ---- particles (sdk 2.2): integrate and calcHashD, their SimParams in
   the module's .const `params` (gravity at 20, globalDamping 32,
   particleRadius 36, gridSize 40, worldOrigin 56, cellSize 68,
   boundaryDamping 104). integrate's mul.f32 and add.f32 carry no
   rounding modifier, which lets ptxas contract them into an fma on a
   GPU; ptxvm and this reference keep them apart, as the PTX writes
   them (see tests/README.md, "The old CUDA SDK samples"). -------------- */
static void s_particles(ls_run *R)
{
    enum { N = 1024, T = 128 };
    static float pos[4 * N], vel[4 * N], npos[4 * N], nvel[4 * N], wpos[4 * N], wvel[4 * N];
    static uint32_t hash[2 * N], whash[2 * N];
    unsigned char params[112];
    const float grav[3] = {0.0f, -0.0003f, 0.0001f}, damp = 0.9995f, rad = 1.0f / 64.0f;
    const float bdamp = -0.5f, dt = 0.0137f, origin[3] = {-1.0f, -1.0f, -1.0f};
    const float cell[3] = {0.0625f, 0.1f, 0.3f};
    const uint32_t gs[3] = {32, 20, 7};
    ptxvm_kernel *ki = ls_kernel(R, "_Z9integrateP6float4S0_S0_S0_f");
    ptxvm_kernel *kh = ls_kernel(R, "_Z9calcHashDP6float4P5uint2");
    uint64_t dparams, dp, dv, dnp, dnv, dh;
    size_t psize = 0;
    uint32_t s = 97;
    ls_args A;
    int i, c;
    memset(params, 0, sizeof params);
    memcpy(params + 20, grav, 12);
    memcpy(params + 32, &damp, 4);
    memcpy(params + 36, &rad, 4);
    memcpy(params + 40, gs, 12);
    memcpy(params + 56, origin, 12);
    memcpy(params + 68, cell, 12);
    memcpy(params + 104, &bdamp, 4);
    for (i = 0; i < 4 * N; i++) {
        pos[i] = (float)(int32_t)ls_rand(&s) / 1.8e9f;     /* about [-1.2, 1.2] */
        vel[i] = (float)(int32_t)ls_rand(&s) / 3.0e10f;
    }
    for (i = 0; i < N; i++) {
        float hi = 1.0f - rad, lo = rad + -1.0f;
        for (c = 0; c < 3; c++) {
            float v = grav[c] * dt, p;
            v = v + vel[4 * i + c];
            v = v * damp;
            p = v * dt;
            p = p + pos[4 * i + c];
            if (hi < p) {
                p = hi;
                v = bdamp * v;
            }
            if (lo > p) {
                p = lo;
                v = bdamp * v;
            }
            wpos[4 * i + c] = p;
            wvel[4 * i + c] = v;
        }
        wpos[4 * i + 3] = pos[4 * i + 3];
        wvel[4 * i + 3] = vel[4 * i + 3];
    }
    for (i = 0; i < N; i++) {              /* calcHash of the old positions */
        uint32_t g[3];
        for (c = 0; c < 3; c++) {
            float q = (pos[4 * i + c] - origin[c]) / cell[c];
            uint32_t k = (uint32_t)(int32_t)floorf(q);
            g[c] = k < gs[c] - 1 ? k : gs[c] - 1;
        }
        whash[2 * i] = g[2] * gs[1] * gs[0] + g[1] * gs[0] + g[0];
        whash[2 * i + 1] = (uint32_t)i;
    }
    dparams = ls_global(R, "params", &psize);
    T_CHECK(R->t, psize == sizeof params, "%s: params is %zu bytes", R->file, psize);
    if (!R->ok)
        return;
    ls_put(R, dparams, params, sizeof params);
    dp = ls_buf(R, pos, sizeof pos);
    dv = ls_buf(R, vel, sizeof vel);
    dnp = ls_buf(R, NULL, sizeof npos);
    dnv = ls_buf(R, NULL, sizeof nvel);
    dh = ls_buf(R, NULL, sizeof hash);
    ls_args_init(&A);
    ls_arg_ptr(&A, dnp); ls_arg_ptr(&A, dnv); ls_arg_ptr(&A, dp); ls_arg_ptr(&A, dv);
    ls_arg_f32(&A, dt);
    if (ls_launch(R, ki, "integrate", N / T, 1, T, 1, 0, &A) == 0) {
        ls_get(R, npos, dnp, sizeof npos);
        ls_get(R, nvel, dnv, sizeof nvel);
        ls_cmp(R, "positions", npos, wpos, 4 * N);
        ls_cmp(R, "velocities", nvel, wvel, 4 * N);
    }
    ls_args_init(&A);
    ls_arg_ptr(&A, dp); ls_arg_ptr(&A, dh);
    if (ls_launch(R, kh, "calcHashD", N / T, 1, T, 1, 0, &A) == 0) {
        ls_get(R, hash, dh, sizeof hash);
        ls_cmp(R, "hashes", hash, whash, 2 * N);
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
    {"sdk2.2_particles_kernel.ptx", s_particles},
    {"hist_ptx_sdk3.0_threadMigration.ptx", s_thread_migration},
    {"cuda3.2_data_threadMigration.ptx", s_thread_migration},
    {"hist_tests_ptx_sdk_recursiveGaussian.ptx", s_gauss_transpose},
    {"hist_tests_ptx_sdk_threadMigration.ptx", s_thread_migration},
};
const unsigned ls_nsamples_f = sizeof ls_samples_f / sizeof ls_samples_f[0];
