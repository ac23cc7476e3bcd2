/* Partial-warp .shared accesses whose active lanes are one run of
   consecutive lanes (a wavefront's diagonal, a half warp) and whose
   addresses step by one stride except, in some cases, at one lane k
   (moved by delta: off the stride, onto a neighbour's word, misaligned
   or outside .shared). A load must give every active lane its own word
   whichever lane breaks the stride, idle lanes keep their registers,
   stores land in lane order, and an access with an active lane outside
   .shared or misaligned faults naming the lowest such thread. A load
   into its own address register (wide 2) must read the addresses the
   lanes had, whichever path takes it. Checked against a model of the
   whole tile. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define SG_BYTES 1024u
#define SG_WORDS (SG_BYTES / 4u)

static const char sg_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry seg(.param .u64 out, .param .u32 mask, .param .u32 stride,"
    " .param .u32 base, .param .u32 k, .param .u32 delta, .param .u32 wide)\n{\n"
    "  .shared .align 8 .b8 tile[1024];\n"
    "  .reg .pred %p<5>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r10, [mask];\n"
    "  ld.param.u32 %r11, [stride];\n  ld.param.u32 %r12, [base];\n"
    "  ld.param.u32 %r16, [k];\n  ld.param.u32 %r17, [delta];\n"
    "  ld.param.u32 %r13, [wide];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, tile;\n"
    /* fill: word w = 0x20000 + 5 w */
    "  mov.u32 %r3, %r1;\n"
    "FILL:\n"
    "  mad.lo.s32 %r4, %r3, 5, 131072;\n  shl.b32 %r5, %r3, 2;\n"
    "  add.s32 %r5, %r5, %r2;\n  st.shared.u32 [%r5], %r4;\n"
    "  add.s32 %r3, %r3, 32;\n  setp.lt.u32 %p1, %r3, 256;\n"
    "  @%p1 bra FILL;\n"
    "  bar.sync 0;\n"
    /* the lane's address, -8 in the register and +8 in the instruction;
       lane k's moved by delta */
    "  mad.lo.s32 %r6, %r1, %r11, %r2;\n  add.s32 %r6, %r6, %r12;\n"
    "  add.s32 %r6, %r6, -8;\n"
    "  setp.eq.u32 %p4, %r1, %r16;\n"
    "  @%p4 add.s32 %r6, %r6, %r17;\n"
    "  shr.u32 %r7, %r10, %r1;\n  and.b32 %r7, %r7, 1;\n"
    "  setp.eq.u32 %p2, %r7, 1;\n"
    "  mov.u32 %r8, 57005;\n  mov.u32 %r9, 48879;\n"
    "  add.s32 %r14, %r1, 3000;\n"
    "  setp.eq.u32 %p3, %r13, 2;\n"
    "  @%p3 bra SELF;\n"
    "  setp.ne.u32 %p3, %r13, 0;\n"
    "  @%p3 bra WIDE;\n"
    "  @%p2 ld.shared.u32 %r8, [%r6+8];\n"
    "  @%p2 st.shared.u32 [%r6+8], %r14;\n"
    "  bra.uni DONE;\n"
    "SELF:\n"
    "  @%p2 ld.shared.u32 %r6, [%r6+8];\n"
    "  @%p2 mov.u32 %r8, %r6;\n"
    "  bra.uni DONE;\n"
    "WIDE:\n"
    "  mov.b64 %rd2, {%r8, %r9};\n"
    "  @%p2 ld.shared.u64 %rd2, [%r6+8];\n"
    "  mov.b64 {%r8, %r9}, %rd2;\n"
    "  add.s32 %r15, %r1, 4000;\n  mov.b64 %rd3, {%r14, %r15};\n"
    "  @%p2 st.shared.u64 [%r6+8], %rd3;\n"
    "DONE:\n"
    "  bar.sync 0;\n"
    "  mul.wide.u32 %rd4, %r1, 8;\n  add.s64 %rd5, %rd1, %rd4;\n"
    "  st.global.v2.u32 [%rd5], {%r8, %r9};\n"
    "  mov.u32 %r3, %r1;\n"
    "DUMP:\n"
    "  shl.b32 %r5, %r3, 2;\n  add.s32 %r5, %r5, %r2;\n"
    "  ld.shared.u32 %r4, [%r5];\n"
    "  mul.wide.u32 %rd6, %r3, 4;\n  add.s64 %rd7, %rd1, %rd6;\n"
    "  st.global.u32 [%rd7+256], %r4;\n"
    "  add.s32 %r3, %r3, 32;\n  setp.lt.u32 %p1, %r3, 256;\n"
    "  @%p1 bra DUMP;\n"
    "  ret;\n}\n";

/* The lowest active lane whose access is outside the tile or
   misaligned, or 32 when none is; else lane[] and tile[] as the kernel
   leaves them. */
static uint32_t model(uint32_t mask, uint32_t stride, uint32_t base, uint32_t k,
                      uint32_t delta, uint32_t size, int store, uint32_t *lane,
                      uint32_t *tile)
{
    uint32_t l, w, bad = 32, o[32];
    uint8_t bytes[SG_BYTES];
    for (w = 0; w < SG_WORDS; w++)
        tile[w] = 0x20000u + 5u * w;
    for (l = 0; l < 32; l++) {
        o[l] = base + stride * l + (l == k ? delta : 0u);   /* 32-bit sums */
        lane[2 * l] = 57005u;
        lane[2 * l + 1] = 48879u;
        if (((mask >> l) & 1u) && bad == 32 &&
            (o[l] > SG_BYTES - size || (o[l] & (size - 1))))
            bad = l;
    }
    if (bad < 32)
        return bad;
    memcpy(bytes, tile, SG_BYTES);
    for (l = 0; l < 32; l++)
        if ((mask >> l) & 1u)
            memcpy(&lane[2 * l], bytes + o[l], size);
    for (l = 0; l < 32; l++) {
        uint32_t v[2];
        v[0] = l + 3000;
        v[1] = l + 4000;
        if (((mask >> l) & 1u) && store)
            memcpy(bytes + o[l], v, size);
    }
    memcpy(tile, bytes, SG_BYTES);
    return 32;
}

static void segs(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    /* runs of lanes: a diagonal's first lanes, a half warp, inner lanes,
       one lane, the top lanes, the whole warp but lane 0 */
    static const uint32_t masks[] = {0x00000001u, 0x0000001fu, 0x0000ffffu, 0x00007ffeu,
                                     0x00ff0000u, 0xfffffffeu, 0x80000000u, 0x7fffffffu};
    static const uint32_t strides[] = {4u, 0u - 64u, 68u, 0u, 8u, 0u - 8u, 6u};
    static const uint32_t bases[] = {0u, 512u, 1016u, 0u - 8u};
    /* lane k moved: not at all, a word on, onto lane k+1's word, half a
       word (misaligned), out of .shared */
    static const uint32_t ks[] = {99u, 0u, 1u, 3u, 15u, 31u};
    static const uint32_t deltas[] = {4u, 0u - 8u, 2u, 4096u};
    ptxvm_kernel *kn;
    ptxvm_addr out;
    uint32_t got[64 + SG_WORDS], lane[64], tile[SG_WORDS];
    uint32_t mask, stride, base, k, delta, wide, i, j, b, c, e, n = 0;
    void *args[7];
    T_CHECK(t, ptxvm_module_get_kernel(m, "seg", &kn) == PTXVM_OK, "seg");
    ptxvm_mem_alloc(vm, sizeof got, &out);
    args[0] = &out;
    args[1] = &mask;
    args[2] = &stride;
    args[3] = &base;
    args[4] = &k;
    args[5] = &delta;
    args[6] = &wide;
    for (wide = 0; wide < 3; wide++)
        for (i = 0; i < sizeof masks / sizeof *masks; i++)
            for (j = 0; j < sizeof strides / sizeof *strides; j++)
                for (b = 0; b < sizeof bases / sizeof *bases; b++)
                    for (c = 0; c < sizeof ks / sizeof *ks; c++)
                        for (e = 0; e < (c ? sizeof deltas / sizeof *deltas : 1u); e++) {
                            ptxvm_result r;
                            uint32_t bad, w, size = wide == 1 ? 8u : 4u;
                            mask = masks[i];
                            stride = strides[j] * (size / 4u);
                            base = bases[b];
                            k = ks[c];
                            delta = deltas[e] * (size == 8u && deltas[e] != 2u ? 2u : 1u);
                            bad = model(mask, stride, base, k, delta, size, wide != 2,
                                        lane, tile);
                            r = ob_launch_k(kn, 1, 1, 32, 0, args);
                            n++;
                            if (bad < 32) {
                                T_CHECK(t, ob_fault_of(vm, r, bad, NULL),
                                        "mask %#x stride %d base %d k %u delta %d size %u: "
                                        "want a fault of thread %u: %s", mask, (int)stride,
                                        (int)base, k, (int)delta, size, bad,
                                        ptxvm_error_message(vm));
                                continue;
                            }
                            T_CHECK(t, r == PTXVM_OK,
                                    "mask %#x stride %d base %d k %u delta %d size %u: %s",
                                    mask, (int)stride, (int)base, k, (int)delta, size,
                                    ptxvm_error_message(vm));
                            ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
                            for (w = 0; w < 64 + SG_WORDS; w++)
                                if (got[w] != (w < 64 ? lane[w] : tile[w - 64]))
                                    break;
                            T_CHECK(t, w == 64 + SG_WORDS,
                                    "mask %#x stride %d base %d k %u delta %d size %u: "
                                    "%s %u is %#x, not %#x", mask, (int)stride, (int)base, k,
                                    (int)delta, size, w < 64 ? "lane word" : "tile word",
                                    w < 64 ? w : w - 64, w < 64 + SG_WORDS ? got[w] : 0,
                                    w < 64 ? lane[w] : w < 64 + SG_WORDS ? tile[w - 64] : 0);
                        }
    T_CHECK(t, n == 3 * 8 * 7 * 4 * (1 + 5 * 4), "%u launches", n);
    ptxvm_mem_free(vm, out);
}

void unit_shared_seg(pv_test *t)
{
    ob_vm r;
    if (!ob_open(t, &r, sg_ptx, sizeof sg_ptx - 1, "seg.ptx", NULL, 0, "load"))
        return;
    segs(t, r.vm, r.m);
    ob_close(t, &r, "shared_seg");
}
