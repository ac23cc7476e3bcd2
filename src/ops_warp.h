/* Bytecode operations of the warp family (exec_warp.h runs them,
   compile_warp.c emits them). X-macro list, see PV_OPS in bytecode.h. */
#ifndef PTXVM_OPS_WARP_H
#define PTXVM_OPS_WARP_H
#define PV_OPS_WARP(X)
#endif
