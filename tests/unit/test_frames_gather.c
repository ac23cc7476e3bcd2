/* Returns of recursive functions whose saved words come back by masked
   gathers (src/frames_avx2.c, fv_leave: eight lanes a step, vectors
   without a returning lane skipped) against the scalar loops
   (fa_set_off(1)), the portable copy of the dispatch loop and a C model:
   only the lanes of a mask recurse (the low or high eight lanes alone,
   two ends, one lane in the upper half, alternate nibbles, all but one),
   the others return at once, so each ret brings back lanes at their own
   depths in some vectors and none in others; one call or two (returns to
   two calls in one ret); save lists of three and four words; blocks of
   32, 45 and 70 threads, one and three workers. A load from address 0
   at one thread's deepest frame and one thread's stack overflow fault
   naming that thread, with the same message all three ways. */
#include "../testlib.h"
#include "../support/one_block.h"
#include "../../src/fp_avx2.h"
#include "../../src/exec.h"
#include <stdio.h>
#include <string.h>

#define FG_GRID 3u
#define FG_MAXB 70u

/* f(n, z) = n < 1 ? (z ? [0] : 0) : (f(n-1, z) [+ f(n-2, z)] ^ v0..) + 3
   with vi = n * (i + 5) + i; the kernel gives thread t n = its hash
   when lane t % 32 is in mask, else 0 (deep for deep_tid), and z = 1
   to thread bad_tid alone. */
static size_t fg_ptx(char *b, size_t cap, uint32_t k, int two)
{
    size_t n = 0;
    uint32_t i;
#define P(...) (n += (size_t)snprintf(b + n, n < cap ? cap - n : 0, __VA_ARGS__))
    P(".version 7.0\n.target sm_70\n.address_size 64\n"
      ".func (.param .b32 r) f(.param .b32 n, .param .b32 z)\n{\n"
      "  .reg .pred %%p<3>;\n  .reg .b32 %%a<12>;\n  .reg .b32 %%v<4>;\n"
      "  .reg .b64 %%q<2>;\n"
      "  ld.param.b32 %%a1, [n];\n  ld.param.b32 %%a10, [z];\n"
      "  setp.lt.u32 %%p1, %%a1, 1;\n  @%%p1 bra DONE;\n");
    for (i = 0; i < k; i++)
        P("  mad.lo.u32 %%v%u, %%a1, %u, %u;\n", i, i + 5, i);
    P("  add.s32 %%a2, %%a1, -1;\n"
      "  { .param .b32 x; .param .b32 w; .param .b32 y; st.param.b32 [x], %%a2;\n"
      "    st.param.b32 [w], %%a10;\n"
      "    call (y), f, (x, w); ld.param.b32 %%a3, [y]; }\n");
    if (two)
        P("  setp.lt.u32 %%p2, %%a1, 2;\n  mov.u32 %%a5, 0;\n  @%%p2 bra ONE;\n"
          "  add.s32 %%a4, %%a1, -2;\n"
          "  { .param .b32 x; .param .b32 w; .param .b32 y; st.param.b32 [x], %%a4;\n"
          "    st.param.b32 [w], %%a10;\n"
          "    call (y), f, (x, w); ld.param.b32 %%a5, [y]; }\n"
          "ONE:\n  add.s32 %%a9, %%a3, %%a5;\n");
    else
        P("  mov.b32 %%a9, %%a3;\n");
    for (i = 0; i < k; i++)
        P("  xor.b32 %%a9, %%a9, %%v%u;\n", i);
    P("  add.s32 %%a9, %%a9, %%a1;\n  add.s32 %%a9, %%a9, 3;\n"
      "  st.param.b32 [r], %%a9;\n  ret;\n"
      "DONE:\n  mov.b32 %%a9, 0;\n  setp.ne.u32 %%p2, %%a10, 0;\n"
      "  mov.u64 %%q1, 0;\n  @%%p2 ld.global.u32 %%a9, [%%q1];\n"
      "  st.param.b32 [r], %%a9;\n  ret;\n}\n");
    P(".visible .entry k(.param .u64 out, .param .u32 mask, .param .u32 bad_tid,\n"
      "                  .param .u32 deep_tid, .param .u32 deep)\n{\n"
      "  .reg .pred %%q<3>;\n  .reg .b32 %%t<14>;\n  .reg .b64 %%d<4>;\n"
      "  ld.param.u64 %%d1, [out];\n"
      "  mov.u32 %%t2, %%ctaid.x;\n  mov.u32 %%t3, %%ntid.x;\n  mov.u32 %%t4, %%tid.x;\n"
      "  mad.lo.u32 %%t5, %%t2, %%t3, %%t4;\n"
      "  cvta.to.global.u64 %%d1, %%d1;\n  mul.wide.u32 %%d2, %%t5, 4;\n"
      "  add.s64 %%d2, %%d1, %%d2;\n"
      "  mul.lo.u32 %%t7, %%t5, -1640531535;\n  shr.u32 %%t7, %%t7, 26;\n"
      "  rem.u32 %%t7, %%t7, 11;\n"
      "  and.b32 %%t6, %%t4, 31;\n  ld.param.u32 %%t8, [mask];\n"
      "  shr.u32 %%t8, %%t8, %%t6;\n  and.b32 %%t8, %%t8, 1;\n"
      "  setp.eq.u32 %%q2, %%t8, 0;\n  @%%q2 mov.u32 %%t7, 0;\n"
      "  ld.param.u32 %%t8, [deep_tid];\n  setp.eq.u32 %%q1, %%t5, %%t8;\n"
      "  ld.param.u32 %%t9, [deep];\n  @%%q1 mov.u32 %%t7, %%t9;\n"
      "  ld.param.u32 %%t11, [bad_tid];\n  setp.eq.u32 %%q1, %%t5, %%t11;\n"
      "  selp.u32 %%t12, 1, 0, %%q1;\n"
      "  { .param .b32 x; .param .b32 w; .param .b32 y; st.param.b32 [x], %%t7;\n"
      "    st.param.b32 [w], %%t12;\n"
      "    call (y), f, (x, w); ld.param.b32 %%t10, [y]; }\n"
      "  st.global.u32 [%%d2], %%t10;\n  ret;\n}\n");
#undef P
    return n;
}

static uint32_t fg_f(uint32_t n, uint32_t k, int two)
{
    uint32_t r, i;
    if (n < 1)
        return 0;
    r = fg_f(n - 1, k, two) + (two && n >= 2 ? fg_f(n - 2, k, two) : 0u);
    for (i = 0; i < k; i++)
        r ^= n * (i + 5) + i;
    return r + n + 3;
}

/* way 0: the gathers; 1: the scalar loops; 2: the portable copy. */
static void fg_way(int way, int portable)
{
#if FA_AVX2
    fa_set_off(way == 1);
#endif
    pv_run_set_portable(way == 2 || portable);
}

static const char *const fg_names[3] = {"gathers", "scalar frames", "portable copy"};

/* Every mask, block size and worker count, the three ways. */
static void fg_runs(pv_test *t, const char *src, size_t len, uint32_t k, int two,
                    int portable)
{
    static const uint32_t blocks[] = {32u, 45u, 70u};
    static const uint32_t masks[] = {0xffffffffu, 0x000000ffu, 0xff000000u, 0x80000001u,
                                     0x00010000u, 0x0f0f0f0fu, 0xfffffffeu};
    static uint32_t got[FG_GRID * FG_MAXB];
    uint32_t th, b, mi, i, none = 0xffffffffu;
    int way;
    void *args[5];
    for (th = 1; th <= 3; th += 2) {
        for (way = 0; way < 3; way++) {
            ptxvm_config cfg;
            ob_vm v;
            ptxvm_addr out;
            memset(&v, 0, sizeof v);
            test_config(&cfg, &v.a);
            cfg.threads = th;
            if (ptxvm_create(&cfg, &v.vm) != PTXVM_OK) {
                T_CHECK(t, 0, "VM not created");
                return;
            }
            if (ptxvm_module_load(v.vm, src, len, "frames_gather.ptx", &v.m) != PTXVM_OK ||
                ptxvm_module_get_kernel(v.m, "k", &v.k) != PTXVM_OK) {
                T_CHECK(t, 0, "k %u two %d: %s", k, two, ptxvm_error_message(v.vm));
                ptxvm_destroy(v.vm);
                return;
            }
            out = ob_out(&v, sizeof got);
            args[0] = &out;
            args[2] = &none;
            args[3] = &none;
            args[4] = &none;
            fg_way(way, portable);
            for (b = 0; b < sizeof blocks / sizeof *blocks; b++) {
                for (mi = 0; mi < sizeof masks / sizeof *masks; mi++) {
                    const uint32_t bx = blocks[b], n = FG_GRID * bx;
                    uint32_t mask = masks[mi];
                    args[1] = &mask;
                    if (ob_launch_k(v.k, FG_GRID, 1, bx, 0, args) != PTXVM_OK) {
                        T_CHECK(t, 0, "%s k %u two %d block %u mask %#x: %s", fg_names[way],
                                k, two, bx, mask, ptxvm_error_message(v.vm));
                        continue;
                    }
                    ptxvm_memcpy_dtoh(v.vm, got, out, (size_t)n * 4);
                    for (i = 0; i < n; i++) {
                        uint32_t nn = ((i * 0x9e3779b1u) >> 26) % 11u;
                        if (!((mask >> ((i % bx) % 32u)) & 1u))
                            nn = 0;
                        if (got[i] != fg_f(nn, k, two))
                            break;
                    }
                    T_CHECK(t, i == n, "%s k %u two %d, %u workers, block %u mask %#x: "
                            "thread %u gave %#x", fg_names[way], k, two, th, bx, mask, i,
                            i < n ? got[i] : 0);
                }
            }
            ob_close(t, &v, "runs");
        }
    }
    fg_way(0, portable);
}

/* bad: thread 37's deepest frame loads from address 0; else thread 41
   recursing past a 1 KiB stack. The fault names the thread; its
   message must match across the three ways. */
static void fg_fault(pv_test *t, const char *src, size_t len, int bad, int portable)
{
    char msg[3][512];
    int way;
    for (way = 0; way < 3; way++) {
        uint32_t mask = 0x0f0f0f0fu, bad_tid = bad ? 37u : 0xffffffffu;
        uint32_t deep_tid = bad ? 0xffffffffu : 41u, deep = 300u;
        const uint32_t who = bad ? 37u : 41u;
        void *args[5];
        ptxvm_addr out;
        ptxvm_result r;
        ob_vm v;
        msg[way][0] = 0;
        if (!ob_open(t, &v, src, len, "frames_gather.ptx", "k", 0, "fault load"))
            return;
        if (!bad)
            T_CHECK(t, ptxvm_set_limit(v.vm, PTXVM_LIMIT_STACK_SIZE, 1024) == PTXVM_OK,
                    "limit");
        out = ob_out(&v, 64 * 4);
        args[0] = &out;
        args[1] = &mask;
        args[2] = &bad_tid;
        args[3] = &deep_tid;
        args[4] = &deep;
        fg_way(way, portable);
        r = ob_launch(&v, 1, 1, 64, 0, args);
        T_CHECK(t, ob_fault_of(v.vm, r, who, bad ? NULL : "stack overflow"),
                "%s: %s: %s", fg_names[way], ptxvm_result_name(r), ptxvm_error_message(v.vm));
        snprintf(msg[way], sizeof msg[way], "%s", ptxvm_error_message(v.vm));
        ob_close(t, &v, "fault");
    }
    fg_way(0, portable);
    T_CHECK(t, !strcmp(msg[0], msg[1]) && !strcmp(msg[0], msg[2]),
            "fault messages differ:\n%s\n%s\n%s", msg[0], msg[1], msg[2]);
    if (bad)
        T_CHECK(t, strstr(msg[0], "frames_gather.ptx:37:") != NULL, "the load's line: %s", msg[0]);
}

void unit_frames_gather(pv_test *t)
{
    static char src[8192];
    /* PTXVM_TEST_PORTABLE=1 keeps the portable copy on after the suite */
    const int portable = !pv_run_avx2();
    uint32_t k;
    int two;
    for (two = 0; two < 2; two++) {
        for (k = 0; k < 2; k++) {
            size_t len = fg_ptx(src, sizeof src, k, two);
            if (len >= sizeof src) {
                T_CHECK(t, 0, "k %u: PTX too long", k);
                return;
            }
            fg_runs(t, src, len, k, two, portable);
            if (two && k == 1) {
                fg_fault(t, src, len, 1, portable);
                fg_fault(t, src, len, 0, portable);
            }
        }
    }
}
