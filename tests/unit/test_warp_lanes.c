/* The vector forms of the warp family and of the bit operations
   (src/warp_lanes.h) against a C model of the ISA: match.any and
   match.all, vote ballot/all/any/uni, redux.sync add/max/min/xor over
   several groups of one warp (each lane's own member mask), brev, popc,
   clz and bfind.shiftamt on values one for the group and one a lane,
   shfl.sync.idx from one lane for the whole group (present, idle, past
   the clamp), and shl.b64 by an amount the same in every lane (0 to 70)
   beside one a lane. Blocks of 32, 45 and 64 threads, lanes cut from
   the end and holes every eight lanes (a divergent branch: partial
   warps), 1 to 32 distinct keys a warp, fusion on and off, one and
   three workers. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define WL_WORDS 24

static const char wl_ptx[] =
    ".version 7.0\n.target sm_80\n.address_size 64\n"
    ".visible .entry wl(.param .u64 out, .param .u32 cut, .param .u32 nk,\n"
    "                   .param .u32 sh, .param .u32 hole)\n{\n"
    "  .reg .pred %p<12>;\n  .reg .b32 %r<48>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r1, [cut];\n"
    "  ld.param.u32 %r2, [nk];\n  ld.param.u32 %r3, [sh];\n"
    "  ld.param.u32 %r30, [hole];\n"
    "  mov.u32 %r4, %tid.x;\n"
    "  mov.u32 %r36, %ctaid.x;\n  mov.u32 %r37, %ntid.x;\n"
    "  mad.lo.u32 %r38, %r36, %r37, %r4;\n"       /* the block's own rows */
    "  mul.wide.u32 %rd2, %r38, 96;\n  add.s64 %rd2, %rd1, %rd2;\n"
    "  mul.lo.u32 %r5, %r4, -1640531535;\n"        /* v: a value a lane */
    "  shr.u32 %r6, %r4, 2;\n  rem.u32 %r6, %r6, %r2;\n"   /* key */
    "  and.b32 %r7, %r4, 7;\n"
    "  setp.ge.u32 %p1, %r4, %r1;\n  @%p1 bra DONE;\n"
    "  setp.eq.u32 %p2, %r7, %r30;\n  @%p2 bra DONE;\n"
    "  activemask.b32 %r8;\n"
    "  match.any.sync.b32 %r9, %r6, %r8;\n"
    "  match.all.sync.b32 %r10|%p3, %r6, %r8;\n"
    "  selp.u32 %r11, 1, 0, %p3;\n"
    "  and.b32 %r12, %r5, 1;\n  setp.ne.u32 %p4, %r12, 0;\n"
    "  vote.sync.ballot.b32 %r13, %p4, %r8;\n"
    "  vote.sync.all.pred %p5, %p4, %r8;\n"
    "  vote.sync.any.pred %p6, %p4, %r8;\n"
    "  vote.sync.uni.pred %p7, %p4, %r8;\n"
    "  selp.u32 %r31, 1, 0, %p5;\n  selp.u32 %r32, 2, 0, %p6;\n"
    "  selp.u32 %r33, 4, 0, %p7;\n  or.b32 %r14, %r31, %r32;\n"
    "  or.b32 %r14, %r14, %r33;\n"
    "  redux.sync.add.s32 %r15, %r5, %r9;\n"
    "  redux.sync.max.s32 %r16, %r5, %r9;\n"
    "  redux.sync.min.u32 %r17, %r5, %r9;\n"
    "  redux.sync.xor.b32 %r18, %r5, %r9;\n"
    "  brev.b32 %r19, %r8;\n  bfind.shiftamt.u32 %r20, %r19;\n"
    "  popc.b32 %r21, %r5;\n  clz.b32 %r22, %r9;\n"
    "  shfl.sync.idx.b32 %r23, %r5, %r20, 31, %r8;\n"
    "  shfl.sync.idx.b32 %r24, %r5, %r3, 31, %r8;\n"
    "  shfl.sync.idx.b32 %r25|%p8, %r5, %r20, 15, %r8;\n"
    "  selp.u32 %r26, 1, 0, %p8;\n"
    "  cvt.u64.u32 %rd3, %r5;\n  shl.b64 %rd4, %rd3, %r3;\n"
    "  add.u32 %r27, %r3, %r7;\n  shl.b64 %rd5, %rd3, %r27;\n"
    "  popc.b32 %r28, %r9;\n  brev.b32 %r29, %r5;\n"
    "  st.global.v4.u32 [%rd2], {%r9, %r10, %r11, %r13};\n"
    "  st.global.v4.u32 [%rd2+16], {%r14, %r15, %r16, %r17};\n"
    "  st.global.v4.u32 [%rd2+32], {%r18, %r20, %r21, %r22};\n"
    "  st.global.v4.u32 [%rd2+48], {%r23, %r24, %r25, %r26};\n"
    "  st.global.u64 [%rd2+64], %rd4;\n"
    "  st.global.u32 [%rd2+72], %r28;\n  st.global.u32 [%rd2+76], %r29;\n"
    "  xor.b64 %rd6, %rd5, %rd4;\n  cvt.u32.u64 %r34, %rd6;\n"
    "  shr.u64 %rd7, %rd6, 32;\n  cvt.u32.u64 %r35, %rd7;\n"
    "  xor.b32 %r35, %r35, %r34;\n"
    "  st.global.u32 [%rd2+80], %r35;\n"
    "DONE:\n  ret;\n}\n";

static uint32_t m_popc(uint32_t x)
{
    uint32_t n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

static uint32_t m_clz(uint32_t x)
{
    uint32_t n = 0;
    while (n < 32 && !(x & (0x80000000u >> n)))
        n++;
    return n;
}

static uint32_t m_brev(uint32_t x)
{
    uint32_t r = 0, i;
    for (i = 0; i < 32; i++)
        r |= ((x >> i) & 1u) << (31 - i);
    return r;
}

static uint64_t m_shl(uint64_t a, uint32_t n)
{
    return n > 63 ? 0 : a << n;
}

/* The 24 words thread tid leaves (0xee bytes where it writes none). */
static void wl_model(uint32_t tid, uint32_t nthreads, uint32_t cut, uint32_t nk,
                     uint32_t sh, uint32_t hole, uint32_t *w)
{
    uint32_t base = tid & ~31u, A = 0, l, i, me = tid & 31u, grp = 0;
    uint32_t v[32], key[32], odd = 0, first, j;
    int32_t mx = 0;
    uint32_t add = 0, mnu = ~0u, x = 0, have = 0;
    uint64_t s1, s2;
    for (i = 0; i < WL_WORDS; i++)
        w[i] = 0xeeeeeeeeu;
    for (l = 0; l < 32; l++) {
        uint32_t t = base + l;
        v[l] = t * 2654435761u;
        key[l] = (t >> 2) % nk;
        if (t < nthreads && t < cut && (t & 7u) != hole)
            A |= 1u << l;
        if ((v[l] & 1u) && ((A >> l) & 1u))
            odd |= 1u << l;
    }
    if (!((A >> me) & 1u))
        return;
    for (l = 0; l < 32; l++)
        if (((A >> l) & 1u) && key[l] == key[me])
            grp |= 1u << l;
    w[0] = grp;
    w[1] = grp == A ? A : 0;
    w[2] = grp == A;
    w[3] = odd;
    w[4] = (odd == A) | ((odd != 0) << 1) | ((odd == 0 || odd == A) << 2);
    for (l = 0; l < 32; l++) {
        if (!((grp >> l) & 1u))
            continue;
        add += v[l];
        mx = !have || (int32_t)v[l] > mx ? (int32_t)v[l] : mx;
        mnu = v[l] < mnu ? v[l] : mnu;
        x ^= v[l];
        have = 1;
    }
    w[5] = add;
    w[6] = (uint32_t)mx;
    w[7] = mnu;
    w[8] = x;
    first = 0;
    while (!((A >> first) & 1u))
        first++;
    w[9] = first;
    w[10] = m_popc(v[me]);
    w[11] = m_clz(grp);
    w[12] = v[first];
    j = sh & 31u;
    w[13] = ((A >> j) & 1u) ? v[j] : 0;
    w[14] = first <= 15 ? v[first] : v[me];
    w[15] = first <= 15;
    s1 = m_shl(v[me], sh);
    s2 = m_shl(v[me], sh + ((base + me) & 7u));
    w[16] = (uint32_t)s1;
    w[17] = (uint32_t)(s1 >> 32);
    w[18] = m_popc(grp);
    w[19] = m_brev(v[me]);
    w[20] = (uint32_t)((s1 ^ s2) >> 32) ^ (uint32_t)(s1 ^ s2);
}

/* A VM of `workers` workers with flags and the kernel loaded. */
static int wl_open(pv_test *t, ob_vm *r, uint32_t flags, uint32_t workers)
{
    ptxvm_config cfg;
    memset(r, 0, sizeof *r);
    test_config(&cfg, &r->a);
    cfg.flags = flags;
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &r->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "warp_lanes: VM not created");
        return 0;
    }
    if (ptxvm_module_load(r->vm, wl_ptx, sizeof wl_ptx - 1, "warp_lanes.ptx", &r->m) !=
            PTXVM_OK || ptxvm_module_get_kernel(r->m, "wl", &r->k) != PTXVM_OK) {
        T_CHECK(t, 0, "warp_lanes: %s", ptxvm_error_message(r->vm));
        ptxvm_destroy(r->vm);
        return 0;
    }
    return 1;
}

#define WL_GRID 3

void unit_warp_lanes(pv_test *t)
{
    static const uint32_t flags[] = {0, PTXVM_FLAG_NO_FUSION};
    static const uint32_t blocks[] = {32, 45, 64};
    static const uint32_t cuts[] = {64, 40, 13, 1};
    static const uint32_t nks[] = {1, 3, 8, 32};
    static const uint32_t shs[] = {0, 2, 5, 17, 31, 33, 63, 64, 70};
    static const uint32_t holes[] = {8, 0, 5};
    static uint32_t got[WL_GRID * 64 * WL_WORDS];
    uint32_t want[WL_WORDS], f, b, c, k, s, h, l, i, g, nw;
    uint32_t cut, nk, sh, hole;
    void *args[5];
    ob_vm r;
    ptxvm_addr out;
    for (f = 0; f < 4; f++) {
        nw = f < 2 ? 1 : 3;
        if (!wl_open(t, &r, flags[f & 1], nw))
            return;
        out = ob_out(&r, sizeof got);
        args[0] = &out;
        args[1] = &cut;
        args[2] = &nk;
        args[3] = &sh;
        args[4] = &hole;
        for (b = 0; b < sizeof blocks / sizeof *blocks; b++)
            for (c = 0; c < sizeof cuts / sizeof *cuts; c++)
                for (k = 0; k < sizeof nks / sizeof *nks; k++)
                    for (s = 0; s < sizeof shs / sizeof *shs; s++)
                        for (h = 0; h < sizeof holes / sizeof *holes; h++) {
                            cut = cuts[c];
                            nk = nks[k];
                            sh = shs[s];
                            hole = holes[h];
                            memset(got, 0xee, sizeof got);
                            ptxvm_memcpy_htod(r.vm, out, got, sizeof got);
                            T_CHECK(t, ob_launch(&r, WL_GRID, 1, blocks[b], 0, args) ==
                                    PTXVM_OK, "%s", ptxvm_error_message(r.vm));
                            ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
                            for (g = 0, l = 0, i = 0; g < WL_GRID * blocks[b]; g++) {
                                l = g % blocks[b];
                                wl_model(l, blocks[b], cut, nk, sh, hole, want);
                                for (i = 0; i < WL_WORDS; i++)
                                    if (got[g * WL_WORDS + i] != want[i])
                                        break;
                                if (i < WL_WORDS)
                                    break;
                            }
                            T_CHECK(t, g == WL_GRID * blocks[b],
                                    "flags %#x workers %u block %u cut %u keys %u "
                                    "shift %u hole %u: thread %u of block %u word %u is "
                                    "%#x, want %#x", flags[f & 1], nw, blocks[b], cut, nk,
                                    sh, hole, l, g / blocks[b], i,
                                    i < WL_WORDS ? got[g * WL_WORDS + i] : 0,
                                    i < WL_WORDS ? want[i] : 0);
                            if (g < WL_GRID * blocks[b])
                                goto done;
                        }
    done:
        ob_close(t, &r, "warp_lanes");
    }
}
