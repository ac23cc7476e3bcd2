/* 64-bit shifts by a register count (shl.b64, shr.u64, shr.s64): counts
   past 63 clamp as the ISA says (0, or the sign for shr.s64), on full
   and partial warps (lanes outside the guard keep their old value). */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
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
