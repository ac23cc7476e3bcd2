/* The meeting of warp-synchronous (.sync) instructions (exec.c): which
   lanes wait where, when a member mask is complete, gathering operands
   from and storing results to each lane's own instruction. Static
   functions of exec.c's translation unit, kept apart for size; no include
   guard: included once, after the helpers it uses. */
/* ---- warp-synchronous instructions (exec_warp.h) ------------------------
   A lane arriving at a .sync instruction before the rest of its member
   mask parks there (PV_PARKED in its PC); the instruction runs once every
   non-exited lane of the mask has arrived. */
enum { PV_SG_GO, PV_SG_SWITCH, PV_SG_BLOCK, PV_SG_FAIL };

/* The instruction lane l of a parked set waits at. */
static uint32_t sync_at(const pv_warp *w, uint32_t l)
{
    return w->lane_pc[l] & ~PV_PARKED;
}

/* Do two .sync instructions meet? From sm_70 on a lane waits for the
   lanes of its member mask to execute an instruction of the same kind
   with the same qualifiers and mask, not necessarily the same one: one
   vote.sync.ballot on each side of a branch, shfl.sync.idx in two
   places, and bar.warp.sync anywhere. Operand forms (a negated or
   constant predicate, a d|p destination) may differ. */
static int sync_meets(const pv_insn *a, const pv_insn *b)
{
    uint32_t q;
    if (a->op != b->op)
        return 0;
    switch (a->op) {
    case PV_OP_WARPSYNC: return 1;
#define PV_MX_APART(n) case PV_OP_##n:
    PV_OPS_WMMA(PV_MX_APART)    /* matrix instructions: only the same one */
#undef PV_MX_APART
        return 0;
    case PV_OP_REDUX: q = 15u | PV_RED_ABS | PV_RED_NAN; break;
    default: q = 3u;            /* vote and shfl modes; match .all, .b64 */
    }
    return ((a->aux ^ b->aux) & (q | PV_WARP_SYNC)) == 0;
}

/* Lanes parked at instruction pc or one it meets. */
static uint32_t sync_parked(const pv_cta *X, const pv_warp *w, uint32_t pc)
{
    const pv_insn *code = X->code->insns;
    uint32_t l, r = 0, cand = w->live & ~w->active & ~w->bar_wait;
    if (!cand)
        return 0;
    for (l = 0; l < PV_LANES; l++) {
        uint32_t at;
        if (!((cand >> l) & 1u) || !(w->lane_pc[l] & PV_PARKED))
            continue;
        at = sync_at(w, l);
        if (at == pc || sync_meets(&code[at], &code[pc]))
            r |= 1u << l;
    }
    return r;
}

/* Whether any lane waits parked at a .sync instruction. */
static int sync_parked_any(const pv_warp *w)
{
    const uint32_t cand = w->live & ~w->active & ~w->bar_wait;
    /* branch-free: which lanes are candidates is data, and a branch per
       lane mispredicted in filters' partial groups */
    return cand && (wl_or_in(w->lane_pc, cand) & PV_PARKED) != 0;
}

/* The instruction each lane of the running .sync group executes: lanes
   released at another instruction run theirs, with its operands. */
static void sync_insns(const pv_cta *X, const pv_warp *w, const pv_insn *I,
                       const pv_insn **li)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        li[l] = ((w->sync_there >> l) & 1u) ? &X->code->insns[sync_at(w, l)] : I;
}

/* Column `col` (an operand field's offset in pv_insn) of each lane's own
   instruction, lane by lane, into t (32- or 64-bit lanes). */
static void sync_gather(const pv_warp *w, const pv_insn *const *li, size_t col,
                        int wide, void *t)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++) {
        uint32_t off;
        memcpy(&off, (const char *)li[l] + col, sizeof off);
        if (wide)
            ((uint64_t *)t)[l] = ((const uint64_t *)(const void *)(w->rf + off))[l];
        else
            ((uint32_t *)t)[l] = ((const uint32_t *)(const void *)(w->rf + off))[l];
    }
}

/* The results t of a warp instruction for the lanes of go, each into
   its own instruction's destination column, and the predicate bits p
   into its d|p destination when it has one. */
static void warp_store(pv_warp *w, const pv_insn *const *li, const uint32_t *t,
                       uint32_t p, uint32_t go)
{
    uint32_t l;
    if (!w->sync_there) {       /* one instruction: one column, one slot */
        const pv_insn *J = li[0];
        uint32_t *d = (uint32_t *)(void *)(w->rf + J->d);
        if (go == FULL)
            memcpy(d, t, PV_LANES * 4);
        else
            pv_blend32(d, t, go);
        if (J->aux & PV_WARP_PDST) {
            uint32_t *ps = &w->pr[PV_WARP_PSLOT(J->aux)];
            *ps = (*ps & ~go) | (p & go);
        }
        return;
    }
    for (l = 0; l < PV_LANES; l++) {
        const pv_insn *J = li[l];
        if (!((go >> l) & 1u))
            continue;
        ((uint32_t *)(void *)(w->rf + J->d))[l] = t[l];
        if (J->aux & PV_WARP_PDST) {
            uint32_t *ps = &w->pr[PV_WARP_PSLOT(J->aux)];
            *ps = (*ps & ~(1u << l)) | (p & (1u << l));
        }
    }
}

/* A scan step over the whole warp (SCAN_ADD32, ops_warp.h; its shfl
   hand-off below): d = e + (a < b ? 0 : c) in every lane, signed, and
   the lanes where a < b into the predicate word *P. Every lane is read
   before any is written, so d may be any of the sources. A macro, not
   an inline function: as a function inlined into the interpreter loop
   it changed that loop's code around it (1-3% more instructions
   executed in kernels that never run a scan step). */
#if PV_VECTOR_EXT
#define PV_SCAN_ADD32_FULL(d, a, b, c, e, P)                            \
    do {                                                                \
        const pv_u32x4 bit_ = {1u, 2u, 4u, 8u};                         \
        pv_u32x4 acc_ = {0u, 0u, 0u, 0u};                               \
        uint32_t l_;                                                    \
        for (l_ = 0; l_ < PV_LANES; l_ += 4) { /* four lanes at a time */ \
            pv_u32x4 va_, vb_, vc_, ve_, lt_;                           \
            memcpy(&va_, (a) + l_, sizeof va_);                         \
            memcpy(&vb_, (b) + l_, sizeof vb_);                         \
            memcpy(&vc_, (c) + l_, sizeof vc_);                         \
            memcpy(&ve_, (e) + l_, sizeof ve_);                         \
            lt_ = (pv_u32x4)((pv_s32x4)va_ < (pv_s32x4)vb_);            \
            acc_ |= lt_ & (bit_ << l_);                                 \
            ve_ += vc_ & ~lt_;                                          \
            memcpy((d) + l_, &ve_, sizeof ve_);                         \
        }                                                               \
        *(P) = acc_[0] | acc_[1] | acc_[2] | acc_[3];                   \
    } while (0)
#else
#define PV_SCAN_ADD32_FULL(d, a, b, c, e, P)                            \
    do {                                                                \
        uint32_t lt_[PV_LANES], p_ = 0, l_;                             \
        for (l_ = 0; l_ < PV_LANES; l_++)                               \
            lt_[l_] = 0u - (uint32_t)((int32_t)(a)[l_] < (int32_t)(b)[l_]); \
        for (l_ = 0; l_ < PV_LANES; l_++) {                             \
            p_ |= lt_[l_] & (1u << l_);                                 \
            (d)[l_] = (e)[l_] + ((c)[l_] & ~lt_[l_]);                   \
        }                                                               \
        *(P) = p_;                                                      \
    } while (0)
#endif

/* The instruction after a PV_WARP_NEXT shfl (peephole_tree.c) over the
   whole warp, with the shuffled values t in place of the shfl's column
   dst: d = t + the other operand (ADD_I32), or a scan step (SCAN_ADD32,
   ops_warp.h). Each lane reads its own lane before writing it, so d may
   be any of the sources. */
static void shfl_next(const pv_insn *N, uint8_t *rf, uint32_t *pr,
                      const uint32_t *t, uint32_t dst)
{
    uint32_t *d = (uint32_t *)(void *)(rf + N->d), l;
    if (N->op == PV_OP_ADD_I32) {
        const uint32_t *o = (const uint32_t *)(const void *)
                            (rf + (N->a == dst ? N->b : N->a));
#if PV_VECTOR_EXT
        for (l = 0; l < PV_LANES; l += 4) {   /* four lanes at a time */
            pv_u32x4 vo, vt;
            memcpy(&vo, o + l, sizeof vo);
            memcpy(&vt, t + l, sizeof vt);
            vo += vt;
            memcpy(d + l, &vo, sizeof vo);
        }
#else
        for (l = 0; l < PV_LANES; l++)
            d[l] = o[l] + t[l];
#endif
        return;
    }
    {
        const uint32_t *a = (const uint32_t *)(const void *)(rf + N->a);
        const uint32_t *b = (const uint32_t *)(const void *)(rf + N->b);
        const uint32_t *e = (const uint32_t *)(const void *)(rf + N->aux);
        PV_SCAN_ADD32_FULL(d, a, b, t, e, &pr[(uint32_t)N->x]);
    }
}

/* shfl.sync over the whole converged warp with the same lane operand b
   and clamp c in every lane (the steps of reductions and scans): every
   source lane takes part, so the results are the sources moved by runs
   when the warp is one segment, else the ISA's per-lane rule without the
   participation tests. t gets the values, *pv the in-range bits. Returns
   0, having done nothing, when b or c differs between lanes. */
static int shfl_full(const uint32_t *a, const uint32_t *b, const uint32_t *c,
                     uint32_t mode, uint32_t *t, uint32_t *pv)
{
    uint32_t diff = 0, l, bv, cv, seg, in = 0;
    for (l = 0; l < PV_LANES; l++)
        diff |= (b[l] ^ b[0]) | (c[l] ^ c[0]);
    if (diff)
        return 0;
    bv = b[0] & 31u;
    cv = c[0] & 31u;
    seg = (c[0] >> 8) & 31u;
    if (seg == 0 && cv == (mode == 0 ? 0u : 31u)) {
        switch (mode) {
        case 0:          /* up: the lowest bv lanes keep their own value */
            memcpy(t, a, bv * 4);
            memcpy(t + bv, a, (PV_LANES - bv) * 4);
            *pv = ~0u << bv;
            break;
        case 1:          /* down: the highest bv lanes keep theirs */
            memcpy(t, a + bv, (PV_LANES - bv) * 4);
            memcpy(t + PV_LANES - bv, a + PV_LANES - bv, bv * 4);
            *pv = ~0u >> bv;
            break;
        case 2:
            for (l = 0; l < PV_LANES; l++)
                t[l] = a[l ^ bv];
            *pv = ~0u;
            break;
        default:
            for (l = 0; l < PV_LANES; l++)
                t[l] = a[bv];
            *pv = ~0u;
            break;
        }
        return 1;
    }
    for (l = 0; l < PV_LANES; l++) {
        uint32_t maxl = (l & seg) | (cv & ~seg), j;
        int ok;
        switch (mode) {
        case 0: ok = (int)l - (int)bv >= (int)maxl; j = l - bv; break;
        case 1: j = l + bv; ok = j <= maxl; break;
        case 2: j = l ^ bv; ok = j <= maxl; break;
        default: j = (l & seg) | (bv & ~seg); ok = j <= maxl; break;
        }
        t[l] = a[ok ? j : l];
        in |= (uint32_t)ok << l;
    }
    *pv = in;
    return 1;
}

/* The lanes of the running group go on after their own instructions. */
static void sync_release(pv_warp *w)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        if ((w->active >> l) & 1u)
            w->lane_pc[l] = (((w->sync_there >> l) & 1u) ? sync_at(w, l) : w->pc) + 1;
    w->sync_there = 0;
    w->active = 0;
    reschedule(w, 0);
}

/* The lanes of a (arrived; their member masks in mask) that may go: each
   group naming one mask whose non-exited lanes have all arrived. */
static uint32_t sync_complete(const pv_warp *w, uint32_t a, const uint32_t *mask)
{
    uint32_t go = 0, left = a, l, k;
    while (left) {
        uint32_t g = 0, mm;
        for (l = 0; !((left >> l) & 1u); l++)
            ;
        mm = mask[l];
        for (k = l; k < PV_LANES; k++)
            if (((left >> k) & 1u) && mask[k] == mm)
                g |= 1u << k;
        left &= ~g;
        if (!(mm & w->live & ~a))
            go |= g;
    }
    return go;
}

/* The member masks of the lanes in a, parked or (m) at pc. */
static void sync_masks(const pv_cta *X, const pv_warp *w, uint32_t a, uint32_t m,
                       uint32_t pc, uint32_t *mask)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        if ((a >> l) & 1u) {
            uint32_t at = ((m >> l) & 1u) ? pc : sync_at(w, l);
            mask[l] = ((const uint32_t *)(const void *)
                       (w->rf + (uint32_t)X->code->insns[at].x))[l];
        }
}

/* The group each lane of go computes with: for .sync forms the lanes
   of go its member mask names (groups with different masks may run
   together), else the lanes of go in its call context. */
static void warp_groups(const pv_cta *X, const pv_warp *w, const pv_insn *I,
                        uint32_t go, uint32_t *grp)
{
    uint32_t l;
    if (!(I->aux & PV_WARP_SYNC)) {
        ctx_groups(X, w->rf, go, grp);
        return;
    }
    if (!w->sync_there) {       /* every lane at pc: one mask column */
        wl_groups(grp, (const uint32_t *)(const void *)
                       (w->rf + (uint32_t)X->code->insns[w->pc].x), go);
        return;
    }
    sync_masks(X, w, go, go & ~w->sync_there, w->pc, grp);
    for (l = 0; l < PV_LANES; l++)
        grp[l] = ((go >> l) & 1u) ? grp[l] & go : 0u;
}

/* Fail with the message: text, 0x + v1 in hex, more, v2 (hex when hex2). */
static int sync_fail(pv_cta *X, uint32_t pc, uint32_t lane, const char *text,
                     uint32_t v1, const char *more, uint32_t v2, int hex2)
{
    static const char hexd[] = "0123456789abcdef";
    char *p = X->msg, *end = X->msg + sizeof X->msg - 12;
    uint32_t i, v;
    while (*text && p < end)
        *p++ = *text++;
    *p++ = '0';
    *p++ = 'x';
    for (i = 0; i < 8; i++)
        *p++ = hexd[(v1 >> (28 - 4 * i)) & 15u];
    while (*more && p < end)
        *p++ = *more++;
    if (hex2) {
        *p++ = '0';
        *p++ = 'x';
        for (i = 0; i < 8; i++)
            *p++ = hexd[(v2 >> (28 - 4 * i)) & 15u];
    } else {
        char dig[10];
        i = 0;
        v = v2;
        do {
            dig[i++] = (char)('0' + v % 10);
            v /= 10;
        } while (v);
        while (i)
            *p++ = dig[--i];
    }
    *p = 0;
    X->host_result = PTXVM_E_DEADLOCK;
    X->fault.insn = pc;
    X->fault.lane = lane;
    return PV_SG_FAIL;
}

/* Lanes m of the running group arrive at the .sync instruction pc (member
   mask column in its x). PV_SG_GO: the lanes *go execute it now; the
   running group is they and the lanes whose guard is false, all going on
   after it. Otherwise the arrivals parked and the warp runs other lanes
   (PV_SG_SWITCH), waits at a barrier (PV_SG_BLOCK), or can never go on
   (PV_SG_FAIL, X->msg says why). */
static int sync_gate(pv_cta *X, pv_warp *w, uint32_t pc, uint32_t m, uint32_t *go)
{
    uint32_t mask[PV_LANES], rest = w->active & ~m, parked, a, g, l, there;
    if (m == w->live) {
        /* the whole warp at once (the common case): nothing is parked, so
           it goes when each lane's mask names the lane itself; else the
           general path below reports the lane left out */
        const uint32_t *col = (const uint32_t *)(const void *)
                              (w->rf + (uint32_t)X->code->insns[pc].x);
        uint32_t out = 0, all = ~0u;
        for (l = 0; l < PV_LANES; l++)   /* an and over the column: vectorised */
            all &= col[l];
        if (all != ~0u)                  /* not the usual full mask: the lanes
                                            whose mask leaves them out, four a step */
            out = ~wl_self(col, FULL);
        if (!(out & m)) {
            *go = m;
            w->active = m;
            w->sync_there = 0;
            return PV_SG_GO;
        }
    }
    if (!sync_parked_any(w)) {
        /* part of the warp (the rest waits elsewhere, e.g. at the JOIN
           of a filter's loop) and nothing parked: it goes at once when
           every lane names itself and no live lane outside m, which is
           what the general path below decides, without its per-lane
           passes */
        const uint32_t *col = (const uint32_t *)(const void *)
                              (w->rf + (uint32_t)X->code->insns[pc].x);
        const uint32_t out = wl_or_in(col, m), self = wl_self(col, m);
        const uint32_t ext = w->live & ~m;
        if (!(out & ext) && self == m) {
            *go = m;
            w->active = rest | m;
            w->sync_there = 0;
            return PV_SG_GO;
        }
    }
    sync_masks(X, w, m, m, pc, mask);
    for (l = 0; l < PV_LANES; l++)
        if (((m >> l) & 1u) && !((mask[l] >> l) & 1u))
            return sync_fail(X, pc, l, "the member mask ", mask[l],
                             " of a .sync instruction leaves out lane ", l, 0);
    parked = sync_parked(X, w, pc);
    a = m | parked;
    sync_masks(X, w, parked, m, pc, mask);
    g = sync_complete(w, a, mask);
    there = 0;                       /* released lanes at other instructions */
    for (l = 0; l < PV_LANES; l++)
        if (((g & parked) >> l) & 1u && sync_at(w, l) != pc)
            there |= 1u << l;
    for (l = 0; l < PV_LANES; l++)
        if (((m & ~g) >> l) & 1u)
            w->lane_pc[l] = pc | PV_PARKED;
    if (g) {                         /* there: lanes at instructions pc meets */
        *go = g;
        w->active = rest | g;
        w->sync_there = there;
        return PV_SG_GO;
    }
    if (rest) {
        w->active = rest;
        w->pc = pc + 1;
        return PV_SG_SWITCH;
    }
    w->active = 0;
    {
        uint32_t idle = 0, lo = 0xffffffffu;
        for (l = 0; l < PV_LANES; l++)
            if (((w->live & ~w->bar_wait & ~w->mb_parked) >> l) & 1u &&
                !(w->lane_pc[l] & PV_PARKED))
                idle |= 1u << l;
        if (idle || w->bar_wait) {
            reschedule(w, 0);
            return w->active ? PV_SG_SWITCH : PV_SG_BLOCK;
        }
        /* the missing members sleep at an mbarrier wait: only the
           scheduler can wake them, so the warp yields (retrying here
           would spin without ever letting the arriving warps run) */
        if (w->mb_parked)
            return PV_SG_BLOCK;
        /* every live lane is parked: some group elsewhere may be complete
           (its last missing members exited); let its lowest lanes retry */
        for (l = 0; l < PV_LANES; l++)
            if ((w->live >> l) & 1u && sync_at(w, l) != pc) {
                uint32_t p = sync_at(w, l), pk = sync_parked(X, w, p), c;
                sync_masks(X, w, pk, 0, p, mask);
                c = sync_complete(w, pk, mask);
                if (c && p < lo)
                    lo = p;
            }
        if (lo != 0xffffffffu) {
            uint32_t act = 0;
            for (l = 0; l < PV_LANES; l++)
                if ((w->live >> l) & 1u && sync_at(w, l) == lo) {
                    w->lane_pc[l] = lo;
                    act |= 1u << l;
                }
            w->active = act;
            w->pc = lo;
            return PV_SG_SWITCH;
        }
        for (l = 0; !((m >> l) & 1u); l++)
            ;
        sync_masks(X, w, m, m, pc, mask);
        return sync_fail(X, pc, l, "warp-synchronous deadlock: the member mask ",
                         mask[l], " names lanes that wait elsewhere and can "
                         "never arrive: ", mask[l] & w->live & ~a, 1);
    }
}
