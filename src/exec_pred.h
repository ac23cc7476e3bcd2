/* The guard chains' compares (exec_guard.h's handlers use them) and the
   SETP2_OR32/SETP2_AND32 handler (ops_guard.h), at file scope in exec.c
   after its lane macros (VPRED, VPRED32_FULL). No include guard: a
   fragment, included once. */
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
#endif
#if defined(__GNUC__)
#  define PV_PRED_NOINLINE __attribute__((noinline))
#else
#  define PV_PRED_NOINLINE
#endif
#if PV_VECTOR_EXT
/* A partial warp's compare (a call's few lanes, a halo's edge) runs the
   whole-warp compare of icmp_warp.h (the PV_CMP codes with the signed
   flag: LT..GE signed, LO..HS unsigned) and keeps the bits of its lanes;
   the other lanes' registers are read, never written. *p = a k b in the
   lanes of m (a statement). */
#  define PV_GUARD_SETP(p, a, b, k)                                        \
    if (m == FULL) {                                                      \
        PV_GUARD_CMP_FULL(*(p), a, b, k)                                  \
    } else {                                                              \
        *(p) = (*(p) & ~m) | (pv_icmp32_warp((k) | PV_IC_SIGNED, a, b) & m); \
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
