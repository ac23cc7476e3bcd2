/* ldmatrix, stmatrix and movmatrix: the nvcc builds of the inline-asm
   kernels of tests/wmma/wmma_kernels.cu (every .num, with and without
   .trans, rows scattered over shared memory) against the ISA's fragment
   layout computed here, movmatrix's transpose, ZLUDA's two ldmatrix
   vectors on one warp (../shared, skipped when absent), and hand-written
   PTX for the address forms, faults, partial warps and invalid forms. */
#include "mx_util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WK_PTX "tests/wmma/wmma_kernels.sm_90.ptx"

/* Lane l's word of 8x8 .b16 matrix mat (mat[r][c]): row l / 4, columns
   2 (l % 4) and 2 (l % 4) + 1, the first in the low half; with .trans
   the matrix is read column-major: column l / 4, rows 2 (l % 4), +1. */
static uint32_t lane_word(uint16_t mat[8][8], uint32_t l, int trans)
{
    uint32_t a = l / 4, b = 2 * (l % 4);
    if (trans)
        return mat[b][a] | (uint32_t)mat[b + 1][a] << 16;
    return mat[a][b] | (uint32_t)mat[a][b + 1] << 16;
}

/* 32 distinct 16-byte-aligned row offsets in a 1024-byte tile. */
static void row_offsets(uint64_t *seed, uint32_t *off)
{
    uint32_t used[64] = {0}, l;
    for (l = 0; l < 32; l++) {
        uint32_t r;
        do
            r = mx_rng(seed) % 64;
        while (used[r]);
        used[r] = 1;
        off[l] = r * 16;
    }
}

/* nvcc's sm_100a builds of the .b8 forms (tests/wmma/b8_matrix_kernels.cu)
   with the rows at random offsets: lane l's register reg of matrix m
   holds, in byte b, byte l/4 + 8 (b/2) of row 16m + 4 (l%4) + 2 reg +
   (b&1) (ldmatrix .m16n16: lane l four consecutive columns of rows l/4
   and l/4 + 8 of the transposed matrix, two registers a matrix); for
   stmatrix .m16n8 the row is 8m + 2 (l%4) + (b&1), one register a
   matrix. */
static void nvcc_b8(pv_test *t)
{
    static const struct { const char *name; uint32_t num; int store; } K[] = {
        {"ld1616_x1", 1, 0}, {"ld1616_x2", 2, 0},
        {"st168_x1", 1, 1}, {"st168_x2", 2, 1}, {"st168_x4", 4, 1}
    };
    uint64_t seed = 41;
    uint32_t i;
    for (i = 0; i < sizeof K / sizeof K[0]; i++) {
        mx_ctx c;
        uint32_t off[32], in[128], out[256], rep;
        uint8_t want[1024];
        if (!test_begin(t, "ldmatrix nvcc sm_100a %s: the .b8 layout", K[i].name))
            continue;
        if (!mx_open(t, &c, NULL, "tests/wmma/b8_matrix_kernels.sm_100a.ptx"))
            goto done;
        for (rep = 0; rep < 3; rep++) {
            uint32_t m, r, l, b, bad = 0, regs = K[i].store ? 1 : 2;
            ptxvm_addr bo, bin, bout;
            row_offsets(&seed, off);
            for (l = 0; l < 128; l++)
                in[l] = mx_rng(&seed);
            bo = mx_buf(&c, off, sizeof off);
            bin = mx_buf(&c, in, sizeof in);
            bout = mx_buf(&c, NULL, sizeof out);
            if (K[i].store ? !mx_run(t, &c, K[i].name, 32, 3, bo, bin, bout)
                           : !mx_run(t, &c, K[i].name, 32, 2, bo, bout))
                break;
            mx_get(&c, out, bout, sizeof out);
            memset(want, 0, sizeof want);
            for (m = 0; m < K[i].num; m++)
                for (r = 0; r < regs; r++)
                    for (l = 0; l < 32; l++) {
                        uint32_t w = 0, reg = m * regs + r;
                        for (b = 0; b < 4; b++) {
                            uint32_t row = K[i].store ? 8 * m + 2 * (l % 4) + (b & 1)
                                                      : 16 * m + 4 * (l % 4) + 2 * r + (b & 1);
                            uint32_t at = off[row] + l / 4 + 8 * (b >> 1);
                            if (K[i].store)
                                want[at] = (uint8_t)(in[32 * reg + l] >> (8 * b));
                            else
                                w |= ((at * 37 + 11) & 255u) << (8 * b);
                        }
                        if (!K[i].store && out[32 * reg + l] != w && !bad++)
                            T_CHECK(t, 0, "register %u lane %u: 0x%08x, want 0x%08x", reg,
                                    l, out[32 * reg + l], w);
                    }
            if (K[i].store)
                for (l = 0; l < 1024; l++)
                    if (((uint8_t *)out)[l] != want[l] && !bad++)
                        T_CHECK(t, 0, "tile byte %u: 0x%02x, want 0x%02x", l,
                                ((uint8_t *)out)[l], want[l]);
            T_CHECK(t, bad == 0, "%u differ", bad);
        }
        mx_close(t, &c);
done:
        test_end(t);
    }
}

static void ld_kernels(pv_test *t)
{
    static const struct { const char *name; uint32_t num; int trans; } K[] = {
        {"ldm_x1", 1, 0}, {"ldm_x2_trans", 2, 1}, {"ldm_x4", 4, 0},
        {"ldm_x4_trans", 4, 1}
    };
    uint64_t seed = 7;
    uint32_t i;
    for (i = 0; i < sizeof K / sizeof K[0]; i++) {
        mx_ctx c;
        uint32_t src[256], off[32], out[128], rep;
        if (!test_begin(t, "ldmatrix nvcc %s: rows anywhere in .shared", K[i].name))
            continue;
        if (!mx_open(t, &c, NULL, WK_PTX))
            goto done;
        for (rep = 0; rep < 4; rep++) {
            uint16_t mat[4][8][8];
            uint32_t m, r, col, l, bad = 0;
            ptxvm_addr bs, bo, bout;
            for (l = 0; l < 256; l++)
                src[l] = mx_rng(&seed);
            row_offsets(&seed, off);
            bs = mx_buf(&c, src, sizeof src);
            bo = mx_buf(&c, off, sizeof off);
            bout = mx_buf(&c, NULL, sizeof out);
            if (!mx_run(t, &c, K[i].name, 32, 3, bs, bo, bout))
                break;
            mx_get(&c, out, bout, sizeof out);
            for (m = 0; m < K[i].num; m++)
                for (r = 0; r < 8; r++)
                    for (col = 0; col < 8; col++) {
                        uint32_t byte = off[m * 8 + r] + col * 2;
                        mat[m][r][col] = (uint16_t)(src[byte / 4] >> (byte % 4 * 8));
                    }
            for (m = 0; m < K[i].num; m++)
                for (l = 0; l < 32; l++)
                    if (out[m * 32 + l] != lane_word(mat[m], l, K[i].trans) && !bad++)
                        T_CHECK(t, 0, "matrix %u lane %u: 0x%08x, want 0x%08x", m, l,
                                out[m * 32 + l], lane_word(mat[m], l, K[i].trans));
        }
        mx_close(t, &c);
done:
        test_end(t);
    }
}

static void st_kernels(pv_test *t)
{
    static const struct { const char *name; uint32_t num; int trans; } K[] = {
        {"stm_x1", 1, 0}, {"stm_x2", 2, 0}, {"stm_x4_trans", 4, 1}
    };
    uint64_t seed = 11;
    uint32_t i;
    for (i = 0; i < sizeof K / sizeof K[0]; i++) {
        mx_ctx c;
        uint32_t in[128], off[32], out[256], want[256], rep;
        if (!test_begin(t, "stmatrix nvcc %s: rows anywhere in .shared", K[i].name))
            continue;
        if (!mx_open(t, &c, NULL, WK_PTX))
            goto done;
        for (rep = 0; rep < 4; rep++) {
            uint16_t mat[4][8][8];
            uint32_t m, r, col, l;
            ptxvm_addr bi, bo, bout;
            for (l = 0; l < 128; l++)
                in[l] = mx_rng(&seed);
            row_offsets(&seed, off);
            /* the matrices the registers hold, from the layout */
            for (m = 0; m < K[i].num; m++)
                for (r = 0; r < 8; r++)
                    for (col = 0; col < 8; col++) {
                        uint32_t rr = K[i].trans ? col : r, cc = K[i].trans ? r : col;
                        uint32_t lane = rr * 4 + cc / 2;
                        mat[m][r][col] = (uint16_t)(in[m * 32 + lane] >> (cc % 2 * 16));
                    }
            memset(want, 0, sizeof want);
            for (m = 0; m < K[i].num; m++)
                for (r = 0; r < 8; r++)
                    for (col = 0; col < 8; col++) {
                        uint32_t byte = off[m * 8 + r] + col * 2, sh = byte % 4 * 8;
                        want[byte / 4] = (want[byte / 4] & ~(0xffffu << sh)) |
                                         (uint32_t)mat[m][r][col] << sh;
                    }
            bi = mx_buf(&c, in, sizeof in);
            bo = mx_buf(&c, off, sizeof off);
            bout = mx_buf(&c, NULL, sizeof out);
            if (!mx_run(t, &c, K[i].name, 32, 3, bi, bo, bout))
                break;
            mx_get(&c, out, bout, sizeof out);
            T_CHECK(t, memcmp(out, want, sizeof out) == 0, "the shared tile differs");
        }
        mx_close(t, &c);
done:
        test_end(t);
    }
}

static void movmatrix_kernel(pv_test *t)
{
    mx_ctx c;
    uint64_t seed = 3;
    uint32_t in[32], out[32], l, rep;
    if (!test_begin(t, "movmatrix nvcc: the transpose in the fragment layout"))
        return;
    if (mx_open(t, &c, NULL, WK_PTX)) {
        for (rep = 0; rep < 4; rep++) {
            uint16_t mat[8][8], tr[8][8];
            uint32_t r, col;
            ptxvm_addr bi, bout;
            for (l = 0; l < 32; l++)
                in[l] = mx_rng(&seed);
            for (r = 0; r < 8; r++)
                for (col = 0; col < 8; col++)
                    mat[r][col] = (uint16_t)(in[r * 4 + col / 2] >> (col % 2 * 16));
            for (r = 0; r < 8; r++)
                for (col = 0; col < 8; col++)
                    tr[r][col] = mat[col][r];
            bi = mx_buf(&c, in, sizeof in);
            bout = mx_buf(&c, NULL, sizeof out);
            if (!mx_run(t, &c, "movm", 32, 2, bi, bout))
                break;
            mx_get(&c, out, bout, sizeof out);
            for (l = 0; l < 32; l++)
                T_CHECK(t, out[l] == lane_word(tr, l, 0), "lane %u: 0x%08x, want 0x%08x",
                        l, out[l], lane_word(tr, l, 0));
        }
        mx_close(t, &c);
    }
    test_end(t);
}

/* ZLUDA's ldmatrix vectors on one warp: their 64-thread launch also
   reads past values_g and writes past the output in its second warp
   (harmless on a GPU, a fault here), so the first warp's results, all
   the vector checks, are compared on a 32-thread launch. */
static void zluda_one_warp(pv_test *t)
{
    static const char *const names[] = {"ldmatrix", "ldmatrix_trans"};
    uint32_t i;
    for (i = 0; i < 2; i++) {
        char path[256], *vec, *p;
        size_t vlen;
        uint32_t want[256], got[512], n = 0, j;
        mx_ctx c;
        ptxvm_addr out;
        if (!test_begin(t, "ldmatrix zluda %s: the first warp's output", names[i]))
            continue;
        snprintf(path, sizeof path, "../shared/conformance/zluda/%s.vec", names[i]);
        vec = test_read_file(path, &vlen);
        if (!vec) {
            test_skip(t, "../shared/conformance/zluda absent");
            continue;
        }
        p = strstr(vec, "\noutput ");
        T_CHECK(t, p != NULL, "no output line");
        if (p) {
            p = strchr(p + 8, ' ');         /* past the type */
            n = (uint32_t)strtoul(p, &p, 10);
            for (j = 0; j < n && j < 256; j++)
                want[j] = (uint32_t)strtoul(p, &p, 16);
        }
        free(vec);
        snprintf(path, sizeof path, "../shared/conformance/zluda/%s.ptx", names[i]);
        if (n && n <= 256 && mx_open(t, &c, NULL, path)) {
            /* 32 lanes write what the first warp writes: the .u32 test
               8 bytes a lane, the .s32 one (ldmatrix_trans) 32 */
            out = mx_buf(&c, NULL, sizeof got);
            if (mx_run_shared(t, &c, names[i], 32, 1024, 1, out)) {
                mx_get(&c, got, out, sizeof got);
                for (j = 0; j < n; j++)
                    T_CHECK(t, got[j] == want[j], "element %u: 0x%08x, want 0x%08x",
                            j, got[j], want[j]);
            }
            mx_close(t, &c);
        }
        test_end(t);
    }
}

/* ---- hand-written PTX -------------------------------------------------- */
#define HEAD ".version 7.8\n.target sm_90\n.address_size 64\n"

/* A kernel (%s: its name) filling a .shared tile with word i = i *
   0x00020002 + 0x00010000 (so .b16 element e is e), then the code %s
   and the matrix instruction %s, its four registers to
   out[reg * 32 + lane]. */
static const char ldm_kernel[] =
    ".visible .entry %s(.param .u64 out)\n{\n"
    ".reg .b32 %%r<20>;\n.reg .b64 %%rd<10>;\n.reg .pred %%p<4>;\n"
    ".shared .align 16 .b32 tile[256];\n"
    "mov.u32 %%r1, %%tid.x;\nmov.u32 %%r2, 0;\n"
    "FILL:\nshl.b32 %%r3, %%r2, 5;\nadd.s32 %%r3, %%r3, %%r1;\n"
    "mul.lo.u32 %%r4, %%r3, 0x00020002;\nadd.u32 %%r4, %%r4, 0x00010000;\n"
    "shl.b32 %%r5, %%r3, 2;\nmov.u32 %%r6, tile;\nadd.s32 %%r5, %%r5, %%r6;\n"
    "st.shared.u32 [%%r5], %%r4;\nadd.s32 %%r2, %%r2, 1;\n"
    "setp.lt.u32 %%p1, %%r2, 8;\n@%%p1 bra FILL;\nbar.warp.sync -1;\n"
    "mov.b32 %%r10, 0;\nmov.b32 %%r11, 0;\nmov.b32 %%r12, 0;\nmov.b32 %%r13, 0;\n"
    "%s%s\n"
    "ld.param.u64 %%rd1, [out];\nmul.wide.u32 %%rd2, %%r1, 4;\n"
    "add.s64 %%rd1, %%rd1, %%rd2;\nst.global.u32 [%%rd1], %%r10;\n"
    "st.global.u32 [%%rd1+128], %%r11;\nst.global.u32 [%%rd1+256], %%r12;\n"
    "st.global.u32 [%%rd1+384], %%r13;\nret;\n}\n";

/* Each lane's row: lane * 32 bytes into the tile (row r of matrix m is
   at (8m + r) * 32: elements 16 (8m + r) .. + 7). */
static const char *const ldm_forms[][3] = {
    /* a 32-bit .shared address */
    {"ld32", "shl.b32 %r7, %r1, 5;\nmov.u32 %r8, tile;\nadd.s32 %r7, %r7, %r8;\n",
     "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r10, %r11, %r12, %r13}, [%r7];"},
    /* a generic 64-bit address with a constant offset: rows 16 bytes on */
    {"ldgen", "shl.b32 %r7, %r1, 5;\nmov.u64 %rd5, tile;\ncvta.shared.u64 %rd5, %rd5;\n"
     "cvt.u64.u32 %rd6, %r7;\nadd.s64 %rd5, %rd5, %rd6;\n",
     "ldmatrix.sync.aligned.m8n8.x2.trans.b16 {%r10, %r11}, [%rd5+16];"},
    /* [var+offset]: every lane the same row address (tile + 64) */
    {"ldvar", "", "ldmatrix.sync.aligned.m8n8.x1.shared::cta.b16 {%r10}, [tile+64];"},
    /* after a divergent branch the warp has reconverged */
    {"lddiv", "and.b32 %r9, %r1, 1;\nsetp.eq.u32 %p2, %r9, 0;\n@%p2 bra EVEN;\n"
     "shl.b32 %r7, %r1, 5;\nbra JOIN;\nEVEN:\nshl.b32 %r7, %r1, 5;\nadd.s32 %r7, %r7, 0;\n"
     "JOIN:\nmov.u32 %r8, tile;\nadd.s32 %r7, %r7, %r8;\n",
     "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r10, %r11, %r12, %r13}, [%r7];"},
    /* out of .shared: lane 5's row at 4096 */
    {"ldoob", "shl.b32 %r7, %r1, 5;\nsetp.eq.u32 %p2, %r1, 5;\n@%p2 mov.u32 %r7, 4096;\n",
     "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r10}, [%r7];"},
    /* a misaligned row (lane 3's, 8 bytes on) */
    {"ldmis", "shl.b32 %r7, %r1, 5;\nsetp.eq.u32 %p2, %r1, 3;\n@%p2 add.u32 %r7, %r7, 8;\n",
     "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r10}, [%r7];"},
    /* stmatrix out of .shared */
    {"stoob", "shl.b32 %r7, %r1, 5;\nsetp.eq.u32 %p2, %r1, 2;\n@%p2 mov.u32 %r7, 8192;\n",
     "stmatrix.sync.aligned.m8n8.x1.shared.b16 [%r7], {%r10};"},
    /* lanes 16-31 exit first */
    {"ldexit", "shl.b32 %r7, %r1, 5;\nsetp.ge.u32 %p2, %r1, 16;\n@%p2 ret;\n",
     "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r10}, [%r7];"},
    /* a generic address outside .shared (the output buffer) */
    {"ldglob", "ld.param.u64 %rd5, [out];\n",
     "ldmatrix.sync.aligned.m8n8.x1.b16 {%r10}, [%rd5];"},
    /* the sm_100 .b8 forms: two 16x16 matrices, rows from lanes 0-15 and
       16-31 */
    {"ld1616", "shl.b32 %r7, %r1, 5;\nmov.u32 %r8, tile;\nadd.s32 %r7, %r7, %r8;\n",
     "ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 {%r10, %r11, %r12, %r13}, [%r7];"},
    /* those registers stored as four 16x8 matrices into the second half of
       each lane's row (generic addresses), read back plainly as .b16 */
    {"st168", "shl.b32 %r7, %r1, 5;\nmov.u32 %r8, tile;\nadd.s32 %r7, %r7, %r8;\n"
     "add.s32 %r9, %r7, 16;\ncvta.shared.u64 %rd5, tile;\ncvt.u64.u32 %rd6, %r1;\n"
     "shl.b64 %rd6, %rd6, 5;\nadd.s64 %rd5, %rd5, %rd6;\n",
     "ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 {%r10, %r11, %r12, %r13}, [%r7];\n"
     "stmatrix.sync.aligned.m16n8.x4.trans.b8 [%rd5+16], {%r10, %r11, %r12, %r13};\n"
     "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r10, %r11, %r12, %r13}, [%r9];"},
    {"ld816", "shl.b32 %r7, %r1, 5;\n",
     "ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b6x16_p32 {%r10}, [%r7];"},
    /* guarded by a uniform predicate: off, then on */
    {"ldoff", "shl.b32 %r7, %r1, 5;\nsetp.eq.u32 %p3, %r1, 99;\n",
     "@%p3 ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r10}, [%r7];"},
    {"ldon", "shl.b32 %r7, %r1, 5;\nsetp.lt.u32 %p3, %r1, 99;\n",
     "@%p3 ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r10}, [%r7];"},
};

/* The module of every ldm_forms kernel (malloc'd). */
static char *ldm_module(void)
{
    size_t cap = 65536, n;
    char *s = (char *)malloc(cap);
    uint32_t i;
    if (!s)
        return NULL;
    n = (size_t)snprintf(s, cap, "%s", HEAD);
    for (i = 0; i < sizeof ldm_forms / sizeof ldm_forms[0]; i++)
        n += (size_t)snprintf(s + n, cap - n, ldm_kernel, ldm_forms[i][0],
                              ldm_forms[i][1], ldm_forms[i][2]);
    return s;
}

/* .b16 element e of the tile is e: element c of row address a is a/2 + c. */
static uint32_t tile_word(uint32_t row_addr, uint32_t c)
{
    return (row_addr / 2 + c) | (row_addr / 2 + c + 1) << 16;
}

/* Byte a of the filled tile (halfword h holds h). */
static uint8_t tile_byte(uint32_t a)
{
    return (uint8_t)(a & 1u ? (a / 2) >> 8 : a / 2);
}

/* Byte b of lane l's register reg after ldmatrix .m16n16 .x2 .trans .b8
   with lane i's row at i * 32: the transposed matrix, rows l/4 and +8,
   columns 4 (l%4) + 2 (reg%2) and the next, restated from the
   form's thread/value map (CUTLASS SM100_U8x16_LDSM_T), which matches the
   ISA's text: each lane four consecutive columns across two rows. */
static uint8_t ref_ld1616(uint32_t l, uint32_t reg, uint32_t b)
{
    uint32_t mat = reg / 2, row = 4 * (l % 4) + 2 * (reg % 2) + (b & 1);
    uint32_t col = l / 4 + 8 * (b >> 1);
    return tile_byte((16 * mat + row) * 32 + col);
}

static void b8_forms(pv_test *t, mx_ctx *c, ptxvm_addr b)
{
    uint32_t out[128], l, r, k;
    int bad = 0;
    if (mx_run(t, c, "ld1616", 32, 1, b)) {
        mx_get(c, out, b, sizeof out);
        for (r = 0; r < 4; r++)
            for (l = 0; l < 32; l++) {
                uint32_t w = 0;
                for (k = 0; k < 4; k++)
                    w |= (uint32_t)ref_ld1616(l, r, k) << (8 * k);
                if (out[r * 32 + l] != w && !bad++)
                    T_CHECK(t, 0, "ld1616 r%u lane %u: 0x%08x, want 0x%08x", r, l,
                            out[r * 32 + l], w);
            }
        T_CHECK(t, bad == 0, "ld1616: %d words differ", bad);
    }
    /* stmatrix .m16n8 .trans: byte c of stored row R (of matrix R / 8) is
       byte (R%2) + 2 (c/8) of the register of lane 4 (c%8) + (R%8)/2 */
    bad = 0;
    if (mx_run(t, c, "st168", 32, 1, b)) {
        mx_get(c, out, b, sizeof out);
        for (r = 0; r < 4; r++)
            for (l = 0; l < 32; l++) {
                uint32_t w = 0, row = 8 * r + l / 4;
                for (k = 0; k < 4; k++) {
                    uint32_t col = 4 * (l % 4) + k;
                    uint32_t lane = 4 * (col % 8) + (row % 8) / 2;
                    uint32_t byte = (row % 2) + 2 * (col / 8);
                    w |= (uint32_t)ref_ld1616(lane, row / 8, byte) << (8 * k);
                }
                if (out[r * 32 + l] != w && !bad++)
                    T_CHECK(t, 0, "st168 r%u lane %u: 0x%08x, want 0x%08x", r, l,
                            out[r * 32 + l], w);
            }
        T_CHECK(t, bad == 0, "st168: %d words differ", bad);
    }
}

static void hand_forms(pv_test *t)
{
    mx_ctx c;
    uint32_t out[128], l, m;
    ptxvm_addr b;
    char *src;
    if (!test_begin(t, "ldmatrix PTX: address forms, reconvergence, faults, whole warps"))
        return;
    src = ldm_module();
    if (!src || !mx_open(t, &c, src, NULL)) {
        free(src);
        goto done;
    }
    free(src);
    b = mx_buf(&c, NULL, sizeof out);
    if (mx_run(t, &c, "ld32", 32, 1, b)) {
        mx_get(&c, out, b, sizeof out);
        for (m = 0; m < 4; m++)
            for (l = 0; l < 32; l++)
                T_CHECK(t, out[m * 32 + l] == tile_word((m * 8 + l / 4) * 32, 2 * (l % 4)),
                        "ld32 matrix %u lane %u: 0x%08x", m, l, out[m * 32 + l]);
    }
    if (mx_run(t, &c, "lddiv", 32, 1, b)) {
        mx_get(&c, out, b, sizeof out);
        for (l = 0; l < 32; l++)
            T_CHECK(t, out[3 * 32 + l] == tile_word((24 + l / 4) * 32, 2 * (l % 4)),
                    "lddiv lane %u: 0x%08x", l, out[3 * 32 + l]);
    }
    if (mx_run(t, &c, "ldgen", 32, 1, b)) {
        mx_get(&c, out, b, sizeof out);
        for (m = 0; m < 2; m++)
            for (l = 0; l < 32; l++) {
                /* transposed: column l / 4, rows 2 (l % 4) and the next */
                uint32_t r0 = 2 * (l % 4), col = l / 4;
                uint32_t e0 = ((m * 8 + r0) * 32 + 16) / 2 + col;
                uint32_t e1 = ((m * 8 + r0 + 1) * 32 + 16) / 2 + col;
                T_CHECK(t, out[m * 32 + l] == (e0 | e1 << 16),
                        "ldgen matrix %u lane %u: 0x%08x, want 0x%08x", m, l,
                        out[m * 32 + l], e0 | e1 << 16);
            }
    }
    if (mx_run(t, &c, "ldvar", 32, 1, b)) {
        mx_get(&c, out, b, sizeof out);
        for (l = 0; l < 32; l++)
            T_CHECK(t, out[l] == tile_word(64, 2 * (l % 4)), "ldvar lane %u: 0x%08x", l, out[l]);
    }
    mx_expect(t, &c, "ldoob", 32, b, PTXVM_E_MEMORY_FAULT, "ldmatrix");
    mx_expect(t, &c, "ldoob", 32, b, PTXVM_E_MEMORY_FAULT, "thread (5,0,0)");
    mx_expect(t, &c, "ldmis", 32, b, PTXVM_E_MEMORY_FAULT, "misaligned");
    mx_expect(t, &c, "ldglob", 32, b, PTXVM_E_MEMORY_FAULT, "not in .shared");
    mx_expect(t, &c, "stoob", 32, b, PTXVM_E_MEMORY_FAULT, "stmatrix");
    mx_expect(t, &c, "ldexit", 32, b, PTXVM_E_DEADLOCK, "all 32 lanes");
    mx_expect(t, &c, "ld32", 16, b, PTXVM_E_DEADLOCK, "all 32 lanes");
    b8_forms(t, &c, b);
    mx_expect(t, &c, "ld816", 32, b, PTXVM_E_UNSUPPORTED,
              "ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b6x16_p32");
    if (mx_run(t, &c, "ldoff", 32, 1, b)) {
        mx_get(&c, out, b, sizeof out);
        for (l = 0; l < 32; l++)
            T_CHECK(t, out[l] == 0, "ldoff lane %u: 0x%08x", l, out[l]);
    }
    if (mx_run(t, &c, "ldon", 32, 1, b)) {
        mx_get(&c, out, b, sizeof out);
        for (l = 0; l < 32; l++)
            T_CHECK(t, out[l] == tile_word((l / 4) * 32, 2 * (l % 4)), "ldon lane %u: 0x%08x",
                    l, out[l]);
    }
    mx_close(t, &c);
done:
    test_end(t);
}

/* Ill-formed instructions: an error at their position. */
static void invalid_forms(pv_test *t)
{
    static const struct { const char *inst, *where; } B[] = {
        /* three registers for .x2 */
        {"ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r1, %r2, %r3}, [%rd1];", ":10:"},
        /* a .global matrix */
        {"ldmatrix.sync.aligned.m8n8.x1.global.b16 {%r1}, [%rd1];", ":10:"},
        /* no .aligned */
        {"ldmatrix.sync.m8n8.x1.shared.b16 {%r1}, [%rd1];", ":10:"},
        /* a 64-bit register */
        {"ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%rd2}, [%rd1];", ":10:"},
        /* stmatrix .x4 with one register */
        {"stmatrix.sync.aligned.m8n8.x4.shared.b16 [%rd1], {%r1};", ":10:"},
        /* movmatrix without .trans */
        {"movmatrix.sync.aligned.m8n8.b16 %r1, %r2;", ":10:"},
        /* .b8 for .m8n8 */
        {"ldmatrix.sync.aligned.m8n8.x1.shared.b8 {%r1}, [%rd1];", ":10:"},
        /* .m16n16 .x1 takes two registers a matrix */
        {"ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r1}, [%rd1];", ":10:"},
        /* .m16n16 without .trans, and with .x4 */
        {"ldmatrix.sync.aligned.m16n16.x1.shared.b8 {%r1, %r2}, [%rd1];", ":10:"},
        {"ldmatrix.sync.aligned.m16n16.x4.trans.shared.b8 {%r1, %r2, %r3, %r4}, [%rd1];",
         ":10:"},
        /* stmatrix .m16n8: one register a matrix, .trans needed, never .b16 */
        {"stmatrix.sync.aligned.m16n8.x2.trans.shared.b8 [%rd1], {%r1, %r2, %r3, %r4};",
         ":10:"},
        {"stmatrix.sync.aligned.m16n8.x1.shared.b8 [%rd1], {%r1};", ":10:"},
        {"stmatrix.sync.aligned.m16n8.x1.trans.shared.b16 [%rd1], {%r1};", ":10:"},
    };
    uint32_t i;
    for (i = 0; i < sizeof B / sizeof B[0]; i++) {
        char src[1024];
        if (!test_begin(t, "ldmatrix invalid %u: %s", i, B[i].inst))
            continue;
        snprintf(src, sizeof src, HEAD "\n.visible .entry k(.param .u64 p)\n{\n"
                 ".reg .b32 %%r<8>;\n.reg .b64 %%rd<4>;\nld.param.u64 %%rd1, [p];\n"
                 "%s\nret;\n}\n", B[i].inst);
        mx_invalid(t, src, B[i].where);
        test_end(t);
    }
}

void unit_ldmatrix(pv_test *t)
{
    ld_kernels(t);
    nvcc_b8(t);
    st_kernels(t);
    movmatrix_kernel(t);
    zluda_one_warp(t);
    hand_forms(t);
    invalid_forms(t);
}
