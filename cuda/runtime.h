/* The CUDA runtime API (libcudart.so.13) over ptxvm's public API: the
   state its parts share. One process-wide VM stands for device 0; every
   stream runs its work at once, in call order, which CUDA allows (a
   stream's work may finish before the call that queued it returns). */
#ifndef PTXVM_RUNTIME_H
#define PTXVM_RUNTIME_H
#include <cuda_runtime_api.h>
#include <stddef.h>
#include <stdint.h>
#include "../ptxvm.h"
#include "device_model.h"

/* A fat binary nvcc registered, loaded on first use. */
typedef struct rt_fatbin {
    const void *wrapper;            /* nvcc's __fatBinC_Wrapper_t          */
    ptxvm_module *module;           /* NULL until loaded                   */
    int tried;                      /* loading was attempted               */
    cudaError_t load_error;
    unsigned arch;                  /* the PTX's target: 75 for sm_75     */
    struct rt_fatbin *next;
} rt_fatbin;

/* A kernel: the host stub's address and the .entry it stands for. */
typedef struct rt_func {
    const void *host;
    char *name;
    rt_fatbin *fb;
    ptxvm_kernel *kernel;           /* NULL until first looked up           */
    struct rt_func *next;
} rt_func;

/* A __device__ / __constant__ variable: the host shadow's address. */
typedef struct rt_var {
    const void *host;
    char *name;
    rt_fatbin *fb;
    size_t size;
    struct rt_var *next;
} rt_var;

/* The device, as the driver layer describes it (device_model.h): the
   board PTXVM_CUDA_ARCH names; a value naming none is reported once and
   the default board used. */
const cu_arch *rt_arch(void);

/* The VM, created by the first call that needs it; NULL when that fails. */
ptxvm_vm *rt_vm(void);
void rt_lock(void);
void rt_unlock(void);

/* Record err as the calling thread's last error (unless cudaSuccess) and
   return it: every API function returns through this. */
cudaError_t rt_ret(cudaError_t err);
/* A fault of an earlier launch, reported by the next synchronizing call. */
void rt_set_pending(cudaError_t err);
cudaError_t rt_take_pending(void);
cudaError_t rt_from_ptxvm(ptxvm_result r);

/* Extract the PTX text of a fat binary (the newest PTX entry), malloc'd
   and NUL-terminated, into *ptx. 0 on success, else a message. */
const char *rt_fatbin_ptx(const void *wrapper, char **ptx, size_t *len,
                          unsigned *arch);

/* Kernels and variables by host address (loading their module). */
cudaError_t rt_find_func(const void *host, rt_func **out);
cudaError_t rt_find_var(const void *host, ptxvm_addr *addr, size_t *size);

/* A diagnostic on stderr, unless PTXVM_CUDA_QUIET=1. */
void rt_say(const char *fmt, ...);

/* Whether [addr, addr+n) is device memory this runtime handed out. */
ptxvm_vm *rt_vm_unlocked_peek(void);
int rt_is_device_ptr(const void *p);
#endif
