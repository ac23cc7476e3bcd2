/* Handlers of the async family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c). No include guard: this is a fragment,
   included once. pv_do_mbar and pv_do_cp_async (exec_async.c) do the
   work; the lanes of a failed wait park at it, to run it again when the
   scheduler (launch.c) wakes them. */
        PV_CASE(MBAR): PV_CASE(CP_ASYNC): {
            int r;
            if (!m)
                break;
            r = I->op == PV_OP_MBAR ? pv_do_mbar(X, w, I, m)
                                    : pv_do_cp_async(X, w, I, m);
            if (r == PV_ASYNC_OK)
                break;
            X->fault.insn = w->pc;
            if (r == PV_ASYNC_WAIT) {
                /* the group parks at the wait; the warp's other lanes
                   run meanwhile (they may be the ones to arrive) */
                w->mb_parked |= w->active;
                reschedule(w, w->pc);
                if (w->active)
                    continue;
                PV_LEAVE(PV_RUN_BARRIER);
            }
            PV_LEAVE(r == PV_ASYNC_FAULT ? PV_RUN_FAULT : PV_RUN_TRAP);
        }
