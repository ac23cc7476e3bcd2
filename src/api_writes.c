/* Write logs (ptxvm_write_log in ptxvm.h): which device bytes a launch
   changed, so a host that split a grid over several processes
   (ptxvm_launch_ex's CTA range) sends back only what its share changed.

   The launch copies the watched memory before it runs and compares
   after: nothing on the interpreter's store paths (plain stores,
   vectors, whole-warp runs, atomics, bulk copies, surfaces, the device
   heap all reach memory by different code), so no path can be missed
   and a launch without a log pays nothing. The price is a copy of the
   watched bytes per launch: watch the outputs, not every allocation. A
   byte a launch stores with the value it already had is not reported,
   which is what a merge needs. */
#include "vm.h"
#include "write_log.h"
#include <stdio.h>
#include <stdlib.h>

typedef struct wl_span {
    uint64_t addr, size;     /* device address range                    */
    uint8_t *host;           /* the memory itself                       */
    uint8_t *copy;           /* its contents before the launch          */
} wl_span;

struct ptxvm_write_log {
    ptxvm_vm    *vm;
    uint64_t     granule;    /* a power of two                          */
    ptxvm_range *watch;      /* the ranges asked; none: every allocation */
    size_t       nwatch, watch_cap;
    wl_span     *spans;      /* this launch's copies                    */
    size_t       nspans, spans_cap;
    ptxvm_range *out;        /* the changed ranges of the last launch   */
    size_t       nout, out_cap;
};

static int wl_unchecked(const ptxvm_vm *vm)
{
    return (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) != 0;
}

/* Host memory of [addr, addr + size) when one writable region with host
   memory holds all of it (with PTXVM_FLAG_UNCHECKED addresses are host
   pointers), else NULL. */
static uint8_t *wl_host(ptxvm_vm *vm, uint64_t addr, uint64_t size)
{
    uint32_t i;
    if (!wl_unchecked(vm)) {
        pv_region *r = pv_devmem_find(&vm->mem, addr, size);
        if (!r || !r->host || r->kind == PV_REGION_CALLBACK || !(r->access & PTXVM_WRITE))
            return NULL;
        return r->host + (addr - r->base);
    }
    for (i = 0; i < vm->mem.nregions; i++) {
        const pv_region *r = &vm->mem.regions[i];
        uint64_t h = (uint64_t)(uintptr_t)r->host;
        if (r->host && r->kind != PV_REGION_CALLBACK && (r->access & PTXVM_WRITE) &&
            addr >= h && size <= r->size && addr - h <= r->size - size)
            return r->host + (addr - h);
    }
    return NULL;
}

/* Grow *p (elements of size esz, capacity *cap) to hold n. */
static int wl_grow(pv_heap *h, void **p, size_t *cap, size_t n, size_t esz)
{
    size_t want;
    void *q;
    if (n <= *cap)
        return 1;
    want = *cap ? *cap * 2 : 8;
    while (want < n)
        want *= 2;
    q = pv_realloc(h, *p, *cap * esz, want * esz);
    if (!q)
        return 0;
    *p = q;
    *cap = want;
    return 1;
}

ptxvm_result ptxvm_write_log_create(ptxvm_vm *vm, uint64_t granule,
                                    ptxvm_write_log **out)
{
    ptxvm_write_log *w;
    if (out)
        *out = NULL;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!out)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_write_log_create: out is NULL");
    if (granule == 0 || (granule & (granule - 1)))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_write_log_create: "
                        "granule %llu is not a power of two",
                        (unsigned long long)granule);
    pv_mutex_lock(&vm->lock);
    w = (ptxvm_write_log *)pv_realloc(&vm->heap, NULL, 0, sizeof *w);
    pv_mutex_unlock(&vm->lock);
    if (!w)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "ptxvm_write_log_create: out of memory");
    memset(w, 0, sizeof *w);
    w->vm = vm;
    w->granule = granule;
    *out = w;
    return pv_ok(vm);
}

ptxvm_result ptxvm_write_log_watch(ptxvm_write_log *w, ptxvm_addr addr, uint64_t size)
{
    ptxvm_vm *vm;
    int ok;
    if (!w)
        return PTXVM_E_INVALID_ARGUMENT;
    vm = w->vm;
    if (size == 0 || !wl_host(vm, addr, size))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_write_log_watch: "
                        "[0x%llx, +%llu) is not inside one writable allocation or "
                        "mapping (callback ranges cannot be watched)",
                        (unsigned long long)addr, (unsigned long long)size);
    pv_mutex_lock(&vm->lock);
    ok = wl_grow(&vm->heap, (void **)&w->watch, &w->watch_cap, w->nwatch + 1, sizeof *w->watch);
    pv_mutex_unlock(&vm->lock);
    if (!ok)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "ptxvm_write_log_watch: out of memory");
    w->watch[w->nwatch].addr = addr;
    w->watch[w->nwatch].size = size;
    w->nwatch++;
    return pv_ok(vm);
}

size_t ptxvm_write_log_ranges(const ptxvm_write_log *w, const ptxvm_range **ranges)
{
    if (ranges)
        *ranges = w ? w->out : NULL;
    return w ? w->nout : 0;
}

static void wl_drop_spans(ptxvm_write_log *w)
{
    size_t i;
    for (i = 0; i < w->nspans; i++)
        if (w->spans[i].copy)
            pv_free(&w->vm->heap, w->spans[i].copy, (size_t)w->spans[i].size);
    w->nspans = 0;
}

void ptxvm_write_log_destroy(ptxvm_write_log *w)
{
    ptxvm_vm *vm;
    if (!w)
        return;
    vm = w->vm;
    pv_mutex_lock(&vm->lock);
    wl_drop_spans(w);
    if (w->spans)
        pv_free(&vm->heap, w->spans, w->spans_cap * sizeof *w->spans);
    if (w->watch)
        pv_free(&vm->heap, w->watch, w->watch_cap * sizeof *w->watch);
    if (w->out)
        pv_free(&vm->heap, w->out, w->out_cap * sizeof *w->out);
    pv_free(&vm->heap, w, sizeof *w);
    pv_mutex_unlock(&vm->lock);
}

PTXVM_INTERNAL ptxvm_vm *pv_write_log_vm(const ptxvm_write_log *w)
{
    return w->vm;
}

/* Copy one range before the launch. */
static int wl_add_span(ptxvm_write_log *w, uint64_t addr, uint64_t size, uint8_t *host)
{
    pv_heap *h = &w->vm->heap;
    wl_span *s;
    if (size > (uint64_t)(size_t)-1 ||
        !wl_grow(h, (void **)&w->spans, &w->spans_cap, w->nspans + 1, sizeof *w->spans))
        return 0;
    s = &w->spans[w->nspans];
    s->copy = (uint8_t *)pv_realloc(h, NULL, 0, (size_t)size);
    if (!s->copy)
        return 0;
    memcpy(s->copy, host, (size_t)size);
    s->addr = addr;
    s->size = size;
    s->host = host;
    w->nspans++;
    return 1;
}

PTXVM_INTERNAL ptxvm_result pv_write_log_begin(ptxvm_write_log *w, ptxvm_vm *vm, char *msg)
{
    size_t i;
    int ok = 1;
    pv_mutex_lock(&vm->lock);
    wl_drop_spans(w);
    w->nout = 0;
    if (w->nwatch) {
        for (i = 0; i < w->nwatch && ok; i++) {
            uint8_t *host = wl_host(vm, w->watch[i].addr, w->watch[i].size);
            if (!host) {    /* freed since it was watched */
                wl_drop_spans(w);
                pv_mutex_unlock(&vm->lock);
                snprintf(msg, PV_ERRMSG_SIZE, "the write log watches [0x%llx, +%llu), "
                         "which is no longer allocated", (unsigned long long)w->watch[i].addr,
                         (unsigned long long)w->watch[i].size);
                return PTXVM_E_INVALID_ARGUMENT;
            }
            ok = wl_add_span(w, w->watch[i].addr, w->watch[i].size, host);
        }
    } else {
        for (i = 0; i < vm->mem.nregions && ok; i++) {
            const pv_region *r = &vm->mem.regions[i];
            if (!r->host || r->kind == PV_REGION_CALLBACK || !(r->access & PTXVM_WRITE))
                continue;
            ok = wl_add_span(w, wl_unchecked(vm) ? (uint64_t)(uintptr_t)r->host : r->base,
                             r->size, r->host);
        }
    }
    if (!ok)
        wl_drop_spans(w);
    pv_mutex_unlock(&vm->lock);
    if (!ok) {
        snprintf(msg, PV_ERRMSG_SIZE, "out of memory for the write log's copy of the "
                 "watched memory");
        return PTXVM_E_NO_MEMORY;
    }
    return PTXVM_OK;
}

/* Append [a, b) to the log's ranges, merged with the last one when they
   touch (spans come in address order within a span, and a granule
   never reaches outside its span). */
static int wl_emit(ptxvm_write_log *w, uint64_t a, uint64_t b)
{
    ptxvm_range *last = w->nout ? &w->out[w->nout - 1] : NULL;
    if (last && a <= last->addr + last->size && a >= last->addr) {
        if (b > last->addr + last->size)
            last->size = b - last->addr;
        return 1;
    }
    if (!wl_grow(&w->vm->heap, (void **)&w->out, &w->out_cap, w->nout + 1, sizeof *w->out))
        return 0;
    w->out[w->nout].addr = a;
    w->out[w->nout].size = b - a;
    w->nout++;
    return 1;
}

/* The changed bytes of one span as granule-aligned ranges, clipped to
   the span. Blocks of 256 bytes are compared whole first. */
static int wl_diff_span(ptxvm_write_log *w, const wl_span *s)
{
    const uint64_t g = w->granule;
    uint64_t i = 0;
    while (i < s->size) {
        uint64_t n = s->size - i < 256 ? s->size - i : 256, j, a, b;
        if (!memcmp(s->copy + i, s->host + i, (size_t)n)) {
            i += n;
            continue;
        }
        for (j = 0; s->copy[i + j] == s->host[i + j]; j++)
            ;
        a = (s->addr + i + j) & ~(g - 1);
        if (a < s->addr)
            a = s->addr;
        /* the granule's end; bytes after it are looked at again */
        b = ((s->addr + i + j) | (g - 1)) + 1;
        if (b > s->addr + s->size || b < a)
            b = s->addr + s->size;
        if (!wl_emit(w, a, b))
            return 0;
        i = b - s->addr;
    }
    return 1;
}

static int wl_cmp_range(const void *x, const void *y)
{
    const ptxvm_range *a = (const ptxvm_range *)x, *b = (const ptxvm_range *)y;
    return a->addr < b->addr ? -1 : a->addr > b->addr;
}

PTXVM_INTERNAL ptxvm_result pv_write_log_end(ptxvm_write_log *w, char *msg)
{
    ptxvm_vm *vm = w->vm;
    size_t i, j;
    int ok = 1;
    pv_mutex_lock(&vm->lock);
    for (i = 0; i < w->nspans && ok; i++)
        ok = wl_diff_span(w, &w->spans[i]);
    wl_drop_spans(w);
    if (!ok) {      /* a partial list would lose changes: none at all */
        w->nout = 0;
        pv_mutex_unlock(&vm->lock);
        snprintf(msg, PV_ERRMSG_SIZE, "out of memory listing the ranges the launch "
                 "changed: the write log is empty, and the memory holds the "
                 "launch's results");
        return PTXVM_E_NO_MEMORY;
    }
    /* watched ranges may overlap and come in any order */
    if (w->nout > 1) {
        qsort(w->out, w->nout, sizeof *w->out, wl_cmp_range);
        for (i = 0, j = 1; j < w->nout; j++) {
            if (w->out[j].addr <= w->out[i].addr + w->out[i].size) {
                uint64_t end = w->out[j].addr + w->out[j].size;
                if (end > w->out[i].addr + w->out[i].size)
                    w->out[i].size = end - w->out[i].addr;
            } else
                w->out[++i] = w->out[j];
        }
        w->nout = i + 1;
    }
    pv_mutex_unlock(&vm->lock);
    return PTXVM_OK;
}
