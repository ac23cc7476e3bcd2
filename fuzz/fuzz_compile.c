/* Fuzz target: load arbitrary bytes as a PTX module and ask for every
   kernel, which compiles it (and the functions it can call) to bytecode,
   then read the kernel's description. Nothing runs (fuzz_run.c does).
   Any input must give a result code, never a crash, an over-read, a leak
   or a hang. Built for libFuzzer, AFL++ or as a replay driver: see
   fuzz.h and the Makefile. */
#include "fuzz.h"

/* Touch every field of the description, so that a dangling or short
   array shows up under AddressSanitizer here rather than in a user. */
static void fc_check_info(const ptxvm_kernel *k)
{
    ptxvm_kernel_info info;
    volatile uint32_t sink = 0;
    uint32_t i;
    if (ptxvm_kernel_get_info(k, &info) != PTXVM_OK)
        return;
    for (i = 0; info.name && info.name[i]; i++)
        sink += (uint8_t)info.name[i];
    for (i = 0; i < info.param_count; i++)
        sink += info.param_sizes[i] + info.param_aligns[i];
    sink += info.static_shared_bytes + info.local_bytes_per_thread;
    sink += info.reqntid.x + info.maxntid.x;
    (void)sink;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ptxvm_vm *vm;
    ptxvm_module *m;
    if (size > (1u << 20) || !(vm = fz_vm((uint64_t)64 << 20)))
        return 0;
    if (ptxvm_module_load(vm, (const char *)data, size, "fuzz", &m) == PTXVM_OK) {
        uint32_t i, n = ptxvm_module_kernel_count(m);
        for (i = 0; i < n; i++) {
            ptxvm_kernel *k = fz_kernel(m, i);
            if (k)
                fc_check_info(k);
        }
    }
    ptxvm_destroy(vm);
    return 0;
}
