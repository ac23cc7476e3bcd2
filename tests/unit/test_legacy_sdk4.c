/* Old CUDA SDK samples (legacy_sdk.h), part four: sobol (Gray-code
   quasirandom numbers), clock (a min-reduction timed with %clock),
   threadFenceReduction (a last-block reduction behind membar.gl and
   atom.inc on a module variable) and scanLargeArray (a multi-block
   prescan, its block sums scanned again, then added back). */
#include "legacy_sdk.h"
#include <string.h>

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
    {"sdk2.2_sobol_gpu.ptx", s_sobol},
    {"hist_ptx_sdk3.0_sobol_gpu.ptx", s_sobol},
    {"sdk2.2_clock.ptx", s_clock},
    {"hist_ptx_sdk3.0_clock.ptx", s_clock},
    {"hist_ptx_sdk3.0_clock_kernel.ptx", s_clock},
    {"sdk2.2_threadFenceReduction.ptx", s_thread_fence},
    {"sdk2.2_scanLargeArray.ptx", s_scan_large},
};
const unsigned ls_nsamples_d = sizeof ls_samples_d / sizeof ls_samples_d[0];
