/* Fuzz target: load arbitrary bytes as a PTX module, then unload it: the
   lexer, parser and checker only (fuzz_compile.c also compiles every
   kernel, fuzz_run.c runs them). Any input must give a result code,
   never a crash, an over-read (the input is not NUL-terminated), a leak
   or a hang. Built for libFuzzer, AFL++ or as a replay driver: see
   fuzz.h and the Makefile. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ptxvm_vm *vm;
    ptxvm_module *m;
    if (size > (1u << 20) || !(vm = fz_vm((uint64_t)64 << 20)))
        return 0;
    if (ptxvm_module_load(vm, (const char *)data, size, "fuzz", &m) == PTXVM_OK)
        ptxvm_module_unload(m);
    ptxvm_destroy(vm);
    return 0;
}
