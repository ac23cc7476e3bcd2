/* Control-flow handlers out of the interpreter loop (exec_ctrl.h): the
   slow paths of calls and returns (diverged lanes, recursion, function
   pointers, host functions), indirect branches, exits, traps, alloca and
   .local copies. The calling convention is in compile_call.c. */
#include "exec_ctrl.h"
#include "exec_frames.h"
#include "frames_avx2.h"
#include "row_copy.h"

/* Cold paths kept out of the call and return handlers' frames. */
#if defined(__GNUC__)
#define CTL_OUT_OF_LINE __attribute__((noinline))
#else
#define CTL_OUT_OF_LINE
#endif

#if FV_AVX2
/* Whether this CTA's calls and returns take frames_avx2.c's forms: the
   CPU has AVX2 (and they are not turned off), and the frames' word
   indices fit their 32-bit lanes. */
static int ctl_avx2(const pv_cta *X)
{
    return X->local_size < FV_LOCAL_MAX && fa_avx2();
}
#endif

/* The compiled function at a function address (any declaration of a
   function names it), or NULL. */
static const pv_func *find_func(const pv_cta *X, uint64_t a)
{
    const ir_module *m = X->ir;
    uint32_t i, name;
    if (a < PV_FUNC_ADDR_BASE || a - PV_FUNC_ADDR_BASE >= m->funcs.len)
        return NULL;
    name = m->funcs.data[a - PV_FUNC_ADDR_BASE].name;
    for (i = 0; i < X->code->nfuncs; i++)
        if (X->code->funcs[i].name == name)
            return &X->code->funcs[i];
    return NULL;
}

/* The registers a recursive F saves when entered from the call at pc
   (n: how many): that call's own list when F calls itself there, else
   F's whole list (compile_saves.c). Entry and return ask with the same
   call, so both walk one layout. */
static const pv_save *call_saves(const pv_cta *X, const pv_func *F, uint32_t pc,
                                 uint32_t *n)
{
    const pv_insn *C = &X->code->insns[pc];
    if (C->op == PV_OP_CALL && C->c) {
        *n = C->c & ~(PV_CALL_FP_FROM_SP | PV_CALL_WORDS);
        return X->code->saves + C->aux;
    }
    *n = F->nsaves;
    return X->code->saves + F->saves;
}

/* Whether the call at pc left its caller's frame pointer unsaved: a
   recursive function's call of itself (compile_saves.c); the return
   sets it from the stack pointer. */
static int fp_from_sp(const pv_cta *X, uint32_t pc)
{
    const pv_insn *C = &X->code->insns[pc];
    return C->op == PV_OP_CALL && (C->c & PV_CALL_FP_FROM_SP);
}

/* Lane l of a recursive function's caller saves the n registers sv into
   its frame from at (the first save's word in the interleaved .local;
   consecutive saves are rows apart, a 64-bit one two rows). */
static PV_FORCE_INLINE void lane_save(uint8_t *rf, const uint32_t *pr, const pv_save *sv,
                                      uint32_t n, uint32_t l, uint8_t *at)
{
    uint32_t i;
    for (i = 0; i < n; i++, at += PV_LANES * 4) {
        if (sv[i].kind == 4) {
            memcpy(at, &R32(sv[i].slot)[l], 4);
        } else if (sv[i].kind == 8) {
            uint64_t v = R64(sv[i].slot)[l];
            uint32_t lo = (uint32_t)v, hi = (uint32_t)(v >> 32);
            memcpy(at, &lo, 4);
            at += PV_LANES * 4;
            memcpy(at, &hi, 4);
        } else {
            uint32_t v = (pr[sv[i].slot] >> l) & 1u;
            memcpy(at, &v, 4);
        }
    }
}

/* The reverse of lane_save. */
static PV_FORCE_INLINE void lane_restore(uint8_t *rf, uint32_t *pr, const pv_save *sv,
                                         uint32_t n, uint32_t l, const uint8_t *at)
{
    uint32_t i;
    for (i = 0; i < n; i++, at += PV_LANES * 4) {
        if (sv[i].kind == 4) {
            memcpy(&R32(sv[i].slot)[l], at, 4);
        } else if (sv[i].kind == 8) {
            uint32_t lo, hi;
            memcpy(&lo, at, 4);
            at += PV_LANES * 4;
            memcpy(&hi, at, 4);
            R64(sv[i].slot)[l] = (uint64_t)hi << 32 | lo;
        } else {
            uint32_t v;
            memcpy(&v, at, 4);
            pr[sv[i].slot] = (pr[sv[i].slot] & ~(1u << l)) | ((v & 1u) << l);
        }
    }
}

/* A save list of one to four 32-bit registers (most of them: a word or
   two live across a call and the return PC) is copied without the
   per-register dispatch of lane_save. The call at pc says so
   (PV_CALL_WORDS, set when the kernel is compiled): its count, and *sv
   its entries; else 0. */
static PV_FORCE_INLINE uint32_t call_words(const pv_cta *X, uint32_t pc, const pv_save **sv)
{
    const pv_insn *C = &X->code->insns[pc];
    if (C->op != PV_OP_CALL || !(C->c & PV_CALL_WORDS))
        return 0;
    *sv = X->code->saves + C->aux;
    return C->c & ~(PV_CALL_FP_FROM_SP | PV_CALL_WORDS);
}

/* One lane enters device function F: a recursive one gets a frame and
   its registers saved on the thread's stack; every one records where the
   lane returns to. Returns 0, or -1 after recording the fault. */
static int call_enter(pv_cta *X, pv_warp *w, const pv_func *F, uint32_t l,
                      uint32_t pc)
{
    uint8_t *rf = w->rf, *lb = local_base(X, w);
    uint32_t *sp = R32(X->code->sp);
    if (F->recursive) {
        uint32_t base = sp[l], need = F->frame + F->save_bytes, ns;
        const pv_save *sv = call_saves(X, F, pc, &ns);
        if (need > X->local_size || base > X->local_size - need)
            return fault(X, pc, l, PV_LOCAL_WINDOW + base, need, 1,
                         "stack overflow: the thread's stack is full (raise "
                         "PTXVM_LIMIT_STACK_SIZE)");
        /* word rows; frames are 16-aligned */
        lane_save(rf, w->pr, sv, ns, l,
                  lb + (size_t)((base + F->frame) >> 2) * (PV_LANES * 4) + l * 4);
        R32(F->fp)[l] = base;
        sp[l] = base + need;
    }
    R32(F->retpc)[l] = pc + 1;
    ctx_enter(X, rf, l, pc);
    return 0;
}

/* The lanes of m enter device function F together, each at its own
   stack depth. One pass over the lanes does all of a lane's work (the
   stack check, its saves, frame pointer, stack pointer and return PC):
   the groups that get here are small and their lanes vary from call to
   call, so a pass per register would pay a lane loop's mispredicted exit
   each time. A full stack faults at the first such lane; the lanes
   before it have their frames by then, which nothing reads after a
   fault. Returns 0 or -1. */
static int enter_lanes(pv_cta *X, pv_warp *w, const pv_func *F, uint32_t m,
                       uint32_t pc)
{
    uint8_t *rf = w->rf;
    uint32_t *sp = R32(X->code->sp), *rp = R32(F->retpc);
    if (F->recursive) {
        uint8_t *lb = local_base(X, w);
        /* locals, not fields: the stores below could alias them */
        uint32_t frame = F->frame, need = frame + F->save_bytes, ns, *fp = R32(F->fp);
        uint32_t full = need > X->local_size, lim = full ? 0 : X->local_size - need;
        const pv_save *sv = NULL;
        uint32_t bad = PV_LANES;
        if (!full && (ns = call_words(X, pc, &sv)) != 0) {
#if FV_AVX2
            if (ctl_avx2(X) && fv_enter(rf, lb, sv, ns, m, m == w->live, frame, need, lim, sp,
                                        fp, rp, pc + 1)) {
                ctx_enter_lanes(X, rf, m, pc);
                return 0;
            }
#endif
            /* the count a constant in each: see exec_frames.h */
            switch (ns) {
            case 1: bad = fr_enter(rf, lb, sv, 1, m, frame, need, lim, sp, fp, rp, pc + 1); break;
            case 2: bad = fr_enter(rf, lb, sv, 2, m, frame, need, lim, sp, fp, rp, pc + 1); break;
            case 3: bad = fr_enter(rf, lb, sv, 3, m, frame, need, lim, sp, fp, rp, pc + 1); break;
            default: bad = fr_enter(rf, lb, sv, 4, m, frame, need, lim, sp, fp, rp, pc + 1); break;
            }
            if (bad < PV_LANES)
                return fault(X, pc, bad, PV_LOCAL_WINDOW + sp[bad], need, 1,
                             "stack overflow: the thread's stack is full (raise "
                             "PTXVM_LIMIT_STACK_SIZE)");
        } else {
            sv = call_saves(X, F, pc, &ns);
            EACH_LANE(m, {
                uint32_t b = sp[l];
                uint8_t *at = lb + (size_t)((b + frame) >> 2) * (PV_LANES * 4) + l * 4;
                if (full || b > lim)
                    return fault(X, pc, l, PV_LOCAL_WINDOW + b, need, 1,
                                 "stack overflow: the thread's stack is full (raise "
                                 "PTXVM_LIMIT_STACK_SIZE)");
                lane_save(rf, w->pr, sv, ns, l, at);
                fp[l] = b;
                sp[l] = b + need;
                rp[l] = pc + 1;
            });
        }
    } else {
        EACH_LANE(m, rp[l] = pc + 1);
    }
    ctx_enter_lanes(X, rf, m, pc);
    return 0;
}

/* The lanes of m leave F together, its registers and frame coming back;
   their return PCs into lane_pc. Each lane restores the list of the call
   it returns to: the lanes returning to one call at a time, a pass over
   them each (a recursive function's lanes return to one or two calls
   mostly, and a test per lane of which one mispredicted). *to: the
   lowest return PC, *go: the lanes of m returning there. A group that
   is every live lane (then m itself) runs on at its return PC next
   (pv_ctl_ret), so the AVX2 form leaves its lane_pc alone. */
static void leave_lanes(pv_cta *X, pv_warp *w, const pv_func *F, uint32_t m,
                        uint32_t *to, uint32_t *go)
{
    uint8_t *rf = w->rf;
    const uint32_t *ret = R32(F->retpc);
    uint32_t low = 0xffffffffu, at_low = 0;
    ctx_leave_lanes(X, rf, m, ret, 0);
    if (F->recursive) {
        uint8_t *lb = local_base(X, w);
        uint32_t *fp = R32(F->fp), *sp = R32(X->code->sp), left = m;
        uint32_t frame = F->frame, need = frame + F->save_bytes;   /* as in enter_lanes */
#if FV_AVX2
        const int avx2 = ctl_avx2(X);
#endif
        while (left) {
            /* the return PCs are read before any lane's saves bring its
               caller's back, those of g only after g is out of left */
            const uint32_t r = ret[pv_ctz32(left)];
#if FV_AVX2
            const uint32_t g = (avx2 ? fv_col_eq(ret, r) : fr_col_eq(ret, r)) & left;
#else
            const uint32_t g = fr_col_eq(ret, r) & left;
#endif
            const pv_save *sv = NULL;
            uint32_t ns = call_words(X, r - 1u, &sv);
            const int up = fp_from_sp(X, r - 1u);
            left &= ~g;
            if (r < low) {
                low = r;
                at_low = g;
            }
            if (!ns) {
                sv = call_saves(X, F, r - 1u, &ns);
                EACH_LANE(g, {
                    uint32_t b = fp[l];
                    lane_restore(rf, w->pr, sv, ns, l,
                                 lb + (size_t)((b + frame) >> 2) * (PV_LANES * 4) + l * 4);
                    if (up)
                        fp[l] = b - need;
                    sp[l] = b;
                    w->lane_pc[l] = r;
                });
                continue;
            }
#if FV_AVX2
            if (avx2) {
                fv_leave(rf, lb, sv, ns, g, g == w->live, frame, need, up, sp, fp,
                         w->lane_pc, r);
                continue;
            }
#endif
            switch (ns) {
            case 1: fr_leave(rf, lb, sv, 1, g, frame, need, up, sp, fp, w->lane_pc, r); break;
            case 2: fr_leave(rf, lb, sv, 2, g, frame, need, up, sp, fp, w->lane_pc, r); break;
            case 3: fr_leave(rf, lb, sv, 3, g, frame, need, up, sp, fp, w->lane_pc, r); break;
            default: fr_leave(rf, lb, sv, 4, g, frame, need, up, sp, fp, w->lane_pc, r); break;
            }
        }
    } else {
        EACH_LANE(m, {
            uint32_t r = ret[l];
            w->lane_pc[l] = r;
            at_low = r < low ? 0u : at_low;
            low = r < low ? r : low;
            at_low |= r == low ? 1u << l : 0u;
        });
    }
    *to = low;
    *go = at_low;
}

/* The same for every lane at once when they all stand at one stack
   depth (m: every live lane): each saved register is whole rows of the
   interleaved .local, one copy each. */
static CTL_OUT_OF_LINE void rows_save(uint8_t *lb, uint8_t *rf, const uint32_t *pr,
                      const pv_save *sv, uint32_t n, uint32_t p, int restore,
                      uint32_t *prw, uint32_t m)
{
    uint32_t i, l;
    for (i = 0; i < n; i++) {
        uint8_t *row = lb + (size_t)(p >> 2) * (PV_LANES * 4);
        if (sv[i].kind == 4) {
            if (restore)
                pv_row_copy(R32(sv[i].slot), row);
            else
                pv_row_copy(row, R32(sv[i].slot));
            p += 4;
        } else if (sv[i].kind == 8) {
            uint32_t lo[PV_LANES], hi[PV_LANES];
            uint64_t *c = R64(sv[i].slot);
            if (restore) {
                memcpy(lo, row, sizeof lo);
                memcpy(hi, row + PV_LANES * 4, sizeof hi);
                for (l = 0; l < PV_LANES; l++)
                    c[l] = (uint64_t)hi[l] << 32 | lo[l];
            } else {
                for (l = 0; l < PV_LANES; l++) {
                    lo[l] = (uint32_t)c[l];
                    hi[l] = (uint32_t)(c[l] >> 32);
                }
                memcpy(row, lo, sizeof lo);
                memcpy(row + PV_LANES * 4, hi, sizeof hi);
            }
            p += 8;
        } else {
            uint32_t b[PV_LANES];
            if (restore) {
                uint32_t v = 0;
                memcpy(b, row, sizeof b);
                for (l = 0; l < PV_LANES; l++)
                    v |= (b[l] & 1u) << l;
                prw[sv[i].slot] = (prw[sv[i].slot] & ~m) | (v & m);
            } else {
                for (l = 0; l < PV_LANES; l++)
                    b[l] = (pr[sv[i].slot] >> l) & 1u;
                memcpy(row, b, sizeof b);
            }
            p += 4;
        }
    }
}

/* rows_save for a list of one to four 32-bit words (from call_words): a
   row copy each, without rows_save's call and its per-register
   dispatch. */
static PV_FORCE_INLINE void rows_words(uint8_t *lb, uint8_t *rf, const pv_save *sv,
                                       uint32_t n, uint32_t p, int restore)
{
    uint32_t i;
    uint8_t *row = lb + (size_t)(p >> 2) * (PV_LANES * 4);
    for (i = 0; i < n; i++, row += PV_LANES * 4) {
        if (restore)
            pv_row_copy(rf + sv[i].slot, row);
        else
            pv_row_copy(row, rf + sv[i].slot);
    }
}

/* Copy n bytes of one lane's .local, [a or none] + x to [b or none] + aux. */
static int local_copy(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t l,
                      uint32_t pc)
{
    uint8_t *rf = w->rf, *lb = local_base(X, w), buf[64];
    uint64_t src = (I->a == PV_NO_REG ? 0 : R32(I->a)[l]) + I->x;
    uint64_t dst = (I->b == PV_NO_REG ? 0 : R32(I->b)[l]) + I->aux;
    uint32_t n = I->c, done = 0;
    if (src > X->local_size || n > X->local_size - src)
        return fault(X, pc, l, PV_LOCAL_WINDOW + src, n, 0, "outside the thread's .local");
    if (dst > X->local_size || n > X->local_size - dst)
        return fault(X, pc, l, PV_LOCAL_WINDOW + dst, n, 1, "outside the thread's .local");
    while (done < n) {
        uint32_t k = n - done < sizeof buf ? n - done : (uint32_t)sizeof buf;
        local_rw(lb, src + done, l, buf, k, 0);
        local_rw(lb, dst + done, l, buf, k, 1);
        done += k;
    }
    return 0;
}


/* call.ind and calls of host functions: lane by lane, each lane's
   function found and entered (a host one run) on its own. Out of line:
   its locals cost pv_ctl_call's device calls a larger frame. */
static CTL_OUT_OF_LINE int call_each_lane(pv_cta *X, pv_warp *w, const pv_insn *I,
                                          uint32_t m)
{
    uint8_t *rf = w->rf;
    const pv_func *F = NULL;
    uint32_t l, rest = w->active & ~m, pc = w->pc, split = 0, to = 0;
    for (l = 0; l < PV_LANES; l++) {
        if (!((m >> l) & 1u))
            continue;
        if (I->op == PV_OP_CALL_IND) {
            uint64_t a = I->aux ? R32(I->a)[l] : R64(I->a)[l];
            F = find_func(X, a);
            if (!F || F->abi != (uint32_t)I->x) {
                fault(X, pc, l, a, 0, 0, F ? "a call through a function "
                      "pointer whose parameters differ from the call's"
                      : "a call through an address that is not a function");
                return PV_RUN_FAULT;
            }
        } else {
            F = &X->code->funcs[I->x];
        }
        if (F->host || F->builtin) {
            int st = pv_host_call(X, w, F, l, pc);
            if (st != PV_RUN_DONE) {
                X->fault.insn = pc;
                X->fault.lane = l;
                return st;
            }
            w->lane_pc[l] = pc + 1;
        } else {
            if (call_enter(X, w, F, l, pc))
                return PV_RUN_FAULT;
            w->lane_pc[l] = F->entry;
        }
        if (!split)
            to = w->lane_pc[l];
        split |= w->lane_pc[l] != to ? 2u : 1u;
    }
    if (split == 1 && !rest) {    /* one target: no rescheduling */
        w->pc = to;
        return PV_GO_JUMP;
    }
    set_lane_pcs(w, rest, pc + 1);
    w->active = 0;
    pv_reschedule(w, 0);
    return PV_GO_JUMP;
}

/* call/call.ind: the calling lanes enter their function (host functions
   run right here); the others wait after the call. */
static CTL_OUT_OF_LINE int ctl_call(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    const pv_func *F = NULL;
    uint32_t rest = w->active & ~m, pc = w->pc;
    if (I->op == PV_OP_CALL)
        F = &X->code->funcs[I->x];
    if (I->op == PV_OP_CALL && m == w->live && !rest) {
        /* the whole warp at one depth: rows, not lanes */
        uint32_t base;
        if (F->recursive && col_uniform(R32(X->code->sp), m, &base) &&
            F->frame + F->save_bytes <= X->local_size &&
            base <= X->local_size - (F->frame + F->save_bytes)) {
            const pv_save *sv = NULL;
            uint32_t ns = call_words(X, pc, &sv);
            if (ns) {
                rows_words(local_base(X, w), rf, sv, ns, base + F->frame, 0);
            } else {
                sv = call_saves(X, F, pc, &ns);
                rows_save(local_base(X, w), rf, w->pr, sv, ns, base + F->frame, 0, NULL, m);
            }
            /* m is every live lane: whole columns (exited lanes own no
               registers any more) */
            pv_row_fill(R32(F->fp), base);
            pv_row_fill(R32(X->code->sp), base + F->frame + F->save_bytes);
            pv_row_fill(R32(F->retpc), pc + 1);
            ctx_enter_lanes(X, rf, m, pc);
            w->pc = F->entry;
            return PV_GO_JUMP;
        }
    }
    if (I->op == PV_OP_CALL && !F->host && !F->builtin) {
        /* one device function for every calling lane: no lane loop */
        if (enter_lanes(X, w, F, m, pc))
            return PV_RUN_FAULT;
        if (!rest) {
            w->pc = F->entry;
            return PV_GO_JUMP;
        }
        set_lane_pcs(w, m, F->entry);
        set_lane_pcs(w, rest, pc + 1);
        w->active = 0;
        pv_reschedule(w, 0);
        return PV_GO_JUMP;
    }
    return call_each_lane(X, w, I, m);
}

/* The whole running group m has returned (lane_pc: each lane's return
   PC; to: the lowest, go: the lanes of m there). When no other lane that
   may run waits at or before to, reschedule would pick the lanes of go
   there: run them now, the rest of m waiting where they returned to. 1
   when done. */
static int returns_first(pv_warp *w, uint32_t m, uint32_t to, uint32_t go)
{
    uint32_t wait = w->live & ~w->bar_wait & ~w->mb_parked & ~m;
    if (wait && (wait & fr_pcs_upto(w, to)))  /* none waits: no lane scan */
        return 0;
    w->active = go;
    w->pc = to;
    return 1;
}

/* ret: each returning lane goes back to its caller, the others wait
   after the ret. */
static CTL_OUT_OF_LINE int ctl_ret(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    const pv_func *F = &X->code->funcs[I->x];
    uint32_t rest = w->active & ~m, pc = w->pc, to, base, go;
    if (m == w->live && !rest && F->recursive &&
        col_uniform(R32(F->fp), m, &base) && col_uniform(R32(F->retpc), m, &to)) {
        /* the whole warp returns to one place from one depth */
        const pv_save *sv = NULL;
        uint32_t ns = call_words(X, to - 1u, &sv);
        ctx_leave_lanes(X, rf, m, NULL, to);
        if (ns) {
            rows_words(local_base(X, w), rf, sv, ns, base + F->frame, 1);
        } else {
            sv = call_saves(X, F, to - 1u, &ns);
            rows_save(local_base(X, w), rf, w->pr, sv, ns, base + F->frame, 1, w->pr, m);
        }
        if (fp_from_sp(X, to - 1u))     /* whole columns, as in pv_ctl_call */
            pv_row_fill(R32(F->fp), base - (F->frame + F->save_bytes));
        pv_row_fill(R32(X->code->sp), base);
        w->pc = to;
        return PV_GO_JUMP;
    }
    leave_lanes(X, w, F, m, &to, &go);
    if (rest) {
        set_lane_pcs(w, rest, pc + 1);
    } else if (returns_first(w, m, to, go)) {
        return PV_GO_JUMP;
    }
    w->active = 0;
    pv_reschedule(w, 0);
    return PV_GO_JUMP;
}

/* Calls and returns of a recursive function by every live lane, at one
   depth or their own (nearly all of a recursion's), go straight to
   frames_avx2.c: tested before ctl_call and ctl_ret, whose prologues
   (their frames save every callee-saved register) cost a quarter of
   such a call. Anything else, or a full stack, takes the general
   paths. */
#if FV_AVX2
/* The kernel keeps no call contexts and the frames take the AVX2 forms. */
static PV_FORCE_INLINE int ctl_live_ok(const pv_cta *X)
{
    return X->code->cctx == PV_NO_REG && ctl_avx2(X);
}
#endif

PTXVM_INTERNAL int pv_ctl_call(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
#if FV_AVX2
    if (I->op == PV_OP_CALL && (I->c & PV_CALL_WORDS) && m == w->live &&
        !(w->active & ~m)) {
        const pv_func *F = &X->code->funcs[I->x];
        if (F->recursive && ctl_live_ok(X) && fv_call_live(X, w, F, I)) {
            w->pc = F->entry;
            return PV_GO_JUMP;
        }
    }
#endif
    return ctl_call(X, w, I, m);
}

PTXVM_INTERNAL int pv_ctl_ret(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
#if FV_AVX2
    const pv_func *F = &X->code->funcs[I->x];
    uint32_t to;
    if (F->recursive && m == w->live && !(w->active & ~m) && ctl_live_ok(X) &&
        (to = fv_ret_live(X, w, F)) != 0) {
        /* no lane is left waiting: they run on there (returns_first) */
        w->active = m;
        w->pc = to;
        return PV_GO_JUMP;
    }
#endif
    return ctl_ret(X, w, I, m);
}

/* brx.idx: per-lane targets from the table after the instruction. */
PTXVM_INTERNAL int pv_ctl_brx(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    const pv_insn *code = X->code->insns;
    const uint32_t *idx = R32(I->a);
    uint32_t l, rest = w->active & ~m;
    for (l = 0; l < PV_LANES; l++) {
        if ((m >> l) & 1u) {
            if (idx[l] >= I->aux) {
                fault(X, w->pc, l, idx[l], 0, 0,
                      "brx.idx index outside its target list");
                return PV_RUN_FAULT;
            }
            w->lane_pc[l] = (uint32_t)code[w->pc + 1 + idx[l]].x;
        } else if ((rest >> l) & 1u) {
            w->lane_pc[l] = w->pc + 1 + I->aux;
        }
    }
    w->active = 0;
    pv_reschedule(w, 0);
    return PV_GO_JUMP;
}

/* exit: the lanes leave for good; the rest of the group goes on, or
   another group runs, or the warp waits at a barrier. */
PTXVM_INTERNAL int pv_ctl_exit(pv_cta *X, pv_warp *w, uint32_t m)
{
    (void)X;
    w->live &= ~m;
    w->active &= ~m;
    if (w->active || !w->live)    /* none left: the loop ends */
        return PV_GO_NEXT;
    pv_reschedule(w, 0);
    /* the rest wait at a barrier */
    return w->active ? PV_GO_JUMP : (int)PV_RUN_BARRIER;
}

/* trap: the first lane of m is the one reported. */
PTXVM_INTERNAL int pv_ctl_trap(pv_cta *X, pv_warp *w, uint32_t m)
{
    if (!m)
        return PV_GO_NEXT;
    X->fault.insn = w->pc;
    X->fault.lane = 0;
    while (!((m >> X->fault.lane) & 1u))
        X->fault.lane++;
    return PV_RUN_TRAP;
}

/* A copy within each lane's .local (arguments and results of calls). */
PTXVM_INTERNAL int pv_ctl_lcopy(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    uint32_t l, sa = 0, da = 0;
    if (m && (I->a == PV_NO_REG || col_uniform(R32(I->a), m, &sa)) &&
        (I->b == PV_NO_REG || col_uniform(R32(I->b), m, &da))) {
        /* every lane copies the same offsets: rows, whole ones when
           every live lane copies */
        uint64_t src = (uint64_t)sa + I->x, dst = (uint64_t)da + I->aux;
        if (!((src | dst | I->c) & 3) && src <= X->local_size &&
            I->c <= X->local_size - src && dst <= X->local_size &&
            I->c <= X->local_size - dst) {
            uint8_t *lb = local_base(X, w);
            uint8_t *d = lb + (size_t)(dst >> 2) * (PV_LANES * 4);
            const uint8_t *sr = lb + (size_t)(src >> 2) * (PV_LANES * 4);
            if (m == w->live) {
                memmove(d, sr, (size_t)(I->c >> 2) * (PV_LANES * 4));
            } else {
                uint32_t k;
                for (k = 0; k < I->c >> 2; k++)
                    EACH_LANE(m, memmove(d + (size_t)k * (PV_LANES * 4) + l * 4,
                                         sr + (size_t)k * (PV_LANES * 4) + l * 4, 4));
            }
            return PV_GO_NEXT;
        }
    }
    if (!((I->x | I->aux | I->c) & 3) && I->c <= 64) {
        /* lanes at different depths (frame pointers differ): whole words,
           read before written as local_copy does */
        uint8_t *lb = local_base(X, w);
        static const uint32_t zero[PV_LANES] = {0};
        const uint32_t *a = I->a == PV_NO_REG ? zero : R32(I->a);
        const uint32_t *b = I->b == PV_NO_REG ? zero : R32(I->b);
        EACH_LANE(m, {
            uint32_t k, t[16];
            uint64_t src = (uint64_t)a[l] + I->x, dst = (uint64_t)b[l] + I->aux;
            if (((src | dst) & 3) || src > X->local_size || I->c > X->local_size - src ||
                dst > X->local_size || I->c > X->local_size - dst) {
                if (local_copy(X, w, I, l, w->pc))
                    return PV_RUN_FAULT;
                continue;
            }
            for (k = 0; k < I->c >> 2; k++)
                memcpy(&t[k], lb + (size_t)((src >> 2) + k) * (PV_LANES * 4) + l * 4, 4);
            for (k = 0; k < I->c >> 2; k++)
                memcpy(lb + (size_t)((dst >> 2) + k) * (PV_LANES * 4) + l * 4, &t[k], 4);
        });
        return PV_GO_NEXT;
    }
    for (l = 0; l < PV_LANES; l++)
        if (((m >> l) & 1u) && local_copy(X, w, I, l, w->pc))
            return PV_RUN_FAULT;
    return PV_GO_NEXT;
}

/* alloca: a block on the thread's stack, freed when its function returns
   (alloca functions keep frames) or at stackrestore. */
PTXVM_INTERNAL int pv_ctl_alloca(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    uint32_t l, *sp = R32(X->code->sp);
    for (l = 0; l < PV_LANES; l++) {
        uint64_t size, at;
        if (!((m >> l) & 1u))
            continue;
        size = I->aux ? R64(I->a)[l] : R32(I->a)[l];
        at = (sp[l] + I->x - 1) & ~(I->x - 1);
        if (at > X->local_size || size > X->local_size - at) {
            fault(X, w->pc, l, PV_LOCAL_WINDOW + at, 0, 1,
                  "alloca: the thread's stack is full (raise "
                  "PTXVM_LIMIT_STACK_SIZE)");
            X->fault.size = size > 0xffffffffu ? 0xffffffffu : (uint32_t)size;
            return PV_RUN_FAULT;
        }
        if (I->aux)
            R64(I->d)[l] = at;
        else
            R32(I->d)[l] = (uint32_t)at;
        sp[l] = (uint32_t)(at + size);
    }
    return PV_GO_NEXT;
}
