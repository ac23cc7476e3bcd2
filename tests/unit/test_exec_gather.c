/* Global vector loads and stores (v4.u32, v2.u64) and scalar ones by
   index, and .shared byte and half loads and stores, against a model in
   C over random address patterns (coalesced, broadcast, strided,
   reversed, permuted, with repeats) under random guards whose inactive
   lanes hold addresses far outside any buffer; stores land in thread
   order. An active lane out of bounds or misaligned faults, naming that
   thread. Then shfl.sync in its four modes for every lane offset and
   several clamps and segment widths, and div/rem.u32 by divisors the
   same in every lane (powers of two and not) and differing between
   lanes, against the PTX ISA's rules. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define G_THREADS 256u
#define G_BYTES   8192u         /* each global buffer */
#define G_SHARED  2048u

static const char g_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry g(.param .u64 src, .param .u64 dst, .param .u64 out,"
    " .param .u64 idx, .param .u64 act, .param .u32 kind)\n{\n"
    "  .shared .align 16 .b8 sb[2048];\n"
    "  .reg .pred %p<4>;\n  .reg .b16 %h<4>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<30>;\n"
    "  ld.param.u64 %rd1, [src];\n  ld.param.u64 %rd2, [dst];\n"
    "  ld.param.u64 %rd3, [out];\n  ld.param.u64 %rd4, [idx];\n"
    "  ld.param.u64 %rd5, [act];\n  ld.param.u32 %r1, [kind];\n"
    "  mov.u32 %r2, %tid.x;\n  mov.u32 %r30, sb;\n"
    "  shl.b32 %r31, %r2, 3;\n  add.s32 %r32, %r30, %r31;\n"
    "  mul.lo.u32 %r33, %r2, -1640531535;\n  xor.b32 %r34, %r33, 1540483477;\n"
    "  st.shared.v2.u32 [%r32], {%r33, %r34};\n  bar.sync 0;\n"
    "  mul.wide.u32 %rd6, %r2, 4;\n  add.s64 %rd7, %rd4, %rd6;\n"
    "  ld.global.u32 %r3, [%rd7];\n  ld.global.u32 %r4, [%rd7+1024];\n"
    "  add.s64 %rd8, %rd5, %rd6;\n  ld.global.u32 %r5, [%rd8];\n"
    "  setp.ne.u32 %p1, %r5, 0;\n"
    "  cvt.u64.u32 %rd9, %r3;\n  add.s64 %rd10, %rd1, %rd9;\n"
    "  cvt.u64.u32 %rd11, %r4;\n  add.s64 %rd12, %rd2, %rd11;\n"
    "  add.s32 %r35, %r30, %r3;\n  add.s32 %r36, %r30, %r4;\n"
    "  mad.lo.u32 %r14, %r2, 7, 1000;\n  not.b32 %r15, %r14;\n"
    "  xor.b32 %r16, %r14, 305419896;\n  add.s32 %r17, %r14, 16777216;\n"
    "  mov.b64 %rd20, {%r14, %r15};\n  mov.b64 %rd21, {%r16, %r17};\n"
    "  cvt.u16.u32 %h1, %r14;\n"
    "  mov.u32 %r20, -559038737;\n  mov.u32 %r21, %r20;\n"
    "  mov.u32 %r22, %r20;\n  mov.u32 %r23, %r20;\n"
    "  setp.eq.u32 %p2, %r1, 1;\n  @%p2 bra K1;\n"
    "  setp.eq.u32 %p2, %r1, 2;\n  @%p2 bra K2;\n"
    "  setp.eq.u32 %p2, %r1, 3;\n  @%p2 bra K3;\n"
    "  setp.eq.u32 %p2, %r1, 4;\n  @%p2 bra K4;\n"
    "  @%p1 ld.global.v4.u32 {%r20, %r21, %r22, %r23}, [%rd10];\n  bar.sync 0;\n"
    "  @%p1 st.global.v4.u32 [%rd12], {%r14, %r15, %r16, %r17};\n  bra DONE;\n"
    "K1:\n  @%p1 ld.global.v2.u64 {%rd22, %rd23}, [%rd10];\n"
    "  @%p1 mov.b64 {%r20, %r21}, %rd22;\n  @%p1 mov.b64 {%r22, %r23}, %rd23;\n"
    "  bar.sync 0;\n  @%p1 st.global.v2.u64 [%rd12], {%rd20, %rd21};\n  bra DONE;\n"
    "K2:\n  @%p1 ld.global.u32 %r20, [%rd10];\n  bar.sync 0;\n"
    "  @%p1 st.global.u32 [%rd12], %r14;\n  bra DONE;\n"
    "K3:\n  @%p1 ld.shared.u8 %r20, [%r35];\n  @%p1 ld.shared.s8 %r21, [%r35];\n"
    "  bar.sync 0;\n  @%p1 st.shared.u8 [%r36], %r14;\n  bra DONE;\n"
    "K4:\n  @%p1 ld.shared.u16 %h2, [%r35];\n  @%p1 ld.shared.s16 %r21, [%r35];\n"
    "  @%p1 cvt.u32.u16 %r20, %h2;\n"
    "  bar.sync 0;\n  @%p1 st.shared.u16 [%r36], %h1;\n"
    "DONE:\n  bar.sync 0;\n"
    "  mul.wide.u32 %rd13, %r2, 16;\n  add.s64 %rd14, %rd3, %rd13;\n"
    "  st.global.v4.u32 [%rd14], {%r20, %r21, %r22, %r23};\n"
    "  ld.shared.v2.u32 {%r24, %r25}, [%r32];\n"
    "  mul.wide.u32 %rd15, %r2, 8;\n  add.s64 %rd16, %rd3, %rd15;\n"
    "  st.global.v2.u32 [%rd16+4096], {%r24, %r25};\n"
    "  ret;\n}\n"
    ".visible .entry w(.param .u64 out, .param .u32 b, .param .u32 c,"
    " .param .u32 mode, .param .u32 dv)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r3, [b];\n"
    "  ld.param.u32 %r4, [c];\n  ld.param.u32 %r5, [mode];\n"
    "  ld.param.u32 %r7, [dv];\n"
    "  mov.u32 %r2, %tid.x;\n  mul.lo.u32 %r6, %r2, -1640531535;\n"
    "  xor.b32 %r6, %r6, 12345;\n"
    "  setp.eq.u32 %p2, %r5, 1;\n  @%p2 bra S1;\n"
    "  setp.eq.u32 %p2, %r5, 2;\n  @%p2 bra S2;\n"
    "  setp.eq.u32 %p2, %r5, 3;\n  @%p2 bra S3;\n"
    "  shfl.sync.up.b32 %r10|%p1, %r6, %r3, %r4, -1;\n  bra SD;\n"
    "S1:\n  shfl.sync.down.b32 %r10|%p1, %r6, %r3, %r4, -1;\n  bra SD;\n"
    "S2:\n  shfl.sync.bfly.b32 %r10|%p1, %r6, %r3, %r4, -1;\n  bra SD;\n"
    "S3:\n  shfl.sync.idx.b32 %r10|%p1, %r6, %r3, %r4, -1;\n"
    "SD:\n  selp.u32 %r11, 1, 0, %p1;\n"
    "  div.u32 %r12, %r6, %r7;\n  rem.u32 %r13, %r6, %r7;\n"
    "  and.b32 %r8, %r2, 1;\n  add.s32 %r9, %r7, %r8;\n"
    "  div.u32 %r14, %r6, %r9;\n  rem.u32 %r15, %r6, %r9;\n"
    "  mul.wide.u32 %rd2, %r2, 32;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.v4.u32 [%rd3], {%r10, %r11, %r12, %r13};\n"
    "  st.global.v2.u32 [%rd3+16], {%r14, %r15};\n"
    "  ret;\n}\n";

/* Bytes a lane of each kind loads and stores. */
static const uint32_t kind_bytes[5] = {16, 16, 4, 1, 2};

static uint32_t rnd(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 33);
}

/* Byte offsets for one warp's lanes into a buffer of size bytes, aligned
   to each lane's element bytes. */
static void pattern(uint64_t *s, uint32_t *o, uint32_t bytes, uint32_t size)
{
    uint32_t slots = size / bytes, l, p = rnd(s) % 6;
    uint32_t base = rnd(s) % (slots - 32 * 2), k = 1 + rnd(s) % 2;
    for (l = 0; l < 32; l++) {
        uint32_t slot;
        switch (p) {
        case 0: slot = base + l; break;
        case 1: slot = base; break;
        case 2: slot = base + l * k; break;
        case 3: slot = base + (31 - l); break;
        case 4: slot = base + (l * 13) % 32; break;
        default: slot = rnd(s) % slots; break;
        }
        o[l] = slot * bytes;
    }
}

static uint32_t src_word(uint32_t i)
{
    return i * 2246822519u ^ 0x9e3779b9u;
}

static uint32_t shared_word(uint32_t i)
{
    uint32_t t = i / 2, v = t * 2654435761u;
    return i % 2 ? v ^ 1540483477u : v;
}

static uint32_t byte_at(const uint32_t *w, uint32_t off, uint32_t n)
{
    uint32_t v = 0, i;
    for (i = 0; i < n; i++)
        v |= ((w[(off + i) / 4] >> (8 * ((off + i) % 4))) & 0xffu) << (8 * i);
    return v;
}

static void put_bytes(uint32_t *w, uint32_t off, uint32_t v, uint32_t n)
{
    uint32_t i;
    for (i = 0; i < n; i++) {
        uint32_t sh = 8 * ((off + i) % 4);
        w[(off + i) / 4] = (w[(off + i) / 4] & ~(0xffu << sh)) | (((v >> (8 * i)) & 0xffu) << sh);
    }
}

/* What kernel g computes: loads into ld[4 t ..], the global dst buffer
   into dst, .shared into sh. */
static void model(uint32_t kind, const uint32_t *idx, const uint32_t *act,
                  uint32_t *ld, uint32_t *dst, uint32_t *sh)
{
    uint32_t t, j, n = kind_bytes[kind] / 4;
    memset(dst, 0, G_BYTES);
    for (t = 0; t < G_SHARED / 4; t++)
        sh[t] = shared_word(t);
    for (t = 0; t < G_THREADS; t++) {
        uint32_t o = idx[t];
        for (j = 0; j < 4; j++)
            ld[4 * t + j] = 0xdeadbeefu;
        if (!act[t])
            continue;
        if (kind < 3) {
            for (j = 0; j < n; j++)
                ld[4 * t + j] = src_word(o / 4 + j);
        } else if (kind == 3) {
            ld[4 * t] = byte_at(sh, o, 1);
            ld[4 * t + 1] = (uint32_t)(int32_t)(int8_t)byte_at(sh, o, 1);
        } else {
            ld[4 * t] = byte_at(sh, o, 2);
            ld[4 * t + 1] = (uint32_t)(int32_t)(int16_t)byte_at(sh, o, 2);
        }
    }
    for (t = 0; t < G_THREADS; t++) {
        uint32_t v[4], a = idx[G_THREADS + t];
        v[0] = t * 7 + 1000;
        v[1] = ~v[0];
        v[2] = v[0] ^ 305419896u;
        v[3] = v[0] + 16777216u;
        if (!act[t])
            continue;
        if (kind < 3)
            for (j = 0; j < n; j++)
                dst[a / 4 + j] = v[j];
        else
            put_bytes(sh, a, v[0], kind_bytes[kind]);
    }
}

static ptxvm_result launch_g(ptxvm_kernel *k, ptxvm_addr *dv, uint32_t *kind)
{
    ptxvm_launch l;
    void *args[6];
    args[0] = &dv[0];
    args[1] = &dv[1];
    args[2] = &dv[2];
    args[3] = &dv[3];
    args[4] = &dv[4];
    args[5] = kind;
    test_launch_1d(&l, 1, G_THREADS, args);
    return ptxvm_launch_kernel(k, &l, NULL);
}

/* One launch that must fault at thread bad, for the reason why. */
static void check_fault(pv_test *t, ptxvm_vm *vm, ptxvm_kernel *k, ptxvm_addr *dv,
                        uint32_t kind, uint32_t bad, uint32_t off, const char *why)
{
    uint32_t idx[2 * G_THREADS], act[G_THREADS], i;
    ptxvm_result r;
    for (i = 0; i < 2 * G_THREADS; i++)
        idx[i] = (i % 32) * 16;
    for (i = 0; i < G_THREADS; i++)
        act[i] = 1;
    idx[bad] = off;
    ptxvm_memcpy_htod(vm, dv[3], idx, sizeof idx);
    ptxvm_memcpy_htod(vm, dv[4], act, sizeof act);
    r = launch_g(k, dv, &kind);
    T_CHECK(t, ob_fault_of(vm, r, bad, why),
            "kind %u, thread %u at %#x: %s: %s", kind, bad, off, ptxvm_result_name(r),
            ptxvm_error_message(vm));
}

static void gather_trials(pv_test *t, ptxvm_vm *vm, ptxvm_kernel *k, ptxvm_addr *dv)
{
    static uint32_t idx[2 * G_THREADS], act[G_THREADS], out[2048], src[G_BYTES / 4];
    static uint32_t dst[G_BYTES / 4], got[G_BYTES / 4], ld[4 * G_THREADS], sh[G_SHARED / 4];
    uint64_t s = 0x13198a2e03707344ull;
    uint32_t trial, i, w, kind, bad = 0;
    for (i = 0; i < G_BYTES / 4; i++)
        src[i] = src_word(i);
    ptxvm_memcpy_htod(vm, dv[0], src, sizeof src);
    for (trial = 0; trial < 500 && !bad; trial++) {
        uint32_t size;
        kind = trial % 5;
        size = kind < 3 ? G_BYTES : G_SHARED;
        for (w = 0; w < G_THREADS / 32; w++) {
            uint32_t mode = rnd(&s) % 4, mask = rnd(&s);
            pattern(&s, idx + 32 * w, kind_bytes[kind], size);
            pattern(&s, idx + G_THREADS + 32 * w, kind_bytes[kind], size);
            for (i = 0; i < 32; i++) {
                uint32_t on = mode == 0 ? 1u : mode == 1 ? (mask >> i) & 1u :
                              mode == 2 ? i == mask % 32 : (i >= mask % 32 && i < mask % 32 + 9);
                act[32 * w + i] = on;
                if (!on && (rnd(&s) & 1)) {   /* an idle lane's address: ignored */
                    idx[32 * w + i] = 0xfffffff0u - 16 * i;
                    idx[G_THREADS + 32 * w + i] = 3;
                }
            }
        }
        memset(got, 0, sizeof got);
        ptxvm_memcpy_htod(vm, dv[1], got, sizeof got);
        ptxvm_memcpy_htod(vm, dv[3], idx, sizeof idx);
        ptxvm_memcpy_htod(vm, dv[4], act, sizeof act);
        if (launch_g(k, dv, &kind) != PTXVM_OK) {
            T_CHECK(t, 0, "trial %u kind %u: %s", trial, kind, ptxvm_error_message(vm));
            break;
        }
        ptxvm_memcpy_dtoh(vm, out, dv[2], sizeof out);
        ptxvm_memcpy_dtoh(vm, got, dv[1], sizeof got);
        model(kind, idx, act, ld, dst, sh);
        for (i = 0; i < 4 * G_THREADS && !bad; i++)
            if (out[i] != ld[i]) {
                T_CHECK(t, 0, "trial %u kind %u: thread %u loaded word %u = %08x, not %08x",
                        trial, kind, i / 4, i % 4, out[i], ld[i]);
                bad = 1;
            }
        for (i = 0; i < G_BYTES / 4 && !bad; i++)
            if (got[i] != dst[i]) {
                T_CHECK(t, 0, "trial %u kind %u: global word %u = %08x, not %08x",
                        trial, kind, i, got[i], dst[i]);
                bad = 1;
            }
        for (i = 0; i < G_SHARED / 4 && !bad; i++)
            if (out[1024 + i] != sh[i]) {
                T_CHECK(t, 0, "trial %u kind %u: .shared word %u = %08x, not %08x",
                        trial, kind, i, out[1024 + i], sh[i]);
                bad = 1;
            }
    }
    T_CHECK(t, trial == 500, "stopped after %u trials", trial);
    for (kind = 0; kind < 3; kind++) {
        check_fault(t, vm, k, dv, kind, 77, 1u << 30, "not mapped");
        check_fault(t, vm, k, dv, kind, 31, kind < 2 ? 8 : 2, "misaligned");
    }
    for (kind = 3; kind < 5; kind++)
        check_fault(t, vm, k, dv, kind, 200, G_SHARED + 64, "outside .shared");
    check_fault(t, vm, k, dv, 4, 5, 3, "misaligned");
}

/* The ISA's shfl.sync for the whole warp: value and predicate of lane l. */
static void shfl_model(uint32_t mode, uint32_t b, uint32_t c, const uint32_t *a,
                       uint32_t l, uint32_t *v, uint32_t *p)
{
    int32_t lane = (int32_t)l, bval = (int32_t)(b & 31u), cval = (int32_t)(c & 31u);
    int32_t seg = (int32_t)((c >> 8) & 31u);
    int32_t maxl = (lane & seg) | (cval & ~seg), minl = lane & seg, j;
    int in;
    switch (mode) {
    case 0: j = lane - bval; in = j >= maxl; break;
    case 1: j = lane + bval; in = j <= maxl; break;
    case 2: j = lane ^ bval; in = j <= maxl; break;
    default: j = minl | (bval & ~seg); in = j <= maxl; break;
    }
    if (!in)
        j = lane;
    *v = a[j];
    *p = (uint32_t)in;
}

static void warp_trials(pv_test *t, ptxvm_vm *vm, ptxvm_kernel *k, ptxvm_addr out_dv)
{
    static const uint32_t widths[] = {32, 16, 8, 4, 2, 1};
    static const uint32_t divs[] = {1, 2, 32, 1024, 1u << 31, 3, 7, 96};
    uint32_t out[32 * 8], a[32], mode, b, wi, i, n = 0, bad = 0;
    uint64_t s = 0xa4093822299f31d0ull;
    for (i = 0; i < 32; i++)
        a[i] = i * 2654435761u ^ 12345u;
    for (mode = 0; mode < 4 && !bad; mode++)
        for (b = 0; b < 34 && !bad; b++)
            for (wi = 0; wi < 8 && !bad; wi++) {
                /* clamps as CUDA writes them for each width, then random */
                uint32_t c = wi < 6 ? ((32 - widths[wi]) << 8) | (mode ? 31u : 0u) : rnd(&s);
                uint32_t dv = divs[(b + wi) % 8], l;
                void *args[5];
                ptxvm_launch lc;
                ptxvm_addr o = out_dv;
                args[0] = &o;
                args[1] = &b;
                args[2] = &c;
                args[3] = &mode;
                args[4] = &dv;
                test_launch_1d(&lc, 1, 32, args);
                if (ptxvm_launch_kernel(k, &lc, NULL) != PTXVM_OK) {
                    T_CHECK(t, 0, "shfl: %s", ptxvm_error_message(vm));
                    return;
                }
                ptxvm_memcpy_dtoh(vm, out, out_dv, sizeof out);
                n++;
                for (l = 0; l < 32 && !bad; l++) {
                    uint32_t v, p, d2 = dv + (l & 1u);
                    shfl_model(mode, b, c, a, l, &v, &p);
                    if (out[8 * l] != v || out[8 * l + 1] != p) {
                        T_CHECK(t, 0, "shfl mode %u b %u c %#x lane %u: %08x|%u, not %08x|%u",
                                mode, b, c, l, out[8 * l], out[8 * l + 1], v, p);
                        bad = 1;
                    }
                    if (out[8 * l + 2] != a[l] / dv || out[8 * l + 3] != a[l] % dv ||
                        out[8 * l + 4] != a[l] / d2 || out[8 * l + 5] != a[l] % d2) {
                        T_CHECK(t, 0, "div by %u lane %u: %u %u %u %u", dv, l,
                                out[8 * l + 2], out[8 * l + 3], out[8 * l + 4], out[8 * l + 5]);
                        bad = 1;
                    }
                }
            }
    T_CHECK(t, n == 4 * 34 * 8, "ran %u shfl launches", n);
}

void unit_exec_gather(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *kg, *kw;
    ptxvm_addr dv[5];
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, g_ptx, sizeof g_ptx - 1, "gather.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "g", &kg) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "w", &kw) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, G_BYTES, &dv[0]);
    ptxvm_mem_alloc(vm, G_BYTES, &dv[1]);
    ptxvm_mem_alloc(vm, 2048 * 4, &dv[2]);
    ptxvm_mem_alloc(vm, 2 * G_THREADS * 4, &dv[3]);
    ptxvm_mem_alloc(vm, G_THREADS * 4, &dv[4]);
    gather_trials(t, vm, kg, dv);
    warp_trials(t, vm, kw, dv[2]);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}
