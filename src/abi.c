/* Sized public structs: a host compiled against another ptxvm.h than the
   library's passes a struct of another size; the library reads no more
   than that size and refuses layouts it cannot know. */
#include "abi.h"
#include "vm.h"

PTXVM_INTERNAL ptxvm_result pv_sized_copy(ptxvm_vm *vm, const char *fn,
                                          const char *type, void *dst,
                                          const void *src, size_t lib_size,
                                          size_t size_off)
{
    uint32_t n;
    memcpy(&n, (const unsigned char *)src + size_off, sizeof n);
    if (n == 0)
        n = (uint32_t)lib_size;
    if (n < size_off + sizeof n)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: %s.struct_size %u "
                        "is too small for any layout of %s (this library's "
                        "is %zu bytes; 0 means that one)", fn, type,
                        (unsigned)n, type, lib_size);
    if (n > lib_size)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: %s.struct_size %u "
                        "is larger than this library's %zu bytes (a program "
                        "built against a newer ptxvm.h)", fn, type,
                        (unsigned)n, lib_size);
    memset(dst, 0, lib_size);
    memcpy(dst, src, n);
    return PTXVM_OK;
}
