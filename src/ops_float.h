/* Bytecode operations of the floating-point family (exec_float.h runs
   them, compile_float.c emits them). X-macro list, see PV_OPS in
   bytecode.h. */
#ifndef PTXVM_OPS_FLOAT_H
#define PTXVM_OPS_FLOAT_H
#define PV_OPS_FLOAT(X)
#endif
