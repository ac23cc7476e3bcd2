/* One-word accesses to .local at a fixed offset (LD_LC32/ST_LC32,
   src/exec_lcbuf.h: the call buffers and .local variables without an
   address register) against the general LD and ST
   (PTXVM_FLAG_NO_FUSION) and a C model: a word stored by every lane then
   by the lanes of a mask, loaded under the mask and by all, and passed
   through the argument and result slots of a call some lanes skip; blocks
   of 32, 45 and 70 threads with lanes leaving before any access (exited
   lanes: the whole-row copies), one and three workers. A misaligned load
   and a store past .local under a mask fault the same way in both modes,
   naming the lowest active thread and the access's line. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define LC_GRID 3u
#define LC_MAXB 70u

static const char lc_ptx[] =
    ".version 7.0\n"
    ".target sm_70\n"
    ".address_size 64\n"
    ".func (.param .b32 r) g(.param .b32 x, .param .b32 y)\n"
    "{\n"
    "  .reg .b32 %a<4>;\n"
    "  ld.param.b32 %a1, [x];\n"
    "  ld.param.b32 %a2, [y];\n"
    "  mad.lo.u32 %a3, %a1, 3, %a2;\n"
    "  st.param.b32 [r], %a3;\n"
    "  ret;\n"
    "}\n"
    ".visible .entry k(.param .u64 out, .param .u32 mask, .param .u32 cnt, .param .u32 bad)\n"
    "{\n"
    "  .local .align 4 .b32 buf[4];\n"
    "  .reg .pred %p<4>;\n"
    "  .reg .b32 %r<16>;\n"
    "  .reg .b64 %d<4>;\n"
    "  ld.param.u64 %d1, [out];\n"
    "  ld.param.u32 %r1, [mask];\n"
    "  ld.param.u32 %r2, [cnt];\n"
    "  ld.param.u32 %r3, [bad];\n"
    "  mov.u32 %r4, %tid.x;\n"
    "  mov.u32 %r5, %ctaid.x;\n"
    "  mov.u32 %r6, %ntid.x;\n"
    "  mad.lo.u32 %r7, %r5, %r6, %r4;\n"
    "  setp.ge.u32 %p1, %r4, %r2;\n"
    "  @%p1 bra END;\n"
    "  and.b32 %r8, %r4, 31;\n"
    "  shr.u32 %r9, %r1, %r8;\n"
    "  and.b32 %r9, %r9, 1;\n"
    "  setp.eq.u32 %p2, %r9, 1;\n"
    "  add.u32 %r10, %r7, 1000;\n"
    "  st.local.u32 [buf+4], %r10;\n"
    "  add.u32 %r11, %r7, 2000;\n"
    "  @%p2 st.local.u32 [buf+4], %r11;\n"
    "  mov.u32 %r12, 7;\n"
    "  @%p2 ld.local.u32 %r12, [buf+4];\n"
    "  ld.local.u32 %r13, [buf+4];\n"
    "  setp.ne.u32 %p3, %r3, 0;\n"
    "  @%p3 bra BAD;\n"
    "  mov.u32 %r14, 5;\n"
    "  @!%p2 bra STORE;\n"
    "  {\n"
    "  .param .b32 x;\n"
    "  .param .b32 y;\n"
    "  .param .b32 z;\n"
    "  st.param.b32 [x], %r12;\n"
    "  st.param.b32 [y], %r13;\n"
    "  call (z), g, (x, y);\n"
    "  ld.param.b32 %r14, [z];\n"
    "  }\n"
    "STORE:\n"
    "  cvta.to.global.u64 %d1, %d1;\n"
    "  mul.wide.u32 %d2, %r7, 12;\n"
    "  add.s64 %d2, %d1, %d2;\n"
    "  st.global.u32 [%d2], %r12;\n"
    "  st.global.u32 [%d2+4], %r13;\n"
    "  st.global.u32 [%d2+8], %r14;\n"
    "  bra.uni END;\n"
    "BAD:\n"
    "  setp.eq.u32 %p3, %r3, 1;\n"
    "  @%p3 bra BAD1;\n"
    "  @%p2 ld.local.u32 %r12, [buf+2];\n"
    "  bra.uni END;\n"
    "BAD1:\n"
    "  @%p2 st.local.u32 [buf+1048576], %r12;\n"
    "END:\n"
    "  ret;\n"
    "}\n"
;

/* What thread g (tid t, lane mask bit p) leaves in its three words. */
static void lc_model(uint32_t g, int p, uint32_t *w)
{
    w[0] = p ? 2000u + g : 7u;
    w[1] = p ? 2000u + g : 1000u + g;
    w[2] = p ? 3u * w[0] + w[1] : 5u;
}

static int lc_open(pv_test *t, ob_vm *v, uint32_t flags, uint32_t workers)
{
    ptxvm_config cfg;
    memset(v, 0, sizeof *v);
    test_config(&cfg, &v->a);
    cfg.flags = flags;
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &v->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "VM not created");
        return 0;
    }
    if (ptxvm_module_load(v->vm, lc_ptx, sizeof lc_ptx - 1, "lc.ptx", &v->m) != PTXVM_OK ||
        ptxvm_module_get_kernel(v->m, "k", &v->k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", flags ? "unfused" : "fused", ptxvm_error_message(v->vm));
        ptxvm_destroy(v->vm);
        return 0;
    }
    return 1;
}

/* Every block size, mask and count of staying lanes, in one mode. */
static void lc_runs(pv_test *t, uint32_t flags, uint32_t workers)
{
    static const uint32_t blocks[] = {32u, 45u, 70u};
    static const uint32_t masks[] = {0xffffffffu, 0u, 0x0000ffffu, 0x80000001u,
                                     0x55555555u, 0x00000004u, 0x7ffffffeu};
    static uint32_t got[LC_GRID * LC_MAXB * 3];
    uint32_t b, mi, c, i, bad = 0;
    ptxvm_addr out;
    void *args[4];
    ob_vm v;
    if (!lc_open(t, &v, flags, workers))
        return;
    out = ob_out(&v, sizeof got);
    args[0] = &out;
    args[3] = &bad;
    for (b = 0; b < sizeof blocks / sizeof *blocks; b++) {
        const uint32_t bx = blocks[b];
        const uint32_t cnts[] = {bx, bx - 5u, 3u, 33u};
        for (mi = 0; mi < sizeof masks / sizeof *masks; mi++) {
            for (c = 0; c < 4; c++) {
                uint32_t mask = masks[mi], cnt = cnts[c], n = LC_GRID * bx * 3u;
                args[1] = &mask;
                args[2] = &cnt;
                ptxvm_memset(v.vm, out, 0xee, sizeof got);
                if (ob_launch_k(v.k, LC_GRID, 1, bx, 0, args) != PTXVM_OK) {
                    T_CHECK(t, 0, "%s block %u mask %#x cnt %u: %s", flags ? "unfused" : "fused",
                            bx, mask, cnt, ptxvm_error_message(v.vm));
                    continue;
                }
                ptxvm_memcpy_dtoh(v.vm, got, out, (size_t)n * 4);
                for (i = 0; i < n; i++) {
                    uint32_t g = i / 3u, tid = g % bx, w[3];
                    lc_model(g, (int)((mask >> (tid % 32u)) & 1u), w);
                    if (got[i] != (tid < cnt ? w[i % 3u] : 0xeeeeeeeeu))
                        break;
                }
                T_CHECK(t, i == n, "%s, %u workers, block %u mask %#x cnt %u: word %u is "
                        "%#x", flags ? "unfused" : "fused", workers, bx, mask, cnt, i,
                        i < n ? got[i] : 0);
            }
        }
    }
    ob_close(t, &v, "runs");
}

/* bad 2: a misaligned load, bad 1: a store past .local, both under the
   mask; the fault names the lowest active thread and the same line and
   message in both modes. */
static void lc_faults(pv_test *t)
{
    static const uint32_t masks[] = {0xffffffffu, 0x00000100u, 0xfffffff0u};
    uint32_t bad, mi, f, cnt = 45u;
    for (bad = 1; bad <= 2; bad++) {
        for (mi = 0; mi < sizeof masks / sizeof *masks; mi++) {
            char msg[2][512];
            uint32_t mask = masks[mi], first = 0;
            while (!((mask >> first) & 1u))
                first++;
            for (f = 0; f < 2; f++) {
                ptxvm_addr out;
                void *args[4];
                ptxvm_result r;
                ob_vm v;
                if (!lc_open(t, &v, f ? PTXVM_FLAG_NO_FUSION : 0u, 1))
                    return;
                out = ob_out(&v, LC_MAXB * 12u);
                args[0] = &out;
                args[1] = &mask;
                args[2] = &cnt;
                args[3] = &bad;
                r = ob_launch_k(v.k, 1, 1, 45, 0, args);
                snprintf(msg[f], sizeof msg[f], "%s", ptxvm_error_message(v.vm));
                T_CHECK(t, ob_fault_of(v.vm, r, first, NULL), "bad %u mask %#x %s: %s: %s",
                        bad, mask, f ? "unfused" : "fused", ptxvm_result_name(r), msg[f]);
                T_CHECK(t, strstr(msg[f], bad == 2 ? "lc.ptx:64:" : "lc.ptx:67:") != NULL,
                        "bad %u: the line: %s", bad, msg[f]);
                ob_close(t, &v, "faults");
            }
            T_CHECK(t, !strcmp(msg[0], msg[1]), "bad %u mask %#x: fused '%s', unfused '%s'",
                    bad, mask, msg[0], msg[1]);
        }
    }
}

/* Fused, the listing has the new ops (five loads, five stores: the
   misaligned load and the store past .local stay LD and ST, marked only
   when inside the kernel's .local); unfused, none. */
static void lc_listing(pv_test *t)
{
    uint32_t f;
    for (f = 0; f < 2; f++) {
        ob_vm v;
        char *dis;
        if (!lc_open(t, &v, f ? PTXVM_FLAG_NO_FUSION : 0u, 1))
            return;
        dis = ob_listing(v.k);
        T_CHECK(t, dis != NULL, "no listing");
        if (dis) {
            if (f)
                T_CHECK(t, ob_count(dis, "_LC32") == 0, "unfused: new ops\n%s", dis);
            else
                T_CHECK(t, ob_count(dis, "LD_LC32") == 5 && ob_count(dis, "ST_LC32") == 5,
                        "fused: %d LD_LC32, %d ST_LC32\n%s", ob_count(dis, "LD_LC32"),
                        ob_count(dis, "ST_LC32"), dis);
        }
        free(dis);
        ob_close(t, &v, "listing");
    }
}

void unit_lc32_ops(pv_test *t)
{
    lc_listing(t);
    lc_runs(t, 0, 1);
    lc_runs(t, PTXVM_FLAG_NO_FUSION, 1);
    lc_runs(t, 0, 3);
    lc_runs(t, PTXVM_FLAG_NO_FUSION, 3);
    lc_faults(t);
}
