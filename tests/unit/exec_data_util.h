/* Helpers shared by the data-movement suites (test_exec_data.c,
   test_exec_regs.c): a growing text buffer for generated PTX, capped
   failure reports, a mixing function for inputs, bit masks, and loading
   and launching a module. */
#ifndef EXEC_DATA_UTIL_H
#define EXEC_DATA_UTIL_H

#include "../testlib.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;
typedef uint32_t u32;

typedef struct sbuf {
    char  *p;
    size_t n, cap;
} sbuf;

static inline void sb_printf(sbuf *s, const char *fmt, ...)
{
    va_list ap;
    int k;
    for (;;) {
        size_t room = s->cap - s->n;
        va_start(ap, fmt);
        k = vsnprintf(s->p ? s->p + s->n : NULL, s->p ? room : 0, fmt, ap);
        va_end(ap);
        if (k >= 0 && s->p && (size_t)k < room) {
            s->n += (size_t)k;
            return;
        }
        s->cap = (s->cap + (size_t)k + 1) * 2;
        s->p = (char *)realloc(s->p, s->cap);
        if (!s->p)
            abort();
    }
}

/* Report the first few failures of a section, then a count. */
typedef struct fails {
    int n;
} fails;
#define MAXMSG 6
#define CHECKF(t, F, cond, ...)                                      \
    do {                                                             \
        if (!(cond) && ++(F)->n <= MAXMSG)                           \
            test_fail((t), __FILE__, __LINE__, __VA_ARGS__);         \
    } while (0)
static inline void fails_end(pv_test *t, fails *F, const char *what)
{
    if (F->n > MAXMSG)
        test_fail(t, __FILE__, __LINE__, "%s: %d failures in all", what, F->n);
}

static inline u64 mix64(u64 x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

static inline u64 mask_bits(u64 v, unsigned bits)
{
    return bits >= 64 ? v : v & (((u64)1 << bits) - 1);
}

/* v's low `bits` bits, sign- or zero-extended to `to` bits */
static inline u64 extend(u64 v, unsigned bits, int sgn, unsigned to)
{
    v = mask_bits(v, bits);
    if (sgn && bits < 64 && ((v >> (bits - 1)) & 1))
        v |= ~(u64)0 << bits;
    return mask_bits(v, to);
}

static inline ptxvm_result launch(ptxvm_module *m, const char *name, ptxvm_dim3 grid,
                           ptxvm_dim3 block, uint32_t shared, void **args)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_result r = ptxvm_module_get_kernel(m, name, &k);
    if (r != PTXVM_OK)
        return r;
    memset(&l, 0, sizeof l);
    l.grid = grid;
    l.block = block;
    l.shared_bytes = shared;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

static inline ptxvm_dim3 d3(u32 x, u32 y, u32 z)
{
    ptxvm_dim3 d;
    d.x = x;
    d.y = y;
    d.z = z;
    return d;
}

static inline ptxvm_module *load(pv_test *t, ptxvm_vm *vm, const char *text, size_t len,
                          const char *name)
{
    ptxvm_module *m = NULL;
    ptxvm_result r = ptxvm_module_load(vm, text, len, name, &m);
    T_CHECK(t, r == PTXVM_OK, "load %s: %s: %s", name, ptxvm_result_name(r),
            ptxvm_error_message(vm));
    return r == PTXVM_OK ? m : NULL;
}

/* the register family of a width: %h, %r or %rd */
static inline const char *rname(unsigned rw)
{
    return rw == 16 ? "%h" : rw == 32 ? "%r" : "%rd";
}

/* One VM on a counting allocator for sections fns[0..n), each given
   the VM in turn; then a check that every byte came back. */
typedef void (*exec_data_section)(pv_test *t, ptxvm_vm *vm);
static inline void exec_data_run(pv_test *t, const exec_data_section *fns, size_t n)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    size_t i;
    test_config(&cfg, &a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        return;
    }
    for (i = 0; i < n; i++)
        fns[i](t, vm);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

#define HDR ".version 8.5\n.target sm_90\n.address_size 64\n"

#endif
