/* The counter and shuffle fusions (src/peephole_tree.c): a kernel of
   .shared counters (ld, add, st of one address, with lanes of a warp
   meeting on a counter) and a shuffle reduction runs fused and with
   PTXVM_FLAG_NO_FUSION; both must give what a C model of the warp's
   read-all-then-write-in-lane-order gives, the disassembly must show what
   fused and what must not have, and a counter out of bounds must fault
   at its load. A shuffle scan's steps run the same way, and so do shfls
   whose value only the next instruction reads (PV_WARP_NEXT), on full
   warps, partial ones and beside a label. */
#include "../testlib.h"
#include "../support/one_block.h"
#include "ops_warp.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define NT 64           /* threads: two warps */
#define SH 256          /* bytes of .shared */

/* Line 28 is the load of the out-of-bounds counter. */
static const char tree_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"                   /* 1-3 */
    ".visible .entry cnt(.param .u64 out, .param .u32 far)\n{\n"          /* 4-5 */
    "  .shared .align 4 .b8 s[256];\n"                                    /* 6 */
    "  .reg .pred %p<4>;\n  .reg .b16 %rs<8>;\n  .reg .b32 %r<60>;\n"     /* 7-9 */
    "  .reg .b64 %rd<8>;\n"                                               /* 10 */
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r40, [far];\n"          /* 11-12 */
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r3, s;\n"                         /* 13-14 */
    "  shl.b32 %r2, %r1, 2;\n  add.s32 %r4, %r3, %r2;\n"                  /* 15-16 */
    "  st.shared.u32 [%r4], 0;\n  bar.sync 0;\n"                          /* 17-18 */
    /* bytes 0-4: (7 tid) % 5, +1 by add.u16 */
    "  mul.lo.u32 %r5, %r1, 7;\n  rem.u32 %r6, %r5, 5;\n"                 /* 19-20 */
    "  add.s32 %r7, %r3, %r6;\n  ld.shared.u8 %rs1, [%r7];\n"             /* 21-22 */
    "  add.u16 %rs2, %rs1, 1;\n  st.shared.u8 [%r7], %rs2;\n"             /* 23-24 */
    "  setp.ne.u32 %p3, %r40, 0;\n  @!%p3 bra INB;\n"                     /* 25-26 */
    "  add.s32 %r41, %r3, %r40;\n  ld.shared.u8 %r42, [%r41];\n"          /* 27-28 */
    "  add.s32 %r43, %r42, 1;\n  st.shared.u8 [%r41], %r43;\n"            /* 28-29 */
    "INB:\n"
    /* bytes 8-11: tid % 4 gains tid % 3 (each lane its own increment:
       the highest lane naming the byte wins), a 32-bit add */
    "  and.b32 %r8, %r1, 3;\n  add.s32 %r9, %r3, %r8;\n  rem.u32 %r10, %r1, 3;\n"
    "  ld.shared.s8 %r11, [%r9+8];\n  add.s32 %r12, %r10, %r11;\n"
    "  st.shared.u8 [%r9+8], %r12;\n"
    /* halves 16-21: tid % 3, +300 by add.u16 */
    "  shl.b32 %r13, %r10, 1;\n  add.s32 %r14, %r3, %r13;\n"
    "  ld.shared.u16 %rs3, [%r14+16];\n  add.u16 %rs4, %rs3, 300;\n"
    "  st.shared.u16 [%r14+16], %rs4;\n"
    /* words 24-31: tid % 2 gains 1000 + tid, under a guard (tid < 40) */
    "  and.b32 %r15, %r1, 1;\n  shl.b32 %r16, %r15, 2;\n  add.s32 %r17, %r3, %r16;\n"
    "  add.s32 %r18, %r1, 1000;\n  setp.lt.u32 %p1, %r1, 40;\n"
    "  @%p1 ld.shared.u32 %r19, [%r17+24];\n  @%p1 add.s32 %r20, %r19, %r18;\n"
    "  @%p1 st.shared.u32 [%r17+24], %r20;\n"
    /* byte 40: the loaded value read again (stays three instructions);
       byte 41: the sum read again */
    "  ld.shared.u8 %r21, [%r3+40];\n  add.s32 %r22, %r21, 1;\n"
    "  st.shared.u8 [%r3+40], %r22;\n"
    "  ld.shared.u8 %r23, [%r3+41];\n  add.s32 %r24, %r23, 2;\n"
    "  st.shared.u8 [%r3+41], %r24;\n"
    "  add.s32 %r25, %r21, %r24;\n"
    "  bar.sync 0;\n"
    /* out[tid] = s word tid; out[64 + tid] = the reads of bytes 40, 41 */
    "  ld.shared.u32 %r26, [%r4];\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r26;\n  st.global.u32 [%rd3+256], %r25;\n"
    /* a shuffle reduction, the mask and clamp moved in each step as nvcc
       does; out[128 + tid] = the sum over the warp of tid + 1 */
    "  add.s32 %r30, %r1, 1;\n  mov.u32 %r31, 16;\n"
    "STEP:\n"
    "  mov.b32 %r32, 31;\n  mov.b32 %r33, -1;\n"
    "  shfl.sync.bfly.b32 %r34, %r30, %r31, %r32, %r33;\n"
    "  add.s32 %r30, %r30, %r34;\n  shr.u32 %r31, %r31, 1;\n"
    "  setp.ne.u32 %p2, %r31, 0;\n  @%p2 bra STEP;\n"
    /* a move that a label separates from its shfl: not folded */
    "  mov.b32 %r35, -1;\n"
    "MID:\n"
    "  shfl.sync.idx.b32 %r36, %r30, 0, 31, %r35;\n"
    "  add.s32 %r37, %r30, %r36;\n"
    "  st.global.u32 [%rd3+512], %r37;\n"
    "  ret;\n}\n";

/* One warp's counter step: every active lane reads, then the lanes store
   old + inc in lane order. */
static void step(unsigned char *s, uint32_t warp, uint32_t size,
                 uint32_t (*at)(uint32_t), uint32_t (*inc)(uint32_t),
                 int (*on)(uint32_t))
{
    uint32_t v[32], l, t;
    for (l = 0; l < 32; l++) {
        t = warp * 32 + l;
        if (on(t)) {
            uint32_t old = 0;
            memcpy(&old, s + at(t), size);
            v[l] = old + inc(t);
        }
    }
    for (l = 0; l < 32; l++) {
        t = warp * 32 + l;
        if (on(t))
            memcpy(s + at(t), &v[l], size);   /* little-endian host */
    }
}

static uint32_t at_b(uint32_t t) { return (7 * t) % 5; }
static uint32_t at_c(uint32_t t) { return 8 + (t & 3); }
static uint32_t at_h(uint32_t t) { return 16 + 2 * (t % 3); }
static uint32_t at_w(uint32_t t) { return 24 + 4 * (t & 1); }
static uint32_t at_40(uint32_t t) { (void)t; return 40; }
static uint32_t at_41(uint32_t t) { (void)t; return 41; }
static uint32_t one(uint32_t t) { (void)t; return 1; }
static uint32_t two(uint32_t t) { (void)t; return 2; }
static uint32_t mod3(uint32_t t) { return t % 3; }
static uint32_t k300(uint32_t t) { (void)t; return 300; }
static uint32_t k1000(uint32_t t) { return 1000 + t; }
static int all(uint32_t t) { (void)t; return 1; }
static int below40(uint32_t t) { return t < 40; }

static void model(uint32_t *want)
{
    unsigned char s[SH];
    uint32_t w, t;
    memset(s, 0, sizeof s);
    /* a warp runs until the barrier: warp 0's counters, then warp 1's */
    for (w = 0; w < 2; w++) {
        step(s, w, 1, at_b, one, all);
        step(s, w, 1, at_c, mod3, all);
        step(s, w, 2, at_h, k300, all);
        step(s, w, 4, at_w, k1000, below40);
        step(s, w, 1, at_40, one, all);
        step(s, w, 1, at_41, two, all);
        for (t = w * 32; t < w * 32 + 32; t++)   /* what each lane read */
            want[64 + t] = (uint32_t)(w == 0 ? 0 : 1) + (uint32_t)(w == 0 ? 2 : 4);
    }
    memcpy(want, s, sizeof s);
    for (t = 0; t < NT; t++)
        want[128 + t] = 32 * 33 / 2 * 2;        /* the sum, then + lane 0's */
    for (t = 32; t < NT; t++)
        want[128 + t] = (32 * 33 / 2 + 32 * 32) * 2;
}

/* SHFL lines of a listing whose k (the aux field) has PV_WARP_NEXT. */
static int shfl_next_count(const char *dis)
{
    int n = 0;
    const char *p, *k;
    for (p = dis; (p = strstr(p, "SHFL ")); p++)
        if ((k = strstr(p, " k=0x")) != NULL && !(strchr(p, '\n') && strchr(p, '\n') < k) &&
            (strtoul(k + 5, NULL, 16) & PV_WARP_NEXT))
            n++;
    return n;
}


static void run_mode(pv_test *t, uint32_t flags)
{
    ob_vm r;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_addr out;
    uint32_t got[3 * NT], want[3 * NT], far = 0, i;
    void *args[2];
    char *dis;
    const char *mode = flags ? "unfused" : "fused";
    if (!ob_open(t, &r, tree_ptx, sizeof tree_ptx - 1, "tree.ptx", "cnt", flags, mode))
        return;
    vm = r.vm;
    k = r.k;
    ptxvm_mem_alloc(vm, sizeof got, &out);
    ptxvm_memset(vm, out, 0, sizeof got);
    args[0] = &out;
    args[1] = &far;
    T_CHECK(t, ob_launch(&r, 1, 1, NT, 0, args) == PTXVM_OK, "%s launch: %s", mode,
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    model(want);
    for (i = 0; i < 3 * NT; i++)
        T_CHECK(t, got[i] == want[i], "%s: word %u: 0x%x, want 0x%x", mode, i, got[i],
                want[i]);
    /* a counter past the end of .shared: the load's fault */
    far = SH + 64;
    T_CHECK(t, ob_launch(&r, 1, 1, NT, 0, args) == PTXVM_E_MEMORY_FAULT,
            "%s: a counter out of bounds did not fault", mode);
    T_CHECK(t, strstr(ptxvm_error_message(vm), "tree.ptx:28:") != NULL,
            "%s: the fault is not the load's: %s", mode, ptxvm_error_message(vm));
    dis = ob_listing(k);
    {
        if (flags) {
            T_CHECK(t, ob_count(dis, "SHARED_INC") == 0, "unfused: SHARED_INC\n%s", dis);
        } else {
            /* fused: the five counters and the far one; not: bytes 40
               and 41 (values read again) */
            T_CHECK(t, ob_count(dis, "SHARED_INC") == 5, "fused: %d SHARED_INC, want 5\n%s",
                    ob_count(dis, "SHARED_INC"), dis);
            /* the loop's mask and clamp are constants; the move before
               the label stays */
            T_CHECK(t, strstr(dis, "c=#31 x=#0xffffffff") != NULL,
                    "fused: the shfl's moves were not folded\n%s", dis);
            T_CHECK(t, ob_count(dis, "MOV32          d=%r35") == 1,
                    "fused: the move before a label was folded\n%s", dis);
            /* both shfls hand their value to the add after them */
            T_CHECK(t, shfl_next_count(dis) == 2, "fused: %d shfls with NEXT, want 2\n%s",
                    shfl_next_count(dis), dis);
        }
    }
    free(dis);
    ob_close(t, &r, mode);
}

/* A warp scan by shfl.sync.up as nvcc writes it; 48 threads, so the
   second warp runs with 16 lanes. out[t]: the inclusive scan of 3t + 1
   in its warp; out[64 + t]: the last step's predicate; out[128 + t]: a
   step whose compare is signed against a constant (lane - 20 < 5);
   out[192 + t]: a step whose selected value is read again (not fused). */
static const char scan_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry scan(.param .u64 out)\n{\n"
    "  .reg .pred %p<6>;\n  .reg .b32 %r<30>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  and.b32 %r2, %r1, 31;\n  mad.lo.s32 %r3, %r1, 3, 1;\n  mov.u32 %r4, 1;\n"
    "STEP:\n"
    "  shfl.sync.up.b32 %r5|%p1, %r3, %r4, 0, -1;\n"
    "  setp.lt.s32 %p2, %r2, %r4;\n  selp.b32 %r6, 0, %r5, %p2;\n"
    "  add.s32 %r3, %r6, %r3;\n  shl.b32 %r4, %r4, 1;\n"
    "  setp.lt.s32 %p3, %r4, 32;\n  @%p3 bra STEP;\n"
    "  selp.u32 %r7, 1, 0, %p2;\n"
    "  add.s32 %r11, %r2, -20;\n"
    "  shfl.sync.up.b32 %r12, %r1, 1, 0, -1;\n"
    "  setp.lt.s32 %p4, %r11, 5;\n  selp.b32 %r13, 0, %r12, %p4;\n"
    "  add.s32 %r14, %r1, %r13;\n"
    "  shfl.sync.up.b32 %r8, %r1, 2, 0, -1;\n"
    "  setp.lt.s32 %p5, %r2, 2;\n  selp.b32 %r9, 0, %r8, %p5;\n"
    "  add.s32 %r10, %r9, %r1;\n  add.s32 %r10, %r10, %r9;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r3;\n  st.global.u32 [%rd3+256], %r7;\n"
    "  st.global.u32 [%rd3+512], %r14;\n  st.global.u32 [%rd3+768], %r10;\n"
    "  ret;\n}\n";

static void scan_mode(pv_test *t, uint32_t flags)
{
    ob_vm r;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_addr out;
    uint32_t got[4 * NT], want[4 * NT], i, j;
    void *args[1];
    char *dis;
    const char *mode = flags ? "unfused" : "fused";
    if (!ob_open(t, &r, scan_ptx, sizeof scan_ptx - 1, "scan.ptx", "scan", flags, mode))
        return;
    vm = r.vm;
    k = r.k;
    ptxvm_mem_alloc(vm, sizeof got, &out);
    ptxvm_memset(vm, out, 0xee, sizeof got);
    args[0] = &out;
    T_CHECK(t, ob_launch(&r, 1, 1, 48, 0, args) == PTXVM_OK, "%s launch: %s", mode,
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    memset(want, 0xee, sizeof want);
    for (i = 0; i < 48; i++) {
        uint32_t lane = i & 31, s = 0;
        for (j = i - lane; j <= i; j++)
            s += 3 * j + 1;
        want[i] = s;
        want[64 + i] = lane < 16;
        want[128 + i] = i + (lane < 25 ? 0 : i - 1);
        want[192 + i] = i + (lane < 2 ? 0 : 2 * (i - 2));
    }
    for (i = 0; i < 4 * NT; i++)
        T_CHECK(t, got[i] == want[i], "%s: word %u: 0x%x, want 0x%x", mode, i, got[i],
                want[i]);
    dis = ob_listing(k);
    {
        /* fused: the loop's step and the signed one; not the third */
        T_CHECK(t, ob_count(dis, "SCAN_ADD32") == (flags ? 0 : 2), "%s: %d SCAN_ADD32\n%s",
                mode, ob_count(dis, "SCAN_ADD32"), dis);
        /* the shfls before them hand their values over; the third's
           next instruction is its setp */
        T_CHECK(t, shfl_next_count(dis) == (flags ? 0 : 2), "%s: %d shfls with NEXT\n%s",
                mode, shfl_next_count(dis), dis);
    }
    free(dis);
    ob_close(t, &r, mode);
}

/* shfls and the instruction after them, 64 threads: out[t] = v + the
   value 3 lanes down (v = 5t; the d|p predicate read again in
   out[64 + t]); out[128 + t] = the value one lane over + 1, where a
   label stands between shfl and add; out[192 + t] = the value one lane
   down (clamped at 15) + the lane, on lanes 0-15 only (0 elsewhere). */
static const char next_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry nxt(.param .u64 out)\n{\n"
    "  .reg .pred %p<6>;\n  .reg .b32 %r<30>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  and.b32 %r2, %r1, 31;\n  mul.lo.u32 %r3, %r1, 5;\n"
    "  shfl.sync.down.b32 %r4|%p1, %r3, 3, 31, -1;\n"
    "  add.s32 %r5, %r3, %r4;\n  selp.u32 %r6, 1, 0, %p1;\n"
    "  setp.eq.u32 %p2, %r1, 1000;\n  @%p2 bra JT;\n"
    "  shfl.sync.bfly.b32 %r7, %r3, 1, 31, -1;\n"
    "JT:\n"
    "  add.s32 %r8, %r7, 1;\n"
    "  mov.u32 %r10, 0;\n  setp.lt.u32 %p3, %r2, 16;\n  @!%p3 bra SKIP;\n"
    "  shfl.sync.down.b32 %r9, %r3, 1, 15, 0xffff;\n"
    "  add.s32 %r10, %r9, %r2;\n"
    "SKIP:\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r5;\n  st.global.u32 [%rd3+256], %r6;\n"
    "  st.global.u32 [%rd3+512], %r8;\n  st.global.u32 [%rd3+768], %r10;\n"
    "  ret;\n}\n";

static void next_mode(pv_test *t, uint32_t flags)
{
    ob_vm r;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_addr out;
    uint32_t got[4 * NT], want[4 * NT], i;
    void *args[1];
    char *dis;
    const char *mode = flags ? "unfused" : "fused";
    if (!ob_open(t, &r, next_ptx, sizeof next_ptx - 1, "next.ptx", "nxt", flags, mode))
        return;
    vm = r.vm;
    k = r.k;
    ptxvm_mem_alloc(vm, sizeof got, &out);
    ptxvm_memset(vm, out, 0xee, sizeof got);
    args[0] = &out;
    T_CHECK(t, ob_launch(&r, 1, 1, NT, 0, args) == PTXVM_OK, "%s launch: %s", mode,
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (i = 0; i < NT; i++) {
        uint32_t lane = i & 31;
        want[i] = 5 * i + 5 * (lane <= 28 ? i + 3 : i);
        want[64 + i] = lane <= 28;
        want[128 + i] = 5 * (i ^ 1) + 1;
        want[192 + i] = lane >= 16 ? 0 : 5 * (lane < 15 ? i + 1 : i) + lane;
    }
    for (i = 0; i < 4 * NT; i++)
        T_CHECK(t, got[i] == want[i], "%s: word %u: 0x%x, want 0x%x", mode, i, got[i],
                want[i]);
    dis = ob_listing(k);
    /* the first and the divergent one; not the one before the label */
    T_CHECK(t, shfl_next_count(dis) == (flags ? 0 : 2), "%s: %d shfls with NEXT\n%s",
            mode, shfl_next_count(dis), dis);
    free(dis);
    ob_close(t, &r, mode);
}

/* A block scan's reads of the word before a thread's own, as nvcc
   writes them: [%r+-4] (x = 2^32 - 4 on a 32-bit address). 64 threads:
   s[t] = 7t + 1; out[t] = s[t - 1] for t >= 1 (s[63] for t = 0 through a
   wrapped base, all lanes at once); out[64 + t] = s[1] read by every
   lane at [s + 8 - 4]; then s[t - 1] = 3t by the threads t >= 1 and
   out[128 + t] = s[t]. With far set, thread 0 reads [s + -4]: a fault
   naming thread 0. */
static const char wrap_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry wrap(.param .u64 out, .param .u32 far)\n{\n"
    "  .shared .align 4 .b32 s[64];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<30>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r20, [far];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, s;\n"
    "  shl.b32 %r3, %r1, 2;\n  add.s32 %r4, %r2, %r3;\n"
    "  mad.lo.s32 %r5, %r1, 7, 1;\n  st.shared.u32 [%r4], %r5;\n"
    "  bar.sync 0;\n"
    "  setp.eq.u32 %p1, %r1, 0;\n  add.s32 %r6, %r4, 256;\n"
    "  selp.b32 %r7, %r6, %r4, %p1;\n  ld.shared.u32 %r8, [%r7+-4];\n"
    "  add.s32 %r9, %r2, 8;\n  ld.shared.u32 %r10, [%r9+-4];\n"
    "  bar.sync 0;\n"
    "  mul.lo.u32 %r11, %r1, 3;\n  @!%p1 st.shared.u32 [%r4+-4], %r11;\n"
    "  setp.ne.u32 %p2, %r20, 0;\n  and.pred %p3, %p1, %p2;\n"
    "  @%p3 ld.shared.u32 %r8, [%r4+-4];\n"
    "  bar.sync 0;\n  ld.shared.u32 %r12, [%r4];\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r8;\n  st.global.u32 [%rd3+256], %r10;\n"
    "  st.global.u32 [%rd3+512], %r12;\n"
    "  ret;\n}\n";

static void wrap_run(pv_test *t)
{
    ob_vm r;
    ptxvm_vm *vm;
    ptxvm_addr out;
    uint32_t got[3 * NT], want[3 * NT], far = 0, i;
    void *args[2];
    if (!ob_open(t, &r, wrap_ptx, sizeof wrap_ptx - 1, "wrap.ptx", "wrap", 0, "wrap"))
        return;
    vm = r.vm;
    ptxvm_mem_alloc(vm, sizeof got, &out);
    args[0] = &out;
    args[1] = &far;
    T_CHECK(t, ob_launch(&r, 1, 1, NT, 0, args) == PTXVM_OK, "launch: %s",
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (i = 0; i < NT; i++) {
        want[i] = 7 * (i ? i - 1 : NT - 1) + 1;
        want[64 + i] = 8;
        want[128 + i] = i == NT - 1 ? 7 * i + 1 : 3 * (i + 1);
    }
    for (i = 0; i < 3 * NT; i++)
        T_CHECK(t, got[i] == want[i], "word %u: %u, want %u", i, got[i], want[i]);
    far = 1;
    T_CHECK(t, ob_launch(&r, 1, 1, NT, 0, args) == PTXVM_E_MEMORY_FAULT,
            "a read below .shared did not fault");
    T_CHECK(t, strstr(ptxvm_error_message(vm), "wrap.ptx:") != NULL &&
               strstr(ptxvm_error_message(vm), "thread (0,") != NULL,
            "the fault is not thread 0's read: %s", ptxvm_error_message(vm));
    ob_close(t, &r, "wrap");
}

void unit_tree_fusion(pv_test *t)
{
    if (test_begin(t, "tree_fusion: counters and shuffles fused and unfused agree with C")) {
        run_mode(t, 0);
        run_mode(t, PTXVM_FLAG_NO_FUSION);
        test_end(t);
    }
    if (test_begin(t, "tree_fusion: a shuffle scan's steps fused and unfused agree with C")) {
        scan_mode(t, 0);
        scan_mode(t, PTXVM_FLAG_NO_FUSION);
        test_end(t);
    }
    if (test_begin(t, "tree_fusion: shfls handing their value to the next add agree with C")) {
        next_mode(t, 0);
        next_mode(t, PTXVM_FLAG_NO_FUSION);
        test_end(t);
    }
    if (test_begin(t, "tree_fusion: .shared words at [%r+-4] read and write the word before")) {
        wrap_run(t);
        test_end(t);
    }
}
