/* .param variables of calls that live in the argument and result buffers
   themselves (compile_callbuf.c), so that a call's arguments and results
   are written and read where the other side looks for them, with no
   copy between a variable and a buffer. */
#ifndef PTXVM_COMPILE_CALLBUF_H
#define PTXVM_COMPILE_CALLBUF_H
#include "compile_int.h"

/* Which formal parameters and results of pv_func pfi (which has a body)
   may live in argbuf/retbuf: inbuf[i] for parameter i, inbuf[nparams +
   j] for result j; not written when the function has more than
   PB_MAX_FORMALS of them. */
#define PB_MAX_FORMALS 64u
PTXVM_INTERNAL void cc_formals_in_bufs(cc *C, uint32_t pfi, uint8_t *inbuf);

/* Move the .param variables of body f's call sequences that qualify into
   argbuf/retbuf (their homes become the buffer slots of their call). */
PTXVM_INTERNAL void cc_callseq_in_bufs(cc *C, const ir_func *f);

/* The pv_func of the function a direct call names (compile_call.c), or
   C->code->nfuncs when it is not a function with a body in the kernel. */
PTXVM_INTERNAL uint32_t cc_callee_named(cc *C, uint32_t sym);

/* Of the n registers e that recursive function code [from, to) names,
   which its entry must save (compile_saves.c): keep[i] 1 for those. */
PTXVM_INTERNAL void cc_saves_needed(cc *C, uint32_t from, uint32_t to, const pv_save *e,
                                    uint32_t n, uint8_t *keep);

/* Give each call of recursive function pfi by itself (its body is the
   last one compiled) the shorter save list of what is live across that
   call, when it is shorter (compile_saves.c). */
PTXVM_INTERNAL void cc_site_saves(cc *C, uint32_t pfi);

/* Unset C->code->cctx when no device function reads call contexts
   (compile_cctx.c). */
PTXVM_INTERNAL void cc_drop_unread_cctx(cc *C);

#endif
