/* Internal state of the CUDA driver API layer (libcuda.so.1 over ptxvm).
   One virtual device, one ptxvm VM behind it. By default device
   pointers are host addresses (the VM runs with PTXVM_FLAG_UNCHECKED):
   that is CUDA's unified addressing, so pinned, mapped and managed host
   memory is what kernels read, with no copies. PTXVM_CUDA_CHECKED=1
   runs the VM sandboxed instead: device addresses are the VM's own,
   host memory is mapped into it, kernels' stray accesses are
   CUDA_ERROR_ILLEGAL_ADDRESS, and there is no managed memory. Work runs
   on the submitting thread, so every stream is idle when a call
   returns. */
#ifndef CU_INTERNAL_H
#define CU_INTERNAL_H
#ifndef _GNU_SOURCE
#define _GNU_SOURCE            /* a recursive mutex initializer, strdup */
#endif
#include <cuda.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include "../ptxvm.h"
#include "device_model.h"

#define CU_EXPORT __attribute__((visibility("default")))


enum cu_kind { CU_K_CTX = 1, CU_K_MOD, CU_K_FUNC, CU_K_STREAM, CU_K_EVENT,
               CU_K_LIB, CU_K_ARRAY, CU_K_TEXREF, CU_K_SURFREF };

/* Every handle starts with this header and sits on a live list while it
   is valid, so a stale or forged handle is recognised, not dereferenced. */
typedef struct cu_obj {
    int kind;
    struct cu_obj *live_next;
} cu_obj;

struct CUctx_st {
    cu_obj hdr;
    CUdevice dev;
    unsigned flags;
    int primary;
    CUresult sticky;                 /* a launch fault, as CUDA keeps it  */
    int attached;                    /* cuCtxAttach count (created ones)  */
    size_t limits[10];               /* CUlimit values                   */
};

struct CUfunc_st;
struct CUmod_st {
    cu_obj hdr;
    CUcontext ctx;
    ptxvm_module *m;
    struct CUfunc_st *funcs;
};

struct CUfunc_st {
    cu_obj hdr;
    struct CUmod_st *mod;
    ptxvm_kernel *k;
    ptxvm_kernel_info info;
    struct CUfunc_st *next;
    int max_dyn_smem, carveout, cache_config, non_portable_cluster;
    int req_cluster[3];
    struct cu_old_launch *old;       /* cuParamSet* state (cu_oldapi.c)  */
};

struct CUstream_st {
    cu_obj hdr;
    CUcontext ctx;
    unsigned flags;
    int priority;
    unsigned long long id;
};

struct CUevent_st {
    cu_obj hdr;
    unsigned flags;
    int recorded;
    double ms;                       /* CLOCK_MONOTONIC, milliseconds     */
};

struct CUarray_st {
    cu_obj hdr;
    CUcontext ctx;
    CUDA_ARRAY3D_DESCRIPTOR d;
    size_t elem, pitch, bytes;
    CUdeviceptr data;
};

/* A tracked range of memory (cuMemGetAddressRange, pointer checks). */
enum { CU_MEM_DEVICE = 1, CU_MEM_HOST, CU_MEM_MANAGED, CU_MEM_REGISTERED,
       CU_MEM_GLOBAL };
typedef struct cu_alloc {
    uintptr_t base;                  /* the device address              */
    uintptr_t host;                  /* host memory: its host address   */
    size_t size;
    int type;
    unsigned flags;
    CUcontext ctx;
    void *owner;                     /* the module of a CU_MEM_GLOBAL    */
    struct cu_alloc *next;
} cu_alloc;

typedef struct cu_state {
    pthread_mutex_t lock;
    int inited;
    ptxvm_vm *vm;
    const cu_arch *arch;
    int quiet;
    int checked;                     /* PTXVM_CUDA_CHECKED: sandboxed    */
    cu_obj *live;
    cu_alloc *allocs;
    size_t used;                     /* device bytes allocated           */
    struct CUctx_st primary;
    int primary_refs;
    unsigned primary_flags;
    unsigned long long stream_ids;
} cu_state;

extern cu_state cu_g;

/* Locking and handle checks. One recursive lock guards the tables and
   every call into the VM (ptxvm's API is not for concurrent callers);
   a launch holds it while it runs. */
void cu_lock(void);
void cu_unlock(void);
void cu_obj_add(void *o, int kind);
void cu_obj_remove(void *o);
int cu_obj_valid(const void *o, int kind);

/* The calling thread's current context, or NULL. */
CUcontext cu_ctx_current(void);
/* cuInit done and a valid current context: CUDA_SUCCESS, else the error
   CUDA gives. */
CUresult cu_need_ctx(CUcontext *out);
CUresult cu_need_init(void);
/* Release everything a context owns (modules, memory, streams). */
void cu_ctx_release_resources(CUcontext ctx);
void cu_module_release_ctx(CUcontext ctx);
void cu_mem_release_ctx(CUcontext ctx);
void cu_mem_release_owner(void *owner);
struct CUarray_st *cu_array_get(CUarray a);
/* A module from an image (PTX text, fat binary, wrapper, cubin), for
   ctx (NULL: owned by a library). log receives the error message. */
CUresult cu_module_from_image(const void *image, CUcontext ctx, char *log,
                              size_t logcap, struct CUmod_st **out);
void cu_module_free(struct CUmod_st *m);
/* Textures and surfaces (cu_texture.c) and the references bound to
   them (cu_texref.c). */
CUresult cu_tex_create(const CUDA_RESOURCE_DESC *res, const CUDA_TEXTURE_DESC *tex,
                       uint64_t *out);
CUresult cu_surf_create(const CUDA_RESOURCE_DESC *res, uint64_t *out);
void cu_texref_release_module(struct CUmod_st *m);

/* Map a ptxvm result to the CUresult CUDA gives for that failure, and
   report the VM's message on stderr unless PTXVM_CUDA_QUIET is set. */
CUresult cu_from_ptxvm(ptxvm_result r, const char *what);
void cu_report(const char *fmt, ...);

/* Memory bookkeeping (cu_memory.c). */
cu_alloc *cu_alloc_find(uintptr_t p);   /* the range holding p, or NULL */
cu_alloc *cu_alloc_find_host(uintptr_t p); /* host memory by host address */
CUresult cu_alloc_track(uintptr_t base, size_t size, int type,
                        unsigned flags, CUcontext ctx);

/* Streams: NULL, CU_STREAM_LEGACY and CU_STREAM_PER_THREAD are valid. */
int cu_stream_ok(CUstream s);
double cu_now_ms(void);

/* cuGetProcAddress's table: filled in cu_procaddr.c. */
const void *cu_proc_lookup(const char *name, int version, cuuint64_t flags,
                           CUdriverProcAddressQueryResult *status);

/* cuGetExportTable is implemented beside the runtime layer
   (cuda/export_tables.c); this weak fallback answers NOT_FOUND when it
   is absent. */
CUresult cu_export_table_lookup(const void **table, const CUuuid *id);

#endif
