/* The fused global loads (src/peephole_load.c, LD_XS): a grid-stride
   loop summing in[i] (address, load and add in one dispatch) and XORing
   in2[n - 1 - i] through a sign-extended negative index (address and
   load), over three blocks of 80 threads (a half warp in each) whose
   lanes leave the loop at different rounds, runs fused and with
   PTXVM_FLAG_NO_FUSION; both must give what a C model gives. Reads past
   either array must fault the same way in both modes, naming the load's
   line, also where the fault comes in a partial warp's last round. */
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
    ptxvm_mem_alloc(r.vm, (size_t)w1 * 4, &in);
    ptxvm_memcpy_htod(r.vm, in, h, (size_t)w1 * 4);
    for (i = 0; i < w2; i++)
        h[i] = in2_at(i);
    ptxvm_mem_alloc(r.vm, (size_t)w2 * 4, &in2);
    ptxvm_memcpy_htod(r.vm, in2, h, (size_t)w2 * 4);
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
        T_CHECK(t, strstr(dis, "LD_XS          d=%rd4 a=%rd1 b=%r10 x=2 k=0 c=3") != NULL,
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
}
