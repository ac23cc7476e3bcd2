/* setp on f32 and f64 with every comparison, the unordered ones (equ,
   neu, ltu, leu, gtu, geu) and num/nan included, over pairs of edge
   values (NaN, infinities, the largest finite, subnormals, both zeros):
   the interpreter evaluates the unordered ones as negated ordered
   compares for the whole warp, so each must still be true on a NaN and
   leave the lanes outside the group their old predicate. Run fused and
   with PTXVM_FLAG_NO_FUSION, on full warps and with a quarter of the
   lanes branched around the compares, against a C model. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <math.h>
#include <float.h>
#include <stdio.h>
#include <string.h>

#define ST 160           /* threads: five warps, 144 value pairs */
#define NV 12            /* edge values */
#define NC 14            /* comparisons */

static const char *const cmp_name[NC] = {"eq", "ne", "lt", "le", "gt", "ge", "equ",
                                         "neu", "ltu", "leu", "gtu", "geu", "num", "nan"};

static double edge(uint32_t i)
{
    static const double v[NV] = {0, -HUGE_VAL, -1e30, -1, -1e-40, -0.0, 0.0,
                                 1e-40, 1, 1.5, 1e30, HUGE_VAL};
    return i == 0 ? nan("") : v[i];
}

/* The kernel: a[t], b[t] (f32) and da[t], db[t] (f64); each predicate
   first t & 1, then, for lanes where (t & mask) != 1, the comparison;
   word c * ST + t of out its value (f32 codes, then f64). */
static size_t build(char *p, size_t cap)
{
    size_t n = 0;
    uint32_t c;
#define PUT(...) (n += (size_t)snprintf(p + n, n < cap ? cap - n : 0, __VA_ARGS__))
    PUT(".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry s(.param .u64 out, .param .u64 in, .param .u64 din,"
        " .param .u32 mask)\n{\n"
        "  .reg .pred %%p<%d>;\n  .reg .pred %%q;\n  .reg .b32 %%r<8>;\n"
        "  .reg .f32 %%f<3>;\n  .reg .f64 %%d<3>;\n  .reg .b64 %%rd<12>;\n"
        "  ld.param.u64 %%rd1, [out];\n  ld.param.u64 %%rd2, [in];\n"
        "  ld.param.u64 %%rd3, [din];\n  ld.param.u32 %%r2, [mask];\n"
        "  mov.u32 %%r1, %%tid.x;\n  mul.wide.u32 %%rd4, %%r1, 4;\n"
        "  mul.wide.u32 %%rd5, %%r1, 8;\n  add.s64 %%rd6, %%rd2, %%rd4;\n"
        "  add.s64 %%rd7, %%rd3, %%rd5;\n  add.s64 %%rd8, %%rd1, %%rd4;\n"
        "  ld.global.f32 %%f1, [%%rd6];\n  ld.global.f32 %%f2, [%%rd6+%d];\n"
        "  ld.global.f64 %%d1, [%%rd7];\n  ld.global.f64 %%d2, [%%rd7+%d];\n"
        "  and.b32 %%r3, %%r1, 1;\n",
        2 * NC, ST * 4, ST * 8);
    for (c = 0; c < 2 * NC; c++)
        PUT("  setp.ne.u32 %%p%u, %%r3, 0;\n", c);
    PUT("  and.b32 %%r4, %%r1, %%r2;\n  setp.eq.u32 %%q, %%r4, 1;\n  @%%q bra SKIP;\n");
    for (c = 0; c < NC; c++)
        PUT("  setp.%s.f32 %%p%u, %%f1, %%f2;\n", cmp_name[c], c);
    for (c = 0; c < NC; c++)
        PUT("  setp.%s.f64 %%p%u, %%d1, %%d2;\n", cmp_name[c], NC + c);
    PUT("SKIP:\n");
    for (c = 0; c < 2 * NC; c++)
        PUT("  selp.u32 %%r5, 1, 0, %%p%u;\n  st.global.u32 [%%rd8+%u], %%r5;\n", c,
            c * ST * 4);
    PUT("  ret;\n}\n");
#undef PUT
    return n;
}

static int model_cmp(double a, double b, uint32_t c)
{
    int un = isnan(a) || isnan(b);
    switch (c) {
    case 0: return !un && a == b;
    case 1: return !un && a != b;
    case 2: return !un && a < b;
    case 3: return !un && a <= b;
    case 4: return !un && a > b;
    case 5: return !un && a >= b;
    case 6: return un || a == b;
    case 7: return un || a != b;
    case 8: return un || a < b;
    case 9: return un || a <= b;
    case 10: return un || a > b;
    case 11: return un || a >= b;
    case 12: return !un;
    default: return un;
    }
}

static void run(pv_test *t, const char *src, size_t len, uint32_t flags, uint32_t mask)
{
    ob_vm r;
    static float in[2 * ST];
    static double din[2 * ST];
    static uint32_t got[2 * NC * ST];
    ptxvm_addr out, ain, adin;
    void *args[4];
    uint32_t i, c;
    char mode[48];
    snprintf(mode, sizeof mode, "%s, mask %u", flags ? "unfused" : "fused", mask);
    if (!ob_open(t, &r, src, len, "setp_unord.ptx", "s", flags, mode))
        return;
    for (i = 0; i < ST; i++) {
        din[i] = edge(i % NV);
        din[ST + i] = edge(i / NV % NV);
        in[i] = (float)din[i];
        in[ST + i] = (float)din[ST + i];
    }
    out = ob_fill(&r, sizeof got, 0xee);
    ain = ob_in(&r, in, sizeof in);
    adin = ob_in(&r, din, sizeof din);
    args[0] = &out;
    args[1] = &ain;
    args[2] = &adin;
    args[3] = &mask;
    T_CHECK(t, ob_launch(&r, 1, 1, ST, 0, args) == PTXVM_OK, "%s launch: %s", mode,
            ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
    for (c = 0; c < 2 * NC; c++)
        for (i = 0; i < ST; i++) {
            uint32_t want = (i & mask) == 1 ? i & 1
                            : c < NC ? (uint32_t)model_cmp(in[i], in[ST + i], c)
                                     : (uint32_t)model_cmp(din[i], din[ST + i], c - NC);
            T_CHECK(t, got[c * ST + i] == want, "%s: setp.%s.%s thread %u (%g, %g): %u, want %u",
                    mode, cmp_name[c % NC], c < NC ? "f32" : "f64", i, din[i], din[ST + i],
                    got[c * ST + i], want);
        }
    ob_close(t, &r, mode);
}

void unit_setp_unord(pv_test *t)
{
    static char src[16384];
    size_t len = build(src, sizeof src);
    if (test_begin(t, "setp_unord: every f32/f64 comparison over edge pairs, full and "
                      "partial warps, fused and unfused, agrees with C")) {
        T_CHECK(t, len < sizeof src, "kernel text of %u bytes", (unsigned)len);
        if (len < sizeof src) {
            run(t, src, len, 0, 0);
            run(t, src, len, 0, 3);
            run(t, src, len, PTXVM_FLAG_NO_FUSION, 0);
            run(t, src, len, PTXVM_FLAG_NO_FUSION, 3);
        }
        test_end(t);
    }
}
