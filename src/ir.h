/* The module IR: what the parser builds, the checker annotates, the
   printer prints and the compiler consumes.

   Everything lives in flat pools owned by the module (ir_module), and
   items refer to each other by 32-bit indices, so the IR is compact
   (a few bytes per byte of PTX), cheap to build and trivially freed.
   Names are symbol ids from the module's string table (strtab.h); index 0
   of every pool is unused so that 0 can mean "none". Every node carries
   its source position (1-based line and column, in bytes). */
#ifndef PTXVM_IR_H
#define PTXVM_IR_H
#include "strtab.h"

/* ---- types ------------------------------------------------------------ */
typedef enum ir_type {
    T_NONE = 0,
    T_PRED,
    T_B8, T_B16, T_B32, T_B64, T_B128,
    T_U8, T_U16, T_U32, T_U64,
    T_S8, T_S16, T_S32, T_S64,
    T_F16, T_F16X2, T_BF16, T_BF16X2, T_F32, T_F64,
    T_TF32, T_F32X2, T_U16X2, T_S16X2,
    T_E4M3, T_E5M2, T_E4M3X2, T_E5M2X2, T_E2M1X2, T_E2M3X2, T_E3M2X2,
    T_UE8M0X2,
    T_TEXREF, T_SAMPLERREF, T_SURFREF,
    T_COUNT
} ir_type;

/* The ir_type named by a type keyword (KW_u32 -> T_U32), or T_NONE. */
PTXVM_INTERNAL ir_type ir_type_of_kw(uint32_t kw);
/* The keyword naming t (T_U32 -> KW_u32). */
PTXVM_INTERNAL uint32_t ir_type_kw(ir_type t);
/* Size in bytes (T_PRED: 1, opaque references: 8). */
PTXVM_INTERNAL uint32_t ir_type_size(ir_type t);
/* Classes used by the operand-compatibility rules of ISA section 6.1. */
enum { TC_NONE, TC_PRED, TC_BITS, TC_UINT, TC_SINT, TC_FLOAT, TC_OPAQUE };
PTXVM_INTERNAL int ir_type_class(ir_type t);

/* ---- state spaces -------------------------------------------------------- */
typedef enum ir_space {
    SP_NONE = 0, SP_REG, SP_SREG, SP_CONST, SP_GLOBAL, SP_LOCAL, SP_PARAM,
    SP_SHARED, SP_TEX
} ir_space;
PTXVM_INTERNAL ir_space ir_space_of_kw(uint32_t kw);
PTXVM_INTERNAL uint32_t ir_space_kw(ir_space s);

/* ---- linkage ------------------------------------------------------------ */
enum { LK_NONE = 0, LK_EXTERN, LK_VISIBLE, LK_WEAK, LK_COMMON };

/* ---- variables ------------------------------------------------------------
   One record per declared name: module variables, function parameters and
   return values, registers (a parameterised %r<100> is one record with
   count 100), locals in nested blocks. */
enum {
    VF_MANAGED      = 1u << 0,  /* .attribute(.managed)                   */
    VF_UNSIZED      = 1u << 1,  /* first dimension left empty: a[]        */
    VF_PTR          = 1u << 2,  /* .param with .ptr attribute             */
    VF_RETURN       = 1u << 3,  /* a .func return value                   */
    VF_UNIFIED      = 1u << 4,  /* .attribute(.unified(...))              */
    VF_PARAMETERISED = 1u << 5, /* %r<count>                              */
    VF_MODULE_COPY  = 1u << 6   /* a function's copy of a module-scope
                                   .reg (parse.c): the function's own
                                   names shadow it                       */
};

typedef struct ir_var {
    uint32_t name;          /* symbol                                     */
    uint32_t line, col;
    uint8_t  space;         /* ir_space                                   */
    uint8_t  type;          /* ir_type of one element                     */
    uint8_t  vec;           /* 0 scalar, else 2, 4 or 8                   */
    uint8_t  linkage;       /* LK_*                                       */
    uint8_t  flags;         /* VF_*                                       */
    uint8_t  ndims;         /* array dimensions                           */
    uint8_t  ptr_space;     /* .ptr .global etc: the pointee space        */
    uint8_t  pad_;
    uint32_t align;         /* .align N, 0 when not given                 */
    uint32_t ptr_align;     /* .ptr ... .align N                          */
    uint32_t count;         /* %r<count>; 0 when not parameterised        */
    uint32_t dims;          /* first dimension in ir_module.dims           */
    uint32_t init;          /* initializer index in ir_module.inits, or 0  */
    uint32_t scope;         /* block within its function; 0 = outermost   */
    uint64_t size;          /* bytes (after dims are known); 0 unsized     */
} ir_var;

/* ---- initializers ----------------------------------------------------------
   An initializer is the variable's memory image as runs of bytes at byte
   offsets (ir_seg; bytes not covered are zero), plus relocations for
   elements that hold an address. Runs keep sparse initialisers of huge
   arrays small. Texture/sampler/surface references keep their field
   initialisers as (field, value) pairs. */
typedef struct ir_seg {
    uint64_t offset;        /* byte offset in the variable                */
    uint32_t bytes;         /* first byte in ir_module.blob               */
    uint32_t n;             /* length                                     */
} ir_seg;

enum { RELOC_ADDR = 0, RELOC_GENERIC = 1 };
typedef struct ir_reloc {
    uint64_t offset;        /* byte offset in the variable                */
    uint32_t sym;           /* the variable or function whose address     */
    uint8_t  kind;          /* RELOC_*                                    */
    uint8_t  size;          /* bytes of the element (4 or 8)              */
    int64_t  addend;
    uint32_t line, col;     /* the name in the initialiser                */
} ir_reloc;

typedef struct ir_field {
    uint32_t name;          /* addr_mode_0, filter_mode, ...              */
    uint32_t sym;           /* value as identifier (clamp_to_edge), or 0  */
    uint64_t value;         /* value as integer when sym == 0             */
} ir_field;

typedef struct ir_init {
    uint32_t segs, nsegs;       /* into ir_module.segs                    */
    uint32_t relocs, nrelocs;   /* into ir_module.relocs                  */
    uint32_t fields, nfields;   /* into ir_module.fields                  */
    uint64_t elems;         /* outermost elements given (sizes a[])       */
    uint8_t  braced;        /* written with braces (else one scalar)      */
} ir_init;

/* ---- operands ----------------------------------------------------------------
   An instruction's top-level operands are contiguous in ir_module.opnds;
   the elements of a vector, a call argument list or a p|q pair are
   contiguous elsewhere in the pool, starting at `sub`. */
typedef enum ir_opnd_kind {
    OK_NONE = 0,
    OK_REG,       /* sym: a name: register, variable, label or function  */
    OK_INT,       /* val: integer constant; OF_UNSIGNED when .u64 typed   */
    OK_F32,       /* val: 32-bit float bits (0fXXXXXXXX)                  */
    OK_F64,       /* val: 64-bit double bits (decimal or 0dXXXX...)       */
    OK_SYM,       /* sym: label, function or variable as a value; val: +  */
    OK_ADDR,      /* [sym+val] / [val]; OF_ARRAY for sym[val]             */
    OK_VEC,       /* {a, b, c, d}: n elements at sub                       */
    OK_LIST,      /* (a, b, ...): call arguments/returns, n at sub         */
    OK_PAIR,      /* p|q: 2 elements at sub                                */
    OK_SINK,      /* _                                                     */
    OK_BRACKET    /* [a, b, {c, d}]: texture/surface operand, n at sub     */
} ir_opnd_kind;

enum {
    OF_NEG      = 1u << 0,  /* !p                                         */
    OF_COMP     = 1u << 1,  /* register component: comp = 0..3 (.x..w)     */
    OF_UNSIGNED = 1u << 2,  /* integer constant typed .u64                */
    OF_ARRAY    = 1u << 3,  /* sym[val] array-element address             */
    OF_SUFFIX   = 1u << 4,  /* address followed by a modifier (.unified)  */
    OF_VSEL     = 1u << 5,  /* register with a video selector (.b0, .h10,
                               .b3210 ...): val holds its digits one a
                               nibble as written (.b3210: 0x3210), the
                               count in bits 16-19, bit 20 for .h       */
    OF_MINUS    = 1u << 6   /* -r: a negated register (vmad)               */
};
#define IR_VSEL_DIGITS(val) ((uint32_t)(val) & 0xffffu)
#define IR_VSEL_COUNT(val)  (((uint32_t)(val) >> 16) & 15u)
#define IR_VSEL_HALF        (1u << 20)

typedef struct ir_opnd {
    uint8_t  kind;          /* ir_opnd_kind                               */
    uint8_t  flags;         /* OF_*                                       */
    uint8_t  comp;          /* component for OF_COMP                      */
    uint8_t  pad_;
    uint32_t sym;           /* name, or 0                                 */
    uint32_t sub;           /* OK_VEC/LIST/PAIR: first element            */
    uint32_t n;             /* OK_VEC/LIST/PAIR: element count            */
    uint64_t val;           /* constant, or address offset (two's compl.) */
    uint32_t line, col;     /* where the operand starts                   */
} ir_opnd;

/* ---- instructions ------------------------------------------------------------ */
enum {
    IF_GUARD_NEG = 1u << 0,
    IF_BRACE_WIDE = 1u << 1,  /* ld.b64 {a, b} written as ld.v2.b32 (legacy.c):
                                 each element must be exactly that size */
    IF_DEFERRED = 1u << 2     /* valid PTX 9.0 the instruction table lacks
                                 (sema.c): refused when a kernel reaches it */
};

typedef struct ir_inst {
    uint32_t line, col;
    uint32_t opcode;        /* symbol of the opcode word (KW_op_add ...)  */
    uint32_t mods;          /* first modifier symbol in ir_module.mods    */
    uint32_t opnds;         /* first operand in ir_module.opnds           */
    uint32_t guard;         /* guard predicate symbol, 0 = none           */
    uint32_t loc;           /* source location in ir_module.locs, 0 none  */
    uint8_t  nmods;
    uint8_t  nopnds;
    uint8_t  flags;         /* IF_*                                       */
    uint8_t  pad_;
} ir_inst;

/* ---- function bodies -------------------------------------------------------
   A body is the sequence of its statements in source order; each stmt is
   a kind and an index into the pool of that kind. */
typedef enum ir_stmt_kind {
    ST_INST = 0,   /* index: ir_module.insts                              */
    ST_VAR,        /* index: ir_module.vars (a declaration in the body)   */
    ST_OPEN,       /* '{': index: the new block's scope number            */
    ST_CLOSE,      /* '}': index: the block's scope number                */
    ST_LABEL,      /* index: ir_module.labels                             */
    ST_PRAGMA,     /* index: ir_module.pragmas                            */
    ST_TARGETS,    /* .branchtargets/.calltargets: index: ir_module.tlists */
    ST_PROTO,      /* label: .callprototype ...: index: ir_module.funcs   */
    ST_LOC         /* .loc: index: ir_module.locs (also on each ir_inst)  */
} ir_stmt_kind;

typedef struct ir_stmt {
    uint32_t kind;
    uint32_t index;
} ir_stmt;

typedef struct ir_label {
    uint32_t name;
    uint32_t line, col;
    uint32_t stmt;          /* position in the function's stmt list       */
} ir_label;

/* .branchtargets / .calltargets lists: label: .branchtargets a, b, c; */
typedef struct ir_tlist {
    uint32_t name;          /* the label naming the list                  */
    uint32_t line, col;
    uint32_t kind;          /* KW_branchtargets or KW_calltargets         */
    uint32_t syms, n;       /* names in ir_module.syms                    */
} ir_tlist;

/* .pragma "a", "b"; */
typedef struct ir_pragma {
    uint32_t line, col;
    uint32_t syms, n;       /* string symbols in ir_module.syms           */
} ir_pragma;

/* .loc file line col (the inlined_at part is recorded but not used). */
typedef struct ir_loc {
    uint32_t file, line, col;
    uint32_t at_line, at_col;   /* the .loc directive itself             */
} ir_loc;

/* ---- functions ------------------------------------------------------------ */
enum {
    FF_ENTRY      = 1u << 0,  /* .entry (else .func)                       */
    FF_BODY       = 1u << 1,  /* has a body (else a declaration)           */
    FF_NORETURN   = 1u << 2,
    FF_EXPLICITCLUSTER = 1u << 3,
    FF_PROTOTYPE  = 1u << 4,  /* a .callprototype, not a function          */
    FF_BLOCKSARECLUSTERS = 1u << 5,
    FF_ADDRESS_TAKEN = 1u << 6  /* named outside a direct call (checker)   */
};

typedef struct ir_func {
    uint32_t name;
    uint32_t line, col;
    uint32_t flags;          /* FF_*                                      */
    uint32_t linkage;        /* LK_*                                      */
    uint32_t params, nparams;    /* ir_module.vars[params ..]             */
    uint32_t rets, nrets;        /* return values, ir_module.vars         */
    uint32_t stmts, nstmts;      /* ir_module.stmts                       */
    uint32_t nscopes;            /* blocks in the body, the outermost = 0 */
    uint32_t maxntid[3], reqntid[3], reqnctapercluster[3];
    uint32_t minnctapersm, maxnreg, maxnctapersm, maxclusterrank;
    uint32_t pragmas, npragmas;  /* function-level .pragma (before body)  */
    uint32_t abi_preserve, abi_preserve_control; /* 0 when absent; else N+1 */
    /* filled by the checker: */
    uint32_t unknown_inst;       /* first instruction with an opcode this
                                    version does not know, 0 = none       */
    uint32_t callees, ncallees;  /* directly called functions, in syms    */
    uint32_t indirect;           /* makes indirect calls                  */
} ir_func;

/* ---- the module ----------------------------------------------------------- */
typedef enum ir_item_kind {
    IT_VAR = 0,    /* module-scope variable: index into vars              */
    IT_FUNC,       /* function, declaration or prototype: index into funcs */
    IT_FILE,       /* .file: index into files                            */
    IT_SECTION,    /* .section: index into sections                      */
    IT_PRAGMA,     /* module-level .pragma: index into pragmas            */
    IT_ALIAS       /* .alias: index into aliases                          */
} ir_item_kind;

typedef struct ir_item {
    uint32_t kind;
    uint32_t index;
} ir_item;

typedef struct ir_file {
    uint32_t index;         /* the number .loc uses                        */
    uint32_t name;          /* string symbol                               */
    uint64_t mtime, size;   /* optional timestamp and size, 0 if absent    */
    uint8_t  has_meta;
} ir_file;

/* .section name { .b8 ... } — DWARF data: kept as its name and the
   number of data bytes declared; its contents are checked, not stored. */
typedef struct ir_section {
    uint32_t name;
    uint32_t line, col;
    uint64_t bytes;
} ir_section;

typedef struct ir_alias {
    uint32_t alias, target;
    uint32_t line, col;
} ir_alias;

/* Growable pools: data[0 .. len), data[0] unused where noted. */
#define IR_POOL(T) struct { T *data; uint32_t len, cap; }

typedef struct ir_module {
    pv_heap   *heap;
    pv_arena   arena;       /* strings and other text                      */
    pv_strtab  strtab;
    uint32_t   source;      /* symbol: the source name for messages       */

    uint32_t   version_major, version_minor;
    uint32_t   address_size;        /* 32 or 64                           */
    uint32_t   targets, ntargets;   /* .target words in syms              */
    uint32_t   target_line;

    IR_POOL(ir_item)    items;      /* module statements in source order  */
    IR_POOL(ir_var)     vars;       /* [0] unused                         */
    IR_POOL(ir_func)    funcs;      /* [0] unused                         */
    IR_POOL(ir_inst)    insts;      /* [0] unused                         */
    IR_POOL(ir_opnd)    opnds;      /* [0] unused                         */
    IR_POOL(uint32_t)   mods;       /* [0] unused                         */
    IR_POOL(ir_stmt)    stmts;
    IR_POOL(ir_label)   labels;     /* [0] unused                         */
    IR_POOL(ir_tlist)   tlists;     /* [0] unused                         */
    IR_POOL(ir_pragma)  pragmas;    /* [0] unused                         */
    IR_POOL(ir_loc)     locs;       /* [0] unused                         */
    IR_POOL(ir_file)    files;
    IR_POOL(ir_section) sections;
    IR_POOL(ir_alias)   aliases;
    IR_POOL(uint32_t)   syms;       /* symbol lists                       */
    IR_POOL(uint64_t)   dims;       /* array dimensions                   */
    IR_POOL(ir_init)    inits;      /* [0] unused                         */
    IR_POOL(ir_seg)     segs;
    IR_POOL(uint8_t)    blob;       /* initializer bytes                  */
    IR_POOL(ir_reloc)   relocs;
    IR_POOL(ir_field)   fields;
    IR_POOL(uint32_t)   modregs;    /* module-scope .reg variables (PTX
                                       before 3.0, also items); each
                                       function body that follows gets
                                       its own copy (VF_MODULE_COPY)    */
    void      *scratch;     /* parser scratch (freed after parsing)        */
    size_t     scratch_bytes;
} ir_module;

/* Create an empty module whose pools hold their unused [0] slots.
   Returns NULL when memory runs out. */
PTXVM_INTERNAL ir_module *ir_module_new(pv_heap *heap);
PTXVM_INTERNAL void ir_module_free(ir_module *m);
/* Give back the slack of every pool once the module is complete (a pool
   that cannot be shrunk keeps its memory). */
PTXVM_INTERNAL void ir_module_shrink(ir_module *m);
/* Size the pools for the module text (len bytes) before parsing it. */
PTXVM_INTERNAL void ir_module_reserve(ir_module *m, const char *text, size_t len);

/* The text of a symbol. */
static inline const char *ir_name(const ir_module *m, uint32_t sym)
{
    return pv_sym_text(&m->strtab, sym);
}

/* Modifiers and operands of an instruction. */
static inline const uint32_t *ir_mods(const ir_module *m, const ir_inst *in)
{
    return m->mods.data + in->mods;
}
static inline const ir_opnd *ir_opnds(const ir_module *m, const ir_inst *in)
{
    return m->opnds.data + in->opnds;
}


#endif
