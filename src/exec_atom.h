/* Handlers of the atom family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c); see exec_int.h for what is in scope.
   No include guard: this is a fragment, included once.

   ATOM (ops_atom.h) runs the active lanes one after the other in lane
   order, which is one valid serialisation of the warp's atomics: lane l
   sees the updates of the lanes below it. Every address is read before
   any destination is written (d may be the address register). Faults are
   those of ld/st, plus misalignment to the element size and read-only or
   write-only memory, both of which an atomic needs. .shared belongs to
   the CTA, which one host thread runs: its adds here are plain; every
   other case is pv_do_atom's (exec_mem.c), global memory by host
   atomics. */
        PV_CASE(ATOM): {
            uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), l;
            int wide = (aux & PV_MEM_WIDE_DST) != 0;
            uint64_t addr[PV_LANES];
            if (PV_MEM_SPACE(aux) == SP_SHARED && size == 4 && !wide &&
                PV_ATOM_OP(aux) == PV_AOP_ADD &&
                (PV_ATOM_TYPE(aux) == PV_AT_U || PV_ATOM_TYPE(aux) == PV_AT_S)) {
                /* the histogram case: 32-bit integer adds on .shared, in
                   bounds and aligned, lane after lane in place */
                const uint32_t *bv = R32(I->b);
                uint32_t t_[PV_LANES], ok = 1;
                uint8_t *sh = X->shared;    /* stores below may alias X */
#if PV_VECTOR_EXT
                if (m == FULL && I->a != PV_NO_REG && (aux & PV_MEM_ADDR32) &&
                    X->shared_size >= 4 && I->x <= X->shared_size - 4) {
                    /* whole warp: 32-bit offsets checked four lanes at a
                       time; register <= lim - x keeps the sum in bounds
                       and unwrapped */
                    const uint32_t *ra = R32(I->a);
                    const uint32_t x = (uint32_t)I->x;
                    uint32_t off[PV_LANES], c;
                    pv_u32x4 any = {0, 0, 0, 0}, bad4 = {0, 0, 0, 0};
                    const uint32_t lim = X->shared_size - 4 - x;
                    PV_UNROLL
                    for (c = 0; c < PV_LANES; c += 4) {
                        pv_u32x4 va, a4;
                        memcpy(&va, ra + c, sizeof va);
                        a4 = va + x;
                        any |= a4;
                        bad4 |= (pv_u32x4)(va > lim);
                        memcpy(off + c, &a4, sizeof a4);
                    }
                    if (!((any[0] | any[1] | any[2] | any[3]) & 3) &&
                        !(bad4[0] | bad4[1] | bad4[2] | bad4[3])) {
                        /* lane l reads its operand before it writes its
                           old value, and columns of different lanes never
                           meet, so d may be written in place */
                        if (I->d == PV_NO_REG) {     /* red, or unread */
                            /* lane after lane in place: the CPU forwards a
                               lane's store to a later lane's load of the
                               same word. Counting the lanes that name each
                               word instead (16-bit compares of all 32
                               offsets, AVX2 or four vectors) took 25 ns a
                               warp against 12 on random bins, 17 with half
                               the lanes on one bin and 25 against 25 with
                               every lane on one word */
                            PV_UNROLL
                            for (l = 0; l < PV_LANES; l++) {
                                uint32_t v;
                                memcpy(&v, sh + off[l], 4);
                                v += bv[l];
                                memcpy(sh + off[l], &v, 4);
                            }
                        } else {
                            uint32_t *d = R32(I->d);
                            PV_UNROLL
                            for (l = 0; l < PV_LANES; l++) {
                                uint32_t v, add = bv[l];
                                memcpy(&v, sh + off[l], 4);
                                d[l] = v;
                                v += add;
                                memcpy(sh + off[l], &v, 4);
                            }
                        }
                        break;
                    }
                }
#endif
                for (l = 0; l < PV_LANES; l++)
                    if ((m >> l) & 1u) {
                        uint64_t a = lane_addr(I, rf, l);
                        addr[l] = a;
                        ok &= !(a & 3) && a < X->shared_size &&
                              X->shared_size - a >= 4;
                    }
                if (ok) {
                    for (l = 0; l < PV_LANES; l++)
                        if ((m >> l) & 1u) {
                            uint32_t v;
                            memcpy(&v, sh + addr[l], 4);
                            t_[l] = v;
                            v += bv[l];
                            memcpy(sh + addr[l], &v, 4);
                        }
                    if (I->d != PV_NO_REG)
                        store32(R32(I->d), t_, m);
                    break;
                }
            }
            if (pv_do_atom(X, w, I, m)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
        }
        PV_CASE(SHARED_INC):
#if defined(PV_AVX2_COPY) && SI_AVX2
            /* the AVX2 copy: a whole warp's offsets tested in one pass */
            if (m == FULL && si_shared_inc_full(X, w->rf, I))
                break;
#endif
            if (m && pv_do_shared_inc(X, w, I, m, w->pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
