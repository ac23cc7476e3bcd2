/* mbarrier and cp.async (ops_async.h), and the scheduling of mbarrier
   waits.

   mbarrier objects live in .shared, which one host thread runs for its
   CTA, so their words (mbarrier.h) are read and written plainly. The
   active lanes operate one after the other in lane order, one valid
   order of the warp's operations. Every change of an mbarrier bumps the
   CTA's mb_epoch.

   Waits. A test_wait or try_wait with a lane whose phase has not
   completed writes nothing: its lanes park at the instruction (the
   warp's other lanes run on: they may be the ones to arrive), and once
   no lane of the warp can run, the warp sleeps until an mbarrier has
   changed, or PV_MB_NAP scheduler rounds have passed (so that a warp
   polling in a loop lets the others run, and one waiting on something
   other than this CTA's mbarriers still goes on); then the parked lanes
   run the instruction again. A try_wait that blocks until its phase completes is what the ISA
   describes (its time limit is the system's); a test_wait that did not
   run until the state changed returns what it would have returned
   earlier, a schedule the GPU may pick. When no warp of the CTA can run
   the sleepers wake with their wait allowed to fail, as a try_wait past
   its time limit or a test_wait does: the program decides. PV_MB_ROUNDS
   such rounds with no mbarrier changing is a deadlock: no arrival can
   ever come.

   cp.async. A copy is done when issued: the GPU may complete it at any
   time before the wait_group / wait_all / mbarrier arrive that covers
   it, and at issue is such a time. A thread that reads the destination
   before that wait races with the copy, which the ISA leaves undefined;
   here it reads the copied bytes. Faults are those of ld/st: the source
   must be global memory, the destination .shared, each aligned to the
   copy size. */
#include "exec_mem.h"
#include "mbarrier.h"
#include <stdio.h>
#include <string.h>

#define PV_MB_NAP    8u       /* rounds a failed wait sleeps at most */
#define PV_MB_ROUNDS 256u     /* rounds of timeouts with no change: deadlock */

/* Lane l's mbarrier word in .shared (generic addresses must fall in the
   .shared window), or NULL after recording the fault. A .shared::cluster
   address may name another CTA of the cluster (pv_shared_at): *owner is
   the CTA whose mbarrier it is, whose waits its changes wake. */
static uint8_t *mb_word(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t l,
                        pv_cta **owner)
{
    uint64_t a = lane_addr(I, w->rf, l);
    uint8_t *p;
    if (PV_MEM_SPACE(I->aux) != SP_SHARED) {
        if (a < PV_SHARED_WINDOW || a >= PV_SHARED_WINDOW + PV_WINDOW_SIZE) {
            fault(X, w->pc, l, a, 8, 1, "an mbarrier outside .shared");
            return NULL;
        }
        a -= PV_SHARED_WINDOW;
    }
    if (a & 7) {
        fault(X, w->pc, l, a, 8, 1, "misaligned");
        return NULL;
    }
    p = pv_shared_at(X, a, 8);
    if (!p) {
        fault(X, w->pc, l, a, 8, 1, a < PV_CLUSTER_UNIT ? "outside .shared"
                                   : "outside the cluster's .shared");
        return NULL;
    }
    *owner = a < PV_CLUSTER_UNIT ? X : X->cl->cta[(a >> PV_CLUSTER_SHIFT) - 1];
    return p;
}

static int mb_refuse(pv_cta *X, uint32_t l, int e, uint64_t word)
{
    X->fault.lane = l;
    snprintf(X->msg, sizeof X->msg, "%s (state: phase parity %u, %u pending, "
             "%u expected, tx-count %d)", pv_mb_error(e),
             PV_MB_VALID(word) ? PV_MB_PARITY(word) : 0,
             PV_MB_VALID(word) ? PV_MB_PENDING(word) : 0,
             PV_MB_VALID(word) ? PV_MB_EXPECTED(word) : 0,
             PV_MB_VALID(word) ? pv_mb_tx(word) : 0);
    return PV_ASYNC_TRAP;
}

PTXVM_INTERNAL int pv_do_mbar(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf, *p[PV_LANES];
    pv_cta *own[PV_LANES];
    uint32_t op = PV_MBX_OP(I->aux), l, ok = 0;
    int timeout = w->mb_timeout;
    w->mb_timeout = 0;
    if (op == PV_MBX_PENDING) {
        EACH_LANE(m, R32(I->d)[l] = pv_mb_pending_count(R64(I->b)[l]));
        return PV_ASYNC_OK;
    }
    for (l = 0; l < PV_LANES; l++)       /* every address before any effect */
        if (((m >> l) & 1u) && !(p[l] = mb_word(X, w, I, l, &own[l])))
            return PV_ASYNC_FAULT;
    for (l = 0; l < PV_LANES; l++) {
        uint64_t word, before, tok = 0;
        uint32_t v;
        int e = PV_MB_OK;
        if (!((m >> l) & 1u))
            continue;
        memcpy(&word, p[l], 8);
        before = word;
        v = I->b == PV_NO_REG ? I->c : R32(I->b)[l];
        switch (op) {
        case PV_MBX_INIT: e = pv_mb_init(&word, v); break;
        case PV_MBX_INVAL: e = pv_mb_inval(&word); break;
        case PV_MBX_EXPECT_TX: e = pv_mb_expect_tx(&word, v); break;
        case PV_MBX_COMPLETE_TX: e = pv_mb_complete_tx(&word, v); break;
        case PV_MBX_ARRIVE:
            e = pv_mb_arrive(&word, (I->aux & PV_MBX_TX) ? 1u : v,
                             (I->aux & PV_MBX_TX) ? v : 0u,
                             (I->aux & PV_MBX_DROP) != 0,
                             (I->aux & PV_MBX_NOCOMPLETE) != 0, &tok);
            if (e <= PV_MB_PHASE && I->d != PV_NO_REG)
                R64(I->d)[l] = tok;
            break;
        case PV_MBX_CP_ARRIVE:
            /* the copies before it have completed: the arrive happens now.
               Without .noinc the pending count first grows by one, so the
               arrive changes nothing but must find a valid object. */
            if (!PV_MB_VALID(word))
                e = PV_MB_E_INVALID;
            else if (I->aux & PV_MBX_NOINC)
                e = pv_mb_arrive(&word, 1, 0, 0, 0, NULL);
            break;
        case PV_MBX_TEST:
            if (!PV_MB_VALID(word))
                return mb_refuse(X, l, PV_MB_E_INVALID, word);
            ok |= (uint32_t)pv_mb_test_token(word, R64(I->b)[l]) << l;
            continue;
        default:                          /* PV_MBX_TEST_PARITY */
            if (!PV_MB_VALID(word))
                return mb_refuse(X, l, PV_MB_E_INVALID, word);
            ok |= (uint32_t)pv_mb_test_parity(word, v) << l;
            continue;
        }
        if (e > PV_MB_PHASE)
            return mb_refuse(X, l, e, before);
        memcpy(p[l], &word, 8);
        own[l]->mb_epoch++;
    }
    if (op != PV_MBX_TEST && op != PV_MBX_TEST_PARITY)
        return PV_ASYNC_OK;
    if (ok != m && !timeout) {
        w->mb_nap = PV_MB_NAP;
        w->mb_epoch = X->mb_epoch;
        return PV_ASYNC_WAIT;
    }
    w->pr[I->d] = (w->pr[I->d] & ~m) | ok;
    return PV_ASYNC_OK;
}

/* Unpark w's parked lanes and run the group with the lowest PC among
   its ready lanes (the unparked ones are at plain PCs, below those of
   lanes parked at a .sync instruction). */
static void mb_unpark(pv_warp *w, int timeout)
{
    uint32_t l, ready, minpc = 0xffffffffu, act = 0;
    w->mb_parked = 0;
    w->mb_timeout = timeout;
    ready = w->live & ~w->bar_wait;
    for (l = 0; l < PV_LANES; l++)
        if (((ready >> l) & 1u) && w->lane_pc[l] < minpc)
            minpc = w->lane_pc[l];
    for (l = 0; l < PV_LANES; l++)
        if (((ready >> l) & 1u) && w->lane_pc[l] == minpc)
            act |= 1u << l;
    w->pc = minpc;
    w->active = act;
}

PTXVM_INTERNAL void pv_mb_changed(pv_cta *X)
{
    X->mb_epoch++;
}

PTXVM_INTERNAL void pv_mb_wake(pv_cta *X, pv_warp *w)
{
    if (w->mb_epoch != X->mb_epoch)
        mb_unpark(w, 0);
    else if (w->mb_nap <= 1)
        mb_unpark(w, 1);         /* slept long enough: it may time out */
    else
        w->mb_nap--;
}

static int mb_sleeping(const pv_warp *w)
{
    return w->live && w->mb_parked && !w->active;
}

/* "0-2,5": the warps sleeping at mbarrier waits */
static void mb_sleepers(const pv_cta *X, char *out, size_t n)
{
    size_t len = 0;
    uint32_t i = 0, j;
    out[0] = 0;
    while (i < X->nwarps && len < n) {
        if (!mb_sleeping(&X->warps[i])) {
            i++;
            continue;
        }
        for (j = i; j + 1 < X->nwarps && mb_sleeping(&X->warps[j + 1]); j++)
            ;
        len += (size_t)snprintf(out + len, n - len, j > i ? "%s%u-%u" : "%s%u",
                                len ? "," : "", i, j);
        i = j + 1;
    }
}

/* The instruction's text, as the compiler names it. */
static void mb_insn_name(const pv_cta *X, uint32_t pc, char *out, size_t n)
{
    const ir_module *m = X->ir;
    const ir_inst *in = &m->insts.data[X->code->insns[pc].src];
    size_t len = (size_t)snprintf(out, n, "%s", ir_name(m, in->opcode));
    uint32_t j;
    for (j = 0; j < in->nmods && len < n; j++)
        len += (size_t)snprintf(out + len, n - len, "%s",
                                ir_name(m, ir_mods(m, in)[j]));
}

PTXVM_INTERNAL int pv_mb_timeouts(pv_cta *X)
{
    uint32_t i, first = PV_NO_REG;
    for (i = 0; i < X->nwarps; i++)
        if (mb_sleeping(&X->warps[i])) {
            first = i;
            break;
        }
    if (first == PV_NO_REG)
        return 0;
    if (X->mb_idle && X->mb_idle_epoch == X->mb_epoch) {
        X->mb_idle++;
    } else {
        X->mb_idle = 1;
        X->mb_idle_epoch = X->mb_epoch;
    }
    if (X->mb_idle > PV_MB_ROUNDS) {
        char who[200], name[120];
        const pv_warp *w = &X->warps[first];
        uint32_t l = 0, pc;
        while (!((w->mb_parked >> l) & 1u))
            l++;
        pc = w->lane_pc[l];
        mb_sleepers(X, who, sizeof who);
        mb_insn_name(X, pc, name, sizeof name);
        snprintf(X->msg, sizeof X->msg, "%s %s %s at %s for a phase "
                 "that no arrival can complete (every other warp has exited "
                 "or waits too)", strpbrk(who, ",-") ? "warps" : "warp", who,
                 strpbrk(who, ",-") ? "wait" : "waits", name);
        X->mb_dead = 1;
        X->fault_warp = first;
        X->fault.insn = pc;
        X->fault.lane = l;
        return 0;
    }
    for (i = 0; i < X->nwarps; i++)
        if (mb_sleeping(&X->warps[i]))
            mb_unpark(&X->warps[i], 1);
    return 1;
}

/* Copy n bytes of lane l between buf and addr in space (exec_mem.c's
   checks), in naturally aligned pieces of at most 8 bytes. */
static int cpa_rw(pv_cta *X, pv_warp *w, uint32_t l, uint32_t space,
                  uint64_t addr, uint8_t *buf, uint32_t n, int write)
{
    uint32_t i = 0;
    while (i < n) {
        uint32_t k = 8;
        while (k > n - i || ((addr + i) & (k - 1)))
            k >>= 1;
        if (pv_mem_access(X, w, w->pc, l, space, addr + i, k, buf + i, write))
            return -1;
        i += k;
    }
    return 0;
}

PTXVM_INTERNAL int pv_do_cp_async(pv_cta *X, pv_warp *w, const pv_insn *I,
                                  uint32_t m)
{
    uint8_t *rf = w->rf;
    uint32_t size = PV_CPA_SIZE(I->aux), l;
    uint64_t soff = R64(I->c)[0];
    for (l = 0; l < PV_LANES; l++) {
        uint8_t buf[16];
        uint64_t dst, src;
        uint32_t keep = size;
        if (!((m >> l) & 1u))
            continue;
        dst = lane_addr(I, rf, l);
        src = soff + (I->b == PV_NO_REG ? 0 :
                      (I->aux & PV_CPA_SRC32) ? R32(I->b)[l] : R64(I->b)[l]);
        if (I->d != PV_NO_REG) {
            if (I->aux & PV_CPA_IGNORE) {
                uint32_t p = (w->pr[I->d] >> l) & 1u;
                if (p ^ ((I->aux & PV_CPA_IGNORE_NEG) != 0))
                    keep = 0;
            } else {
                keep = R32(I->d)[l];
                if (keep > size) {
                    X->fault.lane = l;
                    snprintf(X->msg, sizeof X->msg, "cp.async src-size %u "
                             "exceeds the copy size %u", keep, size);
                    return PV_ASYNC_TRAP;
                }
            }
        }
        /* both addresses aligned to the copy size, as the ISA requires */
        if (src & (size - 1)) {
            fault(X, w->pc, l, src, size, 0, "misaligned");
            return PV_ASYNC_FAULT;
        }
        if (dst & (size - 1)) {
            fault(X, w->pc, l, dst, size, 1, "misaligned");
            return PV_ASYNC_FAULT;
        }
        memset(buf, 0, sizeof buf);
        if (keep && cpa_rw(X, w, l, SP_GLOBAL, src, buf, keep, 0))
            return PV_ASYNC_FAULT;
        if (cpa_rw(X, w, l, PV_MEM_SPACE(I->aux), dst, buf, size, 1))
            return PV_ASYNC_FAULT;
    }
    return PV_ASYNC_OK;
}
