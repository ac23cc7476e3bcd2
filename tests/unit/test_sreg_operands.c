/* Special registers as instruction operands. ptxas (CUDA 13, every PTX
   version from 2.2 on, checked with ptxas -arch=sm_75/sm_90) reads a
   special register only as the source of mov or of a cvt to an integer
   type; in add, mad, setp, selp, mul.wide, st, shfl, cvt.rn.f32 and the
   rest it says "Special register argument not allowed". So: cvt from
   every special register, at every width, computes what mov does (a
   kernel of cvts against the same kernel of movs, and both against the
   launch shape in C, on several shapes and worker counts), and every
   form ptxas refuses is a load error at its position, not a kernel that
   fails later as unsupported. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NW = 28 };      /* words each thread writes */

/* The kernel body with OP ("cvt.u32.u32" or "mov.u32") reading each
   special register; the word index is the thread's global linear id,
   computed from registers (an address may not name one). */
#define SREG_KERNEL(NAME, U32, U16, U64FROM32, U32FROM64, U64)            \
    ".visible .entry " NAME "(.param .u64 out)\n{\n"                      \
    "  .reg .u32 %r<40>;\n  .reg .u16 %h<4>;\n  .reg .u64 %rd<12>;\n  .reg .pred %p1;\n"     \
    "  ld.param.u64 %rd1, [out];\n"                                       \
    "  " U32 " %r1, %tid.x;\n  " U32 " %r2, %tid.y;\n"                    \
    "  " U32 " %r3, %tid.z;\n  " U32 " %r4, %ntid.x;\n"                   \
    "  " U32 " %r5, %ntid.y;\n  " U32 " %r6, %ntid.z;\n"                  \
    "  " U32 " %r7, %ctaid.x;\n  " U32 " %r8, %ctaid.y;\n"                \
    "  " U32 " %r9, %ctaid.z;\n  " U32 " %r10, %nctaid.x;\n"              \
    "  " U32 " %r11, %nctaid.y;\n  " U32 " %r12, %nctaid.z;\n"            \
    "  " U32 " %r13, %laneid;\n  " U32 " %r14, %warpid;\n"                \
    "  " U32 " %r15, %nwarpid;\n  " U32 " %r16, %lanemask_eq;\n"          \
    "  " U32 " %r17, %lanemask_le;\n  " U32 " %r18, %lanemask_lt;\n"      \
    "  " U32 " %r19, %lanemask_ge;\n  " U32 " %r20, %lanemask_gt;\n"      \
    "  " U32 " %r21, %smid;\n  " U32 " %r22, %nsmid;\n"                   \
    "  " U32 " %r23, %envreg3;\n  " U32 " %r24, %pm0;\n"                  \
    "  " U16 " %h1, %tid.x;\n"                                            \
    "  " U64FROM32 "\n"                                   \
    "  " U32FROM64 " %r25, %gridid;\n"                                    \
    "  " U64 " %rd3, %clock64;\n  " U64 " %rd4, %clock64;\n"              \
    "  " U32 " %r26, %cluster_ctarank;\n  " U32 " %r27, %clusterid.x;\n"  \
    /* linear thread id: ((ctaid.z*nctaid.y + ctaid.y)*nctaid.x + ctaid.x)\
       * ntid + (tid.z*ntid.y + tid.y)*ntid.x + tid.x */                  \
    "  mad.lo.u32 %r30, %r9, %r11, %r8;\n  mad.lo.u32 %r30, %r30, %r10, %r7;\n" \
    "  mul.lo.u32 %r31, %r4, %r5;\n  mul.lo.u32 %r31, %r31, %r6;\n"       \
    "  mad.lo.u32 %r32, %r3, %r5, %r2;\n  mad.lo.u32 %r32, %r32, %r4, %r1;\n" \
    "  mad.lo.u32 %r33, %r30, %r31, %r32;\n"                              \
    "  mul.wide.u32 %rd5, %r33, " "112" ";\n  add.u64 %rd6, %rd1, %rd5;\n" \
    "  st.global.v4.u32 [%rd6], {%r1, %r2, %r3, %r4};\n"                  \
    "  st.global.v4.u32 [%rd6+16], {%r5, %r6, %r7, %r8};\n"               \
    "  st.global.v4.u32 [%rd6+32], {%r9, %r10, %r11, %r12};\n"            \
    "  st.global.v4.u32 [%rd6+48], {%r13, %r14, %r15, %r16};\n"           \
    "  st.global.v4.u32 [%rd6+64], {%r17, %r18, %r19, %r20};\n"           \
    "  cvt.u32.u16 %r34, %h1;\n  cvt.u32.u64 %r35, %rd2;\n"               \
    "  setp.ge.u64 %p1, %rd4, %rd3;\n  selp.u32 %r36, 1, 0, %p1;\n"       \
    "  add.u32 %r37, %r23, %r24;\n"          \
    "  st.global.v4.u32 [%rd6+80], {%r34, %r35, %r36, %r37};\n"           \
    "  st.global.v4.u32 [%rd6+96], {%r25, %r26, %r27, %r21};\n"           \
    "  ret;\n}\n"

static const char sreg_ptx[] =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    SREG_KERNEL("by_cvt", "cvt.u32.u32", "cvt.u16.u32",
                "cvt.u64.u32 %rd2, %ctaid.x;",
                "cvt.u32.u64", "cvt.u64.u64")
    SREG_KERNEL("by_mov", "mov.u32", "mov.u16",
                "mov.u32 %r29, %ctaid.x;\n  cvt.u64.u32 %rd2, %r29;",
                "mov.u32", "mov.u64");

typedef struct shape { uint32_t g[3], b[3]; } shape;

/* Run kernel name over shape s on workers threads into out (NW words a
   thread); 0 on failure, reported. */
static int run(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *name,
               const shape *s, uint32_t *out, size_t bytes)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr d;
    void *args[1];
    ptxvm_result r;
    if (ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", name, ptxvm_error_message(vm));
        return 0;
    }
    if (ptxvm_mem_alloc(vm, bytes, &d) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: alloc", name);
        return 0;
    }
    ptxvm_memset(vm, d, 0xee, bytes);
    args[0] = &d;
    memset(&l, 0, sizeof l);
    l.grid.x = s->g[0]; l.grid.y = s->g[1]; l.grid.z = s->g[2];
    l.block.x = s->b[0]; l.block.y = s->b[1]; l.block.z = s->b[2];
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", name, ptxvm_result_name(r),
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, d, bytes);
    ptxvm_mem_free(vm, d);
    return r == PTXVM_OK;
}

static void check_shape(pv_test *t, const shape *s, uint32_t workers)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    uint32_t nb = s->b[0] * s->b[1] * s->b[2];
    uint32_t n = s->g[0] * s->g[1] * s->g[2] * nb, i, w, bad = 0;
    size_t bytes = (size_t)n * NW * 4;
    uint32_t *cv = (uint32_t *)malloc(bytes), *mv = (uint32_t *)malloc(bytes);
    test_config(&cfg, &a);
    cfg.threads = workers;
    ptxvm_create(&cfg, &vm);
    if (!cv || !mv ||
        ptxvm_module_load(vm, sreg_ptx, sizeof sreg_ptx - 1, "sreg.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "sreg module: %s", ptxvm_error_message(vm));
        goto out;
    }
    if (!run(t, vm, m, "by_cvt", s, cv, bytes) || !run(t, vm, m, "by_mov", s, mv, bytes))
        goto out;
    for (i = 0; i < n && bad < 8; i++) {
        const uint32_t *c = cv + (size_t)i * NW, *v = mv + (size_t)i * NW;
        uint32_t cta = i / nb, in = i % nb, lane, want[NW];
        /* what the launch shape says, for the words that it fixes */
        want[0] = in % s->b[0];
        want[1] = in / s->b[0] % s->b[1];
        want[2] = in / (s->b[0] * s->b[1]);
        want[3] = s->b[0]; want[4] = s->b[1]; want[5] = s->b[2];
        want[6] = cta % s->g[0];
        want[7] = cta / s->g[0] % s->g[1];
        want[8] = cta / (s->g[0] * s->g[1]);
        want[9] = s->g[0]; want[10] = s->g[1]; want[11] = s->g[2];
        lane = in % 32;
        want[12] = lane;
        want[13] = c[13];                  /* %warpid: the mov form's, below */
        want[14] = c[14];
        want[15] = 1u << lane;
        want[16] = lane == 31 ? 0xffffffffu : (2u << lane) - 1;
        want[17] = (1u << lane) - 1;
        want[18] = ~((1u << lane) - 1);
        want[19] = lane == 31 ? 0 : ~((2u << lane) - 1);
        want[20] = want[0] & 0xffff;       /* cvt.u16.u32 %h, %tid.x */
        want[21] = want[6];                /* %ctaid.x through 64 bits */
        want[22] = 1;                      /* %clock64 does not go back */
        want[23] = 0;                      /* %envreg3 + %pm0 */
        want[24] = c[24];                  /* %gridid: the mov form's, below */
        want[25] = 0;                      /* %cluster_ctarank of a 1-CTA cluster */
        want[26] = want[6];                /* %clusterid.x */
        want[27] = 0;                      /* %smid: one SM */
        for (w = 0; w < NW; w++)
            if (c[w] != v[w] || c[w] != want[w]) {
                T_CHECK(t, 0, "grid %ux%ux%u block %ux%ux%u, %u workers, thread %u "
                        "word %u: cvt %u, mov %u, launch shape %u", s->g[0], s->g[1],
                        s->g[2], s->b[0], s->b[1], s->b[2], workers, i, w, c[w],
                        v[w], want[w]);
                bad++;
            }
        T_CHECK(t, c[13] == in / 32 && c[14] == (nb + 31) / 32,
                "thread %u: %%warpid %u of %%nwarpid %u", i, c[13], c[14]);
    }
out:
    free(cv);
    free(mv);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "sreg: %ld bytes leaked", a.live);
}

/* Forms ptxas refuses ("Special register argument not allowed for
   instruction ..."): each a load error at its line and column. */
static void check_refused(pv_test *t)
{
    static const struct { const char *ver, *inst; } bad[] = {
        {"8.0", "mad.lo.u32 %r1, %r2, %ntid.x, %tid.x;"},
        {"8.0", "add.u32 %r1, %tid.x, 1;"},
        {"8.0", "setp.lt.u32 %p1, %tid.x, %r3;"},
        {"8.0", "selp.u32 %r1, %tid.x, %ctaid.x, %p1;"},
        {"8.0", "mul.wide.u32 %rd1, %tid.x, 4;"},
        {"8.0", "st.global.u32 [%rd1], %tid.x;"},
        {"8.0", "cvt.rn.f32.u32 %f1, %tid.x;"},
        {"8.0", "add.u64 %rd1, %clock64, 1;"},
        {"8.0", "and.b32 %r1, %lanemask_lt, %r2;"},
        {"8.0", "shfl.sync.idx.b32 %r1, %laneid, 0, 31, -1;"},
        {"8.0", "atom.global.add.u32 %r1, [%rd1], %tid.x;"},
        {"2.2", "mul.wide.u16 %r1, %ctaid.x, %ntid.x;"},
        {"2.2", "cvt.rn.f32.u16 %f1, %tid.x;"},
    };
    uint32_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm;
        ptxvm_module *m = NULL;
        ptxvm_result r;
        char src[512];
        const char *msg;
        int len = snprintf(src, sizeof src,
                           ".version %s\n.target sm_%s\n%s"
                           ".visible .entry k()\n{\n"
                           "  .reg .u32 %%r<4>;\n  .reg .u64 %%rd<4>;\n"
                           "  .reg .f32 %%f<2>;\n  .reg .pred %%p<2>;\n"
                           "  %s\n  ret;\n}\n", bad[i].ver,
                           bad[i].ver[0] == '8' ? "90" : "20",
                           bad[i].ver[0] == '8' ? ".address_size 64\n" : "",
                           bad[i].inst);
        test_config(&cfg, &a);
        ptxvm_create(&cfg, &vm);
        r = ptxvm_module_load(vm, src, (size_t)len, "bad.ptx", &m);
        msg = ptxvm_error_message(vm);
        T_CHECK(t, r == PTXVM_E_SEMANTIC && strstr(msg, "special register") &&
                       strstr(msg, bad[i].ver[0] == '8' ? "bad.ptx:10:" : "bad.ptx:9:"),
                "%s: %s: %s", bad[i].inst, ptxvm_result_name(r), msg);
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "%s: %ld bytes leaked", bad[i].inst, a.live);
    }
}

void unit_sreg_operands(pv_test *t)
{
    static const shape shapes[] = {
        {{1, 1, 1}, {32, 1, 1}},
        {{3, 2, 1}, {8, 4, 2}},
        {{2, 1, 3}, {45, 1, 1}},
        {{1, 2, 2}, {7, 3, 5}},
    };
    uint32_t i;
    for (i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        check_shape(t, &shapes[i], 1);
        check_shape(t, &shapes[i], 3);
    }
    check_refused(t);
}
