/* Whole-warp unread .shared adds of one operand (red/atom.shared.add.u32,
   a histogram's +1): the lane-order adds of exec_atom.h (a store
   forwarded to a later lane's load of the same word) against sums in
   C, with the host-FPU kernels on and off, over 1 to 1024 bins
   (every lane on one word up to few collisions), whole warps and a
   partial last warp (the lane-by-lane path), operands 1 and one that
   wraps, 64 blocks on the default workers; and a lane out of .shared
   faulting at its line, naming its thread, on both paths. */
#include "../testlib.h"
#include "../support/one_block.h"
#include "../../src/fp_avx2.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Thread t of a block reads words[r * ntid + t] for each round r and adds
   b to bin (word & mask) of its warp's 1024-bin sub-histogram, twice a
   round (red, then atom with its result unread); lane `bad` adds 1 MiB
   to its offset. Thread t then writes its block's bins t, t + ntid ... */
static const char sa_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry shadd(.param .u64 out, .param .u64 v, .param .u32 mask,"
    " .param .u32 rounds, .param .u32 b, .param .u32 bad)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<8>;\n"
    "  .shared .align 4 .u32 sb[8192];\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [v];\n"
    "  ld.param.u32 %r1, [mask];\n  ld.param.u32 %r2, [rounds];\n"
    "  ld.param.u32 %r3, [b];\n  ld.param.u32 %r4, [bad];\n"
    "  mov.u32 %r5, %tid.x;\n  mov.u32 %r6, %ntid.x;\n"
    "  mov.u32 %r7, sb;\n  mov.u32 %r8, %r5;\n"
    "CLR:\n"
    "  shl.b32 %r9, %r8, 2;\n  add.s32 %r9, %r7, %r9;\n  st.shared.u32 [%r9], 0;\n"
    "  add.s32 %r8, %r8, %r6;\n  setp.lt.u32 %p1, %r8, 8192;\n  @%p1 bra CLR;\n"
    "  bar.sync 0;\n"
    /* the warp's base: (tid / 32) * 1024 words; lane `bad` adds 1 MiB */
    "  shr.u32 %r10, %r5, 5;\n  shl.b32 %r10, %r10, 12;\n  add.s32 %r10, %r10, %r7;\n"
    "  setp.eq.u32 %p2, %r5, %r4;\n  selp.b32 %r11, 1048576, 0, %p2;\n"
    "  add.s32 %r10, %r10, %r11;\n"
    "  mov.u32 %r12, 0;\n  mov.u32 %r13, %r5;\n"
    "LOOP:\n"
    "  setp.ge.u32 %p3, %r12, %r2;\n  @%p3 bra DONE;\n"
    "  mul.wide.u32 %rd3, %r13, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  ld.global.u32 %r14, [%rd4];\n"
    "  and.b32 %r15, %r14, %r1;\n  shl.b32 %r15, %r15, 2;\n  add.s32 %r15, %r10, %r15;\n"
    "  red.shared.add.u32 [%r15], %r3;\n"
    "  shr.u32 %r16, %r14, 11;\n  and.b32 %r16, %r16, %r1;\n  shl.b32 %r16, %r16, 2;\n"
    "  add.s32 %r16, %r10, %r16;\n"
    "  atom.shared.add.u32 %r17, [%r16], %r3;\n"
    "  add.s32 %r13, %r13, %r6;\n  add.s32 %r12, %r12, 1;\n  bra LOOP;\n"
    "DONE:\n"
    "  bar.sync 0;\n"
    "  mov.u32 %r8, %r5;\n  mov.u32 %r18, %ctaid.x;\n  mul.lo.u32 %r18, %r18, 8192;\n"
    "OUT:\n"
    "  shl.b32 %r9, %r8, 2;\n  add.s32 %r9, %r7, %r9;\n  ld.shared.u32 %r19, [%r9];\n"
    "  add.s32 %r20, %r18, %r8;\n  mul.wide.u32 %rd5, %r20, 4;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  st.global.u32 [%rd6], %r19;\n"
    "  add.s32 %r8, %r8, %r6;\n  setp.lt.u32 %p1, %r8, 8192;\n  @%p1 bra OUT;\n"
    "  ret;\n}\n";

enum { SA_ROUNDS = 16, SA_BLOCKS = 64, SA_WORDS = 8192 };

/* One launch over every block against the C sums; 1 if all match. */
static int sa_run(pv_test *t, ob_vm *r, ptxvm_addr out, ptxvm_addr v, const uint32_t *words,
                  uint32_t mask, uint32_t threads, uint32_t b, const char *path)
{
    static uint32_t got[SA_BLOCKS * SA_WORDS], want[SA_WORDS];
    uint32_t rounds = SA_ROUNDS, bad = 1u << 30, i, k, bads = 0;
    void *args[6];
    ptxvm_result res;
    args[0] = &out;
    args[1] = &v;
    args[2] = &mask;
    args[3] = &rounds;
    args[4] = &b;
    args[5] = &bad;
    memset(want, 0, sizeof want);
    for (k = 0; k < SA_ROUNDS; k++)
        for (i = 0; i < threads; i++) {
            uint32_t w = words[k * threads + i], base = (i / 32) * 1024;
            want[base + (w & mask)] += b;
            want[base + ((w >> 11) & mask)] += b;
        }
    res = ob_launch(r, SA_BLOCKS, 1, threads, 0, args);
    T_CHECK(t, res == PTXVM_OK, "shadd (%s): %s", path, ptxvm_error_message(r->vm));
    if (res != PTXVM_OK)
        return 0;
    ptxvm_memcpy_dtoh(r->vm, got, out, sizeof got);
    for (i = 0; i < SA_BLOCKS * SA_WORDS; i++)
        bads += got[i] != want[i % SA_WORDS];
    T_CHECK(t, bads == 0,
            "shadd (%s), mask %u, %u threads, b %u: %u words wrong (word 0 %u, want %u)", path,
            mask, threads, b, bads, got[0], want[0]);
    return bads == 0;
}

/* Lane 37 of a 64-thread block (warp 1, lane 5) out of .shared. */
static void sa_fault(pv_test *t, ob_vm *r, ptxvm_addr out, ptxvm_addr v, const char *path)
{
    uint32_t mask = 255, rounds = 1, b = 1, bad = 37;
    void *args[6];
    ptxvm_result res;
    args[0] = &out;
    args[1] = &v;
    args[2] = &mask;
    args[3] = &rounds;
    args[4] = &b;
    args[5] = &bad;
    res = ob_launch(r, 1, 1, 64, 0, args);
    T_CHECK(t, ob_fault_of(r->vm, res, 37, NULL), "shadd fault (%s): %s, %s", path,
            ptxvm_result_name(res), ptxvm_error_message(r->vm));
    T_CHECK(t, strstr(ptxvm_error_message(r->vm), "atom_shadd.ptx:45:") != NULL,
            "shadd fault (%s) names the red's line: %s", path, ptxvm_error_message(r->vm));
}

static void sa_all(pv_test *t, ob_vm *r, ptxvm_addr out, ptxvm_addr v, const uint32_t *words,
                   const char *path)
{
    static const uint32_t masks[] = {0, 1, 7, 255, 1023};
    static const uint32_t sizes[] = {256, 250};
    static const uint32_t ops[] = {1, 0x9e3779b9u};
    unsigned mi, s, o;
    for (mi = 0; mi < sizeof masks / sizeof *masks; mi++)
        for (s = 0; s < 2; s++)
            for (o = 0; o < 2; o++)
                if (!sa_run(t, r, out, v, words, masks[mi], sizes[s], ops[o], path))
                    return;
    sa_fault(t, r, out, v, path);
}

void unit_atom_shadd(pv_test *t)
{
    static uint32_t words[256 * SA_ROUNDS];
    uint32_t seed = 12345u, i;
    ptxvm_addr out, v;
    ob_vm r;
    if (!ob_open(t, &r, sa_ptx, sizeof sa_ptx - 1, "atom_shadd.ptx", "shadd", 0, "load"))
        return;
    for (i = 0; i < 256 * SA_ROUNDS; i++) {
        seed = seed * 1664525u + 1013904223u;
        words[i] = seed;
    }
    {
        /* both adds reach the whole-warp path: results dropped */
        char *lst = ob_listing(r.k);
        T_CHECK(t, lst && ob_count(lst, "ATOM           d=_ ") == 2, "shadd: listing\n%s",
                lst ? lst : "(none)");
        free(lst);
    }
    out = ob_out(&r, (size_t)SA_BLOCKS * SA_WORDS * 4);
    v = ob_out(&r, sizeof words);
    ptxvm_memcpy_htod(r.vm, v, words, sizeof words);
    sa_all(t, &r, out, v, words, "default");
#if FA_AVX2
    /* with the AVX2 kernels off (the portable loops elsewhere in the
       kernel) */
    if (fa_avx2()) {
        fa_set_off(1);
        sa_all(t, &r, out, v, words, "portable");
        fa_set_off(0);
    }
#endif
    ptxvm_mem_free(r.vm, out);
    ptxvm_mem_free(r.vm, v);
    ob_close(t, &r, "atom_shadd");
}
