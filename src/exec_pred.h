/* The guard chains' compares (exec_guard.h's handlers use them) and the
   SETP2_OR32/SETP2_AND32 handler (ops_guard.h), at file scope in exec.c
   after its lane macros (VPRED) and icmp_warp.h (PV_GUARD_CMP_FULL,
   pv_cmp32_lanes, PV_PRED_NOINLINE). No include guard: a fragment,
   included once. */
#if PV_VECTOR_EXT
/* A partial warp's compare (a call's few lanes, a halo's edge) runs
   icmp_warp.h's whole-warp compare and keeps the bits of its lanes; the
   other lanes' registers are read, never written. *p = a k b in the
   lanes of m (a statement). */
#  define PV_GUARD_SETP(p, a, b, k)                                        \
    if (m == FULL) {                                                      \
        PV_GUARD_CMP_FULL(*(p), a, b, k)                                  \
    } else {                                                              \
        *(p) = (*(p) & ~m) | (pv_cmp32_lanes(a, b, k) & m);               \
    }
#else
/* *p = a k b in the lanes of m (a statement). */
#  define PV_GUARD_SETP(p, a, b, k)                                        \
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
#endif

/* Out of line: two compares' code inside pv_run_warp made the compiler
   keep the loop's instruction pointer on the stack, a store and loads
   at every dispatch of every op. Both compares go to temporaries: only
   d is written, in the lanes of m. */
static PV_PRED_NOINLINE void pv_setp2_warp(uint32_t *pr, const pv_insn *I, const uint32_t *a,
                                           const uint32_t *b, const uint32_t *c, uint32_t m)
{
    uint32_t p = 0, q = 0, in = (uint32_t)I->x, r;
    PV_GUARD_SETP(&p, a, b, I->aux & 0xffu)
    PV_GUARD_SETP(&q, a, c, I->aux >> 8)
    if (I->op == PV_OP_SETP2_AND32)
        r = p & q & (in != PV_NO_REG ? pr[in] : ~0u);
    else
        r = p | q | (in != PV_NO_REG ? pr[in] : 0u);
    pr[I->d] = (pr[I->d] & ~m) | (r & m);
}
