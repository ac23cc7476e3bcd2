/* cp.async (non-bulk): 4, 8 and 16-byte copies, .ca and .cg, src-size
   zero fill from a register and a constant, the ignore-src predicate,
   the L2 prefetch sizes and a cache-policy operand, commit_group,
   wait_group and wait_all; cp.async.mbarrier.arrive with and without
   .noinc completing an mbarrier phase; faults as ld/st have them; the
   proxy and cluster fences running. Checked against C references, on one
   worker and on four. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CPA_T 64                        /* threads */
#define CPA_BYTES (CPA_T * (4 + 8 + 16 + 16 + 16))

static const char cpa_ptx1[] =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    /* thread t: A 4 bytes, B 8 bytes keeping t % 9 of them, C 16 with a
       cache policy, D 16 unless t is odd (ignore-src), E 16 keeping 7;
       then every thread copies .shared out word by word */
    ".visible .entry cpa(.param .u64 out, .param .u64 in)\n{\n"
    "  .shared .align 16 .b8 sm[3840];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<24>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, sm;\n"
    "  shl.b32 %r3, %r1, 2;\n  add.u32 %r4, %r2, %r3;\n"
    "  cvt.u64.u32 %rd3, %r3;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  cp.async.ca.shared.global [%r4], [%rd4], 4;\n"
    "  shl.b32 %r3, %r1, 3;\n  add.u32 %r4, %r2, %r3;\n  add.u32 %r4, %r4, 256;\n"
    "  cvt.u64.u32 %rd3, %r3;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  rem.u32 %r5, %r1, 9;\n"
    "  cp.async.ca.shared.global.L2::64B [%r4], [%rd4], 8, %r5;\n"
    "  cp.async.commit_group;\n"
    "  shl.b32 %r3, %r1, 4;\n  add.u32 %r4, %r2, %r3;\n"
    "  cvt.u64.u32 %rd3, %r3;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  mov.u64 %rd9, 0x1000000000000000;\n"
    "  cp.async.cg.shared.global.L2::cache_hint.L2::128B [%r4+768], [%rd4], 16, 16, %rd9;\n"
    "  cvt.u64.u32 %rd5, %r4;\n  and.b32 %r6, %r1, 1;\n  setp.ne.u32 %p1, %r6, 0;\n"
    "  cp.async.cg.shared::cta.global.L2::256B [%rd5+1792], [%rd4], 16, %p1;\n"
    "  cp.async.ca.shared.global.L2::cache_hint [%rd5+2816], [%rd4], 16, 7, %rd9;\n"
    "  cp.async.commit_group;\n"
    "  cp.async.wait_group 1;\n  cp.async.wait_all;\n"
    "  bar.sync 0;\n"
    "  mov.u32 %r7, %r1;\n"
    "OUT:\n  setp.ge.u32 %p2, %r7, 960;\n  @%p2 bra DONE;\n"
    "  shl.b32 %r8, %r7, 2;\n  add.u32 %r9, %r2, %r8;\n  ld.shared.u32 %r10, [%r9];\n"
    "  cvt.u64.u32 %rd6, %r8;\n  add.s64 %rd7, %rd1, %rd6;\n  st.global.u32 [%rd7], %r10;\n"
    "  add.u32 %r7, %r7, 64;\n  bra OUT;\n"
    "DONE:\n  ret;\n}\n";
static const char cpa_ptx2[] =
    /* each thread copies 16 bytes and arrives through
       cp.async.mbarrier.arrive: .noinc at `noinc` (64 expected), else
       with an mbarrier.arrive of its own; out[t] = the 16 bytes thread
       (t + 1) % 64 copied; the fences run on the way */
    ".visible .entry cpmb(.param .u64 out, .param .u64 in)\n{\n"
    "  .shared .align 16 .b8 sm[1024];\n"
    "  .shared .align 8 .b64 noinc;\n  .shared .align 8 .b64 inc;\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<24>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  mov.u32 %r1, %tid.x;\n  setp.ne.u32 %p1, %r1, 0;\n  @%p1 bra S;\n"
    "  mbarrier.init.shared.b64 [noinc], 64;\n  mbarrier.init.shared.b64 [inc], 64;\n"
    "  fence.mbarrier_init.release.cluster;\n"
    "S:\n  bar.sync 0;\n  fence.proxy.async.shared::cta;\n"
    "  mov.u32 %r2, sm;\n  shl.b32 %r3, %r1, 4;\n  add.u32 %r4, %r2, %r3;\n"
    "  cvt.u64.u32 %rd3, %r3;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  cp.async.cg.shared.global [%r4], [%rd4], 16;\n"
    "  cp.async.mbarrier.arrive.noinc.shared.b64 [noinc];\n"
    "  cp.async.mbarrier.arrive.shared::cta.b64 [inc];\n"
    "  mbarrier.arrive.shared.b64 %rd8, [inc];\n"
    "W:\n  mbarrier.try_wait.parity.shared.b64 %p2, [noinc], 0;\n  @!%p2 bra W;\n"
    "W2:\n  mbarrier.try_wait.shared.b64 %p2, [inc], %rd8;\n  @!%p2 bra W2;\n"
    "  fence.proxy.async;\n  fence.proxy.async.global;\n"
    "  fence.proxy.async.shared::cluster;\n  fence.proxy.alias;\n"
    "  fence.acq_rel.cluster;\n  fence.sc.cluster;\n  membar.proxy.alias;\n"
    "  fence.proxy.tensormap::generic.release.gpu;\n"
    "  fence.proxy.tensormap::generic.acquire.cta [%rd2], 128;\n"
    "  add.u32 %r5, %r1, 1;\n  and.b32 %r5, %r5, 63;\n  shl.b32 %r5, %r5, 4;\n"
    "  add.u32 %r5, %r2, %r5;\n  ld.shared.v4.u32 {%r6, %r7, %r8, %r9}, [%r5];\n"
    "  cvt.u64.u32 %rd5, %r3;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  st.global.v4.u32 [%rd6], {%r6, %r7, %r8, %r9};\n  ret;\n}\n"
    /* faults: 0 a misaligned source, 1 an unmapped one, 2 a destination
       past .shared, 3 a src-size above the copy size, 4 a misaligned
       destination */
    ".visible .entry cpbad(.param .u32 which, .param .u64 in)\n{\n"
    "  .shared .align 16 .b8 sm[64];\n  .reg .pred %p<2>;\n  .reg .b32 %r<4>;\n"
    "  .reg .b64 %rd<4>;\n"
    "  ld.param.u32 %r1, [which];\n  ld.param.u64 %rd1, [in];\n  mov.u32 %r2, 17;\n"
    "  setp.eq.u32 %p1, %r1, 0;\n  @%p1 cp.async.ca.shared.global [sm], [%rd1+2], 4;\n"
    "  setp.eq.u32 %p1, %r1, 1;\n  @%p1 cp.async.ca.shared.global [sm], [16], 4;\n"
    "  setp.eq.u32 %p1, %r1, 2;\n  @%p1 cp.async.cg.shared.global [sm+4096], [%rd1], 16;\n"
    "  setp.eq.u32 %p1, %r1, 3;\n  @%p1 cp.async.cg.shared.global [sm], [%rd1], 16, %r2;\n"
    "  setp.eq.u32 %p1, %r1, 4;\n  @%p1 cp.async.ca.shared.global [sm+4], [%rd1], 8;\n"
    "  cp.async.wait_all;\n  ret;\n}\n";

static ptxvm_result cpa_run(ptxvm_module *m, const char *name, uint32_t threads,
                            void **args)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    if (ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK)
        return PTXVM_E_NOT_FOUND;
    memset(&l, 0, sizeof l);
    l.grid.x = 2;
    l.grid.y = l.grid.z = 1;
    l.block.x = threads;
    l.block.y = l.block.z = 1;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

/* What cpa leaves in .shared, from the source bytes in. */
static void cpa_ref(const uint8_t *in, uint8_t *sm)
{
    uint32_t t, i;
    memset(sm, 0, CPA_BYTES);
    for (t = 0; t < CPA_T; t++) {
        memcpy(sm + 4 * t, in + 4 * t, 4);
        for (i = 0; i < t % 9 && i < 8; i++)
            sm[256 + 8 * t + i] = in[8 * t + i];
        memcpy(sm + 768 + 16 * t, in + 16 * t, 16);
        if (!(t & 1))
            memcpy(sm + 1792 + 16 * t, in + 16 * t, 16);
        memcpy(sm + 2816 + 16 * t, in + 16 * t, 7);
    }
}

static void cpa_all(pv_test *t, uint32_t workers)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_addr din, dout;
    static uint8_t in[1024], got[CPA_BYTES], want[CPA_BYTES];
    static char text[sizeof cpa_ptx1 + sizeof cpa_ptx2];
    void *args[2];
    ptxvm_result r;
    uint32_t i, which;
    if (!test_begin(t, "cp_async: copies and arrives (%u workers)", workers))
        return;
    test_config(&cfg, &a);
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        test_end(t);
        return;
    }
    strcpy(text, cpa_ptx1);
    strcat(text, cpa_ptx2);
    if (ptxvm_module_load(vm, text, strlen(text), "cpa.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        goto out;
    }
    for (i = 0; i < sizeof in; i++)
        in[i] = (uint8_t)(i * 37 + 11);
    ptxvm_mem_alloc(vm, sizeof in, &din);
    ptxvm_mem_alloc(vm, sizeof got, &dout);
    ptxvm_memcpy_htod(vm, din, in, sizeof in);
    args[0] = &dout;
    args[1] = &din;
    memset(got, 0xee, sizeof got);
    ptxvm_memcpy_htod(vm, dout, got, sizeof got);
    r = cpa_run(m, "cpa", CPA_T, args);
    T_CHECK(t, r == PTXVM_OK, "cpa: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, dout, sizeof got);
    cpa_ref(in, want);
    for (i = 0; i < CPA_BYTES; i++)
        if (got[i] != want[i]) {
            T_CHECK(t, 0, "cpa: .shared byte %u is %u, want %u", i, got[i], want[i]);
            break;
        }
    memset(got, 0xee, 1024);
    ptxvm_memcpy_htod(vm, dout, got, 1024);
    r = cpa_run(m, "cpmb", 64, args);
    T_CHECK(t, r == PTXVM_OK, "cpmb: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, dout, 1024);
    for (i = 0; i < 1024; i++)
        if (got[i] != in[(i + 16) % 1024]) {
            T_CHECK(t, 0, "cpmb: byte %u is %u, want %u", i, got[i], in[(i + 16) % 1024]);
            break;
        }
    args[0] = &which;
    for (which = 0; which < 5; which++) {
        static const struct { ptxvm_result r; const char *text; } bad[] = {
            {PTXVM_E_MEMORY_FAULT, "misaligned"}, {PTXVM_E_MEMORY_FAULT, "not mapped"},
            {PTXVM_E_MEMORY_FAULT, "outside .shared"},
            {PTXVM_E_TRAP, "src-size 17 exceeds the copy size 16"},
            {PTXVM_E_MEMORY_FAULT, "misaligned"}};
        const char *msg;
        r = cpa_run(m, "cpbad", 32, args);
        msg = ptxvm_error_message(vm);
        T_CHECK(t, r == bad[which].r && strstr(msg, bad[which].text) &&
                strstr(msg, "cpa.ptx:"), "cpbad %u: %s: %s", which,
                ptxvm_result_name(r), msg);
    }
    ptxvm_mem_free(vm, din);
    ptxvm_mem_free(vm, dout);
out:
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    test_end(t);
}

/* Copy sizes and src-sizes the ISA rejects, and addresses of variables
   outside .shared, are load errors at their operand. */
static void cpa_invalid(pv_test *t)
{
    static const char *const bad[][2] = {
        {"cp.async.ca.shared.global [sm], [%rd1], 12;", "copy size 12"},
        {"cp.async.cg.shared.global [sm], [%rd1], 8;", "copies 16 bytes"},
        {"cp.async.ca.shared.global [sm], [%rd1], 4, 5;", "src-size 5 exceeds"},
        {"cp.async.ca.shared.global [lv], [%rd1], 4;", "expected a .shared variable"},
        {"mbarrier.init.b64 [lv], 1;", "needs a .shared address"}};
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    uint32_t i;
    if (!test_begin(t, "cp_async: invalid sizes and spaces"))
        return;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    for (i = 0; i < sizeof bad / sizeof *bad; i++) {
        char text[512];
        ptxvm_module *m;
        ptxvm_kernel *k;
        ptxvm_result r;
        const char *msg;
        snprintf(text, sizeof text, ".version 8.0\n.target sm_90\n.address_size 64\n"
                 ".visible .entry k()\n{\n  .shared .align 16 .b8 sm[64];\n"
                 "  .reg .b64 %%rd1; .local .align 16 .b8 lv[64];\n  %s\n  ret;\n}\n",
                 bad[i][0]);
        r = ptxvm_module_load(vm, text, strlen(text), "inv.ptx", &m);
        if (r == PTXVM_OK)
            r = ptxvm_module_get_kernel(m, "k", &k);
        msg = ptxvm_error_message(vm);
        T_CHECK(t, r == PTXVM_E_SEMANTIC && strstr(msg, "inv.ptx:8:") &&
                strstr(msg, bad[i][1]), "%s: %s: %s", bad[i][0],
                ptxvm_result_name(r), msg);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    test_end(t);
}

void unit_cp_async(pv_test *t)
{
    cpa_all(t, 1);
    cpa_all(t, 4);
    cpa_invalid(t);
}
