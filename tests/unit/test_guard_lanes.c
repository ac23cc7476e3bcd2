/* The fused guard compares (SETP_BRA32, SETP_OR32) run by part of a warp
   write their predicate in those lanes only: lanes parked on the other
   side of a branch keep the value they set before, whichever side runs
   first. The kernel is checked with and without fusion, and the listing
   must show the fused ops. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char gl_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry gl(.param .u64 out, .param .u32 split)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r5, [split];\n"
    "  mov.u32 %r1, %tid.x;\n"
    "  setp.lt.u32 %p1, %r1, %r5;\n"
    "  setp.ge.u32 %p2, %r1, %r5;\n"
    "  mov.u32 %r2, 0;\n"
    "  @%p1 bra LOW;\n"
    /* the high lanes: p1 = tid > 1000 (false), fused with its branch;
       p2 = (tid == 7) | p3, fused into an or */
    "  setp.gt.u32 %p1, %r1, 1000;\n"
    "  @%p1 bra SKIP;\n"
    "  add.u32 %r2, %r2, 10;\n"
    "SKIP:\n"
    "  setp.eq.u32 %p3, %r1, 7;\n"
    "  or.pred %p2, %p3, %p1;\n"
    "  bra.uni JOIN;\n"
    "LOW:\n"
    "  add.u32 %r2, %r2, 20;\n"
    "JOIN:\n"
    "  selp.u32 %r3, 1, 0, %p1;\n"
    "  selp.u32 %r4, 2, 0, %p2;\n"
    "  add.u32 %r3, %r3, %r4;\n  add.u32 %r3, %r3, %r2;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd2, %rd1, %rd2;\n"
    "  st.global.u32 [%rd2], %r3;\n"
    "  ret;\n}\n";

void unit_guard_lanes(pv_test *t)
{
    static const uint32_t splits[] = {1, 7, 16, 31};
    uint32_t got[32], split, s, l, fused, flags;
    for (fused = 0; fused < 2; fused++) {
        ob_vm r;
        ptxvm_addr out;
        void *args[2];
        char *dis;
        flags = fused ? 0 : PTXVM_FLAG_NO_FUSION;
        if (!ob_open(t, &r, gl_ptx, sizeof gl_ptx - 1, "guard_lanes.ptx", "gl", flags, "load"))
            return;
        dis = ob_listing(r.k);
        T_CHECK(t, dis && (ob_count(dis, "SETP_BRA32") > 0) == (int)fused &&
                       (ob_count(dis, "SETP_OR32") > 0) == (int)fused,
                "fusion %u: the listing %s SETP_BRA32 and SETP_OR32", fused,
                fused ? "lacks" : "has");
        free(dis);
        out = ob_out(&r, sizeof got);
        args[0] = &out;
        args[1] = &split;
        for (s = 0; s < sizeof splits / sizeof *splits; s++) {
            split = splits[s];
            T_CHECK(t, ob_launch(&r, 1, 1, 32, 0, args) == PTXVM_OK, "split %u: %s", split,
                    ptxvm_error_message(r.vm));
            ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
            for (l = 0; l < 32; l++) {
                /* low lanes: p1 true, p2 false, +20; high lanes: p1
                   false, p2 only for lane 7, +10 */
                uint32_t want = l < split ? 1 + 20 : (l == 7 ? 2 : 0) + 10;
                if (got[l] != want)
                    break;
            }
            T_CHECK(t, l == 32, "fusion %u split %u: lane %u got %u, not %u", fused, split, l,
                    l < 32 ? got[l] : 0,
                    l < 32 ? (l < split ? 21u : (l == 7 ? 12u : 10u)) : 0);
        }
        ob_close(t, &r, "guard_lanes");
    }
}
