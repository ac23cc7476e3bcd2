/* The kernel the one-word .shared suites share: a tile of 1024 words
   filled with a pattern, each thread's address computed by the suite's
   own PTX, a guarded load, a barrier, a guarded store of a new word at
   the same address (or a load into its own address register), and the
   loaded words and the whole tile written out. Each suite gives only
   what differs: its parameters, its address formula, its constants. */
#ifndef PTXVM_SH32_KERNEL_H
#define PTXVM_SH32_KERNEL_H
#include <stddef.h>

typedef struct sk_spec {
    const char *entry;        /* the kernel's name */
    const char *params;       /* parameters after `out`, each ", .param .u32 x" */
    const char *loads;        /* their ld.param lines; `mask` into %r10, `self` into %r17 */
    unsigned    fill_mul, fill_base; /* word w = fill_base + fill_mul w + 1000 ctaid */
    const char *step;         /* the fill and dump loops' stride: "%r26" (ntid) or threads */
    /* PTX leaving thread tid's address in %r6, from %r1 (tid), %r2 (the
       tile), %r18 (ctaid), %r19 (lane) and %r24 (warp) */
    const char *addr;
    unsigned    mark;         /* what a thread that loads nothing writes */
    unsigned    store_base;   /* a store writes tid + store_base */
    unsigned    out_words;    /* words a block writes: threads, then the tile */
    unsigned    dump_at;      /* the tile's byte offset in a block's words */
} sk_spec;

/* The kernel's text into buf (cap bytes): its length, or 0 when it does
   not fit. */
size_t sk_kernel(char *buf, size_t cap, const sk_spec *s);
#endif
