/* Tile code's partial warps and folded offsets. A 16-thread block runs
   half a warp and halo guards leave lanes out, so the active lanes come
   as segments; each segment whose addresses are consecutive is copied
   whole, in lane order, so a later segment's store wins where two
   overlap. nvcc folds a tile's positive offset into the instruction and
   leaves a "negative" register (-64 * tid): the sum is what counts, and
   one outside .shared or misaligned still faults, naming the thread.
   A one-warp block passes its barriers without the scheduler: values
   still go round the block in step, and a barrier waiting for more
   threads than the block has is still a deadlock. */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

#define TP_THREADS 16u

static const char tp_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry negoff(.param .u64 out, .param .u32 bias)\n{\n"
    "  .shared .align 4 .b8 tile[1024];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r9, [bias];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, tile;\n"
    /* tile - 64 tid (+ bias): stores 64 bytes apart, downwards */
    "  mul.lo.s32 %r3, %r1, -64;\n  add.s32 %r4, %r2, %r3;\n"
    "  add.s32 %r4, %r4, %r9;\n"
    "  mad.lo.s32 %r5, %r1, 3, 5;\n"
    "  st.shared.u32 [%r4+960], %r5;\n"
    /* tile + 4 tid - 64, offset +64: a run through negative registers */
    "  shl.b32 %r6, %r1, 2;\n  add.s32 %r7, %r2, %r6;\n  add.s32 %r8, %r7, -64;\n"
    "  add.s32 %r10, %r5, 1000;\n"
    "  st.shared.u32 [%r8+64], %r10;\n"
    "  bar.sync 0;\n"
    "  ld.shared.u32 %r11, [%r4+960];\n"
    /* lanes 5 and 9 left out: three segments */
    "  mov.u32 %r12, 77;\n"
    "  setp.ne.u32 %p1, %r1, 5;\n  setp.ne.u32 %p2, %r1, 9;\n"
    "  and.pred %p3, %p1, %p2;\n"
    "  @%p3 ld.shared.u32 %r12, [%r8+64];\n"
    "  mul.wide.u32 %rd2, %r1, 8;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.v2.u32 [%rd3], {%r11, %r12};\n"
    "  ret;\n}\n"
    ".visible .entry gseg(.param .u64 buf, .param .u64 src, .param .u64 out,"
    " .param .u32 bias)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [buf];\n  ld.param.u64 %rd2, [src];\n"
    "  ld.param.u64 %rd3, [out];\n  ld.param.u32 %r9, [bias];\n"
    "  mov.u32 %r1, %tid.x;\n"
    /* lanes 0-3 and 8-11 store to words 0-3: the second run lands last */
    "  and.b32 %r2, %r1, 4;\n  setp.eq.u32 %p1, %r2, 0;\n"
    "  and.b32 %r3, %r1, 3;\n  mul.wide.u32 %rd4, %r3, 4;\n"
    "  add.s64 %rd5, %rd1, %rd4;\n  add.s32 %r4, %r1, 100;\n"
    "  @%p1 st.global.u32 [%rd5], %r4;\n"
    /* every lane but 6 loads src[tid] (+ bias bytes) */
    "  mul.wide.u32 %rd6, %r1, 4;\n  add.s64 %rd7, %rd2, %rd6;\n"
    "  cvt.u64.u32 %rd8, %r9;\n  add.s64 %rd7, %rd7, %rd8;\n"
    "  mov.u32 %r5, 55;\n  setp.ne.u32 %p2, %r1, 6;\n"
    "  @%p2 ld.global.u32 %r5, [%rd7];\n"
    "  add.s64 %rd9, %rd3, %rd6;\n  st.global.u32 [%rd9], %r5;\n"
    "  ret;\n}\n"
    ".visible .entry onewarp(.param .u64 out, .param .u32 dl)\n{\n"
    "  .shared .align 4 .b8 ring[64];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r12, [dl];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, ring;\n"
    "  shl.b32 %r3, %r1, 2;\n  add.s32 %r4, %r2, %r3;\n"
    "  add.s32 %r5, %r1, 1;\n  and.b32 %r5, %r5, 15;\n  shl.b32 %r5, %r5, 2;\n"
    "  add.s32 %r6, %r2, %r5;\n  mov.u32 %r7, %r1;\n  mov.u32 %r8, 0;\n"
    "  setp.ne.u32 %p2, %r12, 0;\n"
    "LOOP:\n  st.shared.u32 [%r4], %r7;\n  bar.sync 0;\n"
    "  ld.shared.u32 %r9, [%r6];\n  bar.sync 0, 32;\n"
    "  mad.lo.s32 %r7, %r9, 3, %r8;\n  add.s32 %r8, %r8, 1;\n"
    "  setp.lt.u32 %p1, %r8, 20;\n  @%p1 bra LOOP;\n"
    "  @%p2 bar.sync 1, 64;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r7;\n  ret;\n}\n";

static ptxvm_result run(ptxvm_kernel *k, void **args)
{
    ptxvm_launch l;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = TP_THREADS;
    l.block.y = l.block.z = 1;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

static void expect_fault(pv_test *t, ptxvm_vm *vm, ptxvm_result r, uint32_t thread,
                         const char *why)
{
    char want[64];
    snprintf(want, sizeof want, "thread (%u,0,0)", thread);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(vm), want) &&
               strstr(ptxvm_error_message(vm), why),
            "want %s of thread %u: %s: %s", why, thread, ptxvm_result_name(r),
            ptxvm_error_message(vm));
}

static void negoff(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_kernel *k;
    ptxvm_addr out;
    uint32_t got[2 * TP_THREADS], bias = 0, i;
    void *args[2];
    T_CHECK(t, ptxvm_module_get_kernel(m, "negoff", &k) == PTXVM_OK, "negoff");
    ptxvm_mem_alloc(vm, sizeof got, &out);
    args[0] = &out;
    args[1] = &bias;
    T_CHECK(t, run(k, args) == PTXVM_OK, "negoff: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (i = 0; i < TP_THREADS; i++) {
        /* word (15 - i) * 16 holds 3i + 5, except word 0, which thread 0's
           run store overwrote after thread 15's */
        uint32_t w0 = i == 15 ? 1005u : 3 * i + 5;
        uint32_t w1 = i == 5 || i == 9 ? 77u : 3 * i + 1005;
        T_CHECK(t, got[2 * i] == w0 && got[2 * i + 1] == w1,
                "thread %u: %u %u, not %u %u", i, got[2 * i], got[2 * i + 1], w0, w1);
    }
    /* the same sums pushed past .shared, or off alignment, by the bias:
       thread 0's (-0 * 64 + 960 + bias) is the highest */
    bias = 64;
    expect_fault(t, vm, run(k, args), 0, "outside .shared");
    bias = 2;
    expect_fault(t, vm, run(k, args), 0, "misaligned");
    ptxvm_mem_free(vm, out);
}

static void gseg(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_kernel *k;
    ptxvm_addr buf, src, out;
    uint32_t b[4] = {0}, s[TP_THREADS], o[TP_THREADS], bias = 0, i;
    void *args[4];
    T_CHECK(t, ptxvm_module_get_kernel(m, "gseg", &k) == PTXVM_OK, "gseg");
    for (i = 0; i < TP_THREADS; i++)
        s[i] = 0x1000u + i * i;
    ptxvm_mem_alloc(vm, sizeof b, &buf);
    ptxvm_mem_alloc(vm, sizeof s, &src);
    ptxvm_mem_alloc(vm, sizeof o, &out);
    ptxvm_memcpy_htod(vm, buf, b, sizeof b);
    ptxvm_memcpy_htod(vm, src, s, sizeof s);
    args[0] = &buf;
    args[1] = &src;
    args[2] = &out;
    args[3] = &bias;
    T_CHECK(t, run(k, args) == PTXVM_OK, "gseg: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, b, buf, sizeof b);
    ptxvm_memcpy_dtoh(vm, o, out, sizeof o);
    for (i = 0; i < 4; i++)
        T_CHECK(t, b[i] == 108 + i, "word %u = %u, not %u (lane order)", i, b[i], 108 + i);
    for (i = 0; i < TP_THREADS; i++) {
        uint32_t want = i == 6 ? 55u : s[i];
        T_CHECK(t, o[i] == want, "thread %u loaded %#x, not %#x", i, o[i], want);
    }
    /* two words further, threads 14 and 15 read past src: the first of
       them faults */
    bias = 8;
    expect_fault(t, vm, run(k, args), 14, "");
    ptxvm_mem_free(vm, buf);
    ptxvm_mem_free(vm, src);
    ptxvm_mem_free(vm, out);
}

static void onewarp(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_kernel *k;
    ptxvm_addr out;
    uint32_t got[TP_THREADS], v[TP_THREADS], nv[TP_THREADS], dl = 0, i, j;
    void *args[2];
    ptxvm_result r;
    T_CHECK(t, ptxvm_module_get_kernel(m, "onewarp", &k) == PTXVM_OK, "onewarp");
    ptxvm_mem_alloc(vm, sizeof got, &out);
    args[0] = &out;
    args[1] = &dl;
    T_CHECK(t, run(k, args) == PTXVM_OK, "onewarp: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (i = 0; i < TP_THREADS; i++)
        v[i] = i;
    for (j = 0; j < 20; j++) {
        for (i = 0; i < TP_THREADS; i++)
            nv[i] = v[(i + 1) % TP_THREADS] * 3u + j;
        memcpy(v, nv, sizeof v);
    }
    for (i = 0; i < TP_THREADS; i++)
        T_CHECK(t, got[i] == v[i], "thread %u: %#x, not %#x", i, got[i], v[i]);
    dl = 1;
    r = run(k, args);
    T_CHECK(t, r == PTXVM_E_DEADLOCK, "bar.sync 1, 64 in a 16-thread block: %s: %s",
            ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_mem_free(vm, out);
}

void unit_tile_paths(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, tp_ptx, sizeof tp_ptx - 1, "tile.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    negoff(t, vm, m);
    gseg(t, vm, m);
    onewarp(t, vm, m);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}
