/* Structural comparison of two modules' IR, for the tests: the printer's
   round trip (print, parse, compare) runs it over the whole corpus. */
#ifndef PTXVM_IR_EQUAL_H
#define PTXVM_IR_EQUAL_H
#include "ir.h"

/* 1 if a and b describe the same module: same items in the same order,
   same names (compared as text, since symbol ids differ between modules),
   types, spaces, attributes, initialiser memory images (byte runs are
   compared as the bytes they produce, not as runs), instructions,
   modifiers and operands, source positions excepted. Otherwise 0, with a
   description of the first difference in why[0..n). */
int ir_equal(const ir_module *a, const ir_module *b, char *why, size_t n);
#endif
