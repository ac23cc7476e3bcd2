/* The dispatch loop's own whole-warp entry for a[tid] (src/gmem_avx2.c:
   gx_warp_ld and gx_warp_st, the AVX2 copy's LD and ST) against the
   portable copy of the loop (pv_run_set_portable) and a C model. Each
   thread copies element lb + i of in to element sb + i of out, i its
   global index, both moved mis bytes: u32 through .global, u64 and f32
   through generic addresses, u16 (an element narrower than its column,
   never taken). Runs at every 4-byte step to 16 bytes and ending at a
   buffer's last element; the last lane's element one past the end of in
   or of out, far out, misaligned; blocks of 64 and 48 threads (a
   partial warp), two blocks; device memory, then host mappings that
   refuse the load (write-only in) or the store (read-only out), then
   callback memory. The same words, or the same fault message, both
   ways. */
#include "exec.h"
#include "gmem_avx2.h"
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define GW_N 4096u                 /* bytes of in and out */

static const char gw_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry gw(.param .u64 out, .param .u64 in, .param .u32 lb,"
    " .param .u32 sb, .param .u32 mis, .param .u32 kind)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b16 %h<2>;\n  .reg .f32 %f<2>;\n"
    "  .reg .b32 %r<16>;\n  .reg .b64 %rd<16>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.u32 %r1, [lb];\n  ld.param.u32 %r2, [sb];\n"
    "  ld.param.u32 %r3, [mis];\n  ld.param.u32 %r4, [kind];\n"
    "  mov.u32 %r5, %ctaid.x;\n  mov.u32 %r6, %ntid.x;\n  mov.u32 %r7, %tid.x;\n"
    "  mad.lo.s32 %r8, %r5, %r6, %r7;\n"
    "  add.s32 %r9, %r8, %r1;\n  add.s32 %r10, %r8, %r2;\n"
    "  cvt.u64.u32 %rd3, %r3;\n"
    "  setp.eq.u32 %p1, %r4, 1;\n  @%p1 bra U64;\n"
    "  setp.eq.u32 %p2, %r4, 2;\n  @%p2 bra F32;\n"
    "  setp.eq.u32 %p3, %r4, 3;\n  @%p3 bra U16;\n"
    "  mul.wide.s32 %rd4, %r9, 4;\n  add.s64 %rd5, %rd2, %rd4;\n  add.s64 %rd5, %rd5, %rd3;\n"
    "  ld.global.u32 %r11, [%rd5];\n"
    "  mul.wide.s32 %rd6, %r10, 4;\n  add.s64 %rd7, %rd1, %rd6;\n  add.s64 %rd7, %rd7, %rd3;\n"
    "  st.global.u32 [%rd7], %r11;\n  bra.uni DONE;\n"
    "U64:\n"
    "  mul.wide.s32 %rd4, %r9, 8;\n  add.s64 %rd5, %rd2, %rd4;\n  add.s64 %rd5, %rd5, %rd3;\n"
    "  ld.u64 %rd8, [%rd5];\n"
    "  mul.wide.s32 %rd6, %r10, 8;\n  add.s64 %rd7, %rd1, %rd6;\n  add.s64 %rd7, %rd7, %rd3;\n"
    "  st.u64 [%rd7], %rd8;\n  bra.uni DONE;\n"
    "F32:\n"
    "  mul.wide.s32 %rd4, %r9, 4;\n  add.s64 %rd5, %rd2, %rd4;\n  add.s64 %rd5, %rd5, %rd3;\n"
    "  ld.f32 %f1, [%rd5];\n"
    "  mul.wide.s32 %rd6, %r10, 4;\n  add.s64 %rd7, %rd1, %rd6;\n  add.s64 %rd7, %rd7, %rd3;\n"
    "  st.f32 [%rd7], %f1;\n  bra.uni DONE;\n"
    "U16:\n"
    "  mul.wide.s32 %rd4, %r9, 2;\n  add.s64 %rd5, %rd2, %rd4;\n  add.s64 %rd5, %rd5, %rd3;\n"
    "  ld.global.u16 %h1, [%rd5];\n"
    "  mul.wide.s32 %rd6, %r10, 2;\n  add.s64 %rd7, %rd1, %rd6;\n  add.s64 %rd7, %rd7, %rd3;\n"
    "  st.global.u16 [%rd7], %h1;\n"
    "DONE:\n"
    "  ret;\n}\n";

/* Where in and out live: device memory, host mappings (in write-only
   or out read-only: one side refused), callback memory. */
enum { GW_DEV, GW_IN_WO, GW_OUT_RO, GW_CB, GW_NMEM };

static unsigned char gw_cbmem[GW_N + 64];

static ptxvm_result gw_cb_load(void *user, uint64_t off, void *dst, size_t n)
{
    (void)user;
    if (off > sizeof gw_cbmem || n > sizeof gw_cbmem - off)
        return PTXVM_E_MEMORY_FAULT;
    memcpy(dst, gw_cbmem + off, n);
    return PTXVM_OK;
}

static ptxvm_result gw_cb_store(void *user, uint64_t off, const void *src, size_t n)
{
    (void)user;
    if (off > sizeof gw_cbmem || n > sizeof gw_cbmem - off)
        return PTXVM_E_MEMORY_FAULT;
    memcpy(gw_cbmem + off, src, n);
    return PTXVM_OK;
}

typedef struct gw_run {
    uint32_t lb, sb, mis, kind, bx, grid;
} gw_run;

/* One launch on the portable copy when portable: the result, out's
   bytes in got (from outh when out is a host mapping), a fault's
   message in msg. */
static ptxvm_result gw_launch(ob_vm *r, ptxvm_addr out, ptxvm_addr in, const gw_run *g,
                              int portable, unsigned char *outh, unsigned char *got,
                              char *msg, size_t cap)
{
    uint32_t v[4];
    void *args[6];
    ptxvm_result rc;
    const int was = !pv_run_avx2();
    v[0] = g->lb;
    v[1] = g->sb;
    v[2] = g->mis;
    v[3] = g->kind;
    args[0] = &out;
    args[1] = &in;
    args[2] = &v[0];
    args[3] = &v[1];
    args[4] = &v[2];
    args[5] = &v[3];
    if (outh)
        memset(outh, 0, GW_N);
    else
        ptxvm_memset(r->vm, out, 0, GW_N);
    if (portable)
        pv_run_set_portable(1);
    rc = ob_launch(r, g->grid, 1, g->bx, 0, args);
    pv_run_set_portable(was);
    snprintf(msg, cap, "%s", rc == PTXVM_OK ? "" : ptxvm_error_message(r->vm));
    if (outh)
        memcpy(got, outh, GW_N);
    else
        ptxvm_memcpy_dtoh(r->vm, got, out, GW_N);
    return rc;
}

/* The model: 0 when some thread's element is outside in or out or
   misaligned, or on the side a mapping refuses. */
static int gw_model(unsigned char *want, const unsigned char *in, const gw_run *g, int mem)
{
    static const uint32_t sizes[] = {4u, 8u, 4u, 2u};
    const uint32_t es = sizes[g->kind], n = g->bx * g->grid;
    uint32_t i;
    if (g->mis % es || mem == GW_IN_WO || mem == GW_OUT_RO)
        return 0;
    memset(want, 0, GW_N);
    for (i = 0; i < n; i++) {
        const uint64_t lo = (uint64_t)(g->lb + i) * es + g->mis;
        const uint64_t so = (uint64_t)(g->sb + i) * es + g->mis;
        if (lo + es > GW_N || so + es > GW_N)
            return 0;
        memcpy(want + so, in + lo, es);
    }
    return 1;
}

void unit_gmem_warp(pv_test *t)
{
    static const uint32_t blocks[] = {64u, 48u};
    static unsigned char in[GW_N], want[GW_N], got[2][GW_N];
    static uint64_t hin[GW_N / 8], hout[GW_N / 8];
    char msg[2][512];
    ob_vm r;
    ptxvm_mem_callbacks cb = PTXVM_MEM_CALLBACKS_INIT;
    ptxvm_addr din, dout, min, mout, cin;
    uint32_t i, mem, kind, bi, gi, c, mis, n = 0, faults = 0, bad = 0, taken = 0;
    for (i = 0; i < GW_N; i++)
        in[i] = (unsigned char)(0x35u + 7u * i + (i >> 8));
    if (!ob_open(t, &r, gw_ptx, sizeof gw_ptx - 1, "gw.ptx", "gw", 0, "gw"))
        return;
    din = ob_in(&r, in, GW_N);
    dout = ob_out(&r, GW_N);
    memcpy(hin, in, GW_N);
    memcpy(gw_cbmem, in, GW_N);
    cb.load = gw_cb_load;
    cb.store = gw_cb_store;
    if (ptxvm_mem_map(r.vm, hin, GW_N, PTXVM_WRITE, &min) != PTXVM_OK ||
        ptxvm_mem_map(r.vm, hout, GW_N, PTXVM_READ, &mout) != PTXVM_OK ||
        ptxvm_mem_map_callbacks(r.vm, GW_N, &cb, NULL, &cin) != PTXVM_OK) {
        T_CHECK(t, 0, "gw: the mappings failed");
        ob_close(t, &r, "gw");
        return;
    }
    for (mem = 0; mem < GW_NMEM; mem++)
        for (kind = 0; kind < 4; kind++)
            for (bi = 0; bi < 2; bi++)
                for (gi = 1; gi <= 2; gi++)
                    for (c = 0; c < 7; c++)
                        for (mis = 0; mis < 16; mis += (c == 6 ? 1u : 4u)) {
                            static const uint32_t sizes[] = {4u, 8u, 4u, 2u};
                            const uint32_t es = sizes[kind], ne = GW_N / es;
                            gw_run g;
                            ptxvm_result rr[2];
                            const ptxvm_addr in_at = mem == GW_IN_WO ? min
                                                     : mem == GW_CB  ? cin : din;
                            const ptxvm_addr out_at = mem == GW_OUT_RO ? mout : dout;
                            unsigned char *outh = mem == GW_OUT_RO ? (unsigned char *)hout : NULL;
                            int fault, x;
                            g.bx = blocks[bi];
                            g.grid = gi;
                            g.kind = kind;
                            g.mis = mis;
                            if (mis % es && c != 6)
                                continue;
                            /* the first elements; the last ones (in, then
                               out); one past in's end, out's; far out;
                               misaligned by every byte */
                            {
                                const uint32_t last = ne - g.bx * gi - mis / es;
                                g.lb = c == 1 ? last : c == 3 ? last + 1u : c == 5 ? ne * 64u : 3u;
                                g.sb = c == 2 ? last : c == 4 ? last + 1u : 9u;
                            }
                            fault = !gw_model(want, mem == GW_CB ? gw_cbmem : in, &g, mem);
                            for (x = 0; x < 2; x++)
                                rr[x] = gw_launch(&r, out_at, in_at, &g, x, outh, got[x], msg[x],
                                                  sizeof msg[x]);
                            n++;
                            faults += (uint32_t)fault;
                            taken += (uint32_t)(!fault && mem == GW_DEV && kind < 3 &&
                                                !(mis & 15u));
                            if (fault ? rr[0] == PTXVM_E_MEMORY_FAULT && rr[1] == rr[0] &&
                                            !strcmp(msg[0], msg[1])
                                      : rr[0] == PTXVM_OK && rr[1] == PTXVM_OK &&
                                            !memcmp(got[0], want, GW_N) &&
                                            !memcmp(got[1], want, GW_N))
                                continue;
                            T_CHECK(t, bad++ > 3,
                                    "mem %u kind %u block %u grid %u lb %u sb %u mis %u: "
                                    "AVX2 %s \"%s\", portable %s \"%s\"%s",
                                    mem, kind, g.bx, gi, g.lb, g.sb, mis,
                                    ptxvm_result_name(rr[0]), msg[0], ptxvm_result_name(rr[1]),
                                    msg[1], fault ? " (a fault expected)" : "");
                        }
    T_CHECK(t, bad == 0, "%u of %u launches wrong", bad, n);
    T_CHECK(t, faults > n / 4u && faults < n - n / 8u && taken > 20u,
            "%u faults, %u whole runs in device memory, in %u launches", faults, taken, n);
    ob_close(t, &r, "gw");
}
