/* libFuzzer target: load arbitrary bytes as a PTX module, then ask for
   every kernel. Any input must give a result code, never a crash, an
   over-read (the input is not NUL-terminated), a leak or a hang.

     clang -g -O1 -fsanitize=fuzzer,address,undefined -I.. fuzz_parse.c ../ptxvm.c -lm

   Built without -fsanitize=fuzzer and with -DPTXVM_FUZZ_REPLAY, it is a
   plain driver that runs the files named on its command line. */
#include "ptxvm.h"
#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ptxvm_vm *vm;
    ptxvm_module *m;
    if (size > (1u << 20))
        return 0;
    if (ptxvm_create(NULL, &vm) != PTXVM_OK)
        return 0;
    if (ptxvm_module_load(vm, (const char *)data, size, "fuzz", &m) == PTXVM_OK) {
        uint32_t i, n = ptxvm_module_kernel_count(m);
        for (i = 0; i < n; i++) {
            ptxvm_kernel *k;
            ptxvm_kernel_info info;
            if (ptxvm_module_get_kernel(m, ptxvm_module_kernel_name(m, i), &k) ==
                PTXVM_OK)
                (void)ptxvm_kernel_get_info(k, &info);
        }
    }
    ptxvm_destroy(vm);
    return 0;
}

#ifdef PTXVM_FUZZ_REPLAY
#include "replay.h"
#endif
