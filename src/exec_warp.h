/* Handlers of the warp family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c); see exec_int.h for what is in scope.
   No include guard: this is a fragment, included once.

   A handler first finds the lanes that execute together (go): the
   running group for the legacy forms; for .sync forms, sync_gate
   (exec_sync.h) waits for the member mask, parking early lanes. Values read
   from lanes outside go are whatever their registers hold, as on the
   GPU, where the ISA leaves such sources undefined.

   Lanes of a .sync group may stand at different instructions of the
   same kind (w->sync_there): then each lane's operands come from its
   own instruction (gathered into t columns), its results go to its own
   destinations, and PV_WARP_END sends every lane on after its own
   instruction. */
#define PV_WARP_GATE(go)                                                \
    if (!m)                                                             \
        break;                                                          \
    if (I->aux & PV_WARP_SYNC) {                                        \
        int st_ = sync_gate(X, w, w->pc, m, &(go));                     \
        if (st_ == PV_SG_SWITCH)                                        \
            continue;                                                   \
        if (st_ != PV_SG_GO) {                                          \
            PV_LEAVE(st_ == PV_SG_BLOCK ? PV_RUN_BARRIER : PV_RUN_HOST); \
        }                                                               \
        act = w->active;        /* the group now running */             \
    } else {                                                            \
        (go) = m;                                                       \
    }
#define PV_WARP_END()                                                   \
    if (w->sync_there) {                                                \
        sync_release(w);                                                \
        continue;                                                       \
    }
        PV_CASE(VOTE): {
            /* each lane votes with its own group: the lanes of go its
               member mask names (groups with different masks may run
               together) */
            uint32_t go = 0, v = 0, mode = I->aux & 3u, grp[PV_LANES], res = 0, l;
            const pv_insn *li[PV_LANES];
            PV_WARP_GATE(go)
            warp_groups(X, w, I, go, grp);
            sync_insns(X, w, I, li);
            for (l = 0; l < PV_LANES; l++) {   /* each lane's own source */
                const pv_insn *J = li[l];
                uint32_t b = (J->aux & 8u) ? (J->aux >> 4) & 1u : (pr[J->a] >> l) & 1u;
                v |= (b ^ ((J->aux >> 2) & 1u)) << l;
            }
            v &= go;
            if (mode == PV_VOTE_BALLOT) {
                EACH_LANE(go, R32(li[l]->d)[l] = v & grp[l]);
            } else {
                for (l = 0; l < PV_LANES; l++) {
                    uint32_t g = grp[l], x = v & g;
                    int r;
                    if (!((go >> l) & 1u))
                        continue;
                    r = mode == PV_VOTE_ALL ? x == g
                      : mode == PV_VOTE_ANY ? x != 0 : (x == 0 || x == g);
                    res |= (uint32_t)r << l;
                }
                if (!w->sync_there)
                    pr[I->d] = (pr[I->d] & ~go) | res;
                else
                    EACH_LANE(go, pr[li[l]->d] = (pr[li[l]->d] & ~(1u << l)) |
                                                 (res & (1u << l)));
            }
            PV_WARP_END()
            break;
        }
        PV_CASE(SHFL): {
            /* the ISA's source-lane computation, per lane (b and c may
               differ between lanes) */
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t t_[PV_LANES], go = 0, pv = 0, mode = I->aux & 3u, l;
            uint32_t ta[PV_LANES], tb[PV_LANES], tc[PV_LANES];
            const pv_insn *li[PV_LANES];
            PV_WARP_GATE(go)
            if (go == FULL && !w->sync_there && shfl_full(a, b, c, mode, t_, &pv)) {
                if ((I->aux & PV_WARP_NEXT) && w->active == FULL) {
                    /* the next instruction, d's only reader, runs here on
                       the values (counted as the step it is) */
                    if (I->aux & PV_WARP_PDST)
                        pr[PV_WARP_PSLOT(I->aux)] = pv;
                    shfl_next(&code[w->pc + 1], rf, pr, t_, I->d);
                    steps++;
                    pc++;
                    break;
                }
                li[0] = I;
                warp_store(w, li, t_, pv, go);
                break;
            }
            sync_insns(X, w, I, li);
            if (w->sync_there) {
                sync_gather(w, li, offsetof(pv_insn, a), 0, ta);
                sync_gather(w, li, offsetof(pv_insn, b), 0, tb);
                sync_gather(w, li, offsetof(pv_insn, c), 0, tc);
                a = ta;
                b = tb;
                c = tc;
            }
            for (l = 0; l < PV_LANES; l++) {
                uint32_t bv = b[l] & 31u, cv = c[l] & 31u, seg = (c[l] >> 8) & 31u;
                uint32_t maxl = (l & seg) | (cv & ~seg), j;
                int in;
                if (!((go >> l) & 1u))
                    continue;
                switch (mode) {
                case 0: in = (int)l - (int)bv >= (int)maxl; j = l - bv; break;
                case 1: j = l + bv; in = j <= maxl; break;
                case 2: j = l ^ bv; in = j <= maxl; break;
                default: j = (l & seg) | (bv & ~seg); in = j <= maxl; break;
                }
                if (!in)
                    j = l;
                /* a source lane that is not taking part (inactive, or
                   outside the member mask) gives 0, as on the GPU: the CUDA
                   samples' reduce7 adds lanes 8-31 into its last warp sum
                   with a mask of lanes 0-7 and is right on sm_75 */
                t_[l] = ((go >> j) & 1u) ? a[j] : 0u;
                pv |= (uint32_t)in << l;
            }
            warp_store(w, li, t_, pv, go);
            PV_WARP_END()
            break;
        }
        PV_CASE(MATCH): {
            uint32_t t_[PV_LANES], go = 0, l, k, grp[PV_LANES], allm = 0, todo, eq, cls;
            uint64_t va[PV_LANES];
            const pv_insn *li[PV_LANES];
            PV_WARP_GATE(go)
            warp_groups(X, w, I, go, grp);
            sync_insns(X, w, I, li);
            if (I->aux & 2u) {
                sync_gather(w, li, offsetof(pv_insn, a), 1, va);
            } else {
                uint32_t t32[PV_LANES];
                sync_gather(w, li, offsetof(pv_insn, a), 0, t32);
                for (l = 0; l < PV_LANES; l++)
                    va[l] = t32[l];
            }
            /* one pass over the warp per distinct value: the lanes equal
               to the lowest lane left, compared without branches (a
               lane-by-lane double loop mispredicted on every compare);
               each of them keeps the equal lanes of its own group */
            for (todo = go; todo; todo &= ~eq) {
                const uint64_t v = va[pv_ctz32(todo)];
                eq = 0;
                for (k = 0; k < PV_LANES; k++)
                    eq |= (uint32_t)(va[k] == v) << k;
                for (cls = eq & todo; cls; cls &= cls - 1) {
                    l = pv_ctz32(cls);
                    t_[l] = grp[l] & eq;
                    allm |= (uint32_t)(t_[l] == grp[l]) << l;
                }
            }
            for (l = 0; l < PV_LANES; l++) {  /* .all: true for a group when
                                                 every member matched */
                uint32_t g = ((go >> l) & 1u) ? grp[l] : 0u;
                if (g && (allm & g) != g)
                    allm &= ~(1u << l);
            }
            if (I->aux & 1u)                  /* .all: the lanes, or none */
                for (l = 0; l < PV_LANES; l++)
                    t_[l] = ((allm >> l) & 1u) ? grp[l] : 0u;
            warp_store(w, li, t_, allm & go, go);
            PV_WARP_END()
            break;
        }
        PV_CASE(REDUX): {
            const uint32_t *a = R32(I->a);
            uint32_t go = 0, op = I->aux & 15u, r = 0, l, t_[PV_LANES], ta[PV_LANES];
            uint32_t grp[PV_LANES], todo, g;
            const pv_insn *li[PV_LANES];
            int have = 0, nan = 0;
            PV_WARP_GATE(go)
            warp_groups(X, w, I, go, grp);
            sync_insns(X, w, I, li);
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
            PV_WARP_END()
            break;
        }
        PV_CASE(WARPSYNC): {
            uint32_t go = 0;
            PV_WARP_GATE(go)
            (void)go;
            PV_WARP_END()
            break;
        }
        PV_CASE(SCAN_ADD32): {
            /* setp.lt.s32 x, a, b; selp t, 0, c, x; add d, t, aux: the
               predicate over all lanes first (d may be a or b), then each
               lane adds or keeps */
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            const uint32_t *e = R32(I->aux);
            uint32_t *d = R32(I->d), p = 0, l;
            if (m == FULL) {
                PV_SCAN_ADD32_FULL(d, a, b, c, e, &pr[(uint32_t)I->x]);
                break;
            }
            for (l = 0; l < PV_LANES; l++)
                p |= (uint32_t)((int32_t)a[l] < (int32_t)b[l]) << l;
            EACH_LANE(m, d[l] = e[l] + (((p >> l) & 1u) ? 0u : c[l]));
            pr[(uint32_t)I->x] = (pr[(uint32_t)I->x] & ~m) | (p & m);
            break;
        }
#undef PV_WARP_GATE
#undef PV_WARP_END
