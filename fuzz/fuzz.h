/* Included first by every fuzz target. A target defines only
   LLVMFuzzerTestOneInput; how it is driven depends on the build:

     clang -fsanitize=fuzzer          libFuzzer supplies main
     -DPTXVM_FUZZ_AFL (afl-clang-*)   afl_main.h: AFL++ persistent mode
     -DPTXVM_FUZZ_REPLAY              replay.h: runs the files named on
                                      the command line, no engine

   so one source serves every engine and the replay of stored inputs. */
#ifndef PTXVM_FUZZ_H
#define PTXVM_FUZZ_H

#include "ptxvm.h"
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A VM for one input, NULL if it cannot be made. Its device memory is
   bounded, so a module declaring a huge .global fails with a result code
   instead of asking the host (and the sanitizer) for terabytes. */
static inline ptxvm_vm *fz_vm(uint64_t device_mem_limit)
{
    ptxvm_config cfg;
    ptxvm_vm *vm;
    ptxvm_config_init(&cfg);
    cfg.device_mem_limit = device_mem_limit;
    return ptxvm_create(&cfg, &vm) == PTXVM_OK ? vm : NULL;
}

/* Kernel i of m, which ptxvm_module_get_kernel compiles on first request;
   NULL when it does not compile (UNSUPPORTED) or i is out of range. */
static inline ptxvm_kernel *fz_kernel(ptxvm_module *m, uint32_t i)
{
    ptxvm_kernel *k;
    const char *name = ptxvm_module_kernel_name(m, i);
    if (!name || ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK)
        return NULL;
    return k;
}

#if defined(PTXVM_FUZZ_AFL)
#include "afl_main.h"
#elif defined(PTXVM_FUZZ_REPLAY)
#include "replay.h"
#endif

#endif
