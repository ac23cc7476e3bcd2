/* Structures the front end keeps linear (tests/bench/bench_scale.c times
   them): the constant pool, found through a hash index, must still hold
   one column per distinct value and width, in the order the compiler
   made them (fusion finds a column's value by binary search over it);
   and the call graph, whose edges each function records once through a
   per-function mark, must still reach every callee of every function. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NK 3000          /* distinct immediates */

/* The value of the i-th immediate: distinct and below 2^31 for i < NK. */
static uint32_t imm(uint32_t i)
{
    return 700001u * i + 7u;
}

/* out[tid] = tid + twice the sum of the immediates (32 bits), and
   out64[tid] the same with 64-bit adds. */
static char *consts_ptx(uint32_t nk, size_t *len)
{
    test_text b = {NULL, 0, 0};
    char line[128];
    uint32_t pass, i;
    test_text_put(&b, ".version 7.0\n.target sm_70\n.address_size 64\n"
               ".visible .entry k(.param .u64 out)\n{\n"
               ".reg .b32 %r<3>;\n.reg .b64 %rd<6>;\n"
               "ld.param.u64 %rd1, [out];\nmov.u32 %r1, %tid.x;\n"
               "cvt.u64.u32 %rd2, %r1;\n");
    for (pass = 0; pass < 2; pass++)
        for (i = 0; i < nk; i++) {
            snprintf(line, sizeof line, "add.s32 %%r1, %%r1, %u;\n"
                     "add.s64 %%rd2, %%rd2, %u;\n", imm(i), imm(i));
            test_text_put(&b, line);
        }
    test_text_put(&b, "mov.u32 %r2, %tid.x;\nmul.wide.u32 %rd3, %r2, 16;\n"
               "add.s64 %rd4, %rd1, %rd3;\nst.global.u32 [%rd4], %r1;\n"
               "st.global.u64 [%rd4+8], %rd2;\nret;\n}\n");
    *len = b.len;
    return b.p;
}

static uint32_t count_consts(const ptxvm_kernel *k)
{
    size_t len;
    char *dis, *p;
    unsigned long n = 0;
    ptxvm_kernel_disassemble(k, NULL, 0, &len);
    dis = (char *)malloc(len + 1);
    ptxvm_kernel_disassemble(k, dis, len + 1, &len);
    p = strstr(dis, " predicates, ");
    if (p)
        n = strtoul(p + strlen(" predicates, "), NULL, 10);
    free(dis);
    return (uint32_t)n;
}

/* Compile the kernel with nk immediates; run it on 64 threads and check
   every word; return its constant count (0 on failure). */
static uint32_t run_consts(pv_test *t, uint32_t nk, uint32_t flags)
{
    ob_vm r;
    ptxvm_addr out;
    uint32_t got[64 * 4], i, sum32 = 0, n = 0;
    uint64_t sum64 = 0;
    void *args[1];
    size_t len;
    char *ptx = consts_ptx(nk, &len), what[32];
    for (i = 0; i < nk; i++) {
        sum32 += 2 * imm(i);
        sum64 += 2 * (uint64_t)imm(i);
    }
    snprintf(what, sizeof what, "%u immediates", nk);
    if (!ob_open(t, &r, ptx, len, "consts.ptx", "k", flags, what)) {
        free(ptx);
        return 0;
    }
    out = ob_out(&r, sizeof got);
    args[0] = &out;
    T_CHECK(t, ob_launch(&r, 1, 1, 64, 0, args) == PTXVM_OK, "launch: %s",
            ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
    for (i = 0; i < 64; i++) {
        uint64_t w64 = (uint64_t)got[4 * i + 2] | (uint64_t)got[4 * i + 3] << 32;
        T_CHECK(t, got[4 * i] == i + sum32, "%u immediates, thread %u: 0x%x, want 0x%x",
                nk, i, got[4 * i], i + sum32);
        T_CHECK(t, w64 == i + sum64, "%u immediates, thread %u: 64-bit sum 0x%llx, "
                "want 0x%llx", nk, i, (unsigned long long)w64,
                (unsigned long long)(i + sum64));
    }
    n = count_consts(r.k);
    ob_close(t, &r, what);
    free(ptx);
    return n;
}

/* A call graph with repeated edges in every direction: the kernel calls
   a and c; a calls b three times and c; b calls c twice. c adds 1, b
   adds 10 and 2 c, a adds 100, 3 b and c: out = tid + 1 + 137 + 1. */
static const char calls_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".func (.param .b32 r) c(.param .b32 x)\n{\n.reg .b32 %v;\n"
    "ld.param.b32 %v, [x];\nadd.s32 %v, %v, 1;\nst.param.b32 [r], %v;\nret;\n}\n"
    ".func (.param .b32 r) b(.param .b32 x)\n{\n.reg .b32 %v;\n"
    "ld.param.b32 %v, [x];\nadd.s32 %v, %v, 10;\n"
    "{ .param .b32 i; .param .b32 o; st.param.b32 [i], %v;\n"
    "  call (o), c, (i);\n ld.param.b32 %v, [o]; }\n"
    "{ .param .b32 i; .param .b32 o; st.param.b32 [i], %v;\n"
    "  call (o), c, (i);\n ld.param.b32 %v, [o]; }\n"
    "st.param.b32 [r], %v;\nret;\n}\n"
    ".func (.param .b32 r) a(.param .b32 x)\n{\n.reg .b32 %v;\n"
    "ld.param.b32 %v, [x];\nadd.s32 %v, %v, 100;\n"
    "{ .param .b32 i; .param .b32 o; st.param.b32 [i], %v;\n"
    "  call (o), b, (i);\n ld.param.b32 %v, [o]; }\n"
    "{ .param .b32 i; .param .b32 o; st.param.b32 [i], %v;\n"
    "  call (o), c, (i);\n ld.param.b32 %v, [o]; }\n"
    "{ .param .b32 i; .param .b32 o; st.param.b32 [i], %v;\n"
    "  call (o), b, (i);\n ld.param.b32 %v, [o]; }\n"
    "{ .param .b32 i; .param .b32 o; st.param.b32 [i], %v;\n"
    "  call (o), b, (i);\n ld.param.b32 %v, [o]; }\n"
    "st.param.b32 [r], %v;\nret;\n}\n"
    ".visible .entry k(.param .u64 out)\n{\n.reg .b32 %v<2>;\n.reg .b64 %rd<4>;\n"
    "ld.param.u64 %rd1, [out];\nmov.u32 %v0, %tid.x;\nmov.u32 %v1, %v0;\n"
    "{ .param .b32 i; .param .b32 o; st.param.b32 [i], %v1;\n"
    "  call (o), c, (i);\n ld.param.b32 %v1, [o]; }\n"
    "{ .param .b32 i; .param .b32 o; st.param.b32 [i], %v1;\n"
    "  call (o), a, (i);\n ld.param.b32 %v1, [o]; }\n"
    "{ .param .b32 i; .param .b32 o; st.param.b32 [i], %v1;\n"
    "  call (o), c, (i);\n ld.param.b32 %v1, [o]; }\n"
    "mul.wide.u32 %rd2, %v0, 4;\nadd.s64 %rd3, %rd1, %rd2;\n"
    "st.global.u32 [%rd3], %v1;\nret;\n}\n";

static void run_calls(pv_test *t)
{
    ob_vm r;
    ptxvm_addr out;
    uint32_t got[32], i;
    void *args[1];
    if (!ob_open(t, &r, calls_ptx, sizeof calls_ptx - 1, "calls.ptx", "k", 0, "calls"))
        return;
    out = ob_out(&r, sizeof got);
    args[0] = &out;
    T_CHECK(t, ob_launch(&r, 1, 1, 32, 0, args) == PTXVM_OK, "launch: %s",
            ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
    /* c: +1; b: +10 +2; a: +100 + 3 * 12 + 1 */
    for (i = 0; i < 32; i++)
        T_CHECK(t, got[i] == i + 1 + 137 + 1, "calls: thread %u: %u, want %u",
                i, got[i], i + 139);
    ob_close(t, &r, "calls");
}

void unit_front_scale(pv_test *t)
{
    if (test_begin(t, "front_scale: the constant pool has one column per distinct value and width")) {
        /* the pool of a kernel without the adds, then with NK distinct
           immediates used twice each at both widths: 2 NK more columns
           (one of each width per value), fused or not */
        uint32_t base = run_consts(t, 0, 0), fused = run_consts(t, NK, 0),
                 unfused = run_consts(t, NK, PTXVM_FLAG_NO_FUSION);
        T_CHECK(t, fused == base + 2 * NK, "fused: %u constants, want %u",
                fused, base + 2 * NK);
        T_CHECK(t, unfused == base + 2 * NK, "unfused: %u constants, want %u",
                unfused, base + 2 * NK);
        test_end(t);
    }
    if (test_begin(t, "front_scale: a call graph with repeated edges reaches every callee")) {
        run_calls(t);
        test_end(t);
    }
}
