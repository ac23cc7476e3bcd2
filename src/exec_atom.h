/* Handlers of the atom family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c); see exec_int.h for what is in scope.
   No include guard: this is a fragment, included once.

   ATOM (ops_atom.h) runs the active lanes one after the other in lane
   order, which is one valid serialisation of the warp's atomics: lane l
   sees the updates of the lanes below it. Every address is read before
   any destination is written (d may be the address register). Faults are
   those of ld/st, plus misalignment to the element size and read-only or
   write-only memory, both of which an atomic needs. */
        PV_CASE(ATOM): {
            uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), l;
            int wide = (aux & PV_MEM_WIDE_DST) != 0, bad = 0;
            uint64_t addr[PV_LANES], old[PV_LANES];
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
            for (l = 0; l < PV_LANES; l++)
                if ((m >> l) & 1u)
                    addr[l] = lane_addr(I, rf, l);
            for (l = 0; l < PV_LANES && !bad; l++) {
                uint64_t a = addr[l], bv, cv = 0;
                uint32_t space = PV_MEM_SPACE(aux);
                if (!((m >> l) & 1u))
                    continue;
                bv = wide ? R64(I->b)[l] : R32(I->b)[l];
                if (I->c != PV_NO_REG)
                    cv = wide ? R64(I->c)[l] : R32(I->c)[l];
                if (a & (size - 1)) {
                    bad = fault(X, w->pc, l, a, size, 1, "misaligned");
                    break;
                }
                if (space == SP_NONE) {          /* generic: by window */
                    if (a >= PV_SHARED_WINDOW && a < PV_SHARED_WINDOW + PV_WINDOW_SIZE) {
                        space = SP_SHARED;
                        a -= PV_SHARED_WINDOW;
                    } else if (a >= PV_LOCAL_WINDOW && a < PV_LOCAL_WINDOW + PV_WINDOW_SIZE) {
                        space = SP_LOCAL;
                        a -= PV_LOCAL_WINDOW;
                    } else if (a >= PV_PARAM_WINDOW && a < PV_PARAM_WINDOW + PV_WINDOW_SIZE) {
                        bad = fault(X, w->pc, l, a - PV_PARAM_WINDOW, size, 1,
                                    "kernel parameters are read-only");
                        break;
                    } else {
                        space = SP_GLOBAL;
                    }
                }
                if (space == SP_SHARED) {        /* one host thread per CTA */
                    if (a > X->shared_size || size > X->shared_size - a) {
                        bad = fault(X, w->pc, l, a, size, 1, "outside .shared");
                        break;
                    }
                    old[l] = pv_atom_rmw(aux, X->shared + a, bv, cv, 0, 0, 0);
                } else if (space == SP_LOCAL) {  /* undefined in PTX: plain RMW */
                    uint8_t buf[8];
                    if (a > X->local_size || size > X->local_size - a) {
                        bad = fault(X, w->pc, l, a, size, 1, "outside the thread's .local");
                        break;
                    }
                    local_rw(local_base(X, w), a, l, buf, size, 0);
                    old[l] = pv_atom_rmw(aux, buf, bv, cv, 0, 0, 0);
                    local_rw(local_base(X, w), a, l, buf, size, 1);
                } else if (X->unchecked) {       /* the address is the host's */
                    old[l] = pv_atom_rmw(aux, (uint8_t *)(uintptr_t)a, bv, cv, 1, 1, 1);
                } else {
                    const pv_region *r = X->last;
                    uint64_t o;
                    if (!r || a < r->base || a - r->base > r->size ||
                        size > r->size - (a - r->base)) {
                        r = pv_devmem_find(&X->vm->mem, a, size);
                        if (!r) {
                            bad = fault(X, w->pc, l, a, size, 1, "not mapped");
                            break;
                        }
                        X->last = r;
                    }
                    if ((r->access & (PTXVM_READ | PTXVM_WRITE)) != (PTXVM_READ | PTXVM_WRITE)) {
                        bad = fault(X, w->pc, l, a, size, 1,
                                    (r->access & PTXVM_WRITE) ? "write-only memory"
                                                              : "read-only memory");
                        break;
                    }
                    o = a - r->base;
                    if (!r->host) {              /* callback-backed memory */
                        uint8_t ob[8], bb[8], cb[8];
                        pv_store_le(bb, bv, size);
                        pv_store_le(cb, cv, size);
                        if (!r->cb->atomic) {
                            bad = fault(X, w->pc, l, a, size, 1,
                                        "atomics on callback memory without an atomic callback");
                            break;
                        }
                        if (r->cb->atomic(r->cb_user, o, (int)PV_ATOM_OP(aux), size, bb,
                                          I->c != PV_NO_REG ? cb : NULL, ob) != PTXVM_OK) {
                            bad = fault(X, w->pc, l, a, size, 1, "the host callback failed");
                            break;
                        }
                        old[l] = pv_load_le(ob, size, 0);
                    } else {
                        /* a 16-bit element's word must lie in the region */
                        int word_ok = (o & ~(uint64_t)3) + 4 <= r->size;
                        old[l] = pv_atom_rmw(aux, r->host + o, bv, cv, 1, 1, word_ok);
                    }
                }
            }
            /* lanes done before a fault keep their effects, and their old
               values: the fault stops the launch anyway */
            if (I->d != PV_NO_REG) {
                uint32_t done = bad ? (m & ((1u << l) - 1u)) : m;
                if (wide) {
                    uint64_t *d = R64(I->d);
                    EACH_LANE(done, d[l] = old[l]);
                } else {
                    uint32_t *d = R32(I->d);
                    EACH_LANE(done, d[l] = (uint32_t)old[l]);
                }
            }
            if (bad) {
                X->steps = steps;
                X->thread_insns += PV_TINS();
                return PV_RUN_FAULT;
            }
            break;
        }
