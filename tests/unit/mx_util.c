/* Shared functions of the matrix suites (mx_util.h). */
#include "mx_util.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

uint32_t mx_rng(uint64_t *seed)
{
    *seed = *seed * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*seed >> 33);
}

int mx_open(pv_test *t, mx_ctx *c, const char *src, const char *file)
{
    ptxvm_config cfg;
    size_t len = 0;
    char *text = NULL;
    c->vm = NULL;
    c->m = NULL;
    memset(&c->a, 0, sizeof c->a);
    if (file) {
        text = test_read_file(file, &len);
        if (!text) {
            T_CHECK(t, 0, "cannot read %s", file);
            return 0;
        }
        src = text;
    } else {
        len = strlen(src);
    }
    test_config(&cfg, &c->a);
    if (ptxvm_create(&cfg, &c->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create failed");
        free(text);
        return 0;
    }
    if (ptxvm_module_load(c->vm, src, len, file ? file : "mx.ptx", &c->m) != PTXVM_OK)
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(c->vm));
    free(text);
    if (!c->m) {
        ptxvm_destroy(c->vm);
        c->vm = NULL;
    }
    return c->m != NULL;
}

void mx_close(pv_test *t, mx_ctx *c)
{
    if (c->vm)
        ptxvm_destroy(c->vm);
    c->vm = NULL;
    T_CHECK(t, c->a.live == 0, "%ld bytes live", c->a.live);
}

ptxvm_addr mx_buf(mx_ctx *c, const void *data, size_t size)
{
    ptxvm_addr b = 0;
    if (ptxvm_mem_alloc(c->vm, size, &b) != PTXVM_OK)
        return 0;
    if (data)
        ptxvm_memcpy_htod(c->vm, b, data, size);
    else
        ptxvm_memset(c->vm, b, 0, size);
    return b;
}

void mx_get(mx_ctx *c, void *dst, ptxvm_addr src, size_t size)
{
    if (ptxvm_memcpy_dtoh(c->vm, dst, src, size) != PTXVM_OK)
        memset(dst, 0xee, size);
}

static ptxvm_result launch(mx_ctx *c, const char *name, uint32_t block,
                           uint32_t shared, uint32_t nargs, va_list ap)
{
    ptxvm_addr v[16];
    void *args[16];
    ptxvm_kernel *k;
    ptxvm_launch l;
    uint32_t i;
    ptxvm_result r = ptxvm_module_get_kernel(c->m, name, &k);
    if (r != PTXVM_OK)
        return r;
    for (i = 0; i < nargs && i < 16; i++) {
        v[i] = va_arg(ap, ptxvm_addr);
        args[i] = &v[i];
    }
    test_launch_1d(&l, 1, block, args);
    l.shared_bytes = shared;
    return ptxvm_launch_kernel(k, &l, NULL);
}

int mx_run(pv_test *t, mx_ctx *c, const char *name, uint32_t block,
           uint32_t nargs, ...)
{
    va_list ap;
    ptxvm_result r;
    va_start(ap, nargs);
    r = launch(c, name, block, 0, nargs, ap);
    va_end(ap);
    T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", name, ptxvm_result_name(r),
            ptxvm_error_message(c->vm));
    return r == PTXVM_OK;
}

int mx_run_shared(pv_test *t, mx_ctx *c, const char *name, uint32_t block,
                  uint32_t shared, uint32_t nargs, ...)
{
    va_list ap;
    ptxvm_result r;
    va_start(ap, nargs);
    r = launch(c, name, block, shared, nargs, ap);
    va_end(ap);
    T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", name, ptxvm_result_name(r),
            ptxvm_error_message(c->vm));
    return r == PTXVM_OK;
}

static ptxvm_result launch1(mx_ctx *c, const char *name, uint32_t block, ...)
{
    va_list ap;
    ptxvm_result r;
    va_start(ap, block);
    r = launch(c, name, block, 0, 1, ap);
    va_end(ap);
    return r;
}

void mx_expect(pv_test *t, mx_ctx *c, const char *name, uint32_t block,
               ptxvm_addr arg, ptxvm_result code, const char *text)
{
    ptxvm_result r = launch1(c, name, block, arg);
    const char *msg = ptxvm_error_message(c->vm);
    T_CHECK(t, r == code && strstr(msg, text), "%s: %s (want %s with '%s'): %s",
            name, ptxvm_result_name(r), ptxvm_result_name(code), text, msg);
}

/* Load src and compile its kernel k: the first failure. */
static ptxvm_result load_compile(pv_test *t, const char *src, char *msg, size_t n)
{
    test_alloc a;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k;
    ptxvm_result r;
    memset(&a, 0, sizeof a);
    test_config(&cfg, &a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return PTXVM_E_NO_MEMORY;
    r = ptxvm_module_load(vm, src, strlen(src), "mx.ptx", &m);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, "k", &k);
    if (r == PTXVM_OK) {             /* the kernel compiles when asked for */
        char buf[64];
        size_t len;
        r = ptxvm_kernel_disassemble(k, buf, sizeof buf, &len);
    }
    strncpy(msg, ptxvm_error_message(vm), n - 1);
    msg[n - 1] = 0;
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
    return r;
}

void mx_invalid(pv_test *t, const char *src, const char *where)
{
    char msg[512];
    ptxvm_result r = load_compile(t, src, msg, sizeof msg);
    T_CHECK(t, r == PTXVM_E_SEMANTIC && strstr(msg, where),
            "%s (want PTXVM_E_SEMANTIC at '%s'): %s", ptxvm_result_name(r), where, msg);
}

void mx_unsupported(pv_test *t, const char *src, const char *text)
{
    char msg[512];
    ptxvm_result r = load_compile(t, src, msg, sizeof msg);
    T_CHECK(t, r == PTXVM_E_UNSUPPORTED && strstr(msg, text),
            "%s (want PTXVM_E_UNSUPPORTED naming '%s'): %s", ptxvm_result_name(r),
            text, msg);
}
