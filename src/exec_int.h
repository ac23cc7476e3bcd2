/* Handlers of the integer family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c), where I (the instruction), m (the lanes
   to run), rf/R32/R64 (the register file), pr (predicates), w, X and
   EACH_LANE are in scope. A handler ends with `break;` (the PC advances)
   or returns like the core handlers do. No include guard: this is a
   fragment, included once.

   The generic handlers switch on the sub-operation (I->aux) once, then
   run a lane loop of one total per-lane function (intops.h) into a local
   array t_ (so the loop can vectorise) and store the active lanes. */
#define PV_IH_LOOP(expr)                                              \
    {                                                                 \
        uint32_t l_;                                                  \
        for (l_ = 0; l_ < PV_LANES; l_++) {                           \
            const uint32_t l = l_;                                    \
            t_[l] = (expr);                                           \
        }                                                             \
    }
#define PV_IH2(n, fn) case PV_IO_##n: PV_IH_LOOP(fn(a[l])) break;
#define PV_IH3(n, fn) case PV_IO_##n: PV_IH_LOOP(fn(a[l], b[l])) break;
#define PV_IH4(n, fn) case PV_IO_##n: PV_IH_LOOP(fn(a[l], b[l], c[l])) break;
        PV_CASE(I32_2): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            uint32_t t_[PV_LANES];
            if (I->aux >= PV_IO_POPC32 && wl_bits32_op(rf, I, m))
                break;                  /* popc, clz, brev, bfind: wl_bits32_op */
            switch (I->aux) { PV_IOP2_32(PV_IH2) default: memcpy(t_, d, sizeof t_); break; }
            store32(d, t_, m);
            break;
        }
        PV_CASE(I64_2): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            uint64_t t_[PV_LANES];
            switch (I->aux) { PV_IOP2_64(PV_IH2) default: memcpy(t_, d, sizeof t_); break; }
            store64(d, t_, m);
            break;
        }
        PV_CASE(I64_32): {
            uint32_t *d = R32(I->d);
            uint64_t *a = R64(I->a);
            uint32_t t_[PV_LANES];
            switch (I->aux) { PV_IOP2_64_32(PV_IH2) default: memcpy(t_, d, sizeof t_); break; }
            store32(d, t_, m);
            break;
        }
        PV_CASE(I32_3): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b);
            uint32_t t_[PV_LANES];
#if PV_VECTOR_EXT
            if (m == FULL && I->aux == PV_IO_MUL_WIDE_U16) {   /* indexing */
                if (I->x) {             /* times 2^(x-1), an immediate */
                    const uint32_t k = (uint32_t)I->x - 1;
                    VFULL32(d, a, b, a, (va & 0xffffu) << k, 0);
                } else {
                    VFULL32(d, a, b, a, (va & 0xffffu) * (vb & 0xffffu), 0);
                }
                break;
            }
#endif
            if (I->aux == PV_IO_DIV_U32 || I->aux == PV_IO_REM_U32) {
                /* a power-of-two divisor the same in every lane
                   (threadIdx.x / warpSize): a shift or a mask */
                const uint32_t p = b[0];
                uint32_t diff = 0, l, k = 0;
                for (l = 0; l < PV_LANES; l++)
                    diff |= b[l] ^ p;
                if (!diff && p && !(p & (p - 1))) {
                    while ((1u << k) != p)
                        k++;
                    for (l = 0; l < PV_LANES; l++)
                        t_[l] = I->aux == PV_IO_DIV_U32 ? a[l] >> k : a[l] & (p - 1);
                    store32(d, t_, m);
                    break;
                }
            }
            switch (I->aux) { PV_IOP3_32(PV_IH3) default: memcpy(t_, d, sizeof t_); break; }
            store32(d, t_, m);
            break;
        }
        PV_CASE(I32_4): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t t_[PV_LANES];
            switch (I->aux) { PV_IOP4_32(PV_IH4) default: memcpy(t_, d, sizeof t_); break; }
            store32(d, t_, m);
            break;
        }
        PV_CASE(I64_3): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b);
            uint64_t t_[PV_LANES];
            switch (I->aux) { PV_IOP3_64(PV_IH3) default: memcpy(t_, d, sizeof t_); break; }
            store64(d, t_, m);
            break;
        }
        PV_CASE(I64_4): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b), *c = R64(I->c);
            uint64_t t_[PV_LANES];
            switch (I->aux) { PV_IOP4_64(PV_IH4) default: memcpy(t_, d, sizeof t_); break; }
            store64(d, t_, m);
            break;
        }
#undef PV_IH_LOOP
#undef PV_IH2
#undef PV_IH3
#undef PV_IH4
        PV_CASE(BFE64): {            /* aux: signed */
            uint64_t *d = R64(I->d), *a = R64(I->a);
            uint32_t *b = R32(I->b), *c = R32(I->c);
            int sg = I->aux != 0;
            EACH_LANE(m, d[l] = io_bfe64(a[l], b[l], c[l], sg));
            break;
        }
        PV_CASE(BFI32): {            /* x: the len column */
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t *e = R32((uint32_t)I->x);
            if (!pv_bfi32_uniform(d, a, b, c, e, m))
                EACH_LANE(m, d[l] = io_bfi32(a[l], b[l], c[l], e[l]));
            break;
        }
        PV_CASE(BFI64): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b);
            uint32_t *c = R32(I->c), *e = R32((uint32_t)I->x);
            EACH_LANE(m, d[l] = io_bfi64(a[l], b[l], c[l], e[l]));
            break;
        }
        PV_CASE(LOP3): {             /* aux: the immLut */
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t lut = I->aux;
            EACH_LANE(m, d[l] = io_lop3(a[l], b[l], c[l], lut));
            break;
        }
        PV_CASE(SEL16): {            /* selp on 16 bits: c the predicate,
                                          or aux 1|2 a constant true, 1 false */
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b);
            uint32_t p = (I->aux & 1u) ? ((I->aux & 2u) ? 0xffffffffu : 0) : pr[I->c];
            EACH_LANE(m, d[l] = (((p >> l) & 1u) ? a[l] : b[l]) & 0xffffu);
            break;
        }
        PV_CASE(ICMP): {
            /* p = (a cmp b) [bool c]; q = !(a cmp b) [bool c] (x: q or
               PV_NO_REG); set: d a column. */
            uint32_t aux = I->aux, r = 0, p, q, cv, bop = PV_IC_BOOL(aux);
            if (aux & PV_IC_W64) {
                uint64_t *a = R64(I->a), *b = R64(I->b);
                EACH_LANE(m, r |= io_icmp(aux, a[l], b[l]) << l);
            } else {
                r = pv_icmp32_warp(aux, R32(I->a), R32(I->b)) & m;
            }
            p = r;
            q = ~r;
            if (bop) {
                cv = pr[I->c] ^ ((aux & PV_IC_CNEG) ? 0xffffffffu : 0);
                if (bop == 1u) { p &= cv; q &= cv; }
                else if (bop == 2u) { p |= cv; q |= cv; }
                else { p ^= cv; q ^= cv; }
            }
            if (aux & PV_IC_SET) {
                uint32_t *d = R32(I->d), one = (aux & PV_IC_SETF32) ? 0x3f800000u : 0xffffffffu;
                EACH_LANE(m, d[l] = ((p >> l) & 1u) ? one : 0);
            } else {
                if (I->d != PV_NO_REG)
                    pr[I->d] = (pr[I->d] & ~m) | (p & m);
                if ((uint32_t)I->x != PV_NO_REG)
                    pr[(uint32_t)I->x] = (pr[(uint32_t)I->x] & ~m) | (q & m);
            }
            break;
        }
/* The carry chain (add.cc, addc, sub.cc, subc, mad.cc) on T registers
   (columns from RF): each active lane's carry in and out through
   predicate x, kept only when the instruction writes CC. */
#define PV_ICC_LANES(T, RF, fn)                                                \
    {                                                                          \
        T *d = RF(I->d), *a = RF(I->a), *b = RF(I->b), *c = RF(I->c);          \
        uint32_t aux = I->aux, cf = pr[(uint32_t)I->x], out = 0, l2;           \
        for (l2 = 0; l2 < PV_LANES; l2++)                                      \
            if ((m >> l2) & 1u) {                                              \
                uint32_t co;                                                   \
                d[l2] = fn(aux, a[l2], b[l2], c[l2], (cf >> l2) & 1u, &co);    \
                out |= co << l2;                                               \
            }                                                                  \
        if (aux & PV_CC_COUT)                                                  \
            pr[(uint32_t)I->x] = (cf & ~m) | (out & m);                        \
    }
        PV_CASE(ICC32): {
            PV_ICC_LANES(uint32_t, R32, io_cc32);
            break;
        }
        PV_CASE(ICC64): {
            PV_ICC_LANES(uint64_t, R64, io_cc64);
            break;
        }
#undef PV_ICC_LANES
        PV_CASE(ICVT): {
            uint32_t aux = I->aux;
            if (!(aux & (PV_CV_SWIDE | PV_CV_DWIDE | PV_CV_SAT)) &&
                PV_CV_SS(aux) <= 4 && PV_CV_DS(aux) <= 4) {
                /* 32-bit registers, no saturation: io_cvt is two
                   extensions, from the source's width (by its sign)
                   and from the destination's (by DSEXT); each is a
                   mask and an xor-subtract of the sign bit */
                uint32_t ss = PV_CV_SS(aux), ds = PV_CV_DS(aux);
                uint32_t sm = ss >= 4 ? ~0u : (1u << (8 * ss)) - 1;
                uint32_t dm = ds >= 4 ? ~0u : (1u << (8 * ds)) - 1;
                uint32_t sb = (aux & PV_CV_SSIGNED) ? 1u << (8 * ss - 1) : 0;
                uint32_t db = (aux & PV_CV_DSEXT) ? 1u << (8 * ds - 1) : 0;
                const uint32_t *a = R32(I->a);
                VLANES32U(m, R32(I->d),
                          (((((a[l] & sm) ^ sb) - sb) & dm) ^ db) - db);
                break;
            }
            if (aux & PV_CV_SWIDE) {
                uint64_t *a = R64(I->a);
                if (aux & PV_CV_DWIDE) {
                    uint64_t *d = R64(I->d);
                    EACH_LANE(m, d[l] = io_cvt(aux, a[l]));
                } else {
                    uint32_t *d = R32(I->d);
                    EACH_LANE(m, d[l] = (uint32_t)io_cvt(aux, a[l]));
                }
            } else {
                uint32_t *a = R32(I->a);
                if (aux & PV_CV_DWIDE) {
                    uint64_t *d = R64(I->d);
                    EACH_LANE(m, d[l] = io_cvt(aux, a[l]));
                } else {
                    uint32_t *d = R32(I->d);
                    EACH_LANE(m, d[l] = (uint32_t)io_cvt(aux, a[l]));
                }
            }
            break;
        }
        /* Video instructions and cvt.pack: one total per-lane function of
           a, b, c and the decoded form (aux; x: the SIMD selectors). */
        PV_CASE(VID): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t aux = I->aux;
            VLANES32(m, R32(I->d), io_vid(aux, a[l], b[l], c[l]));
            break;
        }
        PV_CASE(VMAD): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t aux = I->aux;
            VLANES32(m, R32(I->d), io_vmad(aux, a[l], b[l], c[l]));
            break;
        }
        PV_CASE(VSIMD): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t aux = I->aux;
            uint64_t sel = I->x;
            VLANES32(m, R32(I->d), io_vsimd(aux, sel, a[l], b[l], c[l]));
            break;
        }
        PV_CASE(CVT_PACK): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t aux = I->aux;
            VLANES32(m, R32(I->d), io_cvt_pack(aux, a[l], b[l], c[l]));
            break;
        }
        /* Fused by peephole.c from cvt or mul.wide and add.s64: an index
           widened (aux 1: sign-extended) and scaled into an address,
           d = a + (ext(b) << x). Groups of four lanes, each read before it
           is written, so d may be a. */
        PV_CASE(ADD_I64_XS): {
            uint64_t *d = R64(I->d);
            const uint64_t *a = R64(I->a);
            const uint32_t *b = R32(I->b);
            const uint32_t k = (uint32_t)I->x & 63u, sx = I->aux;
            if (m == FULL) {
                uint32_t c;
#ifdef PV_WIDEN4
                const uint32_t sxm = sx ? 0xffffffffu : 0;
                PV_UNROLL
                for (c = 0; c < PV_LANES; c += 4) {
                    pv_u64x2 lo, hi, a0, a1;
                    widen4(b + c, sxm, &lo, &hi);
                    memcpy(&a0, a + c, sizeof a0);
                    memcpy(&a1, a + c + 2, sizeof a1);
                    a0 += lo << k;
                    a1 += hi << k;
                    memcpy(d + c, &a0, sizeof a0);
                    memcpy(d + c + 2, &a1, sizeof a1);
                }
#else
                PV_UNROLL
                for (c = 0; c < PV_LANES; c += 4) {
                    uint64_t a4[4], t4[4];
                    int32_t s4[4];
                    memcpy(a4, a + c, sizeof a4);
                    memcpy(s4, b + c, sizeof s4);
                    if (sx) {
                        t4[0] = a4[0] + ((uint64_t)(int64_t)s4[0] << k);
                        t4[1] = a4[1] + ((uint64_t)(int64_t)s4[1] << k);
                        t4[2] = a4[2] + ((uint64_t)(int64_t)s4[2] << k);
                        t4[3] = a4[3] + ((uint64_t)(int64_t)s4[3] << k);
                    } else {
                        t4[0] = a4[0] + ((uint64_t)(uint32_t)s4[0] << k);
                        t4[1] = a4[1] + ((uint64_t)(uint32_t)s4[1] << k);
                        t4[2] = a4[2] + ((uint64_t)(uint32_t)s4[2] << k);
                        t4[3] = a4[3] + ((uint64_t)(uint32_t)s4[3] << k);
                    }
                    memcpy(d + c, t4, sizeof t4);
                }
#endif
            } else if (sx) {
                EACH_LANE(m, d[l] = a[l] + ((uint64_t)(int64_t)(int32_t)b[l] << k));
            } else {
                EACH_LANE(m, d[l] = a[l] + ((uint64_t)b[l] << k));
            }
            break;
        }
