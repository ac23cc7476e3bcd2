/* Bytecode operations of the mma family (exec_mma.c runs them,
   compile_mma.c emits them). X-macro list, see PV_OPS in bytecode.h.

     MMA   mma{.sp}.sync.aligned: a = a block of 64-bit columns holding
           the lane's A, B and C fragment registers in that order (32-bit
           registers zero-extended), then for mma.sp the metadata word
           and for .block_scale the scale-a and scale-b words, d = a
           block of 64-bit columns that receives the D fragment registers, x = the form (mma.h,
           pv_mma_pack). The whole warp's fragments make one product. */
#ifndef PTXVM_OPS_MMA_H
#define PTXVM_OPS_MMA_H
#define PV_OPS_MMA(X) X(MMA)
#endif
