/* fibrec: recursive Fibonacci, one number a thread (fibrec.cu), each
   lane at its own depth (fib(6) to fib(15)): the cost of calls and
   returns through a recursive function's stack frames when the lanes of
   a warp call and return apart. Results must equal the twin's. */
#include "app.h"
#include "app_util.h"
#include <stdlib.h>

#define N 1024

typedef struct st {
    uint32_t *vm_out, *c_out;
    ptxvm_addr d_out;
} st;

/* The twin: the kernel's recursion, kept a call (not a loop) by noinline
   where the compiler has it. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static uint32_t fib(uint32_t n)
{
    if (n < 2u)
        return n;
    return fib(n - 1u) + fib(n - 2u);
}

static uint32_t depth(uint32_t t)
{
    return 6u + ((t * 2654435761u) >> 20) % 10u;
}

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->vm_out = malloc(N * sizeof(uint32_t));
    s->c_out = malloc(N * sizeof(uint32_t));
    if (!s->vm_out || !s->c_out) {
        free(s->vm_out);
        free(s->c_out);
        free(s);
        return NULL;
    }
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    s->d_out = app_alloc(v, NULL, N * sizeof(uint32_t));
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    int n = N;
    void *args[2];
    args[0] = &n;
    args[1] = &s->d_out;
    return app_launch(v, "fibrec", N / 128, 1, 1, 128, 1, 1, 0, args);
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, s->vm_out, s->d_out, N * sizeof(uint32_t));
    return 0;
}

static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b, e, t;
    au_slice(N, part, nparts, &b, &e);
    for (t = b; t < e; t++)
        s->c_out[t] = fib(depth((uint32_t)t));
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    size_t t;
    for (t = 0; t < N; t++)
        if (s->vm_out[t] != s->c_out[t]) {
            snprintf(why, cap, "thread %zu: fib(%u) = %u, the twin's %u", t,
                     (unsigned)depth((uint32_t)t), (unsigned)s->vm_out[t], (unsigned)s->c_out[t]);
            return 1;
        }
    return 0;
}

static void fini(void *p)
{
    st *s = p;
    free(s->vm_out);
    free(s->c_out);
    free(s);
}

const bench_app app_fibrec = {"fibrec", "fibrec.ptx", "1024 threads, fib(6) to fib(15)",
                              init, vm_upload, vm_run, vm_download, c_run, check, fini};
