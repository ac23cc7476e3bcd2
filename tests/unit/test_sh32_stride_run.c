/* One-word .shared accesses of one run of consecutive lanes stepping by a
   stride other than a word (a wavefront's diagonal, a column: the
   straight walk of src/exec_sh32.c) against the general LD and ST
   (PTXVM_FLAG_NO_FUSION): two blocks of a warp and a half, each lane's
   word at tile + base + stride * lane + 2048 * warp, a load, a barrier,
   a store of the same word, then the tile dumped. Runs of every parity
   at the warp's start, inside it and at its end (the half warp cuts
   them at 16), strides of none, two words, a row up and down, a
   diagonal up and down and a word down; bases at .shared's start, in
   the middle, near its end and below it; loads into their own address
   register. Fused on 3 workers, unfused on 1: the same words, or the
   same fault message (the load's line and the lowest bad thread). */
#include "../testlib.h"
#include "../support/param_runs.h"
#include "../support/sh32_kernel.h"

#define SR_T 48u                          /* threads a block: a warp and a half */
#define SR_B 2u                           /* blocks */
#define SR_WORDS 1024u                    /* the tile: 4096 bytes */
#define SR_OUT (SR_T + SR_WORDS)          /* words a block writes */

static const sk_spec sr_spec = {
    "srun",
    ", .param .u32 mask, .param .u32 stride, .param .u32 base, .param .u32 self",
    "  ld.param.u32 %r10, [mask];\n" "  ld.param.u32 %r11, [stride];\n"
    "  ld.param.u32 %r12, [base];\n" "  ld.param.u32 %r17, [self];\n",
    5, 327680, "48",
    /* tile + base + stride * lane + 2048 * warp */
    "  mad.lo.s32 %r6, %r19, %r11, %r2;\n"
    "  add.s32 %r6, %r6, %r12;\n"
    "  shl.b32 %r25, %r24, 11;\n"
    "  add.s32 %r6, %r6, %r25;\n",
    48879, 7000, SR_OUT, 192,
};

void unit_sh32_stride_run(pv_test *t)
{
    static const uint32_t los[] = {0u, 1u, 6u, 15u, 29u};
    static const uint32_t lens[] = {2u, 3u, 4u, 5u, 8u, 11u, 16u, 17u, 26u, 32u};
    /* none, two words, a row up and down, a diagonal up and down, a word
       down */
    static const uint32_t strides[] = {0u, 8u, 64u, 0u - 64u, 68u, 0u - 68u, 0u - 4u};
    /* .shared's start, the middle, near its end, below it */
    static const uint32_t bases[] = {0u, 2048u, 3000u, 0u - 8u};
    pr_pair s;
    char ptx[8192];
    size_t len;
    uint32_t p[4], i, j, b, c, self, runs = 0;
    if (!(len = sk_kernel(ptx, sizeof ptx, &sr_spec))) {
        T_CHECK(t, 0, "the kernel does not fit");
        return;
    }
    if (!pr_pair_open(t, &s, ptx, len, "srun.ptx", "srun",
                      (size_t)SR_B * SR_OUT * 4, 1))
        return;
    pr_pair_fused_sh32(t, &s, 2, 1);
    for (self = 0; self < 2; self++)
        for (i = 0; i < sizeof los / sizeof *los; i++)
            for (j = 0; j < sizeof lens / sizeof *lens; j++) {
                const uint32_t len = los[i] + lens[j] > 32u ? 32u - los[i] : lens[j];
                const uint32_t mask =
                    (len == 32u ? 0xffffffffu : ((1u << len) - 1u)) << los[i];
                if (len < 2u || (j && len != lens[j] && len == 32u - los[i] &&
                                 lens[j - 1] >= len))
                    continue;               /* clipped to a run already tried */
                runs++;
                for (b = 0; b < sizeof strides / sizeof *strides; b++)
                    for (c = 0; c < sizeof bases / sizeof *bases; c++) {
                        p[0] = mask;
                        p[1] = strides[b];
                        p[2] = bases[c];
                        p[3] = self;
                        if (!pr_pair_launch(&s, SR_B, SR_T, p, 4))
                            T_CHECK(t, s.bad > 4, "mask %#x stride %d base %d self %u: %s",
                                    p[0], (int)p[1], (int)p[2], p[3], s.why);
                    }
            }
    T_CHECK(t, s.bad == 0, "%u of %u launches differ", s.bad, s.n);
    /* both kinds ran: clean launches and faults at the access */
    T_CHECK(t, s.faults > s.n / 8 && s.faults < s.n - s.n / 8, "%u faults in %u launches",
            s.faults, s.n);
    T_CHECK(t, runs > 60 && s.n == runs * 7 * 4, "%u launches over %u runs", s.n, runs);
    pr_pair_close(t, &s);
}
