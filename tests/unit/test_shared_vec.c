/* Whole-warp .shared vector accesses by half-warp (src/shared_vec.c:
   each half at one address or one run of element groups, as a tiled
   SGEMM reads its tiles) against a C model: ld and st of .v4.u32,
   .v2.u64 and .v2.u32; each half's lanes at base + j * stride, with
   strides of a group (a run), 0 (one address) and others (not this
   path: two groups, backwards, three quarters of one), first halves at
   the tile's start, inside, at its last run, one group past it,
   misaligned and below .shared, second halves at one of the first three
   (the halves overlap: a store's second half lands last); thread k
   moved by delta onto a neighbour's group, off alignment or out of
   .shared. The loaded words and the tile after the
   stores (lane order: a later lane's store wins), or a fault naming the
   lowest bad thread. */
#include "../testlib.h"
#include "../support/param_runs.h"
#include <stdio.h>
#include <string.h>

#define SV_WORDS 1024u                   /* the tile: 4096 bytes */
#define SV_OUT (32u * 4u + SV_WORDS)     /* words written: 4 a lane, the tile */

static const char sv_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry shv(.param .u64 out, .param .u32 b0, .param .u32 s0,"
    " .param .u32 b1, .param .u32 s1, .param .u32 k, .param .u32 delta,"
    " .param .u32 mode)\n{\n"
    "  .shared .align 16 .b8 tile[4096];\n"
    "  .reg .pred %p<6>;\n  .reg .b32 %r<32>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r10, [b0];\n"
    "  ld.param.u32 %r11, [s0];\n  ld.param.u32 %r12, [b1];\n"
    "  ld.param.u32 %r13, [s1];\n  ld.param.u32 %r14, [k];\n"
    "  ld.param.u32 %r15, [delta];\n  ld.param.u32 %r16, [mode];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, tile;\n"
    /* fill: word w = 0x60000 + 5 w */
    "  mov.u32 %r3, %r1;\n"
    "FILL:\n"
    "  mad.lo.s32 %r4, %r3, 5, 393216;\n"
    "  shl.b32 %r5, %r3, 2;\n  add.s32 %r5, %r5, %r2;\n  st.shared.u32 [%r5], %r4;\n"
    "  add.s32 %r3, %r3, 32;\n  setp.lt.u32 %p1, %r3, 1024;\n  @%p1 bra FILL;\n"
    "  bar.sync 0;\n"
    /* half h's lane j at tile + base_h + j * stride_h, + delta at thread k */
    "  and.b32 %r6, %r1, 15;\n  setp.lt.u32 %p2, %r1, 16;\n"
    "  selp.b32 %r7, %r10, %r12, %p2;\n  selp.b32 %r8, %r11, %r13, %p2;\n"
    "  mad.lo.s32 %r9, %r6, %r8, %r7;\n"
    "  setp.eq.u32 %p3, %r1, %r14;\n  @%p3 add.s32 %r9, %r9, %r15;\n"
    "  add.s32 %r9, %r9, %r2;\n"
    /* stored words 0x1000 + 16 tid + e; unloaded ones 0xdead */
    "  shl.b32 %r20, %r1, 4;\n  add.s32 %r20, %r20, 4096;\n"
    "  add.s32 %r21, %r20, 1;\n  add.s32 %r22, %r20, 2;\n  add.s32 %r23, %r20, 3;\n"
    "  mov.u32 %r24, 57005;\n  mov.u32 %r25, 57005;\n"
    "  mov.u32 %r26, 57005;\n  mov.u32 %r27, 57005;\n"
    "  setp.eq.u32 %p4, %r16, 0;\n  @%p4 bra LD4;\n"
    "  setp.eq.u32 %p4, %r16, 1;\n  @%p4 bra ST4;\n"
    "  setp.eq.u32 %p4, %r16, 2;\n  @%p4 bra LD2D;\n"
    "  setp.eq.u32 %p4, %r16, 3;\n  @%p4 bra ST2D;\n"
    "  setp.eq.u32 %p4, %r16, 4;\n  @%p4 bra LD2;\n"
    "  bra.uni ST2;\n"
    "LD4:\n  ld.shared.v4.u32 {%r24, %r25, %r26, %r27}, [%r9];\n  bra.uni DONE;\n"
    "ST4:\n  st.shared.v4.u32 [%r9], {%r20, %r21, %r22, %r23};\n  bra.uni DONE;\n"
    "LD2D:\n  ld.shared.v2.u64 {%rd2, %rd3}, [%r9];\n"
    "  mov.b64 {%r24, %r25}, %rd2;\n  mov.b64 {%r26, %r27}, %rd3;\n  bra.uni DONE;\n"
    "ST2D:\n  mov.b64 %rd2, {%r20, %r21};\n  mov.b64 %rd3, {%r22, %r23};\n"
    "  st.shared.v2.u64 [%r9], {%rd2, %rd3};\n  bra.uni DONE;\n"
    "LD2:\n  ld.shared.v2.u32 {%r24, %r25}, [%r9];\n  bra.uni DONE;\n"
    "ST2:\n  st.shared.v2.u32 [%r9], {%r20, %r21};\n"
    "DONE:\n"
    "  bar.sync 0;\n"
    "  mul.wide.u32 %rd4, %r1, 16;\n  add.s64 %rd5, %rd1, %rd4;\n"
    "  st.global.v4.u32 [%rd5], {%r24, %r25, %r26, %r27};\n"
    "  mov.u32 %r3, %r1;\n"
    "DUMP:\n"
    "  shl.b32 %r5, %r3, 2;\n  add.s32 %r5, %r5, %r2;\n  ld.shared.u32 %r4, [%r5];\n"
    "  mul.wide.u32 %rd6, %r3, 4;\n  add.s64 %rd7, %rd1, %rd6;\n"
    "  st.global.u32 [%rd7+512], %r4;\n"
    "  add.s32 %r3, %r3, 32;\n  setp.lt.u32 %p1, %r3, 1024;\n  @%p1 bra DUMP;\n"
    "  ret;\n}\n";

/* The words the kernel writes for params p (b0, s0, b1, s1, k, delta,
   mode) into want, and -1; or, when some thread's access is misaligned
   or outside .shared, the lowest such thread (the launch faults). */
static int sv_model(uint32_t *want, const uint32_t *p)
{
    static const uint32_t groups[6] = {16, 16, 16, 16, 8, 8};   /* bytes a lane */
    const uint32_t mode = p[6], g = groups[mode], words = g / 4;
    uint32_t tile[SV_WORDS], off[32], l, e;
    int store = mode & 1;
    for (l = 0; l < SV_WORDS; l++)
        tile[l] = 0x60000u + 5u * l;
    for (l = 0; l < 32; l++) {
        off[l] = (l < 16 ? p[0] : p[2]) + (l & 15u) * (l < 16 ? p[1] : p[3]);
        if (l == p[4])
            off[l] += p[5];
        if ((off[l] & (g - 1)) || off[l] > 4096u - g)
            return (int)l;
    }
    for (l = 0; l < 32; l++)
        for (e = 0; e < 4; e++)
            want[l * 4 + e] = store || e >= words ? 0xdeadu : tile[off[l] / 4 + e];
    if (store)
        for (l = 0; l < 32; l++)
            for (e = 0; e < words; e++)
                tile[off[l] / 4 + e] = 0x1000u + 16u * l + e;
    memcpy(want + 128, tile, sizeof tile);
    return -1;
}

/* Base number i of the list (in groups of g bytes; the third and fourth
   count from the tile's end) as a byte offset. */
static uint32_t sv_base(int32_t groups, uint32_t i, uint32_t g)
{
    return (uint32_t)(groups * (int32_t)g) + (i == 2 || i == 3 ? 4096u : 0u);
}

void unit_shared_vec(pv_test *t)
{
    /* each half's stride, in groups: a run, one address, two groups,
       backwards, a quarter group short (misaligned or a word apart) */
    static const int32_t steps[] = {4, 0, 8, -4, 3};
    /* bases in groups: the start, inside, the last run, a group past
       it; then a word off, below .shared */
    static const int32_t bases[] = {0, 17, -16, -15, 0, -1};   /* -16: from the end */
    /* thread k moved by delta (in quarter groups, or 2^20 bytes) */
    static const uint32_t ks[] = {99u, 0u, 7u, 21u, 31u};
    static const int32_t deltas[] = {4, 1, -4, 1 << 22};
    static uint32_t want[SV_OUT], got[SV_OUT];
    char msg[256], why[64];
    pr_run s;
    uint32_t p[7], mode, i0, i1, b, c, e, n = 0, faults = 0, bad = 0;
    if (!pr_open(t, &s, sv_ptx, sizeof sv_ptx - 1, "shv.ptx", "shv", 0, 1,
                 (size_t)SV_OUT * 4))
        return;
    for (mode = 0; mode < 6; mode++) {
        const uint32_t g = mode < 4 ? 16u : 8u, q = g / 4;   /* a group, a quarter */
        for (i0 = 0; i0 < sizeof steps / sizeof *steps; i0++)
            for (i1 = 0; i1 < sizeof steps / sizeof *steps; i1++)
                for (b = 0; b < sizeof bases / sizeof *bases; b++)
                    for (c = 0; c < sizeof ks / sizeof *ks; c++)
                        for (e = 0; e < (c ? sizeof deltas / sizeof *deltas : 1u); e++) {
                            int lane, ok;
                            ptxvm_result r;
                            p[0] = sv_base(bases[b], b, g) + (b == 4 ? 4u : 0u);
                            p[1] = (uint32_t)(steps[i0] * (int32_t)q);
                            /* the second half starts inside the tile */
                            p[2] = sv_base(bases[(b + i1) % 3], (b + i1) % 3, g);
                            p[3] = (uint32_t)(steps[i1] * (int32_t)q);
                            p[4] = ks[c];
                            p[5] = deltas[e] == 1 << 22 ? 1u << 20
                                                        : (uint32_t)(deltas[e] * (int32_t)q);
                            p[6] = mode;
                            lane = sv_model(want, p);
                            r = pr_launch(&s, 1, 32, p, 7, got, msg, sizeof msg);
                            n++;
                            if (lane >= 0) {
                                faults++;
                                snprintf(why, sizeof why, "thread (%d,0,0)", lane);
                                ok = r == PTXVM_E_MEMORY_FAULT && strstr(msg, why) &&
                                     strstr(msg, "shv.ptx:");
                            } else {
                                ok = r == PTXVM_OK && !memcmp(got, want, sizeof want);
                            }
                            if (!ok && ++bad <= 4)
                                T_CHECK(t, 0,
                                        "mode %u b0 %d s0 %d b1 %d s1 %d k %u delta %d: "
                                        "result %d, %s (model: %s %d)",
                                        mode, (int)p[0], (int)p[1], (int)p[2], (int)p[3],
                                        p[4], (int)p[5], (int)r, msg,
                                        lane >= 0 ? "fault at" : "clean", lane);
                        }
    }
    T_CHECK(t, bad == 0, "%u of %u launches differ from the model", bad, n);
    T_CHECK(t, n == 6 * 5 * 5 * 6 * 17, "%u launches", n);
    T_CHECK(t, faults > n / 8 && faults < n - n / 8, "%u faults in %u launches", faults, n);
    pr_close(t, &s);
}
