/* Frames of recursive functions on AVX2 (x86-64 with GCC or clang): the
   work of exec_frames.h's fr_enter and fr_leave for save lists of one to
   four 32-bit words, chosen by exec_ctrl.c when fa_avx2() is true. Each
   lane's frame row (its word index in the interleaved .local) comes from
   a vector pass over its stack or frame pointer, the saved words move
   lane by lane from those indices on entry and by masked gathers on
   return, and the stack pointer, frame pointer
   and return PC columns change by blends eight lanes a step: the scalar
   loops spent most of a lane on the frame's address and on those three
   stores. The words and columns end as the scalar loops leave them. FV_AVX2
   is 0 where these are not built. */
#ifndef PTXVM_FRAMES_AVX2_H
#define PTXVM_FRAMES_AVX2_H
#include "exec.h"
#include "fp_avx2.h"

#if FA_AVX2
#define FV_AVX2 1
/* Frames' word indices must stay below 2^31: a thread's .local below
   this many bytes (checked by the caller). */
#define FV_LOCAL_MAX (1u << 28)

/* fr_enter for n (1 to 4) words (sv: their columns): 1 when done, 0 when some lane of m
   would pass lim (then nothing is written: fr_enter names that lane).
   whole: m is every live lane of the warp, so the stack and frame
   pointer and return PC columns are stored whole, not blended (the
   lanes that have exited own no registers). */
PTXVM_INTERNAL int fv_enter(uint8_t *rf, uint8_t *lb, const pv_save *sv, uint32_t n,
                            uint32_t m, int whole, uint32_t frame, uint32_t need, uint32_t lim,
                            uint32_t *sp, uint32_t *fp, uint32_t *rp, uint32_t ret);
/* fr_leave for n (1 to 4) words, the words gathered; whole as for
   fv_enter (the stack and frame pointers stored whole), and then lane_pc
   is left as it is: the caller runs every lane of m at ret next, and
   lane_pc holds only the PCs of lanes not running. */
PTXVM_INTERNAL void fv_leave(uint8_t *rf, const uint8_t *lb, const pv_save *sv, uint32_t n,
                             uint32_t m, int whole, uint32_t frame, uint32_t need, int up,
                             uint32_t *sp, uint32_t *fp, uint32_t *lane_pc, uint32_t ret);
/* A recursive call by every live lane of w (the running group), at
   their own depths: the call at I has a word list (PV_CALL_WORDS) and
   the kernel keeps no call contexts. fv_enter with whole set and its
   operands read from X, w, F and I; 1 when done, 0 when nothing was
   written (a lane's stack is full: the general path names it). */
PTXVM_INTERNAL int fv_call_live(const pv_cta *X, pv_warp *w, const pv_func *F,
                                const pv_insn *I);
/* The return of every live lane of w from recursive F to one return
   PC, whose call has a word list (the kernel keeps no call contexts):
   fv_leave with whole set. Returns that PC, where the lanes run on, or
   0 when they return to several places or the call keeps another list
   (then nothing was written). */
PTXVM_INTERNAL uint32_t fv_ret_live(const pv_cta *X, pv_warp *w, const pv_func *F);
/* fr_col_eq: the lanes of column col holding v. */
PTXVM_INTERNAL uint32_t fv_col_eq(const uint32_t *col, uint32_t v);
#else
#define FV_AVX2 0
#endif

#endif
