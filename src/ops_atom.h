/* Bytecode operations of the atom family (exec_atom.h runs them,
   compile_atom.c emits them). X-macro list, see PV_OPS in bytecode.h. */
#ifndef PTXVM_OPS_ATOM_H
#define PTXVM_OPS_ATOM_H
#define PV_OPS_ATOM(X)
#endif
