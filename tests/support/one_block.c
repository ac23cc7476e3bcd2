/* One kernel of a PTX text: see one_block.h. */
#include "one_block.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int ob_open(pv_test *t, ob_vm *r, const char *src, size_t len, const char *file,
            const char *kernel, uint32_t flags, const char *what)
{
    return ob_open_on(t, r, src, len, file, kernel, flags, 0, what);
}

int ob_open_on(pv_test *t, ob_vm *r, const char *src, size_t len, const char *file,
               const char *kernel, uint32_t flags, uint32_t workers, const char *what)
{
    ptxvm_config cfg;
    memset(r, 0, sizeof *r);
    test_config(&cfg, &r->a);
    cfg.flags = flags;
    if (workers)
        cfg.threads = workers;
    if (ptxvm_create(&cfg, &r->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: VM not created", what);
        return 0;
    }
    if (ptxvm_module_load(r->vm, src, len, file, &r->m) != PTXVM_OK ||
        (kernel && ptxvm_module_get_kernel(r->m, kernel, &r->k) != PTXVM_OK)) {
        T_CHECK(t, 0, "%s: %s", what, ptxvm_error_message(r->vm));
        ptxvm_destroy(r->vm);
        return 0;
    }
    return 1;
}

ptxvm_addr ob_fill(ob_vm *r, size_t n, int byte)
{
    ptxvm_addr p = 0;
    ptxvm_mem_alloc(r->vm, n, &p);
    ptxvm_memset(r->vm, p, byte, n);
    return p;
}

ptxvm_addr ob_out(ob_vm *r, size_t n)
{
    return ob_fill(r, n, 0);
}

ptxvm_addr ob_in(ob_vm *r, const void *host, size_t n)
{
    ptxvm_addr p = 0;
    ptxvm_mem_alloc(r->vm, n, &p);
    ptxvm_memcpy_htod(r->vm, p, host, n);
    return p;
}

void ob_rerun(pv_test *t, ob_vm *r, ptxvm_addr out, void *host, size_t n, uint32_t bx,
              void **args)
{
    ptxvm_memset(r->vm, out, 0xee, n);
    T_CHECK(t, ob_launch(r, 1, 1, bx, 0, args) == PTXVM_OK, "%s", ptxvm_error_message(r->vm));
    ptxvm_memcpy_dtoh(r->vm, host, out, n);
}

ptxvm_result ob_launch_k(ptxvm_kernel *k, uint32_t gx, uint32_t gy, uint32_t bx,
                         uint32_t shared, void **args)
{
    ptxvm_launch l;
    memset(&l, 0, sizeof l);
    l.grid.x = gx;
    l.grid.y = gy;
    l.grid.z = 1;
    l.block.x = bx;
    l.block.y = l.block.z = 1;
    l.shared_bytes = shared;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

ptxvm_result ob_launch(ob_vm *r, uint32_t gx, uint32_t gy, uint32_t bx,
                       uint32_t shared, void **args)
{
    return ob_launch_k(r->k, gx, gy, bx, shared, args);
}

ptxvm_result ob_launch_1d(ptxvm_module *m, const char *name, uint32_t grid,
                          uint32_t block, void **args)
{
    ptxvm_kernel *k;
    if (ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK)
        return PTXVM_E_NOT_FOUND;
    return ob_launch_k(k, grid, 1, block, 0, args);
}

int ob_fault_of(ptxvm_vm *vm, ptxvm_result r, uint32_t x, const char *why)
{
    char want[64];
    const char *msg = ptxvm_error_message(vm);
    snprintf(want, sizeof want, "thread (%u,0,0)", x);
    return r == PTXVM_E_MEMORY_FAULT && strstr(msg, want) && (!why || strstr(msg, why));
}

void ob_close(pv_test *t, ob_vm *r, const char *what)
{
    ptxvm_destroy(r->vm);
    T_CHECK(t, r->a.live == 0, "%s: %ld bytes not freed", what, r->a.live);
}

void ob_stack_overflow(pv_test *t, const char *src, size_t len, const char *file,
                       uint32_t deep_tid, char *msg, size_t cap)
{
    uint32_t deep = 300;
    void *args[3];
    ptxvm_addr out;
    ptxvm_result r;
    ob_vm v;
    msg[0] = 0;
    if (!ob_open(t, &v, src, len, file, "k", 0, "overflow"))
        return;
    T_CHECK(t, ptxvm_set_limit(v.vm, PTXVM_LIMIT_STACK_SIZE, 1024) == PTXVM_OK, "limit");
    out = ob_out(&v, 64 * 4);
    args[0] = &out;
    args[1] = &deep_tid;
    args[2] = &deep;
    r = ob_launch(&v, 1, 1, 64, 0, args);
    T_CHECK(t, ob_fault_of(v.vm, r, deep_tid, "stack overflow"), "overflow: %s: %s",
            ptxvm_result_name(r), ptxvm_error_message(v.vm));
    snprintf(msg, cap, "%s", ptxvm_error_message(v.vm));
    ob_close(t, &v, "overflow");
}

char *ob_listing(ptxvm_kernel *k)
{
    size_t len = 0;
    char *dis, *legend;
    ptxvm_kernel_disassemble(k, NULL, 0, &len);
    dis = (char *)malloc(len + 1);
    if (!dis)
        return NULL;
    ptxvm_kernel_disassemble(k, dis, len + 1, &len);
    if ((legend = strstr(dis, "\n// ")) != NULL)
        legend[1] = 0;
    return dis;
}

int ob_count(const char *text, const char *what)
{
    int n = 0;
    const char *p;
    for (p = text; (p = strstr(p, what)) != NULL; p++)
        n++;
    return n;
}

void ob_block_sweep(pv_test *t, const char *src, size_t len, uint32_t grid, void **args,
                    ob_word_model model, const void *ctx, const char *what)
{
    static const uint32_t blocks[] = {32, 45, 70};
    uint32_t th, b, i, n, *got = (uint32_t *)malloc((size_t)grid * 70 * 4);
    ptxvm_addr out;
    ob_vm v;
    T_CHECK(t, got != NULL, "%s: no memory", what);
    for (th = 1; got && th <= 3; th += 2) {
        if (!ob_open_on(t, &v, src, len, "sweep.ptx", "k", 0, th, what))
            break;
        out = ob_out(&v, (size_t)grid * 70 * 4);
        args[0] = &out;
        for (b = 0; b < sizeof blocks / sizeof *blocks; b++) {
            n = grid * blocks[b];
            T_CHECK(t, ob_launch(&v, grid, 1, blocks[b], 0, args) == PTXVM_OK,
                    "%s, %u workers, blocks of %u: %s", what, th, blocks[b],
                    ptxvm_error_message(v.vm));
            ptxvm_memcpy_dtoh(v.vm, got, out, (size_t)n * 4);
            for (i = 0; i < n && got[i] == model(ctx, i, blocks[b]); i++)
                ;
            T_CHECK(t, i == n, "%s, %u workers, blocks of %u: thread %u gave %#x, want %#x",
                    what, th, blocks[b], i, i < n ? got[i] : 0,
                    i < n ? model(ctx, i, blocks[b]) : 0);
        }
        ob_close(t, &v, what);
    }
    free(got);
}
