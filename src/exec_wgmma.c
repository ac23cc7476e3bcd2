/* wgmma.mma_async (PV_OP_WGMMA, ops_wgmma.h) for one warp.

   Why each warp computes at issue. The instruction is issued by the 4
   warps of a warpgroup (warps 4g .. 4g+3 of the CTA); warp r of the group
   owns rows 16r .. 16r+15 of D, and those rows depend only on the same
   rows of A (its own registers, or the descriptor's rows 16r..) and on
   all of B. So the 64-row product is four independent 16-row products,
   one per warp, and no warp needs another warp's registers. The
   hardware reads the operands at some point between the issue and the
   wait_group that retires the group; the ISA makes it the program's duty
   (wgmma.fence before, wait_group before reuse) that registers and
   shared memory hold the operands throughout, so reading them at issue
   is one of the executions the hardware may produce, and so is writing
   D at issue. A program that reads the accumulators before the
   wait_group retiring the operation is undefined by the ISA; on ptxvm it
   reads the finished result. wgmma.fence, commit_group and wait_group
   therefore have nothing left to order and compile to nothing.

   The arithmetic is tc_mma's (tc_math.h), on the warp's 16 x K slice of
   A, the K x N matrix B and its 16 x N slice of D, gathered from the
   fragments and the canonical layouts of wgmma_desc.h. */
#include "exec_wgmma.h"
#include "exec_mem.h"
#include "wgmma_desc.h"
#include "ops_wgmma.h"
#include <stdio.h>
#include <string.h>

static int wg_fail(pv_cta *X, ptxvm_result e, const char *fmt,
                   unsigned long long a, unsigned long long b)
{
    X->host_result = e;
    snprintf(X->msg, sizeof X->msg, fmt, a, b);
    return 1;
}

/* The sign bit of a float element type (imm-scale = -1 flips it). */
static uint64_t wg_sign(uint32_t t)
{
    switch (t) {
    case WG_T_F16: case WG_T_BF16: return 1u << 15;
    case WG_T_TF32: return 1u << 31;
    case WG_T_E4M3: case WG_T_E5M2: return 1u << 7;
    default: return 0;
    }
}

/* A descriptor column's value, which must be the same in every lane. */
static int wg_uniform(pv_cta *X, const uint64_t *col, uint64_t *v,
                      const char *which)
{
    uint32_t l;
    for (l = 1; l < PV_LANES; l++)
        if (col[l] != col[0]) {
            X->host_result = PTXVM_E_TRAP;
            snprintf(X->msg, sizeof X->msg, "wgmma.mma_async: %s differs "
                     "between the lanes of a warp (0x%llx, 0x%llx)", which,
                     (unsigned long long)col[0], (unsigned long long)col[l]);
            return 1;
        }
    *v = col[0];
    return 0;
}

/* Element (row, e) of an operand with `bits`-bit elements, e counted
   along the contiguous dimension when !mn_major, else row is the K
   index and e the M/N index (16-bit types only). */
static int wg_load(pv_cta *X, const wg_desc *d, int mn_major, uint32_t row,
                   uint32_t e, uint32_t bits, uint64_t *out)
{
    uint32_t bit = e * bits, a = wg_desc_addr(d, mn_major, row, bit / 8u);
    uint32_t bytes = bits >= 8 ? bits / 8u : 1u, j;
    uint64_t v = 0;
    if (a > X->shared_size || bytes > X->shared_size - a)
        return wg_fail(X, PTXVM_E_MEMORY_FAULT, "wgmma.mma_async: a matrix "
                       "descriptor reaches shared address 0x%llx, outside "
                       "the CTA's %llu bytes", a, X->shared_size);
    for (j = 0; j < bytes; j++)
        v |= (uint64_t)X->shared[a + j] << (8 * j);
    if (bits < 8)
        v = (v >> (bit % 8u)) & ((1u << bits) - 1u);
    *out = v;
    return 0;
}

/* B is gathered WG_BCHUNK elements at a time: a block of 8 .. 64
   columns (columns of D are independent, so blocking changes nothing),
   which keeps the buffers on the stack, about 56 KiB, and the VM's
   allocator out of the interpreter loop. */
#define WG_BCHUNK 2048u
#define WG_MAXCOLS 64u

PTXVM_INTERNAL int pv_do_wgmma(pv_cta *X, pv_warp *w, const pv_insn *I,
                               uint32_t m)
{
    uint8_t *rf = w->rf;
    const uint64_t cfg = I->x;
    const uint32_t n = WG_N(cfg), k = WG_K(cfg), fl = WG_FLAGS(cfg);
    const uint32_t at = WG_ATYPE(cfg), bt = WG_BTYPE(cfg), dt = WG_DTYPE(cfg);
    const uint32_t abits = wg_type_bits(at), bbits = wg_type_bits(bt);
    const uint32_t rank = w->index % 4u, na = (fl & WG_F_A_REGS) ? 4u : 0u;
    const uint64_t nega = (fl & WG_F_NEG_A) ? wg_sign(at) : 0;
    const uint64_t negb = (fl & WG_F_NEG_B) ? wg_sign(bt) : 0;
    uint32_t cols[4 + 128], i, l, r, c, c0, nb, ncol = I->aux;
    uint32_t keep = 0;                /* lanes whose scale-d is true */
    uint64_t A[16 * 256], B[WG_BCHUNK], CD[16 * WG_MAXCOLS], v;
    wg_desc da, db;
    if (m != FULL)
        return wg_fail(X, PTXVM_E_TRAP, "wgmma.mma_async run by lanes 0x%llx "
                       "of warp %llu: .aligned needs all 32 lanes", m, w->index);
    if ((w->index / 4u) * 4u + 4u > X->nwarps)
        return wg_fail(X, PTXVM_E_TRAP, "wgmma.mma_async in warp %llu of a CTA "
                       "of %llu warps: its warpgroup is incomplete", w->index,
                       X->nwarps);
    if (k > 256 || n > 256 || ncol > 4 + 128)
        return wg_fail(X, PTXVM_E_TRAP, "wgmma.mma_async: bad shape k%llu n%llu",
                       k, n);
    for (i = 0; i < ncol; i++) {
        const pv_insn *N = I + 1 + i / 5u;
        const uint32_t f[5] = { N->d, N->a, N->b, N->c, N->aux };
        cols[i] = f[i % 5u];
    }
    if (wg_uniform(X, R64(I->b), &v, "b-desc"))
        return 1;
    wg_desc_decode(v, &db);
    if (!na) {
        if (wg_uniform(X, R64(I->a), &v, "a-desc"))
            return 1;
        wg_desc_decode(v, &da);
    }
    /* A: this warp's 16 rows */
    if (na) {
        const uint32_t per = 32u / abits;
        const uint32_t mask = abits == 32 ? 0xffffffffu : (1u << abits) - 1u;
        for (l = 0; l < PV_LANES; l++)
            for (i = 0; i < 4u * per; i++) {
                wg_frag_a(l, i, per, &r, &c);
                A[r * k + c] = (R32(cols[i / per])[l] >> (abits * (i % per))) & mask;
            }
    } else {
        for (r = 0; r < 16; r++)
            for (c = 0; c < k; c++)
                if ((fl & WG_F_TRANS_A) ?
                    wg_load(X, &da, 1, c, 16u * rank + r, abits, &A[r * k + c]) :
                    wg_load(X, &da, 0, 16u * rank + r, c, abits, &A[r * k + c]))
                    return 1;
    }
    if (nega)
        for (i = 0; i < 16u * k; i++)
            A[i] ^= nega;
    for (l = 0; l < PV_LANES; l++)
        if ((fl & WG_F_SCALE_D_CONST) ? (fl & WG_F_SCALE_D_ONE) != 0 :
            (int)((w->pr[I->c] >> l) & 1u) != ((fl & WG_F_SCALE_D_NEG) != 0))
            keep |= 1u << l;
    nb = WG_BCHUNK / k / 8u * 8u;
    if (nb > WG_MAXCOLS)
        nb = WG_MAXCOLS;
    for (c0 = 0; c0 < n; c0 += nb) {
        const uint32_t wd = n - c0 < nb ? n - c0 : nb;
        const char *why = NULL;
        /* B's columns c0 .. c0+wd; untransposed, column j is a K-major row */
        for (r = 0; r < k; r++)
            for (c = 0; c < wd; c++) {
                uint64_t *e = &B[r * wd + c];
                if ((fl & WG_F_TRANS_B) ? wg_load(X, &db, 1, r, c0 + c, bbits, e) :
                    wg_load(X, &db, 0, c0 + c, r, bbits, e))
                    return 1;
                *e ^= negb;
            }
        /* C: the D fragment elements of these columns (i / 4 is the
           8-column block), or zeros where scale-d is false */
        for (l = 0; l < PV_LANES; l++)
            for (i = c0 / 2u; i < (c0 + wd) / 2u; i++) {
                wg_frag_d(l, i, &r, &c);
                if (!((keep >> l) & 1u))
                    v = 0;
                else if (dt == WG_T_F16)
                    v = (R32(cols[na + i / 2u])[l] >> (16u * (i & 1u))) & 0xffffu;
                else
                    v = R32(cols[na + i])[l];
                CD[r * wd + c - c0] = v;
            }
        if (wg_mma(at, bt, dt, wd, k, (fl & WG_F_SATF) != 0, A, B, CD, &why)) {
            X->host_result = PTXVM_E_UNSUPPORTED;
            snprintf(X->msg, sizeof X->msg, "wgmma.mma_async: %s", why);
            return 1;
        }
        for (l = 0; l < PV_LANES; l++)
            for (i = c0 / 2u; i < (c0 + wd) / 2u; i++) {
                wg_frag_d(l, i, &r, &c);
                v = CD[r * wd + c - c0];
                if (dt == WG_T_F16) {
                    uint32_t *d = &R32(cols[na + i / 2u])[l];
                    uint32_t sh = 16u * (i & 1u);
                    *d = (*d & ~(0xffffu << sh)) | (uint32_t)(v & 0xffffu) << sh;
                } else {
                    R32(cols[na + i])[l] = (uint32_t)v;
                }
            }
    }
    return 0;
}
