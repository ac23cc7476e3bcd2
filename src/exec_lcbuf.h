/* Handlers of the call-buffer words (ops_lc32.h): case labels pasted
   into the dispatch switch of pv_run_warp (exec.c), with I, m, w and X
   in scope. No include guard: a fragment, included once. pv_lc32_ld/st
   (exec_lc32.c) leave an access out of bounds, untouched, to the general
   LD and ST, which report the fault. */
        PV_CASE(LD_LC32):
            if (m && !pv_lc32_ld(X, w, I, m) && pv_do_ld(X, w, I, m, w->pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
        PV_CASE(ST_LC32):
            if (m && !pv_lc32_st(X, w, I, m) && pv_do_st(X, w, I, m, w->pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
