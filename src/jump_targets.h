/* Where control enters bytecode other than by falling through
   (jump_targets.c): every pass that must not move or merge code across
   such a place asks here, so that a new branching op is added once. */
#ifndef PTXVM_JUMP_TARGETS_H
#define PTXVM_JUMP_TARGETS_H
#include "bytecode.h"

/* Set t[i] = 1 for every target of a branch (BRA, SETP_BRA32), of a
   branch table (BRX) and for every function entry among code[0..n);
   a target at or past n marks t[n]. t has n + 1 entries, zeroed by the
   caller. */
PTXVM_INTERNAL void pv_jump_targets(const pv_code *k, const pv_insn *code, uint32_t n,
                                    uint8_t *t);
#endif
