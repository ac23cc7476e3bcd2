/* Limits that make every run end: ptxvm_interrupt from another host
   thread and before a launch, step budgets that stay exact when the
   interpreter runs in slices and that end a launch also when spent just
   before a barrier, and the parser's size and nesting limits. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(PTXVM_NO_THREADS) && defined(__unix__)
#include <pthread.h>
#include <time.h>
#define LIM_THREADS 1
#else
#define LIM_THREADS 0
#endif

static const char lim_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry spin()\n{\nL:\n  bra.uni L;\n}\n"                /* 4-9 */
    ".visible .entry count(.param .u32 n, .param .u64 out)\n{\n"       /* 10 */
    "  .reg .u32 %r<3>;\n  .reg .u64 %a;\n  .reg .pred %p;\n"
    "  ld.param.u32 %r1, [n];\n  mov.u32 %r2, 0;\n"
    "LOOP:\n  add.u32 %r2, %r2, 1;\n  setp.lt.u32 %p, %r2, %r1;\n"
    "  @%p bra LOOP;\n"
    "  ld.param.u64 %a, [out];\n  st.global.u32 [%a], %r2;\n  ret;\n}\n"
    /* a barrier after a branch-free stretch in every iteration: a budget
       can run out inside the stretch, where no branch checks it */
    ".visible .entry barloop(.param .u32 n)\n{\n"
    "  .reg .u32 %r<3>;\n  .reg .pred %p;\n"
    "  ld.param.u32 %r1, [n];\n  mov.u32 %r2, 0;\n"
    "LOOP:\n  add.u32 %r2, %r2, 1;\n  add.u32 %r2, %r2, 1;\n  add.u32 %r2, %r2, 1;\n"
    "  add.u32 %r2, %r2, 1;\n  add.u32 %r2, %r2, 1;\n  add.u32 %r2, %r2, 1;\n"
    "  add.u32 %r2, %r2, 1;\n  add.u32 %r2, %r2, 1;\n  add.u32 %r2, %r2, -7;\n"
    "  bar.sync 0;\n  setp.lt.u32 %p, %r2, %r1;\n  @%p bra LOOP;\n  ret;\n}\n";

static ptxvm_launch lim_launch(uint32_t grid, uint32_t block, void **args,
                               uint64_t step_limit)
{
    ptxvm_launch l;
    memset(&l, 0, sizeof l);
    l.grid.x = grid;
    l.grid.y = l.grid.z = 1;
    l.block.x = block;
    l.block.y = l.block.z = 1;
    l.args = args;
    l.step_limit = step_limit;
    return l;
}

#if LIM_THREADS
typedef struct lim_stop {
    ptxvm_vm *vm;
    long      ms;           /* how long the launch runs first */
} lim_stop;

static void *lim_interrupter(void *arg)
{
    const lim_stop *s = (const lim_stop *)arg;
    struct timespec ts = {s->ms / 1000, (s->ms % 1000) * 1000 * 1000};
    nanosleep(&ts, NULL);
    ptxvm_interrupt(s->vm);
    return NULL;
}
#endif

/* A launch of count(n) on one warp: its result and statistics. */
static ptxvm_result lim_count(ptxvm_module *m, ptxvm_addr out,
                              uint32_t n, uint64_t limit, ptxvm_stats *st)
{
    ptxvm_kernel *k;
    void *args[2];
    ptxvm_launch l;
    args[0] = &n;
    args[1] = &out;
    l = lim_launch(1, 32, args, limit);
    if (ptxvm_module_get_kernel(m, "count", &k) != PTXVM_OK)
        return PTXVM_E_NOT_FOUND;
    return ptxvm_launch_kernel(k, &l, st);
}

static void test_interrupt(pv_test *t, uint32_t threads)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *spin;
    ptxvm_launch l;
    ptxvm_addr out;
    ptxvm_stats st;
    ptxvm_result r;
    uint32_t v = 0;
    test_config(&cfg, &a);
    cfg.threads = threads;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, lim_ptx, sizeof lim_ptx - 1, "lim.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "spin", &spin) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 4, &out) != PTXVM_OK) {
        T_CHECK(t, 0, "setup: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    T_CHECK(t, ptxvm_interrupt(NULL) == PTXVM_E_INVALID_ARGUMENT, "NULL vm");
    /* asked while no launch runs: the next launch stops at its start,
       consumes it, and the one after runs */
    T_CHECK(t, ptxvm_interrupt(vm) == PTXVM_OK, "interrupt");
    r = lim_count(m, out, 10, 0, &st);
    T_CHECK(t, r == PTXVM_E_INTERRUPTED &&
               strstr(ptxvm_error_message(vm), "before block 0"),
            "pending interrupt: %s %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    r = lim_count(m, out, 10, 0, &st);
    ptxvm_memcpy_dtoh(vm, &v, out, 4);
    T_CHECK(t, r == PTXVM_OK && v == 10, "after the interrupt: %s, %u",
            ptxvm_result_name(r), v);
#if LIM_THREADS
    {
        /* a run-away kernel without a step limit, stopped from another
           thread; every CTA spins, on one or several workers. On a busy
           host the interrupt can come before the first block starts (a
           stop at the launch's start, "before block 0"): then again,
           with the launch given longer */
        pthread_t th;
        lim_stop stop;
        int tries;
        stop.vm = vm;
        stop.ms = 20;
        l = lim_launch(6, 64, NULL, 0);
        for (tries = 0; tries < 6; tries++, stop.ms *= 2) {
            T_CHECK(t, pthread_create(&th, NULL, lim_interrupter, &stop) == 0, "thread");
            r = ptxvm_launch_kernel(spin, &l, NULL);
            pthread_join(th, NULL);
            if (r != PTXVM_E_INTERRUPTED || !strstr(ptxvm_error_message(vm), "before block 0"))
                break;
        }
        T_CHECK(t, r == PTXVM_E_INTERRUPTED, "spin: %s", ptxvm_result_name(r));
        T_CHECK(t, strstr(ptxvm_error_message(vm), "lim.ptx:7:3: error: interrupted")
                   != NULL, "message: %s", ptxvm_error_message(vm));
        r = lim_count(m, out, 77, 0, &st);
        ptxvm_memcpy_dtoh(vm, &v, out, 4);
        T_CHECK(t, r == PTXVM_OK && v == 77, "VM usable after: %s, %u",
                ptxvm_result_name(r), v);
    }
#else
    (void)l;
    (void)spin;
#endif
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

/* The interpreter runs a warp in slices; budgets and statistics must be
   the same as one uninterrupted run. */
static void test_step_budget(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_addr out;
    ptxvm_stats s0, s1, s2;
    ptxvm_result r;
    const uint32_t n = 300000;         /* ~600k warp instructions */
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, lim_ptx, sizeof lim_ptx - 1, "lim.ptx", &m) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 4, &out) != PTXVM_OK) {
        T_CHECK(t, 0, "setup: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    r = lim_count(m, out, n, 0, &s0);
    /* an iteration is the add and the setp/bra pair, one fused
       instruction (peephole_guard.c) */
    T_CHECK(t, r == PTXVM_OK && s0.warp_instructions >= 2ull * n &&
               s0.thread_instructions > 31 * s0.warp_instructions,
            "unlimited: %s, %llu warp / %llu thread instructions",
            ptxvm_result_name(r), (unsigned long long)s0.warp_instructions,
            (unsigned long long)s0.thread_instructions);
    /* each further iteration adds the same few instructions: no slice
       boundary counts an instruction twice */
    {
        ptxvm_stats s3;
        r = lim_count(m, out, n + 1, 0, &s1);
        lim_count(m, out, n + 2, 0, &s3);
        T_CHECK(t, r == PTXVM_OK && s1.warp_instructions > s0.warp_instructions &&
                   s1.warp_instructions - s0.warp_instructions < 8 &&
                   s3.warp_instructions - s1.warp_instructions ==
                   s1.warp_instructions - s0.warp_instructions,
                "n, n+1, n+2 iterations: %llu %llu %llu",
                (unsigned long long)s0.warp_instructions,
                (unsigned long long)s1.warp_instructions,
                (unsigned long long)s3.warp_instructions);
    }
    r = lim_count(m, out, n, s0.warp_instructions, &s2);
    T_CHECK(t, r == PTXVM_OK && s2.warp_instructions == s0.warp_instructions &&
               s2.thread_instructions == s0.thread_instructions,
            "budget = the run's count: %s, %llu", ptxvm_result_name(r),
            (unsigned long long)s2.warp_instructions);
    /* the loop's last branch comes a few instructions before the end */
    r = lim_count(m, out, n, s0.warp_instructions - 8, &s2);
    T_CHECK(t, r == PTXVM_E_STEP_LIMIT && strstr(ptxvm_error_message(vm),
                                                 "step limit of"),
            "budget 8 short: %s %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    /* the budget is checked at branches: a run stops within one
       branch-free stretch (here the loop body) of it */
    T_CHECK(t, s2.warp_instructions <= s0.warp_instructions - 8 + 4,
            "stopped past its budget: %llu", (unsigned long long)s2.warp_instructions);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

/* Every budget ends the launch within a stretch per warp of it, also
   when the stretch that spends it ends at a barrier. */
static void test_budget_at_barrier(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    uint32_t n = 100000;
    uint64_t budget;
    void *args[1];
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, lim_ptx, sizeof lim_ptx - 1, "lim.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "barloop", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "setup: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    args[0] = &n;
    for (budget = 20; budget <= 120 && !t->case_failed; budget++) {
        ptxvm_launch l = lim_launch(1, 64, args, budget);
        ptxvm_stats st;
        ptxvm_result r;
        memset(&st, 0, sizeof st);
        r = ptxvm_launch_kernel(k, &l, &st);
        T_CHECK(t, r == PTXVM_E_STEP_LIMIT && st.warp_instructions <= budget + 2 * 14,
                "budget %llu: %s after %llu warp instructions",
                (unsigned long long)budget, ptxvm_result_name(r),
                (unsigned long long)st.warp_instructions);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

static void test_parser_limits(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    uint64_t v = 0;
    ptxvm_result r;
    static const char nested[] =
        ".version 8.5\n.target sm_80\n.visible .entry e()\n"
        "{ { { {\n { ret; } } } } }\n";
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    T_CHECK(t, ptxvm_get_limit(vm, PTXVM_LIMIT_MODULE_SIZE, &v) == PTXVM_OK &&
               v == (uint64_t)1 << 30, "default module size %llu",
            (unsigned long long)v);
    T_CHECK(t, ptxvm_get_limit(vm, PTXVM_LIMIT_NESTING, &v) == PTXVM_OK && v == 256,
            "default nesting %llu", (unsigned long long)v);
    T_CHECK(t, ptxvm_set_limit(vm, PTXVM_LIMIT_MODULE_SIZE, 0) ==
               PTXVM_E_INVALID_ARGUMENT &&
               ptxvm_set_limit(vm, PTXVM_LIMIT_MODULE_SIZE, ((uint64_t)1 << 30) + 1) ==
               PTXVM_E_INVALID_ARGUMENT &&
               ptxvm_set_limit(vm, PTXVM_LIMIT_NESTING, 0) == PTXVM_E_INVALID_ARGUMENT &&
               ptxvm_set_limit(vm, PTXVM_LIMIT_NESTING, 257) == PTXVM_E_INVALID_ARGUMENT,
            "out-of-range limits accepted");
    r = ptxvm_module_load(vm, nested, sizeof nested - 1, "nest.ptx", &m);
    T_CHECK(t, r == PTXVM_OK, "5 levels with the default: %s", ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_set_limit(vm, PTXVM_LIMIT_NESTING, 4) == PTXVM_OK &&
               ptxvm_get_limit(vm, PTXVM_LIMIT_NESTING, &v) == PTXVM_OK && v == 4,
            "nesting 4");
    r = ptxvm_module_load(vm, nested, sizeof nested - 1, "nest.ptx", &m);
    T_CHECK(t, r == PTXVM_E_LIMIT && strstr(ptxvm_error_message(vm), "nest.ptx:5:2:") &&
               strstr(ptxvm_error_message(vm), "PTXVM_LIMIT_NESTING"),
            "5 levels over a limit of 4: %s %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_set_limit(vm, PTXVM_LIMIT_MODULE_SIZE, 64) == PTXVM_OK,
            "module size 64");
    r = ptxvm_module_load(vm, nested, sizeof nested - 1, "nest.ptx", &m);
    T_CHECK(t, r == PTXVM_E_LIMIT &&
               strstr(ptxvm_error_message(vm), "PTXVM_LIMIT_MODULE_SIZE"),
            "a module over the size limit: %s %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    r = ptxvm_module_load(vm, nested, 64, "nest.ptx", &m);
    T_CHECK(t, r != PTXVM_E_LIMIT || strstr(ptxvm_error_message(vm), "NESTING"),
            "exactly at the size limit: %s", ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

/* Module-scope registers (PTX 1.x) are copied into each function body
   that follows: 2000 of them before 2000 kernels would be 4 million
   copies from 90 KB of text, refused at the body that crosses the
   bound, which grows with the module's size. */
static void test_module_reg_copies(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_result r;
    size_t cap = 200000, n = 0;
    char *text = (char *)malloc(cap);
    int i;
    char want[160];
    n += (size_t)sprintf(text + n, ".version 1.4\n.target sm_10\n");
    for (i = 0; i < 2000; i++)
        n += (size_t)sprintf(text + n, ".reg .u32 %%m%d;\n", i);
    for (i = 0; i < 2000; i++)
        n += (size_t)sprintf(text + n, ".entry k%d\n{\n exit;\n}\n", i);
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    r = ptxvm_module_load(vm, text, n, "regs.ptx", &m);
    /* the bound is 4096 + n / 16 copies, 2000 per body; body i's '{' is
       on line 2004 + 4 i */
    snprintf(want, sizeof want, "regs.ptx:%lu:1: error: module-scope .reg "
             "declarations copied into too many",
             (unsigned long)(2004 + 4 * ((4096 + n / 16) / 2000)));
    T_CHECK(t, r == PTXVM_E_LIMIT && strstr(ptxvm_error_message(vm), want),
            "k * f copies: %s %s (expected %s)", ptxvm_result_name(r),
            ptxvm_error_message(vm), want);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    free(text);
}

/* A worker's CTA context is bounded before anything is allocated. */
static void test_cta_memory(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr out;
    ptxvm_launch l;
    ptxvm_result r;
    uint64_t v = 0;
    uint32_t n = 5, got = 0;
    void *args[2];
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, lim_ptx, sizeof lim_ptx - 1, "lim.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "count", &k) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 4, &out) != PTXVM_OK) {
        T_CHECK(t, 0, "setup: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    T_CHECK(t, ptxvm_get_limit(vm, PTXVM_LIMIT_CTA_MEMORY, &v) == PTXVM_OK &&
               v == (uint64_t)256 << 20, "default CTA memory %llu",
            (unsigned long long)v);
    T_CHECK(t, ptxvm_set_limit(vm, PTXVM_LIMIT_CTA_MEMORY, 1000) ==
               PTXVM_E_INVALID_ARGUMENT, "a 1000-byte context accepted");
    T_CHECK(t, ptxvm_set_limit(vm, PTXVM_LIMIT_CTA_MEMORY, 65536) == PTXVM_OK,
            "64 KiB: %s", ptxvm_error_message(vm));
    args[0] = &n;
    args[1] = &out;
    l = lim_launch(2, 32, args, 0);
    l.shared_bytes = 65536 - 64;             /* registers + that > 64 KiB */
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_E_LIMIT &&
               strstr(ptxvm_error_message(vm), "PTXVM_LIMIT_CTA_MEMORY") &&
               strstr(ptxvm_error_message(vm), "65472 of .shared"),
            "over the limit: %s %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    T_CHECK(t, a.live > 0, "allocator");
    l.shared_bytes = 16 * 1024;
    r = ptxvm_launch_kernel(k, &l, NULL);
    ptxvm_memcpy_dtoh(vm, &got, out, 4);
    T_CHECK(t, r == PTXVM_OK && got == 5, "under the limit: %s %u",
            ptxvm_result_name(r), got);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

void unit_limits(pv_test *t)
{
    if (test_begin(t, "limits: interrupt, 1 worker")) {
        test_interrupt(t, 1);
        test_end(t);
    }
    if (test_begin(t, "limits: interrupt, 3 workers")) {
        test_interrupt(t, 3);
        test_end(t);
    }
    if (test_begin(t, "limits: step budgets across slices")) {
        test_step_budget(t);
        test_end(t);
    }
    if (test_begin(t, "limits: a budget spent before a barrier")) {
        test_budget_at_barrier(t);
        test_end(t);
    }
    if (test_begin(t, "limits: module-scope register copies")) {
        test_module_reg_copies(t);
        test_end(t);
    }
    if (test_begin(t, "limits: CTA context memory")) {
        test_cta_memory(t);
        test_end(t);
    }
    if (test_begin(t, "limits: module size and nesting")) {
        test_parser_limits(t);
        test_end(t);
    }
}
