/* Bytecode operations of guard chains and kernel prologues (exec_guard.h
   runs them, peephole_guard.c makes them from nvcc's tile kernels).
   X-macro list, appended to PV_OPS_INT.

   SETP_OR32   setp on 32-bit integers and the or.pred that reads its
               predicate, in one dispatch: predicate x = a k b (k = aux, a
               PV_CMP_* code, s32/u32 as for SETP_I32), then predicate
               d = x | c. Both predicates are written, as the two
               instructions wrote them.
   SETP_AND32  the same with and.pred: d = x & c.
   SETP_BRA32  setp on 32-bit integers and the branch its predicate
               guards: predicate d = a k b (k = aux), then the lanes
               where d is true (c = 0) or false (c = 1) branch to x, as
               BRA does.
   SETP2_OR32  a range test in one dispatch: predicate d = (a k1 b) |
               (a k2 c), or'd with predicate x unless x is PV_NO_REG
               (k1 = aux & 0xff, k2 = aux >> 8, as for SETP_I32). Only d
               is written: the predicates between were read nowhere else
               (peephole_pred.c).
   SETP2_AND32 the same with and: d = (a k1 b) & (a k2 c) [& x].
   LD_PARAMS   a run of c parameter loads: this one (as LD_PARAM) and the
               c - 1 LD_PARAM records after it, unguarded, in one
               dispatch; each counts as a step. */
#ifndef PTXVM_OPS_GUARD_H
#define PTXVM_OPS_GUARD_H
#define PV_OPS_GUARD(X) X(SETP_OR32) X(SETP_AND32) X(SETP_BRA32) X(LD_PARAMS) \
    X(SETP2_OR32) X(SETP2_AND32)
#endif
