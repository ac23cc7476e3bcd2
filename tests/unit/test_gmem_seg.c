/* Global loads and stores by part of a warp whose active lanes are one
   segment (src/exec_gmem.c: gm_seg, the segment's registers compared
   with a run, one check of its span, one copy), against a C model and
   the unfused interpreter (PTXVM_FLAG_NO_FUSION): lanes lo..lo+n-1 of
   each warp run (9 to 31 lanes at the warp's start, inside it, across
   its halves and at its end; a few lanes, which gm_few takes, and whole
   warps for contrast), each loads in[base + tid] and stores it at
   out[obase + 64 ctaid + tid], as 4-byte words and as 8-byte ones;
   bases with the run 4 bytes past an 8-byte boundary and ending at the
   buffer's last element; thread k's index moved by delta onto the next
   or last element, a half warp on, one past the buffer's end or far
   out. The same elements, or a fault naming thread k in both. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define GS_N 4096u                        /* words of in and out */

static int gs_fault(ptxvm_result r, const char *msg, uint32_t x)
{
    char want[64];
    snprintf(want, sizeof want, "thread (%u,0,0)", x);
    return r == PTXVM_E_MEMORY_FAULT && strstr(msg, want) != NULL;
}

static const char gs_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry seg(.param .u64 out, .param .u64 in, .param .u32 base,"
    " .param .u32 obase, .param .u32 k, .param .u32 delta, .param .u32 lo,"
    " .param .u32 n, .param .u32 wide)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.u32 %r1, [base];\n  ld.param.u32 %r2, [obase];\n"
    "  ld.param.u32 %r3, [k];\n  ld.param.u32 %r4, [delta];\n"
    "  ld.param.u32 %r13, [lo];\n  ld.param.u32 %r14, [n];\n  ld.param.u32 %r15, [wide];\n"
    "  mov.u32 %r5, %tid.x;\n  mov.u32 %r6, %ctaid.x;\n"
    "  and.b32 %r16, %r5, 31;\n  sub.s32 %r17, %r16, %r13;\n"
    "  setp.ge.u32 %p2, %r17, %r14;\n  @%p2 bra DONE;\n"  /* lanes lo..lo+n-1 */
    "  setp.eq.u32 %p1, %r5, %r3;\n  selp.b32 %r7, %r4, 0, %p1;\n"
    "  add.s32 %r8, %r5, %r7;\n"                          /* the moved index */
    "  add.s32 %r9, %r8, %r1;\n"
    "  shl.b32 %r11, %r6, 6;\n  add.s32 %r12, %r11, %r8;\n  add.s32 %r12, %r12, %r2;\n"
    "  setp.ne.u32 %p3, %r15, 0;\n  @%p3 bra WIDE;\n"
    "  mul.wide.s32 %rd3, %r9, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  ld.global.u32 %r10, [%rd4];\n"
    "  mul.wide.s32 %rd5, %r12, 4;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  st.global.u32 [%rd6], %r10;\n"
    "  bra.uni DONE;\n"
    "WIDE:\n"
    "  mul.wide.s32 %rd3, %r9, 8;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  ld.global.u64 %rd7, [%rd4];\n"
    "  mul.wide.s32 %rd5, %r12, 8;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  st.global.u64 [%rd6], %rd7;\n"
    "DONE:\n"
    "  ret;\n}\n";

typedef struct gs_side {
    ob_vm r;
    ptxvm_addr in, out;
} gs_side;

static int gs_open(pv_test *t, gs_side *s, uint32_t flags, const uint32_t *in)
{
    if (!ob_open(t, &s->r, gs_ptx, sizeof gs_ptx - 1, "seg.ptx", "seg", flags,
                 flags ? "unfused" : "fused"))
        return 0;
    s->in = ob_in(&s->r, in, GS_N * 4);
    s->out = ob_out(&s->r, GS_N * 4);
    return 1;
}

/* One launch of p (base, obase, k, delta, lo, n, wide): its result, the
   words in got, a fault's message in msg. */
static ptxvm_result gs_launch(gs_side *s, uint32_t bx, const uint32_t *p, uint32_t *got,
                              char *msg, size_t cap)
{
    uint32_t v[7], i;
    void *args[9];
    ptxvm_result rc;
    memcpy(v, p, sizeof v);
    args[0] = &s->out;
    args[1] = &s->in;
    for (i = 0; i < 7; i++)
        args[2 + i] = &v[i];
    ptxvm_memset(s->r.vm, s->out, 0, GS_N * 4);
    rc = ob_launch(&s->r, 2, 1, bx, 0, args);
    snprintf(msg, cap, "%s", rc == PTXVM_OK ? "" : ptxvm_error_message(s->r.vm));
    ptxvm_memcpy_dtoh(s->r.vm, got, s->out, GS_N * 4);
    return rc;
}

/* The model: threads in order (a later lane's store lands last); 0 when
   some active thread's element is outside in or out (the launch
   faults: only thread k's can be). */
static int gs_model(uint32_t *want, const uint32_t *in, uint32_t bx, const uint32_t *p)
{
    const uint32_t es = p[6] ? 2u : 1u, ne = GS_N / es;   /* words an element, elements */
    uint32_t g, tid;
    memset(want, 0, GS_N * 4);
    for (g = 0; g < 2u; g++)
        for (tid = 0; tid < bx; tid++) {
            const int32_t ix = (int32_t)(tid + (tid == p[2] ? p[3] : 0u));
            const int64_t li = (int64_t)ix + (int32_t)p[0];
            const int64_t si = (int64_t)(g * 64u) + ix + (int32_t)p[1];
            if ((tid % 32u) - p[4] >= p[5])
                continue;
            if (li < 0 || li >= (int64_t)ne || si < 0 || si >= (int64_t)ne)
                return 0;
            memcpy(want + si * es, in + li * es, 4u * es);
        }
    return 1;
}

void unit_gmem_seg(pv_test *t)
{
    static const uint32_t blocks[] = {64u, 48u};
    /* lanes lo..lo+n-1: the start, inside, across the halves, the end,
       the high half; a few (gm_few) and the whole warp */
    static const uint32_t segs[][2] = {{0, 9},  {0, 16}, {0, 31}, {1, 31}, {3, 12}, {7, 20},
                                       {16, 16}, {20, 12}, {13, 10}, {2, 5}, {0, 32}};
    /* element offsets: aligned, odd (4 past 8 bytes for words), ending
       at the last element of the 8-byte view, of the 4-byte one */
    static const uint32_t bases[] = {0u, 5u, 1000u, GS_N / 2u - 64u, GS_N - 64u};
    /* nobody, a segment's first lanes, the middle, the last warp's */
    static const uint32_t ks[] = {99u, 0u, 3u, 9u, 20u, 31u, 40u};
    /* the next element, the last, a half warp on, one past the end of
       in (per case), far out */
    static const uint32_t deltas[] = {1u, 0u - 1u, 16u, 0u, 1u << 20};
    static uint32_t in[GS_N], want[GS_N], got_f[GS_N], got_u[GS_N];
    gs_side f, u;
    uint32_t p[7], i, bi, s, b, c, e, w, n = 0, faults = 0, bad = 0;
    char msg_f[512], msg_u[512];
    for (i = 0; i < GS_N; i++)
        in[i] = 0x1000u + 7u * i;
    if (!gs_open(t, &f, 0, in))
        return;
    if (!gs_open(t, &u, PTXVM_FLAG_NO_FUSION, in)) {
        ob_close(t, &f.r, "fused");
        return;
    }
    for (w = 0; w < 2; w++)
        for (bi = 0; bi < 2; bi++)
            for (s = 0; s < sizeof segs / sizeof *segs; s++)
                for (b = 0; b < sizeof bases / sizeof *bases; b++)
                    for (c = 0; c < sizeof ks / sizeof *ks; c++)
                        for (e = 0; e < (c ? sizeof deltas / sizeof *deltas : 1u); e++) {
                            const uint32_t bx = blocks[bi], ne = GS_N / (w ? 2u : 1u);
                            ptxvm_result rf, ru;
                            int fault;
                            if (bases[b] + 64u > ne)
                                continue;
                            p[0] = bases[b];
                            p[1] = w ? 100u : 500u;
                            p[2] = ks[c];
                            p[3] = deltas[e] ? deltas[e] : ne - bases[b] - ks[c];
                            p[4] = segs[s][0];
                            p[5] = segs[s][1];
                            p[6] = w;
                            fault = !gs_model(want, in, bx, p);
                            rf = gs_launch(&f, bx, p, got_f, msg_f, sizeof msg_f);
                            ru = gs_launch(&u, bx, p, got_u, msg_u, sizeof msg_u);
                            n++;
                            faults += (uint32_t)fault;
                            if (fault ? gs_fault(rf, msg_f, p[2]) && !strcmp(msg_f, msg_u)
                                      : rf == PTXVM_OK && ru == PTXVM_OK &&
                                            !memcmp(got_f, want, sizeof want) &&
                                            !memcmp(got_u, want, sizeof want))
                                continue;
                            T_CHECK(t, bad++ > 3,
                                    "%s block %u lanes %u+%u base %u k %u delta %d: fused %s "
                                    "\"%s\", unfused %s \"%s\"%s",
                                    w ? "u64" : "u32", bx, p[4], p[5], p[0], p[2], (int)p[3],
                                    ptxvm_result_name(rf), msg_f, ptxvm_result_name(ru), msg_u,
                                    fault ? " (a fault expected)" : "");
                        }
    T_CHECK(t, bad == 0, "%u of %u launches wrong", bad, n);
    T_CHECK(t, faults > 0 && faults < n / 2, "%u faults in %u launches", faults, n);
    ob_close(t, &u.r, "unfused");
    ob_close(t, &f.r, "fused");
}
