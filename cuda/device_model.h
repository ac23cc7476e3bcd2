/* The device the CUDA layers describe: the board of the generation
   PTXVM_CUDA_ARCH names (sm_60 ... sm_120, default sm_80), with that
   board's limits, so programs size their launches as on it. */
#ifndef CU_DEVICE_MODEL_H
#define CU_DEVICE_MODEL_H
#include <stddef.h>

typedef struct cu_arch {
    const char *sm;          /* "sm_80"                                */
    const char *name;        /* a real board of that generation        */
    int major, minor, sms, clock_khz, mem_clock_khz, bus_width, l2_bytes;
    size_t total_mem;
    int smem_block_optin, smem_sm, threads_sm, blocks_sm, regs_sm;
} cu_arch;

/* The board a name stands for ("sm_86", "86", "8.6", "compute_86";
   NULL or empty: sm_80), or NULL when it names none. */
const cu_arch *cu_arch_find(const char *name);
/* cu_arch_find(getenv("PTXVM_CUDA_ARCH")) */
const cu_arch *cu_arch_from_env(void);

/* The value of a CUdevice_attribute (the runtime's cudaDeviceAttr has
   the same numbers) for that board; unified: whether device pointers
   are host addresses (managed and pageable memory follow it). 0 for
   what is not provided (IPC, virtual memory, pools, interop). */
long long cu_arch_attr(const cu_arch *a, int attr, int unified);
#endif
