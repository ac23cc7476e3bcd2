/* Warp-level instructions against C references written from the ISA:
   shfl (every mode, clamp and segment width, out-of-range sources, the
   predicate output), vote, match and redux, legacy and .sync forms, in
   full, partial and divergent warps; .sync lanes that arrive early and
   wait; masks that can never assemble fail the launch cleanly. Everything
   runs with one worker and with four. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HDR ".version 8.5\n.target sm_80\n.address_size 64\n"
/* prologue: %r1 = tid, %r2 = in[tid], %rd9 = &out[tid * K] */
#define PRO(K)                                                             \
    "  .reg .pred %p<8>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<16>;\n"     \
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"            \
    "  mov.u32 %r1, %tid.x;\n  mul.wide.u32 %rd3, %r1, 4;\n"               \
    "  add.s64 %rd4, %rd2, %rd3;\n  ld.global.u32 %r2, [%rd4];\n"         \
    "  mul.wide.u32 %rd5, %r1, " #K "*4;\n  add.s64 %rd9, %rd1, %rd5;\n"

/* 16 words: up, down, bfly, idx (.sync, then legacy): value and p */
static const char shfl_ptx[] = HDR
    ".visible .entry shfl(.param .u64 out, .param .u64 in, .param .u32 b, .param .u32 c)\n{\n"
    PRO(16)
    "  ld.param.u32 %r3, [b];\n  ld.param.u32 %r4, [c];\n"
    "  shfl.sync.up.b32 %r10|%p1, %r2, %r3, %r4, -1;\n  selp.u32 %r11, 1, 0, %p1;\n"
    "  shfl.sync.down.b32 %r12|%p1, %r2, %r3, %r4, -1;\n  selp.u32 %r13, 1, 0, %p1;\n"
    "  shfl.sync.bfly.b32 %r14|%p1, %r2, %r3, %r4, 0xffffffff;\n  selp.u32 %r15, 1, 0, %p1;\n"
    "  shfl.sync.idx.b32 %r16|%p1, %r2, %r3, %r4, -1;\n  selp.u32 %r17, 1, 0, %p1;\n"
    "  shfl.up.b32 %r20|%p1, %r2, %r3, %r4;\n  selp.u32 %r21, 1, 0, %p1;\n"
    "  shfl.down.b32 %r22|%p1, %r2, %r3, %r4;\n  selp.u32 %r23, 1, 0, %p1;\n"
    "  shfl.bfly.b32 %r24|%p1, %r2, %r3, %r4;\n  selp.u32 %r25, 1, 0, %p1;\n"
    "  shfl.idx.b32 %r26, %r2, %r3, %r4;\n  mov.u32 %r27, 7;\n"
    "  st.global.v4.u32 [%rd9], {%r10, %r11, %r12, %r13};\n"
    "  st.global.v4.u32 [%rd9+16], {%r14, %r15, %r16, %r17};\n"
    "  st.global.v4.u32 [%rd9+32], {%r20, %r21, %r22, %r23};\n"
    "  st.global.v4.u32 [%rd9+48], {%r24, %r25, %r26, %r27};\n"
    "  ret;\n}\n";

/* 12 words: votes over p = in & 1, .sync then legacy in a branch taken
   by lanes with tid % 3 != 0 (others write 0) */
static const char vote_ptx[] = HDR
    ".visible .entry vote(.param .u64 out, .param .u64 in)\n{\n"
    PRO(12)
    "  and.b32 %r3, %r2, 1;\n  setp.ne.u32 %p1, %r3, 0;\n"
    "  vote.sync.ballot.b32 %r10, %p1, -1;\n"
    "  vote.sync.ballot.b32 %r11, !%p1, 0xffffffff;\n"
    "  vote.sync.all.pred %p2, %p1, -1;\n  selp.u32 %r12, 1, 0, %p2;\n"
    "  vote.sync.any.pred %p2, %p1, -1;\n  selp.u32 %r13, 1, 0, %p2;\n"
    "  vote.sync.uni.pred %p2, %p1, -1;\n  selp.u32 %r14, 1, 0, %p2;\n"
    "  vote.sync.all.pred %p2, !%p1, -1;\n  selp.u32 %r15, 1, 0, %p2;\n"
    "  mov.u32 %r16, 0;\n  mov.u32 %r17, 0;\n  mov.u32 %r18, 0;\n"
    "  mov.u32 %r19, 0;\n  mov.u32 %r20, 0;\n  mov.u32 %r21, 0;\n"
    "  rem.u32 %r5, %r1, 3;\n  setp.eq.u32 %p3, %r5, 0;\n  @%p3 bra SKIP;\n"
    "  vote.ballot.b32 %r16, %p1;\n"
    "  vote.all.pred %p2, %p1;\n  selp.u32 %r17, 1, 0, %p2;\n"
    "  vote.any.pred %p2, %p1;\n  selp.u32 %r18, 1, 0, %p2;\n"
    "  vote.uni.pred %p2, %p1;\n  selp.u32 %r19, 1, 0, %p2;\n"
    "  activemask.b32 %r20;\n"
    "  vote.ballot.b32 %r21, !%p1;\n"
    "SKIP:\n"
    "  st.global.v4.u32 [%rd9], {%r10, %r11, %r12, %r13};\n"
    "  st.global.v4.u32 [%rd9+16], {%r14, %r15, %r16, %r17};\n"
    "  st.global.v4.u32 [%rd9+32], {%r18, %r19, %r20, %r21};\n"
    "  ret;\n}\n";

/* 8 words: match on in % 5 (b32), on a 64-bit value with equal low
   halves, match.all on in % 5 and on a uniform value */
static const char match_ptx[] = HDR
    ".visible .entry match(.param .u64 out, .param .u64 in)\n{\n"
    PRO(8)
    "  rem.u32 %r3, %r2, 5;\n"
    "  match.any.sync.b32 %r10, %r3, -1;\n"
    "  rem.u32 %r4, %r2, 3;\n  cvt.u64.u32 %rd10, %r4;\n  shl.b64 %rd10, %rd10, 40;\n"
    "  or.b64 %rd10, %rd10, 77;\n"
    "  match.any.sync.b64 %r11, %rd10, 0xffffffff;\n"
    "  match.all.sync.b32 %r12|%p1, %r3, -1;\n  selp.u32 %r13, 1, 0, %p1;\n"
    "  match.all.sync.b64 %r14|%p1, %rd10, -1;\n  selp.u32 %r15, 1, 0, %p1;\n"
    "  mov.u32 %r5, 42;\n"
    "  match.all.sync.b32 %r16|%p1, %r5, -1;\n  selp.u32 %r17, 1, 0, %p1;\n"
    "  st.global.v4.u32 [%rd9], {%r10, %r11, %r12, %r13};\n"
    "  st.global.v4.u32 [%rd9+16], {%r14, %r15, %r16, %r17};\n"
    "  ret;\n}\n";

/* 8 words: redux of in over the warp */
static const char redux_ptx[] = HDR
    ".visible .entry redux(.param .u64 out, .param .u64 in)\n{\n"
    PRO(8)
    "  redux.sync.add.u32 %r10, %r2, -1;\n"
    "  redux.sync.min.u32 %r11, %r2, -1;\n"
    "  redux.sync.max.u32 %r12, %r2, -1;\n"
    "  redux.sync.min.s32 %r13, %r2, -1;\n"
    "  redux.sync.max.s32 %r14, %r2, -1;\n"
    "  redux.sync.and.b32 %r15, %r2, -1;\n"
    "  redux.sync.or.b32 %r16, %r2, -1;\n"
    "  redux.sync.xor.b32 %r17, %r2, -1;\n"
    "  st.global.v4.u32 [%rd9], {%r10, %r11, %r12, %r13};\n"
    "  st.global.v4.u32 [%rd9+16], {%r14, %r15, %r16, %r17};\n"
    "  ret;\n}\n";

/* 4 words, divergent .sync: even and odd lanes shuffle in their own
   branches with their own masks; then lanes >= 16 reach a full-mask
   shfl.sync before lanes < 16 (which went forward, then come back) and
   wait for them; then bar.warp.sync in two branches */
static const char div_ptx[] = HDR
    ".visible .entry div(.param .u64 out, .param .u64 in)\n{\n"
    PRO(4)
    "  and.b32 %r3, %r1, 1;\n  add.u32 %r4, %r1, 2;\n  and.b32 %r4, %r4, 31;\n"
    "  setp.eq.u32 %p1, %r3, 0;\n  @%p1 bra EVEN;\n"
    "  shfl.sync.idx.b32 %r10, %r2, %r4, 0x1f, 0xaaaaaaaa;\n"
    "  vote.sync.ballot.b32 %r11, %p1, 0xaaaaaaaa;\n  bra.uni J1;\n"
    "EVEN:\n"
    "  shfl.sync.idx.b32 %r10, %r2, %r4, 0x1f, 0x55555555;\n"
    "  add.u32 %r10, %r10, 1000;\n"
    "  vote.sync.ballot.b32 %r11, %p1, 0x55555555;\n"
    "J1:\n"
    "  and.b32 %r5, %r1, 31;\n  setp.lt.u32 %p2, %r5, 16;\n  @%p2 bra LOW;\n"
    "MEET:\n"
    "  shfl.sync.idx.b32 %r12, %r2, 3, 0x1f, -1;\n  bra.uni J2;\n"
    "LOW:\n"
    "  add.u32 %r2, %r2, 5;\n  bra.uni MEET;\n"
    "J2:\n"
    "  mov.u32 %r13, 0;\n  @%p2 bra B1;\n"
    "  add.u32 %r13, %r13, 2;\n  bar.warp.sync -1;\n  bra.uni J3;\n"
    "B1:\n"
    "  add.u32 %r13, %r13, 1;\n  bar.warp.sync -1;\n"
    "J3:\n"
    "  st.global.v4.u32 [%rd9], {%r10, %r11, %r12, %r13};\n"
    "  ret;\n}\n";

/* lanes >= 16 wait at a full-mask shfl.sync; lanes < 16 exit instead:
   the rest go on without them */
static const char exit_ptx[] = HDR
    ".visible .entry exitw(.param .u64 out, .param .u64 in)\n{\n"
    PRO(1)
    "  and.b32 %r5, %r1, 31;\n  setp.lt.u32 %p2, %r5, 16;\n  @%p2 bra LOW;\n"
    "MEET:\n"
    "  shfl.sync.bfly.b32 %r12, %r2, 1, 0x1f, -1;\n"
    "  st.global.u32 [%rd9], %r12;\n  ret;\n"
    "LOW:\n"
    "  st.global.u32 [%rd9], %r5;\n  ret;\n}\n";

/* Two instructions of the same kind meet (from sm_70 on a lane waits
   for its mask's lanes at an instruction with the same qualifiers and
   mask, not the same one): the upper half reads lane 0, the lower half
   lane 1, each into its own destination. Failures: instructions of
   different kinds that each wait for the other's lanes; a mask leaving
   out the executing lane. */
static const char bad_ptx[] = HDR
    ".visible .entry meet(.param .u64 out, .param .u64 in)\n{\n"
    PRO(1)
    "  and.b32 %r5, %r1, 31;\n  setp.lt.u32 %p2, %r5, 16;\n  @%p2 bra LOW;\n"
    "  shfl.sync.idx.b32 %r12, %r2, 0, 0x1f, -1;\n  bra.uni DONE;\n"
    "LOW:\n"
    "  shfl.sync.idx.b32 %r13|%p3, %r2, 1, 0x1f, -1;\n  add.u32 %r12, %r13, 7;\n"
    "DONE:\n"
    "  st.global.u32 [%rd9], %r12;\n  ret;\n}\n"
    ".visible .entry dead(.param .u64 out, .param .u64 in)\n{\n"
    PRO(1)
    "  and.b32 %r5, %r1, 31;\n  setp.lt.u32 %p2, %r5, 16;\n  @%p2 bra LOW;\n"
    "  shfl.sync.idx.b32 %r12, %r2, 0, 0x1f, -1;\n  bra.uni DONE;\n"
    "LOW:\n"
    "  shfl.sync.bfly.b32 %r12, %r2, 1, 0x1f, -1;\n"
    "DONE:\n"
    "  st.global.u32 [%rd9], %r12;\n  ret;\n}\n"
    ".visible .entry self(.param .u64 out, .param .u64 in)\n{\n"
    PRO(1)
    "  vote.sync.ballot.b32 %r12, %p1, 0xfffffffe;\n"
    "  st.global.u32 [%rd9], %r12;\n  ret;\n}\n";

/* ---- references ------------------------------------------------------ */

/* lanes of warp w present in a block of n threads */
static uint32_t present(uint32_t n, uint32_t w)
{
    uint32_t k = n - w * 32;
    return k >= 32 ? 0xffffffffu : (1u << k) - 1;
}

/* shfl per the ISA; *care = 0 when the source lane is not executing */
static uint32_t ref_shfl(const uint32_t *in, uint32_t n, uint32_t tid, uint32_t mode,
                         uint32_t b, uint32_t c, uint32_t *p, int *care)
{
    uint32_t lane = tid & 31, base = tid - lane, pres = present(n, tid / 32);
    uint32_t bv = b & 31, cv = c & 31, seg = (c >> 8) & 31;
    uint32_t maxl = (lane & seg) | (cv & ~seg), minl = lane & seg;
    int32_t j;
    int pv;
    switch (mode) {
    case 0: j = (int32_t)lane - (int32_t)bv; pv = j >= (int32_t)maxl; break;
    case 1: j = (int32_t)(lane + bv); pv = j <= (int32_t)maxl; break;
    case 2: j = (int32_t)(lane ^ bv); pv = j <= (int32_t)maxl; break;
    default: j = (int32_t)(minl | (bv & ~seg)); pv = j <= (int32_t)maxl; break;
    }
    if (!pv)
        j = (int32_t)lane;
    *p = (uint32_t)pv;
    *care = (pres >> j) & 1u;
    return *care ? in[base + (uint32_t)j] : 0;
}

static char last_msg[1024];     /* the last launch's error message */

static uint32_t *launch(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *name,
                        const uint32_t *in, uint32_t n, uint32_t words,
                        uint32_t b, uint32_t c, ptxvm_result want)
{
    ptxvm_kernel *k;
    ptxvm_addr din, dout;
    ptxvm_launch l;
    ptxvm_result r;
    void *args[4];
    uint32_t *out = (uint32_t *)calloc((size_t)n * words, 4);
    if (ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", name, ptxvm_error_message(vm));
        free(out);
        return NULL;
    }
    ptxvm_mem_alloc(vm, (size_t)n * 4, &din);
    ptxvm_mem_alloc(vm, (size_t)n * words * 4, &dout);
    ptxvm_memcpy_htod(vm, din, in, (size_t)n * 4);
    ptxvm_memcpy_htod(vm, dout, out, (size_t)n * words * 4);
    args[0] = &dout;
    args[1] = &din;
    args[2] = &b;
    args[3] = &c;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = n;
    l.block.y = l.block.z = 1;
    l.args = args;
    l.step_limit = 1000000;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == want, "%s (%u threads): %s: %s", name, n, ptxvm_result_name(r),
            ptxvm_error_message(vm));
    snprintf(last_msg, sizeof last_msg, "%s", r == PTXVM_OK ? "" : ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, (size_t)n * words * 4);
    ptxvm_mem_free(vm, din);
    ptxvm_mem_free(vm, dout);
    if (r != want || r != PTXVM_OK) {
        free(out);
        return NULL;
    }
    return out;
}

static ptxvm_module *load(pv_test *t, ptxvm_vm *vm, const char *src, const char *name)
{
    ptxvm_module *m = NULL;
    if (ptxvm_module_load(vm, src, strlen(src), name, &m) != PTXVM_OK) {
        T_CHECK(t, 0, "load %s: %s", name, ptxvm_error_message(vm));
        return NULL;
    }
    return m;
}

#define EXPECT(cond, ...)                          \
    do {                                           \
        if (!(cond) && bad++ < 4)                  \
            T_CHECK(t, 0, __VA_ARGS__);            \
    } while (0)

static void test_shfl(pv_test *t, ptxvm_vm *vm, const uint32_t *in)
{
    static const uint32_t bs[] = {0, 1, 2, 3, 5, 8, 15, 16, 17, 31, 33, 0xffffffffu};
    static const uint32_t cs[] = {0x1f, 0, 0x181f, 0x1c1f, 0x101f, 0x1800, 0x1c00,
                                  0x1000, 0x1f00, 0x0f, 0x1803, 0xffffffffu, 0x0810};
    static const uint32_t ns[] = {32, 64, 1, 7, 45};
    ptxvm_module *m = load(t, vm, shfl_ptx, "shfl.ptx");
    uint32_t ni, bi, ci, i, mode, bad = 0;
    if (!m)
        return;
    for (ni = 0; ni < sizeof ns / sizeof ns[0]; ni++)
        for (bi = 0; bi < sizeof bs / sizeof bs[0]; bi++)
            for (ci = 0; ci < sizeof cs / sizeof cs[0]; ci++) {
                uint32_t n = ns[ni], b = bs[bi], c = cs[ci];
                uint32_t *o = launch(t, vm, m, "shfl", in, n, 16, b, c, PTXVM_OK);
                if (!o)
                    return;
                for (i = 0; i < n; i++)
                    for (mode = 0; mode < 4; mode++) {
                        uint32_t p, v;
                        int care;
                        v = ref_shfl(in, n, i, mode, b, c, &p, &care);
                        EXPECT(!care || o[i * 16 + mode * 2] == v,
                               "shfl.sync mode %u b=%u c=0x%x n=%u tid %u: %u, want %u",
                               mode, b, c, n, i, o[i * 16 + mode * 2], v);
                        EXPECT(o[i * 16 + mode * 2 + 1] == p, "shfl.sync p mode %u tid %u",
                               mode, i);
                        EXPECT(!care || o[i * 16 + 8 + mode * 2] == v,
                               "shfl mode %u b=%u c=0x%x n=%u tid %u: %u, want %u",
                               mode, b, c, n, i, o[i * 16 + 8 + mode * 2], v);
                        if (mode < 3)
                            EXPECT(o[i * 16 + 9 + mode * 2] == p, "shfl p mode %u tid %u",
                                   mode, i);
                    }
                free(o);
            }
    ptxvm_module_unload(m);
}

static void test_vote_match_redux(pv_test *t, ptxvm_vm *vm, const uint32_t *in)
{
    static const uint32_t ns[] = {1, 5, 31, 32, 33, 45, 64};
    ptxvm_module *mv = load(t, vm, vote_ptx, "vote.ptx");
    ptxvm_module *mm = load(t, vm, match_ptx, "match.ptx");
    ptxvm_module *mr = load(t, vm, redux_ptx, "redux.ptx");
    uint32_t ni, i, l, bad = 0;
    if (!mv || !mm || !mr)
        return;
    for (ni = 0; ni < sizeof ns / sizeof ns[0]; ni++) {
        uint32_t n = ns[ni];
        uint32_t *ov = launch(t, vm, mv, "vote", in, n, 12, 0, 0, PTXVM_OK);
        uint32_t *om = launch(t, vm, mm, "match", in, n, 8, 0, 0, PTXVM_OK);
        uint32_t *orr = launch(t, vm, mr, "redux", in, n, 8, 0, 0, PTXVM_OK);
        if (!ov || !om || !orr) {
            free(ov);
            free(om);
            free(orr);
            return;
        }
        for (i = 0; i < n; i++) {
            uint32_t w = i / 32, base = w * 32, pres = present(n, w), bal = 0, br = 0;
            uint32_t e[12], any5 = 0, any3 = 0, sum = 0, mnu = 0xffffffffu, mxu = 0;
            int32_t mns = 0x7fffffff, mxs = (int32_t)0x80000000u;
            uint32_t an = 0xffffffffu, orv = 0, xo = 0, k;
            int all5 = 1, all3 = 1;
            for (l = 0; l < 32; l++) {
                uint32_t v;
                if (!((pres >> l) & 1u))
                    continue;
                v = in[base + l];
                bal |= (v & 1u) << l;
                if ((l % 3 != 0 || (base + l) % 3 != 0) && (base + l) % 3 != 0)
                    br |= 1u << l;
                if (v % 5 == in[i] % 5)
                    any5 |= 1u << l;
                if (v % 3 == in[i] % 3)
                    any3 |= 1u << l;
                all5 &= v % 5 == in[base] % 5;
                all3 &= v % 3 == in[base] % 3;
                sum += v;
                mnu = v < mnu ? v : mnu;
                mxu = v > mxu ? v : mxu;
                mns = (int32_t)v < mns ? (int32_t)v : mns;
                mxs = (int32_t)v > mxs ? (int32_t)v : mxs;
                an &= v;
                orv |= v;
                xo ^= v;
            }
            e[0] = bal;
            e[1] = pres & ~bal;
            e[2] = bal == pres;
            e[3] = bal != 0;
            e[4] = bal == 0 || bal == pres;
            e[5] = bal == 0;
            if (i % 3 == 0) {
                for (k = 6; k < 12; k++)
                    e[k] = 0;
            } else {
                e[6] = bal & br;
                e[7] = (bal & br) == br;
                e[8] = (bal & br) != 0;
                e[9] = (bal & br) == 0 || (bal & br) == br;
                e[10] = br;
                e[11] = br & ~bal;
            }
            for (k = 0; k < 12; k++)
                EXPECT(ov[i * 12 + k] == e[k], "vote n=%u tid %u word %u: 0x%x, want 0x%x",
                       n, i, k, ov[i * 12 + k], e[k]);
            e[0] = any5;
            e[1] = any3;
            e[2] = all5 ? pres : 0;
            e[3] = (uint32_t)all5;
            e[4] = all3 ? pres : 0;
            e[5] = (uint32_t)all3;
            e[6] = pres;
            e[7] = 1;
            for (k = 0; k < 8; k++)
                EXPECT(om[i * 8 + k] == e[k], "match n=%u tid %u word %u: 0x%x, want 0x%x",
                       n, i, k, om[i * 8 + k], e[k]);
            e[0] = sum;
            e[1] = mnu;
            e[2] = mxu;
            e[3] = (uint32_t)mns;
            e[4] = (uint32_t)mxs;
            e[5] = an;
            e[6] = orv;
            e[7] = xo;
            for (k = 0; k < 8; k++)
                EXPECT(orr[i * 8 + k] == e[k], "redux n=%u tid %u word %u: 0x%x, want 0x%x",
                       n, i, k, orr[i * 8 + k], e[k]);
        }
        free(ov);
        free(om);
        free(orr);
    }
    ptxvm_module_unload(mv);
    ptxvm_module_unload(mm);
    ptxvm_module_unload(mr);
}

static void test_divergent(pv_test *t, ptxvm_vm *vm, const uint32_t *in)
{
    static const uint32_t ns[] = {32, 64, 20, 45, 17, 1, 3};
    ptxvm_module *m = load(t, vm, div_ptx, "div.ptx");
    ptxvm_module *me = load(t, vm, exit_ptx, "exit.ptx");
    ptxvm_module *mb = load(t, vm, bad_ptx, "bad.ptx");
    uint32_t ni, i, bad = 0;
    if (!m || !me || !mb)
        return;
    for (ni = 0; ni < sizeof ns / sizeof ns[0]; ni++) {
        uint32_t n = ns[ni], *o = launch(t, vm, m, "div", in, n, 4, 0, 0, PTXVM_OK);
        uint32_t *oe = launch(t, vm, me, "exitw", in, n, 1, 0, 0, PTXVM_OK);
        if (!o || !oe) {
            free(o);
            free(oe);
            return;
        }
        for (i = 0; i < n; i++) {
            uint32_t lane = i & 31, base = i - lane, pres = present(n, i / 32);
            uint32_t src = (lane + 2) & 31, half = (lane & 1) ? 0xaaaaaaaau : 0x55555555u;
            uint32_t v = in[base + src] + ((lane & 1) ? 0 : 1000), s3;
            if ((pres >> src) & 1u)
                EXPECT(o[i * 4] == v, "div n=%u tid %u: %u, want %u", n, i, o[i * 4], v);
            EXPECT(o[i * 4 + 1] == ((lane & 1) ? 0 : (pres & half)),
                   "div ballot n=%u tid %u: 0x%x", n, i, o[i * 4 + 1]);
            s3 = in[base + 3] + 5;         /* lane 3 added 5 before the meeting */
            if ((pres >> 3) & 1u)
                EXPECT(o[i * 4 + 2] == s3, "meet n=%u tid %u: %u, want %u", n, i,
                       o[i * 4 + 2], s3);
            EXPECT(o[i * 4 + 3] == (lane < 16 ? 1u : 2u), "warp.sync n=%u tid %u", n, i);
            if (lane < 16)
                EXPECT(oe[i] == lane, "exit n=%u tid %u", n, i);
            else if ((pres >> (lane ^ 1)) & 1u)
                EXPECT(oe[i] == in[i ^ 1], "exit-wait n=%u tid %u: %u, want %u", n, i,
                       oe[i], in[i ^ 1]);
        }
        free(o);
        free(oe);
    }
    {
        uint32_t *o = launch(t, vm, mb, "meet", in, 64, 1, 0, 0, PTXVM_OK);
        for (i = 0; o && i < 64; i++) {
            uint32_t base = i & ~31u, want = (i & 31u) < 16 ? in[base + 1] + 7 : in[base];
            EXPECT(o[i] == want, "meet across instructions tid %u: %u, want %u", i, o[i], want);
        }
        free(o);
    }
    /* masks that cannot assemble fail cleanly; the VM goes on working */
    launch(t, vm, mb, "dead", in, 32, 1, 0, 0, PTXVM_E_DEADLOCK);
    T_CHECK(t, strstr(last_msg, "bad.ptx:") != NULL && strstr(last_msg, "deadlock") != NULL,
            "deadlock message: %s", last_msg);
    free(launch(t, vm, mb, "dead", in, 16, 1, 0, 0, PTXVM_OK));
    launch(t, vm, mb, "self", in, 32, 1, 0, 0, PTXVM_E_DEADLOCK);
    T_CHECK(t, strstr(last_msg, "leaves out lane 0") != NULL, "mask message: %s", last_msg);
    free(launch(t, vm, m, "div", in, 64, 4, 0, 0, PTXVM_OK));
    ptxvm_module_unload(m);
    ptxvm_module_unload(me);
    ptxvm_module_unload(mb);
}

void unit_exec_warp(pv_test *t)
{
    static const uint32_t workers[2] = {1, 4};
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    uint32_t in[64], i, w, s = 12345;
    for (i = 0; i < 64; i++) {
        s = s * 1103515245u + 12345u;
        in[i] = s ^ (s >> 13);
    }
    in[3] = 0x80000000u;
    in[7] = 0x7fffffffu;
    in[9] = 0xffffffffu;
    in[12] = 0;
    in[40] = in[41];
    /* the same expectations whatever the number of workers */
    for (w = 0; w < 2; w++) {
        int failed = t->case_failed;
        t->case_failed = 0;            /* to tell which pass failed */
        test_config(&cfg, &a);
        cfg.threads = workers[w];
        if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
            T_CHECK(t, 0, "create with %u workers", workers[w]);
            t->case_failed |= failed;
            continue;
        }
        test_shfl(t, vm, in);
        test_vote_match_redux(t, vm, in);
        test_divergent(t, vm, in);
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
        T_CHECK(t, !t->case_failed, "the failures above: %u workers", workers[w]);
        t->case_failed |= failed;
    }
}
