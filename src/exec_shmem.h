/* Handlers of the one-word .shared accesses (ops_shmem.h): case labels
   pasted into the dispatch switch of pv_run_warp (exec.c), with I, m, w,
   X and pc in scope. No include guard: a fragment, included once.
   pv_sh32_ld/st (exec_sh32.c) take the shapes it knows and leave the
   rest, a fault included, to the general LD and ST, untouched; a
   partial warp goes through their _part forms, which try its common
   shape on AVX2 first. */
        PV_CASE(LD_SH32):
            if (m &&
                !(m == FULL ? pv_sh32_ld(X, w->rf, I, m) : pv_sh32_ld_part(X, w->rf, I, m)) &&
                pv_do_ld(X, w, I, m, pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
        PV_CASE(ST_SH32):
            if (m &&
                !(m == FULL ? pv_sh32_st(X, w->rf, I, m) : pv_sh32_st_part(X, w->rf, I, m)) &&
                pv_do_st(X, w, I, m, pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
