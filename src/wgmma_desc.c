/* wgmma descriptors, canonical layouts and fragments (wgmma_desc.h). */
#include "wgmma_desc.h"
#include "tc_math.h"
#include <string.h>

PTXVM_INTERNAL void wg_desc_decode(uint64_t v, wg_desc *d)
{
    static const uint32_t swz[4] = { 0, 128, 64, 32 };
    d->start = (uint32_t)(v & 0x3fffu) << 4;
    d->lbo = (uint32_t)((v >> 16) & 0x3fffu) << 4;
    d->sbo = (uint32_t)((v >> 32) & 0x3fffu) << 4;
    d->base = (uint32_t)(v >> 49) & 7u;
    d->swizzle = swz[(v >> 62) & 3u];
}

PTXVM_INTERNAL uint32_t wg_desc_addr(const wg_desc *d, int mn_major,
                                     uint32_t row, uint32_t b)
{
    uint32_t w = d->swizzle ? d->swizzle : 16u;
    uint32_t s1 = d->sbo, s2 = d->lbo, a, mask, phase;
    if (mn_major && !d->swizzle) {
        s1 = d->lbo;
        s2 = d->sbo;
    }
    a = d->start + (row / 8u) * s1 + (b / w) * s2 + (row % 8u) * w + b % w;
    if (!d->swizzle)
        return a;
    mask = d->swizzle / 16u - 1u;
    /* the row phase: the address's own bits, less the base offset that a
       pattern starting off its 256/512/1024-byte boundary declares */
    phase = (a >> 7) - d->base;
    return a ^ ((phase & mask) << 4);
}

PTXVM_INTERNAL void wg_frag_d(uint32_t lane, uint32_t i, uint32_t *row,
                              uint32_t *col)
{
    *row = (lane >> 2) + 8u * ((i >> 1) & 1u);
    *col = 8u * (i >> 2) + 2u * (lane & 3u) + (i & 1u);
}

PTXVM_INTERNAL void wg_frag_a(uint32_t lane, uint32_t i, uint32_t per_reg,
                              uint32_t *row, uint32_t *col)
{
    uint32_t j = i / per_reg;
    *row = (lane >> 2) + 8u * (j & 1u);
    *col = per_reg * (lane & 3u) + i % per_reg + 4u * per_reg * (j >> 1);
}

PTXVM_INTERNAL uint32_t wg_type_bits(uint32_t t)
{
    switch (t) {
    case WG_T_F16: case WG_T_BF16: return 16;
    case WG_T_TF32: case WG_T_F32: case WG_T_S32: return 32;
    case WG_T_E4M3: case WG_T_E5M2: case WG_T_S8: case WG_T_U8: return 8;
    case WG_T_B1: return 1;
    default: return 0;
    }
}

static tc_type wg_tc(uint32_t t)
{
    switch (t) {
    case WG_T_F16: return TC_F16;
    case WG_T_BF16: return TC_BF16;
    case WG_T_TF32: return TC_TF32;
    case WG_T_E4M3: return TC_E4M3;
    case WG_T_E5M2: return TC_E5M2;
    case WG_T_S8: return TC_S8;
    case WG_T_U8: return TC_U8;
    case WG_T_B1: return TC_B1;
    case WG_T_F32: return TC_F32;
    case WG_T_S32: return TC_S32;
    default: return TC_NOTYPE;
    }
}

PTXVM_INTERNAL int wg_mma(uint32_t at, uint32_t bt, uint32_t dt, uint32_t n,
                          uint32_t k, int satf, const uint64_t *a,
                          const uint64_t *b, uint64_t *cd, const char **why)
{
    tc_op op;
    memset(&op, 0, sizeof op);
    op.m = 16;
    op.n = (int)n;
    op.k = (int)k;
    op.a = wg_tc(at);
    op.b = wg_tc(bt);
    op.c = op.d = wg_tc(dt);
    op.flags = (satf ? TC_SATFINITE : 0) | (at == WG_T_B1 ? TC_POPC_AND : 0);
    if (tc_mma(&op, a, b, cd, cd) == 0)
        return 0;
    *why = "out of memory";
    tc_check(&op, why);
    return -1;
}
