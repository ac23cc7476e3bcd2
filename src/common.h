/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>
#include "../ptxvm.h"

#ifndef PTXVM_INTERNAL
#  if defined(__GNUC__) && !defined(_WIN32)
#    define PTXVM_INTERNAL __attribute__((visibility("hidden")))
#  else
#    define PTXVM_INTERNAL
#  endif
#endif

/* ---- configuration ------------------------------------------------------
   Limits that keep hostile input bounded. Each exhausted limit is a clean
   error naming it. */
#ifndef PTXVM_MAX_NESTING
#define PTXVM_MAX_NESTING 256        /* braces, parentheses, blocks        */
#endif
#ifndef PTXVM_MAX_MODIFIERS
#define PTXVM_MAX_MODIFIERS 32       /* dotted modifiers on one opcode     */
#endif
#ifndef PTXVM_MAX_OPERANDS
#define PTXVM_MAX_OPERANDS 32        /* top-level operands of one instr.   */
#endif
#ifndef PTXVM_MAX_MODULE_BYTES
#define PTXVM_MAX_MODULE_BYTES (1u << 30)  /* 1 GiB of PTX text            */
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define PV_LIKELY(x)   __builtin_expect(!!(x), 1)
#  define PV_UNLIKELY(x) __builtin_expect(!!(x), 0)
#  define PV_NORETURN    __attribute__((noreturn))
#  define PV_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#  define PV_LIKELY(x)   (x)
#  define PV_UNLIKELY(x) (x)
#  define PV_NORETURN
#  define PV_PRINTF(a, b)
#endif

#define PV_COUNTOF(a) (sizeof(a) / sizeof((a)[0]))
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
