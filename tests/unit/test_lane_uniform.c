/* Partial-warp loads through a 64-bit address register that every
   active lane may share (src/lane_uniform.h: the lanes' low and high
   halves compared four lanes a step and packed into one lane mask where
   SSE2 is there): two warps load word 5 of a buffer under masks of every
   shape while the idle lanes' registers point elsewhere, with one thread
   k moved by a delta in the low half (another word), in the high half
   only (4 GiB on: outside every buffer) or in both. Active lanes must
   read their own word, idle ones keep theirs, and a moved active lane
   outside the buffer faults naming its thread; fused and with
   PTXVM_FLAG_NO_FUSION, against a C model. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define LU_T 64u

static const char lu_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry u(.param .u64 out, .param .u64 in, .param .u32 mask,"
    " .param .u32 k, .param .u64 delta)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.u32 %r2, [mask];\n  ld.param.u32 %r3, [k];\n"
    "  ld.param.u64 %rd3, [delta];\n"
    "  mov.u32 %r1, %tid.x;\n  and.b32 %r4, %r1, 31;\n"
    "  shr.u32 %r5, %r2, %r4;\n  and.b32 %r5, %r5, 1;\n  setp.eq.u32 %p1, %r5, 1;\n"
    /* word 5 for the active lanes, word 8 + tid for the idle ones */
    "  add.s64 %rd4, %rd2, 20;\n"
    "  @!%p1 mul.wide.u32 %rd5, %r1, 4;\n  @!%p1 add.s64 %rd4, %rd2, %rd5;\n"
    "  @!%p1 add.s64 %rd4, %rd4, 32;\n"
    "  setp.eq.u32 %p2, %r1, %r3;\n  @%p2 add.s64 %rd4, %rd4, %rd3;\n"
    "  mov.u32 %r6, 57005;\n"
    "  @%p1 ld.global.u32 %r6, [%rd4];\n"
    "  mul.wide.u32 %rd6, %r1, 4;\n  add.s64 %rd7, %rd1, %rd6;\n"
    "  st.global.u32 [%rd7], %r6;\n"
    "  ret;\n}\n";

void unit_lane_uniform(pv_test *t)
{
    static const uint32_t masks[] = {0x00000001u, 0x00000003u, 0x7ffe7ffeu, 0x80000001u,
                                     0x55555555u, 0xfffffffeu, 0x0000ff00u, 0xffffffffu,
                                     0x00010000u};
    static const uint32_t ks[] = {99u, 0u, 1u, 8u, 17u, 31u, 33u};
    static const uint64_t deltas[] = {4u, (uint64_t)1 << 32, ((uint64_t)1 << 32) + 4u,
                                      0u - (uint64_t)4};
    uint32_t in[128], got[LU_T], f, i, c, e, w, n = 0, faults = 0;
    for (i = 0; i < 128; i++)
        in[i] = 0x51000u + 3u * i;
    for (f = 0; f < 2; f++) {
        ob_vm r;
        ptxvm_addr out, ain;
        const char *mode = f ? "unfused" : "fused";
        if (!ob_open(t, &r, lu_ptx, sizeof lu_ptx - 1, "lu.ptx", "u",
                     f ? PTXVM_FLAG_NO_FUSION : 0u, mode))
            return;
        out = ob_out(&r, sizeof got);
        ain = ob_in(&r, in, sizeof in);
        for (i = 0; i < sizeof masks / sizeof *masks; i++)
            for (c = 0; c < sizeof ks / sizeof *ks; c++)
                for (e = 0; e < sizeof deltas / sizeof *deltas; e++) {
                    uint32_t mask = masks[i], k = ks[c], bad = 0;
                    uint64_t delta = deltas[e];
                    void *args[5];
                    ptxvm_result rc;
                    args[0] = &out;
                    args[1] = &ain;
                    args[2] = &mask;
                    args[3] = &k;
                    args[4] = &delta;
                    ptxvm_memset(r.vm, out, 0xee, sizeof got);
                    rc = ob_launch(&r, 1, 1, LU_T, 0, args);
                    n++;
                    const int64_t dw = (int64_t)delta / 4;   /* words */
                    if (k < LU_T && ((mask >> (k & 31u)) & 1u) && dw > 1000) {
                        faults++;
                        T_CHECK(t, ob_fault_of(r.vm, rc, k, NULL),
                                "%s mask %#x k %u delta %#llx: want a fault of thread %u: %s",
                                mode, mask, k, (unsigned long long)delta, k,
                                ptxvm_error_message(r.vm));
                        continue;
                    }
                    T_CHECK(t, rc == PTXVM_OK, "%s mask %#x k %u: %s", mode, mask, k,
                            ptxvm_error_message(r.vm));
                    ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
                    for (w = 0; w < LU_T; w++) {
                        uint32_t word = 5u, want;
                        if (((mask >> (w & 31u)) & 1u) && w == k)
                            word = (uint32_t)(5 + dw);
                        want = ((mask >> (w & 31u)) & 1u) ? in[word] : 57005u;
                        if (got[w] != want && bad++ == 0)
                            T_CHECK(t, 0, "%s mask %#x k %u delta %#llx: thread %u read "
                                    "%#x, want %#x", mode, mask, k,
                                    (unsigned long long)delta, w, got[w], want);
                    }
                }
        ob_close(t, &r, mode);
    }
    T_CHECK(t, n == 2 * 9 * 7 * 4 && faults > 0, "%u launches, %u faults", n, faults);
}
