/* Global loads and stores of one word a lane by a warp whose low half
   alone runs (blocks of 16 threads, a warp and a half's last warp: the
   unmasked half pass of gm_shape in src/exec_gmem.c), against a C model
   and against the unfused interpreter (PTXVM_FLAG_NO_FUSION): each
   thread loads in[base + tid], thread k's index moved by delta (on, off
   and across the run, out of the buffer), and stores the word at
   out[obase + 64 ctaid + the same index - base]. The same words, or a
   fault naming thread k in both. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define GH_N 4096u                        /* words of in and out */

/* A memory fault whose message names thread (x,0,0). */
static int gh_fault(ptxvm_result r, const char *msg, uint32_t x)
{
    char want[64];
    snprintf(want, sizeof want, "thread (%u,0,0)", x);
    return r == PTXVM_E_MEMORY_FAULT && strstr(msg, want) != NULL;
}

static const char gh_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry half(.param .u64 out, .param .u64 in, .param .u32 base,"
    " .param .u32 obase, .param .u32 k, .param .u32 delta)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.u32 %r1, [base];\n  ld.param.u32 %r2, [obase];\n"
    "  ld.param.u32 %r3, [k];\n  ld.param.u32 %r4, [delta];\n"
    "  mov.u32 %r5, %tid.x;\n  mov.u32 %r6, %ctaid.x;\n"
    "  setp.eq.u32 %p1, %r5, %r3;\n  selp.b32 %r7, %r4, 0, %p1;\n"
    "  add.s32 %r8, %r5, %r7;\n"                          /* the moved index */
    "  add.s32 %r9, %r8, %r1;\n"
    "  mul.wide.s32 %rd3, %r9, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  ld.global.u32 %r10, [%rd4];\n"
    "  shl.b32 %r11, %r6, 6;\n  add.s32 %r12, %r11, %r8;\n  add.s32 %r12, %r12, %r2;\n"
    "  mul.wide.s32 %rd5, %r12, 4;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  st.global.u32 [%rd6], %r10;\n"
    "  ret;\n}\n";

typedef struct gh_side {
    ob_vm r;
    ptxvm_addr in, out;
} gh_side;

static int gh_open(pv_test *t, gh_side *s, uint32_t flags, const uint32_t *in)
{
    if (!ob_open(t, &s->r, gh_ptx, sizeof gh_ptx - 1, "half.ptx", "half", flags,
                 flags ? "unfused" : "fused"))
        return 0;
    s->in = ob_in(&s->r, in, GH_N * 4);
    s->out = ob_out(&s->r, GH_N * 4);
    return 1;
}

/* One launch: its result, the words in got, a fault's message in msg. */
static ptxvm_result gh_launch(gh_side *s, uint32_t bx, const uint32_t *p, uint32_t *got,
                              char *msg, size_t cap)
{
    uint32_t v[4];
    void *args[6];
    ptxvm_result rc;
    memcpy(v, p, sizeof v);
    args[0] = &s->out;
    args[1] = &s->in;
    args[2] = &v[0];
    args[3] = &v[1];
    args[4] = &v[2];
    args[5] = &v[3];
    ptxvm_memset(s->r.vm, s->out, 0, GH_N * 4);
    rc = ob_launch(&s->r, 2, 1, bx, 0, args);
    snprintf(msg, cap, "%s", rc == PTXVM_OK ? "" : ptxvm_error_message(s->r.vm));
    ptxvm_memcpy_dtoh(s->r.vm, got, s->out, GH_N * 4);
    return rc;
}

void unit_gmem_half(pv_test *t)
{
    static const uint32_t blocks[] = {16u, 48u};
    static const uint32_t bases[] = {0u, 5u, 1000u};
    /* nobody, the half's ends and middle, the last warp's first and last */
    static const uint32_t ks[] = {99u, 0u, 1u, 7u, 14u, 15u, 32u, 47u};
    /* the next word, the last, a half warp on, out of the buffer */
    static const uint32_t deltas[] = {1u, 0u - 1u, 16u, 1u << 20, 0u - 9000u};
    static uint32_t in[GH_N], want[GH_N], got_f[GH_N], got_u[GH_N];
    gh_side f, u;
    uint32_t p[4], i, bi, b, c, e, n = 0, faults = 0, bad = 0;
    char msg_f[512], msg_u[512];
    for (i = 0; i < GH_N; i++)
        in[i] = 0x1000u + 7u * i;
    if (!gh_open(t, &f, 0, in))
        return;
    if (!gh_open(t, &u, PTXVM_FLAG_NO_FUSION, in)) {
        ob_close(t, &f.r, "fused");
        return;
    }
    for (bi = 0; bi < 2; bi++)
        for (b = 0; b < sizeof bases / sizeof *bases; b++)
            for (c = 0; c < sizeof ks / sizeof *ks; c++)
                for (e = 0; e < (c ? sizeof deltas / sizeof *deltas : 1u); e++) {
                    const uint32_t bx = blocks[bi];
                    ptxvm_result rf, ru;
                    int fault = 0;
                    uint32_t g, tid;
                    p[0] = bases[b];
                    p[1] = 500u;
                    p[2] = ks[c];
                    p[3] = deltas[e];
                    /* the model: threads in order, so a later lane's store
                       to a word lands last */
                    memset(want, 0, sizeof want);
                    for (g = 0; g < 2u && !fault; g++)
                        for (tid = 0; tid < bx; tid++) {
                            const int32_t ix = (int32_t)(tid + (tid == p[2] ? p[3] : 0u));
                            const int64_t li = (int64_t)ix + (int32_t)p[0];
                            const int64_t si = (int64_t)(g * 64u) + ix + (int32_t)p[1];
                            if (li < 0 || li >= (int64_t)GH_N || si < 0 || si >= (int64_t)GH_N) {
                                fault = 1;
                                break;
                            }
                            want[si] = in[li];
                        }
                    rf = gh_launch(&f, bx, p, got_f, msg_f, sizeof msg_f);
                    ru = gh_launch(&u, bx, p, got_u, msg_u, sizeof msg_u);
                    n++;
                    faults += fault;
                    if (fault ? gh_fault(rf, msg_f, p[2]) && !strcmp(msg_f, msg_u)
                              : rf == PTXVM_OK && ru == PTXVM_OK &&
                                    !memcmp(got_f, want, sizeof want) &&
                                    !memcmp(got_u, want, sizeof want))
                        continue;
                    T_CHECK(t, bad++ > 3,
                            "block %u base %u k %u delta %d: fused %s \"%s\", unfused %s \"%s\"%s",
                            bx, p[0], p[2], (int)p[3], ptxvm_result_name(rf), msg_f,
                            ptxvm_result_name(ru), msg_u,
                            fault ? " (a fault expected)" : "");
                }
    T_CHECK(t, bad == 0, "%u of %u launches wrong", bad, n);
    T_CHECK(t, faults > 0 && faults < n / 2, "%u faults in %u launches", faults, n);
    ob_close(t, &u.r, "unfused");
    ob_close(t, &f.r, "fused");
}
