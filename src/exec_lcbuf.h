/* Handlers of the call-buffer words (ops_lc32.h, exec_lc32.h): case
   labels pasted into the dispatch switch of pv_run_warp (exec.c), with
   I, m, w and X in scope, and store32 that copy's blend (a whole row
   by pv_row_copy: store32's memcpy of a row can compile to a rep movs,
   and 32-byte moves here cost other handlers of the AVX2 copy more than
   they saved). No include
   guard: a fragment, included once per copy. Every word these take is
   inside the thread's .local (compile_lc32.c). */
        PV_CASE(LD_LC32):
            if (m) {
                const uint32_t *row = pv_lc32_row(X, w, I);
                if (pv_lc32_whole(w, m))
                    pv_row_copy(R32(I->d), row);
                else
                    store32(R32(I->d), row, m);
            }
            break;
        PV_CASE(ST_LC32):
            if (m) {
                uint32_t *row = pv_lc32_row(X, w, I);
                if (pv_lc32_whole(w, m))
                    pv_row_copy(row, R32(I->d));
                else
                    store32(row, R32(I->d), m);
            }
            break;
