/* bfi.b32 with a position and length the same in every lane (a literal
   pair, as nvcc writes it, or one parameter for all threads: the
   whole-warp path of src/bfi_warp.h) and with both varying by lane (the
   per-lane path), against a C model of the ISA's rule: positions past 31
   insert nothing, lengths are cut at bit 31, only the low 8 bits of each
   count. Full warps, a guard that turns lanes off (they keep their old
   value), a 45-thread block (an idle tail), fusion on and off. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

static const char bfi_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry bf(.param .u64 out, .param .u32 pos, .param .u32 len,\n"
    "                   .param .u32 cut)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r1, [pos];\n"
    "  ld.param.u32 %r2, [len];\n  ld.param.u32 %r3, [cut];\n"
    "  mov.u32 %r4, %tid.x;\n"
    "  mul.lo.u32 %r5, %r4, -1640531535;\n"       /* a: a value per lane */
    "  xor.b32 %r6, %r5, 0x5a5a5a5a;\n"            /* b */
    "  mov.u32 %r7, 7;\n  mov.u32 %r8, 7;\n  mov.u32 %r9, 7;\n"
    "  mad.lo.u32 %r10, %r4, 5, %r1;\n"            /* a position per lane */
    "  mad.lo.u32 %r11, %r4, 3, %r2;\n"            /* a length per lane */
    "  setp.lt.u32 %p1, %r4, %r3;\n"
    "  @%p1 bfi.b32 %r7, %r5, %r6, %r1, %r2;\n"    /* uniform registers */
    "  @%p1 bfi.b32 %r8, %r5, %r6, 6, 26;\n"       /* literals */
    "  @%p1 bfi.b32 %r9, %r5, %r6, %r10, %r11;\n"  /* per lane */
    "  mul.wide.u32 %rd2, %r4, 12;\n  add.s64 %rd2, %rd1, %rd2;\n"
    "  st.global.u32 [%rd2], %r7;\n  st.global.u32 [%rd2+4], %r8;\n"
    "  st.global.u32 [%rd2+8], %r9;\n"
    "  ret;\n}\n";

static uint32_t model_bfi(uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    uint32_t pos = c & 0xffu, len = d & 0xffu, n, mask;
    if (pos > 31)
        return b;
    n = len < 32 - pos ? len : 32 - pos;
    if (!n)
        return b;
    mask = (n == 32 ? 0xffffffffu : (1u << n) - 1u) << pos;
    return (b & ~mask) | ((a << pos) & mask);
}

void unit_bfi_uniform(pv_test *t)
{
    static const uint32_t pairs[][2] = {
        {0, 0}, {0, 1}, {0, 32}, {0, 33}, {6, 26}, {31, 1}, {31, 5}, {5, 27},
        {5, 28}, {16, 16}, {32, 4}, {40, 8}, {0x105, 3}, {3, 0x104}, {255, 255},
        {1, 31}, {17, 0}};
    static const uint32_t cuts[] = {64, 13, 0};
    static const uint32_t flags[] = {0, PTXVM_FLAG_NO_FUSION};
    static const uint32_t blocks[] = {32, 45, 64};
    uint32_t got[64 * 3], pos, len, cut, p, c, f, k, l;
    void *args[4];
    ob_vm r;
    ptxvm_addr out;
    for (f = 0; f < 2; f++) {
        if (!ob_open(t, &r, bfi_ptx, sizeof bfi_ptx - 1, "bfi_uniform.ptx", "bf", flags[f],
                     "load"))
            return;
        out = ob_out(&r, sizeof got);
        args[0] = &out;
        args[1] = &pos;
        args[2] = &len;
        args[3] = &cut;
        for (p = 0; p < sizeof pairs / sizeof *pairs; p++)
            for (c = 0; c < sizeof cuts / sizeof *cuts; c++)
                for (k = 0; k < sizeof blocks / sizeof *blocks; k++) {
                    pos = pairs[p][0];
                    len = pairs[p][1];
                    cut = cuts[c];
                    ob_rerun(t, &r, out, got, sizeof got, blocks[k], args);
                    for (l = 0; l < 64; l++) {
                        uint32_t a = l * 2654435761u, b = a ^ 0x5a5a5a5au, w[3];
                        if (l >= blocks[k]) {
                            w[0] = w[1] = w[2] = 0xeeeeeeeeu;
                        } else if (l < cut) {
                            w[0] = model_bfi(a, b, pos, len);
                            w[1] = model_bfi(a, b, 6, 26);
                            w[2] = model_bfi(a, b, l * 5 + pos, l * 3 + len);
                        } else {
                            w[0] = w[1] = w[2] = 7;
                        }
                        if (got[l * 3] != w[0] || got[l * 3 + 1] != w[1] ||
                            got[l * 3 + 2] != w[2])
                            break;
                    }
                    T_CHECK(t, l == 64, "flags %#x, pos %u len %u, lanes below %u of %u: "
                            "thread %u gave %#x %#x %#x", flags[f], pos, len, cut, blocks[k],
                            l, l < 64 ? got[l * 3] : 0, l < 64 ? got[l * 3 + 1] : 0,
                            l < 64 ? got[l * 3 + 2] : 0);
                }
        ob_close(t, &r, "bfi_uniform");
    }
}
