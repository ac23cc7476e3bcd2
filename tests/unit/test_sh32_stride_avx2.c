/* One-word .shared accesses in the AVX2 copy of the dispatch loop
   (src/sh32_avx2.c: whole warps by halves or on a progression, parts of
   a warp on a progression of any stride, a single lane) against the
   portable copy (pv_run_set_portable: exec_sh32.c's passes) and against
   the general LD and ST (PTXVM_FLAG_NO_FUSION). Blocks of two warps,
   of a warp and a half and of 16 threads (a wavefront's half warp);
   lane l's word at tile + base + stride * l + 128 * warp, the high half
   moved by hoff, thread k moved by delta, a load, a barrier, a store of
   a new word at the same address, the tile dumped. Masks: the whole
   warp, halves, prefixes, a tile's inner lanes, a run inside, scattered
   lanes, single lanes, a first pair idle; strides of a word up and
   down, two words, rows and diagonals up and down (64, 68, -60, -64),
   none, half a word, at and just under 2^26 and down by 2^26; bases at
   the tile's start, middle and end windows, misaligned and below it;
   halves apart and overlapping; a moved lane on or off the
   progression, active or idle, outside .shared; loads into their own
   address register. AVX2 and portable fused on 3 workers, unfused on 1:
   the same words, or the same fault message (the access's line and the
   lowest bad thread). */
#include "../testlib.h"
#include "../support/param_runs.h"
#include "../support/sh32_kernel.h"

#define SS_T 64u                          /* threads a block, at most */
#define SS_B 3u                           /* blocks */
#define SS_WORDS 1024u                    /* the tile: 4096 bytes */
#define SS_OUT (SS_T + SS_WORDS)          /* words a block writes */

static const sk_spec ss_spec = {
    "ss",
    ", .param .u32 mask, .param .u32 stride, .param .u32 base, .param .u32 k, .param .u32 delta, .param .u32 self, .param .u32 hoff",
    "  ld.param.u32 %r10, [mask];\n" "  ld.param.u32 %r11, [stride];\n"
    "  ld.param.u32 %r12, [base];\n" "  ld.param.u32 %r15, [k];\n"
    "  ld.param.u32 %r16, [delta];\n" "  ld.param.u32 %r17, [self];\n"
    "  ld.param.u32 %r21, [hoff];\n",
    11, 393216, "%r26",
    /* tile + base + stride * lane + 128 * warp, + hoff in the high half, + delta at thread k */
    "  mad.lo.s32 %r6, %r19, %r11, %r2;\n"
    "  add.s32 %r6, %r6, %r12;\n"
    "  shl.b32 %r25, %r24, 7;\n"
    "  add.s32 %r6, %r6, %r25;\n"
    "  setp.ge.u32 %p2, %r19, 16;\n"
    "  @%p2 add.s32 %r6, %r6, %r21;\n"
    "  setp.eq.u32 %p3, %r1, %r15;\n"
    "  @%p3 add.s32 %r6, %r6, %r16;\n",
    48879, 7000, SS_OUT, 256,
};

void unit_sh32_stride_avx2(pv_test *t)
{
    /* the whole warp, the low and high halves, prefixes (a wavefront),
       a pair, a tile's inner lanes, a run inside, scattered from a pair,
       one lane high and low, a first pair idle */
    static const uint32_t masks[] = {0xffffffffu, 0x0000ffffu, 0xffff0000u, 0x000001ffu,
                                     0x00000003u, 0x7ffe7ffeu, 0x3ffffffcu, 0x9234567bu,
                                     0x00010000u, 0x00000001u, 0x55555555u, 0x0000fffeu};
    static const uint32_t strides[] = {4u,       0u - 4u,   8u,         64u,
                                       0u - 64u, 0u - 60u,  68u,        0u,
                                       2u,       1u << 26,  (1u << 26) - 4u, 0u - (1u << 26)};
    /* the tile's start, its middle, a word below its last window, the
       last half window, half a word, below .shared, the last word */
    static const uint32_t bases[] = {0u, 2048u, 3964u, 4032u, 2u, 0u - 8u, 4092u};
    /* high halves apart and overlapping the low ones (a word's stride) */
    static const uint32_t hoffs[] = {0u, 128u, 0u - 64u};
    /* thread k moved by delta: none, an active lane off the progression,
       the second warp's lane onto another word, a lane out of .shared */
    static const uint32_t ks[] = {99u, 5u, 33u, 12u};
    static const uint32_t deltas[] = {0u, 4u, 0u - 4u, 8192u};
    static const uint32_t blocks[] = {64u, 48u, 16u};
    pr_pair s;
    char ptx[8192];
    size_t len;
    uint32_t p[7], i, j, b, c, h, e, bl;
    if (!(len = sk_kernel(ptx, sizeof ptx, &ss_spec))) {
        T_CHECK(t, 0, "the kernel does not fit");
        return;
    }
    if (!pr_pair_open(t, &s, ptx, len, "ss.ptx", "ss",
                      (size_t)SS_B * SS_OUT * 4, 2))
        return;
    pr_pair_fused_sh32(t, &s, 3, 2);
    for (bl = 0; bl < sizeof blocks / sizeof *blocks; bl++)
        for (e = 0; e < 2; e++)
            for (i = 0; i < sizeof masks / sizeof *masks; i++)
                for (j = 0; j < sizeof strides / sizeof *strides; j++)
                    for (h = 0; h < (strides[j] == 4u ? 3u : 1u); h++)
                        for (b = 0; b < sizeof bases / sizeof *bases; b++)
                            for (c = 0; c < sizeof ks / sizeof *ks; c++) {
                                p[0] = masks[i];
                                p[1] = strides[j];
                                p[2] = bases[b];
                                p[3] = ks[c];
                                p[4] = deltas[c];
                                p[5] = e;
                                p[6] = hoffs[h];
                                if (!pr_pair_launch(&s, SS_B, blocks[bl], p, 7))
                                    T_CHECK(t, s.bad > 4,
                                            "block %u mask %#x stride %d base %d k %u "
                                            "delta %d self %u hoff %d: %s",
                                            blocks[bl], p[0], (int)p[1], (int)p[2], p[3],
                                            (int)p[4], p[5], (int)p[6], s.why);
                            }
    T_CHECK(t, s.bad == 0, "%u of %u launches differ (AVX2 copy %s)", s.bad, s.n,
            s.portable ? "not on this host or run" : "on");
    /* both kinds ran: clean launches and faults at the access */
    T_CHECK(t, s.faults > s.n / 8 && s.faults < s.n - s.n / 8, "%u faults in %u launches",
            s.faults, s.n);
    T_CHECK(t, s.n == 3 * 2 * 12 * 14 * 7 * 4, "%u launches", s.n);
    pr_pair_close(t, &s);
}
