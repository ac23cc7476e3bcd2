/* The AVX2 forms of recursive functions' frames (src/frames_avx2.c: save
   lists of one to four words, frame rows from a vector pass, the stack
   and frame pointers and return PCs by blends) against the scalar loops
   they replace (fa_set_off(1)) and a C model: save lists of one to four
   words and five (the general copies), lanes at their own depths
   returning to different calls in one ret, blocks of 32, 45 and 70
   threads with lanes leaving before they call, one and three workers;
   one deep lane overflowing a small stack named at its thread, with the
   same message both ways. */
#include "../testlib.h"
#include "../support/one_block.h"
#include "../../src/fp_avx2.h"
#include <stdio.h>
#include <string.h>

/* two == 1: f(n) = n < 2 ? n : (f(n-1) + f(n-2)) ^ v0 ^ .. ^ v(k-1),
   keeping n, the first result and vi = n * (i + 5) + i across the calls
   (2 + k words with the return PC); two == 0: f(n) = n < 1 ? 0 :
   (f(n-1) ^ v0 ^ ..) + 3, n read again after the call (1 + k words).
   Thread t's n: (t * 0x9e3779b1 >> 26) % 12, or deep for thread
   deep_tid; threads t % 5 == 2 store 0xdead and leave first. */
static size_t fa_ptx(char *b, size_t cap, uint32_t k, int two)
{
    size_t n = 0;
    uint32_t i;
#define P(...) (n += (size_t)snprintf(b + n, n < cap ? cap - n : 0, __VA_ARGS__))
    P(".version 7.0\n.target sm_70\n.address_size 64\n"
      ".func (.param .b32 r) f(.param .b32 n)\n{\n"
      "  .reg .pred %%p<2>;\n  .reg .b32 %%a<10>;\n  .reg .b32 %%v<6>;\n"
      "  ld.param.b32 %%a1, [n];\n  setp.lt.u32 %%p1, %%a1, %u;\n  @%%p1 bra DONE;\n",
      two ? 2u : 1u);
    for (i = 0; i < k; i++)
        P("  mad.lo.u32 %%v%u, %%a1, %u, %u;\n", i, i + 5, i);
    P("  add.s32 %%a2, %%a1, -1;\n"
      "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %%a2;\n"
      "    call (y), f, (x); ld.param.b32 %%a3, [y]; }\n");
    if (two)
        P("  add.s32 %%a4, %%a1, -2;\n"
          "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %%a4;\n"
          "    call (y), f, (x); ld.param.b32 %%a5, [y]; }\n"
          "  add.s32 %%a9, %%a3, %%a5;\n");
    else
        P("  mov.b32 %%a9, %%a3;\n");
    for (i = 0; i < k; i++)
        P("  xor.b32 %%a9, %%a9, %%v%u;\n", i);
    if (!two)
        P("  add.s32 %%a9, %%a9, 3;\n");
    P("  st.param.b32 [r], %%a9;\n  ret;\n"
      "DONE:\n  ld.param.b32 %%a9, [n];\n  %sst.param.b32 [r], %%a9;\n  ret;\n}\n",
      two ? "" : "mov.b32 %a9, 0;\n  ");
    P(".visible .entry k(.param .u64 out, .param .u32 deep_tid, .param .u32 deep)\n{\n"
      "  .reg .pred %%q<3>;\n  .reg .b32 %%t<12>;\n  .reg .b64 %%d<4>;\n"
      "  ld.param.u64 %%d1, [out];\n"
      "  mov.u32 %%t2, %%ctaid.x;\n  mov.u32 %%t3, %%ntid.x;\n  mov.u32 %%t4, %%tid.x;\n"
      "  mad.lo.u32 %%t5, %%t2, %%t3, %%t4;\n"
      "  cvta.to.global.u64 %%d1, %%d1;\n  mul.wide.u32 %%d2, %%t5, 4;\n"
      "  add.s64 %%d2, %%d1, %%d2;\n"
      "  rem.u32 %%t6, %%t5, 5;\n  setp.eq.u32 %%q2, %%t6, 2;\n"
      "  @%%q2 st.global.u32 [%%d2], 57005;\n  @%%q2 bra END;\n"
      "  mul.lo.u32 %%t7, %%t5, -1640531535;\n  shr.u32 %%t7, %%t7, 26;\n"
      "  rem.u32 %%t7, %%t7, 12;\n"
      "  ld.param.u32 %%t8, [deep_tid];\n  setp.eq.u32 %%q1, %%t5, %%t8;\n"
      "  ld.param.u32 %%t9, [deep];\n  @%%q1 mov.u32 %%t7, %%t9;\n"
      "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %%t7;\n"
      "    call (y), f, (x); ld.param.b32 %%t10, [y]; }\n"
      "  st.global.u32 [%%d2], %%t10;\n"
      "END:\n  ret;\n}\n");
#undef P
    return n;
}

static uint32_t fa_f(uint32_t n, uint32_t k, int two)
{
    uint32_t r, i;
    if (n < (two ? 2u : 1u))
        return two ? n : 0u;
    r = fa_f(n - 1, k, two) + (two ? fa_f(n - 2, k, two) : 0u);
    for (i = 0; i < k; i++)
        r ^= n * (i + 5) + i;
    return r + (two ? 0u : 3u);
}

typedef struct fa_form_ctx {
    uint32_t k;
    int      two;
} fa_form_ctx;

/* Thread i's word: 57005 for every fifth thread that exits first, else
   f of its depth. */
static uint32_t fa_form_word(const void *ctx, uint32_t i, uint32_t block)
{
    const fa_form_ctx *c = (const fa_form_ctx *)ctx;
    (void)block;
    return i % 5 == 2 ? 57005u : fa_f(((i * 0x9e3779b1u) >> 26) % 12u, c->k, c->two);
}

/* Every block size and worker count for one form, fa_set_off(off). */
static void fa_form(pv_test *t, const char *src, size_t len, uint32_t k, int two, int off)
{
    uint32_t nodeep = 0xffffffffu, zero = 0;
    void *args[3];
    fa_form_ctx c;
    char what[64];
    c.k = k;
    c.two = two;
    args[1] = &nodeep;
    args[2] = &zero;
    snprintf(what, sizeof what, "k %u two %d off %d", k, two, off);
    ob_block_sweep(t, src, len, 3, args, fa_form_word, &c, what);
}

void unit_frames_avx2(pv_test *t)
{
    static char src[4096];
    char msg[2][512];
    uint32_t k;
    int two, off, offs = 1;
#if FA_AVX2
    offs = fa_avx2() ? 2 : 1;
#endif
    for (two = 0; two < 2; two++) {
        for (k = 0; k < 4; k++) {
            size_t len = fa_ptx(src, sizeof src, k, two);
            if (len >= sizeof src) {
                T_CHECK(t, 0, "k %u: PTX too long", k);
                return;
            }
            for (off = 0; off < offs; off++) {
#if FA_AVX2
                fa_set_off(off);
#endif
                fa_form(t, src, len, k, two, off);
                if (two && k == 1)
                    ob_stack_overflow(t, src, len, "frames_avx2.ptx", 41, msg[off],
                                      sizeof msg[off]);
            }
#if FA_AVX2
            fa_set_off(0);
#endif
            if (two && k == 1 && offs == 2)
                T_CHECK(t, !strcmp(msg[0], msg[1]), "overflow messages differ:\n%s\n%s",
                        msg[0], msg[1]);
        }
    }
}
