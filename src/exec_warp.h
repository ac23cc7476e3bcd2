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
    if ((I->aux & PV_WARP_ALL1) && m == w->live) {                      \
        /* sync_gate's whole-warp path: every live lane arrives and the \
           constant full mask names each; nothing is parked */          \
        (go) = m;                                                       \
        w->sync_there = 0;                                              \
    } else if (I->aux & PV_WARP_SYNC) {                                 \
        int st_ = sync_gate(X, w, w->pc, m, &(go));                     \
        if (st_ == PV_SG_SWITCH)                                        \
            continue;                                                   \
        if (st_ != PV_SG_GO) {                                          \
            PV_LEAVE(st_ == PV_SG_BLOCK ? PV_RUN_BARRIER : PV_RUN_HOST); \
        }                                                               \
        PV_SET_ACT(w->active);  /* the group now running */             \
    } else {                                                            \
        (go) = m;                                                       \
    }
#define PV_WARP_END()                                                   \
    if (w->sync_there) {                                                \
        sync_release(w);                                                \
        continue;                                                       \
    }
        PV_CASE(VOTE): {
            uint32_t go = 0;
            PV_WARP_GATE(go)
            wx_vote(X, w, I, go);
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
            if ((I->aux & PV_WARP_LOOP) && go == FULL && act == FULL &&
                (I->aux & PV_WARP_ALL1) && !w->sync_there && !scan_loop_off) {
                /* a whole scan loop (exec_scanloop.h); its last branch
                   is at most the step limit */
                const uint64_t at = PV_STEPS();
                pv_scan_plan pl;
                if (scan_loop_plan(I, rf, limit > at ? limit - at : 0, &pl)) {
                    scan_loop_ladder(R32(I->a), R32(I[1].a), &pl, &pv);
                    scan_loop_finish(I, rf, pr, &pl, pv);
                    /* on after the last turn's branch, which fell
                       through; each turn before jumped back to the shfl,
                       its four records counted as steps */
                    sbase += 4u * (uint64_t)(pl.n - 1);
                    w->pc += 3;
                    I = &code[w->pc];
                    break;
                }
            }
            if (go == FULL && !w->sync_there && shfl_full(a, b, c, mode, t_, &pv)) {
                if ((I->aux & PV_WARP_NEXT) && w->active == FULL) {
                    /* the next instruction, d's only reader, runs here on
                       the values (counted as the step it is) */
                    if (I->aux & PV_WARP_PDST)
                        pr[PV_WARP_PSLOT(I->aux)] = pv;
                    shfl_next(&code[w->pc + 1], rf, pr, t_, I->d);
                    I = &code[++w->pc];
                    break;
                }
                li[0] = I;
                warp_store(w, li, t_, pv, go);
                break;
            }
            if (mode == 3 && !w->sync_there && shfl_idx_one(a, b, c, go, t_)) {
                /* a group reading one lane (cg's shfl(v, 0)) */
                li[0] = I;
                warp_store(w, li, t_, go, go);
                break;
            }
            PV_WARP_INSNS(li);
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
            uint32_t go = 0;
            PV_WARP_GATE(go)
            wx_match(X, w, I, go);
            PV_WARP_END()
            break;
        }
        PV_CASE(REDUX): {
            uint32_t go = 0;
            PV_WARP_GATE(go)
            wx_redux(X, w, I, go);
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
