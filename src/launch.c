/* Launching a kernel: checks the launch like the CUDA driver does,
   builds the parameter buffer, and runs the grid CTA by CTA, each CTA's
   warps to completion. Each worker's CTA context (register files,
   shared and local memory) is reused for every CTA it runs and kept in
   the VM for the next launch. */
#include "fpenv.h"
#include "exec.h"
#include "exec_mem.h"
#include "workers.h"
#include "compile.h"
#include "devmem.h"
#include "devrt.h"
#include "cluster.h"
#include "write_log.h"
#include "abi.h"
#include <stdarg.h>
#include <stdio.h>
#include <time.h>


static uint32_t align_to(uint32_t v, uint32_t a)
{
    return (v + a - 1) & ~(a - 1);
}

/* "file.ptx:12:5" and, with .loc, " (kernel.cu:40)" for a bytecode index */
static void where(const ptxvm_kernel *k, uint32_t insn, char *out, size_t n)
{
    const ir_module *m = k->module->ir;
    const pv_code *code = k->code;
    uint32_t src = insn < code->ninsns ? code->insns[insn].src : 0;
    const ir_inst *in = &m->insts.data[src < m->insts.len ? src : 0];
    int len = snprintf(out, n, "%s:%lu:%lu", ir_name(m, m->source),
                       (unsigned long)in->line, (unsigned long)in->col);
    if (in->loc && len > 0 && (size_t)len < n) {
        const ir_loc *l = &m->locs.data[in->loc];
        uint32_t i;
        for (i = 0; i < m->files.len; i++)
            if (m->files.data[i].index == l->file) {
                snprintf(out + len, n - (size_t)len, " (%s:%lu)",
                         ir_name(m, m->files.data[i].name), (unsigned long)l->line);
                break;
            }
    }
}

/* Append warp list "0-3,7" of the live warps waiting at barrier id. */
static size_t waiting_warps(const pv_cta *X, uint32_t id, char *out, size_t n)
{
    size_t len = 0;
    uint32_t i = 0, j;
    while (i < X->nwarps && len < n) {
        const pv_warp *w = &X->warps[i];
        if (!w->live || !w->bar_wait || w->bar_id != id) {
            i++;
            continue;
        }
        for (j = i; j + 1 < X->nwarps && X->warps[j + 1].live &&
                    X->warps[j + 1].bar_wait && X->warps[j + 1].bar_id == id; j++)
            ;
        len += (size_t)snprintf(out + len, n - len, j > i ? "%s%u-%u" : "%s%u",
                                len ? "," : "", i, j);
        i = j + 1;
    }
    return len < n ? len : n;
}

/* Which warps wait at which barrier and what each barrier still needs:
   "barrier 1 (f.ptx:9:3): waiting warps 0,2-3, 3 of 5 warps arrived; ..." */
static void deadlock_detail(const ptxvm_kernel *k, const pv_cta *X, char *out,
                            size_t n)
{
    size_t len = 0;
    uint32_t id, i, live = 0;
    for (i = 0; i < X->nwarps; i++)
        live += X->warps[i].live != 0;
    out[0] = 0;
    for (id = 0; id < PV_NBARRIERS && len + 1 < n; id++) {
        const pv_barrier *B = &X->bar[id];
        char at[160];
        uint32_t insn = B->insn, need = B->count ? B->count / PV_LANES : live;
        int any = 0;
        for (i = 0; i < X->nwarps; i++)
            if (X->warps[i].live && X->warps[i].bar_wait &&
                X->warps[i].bar_id == id) {
                any = 1;
                insn = X->warps[i].bar_insn;
            }
        if (!any && !((X->bar_used >> id) & 1u))
            continue;
        where(k, insn, at, sizeof at);
        len += (size_t)snprintf(out + len, n - len, "%sbarrier %u (%s): waiting warps ",
                                len ? "; " : "", id, at);
        if (len >= n)
            break;
        if (any)
            len += waiting_warps(X, id, out + len, n - len);
        else
            len += (size_t)snprintf(out + len, n - len, "none");
        if (len >= n)
            break;
        len += (size_t)snprintf(out + len, n - len, ", %u of %u warps arrived",
                                B->warps, need);
    }
    for (i = 0; i < X->nwarps; i++)
        if (X->warps[i].live && X->warps[i].bar_wait &&
            X->warps[i].bar_id == PV_CLUSTER_BAR && len + 1 < n) {
            char at[160];
            where(k, X->warps[i].bar_insn, at, sizeof at);
            len += (size_t)snprintf(out + len, n - len, "%scluster barrier (%s): "
                                    "waiting warps ", len ? "; " : "", at);
            if (len < n)
                len += waiting_warps(X, PV_CLUSTER_BAR, out + len, n - len);
            if (len < n)
                len += (size_t)snprintf(out + len, n - len, " of CTA rank %u of "
                                        "%u, for threads that never arrive",
                                        X->crank, X->cl ? X->cl->n : 1);
            break;
        }
    for (i = 0; i < X->nwarps && len + 1 < n; i++) {
        /* a warp whose lanes wait at two barriers */
        const pv_warp *w = &X->warps[i];
        if (w->live && (w->live & ~w->bar_wait) && X->fault_warp == i &&
            w->bar_wait)
            len += (size_t)snprintf(out + len, n - len, "; warp %u has lanes "
                                    "waiting at barrier %u and lanes at another",
                                    i, w->bar_id);
    }
}

static const char *lk_name(const ptxvm_kernel *k)
{
    const ir_module *m = k->module->ir;
    return ir_name(m, m->funcs.data[k->func].name);
}

/* A launch's failure: its message goes to msg, not to the VM, while
   CTAs run: a host function may meanwhile call the API on the VM (a
   refused nested launch sets the VM's message), and only the thread that
   launched may set it, once every worker is done. */
static ptxvm_result lk_fail(char *msg, ptxvm_result code, const char *fmt, ...)
    PV_PRINTF(3, 4);
static ptxvm_result lk_fail(char *msg, ptxvm_result code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, PV_ERRMSG_SIZE, fmt, ap);
    va_end(ap);
    return code;
}

/* The failure of CTA X (status from run_cluster) into msg. */
static ptxvm_result report(ptxvm_kernel *k, pv_cta *X, int status, char *msg)
{
    const char *kname = lk_name(k);
    char loc[600];
    uint32_t t = X->fault_warp * PV_LANES + X->fault.lane;
    uint32_t tx = t % X->ntid.x, ty = (t / X->ntid.x) % X->ntid.y;
    uint32_t tz = t / (X->ntid.x * X->ntid.y);
    where(k, X->fault.insn, loc, sizeof loc);
    if (status == PV_RUN_INTERRUPT)
        return lk_fail(msg, PTXVM_E_INTERRUPTED, "%s: error: interrupted by "
                        "ptxvm_interrupt in kernel %s, block (%u,%u,%u)", loc,
                        kname, X->ctaid.x, X->ctaid.y, X->ctaid.z);
    if (status == PV_RUN_STEPS)
        return lk_fail(msg, PTXVM_E_STEP_LIMIT, "%s: error: step limit of %llu "
                        "warp instructions reached in kernel %s, block (%u,%u,%u)",
                        loc, (unsigned long long)X->step_limit, kname,
                        X->ctaid.x, X->ctaid.y, X->ctaid.z);
    if (status == PV_RUN_DEADLOCK && X->mb_dead)
        return lk_fail(msg, PTXVM_E_DEADLOCK, "%s: error: mbarrier deadlock in "
                        "kernel %s, block (%u,%u,%u): %s", loc, kname,
                        X->ctaid.x, X->ctaid.y, X->ctaid.z, X->msg);
    if (status == PV_RUN_DEADLOCK) {
        char who[400];
        deadlock_detail(k, X, who, sizeof who);
        return lk_fail(msg, PTXVM_E_DEADLOCK, "%s: error: barrier deadlock in "
                        "kernel %s, block (%u,%u,%u): %s", loc, kname,
                        X->ctaid.x, X->ctaid.y, X->ctaid.z, who);
    }
    if (status == PV_RUN_TRAP && X->msg[0])
        return lk_fail(msg, PTXVM_E_TRAP, "%s: error: %s", loc, X->msg);
    if (status == PV_RUN_HOST)
        return lk_fail(msg, X->host_result, "%s: error: %s in kernel %s, block "
                        "(%u,%u,%u), thread (%u,%u,%u)", loc, X->msg, kname,
                        X->ctaid.x, X->ctaid.y, X->ctaid.z, tx, ty, tz);
    if (status == PV_RUN_TRAP)
        return lk_fail(msg, PTXVM_E_TRAP, "%s: error: trap in kernel %s, block "
                        "(%u,%u,%u), thread (%u,%u,%u)", loc, kname, X->ctaid.x,
                        X->ctaid.y, X->ctaid.z, tx, ty, tz);
    if (X->fault.size == 0)           /* a call through a bad pointer */
        return lk_fail(msg, PTXVM_E_MEMORY_FAULT, "%s: error: memory fault: %s "
                        "(0x%llx) in kernel %s, block (%u,%u,%u), thread (%u,%u,%u)",
                        loc, X->fault.why, (unsigned long long)X->fault.addr, kname,
                        X->ctaid.x, X->ctaid.y, X->ctaid.z, tx, ty, tz);
    return lk_fail(msg, PTXVM_E_MEMORY_FAULT, "%s: error: memory fault: %s of %u "
                    "bytes at 0x%llx (%s) in kernel %s, block (%u,%u,%u), thread "
                    "(%u,%u,%u)", loc, X->fault.write ? "store" : "load",
                    X->fault.size, (unsigned long long)X->fault.addr, X->fault.why,
                    kname, X->ctaid.x, X->ctaid.y, X->ctaid.z, tx, ty, tz);
}

/* Once per launch: fill the constant columns and the preloaded
   parameters' (nothing else writes them, so they survive every CTA) and
   clear the predicates (a few words a warp).
   Registers, .local and .shared are not cleared, neither per launch nor
   per CTA: PTX leaves them undefined, and clearing them cost time in
   proportion to what a kernel declares, not to what it touches (256
   threads declaring 16 KiB of .local each: 4 MiB a launch). They start
   zeroed when a worker's context is allocated (lk_fit), so a kernel sees
   nothing of another VM or of freed host memory, only what earlier CTAs
   of this VM left there. */
/* The parameter loads the compiler left to the launch (PV_MEM_PRELOAD,
   compile_preload.c): each one's column in every warp, once. Nothing
   else writes those columns, so they keep the value for every CTA. */
static void preload_params(pv_cta *X)
{
    const pv_code *code = X->code;
    uint32_t i, j, l;
    for (i = 0; i < code->ninsns; i++) {
        const pv_insn *R = &code->insns[i];
        uint64_t v;
        if ((R->op != PV_OP_LD_PARAM && R->op != PV_OP_LD_PARAMS) ||
            !(R->aux & PV_MEM_PRELOAD))
            continue;
        v = pv_load_le(X->params + R->x, PV_MEM_SIZE(R->aux),
                       (R->aux & PV_MEM_SIGNED) != 0);
        for (j = 0; j < X->nwarps; j++) {
            uint8_t *col = X->warps[j].rf + R->d;
            if (R->aux & PV_MEM_WIDE_DST)
                for (l = 0; l < PV_LANES; l++)
                    ((uint64_t *)(void *)col)[l] = v;
            else
                for (l = 0; l < PV_LANES; l++)
                    ((uint32_t *)(void *)col)[l] = (uint32_t)v;
        }
    }
}

static void prepare_warps(pv_cta *X)
{
    const pv_code *code = X->code;
    uint32_t i, c;
    for (i = 0; i < X->nwarps; i++) {
        pv_warp *w = &X->warps[i];
        uint32_t l;
        for (l = 0; l < PV_LANES; l++) {
            uint32_t t = i * PV_LANES + l;
            w->tid[0][l] = t % X->ntid.x;
            w->tid[1][l] = (t / X->ntid.x) % X->ntid.y;
            w->tid[2][l] = t / (X->ntid.x * X->ntid.y);
        }
        memset(w->pr, 0, code->npreds * sizeof(uint32_t));
        for (c = 0; c < code->nconsts; c++) {
            const pv_const *k = &code->consts[c];
            uint32_t l;
            if (k->wide) {
                uint64_t *col = (uint64_t *)(void *)(w->rf + k->slot);
                for (l = 0; l < PV_LANES; l++)
                    col[l] = k->value;
            } else {
                uint32_t *col = (uint32_t *)(void *)(w->rf + k->slot);
                for (l = 0; l < PV_LANES; l++)
                    col[l] = (uint32_t)k->value;
            }
        }
    }
    preload_params(X);
}

/* PTXVM_FLAG_ZERO_STATE, before each CTA: registers, .local and .shared
   as on a fresh VM, whichever worker runs it. */
static void zero_state(pv_cta *X)
{
    const uint32_t stride = align_to(X->code->rf_bytes ? X->code->rf_bytes : 1, 64);
    uint32_t i;
    for (i = 0; i < X->nwarps; i++)
        memset(X->warps[i].rf, 0, stride);
    memset(X->local, 0, (size_t)X->local_size * X->nwarps * PV_LANES);
    memset(X->shared, 0, X->shared_size);
    prepare_warps(X);               /* the constant columns again */
}

/* Before each CTA: every warp at its first instruction, all lanes live. */
static void start_warps(pv_cta *X)
{
    uint32_t i;
    for (i = 0; i < X->nwarps; i++) {
        pv_warp *w = &X->warps[i];
        uint32_t n = X->nthreads - i * PV_LANES;
        w->index = i;
        w->pc = 0;
        w->live = n >= PV_LANES ? 0xffffffffu : (1u << n) - 1;
        w->active = w->live;
        w->bar_wait = 0;
        w->sync_there = 0;
        w->cl_arrived = 0;
        w->mb_parked = w->mb_timeout = 0;
    }
    X->mb_idle = 0;
    X->mb_dead = 0;
    X->queued = 0;
    if (X->err_dirty) {         /* the device runtime's per-thread errors */
        memset(X->last_err, 0, X->nthreads * sizeof *X->last_err);
        X->err_dirty = 0;
    }
    if (X->bar_used) {          /* only a failed CTA leaves one unfinished */
        memset(X->bar, 0, sizeof X->bar);
        memset(X->bar_lanes, 0, sizeof X->bar_lanes);
        X->bar_used = 0;
        X->bar_whole = 0;
        X->bar_part = 0;
    }
}

/* Lanes of warp w that exited may complete its arrival at a barrier
   the others already reached (only barriers it arrived at in parts:
   bar_part). */
static void settle(pv_cta *X, const pv_warp *w)
{
    uint32_t used = X->bar_used & X->bar_part, id;
    for (id = 0; used; id++, used >>= 1) {
        uint32_t *lanes = &X->bar_lanes[w->index][id];
        if (!(used & 1u) || !*lanes || (*lanes & w->live) != w->live)
            continue;
        if (w->live)
            X->bar[id].warps++;
        *lanes = 0;
    }
}

/* The .red result of barrier B for the lanes `wait` of warp w, which
   arrived at it with instruction I. */
static void red_result(pv_warp *w, const pv_insn *I, const pv_barrier *B,
                       uint32_t wait)
{
    if (I->op == PV_OP_BAR_RED_POPC) {
        uint32_t *d = (uint32_t *)(void *)(w->rf + I->d), l;
        for (l = 0; l < PV_LANES; l++)
            if ((wait >> l) & 1u)
                d[l] = B->popc;
    } else {
        int v = I->op == PV_OP_BAR_RED_AND ? B->nfalse == 0 : B->popc != 0;
        w->pr[I->d] = (w->pr[I->d] & ~wait) | (v ? wait : 0);
    }
}

/* Complete every barrier that has all its warps (count/32, or every warp
   that has not exited): write the .red results, release the waiting
   lanes, and reset it for its next use. Returns how many completed.
   Without an arrival in parts at a barrier (bar_part) its waiting warps
   are among those parked whole, and only those are visited. */
static uint32_t complete(pv_cta *X, uint32_t live)
{
    const pv_insn *code = X->code->insns;
    uint32_t used = X->bar_used, id, i, done = 0;
    for (id = 0; used; id++, used >>= 1) {
        pv_barrier *B = &X->bar[id];
        if (!(used & 1u) || B->warps < (B->count ? B->count / PV_LANES : live))
            continue;
        if (!((X->bar_part >> id) & 1u)) {
            /* a .red counts every arriving lane in popc or nfalse: a
               plain bar.sync leaves both 0 and no warp's op is read */
            const int red = (B->popc | B->nfalse) != 0;
            uint32_t visit = X->bar_whole, freed = 0;
            if (!red && X->bar_used == 1u << id) {
                /* every warp parked whole waits here (__syncthreads) */
                for (; visit; visit &= visit - 1) {
                    pv_warp *w = &X->warps[pv_ctz32(visit)];
                    w->bar_wait = 0;
                    w->active = w->live;
                    w->pc = w->bar_insn + 1;
                }
                X->bar_whole = 0;
                X->bar_used = 0;
                memset(B, 0, sizeof *B);
                return 1;
            }
            for (; visit; visit &= visit - 1) {
                pv_warp *w = &X->warps[pv_ctz32(visit)];
                if (w->bar_id != id)
                    continue;
                if (red && code[w->bar_insn].op >= PV_OP_BAR_RED_POPC)
                    red_result(w, &code[w->bar_insn], B, w->bar_wait);
                freed |= visit & (0u - visit);
                w->bar_wait = 0;
                w->active = w->live;
                w->pc = w->bar_insn + 1;
            }
            X->bar_whole &= ~freed;
        } else {
            for (i = 0; i < X->nwarps; i++) {
                pv_warp *w = &X->warps[i];
                uint32_t wait = w->bar_wait;
                if (!w->live || !wait || w->bar_id != id)
                    continue;
                if (code[w->bar_insn].op >= PV_OP_BAR_RED_POPC)
                    red_result(w, &code[w->bar_insn], B, wait);
                if ((X->bar_whole >> i) & 1u) {
                    X->bar_whole &= ~(1u << i);
                    w->bar_wait = 0;
                    w->active = w->live;
                    w->pc = w->bar_insn + 1;
                } else {
                    pv_warp_release(w);
                }
            }
            for (i = 0; i < X->nwarps; i++)
                X->bar_lanes[i][id] = 0;
            X->bar_part &= ~(1u << id);
        }
        memset(B, 0, sizeof *B);
        X->bar_used &= ~(1u << id);
        done++;
    }
    return done;
}

/* How many warps of X have not exited. */
static uint32_t live_warps(const pv_cta *X)
{
    const pv_warp *w = X->warps, *const end = w + X->nwarps;
    uint32_t live = 0;
    for (; w < end; w++)
        live += w->live != 0;
    return live;
}

/* The warp after w (or from the first, w = X->warps - 1) that run_round
   would run, or NULL when it would first wake one asleep at an mbarrier
   or none is left in the round (*end). */
static pv_warp *next_ready(pv_cta *X, pv_warp *w, int *end)
{
    pv_warp *const last = X->warps + X->nwarps;
    *end = 0;
    while (++w < last) {
        if (!w->live)
            continue;
        if (w->active) {
            X->run_warp = w;
            return w;
        }
        if (w->mb_parked)   /* run_round wakes it */
            return NULL;
    }
    *end = 1;
    return NULL;
}

/* The round's end: run_cluster completes the barriers that can and
   starts the next round; only a lone CTA whose cluster barrier has no
   arrivals has nothing else to do there. Out of line: the hand-over
   to the next warp of a round stays a leaf. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static pv_warp *next_round(pv_cta *X)
{
    int end;
    if (X->cl->n != 1 || X->cl->arrived || !complete(X, live_warps(X)))
        return NULL;
    return next_ready(X, X->warps - 1, &end);
}

/* for the tests only (unused in the amalgamation): 0 sends every warp
   parked at a barrier back to the scheduler, as before the hand-over */
static int bar_handover = 1;

#if defined(__GNUC__)
__attribute__((unused))
#endif
PTXVM_INTERNAL void pv_bar_set_handover(int on)
{
    bar_handover = on;
}

PTXVM_INTERNAL pv_warp *pv_bar_next(pv_cta *X, pv_warp *w)
{
    int end;
    pv_warp *v;
    if (!bar_handover)
        return NULL;
    v = next_ready(X, w, &end);
    return v || !end ? v : next_round(X);
}

PTXVM_INTERNAL pv_warp *pv_bar_park(pv_cta *X, pv_warp *w, uint32_t id,
                                    int go_on)
{
    pv_barrier *B = &X->bar[id];
    B->insn = w->pc;
    B->warps++;
    X->bar_lanes[w->index][id] = 0;     /* a .arrive's lanes */
    X->bar_used |= 1u << id;
    X->bar_whole |= 1u << w->index;
    w->bar_wait = w->live;
    w->bar_id = id;
    w->bar_insn = w->pc;
    w->active = 0;
    if (!go_on || X->bar_part)
        return NULL;
    return pv_bar_next(X, w);
}

/* Run a warp in slices of PV_STEP_SLICE warp instructions, so that
   ptxvm_interrupt is seen between them at no cost to the interpreter's
   loop, until it stops for another reason or the launch's budget
   (step_end) runs out. The budget is checked at branches, so the
   branch-free code before a barrier can overrun it: a warp resumed past
   it stops at once (else the slice below would start from a wrapped
   difference and never end). */
#define PV_STEP_SLICE ((uint64_t)1 << 16)

static int run_slices(pv_cta *X, pv_warp **wp)
{
    pv_warp *w = *wp;
    for (;;) {
        int st;
        if (X->steps > X->step_end) {
            X->fault.insn = w->pc;
            *wp = w;
            return PV_RUN_STEPS;
        }
        X->step_limit = X->step_end - X->steps > PV_STEP_SLICE ?
                        X->steps + PV_STEP_SLICE : X->step_end;
        X->run_warp = w;
        st = pv_run_warp(X, w);
        w = X->run_warp;        /* where a barrier handed over to */
        if (st != PV_RUN_STEPS || X->steps >= X->step_end) {
            *wp = w;
            return st;
        }
        if (pv_flag_load(&X->vm->interrupt)) {
            *wp = w;
            return PV_RUN_INTERRUPT;
        }
    }
}

/* One round of CTA X: every warp that can run runs until it stops; *n
   counts the warps that have not exited, *ran says whether any ran.
   A warp parking at a barrier may hand over to the next warp itself
   (pv_bar_next), past the round's end to a round after it, and the
   round goes on from where it stopped. Returns PV_RUN_DONE, or what
   stopped a warp (X->fault_warp is it). */
static int run_round(pv_cta *X, uint32_t *n, uint32_t *ran)
{
    pv_warp *w = X->warps, *const end = w + X->nwarps;
    for (; w < end; w++) {
        int st;
        if (!w->live)
            continue;
        if (!w->active) {
            /* parked at a barrier (the common case), or asleep at an
               mbarrier wait that may now end */
            if (w->mb_parked)
                pv_mb_wake(X, w);
            if (!w->active)
                continue;
        }
        st = run_slices(X, &w);
        *ran = 1;
        if (st != PV_RUN_DONE && st != PV_RUN_BARRIER) {
            X->fault_warp = (uint32_t)(w - X->warps);
            *n = live_warps(X);
            return st;
        }
        if (X->bar_part)
            settle(X, w);
    }
    *n = live_warps(X);
    return PV_RUN_DONE;
}

/* Run one cluster (a CTA alone is a cluster of one) to its end: every
   warp of every CTA runs to its end or until all its live lanes wait at
   a barrier; the barriers that can complete (each CTA's, the cluster's)
   do, and it goes on. A round in which no warp can run and no barrier
   completes is a deadlock. The CTAs interleave warp by warp, so they may
   wait for each other. Returns PV_RUN_DONE, or what stopped it: *who is
   the rank of that CTA (its fault_warp and fault say where). */
static int run_cluster(pv_cluster *cl, uint32_t *who)
{
    uint32_t i, c, live[PV_MAX_CLUSTER];
    for (;;) {
        uint32_t any = 0, ran = 0, done = 0;
        for (c = 0; c < cl->n; c++) {
            int st = run_round(cl->cta[c], &live[c], &ran);
            if (st != PV_RUN_DONE) {
                *who = c;
                return st;
            }
            any |= live[c];
        }
        if (!any)
            return PV_RUN_DONE;
        for (c = 0; c < cl->n; c++)
            if (cl->cta[c]->bar_used && complete(cl->cta[c], live[c]))
                done = 1;
        if ((cl->arrived && pv_cluster_complete(cl)) || done || ran)
            continue;
        /* waits on mbarriers may time out; past that, a deadlock */
        for (c = 0; c < cl->n; c++)
            if (pv_mb_timeouts(cl->cta[c]))
                done = 1;
        if (done)
            continue;
        for (c = 0; c < cl->n; c++)
            if (cl->cta[c]->mb_dead) {
                *who = c;
                return PV_RUN_DEADLOCK;
            }
        for (c = 0; !live[c]; c++)
            ;
        {
            /* the CTA's last live warp, as a lone CTA reports it */
            pv_cta *X = cl->cta[c];
            for (i = X->nwarps - 1; !X->warps[i].live; i--)
                ;
            X->fault_warp = i;
            X->fault.insn = X->warps[i].bar_insn;
            *who = c;
        }
        return PV_RUN_DEADLOCK;
    }
}

/* ---- CTAs on several host threads ----------------------------------
   Each worker has its own CTA context (warps, registers, .shared,
   .local) and takes runs of consecutive CTA indices from a shared
   counter until none is left or one failed; the failure of the lowest
   failing CTA is reported, once. Memory the CTAs share is global
   memory, where atomics are host atomics. */
#define LK_MAX_WORKERS 64u

/* A worker's CTA context. The VM keeps one per worker between
   launches (pv_launch_release frees them), its buffers grown to the
   largest launch so far: a short launch then neither allocates nor
   faults in fresh pages. The worker prepares it on its first CTA, in
   parallel with the others and in its own core's cache. */
typedef struct lk_worker lk_worker;
struct lk_worker {
    pv_cta    X;
    pv_warp  *warps;
    uint8_t  *rfs, *shared, *local;
    uint32_t *preds, *errs;      /* errs: the device runtime's last errors */
    size_t    warps_cap, rfs_cap, shared_cap, local_cap, preds_cap, errs_cap;
    int       prepared;          /* this launch's registers are set up     */
    uint64_t  cur, end;          /* reserved clusters not started yet (lock) */
    pv_cluster cl;               /* a group's first context: its cluster   */
    char      pad[64];           /* hot fields of neighbours apart         */
};

typedef struct lk_launch {
    ptxvm_kernel       *k;
    const ptxvm_launch *l;
    lk_worker         **w;
    uint64_t            total;       /* clusters (CTAs) this launch runs  */
    uint64_t            first;       /* the linear index of the first one */
    uint64_t            grid_total;  /* clusters (CTAs) in the grid       */
    uint32_t            csize;       /* CTAs in a cluster: each worker has
                                        csize contexts, w[i*csize ...]    */
    ptxvm_dim3          cdim;        /* the cluster shape                 */
    uint64_t            next;        /* the first CTA not reserved (lock) */
    uint64_t            used;        /* warp instructions of ended CTAs   */
    uint32_t            nworkers;
    int                 stop;        /* a CTA failed: run only those below */
    int                 halt;        /* interrupted or out of steps: none */
    uint64_t            fail_idx;    /* the lowest CTA that failed        */
    ptxvm_result        result;      /* the first failure                 */
    char                msg[PV_ERRMSG_SIZE];   /* and its message         */
    size_t              shared_total;
    int                 zero_state;  /* PTXVM_FLAG_ZERO_STATE            */
    pv_mutex            lock;
} lk_launch;

/* The next CTA for worker w, or total when there is none; also folds in
   the warp instructions of the CTA it ran last (for the step limit).
   A worker reserves a run of consecutive CTAs at a time, the unreserved
   ones over twice the workers (guided self-scheduling). Neighbouring
   CTAs tend to read neighbouring memory, which then stays in one core's
   cache and prefetch streams instead of alternating between cores: a
   histogram reading 256-byte pieces 64 KiB apart got 80-87% of what 2
   cores gave to independent VMs on 2 workers taking CTAs one by one,
   about 100% taking runs. The runs shrink
   toward the end, and once the whole grid is reserved an idle worker
   takes the upper half of the longest run left, so a worker that the
   host deschedules does not hold CTAs while the others wait. Runs are
   reserved in index order, so when CTA f fails every CTA below f is
   reserved: those run to their end and the lowest failure is reported,
   the one a single worker meets. */
static uint64_t lk_take(lk_launch *L, lk_worker *w, uint64_t ran, uint64_t *used)
{
    ptxvm_vm *vm = L->k->module->vm;
    uint64_t idx, at;
    pv_mutex_lock(&L->lock);
    L->used += ran;
    *used = L->used;
    at = w->cur < w->end ? w->cur : L->next;    /* what w would run next */
    if (!L->stop && pv_flag_load(&vm->interrupt)) {
        L->stop = L->halt = 1;
        L->fail_idx = at;
        L->result = lk_fail(L->msg, PTXVM_E_INTERRUPTED, "kernel %s: interrupted "
                             "by ptxvm_interrupt before block %llu of %llu",
                             lk_name(L->k), (unsigned long long)(L->first + at),
                             (unsigned long long)L->grid_total);
    }
    /* blocks with no branch never meet the budget inside a warp: stop
       between blocks once it is spent */
    if (!L->stop && L->l->step_limit && L->used >= L->l->step_limit &&
        at < L->total) {
        L->stop = L->halt = 1;
        L->fail_idx = at;
        L->result = lk_fail(L->msg, PTXVM_E_STEP_LIMIT, "kernel %s: step limit of "
                             "%llu warp instructions reached before block %llu "
                             "of %llu", lk_name(L->k),
                             (unsigned long long)L->l->step_limit,
                             (unsigned long long)(L->first + at),
                             (unsigned long long)L->grid_total);
    }
    if (w->cur >= w->end && !L->stop && L->next < L->total) {
        uint64_t run = (L->total - L->next) / (2u * (uint64_t)L->nworkers);
        w->cur = L->next;
        w->end = L->next + (run ? run : 1);
        L->next = w->end;
    } else if (w->cur >= w->end && !L->halt) {
        lk_worker *v = NULL;        /* the longest run left */
        uint64_t most = 0;
        uint32_t i;
        for (i = 0; i < L->nworkers; i++)
            if (L->w[i * L->csize]->end - L->w[i * L->csize]->cur > most) {
                v = L->w[i * L->csize];
                most = v->end - v->cur;
            }
        if (v) {                    /* its upper half, or its one CTA */
            w->end = v->end;
            w->cur = v->end = v->cur + most / 2;
        }
    }
    idx = L->total;
    if (w->cur < w->end && !L->halt && (!L->stop || w->cur < L->fail_idx))
        idx = w->cur++;
    pv_mutex_unlock(&L->lock);
    return idx;
}

/* Start the CTAs of cluster idx (a CTA index without clusters) on
   worker w's contexts. */
static void lk_start_cluster(lk_launch *L, lk_worker *w, uint64_t idx,
                             uint64_t used)
{
    const ptxvm_dim3 g = L->l->grid, cd = L->cdim;
    const uint64_t nx = g.x / cd.x, ny = g.y / cd.y;
    const uint32_t cx = (uint32_t)(idx % nx), cy = (uint32_t)(idx / nx % ny);
    const uint32_t cz = (uint32_t)(idx / (nx * ny));
    uint32_t r;
    for (r = 0; r < L->csize; r++) {
        pv_cta *X = w->cl.cta[r];
        X->ctaid.x = cx * cd.x + r % cd.x;
        X->ctaid.y = cy * cd.y + r / cd.x % cd.y;
        X->ctaid.z = cz * cd.z + r / (cd.x * cd.y);
        if (L->l->step_limit)       /* the limit counts the whole launch */
            X->step_end = X->steps + (L->l->step_limit > used ?
                                      L->l->step_limit - used : 0);
        if (L->zero_state)
            zero_state(X);
        start_warps(X);
    }
    w->cl.arrived = 0;
}

static void lk_job(void *arg, uint32_t wi)
{
    lk_launch *L = (lk_launch *)arg;
    lk_worker *w = L->w[wi * L->csize];
    uint64_t ran = 0, used, idx;
    const int reverse = L->k->module->vm->reverse_ctas;
    pv_fpenv env;
    pv_fpenv_enter(&env);
    while ((idx = lk_take(L, w, ran, &used)) < L->total) {
        uint64_t before = 0, after = 0;
        uint32_t r, who = 0;
        int st;
        for (r = 0; r < L->csize; r++) {
            lk_worker *v = L->w[wi * L->csize + r];
            if (!v->prepared) {
                prepare_warps(&v->X);
                v->prepared = 1;
            }
            before += v->X.steps;
        }
        lk_start_cluster(L, w, L->first + (reverse ? L->total - 1 - idx : idx), used);
        st = run_cluster(&w->cl, &who);
        for (r = 0; r < L->csize; r++)
            after += w->cl.cta[r]->steps;
        ran = after - before;
        if (st != PV_RUN_DONE) {
            pv_cta *X = w->cl.cta[who];
            if (st == PV_RUN_STEPS)     /* report the launch's limit */
                X->step_limit = L->l->step_limit;
            /* clusters are taken in order and the ones before a failure
               run to their end, so keeping the lowest failing index
               reports the same failure whatever the number of workers */
            pv_mutex_lock(&L->lock);
            if (!L->stop || idx < L->fail_idx) {
                L->stop = 1;
                L->fail_idx = idx;
                L->result = report(L->k, X, st, L->msg);
            }
            pv_mutex_unlock(&L->lock);
            break;
        }
    }
    pv_fpenv_leave(&env);
}

/* Grow *p to at least n bytes (its contents need not survive). A new
   block is zeroed, lazily for large ones (pv_zalloc), and then kept
   until the VM is destroyed, so that launches after the first of their
   size neither allocate nor fault in pages. */
static int lk_fit(pv_heap *h, void **p, size_t *cap, size_t n)
{
    if (n <= *cap)
        return 1;
    if (*p)
        pv_free(h, *p, *cap);
    *cap = 0;
    *p = pv_zalloc(h, n);
    if (!*p)
        return 0;
    *cap = n;
    return 1;
}

static void lk_drop(pv_heap *h, lk_worker *w)
{
    if (!w)
        return;
    if (w->warps)
        pv_free(h, w->warps, w->warps_cap);
    if (w->rfs)
        pv_free(h, w->rfs, w->rfs_cap);
    if (w->preds)
        pv_free(h, w->preds, w->preds_cap);
    if (w->shared)
        pv_free(h, w->shared, w->shared_cap);
    if (w->local)
        pv_free(h, w->local, w->local_cap);
    if (w->errs)
        pv_free(h, w->errs, w->errs_cap);
    pv_free(h, w, sizeof *w);
}

/* The VM's array of n worker contexts (entries may still be NULL),
   grown when a launch wants more workers; NULL when out of memory. */
static lk_worker **lk_contexts(ptxvm_vm *vm, uint32_t n)
{
    lk_worker **a;
    if (n <= vm->nwctx)
        return vm->wctx;
    a = (lk_worker **)pv_realloc(&vm->heap, vm->wctx, vm->nwctx * sizeof *a, n * sizeof *a);
    if (!a)
        return NULL;
    memset(a + vm->nwctx, 0, (n - vm->nwctx) * sizeof *a);
    vm->wctx = a;
    vm->nwctx = n;
    return a;
}

/* Run one grid (pv_grid_req in devrt.h): on the VM's worker contexts
   and threads, or, nested inside a CTA that waits for it, on the
   calling thread with a context of its own. The failure message goes
   to msg. */
PTXVM_INTERNAL ptxvm_result pv_grid_run(pv_grid_req *q, char *msg)
{
    ptxvm_kernel *k = q->k;
    const ptxvm_launch *l = &q->l;
    ptxvm_vm *vm = k->module->vm;
    const pv_code *code = k->code;
    pv_heap *h = &vm->heap;
    uint32_t nthreads, nwarps, rf_stride, i, local_size, nworkers, ready = 0;
    uint32_t csize, nctx;
    uint64_t total;
    ptxvm_dim3 cdim = {1, 1, 1};
    int cexplicit = 0;
    lk_worker **W = NULL, *own = NULL;
    lk_launch L;
    ptxvm_result r = PTXVM_OK;
    nthreads = l->block.x * l->block.y * l->block.z;
    nwarps = (nthreads + PV_LANES - 1) / PV_LANES;
    rf_stride = align_to(code->rf_bytes ? code->rf_bytes : 1, 64);
    local_size = code->local_bytes +
                 (code->uses_stack ? align_to(vm->stack_size, 16) * code->stack_scale : 0);
    {
        /* what one worker's context takes, before anything is allocated:
           a sandbox bounds host memory per worker */
        uint64_t regs = (uint64_t)rf_stride * nwarps +
                        (uint64_t)code->npreds * nwarps * 4;
        uint64_t local = (uint64_t)local_size * nwarps * PV_LANES;
        uint64_t shared = (uint64_t)code->shared_bytes + l->shared_bytes;
        if (regs + local + shared > vm->cta_memory)
            return lk_fail(msg, PTXVM_E_LIMIT, "kernel %s: a CTA of %u threads "
                           "needs %llu bytes of registers, %llu of .local and "
                           "stacks and %llu of .shared, over the limit of %llu "
                           "(PTXVM_LIMIT_CTA_MEMORY)", lk_name(k), nthreads,
                           (unsigned long long)regs, (unsigned long long)local,
                           (unsigned long long)shared,
                           (unsigned long long)vm->cta_memory);
    }
    if (!q->nested) {
        /* kernels that malloc get the heap now: no region appears while
           CTAs run on several threads (a launch tree has it already) */
        for (i = 0; i < code->nfuncs && r == PTXVM_OK; i++)
            if (code->funcs[i].builtin == PV_BUILTIN_MALLOC ||
                code->funcs[i].builtin == PV_BUILTIN_FREE) {
                r = pv_vm_heap(vm);
                if (r != PTXVM_OK)
                    return lk_fail(msg, r, "%s", vm->err);
            }
    }
    r = pv_cluster_shape(k, l->grid, q->cluster, &cdim, &cexplicit, msg);
    if (r != PTXVM_OK)
        return r;
    csize = cdim.x * cdim.y * cdim.z;
    if (csize > 1 && q->nested)
        return lk_fail(msg, PTXVM_E_UNSUPPORTED, "kernel %s: a device-side "
                       "launch run inside its parent CTA cannot have clusters",
                       lk_name(k));
    total = (uint64_t)l->grid.x * l->grid.y * l->grid.z / csize;
    /* a range of the grid (ptxvm_launch_ex's cta_first/cta_count) */
    if (q->first >= total || q->count > total - q->first)
        return lk_fail(msg, PTXVM_E_INVALID_ARGUMENT, "kernel %s: the %s range "
                       "[%llu, %llu) is outside the grid's %llu %s", lk_name(k),
                       csize > 1 ? "cluster" : "CTA", (unsigned long long)q->first,
                       (unsigned long long)(q->first + (q->count ? q->count : 1)),
                       (unsigned long long)total, csize > 1 ? "clusters" : "CTAs");
    L.grid_total = total;
    L.first = q->first;
    if (q->count)
        total = q->count;
    else
        total -= q->first;
    nworkers = vm->cfg.threads ? vm->cfg.threads : pv_cpu_count();
    if (nworkers > LK_MAX_WORKERS)
        nworkers = LK_MAX_WORKERS;
    if (nworkers > total)
        nworkers = (uint32_t)total;
    if (q->nested)
        nworkers = 1;
    nctx = nworkers * csize;
    if (pv_mutex_init(&L.lock) != 0)
        return lk_fail(msg, PTXVM_E_NO_MEMORY, "cannot create a mutex");
    if (q->nested) {
        W = &own;
        pv_mutex_lock(&vm->lock);       /* the host allocator's counts */
    } else {
        W = lk_contexts(vm, nctx);
    }
    if (!W)
        r = lk_fail(msg, PTXVM_E_NO_MEMORY, "out of memory for the launch");
    L.k = k;
    L.l = l;
    L.w = W;
    L.total = total;
    L.next = 0;
    L.nworkers = nworkers;
    L.csize = csize;
    L.cdim = cdim;
    L.stop = L.halt = 0;
    L.used = 0;
    L.result = PTXVM_OK;
    L.shared_total = (size_t)code->shared_bytes + l->shared_bytes;
    L.zero_state = (vm->cfg.flags & PTXVM_FLAG_ZERO_STATE) != 0;
    for (i = 0; i < nctx && r == PTXVM_OK; i++) {
        lk_worker *w = W[i];
        pv_cta *X;
        uint32_t j;
        uint8_t *base;
        if (!w) {
            w = W[i] = (lk_worker *)pv_realloc(h, NULL, 0, sizeof *w);
            if (w)
                memset(w, 0, sizeof *w);
        }
        if (!w ||
            !lk_fit(h, (void **)&w->warps, &w->warps_cap, nwarps * sizeof *w->warps) ||
            !lk_fit(h, (void **)&w->rfs, &w->rfs_cap, (size_t)rf_stride * nwarps + 64) ||
            !lk_fit(h, (void **)&w->preds, &w->preds_cap,
                    ((size_t)code->npreds * nwarps + 1) * sizeof(uint32_t)) ||
            !lk_fit(h, (void **)&w->shared, &w->shared_cap, L.shared_total + 1) ||
            !lk_fit(h, (void **)&w->local, &w->local_cap,
                    (size_t)local_size * nwarps * PV_LANES + 1) ||
            (q->dgrid && !lk_fit(h, (void **)&w->errs, &w->errs_cap,
                                 (size_t)nthreads * sizeof *w->errs))) {
            r = lk_fail(msg, PTXVM_E_NO_MEMORY, "out of memory for the launch");
            break;
        }
        w->prepared = 0;
        w->cur = w->end = 0;
        X = &w->X;
        /* barrier state past msg is clean, or marked by bar_used for
           start_warps to clear */
        memset(X, 0, offsetof(pv_cta, msg));
        X->msg[0] = 0;
        X->vm = vm;
        X->code = code;
        X->warps = w->warps;
        X->nwarps = nwarps;
        X->shared = w->shared;
        X->shared_size = (uint32_t)L.shared_total;
        X->dyn_shared = l->shared_bytes;
        X->local = w->local;
        X->local_size = local_size;
        X->ir = k->module->ir;
        if (k->module->gregion[1]) {
            const pv_region *cr = pv_devmem_find(&vm->mem, k->module->gregion[1], 1);
            if (cr) {
                X->const_base = cr->base;
                X->const_size = cr->size;
            }
        }
        X->params = q->params;
        X->param_size = code->param_bytes;
        X->ntid = l->block;
        X->nctaid = l->grid;
        X->nthreads = nthreads;
        X->step_end = UINT64_MAX;
        X->unchecked = (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) != 0;
        X->dgrid = q->dgrid;
        X->cl = &W[i - i % csize]->cl;
        X->crank = i % csize;
        X->cl->cta[X->crank] = X;
        X->cl->n = csize;
        X->cl->dim = cdim;
        X->cl->is_explicit = cexplicit;
        X->last_err = w->errs;
        X->err_dirty = q->dgrid != NULL;
        /* 64-byte aligned register files: columns are 128/256 bytes */
        base = (uint8_t *)(((uintptr_t)w->rfs + 63) & ~(uintptr_t)63);
        for (j = 0; j < nwarps; j++) {
            w->warps[j].rf = base + (size_t)j * rf_stride;
            w->warps[j].pr = w->preds + (size_t)j * code->npreds;
        }
        ready++;
    }
    if (q->nested)
        pv_mutex_unlock(&vm->lock);
    if (!q->nested && nworkers > 1 && pv_pool_forked(vm->pool)) {  /* a syscall: only then */
        pv_pool_destroy(h, vm->pool);
        vm->pool = NULL;
    }
    if (r == PTXVM_OK && !q->nested && nworkers > 1 && !vm->cfg.host.parallel_for &&
        !vm->pool) {
        /* as many threads as the configuration asks, whatever this grid */
        uint32_t want = vm->cfg.threads ? vm->cfg.threads : pv_cpu_count();
        if (pv_pool_create(h, want > LK_MAX_WORKERS ? LK_MAX_WORKERS : want, &vm->pool))
            r = lk_fail(msg, PTXVM_E_NO_MEMORY, "out of memory for the launch");
    }
    if (r == PTXVM_OK) {
        if (q->nested)
            lk_job(&L, 0);
        else
            pv_parallel(&vm->cfg.host, vm->pool, nworkers, lk_job, &L);
        r = L.result;
        if (r != PTXVM_OK)
            memcpy(msg, L.msg, PV_ERRMSG_SIZE);
    }
    /* the contexts set up for this launch (past a failure, W holds older
       launches' counts) */
    for (i = 0; i < ready; i++) {
        q->warp_insns += W[i]->X.steps;
        q->thread_insns += W[i]->X.thread_insns;
    }
    if (q->nested) {
        pv_mutex_lock(&vm->lock);
        lk_drop(h, own);
        pv_mutex_unlock(&vm->lock);
    }
    pv_mutex_destroy(&L.lock);
    return r;
}

/* What ptxvm_launch_kernel_ex adds to a launch. */
typedef struct lk_opts {
    ptxvm_dim3       cluster;       /* 0,0,0: none asked                 */
    uint64_t         first, count;  /* the CTA (cluster) range           */
    ptxvm_write_log *writes;        /* NULL: no record                   */
} lk_opts;

static ptxvm_result launch(ptxvm_kernel *k, const ptxvm_launch *l,
                           const lk_opts *o, ptxvm_stats *stats)
{
    ptxvm_vm *vm;
    const pv_code *code;
    pv_heap *h;
    uint8_t *params = NULL;
    uint32_t i;
    ptxvm_result r = PTXVM_OK;
    pv_grid_req q;
    char msg[PV_ERRMSG_SIZE];
    uint64_t t0 = pv_now_ns();
    int logged = 0;
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (!k)
        return PTXVM_E_INVALID_ARGUMENT;
    vm = k->module->vm;
    h = &vm->heap;
    code = k->code;
    if (!l)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_launch_kernel: launch must not be NULL");
    if (!code)
        return pv_error(vm, PTXVM_E_UNSUPPORTED, "kernel was not compiled");
    /* the CUDA driver's limits */
    if (!pv_block_ok(l->block))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "invalid block "
                        "(%u,%u,%u): each dimension at least 1, x and y at most "
                        "1024, z at most 64, at most 1024 threads", l->block.x,
                        l->block.y, l->block.z);
    if (!pv_grid_ok(l->grid))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "invalid grid (%u,%u,%u): "
                        "x at most 2^31-1, y and z at most 65535, none 0",
                        l->grid.x, l->grid.y, l->grid.z);
    if ((uint64_t)code->shared_bytes + l->shared_bytes > PV_MAX_SHARED)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%u bytes of static and "
                        "%u of dynamic shared memory exceed the %u bytes a CTA "
                        "may have", code->shared_bytes, l->shared_bytes,
                        PV_MAX_SHARED);
    if (k->nparams && !l->args)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "kernel takes %u "
                        "parameters but args is NULL", k->nparams);
    for (i = 0; i < k->nparams; i++)
        if (!l->args[i])
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "args[%u] is NULL", i);
    params = (uint8_t *)pv_realloc(h, NULL, 0, code->param_bytes + 1);
    if (!params)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "out of memory for the launch");
    memset(params, 0, code->param_bytes + 1);
    for (i = 0; i < k->nparams; i++)
        memcpy(params + code->param_offsets[i], l->args[i], k->param_sizes[i]);
    memset(&q, 0, sizeof q);
    q.k = k;
    q.l = *l;
    q.l.args = NULL;
    q.cluster = o->cluster;
    q.params = params;
    q.first = o->first;
    q.count = o->count;
    msg[0] = 0;
    if (o->writes) {
        r = pv_write_log_begin(o->writes, vm, msg);
        logged = r == PTXVM_OK;
    }
    if (r != PTXVM_OK)
        ;                           /* the log could not copy the memory */
    else if (pv_devrt_used(code) && (o->first || o->count))
        r = lk_fail(msg, PTXVM_E_UNSUPPORTED, "kernel %s launches kernels: "
                    "a CTA range of its grid is not supported", lk_name(k));
    else if (pv_devrt_used(code))   /* kernels that launch kernels */
        r = pv_devrt_launch(&q, msg);
    else
        r = pv_grid_run(&q, msg);
    /* what the launch changed, also when it failed part way */
    if (o->writes && logged) {
        char wmsg[PV_ERRMSG_SIZE];
        ptxvm_result wr = pv_write_log_end(o->writes, wmsg);
        if (wr != PTXVM_OK && r == PTXVM_OK) {
            r = wr;
            memcpy(msg, wmsg, sizeof wmsg);
        }
    }
    if (r != PTXVM_OK)
        pv_error(vm, r, "%s", msg);
    if (r == PTXVM_E_INTERRUPTED)   /* the launch consumed it */
        pv_flag_store(&vm->interrupt, 0);
    if (stats) {
        stats->warp_instructions = q.warp_insns;
        stats->thread_instructions = q.thread_insns;
        stats->nanoseconds = pv_now_ns() - t0;
    }
    if (r == PTXVM_OK)
        pv_ok(vm);
    pv_free(h, params, code->param_bytes + 1);
    return r;
}

PTXVM_INTERNAL int pv_block_ok(ptxvm_dim3 b)
{
    return b.x && b.y && b.z && b.x <= 1024 && b.y <= 1024 && b.z <= 64 &&
           (uint64_t)b.x * b.y * b.z <= 1024;
}

PTXVM_INTERNAL int pv_grid_ok(ptxvm_dim3 g)
{
    return g.x && g.y && g.z && g.x <= 0x7fffffffu && g.y <= 65535 && g.z <= 65535;
}

static ptxvm_result launch_once(ptxvm_kernel *k, const ptxvm_launch *l,
                                const lk_opts *o, ptxvm_stats *stats)
{
    ptxvm_vm *vm;
    ptxvm_result r;
    if (!k) {
        if (stats)
            memset(stats, 0, sizeof *stats);
        return PTXVM_E_INVALID_ARGUMENT;
    }
    /* the worker contexts and threads serve one launch at a time: a host
       function that launches on its own VM is refused, not let loose on
       them (an atomic count, as several workers may try at once) */
    vm = k->module->vm;
    if (pv_count_add(&vm->launching, 1) != 0) {
        pv_count_add(&vm->launching, -1);
        if (stats)
            memset(stats, 0, sizeof *stats);
        /* other workers may be refused at the same time */
        pv_mutex_lock(&vm->lock);
        r = pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_launch_kernel: a "
                     "launch is running on this VM (a host function may not "
                     "launch on the VM that calls it)");
        pv_mutex_unlock(&vm->lock);
        return r;
    }
    r = launch(k, l, o, stats);
    pv_count_add(&vm->launching, -1);
    return r;
}

ptxvm_result ptxvm_launch_kernel(ptxvm_kernel *k, const ptxvm_launch *l,
                                 ptxvm_stats *stats)
{
    lk_opts o;
    ptxvm_launch lc;
    memset(&o, 0, sizeof o);
    if (k && l) {
        ptxvm_result r = PV_SIZED_COPY(k->module->vm, "ptxvm_launch_kernel",
                                       ptxvm_launch, &lc, l);
        if (r != PTXVM_OK) {
            if (stats)
                memset(stats, 0, sizeof *stats);
            return r;
        }
        l = &lc;
    }
    return launch_once(k, l, &o, stats);
}

/* The fields of ptxvm_launch_ex a caller's struct_size holds whole. */
#define LK_HAS(l, field) \
    ((l)->struct_size >= offsetof(ptxvm_launch_ex, field) + sizeof (l)->field)

ptxvm_result ptxvm_launch_kernel_ex(ptxvm_kernel *k, const ptxvm_launch_ex *l,
                                    ptxvm_stats *stats)
{
    lk_opts o;
    memset(&o, 0, sizeof o);
    if (k && (!l || l->struct_size < offsetof(ptxvm_launch_ex, cluster))) {
        if (stats)
            memset(stats, 0, sizeof *stats);
        return pv_error(k->module->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_launch_kernel_ex: launch is NULL or its "
                        "struct_size %zu is too small", l ? l->struct_size : 0);
    }
    if (k && l->struct_size > sizeof *l) {
        if (stats)
            memset(stats, 0, sizeof *stats);
        return pv_error(k->module->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_launch_kernel_ex: ptxvm_launch_ex.struct_size "
                        "%zu is larger than this library's %zu bytes (a "
                        "program built against a newer ptxvm.h)",
                        l->struct_size, sizeof *l);
    }
    if (k && LK_HAS(l, cluster))
        o.cluster = l->cluster;
    if (k && LK_HAS(l, cta_count)) {
        o.first = l->cta_first;
        o.count = l->cta_count;
    }
    if (k && LK_HAS(l, writes))
        o.writes = l->writes;
    if (k && o.writes && pv_write_log_vm(o.writes) != k->module->vm) {
        if (stats)
            memset(stats, 0, sizeof *stats);
        return pv_error(k->module->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_launch_kernel_ex: the write log belongs to another VM");
    }
    return launch_once(k, k ? &l->launch : NULL, &o, stats);
}

PTXVM_INTERNAL void pv_launch_release(ptxvm_vm *vm)
{
    uint32_t i;
    for (i = 0; i < vm->nwctx; i++)
        lk_drop(&vm->heap, vm->wctx[i]);
    if (vm->wctx)
        pv_free(&vm->heap, vm->wctx, vm->nwctx * sizeof *vm->wctx);
    vm->wctx = NULL;
    vm->nwctx = 0;
}

ptxvm_result ptxvm_interrupt(ptxvm_vm *vm)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    /* no pv_ok: the error text belongs to the thread running the launch */
    pv_flag_store(&vm->interrupt, 1);
    return PTXVM_OK;
}
