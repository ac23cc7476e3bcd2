/* LD_XS whose base pointer is a preloaded kernel parameter
   (PV_XS_BASE_ONE, src/peephole_load.c): the whole-warp run path then
   takes the base as one value without comparing its lanes
   (src/ldxs_run.h). A grid-stride sum reads in[i] through the parameter
   as it is (marked), moved by 4 bytes in odd lanes (written again, so
   neither preloaded nor marked, lanes differ) or moved by 8 bytes for
   the whole warp (written again: not marked though uniform). Each runs
   fused and unfused (PTXVM_FLAG_NO_FUSION) on blocks of 64 and 45
   threads, with a bound past the grid and one inside a warp (the
   last turn a partial warp), against a C model lane by lane; two
   launches in a row with different input buffers read each its own
   (the column follows the parameter). A sum running past its buffer
   faults at the same thread with the same message fused and unfused. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define XB_GRID 3u
#define XB_WORDS 1200u

static const char *const xb_moves[3] = {
    "",
    "  and.b32 %r9, %r5, 1;\n  mul.wide.u32 %rd8, %r9, 4;\n  add.s64 %rd1, %rd1, %rd8;\n",
    "  add.s64 %rd1, %rd1, 8;\n",
};
static const char *const xb_names[3] = {"preloaded base", "base moved in odd lanes",
                                        "base moved for the warp"};

static void xb_ptx(uint32_t v, char *buf, size_t cap)
{
    snprintf(buf, cap,
             ".version 8.5\n.target sm_80\n.address_size 64\n"
             ".visible .entry xb(.param .u64 in, .param .u64 out, .param .u32 n)\n{\n"
             "  .reg .pred %%p<4>;\n  .reg .b32 %%r<20>;\n  .reg .b64 %%rd<20>;\n"
             "  ld.param.u64 %%rd1, [in];\n  ld.param.u64 %%rd2, [out];\n"
             "  ld.param.u32 %%r1, [n];\n"
             "  mov.u32 %%r3, %%ctaid.x;\n  mov.u32 %%r4, %%ntid.x;\n  mov.u32 %%r5, %%tid.x;\n"
             "  mad.lo.s32 %%r6, %%r3, %%r4, %%r5;\n"
             "  mov.u32 %%r7, %%nctaid.x;\n  mul.lo.s32 %%r8, %%r7, %%r4;\n"
             "%s"
             "  mov.u32 %%r10, 0;\n  mov.u32 %%r11, %%r6;\n"
             "  setp.ge.u32 %%p1, %%r11, %%r1;\n  @%%p1 bra END;\n"
             "LOOP:\n"
             "  mul.wide.u32 %%rd3, %%r11, 4;\n  add.s64 %%rd4, %%rd1, %%rd3;\n"
             "  ld.global.u32 %%r12, [%%rd4];\n  add.s32 %%r10, %%r10, %%r12;\n"
             "  add.s32 %%r11, %%r11, %%r8;\n  setp.lt.u32 %%p2, %%r11, %%r1;\n"
             "  @%%p2 bra LOOP;\n"
             "END:\n"
             "  mul.wide.u32 %%rd5, %%r6, 4;\n  add.s64 %%rd6, %%rd2, %%rd5;\n"
             "  st.global.u32 [%%rd6], %%r10;\n  ret;\n}\n",
             xb_moves[v]);
}

static uint32_t xb_word(uint32_t i, uint32_t seed) { return i * 0x9e3779b1u ^ seed; }

/* Thread g's sum in the model: variant v, bound n, blocks of bt. */
static uint32_t xb_model(uint32_t v, uint32_t g, uint32_t bt, uint32_t n, uint32_t seed)
{
    const uint32_t moved = v == 1 ? (g % bt) & 1u : v == 2 ? 2u : 0u;
    uint32_t i, s = 0;
    for (i = g; i < n; i += XB_GRID * bt)
        s += xb_word(i + moved, seed);
    return s;
}

/* One VM: launches of variant v on blocks of bt under flags, each with
   its own input; checks the listing and the words. */
static void xb_words(pv_test *t, uint32_t v, uint32_t bt, uint32_t n, uint32_t flags)
{
    static uint32_t host[XB_WORDS], got[XB_GRID * 64];
    const char *how = flags ? "unfused" : "fused";
    char src[2048], *dis;
    uint32_t launch, i, bad = 0;
    ob_vm r;
    xb_ptx(v, src, sizeof src);
    if (!ob_open(t, &r, src, strlen(src), "ldxs_base.ptx", "xb", flags, xb_names[v]))
        return;
    dis = ob_listing(r.k);
    if (flags)
        T_CHECK(t, ob_count(dis, "LD_XS") == 0, "%s, unfused: LD_XS\n%s", xb_names[v], dis);
    else {
        T_CHECK(t, ob_count(dis, "LD_XS") == 1, "%s: no LD_XS\n%s", xb_names[v], dis);
        /* x=258: shift 2 and PV_XS_BASE_ONE; x=2 unmarked */
        T_CHECK(t, ob_count(dis, v == 0 ? "x=258 k=0 c=3" : "x=2 k=0 c=3") == 1,
                "%s: the LD_XS %s be marked\n%s", xb_names[v], v == 0 ? "must" : "must not",
                dis);
    }
    free(dis);
    for (launch = 0; launch < 2; launch++) {
        const uint32_t seed = 0x5a5a0000u + launch * 0x1111u;
        ptxvm_addr in, out;
        ptxvm_result res;
        void *args[3];
        for (i = 0; i < XB_WORDS; i++)
            host[i] = xb_word(i, seed);
        in = ob_in(&r, host, sizeof host);
        out = ob_fill(&r, sizeof got, 0xee);
        args[0] = &in;
        args[1] = &out;
        args[2] = &n;
        res = ob_launch(&r, XB_GRID, 1, bt, 0, args);
        T_CHECK(t, res == PTXVM_OK, "%s, blocks of %u, n %u, %s: %s", xb_names[v], bt, n,
                how, ptxvm_error_message(r.vm));
        if (res == PTXVM_OK) {
            ptxvm_memcpy_dtoh(r.vm, got, out, (size_t)XB_GRID * bt * 4);
            for (i = 0; i < XB_GRID * bt; i++) {
                const uint32_t want = xb_model(v, i, bt, n, seed);
                if (got[i] != want)
                    T_CHECK(t, bad++ > 3, "%s, blocks of %u, n %u, %s, launch %u: thread %u:"
                            " %08x, want %08x", xb_names[v], bt, n, how, launch, i,
                            got[i], want);
            }
        }
        ptxvm_mem_free(r.vm, in);
        ptxvm_mem_free(r.vm, out);
    }
    T_CHECK(t, bad == 0, "%s, blocks of %u, n %u, %s: %u sums wrong", xb_names[v], bt, n,
            how, bad);
    ob_close(t, &r, xb_names[v]);
}

/* A sum whose bound passes its 64-word buffer: the same fault fused and
   unfused. */
static void xb_fault(pv_test *t, uint32_t v, uint32_t bt)
{
    char src[2048], msg[2][512];
    uint32_t f, n = 1000;
    ptxvm_result res[2];
    xb_ptx(v, src, sizeof src);
    for (f = 0; f < 2; f++) {
        static uint32_t host[64];
        ob_vm r;
        ptxvm_addr in, out;
        void *args[3];
        res[f] = PTXVM_E_INVALID_ARGUMENT;
        msg[f][0] = 0;
        if (!ob_open(t, &r, src, strlen(src), "ldxs_base.ptx", "xb",
                     f ? PTXVM_FLAG_NO_FUSION : 0, xb_names[v]))
            continue;
        in = ob_in(&r, host, sizeof host);
        out = ob_out(&r, (size_t)XB_GRID * bt * 4);
        args[0] = &in;
        args[1] = &out;
        args[2] = &n;
        res[f] = ob_launch(&r, XB_GRID, 1, bt, 0, args);
        snprintf(msg[f], sizeof msg[f], "%s", ptxvm_error_message(r.vm));
        ob_close(t, &r, xb_names[v]);
    }
    T_CHECK(t, res[0] == PTXVM_E_MEMORY_FAULT && res[1] == PTXVM_E_MEMORY_FAULT,
            "%s past the end, blocks of %u: %s and %s", xb_names[v], bt,
            ptxvm_result_name(res[0]), ptxvm_result_name(res[1]));
    T_CHECK(t, strcmp(msg[0], msg[1]) == 0, "%s past the end, blocks of %u: fused \"%s\","
            " unfused \"%s\"", xb_names[v], bt, msg[0], msg[1]);
    T_CHECK(t, strstr(msg[0], "ldxs_base.ptx:") != NULL, "%s: \"%s\" names no line",
            xb_names[v], msg[0]);
}

void unit_ldxs_base(pv_test *t)
{
    static const uint32_t blocks[2] = {64, 45}, bounds[2] = {XB_WORDS - 8u, 75};
    uint32_t v, b, n, f;
    if (test_begin(t, "ldxs_base: array loads through a preloaded parameter marked and "
                      "summed, bases written again unmarked, fused and unfused against C")) {
        for (v = 0; v < 3; v++)
            for (b = 0; b < 2; b++)
                for (n = 0; n < 2; n++)
                    for (f = 0; f < 2; f++)
                        xb_words(t, v, blocks[b], bounds[n], f ? PTXVM_FLAG_NO_FUSION : 0);
        test_end(t);
    }
    if (test_begin(t, "ldxs_base: a sum past its buffer faults alike fused and unfused")) {
        for (v = 0; v < 3; v++)
            for (b = 0; b < 2; b++)
                xb_fault(t, v, blocks[b]);
        test_end(t);
    }
}
