/* The dispatch loop keeps the running PC in one place, the warp's own
   (src/exec_run.h): dispatch moves it on in place, handlers that regroup
   the warp, call, return or run fused records move it themselves, and a
   launch that stops counts its steps up to the instruction that stopped
   it. Each kernel reads %clock (the warp's step count), stores it, and
   loads through a bad pointer: the launch's warp instructions must be
   the clock plus the store and the load (plus the address records of a
   fused array load), after a straight run, a branch joined again, one
   side of a divergent branch, a whole-warp call and return, a barrier a
   one-warp block completes alone and a loop; fused and unfused, on the
   default and the portable copy of the loop, blocks of 32 and 20
   threads; the fault names the load's line and thread 0. */
#include "exec.h"
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

/* out[0] = %clock before the store; then the load faults */
#define RP_TAIL                                                               \
    "  mov.u32 %r9, %clock;\n  st.global.u32 [%rd1], %r9;\n"                  \
    "  ld.global.u32 %r10, [%rd2];\n  st.global.u32 [%rd1+4], %r10;\n  ret;\n"
#define RP_HEAD(name)                                                         \
    ".visible .entry " name "(.param .u64 out, .param .u64 bad)\n{\n"         \
    "  .reg .u32 %r<12>;\n  .reg .u64 %rd<6>;\n  .reg .pred %p<3>;\n"         \
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [bad];\n"              \
    "  mov.u32 %r1, %tid.x;\n"

static const char rp_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".func (.param .u32 r) f(.param .u32 a)\n{\n"
    "  .reg .u32 %q<4>;\n"
    "  ld.param.u32 %q1, [a];\n  mul.lo.u32 %q2, %q1, 3;\n"
    "  st.param.u32 [r], %q2;\n  ret;\n}\n"
    RP_HEAD("straight")
    "  add.u32 %r2, %r1, 5;\n  xor.b32 %r3, %r2, 9;\n"
    RP_TAIL
    "}\n"
    RP_HEAD("joined")
    "  setp.lt.u32 %p1, %r1, 7;\n  @%p1 bra SKIP;\n"
    "  add.u32 %r2, %r1, 5;\n  mul.lo.u32 %r3, %r2, %r2;\n"
    "SKIP:\n"
    RP_TAIL
    "}\n"
    /* lanes from 7 on branch away: the rest, thread 0's, run first */
    RP_HEAD("side")
    "  setp.ge.u32 %p1, %r1, 7;\n  @%p1 bra OTHER;\n"
    "  add.u32 %r2, %r1, 5;\n"
    RP_TAIL
    "OTHER:\n  ret;\n}\n"
    RP_HEAD("called")
    "  { .param .u32 a0; .param .u32 r0;\n    st.param.u32 [a0], %r1;\n"
    "    call (r0), f, (a0);\n    ld.param.u32 %r2, [r0]; }\n"
    RP_TAIL
    "}\n"
    RP_HEAD("barrier")
    "  add.u32 %r2, %r1, 5;\n  bar.sync 0;\n"
    RP_TAIL
    "}\n"
    RP_HEAD("looped")
    "  mov.u32 %r2, 0;\n"
    "LOOP:\n  add.u32 %r2, %r2, 1;\n  setp.lt.u32 %p1, %r2, 5;\n  @%p1 bra LOOP;\n"
    RP_TAIL
    "}\n"
    /* a fused array load (LD_XS): its address records count as steps */
    ".visible .entry indexed(.param .u64 out, .param .u64 bad)\n{\n"
    "  .reg .u32 %r<12>;\n  .reg .u64 %rd<6>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [bad];\n"
    "  mov.u32 %r1, %tid.x;\n"
    "  mov.u32 %r9, %clock;\n  st.global.u32 [%rd1], %r9;\n"
    "  mul.wide.u32 %rd3, %r1, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  ld.global.u32 %r10, [%rd4];\n  st.global.u32 [%rd1+4], %r10;\n  ret;\n}\n";

/* The line of the n-th (from 1) "ld.global.u32 %r10" in rp_ptx. */
static uint32_t rp_line(uint32_t n)
{
    const char *p = rp_ptx;
    uint32_t line = 1;
    for (; *p; p++) {
        if (*p == '\n')
            line++;
        else if (strncmp(p, "ld.global.u32 %r10", 18) == 0 && --n == 0)
            return line;
    }
    return 0;
}

static void rp_kernel(pv_test *t, const char *name, uint32_t nth, uint32_t flags,
                      int portable, uint32_t threads, uint64_t extra)
{
    ob_vm r;
    ptxvm_launch l;
    ptxvm_stats s;
    ptxvm_result res;
    ptxvm_addr o, bad = 16;
    uint32_t clock = 0;
    void *args[2];
    char what[96], at[32], msg[256];
    int faulted;
    const int was = !pv_run_avx2();
    snprintf(what, sizeof what, "%s, flags %#x, %s, %u threads", name, flags,
             portable ? "portable" : "default", threads);
    if (!ob_open(t, &r, rp_ptx, sizeof rp_ptx - 1, "rp.ptx", name, flags, what))
        return;
    o = ob_out(&r, 8);
    args[0] = &o;
    args[1] = &bad;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = threads;
    l.block.y = l.block.z = 1;
    l.args = args;
    memset(&s, 0, sizeof s);
    pv_run_set_portable(portable || was);
    res = ptxvm_launch_kernel(r.k, &l, &s);
    pv_run_set_portable(was);
    faulted = ob_fault_of(r.vm, res, 0, NULL);
    snprintf(msg, sizeof msg, "%s", ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, &clock, o, 4);
    snprintf(at, sizeof at, "rp.ptx:%u:", rp_line(nth));
    T_CHECK(t, faulted && strstr(msg, at) != NULL, "%s: %s \"%s\", not at %s", what,
            ptxvm_result_name(res), msg, at);
    T_CHECK(t, s.warp_instructions == (uint64_t)clock + 2 + extra,
            "%s: %llu warp instructions, the clock %u before the store and the load (+%llu)",
            what, (unsigned long long)s.warp_instructions, clock,
            (unsigned long long)extra);
    ptxvm_mem_free(r.vm, o);
    ob_close(t, &r, what);
}

void unit_run_pc(pv_test *t)
{
    static const char *const names[] = {"straight", "joined", "side", "called",
                                        "barrier", "looped"};
    static const uint32_t sizes[] = {32, 20};
    uint32_t k, z, f, p;
    for (k = 0; k < sizeof names / sizeof names[0]; k++)
        for (z = 0; z < 2; z++)
            for (f = 0; f < 2; f++)
                for (p = 0; p < 2; p++)
                    rp_kernel(t, names[k], k + 1, f ? PTXVM_FLAG_NO_FUSION : 0, (int)p,
                              sizes[z], 0);
    /* fused: the address record and the load; unfused: mul.wide, add, ld */
    for (z = 0; z < 2; z++)
        for (p = 0; p < 2; p++) {
            rp_kernel(t, "indexed", 7, 0, (int)p, sizes[z], 1);
            rp_kernel(t, "indexed", 7, PTXVM_FLAG_NO_FUSION, (int)p, sizes[z], 2);
        }
}
