/* The PTX lexer: turns bytes into tokens on demand. It never reads past
   the end of its input (no NUL terminator is needed) and interns every
   identifier, dotted word and string into the module's string table. */
#ifndef PTXVM_LEXER_H
#define PTXVM_LEXER_H
#include "diag.h"
#include "strtab.h"

typedef enum pv_tok_kind {
    TK_EOF = 0,
    /* single characters are their own kind: '{' ';' ',' ... (< 128) */
    TK_IDENT = 256,  /* sym; identifiers and %names                         */
    TK_DOT,          /* sym; ".word" including "::" parts: .shared::cta      */
    TK_INT,          /* val; usfx when typed .u64                          */
    TK_F32,          /* val: bits of 0fXXXXXXXX                            */
    TK_F64,          /* val: bits of 0dXXXXXXXXXXXXXXXX or a decimal float  */
    TK_STRING,       /* sym: the text between the quotes, escapes kept      */
    TK_SHL, TK_SHR, TK_LE, TK_GE, TK_EQ, TK_NE, TK_ANDAND, TK_OROR
} pv_tok_kind;

typedef struct pv_tok {
    uint32_t kind;
    uint32_t line, col;
    uint32_t sym;
    uint8_t  usfx;       /* TK_INT: unsigned                                */
    uint8_t  glued;      /* no whitespace between this and the previous token */
    uint64_t val;
    const char *p;       /* the token's text in the source                 */
    uint32_t len;
} pv_tok;

#define PV_LEX_CACHE_BITS 11   /* the most; a small input gets fewer */
typedef struct pv_lex_cache {
    uint64_t key;
    uint32_t len, sym;
} pv_lex_cache;

typedef struct pv_lexer {
    const char *src, *cur, *end;
    const char *line_start;
    uint32_t    line;
    pv_strtab  *st;
    pv_diag    *diag;
    pv_tok      tok;         /* the current token                          */
    pv_tok      ahead;       /* the next one, when have_ahead              */
    int         have_ahead;
    /* Symbols of recent short words (registers, modifiers): a direct-
       mapped cache keyed by the word's bytes skips hashing and probing
       the string table for the words that make up most of a module. */
    pv_lex_cache *cache;     /* NULL: no cache                         */
    uint32_t    cache_shift; /* 64 - log2(entries)                     */
} pv_lexer;

/* Entries of the cache for an input of len bytes (a power of two): as
   many as the input can use, so a small module zeroes a small cache. */
PTXVM_INTERNAL size_t lex_cache_entries(size_t len);
/* cache: lex_cache_entries(len) zeroed entries, or NULL. */
PTXVM_INTERNAL void lex_init(pv_lexer *L, const char *src, size_t len,
                             pv_strtab *st, pv_diag *diag, pv_lex_cache *cache);
/* Advance: L->tok becomes the next token. */
PTXVM_INTERNAL void lex_next(pv_lexer *L);
/* The token after L->tok, without consuming it. */
PTXVM_INTERNAL const pv_tok *lex_peek(pv_lexer *L);
/* A printable name of a token kind for messages ("';'", "identifier"). */
PTXVM_INTERNAL const char *lex_kind_name(uint32_t kind, char buf[8]);
/* Parse a decimal floating-point literal exactly (round to nearest even),
   independent of the host locale and rounding mode. */
PTXVM_INTERNAL double pv_parse_decimal(const char *s, size_t len);
#endif
