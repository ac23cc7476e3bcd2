/* Old CUDA SDK samples (legacy_sdk.h), part two: histograms, sorting
   networks and aligned copies, all integer or byte-exact. */
#include "legacy_sdk.h"
#include <stdlib.h>
#include <string.h>

/* ---- histogram64: 64 bins of byte >> 2, per-thread byte counters in
   shared memory; sdk 3.0 reads uint4 (16 bytes a thread and step) and
   leaves one partial histogram per block for the merge kernel, sdk 2.2
   reads one uint and adds its block's counts with atom.global.add ---- */
static void hist64_run(ls_run *R, const char *kname, unsigned esize)
{
    enum { G = 16, T = 64, MAXB = G * T * 8 * 16 };
    static uint32_t data[MAXB / 4], part[G * 64], hist[64], wpart[G * 64], whist[64];
    ptxvm_kernel *kh = ls_kernel(R, kname);
    ptxvm_kernel *km = ls_kernel(R, "_Z22mergeHistogram64KernelPjS_j");
    const uint32_t count = G * T * 8, bytes = count * esize;
    uint64_t dd, dp, dh;
    uint32_t s = 77, i, j;
    ls_args A;
    for (i = 0; i < bytes / 4; i++)
        data[i] = ls_rand(&s);
    memset(wpart, 0, sizeof wpart);
    memset(whist, 0, sizeof whist);
    for (i = 0; i < count; i++) {          /* element i goes to block (i / T) % G */
        uint32_t b = (i / T) % G;
        for (j = 0; j < esize; j++) {
            uint32_t byte = (data[(i * esize + j) / 4] >> (8 * (j % 4))) & 0xffu;
            wpart[b * 64 + (byte >> 2)]++;
            whist[byte >> 2]++;
        }
    }
    dd = ls_buf(R, data, bytes);
    memset(part, 0, sizeof part);
    dp = ls_buf(R, part, sizeof part);
    dh = ls_buf(R, NULL, sizeof hist);
    ls_args_init(&A);
    ls_arg_ptr(&A, dp); ls_arg_ptr(&A, dd); ls_arg_u32(&A, count);
    if (ls_launch(R, kh, "histogram64Kernel", G, 1, T, 1, 0, &A))
        return;
    ls_get(R, part, dp, sizeof part);
    if (esize == 4) {                      /* atom.global.add into the result */
        ls_cmp(R, "histogram", part, whist, 64);
        return;
    }
    ls_cmp(R, "partial histograms", part, wpart, G * 64);
    ls_args_init(&A);
    ls_arg_ptr(&A, dh); ls_arg_ptr(&A, dp); ls_arg_u32(&A, G);
    if (ls_launch(R, km, "mergeHistogram64Kernel", 64, 1, 256, 1, 0, &A) == 0) {
        ls_get(R, hist, dh, sizeof hist);
        ls_cmp(R, "histogram", hist, whist, 64);
    }
}

static void s_histogram64(ls_run *R)
{
    hist64_run(R, "_Z17histogram64KernelPjP5uint4j", 16);
}

static void s_histogram64_22(ls_run *R)
{
    hist64_run(R, "_Z17histogram64KernelPjS_i", 4);
}

/* ---- histogram256 (sdk 3.0): per-warp histograms in shared memory whose
   increments are made safe by tagging each word with the lane that wrote
   it last (a write conflict keeps one lane's value; the others retry) -- */
static void s_histogram256(ls_run *R)
{
    enum { G = 24, T = 192, COUNT = 20000 };
    static uint32_t data[COUNT], part[G * 256], hist[256], wpart[G * 256], whist[256];
    ptxvm_kernel *kh = ls_kernel(R, "_Z18histogram256KernelPjS_j");
    ptxvm_kernel *km = ls_kernel(R, "_Z23mergeHistogram256KernelPjS_j");
    uint64_t dd, dp, dh;
    uint32_t s = 78, i, j;
    ls_args A;
    for (i = 0; i < COUNT; i++) {
        data[i] = ls_rand(&s);
        if (i % 7 == 0)
            data[i] = 0x41414141u;      /* every lane of a warp on one bin */
    }
    memset(wpart, 0, sizeof wpart);
    memset(whist, 0, sizeof whist);
    for (i = 0; i < COUNT; i++) {
        uint32_t b = (i / T) % G;
        for (j = 0; j < 4; j++) {
            uint32_t byte = (data[i] >> (8 * j)) & 0xffu;
            wpart[b * 256 + byte]++;
            whist[byte]++;
        }
    }
    dd = ls_buf(R, data, sizeof data);
    dp = ls_buf(R, NULL, sizeof part);
    dh = ls_buf(R, NULL, sizeof hist);
    ls_args_init(&A);
    ls_arg_ptr(&A, dp); ls_arg_ptr(&A, dd); ls_arg_u32(&A, COUNT);
    if (ls_launch(R, kh, "histogram256Kernel", G, 1, T, 1, 0, &A))
        return;
    ls_get(R, part, dp, sizeof part);
    ls_cmp(R, "partial histograms", part, wpart, G * 256);
    ls_args_init(&A);
    ls_arg_ptr(&A, dh); ls_arg_ptr(&A, dp); ls_arg_u32(&A, G);
    if (ls_launch(R, km, "mergeHistogram256Kernel", 256, 1, 256, 1, 0, &A) == 0) {
        ls_get(R, hist, dh, sizeof hist);
        ls_cmp(R, "histogram", hist, whist, 256);
    }
}

/* ---- histogram256 (sdk 2.2: SM10 tag bits, SM11 global atomics, SM12
   shared atomics). These modules were built for device emulation: a
   "warp" is one thread, so a block is 6 threads, each with its own
   256-bin sub-histogram, and the tag is 0. SM10 and SM12 leave one
   partial histogram per block (64 blocks) for mergeHistogram256Kernel
   (a block per bin, a thread per partial); SM11 adds into the result
   with atom.global.add. --------------------------------------------------- */
static void s_histogram256_22(ls_run *R)
{
    enum { G = 64, T = 6, COUNT = 7000 };
    static uint32_t data[COUNT], part[G * 256], wpart[G * 256], whist[256];
    ptxvm_kernel *kh = ls_kernel(R, "_Z18histogram256KernelPjS_i");
    ptxvm_kernel *km = NULL;
    int merge = ptxvm_module_kernel_count(R->m) > 1;
    uint64_t dd, dr;
    uint32_t s = 79, i, j;
    ls_args A;
    if (merge)
        km = ls_kernel(R, "_Z23mergeHistogram256KernelPj");
    for (i = 0; i < COUNT; i++)
        data[i] = i % 5 == 0 ? 0x07070707u : ls_rand(&s);
    memset(wpart, 0, sizeof wpart);
    memset(whist, 0, sizeof whist);
    for (i = 0; i < COUNT; i++)
        for (j = 0; j < 4; j++) {
            uint32_t byte = (data[i] >> (8 * j)) & 0xffu;
            wpart[(i / T) % G * 256 + byte]++;
            whist[byte]++;
        }
    dd = ls_buf(R, data, sizeof data);
    memset(part, 0, sizeof part);
    dr = ls_buf(R, part, sizeof part);
    ls_args_init(&A);
    ls_arg_ptr(&A, dr); ls_arg_ptr(&A, dd); ls_arg_u32(&A, COUNT);
    if (ls_launch(R, kh, "histogram256Kernel", G, 1, T, 1, 0, &A))
        return;
    ls_get(R, part, dr, sizeof part);
    if (!merge) {
        ls_cmp(R, "histogram", part, whist, 256);
        return;
    }
    ls_cmp(R, "partial histograms", part, wpart, G * 256);
    ls_args_init(&A);
    ls_arg_ptr(&A, dr);
    if (ls_launch(R, km, "mergeHistogram256Kernel", 256, 1, G, 1, 0, &A) == 0) {
        ls_get(R, part, dr, 256 * 4);
        ls_cmp(R, "histogram", part, whist, 256);
    }
}

/* ---- bitonicSort / oddEvenMergeSort (sdk 3.0): key-value arrays of 1024
   sorted in shared memory, one block of 512 threads each, ascending and
   descending; keys distinct, so the values' order is determined -------- */
static void sort_run(ls_run *R, const char *kname)
{
    enum { L = 1024, BATCH = 4, N = L * BATCH };
    static uint32_t key[N], val[N], okey[N], oval[N], wkey[N], wval[N];
    uint32_t dir, s = 55, i, j;
    for (i = 0; i < N; i++) {
        key[i] = i * 2654435761u;          /* distinct: an odd multiplier */
        val[i] = i;
    }
    for (i = 0; i < N; i++) {              /* shuffle within each array */
        uint32_t a = i, b = (i / L) * L + ls_rand(&s) % L, t;
        t = key[a]; key[a] = key[b]; key[b] = t;
    }
    for (dir = 0; dir < 2; dir++) {
        ptxvm_kernel *k = ls_kernel(R, kname);
        uint64_t dk = ls_buf(R, key, sizeof key), dv = ls_buf(R, val, sizeof val);
        uint64_t dok = ls_buf(R, NULL, sizeof okey), dov = ls_buf(R, NULL, sizeof oval);
        ls_args A;
        for (i = 0; i < BATCH; i++) {      /* insertion sort of the pairs */
            uint32_t *wk = wkey + i * L, *wv = wval + i * L;
            for (j = 0; j < L; j++) {
                uint32_t kk = key[i * L + j], vv = val[i * L + j], p = j;
                while (p > 0 && (dir ? wk[p - 1] > kk : wk[p - 1] < kk)) {
                    wk[p] = wk[p - 1];
                    wv[p] = wv[p - 1];
                    p--;
                }
                wk[p] = kk;
                wv[p] = vv;
            }
        }
        ls_args_init(&A);
        ls_arg_ptr(&A, dok); ls_arg_ptr(&A, dov); ls_arg_ptr(&A, dk); ls_arg_ptr(&A, dv);
        ls_arg_u32(&A, L); ls_arg_u32(&A, dir);
        if (ls_launch(R, k, kname, BATCH, 1, L / 2, 1, 0, &A) == 0) {
            ls_get(R, okey, dok, sizeof okey);
            ls_get(R, oval, dov, sizeof oval);
            ls_cmp(R, dir ? "keys ascending" : "keys descending", okey, wkey, N);
            ls_cmp(R, dir ? "values ascending" : "values descending", oval, wval, N);
        }
    }
}

static void s_bitonic_sort(ls_run *R)
{
    sort_run(R, "_Z17bitonicSortSharedPjS_S_S_jj");
}

static void s_odd_even_sort(ls_run *R)
{
    sort_run(R, "_Z22oddEvenMergeSortSharedPjS_S_S_jj");
}

/* ---- alignedTypes (sdk 3.0, sm_10): grid-stride copies of 12 element
   types from 1 to 32 bytes, aligned and misaligned; RGB32 (three floats
   aligned to 16) is copied as a v4 store whose fourth word repeats the
   first, as the kernel's PTX says ------------------------------------- */
static void s_aligned_types(ls_run *R)
{
    static const struct { const char *name; unsigned size; } K[] = {
        {"_Z10testKernelIhEvPT_S1_i", 1},
        {"_Z10testKernelItEvPT_S1_i", 2},
        {"_Z10testKernelI16RGBA8_misalignedEvPT_S2_i", 4},
        {"_Z10testKernelI15LA32_misalignedEvPT_S2_i", 8},
        {"_Z10testKernelI16RGB32_misalignedEvPT_S2_i", 12},
        {"_Z10testKernelI17RGBA32_misalignedEvPT_S2_i", 16},
        {"_Z10testKernelI5RGBA8EvPT_S2_i", 4},
        {"_Z10testKernelIjEvPT_S1_i", 4},
        {"_Z10testKernelI4LA32EvPT_S2_i", 8},
        {"_Z10testKernelI5RGB32EvPT_S2_i", 16},
        {"_Z10testKernelI6RGBA32EvPT_S2_i", 16},
        {"_Z10testKernelI8RGBA32_2EvPT_S2_i", 32},
    };
    enum { NE = 1000, MAXB = NE * 32 };
    static unsigned char in[MAXB], out[MAXB], want[MAXB];
    uint32_t s = 9, i, e;
    for (i = 0; i < MAXB; i++)
        in[i] = (unsigned char)ls_rand(&s);
    for (i = 0; i < sizeof K / sizeof K[0]; i++) {
        ptxvm_kernel *k = ls_kernel(R, K[i].name);
        unsigned bytes = NE * K[i].size;
        uint64_t di = ls_buf(R, in, bytes), dout = ls_buf(R, NULL, (bytes + 3) & ~3u);
        ls_args A;
        memset(want, 0xa5, sizeof want);
        memcpy(want, in, bytes);
        if (strstr(K[i].name, "I5RGB32E"))
            for (e = 0; e < NE; e++)
                memcpy(want + 16 * e + 12, in + 16 * e, 4);
        ls_args_init(&A);
        ls_arg_ptr(&A, dout); ls_arg_ptr(&A, di); ls_arg_u32(&A, NE);
        if (ls_launch(R, k, K[i].name, 6, 1, 64, 1, 0, &A) == 0) {
            ls_get(R, out, dout, (bytes + 3) & ~3u);
            ls_cmp(R, K[i].name, out, want, (bytes + 3) / 4);
        }
    }
}

const ls_sample ls_samples_b[] = {
    {"hist_ptx_sdk3.0_histogram64.ptx", s_histogram64},
    {"sdk2.2_histogram64.ptx", s_histogram64_22},
    {"hist_ptx_sdk3.0_histogram256.ptx", s_histogram256},
    {"sdk2.2_histogram256_SM10.ptx", s_histogram256_22},
    {"sdk2.2_histogram256_SM11.ptx", s_histogram256_22},
    {"sdk2.2_histogram256_SM12.ptx", s_histogram256_22},
    {"hist_ptx_sdk3.0_bitonicSort.ptx", s_bitonic_sort},
    {"hist_ptx_sdk3.0_oddEvenMergeSort.ptx", s_odd_even_sort},
    {"hist_ptx_sdk3.0_alignedTypes.ptx", s_aligned_types},
    {"hist_tests_ptx_sdk_histogram256_SM10.ptx", s_histogram256_22},
    {"hist_tests_ptx_sdk_histogram256_SM11.ptx", s_histogram256_22},
    {"hist_tests_ptx_sdk_histogram256_SM12.ptx", s_histogram256_22},
};
const unsigned ls_nsamples_b = sizeof ls_samples_b / sizeof ls_samples_b[0];
