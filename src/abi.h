/* The sized public structs (ptxvm.h, "Struct sizes"): reading a host's
   struct whose layout may be an older or newer one than the library's. */
#ifndef PTXVM_ABI_H
#define PTXVM_ABI_H
#include "common.h"

/* Copy the host's struct src, of the type the library knows as lib_size
   bytes with its uint32_t struct_size at size_off, into dst (lib_size
   bytes): struct_size 0 is the library's own layout; a smaller one has
   the fields it lacks zeroed in dst; one that cannot hold struct_size
   itself, or is larger than lib_size, is INVALID_ARGUMENT with the
   message "fn: type.struct_size N ..." on vm (which may be NULL). */
PTXVM_INTERNAL ptxvm_result pv_sized_copy(ptxvm_vm *vm, const char *fn,
                                          const char *type, void *dst,
                                          const void *src, size_t lib_size,
                                          size_t size_off);

/* The same for a struct of type T whose last field is struct_size. */
#define PV_SIZED_COPY(vm, fn, T, dst, src)                                 \
    pv_sized_copy((vm), (fn), #T, (dst), (src), sizeof(T),                 \
                  offsetof(T, struct_size))
#endif
