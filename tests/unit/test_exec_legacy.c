/* Old and alternative PTX forms, run and checked against C: module-scope
   .reg (PTX 1.x, one copy per function), prototypes without ';', cvt
   from the 16-bit special registers of PTX 1.x (the low bits of the
   source type), the implicit .ftz of sm_1x targets and the PTX 1.0-1.3
   defaults (div.f32 is div.approx.ftz.f32), the result sink of
   call (_), cvta of a variable name, ld/st of one wide scalar with a
   brace list (ld.b64 {lo, hi}), .target map_f64_to_f32, labels
   scoped to their block, and kernel parameters declared in the body. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOUT 1024u

/* Load text, run kernel `name` with out (NOUT words, zeroed) and in (NOUT
   words) as its two .u64 parameters, and copy out back. */
static int run(pv_test *t, const char *text, const char *name, ptxvm_dim3 grid,
               ptxvm_dim3 block, const uint32_t *in, uint32_t *out)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_launch l;
    ptxvm_addr dout = 0, din = 0;
    void *args[2];
    ptxvm_result r;
    int ok = 0;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    r = ptxvm_module_load(vm, text, strlen(text), name, &m);
    T_CHECK(t, r == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
    if (r == PTXVM_OK) {
        r = ptxvm_module_get_kernel(m, name, &k);
        T_CHECK(t, r == PTXVM_OK, "get_kernel: %s", ptxvm_error_message(vm));
    }
    if (r == PTXVM_OK) {
        ptxvm_mem_alloc(vm, NOUT * 4, &dout);
        ptxvm_mem_alloc(vm, NOUT * 4, &din);
        ptxvm_memset(vm, dout, 0, NOUT * 4);
        ptxvm_memcpy_htod(vm, din, in, NOUT * 4);
        args[0] = &dout;
        args[1] = &din;
        memset(&l, 0, sizeof l);
        l.grid = grid;
        l.block = block;
        l.args = args;
        r = ptxvm_launch_kernel(k, &l, NULL);
        T_CHECK(t, r == PTXVM_OK, "launch: %s", ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, out, dout, NOUT * 4);
        ok = r == PTXVM_OK;
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    return ok;
}

static ptxvm_dim3 d3(uint32_t x, uint32_t y, uint32_t z)
{
    ptxvm_dim3 d;
    d.x = x;
    d.y = y;
    d.z = z;
    return d;
}

static void check_words(pv_test *t, const uint32_t *got, const uint32_t *want,
                        uint32_t n, const char *what)
{
    uint32_t i, bad = 0;
    for (i = 0; i < n; i++)
        if (got[i] != want[i] && ++bad <= 4)
            test_fail(t, __FILE__, __LINE__, "%s: word %u is %#x, expected %#x",
                      what, (unsigned)i, (unsigned)got[i], (unsigned)want[i]);
    if (bad > 4)
        test_fail(t, __FILE__, __LINE__, "%s: %u words wrong", what, (unsigned)bad);
}

/* nvopencc's shape: module-scope registers, PTX 1.x .reg parameters,
   declarations without ';', cvt from the 16-bit %tid/%ntid/%ctaid. Each
   thread writes 3 * gid + f(gid) where f(x) = x + 7 uses the module's
   %ra registers too, and the kernel's own %ra1 survives the call. */
static const char *ptx_modregs =
    ".version 1.4\n"
    ".target sm_10, map_f64_to_f32\n"
    ".reg .u32 %ra<4>;\n"
    ".reg .u64 %rda<2>;\n"
    ".extern .func (.reg .u32 r) plus7 (.reg .u32 a)\n"
    ".file 1 \"k.cu\"\n"
    ".func (.reg .u32 r) plus7 (.reg .u32 a)\n"
    "{\n"
    "    mov.u32 %ra1, 7;\n"
    "    add.u32 r, a, %ra1;\n"
    "    ret;\n"
    "}\n"
    ".entry modregs (.param .u64 out, .param .u64 in)\n"
    "{\n"
    "    .reg .u32 %r<8>;\n"
    "    cvt.u32.u16 %r1, %tid.x;\n"
    "    cvt.u32.u16 %r2, %ntid.x;\n"
    "    cvt.u32.u16 %r3, %ctaid.x;\n"
    "    mad.lo.u32 %ra1, %r3, %r2, %r1;\n"       /* gid */
    "    call (%r4), plus7, (%ra1);\n"
    "    mul.lo.u32 %ra2, %ra1, 3;\n"
    "    add.u32 %ra3, %ra2, %r4;\n"
    "    ld.param.u64 %rda1, [out];\n"
    "    cvt.u64.u16 %rda0, %tid.x;\n"
    "    mul.wide.u32 %rda0, %ra1, 4;\n"
    "    add.u64 %rda1, %rda1, %rda0;\n"
    "    st.global.u32 [%rda1], %ra3;\n"
    "    exit;\n"
    "}\n";

/* Every special register of PTX 1.x through cvt, and a source type
   narrower than the value: cvt.s32.s8 of %tid.x keeps its low 8 bits. */
static const char *ptx_sregs =
    ".version 1.4\n"
    ".target sm_11\n"
    ".entry sregs (.param .u64 out, .param .u64 in)\n"
    "{\n"
    "    .reg .u32 %r<10>;\n"
    "    .reg .u64 %rd<4>;\n"
    "    cvt.u32.u16 %r1, %tid.x;\n"
    "    cvt.u32.u16 %r2, %tid.y;\n"
    "    cvt.s32.u16 %r3, %ntid.x;\n"
    "    cvt.u32.u16 %r4, %ctaid.x;\n"
    "    cvt.u32.u16 %r5, %ctaid.y;\n"
    "    cvt.u64.u16 %rd1, %nctaid.x;\n"
    "    cvt.s32.s8 %r6, %tid.x;\n"
    "    cvt.s32.u32 %r7, %ntid.y;\n"
    "    mad.lo.u32 %r8, %r2, %r3, %r1;\n"        /* thread in block */
    "    cvt.u32.u64 %r9, %rd1;\n"
    "    mad.lo.u32 %r0, %r5, %r9, %r4;\n"        /* block */
    "    mul.lo.u32 %r9, %r3, %r7;\n"             /* threads per block */
    "    mad.lo.u32 %r0, %r0, %r9, %r8;\n"        /* gid */
    "    ld.param.u64 %rd2, [out];\n"
    "    mul.wide.u32 %rd3, %r0, 4;\n"
    "    add.u64 %rd2, %rd2, %rd3;\n"
    "    add.u32 %r6, %r6, %r5;\n"
    "    st.global.u32 [%rd2], %r6;\n"
    "    exit;\n"
    "}\n";

/* f32 arithmetic on subnormals: out[4i..4i+3] = a + 0, a * 1, (a > 0),
   1 / 4 by div.f32 (PTX 1.3: .approx.ftz) with a = in[i]. */
static const char *ptx_ftz_fmt =
    ".version 1.3\n"
    ".target %s\n"
    ".entry ftz (.param .u64 out, .param .u64 in)\n"
    "{\n"
    "    .reg .u32 %%r<4>;\n"
    "    .reg .u64 %%rd<4>;\n"
    "    .reg .f32 %%f<6>;\n"
    "    .reg .pred %%p;\n"
    "    cvt.u32.u16 %%r1, %%tid.x;\n"
    "    ld.param.u64 %%rd1, [in];\n"
    "    mul.wide.u32 %%rd2, %%r1, 4;\n"
    "    add.u64 %%rd1, %%rd1, %%rd2;\n"
    "    ld.global.f32 %%f1, [%%rd1];\n"
    "    add.f32 %%f2, %%f1, 0f00000000;\n"
    "    mul.f32 %%f3, %%f1, 0f3F800000;\n"
    "    setp.gt.f32 %%p, %%f1, 0f00000000;\n"
    "    selp.u32 %%r2, 1, 0, %%p;\n"
    "    div.f32 %%f4, 0f3F800000, 0f40800000;\n"
    "    ld.param.u64 %%rd1, [out];\n"
    "    mul.wide.u32 %%rd2, %%r1, 16;\n"
    "    add.u64 %%rd1, %%rd1, %%rd2;\n"
    "    st.global.f32 [%%rd1], %%f2;\n"
    "    st.global.f32 [%%rd1+4], %%f3;\n"
    "    st.global.u32 [%%rd1+8], %%r2;\n"
    "    st.global.f32 [%%rd1+12], %%f4;\n"
    "    exit;\n"
    "}\n";

/* map_f64_to_f32: .f64 registers hold an f32 and .f64 instructions are
   f32 ones (with sm_10's .ftz); ld/st.f64 use the low half of each 8
   bytes: out[2i] = f32(in[2i]) * 2 * 1.5 (0d literal rounded to f32),
   out[2i+1] stays 0, and out[512 + i] = (x > 1.0) from setp.f64. */
static const char *ptx_map =
    ".version 1.3\n"
    ".target sm_10, map_f64_to_f32\n"
    ".entry mapf64 (.param .u64 out, .param .u64 in)\n"
    "{\n"
    "    .reg .u32 %r<4>;\n"
    "    .reg .u64 %rd<6>;\n"
    "    .reg .f64 %fd<6>;\n"
    "    .reg .pred %p;\n"
    "    cvt.u32.u16 %r1, %tid.x;\n"
    "    mul.wide.u32 %rd1, %r1, 8;\n"
    "    ld.param.u64 %rd2, [in];\n"
    "    add.u64 %rd2, %rd2, %rd1;\n"
    "    ld.global.f64 %fd1, [%rd2];\n"
    "    add.f64 %fd2, %fd1, %fd1;\n"
    "    mul.f64 %fd3, %fd2, 0d3FF8000000000000;\n"
    "    setp.gt.f64 %p, %fd1, 0d3FF0000000000000;\n"
    "    selp.u32 %r2, 1, 0, %p;\n"
    "    ld.param.u64 %rd3, [out];\n"
    "    add.u64 %rd4, %rd3, %rd1;\n"
    "    st.global.f64 [%rd4], %fd3;\n"
    "    mul.wide.u32 %rd1, %r1, 4;\n"
    "    add.u64 %rd4, %rd3, %rd1;\n"
    "    st.global.u32 [%rd4+2048], %r2;\n"
    "    exit;\n"
    "}\n";

/* Labels scoped to their block (CUTLASS's inline-asm wait loop repeats
   { LAB_WAIT: ... bra LAB_WAIT; DONE: } in one function): each branch
   goes to its own block's label, an inner label shadows an outer one,
   and a block branches out to a label of the body. out[tid] gets
   counter A (to 5, then by 10 past 30: 35), out[64 + tid] counter B
   (by 2 to 8). */
static const char *ptx_labels =
    ".version 8.0\n"
    ".target sm_80\n"
    ".address_size 64\n"
    ".visible .entry labels (.param .u64 out, .param .u64 in)\n"
    "{\n"
    "    .reg .u32 %r<4>;\n"
    "    .reg .u64 %rd<4>;\n"
    "    .reg .pred %p;\n"
    "    mov.u32 %r1, 0;\n"
    "    mov.u32 %r2, 0;\n"
    "    {\n"
    "    .reg .pred P1;\n"
    "LAB_WAIT:\n"
    "    add.u32 %r1, %r1, 1;\n"
    "    setp.lt.u32 P1, %r1, 5;\n"
    "    @P1 bra LAB_WAIT;\n"
    "    bra DONE;\n"
    "    add.u32 %r1, %r1, 100;\n"
    "DONE:\n"
    "    }\n"
    "    {\n"
    "    .reg .pred P1;\n"
    "LAB_WAIT:\n"
    "    add.u32 %r2, %r2, 2;\n"
    "    setp.lt.u32 P1, %r2, 7;\n"
    "    @P1 bra LAB_WAIT;\n"
    "    bra DONE;\n"
    "    add.u32 %r2, %r2, 100;\n"
    "DONE:\n"
    "    bra OUTER;\n"
    "    }\n"
    "    add.u32 %r2, %r2, 1000;\n"
    "OUTER:\n"
    "    {\n"
    "OUTER:\n"
    "    add.u32 %r1, %r1, 10;\n"
    "    setp.lt.u32 %p, %r1, 30;\n"
    "    @%p bra OUTER;\n"
    "    }\n"
    "    mov.u32 %r3, %tid.x;\n"
    "    ld.param.u64 %rd1, [out];\n"
    "    mul.wide.u32 %rd2, %r3, 4;\n"
    "    add.u64 %rd1, %rd1, %rd2;\n"
    "    st.global.u32 [%rd1], %r1;\n"
    "    st.global.u32 [%rd1+256], %r2;\n"
    "    ret;\n"
    "}\n";

/* Alternative forms: ld.b64 {lo, hi} and st.b64 [p], {hi, lo} swap the
   halves of in[2i..2i+1] into out; call (_) runs the callee for its
   store; cvta of a .shared variable gives a generic address a plain st
   reaches; mark(p) stores 99 at p + 3072. */
static const char *ptx_forms =
    ".version 2.3\n"
    ".target sm_20\n"
    ".address_size 64\n"
    ".visible .func (.param .u32 r) mark (.param .u64 p)\n"
    "{\n"
    "    .reg .u64 %rd1;\n"
    "    ld.param.u64 %rd1, [p];\n"
    "    st.global.u32 [%rd1+3072], 99;\n"
    "    st.param.u32 [r], 1;\n"
    "    ret;\n"
    "}\n"
    ".entry forms (.param .u64 out, .param .u64 in)\n"
    "{\n"
    "    .reg .u32 %r<6>;\n"
    "    .reg .u64 %rd<6>;\n"
    "    .shared .align 4 .u32 sv[64];\n"
    "    .param .u64 a1;\n"
    "    cvt.u32.u16 %r1, %tid.x;\n"
    "    mul.wide.u32 %rd3, %r1, 8;\n"
    "    ld.param.u64 %rd1, [in];\n"
    "    add.u64 %rd1, %rd1, %rd3;\n"
    "    ld.global.b64 {%r2, %r3}, [%rd1];\n"
    "    ld.param.u64 %rd2, [out];\n"
    "    add.u64 %rd4, %rd2, %rd3;\n"
    "    st.global.b64 [%rd4], {%r3, %r2};\n"
    "    cvta.shared.u64 %rd5, sv;\n"
    "    mul.wide.u32 %rd3, %r1, 4;\n"
    "    add.u64 %rd5, %rd5, %rd3;\n"
    "    add.u32 %r4, %r1, 1000;\n"
    "    st.u32 [%rd5], %r4;\n"
    "    bar.sync 0;\n"
    "    ld.shared.u32 %r5, [sv+8];\n"
    "    add.u64 %rd4, %rd2, %rd3;\n"
    "    st.global.u32 [%rd4+2048], %r5;\n"
    "    add.u64 %rd4, %rd2, %rd3;\n"
    "    st.param.u64 [a1], %rd4;\n"
    "    call.uni (_), mark, (a1);\n"
    "    exit;\n"
    "}\n";

/* PTX 1.0 to 1.3: an .entry without a parameter list declares its
   parameters in its body, in order (nvopencc of CUDA 1.x and 2.x); a
   label after them and a loop back to it. out[i] = in[i] * (in[i] & 7). */
static const char *ptx_bodyparams =
    ".version 1.3\n"
    ".target sm_10, map_f64_to_f32\n"
    ".entry bodyparams\n"
    "{\n"
    "    .reg .u32 %r<8>;\n"
    "    .reg .u64 %rd<6>;\n"
    "    .reg .pred %p1;\n"
    "    .param .u64 __cudaparm_bodyparams_out;\n"
    "    .param .u64 __cudaparm_bodyparams_in;\n"
    "$LBB1_bodyparams:\n"
    "    cvt.u32.u16 %r1, %tid.x;\n"
    "    cvt.u32.u16 %r2, %ntid.x;\n"
    "    cvt.u32.u16 %r3, %ctaid.x;\n"
    "    mad.lo.u32 %r4, %r3, %r2, %r1;\n"
    "    mul.wide.u32 %rd1, %r4, 4;\n"
    "    ld.param.u64 %rd2, [__cudaparm_bodyparams_in];\n"
    "    add.u64 %rd3, %rd2, %rd1;\n"
    "    ld.global.u32 %r5, [%rd3+0];\n"
    "    and.b32 %r6, %r5, 7;\n"
    "    mov.u32 %r7, 0;\n"
    "$Lt_loop:\n"
    "    setp.eq.u32 %p1, %r6, 0;\n"
    "    @%p1 bra $Lt_done;\n"
    "    add.u32 %r7, %r7, %r5;\n"
    "    sub.u32 %r6, %r6, 1;\n"
    "    bra.uni $Lt_loop;\n"
    "$Lt_done:\n"
    "    ld.param.u64 %rd4, [__cudaparm_bodyparams_out];\n"
    "    add.u64 %rd5, %rd4, %rd1;\n"
    "    st.global.u32 [%rd5+0], %r7;\n"
    "    exit;\n"
    "}\n";

static void legacy_bodyparams(pv_test *t, const uint32_t *in, uint32_t *out,
                              uint32_t *want)
{
    uint32_t i;
    if (!test_begin(t, "exec_legacy kernel parameters declared in the body (PTX 1.3)"))
        return;
    for (i = 0; i < NOUT; i++)
        want[i] = in[i] * (in[i] & 7);
    if (run(t, ptx_bodyparams, "bodyparams", d3(8, 1, 1), d3(128, 1, 1), in, out))
        check_words(t, out, want, NOUT, "bodyparams");
    test_end(t);
}

static void legacy_modregs(pv_test *t, const uint32_t *in, uint32_t *out,
                           uint32_t *want)
{
    uint32_t i;
    if (!test_begin(t, "exec_legacy module-scope registers"))
        return;
    for (i = 0; i < NOUT; i++)
        want[i] = i < 3 * 96 ? 3 * i + i + 7 : 0;
    if (run(t, ptx_modregs, "modregs", d3(3, 1, 1), d3(96, 1, 1), in, out))
        check_words(t, out, want, NOUT, "modregs");
    test_end(t);
}

static void legacy_sregs(pv_test *t, const uint32_t *in, uint32_t *out,
                         uint32_t *want)
{
    uint32_t bx, by, tx, ty;
    if (!test_begin(t, "exec_legacy cvt from 16-bit special registers"))
        return;
    memset(want, 0, NOUT * 4);
    /* grid 1 x 3 of blocks 160 x 2: tid.x reaches 159 (cvt.s8: -97) */
    for (by = 0; by < 3; by++)
        for (bx = 0; bx < 1; bx++)
            for (ty = 0; ty < 2; ty++)
                for (tx = 0; tx < 160; tx++) {
                    uint32_t gid = (by * 1 + bx) * 320 + ty * 160 + tx;
                    if (gid < NOUT)
                        want[gid] = (uint32_t)((int32_t)(int8_t)(uint8_t)tx +
                                               (int32_t)by);
                }
    if (run(t, ptx_sregs, "sregs", d3(1, 3, 1), d3(160, 2, 1), in, out))
        check_words(t, out, want, NOUT, "sregs");
    test_end(t);
}

static void legacy_ftz(pv_test *t, uint32_t *in, uint32_t *out, uint32_t *want)
{
    static const uint32_t vals[8] = {
        0x00000001u, 0x007fffffu, 0x80000010u, 0x00800000u,
        0x3f800000u, 0x80800000u, 0x00400000u, 0x00000000u
    };
    static const char *targets[2] = {"sm_10", "sm_20"};
    char text[4096];
    int s;
    uint32_t i;
    memset(in, 0, NOUT * 4);
    for (i = 0; i < 8; i++)
        in[i] = vals[i];
    for (s = 0; s < 2; s++) {
        if (!test_begin(t, "exec_legacy f32 subnormals on %s", targets[s]))
            continue;
        snprintf(text, sizeof text, ptx_ftz_fmt, targets[s]);
        memset(want, 0, NOUT * 4);
        for (i = 0; i < 8; i++) {
            uint32_t v = vals[i];
            int sub = (v & 0x7f800000u) == 0 && (v & 0x007fffffu) != 0;
            uint32_t r = s == 0 && sub ? v & 0x80000000u : v;
            /* x + 0: -0 + +0 is +0; a flushed -subnormal is -0, + +0 = +0 */
            want[4 * i] = (r & 0x7fffffffu) == 0 ? 0 : r;
            want[4 * i + 1] = r;
            want[4 * i + 2] = !(r & 0x80000000u) && (r & 0x7fffffffu) != 0;
            want[4 * i + 3] = 0x3e800000u;     /* 0.25 */
        }
        if (run(t, text, "ftz", d3(1, 1, 1), d3(8, 1, 1), in, out))
            check_words(t, out, want, 32, targets[s]);
        test_end(t);
    }
}

static float f32_of(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint32_t bits_of(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static uint32_t flush(uint32_t u)
{
    return (u & 0x7f800000u) == 0 ? u & 0x80000000u : u;
}

static void legacy_map(pv_test *t, uint32_t *in, uint32_t *out, uint32_t *want)
{
    static const uint32_t vals[8] = {
        0x3f800000u, 0x40490fdbu, 0xbfc00000u, 0x00000003u,
        0x7f000000u, 0x3f800001u, 0x00800000u, 0x42f60000u
    };
    uint32_t i;
    if (!test_begin(t, "exec_legacy map_f64_to_f32"))
        return;
    memset(in, 0, NOUT * 4);
    memset(want, 0, NOUT * 4);
    for (i = 0; i < 8; i++) {
        float x = f32_of(flush(vals[i]));
        in[2 * i] = vals[i];
        in[2 * i + 1] = 0xdeadbeefu;       /* the unused high half */
        want[2 * i] = flush(bits_of(f32_of(flush(bits_of(x + x))) * 1.5f));
        want[512 + i] = x > 1.0f;
    }
    if (run(t, ptx_map, "mapf64", d3(1, 1, 1), d3(8, 1, 1), in, out))
        check_words(t, out, want, NOUT, "map_f64_to_f32");
    test_end(t);
}

static void legacy_labels(pv_test *t, uint32_t *in, uint32_t *out,
                          uint32_t *want)
{
    uint32_t i;
    if (!test_begin(t, "exec_legacy block-scoped labels"))
        return;
    memset(want, 0, NOUT * 4);
    for (i = 0; i < 64; i++) {
        want[i] = 35;
        want[64 + i] = 8;
    }
    if (run(t, ptx_labels, "labels", d3(1, 1, 1), d3(64, 1, 1), in, out))
        check_words(t, out, want, NOUT, "labels");
    test_end(t);
}

static void legacy_forms(pv_test *t, uint32_t *in, uint32_t *out, uint32_t *want)
{
    uint32_t i;
    if (!test_begin(t, "exec_legacy brace ld/st, call (_), cvta of a variable"))
        return;
    for (i = 0; i < NOUT; i++)
        in[i] = 0x9e3779b9u * (i + 1);
    memset(want, 0, NOUT * 4);
    for (i = 0; i < 64; i++) {
        want[2 * i] = in[2 * i + 1];      /* the halves swapped */
        want[2 * i + 1] = in[2 * i];
        want[512 + i] = 1002;             /* sv[2], stored generically */
        want[768 + i] = 99;               /* mark(out + 4 * tid) ran */
    }
    if (run(t, ptx_forms, "forms", d3(1, 1, 1), d3(64, 1, 1), in, out))
        check_words(t, out, want, NOUT, "forms");
    test_end(t);
}

void unit_exec_legacy(pv_test *t)
{
    uint32_t *in = (uint32_t *)calloc(NOUT, 4), *out = (uint32_t *)calloc(NOUT, 4);
    uint32_t *want = (uint32_t *)calloc(NOUT, 4), i;
    for (i = 0; i < NOUT; i++)
        in[i] = i;
    legacy_modregs(t, in, out, want);
    legacy_sregs(t, in, out, want);
    legacy_ftz(t, in, out, want);
    legacy_map(t, in, out, want);
    legacy_labels(t, in, out, want);
    legacy_forms(t, in, out, want);
    legacy_bodyparams(t, in, out, want);
    free(in);
    free(out);
    free(want);
}
