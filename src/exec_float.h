/* Handlers of the floating-point family: case labels pasted into the
   dispatch switch of pv_run_warp (exec.c); see exec_int.h for what is in
   scope. No include guard: this is a fragment, included once. The per-lane
   slow paths are in fpops.c. */
        /* the host's arithmetic where it gives the same bits (fp_fast.c),
           else fp_arith lane by lane */
        PV_CASE(FP32):
            fp_arith32_warp(I->aux, R32(I->d), R32(I->a), R32(I->b), R32(I->c), m);
            break;
        PV_CASE(FP64):
            fp_arith64_warp(I->aux, R64(I->d), R64(I->a), R64(I->b), R64(I->c), m);
            break;
        /* .rn.ftz f32: the common case is plain vector arithmetic on flushed
           inputs; a result whose exponent field is 0, 1 or 255 (possibly
           tiny before/after rounding, or NaN) is redone exactly */
        PV_CASE(ADD_FTZ_F32): PV_CASE(SUB_FTZ_F32): PV_CASE(MUL_FTZ_F32):
        PV_CASE(FMA_FTZ_F32): PV_CASE(DIV_FTZ_F32): PV_CASE(SQRT_FTZ_F32): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t t[PV_LANES], slow = 0, l;
            if (I->op == PV_OP_ADD_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(pv_f32(fp_ftz32(a[l])) + pv_f32(fp_ftz32(b[l]))));
            else if (I->op == PV_OP_SUB_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(pv_f32(fp_ftz32(a[l])) - pv_f32(fp_ftz32(b[l]))));
            else if (I->op == PV_OP_MUL_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(pv_f32(fp_ftz32(a[l])) * pv_f32(fp_ftz32(b[l]))));
            else if (I->op == PV_OP_DIV_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(pv_f32(fp_ftz32(a[l])) / pv_f32(fp_ftz32(b[l]))));
            else if (I->op == PV_OP_SQRT_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(sqrtf(pv_f32(fp_ftz32(a[l])))));
            else {
                uint32_t fa[PV_LANES], fb[PV_LANES], fc[PV_LANES];
                for (l = 0; l < PV_LANES; l++) {
                    fa[l] = fp_ftz32(a[l]);
                    fb[l] = fp_ftz32(b[l]);
                    fc[l] = fp_ftz32(c[l]);
                }
                pv_fma32_warp(t, fa, fb, fc);
            }
            EACH_LANE(m, slow |= (uint32_t)(((((t[l] >> 23) & 0xffu) + 1u) & 0xffu) <= 2u) << l);
            slow &= m;
            for (l = 0; slow && l < PV_LANES; l++)
                if ((slow >> l) & 1u)
                    t[l] = (uint32_t)fp_arith(I->aux, a[l], b[l], c[l]);
            EACH_LANE(m, d[l] = t[l]);
            break;
        }
        /* a vector division rounds as the scalar one (IEEE), a NaN made
           canonical as fbits does */
        PV_CASE(DIV_F32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            VOP32(m, R32(I->d), a, b, a, VF32(/), fbits(pv_f32(a[l]) / pv_f32(b[l])));
            break;
        }
        PV_CASE(DIV_F64): {
            const uint64_t *a = R64(I->a), *b = R64(I->b);
            VLANES64(m, R64(I->d), pv_f64_result(pv_f64(a[l]) / pv_f64(b[l]), a[l], b[l], b[l]));
            break;
        }
        PV_CASE(SQRT_F32): {
            const uint32_t *a = R32(I->a);
            VLANES32(m, R32(I->d), fbits(sqrtf(pv_f32(a[l]))));
            break;
        }
        PV_CASE(SQRT_F64): {
            const uint64_t *a = R64(I->a);
            VLANES64(m, R64(I->d), pv_f64_result(sqrt(pv_f64(a[l])), a[l], a[l], a[l]));
            break;
        }
        PV_CASE(CVTF_32_32):
            fp_convert_warp(I->x, R32(I->d), R32(I->a), R32(I->b), 4, 4, m);
            break;
        PV_CASE(CVTF_32_64):
            fp_convert_warp(I->x, R32(I->d), R64(I->a), R64(I->b), 4, 8, m);
            break;
        PV_CASE(CVTF_64_32):
            fp_convert_warp(I->x, R64(I->d), R32(I->a), R32(I->b), 8, 4, m);
            break;
        PV_CASE(CVTF_64_64):
            fp_convert_warp(I->x, R64(I->d), R64(I->a), R64(I->b), 8, 8, m);
            break;
        /* float to integer without soft float: the lanes share one
           fp_fi, the common case's (.rni.u32.f32) work is a few shifts */
        PV_CASE(CVTI32_F32): {
            const uint32_t *a = R32(I->a);
            const fp_fi p = fp_fi_of(I->aux);
            VLANES32(m, R32(I->d), (uint32_t)fp_fi_f32(&p, a[l]));
            break;
        }
        PV_CASE(CVTI64_F32): {
            const uint32_t *a = R32(I->a);
            const fp_fi p = fp_fi_of(I->aux);
            VLANES64(m, R64(I->d), fp_fi_f32(&p, a[l]));
            break;
        }
        PV_CASE(CVTI32_F64): {
            const uint64_t *a = R64(I->a);
            const fp_fi p = fp_fi_of(I->aux);
            VLANES32(m, R32(I->d), (uint32_t)fp_fi_f64(&p, a[l]));
            break;
        }
        PV_CASE(CVTI64_F64): {
            const uint64_t *a = R64(I->a);
            const fp_fi p = fp_fi_of(I->aux);
            VLANES64(m, R64(I->d), fp_fi_f64(&p, a[l]));
            break;
        }
        PV_CASE(FSETP32): PV_CASE(FSETP64):
        PV_CASE(FSET32): PV_CASE(FSET64): {
            uint32_t lo = 0, hi = 0, bop = (I->aux >> 9) & 3u;
            if (I->op == PV_OP_FSETP32 || I->op == PV_OP_FSET32) {
                uint32_t *a = R32(I->a), *b = R32(I->b);
                EACH_LANE(m, {
                    uint32_t v = fp_compare(I->aux, a[l], b[l]);
                    lo |= (v & 1u) << l;
                    hi |= ((v >> 1) & 1u) << l;
                });
            } else {
                uint64_t *a = R64(I->a), *b = R64(I->b);
                EACH_LANE(m, lo |= (fp_compare(I->aux, a[l], b[l]) & 1u) << l);
            }
            if (!(I->aux & (1u << 12)))
                hi = ~lo;                     /* q = !p before the boolean op */
            if (bop) {
                uint32_t cp = pr[I->c];
                if (I->aux & (1u << 11))
                    cp = ~cp;
                lo = bop == 1 ? lo & cp : bop == 2 ? lo | cp : lo ^ cp;
                hi = bop == 1 ? hi & cp : bop == 2 ? hi | cp : hi ^ cp;
            }
            if (I->op == PV_OP_FSET32 || I->op == PV_OP_FSET64) {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = fp_set_value(I->aux, ((lo >> l) & 1u) |
                                                 (((hi >> l) & 1u) << 1)));
                break;
            }
            pr[I->d] = (pr[I->d] & ~m) | (lo & m);
            if (I->x != PV_NO_REG)
                pr[I->x] = (pr[I->x] & ~m) | (hi & m);
            break;
        }
        PV_CASE(TESTP32): {
            uint32_t *a = R32(I->a), r = 0;
            EACH_LANE(m, r |= (uint32_t)sf_testp((sf_fmt)(I->aux >> 5), a[l],
                                                 (sf_testp_op)(I->aux & 31u)) << l);
            pr[I->d] = (pr[I->d] & ~m) | r;
            break;
        }
        PV_CASE(TESTP64): {
            uint64_t *a = R64(I->a);
            uint32_t r = 0;
            EACH_LANE(m, r |= (uint32_t)sf_testp((sf_fmt)(I->aux >> 5), a[l],
                                                 (sf_testp_op)(I->aux & 31u)) << l);
            pr[I->d] = (pr[I->d] & ~m) | r;
            break;
        }
