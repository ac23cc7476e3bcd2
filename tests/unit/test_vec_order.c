/* Register orders for vector operands (src/compile_vecperm.c): int4,
   int2 and long2 loads and stores whose braces name %r<N> elements out
   of order ({%r14, %r12, %r13, %r11}), a brace that conflicts with an
   earlier claim, one with a repeated register, one with sinks, and a
   called function's own braces, guarded over three blocks of 70 threads
   (partial warps), run with the orders and with PTXVM_FLAG_NO_FUSION
   (declared order, temporaries and moves); both must give the C model's
   words. A misaligned or unmapped int4 address in one thread must fault
   the same way in both, naming the load's line and the thread. The
   listing names the reordered registers and drops the moves, and each
   allocation of the load and compile may fail without a leak. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static const char vo_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".func (.reg .b32 rv) wsum(.reg .b64 p)\n{\n"
    "  .reg .b32 %q<6>;\n"
    "  ld.global.v4.u32 {%q4, %q2, %q3, %q1}, [p];\n"
    "  mul.lo.s32 %q5, %q2, 2;\n  add.s32 %q5, %q5, %q4;\n"
    "  mad.lo.s32 %q5, %q3, 3, %q5;\n  mad.lo.s32 %q5, %q1, 4, %q5;\n"
    "  mov.b32 rv, %q5;\n  ret;\n}\n"
    ".visible .entry vo(.param .u64 in, .param .u64 out, .param .u32 n, .param .u64 bad)\n{\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<20>;\n"
    "  ld.param.u64 %rd1, [in];\n  ld.param.u64 %rd2, [out];\n"
    "  ld.param.u32 %r1, [n];\n  ld.param.u64 %rd3, [bad];\n"
    "  mov.u32 %r2, %ctaid.x;\n  mov.u32 %r3, %ntid.x;\n  mov.u32 %r4, %tid.x;\n"
    "  mad.lo.s32 %r5, %r2, %r3, %r4;\n"
    "  setp.lt.u32 %p1, %r5, %r1;\n"
    "  mul.wide.u32 %rd4, %r5, 32;\n  add.s64 %rd5, %rd1, %rd4;\n"
    "  mul.wide.u32 %rd6, %r5, 64;\n  add.s64 %rd8, %rd2, %rd6;\n"
    "  setp.eq.u32 %p2, %r5, 77;\n"
    "  @%p2 add.s64 %rd5, %rd5, %rd3;\n"
    "  @%p1 ld.global.v4.u32 {%r14, %r12, %r13, %r11}, [%rd5];\n"      /* line 35 */
    "  @%p1 ld.global.v2.u32 {%r31, %r30}, [%rd5+16];\n"
    "  @%p1 ld.global.v2.u64 {%rd9, %rd7}, [%rd5+16];\n"
    "  add.s32 %r20, %r14, %r5;\n  xor.b32 %r18, %r12, %r13;\n"
    "  sub.s32 %r21, %r11, %r30;\n  mul.lo.s32 %r19, %r31, 3;\n"
    "  @%p1 st.global.v4.u32 [%rd8], {%r20, %r18, %r21, %r19};\n"
    "  @%p1 ld.global.v2.u32 {%r12, %r11}, [%rd5+8];\n"                /* conflicts */
    "  @%p1 ld.global.v4.u32 {%r35, _, %r34, _}, [%rd5+16];\n"         /* sinks */
    "  @%p1 st.global.v4.u32 [%rd8+16], {%r12, %r35, %r34, %r12};\n"   /* repeated */
    "  add.s64 %rd10, %rd9, %rd7;\n"
    "  @%p1 st.global.v2.u64 [%rd8+32], {%rd10, %rd9};\n"
    "  @!%p1 bra DONE;\n"
    "  call (%r36), wsum, (%rd5);\n"
    "  st.global.u32 [%rd8+48], %r36;\n"
    "DONE:\n  ret;\n}\n";

#define VB 3
#define VT 70
#define VN (VB * VT - 9)        /* the last block: 29 lanes of its second warp
                                   run, none of its third */

static uint32_t vin(uint32_t k) { return k * 0x9e3779b1u + (k >> 3) + 5u; }

/* One launch: the output words and the error message (empty when it ran). */
static ptxvm_result vo_run(pv_test *t, uint32_t flags, uint64_t bad, uint32_t *got,
                           char *msg, size_t cap, char **dis)
{
    static uint32_t h[8 * VB * VT];
    ob_vm r;
    ptxvm_addr in, out;
    ptxvm_result rc;
    uint32_t k, n = VN;
    void *args[4];
    const char *mode = flags ? "unordered" : "ordered";
    msg[0] = 0;
    if (!ob_open(t, &r, vo_ptx, sizeof vo_ptx - 1, "vo.ptx", "vo", flags, mode))
        return PTXVM_E_INVALID_ARGUMENT;
    for (k = 0; k < 8 * VB * VT; k++)
        h[k] = vin(k);
    ptxvm_mem_alloc(r.vm, sizeof h, &in);
    ptxvm_memcpy_htod(r.vm, in, h, sizeof h);
    out = ob_out(&r, 16 * 4 * VB * VT);
    args[0] = &in;
    args[1] = &out;
    args[2] = &n;
    args[3] = &bad;
    rc = ob_launch(&r, VB, 1, VT, 0, args);
    if (rc != PTXVM_OK)
        snprintf(msg, cap, "%s", ptxvm_error_message(r.vm));
    else
        ptxvm_memcpy_dtoh(r.vm, got, out, 16 * 4 * VB * VT);
    if (dis)
        *dis = ob_listing(r.k);
    ob_close(t, &r, mode);
    return rc;
}

static void vo_model(uint32_t g, uint32_t *w)
{
    const uint32_t *x, b = 8 * g;
    uint32_t in[8], k;
    uint64_t rd9, rd7, s;
    for (k = 0; k < 8; k++)
        in[k] = vin(b + k);
    x = in;
    memset(w, 0, 16 * 4);
    if (g >= VN)
        return;
    w[0] = x[0] + g;
    w[1] = x[1] ^ x[2];
    w[2] = x[3] - x[5];
    w[3] = x[4] * 3u;
    w[4] = x[2];
    w[5] = x[4];
    w[6] = x[6];
    w[7] = x[2];
    rd9 = x[4] | (uint64_t)x[5] << 32;
    rd7 = x[6] | (uint64_t)x[7] << 32;
    s = rd9 + rd7;
    w[8] = (uint32_t)s;
    w[9] = (uint32_t)(s >> 32);
    w[10] = (uint32_t)rd9;
    w[11] = (uint32_t)(rd9 >> 32);
    w[12] = x[0] + 2u * x[1] + 3u * x[2] + 4u * x[3];
}

static void vo_results(pv_test *t, uint32_t flags, char **dis)
{
    static uint32_t got[16 * VB * VT];
    uint32_t g, k, w[16], bad = 0;
    char msg[512];
    const char *mode = flags ? "unordered" : "ordered";
    ptxvm_result rc = vo_run(t, flags, 0, got, msg, sizeof msg, dis);
    T_CHECK(t, rc == PTXVM_OK, "%s launch: %s", mode, msg);
    if (rc != PTXVM_OK)
        return;
    for (g = 0; g < VB * VT; g++) {
        vo_model(g, w);
        for (k = 0; k < 16 && got[16 * g + k] == w[k]; k++)
            ;
        if (k < 16)
            T_CHECK(t, bad++ > 4, "%s: thread %u word %u: 0x%x, want 0x%x", mode, g, k,
                    got[16 * g + k], w[k]);
    }
    T_CHECK(t, bad == 0, "%s: %u threads wrong", mode, bad);
}

/* Thread 77 (block 1, thread 7) with its int4 address moved by off: the
   same fault with and without the orders, at the load's line. */
static void vo_fault(pv_test *t, uint64_t off, const char *what)
{
    static uint32_t got[16 * VB * VT];
    char a[512], b[512];
    ptxvm_result ra = vo_run(t, 0, off, got, a, sizeof a, NULL);
    ptxvm_result rb = vo_run(t, PTXVM_FLAG_NO_FUSION, off, got, b, sizeof b, NULL);
    T_CHECK(t, ra == PTXVM_E_MEMORY_FAULT && rb == PTXVM_E_MEMORY_FAULT,
            "%s: results %s and %s", what, ptxvm_result_name(ra), ptxvm_result_name(rb));
    T_CHECK(t, strcmp(a, b) == 0, "%s: ordered \"%s\", unordered \"%s\"", what, a, b);
    T_CHECK(t, strstr(a, "vo.ptx:35:") != NULL && strstr(a, "thread (7,0,0)") != NULL,
            "%s: \"%s\" does not name line 35 and thread (7,0,0)", what, a);
}

/* The orders' tables under allocation failures: the 1st, 2nd, ...
   allocation of the load and compile fails until both succeed; each failure
   is PTXVM_E_NO_MEMORY and frees everything. */
static void vo_oom(pv_test *t)
{
    long n;
    for (n = 1; n < 100000; n++) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_kernel *k = NULL;
        ptxvm_result r;
        test_config(&cfg, &a);
        r = ptxvm_create(&cfg, &vm);
        a.fail_at = a.calls + n;
        if (r == PTXVM_OK) {
            r = ptxvm_module_load(vm, vo_ptx, sizeof vo_ptx - 1, "vo.ptx", &m);
            if (r == PTXVM_OK)        /* the compile, where the orders are made */
                r = ptxvm_module_get_kernel(m, "vo", &k);
            ptxvm_destroy(vm);
            if (!a.failed) {
                T_CHECK(t, r == PTXVM_OK, "load: %s", ptxvm_result_name(r));
                T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
                break;
            }
            T_CHECK(t, r == PTXVM_E_NO_MEMORY || r == PTXVM_OK,
                    "allocation %ld failed: got %s", n, ptxvm_result_name(r));
        }
        T_CHECK(t, a.live == 0, "allocation %ld failed: %ld bytes not freed", n, a.live);
        if (t->case_failed)
            break;
    }
}

void unit_vec_order(pv_test *t)
{
    char *on = NULL, *off = NULL;
    if (test_begin(t, "vec_order results")) {
        vo_results(t, 0, &on);
        vo_results(t, PTXVM_FLAG_NO_FUSION, &off);
        test_end(t);
    }
    if (on && off && test_begin(t, "vec_order listing")) {
        /* the braces claimed: one access on the registers themselves */
        T_CHECK(t, strstr(on, "LD             d=%r14 ") != NULL &&
                   strstr(on, "LD             d=%r31 ") != NULL &&
                   strstr(on, "LD             d=%rd9 ") != NULL &&
                   strstr(on, "ST             d=%r20 ") != NULL &&
                   strstr(on, "LD             d=%q4 ") != NULL,
                "ordered listing:\n%s", on);
        /* in declared order the same accesses go through temporaries */
        T_CHECK(t, strstr(off, "LD             d=%r14 ") == NULL &&
                   strstr(off, "LD             d=%q4 ") == NULL,
                "unordered listing:\n%s", off);
        /* 4 + 2 + 4 + 4 moves fewer (int4, int2, the store, the
           function's int4), 2 64-bit ones; the conflict, the sinks and
           the repeated register keep theirs */
        T_CHECK(t, ob_count(off, "MOV32") - ob_count(on, "MOV32") == 14 &&
                   ob_count(off, "MOV64") - ob_count(on, "MOV64") == 2,
                "MOV32 %d -> %d, MOV64 %d -> %d\n%s", ob_count(off, "MOV32"),
                ob_count(on, "MOV32"), ob_count(off, "MOV64"), ob_count(on, "MOV64"), on);
        test_end(t);
    }
    free(on);
    free(off);
    if (test_begin(t, "vec_order faults")) {
        vo_fault(t, 4, "misaligned int4");
        vo_fault(t, (uint64_t)1 << 40, "unmapped int4");
        test_end(t);
    }
    if (test_begin(t, "vec_order out of memory")) {
        vo_oom(t);
        test_end(t);
    }
}
