/* Divergent loops whose lanes leave one by one, where the interpreter
   writes scratch registers in whole columns (src/scratch_regs.c) and
   reads .local slots and table entries once for the group: every value
   a waiting lane still needs must come through intact, across calls
   too. Each kernel runs
   on full and partial warps, fused and unfused, against C. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NTAB 8

static const char scratch_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry divloop(.param .u64 out, .param .u64 tab)\n{\n"
    "  .local .align 16 .b8 w[32];\n"
    "  .reg .pred %p<6>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [tab];\n"
    "  cvta.to.global.u64 %rd1, %rd1;\n  cvta.to.global.u64 %rd2, %rd2;\n"
    "  mov.u64 %rd3, w;\n"
    /* n = t % 9 trips; acc and keep live across the loop */
    "  mov.u32 %r1, %tid.x;\n  rem.u32 %r2, %r1, 9;\n"
    "  mul.lo.u32 %r3, %r1, 3;\n  xor.b32 %r4, %r1, 85;\n"
    /* w[j] = t + j, by the whole warp */
    "  st.local.u32 [%rd3], %r1;\n"
    "  add.u32 %r5, %r1, 1;\n  st.local.u32 [%rd3+4], %r5;\n"
    "  add.u32 %r5, %r1, 2;\n  st.local.u32 [%rd3+8], %r5;\n"
    "  add.u32 %r5, %r1, 3;\n  st.local.u32 [%rd3+12], %r5;\n"
    "  add.u32 %r5, %r1, 4;\n  st.local.u32 [%rd3+16], %r5;\n"
    "  add.u32 %r5, %r1, 5;\n  st.local.u32 [%rd3+20], %r5;\n"
    "  add.u32 %r5, %r1, 6;\n  st.local.u32 [%rd3+24], %r5;\n"
    "  add.u32 %r5, %r1, 7;\n  st.local.u32 [%rd3+28], %r5;\n"
    "  mov.u32 %r6, 0;\n  mov.u64 %rd4, %rd3;\n  mov.u64 %rd5, %rd2;\n"
    /* the loop: temporaries, a guarded add, a .local slot and a table
       entry the same for the group */
    "LOOP:\n  setp.ge.u32 %p1, %r6, %r2;\n  @%p1 bra DONE;\n"
    "  mad.lo.u32 %r7, %r6, 7, %r1;\n  shr.u32 %r8, %r7, 1;\n"
    "  xor.b32 %r9, %r8, %r3;\n  shf.l.wrap.b32 %r10, %r9, %r9, 5;\n"
    "  st.local.u32 [%rd4], %r10;\n  ld.global.u32 %r11, [%rd5];\n"
    "  add.u32 %r12, %r10, %r11;\n  setp.lt.u32 %p3, %r10, %r11;\n"
    "  @%p3 add.u32 %r12, %r12, 1;\n  add.u32 %r3, %r3, %r12;\n"
    "  add.u64 %rd4, %rd4, 4;\n  add.u64 %rd5, %rd5, 4;\n"
    "  add.u32 %r6, %r6, 1;\n  bra.uni LOOP;\n"
    /* every slot, the early leavers' untouched ones included */
    "DONE:\n  ld.local.v4.u32 {%r13, %r14, %r15, %r16}, [%rd3];\n"
    "  ld.local.v4.u32 {%r17, %r18, %r19, %r20}, [%rd3+16];\n"
    "  mad.lo.u32 %r21, %r14, 3, %r13;\n  mad.lo.u32 %r21, %r15, 5, %r21;\n"
    "  mad.lo.u32 %r21, %r16, 7, %r21;\n  mad.lo.u32 %r21, %r17, 9, %r21;\n"
    "  mad.lo.u32 %r21, %r18, 11, %r21;\n  mad.lo.u32 %r21, %r19, 13, %r21;\n"
    "  mad.lo.u32 %r21, %r20, 15, %r21;\n"
    /* a second divergent loop reading the slots back */
    "  mov.u32 %r22, 0;\n  mov.u32 %r23, 0;\n  mov.u64 %rd8, %rd3;\n"
    "L2:\n  setp.ge.u32 %p4, %r23, %r2;\n  @%p4 bra D2;\n"
    "  ld.local.u32 %r24, [%rd8];\n  shl.b32 %r25, %r22, 1;\n"
    "  add.u32 %r22, %r25, %r24;\n  add.u64 %rd8, %rd8, 4;\n"
    "  add.u32 %r23, %r23, 1;\n  bra.uni L2;\n"
    /* odd lanes change keep while the even ones wait for it at EVEN */
    "D2:\n  and.b32 %r30, %r1, 1;\n  setp.eq.u32 %p2, %r30, 0;\n  @%p2 bra EVEN;\n"
    "  mul.lo.u32 %r31, %r4, 5;\n  add.u32 %r4, %r31, 100;\n"
    "EVEN:\n  xor.b32 %r32, %r3, %r4;\n  add.u32 %r33, %r32, %r21;\n"
    "  add.u32 %r33, %r33, %r22;\n"
    "  mul.wide.u32 %rd6, %r1, 4;\n  add.s64 %rd7, %rd1, %rd6;\n"
    "  st.global.u32 [%rd7], %r33;\n  ret;\n}\n"
    /* a device function called from a divergent loop: its temporaries
       and the caller's values live across the call */
    ".func (.reg .b32 %res) mix(.reg .b32 %x, .reg .b32 %y)\n{\n"
    "  .reg .b32 %t<4>;\n  mul.lo.u32 %t1, %x, 3;\n  xor.b32 %t2, %t1, %y;\n"
    "  shf.l.wrap.b32 %t3, %t2, %t2, 7;\n  add.u32 %res, %t3, %x;\n  ret;\n}\n"
    ".visible .entry calls(.param .u64 out, .param .u64 tab)\n{\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd1, %rd1;\n"
    "  mov.u32 %r1, %tid.x;\n  rem.u32 %r2, %r1, 5;\n  mov.u32 %r3, %r1;\n"
    "  mov.u32 %r4, 0;\n"
    "LOOP:\n  setp.ge.u32 %p1, %r4, %r2;\n  @%p1 bra DONE;\n"
    "  call (%r5), mix, (%r3, %r4);\n  add.u32 %r3, %r5, %r3;\n"
    "  add.u32 %r4, %r4, 1;\n  bra.uni LOOP;\n"
    "DONE:\n  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r3;\n  ret;\n}\n";

static uint32_t ref_divloop(uint32_t t, const uint32_t *tab)
{
    uint32_t n = t % 9, acc = t * 3, keep = t ^ 85, w[8], i, ls = 0, s2 = 0;
    for (i = 0; i < 8; i++)
        w[i] = t + i;
    for (i = 0; i < n; i++) {
        uint32_t z = ((i * 7 + t) >> 1) ^ acc, r = (z << 5) | (z >> 27), q;
        w[i] = r;
        q = r + tab[i];
        if (r < tab[i])
            q++;
        acc += q;
    }
    for (i = 0; i < 8; i++)
        ls += w[i] * (2 * i + 1);
    for (i = 0; i < n; i++)
        s2 = (s2 << 1) + w[i];
    if (t & 1)
        keep = keep * 5 + 100;
    return (acc ^ keep) + ls + s2;
}

static uint32_t ref_calls(uint32_t t, const uint32_t *tab)
{
    uint32_t r = t, i;
    (void)tab;
    for (i = 0; i < t % 5; i++) {
        uint32_t z = (r * 3) ^ i;
        r = ((z << 7) | (z >> 25)) + r + r;
    }
    return r;
}

static void run_kernel(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *name,
                       uint32_t (*ref)(uint32_t, const uint32_t *), uint32_t threads,
                       const char *how)
{
    uint32_t tab[NTAB], *host = (uint32_t *)malloc(threads * 4), i, bad = 0;
    ptxvm_kernel *k;
    ptxvm_addr d, dt;
    ptxvm_launch l;
    void *args[2];
    ptxvm_result r;
    if (!host)
        return;
    for (i = 0; i < NTAB; i++)
        tab[i] = 0x9e3779b9u * (i + 1);
    for (i = 0; i < threads; i++)
        host[i] = 0xdeadbeefu;
    r = ptxvm_module_get_kernel(m, name, &k);
    T_CHECK(t, r == PTXVM_OK, "%s: %s", name, ptxvm_error_message(vm));
    if (r != PTXVM_OK || ptxvm_mem_alloc(vm, threads * 4, &d) != PTXVM_OK) {
        free(host);
        return;
    }
    if (ptxvm_mem_alloc(vm, sizeof tab, &dt) != PTXVM_OK) {
        ptxvm_mem_free(vm, d);
        free(host);
        return;
    }
    ptxvm_memcpy_htod(vm, d, host, threads * 4);
    ptxvm_memcpy_htod(vm, dt, tab, sizeof tab);
    args[0] = &d;
    args[1] = &dt;
    test_launch_1d(&l, 1, threads, args);
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "%s launch (%s): %s", name, how, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, host, d, threads * 4);
    for (i = 0; i < threads; i++)
        if (host[i] != ref(i, tab) && bad++ < 3)
            T_CHECK(t, 0, "%s (%s) with %u threads: thread %u gave %08x, expected %08x",
                    name, how, threads, i, host[i], ref(i, tab));
    ptxvm_mem_free(vm, dt);
    ptxvm_mem_free(vm, d);
    free(host);
}

void unit_scratch(pv_test *t)
{
    static const uint32_t sizes[] = {1, 9, 32, 45, 64, 100};
    static const uint32_t flags[] = {0, PTXVM_FLAG_NO_FUSION};
    uint32_t f, i;
    for (f = 0; f < 2; f++) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm;
        ptxvm_module *m;
        const char *how = f ? "unfused" : "fused";
        test_config(&cfg, &a);
        cfg.flags = flags[f];
        ptxvm_create(&cfg, &vm);
        if (ptxvm_module_load(vm, scratch_ptx, sizeof scratch_ptx - 1, "scratch.ptx", &m) !=
            PTXVM_OK) {
            T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        } else {
            for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
                run_kernel(t, vm, m, "divloop", ref_divloop, sizes[i], how);
                run_kernel(t, vm, m, "calls", ref_calls, sizes[i], how);
            }
        }
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    }
}
