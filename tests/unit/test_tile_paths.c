/* Tile code's partial warps and folded offsets. A 16-thread block runs
   half a warp and halo guards leave lanes out, so the active lanes come
   as segments; each segment whose addresses are consecutive is copied
   whole, in lane order, so a later segment's store wins where two
   overlap, and a segment broken at any lane (the last three included)
   or addressed through a 64-bit register still reads and writes each
   lane's own word. nvcc folds a tile's positive offset into the instruction and
   leaves a "negative" register (-64 * tid): the sum is what counts, and
   one outside .shared or misaligned still faults, naming the thread.
   A one-warp block passes its barriers without the scheduler: values
   still go round the block in step, and a barrier waiting for more
   threads than the block has is still a deadlock. Integer compares of
   16 and 32 bits (each order, signed and unsigned) of a warp and a half
   at once match C's. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define TP_THREADS 16u

static const char tp_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry negoff(.param .u64 out, .param .u32 bias)\n{\n"
    "  .shared .align 4 .b8 tile[1024];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r9, [bias];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, tile;\n"
    /* tile - 64 tid (+ bias): stores 64 bytes apart, downwards */
    "  mul.lo.s32 %r3, %r1, -64;\n  add.s32 %r4, %r2, %r3;\n"
    "  add.s32 %r4, %r4, %r9;\n"
    "  mad.lo.s32 %r5, %r1, 3, 5;\n"
    "  st.shared.u32 [%r4+960], %r5;\n"
    /* tile + 4 tid - 64, offset +64: a run through negative registers */
    "  shl.b32 %r6, %r1, 2;\n  add.s32 %r7, %r2, %r6;\n  add.s32 %r8, %r7, -64;\n"
    "  add.s32 %r10, %r5, 1000;\n"
    "  st.shared.u32 [%r8+64], %r10;\n"
    "  bar.sync 0;\n"
    "  ld.shared.u32 %r11, [%r4+960];\n"
    /* lanes 5 and 9 left out: three segments */
    "  mov.u32 %r12, 77;\n"
    "  setp.ne.u32 %p1, %r1, 5;\n  setp.ne.u32 %p2, %r1, 9;\n"
    "  and.pred %p3, %p1, %p2;\n"
    "  @%p3 ld.shared.u32 %r12, [%r8+64];\n"
    "  mul.wide.u32 %rd2, %r1, 8;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.v2.u32 [%rd3], {%r11, %r12};\n"
    "  ret;\n}\n"
    ".visible .entry gseg(.param .u64 buf, .param .u64 src, .param .u64 out,"
    " .param .u32 bias)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [buf];\n  ld.param.u64 %rd2, [src];\n"
    "  ld.param.u64 %rd3, [out];\n  ld.param.u32 %r9, [bias];\n"
    "  mov.u32 %r1, %tid.x;\n"
    /* lanes 0-3 and 8-11 store to words 0-3: the second run lands last */
    "  and.b32 %r2, %r1, 4;\n  setp.eq.u32 %p1, %r2, 0;\n"
    "  and.b32 %r3, %r1, 3;\n  mul.wide.u32 %rd4, %r3, 4;\n"
    "  add.s64 %rd5, %rd1, %rd4;\n  add.s32 %r4, %r1, 100;\n"
    "  @%p1 st.global.u32 [%rd5], %r4;\n"
    /* every lane but 6 loads src[tid] (+ bias bytes) */
    "  mul.wide.u32 %rd6, %r1, 4;\n  add.s64 %rd7, %rd2, %rd6;\n"
    "  cvt.u64.u32 %rd8, %r9;\n  add.s64 %rd7, %rd7, %rd8;\n"
    "  mov.u32 %r5, 55;\n  setp.ne.u32 %p2, %r1, 6;\n"
    "  @%p2 ld.global.u32 %r5, [%rd7];\n"
    "  add.s64 %rd9, %rd3, %rd6;\n  st.global.u32 [%rd9], %r5;\n"
    "  ret;\n}\n"
    ".visible .entry onewarp(.param .u64 out, .param .u32 dl)\n{\n"
    "  .shared .align 4 .b8 ring[64];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r12, [dl];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, ring;\n"
    "  shl.b32 %r3, %r1, 2;\n  add.s32 %r4, %r2, %r3;\n"
    "  add.s32 %r5, %r1, 1;\n  and.b32 %r5, %r5, 15;\n  shl.b32 %r5, %r5, 2;\n"
    "  add.s32 %r6, %r2, %r5;\n  mov.u32 %r7, %r1;\n  mov.u32 %r8, 0;\n"
    "  setp.ne.u32 %p2, %r12, 0;\n"
    "LOOP:\n  st.shared.u32 [%r4], %r7;\n  bar.sync 0;\n"
    "  ld.shared.u32 %r9, [%r6];\n  bar.sync 0, 32;\n"
    "  mad.lo.s32 %r7, %r9, 3, %r8;\n  add.s32 %r8, %r8, 1;\n"
    "  setp.lt.u32 %p1, %r8, 20;\n  @%p1 bra LOOP;\n"
    "  @%p2 bar.sync 1, 64;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r7;\n  ret;\n}\n"
    /* a whole warp fills tile[0..63]; the lanes of mask then load and
       store tile[tid] through a 32-bit and a 64-bit address, except lane
       brk, which goes to tile[32 + tid]: a run broken there */
    ".visible .entry segs(.param .u64 out, .param .u32 mask, .param .u32 brk)\n{\n"
    "  .shared .align 4 .b8 tile[256];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r2, [mask];\n"
    "  ld.param.u32 %r3, [brk];\n  mov.u32 %r1, %tid.x;\n"
    "  mov.u32 %r4, tile;\n  shl.b32 %r5, %r1, 2;\n  add.s32 %r6, %r4, %r5;\n"
    "  mad.lo.s32 %r7, %r1, 7, 1;\n  st.shared.u32 [%r6], %r7;\n"
    "  add.s32 %r7, %r7, 1;\n  st.shared.u32 [%r6+128], %r7;\n  bar.sync 0;\n"
    "  setp.eq.u32 %p1, %r1, %r3;\n  selp.u32 %r8, 128, 0, %p1;\n"
    "  add.s32 %r9, %r6, %r8;\n  cvt.u64.u32 %rd2, %r9;\n"
    "  shr.u32 %r10, %r2, %r1;\n  and.b32 %r10, %r10, 1;\n"
    "  setp.ne.u32 %p2, %r10, 0;\n"
    "  mov.u32 %r11, 57005;\n  mov.u32 %r12, 57005;\n"
    "  @%p2 ld.shared.u32 %r11, [%r9];\n  @%p2 ld.shared.u32 %r12, [%rd2];\n"
    "  bar.sync 0;\n  add.s32 %r13, %r1, 500;\n"
    "  @%p2 st.shared.u32 [%rd2], %r13;\n  bar.sync 0;\n"
    "  add.s32 %r14, %r13, 500;\n  @%p2 st.shared.u32 [%r9+0], %r14;\n"
    "  bar.sync 0;\n"
    "  ld.shared.u32 %r15, [%r6];\n  ld.shared.u32 %r16, [%r6+128];\n"
    "  mul.wide.u32 %rd3, %r1, 16;\n  add.s64 %rd4, %rd1, %rd3;\n"
    "  st.global.v4.u32 [%rd4], {%r11, %r12, %r15, %r16};\n"
    "  ret;\n}\n";

static ptxvm_result run(ptxvm_kernel *k, void **args)
{
    return ob_launch_k(k, 1, 1, TP_THREADS, 0, args);
}

static void expect_fault(pv_test *t, ptxvm_vm *vm, ptxvm_result r, uint32_t thread,
                         const char *why)
{
    T_CHECK(t, ob_fault_of(vm, r, thread, why),
            "want %s of thread %u: %s: %s", why, thread, ptxvm_result_name(r),
            ptxvm_error_message(vm));
}

static void negoff(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_kernel *k;
    ptxvm_addr out;
    uint32_t got[2 * TP_THREADS], bias = 0, i;
    void *args[2];
    T_CHECK(t, ptxvm_module_get_kernel(m, "negoff", &k) == PTXVM_OK, "negoff");
    ptxvm_mem_alloc(vm, sizeof got, &out);
    args[0] = &out;
    args[1] = &bias;
    T_CHECK(t, run(k, args) == PTXVM_OK, "negoff: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (i = 0; i < TP_THREADS; i++) {
        /* word (15 - i) * 16 holds 3i + 5, except word 0, which thread 0's
           run store overwrote after thread 15's */
        uint32_t w0 = i == 15 ? 1005u : 3 * i + 5;
        uint32_t w1 = i == 5 || i == 9 ? 77u : 3 * i + 1005;
        T_CHECK(t, got[2 * i] == w0 && got[2 * i + 1] == w1,
                "thread %u: %u %u, not %u %u", i, got[2 * i], got[2 * i + 1], w0, w1);
    }
    /* the same sums pushed past .shared, or off alignment, by the bias:
       thread 0's (-0 * 64 + 960 + bias) is the highest */
    bias = 64;
    expect_fault(t, vm, run(k, args), 0, "outside .shared");
    bias = 2;
    expect_fault(t, vm, run(k, args), 0, "misaligned");
    ptxvm_mem_free(vm, out);
}

static void gseg(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_kernel *k;
    ptxvm_addr buf, src, out;
    uint32_t b[4] = {0}, s[TP_THREADS], o[TP_THREADS], bias = 0, i;
    void *args[4];
    T_CHECK(t, ptxvm_module_get_kernel(m, "gseg", &k) == PTXVM_OK, "gseg");
    for (i = 0; i < TP_THREADS; i++)
        s[i] = 0x1000u + i * i;
    ptxvm_mem_alloc(vm, sizeof b, &buf);
    ptxvm_mem_alloc(vm, sizeof s, &src);
    ptxvm_mem_alloc(vm, sizeof o, &out);
    ptxvm_memcpy_htod(vm, buf, b, sizeof b);
    ptxvm_memcpy_htod(vm, src, s, sizeof s);
    args[0] = &buf;
    args[1] = &src;
    args[2] = &out;
    args[3] = &bias;
    T_CHECK(t, run(k, args) == PTXVM_OK, "gseg: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, b, buf, sizeof b);
    ptxvm_memcpy_dtoh(vm, o, out, sizeof o);
    for (i = 0; i < 4; i++)
        T_CHECK(t, b[i] == 108 + i, "word %u = %u, not %u (lane order)", i, b[i], 108 + i);
    for (i = 0; i < TP_THREADS; i++) {
        uint32_t want = i == 6 ? 55u : s[i];
        T_CHECK(t, o[i] == want, "thread %u loaded %#x, not %#x", i, o[i], want);
    }
    /* two words further, threads 14 and 15 read past src: the first of
       them faults */
    bias = 8;
    expect_fault(t, vm, run(k, args), 14, "");
    ptxvm_mem_free(vm, buf);
    ptxvm_mem_free(vm, src);
    ptxvm_mem_free(vm, out);
}

static void onewarp(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_kernel *k;
    ptxvm_addr out;
    uint32_t got[TP_THREADS], v[TP_THREADS], nv[TP_THREADS], dl = 0, i, j;
    void *args[2];
    ptxvm_result r;
    T_CHECK(t, ptxvm_module_get_kernel(m, "onewarp", &k) == PTXVM_OK, "onewarp");
    ptxvm_mem_alloc(vm, sizeof got, &out);
    args[0] = &out;
    args[1] = &dl;
    T_CHECK(t, run(k, args) == PTXVM_OK, "onewarp: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (i = 0; i < TP_THREADS; i++)
        v[i] = i;
    for (j = 0; j < 20; j++) {
        for (i = 0; i < TP_THREADS; i++)
            nv[i] = v[(i + 1) % TP_THREADS] * 3u + j;
        memcpy(v, nv, sizeof v);
    }
    for (i = 0; i < TP_THREADS; i++)
        T_CHECK(t, got[i] == v[i], "thread %u: %#x, not %#x", i, got[i], v[i]);
    dl = 1;
    r = run(k, args);
    T_CHECK(t, r == PTXVM_E_DEADLOCK, "bar.sync 1, 64 in a 16-thread block: %s: %s",
            ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_mem_free(vm, out);
}

/* The 32 compares of cmps: every order on s16 and s32, and every order
   but the signed-only ones' twins on u16 and u32 (lt..ge, lo..hs). */
static const char *const cmp_ops[16] = {"eq", "ne", "lt", "le", "gt", "ge", "eq", "ne",
                                        "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"};

static uint32_t cmp_model(uint32_t a, uint32_t b)
{
    uint32_t bits = 0, j, w;
    for (w = 0; w < 2; w++) {           /* 16 bits, then 32 */
        uint32_t ua = w ? a : a & 0xffffu, ub = w ? b : b & 0xffffu;
        int32_t sa = w ? (int32_t)a : (int16_t)(uint16_t)a;
        int32_t sb = w ? (int32_t)b : (int16_t)(uint16_t)b;
        for (j = 0; j < 16; j++) {
            int r, sgn = j < 6;
            switch (j < 6 ? j : j < 12 ? j - 6 : j - 10) {
            case 0: r = ua == ub; break;
            case 1: r = ua != ub; break;
            case 2: r = sgn ? sa < sb : ua < ub; break;
            case 3: r = sgn ? sa <= sb : ua <= ub; break;
            case 4: r = sgn ? sa > sb : ua > ub; break;
            default: r = sgn ? sa >= sb : ua >= ub; break;
            }
            bits |= (uint32_t)r << (16 * w + j);
        }
    }
    return bits;
}

static void cmps(pv_test *t, ptxvm_vm *vm)
{
    static const uint32_t vals[] = {0, 1, 2, 0x7fffu, 0x8000u, 0x8001u, 0xffffu, 0x10000u,
                                    0x7fffffffu, 0x80000000u, 0xfffffffeu, 0xffffffffu,
                                    0x12348000u, 0x00017fffu};
    char ptx[8192];
    size_t n;
    uint32_t in[2 * 48], got[48], i, j;
    uint64_t s = 0x9e3779b97f4a7c15ull;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr din, dout;
    void *args[2];
    n = (size_t)snprintf(ptx, sizeof ptx,
        ".version 8.5\n.target sm_80\n.address_size 64\n"
        ".visible .entry cmps(.param .u64 in, .param .u64 out)\n{\n"
        "  .reg .pred %%p<2>;\n  .reg .b16 %%rs<3>;\n  .reg .b32 %%r<12>;\n"
        "  .reg .b64 %%rd<8>;\n"
        "  ld.param.u64 %%rd1, [in];\n  ld.param.u64 %%rd2, [out];\n"
        "  mov.u32 %%r1, %%tid.x;\n  mul.wide.u32 %%rd3, %%r1, 8;\n"
        "  add.s64 %%rd4, %%rd1, %%rd3;\n"
        "  ld.global.u32 %%r2, [%%rd4];\n  ld.global.u32 %%r3, [%%rd4+4];\n"
        "  cvt.u16.u32 %%rs1, %%r2;\n  cvt.u16.u32 %%rs2, %%r3;\n"
        "  mov.u32 %%r9, 0;\n");
    for (j = 0; j < 32; j++) {
        const char *ty = (j & 15) < 6 ? (j < 16 ? "s16" : "s32") : (j < 16 ? "u16" : "u32");
        n += (size_t)snprintf(ptx + n, sizeof ptx - n,
            "  setp.%s.%s %%p1, %s, %s;\n  selp.u32 %%r8, %u, 0, %%p1;\n"
            "  or.b32 %%r9, %%r9, %%r8;\n", cmp_ops[j & 15], ty,
            j < 16 ? "%rs1" : "%r2", j < 16 ? "%rs2" : "%r3", 1u << j);
    }
    n += (size_t)snprintf(ptx + n, sizeof ptx - n,
        "  mul.wide.u32 %%rd5, %%r1, 4;\n  add.s64 %%rd6, %%rd2, %%rd5;\n"
        "  st.global.u32 [%%rd6], %%r9;\n  ret;\n}\n");
    if (ptxvm_module_load(vm, ptx, n, "cmps.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "cmps", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "cmps: %s", ptxvm_error_message(vm));
        return;
    }
    for (i = 0; i < 2 * 48; i++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        in[i] = vals[(s >> 33) % (sizeof vals / sizeof vals[0])];
    }
    in[1] = in[0];                      /* and some equal pairs */
    in[41] = in[40];
    ptxvm_mem_alloc(vm, sizeof in, &din);
    ptxvm_mem_alloc(vm, sizeof got, &dout);
    ptxvm_memcpy_htod(vm, din, in, sizeof in);
    args[0] = &din;
    args[1] = &dout;
    T_CHECK(t, ob_launch_k(k, 1, 1, 48, 0, args) == PTXVM_OK, "cmps: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, dout, sizeof got);
    for (i = 0; i < 48; i++) {
        uint32_t want = cmp_model(in[2 * i], in[2 * i + 1]);
        T_CHECK(t, got[i] == want, "thread %u, %#x vs %#x: compares %08x, not %08x", i,
                in[2 * i], in[2 * i + 1], got[i], want);
    }
    ptxvm_mem_free(vm, din);
    ptxvm_mem_free(vm, dout);
}

/* segs over masks of segments of many lengths (1 to 31 lanes) and a
   break in the vectorised lanes, in the last three, or none */
static void segs(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const uint32_t masks[] = {0xB7F36E5Du, 0xFFFFFFFEu, 0x7FFFFFFFu, 0xE0000007u,
                                     0x0FFF0FF0u, 0x80000001u, 0xDB6DB6DBu};
    static const uint32_t brks[] = {99, 0, 3, 17, 28, 29, 30, 31};
    ptxvm_kernel *k;
    ptxvm_addr out;
    uint32_t got[32 * 4], mask, brk, i, j, b;
    void *args[3];
    T_CHECK(t, ptxvm_module_get_kernel(m, "segs", &k) == PTXVM_OK, "segs");
    ptxvm_mem_alloc(vm, sizeof got, &out);
    args[0] = &out;
    args[1] = &mask;
    args[2] = &brk;
    for (i = 0; i < sizeof masks / sizeof *masks; i++) {
        for (j = 0; j < sizeof brks / sizeof *brks; j++) {
            uint32_t tile[64], bad = 0;
            mask = masks[i];
            brk = brks[j];
            for (b = 0; b < 32; b++) {
                tile[b] = 7 * b + 1;
                tile[32 + b] = 7 * b + 2;
            }
            for (b = 0; b < 32; b++)     /* the later store wins */
                if ((mask >> b) & 1u)
                    tile[b == brk ? 32 + b : b] = b + 1000;
            T_CHECK(t, ob_launch_k(k, 1, 1, 32, 0, args) == PTXVM_OK, "segs: %s", ptxvm_error_message(vm));
            ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
            for (b = 0; b < 32 && !bad; b++) {
                uint32_t on = (mask >> b) & 1u;
                uint32_t ld = !on ? 57005u : b == brk ? 7 * b + 2 : 7 * b + 1;
                bad = got[4 * b] != ld || got[4 * b + 1] != ld ||
                      got[4 * b + 2] != tile[b] || got[4 * b + 3] != tile[32 + b];
                T_CHECK(t, !bad, "mask %#x brk %u lane %u: %u %u %u %u, not %u %u %u %u",
                        mask, brk, b, got[4 * b], got[4 * b + 1], got[4 * b + 2],
                        got[4 * b + 3], ld, ld, tile[b], tile[32 + b]);
            }
        }
    }
    ptxvm_mem_free(vm, out);
}

void unit_tile_paths(pv_test *t)
{
    ob_vm r;
    if (!ob_open(t, &r, tp_ptx, sizeof tp_ptx - 1, "tile.ptx", NULL, 0, "load"))
        return;
    negoff(t, r.vm, r.m);
    gseg(t, r.vm, r.m);
    onewarp(t, r.vm, r.m);
    segs(t, r.vm, r.m);
    cmps(t, r.vm);
    ob_close(t, &r, "tile_paths");
}
