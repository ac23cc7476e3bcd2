/* The checker: resolves every name in the module (with block scoping in
   function bodies), lays out variables, and checks each instruction
   against the instruction table (isa.h). It reports the first problem as
   PTXVM_E_SEMANTIC with its position, through pv_fail. */
#ifndef PTXVM_SEMA_H
#define PTXVM_SEMA_H
#include "ir.h"
#include "diag.h"

/* What a name in an operand refers to. */
typedef enum sema_ref_kind {
    REF_NONE = 0,
    REF_VAR,      /* a variable or register: ir_module.vars[index]         */
    REF_SREG,     /* a special register: index = its keyword (KW_sr_tid)   */
    REF_LABEL,    /* a label of the current function: ir_module.labels     */
    REF_FUNC,     /* a function or prototype: ir_module.funcs[index]       */
    REF_TLIST     /* a .branchtargets/.calltargets list: ir_module.tlists  */
} sema_ref_kind;

typedef struct sema_ref {
    sema_ref_kind kind;
    uint32_t      index;
    /* for REF_VAR and REF_SREG: */
    ir_type       type;
    uint8_t       vec;        /* 0 scalar, 2/4/8 vector                     */
    ir_space      space;      /* SP_REG, SP_SREG, SP_PARAM, SP_GLOBAL, ...   */
    uint32_t      element;    /* %r57 of %r<100>: 57                        */
} sema_ref;

typedef struct pv_sema pv_sema;

/* Resolve sym as seen by the instruction being checked (block scoping,
   parameterised register names, special registers, labels, functions).
   Returns 0 and fills *out, or -1 when the name is undeclared. */
PTXVM_INTERNAL int sema_resolve(pv_sema *S, uint32_t sym, sema_ref *out);
/* The module and diagnostics of the check in progress. */
PTXVM_INTERNAL ir_module *sema_module(pv_sema *S);
PTXVM_INTERNAL pv_diag *sema_diag(pv_sema *S);

/* Check the whole module with the instruction table isa (isa.h). Returns
   normally, or fails through d. */
struct pv_isa;
struct isa_decoded;
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa);

/* Walk functions of a checked module again, as the checker does, and
   call visit for each instruction with names resolvable through
   sema_resolve and its decoded modifiers (NULL for an opcode this version
   does not know). The compiler is built on this. sema_open binds the
   module's names once for all the functions of a compile (binding them
   per function would cost the whole module each time); sema_visit walks
   function fi and fails through d. *out is set before anything can
   fail, and sema_close(*out) frees it on every path (sema_close(NULL)
   does nothing). */
typedef void (*sema_visit_fn)(void *ctx, pv_sema *S, uint32_t inst,
                              const struct isa_decoded *dec);
PTXVM_INTERNAL void sema_open(ir_module *m, pv_diag *d, struct pv_isa *isa,
                              pv_sema **out);
PTXVM_INTERNAL void sema_visit(pv_sema *S, uint32_t fi, sema_visit_fn visit,
                               void *ctx);
PTXVM_INTERNAL void sema_close(pv_sema *S);

#endif
