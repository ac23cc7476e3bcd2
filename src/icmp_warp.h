/* 16- and 32-bit integer compares (ICMP without its 64-bit columns) over
   a whole warp: the operands become keys whose unsigned order is the
   compare's (masked to the width, the sign bit flipped for the signed
   orders), then one branch-free pass, four lanes a vector where the compiler has
   vector extensions, where
   io_icmp decoded the compare again for every lane (a tile kernel's
   16-bit `done` flags and loop bounds). Bits for all 32 lanes: the
   caller keeps the active ones. The same result as io_icmp: sign-
   extending is one-to-one (equality), and the unsigned order of sign-
   extended values is that of the raw bits (lo, ls, hi, hs). Included by
   exec.c; no include guard. */
#if defined(__GNUC__)
#  define PV_PRED_NOINLINE __attribute__((noinline))
#else
#  define PV_PRED_NOINLINE
#endif
#if PV_VECTOR_EXT
/* dst = a k b over a whole warp for the 32-bit codes (LT..GE signed,
   LO..HS unsigned), VPRED32_FULL's four lanes a vector, no width mask
   or sign bias to apply. */
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
/* The same as a mask of all 32 lanes, out of line: the ICMP handler's
   32-bit compares and the guard chains' partial warps share one copy. */
static PV_PRED_NOINLINE uint32_t pv_cmp32_lanes(const uint32_t *a, const uint32_t *b,
                                                uint32_t k)
{
    uint32_t r = 0;
    PV_GUARD_CMP_FULL(r, a, b, k)
    return r;
}
#endif
static uint32_t pv_icmp32_warp(uint32_t aux, const uint32_t *a, const uint32_t *b)
{
    const uint32_t code = PV_IC_CODE(aux);
    const uint32_t mask = (aux & PV_IC_W16) ? 0xffffu : 0xffffffffu;
    uint32_t bias = 0, r = 0, l;
    if ((aux & PV_IC_SIGNED) && code >= PV_CMP_LT && code <= PV_CMP_GE)
        bias = (aux & PV_IC_W16) ? 0x8000u : 0x80000000u;
#if PV_VECTOR_EXT
    if (!(aux & PV_IC_W16)) {
        /* 32 bits: the unsigned orders are LO..HS, the signed LT..GE */
        uint32_t k = code;
        if (!(aux & PV_IC_SIGNED) && code >= PV_CMP_LT && code <= PV_CMP_GE)
            k += PV_CMP_LO - PV_CMP_LT;
        return pv_cmp32_lanes(a, b, k);
    }
    {
        /* four lanes a vector; the compiler left the plain loops scalar
           at -O2 (about 300 instructions a warp) */
        const pv_u32x4 mk = {mask, mask, mask, mask}, bs = {bias, bias, bias, bias};
#  if PV_LANE_BITS_SSE2
        /* the eight vectors' results packed into one mask (lane_bits.h) */
        __m128i e[8];
#    define PV_ICMP_PASS(cmp)                                            \
        PV_UNROLL                                                         \
        for (l = 0; l < 8u; l++) {                                        \
            pv_u32x4 ka, kb, r_;                                          \
            memcpy(&ka, a + 4u * l, sizeof ka);                           \
            memcpy(&kb, b + 4u * l, sizeof kb);                           \
            ka = (ka & mk) ^ bs;                                          \
            kb = (kb & mk) ^ bs;                                          \
            r_ = (pv_u32x4)(cmp);                                         \
            memcpy(&e[l], &r_, sizeof r_);                                \
        }                                                                 \
        r = pv_lane_bits(e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7]);
#  else
        const pv_u32x4 bit = {1u, 2u, 4u, 8u};
        pv_u32x4 acc = {0u, 0u, 0u, 0u};
#    define PV_ICMP_PASS(cmp)                                            \
        for (l = 0; l < PV_LANES; l += 4) {                               \
            pv_u32x4 ka, kb;                                              \
            memcpy(&ka, a + l, sizeof ka);                                \
            memcpy(&kb, b + l, sizeof kb);                                \
            ka = (ka & mk) ^ bs;                                          \
            kb = (kb & mk) ^ bs;                                          \
            acc |= (pv_u32x4)(cmp) & (bit << l);                          \
        }                                                                 \
        r = acc[0] | acc[1] | acc[2] | acc[3];
#  endif
        switch (code) {
        case PV_CMP_EQ: PV_ICMP_PASS(ka == kb) break;
        case PV_CMP_NE: PV_ICMP_PASS(ka != kb) break;
        case PV_CMP_LT: case PV_CMP_LO: PV_ICMP_PASS(ka < kb) break;
        case PV_CMP_LE: case PV_CMP_LS: PV_ICMP_PASS(ka <= kb) break;
        case PV_CMP_GT: case PV_CMP_HI: PV_ICMP_PASS(ka > kb) break;
        default: PV_ICMP_PASS(ka >= kb) break;
        }
#  undef PV_ICMP_PASS
    }
#else
    {
        const uint32_t *bit = pv_lane_bit;
        uint32_t ka[PV_LANES], kb[PV_LANES];
        for (l = 0; l < PV_LANES; l++) {
            ka[l] = (a[l] & mask) ^ bias;
            kb[l] = (b[l] & mask) ^ bias;
        }
        switch (code) {
        case PV_CMP_EQ:
            for (l = 0; l < PV_LANES; l++)
                r |= ka[l] == kb[l] ? bit[l] : 0u;
            break;
        case PV_CMP_NE:
            for (l = 0; l < PV_LANES; l++)
                r |= ka[l] != kb[l] ? bit[l] : 0u;
            break;
        case PV_CMP_LT: case PV_CMP_LO:
            for (l = 0; l < PV_LANES; l++)
                r |= ka[l] < kb[l] ? bit[l] : 0u;
            break;
        case PV_CMP_LE: case PV_CMP_LS:
            for (l = 0; l < PV_LANES; l++)
                r |= ka[l] <= kb[l] ? bit[l] : 0u;
            break;
        case PV_CMP_GT: case PV_CMP_HI:
            for (l = 0; l < PV_LANES; l++)
                r |= ka[l] > kb[l] ? bit[l] : 0u;
            break;
        default:
            for (l = 0; l < PV_LANES; l++)
                r |= ka[l] >= kb[l] ? bit[l] : 0u;
            break;
        }
    }
#endif
    return r;
}
