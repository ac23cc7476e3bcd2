/* Bytecode operations of the async family (exec_async.c runs them,
   compile_async.c emits them). X-macro list, see PV_OPS in bytecode.h.

     MBAR      one mbarrier instruction (src/mbarrier.h): a is the address
               column (PV_NO_REG: x alone), x the constant offset, b the
               count / txCount / token / parity column, or PV_NO_REG with
               the constant in c; d the destination: the 64-bit token
               column (arrive), the predicate slot (test_wait, try_wait),
               the 32-bit count column (pending_count, whose token is in
               b), or PV_NO_REG for the sink `_`. aux: PV_MBX_* below,
               with the address bits of LD/ST (space, PV_MEM_ADDR32).
     CP_ASYNC  cp.async: a/x the .shared destination address (as MBAR),
               b the .global source address column (PV_NO_REG: none),
               c the constant column of the source's 64-bit offset; d the
               src-size column (PV_NO_REG: none, the whole copy) or the
               ignore-src predicate slot (PV_CPA_IGNORE). aux: PV_CPA_*.

   The .ca/.cg cache operators, the L2 prefetch size and the cache
   policy operand change no result, so they leave no trace here. */
#ifndef PTXVM_OPS_ASYNC_H
#define PTXVM_OPS_ASYNC_H
#define PV_OPS_ASYNC(X) X(MBAR) X(CP_ASYNC)

/* MBAR aux: the operation in bits 0-3, flags above; bits 9-12 and 14 as
   PV_MEM_SPACE and PV_MEM_ADDR32 */
enum { PV_MBX_INIT, PV_MBX_INVAL, PV_MBX_ARRIVE, PV_MBX_EXPECT_TX,
       PV_MBX_COMPLETE_TX, PV_MBX_TEST, PV_MBX_TEST_PARITY, PV_MBX_PENDING,
       PV_MBX_CP_ARRIVE };
#define PV_MBX_OP(aux)      ((aux) & 15u)
#define PV_MBX_DROP         (1u << 4)   /* arrive_drop                    */
#define PV_MBX_NOCOMPLETE   (1u << 5)   /* .noComplete                    */
#define PV_MBX_TX           (1u << 6)   /* arrive.expect_tx: b is txCount */
#define PV_MBX_TRY          (1u << 7)   /* try_wait (else test_wait)      */
#define PV_MBX_NOINC        (1u << 8)   /* cp.async.mbarrier.arrive.noinc */

/* CP_ASYNC aux: the copy size (4, 8, 16) in bits 0-4, flags, and the
   destination's address bits (PV_MEM_SPACE, PV_MEM_ADDR32) */
#define PV_CPA_SIZE(aux)    ((aux) & 31u)
#define PV_CPA_IGNORE       (1u << 5)   /* d is the ignore-src predicate  */
#define PV_CPA_IGNORE_NEG   (1u << 6)   /* ... negated (!p)               */
#define PV_CPA_SRC32        (1u << 7)   /* b is a 32-bit column           */
#endif
