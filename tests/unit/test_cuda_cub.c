/* CUB primitives from real CUDA code: tests/exec/cu/cub.cu, compiled by
   nvcc -O3 at sm_80 and sm_90 into tests/exec/ptx/cub.*.ptx. Every kernel
   runs on CB_GRID blocks of 128 threads with 4 items each and n = CB_N
   (the last tile is partial), once with one worker and once with two, and
   every output word is compared with the C reference below. Words the
   kernel must not write keep their fill pattern. */
#include "../testlib.h"
#include "cuda_harness.h"
#include "exec_builds.h"
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t u32;

/* CB_BT, CB_GRID, CB_N, CB_OUT (the largest output, in words): cuda_harness.h */

/* ---- references: in[CB_ITEMS] to o[CB_OUT] (pre-filled) ---------------- */
static void ref_reduce(const u32 *in, u32 *o)
{
    int b, i;
    for (b = 0; b < CB_GRID; b++) {
        u32 sum = 0;
        int32_t mx = INT32_MIN;
        for (i = b * CB_TILE; i < (b + 1) * CB_TILE && i < CB_N; i++) {
            sum += in[i];
            if ((int32_t)in[i] > mx)
                mx = (int32_t)in[i];
        }
        o[2 * b] = sum;
        o[2 * b + 1] = (u32)mx;
    }
}
static void ref_scan(const u32 *in, u32 *o)
{
    int b, i;
    for (b = 0; b < CB_GRID; b++) {
        u32 acc = 0, *d = o + 2 * CB_TILE * b;
        for (i = 0; i < CB_TILE; i++) {
            u32 x = b * CB_TILE + i < CB_N ? in[b * CB_TILE + i] : 0u;
            d[CB_TILE + i] = acc;
            acc += x;
            d[i] = acc;
        }
    }
}
/* stable insertion sort of (key, value) pairs, signed or unsigned keys */
static void sort_pairs(u32 *k, u32 *v, int n, int sgn)
{
    int i, j;
    for (i = 1; i < n; i++) {
        u32 kk = k[i], vv = v[i];
        for (j = i; j > 0; j--) {
            int gt = sgn ? (int32_t)k[j - 1] > (int32_t)kk : k[j - 1] > kk;
            if (!gt)
                break;
            k[j] = k[j - 1];
            v[j] = v[j - 1];
        }
        k[j] = kk;
        v[j] = vv;
    }
}
static void ref_sort_keys(const u32 *in, u32 *o)
{
    u32 k[CB_TILE], v[CB_TILE];
    int b, i;
    for (b = 0; b < CB_GRID; b++) {
        int valid = CB_N - b * CB_TILE;
        for (i = 0; i < CB_TILE; i++) {
            k[i] = i < valid ? in[b * CB_TILE + i] : 0xffffffffu;
            v[i] = (u32)i;
        }
        sort_pairs(k, v, CB_TILE, 0);
        for (i = 0; i < CB_TILE && i < valid; i++)
            o[b * CB_TILE + i] = k[i];
    }
}
static void ref_sort_pairs(const u32 *in, u32 *o)
{
    u32 k[CB_TILE], v[CB_TILE];
    int b, i;
    for (b = 0; b < CB_GRID; b++) {
        int valid = CB_N - b * CB_TILE;
        for (i = 0; i < CB_TILE; i++) {
            /* in >> 26 as a signed shift, without relying on C's */
            u32 x = in[b * CB_TILE + i] >> 26;
            k[i] = i < valid ? (x & 0x20u ? x | 0xffffffc0u : x) : (u32)INT32_MAX;
            v[i] = (u32)i;
        }
        sort_pairs(k, v, CB_TILE, 1);
        for (i = 0; i < CB_TILE && i < valid; i++) {
            o[2 * (b * CB_TILE + i)] = k[i];
            o[2 * (b * CB_TILE + i) + 1] = v[i];
        }
    }
}
static void ref_warp_reduce(const u32 *in, u32 *o)
{
    int w, l, j;
    for (w = 0; w < CB_GRID * CB_BT / 32; w++) {
        u32 sum = 0, part = 0;
        int32_t mx = INT32_MIN;
        for (l = 0; l < 32; l++)
            for (j = 0; j < CB_IPT; j++) {
                int i = (w * 32 + l) * CB_IPT + j;
                if (i >= CB_N)
                    continue;
                sum += in[i];
                if ((int32_t)in[i] > mx)
                    mx = (int32_t)in[i];
                if (j == 0 && l < 17)
                    part += in[i];
            }
        o[3 * w] = sum;
        o[3 * w + 1] = (u32)mx;
        o[3 * w + 2] = part;
    }
}
static void ref_load_transpose(const u32 *in, u32 *o)
{
    int b, t, j;
    for (b = 0; b < CB_GRID; b++)
        for (t = 0; t < CB_BT; t++)
            for (j = 0; j < CB_IPT; j++) {
                int i = b * CB_TILE + t * CB_IPT + j;
                o[b * CB_TILE + j * CB_BT + t] = i < CB_N ? in[i] : 0xdeadbeefu;
            }
}
static void ref_warp_transpose(const u32 *in, u32 *o)
{
    int i;
    for (i = 0; i < CB_N; i++)
        o[i] = in[i] * 3u + (u32)(i % CB_TILE);
}
static void ref_store_transpose(const u32 *in, u32 *o)
{
    int b, t, j;
    for (b = 0; b < CB_GRID; b++)
        for (t = 0; t < CB_BT; t++)
            for (j = 0; j < CB_IPT; j++) {
                int src = b * CB_TILE + j * CB_BT + t, dst = b * CB_TILE + t * CB_IPT + j;
                if (dst < CB_N)
                    o[dst] = (src < CB_N ? in[src] : 0x5555u) ^ (u32)t;
            }
}

typedef struct cb_kernel {
    const char *name;
    void (*ref)(const u32 *in, u32 *o);
} cb_kernel;
static const cb_kernel CB[] = {
    {"cub_reduce_warp", ref_reduce},       {"cub_reduce_raking", ref_reduce},
    {"cub_scan", ref_scan},                {"cub_sort_keys", ref_sort_keys},
    {"cub_sort_pairs", ref_sort_pairs},    {"cub_warp_reduce", ref_warp_reduce},
    {"cub_load_transpose", ref_load_transpose}, {"cub_warp_transpose", ref_warp_transpose},
    {"cub_store_transpose", ref_store_transpose}};
#define CB_COUNT (sizeof CB / sizeof CB[0])
const unsigned cb_nkernels = CB_COUNT;
const char *cb_kernel_name(unsigned i) { return CB[i].name; }

/* random words; the first tile also gets runs of equal and edge values */
void cb_inputs(u32 *in)
{
    u32 s = 2024u;
    int i;
    for (i = 0; i < CB_ITEMS; i++) {
        s = s * 1664525u + 1013904223u;
        in[i] = s ^ s >> 15;
    }
    for (i = 0; i < 40; i++)
        in[i] = i % 5 == 0 ? 0x80000000u : i % 5 == 1 ? 0x7fffffffu : i % 5 == 2 ? 0xffffffffu
                : i % 5 == 3 ? 0u : 7u;
}

static unsigned cb_words, cb_kernels;

static void cb_run(pv_test *t, ptxvm_vm *vm, ptxvm_kernel *k, const cb_kernel *K,
                   const char *file, unsigned workers, ptxvm_addr din, ptxvm_addr dout,
                   const u32 *in, u32 *got, u32 *want)
{
    void *args[3];
    int n = CB_N, j, bad = 0;
    ptxvm_launch L;
    ptxvm_result r;
    for (j = 0; j < CB_OUT; j++)
        want[j] = CB_FILL;
    ptxvm_memcpy_htod(vm, dout, want, CB_OUT * 4);
    args[0] = &din;
    args[1] = &dout;
    args[2] = &n;
    memset(&L, 0, sizeof L);
    L.grid.x = CB_GRID; L.grid.y = L.grid.z = 1;
    L.block.x = CB_BT; L.block.y = L.block.z = 1;
    L.args = args;
    r = ptxvm_launch_kernel(k, &L, NULL);
    T_CHECK(t, r == PTXVM_OK, "%s %s (%u workers): launch: %s: %s", file, K->name, workers,
            ptxvm_result_name(r), ptxvm_error_message(vm));
    if (r != PTXVM_OK)
        return;
    ptxvm_memcpy_dtoh(vm, got, dout, CB_OUT * 4);
    K->ref(in, want);
    for (j = 0; j < CB_OUT; j++)
        if (got[j] != want[j] && bad++ < 8)
            T_CHECK(t, 0, "%s %s (%u workers): word %d = 0x%08x, want 0x%08x", file, K->name,
                    workers, j, got[j], want[j]);
    cb_words += CB_OUT;
    cb_kernels++;
}

void unit_cuda_cub(pv_test *t)
{
    static u32 in[CB_ITEMS], got[CB_OUT], want[CB_OUT];
    char **files;
    int nf, f, ncub = 0;
    cb_inputs(in);
    files = eb_builds("cub", &nf);
    for (f = 0; f < nf; f++) {
        const char *base = eb_base(files[f]);
        size_t len;
        char *text;
        unsigned workers;
        ncub++;
        if (!test_begin(t, "cuda_cub %s", base))
            continue;
        text = test_read_file(files[f], &len);
        T_CHECK(t, text != NULL, "read %s", files[f]);
        for (workers = 1; text && workers <= 2; workers++) {
            test_alloc A;
            ptxvm_config cfg;
            ptxvm_vm *vm = NULL;
            ptxvm_module *m = NULL;
            ptxvm_addr din = 0, dout = 0;
            ptxvm_result r;
            unsigned kk;
            test_config(&cfg, &A);
            cfg.threads = workers;
            if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
                T_CHECK(t, 0, "%s: create", base);
                break;
            }
            r = ptxvm_module_load(vm, text, len, base, &m);
            T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", base, ptxvm_result_name(r), ptxvm_error_message(vm));
            /* plus CUB's own EmptyKernel */
            T_CHECK(t, r != PTXVM_OK || ptxvm_module_kernel_count(m) == CB_COUNT + 1,
                    "%s: %u kernels, want %u", base, (unsigned)ptxvm_module_kernel_count(m),
                    (unsigned)CB_COUNT + 1);
            if (r == PTXVM_OK &&
                (ptxvm_mem_alloc(vm, sizeof in, &din) != PTXVM_OK ||
                 ptxvm_mem_alloc(vm, CB_OUT * 4, &dout) != PTXVM_OK ||
                 ptxvm_memcpy_htod(vm, din, in, sizeof in) != PTXVM_OK)) {
                T_CHECK(t, 0, "%s: device memory", base);
                r = PTXVM_E_NO_MEMORY;
            }
            for (kk = 0; r == PTXVM_OK && kk < CB_COUNT; kk++) {
                ptxvm_kernel *k = NULL;
                ptxvm_result kr = ptxvm_module_get_kernel(m, CB[kk].name, &k);
                T_CHECK(t, kr == PTXVM_OK, "%s %s: %s: %s", base, CB[kk].name, ptxvm_result_name(kr),
                        ptxvm_error_message(vm));
                if (kr == PTXVM_OK)
                    cb_run(t, vm, k, &CB[kk], base, workers, din, dout, in, got, want);
            }
            ptxvm_destroy(vm);
            T_CHECK(t, A.live == 0, "%s: %ld bytes leaked", base, A.live);
        }
        free(text);
        test_end(t);
    }
    test_free_list(files, nf);
    if (test_begin(t, "cuda_cub: files")) {
        T_CHECK(t, ncub > 0, "no %s/cub.*.ptx", EB_PTX_DIR);
        test_end(t);
    }
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("cuda_cub: %u kernels, %u words compared\n", cb_kernels, cb_words);
}
