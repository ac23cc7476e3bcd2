/* Bytecode operations of the bar family (exec_bar.h runs them,
   compile_bar.c emits them). X-macro list, see PV_OPS in bytecode.h.

   Every barrier instruction (BAR, the sync of bytecode.h, and these)
   takes the barrier from column a (its lowest executing lane), or from x
   when a is PV_NO_REG; the thread count from column b, or c when b is
   PV_NO_REG (0: no count). The .red forms also take the predicate input
   in aux (PV_BAR_* below) and write d (a 32-bit column for popc, a
   predicate slot for and/or) in every waiting lane when the barrier
   completes.

     BAR_ARRIVE    bar.arrive / barrier.arrive: count the arrival, go on
     BAR_RED_POPC  bar.red.popc.u32: d = lanes with a true input
     BAR_RED_AND   bar.red.and.pred: d = every input true
     BAR_RED_OR    bar.red.or.pred:  d = some input true */
#ifndef PTXVM_OPS_BAR_H
#define PTXVM_OPS_BAR_H
#define PV_OPS_BAR(X) X(BAR_ARRIVE) X(BAR_RED_POPC) X(BAR_RED_AND) X(BAR_RED_OR)
/* aux of the .red forms: a predicate slot, negated with PV_BAR_NEG; or a
   constant input: PV_BAR_CONST | 0 or 1 */
#define PV_BAR_NEG   0x80000000u
#define PV_BAR_CONST 0x40000000u
/* aux of BAR: a constant barrier and no thread count (__syncthreads),
   which a whole warp parks at without the general checks */
#define PV_BAR_PLAIN 0x20000000u
#endif
