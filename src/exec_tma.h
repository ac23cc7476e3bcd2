/* Handler of the bulk-copy family: a case label pasted into the dispatch
   switch of pv_run_warp (exec.c). No include guard: this is a fragment,
   included once. pv_do_tma (exec_tma.c) does the work. */
        PV_CASE(TMA): {
            int r;
            if (!m)
                break;
            r = pv_do_tma(X, w, I, m);
            if (r == PV_ASYNC_OK)
                break;
            X->fault.insn = w->pc;
            if (r == PV_TMA_HOST)
                PV_LEAVE(PV_RUN_HOST);
            PV_LEAVE(r == PV_ASYNC_FAULT ? PV_RUN_FAULT : PV_RUN_TRAP);
        }
