/* Old CUDA SDK samples (legacy_sdk.h), part four: BlackScholes and
   binomialOptions (within stated bounds of double-precision references),
   sobol (Gray-code
   quasirandom numbers), clock (a min-reduction timed with %clock),
   threadFenceReduction (a last-block reduction behind membar.gl and
   atom.inc on a module variable) and scanLargeArray (a multi-block
   prescan, its block sums scanned again, then added back). */
#include "legacy_sdk.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- BlackScholes: call and put prices of optN options. The kernel's
   arithmetic is IEEE except ex2.approx and lg2.approx (__expf, __logf),
   so the reference is the same formula in double precision and each
   price must lie within a stated bound of it: 2^-12 (2.4e-4) absolute
   plus 2^-16 relative, for prices below 100. The largest error seen is
   1.4e-5, the float roundings and the approximations' 2^-22 relative
   errors carried through the formula ---------------------------------- */
static double bs_cnd(double d)
{
    const double a1 = 0.31938153, a2 = -0.356563782, a3 = 1.781477937,
                 a4 = -1.821255978, a5 = 1.330274429, rsqrt2pi = 0.39894228040143267794;
    double k = 1.0 / (1.0 + 0.2316419 * fabs(d));
    double c = rsqrt2pi * exp(-0.5 * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
    return d > 0 ? 1.0 - c : c;
}

static void s_black_scholes(ls_run *R)
{
    enum { N = 4000 };
    static float S[N], X[N], T[N], call[N], put[N];
    const float r = 0.02f, v = 0.30f;
    ptxvm_kernel *k = ls_kernel(R, "_Z15BlackScholesGPUPfS_S_S_S_ffi");
    uint64_t dc, dp, ds, dx, dt;
    double worst = 0;
    uint32_t s = 12;
    unsigned bad = 0;
    ls_args A;
    int i;
    for (i = 0; i < N; i++) {
        S[i] = 5.0f + 25.0f * (float)(ls_rand(&s) >> 8) / 16777216.0f;
        X[i] = 1.0f + 99.0f * (float)(ls_rand(&s) >> 8) / 16777216.0f;
        T[i] = 0.25f + 9.75f * (float)(ls_rand(&s) >> 8) / 16777216.0f;
    }
    dc = ls_buf(R, NULL, sizeof call);
    dp = ls_buf(R, NULL, sizeof put);
    ds = ls_buf(R, S, sizeof S);
    dx = ls_buf(R, X, sizeof X);
    dt = ls_buf(R, T, sizeof T);
    ls_args_init(&A);
    ls_arg_ptr(&A, dc); ls_arg_ptr(&A, dp); ls_arg_ptr(&A, ds); ls_arg_ptr(&A, dx);
    ls_arg_ptr(&A, dt); ls_arg_f32(&A, r); ls_arg_f32(&A, v); ls_arg_u32(&A, N);
    if (ls_launch(R, k, "BlackScholesGPU", 16, 1, 128, 1, 0, &A))
        return;
    ls_get(R, call, dc, sizeof call);
    ls_get(R, put, dp, sizeof put);
    for (i = 0; i < N; i++) {
        double sq = sqrt((double)T[i]), vd = (double)v, rd = (double)r;
        double d1 = (log((double)S[i] / X[i]) + (rd + 0.5 * vd * vd) * T[i]) / (vd * sq);
        double d2 = d1 - vd * sq, c1 = bs_cnd(d1), c2 = bs_cnd(d2), e = exp(-rd * T[i]);
        double wc = S[i] * c1 - X[i] * e * c2, wp = X[i] * e * (1.0 - c2) - S[i] * (1.0 - c1);
        double ec = fabs(call[i] - wc), ep = fabs(put[i] - wp);
        double tc = 0x1p-12 + 0x1p-16 * fabs(wc), tp = 0x1p-12 + 0x1p-16 * fabs(wp);
        worst = ec > worst ? ec : worst;
        worst = ep > worst ? ep : worst;
        if ((!(ec <= tc) || !(ep <= tp)) && bad++ < 5)
            T_CHECK(R->t, 0, "%s [%s]: option %d: call %.7g put %.7g, want %.7g %.7g", R->file,
                    R->variant, i, call[i], put[i], wc, wp);
    }
    R->words += 2 * N;
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("%s [%s]: largest price error %.3g\n", R->file, R->variant, worst);
}

/* ---- binomialOptions: a 2048-step binomial tree per option (one block of
   256 threads each, the tree cached in shared memory between barriers),
   the options' S, X, vDt, puByDf, pdByDf in the .const d_OptionData, in
   float (SM10) or double (SM13); the call value goes to d_CallValue as a
   float. The reference is the same tree in double precision; the
   kernels' expf/exp are library approximations, so: SM13 within one
   float ulp of the reference rounded to float (it is always that), SM10
   within 2^-14 of the price plus 2^-14 absolute (6e-5 or more; the
   largest error seen is 4.9e-6) --------------------------------------- */
static void s_binomial(ls_run *R)
{
    enum { OPT = 4, STEPS = 2048 };
    static double v[STEPS + 1];
    double in[OPT][5], ref[OPT];
    float inf[OPT][5], got[OPT];
    int dbl = strstr(R->file, "SM13") != NULL;
    ptxvm_kernel *k = ls_kernel(R, "_Z21binomialOptionsKernelv");
    uint64_t dopt, dcall;
    double worst = 0;
    uint32_t s = 101;
    ls_args A;
    int o, i, n;
    for (o = 0; o < OPT; o++) {
        /* the SDK's host code: risk-free rate 0.06, volatility 0.10 */
        double S = 5.0 + 25.0 * (ls_rand(&s) >> 8) / 16777216.0;
        double X = 1.0 + 99.0 * (ls_rand(&s) >> 8) / 16777216.0;
        double T = 0.25 + 9.75 * (ls_rand(&s) >> 8) / 16777216.0;
        double dt = T / STEPS, vdt = 0.10 * sqrt(dt), rdt = 0.06 * dt;
        double If = exp(rdt), Df = exp(-rdt), u = exp(vdt), d = exp(-vdt);
        double pu = (If - d) / (u - d), pd = 1.0 - pu;
        const double *p;
        in[o][0] = S; in[o][1] = X; in[o][2] = vdt; in[o][3] = pu * Df; in[o][4] = pd * Df;
        for (i = 0; i < 5; i++)
            inf[o][i] = (float)in[o][i];
        if (!dbl)                  /* the float kernel sees the rounded data */
            for (i = 0; i < 5; i++)
                in[o][i] = inf[o][i];
        p = in[o];
        for (i = 0; i <= STEPS; i++) {
            double x = p[0] * exp(p[2] * (2.0 * i - STEPS)) - p[1];
            v[i] = x > 0 ? x : 0;
        }
        for (n = STEPS; n > 0; n--)
            for (i = 0; i < n; i++)
                v[i] = p[3] * v[i + 1] + p[4] * v[i];
        ref[o] = v[0];
    }
    dopt = ls_global(R, "d_OptionData", NULL);
    dcall = ls_global(R, "d_CallValue", NULL);
    if (!R->ok)
        return;
    if (dbl)
        ls_put(R, dopt, in, sizeof in);
    else
        ls_put(R, dopt, inf, sizeof inf);
    ls_args_init(&A);
    if (ls_launch(R, k, "binomialOptionsKernel", OPT, 1, 256, 1, 0, &A))
        return;
    ls_get(R, got, dcall, sizeof got);
    for (o = 0; o < OPT; o++) {
        double e = fabs((double)got[o] - ref[o]);
        int ok;
        if (dbl) {
            float w = (float)ref[o];
            uint32_t a, b;
            memcpy(&a, &got[o], 4);
            memcpy(&b, &w, 4);
            ok = a == b || a == b + 1 || a + 1 == b;
        } else {
            ok = e <= 0x1p-14 * fabs(ref[o]) + 0x1p-14;
        }
        worst = e > worst ? e : worst;
        T_CHECK(R->t, ok, "%s [%s]: option %d: %.9g, want %.9g", R->file, R->variant, o,
                got[o], ref[o]);
    }
    R->words += OPT;
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("%s [%s]: largest call value error %.3g\n", R->file, R->variant, worst);
}

/* ---- sobol (sdk 2.2): output[d][i] = X_i * 2^-32, X_i the XOR of the
   direction numbers v[d][b] for the set bits b of gray(i) = i ^ (i >> 1) */
static void s_sobol(ls_run *R)
{
    enum { NV = 3000, ND = 3, BX = 64, GX = 4 };
    static uint32_t dir[ND * 32];
    static float out[ND * NV], want[ND * NV];
    ptxvm_kernel *k = ls_kernel(R, "_Z15sobolGPU_kerneljjPjPf");
    uint64_t dd, dout;
    uint32_t s = 17, d, i, b;
    ls_args A;
    for (i = 0; i < ND * 32; i++)
        dir[i] = ls_rand(&s);
    for (d = 0; d < ND; d++)
        for (i = 0; i < NV; i++) {
            uint32_t g = i ^ (i >> 1), x = 0;
            for (b = 0; b < 32; b++)
                if (g >> b & 1u)
                    x ^= dir[d * 32 + b];
            want[d * NV + i] = (float)x * 0x1p-32f;
        }
    dd = ls_buf(R, dir, sizeof dir);
    dout = ls_buf(R, NULL, sizeof out);
    ls_args_init(&A);
    ls_arg_u32(&A, NV); ls_arg_u32(&A, ND); ls_arg_ptr(&A, dd); ls_arg_ptr(&A, dout);
    /* the threads of a dimension stride by a power of two */
    if (ls_launch(R, k, "sobolGPU_kernel", GX, ND, BX, 1, 0, &A) == 0) {
        ls_get(R, out, dout, sizeof out);
        ls_cmp(R, "output", out, want, ND * NV);
    }
}

/* ---- clock (sdk 2.2): every block takes the minimum of the same 512
   floats and records %clock before and after ---------------------------- */
static void s_clock(ls_run *R)
{
    enum { G = 16, T = 256 };
    static float in[2 * T], out[G], want[G];
    static int64_t timer[2 * G];
    static int32_t timer32[2 * G];
    ptxvm_kernel *k = ls_kernel(R, "_Z14timedReductionPKfPfPl");
    ptxvm_kernel_info info;
    uint64_t di, dout, dt;
    uint32_t s = 4;
    int wide = 1;
    float mn;
    ls_args A;
    int i;
    /* clock_t is a long: 4 bytes where pointers are */
    if (k && ptxvm_kernel_get_info(k, &info) == PTXVM_OK && info.param_count == 3)
        wide = info.param_sizes[2] == 8;
    for (i = 0; i < 2 * T; i++)
        in[i] = (float)(int32_t)ls_rand(&s) / 4096.0f;
    mn = in[0];
    for (i = 1; i < 2 * T; i++)
        mn = in[i] < mn ? in[i] : mn;
    for (i = 0; i < G; i++)
        want[i] = mn;
    di = ls_buf(R, in, sizeof in);
    dout = ls_buf(R, NULL, sizeof out);
    dt = ls_buf(R, NULL, sizeof timer);
    ls_args_init(&A);
    ls_arg_ptr(&A, di); ls_arg_ptr(&A, dout); ls_arg_ptr(&A, dt);
    if (ls_launch(R, k, "timedReduction", G, 1, T, 1, 2 * T * 4, &A))
        return;
    ls_get(R, out, dout, sizeof out);
    if (wide) {
        ls_get(R, timer, dt, sizeof timer);
    } else {
        ls_get(R, timer32, dt, sizeof timer32);
        for (i = 0; i < 2 * G; i++)
            timer[i] = timer32[i];
    }
    ls_cmp(R, "minimum", out, want, G);
    /* clock() is an int: the difference is what the sample reports */
    for (i = 0; i < G; i++)
        T_CHECK(R->t, (int32_t)((uint32_t)timer[G + i] - (uint32_t)timer[i]) > 0,
                "%s [%s]: block %d: clock %lld then %lld", R->file, R->variant, i,
                (long long)timer[i], (long long)timer[G + i]);
}

/* ---- threadFenceReduction (sdk 2.2): float sums of integers (exact),
   multi-pass per block and single-pass with the last block's total ------ */
static void s_thread_fence(ls_run *R)
{
    enum { N = 1 << 15, T = 128, G = 64 };
    static float in[N], out[G], want[G];
    static const char *const names[] = {
        "_Z15reduceMultiPassILj128ELb1EEvPKfPfj", "_Z16reduceSinglePassILj128ELb1EEvPKfPfj",
        "_Z16reduceSinglePassILj128ELb0EEvPKfPfj"};
    uint32_t zero = 0, rc;
    uint64_t drc = ls_global(R, "retirementCount", NULL);
    unsigned v, n, b, j;
    ls_fill_intf(in, N, 100, 8);
    for (v = 0; v < 3; v++) {
        ptxvm_kernel *k = ls_kernel(R, names[v]);
        uint64_t di = ls_buf(R, in, sizeof in), dout = ls_buf(R, NULL, sizeof out);
        float total = 0;
        ls_args A;
        n = v == 2 ? N - 333 : N;        /* nIsPow2 false: a ragged end */
        /* block b sums its 2T-element chunks, a grid of G apart */
        for (b = 0; b < G; b++) {
            float sum = 0;
            for (j = 0; j < n; j++)
                if ((j / (2 * T)) % G == b)
                    sum += in[j];
            want[b] = sum;
            total += sum;
        }
        if (v > 0)
            want[0] = total;
        ls_put(R, drc, &zero, 4);
        ls_args_init(&A);
        ls_arg_ptr(&A, di); ls_arg_ptr(&A, dout); ls_arg_u32(&A, n);
        if (ls_launch(R, k, names[v], G, 1, T, 1, T * 4, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, names[v], out, want, v > 0 ? 1 : G);
            ls_get(R, &rc, drc, 4);
            T_CHECK(R->t, rc == 0, "%s [%s] %s: retirementCount %u after the launch",
                    R->file, R->variant, names[v], rc);
        }
    }
}

/* ---- scanLargeArray (sdk 2.2): exclusive scan of 8 blocks of 512 -------- */
static void s_scan_large(ls_run *R)
{
    enum { B = 8, T = 256, E = 2 * T, N = B * E };
    static float in[N], out[N], want[N], sums[B], wsums[B];
    ptxvm_kernel *kp = ls_kernel(R, "_Z7prescanILb1ELb0EEvPfPKfS0_iii");
    ptxvm_kernel *kq = ls_kernel(R, "_Z7prescanILb0ELb0EEvPfPKfS0_iii");
    ptxvm_kernel *ku = ls_kernel(R, "_Z10uniformAddPfS_iii");
    uint64_t di, dout, ds;
    float acc = 0;
    ls_args A;
    int i;
    ls_fill_intf(in, N, 30, 9);
    for (i = 0; i < N; i++) {
        want[i] = acc;
        acc += in[i];
    }
    for (i = 0, acc = 0; i < B; i++) {
        wsums[i] = acc;
        acc += want[(i + 1) * E - 1] - want[i * E] + in[(i + 1) * E - 1];
    }
    di = ls_buf(R, in, sizeof in);
    dout = ls_buf(R, NULL, sizeof out);
    ds = ls_buf(R, NULL, sizeof sums);
    ls_args_init(&A);
    ls_arg_ptr(&A, dout); ls_arg_ptr(&A, di); ls_arg_ptr(&A, ds);
    ls_arg_u32(&A, E); ls_arg_u32(&A, 0); ls_arg_u32(&A, 0);
    if (ls_launch(R, kp, "prescan<true,false>", B, 1, T, 1, (E + E / 16) * 4, &A))
        return;
    /* the block sums: one block of B/2 threads scans them in place */
    ls_args_init(&A);
    ls_arg_ptr(&A, ds); ls_arg_ptr(&A, ds); ls_arg_ptr(&A, 0);
    ls_arg_u32(&A, B); ls_arg_u32(&A, 0); ls_arg_u32(&A, 0);
    if (ls_launch(R, kq, "prescan<false,false>", 1, 1, B / 2, 1, 2 * B * 4, &A))
        return;
    ls_get(R, sums, ds, sizeof sums);
    ls_cmp(R, "block sums", sums, wsums, B);
    ls_args_init(&A);
    ls_arg_ptr(&A, dout); ls_arg_ptr(&A, ds);
    ls_arg_u32(&A, N); ls_arg_u32(&A, 0); ls_arg_u32(&A, 0);
    if (ls_launch(R, ku, "uniformAdd", B, 1, T, 1, 0, &A) == 0) {
        ls_get(R, out, dout, sizeof out);
        ls_cmp(R, "scan", out, want, N);
    }
}

const ls_sample ls_samples_d[] = {
    {"sdk2.2_BlackScholes.ptx", s_black_scholes},
    {"hist_ptx_sdk3.0_BlackScholes.ptx", s_black_scholes},
    {"sdk2.2_binomialOptions_SM10.ptx", s_binomial},
    {"sdk2.2_binomialOptions_SM13.ptx", s_binomial},
    {"hist_ptx_sdk3.0_binomialOptions_SM10.ptx", s_binomial},
    {"hist_ptx_sdk3.0_binomialOptions_SM13.ptx", s_binomial},
    {"sdk2.2_sobol_gpu.ptx", s_sobol},
    {"hist_ptx_sdk3.0_sobol_gpu.ptx", s_sobol},
    {"sdk2.2_clock.ptx", s_clock},
    {"hist_ptx_sdk3.0_clock.ptx", s_clock},
    {"hist_ptx_sdk3.0_clock_kernel.ptx", s_clock},
    {"sdk2.2_threadFenceReduction.ptx", s_thread_fence},
    {"hist_ptx_sdk3.0_threadFenceReduction.ptx", s_thread_fence},
    {"sdk2.2_scanLargeArray.ptx", s_scan_large},
    {"hist_tests_ptx_sdk_BlackScholes.ptx", s_black_scholes},
    {"hist_tests_ptx_sdk_binomialOptions_SM10.ptx", s_binomial},
    {"hist_tests_ptx_sdk_binomialOptions_SM13.ptx", s_binomial},
    {"hist_tests_ptx_sdk_clock.ptx", s_clock},
    {"hist_tests_ptx_sdk_scanLargeArray.ptx", s_scan_large},
};
const unsigned ls_nsamples_d = sizeof ls_samples_d / sizeof ls_samples_d[0];
