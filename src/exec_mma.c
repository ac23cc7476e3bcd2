/* MMA (ops_mma.h): gather the 32 lanes' fragment registers into plain
   row-major A, B and C, multiply with tc_math, scatter D back. The
   fragment layouts are those of the PTX ISA ("Matrix fragments for
   mma.m*n*k*"), where g = lane / 4 (the group) and t = lane % 4 (the
   thread in the group), and a lane's elements are numbered through its
   registers in order, W to a 32-bit register (W = 32 / element bits; one
   per 64-bit register):

     A (M = 16): element e of register r: row g + 8 * (r % 2),
                 column t * W + e + 4 * W * (r / 2); (M = 8: row g)
     B:          element e of register r: row t * W + e + 4 * W * r,
                 column g
     C, D:       element i: row g + 8 * (i / 2), column t * 2 + i % 2

   m8n8k4 .f16 is four independent 8x8x4 products, one per quad pair q
   (lanes 4q..4q+3 and 16+4q..16+4q+3); with h = 1 in lanes 16 and up:
     A .row: row t + 4h, column i      A .col: row i + 4h, column t
     B .row: row t, column i + 4h      B .col: row i, column t + 4h
     C/D .f16: row t + 4h, column i
     C/D .f32: row (t & 1) + (i & 2) + 4h, column (i & 4) + (t & 2) + (i & 1) */
#include "bytecode.h"
#include "mma.h"
#include <string.h>

static const uint16_t mma_tiles[PV_MMA_NSHAPES][3] = {
    { 8, 8, 4 }, { 8, 8, 16 }, { 8, 8, 32 }, { 8, 8, 128 },
    { 16, 8, 4 }, { 16, 8, 8 }, { 16, 8, 16 }, { 16, 8, 32 },
    { 16, 8, 64 }, { 16, 8, 128 }, { 16, 8, 256 }
};

void pv_mma_shape(uint32_t shape, int *m, int *n, int *k)
{
    *m = mma_tiles[shape][0];
    *n = mma_tiles[shape][1];
    *k = mma_tiles[shape][2];
}

uint64_t pv_mma_pack(const pv_mma_form *f)
{
    return (uint64_t)f->shape | (uint64_t)f->a << 4 | (uint64_t)f->b << 9 |
           (uint64_t)f->c << 14 | (uint64_t)f->d << 19 |
           (uint64_t)f->acol << 24 | (uint64_t)f->bcol << 25 |
           (uint64_t)f->satfinite << 26 | (uint64_t)f->popc_and << 27 |
           (uint64_t)f->f8f6f4 << 28 | (uint64_t)f->sparse << 29 |
           (uint64_t)f->sel << 30 | (uint64_t)f->scale << 32 |
           (uint64_t)f->kblocks << 37 | (uint64_t)f->bida << 40 |
           (uint64_t)f->tida << 42 | (uint64_t)f->bidb << 44 |
           (uint64_t)f->tidb << 46;
}

void pv_mma_unpack(uint64_t x, pv_mma_form *f)
{
    f->shape = (uint32_t)(x & 15);
    f->a = (tc_type)((x >> 4) & 31);
    f->b = (tc_type)((x >> 9) & 31);
    f->c = (tc_type)((x >> 14) & 31);
    f->d = (tc_type)((x >> 19) & 31);
    f->acol = (uint32_t)(x >> 24) & 1;
    f->bcol = (uint32_t)(x >> 25) & 1;
    f->satfinite = (uint32_t)(x >> 26) & 1;
    f->popc_and = (uint32_t)(x >> 27) & 1;
    f->f8f6f4 = (uint32_t)(x >> 28) & 1;
    f->sparse = (uint32_t)(x >> 29) & 1;
    f->sel = (uint32_t)(x >> 30) & 3;
    f->scale = (tc_type)((x >> 32) & 31);
    f->kblocks = (uint32_t)(x >> 37) & 7;
    f->bida = (uint32_t)(x >> 40) & 3;
    f->tida = (uint32_t)(x >> 42) & 3;
    f->bidb = (uint32_t)(x >> 44) & 3;
    f->tidb = (uint32_t)(x >> 46) & 3;
}

/* Bits an element takes in its register (its container). */
static int mma_bits(const pv_mma_form *f, tc_type t)
{
    switch (t) {
    case TC_F16: case TC_BF16: return 16;
    case TC_F64: return 64;
    case TC_TF32: case TC_F32: case TC_S32: return 32;
    case TC_S4: case TC_U4: return 4;
    case TC_B1: return 1;
    case TC_E2M1: return f->f8f6f4 ? 8 : 4;
    default: return 8;
    }
}

void pv_mma_regs(const pv_mma_form *f, uint32_t n[4])
{
    int m, nn, k, q = f->shape == PV_MMA_M8N8K4 && f->a == TC_F16 ? 4 : 1;
    int el[4], i;
    const tc_type ty[4] = { f->a, f->b, f->c, f->d };
    pv_mma_shape(f->shape, &m, &nn, &k);
    el[0] = m * k * q / PV_LANES / (f->sparse ? 2 : 1);
    el[1] = k * nn * q / PV_LANES;
    el[2] = el[3] = m * nn * q / PV_LANES;
    for (i = 0; i < 4; i++) {
        int b = mma_bits(f, ty[i]);
        n[i] = (uint32_t)(b == 64 ? el[i] : el[i] * b / 32);
    }
}

/* Element e of a lane's fragment from its registers (64-bit columns at
   base, lane l), as tc_math takes it. */
static uint64_t mma_get(const uint8_t *base, int l, int e, int bits,
                        const pv_mma_form *f, tc_type t)
{
    const uint64_t *col;
    uint64_t v;
    int w = bits >= 32 ? 1 : 32 / bits;
    col = (const uint64_t *)(const void *)(base + (size_t)(e / w) * PV_LANES * 8);
    v = col[l];
    if (bits < 32)
        v = (v >> ((e % w) * bits)) & ((1ull << bits) - 1);
    if (f->f8f6f4 && t == TC_E2M1)
        v = (v >> 2) & 15;   /* the middle four bits of its byte */
    return v;
}

static void mma_put(uint8_t *base, int l, int e, int bits, uint64_t v)
{
    int w = bits >= 32 ? 1 : 32 / bits;
    uint64_t *col = (uint64_t *)(void *)(base + (size_t)(e / w) * PV_LANES * 8);
    if (w == 1) {
        col[l] = v;
    } else {
        int sh = (e % w) * bits;
        uint64_t mask = ((1ull << bits) - 1) << sh;
        col[l] = (col[l] & ~mask) | ((v << sh) & mask);
    }
}

/* The general layouts: A's (row, column) of element e in lane l. */
static void mma_pos_a(int M, int W, int l, int e, int *r, int *c)
{
    int g = l >> 2, t = l & 3, reg = e / W, in = e % W;
    *r = M == 16 ? g + 8 * (reg & 1) : g;
    *c = t * W + in + (M == 16 ? 4 * W * (reg >> 1) : 0);
}

static void mma_pos_b(int W, int l, int e, int *r, int *c)
{
    int g = l >> 2, t = l & 3, reg = e / W, in = e % W;
    *r = t * W + in + 4 * W * reg;
    *c = g;
}

static void mma_pos_cd(int l, int i, int *r, int *c)
{
    *r = (l >> 2) + 8 * (i >> 1);
    *c = (l & 3) * 2 + (i & 1);
}

/* m8n8k4 .f16: quad pair layouts (see the top). */
static void mma_qp_pos(const pv_mma_form *f, int which, int l, int i, int *r,
                       int *c)
{
    int t = l & 3, h = l >= 16 ? 4 : 0;
    switch (which) {
    case 0:
        if (f->acol) { *r = i + h; *c = t; } else { *r = t + h; *c = i; }
        break;
    case 1:
        if (f->bcol) { *r = i; *c = t + h; } else { *r = t; *c = i + h; }
        break;
    default:
        if ((which == 2 ? f->c : f->d) == TC_F16) {
            *r = t + h;
            *c = i;
        } else {
            *r = (t & 1) + (i & 2) + h;
            *c = (i & 4) + (t & 2) + (i & 1);
        }
        break;
    }
}

/* mma.sp: the compressed A (M x K/2, row-major, laid out in the lanes as
   the dense A of K/2 columns) placed into A (M x K, zeros elsewhere) by
   the metadata words meta[lane]. Sparsity is 2:4 over units: an element
   of 8 or 16 bits, a pair of 4-bit elements, half a tf32 element (so tf32
   is 1:2, its nibbles 0b0100 and 0b1110). Each 4-unit chunk has a nibble
   whose bits 1:0 and 3:2 give the positions of the chunk's two stored
   units. Rows g and g + 8 of quad g take the low and high 16 bits (four
   nibbles, four chunks, low chunk first) of the lanes of the quad that
   hold metadata: units / 16 of them, from lane sel * (units / 16), each
   covering the next 16 units of the row. */
static void mma_expand(const pv_mma_form *f, int M, int K, const uint64_t *Ac,
                       const uint64_t *meta, uint64_t *A)
{
    int bits = mma_bits(f, f->a), tf32 = f->a == TC_TF32;
    int epu = bits == 4 ? 2 : 1, units = tf32 ? 2 * K : K / epu;
    int held = units / 16, r, ch, u, e, Kc = K / 2;
    memset(A, 0, (size_t)M * (size_t)K * sizeof *A);
    for (r = 0; r < M; r++)
        for (ch = 0; ch < units / 4; ch++) {
            int lane = 4 * (r & 7) + (int)f->sel * held + ch / 4;
            unsigned nib = (unsigned)(meta[lane] >> (16 * (r >> 3) + 4 * (ch & 3))) & 15;
            if (tf32) {   /* one element, at unit 0 or 2 of its chunk */
                A[r * K + 2 * ch + ((nib & 3) >> 1)] = Ac[r * Kc + ch];
                continue;
            }
            /* equal indices are undefined; the second unit wins */
            for (u = 0; u < 2; u++) {
                int at = 4 * ch + (int)(u ? nib >> 2 : nib & 3);
                for (e = 0; e < epu; e++)
                    A[r * K + at * epu + e] = Ac[r * Kc + (2 * ch + u) * epu + e];
            }
        }
}

/* .block_scale: the scale of A's row m for K block j is byte bida + j of
   lane 4 * (m % 8) + 2 * tida + m / 8 of scale-a-data; B's column n takes
   byte bidb + j of lane 4 * n + tidb of scale-b-data. */
static void mma_scales(const pv_mma_form *f, int M, int N, const uint64_t *sa,
                       const uint64_t *sb, uint64_t *SA, uint64_t *SB)
{
    int kb = (int)f->kblocks, m, n, j;
    for (m = 0; m < M; m++)
        for (j = 0; j < kb; j++)
            SA[m * kb + j] = (sa[4 * (m & 7) + 2 * (int)f->tida + (m >> 3)] >>
                              (8 * ((int)f->bida + j))) & 255;
    for (n = 0; n < N; n++)
        for (j = 0; j < kb; j++)
            SB[j * N + n] = (sb[4 * n + (int)f->tidb] >> (8 * ((int)f->bidb + j))) & 255;
}

void pv_do_mma(uint8_t *rf, const pv_insn *I)
{
    uint64_t Ac[16 * 128], SA[16 * 4], SB[4 * 8];
    const uint64_t *extra;
    uint64_t A[16 * 256], B[256 * 8], Cm[16 * 8], D[16 * 8];
    pv_mma_form f;
    tc_op op;
    uint32_t nr[4];
    uint8_t *in = rf + I->a, *out = rf + I->d;
    uint8_t *colB, *colC;
    int M, N, K, ba, bb, bc, bd, ea, eb, ec, l, e, q, nq;
    pv_mma_unpack(I->x, &f);
    pv_mma_shape(f.shape, &M, &N, &K);
    pv_mma_regs(&f, nr);
    colB = in + (size_t)nr[0] * PV_LANES * 8;
    colC = colB + (size_t)nr[1] * PV_LANES * 8;
    ba = mma_bits(&f, f.a); bb = mma_bits(&f, f.b);
    bc = mma_bits(&f, f.c); bd = mma_bits(&f, f.d);
    memset(&op, 0, sizeof op);
    op.m = M; op.n = N; op.k = K;
    op.a = f.a; op.b = f.b; op.c = f.c; op.d = f.d;
    op.flags = (f.satfinite ? TC_SATFINITE : 0u) | (f.popc_and ? TC_POPC_AND : 0u);
    nq = f.shape == PV_MMA_M8N8K4 && f.a == TC_F16 ? 4 : 1;
    ea = M * K * nq / PV_LANES;
    eb = K * N * nq / PV_LANES;
    ec = M * N * nq / PV_LANES;
    extra = (const uint64_t *)(const void *)(colC + (size_t)nr[2] * PV_LANES * 8);
    if (f.scale != TC_NOTYPE) {
        const uint64_t *sa = extra + (f.sparse ? PV_LANES : 0);
        mma_scales(&f, M, N, sa, sa + PV_LANES, SA, SB);
        op.s = f.scale;
        op.kblocks = (int)f.kblocks;
        op.sa = SA;
        op.sb = SB;
    }
    if (f.sparse)
        ea /= 2;
    for (q = 0; q < nq; q++) {
        for (l = 0; l < PV_LANES; l++) {
            int r, c;
            if (nq == 4 && ((l >> 2) & 3) != q)
                continue;
            for (e = 0; e < ea; e++) {
                if (nq == 4) mma_qp_pos(&f, 0, l, e, &r, &c);
                else mma_pos_a(M, ba >= 32 ? 1 : 32 / ba, l, e, &r, &c);
                if (f.sparse) Ac[r * (K / 2) + c] = mma_get(in, l, e, ba, &f, f.a);
                else A[r * K + c] = mma_get(in, l, e, ba, &f, f.a);
            }
            for (e = 0; e < eb; e++) {
                if (nq == 4) mma_qp_pos(&f, 1, l, e, &r, &c);
                else mma_pos_b(bb >= 32 ? 1 : 32 / bb, l, e, &r, &c);
                B[r * N + c] = mma_get(colB, l, e, bb, &f, f.b);
            }
            for (e = 0; e < ec; e++) {
                if (nq == 4) mma_qp_pos(&f, 2, l, e, &r, &c);
                else mma_pos_cd(l, e, &r, &c);
                Cm[r * N + c] = mma_get(colC, l, e, bc, &f, f.c);
            }
        }
        if (f.sparse)
            mma_expand(&f, M, K, Ac, extra, A);
        tc_mma(&op, A, B, Cm, D);   /* the compiler checked the form */
        for (l = 0; l < PV_LANES; l++) {
            int r, c;
            if (nq == 4 && ((l >> 2) & 3) != q)
                continue;
            for (e = 0; e < ec; e++) {
                if (nq == 4) mma_qp_pos(&f, 3, l, e, &r, &c);
                else mma_pos_cd(l, e, &r, &c);
                mma_put(out, l, e, bd, D[r * N + c]);
            }
        }
    }
}
