/* Handlers of the cluster family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c); see exec_int.h for what is in scope.
   No include guard: this is a fragment, included once.

   A cluster's CTAs run on one host thread (launch.c), so the barrier
   state and the other CTAs' .shared memory are reached plainly. The
   cluster barrier parks waiting lanes like bar.sync does, under
   PV_CLUSTER_BAR; pv_cluster_complete (cluster.c) releases them. */
        PV_CASE(SREG_CLUSTER): {
            const pv_cluster *cl = X->cl;
            uint32_t comp = I->aux & 3u, sel = I->aux >> 2, v = 0;
            const uint32_t id[3] = {X->ctaid.x, X->ctaid.y, X->ctaid.z};
            const uint32_t nid[3] = {X->nctaid.x, X->nctaid.y, X->nctaid.z};
            const uint32_t dim[3] = {cl->dim.x, cl->dim.y, cl->dim.z};
            if (sel == PV_CL_EXPLICIT) {
                pr[I->d] = (pr[I->d] & ~m) | (cl->is_explicit ? m : 0);
                break;
            }
            switch (sel) {
            case PV_CL_CTAID: v = comp < 3 ? id[comp] % dim[comp] : 0; break;
            case PV_CL_NCTAID: v = comp < 3 ? dim[comp] : 0; break;
            case PV_CL_CTARANK: v = X->crank; break;
            case PV_CL_NCTARANK: v = cl->n; break;
            case PV_CL_ID: v = comp < 3 ? id[comp] / dim[comp] : 0; break;
            default: v = comp < 3 ? nid[comp] / dim[comp] : 0; break;
            }
            if (I->x) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = v);
            } else {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = v);
            }
            break;
        }
        PV_CASE(CLUSTER_ARRIVE):
            /* a lane arriving twice in one phase is undefined: once */
            w->cl_arrived |= m;
            if (m)
                X->cl->arrived = 1;
            break;
        PV_CASE(CLUSTER_WAIT): {
            /* lanes that did not arrive in this phase saw theirs complete */
            uint32_t wm = m & w->cl_arrived, l;
            if (!wm)
                break;
            if (w->bar_wait && w->bar_id != PV_CLUSTER_BAR) {
                /* lanes of one warp at a CTA barrier and this one */
                X->fault.insn = w->pc;
                PV_LEAVE(PV_RUN_DEADLOCK);
            }
            for (l = 0; l < PV_LANES; l++)
                if ((wm >> l) & 1u)
                    w->lane_pc[l] = w->pc + 1;
            w->bar_wait |= wm;
            w->bar_id = PV_CLUSTER_BAR;
            w->bar_insn = w->pc;
            w->active &= ~wm;
            if (w->active) {
                w->pc++;
                continue;
            }
            if (w->live & ~w->bar_wait) {
                reschedule(w, 0);
                if (w->active)
                    continue;
            }
            PV_LEAVE(PV_RUN_BARRIER);
        }
        PV_CASE(MAPA): PV_CASE(GETCTARANK): {
            const int generic = (I->aux & PV_CL_GENERIC) != 0;
            const uint32_t n = X->cl->n;
            uint32_t l;
            for (l = 0; l < PV_LANES; l++) {
                uint64_t a, off, res;
                uint32_t rank;
                const char *why = NULL;
                if (!((m >> l) & 1u))
                    continue;
                a = (I->aux & PV_CL_A64) ? R64(I->a)[l] : R32(I->a)[l];
                if (generic) {
                    if (a - PV_SHARED_WINDOW >= PV_WINDOW_SIZE)
                        why = "not a generic address of .shared memory";
                    a -= PV_SHARED_WINDOW;
                }
                off = a & (PV_CLUSTER_UNIT - 1);
                rank = a < PV_CLUSTER_UNIT ? X->crank
                                           : (uint32_t)(a >> PV_CLUSTER_SHIFT) - 1;
                if (I->op == PV_OP_MAPA)
                    rank = I->b == PV_NO_REG ? (uint32_t)I->x : R32(I->b)[l];
                if (!why && rank >= n)
                    why = I->op == PV_OP_MAPA ? "CTA rank outside the cluster"
                                              : "address outside the cluster";
                if (why) {
                    const char *t = I->op == PV_OP_MAPA ? "mapa: " : "getctarank: ";
                    uint32_t k = 0;
                    while (*t)
                        X->msg[k++] = *t++;
                    while (*why)
                        X->msg[k++] = *why++;
                    X->msg[k] = 0;
                    X->fault.insn = w->pc;
                    X->fault.lane = l;
                    PV_LEAVE(PV_RUN_TRAP);
                }
                res = I->op == PV_OP_GETCTARANK ? rank :
                      ((uint64_t)(rank + 1) << PV_CLUSTER_SHIFT) + off +
                      (generic ? PV_SHARED_WINDOW : 0);
                if (I->aux & PV_CL_D64)
                    R64(I->d)[l] = res;
                else
                    R32(I->d)[l] = (uint32_t)res;
            }
            break;
        }
        PV_CASE(ELECT): {
            /* a .sync rendezvous (sync_gate, exec_sync.h): the lanes of
               each member mask wait for each other; the leader is the
               lowest lane of its group, the same for the same mask every
               time, as the ISA asks */
            uint32_t go = 0, grp[PV_LANES], l;
            const pv_insn *li[PV_LANES];
            int st;
            if (!m)
                break;
            st = sync_gate(X, w, w->pc, m, &go);
            if (st == PV_SG_SWITCH)
                continue;
            if (st != PV_SG_GO) {
                PV_LEAVE(st == PV_SG_BLOCK ? PV_RUN_BARRIER : PV_RUN_HOST);
            }
            PV_SET_ACT(w->active);      /* the group now running */
            warp_groups(X, w, I, go, grp);
            sync_insns(X, w, I, li);
            for (l = 0; l < PV_LANES; l++) {
                const pv_insn *J = li[l];
                uint32_t lead = 0;
                if (!((go >> l) & 1u))
                    continue;
                while (!((grp[l] >> lead) & 1u))
                    lead++;
                if (J->d != PV_NO_REG)
                    R32(J->d)[l] = lead;
                if (J->c != PV_NO_REG)
                    pr[J->c] = (pr[J->c] & ~(1u << l)) | ((uint32_t)(l == lead) << l);
            }
            if (w->sync_there) {
                sync_release(w);
                continue;
            }
            break;
        }
