/* The warp matrix instructions (ops_wmma.h) for a whole warp: ldmatrix,
   stmatrix and movmatrix move 8x8 matrices of 16-bit elements between
   rows in shared memory and the ISA's documented per-lane fragments;
   wmma.load and wmma.store move a wmma fragment, wmma.mma gathers A, B
   and C from their fragments and has tc_math compute D.

   WMMA fragment layout. The ISA fixes each fragment's registers and how
   many elements each holds, but leaves which lane holds which element
   unspecified and target dependent. ptxvm uses the mma.sync layouts of
   sm_80 and later throughout, lane l in group g = l / 4, t = l % 4:
     - multiplicands are tiles of one register each, element j of a
       register being the j-th of its packed elements (low bits first):
       an A tile is 8 rows x 4P columns (P elements to a register), lane
       l holding row g, columns t * P + j; a B tile is 4P rows x 8
       columns, lane l holding rows t * P + j of column g (so .f16 A of
       m16n16k16 is mma.m16n8k16's A, .tf32 A mma.m16n8k8's, .f64
       mma.m8n8k4's, .b1 mma.m8n8k128's);
     - accumulators are 8x8 tiles of two elements a lane, row g, columns
       2t and 2t + 1 (mma's C);
     - register q is tile q of the matrix, tiles counted down the rows
       first. The .f16 multiplicands have eight registers whatever the
       shape: registers past the matrix's tiles repeat it from the first
       (wmma.mma reads the first copy).
   A fragment loaded, changed element by element the same way in every
   register and stored (or multiplied) gives what the GPU gives. */
#include "exec_mem.h"
#include "ops_wmma.h"
#include "tc_math.h"
#include <stdio.h>

static const uint8_t mx_dims[7][3] = {
    {16, 16, 16}, {8, 32, 16}, {32, 8, 16}, {16, 16, 8}, {8, 8, 4},
    {8, 8, 32}, {8, 8, 128}
};
/* Bits of an element (in memory and in a register), elements to a
   register, by PV_MT_*. */
static const uint8_t mx_bits[12] = { 0, 16, 16, 32, 32, 64, 8, 8, 4, 4, 1, 32 };
static const uint8_t mx_per[12] = { 1, 2, 2, 1, 1, 1, 4, 4, 8, 8, 32, 1 };

PTXVM_INTERNAL uint32_t pv_wmma_regs(uint32_t mat, uint32_t shape, uint32_t type)
{
    uint32_t m = mx_dims[shape][0], n = mx_dims[shape][1], k = mx_dims[shape][2];
    uint32_t elems = mat == PV_MM_A ? m * k : mat == PV_MM_B ? k * n : m * n;
    if (mat != PV_MM_C && type == PV_MT_F16)
        return 8;
    return elems / 32 / mx_per[type];
}

/* The matrix's rows and columns. */
static void mx_size(uint32_t mat, uint32_t shape, uint32_t *rows, uint32_t *cols)
{
    uint32_t m = mx_dims[shape][0], n = mx_dims[shape][1], k = mx_dims[shape][2];
    *rows = mat == PV_MM_B ? k : m;
    *cols = mat == PV_MM_A ? k : n;
}

/* Where element j of register q of lane l sits in its matrix (the layout
   above). */
static void mx_pos(uint32_t mat, uint32_t shape, uint32_t type, uint32_t l,
                   uint32_t q, uint32_t j, uint32_t *row, uint32_t *col)
{
    uint32_t rows, cols, g = l >> 2, t = l & 3u, p = mx_per[type], rt;
    mx_size(mat, shape, &rows, &cols);
    if (mat == PV_MM_C) {
        uint32_t e = q * p + j, tile = e >> 1;
        rt = rows / 8;
        *row = (tile % rt) * 8 + g;
        *col = (tile / rt) * 8 + 2 * t + (e & 1u);
    } else if (mat == PV_MM_A) {
        uint32_t ct = cols / (4 * p), tile;
        rt = rows / 8;
        tile = q % (rt * ct);
        *row = (tile % rt) * 8 + g;
        *col = (tile / rt) * 4 * p + t * p + j;
    } else {
        uint32_t ct = cols / 8, tile;
        rt = rows / (4 * p);
        tile = q % (rt * ct);
        *row = (tile % rt) * 4 * p + t * p + j;
        *col = (tile / rt) * 8 + g;
    }
}

/* Register q of lane l of the block group at blk (64-bit for .f64). */
static uint64_t reg_get(uint8_t *rf, uint32_t blk, uint32_t q, uint32_t l, int wide)
{
    if (wide)
        return R64(blk + q * PV_MX_COL64)[l];
    return R32(blk + q * PV_MX_COL32)[l];
}

static void reg_set(uint8_t *rf, uint32_t blk, uint32_t q, uint32_t l, int wide,
                    uint64_t v)
{
    if (wide)
        R64(blk + q * PV_MX_COL64)[l] = v;
    else
        R32(blk + q * PV_MX_COL32)[l] = (uint32_t)v;
}

static uint64_t mx_elem_mask(uint32_t bits)
{
    return bits >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1);
}

/* ---- wmma.load / wmma.store ---------------------------------------------- */
static int wmma_ldst(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t pc,
                     int store)
{
    uint8_t *rf = w->rf;
    uint32_t aux = I->aux, mat = PV_WM_MAT(aux), shape = PV_WM_SHAPE(aux);
    uint32_t type = PV_WM_TYPE(aux), colmaj = PV_WM_COL(aux);
    uint32_t space = PV_WM_SPACE(aux), nregs = PV_WM_NREGS(aux);
    uint32_t bits = mx_bits[type], per = mx_per[type], rows, cols, l, q, j;
    int wide = type == PV_MT_F64;
    mx_size(mat, shape, &rows, &cols);
    for (l = 0; l < PV_LANES; l++) {
        uint64_t base = R64(I->a)[l];
        uint64_t ld = I->b != PV_NO_REG ? R32(I->b)[l] : colmaj ? rows : cols;
        for (q = 0; q < nregs; q++) {
            uint64_t v = store ? reg_get(rf, I->d, q, l, wide) : 0;
            for (j = 0; j < per; j++) {
                uint32_t r, c, shift = j * bits;
                uint64_t idx, bit, addr;
                uint8_t buf[8];
                mx_pos(mat, shape, type, l, q, j, &r, &c);
                idx = colmaj ? (uint64_t)c * ld + r : (uint64_t)r * ld + c;
                bit = idx * bits;
                addr = base + (bit >> 3);
                if (bits >= 8) {
                    uint32_t n = bits / 8;
                    if (store)
                        pv_store_le(buf, v >> shift, n);
                    if (pv_mem_access(X, w, pc, l, space, addr, n, buf, store))
                        return 1;
                    if (!store)
                        v |= pv_load_le(buf, n, 0) << shift;
                } else {                 /* .s4/.u4/.b1 (loads only): in a byte */
                    if (pv_mem_access(X, w, pc, l, space, addr, 1, buf, 0))
                        return 1;
                    v |= (uint64_t)((buf[0] >> (bit & 7u)) & mx_elem_mask(bits)) << shift;
                }
            }
            if (!store)
                reg_set(rf, I->d, q, l, wide, v);
        }
    }
    return 0;
}

/* ---- wmma.mma ------------------------------------------------------------ */
/* Fragment at blk into the row-major matrix out (the first copy of a
   repeated element wins), or the matrix into the fragment. */
static void frag_gather(uint8_t *rf, uint32_t blk, uint32_t mat, uint32_t shape,
                        uint32_t type, uint64_t *out)
{
    uint32_t nregs = pv_wmma_regs(mat, shape, type), per = mx_per[type];
    uint32_t bits = mx_bits[type], rows, cols, l, q, j;
    int wide = type == PV_MT_F64;
    mx_size(mat, shape, &rows, &cols);
    for (q = nregs; q-- > 0;)
        for (l = 0; l < PV_LANES; l++) {
            uint64_t v = reg_get(rf, blk, q, l, wide);
            for (j = 0; j < per; j++) {
                uint32_t r, c;
                mx_pos(mat, shape, type, l, q, j, &r, &c);
                out[r * cols + c] = (v >> (j * bits)) & mx_elem_mask(bits);
            }
        }
}

static void frag_scatter(uint8_t *rf, uint32_t blk, uint32_t shape,
                         uint32_t type, const uint64_t *in)
{
    uint32_t nregs = pv_wmma_regs(PV_MM_C, shape, type), per = mx_per[type];
    uint32_t bits = mx_bits[type], rows, cols, l, q, j;
    int wide = type == PV_MT_F64;
    mx_size(PV_MM_C, shape, &rows, &cols);
    for (l = 0; l < PV_LANES; l++)
        for (q = 0; q < nregs; q++) {
            uint64_t v = 0;
            for (j = 0; j < per; j++) {
                uint32_t r, c;
                mx_pos(PV_MM_C, shape, type, l, q, j, &r, &c);
                v |= (in[r * cols + c] & mx_elem_mask(bits)) << (j * bits);
            }
            reg_set(rf, blk, q, l, wide, v);
        }
}

static int wmma_mma(pv_cta *X, pv_warp *w, const pv_insn *I)
{
    /* the largest operands: A and B of m8n8k128, C of the 256-element
       shapes */
    uint64_t a[1024], b[1024], c[256], d[256];
    uint32_t aux = I->aux, shape = PV_WMMA_SHAPE(aux);
    tc_op op;
    const char *why = NULL;
    memset(&op, 0, sizeof op);
    op.m = mx_dims[shape][0];
    op.n = mx_dims[shape][1];
    op.k = mx_dims[shape][2];
    op.a = (tc_type)PV_WMMA_A(aux);
    op.b = (tc_type)PV_WMMA_B(aux);
    op.c = (tc_type)PV_WMMA_C(aux);
    op.d = (tc_type)PV_WMMA_D(aux);
    op.flags = (PV_WMMA_FLAGS(aux) & PV_WMMA_SATFINITE ? TC_SATFINITE : 0u) |
               (PV_WMMA_FLAGS(aux) & PV_WMMA_POPC_AND ? TC_POPC_AND : 0u);
    op.rnd = PV_WMMA_RND(PV_WMMA_FLAGS(aux));
    frag_gather(w->rf, I->d, PV_MM_A, shape, PV_WMMA_A(aux), a);
    frag_gather(w->rf, I->d + PV_MX_B, PV_MM_B, shape, PV_WMMA_B(aux), b);
    frag_gather(w->rf, I->d + PV_MX_C, PV_MM_C, shape, PV_WMMA_C(aux), c);
    if (tc_check(&op, &why) || tc_mma(&op, a, b, c, d)) {
        snprintf(X->msg, sizeof X->msg, "wmma.mma: %s",
                 why ? why : "out of memory");
        X->host_result = why ? PTXVM_E_UNSUPPORTED : PTXVM_E_NO_MEMORY;
        return -1;
    }
    frag_scatter(w->rf, I->d + PV_MX_D, shape, PV_WMMA_D(aux), d);
    return 0;
}

/* ---- ldmatrix, stmatrix, movmatrix ------------------------------------------ */
/* The 8x8 .b16 matrices at the row addresses in column a (matrix i's
   rows from lanes 8i .. 8i + 7), read or written through m. */
static int ldm_rows(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t pc,
                    uint16_t (*m)[8][8], int store)
{
    uint8_t *rf = w->rf;
    uint32_t num = PV_LDM_NUM(I->aux), space = PV_LDM_SPACE(I->aux), i, r, c;
    for (i = 0; i < num; i++)
        for (r = 0; r < 8; r++) {
            uint32_t l = i * 8 + r;
            uint64_t addr = R64(I->a)[l];
            if (addr & 15u) {
                fault(X, pc, l, addr, 16, store, "misaligned matrix row");
                return 1;
            }
            /* a generic address must point into .shared (the ISA leaves
               anything else undefined: refused, not read) */
            if (space == SP_NONE && (addr < PV_SHARED_WINDOW ||
                                     addr - PV_SHARED_WINDOW >= PV_WINDOW_SIZE)) {
                fault(X, pc, l, addr, 16, store, "not in .shared");
                return 1;
            }
            for (c = 0; c < 8; c += 2) {
                uint8_t buf[4];
                if (store) {
                    pv_store_le(buf, m[i][r][c], 2);
                    pv_store_le(buf + 2, m[i][r][c + 1], 2);
                }
                if (pv_mem_access(X, w, pc, l, space, addr + c * 2, 4, buf, store))
                    return 1;
                if (!store) {
                    m[i][r][c] = (uint16_t)pv_load_le(buf, 2, 0);
                    m[i][r][c + 1] = (uint16_t)pv_load_le(buf + 2, 2, 0);
                }
            }
        }
    return 0;
}

/* Lane l's word of an 8x8 .b16 matrix in the documented fragment: row
   l / 4, columns 2 (l % 4) and the next (transposed: column l / 4, rows
   2 (l % 4) and the next); the lower column (row) in the low half. */
static uint32_t frag_word(uint16_t (*m)[8], uint32_t l, int trans)
{
    uint32_t g = l >> 2, t = (l & 3u) * 2;
    if (trans)
        return (uint32_t)m[t][g] | (uint32_t)m[t + 1][g] << 16;
    return (uint32_t)m[g][t] | (uint32_t)m[g][t + 1] << 16;
}

static void frag_unword(uint16_t (*m)[8], uint32_t l, int trans, uint32_t v)
{
    uint32_t g = l >> 2, t = (l & 3u) * 2;
    if (trans) {
        m[t][g] = (uint16_t)v;
        m[t + 1][g] = (uint16_t)(v >> 16);
    } else {
        m[g][t] = (uint16_t)v;
        m[g][t + 1] = (uint16_t)(v >> 16);
    }
}

/* The .b8 forms of sm_100: rows of 16 bytes, one address a row, 16 rows a
   matrix for ldmatrix .m16n16 .trans (two registers a matrix) and 8 for
   stmatrix .m16n8 .trans (one register). Byte b of lane l's register
   reg (of its matrix) is byte l/4 + 8(b/2) of row (b&1) + 2 reg + 4(l%4)
   (.m16n16) or (b&1) + 2(l%4) (.m16n8): each lane holds two columns of
   the transposed matrix, two rows apart by 8. These are the thread/value
   maps of CUTLASS's SM100 LDSM_T/STSM_T copy traits, composed. */
static uint32_t b8_row(int store, uint32_t reg, uint32_t l, uint32_t b)
{
    return store ? (b & 1u) + 2u * (l & 3u) : (b & 1u) + 2u * reg + 4u * (l & 3u);
}

static int ldmatrix_b8(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t pc,
                       int store)
{
    uint8_t m[32][16], *rf = w->rf;
    uint32_t num = PV_LDM_NUM(I->aux), space = PV_LDM_SPACE(I->aux);
    uint32_t rows = store ? 8u : 16u, regs = store ? 1u : 2u, mat, r, l, b, c;
    for (mat = 0; mat < num; mat++)
        for (r = 0; r < regs && store; r++)
            for (l = 0; l < PV_LANES; l++) {
                uint32_t v = R32(I->d + (mat * regs + r) * PV_MX_COL32)[l];
                for (b = 0; b < 4; b++)
                    m[mat * rows + b8_row(store, r, l, b)][l / 4 + 8 * (b >> 1)] =
                        (uint8_t)(v >> (8 * b));
            }
    for (r = 0; r < num * rows; r++) {
        uint64_t addr = R64(I->a)[r];
        if (addr & 15u) {
            fault(X, pc, r, addr, 16, store, "misaligned matrix row");
            return 1;
        }
        if (space == SP_NONE && (addr < PV_SHARED_WINDOW ||
                                 addr - PV_SHARED_WINDOW >= PV_WINDOW_SIZE)) {
            fault(X, pc, r, addr, 16, store, "not in .shared");
            return 1;
        }
        for (c = 0; c < 16; c += 4)
            if (pv_mem_access(X, w, pc, r, space, addr + c, 4, &m[r][c], store))
                return 1;
    }
    for (mat = 0; mat < num && !store; mat++)
        for (r = 0; r < regs; r++)
            for (l = 0; l < PV_LANES; l++) {
                uint32_t v = 0;
                for (b = 0; b < 4; b++)
                    v |= (uint32_t)m[mat * rows + b8_row(store, r, l, b)]
                                    [l / 4 + 8 * (b >> 1)] << (8 * b);
                R32(I->d + (mat * regs + r) * PV_MX_COL32)[l] = v;
            }
    return 0;
}

static int ldmatrix(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t pc, int store)
{
    uint16_t m[4][8][8];
    uint8_t *rf = w->rf;
    uint32_t num = PV_LDM_NUM(I->aux), i, l;
    int trans = (int)PV_LDM_TRANS(I->aux);
    if (PV_LDM_FORM(I->aux) == PV_LDM_B8)
        return ldmatrix_b8(X, w, I, pc, store);
    if (store)
        for (i = 0; i < num; i++)
            for (l = 0; l < PV_LANES; l++)
                frag_unword(m[i], l, trans, R32(I->d + i * PV_MX_COL32)[l]);
    if (ldm_rows(X, w, I, pc, m, store))
        return 1;
    if (!store)
        for (i = 0; i < num; i++)
            for (l = 0; l < PV_LANES; l++)
                R32(I->d + i * PV_MX_COL32)[l] = frag_word(m[i], l, trans);
    return 0;
}

static void movmatrix(pv_warp *w, const pv_insn *I)
{
    uint16_t m[8][8];
    uint8_t *rf = w->rf;
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        frag_unword(m, l, 0, R32(I->a)[l]);
    for (l = 0; l < PV_LANES; l++)
        R32(I->d)[l] = frag_word(m, l, 1);
}

/* A memory fault, as ld's message gives it, with the instruction named. */
static int mx_fault(pv_cta *X, const char *inst)
{
    snprintf(X->msg, sizeof X->msg, "memory fault: %s %s of %u bytes at 0x%llx "
             "(%s)", inst, X->fault.write ? "store" : "load", X->fault.size,
             (unsigned long long)X->fault.addr, X->fault.why);
    X->host_result = PTXVM_E_MEMORY_FAULT;
    return -1;
}

PTXVM_INTERNAL int pv_do_matrix(pv_cta *X, pv_warp *w, const pv_insn *I,
                                uint32_t pc)
{
    switch (I->op) {
    case PV_OP_LDMATRIX:
        return ldmatrix(X, w, I, pc, 0) ? mx_fault(X, "ldmatrix") : 0;
    case PV_OP_STMATRIX:
        return ldmatrix(X, w, I, pc, 1) ? mx_fault(X, "stmatrix") : 0;
    case PV_OP_MOVMATRIX:
        movmatrix(w, I);
        return 0;
    case PV_OP_WMMA_LOAD:
        return wmma_ldst(X, w, I, pc, 0) ? mx_fault(X, "wmma.load") : 0;
    case PV_OP_WMMA_STORE:
        return wmma_ldst(X, w, I, pc, 1) ? mx_fault(X, "wmma.store") : 0;
    default:
        return wmma_mma(X, w, I);
    }
}
