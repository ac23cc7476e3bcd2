/* The PTX parser: module text -> module IR (ir.h). Syntax only: names
   are resolved and instructions checked later by sema.c. The grammar of
   an instruction is generic (guard, opcode, dotted modifiers, operands),
   so an instruction this version does not know still parses.

   The parser's files share this context: parse.c (module structure,
   declarations), parse_init.c (initialisers), parse_expr.c (constant
   expressions), parse_inst.c (instructions and operands). */
#ifndef PTXVM_PARSE_H
#define PTXVM_PARSE_H
#include "ir.h"
#include "lexer.h"

typedef struct pv_parser {
    pv_lexer   L;
    pv_diag   *diag;
    ir_module *m;
    uint32_t   depth;        /* nesting of braces/parentheses/blocks      */
    uint32_t   scope;        /* current block in the function body        */
    uint32_t   nscopes;      /* blocks opened so far in this function     */
    uint32_t   loc;          /* last .loc seen in this function, or 0      */
    uint64_t   regcopies;    /* module-scope registers copied into bodies */
    int        in_func;
} pv_parser;

/* Parse text[0..len) into m. Fails through d. */
PTXVM_INTERNAL void parse_module(ir_module *m, pv_diag *d, const char *text,
                                 size_t len);

/* ---- shared by the parser's files ---------------------------------- */
#define P_TOK(P) (&(P)->L.tok)

/* Append one (uninitialised) element to a module pool, growing it; fails
   with NO_MEMORY through the diagnostics. Yields a pointer to it. */
#define P_PUSH(P, pool)                                                     \
    ((void)((P)->m->pool.len < (P)->m->pool.cap ||                          \
            ((P)->m->pool.data = PV_VOIDCAST((P)->m->pool.data,            \
                 pp_grow((P), (P)->m->pool.data, &(P)->m->pool.cap,         \
                         (P)->m->pool.len + 1,                              \
                         sizeof *(P)->m->pool.data))) != 0),                \
     &(P)->m->pool.data[(P)->m->pool.len++])

PTXVM_INTERNAL void *pp_grow(pv_parser *P, void *data, uint32_t *cap,
                             uint32_t need, size_t elem);
PTXVM_INTERNAL PV_NORETURN void pp_error(pv_parser *P, const pv_tok *t,
                                         const char *fmt, ...) PV_PRINTF(3, 4);
/* "expected X, found Y" at the current token. */
PTXVM_INTERNAL PV_NORETURN void pp_expected(pv_parser *P, const char *what);
PTXVM_INTERNAL void pp_expect(pv_parser *P, uint32_t kind, const char *what);
PTXVM_INTERNAL int  pp_accept(pv_parser *P, uint32_t kind);
PTXVM_INTERNAL void pp_enter(pv_parser *P);   /* nesting limit check */
PTXVM_INTERNAL void pp_leave(pv_parser *P);
/* Describe the current token for a message ("identifier 'foo'"). */
PTXVM_INTERNAL const char *pp_describe(pv_parser *P, const pv_tok *t,
                                       char *buf, size_t n);

/* Constant expressions (ISA 4.6): 64-bit signed, unsigned or double. */
enum { CV_S64 = 0, CV_U64, CV_F64, CV_F32 };
typedef struct pv_cval {
    uint64_t bits;           /* integer value, or the float's bits         */
    uint8_t  type;           /* CV_*                                       */
} pv_cval;
PTXVM_INTERNAL pv_cval pp_const_expr(pv_parser *P);
/* A constant expression that must be an integer; returns its value. */
PTXVM_INTERNAL uint64_t pp_int_expr(pv_parser *P, const char *what);
/* Is the current token one that can start a constant expression? */
PTXVM_INTERNAL int pp_starts_expr(pv_parser *P);

/* Initialisers: parse "= ..." for variable v (the '=' is consumed). */
PTXVM_INTERNAL void pp_initializer(pv_parser *P, ir_var *v, uint32_t vi);

/* One instruction statement (the current token is '@' or the opcode). */
PTXVM_INTERNAL void pp_instruction(pv_parser *P);
#endif
