/* One-word .shared accesses whose lanes are no progression a word apart
   (src/sh32_gather.c on the AVX2 copy of the dispatch loop: checked
   eight lanes a step, loads by masked gathers, stores a word a lane in
   lane order) against the portable copy (pv_run_set_portable:
   exec_sh32.c's passes) and against the general LD and ST
   (PTXVM_FLAG_NO_FUSION). Lane l's word at tile + base + 128 * warp +
   one of: a bitonic network's pairs, 4 (2l - (l & (a - 1))) (runs of a
   lanes, gaps of a words); a stride, a l (a wavefront's diagonal, a
   column, a broadcast); a permutation, 4 (l ^ a); a hash, 4 ((a l + b)
   mod 256), lanes sharing words when a is even. Thread k moved by
   delta (onto another lane's word, misaligned, out of .shared). A
   load, a barrier, a store of a new word at the same address, the tile
   dumped; or a load into its own address register. Masks: the whole
   warp, the low half, prefixes of 1, 2, 7 and 16 lanes, scattered
   lanes, alternate lanes, the high half, one high lane. Blocks of two
   warps, of a warp and a half and of 16 threads. AVX2 and portable
   fused on 3 workers, unfused on 1: the same words, or the same fault
   message (the access's line and the lowest bad thread). */
#include "../testlib.h"
#include "../support/param_runs.h"
#include "../support/sh32_kernel.h"

#define SG_B 3u                           /* blocks */
#define SG_OUT (64u + 1024u)              /* words a block writes */

static const sk_spec sg_spec = {
    "sg",
    ", .param .u32 mask, .param .u32 mode, .param .u32 a, .param .u32 base, .param .u32 k, .param .u32 delta, .param .u32 self, .param .u32 b",
    "  ld.param.u32 %r10, [mask];\n" "  ld.param.u32 %r13, [mode];\n"
    "  ld.param.u32 %r11, [a];\n" "  ld.param.u32 %r12, [base];\n"
    "  ld.param.u32 %r15, [k];\n" "  ld.param.u32 %r16, [delta];\n"
    "  ld.param.u32 %r17, [self];\n" "  ld.param.u32 %r21, [b];\n",
    11, 393216, "%r26",
    /* the four shapes, chosen by mode */
    "  add.s32 %r30, %r11, -1;\n"
    "  and.b32 %r30, %r19, %r30;\n"
    "  shl.b32 %r31, %r19, 1;\n"
    "  sub.s32 %r31, %r31, %r30;\n"
    "  shl.b32 %r31, %r31, 2;\n"
    "  mul.lo.s32 %r32, %r19, %r11;\n"
    "  xor.b32 %r33, %r19, %r11;\n"
    "  shl.b32 %r33, %r33, 2;\n"
    "  mad.lo.s32 %r34, %r19, %r11, %r21;\n"
    "  and.b32 %r34, %r34, 255;\n"
    "  shl.b32 %r34, %r34, 2;\n"
    "  setp.eq.u32 %p6, %r13, 1;\n"
    "  selp.b32 %r31, %r32, %r31, %p6;\n"
    "  setp.eq.u32 %p6, %r13, 2;\n"
    "  selp.b32 %r31, %r33, %r31, %p6;\n"
    "  setp.eq.u32 %p6, %r13, 3;\n"
    "  selp.b32 %r31, %r34, %r31, %p6;\n"
    "  add.s32 %r6, %r31, %r2;\n"
    "  add.s32 %r6, %r6, %r12;\n"
    "  shl.b32 %r25, %r24, 7;\n"
    "  add.s32 %r6, %r6, %r25;\n"
    "  setp.eq.u32 %p3, %r1, %r15;\n"
    "  @%p3 add.s32 %r6, %r6, %r16;\n",
    48879, 7000, SG_OUT, 256,
};

void unit_sh32_gather(pv_test *t)
{
    static const uint32_t masks[] = {0xffffffffu, 0x0000ffffu, 0x00000001u, 0x00000003u,
                                     0x0000007fu, 0x9234567bu, 0x55555555u, 0xaaaaaaaau,
                                     0xffff0000u, 0x00010000u};
    /* mode, a, b: pairs' runs of 2, 4 and 8 lanes; strides of a
       diagonal up and down and two words; permutations; hashes with
       distinct words, words shared by pairs and one word for all */
    static const uint32_t shapes[][3] = {{0, 2, 0},        {0, 4, 0},       {0, 8, 0},
                                         {1, 0u - 64u, 0}, {1, 0u - 60u, 0}, {1, 8, 0},
                                         {2, 1, 0},        {2, 5, 0},       {2, 31, 0},
                                         {3, 3, 7},        {3, 2, 1},       {3, 0, 9}};
    /* the tile's start, its middle, misaligned, past the end for the
       high lanes of most shapes */
    static const uint32_t bases[] = {0u, 2048u, 2u, 3900u};
    /* thread k moved by delta: none, onto the next word, out of .shared */
    static const uint32_t ks[] = {99u, 5u, 12u};
    static const uint32_t deltas[] = {0u, 4u, 8192u};
    static const uint32_t blocks[] = {64u, 48u, 16u};
    pr_pair s;
    char ptx[8192];
    size_t len;
    uint32_t p[8], i, j, b, c, e, bl;
    if (!(len = sk_kernel(ptx, sizeof ptx, &sg_spec))) {
        T_CHECK(t, 0, "the kernel does not fit");
        return;
    }
    if (!pr_pair_open(t, &s, ptx, len, "sg.ptx", "sg",
                      (size_t)SG_B * SG_OUT * 4, 2))
        return;
    pr_pair_fused_sh32(t, &s, 3, 2);
    for (bl = 0; bl < sizeof blocks / sizeof *blocks; bl++)
        for (e = 0; e < 2; e++)
            for (i = 0; i < sizeof masks / sizeof *masks; i++)
                for (j = 0; j < sizeof shapes / sizeof *shapes; j++)
                    for (b = 0; b < sizeof bases / sizeof *bases; b++)
                        for (c = 0; c < sizeof ks / sizeof *ks; c++) {
                            p[0] = masks[i];
                            p[1] = shapes[j][0];
                            p[2] = shapes[j][1];
                            p[3] = bases[b];
                            p[4] = ks[c];
                            p[5] = deltas[c];
                            p[6] = e;
                            p[7] = shapes[j][2];
                            if (!pr_pair_launch(&s, SG_B, blocks[bl], p, 8))
                                T_CHECK(t, s.bad > 4,
                                        "block %u mask %#x mode %u a %d base %d k %u "
                                        "delta %d self %u b %u: %s",
                                        blocks[bl], p[0], p[1], (int)p[2], (int)p[3], p[4],
                                        (int)p[5], p[6], p[7], s.why);
                        }
    T_CHECK(t, s.bad == 0, "%u of %u launches differ (AVX2 copy %s)", s.bad, s.n,
            s.portable ? "not on this host or run" : "on");
    /* both kinds ran: clean launches and faults at the access */
    T_CHECK(t, s.faults > s.n / 8 && s.faults < s.n - s.n / 8, "%u faults in %u launches",
            s.faults, s.n);
    T_CHECK(t, s.n == 3 * 2 * 10 * 12 * 4 * 3, "%u launches", s.n);
    pr_pair_close(t, &s);
}
