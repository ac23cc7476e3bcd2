/* Fusion of adjacent instructions (src/peephole.c): each kernel runs
   fused and with PTXVM_FLAG_NO_FUSION, and both must give the C
   reference's words; the disassembly shows which pairs fused and which
   must not have (a value read twice, a different guard, a function's
   result, a vector element, a 32-bit base that could wrap). */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define NT 64           /* threads: two warps */
#define NW 12           /* words each thread writes */

static const char fusion_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    /* a function whose .reg result is defined and used once inside it:
       the caller reads it, so it must stay */
    ".func (.reg .b64 %res) widen(.reg .b32 %a, .reg .b64 %base)\n{\n"
    "  .reg .b64 %t;\n"
    "  cvt.s64.s32 %res, %a;\n  add.s64 %t, %base, %res;\n"
    "  st.global.u8 [%t], %a;\n  ret;\n}\n"
    ".visible .entry k(.param .u64 out, .param .u64 in, .param .u64 scratch)\n{\n"
    "  .shared .align 4 .b8 sa[256];\n  .shared .align 4 .b8 sb[256];\n"
    "  .local .align 16 .b8 buf[16];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<50>;\n  .reg .f32 %f<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  ld.param.u64 %rd30, [scratch];\n"
    "  mov.u32 %r1, %tid.x;\n"
    "  mul.wide.u32 %rd3, %r1, 48;\n  add.s64 %rd1, %rd1, %rd3;\n"   /* 48: not a power of two */
    /* w0: in64[tid - 40 + 64], a negative index sign-extended, scaled by 8 */
    "  sub.s32 %r2, %r1, 40;\n  add.s64 %rd4, %rd2, 512;\n"
    "  mul.wide.s32 %rd5, %r2, 8;\n  add.s64 %rd6, %rd4, %rd5;\n"
    "  ld.global.u32 %r3, [%rd6];\n  st.global.u32 [%rd1], %r3;\n"
    /* w1: a byte at in + 512 + tid - 40, index by cvt.s64.s32 */
    "  cvt.s64.s32 %rd7, %r2;\n  add.s64 %rd8, %rd7, %rd4;\n"
    "  ld.global.u8 %r4, [%rd8];\n  st.global.u32 [%rd1+4], %r4;\n"
    /* w2: an index >= 2^31 zero-extended (mul.wide.u32 by 4 into a base
       2^33 below in): sign extension would leave the allocation */
    "  or.b32 %r5, %r1, -2147483648;\n  sub.s64 %rd9, %rd2, 8589934592;\n"
    "  mul.wide.u32 %rd10, %r5, 4;\n  add.s64 %rd11, %rd9, %rd10;\n"
    "  ld.global.u32 %r6, [%rd11];\n  st.global.u32 [%rd1+8], %r6;\n"
    /* w3: and cvt.u64.u32 into a base 2^31 below in */
    "  sub.s64 %rd31, %rd2, 2147483648;\n"
    "  cvt.u64.u32 %rd12, %r5;\n  add.s64 %rd13, %rd12, %rd31;\n"
    "  ld.global.u8 %r7, [%rd13];\n  st.global.u32 [%rd1+12], %r7;\n"
    /* .shared: sa[tid] = 3 tid through a base at offset 0 (folds into
       the address), sb[tid] = 5 tid through a base at 256 (folds into
       the add only) */
    "  shl.b32 %r8, %r1, 2;\n  mul.lo.u32 %r9, %r1, 3;\n  mul.lo.u32 %r10, %r1, 5;\n"
    "  mov.u32 %r11, sa;\n  add.s32 %r12, %r11, %r8;\n  st.shared.u32 [%r12], %r9;\n"
    "  mov.u32 %r13, sb;\n  add.s32 %r14, %r13, %r8;\n  st.shared.u32 [%r14], %r10;\n"
    "  bar.sync 0;\n"
    /* w3: sb's base plus -4 (tid + 1) wraps below it into sa: a 32-bit
       sum, so sa[63 - tid] */
    "  add.s32 %r15, %r1, 1;\n  mul.lo.s32 %r16, %r15, -4;\n"
    "  mov.u32 %r17, sb;\n  add.s32 %r18, %r17, %r16;\n"
    "  ld.shared.u32 %r19, [%r18];\n  st.global.u32 [%rd1+16], %r19;\n"
    /* w4: sa[tid] read back through an offset-0 base and +0 */
    "  mov.u32 %r20, sa;\n  add.s32 %r21, %r8, %r20;\n"
    "  ld.shared.u32 %r22, [%r21+0];\n  st.global.u32 [%rd1+20], %r22;\n"
    /* w5: atomics: an unread result (per-thread word 6 starts at 1000 +
       tid and gains 7) and a read one (word 7: its old value, 2000 + tid) */
    "  atom.global.add.u32 %r23, [%rd1+24], 7;\n"
    "  atom.global.add.u32 %r24, [%rd1+28], 1;\n  st.global.u32 [%rd1+32], %r24;\n"
    /* w9: divergent: lanes tid % 3 == 0 take the fused pair with a
       partial mask, the others run it unfused (a read twice) */
    "  rem.u32 %r25, %r1, 3;\n  setp.ne.u32 %p1, %r25, 0;\n  @%p1 bra ODD;\n"
    "  cvt.s64.s32 %rd14, %r2;\n  add.s64 %rd15, %rd4, %rd14;\n"
    "  ld.global.u8 %r26, [%rd15];\n"
    "  mul.wide.u32 %rd28, %r5, 4;\n  add.s64 %rd29, %rd9, %rd28;\n"
    "  ld.global.u32 %r32, [%rd29];\n  add.u32 %r26, %r26, %r32;\n  bra.uni JOINED;\n"
    "ODD:\n  cvt.s64.s32 %rd16, %r2;\n  add.s64 %rd17, %rd4, %rd16;\n"
    "  ld.global.u8 %r26, [%rd17];\n  cvt.u32.u64 %r27, %rd16;\n  add.u32 %r26, %r26, %r27;\n"
    "  mul.wide.u32 %rd32, %r5, 4;\n  add.s64 %rd33, %rd32, %rd9;\n"
    "  ld.global.u32 %r33, [%rd33];\n  add.u32 %r26, %r26, %r33;\n"
    "JOINED:\n  st.global.u32 [%rd1+36], %r26;\n"
    /* w10: guarded pairs: the same guard fuses, different guards do not */
    "  setp.lt.u32 %p2, %r1, 50;\n  setp.lt.u32 %p3, %r1, 10;\n  mov.u64 %rd18, 0;\n"
    "  mov.u64 %rd20, 0;\n"
    "  @%p2 cvt.s64.s32 %rd19, %r1;\n  @%p2 add.s64 %rd18, %rd19, 100;\n"
    "  @%p2 cvt.s64.s32 %rd21, %r1;\n  @%p3 add.s64 %rd20, %rd21, 1000;\n"
    "  add.s64 %rd22, %rd18, %rd20;\n  cvt.u32.u64 %r28, %rd22;\n"
    "  st.global.u32 [%rd1+40], %r28;\n"
    /* w11: the temporary also in a vector operand, and the function */
    "  cvt.s64.s32 %rd23, %r2;\n  add.s64 %rd24, %rd30, %rd23;\n"
    "  st.local.v2.u64 [buf], {%rd23, %rd22};\n  ld.local.u32 %r30, [buf+4];\n"
    "  st.global.u32 [%rd1+44], %r30;\n"
    "  mul.wide.u32 %rd25, %r1, 4;\n  add.s64 %rd26, %rd30, %rd25;\n"
    "  add.s64 %rd27, %rd30, 64;\n"
    "  { .reg .b64 %w;\n"
    "    call (%w), widen, (%r2, %rd27);\n"
    "    cvt.u32.u64 %r31, %w;\n    add.u32 %r31, %r31, 77;\n"
    "    st.global.u32 [%rd26+256], %r31;\n  }\n"
    /* a vector atom is two instructions reading one address: the add
       before it must stay (scratch + 512 + 8 tid gains {tid, 1}) */
    "  mul.wide.u32 %rd40, %r1, 8;\n  add.s64 %rd41, %rd30, %rd40;\n"
    "  cvt.rn.f32.u32 %f1, %r1;\n  mov.f32 %f2, 0f3F800000;\n"
    "  add.s64 %rd42, %rd41, 512;\n  red.global.add.v2.f32 [%rd42], {%f1, %f2};\n"
    "  ret;\n}\n";

static uint32_t in_byte(uint32_t i) { return (i * 37u + 11u) & 0xffu; }

/* What thread t writes (words 0-11) and leaves in scratch. */
static void expect(uint32_t t, uint32_t *w, const uint32_t *in32)
{
    const unsigned char *b = (const unsigned char *)in32;
    int32_t idx = (int32_t)t - 40;
    w[0] = in32[(512 + idx * 8) / 4];
    w[1] = b[512 + idx];
    w[2] = in32[t];
    w[3] = b[t];
    w[4] = 3 * (63 - t);
    w[5] = 3 * t;
    w[6] = 1000 + t + 7;
    w[7] = 2000 + t + 1;
    w[8] = 2000 + t;
    w[9] = (t % 3 == 0 ? b[512 + idx] : b[512 + idx] + (uint32_t)idx) + in32[t];
    w[10] = (t < 50 ? 100 + t : 0) + (t < 10 ? 1000 + t : 0);
    w[11] = idx < 0 ? 0xffffffffu : 0;
}

static void run_mode(pv_test *t, uint32_t flags)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr out, in, scratch;
    uint32_t in32[256], got[NT * NW], sc[4 * NT], want[NW], i, j;
    void *args[3];
    char *dis;
    size_t len;
    const char *mode = flags ? "unfused" : "fused";
    for (i = 0; i < 1024; i++)
        ((unsigned char *)in32)[i] = (unsigned char)in_byte(i);
    test_config(&cfg, &a);
    cfg.flags = flags;
    T_CHECK(t, ptxvm_create(&cfg, &vm) == PTXVM_OK, "create");
    if (ptxvm_module_load(vm, fusion_ptx, sizeof fusion_ptx - 1, "fusion.ptx", &m) !=
            PTXVM_OK || ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", mode, ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof in32, &in);
    ptxvm_mem_alloc(vm, sizeof got, &out);
    ptxvm_mem_alloc(vm, sizeof sc, &scratch);
    ptxvm_memcpy_htod(vm, in, in32, sizeof in32);
    memset(got, 0, sizeof got);
    for (i = 0; i < NT; i++) {
        got[i * NW + 6] = 1000 + i;
        got[i * NW + 7] = 2000 + i;
    }
    ptxvm_memcpy_htod(vm, out, got, sizeof got);
    ptxvm_memset(vm, scratch, 0, sizeof sc);
    args[0] = &out;
    args[1] = &in;
    args[2] = &scratch;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = NT;
    l.block.y = l.block.z = 1;
    l.args = args;
    T_CHECK(t, ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK, "%s launch: %s", mode,
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    ptxvm_memcpy_dtoh(vm, sc, scratch, sizeof sc);
    for (i = 0; i < NT; i++) {
        expect(i, want, in32);
        for (j = 0; j < NW; j++)
            T_CHECK(t, got[i * NW + j] == want[j], "%s: thread %u word %u: 0x%x, want 0x%x",
                    mode, i, j, got[i * NW + j], want[j]);
        /* the function returned sext(a) and stored a's low byte at
           scratch + 64 + a */
        T_CHECK(t, sc[NT + i] == (uint32_t)((int32_t)i - 40) + 77,
                "%s: thread %u: the function's result 0x%x", mode, i, sc[NT + i]);
        T_CHECK(t, ((const unsigned char *)sc)[24 + i] == (unsigned char)(i - 40),
                "%s: thread %u: the function's store 0x%x", mode, i,
                ((const unsigned char *)sc)[24 + i]);
        {
            float f[2];
            memcpy(f, &sc[2 * NT + 2 * i], sizeof f);
            T_CHECK(t, f[0] == (float)i && f[1] == 1.0f, "%s: thread %u: vector red %g %g",
                    mode, i, (double)f[0], (double)f[1]);
        }
    }
    ptxvm_kernel_disassemble(k, NULL, 0, &len);
    dis = (char *)malloc(len + 1);
    ptxvm_kernel_disassemble(k, dis, len + 1, &len);
    {
        /* count the fused and the removed instructions (not the legend
           of the ops after them) */
        uint32_t xs = 0, addr = 0, cvt = 0, mulw = 0;
        const char *p;
        char *legend = strstr(dis, "\n// ");
        if (legend)
            legend[1] = 0;
        for (p = dis; (p = strstr(p, "ADD_I64_XS")); p++) xs++;
        for (p = dis; (p = strstr(p, "LD_XS ")); p++) xs++;   /* ADD_I64_XS and its load */
        for (p = dis; (p = strstr(p, "ADDR_OF")); p++) addr++;
        for (p = dis; (p = strstr(p, "CVT_S64_S32")); p++) cvt++;
        for (p = dis; (p = strstr(p, "MUL_WIDE_")); p++) mulw++;
        if (flags) {
            T_CHECK(t, xs == 0 && addr == 4, "unfused: %u ADD_I64_XS, %u ADDR_OF", xs, addr);
        } else {
            /* fused: w0-w3, three in the divergent branches, the
               same-guard pair, w11's and the vector atom's mul.wide; not:
               the value read twice, the different guards, the vector
               operand, the function, the vector atom's address */
            T_CHECK(t, xs == 10, "fused: %u ADD_I64_XS, want 10\n%s", xs, dis);
            T_CHECK(t, cvt == 4, "fused: %u CVT_S64_S32 left, want 4\n%s", cvt, dis);
            T_CHECK(t, mulw == 1, "fused: %u MUL_WIDE left, want 1 (by 48)\n%s", mulw, dis);
            /* the four .shared bases became constants or offsets */
            T_CHECK(t, addr == 0, "fused: %u ADDR_OF left\n%s", addr, dis);
            T_CHECK(t, strstr(dis, "ATOM           d=_ ") != NULL,
                    "fused: the unread atom result is still written\n%s", dis);
        }
    }
    free(dis);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%s: %ld bytes leaked", mode, a.live);
}

void unit_fusion(pv_test *t)
{
    if (test_begin(t, "fusion: fused and unfused kernels agree with C")) {
        run_mode(t, 0);
        run_mode(t, PTXVM_FLAG_NO_FUSION);
        test_end(t);
    }
}
