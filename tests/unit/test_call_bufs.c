/* .param variables that live in the call buffers, and the registers a
   recursive function saves: formal parameters read after a call or in a
   loop, a result stored before a call, two calls in one call sequence, a
   struct argument at offsets, and a recursion keeping 64-bit, predicate,
   vector and guard-written registers live across its call, at lane
   depths that differ; calls of a function by itself, each keeping its
   own registers, and a mutual recursion. Each result against the same computation in C. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

static const char bufs_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".func (.param .b32 r) inc(.param .b32 a)\n"
    "{ .reg .b32 %x; ld.param.b32 %x, [a]; add.s32 %x, %x, 1; st.param.b32 [r], %x; ret; }\n"
    /* b is read after a call; the result is stored before one */
    ".func (.param .b32 r) late(.param .b32 a, .param .b32 b)\n{\n"
    "  .reg .b32 %y<6>;\n  ld.param.b32 %y1, [a];\n"
    "  { .param .b32 p; .param .b32 q; st.param.b32 [p], %y1;\n"
    "    call (q), inc, (p); ld.param.b32 %y2, [q]; }\n"
    "  ld.param.b32 %y3, [b];\n  mad.lo.s32 %y4, %y2, 1000, %y3;\n"
    "  st.param.b32 [r], %y4;\n"
    "  { .param .b32 p; .param .b32 q; st.param.b32 [p], 77;\n"
    "    call (q), inc, (p); ld.param.b32 %y5, [q]; }\n  ret;\n}\n"
    /* n and k are read on every turn of a loop that calls */
    ".func (.param .b32 r) loopy(.param .b32 n, .param .b32 k)\n{\n"
    "  .reg .b32 %z<6>;\n  .reg .pred %q;\n  mov.b32 %z1, 0;\n  mov.b32 %z2, 0;\n"
    "LOOP:\n  ld.param.b32 %z3, [n];\n  setp.ge.s32 %q, %z1, %z3;\n  @%q bra DONE;\n"
    "  { .param .b32 p; .param .b32 q; st.param.b32 [p], %z1;\n"
    "    call (q), inc, (p); ld.param.b32 %z4, [q]; }\n"
    "  ld.param.b32 %z5, [k];\n  add.s32 %z2, %z2, %z4;\n  add.s32 %z2, %z2, %z5;\n"
    "  add.s32 %z1, %z1, 1;\n  bra LOOP;\n"
    "DONE:\n  st.param.b32 [r], %z2;\n  ret;\n}\n"
    ".func (.param .b32 r) dot3(.param .align 4 .b8 s[12])\n{\n"
    "  .reg .b32 %w<5>;\n  ld.param.b32 %w1, [s];\n  ld.param.b32 %w2, [s+4];\n"
    "  ld.param.b32 %w3, [s+8];\n  mad.lo.s32 %w4, %w1, %w2, %w3;\n"
    "  st.param.b32 [r], %w4;\n  ret;\n}\n"
    /* registers live across the recursive call: 64-bit, predicate,
       guard-written, vector */
    ".func (.param .b64 r) rec(.param .b32 n)\n{\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %a<6>;\n  .reg .b64 %w<5>;\n  .reg .v2 .b32 %v;\n"
    "  ld.param.b32 %a1, [n];\n  setp.eq.s32 %p1, %a1, 0;\n  @%p1 bra BASE;\n"
    "  and.b32 %a2, %a1, 1;\n  setp.ne.s32 %p2, %a2, 0;\n"
    "  cvt.u64.u32 %w1, %a1;\n  mul.lo.u64 %w1, %w1, 1000003;\n"
    "  mov.b32 %a3, 7;\n  @%p2 mov.b32 %a3, 11;\n"
    "  mov.b32 %v.x, %a1;\n  mov.b32 %v.y, %a3;\n  sub.s32 %a4, %a1, 1;\n"
    "  { .param .b32 x; .param .b64 y; st.param.b32 [x], %a4;\n"
    "    call (y), rec, (x); ld.param.b64 %w2, [y]; }\n"
    "  @%p2 add.u64 %w2, %w2, %w1;\n  @!%p2 xor.b64 %w2, %w2, %w1;\n"
    "  cvt.u64.u32 %w3, %a3;\n  add.u64 %w2, %w2, %w3;\n"
    "  add.s32 %a5, %v.x, %v.y;\n  cvt.u64.u32 %w4, %a5;\n"
    "  mul.lo.u64 %w2, %w2, 3;\n  add.u64 %w2, %w2, %w4;\n"
    "  st.param.b64 [r], %w2;\n  ret;\n"
    "BASE:\n  mov.b64 %w2, 5;\n  st.param.b64 [r], %w2;\n  ret;\n}\n"
    ".visible .entry k(.param .u64 out)\n{\n"
    "  .reg .b32 %r<10>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  { .param .b32 a; .param .b32 b; .param .b32 c; st.param.b32 [a], %r1;\n"
    "    add.s32 %r2, %r1, 5; st.param.b32 [b], %r2;\n"
    "    call (c), late, (a, b); ld.param.b32 %r3, [c]; }\n"
    "  rem.u32 %r4, %r1, 7;\n"
    "  { .param .b32 a; .param .b32 b; .param .b32 c; st.param.b32 [a], %r4;\n"
    "    st.param.b32 [b], %r1; call (c), loopy, (a, b); ld.param.b32 %r5, [c]; }\n"
    "  { .param .b32 a; .param .b32 b; st.param.b32 [a], %r1;\n"
    "    call (b), inc, (a); ld.param.b32 %r6, [b];\n"
    "    st.param.b32 [a], %r6; call (b), inc, (a); ld.param.b32 %r6, [b]; }\n"
    "  { .param .align 4 .b8 s[12]; .param .b32 c; st.param.b32 [s], %r1;\n"
    "    st.param.b32 [s+4], 3; st.param.b32 [s+8], %r4;\n"
    "    call (c), dot3, (s); ld.param.b32 %r7, [c]; }\n"
    "  rem.u32 %r8, %r1, 13;\n"
    "  { .param .b32 a; .param .b64 c; st.param.b32 [a], %r8;\n"
    "    call (c), rec, (a); ld.param.b64 %rd2, [c]; }\n"
    "  mov.b64 {%r8, %r9}, %rd2;\n"
    "  mul.wide.u32 %rd3, %r1, 32;\n  add.s64 %rd3, %rd1, %rd3;\n"
    "  st.global.v4.u32 [%rd3], {%r3, %r5, %r6, %r7};\n"
    "  st.global.v2.u32 [%rd3+16], {%r8, %r9};\n  ret;\n}\n"
    /* the recursion alone: no copies between variables and buffers */
    ".visible .entry k2(.param .u64 out)\n{\n"
    "  .reg .b32 %r<3>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n  rem.u32 %r2, %r1, 13;\n"
    "  { .param .b32 a; .param .b64 c; st.param.b32 [a], %r2;\n"
    "    call (c), rec, (a); ld.param.b64 %rd2, [c]; }\n"
    "  mul.wide.u32 %rd3, %r1, 8;\n  add.s64 %rd3, %rd1, %rd3;\n"
    "  st.global.u64 [%rd3], %rd2;\n  ret;\n}\n";

/* Calls of a function by itself keep only what is live across each one:
   tri's first call has a predicate and a 64-bit register live across it
   that its second does not, the second sits in a branch some lanes skip,
   and after the branches join a helper call reads what both kept. The
   kernel calls tri from a divergent branch, every lane at its own depth
   or the whole warp at one (u), and ev/od recurse through each other. */
static const char sites_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".func (.param .b32 r) sq(.param .b32 a)\n"
    "{ .reg .b32 %x; ld.param.b32 %x, [a]; mul.lo.s32 %x, %x, %x; st.param.b32 [r], %x; ret; }\n"
    ".func (.param .b64 r) tri(.param .b32 n)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %t<8>;\n  .reg .b64 %u<6>;\n"
    "  ld.param.b32 %t1, [n];\n  setp.lt.u32 %p1, %t1, 2;\n  @%p1 bra LEAF;\n"
    "  and.b32 %t2, %t1, 3;\n  setp.eq.s32 %p2, %t2, 1;\n"
    "  cvt.u64.u32 %u1, %t1;\n  shl.b64 %u1, %u1, 33;\n  add.s32 %t3, %t1, -1;\n"
    "  { .param .b32 x; .param .b64 y; st.param.b32 [x], %t3;\n"
    "    call (y), tri, (x); ld.param.b64 %u2, [y]; }\n"
    "  @%p2 add.u64 %u2, %u2, %u1;\n"
    "  and.b32 %t4, %t1, 1;\n  setp.ne.s32 %p3, %t4, 0;\n  @%p3 bra SKIP;\n"
    "  add.s32 %t5, %t1, -2;\n"
    "  { .param .b32 x; .param .b64 y; st.param.b32 [x], %t5;\n"
    "    call (y), tri, (x); ld.param.b64 %u3, [y]; }\n"
    "  xor.b64 %u2, %u2, %u3;\n  mul.lo.u64 %u2, %u2, 7;\n"
    "SKIP:\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %t1;\n"
    "    call (y), sq, (x); ld.param.b32 %t6, [y]; }\n"
    "  cvt.u64.u32 %u4, %t6;\n  add.u64 %u2, %u2, %u4;\n"
    "  st.param.b64 [r], %u2;\n  ret;\n"
    "LEAF:\n  cvt.u64.u32 %u2, %t1;\n  add.u64 %u2, %u2, 100;\n"
    "  st.param.b64 [r], %u2;\n  ret;\n}\n"
    ".func (.param .b32 r) od(.param .b32 n);\n"
    ".func (.param .b32 r) ev(.param .b32 n)\n{\n"
    "  .reg .pred %p;\n  .reg .b32 %e<5>;\n  ld.param.b32 %e1, [n];\n"
    "  setp.eq.s32 %p, %e1, 0;\n  mov.b32 %e4, 1;\n  @%p bra E;\n"
    "  mul.lo.s32 %e2, %e1, 3;\n  add.s32 %e3, %e1, -1;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %e3;\n"
    "    call (y), od, (x); ld.param.b32 %e4, [y]; }\n"
    "  add.s32 %e4, %e4, %e2;\nE:\n  st.param.b32 [r], %e4;\n  ret;\n}\n"
    ".func (.param .b32 r) od(.param .b32 n)\n{\n"
    "  .reg .pred %p;\n  .reg .b32 %o<5>;\n  ld.param.b32 %o1, [n];\n"
    "  setp.eq.s32 %p, %o1, 0;\n  mov.b32 %o4, 0;\n  @%p bra O;\n"
    "  xor.b32 %o2, %o1, 5;\n  add.s32 %o3, %o1, -1;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %o3;\n"
    "    call (y), ev, (x); ld.param.b32 %o4, [y]; }\n"
    "  mad.lo.s32 %o4, %o4, 2, %o2;\nO:\n  st.param.b32 [r], %o4;\n  ret;\n}\n"
    ".visible .entry ks(.param .u64 out, .param .u32 u)\n{\n"
    "  .reg .pred %q;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<6>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r7, [u];\n  mov.u32 %r1, %tid.x;\n"
    "  rem.u32 %r2, %r1, 12;\n  setp.ne.s32 %q, %r7, 0;\n  @%q mov.b32 %r2, %r7;\n"
    "  mov.b64 %rd2, 0;\n  mov.b32 %r3, 0;\n"
    "  rem.u32 %r4, %r1, 3;\n  setp.eq.s32 %q, %r4, 0;\n  @%q bra EVEN;\n"
    "  { .param .b32 a; .param .b64 c; st.param.b32 [a], %r2;\n"
    "    call (c), tri, (a); ld.param.b64 %rd2, [c]; }\n  bra DONE;\n"
    "EVEN:\n"
    "  { .param .b32 a; .param .b32 c; st.param.b32 [a], %r2;\n"
    "    call (c), ev, (a); ld.param.b32 %r3, [c]; }\n"
    "DONE:\n  mul.wide.u32 %rd3, %r1, 16;\n  add.s64 %rd3, %rd1, %rd3;\n"
    "  st.global.u64 [%rd3], %rd2;\n  st.global.u32 [%rd3+8], %r3;\n  ret;\n}\n";

/* Frames that outlive calls: fr keeps a .local array in its frame and
   reads it back after each call of itself (the frame pointer must come
   back right), once through gr, which calls fr from outside it; fa moves
   its stack pointer with alloca and reads its block after each call.
   Every fifth lane exits first, the others run at depths of their own
   (u = 0) or all at one. */
static const char frames_ptx[] =
    ".version 8.5\n"
    ".target sm_80\n"
    ".address_size 64\n"
    ".func (.param .b32 r) gr(.param .b32 n);\n"
    ".func (.param .b32 r) fr(.param .b32 n)\n"
    "{\n"
    "  .local .align 8 .b8 buf[16];\n"
    "  .reg .pred %p<3>;\n"
    "  .reg .b32 %a<12>;\n"
    "  .reg .b64 %d<3>;\n"
    "  ld.param.b32 %a1, [n];\n"
    "  mul.lo.s32 %a2, %a1, 7;\n"
    "  st.local.u32 [buf], %a1;\n"
    "  st.local.u32 [buf+8], %a2;\n"
    "  setp.lt.u32 %p1, %a1, 2;\n"
    "  @%p1 bra LEAF;\n"
    "  cvt.u64.u32 %d1, %a1;\n"
    "  shl.b64 %d1, %d1, 40;\n"
    "  and.b32 %a3, %a1, 3;\n"
    "  setp.eq.s32 %p2, %a3, 2;\n"
    "  add.s32 %a3, %a1, -1;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %a3;\n"
    "    call (y), fr, (x); ld.param.b32 %a4, [y]; }\n"
    "  st.local.u32 [buf+4], %a4;\n"
    "  ld.local.u32 %a5, [buf];\n"
    "  ld.local.u32 %a6, [buf+8];\n"
    "  add.s32 %a3, %a1, -2;\n"
    "  @%p2 bra VIA;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %a3;\n"
    "    call (y), fr, (x); ld.param.b32 %a7, [y]; }\n"
    "  bra JOINED;\n"
    "VIA:\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %a3;\n"
    "    call (y), gr, (x); ld.param.b32 %a7, [y]; }\n"
    "JOINED:\n"
    "  ld.local.u32 %a8, [buf+4];\n"
    "  ld.local.u32 %a9, [buf];\n"
    "  xor.b32 %a7, %a7, %a6;\n"
    "  mad.lo.s32 %a7, %a8, 3, %a7;\n"
    "  add.s32 %a7, %a7, %a5;\n"
    "  add.s32 %a7, %a7, %a9;\n"
    "  shr.u64 %d2, %d1, 40;\n"
    "  cvt.u32.u64 %a10, %d2;\n"
    "  add.s32 %a7, %a7, %a10;\n"
    "  st.param.b32 [r], %a7;\n"
    "  ret;\n"
    "LEAF:\n"
    "  ld.local.u32 %a5, [buf+8];\n"
    "  add.s32 %a5, %a5, %a1;\n"
    "  st.param.b32 [r], %a5;\n"
    "  ret;\n"
    "}\n"
    ".func (.param .b32 r) gr(.param .b32 n)\n"
    "{\n"
    "  .reg .b32 %g<4>;\n"
    "  ld.param.b32 %g1, [n];\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %g1;\n"
    "    call (y), fr, (x); ld.param.b32 %g2, [y]; }\n"
    "  add.s32 %g2, %g2, 1;\n"
    "  st.param.b32 [r], %g2;\n"
    "  ret;\n"
    "}\n"
    ".func (.param .b32 r) fa(.param .b32 n)\n"
    "{\n"
    "  .reg .pred %p;\n"
    "  .reg .b32 %a<8>;\n"
    "  .reg .b64 %q;\n"
    "  ld.param.b32 %a1, [n];\n"
    "  alloca.u64 %q, 8, 8;\n"
    "  st.local.u32 [%q], %a1;\n"
    "  setp.lt.u32 %p, %a1, 2;\n"
    "  @%p bra LEAF;\n"
    "  add.s32 %a2, %a1, -1;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %a2;\n"
    "    call (y), fa, (x); ld.param.b32 %a3, [y]; }\n"
    "  ld.local.u32 %a4, [%q];\n"
    "  add.s32 %a2, %a1, -2;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %a2;\n"
    "    call (y), fa, (x); ld.param.b32 %a5, [y]; }\n"
    "  ld.local.u32 %a6, [%q];\n"
    "  mad.lo.s32 %a3, %a5, 2, %a3;\n"
    "  mad.lo.s32 %a3, %a4, %a6, %a3;\n"
    "  st.param.b32 [r], %a3;\n"
    "  ret;\n"
    "LEAF:\n"
    "  add.s32 %a1, %a1, 1;\n"
    "  st.param.b32 [r], %a1;\n"
    "  ret;\n"
    "}\n"
    ".visible .entry kf(.param .u64 out, .param .u32 u)\n"
    "{\n"
    "  .reg .pred %q;\n"
    "  .reg .b32 %r<8>;\n"
    "  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n"
    "  ld.param.u32 %r7, [u];\n"
    "  mov.u32 %r1, %tid.x;\n"
    "  mul.wide.u32 %rd2, %r1, 8;\n"
    "  add.s64 %rd2, %rd1, %rd2;\n"
    "  rem.u32 %r2, %r1, 5;\n"
    "  setp.eq.s32 %q, %r2, 4;\n"
    "  @%q bra GONE;\n"
    "  rem.u32 %r2, %r1, 13;\n"
    "  setp.ne.s32 %q, %r7, 0;\n"
    "  @%q mov.b32 %r2, %r7;\n"
    "  { .param .b32 a; .param .b32 c; st.param.b32 [a], %r2;\n"
    "    call (c), fr, (a); ld.param.b32 %r3, [c]; }\n"
    "  st.global.u32 [%rd2], %r3;\n"
    "  { .param .b32 a; .param .b32 c; st.param.b32 [a], %r2;\n"
    "    call (c), fa, (a); ld.param.b32 %r4, [c]; }\n"
    "  st.global.u32 [%rd2+4], %r4;\n"
    "  ret;\n"
    "GONE:\n"
    "  st.global.u32 [%rd2], 77;\n"
    "  st.global.u32 [%rd2+4], 78;\n"
    "  exit;\n"
    "}\n"
;

static uint32_t fr(uint32_t n)
{
    uint32_t r1, r2;
    if (n < 2)
        return 8u * n;
    r1 = fr(n - 1);
    r2 = fr(n - 2) + ((n & 3u) == 2);
    return r1 * 3u + (r2 ^ 7u * n) + 2u * n + n;
}

static uint32_t fa(uint32_t n)
{
    if (n < 2)
        return n + 1;
    return fa(n - 1) + 2u * fa(n - 2) + n * n;
}

static uint64_t tri(uint32_t n)
{
    uint64_t u2;
    if (n < 2)
        return n + 100u;
    u2 = tri(n - 1);
    if ((n & 3u) == 1)
        u2 += (uint64_t)n << 33;
    if (!(n & 1u))
        u2 = (u2 ^ tri(n - 2)) * 7u;
    return u2 + (uint32_t)(n * n);
}

static uint32_t od(uint32_t n);

static uint32_t ev(uint32_t n)
{
    return n ? od(n - 1) + n * 3u : 1u;
}

static uint32_t od(uint32_t n)
{
    return n ? ev(n - 1) * 2u + (n ^ 5u) : 0u;
}

static uint64_t rec(uint32_t n)
{
    uint32_t odd, a3;
    uint64_t w1, w2;
    if (n == 0)
        return 5;
    odd = n & 1u;
    w1 = (uint64_t)n * 1000003u;
    a3 = odd ? 11u : 7u;
    w2 = rec(n - 1);
    w2 = odd ? w2 + w1 : w2 ^ w1;
    w2 += a3;
    return w2 * 3u + (uint32_t)(n + a3);
}

/* ks with u 0 (lane depths differ) and u 11 (the whole warp at one),
   on blocks of 1 to 96 threads. */
static void call_sites(pv_test *t, ptxvm_vm *vm, ptxvm_addr out);
static void call_frames(pv_test *t, ptxvm_vm *vm, ptxvm_addr out);

void unit_call_bufs(pv_test *t)
{
    ob_vm ob;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k2;
    ptxvm_addr out;
    uint32_t g[8 * 64], i, n;
    uint64_t w[64];
    void *args[1];
    static char dis[1 << 16];
    size_t len = 0;
    ptxvm_result r;
    if (!ob_open(t, &ob, bufs_ptx, sizeof bufs_ptx - 1, "bufs.ptx", NULL, 0, "load"))
        return;
    vm = ob.vm;
    m = ob.m;
    out = ob_out(&ob, sizeof g);
    args[0] = &out;
    for (n = 1; n <= 64; n += 21) {
        ptxvm_memset(vm, out, 0, sizeof g);
        r = ob_launch_1d(m, "k", 1, n, args);
        T_CHECK(t, r == PTXVM_OK, "k %u: %s", n, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, g, out, sizeof g);
        for (i = 0; i < n; i++) {
            const uint32_t *o = g + 8 * i, c = i % 7;
            uint64_t v = rec(i % 13);
            T_CHECK(t, o[0] == (i + 1) * 1000 + i + 5, "late(%u) = %u", i, o[0]);
            T_CHECK(t, o[1] == c * (c + 1) / 2 + c * i, "loopy(%u, %u) = %u", c, i, o[1]);
            T_CHECK(t, o[2] == i + 2, "inc(inc(%u)) = %u", i, o[2]);
            T_CHECK(t, o[3] == i * 3 + c, "dot3(%u) = %u", i, o[3]);
            T_CHECK(t, o[4] == (uint32_t)v && o[5] == (uint32_t)(v >> 32),
                    "rec(%u) = %08x%08x, not %016llx", i % 13, o[5], o[4],
                    (unsigned long long)v);
        }
    }
    r = ob_launch_1d(m, "k2", 1, 64, args);
    T_CHECK(t, r == PTXVM_OK, "k2: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, w, out, sizeof w);
    for (i = 0; i < 64; i++)
        T_CHECK(t, w[i] == rec(i % 13), "k2 rec(%u) = %016llx", i % 13,
                (unsigned long long)w[i]);
    /* arguments and results are stored and loaded where the other side
       looks for them: no .local copy is left in the recursion */
    T_CHECK(t, ptxvm_module_get_kernel(m, "k2", &k2) == PTXVM_OK &&
               ptxvm_kernel_disassemble(k2, dis, sizeof dis, &len) == PTXVM_OK &&
               strstr(dis, "CALL") && !strstr(dis, "LCOPY"),
            "k2's bytecode copies through .local:\n%s", dis);
    call_sites(t, vm, out);
    call_frames(t, vm, out);
    ob_close(t, &ob, "call_bufs");
}

static void call_sites(pv_test *t, ptxvm_vm *vm, ptxvm_addr out)
{
    ptxvm_module *m;
    uint32_t g[4 * 96], i, n, u, bad = 0;
    void *args[2];
    ptxvm_result r;
    if (ptxvm_module_load(vm, sites_ptx, sizeof sites_ptx - 1, "sites.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "sites load: %s", ptxvm_error_message(vm));
        return;
    }
    args[0] = &out;
    args[1] = &u;
    for (u = 0; u <= 11; u += 11)
        for (n = 1; n <= 96; n += n < 32 ? 31 : 32) {
            ptxvm_memset(vm, out, 0xab, sizeof g);
            r = ob_launch_1d(m, "ks", 1, n, args);
            T_CHECK(t, r == PTXVM_OK, "ks %u/%u: %s", u, n, ptxvm_error_message(vm));
            ptxvm_memcpy_dtoh(vm, g, out, sizeof g);
            for (i = 0; i < n; i++) {
                uint32_t k = u ? u : i % 12, *o = g + 4 * i;
                uint64_t want = i % 3 ? tri(k) : 0, got = (uint64_t)o[1] << 32 | o[0];
                uint32_t want2 = i % 3 ? 0 : ev(k);
                if (bad++ < 8)
                    T_CHECK(t, got == want && o[2] == want2,
                            "ks u=%u lane %u: tri(%u) %016llx, not %016llx; "
                            "ev %u, not %u", u, i, k, (unsigned long long)got,
                            (unsigned long long)want, o[2], want2);
                if (got == want && o[2] == want2)
                    bad--;
            }
        }
    T_CHECK(t, bad == 0, "%u lanes wrong", bad);
}

static void call_frames(pv_test *t, ptxvm_vm *vm, ptxvm_addr out)
{
    ptxvm_module *m;
    uint32_t g[2 * 70], i, n, u, bad = 0;
    void *args[2];
    ptxvm_result r;
    if (ptxvm_module_load(vm, frames_ptx, sizeof frames_ptx - 1, "frames.ptx", &m) !=
        PTXVM_OK) {
        T_CHECK(t, 0, "frames load: %s", ptxvm_error_message(vm));
        return;
    }
    args[0] = &out;
    args[1] = &u;
    for (u = 0; u <= 9; u += 9)
        for (n = 32; n <= 70; n += 38) {
            ptxvm_memset(vm, out, 0xab, sizeof g);
            r = ob_launch_1d(m, "kf", 1, n, args);
            T_CHECK(t, r == PTXVM_OK, "kf %u/%u: %s", u, n, ptxvm_error_message(vm));
            ptxvm_memcpy_dtoh(vm, g, out, sizeof g);
            for (i = 0; i < n; i++) {
                uint32_t k = u ? u : i % 13, gone = i % 5 == 4;
                uint32_t w0 = gone ? 77 : fr(k), w1 = gone ? 78 : fa(k);
                int ok = g[2 * i] == w0 && g[2 * i + 1] == w1;
                if (!ok && bad++ < 8)
                    T_CHECK(t, 0, "kf u=%u lane %u: fr(%u) %u, not %u; fa %u, not %u",
                            u, i, k, g[2 * i], w0, g[2 * i + 1], w1);
            }
        }
    T_CHECK(t, bad == 0, "%u lanes wrong", bad);
}
