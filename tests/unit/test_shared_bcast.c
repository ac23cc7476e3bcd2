/* Vector .shared accesses whose active lanes share one register address
   (an n-body tile's body read by the whole warp as a float4), which take
   a broadcast path: one check, each element given to the active lanes
   (the others keep theirs), a store leaving the highest active lane's
   elements. Against a C model of lane order: v4 and v2 of 32-bit words,
   v2 of 64-bit words, 32- and 64-bit address registers; the whole warp,
   partial masks, the second warp of a 48-thread block (never whole);
   every lane on one address, an idle lane elsewhere (still one address),
   an active lane elsewhere (not one), and lanes on a progression; bases
   at the tile's start, middle and last element, misaligned, past the end
   and below .shared. A faulting load names the lowest bad thread of the
   first warp to reach it, on 1 worker and on 3. */
#include "../testlib.h"
#include "../support/param_runs.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define SB_WORDS 1024u                    /* the tile: 4096 bytes */
#define SB_T 48u                          /* threads, at most */
#define SB_OUT (SB_T * 4u + SB_WORDS)     /* loaded words, then the tile */

static const char sb_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry sb(.param .u64 out, .param .u32 mask, .param .u32 stride,"
    " .param .u32 base, .param .u32 k, .param .u32 delta, .param .u32 form)\n{\n"
    "  .shared .align 16 .b8 tile[4096];\n"
    "  .reg .pred %p<8>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<24>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r20, [mask];\n"
    "  ld.param.u32 %r21, [stride];\n  ld.param.u32 %r22, [base];\n"
    "  ld.param.u32 %r23, [k];\n  ld.param.u32 %r24, [delta];\n"
    "  ld.param.u32 %r25, [form];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, tile;\n  mov.u32 %r26, %ntid.x;\n"
    "  and.b32 %r3, %r1, 31;\n"
    /* fill: word w = 0x60000 + 11 w */
    "  mov.u32 %r4, %r1;\n"
    "FILL:\n"
    "  mad.lo.s32 %r5, %r4, 11, 393216;\n"
    "  shl.b32 %r6, %r4, 2;\n  add.s32 %r6, %r6, %r2;\n  st.shared.u32 [%r6], %r5;\n"
    "  add.s32 %r4, %r4, %r26;\n  setp.lt.u32 %p1, %r4, 1024;\n  @%p1 bra FILL;\n"
    "  bar.sync 0;\n"
    /* lane l at tile + base + stride * l, thread k moved by delta */
    "  mad.lo.s32 %r7, %r3, %r21, %r2;\n  add.s32 %r7, %r7, %r22;\n"
    "  setp.eq.u32 %p2, %r1, %r23;\n  @%p2 add.s32 %r7, %r7, %r24;\n"
    "  cvt.u64.u32 %rd2, %r7;\n"
    "  shr.u32 %r8, %r20, %r3;\n  and.b32 %r8, %r8, 1;\n  setp.eq.u32 %p3, %r8, 1;\n"
    "  mov.u32 %r10, 0xdead0000;\n  mov.u32 %r11, 0xdead0001;\n"
    "  mov.u32 %r12, 0xdead0002;\n  mov.u32 %r13, 0xdead0003;\n"
    /* what a lane stores: tid, 7 tid, ~tid, tid + 100 */
    "  mul.lo.u32 %r14, %r1, 7;\n  not.b32 %r15, %r1;\n  add.u32 %r16, %r1, 100;\n"
    "  cvt.u64.u32 %rd3, %r1;\n  cvt.u64.u32 %rd4, %r14;\n  shl.b64 %rd4, %rd4, 32;\n"
    "  or.b64 %rd5, %rd3, %rd4;\n"
    "  cvt.u64.u32 %rd6, %r15;\n  cvt.u64.u32 %rd7, %r16;\n  shl.b64 %rd7, %rd7, 32;\n"
    "  or.b64 %rd8, %rd6, %rd7;\n"
    "  setp.eq.u32 %p4, %r25, 1;\n  @%p4 bra V2;\n"
    "  setp.eq.u32 %p4, %r25, 2;\n  @%p4 bra W2;\n"
    "  setp.eq.u32 %p4, %r25, 3;\n  @%p4 bra A64;\n"
    "  @%p3 ld.shared.v4.u32 {%r10, %r11, %r12, %r13}, [%r7];\n"
    "  bar.sync 0;\n"
    "  @%p3 st.shared.v4.u32 [%r7], {%r1, %r14, %r15, %r16};\n"
    "  bra.uni DONE;\n"
    "V2:\n"
    "  @%p3 ld.shared.v2.u32 {%r10, %r11}, [%r7];\n"
    "  bar.sync 0;\n"
    "  @%p3 st.shared.v2.u32 [%r7], {%r1, %r14};\n"
    "  bra.uni DONE;\n"
    "W2:\n"
    "  mov.b64 %rd10, {%r10, %r11};\n  mov.b64 %rd11, {%r12, %r13};\n"
    "  @%p3 ld.shared.v2.u64 {%rd10, %rd11}, [%r7];\n"
    "  mov.b64 {%r10, %r11}, %rd10;\n  mov.b64 {%r12, %r13}, %rd11;\n"
    "  bar.sync 0;\n"
    "  @%p3 st.shared.v2.u64 [%r7], {%rd5, %rd8};\n"
    "  bra.uni DONE;\n"
    "A64:\n"
    "  @%p3 ld.shared.v4.u32 {%r10, %r11, %r12, %r13}, [%rd2];\n"
    "  bar.sync 0;\n"
    "  @%p3 st.shared.v4.u32 [%rd2], {%r1, %r14, %r15, %r16};\n"
    "DONE:\n"
    "  bar.sync 0;\n"
    "  mul.wide.u32 %rd12, %r1, 16;\n  add.s64 %rd13, %rd1, %rd12;\n"
    "  st.global.v4.u32 [%rd13], {%r10, %r11, %r12, %r13};\n"
    "  mov.u32 %r4, %r1;\n"
    "DUMP:\n"
    "  shl.b32 %r6, %r4, 2;\n  add.s32 %r6, %r6, %r2;\n  ld.shared.u32 %r5, [%r6];\n"
    "  add.s32 %r27, %r4, 192;\n"                           /* SB_T * 4 words on */
    "  mul.wide.u32 %rd14, %r27, 4;\n  add.s64 %rd15, %rd1, %rd14;\n"
    "  st.global.u32 [%rd15], %r5;\n"
    "  add.s32 %r4, %r4, %r26;\n  setp.lt.u32 %p1, %r4, 1024;\n  @%p1 bra DUMP;\n"
    "  ret;\n}\n";

/* The model: lane order within a warp, warps in order, the loads of all
   warps before the stores (a barrier between). Returns the thread whose
   load faults first, or -1 with want[] the words. */
static int sb_model(uint32_t nt, const uint32_t *p, uint32_t *want)
{
    static const uint32_t elems[] = {4u, 2u, 4u, 4u}, bytes[] = {16u, 8u, 16u, 16u};
    const uint32_t form = p[5], n = elems[form], b = bytes[form];
    uint32_t tile[SB_WORDS], th, e;
    for (e = 0; e < SB_WORDS; e++)
        tile[e] = 0x60000u + 11u * e;
    for (th = 0; th < SB_T * 4u; th++)
        want[th] = th < nt * 4u ? 0xdead0000u + th % 4u : 0x5a5a5a5au;
    for (th = 0; th < nt; th++) {
        const uint32_t lane = th % 32u;
        const uint32_t a = p[2] + p[1] * lane + (th == p[3] ? p[4] : 0u);
        if (!((p[0] >> lane) & 1u))
            continue;
        if (a % b || a > 4096u - b)
            return (int)th;
        for (e = 0; e < n; e++)
            want[th * 4u + e] = tile[a / 4u + e];
    }
    for (th = 0; th < nt; th++) {
        const uint32_t lane = th % 32u;
        const uint32_t a = p[2] + p[1] * lane + (th == p[3] ? p[4] : 0u);
        const uint32_t v[4] = {th, 7u * th, ~th, th + 100u};
        if ((p[0] >> lane) & 1u)
            for (e = 0; e < n; e++)
                tile[a / 4u + e] = v[e];
    }
    memcpy(want + SB_T * 4u, tile, sizeof tile);
    return -1;
}

void unit_shared_bcast(pv_test *t)
{
    /* the whole warp, the low half, scattered, one lane, a first lane
       idle, the top lane alone */
    static const uint32_t masks[] = {0xffffffffu, 0x0000ffffu, 0x9234567bu,
                                     0x00000100u, 0xfffffffeu, 0x80000000u};
    /* one address, a progression of elements, a word apart */
    static const uint32_t strides[] = {0u, 16u, 4u};
    /* the start, the middle, the last element, misaligned, past the end,
       below .shared */
    static const uint32_t bases[] = {0u, 2048u, 4080u, 4u, 4096u, 0u - 16u};
    /* none moved, lane 0 moved (idle under some masks), lane 8 onto
       another element, the second warp's lane 40 out of .shared */
    static const uint32_t ks[] = {99u, 0u, 8u, 40u};
    static const uint32_t deltas[] = {0u, 32u, 16u, 8192u};
    static const uint32_t blocks[] = {32u, 48u};
    static uint32_t got[SB_OUT], want[SB_OUT];
    static const unsigned workers[] = {1u, 3u};
    pr_run s[2];
    uint32_t p[6], i, j, b, c, f, bl, wk, n = 0, faults = 0, bad = 0, bcast = 0;
    char msg[512];
    if (!pr_open(t, &s[0], sb_ptx, sizeof sb_ptx - 1, "sb.ptx", "sb", 0, workers[0],
                 SB_OUT * 4u))
        return;
    if (!pr_open(t, &s[1], sb_ptx, sizeof sb_ptx - 1, "sb.ptx", "sb", 0, workers[1],
                 SB_OUT * 4u)) {
        pr_close(t, &s[0]);
        return;
    }
    for (wk = 0; wk < 2; wk++)
        for (bl = 0; bl < 2; bl++)
            for (f = 0; f < 4; f++)
                for (i = 0; i < sizeof masks / sizeof *masks; i++)
                    for (j = 0; j < sizeof strides / sizeof *strides; j++)
                        for (b = 0; b < sizeof bases / sizeof *bases; b++)
                            for (c = 0; c < sizeof ks / sizeof *ks; c++) {
                                ptxvm_result r;
                                int fault;
                                char th[32];
                                p[0] = masks[i];
                                p[1] = strides[j];
                                p[2] = bases[b];
                                p[3] = ks[c];
                                p[4] = deltas[c];
                                p[5] = f;
                                fault = sb_model(blocks[bl], p, want);
                                r = pr_launch(&s[wk], 1, blocks[bl], p, 6, got, msg, sizeof msg);
                                n++;
                                faults += fault >= 0;
                                bcast += fault < 0 && !strides[j] && c != 2 && c != 3;
                                snprintf(th, sizeof th, "thread (%d,0,0)", fault);
                                if (fault >= 0 ? r == PTXVM_E_MEMORY_FAULT && strstr(msg, th)
                                               : r == PTXVM_OK &&
                                                     memcmp(got, want, sizeof got) == 0)
                                    continue;
                                T_CHECK(t, bad++ > 3,
                                        "%u workers, block %u form %u mask %#x stride %u "
                                        "base %d k %u delta %u: %s \"%s\", model %s%s",
                                        workers[wk], blocks[bl], f, p[0], p[1], (int)p[2],
                                        p[3], p[4], ptxvm_result_name(r), msg,
                                        fault >= 0 ? "a fault at " : "clean",
                                        fault >= 0 ? th : "");
                            }
    T_CHECK(t, bad == 0, "%u of %u launches differ from the model", bad, n);
    /* every kind ran: broadcasts, other addresses, faults */
    T_CHECK(t, faults > n / 2 && faults < n - n / 8 && bcast > n / 20,
            "%u faults, %u clean broadcasts in %u launches", faults, bcast, n);
    T_CHECK(t, n == 2 * 2 * 4 * 6 * 3 * 6 * 4, "%u launches", n);
    pr_close(t, &s[1]);
    pr_close(t, &s[0]);
}
