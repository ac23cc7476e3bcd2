/* Whether a modifier is valid PTX 9.0 for an opcode (ptx90.c). */
#ifndef PTXVM_PTX90_H
#define PTXVM_PTX90_H
#include "common.h"

/* 1 if PTX ISA 9.0 uses modifier mod (".bulk") with opcode ("cp"). */
PTXVM_INTERNAL int ptx90_modifier(const char *opcode, const char *mod);

#endif
