/* If-conversion (src/ifconv.c): a forward branch over a few plain
   instructions becomes guards on them. The kernel has a block whose
   lanes disagree by data (loads, a store to .shared, a value live after
   the label, a predicate other than the branch's), and a block that
   rewrites the branch's own predicate, which must stay a branch. Every
   lane's results are checked against a host model for thresholds that
   send no lane, some lanes or every lane past the blocks, in 2 warps,
   with fusion and with PTXVM_FLAG_NO_FUSION; the listing shows the first
   block guarded and the second not. */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

#define IC_N 64u

static const char ic_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry ifc(.param .u64 in, .param .u64 out, .param .u32 k)\n{\n"
    "  .shared .align 4 .b32 sh[64];\n"
    "  .reg .pred %p<6>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [in];\n  ld.param.u64 %rd2, [out];\n"
    "  ld.param.u32 %r10, [k];\n"
    "  mov.u32 %r1, %tid.x;\n"
    "  mul.wide.u32 %rd3, %r1, 4;\n  add.s64 %rd4, %rd1, %rd3;\n"
    "  ld.global.u32 %r2, [%rd4];\n"
    "  mul.lo.s32 %r4, %r1, 7;\n"             /* kept by lanes that skip */
    "  mov.u32 %r5, %tid.x;\n"
    "  shl.b32 %r6, %r1, 2;\n  mov.u32 %r7, sh;\n  add.s32 %r7, %r7, %r6;\n"
    "  st.shared.u32 [%r7], %r5;\n"
    "  setp.eq.u32 %p2, %r1, 5;\n"
    "  bar.sync 0;\n"
    "  setp.lt.u32 %p1, %r2, %r10;\n"
    "  @%p1 bra SKIP;\n"
    "  add.s32 %r8, %r1, 1;\n  and.b32 %r8, %r8, 63;\n"
    "  mul.wide.u32 %rd5, %r8, 4;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  ld.global.u32 %r9, [%rd6];\n"
    "  add.s32 %r11, %r9, %r2;\n"
    "  mul.lo.s32 %r4, %r11, 3;\n"
    "  st.shared.u32 [%r7], %r4;\n"
    "  setp.gt.s32 %p2, %r4, 300;\n"
    "SKIP:\n"
    "  bar.sync 0;\n"
    /* a block that rewrites its branch's predicate */
    "  setp.lt.u32 %p3, %r2, %r10;\n"
    "  @%p3 bra KEEP;\n"
    "  add.s32 %r4, %r4, 1000;\n"
    "  setp.gt.u32 %p3, %r2, 0;\n"
    "KEEP:\n"
    "  selp.u32 %r12, 1, 0, %p3;\n"
    "  selp.u32 %r13, 1, 0, %p2;\n"
    "  xor.b32 %r14, %r6, 4;\n  mov.u32 %r15, sh;\n  add.s32 %r15, %r15, %r14;\n"
    "  ld.shared.u32 %r16, [%r15];\n"         /* the neighbour's word */
    "  mul.wide.u32 %rd7, %r1, 16;\n  add.s64 %rd8, %rd2, %rd7;\n"
    "  st.global.v4.u32 [%rd8], {%r4, %r12, %r13, %r16};\n"
    "  ret;\n}\n";

static void model(const uint32_t *in, uint32_t k, uint32_t *want)
{
    uint32_t sh[IC_N], r4[IC_N], p2[IC_N], p3[IC_N], l;
    for (l = 0; l < IC_N; l++) {
        r4[l] = l * 7u;
        sh[l] = l;
        p2[l] = l == 5;
    }
    for (l = 0; l < IC_N; l++)
        if (!(in[l] < k)) {
            r4[l] = (in[(l + 1) & 63u] + in[l]) * 3u;
            sh[l] = r4[l];
            p2[l] = (int32_t)r4[l] > 300;
        }
    for (l = 0; l < IC_N; l++) {
        p3[l] = in[l] < k;
        if (!p3[l]) {
            r4[l] += 1000u;
            p3[l] = in[l] > 0;
        }
    }
    for (l = 0; l < IC_N; l++) {
        want[4 * l] = r4[l];
        want[4 * l + 1] = p3[l];
        want[4 * l + 2] = p2[l];
        want[4 * l + 3] = sh[l ^ 1u];
    }
}

static void run_all(pv_test *t, uint32_t flags)
{
    static const uint32_t ks[] = {0u, 1u, 40u, 80u, 1000u};
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *kn;
    ptxvm_addr din, dout;
    uint32_t in[IC_N], got[4 * IC_N], want[4 * IC_N], k, i, l;
    void *args[3];
    test_config(&cfg, &a);
    cfg.flags |= flags;
    T_CHECK(t, ptxvm_create(&cfg, &vm) == PTXVM_OK, "create");
    if (ptxvm_module_load(vm, ic_ptx, sizeof ic_ptx - 1, "ifc.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "ifc", &kn) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    for (l = 0; l < IC_N; l++)
        in[l] = (l * 37u + 11u) % 80u;       /* 0..79, every lane different */
    ptxvm_mem_alloc(vm, sizeof in, &din);
    ptxvm_mem_alloc(vm, sizeof got, &dout);
    ptxvm_memcpy_htod(vm, din, in, sizeof in);
    args[0] = &din;
    args[1] = &dout;
    args[2] = &k;
    for (i = 0; i < sizeof ks / sizeof *ks; i++) {
        ptxvm_launch ln;
        ptxvm_result r;
        k = ks[i];
        model(in, k, want);
        memset(&ln, 0, sizeof ln);
        ln.grid.x = ln.grid.y = ln.grid.z = 1;
        ln.block.x = IC_N;
        ln.block.y = ln.block.z = 1;
        ln.args = args;
        r = ptxvm_launch_kernel(kn, &ln, NULL);
        T_CHECK(t, r == PTXVM_OK, "k %u: %s", k, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, dout, sizeof got);
        for (l = 0; l < 4 * IC_N; l++)
            if (got[l] != want[l])
                break;
        T_CHECK(t, l == 4 * IC_N, "flags %#x k %u: thread %u value %u is %u, not %u",
                flags, k, l / 4, l % 4, l < 4 * IC_N ? got[l] : 0,
                l < 4 * IC_N ? want[l] : 0);
    }
    {
        static char buf[65536];
        size_t len = 0;
        T_CHECK(t, ptxvm_kernel_disassemble(kn, buf, sizeof buf, &len) == PTXVM_OK,
                "disassemble");
        /* the first block's load and store are guarded by !%p1 (fused),
           the second block's add is not guarded (it rewrites %p3) */
        T_CHECK(t, (strstr(buf, "@!%p1 LD") != NULL) == !flags &&
                       (strstr(buf, "@!%p1 ST") != NULL) == !flags &&
                       !strstr(buf, "@!%p3"),
                "flags %#x: guards in the listing:\n%s", flags, buf);
    }
    ptxvm_mem_free(vm, din);
    ptxvm_mem_free(vm, dout);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

void unit_ifconv(pv_test *t)
{
    run_all(t, 0);
    run_all(t, PTXVM_FLAG_NO_FUSION);
}
