/* The fused global loads (src/peephole_load.c, LD_XS): a grid-stride
   loop summing in[i] (address, load and add in one dispatch) and XORing
   in2[n - 1 - i] through a sign-extended negative index (address and
   load), over three blocks of 80 threads (a half warp in each) whose
   lanes leave the loop at different rounds, runs fused and with
   PTXVM_FLAG_NO_FUSION; both must give what a C model gives. Reads past
   either array must fault the same way in both modes, naming the load's
   line, also where the fault comes in a partial warp's last round.

   Vector loads and stores of whole warps (src/exec_gmem.c, pv_gvec_run:
   int4 by 8-byte words and a 4x4 transpose, int2 and double2 element by
   element) copy three arrays with their elements reordered and changed,
   over three blocks of 96 threads whose last warp is partial, in device
   memory and in host mappings 4 bytes off an 8-byte boundary (no 8-byte
   words there); every output word must be the C model's. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define NB 3
#define NT 80
#define NTH (NB * NT)
#define N 1000u

static const char load_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry sum(.param .u64 in, .param .u64 in2, .param .u64 out, .param .u32 n)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<16>;\n"
    "  ld.param.u64 %rd1, [in];\n  ld.param.u64 %rd11, [in2];\n"
    "  ld.param.u64 %rd2, [out];\n  ld.param.u32 %r1, [n];\n"
    "  mov.u32 %r2, %ntid.x;\n  mov.u32 %r3, %ctaid.x;\n  mov.u32 %r4, %tid.x;\n"
    "  mad.lo.s32 %r5, %r3, %r2, %r4;\n"
    "  mov.u32 %r6, %nctaid.x;\n  mul.lo.s32 %r7, %r2, %r6;\n"
    "  mul.wide.u32 %rd10, %r1, 4;\n  add.s64 %rd9, %rd11, %rd10;\n"
    "  mov.u32 %r8, 0;\n  mov.u32 %r9, 0;\n  mov.u32 %r10, %r5;\n"
    "  setp.ge.u32 %p1, %r10, %r1;\n  @%p1 bra DONE;\n"
    "LOOP:\n"
    "  mul.wide.u32 %rd3, %r10, 4;\n  add.s64 %rd4, %rd1, %rd3;\n"
    "  ld.global.nc.u32 %r11, [%rd4];\n"             /* line 29 */
    "  add.s32 %r8, %r11, %r8;\n"
    "  not.b32 %r13, %r10;\n"                        /* -(i + 1) */
    "  mul.wide.s32 %rd5, %r13, 4;\n  add.s64 %rd6, %rd9, %rd5;\n"
    "  ld.global.u32 %r14, [%rd6];\n"                /* line 34 */
    "  xor.b32 %r9, %r9, %r14;\n"
    "  add.s32 %r10, %r10, %r7;\n"
    "  setp.lt.u32 %p2, %r10, %r1;\n  @%p2 bra LOOP;\n"
    "DONE:\n"
    "  mul.wide.u32 %rd7, %r5, 4;\n  add.s64 %rd8, %rd2, %rd7;\n"
    "  st.global.u32 [%rd8], %r8;\n  st.global.u32 [%rd8+4096], %r9;\n"
    "  ret;\n}\n";

static uint32_t in_at(uint32_t i) { return i * 2654435761u ^ (i >> 3); }
static uint32_t in2_at(uint32_t i) { return i * 40503u + 0x9e3779b9u; }

/* One launch with arrays of w1 and w2 words and bound n: the result, and
   the error message in msg (empty when it ran). */
static ptxvm_result run_once(pv_test *t, uint32_t flags, uint32_t w1, uint32_t w2,
                             uint32_t n, uint32_t *got, char *msg, size_t cap,
                             char **dis)
{
    ob_vm r;
    ptxvm_addr in, in2, out;
    ptxvm_result rc;
    uint32_t *h, i;
    void *args[4];
    const char *mode = flags ? "unfused" : "fused";
    msg[0] = 0;
    if (!ob_open(t, &r, load_ptx, sizeof load_ptx - 1, "load.ptx", "sum", flags, mode))
        return PTXVM_E_INVALID_ARGUMENT;
    h = (uint32_t *)malloc((size_t)(w1 > w2 ? w1 : w2) * 4);
    for (i = 0; i < w1; i++)
        h[i] = in_at(i);
    in = ob_in(&r, h, (size_t)w1 * 4);
    for (i = 0; i < w2; i++)
        h[i] = in2_at(i);
    in2 = ob_in(&r, h, (size_t)w2 * 4);
    free(h);
    out = ob_out(&r, 8192);
    args[0] = &in;
    args[1] = &in2;
    args[2] = &out;
    args[3] = &n;
    rc = ob_launch(&r, NB, 1, NT, 0, args);
    if (rc != PTXVM_OK)
        snprintf(msg, cap, "%s", ptxvm_error_message(r.vm));
    else
        ptxvm_memcpy_dtoh(r.vm, got, out, 8192);
    if (dis)
        *dis = ob_listing(r.k);
    ob_close(t, &r, mode);
    return rc;
}

static void sums(pv_test *t, uint32_t flags)
{
    static uint32_t got[2048];
    uint32_t g, i, bad = 0;
    char msg[512], *dis = NULL;
    const char *mode = flags ? "unfused" : "fused";
    ptxvm_result rc = run_once(t, flags, N, N, N, got, msg, sizeof msg, &dis);
    T_CHECK(t, rc == PTXVM_OK, "%s launch: %s", mode, msg);
    if (rc != PTXVM_OK) {
        free(dis);
        return;
    }
    for (g = 0; g < NTH; g++) {
        uint32_t s = 0, x = 0;
        for (i = g; i < N; i += NTH) {
            s += in_at(i);
            x ^= in2_at(N - 1 - i);
        }
        if (got[g] != s || got[1024 + g] != x)
            T_CHECK(t, bad++ > 4, "%s: thread %u: sum 0x%x xor 0x%x, want 0x%x 0x%x", mode,
                    g, got[g], got[1024 + g], s, x);
    }
    T_CHECK(t, bad == 0, "%s: %u threads wrong", mode, bad);
    if (dis && flags) {
        T_CHECK(t, ob_count(dis, "LD_XS") == 0, "unfused: LD_XS\n%s", dis);
    } else if (dis) {
        /* the loop's two loads; the end pointer's ADD_I64_XS and the
           store's stay (no load after them) */
        T_CHECK(t, ob_count(dis, "LD_XS") == 2, "fused: %d LD_XS, want 2\n%s",
                ob_count(dis, "LD_XS"), dis);
        /* x=258: shift 2, base a preloaded parameter (PV_XS_BASE_ONE) */
        T_CHECK(t, strstr(dis, "LD_XS          d=%rd4 a=%rd1 b=%r10 x=258 k=0 c=3") != NULL,
                "fused: the sum's load and add\n%s", dis);
        T_CHECK(t, strstr(dis, "LD_XS          d=%rd6 a=%rd9 b=%r13 x=2 k=1 c=2") != NULL,
                "fused: the xor's load\n%s", dis);
        T_CHECK(t, ob_count(dis, "ADD_I64_XS") == 2, "fused: %d ADD_I64_XS, want 2\n%s",
                ob_count(dis, "ADD_I64_XS"), dis);
    }
    free(dis);
}

/* Reads past the end of in (n beyond its words: the last round's lanes,
   a partial warp) or of in2 (the first round): the same fault fused and
   unfused, naming the load's line. */
static void faults(pv_test *t, uint32_t w1, uint32_t w2, uint32_t n, const char *line,
                   const char *what)
{
    static uint32_t got[2048];
    char fused[512], unfused[512];
    ptxvm_result a = run_once(t, 0, w1, w2, n, got, fused, sizeof fused, NULL);
    ptxvm_result b = run_once(t, PTXVM_FLAG_NO_FUSION, w1, w2, n, got, unfused,
                              sizeof unfused, NULL);
    T_CHECK(t, a == PTXVM_E_MEMORY_FAULT && b == PTXVM_E_MEMORY_FAULT,
            "%s: results %s and %s", what, ptxvm_result_name(a), ptxvm_result_name(b));
    T_CHECK(t, strcmp(fused, unfused) == 0, "%s: fused \"%s\", unfused \"%s\"", what, fused,
            unfused);
    T_CHECK(t, strstr(fused, line) != NULL, "%s: \"%s\" does not name %s", what, fused, line);
}

static const char vec_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry vcopy(.param .u64 i4, .param .u64 o4, .param .u64 i2,\n"
    "    .param .u64 o2, .param .u64 i8, .param .u64 o8, .param .u32 n)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<24>;\n"
    "  ld.param.u64 %rd1, [i4];\n  ld.param.u64 %rd2, [o4];\n"
    "  ld.param.u64 %rd3, [i2];\n  ld.param.u64 %rd4, [o2];\n"
    "  ld.param.u64 %rd5, [i8];\n  ld.param.u64 %rd6, [o8];\n"
    "  ld.param.u32 %r1, [n];\n"
    "  mov.u32 %r2, %ctaid.x;\n  mov.u32 %r3, %ntid.x;\n  mov.u32 %r4, %tid.x;\n"
    "  mad.lo.s32 %r5, %r2, %r3, %r4;\n"
    "  setp.ge.u32 %p1, %r5, %r1;\n  @%p1 bra DONE;\n"
    "  mul.wide.u32 %rd7, %r5, 16;\n  add.s64 %rd8, %rd1, %rd7;\n  add.s64 %rd9, %rd2, %rd7;\n"
    "  ld.global.v4.u32 {%r6, %r7, %r8, %r9}, [%rd8];\n"
    "  add.s32 %r10, %r9, %r5;\n  xor.b32 %r11, %r8, %r6;\n"
    "  st.global.v4.u32 [%rd9], {%r10, %r11, %r7, %r6};\n"
    "  mul.wide.u32 %rd10, %r5, 8;\n  add.s64 %rd11, %rd3, %rd10;\n  add.s64 %rd12, %rd4, %rd10;\n"
    "  ld.global.v2.u32 {%r12, %r13}, [%rd11];\n"
    "  sub.s32 %r14, %r12, %r5;\n"
    "  st.global.v2.u32 [%rd12], {%r13, %r14};\n"
    "  add.s64 %rd13, %rd5, %rd7;\n  add.s64 %rd14, %rd6, %rd7;\n"
    "  ld.global.v2.u64 {%rd15, %rd16}, [%rd13];\n"
    "  cvt.u64.u32 %rd17, %r5;\n  add.s64 %rd18, %rd15, %rd17;\n"
    "  st.global.v2.u64 [%rd14], {%rd16, %rd18};\n"
    "DONE:\n  ret;\n}\n";

#define VB 3
#define VT 96
#define VN (VB * VT - 20)

static uint32_t vin(uint32_t k) { return k * 0x9e3779b1u + (k >> 5); }

/* The three arrays in device memory (mapped 0) or in host mappings at
   4 bytes past an 8-byte boundary (mapped 1), fused or not. */
static void vec_copy(pv_test *t, uint32_t flags, int mapped)
{
    /* words: in and out of int4, int2, double2 (16, 8, 16 bytes a thread) */
    static const uint32_t words[3] = {4 * VN, 2 * VN, 4 * VN};
    static uint64_t hostbuf[6][2 * VN + 2];
    uint32_t *h[6], *got[3], a, k, g, n = VN, bad = 0;
    ptxvm_addr d[6];
    void *args[7];
    ob_vm r;
    char what[64];
    snprintf(what, sizeof what, "vector copy, %s, %s", flags ? "unfused" : "fused",
             mapped ? "host mappings off 8 bytes" : "device memory");
    if (!ob_open(t, &r, vec_ptx, sizeof vec_ptx - 1, "vec.ptx", "vcopy", flags, what))
        return;
    for (a = 0; a < 6; a++) {
        const size_t bytes = (size_t)words[a / 2] * 4;
        uint32_t *src = (uint32_t *)malloc(bytes);
        for (k = 0; k < words[a / 2]; k++)
            src[k] = a & 1 ? 0xdeadbeefu : vin(k + 1000u * a);
        if (mapped) {
            h[a] = (uint32_t *)(void *)hostbuf[a] + 1;
            memcpy(h[a], src, bytes);
            T_CHECK(t, ptxvm_mem_map(r.vm, h[a], bytes, PTXVM_READ | PTXVM_WRITE,
                                     &d[a]) == PTXVM_OK, "%s: map", what);
        } else {
            h[a] = NULL;
            d[a] = ob_in(&r, src, bytes);
        }
        free(src);
        args[a] = &d[a];
    }
    args[6] = &n;
    T_CHECK(t, ob_launch(&r, VB, 1, VT, 0, args) == PTXVM_OK, "%s: %s", what,
            ptxvm_error_message(r.vm));
    for (a = 0; a < 3; a++) {
        got[a] = (uint32_t *)malloc((size_t)words[a] * 4);
        if (mapped)
            memcpy(got[a], h[2 * a + 1], (size_t)words[a] * 4);
        else
            ptxvm_memcpy_dtoh(r.vm, got[a], d[2 * a + 1], (size_t)words[a] * 4);
    }
    for (g = 0; g < VN; g++) {
        uint32_t w4[4], w2[2], w8[4], x4[4], x2[2], x8[4];
        uint64_t lo, hi;
        for (k = 0; k < 4; k++) {
            x4[k] = vin(4 * g + k);
            x8[k] = vin(4 * g + k + 4000u);
        }
        x2[0] = vin(2 * g + 2000u);
        x2[1] = vin(2 * g + 1 + 2000u);
        w4[0] = x4[3] + g;
        w4[1] = x4[2] ^ x4[0];
        w4[2] = x4[1];
        w4[3] = x4[0];
        w2[0] = x2[1];
        w2[1] = x2[0] - g;
        lo = x8[0] | (uint64_t)x8[1] << 32;
        hi = x8[2] | (uint64_t)x8[3] << 32;
        lo += g;
        w8[0] = (uint32_t)hi;
        w8[1] = (uint32_t)(hi >> 32);
        w8[2] = (uint32_t)lo;
        w8[3] = (uint32_t)(lo >> 32);
        if (memcmp(got[0] + 4 * g, w4, 16) || memcmp(got[1] + 2 * g, w2, 8) ||
            memcmp(got[2] + 4 * g, w8, 16))
            T_CHECK(t, bad++ > 4, "%s: thread %u: int4 %08x %08x %08x %08x want "
                    "%08x %08x %08x %08x, int2 %08x %08x want %08x %08x", what, g,
                    got[0][4 * g], got[0][4 * g + 1], got[0][4 * g + 2], got[0][4 * g + 3],
                    w4[0], w4[1], w4[2], w4[3], got[1][2 * g], got[1][2 * g + 1],
                    w2[0], w2[1]);
    }
    T_CHECK(t, bad == 0, "%s: %u threads wrong", what, bad);
    for (a = 0; a < 3; a++)
        free(got[a]);
    if (mapped)
        for (a = 0; a < 6; a++)
            ptxvm_mem_unmap(r.vm, d[a]);
    ob_close(t, &r, what);
}

void unit_load_fusion(pv_test *t)
{
    if (test_begin(t, "load_fusion: a grid-stride sum and a negative index, fused and "
                      "unfused, agree with C and fault alike")) {
        sums(t, 0);
        sums(t, PTXVM_FLAG_NO_FUSION);
        faults(t, N, N + 100, N + 100, "load.ptx:29:", "past in");
        faults(t, N + 100, N, N + 100, "load.ptx:34:", "past in2");
        test_end(t);
    }
    if (test_begin(t, "load_fusion: whole-warp int4, int2 and double2 loads and stores "
                      "in device memory and misaligned host mappings")) {
        vec_copy(t, 0, 0);
        vec_copy(t, PTXVM_FLAG_NO_FUSION, 0);
        vec_copy(t, 0, 1);
        test_end(t);
    }
}
