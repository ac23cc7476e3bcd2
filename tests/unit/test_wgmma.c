/* Warpgroup MMA (wgmma, sm_90a): the matrix descriptor's fields, the
   canonical shared-memory layouts with their swizzles and the register
   fragments (src/wgmma_desc.c) against the PTX ISA's figures written out
   here independently; then wgmma.mma_async through the interpreter for
   every type combination, every N of each, A from registers and from a
   descriptor, every swizzle mode, both transpositions, negation, scale-d
   and .satfinite, each against a reference computed here from the
   documented layouts (exact: integer inputs small enough that every
   product and sum is representable, or integer types); the ill-formed
   forms, which fail at their position; and the run-time misuses. */
#include "../testlib.h"
#include "../support/wg_gen.h"
#include "wgmma_desc.h"
#include "tc_math.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the descriptor -------------------------------------------------- */

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint32_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

/* The descriptor as the ISA's bit table gives it. */
static uint64_t make_desc(uint32_t start, uint32_t lbo, uint32_t sbo,
                          uint32_t base, uint32_t swz)
{
    uint64_t mode = swz == 128 ? 1 : swz == 64 ? 2 : swz == 32 ? 3 : 0;
    return (uint64_t)(start >> 4) | (uint64_t)(lbo >> 4) << 16 |
           (uint64_t)(sbo >> 4) << 32 | (uint64_t)base << 49 | mode << 62;
}

static void wg_descriptor(pv_test *t)
{
    wg_desc d;
    int i, bad = 0;
    if (!test_begin(t, "wgmma descriptor: fields"))
        return;
    wg_desc_decode(0xC00A000000000000ull | 0x40ull | (0x20ull << 32) |
                   (0x8ull << 16), &d);
    T_CHECK(t, d.start == 0x400 && d.lbo == 0x80 && d.sbo == 0x200 &&
               d.base == 5 && d.swizzle == 32,
            "decode: start %x lbo %x sbo %x base %u swizzle %u", d.start,
            d.lbo, d.sbo, d.base, d.swizzle);
    for (i = 0; i < 10000; i++) {
        static const uint32_t sw[4] = { 0, 32, 64, 128 };
        uint32_t s = (rnd() & 0x3fff) << 4, l = (rnd() & 0x3fff) << 4;
        uint32_t b = (rnd() & 0x3fff) << 4, bo = rnd() & 7, z = sw[rnd() & 3];
        uint64_t v = make_desc(s, l, b, bo, z);
        wg_desc_decode(v, &d);
        if (d.start != s || d.lbo != l || d.sbo != b || d.base != bo ||
            d.swizzle != z)
            bad++;
        /* bits outside the fields are ignored */
        wg_desc_decode(v | 0x3ff0000000000000ull | 0xc000c000c000ull, &d);
        if (d.start != s || d.lbo != l || d.sbo != b || d.swizzle != z)
            bad++;
    }
    T_CHECK(t, bad == 0, "%d of 10000 round trips differ", bad);
    test_end(t);
}

/* ---- the canonical layouts -------------------------------------------- */

/* Byte offset of (row, b) written from the ISA's layout figures: 8-row
   core matrices; the swizzle as a permutation of the 16-byte chunks of
   each W-byte row, chunk c of row r of an 8-row pattern stored at chunk
   c ^ (r / (128 / W)) (32B: rows 4-7 swap their two chunks; 64B: rows
   2k, 2k+1 XOR with k; 128B: row r XORs with r). Start 1024-aligned. */
static uint32_t ref_addr(uint32_t start, uint32_t lbo, uint32_t sbo,
                         uint32_t swz, int mn_major, uint32_t row, uint32_t b)
{
    uint32_t w = swz ? swz : 16, core, r8 = row % 8u, chunk, within;
    if (!mn_major || swz)
        core = (row / 8u) * sbo + (b / w) * lbo;
    else
        core = (row / 8u) * lbo + (b / 16u) * sbo;
    chunk = (b % w) / 16u;
    within = b % 16u;
    if (swz)
        chunk ^= r8 / (128u / swz);
    return start + core + r8 * w + chunk * 16u + within;
}

static void wg_layouts(pv_test *t)
{
    static const uint32_t sw[4] = { 0, 32, 64, 128 };
    int bad = 0, dup = 0, z, mn;
    if (!test_begin(t, "wgmma canonical layouts: every swizzle, K- and MN-major"))
        return;
    for (z = 0; z < 4; z++)
        for (mn = 0; mn < 2; mn++) {
            uint32_t w = sw[z] ? sw[z] : 16, rows = 64, bytes = 2 * w;
            uint32_t lbo = sw[z] ? 8 * w * (rows / 8) : 128;
            uint32_t sbo = 8 * w;
            uint32_t start = 2048, r, b, size = 1u << 16;
            unsigned char *seen = (unsigned char *)calloc(size, 1);
            wg_desc d;
            if (!sw[z] && !mn) {   /* K-major none: chunks along K far apart */
                lbo = 128 * (rows / 8);
                sbo = 128;
            } else if (!sw[z]) {   /* MN-major none: K groups at LBO */
                lbo = 128;
                sbo = 128 * (rows / 8);
            }
            wg_desc_decode(make_desc(start, lbo, sbo, 0, sw[z]), &d);
            for (r = 0; r < rows; r++)
                for (b = 0; b < bytes; b++) {
                    uint32_t a = wg_desc_addr(&d, mn, r, b);
                    uint32_t e = ref_addr(start, lbo, sbo, sw[z], mn, r, b);
                    if (a != e && bad++ < 3)
                        T_CHECK(t, 0, "swizzle %u %s (%u, %u): 0x%x, want 0x%x",
                                sw[z], mn ? "MN" : "K", r, b, a, e);
                    if (a < size && seen[a]++)
                        dup++;
                }
            free(seen);
        }
    T_CHECK(t, bad == 0, "%d addresses differ", bad);
    T_CHECK(t, dup == 0, "%d bytes mapped twice", dup);
    /* a start inside a 128-byte row (the next K slice of a swizzled tile)
       reads the chunks the whole tile's swizzle put there */
    {
        wg_desc d;
        uint32_t r, b;
        bad = 0;
        wg_desc_decode(make_desc(1024 + 32, 16, 1024, 0, 128), &d);
        for (r = 0; r < 16; r++)
            for (b = 0; b < 32; b++)
                if (wg_desc_addr(&d, 0, r, b) !=
                    ref_addr(1024, 16, 1024, 128, 0, r, b + 32))
                    bad++;
        T_CHECK(t, bad == 0, "K slice at +32 bytes: %d addresses differ", bad);
        /* a pattern starting 3 rows past its 1024-byte boundary, base
           offset (start >> 7) & 7 = 3: its row r still has phase r */
        bad = 0;
        wg_desc_decode(make_desc(1024 + 3 * 128, 16, 1024, 3, 128), &d);
        for (r = 0; r < 16; r++)
            for (b = 0; b < 128; b++)
                if (wg_desc_addr(&d, 0, r, b) !=
                    ref_addr(1024 + 3 * 128, 16, 1024, 128, 0, r, b))
                    bad++;
        T_CHECK(t, bad == 0, "base offset 3: %d addresses differ", bad);
        /* a 64-byte pattern 256 bytes past its 512 boundary: base offset
           (768 >> 7) & 7 = 6 */
        bad = 0;
        wg_desc_decode(make_desc(512 + 256, 16, 512, 6, 64), &d);
        for (r = 0; r < 16; r++)
            for (b = 0; b < 64; b++)
                if (wg_desc_addr(&d, 0, r, b) !=
                    ref_addr(512 + 256, 16, 512, 64, 0, r, b))
                    bad++;
        T_CHECK(t, bad == 0, "64B base offset 6: %d addresses differ", bad);
    }
    test_end(t);
}

/* ---- the fragments ---------------------------------------------------- */

/* D: the ISA's figure for m64nNk*: thread T of the warpgroup holds, for
   each 8-column block, rows 16 * warp + T%32/4 (+8), columns 2 * (T%4)
   (+1). */
static void ref_frag_d(uint32_t lane, uint32_t i, uint32_t *row, uint32_t *col)
{
    uint32_t blk = i / 4u, q = i % 4u;
    *row = lane / 4u + (q >= 2 ? 8u : 0u);
    *col = blk * 8u + (lane % 4u) * 2u + q % 2u;
}

/* A from registers, per element size: 16-bit a0..a7, tf32 a0..a3,
   8-bit a0..a15, b1 a0..a127 (the ISA's "register fragment" figures). */
static void ref_frag_a(uint32_t bits, uint32_t lane, uint32_t i, uint32_t *row,
                       uint32_t *col)
{
    uint32_t g = lane / 4u, tq = lane % 4u;
    switch (bits) {
    case 16:
        *row = g + ((i % 4u) >= 2 ? 8u : 0u);
        *col = tq * 2u + i % 2u + (i >= 4 ? 8u : 0u);
        break;
    case 32:
        *row = g + (i % 2u) * 8u;
        *col = tq + (i >= 2 ? 4u : 0u);
        break;
    case 8:
        *row = g + ((i % 8u) >= 4 ? 8u : 0u);
        *col = tq * 4u + i % 4u + (i >= 8 ? 16u : 0u);
        break;
    default:
        *row = g + ((i % 64u) >= 32 ? 8u : 0u);
        *col = tq * 32u + i % 32u + (i >= 64 ? 128u : 0u);
        break;
    }
}

static void wg_fragments(pv_test *t)
{
    static const uint32_t bits[4] = { 16, 32, 8, 1 };
    int bad = 0, cover = 0, j;
    uint32_t l, i, r, c;
    if (!test_begin(t, "wgmma fragments: D for N = 8..256, A for each element size"))
        return;
    for (j = 0; j < 32; j++) {
        uint32_t n = 8u * (uint32_t)(j + 1);
        unsigned char *hit = (unsigned char *)calloc(16 * n, 1);
        for (l = 0; l < 32; l++)
            for (i = 0; i < n / 2; i++) {
                uint32_t r2, c2;
                wg_frag_d(l, i, &r, &c);
                ref_frag_d(l, i, &r2, &c2);
                if (r != r2 || c != c2)
                    bad++;
                else if (r < 16 && c < n)
                    hit[r * n + c]++;
            }
        for (i = 0; i < 16 * n; i++)
            if (hit[i] != 1)
                cover++;
        free(hit);
    }
    for (j = 0; j < 4; j++) {
        uint32_t per = 32u / bits[j], k;
        unsigned char hit[16 * 256];
        k = bits[j] == 16 ? 16 : bits[j] == 32 ? 8 : bits[j] == 8 ? 32 : 256;
        memset(hit, 0, sizeof hit);
        for (l = 0; l < 32; l++)
            for (i = 0; i < 4 * per; i++) {
                uint32_t r2, c2;
                wg_frag_a(l, i, per, &r, &c);
                ref_frag_a(bits[j], l, i, &r2, &c2);
                if (r != r2 || c != c2)
                    bad++;
                else if (r < 16 && c < k)
                    hit[r * k + c]++;
            }
        for (i = 0; i < 16 * k; i++)
            if (hit[i] != 1)
                cover++;
    }
    T_CHECK(t, bad == 0, "%d fragment positions differ from the figures", bad);
    T_CHECK(t, cover == 0, "%d matrix elements not held exactly once", cover);
    test_end(t);
}

/* ---- wgmma.mma_async through the interpreter ------------------------- */

enum { TY_F16, TY_BF16, TY_TF32, TY_E4M3, TY_E5M2, TY_S8, TY_U8, TY_B1,
       TY_F32, TY_S32 };
static const char *const ty_name[] = { "f16", "bf16", "tf32", "e4m3", "e5m2",
                                       "s8", "u8", "b1", "f32", "s32" };
static const uint32_t ty_bits[] = { 16, 16, 32, 8, 8, 8, 8, 1, 32, 32 };

typedef struct wcase {
    int dt, at, bt;
    uint32_t n, k;
    int a_regs, trans_a, trans_b, neg_a, neg_b, satf;
    uint32_t swz_a, swz_b;
    int scale_d;               /* 0, 1; 2: the predicate false */
    uint32_t kslice;           /* A and B start this many bytes into a
                                  128-byte swizzled row (0 or 32)        */
    int raw;                   /* random finite bit patterns; the
                                  reference is tc_mma on whole matrices  */
} wcase;

/* Small integer v (|v| <= 16) in a float format with e exponent and m
   fraction bits, exactly. */
static uint64_t fp_int(int v, int e, int m)
{
    uint64_t s = v < 0 ? 1 : 0, a = (uint64_t)(v < 0 ? -v : v), ex = 0;
    int bias = (1 << (e - 1)) - 1, p = 0;
    if (!a)
        return s << (e + m);
    while ((a >> (p + 1)) != 0)
        p++;
    ex = (uint64_t)(p + bias);
    return s << (e + m) | ex << m | (((a << m) >> p) & ((1ull << m) - 1));
}

/* Element bits of integer v in type ty. */
static uint64_t enc(int ty, int v)
{
    switch (ty) {
    case TY_F16: return fp_int(v, 5, 10);
    case TY_BF16: return fp_int(v, 8, 7);
    case TY_TF32: case TY_F32: return fp_int(v, 8, 23);
    case TY_E4M3: return fp_int(v, 4, 3);
    case TY_E5M2: return fp_int(v, 5, 2);
    default:
        return ty_bits[ty] >= 32 ? (uint64_t)(uint32_t)v :
               (uint64_t)((uint32_t)v & ((1u << ty_bits[ty]) - 1u));
    }
}

static int is_float(int ty) { return ty <= TY_E5M2 || ty == TY_F32; }

/* A random input value for type ty (small for floats). */
static int pick(int ty)
{
    switch (ty) {
    case TY_S8: return (int)(rnd() % 256) - 128;
    case TY_U8: return (int)(rnd() % 256);
    case TY_B1: return (int)(rnd() & 1);
    case TY_E5M2: return (int)(rnd() % 7) - 3;   /* 3 needs 1 fraction bit */
    default: return (int)(rnd() % 9) - 4;
    }
}

/* Random finite bits of float type ty (the element's own encoding). */
static uint32_t raw_bits(int ty)
{
    uint32_t v = rnd() ^ rnd() << 16;
    switch (ty) {
    case TY_F16: v &= 0xffff; return (v & 0x7c00) == 0x7c00 ? v ^ 0x4000 : v;
    case TY_BF16: v &= 0xffff; return (v & 0x7f80) == 0x7f80 ? v ^ 0x4000 : v;
    case TY_E4M3: v &= 0xff; return (v & 0x7f) == 0x7f ? v ^ 0x40 : v;
    case TY_E5M2: v &= 0xff; return (v & 0x7c) == 0x7c ? v ^ 0x40 : v;
    default:      /* f32, tf32: exponents kept within +-2^30 */
        return (v & 0x807fffffu) | (uint32_t)(97 + rnd() % 60) << 23;
    }
}

static tc_type tc_of(int ty)
{
    static const tc_type m[] = { TC_F16, TC_BF16, TC_TF32, TC_E4M3, TC_E5M2,
                                 TC_S8, TC_U8, TC_B1, TC_F32, TC_S32 };
    return m[ty];
}

static uint64_t sign_of(int ty)
{
    return ty == TY_F16 || ty == TY_BF16 ? 0x8000u : ty == TY_TF32 ? 0x80000000u :
           ty == TY_E4M3 || ty == TY_E5M2 ? 0x80u : 0;
}

/* Shared-memory image layout of an operand: rows of the contiguous
   dimension (K-major: one per M/N index; MN-major: one per K index). */
typedef struct opl {
    uint32_t start, lbo, sbo, swz, size;
    int mn;
} opl;

static void plan(opl *o, uint32_t at, uint32_t swz, int mn, uint32_t rows,
                 uint32_t rowbytes, uint32_t kslice)
{
    uint32_t w = swz ? swz : 16;
    o->start = at + kslice;
    o->swz = swz;
    o->mn = mn;
    if (!swz && !mn) {             /* K chunks after all row groups */
        o->sbo = 128;
        o->lbo = 128 * ((rows + 7) / 8);
        o->size = o->lbo * ((rowbytes + 15) / 16);
    } else if (!swz) {             /* MN chunks after the K groups */
        o->lbo = 128;
        o->sbo = 128 * ((rows + 7) / 8);
        o->size = o->sbo * ((rowbytes + 15) / 16);
    } else if (!mn) {
        o->sbo = 8 * w;
        o->lbo = 16;               /* unused: K fits one swizzled row */
        o->size = o->sbo * ((rows + 7) / 8);
    } else {
        o->sbo = 8 * w;
        o->lbo = o->sbo * ((rows + 7) / 8);
        o->size = o->lbo * ((rowbytes + w - 1) / w);
    }
}

/* Put element bits v (of `bits` bits) at element e of row r. */
static void put(unsigned char *img, const opl *o, uint32_t r, uint32_t e,
                uint32_t bits, uint64_t v)
{
    uint32_t bit = e * bits, a, j;
    a = ref_addr(o->start - o->start % 1024u, o->lbo, o->sbo, o->swz, o->mn,
                 r, bit / 8u + o->start % 1024u);
    if (bits < 8) {
        img[a] = (unsigned char)((img[a] & ~(1u << (bit % 8u))) |
                                 (uint32_t)(v & 1u) << (bit % 8u));
        return;
    }
    for (j = 0; j < bits / 8u; j++)
        img[a + j] = (unsigned char)(v >> (8 * j));
}

static void gen_ptx(char *p, size_t cap, const wcase *c, uint32_t img_words)
{
    uint32_t nd = c->dt == TY_F16 ? c->n / 4 : c->n / 2;
    size_t o = 0;
    int nimm = c->at == TY_F16 || c->at == TY_BF16 ? 4 :
               c->at == TY_TF32 || c->at == TY_E4M3 || c->at == TY_E5M2 ? 2 : 0;
#define P(...) (o += (size_t)snprintf(p + o, cap - o, __VA_ARGS__))
    P(".version 8.0\n.target sm_90a\n.address_size 64\n"
      ".visible .entry k(.param .u64 img, .param .u64 dio, .param .u64 areg,"
      " .param .u64 descs, .param .u32 scaled)\n{\n"
      "  .shared .align 1024 .b32 sm[%u];\n"
      "  .reg .b32 %%d<%u>;\n  .reg .b32 %%a<4>;\n  .reg .b32 %%r<12>;\n"
      "  .reg .b64 %%rd<16>;\n  .reg .pred %%p<3>;\n"
      "  ld.param.u64 %%rd1, [img];\n  ld.param.u64 %%rd2, [dio];\n"
      "  ld.param.u64 %%rd3, [areg];\n  ld.param.u64 %%rd4, [descs];\n"
      "  ld.param.u32 %%r1, [scaled];\n  setp.ne.u32 %%p1, %%r1, 0;\n"
      "  mov.u32 %%r2, %%tid.x;\n  mov.u32 %%r3, sm;\n  mov.u32 %%r4, %%r2;\n"
      "COPY:\n  setp.ge.u32 %%p2, %%r4, %u;\n  @%%p2 bra COPIED;\n"
      "  mul.wide.u32 %%rd5, %%r4, 4;\n  add.s64 %%rd6, %%rd1, %%rd5;\n"
      "  ld.global.u32 %%r5, [%%rd6];\n  shl.b32 %%r6, %%r4, 2;\n"
      "  add.u32 %%r6, %%r3, %%r6;\n  st.shared.u32 [%%r6], %%r5;\n"
      "  add.u32 %%r4, %%r4, 128;\n  bra.uni COPY;\n"
      "COPIED:\n  bar.sync 0;\n"
      "  shr.u32 %%r7, %%r3, 4;\n  cvt.u64.u32 %%rd7, %%r7;\n"
      "  ld.global.u64 %%rd8, [%%rd4];\n  add.s64 %%rd8, %%rd8, %%rd7;\n"
      "  ld.global.u64 %%rd9, [%%rd4+8];\n  add.s64 %%rd9, %%rd9, %%rd7;\n"
      "  mul.wide.u32 %%rd10, %%r2, %u;\n  add.s64 %%rd11, %%rd2, %%rd10;\n"
      "  mul.wide.u32 %%rd12, %%r2, 16;\n  add.s64 %%rd13, %%rd3, %%rd12;\n",
      img_words ? img_words : 1, nd, img_words, nd * 4);
    o = wg_gen_loads(p, cap, o, nd);
    P("  wgmma.mma_async.sync.aligned.m64n%uk%u%s.%s.%s.%s%s {", c->n, c->k,
      c->satf ? ".satfinite" : "", ty_name[c->dt], ty_name[c->at],
      ty_name[c->bt], c->at == TY_B1 ? ".and.popc" : "");
    o = wg_gen_dlist(p, cap, o, nd);
    P("}, %s, %%rd9, %s", c->a_regs ? "{%a0, %a1, %a2, %a3}" : "%rd8",
      c->scale_d == 0 ? "0" : c->scale_d == 1 ? "1" : "%p1");
    wg_gen_tail(p, cap, o, nd, nimm, c->a_regs, c->neg_a, c->neg_b, c->trans_a,
                c->trans_b);
#undef P
}

/* Element bits of a test value: random bits as they are, else the
   integer encoded. */
static uint64_t val(const wcase *c, int ty, long long v)
{
    if (c->raw)
        return (uint64_t)(uint32_t)v;
    return ty == TY_S32 ? (uint64_t)(uint32_t)v : enc(ty, (int)v);
}

/* Run one case; returns 1 when every D element matches. */
/* ptx: NULL for a kernel generated here, else a module whose kernel
   kname takes the same arguments (tests/wgmma/wgmma_kernels.cu). */
static int run_case(pv_test *t, ptxvm_vm *vm, const wcase *c, char *why,
                    size_t whylen, const char *ext, const char *kname)
{
    const uint32_t n = c->n, k = c->k, nd = c->dt == TY_F16 ? n / 4 : n / 2;
    const uint32_t ab = ty_bits[c->at], bb = ty_bits[c->bt];
    int *A = (int *)malloc(64 * k * sizeof(int));
    int *B = (int *)malloc(k * n * sizeof(int));
    long long *Cm = (long long *)malloc(64 * n * sizeof(long long));
    uint32_t *dio = (uint32_t *)calloc(128 * nd, 4), *areg = (uint32_t *)calloc(128 * 4, 4);
    unsigned char *img = (unsigned char *)calloc(1u << 16, 1);
    uint64_t descs[2];
    opl oa, ob;
    uint32_t r, e, l, i, img_bytes, bad = 0;
    char *ptx = (char *)malloc(1 << 16);
    ptxvm_module *mod = NULL;
    ptxvm_kernel *kern = NULL;
    ptxvm_addr dimg = 0, ddio = 0, dareg = 0, ddesc = 0;
    uint32_t scaled = c->scale_d == 1;
    int ok = 0;
    (void)t;
    why[0] = 0;
    /* operands */
    for (i = 0; i < 64 * k; i++)
        A[i] = c->raw ? (int)raw_bits(c->at) : pick(c->at);
    for (i = 0; i < k * n; i++)
        B[i] = c->raw ? (int)raw_bits(c->bt) : pick(c->bt);
    for (i = 0; i < 64 * n; i++)
        Cm[i] = c->raw ? (long long)raw_bits(c->dt) :
                c->dt == TY_S32 ? (long long)(int32_t)rnd() % 100000 :
                (long long)(rnd() % 33) - 16;
    if (c->satf)             /* make some sums leave the s32 range */
        for (i = 0; i < 64 * n; i += 3)
            Cm[i] = (i & 1) ? 2147483647LL - 5 : -2147483647LL - 1 + 5;
    /* images: A at 0 (K-major rows = M, MN-major rows = K), B after it */
    img_bytes = 0;
    if (!c->a_regs) {
        if (c->trans_a)
            plan(&oa, 0, c->swz_a, 1, k, 64 * ab / 8, 0);
        else
            plan(&oa, 0, c->swz_a, 0, 64, k * ab / 8, c->kslice);
        img_bytes = (oa.size + c->kslice + 1023) & ~1023u;
        for (r = 0; r < 64; r++)
            for (e = 0; e < k; e++) {
                uint64_t v = val(c, c->at, A[r * k + e]);
                if (c->trans_a)
                    put(img, &oa, e, r, ab, v);
                else
                    put(img, &oa, r, e, ab, v);
            }
    }
    if (c->trans_b)
        plan(&ob, img_bytes, c->swz_b, 1, k, n * bb / 8, 0);
    else
        plan(&ob, img_bytes, c->swz_b, 0, n, k * bb / 8, c->kslice);
    for (r = 0; r < k; r++)
        for (e = 0; e < n; e++) {
            uint64_t v = val(c, c->bt, B[r * n + e]);
            if (c->trans_b)
                put(img, &ob, r, e, bb, v);
            else
                put(img, &ob, e, r, bb, v);
        }
    img_bytes = (ob.start + ob.size + 3) & ~3u;
    if (img_bytes > (1u << 16)) {
        snprintf(why, whylen, "image too large");
        goto out;
    }
    descs[0] = c->a_regs ? 0 : make_desc(oa.start, oa.lbo, oa.sbo, 0, oa.swz);
    descs[1] = make_desc(ob.start, ob.lbo, ob.sbo, 0, ob.swz);
    /* registers: D's C values and A's fragments */
    for (l = 0; l < 128; l++)
        for (i = 0; i < n / 2; i++) {
            uint32_t rr, cc2;
            uint64_t v;
            ref_frag_d(l % 32, i, &rr, &cc2);
            rr += 16 * (l / 32);
            v = val(c, c->dt, Cm[rr * n + cc2]);
            if (c->dt == TY_F16)
                dio[l * nd + i / 2] |= (uint32_t)v << (16 * (i % 2));
            else
                dio[l * nd + i] = (uint32_t)v;
        }
    if (c->a_regs) {
        uint32_t per = 32 / ab;
        for (l = 0; l < 128; l++)
            for (i = 0; i < 4 * per; i++) {
                uint32_t rr, cc2;
                ref_frag_a(ab, l % 32, i, &rr, &cc2);
                rr += 16 * (l / 32);
                areg[l * 4 + i / per] |=
                    (uint32_t)val(c, c->at, A[rr * k + cc2]) << (ab * (i % per));
            }
    }
    if (ext && img_bytes > 16384) {
        snprintf(why, whylen, "image larger than the kernel's 16 KiB");
        goto out;
    }
    if (!ext)
        gen_ptx(ptx, 1 << 16, c, img_bytes / 4);
    if (ptxvm_module_load(vm, ext ? ext : ptx, strlen(ext ? ext : ptx), "wgmma",
                          &mod) != PTXVM_OK ||
        ptxvm_module_get_kernel(mod, ext ? kname : "k", &kern) != PTXVM_OK) {
        snprintf(why, whylen, "load: %s", ptxvm_error_message(vm));
        goto out;
    }
    if (ptxvm_mem_alloc(vm, 1u << 16, &dimg) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 128 * nd * 4, &ddio) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 128 * 16, &dareg) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 16, &ddesc) != PTXVM_OK) {
        snprintf(why, whylen, "alloc");
        goto out;
    }
    ptxvm_memcpy_htod(vm, dimg, img, 1u << 16);
    ptxvm_memcpy_htod(vm, ddio, dio, 128 * nd * 4);
    ptxvm_memcpy_htod(vm, dareg, areg, 128 * 16);
    ptxvm_memcpy_htod(vm, ddesc, descs, 16);
    {
        void *args[5];
        ptxvm_launch L;
        args[0] = &dimg; args[1] = &ddio; args[2] = &dareg; args[3] = &ddesc;
        args[4] = &scaled;
        test_launch_1d(&L, 1, 128, args);
        if (ptxvm_launch_kernel(kern, &L, NULL) != PTXVM_OK) {
            snprintf(why, whylen, "launch: %s", ptxvm_error_message(vm));
            goto out;
        }
    }
    ptxvm_memcpy_dtoh(vm, dio, ddio, 128 * nd * 4);
    if (c->raw) {
        /* the whole 64 x N product in one call, on the logical matrices */
        uint64_t *ra = (uint64_t *)malloc(64 * k * 8), *rb = (uint64_t *)malloc(k * n * 8);
        uint64_t *rc = (uint64_t *)malloc(64 * n * 8);
        tc_op op;
        memset(&op, 0, sizeof op);
        op.m = 64; op.n = (int)n; op.k = (int)k;
        op.a = tc_of(c->at); op.b = tc_of(c->bt); op.c = op.d = tc_of(c->dt);
        for (i = 0; i < 64 * k; i++)
            ra[i] = (uint32_t)A[i] ^ (c->neg_a ? sign_of(c->at) : 0);
        for (i = 0; i < k * n; i++)
            rb[i] = (uint32_t)B[i] ^ (c->neg_b ? sign_of(c->bt) : 0);
        for (i = 0; i < 64 * n; i++)
            rc[i] = c->scale_d == 1 ? (uint64_t)(uint32_t)Cm[i] : 0;
        if (tc_mma(&op, ra, rb, rc, rc) != 0)
            snprintf(why, whylen, "tc_mma refused the reference");
        else
            for (l = 0; l < 128 && !bad; l++)
                for (i = 0; i < n / 2; i++) {
                    uint32_t rr, cc2, got;
                    ref_frag_d(l % 32, i, &rr, &cc2);
                    rr += 16 * (l / 32);
                    got = c->dt == TY_F16 ? (dio[l * nd + i / 2] >> (16 * (i % 2))) & 0xffff :
                          dio[l * nd + i];
                    if (got != (uint32_t)rc[rr * n + cc2]) {
                        snprintf(why, whylen, "thread %u d[%u] (row %u col %u): "
                                 "0x%x, want 0x%llx", l, i, rr, cc2, got,
                                 (unsigned long long)rc[rr * n + cc2]);
                        bad++;
                        break;
                    }
                }
        ok = bad == 0 && !why[0];
        free(ra); free(rb); free(rc);
        goto out;
    }
    /* the reference: exact integer sums */
    for (l = 0; l < 128 && bad < 1; l++)
        for (i = 0; i < n / 2; i++) {
            uint32_t rr, cc2, got;
            long long s = c->scale_d == 1 ? Cm[0] * 0 : 0;
            uint64_t want;
            ref_frag_d(l % 32, i, &rr, &cc2);
            rr += 16 * (l / 32);
            s = c->scale_d == 1 ? Cm[rr * n + cc2] : 0;
            for (e = 0; e < k; e++) {
                long long a = A[rr * k + e], b = B[e * n + cc2];
                if (c->at == TY_B1)
                    s += a & b;
                else
                    s += (c->neg_a ? -a : a) * (c->neg_b ? -b : b);
            }
            if (c->dt == TY_S32) {
                if (c->satf)
                    s = s > 2147483647LL ? 2147483647LL :
                        s < -2147483647LL - 1 ? -2147483647LL - 1 : s;
                want = (uint32_t)(int64_t)s;
            } else {
                want = enc(c->dt, (int)s);
            }
            got = c->dt == TY_F16 ? (dio[l * nd + i / 2] >> (16 * (i % 2))) & 0xffff :
                  dio[l * nd + i];
            if (got != (uint32_t)want) {
                snprintf(why, whylen, "thread %u d[%u] (row %u col %u): 0x%x, "
                         "want 0x%llx (%lld)", l, i, rr, cc2, got,
                         (unsigned long long)want, s);
                bad++;
                break;
            }
        }
    ok = bad == 0;
out:
    if (dimg) ptxvm_mem_free(vm, dimg);
    if (ddio) ptxvm_mem_free(vm, ddio);
    if (dareg) ptxvm_mem_free(vm, dareg);
    if (ddesc) ptxvm_mem_free(vm, ddesc);
    ptxvm_module_unload(mod);
    free(A); free(B); free(Cm); free(dio); free(areg); free(img); free(ptx);
    return ok;
}

static const char *case_name(const wcase *c, char *buf, size_t n)
{
    snprintf(buf, n, "m64n%uk%u.%s.%s.%s%s A:%s%s%s sw %u/%u%s%s%s scale-d %d%s",
             c->n, c->k, ty_name[c->dt], ty_name[c->at], ty_name[c->bt],
             c->satf ? ".satfinite" : "", c->a_regs ? "regs" : "desc",
             c->trans_a ? " transA" : "", c->trans_b ? " transB" : "",
             c->swz_a, c->swz_b, c->neg_a ? " -A" : "", c->neg_b ? " -B" : "",
             c->kslice ? " kslice" : "", c->scale_d, "");
    return buf;
}

typedef struct combo { int dt, at, bt; } combo;
static const combo combos[] = {
    { TY_F16, TY_F16, TY_F16 }, { TY_F32, TY_F16, TY_F16 },
    { TY_F32, TY_BF16, TY_BF16 }, { TY_F32, TY_TF32, TY_TF32 },
    { TY_F16, TY_E4M3, TY_E4M3 }, { TY_F32, TY_E4M3, TY_E5M2 },
    { TY_F16, TY_E5M2, TY_E4M3 }, { TY_F32, TY_E5M2, TY_E5M2 },
    { TY_S32, TY_S8, TY_S8 }, { TY_S32, TY_S8, TY_U8 },
    { TY_S32, TY_U8, TY_S8 }, { TY_S32, TY_U8, TY_U8 },
    { TY_S32, TY_B1, TY_B1 },
};

static uint32_t kof(int at)
{
    return at == TY_F16 || at == TY_BF16 ? 16 : at == TY_TF32 ? 8 :
           at == TY_B1 ? 256 : 32;
}

/* Destroy the VM; every byte must come back. */
static void wg_close(pv_test *t, ptxvm_vm *vm, const test_alloc *al)
{
    ptxvm_destroy(vm);
    T_CHECK(t, al->live == 0, "leak: %ld bytes", al->live);
}

static int n_valid(int at, uint32_t n)
{
    if (at == TY_S8 || at == TY_U8)
        return n <= 224 && (n <= 32 || n % 16 == 0);
    if (at == TY_B1)
        return n <= 32 || n % 16 == 0;
    return 1;
}

static void wg_exec(pv_test *t, const char *title, int sweep)
{
    test_alloc al;
    ptxvm_vm *vm = NULL;
    unsigned ci;
    int runs = 0, fails = 0;
    if (!test_begin(t, "%s", title))
        return;
    if (!wg_vm(t, &al, &vm))
        return;
    for (ci = 0; ci < sizeof combos / sizeof combos[0]; ci++) {
        const combo *cb = &combos[ci];
        int f16ish = cb->at == TY_F16 || cb->at == TY_BF16;
        uint32_t n;
        for (n = 8; n <= 256; n += 8) {
            wcase c;
            int v, nv;
            if (!n_valid(cb->at, n))
                continue;
            memset(&c, 0, sizeof c);
            c.dt = cb->dt; c.at = cb->at; c.bt = cb->bt; c.n = n;
            c.k = kof(cb->at);
            if (sweep == 0) {
                /* every N: A from registers and from a descriptor, the
                   swizzle rotating with N */
                nv = 2;
            } else {
                /* a few N: every swizzle pair, transposition, negation,
                   scale-d and the K slice */
                if (n != 8 && n != 24 && n != 64 && n != 256 &&
                    !(n == 224 && !n_valid(cb->at, 256)))
                    continue;
                nv = 16;
            }
            for (v = 0; v < nv; v++) {
                static const uint32_t sw[4] = { 0, 32, 64, 128 };
                char why[256], name[200];
                c.a_regs = sweep == 0 ? v : (v & 8) != 0;
                c.swz_a = sweep == 0 ? sw[(n / 8) % 4] : sw[v % 4];
                c.swz_b = sweep == 0 ? sw[(n / 8 + 1 + v) % 4] : sw[(v / 4) % 4];
                c.trans_a = sweep && f16ish && !c.a_regs && (v & 1);
                c.trans_b = sweep && f16ish && (v & 2);
                c.neg_a = sweep && is_float(cb->at) && (v % 3 == 1);
                c.neg_b = sweep && is_float(cb->at) && (v % 5 == 2);
                c.scale_d = sweep ? (int)(v % 3) : 1;
                c.satf = sweep && cb->at <= TY_U8 && cb->at >= TY_S8 && (v & 4);
                c.kslice = sweep && !c.trans_a && !c.trans_b && c.swz_b == 128 &&
                           (c.a_regs || c.swz_a == 128) && (v & 4) ? 32 : 0;
                runs++;
                if (!run_case(t, vm, &c, why, sizeof why, NULL, NULL)) {
                    if (fails++ < 8)
                        T_CHECK(t, 0, "%s: %s", case_name(&c, name, sizeof name),
                                why);
                }
            }
        }
    }
    T_CHECK(t, fails == 0, "%d of %d cases failed", fails, runs);
    if (t->verbose)
        printf("    %d wgmma cases\n", runs);
    wg_close(t, vm, &al);
    test_end(t);
}

/* Random finite operands of every float combination: D bit for bit as
   tc_mma computes the whole 64-row product (rows are independent, so the
   per-warp slices must agree), through every swizzle and transposition. */
static void wg_random(pv_test *t)
{
    test_alloc al;
    ptxvm_vm *vm = NULL;
    unsigned ci;
    int runs = 0, fails = 0, v;
    if (!test_begin(t, "wgmma.mma_async: random float operands, bit for bit"))
        return;
    if (!wg_vm(t, &al, &vm))
        return;
    for (ci = 0; ci < sizeof combos / sizeof combos[0]; ci++) {
        const combo *cb = &combos[ci];
        int f16ish = cb->at == TY_F16 || cb->at == TY_BF16;
        if (!is_float(cb->at))
            continue;
        for (v = 0; v < 8; v++) {
            static const uint32_t sw[4] = { 0, 32, 64, 128 };
            static const uint32_t ns[8] = { 8, 16, 40, 64, 96, 128, 200, 256 };
            char why[256], name[200];
            wcase c;
            memset(&c, 0, sizeof c);
            c.dt = cb->dt; c.at = cb->at; c.bt = cb->bt; c.n = ns[v];
            c.k = kof(cb->at);
            c.raw = 1;
            c.a_regs = v % 3 == 2;
            c.swz_a = sw[v % 4];
            c.swz_b = sw[(v + 1) % 4];
            c.trans_a = f16ish && !c.a_regs && (v & 1);
            c.trans_b = f16ish && (v & 2);
            c.neg_a = v % 3 == 1;
            c.neg_b = v % 4 == 3;
            c.scale_d = v == 5 ? 2 : 1;
            runs++;
            if (!run_case(t, vm, &c, why, sizeof why, NULL, NULL) && fails++ < 8)
                T_CHECK(t, 0, "%s: %s", case_name(&c, name, sizeof name), why);
        }
    }
    T_CHECK(t, fails == 0, "%d of %d cases failed", fails, runs);
    wg_close(t, vm, &al);
    test_end(t);
}

/* ---- the nvcc kernels (tests/wgmma/BUILDS) ----------------------------- */

static void wg_nvcc(pv_test *t)
{
    static const struct { const char *name; wcase c; } ks[] = {
        { "k_f16_f32", { TY_F32, TY_F16, TY_F16, 16, 16, 0, 0, 0, 0, 0, 0,
                         128, 0, 1, 0, 0 } },
        { "k_bf16_regs", { TY_F32, TY_BF16, TY_BF16, 8, 16, 1, 0, 1, 1, 0, 0,
                           0, 64, 2, 0, 0 } },
        { "k_s8u8_satf", { TY_S32, TY_S8, TY_U8, 8, 32, 1, 0, 0, 0, 0, 1,
                           0, 32, 1, 0, 0 } },
        { "k_fp8_f16", { TY_F16, TY_E4M3, TY_E5M2, 16, 32, 0, 0, 0, 0, 1, 0,
                         0, 128, 1, 0, 0 } },
        { "k_tf32", { TY_F32, TY_TF32, TY_TF32, 8, 8, 0, 0, 0, 0, 0, 0,
                      64, 32, 1, 0, 0 } },
        { "k_b1", { TY_S32, TY_B1, TY_B1, 8, 256, 1, 0, 0, 0, 0, 0,
                    0, 0, 1, 0, 0 } },
    };
    test_alloc al;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    char *ptx;
    size_t len;
    unsigned i, rep;
    if (!test_begin(t, "wgmma: nvcc sm_90a inline-asm kernels"))
        return;
    ptx = test_read_file("tests/wgmma/wgmma_kernels.sm_90a.ptx", &len);
    test_config(&cfg, &al);
    if (!ptx || ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "tests/wgmma/wgmma_kernels.sm_90a.ptx or the VM");
        free(ptx);
        test_end(t);
        return;
    }
    for (i = 0; i < sizeof ks / sizeof ks[0]; i++)
        for (rep = 0; rep < 4; rep++) {
            char why[256];
            wcase c = ks[i].c;
            if (rep & 1)    /* the other scale-d */
                c.scale_d = c.scale_d == 1 ? 2 : 1;
            if (rep & 2)    /* random bits against tc_mma */
                c.raw = is_float(c.at);
            T_CHECK(t, run_case(t, vm, &c, why, sizeof why, ptx, ks[i].name),
                    "%s (scale-d %d): %s", ks[i].name, c.scale_d, why);
        }
    free(ptx);
    wg_close(t, vm, &al);
    test_end(t);
}

/* ---- ill-formed forms and misuse ------------------------------------- */

static const char err_head[] =
    ".version 8.0\n.target sm_90a\n.address_size 64\n"
    ".visible .entry k(.param .u64 p)\n{\n"
    "  .reg .b32 %d<130>;\n  .reg .f32 %f<4>;\n  .reg .b64 %rd<4>;\n"
    "  .reg .pred %p<2>;\n  .reg .b16 %h<4>;\n"
    "  mov.b64 %rd1, 0;\n  mov.b64 %rd2, 0;\n  setp.eq.u32 %p1, 1, 1;\n";

/* Compile "head + line + ret" and expect code and a message naming the
   instruction's line and containing word. */
static void expect_error(pv_test *t, ptxvm_vm *vm, const char *line,
                         ptxvm_result code, const char *word)
{
    char ptx[8192];
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_result r;
    snprintf(ptx, sizeof ptx, "%s  %s\n  ret;\n}\n", err_head, line);
    r = ptxvm_module_load(vm, ptx, strlen(ptx), "bad", &m);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, "k", &k);
    char at[16];
    const char *s;
    int ln = 1;
    for (s = err_head; *s; s++)
        ln += *s == '\n';
    snprintf(at, sizeof at, ":%d:", ln);
    T_CHECK(t, r == code && strstr(ptxvm_error_message(vm), at) &&
               strstr(ptxvm_error_message(vm), word),
            "%s -> %s: %s", line, ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_module_unload(m);
}

static void wg_errors(pv_test *t)
{
    /* each form (its accumulator %s: d4, or dl when wide) and a word
       its message must hold */
    static const struct { const char *fmt; int wide; const char *why; } bad[] = {
        /* N not a multiple of 8, K wrong for the type, N too large */
        { "wgmma.mma_async.sync.aligned.m64n12k16.f32.f16.f16 %s, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, "shape" },
        { "wgmma.mma_async.sync.aligned.m64n8k32.f32.f16.f16 %s, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, "shape" },
        { "wgmma.mma_async.sync.aligned.m64n40k32.s32.s8.s8 {%%d0}, %%rd1, %%rd2, 1;",
          0, "shape" },
        { "wgmma.mma_async.sync.aligned.m64n256k32.s32.u8.u8 %s, %%rd1, %%rd2, 1;",
          1, "shape" },
        /* type combinations */
        { "wgmma.mma_async.sync.aligned.m64n8k16.f16.bf16.bf16 {%%d0, %%d1}, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, "type combination" },
        { "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.bf16 %s, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, "type combination" },
        { "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.e4m3 %s, %%rd1, %%rd2, 1;",
          0, "type combination" },
        { "wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1 %s, %%rd1, %%rd2, 1;",
          0, ".and.popc" },
        { "wgmma.mma_async.sync.aligned.m64n8k16.satfinite.f32.f16.f16 %s, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, "satfinite" },
        /* register counts and kinds */
        { "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%%d0, %%d1}, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, "N/2" },
        { "wgmma.mma_async.sync.aligned.m64n32k16.f16.f16.f16 %s, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, "N/4" },
        { "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 %s, {%%d4, %%d5, %%d6}, %%rd2, 1, 1, 1, 0;",
          0, "4 registers" },
        { "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%%d0, %%d1, %%d2, %%rd3}, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, "32-bit" },
        { "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 %s, %%d9, %%rd2, 1, 1, 1, 0, 0;",
          0, "64-bit" },
        /* operand counts and immediates */
        { "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 %s, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, "number of operands" },
        { "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 %s, %%rd1, %%rd2, 1, 2, 1, 0, 0;",
          0, "imm-scale-a" },
        { "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 %s, %%rd1, %%rd2, 1, 1, 1, 0, 2;",
          0, "imm-trans-b" },
        { "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 %s, %%rd1, %%rd2, %%d9, 1, 1, 0, 0;",
          0, "scale-d" },
        { "wgmma.mma_async.m64n8k16.f32.f16.f16 %s, %%rd1, %%rd2, 1, 1, 1, 0, 0;",
          0, ".sync.aligned" },
    };
    test_alloc al;
    ptxvm_vm *vm = NULL;
    char d4[64] = "{%d0, %d1, %d2, %d3}", dl[1024];
    uint32_t i;
    size_t o = 0;
    if (!test_begin(t, "wgmma: ill-formed forms fail at their position"))
        return;
    if (!wg_vm(t, &al, &vm))
        return;
    o += (size_t)snprintf(dl, sizeof dl, "{");
    for (i = 0; i < 64; i++)
        o += (size_t)snprintf(dl + o, sizeof dl - o, "%s%%d%u", i ? "," : "", i);
    snprintf(dl + o, sizeof dl - o, "}");
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char line[2048];
        snprintf(line, sizeof line, bad[i].fmt, bad[i].wide ? dl : d4);
        expect_error(t, vm, line, PTXVM_E_SEMANTIC, bad[i].why);
    }
    expect_error(t, vm, "wgmma.wait_group.sync.aligned %d1;", PTXVM_E_SEMANTIC,
                 "wait_group");
    expect_error(t, vm, "wgmma.fence.sync.aligned 1;", PTXVM_E_SEMANTIC, "no operands");
    wg_close(t, vm, &al);
    test_end(t);
}

/* Misuse at run time: a warpgroup short of warps, part of a warp, a
   descriptor outside shared memory, descriptors that differ by lane. */
static const char misuse_ptx[] =
    ".version 8.0\n.target sm_90a\n.address_size 64\n"
    ".visible .entry k(.param .u64 da, .param .u32 half, .param .u32 vary)\n{\n"
    "  .shared .align 1024 .b8 sm[4096];\n"
    "  .reg .b32 %d<4>;\n  .reg .b32 %r<6>;\n  .reg .b64 %rd<6>;\n"
    "  .reg .pred %p<3>;\n"
    "  ld.param.u64 %rd1, [da];\n  ld.param.u32 %r1, [half];\n"
    "  ld.param.u32 %r2, [vary];\n  mov.u32 %r3, %tid.x;\n"
    "  and.b32 %r4, %r3, 1;\n  mul.lo.u32 %r4, %r4, %r2;\n"
    "  cvt.u64.u32 %rd2, %r4;\n  add.s64 %rd1, %rd1, %rd2;\n"
    "  and.b32 %r5, %r3, 16;\n  setp.ne.u32 %p1, %r5, 0;\n"
    "  setp.ne.and.u32 %p1, %r1, 0, %p1;\n"
    "  @%p1 bra SKIP;\n"
    "  wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%d0, %d1, %d2, %d3},"
    " %rd1, %rd1, 0, 1, 1, 0, 0;\n"
    "SKIP:\n  ret;\n}\n";

static void wg_misuse(pv_test *t)
{
    test_alloc al;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_launch L;
    uint64_t da;
    uint32_t half, vary;
    void *args[3];
    ptxvm_result r;
    if (!test_begin(t, "wgmma: run-time misuse fails with a message"))
        return;
    test_config(&cfg, &al);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK ||
        ptxvm_module_load(vm, misuse_ptx, strlen(misuse_ptx), "mis", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "setup: %s", vm ? ptxvm_error_message(vm) : "");
        goto out;
    }
    args[0] = &da; args[1] = &half; args[2] = &vary;
    {
        /* the disassembly names the op */
        char dis[8192];
        size_t dlen = 0;
        T_CHECK(t, ptxvm_kernel_disassemble(k, dis, sizeof dis, &dlen) == PTXVM_OK &&
                   strstr(dis, "WGMMA"), "disassembly: %.200s", dis);
    }
    /* a whole warpgroup, in range: runs */
    da = make_desc(0, 128, 256, 0, 0); half = 0; vary = 0;
    test_launch_1d(&L, 1, 128, args);
    r = ptxvm_launch_kernel(k, &L, NULL);
    T_CHECK(t, r == PTXVM_OK, "good launch: %s", ptxvm_error_message(vm));
    /* 64 threads: no complete warpgroup */
    test_launch_1d(&L, 1, 64, args);
    r = ptxvm_launch_kernel(k, &L, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(vm), "warpgroup"),
            "64 threads: %s", ptxvm_error_message(vm));
    /* half of each warp */
    half = 1;
    test_launch_1d(&L, 1, 128, args);
    r = ptxvm_launch_kernel(k, &L, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(vm), "32 lanes"),
            "half warps: %s", ptxvm_error_message(vm));
    /* start address near the top of the 16 KiB field: outside 4 KiB */
    half = 0;
    da = make_desc(0x3f00 << 4, 128, 256, 0, 0);
    r = ptxvm_launch_kernel(k, &L, NULL);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(vm), "outside"),
            "far descriptor: %s", ptxvm_error_message(vm));
    /* lanes disagree on the descriptor */
    da = make_desc(0, 128, 256, 0, 0);
    vary = 16;
    r = ptxvm_launch_kernel(k, &L, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(vm), "differs"),
            "varying descriptor: %s", ptxvm_error_message(vm));
out:
    ptxvm_module_unload(m);
    wg_close(t, vm, &al);
    test_end(t);
}

void unit_wgmma(pv_test *t)
{
    wg_descriptor(t);
    wg_layouts(t);
    wg_fragments(t);
    wg_errors(t);
    wg_misuse(t);
    wg_nvcc(t);
    wg_random(t);
    wg_exec(t, "wgmma.mma_async: every type and N, A in registers and in "
               "shared memory", 0);
    wg_exec(t, "wgmma.mma_async: swizzles, transpositions, negation, scale-d, "
               "satfinite", 1);
}
