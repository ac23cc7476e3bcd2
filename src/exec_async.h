/* Handlers of the async family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c). No include guard: this is a fragment,
   included once. pv_do_mbar and pv_do_cp_async (exec_async.c) do the
   work; a failed wait leaves the PC at the instruction, to be run again
   when the warp wakes (the scheduler in launch.c skips it until then). */
        PV_CASE(MBAR): PV_CASE(CP_ASYNC): {
            int r;
            if (!m)
                break;
            r = I->op == PV_OP_MBAR ? pv_do_mbar(X, w, I, m)
                                    : pv_do_cp_async(X, w, I, m);
            if (r == PV_ASYNC_OK)
                break;
            X->steps = steps;
            X->thread_insns += PV_TINS();
            X->fault.insn = w->pc;
            if (r == PV_ASYNC_WAIT)
                return PV_RUN_BARRIER;
            return r == PV_ASYNC_FAULT ? PV_RUN_FAULT : PV_RUN_TRAP;
        }
