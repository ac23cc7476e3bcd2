/* The lowering table: for each opcode, the one function that lowers it
   to bytecode. compile.c's visit() looks the instruction's opcode up
   here; an opcode with no entry fails the compile with
   PTXVM_E_UNSUPPORTED naming the instruction.

   To add an instruction x: write
       void cc_lower_x(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
   in the file of its family (compile_<family>.c), declare it at the end
   of compile_int.h under its family's comment, and add the line
   case KW_op_x: return cc_lower_x; to its family's group below. The function
   decides every form of x itself: where another family lowers some forms
   (16-bit integers, f16 ...), it calls that family's cc_<family>_<form>
   helper, which says whether it took the instruction. */
#include "compile_int.h"

/* A switch rather than a designated-initialiser table, which C++ (that
   may compile ptxvm.c) lacks; the compiler makes it a jump table. */
PTXVM_INTERNAL cc_lower_fn cc_lowerer(uint32_t opcode)
{
    switch (opcode) {
    /* moves and memory */
    case KW_op_mov: return cc_lower_mov;
    case KW_op_ld: return cc_lower_ld;
    case KW_op_ldu: return cc_lower_ld;            /* a uniform ld */
    case KW_op_st: return cc_lower_st;
    case KW_op_prefetch: return cc_lower_prefetch;
    case KW_op_prefetchu: return cc_lower_prefetch;
    case KW_op_isspacep: return cc_lower_isspacep;
    case KW_op_cvta: return cc_lower_cvta;
    case KW_op_cvt: return cc_lower_cvt;

    /* arithmetic, logic and comparison: integer and float forms */
    case KW_op_add: return cc_lower_add;
    case KW_op_sub: return cc_lower_sub;
    case KW_op_mul: return cc_lower_mul;
    case KW_op_mad: return cc_lower_mad;
    case KW_op_fma: return cc_lower_fma;
    case KW_op_div: return cc_lower_div;
    case KW_op_neg: return cc_lower_neg;
    case KW_op_abs: return cc_lower_abs;
    case KW_op_min: return cc_lower_minmax;
    case KW_op_max: return cc_lower_minmax;
    case KW_op_and: return cc_lower_logic;
    case KW_op_or: return cc_lower_logic;
    case KW_op_xor: return cc_lower_logic;
    case KW_op_not: return cc_lower_logic;
    case KW_op_shl: return cc_lower_shift;
    case KW_op_shr: return cc_lower_shift;
    case KW_op_selp: return cc_lower_selp;
    case KW_op_setp: return cc_lower_setp;
    case KW_op_set: return cc_lower_set;

    /* integers only */
    case KW_op_addc: return cc_lower_addc;
    case KW_op_subc: return cc_lower_addc;
    case KW_op_madc: return cc_lower_madc;
    case KW_op_mul24: return cc_lower_mul24;
    case KW_op_mad24: return cc_lower_mad24;
    case KW_op_sad: return cc_lower_sad;
    case KW_op_rem: return cc_lower_rem;
    case KW_op_popc: return cc_lower_popc;
    case KW_op_clz: return cc_lower_popc;
    case KW_op_bfind: return cc_lower_bfind;
    case KW_op_brev: return cc_lower_brev;
    case KW_op_cnot: return cc_lower_cnot;
    case KW_op_bfe: return cc_lower_bfe;
    case KW_op_bfi: return cc_lower_bfi;
    case KW_op_fns: return cc_lower_fns;
    case KW_op_bmsk: return cc_lower_bmsk;
    case KW_op_szext: return cc_lower_szext;
    case KW_op_dp4a: return cc_lower_dp4a;
    case KW_op_dp2a: return cc_lower_dp4a;
    case KW_op_shf: return cc_lower_shf;
    case KW_op_prmt: return cc_lower_prmt;
    case KW_op_lop3: return cc_lower_lop3;
    /* video instructions */
    case KW_op_vadd: return cc_lower_vscalar;
    case KW_op_vsub: return cc_lower_vscalar;
    case KW_op_vabsdiff: return cc_lower_vscalar;
    case KW_op_vmin: return cc_lower_vscalar;
    case KW_op_vmax: return cc_lower_vscalar;
    case KW_op_vshl: return cc_lower_vscalar;
    case KW_op_vshr: return cc_lower_vscalar;
    case KW_op_vset: return cc_lower_vscalar;
    case KW_op_vmad: return cc_lower_vmad;
    case KW_op_vadd2: return cc_lower_vsimd;
    case KW_op_vsub2: return cc_lower_vsimd;
    case KW_op_vavrg2: return cc_lower_vsimd;
    case KW_op_vabsdiff2: return cc_lower_vsimd;
    case KW_op_vmin2: return cc_lower_vsimd;
    case KW_op_vmax2: return cc_lower_vsimd;
    case KW_op_vset2: return cc_lower_vsimd;
    case KW_op_vadd4: return cc_lower_vsimd;
    case KW_op_vsub4: return cc_lower_vsimd;
    case KW_op_vavrg4: return cc_lower_vsimd;
    case KW_op_vabsdiff4: return cc_lower_vsimd;
    case KW_op_vmin4: return cc_lower_vsimd;
    case KW_op_vmax4: return cc_lower_vsimd;
    case KW_op_vset4: return cc_lower_vsimd;

    /* floating point only */
    case KW_op_rcp: return cc_lower_float_math;
    case KW_op_sqrt: return cc_lower_float_math;
    case KW_op_rsqrt: return cc_lower_float_math;
    case KW_op_sin: return cc_lower_float_math;
    case KW_op_cos: return cc_lower_float_math;
    case KW_op_lg2: return cc_lower_float_math;
    case KW_op_ex2: return cc_lower_float_math;
    case KW_op_tanh: return cc_lower_float_math;
    case KW_op_copysign: return cc_lower_float_math;
    case KW_op_testp: return cc_lower_testp;
    case KW_op_slct: return cc_lower_slct;

    /* control flow and calls */
    case KW_op_bra: return cc_lower_bra;
    case KW_op_brx: return cc_lower_brx;
    case KW_op_call: return cc_lower_call;
    case KW_op_ret: return cc_lower_ret;
    case KW_op_exit: return cc_lower_exit;
    case KW_op_trap: return cc_lower_trap;
    case KW_op_brkpt: return cc_lower_trap;        /* no debugger: a trap */
    case KW_op_alloca: return cc_lower_stack;
    case KW_op_stacksave: return cc_lower_stack;
    case KW_op_stackrestore: return cc_lower_stack;
    case KW_op_nanosleep: return cc_lower_nanosleep;

    /* memory ordering and atomics */
    case KW_op_membar: return cc_lower_fence;
    case KW_op_fence: return cc_lower_fence;
    case KW_op_atom: return cc_lower_atom;
    case KW_op_red: return cc_lower_atom;

    /* asynchronous copies and mbarriers (compile_async.c) */
    case KW_op_mbarrier: return cc_lower_mbarrier;
    case KW_op_cp: return cc_lower_cp;

    /* barriers and warp-wide instructions */
    case KW_op_bar: return cc_lower_bar;
    case KW_op_barrier: return cc_lower_barrier;
    case KW_op_activemask: return cc_lower_activemask;
    case KW_op_vote: return cc_lower_vote;
    case KW_op_shfl: return cc_lower_shfl;
    case KW_op_match: return cc_lower_match;
    case KW_op_redux: return cc_lower_redux;

    /* textures and surfaces */
    case KW_op_tex: return cc_lower_tex;
    case KW_op_tld4: return cc_lower_tex;
    case KW_op_txq: return cc_lower_txq;
    case KW_op_istypep: return cc_lower_istypep;
    case KW_op_suld: return cc_lower_suld;
    case KW_op_sust: return cc_lower_sust;
    case KW_op_sured: return cc_lower_sured;
    case KW_op_suq: return cc_lower_suq;

    /* tensor cores (compile_mma.c) */
    case KW_op_mma: return cc_lower_mma;
    /* warp matrix instructions (compile_wmma.c) */
    case KW_op_wmma: return cc_lower_wmma;
    case KW_op_ldmatrix: return cc_lower_ldmatrix;
    case KW_op_stmatrix: return cc_lower_stmatrix;
    case KW_op_movmatrix: return cc_lower_movmatrix;
    /* bulk copies and tensor maps (the bulk cp forms: visit()) */
    case KW_op_tensormap: return cc_lower_tensormap;
    /* clusters and the sm_90 hints (compile_cluster.c); barrier.cluster
       is cc_lower_barrier's */
    case KW_op_mapa: return cc_lower_mapa;
    case KW_op_getctarank: return cc_lower_getctarank;
    case KW_op_elect: return cc_lower_elect;
    case KW_op_setmaxnreg: return cc_lower_setmaxnreg;
    case KW_op_griddepcontrol: return cc_lower_griddepcontrol;
    case KW_op_createpolicy: return cc_lower_createpolicy;
    case KW_op_applypriority: return cc_lower_applypriority;
    case KW_op_discard: return cc_lower_discard;
    /* warpgroup MMA: checks its own forms (dec is NULL) */
    case KW_op_wgmma: return cc_lower_wgmma;
    default: return NULL;
    }
}
