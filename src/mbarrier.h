/* The mbarrier object: the 8 bytes of .shared memory a program declares
   for it hold its whole state in one 64-bit word, so the operations below
   are pure functions on that word (a caller that shares the word between
   host threads applies them in a compare-and-swap loop). Layout:

     bits  0-19  pending arrivals of the current phase    0 .. 2^20-1
     bits 20-39  expected arrivals of each next phase     0 .. 2^20-1
     bits 40-60  tx-count, 21-bit two's complement  -(2^20-1) .. 2^20-1
     bit  61     valid: initialised and not invalidated
     bit  63     parity of the current phase

   A phase completes when its pending arrivals and its tx-count are both
   zero, reached by an arrive or a complete-tx; the next phase then
   starts with pending = expected and tx-count 0, and the parity flips.
   The ISA leaves out-of-range counts, arrivals beyond the pending count,
   and use of an uninitialised object undefined; these functions refuse
   them (PV_MB_E_*) and leave the word as it was, so the interpreter can
   stop the program with a clear error.

   The state token an arrive returns (the b64 "state" operand) is the
   phase's parity in bit 63, the valid bit, and the pending arrivals
   right after the arrive in bits 0-19: a token of the current phase
   tests incomplete, one of the phase before tests complete, like the
   parity forms, and pending_count reads bits 0-19. */
#ifndef PTXVM_MBARRIER_H
#define PTXVM_MBARRIER_H
#include <stdint.h>

#define PV_MB_MAX       ((1u << 20) - 1)    /* counts: 1 .. 2^20-1 */
#define PV_MB_PENDING(w)  ((uint32_t)(w) & PV_MB_MAX)
#define PV_MB_EXPECTED(w) ((uint32_t)((w) >> 20) & PV_MB_MAX)
#define PV_MB_PARITY(w)   ((uint32_t)((w) >> 63))
#define PV_MB_VALID_BIT   ((uint64_t)1 << 61)
#define PV_MB_VALID(w)    (((w) & PV_MB_VALID_BIT) != 0)

/* Results: the operation happened (PV_MB_OK, or PV_MB_PHASE when it
   completed the phase), or it was refused. */
enum {
    PV_MB_OK = 0,
    PV_MB_PHASE,        /* ok, and the current phase completed */
    PV_MB_E_INVALID,    /* not initialised, or invalidated */
    PV_MB_E_COUNT,      /* a count outside 1 .. 2^20-1 */
    PV_MB_E_ARRIVALS,   /* more arrivals than the phase has pending */
    PV_MB_E_NOCOMPLETE, /* a .noComplete arrive would complete the phase */
    PV_MB_E_TX,         /* tx-count would leave -(2^20-1) .. 2^20-1 */
    PV_MB_E_DROP        /* arrive_drop below zero expected arrivals */
};

static inline int32_t pv_mb_tx(uint64_t w)
{
    uint32_t t = (uint32_t)(w >> 40) & 0x1fffffu;
    return (int32_t)(t ^ 0x100000u) - 0x100000;   /* sign-extend 21 bits */
}

static inline uint64_t pv_mb_pack(uint32_t parity, uint32_t pending,
                                  uint32_t expected, int32_t tx)
{
    return (uint64_t)parity << 63 | PV_MB_VALID_BIT |
           (uint64_t)((uint32_t)tx & 0x1fffffu) << 40 |
           (uint64_t)expected << 20 | pending;
}

/* Completes the phase when nothing is pending: the parity flips. */
static inline int pv_mb_settle(uint64_t *w)
{
    uint64_t v = *w;
    if (PV_MB_PENDING(v) || pv_mb_tx(v))
        return PV_MB_OK;
    *w = pv_mb_pack(PV_MB_PARITY(v) ^ 1u, PV_MB_EXPECTED(v),
                    PV_MB_EXPECTED(v), 0);
    return PV_MB_PHASE;
}

/* mbarrier.init: phase 0, count expected and pending, tx-count 0. */
static inline int pv_mb_init(uint64_t *w, uint32_t count)
{
    if (count < 1 || count > PV_MB_MAX)
        return PV_MB_E_COUNT;
    *w = pv_mb_pack(0, count, count, 0);
    return PV_MB_OK;
}

/* mbarrier.inval: the word no longer holds an mbarrier. */
static inline int pv_mb_inval(uint64_t *w)
{
    *w = 0;
    return PV_MB_OK;
}

/* tx-count += delta (expect-tx: +txCount, complete-tx: -txCount); may
   complete the phase. */
static inline int pv_mb_add_tx(uint64_t *w, int32_t delta)
{
    uint64_t v = *w;
    int32_t t;
    if (!PV_MB_VALID(v))
        return PV_MB_E_INVALID;
    t = pv_mb_tx(v) + delta;
    if (t > (int32_t)PV_MB_MAX || t < -(int32_t)PV_MB_MAX)
        return PV_MB_E_TX;
    *w = pv_mb_pack(PV_MB_PARITY(v), PV_MB_PENDING(v), PV_MB_EXPECTED(v), t);
    return pv_mb_settle(w);
}

/* mbarrier.expect_tx [addr], txCount (txCount in 0 .. 2^20-1). */
static inline int pv_mb_expect_tx(uint64_t *w, uint32_t tx)
{
    if (tx > PV_MB_MAX)
        return PV_MB_E_TX;
    return pv_mb_add_tx(w, (int32_t)tx);
}

/* mbarrier.complete_tx [addr], txCount: what an asynchronous copy does
   when its bytes have landed. */
static inline int pv_mb_complete_tx(uint64_t *w, uint32_t tx)
{
    if (tx > PV_MB_MAX)
        return PV_MB_E_TX;
    return pv_mb_add_tx(w, -(int32_t)tx);
}

/* The arrive family: count arrivals (1 .. 2^20-1), after adding tx to
   the tx-count (expect_tx forms; 0 otherwise); drop also lowers the
   expected arrivals of the phases after this one by count; no_complete
   refuses an arrive that would complete the phase. *token (may be NULL)
   receives the state token described at the top. */
static inline int pv_mb_arrive(uint64_t *w, uint32_t count, uint32_t tx,
                               int drop, int no_complete, uint64_t *token)
{
    uint64_t v = *w;
    uint32_t pend, exp;
    int32_t t;
    if (!PV_MB_VALID(v))
        return PV_MB_E_INVALID;
    if (count < 1 || count > PV_MB_MAX)
        return PV_MB_E_COUNT;
    if (tx > PV_MB_MAX)
        return PV_MB_E_TX;
    pend = PV_MB_PENDING(v);
    exp = PV_MB_EXPECTED(v);
    t = pv_mb_tx(v) + (int32_t)tx;
    if (t > (int32_t)PV_MB_MAX)
        return PV_MB_E_TX;
    if (count > pend)
        return PV_MB_E_ARRIVALS;
    if (drop && count > exp)
        return PV_MB_E_DROP;
    if (no_complete && count == pend && t == 0)
        return PV_MB_E_NOCOMPLETE;
    pend -= count;
    if (drop)
        exp -= count;
    *w = pv_mb_pack(PV_MB_PARITY(v), pend, exp, t);
    if (token)
        *token = (uint64_t)PV_MB_PARITY(v) << 63 | PV_MB_VALID_BIT | pend;
    return pv_mb_settle(w);
}

/* test_wait / try_wait with a token: has the token's phase completed? */
static inline int pv_mb_test_token(uint64_t w, uint64_t token)
{
    return PV_MB_PARITY(w) != PV_MB_PARITY(token);
}

/* The .parity forms: has the phase of this parity (the current one or
   the one before) completed? */
static inline int pv_mb_test_parity(uint64_t w, uint32_t parity)
{
    return PV_MB_PARITY(w) != (parity & 1u);
}

/* mbarrier.pending_count: the pending arrivals a token recorded. */
static inline uint32_t pv_mb_pending_count(uint64_t token)
{
    return PV_MB_PENDING(token);
}

/* Why an operation was refused, for error messages. */
static inline const char *pv_mb_error(int e)
{
    switch (e) {
    case PV_MB_E_INVALID: return "mbarrier object not initialised (or invalidated)";
    case PV_MB_E_COUNT: return "mbarrier count outside 1..1048575";
    case PV_MB_E_ARRIVALS: return "mbarrier arrive count exceeds the pending arrivals";
    case PV_MB_E_NOCOMPLETE: return "mbarrier .noComplete arrive would complete the phase";
    case PV_MB_E_TX: return "mbarrier tx-count outside -1048575..1048575";
    case PV_MB_E_DROP: return "mbarrier arrive_drop below zero expected arrivals";
    default: return "mbarrier ok";
    }
}
#endif
