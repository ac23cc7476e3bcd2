/* Interned strings: every identifier, directive, modifier and string
   literal of a module becomes a 32-bit symbol id. Keywords are interned
   first, in the order of keywords.h, so KW_x is the id of keyword x in
   every module and the parser and checker compare ids, not text. */
#ifndef PTXVM_STRTAB_H
#define PTXVM_STRTAB_H
#include "mem.h"
#include "keywords.h"

typedef struct pv_str {
    const char *s;
    uint32_t    len;
    uint32_t    hash;
} pv_str;

typedef struct pv_strtab {
    pv_heap      *heap;
    pv_arena     *arena; /* where interned text is copied */
    const pv_str *kw;    /* kw[id] for id < nkw: the process's keywords;
                            id 0 is "no symbol" */
    pv_str       *strs;  /* strs[id - nkw]: the module's own strings */
    uint32_t      nkw, n, cap; /* n: ids in use; cap: of strs */
    uint64_t     *slots; /* the module's strings: hash << 32 | id, 0 = empty */
    uint32_t      mask;
} pv_strtab;

/* Set up and intern every keyword. Returns 0 on success, -1 on failure. */
PTXVM_INTERNAL int      pv_strtab_init(pv_strtab *t, pv_heap *h, pv_arena *a);
PTXVM_INTERNAL void     pv_strtab_free(pv_strtab *t);
/* The id of s[0..len), interning it; 0 when memory runs out. */
PTXVM_INTERNAL uint32_t pv_intern(pv_strtab *t, const char *s, size_t len);
/* The id of s[0..len) if interned, else 0. */
PTXVM_INTERNAL uint32_t pv_lookup(const pv_strtab *t, const char *s, size_t len);

static inline const char *pv_sym_text(const pv_strtab *t, uint32_t id)
{
    return id < t->nkw ? t->kw[id].s : t->strs[id - t->nkw].s;
}
static inline uint32_t pv_sym_len(const pv_strtab *t, uint32_t id)
{
    return id < t->nkw ? t->kw[id].len : t->strs[id - t->nkw].len;
}
#endif
