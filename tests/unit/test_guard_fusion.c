/* The guard-chain fusions (src/peephole_guard.c): a chain of setp and
   or.pred/and.pred over every integer comparison, with a move between a
   setp and its or, an or of a predicate with itself, an and writing the
   setp's own predicate, and constants moved into the next instruction's
   operand, runs fused and with PTXVM_FLAG_NO_FUSION on a full warp and
   two partial ones. Every predicate (the setps' too) and value must be
   what a C model gives, and the disassembly must show what fused and
   what must not have. A divergent loop closed by setp and bra, a branch
   on a negated predicate and the run of parameter loads fuse too.

   The range tests (src/peephole_pred.c): setp pairs on one register
   joined by or.pred/and.pred and chained, with a move between two links
   and the register as either operand, an and.pred of a range with
   another predicate, and not.pred before the branch it guards, become
   SETP2_OR32/SETP2_AND32 and a negated guard; a predicate read once more
   elsewhere, two comparisons of different registers and a not.pred read
   twice stay as they were. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define GT 96            /* threads: a full warp, then 31 lanes and 8 */
#define GW 26            /* words per thread */
#define LIM 100

static const char guard_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry g(.param .u64 out, .param .u32 lim)\n{\n"
    "  .reg .pred %p<26>;\n  .reg .b32 %r<40>;\n  .reg .f32 %f<8>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r3, [lim];\n"
    "  mov.u32 %r1, %tid.x;\n"
    "  mad.lo.s32 %r2, %r1, 37, -900;\n  xor.b32 %r4, %r1, 5;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    /* the body runs where tid < 72 and tid != 35 */
    "  setp.lt.u32 %p20, %r1, 72;\n  setp.ne.u32 %p21, %r1, 35;\n"
    "  and.pred %p22, %p20, %p21;\n  @!%p22 bra SKIP;\n"
    "  setp.eq.s32 %p1, %r2, %r3;\n"
    "  setp.ne.s32 %p2, %r4, 7;\n  or.pred %p3, %p2, %p1;\n"
    "  setp.lt.s32 %p4, %r2, %r3;\n  and.pred %p5, %p3, %p4;\n"
    "  setp.le.s32 %p6, %r2, -200;\n  mov.u32 %r10, 77;\n  or.pred %p7, %p6, %p5;\n"
    "  setp.gt.s32 %p8, %r2, 300;\n  or.pred %p9, %p8, %p8;\n"
    "  setp.ge.s32 %p10, %r4, 20;\n  and.pred %p10, %p10, %p9;\n"
    "  setp.lo.u32 %p11, %r2, %r3;\n  or.pred %p12, %p11, %p10;\n"
    "  setp.ls.u32 %p13, %r4, 13;\n  and.pred %p14, %p12, %p13;\n"
    "  setp.hi.u32 %p15, %r2, 1000;\n  or.pred %p16, %p15, %p14;\n"
    "  setp.hs.u32 %p17, %r4, 30;\n  or.pred %p18, %p17, %p16;\n"
    "  mov.u32 %r11, 5;\n  sub.s32 %r12, %r11, %r2;\n"
    "  cvt.rn.f32.s32 %f2, %r2;\n  mov.f32 %f3, 0f3F800000;\n"
    "  fma.rn.f32 %f4, %f2, %f2, %f3;\n  mov.b32 %r16, %f4;\n"
    "  mov.u32 %r13, 9;\n  add.s32 %r14, %r13, %r13;\n"
    "  mov.u32 %r15, 250;\n  setp.gt.s32 %p19, %r2, %r15;\n"
    "  selp.u32 %r20, 1, 0, %p1;\n  st.global.u32 [%rd3], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p2;\n  st.global.u32 [%rd3+384], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p3;\n  st.global.u32 [%rd3+768], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p4;\n  st.global.u32 [%rd3+1152], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p5;\n  st.global.u32 [%rd3+1536], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p6;\n  st.global.u32 [%rd3+1920], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p7;\n  st.global.u32 [%rd3+2304], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p8;\n  st.global.u32 [%rd3+2688], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p9;\n  st.global.u32 [%rd3+3072], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p10;\n  st.global.u32 [%rd3+3456], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p11;\n  st.global.u32 [%rd3+3840], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p12;\n  st.global.u32 [%rd3+4224], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p13;\n  st.global.u32 [%rd3+4608], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p14;\n  st.global.u32 [%rd3+4992], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p15;\n  st.global.u32 [%rd3+5376], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p16;\n  st.global.u32 [%rd3+5760], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p17;\n  st.global.u32 [%rd3+6144], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p18;\n  st.global.u32 [%rd3+6528], %r20;\n"
    "  selp.u32 %r20, 1, 0, %p19;\n  st.global.u32 [%rd3+6912], %r20;\n"
    "  st.global.u32 [%rd3+7296], %r10;\n  st.global.u32 [%rd3+7680], %r12;\n"
    "  st.global.u32 [%rd3+8064], %r16;\n  st.global.u32 [%rd3+8448], %r14;\n"
    "  selp.u32 %r20, 1, 0, %p22;\n  st.global.u32 [%rd3+8832], %r20;\n"
    /* a loop of 6 - tid % 4 steps closed by setp and bra; a branch on
       the negated predicate taken by thread 12 alone */
    "  mov.u32 %r30, 0;\n  and.b32 %r31, %r1, 3;\n"
    "LOOP:\n  add.s32 %r30, %r30, 3;\n  add.s32 %r31, %r31, 1;\n"
    "  setp.lt.u32 %p23, %r31, 6;\n  @%p23 bra LOOP;\n"
    "  mov.u32 %r32, 1;\n  setp.ne.s32 %p24, %r4, 9;\n  @!%p24 bra NINE;\n"
    "  mov.u32 %r32, 2;\n"
    "NINE:\n  st.global.u32 [%rd3+9216], %r30;\n  st.global.u32 [%rd3+9600], %r32;\n"
    "SKIP:\n  ret;\n}\n";

static void model(uint32_t *want)
{
    uint32_t t;
    for (t = 0; t < GW * GT; t++)
        want[t] = 0xeeeeeeeeu;
    for (t = 0; t < GT; t++) {
        int32_t s2 = (int32_t)(t * 37u) - 900;
        uint32_t u2 = (uint32_t)s2, r4 = t ^ 5u, p[24];
        float f2 = (float)s2, f4;
        if (!(t < 72 && t != 35))
            continue;
        p[1] = s2 == LIM;
        p[2] = r4 != 7;
        p[3] = p[2] | p[1];
        p[4] = s2 < LIM;
        p[5] = p[3] & p[4];
        p[6] = s2 <= -200;
        p[7] = p[6] | p[5];
        p[8] = s2 > 300;
        p[9] = p[8];
        p[10] = ((int32_t)r4 >= 20) & p[9];
        p[11] = u2 < LIM;
        p[12] = p[11] | p[10];
        p[13] = r4 <= 13;
        p[14] = p[12] & p[13];
        p[15] = u2 > 1000;
        p[16] = p[15] | p[14];
        p[17] = r4 >= 30;
        p[18] = p[17] | p[16];
        p[19] = s2 > 250;
        p[22] = 1;
        {
            uint32_t j;
            for (j = 1; j <= 19; j++)
                want[(j - 1) * GT + t] = p[j];
        }
        want[19 * GT + t] = 77;
        want[20 * GT + t] = (uint32_t)(5 - s2);
        f4 = f2 * f2 + 1.0f;    /* exact: |s2| < 2^12, so f2^2 < 2^24 */
        memcpy(&want[21 * GT + t], &f4, 4);
        want[22 * GT + t] = 18;
        want[23 * GT + t] = p[22];
        want[24 * GT + t] = 3 * (6 - (t & 3));
        want[25 * GT + t] = t == 12 ? 1 : 2;
    }
}

static void guard_mode(pv_test *t, uint32_t flags)
{
    ob_vm r;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_addr out;
    static uint32_t got[GW * GT], want[GW * GT];
    uint32_t lim = LIM, i;
    void *args[2];
    char *dis;
    const char *mode = flags ? "unfused" : "fused";
    if (!ob_open(t, &r, guard_ptx, sizeof guard_ptx - 1, "guard.ptx", "g", flags, mode))
        return;
    vm = r.vm;
    k = r.k;
    out = ob_fill(&r, sizeof got, 0xee);
    args[0] = &out;
    args[1] = &lim;
    T_CHECK(t, ob_launch(&r, 1, 1, GT, 0, args) == PTXVM_OK, "%s launch: %s", mode,
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    model(want);
    for (i = 0; i < GW * GT; i++)
        T_CHECK(t, got[i] == want[i], "%s: word %u of thread %u: 0x%x, want 0x%x", mode,
                i / GT, i % GT, got[i], want[i]);
    dis = ob_listing(k);
    if (flags) {
        T_CHECK(t, ob_count(dis, "SETP_OR32") + ob_count(dis, "SETP_AND32") +
                           ob_count(dis, "SETP_BRA32") + ob_count(dis, "LD_PARAMS") +
                           ob_count(dis, "SETP2_") == 0,
                "unfused: a fused setp\n%s", dis);
    } else {
        /* or: p3 p7 p9 p12 p16 p18; and: p5 p10 p14 and the body's gate
           p22; the setp of p1 is followed by another setp */
        T_CHECK(t, ob_count(dis, "SETP_OR32") == 6, "fused: %d SETP_OR32, want 6\n%s",
                ob_count(dis, "SETP_OR32"), dis);
        T_CHECK(t, ob_count(dis, "SETP_AND32") == 3, "fused: %d SETP_AND32, want 3\n%s",
                ob_count(dis, "SETP_AND32"), dis);
        T_CHECK(t, strstr(dis, "SETP2_AND32    d=%p22 a=%r1 b=#72 c=#35 x=_ k=0x106") != NULL,
                "fused: the gate's range\n%s", dis);
        T_CHECK(t, strstr(dis, "d=%p1 a=%r2 b=%r3 k=eq") != NULL, "fused: p1's setp\n%s", dis);
        /* constants moved into the next instruction */
        T_CHECK(t, strstr(dis, "SUB_I32        d=%r12 a=#5 b=%r2") != NULL,
                "fused: the sub's constant\n%s", dis);
        T_CHECK(t, strstr(dis, "c=#0x3f800000") != NULL, "fused: the fma's constant\n%s", dis);
        T_CHECK(t, strstr(dis, "d=%p19 a=%r2 b=#250") != NULL, "fused: the setp's constant\n%s",
                dis);
        /* r13 is written once and read only by the add: both operands
           read the constant (src/peephole_copy.c) */
        T_CHECK(t, ob_count(dis, "MOV32          d=%r13") == 0 &&
                       strstr(dis, "ADD_I32        d=%r14 a=#9 b=#9") != NULL,
                "fused: r13's move folded\n%s", dis);
        /* the loop's setp and bra, the negated branch; the two parameter
           loads; the gate's bra reads an and.pred, not a setp */
        T_CHECK(t, strstr(dis, "SETP_BRA32     d=%p23 a=%r31 b=#6 k=lo x=->") != NULL &&
                       strstr(dis, "SETP_BRA32     d=%p24 a=%r4 b=#9 k=ne x=->") != NULL &&
                       strstr(dis, "c=1") != NULL,
                "fused: the branches' setps\n%s", dis);
        T_CHECK(t, ob_count(dis, "SETP_BRA32") == 2, "fused: %d SETP_BRA32, want 2\n%s",
                ob_count(dis, "SETP_BRA32"), dis);
        T_CHECK(t, strstr(dis, "LD_PARAMS      d=%rd1 x=+0 k=u64.wide.preload c=2") != NULL,
                "fused: the parameter loads\n%s", dis);
    }
    free(dis);
    ob_close(t, &r, mode);
}

#define RT 96             /* threads; those from 70 on leave at once */
#define RW 10             /* words per thread */
#define RLO 3
#define RHI 9

static const char range_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry r(.param .u64 out, .param .u32 lo, .param .u32 hi)\n{\n"
    "  .reg .pred %p<30>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r2, [lo];\n  ld.param.u32 %r3, [hi];\n"
    "  mov.u32 %r1, %tid.x;\n  setp.ge.u32 %p29, %r1, 70;\n  @%p29 bra END;\n"
    "  and.b32 %r6, %r1, 15;\n  add.s32 %r4, %r6, -4;\n  shr.u32 %r5, %r1, 4;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  mov.u32 %r20, 0;\n  mov.u32 %r23, 5;\n  mov.u32 %r24, 1;\n"
    /* a tile's halo: x < lo || x >u hi || y <= lo || hi < y */
    "  setp.lt.s32 %p1, %r4, %r2;\n  setp.hi.u32 %p2, %r4, %r3;\n  or.pred %p3, %p1, %p2;\n"
    "  setp.le.s32 %p4, %r5, %r2;\n  or.pred %p5, %p4, %p3;\n"
    "  setp.lt.s32 %p6, %r3, %r5;\n  mov.u32 %r21, 7;\n  or.pred %p7, %p6, %p5;\n"
    "  @%p7 bra SKIP1;\n  add.s32 %r20, %r4, %r5;\n"
    "SKIP1:\n"
    /* a DP row's edge: q && lo <= x && x <=u hi, negated, guarding a bra */
    "  setp.ne.s32 %p8, %r5, 2;\n"
    "  setp.ge.s32 %p9, %r4, %r2;\n  setp.ls.u32 %p10, %r4, %r3;\n  and.pred %p11, %p9, %p10;\n"
    "  and.pred %p12, %p8, %p11;\n  not.pred %p13, %p12;\n  @%p13 bra SKIP2;\n"
    "  add.s32 %r23, %r4, 100;\n"
    "SKIP2:\n"
    /* no fusion: p14 is read again; p17 is read twice; p18 and p19
       compare different registers */
    "  setp.lt.s32 %p14, %r4, 3;\n  setp.gt.s32 %p15, %r4, 6;\n  or.pred %p16, %p14, %p15;\n"
    "  not.pred %p17, %p16;\n  @%p17 bra SKIP3;\n  mov.u32 %r24, 2;\n"
    "SKIP3:\n"
    "  setp.lt.s32 %p18, %r4, 5;\n  setp.lt.s32 %p19, %r5, 2;\n  and.pred %p20, %p18, %p19;\n"
    "  st.global.u32 [%rd3], %r20;\n"
    "  selp.u32 %r22, 1, 0, %p7;\n  st.global.u32 [%rd3+384], %r22;\n"
    "  st.global.u32 [%rd3+768], %r21;\n  st.global.u32 [%rd3+1152], %r23;\n"
    "  selp.u32 %r22, 1, 0, %p12;\n  st.global.u32 [%rd3+1536], %r22;\n"
    "  selp.u32 %r22, 1, 0, %p14;\n  st.global.u32 [%rd3+1920], %r22;\n"
    "  selp.u32 %r22, 1, 0, %p16;\n  st.global.u32 [%rd3+2304], %r22;\n"
    "  st.global.u32 [%rd3+2688], %r24;\n"
    "  selp.u32 %r22, 1, 0, %p17;\n  st.global.u32 [%rd3+3072], %r22;\n"
    "  selp.u32 %r22, 1, 0, %p20;\n  st.global.u32 [%rd3+3456], %r22;\n"
    "END:\n  ret;\n}\n";

static void range_model(uint32_t *want)
{
    uint32_t t, w;
    for (t = 0; t < RW * RT; t++)
        want[t] = 0xeeeeeeeeu;
    for (t = 0; t < 70; t++) {
        int32_t x = (int32_t)(t & 15) - 4, y = (int32_t)(t >> 4);
        uint32_t v[RW], p7, p12, p14, p16;
        p7 = x < RLO || (uint32_t)x > RHI || y <= RLO || RHI < y;
        p12 = y != 2 && x >= RLO && (uint32_t)x <= RHI;
        p14 = x < 3;
        p16 = p14 || x > 6;
        v[0] = p7 ? 0 : (uint32_t)(x + y);
        v[1] = p7;
        v[2] = 7;
        v[3] = p12 ? (uint32_t)(x + 100) : 5;
        v[4] = p12;
        v[5] = p14;
        v[6] = p16;
        v[7] = p16 ? 2 : 1;
        v[8] = !p16;
        v[9] = x < 5 && y < 2;
        for (w = 0; w < RW; w++)
            want[w * RT + t] = v[w];
    }
}

static void range_mode(pv_test *t, uint32_t flags)
{
    ob_vm r;
    ptxvm_vm *vm;
    ptxvm_addr out;
    static uint32_t got[RW * RT], want[RW * RT];
    uint32_t lo = RLO, hi = RHI, i;
    void *args[3];
    char *dis;
    const char *mode = flags ? "ranges unfused" : "ranges fused";
    if (!ob_open(t, &r, range_ptx, sizeof range_ptx - 1, "range.ptx", "r", flags, mode))
        return;
    vm = r.vm;
    out = ob_fill(&r, sizeof got, 0xee);
    args[0] = &out;
    args[1] = &lo;
    args[2] = &hi;
    T_CHECK(t, ob_launch(&r, 1, 1, RT, 0, args) == PTXVM_OK, "%s launch: %s", mode,
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    range_model(want);
    for (i = 0; i < RW * RT; i++)
        T_CHECK(t, got[i] == want[i], "%s: word %u of thread %u: 0x%x, want 0x%x", mode,
                i / RT, i % RT, got[i], want[i]);
    dis = ob_listing(r.k);
    if (flags) {
        T_CHECK(t, ob_count(dis, "SETP2_") == 0 && ob_count(dis, "NOT_P") == 2,
                "%s: a fused range or not.pred\n%s", mode, dis);
    } else {
        /* x < lo || x >u hi; then y <= lo || y > hi (hi < y swapped)
           after the halo's first half, the move first */
        T_CHECK(t, strstr(dis, "SETP2_OR32     d=%p3 a=%r4 b=%r2 c=%r3 x=_ k=0x802") != NULL,
                "%s: x's range\n%s", mode, dis);
        T_CHECK(t, strstr(dis, "MOV32          d=%r21 a=#7   // line 29\n"
                               "   14: SETP2_OR32     d=%p7 a=%r5 b=%r2 c=%r3 x=%p3 k=0x403")
                       != NULL,
                "%s: y's range after the move\n%s", mode, dis);
        /* lo <= x && x <=u hi, and'd with p8; the branch on !p12 */
        T_CHECK(t, strstr(dis, "SETP2_AND32    d=%p12 a=%r4 b=%r2 c=%r3 x=%p8 k=0x705") != NULL,
                "%s: the edge's range and p8\n%s", mode, dis);
        T_CHECK(t, strstr(dis, "@!%p12 BRA") != NULL && ob_count(dis, "NOT_P") == 1 &&
                       strstr(dis, "NOT_P          d=%p17 a=%p16") != NULL,
                "%s: not.pred into the branch's guard once\n%s", mode, dis);
        T_CHECK(t, ob_count(dis, "SETP2_") == 3, "%s: %d SETP2, want 3\n%s", mode,
                ob_count(dis, "SETP2_"), dis);
        T_CHECK(t, strstr(dis, "SETP_OR32      d=%p16 a=%r4 b=#6 k=gt x=%p15 c=%p14") != NULL &&
                       strstr(dis, "SETP_AND32     d=%p20 a=%r5 b=#2 k=lt x=%p19 c=%p18") != NULL,
                "%s: the chains that must stay\n%s", mode, dis);
    }
    free(dis);
    ob_close(t, &r, mode);
}

void unit_guard_fusion(pv_test *t)
{
    if (test_begin(t, "guard_fusion: setp/or/and chains and constant moves, fused and unfused, "
                      "agree with C")) {
        guard_mode(t, 0);
        guard_mode(t, PTXVM_FLAG_NO_FUSION);
        test_end(t);
    }
    if (test_begin(t, "guard_fusion: range tests, their and with a predicate and not.pred "
                      "before a branch, fused and unfused, agree with C")) {
        range_mode(t, 0);
        range_mode(t, PTXVM_FLAG_NO_FUSION);
        test_end(t);
    }
}
