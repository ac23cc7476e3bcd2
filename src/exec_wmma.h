/* Handlers of the matrix family (ops_wmma.h): case labels pasted into
   the dispatch switch of pv_run_warp (exec.c). No include guard: a
   fragment, included once.

   The lanes meet as at a .sync instruction whose member mask is the whole
   warp (sync_gate); the instruction then needs every lane of the warp,
   as the ISA's .aligned says: a lane that has exited (or a partial warp)
   could never arrive, so that is a deadlock. */
        PV_CASE(LDMATRIX): PV_CASE(STMATRIX): PV_CASE(MOVMATRIX):
        PV_CASE(WMMA_LOAD): PV_CASE(WMMA_STORE): PV_CASE(WMMA_MMA): {
            uint32_t go = 0;
            int st_, r_;
            if (!m)
                break;
            st_ = sync_gate(X, w, w->pc, m, &go);
            if (st_ == PV_SG_SWITCH)
                continue;
            if (st_ != PV_SG_GO) {
                PV_LEAVE(st_ == PV_SG_BLOCK ? PV_RUN_BARRIER : PV_RUN_HOST);
            }
            PV_SET_ACT(w->active);      /* the group now running */
            if (go != FULL) {
                uint32_t l;
                for (l = 0; (go >> l) & 1u; l++)
                    ;
                sync_fail(X, w->pc, l, "a warp matrix instruction needs all 32 "
                          "lanes of the warp; lanes ", ~go, " cannot execute it, "
                          "the first: lane ", l, 0);
                PV_LEAVE(PV_RUN_HOST);
            }
            r_ = pv_do_matrix(X, w, I, w->pc);
            if (r_) {
                X->fault.insn = w->pc;
                PV_LEAVE(PV_RUN_HOST);
            }
            break;
        }
