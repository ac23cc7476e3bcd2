/* Launch after launch on one VM, which keeps its worker threads and
   their CTA contexts in between: kernels of different shapes in turn
   (more warps, registers, .shared and .local than the one before, then
   fewer) compute what C computes with 1, 2 and 3 workers; a launch sees
   nothing of the ones before that PTX defines (a trap's message and a
   failed CTA's barrier state are gone, the statistics start again;
   registers and .local are undefined, test_launch.c checks what they
   hold); a host function that launches on the VM
   running it is refused while the launch around it goes on; 600 short
   launches back to back; a child of fork launches without its parent's
   threads; one worker per CPU the process may run on; two VMs with
   threads alive at once stay apart; destroy returns every byte. */
#ifdef __linux__
#define _GNU_SOURCE 1                   /* sched_setaffinity */
#endif
#include "../testlib.h"
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char reuse_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".extern .shared .align 4 .b8 dyn[];\n"
    /* out[gid] = gid * 2654435761 ^ ctaid */
    ".visible .entry small(.param .u64 out)\n{\n"
    "  .reg .b32 %r<6>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %ctaid.x;\n  mov.u32 %r2, %ntid.x;\n"
    "  mov.u32 %r3, %tid.x;\n  mad.lo.u32 %r4, %r1, %r2, %r3;\n"
    "  mul.lo.u32 %r5, %r4, -1640531535;\n  xor.b32 %r5, %r5, %r1;\n"
    "  mul.wide.u32 %rd2, %r4, 4;\n  add.s64 %rd3, %rd1, %rd2;\n  st.global.u32 [%rd3], %r5;\n"
    "  ret;\n}\n"
    /* each thread puts tid*7 in .shared, and after a barrier reads its
       neighbour's; a .local word is written and read back */
    ".visible .entry big(.param .u64 out)\n{\n"
    "  .local .align 4 .b8 buf[64];\n"
    "  .reg .b32 %r<16>;\n  .reg .b64 %rd<8>;\n  .reg .pred %p;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %ctaid.x;\n  mov.u32 %r2, %ntid.x;\n"
    "  mov.u32 %r3, %tid.x;\n  mad.lo.u32 %r4, %r1, %r2, %r3;\n"
    "  mov.u64 %rd7, buf;\n  cvta.local.u64 %rd7, %rd7;\n"
    "  add.u32 %r10, %r3, 1;\n  st.u32 [%rd7+60], %r10;\n  mov.u32 %r9, 12345;\n"
    "  ld.u32 %r11, [%rd7+60];\n"
    "  mul.lo.u32 %r5, %r3, 7;\n  mov.u32 %r6, dyn;\n  shl.b32 %r7, %r3, 2;\n"
    "  add.u32 %r8, %r6, %r7;\n  st.shared.u32 [%r8], %r5;\n  bar.sync 0;\n"
    "  rem.u32 %r12, %r11, %r2;\n  shl.b32 %r12, %r12, 2;\n  add.u32 %r12, %r6, %r12;\n"
    "  ld.shared.u32 %r13, [%r12];\n  add.u32 %r13, %r13, %r9;\n"
    "  mul.wide.u32 %rd2, %r4, 4;\n  add.s64 %rd3, %rd1, %rd2;\n  st.global.u32 [%rd3], %r13;\n"
    "  ret;\n}\n"
    /* warp 0 waits at a barrier that warp 1 never reaches: it faults */
    ".visible .entry barfault()\n{\n"
    "  .reg .b32 %r<3>;\n  .reg .pred %p;\n  .reg .b64 %rd1;\n"
    "  mov.u32 %r1, %tid.x;\n  setp.ge.u32 %p, %r1, 32;\n  @%p bra F;\n"
    "  bar.sync 0;\n  ret;\n"
    "F: mov.u64 %rd1, 8;\n  ld.global.u32 %r2, [%rd1];\n  ret;\n}\n"
    /* warp 1 exits; warp 0 waits for 64 threads that never come */
    ".visible .entry halfbar()\n{\n"
    "  .reg .b32 %r1;\n  .reg .pred %p;\n"
    "  mov.u32 %r1, %tid.x;\n  setp.ge.u32 %p, %r1, 32;\n  @%p exit;\n"
    "  bar.sync 0, 64;\n  ret;\n}\n"
    ".extern .func __assertfail(.param .b64 m, .param .b64 f, .param .b32 l, "
    ".param .b64 fn, .param .b64 cs);\n"
    ".global .align 1 .b8 s_msg[8] = {110, 111, 112, 101, 33, 33, 33, 0};\n"
    ".global .align 1 .b8 s_file[5] = {97, 46, 99, 117, 0};\n"
    ".global .align 1 .b8 s_fn[2] = {107, 0};\n"
    ".visible .entry asserts()\n{\n  .reg .b64 %a<4>;\n"
    "  mov.u64 %a1, s_msg;\n  mov.u64 %a2, s_file;\n  mov.u64 %a3, s_fn;\n"
    "  { .param .b64 p0; .param .b64 p1; .param .b32 p2; .param .b64 p3; .param .b64 p4;\n"
    "    st.param.b64 [p0], %a1; st.param.b64 [p1], %a2; st.param.b32 [p2], 17;\n"
    "    st.param.b64 [p3], %a3; st.param.b64 [p4], 1;\n"
    "    call __assertfail, (p0, p1, p2, p3, p4); }\n  ret;\n}\n"
    ".visible .entry traps()\n{\n  trap;\n  ret;\n}\n"
    /* thread 0 of each block calls the host, which tries to launch */
    ".extern .func relaunch();\n"
    ".visible .entry nests(.param .u64 out)\n{\n"
    "  .reg .b32 %r<3>;\n  .reg .pred %p;\n"
    "  mov.u32 %r1, %tid.x;\n  setp.ne.u32 %p, %r1, 0;\n  @%p bra D;\n"
    "  call relaunch, ();\nD: ret;\n}\n";


typedef struct reuse_ctx {
    ptxvm_kernel *small;
    ptxvm_addr    out;
    int           calls, refused, wrong;
} reuse_ctx;

/* Called from worker threads: counts with atomics. */
static ptxvm_result relaunch(void *user, const ptxvm_call *call)
{
    reuse_ctx *c = (reuse_ctx *)user;
    ptxvm_launch l;
    void *args[1];
    ptxvm_result r;
    (void)call;
    args[0] = &c->out;
    test_launch_1d(&l, 1, 32, args);
    r = ptxvm_launch_kernel(c->small, &l, NULL);
    __atomic_fetch_add(&c->calls, 1, __ATOMIC_RELAXED);
    if (r == PTXVM_E_INVALID_ARGUMENT)
        __atomic_fetch_add(&c->refused, 1, __ATOMIC_RELAXED);
    else
        __atomic_fetch_add(&c->wrong, 1, __ATOMIC_RELAXED);
    return PTXVM_OK;
}

#define RMAX (70 * 1024)

static uint32_t small_ref(uint32_t gid, uint32_t cta)
{
    return (gid * 2654435761u) ^ cta;
}

static uint32_t big_ref(uint32_t tid, uint32_t ntid)
{
    return ((tid + 1) % ntid) * 7u + 12345u;
}

/* Launch kernel k over grid x block (dynamic .shared dyn bytes) and
   compare out with ref; returns the launch's statistics. */
static void launch_check(pv_test *t, ptxvm_vm *vm, ptxvm_kernel *k, ptxvm_addr out,
                         uint32_t grid, uint32_t block, uint32_t dyn, int big,
                         const char *what, ptxvm_stats *st)
{
    static uint32_t got[RMAX];
    ptxvm_launch l;
    void *args[1];
    uint32_t i, bad = 0, first = 0;
    args[0] = &out;
    test_launch_1d(&l, grid, block, args);
    l.shared_bytes = dyn;
    ptxvm_memset(vm, out, 0xee, (size_t)grid * block * 4);
    if (ptxvm_launch_kernel(k, &l, st) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", what, ptxvm_error_message(vm));
        return;
    }
    ptxvm_memcpy_dtoh(vm, got, out, (size_t)grid * block * 4);
    for (i = 0; i < grid * block; i++) {
        uint32_t want = big ? big_ref(i % block, block) : small_ref(i, i / block);
        if (got[i] != want && !bad++)
            first = i;
    }
    T_CHECK(t, !bad, "%s: %u wrong, first thread %u: %u, want %u", what, bad, first,
            got[first], big ? big_ref(first % block, block)
                            : small_ref(first, first / block));
}

static void one_vm(pv_test *t, uint32_t threads)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *small, *big, *barfault, *halfbar, *asserts, *traps, *nests;
    ptxvm_addr out;
    ptxvm_stats s1, s2;
    reuse_ctx ctx;
    char what[80];
    ptxvm_launch l;
    void *args[1];
    ptxvm_result r;
    test_config(&cfg, &a);
    cfg.threads = threads;
    memset(&ctx, 0, sizeof ctx);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return;
    ptxvm_register_function(vm, "relaunch", relaunch, &ctx);
    if (ptxvm_module_load(vm, reuse_ptx, sizeof reuse_ptx - 1, "reuse.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "small", &small) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "big", &big) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "barfault", &barfault) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "halfbar", &halfbar) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "asserts", &asserts) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "traps", &traps) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "nests", &nests) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, RMAX * 4, &out);
    ctx.small = small;
    ctx.out = out;
#define W(s) (snprintf(what, sizeof what, "%u workers: %s", threads, s), what)
    launch_check(t, vm, small, out, 70, 96, 0, 0, W("small 70x96"), &s1);
    launch_check(t, vm, big, out, 9, 256, 1024, 1, W("big 9x256"), NULL);
    launch_check(t, vm, small, out, 5, 1024, 0, 0, W("small 5x1024"), NULL);
    launch_check(t, vm, big, out, 40, 32, 128, 1, W("big 40x32"), NULL);
    launch_check(t, vm, big, out, 2, 1024, 4096, 1, W("big 2x1024"), NULL);
    launch_check(t, vm, small, out, 70, 96, 0, 0, W("small 70x96 again"), &s2);
    T_CHECK(t, s1.warp_instructions == s2.warp_instructions &&
               s1.thread_instructions == s2.thread_instructions,
            "%u workers: statistics of the same launch differ: %llu/%llu, %llu/%llu",
            threads, (unsigned long long)s1.warp_instructions,
            (unsigned long long)s2.warp_instructions,
            (unsigned long long)s1.thread_instructions,
            (unsigned long long)s2.thread_instructions);

    /* a CTA that fails with a warp at a barrier, then barriers again */
    test_launch_1d(&l, 1, 64, NULL);
    r = ptxvm_launch_kernel(barfault, &l, NULL);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT, "%u workers: barfault: %s: %s", threads,
            ptxvm_result_name(r), ptxvm_error_message(vm));
    /* its arrival must not count at the next CTA's barrier (with one
       worker that CTA surely runs on the same context) */
    r = ptxvm_launch_kernel(halfbar, &l, NULL);
    T_CHECK(t, r == PTXVM_E_DEADLOCK, "%u workers: halfbar after barfault: %s: %s",
            threads, ptxvm_result_name(r), ptxvm_error_message(vm));
    launch_check(t, vm, big, out, 12, 64, 256, 1, W("big after a failed barrier"), NULL);

    /* an assertion's message, then a bare trap */
    r = ptxvm_launch_kernel(asserts, &l, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(vm), "nope!!!"),
            "%u workers: assert: %s: %s", threads, ptxvm_result_name(r),
            ptxvm_error_message(vm));
    r = ptxvm_launch_kernel(traps, &l, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP && !strstr(ptxvm_error_message(vm), "nope") &&
               strstr(ptxvm_error_message(vm), "trap in kernel traps"),
            "%u workers: trap after an assert: %s: %s", threads, ptxvm_result_name(r),
            ptxvm_error_message(vm));

    /* host functions that launch on their own VM are refused */
    args[0] = &out;
    l.grid.x = 6;
    l.args = args;
    r = ptxvm_launch_kernel(nests, &l, NULL);
    T_CHECK(t, r == PTXVM_OK && ctx.calls == 6 && ctx.refused == 6 && !ctx.wrong,
            "%u workers: nested launches: %s, %d calls, %d refused, %d otherwise (%s)",
            threads, ptxvm_result_name(r), ctx.calls, ctx.refused, ctx.wrong,
            ptxvm_error_message(vm));
    launch_check(t, vm, small, out, 3, 64, 0, 0, W("small after nested launches"), NULL);
#undef W
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%u workers: %ld bytes not freed", threads, a.live);
}

/* A VM with `threads` workers, the module loaded, kernel `name` and a
   device buffer of `bytes`; NULL (after a failed check) if any of it
   fails. */
static ptxvm_vm *setup(pv_test *t, test_alloc *a, uint32_t threads, const char *name,
                       ptxvm_kernel **k, ptxvm_addr *out, size_t bytes)
{
    ptxvm_config cfg;
    ptxvm_vm *vm;
    ptxvm_module *m;
    test_config(&cfg, a);
    cfg.threads = threads;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create failed");
        return NULL;
    }
    if (ptxvm_module_load(vm, reuse_ptx, sizeof reuse_ptx - 1, "reuse.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, name, k) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, bytes, out) != PTXVM_OK) {
        T_CHECK(t, 0, "setup of %s: %s", name, ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return NULL;
    }
    return vm;
}

/* Short launches back to back on a pool of 3 threads, of 1 to 5 CTAs
   (fewer CTAs than workers leaves threads only checking in): a lost
   wake-up would hang (the alarm below ends it); a job seen twice or not
   at all would show in the results. */
static void many_short(pv_test *t)
{
    static uint32_t got[5 * 64];
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_addr out;
    ptxvm_launch l;
    void *args[1];
    uint32_t i, j, bad = 0;
    vm = setup(t, &a, 3, "small", &k, &out, sizeof got);
    if (!vm)
        return;
    args[0] = &out;
    test_launch_1d(&l, 1, 64, args);
    for (i = 0; i < 600 && !bad; i++) {
        l.grid.x = 1 + i % 5;
        ptxvm_memset(vm, out, 0, sizeof got);
        if (ptxvm_launch_kernel(k, &l, NULL) != PTXVM_OK) {
            T_CHECK(t, 0, "many short: launch %u: %s", i, ptxvm_error_message(vm));
            break;
        }
        ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
        for (j = 0; j < 5 * 64; j++)
            if (got[j] != (j < l.grid.x * 64 ? small_ref(j, j / 64) : 0))
                bad++;
        T_CHECK(t, !bad, "many short: launch %u of %u CTAs: %u wrong", i, l.grid.x, bad);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "many short: %ld bytes not freed", a.live);
}

/* A process that forks after its VM started worker threads: the child
   has none of them, so its launches must start their own (not wait for
   threads that are not there) and its destroy must not join them; the
   parent's pool goes on. The child reports through its exit status. */
static void forked(pv_test *t)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_addr out;
    pid_t pid;
    int status = -1;
    vm = setup(t, &a, 2, "big", &k, &out, RMAX * 4);
    if (!vm)
        return;
    launch_check(t, vm, k, out, 16, 64, 256, 1, "before fork", NULL);
    fflush(stdout);
    pid = fork();
    if (pid == 0) {
        pv_test c;
        memset(&c, 0, sizeof c);
        alarm(60);
        launch_check(&c, vm, k, out, 16, 64, 256, 1, "in the child", NULL);
        launch_check(&c, vm, k, out, 33, 32, 128, 1, "in the child, again", NULL);
        ptxvm_destroy(vm);
        fflush(stdout);
        _exit(c.failed || c.case_failed ? 1 : a.live != 0 ? 2 : 0);
    }
    T_CHECK(t, pid > 0, "fork failed");
    if (pid > 0) {
        waitpid(pid, &status, 0);
        T_CHECK(t, WIFEXITED(status) && WEXITSTATUS(status) == 0,
                "the child: %s %d (1: wrong results, 2: memory not freed)",
                WIFEXITED(status) ? "exit status" : "signal",
                WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
    }
    launch_check(t, vm, k, out, 16, 64, 256, 1, "the parent after fork", NULL);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "fork: %ld bytes not freed", a.live);
}

/* A launch whose contexts cannot grow fails with NO_MEMORY and counts
   nothing: the contexts hold the previous launch's counts. */
static void failed_stats(pv_test *t)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_addr out;
    ptxvm_stats st;
    ptxvm_launch l;
    void *args[1];
    ptxvm_result r;
    long tries;
    vm = setup(t, &a, 2, "small", &k, &out, RMAX * 4);
    if (!vm)
        return;
    launch_check(t, vm, k, out, 8, 64, 0, 0, "before", &st);
    T_CHECK(t, st.warp_instructions > 0, "no instructions counted");
    args[0] = &out;
    test_launch_1d(&l, 8, 1024, args);       /* more warps: the contexts grow */
    /* fail each allocation of the launch in turn until it succeeds */
    for (tries = 1; tries < 40; tries++) {
        a.fail_at = a.calls + tries;
        r = ptxvm_launch_kernel(k, &l, &st);
        a.fail_at = 0;
        if (r == PTXVM_OK)
            break;
        T_CHECK(t, r == PTXVM_E_NO_MEMORY && st.warp_instructions == 0 &&
                   st.thread_instructions == 0,
                "allocation %ld failing: %s, %llu warp instructions counted", tries,
                ptxvm_result_name(r), (unsigned long long)st.warp_instructions);
    }
    T_CHECK(t, r == PTXVM_OK && tries > 2, "the launch: %s after %ld tries",
            ptxvm_result_name(r), tries);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "failed stats: %ld bytes not freed", a.live);
}

#if defined(__linux__) && defined(CPU_SET)
static uint32_t aff_count;

static void aff_jobs(void *user, uint32_t count, void (*job)(void *, uint32_t), void *arg)
{
    uint32_t i;
    (void)user;
    aff_count = count;
    for (i = 0; i < count; i++)
        job(arg, i);
}

/* threads 0 means one worker per CPU this process may run on: a child
   allowed one CPU runs a 64-CTA grid on one worker, so the host's
   parallel_for (called for two or more) is not called. */
static void affinity(pv_test *t)
{
    pid_t pid;
    int status = -1;
    fflush(stdout);
    pid = fork();
    if (pid == 0) {
        cpu_set_t set, one;
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm;
        ptxvm_module *m;
        ptxvm_kernel *k;
        ptxvm_addr out;
        ptxvm_launch l;
        void *args[1];
        int c, code = 3;
        alarm(60);
        if (sched_getaffinity(0, sizeof set, &set) != 0)
            _exit(4);
        for (c = 0; c < CPU_SETSIZE && !CPU_ISSET(c, &set); c++)
            ;
        CPU_ZERO(&one);
        CPU_SET(c, &one);
        if (sched_setaffinity(0, sizeof one, &one) != 0)
            _exit(4);
        test_config(&cfg, &a);
        cfg.threads = 0;
        cfg.host.parallel_for = aff_jobs;
        if (ptxvm_create(&cfg, &vm) == PTXVM_OK &&
            ptxvm_module_load(vm, reuse_ptx, sizeof reuse_ptx - 1, "reuse.ptx", &m) == PTXVM_OK &&
            ptxvm_module_get_kernel(m, "small", &k) == PTXVM_OK &&
            ptxvm_mem_alloc(vm, 64 * 32 * 4, &out) == PTXVM_OK) {
            args[0] = &out;
            test_launch_1d(&l, 64, 32, args);
            aff_count = 0;
            if (ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK)
                code = aff_count == 0 ? 0 : 10 + (int)(aff_count > 50 ? 50 : aff_count);
            ptxvm_destroy(vm);
        }
        _exit(code);
    }
    T_CHECK(t, pid > 0, "fork failed");
    if (pid > 0) {
        waitpid(pid, &status, 0);
        T_CHECK(t, WIFEXITED(status) && WEXITSTATUS(status) == 0,
                "one allowed CPU: %s %d (10+n: parallel_for asked for n workers; "
                "3: launch failed; 4: affinity calls failed)",
                WIFEXITED(status) ? "exit status" : "signal",
                WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
    }
}
#endif

/* Two VMs with worker threads, launches in turn, one destroyed first. */
static void two_vms(pv_test *t)
{
    ptxvm_config cfg[2];
    test_alloc a[2];
    ptxvm_vm *vm[2];
    ptxvm_module *m;
    ptxvm_kernel *k[2];
    ptxvm_addr out[2];
    int i, j, ok = 1;
    for (i = 0; i < 2; i++) {
        test_config(&cfg[i], &a[i]);
        cfg[i].threads = 2 + (uint32_t)i;
        vm[i] = NULL;
        k[i] = NULL;
        if (ptxvm_create(&cfg[i], &vm[i]) != PTXVM_OK ||
            ptxvm_module_load(vm[i], reuse_ptx, sizeof reuse_ptx - 1, "reuse.ptx", &m) !=
                PTXVM_OK ||
            ptxvm_module_get_kernel(m, i ? "big" : "small", &k[i]) != PTXVM_OK ||
            ptxvm_mem_alloc(vm[i], RMAX * 4, &out[i]) != PTXVM_OK)
            ok = 0;
    }
    T_CHECK(t, ok, "two VMs: setup failed");
    if (ok)
        for (j = 0; j < 3; j++) {
            launch_check(t, vm[0], k[0], out[0], 33, 128, 0, 0, "two VMs: small", NULL);
            launch_check(t, vm[1], k[1], out[1], 33, 128, 512, 1, "two VMs: big", NULL);
        }
    ptxvm_destroy(vm[0]);
    if (ok)
        launch_check(t, vm[1], k[1], out[1], 65, 96, 384, 1, "the VM left: big", NULL);
    ptxvm_destroy(vm[1]);
    T_CHECK(t, a[0].live == 0 && a[1].live == 0, "two VMs: %ld and %ld bytes not freed",
            a[0].live, a[1].live);
}

void unit_exec_reuse(pv_test *t)
{
    uint32_t w;
    /* a thread pool that loses a wake-up hangs: end the suite instead
       (these tests take well under a second) */
    alarm(120);
    for (w = 1; w <= 3; w++)
        if (test_begin(t, "exec_reuse: launches in turn on %u worker%s", w, w > 1 ? "s" : "")) {
            one_vm(t, w);
            test_end(t);
        }
    if (test_begin(t, "exec_reuse: short launches back to back on 3 workers")) {
        many_short(t);
        test_end(t);
    }
    if (test_begin(t, "exec_reuse: a fork after workers started")) {
#ifdef __SANITIZE_THREAD__
        (void)forked;
        test_skip(t, "ThreadSanitizer does not follow threads across fork");
#else
        forked(t);
        test_end(t);
#endif
    }
    if (test_begin(t, "exec_reuse: a launch that ran out of memory counts nothing")) {
        failed_stats(t);
        test_end(t);
    }
#if defined(__linux__) && defined(CPU_SET)
    if (test_begin(t, "exec_reuse: one worker per CPU the process may use")) {
#ifdef __SANITIZE_THREAD__
        (void)affinity;
        test_skip(t, "ThreadSanitizer does not follow threads across fork");
#else
        affinity(t);
        test_end(t);
#endif
    }
#endif
    if (test_begin(t, "exec_reuse: two VMs with worker threads")) {
        two_vms(t);
        test_end(t);
    }
    alarm(0);
}
