/* popc, clz, brev and bfind (plain and .shiftamt, u32 and s32) of 32-bit
   lanes on AVX2 (src/bits_avx2.c: bx_bits32, which wl_bits32_op calls
   when the dispatch loop runs its AVX2 copy). Directly: every op over
   edge values (0, all ones, each power of two and its neighbours, the
   sign bit alone and cleared) and pseudo-random words, against a
   bit-by-bit C model of the ISA's definitions. In kernels: each op on a
   per-thread word (some negative, some 0) and on a word the whole warp
   shares (a member mask), under a per-lane guard, blocks of 64 and 45
   threads; fused on 3 workers on the AVX2 copy, on the portable copy
   (4-lane loops and the once-per-warp form) and unfused on 1 against
   each other and the model. */
#include "bits_avx2.h"
#include "bytecode.h"
#include "ops_int.h"
#include "../testlib.h"
#include "../support/param_runs.h"
#include <stdio.h>
#include <string.h>

#define BB_OPS 7u
#define BB_W (2u * BB_OPS)          /* words a thread writes */
#define BB_T 64u
#define BB_B 2u
#define BB_MARK 0xdeadbeefu         /* a guarded-off lane's word */

/* The ISA's definitions, one bit at a time. */
static uint32_t bb_model(unsigned op, uint32_t x)
{
    uint32_t r = 0, i;
    int hi = -1;
    switch (op) {
    case 0:                                     /* popc */
        for (i = 0; i < 32; i++)
            r += (x >> i) & 1u;
        return r;
    case 1:                                     /* clz */
        for (i = 0; i < 32 && !((x << i) & 0x80000000u); i++)
            r++;
        return r;
    case 2:                                     /* brev */
        for (i = 0; i < 32; i++)
            r |= ((x >> i) & 1u) << (31 - i);
        return r;
    default:
        break;
    }
    if ((op == 4 || op == 6) && (x & 0x80000000u))
        x = ~x;                                 /* s32: the highest 0 of a negative */
    for (i = 0; i < 32; i++)
        if ((x >> i) & 1u)
            hi = (int)i;
    if (hi < 0)
        return 0xffffffffu;
    return op <= 4 ? (uint32_t)hi : 31u - (uint32_t)hi;
}

static const char *const bb_ptx_op[BB_OPS] = {
    "popc.b32", "clz.b32", "brev.b32", "bfind.u32", "bfind.s32", "bfind.shiftamt.u32",
    "bfind.shiftamt.s32"};

/* out, a (mul), b (add), c (xor), g (the lanes that run the ops), u (the
   shared word) */
static size_t bb_build(char *p, size_t cap)
{
    size_t n = 0;
    unsigned i;
#define PUT(...) (n += (size_t)snprintf(p + n, n < cap ? cap - n : 0, __VA_ARGS__))
    PUT(".version 8.5\n.target sm_80\n.address_size 64\n"
        ".visible .entry bb(.param .u64 out, .param .u32 a, .param .u32 b, .param .u32 c,"
        " .param .u32 g, .param .u32 u)\n{\n"
        "  .reg .pred %%p<4>;\n  .reg .b32 %%r<64>;\n  .reg .b64 %%rd<8>;\n"
        "  ld.param.u64 %%rd1, [out];\n  ld.param.u32 %%r1, [a];\n  ld.param.u32 %%r2, [b];\n"
        "  ld.param.u32 %%r3, [c];\n  ld.param.u32 %%r4, [g];\n  ld.param.u32 %%r5, [u];\n"
        "  mov.u32 %%r6, %%tid.x;\n  mov.u32 %%r7, %%ctaid.x;\n  mov.u32 %%r8, %%ntid.x;\n"
        "  mad.lo.s32 %%r9, %%r7, %%r8, %%r6;\n"
        /* x = ((gid + 1) * a + b) >> (gid & 31) ^ c */
        "  add.u32 %%r10, %%r9, 1;\n  mad.lo.s32 %%r10, %%r10, %%r1, %%r2;\n"
        "  and.b32 %%r11, %%r9, 31;\n  shr.u32 %%r10, %%r10, %%r11;\n  xor.b32 %%r10, %%r10, %%r3;\n"
        "  and.b32 %%r12, %%r6, 31;\n  shr.u32 %%r12, %%r4, %%r12;\n  and.b32 %%r12, %%r12, 1;\n"
        "  setp.ne.u32 %%p1, %%r12, 0;\n");
    for (i = 0; i < BB_OPS; i++)
        PUT("  mov.u32 %%r%u, %u;\n  @%%p1 %s %%r%u, %%r10;\n"
            "  mov.u32 %%r%u, %u;\n  @%%p1 %s %%r%u, %%r5;\n",
            20 + i, BB_MARK, bb_ptx_op[i], 20 + i, 40 + i, BB_MARK, bb_ptx_op[i], 40 + i);
    PUT("  mul.wide.u32 %%rd2, %%r9, %u;\n  add.s64 %%rd2, %%rd1, %%rd2;\n", BB_W * 4);
    for (i = 0; i < BB_OPS; i++)
        PUT("  st.global.u32 [%%rd2+%u], %%r%u;\n  st.global.u32 [%%rd2+%u], %%r%u;\n",
            8 * i, 20 + i, 8 * i + 4, 40 + i);
    PUT("  ret;\n}\n");
#undef PUT
    return n;
}

static void bb_expect(uint32_t *want, uint32_t ntid, const uint32_t *p)
{
    uint32_t b, tid, i;
    memset(want, 0x5a, (size_t)BB_B * BB_T * BB_W * 4);
    for (b = 0; b < BB_B; b++)
        for (tid = 0; tid < ntid; tid++) {
            uint32_t gid = b * ntid + tid;
            uint32_t x = (((gid + 1u) * p[0] + p[1]) >> (gid & 31u)) ^ p[2];
            int on = (p[3] >> (tid & 31u)) & 1u;
            for (i = 0; i < BB_OPS; i++) {
                want[gid * BB_W + 2 * i] = on ? bb_model(i, x) : BB_MARK;
                want[gid * BB_W + 2 * i + 1] = on ? bb_model(i, p[4]) : BB_MARK;
            }
        }
}

static void bb_direct(pv_test *t)
{
#if BX_AVX2
    static const uint32_t aux[BB_OPS] = {PV_IO_POPC32, PV_IO_CLZ32, PV_IO_BREV32,
                                         PV_IO_BFIND_U32, PV_IO_BFIND_S32,
                                         PV_IO_BFIND_U32_SA, PV_IO_BFIND_S32_SA};
    uint32_t v[8 * PV_LANES], r[PV_LANES], n = 0, i, op, l, bad = 0, s = 12345u;
    if (!__builtin_cpu_supports("avx2"))
        return;                         /* the kernels below still run */
    v[n++] = 0;
    v[n++] = 0xffffffffu;
    v[n++] = 0x7fffffffu;
    for (i = 0; i < 32; i++) {
        v[n++] = 1u << i;
        v[n++] = (1u << i) - 1u;
        v[n++] = (1u << i) + 1u;
        v[n++] = ~(1u << i);
    }
    while (n < 8 * PV_LANES) {
        s = s * 1664525u + 1013904223u;
        v[n++] = s >> (s & 15u);
    }
    for (op = 0; op < BB_OPS; op++)
        for (i = 0; i < n; i += PV_LANES) {
            T_CHECK(t, bx_bits32(aux[op], r, v + i) == 1, "op %u not taken", op);
            for (l = 0; l < PV_LANES; l++)
                if (r[l] != bb_model(op, v[i + l]) && bad++ < 5)
                    T_CHECK(t, 0, "%s of %#x: %#x, the model's %#x", bb_ptx_op[op], v[i + l],
                            r[l], bb_model(op, v[i + l]));
        }
    T_CHECK(t, bad == 0, "%u words differ", bad);
    T_CHECK(t, bx_bits32(PV_IO_ABS32, r, v) == 0, "abs taken");
#else
    (void)t;
#endif
}

void unit_bits_avx2(pv_test *t)
{
    static const uint32_t seeds[][3] = {{2654435761u, 17u, 0u}, {40503u, 0u, 0xffffffffu},
                                        {1u, 0x80000000u, 0u}, {0x01000193u, 5u, 0x0f0f0f0fu},
                                        {0u, 0u, 0u}, {0u, 0u, 0x80000000u}};
    static const uint32_t guards[] = {0xffffffffu, 0x0000ffffu, 0x80000001u, 0x5a5a5a5au, 0u};
    static const uint32_t shared[] = {0u, 0xffffffffu, 0x80000000u, 0x00ff0000u, 1u};
    static const uint32_t blocks[] = {BB_T, 45u};
    static char src[16384];
    static uint32_t want[BB_B * BB_T * BB_W];
    size_t len = bb_build(src, sizeof src);
    pr_pair s;
    uint32_t p[5], si, gi, ui, bl, model_bad = 0;
    bb_direct(t);
    if (len >= sizeof src) {
        T_CHECK(t, 0, "kernel text too long");
        return;
    }
    if (!pr_pair_open(t, &s, src, len, "bb.ptx", "bb", sizeof want, 2))
        return;
    for (bl = 0; bl < 2; bl++)
        for (si = 0; si < sizeof seeds / sizeof *seeds; si++)
            for (gi = 0; gi < sizeof guards / sizeof *guards; gi++)
                for (ui = 0; ui < sizeof shared / sizeof *shared; ui++) {
                    memcpy(p, seeds[si], sizeof seeds[si]);
                    p[3] = guards[gi];
                    p[4] = shared[ui];
                    if (!pr_pair_launch(&s, BB_B, blocks[bl], p, 5))
                        T_CHECK(t, s.bad > 4, "block %u seed %u guard %#x shared %#x: %s",
                                blocks[bl], si, p[3], p[4], s.why);
                    bb_expect(want, blocks[bl], p);
                    if (s.msg[0][0] ||
                        memcmp(want, s.got, (size_t)BB_B * blocks[bl] * BB_W * 4) != 0) {
                        T_CHECK(t, model_bad > 4, "block %u seed %u guard %#x shared %#x: "
                                "not the model's words (%s)", blocks[bl], si, p[3], p[4],
                                s.msg[0]);
                        model_bad++;
                    }
                }
    T_CHECK(t, s.bad == 0, "%u of %u launches differ (AVX2 copy %s)", s.bad, s.n,
            s.portable ? "not on this host or run" : "on");
    T_CHECK(t, model_bad == 0, "%u of %u launches against the model", model_bad, s.n);
    T_CHECK(t, s.faults == 0, "%u faults", s.faults);
    pr_pair_close(t, &s);
}
