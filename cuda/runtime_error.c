/* Error state: the per-thread last error, the fault of a launch waiting
   for the next synchronizing call, and the names and texts of codes. */
#include "runtime.h"
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void rt_say(const char *fmt, ...)
{
    const char *q = getenv("PTXVM_CUDA_QUIET");
    if (q && !strcmp(q, "1")) return;
    va_list ap;
    va_start(ap, fmt);
    fputs("ptxvm cudart: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

static _Thread_local cudaError_t last_error;
static cudaError_t pending;               /* guarded by rt_lock */

cudaError_t rt_ret(cudaError_t err)
{
    if (err != cudaSuccess) last_error = err;
    return err;
}

void rt_set_pending(cudaError_t err)
{
    rt_lock();
    if (pending == cudaSuccess) pending = err;
    rt_unlock();
}

cudaError_t rt_take_pending(void)
{
    rt_lock();
    cudaError_t e = pending;
    pending = cudaSuccess;
    rt_unlock();
    return e;
}

cudaError_t rt_from_ptxvm(ptxvm_result r)
{
    switch (r) {
    case PTXVM_OK: return cudaSuccess;
    case PTXVM_E_INVALID_ARGUMENT: return cudaErrorInvalidValue;
    case PTXVM_E_NO_MEMORY: return cudaErrorMemoryAllocation;
    case PTXVM_E_SYNTAX: case PTXVM_E_SEMANTIC: return cudaErrorInvalidPtx;
    case PTXVM_E_UNSUPPORTED: return cudaErrorNotSupported;
    case PTXVM_E_NOT_FOUND: return cudaErrorInvalidSymbol;
    case PTXVM_E_MEMORY_FAULT: return cudaErrorIllegalAddress;
    default: return cudaErrorLaunchFailure;
    }
}

cudaError_t cudaGetLastError(void)
{
    cudaError_t e = last_error;
    last_error = cudaSuccess;
    return e;
}

cudaError_t cudaPeekAtLastError(void) { return last_error; }

static const struct { cudaError_t code; const char *name, *text; } table[] = {
    { cudaSuccess, "cudaSuccess", "no error" },
    { cudaErrorInvalidValue, "cudaErrorInvalidValue", "invalid argument" },
    { cudaErrorMemoryAllocation, "cudaErrorMemoryAllocation", "out of memory" },
    { cudaErrorInitializationError, "cudaErrorInitializationError", "initialization error" },
    { cudaErrorInvalidConfiguration, "cudaErrorInvalidConfiguration", "invalid configuration argument" },
    { cudaErrorInvalidPitchValue, "cudaErrorInvalidPitchValue", "invalid pitch argument" },
    { cudaErrorInvalidSymbol, "cudaErrorInvalidSymbol", "invalid device symbol" },
    { cudaErrorInvalidDevicePointer, "cudaErrorInvalidDevicePointer", "invalid device pointer" },
    { cudaErrorInvalidMemcpyDirection, "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy" },
    { cudaErrorMissingConfiguration, "cudaErrorMissingConfiguration", "__global__ function call is not configured" },
    { cudaErrorInvalidDeviceFunction, "cudaErrorInvalidDeviceFunction", "invalid device function" },
    { cudaErrorNoKernelImageForDevice, "cudaErrorNoKernelImageForDevice", "no kernel image is available for execution on the device" },
    { cudaErrorInvalidDevice, "cudaErrorInvalidDevice", "invalid device ordinal" },
    { cudaErrorInvalidResourceHandle, "cudaErrorInvalidResourceHandle", "invalid resource handle" },
    { cudaErrorNotReady, "cudaErrorNotReady", "device not ready" },
    { cudaErrorIllegalAddress, "cudaErrorIllegalAddress", "an illegal memory access was encountered" },
    { cudaErrorLaunchFailure, "cudaErrorLaunchFailure", "unspecified launch failure" },
    { cudaErrorLaunchTimeout, "cudaErrorLaunchTimeout", "the launch timed out and was terminated" },
    { cudaErrorLaunchOutOfResources, "cudaErrorLaunchOutOfResources", "too many resources requested for launch" },
    { cudaErrorInvalidPtx, "cudaErrorInvalidPtx", "a PTX JIT compilation failed" },
    { cudaErrorNotSupported, "cudaErrorNotSupported", "operation not supported" },
    { cudaErrorAssert, "cudaErrorAssert", "device-side assert triggered" },
    { cudaErrorNoDevice, "cudaErrorNoDevice", "no CUDA-capable device is detected" },
    { cudaErrorUnknown, "cudaErrorUnknown", "unknown error" },
};

static int find(cudaError_t e)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].code == e) return (int)i;
    return -1;
}

const char *cudaGetErrorName(cudaError_t e)
{
    int i = find(e);
    return i < 0 ? "cudaErrorUnknown" : table[i].name;
}

const char *cudaGetErrorString(cudaError_t e)
{
    int i = find(e);
    return i < 0 ? "unrecognized error code" : table[i].text;
}
