/* Special registers in a 3D grid, guards on many kinds of instruction
   and cvt between every pair of integer types with and without .sat,
   run and checked bit for bit against C (the data-movement half is
   test_exec_data.c). */
#include "exec_data_util.h"

/* ---- special registers ---------------------------------------------------
   A 3D grid of 3D blocks (60 threads: a full warp and a partial one);
   each thread records every special register. Exact values where the ISA
   fixes them (ids, sizes, lane masks, WARP_SZ), properties where it does
   not (clocks non-decreasing, %smid < %nsmid, %warpid < %nwarpid, one
   %gridid and one value of each %envreg per launch). */
#define SR_SLOTS 88u
static void gen_sregs(sbuf *s)
{
    static const char *const dims[3] = {"x", "y", "z"};
    static const char *const v3[4] = {"%tid", "%ntid", "%ctaid", "%nctaid"};
    static const char *const lm[5] = {"eq", "le", "lt", "ge", "gt"};
    u32 i, d, slot = 0;
    sb_printf(s, HDR ".extern .shared .align 16 .b8 dsh[];\n"
              ".visible .entry sregs(.param .u64 out)\n{\n"
              "  .shared .align 16 .b8 st[112];\n  .reg .pred %%p1;\n"
              "  .reg .b16 %%h<4>;\n  .reg .b32 %%r<100>;\n  .reg .b64 %%rd<100>;\n"
              "  .reg .b64 %%a<4>;\n  .reg .b32 %%q<8>;\n"
              "  ld.param.u64 %%a0, [out];\n");
    /* the thread's record: (linear block * 60 + linear thread) */
    sb_printf(s, "  mov.u32 %%q0, %%ctaid.z;\n  mov.u32 %%q1, %%nctaid.y;\n"
              "  mov.u32 %%q2, %%ctaid.y;\n"
              "  mad.lo.u32 %%q0, %%q0, %%q1, %%q2;\n  mov.u32 %%q1, %%nctaid.x;\n"
              "  mov.u32 %%q2, %%ctaid.x;\n  mad.lo.u32 %%q0, %%q0, %%q1, %%q2;\n"
              "  mov.u32 %%q3, %%tid.z;\n  mov.u32 %%q1, %%ntid.y;\n  mov.u32 %%q2, %%tid.y;\n"
              "  mad.lo.u32 %%q3, %%q3, %%q1, %%q2;\n  mov.u32 %%q1, %%ntid.x;\n"
              "  mov.u32 %%q2, %%tid.x;\n  mad.lo.u32 %%q3, %%q3, %%q1, %%q2;\n"
              "  mad.lo.u32 %%q0, %%q0, 60, %%q3;\n  mul.wide.u32 %%a1, %%q0, %u;\n"
              "  add.s64 %%a0, %%a0, %%a1;\n", SR_SLOTS * 8);
    for (i = 0; i < 4; i++)
        for (d = 0; d < 3; d++, slot++)
            sb_printf(s, "  mov.u32 %%r%u, %s.%s;\n", slot, v3[i], dims[d]);
    sb_printf(s, "  mov.u32 %%r12, %%laneid;\n  mov.u32 %%r13, %%warpid;\n"
              "  mov.u32 %%r14, %%nwarpid;\n");
    for (i = 0; i < 5; i++)
        sb_printf(s, "  mov.u32 %%r%u, %%lanemask_%s;\n", 15 + i, lm[i]);
    sb_printf(s, "  mov.u32 %%r20, %%smid;\n  mov.u32 %%r21, %%nsmid;\n"
              "  mov.u64 %%rd22, %%gridid;\n"
              "  mov.u32 %%r23, %%clock;\n  mov.u64 %%rd25, %%clock64;\n"
              "  mov.u32 %%r27, %%clock_hi;\n"
              "  mov.u64 %%rd28, %%globaltimer;\n  mov.u32 %%r29, %%globaltimer_lo;\n"
              "  mov.u32 %%r30, %%globaltimer_hi;\n  mov.u64 %%rd31, %%globaltimer;\n"
              "  mov.u32 %%r32, %%total_smem_size;\n  mov.u32 %%r33, %%dynamic_smem_size;\n"
              "  mov.u32 %%r34, WARP_SZ;\n  add.u32 %%r35, %%r12, WARP_SZ;\n");
    for (i = 0; i < 32; i++)
        sb_printf(s, "  mov.u32 %%r%u, %%envreg%u;\n", 36 + i, i);
    for (i = 0; i < 8; i++)
        sb_printf(s, "  mov.u32 %%r%u, %%pm%u;\n  mov.u64 %%rd%u, %%pm%u_64;\n", 68 + i, i,
                  76 + i, i);
    sb_printf(s, "  mov.u32 %%r84, %%pm0;\n  mov.u64 %%rd85, %%pm0_64;\n"
              "  mov.u16 %%h1, %%tid.x;\n  cvt.u32.u16 %%r86, %%h1;\n"
              /* the last word of the dynamic shared memory */
              "  sub.u32 %%q4, %%r33, 4;\n  mov.u32 %%q5, dsh;\n  add.u32 %%q4, %%q4, %%q5;\n"
              "  setp.eq.u32 %%p1, %%q3, 0;\n  @%%p1 st.shared.u32 [%%q4], %%q0;\n"
              "  bar.sync 0;\n  ld.shared.u32 %%r87, [%%q4];\n"
              "  mov.u32 %%r24, %%clock;\n  mov.u64 %%rd26, %%clock64;\n");
    for (i = 0; i < SR_SLOTS; i++) {
        int wide = i == 22 || i == 25 || i == 26 || i == 28 || i == 31 ||
                   (i >= 76 && i < 84) || i == 85;
        sb_printf(s, "  st.global.u%s [%%a0+%u], %%r%s%u;\n", wide ? "64" : "32", i * 8,
                  wide ? "d" : "", i);
    }
    sb_printf(s, "  ret;\n}\n");
}

static void test_sregs(pv_test *t, ptxvm_vm *vm)
{
    sbuf s = {0, 0, 0};
    ptxvm_module *m;
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info info;
    ptxvm_addr out;
    u64 *got;
    u32 nrec = 12 * 60, pass;
    static const u32 dyn[2] = {200, 4096};
    void *args[1];
    if (!test_begin(t, "exec_regs special registers: 3D grid, every register"))
        return;
    gen_sregs(&s);
    m = load(t, vm, s.p, s.n, "sregs.ptx");
    free(s.p);
    if (!m) {
        test_end(t);
        return;
    }
    T_CHECK(t, ptxvm_module_get_kernel(m, "sregs", &k) == PTXVM_OK &&
               ptxvm_kernel_get_info(k, &info) == PTXVM_OK, "sregs: %s",
            ptxvm_error_message(vm));
    got = (u64 *)malloc((size_t)nrec * SR_SLOTS * 8);
    ptxvm_mem_alloc(vm, (size_t)nrec * SR_SLOTS * 8, &out);
    args[0] = &out;
    for (pass = 0; pass < 2 && k; pass++) {
        fails F = {0};
        u32 bx, by, bz, tx, ty, tz, i;
        ptxvm_result r;
        ptxvm_memset(vm, out, 0, (size_t)nrec * SR_SLOTS * 8);
        r = launch(m, "sregs", d3(3, 2, 2), d3(5, 4, 3), dyn[pass], args);
        T_CHECK(t, r == PTXVM_OK, "sregs: %s: %s", ptxvm_result_name(r),
                ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, out, (size_t)nrec * SR_SLOTS * 8);
        for (bz = 0; bz < 2; bz++) for (by = 0; by < 2; by++) for (bx = 0; bx < 3; bx++)
        for (tz = 0; tz < 3; tz++) for (ty = 0; ty < 4; ty++) for (tx = 0; tx < 5; tx++) {
            u32 blk = (bz * 2 + by) * 3 + bx, lin = (tz * 4 + ty) * 5 + tx;
            const u64 *g = got + ((size_t)blk * 60 + lin) * SR_SLOTS;
            const u64 want[12] = {tx, ty, tz, 5, 4, 3, bx, by, bz, 3, 2, 2};
            u32 lane = lin % 32, bit = 1u << lane;
            u32 lmask[5];
            lmask[0] = bit;
            lmask[1] = bit | (bit - 1);
            lmask[2] = bit - 1;
            lmask[3] = ~(bit - 1);
            lmask[4] = ~(bit | (bit - 1));
            for (i = 0; i < 12; i++)
                CHECKF(t, &F, g[i] == want[i], "block %u thread %u: %s.%c = %llu, want %llu",
                       blk, lin, i < 3 ? "%tid" : i < 6 ? "%ntid" : i < 9 ? "%ctaid" : "%nctaid",
                       "xyz"[i % 3], (unsigned long long)g[i], (unsigned long long)want[i]);
            CHECKF(t, &F, g[12] == lane, "block %u thread %u: %%laneid %llu", blk, lin,
                   (unsigned long long)g[12]);
            CHECKF(t, &F, g[13] < g[14] && g[14] >= 2, "%%warpid %llu, %%nwarpid %llu",
                   (unsigned long long)g[13], (unsigned long long)g[14]);
            for (i = 0; i < 5; i++)
                CHECKF(t, &F, g[15 + i] == lmask[i], "thread %u: lanemask %u = %08llx want %08x",
                       lin, i, (unsigned long long)g[15 + i], lmask[i]);
            CHECKF(t, &F, g[20] < g[21], "%%smid %llu, %%nsmid %llu",
                   (unsigned long long)g[20], (unsigned long long)g[21]);
            CHECKF(t, &F, g[22] == got[22], "%%gridid differs between threads");
            CHECKF(t, &F, (u32)(g[24] - g[23]) < 0x80000000u,
                   "%%clock went back: %llu then %llu", (unsigned long long)g[23],
                   (unsigned long long)g[24]);
            CHECKF(t, &F, g[26] >= g[25], "%%clock64 went back: %llu then %llu",
                   (unsigned long long)g[25], (unsigned long long)g[26]);
            CHECKF(t, &F, g[25] >> 32 != g[26] >> 32 || g[27] == g[25] >> 32,
                   "%%clock_hi %llu, %%clock64 %llu", (unsigned long long)g[27],
                   (unsigned long long)g[25]);
            CHECKF(t, &F, g[31] >= g[28], "%%globaltimer went back");
            CHECKF(t, &F, g[28] >> 32 != g[31] >> 32 ||
                          (g[30] == g[28] >> 32 && g[29] >= (u32)g[28] && g[29] <= (u32)g[31]),
                   "%%globaltimer_lo/hi %llx %llx outside %llx..%llx",
                   (unsigned long long)g[29], (unsigned long long)g[30],
                   (unsigned long long)g[28], (unsigned long long)g[31]);
            CHECKF(t, &F, g[33] == dyn[pass], "%%dynamic_smem_size %llu, launched with %u",
                   (unsigned long long)g[33], dyn[pass]);
            CHECKF(t, &F, g[32] >= info.static_shared_bytes + dyn[pass] &&
                          info.static_shared_bytes >= 112,
                   "%%total_smem_size %llu < static %u + dynamic %u",
                   (unsigned long long)g[32], info.static_shared_bytes, dyn[pass]);
            CHECKF(t, &F, g[34] == 32 && g[35] == lane + 32, "WARP_SZ: %llu, %llu",
                   (unsigned long long)g[34], (unsigned long long)g[35]);
            for (i = 36; i < 68; i++)
                CHECKF(t, &F, g[i] == got[i], "%%envreg%u differs between threads", i - 36);
            CHECKF(t, &F, g[84] >= g[68] && g[85] >= g[76],
                   "%%pm0 went back: %llu then %llu", (unsigned long long)g[68],
                   (unsigned long long)g[84]);
            CHECKF(t, &F, g[86] == tx, "mov.u16 %%h, %%tid.x: %llu", (unsigned long long)g[86]);
            CHECKF(t, &F, g[87] == blk * 60, "the last word of dynamic shared memory: %llu",
                   (unsigned long long)g[87]);
        }
        fails_end(t, &F, "sregs");
    }
    free(got);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

/* ---- guards ---------------------------------------------------------------
   @p and @!p on loads (one whose guarded-off lanes hold NULL), stores,
   arithmetic, mov, cvt, setp (a predicate destination), selp, prmt,
   ld.param, cvta, isspacep, .shared/.local accesses, pack/unpack and
   vector loads, with p true in every third lane; and guards that are
   true or false in every lane. Guarded-off lanes keep their registers. */
#define GS 20u
static const char guard_ptx[] =
    HDR
    ".visible .entry guards(.param .u64 out, .param .u64 in, .param .u32 pw)\n{\n"
    "  .shared .align 8 .b8 sh[512];\n  .local .align 8 .b8 lc[16];\n"
    "  .reg .pred %p, %q0, %q1, %pt, %pf;\n  .reg .b16 %h<4>;\n"
    "  .reg .b32 %r<40>;\n  .reg .b64 %rd<20>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  mov.u32 %r1, %tid.x;\n  rem.u32 %r2, %r1, 3;\n  setp.eq.u32 %p, %r2, 1;\n"
    "  setp.eq.u32 %pt, %r2, %r2;\n  setp.ne.u32 %pf, %r2, %r2;\n"
    "  mul.wide.u32 %rd3, %r1, 160;\n  add.s64 %rd1, %rd1, %rd3;\n"      /* this thread's slots */
    "  mul.wide.u32 %rd4, %r1, 8;\n  add.s64 %rd4, %rd2, %rd4;\n"        /* &in[tid] (u64 words) */
    "  mov.u64 %rd5, 0;\n  selp.b64 %rd6, %rd5, %rd4, %p;\n"             /* NULL where p */
    /* 0, 1: loads */
    "  mov.u32 %r3, 0xdead;\n  @%p ld.global.u32 %r3, [%rd4];\n"
    "  mov.u32 %r4, 0xbeef;\n  @!%p ld.global.u32 %r4, [%rd6];\n"
    "  st.global.u32 [%rd1], %r3;\n  st.global.u32 [%rd1+8], %r4;\n"
    /* 2: stores */
    "  add.u32 %r5, %r1, 7;\n  add.u32 %r6, %r1, 9;\n"
    "  @%p st.global.u32 [%rd1+16], %r5;\n  @!%p st.global.u16 [%rd1+20], %r6;\n"
    /* 3, 4: arithmetic */
    "  mov.u32 %r7, 5;\n  @%p add.u32 %r7, %r7, %r1;\n  @!%p mul.lo.u32 %r7, %r7, %r1;\n"
    "  mov.u64 %rd7, 1;\n  @%p add.s64 %rd7, %rd7, 0x100000000;\n  @!%p shl.b64 %rd7, %rd7, 40;\n"
    "  st.global.u32 [%rd1+24], %r7;\n  st.global.u64 [%rd1+32], %rd7;\n"
    /* 5: mov */
    "  mov.u32 %r8, 77;\n  @%p mov.u32 %r8, %tid.x;\n  @!%p mov.u32 %r8, %r8;\n"
    "  mov.u32 %r9, 66;\n  @!%p mov.u32 %r9, 0x12345;\n  add.u32 %r8, %r8, %r9;\n"
    "  st.global.u32 [%rd1+40], %r8;\n"
    /* 6: cvt (16-bit and 64-bit destinations) */
    "  mov.u16 %h1, 3;\n  mad.lo.u32 %r10, %r1, 1000, 12345;\n  @!%p cvt.u16.u32 %h1, %r10;\n"
    "  mov.u64 %rd8, 4;\n  neg.s32 %r11, %r1;\n  @%p cvt.s64.s32 %rd8, %r11;\n"
    "  cvt.u64.u16 %rd9, %h1;\n  xor.b64 %rd8, %rd8, %rd9;\n  st.global.u64 [%rd1+48], %rd8;\n"
    /* 7, 8: setp into a guarded predicate, selp */
    "  setp.lt.u32 %q0, %r1, 40;\n  @%p setp.ge.u32 %q0, %r1, 40;\n"
    "  selp.u32 %r12, 1, 0, %q0;\n  st.global.u32 [%rd1+56], %r12;\n"
    "  mov.u32 %r13, 9;\n  @!%p selp.u32 %r13, 100, 200, %q0;\n  st.global.u32 [%rd1+64], %r13;\n"
    /* 9: prmt */
    "  mov.u32 %r14, 0x11223344;\n  @%p prmt.b32 %r14, %r1, %r14, 0x0765;\n"
    "  st.global.u32 [%rd1+72], %r14;\n"
    /* 10: ld.param */
    "  mov.u32 %r15, 0;\n  @!%p ld.param.u32 %r15, [pw];\n  st.global.u32 [%rd1+80], %r15;\n"
    /* 11, 12: cvta, isspacep */
    "  mov.u64 %rd10, sh;\n  mov.u64 %rd11, 0;\n  @%p cvta.shared.u64 %rd11, %rd10;\n"
    "  cvta.shared.u64 %rd12, %rd10;\n  sub.s64 %rd11, %rd12, %rd11;\n"
    "  st.global.u64 [%rd1+88], %rd11;\n"
    "  setp.ne.u32 %q1, %r1, %r1;\n  @%p isspacep.shared %q1, %rd12;\n"
    "  selp.u32 %r16, 1, 0, %q1;\n  st.global.u32 [%rd1+96], %r16;\n"
    /* 13: .shared: guarded stores, then guarded loads of the neighbour's word */
    "  shl.b32 %r17, %r1, 2;\n  mov.u32 %r18, sh;\n  add.u32 %r18, %r18, %r17;\n"
    "  st.shared.u32 [%r18], 0;\n  bar.sync 0;\n"
    "  add.u32 %r19, %r1, 500;\n  @%p st.shared.u32 [%r18], %r19;\n  bar.sync 0;\n"
    "  xor.b32 %r20, %r1, 1;\n  shl.b32 %r20, %r20, 2;\n"
    "  mov.u32 %r21, sh;\n  add.u32 %r20, %r20, %r21;\n"
    "  mov.u32 %r22, 99;\n  @!%p ld.shared.u32 %r22, [%r20];\n  st.global.u32 [%rd1+104], %r22;\n"
    /* 14: guards true or false in every lane */
    "  mov.u32 %r23, 1;\n  @%pt add.u32 %r23, %r23, 10;\n  @%pf add.u32 %r23, %r23, 100;\n"
    "  @!%pf add.u32 %r23, %r23, 1000;\n  @!%pt add.u32 %r23, %r23, 10000;\n"
    "  st.global.u32 [%rd1+112], %r23;\n"
    /* 15: .local */
    "  st.local.u32 [lc], 1;\n  @%p st.local.u32 [lc], %r19;\n  ld.local.u32 %r24, [lc];\n"
    "  mov.u32 %r25, 2;\n  @!%p ld.local.u32 %r25, [lc];\n  add.u32 %r24, %r24, %r25;\n"
    "  st.global.u32 [%rd1+120], %r24;\n"
    /* 16: unpack and pack */
    "  mov.u32 %r26, 1;\n  mov.u32 %r27, 2;\n  mov.b64 %rd13, 0x0000000300000004;\n"
    "  @%p mov.b64 {%r26, %r27}, %rd13;\n  mov.b64 %rd14, 5;\n  @!%p mov.b64 %rd14, {%r27, %r26};\n"
    "  st.global.u64 [%rd1+128], %rd14;\n"
    /* 17: vector load */
    "  mov.u32 %r28, 6;\n  mov.u32 %r29, 7;\n  @!%p ld.global.v2.u32 {%r28, %r29}, [%rd4];\n"
    "  sub.u32 %r28, %r29, %r28;\n  st.global.u32 [%rd1+136], %r28;\n"
    /* 18: ret under a guard: the lanes with p leave here */
    "  @%p ret;\n  st.global.u32 [%rd1+144], 123;\n"
    "  @%pf exit;\n  st.global.u32 [%rd1+148], 321;\n"
    "  ret;\n}\n";

static void test_guards(pv_test *t, ptxvm_vm *vm)
{
    ptxvm_module *m;
    ptxvm_addr in, out;
    u64 hin[64], got[64 * GS];
    u32 pw = 0x600dcafe, nt = 64, tt, i;
    void *args[3];
    ptxvm_result r;
    fails F = {0};
    if (!test_begin(t, "exec_regs guards: @p / @!p on many instructions"))
        return;
    m = load(t, vm, guard_ptx, sizeof guard_ptx - 1, "guards.ptx");
    if (!m) {
        test_end(t);
        return;
    }
    for (i = 0; i < 64; i++)
        hin[i] = mix64(i + 900);
    ptxvm_mem_alloc(vm, sizeof hin, &in);
    ptxvm_mem_alloc(vm, sizeof got, &out);
    ptxvm_memcpy_htod(vm, in, hin, sizeof hin);
    ptxvm_memset(vm, out, 0, sizeof got);
    args[0] = &out;
    args[1] = &in;
    args[2] = &pw;
    r = launch(m, "guards", d3(1, 1, 1), d3(nt, 1, 1), 0, args);
    T_CHECK(t, r == PTXVM_OK, "guards: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (tt = 0; tt < nt; tt++) {
        const u64 *g = got + tt * GS;
        int p = tt % 3 == 1, pn = (tt ^ 1) % 3 == 1;
        u32 lo = (u32)hin[tt], hi = (u32)(hin[tt] >> 32);
        u64 want[GS];
        u32 h1 = p ? 3 : (u32)((tt * 1000 + 12345) & 0xffff);
        memset(want, 0, sizeof want);
        want[0] = p ? lo : 0xdead;
        want[1] = p ? 0xbeef : lo;
        want[2] = p ? tt + 7 : (u64)((tt + 9) & 0xffff) << 32;
        want[3] = p ? 5 + tt : 5 * tt;
        want[4] = p ? 0x100000001ull : 1ull << 40;
        want[5] = (p ? tt : 77) + (p ? 66 : 0x12345);
        want[6] = (p ? (u64)-(int64_t)tt : 4) ^ h1;
        want[7] = p ? tt >= 40 : tt < 40;
        want[8] = p ? 9 : (tt < 40 ? 100 : 200);
        want[9] = p ? (tt & 0xff) << 24 | 0x112233 : 0x11223344;
        want[10] = p ? 0 : pw;
        want[12] = p;
        want[13] = p ? 99 : (pn ? (tt ^ 1) + 500 : 0);
        want[14] = 1011;
        want[15] = p ? tt + 500 + 2 : 1 + 1;
        want[16] = p ? 5 : 0x0000000100000002ull;
        want[17] = p ? 1 : hi - lo;
        want[18] = p ? 0 : 123 | (u64)321 << 32;
        for (i = 0; i < 19; i++)
            CHECKF(t, &F, i == 11 || g[i] == want[i],
                   "thread %u (p %d) slot %u: got %016llx want %016llx", tt, p, i,
                   (unsigned long long)g[i], (unsigned long long)want[i]);
        /* slot 11: generic - (p ? generic : 0) */
        CHECKF(t, &F, p ? g[11] == 0 : g[11] != 0, "thread %u: guarded cvta: %016llx", tt,
               (unsigned long long)g[11]);
    }
    fails_end(t, &F, "guards");
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

/* ---- cvt between integer types -------------------------------------------
   Every (destination, source) pair of u8..s64, with and without .sat,
   in registers of the natural width (8-bit types in .b16 registers whose
   upper byte is not zero), and registers wider than the types: a source
   is read at its type's width, a destination is sign-extended for signed
   types and zero-extended otherwise. */
typedef struct ity {
    const char *name;
    uint8_t bits, sgn;
} ity;
static const ity itypes[8] = {
    {"u8", 8, 0}, {"u16", 16, 0}, {"u32", 32, 0}, {"u64", 64, 0},
    {"s8", 8, 1}, {"s16", 16, 1}, {"s32", 32, 1}, {"s64", 64, 1},
};
typedef struct cvcase {
    uint8_t dt, st, drw, srw, sat;
} cvcase;
/* with registers wider than their types: dt, st (itypes index), drw, srw, sat */
static const cvcase cv_wide[] = {
    {2, 0, 32, 32, 0}, {6, 4, 32, 32, 0}, {7, 5, 64, 32, 0}, {4, 6, 32, 32, 0},
    {0, 6, 32, 32, 0}, {4, 7, 32, 64, 1}, {0, 5, 32, 16, 1}, {5, 4, 32, 16, 0},
    {1, 3, 32, 64, 0}, {5, 3, 64, 64, 0}, {6, 7, 64, 64, 1}, {7, 6, 64, 64, 0},
    {3, 2, 64, 64, 0}, {4, 0, 64, 16, 1}, {1, 4, 64, 32, 0},
};
#define NCVW (sizeof cv_wide / sizeof cv_wide[0])
#define NCV (8 * 8 * 2 + NCVW)

static unsigned natural(unsigned bits)
{
    return bits < 16 ? 16 : bits;
}

static cvcase cv_case(u32 k)
{
    cvcase c;
    if (k >= 128)
        return cv_wide[k - 128];
    c.dt = (uint8_t)(k / 16);
    c.st = (uint8_t)(k / 2 % 8);
    c.sat = (uint8_t)(k % 2);
    c.drw = (uint8_t)natural(itypes[c.dt].bits);
    c.srw = (uint8_t)natural(itypes[c.st].bits);
    return c;
}

static u64 ref_cvt(cvcase c, u64 x)
{
    const ity *D = &itypes[c.dt], *S = &itypes[c.st];
    u64 v = extend(x, S->bits, S->sgn, 64);      /* the source value, 64-bit */
    int neg = S->sgn && (int64_t)v < 0;
    if (c.sat) {
        u64 hi = D->sgn ? ((u64)1 << (D->bits - 1)) - 1 : mask_bits(~(u64)0, D->bits);
        if (neg) {
            /* the type's minimum: 0, or -2^(bits-1) as a 64-bit pattern */
            u64 lo = D->sgn ? ~(u64)0 << (D->bits - 1) : 0;
            if ((int64_t)v < (int64_t)lo)
                v = lo;
        } else if (v > hi) {
            v = hi;
        }
    }
    return extend(v, D->bits, D->sgn, c.drw);
}

static void gen_cvt(sbuf *s)
{
    u32 k;
    sb_printf(s, HDR ".visible .entry cvts(.param .u64 out, .param .u64 in)\n{\n"
              "  .reg .b16 %%hs, %%h<%u>;\n  .reg .b32 %%rs, %%r<%u>;\n"
              "  .reg .b64 %%rds, %%rd<%u>;\n  .reg .b64 %%a<4>;\n  .reg .b32 %%q0;\n"
              "  ld.param.u64 %%a0, [out];\n  ld.param.u64 %%a1, [in];\n"
              "  mov.u32 %%q0, %%tid.x;\n  mul.wide.u32 %%a2, %%q0, 8;\n"
              "  add.s64 %%a1, %%a1, %%a2;\n  mul.wide.u32 %%a2, %%q0, %u;\n"
              "  add.s64 %%a0, %%a0, %%a2;\n"
              "  ld.global.b16 %%hs, [%%a1];\n  ld.global.b32 %%rs, [%%a1];\n"
              "  ld.global.b64 %%rds, [%%a1];\n", (u32)NCV, (u32)NCV, (u32)NCV,
              (u32)NCV * 8);
    for (k = 0; k < NCV; k++) {
        cvcase c = cv_case(k);
        const char *src = c.srw == 16 ? "%hs" : c.srw == 32 ? "%rs" : "%rds";
        sb_printf(s, "  cvt%s.%s.%s %s%u, %s;\n  st.global.b%u [%%a0+%u], %s%u;\n",
                  c.sat ? ".sat" : "", itypes[c.dt].name, itypes[c.st].name, rname(c.drw),
                  k, src, c.drw, k * 8, rname(c.drw), k);
    }
    sb_printf(s, "  ret;\n}\n");
}

static void test_cvt(pv_test *t, ptxvm_vm *vm)
{
    static const u64 edge[] = {
        0, 1, 0x7f, 0x80, 0xff, 0x100, 0x17f, 0x180, 0x7fff, 0x8000, 0xffff, 0x10000,
        0x1ff80, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000ull, 0x17fffffffull,
        0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffffffffffull,
        0xfffffffffffffffeull, 0xffffffffffffff80ull, 0xffffffffffff7fffull,
        0xffffffff7fffffffull, 0xffffffff80000000ull, 0x12345678abcdef80ull,
        0x00000000ffff8000ull, 0xffffffffffff8000ull, 0xffffffff00000000ull,
    };
    sbuf s = {0, 0, 0};
    ptxvm_module *m;
    ptxvm_addr in, out;
    u64 hin[64], *got;
    u32 nt = 64, tt, k;
    void *args[2];
    ptxvm_result r;
    fails F = {0};
    if (!test_begin(t, "exec_regs cvt: %u integer conversions", (unsigned)NCV))
        return;
    gen_cvt(&s);
    m = load(t, vm, s.p, s.n, "cvt.ptx");
    free(s.p);
    if (!m) {
        test_end(t);
        return;
    }
    for (k = 0; k < 64; k++)
        hin[k] = k < sizeof edge / sizeof edge[0] ? edge[k] : mix64(k) >> (k % 5 * 13);
    got = (u64 *)malloc((size_t)NCV * 8 * nt);
    ptxvm_mem_alloc(vm, sizeof hin, &in);
    ptxvm_mem_alloc(vm, (size_t)NCV * 8 * nt, &out);
    ptxvm_memcpy_htod(vm, in, hin, sizeof hin);
    ptxvm_memset(vm, out, 0, (size_t)NCV * 8 * nt);
    args[0] = &out;
    args[1] = &in;
    r = launch(m, "cvts", d3(1, 1, 1), d3(nt, 1, 1), 0, args);
    T_CHECK(t, r == PTXVM_OK, "cvts: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, (size_t)NCV * 8 * nt);
    for (tt = 0; tt < nt; tt++)
        for (k = 0; k < NCV; k++) {
            cvcase c = cv_case(k);
            u64 want = ref_cvt(c, mask_bits(hin[tt], c.srw));
            CHECKF(t, &F, got[tt * NCV + k] == want,
                   "cvt%s.%s.%s (b%u <- b%u) of %016llx: got %016llx want %016llx",
                   c.sat ? ".sat" : "", itypes[c.dt].name, itypes[c.st].name, c.drw, c.srw,
                   (unsigned long long)hin[tt], (unsigned long long)got[tt * NCV + k],
                   (unsigned long long)want);
        }
    fails_end(t, &F, "cvt");
    free(got);
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

void unit_exec_regs(pv_test *t)
{
    static const exec_data_section sections[] = {test_sregs, test_guards, test_cvt};
    exec_data_run(t, sections, sizeof sections / sizeof sections[0]);
}
