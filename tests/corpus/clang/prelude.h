// Minimal self-contained CUDA prelude for clang's NVPTX back end (no CUDA headers).
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))

typedef unsigned long size_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned char uint8_t;

__device__ static __forceinline__ int tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static __forceinline__ int tid_y() { return __nvvm_read_ptx_sreg_tid_y(); }
__device__ static __forceinline__ int ntid_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
__device__ static __forceinline__ int ntid_y() { return __nvvm_read_ptx_sreg_ntid_y(); }
__device__ static __forceinline__ int ctaid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
__device__ static __forceinline__ int ctaid_y() { return __nvvm_read_ptx_sreg_ctaid_y(); }
__device__ static __forceinline__ int nctaid_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
__device__ static __forceinline__ int gtid() { return ctaid_x() * ntid_x() + tid_x(); }
__device__ static __forceinline__ int laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static __forceinline__ void sync_block() { __syncthreads(); }
