/* Calls from a kernel to the host: functions registered with
   ptxvm_register_function, and the built-in syscalls (vprintf, malloc,
   free, __assertfail) when the host has not replaced them. One call per
   calling lane, its parameters copied out of the lane's argbuf and its
   results back into retbuf. */
#include "exec.h"
#include "printf_fmt.h"
#include "devheap.h"
#include "devrt.h"
#include <stdio.h>

#define HC_MAX_PARAMS 64u

/* What ptxvm_call_read/write need to reach the calling thread's memory. */
typedef struct hc_call {
    ptxvm_call pub;              /* first: the host sees a ptxvm_call      */
    pv_cta    *X;
    pv_warp   *w;
    uint32_t   lane;
} hc_call;

static void hc_read_local(pv_cta *X, pv_warp *w, uint32_t l, uint32_t off,
                          void *dst, uint32_t n)
{
    (void)pv_lane_rw(X, w, l, PV_LOCAL_WINDOW + off, dst, n, 0);
}

static uint64_t hc_u64(const uint8_t *p, uint32_t n)
{
    return pv_load_le(p, n, 0);
}

/* __assertfail(message, file, line, function, charSize): CUDA's message. */
static int hc_assertfail(pv_cta *X, pv_warp *w, uint32_t l, const uint8_t *args,
                         const uint32_t *lay)
{
    char msg[160], file[160], fn[160];
    uint64_t pm = hc_u64(args + lay[0], lay[1]), pf = hc_u64(args + lay[2], lay[3]);
    uint64_t pfn = hc_u64(args + lay[6], lay[7]);
    uint32_t line = (uint32_t)hc_u64(args + lay[4], lay[5] > 4 ? 4 : lay[5]);
    uint32_t t = w->index * PV_LANES + l;
    const char *src[3];
    char *dst[3];
    uint64_t at[3];
    int i;
    at[0] = pm; at[1] = pf; at[2] = pfn;
    dst[0] = msg; dst[1] = file; dst[2] = fn;
    for (i = 0; i < 3; i++) {
        size_t k = 0;
        char c = 0;
        while (k + 1 < sizeof msg && pv_lane_rw(X, w, l, at[i] + k, &c, 1, 0) == 0 && c)
            dst[i][k++] = c;
        dst[i][k] = 0;
        src[i] = dst[i];
    }
    snprintf(X->msg, sizeof X->msg,
             "%s:%u: %s: block [%u,%u,%u], thread [%u,%u,%u] Assertion `%s` failed.",
             src[1], line, src[2], X->ctaid.x, X->ctaid.y, X->ctaid.z,
             t % X->ntid.x, (t / X->ntid.x) % X->ntid.y, t / (X->ntid.x * X->ntid.y),
             src[0]);
    return PV_RUN_TRAP;
}

typedef struct hc_lane {
    pv_cta  *X;
    pv_warp *w;
    uint32_t l;
} hc_lane;

static int hc_read(void *user, uint64_t addr, void *dst, size_t n)
{
    const hc_lane *c = (const hc_lane *)user;
    /* printf reads strings ahead (more than 8 bytes) and falls back to
       single bytes; under PTXVM_FLAG_UNCHECKED nothing says where the
       host memory behind a global address ends, so only single bytes */
    if (c->X->unchecked && n > 8 &&
        !(addr >= PV_SHARED_WINDOW && addr < PV_FUNC_ADDR_BASE))
        return -1;
    return pv_lane_rw(c->X, c->w, c->l, addr, dst, n, 0);
}

static void hc_write_ret(pv_cta *X, pv_warp *w, uint32_t l, const pv_func *F,
                         uint64_t v)
{
    uint8_t b[8];
    uint32_t n = F->ret_bytes < 8 ? F->ret_bytes : 8;
    if (!F->nrets)
        return;
    pv_store_le(b, v, n);
    (void)pv_lane_rw(X, w, l, PV_LOCAL_WINDOW + X->code->retbuf, b, n, 1);
}

/* vprintf(format, args): the whole text to host.print in one call, so
   lines of different threads never mix. */
static int hc_vprintf(pv_cta *X, pv_warp *w, uint32_t l, const pv_func *F,
                      const uint8_t *args, const uint32_t *lay)
{
    char text[4096], err[200];
    pv_fmt_out out;
    hc_lane c;
    int n;
    if (F->nparams != 2 || lay[1] != 8 || lay[3] != 8) {
        snprintf(X->msg, sizeof X->msg, "vprintf is declared with parameters "
                 "other than (.b64 format, .b64 args)");
        X->host_result = PTXVM_E_UNSUPPORTED;
        return PV_RUN_HOST;
    }
    c.X = X;
    c.w = w;
    c.l = l;
    out.buf = text;
    out.cap = sizeof text;
    out.len = 0;
    out.truncated = 0;
    err[0] = 0;
    n = pv_format_printf(hc_read, &c, hc_u64(args + lay[0], 8), hc_u64(args + lay[2], 8),
                         &out, err, sizeof err);
    if (n == PV_FMT_FAULT) {
        snprintf(X->msg, sizeof X->msg, "printf: %s", err);
        X->host_result = PTXVM_E_MEMORY_FAULT;
        return PV_RUN_HOST;
    }
    if (n == PV_FMT_NULL_FORMAT) {
        hc_write_ret(X, w, l, F, (uint64_t)(int64_t)-1);
        return PV_RUN_DONE;
    }
    if (out.len) {
        const ptxvm_host *h = &X->vm->cfg.host;
        pv_mutex_lock(&X->vm->lock);       /* one line at a time */
        if (h->print)
            h->print(h->user, text, out.len);
        else
            fwrite(text, 1, out.len, stdout);
        pv_mutex_unlock(&X->vm->lock);
    }
    hc_write_ret(X, w, l, F, (uint64_t)(int64_t)n);
    return PV_RUN_DONE;
}

/* malloc(size) / free(ptr) on the VM's device heap, made on first use. */
static int hc_heap(pv_cta *X, pv_warp *w, uint32_t l, const pv_func *F,
                   const uint8_t *args, const uint32_t *lay)
{
    ptxvm_vm *vm = X->vm;
    ptxvm_result r;
    if (F->nparams != 1 || lay[1] != 8) {
        snprintf(X->msg, sizeof X->msg, "%s is declared with a parameter other "
                 "than .b64", ir_name(X->ir, F->name));
        X->host_result = PTXVM_E_UNSUPPORTED;
        return PV_RUN_HOST;
    }
    pv_mutex_lock(&vm->lock);          /* vm->err too: other workers' */
    r = pv_vm_heap(vm);
    if (r != PTXVM_OK)
        snprintf(X->msg, sizeof X->msg, "the device heap could not be created: "
                 "%.400s", vm->err);
    pv_mutex_unlock(&vm->lock);
    if (r != PTXVM_OK) {
        X->host_result = r;
        return PV_RUN_HOST;
    }
    if (F->builtin == PV_BUILTIN_MALLOC) {
        uint64_t a = 0;
        pv_mutex_lock(&vm->lock);
        r = pv_devheap_malloc(vm->devheap, hc_u64(args + lay[0], 8), &a);
        pv_mutex_unlock(&vm->lock);
        if (r != PTXVM_OK) {
            snprintf(X->msg, sizeof X->msg, "malloc: out of host memory");
            X->host_result = r;
            return PV_RUN_HOST;
        }
        hc_write_ret(X, w, l, F, a);
        return PV_RUN_DONE;
    }
    {
        uint64_t a = hc_u64(args + lay[0], 8);
        ptxvm_result fr;
        pv_mutex_lock(&vm->lock);
        fr = pv_devheap_free(vm->devheap, a);
        pv_mutex_unlock(&vm->lock);
        if (fr != PTXVM_OK) {
            snprintf(X->msg, sizeof X->msg, "free(0x%llx): not a pointer that "
                     "malloc returned, or already freed", (unsigned long long)a);
            X->host_result = PTXVM_E_MEMORY_FAULT;
            return PV_RUN_HOST;
        }
    }
    return PV_RUN_DONE;
}

PTXVM_INTERNAL int pv_host_call(pv_cta *X, pv_warp *w, const pv_func *F,
                                uint32_t l, uint32_t pc)
{
    const pv_code *k = X->code;
    const uint32_t *lay = k->playout + F->layout;
    uint8_t args[512], ret[64];
    const void *params[HC_MAX_PARAMS];
    uint32_t sizes[HC_MAX_PARAMS], i;
    hc_call call;
    ptxvm_result r;
    (void)pc;
    if (F->arg_bytes > sizeof args || F->ret_bytes > sizeof ret ||
        F->nparams > HC_MAX_PARAMS) {
        snprintf(X->msg, sizeof X->msg, "host function '%s': parameters too large",
                 ir_name(X->ir, F->name));
        X->host_result = PTXVM_E_UNSUPPORTED;
        return PV_RUN_HOST;
    }
    hc_read_local(X, w, l, k->argbuf, args, F->arg_bytes);
    if (!F->host && F->builtin == PV_BUILTIN_ASSERTFAIL)
        return F->nparams >= 4 ? hc_assertfail(X, w, l, args, lay) : PV_RUN_TRAP;
    if (!F->host && F->builtin >= PV_BUILTIN_DEVRT)
        return pv_devrt_call(X, w, F, l, args, lay);
    if (!F->host && F->builtin == PV_BUILTIN_VPRINTF)
        return hc_vprintf(X, w, l, F, args, lay);
    if (!F->host)
        return hc_heap(X, w, l, F, args, lay);
    for (i = 0; i < F->nparams; i++) {
        params[i] = args + lay[2 * i];
        sizes[i] = lay[2 * i + 1];
    }
    memset(&call, 0, sizeof call);
    memset(ret, 0, sizeof ret);
    call.pub.vm = X->vm;
    call.pub.nparams = F->nparams;
    call.pub.params = params;
    call.pub.param_sizes = sizes;
    call.pub.ret = F->nrets ? ret : NULL;
    call.pub.ret_size = F->nrets ? F->ret_bytes : 0;
    call.pub.ctaid = X->ctaid;
    {
        uint32_t t = w->index * PV_LANES + l;
        call.pub.tid.x = t % X->ntid.x;
        call.pub.tid.y = (t / X->ntid.x) % X->ntid.y;
        call.pub.tid.z = t / (X->ntid.x * X->ntid.y);
    }
    call.X = X;
    call.w = w;
    call.lane = l;
    r = X->vm->hostfns[F->host - 1].fn(X->vm->hostfns[F->host - 1].user, &call.pub);
    if (r != PTXVM_OK) {
        snprintf(X->msg, sizeof X->msg, "host function '%s' failed with %s",
                 ir_name(X->ir, F->name), ptxvm_result_name(r));
        X->host_result = r;
        return PV_RUN_HOST;
    }
    if (F->nrets)
        (void)pv_lane_rw(X, w, l, PV_LOCAL_WINDOW + k->retbuf, ret, F->ret_bytes, 1);
    return PV_RUN_DONE;
}

ptxvm_result ptxvm_call_read(const ptxvm_call *call, ptxvm_addr generic,
                             void *dst, size_t n)
{
    const hc_call *c = (const hc_call *)(const void *)call;
    if (!call || (!dst && n))
        return PTXVM_E_INVALID_ARGUMENT;
    if (pv_lane_rw(c->X, c->w, c->lane, generic, dst, n, 0))
        return PTXVM_E_MEMORY_FAULT;
    return PTXVM_OK;
}

ptxvm_result ptxvm_call_write(const ptxvm_call *call, ptxvm_addr generic,
                              const void *src, size_t n)
{
    const hc_call *c = (const hc_call *)(const void *)call;
    if (!call || (!src && n))
        return PTXVM_E_INVALID_ARGUMENT;
    if (pv_lane_rw(c->X, c->w, c->lane, generic, (void *)(uintptr_t)src, n, 1))
        return PTXVM_E_MEMORY_FAULT;
    return PTXVM_OK;
}
