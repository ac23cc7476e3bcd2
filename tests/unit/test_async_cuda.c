/* The nvcc builds of tests/async/async_kernels.cu (tests/async/BUILDS):
   cuda::pipeline with cuda::memcpy_async, the __pipeline primitives with
   zero fill, a cuda::barrier over several phases with threads dropping
   out, and an inline-PTX warp-specialised cp.async / mbarrier ring, each
   against a C reference (builds: -O3 for sm_80 and sm_90, -G for sm_80),
   on one worker and on four. Skipped when the PTX files are absent. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AC_DIR "tests/async/"
#define AC_BLOCK 128

static const char *const ac_builds[] = {"async_kernels.sm_80.ptx", "async_kernels.sm_80.G.ptx",
                                        "async_kernels.sm_90.ptx"};

static ptxvm_result ac_run(ptxvm_module *m, const char *name, uint32_t grid,
                           void **args)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_result r = ptxvm_module_get_kernel(m, name, &k);
    if (r != PTXVM_OK)
        return r;
    memset(&l, 0, sizeof l);
    l.grid.x = grid;
    l.grid.y = l.grid.z = 1;
    l.block.x = AC_BLOCK;
    l.block.y = l.block.z = 1;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

static uint32_t ac_hash(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    return x ^ (x >> 16);
}

/* Compare n words; report the first difference. */
static void ac_cmp(pv_test *t, const char *what, const int32_t *got,
                   const int32_t *want, uint32_t n)
{
    uint32_t i;
    for (i = 0; i < n; i++)
        if (got[i] != want[i]) {
            T_CHECK(t, 0, "%s: word %u is %d, want %d", what, i, got[i], want[i]);
            return;
        }
}

#define AC_IN 8192
#define AC_OUT 8192

static void ac_pipe_thread(pv_test *t, ptxvm_vm *vm, ptxvm_module *m,
                           const int32_t *in, ptxvm_addr din, ptxvm_addr dout,
                           int32_t *got, int32_t *want, const char *b)
{
    static const int32_t sizes[] = {1, 100, 383, 384, 1000};
    uint32_t s, i;
    for (s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        int32_t n4 = sizes[s];
        void *args[3];
        ptxvm_result r;
        char what[96];
        args[0] = &din;
        args[1] = &dout;
        args[2] = &n4;
        memset(got, 0, AC_OUT * 4);
        ptxvm_memcpy_htod(vm, dout, got, AC_OUT * 4);
        r = ac_run(m, "pipe_thread", 3, args);
        snprintf(what, sizeof what, "%s pipe_thread n4=%d", b, n4);
        T_CHECK(t, r == PTXVM_OK, "%s: %s", what, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, dout, AC_OUT * 4);
        memset(want, 0, AC_OUT * 4);
        for (i = 0; i < (uint32_t)n4 * 4; i++)
            want[i] = (int32_t)(3u * (uint32_t)in[i] + 1u);
        ac_cmp(t, what, got, want, AC_OUT);
    }
}

static void ac_pipe_prims(pv_test *t, ptxvm_vm *vm, ptxvm_module *m,
                          const int32_t *in, ptxvm_addr din, ptxvm_addr dout,
                          int32_t *got, int32_t *want, const char *b)
{
    void *args[2];
    uint32_t gid;
    ptxvm_result r;
    char what[96];
    args[0] = &din;
    args[1] = &dout;
    r = ac_run(m, "pipe_prims", 2, args);
    snprintf(what, sizeof what, "%s pipe_prims", b);
    T_CHECK(t, r == PTXVM_OK, "%s: %s", what, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, dout, 9 * 256 * 4);
    for (gid = 0; gid < 256; gid++) {
        uint32_t tid = gid % AC_BLOCK, o = (tid + 5) % AC_BLOCK;
        uint32_t og = gid - tid + o, keep = tid % 17 > 16 ? 16 : tid % 17, ko;
        const int32_t *src = in + 8 * gid, *os = in + 8 * og;
        int32_t *d = want + 9 * gid;
        uint8_t c[16];
        d[0] = (int32_t)((uint32_t)src[0] + (uint32_t)src[2] + (uint32_t)src[3]);
        d[1] = os[0];
        d[2] = os[2];
        d[3] = os[3];
        ko = o % 17 > 16 ? 16 : o % 17;
        memset(c, 0, sizeof c);
        memcpy(c, os + 4, ko);
        memcpy(d + 4, c, 16);
        d[8] = (int32_t)keep;
    }
    ac_cmp(t, what, got, want, 9 * 256);
}

static void ac_barrier(pv_test *t, ptxvm_vm *vm, ptxvm_module *m,
                       const int32_t *in, ptxvm_addr din, ptxvm_addr dout,
                       int32_t *got, int32_t *want, const char *b)
{
    static const int32_t shapes[][2] = {{0, 128}, {1, 128}, {5, 128}, {4, 77},
                                        {9, 1}, {3, 32}};
    uint32_t s;
    for (s = 0; s < sizeof shapes / sizeof *shapes; s++) {
        int32_t rounds = shapes[s][0], live = shapes[s][1], cur[AC_BLOCK], nxt[AC_BLOCK];
        uint32_t blk, i;
        int32_t r0;
        void *args[4];
        ptxvm_result r;
        char what[96];
        args[0] = &din;
        args[1] = &dout;
        args[2] = &rounds;
        args[3] = &live;
        memset(got, 0x5a, 256 * 4);
        ptxvm_memcpy_htod(vm, dout, got, 256 * 4);
        r = ac_run(m, "barrier_phases", 2, args);
        snprintf(what, sizeof what, "%s barrier_phases rounds=%d live=%d", b,
                 rounds, live);
        T_CHECK(t, r == PTXVM_OK, "%s: %s", what, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, dout, 256 * 4);
        memset(want, 0x5a, 256 * 4);
        for (blk = 0; blk < 2; blk++) {
            for (i = 0; i < (uint32_t)live; i++)
                cur[i] = in[blk * AC_BLOCK + i];
            for (r0 = 0; r0 < rounds; r0++) {
                for (i = 0; i < (uint32_t)live; i++)
                    nxt[i] = (int32_t)((uint32_t)cur[i] +
                                       (uint32_t)cur[(i + 1) % (uint32_t)live]);
                memcpy(cur, nxt, sizeof cur);
            }
            for (i = 0; i < (uint32_t)live; i++)
                want[blk * AC_BLOCK + i] = cur[i];
        }
        ac_cmp(t, what, got, want, 256);
    }
}

static void ac_ring(pv_test *t, ptxvm_vm *vm, ptxvm_module *m,
                    const int32_t *in, ptxvm_addr din, ptxvm_addr dout,
                    int32_t *got, int32_t *want, const char *b)
{
    static const int32_t rounds_list[] = {1, 2, 5, 31};
    uint32_t s;
    for (s = 0; s < sizeof rounds_list / sizeof *rounds_list; s++) {
        int32_t rounds = rounds_list[s];
        uint32_t blk, c, r0;
        void *args[3];
        ptxvm_result r;
        char what[96];
        args[0] = &din;
        args[1] = &dout;
        args[2] = &rounds;
        r = ac_run(m, "asm_ring", 2, args);
        snprintf(what, sizeof what, "%s asm_ring rounds=%d", b, rounds);
        T_CHECK(t, r == PTXVM_OK, "%s: %s", what, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, dout, 192 * 4);
        for (blk = 0; blk < 2; blk++)
            for (c = 0; c < 96; c++) {
                uint32_t tid = c + 32, sum = 0;
                for (r0 = 0; r0 < (uint32_t)rounds; r0++)
                    sum += (uint32_t)in[(blk * (uint32_t)rounds + r0) * 32 + (tid & 31)] *
                           (tid >> 5);
                want[blk * 96 + c] = (int32_t)sum;
            }
        ac_cmp(t, what, got, want, 192);
    }
}

static void ac_build(pv_test *t, const char *file, uint32_t workers)
{
    char path[256];
    size_t len;
    char *src;
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_addr din, dout;
    static int32_t in[AC_IN], got[AC_OUT], want[AC_OUT];
    uint32_t i;
    if (!test_begin(t, "async_cuda %s (%u workers)", file, workers))
        return;
    snprintf(path, sizeof path, AC_DIR "%s", file);
    src = test_read_file(path, &len);
    if (!src) {
        test_skip(t, "PTX file absent");
        return;
    }
    test_config(&cfg, &a);
    cfg.threads = workers;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, src, len, file, &m) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
    } else {
        for (i = 0; i < AC_IN; i++)
            in[i] = (int32_t)ac_hash(i + 1);
        ptxvm_mem_alloc(vm, sizeof in, &din);
        ptxvm_mem_alloc(vm, sizeof got, &dout);
        ptxvm_memcpy_htod(vm, din, in, sizeof in);
        ac_pipe_thread(t, vm, m, in, din, dout, got, want, file);
        ac_pipe_prims(t, vm, m, in, din, dout, got, want, file);
        ac_barrier(t, vm, m, in, din, dout, got, want, file);
        ac_ring(t, vm, m, in, din, dout, got, want, file);
        ptxvm_mem_free(vm, din);
        ptxvm_mem_free(vm, dout);
    }
    ptxvm_destroy(vm);
    free(src);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    test_end(t);
}

void unit_async_cuda(pv_test *t)
{
    uint32_t i;
    for (i = 0; i < sizeof ac_builds / sizeof *ac_builds; i++) {
        ac_build(t, ac_builds[i], 1);
        ac_build(t, ac_builds[i], 4);
    }
}
