/* The instruction table engine: which opcodes are known, and the check of
   one instruction against the legal forms of its opcode (isa_table.h),
   decoding its modifiers into isa_decoded for the compiler.

   The table is const data; the forms of an opcode are compiled into
   static storage the first time any VM in the process checks that
   opcode (under a lock), and shared from then on: they depend on nothing
   but the table. A pv_isa, owned by its caller, holds only a memo of
   recent decisions. */
#ifndef PTXVM_ISA_H
#define PTXVM_ISA_H
#include "sema.h"

/* ---- decoded modifiers ---------------------------------------------------- */
#define ISA_MAX_TYPES 4
#define ISA_MAX_MODES 4

/* Rounding modifiers. */
#define ISA_RNDS(X) X(RN, rn) X(RZ, rz) X(RM, rm) X(RP, rp) \
    X(RNI, rni) X(RZI, rzi) X(RMI, rmi) X(RPI, rpi) X(RNA, rna) X(RS, rs)
/* Comparison operators (setp, set). */
#define ISA_CMPS(X) X(EQ, eq) X(NE, ne) X(LT, lt) X(LE, le) X(GT, gt) \
    X(GE, ge) X(LO, lo) X(LS, ls) X(HI, hi) X(HS, hs) X(EQU, equ) \
    X(NEU, neu) X(LTU, ltu) X(LEU, leu) X(GTU, gtu) X(GEU, geu) \
    X(NUM, num) X(NAN, nan)
/* Boolean combiners (setp/set .and, lop3 .or ...). */
#define ISA_BOOLS(X) X(AND, and) X(OR, or) X(XOR, xor)
/* Atomic, reduction and barrier-reduction operations. */
#define ISA_AOPS(X) X(AND, and) X(OR, or) X(XOR, xor) X(CAS, cas) \
    X(EXCH, exch) X(ADD, add) X(INC, inc) X(DEC, dec) X(MIN, min) \
    X(MAX, max) X(POPC, popc)
/* Scopes (membar's .gl is .gpu). */
#define ISA_SCOPES(X) X(CTA, cta) X(CLUSTER, cluster) X(GPU, gpu) \
    X(SYS, sys) X(GPU, gl)
/* Memory-ordering semantics. */
#define ISA_SEMS(X) X(WEAK, weak) X(VOLATILE, volatile) X(RELAXED, relaxed) \
    X(ACQUIRE, acquire) X(RELEASE, release) X(ACQ_REL, acq_rel) X(SC, sc)
/* Flag modifiers: each is one bit of isa_decoded.flags. */
#define ISA_FLAGS(X) X(FTZ, ftz) X(SAT, sat) X(HI, hi) X(LO, lo) \
    X(WIDE, wide) X(CC, cc) X(APPROX, approx) X(FULL, full) X(RELU, relu) \
    X(SATFINITE, satfinite) X(NOFTZ, noftz) X(NC, nc) X(TO, to) \
    X(UNI, uni) X(ALIGNED, aligned) X(SYNC, sync) X(ARRIVE, arrive) \
    X(RED, red) X(SHIFTAMT, shiftamt) X(XORSIGN, xorsign) X(ABS, abs) \
    X(NANS, NaN) X(CACHE_HINT, L2_cache_hint) X(MMIO, mmio) X(PACK, pack) \
    X(OOB, oob) X(MASK, mask) X(TRANS, trans) X(NOINC, noinc) X(WARP, warp)

#define ISA_RND_E(N, kw) ISA_RND_##N,
#define ISA_CMP_E(N, kw) ISA_CMP_##N,
#define ISA_BOOL_E(N, kw) ISA_BOOL_##N,
#define ISA_AOP_E(N, kw) ISA_AOP_##N,
#define ISA_SEM_E(N, kw) ISA_SEM_##N,
#define ISA_FLAGBIT_E(N, kw) ISA_FB_##N,
enum { ISA_RND_NONE = 0, ISA_RNDS(ISA_RND_E) ISA_RND_COUNT };
enum { ISA_CMP_NONE = 0, ISA_CMPS(ISA_CMP_E) ISA_CMP_COUNT };
enum { ISA_BOOL_NONE = 0, ISA_BOOLS(ISA_BOOL_E) ISA_BOOL_COUNT };
enum { ISA_AOP_NONE = 0, ISA_AOPS(ISA_AOP_E) ISA_AOP_COUNT };
enum { ISA_SCOPE_NONE = 0, ISA_SCOPE_CTA, ISA_SCOPE_CLUSTER, ISA_SCOPE_GPU,
       ISA_SCOPE_SYS };
enum { ISA_SEM_NONE = 0, ISA_SEMS(ISA_SEM_E) ISA_SEM_COUNT };
enum { ISA_FLAGS(ISA_FLAGBIT_E) ISA_FB_COUNT };
#define ISA_F(N) ((uint64_t)1 << ISA_FB_##N)   /* ISA_F(FTZ) ... */

typedef struct isa_decoded {
    uint16_t form;        /* index of the matched form in the table        */
    uint8_t  ntypes;      /* type modifiers, in order (cvt: dst then src)  */
    uint8_t  types[ISA_MAX_TYPES];   /* ir_type (T_NONE for .u4, .b1 ...)  */
    uint16_t type_kw[ISA_MAX_TYPES]; /* the type keyword itself           */
    uint8_t  rnd;         /* ISA_RND_*                                     */
    uint8_t  cmp;         /* ISA_CMP_*                                     */
    uint8_t  boolop;      /* ISA_BOOL_*                                    */
    uint8_t  aop;         /* ISA_AOP_*                                     */
    uint8_t  space;       /* ir_space; SP_NONE = generic                   */
    uint8_t  vec;         /* 0, 2, 4 or 8                                  */
    uint8_t  scope;       /* ISA_SCOPE_*                                   */
    uint8_t  sem;         /* ISA_SEM_*                                     */
    uint16_t space_kw;    /* exact space keyword (KW_shared_cluster ...)   */
    uint16_t cache;       /* cache operator keyword (KW_ca ...), 0 none    */
    uint16_t evict1;      /* .L1::evict_* keyword, 0 none                   */
    uint16_t evict2;      /* .L2::evict_* keyword, 0 none                   */
    uint16_t pfsize;      /* .L2::64B/128B/256B keyword, 0 none             */
    uint8_t  nmodes;      /* mode slots of the form                         */
    uint16_t modes[ISA_MAX_MODES]; /* keyword filling each MODE slot of the
                             form, in table order; 0 if optional and absent
                             (shfl .up, vote .all, prmt .f4e, tex .2d ...)  */
    uint64_t flags;       /* ISA_F(...) bits                               */
} isa_decoded;

/* ---- the engine ------------------------------------------------------------ */
typedef struct pv_isa pv_isa;

/* 1 if opcode_sym (a symbol id) names an opcode of the table. */
PTXVM_INTERNAL int isa_known(uint32_t opcode_sym);
/* 1 if sym is the name of a PTX 9.0 instruction, run or not
   (isa_opcode.c); the known opcode nearest word[0..len) (at most two
   edits away; the alphabetically first of equals), or NULL. */
PTXVM_INTERNAL int isa_is_opcode(uint32_t sym);
PTXVM_INTERNAL const char *isa_opcode_suggest(const char *word, size_t len);
/* A checker's memo; NULL when memory runs out. isa_reserve sizes its
   memo for a module of n instructions (a small module gets a small one:
   most loads are of small modules in fresh VMs); without memory it
   keeps the memo it has. */
PTXVM_INTERNAL pv_isa *isa_create(pv_heap *h);
PTXVM_INTERNAL void isa_reserve(pv_isa *I, size_t n);
PTXVM_INTERNAL void isa_destroy(pv_isa *I);
/* Check in (whose opcode is known) and decode its modifiers into *out: 0.
   1 when a modifier is one the table lacks but PTX 9.0 gives the opcode
   (and none is one PTX never had): valid PTX this version does not run,
   refused when a kernel reaches it. Fails through sema_diag(S) with
   PTXVM_E_SEMANTIC at the instruction otherwise. */
PTXVM_INTERNAL int isa_check(pv_isa *I, pv_sema *S, const ir_inst *in,
                             isa_decoded *out);

/* ---- table access (the compiler, the fuzz dictionary, the unit test) ----- */
typedef struct isa_form_src {
    uint16_t    opcode;   /* KW_op_x                                       */
    const char *text;     /* the form string                               */
} isa_form_src;
/* Number of forms and the form i. */
PTXVM_INTERNAL uint32_t isa_form_count(void);
PTXVM_INTERNAL const isa_form_src *isa_form(uint32_t i);
/* ---- internals shared by isa.c and isa_match.c -------------------------------- */
enum {
    ISA_R_NONE = 0, ISA_R_TYPE, ISA_R_FLAG, ISA_R_MODE, ISA_R_RND, ISA_R_CMP,
    ISA_R_BOOL, ISA_R_AOP, ISA_R_SPACE, ISA_R_VEC, ISA_R_SCOPE, ISA_R_SEM,
    ISA_R_CACHE, ISA_R_EVICT1, ISA_R_EVICT2, ISA_R_PFSIZE
};
enum {
    ISA_OPF_RELAX = 1, ISA_OPF_SINK = 2, ISA_OPF_NEG = 4, ISA_OPF_PAIR = 8,
    ISA_OPF_PAIRREQ = 16, ISA_OPF_UNIFIED = 32, ISA_OPF_WIDE = 64,
    ISA_OPF_MINUS = 128,            /* -r allowed                          */
    ISA_OPF_VSEL_SH = 8             /* ISA_VS_*: the video selector allowed */
};
/* Video selectors an operand may carry (the table's flags s S h b H B). */
enum { ISA_VS_NONE, ISA_VS_PART, ISA_VS_PART_REQ, ISA_VS_H2, ISA_VS_B4,
       ISA_VS_HMASK, ISA_VS_BMASK };
#define ISA_OPF_VSEL(flags) (((flags) >> ISA_OPF_VSEL_SH) & 7u)
#define ISA_MAX_SLOTS 16
#define ISA_MAX_OPS   8
#define ISA_MAX_ALPHA 64
#define ISA_NOPS      (KW_op_xor - KW_op_abs + 1)

typedef struct isa_slot {
    uint64_t mask;          /* alternatives, over the opcode's alphabet   */
    uint8_t  role;          /* ISA_R_*                                    */
    uint8_t  opt;
    uint8_t  mode_ord;      /* ISA_R_MODE: index in isa_decoded.modes      */
    uint8_t  pad_;
} isa_slot;

typedef struct isa_opspec {
    uint8_t kind;           /* r x i p a l v w m s k t h B C *            */
    int8_t  tslot;          /* type slot, -1 none                          */
    uint8_t ftype;          /* fixed ir_type when tslot < 0, or T_NONE;
                               for 'a': a fixed ir_space, or SP_NONE      */
    uint16_t flags;         /* ISA_OPF_*                                   */
    uint8_t opt;
} isa_opspec;

typedef struct isa_cform {
    uint64_t   allowed;     /* union of the non-type slots' masks          */
    uint16_t   src;         /* index of the form in the table              */
    uint8_t    nslots, ntypes, nops, minops, nmodes;
    uint8_t    typeslot[ISA_MAX_TYPES];
    isa_slot   slots[ISA_MAX_SLOTS];
    isa_opspec ops[ISA_MAX_OPS];
} isa_cform;

typedef struct isa_cop {
    uint16_t  alpha[ISA_MAX_ALPHA];  /* keyword ids, sorted               */
    uint8_t   atype[ISA_MAX_ALPHA];  /* ir_type of each (T_NONE: not one) */
    uint8_t   nalpha;
    uint16_t  nforms;
    const isa_cform *forms; /* nforms of them, in table order              */
} isa_cop;

/* A memo of recent (opcode, modifiers) -> form decisions: real modules
   repeat a few hundred combinations, so most checks skip matching and
   decoding and only check operands. Only a form that was the first of
   its opcode to accept the modifiers is remembered, so a hit decides
   exactly as the full search would. Its size follows the module's
   instruction count, so a small module's load does not pay for a big
   memo (88 bytes an entry). */
#define ISA_MEMO_MIN  8
#define ISA_MEMO_MAX  1024
#define ISA_MEMO_MODS 6
typedef struct isa_memo {
    uint32_t    opcode;          /* 0 = empty                              */
    uint16_t    nmods;
    uint16_t    local;           /* the form's index in its opcode's list  */
    uint32_t    mods[ISA_MEMO_MODS];
    isa_decoded dec;
} isa_memo;

struct pv_isa {
    pv_heap  *heap;
    isa_memo *memo;         /* memo_size entries (a power of two), or NULL */
    uint32_t  memo_size;
};

/* The compiled forms of opcode index o (KW_op_x - KW_op_abs), compiled
   on first use; NULL for an opcode without forms, or when the table is
   wrong (a message in err, when given). Safe from any thread. */
PTXVM_INTERNAL const isa_cop *isa_op(uint32_t o, char *err, size_t errlen);

PTXVM_INTERNAL int isa_local(const isa_cop *C, uint32_t kw);
PTXVM_INTERNAL int isa_is_type_kw(uint32_t kw);
PTXVM_INTERNAL const char *isa_kw_name(uint32_t kw);
PTXVM_INTERNAL const char *isa_set_name(uint32_t i);   /* NULL past end */
PTXVM_INTERNAL uint8_t  isa_rnd_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_cmp_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_bool_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_aop_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_scope_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_sem_of(uint32_t kw);
PTXVM_INTERNAL uint64_t isa_flag_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_space_of(uint32_t kw);

#endif
