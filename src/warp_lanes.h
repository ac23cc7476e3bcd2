#if defined(__GNUC__)
#  define WL_OUT_OF_LINE __attribute__((noinline))
#else
#  define WL_OUT_OF_LINE
#endif

/* Lane loops of the warp family and of the bit operations on 32-bit
   lanes, written so the compiler makes them vector code (exec.c includes
   this after its vector types): cooperative-groups code runs match, vote,
   redux, brev and popc on every element it touches, and the lane-by-lane
   forms (a variable shift or a branch per lane) cost several times the
   arithmetic. Every function computes exactly what its per-lane form
   does; tests/unit/test_warp_lanes.c compares them. No include guard:
   a fragment of exec.c, included once. */

/* The lanes of column c holding v (branch-free: compares and ands). */
#if PV_VECTOR_EXT
/* Lanes l..l+3 of m as all-ones or zero words. */
static PV_FORCE_INLINE pv_u32x4 wl_kv(uint32_t m, uint32_t l)
{
    pv_u32x4 b;
    memcpy(&b, pv_lane_bit + l, sizeof b);
    return (pv_u32x4)((b & m) != 0);
}

static PV_FORCE_INLINE pv_u32x4 wl_ld(const uint32_t *c, uint32_t l)
{
    pv_u32x4 v;
    memcpy(&v, c + l, sizeof v);
    return v;
}

static PV_FORCE_INLINE uint32_t wl_or4(pv_u32x4 v)
{
    return v[0] | v[1] | v[2] | v[3];
}
#endif

static PV_FORCE_INLINE uint32_t wl_eq32(const uint32_t *c, uint32_t v)
{
    uint32_t l, r = 0;
#if PV_VECTOR_EXT
    pv_u32x4 acc = {0, 0, 0, 0}, b;
    for (l = 0; l < PV_LANES; l += 4) {
        memcpy(&b, pv_lane_bit + l, sizeof b);
        acc |= (pv_u32x4)(wl_ld(c, l) == v) & b;
    }
    r = wl_or4(acc);
#else
    for (l = 0; l < PV_LANES; l++)
        r |= c[l] == v ? pv_lane_bit[l] : 0u;
#endif
    return r;
}

/* The lanes l of m whose word c[l] has bit l set (a member mask that
   names its own lane). */
static PV_FORCE_INLINE uint32_t wl_self(const uint32_t *c, uint32_t m)
{
    uint32_t l, r = 0;
#if PV_VECTOR_EXT
    pv_u32x4 acc = {0, 0, 0, 0}, b;
    for (l = 0; l < PV_LANES; l += 4) {
        memcpy(&b, pv_lane_bit + l, sizeof b);
        acc |= wl_ld(c, l) & b;
    }
    r = wl_or4(acc);
#else
    for (l = 0; l < PV_LANES; l++)
        r |= c[l] & pv_lane_bit[l];
#endif
    return r & m;
}

/* The or of column c over the lanes of m. */
static PV_FORCE_INLINE uint32_t wl_or_in(const uint32_t *c, uint32_t m)
{
    uint32_t l, r = 0;
#if PV_VECTOR_EXT
    pv_u32x4 acc = {0, 0, 0, 0};
    for (l = 0; l < PV_LANES; l += 4)
        acc |= wl_ld(c, l) & wl_kv(m, l);
    r = wl_or4(acc);
#else
    for (l = 0; l < PV_LANES; l++)
        r |= (m >> l) & 1u ? c[l] : 0u;
#endif
    return r;
}

static PV_FORCE_INLINE uint32_t wl_eq64(const uint64_t *c, uint64_t v)
{
    uint32_t l, r = 0;
    for (l = 0; l < PV_LANES; l++)
        r |= c[l] == v ? pv_lane_bit[l] : 0u;
    return r;
}

/* t[l] = c[l] & go for the lanes of go, 0 elsewhere: each lane's member
   mask cut to the lanes taking part (warp_groups). */
static PV_FORCE_INLINE void wl_groups(uint32_t *t, const uint32_t *c, uint32_t go)
{
    uint32_t l;
    if (go == FULL) {
        memcpy(t, c, PV_LANES * sizeof *t);
        return;
    }
#if PV_VECTOR_EXT
    for (l = 0; l < PV_LANES; l += 4) {
        const pv_u32x4 v = wl_ld(c, l) & go & wl_kv(go, l);
        memcpy(t + l, &v, sizeof v);
    }
#else
    for (l = 0; l < PV_LANES; l++)
        t[l] = (go >> l) & 1u ? c[l] & go : 0u;
#endif
}

/* The lanes l of go whose word t[l] = v & g[l] passes vote mode (all:
   every member voted; any: one did; uni: all or none did). */
static PV_FORCE_INLINE uint32_t wl_vote(const uint32_t *g, uint32_t v, uint32_t mode,
                                        uint32_t go)
{
    uint32_t l, r = 0;
#if PV_VECTOR_EXT
    pv_u32x4 acc = {0, 0, 0, 0}, b, x, gv;
    for (l = 0; l < PV_LANES; l += 4) {
        memcpy(&b, pv_lane_bit + l, sizeof b);
        gv = wl_ld(g, l);
        x = gv & v;
        if (mode == PV_VOTE_ALL)
            acc |= (pv_u32x4)(x == gv) & b;
        else if (mode == PV_VOTE_ANY)
            acc |= (pv_u32x4)(x != 0) & b;
        else
            acc |= ((pv_u32x4)(x == 0) | (pv_u32x4)(x == gv)) & b;
    }
    return wl_or4(acc) & go;
#endif
    if (mode == PV_VOTE_ALL) {
        for (l = 0; l < PV_LANES; l++)
            r |= (v & g[l]) == g[l] ? pv_lane_bit[l] : 0u;
    } else if (mode == PV_VOTE_ANY) {
        for (l = 0; l < PV_LANES; l++)
            r |= (v & g[l]) != 0 ? pv_lane_bit[l] : 0u;
    } else {
        for (l = 0; l < PV_LANES; l++)
            r |= (((v & g[l]) == 0) | ((v & g[l]) == g[l])) ? pv_lane_bit[l] : 0u;
    }
    return r & go;
}

/* The integer reductions of redux.sync over the lanes of g (not empty):
   each op from its identity, which the first member replaces exactly as
   the per-lane form's "first value" does. Returns 0 for f32 ops (the
   caller's per-lane loop handles NaNs and signed zeros). */
static PV_FORCE_INLINE int wl_redux_int(const uint32_t *a, uint32_t g, uint32_t op,
                                        uint32_t *res)
{
    uint32_t l, r, k[PV_LANES], n = PV_LANES;
    static const uint32_t id[8] = {0u, ~0u, 0u, 0x7fffffffu, 0x80000000u, ~0u, 0u, 0u};
    if (op > PV_RED_XOR)
        return 0;
    r = id[op];
#if PV_VECTOR_EXT
    {
        pv_u32x4 acc = {r, r, r, r}, v, k4;
        pv_s32x4 sv, sa;
        for (l = 0; l < PV_LANES; l += 4) {
            k4 = wl_kv(g, l);
            v = (wl_ld(a, l) & k4) | (~k4 & r);  /* others: the identity */
            sv = (pv_s32x4)v;
            sa = (pv_s32x4)acc;
            switch (op) {
            case PV_RED_ADD: acc += v; break;
            case PV_RED_MIN_U: k4 = (pv_u32x4)(v < acc); acc = (v & k4) | (acc & ~k4); break;
            case PV_RED_MAX_U: k4 = (pv_u32x4)(v > acc); acc = (v & k4) | (acc & ~k4); break;
            case PV_RED_MIN_S: k4 = (pv_u32x4)(sv < sa); acc = (v & k4) | (acc & ~k4); break;
            case PV_RED_MAX_S: k4 = (pv_u32x4)(sv > sa); acc = (v & k4) | (acc & ~k4); break;
            case PV_RED_AND: acc &= v; break;
            case PV_RED_OR: acc |= v; break;
            default: acc ^= v; break;
            }
        }
        memcpy(k, &acc, sizeof acc);   /* four partial results */
        n = 4;
    }
#else
    for (l = 0; l < PV_LANES; l++)     /* members' values, others the identity */
        k[l] = (g & pv_lane_bit[l]) ? a[l] : r;
#endif
    switch (op) {
    case PV_RED_ADD: for (l = 0; l < n; l++) r += k[l]; break;
    case PV_RED_MIN_U: for (l = 0; l < n; l++) r = k[l] < r ? k[l] : r; break;
    case PV_RED_MAX_U: for (l = 0; l < n; l++) r = k[l] > r ? k[l] : r; break;
    case PV_RED_MIN_S:
        for (l = 0; l < n; l++)
            r = (int32_t)k[l] < (int32_t)r ? k[l] : r;
        break;
    case PV_RED_MAX_S:
        for (l = 0; l < n; l++)
            r = (int32_t)k[l] > (int32_t)r ? k[l] : r;
        break;
    case PV_RED_AND: for (l = 0; l < n; l++) r &= k[l]; break;
    case PV_RED_OR: for (l = 0; l < n; l++) r |= k[l]; break;
    default: for (l = 0; l < n; l++) r ^= k[l]; break;
    }
    *res = r;
    return 1;
}

#if PV_VECTOR_EXT
/* brev.b32 and popc.b32 of every lane on vectors (intops.h's io_brev32
   and io_popc32 step by step; SSE2 has no 32-bit multiply, so popc sums
   its bytes by shifts). Returns 0 for other sub-operations. */
static PV_FORCE_INLINE int wl_bits32(uint32_t aux, uint32_t *t, const uint32_t *a)
{
    uint32_t l;
    if (aux != PV_IO_BREV32 && aux != PV_IO_POPC32)
        return 0;
    for (l = 0; l < PV_LANES; l += 4) {
        pv_u32x4 x;
        memcpy(&x, a + l, sizeof x);
        if (aux == PV_IO_BREV32) {
            x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
            x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
            x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
            x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
            x = (x >> 16) | (x << 16);
        } else {
            x = x - ((x >> 1) & 0x55555555u);
            x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
            x = (x + (x >> 4)) & 0x0f0f0f0fu;
            x = x + (x >> 8);
            x = (x + (x >> 16)) & 0x3fu;
        }
        memcpy(t + l, &x, sizeof x);
    }
    return 1;
}
#else
static PV_FORCE_INLINE int wl_bits32(uint32_t aux, uint32_t *t, const uint32_t *a)
{
    (void)aux;
    (void)t;
    (void)a;
    return 0;
}
#endif

/* One value v in every lane of m (not empty) of column a: *v set. The
   bit operations without a vector form (clz, bfind) then run once. */
static PV_FORCE_INLINE int wl_uniform32(const uint32_t *a, uint32_t m, uint32_t *v)
{
    uint32_t l, d = 0, x = a[pv_ctz32(m)];
#if PV_VECTOR_EXT
    pv_u32x4 acc = {0, 0, 0, 0};
    for (l = 0; l < PV_LANES; l += 4)
        acc |= (wl_ld(a, l) ^ x) & wl_kv(m, l);
    d = wl_or4(acc);
#else
    for (l = 0; l < PV_LANES; l++)
        d |= (m >> l) & 1u ? a[l] ^ x : 0u;
#endif
    *v = x;
    return d == 0;
}

/* shfl.idx where every lane of go names one source lane j with the same
   clamp (c without a segment mask, j at most its lane bound): each lane
   of go gets a[j] (0 when j is not in go, as on the general path) and
   its predicate is true. Returns 0 for anything else. */
static WL_OUT_OF_LINE int shfl_idx_one(const uint32_t *a, const uint32_t *b,
                                      const uint32_t *c, uint32_t go, uint32_t *t)
{
    uint32_t bv, cv, j, v, l;
    if (!go || !wl_uniform32(b, go, &bv) || !wl_uniform32(c, go, &cv) ||
        ((cv >> 8) & 31u) || (bv & 31u) > (cv & 31u))
        return 0;
    j = bv & 31u;
    v = ((go >> j) & 1u) ? a[j] : 0u;
    for (l = 0; l < PV_LANES; l++)
        t[l] = v;
    return 1;
}

/* I32_2's popc, clz, brev and bfind (aux at least PV_IO_POPC32) for the
   lanes m: all on AVX2 when the dispatch loop runs its AVX2 copy
   (bits_avx2.c); else brev and popc on 4-lane vectors, the others once
   when every lane of m holds one value (a group's member mask). 0: the
   per-lane loop runs it. Out of line, as wl_shl64: pv_run_warp's
   dispatch keeps its registers. */
static WL_OUT_OF_LINE int wl_bits32_op(uint8_t *rf, const pv_insn *I, uint32_t m)
{
    uint32_t *d = (uint32_t *)(void *)(rf + I->d);
    const uint32_t *a = (const uint32_t *)(const void *)(rf + I->a);
    uint32_t t[PV_LANES], u, l;
#if BX_AVX2
    if (pv_run_avx2() && bx_bits32(I->aux, t, a)) {
        store32(d, t, m);
        return 1;
    }
#endif
    if (wl_bits32(I->aux, t, a)) {
        store32(d, t, m);
        return 1;
    }
    if (I->aux < PV_IO_CLZ32 || !m || !wl_uniform32(a, m, &u))
        return 0;
    switch (I->aux) {
#define WL_ONE(n, fn) case PV_IO_##n: u = fn(u); break;
    PV_IOP2_32(WL_ONE)
#undef WL_ONE
    default: return 0;
    }
    for (l = 0; l < PV_LANES; l++)
        t[l] = u;
    store32(d, t, m);
    return 1;
}

/* shl.b64 by an amount below 64 the same in every lane of m (an index
   scaled by a constant): one shift over the warp. 0 otherwise. */
static WL_OUT_OF_LINE int wl_shl64(uint8_t *rf, const pv_insn *I, uint32_t m)
{
    uint64_t *d = (uint64_t *)(void *)(rf + I->d);
    const uint64_t *a = (const uint64_t *)(const void *)(rf + I->a);
    uint32_t n;
    if (!m || !wl_uniform32((const uint32_t *)(const void *)(rf + I->b), m, &n) || n > 63)
        return 0;
    VOP64(m, d, a, a, va << n, a[l] << n);
    return 1;
}
