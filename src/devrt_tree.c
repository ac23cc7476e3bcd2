/* Running a launch tree (devrt.h): the grid launched from the host,
   then, depth first and in launch order, the grids it launched, each
   with its descendants before the next, then its tail launches. Every
   grid but those a CTA waits for (cudaDeviceSynchronize, run on that
   CTA's worker) runs on all the VM's workers. */
#include "devrt.h"
#include "devheap.h"
#include "gmem.h"
#include <stdio.h>

/* The host memory behind [a, a+n) of global memory with access need. */
static uint8_t *tree_mem(ptxvm_vm *vm, uint64_t a, uint64_t n, uint32_t need)
{
    pv_region *r;
    if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED)
        return (uint8_t *)(uintptr_t)a;
    r = pv_devmem_find(&vm->mem, a, n);
    if (!r || !r->host || !(r->access & need))
        return NULL;
    return r->host + (a - r->base);
}

PTXVM_INTERNAL ptxvm_result pv_devrt_copy(ptxvm_vm *vm, const pv_dlaunch *d, char *msg)
{
    uint8_t buf[4096], *dst = tree_mem(vm, d->dst, d->count, PTXVM_WRITE);
    const uint8_t *src = d->set ? NULL : tree_mem(vm, d->src, d->count, PTXVM_READ);
    uint64_t done = 0;
    if (!dst || (!d->set && !src)) {
        uint64_t bad = !dst ? d->dst : d->src;
        snprintf(msg, PV_ERRMSG_SIZE, "%s from the device: [0x%llx, +%llu) is not "
                 "%s global memory (a callback range, .shared or .local, or no "
                 "memory at all)", d->set ? "cudaMemsetAsync" : "cudaMemcpyAsync",
                 (unsigned long long)bad, (unsigned long long)d->count,
                 !dst ? "writable" : "readable");
        return PTXVM_E_MEMORY_FAULT;
    }
    if (d->set)
        memset(buf, (int)d->value, sizeof buf);
    /* element by element, as the CTAs that may run meanwhile (a block
       waiting in cudaDeviceSynchronize) access it */
    while (done < d->count) {
        size_t n = d->count - done < sizeof buf ? (size_t)(d->count - done) : sizeof buf;
        if (!d->set)
            pv_gread(buf, src + done, n);
        pv_gwrite(dst + done, buf, n);
        done += n;
    }
    return PTXVM_OK;
}

static void tree_drop(pv_dtree *T, pv_dlaunch *d)
{
    uint32_t n = d->nparams;
    pv_devrt_free(T->vm, d, sizeof *d + n + 1);
    pv_mutex_lock(&T->lock);
    T->pending--;
    pv_mutex_unlock(&T->lock);
}

/* Drop the launches G still holds (after a failure). */
static void tree_discard(pv_dtree *T, pv_dgrid *G)
{
    pv_dlaunch *lists[2], *d;
    int i;
    pv_mutex_lock(&T->lock);
    lists[0] = G->head;
    lists[1] = G->thead;
    G->head = G->tail = G->thead = G->ttail = NULL;
    pv_mutex_unlock(&T->lock);
    for (i = 0; i < 2; i++)
        while ((d = lists[i]) != NULL) {
            lists[i] = d->next;
            tree_drop(T, d);
        }
}

static void tree_drop_list(pv_dtree *T, pv_dlaunch *d)
{
    while (d) {
        pv_dlaunch *n = d->next;
        tree_drop(T, d);
        d = n;
    }
}

static ptxvm_result tree_child(pv_dtree *T, pv_dlaunch *d, int nested, char *msg);

/* Run grid G (kernel, configuration, parameters), then its children in
   launch order, each with all its descendants. Its tail launches stay
   in G->thead for the caller: they run after G is complete, at G's
   depth, so a chain of them is a loop, not a recursion. */
static ptxvm_result tree_grid(pv_dtree *T, pv_dgrid *G, const ptxvm_launch *l,
                              const uint8_t *params, int nested, char *msg)
{
    pv_grid_req q;
    ptxvm_result r;
    memset(&q, 0, sizeof q);
    q.k = G->k;
    q.l = *l;
    q.params = params;
    q.nested = nested;
    q.dgrid = G;
    pv_mutex_lock(&T->lock);
    if (T->step_limit) {
        /* the launch's budget counts every grid of the tree */
        if (T->used >= T->step_limit) {
            pv_mutex_unlock(&T->lock);
            snprintf(msg, PV_ERRMSG_SIZE, "step limit of %llu warp instructions "
                     "reached before kernel %s, launched from the device at "
                     "depth %u, could start", (unsigned long long)T->step_limit,
                     ir_name(G->k->module->ir, G->k->module->ir->funcs.data[G->k->func].name),
                     G->depth);
            tree_discard(T, G);
            return PTXVM_E_STEP_LIMIT;
        }
        q.l.step_limit = T->step_limit - T->used;
    }
    pv_mutex_unlock(&T->lock);
    r = pv_grid_run(&q, msg);
    if (r == PTXVM_E_STEP_LIMIT && q.l.step_limit != T->step_limit) {
        size_t n = strlen(msg);
        if (n < PV_ERRMSG_SIZE)
            snprintf(msg + n, PV_ERRMSG_SIZE - n, " (what the grids before it "
                     "left of the launch's limit of %llu)",
                     (unsigned long long)T->step_limit);
    }
    pv_mutex_lock(&T->lock);
    T->used += q.warp_insns;
    T->warp_insns += q.warp_insns;
    T->thread_insns += q.thread_insns;
    pv_mutex_unlock(&T->lock);
    while (r == PTXVM_OK) {
        pv_dlaunch *d;
        pv_mutex_lock(&T->lock);
        d = G->head;
        if (d) {
            G->head = d->next;
            if (!G->head)
                G->tail = NULL;
        }
        pv_mutex_unlock(&T->lock);
        if (!d)
            break;
        r = tree_child(T, d, nested, msg);
    }
    if (r != PTXVM_OK)
        tree_discard(T, G);
    return r;
}

static pv_dlaunch *tree_take_tails(pv_dtree *T, pv_dgrid *G)
{
    pv_dlaunch *d;
    pv_mutex_lock(&T->lock);
    d = G->thead;
    G->thead = G->ttail = NULL;
    pv_mutex_unlock(&T->lock);
    return d;
}

static ptxvm_result tree_interrupted(pv_dtree *T, const pv_dlaunch *d, char *msg)
{
    if (!pv_flag_load(&T->vm->interrupt))
        return PTXVM_OK;
    snprintf(msg, PV_ERRMSG_SIZE, "interrupted by ptxvm_interrupt before a "
             "grid of kernel %s launched from the device",
             ir_name(d->k->module->ir, d->k->module->ir->funcs.data[d->k->func].name));
    return PTXVM_E_INTERRUPTED;
}

/* Run launch d (made from the device) with its descendants and free it;
   *tails gets its tail launches. */
static ptxvm_result tree_one(pv_dtree *T, pv_dlaunch *d, int nested, char *msg,
                             pv_dlaunch **tails)
{
    pv_dgrid C;
    ptxvm_launch l;
    ptxvm_result r = d->k ? tree_interrupted(T, d, msg) : PTXVM_OK;
    *tails = NULL;
    if (r == PTXVM_OK && !d->k) {
        r = pv_devrt_copy(T->vm, d, msg);
    } else if (r == PTXVM_OK) {
        memset(&C, 0, sizeof C);
        C.tree = T;
        C.k = d->k;
        C.depth = d->depth;
        memset(&l, 0, sizeof l);
        l.grid = d->grid;
        l.block = d->block;
        l.shared_bytes = d->shared;
        r = tree_grid(T, &C, &l, d->params, nested, msg);
        *tails = tree_take_tails(T, &C);
    }
    tree_drop(T, d);
    return r;
}

/* Run tail launches in order, each with its descendants; the tail
   launches one of them makes run next. A loop: a kernel that
   tail-launches itself for ever takes no stack. */
static ptxvm_result tree_tails(pv_dtree *T, pv_dlaunch *q, int nested, char *msg)
{
    while (q) {
        pv_dlaunch *d = q, *tails, *last;
        ptxvm_result r;
        q = q->next;
        d->next = NULL;
        r = tree_one(T, d, nested, msg, &tails);
        if (r != PTXVM_OK) {
            tree_drop_list(T, tails);
            tree_drop_list(T, q);
            return r;
        }
        if (tails) {
            for (last = tails; last->next; last = last->next)
                ;
            last->next = q;
            q = tails;
        }
    }
    return PTXVM_OK;
}

/* Run a launch made from the device, with its descendants and then its
   tail launches; frees it. */
static ptxvm_result tree_child(pv_dtree *T, pv_dlaunch *d, int nested, char *msg)
{
    pv_dlaunch *tails;
    ptxvm_result r = tree_one(T, d, nested, msg, &tails);
    if (r != PTXVM_OK) {
        tree_drop_list(T, tails);
        return r;
    }
    return tree_tails(T, tails, nested, msg);
}

PTXVM_INTERNAL ptxvm_result pv_devrt_sync(pv_dgrid *G, uint64_t cta, char *msg)
{
    pv_dtree *T = G->tree;
    pv_dlaunch *mine = NULL, **end = &mine, *d, *prev = NULL, *next;
    /* the CTA's launches out of the grid's list, in order, in one pass
       (the CTA queues no more while it waits) */
    pv_mutex_lock(&T->lock);
    for (d = G->head; d; d = next) {
        next = d->next;
        if (d->cta != cta) {
            prev = d;
            continue;
        }
        if (prev)
            prev->next = next;
        else
            G->head = next;
        if (G->tail == d)
            G->tail = prev;
        d->next = NULL;
        *end = d;
        end = &d->next;
    }
    pv_mutex_unlock(&T->lock);
    while ((d = mine) != NULL) {
        ptxvm_result r;
        mine = d->next;
        d->next = NULL;
        r = tree_child(T, d, 1, msg);
        if (r != PTXVM_OK) {
            tree_drop_list(T, mine);
            return r;
        }
    }
    return PTXVM_OK;
}

PTXVM_INTERNAL ptxvm_result pv_devrt_launch(pv_grid_req *q, char *msg)
{
    ptxvm_kernel *k = q->k;
    ptxvm_module *m = k->module;
    ptxvm_vm *vm = m->vm;
    pv_dtree T;
    pv_dgrid G;
    ptxvm_result r;
    uint32_t i;
    /* every kernel of the module compiled now: none compiles while CTAs
       run (one that cannot be compiled fails the launch that names it) */
    for (i = 0; i < m->nkernels; i++)
        if (!m->kernels[i].code) {
            ptxvm_kernel *kk;
            r = ptxvm_module_get_kernel(m, ptxvm_module_kernel_name(m, i), &kk);
            if (r == PTXVM_E_NO_MEMORY) {   /* not the kernel's fault */
                snprintf(msg, PV_ERRMSG_SIZE, "%s", vm->err);
                return r;
            }
        }
    /* parameter buffers come from the device heap */
    r = pv_vm_heap(vm);
    if (r != PTXVM_OK) {
        snprintf(msg, PV_ERRMSG_SIZE, "%s", vm->err);
        return r;
    }
    memset(&T, 0, sizeof T);
    T.vm = vm;
    if (pv_mutex_init(&T.lock) != 0) {
        snprintf(msg, PV_ERRMSG_SIZE, "cannot create a mutex");
        return PTXVM_E_NO_MEMORY;
    }
    T.max_depth = vm->launch_depth;
    T.max_pending = vm->pending_launches;
    T.step_limit = q->l.step_limit;
    memset(&G, 0, sizeof G);
    G.tree = &T;
    G.k = k;
    r = tree_grid(&T, &G, &q->l, q->params, 0, msg);
    if (r == PTXVM_OK)
        r = tree_tails(&T, tree_take_tails(&T, &G), 0, msg);
    else
        tree_drop_list(&T, tree_take_tails(&T, &G));
    q->warp_insns = T.warp_insns;
    q->thread_insns = T.thread_insns;
    if (T.texts)
        (void)pv_devheap_free(vm->devheap, T.texts);
    /* parameter buffers never launched go back to the heap */
    for (i = 0; i < T.nbufs; i++)
        (void)pv_devheap_free(vm->devheap, T.bufs[i].base);
    if (T.bufs)
        pv_free(&vm->heap, T.bufs, T.capbufs * sizeof *T.bufs);
    pv_mutex_destroy(&T.lock);
    return r;
}
