/* Handlers of the guard-chain and prologue ops (ops_guard.h): case
   labels pasted into the dispatch switch of pv_run_warp (exec.c), with
   I, m, R32, pr, w, X and PV_STEPS() in scope, as the family handlers are. No
   include guard: a fragment, included once.

   Each setp form compares as SETP_I32 does, into its predicate under m;
   SETP_OR32 and SETP_AND32 then read that predicate back, so the result
   is the two instructions' even when c names the same predicate. The
   compares (PV_GUARD_SETP) and the SETP2 handler are in exec_pred.h. */
        PV_CASE(SETP_OR32): PV_CASE(SETP_AND32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            uint32_t *p = &pr[(uint32_t)I->x], q;
            PV_GUARD_SETP(p, a, b, I->aux)
            q = I->op == PV_OP_SETP_AND32 ? (*p & pr[I->c]) : (*p | pr[I->c]);
            pr[I->d] = (pr[I->d] & ~m) | (q & m);
            break;
        }
        PV_CASE(SETP_BRA32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            uint32_t *p = &pr[I->d];
            if (PV_STEPS_AT() > limit)
                PV_STOP_BEFORE();       /* the setp runs again on resuming */
            PV_GUARD_SETP(p, a, b, I->aux)
            m = act & ((I->c & 1u) ? ~*p : *p);
            goto pv_bra_go;
        }
        PV_CASE(SETP2_OR32): PV_CASE(SETP2_AND32):
            pv_setp2_warp(pr, I, R32(I->a), R32(I->b), R32(I->c), m);
            break;
/* A parameter into every lane of a whole warp: unrolled, eight or
   sixteen vector stores (the loop a vector cost as much again). */
#define PV_PARAM_FILL(m, ...)                                   \
    do {                                                        \
        if ((m) == FULL) {                                      \
            uint32_t l;                                         \
            PV_UNROLL                                           \
            for (l = 0; l < PV_LANES; l++) {                    \
                __VA_ARGS__;                                    \
            }                                                   \
        } else {                                                \
            EACH_LANE(m, __VA_ARGS__);                          \
        }                                                       \
    } while (0)
        PV_CASE(LD_PARAMS): {
            uint32_t j;
            for (j = 0; j < I->c; j++) {
                const pv_insn *R = I + j;
                uint32_t size = PV_MEM_SIZE(R->aux);
                uint64_t v;
                if (R->aux & PV_MEM_PRELOAD)
                    continue;   /* the launch filled d (launch.c) */
                if (R->x > X->param_size || size > X->param_size - R->x) {
                    w->pc += j;
                    fault(X, w->pc, 0, R->x, size, 0, "outside the parameters");
                    PV_LEAVE(PV_RUN_FAULT);
                }
                v = pv_load_le(X->params + R->x, size, (R->aux & PV_MEM_SIGNED) != 0);
                if (R->aux & PV_MEM_WIDE_DST) {
                    uint64_t *d = R64(R->d);
                    PV_PARAM_FILL(m, d[l] = v);
                } else {
                    uint32_t *d = R32(R->d);
                    PV_PARAM_FILL(m, d[l] = (uint32_t)v);
                }
            }
            /* the records after this one are steps of their own (pc) */
            if (m != FULL)
                tmiss += (uint64_t)(I->c - 1) * (PV_LANES - popcount32(m));
            w->pc += I->c - 1;
            I = &code[w->pc];
            break;
        }
#undef PV_PARAM_FILL
