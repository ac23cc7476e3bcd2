/* The newer instructions beside clusters: elect.sync (whole and partial
   member masks, divergent), griddepcontrol, setmaxnreg (its count
   checked), createpolicy's policies taken by .L2::cache_hint loads and
   stores, applypriority and discard (contents kept), cache-size and
   eviction qualifiers on ld/st, activemask, prefetch.tensormap, cluster
   fences, the shared-memory special registers, and the instructions
   refused by name (multimem, the .global st.async and red.async). One worker and three. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char misc_ptx[] =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    /* out[t] = elect over the whole warp (d, p), then lanes of
       0xf0f0f0f0 elect among themselves inside a branch */
    ".visible .entry elect(.param .u64 out)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<4>;\n"
    "  mov.u32 %r1, %laneid;\n  mov.u32 %r9, 0xffffffff;\n"
    "  elect.sync %r2|%p1, %r9;\n  selp.u32 %r3, 1, 0, %p1;\n"
    "  mov.u32 %r4, 99;\n  mov.u32 %r5, 0;\n"
    "  shr.u32 %r6, %r1, 2;\n  and.b32 %r6, %r6, 1;\n"
    "  setp.eq.u32 %p2, %r6, 0;\n  @%p2 bra SKIP;\n"
    "  elect.sync %r4|%p3, 0xf0f0f0f0;\n  selp.u32 %r5, 1, 0, %p3;\n"
    "  elect.sync _|%p3, 0xf0f0f0f0;\n  @%p3 add.u32 %r5, %r5, 10;\n"
    /* the two halves of the warp elect at two instructions: they meet */
    "SKIP:\n  setp.lt.u32 %p2, %r1, 16;\n  @%p2 bra LOW;\n"
    "  elect.sync %r8|%p3, %r9;\n  bra.uni JOINED;\n"
    "LOW:\n  elect.sync %r8|%p3, -1;\nJOINED:\n  selp.u32 %r10, 1, 0, %p3;\n"
    "  mov.u32 %r7, %tid.x;\n"
    "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %r7, 32;\n"
    "  add.s64 %rd1, %rd1, %rd2;\n"
    "  st.global.v4.u32 [%rd1], {%r2, %r3, %r4, %r5};\n"
    "  st.global.v2.u32 [%rd1+16], {%r8, %r10};\n  ret;\n}\n"
    /* hints that change nothing, then a copy through hinted loads and
       stores: out[t] = in[t] + 1 */
    ".visible .entry hints(.param .u64 out, .param .u64 in, .param .u64 pol)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<16>;\n"
    "  griddepcontrol.wait;\n"
    "  setmaxnreg.dec.sync.aligned.u32 40;\n"
    "  setmaxnreg.inc.sync.aligned.u32 232;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.u64 %rd10, [pol];\n"
    "  mov.u32 %r1, %tid.x;\n  mul.wide.u32 %rd3, %r1, 4;\n"
    "  add.s64 %rd4, %rd2, %rd3;\n  add.s64 %rd5, %rd1, %rd3;\n"
    "  createpolicy.fractional.L2::evict_last.b64 %rd6;\n"
    "  createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 %rd7, 0.5;\n"
    "  createpolicy.range.global.L2::evict_first.b64 %rd8, [%rd2], 128, 256;\n"
    "  createpolicy.cvt.L2.b64 %rd9, %rd7;\n"
    "  applypriority.global.L2::evict_normal [%rd4], 128;\n"
    "  discard.global.L2 [%rd2], 128;\n"
    "  prefetch.tensormap [%rd2];\n  prefetch.global.L2::evict_last [%rd4];\n"
    "  fence.acq_rel.cluster;\n  fence.sc.cluster;\n  membar.cta;\n"
    "  ld.global.L2::cache_hint.u32 %r2, [%rd4], %rd6;\n"
    "  ld.global.nc.L2::256B.u32 %r3, [%rd4];\n"
    "  ld.global.nc.L1::no_allocate.L2::cache_hint.L2::128B.u32 %r4, [%rd4], %rd7;\n"
    "  ld.global.L1::evict_last.L2::evict_first.u32 %r5, [%rd4];\n"
    "  ld.relaxed.gpu.global.L1::evict_unchanged.L2::64B.u32 %r6, [%rd4];\n"
    "  add.u32 %r7, %r2, %r3;\n  add.u32 %r7, %r7, %r4;\n  add.u32 %r7, %r7, %r5;\n"
    "  add.u32 %r7, %r7, %r6;\n  div.u32 %r7, %r7, 5;\n  add.u32 %r7, %r7, 1;\n"
    "  st.global.L1::no_allocate.L2::cache_hint.u32 [%rd5], %r7, %rd8;\n"
    "  setp.ne.u32 %p1, %r1, 0;\n"
    "  @%p1 bra DONE;\n"
    "  st.global.v2.u64 [%rd10], {%rd6, %rd7};\n"
    "  st.global.v2.u64 [%rd10+16], {%rd8, %rd9};\n"
    "DONE:\n  griddepcontrol.launch_dependents;\n  ret;\n}\n"
    /* activemask in divergent code; the shared-memory registers */
    ".visible .entry regs(.param .u64 out)\n{\n"
    "  .shared .align 4 .b32 s[10];\n  .extern .shared .align 4 .b32 dyn[];\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<4>;\n"
    "  mov.u32 %r1, %tid.x;\n  and.b32 %r2, %r1, 3;\n  setp.eq.u32 %p1, %r2, 0;\n"
    "  mov.u32 %r3, 0;\n  @%p1 activemask.b32 %r3;\n"
    "  mov.u32 %r4, %dynamic_smem_size;\n  mov.u32 %r5, %total_smem_size;\n"
    "  mov.u32 %r6, %aggr_smem_size;\n  mov.u32 %r7, %reserved_smem_offset_begin;\n"
    "  mov.u32 %r8, %reserved_smem_offset_end;\n  mov.u32 %r9, %reserved_smem_offset_cap;\n"
    "  mov.u32 %r10, %reserved_smem_offset_0;\n  mov.u32 %r11, %reserved_smem_offset_1;\n"
    "  st.shared.u32 [s], %r4;\n  st.shared.u32 [dyn], %r5;\n"
    "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %r1, 32;\n"
    "  add.s64 %rd1, %rd1, %rd2;\n"
    "  st.global.v4.u32 [%rd1], {%r3, %r4, %r5, %r6};\n"
    "  st.global.v4.u32 [%rd1+16], {%r7, %r8, %r9, %r10};\n"
    "  add.u32 %r11, %r11, 0;\n  ret;\n}\n";

static ptxvm_kernel *mk_kernel(pv_test *t, ptxvm_vm *vm, ptxvm_module *m,
                               const char *name)
{
    ptxvm_kernel *k = NULL;
    T_CHECK(t, m && ptxvm_module_get_kernel(m, name, &k) == PTXVM_OK,
            "kernel %s: %s", name, ptxvm_error_message(vm));
    return k;
}

static void misc_run(pv_test *t, uint32_t threads)
{
    test_alloc a;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *ke, *kh, *kr;
    ptxvm_launch l;
    ptxvm_addr dout, din, dpol;
    uint32_t out[64 * 8], in[64], i, stat = 0;
    uint64_t pol[4];
    void *args[3];
    if (!test_begin(t, "sm90_misc: elect, hints, cache qualifiers, registers on %u workers",
                    threads))
        return;
    test_config(&cfg, &a);
    cfg.threads = threads;
    T_CHECK(t, ptxvm_create(&cfg, &vm) == PTXVM_OK, "create");
    T_CHECK(t, vm && ptxvm_module_load(vm, misc_ptx, sizeof misc_ptx - 1, "misc.ptx",
                                       &m) == PTXVM_OK,
            "load: %s", ptxvm_error_message(vm));
    ke = mk_kernel(t, vm, m, "elect");
    kh = mk_kernel(t, vm, m, "hints");
    kr = mk_kernel(t, vm, m, "regs");
    if (!ke || !kh || !kr)
        goto out;
    T_CHECK(t, ptxvm_mem_alloc(vm, sizeof out, &dout) == PTXVM_OK &&
               ptxvm_mem_alloc(vm, sizeof in, &din) == PTXVM_OK &&
               ptxvm_mem_alloc(vm, sizeof pol, &dpol) == PTXVM_OK, "alloc");
    /* elect: two warps */
    args[0] = &dout;
    test_launch_1d(&l, 2, 64, args);
    T_CHECK(t, ptxvm_launch_kernel(ke, &l, NULL) == PTXVM_OK, "elect: %s",
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, 64 * 32);
    for (i = 0; i < 64; i++) {
        uint32_t ln = i % 32, in_mask = (ln >> 2) & 1;
        const uint32_t *o = &out[i * 8];
        T_CHECK(t, o[4] == 0 && o[5] == (ln == 0), "elect in two places, thread "
                "%u: %u %u", i, o[4], o[5]);
        T_CHECK(t, o[0] == 0 && o[1] == (ln == 0), "elect all, thread %u: %u %u",
                i, o[0], o[1]);
        if (in_mask)
            T_CHECK(t, o[2] == 4 && o[3] == (ln == 4 ? 11u : 0u),
                    "elect 0xf0f0f0f0, thread %u: %u %u", i, o[2], o[3]);
        else
            T_CHECK(t, o[2] == 99 && o[3] == 0, "outside the mask, thread %u", i);
    }
    /* hints */
    for (i = 0; i < 64; i++)
        in[i] = i * 7 + 3;
    ptxvm_memcpy_htod(vm, din, in, sizeof in);
    args[1] = &din;
    args[2] = &dpol;
    test_launch_1d(&l, 1, 64, args);
    T_CHECK(t, ptxvm_launch_kernel(kh, &l, NULL) == PTXVM_OK, "hints: %s",
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, 64 * 4);
    ptxvm_memcpy_dtoh(vm, pol, dpol, sizeof pol);
    for (i = 0; i < 64; i++)
        T_CHECK(t, out[i] == in[i] + 1, "hinted copy [%u]: %u, want %u", i, out[i],
                in[i] + 1);
    {
        ptxvm_memcpy_dtoh(vm, in, din, sizeof in);
        for (i = 0; i < 64; i++)
            T_CHECK(t, in[i] == i * 7 + 3, "discard changed [%u]", i);
    }
    /* ptxvm's encoding (compile_cluster.c): tag, fraction, priorities */
    T_CHECK(t, pol[0] == (0x5056ull << 48 | 0x3f8000ull << 16 | 3),
            "fractional evict_last: %llx", (unsigned long long)pol[0]);
    T_CHECK(t, pol[1] == (0x5056ull << 48 | 0x3f0000ull << 16 | 4 << 8 | 3),
            "fractional 0.5 evict_last/unchanged: %llx", (unsigned long long)pol[1]);
    T_CHECK(t, pol[2] == (0x5056ull << 48 | 0x3f8000ull << 16 | 1),
            "range evict_first: %llx", (unsigned long long)pol[2]);
    T_CHECK(t, pol[3] == pol[1], "cvt keeps the property: %llx",
            (unsigned long long)pol[3]);
    /* registers: 40 bytes static, 24 dynamic */
    {
        ptxvm_kernel_info info;
        T_CHECK(t, ptxvm_kernel_get_info(kr, &info) == PTXVM_OK, "info");
        stat = info.static_shared_bytes;
        T_CHECK(t, stat >= 40, "static .shared %u", stat);
    }
    args[0] = &dout;
    test_launch_1d(&l, 1, 64, args);
    l.shared_bytes = 24;
    T_CHECK(t, ptxvm_launch_kernel(kr, &l, NULL) == PTXVM_OK, "regs: %s",
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, 64 * 32);
    for (i = 0; i < 64; i++) {
        const uint32_t *o = &out[i * 8];
        uint32_t want_mask = i % 4 == 0 ? 0x11111111u : 0;
        T_CHECK(t, o[0] == want_mask, "activemask thread %u: %x", i, o[0]);
        /* the dynamic part starts 16-aligned after the static one */
        T_CHECK(t, o[1] == 24 && o[2] >= stat + 24 && o[2] < stat + 24 + 16 &&
                   o[3] == o[2],
                "smem sizes thread %u: dynamic %u total %u aggregate %u", i, o[1],
                o[2], o[3]);
        T_CHECK(t, o[4] == 0 && o[5] == 0 && o[6] == 0 && o[7] == 0,
                "reserved offsets thread %u: %u %u %u %u", i, o[4], o[5], o[6], o[7]);
    }
out:
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "leak: %ld bytes", a.live);
    test_end(t);
}

/* Ill-formed operands (PTXVM_E_SEMANTIC with their position) and valid
   instructions this version refuses by name. */
static void misc_refused(pv_test *t)
{
    static const struct { const char *body, *code, *word; } cases[] = {
        {"setmaxnreg.inc.sync.aligned.u32 20;", "PTXVM_E_SEMANTIC", "multiple of 8"},
        {"setmaxnreg.dec.sync.aligned.u32 36;", "PTXVM_E_SEMANTIC", "multiple of 8"},
        {"setmaxnreg.inc.sync.aligned.u32 264;", "PTXVM_E_SEMANTIC", "24..256"},
        {"createpolicy.fractional.L2::evict_last.b64 %rd1, 1.5;",
         "PTXVM_E_SEMANTIC", "fraction"},
        {"applypriority.global.L2::evict_normal [%rd1], 64;", "PTXVM_E_SEMANTIC",
         "128"},
        {"discard.global.L2 [%rd1], 256;", "PTXVM_E_SEMANTIC", "128"},
        {"multimem.ld_reduce.relaxed.sys.global.add.u32 %r1, [%rd1];",
         "PTXVM_E_UNSUPPORTED", "multimem"},
        {"multimem.red.relaxed.sys.global.add.u32 [%rd1], %r1;",
         "PTXVM_E_UNSUPPORTED", "multimem"},
        /* the .global forms (sm_100); the .shared::cluster ones run
           (test_cluster_async.c) */
        {"st.async.mmio.release.sys.global.u32 [%rd1], %r1;",
         "PTXVM_E_UNSUPPORTED", "st.async"},
        {"red.async.release.gpu.global.add.u32 [%rd1], %r1;",
         "PTXVM_E_UNSUPPORTED", "red.async"},
    };
    uint32_t i;
    if (!test_begin(t, "sm90_misc: setmaxnreg/createpolicy/applypriority/discard operands, "
                       "multimem and .global st.async/red.async refused"))
        return;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        test_alloc a;
        ptxvm_config cfg;
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_kernel *k = NULL;
        ptxvm_result r;
        char src[1024];
        const char *msg;
        snprintf(src, sizeof src, ".version 8.0\n.target sm_90\n.address_size 64\n"
                 ".visible .entry k()\n{\n  .reg .b32 %%r<4>;\n  .reg .b64 %%rd<4>;\n"
                 "  %s\n  ret;\n}\n", cases[i].body);
        test_config(&cfg, &a);
        T_CHECK(t, ptxvm_create(&cfg, &vm) == PTXVM_OK, "create");
        r = ptxvm_module_load(vm, src, strlen(src), "case.ptx", &m);
        if (r == PTXVM_OK)
            r = ptxvm_module_get_kernel(m, "k", &k);
        msg = ptxvm_error_message(vm);
        T_CHECK(t, strcmp(ptxvm_result_name(r), cases[i].code) == 0 &&
                   strstr(msg, cases[i].word) && strstr(msg, "case.ptx:8:"),
                "%s: %s %s", cases[i].body, ptxvm_result_name(r), msg);
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "leak");
    }
    test_end(t);
}

/* Every special register of PTX 9.0 reads, with the values this
   virtual device gives (a launch of one 64-thread CTA, 16 bytes of
   dynamic .shared, no cluster); ~0u: any value. */
static void misc_sregs(pv_test *t)
{
    static const struct { const char *name; int wide; uint64_t want; } regs[] = {
        {"%nsmid", 0, 1}, {"%smid", 0, 0}, {"%gridid", 1, 0},
        {"%nwarpid", 0, 2}, {"%warpid", 0, ~0ull}, {"%laneid", 0, ~0ull},
        {"%clock", 0, ~0ull}, {"%clock_hi", 0, ~0ull}, {"%clock64", 1, ~0ull},
        {"%globaltimer", 1, ~0ull}, {"%globaltimer_lo", 0, ~0ull},
        {"%globaltimer_hi", 0, ~0ull}, {"%lanemask_eq", 0, ~0ull},
        {"%dynamic_smem_size", 0, 16}, {"%total_smem_size", 0, 16},
        {"%aggr_smem_size", 0, 16}, {"%reserved_smem_offset_begin", 0, 0},
        {"%reserved_smem_offset_end", 0, 0}, {"%reserved_smem_offset_cap", 0, 0},
        {"%reserved_smem_offset_0", 0, 0}, {"%reserved_smem_offset_1", 0, 0},
        {"%cluster_ctarank", 0, 0}, {"%cluster_nctarank", 0, 1},
        {"%cluster_ctaid.x", 0, 0}, {"%cluster_nctaid.z", 0, 1},
        {"%clusterid.x", 0, 0}, {"%nclusterid.x", 0, 1},
        {"%current_graph_exec", 1, 0}, {"%pm0", 0, 0}, {"%pm7_64", 1, 0},
        {"%envreg0", 0, 0}, {"%envreg31", 0, 0},
    };
    uint32_t i;
    if (!test_begin(t, "sm90_misc: every special register reads"))
        return;
    for (i = 0; i < sizeof regs / sizeof regs[0]; i++) {
        test_alloc a;
        ptxvm_config cfg;
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_kernel *k = NULL;
        ptxvm_launch l;
        ptxvm_addr dout = 0;
        uint64_t got = 0;
        void *args[1];
        char src[1024];
        snprintf(src, sizeof src, ".version 8.0\n.target sm_90\n.address_size 64\n"
                 ".visible .entry k(.param .u64 out)\n{\n  .reg .b%d %%v;\n"
                 "  .reg .b64 %%a;\n  .reg .b32 %%t;\n  .reg .pred %%p;\n  mov.u32 %%t, %%tid.x;\n"
                 "  mov.u%d %%v, %s;\n  ld.param.u64 %%a, [out];\n"
                 "  setp.eq.u32 %%p, %%t, 0;\n  @%%p st.global.u%d [%%a], %%v;\n"
                 "  ret;\n}\n", regs[i].wide ? 64 : 32,
                 regs[i].wide ? 64 : 32, regs[i].name, regs[i].wide ? 64 : 32);
        test_config(&cfg, &a);
        T_CHECK(t, ptxvm_create(&cfg, &vm) == PTXVM_OK, "create");
        T_CHECK(t, ptxvm_module_load(vm, src, strlen(src), "sreg.ptx", &m) ==
                       PTXVM_OK &&
                   ptxvm_module_get_kernel(m, "k", &k) == PTXVM_OK &&
                   ptxvm_mem_alloc(vm, 8, &dout) == PTXVM_OK &&
                   ptxvm_memset(vm, dout, 0, 8) == PTXVM_OK,
                "%s: %s", regs[i].name, ptxvm_error_message(vm));
        args[0] = &dout;
        test_launch_1d(&l, 1, 64, args);
        l.shared_bytes = 16;
        if (k) {
            T_CHECK(t, ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK, "%s: %s",
                    regs[i].name, ptxvm_error_message(vm));
            ptxvm_memcpy_dtoh(vm, &got, dout, 8);
            T_CHECK(t, regs[i].want == ~0ull || got == regs[i].want,
                    "%s = %llu, want %llu", regs[i].name, (unsigned long long)got,
                    (unsigned long long)regs[i].want);
        }
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "leak");
    }
    test_end(t);
}

void unit_sm90_misc(pv_test *t)
{
    misc_sregs(t);
    misc_run(t, 1);
    misc_run(t, 3);
    misc_refused(t);
}
