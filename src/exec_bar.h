/* Handlers of the bar family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c); see exec_int.h for what is in scope.
   No include guard: this is a fragment, included once.

   The executing lanes arrive at the barrier (pv_barrier in exec.h); the
   warp counts once all its non-exited lanes have. .sync and .red park
   the lanes after the instruction and the warp stops once every live
   lane waits; the scheduler (launch.c) completes the barrier, writes the
   .red results and releases the lanes. .arrive goes on. */
    /* Go on with the CTA's warp nx in this loop: the CTA's counts run
       on, nx's first instruction being the step after this one. */
#define PV_BAR_ENTER(nx)                                                \
    do {                                                                \
        const uint64_t s_ = PV_STEPS();                                 \
        w = (nx);                                                       \
        rf = w->rf;                                                     \
        pr = w->pr;                                                     \
        sbase = s_ + 1 - w->pc;                                         \
        goto warp_enter;                                                \
    } while (0)
        PV_CASE(BAR): PV_CASE(BAR_ARRIVE): PV_CASE(BAR_RED_POPC):
        PV_CASE(BAR_RED_AND): PV_CASE(BAR_RED_OR): {
            uint32_t l, lo = 0, id, cnt, *lanes;
            pv_barrier *B;
            if (!m)
                break;
            if (I->aux == PV_BAR_PLAIN && m == w->live && !w->bar_wait &&
                (X->nwarps > 1 || !((X->bar_used >> (uint32_t)I->x) & 1u))) {
                /* bar.sync N by the whole warp (__syncthreads): what the
                   general path below does for it, without its checks,
                   out of line (pv_bar_park), which may hand the next
                   warp over */
                if (X->nwarps == 1)
                    break;      /* a one-warp CTA completes a barrier no
                                   lane has reached yet by itself (nw's
                                   16-thread blocks) */
                {
                    pv_warp *nx = pv_bar_park(X, w, (uint32_t)I->x, PV_STEPS() < limit);
                    if (nx)
                        PV_BAR_ENTER(nx);
                }
                X->steps = PV_STEPS();
                X->thread_insns += PV_TINS();
                return PV_RUN_BARRIER;
            }
            while (!((m >> lo) & 1u))
                lo++;
            id = I->a == PV_NO_REG ? (uint32_t)I->x : R32(I->a)[lo];
            cnt = I->b == PV_NO_REG ? I->c : R32(I->b)[lo];
            if (id >= PV_NBARRIERS || cnt % 32 || cnt > 1024 ||
                (I->b != PV_NO_REG && !cnt)) {
                X->steps = PV_STEPS();
                X->thread_insns += PV_TINS();
                X->fault.insn = w->pc;
                X->fault.lane = lo;
                {   /* "...: N" without stdio */
                    const char *t = id >= PV_NBARRIERS ?
                        "barrier number outside 0..15: " :
                        "barrier thread count not a multiple of 32 in 32..1024: ";
                    uint32_t v = id >= PV_NBARRIERS ? id : cnt, n = 0, k = 0;
                    char dg[10];
                    while (*t)
                        X->msg[n++] = *t++;
                    do
                        dg[k++] = (char)('0' + v % 10);
                    while (v /= 10);
                    while (k)
                        X->msg[n++] = dg[--k];
                    X->msg[n] = 0;
                }
                return PV_RUN_TRAP;
            }
            if (I->op != PV_OP_BAR_ARRIVE && w->bar_wait && w->bar_id != id) {
                /* lanes of one warp wait at two barriers: the warp can
                   arrive at neither */
                X->steps = PV_STEPS();
                X->thread_insns += PV_TINS();
                X->fault.insn = w->pc;
                return PV_RUN_DEADLOCK;
            }
            B = &X->bar[id];
            if (I->op >= PV_OP_BAR_RED_POPC) {
                uint32_t in;
                if (I->aux & PV_BAR_CONST) {
                    in = (I->aux & 1u) ? m : 0;
                } else {
                    in = pr[I->aux & ~(PV_BAR_NEG | PV_BAR_CONST)];
                    in = ((I->aux & PV_BAR_NEG) ? ~in : in) & m;
                }
                B->popc += popcount32(in);
                B->nfalse += popcount32(m & ~in);
            }
            if (cnt)
                B->count = cnt;
            B->insn = w->pc;
            lanes = &X->bar_lanes[w->index][id];
            *lanes |= m;
            if ((*lanes & w->live) == w->live) {
                B->warps++;
                *lanes = 0;
            } else {
                X->bar_part |= 1u << id;
            }
            X->bar_used |= 1u << id;
            if (I->op == PV_OP_BAR_ARRIVE)
                break;
            if (m == w->live && X->nwarps == 1 && I->op == PV_OP_BAR &&
                B->warps >= (B->count ? B->count / PV_LANES : 1u)) {
                /* a one-warp CTA (nw's 16-thread blocks) completes its
                   own barrier: reset it as the scheduler would, and go on
                   without leaving the loop */
                memset(B, 0, sizeof *B);
                X->bar_used &= ~(1u << id);
                X->bar_part &= ~(1u << id);
                break;
            }
            if (m == w->live) {
                /* the whole warp at once (the common case): the scheduler
                   resumes it after the barrier without per-lane work */
                X->bar_whole |= 1u << w->index;
                w->bar_wait = m;
                w->bar_id = id;
                w->bar_insn = w->pc;
                w->active = 0;
                if (PV_STEPS() < limit && !X->bar_part) {
                    /* the next warp as the scheduler would pick it,
                       without leaving: no settle, mbarrier or cluster
                       work is due (pv_bar_next) */
                    pv_warp *nx = pv_bar_next(X, w);
                    if (nx)
                        PV_BAR_ENTER(nx);
                }
                X->steps = PV_STEPS();
                X->thread_insns += PV_TINS();
                return PV_RUN_BARRIER;
            }
            for (l = 0; l < PV_LANES; l++)
                if ((m >> l) & 1u)
                    w->lane_pc[l] = w->pc + 1;
            X->bar_part |= 1u << id;    /* complete visits every warp */
            w->bar_wait |= m;
            w->bar_id = id;
            w->bar_insn = w->pc;
            w->active &= ~m;
            if (w->active) {
                w->pc++;
                continue;
            }
            if (!(w->live & ~w->bar_wait)) {
                /* the whole warp waits: nothing else to run */
                X->steps = PV_STEPS();
                X->thread_insns += PV_TINS();
                return PV_RUN_BARRIER;
            }
            reschedule(w, 0);
            if (!w->active) {
                X->steps = PV_STEPS();
                X->thread_insns += PV_TINS();
                return PV_RUN_BARRIER;
            }
            continue;
        }
#undef PV_BAR_ENTER
