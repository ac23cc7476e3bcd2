/* The bodies of vote, match and redux (exec_warp.h runs their
   rendezvous, then calls these for the lanes go that execute): out of
   line, so the interpreter loop's registers do not pay for their vector
   loops (they are cooperative-groups code's, and warp_lanes.h's forms).
   No include guard: a fragment of exec.c, included once, after
   exec_sync.h. */

/* Each lane's own instruction where the group stands at several;
   otherwise li[0] alone is read (warp_store, exec_sync.h). */
#define PV_WARP_INSNS(li)                                               \
    if (w->sync_there)                                                  \
        sync_insns(X, w, I, (li));                                      \
    else                                                                \
        (li)[0] = I;

static WL_OUT_OF_LINE void wx_vote(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t go)
{
    uint8_t *rf = w->rf;
    uint32_t *pr = w->pr;
    /* each lane votes with its own group: the lanes of go its
       member mask names (groups with different masks may run
       together) */
    uint32_t v = 0, mode = I->aux & 3u, grp[PV_LANES], res = 0, l;
    const pv_insn *li[PV_LANES];
    warp_groups(X, w, I, go, grp);
    PV_WARP_INSNS(li);
    if (!w->sync_there) {              /* one source for the warp */
        v = (I->aux & 8u) ? 0u - ((I->aux >> 4) & 1u) : pr[I->a];
        v ^= 0u - ((I->aux >> 2) & 1u);
    } else {
        for (l = 0; l < PV_LANES; l++) {   /* each lane's own source */
            const pv_insn *J = li[l];
            uint32_t b = (J->aux & 8u) ? (J->aux >> 4) & 1u : (pr[J->a] >> l) & 1u;
            v |= (b ^ ((J->aux >> 2) & 1u)) << l;
        }
    }
    v &= go;
    if (mode == PV_VOTE_BALLOT && !w->sync_there) {
        uint32_t t_[PV_LANES];
        for (l = 0; l < PV_LANES; l++)
            t_[l] = v & grp[l];
        warp_store(w, li, t_, 0, go);
    } else if (mode == PV_VOTE_BALLOT) {
        EACH_LANE(go, R32(li[l]->d)[l] = v & grp[l]);
    } else {
        res = wl_vote(grp, v, mode, go);
        if (!w->sync_there)
            pr[I->d] = (pr[I->d] & ~go) | res;
        else
            EACH_LANE(go, pr[li[l]->d] = (pr[li[l]->d] & ~(1u << l)) |
                                         (res & (1u << l)));
    }
}

static WL_OUT_OF_LINE void wx_match(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t go)
{
    uint8_t *rf = w->rf;
    uint32_t t_[PV_LANES], l, grp[PV_LANES], allm = 0, todo, eq, cls;
    uint32_t t32[PV_LANES];
    uint64_t va[PV_LANES];
    const pv_insn *li[PV_LANES];
    warp_groups(X, w, I, go, grp);
    PV_WARP_INSNS(li);
    if (!w->sync_there)                /* one column */
        memcpy((I->aux & 2u) ? (void *)va : (void *)t32, rf + I->a,
               PV_LANES * ((I->aux & 2u) ? 8u : 4u));
    else if (I->aux & 2u)
        sync_gather(w, li, offsetof(pv_insn, a), 1, va);
    else
        sync_gather(w, li, offsetof(pv_insn, a), 0, t32);
    /* one pass over the warp per distinct value: the lanes equal
       to the lowest lane left, compared without branches (a
       lane-by-lane double loop mispredicted on every compare);
       each of them keeps the equal lanes of its own group.
       32-bit values compare as 32-bit vectors. */
    for (todo = go; todo; todo &= ~eq) {
        eq = (I->aux & 2u) ? wl_eq64(va, va[pv_ctz32(todo)])
                           : wl_eq32(t32, t32[pv_ctz32(todo)]);
        for (cls = eq & todo; cls; cls &= cls - 1) {
            l = pv_ctz32(cls);
            t_[l] = grp[l] & eq;
            allm |= (uint32_t)(t_[l] == grp[l]) << l;
        }
    }
    for (l = 0; l < PV_LANES && (I->aux & (1u | PV_WARP_PDST)); l++) {
        /* .all: true for a group when every member matched
           (match.any has no predicate to write) */
        uint32_t g = ((go >> l) & 1u) ? grp[l] : 0u;
        if (g && (allm & g) != g)
            allm &= ~(1u << l);
    }
    if (I->aux & 1u)                  /* .all: the lanes, or none */
        for (l = 0; l < PV_LANES; l++)
            t_[l] = ((allm >> l) & 1u) ? grp[l] : 0u;
    warp_store(w, li, t_, allm & go, go);
}

static WL_OUT_OF_LINE void wx_redux(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t go)
{
    uint8_t *rf = w->rf;
    const uint32_t *a = R32(I->a);
    uint32_t op = I->aux & 15u, r = 0, l, t_[PV_LANES], ta[PV_LANES];
    uint32_t grp[PV_LANES], todo, g;
    const pv_insn *li[PV_LANES];
    int have = 0, nan = 0;
    warp_groups(X, w, I, go, grp);
    PV_WARP_INSNS(li);
    if (w->sync_there) {
        sync_gather(w, li, offsetof(pv_insn, a), 0, ta);
        a = ta;
    }
    /* one reduction per group of lanes sharing a member mask */
    for (todo = go; todo; todo &= ~g) {
        uint32_t first = 0;
        while (!((todo >> first) & 1u))
            first++;
        g = grp[first] & todo;
        if (g && wl_redux_int(a, g, op, &r)) {
            EACH_LANE(g, t_[l] = r);
            continue;
        }
        r = 0;
        have = 0;
        nan = 0;
        for (l = 0; l < PV_LANES; l++) {
            uint32_t v = a[l];
            if (!((g >> l) & 1u))
                continue;
            switch (op) {
            case PV_RED_ADD: r += v; break;
            case PV_RED_MIN_U: r = !have || v < r ? v : r; break;
            case PV_RED_MAX_U: r = !have || v > r ? v : r; break;
            case PV_RED_MIN_S: r = !have || (int32_t)v < (int32_t)r ? v : r; break;
            case PV_RED_MAX_S: r = !have || (int32_t)v > (int32_t)r ? v : r; break;
            case PV_RED_AND: r = have ? r & v : v; break;
            case PV_RED_OR: r |= v; break;
            case PV_RED_XOR: r ^= v; break;
            default: {            /* f32 min/max: -0 below +0, NaNs skipped */
                float f, g;
                if (I->aux & PV_RED_ABS)
                    v &= 0x7fffffffu;
                if ((v & 0x7fffffffu) > 0x7f800000u) {
                    nan = 1;
                    continue;
                }
                if (!have) {
                    r = v;
                    break;
                }
                f = pv_f32(v);
                g = pv_f32(r);
                if (f == g)       /* equal: only zeros differ, by sign */
                    r = op == PV_RED_MIN_F ? (r | v) : (r & v);
                else if (op == PV_RED_MIN_F ? f < g : f > g)
                    r = v;
                break;
            }
            }
            have = 1;
        }
        if (op >= PV_RED_MIN_F && (!have || (nan && (I->aux & PV_RED_NAN))))
            r = 0x7fffffffu;
        EACH_LANE(g, t_[l] = r);
        if (!g)
            break;
    }
    warp_store(w, li, t_, 0, go);
}
