/* The mbarrier object (src/mbarrier.h): its state word under init,
   arrive (counts, .noComplete, expect-tx, drop), expect/complete-tx,
   tokens, parities and pending counts across phases, and the refusals of
   what the ISA leaves undefined (each leaving the word unchanged). */
#include "mbarrier.h"
#include "../testlib.h"
#include <stdio.h>
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

void unit_mbarrier(pv_test *t)
{
    mb_init_range(t);
    mb_phases(t);
    mb_tx(t);
    mb_drop(t);
}
