/* mul.wide.s32/.u32 by a power of two whose product no add takes in
   (read twice here), which fusion turns into ADD_I64_XS from a zero
   column (src/peephole.c): the products of edge and random values by 1,
   2, 4, 2^17 and 2^30 (and by 3 and 48, which stay MUL_WIDE), with the
   constant first or second, on a full warp and under a guard that keeps
   some lanes out (their old values stay), in blocks of 32 and 45
   threads, fused and unfused, against C; the fused listing holds the
   shifts. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define MW_K 7u                           /* multipliers */
#define MW_W (5u * MW_K)                  /* 64-bit words a thread writes */

static const uint32_t mw_mul[MW_K] = {1u, 2u, 4u, 1u << 17, 1u << 30, 3u, 48u};

/* Each multiplier m: s32 and u32 products of x = in[tid], the constant
   second then first, stored twice (the product read twice); under the
   guard x odd, the same into registers that hold 7 before. */
static char mw_ptx[8192];

static void mw_build(void)
{
    size_t n = 0;
    uint32_t i;
    n += (size_t)snprintf(mw_ptx + n, sizeof mw_ptx - n,
        ".version 8.5\n.target sm_80\n.address_size 64\n"
        ".visible .entry mw(.param .u64 out, .param .u64 in)\n{\n"
        "  .reg .pred %%p<4>;\n  .reg .b32 %%r<8>;\n  .reg .b64 %%rd<64>;\n"
        "  ld.param.u64 %%rd1, [out];\n  ld.param.u64 %%rd2, [in];\n"
        "  mov.u32 %%r1, %%tid.x;\n  mul.wide.u32 %%rd3, %%r1, 4;\n"
        "  add.s64 %%rd4, %%rd2, %%rd3;\n  ld.global.u32 %%r2, [%%rd4];\n"
        "  and.b32 %%r3, %%r2, 1;\n  setp.eq.u32 %%p1, %%r3, 1;\n"
        "  mul.lo.s32 %%r4, %%r1, %d;\n  mul.wide.u32 %%rd5, %%r4, 8;\n"
        "  add.s64 %%rd6, %%rd1, %%rd5;\n", MW_W);
    for (i = 0; i < MW_K; i++) {
        const uint32_t o = i * 4u * 8u;
        n += (size_t)snprintf(mw_ptx + n, sizeof mw_ptx - n,
            "  mul.wide.s32 %%rd10, %%r2, %u;\n  mul.wide.u32 %%rd11, %u, %%r2;\n"
            "  mov.u64 %%rd12, 7;\n  mov.u64 %%rd13, 7;\n"
            "  @%%p1 mul.wide.s32 %%rd12, %u, %%r2;\n  @%%p1 mul.wide.u32 %%rd13, %%r2, %u;\n"
            "  st.global.u64 [%%rd6+%u], %%rd10;\n  st.global.u64 [%%rd6+%u], %%rd11;\n"
            "  st.global.u64 [%%rd6+%u], %%rd12;\n  st.global.u64 [%%rd6+%u], %%rd13;\n"
            "  xor.b64 %%rd14, %%rd10, %%rd11;\n  st.global.u64 [%%rd6+%u], %%rd14;\n",
            mw_mul[i], mw_mul[i], mw_mul[i], mw_mul[i], o, o + 8u, o + 16u, o + 24u,
            MW_K * 32u + i * 8u);
    }
    snprintf(mw_ptx + n, sizeof mw_ptx - n, "  ret;\n}\n");
}

static uint32_t mw_rand(uint32_t *s)
{
    *s = *s * 1103515245u + 12345u;
    return *s ^ (*s >> 15);
}

static void mw_run(pv_test *t, uint32_t flags, uint32_t threads)
{
    static const uint32_t edge[] = {0u, 1u, 2u, 3u, 0x7fffffffu, 0x80000000u, 0x80000001u,
                                    0xffffffffu, 0xfffffffeu, 0x40000000u, 0x12345679u};
    const char *mode = flags ? "unfused" : "fused";
    uint32_t in[64], seed = 99u + threads, i, j, bad = 0;
    uint64_t got[64 * MW_W];
    ob_vm r;
    ptxvm_addr din, dout;
    void *args[2];
    if (!ob_open(t, &r, mw_ptx, strlen(mw_ptx), "mw.ptx", "mw", flags, mode))
        return;
    for (i = 0; i < threads; i++)
        in[i] = i < sizeof edge / sizeof *edge ? edge[i] : mw_rand(&seed);
    din = ob_in(&r, in, sizeof in);
    dout = ob_fill(&r, sizeof got, 0x5a);
    args[0] = &dout;
    args[1] = &din;
    T_CHECK(t, ob_launch(&r, 1, 1, threads, 0, args) == PTXVM_OK, "%s: %s", mode,
            ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, got, dout, sizeof got);
    for (i = 0; i < threads; i++)
        for (j = 0; j < MW_K; j++) {
            const uint32_t x = in[i], m = mw_mul[j];
            const uint64_t s = (uint64_t)((int64_t)(int32_t)x * (int64_t)m);
            const uint64_t u = (uint64_t)x * m;
            const uint64_t *g = got + (size_t)i * MW_W + j * 4u;
            const int odd = (x & 1u) != 0;
            const uint64_t w[5] = {s, u, odd ? s : 7u, odd ? u : 7u, s ^ u};
            const uint64_t gx = got[(size_t)i * MW_W + MW_K * 4u + j];
            if ((g[0] != w[0] || g[1] != w[1] || g[2] != w[2] || g[3] != w[3] || gx != w[4]) &&
                bad++ < 4)
                T_CHECK(t, 0, "%s, %u threads: thread %u x %#x by %u: %llx %llx %llx %llx %llx",
                        mode, threads, i, x, m, (unsigned long long)g[0],
                        (unsigned long long)g[1], (unsigned long long)g[2],
                        (unsigned long long)g[3], (unsigned long long)gx);
        }
    T_CHECK(t, bad == 0, "%s, %u threads: %u products wrong", mode, threads, bad);
    if (!flags) {
        char *dis = ob_listing(r.k);
        /* per power of two: four shifts; 3 and 48 stay multiplies */
        T_CHECK(t, dis && ob_count(dis, "a=#0 ") >= 4 * 5 && ob_count(dis, "MUL_WIDE_") >= 8,
                "fused listing:\n%s", dis ? dis : "(none)");
        free(dis);
    }
    ob_close(t, &r, mode);
}

void unit_mulwide_pow2(pv_test *t)
{
    mw_build();
    mw_run(t, 0, 32);
    mw_run(t, 0, 45);
    mw_run(t, PTXVM_FLAG_NO_FUSION, 32);
    mw_run(t, PTXVM_FLAG_NO_FUSION, 45);
}
