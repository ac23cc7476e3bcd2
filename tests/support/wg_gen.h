/* What the wgmma suites (test_wgmma.c, test_wgmma_sp.c) share: the VM of
   a case, and pieces of the kernels they generate, each appended to p
   (cap bytes) at offset o, returning the new offset as snprintf counts
   it. */
#ifndef PTXVM_WG_GEN_H
#define PTXVM_WG_GEN_H
#include "../testlib.h"
#include <stddef.h>
#include <stdint.h>

/* A VM for the case begun (counting allocator al); when it cannot be
   made, a failed check, the case ended and 0. */
int wg_vm(pv_test *t, test_alloc *al, ptxvm_vm **vm);

/* The nd accumulators %d from [%rd11] and the four A registers %a from
   [%rd13], then wgmma.fence. */
size_t wg_gen_loads(char *p, size_t cap, size_t o, uint32_t nd);
/* The accumulator list "%d0, %d1, ..." of nd registers. */
size_t wg_gen_dlist(char *p, size_t cap, size_t o, uint32_t nd);
/* The instruction's last operands: nimm (0, 2 or 4) immediates (imm-scale
   a and b, then imm-trans a unless A is in registers, and b), the
   semicolon, commit and wait, the accumulators back to [%rd11], ret. */
size_t wg_gen_tail(char *p, size_t cap, size_t o, uint32_t nd, int nimm, int a_regs,
                   int neg_a, int neg_b, int trans_a, int trans_b);
#endif
