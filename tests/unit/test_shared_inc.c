/* Fused .shared byte counters (SHARED_INC: ld.shared.u8, add, st.shared.u8
   of one address, exec_mem.c pv_do_shared_inc). A whole warp whose lanes'
   bytes step by one modulo 32 (per-thread counters laid out thread-minor,
   s[bin * blockDim + tid]) adds in one pass; any other layout reads every
   lane's byte before writing any. One kernel keeps 4096 byte counters in
   .shared and has each thread count eight times into the layout a
   parameter picks: thread-minor, four lanes sharing each byte, neighbour
   lanes swapped, a stride of 33 bytes, thread-minor with every third
   lane branched around, and a row of 16 bytes the two half warps share
   (steps of one modulo 16, not 32); one thread may point past .shared. Fused on 3
   workers and unfused on 1 against a C model of the warp instruction (a
   byte counted once per instruction however many of its lanes name it),
   blocks of 64 and 45 threads; a fault names the same thread and
   message both ways. */
#include "../testlib.h"
#include "../support/param_runs.h"
#include <stdio.h>
#include <string.h>

#define SI_BYTES 4096u

/* params: mode (0-5), the thread whose address is past .shared (or none) */
static const char si_ptx[] =
    ".version 7.0\n.target sm_75\n.address_size 64\n"
    ".visible .entry si(.param .u64 out, .param .u32 mode, .param .u32 bad)\n{\n"
    "  .shared .align 4 .b8 s[4096];\n"
    "  .reg .b32 %r<40>;\n  .reg .b16 %rs<6>;\n  .reg .b64 %rd<6>;\n"
    "  .reg .pred %p<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd2, %rd1;\n"
    "  ld.param.u32 %r2, [mode];\n  ld.param.u32 %r3, [bad];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r4, %ntid.x;\n  mov.u32 %r5, s;\n"
    "  mov.u32 %r6, %r1;\n  mov.u16 %rs3, 0;\n"
    "ZERO:\n"
    "  add.s32 %r7, %r5, %r6;\n  st.shared.u8 [%r7], %rs3;\n"
    "  add.s32 %r6, %r6, %r4;\n  setp.lt.u32 %p1, %r6, 4096;\n  @%p1 bra ZERO;\n"
    "  bar.sync 0;\n"
    "  mov.u32 %r8, 0;\n"
    "LOOP:\n"
    /* bin = (7 tid + 13 k) & 63 */
    "  mul.lo.s32 %r9, %r1, 7;\n  mad.lo.s32 %r9, %r8, 13, %r9;\n"
    "  and.b32 %r9, %r9, 63;\n  shl.b32 %r10, %r9, 6;\n"
    "  add.s32 %r11, %r10, %r1;\n"                       /* mode 0, 4 */
    "  setp.eq.u32 %p2, %r2, 1;\n  and.b32 %r12, %r1, 3;\n"
    "  add.s32 %r12, %r10, %r12;\n  selp.b32 %r11, %r12, %r11, %p2;\n"
    "  setp.eq.u32 %p2, %r2, 2;\n  xor.b32 %r12, %r1, 1;\n"
    "  add.s32 %r12, %r10, %r12;\n  selp.b32 %r11, %r12, %r11, %p2;\n"
    "  setp.eq.u32 %p2, %r2, 3;\n  mad.lo.s32 %r12, %r1, 33, %r9;\n"
    "  and.b32 %r12, %r12, 4095;\n  selp.b32 %r11, %r12, %r11, %p2;\n"
    "  setp.eq.u32 %p2, %r2, 5;\n  and.b32 %r12, %r1, 15;\n"
    "  mad.lo.s32 %r12, %r8, 64, %r12;\n  selp.b32 %r11, %r12, %r11, %p2;\n"
    "  setp.eq.u32 %p2, %r1, %r3;\n  add.s32 %r12, %r8, 4096;\n"
    "  selp.b32 %r11, %r12, %r11, %p2;\n"
    "  setp.eq.u32 %p3, %r2, 4;\n  rem.u32 %r13, %r1, 3;\n"
    "  setp.eq.u32 %p4, %r13, 0;\n  and.pred %p5, %p3, %p4;\n  @%p5 bra SKIP;\n"
    "  add.s32 %r14, %r5, %r11;\n"
    "  ld.shared.u8 %rs1, [%r14];\n  add.s16 %rs2, %rs1, 1;\n"
    "  st.shared.u8 [%r14], %rs2;\n"
    "SKIP:\n"
    "  add.s32 %r8, %r8, 1;\n  setp.lt.u32 %p6, %r8, 8;\n  @%p6 bra LOOP;\n"
    "  bar.sync 0;\n"
    "  mov.u32 %r6, %r1;\n"
    "COPY:\n"
    "  add.s32 %r7, %r5, %r6;\n  ld.shared.u8 %rs4, [%r7];\n"
    "  cvt.u64.u32 %rd3, %r6;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.u8 [%rd4], %rs4;\n"
    "  add.s32 %r6, %r6, %r4;\n  setp.lt.u32 %p1, %r6, 4096;\n  @%p1 bra COPY;\n"
    "  ret;\n}\n";

static uint32_t si_off(uint32_t mode, uint32_t t, uint32_t k)
{
    const uint32_t bin = (7u * t + 13u * k) & 63u;
    switch (mode) {
    case 1: return 64u * bin + (t & 3u);
    case 2: return 64u * bin + (t ^ 1u);
    case 3: return (33u * t + bin) & 4095u;
    case 5: return 64u * k + (t & 15u);
    default: return 64u * bin + t;
    }
}

/* the counters after a block of n threads */
static void si_want(uint32_t mode, uint32_t n, uint8_t *w)
{
    uint32_t base, k, l, j;
    memset(w, 0, SI_BYTES);
    for (base = 0; base < n; base += 32)
        for (k = 0; k < 8; k++) {
            uint32_t seen[32], ns = 0;
            for (l = 0; l < 32 && base + l < n; l++) {
                const uint32_t t = base + l, o = si_off(mode, t, k);
                int dup = 0;
                if (mode == 4 && t % 3 == 0)
                    continue;
                for (j = 0; j < ns; j++)
                    dup |= seen[j] == o;
                if (!dup)
                    seen[ns++] = o;
            }
            for (j = 0; j < ns; j++)
                w[seen[j]]++;
        }
}

void unit_shared_inc(pv_test *t)
{
    static const uint32_t blocks[] = {64, 45};
    static uint32_t got[SI_BYTES / 4], got_u[SI_BYTES / 4];
    static uint8_t want[SI_BYTES];
    pr_run f, u;
    char msg[512], msg_u[512];
    uint32_t mode, ib, bad;
    if (!pr_open(t, &f, si_ptx, sizeof si_ptx - 1, "shared_inc.ptx", "si", 0, 3,
                 SI_BYTES))
        return;
    if (!pr_open(t, &u, si_ptx, sizeof si_ptx - 1, "shared_inc.ptx", "si",
                 PTXVM_FLAG_NO_FUSION, 1, SI_BYTES)) {
        pr_close(t, &f);
        return;
    }
    for (mode = 0; mode < 6; mode++)
        for (ib = 0; ib < 2; ib++)
            for (bad = 0; bad < 3; bad++) {
                const uint32_t n = blocks[ib], who = bad == 0 ? 1000u : bad == 1 ? 5u : n - 1;
                uint32_t p[2];
                ptxvm_result r, ru;
                p[0] = mode;
                p[1] = who;
                r = pr_launch(&f, 1, n, p, 2, got, msg, sizeof msg);
                ru = pr_launch(&u, 1, n, p, 2, got_u, msg_u, sizeof msg_u);
                if (who >= n || (mode == 4 && who % 3 == 0)) {
                    si_want(mode, n, want);
                    T_CHECK(t, r == PTXVM_OK && ru == PTXVM_OK,
                            "mode %u block %u: %s / %s", mode, n, msg, msg_u);
                    T_CHECK(t, r != PTXVM_OK || memcmp(got, want, SI_BYTES) == 0,
                            "mode %u block %u: fused counters differ from the model",
                            mode, n);
                    T_CHECK(t, ru != PTXVM_OK || memcmp(got_u, want, SI_BYTES) == 0,
                            "mode %u block %u: unfused counters differ from the model",
                            mode, n);
                } else {
                    char thr[32];
                    snprintf(thr, sizeof thr, "(%u,0,0)", who);
                    T_CHECK(t, r != PTXVM_OK && r == ru && strcmp(msg, msg_u) == 0 &&
                                   strstr(msg, thr) != NULL,
                            "mode %u block %u thread %u out of .shared: fused %s \"%s\", "
                            "unfused %s \"%s\"", mode, n, who, ptxvm_result_name(r), msg,
                            ptxvm_result_name(ru), msg_u);
                }
            }
    pr_close(t, &u);
    pr_close(t, &f);
}
