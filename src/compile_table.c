/* The lowering table: for each opcode, the one function that lowers it
   to bytecode. compile.c's visit() looks the instruction's opcode up
   here; an opcode with no entry fails the compile with
   PTXVM_E_UNSUPPORTED naming the instruction.

   To add an instruction x: write
       void cc_lower_x(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
   in the file of its family (compile_<family>.c), declare it at the end
   of compile_int.h under its family's comment, and add the line
   [KW_op_x] = cc_lower_x to its family's group below. The function
   decides every form of x itself: where another family lowers some forms
   (16-bit integers, f16 ...), it calls that family's cc_<family>_<form>
   helper, which says whether it took the instruction. */
#include "compile_int.h"

#define CC_NLOWER ((uint32_t)KW_op_xor + 1u)

static const cc_lower_fn lowerers[CC_NLOWER] = {
    /* moves and memory */
    [KW_op_mov] = cc_lower_mov,
    [KW_op_ld] = cc_lower_ld,
    [KW_op_ldu] = cc_lower_ld,            /* a uniform ld */
    [KW_op_st] = cc_lower_st,
    [KW_op_prefetch] = cc_lower_prefetch,
    [KW_op_prefetchu] = cc_lower_prefetch,
    [KW_op_isspacep] = cc_lower_isspacep,
    [KW_op_cvta] = cc_lower_cvta,
    [KW_op_cvt] = cc_lower_cvt,

    /* arithmetic, logic and comparison: integer and float forms */
    [KW_op_add] = cc_lower_add,
    [KW_op_sub] = cc_lower_sub,
    [KW_op_mul] = cc_lower_mul,
    [KW_op_mad] = cc_lower_mad,
    [KW_op_fma] = cc_lower_fma,
    [KW_op_div] = cc_lower_div,
    [KW_op_neg] = cc_lower_neg,
    [KW_op_abs] = cc_lower_abs,
    [KW_op_min] = cc_lower_minmax,
    [KW_op_max] = cc_lower_minmax,
    [KW_op_and] = cc_lower_logic,
    [KW_op_or] = cc_lower_logic,
    [KW_op_xor] = cc_lower_logic,
    [KW_op_not] = cc_lower_logic,
    [KW_op_shl] = cc_lower_shift,
    [KW_op_shr] = cc_lower_shift,
    [KW_op_selp] = cc_lower_selp,
    [KW_op_setp] = cc_lower_setp,
    [KW_op_set] = cc_lower_set,

    /* integers only */
    [KW_op_addc] = cc_lower_addc,
    [KW_op_subc] = cc_lower_addc,
    [KW_op_madc] = cc_lower_madc,
    [KW_op_mul24] = cc_lower_mul24,
    [KW_op_mad24] = cc_lower_mad24,
    [KW_op_sad] = cc_lower_sad,
    [KW_op_rem] = cc_lower_rem,
    [KW_op_popc] = cc_lower_popc,
    [KW_op_clz] = cc_lower_popc,
    [KW_op_bfind] = cc_lower_bfind,
    [KW_op_brev] = cc_lower_brev,
    [KW_op_cnot] = cc_lower_cnot,
    [KW_op_bfe] = cc_lower_bfe,
    [KW_op_bfi] = cc_lower_bfi,
    [KW_op_fns] = cc_lower_fns,
    [KW_op_bmsk] = cc_lower_bmsk,
    [KW_op_szext] = cc_lower_szext,
    [KW_op_dp4a] = cc_lower_dp4a,
    [KW_op_dp2a] = cc_lower_dp4a,
    [KW_op_shf] = cc_lower_shf,
    [KW_op_prmt] = cc_lower_prmt,
    [KW_op_lop3] = cc_lower_lop3,
    /* video instructions */
    [KW_op_vadd] = cc_lower_vscalar,
    [KW_op_vsub] = cc_lower_vscalar,
    [KW_op_vabsdiff] = cc_lower_vscalar,
    [KW_op_vmin] = cc_lower_vscalar,
    [KW_op_vmax] = cc_lower_vscalar,
    [KW_op_vshl] = cc_lower_vscalar,
    [KW_op_vshr] = cc_lower_vscalar,
    [KW_op_vset] = cc_lower_vscalar,
    [KW_op_vmad] = cc_lower_vmad,
    [KW_op_vadd2] = cc_lower_vsimd,
    [KW_op_vsub2] = cc_lower_vsimd,
    [KW_op_vavrg2] = cc_lower_vsimd,
    [KW_op_vabsdiff2] = cc_lower_vsimd,
    [KW_op_vmin2] = cc_lower_vsimd,
    [KW_op_vmax2] = cc_lower_vsimd,
    [KW_op_vset2] = cc_lower_vsimd,
    [KW_op_vadd4] = cc_lower_vsimd,
    [KW_op_vsub4] = cc_lower_vsimd,
    [KW_op_vavrg4] = cc_lower_vsimd,
    [KW_op_vabsdiff4] = cc_lower_vsimd,
    [KW_op_vmin4] = cc_lower_vsimd,
    [KW_op_vmax4] = cc_lower_vsimd,
    [KW_op_vset4] = cc_lower_vsimd,

    /* floating point only */
    [KW_op_rcp] = cc_lower_float_math,
    [KW_op_sqrt] = cc_lower_float_math,
    [KW_op_rsqrt] = cc_lower_float_math,
    [KW_op_sin] = cc_lower_float_math,
    [KW_op_cos] = cc_lower_float_math,
    [KW_op_lg2] = cc_lower_float_math,
    [KW_op_ex2] = cc_lower_float_math,
    [KW_op_tanh] = cc_lower_float_math,
    [KW_op_copysign] = cc_lower_float_math,
    [KW_op_testp] = cc_lower_testp,
    [KW_op_slct] = cc_lower_slct,

    /* control flow and calls */
    [KW_op_bra] = cc_lower_bra,
    [KW_op_brx] = cc_lower_brx,
    [KW_op_call] = cc_lower_call,
    [KW_op_ret] = cc_lower_ret,
    [KW_op_exit] = cc_lower_exit,
    [KW_op_trap] = cc_lower_trap,
    [KW_op_brkpt] = cc_lower_trap,        /* no debugger: a trap */
    [KW_op_alloca] = cc_lower_stack,
    [KW_op_stacksave] = cc_lower_stack,
    [KW_op_stackrestore] = cc_lower_stack,
    [KW_op_nanosleep] = cc_lower_nanosleep,

    /* memory ordering and atomics */
    [KW_op_membar] = cc_lower_fence,
    [KW_op_fence] = cc_lower_fence,
    [KW_op_atom] = cc_lower_atom,
    [KW_op_red] = cc_lower_atom,

    /* asynchronous copies and mbarriers (compile_async.c) */
    [KW_op_mbarrier] = cc_lower_mbarrier,
    [KW_op_cp] = cc_lower_cp,

    /* barriers and warp-wide instructions */
    [KW_op_bar] = cc_lower_bar,
    [KW_op_barrier] = cc_lower_barrier,
    [KW_op_activemask] = cc_lower_activemask,
    [KW_op_vote] = cc_lower_vote,
    [KW_op_shfl] = cc_lower_shfl,
    [KW_op_match] = cc_lower_match,
    [KW_op_redux] = cc_lower_redux,

    /* textures and surfaces */
    [KW_op_tex] = cc_lower_tex,
    [KW_op_tld4] = cc_lower_tex,
    [KW_op_txq] = cc_lower_txq,
    [KW_op_istypep] = cc_lower_istypep,
    [KW_op_suld] = cc_lower_suld,
    [KW_op_sust] = cc_lower_sust,
    [KW_op_sured] = cc_lower_sured,
    [KW_op_suq] = cc_lower_suq,

    /* tensor cores (compile_mma.c) */
    [KW_op_mma] = cc_lower_mma,
    /* warp matrix instructions (compile_wmma.c) */
    [KW_op_wmma] = cc_lower_wmma,
    [KW_op_ldmatrix] = cc_lower_ldmatrix,
    [KW_op_stmatrix] = cc_lower_stmatrix,
    [KW_op_movmatrix] = cc_lower_movmatrix,
    /* bulk copies and tensor maps (the bulk cp forms: visit()) */
    [KW_op_tensormap] = cc_lower_tensormap,
    /* clusters and the sm_90 hints (compile_cluster.c); barrier.cluster
       is cc_lower_barrier's */
    [KW_op_mapa] = cc_lower_mapa,
    [KW_op_getctarank] = cc_lower_getctarank,
    [KW_op_elect] = cc_lower_elect,
    [KW_op_setmaxnreg] = cc_lower_setmaxnreg,
    [KW_op_griddepcontrol] = cc_lower_griddepcontrol,
    [KW_op_createpolicy] = cc_lower_createpolicy,
    [KW_op_applypriority] = cc_lower_applypriority,
    [KW_op_discard] = cc_lower_discard,
    /* warpgroup MMA: checks its own forms (dec is NULL) */
    [KW_op_wgmma] = cc_lower_wgmma,
};

PTXVM_INTERNAL cc_lower_fn cc_lowerer(uint32_t opcode)
{
    return opcode < CC_NLOWER ? lowerers[opcode] : NULL;
}
