/* Bytecode operations of the integer family (exec_int.h runs them,
   compile_int.c emits them). X-macro list, see PV_OPS in bytecode.h. */
#ifndef PTXVM_OPS_INT_H
#define PTXVM_OPS_INT_H
#define PV_OPS_INT(X)
#endif
