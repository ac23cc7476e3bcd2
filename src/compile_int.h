/* The compiler's internals, shared by compile.c (the driver: layout,
   operands, the walk), the lowering table (compile_table.c) and the
   lowering functions it names, one file per concern (compile_move.c,
   compile_arith.c, compile_cvt.c, compile_ctrl.c, compile_call.c, and
   the instruction families compile_intfam.c, compile_floatfam.c,
   compile_warp.c, compile_bar.c, compile_atom.c, compile_tex.c,
   compile_txq.c, compile_surf.c). */
#ifndef PTXVM_COMPILE_INT_H
#define PTXVM_COMPILE_INT_H
#include "compile.h"
#include "isa.h"

#define CC_COL32 (PV_LANES * 4u)
#define CC_COL64 (PV_LANES * 8u)
#define CC_NO_SLOT 0xffffffffu

typedef struct cc_fix {
    uint32_t insn;           /* the BRA to patch                           */
    uint32_t label;          /* ir_module.labels index                     */
} cc_fix;

typedef struct cc {
    ptxvm_module *mod;
    ir_module    *m;
    pv_diag      *d;
    pv_heap      *h;
    const ir_func *f;
    pv_code      *code;
    uint32_t      cap, ccap, fcap;
    uint32_t     *chash;       /* open-addressed: consts index + 1, 0 empty */
    uint32_t      chash_cap;   /* a power of two, or 0 before the first     */
    uint32_t     *var_slot;    /* per variable: column offset, predicate
                                  slot, or address in its space          */
    uint32_t     *label_bc;    /* per label: bytecode index               */
    cc_fix       *fixes;
    uint32_t      nfixes;
    uint32_t      dyn_shared;  /* offset of extern .shared                 */
    uint32_t      cc_flag;     /* CC.CF predicate slot + 1 (0: none yet)   */
    uint32_t      pred_tmp;    /* two scratch predicates + 1 (0: none yet) */
    /* functions (compile_call.c) */
    uint32_t     *fn_code;     /* per ir function: pv_func index + 1       */
    uint32_t     *defs;        /* (name, ir function) of each definition,
                                  sorted: finds a declaration's body       */
    uint32_t      ndefs;       /* pairs in defs; built on first need       */
    pv_sema      *S;           /* the checker, bound once per compile       */
    const uint8_t *skip;       /* per instruction: leave it out (or NULL)  */
    uint32_t      bad_inst;    /* the instruction cc_unsupported refused   */
    const ir_opnd *sreg_opnd;  /* cvt's special-register source, read into
                                  sreg_col (sreg_wide: 64 bits), or NULL  */
    uint32_t      sreg_col;
    int           sreg_wide;
    uint8_t      *var_home;    /* per variable: CC_HOME_*                  */
    uint32_t     *var_fp;      /* per CC_HOME_FRAME variable: fp column    */
    uint32_t      local;       /* fixed .local bytes placed so far          */
    uint32_t      cur;         /* pv_func being compiled + 1; 0: the kernel */
    uint32_t      cur_fp;      /* its frame-pointer column                  */
    uint32_t      shared;      /* static .shared bytes placed so far        */
    pv_save      *used;        /* registers the function being compiled
                                  names (a recursive one saves them)       */
    uint32_t      nused, used_cap;
    uint32_t     *lay;         /* a call's argument layout when it has more
                                  than fit on the stack (compile_call.c)   */
    uint32_t      lay_cap;
    /* fusion (peephole.c): each register column's name, and how many
       times the IR names each name */
    uint32_t     *col_sym;     /* per 32-bit column unit; 0 unknown       */
    uint32_t      ncols;
    uint32_t     *name_keys;
    uint8_t      *name_counts;
    uint8_t      *name_defs;   /* and how many of them write it            */
    uint32_t      name_cap, name_n;
    uint32_t     *pred_sym;    /* per predicate slot its name (peephole_pred.c) */
    uint32_t      npred_sym;
    uint32_t      tex_scratch; /* TEX operand block + 1 (0: none yet)      */
    uint32_t      mma_scratch; /* MMA operand blocks + 1 (0: none yet)     */
    uint32_t      mx_scratch;  /* matrix register block + 1 (compile_wmma.c) */
    /* register orders for vector operands (compile_vecperm.c) */
    const ir_func *vp_func;    /* the function they were made for last     */
    uint32_t     *vp_at;       /* per variable: its order in vp_pool, or
                                  UINT32_MAX (the declared order)          */
    uint32_t     *vp_next;     /* per variable: next free place, building  */
    uint32_t     *vp_pool;     /* per element of each: its place           */
    uint32_t      vp_len;
    uint32_t      vp_want[16];  /* the current function's variables to order */
    uint32_t      vp_nwant;
} cc;
#define VP_MAX_WANT 16u

/* Where a .local or function .param variable lives. */
enum { CC_HOME_NONE, CC_HOME_LOCAL, CC_HOME_FRAME };

typedef struct cc_op {
    uint32_t slot;           /* column offset or predicate slot          */
    int      wide;           /* 64-bit column                            */
    int      pred;
} cc_op;

static inline int cc_type_wide(ir_type t)
{
    return ir_type_size(t) == 8;
}

static inline int cc_is_signed(ir_type t)
{
    return ir_type_class(t) == TC_SINT;
}

/* Fail the compile: `instruction 'add.cc.u32' is not supported ...` with
   the instruction's position and an optional detail. */
PTXVM_INTERNAL PV_NORETURN void cc_unsupported(cc *C, const ir_inst *in,
                                               const char *why);
/* Append an instruction (guard none, operands 0) for IR instruction src. */
PTXVM_INTERNAL pv_insn *cc_emit(cc *C, uint32_t op, uint32_t src);
/* Fresh register-file bytes (scratch columns); a fresh predicate slot. */
PTXVM_INTERNAL uint32_t cc_cols(cc *C, uint32_t bytes);
/* A constant column holding value (32- or 64-bit). */
PTXVM_INTERNAL uint32_t cc_const(cc *C, uint64_t value, int wide);
/* A register operand's column (element/component applied). */
PTXVM_INTERNAL cc_op cc_reg(cc *C, pv_sema *S, const ir_inst *in,
                            const ir_opnd *o);
/* A source operand as a column of the given width: registers, or
   constants placed in constant columns (f64 literals rounded to f32 for
   32-bit operands). */
PTXVM_INTERNAL uint32_t cc_src(cc *C, pv_sema *S, const ir_inst *in,
                               const ir_opnd *o, int wide);
/* An address operand [reg+off], [var+off] or [off]: the register column
   (PV_NO_REG for none; *addr32 when it is 32-bit) and the constant part
   in *off; *var_space receives the space a variable implies (SP_LOCAL
   for .local and function .param variables; SP_NONE for registers and
   constants). */
PTXVM_INTERNAL uint32_t cc_addr_operand(cc *C, pv_sema *S, const ir_inst *in,
                                        const ir_opnd *o, uint64_t *off, int *addr32,
                                        uint32_t *var_space);
/* A predicate register operand's slot. */
PTXVM_INTERNAL uint32_t cc_pred(cc *C, pv_sema *S, const ir_inst *in,
                                const ir_opnd *o);
/* Copy the instruction's guard onto I. */
PTXVM_INTERNAL void cc_guard(cc *C, pv_sema *S, const ir_inst *in, pv_insn *I);
/* Special registers (compile_sreg.c): read r (operand src) into column
   dslot; and, for a cvt whose source is one, read it into a scratch
   column that then stands for the operand (C->sreg_opnd). */
PTXVM_INTERNAL void cc_read_sreg(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const ir_opnd *src,
                                 const sema_ref *r, uint32_t dslot, int wide);
PTXVM_INTERNAL void cc_sreg_cvt_source(cc *C, pv_sema *S, const ir_inst *in,
                                       uint32_t ii);

/* Place variable vi: registers in columns; .local and .param ones at a
   fixed .local offset, or in the frame when frame is not NULL. */
PTXVM_INTERNAL void cc_place_var(cc *C, uint32_t vi, uint32_t *frame);

/* Calls (compile_call.c): find and lay out the functions kernel needs;
   the entry moves of function pfi; lower call and ret (in NULL: the
   implicit return at the end of a function). */
PTXVM_INTERNAL void cc_calls_plan(cc *C, uint32_t kernel);
PTXVM_INTERNAL void cc_function_prologue(cc *C, uint32_t pfi);
PTXVM_INTERNAL void cc_lower_call(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                                  const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_ret(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                                 const isa_decoded *dec);
PTXVM_INTERNAL int cc_var_local(cc *C, uint32_t vi, uint32_t *base, uint64_t *off);
/* Note that the function being compiled names a register (kind 4, 8, or
   0 for a predicate); after its body, build its save list. */
PTXVM_INTERNAL void cc_note_reg(cc *C, uint32_t slot, uint32_t kind);
/* Keep where each register variable lives, for the disassembler
   (compile_names.c). */
PTXVM_INTERNAL void cc_note_names(cc *C);
/* Orders of the current function's register declarations that put its
   vector operands' elements in consecutive columns (compile_vecperm.c);
   called before its first instruction is lowered. */
PTXVM_INTERNAL void cc_vec_order(cc *C, pv_sema *S);
PTXVM_INTERNAL void cc_vec_order_free(cc *C);
/* The column place of element e of register variable var. */
static inline uint32_t cc_vec_place(const cc *C, uint32_t var, uint32_t e)
{
    return C->vp_at && C->vp_at[var] < UINT32_MAX - 1u ? C->vp_pool[C->vp_at[var] + e] : e;
}
PTXVM_INTERNAL void cc_function_saves(cc *C, uint32_t pfi);

/* Fusion of adjacent instructions (peephole.c): open the counts after
   layout, count each IR instruction's names as it is lowered and note
   each register column's name, fuse and compact at the end; close frees
   the counts. */
PTXVM_INTERNAL void cc_mentions_open(cc *C);
PTXVM_INTERNAL void cc_note_mentions(cc *C, const ir_inst *in);
/* A register operand named sym resolved to column slot (compile.c). */
PTXVM_INTERNAL void cc_note_col(cc *C, uint32_t slot, uint32_t sym);
PTXVM_INTERNAL void cc_peephole(cc *C);
/* peephole.c's tests, for peephole_tree.c */
PTXVM_INTERNAL uint32_t cc_mentions(const cc *C, uint32_t slot);
PTXVM_INTERNAL uint32_t cc_defs(const cc *C, uint32_t slot);
PTXVM_INTERNAL int cc_single(const pv_insn *code, uint32_t n, uint32_t i);
PTXVM_INTERNAL int cc_const_column(const pv_code *k, uint32_t slot, uint64_t *value);
/* Ops that read a, b (and c: *nsrc 3) as 32-bit columns and nothing
   else, so may read a constant column in place of a register
   (peephole_guard.c). */
PTXVM_INTERNAL int cc_reads_cols32(uint32_t op, int *nsrc);
/* Copies of kernel parameters and constants (peephole_copy.c), before
   the fusions:
   how many it marked 2 in map (n entries, all set), UINT32_MAX when
   out of memory. */
PTXVM_INTERNAL uint32_t cc_forward_copies(cc *C, pv_insn *code, uint32_t n, uint32_t *map);
/* The tree and counter fusions at instruction i (peephole_tree.c): how
   many instructions from i on it consumed (marked 2 in map), or 0. */
PTXVM_INTERNAL uint32_t cc_fuse_tree(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                                     uint32_t *map);
/* The fusions that need the compacted code (peephole_tree.c). */
PTXVM_INTERNAL void cc_fuse_tree_next(cc *C, pv_insn *code, uint32_t n);
/* The shfl at i heads a whole shuffle-scan loop: PV_WARP_LOOP
   (peephole_scanloop.c); target marks the jump targets. */
PTXVM_INTERNAL void cc_mark_scan_loop(pv_insn *code, uint32_t n, uint32_t i,
                                      const uint8_t *target);
/* The guard-chain fusions at instruction i (peephole_guard.c), as
   cc_fuse_tree. */
PTXVM_INTERNAL uint32_t cc_fuse_guard(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                                      uint32_t *map);
/* The fused loads at instruction i (peephole_load.c), as cc_fuse_tree. */
PTXVM_INTERNAL uint32_t cc_fuse_load(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                                     uint32_t *map);
/* LD and ST of one .shared word a lane become LD_SH32 and ST_SH32
   (compile_sh32.c), after every pass that reads them. */
PTXVM_INTERNAL void cc_mark_sh32(pv_code *k);
/* PV_WARP_ALL1 on .sync forms whose mask is the constant -1 (compile_warp.c) */
PTXVM_INTERNAL void cc_mark_full_masks(pv_code *k);
/* PV_MEM_PRELOAD on parameter loads the launch does (compile_preload.c) */
PTXVM_INTERNAL void cc_preload_params(cc *C);
/* PV_XS_BASE_ONE on LD_XS records whose base is a preloaded parameter
   (peephole_load.c), after cc_preload_params. */
PTXVM_INTERNAL void cc_mark_xs_bases(cc *C);
/* LD and ST of one .local word a lane at a fixed offset (the call
   buffers) become LD_LC32 and ST_LC32 (compile_lc32.c), likewise last. */
PTXVM_INTERNAL void cc_mark_lc32(pv_code *k);
/* Calls of recursive functions whose save list is one to four 32-bit
   registers get PV_CALL_WORDS (compile_call.c); last, like the above. */
PTXVM_INTERNAL void cc_mark_call_words(pv_code *k);
PTXVM_INTERNAL void cc_mentions_close(cc *C);
/* How many times the IR names sym (0xff: too many to count). */
PTXVM_INTERNAL uint32_t cc_name_count(const cc *C, uint32_t sym);
/* Predicate chains (peephole_pred.c): open and close its table of each
   predicate slot's name with the counts; a predicate operand named sym
   resolved to slot (compile.c); the fusions on the compacted code, which
   mark the instructions they remove 2 in map (n + 1 entries, filled
   here) and return how many. */
PTXVM_INTERNAL void cc_pred_open(cc *C);
PTXVM_INTERNAL void cc_pred_close(cc *C);
PTXVM_INTERNAL void cc_pred_pin(cc *C, uint32_t slot, uint32_t n);
PTXVM_INTERNAL void cc_note_pred(cc *C, uint32_t slot, uint32_t sym);
PTXVM_INTERNAL uint32_t cc_fuse_pred(cc *C, pv_insn *code, uint32_t n, uint32_t *map);

/* 32-bit addresses (compile_addr32.c): an access in space through the
   32-bit register *areg plus *off: a .global one gets PV_GLOBAL_BASE
   added to *off; a generic one is translated into a 64-bit scratch
   column first (GEN32), which becomes *areg (*off 0, *addr32 0). */
PTXVM_INTERNAL void cc_addr32(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                              uint32_t space, uint32_t *areg, uint64_t *off, int *addr32);

/* mov.u64 d, name of a .texref/.samplerref/.surfref: d receives the
   handle the name holds, which tex, txq and istypep take in a register
   (the ISA's indirect access, where the register holds the reference's
   address). Returns 0, emitting nothing, when o names no reference. */
PTXVM_INTERNAL int cc_tex_mov_ref(cc *C, pv_sema *S, const ir_inst *in,
                                  const ir_opnd *o, uint32_t d);
/* The sampler of a unified-mode .texref name's initialiser as a
   constant column, or CC_NO_SLOT. */
PTXVM_INTERNAL uint32_t cc_tex_ref_sampler(cc *C, pv_sema *S,
                                           const ir_opnd *o);
/* A guarded MOV32 d = a; an ill-formed texture instruction (an error
   with the position of operand at, or of the instruction). */
PTXVM_INTERNAL void cc_tex_move(cc *C, pv_sema *S, const ir_inst *in,
                                uint32_t ii, uint32_t d, uint32_t a);
PTXVM_INTERNAL PV_NORETURN void cc_tex_invalid(cc *C, const ir_inst *in,
                                              const ir_opnd *at,
                                              const char *why);
/* The 64-bit column holding a texture, surface or sampler handle
   operand: a .b64 register, or a module .texref/.surfref/.samplerref
   (reftype T_TEXREF, T_SURFREF or T_SAMPLERREF) whose handle is loaded
   (compile_tex.c). */
PTXVM_INTERNAL uint32_t cc_tex_handle(cc *C, pv_sema *S, const ir_inst *in,
                                      const ir_opnd *h, uint32_t reftype);
/* The last instruction emitted branches to label (an ir_module.labels
   index); patched when the function is done. */
PTXVM_INTERNAL void cc_branch_fix(cc *C, uint32_t label);

/* ---- lowering: one function per instruction --------------------------
   cc_lowerer(in->opcode) (compile_table.c) lowers IR instruction ii,
   whose decoded form is dec, or fails the compile (cc_unsupported). */
typedef void (*cc_lower_fn)(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                            const isa_decoded *dec);
/* The entry for opcode (a KW_op_* keyword), or NULL. */
PTXVM_INTERNAL cc_lower_fn cc_lowerer(uint32_t opcode);

/* moves and memory (compile_move.c), cvt (compile_cvt.c) */
PTXVM_INTERNAL void cc_lower_mov(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_ld(cc *C, pv_sema *S, const ir_inst *in,
                                uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_st(cc *C, pv_sema *S, const ir_inst *in,
                                uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_prefetch(cc *C, pv_sema *S, const ir_inst *in,
                                      uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_isspacep(cc *C, pv_sema *S, const ir_inst *in,
                                      uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_cvta(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_cvt(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
/* arithmetic, logic and comparison (compile_arith.c) */
PTXVM_INTERNAL void cc_lower_setp(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_set(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_add(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_sub(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_mul(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_mad(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_fma(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_div(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_neg(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_abs(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_minmax(cc *C, pv_sema *S, const ir_inst *in,
                                    uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_logic(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_shift(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_selp(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
/* control flow (compile_ctrl.c; call and ret above, in compile_call.c) */
PTXVM_INTERNAL void cc_lower_bra(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_brx(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_exit(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_stack(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_trap(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_nanosleep(cc *C, pv_sema *S, const ir_inst *in,
                                       uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_fence(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
/* integers (compile_intfam.c) */
PTXVM_INTERNAL void cc_lower_addc(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_madc(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_lop3(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_mul24(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_mad24(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_sad(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_rem(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_popc(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_bfind(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_brev(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_cnot(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_bfe(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_bfi(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_fns(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_bmsk(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_szext(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_dp4a(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_shf(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_prmt(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_vscalar(cc *C, pv_sema *S, const ir_inst *in,
                                     uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_vmad(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_vsimd(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
/* floating point (compile_floatfam.c) */
PTXVM_INTERNAL void cc_lower_testp(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_slct(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_float_math(cc *C, pv_sema *S, const ir_inst *in,
                                        uint32_t ii, const isa_decoded *dec);
/* warp-wide (compile_warp.c) */
PTXVM_INTERNAL void cc_lower_activemask(cc *C, pv_sema *S, const ir_inst *in,
                                        uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_vote(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_shfl(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_match(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_redux(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
/* barriers (compile_bar.c) and atomics (compile_atom.c) */
PTXVM_INTERNAL void cc_lower_bar(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_barrier(cc *C, pv_sema *S, const ir_inst *in,
                                     uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_atom(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
/* textures and surfaces (compile_tex.c, compile_txq.c, compile_surf.c) */
PTXVM_INTERNAL void cc_lower_tex(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_txq(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_istypep(cc *C, pv_sema *S, const ir_inst *in,
                                     uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_suld(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_sust(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_sured(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_suq(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);

/* Forms of shared instructions that a family lowers: each returns 1, or
   0 having emitted nothing for a form it does not take (the
   instruction's entry function then lowers it another way). */
/* integers (compile_intfam.c) */
PTXVM_INTERNAL int cc_int_cvt(cc *C, pv_sema *S, const ir_inst *in,
                              uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_setp(cc *C, pv_sema *S, const ir_inst *in,
                               uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_set(cc *C, pv_sema *S, const ir_inst *in,
                              uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_addsub(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_mul(cc *C, pv_sema *S, const ir_inst *in,
                              uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_mad(cc *C, pv_sema *S, const ir_inst *in,
                              uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_divrem(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_abs(cc *C, pv_sema *S, const ir_inst *in,
                              uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_neg(cc *C, pv_sema *S, const ir_inst *in,
                              uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_minmax(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_logic16(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_shift16(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_int_selp16(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
/* floating point (compile_floatfam.c) */
PTXVM_INTERNAL int cc_float_cvt(cc *C, pv_sema *S, const ir_inst *in,
                                uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_float_setp(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_float_set(cc *C, pv_sema *S, const ir_inst *in,
                                uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_float_arith(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
/* bar.warp.sync (compile_warp.c) */
PTXVM_INTERNAL int cc_warp_bar_sync(cc *C, pv_sema *S, const ir_inst *in,
                                    uint32_t ii, const isa_decoded *dec);

/* mma family (compile_mma.c): mma.sync.aligned. */
PTXVM_INTERNAL void cc_lower_mma(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const isa_decoded *dec);
/* The warp matrix family (compile_wmma.c): wmma.load/store/mma,
   ldmatrix, stmatrix, movmatrix. */
PTXVM_INTERNAL void cc_lower_wmma(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_ldmatrix(cc *C, pv_sema *S, const ir_inst *in,
                                      uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_stmatrix(cc *C, pv_sema *S, const ir_inst *in,
                                      uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_movmatrix(cc *C, pv_sema *S, const ir_inst *in,
                                       uint32_t ii, const isa_decoded *dec);
/* ---- cluster family (compile_cluster.c): clusters and the newer
   instructions that leave results alone */
#define CC_LOWER(name) PTXVM_INTERNAL void cc_lower_##name(cc *C, pv_sema *S, \
    const ir_inst *in, uint32_t ii, const isa_decoded *dec);
CC_LOWER(barrier_cluster) CC_LOWER(mapa) CC_LOWER(getctarank) CC_LOWER(elect)
CC_LOWER(setmaxnreg) CC_LOWER(griddepcontrol) CC_LOWER(createpolicy)
CC_LOWER(applypriority) CC_LOWER(discard)
#undef CC_LOWER
/* async family (compile_async.c): mbarrier.*; cp.async, its groups and
   cp.async.mbarrier.arrive. */
PTXVM_INTERNAL void cc_lower_mbarrier(cc *C, pv_sema *S, const ir_inst *in,
                                      uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_cp(cc *C, pv_sema *S, const ir_inst *in,
                                uint32_t ii, const isa_decoded *dec);
/* bulk-copy family (compile_tma.c): the cp forms cc_tma_bulk claims
   (cp.async.bulk*, cp.reduce.async.bulk*; cp.async's are compile_async.c's)
   and tensormap.replace / tensormap.cp_fenceproxy. */
PTXVM_INTERNAL int cc_tma_bulk(cc *C, const ir_inst *in);
PTXVM_INTERNAL void cc_lower_cp_bulk(cc *C, pv_sema *S, const ir_inst *in,
                                     uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL void cc_lower_tensormap(cc *C, pv_sema *S, const ir_inst *in,
                                       uint32_t ii, const isa_decoded *dec);
/* st.async and red.async into a CTA of the cluster (compile_tma.c):
   1 when in is one of them (lowered), else 0 for st's and red's own. */
PTXVM_INTERNAL int cc_lower_store_async(cc *C, pv_sema *S, const ir_inst *in,
                                        uint32_t ii, const isa_decoded *dec);
/* ---- warpgroup MMA (compile_wgmma.c): wgmma.mma_async, .fence,
   .commit_group, .wait_group; checks its forms itself (dec may be NULL) */
PTXVM_INTERNAL void cc_lower_wgmma(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
#endif
