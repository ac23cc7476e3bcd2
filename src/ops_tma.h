/* Bytecode operations of the bulk-copy family (exec_tma.c runs them,
   compile_tma.c emits them). X-macro list, see PV_OPS in bytecode.h.

     TMA  one cp.async.bulk*, cp.reduce.async.bulk*, tensormap.replace or
          tensormap.cp_fenceproxy for each active lane, in lane order.
          a: a block of PV_TC_COLS 64-bit operand columns (PV_TC_*
          below) the compiler fills first; aux: PV_TMA_* kind and flags;
          x: the reduction (PV_ATOM_AUX bits) or the replaced field.

   Copies are done when issued (exec_async.c says why that is a schedule
   the GPU may run), so commit_group, wait_group and the prefetches emit
   nothing. */
#ifndef PTXVM_OPS_TMA_H
#define PTXVM_OPS_TMA_H
#define PV_OPS_TMA(X) X(TMA)

/* operand columns, 64 bits each */
enum { PV_TC_DST, PV_TC_SRC, PV_TC_SIZE, PV_TC_MBAR, PV_TC_MASK,
       PV_TC_COORD, PV_TC_OFFS = PV_TC_COORD + 5, PV_TC_COLS = PV_TC_OFFS + 3 };

/* aux: the kind in bits 0-3 (TF_* of tma_form.h), flags above */
#define PV_TMA_KIND(aux)     ((aux) & 15u)
#define PV_TMA_MBAR          (1u << 4)   /* completes on the mbarrier   */
#define PV_TMA_MULTICAST     (1u << 5)   /* PV_TC_MASK holds ctaMask    */
#define PV_TMA_IM2COL        (1u << 6)
#define PV_TMA_DST_SHARED    (1u << 7)   /* else .global                */
#define PV_TMA_SRC_SHARED    (1u << 8)
#define PV_TMA_GENERIC       (1u << 9)   /* replace: generic address    */
#define PV_TMA_DIM_SH        10          /* bits 10-12: .1d-.5d          */
#define PV_TMA_DIM(aux)      (((aux) >> PV_TMA_DIM_SH) & 7u)
/* pv_do_tma's result beside PV_ASYNC_*: an invalid tensor map
   (X->host_result, X->msg) */
#define PV_TMA_HOST 4
#endif
