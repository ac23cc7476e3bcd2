/* Handlers of the one-word .shared accesses (ops_shmem.h): case labels
   pasted into the dispatch switch of each copy of the dispatch loop
   (exec_run.h), with I, m, w and X in scope. No include guard: a
   fragment, pasted once a copy. The AVX2 copy (the one that includes
   exec_vec8.h first) calls sh32_avx2.h's entries, the portable copy
   exec_sh32.c's; both take the shapes they know and leave the rest, a
   fault included, to the general LD and ST, untouched. */
#undef PV_SH32_LD
#undef PV_SH32_ST
#if defined(PTXVM_EXEC_VEC8_H) && SG_AVX2
#define PV_SH32_LD(X, rf, I, m) \
    ((m) == FULL ? sv_sh32_ld_full(X, rf, I, m) : sg_sh32_ld_part(X, rf, I, m))
#define PV_SH32_ST(X, rf, I, m) \
    ((m) == FULL ? sv_sh32_st_full(X, rf, I, m) : sg_sh32_st_part(X, rf, I, m))
#else
#define PV_SH32_LD pv_sh32_ld
#define PV_SH32_ST pv_sh32_st
#endif
        PV_CASE(LD_SH32):
            if (m && !PV_SH32_LD(X, w->rf, I, m) && pv_do_ld(X, w, I, m, w->pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
        PV_CASE(ST_SH32):
            if (m && !PV_SH32_ST(X, w->rf, I, m) && pv_do_st(X, w, I, m, w->pc)) {
                PV_LEAVE(PV_RUN_FAULT);
            }
            break;
#undef PV_SH32_LD
#undef PV_SH32_ST
