/* 64-bit shifts by a register count (shl.b64, shr.u64, shr.s64): counts
   past 63 clamp as the ISA says (0, or the sign for shr.s64), on full
   and partial warps (lanes outside the guard keep their old value).
   shift64_imm: the same three by constant counts 0, 1, 2, 31, 32, 33
   and 63 (compiled to SHL_IMM64, SHR_U_IMM64 and SHR_S_IMM64, which the
   listing must show), on both copies of the dispatch loop. */
#include "exec.h"
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char sh_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry sh(.param .u64 out, .param .u64 val, .param .u32 cut)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<6>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [val];\n  ld.param.u32 %r5, [cut];\n"
    "  mov.u32 %r1, %tid.x;\n"
    /* lane l shifts by l * 9 - 3 (wrapping below 0 for lane 0): 0..276 */
    "  mad.lo.u32 %r2, %r1, 9, -3;\n"
    "  cvt.u64.u32 %rd3, %r1;\n  xor.b64 %rd4, %rd2, %rd3;\n"
    "  mov.u64 %rd5, 77;\n  mov.u64 %rd6, 77;\n  mov.u64 %rd7, 77;\n"
    "  setp.lt.u32 %p1, %r1, %r5;\n"
    "  @%p1 shl.b64 %rd5, %rd4, %r2;\n"
    "  @%p1 shr.u64 %rd6, %rd4, %r2;\n"
    "  @%p1 shr.s64 %rd7, %rd4, %r2;\n"
    "  mul.wide.u32 %rd8, %r1, 24;\n  add.s64 %rd8, %rd1, %rd8;\n"
    "  st.global.u64 [%rd8], %rd5;\n  st.global.u64 [%rd8+8], %rd6;\n"
    "  st.global.u64 [%rd8+16], %rd7;\n"
    "  ret;\n}\n";

void unit_shift64(pv_test *t)
{
    static const uint64_t vals[] = {0x8000000000000001ull, 0x7fffffffffffffffull,
                                    0xdeadbeefcafef00dull, 1};
    static const uint32_t cuts[] = {32, 5, 0};
    uint64_t got[32 * 3], val;
    uint32_t cut, v, c, l;
    void *args[3];
    ob_vm r;
    ptxvm_addr out;
    if (!ob_open(t, &r, sh_ptx, sizeof sh_ptx - 1, "shift64.ptx", "sh", 0, "load"))
        return;
    out = ob_out(&r, sizeof got);
    args[0] = &out;
    args[1] = &val;
    args[2] = &cut;
    for (v = 0; v < sizeof vals / sizeof *vals; v++)
        for (c = 0; c < sizeof cuts / sizeof *cuts; c++) {
            val = vals[v];
            cut = cuts[c];
            T_CHECK(t, ob_launch(&r, 1, 1, 32, 0, args) == PTXVM_OK, "%s",
                    ptxvm_error_message(r.vm));
            ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
            for (l = 0; l < 32; l++) {
                uint64_t x = val ^ l, w[3];
                uint32_t n = l * 9u - 3u;
                if (l < cut) {
                    w[0] = n > 63 ? 0 : x << n;
                    w[1] = n > 63 ? 0 : x >> n;
                    w[2] = (x >> 63) ? ~(~x >> (n > 63 ? 63 : n)) : x >> (n > 63 ? 63 : n);
                } else {
                    w[0] = w[1] = w[2] = 77;
                }
                if (got[l * 3] != w[0] || got[l * 3 + 1] != w[1] || got[l * 3 + 2] != w[2])
                    break;
            }
            T_CHECK(t, l == 32, "value %#llx, lanes below %u: lane %u (count %u) gave "
                    "%#llx %#llx %#llx", (unsigned long long)val, cut, l, l * 9u - 3u,
                    l < 32 ? (unsigned long long)got[l * 3] : 0ull,
                    l < 32 ? (unsigned long long)got[l * 3 + 1] : 0ull,
                    l < 32 ? (unsigned long long)got[l * 3 + 2] : 0ull);
        }
    ob_close(t, &r, "shift64");
}

#define SI_N 7u                         /* constant counts */
static const uint32_t si_count[SI_N] = {0, 1, 2, 31, 32, 33, 63};

static size_t si_build(char *p, size_t cap)
{
    size_t n = 0;
    unsigned i, j;
    static const char *const op[3] = {"shl.b64", "shr.u64", "shr.s64"};
#define PUT(...) (n += (size_t)snprintf(p + n, n < cap ? cap - n : 0, __VA_ARGS__))
    PUT(".version 7.0\n.target sm_70\n.address_size 64\n"
        ".visible .entry si(.param .u64 out, .param .u64 val, .param .u32 cut)\n{\n"
        "  .reg .pred %%p<2>;\n  .reg .b32 %%r<6>;\n  .reg .b64 %%rd<40>;\n"
        "  ld.param.u64 %%rd1, [out];\n  ld.param.u64 %%rd2, [val];\n  ld.param.u32 %%r5, [cut];\n"
        "  mov.u32 %%r1, %%tid.x;\n  cvt.u64.u32 %%rd3, %%r1;\n"
        "  mul.lo.u64 %%rd3, %%rd3, 0x0123456789abcdef;\n  xor.b64 %%rd4, %%rd2, %%rd3;\n"
        "  setp.lt.u32 %%p1, %%r1, %%r5;\n"
        "  mul.wide.u32 %%rd8, %%r1, %u;\n  add.s64 %%rd8, %%rd1, %%rd8;\n", SI_N * 3 * 8);
    for (i = 0; i < SI_N; i++)
        for (j = 0; j < 3; j++)
            PUT("  mov.u64 %%rd9, 77;\n  @%%p1 %s %%rd9, %%rd4, %u;\n"
                "  st.global.u64 [%%rd8+%u], %%rd9;\n", op[j], si_count[i], (i * 3 + j) * 8);
    PUT("  ret;\n}\n");
#undef PUT
    return n;
}

void unit_shift64_imm(pv_test *t)
{
    static const uint64_t vals[] = {0x8000000000000001ull, 0x7fffffffffffffffull,
                                    0xdeadbeefcafef00dull, 1, 0};
    static const uint32_t cuts[] = {32, 5, 0};
    static char src[8192];
    static uint64_t got[32 * SI_N * 3];
    size_t len = si_build(src, sizeof src);
    uint64_t val;
    uint32_t cut, v, c, l, k, copy, bad = 0;
    void *args[3];
    char *dis;
    ob_vm r;
    ptxvm_addr out;
    if (len >= sizeof src) {
        T_CHECK(t, 0, "kernel text too long");
        return;
    }
    if (!ob_open(t, &r, src, len, "shift64_imm.ptx", "si", 0, "load"))
        return;
    dis = ob_listing(r.k);
    T_CHECK(t, dis && strstr(dis, "SHL_IMM64") && strstr(dis, "SHR_U_IMM64") &&
            strstr(dis, "SHR_S_IMM64"), "constant shifts not compiled to the IMM64 ops:\n%s",
            dis ? dis : "(none)");
    free(dis);
    out = ob_out(&r, sizeof got);
    args[0] = &out;
    args[1] = &val;
    args[2] = &cut;
    for (copy = 0; copy < 2; copy++) {
        pv_run_set_portable((int)copy);
        for (v = 0; v < sizeof vals / sizeof *vals; v++)
            for (c = 0; c < sizeof cuts / sizeof *cuts; c++) {
                val = vals[v];
                cut = cuts[c];
                T_CHECK(t, ob_launch(&r, 1, 1, 32, 0, args) == PTXVM_OK, "%s",
                        ptxvm_error_message(r.vm));
                ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
                for (l = 0; l < 32; l++)
                    for (k = 0; k < SI_N * 3; k++) {
                        uint64_t x = val ^ (l * 0x0123456789abcdefull), w;
                        uint32_t n = si_count[k / 3];
                        if (l >= cut)
                            w = 77;
                        else if (k % 3 == 0)
                            w = x << n;
                        else if (k % 3 == 1)
                            w = x >> n;
                        else
                            w = (x >> 63) ? ~(~x >> n) : x >> n;
                        if (got[l * SI_N * 3 + k] != w && bad++ < 5)
                            T_CHECK(t, 0, "%s copy, value %#llx, lanes below %u: lane %u op %u "
                                    "count %u gave %#llx, not %#llx", copy ? "portable" : "AVX2",
                                    (unsigned long long)val, cut, l, k % 3, n,
                                    (unsigned long long)got[l * SI_N * 3 + k],
                                    (unsigned long long)w);
                    }
            }
    }
    pv_run_set_portable(0);
    T_CHECK(t, bad == 0, "%u words differ", bad);
    ob_close(t, &r, "shift64_imm");
}
