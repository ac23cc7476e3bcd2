/* Bytecode operations of the bar family (exec_bar.h runs them,
   compile_bar.c emits them). X-macro list, see PV_OPS in bytecode.h. */
#ifndef PTXVM_OPS_BAR_H
#define PTXVM_OPS_BAR_H
#define PV_OPS_BAR(X)
#endif
