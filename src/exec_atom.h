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
                        uint32_t uni;
                        {   /* whether every lane adds the same operand:
                               four lanes a compare (a loop a lane cost
                               about 38 host instructions a warp) */
                            const pv_u32x4 b4 = {bv[0], bv[0], bv[0], bv[0]};
                            pv_u32x4 u4 = {0, 0, 0, 0}, v4;
                            PV_UNROLL
                            for (c = 0; c < PV_LANES; c += 4) {
                                memcpy(&v4, bv + c, sizeof v4);
                                u4 |= v4 ^ b4;
                            }
                            uni = u4[0] | u4[1] | u4[2] | u4[3];
                        }
#if AA_AVX2
                        if (I->d == PV_NO_REG && !uni && X->shared_size <= 0x10000u &&
                            fa_avx2()) {
                            aa_shared_add_u32(sh, off, bv[0]);
                        } else
#endif
                        if (I->d == PV_NO_REG && !uni && X->shared_size <= 0x10000u) {
                            /* the same operand in every lane (the +1 of a
                               histogram) and 16-bit offsets: each word
                               gets its old value plus the operand times
                               the lanes naming it. The counts are kept
                               per lane in 16-bit vectors, eight lanes a
                               vector, each lane's offset compared with
                               all of them in turn: no sum across a
                               vector, which cost more than the compares */
                            uint16_t o16[PV_LANES], k16[PV_LANES];
                            uint32_t old[PV_LANES];
                            pv_u16x8 ov[PV_LANES / 8];
                            pv_u16x8 kv[PV_LANES / 8] = {{0}, {0}, {0}, {0}};
                            for (l = 0; l < PV_LANES; l++)
                                o16[l] = (uint16_t)off[l];
                            memcpy(ov, o16, sizeof ov);
                            PV_UNROLL
                            for (l = 0; l < PV_LANES; l++)
                                memcpy(&old[l], sh + off[l], 4);
                            for (l = 0; l < PV_LANES; l++) {
                                const uint16_t o = o16[l];
                                const pv_u16x8 o8 = {o, o, o, o, o, o, o, o};
                                kv[0] -= (pv_u16x8)(ov[0] == o8);
                                kv[1] -= (pv_u16x8)(ov[1] == o8);
                                kv[2] -= (pv_u16x8)(ov[2] == o8);
                                kv[3] -= (pv_u16x8)(ov[3] == o8);
                            }
                            memcpy(k16, kv, sizeof k16);
                            for (l = 0; l < PV_LANES; l++) {
                                const uint32_t v = old[l] + bv[0] * k16[l];
                                memcpy(sh + off[l], &v, 4);
                            }
                        } else if (I->d == PV_NO_REG) {     /* red, or unread */
                            /* every old value is read before anything is
                               written, and each lane stores its word's old
                               value plus the operands of all lanes naming
                               that word (the same sum whichever lane
                               stores last): lanes meeting on a word at
                               random made a chain of loads waiting on
                               stores, which the CPU mispredicts (3x
                               slower on a skewed histogram) */
                            uint32_t old[PV_LANES];
                            pv_u32x4 ov[PV_LANES / 4], bw[PV_LANES / 4];
                            PV_UNROLL
                            for (c = 0; c < PV_LANES; c += 4) {
                                memcpy(&ov[c / 4], off + c, sizeof ov[0]);
                                memcpy(&bw[c / 4], bv + c, sizeof bw[0]);
                            }
                            PV_UNROLL
                            for (l = 0; l < PV_LANES; l++)
                                memcpy(&old[l], sh + off[l], 4);
                            for (l = 0; l < PV_LANES; l++) {
                                const uint32_t o = off[l];
                                const pv_u32x4 o4 = {o, o, o, o};
                                pv_u32x4 s = {0, 0, 0, 0};
                                uint32_t v;
                                PV_UNROLL
                                for (c = 0; c < PV_LANES / 4; c++)
                                    s += (pv_u32x4)(ov[c] == o4) & bw[c];
                                v = old[l] + (s[0] + s[1] + s[2] + s[3]);
                                memcpy(sh + o, &v, 4);
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
            if (m && pv_do_shared_inc(X, w, I, m, w->pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
