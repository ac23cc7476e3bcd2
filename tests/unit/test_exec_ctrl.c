/* Control flow: divergent branches, loops with per-lane trip counts,
   early exits, nested divergence and reconvergence, run on full and
   partial warps and checked against the same computation in C. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char ctrl_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    /* out[t] = sum of i for i in [0, t % 7), then +100 if t odd else -3 */
    ".visible .entry loops(.param .u64 out)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<10>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd1, %rd1;\n"
    "  mov.u32 %r1, %tid.x;\n  rem.u32 %r2, %r1, 7;\n  mov.u32 %r3, 0;\n  mov.u32 %r4, 0;\n"
    "  setp.eq.u32 %p1, %r2, 0;\n  @%p1 bra DONE;\n"
    "LOOP:\n  add.u32 %r3, %r3, %r4;\n  add.u32 %r4, %r4, 1;\n"
    "  setp.lt.u32 %p2, %r4, %r2;\n  @%p2 bra LOOP;\n"
    "DONE:\n  and.b32 %r5, %r1, 1;\n  setp.eq.u32 %p3, %r5, 1;\n"
    "  @%p3 bra ODD;\n  add.u32 %r3, %r3, -3;\n  bra.uni JOIN;\n"
    "ODD:\n  add.u32 %r3, %r3, 100;\n"
    "JOIN:\n  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r3;\n  ret;\n}\n"
    /* threads with t % 3 == 0 exit early without storing; the others run a
       nested loop: out[t] = sum over i < t % 5 of (i odd ? i * 3 : i) */
    ".visible .entry early(.param .u64 out)\n{\n"
    "  .reg .pred %p<5>;\n  .reg .b32 %r<10>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd1, %rd1;\n"
    "  mov.u32 %r1, %tid.x;\n  rem.u32 %r2, %r1, 3;\n  setp.eq.u32 %p1, %r2, 0;\n"
    "  @%p1 exit;\n  rem.u32 %r3, %r1, 5;\n  mov.u32 %r4, 0;\n  mov.u32 %r5, 0;\n"
    "TOP:\n  setp.ge.u32 %p2, %r4, %r3;\n  @%p2 bra OUT;\n"
    "  and.b32 %r6, %r4, 1;\n  setp.eq.u32 %p3, %r6, 0;\n  @%p3 bra EVEN;\n"
    "  mul.lo.u32 %r7, %r4, 3;\n  add.u32 %r5, %r5, %r7;\n  bra.uni NEXT;\n"
    "EVEN:\n  add.u32 %r5, %r5, %r4;\n"
    "NEXT:\n  add.u32 %r4, %r4, 1;\n  bra.uni TOP;\n"
    "OUT:\n  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r5;\n  ret;\n}\n"
    /* mandelbrot-style while loop with a data-dependent exit:
       x = t; count steps of x = x odd ? 3x+1 : x/2 until x == 1 (cap 200) */
    ".visible .entry collatz(.param .u64 out)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<10>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd1, %rd1;\n"
    "  mov.u32 %r1, %tid.x;\n  add.u32 %r2, %r1, 1;\n  mov.u32 %r3, 0;\n"
    "W:\n  setp.eq.u32 %p1, %r2, 1;\n  setp.ge.u32 %p2, %r3, 200;\n"
    "  or.pred %p3, %p1, %p2;\n  @%p3 bra END;\n"
    "  and.b32 %r4, %r2, 1;\n  setp.eq.u32 %p1, %r4, 0;\n"
    "  @%p1 shr.u32 %r2, %r2, 1;\n  @!%p1 mad.lo.u32 %r2, %r2, 3, 1;\n"
    "  add.u32 %r3, %r3, 1;\n  bra.uni W;\n"
    "END:\n  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r3;\n  ret;\n}\n"
    /* brx.idx through a target list, divergent per lane; isspacep; a
       constant-predicate selp: out[t] = {10, 50, 30}[t % 3] + 1000 when
       the shared window is recognised + 7 */
    ".visible .entry jump(.param .u64 out)\n{\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<10>;\n  .reg .b64 %rd<6>;\n"
    "  .shared .align 4 .b32 sh[4];\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n  rem.u32 %r2, %r1, 3;\n"
    "  mov.u32 %r3, 0;\nts: .branchtargets A, B, C;\n  brx.idx %r2, ts;\n"
    "A:\n  add.u32 %r3, %r3, 10;\n  bra.uni D;\nB:\n  add.u32 %r3, %r3, 20;\n"
    "C:\n  add.u32 %r3, %r3, 30;\n"
    "D:\n  mov.u64 %rd4, sh;\n  cvta.shared.u64 %rd5, %rd4;\n"
    "  isspacep.shared %p1, %rd5;\n  isspacep.global %p2, %rd5;\n"
    "  @%p1 add.u32 %r3, %r3, 1000;\n  @%p2 add.u32 %r3, %r3, 5000;\n"
    "  selp.b32 %r4, 7, 8, 1;\n  add.u32 %r3, %r3, %r4;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r3;\n  ret;\n}\n";

/* Shifts by constant amounts (one shift for the whole warp) against the
   per-lane definitions: out[t] = hash of shl/shr/shf results of x(t). */
static const char shift_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry shifts(.param .u64 out)\n{\n"
    "  .reg .b32 %r<20>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  mul.lo.u32 %r2, %r1, -1640531535;\n  xor.b32 %r3, %r2, 0x80000001;\n"
    "  shl.b32 %r4, %r2, 0;\n  shl.b32 %r5, %r2, 31;\n  shr.u32 %r6, %r3, 31;\n"
    "  shr.s32 %r7, %r3, 31;\n  shr.s32 %r8, %r2, 7;\n"
    "  shf.l.wrap.b32 %r9, %r2, %r3, 0;\n  shf.l.wrap.b32 %r10, %r2, %r3, 7;\n"
    "  shf.l.wrap.b32 %r11, %r2, %r3, 40;\n  shf.r.clamp.b32 %r12, %r2, %r3, 40;\n"
    "  shf.r.clamp.b32 %r13, %r2, %r3, 13;\n  shf.l.clamp.b32 %r14, %r2, %r3, 32;\n"
    "  xor.b32 %r15, %r4, %r5;\n  add.u32 %r15, %r15, %r6;\n  xor.b32 %r15, %r15, %r7;\n"
    "  add.u32 %r15, %r15, %r8;\n  xor.b32 %r15, %r15, %r9;\n  add.u32 %r15, %r15, %r10;\n"
    "  xor.b32 %r15, %r15, %r11;\n  add.u32 %r15, %r15, %r12;\n  xor.b32 %r15, %r15, %r13;\n"
    "  add.u32 %r15, %r15, %r14;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r15;\n  ret;\n}\n";

static uint32_t fsl(uint32_t a, uint32_t b, uint32_t n)
{
    return n == 0 ? b : n >= 32 ? a : (b << n) | (a >> (32 - n));
}

static uint32_t fsr(uint32_t a, uint32_t b, uint32_t n)
{
    return n == 0 ? a : n >= 32 ? b : (b << (32 - n)) | (a >> n);
}

static uint32_t sar(uint32_t x, uint32_t n)
{
    return (x & 0x80000000u) ? ~(~x >> n) : x >> n;
}

static uint32_t ref_shifts(uint32_t t)
{
    uint32_t x = t * 2654435761u, y = x ^ 0x80000001u, h;
    h = x ^ (x << 31);
    h += y >> 31;
    h ^= sar(y, 31);
    h += sar(x, 7);
    h ^= fsl(x, y, 0);
    h += fsl(x, y, 7);
    h ^= fsl(x, y, 40 & 31);
    h += fsr(x, y, 32);
    h ^= fsr(x, y, 13);
    h += fsl(x, y, 32);
    return h;
}

static uint32_t ref_jump(uint32_t t)
{
    static const uint32_t v[3] = {10, 50, 30};
    return v[t % 3] + 1000 + 7;
}

/* A shared-memory tree reduction with bar.sync: out[0] = sum of tid over
   the block (a power of two); a second kernel waits at barrier 1 in the
   first warp and at barrier 0 in the others: a deadlock. */
static const char bar_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry reduce(.param .u64 out)\n{\n"
    "  .shared .align 4 .b8 sm[4096];\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<3>;\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, %ntid.x;\n"
    "  shl.b32 %r3, %r1, 2;\n  mov.u32 %r4, sm;\n  add.u32 %r5, %r4, %r3;\n"
    "  st.shared.u32 [%r5], %r1;\n  bar.sync 0;\n  shr.u32 %r6, %r2, 1;\n"
    "STEP:\n  setp.eq.u32 %p1, %r6, 0;\n  @%p1 bra FIN;\n"
    "  setp.ge.u32 %p2, %r1, %r6;\n  @%p2 bra SKIP;\n"
    "  shl.b32 %r7, %r6, 2;\n  add.u32 %r8, %r5, %r7;\n"
    "  ld.shared.u32 %r9, [%r8];\n  ld.shared.u32 %r10, [%r5];\n"
    "  add.u32 %r10, %r10, %r9;\n  st.shared.u32 [%r5], %r10;\n"
    "SKIP:\n  bar.sync 0;\n  shr.u32 %r6, %r6, 1;\n  bra.uni STEP;\n"
    "FIN:\n  setp.ne.u32 %p1, %r1, 0;\n  @%p1 bra END;\n"
    "  ld.shared.u32 %r11, [sm];\n  ld.param.u64 %rd1, [out];\n"
    "  cvta.to.global.u64 %rd2, %rd1;\n  st.global.u32 [%rd2], %r11;\n"
    "END:\n  ret;\n}\n"
    ".visible .entry stuck()\n{\n  .reg .pred %p1;\n  .reg .b32 %r1;\n"
    "  mov.u32 %r1, %tid.x;\n  setp.lt.u32 %p1, %r1, 32;\n"
    "  @%p1 bra ONE;\n  bar.sync 0;\n  ret;\nONE:\n  bar.sync 1;\n  ret;\n}\n";

static void test_barriers(pv_test *t, ptxvm_vm *vm)
{
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr d;
    uint32_t threads, got;
    ptxvm_launch l;
    void *args[1];
    if (ptxvm_module_load(vm, bar_ptx, sizeof bar_ptx - 1, "bar.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "bar load: %s", ptxvm_error_message(vm));
        return;
    }
    T_CHECK(t, ptxvm_module_get_kernel(m, "reduce", &k) == PTXVM_OK, "reduce: %s",
            ptxvm_error_message(vm));
    ptxvm_mem_alloc(vm, 4, &d);
    args[0] = &d;
    for (threads = 1; threads <= 1024; threads *= 2) {
        memset(&l, 0, sizeof l);
        l.grid.x = 3;
        l.grid.y = l.grid.z = 1;
        l.block.x = threads;
        l.block.y = l.block.z = 1;
        l.args = args;
        T_CHECK(t, ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK, "reduce %u: %s",
                threads, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, &got, d, 4);
        T_CHECK(t, got == threads * (threads - 1) / 2, "reduce over %u threads "
                "gave %u", threads, got);
    }
    if (ptxvm_module_get_kernel(m, "stuck", &k) == PTXVM_OK) {
        ptxvm_result r;
        memset(&l, 0, sizeof l);
        l.grid.x = l.grid.y = l.grid.z = 1;
        l.block.x = 96;
        l.block.y = l.block.z = 1;
        r = ptxvm_launch_kernel(k, &l, NULL);
        T_CHECK(t, r == PTXVM_E_DEADLOCK, "stuck: %s: %s", ptxvm_result_name(r),
                ptxvm_error_message(vm));
        T_CHECK(t, strstr(ptxvm_error_message(vm), "bar.ptx:") != NULL,
                "deadlock message names the barrier's line: %s",
                ptxvm_error_message(vm));
    } else {
        T_CHECK(t, 0, "stuck: %s", ptxvm_error_message(vm));
    }
    ptxvm_mem_free(vm, d);
}

static uint32_t ref_loops(uint32_t t)
{
    uint32_t s = 0, i;
    for (i = 0; i < t % 7; i++)
        s += i;
    return (t & 1) ? s + 100 : s - 3;
}

static uint32_t ref_early(uint32_t t)
{
    uint32_t s = 0, i;
    if (t % 3 == 0)
        return 0xdeadbeefu;               /* untouched */
    for (i = 0; i < t % 5; i++)
        s += (i & 1) ? i * 3 : i;
    return s;
}

static uint32_t ref_collatz(uint32_t t)
{
    uint32_t x = t + 1, n = 0;
    while (x != 1 && n < 200) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

static void run_case(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *name,
                     uint32_t (*ref)(uint32_t), uint32_t threads)
{
    ptxvm_kernel *k;
    ptxvm_addr d;
    uint32_t *host = (uint32_t *)malloc(threads * 4), i, bad = 0;
    void *args[1];
    ptxvm_launch l;
    ptxvm_result r;
    for (i = 0; i < threads; i++)
        host[i] = 0xdeadbeefu;
    r = ptxvm_module_get_kernel(m, name, &k);
    T_CHECK(t, r == PTXVM_OK, "%s: %s", name, ptxvm_error_message(vm));
    if (r != PTXVM_OK || ptxvm_mem_alloc(vm, threads * 4, &d) != PTXVM_OK) {
        free(host);
        return;
    }
    ptxvm_memcpy_htod(vm, d, host, threads * 4);
    args[0] = &d;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = threads;
    l.block.y = l.block.z = 1;
    l.args = args;
    l.step_limit = 1000000;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "%s launch: %s", name, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, host, d, threads * 4);
    for (i = 0; i < threads; i++)
        if (host[i] != ref(i) && bad++ < 3)
            T_CHECK(t, 0, "%s with %u threads: thread %u gave %u, expected %u",
                    name, threads, i, host[i], ref(i));
    ptxvm_mem_free(vm, d);
    free(host);
}

void unit_exec_ctrl(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    static const uint32_t sizes[] = {1, 7, 32, 45, 64, 100, 256};
    uint32_t i;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, ctrl_ptx, sizeof ctrl_ptx - 1, "ctrl.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        run_case(t, vm, m, "loops", ref_loops, sizes[i]);
        run_case(t, vm, m, "early", ref_early, sizes[i]);
        run_case(t, vm, m, "collatz", ref_collatz, sizes[i]);
        run_case(t, vm, m, "jump", ref_jump, sizes[i]);
    }
    test_barriers(t, vm);
    {
        ptxvm_module *ms;
        if (ptxvm_module_load(vm, shift_ptx, sizeof shift_ptx - 1, "shift.ptx", &ms)
            == PTXVM_OK) {
            run_case(t, vm, ms, "shifts", ref_shifts, 64);
            run_case(t, vm, ms, "shifts", ref_shifts, 45);
        } else {
            T_CHECK(t, 0, "shift load: %s", ptxvm_error_message(vm));
        }
    }
    /* a step limit stops a run-away loop cleanly */
    {
        static const char spin[] =
            ".version 8.5\n.target sm_80\n.address_size 64\n"
            ".visible .entry spin()\n{\nL:\n  bra.uni L;\n}\n";
        ptxvm_module *m2;
        ptxvm_kernel *k;
        ptxvm_launch l;
        ptxvm_result r = ptxvm_module_load(vm, spin, sizeof spin - 1, "spin.ptx", &m2);
        T_CHECK(t, r == PTXVM_OK, "spin load");
        if (r == PTXVM_OK && ptxvm_module_get_kernel(m2, "spin", &k) == PTXVM_OK) {
            memset(&l, 0, sizeof l);
            l.grid.x = l.grid.y = l.grid.z = 1;
            l.block.x = 40;
            l.block.y = l.block.z = 1;
            l.step_limit = 5000;
            r = ptxvm_launch_kernel(k, &l, NULL);
            T_CHECK(t, r == PTXVM_E_STEP_LIMIT, "spin: %s", ptxvm_result_name(r));
            T_CHECK(t, strstr(ptxvm_error_message(vm), "spin.ptx:7:3:") != NULL,
                    "step-limit message names the line: %s", ptxvm_error_message(vm));
        }
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    /* PTXVM_FLAG_UNCHECKED: device addresses are host pointers */
    test_config(&cfg, &a);
    cfg.flags = PTXVM_FLAG_UNCHECKED;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, ctrl_ptx, sizeof ctrl_ptx - 1, "ctrl.ptx", &m) == PTXVM_OK) {
        run_case(t, vm, m, "loops", ref_loops, 45);
        run_case(t, vm, m, "collatz", ref_collatz, 64);
    } else {
        T_CHECK(t, 0, "unchecked load: %s", ptxvm_error_message(vm));
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "unchecked: %ld bytes not freed", a.live);
}
