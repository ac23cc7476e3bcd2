/* Column reuse (src/reg_reuse.c): register variables whose lifetimes
   never overlap share a column. The kernel keeps values live across a
   branch whose two sides make their own temporaries, across a loop
   whose lanes leave at their own turns (a value the loop carries, a
   guarded write, 64-bit sums), and across a block some lanes skip (a
   register only the others write again). Every thread's results are
   checked against C on blocks of 64 and 45 threads, three blocks, on one
   and three workers, fused (columns shared: fewer register bytes named)
   and with PTXVM_FLAG_NO_FUSION (none shared). */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

static const char rr_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry rr(.param .u64 in, .param .u64 out)\n{\n"
    "  .reg .pred %p<8>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<16>;\n"
    "  ld.param.u64 %rd1, [in];\n  ld.param.u64 %rd2, [out];\n"
    "  mov.u32 %r2, %tid.x;\n  mov.u32 %r3, %ctaid.x;\n  mov.u32 %r4, %ntid.x;\n"
    "  mad.lo.u32 %r5, %r3, %r4, %r2;\n"
    "  mul.wide.u32 %rd3, %r5, 4;\n  add.s64 %rd4, %rd1, %rd3;\n"
    "  ld.global.u32 %r6, [%rd4];\n"
    "  mul.lo.u32 %r7, %r6, 3;\n"                        /* live to the end */
    /* two sides, each with its own temporaries, meeting in %r13 */
    "  and.b32 %r8, %r6, 3;\n  setp.eq.u32 %p1, %r8, 0;\n  @%p1 bra ELSE;\n"
    "  add.u32 %r9, %r6, 17;\n  xor.b32 %r10, %r9, %r2;\n  shl.b32 %r11, %r10, 3;\n"
    "  sub.u32 %r12, %r11, %r6;\n  mov.u32 %r13, %r12;\n  bra.uni JOIN1;\n"
    "ELSE:\n  mul.lo.u32 %r14, %r6, 5;\n  add.u32 %r15, %r14, 9;\n"
    "  xor.b32 %r16, %r15, 85;\n  mul.wide.u32 %rd5, %r16, 7;\n"
    "  cvt.u32.u64 %r17, %rd5;\n  shr.u64 %rd6, %rd5, 3;\n  cvt.u32.u64 %r18, %rd6;\n"
    "  add.u32 %r13, %r17, %r18;\n"
    /* a loop the lanes leave at their own turns */
    "JOIN1:\n  rem.u32 %r19, %r6, 7;\n  mov.u32 %r20, %r13;\n  mov.u32 %r21, 0;\n"
    "  cvt.u64.u32 %rd8, %r6;\n"
    "LOOP:\n  setp.ge.u32 %p2, %r21, %r19;\n  @%p2 bra DONE;\n"
    "  mad.lo.u32 %r22, %r21, 13, %r20;\n  shr.u32 %r23, %r22, 2;\n"
    "  xor.b32 %r24, %r23, %r7;\n  setp.lt.u32 %p3, %r24, 1000;\n"
    "  @%p3 add.u32 %r24, %r24, 77;\n  add.u32 %r20, %r20, %r24;\n"
    "  mul.wide.u32 %rd9, %r24, 3;\n  add.s64 %rd8, %rd8, %rd9;\n"
    "  add.u32 %r21, %r21, 1;\n  bra.uni LOOP;\n"
    "DONE:\n  cvt.u32.u64 %r25, %rd8;\n  shr.u64 %rd10, %rd8, 32;\n"
    "  cvt.u32.u64 %r26, %rd10;\n  add.u32 %r27, %r25, %r26;\n"
    "  xor.b32 %r28, %r27, %r20;\n  add.u32 %r29, %r28, %r7;\n"
    "  mul.wide.u32 %rd11, %r5, 8;\n  add.s64 %rd12, %rd2, %rd11;\n"
    "  st.global.u32 [%rd12], %r29;\n"
    /* %r31 written again only by the even lanes */
    "  and.b32 %r30, %r2, 1;\n  setp.ne.u32 %p4, %r30, 0;\n  mov.u32 %r31, 5;\n"
    "  @%p4 bra SKIP;\n  mul.lo.u32 %r32, %r29, 11;\n  add.u32 %r31, %r32, %r2;\n"
    "SKIP:\n  add.u32 %r33, %r31, %r13;\n  st.global.u32 [%rd12+4], %r33;\n"
    "  ret;\n}\n";

#define RR_BLOCKS 3u
#define RR_MAX (RR_BLOCKS * 64u)

static void model(const uint32_t *in, uint32_t ntid, uint32_t *want)
{
    uint32_t g;
    for (g = 0; g < RR_BLOCKS * ntid; g++) {
        uint32_t tid = g % ntid, x = in[g], r7 = x * 3u, r13, r20, i, r31;
        uint64_t rd8 = x;
        if ((x & 3u) == 0) {
            uint64_t rd5 = (uint64_t)(((x * 5u) + 9u) ^ 85u) * 7u;
            r13 = (uint32_t)rd5 + (uint32_t)(rd5 >> 3);
        } else {
            r13 = (((x + 17u) ^ tid) << 3) - x;
        }
        r20 = r13;
        for (i = 0; i < x % 7u; i++) {
            uint32_t r24 = ((i * 13u + r20) >> 2) ^ r7;
            if (r24 < 1000u)
                r24 += 77u;
            r20 += r24;
            rd8 += (uint64_t)r24 * 3u;
        }
        want[2 * g] = (((uint32_t)rd8 + (uint32_t)(rd8 >> 32)) ^ r20) + r7;
        r31 = 5u;
        if ((tid & 1u) == 0)
            r31 = want[2 * g] * 11u + tid;
        want[2 * g + 1] = r31 + r13;
    }
}

static void run_all(pv_test *t, uint32_t flags, uint32_t threads)
{
    static const uint32_t ntids[] = {64u, 45u};
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *kn;
    ptxvm_kernel_usage u;
    ptxvm_addr din, dout;
    uint32_t in[RR_MAX], got[2 * RR_MAX], want[2 * RR_MAX], i, l, s;
    void *args[2];
    test_config(&cfg, &a);
    cfg.flags |= flags;
    cfg.threads = threads;
    T_CHECK(t, ptxvm_create(&cfg, &vm) == PTXVM_OK, "create");
    if (ptxvm_module_load(vm, rr_ptx, sizeof rr_ptx - 1, "rr.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "rr", &kn) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    memset(&u, 0, sizeof u);
    u.struct_size = sizeof u;
    T_CHECK(t, ptxvm_kernel_get_usage(kn, &u) == PTXVM_OK, "usage");
    if (flags & PTXVM_FLAG_NO_FUSION)
        T_CHECK(t, u.register_bytes_used == u.register_bytes, "unfused: %u of %u bytes named",
                u.register_bytes_used, u.register_bytes);
    else    /* most of the 40 32-bit and 16 64-bit registers share */
        T_CHECK(t, u.register_bytes_used <= u.register_bytes / 2,
                "fused: %u of %u bytes named", u.register_bytes_used, u.register_bytes);
    ptxvm_mem_alloc(vm, sizeof in, &din);
    ptxvm_mem_alloc(vm, sizeof got, &dout);
    args[0] = &din;
    args[1] = &dout;
    for (s = 0; s < 4; s++) {
        for (l = 0; l < RR_MAX; l++)     /* every residue mod 4 and 7 */
            in[l] = s == 3 ? l * 4u : (l * 2654435761u + s * 977u) >> (s * 4u);
        ptxvm_memcpy_htod(vm, din, in, sizeof in);
        for (i = 0; i < 2; i++) {
            ptxvm_launch ln;
            ptxvm_result r;
            model(in, ntids[i], want);
            memset(got, 0, sizeof got);
            ptxvm_memcpy_htod(vm, dout, got, sizeof got);
            memset(&ln, 0, sizeof ln);
            ln.grid.x = RR_BLOCKS;
            ln.grid.y = ln.grid.z = 1;
            ln.block.x = ntids[i];
            ln.block.y = ln.block.z = 1;
            ln.args = args;
            ln.step_limit = 1000000;     /* a clobbered loop count stops */
            r = ptxvm_launch_kernel(kn, &ln, NULL);
            T_CHECK(t, r == PTXVM_OK, "launch: %s", ptxvm_error_message(vm));
            ptxvm_memcpy_dtoh(vm, got, dout, sizeof got);
            for (l = 0; l < 2 * RR_BLOCKS * ntids[i]; l++)
                if (got[l] != want[l])
                    break;
            T_CHECK(t, l == 2 * RR_BLOCKS * ntids[i],
                    "flags %#x, %u workers, set %u, %u threads a block: thread %u value %u "
                    "is %#x, not %#x", flags, threads, s, ntids[i], l / 2, l % 2,
                    got[l < 2 * RR_MAX ? l : 0], want[l < 2 * RR_MAX ? l : 0]);
        }
    }
    ptxvm_mem_free(vm, din);
    ptxvm_mem_free(vm, dout);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

void unit_reg_reuse(pv_test *t)
{
    run_all(t, 0, 1);
    run_all(t, 0, 3);
    run_all(t, PTXVM_FLAG_NO_FUSION, 1);
}
