/* Bytecode operations of the warpgroup MMA family (compile_wgmma.c emits
   them, exec_wgmma.c runs them). X-macro list, see PV_OPS in bytecode.h.

     WGMMA  wgmma.mma_async: x = WG_CFG (wgmma_desc.h); a = A's descriptor
            column (64-bit) or PV_NO_REG when A is in registers; b = B's
            descriptor column; c = the scale-d predicate slot, or
            PV_NO_REG for a constant (WG_F_SCALE_D_*); aux = how many
            register columns (A's four, then D's) the following
            (aux + 4) / 5 NOP records carry in d, a, b, c, aux. */
#ifndef PTXVM_OPS_WGMMA_H
#define PTXVM_OPS_WGMMA_H
#define PV_OPS_WGMMA(X) X(WGMMA)
#define PV_WGMMA_NOPS(aux) (((aux) + 4u) / 5u)
#endif
