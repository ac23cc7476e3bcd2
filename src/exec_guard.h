/* Handlers of the guard-chain and prologue ops (ops_guard.h): case
   labels pasted into the dispatch switch of pv_run_warp (exec.c), with
   I, m, R32, pr, w, X and steps in scope, as the family handlers are. No
   include guard: a fragment, included once.

   Each setp form compares as SETP_I32 does, into its predicate under m;
   SETP_OR32 and SETP_AND32 then read that predicate back, so the result
   is the two instructions' even when c names the same predicate. */
#if PV_VECTOR_EXT
#  define PV_GUARD_CMP_FULL(dst, a, b, k)                                  \
    switch (k) {                                                          \
    case PV_CMP_EQ: VPRED32_FULL(dst, a, b, va == vb); break;             \
    case PV_CMP_NE: VPRED32_FULL(dst, a, b, va != vb); break;             \
    case PV_CMP_LT: VPRED32_FULL(dst, a, b, sa < sb); break;              \
    case PV_CMP_LE: VPRED32_FULL(dst, a, b, sa <= sb); break;             \
    case PV_CMP_GT: VPRED32_FULL(dst, a, b, sa > sb); break;              \
    case PV_CMP_GE: VPRED32_FULL(dst, a, b, sa >= sb); break;             \
    case PV_CMP_LO: VPRED32_FULL(dst, a, b, va < vb); break;              \
    case PV_CMP_LS: VPRED32_FULL(dst, a, b, va <= vb); break;             \
    case PV_CMP_HI: VPRED32_FULL(dst, a, b, va > vb); break;              \
    default: VPRED32_FULL(dst, a, b, va >= vb); break;                    \
    }
#  define PV_GUARD_FULL_PATH(p, a, b, k)                                   \
    if (m == FULL) {                                                      \
        PV_GUARD_CMP_FULL(*(p), a, b, k)                                  \
    } else
#else
#  define PV_GUARD_FULL_PATH(p, a, b, k)
#endif
/* *p = a k b in the lanes of m (a statement). */
#define PV_GUARD_SETP(p, a, b, k)                                          \
    PV_GUARD_FULL_PATH(p, a, b, k)                                        \
    {                                                                     \
        switch (k) {                                                      \
        case PV_CMP_EQ: VPRED(m, *(p), a[l] == b[l]); break;              \
        case PV_CMP_NE: VPRED(m, *(p), a[l] != b[l]); break;              \
        case PV_CMP_LT: VPRED(m, *(p), (int32_t)a[l] < (int32_t)b[l]); break;   \
        case PV_CMP_LE: VPRED(m, *(p), (int32_t)a[l] <= (int32_t)b[l]); break;  \
        case PV_CMP_GT: VPRED(m, *(p), (int32_t)a[l] > (int32_t)b[l]); break;   \
        case PV_CMP_GE: VPRED(m, *(p), (int32_t)a[l] >= (int32_t)b[l]); break;  \
        case PV_CMP_LO: VPRED(m, *(p), a[l] < b[l]); break;               \
        case PV_CMP_LS: VPRED(m, *(p), a[l] <= b[l]); break;              \
        case PV_CMP_HI: VPRED(m, *(p), a[l] > b[l]); break;               \
        default: VPRED(m, *(p), a[l] >= b[l]); break;                     \
        }                                                                 \
    }
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
            if (steps > limit)
                PV_STOP_BEFORE();       /* the setp runs again on resuming */
            PV_GUARD_SETP(p, a, b, I->aux)
            m = act & ((I->c & 1u) ? ~*p : *p);
            goto pv_bra_go;
        }
        PV_CASE(LD_PARAMS): {
            uint32_t j;
            for (j = 0; j < I->c; j++) {
                const pv_insn *R = I + j;
                uint32_t size = PV_MEM_SIZE(R->aux);
                uint64_t v;
                if (R->x > X->param_size || size > X->param_size - R->x) {
                    w->pc += j;
                    fault(X, w->pc, 0, R->x, size, 0, "outside the parameters");
                    PV_LEAVE(PV_RUN_FAULT);
                }
                v = pv_load_le(X->params + R->x, size, (R->aux & PV_MEM_SIGNED) != 0);
                if (R->aux & PV_MEM_WIDE_DST) {
                    uint64_t *d = R64(R->d);
                    EACH_LANE(m, d[l] = v);
                } else {
                    uint32_t *d = R32(R->d);
                    EACH_LANE(m, d[l] = (uint32_t)v);
                }
            }
            /* the records after this one are steps of their own */
            steps += I->c - 1;
            if (m != FULL)
                tmiss += (uint64_t)(I->c - 1) * (PV_LANES - popcount32(m));
            pc += I->c - 1;
            break;
        }
