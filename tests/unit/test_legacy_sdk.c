/* Old CUDA SDK samples (legacy_sdk.h), part one: the linear-algebra,
   scan, transform and atomic samples. Each function launches the
   sample's kernels the way the SDK's host code does (grid, block and
   shared sizes taken from it) on inputs of a moderate size, and checks
   every output word against a C reference of what the sample computes.
   Float inputs are small integers wherever the kernel sums products, so
   every result is exact whatever order the kernel sums in and whether it
   fuses; the kernels that only move or add floats take random ones. */
#include "legacy_sdk.h"
#include <stdlib.h>
#include <string.h>

/* ---- vectorAdd: C[i] = A[i] + B[i] for i < N ---------------------------- */
static void s_vector_add(ls_run *R)
{
    enum { N = 1000 };
    static float a[N], b[N], c[N], want[N];
    uint32_t s = 7;
    ls_args A;
    uint64_t da, db, dc;
    int i;
    ptxvm_kernel *k = ls_kernel(R, ptxvm_module_kernel_name(R->m, 0));
    for (i = 0; i < N; i++) {
        a[i] = (float)(int32_t)ls_rand(&s) / 65536.0f;
        b[i] = (float)(int32_t)ls_rand(&s) / 1024.0f;
        want[i] = a[i] + b[i];
    }
    da = ls_buf(R, a, sizeof a);
    db = ls_buf(R, b, sizeof b);
    dc = ls_buf(R, NULL, sizeof c);
    ls_args_init(&A);
    ls_arg_ptr(&A, da); ls_arg_ptr(&A, db); ls_arg_ptr(&A, dc); ls_arg_u32(&A, N);
    if (ls_launch(R, k, "VecAdd", (N + 255) / 256, 1, 256, 1, 0, &A) == 0) {
        ls_get(R, c, dc, sizeof c);
        ls_cmp(R, "C", c, want, N);
    }
}

/* ---- matrixMul: C = A * B with 16x16 tiles (hA x wA times wA x wB) ------ */
static void matmul_ref(const float *a, const float *b, float *c, int hA, int wA, int wB)
{
    int i, j, k;
    for (i = 0; i < hA; i++)
        for (j = 0; j < wB; j++) {
            float s = 0;
            for (k = 0; k < wA; k++)
                s += a[i * wA + k] * b[k * wB + j];
            c[i * wB + j] = s;
        }
}

/* dims_by_ptr: wA and wB are passed as pointers to size_t */
static void matmul_run(ls_run *R, const char *kname, int bs, int dims_by_ptr)
{
    enum { HA = 64, WA = 96, WB = 64 };
    static float a[HA * WA], b[WA * WB], c[HA * WB], want[HA * WB];
    ls_args A;
    uint64_t da, db, dc;
    ptxvm_kernel *k = ls_kernel(R, kname);
    ls_fill_intf(a, HA * WA, 4, 11);
    ls_fill_intf(b, WA * WB, 4, 12);
    matmul_ref(a, b, want, HA, WA, WB);
    da = ls_buf(R, a, sizeof a);
    db = ls_buf(R, b, sizeof b);
    dc = ls_buf(R, NULL, sizeof c);
    ls_args_init(&A);
    ls_arg_ptr(&A, dc); ls_arg_ptr(&A, da); ls_arg_ptr(&A, db);
    if (dims_by_ptr) {
        uint64_t dims[2] = {WA, WB};
        ls_arg_ptr(&A, ls_buf(R, &dims[0], 8));
        ls_arg_ptr(&A, ls_buf(R, &dims[1], 8));
    } else {
        ls_arg_u32(&A, WA);
        ls_arg_u32(&A, WB);
    }
    if (ls_launch(R, k, kname, WB / bs, HA / bs, bs, bs, 0, &A) == 0) {
        ls_get(R, c, dc, sizeof c);
        ls_cmp(R, kname, c, want, HA * WB);
    }
}

static void s_matrix_mul(ls_run *R)
{
    matmul_run(R, "_Z9matrixMulPfS_S_ii", 16, 0);
}

/* CUDA 3.2's matrixMul_kernel (sm_10 with 64-bit pointers): int and
   size_t widths; its matrixMulDynlinkJIT (32-bit pointers) */
static void s_matrix_mul_32(ls_run *R)
{
    matmul_run(R, "matrixMul", 16, 0);
    if (ptxvm_module_kernel_count(R->m) > 1)
        matmul_run(R, "matrixMul_64bit", 16, 1);
}

/* CUDA 4.1's matrixMulDynlinkJIT: block sizes 16 and 32, 32- and 64-bit
   index arithmetic */
static void s_matrix_mul_jit(ls_run *R)
{
    matmul_run(R, "matrixMul_bs16_32bit", 16, 0);
    matmul_run(R, "matrixMul_bs16_64bit", 16, 0);
    matmul_run(R, "matrixMul_bs32_32bit", 32, 0);
    matmul_run(R, "matrixMul_bs32_64bit", 32, 0);
}

/* ---- scalarProd: vectorN dot products of elementN elements -------------- */
static void s_scalar_prod(ls_run *R)
{
    enum { VN = 12, EN = 3000 };
    static float a[VN * EN], b[VN * EN], c[VN], want[VN];
    ls_args A;
    uint64_t da, db, dc;
    int v, i;
    ptxvm_kernel *k = ls_kernel(R, "_Z13scalarProdGPUPfS_S_ii");
    ls_fill_intf(a, VN * EN, 8, 21);
    ls_fill_intf(b, VN * EN, 8, 22);
    for (v = 0; v < VN; v++) {
        float s = 0;
        for (i = 0; i < EN; i++)
            s += a[v * EN + i] * b[v * EN + i];
        want[v] = s;
    }
    da = ls_buf(R, a, sizeof a);
    db = ls_buf(R, b, sizeof b);
    dc = ls_buf(R, NULL, sizeof c);
    ls_args_init(&A);
    ls_arg_ptr(&A, dc); ls_arg_ptr(&A, da); ls_arg_ptr(&A, db);
    ls_arg_u32(&A, VN); ls_arg_u32(&A, EN);
    /* the SDK launches 128 blocks of 256; 5 blocks make vec loop too */
    if (ls_launch(R, k, "scalarProdGPU", 5, 1, 256, 1, 0, &A) == 0) {
        ls_get(R, c, dc, sizeof c);
        ls_cmp(R, "C", c, want, VN);
    }
}

/* ---- transpose: odata (height x width) = idata (width x height)^T ------- */
static void s_transpose(ls_run *R)
{
    enum { W = 80, H = 48 };
    static float in[W * H], out[W * H], want[W * H];
    static const char *const names[] = {"_Z9transposePfS_ii", "_Z15transpose_naivePfS_ii"};
    uint32_t s = 5;
    unsigned n;
    int x, y;
    for (x = 0; x < W * H; x++)
        in[x] = (float)(int32_t)ls_rand(&s) * 0.25f;
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++)
            want[x * H + y] = in[y * W + x];
    for (n = 0; n < 2; n++) {
        ptxvm_kernel *k = ls_kernel(R, names[n]);
        uint64_t di = ls_buf(R, in, sizeof in), dout = ls_buf(R, NULL, sizeof out);
        ls_args A;
        ls_args_init(&A);
        ls_arg_ptr(&A, dout); ls_arg_ptr(&A, di); ls_arg_u32(&A, W); ls_arg_u32(&A, H);
        if (ls_launch(R, k, names[n], W / 16, H / 16, 16, 16, 0, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, names[n], out, want, W * H);
        }
    }
}

/* ---- scan (sdk 2.2): exclusive prefix sums of 512 floats, one block ----- */
static void s_scan(ls_run *R)
{
    enum { N = 512 };
    static float in[N], out[N], want[N];
    static const struct { const char *name; unsigned threads, shared; } K[] = {
        {"_Z10scan_naivePfS_i", N, 2 * N * 4},
        {"_Z18scan_workefficientPfS_i", N / 2, N * 4},
        {"_Z9scan_bestPfS_i", N / 2, (N + N / 16) * 4},
    };
    float acc = 0;
    unsigned i;
    ls_fill_intf(in, N, 50, 31);
    for (i = 0; i < N; i++) {
        want[i] = acc;
        acc += in[i];
    }
    for (i = 0; i < 3; i++) {
        ptxvm_kernel *k = ls_kernel(R, K[i].name);
        uint64_t di = ls_buf(R, in, sizeof in), dout = ls_buf(R, NULL, sizeof out);
        ls_args A;
        ls_args_init(&A);
        ls_arg_ptr(&A, dout); ls_arg_ptr(&A, di); ls_arg_u32(&A, N);
        if (ls_launch(R, k, K[i].name, 1, 1, K[i].threads, 1, K[i].shared, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, K[i].name, out, want, N);
        }
    }
}

/* ---- bitonic (sdk 2.2): 256 ints sorted in one block -------------------- */
static int cmp_i32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return x < y ? -1 : x > y;
}

static void s_bitonic(ls_run *R)
{
    enum { N = 256 };
    static int32_t v[N], want[N], got[N];
    uint32_t s = 99;
    ls_args A;
    uint64_t dv;
    int i;
    ptxvm_kernel *k = ls_kernel(R, "_Z11bitonicSortPi");
    for (i = 0; i < N; i++)
        v[i] = (int32_t)ls_rand(&s) % 1000;     /* with repeats and negatives */
    memcpy(want, v, sizeof v);
    qsort(want, N, 4, cmp_i32);
    dv = ls_buf(R, v, sizeof v);
    ls_args_init(&A);
    ls_arg_ptr(&A, dv);
    if (ls_launch(R, k, "bitonicSort", 1, 1, N, 1, N * 4, &A) == 0) {
        ls_get(R, got, dv, sizeof got);
        ls_cmp(R, "values", got, want, N);
    }
}

/* ---- fastWalshTransform: the unnormalised Walsh-Hadamard transform ------ */
static void fwt_ref(float *h, int n)
{
    int stride, base, j;
    for (stride = n / 2; stride >= 1; stride >>= 1)
        for (base = 0; base < n; base += 2 * stride)
            for (j = 0; j < stride; j++) {
                float a = h[base + j], b = h[base + j + stride];
                h[base + j] = a + b;
                h[base + j + stride] = a - b;
            }
}

static void s_fwt(ls_run *R)
{
    enum { LOG2N = 13, N = 1 << LOG2N, ELEM_LOG2N = 11 };
    static float d[N], want[N], got[N], kern[N], prod[N];
    ptxvm_kernel *k1 = ls_kernel(R, "_Z15fwtBatch1KernelPfS_i");
    ptxvm_kernel *k2 = ls_kernel(R, "_Z15fwtBatch2KernelPfS_i");
    ptxvm_kernel *km = ls_kernel(R, "_Z14modulateKernelPfS_i");
    uint64_t dd, dk;
    ls_args A;
    int log2n = LOG2N, n = N, m = 1, i;
    ls_fill_intf(d, N, 3, 41);
    ls_fill_intf(kern, N, 2, 42);
    memcpy(want, d, sizeof d);
    fwt_ref(want, N);
    dd = ls_buf(R, d, sizeof d);
    /* fwtBatchGPU: radix-4 passes in global memory down to 2^11, then
       one block of N/4 threads per remaining sub-array in shared memory */
    for (; log2n > ELEM_LOG2N; log2n -= 2, n >>= 2, m <<= 2) {
        ls_args_init(&A);
        ls_arg_ptr(&A, dd); ls_arg_ptr(&A, dd); ls_arg_u32(&A, (uint32_t)n / 4);
        if (ls_launch(R, k2, "fwtBatch2Kernel", N / (4 * 256), (unsigned)m, 256, 1, 0, &A))
            return;
    }
    ls_args_init(&A);
    ls_arg_ptr(&A, dd); ls_arg_ptr(&A, dd); ls_arg_u32(&A, (uint32_t)log2n);
    if (ls_launch(R, k1, "fwtBatch1Kernel", (unsigned)m, 1, (unsigned)n / 4, 1,
                  (unsigned)n * 4, &A))
        return;
    ls_get(R, got, dd, sizeof got);
    ls_cmp(R, "transform", got, want, N);
    /* modulateKernel: A[i] *= B[i] / N (exact: N is a power of two) */
    dk = ls_buf(R, kern, sizeof kern);
    ls_args_init(&A);
    ls_arg_ptr(&A, dd); ls_arg_ptr(&A, dk); ls_arg_u32(&A, N);
    if (ls_launch(R, km, "modulateKernel", 16, 1, 256, 1, 0, &A) == 0) {
        for (i = 0; i < N; i++)
            prod[i] = want[i] * (kern[i] * (1.0f / (float)N));
        ls_get(R, got, dd, sizeof got);
        ls_cmp(R, "modulate", got, prod, N);
    }
}

/* ---- reduction (sdk 2.2): reduce0..reduce6 on ints ---------------------- */
static void s_reduction(ls_run *R)
{
    enum { N = 1 << 14, T = 128 };
    static int32_t in[N], got[N / T], want[N / T];
    static const struct { const char *name; int per; int six; } K[] = {
        {"_Z17reduce0_SMVERSIONIiEvPT_S1_j", 1, 0},
        {"_Z17reduce1_SMVERSIONIiEvPT_S1_j", 1, 0},
        {"_Z17reduce2_SMVERSIONIiEvPT_S1_j", 1, 0},
        {"_Z17reduce3_SMVERSIONIiEvPT_S1_j", 2, 0},
        {"_Z17reduce4_SMVERSIONIiLj128EEvPT_S1_j", 2, 0},
        {"_Z17reduce5_SMVERSIONIiLj128EEvPT_S1_j", 2, 0},
        {"_Z17reduce6_SMVERSIONIiLj128ELb1EEvPT_S1_j", 2, 1},
        {"_Z17reduce6_SMVERSIONIiLj128ELb0EEvPT_S1_j", 2, 2},
    };
    uint32_t s = 3;
    unsigned i;
    for (i = 0; i < N; i++)
        in[i] = (int32_t)ls_rand(&s);
    for (i = 0; i < sizeof K / sizeof K[0]; i++) {
        ptxvm_kernel *k = ls_kernel(R, K[i].name);
        /* reduce6 takes a fixed grid and strides over the rest; the
           non-power-of-two variant gets n - 100 elements */
        unsigned n = K[i].six == 2 ? N - 100 : N;
        unsigned blocks = K[i].six ? 16 : N / (T * K[i].per), b, j;
        uint64_t di = ls_buf(R, in, sizeof in), dout = ls_buf(R, NULL, sizeof got);
        ls_args A;
        for (b = 0; b < blocks; b++) {
            uint32_t sum = 0;
            if (K[i].six) {
                for (j = 0; j < n; j++)
                    if ((j / (2 * T)) % blocks == b)
                        sum += (uint32_t)in[j];
            } else {
                for (j = b * T * K[i].per; j < (b + 1) * T * K[i].per; j++)
                    sum += (uint32_t)in[j];
            }
            want[b] = (int32_t)sum;
        }
        ls_args_init(&A);
        ls_arg_ptr(&A, di); ls_arg_ptr(&A, dout); ls_arg_u32(&A, n);
        if (ls_launch(R, k, K[i].name, blocks, 1, T, 1, T * 4, &A) == 0) {
            ls_get(R, got, dout, blocks * 4);
            ls_cmp(R, K[i].name, got, want, blocks);
        }
    }
}

/* ---- simpleAtomicIntrinsics: every 32-bit atomic from 64 x 256 threads -- */
static void s_atomics(ls_run *R)
{
    enum { T = 256, B = 64, NT = T * B };
    int32_t init[11] = {0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0, 0xff}, got[11], want[11];
    ptxvm_kernel *k = ls_kernel(R, "_Z10testKernelPi");
    uint64_t d = ls_buf(R, init, sizeof init);
    uint32_t and_ = 0xff, or_ = 0, xor_ = 0xff, inc = 0, dec = 0;
    ls_args A;
    int i;
    ls_args_init(&A);
    ls_arg_ptr(&A, d);
    if (ls_launch(R, k, "testKernel", B, 1, T, 1, 0, &A))
        return;
    ls_get(R, got, d, sizeof got);
    for (i = 0; i < NT; i++) {
        and_ &= (uint32_t)(2 * i + 7);
        or_ |= i < 32 ? 1u << i : 0u;     /* shl by 32 or more gives 0 */
        xor_ ^= (uint32_t)i;
        inc = inc >= 17 ? 0 : inc + 1;
        dec = (dec == 0 || dec > 137) ? 137 : dec - 1;
    }
    memcpy(want, got, sizeof want);
    want[0] = 10 * NT;
    want[1] = -10 * NT;
    want[3] = NT - 1;
    want[4] = 0;
    want[5] = (int32_t)inc;
    want[6] = (int32_t)dec;
    want[8] = (int32_t)and_;
    want[9] = (int32_t)or_;
    want[10] = (int32_t)xor_;
    ls_cmp(R, "results", got, want, 11);
    /* exch and cas keep some thread's value: order-dependent */
    T_CHECK(R->t, got[2] >= 0 && got[2] < NT, "%s [%s]: exch left %d", R->file, R->variant,
            got[2]);
    T_CHECK(R->t, got[7] >= 0 && got[7] < NT, "%s [%s]: cas left %d", R->file, R->variant,
            got[7]);
}

/* ---- simpleVoteIntrinsics: any and all over warps of 32 ----------------- */
static void s_vote(ls_run *R)
{
    enum { W = 32, N = 4 * W };
    static uint32_t in[N], got[N], want_any[N], want_all[N];
    ptxvm_kernel *kany = ls_kernel(R, "_Z14VoteAnyKernel1PjS_i");
    ptxvm_kernel *kall = ls_kernel(R, "_Z14VoteAllKernel2PjS_i");
    ptxvm_kernel *k3 = ls_kernel(R, "_Z14VoteAnyKernel3Pbi");
    unsigned char info[3 * 3 * W], want3[3 * 3 * W];
    uint64_t di, dr, dinfo;
    ls_args A;
    int i;
    for (i = 0; i < N; i++) {       /* warps: none set, one set, all set, half set */
        int w = i / W, l = i % W;
        in[i] = w == 1 ? (l == 17) * 5u : w == 2 ? (uint32_t)i + 1 : w == 3 ? (uint32_t)(l & 1) : 0u;
    }
    for (i = 0; i < N; i++) {
        int w = i / W, l, any = 0, all = 1;
        for (l = 0; l < W; l++) {
            any |= in[w * W + l] != 0;
            all &= in[w * W + l] != 0;
        }
        want_any[i] = (uint32_t)any;
        want_all[i] = (uint32_t)all;
    }
    di = ls_buf(R, in, sizeof in);
    dr = ls_buf(R, NULL, sizeof got);
    ls_args_init(&A);
    ls_arg_ptr(&A, di); ls_arg_ptr(&A, dr); ls_arg_u32(&A, N);
    if (ls_launch(R, kany, "VoteAnyKernel1", 1, 1, N, 1, 0, &A) == 0) {
        ls_get(R, got, dr, sizeof got);
        ls_cmp(R, "any", got, want_any, N);
    }
    if (ls_launch(R, kall, "VoteAllKernel2", 1, 1, N, 1, 0, &A) == 0) {
        ls_get(R, got, dr, sizeof got);
        ls_cmp(R, "all", got, want_all, N);
    }
    /* VoteAnyKernel3 on 3 warps: any(tx >= 48), tx >= 48, all(tx >= 48) */
    memset(info, 0, sizeof info);
    for (i = 0; i < 3 * W; i++) {
        want3[3 * i] = i >= W;
        want3[3 * i + 1] = i >= 3 * W / 2;
        want3[3 * i + 2] = i >= 2 * W;
    }
    dinfo = ls_buf(R, info, sizeof info);
    ls_args_init(&A);
    ls_arg_ptr(&A, dinfo); ls_arg_u32(&A, W);
    if (ls_launch(R, k3, "VoteAnyKernel3", 1, 1, 3 * W, 1, 0, &A) == 0) {
        ls_get(R, info, dinfo, sizeof info);
        ls_cmp(R, "info", info, want3, sizeof info / 4);
    }
}

const ls_sample ls_samples_a[] = {
    {"hist_ptx_sdk3.0_vectorAdd.ptx", s_vector_add},
    {"cuda3.2_data_vectorAdd.ptx", s_vector_add},
    {"sdk2.2_simpleZeroCopy.ptx", s_vector_add},
    {"hist_ptx_sdk3.0_simpleZeroCopy.ptx", s_vector_add},
    {"sdk2.2_matrixMul.ptx", s_matrix_mul},
    {"hist_ptx_sdk3.0_matrixMul.ptx", s_matrix_mul},
    {"cuda3.2_data_matrixMul_kernel.ptx", s_matrix_mul_32},
    {"cuda3.2_tests_matrixMulDynlinkJIT_extras_matrixMul_kernel.ptx", s_matrix_mul_32},
    {"cuda4.1sdk_tests_matrixMulDynlinkJIT_extras_matrixMul_kernel_32.ptx", s_matrix_mul_jit},
    {"cuda4.1sdk_tests_matrixMulDynlinkJIT_extras_matrixMul_kernel_64.ptx", s_matrix_mul_jit},
    {"sdk2.2_scalarProd.ptx", s_scalar_prod},
    {"hist_ptx_sdk3.0_scalarProd.ptx", s_scalar_prod},
    {"hist_ptx_sdk3.0_transpose.ptx", s_transpose},
    {"sdk2.2_scan.ptx", s_scan},
    {"sdk2.2_bitonic.ptx", s_bitonic},
    {"sdk2.2_fastWalshTransform.ptx", s_fwt},
    {"hist_ptx_sdk3.0_fastWalshTransform.ptx", s_fwt},
    {"sdk2.2_reduction_kernel.ptx", s_reduction},
    {"sdk2.2_simpleAtomicIntrinsics.ptx", s_atomics},
    {"hist_ptx_sdk3.0_simpleAtomicIntrinsics.ptx", s_atomics},
    {"sdk2.2_simpleVoteIntrinsics.ptx", s_vote},
    {"hist_ptx_sdk3.0_simpleVoteIntrinsics.ptx", s_vote},
    {"hist_tests_ptx_sdk_matrixMul.ptx", s_matrix_mul},
    {"hist_tests_ptx_sdk_scalarProd.ptx", s_scalar_prod},
    {"hist_tests_ptx_sdk_transpose.ptx", s_transpose},
    {"hist_tests_ptx_sdk_scan.ptx", s_scan},
    {"hist_tests_ptx_sdk_bitonic.ptx", s_bitonic},
    {"hist_tests_ptx_sdk_fastWalshTransform.ptx", s_fwt},
    {"hist_tests_ptx_sdk_simpleAtomicIntrinsics.ptx", s_atomics},
    {"hist_tests_ptx_sdk_simpleVoteIntrinsics.ptx", s_vote},
};
const unsigned ls_nsamples_a = sizeof ls_samples_a / sizeof ls_samples_a[0];
