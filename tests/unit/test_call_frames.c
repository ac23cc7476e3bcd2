/* Recursive calls and returns of lanes at their own depths: functions
   keeping 0 to 4 32-bit registers across their calls of themselves (save
   lists of one to four words, copied by the count-specialised frame
   loops) and the same with more registers, a 64-bit one or a predicate
   kept (the general per-register copies), so each fast form runs beside
   its fallback; returns to different calls in one ret (the two
   self-calls and the kernel's); full and partial warps, lanes exiting
   before they call, several blocks on three workers; a stack overflow by
   one deep lane named at its thread. Each result against C. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define FR_MAXK 6

/* shape 0: f(n) = n < 2 ? n : (f(n-1) + f(n-2)) ^ v0 ^ .. ^ v(k-1),
   vi = n(2i+3)+i kept across both calls; wide: + both halves of
   n * 0x10001 as a 64-bit register; pred: ^ (n > 5 ? 7 : 9) from a
   predicate. Shape 1: f(n) = n < 1 ? 0 : (f(n-1) ^ v0 ^ ..) + 1, the
   leaf reading n again, so that n is not kept: k + 1 words saved. */
static size_t fr_ptx(char *b, size_t cap, uint32_t k, int wide, int pred, int shape)
{
    size_t n = 0;
    uint32_t i;
#define P(...) (n += (size_t)snprintf(b + n, n < cap ? cap - n : 0, __VA_ARGS__))
    P(".version 7.0\n.target sm_70\n.address_size 64\n"
      ".func (.param .b32 r) f(.param .b32 n)\n{\n"
      "  .reg .pred %%p<3>;\n  .reg .b32 %%a<10>;\n  .reg .b32 %%v<8>;\n"
      "  .reg .b64 %%w<3>;\n"
      "  ld.param.b32 %%a1, [n];\n  setp.lt.u32 %%p1, %%a1, %u;\n  @%%p1 bra DONE;\n",
      shape ? 1u : 2u);
    for (i = 0; i < k; i++)
        P("  mad.lo.u32 %%v%u, %%a1, %u, %u;\n", i, 2 * i + 3, i);
    if (wide)
        P("  mul.wide.u32 %%w1, %%a1, 65537;\n");
    if (pred)
        P("  setp.gt.u32 %%p2, %%a1, 5;\n");
    P("  add.s32 %%a2, %%a1, -1;\n"
      "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %%a2;\n"
      "    call (y), f, (x); ld.param.b32 %%a3, [y]; }\n");
    if (shape)
        P("  mov.b32 %%a5, 0;\n");
    else
        P("  add.s32 %%a4, %%a1, -2;\n"
          "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %%a4;\n"
          "    call (y), f, (x); ld.param.b32 %%a5, [y]; }\n");
    P("  add.s32 %%a9, %%a3, %%a5;\n");
    for (i = 0; i < k; i++)
        P("  xor.b32 %%a9, %%a9, %%v%u;\n", i);
    if (wide)
        P("  cvt.u32.u64 %%a6, %%w1;\n  shr.u64 %%w2, %%w1, 32;\n  cvt.u32.u64 %%a7, %%w2;\n"
          "  add.s32 %%a9, %%a9, %%a6;\n  add.s32 %%a9, %%a9, %%a7;\n");
    if (pred)
        P("  selp.b32 %%a8, 7, 9, %%p2;\n  xor.b32 %%a9, %%a9, %%a8;\n");
    if (shape)
        P("  add.s32 %%a9, %%a9, 1;\n");
    P("  st.param.b32 [r], %%a9;\n  ret;\n"
      "DONE:\n  ld.param.b32 %%a9, [n];\n  st.param.b32 [r], %%a9;\n  ret;\n}\n");
    /* depth n of thread t: (t * 0x9e3779b1 >> 27) % 13, or deep for
       thread deep_tid; threads t % 7 == 3 leave before any call */
    P(".visible .entry k(.param .u64 out, .param .u32 cnt, .param .u32 deep_tid,\n"
      "                  .param .u32 deep)\n{\n"
      "  .reg .pred %%q<3>;\n  .reg .b32 %%t<12>;\n  .reg .b64 %%d<4>;\n"
      "  ld.param.u64 %%d1, [out];\n  ld.param.u32 %%t1, [cnt];\n"
      "  mov.u32 %%t2, %%ctaid.x;\n  mov.u32 %%t3, %%ntid.x;\n  mov.u32 %%t4, %%tid.x;\n"
      "  mad.lo.u32 %%t5, %%t2, %%t3, %%t4;\n"
      "  setp.ge.u32 %%q1, %%t5, %%t1;\n  @%%q1 bra END;\n"
      "  cvta.to.global.u64 %%d1, %%d1;\n  mul.wide.u32 %%d2, %%t5, 4;\n"
      "  add.s64 %%d2, %%d1, %%d2;\n"
      "  rem.u32 %%t6, %%t5, 7;\n  setp.eq.u32 %%q2, %%t6, 3;\n"
      "  @%%q2 st.global.u32 [%%d2], 57005;\n  @%%q2 bra END;\n"
      "  mul.lo.u32 %%t7, %%t5, -1640531535;\n  shr.u32 %%t7, %%t7, 27;\n"
      "  rem.u32 %%t7, %%t7, 13;\n"
      "  ld.param.u32 %%t8, [deep_tid];\n  setp.eq.u32 %%q1, %%t5, %%t8;\n"
      "  ld.param.u32 %%t9, [deep];\n  @%%q1 mov.u32 %%t7, %%t9;\n"
      "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %%t7;\n"
      "    call (y), f, (x); ld.param.b32 %%t10, [y]; }\n"
      "  st.global.u32 [%%d2], %%t10;\n"
      "END:\n  ret;\n}\n");
#undef P
    return n;
}

static uint32_t fr_f(uint32_t n, uint32_t k, int wide, int pred, int shape)
{
    uint32_t r, i;
    if (n < (shape ? 1u : 2u))
        return n;
    r = fr_f(n - 1, k, wide, pred, shape) + (shape ? 0 : fr_f(n - 2, k, wide, pred, shape));
    for (i = 0; i < k; i++)
        r ^= n * (2 * i + 3) + i;
    if (wide) {
        uint64_t w = (uint64_t)n * 65537u;
        r += (uint32_t)w + (uint32_t)(w >> 32);
    }
    if (pred)
        r ^= n > 5 ? 7u : 9u;
    return r + (shape ? 1u : 0u);
}

/* One form: blocks of 32, 45 and 70 threads (cnt leaving the last
   lanes of the last block out), one worker and three. */
static void fr_form(pv_test *t, uint32_t k, int wide, int pred, int shape)
{
    static const uint32_t blocks[] = {32, 45, 70};
    static char src[4096];
    uint32_t got[4 * 70], b, th, i, cnt, nodeep = 0xffffffffu, zero = 0;
    size_t len = fr_ptx(src, sizeof src, k, wide, pred, shape);
    void *args[4];
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *kk;
    ptxvm_addr out;
    if (len >= sizeof src) {
        T_CHECK(t, 0, "k %u: PTX too long", k);
        return;
    }
    for (th = 1; th <= 3; th += 2) {
        test_config(&cfg, &a);
        cfg.threads = th;
        ptxvm_create(&cfg, &vm);
        if (ptxvm_module_load(vm, src, len, "frames.ptx", &m) != PTXVM_OK ||
            ptxvm_module_get_kernel(m, "k", &kk) != PTXVM_OK) {
            T_CHECK(t, 0, "k %u wide %d pred %d shape %d: %s", k, wide, pred, shape,
                    ptxvm_error_message(vm));
            ptxvm_destroy(vm);
            return;
        }
        ptxvm_mem_alloc(vm, sizeof got, &out);
        args[0] = &out;
        args[1] = &cnt;
        args[2] = &nodeep;
        args[3] = &zero;
        for (b = 0; b < sizeof blocks / sizeof *blocks; b++) {
            cnt = 4 * blocks[b] - (blocks[b] == 45 ? 11 : 0);
            memset(got, 0xee, sizeof got);
            ptxvm_memcpy_htod(vm, out, got, sizeof got);
            T_CHECK(t, ob_launch_k(kk, 4, 1, blocks[b], 0, args) == PTXVM_OK,
                    "k %u wide %d pred %d block %u: %s", k, wide, pred, blocks[b],
                    ptxvm_error_message(vm));
            ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
            for (i = 0; i < 4 * blocks[b]; i++) {
                uint32_t want = i >= cnt ? 0xeeeeeeeeu
                              : i % 7 == 3 ? 57005u
                              : fr_f(((i * 0x9e3779b1u) >> 27) % 13u, k, wide, pred, shape);
                if (got[i] != want)
                    break;
            }
            T_CHECK(t, i == 4 * blocks[b], "k %u wide %d pred %d shape %d, %u workers, blocks of "
                    "%u: thread %u gave %#x", k, wide, pred, shape, th, blocks[b], i,
                    i < 4 * blocks[b] ? got[i] : 0);
        }
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    }
}

/* One lane recursing past a small stack while the others return: the
   fault names that lane's thread and says why. */
static void fr_overflow(pv_test *t, uint32_t k, int wide)
{
    static char src[4096];
    size_t len = fr_ptx(src, sizeof src, k, wide, 0, 1);
    uint32_t cnt = 64, deep_tid = 46, deep = 400;
    void *args[4];
    ptxvm_addr out;
    ptxvm_result r;
    ob_vm v;
    if (!ob_open(t, &v, src, len, "frames.ptx", "k", 0, "overflow load"))
        return;
    T_CHECK(t, ptxvm_set_limit(v.vm, PTXVM_LIMIT_STACK_SIZE, 1024) == PTXVM_OK, "limit");
    out = ob_out(&v, 64 * 4);
    args[0] = &out;
    args[1] = &cnt;
    args[2] = &deep_tid;
    args[3] = &deep;
    r = ob_launch_k(v.k, 1, 1, 64, 0, args);
    T_CHECK(t, ob_fault_of(v.vm, r, deep_tid, "stack overflow"), "k %u wide %d: %s: %s",
            k, wide, ptxvm_result_name(r), ptxvm_error_message(v.vm));
    ob_close(t, &v, "overflow");
}

void unit_call_frames(pv_test *t)
{
    uint32_t k;
    int shape;
    for (k = 0; k < FR_MAXK; k++) {
        for (shape = 0; shape < 2; shape++) {
            fr_form(t, k, 0, 0, shape);
            fr_form(t, k, 1, 0, shape);
            fr_form(t, k, 0, 1, shape);
        }
    }
    fr_overflow(t, 1, 0);
    fr_overflow(t, 1, 1);
}
