/* Whole-warp global runs on AVX2 (src/gmem_avx2.c: the shape tested
   four lanes a step, one span check, aligned 16-byte copies) against the
   portable copy of the dispatch loop (pv_run_set_portable: exec_gmem.c's
   SSE2 passes), the unfused interpreter and a C model. Each thread of a
   block of 64 or 48 threads loads in[base + j] and stores it at
   out[obase + j], j = 2048 warp + rs half + lane % 16: a run (rs 16),
   halves apart, overlapping (a store's high half landing last), equal
   or the high one first; 4- and 8-byte elements at every 4-byte
   alignment to 16 bytes and ending at a buffer's last element; thread k
   moved onto a neighbour, a half warp on, one past the end or far out;
   the whole warp's addresses misaligned. The same words, or the same
   fault message naming the same thread all three ways. Then the gathers'
   region test (gx_inside) against a scalar model over random columns. */
#include "exec.h"
#include "gmem_avx2.h"
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define GA_N 8192u                        /* words of in and out */
#define GA_NP 7u

static const char ga_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry ga(.param .u64 out, .param .u64 in, .param .u32 base,"
    " .param .u32 obase, .param .u32 rs, .param .u32 k, .param .u32 delta,"
    " .param .u32 mis, .param .u32 wide)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.u32 %r1, [base];\n  ld.param.u32 %r2, [obase];\n"
    "  ld.param.u32 %r3, [rs];\n  ld.param.u32 %r4, [k];\n"
    "  ld.param.u32 %r5, [delta];\n  ld.param.u32 %r6, [mis];\n"
    "  ld.param.u32 %r7, [wide];\n"
    "  mov.u32 %r8, %tid.x;\n"
    "  shr.u32 %r12, %r8, 5;\n  shl.b32 %r12, %r12, 11;\n"       /* 2048 warp */
    "  bfe.u32 %r13, %r8, 4, 1;\n  mul.lo.s32 %r13, %r13, %r3;\n"  /* rs half */
    "  and.b32 %r14, %r8, 15;\n"
    "  add.s32 %r15, %r12, %r13;\n  add.s32 %r15, %r15, %r14;\n"
    "  setp.eq.u32 %p1, %r8, %r4;\n  selp.b32 %r16, %r5, 0, %p1;\n"
    "  add.s32 %r15, %r15, %r16;\n"                               /* j, moved */
    "  add.s32 %r17, %r15, %r1;\n  add.s32 %r18, %r15, %r2;\n"
    "  cvt.u64.u32 %rd9, %r6;\n"
    "  setp.ne.u32 %p2, %r7, 0;\n  @%p2 bra WIDE;\n"
    "  mul.wide.s32 %rd3, %r17, 4;\n  add.s64 %rd4, %rd2, %rd3;\n  add.s64 %rd4, %rd4, %rd9;\n"
    "  ld.global.u32 %r19, [%rd4];\n"
    "  mul.wide.s32 %rd5, %r18, 4;\n  add.s64 %rd6, %rd1, %rd5;\n  add.s64 %rd6, %rd6, %rd9;\n"
    "  st.global.u32 [%rd6], %r19;\n"
    "  bra.uni DONE;\n"
    "WIDE:\n"
    "  mul.wide.s32 %rd3, %r17, 8;\n  add.s64 %rd4, %rd2, %rd3;\n  add.s64 %rd4, %rd4, %rd9;\n"
    "  ld.global.u64 %rd7, [%rd4];\n"
    "  mul.wide.s32 %rd5, %r18, 8;\n  add.s64 %rd6, %rd1, %rd5;\n  add.s64 %rd6, %rd6, %rd9;\n"
    "  st.global.u64 [%rd6], %rd7;\n"
    "DONE:\n"
    "  ret;\n}\n";

typedef struct ga_side {
    ob_vm r;
    ptxvm_addr in, out;
} ga_side;

static int ga_open(pv_test *t, ga_side *s, uint32_t flags, const uint32_t *in)
{
    if (!ob_open(t, &s->r, ga_ptx, sizeof ga_ptx - 1, "ga.ptx", "ga", flags,
                 flags ? "unfused" : "fused"))
        return 0;
    s->in = ob_in(&s->r, in, GA_N * 4);
    s->out = ob_out(&s->r, GA_N * 4);
    return 1;
}

/* One launch of p (base, obase, rs, k, delta, mis, wide) by one block of
   bx threads, on the portable copy when portable: its result, the words
   in got, a fault's message in msg. */
static ptxvm_result ga_launch(ga_side *s, uint32_t bx, const uint32_t *p, int portable,
                              uint32_t *got, char *msg, size_t cap)
{
    uint32_t v[GA_NP], i;
    void *args[2 + GA_NP];
    ptxvm_result rc;
    /* PTXVM_TEST_PORTABLE=1 keeps the portable copy on after the suite */
    const int was = !pv_run_avx2();
    memcpy(v, p, sizeof v);
    args[0] = &s->out;
    args[1] = &s->in;
    for (i = 0; i < GA_NP; i++)
        args[2 + i] = &v[i];
    ptxvm_memset(s->r.vm, s->out, 0, GA_N * 4);
    if (portable)
        pv_run_set_portable(1);
    rc = ob_launch(&s->r, 1, 1, bx, 0, args);
    pv_run_set_portable(was);
    snprintf(msg, cap, "%s", rc == PTXVM_OK ? "" : ptxvm_error_message(s->r.vm));
    ptxvm_memcpy_dtoh(s->r.vm, got, s->out, GA_N * 4);
    return rc;
}

/* Whether a fault's message names thread x. */
static int ga_names(const char *msg, uint32_t x)
{
    char want[64];
    snprintf(want, sizeof want, "thread (%u,0,0)", x);
    return strstr(msg, want) != NULL;
}

/* The model: threads in order (a later lane's store lands last); 0 when
   some thread's element is outside in or out or misaligned (the launch
   faults). */
static int ga_model(uint32_t *want, const uint32_t *in, uint32_t bx, const uint32_t *p)
{
    const uint32_t es = p[6] ? 2u : 1u, ne = GA_N / es;
    uint32_t tid;
    if (p[5])
        return 0;
    memset(want, 0, GA_N * 4);
    for (tid = 0; tid < bx; tid++) {
        const int64_t j = (int64_t)(tid / 32u) * 2048 + ((tid >> 4) & 1u) * (int64_t)(int32_t)p[2] +
                          (tid & 15u) + (tid == p[3] ? (int64_t)(int32_t)p[4] : 0);
        const int64_t li = j + p[0], si = j + p[1];
        if (li < 0 || li >= (int64_t)ne || si < 0 || si >= (int64_t)ne)
            return 0;
        memcpy(want + si * es, in + li * es, 4u * es);
    }
    return 1;
}

/* The gathers' first region pass on AVX2 against the scalar test of
   every lane (idle ones too). */
static void ga_inside(pv_test *t)
{
#if GX_AVX2
    static const uint64_t lims[] = {0u, 4u, 4092u, 1u << 20};
    uint64_t r[PV_LANES], s = 0x9e3779b97f4a7c15u;
    uint32_t i, l, n = 0, bad = 0, ins = 0;
    if (!pv_run_avx2())
        return;
    for (i = 0; i < 4000u; i++) {
        const uint64_t lim = lims[i % 4u], am = (i & 4u) ? 7u : 3u;
        const uint64_t bx = 0x7f0000001000u + (uint64_t)(i % 7u) * 4096u;
        uint64_t f = 0;
        for (l = 0; l < PV_LANES; l++) {
            s = s * 6364136223846793005u + 1442695040888963407u;
            /* mostly inside and aligned; now and then one lane just
               past either end, misaligned or far */
            r[l] = bx + ((s >> 20) % (lim + 1u) & ~am);
            if (((s >> 8) & 63u) == 0)
                r[l] = bx + lim + 1u + ((s >> 14) & 15u);
            else if (((s >> 8) & 63u) == 1)
                r[l] = bx - 1u - ((s >> 14) & 15u);
            else if (((s >> 8) & 63u) == 2)
                r[l] |= 1u;
            else if (((s >> 8) & 63u) == 3)
                r[l] += (uint64_t)1 << 62;
        }
        for (l = 0; l < PV_LANES; l++) {
            const uint64_t d = r[l] - bx;
            f |= (uint64_t)(d > lim || (d & am) != 0);
        }
        n++;
        ins += (uint32_t)!f;
        if (gx_inside(r, bx, lim, am) == !f)
            continue;
        T_CHECK(t, bad++ > 3, "gx_inside case %u (lim %llu, align %llu): %d, the model %d", i,
                (unsigned long long)lim, (unsigned long long)am + 1u, !!f, !f);
    }
    T_CHECK(t, bad == 0, "gx_inside: %u of %u columns wrong", bad, n);
    T_CHECK(t, ins > n / 8u && ins < n - n / 8u, "gx_inside: %u of %u columns inside", ins, n);
#else
    (void)t;
#endif
}

void unit_gmem_avx2(pv_test *t)
{
    static const uint32_t blocks[] = {64u, 48u};
    /* a run, halves apart, overlapping, equal, the high one first */
    static const int32_t rss[] = {16, 40, 1000, 8, 0, -16, -40};
    /* elements past an aligned point: every 4-byte step to 16 bytes
       (8-byte elements: 0 and 8), then the buffer's last element */
    static const uint32_t offs[] = {64u, 65u, 66u, 67u, ~0u};
    /* nobody, the warp's first lane, a middle one, the last, the second
       warp's (of 48: a partial warp) */
    static const uint32_t ks[] = {999u, 0u, 9u, 31u, 40u};
    /* the next element, a half warp on, one past the end, far out */
    static const uint32_t deltas[] = {1u, 16u, 0u, 1u << 20};
    static uint32_t in[GA_N], want[GA_N], got[3][GA_N];
    char msg[3][512];
    ga_side f, u;
    uint32_t p[GA_NP], i, bi, ri, o, c, e, w, mi, n = 0, faults = 0, bad = 0;
    for (i = 0; i < GA_N; i++)
        in[i] = 0x5000u + 13u * i;
    if (!ga_open(t, &f, 0, in))
        return;
    if (!ga_open(t, &u, PTXVM_FLAG_NO_FUSION, in)) {
        ob_close(t, &f.r, "fused");
        return;
    }
    for (w = 0; w < 2; w++)
        for (bi = 0; bi < 2; bi++)
            for (ri = 0; ri < sizeof rss / sizeof *rss; ri++)
                for (o = 0; o < sizeof offs / sizeof *offs; o++)
                    for (mi = 0; mi < 2; mi++)
                        for (c = 0; c < (mi ? 1u : sizeof ks / sizeof *ks); c++)
                            for (e = 0; e < (c ? sizeof deltas / sizeof *deltas : 1u); e++) {
                                const uint32_t bx = blocks[bi], ne = GA_N / (w ? 2u : 1u);
                                const int32_t rs = rss[ri];
                                /* the second warp's highest element at ne - 1 */
                                const uint32_t end = ne - 2048u - 16u - (uint32_t)(rs > 0 ? rs : 0);
                                const uint32_t base = offs[o] == ~0u ? end : offs[o];
                                ptxvm_result r[3];
                                int fault, x;
                                if (w && offs[o] != ~0u && (offs[o] & 1u))
                                    continue;        /* 8-byte elements: 0 and 8 past */
                                p[0] = base;
                                p[1] = base == end ? end : base + 128u;
                                p[2] = (uint32_t)rs;
                                p[3] = ks[c];
                                p[4] = deltas[e];
                                if (!p[4]) {     /* one past the end of in */
                                    const uint32_t j = (ks[c] / 32u) * 2048u +
                                                       ((ks[c] >> 4) & 1u) * (uint32_t)rs +
                                                       (ks[c] & 15u);
                                    p[4] = ne - base - j;
                                }
                                p[5] = mi ? (w ? 4u : 2u) : 0u;
                                p[6] = w;
                                fault = !ga_model(want, in, bx, p);
                                for (x = 0; x < 3; x++)
                                    r[x] = ga_launch(x == 2 ? &u : &f, bx, p, x == 1, got[x],
                                                     msg[x], sizeof msg[x]);
                                n++;
                                faults += (uint32_t)fault;
                                if (fault ? r[0] == PTXVM_E_MEMORY_FAULT &&
                                                (mi || ga_names(msg[0], p[3])) &&
                                                r[1] == r[0] && r[2] == r[0] &&
                                                !strcmp(msg[0], msg[1]) && !strcmp(msg[0], msg[2])
                                          : r[0] == PTXVM_OK && r[1] == PTXVM_OK &&
                                                r[2] == PTXVM_OK &&
                                                !memcmp(got[0], want, sizeof want) &&
                                                !memcmp(got[1], want, sizeof want) &&
                                                !memcmp(got[2], want, sizeof want))
                                    continue;
                                T_CHECK(t, bad++ > 3,
                                        "%s block %u rs %d base %u k %u delta %d mis %u: "
                                        "AVX2 %s \"%s\", portable %s \"%s\", unfused %s \"%s\"%s",
                                        w ? "u64" : "u32", bx, rs, p[0], p[3], (int)p[4], p[5],
                                        ptxvm_result_name(r[0]), msg[0],
                                        ptxvm_result_name(r[1]), msg[1],
                                        ptxvm_result_name(r[2]), msg[2],
                                        fault ? " (a fault expected)" : "");
                            }
    T_CHECK(t, bad == 0, "%u of %u launches wrong", bad, n);
    T_CHECK(t, faults > n / 8u && faults < n - n / 4u, "%u faults in %u launches", faults, n);
    ob_close(t, &u.r, "unfused");
    ob_close(t, &f.r, "fused");
    ga_inside(t);
}
