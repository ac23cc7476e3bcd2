/* The CUDA device runtime (what cudadevrt gives kernels compiled with
   -rdc=true): kernels that launch kernels, streams, events, errors and
   device queries, as built-in host functions.

   A launch from the host that can reach a device-side launch runs as a
   tree of grids (devrt_tree.c). A device-side launch copies its
   parameters out of the parameter buffer and queues the child on the
   launching grid; once that grid's CTAs have all ended, its children
   run, one grid at a time and each with all its descendants before the
   next (depth first, in launch order), then its tail launches. So a
   child sees every write its parent made before the launch, a grid is
   complete only when its children are, launches into one stream run in
   order, and a tail launch runs after its grid and everything that grid
   launched. The CDP1 cudaDeviceSynchronize runs the children the
   calling CTA launched so far right there, on the calling worker thread
   with a context of its own: a waiting CTA never needs another worker,
   whatever their number. */
#ifndef PTXVM_DEVRT_H
#define PTXVM_DEVRT_H
#include "exec.h"

/* One grid to run (launch.c): the kernel, its configuration and its
   parameter buffer. nested: on the calling thread, with a CTA context
   of its own (a CTA waits for it); else on the VM's workers. */
typedef struct pv_grid_req {
    ptxvm_kernel    *k;
    ptxvm_launch     l;            /* args unused                        */
    ptxvm_dim3       cluster;      /* asked cluster shape, 0,0,0: none   */
    const uint8_t   *params;       /* k->code->param_bytes               */
    int              nested;
    struct pv_dgrid *dgrid;        /* the device runtime's grid, or NULL */
    uint64_t         warp_insns, thread_insns;   /* added to            */
    uint64_t         first, count; /* the clusters (CTAs) to run, in linear
                                      order; count 0: from first to the end */
} pv_grid_req;

PTXVM_INTERNAL ptxvm_result pv_grid_run(pv_grid_req *q, char *msg);
/* The CUDA driver's limits on block and grid dimensions. */
PTXVM_INTERNAL int pv_block_ok(ptxvm_dim3 b);
PTXVM_INTERNAL int pv_grid_ok(ptxvm_dim3 g);
#define PV_MAX_SHARED 232448u         /* 227 KiB, the largest CUDA allows */

/* CUDA's error codes the device runtime returns (driver_types.h). */
enum {
    PV_CUDA_SUCCESS = 0,
    PV_CUDA_INVALID_VALUE = 1,
    PV_CUDA_MEMORY_ALLOCATION = 2,
    PV_CUDA_INVALID_CONFIGURATION = 9,
    PV_CUDA_LAUNCH_MAX_DEPTH_EXCEEDED = 65,
    PV_CUDA_LAUNCH_PENDING_COUNT_EXCEEDED = 69,
    PV_CUDA_INVALID_DEVICE_FUNCTION = 98,
    PV_CUDA_INVALID_DEVICE = 101,
    PV_CUDA_INVALID_RESOURCE_HANDLE = 400
};

/* The special streams (cuda_device_runtime_api.h). */
#define PV_STREAM_TAIL    3u       /* cudaStreamTailLaunch               */
#define PV_STREAM_FAF     4u       /* cudaStreamFireAndForget            */
#define PV_STREAM_BASE    0x5000u  /* created streams: BASE + 16 * n     */
#define PV_EVENT_HANDLE   0x6000u  /* every event                        */

/* A queued device-side launch, or (k NULL) a cudaMemcpyAsync or
   cudaMemsetAsync, which runs in the same order. */
typedef struct pv_dlaunch {
    struct pv_dlaunch *next;
    ptxvm_kernel      *k;
    uint64_t           dst, src, count;   /* the copy or memset           */
    uint32_t           set;               /* 1: a memset of value         */
    uint32_t           value;
    ptxvm_dim3         grid, block;
    uint32_t           shared;
    uint32_t           depth;      /* of the child grid                  */
    uint64_t           cta;        /* the launching CTA, linear          */
    uint32_t           nparams;    /* bytes at params                    */
    uint8_t           *params;
} pv_dlaunch;

/* A parameter buffer handed out and not yet launched. */
typedef struct pv_dbuf {
    uint64_t      addr, size;
    uint64_t      base;            /* the device heap block              */
    ptxvm_kernel *k;               /* V2: the configuration it was for   */
    ptxvm_dim3    grid, block;
    uint32_t      shared;
} pv_dbuf;

/* What one launch from the host shares among its grids (under lock). */
typedef struct pv_dtree {
    ptxvm_vm     *vm;
    pv_mutex      lock;
    uint32_t      pending;         /* launched, not yet complete          */
    uint32_t      max_depth, max_pending;
    pv_dbuf      *bufs;
    uint32_t      nbufs, capbufs;
    uint64_t      streams;         /* handles handed out                  */
    uint64_t      texts;           /* cudaGetErrorName/String's, or 0     */
    uint64_t      step_limit;      /* 0: none; else the whole tree's      */
    uint64_t      used;            /* warp instructions of ended grids    */
    uint64_t      warp_insns, thread_insns;
} pv_dtree;

/* A grid of the tree and the launches it made. */
typedef struct pv_dgrid {
    pv_dtree     *tree;
    ptxvm_kernel *k;
    uint32_t      depth;
    pv_dlaunch   *head, *tail;     /* children, in launch order (lock)   */
    pv_dlaunch   *thead, *ttail;   /* tail launches                      */
} pv_dgrid;

/* The device runtime function called name (cudaX, or __cudaCDP2X as
   nvcc 12 and 13 name them, with or without _ptsz), as a PV_BUILTIN_*
   number; 0 when name is none of them. *supported is 0 for functions
   of the device runtime this version does not implement. */
PTXVM_INTERNAL uint32_t pv_devrt_lookup(const char *name, int *supported);
/* Whether a compiled kernel calls the device runtime. */
PTXVM_INTERNAL int pv_devrt_used(const pv_code *code);
/* A device runtime call by lane l (hostcall.c hands it over). */
PTXVM_INTERNAL int pv_devrt_call(pv_cta *X, pv_warp *w, const pv_func *F,
                                 uint32_t l, const uint8_t *args,
                                 const uint32_t *lay);

/* Run q's grid from the host as the root of a launch tree (devrt_tree.c). */
PTXVM_INTERNAL ptxvm_result pv_devrt_launch(pv_grid_req *q, char *msg);
/* Run the children that CTA cta of grid G launched so far, with their
   descendants, on this thread (cudaDeviceSynchronize). */
PTXVM_INTERNAL ptxvm_result pv_devrt_sync(pv_dgrid *G, uint64_t cta, char *msg);
/* Do the copy or memset d (k NULL) now; the failure message to msg. */
PTXVM_INTERNAL ptxvm_result pv_devrt_copy(ptxvm_vm *vm, const pv_dlaunch *d, char *msg);
/* Allocate with the VM's allocator from any worker. */
PTXVM_INTERNAL void *pv_devrt_alloc(ptxvm_vm *vm, size_t n);
PTXVM_INTERNAL void  pv_devrt_free(ptxvm_vm *vm, void *p, size_t n);
#endif
