/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

/* POSIX threads and clocks where the platform has them (the library is
   otherwise plain C99); before any system header. On Linux the GNU set,
   for the CPUs this process may run on (sched_getaffinity): a container
   or taskset may allow fewer than the machine has. */
#if !defined(_POSIX_C_SOURCE) && !defined(_XOPEN_SOURCE) && !defined(_GNU_SOURCE) && \
    !defined(_WIN32) && (defined(__unix__) || defined(__APPLE__))
#  ifdef __linux__
#    define _GNU_SOURCE 1
#  else
#    define _POSIX_C_SOURCE 200809L
#  endif
#endif

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

/* ptxvm.c also compiles as C++, which has no `restrict` and no implicit
   conversion from void *: PV_RESTRICT is the compiler's spelling there,
   PV_VOIDCAST(dst, v) converts v to the type of dst (a name or member). */
#ifdef __cplusplus
#  if defined(__GNUC__) || defined(__clang__) || defined(_MSC_VER)
#    define PV_RESTRICT __restrict
#  else
#    define PV_RESTRICT
#  endif
#  define PV_VOIDCAST(dst, v) static_cast<decltype(dst)>(v)
#else
#  define PV_RESTRICT restrict
#  define PV_VOIDCAST(dst, v) (v)
#endif

/* Device memory is little-endian, as on the GPU; so is every host ptxvm
   supports (the interpreter copies register bytes to memory directly). */
#if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && \
    __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#  error "ptxvm needs a little-endian host"
#endif

/* Little-endian stores and loads of 1, 2, 4 or 8 bytes, as device memory
   holds them; a fixed-size memcpy compiles to one move. */
static inline void pv_store_le(uint8_t *p, uint64_t v, uint32_t size)
{
    uint8_t b8 = (uint8_t)v;
    uint16_t b16 = (uint16_t)v;
    uint32_t b32 = (uint32_t)v;
    switch (size) {
    case 1: memcpy(p, &b8, 1); break;
    case 2: memcpy(p, &b16, 2); break;
    case 4: memcpy(p, &b32, 4); break;
    default: memcpy(p, &v, 8); break;
    }
}

/* Load size bytes; sx: sign-extend to 64 bits. */
static inline uint64_t pv_load_le(const uint8_t *p, uint32_t size, int sx)
{
    uint8_t b8;
    uint16_t b16;
    uint32_t b32;
    uint64_t v;
    switch (size) {
    case 1: memcpy(&b8, p, 1); v = b8; break;
    case 2: memcpy(&b16, p, 2); v = b16; break;
    case 4: memcpy(&b32, p, 4); v = b32; break;
    default: memcpy(&v, p, 8); return v;
    }
    if (sx && ((v >> (8 * size - 1)) & 1))
        v |= ~(uint64_t)0 << (8 * size);
    return v;
}
#define PV_UNUSED(x) ((void)(x))

/* Inlined even where the compiler's size heuristics say no: small hot
   helpers of the interpreter's memory paths. */
#if defined(__GNUC__) || defined(__clang__)
#define PV_FORCE_INLINE __inline__ __attribute__((always_inline))
#else
#define PV_FORCE_INLINE
#endif

/* The interpreter loop starts on a cache line: where the code before
   it happens to end must not move its dispatch targets (seen as 15%
   either way on one kernel). */
#if defined(__GNUC__) || defined(__clang__)
#define PV_ALIGN_HOT __attribute__((aligned(64)))
#else
#define PV_ALIGN_HOT
#endif

typedef unsigned char pv_bool;

#endif
