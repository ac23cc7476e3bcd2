/* One-word .shared accesses whose lanes step by one stride under any
   mask (src/sh32_affine.h, the affine path of src/exec_sh32.c) against
   the general LD and ST (PTXVM_FLAG_NO_FUSION): three blocks of two
   warps, each lane's word at tile + base + stride * lane + 128 * warp,
   thread k moved by delta, a load, a barrier, a store of the same word,
   then the tile dumped. Masks of a tile's inner lanes (two segments),
   runs, the first two lanes only, scattered lanes with the first two
   active, one lane; strides up, down, none, wide, misaligned and too
   wide to take; windows of 32 words at the tile's start, its last one,
   one word past it, half a word off and below .shared; a moved lane on
   or off the progression, active or idle, out of .shared; loads into
   their own address register. Fused on 3 workers, unfused on 1: the
   same words, or the same fault message (the load's line and the
   lowest bad thread). */
#include "../testlib.h"
#include "../support/param_runs.h"
#include "../support/sh32_kernel.h"

#define SA_T 64u                          /* threads a block */
#define SA_B 3u                           /* blocks */
#define SA_WORDS 1024u                    /* the tile: 4096 bytes */
#define SA_OUT (SA_T + SA_WORDS)          /* words a block writes */

static const sk_spec sa_spec = {
    "aff",
    ", .param .u32 mask, .param .u32 stride, .param .u32 base, .param .u32 k, .param .u32 delta, .param .u32 self",
    "  ld.param.u32 %r10, [mask];\n" "  ld.param.u32 %r11, [stride];\n"
    "  ld.param.u32 %r12, [base];\n" "  ld.param.u32 %r15, [k];\n"
    "  ld.param.u32 %r16, [delta];\n" "  ld.param.u32 %r17, [self];\n",
    3, 262144, "64",
    /* tile + base + stride * lane + 128 * warp, + delta at thread k */
    "  mad.lo.s32 %r6, %r19, %r11, %r2;\n"
    "  add.s32 %r6, %r6, %r12;\n"
    "  shl.b32 %r25, %r24, 7;\n"
    "  add.s32 %r6, %r6, %r25;\n"
    "  setp.eq.u32 %p3, %r1, %r15;\n"
    "  @%p3 add.s32 %r6, %r6, %r16;\n",
    57005, 3000, SA_OUT, 256,
};

void unit_sh32_affine(pv_test *t)
{
    /* a tile's inner lanes, the whole warp, the first two lanes, runs,
       scattered lanes from a pair, the ends, one lane */
    static const uint32_t masks[] = {0x7ffe7ffeu, 0x3ffc3ffcu, 0xffffffffu, 0x00000003u,
                                     0x00000006u, 0x0000ff00u, 0x7fffffffu, 0xfffffffeu,
                                     0x9234567bu, 0xc0000003u, 0x00010000u, 0x55555555u};
    static const uint32_t strides[] = {4u, 0u, 0u - 4u, 8u, 68u, 0u - 68u, 12u, 6u,
                                       1u << 26};
    /* the tile's start, a word on, the last window of 32 words, one word
       past it, the middle, half a word, below .shared */
    static const uint32_t bases[] = {0u, 4u, 3840u, 3844u, 2048u, 2u, 0u - 8u};
    /* thread k moved by delta: none, an active lane, an idle lane of the
       tile mask, the second warp's first pair */
    static const uint32_t ks[] = {99u, 5u, 15u, 33u};
    static const uint32_t deltas[] = {4u, 2u, 8192u, 0u - 4u};
    pr_pair s;
    char ptx[8192];
    size_t len;
    uint32_t p[6], i, j, b, c, e, self;
    if (!(len = sk_kernel(ptx, sizeof ptx, &sa_spec))) {
        T_CHECK(t, 0, "the kernel does not fit");
        return;
    }
    if (!pr_pair_open(t, &s, ptx, len, "aff.ptx", "aff",
                      (size_t)SA_B * SA_OUT * 4, 1))
        return;
    pr_pair_fused_sh32(t, &s, 3, 2);
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
                            if (!pr_pair_launch(&s, SA_B, SA_T, p, 6))
                                T_CHECK(t, s.bad > 4,
                                        "mask %#x stride %d base %d k %u delta %d self %u: %s",
                                        p[0], (int)p[1], (int)p[2], p[3], (int)p[4], p[5],
                                        s.why);
                        }
    T_CHECK(t, s.bad == 0, "%u of %u launches differ", s.bad, s.n);
    /* both kinds ran: clean launches and faults at the access */
    T_CHECK(t, s.faults > s.n / 8 && s.faults < s.n - s.n / 8, "%u faults in %u launches",
            s.faults, s.n);
    T_CHECK(t, s.n == 2 * 12 * 9 * 7 * (1 + 3 * 4), "%u launches", s.n);
    pr_pair_close(t, &s);
}
