/* Forms that once ran wrong or were refused: dynamic .shared after a
   static size that is not a multiple of 16, cvt into a wider register,
   kernel parameters loaded as vectors and through a register, isspacep of
   .const and parameter addresses, vector operands with sinks and
   constants. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

static const char edge_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".const .align 4 .u32 cv[2] = {5, 6};\n"
    ".extern .shared .align 16 .b8 dsh[];\n"
    ".visible .entry k(.param .u64 out, .param .align 8 .b8 s[8])\n{\n"
    "  .shared .align 4 .b8 st[100];\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    /* the last word of a 200-byte dynamic array after 100 static bytes */
    "  st.shared.u32 [dsh+196], %r1;\n  ld.shared.u32 %r2, [dsh+196];\n"
    /* cvt.s32.s64 into a 64-bit register: sign-extended */
    "  cvt.u64.u32 %rd2, %r1;\n  sub.s64 %rd2, 0, %rd2;\n  cvt.s32.s64 %rd3, %rd2;\n"
    "  cvt.u16.u32 %rd4, %r1;\n"
    /* kernel parameters: a vector load, and through a register */
    "  ld.param.v2.u32 {%r3, %r4}, [s];\n  mov.u64 %rd5, s;\n  ld.param.u32 %r5, [%rd5+4];\n"
    /* isspacep of a .const variable and of a parameter */
    "  mov.u64 %rd6, cv;\n  cvta.const.u64 %rd6, %rd6;\n  isspacep.const %p1, %rd6;\n"
    "  mov.u64 %rd7, out;\n  cvta.param.u64 %rd7, %rd7;\n  isspacep.global %p2, %rd7;\n"
    "  selp.u32 %r6, 1, 0, %p1;\n  selp.u32 %r7, 1, 0, %p2;\n"
    /* vector operands with a sink and constants */
    "  mul.wide.u32 %rd8, %r1, 64;\n  add.s64 %rd8, %rd1, %rd8;\n"
    "  st.global.v4.b32 [%rd8+48], {%r1, 7, %r1, 9};\n"
    "  ld.global.v4.u32 {%r8, _, %r9, _}, [%rd8+48];\n"
    "  st.global.v4.u32 [%rd8], {%r2, %r3, %r4, %r5};\n"
    "  st.global.v2.u64 [%rd8+16], {%rd3, %rd4};\n"
    "  st.global.v4.u32 [%rd8+32], {%r6, %r7, %r8, %r9};\n  ret;\n}\n";

/* Every CTA is its own one-CTA cluster. */
static const char cluster_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry k(.param .u64 out)\n{\n"
    "  .reg .b32 %r<14>;\n  .reg .b64 %rd<4>;\n  .reg .pred %p;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r8, %ctaid.x;\n  mov.u32 %r9, %ctaid.y;\n"
    "  mad.lo.u32 %r8, %r9, 3, %r8;\n  mul.wide.u32 %rd2, %r8, 32;\n  add.s64 %rd1, %rd1, %rd2;\n"
    "  mov.u32 %r1, %clusterid.x;\n  mov.u32 %r2, %clusterid.y;\n"
    "  mov.u32 %r3, %cluster_nctaid.x;\n  mov.u32 %r4, %cluster_ctarank;\n"
    "  mov.u32 %r5, %cluster_nctarank;\n  mov.pred %p, %is_explicit_cluster;\n"
    "  selp.u32 %r6, 1, 0, %p;\n  mov.u32 %r7, %nclusterid.x;\n"
    "  mov.u32 %r9, %cluster_ctaid.x;\n"
    /* the unused fourth components of the .v4 registers read 0 */
    "  mov.u32 %r10, %tid.w;\n  mov.u32 %r11, %ntid.w;\n  add.u32 %r9, %r9, %r10;\n"
    "  add.u32 %r9, %r9, %r11;\n  mov.u32 %r12, %ctaid.w;\n  mov.u32 %r13, %nctaid.a;\n"
    "  add.u32 %r9, %r9, %r12;\n  add.u32 %r9, %r9, %r13;\n"
    "  st.global.v4.u32 [%rd1], {%r1, %r2, %r3, %r4};\n"
    "  st.global.v4.u32 [%rd1+16], {%r5, %r6, %r7, %r9};\n  ret;\n}\n";

static void check_cluster(pv_test *t)
{
    ob_vm r;
    ptxvm_addr out;
    uint32_t g[8 * 6], i;
    void *args[1];
    if (!ob_open(t, &r, cluster_ptx, sizeof cluster_ptx - 1, "cl.ptx", "k", 0,
                 "cluster kernel"))
        return;
    out = ob_out(&r, sizeof g);
    args[0] = &out;
    T_CHECK(t, ob_launch(&r, 3, 2, 1, 0, args) == PTXVM_OK, "cluster launch: %s",
            ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, g, out, sizeof g);
    for (i = 0; i < 6; i++) {
        const uint32_t *o = g + 8 * i;
        T_CHECK(t, o[0] == i % 3 && o[1] == i / 3 && o[2] == 1 && o[3] == 0 &&
                   o[4] == 1 && o[5] == 0 && o[6] == 3 && o[7] == 0,
                "CTA %u's cluster registers: %u %u %u %u %u %u %u %u", i, o[0], o[1],
                o[2], o[3], o[4], o[5], o[6], o[7]);
    }
    ob_close(t, &r, "cluster");
}

/* Two half-warp groups with different member masks at one instruction:
   each reduces, votes and matches within its own half. */
static const char halves_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry k(.param .u64 out)\n{\n"
    "  .reg .b32 %r<9>;\n  .reg .b64 %rd<4>;\n  .reg .pred %p<3>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %laneid;\n  and.b32 %r2, %r1, 16;\n"
    "  mov.u32 %r3, 65535;\n  shl.b32 %r3, %r3, %r2;\n"
    "  redux.sync.add.s32 %r4, %r1, %r3;\n  setp.ne.u32 %p1, %r1, 3;\n"
    "  vote.sync.ballot.b32 %r5, %p1, %r3;\n  vote.sync.all.pred %p2, %p1, %r3;\n"
    "  selp.u32 %r6, 1, 0, %p2;\n  shr.u32 %r7, %r1, 4;\n"
    "  match.all.sync.b32 %r8, %r7, %r3;\n"
    "  mul.wide.u32 %rd2, %r1, 16;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.v4.u32 [%rd3], {%r4, %r5, %r6, %r8};\n  ret;\n}\n";

static void check_halves(pv_test *t)
{
    ob_vm r;
    ptxvm_addr out;
    uint32_t g[4 * 32], i;
    void *args[1];
    if (!ob_open(t, &r, halves_ptx, sizeof halves_ptx - 1, "h.ptx", "k", 0, "halves"))
        return;
    out = ob_out(&r, sizeof g);
    args[0] = &out;
    T_CHECK(t, ob_launch(&r, 1, 1, 32, 0, args) == PTXVM_OK, "halves: %s",
            ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, g, out, sizeof g);
    for (i = 0; i < 32; i++) {
        uint32_t half = i < 16 ? 0x0000ffffu : 0xffff0000u;
        T_CHECK(t, g[4 * i] == (i < 16 ? 120u : 376u), "lane %u: redux %u", i, g[4 * i]);
        T_CHECK(t, g[4 * i + 1] == (half & ~8u), "lane %u: ballot %08x", i, g[4 * i + 1]);
        T_CHECK(t, g[4 * i + 2] == (i >= 16), "lane %u: vote.all %u", i, g[4 * i + 2]);
        T_CHECK(t, g[4 * i + 3] == half, "lane %u: match.all %08x", i, g[4 * i + 3]);
    }
    ob_close(t, &r, "halves");
}

void unit_exec_edge(pv_test *t)
{
    ob_vm e;
    ptxvm_addr out;
    uint32_t g[16 * 40], i, n = 40, sv[2] = {0x11223344u, 0xa5a5a5a5u};
    void *args[2];
    ptxvm_result r;
    if (!ob_open(t, &e, edge_ptx, sizeof edge_ptx - 1, "edge.ptx", "k", 0, "load"))
        return;
    out = ob_out(&e, sizeof g);
    args[0] = &out;
    args[1] = sv;
    r = ob_launch(&e, 1, 1, n, 200, args);
    T_CHECK(t, r == PTXVM_OK, "launch: %s", ptxvm_error_message(e.vm));
    ptxvm_memcpy_dtoh(e.vm, g, out, sizeof g);
    for (i = 0; i < n && r == PTXVM_OK; i++) {
        const uint32_t *o = g + 16 * i;
        uint64_t s64 = (uint64_t)o[4] | (uint64_t)o[5] << 32;
        uint64_t u16 = (uint64_t)o[6] | (uint64_t)o[7] << 32;
        T_CHECK(t, o[0] == n - 1 || o[0] < n, "dynamic shared word: %u", o[0]);
        T_CHECK(t, o[1] == sv[0] && o[2] == sv[1] && o[3] == sv[1],
                "parameters %08x %08x %08x", o[1], o[2], o[3]);
        T_CHECK(t, s64 == (uint64_t)-(int64_t)i, "cvt.s32.s64 of -%u: %016llx", i,
                (unsigned long long)s64);
        T_CHECK(t, u16 == i, "cvt.u16.u32 into 64 bits: %016llx", (unsigned long long)u16);
        T_CHECK(t, o[8] == 1 && o[9] == 1, "isspacep const %u, global(param) %u", o[8],
                o[9]);
        T_CHECK(t, o[10] == i && o[11] == i && o[12] == i && o[13] == 7 &&
                   o[14] == i && o[15] == 9,
                "vector with sinks and constants: %u %u | %u %u %u %u", o[10], o[11],
                o[12], o[13], o[14], o[15]);
    }
    ob_close(t, &e, "edge");
    check_cluster(t);
    check_halves(t);
}
