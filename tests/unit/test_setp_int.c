/* setp on 32- and 16-bit integers with every comparison (eq, ne, lt,
   le, gt, ge signed; lo, ls, hi, hs unsigned) over pairs of edge values
   (0, +-1, the signed and unsigned extremes of both widths, a value
   whose low half is an extreme): whole-warp compares become one lane
   mask by packs where SSE2 is there (src/lane_bits.h) and by masked lane
   bits elsewhere, so each lane's bit must land on its own thread. Run
   fused and with PTXVM_FLAG_NO_FUSION, on full warps and with a quarter
   of the lanes branched around the compares (their predicates keep the
   value set before), against a C model. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define IT 192           /* threads: six warps, 169 value pairs */
#define NV 13            /* edge values */
#define NC 10            /* comparisons */

static const char *const ic_name[NC] = {"eq", "ne", "lt", "le", "gt", "ge",
                                        "lo", "ls", "hi", "hs"};

static uint32_t ic_edge(uint32_t i)
{
    static const uint32_t v[NV] = {0u, 1u, 0xffffffffu, 0x80000000u, 0x7fffffffu,
                                   0x8000u, 0x7fffu, 0xffffu, 0x10000u, 0xffff8000u,
                                   0x12347fffu, 0xfffe0001u, 2u};
    return v[i];
}

/* The kernel: a[t], b[t]; each predicate first t & 1, then, for lanes
   where (t & mask) != 1, the comparison: the 32-bit codes, then the
   16-bit ones on the low halves; word c * IT + t of out its value. */
static size_t ic_build(char *p, size_t cap)
{
    size_t n = 0;
    uint32_t c;
#define PUT(...) (n += (size_t)snprintf(p + n, n < cap ? cap - n : 0, __VA_ARGS__))
    PUT(".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry s(.param .u64 out, .param .u64 in, .param .u32 mask)\n{\n"
        "  .reg .pred %%p<%d>;\n  .reg .pred %%q;\n  .reg .b32 %%r<12>;\n"
        "  .reg .b16 %%h<3>;\n  .reg .b64 %%rd<12>;\n"
        "  ld.param.u64 %%rd1, [out];\n  ld.param.u64 %%rd2, [in];\n"
        "  ld.param.u32 %%r2, [mask];\n"
        "  mov.u32 %%r1, %%tid.x;\n  mul.wide.u32 %%rd4, %%r1, 4;\n"
        "  add.s64 %%rd6, %%rd2, %%rd4;\n  add.s64 %%rd8, %%rd1, %%rd4;\n"
        "  ld.global.u32 %%r6, [%%rd6];\n  ld.global.u32 %%r7, [%%rd6+%d];\n"
        "  cvt.u16.u32 %%h1, %%r6;\n  cvt.u16.u32 %%h2, %%r7;\n"
        "  and.b32 %%r3, %%r1, 1;\n",
        2 * NC, IT * 4);
    for (c = 0; c < 2 * NC; c++)
        PUT("  setp.ne.u32 %%p%u, %%r3, 0;\n", c);
    PUT("  and.b32 %%r4, %%r1, %%r2;\n  setp.eq.u32 %%q, %%r4, 1;\n  @%%q bra SKIP;\n");
    for (c = 0; c < NC; c++)
        PUT("  setp.%s.%s32 %%p%u, %%r6, %%r7;\n", ic_name[c], c < 6 ? "s" : "u", c);
    for (c = 0; c < NC; c++)
        PUT("  setp.%s.%s16 %%p%u, %%h1, %%h2;\n", ic_name[c], c < 6 ? "s" : "u", NC + c);
    PUT("SKIP:\n");
    for (c = 0; c < 2 * NC; c++)
        PUT("  selp.u32 %%r5, 1, 0, %%p%u;\n  st.global.u32 [%%rd8+%u], %%r5;\n", c,
            c * IT * 4);
    PUT("  ret;\n}\n");
#undef PUT
    return n;
}

/* Comparison c of a and b at width 32 or 16 (the low halves). */
static uint32_t ic_model(uint32_t a, uint32_t b, uint32_t c, int w16)
{
    int64_t sa = w16 ? (int16_t)(a & 0xffffu) : (int32_t)a;
    int64_t sb = w16 ? (int16_t)(b & 0xffffu) : (int32_t)b;
    uint32_t ua = w16 ? a & 0xffffu : a, ub = w16 ? b & 0xffffu : b;
    switch (c) {
    case 0: return ua == ub;
    case 1: return ua != ub;
    case 2: return sa < sb;
    case 3: return sa <= sb;
    case 4: return sa > sb;
    case 5: return sa >= sb;
    case 6: return ua < ub;
    case 7: return ua <= ub;
    case 8: return ua > ub;
    default: return ua >= ub;
    }
}

static void ic_run(pv_test *t, const char *src, size_t len, uint32_t flags, uint32_t mask)
{
    ob_vm r;
    static uint32_t in[2 * IT];
    static uint32_t got[2 * NC * IT];
    ptxvm_addr out, ain;
    void *args[3];
    uint32_t i, c, bad = 0;
    char mode[48];
    snprintf(mode, sizeof mode, "%s, mask %u", flags ? "unfused" : "fused", mask);
    if (!ob_open(t, &r, src, len, "setp_int.ptx", "s", flags, mode))
        return;
    for (i = 0; i < IT; i++) {
        in[i] = ic_edge(i % NV);
        in[IT + i] = ic_edge(i / NV % NV);
    }
    out = ob_fill(&r, sizeof got, 0xee);
    ain = ob_in(&r, in, sizeof in);
    args[0] = &out;
    args[1] = &ain;
    args[2] = &mask;
    T_CHECK(t, ob_launch(&r, 1, 1, IT, 0, args) == PTXVM_OK, "%s launch: %s", mode,
            ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
    for (c = 0; c < 2 * NC; c++)
        for (i = 0; i < IT; i++) {
            uint32_t want = (i & mask) == 1 ? i & 1
                                            : ic_model(in[i], in[IT + i], c % NC, c >= NC);
            if (got[c * IT + i] == want)
                continue;
            T_CHECK(t, bad++ > 3, "%s: setp.%s.%s%u thread %u (%#x, %#x): %u, want %u", mode,
                    ic_name[c % NC], c % NC < 6 ? "s" : "u", c < NC ? 32u : 16u, i, in[i],
                    in[IT + i], got[c * IT + i], want);
        }
    T_CHECK(t, bad == 0, "%s: %u results differ", mode, bad);
    ob_close(t, &r, mode);
}

void unit_setp_int(pv_test *t)
{
    static char src[16384];
    size_t len = ic_build(src, sizeof src);
    if (test_begin(t, "setp_int: every 32- and 16-bit integer comparison over edge pairs, "
                      "full and partial warps, fused and unfused, agrees with C")) {
        T_CHECK(t, len < sizeof src, "kernel text of %u bytes", (unsigned)len);
        if (len < sizeof src) {
            ic_run(t, src, len, 0, 0);
            ic_run(t, src, len, 0, 3);
            ic_run(t, src, len, PTXVM_FLAG_NO_FUSION, 0);
            ic_run(t, src, len, PTXVM_FLAG_NO_FUSION, 3);
        }
        test_end(t);
    }
}
