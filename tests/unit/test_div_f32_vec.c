/* div.rn.f32 on vectors (exec_float.h: the host's vector division, a
   NaN made canonical) against a C model: the host's scalar division,
   any NaN the canonical 0x7fffffff. Operands from a table of edges
   (zeros, subnormals, the largest and smallest normals, infinities,
   NaNs with payloads, values whose quotient overflows or underflows)
   and mixed values, lane by lane; full warps, a guard that turns lanes
   off (they keep their old value), a 45-thread block (an idle tail),
   fusion on and off, and the destination one of the operands. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

static const char dv_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry dv(.param .u64 out, .param .u64 in, .param .u32 cut)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<8>;\n  .reg .f32 %f<8>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.u32 %r1, [cut];\n"
    "  mov.u32 %r2, %tid.x;\n"
    "  mul.wide.u32 %rd3, %r2, 8;\n  add.s64 %rd3, %rd2, %rd3;\n"
    "  ld.global.f32 %f1, [%rd3];\n  ld.global.f32 %f2, [%rd3+4];\n"
    "  mov.b32 %f3, 7;\n  mov.f32 %f4, %f1;\n"
    "  setp.lt.u32 %p1, %r2, %r1;\n"
    "  @%p1 div.rn.f32 %f3, %f1, %f2;\n"
    "  @%p1 div.rn.f32 %f4, %f4, %f2;\n"           /* d = a */
    "  mul.wide.u32 %rd4, %r2, 8;\n  add.s64 %rd4, %rd1, %rd4;\n"
    "  st.global.f32 [%rd4], %f3;\n  st.global.f32 [%rd4+4], %f4;\n"
    "  ret;\n}\n";

static const uint32_t dv_edges[] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x00800000u,
    0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00001u,
    0x7f800001u, 0x7fbfffffu, 0x3f800000u, 0xbf800000u, 0x40400000u, 0x3eaaaaabu,
    0x00400000u, 0x4b000001u, 0x34000000u, 0x5f000000u, 0x20000000u, 0xc2f6e979u};
#define DV_NE (sizeof dv_edges / sizeof *dv_edges)

static uint32_t dv_model(uint32_t a, uint32_t b)
{
    float x, y, q;
    uint32_t r;
    memcpy(&x, &a, 4);
    memcpy(&y, &b, 4);
    q = x / y;
    memcpy(&r, &q, 4);
    return q != q ? 0x7fffffffu : r;
}

void unit_div_f32_vec(pv_test *t)
{
    static const uint32_t cuts[] = {64, 13, 0, 37};
    static const uint32_t flags[] = {0, PTXVM_FLAG_NO_FUSION};
    static const uint32_t blocks[] = {32, 45, 64};
    uint32_t in[64 * 2], got[64 * 2], cut, c, f, k, l, s;
    void *args[3];
    ob_vm r;
    ptxvm_addr out, inp;
    for (f = 0; f < 2; f++) {
        if (!ob_open(t, &r, dv_ptx, sizeof dv_ptx - 1, "div_f32_vec.ptx", "dv", flags[f],
                     "load"))
            return;
        out = ob_out(&r, sizeof got);
        inp = ob_out(&r, sizeof in);
        args[0] = &out;
        args[1] = &inp;
        args[2] = &cut;
        /* every edge pair, then mixed values, 64 lanes a round */
        for (s = 0; s < (DV_NE * DV_NE + 63u) / 64u + 4u; s++) {
            for (l = 0; l < 64; l++) {
                uint32_t i = s * 64u + l;
                if (i < DV_NE * DV_NE) {
                    in[2 * l] = dv_edges[i / DV_NE];
                    in[2 * l + 1] = dv_edges[i % DV_NE];
                } else {
                    in[2 * l] = i * 2654435761u;
                    in[2 * l + 1] = (i ^ 0x5bd1e995u) * 40503u + dv_edges[i % DV_NE];
                }
            }
            ptxvm_memcpy_htod(r.vm, inp, in, sizeof in);
            for (c = 0; c < sizeof cuts / sizeof *cuts; c++)
                for (k = 0; k < sizeof blocks / sizeof *blocks; k++) {
                    cut = cuts[c];
                    ob_rerun(t, &r, out, got, sizeof got, blocks[k], args);
                    for (l = 0; l < 64; l++) {
                        uint32_t w0, w1;
                        if (l >= blocks[k]) {
                            w0 = w1 = 0xeeeeeeeeu;
                        } else if (l < cut) {
                            w0 = w1 = dv_model(in[2 * l], in[2 * l + 1]);
                        } else {
                            w0 = 7;
                            w1 = in[2 * l];
                        }
                        if (got[2 * l] != w0 || got[2 * l + 1] != w1)
                            break;
                    }
                    T_CHECK(t, l == 64, "flags %#x, round %u, lanes below %u of %u: thread %u "
                            "gave %#x %#x for %#x / %#x", flags[f], s, cut, blocks[k], l,
                            l < 64 ? got[2 * l] : 0, l < 64 ? got[2 * l + 1] : 0,
                            l < 64 ? in[2 * l] : 0, l < 64 ? in[2 * l + 1] : 0);
                }
        }
        ob_close(t, &r, "div_f32_vec");
    }
}
