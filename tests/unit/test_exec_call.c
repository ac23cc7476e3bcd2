/* Calls: .param and .reg parameters, recursion on the thread's stack
   with divergent depths, calls through function pointers checked against
   the call's prototype, stack overflow, host functions, __assertfail. */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

static const char call_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    /* fib(n) by plain recursion, .param in and out */
    ".func (.param .b32 r) fib(.param .b32 n)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<8>;\n"
    "  ld.param.b32 %r1, [n];\n  setp.lt.s32 %p1, %r1, 2;\n"
    "  @%p1 bra DONE;\n"
    "  add.s32 %r2, %r1, -1;\n"
    "  { .param .b32 a; .param .b32 b; st.param.b32 [a], %r2;\n"
    "    call (b), fib, (a); ld.param.b32 %r3, [b]; }\n"
    "  add.s32 %r2, %r1, -2;\n"
    "  { .param .b32 a; .param .b32 b; st.param.b32 [a], %r2;\n"
    "    call (b), fib, (a); ld.param.b32 %r4, [b]; }\n"
    "  add.s32 %r1, %r3, %r4;\n"
    "DONE:\n  st.param.b32 [r], %r1;\n  ret;\n}\n"
    /* a local array whose address is passed down: depth-first sum */
    ".func (.reg .b32 s) deep(.reg .b64 p, .reg .b32 d)\n{\n"
    "  .local .align 4 .b8 buf[8];\n  .reg .pred %q;\n  .reg .b32 %t<4>;\n"
    "  .reg .b64 %a;\n"
    "  ld.u32 %t1, [p];\n  mov.u32 s, %t1;\n  setp.eq.u32 %q, d, 0;\n  @%q ret;\n"
    "  mov.u64 %a, buf;\n  cvta.local.u64 %a, %a;\n  add.s32 %t2, %t1, d;\n"
    "  st.u32 [%a], %t2;\n  add.s32 %t3, d, -1;\n"
    "  call (%t2), deep, (%a, %t3);\n"
    "  ld.u32 %t3, [%a];\n  add.s32 s, %t2, %t3;\n  add.s32 s, s, %t1;\n  ret;\n}\n"
    ".func (.reg .b32 o) twice(.reg .b32 x) { add.s32 o, x, x; ret; }\n"
    ".func (.reg .b32 o) square(.reg .b32 x) { mul.lo.s32 o, x, x; ret; }\n"
    ".func (.reg .b64 o) wide(.reg .b32 x) { cvt.u64.u32 o, x; ret; }\n"
    ".global .u64 table[2] = {twice, square};\n"
    ".extern .func (.param .b32 r) host_add(.param .b32 a, .param .b32 b);\n"
    /* out[tid]: fib(tid % 12), deep sum with depth tid % 5, a pointer call */
    ".visible .entry k(.param .u64 out, .param .u32 sel)\n{\n"
    "  .reg .b32 %r<12>;\n  .reg .b64 %rd<8>;\n  .reg .pred %p;\n"
    "  .local .align 4 .b8 v[4];\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r9, [sel];\n"
    "  mov.u32 %r1, %tid.x;\n  rem.u32 %r2, %r1, 12;\n"
    "  { .param .b32 a; .param .b32 b; st.param.b32 [a], %r2;\n"
    "    call (b), fib, (a); ld.param.b32 %r3, [b]; }\n"
    "  rem.u32 %r4, %r1, 5;\n  mov.u64 %rd2, v;\n  cvta.local.u64 %rd2, %rd2;\n"
    "  st.u32 [%rd2], %r1;\n  call (%r5), deep, (%rd2, %r4);\n"
    "  and.b32 %r6, %r1, 1;\n  mul.wide.u32 %rd3, %r6, 8;\n"
    "  mov.u64 %rd4, table;\n  add.s64 %rd4, %rd4, %rd3;\n  ld.global.u64 %rd5, [%rd4];\n"
    "  setp.ne.u32 %p, %r9, 0;\n  @%p mov.u64 %rd5, wide;\n"
    "  setp.gt.u32 %p, %r9, 1;\n  cvt.u64.u32 %rd7, %r9;\n  @%p add.u64 %rd5, %rd5, %rd7;\n"
    "  call (%r7), %rd5, (%r1), proto;\n"
    "  { .param .b32 a; .param .b32 b; .param .b32 c; st.param.b32 [a], %r1;\n"
    "    st.param.b32 [b], 1000; call (c), host_add, (a, b); ld.param.b32 %r8, [c]; }\n"
    "  mul.wide.u32 %rd6, %r1, 16;\n  add.s64 %rd6, %rd1, %rd6;\n"
    "  st.global.v4.u32 [%rd6], {%r3, %r5, %r7, %r8};\n  ret;\n"
    "proto: .callprototype (.reg .b32 _) _ (.reg .b32 _);\n}\n"
    /* unbounded recursion */
    ".func forever(.reg .b32 x) { .reg .b32 y; add.s32 y, x, 1; call forever, (y); ret; }\n"
    ".visible .entry overflow() { call forever, (0); ret; }\n"
    ".extern .func __assertfail(.param .b64 m, .param .b64 f, .param .b32 l, "
    ".param .b64 fn, .param .b64 cs);\n"
    ".global .align 1 .b8 s_msg[6] = {120, 32, 62, 32, 48, 0};\n"
    ".global .align 1 .b8 s_file[5] = {97, 46, 99, 117, 0};\n"
    ".global .align 1 .b8 s_fn[2] = {107, 0};\n"
    ".visible .entry fails()\n{\n  .reg .b64 %a<4>;\n"
    "  mov.u64 %a1, s_msg;\n  mov.u64 %a2, s_file;\n  mov.u64 %a3, s_fn;\n"
    "  { .param .b64 p0; .param .b64 p1; .param .b32 p2; .param .b64 p3; .param .b64 p4;\n"
    "    st.param.b64 [p0], %a1; st.param.b64 [p1], %a2; st.param.b32 [p2], 17;\n"
    "    st.param.b64 [p3], %a3; st.param.b64 [p4], 1;\n"
    "    call __assertfail, (p0, p1, p2, p3, p4); }\n  ret;\n}\n";

/* alloca in a function called in a loop (its blocks go at each return),
   alloca with stacksave/stackrestore in a kernel, a huge alloca, brkpt */
static const char alloca_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".func (.reg .b32 r) va(.reg .b32 n)\n{\n"
    "  .reg .b64 %p, %q;\n  .reg .b32 %i, %s, %v;\n  .reg .pred %c;\n"
    "  mul.wide.u32 %p, n, 4;\n  alloca.u64 %q, %p, 16;\n  cvta.local.u64 %q, %q;\n"
    "  mov.u32 %i, 0;\n"
    "L1: setp.ge.u32 %c, %i, n;\n  @%c bra L2;\n  mul.wide.u32 %p, %i, 4;\n"
    "  add.s64 %p, %q, %p;\n  st.u32 [%p], %i;\n  add.u32 %i, %i, 1;\n  bra L1;\n"
    "L2: mov.u32 %s, 0;\n  mov.u32 %i, 0;\n"
    "L3: setp.ge.u32 %c, %i, n;\n  @%c bra L4;\n  mul.wide.u32 %p, %i, 4;\n"
    "  add.s64 %p, %q, %p;\n  ld.u32 %v, [%p];\n  add.u32 %s, %s, %v;\n"
    "  add.u32 %i, %i, 1;\n  bra L3;\n"
    "L4: mov.u32 r, %s;\n  ret;\n}\n"
    ".visible .entry al(.param .u64 out)\n{\n"
    "  .reg .b64 %rd<6>;\n  .reg .b32 %r<8>;\n  .reg .pred %c;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, 0;\n"
    "  mov.u32 %r3, 0;\n"
    "K1: stacksave.u64 %rd2;\n  alloca.u64 %rd3, 256, 8;\n  st.local.u32 [%rd3+252], %r2;\n"
    "  ld.local.u32 %r4, [%rd3+252];\n  stackrestore.u64 %rd2;\n"
    "  rem.u32 %r5, %r1, 40;\n  add.u32 %r5, %r5, %r2;\n  add.u32 %r5, %r5, 1;\n"
    "  call (%r6), va, (%r5);\n  add.u32 %r3, %r3, %r6;\n  add.u32 %r3, %r3, %r4;\n"
    "  add.u32 %r2, %r2, 1;\n  setp.lt.u32 %c, %r2, 100;\n  @%c bra K1;\n"
    "  mul.wide.u32 %rd4, %r1, 4;\n  add.s64 %rd4, %rd1, %rd4;\n  st.global.u32 [%rd4], %r3;\n"
    "  ret;\n}\n"
    ".visible .entry al_big(.param .u64 n)\n{\n  .reg .b64 %rd<3>;\n"
    "  ld.param.u64 %rd1, [n];\n  alloca.u64 %rd2, %rd1, 8;\n  ret;\n}\n"
    ".visible .entry bp()\n{\n  .reg .pred %p;\n  .reg .b32 %r;\n"
    "  mov.u32 %r, %tid.x;\n  setp.eq.u32 %p, %r, 3;\n  @%p brkpt;\n  ret;\n}\n";

static void check_alloca(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr out;
    uint32_t g[48], i, r2;
    uint64_t big = (uint64_t)1 << 40;
    void *args[1];
    ptxvm_result r;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, alloca_ptx, sizeof alloca_ptx - 1, "alloca.ptx", &m) !=
        PTXVM_OK) {
        T_CHECK(t, 0, "alloca load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof g, &out);
    args[0] = &out;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = 48;
    l.block.y = l.block.z = 1;
    l.args = args;
    r = ptxvm_module_get_kernel(m, "al", &k);
    r = r == PTXVM_OK ? ptxvm_launch_kernel(k, &l, NULL) : r;
    T_CHECK(t, r == PTXVM_OK, "alloca kernel: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, g, out, sizeof g);
    for (i = 0; i < 48 && r == PTXVM_OK; i++) {
        uint32_t want = 0;
        for (r2 = 0; r2 < 100; r2++) {
            uint32_t n = i % 40 + r2 + 1;
            want += n * (n - 1) / 2 + r2;
        }
        T_CHECK(t, g[i] == want, "alloca sums of thread %u: %u, want %u", i, g[i], want);
    }
    args[0] = &big;
    l.block.x = 1;
    r = ptxvm_module_get_kernel(m, "al_big", &k);
    r = r == PTXVM_OK ? ptxvm_launch_kernel(k, &l, NULL) : r;
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(vm), "alloca"),
            "alloca of 2^40 bytes: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    l.block.x = 8;
    l.args = NULL;
    r = ptxvm_module_get_kernel(m, "bp", &k);
    r = r == PTXVM_OK ? ptxvm_launch_kernel(k, &l, NULL) : r;
    T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(vm), "thread (3,0,0)"),
            "brkpt: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "alloca: %ld bytes not freed", a.live);
}

static ptxvm_result host_add(void *user, const ptxvm_call *c)
{
    int32_t a, b, r;
    (void)user;
    if (c->nparams != 2 || c->param_sizes[0] != 4 || c->ret_size != 4)
        return PTXVM_E_INVALID_ARGUMENT;
    memcpy(&a, c->params[0], 4);
    memcpy(&b, c->params[1], 4);
    r = a + b;
    memcpy(c->ret, &r, 4);
    return PTXVM_OK;
}

static uint32_t fib(uint32_t n)
{
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

static uint32_t deep(uint32_t p, uint32_t d)
{
    uint32_t b;
    if (d == 0)
        return p;
    b = p + d;
    return deep(b, d - 1) + b + p;
}

static ptxvm_result run(ptxvm_module *m, const char *k, uint32_t n, void **args)
{
    ptxvm_kernel *kk;
    ptxvm_launch l;
    if (ptxvm_module_get_kernel(m, k, &kk) != PTXVM_OK)
        return PTXVM_E_NOT_FOUND;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = n;
    l.block.y = l.block.z = 1;
    l.args = args;
    return ptxvm_launch_kernel(kk, &l, NULL);
}

/* .reg parameters and results of every kind: several results, a
   predicate argument and result, vector registers of 32- and 64-bit
   elements, a .b16, all through a recursive function too (whose
   registers are saved on the stack) and under a guard in divergent
   lanes. CUDA compilers pass .param values; hand-written PTX (and
   ZLUDA's multiple_return and vector tests) use .reg ones. */
static const char regp_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".func (.reg .u32 a, .reg .pred b) two(.reg .u32 x)\n"
    "{\n  add.u32 a, x, 1;\n  setp.gt.u32 b, x, 10;\n  ret;\n}\n"
    ".func (.reg .v4 .f32 o, .reg .v2 .u64 w) vec4(.reg .v4 .f32 i, .reg .pred p, .reg .b16 h)\n{\n"
    "  .reg .u32 %t;\n  .reg .f32 %f;\n"
    "  mov.f32 o.x, i.w;\n  mov.f32 o.y, i.z;\n  add.f32 o.z, i.x, i.y;\n"
    "  cvt.u32.u16 %t, h;\n  cvt.rn.f32.u32 %f, %t;\n  selp.f32 o.w, %f, 0f00000000, p;\n"
    "  cvt.u64.u32 w.x, %t;\n  mov.b32 %t, i.x;\n  cvt.u64.u32 w.y, %t;\n"
    "  shl.b64 w.y, w.y, 32;\n  @p or.b64 w.y, w.y, 1;\n  ret;\n}\n"
    /* rec(i, p, d): d levels down, swapping i's elements and flipping p
       at each level, adding the level to i.x */
    ".func (.reg .v2 .u32 o, .reg .pred q) rec(.reg .v2 .u32 i, .reg .pred p, .reg .u32 d)\n{\n"
    "  .reg .v2 .u32 %v;\n  .reg .pred %n, %z;\n  .reg .u32 %e;\n"
    "  setp.eq.u32 %z, d, 0;\n  @%z bra BASE;\n"
    "  add.u32 %v.y, i.x, d;\n  mov.u32 %v.x, i.y;\n  not.pred %n, p;\n  sub.u32 %e, d, 1;\n"
    "  call (%v, %n), rec, (%v, %n, %e);\n"
    "  mov.v2.u32 o, %v;\n  mov.pred q, %n;\n  ret;\n"
    "BASE:\n  mov.v2.u32 o, i;\n  mov.pred q, p;\n  ret;\n}\n"
    ".visible .entry k(.param .u64 out)\n{\n"
    "  .reg .u32 %r<12>;\n  .reg .u64 %rd<4>;\n  .reg .pred %p<4>;\n"
    "  .reg .v4 .f32 %fv;\n  .reg .v2 .u64 %wv;\n  .reg .v2 .u32 %uv;\n  .reg .b16 %h;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  mul.wide.u32 %rd2, %r1, 64;\n  add.u64 %rd1, %rd1, %rd2;\n"
    "  mov.u32 %r2, 77;\n  mov.pred %p1, 0;\n"
    "  and.b32 %r3, %r1, 3;\n  setp.ne.u32 %p2, %r3, 0;\n"
    "  @%p2 call (%r2, %p1), two, (%r1);\n"              /* 3 lanes in 4 */
    "  selp.u32 %r4, 1, 0, %p1;\n  st.global.v2.u32 [%rd1], {%r2, %r4};\n"
    "  cvt.rn.f32.u32 %fv.x, %r1;\n  add.f32 %fv.y, %fv.x, 0f3F000000;\n"
    "  mov.f32 %fv.z, 0fC0000000;\n  mov.f32 %fv.w, 0f41200000;\n"
    "  setp.lt.u32 %p3, %r1, 20;\n  cvt.u16.u32 %h, %r1;\n  add.u16 %h, %h, 1000;\n"
    "  call (%fv, %wv), vec4, (%fv, %p3, %h);\n"
    "  st.global.v4.f32 [%rd1+16], %fv;\n  st.global.v2.u64 [%rd1+32], %wv;\n"
    "  mov.u32 %uv.x, %r1;\n  mul.lo.u32 %uv.y, %r1, 3;\n  and.b32 %r5, %r1, 7;\n"
    "  setp.eq.u32 %p3, %r3, 1;\n  call (%uv, %p3), rec, (%uv, %p3, %r5);\n"
    "  selp.u32 %r6, 1, 0, %p3;\n  st.global.v2.u32 [%rd1+48], %uv;\n  st.global.u32 [%rd1+56], %r6;\n"
    "  ret;\n}\n";

static float regp_f(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }

static void check_reg_params(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_addr out;
    uint32_t g[16 * 64], i, n = 45, j;
    void *args[1];
    ptxvm_result r;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    r = ptxvm_module_load(vm, regp_ptx, sizeof regp_ptx - 1, "regp.ptx", &m);
    T_CHECK(t, r == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
    ptxvm_mem_alloc(vm, sizeof g, &out);
    ptxvm_memset(vm, out, 0xcd, sizeof g);
    args[0] = &out;
    if (r == PTXVM_OK) {
        r = run(m, "k", n, args);
        T_CHECK(t, r == PTXVM_OK, "run: %s", ptxvm_error_message(vm));
    }
    ptxvm_memcpy_dtoh(vm, g, out, sizeof g);
    for (i = 0; r == PTXVM_OK && i < n; i++) {
        const uint32_t *o = g + 16 * i;
        uint32_t called = (i & 3) != 0, p = (i & 3) == 1, x = i, y = i * 3, want[16];
        float fx = (float)i;
        memset(want, 0, sizeof want);
        want[0] = called ? i + 1 : 77;
        want[1] = called && i > 10;
        want[2] = want[3] = 0xcdcdcdcdu;           /* not written */
        memcpy(&want[4], &(float){10.0f}, 4);
        memcpy(&want[5], &(float){-2.0f}, 4);
        memcpy(&want[6], &(float){fx + (fx + 0.5f)}, 4);
        memcpy(&want[7], &(float){i < 20 ? (float)((i + 1000) & 0xffff) : 0.0f}, 4);
        want[8] = (i + 1000) & 0xffff;
        want[9] = 0;
        want[10] = i < 20;
        memcpy(&want[11], &fx, 4);
        for (j = i & 7; j > 0; j--) {      /* rec, level by level */
            uint32_t nx = y, ny = x + j;
            x = nx;
            y = ny;
            p = !p;
        }
        want[12] = x;
        want[13] = y;
        want[14] = p;
        want[15] = 0xcdcdcdcdu;
        for (j = 0; j < 16; j++)
            T_CHECK(t, o[j] == want[j], "lane %u word %u: %08x (%g), want %08x", i, j,
                    o[j], (double)regp_f(o[j]), want[j]);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

void unit_exec_call(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_addr out;
    uint32_t g[4 * 64], i, n, sel = 0;
    uint64_t v;
    void *args[2];
    ptxvm_result r;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    ptxvm_register_function(vm, "host_add", host_add, NULL);
    if (ptxvm_module_load(vm, call_ptx, sizeof call_ptx - 1, "call.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof g, &out);
    args[0] = &out;
    args[1] = &sel;
    for (n = 1; n <= 64; n += 21) {
        memset(g, 0, sizeof g);
        ptxvm_memcpy_htod(vm, out, g, sizeof g);
        r = run(m, "k", n, args);
        T_CHECK(t, r == PTXVM_OK, "k %u: %s", n, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, g, out, sizeof g);
        for (i = 0; i < n; i++) {
            T_CHECK(t, g[4 * i] == fib(i % 12), "fib(%u) = %u", i % 12, g[4 * i]);
            T_CHECK(t, g[4 * i + 1] == deep(i, i % 5), "deep(%u, %u) = %u", i, i % 5,
                    g[4 * i + 1]);
            T_CHECK(t, g[4 * i + 2] == ((i & 1) ? i * i : 2 * i), "pointer call %u = %u",
                    i, g[4 * i + 2]);
            T_CHECK(t, g[4 * i + 3] == i + 1000, "host call %u = %u", i, g[4 * i + 3]);
        }
    }
    /* a pointer to a function of another signature; a forged pointer */
    sel = 1;         /* wide: (.reg .b64) result, not the prototype's */
    r = run(m, "k", 32, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "parameters differ"),
            "prototype mismatch: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    sel = 1000;      /* not a function */
    r = run(m, "k", 32, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "not a function"),
            "forged pointer: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    r = run(m, "overflow", 5, NULL);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "stack overflow"),
            "unbounded recursion: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    /* a bigger stack lets deeper recursion run before it overflows */
    T_CHECK(t, ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, 65536) == PTXVM_OK &&
               ptxvm_get_limit(vm, PTXVM_LIMIT_STACK_SIZE, &v) == PTXVM_OK && v == 65536,
            "stack limit");
    T_CHECK(t, ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, (uint64_t)1 << 40) ==
               PTXVM_E_INVALID_ARGUMENT, "absurd stack limit accepted");
    r = run(m, "fails", 3, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP &&
               strstr(ptxvm_error_message(vm), "a.cu:17: k: block [0,0,0], thread "
                                               "[0,0,0] Assertion `x > 0` failed."),
            "assert: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    sel = 0;         /* the VM still works */
    r = run(m, "k", 7, args);
    T_CHECK(t, r == PTXVM_OK, "after the faults: %s", ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    check_alloca(t);
    check_reg_params(t);
}
