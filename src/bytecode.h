/* The bytecode: what the compiler (compile.c) emits per kernel and the
   interpreter (exec.c) runs, one dispatch per warp.

   An instruction is a fixed 40-byte record (byte offsets above it):

      0        2        4        8       12       16       20       24          32       36
     +--------+--------+--------+--------+--------+--------+--------+-----------+--------+--------+
     | op u16 | gd u16 |  d u32 |  a u32 |  b u32 |  c u32 | sc u32 |   x u64   | src u32| aux u32|
     +--------+--------+--------+--------+--------+--------+--------+-----------+--------+--------+

   op   the handler, chosen at compile time per (operation, type,
        modifiers), so no handler switches on a type at run time;
   gd   guard: a predicate slot, PV_GUARD_NEG for @!p, or PV_NO_GUARD;
   d..c operands: byte offsets of register columns in the warp's register
        file, or predicate slots (for predicate operands);
   sc   scratch: ~0u when no lane outside the running group can need d,
        so the write may clobber them (scratch_regs.c), else 0;
   x    a 64-bit immediate: a branch target (instruction index), a constant
        offset of an address, a parameter offset, a shift count...;
   src  the IR instruction it came from, for messages and disassembly;
   aux  a fourth operand or a small immediate: a sub-operation, an access
        descriptor (PV_MEM_*), a comparison code, flags.
   What each op does with each field: disasm_ops.c.

   Registers are columns of 32 lanes: a 32-bit register (and .b16/.b8/
   .f16 ones, held in the low bits) is uint32_t[32], a 64-bit one
   uint64_t[32], a predicate one uint32_t mask. Constants are columns
   too, filled once per launch in each worker's warps before its first
   CTA (launch.c, prepare_warps), so an ALU handler's operands are
   register columns and its lane loop vectorises; the exceptions take
   an amount the same for every lane from x: SHL_IMM32, SHR_U_IMM32,
   SHR_S_IMM32, their 64-bit forms and SHF_IMM (the shift count),
   ADD_I64_XS (the scale). */
#ifndef PTXVM_BYTECODE_H
#define PTXVM_BYTECODE_H
#include "common.h"
#include "ops_int.h"
#include "ops_float.h"
#include "ops_warp.h"
#include "ops_atom.h"
#include "ops_bar.h"
#include "ops_mma.h"
#include "ops_wmma.h"
#include "ops_cluster.h"
#include "ops_async.h"
#include "ops_tma.h"
#include "ops_wgmma.h"

#define PV_LANES 32
#define PV_NO_GUARD  0xffffu
#define PV_GUARD_NEG 0x8000u

typedef struct pv_insn {
    uint16_t op, guard;
    uint32_t d, a, b, c;
    uint32_t scratch;        /* ~0u: d may be written in every lane        */
    uint64_t x;
    uint32_t src;
    uint32_t aux;            /* a fourth operand or a small immediate       */
} pv_insn;
/* The record the picture above draws (the interpreter walks arrays of
   them; a change of size changes what a warp's code costs in cache). */
typedef char pv_insn_is_40_bytes[(sizeof(pv_insn) == 40 &&
                                  offsetof(pv_insn, x) == 24 &&
                                  offsetof(pv_insn, aux) == 36) ? 1 : -1];

/* The operations. I32/I64: any 32/64-bit integer (.b/.u/.s where the
   result bits do not depend on signedness); U/S where they do. */
#define PV_OPS(X) \
    X(NOP) X(JOIN) X(BRA) X(BRX) X(EXIT) X(TRAP) X(BAR) \
    /* moves and constants */ \
    X(MOV32) X(MOV64) X(MOVP) X(MOV_PN) X(SETP_CONST) \
    X(CVT_U32_U64) X(CVT_S32_S64) X(CVT_U64_U32) X(CVT_S64_S32) \
    X(CVT_U16_U32) X(CVT_S16_S32) X(CVT_U8_U32) X(CVT_S8_S32) \
    /* special registers */ \
    X(SREG_TID) X(SREG_NTID) X(SREG_CTAID) X(SREG_NCTAID) X(SREG_LANEID) \
    X(SREG_WARPID) X(SREG_NWARPID) X(SREG_LANEMASK) X(SREG_CLOCK) \
    X(SREG_CLOCK64) X(SREG_ZERO32) X(SREG_ZERO64) X(SREG_SMEM) X(ACTIVEMASK) \
    /* integer arithmetic */ \
    X(ADD_I32) X(ADD_I64) X(SUB_I32) X(SUB_I64) X(MUL_LO_I32) X(MUL_LO_I64) \
    X(MUL_HI_U32) X(MUL_HI_S32) X(MUL_WIDE_U32) X(MUL_WIDE_S32) \
    X(MUL_HI_U64) X(MUL_HI_S64) \
    X(MAD_LO_I32) X(MAD_LO_I64) X(MAD_WIDE_U32) X(MAD_WIDE_S32) \
    X(NEG_I32) X(NEG_I64) \
    X(MIN_U32) X(MIN_S32) X(MAX_U32) X(MAX_S32) \
    X(MIN_U64) X(MIN_S64) X(MAX_U64) X(MAX_S64) \
    /* logic and shifts */ \
    X(AND_B32) X(OR_B32) X(XOR_B32) X(NOT_B32) \
    X(AND_B64) X(OR_B64) X(XOR_B64) X(NOT_B64) \
    X(AND_P) X(OR_P) X(XOR_P) X(NOT_P) \
    X(SHL_B32) X(SHR_U32) X(SHR_S32) X(SHL_B64) X(SHR_U64) X(SHR_S64) \
    /* shifts by a constant (x), the same for every lane */ \
    X(SHL_IMM32) X(SHR_U_IMM32) X(SHR_S_IMM32) X(SHF_IMM) \
    X(SHL_IMM64) X(SHR_U_IMM64) X(SHR_S_IMM64) \
    /* comparison and selection */ \
    X(SETP_I32) X(SETP_I64) X(SETP_F32) X(SETP_F64) \
    X(SELP32) X(SELP64) \
    /* floating point (round to nearest; other modes through softfp) */ \
    X(ADD_F32) X(SUB_F32) X(MUL_F32) X(FMA_F32) X(ADD_F64) X(SUB_F64) \
    X(MUL_F64) X(FMA_F64) X(NEG_F32) X(ABS_F32) X(NEG_F64) X(ABS_F64) \
    X(CVT_F32_S32) X(CVT_F32_U32) X(CVT_F64_F32) \
    /* memory */ \
    X(LD_PARAM) X(LD) X(ST) X(CVTA_TO) X(CVTA_FROM) X(ADDR_OF) X(ISSPACEP) \
    /* GEN32 d = the 64-bit generic address of 32-bit generic address
       a + x (devmem.h: pv_generic32) */ \
    X(GEN32) \
    /* vector pack/unpack (mov): x = element bits | count << 8, elements
       in 32-bit columns a, b, c, aux (PV_NO_REG: a sink); the whole value's
       column in d */ \
    X(PACK) X(UNPACK) \
    /* calls (see pv_func): CALL x = function index, c > 0: the call's
       own save list, c entries of pv_code.saves from aux (less the
       PV_CALL_FP_FROM_SP bit; c = 0: the function's whole list;
       compile_saves.c); CALL_IND a = address
       column (aux: 1 when 32-bit), x = the call's ABI signature; RET x =
       function index; LCOPY copies c bytes of .local per lane from [a or
       none] + x to [b or none] + aux (a, b 32-bit offset columns);
       FRAME_ADDR d = a + x (a 32-bit column; aux: 64-bit destination) */ \
    X(CALL) X(CALL_IND) X(RET) X(LCOPY) X(FRAME_ADDR) \
    /* the thread's stack: ALLOCA d = new block of a bytes aligned to x
       (aux: 64-bit columns); STACKSAVE d = the stack pointer;
       STACKRESTORE the stack pointer = a (aux as for ALLOCA) */ \
    X(ALLOCA) X(STACKSAVE) X(STACKRESTORE) \
    /* membar/fence beyond the CTA: a host memory fence */ \
    X(FENCE) \
    /* textures (exec_tex.c): TEX a = the 64-bit handle column, b = a
       block of PV_TS_COLS operand columns (PV_TS_*), d = its 4 result
       columns, x = the sampler handle column (PV_TEX_SAMPLER), c = the
       residency predicate slot (PV_TEX_SPARSE), aux = PV_TEX_*;
       TXQ d = query aux (PV_TXQ_*) of handle a, b = the level column
       (PV_TXQ_LEVEL_FLAG); ISTYPEP predicate d = handle a names a live
       object of kind aux (PV_OBJ_*) */ \
    X(TEX) X(TXQ) X(ISTYPEP)

/* surfaces (exec_surf.c): SULD/SUST/SURED a = the 64-bit handle column,
   b = 4 coordinate columns of 32 bits (layer, x, y, z), d = 4 data
   columns of 64 bits (in for stores and reductions, out for loads),
   aux = PV_SURF_AUX; SUQ d = query aux (PV_SUQ_*, surface.h) of handle a */
#define PV_OPS_SURF(X) X(SULD) X(SUST) X(SURED) X(SUQ)
/* geometry (ptxvm_tex_geom 1..5) | .p | components | bytes per component |
   out-of-range mode | sured op and type | ptxvm_surface_op */
#define PV_SURF_AUX(geom, p, vec, size, mode, rop, rtype, op) \
    ((geom) | (p) << 3 | (vec) << 4 | (size) << 7 | (mode) << 11 | \
     (rop) << 13 | (rtype) << 16 | (op) << 18)
#define PV_SURF_GEOM(aux)  ((aux) & 7u)
#define PV_SURF_P(aux)     (((aux) >> 3) & 1u)
#define PV_SURF_VEC(aux)   (((aux) >> 4) & 7u)
#define PV_SURF_SIZE(aux)  (((aux) >> 7) & 15u)
#define PV_SURF_MODE(aux)  (((aux) >> 11) & 3u)
#define PV_SURF_ROP(aux)   (((aux) >> 13) & 7u)
#define PV_SURF_RTYPE(aux) (((aux) >> 16) & 3u)
#define PV_SURF_OP(aux)    (((aux) >> 18) & 3u)

enum pv_op {
#define PV_OP_ENUM(n) PV_OP_##n,
    PV_OPS(PV_OP_ENUM)
    PV_OPS_INT(PV_OP_ENUM)
    PV_OPS_FLOAT(PV_OP_ENUM)
    PV_OPS_WARP(PV_OP_ENUM)
    PV_OPS_ATOM(PV_OP_ENUM)
    PV_OPS_BAR(PV_OP_ENUM)
    PV_OPS_SURF(PV_OP_ENUM)
    PV_OPS_MMA(PV_OP_ENUM)
    PV_OPS_WMMA(PV_OP_ENUM)
    PV_OPS_CLUSTER(PV_OP_ENUM)
    PV_OPS_ASYNC(PV_OP_ENUM)
    PV_OPS_TMA(PV_OP_ENUM)
    PV_OPS_WGMMA(PV_OP_ENUM)
#undef PV_OP_ENUM
    PV_OP_COUNT
};

/* TEX aux: the geometry (ptxvm_tex_geom) | the result type
   (ptxvm_tex_result_type) << PV_TEX_RES_SHIFT | the lod mode
   (ptxvm_tex_lod) << PV_TEX_LOD_SHIFT | the gather component (0 tex,
   1..4 tld4.r/g/b/a) << PV_TEX_GATHER_SHIFT | 1 (.f16) or 2 (.f16x2)
   << PV_TEX_F16_SHIFT | flags. */
#define PV_TEX_GEOM_MASK    15u
#define PV_TEX_RES_SHIFT    4
#define PV_TEX_LOD_SHIFT    6
#define PV_TEX_GATHER_SHIFT 8
#define PV_TEX_F16_SHIFT    11
#define PV_TEX_INTC    (1u << 13)   /* .s32 coordinates (and lod)         */
#define PV_TEX_OFFSET  (1u << 14)   /* offset operand e                   */
#define PV_TEX_COMPARE (1u << 15)   /* depth compare operand f            */
#define PV_TEX_SAMPLER (1u << 16)   /* explicit sampler in column x       */
#define PV_TEX_SPARSE  (1u << 17)   /* d|p: residency to predicate c      */
/* The operand block of TEX, in 32-bit columns from b: coordinates
   x, y, z; array index; sample; lod; dPdx[3]; dPdy[3]; offset[3];
   compare; then the four result words. */
enum { PV_TS_C = 0, PV_TS_LAYER = 3, PV_TS_SAMPLE = 4, PV_TS_LEVEL = 5,
       PV_TS_DPDX = 6, PV_TS_DPDY = 9, PV_TS_OFF = 12, PV_TS_CMP = 15,
       PV_TS_RES = 16, PV_TS_COLS = 20 };
/* TXQ aux. */
enum { PV_TXQ_WIDTH = 1, PV_TXQ_HEIGHT, PV_TXQ_DEPTH, PV_TXQ_NORMALIZED,
       PV_TXQ_FILTER, PV_TXQ_ADDR0,      /* addr_mode_1, _2: ADDR0 + 1, + 2 */
       PV_TXQ_CHANNEL_TYPE = 9, PV_TXQ_CHANNEL_ORDER, PV_TXQ_ARRAY_SIZE,
       PV_TXQ_LEVELS, PV_TXQ_SAMPLES, PV_TXQ_FORCE_UNNORM };
/* ORed into a TXQ width/height/depth query: txq.level, the level in an
   operand of its own. */
#define PV_TXQ_LEVEL_FLAG 0x40u

/* Comparison codes for SETP_* (insn.aux). */
enum { PV_CMP_EQ, PV_CMP_NE, PV_CMP_LT, PV_CMP_LE, PV_CMP_GT, PV_CMP_GE,
       PV_CMP_LO, PV_CMP_LS, PV_CMP_HI, PV_CMP_HS, PV_CMP_EQU, PV_CMP_NEU,
       PV_CMP_LTU, PV_CMP_LEU, PV_CMP_GTU, PV_CMP_GEU, PV_CMP_NUM,
       PV_CMP_NAN };

/* Memory access descriptors for LD/ST (packed into insn.aux):
   bits 0-3 the element size in bytes (1, 2, 4, 8), bit 4 sign-extend,
   bits 5-8 the vector length (1, 2, 4, 8), bits 9-12 the state space
   (ir_space; SP_NONE = generic), bit 13 destination is a 64-bit column,
   bit 14 the address register is 32-bit. For LD/ST, a is the address
   column (or none: PV_NO_REG with x the absolute address/offset), x the
   constant offset, d the first data column (vector elements consecutive,
   each a whole column apart: insn.c is the column stride). */
#define PV_MEM_SIZE(aux)    ((aux) & 15u)
#define PV_MEM_SIGNED       (1u << 4)
#define PV_MEM_VEC(aux)     (((aux) >> 5) & 15u)
#define PV_MEM_SPACE(aux)   (((aux) >> 9) & 15u)
#define PV_MEM_AUX(size, vec, space) ((size) | ((vec) << 5) | ((space) << 9))
#define PV_MEM_WIDE_DST     (1u << 13)
#define PV_MEM_ADDR32       (1u << 14)
/* LD_PARAM (LD_PARAMS run): the launch fills d beforehand (compile_preload.c) */
#define PV_MEM_PRELOAD      (1u << 15)
#define PV_NO_REG 0xffffffffu
/* CALL c: the call's own save list leaves out the caller's frame pointer,
   which its return sets to the stack pointer less the frame (a
   recursive function's call of itself when it never moves its stack
   pointer; compile_saves.c) */
#define PV_CALL_FP_FROM_SP 0x80000000u
/* CALL c: the save list (c's count from aux) is one to four 32-bit
   registers, which entry and return copy by count without reading the
   entries' kinds (compile_call.c, cc_mark_call_words) */
#define PV_CALL_WORDS 0x40000000u

/* Special-register selectors (insn.aux). */
enum { PV_SR_X = 0, PV_SR_Y = 1, PV_SR_Z = 2 };

/* A function a kernel can call: a device function compiled into the same
   bytecode, or a host function (.extern .func resolved by name). A
   recursive function (one that can be active twice in a thread) keeps its
   .local and .param variables in a frame on the thread's stack, at fp +
   offset, and saves its registers there on entry; the others use fixed
   .local offsets. */
typedef struct pv_save {
    uint32_t slot;           /* column offset, or predicate slot            */
    uint32_t kind;           /* 4, 8: column width; 0: predicate            */
} pv_save;

enum { PV_BUILTIN_NONE, PV_BUILTIN_VPRINTF, PV_BUILTIN_MALLOC, PV_BUILTIN_FREE,
       PV_BUILTIN_ASSERTFAIL,
       PV_BUILTIN_DEVRT = 16 };  /* and up: CUDA device runtime function
                                    number builtin - PV_BUILTIN_DEVRT
                                    (devrt.c)                             */

typedef struct pv_func {
    uint32_t entry;          /* first instruction; PV_NO_REG for host ones  */
    uint32_t irfn;           /* ir_module.funcs index (its address)         */
    uint32_t frame;          /* recursive: frame bytes (16-aligned), else 0 */
    uint32_t save_bytes;     /* recursive: register save area per lane      */
    uint32_t fp, retpc;      /* 32-bit columns: frame base, return PC       */
    uint32_t saves, nsaves;  /* pv_code.saves[saves ..]                     */
    uint32_t abi;            /* signature: parameter and result layout      */
    uint32_t nparams, nrets;
    uint32_t layout;         /* pv_code.playout[layout ..]                  */
    uint32_t arg_bytes, ret_bytes;
    uint32_t host;           /* index in the VM's host functions + 1, or 0  */
    uint32_t builtin;        /* PV_BUILTIN_* when not registered            */
    uint32_t name;           /* symbol, for messages                        */
    uint32_t recursive;
} pv_func;

/* A compiled kernel. */
typedef struct pv_const {
    uint32_t slot;           /* register-file offset of the column          */
    uint32_t wide;           /* 64-bit column                               */
    uint64_t value;
} pv_const;

typedef struct pv_code {
    pv_insn  *insns;
    uint32_t  ninsns;
    uint32_t  rf_bytes;      /* register file per warp                      */
    uint32_t  npreds;        /* predicate slots per warp                    */
    pv_const *consts;
    uint32_t  nconsts;
    uint32_t  local_bytes;   /* .local frame per thread                     */
    uint32_t  shared_bytes;  /* static .shared per CTA                      */
    uint32_t  param_bytes;   /* kernel parameter buffer                     */
    uint32_t *param_offsets; /* offset of each kernel parameter             */
    uint32_t  nparams;
    uint32_t  insn_cap, const_cap;   /* allocated sizes                     */
    pv_func  *funcs;         /* callable functions                          */
    uint32_t  nfuncs, funcs_cap;
    pv_save  *saves;
    uint32_t  nsaves, saves_cap;
    uint32_t *playout;       /* per function: (offset, size) of each
                                parameter in argbuf, then of each result
                                in retbuf                                   */
    uint32_t  nplayout, playout_cap;
    uint32_t  sp;            /* 32-bit column: the thread's stack pointer   */
    uint32_t  cctx;          /* 32-bit column: each lane's call context, a
                                hash of the call sites it is in (0 in the
                                kernel); lanes of one group whose contexts
                                differ reached the same instruction from
                                different calls, and ACTIVEMASK and the
                                legacy warp votes tell them apart as the
                                GPU does. PV_NO_REG without calls        */
    uint32_t  argbuf, retbuf;   /* .local offsets of the call buffers       */
    uint32_t  uses_stack;    /* recursive functions: .local gets the
                                VM's stack size above local_bytes          */
    uint32_t  stack_scale;   /* ... times this (frames also hold saved
                                registers; compile_call.c)                 */
    struct pv_regname *regnames;  /* for the disassembler: the register
                                variables by slot (compile_names.c)        */
    uint32_t  nregnames;
} pv_code;

/* A register variable's place: its first column (or predicate slot), the
   column width (4, 8; 0 for predicates), its ir_module.vars index and
   the element at slot (the next ones follow it; a reordered %r<N>,
   compile_vecperm.c, has one entry per element). */
typedef struct pv_regname {
    uint32_t slot, width, var, first;
} pv_regname;

#endif
