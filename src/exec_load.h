/* Handler of the fused load (ops_load.h): a case label pasted into the
   dispatch switch of pv_run_warp (exec.c), with I, m, w, X, PV_STEPS() and
   tmiss in scope, as the family handlers are. No include guard: a
   fragment, included once.

   The records run in order under the head's mask, each as its own
   handler runs it (ADD_I64_XS, LD through pv_do_ld, ADD_I32), so every
   register they name ends as the unfused code leaves it; a load that
   faults is reported at its own record, the address already made. A
   whole warp whose index steps by one a lane (ldxs_run.h) writes the
   same address column as a progression and loads it as one run
   (pv_gmem_ld_run), pv_do_ld taking over where that cannot.
   if_convert may guard the head (and its records alike): the guard's
   lanes are m, none when it is off everywhere. */
        PV_CASE(LD_XS): {
            const pv_insn *L = I + 1;
            /* in[i] with i stepping by one across a whole warp: the
               address as one progression, the load as one run */
            const int run = m == FULL && ldxs_run_addr(rf, I, L);
            if (!run) {            /* the address: d = a + (extend(b) << x) */
                const uint64_t *a = R64(I->a);
                const uint32_t *b = R32(I->b);
                const uint32_t k = (uint32_t)I->x & 63u;
                if (I->aux)
                    VLANES64(m, R64(I->d), a[l] + ((uint64_t)(int64_t)(int32_t)b[l] << k));
                else
                    VLANES64(m, R64(I->d), a[l] + ((uint64_t)b[l] << k));
            }
            w->pc++;           /* a fault names the LD, whose step counts */
            if (m && (!run || pv_gmem_ld_run(X, w, L, w->pc)) && pv_do_ld(X, w, L, m, w->pc)) {
                if (m != FULL)
                    tmiss += PV_LANES - popcount32(m);
                I = L;          /* the steps end at the LD */
                PV_LEAVE(PV_RUN_FAULT);
            }
            if (I->c == 3) {
                const pv_insn *A = I + 2;
                const uint32_t *a = R32(A->a), *b = R32(A->b);
                VLANES32U(m, R32(A->d), a[l] + b[l]);
                w->pc++;
            }
            /* the records after this one are steps of their own (pc) */
            if (m != FULL)
                tmiss += (uint64_t)(I->c - 1) * (PV_LANES - popcount32(m));
            I = &code[w->pc];
            break;
        }
