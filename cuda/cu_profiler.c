/* The profiler control of cudaProfiler.h: there is no profiler to
   start, and CUDA lets these succeed when none is attached. */
#include "cu_internal.h"
#include <cudaProfiler.h>

CU_EXPORT CUresult CUDAAPI cuProfilerStart(void)
{
    return cu_need_ctx(NULL);
}

CU_EXPORT CUresult CUDAAPI cuProfilerStop(void)
{
    return cu_need_ctx(NULL);
}
