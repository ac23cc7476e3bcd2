/* CTAs on several workers: the same results with 1, 2 and 5 built-in
   workers and with a host job system that runs jobs in reverse order;
   atomics across CTAs exact; the lowest failing CTA reported whatever
   the workers, after every CTA below it ran; the step limit counting the whole launch. */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

#if !defined(PTXVM_NO_THREADS) && defined(__unix__)
#define PAR_THREADS 1
#include <pthread.h>
#include <time.h>
#else
#define PAR_THREADS 0
#endif

static const char par_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    /* out[gid] = hash(gid); hist[hash & 63] += 1 */
    ".visible .entry k(.param .u64 out, .param .u64 hist, .param .u32 bad)\n{\n"
    "  .reg .b32 %r<12>;\n  .reg .b64 %rd<8>;\n  .reg .pred %p;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [hist];\n  ld.param.u32 %r9, [bad];\n"
    "  mov.u32 %r1, %ctaid.x;\n  mov.u32 %r2, %ntid.x;\n  mov.u32 %r3, %tid.x;\n"
    "  mad.lo.u32 %r4, %r1, %r2, %r3;\n  mov.u32 %r5, %r4;\n  mov.u32 %r6, 0;\n"
    "L: mul.lo.u32 %r5, %r5, 1664525;\n  add.u32 %r5, %r5, 1013904223;\n"
    "  xor.b32 %r5, %r5, %r6;\n  add.u32 %r6, %r6, 1;\n  setp.lt.u32 %p, %r6, 50;\n  @%p bra L;\n"
    "  mul.wide.u32 %rd3, %r4, 4;\n  add.s64 %rd4, %rd1, %rd3;\n  st.global.u32 [%rd4], %r5;\n"
    "  and.b32 %r7, %r5, 63;\n  mul.wide.u32 %rd5, %r7, 4;\n  add.s64 %rd6, %rd2, %rd5;\n"
    "  red.global.add.u32 [%rd6], 1;\n"
    /* CTAs at or past `bad` read far out of bounds */
    "  setp.ge.u32 %p, %r1, %r9;\n  @%p ld.global.u32 %r8, [%rd1+-4096];\n  ret;\n}\n"
    /* the last CTA to finish sums every CTA's partial result: a fence
       before counting, atom.inc to count */
    ".visible .entry last(.param .u64 part, .param .u64 count, .param .u64 result)\n{\n"
    "  .reg .b32 %r<8>;\n  .reg .b64 %rd<6>;\n  .reg .pred %p;\n"
    "  ld.param.u64 %rd1, [part];\n  ld.param.u64 %rd2, [count];\n  ld.param.u64 %rd3, [result];\n"
    "  mov.u32 %r1, %ctaid.x;\n  mov.u32 %r2, %tid.x;\n  setp.ne.u32 %p, %r2, 0;\n  @%p bra END;\n"
    "  add.u32 %r3, %r1, 1;\n  mul.wide.u32 %rd4, %r1, 4;\n  add.s64 %rd5, %rd1, %rd4;\n"
    "  st.global.u32 [%rd5], %r3;\n  membar.gl;\n  mov.u32 %r4, %nctaid.x;\n"
    "  atom.global.inc.u32 %r5, [%rd2], 1000000;\n  add.u32 %r5, %r5, 1;\n"
    "  setp.ne.u32 %p, %r5, %r4;\n  @%p bra END;\n  fence.acq_rel.gpu;\n"
    "  mov.u32 %r6, 0;\n  mov.u32 %r7, 0;\n"
    "LOOP: mul.wide.u32 %rd4, %r7, 4;\n  add.s64 %rd5, %rd1, %rd4;\n"
    "  ld.volatile.global.u32 %r3, [%rd5];\n  add.u32 %r6, %r6, %r3;\n  add.u32 %r7, %r7, 1;\n"
    "  setp.lt.u32 %p, %r7, %r4;\n  @%p bra LOOP;\n  st.global.u32 [%rd3], %r6;\n"
    "END: ret;\n}\n";

typedef void (*par_jobs)(void *user, uint32_t count, void (*job)(void *, uint32_t),
                         void *arg);

/* A VM of `threads` workers (jobs: the host's job system instead) with
   kernel `name` of src loaded, after registering fn as "whoami" when
   given: the kernel, or NULL after a failed check (the VM destroyed). */
static ptxvm_kernel *par_open(pv_test *t, test_alloc *a, uint32_t threads,
                              par_jobs jobs, const char *src, size_t len,
                              const char *name, ptxvm_host_fn fn, void *user,
                              ptxvm_vm **vm)
{
    ptxvm_config cfg;
    ptxvm_module *m;
    ptxvm_kernel *k;
    test_config(&cfg, a);
    cfg.threads = threads;
    cfg.host.parallel_for = jobs;
    ptxvm_create(&cfg, vm);
    if (fn)
        ptxvm_register_function(*vm, "whoami", fn, user);
    if (ptxvm_module_load(*vm, src, len, "par.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", name, ptxvm_error_message(*vm));
        ptxvm_destroy(*vm);
        return NULL;
    }
    return k;
}

static void check_last_block(pv_test *t, uint32_t threads)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr part, count, result;
    uint32_t got = 0, rep;
    void *args[3];
    k = par_open(t, &a, threads, NULL, par_ptx, sizeof par_ptx - 1, "last", NULL, NULL, &vm);
    if (!k)
        return;
    ptxvm_mem_alloc(vm, 1000 * 4, &part);
    ptxvm_mem_alloc(vm, 4, &count);
    ptxvm_mem_alloc(vm, 4, &result);
    args[0] = &part;
    args[1] = &count;
    args[2] = &result;
    test_launch_1d(&l, 1000, 64, args);
    for (rep = 0; rep < 5; rep++) {
        ptxvm_memset(vm, count, 0, 4);
        ptxvm_memset(vm, result, 0, 4);
        T_CHECK(t, ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK, "last: %s",
                ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, &got, result, 4);
        T_CHECK(t, got == 1000u * 1001u / 2, "last-CTA sum with %u workers: %u", threads,
                got);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

static void reverse_jobs(void *user, uint32_t count, void (*job)(void *, uint32_t),
                         void *arg)
{
    uint32_t i;
    (void)user;
    for (i = count; i-- > 0;)
        job(arg, i);
}

#define NCTA 70
#define NTH 96

static ptxvm_result run(pv_test *t, uint32_t threads, int host_jobs, uint32_t bad,
                        uint64_t step_limit, uint32_t *out, uint32_t *hist, char *msg)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr dout, dhist;
    void *args[3];
    ptxvm_result r;
    k = par_open(t, &a, threads, host_jobs ? reverse_jobs : NULL, par_ptx,
                 sizeof par_ptx - 1, "k", NULL, NULL, &vm);
    if (!k)
        return PTXVM_E_NOT_FOUND;
    ptxvm_mem_alloc(vm, NCTA * NTH * 4, &dout);
    ptxvm_mem_alloc(vm, 64 * 4, &dhist);
    ptxvm_memset(vm, dhist, 0, 64 * 4);
    args[0] = &dout;
    args[1] = &dhist;
    args[2] = &bad;
    test_launch_1d(&l, NCTA, NTH, args);
    l.step_limit = step_limit;
    r = ptxvm_launch_kernel(k, &l, NULL);
    snprintf(msg, 600, "%s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, NCTA * NTH * 4);
    ptxvm_memcpy_dtoh(vm, hist, dhist, 64 * 4);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    return r;
}

#if PAR_THREADS
/* CTA 17 stalls its worker in a host function until a CTA of 18-29 has
   run (5 s at most). CTA 17 starts the second run of CTAs a worker
   reserves ([17,30) with 2 workers, whoever reserved it): the other
   worker finishes the rest of the grid meanwhile, and must then take
   over CTAs of that run instead of waiting. */
static const char steal_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".extern .func whoami();\n"
    ".visible .entry stall()\n{\n  .reg .b32 %r1;\n  .reg .pred %p;\n"
    "  mov.u32 %r1, %tid.x;\n  setp.ne.u32 %p, %r1, 0;\n  @%p bra END;\n"
    "  call whoami, ();\nEND: ret;\n}\n";

typedef struct steal_ctx {
    pthread_mutex_t lock;
    pthread_t       who[NCTA];
    int             ran[NCTA];
} steal_ctx;

static int steal_moved(steal_ctx *s)
{
    int i, n = 0;
    pthread_mutex_lock(&s->lock);
    for (i = 18; i < 30; i++)
        n += s->ran[i] && !pthread_equal(s->who[i], s->who[17]);
    pthread_mutex_unlock(&s->lock);
    return n;
}

static ptxvm_result whoami(void *user, const ptxvm_call *call)
{
    steal_ctx *s = (steal_ctx *)user;
    uint32_t b = call->ctaid.x;
    int ms;
    pthread_mutex_lock(&s->lock);
    s->who[b] = pthread_self();
    s->ran[b]++;
    pthread_mutex_unlock(&s->lock);
    for (ms = 0; b == 17 && ms < 5000 && !steal_moved(s); ms++) {
        struct timespec ts = {0, 1000000};
        nanosleep(&ts, NULL);
    }
    return PTXVM_OK;
}

static void check_steal(pv_test *t)
{
    static steal_ctx s;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_launch l;
    uint32_t i, once = 1;
    memset(&s, 0, sizeof s);
    pthread_mutex_init(&s.lock, NULL);
    k = par_open(t, &a, 2, NULL, steal_ptx, sizeof steal_ptx - 1, "stall", whoami, &s, &vm);
    if (!k) {
        pthread_mutex_destroy(&s.lock);
        return;
    }
    test_launch_1d(&l, NCTA, 64, NULL);
    T_CHECK(t, ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK, "stalled worker: %s",
            ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    for (i = 0; i < NCTA; i++)
        once &= s.ran[i] == 1;
    T_CHECK(t, once, "stalled worker: a CTA did not run exactly once");
    T_CHECK(t, steal_moved(&s) > 0,
            "stalled worker: CTAs 18-29 all waited for the worker of CTA 17");
    pthread_mutex_destroy(&s.lock);
}

/* ptxvm_interrupt and a spent step limit stop a launch on several
   workers promptly: every worker drops the CTAs it reserved, not just
   the one that saw the interrupt. The grid would take minutes; the
   launch must end within 2 s (about a millisecond of interpreted work
   is what the API promises). */
static void *interrupt_later(void *vm)
{
    struct timespec ts = {0, 20000000};
    nanosleep(&ts, NULL);
    ptxvm_interrupt((ptxvm_vm *)vm);
    return NULL;
}

static void check_prompt(pv_test *t, uint32_t threads)
{
    static const char empty_ptx[] = ".version 7.0\n.target sm_70\n.address_size 64\n"
                                    ".visible .entry e()\n{\n  ret;\n}\n";
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_launch l;
    int i;
    k = par_open(t, &a, threads, NULL, empty_ptx, sizeof empty_ptx - 1, "e", NULL, NULL, &vm);
    if (!k)
        return;
    test_launch_1d(&l, 1u << 30, 1, NULL);
    /* whichever worker sees it first: several tries; even ones are
       interrupted, odd ones spend a step limit of 20,000 (one warp
       instruction a CTA: milliseconds even under ThreadSanitizer on a
       loaded machine, where 200,000 once took 2.07 s) */
    for (i = 0; i < 12; i++) {
        pthread_t th;
        struct timespec t0, t1;
        double s;
        ptxvm_result r, want = i & 1 ? PTXVM_E_STEP_LIMIT : PTXVM_E_INTERRUPTED;
        l.step_limit = i & 1 ? 20000 : 0;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        if (!(i & 1))
            pthread_create(&th, NULL, interrupt_later, vm);
        r = ptxvm_launch_kernel(k, &l, NULL);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        if (!(i & 1))
            pthread_join(th, NULL);
        s = (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9;
        T_CHECK(t, r == want && s < 2.0, "%s on %u workers: %s after %.2f s: %s",
                ptxvm_result_name(want), threads, ptxvm_result_name(r), s,
                ptxvm_error_message(vm));
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}
#endif

void unit_exec_par(pv_test *t)
{
    static uint32_t out0[NCTA * NTH], out1[NCTA * NTH];
    uint32_t hist0[64], hist1[64], i, sum = 0;
    char msg0[600], msg1[600];
    static const uint32_t workers[] = {2, 5, 3};
    ptxvm_result r;
    r = run(t, 1, 0, NCTA, 0, out0, hist0, msg0);
    T_CHECK(t, r == PTXVM_OK, "1 worker: %s", msg0);
    for (i = 0; i < 64; i++)
        sum += hist0[i];
    T_CHECK(t, sum == NCTA * NTH, "histogram counts %u of %u", sum, NCTA * NTH);
    for (i = 0; i < 3; i++) {
        r = run(t, workers[i], i == 2, NCTA, 0, out1, hist1, msg1);
        T_CHECK(t, r == PTXVM_OK, "%u workers%s: %s", workers[i],
                i == 2 ? " (host jobs)" : "", msg1);
        T_CHECK(t, memcmp(out0, out1, sizeof out0) == 0 &&
                   memcmp(hist0, hist1, sizeof hist0) == 0,
                "%u workers%s: results differ from one worker", workers[i],
                i == 2 ? " (host jobs)" : "");
    }
    /* CTAs 40.. fault: every worker count reports block 40 */
    for (i = 0; i < 3; i++) {
        r = run(t, i == 0 ? 1 : workers[i - 1], i == 2, 40, 0, out1, hist1, msg1);
        T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(msg1, "block (40,0,0)"),
                "fault with %u workers: %s: %s", i == 0 ? 1 : workers[i - 1],
                ptxvm_result_name(r), msg1);
    }
    /* Workers reserve runs of CTAs: a failure early in one worker's run
       must not cut short the lower CTAs another worker reserved, which a
       single worker runs before meeting it. With 2 workers the runs start
       [0,17) [17,30), with 5 [0,7) [7,13): the second run's first CTA
       fails while the first run may be just starting. */
    for (i = 0; i < 20; i++) {
        uint32_t w = i & 1 ? 5 : 2, bad = w == 2 ? 17 : 7;
        memset(out1, 0, sizeof out1);
        r = run(t, w, 0, bad, 0, out1, hist1, msg1);
        T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
                   strstr(msg1, w == 2 ? "block (17,0,0)" : "block (7,0,0)"),
                "fault in block %u with %u workers: %s: %s", bad, w,
                ptxvm_result_name(r), msg1);
        T_CHECK(t, memcmp(out0, out1, (size_t)bad * NTH * 4) == 0,
                "fault in block %u with %u workers: a block below it did not run",
                bad, w);
    }
#if PAR_THREADS
    check_steal(t);
    check_prompt(t, 2);
    check_prompt(t, 3);
#endif
    check_last_block(t, 1);
    check_last_block(t, 2);
    check_last_block(t, 4);
    /* a step limit below the launch's total but above any one CTA's */
    r = run(t, 4, 0, NCTA, 2000, out1, hist1, msg1);
    T_CHECK(t, r == PTXVM_E_STEP_LIMIT && strstr(msg1, "step limit of 2000"),
            "step limit with 4 workers: %s: %s", ptxvm_result_name(r), msg1);
}
