/* The mbarrier object (src/mbarrier.h): its state word under init,
   arrive (counts, .noComplete, expect-tx, drop), expect/complete-tx,
   tokens, parities and pending counts across phases, and the refusals of
   what the ISA leaves undefined (each leaving the word unchanged). Then
   the mbarrier instructions in kernels: every form on one thread, a
   multi-warp producer/consumer ring over many phases (try_wait and
   test_wait loops, 32-bit .shared and generic addresses), waits that can
   never complete (PTXVM_E_DEADLOCK naming the wait), and refused or
   faulting operations; on one worker and on four. */
#include "mbarrier.h"
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void mb_init_range(pv_test *t)
{
    uint64_t w = 0x1234;
    if (!test_begin(t, "mbarrier word: init range and layout"))
        return;
    T_CHECK(t, pv_mb_init(&w, 0) == PV_MB_E_COUNT && w == 0x1234, "count 0");
    T_CHECK(t, pv_mb_init(&w, 1u << 20) == PV_MB_E_COUNT && w == 0x1234,
            "count 2^20");
    T_CHECK(t, pv_mb_init(&w, PV_MB_MAX) == PV_MB_OK, "count 2^20-1");
    T_CHECK(t, PV_MB_PENDING(w) == PV_MB_MAX && PV_MB_EXPECTED(w) == PV_MB_MAX &&
            pv_mb_tx(w) == 0 && PV_MB_PARITY(w) == 0 && PV_MB_VALID(w),
            "fields after init: %llx", (unsigned long long)w);
    T_CHECK(t, pv_mb_init(&w, 3) == PV_MB_OK && w == (PV_MB_VALID_BIT |
            (uint64_t)3 << 20 | 3), "init 3 word %llx", (unsigned long long)w);
    T_CHECK(t, pv_mb_inval(&w) == PV_MB_OK && !PV_MB_VALID(w), "inval");
    T_CHECK(t, pv_mb_arrive(&w, 1, 0, 0, 0, NULL) == PV_MB_E_INVALID && w == 0,
            "arrive after inval");
    T_CHECK(t, pv_mb_expect_tx(&w, 4) == PV_MB_E_INVALID, "expect_tx invalid");
    T_CHECK(t, pv_mb_complete_tx(&w, 4) == PV_MB_E_INVALID, "complete_tx invalid");
    T_CHECK(t, strstr(pv_mb_error(PV_MB_E_INVALID), "not initialised") != NULL,
            "message");
    test_end(t);
}

/* Phases of a barrier of 4 arrivals: tokens and parities flip. */
static void mb_phases(pv_test *t)
{
    uint64_t w, tok[4], before;
    uint32_t ph, i;
    if (!test_begin(t, "mbarrier word: arrivals complete phases, tokens, parity"))
        return;
    pv_mb_init(&w, 4);
    for (ph = 0; ph < 5; ph++) {
        T_CHECK(t, !pv_mb_test_parity(w, ph & 1u), "phase %u incomplete", ph);
        T_CHECK(t, pv_mb_test_parity(w, (ph & 1u) ^ 1u), "phase before %u done", ph);
        for (i = 0; i < 3; i++) {
            T_CHECK(t, pv_mb_arrive(&w, 1, 0, 0, 0, &tok[i]) == PV_MB_OK,
                    "arrive %u", i);
            T_CHECK(t, pv_mb_pending_count(tok[i]) == 3 - i, "pending %u", i);
            T_CHECK(t, !pv_mb_test_token(w, tok[i]), "token %u open", i);
        }
        T_CHECK(t, PV_MB_PARITY(w) == (ph & 1u), "parity in phase %u", ph);
        T_CHECK(t, pv_mb_arrive(&w, 1, 0, 0, 0, &tok[3]) == PV_MB_PHASE,
                "last arrive completes phase %u", ph);
        T_CHECK(t, pv_mb_pending_count(tok[3]) == 0, "last pending 0");
        for (i = 0; i < 4; i++)
            T_CHECK(t, pv_mb_test_token(w, tok[i]), "token %u done", i);
        T_CHECK(t, PV_MB_PARITY(w) == ((ph + 1) & 1u) && PV_MB_PENDING(w) == 4,
                "next phase reset: %llx", (unsigned long long)w);
    }
    /* counts > 1; more than pending refused and nothing changes */
    T_CHECK(t, pv_mb_arrive(&w, 3, 0, 0, 0, NULL) == PV_MB_OK &&
            PV_MB_PENDING(w) == 1, "arrive 3");
    before = w;
    T_CHECK(t, pv_mb_arrive(&w, 2, 0, 0, 0, NULL) == PV_MB_E_ARRIVALS &&
            w == before, "arrive 2 of 1 pending refused");
    T_CHECK(t, pv_mb_arrive(&w, 0, 0, 0, 0, NULL) == PV_MB_E_COUNT && w == before,
            "arrive count 0 refused");
    T_CHECK(t, pv_mb_arrive(&w, 1u << 20, 0, 0, 0, NULL) == PV_MB_E_COUNT,
            "arrive count 2^20 refused");
    T_CHECK(t, pv_mb_arrive(&w, 1, 0, 0, 1, NULL) == PV_MB_E_NOCOMPLETE &&
            w == before, ".noComplete that would complete refused");
    T_CHECK(t, pv_mb_arrive(&w, 1, 0, 0, 0, NULL) == PV_MB_PHASE, "completes");
    T_CHECK(t, pv_mb_arrive(&w, 2, 0, 0, 1, &tok[0]) == PV_MB_OK &&
            pv_mb_pending_count(tok[0]) == 2, ".noComplete leaving 2");
    test_end(t);
}

/* tx-count: a phase waits for its bytes as well as its arrivals, in
   either order, and a complete_tx may run before the expect_tx. */
static void mb_tx(pv_test *t)
{
    uint64_t w, before, tok;
    if (!test_begin(t, "mbarrier word: expect_tx, complete_tx, arrive.expect_tx"))
        return;
    pv_mb_init(&w, 2);
    T_CHECK(t, pv_mb_arrive(&w, 1, 256, 0, 0, &tok) == PV_MB_OK &&
            pv_mb_tx(w) == 256, "arrive.expect_tx 256");
    T_CHECK(t, pv_mb_arrive(&w, 1, 0, 0, 0, NULL) == PV_MB_OK &&
            PV_MB_PENDING(w) == 0 && PV_MB_PARITY(w) == 0,
            "all arrived, bytes outstanding: phase open");
    T_CHECK(t, pv_mb_complete_tx(&w, 128) == PV_MB_OK && pv_mb_tx(w) == 128,
            "half the bytes");
    T_CHECK(t, !pv_mb_test_token(w, tok), "still open");
    T_CHECK(t, pv_mb_complete_tx(&w, 128) == PV_MB_PHASE && pv_mb_test_token(w, tok),
            "last bytes complete the phase");
    T_CHECK(t, pv_mb_tx(w) == 0 && PV_MB_PENDING(w) == 2, "reset");
    /* bytes first: the tx-count goes negative */
    T_CHECK(t, pv_mb_complete_tx(&w, 64) == PV_MB_OK && pv_mb_tx(w) == -64,
            "complete before expect: %d", pv_mb_tx(w));
    T_CHECK(t, pv_mb_expect_tx(&w, 64) == PV_MB_OK && pv_mb_tx(w) == 0,
            "expect cancels");
    T_CHECK(t, pv_mb_arrive(&w, 2, 0, 0, 0, NULL) == PV_MB_PHASE, "then arrivals");
    /* ranges */
    T_CHECK(t, pv_mb_expect_tx(&w, PV_MB_MAX) == PV_MB_OK, "expect max");
    before = w;
    T_CHECK(t, pv_mb_expect_tx(&w, 1) == PV_MB_E_TX && w == before, "over max");
    T_CHECK(t, pv_mb_arrive(&w, 1, 1, 0, 0, NULL) == PV_MB_E_TX && w == before,
            "arrive.expect_tx over max");
    T_CHECK(t, pv_mb_complete_tx(&w, PV_MB_MAX) == PV_MB_OK, "back to 0");
    T_CHECK(t, pv_mb_complete_tx(&w, PV_MB_MAX) == PV_MB_OK &&
            pv_mb_tx(w) == -(int32_t)PV_MB_MAX, "min");
    before = w;
    T_CHECK(t, pv_mb_complete_tx(&w, 1) == PV_MB_E_TX && w == before, "below min");
    T_CHECK(t, pv_mb_expect_tx(&w, 1u << 20) == PV_MB_E_TX, "operand 2^20");
    test_end(t);
}

/* arrive_drop: the dropping thread counts now and not in later phases. */
static void mb_drop(pv_test *t)
{
    uint64_t w, before;
    if (!test_begin(t, "mbarrier word: arrive_drop lowers later phases"))
        return;
    pv_mb_init(&w, 3);
    T_CHECK(t, pv_mb_arrive(&w, 1, 0, 1, 0, NULL) == PV_MB_OK &&
            PV_MB_PENDING(w) == 2 && PV_MB_EXPECTED(w) == 2, "drop 1");
    T_CHECK(t, pv_mb_arrive(&w, 2, 0, 0, 0, NULL) == PV_MB_PHASE &&
            PV_MB_PENDING(w) == 2, "next phase expects 2");
    T_CHECK(t, pv_mb_arrive(&w, 2, 0, 1, 0, NULL) == PV_MB_PHASE &&
            PV_MB_EXPECTED(w) == 0 && PV_MB_PENDING(w) == 0, "drop all");
    before = w;
    T_CHECK(t, pv_mb_arrive(&w, 1, 0, 1, 0, NULL) == PV_MB_E_ARRIVALS &&
            w == before, "nothing left to drop");
    pv_mb_init(&w, 2);
    pv_mb_arrive(&w, 1, 0, 1, 0, NULL);
    before = w;
    T_CHECK(t, pv_mb_arrive(&w, 1, 0, 1, 1, NULL) == PV_MB_E_NOCOMPLETE &&
            w == before, "drop .noComplete that would complete");
    test_end(t);
}

/* ---- the instructions ----------------------------------------------- */

/* (three strings, each within what C99 compilers must accept) */
static const char mb_ptx1[] =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    /* one thread walks every form; out[0..11] records what it saw */
    ".visible .entry forms(.param .u64 out)\n{\n"
    "  .shared .align 8 .b64 bar;\n"
    "  .reg .pred %p<10>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<16>;\n"
    "  ld.param.u64 %rd1, [out];\n"
    "  mbarrier.init.shared::cta.b64 [bar], 3;\n"
    "  mbarrier.arrive.shared.b64 %rd2, [bar];\n"
    "  mbarrier.pending_count.b64 %r1, %rd2;\n"
    "  mbarrier.test_wait.shared.b64 %p1, [bar], %rd2;\n"
    "  mbarrier.arrive.release.cta.shared.b64 %rd3, [bar], 2;\n"
    "  mbarrier.pending_count.b64 %r3, %rd3;\n"
    "  mbarrier.test_wait.acquire.cta.shared.b64 %p2, [bar], %rd2;\n"
    "  mbarrier.test_wait.parity.shared.b64 %p3, [bar], 0;\n"
    "  mbarrier.try_wait.parity.shared.b64 %p4, [bar], 1, 1000;\n"
    "  mbarrier.arrive.expect_tx.shared.b64 %rd4, [bar], 64;\n"
    "  mbarrier.arrive.noComplete.shared.b64 %rd5, [bar], 1;\n"
    "  mbarrier.arrive.release.cluster.shared::cluster.b64 _, [bar];\n"
    "  mbarrier.test_wait.parity.shared.b64 %p5, [bar], 1;\n"
    "  mbarrier.complete_tx.shared.b64 [bar], 32;\n"
    "  mbarrier.expect_tx.relaxed.cta.shared.b64 [bar], 16;\n"
    "  mbarrier.complete_tx.shared::cta.b64 [bar], 48;\n"
    "  mbarrier.try_wait.parity.acquire.cta.shared.b64 %p6, [bar], 1;\n"
    "  mbarrier.arrive_drop.shared.b64 %rd6, [bar];\n"
    "  mbarrier.pending_count.b64 %r4, %rd6;\n"
    "  mbarrier.arrive.shared.b64 %rd7, [bar], 2;\n"
    "  mbarrier.arrive.relaxed.cta.shared.b64 %rd9, [bar];\n"
    "  mbarrier.pending_count.b64 %r5, %rd9;\n"
    "  mbarrier.try_wait.shared.b64 %p8, [bar], %rd9;\n"
    "  mbarrier.test_wait.shared.b64 %p9, [bar], %rd7;\n"
    "  mbarrier.inval.shared.b64 [bar];\n"
    "  cvta.shared.u64 %rd10, bar;\n"
    "  mbarrier.init.b64 [%rd10], 1;\n"
    "  mbarrier.arrive.b64 %rd11, [%rd10];\n"
    "  mbarrier.test_wait.b64 %p7, [%rd10], %rd11;\n"
    "  mbarrier.inval.b64 [%rd10];\n"
    "  selp.u32 %r2, 1, 0, %p1;\n  selp.u32 %r6, 1, 0, %p2;\n"
    "  selp.u32 %r7, 1, 0, %p3;\n  selp.u32 %r8, 1, 0, %p4;\n"
    "  selp.u32 %r9, 1, 0, %p5;\n  selp.u32 %r10, 1, 0, %p6;\n"
    "  selp.u32 %r11, 1, 0, %p7;\n  selp.u32 %r12, 1, 0, %p8;\n"
    "  selp.u32 %r13, 2, 0, %p9;\n  add.u32 %r12, %r12, %r13;\n"
    "  st.global.v4.u32 [%rd1], {%r1, %r2, %r3, %r6};\n"
    "  st.global.v4.u32 [%rd1+16], {%r7, %r8, %r9, %r10};\n"
    "  st.global.v4.u32 [%rd1+32], {%r4, %r5, %r11, %r12};\n"
    "  ret;\n}\n";
static const char mb_ptx2[] =
    /* warp 0 produces n rounds into a two-slot ring (full[s]: 32
       arrivals), warps 1-3 consume (empty[s]: 96 arrivals); consumer c of
       block b writes out[96b + c] = the sum of what it read */
    ".visible .entry pipe(.param .u64 out, .param .u32 n)\n{\n"
    "  .shared .align 8 .b64 full[2];\n  .shared .align 8 .b64 empty[2];\n"
    "  .shared .align 4 .b32 buf[64];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<8>;\n"
    "  mov.u32 %r1, %tid.x;\n  ld.param.u32 %r2, [n];\n"
    "  setp.ne.u32 %p1, %r1, 0;\n  @%p1 bra SYNC;\n"
    "  mbarrier.init.shared.b64 [full], 32;\n"
    "  mbarrier.init.shared.b64 [full+8], 32;\n"
    "  mbarrier.init.shared.b64 [empty], 96;\n"
    "  mbarrier.init.shared.b64 [empty+8], 96;\n"
    "SYNC:\n  bar.sync 0;\n"
    "  and.b32 %r3, %r1, 31;\n  mov.u32 %r4, 0;\n"
    "  setp.ge.u32 %p1, %r1, 32;\n  @%p1 bra CONS;\n"
    "PROD:\n  setp.ge.u32 %p2, %r4, %r2;\n  @%p2 bra PDONE;\n"
    "  and.b32 %r5, %r4, 1;\n  shr.u32 %r6, %r4, 1;\n  shl.b32 %r7, %r5, 3;\n"
    "  mov.u32 %r8, empty;\n  add.u32 %r8, %r8, %r7;\n"
    "  mov.u32 %r9, full;\n  add.u32 %r9, %r9, %r7;\n"
    "  setp.lt.u32 %p2, %r4, 2;\n  @%p2 bra PFILL;\n"
    "  sub.u32 %r10, %r6, 1;\n  and.b32 %r10, %r10, 1;\n"
    "PWAIT:\n  mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r8], %r10;\n"
    "  @!%p3 bra PWAIT;\n"
    "PFILL:\n  mul.lo.u32 %r11, %r4, 100;\n  add.u32 %r11, %r11, %r3;\n"
    "  shl.b32 %r12, %r5, 7;\n  shl.b32 %r13, %r3, 2;\n  add.u32 %r12, %r12, %r13;\n"
    "  mov.u32 %r14, buf;\n  add.u32 %r12, %r12, %r14;\n"
    "  st.shared.u32 [%r12], %r11;\n"
    "  mbarrier.arrive.release.cta.shared::cta.b64 %rd1, [%r9];\n"
    "  add.u32 %r4, %r4, 1;\n  bra PROD;\n"
    "PDONE:\n  ret;\n"
    "CONS:\n  mov.u32 %r20, 0;\n"
    "CLOOP:\n  setp.ge.u32 %p2, %r4, %r2;\n  @%p2 bra CDONE;\n"
    "  and.b32 %r5, %r4, 1;\n  shr.u32 %r6, %r4, 1;\n  and.b32 %r6, %r6, 1;\n"
    "  shl.b32 %r7, %r5, 3;\n"
    "  mov.u64 %rd5, empty;\n  cvta.shared.u64 %rd5, %rd5;\n  cvt.u64.u32 %rd6, %r7;\n"
    "  add.s64 %rd5, %rd5, %rd6;\n"
    "  mov.u32 %r9, full;\n  add.u32 %r9, %r9, %r7;\n"
    "CWAIT:\n  mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 %p3, [%r9], %r6;\n"
    "  @!%p3 bra CWAIT;\n"
    "  shl.b32 %r12, %r5, 7;\n  shl.b32 %r13, %r3, 2;\n  add.u32 %r12, %r12, %r13;\n"
    "  mov.u32 %r14, buf;\n  add.u32 %r12, %r12, %r14;\n"
    "  ld.shared.u32 %r11, [%r12];\n  add.u32 %r20, %r20, %r11;\n"
    "  mbarrier.arrive.b64 %rd1, [%rd5];\n"
    "  add.u32 %r4, %r4, 1;\n  bra CLOOP;\n"
    "CDONE:\n  ld.param.u64 %rd2, [out];\n"
    "  mov.u32 %r15, %ctaid.x;\n  mul.lo.u32 %r15, %r15, 96;\n"
    "  sub.u32 %r16, %r1, 32;\n  add.u32 %r15, %r15, %r16;\n"
    "  mul.wide.u32 %rd3, %r15, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.u32 [%rd4], %r20;\n  ret;\n}\n";
static const char mb_ptx3[] =
    /* 64 threads arrive at a barrier expecting 128, then wait */
    ".visible .entry dl_count()\n{\n"
    "  .shared .align 8 .b64 bar;\n  .reg .pred %p<2>;\n  .reg .b32 %r1;\n"
    "  .reg .b64 %rd1;\n"
    "  mov.u32 %r1, %tid.x;\n  setp.ne.u32 %p1, %r1, 0;\n  @%p1 bra S;\n"
    "  mbarrier.init.shared.b64 [bar], 128;\n"
    "S:\n  bar.sync 0;\n  mbarrier.arrive.shared.b64 %rd1, [bar];\n"
    "W:\n  mbarrier.try_wait.shared.b64 %p1, [bar], %rd1;\n  @!%p1 bra W;\n"
    "  ret;\n}\n"
    /* phase 0 completes; then a test_wait loop for phase 1, which no one
       arrives at */
    ".visible .entry dl_parity()\n{\n"
    "  .shared .align 8 .b64 bar;\n  .reg .pred %p<2>;\n  .reg .b32 %r1;\n"
    "  .reg .b64 %rd1;\n"
    "  mov.u32 %r1, %tid.x;\n  setp.ne.u32 %p1, %r1, 0;\n  @%p1 bra S;\n"
    "  mbarrier.init.shared.b64 [bar], 32;\n"
    "S:\n  bar.sync 0;\n  mbarrier.arrive.shared.b64 %rd1, [bar];\n"
    "W0:\n  mbarrier.try_wait.parity.shared.b64 %p1, [bar], 0;\n  @!%p1 bra W0;\n"
    "W1:\n  mbarrier.test_wait.parity.shared.b64 %p1, [bar], 1;\n  @!%p1 bra W1;\n"
    "  ret;\n}\n"
    /* warp 1 waits at the mbarrier that warp 0 would arrive at after a
       bar.sync warp 1 never reaches */
    ".visible .entry dl_mixed()\n{\n"
    "  .shared .align 8 .b64 bar;\n  .reg .pred %p<2>;\n  .reg .b32 %r1;\n"
    "  mov.u32 %r1, %tid.x;\n  setp.ne.u32 %p1, %r1, 0;\n  @%p1 bra S;\n"
    "  mbarrier.init.shared.b64 [bar], 32;\n"
    "S:\n  bar.sync 0;\n  setp.ge.u32 %p1, %r1, 32;\n  @%p1 bra WAITER;\n"
    "  bar.sync 1;\n  mbarrier.arrive.shared::cluster.b64 _, [bar];\n  ret;\n"
    "WAITER:\n  mbarrier.try_wait.parity.shared.b64 %p1, [bar], 0;\n"
    "  @!%p1 bra WAITER;\n  bar.sync 1;\n  ret;\n}\n"
    /* what the ISA leaves undefined, refused; addresses that fault */
    ".visible .entry bad(.param .u32 which, .param .u64 g)\n{\n"
    "  .shared .align 8 .b64 bar[2];\n  .reg .pred %p<4>;\n  .reg .b32 %r<3>;\n"
    "  .reg .b64 %rd<3>;\n"
    "  ld.param.u32 %r1, [which];\n  ld.param.u64 %rd2, [g];\n"
    "  st.shared.u64 [bar], 0;\n"
    "  setp.eq.u32 %p1, %r1, 0;\n  @%p1 mbarrier.arrive.shared.b64 %rd1, [bar];\n"
    "  setp.eq.u32 %p1, %r1, 1;\n  @%p1 mbarrier.init.shared.b64 [bar], 1;\n"
    "  @%p1 mbarrier.arrive.shared.b64 %rd1, [bar], 2;\n"
    "  setp.eq.u32 %p1, %r1, 2;\n  @%p1 mbarrier.init.shared.b64 [bar+4], 1;\n"
    "  setp.eq.u32 %p1, %r1, 3;\n  @%p1 mbarrier.init.b64 [%rd2], 1;\n"
    "  setp.eq.u32 %p1, %r1, 4;\n  @%p1 mbarrier.init.shared.b64 [bar], 0;\n"
    "  setp.eq.u32 %p1, %r1, 5;\n  @%p1 mbarrier.init.shared.b64 [bar], 2;\n"
    "  @%p1 mbarrier.arrive.noComplete.shared.b64 %rd1, [bar], 2;\n"
    "  setp.eq.u32 %p1, %r1, 6;\n  @%p1 mbarrier.test_wait.parity.shared.b64 %p2, [bar], 0;\n"
    "  setp.eq.u32 %p1, %r1, 7;\n  @%p1 mbarrier.init.shared.b64 [bar+16], 1;\n"
    "  ret;\n}\n";

static const char mb_ptx4[] =
    /* warp 0's elected lane produces n rounds into a two-slot ring
       (full[s]: 1 arrival) while its other lanes go round to the next
       elect.sync; warp 1 consumes and releases each slot through the
       cluster window (mapa + arrive.shared::cluster, empty[s]: 32
       arrivals), as warp-specialized GEMMs do. From round 2 on the
       elected lane waits for a release with the rest of its warp parked
       at the rendezvous. out[32b + lane] = the consumer lane's sum. With
       dead != 0 the consumers never release: a deadlock. */
    ".visible .entry elect_pipe(.param .u64 out, .param .u32 n, .param .u32 dead)\n{\n"
    "  .shared .align 8 .b64 full[2];\n  .shared .align 8 .b64 empty[2];\n"
    "  .shared .align 4 .b32 buf[2];\n"
    "  .reg .pred %p<6>;\n  .reg .b32 %r<32>;\n  .reg .b64 %rd<8>;\n"
    "  mov.u32 %r1, %tid.x;\n  ld.param.u32 %r2, [n];\n  ld.param.u32 %r21, [dead];\n"
    "  setp.ne.u32 %p1, %r1, 0;\n  @%p1 bra SYNC;\n"
    "  mbarrier.init.shared.b64 [full], 1;\n  mbarrier.init.shared.b64 [full+8], 1;\n"
    "  mbarrier.init.shared.b64 [empty], 32;\n  mbarrier.init.shared.b64 [empty+8], 32;\n"
    "SYNC:\n  bar.sync 0;\n  mov.u32 %r4, 0;\n"
    "  setp.ge.u32 %p1, %r1, 32;\n  @%p1 bra CONS;\n"
    "PROD:\n  setp.ge.u32 %p2, %r4, %r2;\n  @%p2 bra PDONE;\n"
    "  elect.sync %r30|%p4, 0xffffffff;\n  @!%p4 bra PNEXT;\n"
    "  and.b32 %r5, %r4, 1;\n  shr.u32 %r6, %r4, 1;\n  shl.b32 %r7, %r5, 3;\n"
    "  mov.u32 %r8, empty;\n  add.u32 %r8, %r8, %r7;\n"
    "  mov.u32 %r9, full;\n  add.u32 %r9, %r9, %r7;\n"
    "  add.u32 %r10, %r6, 1;\n  and.b32 %r10, %r10, 1;\n"
    "PWAIT:\n  mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r8], %r10, 1000;\n"
    "  @!%p3 bra PWAIT;\n"
    "  mul.lo.u32 %r11, %r4, 100;\n  add.u32 %r11, %r11, 7;\n"
    "  shl.b32 %r12, %r5, 2;\n  mov.u32 %r14, buf;\n  add.u32 %r12, %r12, %r14;\n"
    "  st.shared.u32 [%r12], %r11;\n"
    "  mbarrier.arrive.shared::cta.b64 _, [%r9];\n"
    "PNEXT:\n  add.u32 %r4, %r4, 1;\n  bra PROD;\n"
    "PDONE:\n  ret;\n"
    "CONS:\n  mov.u32 %r20, 0;\n"
    "CLOOP:\n  setp.ge.u32 %p2, %r4, %r2;\n  @%p2 bra CDONE;\n"
    "  and.b32 %r5, %r4, 1;\n  shr.u32 %r6, %r4, 1;\n  and.b32 %r6, %r6, 1;\n"
    "  shl.b32 %r7, %r5, 3;\n"
    "  mov.u32 %r9, full;\n  add.u32 %r9, %r9, %r7;\n"
    "CWAIT:\n  mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r9], %r6;\n"
    "  @!%p3 bra CWAIT;\n"
    "  shl.b32 %r12, %r5, 2;\n  mov.u32 %r14, buf;\n  add.u32 %r12, %r12, %r14;\n"
    "  ld.shared.u32 %r11, [%r12];\n  add.u32 %r20, %r20, %r11;\n"
    "  setp.ne.u32 %p5, %r21, 0;\n  @%p5 bra CNEXT;\n"
    "  mov.u32 %r8, empty;\n  add.u32 %r8, %r8, %r7;\n"
    "  mov.u32 %r22, %cluster_ctarank;\n"
    "  mapa.shared::cluster.u32 %r23, %r8, %r22;\n"
    "  mbarrier.arrive.shared::cluster.b64 _, [%r23];\n"
    "CNEXT:\n  add.u32 %r4, %r4, 1;\n  bra CLOOP;\n"
    "CDONE:\n  ld.param.u64 %rd2, [out];\n"
    "  mov.u32 %r15, %ctaid.x;\n  shl.b32 %r15, %r15, 5;\n"
    "  sub.u32 %r16, %r1, 32;\n  add.u32 %r15, %r15, %r16;\n"
    "  mul.wide.u32 %rd3, %r15, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.u32 [%rd4], %r20;\n  ret;\n}\n";

static char mb_ptx[sizeof mb_ptx1 + sizeof mb_ptx2 + sizeof mb_ptx3 +
                   sizeof mb_ptx4];

/* "mb.ptx:LINE:" of the line where the first text in mb_ptx ends */
static void mb_where(const char *text, char *out, size_t n)
{
    const char *at = strstr(mb_ptx, text), *p;
    unsigned line = 1;
    for (p = mb_ptx; at && p < at + strlen(text); p++)
        line += *p == '\n';
    snprintf(out, n, "mb.ptx:%u:", line);
}

static void mb_forms(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const uint32_t want[12] = {2, 0, 0, 1, 1, 0, 0, 1, 2, 1, 1, 2};
    uint32_t got[12], i;
    ptxvm_addr d;
    void *args[1];
    ptxvm_result r;
    ptxvm_mem_alloc(vm, sizeof got, &d);
    args[0] = &d;
    r = ob_launch_1d(m, "forms", 1, 1, args);
    T_CHECK(t, r == PTXVM_OK, "forms: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, d, sizeof got);
    for (i = 0; i < 12; i++)
        T_CHECK(t, got[i] == want[i], "forms: out[%u] = %u, want %u", i, got[i],
                want[i]);
    ptxvm_mem_free(vm, d);
}

static void mb_pipe(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const uint32_t rounds[] = {1, 2, 3, 7, 40};
    uint32_t got[96 * 3], i, k;
    ptxvm_addr d;
    void *args[2];
    ptxvm_mem_alloc(vm, sizeof got, &d);
    args[0] = &d;
    for (k = 0; k < sizeof rounds / sizeof *rounds; k++) {
        uint32_t n = rounds[k];
        ptxvm_result r;
        args[1] = &n;
        memset(got, 0, sizeof got);
        ptxvm_memcpy_htod(vm, d, got, sizeof got);
        r = ob_launch_1d(m, "pipe", 3, 128, args);
        T_CHECK(t, r == PTXVM_OK, "pipe %u: %s", n, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, d, sizeof got);
        for (i = 0; i < 96 * 3; i++) {
            uint32_t lane = (i % 96 + 32) % 32;
            uint32_t want = 100 * n * (n - 1) / 2 + n * lane;
            T_CHECK(t, got[i] == want, "pipe %u rounds: consumer %u read %u, "
                    "want %u", n, i, got[i], want);
            if (got[i] != want)
                break;
        }
    }
    ptxvm_mem_free(vm, d);
}

static void mb_deadlocks(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const struct { const char *kernel, *at, *name; uint32_t threads; }
    dl[] = {
        {"dl_count", "W:\n  mbarrier.try_wait.shared", "mbarrier.try_wait.shared", 64},
        {"dl_parity", "W1:\n", "mbarrier.test_wait.parity.shared", 32},
        {"dl_mixed", "WAITER:\n", "mbarrier.try_wait.parity.shared", 64},
    };
    uint32_t i;
    for (i = 0; i < sizeof dl / sizeof *dl; i++) {
        char at[64];
        const char *msg;
        ptxvm_result r = ob_launch_1d(m, dl[i].kernel, 2, dl[i].threads, NULL);
        msg = ptxvm_error_message(vm);
        mb_where(dl[i].at, at, sizeof at);
        T_CHECK(t, r == PTXVM_E_DEADLOCK, "%s: got %s: %s", dl[i].kernel,
                ptxvm_result_name(r), msg);
        T_CHECK(t, strstr(msg, at) == msg && strstr(msg, "mbarrier deadlock") &&
                strstr(msg, dl[i].name), "%s: message %s (want %s)", dl[i].kernel,
                msg, at);
    }
}

/* The elected producer lane of a warp waits for a slot's release while
   the warp's other lanes wait for it at the next elect.sync: the
   consumers must still run. Several CTAs; a pipeline that never
   releases ends in a deadlock, not a hang. */
static void mb_elect_pipe(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const uint32_t rounds[] = {1, 2, 3, 4, 9, 33};
    enum { CTAS = 5 };
    uint32_t got[32 * CTAS], i, k, dead = 0;
    ptxvm_addr d;
    void *args[3];
    ptxvm_result r;
    ptxvm_mem_alloc(vm, sizeof got, &d);
    args[0] = &d;
    args[2] = &dead;
    for (k = 0; k < sizeof rounds / sizeof *rounds; k++) {
        uint32_t n = rounds[k], want = 100 * n * (n - 1) / 2 + 7 * n;
        args[1] = &n;
        memset(got, 0, sizeof got);
        ptxvm_memcpy_htod(vm, d, got, sizeof got);
        r = ob_launch_1d(m, "elect_pipe", CTAS, 64, args);
        T_CHECK(t, r == PTXVM_OK, "elect_pipe %u: %s", n, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, d, sizeof got);
        for (i = 0; i < 32 * CTAS; i++)
            if (got[i] != want)
                break;
        T_CHECK(t, i == 32 * CTAS, "elect_pipe %u rounds: consumer %u read %u, "
                "want %u", n, i, i < 32 * CTAS ? got[i] : 0, want);
    }
    {
        uint32_t n = 3;
        dead = 1;
        args[1] = &n;
        r = ob_launch_1d(m, "elect_pipe", CTAS, 64, args);
        T_CHECK(t, r == PTXVM_E_DEADLOCK, "elect_pipe without releases: got %s: %s",
                ptxvm_result_name(r), ptxvm_error_message(vm));
        T_CHECK(t, strstr(ptxvm_error_message(vm), "mbarrier.try_wait.parity") != NULL,
                "elect_pipe deadlock message: %s", ptxvm_error_message(vm));
    }
    ptxvm_mem_free(vm, d);
}

static void mb_bad(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const struct { ptxvm_result want; const char *text; } bad[] = {
        {PTXVM_E_TRAP, "not initialised"},
        {PTXVM_E_TRAP, "exceeds the pending arrivals"},
        {PTXVM_E_MEMORY_FAULT, "misaligned"},
        {PTXVM_E_MEMORY_FAULT, "outside .shared"},
        {PTXVM_E_TRAP, "count outside 1..1048575"},
        {PTXVM_E_TRAP, ".noComplete arrive would complete"},
        {PTXVM_E_TRAP, "not initialised"},
        {PTXVM_E_MEMORY_FAULT, "outside .shared"},
    };
    uint32_t which;
    ptxvm_addr g;
    void *args[2];
    ptxvm_mem_alloc(vm, 64, &g);
    args[0] = &which;
    args[1] = &g;
    for (which = 0; which < sizeof bad / sizeof *bad; which++) {
        ptxvm_result r = ob_launch_1d(m, "bad", 1, 32, args);
        const char *msg = ptxvm_error_message(vm);
        T_CHECK(t, r == bad[which].want && strstr(msg, bad[which].text) &&
                strstr(msg, "mb.ptx:"), "bad %u: got %s: %s", which,
                ptxvm_result_name(r), msg);
    }
    ptxvm_mem_free(vm, g);
}

static void mb_kernels(pv_test *t, uint32_t workers)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    if (!test_begin(t, "mbarrier instructions (%u workers)", workers))
        return;
    test_config(&cfg, &a);
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        test_end(t);
        return;
    }
    strcpy(mb_ptx, mb_ptx1);
    strcat(mb_ptx, mb_ptx2);
    strcat(mb_ptx, mb_ptx3);
    strcat(mb_ptx, mb_ptx4);
    if (ptxvm_module_load(vm, mb_ptx, strlen(mb_ptx), "mb.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
    } else {
        mb_forms(t, vm, m);
        mb_pipe(t, vm, m);
        mb_elect_pipe(t, vm, m);
        mb_deadlocks(t, vm, m);
        mb_bad(t, vm, m);
        mb_pipe(t, vm, m);             /* still usable after the failures */
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    test_end(t);
}

void unit_mbarrier(pv_test *t)
{
    mb_init_range(t);
    mb_phases(t);
    mb_tx(t);
    mb_drop(t);
    mb_kernels(t, 1);
    mb_kernels(t, 4);
}
