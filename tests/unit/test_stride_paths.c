/* Partial-warp .shared accesses whose active lanes step by one stride
   (tile + base + stride * tid under a mask): a halo guard's inner lanes
   (stride 4), a tile's two rows in one warp (the same run with a gap), a
   column or an anti-diagonal (64, 68, -60), one address for all (0), and
   strides the fast path refuses (misaligned, huge). Every combination of
   mask, stride and base is checked against a model of the whole .shared
   tile: each active lane loads its own word (32 or 64 bits) and the
   idle lanes keep theirs, the stores land in lane order (the highest
   lane wins a shared word), and an access with any active lane outside
   .shared or misaligned faults naming the lowest such thread. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define SP_BYTES 2048u
#define SP_WORDS (SP_BYTES / 4u)

static const char sp_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry strided(.param .u64 out, .param .u32 mask, .param .u32 stride,"
    " .param .u32 base, .param .u32 wide)\n{\n"
    "  .shared .align 8 .b8 tile[2048];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r10, [mask];\n"
    "  ld.param.u32 %r11, [stride];\n  ld.param.u32 %r12, [base];\n"
    "  ld.param.u32 %r13, [wide];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, tile;\n"
    /* fill: word w = 0x10000 + 7 w, lane l writing words l, l + 32, ... */
    "  mov.u32 %r3, %r1;\n"
    "FILL:\n"
    "  mad.lo.s32 %r4, %r3, 7, 65536;\n  shl.b32 %r5, %r3, 2;\n"
    "  add.s32 %r5, %r5, %r2;\n  st.shared.u32 [%r5], %r4;\n"
    "  add.s32 %r3, %r3, 32;\n  setp.lt.u32 %p1, %r3, 512;\n"
    "  @%p1 bra FILL;\n"
    "  bar.sync 0;\n"
    /* the lane's address, its offset folded as nvcc folds it: -16 in
       the register, +16 in the instruction */
    "  mad.lo.s32 %r6, %r1, %r11, %r2;\n  add.s32 %r6, %r6, %r12;\n"
    "  add.s32 %r6, %r6, -16;\n"
    "  shr.u32 %r7, %r10, %r1;\n  and.b32 %r7, %r7, 1;\n"
    "  setp.eq.u32 %p2, %r7, 1;\n"
    "  mov.u32 %r8, 57005;\n  mov.u32 %r9, 48879;\n"
    "  add.s32 %r14, %r1, 1000;\n"
    "  setp.ne.u32 %p3, %r13, 0;\n"
    "  @%p3 bra WIDE;\n"
    "  @%p2 ld.shared.u32 %r8, [%r6+16];\n"
    "  @%p2 st.shared.u32 [%r6+16], %r14;\n"
    "  bra.uni DONE;\n"
    "WIDE:\n"
    "  mov.b64 %rd2, {%r8, %r9};\n"
    "  @%p2 ld.shared.u64 %rd2, [%r6+16];\n"
    "  mov.b64 {%r8, %r9}, %rd2;\n"
    "  add.s32 %r15, %r1, 2000;\n  mov.b64 %rd3, {%r14, %r15};\n"
    "  @%p2 st.shared.u64 [%r6+16], %rd3;\n"
    "DONE:\n"
    "  bar.sync 0;\n"
    /* out: each lane's two loaded words, then the tile */
    "  mul.wide.u32 %rd4, %r1, 8;\n  add.s64 %rd5, %rd1, %rd4;\n"
    "  st.global.v2.u32 [%rd5], {%r8, %r9};\n"
    "  mov.u32 %r3, %r1;\n"
    "DUMP:\n"
    "  shl.b32 %r5, %r3, 2;\n  add.s32 %r5, %r5, %r2;\n"
    "  ld.shared.u32 %r4, [%r5];\n"
    "  mul.wide.u32 %rd6, %r3, 4;\n  add.s64 %rd7, %rd1, %rd6;\n"
    "  st.global.u32 [%rd7+256], %r4;\n"
    "  add.s32 %r3, %r3, 32;\n  setp.lt.u32 %p1, %r3, 512;\n"
    "  @%p1 bra DUMP;\n"
    "  ret;\n}\n";

/* The lowest active lane whose access is outside the tile or
   misaligned, or 32 when none is. */
static uint32_t model(uint32_t mask, uint32_t stride, uint32_t base, uint32_t size,
                      uint32_t *lane, uint32_t *tile)
{
    uint32_t l, w, bad = 32;
    uint8_t bytes[SP_BYTES];
    for (w = 0; w < SP_WORDS; w++)
        tile[w] = 0x10000u + 7u * w;
    for (l = 0; l < 32; l++) {
        uint32_t o = base + stride * l;     /* 32-bit sums, as the kernel's */
        lane[2 * l] = 57005u;
        lane[2 * l + 1] = 48879u;
        if (!((mask >> l) & 1u))
            continue;
        if (bad == 32 && (o > SP_BYTES - size || (o & (size - 1))))
            bad = l;
    }
    if (bad < 32)
        return bad;
    memcpy(bytes, tile, SP_BYTES);
    for (l = 0; l < 32; l++)                /* loads first, all of them */
        if ((mask >> l) & 1u)
            memcpy(&lane[2 * l], bytes + (uint32_t)(base + stride * l), size);
    for (l = 0; l < 32; l++) {              /* then the stores, in lane order */
        uint32_t v[2];
        v[0] = l + 1000;
        v[1] = l + 2000;
        if ((mask >> l) & 1u)
            memcpy(bytes + (uint32_t)(base + stride * l), v, size);
    }
    memcpy(tile, bytes, SP_BYTES);
    return 32;
}

static void strided(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const uint32_t masks[] = {0x7ffe7ffeu, 0x0000ffffu, 0x00007ffeu, 0xfffffffeu,
                                     0x00000100u, 0x80000001u, 0x00010004u, 0xB7F36E5Du,
                                     0x0ff00ff0u, 0xffffffffu, 0x00000003u, 0xc0000000u};
    static const uint32_t strides[] = {4u, 8u, 0u, 64u, 68u, 0u - 64u, 0u - 60u, 0u - 4u,
                                       12u, 2u, 1u << 26, 0u - 8u, 72u};
    static const uint32_t bases[] = {0u, 4u, 1024u, 2040u, 2044u, 0u - 4u};
    ptxvm_kernel *k;
    ptxvm_addr out;
    uint32_t got[64 + SP_WORDS], lane[64], tile[SP_WORDS];
    uint32_t mask, stride, base, wide, i, j, b, n = 0;
    void *args[5];
    T_CHECK(t, ptxvm_module_get_kernel(m, "strided", &k) == PTXVM_OK, "strided");
    ptxvm_mem_alloc(vm, sizeof got, &out);
    args[0] = &out;
    args[1] = &mask;
    args[2] = &stride;
    args[3] = &base;
    args[4] = &wide;
    for (wide = 0; wide < 2; wide++)
        for (i = 0; i < sizeof masks / sizeof *masks; i++)
            for (j = 0; j < sizeof strides / sizeof *strides; j++)
                for (b = 0; b < sizeof bases / sizeof *bases; b++) {
                    ptxvm_result r;
                    uint32_t bad, w, size = wide ? 8u : 4u;
                    mask = masks[i];
                    stride = strides[j];
                    base = bases[b];
                    bad = model(mask, stride, base, size, lane, tile);
                    r = ob_launch_k(k, 1, 1, 32, 0, args);
                    n++;
                    if (bad < 32) {
                        T_CHECK(t, ob_fault_of(vm, r, bad, NULL),
                                "mask %#x stride %d base %d size %u: want a fault of "
                                "thread %u: %s: %s", mask, (int)stride, (int)base, size,
                                bad, ptxvm_result_name(r), ptxvm_error_message(vm));
                        continue;
                    }
                    T_CHECK(t, r == PTXVM_OK, "mask %#x stride %d base %d size %u: %s",
                            mask, (int)stride, (int)base, size, ptxvm_error_message(vm));
                    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
                    for (w = 0; w < 64; w++)
                        if (got[w] != lane[w])
                            break;
                    T_CHECK(t, w == 64, "mask %#x stride %d base %d size %u: lane %u "
                            "loaded %#x, not %#x", mask, (int)stride, (int)base, size,
                            w / 2, w < 64 ? got[w] : 0, w < 64 ? lane[w] : 0);
                    for (w = 0; w < SP_WORDS; w++)
                        if (got[64 + w] != tile[w])
                            break;
                    T_CHECK(t, w == SP_WORDS, "mask %#x stride %d base %d size %u: "
                            "word %u is %#x, not %#x", mask, (int)stride, (int)base,
                            size, w, w < SP_WORDS ? got[64 + w] : 0,
                            w < SP_WORDS ? tile[w] : 0);
                }
    T_CHECK(t, n == 2 * 12 * 13 * 6, "%u launches", n);
    ptxvm_mem_free(vm, out);
}

void unit_stride_paths(pv_test *t)
{
    ob_vm r;
    if (!ob_open(t, &r, sp_ptx, sizeof sp_ptx - 1, "stride.ptx", NULL, 0, "load"))
        return;
    strided(t, r.vm, r.m);
    ob_close(t, &r, "stride_paths");
}
