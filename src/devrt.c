/* The CUDA device runtime's functions as built-in host functions
   (devrt.h): parameter buffers and device-side launches, the CDP1
   cudaDeviceSynchronize, streams, events, per-thread errors, device
   attributes and limits, cudaMalloc/cudaFree. Names come as nvcc writes
   them: cudaX (CDP1, -DCUDA_FORCE_CDP1_IF_SUPPORTED) or __cudaCDP2X
   (CDP2, the default), either with a _ptsz suffix. */
#include "devrt.h"
#include "devheap.h"
#include <stdio.h>
#include <stdlib.h>

/* ---- the functions and their parameter lists ---------------------- */
enum {
    DR_GET_PARAM_BUF = 1, DR_GET_PARAM_BUF_V2, DR_LAUNCH, DR_LAUNCH_V2,
    DR_SYNC, DR_GET_LAST_ERROR, DR_PEEK_LAST_ERROR, DR_GET_DEVICE,
    DR_GET_DEVICE_COUNT, DR_ATTRIBUTE, DR_GET_LIMIT, DR_CACHE_CONFIG,
    DR_SHMEM_CONFIG, DR_STREAM_CREATE, DR_STREAM_DESTROY, DR_STREAM_WAIT,
    DR_EVENT_CREATE, DR_EVENT_RECORD, DR_EVENT_RECORD_FLAGS, DR_EVENT_DESTROY,
    DR_VERSION, DR_MALLOC, DR_FREE, DR_ERROR_STRING, DR_ERROR_NAME,
    DR_MEMCPY, DR_MEMSET, DR_UNSUPPORTED
};

typedef struct dr_fn {
    const char *name;      /* after "cuda" or "__cudaCDP2"               */
    uint32_t    op;
    const char *params;    /* parameter sizes, one digit each ("c": 12) */
    uint32_t    ret;       /* result bytes                               */
} dr_fn;

static const dr_fn dr_fns[] = {
    {"GetParameterBuffer", DR_GET_PARAM_BUF, "88", 8},
    {"GetParameterBufferV2", DR_GET_PARAM_BUF_V2, "8cc4", 8},
    {"LaunchDevice", DR_LAUNCH, "88cc48", 4},
    {"LaunchDeviceV2", DR_LAUNCH_V2, "88", 4},
    {"DeviceSynchronize", DR_SYNC, "", 4},
    {"GetLastError", DR_GET_LAST_ERROR, "", 4},
    {"PeekAtLastError", DR_PEEK_LAST_ERROR, "", 4},
    {"GetDevice", DR_GET_DEVICE, "8", 4},
    {"GetDeviceCount", DR_GET_DEVICE_COUNT, "8", 4},
    {"DeviceGetAttribute", DR_ATTRIBUTE, "844", 4},
    {"DeviceGetLimit", DR_GET_LIMIT, "84", 4},
    {"DeviceGetCacheConfig", DR_CACHE_CONFIG, "8", 4},
    {"DeviceGetSharedMemConfig", DR_SHMEM_CONFIG, "8", 4},
    {"StreamCreateWithFlags", DR_STREAM_CREATE, "84", 4},
    {"StreamDestroy", DR_STREAM_DESTROY, "8", 4},
    {"StreamWaitEvent", DR_STREAM_WAIT, "884", 4},
    {"EventCreateWithFlags", DR_EVENT_CREATE, "84", 4},
    {"EventRecord", DR_EVENT_RECORD, "88", 4},
    {"EventRecordWithFlags", DR_EVENT_RECORD_FLAGS, "884", 4},
    {"EventDestroy", DR_EVENT_DESTROY, "8", 4},
    {"RuntimeGetVersion", DR_VERSION, "8", 4},
    {"Malloc", DR_MALLOC, "88", 4},
    {"Free", DR_FREE, "8", 4},
    {"GetErrorString", DR_ERROR_STRING, "4", 8},
    {"GetErrorName", DR_ERROR_NAME, "4", 8},
    /* declared by cuda_device_runtime_api.h, not implemented */
    {"MemcpyAsync", DR_MEMCPY, "88848", 4},
    {"MemsetAsync", DR_MEMSET, "8488", 4},
    {"FuncGetAttributes", DR_UNSUPPORTED, "", 0},
    {"Memcpy2DAsync", DR_UNSUPPORTED, "", 0},
    {"Memcpy3DAsync", DR_UNSUPPORTED, "", 0},
    {"Memset2DAsync", DR_UNSUPPORTED, "", 0},
    {"Memset3DAsync", DR_UNSUPPORTED, "", 0},
    {"OccupancyMaxActiveBlocksPerMultiprocessor", DR_UNSUPPORTED, "", 0},
    {"OccupancyMaxActiveBlocksPerMultiprocessorWithFlags", DR_UNSUPPORTED, "", 0},
    {"GraphLaunch", DR_UNSUPPORTED, "", 0},
    {"GetCurrentGraphExec", DR_UNSUPPORTED, "", 0},
};
#define DR_NFNS (sizeof dr_fns / sizeof dr_fns[0])

PTXVM_INTERNAL uint32_t pv_devrt_lookup(const char *name, int *supported)
{
    size_t n;
    uint32_t i;
    if (strncmp(name, "__cudaCDP2", 10) == 0)
        name += 10;
    else if (strncmp(name, "cuda", 4) == 0)
        name += 4;
    else
        return 0;
    n = strlen(name);
    if (n > 5 && strcmp(name + n - 5, "_ptsz") == 0)
        n -= 5;
    for (i = 0; i < DR_NFNS; i++)
        if (strlen(dr_fns[i].name) == n && memcmp(dr_fns[i].name, name, n) == 0) {
            *supported = dr_fns[i].op != DR_UNSUPPORTED;
            return PV_BUILTIN_DEVRT + i;
        }
    return 0;
}

PTXVM_INTERNAL int pv_devrt_used(const pv_code *code)
{
    uint32_t i;
    for (i = 0; i < code->nfuncs; i++)
        if (!code->funcs[i].host && code->funcs[i].builtin >= PV_BUILTIN_DEVRT)
            return 1;
    return 0;
}

PTXVM_INTERNAL void *pv_devrt_alloc(ptxvm_vm *vm, size_t n)
{
    void *p;
    pv_mutex_lock(&vm->lock);
    p = pv_realloc(&vm->heap, NULL, 0, n);
    pv_mutex_unlock(&vm->lock);
    return p;
}

PTXVM_INTERNAL void pv_devrt_free(ptxvm_vm *vm, void *p, size_t n)
{
    pv_mutex_lock(&vm->lock);
    pv_free(&vm->heap, p, n);
    pv_mutex_unlock(&vm->lock);
}

/* ---- helpers --------------------------------------------------------- */
typedef struct dr_ctx {
    pv_cta        *X;
    pv_warp       *w;
    uint32_t       l;
    const pv_func *F;
    const dr_fn   *fn;
    const uint8_t *args;
    const uint32_t *lay;
} dr_ctx;

static uint64_t dr_arg(const dr_ctx *c, uint32_t i)
{
    uint32_t n = c->lay[2 * i + 1];
    return pv_load_le(c->args + c->lay[2 * i], n > 8 ? 8 : n, 0);
}

static ptxvm_dim3 dr_dim3(const dr_ctx *c, uint32_t i)
{
    const uint8_t *p = c->args + c->lay[2 * i];
    ptxvm_dim3 d;
    d.x = (uint32_t)pv_load_le(p, 4, 0);
    d.y = (uint32_t)pv_load_le(p + 4, 4, 0);
    d.z = (uint32_t)pv_load_le(p + 8, 4, 0);
    return d;
}

static uint32_t dr_thread(const dr_ctx *c)
{
    return c->w->index * PV_LANES + c->l;
}

/* The calling thread's error: kept for cudaGetLastError, returned. */
static uint32_t dr_err(const dr_ctx *c, uint32_t e)
{
    if (e) {
        c->X->last_err[dr_thread(c)] = e;
        c->X->err_dirty = 1;
    }
    return e;
}

static int dr_stop(const dr_ctx *c, ptxvm_result r, const char *what, uint64_t a)
{
    snprintf(c->X->msg, sizeof c->X->msg, "%s: %s 0x%llx",
             ir_name(c->X->ir, c->F->name), what, (unsigned long long)a);
    c->X->host_result = r;
    return PV_RUN_HOST;
}

/* Write n bytes of v at the generic address a of the calling thread. */
static int dr_put(const dr_ctx *c, uint64_t a, uint64_t v, uint32_t n)
{
    uint8_t b[8];
    pv_store_le(b, v, n);
    return pv_lane_rw(c->X, c->w, c->l, a, b, n, 1);
}

static void dr_ret(const dr_ctx *c, uint64_t v)
{
    uint8_t b[8];
    uint32_t n = c->F->ret_bytes < 8 ? c->F->ret_bytes : 8;
    if (!c->F->nrets)
        return;
    pv_store_le(b, v, n);
    (void)pv_lane_rw(c->X, c->w, c->l, PV_LOCAL_WINDOW + c->X->code->retbuf, b, n, 1);
}

/* The kernel at function address a in the launching kernel's module. */
static ptxvm_kernel *dr_kernel(const pv_cta *X, uint64_t a)
{
    ptxvm_module *m = X->dgrid->k->module;
    const ir_module *ir = m->ir;
    uint32_t i, name;
    if (a < PV_FUNC_ADDR_BASE || a - PV_FUNC_ADDR_BASE >= ir->funcs.len)
        return NULL;
    name = ir->funcs.data[a - PV_FUNC_ADDR_BASE].name;
    for (i = 0; i < m->nkernels; i++)
        if (ir->funcs.data[m->kernels[i].func].name == name)
            return &m->kernels[i];
    return NULL;
}

/* ---- parameter buffers --------------------------------------------- */

/* A parameter buffer of size bytes aligned to align; 0 when none. */
static uint64_t dr_buffer(const dr_ctx *c, uint64_t align, uint64_t size,
                          pv_dbuf *cfg, uint32_t *err)
{
    ptxvm_vm *vm = c->X->vm;
    pv_dtree *T = c->X->dgrid->tree;
    uint64_t base = 0, addr;
    ptxvm_result r;
    if (align == 0 || (align & (align - 1)) || align > 4096 || size > ((uint64_t)1 << 32)) {
        *err = PV_CUDA_INVALID_VALUE;
        return 0;
    }
    pv_mutex_lock(&T->lock);
    if (T->nbufs >= T->max_pending) {
        pv_mutex_unlock(&T->lock);
        *err = PV_CUDA_LAUNCH_PENDING_COUNT_EXCEEDED;
        return 0;
    }
    if (T->nbufs == T->capbufs) {
        uint32_t cap = T->capbufs ? 2 * T->capbufs : 16;
        pv_dbuf *nb = (pv_dbuf *)pv_devrt_alloc(vm, cap * sizeof *nb);
        if (!nb) {
            pv_mutex_unlock(&T->lock);
            *err = PV_CUDA_MEMORY_ALLOCATION;
            return 0;
        }
        if (T->nbufs)
            memcpy(nb, T->bufs, T->nbufs * sizeof *nb);
        if (T->bufs)
            pv_devrt_free(vm, T->bufs, T->capbufs * sizeof *nb);
        T->bufs = nb;
        T->capbufs = cap;
    }
    pv_mutex_lock(&vm->lock);
    r = pv_devheap_malloc(vm->devheap, size + (align > 16 ? align : 0), &base);
    pv_mutex_unlock(&vm->lock);
    if (r != PTXVM_OK || !base) {
        pv_mutex_unlock(&T->lock);
        *err = PV_CUDA_MEMORY_ALLOCATION;
        return 0;
    }
    addr = (base + align - 1) & ~(align - 1);
    cfg->addr = addr;
    cfg->base = base;
    cfg->size = size;
    T->bufs[T->nbufs++] = *cfg;
    pv_mutex_unlock(&T->lock);
    *err = 0;
    return addr;
}

/* Take the parameter buffer at addr out of the table into *out. */
static int dr_take_buffer(pv_dtree *T, uint64_t addr, pv_dbuf *out)
{
    uint32_t i;
    int found = 0;
    pv_mutex_lock(&T->lock);
    for (i = 0; i < T->nbufs; i++)
        if (T->bufs[i].addr == addr) {
            *out = T->bufs[i];
            T->bufs[i] = T->bufs[--T->nbufs];
            found = 1;
            break;
        }
    pv_mutex_unlock(&T->lock);
    return found;
}

static void dr_free_device(ptxvm_vm *vm, uint64_t base)
{
    pv_mutex_lock(&vm->lock);
    (void)pv_devheap_free(vm->devheap, base);
    pv_mutex_unlock(&vm->lock);
}

/* ---- launches ------------------------------------------------------ */

/* Whether s is the NULL stream, a special one, or one that
   cudaStreamCreateWithFlags handed out (special: 0 for those only). */
static int dr_stream_ok(pv_dtree *T, uint64_t s, int special)
{
    int ok;
    if (s <= PV_STREAM_FAF)
        return special;
    pv_mutex_lock(&T->lock);
    ok = s >= PV_STREAM_BASE && (s - PV_STREAM_BASE) % 16 == 0 &&
         (s - PV_STREAM_BASE) / 16 < T->streams;
    pv_mutex_unlock(&T->lock);
    return ok;
}


/* The launching CTA's linear index (which CTA's launches a CDP1 wait runs). */
static uint64_t dr_cta(const pv_cta *X)
{
    return X->ctaid.x + (uint64_t)X->nctaid.x *
           (X->ctaid.y + (uint64_t)X->nctaid.y * X->ctaid.z);
}

/* Count one more pending launch or copy, or say the limit is reached. */
static uint32_t dr_reserve(pv_dtree *T)
{
    uint32_t err = 0;
    pv_mutex_lock(&T->lock);
    if (T->pending >= T->max_pending)
        err = PV_CUDA_LAUNCH_PENDING_COUNT_EXCEEDED;
    else
        T->pending++;
    pv_mutex_unlock(&T->lock);
    return err;
}

static void dr_unreserve(pv_dtree *T)
{
    pv_mutex_lock(&T->lock);
    T->pending--;
    pv_mutex_unlock(&T->lock);
}

/* Queue d (a launch or a copy) after its grid's others: the tail list for
   the tail stream, else the grid's list, counted for its CTA's wait. */
static void dr_enqueue(pv_cta *X, pv_dlaunch *d, int tail)
{
    pv_dgrid *G = X->dgrid;
    pv_dtree *T = G->tree;
    d->cta = dr_cta(X);
    pv_mutex_lock(&T->lock);
    if (tail) {
        if (G->ttail)
            G->ttail->next = d;
        else
            G->thead = d;
        G->ttail = d;
    } else {
        if (G->tail)
            G->tail->next = d;
        else
            G->head = d;
        G->tail = d;
        X->queued++;
    }
    pv_mutex_unlock(&T->lock);
}
/* Queue the launch of k with the parameters in buffer b; returns the
   CUDA error, or sets *stop to PV_RUN_HOST (X->msg says why) when the
   whole launch must stop. The buffer is freed either way. */
static uint32_t dr_launch(dr_ctx *c, ptxvm_kernel *k, const pv_dbuf *b,
                          ptxvm_dim3 grid, ptxvm_dim3 block, uint32_t shared,
                          uint64_t stream, int *stop)
{
    pv_cta *X = c->X;
    pv_dgrid *G = X->dgrid;
    pv_dtree *T = G->tree;
    ptxvm_vm *vm = X->vm;
    pv_dlaunch *d;
    uint32_t n, depth, err = 0;
    int tail = stream == PV_STREAM_TAIL;
    *stop = 0;
    if (!k)
        err = PV_CUDA_INVALID_DEVICE_FUNCTION;
    else if (!k->code) {
        snprintf(X->msg, sizeof X->msg, "kernel '%s' launched from the device "
                 "did not compile (ptxvm_module_get_kernel gives the reason)",
                 ir_name(X->ir, X->ir->funcs.data[k->func].name));
        X->host_result = PTXVM_E_UNSUPPORTED;
        *stop = PV_RUN_HOST;
    } else if (!pv_block_ok(block) || !pv_grid_ok(grid) ||
               (uint64_t)k->code->shared_bytes + shared > PV_MAX_SHARED)
        err = PV_CUDA_INVALID_CONFIGURATION;
    else if (!dr_stream_ok(T, stream, 1))
        err = PV_CUDA_INVALID_RESOURCE_HANDLE;
    else if (k->code->param_bytes > b->size)
        err = PV_CUDA_INVALID_VALUE;
    depth = tail ? G->depth : G->depth + 1;
    if (!err && !*stop && depth > T->max_depth)
        err = PV_CUDA_LAUNCH_MAX_DEPTH_EXCEEDED;
    if (!err && !*stop) {
        err = dr_reserve(T);
    }
    if (err || *stop) {
        dr_free_device(vm, b->base);
        return err;
    }
    n = k->code->param_bytes;
    d = (pv_dlaunch *)pv_devrt_alloc(vm, sizeof *d + n + 1);
    if (!d || (n && pv_lane_rw(X, c->w, c->l, b->addr, d + 1, n, 0))) {
        if (d)
            pv_devrt_free(vm, d, sizeof *d + n + 1);
        dr_unreserve(T);
        dr_free_device(vm, b->base);
        return PV_CUDA_MEMORY_ALLOCATION;
    }
    dr_free_device(vm, b->base);
    memset(d, 0, sizeof *d);
    d->k = k;
    d->grid = grid;
    d->block = block;
    d->shared = shared;
    d->depth = depth;
    d->nparams = n;
    d->params = (uint8_t *)(d + 1);
    dr_enqueue(X, d, tail);
    return 0;
}

/* Queue a cudaMemcpyAsync or (set) cudaMemsetAsync into stream. */
static uint32_t dr_copy(dr_ctx *c, int set, uint64_t dst, uint64_t src, uint64_t n,
                        uint32_t value, uint64_t stream)
{
    pv_cta *X = c->X;
    pv_dgrid *G = X->dgrid;
    pv_dtree *T = G->tree;
    pv_dlaunch *d;
    uint32_t err = 0;
    if (!dr_stream_ok(T, stream, 1))
        return PV_CUDA_INVALID_RESOURCE_HANDLE;
    if (n == 0)
        return 0;
    err = dr_reserve(T);
    if (err)
        return err;
    d = (pv_dlaunch *)pv_devrt_alloc(X->vm, sizeof *d + 1);
    if (!d) {
        dr_unreserve(T);
        return PV_CUDA_MEMORY_ALLOCATION;
    }
    memset(d, 0, sizeof *d);
    d->dst = dst;
    d->src = src;
    d->count = n;
    d->set = set != 0;
    d->value = value & 0xffu;
    d->depth = G->depth;
    d->params = (uint8_t *)(d + 1);
    dr_enqueue(X, d, stream == PV_STREAM_TAIL);
    return 0;
}

/* ---- device queries -------------------------------------------------- */

static int dr_attribute(const ptxvm_vm *vm, uint32_t attr, int32_t *v)
{
    switch (attr) {
    case 1: case 2: case 3: *v = 1024; return 1;   /* threads, block x, y */
    case 4: *v = 64; return 1;
    case 5: *v = 0x7fffffff; return 1;             /* grid x, y, z */
    case 6: case 7: *v = 65535; return 1;
    case 8: *v = 49152; return 1;                  /* shared per block */
    case 9: *v = 65536; return 1;                  /* constant memory */
    case 10: *v = 32; return 1;                    /* warp size */
    case 12: case 82: *v = 65536; return 1;        /* registers */
    case 16:                                       /* multiprocessors */
        *v = (int32_t)(vm->cfg.threads ? vm->cfg.threads : pv_cpu_count());
        return 1;
    case 31: case 41: *v = 1; return 1;            /* concurrent, unified */
    case 39: *v = 2048; return 1;                  /* threads per SM */
    case 75: *v = 8; return 1;                     /* compute capability */
    case 76: *v = 0; return 1;
    case 81: *v = (int32_t)PV_MAX_SHARED + 1024; return 1;
    case 97: *v = (int32_t)PV_MAX_SHARED; return 1;
    case 106: *v = 32; return 1;                   /* blocks per SM */
    default: return 0;
    }
}

static int dr_limit(const pv_dtree *T, const ptxvm_vm *vm, uint32_t which, uint64_t *v)
{
    switch (which) {
    case 0: *v = vm->stack_size; return 1;         /* cudaLimitStackSize */
    case 1: *v = (uint64_t)1 << 20; return 1;      /* printf FIFO */
    case 2: *v = vm->heap_size; return 1;          /* malloc heap */
    case 3: *v = T->max_depth; return 1;           /* sync depth */
    case 4: *v = T->max_pending; return 1;         /* pending launches */
    default: return 0;
    }
}

/* ---- error names and strings ---------------------------------------- */

/* The codes the device runtime returns, with CUDA's names and strings
   (libcudart's), then what CUDA says of any other code. */
static const char *const dr_errors[][3] = {
    {"0", "cudaSuccess", "no error"},
    {"1", "cudaErrorInvalidValue", "invalid argument"},
    {"2", "cudaErrorMemoryAllocation", "out of memory"},
    {"9", "cudaErrorInvalidConfiguration", "invalid configuration argument"},
    {"65", "cudaErrorLaunchMaxDepthExceeded",
     "launch would exceed maximum depth of nested launches"},
    {"69", "cudaErrorLaunchPendingCountExceeded", "launch failed because launch "
     "would exceed cudaLimitDevRuntimePendingLaunchCount"},
    {"98", "cudaErrorInvalidDeviceFunction", "invalid device function"},
    {"101", "cudaErrorInvalidDevice", "invalid device ordinal"},
    {"400", "cudaErrorInvalidResourceHandle", "invalid resource handle"},
    {"", "unrecognized error code", "unrecognized error code"},
};
#define DR_NERRORS (sizeof dr_errors / sizeof dr_errors[0])

/* The device address of the name (which 1) or string (2) of CUDA error
   e: every one is written once per launch into a block of the device
   heap, which the launch frees at its end; 0 when the heap is full. */
static uint64_t dr_error_text(const dr_ctx *c, uint32_t e, int which)
{
    pv_dtree *T = c->X->dgrid->tree;
    ptxvm_vm *vm = c->X->vm;
    uint64_t at, base;
    uint32_t i, pick = DR_NERRORS - 1, size = 0;
    for (i = 0; i < DR_NERRORS; i++) {
        size += (uint32_t)(strlen(dr_errors[i][1]) + strlen(dr_errors[i][2]) + 2);
        if (dr_errors[i][0][0] && (uint32_t)strtoul(dr_errors[i][0], NULL, 10) == e &&
            pick == DR_NERRORS - 1)
            pick = i;
    }
    pv_mutex_lock(&T->lock);
    if (!T->texts) {
        ptxvm_result r;
        pv_mutex_lock(&vm->lock);
        r = pv_devheap_malloc(vm->devheap, size, &base);
        pv_mutex_unlock(&vm->lock);
        if (r == PTXVM_OK && base) {
            at = base;
            for (i = 0; i < DR_NERRORS; i++) {
                size_t n1 = strlen(dr_errors[i][1]) + 1, n2 = strlen(dr_errors[i][2]) + 1;
                (void)pv_lane_rw(c->X, c->w, c->l, at, (void *)dr_errors[i][1], n1, 1);
                (void)pv_lane_rw(c->X, c->w, c->l, at + n1, (void *)dr_errors[i][2], n2, 1);
                at += n1 + n2;
            }
            T->texts = base;
        }
    }
    base = T->texts;
    pv_mutex_unlock(&T->lock);
    if (!base)
        return 0;
    for (at = base, i = 0; i < pick; i++)
        at += strlen(dr_errors[i][1]) + strlen(dr_errors[i][2]) + 2;
    return which == 1 ? at : at + strlen(dr_errors[pick][1]) + 1;
}

/* ---- the call ------------------------------------------------------- */

static int dr_signature_ok(const pv_func *F, const dr_fn *fn, const uint32_t *lay)
{
    uint32_t i, n = (uint32_t)strlen(fn->params);
    if (F->nparams != n || (F->nrets && F->ret_bytes != fn->ret))
        return 0;
    for (i = 0; i < n; i++) {
        uint32_t want = fn->params[i] == 'c' ? 12u : (uint32_t)(fn->params[i] - '0');
        if (lay[2 * i + 1] != want)
            return 0;
    }
    return 1;
}

PTXVM_INTERNAL int pv_devrt_call(pv_cta *X, pv_warp *w, const pv_func *F,
                                 uint32_t l, const uint8_t *args,
                                 const uint32_t *lay)
{
    dr_ctx c;
    pv_dtree *T;
    uint32_t e = 0;
    uint64_t ret = 0;
    c.X = X;
    c.w = w;
    c.l = l;
    c.F = F;
    c.fn = &dr_fns[F->builtin - PV_BUILTIN_DEVRT];
    c.args = args;
    c.lay = lay;
    if (!dr_signature_ok(F, c.fn, lay)) {
        snprintf(X->msg, sizeof X->msg, "%s is declared with other parameters "
                 "than the CUDA device runtime's", ir_name(X->ir, F->name));
        X->host_result = PTXVM_E_UNSUPPORTED;
        return PV_RUN_HOST;
    }
    if (!X->dgrid) {            /* cannot happen: launch.c gives one */
        snprintf(X->msg, sizeof X->msg, "%s: no device runtime", ir_name(X->ir, F->name));
        X->host_result = PTXVM_E_UNSUPPORTED;
        return PV_RUN_HOST;
    }
    T = X->dgrid->tree;
    switch (c.fn->op) {
    case DR_GET_PARAM_BUF: {
        pv_dbuf b;
        memset(&b, 0, sizeof b);
        ret = dr_buffer(&c, dr_arg(&c, 0), dr_arg(&c, 1), &b, &e);
        dr_err(&c, e);
        break;
    }
    case DR_GET_PARAM_BUF_V2: {
        pv_dbuf b;
        memset(&b, 0, sizeof b);
        b.k = dr_kernel(X, dr_arg(&c, 0));
        b.grid = dr_dim3(&c, 1);
        b.block = dr_dim3(&c, 2);
        b.shared = (uint32_t)dr_arg(&c, 3);
        if (!b.k)
            e = PV_CUDA_INVALID_DEVICE_FUNCTION;
        else
            ret = dr_buffer(&c, 16, b.k->code ? b.k->code->param_bytes : 0, &b, &e);
        dr_err(&c, e);
        break;
    }
    case DR_LAUNCH: case DR_LAUNCH_V2: {
        pv_dbuf b;
        int stop = 0;
        uint64_t at = dr_arg(&c, c.fn->op == DR_LAUNCH ? 1 : 0);
        if (!dr_take_buffer(T, at, &b))
            e = PV_CUDA_INVALID_VALUE;     /* not from cudaGetParameterBuffer */
        else if (c.fn->op == DR_LAUNCH)
            e = dr_launch(&c, dr_kernel(X, dr_arg(&c, 0)), &b, dr_dim3(&c, 2),
                          dr_dim3(&c, 3), (uint32_t)dr_arg(&c, 4), dr_arg(&c, 5), &stop);
        else if (!b.k)                     /* a V1 buffer */
            e = PV_CUDA_INVALID_VALUE, dr_free_device(X->vm, b.base);
        else
            e = dr_launch(&c, b.k, &b, b.grid, b.block, b.shared, dr_arg(&c, 1), &stop);
        if (stop)
            return stop;
        ret = dr_err(&c, e);
        break;
    }
    case DR_SYNC: {
        char msg[PV_ERRMSG_SIZE];
        uint64_t cta = dr_cta(X);
        ptxvm_result r = X->queued ? pv_devrt_sync(X->dgrid, cta, msg) : PTXVM_OK;
        X->queued = 0;             /* a CTA's launches: all run, or failed */
        if (r != PTXVM_OK) {
            snprintf(X->msg, sizeof X->msg, "in a grid this block launched "
                     "and waited for: %.400s", msg);
            X->host_result = r;
            return PV_RUN_HOST;
        }
        break;
    }
    case DR_GET_LAST_ERROR:
        ret = X->last_err[dr_thread(&c)];
        X->last_err[dr_thread(&c)] = 0;
        break;
    case DR_PEEK_LAST_ERROR:
        ret = X->last_err[dr_thread(&c)];
        break;
    case DR_GET_DEVICE: case DR_GET_DEVICE_COUNT:
        if (dr_put(&c, dr_arg(&c, 0), c.fn->op == DR_GET_DEVICE ? 0 : 1, 4))
            return dr_stop(&c, PTXVM_E_MEMORY_FAULT, "cannot write its result at",
                           dr_arg(&c, 0));
        break;
    case DR_VERSION:
        if (dr_put(&c, dr_arg(&c, 0), 13000, 4))
            return dr_stop(&c, PTXVM_E_MEMORY_FAULT, "cannot write its result at",
                           dr_arg(&c, 0));
        break;
    case DR_ATTRIBUTE: {
        int32_t v = 0;
        if (dr_arg(&c, 2) != 0)
            e = PV_CUDA_INVALID_DEVICE;
        else if (!dr_attribute(X->vm, (uint32_t)dr_arg(&c, 1), &v))
            e = PV_CUDA_INVALID_VALUE;
        else if (dr_put(&c, dr_arg(&c, 0), (uint32_t)v, 4))
            return dr_stop(&c, PTXVM_E_MEMORY_FAULT, "cannot write its result at",
                           dr_arg(&c, 0));
        ret = dr_err(&c, e);
        break;
    }
    case DR_GET_LIMIT: {
        uint64_t v = 0;
        if (!dr_limit(T, X->vm, (uint32_t)dr_arg(&c, 1), &v))
            e = PV_CUDA_INVALID_VALUE;
        else if (dr_put(&c, dr_arg(&c, 0), v, 8))
            return dr_stop(&c, PTXVM_E_MEMORY_FAULT, "cannot write its result at",
                           dr_arg(&c, 0));
        ret = dr_err(&c, e);
        break;
    }
    case DR_CACHE_CONFIG: case DR_SHMEM_CONFIG:
        /* cudaFuncCachePreferNone; cudaSharedMemBankSizeFourByte */
        if (dr_put(&c, dr_arg(&c, 0), c.fn->op == DR_CACHE_CONFIG ? 0 : 1, 4))
            return dr_stop(&c, PTXVM_E_MEMORY_FAULT, "cannot write its result at",
                           dr_arg(&c, 0));
        break;
    case DR_STREAM_CREATE: {
        uint64_t s;
        if (dr_arg(&c, 1) != 1) {          /* cudaStreamNonBlocking only */
            ret = dr_err(&c, PV_CUDA_INVALID_VALUE);
            break;
        }
        pv_mutex_lock(&T->lock);
        s = PV_STREAM_BASE + 16 * T->streams++;
        pv_mutex_unlock(&T->lock);
        if (dr_put(&c, dr_arg(&c, 0), s, 8))
            return dr_stop(&c, PTXVM_E_MEMORY_FAULT, "cannot write the stream at",
                           dr_arg(&c, 0));
        break;
    }
    case DR_STREAM_DESTROY:
        e = dr_stream_ok(T, dr_arg(&c, 0), 0) ? 0 : PV_CUDA_INVALID_RESOURCE_HANDLE;
        ret = dr_err(&c, e);
        break;
    case DR_EVENT_CREATE:
        if (!(dr_arg(&c, 1) & 2)) {        /* cudaEventDisableTiming */
            ret = dr_err(&c, PV_CUDA_INVALID_VALUE);
            break;
        }
        if (dr_put(&c, dr_arg(&c, 0), PV_EVENT_HANDLE, 8))
            return dr_stop(&c, PTXVM_E_MEMORY_FAULT, "cannot write the event at",
                           dr_arg(&c, 0));
        break;
    case DR_STREAM_WAIT: case DR_EVENT_RECORD: case DR_EVENT_RECORD_FLAGS:
    case DR_EVENT_DESTROY:
        /* grids run one after another: every event has happened by the
           time anything could wait for it */
        break;
    case DR_MALLOC: {
        uint64_t a = 0;
        ptxvm_result r;
        pv_mutex_lock(&X->vm->lock);
        r = pv_devheap_malloc(X->vm->devheap, dr_arg(&c, 1), &a);
        pv_mutex_unlock(&X->vm->lock);
        if (r != PTXVM_OK || !a)
            e = PV_CUDA_MEMORY_ALLOCATION;
        if (dr_put(&c, dr_arg(&c, 0), a, 8))
            return dr_stop(&c, PTXVM_E_MEMORY_FAULT, "cannot write the pointer at",
                           dr_arg(&c, 0));
        ret = dr_err(&c, e);
        break;
    }
    case DR_FREE: {
        ptxvm_result r;
        pv_mutex_lock(&X->vm->lock);
        r = pv_devheap_free(X->vm->devheap, dr_arg(&c, 0));
        pv_mutex_unlock(&X->vm->lock);
        ret = dr_err(&c, r == PTXVM_OK ? 0 : PV_CUDA_INVALID_VALUE);
        break;
    }
    case DR_MEMCPY: {
        uint64_t kind = dr_arg(&c, 3);
        /* from the device: device to device (3) or default (4) only */
        e = kind != 3 && kind != 4 ? (uint32_t)PV_CUDA_INVALID_VALUE :
            dr_copy(&c, 0, dr_arg(&c, 0), dr_arg(&c, 1), dr_arg(&c, 2), 0, dr_arg(&c, 4));
        ret = dr_err(&c, e);
        break;
    }
    case DR_MEMSET:
        ret = dr_err(&c, dr_copy(&c, 1, dr_arg(&c, 0), 0, dr_arg(&c, 2),
                                 (uint32_t)dr_arg(&c, 1), dr_arg(&c, 3)));
        break;
    case DR_ERROR_STRING: case DR_ERROR_NAME:
        ret = dr_error_text(&c, (uint32_t)dr_arg(&c, 0), c.fn->op == DR_ERROR_NAME ? 1 : 2);
        break;
    default:
        snprintf(X->msg, sizeof X->msg, "%s is not supported", ir_name(X->ir, F->name));
        X->host_result = PTXVM_E_UNSUPPORTED;
        return PV_RUN_HOST;
    }
    dr_ret(&c, ret);
    return PV_RUN_DONE;
}
