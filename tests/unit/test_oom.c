/* Out of host memory along whole sessions of the public API: create,
   register a host function, load modules (nvcc's printf/malloc, calls and
   recursion, barriers, warp primitives, CUB; a hand-written module with
   atomics), compile every kernel, allocate, map and copy device memory,
   launch on one and on two workers, print, unload, destroy.

   Each session is first run with a healthy allocator, which counts its
   K allocations and records every value the kernels produce. Then, for
   every N in 1..K, it runs again with allocation N failing, and again
   with every allocation from N on failing. The call that meets the
   failure must return PTXVM_E_NO_MEMORY with a message and leave what
   earlier calls produced untouched (the device buffers, the handles);
   the session then retries that call with allocations succeeding (in
   the second variant after one more attempt that fails too) and goes
   on to the end, where every value must equal the healthy run's and
   ptxvm_destroy must give back every byte.

   One failure is tolerated: ptxvm_module_load succeeds when shrinking
   the module's arrays to their final size fails (ir_module_shrink keeps
   them as they are). Any other call that succeeds although one of its
   allocations failed is an error. A launch whose kernel calls malloc may
   fail after threads ran (the device heap's bookkeeping grows); what it
   wrote is not compared, and the retry runs it again. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef uint32_t u32;

enum { OOM_COUNT, OOM_ONE, OOM_FROM };

#define OOM_MAXBUF 24

/* A device buffer and what the session last put in it or read back. */
typedef struct oom_buf {
    ptxvm_addr addr;
    u32       *shadow;
    size_t     size;
} oom_buf;

/* What the healthy run produced: one hash per recorded output. */
typedef struct oom_gold {
    uint64_t *h;
    size_t    n, cap;
    int       overflow;
} oom_gold;

typedef struct oom_run {
    pv_test   *t;
    const char *scen;
    test_alloc a;
    int        mode;
    long       n;            /* the allocation that fails (first one)   */
    long       from;         /* OOM_FROM: fail every call from this one */
    long       nfail, seen;  /* failed allocations; those handled       */
    int        hits;         /* calls that met an injected failure      */
    int        tolerated;    /* ... and succeeded anyway                */
    int        tries;        /* attempts of the current call            */
    int        partial;      /* the current launch may write before it
                                fails (its kernel calls malloc)         */
    oom_gold  *gold;
    size_t     out;          /* outputs recorded so far                 */
    oom_buf    bufs[OOM_MAXBUF];
    int        nbufs;
    char      *cap;          /* printf output of the current launch     */
    size_t     caplen, capcap;
    uint32_t   threads;
} oom_run;

/* ---- the allocator: test_alloc, failing on request ------------------- */

static void *oom_alloc_fn(void *user, void *ptr, size_t old, size_t n)
{
    oom_run *R = (oom_run *)user;
    void *p;
    if (n && R->from && R->a.calls + 1 >= R->from)
        R->a.fail_at = R->a.calls + 1;
    p = test_alloc_fn(&R->a, ptr, old, n);
    if (n && !p)
        R->nfail++;
    return p;
}

/* Allocations succeed again. */
static void oom_lift(oom_run *R)
{
    R->from = 0;
    if (R->a.fail_at <= R->a.calls)
        R->a.fail_at = 0;
}

static void oom_print(void *user, const char *text, size_t len)
{
    oom_run *R = (oom_run *)user;
    if (R->caplen + len + 1 > R->capcap) {
        size_t c = (R->caplen + len + 1) * 2;
        char *p = (char *)realloc(R->cap, c);
        if (!p)
            return;
        R->cap = p;
        R->capcap = c;
    }
    memcpy(R->cap + R->caplen, text, len);
    R->caplen += len;
    R->cap[R->caplen] = 0;
}

/* ---- outputs ------------------------------------------------------- */

static uint64_t oom_hash(const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    uint64_t h = 14695981039346656037ull;
    size_t i;
    for (i = 0; i < n; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

/* The healthy run records what the kernels produced; every other run
   must produce the same. */
static void oom_record(oom_run *R, const char *what, const void *p, size_t n)
{
    uint64_t h = oom_hash(p, n);
    oom_gold *g = R->gold;
    if (R->mode == OOM_COUNT) {
        if (g->n == g->cap) {
            size_t c = g->cap ? g->cap * 2 : 64;
            uint64_t *nh = (uint64_t *)realloc(g->h, c * sizeof *nh);
            if (!nh) {
                g->overflow = 1;
                return;
            }
            g->h = nh;
            g->cap = c;
        }
        g->h[g->n++] = h;
    } else if (!g->overflow) {
        T_CHECK(R->t, R->out < g->n && g->h[R->out] == h,
                "%s, allocation %ld failing%s: %s differs from the healthy run",
                R->scen, R->n, R->mode == OOM_FROM ? " and after" : "", what);
    }
    R->out++;
}

/* Device memory must still hold what it held before the failed call. */
static void oom_check_bufs(oom_run *R, ptxvm_vm *vm, const char *what)
{
    int i;
    if (R->partial)
        return;
    for (i = 0; i < R->nbufs; i++) {
        oom_buf *b = &R->bufs[i];
        u32 *now = (u32 *)malloc(b->size);
        ptxvm_result r;
        if (!now)
            continue;
        r = ptxvm_memcpy_dtoh(vm, now, b->addr, b->size);
        T_CHECK(R->t, r == PTXVM_OK && memcmp(now, b->shadow, b->size) == 0,
                "%s, allocation %ld failing: %s changed device buffer %d",
                R->scen, R->n, what, i);
        free(now);
    }
}

/* After an API call: whether to make it again. A call that met an
   injected failure must report PTXVM_E_NO_MEMORY with a message, or
   succeed where the library tolerates the failure (tol). It is then
   made again with allocations succeeding (OOM_FROM: first once more
   with them failing). Any other call must give want. */
static int oom_again(oom_run *R, ptxvm_vm *vm, ptxvm_result r, ptxvm_result want,
                     int tol, const char *what)
{
    int hit = R->nfail != R->seen;
    R->seen = R->nfail;
    if (!hit) {
        T_CHECK(R->t, r == want, "%s, allocation %ld failing%s: %s: %s, want %s: %s",
                R->scen, R->n, R->mode == OOM_FROM ? " and after" : "", what,
                ptxvm_result_name(r), ptxvm_result_name(want),
                ptxvm_error_message(vm));
        R->tries = 0;
        return 0;
    }
    R->hits++;
    if (r == PTXVM_OK && want == PTXVM_OK) {
        T_CHECK(R->t, tol, "%s: %s succeeded although allocation %ld failed",
                R->scen, what, R->a.calls);
        R->tolerated++;
        R->tries = 0;
        return 0;
    }
    T_CHECK(R->t, r == PTXVM_E_NO_MEMORY && (!vm || ptxvm_error_message(vm)[0]),
            "%s: %s with allocation %ld failing: %s: %s", R->scen, what,
            R->a.calls, ptxvm_result_name(r), ptxvm_error_message(vm));
    if (vm)
        oom_check_bufs(R, vm, what);
    if (++R->tries > 3 || R->t->case_failed) {
        oom_lift(R);
        return 0;            /* give up on this call; the checks said why */
    }
    if (R->mode != OOM_FROM || R->tries > 1)
        oom_lift(R);
    return 1;
}

#define OOM_CALL(R, vm, want, tol, what, call)                                \
    do {                                                                   \
        r = (call);                                                        \
    } while (oom_again((R), (vm), r, (want), (tol), (what)))

/* ---- session helpers -------------------------------------------------- */

typedef struct oom_file {
    const char *path;
    char       *text;
    size_t      len;
} oom_file;

static oom_file oom_files[] = {
    {"tests/oom/small.ptx", NULL, 0},
    {"tests/exec/ptx/syscalls.sm_75.ptx", NULL, 0},
    {"tests/exec/ptx/barriers.sm_75.ptx", NULL, 0},
    {"tests/exec/ptx/warp.sm_80.ptx", NULL, 0},
    {"tests/exec/ptx/cub.sm_80.ptx", NULL, 0},
    {"tests/exec/ptx/calls.sm_75.ptx", NULL, 0}};
enum { F_SMALL, F_SYSCALLS, F_BARRIERS, F_WARP, F_CUB, F_CALLS, F_COUNT };

/* Loading may tolerate a failure: ir_module_shrink keeps the module's
   arrays at their size when shrinking them fails. */
static ptxvm_module *oom_load(oom_run *R, ptxvm_vm *vm, const char *text, size_t len,
                              const char *name)
{
    ptxvm_module *m = NULL;
    ptxvm_result r;
    uint32_t i;
    do {
        m = (ptxvm_module *)&r;
        r = ptxvm_module_load(vm, text, len, name, &m);
        T_CHECK(R->t, r == PTXVM_OK || !m, "%s: a failed load gave a module", R->scen);
    } while (oom_again(R, vm, r, PTXVM_OK, 1, name));
    if (r != PTXVM_OK)
        return NULL;
    /* compile every kernel now; the launches find them compiled */
    for (i = 0; i < ptxvm_module_kernel_count(m); i++) {
        ptxvm_kernel *k = NULL;
        const char *kn = ptxvm_module_kernel_name(m, i);
        do {
            k = (ptxvm_kernel *)&r;
            r = ptxvm_module_get_kernel(m, kn, &k);
            T_CHECK(R->t, (r == PTXVM_OK) == (k != NULL), "%s: kernel %s: %s and %p",
                    R->scen, kn, ptxvm_result_name(r), (void *)k);
        } while (oom_again(R, vm, r, PTXVM_OK, 0, kn));
    }
    return m;
}

static ptxvm_module *oom_load_file(oom_run *R, ptxvm_vm *vm, int f)
{
    return oom_load(R, vm, oom_files[f].text, oom_files[f].len, oom_files[f].path);
}

/* A device buffer of size bytes, filled with data (NULL: zeros). */
static int oom_buf_new(oom_run *R, ptxvm_vm *vm, size_t size, const void *data)
{
    oom_buf *b = &R->bufs[R->nbufs];
    ptxvm_result r;
    b->shadow = (u32 *)calloc(1, size);
    b->size = size;
    do {
        b->addr = 1;
        r = ptxvm_mem_alloc(vm, size, &b->addr);
        T_CHECK(R->t, r == PTXVM_OK || b->addr == 0, "%s: a failed ptxvm_mem_alloc "
                "gave an address", R->scen);
    } while (oom_again(R, vm, r, PTXVM_OK, 0, "ptxvm_mem_alloc"));
    if (data) {
        memcpy(b->shadow, data, size);
        OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_memcpy_htod",
                 ptxvm_memcpy_htod(vm, b->addr, data, size));
    }
    return R->nbufs++;
}

static void oom_buf_set(oom_run *R, ptxvm_vm *vm, int i, const void *data)
{
    oom_buf *b = &R->bufs[i];
    ptxvm_result r;
    memcpy(b->shadow, data, b->size);
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_memcpy_htod",
             ptxvm_memcpy_htod(vm, b->addr, data, b->size));
}

/* Read a buffer back into its shadow and record it. */
static const u32 *oom_buf_get(oom_run *R, ptxvm_vm *vm, int i, const char *what,
                              int record)
{
    oom_buf *b = &R->bufs[i];
    ptxvm_result r;
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_memcpy_dtoh",
             ptxvm_memcpy_dtoh(vm, b->shadow, b->addr, b->size));
    if (record)
        oom_record(R, what, b->shadow, b->size);
    return b->shadow;
}

static void oom_buf_free_all(oom_run *R, ptxvm_vm *vm)
{
    int i;
    ptxvm_result r;
    for (i = 0; i < R->nbufs; i++) {
        long calls = R->a.calls;
        OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_mem_free", ptxvm_mem_free(vm, R->bufs[i].addr));
        T_CHECK(R->t, R->a.calls == calls, "%s: ptxvm_mem_free allocated", R->scen);
        free(R->bufs[i].shadow);
    }
    R->nbufs = 0;
}

/* Launch kernel name of m; want is what the launch must give. */
static ptxvm_result oom_launch(oom_run *R, ptxvm_vm *vm, ptxvm_module *m,
                               const char *name, u32 grid, u32 block, u32 shared,
                               void **args, ptxvm_result want)
{
    ptxvm_kernel *k = NULL;
    ptxvm_launch L;
    ptxvm_result r;
    OOM_CALL(R, vm, PTXVM_OK, 0, name, ptxvm_module_get_kernel(m, name, &k));
    if (!k) {
        R->partial = 0;
        return PTXVM_E_NOT_FOUND;
    }
    memset(&L, 0, sizeof L);
    L.grid.x = grid;
    L.grid.y = L.grid.z = 1;
    L.block.x = block;
    L.block.y = L.block.z = 1;
    L.shared_bytes = shared;
    L.args = args;
    do {
        R->caplen = 0;
        r = ptxvm_launch_kernel(k, &L, NULL);
        /* only a kernel's own malloc fails once threads run */
        T_CHECK(R->t, r != PTXVM_E_NO_MEMORY || R->partial || R->caplen == 0,
                "%s: %s printed before it failed", R->scen, name);
    } while (oom_again(R, vm, r, want, 0, name));
    R->partial = 0;
    return r;
}

static void oom_destroy(oom_run *R, ptxvm_vm *vm)
{
    long calls = R->a.calls;
    oom_buf_free_all(R, vm);
    ptxvm_destroy(vm);
    T_CHECK(R->t, R->a.calls == calls, "%s: freeing and ptxvm_destroy allocated",
            R->scen);
}

static ptxvm_vm *oom_create(oom_run *R)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_result r;
    ptxvm_config_init(&cfg);
    cfg.host.alloc = oom_alloc_fn;
    cfg.host.print = oom_print;
    cfg.host.user = R;
    cfg.threads = R->threads;
    OOM_CALL(R, NULL, PTXVM_OK, 0, "ptxvm_create", ptxvm_create(&cfg, &vm));
    T_CHECK(R->t, r != PTXVM_OK || vm, "%s: ptxvm_create gave no VM", R->scen);
    return vm;
}

/* ---- a hand-written module: recursion, shared and global atomics,
   barriers, a shuffle, a host function, malloc and free --------------- */

static const char mix_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".extern .func (.param .b32 r) host_add(.param .b32 a, .param .b32 b);\n"
    ".func (.param .b32 r) fib(.param .b32 n)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<8>;\n"
    "  ld.param.b32 %r1, [n];\n  setp.lt.s32 %p1, %r1, 2;\n  @%p1 bra DONE;\n"
    "  add.s32 %r2, %r1, -1;\n"
    "  { .param .b32 a; .param .b32 b; st.param.b32 [a], %r2;\n"
    "    call (b), fib, (a); ld.param.b32 %r3, [b]; }\n"
    "  add.s32 %r2, %r1, -2;\n"
    "  { .param .b32 a; .param .b32 b; st.param.b32 [a], %r2;\n"
    "    call (b), fib, (a); ld.param.b32 %r4, [b]; }\n"
    "  add.s32 %r1, %r3, %r4;\n"
    "DONE:\n  st.param.b32 [r], %r1;\n  ret;\n}\n"
    /* out[8i..8i+4]: fib(i % 10), the neighbour's shared word, the block's
       shared count, i ^ 1 by shuffle, host_add(i, 1000); *ctr counts */
    ".visible .entry mix(.param .u64 out, .param .u64 ctr)\n{\n"
    "  .reg .pred %p;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<8>;\n"
    "  .shared .align 4 .b32 s[64];\n  .shared .align 4 .b32 cnt;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [ctr];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, %ntid.x;\n  mov.u32 %r3, %ctaid.x;\n"
    "  mad.lo.u32 %r4, %r3, %r2, %r1;\n"
    "  setp.eq.u32 %p, %r1, 0;\n  @%p st.shared.u32 [cnt], 0;\n  bar.sync 0;\n"
    "  rem.u32 %r5, %r4, 10;\n"
    "  { .param .b32 a; .param .b32 b; st.param.b32 [a], %r5;\n"
    "    call (b), fib, (a); ld.param.b32 %r6, [b]; }\n"
    "  mad.lo.u32 %r7, %r4, 3, 1;\n  mov.u64 %rd3, s;\n"
    "  mul.wide.u32 %rd4, %r1, 4;\n  add.s64 %rd5, %rd3, %rd4;\n"
    "  st.shared.u32 [%rd5], %r7;\n"
    "  atom.shared.add.u32 %r8, [cnt], 1;\n  atom.global.add.u32 %r9, [%rd2], 1;\n"
    "  bar.sync 0;\n"
    "  add.u32 %r10, %r1, 1;\n  rem.u32 %r10, %r10, %r2;\n"
    "  mul.wide.u32 %rd4, %r10, 4;\n  add.s64 %rd5, %rd3, %rd4;\n"
    "  ld.shared.u32 %r11, [%rd5];\n  ld.shared.u32 %r12, [cnt];\n"
    "  shfl.sync.bfly.b32 %r13, %r4, 1, 31, -1;\n"
    "  { .param .b32 a; .param .b32 b; .param .b32 c; st.param.b32 [a], %r4;\n"
    "    st.param.b32 [b], 1000; call (c), host_add, (a, b); ld.param.b32 %r14, [c]; }\n"
    "  mul.wide.u32 %rd6, %r4, 32;\n  add.s64 %rd6, %rd1, %rd6;\n"
    "  st.global.v4.u32 [%rd6], {%r6, %r11, %r12, %r13};\n"
    "  st.global.u32 [%rd6+16], %r14;\n  ret;\n}\n"
    /* keep: ptrs[i] = malloc(16) holding 7i + 1; give: out[i] = *ptrs[i],
       then free */
    ".extern .func (.param .b64 r) malloc(.param .b64 n);\n"
    ".extern .func free(.param .b64 p);\n"
    ".visible .entry keep(.param .u64 ptrs)\n{\n"
    "  .reg .b32 %r<4>;\n  .reg .b64 %rd<6>;\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, %ntid.x;\n  mov.u32 %r3, %ctaid.x;\n"
    "  mad.lo.u32 %r1, %r3, %r2, %r1;\n"
    "  { .param .b64 a; .param .b64 b; st.param.b64 [a], 16;\n"
    "    call (b), malloc, (a); ld.param.b64 %rd1, [b]; }\n"
    "  mad.lo.u32 %r2, %r1, 7, 1;\n  st.u32 [%rd1], %r2;\n"
    "  ld.param.u64 %rd2, [ptrs];\n  mul.wide.u32 %rd3, %r1, 8;\n"
    "  add.s64 %rd2, %rd2, %rd3;\n  st.global.u64 [%rd2], %rd1;\n  ret;\n}\n"
    ".visible .entry give(.param .u64 ptrs, .param .u64 out)\n{\n"
    "  .reg .b32 %r<4>;\n  .reg .b64 %rd<6>;\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, %ntid.x;\n  mov.u32 %r3, %ctaid.x;\n"
    "  mad.lo.u32 %r1, %r3, %r2, %r1;\n"
    "  ld.param.u64 %rd2, [ptrs];\n  mul.wide.u32 %rd3, %r1, 8;\n"
    "  add.s64 %rd2, %rd2, %rd3;\n  ld.global.u64 %rd1, [%rd2];\n  ld.u32 %r2, [%rd1];\n"
    "  { .param .b64 a; st.param.b64 [a], %rd1; call free, (a); }\n"
    "  ld.param.u64 %rd4, [out];\n  mul.wide.u32 %rd3, %r1, 4;\n"
    "  add.s64 %rd4, %rd4, %rd3;\n  st.global.u32 [%rd4], %r2;\n  ret;\n}\n";

/* A call with more arguments than the compiler lays out on its stack:
   many(x, x+1, ..., x+65) returns x + (x+64) + (x+65). Appended to mix_ptx
   at run time. */
#define MANY_ARGS 66

static char *mix_text;
static size_t mix_len;

static void oom_make_mix(void)
{
    size_t cap = sizeof mix_ptx + 256 * MANY_ARGS + 1024, n;
    int i;
    mix_text = (char *)malloc(cap);
    if (!mix_text)
        return;
    n = (size_t)snprintf(mix_text, cap, "%s.func (.param .b32 r) many(", mix_ptx);
    for (i = 0; i < MANY_ARGS; i++)
        n += (size_t)snprintf(mix_text + n, cap - n, "%s.param .b32 p%d", i ? ", " : "", i);
    n += (size_t)snprintf(mix_text + n, cap - n, ")\n{\n  .reg .b32 %%x<4>;\n"
                          "  ld.param.b32 %%x1, [p0];\n  ld.param.b32 %%x2, [p64];\n"
                          "  ld.param.b32 %%x3, [p65];\n  add.s32 %%x1, %%x1, %%x2;\n"
                          "  add.s32 %%x1, %%x1, %%x3;\n  st.param.b32 [r], %%x1;\n  ret;\n}\n"
                          ".visible .entry wide(.param .u64 out)\n{\n"
                          "  .reg .b32 %%t<3>;\n  .reg .b64 %%o<3>;\n"
                          "  mov.u32 %%t1, %%tid.x;\n  {\n  .param .b32 rv;\n");
    for (i = 0; i < MANY_ARGS; i++)
        n += (size_t)snprintf(mix_text + n, cap - n, "  .param .b32 a%d;\n  add.s32 %%t2, "
                              "%%t1, %d;\n  st.param.b32 [a%d], %%t2;\n", i, i, i);
    n += (size_t)snprintf(mix_text + n, cap - n, "  call (rv), many, (");
    for (i = 0; i < MANY_ARGS; i++)
        n += (size_t)snprintf(mix_text + n, cap - n, "%sa%d", i ? ", " : "", i);
    n += (size_t)snprintf(mix_text + n, cap - n, ");\n  ld.param.b32 %%t2, [rv];\n  }\n"
                          "  ld.param.u64 %%o1, [out];\n  mul.wide.u32 %%o2, %%t1, 4;\n"
                          "  add.s64 %%o1, %%o1, %%o2;\n  st.global.u32 [%%o1], %%t2;\n"
                          "  ret;\n}\n");
    mix_len = n < cap ? n : 0;
}

#define MIX_BLOCK 32u
#define MIX_GRID 2u
#define MIX_N (MIX_BLOCK * MIX_GRID)

static ptxvm_result host_add(void *user, const ptxvm_call *c)
{
    int32_t a, b, s;
    (void)user;
    if (c->nparams != 2 || c->ret_size != 4)
        return PTXVM_E_INVALID_ARGUMENT;
    memcpy(&a, c->params[0], 4);
    memcpy(&b, c->params[1], 4);
    s = a + b;
    memcpy(c->ret, &s, 4);
    return PTXVM_OK;
}

static u32 fib(u32 n)
{
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

/* Run mix into the mapped buffer host[] (8 words a thread) rounds times,
   counting in ctr; the healthy run checks it against C. */
static void oom_mix(oom_run *R, ptxvm_vm *vm, ptxvm_module *m, u32 *host, ptxvm_addr dhost,
                    int ctr, u32 rounds)
{
    void *args[2];
    u32 i, round;
    args[0] = &dhost;
    args[1] = &R->bufs[ctr].addr;
    for (round = 0; round < rounds; round++) {
        const u32 *c;
        memset(host, 0, MIX_N * 32);
        if (oom_launch(R, vm, m, "mix", MIX_GRID, MIX_BLOCK, 0, args, PTXVM_OK) != PTXVM_OK)
            return;
        oom_record(R, "mix", host, MIX_N * 32);
        c = oom_buf_get(R, vm, ctr, "mix counter", 1);
        if (R->mode != OOM_COUNT)
            continue;
        T_CHECK(R->t, c[0] == (round + 1) * MIX_N, "%s: mix counted %u", R->scen, c[0]);
        for (i = 0; i < MIX_N; i++) {
            u32 b = i / MIX_BLOCK * MIX_BLOCK, nb = b + (i - b + 1) % MIX_BLOCK;
            const u32 *o = host + 8 * i;
            T_CHECK(R->t, o[0] == fib(i % 10) && o[1] == nb * 3 + 1 && o[2] == MIX_BLOCK &&
                       o[3] == (i ^ 1) && o[4] == i + 1000,
                    "%s: mix thread %u: %u %u %u %u %u", R->scen, i, o[0], o[1], o[2],
                    o[3], o[4]);
        }
    }
}

/* ---- session 1: printf, malloc, a callback range, a host mapping,
   module variables, unloading; one worker ----------------------------- */

#define SC_NT 70                 /* threads: two warps and a partial one */

static ptxvm_result cb_load(void *user, uint64_t off, void *dst, size_t n)
{
    memcpy(dst, (char *)user + off, n);
    return PTXVM_OK;
}

static ptxvm_result cb_store(void *user, uint64_t off, const void *src, size_t n)
{
    memcpy((char *)user + off, src, n);
    return PTXVM_OK;
}

static int cmp_line(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The printed lines, sorted (workers print in any order), recorded. */
static void oom_record_lines(oom_run *R, const char *what, int want_lines)
{
    char *lines[SC_NT + 1], *p;
    int n = 0, i;
    uint64_t h = 0;
    for (p = R->cap; p && *p && n <= SC_NT;) {
        char *e = strchr(p, '\n');
        lines[n++] = p;
        if (!e)
            break;
        *e = 0;
        p = e + 1;
    }
    T_CHECK(R->t, n == want_lines, "%s: %s printed %d lines", R->scen, what, n);
    qsort(lines, (size_t)n, sizeof *lines, cmp_line);
    for (i = 0; i < n; i++)
        h = h * 31 + oom_hash(lines[i], strlen(lines[i]));
    if (R->mode == OOM_COUNT) {
        /* each thread's line starts with its number and t * 3e9 */
        int seen[SC_NT];
        memset(seen, 0, sizeof seen);
        for (i = 0; i < n; i++) {
            int t = -1;
            unsigned u = 0;
            if (sscanf(lines[i], "t=%d u=%u ", &t, &u) == 2 && t >= 0 && t < SC_NT &&
                u == (unsigned)t * 3000000000u)
                seen[t]++;
        }
        for (i = 0; i < SC_NT; i++)
            T_CHECK(R->t, seen[i] == 1, "%s: %s: thread %d printed %d lines", R->scen,
                    what, i, seen[i]);
    }
    oom_record(R, what, &h, sizeof h);
}

static void scen_syscalls(oom_run *R)
{
    static u32 mixhost[MIX_N * 8];
    u32 cbmem[64];
    double dv[SC_NT];
    ptxvm_vm *vm;
    ptxvm_module *small, *mix, *sys;
    ptxvm_addr dmix = 0, dcb = 0, gtable = 0, gptr = 0;
    ptxvm_mem_callbacks cb;
    ptxvm_result r;
    void *args[3];
    int n = SC_NT, ctr, bdv, bout, bptrs, bok, btab, i, round;
    size_t gsize = 0;
    char *text = NULL;
    size_t tlen = 0;
    vm = oom_create(R);
    if (!vm)
        return;
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_register_function",
             ptxvm_register_function(vm, "host_add", host_add, NULL));
    /* a small device heap: every session zeroes it */
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_set_limit",
             ptxvm_set_limit(vm, PTXVM_LIMIT_MALLOC_HEAP_SIZE, 64 << 10));
    small = oom_load_file(R, vm, F_SMALL);
    mix = oom_load(R, vm, mix_text, mix_len, "mix.ptx");
    sys = oom_load_file(R, vm, F_SYSCALLS);
    if (!small || !mix || !sys) {
        oom_destroy(R, vm);
        return;
    }
    /* module variables with their initialisers */
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_module_get_global",
             ptxvm_module_get_global(small, "table", &gtable, &gsize));
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_module_get_global",
             ptxvm_module_get_global(small, "ptr", &gptr, NULL));
    {
        u32 tab[4];
        uint64_t p = 0;
        OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_memcpy_dtoh", ptxvm_memcpy_dtoh(vm, tab, gtable, 16));
        OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_memcpy_dtoh", ptxvm_memcpy_dtoh(vm, &p, gptr, 8));
        T_CHECK(R->t, gsize == 16 && tab[0] == 1 && tab[3] == 4 && p == gtable + 4,
                "%s: small.ptx's variables", R->scen);
    }
    /* small's kernel into a callback range, twice */
    memset(cbmem, 0xee, sizeof cbmem);
    memset(&cb, 0, sizeof cb);
    cb.load = cb_load;
    cb.store = cb_store;
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_mem_map_callbacks",
             ptxvm_mem_map_callbacks(vm, sizeof cbmem, &cb, cbmem, &dcb));
    for (round = 0; round < 2; round++) {
        u32 nn = 50 + (u32)round;
        args[0] = &dcb;
        args[1] = &nn;
        if (oom_launch(R, vm, small, "kern", 1, 64, 0, args, PTXVM_OK) == PTXVM_OK) {
            oom_record(R, "kern", cbmem, sizeof cbmem);
            for (i = 0; i < 64 && R->mode == OOM_COUNT; i++)
                T_CHECK(R->t, cbmem[i] == (i < (int)nn ? 2u * (u32)i : 0xeeeeeeeeu),
                        "%s: kern word %d = %u", R->scen, i, cbmem[i]);
        }
    }
    /* the module prints itself; then it goes */
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_module_print",
             ptxvm_module_print(small, NULL, 0, &tlen));
    text = (char *)malloc(tlen + 1);
    if (text) {
        size_t l2 = 0;
        OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_module_print",
                 ptxvm_module_print(small, text, tlen + 1, &l2));
        oom_record(R, "printed small.ptx", text, l2);
        free(text);
    }
    {
        long calls = R->a.calls;
        ptxvm_module_unload(small);
        T_CHECK(R->t, R->a.calls == calls, "%s: unloading allocated", R->scen);
    }
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_mem_unmap", ptxvm_mem_unmap(vm, dcb));
    /* the hand-written module into a host mapping */
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_mem_map",
             ptxvm_mem_map(vm, mixhost, sizeof mixhost, PTXVM_READ | PTXVM_WRITE, &dmix));
    ctr = oom_buf_new(R, vm, 16, NULL);
    oom_mix(R, vm, mix, mixhost, dmix, ctr, 2);
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_mem_unmap", ptxvm_mem_unmap(vm, dmix));
    /* the call with 66 arguments */
    {
        int bw = oom_buf_new(R, vm, 32 * 4, NULL);
        args[0] = &R->bufs[bw].addr;
        if (oom_launch(R, vm, mix, "wide", 1, 32, 0, args, PTXVM_OK) == PTXVM_OK) {
            const u32 *o = oom_buf_get(R, vm, bw, "wide", 1);
            for (i = 0; i < 32 && R->mode == OOM_COUNT; i++)
                T_CHECK(R->t, o[i] == 3 * (u32)i + 129, "%s: wide %d: %u", R->scen, i, o[i]);
        }
    }
    /* printf from 70 threads */
    for (i = 0; i < SC_NT; i++)
        dv[i] = (i - 35) * 1234.5678 / (i + 1);
    bdv = oom_buf_new(R, vm, sizeof dv, dv);
    bout = oom_buf_new(R, vm, SC_NT * 4, NULL);
    args[0] = &n;
    args[1] = &R->bufs[bdv].addr;
    args[2] = &R->bufs[bout].addr;
    if (oom_launch(R, vm, sys, "pf", 3, 32, 0, args, PTXVM_OK) == PTXVM_OK) {
        const u32 *ret = oom_buf_get(R, vm, bout, "printf results", 1);
        oom_record_lines(R, "pf", SC_NT);
        for (i = 0; i < SC_NT && R->mode == OOM_COUNT; i++)
            T_CHECK(R->t, ret[i] == 29, "%s: printf gave %u", R->scen, ret[i]);
    }
    /* malloc and free in each thread, twice; blocks kept across launches */
    args[0] = &n;
    args[1] = &R->bufs[bout].addr;
    for (round = 0; round < 2; round++) {
        R->partial = 1;
        if (oom_launch(R, vm, sys, "heap_roundtrip", 3, 32, 0, args, PTXVM_OK) == PTXVM_OK) {
            const u32 *o = oom_buf_get(R, vm, bout, "heap_roundtrip", 1);
            for (i = 0; i < SC_NT && R->mode == OOM_COUNT; i++) {
                u32 words = (u32)(i % 7 + 1) * 4, s = 0, k;
                for (k = 0; k < words; k++)
                    s += ((u32)i * 131 + k) ^ k;
                T_CHECK(R->t, o[i] == s, "%s: heap_roundtrip %d: %08x", R->scen, i, o[i]);
            }
        }
    }
    bptrs = oom_buf_new(R, vm, SC_NT * 8, NULL);
    args[1] = &R->bufs[bptrs].addr;
    R->partial = 1;
    oom_launch(R, vm, sys, "heap_keep", 3, 32, 0, args, PTXVM_OK);
    /* device addresses differ after a retried launch: not recorded */
    oom_buf_get(R, vm, bptrs, "heap_keep", 0);
    args[2] = &R->bufs[bout].addr;
    if (oom_launch(R, vm, sys, "heap_release", 3, 32, 0, args, PTXVM_OK) == PTXVM_OK) {
        const u32 *o = oom_buf_get(R, vm, bout, "heap_release", 1);
        for (i = 0; i < SC_NT && R->mode == OOM_COUNT; i++)
            T_CHECK(R->t, o[i] == 16 * ((u32)i << 8) + 120, "%s: heap_release %d: %u",
                    R->scen, i, o[i]);
    }
    {
        uint64_t big = 16 << 10;
        bok = oom_buf_new(R, vm, 4, NULL);
        args[0] = &big;
        args[1] = &R->bufs[bok].addr;
        R->partial = 1;
        if (oom_launch(R, vm, sys, "heap_big", 1, 1, 0, args, PTXVM_OK) == PTXVM_OK)
            T_CHECK(R->t, oom_buf_get(R, vm, bok, "heap_big", 1)[0] == 1,
                    "%s: a 16 KiB malloc failed", R->scen);
    }
    /* a failing assert, then the VM goes on */
    {
        int limit = 40;
        args[0] = &limit;
        oom_launch(R, vm, sys, "asserts", 1, 64, 0, args, PTXVM_E_TRAP);
    }
    /* and more memory after all that */
    {
        u32 tab[4] = {7, 8, 9, 10};
        btab = oom_buf_new(R, vm, sizeof tab, tab);
        oom_buf_get(R, vm, btab, "last buffer", 1);
    }
    oom_destroy(R, vm);
}

/* ---- session 2: barriers, warp primitives, CUB and the hand-written
   module on two workers ------------------------------------------------ */

#define CO_FILL 0xa5a5a5a5u

static u32 co_rand(u32 *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s ^ *s >> 15;
}

/* Fill buffer b, launch, read it back and record it. */
static const u32 *co_run(oom_run *R, ptxvm_vm *vm, ptxvm_module *m, const char *name,
                         u32 grid, u32 block, u32 shared, void **args, int b)
{
    oom_buf *o = &R->bufs[b];
    u32 *fill = (u32 *)malloc(o->size);
    size_t i;
    ptxvm_result r;
    if (!fill)
        return NULL;
    for (i = 0; i < o->size / 4; i++)
        fill[i] = CO_FILL;
    oom_buf_set(R, vm, b, fill);
    free(fill);
    r = oom_launch(R, vm, m, name, grid, block, shared, args, PTXVM_OK);
    return r == PTXVM_OK ? oom_buf_get(R, vm, b, name, 1) : NULL;
}

static int cmp_u32(const void *a, const void *b)
{
    u32 x = *(const u32 *)a, y = *(const u32 *)b;
    return x < y ? -1 : x > y;
}

#define BA_BLOCK 64u
#define BA_GRID 2u
#define BA_N (BA_BLOCK * BA_GRID)
#define WP_BLOCK 64u
#define WP_GRID 2u
#define WP_N (WP_BLOCK * WP_GRID)
#define WP_W 33u                  /* the widest kernel's words a thread */
#define CB_BT 128u
#define CB_TILE (CB_BT * 4u)
#define CB_GRID 2u
#define CB_ITEMS (CB_GRID * CB_TILE)

static void co_barriers(oom_run *R, ptxvm_vm *vm, ptxvm_module *m)
{
    u32 in[BA_N], want[BA_N], s = 7;
    int bin, bout;
    u32 i, b, j;
    const u32 *o;
    void *args[2];
    for (i = 0; i < BA_N; i++)
        in[i] = co_rand(&s) % 1000u;
    bin = oom_buf_new(R, vm, sizeof in, in);
    bout = oom_buf_new(R, vm, 3 * BA_N * 4, NULL);
    args[0] = &R->bufs[bout].addr;
    args[1] = &R->bufs[bin].addr;
    o = co_run(R, vm, m, "sync_reduce", BA_GRID, BA_BLOCK, 0, args, bout);
    if (o && R->mode == OOM_COUNT)
        for (b = 0; b < BA_GRID; b++) {
            u32 cnt = 0;
            for (j = 0; j < BA_BLOCK; j++)
                cnt += in[b * BA_BLOCK + j] & 1;
            for (j = 0; j < BA_BLOCK; j++) {
                const u32 *x = o + 3 * (b * BA_BLOCK + j);
                T_CHECK(R->t, x[0] == cnt && x[1] == (cnt == BA_BLOCK) && x[2] == (cnt > 0),
                        "%s: sync_reduce %u: %u %u %u", R->scen, j, x[0], x[1], x[2]);
            }
        }
    o = co_run(R, vm, m, "tree_sum", BA_GRID, BA_BLOCK, BA_BLOCK * 4, args, bout);
    if (o && R->mode == OOM_COUNT)
        for (b = 0; b < BA_GRID; b++) {
            u32 sum = 0;
            for (j = 0; j < BA_BLOCK; j++)
                sum += in[b * BA_BLOCK + j];
            T_CHECK(R->t, o[b] == sum, "%s: tree_sum %u: %u, want %u", R->scen, b, o[b], sum);
        }
    o = co_run(R, vm, m, "scan_hs", BA_GRID, BA_BLOCK, 2 * BA_BLOCK * 4, args, bout);
    if (o && R->mode == OOM_COUNT)
        for (b = 0; b < BA_GRID; b++) {
            u32 sum = 0;
            for (j = 0; j < BA_BLOCK; j++) {
                sum += in[b * BA_BLOCK + j];
                T_CHECK(R->t, o[b * BA_BLOCK + j] == sum, "%s: scan_hs %u", R->scen, j);
            }
        }
    o = co_run(R, vm, m, "scan_blelloch", BA_GRID, BA_BLOCK, BA_BLOCK * 4, args, bout);
    if (o && R->mode == OOM_COUNT)
        for (b = 0; b < BA_GRID; b++) {
            u32 sum = 0;
            for (j = 0; j < BA_BLOCK; j++) {
                T_CHECK(R->t, o[b * BA_BLOCK + j] == sum, "%s: scan_blelloch %u", R->scen, j);
                sum += in[b * BA_BLOCK + j];
            }
        }
    o = co_run(R, vm, m, "bitonic", BA_GRID, BA_BLOCK, BA_BLOCK * 4, args, bout);
    if (o && R->mode == OOM_COUNT) {
        memcpy(want, in, sizeof want);
        for (b = 0; b < BA_GRID; b++)
            qsort(want + b * BA_BLOCK, BA_BLOCK, 4, cmp_u32);
        T_CHECK(R->t, memcmp(o, want, sizeof want) == 0, "%s: bitonic", R->scen);
    }
}

static void co_warp(oom_run *R, ptxvm_vm *vm, ptxvm_module *m)
{
    static const char *const names[] = {"warp_shfl", "warp_vote", "warp_match",
                                        "warp_redux", "warp_cg"};
    u32 in[WP_N], s = 11, i;
    int bin, bout, n = (int)WP_N - 5;
    void *args[3];
    for (i = 0; i < WP_N; i++)
        in[i] = i % 5 == 0 ? i / 7 : co_rand(&s);    /* some equal values */
    bin = oom_buf_new(R, vm, sizeof in, in);
    bout = oom_buf_new(R, vm, WP_N * WP_W * 4, NULL);
    args[0] = &R->bufs[bin].addr;
    args[1] = &R->bufs[bout].addr;
    args[2] = &n;
    for (i = 0; i < sizeof names / sizeof *names; i++)
        co_run(R, vm, m, names[i], WP_GRID, WP_BLOCK, 0, args, bout);
}

static void co_cub(oom_run *R, ptxvm_vm *vm, ptxvm_module *m)
{
    static const char *const names[] = {
        "cub_reduce_warp", "cub_reduce_raking", "cub_scan", "cub_sort_keys",
        "cub_sort_pairs", "cub_warp_reduce", "cub_load_transpose",
        "cub_warp_transpose", "cub_store_transpose"};
    static u32 in[CB_ITEMS];
    u32 s = 2024u, i;
    int bin, bout, n = (int)CB_ITEMS - 77;
    void *args[3];
    for (i = 0; i < CB_ITEMS; i++)
        in[i] = co_rand(&s);
    bin = oom_buf_new(R, vm, sizeof in, in);
    bout = oom_buf_new(R, vm, 2 * CB_ITEMS * 4, NULL);
    args[0] = &R->bufs[bin].addr;
    args[1] = &R->bufs[bout].addr;
    args[2] = &n;
    for (i = 0; i < sizeof names / sizeof *names; i++) {
        const u32 *o = co_run(R, vm, m, names[i], CB_GRID, CB_BT, 0, args, bout);
        u32 b, j;
        if (!o || i > 1 || R->mode != OOM_COUNT)
            continue;
        for (b = 0; b < CB_GRID; b++) {   /* the sum and signed max of a tile */
            u32 sum = 0;
            int32_t mx = INT32_MIN;
            for (j = b * CB_TILE; j < (b + 1) * CB_TILE && j < (u32)n; j++) {
                sum += in[j];
                if ((int32_t)in[j] > mx)
                    mx = (int32_t)in[j];
            }
            T_CHECK(R->t, o[2 * b] == sum && o[2 * b + 1] == (u32)mx,
                    "%s: %s tile %u", R->scen, names[i], b);
        }
    }
}

/* malloc from two workers: keep allocates only, so the count of host
   allocations does not depend on how the workers interleave */
static void co_heap(oom_run *R, ptxvm_vm *vm, ptxvm_module *m)
{
    int bptrs = oom_buf_new(R, vm, MIX_N * 8, NULL), bout = oom_buf_new(R, vm, MIX_N * 4, NULL);
    void *args[2];
    u32 i;
    args[0] = &R->bufs[bptrs].addr;
    args[1] = &R->bufs[bout].addr;
    R->partial = 1;
    if (oom_launch(R, vm, m, "keep", MIX_GRID, MIX_BLOCK, 0, args, PTXVM_OK) != PTXVM_OK)
        return;
    oom_buf_get(R, vm, bptrs, "keep", 0);     /* addresses: not compared */
    if (oom_launch(R, vm, m, "give", MIX_GRID, MIX_BLOCK, 0, args, PTXVM_OK) == PTXVM_OK) {
        const u32 *o = oom_buf_get(R, vm, bout, "give", 1);
        for (i = 0; i < MIX_N && R->mode == OOM_COUNT; i++)
            T_CHECK(R->t, o[i] == 7 * i + 1, "%s: give %u: %u", R->scen, i, o[i]);
    }
}

static void scen_coop(oom_run *R)
{
    static u32 mixhost[MIX_N * 8];
    ptxvm_vm *vm;
    ptxvm_module *mix, *bar, *warp, *cub;
    ptxvm_addr dmix = 0;
    ptxvm_result r;
    int ctr;
    vm = oom_create(R);
    if (!vm)
        return;
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_register_function",
             ptxvm_register_function(vm, "host_add", host_add, NULL));
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_set_limit",
             ptxvm_set_limit(vm, PTXVM_LIMIT_MALLOC_HEAP_SIZE, 64 << 10));
    mix = oom_load(R, vm, mix_text, mix_len, "mix.ptx");
    bar = oom_load_file(R, vm, F_BARRIERS);
    warp = oom_load_file(R, vm, F_WARP);
    cub = oom_load_file(R, vm, F_CUB);
    if (mix && bar && warp && cub) {
        OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_mem_map",
                 ptxvm_mem_map(vm, mixhost, sizeof mixhost, PTXVM_READ | PTXVM_WRITE, &dmix));
        ctr = oom_buf_new(R, vm, 16, NULL);
        oom_mix(R, vm, mix, mixhost, dmix, ctr, 1);
        co_heap(R, vm, mix);
        co_barriers(R, vm, bar);
        co_warp(R, vm, warp);
        co_cub(R, vm, cub);
    }
    oom_destroy(R, vm);
}

/* ---- session 3: nvcc's calls (structs by value, pointers into every
   space, recursion, virtual calls, a stack overflow); one worker, one
   warp: each launch zeroes every thread's stack ------------------------ */

#define CA_BLOCK 32u
#define CA_GRID 1u
#define CA_N (CA_BLOCK * CA_GRID)
#define CA_ACTIVE 12             /* threads that call; the rest return */
#define CA_DEEP 1                /* ... in the recursion kernel */

static void scen_calls(oom_run *R)
{
    /* calls_tree and calls_fnptr need tables from the host: compiled,
       not run; the recursion needs a bigger stack */
    static const struct { const char *name; uint64_t stack; } K[] = {
        {"calls_scalars", 1024}, {"calls_structs", 1024}, {"calls_pointers", 1024},
        {"calls_recursion", 4096}, {"calls_early", 1024}, {"calls_loop", 1024},
        {"calls_virtual", 1024}};
    static int in[4 * CA_N];
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_result r;
    u32 s = 99, i;
    int bin, baux, bout, n = CA_ACTIVE;
    void *args[4];
    vm = oom_create(R);
    if (!vm)
        return;
    m = oom_load_file(R, vm, F_CALLS);
    if (!m) {
        oom_destroy(R, vm);
        return;
    }
    /* in[1] < 2^20, in[3] < 2^16: the recursion depths stay bounded */
    for (i = 0; i < CA_N; i++) {
        in[4 * i] = (int)co_rand(&s);
        in[4 * i + 1] = (int)(co_rand(&s) >> 12);
        in[4 * i + 2] = (int)co_rand(&s);
        in[4 * i + 3] = (int)(co_rand(&s) >> 16);
    }
    bin = oom_buf_new(R, vm, sizeof in, in);
    baux = oom_buf_new(R, vm, 4 * 3 * 128, NULL);
    bout = oom_buf_new(R, vm, CA_N * 28 * 4, NULL);
    args[0] = &R->bufs[bin].addr;
    args[1] = &R->bufs[baux].addr;
    args[2] = &R->bufs[bout].addr;
    args[3] = &n;
    for (i = 0; i < sizeof K / sizeof *K; i++) {
        OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_set_limit",
                 ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, K[i].stack));
        n = K[i].stack > 1024 ? CA_DEEP : CA_ACTIVE;
        co_run(R, vm, m, K[i].name, CA_GRID, CA_BLOCK, 0, args, bout);
    }
    n = CA_ACTIVE;
    OOM_CALL(R, vm, PTXVM_OK, 0, "ptxvm_set_limit",
             ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, 1024));
    oom_launch(R, vm, m, "calls_overflow", CA_GRID, CA_BLOCK, 0, args,
               PTXVM_E_MEMORY_FAULT);
    co_run(R, vm, m, "calls_scalars", CA_GRID, CA_BLOCK, 0, args, bout);
    oom_destroy(R, vm);
}

/* ---- the driver --------------------------------------------------------- */

static void oom_init(oom_run *R, pv_test *t, const char *scen, oom_gold *g,
                     uint32_t threads, int mode, long n)
{
    char *cap = R->cap;
    size_t capcap = R->capcap;
    memset(R, 0, sizeof *R);
    R->t = t;
    R->scen = scen;
    R->gold = g;
    R->threads = threads;
    R->mode = mode;
    R->n = n;
    R->cap = cap;
    R->capcap = capcap;
    if (mode == OOM_ONE)
        R->a.fail_at = n;
    else if (mode == OOM_FROM)
        R->from = n;
}

static void oom_session(pv_test *t, const char *scen, void (*fn)(oom_run *),
                        uint32_t threads)
{
    oom_gold gold;
    oom_run R;
    long k, n, tolerated = 0;
    int mode, failed_before = t->case_failed;
    clock_t c0 = clock();
    memset(&gold, 0, sizeof gold);
    memset(&R, 0, sizeof R);
    t->case_failed = 0;      /* this session's own failures stop it */
    oom_init(&R, t, scen, &gold, threads, OOM_COUNT, 0);
    fn(&R);
    k = R.a.calls;
    T_CHECK(t, R.a.live == 0 && R.hits == 0 && !gold.overflow,
            "%s, healthy: %ld bytes not freed", scen, R.a.live);
    for (mode = OOM_ONE; mode <= OOM_FROM && !t->case_failed; mode++)
        for (n = 1; n <= k && !t->case_failed; n++) {
            oom_init(&R, t, scen, &gold, threads, mode, n);
            fn(&R);
            T_CHECK(t, R.hits > 0, "%s: allocation %ld was not made", scen, n);
            T_CHECK(t, R.out == gold.n, "%s, allocation %ld failing: %lu outputs, "
                    "want %lu", scen, n, (unsigned long)R.out, (unsigned long)gold.n);
            T_CHECK(t, R.a.live == 0, "%s, allocation %ld failing%s: %ld bytes not "
                    "freed", scen, n, mode == OOM_FROM ? " and after" : "", R.a.live);
            tolerated += R.tolerated;
        }
    if (t->verbose)
        printf("       oom %s (%u worker%s): K = %ld allocations, each failed once and "
               "from there on; %ld tolerated; %.1f s\n", scen, threads,
               threads > 1 ? "s" : "", k, tolerated,
               (double)(clock() - c0) / CLOCKS_PER_SEC);
    free(gold.h);
    free(R.cap);
    t->case_failed |= failed_before;
}

void unit_oom(pv_test *t)
{
    int f;
    for (f = 0; f < F_COUNT; f++) {
        oom_files[f].text = test_read_file(oom_files[f].path, &oom_files[f].len);
        T_CHECK(t, oom_files[f].text != NULL, "cannot read %s", oom_files[f].path);
    }
    oom_make_mix();
    T_CHECK(t, mix_len > 0, "mix.ptx did not fit");
    if (!t->case_failed) {
        oom_session(t, "syscalls", scen_syscalls, 1);
        oom_session(t, "coop", scen_coop, 2);
        oom_session(t, "calls", scen_calls, 1);
    }
    for (f = 0; f < F_COUNT; f++) {
        free(oom_files[f].text);
        oom_files[f].text = NULL;
    }
    free(mix_text);
    mix_text = NULL;
}
