/* The AVX2 path of partial-warp one-word .shared accesses
   (src/sh32_avx2.c: lanes whose lowest two active step by a word, the
   warp's window of 32 words inside .shared, the progression test and
   the blend in one pass) against the same kernel on the portable copy
   of the dispatch loop (pv_run_set_portable: sh32_affine.h's passes)
   and against the general LD and ST (PTXVM_FLAG_NO_FUSION). Three blocks of two warps (64 threads) and
   of a warp and a half (48: the second warp's high half never runs);
   each lane's word at tile + base + stride * lane + 128 * warp, thread k
   moved by delta, a load, a barrier, a store of a new word at the same
   address, the tile dumped. Masks of a tile's inner lanes, runs, the
   low half, scattered lanes from an active pair, a pair idle first;
   strides of a word (and 8, 0, -4: the strided copy); windows at the
   tile's start, its last one, a word past it (the fallback near the
   end), misaligned, below .shared; a moved lane on or off the
   progression, active or idle, outside .shared; loads into their own
   address register. Fused AVX2 on 3 workers, fused portable on 3,
   unfused on 1: the same words, or the same fault message (the load's
   or store's line and the lowest bad thread). */
#include "../testlib.h"
#include "../support/param_runs.h"
#include "../support/sh32_kernel.h"

#define SV_T 64u                          /* threads a block, at most */
#define SV_B 3u                           /* blocks */
#define SV_WORDS 1024u                    /* the tile: 4096 bytes */
#define SV_OUT (SV_T + SV_WORDS)          /* words a block writes */

static const sk_spec sv_spec = {
    "sv",
    ", .param .u32 mask, .param .u32 stride, .param .u32 base, .param .u32 k, .param .u32 delta, .param .u32 self",
    "  ld.param.u32 %r10, [mask];\n" "  ld.param.u32 %r11, [stride];\n"
    "  ld.param.u32 %r12, [base];\n" "  ld.param.u32 %r15, [k];\n"
    "  ld.param.u32 %r16, [delta];\n" "  ld.param.u32 %r17, [self];\n",
    7, 327680, "%r26",
    /* tile + base + stride * lane + 128 * warp, + delta at thread k */
    "  mad.lo.s32 %r6, %r19, %r11, %r2;\n"
    "  add.s32 %r6, %r6, %r12;\n"
    "  shl.b32 %r25, %r24, 7;\n"
    "  add.s32 %r6, %r6, %r25;\n"
    "  setp.eq.u32 %p3, %r1, %r15;\n"
    "  @%p3 add.s32 %r6, %r6, %r16;\n",
    48879, 5000, SV_OUT, 256,
};

void unit_sh32_avx2(pv_test *t)
{
    /* a tile's inner lanes (two segments, and narrower), runs from lane
       0 and inside, the low half, scattered from a pair, the ends, the
       whole warp, a first pair idle (not this path) */
    static const uint32_t masks[] = {0x7ffe7ffeu, 0x3ffc3ffcu, 0x0000ffffu, 0x00000003u,
                                     0x0ff00000u, 0x7fffffffu, 0xfffffffeu, 0x9234567bu,
                                     0xc0000003u, 0xffffffffu, 0x55555555u, 0x80000001u};
    static const uint32_t strides[] = {4u, 8u, 0u, 0u - 4u};
    /* the tile's start, a word on, the last window, a word past it, the
       middle, half a word, below .shared */
    static const uint32_t bases[] = {0u, 4u, 3840u, 3844u, 2048u, 2u, 0u - 8u};
    /* thread k moved by delta: none, an active lane of the tile mask, an
       idle one, the second warp's first pair, its high half */
    static const uint32_t ks[] = {99u, 5u, 15u, 33u, 50u};
    static const uint32_t deltas[] = {4u, 0u - 4u, 1u, 8192u, 128u};
    static const uint32_t blocks[] = {64u, 48u};
    pr_pair s;
    char ptx[8192];
    size_t len;
    uint32_t p[6], i, j, b, c, e, self, bl;
    if (!(len = sk_kernel(ptx, sizeof ptx, &sv_spec))) {
        T_CHECK(t, 0, "the kernel does not fit");
        return;
    }
    if (!pr_pair_open(t, &s, ptx, len, "sv.ptx", "sv",
                      (size_t)SV_B * SV_OUT * 4, 2))
        return;
    pr_pair_fused_sh32(t, &s, 3, 2);
    for (bl = 0; bl < 2; bl++)
        for (self = 0; self < 2; self++)
            for (i = 0; i < sizeof masks / sizeof *masks; i++)
                for (j = 0; j < sizeof strides / sizeof *strides; j++)
                    for (b = 0; b < sizeof bases / sizeof *bases; b++)
                        for (c = 0; c < sizeof ks / sizeof *ks; c++)
                            for (e = 0; e < (c ? sizeof deltas / sizeof *deltas : 1u); e++) {
                                p[0] = masks[i];
                                p[1] = strides[j];
                                p[2] = bases[b];
                                p[3] = ks[c];
                                p[4] = deltas[e];
                                p[5] = self;
                                if (!pr_pair_launch(&s, SV_B, blocks[bl], p, 6))
                                    T_CHECK(t, s.bad > 4,
                                            "block %u mask %#x stride %d base %d k %u "
                                            "delta %d self %u: %s",
                                            blocks[bl], p[0], (int)p[1], (int)p[2], p[3],
                                            (int)p[4], p[5], s.why);
                            }
    T_CHECK(t, s.bad == 0, "%u of %u launches differ (AVX2 path %s)", s.bad, s.n,
            s.portable ? "not on this host or run" : "on");
    /* both kinds ran: clean launches and faults at the access */
    T_CHECK(t, s.faults > s.n / 8 && s.faults < s.n - s.n / 8, "%u faults in %u launches",
            s.faults, s.n);
    T_CHECK(t, s.n == 2 * 2 * 12 * 4 * 7 * (1 + 4 * 5), "%u launches", s.n);
    pr_pair_close(t, &s);
}
