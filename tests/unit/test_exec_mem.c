/* The interpreter's memory fast paths against the general one: coalesced
   full-warp runs (a[tid]), warp-uniform .local addresses under full and
   partial masks, and the cases that must leave them (a run crossing the
   end of an allocation, a read-only mapping, a scattered index). */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

static const char mem_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    /* out[tid] = in[tid + off] (u32) */
    ".visible .entry copy32(.param .u64 out, .param .u64 in, .param .s64 off)\n{\n"
    "  .reg .b32 %r<3>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.s64 %rd3, [off];\n  mov.u32 %r1, %tid.x;\n"
    "  cvt.u64.u32 %rd4, %r1;\n  add.s64 %rd4, %rd4, %rd3;\n"
    "  shl.b64 %rd5, %rd4, 2;\n  add.s64 %rd6, %rd2, %rd5;\n"
    "  ld.global.u32 %r2, [%rd6];\n"
    "  mul.wide.u32 %rd7, %r1, 4;\n  add.s64 %rd7, %rd1, %rd7;\n"
    "  st.global.u32 [%rd7], %r2;\n  ret;\n}\n"
    /* out[tid] = in[tid] + 1 (u64), and out2[31 - tid % 32] (scattered) */
    ".visible .entry copy64(.param .u64 out, .param .u64 in, .param .u64 out2)\n{\n"
    "  .reg .b32 %r<4>;\n  .reg .b64 %rd<10>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.u64 %rd8, [out2];\n  mov.u32 %r1, %tid.x;\n"
    "  mul.wide.u32 %rd3, %r1, 8;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  ld.global.u64 %rd5, [%rd4];\n  add.s64 %rd5, %rd5, 1;\n"
    "  add.s64 %rd6, %rd1, %rd3;\n  st.global.u64 [%rd6], %rd5;\n"
    "  and.b32 %r2, %r1, 31;\n  sub.s32 %r3, 31, %r2;\n"
    "  mul.wide.u32 %rd7, %r3, 8;\n  add.s64 %rd9, %rd8, %rd7;\n"
    "  st.global.u64 [%rd9], %rd5;\n  ret;\n}\n"
    /* one .local array at the same address in every lane; odd lanes and
       even lanes write it under opposite guards */
    ".visible .entry loc(.param .u64 out)\n{\n"
    "  .local .align 8 .b8 st[32];\n"
    "  .reg .pred %p<2>;\n  .reg .b16 %h<2>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<6>;\n"
    "  ld.param.u64 %rd5, [out];\n  mov.u64 %rd1, st;\n  mov.u32 %r1, %tid.x;\n"
    "  st.local.u32 [%rd1], %r1;\n"
    "  and.b32 %r2, %r1, 1;\n  setp.eq.u32 %p1, %r2, 1;\n  mov.u32 %r3, 7;\n"
    /* the address register differs in the inactive lanes */
    "  add.s64 %rd3, %rd1, 4;\n  add.s64 %rd4, %rd1, 20;\n  selp.b64 %rd3, %rd3, %rd4, %p1;\n"
    "  @%p1 st.local.u32 [%rd3], %r1;\n  @!%p1 st.local.u32 [%rd1+4], %r3;\n"
    "  cvt.u64.u32 %rd2, %r1;\n  add.s64 %rd3, %rd2, 1000;\n"
    "  @%p1 st.local.u64 [%rd1+8], %rd2;\n  @!%p1 st.local.u64 [%rd1+8], %rd3;\n"
    "  cvt.u16.u32 %h1, %r1;\n  mov.u16 %h0, 85;\n"
    "  @%p1 st.local.u16 [%rd1+16], %h1;\n  @!%p1 st.local.u16 [%rd1+16], %h0;\n"
    "  ld.local.u32 %r4, [%rd1+4];\n  ld.local.u32 %r5, [%rd1];\n"
    "  ld.local.u64 %rd4, [%rd1+8];\n  cvt.u32.u64 %r6, %rd4;\n"
    "  mov.u32 %r7, 0;\n  @%p1 ld.local.u16 %r7, [%rd1+16];\n"
    "  @!%p1 ld.local.v2.u32 {%r7, %r2}, [%rd1];\n"
    "  mul.wide.u32 %rd2, %r1, 16;\n  add.s64 %rd2, %rd5, %rd2;\n"
    "  st.global.v4.u32 [%rd2], {%r4, %r5, %r6, %r7};\n  ret;\n}\n"
    /* out[4 tid ..] = in8[tid + off] as u8, s8 (into a .b16 register as
       nvcc does), in16[tid + off] as u16, s16 */
    ".visible .entry narrow(.param .u64 out, .param .u64 in, .param .s64 off)\n{\n"
    "  .reg .b16 %h<2>;\n  .reg .b32 %r<6>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.s64 %rd3, [off];\n  mov.u32 %r1, %tid.x;\n"
    "  cvt.s64.s32 %rd4, %r1;\n  add.s64 %rd4, %rd4, %rd3;\n"
    "  add.s64 %rd5, %rd2, %rd4;\n  ld.global.u8 %r2, [%rd5];\n"
    "  ld.global.s8 %h1, [%rd5];\n  cvt.s32.s16 %r3, %h1;\n"
    "  shl.b64 %rd6, %rd4, 1;\n  add.s64 %rd6, %rd2, %rd6;\n"
    "  ld.global.u16 %r4, [%rd6];\n  ld.global.s16 %r5, [%rd6];\n"
    "  mul.wide.u32 %rd7, %r1, 16;\n  add.s64 %rd7, %rd1, %rd7;\n"
    "  st.global.v4.u32 [%rd7], {%r2, %r3, %r4, %r5};\n  ret;\n}\n"
    /* shared bins: old = atom.add(bins[idx[tid]] (+ byte offset), tid + 1);
       out[tid] = old, then out[32 + i] = bins[i] */
    ".visible .entry sbins(.param .u64 out, .param .u64 idx, .param .u32 dead)\n{\n"
    "  .shared .align 4 .b32 bins[40];\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<9>;\n  .reg .b64 %rd<6>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [idx];\n"
    "  ld.param.u32 %r8, [dead];\n  mov.u32 %r1, %tid.x;\n"
    "  mov.u32 %r2, bins;\n  shl.b32 %r3, %r1, 2;\n  add.s32 %r4, %r2, %r3;\n"
    "  mov.u32 %r5, 0;\n  st.shared.u32 [%r4], %r5;\n  st.shared.u32 [%r4+32], %r5;\n"
    "  bar.sync 0;\n"
    "  mul.wide.u32 %rd3, %r1, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  ld.global.u32 %r5, [%rd4];\n  add.s32 %r5, %r2, %r5;\n"
    "  add.s32 %r6, %r1, 1;\n  setp.ne.u32 %p1, %r8, 0;\n"
    "  mov.u32 %r7, 0;\n"
    "  @!%p1 atom.shared.add.u32 %r7, [%r5+4], %r6;\n"
    "  @%p1 red.shared.add.u32 [%r5+4], %r6;\n"
    "  bar.sync 0;\n  add.s64 %rd5, %rd1, %rd3;\n  st.global.u32 [%rd5], %r7;\n"
    "  ld.shared.u32 %r5, [%r4];\n  st.global.u32 [%rd5+128], %r5;\n"
    "  ld.shared.u32 %r5, [%r4+32];\n  st.global.u32 [%rd5+256], %r5;\n"
    "  ret;\n}\n";

static const char halves_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    /* rows of 16 threads: out[row * stride + i] = in[same] + 1000 * row + 1
       (i = tid % 16, row = tid / 16): each half-warp a run */
    ".visible .entry halves(.param .u64 out, .param .u64 in, .param .s64 stride)\n{\n"
    "  .reg .b32 %r<6>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.s64 %rd3, [stride];\n  mov.u32 %r1, %tid.x;\n"
    "  and.b32 %r2, %r1, 15;\n  shr.u32 %r3, %r1, 4;\n"
    "  cvt.u64.u32 %rd4, %r3;\n  mul.lo.s64 %rd4, %rd4, %rd3;\n"
    "  cvt.u64.u32 %rd5, %r2;\n  add.s64 %rd4, %rd4, %rd5;\n  shl.b64 %rd4, %rd4, 2;\n"
    "  add.s64 %rd6, %rd2, %rd4;\n  ld.global.u32 %r4, [%rd6];\n"
    "  mad.lo.u32 %r5, %r3, 1000, 1;\n  add.s32 %r4, %r4, %r5;\n"
    "  add.s64 %rd7, %rd1, %rd4;\n  st.global.u32 [%rd7], %r4;\n  ret;\n}\n";

static const char fixloc_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    /* a named .local array at fixed offsets (no address register): a
       whole row, odd and even lanes each writing and reading their own
       words, vectors; out[8 tid ..] = words 0-3 and the guarded pair */
    ".visible .entry fixloc(.param .u64 out)\n{\n"
    "  .local .align 16 .b8 fl[32];\n  .reg .pred %p1;\n"
    "  .reg .b32 %r<10>;\n  .reg .b64 %rd<3>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  and.b32 %r2, %r1, 1;\n  setp.eq.u32 %p1, %r2, 1;\n  add.u32 %r3, %r1, 100;\n"
    "  st.local.v4.u32 [fl], {%r1, %r3, %r1, %r3};\n"
    "  @%p1 st.local.u32 [fl+4], %r1;\n"
    "  @!%p1 st.local.v2.u32 [fl+8], {%r3, %r3};\n"
    "  mov.u32 %r8, 5;\n  mov.u32 %r9, 6;\n"
    "  @%p1 ld.local.v2.u32 {%r8, %r9}, [fl];\n"
    "  ld.local.v4.u32 {%r4, %r5, %r6, %r7}, [fl];\n"
    "  mul.wide.u32 %rd2, %r1, 32;\n  add.s64 %rd2, %rd1, %rd2;\n"
    "  st.global.v4.u32 [%rd2], {%r4, %r5, %r6, %r7};\n"
    "  st.global.v2.u32 [%rd2+16], {%r8, %r9};\n  ret;\n}\n"
    /* a fixed offset far past the thread's stack faults */
    ".visible .entry fixfar(.param .u64 out)\n{\n"
    "  .local .align 4 .b8 ff[4];\n  .reg .b32 %r<2>;\n  .reg .b64 %rd<2>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.local.u32 %r1, [ff+16777216];\n"
    "  st.global.u32 [%rd1], %r1;\n  ret;\n}\n";

static ptxvm_result run(ptxvm_module *m, const char *name, uint32_t threads,
                        void **args)
{
    return ob_launch_1d(m, name, 1, threads, args);
}

static void check_copies(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_addr in, out, out2;
    uint32_t h32[128], g32[128], i, n;
    uint64_t h64[64], g64[64], s64[32];
    int64_t off = 0;
    void *args[3];
    ptxvm_result r;
    ptxvm_mem_alloc(vm, sizeof h64, &in);
    ptxvm_mem_alloc(vm, sizeof h64, &out);
    ptxvm_mem_alloc(vm, sizeof s64, &out2);
    for (i = 0; i < 64; i++)
        h64[i] = 0x9e3779b97f4a7c15ull * (i + 1);
    ptxvm_memcpy_htod(vm, in, h64, sizeof h64);
    for (n = 1; n <= 64; n += 13) {     /* full warps and partial ones */
        ptxvm_memset(vm, out, 0, sizeof h64);
        args[0] = &out;
        args[1] = &in;
        args[2] = &off;
        off = 64 - (int64_t)n * 2 > 0 ? 64 - (int64_t)n * 2 : 0;
        r = run(m, "copy32", n, args);
        T_CHECK(t, r == PTXVM_OK, "copy32 %u: %s", n, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, g32, out, sizeof h64);
        memcpy(h32, h64, sizeof h32);
        for (i = 0; i < 128; i++)
            T_CHECK(t, g32[i] == (i < n ? h32[i + (uint32_t)off] : 0u),
                    "copy32 n=%u: out[%u] = %08x", n, i, g32[i]);
        args[2] = &out2;
        r = run(m, "copy64", n, args);
        T_CHECK(t, r == PTXVM_OK, "copy64 %u: %s", n, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, g64, out, sizeof g64);
        ptxvm_memcpy_dtoh(vm, s64, out2, sizeof s64);
        for (i = 0; i < n; i++) {
            T_CHECK(t, g64[i] == h64[i] + 1, "copy64 n=%u: out[%u]", n, i);
            /* the last warp to run wrote the scattered slots it owns */
            if (i >= (n - 1) / 32 * 32)
                T_CHECK(t, s64[31 - i % 32] == h64[i] + 1,
                        "copy64 n=%u: scattered slot of thread %u", n, i);
        }
    }
    /* a full-warp run whose last lane is one element past the end */
    off = 64 * 2 - 31;
    args[0] = &out;
    args[1] = &in;
    args[2] = &off;
    r = run(m, "copy32", 32, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "thread (31,0,0)") != NULL,
            "run past the end: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
    ptxvm_mem_free(vm, out2);
}

/* Coalesced byte and half loads widen like the general path, signed
   and unsigned; a run past the end still faults. */
static void check_narrow(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_addr in, out;
    uint8_t h[256];
    uint32_t g[64 * 4], i, n;
    int64_t off;
    void *args[3];
    ptxvm_result r;
    ptxvm_mem_alloc(vm, sizeof h, &in);
    ptxvm_mem_alloc(vm, sizeof g, &out);
    for (i = 0; i < sizeof h; i++)
        h[i] = (uint8_t)(i * 37 + 101);        /* half of them negative */
    ptxvm_memcpy_htod(vm, in, h, sizeof h);
    args[0] = &out;
    args[1] = &in;
    args[2] = &off;
    for (n = 19; n <= 64; n += 45)              /* a partial warp, two full */
        for (off = 0; off <= 1; off++) {
            r = run(m, "narrow", n, args);
            T_CHECK(t, r == PTXVM_OK, "narrow %u: %s", n, ptxvm_error_message(vm));
            ptxvm_memcpy_dtoh(vm, g, out, (size_t)n * 16);
            for (i = 0; i < n; i++) {
                uint32_t k = i + (uint32_t)off;
                uint16_t hw = (uint16_t)(h[2 * k] | h[2 * k + 1] << 8);
                T_CHECK(t, g[4 * i] == h[k] &&
                           g[4 * i + 1] == (uint32_t)(int32_t)(int8_t)h[k] &&
                           g[4 * i + 2] == hw &&
                           g[4 * i + 3] == (uint32_t)(int32_t)(int16_t)hw,
                        "narrow n=%u off=%d thread %u: %08x %08x %08x %08x", n,
                        (int)off, i, g[4 * i], g[4 * i + 1], g[4 * i + 2],
                        g[4 * i + 3]);
            }
        }
    off = 256 / 2 - 31;            /* the halves of lane 31 lie past the end */
    r = run(m, "narrow", 32, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "mem.ptx:99:3:") &&
               strstr(ptxvm_error_message(vm), "thread (31,0,0)"),
            "half run past the end: %s: %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
}

/* Full-warp 32-bit adds on .shared: lane order within the warp, the old
   values, a dead result (red), and the faults the fast path must leave to
   the general one. */
static void check_shared_atomics(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_addr idx, out;
    uint32_t hidx[32], g[96], bins[16], old[32], i, l, dead;
    void *args[3];
    ptxvm_result r;
    ptxvm_mem_alloc(vm, sizeof hidx, &idx);
    ptxvm_mem_alloc(vm, sizeof g, &out);
    args[0] = &out;
    args[1] = &idx;
    args[2] = &dead;
    for (dead = 0; dead <= 1; dead++) {
        for (i = 0; i < 32; i++)                /* heavy contention: 3 bins */
            hidx[i] = 4 * ((i * 7) % 3 + (i == 31 ? 12 : 0));
        ptxvm_memcpy_htod(vm, idx, hidx, sizeof hidx);
        memset(bins, 0, sizeof bins);
        for (l = 0; l < 32; l++) {              /* one warp, lane order */
            uint32_t b = hidx[l] / 4 + 1;
            old[l] = dead ? 0 : bins[b];
            bins[b] += l + 1;
        }
        r = run(m, "sbins", 32, args);
        T_CHECK(t, r == PTXVM_OK, "sbins: %s", ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, g, out, sizeof g);
        for (i = 0; i < 32; i++)
            T_CHECK(t, g[i] == old[i], "sbins dead=%u: old value of lane %u: %u, "
                    "expected %u", dead, i, g[i], old[i]);
        for (i = 0; i < 16; i++) {
            uint32_t got = i < 8 ? g[32 + i] : g[64 + i - 8];
            T_CHECK(t, got == bins[i], "sbins dead=%u: bin %u = %u, expected %u",
                    dead, i, got, bins[i]);
        }
    }
    /* lane 5 outside .shared, lane 9 misaligned: the general path reports */
    dead = 0;
    hidx[5] = 40 * 4;
    ptxvm_memcpy_htod(vm, idx, hidx, sizeof hidx);
    r = run(m, "sbins", 32, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "thread (5,0,0)"),
            "outside .shared: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    hidx[5] = 0;
    hidx[9] = 2;
    ptxvm_memcpy_htod(vm, idx, hidx, sizeof hidx);
    r = run(m, "sbins", 32, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "misaligned") &&
               strstr(ptxvm_error_message(vm), "thread (9,0,0)"),
            "misaligned: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    /* a 32-bit address wraps at 32 bits, as on the GPU: bins + 2^32 - 4
       plus 4 is bins[0], which the fast path must not take for a fault
       nor for bins + 2^32 */
    hidx[9] = 0xfffffffcu;
    ptxvm_memcpy_htod(vm, idx, hidx, sizeof hidx);
    r = run(m, "sbins", 32, args);
    T_CHECK(t, r == PTXVM_OK, "wrapping offset: %s: %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, g, out, sizeof g);
    memset(bins, 0, sizeof bins);
    for (l = 0; l < 32; l++)
        bins[l == 9 ? 0 : hidx[l] / 4 + 1] += l + 1;
    for (i = 0; i < 16; i++) {
        uint32_t got = i < 8 ? g[32 + i] : g[64 + i - 8];
        T_CHECK(t, got == bins[i], "wrapping offset: bin %u = %u, expected %u", i, got,
                bins[i]);
    }
    ptxvm_mem_free(vm, idx);
    ptxvm_mem_free(vm, out);
}

static void check_readonly(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    uint32_t ro[40], src[32], i;
    ptxvm_addr ro_dev, in;
    int64_t off = 0;
    void *args[3];
    ptxvm_result r;
    for (i = 0; i < 40; i++)
        ro[i] = 0xc0ffee00u + i;
    if (ptxvm_mem_map(vm, ro, sizeof ro, PTXVM_READ, &ro_dev) != PTXVM_OK) {
        T_CHECK(t, 0, "map: %s", ptxvm_error_message(vm));
        return;
    }
    ptxvm_mem_alloc(vm, sizeof src, &in);
    ptxvm_memset(vm, in, 0x11, sizeof src);
    args[0] = &ro_dev;
    args[1] = &in;
    args[2] = &off;
    r = run(m, "copy32", 32, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "read-only") != NULL,
            "coalesced store to a read-only mapping: %s: %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    for (i = 0; i < 40; i++)
        T_CHECK(t, ro[i] == 0xc0ffee00u + i, "read-only host word %u changed", i);
    /* reading it coalesced is fine */
    args[0] = &in;
    args[1] = &ro_dev;
    off = 8;
    r = run(m, "copy32", 32, args);
    T_CHECK(t, r == PTXVM_OK, "coalesced load from a read-only mapping: %s",
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, src, in, sizeof src);
    for (i = 0; i < 32; i++)
        T_CHECK(t, src[i] == ro[i + 8], "load from read-only: word %u", i);
    ptxvm_mem_free(vm, in);
    ptxvm_mem_unmap(vm, ro_dev);
}

static void check_local(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_addr out;
    uint32_t g[4 * 70], i, n;
    void *args[1];
    ptxvm_result r;
    ptxvm_mem_alloc(vm, sizeof g, &out);
    args[0] = &out;
    for (n = 1; n <= 70; n += 23) {
        r = run(m, "loc", n, args);
        T_CHECK(t, r == PTXVM_OK, "loc %u: %s", n, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, g, out, n * 16);
        for (i = 0; i < n; i++) {
            int odd = i & 1;
            T_CHECK(t, g[4 * i] == (odd ? i : 7u), "loc n=%u t=%u: u32 %u", n, i, g[4 * i]);
            T_CHECK(t, g[4 * i + 1] == i, "loc n=%u t=%u: first word %u", n, i,
                    g[4 * i + 1]);
            T_CHECK(t, g[4 * i + 2] == (odd ? i : i + 1000), "loc n=%u t=%u: u64 %u",
                    n, i, g[4 * i + 2]);
            T_CHECK(t, g[4 * i + 3] == (odd ? (i & 0xffffu) : i),
                    "loc n=%u t=%u: guarded load %u", n, i, g[4 * i + 3]);
        }
    }
    ptxvm_mem_free(vm, out);
}

/* Fixed-offset .local accesses: whole rows and lanes merged under the
   mask, then one past the stack faulting with its thread. */
static void check_fixed_local(pv_test *t, ptxvm_vm *vm)
{
    ptxvm_module *m;
    ptxvm_addr out;
    uint32_t g[8 * 70], i, n;
    void *args[1];
    ptxvm_result r;
    if (ptxvm_module_load(vm, fixloc_ptx, sizeof fixloc_ptx - 1, "fixloc.ptx", &m) !=
        PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        return;
    }
    ptxvm_mem_alloc(vm, sizeof g, &out);
    args[0] = &out;
    for (n = 1; n <= 70; n += 23) {
        r = run(m, "fixloc", n, args);
        T_CHECK(t, r == PTXVM_OK, "fixloc %u: %s", n, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, g, out, n * 32);
        for (i = 0; i < n; i++) {
            int odd = i & 1;
            uint32_t want[6];
            want[0] = i;
            want[1] = odd ? i : i + 100;
            want[2] = odd ? i : i + 100;
            want[3] = i + 100;
            want[4] = odd ? i : 5;
            want[5] = odd ? i : 6;
            T_CHECK(t, !memcmp(g + 8 * i, want, sizeof want),
                    "fixloc n=%u t=%u: %u %u %u %u %u %u", n, i, g[8 * i],
                    g[8 * i + 1], g[8 * i + 2], g[8 * i + 3], g[8 * i + 4], g[8 * i + 5]);
        }
    }
    r = run(m, "fixfar", 40, args);
    T_CHECK(t, r != PTXVM_OK && strstr(ptxvm_error_message(vm), "thread (0,0,0)") != NULL,
            "fixfar: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_mem_free(vm, out);
}

/* Half-warp runs (two rows of a 16-wide block): loads and stores like
   lane order, where the halves overlap too (the later half's stores
   land last); a second half running one word past the end faults at
   its last thread. */
static void check_halves(pv_test *t, ptxvm_vm *vm)
{
    ptxvm_module *m;
    static const int64_t strides[] = {0, 5, 16, 40, -3};
    ptxvm_addr in, out;
    uint32_t h[256], g[256], want[256], i, n = 64, k;
    int64_t stride;
    void *args[3];
    ptxvm_result r;
    if (ptxvm_module_load(vm, halves_ptx, sizeof halves_ptx - 1, "halves.ptx", &m) !=
        PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        return;
    }
    ptxvm_mem_alloc(vm, sizeof h, &in);
    ptxvm_mem_alloc(vm, sizeof h, &out);
    for (i = 0; i < 256; i++)
        h[i] = i * 2654435761u;
    ptxvm_memcpy_htod(vm, in, h, sizeof h);
    args[0] = &out;
    args[1] = &in;
    args[2] = &stride;
    for (k = 0; k < sizeof strides / sizeof strides[0]; k++) {
        int64_t base = strides[k] < 0 ? 64 : 0;
        ptxvm_addr in2 = in + (ptxvm_addr)base * 4, out2 = out + (ptxvm_addr)base * 4;
        stride = strides[k];
        args[0] = &out2;
        args[1] = &in2;
        ptxvm_memset(vm, out, 0, sizeof g);
        memset(want, 0, sizeof want);
        for (i = 0; i < n; i++) {
            int64_t w = base + (int64_t)(i / 16) * stride + i % 16;
            want[w] = h[w] + 1000 * (i / 16) + 1;
        }
        r = run(m, "halves", n, args);
        T_CHECK(t, r == PTXVM_OK, "halves %d: %s", (int)stride, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, g, out, sizeof g);
        for (i = 0; i < 256; i++)
            T_CHECK(t, g[i] == want[i], "halves stride %d: out[%u] = %08x, not %08x",
                    (int)stride, i, g[i], want[i]);
    }
    stride = 256 - 15;      /* thread 31 reads word 256: past the end */
    args[0] = &out;
    args[1] = &in;
    r = run(m, "halves", 32, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "thread (31,0,0)") != NULL,
            "half past the end: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
}

void unit_exec_mem(pv_test *t)
{
    ob_vm r;
    if (!ob_open(t, &r, mem_ptx, sizeof mem_ptx - 1, "mem.ptx", NULL, 0, "load"))
        return;
    check_copies(t, r.vm, r.m);
    check_narrow(t, r.vm, r.m);
    check_shared_atomics(t, r.vm, r.m);
    check_readonly(t, r.vm, r.m);
    check_local(t, r.vm, r.m);
    check_fixed_local(t, r.vm);
    check_halves(t, r.vm);
    ob_close(t, &r, "exec_mem");
}
