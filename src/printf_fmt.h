/* The formatter behind CUDA's device-side printf (the vprintf syscall):
   a format string and nvcc's packed argument buffer, both in device
   memory, become text in a caller's buffer, as glibc would print it (CUDA
   formats on the host with the host's C library). Numbers are formatted
   here, exactly, without libc, the heap, the locale or the host's
   rounding mode. */
#ifndef PTXVM_PRINTF_FMT_H
#define PTXVM_PRINTF_FMT_H
#include "common.h"

/* Read n bytes of device memory at the generic address addr into dst;
   return 0 on success, nonzero if any of them is unreadable. Strings are
   read in chunks up to the next 256-byte boundary, so rd may be asked for
   bytes past a string's NUL; when such a chunk fails it is read again
   byte by byte, so a string that ends where readable memory ends is fine.
   A chunk is always more than 8 bytes (else single bytes are read), and
   arguments are read exactly (4 or 8 bytes each): a reader that must not
   read ahead (unchecked memory) fails every read of more than 8. */
typedef int (*pv_fmt_read_fn)(void *user, uint64_t addr, void *dst, size_t n);

/* The output: buf has cap bytes. The text is cut to cap - 1 bytes and
   always NUL-terminated (when cap > 0); len is its length (excluding the
   NUL), truncated is set when some of it did not fit. */
typedef struct pv_fmt_out {
    char  *buf;
    size_t cap;
    size_t len;
    int    truncated;
} pv_fmt_out;

/* Results other than an argument count. */
#define PV_FMT_FAULT       (-1) /* unreadable memory; err says where     */
#define PV_FMT_NULL_FORMAT (-2) /* fmt_addr is 0: nothing is printed, and
                                   CUDA's printf returns -1 to the kernel */

/* Limits (CUDA documents 32 arguments; the others only bound bad input). */
#define PV_FMT_MAX_ARGS    32        /* later conversions print as written */
#define PV_FMT_MAX_FORMAT  (1u << 20) /* bytes of format without a NUL     */
#define PV_FMT_MAX_STRING  (1u << 20) /* bytes of a %s string without NUL  */

/* Static in the amalgamation: a build that does not call it (the
   interpreter's vprintf is wired separately) must not warn. */
#if defined(__GNUC__) || defined(__clang__)
#  define PV_FMT_MAYBE_UNUSED __attribute__((unused))
#else
#  define PV_FMT_MAYBE_UNUSED
#endif

/* Format like CUDA's printf. The format string is read through rd at
   fmt_addr (NUL-terminated, at most PV_FMT_MAX_FORMAT bytes), the
   arguments from the buffer at args_addr laid out as nvcc lays out the
   vprintf buffer (see printf_fmt.c); args_addr may be 0 when the format
   takes no argument. out->buf and out->cap are the caller's; len and
   truncated are set here.
   Returns the number of arguments consumed (what CUDA's printf returns to
   the kernel), PV_FMT_NULL_FORMAT, or PV_FMT_FAULT with a message naming
   the address in err (errcap bytes, NUL-terminated; err may be NULL when
   errcap is 0). Bad pointers are errors, never crashes. */
PTXVM_INTERNAL PV_FMT_MAYBE_UNUSED
int pv_format_printf(pv_fmt_read_fn rd, void *user, uint64_t fmt_addr,
                     uint64_t args_addr, pv_fmt_out *out, char *err,
                     size_t errcap);
#endif
