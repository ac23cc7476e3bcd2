/* pv_run_warp's dispatch loop and handlers, pasted into exec.c once for
   every copy of the interpreter: the portable one, and where the host
   may have AVX2 one compiled for it (PV_RUN_ATTR) whose full-warp vector
   macros take eight 32-bit lanes at a time (exec_vec8.h). PV_RUN_NAME is
   the copy's name. No include guard: a fragment, pasted at each include. */
#if PV_COMPUTED_GOTO
/* Labels as values are a GNU extension: the fallback is the switch. */
#  pragma GCC diagnostic push
#  pragma GCC diagnostic ignored "-Wpedantic"
#  ifdef __clang__
#    pragma clang diagnostic ignored "-Wgnu-label-as-value"
#  endif
#endif
static PV_ALIGN_HOT PV_RUN_ATTR PV_RUN_REGS int PV_RUN_NAME(pv_cta *X, pv_warp *w)
{
#if PV_COMPUTED_GOTO
    static const void *const dispatch[PV_OP_COUNT] = {
#  define PV_OP_LABEL(n) &&L_##n,
        PV_OPS(PV_OP_LABEL)
        PV_OPS_INT(PV_OP_LABEL)
        PV_OPS_FLOAT(PV_OP_LABEL)
        PV_OPS_WARP(PV_OP_LABEL)
        PV_OPS_ATOM(PV_OP_LABEL)
        PV_OPS_BAR(PV_OP_LABEL)
        PV_OPS_SURF(PV_OP_LABEL)
        PV_OPS_MMA(PV_OP_LABEL)
        PV_OPS_WMMA(PV_OP_LABEL)
        PV_OPS_CLUSTER(PV_OP_LABEL)
        PV_OPS_ASYNC(PV_OP_LABEL)
        PV_OPS_TMA(PV_OP_LABEL)
        PV_OPS_WGMMA(PV_OP_LABEL)
#  undef PV_OP_LABEL
    };
#endif
    const pv_insn *code = X->code->insns;
    uint8_t *rf = w->rf;
    uint32_t *pr = w->pr;
    uint64_t steps0 = X->steps, limit = X->step_limit, tmiss = 0, sbase;
    uint32_t miss_m = FULL, miss_n = 0;   /* the last partial mask, its idle lanes */
    const pv_insn *I = code;              /* the running instruction */
    uint32_t act;                         /* the running group's lanes */
    uint32_t fastg;             /* guard of the unmasked path: act == FULL ? none : no guard */
    uint32_t act_n = 0;         /* the lanes outside act */
    int rc = PV_RUN_DONE;
    /* The running group's PC is w->pc itself, the one copy: dispatch
       moves it on in place and stores nothing else. A handler may move
       w->pc (a regroup, a call out of line); I stays at its own
       instruction, so PV_HERE() names that instruction throughout. */
#define PV_HERE() ((uint32_t)(I - code))
    /* Steps so far, the running instruction's included: sbase + its PC.
       A straight run counts itself as the PC moves on, so dispatch adds
       nothing; a jump moves sbase by what the PC moved (PV_GOTO), and a
       record skipped uncounted lowers it. PV_STEPS_AT() is the same
       before the handler has moved w->pc, one load cheaper. */
#define PV_STEPS() (sbase + PV_HERE())
#define PV_STEPS_AT() (sbase + w->pc)
    /* thread instructions so far: 32 per dispatched instruction less the
       lanes it did not run, so a full warp costs nothing at dispatch */
#define PV_TINS() ((PV_STEPS() - steps0) * PV_LANES - tmiss)
    /* The running group's lanes; fastg lets dispatch ask one question
       (act == FULL and no guard) by comparing the guard alone, and act_n
       counts a partial group's idle lanes once. */
#define PV_SET_ACT(v)                                                   \
    (act = (v), act == FULL ? (fastg = PV_NO_GUARD) :                   \
     (act_n = PV_LANES - popcount32(act), fastg = 0x10000u))
    /* On at instruction `to`, counted as one step after this one. */
#define PV_GOTO(to)                                                     \
    do {                                                                \
        uint32_t to_ = (to);                                            \
        sbase += (uint64_t)w->pc + 1 - to_;                             \
        w->pc = to_;                                                    \
        goto next;                                                      \
    } while (0)
    /* Every way out of the loop: the status, then the one exit below,
       which stores the step count and the statistics. */
#define PV_LEAVE(st)                                                    \
    do {                                                                \
        rc = (st);                                                      \
        goto leave;                                                     \
    } while (0)
    /* A branch past the step limit runs when the warp resumes: uncount
       it and stop before it. */
#define PV_STOP_BEFORE()                                                \
    do {                                                                \
        sbase--;                                                        \
        tmiss -= m == FULL ? 0 : PV_LANES - popcount32(m);              \
        X->fault.insn = w->pc;                                          \
        PV_LEAVE(PV_RUN_STEPS);                                         \
    } while (0)
    /* An out-of-line handler (exec_ctrl.c) and its run status; ends the
       case. The handler leaves the warp's pc and active mask in w. */
#define PV_OUT_OF_LINE(call)                                            \
    rc = (call);                                                        \
    if (rc == PV_GO_NEXT)                                               \
        w->pc = PV_HERE() + 1;                                          \
    if (rc == PV_GO_JUMP || rc == PV_GO_NEXT)                           \
        continue;                                                       \
    goto leave
    /* To the handler of I: the jump table, or the switch. */
#if PV_COMPUTED_GOTO
#  define PV_DISPATCH() goto *dispatch[I->op]
#else
#  define PV_DISPATCH() goto dispatch_switch
#endif
    /* The running group's mask lives in act. At each dispatch w->active
       is act, so whatever a handler calls reads it and w->pc there;
       `break` goes on at w->pc + 1 with act as it is, and `continue`
       goes on wherever a handler or a function it called left w->pc and
       w->active. A whole warp's unguarded instruction, about half of
       what real kernels dispatch, takes the fast test at `next` (after a
       jump) or at the switch's end (after a `break`, where I moves with
       w->pc instead of being found again). */
    sbase = steps0 + 1 - w->pc;
    /* `continue` leaves I at the last instruction counted */
    for (;; sbase += (uint64_t)PV_HERE() + 1 - w->pc) {
        uint32_t m;
    warp_enter:     /* a barrier handed over the CTA's next warp (exec_bar.h) */
        PV_SET_ACT(w->active);
        if (!act)
            break;
    next:
        I = &code[w->pc];
        if (I->guard == fastg) {
            m = FULL;           /* the common case: nothing to mask */
            PV_DISPATCH();
        }
    masked: {
        /* a guard, or a part of the warp */
        uint32_t g = I->guard, mm = act;
        if (g == PV_NO_GUARD) {         /* then act != FULL */
            tmiss += act_n;
            m = act | (I->scratch & ~act);  /* lanes that cannot need d */
            PV_DISPATCH();
        }
        {
            uint32_t p = pr[g & 0x7fffu];
            mm &= (g & PV_GUARD_NEG) ? ~p : p;
            if (mm == FULL) {
                m = FULL;
                PV_DISPATCH();
            }
        }
        /* divergent code runs long stretches under one mask */
        if (mm != miss_m) {
            miss_m = mm;
            miss_n = PV_LANES - popcount32(mm);
        }
        tmiss += miss_n;
        m = mm | (I->scratch & ~act);   /* lanes that cannot need d */
        PV_DISPATCH();
    }
#if !PV_COMPUTED_GOTO
    dispatch_switch:
#endif
        switch (I->op) {
        PV_CASE(NOP):
            break;
        PV_CASE(JOIN): {
            const uint32_t pc = w->pc;
            if (act != (w->live & ~w->bar_wait) && waiting_upto(w, pc)) {
                /* merge the lanes waiting here, or let a group at a lower
                   PC run first; whichever group runs next is complete at
                   its PC, so it steps past a JOIN there */
                pv_regroup(w, pc);
                if (code[w->pc].op == PV_OP_JOIN)
                    w->pc++;
                continue;
            }
            break;
        }
        PV_CASE(BRA): pv_bra_go: {        /* SETP_BRA32 goes on here */
            const uint32_t pc = w->pc;
            uint32_t rest = act & ~m;
            if (PV_STEPS_AT() > limit)
                PV_STOP_BEFORE();
            if (rest && m && (I->op == PV_OP_BRA ? I->aux == PV_BRA_FALLS
                                                 : (I->c & PV_SETP_BRA_FALLS) != 0))
                break;          /* the block's guards keep out the lanes of m */
            /* Waiting lanes never sit before the running ones (they merge
               at the JOIN of their label), so lanes branching backwards
               stay the lowest PC: no rescheduling (divergent loops).
               pv_regroup leaves the next group in w. */
            if (!rest) {
                uint32_t to = (uint32_t)I->x;
                if (act != (w->live & ~w->bar_wait) && to > pc &&
                    waiting_upto(w, to)) {
                    pv_regroup(w, to);
                    continue;
                }
                /* no lane waits at a JOIN reached with every ready lane,
                   nor at one reached backwards: none waits at or before
                   pc (a divergent loop's group asked at its head each
                   turn) */
                if (code[to].op == PV_OP_JOIN &&
                    (to <= pc || act == (w->live & ~w->bar_wait)))
                    to++;
                PV_GOTO(to);
            } else if (!m) {
                if (act != (w->live & ~w->bar_wait) && waiting_upto(w, pc + 1)) {
                    pv_regroup(w, pc + 1);
                    continue;
                }
                w->pc++;
                goto next;
            } else if ((uint32_t)I->x <= pc) {
                set_lane_pcs(w, rest, pc + 1);
                w->active = m;
                PV_SET_ACT(m);
                PV_GOTO((uint32_t)I->x);
            } else if ((uint32_t)I->x > pc + 1 && !waiting_upto(w, pc + 1)) {
                /* no lane waits at or before the next instruction: those
                   falling through are the lowest group, as reschedule
                   would find */
                set_lane_pcs(w, m, (uint32_t)I->x);
                w->active = rest;
                PV_SET_ACT(rest);
                break;
            }
            set_lane_pcs(w, m, (uint32_t)I->x);
            set_lane_pcs(w, rest, pc + 1);
            w->active = 0;
            reschedule(w, 0);
            continue;
        }
        PV_CASE(BRX):
            if (PV_STEPS() > limit)
                PV_STOP_BEFORE();
            PV_OUT_OF_LINE(pv_ctl_brx(X, w, I, m));
        PV_CASE(EXIT):
            PV_OUT_OF_LINE(pv_ctl_exit(X, w, m));
        PV_CASE(CALL): PV_CASE(CALL_IND):
            if (!m)
                break;
            if (I->op == PV_OP_CALL && m == w->live && !(act & ~m)) {
                /* the whole warp calls a plain device function: jump */
                const pv_func *F = &X->code->funcs[I->x];
                if (!F->recursive && !F->host && !F->builtin) {
                    const uint32_t pc = w->pc;
                    EACH_LANE(m, R32(F->retpc)[l] = pc + 1);
                    ctx_enter_lanes(X, rf, m, pc);
                    PV_GOTO(F->entry);
                }
            }
            PV_OUT_OF_LINE(pv_ctl_call(X, w, I, m));
        PV_CASE(RET): {
            const pv_func *F = &X->code->funcs[I->x];
            uint32_t to;
            if (!m)
                break;
            if (!F->recursive && m == w->live && !(act & ~m) &&
                col_uniform(R32(F->retpc), m, &to)) {
                /* the whole warp returns to one place */
                ctx_leave_lanes(X, rf, m, NULL, to);
                PV_GOTO(to);
            }
            PV_OUT_OF_LINE(pv_ctl_ret(X, w, I, m));
        }
        PV_CASE(LCOPY):
            PV_OUT_OF_LINE(pv_ctl_lcopy(X, w, I, m));
        PV_CASE(FRAME_ADDR): {
            const uint32_t *a = R32(I->a);
            if (I->aux) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = (uint64_t)a[l] + I->x);
            } else {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = (uint32_t)(a[l] + I->x));
            }
            break;
        }
        PV_CASE(ALLOCA):
            PV_OUT_OF_LINE(pv_ctl_alloca(X, w, I, m));
        PV_CASE(FENCE):
            if (m) {
#if defined(__GNUC__) || defined(__clang__)
/* gcc warns that ThreadSanitizer does not model fences (make tsan):
   nothing needs it to, every access to shared memory being atomic */
#  if defined(__SANITIZE_THREAD__) && !defined(__clang__) && __GNUC__ >= 11
#    pragma GCC diagnostic push
#    pragma GCC diagnostic ignored "-Wtsan"
#  endif
                __atomic_thread_fence(__ATOMIC_SEQ_CST);
#  if defined(__SANITIZE_THREAD__) && !defined(__clang__) && __GNUC__ >= 11
#    pragma GCC diagnostic pop
#  endif
#endif
            }
            break;
        PV_CASE(STACKSAVE): {
            const uint32_t *sp = R32(X->code->sp);
            if (I->aux) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = sp[l]);
            } else {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = sp[l]);
            }
            break;
        }
        PV_CASE(STACKRESTORE): {
            /* any value stays inside the thread's own .local: accesses
               past its end fault */
            uint32_t *sp = R32(X->code->sp);
            if (I->aux) {
                const uint64_t *a = R64(I->a);
                EACH_LANE(m, sp[l] = a[l] > X->local_size ? X->local_size : (uint32_t)a[l]);
            } else {
                const uint32_t *a = R32(I->a);
                EACH_LANE(m, sp[l] = a[l] > X->local_size ? X->local_size : a[l]);
            }
            break;
        }
        PV_CASE(TRAP):
            PV_OUT_OF_LINE(pv_ctl_trap(X, w, m));

        /* ---- moves ---- */
        PV_CASE(MOV32): {
            const uint32_t *a = R32(I->a);
            VOP32(m, R32(I->d), a, a, a, va, a[l]);
            break;
        }
        PV_CASE(MOV64): {
            const uint64_t *a = R64(I->a);
            VOP64(m, R64(I->d), a, a, va, a[l]);
            break;
        }
        PV_CASE(MOVP):
            pr[I->d] = (pr[I->d] & ~m) | (pr[I->a] & m);
            break;
        PV_CASE(MOV_PN):
            pr[I->d] = (pr[I->d] & ~m) | (~pr[I->a] & m);
            break;
        PV_CASE(SETP_CONST):
            pr[I->d] = I->x ? (pr[I->d] | m) : (pr[I->d] & ~m);
            break;
        PV_CASE(CVT_U32_U64): {
            uint32_t *d = R32(I->d);
            uint64_t *a = R64(I->a);
            EACH_LANE(m, d[l] = (uint32_t)a[l]);
            break;
        }
        PV_CASE(CVT_S32_S64): {
            uint32_t *d = R32(I->d);
            uint64_t *a = R64(I->a);
            EACH_LANE(m, d[l] = (uint32_t)a[l]);
            break;
        }
        PV_CASE(CVT_U64_U32): {
            const uint32_t *a = R32(I->a);
            VLANES64(m, R64(I->d), a[l]);
            break;
        }
        PV_CASE(CVT_S64_S32): {
            const uint32_t *a = R32(I->a);
            if (m == FULL) {            /* groups of four the compiler widens */
                uint64_t *d = R64(I->d);
                uint32_t c;
                PV_UNROLL
                for (c = 0; c < PV_LANES; c += 4) {
                    int32_t s4[4];
                    int64_t t4[4];
                    memcpy(s4, a + c, sizeof s4);
                    t4[0] = s4[0];
                    t4[1] = s4[1];
                    t4[2] = s4[2];
                    t4[3] = s4[3];
                    memcpy(d + c, t4, sizeof t4);
                }
                break;
            }
            VLANES64(m, R64(I->d), (uint64_t)(int64_t)(int32_t)a[l]);
            break;
        }
        PV_CASE(CVT_U16_U32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = a[l] & 0xffffu);
            break;
        }
        PV_CASE(CVT_S16_S32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = (uint32_t)(int32_t)(int16_t)(a[l] & 0xffffu));
            break;
        }
        PV_CASE(CVT_U8_U32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = a[l] & 0xffu);
            break;
        }
        PV_CASE(CVT_S8_S32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = (uint32_t)(int32_t)(int8_t)(a[l] & 0xffu));
            break;
        }

        /* ---- special registers ---- */
        PV_CASE(SREG_TID):
            /* %tid.w, the fourth component of the .v4, reads 0 */
            if (I->x) {
                uint64_t *d = R64(I->d);
                if (I->aux >= 3) {
                    EACH_LANE(m, d[l] = 0);
                } else {
                    const uint32_t *t = w->tid[I->aux];
                    EACH_LANE(m, d[l] = t[l]);
                }
            } else {
                uint32_t *d = R32(I->d);
                if (I->aux >= 3) {
                    EACH_LANE(m, d[l] = 0);
                } else {
                    store32(d, w->tid[I->aux], m);   /* one copy or blend */
                }
            }
            break;
        PV_CASE(SREG_LANEID): PV_CASE(SREG_LANEMASK): {
            uint32_t *d = R32(I->d);
            if (I->op == PV_OP_SREG_LANEID)
                EACH_LANE(m, d[l] = l);
            else
                EACH_LANE(m, d[l] = lanemask(I->aux, l));
            break;
        }
        PV_CASE(SREG_NTID): PV_CASE(SREG_CTAID): PV_CASE(SREG_NCTAID):
        PV_CASE(SREG_WARPID): PV_CASE(SREG_NWARPID): PV_CASE(SREG_SMEM):
        PV_CASE(SREG_CLOCK): PV_CASE(SREG_CLOCK64): {
            /* uniform over the warp */
            const ptxvm_dim3 *v3 = I->op == PV_OP_SREG_NTID ? &X->ntid :
                                   I->op == PV_OP_SREG_CTAID ? &X->ctaid : &X->nctaid;
            uint64_t val;
            switch (I->op) {
            case PV_OP_SREG_NTID: case PV_OP_SREG_CTAID: case PV_OP_SREG_NCTAID:
                val = I->aux == 0 ? v3->x : I->aux == 1 ? v3->y :
                      I->aux == 2 ? v3->z : 0;          /* .w reads 0 */
                break;
            case PV_OP_SREG_WARPID: val = w->index; break;
            case PV_OP_SREG_NWARPID: val = X->nwarps; break;
            case PV_OP_SREG_SMEM: val = I->aux ? X->shared_size : X->dyn_shared; break;
            /* clocks count warp instructions: monotonic and reproducible */
            default: val = PV_STEPS(); break;
            }
            if (I->x) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = val);
            } else {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = (uint32_t)val);
            }
            break;
        }
        PV_CASE(ACTIVEMASK): {
            /* the lanes executing this instruction together: those of
               the running group in the same call context */
            uint32_t *d = R32(I->d), grp[PV_LANES];
            ctx_groups(X, rf, m, grp);
            EACH_LANE(m, d[l] = grp[l]);
            break;
        }
        PV_CASE(SREG_ZERO32): {
            uint32_t *d = R32(I->d);
            EACH_LANE(m, d[l] = 0);
            break;
        }
        PV_CASE(SREG_ZERO64): {
            uint64_t *d = R64(I->d);
            EACH_LANE(m, d[l] = 0);
            break;
        }

        /* ---- integer arithmetic ---- */
#define BIN32(OP, expr)                                            \
        PV_CASE(OP): {                                             \
            const uint32_t *a = R32(I->a), *b = R32(I->b);         \
            VLANES32(m, R32(I->d), (expr));                        \
            break;                                                 \
        }
/* Plain integer operations: on vectors for a full warp. */
#define BIN32V(OP, expr, vexpr)                                    \
        PV_CASE(OP): {                                             \
            const uint32_t *a = R32(I->a), *b = R32(I->b);         \
            VOP32(m, R32(I->d), a, b, a, (vexpr), (expr));         \
            break;                                                 \
        }
#define BIN64(OP, expr)                                            \
        PV_CASE(OP): {                                             \
            const uint64_t *a = R64(I->a), *b = R64(I->b);         \
            VLANES64(m, R64(I->d), (expr));                        \
            break;                                                 \
        }
#define BIN64V(OP, expr, vexpr)                                    \
        PV_CASE(OP): {                                             \
            const uint64_t *a = R64(I->a), *b = R64(I->b);         \
            VOP64(m, R64(I->d), a, b, (vexpr), (expr));            \
            break;                                                 \
        }
        BIN32V(ADD_I32, a[l] + b[l], va + vb)
        BIN64V(ADD_I64, a[l] + b[l], va + vb)
        BIN32V(SUB_I32, a[l] - b[l], va - vb)
        BIN64V(SUB_I64, a[l] - b[l], va - vb)
        BIN32V(MUL_LO_I32, a[l] * b[l], va * vb)
        BIN64(MUL_LO_I64, a[l] * b[l])
        BIN32(MUL_HI_U32, (uint32_t)(((uint64_t)a[l] * b[l]) >> 32))
        BIN32(MUL_HI_S32, (uint32_t)((uint64_t)((int64_t)(int32_t)a[l] *
                                                (int64_t)(int32_t)b[l]) >> 32))
        BIN64(MUL_HI_U64, io_mulhi_u64(a[l], b[l]))
        BIN64(MUL_HI_S64, io_mulhi_s64(a[l], b[l]))
/* A select on vectors: k's lanes all ones or zero (plain C has no ?:
   on vectors, and SSE2 no 32-bit min or max: a compare and a blend). */
#define VSEL32(k, x, y) (((pv_vu32)(k) & (x)) | (~(pv_vu32)(k) & (y)))
        BIN32V(MIN_U32, a[l] < b[l] ? a[l] : b[l], VSEL32(va < vb, va, vb))
        BIN32V(MAX_U32, a[l] > b[l] ? a[l] : b[l], VSEL32(va > vb, va, vb))
        BIN32V(MIN_S32, (int32_t)a[l] < (int32_t)b[l] ? a[l] : b[l],
               VSEL32((pv_vs32)va < (pv_vs32)vb, va, vb))
        BIN32V(MAX_S32, (int32_t)a[l] > (int32_t)b[l] ? a[l] : b[l],
               VSEL32((pv_vs32)va > (pv_vs32)vb, va, vb))
        BIN64(MIN_U64, a[l] < b[l] ? a[l] : b[l])
        BIN64(MAX_U64, a[l] > b[l] ? a[l] : b[l])
        BIN64(MIN_S64, (int64_t)a[l] < (int64_t)b[l] ? a[l] : b[l])
        BIN64(MAX_S64, (int64_t)a[l] > (int64_t)b[l] ? a[l] : b[l])
        BIN32V(AND_B32, a[l] & b[l], va & vb)
        BIN32V(OR_B32, a[l] | b[l], va | vb)
        BIN32V(XOR_B32, a[l] ^ b[l], va ^ vb)
        BIN64V(AND_B64, a[l] & b[l], va & vb)
        BIN64V(OR_B64, a[l] | b[l], va | vb)
        BIN64V(XOR_B64, a[l] ^ b[l], va ^ vb)
        /* shifts clamp: amounts past the width give 0 (or the sign) */
        BIN32(SHL_B32, b[l] > 31 ? 0 : a[l] << b[l])
        BIN32(SHR_U32, b[l] > 31 ? 0 : a[l] >> b[l])
        BIN32(SHR_S32, (uint32_t)((int32_t)a[l] < 0 ? ~(~a[l] >> (b[l] > 31 ? 31 : b[l]))
                                                   : a[l] >> (b[l] > 31 ? 31 : b[l])))
        PV_CASE(SHL_IMM32): {
            const uint32_t *a = R32(I->a), n = (uint32_t)I->x;
            VOP32(m, R32(I->d), a, a, a, va << n, a[l] << n);
            break;
        }
        PV_CASE(SHR_U_IMM32): {
            const uint32_t *a = R32(I->a), n = (uint32_t)I->x;
            VOP32(m, R32(I->d), a, a, a, va >> n, a[l] >> n);
            break;
        }
        PV_CASE(SHR_S_IMM32): {
            const uint32_t *a = R32(I->a), n = (uint32_t)I->x;
            VOP32(m, R32(I->d), a, a, a, (pv_vu32)((pv_vs32)va >> n),
                  (uint32_t)((int32_t)a[l] < 0 ? ~(~a[l] >> n) : a[l] >> n));
            break;
        }
        PV_CASE(SHF_IMM): {
            /* funnel shift of b:a by n in 1..31 (0 and 32 pick a word) */
            const uint32_t *a = R32(I->a), *b = R32(I->b), n = (uint32_t)I->x;
            if (n == 0)
                VLANES32(m, R32(I->d), I->aux ? b[l] : a[l]);
            else if (n >= 32)
                VLANES32(m, R32(I->d), I->aux ? a[l] : b[l]);
            else if (I->aux)
                VOP32(m, R32(I->d), a, b, a, (vb << n) | (va >> (32 - n)),
                      (b[l] << n) | (a[l] >> (32 - n)));
            else
                VOP32(m, R32(I->d), a, b, a, (vb << (32 - n)) | (va >> n),
                      (b[l] << (32 - n)) | (a[l] >> n));
            break;
        }
        PV_CASE(SHL_IMM64): {
            const uint64_t *a = R64(I->a);
            const uint32_t n = (uint32_t)I->x;
            VOP64(m, R64(I->d), a, a, va << n, a[l] << n);
            break;
        }
        PV_CASE(SHR_U_IMM64): {
            const uint64_t *a = R64(I->a);
            const uint32_t n = (uint32_t)I->x;
            VOP64(m, R64(I->d), a, a, va >> n, a[l] >> n);
            break;
        }
        PV_CASE(SHR_S_IMM64): {
            /* (a ^ s) >> n ^ s, s the sign's copies: ~(~a >> n) when negative */
            const uint64_t *a = R64(I->a);
            const uint32_t n = (uint32_t)I->x;
            VOP64(m, R64(I->d), a, a, ((va ^ (0 - (va >> 63))) >> n) ^ (0 - (va >> 63)),
                  ((a[l] ^ (0 - (a[l] >> 63))) >> n) ^ (0 - (a[l] >> 63)));
            break;
        }
        PV_CASE(SHL_B64): PV_CASE(SHR_U64): PV_CASE(SHR_S64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            uint32_t *b = R32(I->b);
            if (I->op == PV_OP_SHL_B64 && wl_shl64(rf, I, m))
                break;                  /* one amount for the warp */
            if (I->op == PV_OP_SHL_B64)
                EACH_LANE(m, d[l] = b[l] > 63 ? 0 : a[l] << b[l]);
            else if (I->op == PV_OP_SHR_U64)
                EACH_LANE(m, d[l] = b[l] > 63 ? 0 : a[l] >> b[l]);
            else
                EACH_LANE(m, d[l] = (int64_t)a[l] < 0
                                    ? ~(~a[l] >> (b[l] > 63 ? 63 : b[l]))
                                    : a[l] >> (b[l] > 63 ? 63 : b[l]));
            break;
        }
        PV_CASE(MUL_WIDE_U32): PV_CASE(MUL_WIDE_S32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            if (I->op == PV_OP_MUL_WIDE_U32)
                VLANES64(m, R64(I->d), (uint64_t)a[l] * b[l]);
            else
                VLANES64(m, R64(I->d), (uint64_t)((int64_t)(int32_t)a[l] *
                                                  (int64_t)(int32_t)b[l]));
            break;
        }
        PV_CASE(MAD_WIDE_U32): PV_CASE(MAD_WIDE_S32): {
            uint64_t *d = R64(I->d), *c = R64(I->c);
            uint32_t *a = R32(I->a), *b = R32(I->b);
            if (I->op == PV_OP_MAD_WIDE_U32)
                EACH_LANE(m, d[l] = (uint64_t)a[l] * b[l] + c[l]);
            else
                EACH_LANE(m, d[l] = (uint64_t)((int64_t)(int32_t)a[l] *
                                               (int64_t)(int32_t)b[l]) + c[l]);
            break;
        }
        PV_CASE(MAD_LO_I32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            VOP32(m, R32(I->d), a, b, c, va * vb + vc, a[l] * b[l] + c[l]);
            break;
        }
        PV_CASE(MAD_LO_I64): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b), *c = R64(I->c);
            EACH_LANE(m, d[l] = a[l] * b[l] + c[l]);
            break;
        }
        PV_CASE(NEG_I32): {         /* vectors, as NOT: no test a lane */
            const uint32_t *a = R32(I->a);
            VOP32(m, R32(I->d), a, a, a, -va, 0u - a[l]);
            break;
        }
        PV_CASE(NEG_I64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            EACH_LANE(m, d[l] = 0u - a[l]);
            break;
        }
        PV_CASE(NOT_B32): {
            const uint32_t *a = R32(I->a);
            VOP32(m, R32(I->d), a, a, a, ~va, ~a[l]);
            break;
        }
        PV_CASE(NOT_B64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            EACH_LANE(m, d[l] = ~a[l]);
            break;
        }
        PV_CASE(AND_P):
            pr[I->d] = (pr[I->d] & ~m) | (pr[I->a] & pr[I->b] & m);
            break;
        PV_CASE(OR_P):
            pr[I->d] = (pr[I->d] & ~m) | ((pr[I->a] | pr[I->b]) & m);
            break;
        PV_CASE(XOR_P):
            pr[I->d] = (pr[I->d] & ~m) | ((pr[I->a] ^ pr[I->b]) & m);
            break;
        PV_CASE(NOT_P):
            pr[I->d] = (pr[I->d] & ~m) | (~pr[I->a] & m);
            break;

        /* ---- comparison and selection ---- */
        /* one comparison per instruction, chosen before the lane loop */
#define SETP_CASES(A, B, SA, SB)                                              \
            switch (I->aux) {                                                 \
            case PV_CMP_EQ: VPRED(m, *p, (A) == (B)); break;                  \
            case PV_CMP_NE: VPRED(m, *p, (A) != (B)); break;                  \
            case PV_CMP_LT: VPRED(m, *p, (SA) < (SB)); break;                 \
            case PV_CMP_LE: VPRED(m, *p, (SA) <= (SB)); break;                \
            case PV_CMP_GT: VPRED(m, *p, (SA) > (SB)); break;                 \
            case PV_CMP_GE: VPRED(m, *p, (SA) >= (SB)); break;                \
            case PV_CMP_LO: VPRED(m, *p, (A) < (B)); break;                   \
            case PV_CMP_LS: VPRED(m, *p, (A) <= (B)); break;                  \
            case PV_CMP_HI: VPRED(m, *p, (A) > (B)); break;                   \
            default: VPRED(m, *p, (A) >= (B)); break;                         \
            }
#define SETPF_CASES(A, B)                                                     \
            switch (I->aux) {                                                 \
            case PV_CMP_EQ: VPRED(m, *p, (A) == (B)); break;                  \
            case PV_CMP_NE: VPRED(m, *p, (A) < (B) || (A) > (B)); break;      \
            case PV_CMP_LT: VPRED(m, *p, (A) < (B)); break;                   \
            case PV_CMP_LE: VPRED(m, *p, (A) <= (B)); break;                  \
            case PV_CMP_GT: VPRED(m, *p, (A) > (B)); break;                   \
            case PV_CMP_GE: VPRED(m, *p, (A) >= (B)); break;                  \
            /* unordered: an ordered compare, false on a NaN, negated */     \
            case PV_CMP_EQU: VPRED(m, *p, !((A) < (B)) && !((A) > (B))); break; \
            case PV_CMP_NEU: VPRED(m, *p, !((A) == (B))); break;              \
            case PV_CMP_LTU: VPRED(m, *p, !((A) >= (B))); break;              \
            case PV_CMP_LEU: VPRED(m, *p, !((A) > (B))); break;               \
            case PV_CMP_GTU: VPRED(m, *p, !((A) <= (B))); break;              \
            case PV_CMP_GEU: VPRED(m, *p, !((A) < (B))); break;               \
            default: VPRED(m, *p, cmp_f((A), (B), I->aux)); break;            \
            }
        PV_CASE(SETP_I32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            uint32_t *p = &pr[I->d];
#if PV_VECTOR_EXT
            {   /* every lane compared (no compare faults), then the
                   group's bits kept: a partial warp costs one blend */
                uint32_t v;
                switch (I->aux) {
                case PV_CMP_EQ: VPRED32_FULL(v, a, b, va == vb); break;
                case PV_CMP_NE: VPRED32_FULL(v, a, b, va != vb); break;
                case PV_CMP_LT: VPRED32_FULL(v, a, b, sa < sb); break;
                case PV_CMP_LE: VPRED32_FULL(v, a, b, sa <= sb); break;
                case PV_CMP_GT: VPRED32_FULL(v, a, b, sa > sb); break;
                case PV_CMP_GE: VPRED32_FULL(v, a, b, sa >= sb); break;
                case PV_CMP_LO: VPRED32_FULL(v, a, b, va < vb); break;
                case PV_CMP_LS: VPRED32_FULL(v, a, b, va <= vb); break;
                case PV_CMP_HI: VPRED32_FULL(v, a, b, va > vb); break;
                default: VPRED32_FULL(v, a, b, va >= vb); break;
                }
                *p = (*p & ~m) | (v & m);
                break;
            }
#endif
            SETP_CASES(a[l], b[l], (int32_t)a[l], (int32_t)b[l])
            break;
        }
        PV_CASE(SETP_I64): {
            const uint64_t *a = R64(I->a), *b = R64(I->b);
            uint32_t *p = &pr[I->d];
            SETP_CASES(a[l], b[l], (int64_t)a[l], (int64_t)b[l])
            break;
        }
        PV_CASE(SETP_F32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            uint32_t *p = &pr[I->d];
            SETPF_CASES(pv_f32(a[l]), pv_f32(b[l]))
            break;
        }
        PV_CASE(SETP_F64): {
            const uint64_t *a = R64(I->a), *b = R64(I->b);
            uint32_t *p = &pr[I->d];
            SETPF_CASES(pv_f64(a[l]), pv_f64(b[l]))
            break;
        }
#undef SETP_CASES
#undef SETPF_CASES
        PV_CASE(SELP32): {
            pv_select32(R32(I->d), R32(I->a), R32(I->b), pr[I->c], m);
            break;
        }
        PV_CASE(SELP64): {
            pv_select64(R64(I->d), R64(I->a), R64(I->b), pr[I->c], m);
            break;
        }

        /* ---- floating point, round to nearest ---- */
        BIN32V(ADD_F32, fbits(pv_f32(a[l]) + pv_f32(b[l])), VF32(+))
        BIN32V(SUB_F32, fbits(pv_f32(a[l]) - pv_f32(b[l])), VF32(-))
        BIN32V(MUL_F32, fbits(pv_f32(a[l]) * pv_f32(b[l])), VF32(*))
        BIN64(ADD_F64, pv_f64_result_arith(pv_f64(a[l]) + pv_f64(b[l]), a[l], b[l]))
        BIN64(SUB_F64, pv_f64_result_arith(pv_f64(a[l]) - pv_f64(b[l]), a[l], b[l]))
        BIN64(MUL_F64, pv_f64_result_arith(pv_f64(a[l]) * pv_f64(b[l]), a[l], b[l]))
        PV_CASE(FMA_F32): {
            uint32_t t[PV_LANES];
#if FA_AVX2
            if (fa_avx2()) {
                fa_fma32(R32(I->d), R32(I->a), R32(I->b), R32(I->c), m);
                break;
            }
#endif
            pv_fma32_warp(t, R32(I->a), R32(I->b), R32(I->c));
            store32(R32(I->d), t, m);
            break;
        }
        PV_CASE(FMA_F64): {
            uint64_t t[PV_LANES];
            pv_fma64_warp(t, R64(I->a), R64(I->b), R64(I->c));
            store64(R64(I->d), t, m);
            break;
        }
        PV_CASE(NEG_F32): {              /* NaN: canonical (f32nan.h) */
            const uint32_t *a = R32(I->a);
            VOP32(m, R32(I->d), a, a, a, VSIGNOP32(va ^ 0x80000000u),
                  pv_f32_signop(a[l] ^ 0x80000000u));
            break;
        }
        PV_CASE(ABS_F32): {
            const uint32_t *a = R32(I->a);
            VOP32(m, R32(I->d), a, a, a, VSIGNOP32(va & 0x7fffffffu),
                  pv_f32_signop(a[l] & 0x7fffffffu));
            break;
        }
        PV_CASE(NEG_F64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            EACH_LANE(m, d[l] = pv_f64_sign_op(a[l], 1));
            break;
        }
        PV_CASE(ABS_F64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            EACH_LANE(m, d[l] = pv_f64_sign_op(a[l], 0));
            break;
        }
        PV_CASE(CVT_F32_S32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = fbits((float)(int32_t)a[l]));
            break;
        }
        PV_CASE(CVT_F32_U32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = fbits((float)a[l]));
            break;
        }
        PV_CASE(CVT_F64_F32): {
            uint64_t *d = R64(I->d);
            uint32_t *a = R32(I->a);
            EACH_LANE(m, d[l] = pv_f32_widen(a[l]));   /* NaN: f32nan.h */
            break;
        }

        /* ---- memory ---- */
        PV_CASE(LD_PARAM): {
            uint32_t size = PV_MEM_SIZE(I->aux);
            uint64_t v;
            if (I->aux & PV_MEM_PRELOAD)
                break;          /* the launch filled d (launch.c) */
            if (I->x > X->param_size || size > X->param_size - I->x) {
                fault(X, w->pc, 0, I->x, size, 0, "outside the parameters");
                PV_LEAVE(PV_RUN_FAULT);
            }
            v = pv_load_le(X->params + I->x, size, (I->aux & PV_MEM_SIGNED) != 0);
            /* a column of the value, stored as one copy or one blend:
               the lane loop stayed scalar, 2-3 instructions a lane */
            if (I->aux & PV_MEM_WIDE_DST) {
                uint64_t t[PV_LANES], l;
                for (l = 0; l < PV_LANES; l++)
                    t[l] = v;
                store64(R64(I->d), t, m);
            } else {
                uint32_t t[PV_LANES], l;
                for (l = 0; l < PV_LANES; l++)
                    t[l] = (uint32_t)v;
                store32(R32(I->d), t, m);
            }
            break;
        }
        PV_CASE(LD):
#if defined(PV_AVX2_COPY) && GX_AVX2
            if (m == FULL && gx_warp_may(I, rf) && !gx_warp_ld(X, w, I, w->pc))   /* a[tid] */
                break;
#endif
            if (m && pv_ld_lin(X, w, I, m, w->pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
        PV_CASE(ST):
#if defined(PV_AVX2_COPY) && GX_AVX2
            if (m == FULL && gx_warp_may(I, rf) && !gx_warp_st(X, w, I, w->pc))
                break;
#endif
            if (m && pv_st_lin(X, w, I, m, w->pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
        PV_CASE(TEX): PV_CASE(TXQ): PV_CASE(ISTYPEP):
            if (m && pv_do_texfam(X, w, I, m)) {
                X->fault.insn = w->pc;
                PV_LEAVE(PV_RUN_HOST);
            }
            break;
        PV_CASE(SULD): PV_CASE(SUST): PV_CASE(SURED): PV_CASE(SUQ):
            if (m && pv_do_surf(X, w, I, m)) {
                X->fault.insn = w->pc;
                PV_LEAVE(PV_RUN_HOST);
            }
            break;
        PV_CASE(MMA):
            if (m)
                pv_do_mma(rf, I);
            break;
        PV_CASE(WGMMA):
            if (m && pv_do_wgmma(X, w, I, m)) {
                X->fault.insn = w->pc;
                PV_LEAVE(PV_RUN_HOST);
            }
            w->pc += PV_WGMMA_NOPS(I->aux);     /* its column records, */
            sbase -= PV_WGMMA_NOPS(I->aux);     /* steps of none */
            I = &code[w->pc];
            break;
        PV_CASE(ADDR_OF):
            if (I->aux) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = I->x);
            } else {
                uint32_t *d = R32(I->d);
                const uint32_t x = (uint32_t)I->x;
                VOP32(m, d, d, d, d, PV_VSPLAT32(x), x);
            }
            break;
        PV_CASE(CVTA_TO): PV_CASE(CVTA_FROM): PV_CASE(GEN32):
            pv_do_cvta(I, rf, m);
            break;
        PV_CASE(ISSPACEP): {
            /* which window a generic address falls in (devmem.h) */
            const uint64_t *a = R64(I->a);
            uint32_t *p = &pr[I->d];
            switch (I->aux) {
            case SP_SHARED:
                VPRED(m, *p, a[l] - PV_SHARED_WINDOW < X->shared_size);
                break;
            case PV_ISSPACEP_CLUSTER:     /* any CTA's of the cluster */
                EACH_LANE(m, *p = (*p & ~(1u << l)) |
                          ((uint32_t)(a[l] - PV_SHARED_WINDOW < PV_WINDOW_SIZE &&
                                      pv_shared_at(X, a[l] - PV_SHARED_WINDOW, 1))
                           << l));
                break;
            case SP_LOCAL:
                VPRED(m, *p, a[l] - PV_LOCAL_WINDOW < X->local_size);
                break;
            case SP_PARAM:
                VPRED(m, *p, a[l] - PV_PARAM_WINDOW < X->param_size);
                break;
            case SP_CONST:            /* the module's .const variables */
                VPRED(m, *p, a[l] - X->const_base < X->const_size);
                break;
            default:                  /* .global: below the windows, and the
                                         kernel parameters (as the ISA says) */
                VPRED(m, *p, a[l] < PV_WINDOW_BASE ||
                             a[l] - PV_PARAM_WINDOW < X->param_size);
                break;
            }
            break;
        }
        PV_CASE(PACK): PV_CASE(UNPACK): {
            uint32_t bits = (uint32_t)(I->x & 0xffu), n = (uint32_t)(I->x >> 8);
            uint32_t cols[4], e;
            uint64_t emask = bits == 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1);
            int wide = bits * n == 64;
            if (bits == 16 && n == 2) {     /* {lo, hi} halves: bf16, half2 */
                pv_pack16x2(rf, I, m);
                break;
            }
            cols[0] = I->a;
            cols[1] = I->b;
            cols[2] = I->c;
            cols[3] = I->aux;
            if (I->op == PV_OP_PACK) {
                uint32_t l;
                for (l = 0; l < PV_LANES; l++) {
                    uint64_t v = 0;
                    if (!((m >> l) & 1u))
                        continue;
                    for (e = 0; e < n; e++)
                        v |= ((uint64_t)R32(cols[e])[l] & emask) << (bits * e);
                    if (wide)
                        R64(I->d)[l] = v;
                    else
                        R32(I->d)[l] = (uint32_t)v;
                }
            } else {
                uint32_t l;
                for (l = 0; l < PV_LANES; l++) {
                    uint64_t v;
                    if (!((m >> l) & 1u))
                        continue;
                    v = wide ? R64(I->d)[l] : R32(I->d)[l];
                    for (e = 0; e < n; e++)
                        if (cols[e] != PV_NO_REG)
                            R32(cols[e])[l] = (uint32_t)((v >> (bits * e)) & emask);
                }
            }
            break;
        }

        /* instruction families */
#include "exec_int.h"
#include "exec_float.h"
#include "exec_warp.h"
#include "exec_atom.h"
#include "exec_bar.h"
#include "exec_wmma.h"
#include "exec_cluster.h"
#include "exec_async.h"
#include "exec_tma.h"
#include "exec_guard.h"
#include "exec_load.h"
#include "exec_shmem.h"
#include "exec_lcbuf.h"
        default:
            break;
        }
        /* The next record, the head's work inlined: I moves with w->pc
           (a handler that moves w->pc past its records moves I with it). */
        w->pc++;
        I++;
        if (I->guard == fastg) {
            m = FULL;
            PV_DISPATCH();
        }
        goto masked;
    }
    /* no lane left to run: w->pc did not run */
    X->steps = sbase - 1 + w->pc;
    rc = PV_RUN_DONE;
    goto tally;
leave:
    X->steps = PV_STEPS();
tally:
    X->thread_insns += (X->steps - steps0) * PV_LANES - tmiss;
    return rc;
#undef PV_STOP_BEFORE
#undef PV_LEAVE
#undef PV_OUT_OF_LINE
#undef PV_DISPATCH
#undef PV_TINS
#undef PV_STEPS
#undef PV_STEPS_AT
#undef PV_HERE
#undef PV_SET_ACT
#undef PV_GOTO
}
#if PV_COMPUTED_GOTO
#  pragma GCC diagnostic pop
#endif
