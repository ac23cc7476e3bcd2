/* Old CUDA SDK samples (legacy_sdk.h), part five: quasirandomGenerator
   (Niederreiter-style XOR of a direction table, four builds),
   MersenneTwister's RandomGPU, and the
   small samples that show one feature each: cppIntegration (byte
   arithmetic in ints, int2), template and simpleTemplates (dynamic
   shared memory of two types), asyncAPI, simpleStreams (a loop of
   read-modify-writes), simpleMultiGPU (grid-stride float sums in the
   kernel's order) and simpleCUFFT (an explicit fma.rn beside separate
   mul/sub: the reference does exactly what the PTX says, on inputs
   where fusing would change the bits). */
#include "legacy_sdk.h"
#include <math.h>
#include <string.h>

/* ---- quasirandomGenerator: out[d][i] = (XOR of c_Table[d][b] over the
   set bits b < 31 of seed + i, plus 1) as float, times 2^-31 ----------- */
static void s_quasirandom(ls_run *R)
{
    enum { N = 3000, D = 3, RES = 31, SEED = 1234567 };
    static uint32_t table[D * RES];
    static float out[D * N], want[D * N];
    ptxvm_kernel *k = ls_kernel(R, "_Z26quasirandomGeneratorKernelPfjj");
    uint64_t dt, dout;
    size_t tsize = 0;
    uint32_t s = 21, d, i, b;
    ls_args A;
    for (i = 0; i < D * RES; i++)
        table[i] = ls_rand(&s);
    for (d = 0; d < D; d++)
        for (i = 0; i < N; i++) {
            uint32_t x = 0, v = SEED + i;
            for (b = 0; b < RES; b++)
                if (v >> b & 1u)
                    x ^= table[d * RES + b];
            want[d * N + i] = (float)(x + 1u) * 0x1p-31f;
        }
    dt = ls_global(R, "c_Table", &tsize);
    T_CHECK(R->t, tsize == sizeof table, "%s: c_Table is %zu bytes", R->file, tsize);
    if (!R->ok)
        return;
    ls_put(R, dt, table, sizeof table);
    dout = ls_buf(R, NULL, sizeof out);
    ls_args_init(&A);
    ls_arg_ptr(&A, dout); ls_arg_u32(&A, SEED); ls_arg_u32(&A, N);
    if (ls_launch(R, k, "quasirandomGeneratorKernel", 8, 1, 128, D, 0, &A) == 0) {
        ls_get(R, out, dout, sizeof out);
        ls_cmp(R, "output", out, want, D * N);
    }
}

/* ---- MersenneTwister (sdk 3.0): 4096 small twisters (19 words of state
   in a module-scope .local array, parameters from the .global ds_MT),
   each writing NPerRng floats ((float)x + 1) * 2^-32, 4096 apart; the
   twist selects with the old slct.u32.s32 ------------------------------- */
static void s_mersenne(ls_run *R)
{
    enum { RNG = 4096, NPER = 12, NN = 19, MM = 9 };
    static uint32_t cfg[RNG * 4];
    static float out[RNG * NPER], want[RNG * NPER];
    ptxvm_kernel *k = ls_kernel(R, "_Z9RandomGPUPfi");
    uint64_t dcfg, dout;
    size_t size = 0;
    uint32_t s = 81, r, i, mt[NN];
    ls_args A;
    for (i = 0; i < RNG * 4; i++)
        cfg[i] = ls_rand(&s);
    for (r = 0; r < RNG; r++) {
        const uint32_t *c = cfg + 4 * r;       /* matrix_a, mask_b, mask_c, seed */
        uint32_t st = 0, mti1;
        mt[0] = c[3];
        for (i = 1; i < NN; i++)
            mt[i] = 1812433253u * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i;
        mti1 = mt[0];
        for (i = 0; i < NPER; i++) {
            uint32_t s1 = st + 1 >= NN ? st + 1 - NN : st + 1;
            uint32_t sm = st + MM >= NN ? st + MM - NN : st + MM;
            uint32_t mti = mti1, x;
            mti1 = mt[s1];
            x = (mti & 0xfffffffeu) | (mti1 & 1u);
            x = mt[sm] ^ (x >> 1) ^ ((x & 1u) ? c[0] : 0u);
            mt[st] = x;
            st = s1;
            x ^= x >> 12;
            x ^= (x << 7) & c[1];
            x ^= (x << 15) & c[2];
            x ^= x >> 18;
            want[r + i * RNG] = ((float)x + 1.0f) * 0x1p-32f;
        }
    }
    dcfg = ls_global(R, "ds_MT", &size);
    T_CHECK(R->t, size == sizeof cfg, "%s: ds_MT is %zu bytes", R->file, size);
    if (!R->ok)
        return;
    ls_put(R, dcfg, cfg, sizeof cfg);
    dout = ls_buf(R, NULL, sizeof out);
    ls_args_init(&A);
    ls_arg_ptr(&A, dout); ls_arg_u32(&A, NPER);
    if (ls_launch(R, k, "RandomGPU", 32, 1, 128, 1, 0, &A) == 0) {
        ls_get(R, out, dout, sizeof out);
        ls_cmp(R, "random", out, want, RNG * NPER);
    }
}

/* ---- cppIntegration: kernel subtracts 10 from each byte of an int (a
   signed char each) and ORs the four shifted differences back together,
   unmasked as the source writes it; kernel2 replaces x by x - y -------- */
static void s_cpp_integration(ls_run *R)
{
    enum { T = 64 };
    static int32_t d[T], got[T], want[T], d2[2 * T], got2[2 * T], want2[2 * T];
    ptxvm_kernel *k1 = ls_kernel(R, "_Z6kernelPi"), *k2 = ls_kernel(R, "_Z7kernel2P4int2");
    uint64_t dd, dd2;
    uint32_t s = 31;
    ls_args A;
    int i, j;
    for (i = 0; i < T; i++) {
        uint32_t w = ls_rand(&s), r = 0;
        d[i] = (int32_t)w;
        for (j = 0; j < 4; j++)   /* unmasked: a negative byte smears its sign */
            r |= (uint32_t)((int)(signed char)(w >> (8 * j)) - 10) << (8 * j);
        want[i] = (int32_t)r;
        d2[2 * i] = (int32_t)ls_rand(&s);
        d2[2 * i + 1] = (int32_t)ls_rand(&s);
        want2[2 * i] = (int32_t)((uint32_t)d2[2 * i] - (uint32_t)d2[2 * i + 1]);
        want2[2 * i + 1] = d2[2 * i + 1];
    }
    dd = ls_buf(R, d, sizeof d);
    dd2 = ls_buf(R, d2, sizeof d2);
    ls_args_init(&A);
    ls_arg_ptr(&A, dd);
    if (ls_launch(R, k1, "kernel", 1, 1, T, 1, 0, &A) == 0) {
        ls_get(R, got, dd, sizeof got);
        ls_cmp(R, "chars", got, want, T);
    }
    ls_args_init(&A);
    ls_arg_ptr(&A, dd2);
    if (ls_launch(R, k2, "kernel2", 1, 1, T, 1, 0, &A) == 0) {
        ls_get(R, got2, dd2, sizeof got2);
        ls_cmp(R, "int2", got2, want2, 2 * T);
    }
}

/* ---- template / simpleTemplates: out[i] = ntid * in[i] through dynamic
   shared memory, as float (cvt.rn of ntid, one mul) and as int ------- */
static void templ_run(ls_run *R, const char *kname, int is_float)
{
    enum { T = 96 };
    static uint32_t in[T], got[T], want[T];
    ptxvm_kernel *k = ls_kernel(R, kname);
    uint32_t s = 41;
    uint64_t di, dout;
    ls_args A;
    int i;
    for (i = 0; i < T; i++) {
        if (is_float) {
            float f = (float)(int32_t)ls_rand(&s) / 8192.0f, g = (float)T * f;
            memcpy(&in[i], &f, 4);
            memcpy(&want[i], &g, 4);
        } else {
            in[i] = ls_rand(&s);
            want[i] = in[i] * T;
        }
    }
    di = ls_buf(R, in, sizeof in);
    dout = ls_buf(R, NULL, sizeof got);
    ls_args_init(&A);
    ls_arg_ptr(&A, di); ls_arg_ptr(&A, dout);
    if (ls_launch(R, k, kname, 1, 1, T, 1, T * 4, &A) == 0) {
        ls_get(R, got, dout, sizeof got);
        ls_cmp(R, kname, got, want, T);
    }
}

static void s_template(ls_run *R)
{
    templ_run(R, "_Z10testKernelPfS_", 1);
}

static void s_simple_templates(ls_run *R)
{
    templ_run(R, "_Z10testKernelIfEvPT_S1_", 1);
    templ_run(R, "_Z10testKernelIiEvPT_S1_", 0);
}

/* ---- asyncAPI: data[i] += value; simpleStreams: data[i] += *factor,
   iterations times --------------------------------------------------- */
static void s_async_api(ls_run *R)
{
    enum { N = 2048 };
    static int32_t d[N], got[N], want[N];
    ptxvm_kernel *k = ls_kernel(R, "_Z16increment_kernelPii");
    uint32_t s = 51;
    uint64_t dd;
    ls_args A;
    int i;
    for (i = 0; i < N; i++) {
        d[i] = (int32_t)ls_rand(&s);
        want[i] = (int32_t)((uint32_t)d[i] + 26u);
    }
    dd = ls_buf(R, d, sizeof d);
    ls_args_init(&A);
    ls_arg_ptr(&A, dd); ls_arg_u32(&A, 26);
    if (ls_launch(R, k, "increment_kernel", N / 512, 1, 512, 1, 0, &A) == 0) {
        ls_get(R, got, dd, sizeof got);
        ls_cmp(R, "data", got, want, N);
    }
}

static void s_simple_streams(ls_run *R)
{
    enum { N = 1024, ITER = 5 };
    static int32_t d[N], got[N], want[N];
    int32_t factor = -7;
    ptxvm_kernel *k = ls_kernel(R, "_Z10init_arrayPiS_i");
    uint64_t dd, df;
    ls_args A;
    int i;
    for (i = 0; i < N; i++) {
        d[i] = i * 3;
        want[i] = i * 3 + ITER * factor;
    }
    dd = ls_buf(R, d, sizeof d);
    df = ls_buf(R, &factor, 4);
    ls_args_init(&A);
    ls_arg_ptr(&A, dd); ls_arg_ptr(&A, df); ls_arg_u32(&A, ITER);
    if (ls_launch(R, k, "init_array", N / 128, 1, 128, 1, 0, &A) == 0) {
        ls_get(R, got, dd, sizeof got);
        ls_cmp(R, "data", got, want, N);
    }
}

/* ---- simpleMultiGPU: thread t sums in[t], in[t + stride], ... in that
   order (float, random values: the order is part of the result) ------- */
static void s_multi_gpu(ls_run *R)
{
    enum { N = 10000, G = 4, T = 64, NT = G * T };
    static float in[N], got[NT], want[NT];
    ptxvm_kernel *k = ls_kernel(R, "_Z12reduceKernelPfS_i");
    uint32_t s = 61;
    uint64_t di, dr;
    ls_args A;
    int i, t;
    for (i = 0; i < N; i++)
        in[i] = (float)(int32_t)ls_rand(&s) / 3.0e6f;
    for (t = 0; t < NT; t++) {
        float sum = 0;
        for (i = t; i < N; i += NT)
            sum = in[i] + sum;
        want[t] = sum;
    }
    di = ls_buf(R, in, sizeof in);
    dr = ls_buf(R, NULL, sizeof got);
    ls_args_init(&A);
    ls_arg_ptr(&A, dr); ls_arg_ptr(&A, di); ls_arg_u32(&A, N);
    if (ls_launch(R, k, "reduceKernel", G, 1, T, 1, 0, &A) == 0) {
        ls_get(R, got, dr, sizeof got);
        ls_cmp(R, "sums", got, want, NT);
    }
}

/* ---- simpleCUFFT's ComplexPointwiseMulAndScale: a[i] = scale * a[i] *
   b[i], the real part as mul, mul, sub, the imaginary part as
   fma.rn(a.x, b.y, b.x * a.y), as the PTX has them; the PTX 1.3 build
   for sm_10 writes that as mad.f32, whose product is truncated ------------ */
static void cufft_mul(ls_run *R, int sm1x)
{
    enum { N = 3000 };
    static float a[2 * N], b[2 * N], got[2 * N], want[2 * N];
    const float scale = 1.0f / 3.0f;
    ptxvm_kernel *k = ls_kernel(R, "_Z27ComplexPointwiseMulAndScaleP6float2PKS_if");
    uint32_t s = 71;
    uint64_t da, db;
    ls_args A;
    int i;
    for (i = 0; i < 2 * N; i++) {
        a[i] = (float)(int32_t)ls_rand(&s) / 1.0e9f;
        b[i] = (float)(int32_t)ls_rand(&s) / 7.0e8f;
    }
    for (i = 0; i < N; i++) {
        float ax = a[2 * i], ay = a[2 * i + 1], bx = b[2 * i], by = b[2 * i + 1];
        float p = ay * by, q = ax * bx, re = q - p;
        float m = bx * ay, im = fmaf(ax, by, m);
        if (sm1x) {
            uint32_t ua, ub, um, ui;
            memcpy(&ua, &ax, 4); memcpy(&ub, &by, 4); memcpy(&um, &m, 4);
            ui = ls_mad_sm1x(ua, ub, um);
            memcpy(&im, &ui, 4);
        }
        want[2 * i] = scale * re;
        want[2 * i + 1] = scale * im;
    }
    da = ls_buf(R, a, sizeof a);
    db = ls_buf(R, b, sizeof b);
    ls_args_init(&A);
    ls_arg_ptr(&A, da); ls_arg_ptr(&A, db); ls_arg_u32(&A, N); ls_arg_f32(&A, scale);
    if (ls_launch(R, k, "ComplexPointwiseMulAndScale", 5, 1, 128, 1, 0, &A) == 0) {
        ls_get(R, got, da, sizeof got);
        ls_cmp(R, "products", got, want, 2 * N);
    }
}

static void s_cufft_mul(ls_run *R) { cufft_mul(R, 0); }
static void s_cufft_mul_sm1x(ls_run *R) { cufft_mul(R, 1); }

const ls_sample ls_samples_e[] = {
    {"sdk2.2_quasirandomGenerator_SM10.ptx", s_quasirandom},
    {"sdk2.2_quasirandomGenerator_SM13.ptx", s_quasirandom},
    {"hist_ptx_sdk3.0_quasirandomGenerator_SM10.ptx", s_quasirandom},
    {"hist_ptx_sdk3.0_quasirandomGenerator_SM13.ptx", s_quasirandom},
    {"sdk2.2_MersenneTwister.ptx", s_mersenne},
    {"hist_ptx_sdk3.0_MersenneTwister.ptx", s_mersenne},
    {"sdk2.2_cppIntegration.ptx", s_cpp_integration},
    {"hist_ptx_sdk3.0_cppIntegration.ptx", s_cpp_integration},
    {"sdk2.2_template.ptx", s_template},
    {"hist_ptx_sdk3.0_template.ptx", s_template},
    {"sdk2.2_simpleTemplates.ptx", s_simple_templates},
    {"hist_ptx_sdk3.0_simpleTemplates.ptx", s_simple_templates},
    {"sdk2.2_asyncAPI.ptx", s_async_api},
    {"hist_ptx_sdk3.0_asyncAPI.ptx", s_async_api},
    {"sdk2.2_simpleStreams.ptx", s_simple_streams},
    {"hist_ptx_sdk3.0_simpleStreams.ptx", s_simple_streams},
    {"sdk2.2_simpleMultiGPU_kernel.ptx", s_multi_gpu},
    {"hist_ptx_sdk3.0_simpleMultiGPU_kernel.ptx", s_multi_gpu},
    {"sdk2.2_simpleCUFFT.ptx", s_cufft_mul},
    {"hist_ptx_sdk3.0_simpleCUFFT.ptx", s_cufft_mul},
    {"hist_tests_ptx_sdk_quasirandomGenerator_SM10.ptx", s_quasirandom},
    {"hist_tests_ptx_sdk_quasirandomGenerator_SM13.ptx", s_quasirandom},
    {"hist_tests_ptx_sdk_MersenneTwister.ptx", s_mersenne},
    {"hist_tests_ptx_sdk_cppIntegration.ptx", s_cpp_integration},
    {"hist_tests_ptx_sdk_template.ptx", s_template},
    {"hist_tests_ptx_sdk_simpleTemplates.ptx", s_simple_templates},
    {"hist_tests_ptx_sdk_asyncAPI.ptx", s_async_api},
    {"hist_tests_ptx_sdk_simpleStreams.ptx", s_simple_streams},
    {"hist_tests_ptx_sdk_simpleMultiGPU_kernel.ptx", s_multi_gpu},
    {"hist_tests_ptx_sdk_simpleCUFFT.ptx", s_cufft_mul_sm1x},
};
const unsigned ls_nsamples_e = sizeof ls_samples_e / sizeof ls_samples_e[0];
