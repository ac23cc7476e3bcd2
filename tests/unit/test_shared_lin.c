/* Whole-warp runs of .shared words (src/exec_shlin.c): two warps a block
   address words base + 4 tid of a 1 KiB tile, as a 16x16 tile's rows
   do, under masks of every shape (full, a tile's inner lanes in two
   segments, one lane, alternate lanes), with one thread k moved by
   delta (onto its neighbour's word, half a word, out of .shared), bases
   whose window of 32 words reaches past either end of .shared, offsets
   in the instruction (+8 and -4 against the register), loads into their
   own address register, and idle lanes holding addresses far outside
   .shared. Loads and stores must leave what a model of the whole tile
   gives (idle lanes keep their registers, a moved lane's store lands in
   lane order), and an access with an active lane outside .shared or
   misaligned faults naming the lowest such thread, on 1 and 3 workers
   over 3 blocks. */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

#define SL_WORDS 256u                /* the tile */
#define SL_T 64u                     /* threads a block */
#define SL_B 3u                      /* blocks */
#define SL_OUT (SL_T + SL_WORDS)     /* words a block writes */

/* mode bit 0: the load replaces its own address register; bit 1: [%r-4]
   with the register 4 past the word, else [%r+8] with it 8 before;
   bit 2: idle lanes' registers point far outside .shared */
static const char sl_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry lin(.param .u64 out, .param .u32 mask, .param .u32 base,"
    " .param .u32 k, .param .u32 delta, .param .u32 mode)\n{\n"
    "  .shared .align 16 .b8 tile[1024];\n"
    "  .reg .pred %p<8>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r10, [mask];\n"
    "  ld.param.u32 %r12, [base];\n  ld.param.u32 %r16, [k];\n"
    "  ld.param.u32 %r17, [delta];\n  ld.param.u32 %r13, [mode];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, tile;\n  mov.u32 %r20, %ctaid.x;\n"
    /* fill: word w = 0x20000 + 5 w + 7 ctaid */
    "  mul.lo.u32 %r21, %r20, 7;\n  mov.u32 %r3, %r1;\n"
    "FILL:\n"
    "  mad.lo.s32 %r4, %r3, 5, 131072;\n  add.s32 %r4, %r4, %r21;\n"
    "  shl.b32 %r5, %r3, 2;\n  add.s32 %r5, %r5, %r2;\n  st.shared.u32 [%r5], %r4;\n"
    "  add.s32 %r3, %r3, 64;\n  setp.lt.u32 %p1, %r3, 256;\n"
    "  @%p1 bra FILL;\n"
    "  bar.sync 0;\n"
    /* the word: tile + base + 4 tid, thread k's moved by delta */
    "  shl.b32 %r6, %r1, 2;\n  add.s32 %r6, %r6, %r2;\n  add.s32 %r6, %r6, %r12;\n"
    "  setp.eq.u32 %p4, %r1, %r16;\n"
    "  @%p4 add.s32 %r6, %r6, %r17;\n"
    "  and.b32 %r7, %r1, 31;\n  shr.u32 %r7, %r10, %r7;\n  and.b32 %r7, %r7, 1;\n"
    "  setp.eq.u32 %p2, %r7, 1;\n"
    "  and.b32 %r18, %r13, 4;\n  setp.ne.u32 %p5, %r18, 0;\n"
    "  not.pred %p6, %p2;\n  and.pred %p6, %p6, %p5;\n"
    "  @%p6 xor.b32 %r6, %r6, -1431699456;\n"         /* 0xaaaa0000 */
    "  mov.u32 %r8, 57005;\n  add.s32 %r14, %r1, 3000;\n"
    "  and.b32 %r18, %r13, 2;\n  setp.ne.u32 %p3, %r18, 0;\n"
    "  @%p3 bra MINUS;\n"
    "  add.s32 %r6, %r6, -8;\n"
    "  and.b32 %r18, %r13, 1;\n  setp.ne.u32 %p3, %r18, 0;\n"
    "  @%p3 bra SELF;\n"
    "  @%p2 ld.shared.u32 %r8, [%r6+8];\n"           /* line 54 */
    "  bar.sync 0;\n"
    "  @%p2 st.shared.u32 [%r6+8], %r14;\n"
    "  bra.uni DONE;\n"
    "SELF:\n"
    "  @%p2 ld.shared.u32 %r6, [%r6+8];\n"           /* line 59 */
    "  @%p2 mov.u32 %r8, %r6;\n"
    "  bra.uni DONE;\n"
    "MINUS:\n"
    "  add.s32 %r6, %r6, 4;\n"
    "  @%p2 ld.shared.u32 %r8, [%r6+-4];\n"          /* line 64 */
    "  bar.sync 0;\n"
    "  @%p2 st.shared.u32 [%r6+-4], %r14;\n"
    "DONE:\n"
    "  bar.sync 0;\n"
    "  mul.lo.u32 %r22, %r20, 320;\n"
    "  add.s32 %r23, %r22, %r1;\n"
    "  mul.wide.u32 %rd4, %r23, 4;\n  add.s64 %rd5, %rd1, %rd4;\n"
    "  st.global.u32 [%rd5], %r8;\n"
    "  mov.u32 %r3, %r1;\n"
    "DUMP:\n"
    "  shl.b32 %r5, %r3, 2;\n  add.s32 %r5, %r5, %r2;\n"
    "  ld.shared.u32 %r4, [%r5];\n"
    "  add.s32 %r23, %r22, %r3;\n"
    "  mul.wide.u32 %rd6, %r23, 4;\n  add.s64 %rd7, %rd1, %rd6;\n"
    "  st.global.u32 [%rd7+256], %r4;\n"
    "  add.s32 %r3, %r3, 64;\n  setp.lt.u32 %p1, %r3, 256;\n"
    "  @%p1 bra DUMP;\n"
    "  ret;\n}\n";

/* The lowest active thread whose word is outside the tile or misaligned,
   or SL_T when none is; else out[] as block b leaves it: each thread's
   loaded word (57005 for an idle one), then the tile. The loads of both
   warps come before the stores (a barrier between), and the stores land
   in thread order. */
static uint32_t model(uint32_t mask, uint32_t base, uint32_t k, uint32_t delta,
                      uint32_t mode, uint32_t b, uint32_t *out)
{
    uint32_t t, w, bad = SL_T, o[SL_T];
    uint32_t *tile = out + SL_T;
    for (w = 0; w < SL_WORDS; w++)
        tile[w] = 0x20000u + 5u * w + 7u * b;
    for (t = 0; t < SL_T; t++) {
        o[t] = base + 4u * t + (t == k ? delta : 0u);   /* 32-bit sums */
        out[t] = 57005u;
        if (((mask >> (t & 31u)) & 1u) && bad == SL_T &&
            (o[t] > SL_WORDS * 4u - 4u || (o[t] & 3u)))
            bad = t;
    }
    if (bad < SL_T)
        return bad;
    for (t = 0; t < SL_T; t++)
        if ((mask >> (t & 31u)) & 1u)
            out[t] = tile[o[t] / 4u];
    if (!(mode & 1u))
        for (t = 0; t < SL_T; t++)
            if ((mask >> (t & 31u)) & 1u)
                tile[o[t] / 4u] = t + 3000u;
    return SL_T;
}

static void sweep(pv_test *t, unsigned workers)
{
    /* a tile's inner lanes (two segments of a 16-wide row pair), the
       whole warp, its ends, one lane, alternate lanes, half warps */
    static const uint32_t masks[] = {0x7ffe7ffeu, 0x3ffc3ffcu, 0xffffffffu, 0xfffffffeu,
                                     0x7fffffffu, 0x00000001u, 0x80000000u, 0x55555555u,
                                     0x0000ffffu, 0xffff0000u, 0x00010000u};
    /* the tile's start, a word on, the last window that fits, one word
       past it, half a word, below .shared */
    static const uint32_t bases[] = {0u, 4u, 768u, 772u, 2u, 0u - 8u};
    /* thread k moved: not at all (99), onto its neighbour's word, half a
       word, back a word, out of .shared */
    static const uint32_t ks[] = {99u, 0u, 5u, 30u, 33u, 62u};
    static const uint32_t deltas[] = {4u, 2u, 0u - 4u, 4096u};
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *kn;
    ptxvm_launch l;
    ptxvm_addr dout;
    uint32_t got[SL_B * SL_OUT], want[SL_OUT];
    uint32_t mask, base, k, delta, mode, i, b, c, e, n = 0;
    void *args[6];
    test_config(&cfg, &a);
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "shared_lin: VM not created");
        return;
    }
    if (ptxvm_module_load(vm, sl_ptx, sizeof sl_ptx - 1, "lin.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "lin", &kn) != PTXVM_OK) {
        T_CHECK(t, 0, "shared_lin kernel: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof got, &dout);
    args[0] = &dout;
    args[1] = &mask;
    args[2] = &base;
    args[3] = &k;
    args[4] = &delta;
    args[5] = &mode;
    memset(&l, 0, sizeof l);
    l.grid.x = SL_B;
    l.grid.y = l.grid.z = 1;
    l.block.x = SL_T;
    l.block.y = l.block.z = 1;
    l.args = args;
    for (mode = 0; mode < 8; mode++) {
        if ((mode & 3u) == 3u)           /* no self load with -4 */
            continue;
        for (i = 0; i < sizeof masks / sizeof *masks; i++)
            for (b = 0; b < sizeof bases / sizeof *bases; b++)
                for (c = 0; c < sizeof ks / sizeof *ks; c++)
                    for (e = 0; e < (c ? sizeof deltas / sizeof *deltas : 1u); e++) {
                        ptxvm_result r;
                        uint32_t bad, blk, w;
                        char what[160];
                        mask = masks[i];
                        base = bases[b];
                        k = ks[c];
                        delta = deltas[e];
                        snprintf(what, sizeof what,
                                 "%u workers mode %u mask %#x base %d k %u delta %d",
                                 workers, mode, mask, (int)base, k, (int)delta);
                        bad = model(mask, base, k, delta, mode, 0, want);
                        ptxvm_memset(vm, dout, 0xee, sizeof got);
                        r = ptxvm_launch_kernel(kn, &l, NULL);
                        n++;
                        if (bad < SL_T) {
                            char thr[48], at[24];
                            snprintf(thr, sizeof thr, "thread (%u,0,0)", bad);
                            snprintf(at, sizeof at, "lin.ptx:%u:", mode & 2u ? 64u :
                                     mode & 1u ? 59u : 54u);   /* the load's line */
                            T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
                                           strstr(ptxvm_error_message(vm), thr) != NULL &&
                                           strstr(ptxvm_error_message(vm), at) != NULL,
                                    "%s: want a fault of thread %u at the access: %s", what,
                                    bad, ptxvm_error_message(vm));
                            continue;
                        }
                        T_CHECK(t, r == PTXVM_OK, "%s: %s", what, ptxvm_error_message(vm));
                        if (r != PTXVM_OK)
                            continue;
                        ptxvm_memcpy_dtoh(vm, got, dout, sizeof got);
                        for (blk = 0; blk < SL_B; blk++) {
                            model(mask, base, k, delta, mode, blk, want);
                            for (w = 0; w < SL_OUT; w++)
                                if (got[blk * SL_OUT + w] != want[w])
                                    break;
                            T_CHECK(t, w == SL_OUT, "%s: block %u %s %u is %#x, not %#x",
                                    what, blk, w < SL_T ? "thread word" : "tile word",
                                    w < SL_T ? w : w - SL_T,
                                    w < SL_OUT ? got[blk * SL_OUT + w] : 0,
                                    w < SL_OUT ? want[w] : 0);
                        }
                    }
    }
    T_CHECK(t, n == 6 * 11 * 6 * (1 + 5 * 4), "%u launches", n);
    ptxvm_mem_free(vm, dout);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "shared_lin: %ld bytes leaked", a.live);
}

void unit_shared_lin(pv_test *t)
{
    sweep(t, 1);
    sweep(t, 3);
}
