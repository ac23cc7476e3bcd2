/* Sparse warpgroup MMA (wgmma.mma_async.sp, sm_90a): A is a 64 x K matrix
   with two of every four consecutive elements zero (one of every two for
   tf32), given as its 64 x K/2 kept elements (registers or a shared-memory
   descriptor) and the metadata words that place them. Every type
   combination and every N of the PTX 9.0 list, both selectors, A from
   registers and from a descriptor, swizzles, transpositions, negation,
   scale-d and .satfinite run through the interpreter against exact
   integer sums computed here from the logical matrices, the metadata
   words written from the lane/bit map restated below; then the nvcc
   kernels of tests/wgmma/wgmma_sp_kernels.cu; the ill-formed forms, which
   fail at their position; and invalid metadata, which traps. */
#include "../testlib.h"
#include "../support/wg_gen.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t sp_rng = 0x2545f4914f6cdd1dull;
static uint32_t sp_rnd(void)
{
    sp_rng ^= sp_rng << 13;
    sp_rng ^= sp_rng >> 7;
    sp_rng ^= sp_rng << 17;
    return (uint32_t)(sp_rng >> 16);
}

enum { F16, BF16, TF32, E4M3, E5M2, S8, U8, F32, S32 };
static const char *const tname[] = { "f16", "bf16", "tf32", "e4m3", "e5m2",
                                     "s8", "u8", "f32", "s32" };
static const uint32_t tbits[] = { 16, 16, 32, 8, 8, 8, 8, 32, 32 };

/* Integer v (small) in a float format of e exponent, m fraction bits. */
static uint32_t sp_fp(int v, int e, int m)
{
    uint32_t s = v < 0, a = (uint32_t)(v < 0 ? -v : v), p = 0;
    if (!a)
        return s << (e + m);
    while (a >> (p + 1))
        p++;
    return s << (e + m) | (p + (1u << (e - 1)) - 1u) << m |
           ((a << m >> p) & ((1u << m) - 1u));
}

static uint32_t sp_enc(int ty, int v)
{
    switch (ty) {
    case F16: return sp_fp(v, 5, 10);
    case BF16: return sp_fp(v, 8, 7);
    case TF32: case F32: return sp_fp(v, 8, 23);
    case E4M3: return sp_fp(v, 4, 3);
    case E5M2: return sp_fp(v, 5, 2);
    case S32: return (uint32_t)v;
    default: return (uint32_t)v & 0xffu;
    }
}

static int sp_pick(int ty)
{
    switch (ty) {
    case S8: return (int)(sp_rnd() % 256) - 128;
    case U8: return (int)(sp_rnd() % 256);
    case E5M2: return (int)(sp_rnd() % 7) - 3;
    default: return (int)(sp_rnd() % 9) - 4;
    }
}

typedef struct spcase {
    int dt, at, bt;
    uint32_t n, sel;
    int a_regs, trans_a, trans_b, neg_a, neg_b, satf;
    uint32_t swz_a, swz_b;     /* 0 or 128 */
    int scale_d;               /* 0, 1; 2: the predicate, false */
} spcase;

static uint32_t sp_k(int at) { return at == TF32 ? 16 : tbits[at] == 16 ? 32 : 64; }

/* Byte b of row r of an operand in the canonical layout: K-major rows
   are M/N indices, MN-major rows K indices (16-byte chunks of 8 rows
   without swizzle; 128-byte rows, chunk index XOR row % 8, with). */
typedef struct splay { uint32_t start, lbo, sbo, swz, size; int mn; } splay;

static uint32_t sp_addr(const splay *o, uint32_t r, uint32_t b)
{
    uint32_t w = o->swz ? 128 : 16, s1, s2, a;
    s1 = o->mn && !o->swz ? o->lbo : o->sbo;
    s2 = o->mn && !o->swz ? o->sbo : o->lbo;
    a = (r / 8) * s1 + (b / w) * s2 + (r % 8) * w + b % w;
    if (o->swz)
        a ^= ((a >> 7) & 7u) << 4;
    return o->start + a;
}

static void sp_plan(splay *o, uint32_t start, uint32_t swz, int mn,
                    uint32_t rows, uint32_t rowbytes)
{
    uint32_t groups = (rows + 7) / 8;
    o->start = start; o->swz = swz; o->mn = mn;
    if (!swz) {
        o->lbo = mn ? 128 : 128 * groups;
        o->sbo = mn ? 128 * groups : 128;
        o->size = 128 * groups * ((rowbytes + 15) / 16);
    } else {
        o->sbo = 1024;
        o->lbo = 1024 * groups;
        o->size = o->lbo * ((rowbytes + 127) / 128);
    }
}

static void sp_put(unsigned char *img, const splay *o, uint32_t r,
                   uint32_t e, uint32_t bits, uint32_t v)
{
    uint32_t j;
    for (j = 0; j < bits / 8; j++)
        img[sp_addr(o, r, e * bits / 8 + j)] = (unsigned char)(v >> (8 * j));
}

static uint64_t sp_desc(const splay *o)
{
    uint64_t mode = o->swz ? 1 : 0;
    return (uint64_t)(o->start >> 4) | (uint64_t)(o->lbo >> 4) << 16 |
           (uint64_t)(o->sbo >> 4) << 32 | mode << 62;
}

/* The metadata map, read the other way from the library's (lane and
   nibble to row and chunk, after CUTLASS's ELayout_64x{16,32,64}): in
   lane l = 4 g + t of a warp, nibble p (bits 4p .. 4p+3) holds
     16-bit, tf32: for t / 2 == sel, row g + 8 (p / 4), chunk
                   4 (t % 2) + p % 4; the other pair is not read;
     8-bit:        row g + 8 (t % 2), chunk 8 (t / 2) + p.
   Returns 0 when the nibble is not read. */
static int sp_meta_at(int at, uint32_t sel, uint32_t l, uint32_t p,
                      uint32_t *row, uint32_t *chunk)
{
    uint32_t g = l / 4, t = l % 4;
    if (tbits[at] == 8) {
        *row = g + 8 * (t % 2);
        *chunk = 8 * (t / 2) + p;
        return 1;
    }
    if (t / 2 != sel)
        return 0;
    *row = g + 8 * (p / 4);
    *chunk = 4 * (t % 2) + p % 4;
    return 1;
}

/* A fragment: element i of a lane's registers, e elements a register
   (j = i / e): row g + 8 (j % 2), column e t + i % e + 4 e (j / 2).
   D: row g + 8 ((i / 2) % 2), column 8 (i / 4) + 2 t + i % 2. */
static void sp_frag_a(uint32_t e, uint32_t l, uint32_t i, uint32_t *r, uint32_t *c)
{
    uint32_t j = i / e;
    *r = l / 4 + 8 * (j % 2);
    *c = e * (l % 4) + i % e + 4 * e * (j / 2);
}

static void sp_frag_d(uint32_t l, uint32_t i, uint32_t *r, uint32_t *c)
{
    *r = l / 4 + 8 * ((i / 2) % 2);
    *c = 8 * (i / 4) + 2 * (l % 4) + i % 2;
}

static int sp_nimm(int at)
{
    return tbits[at] == 16 ? 4 : at == TF32 || at == E4M3 || at == E5M2 ? 2 : 0;
}

/* Kernel k(img, dio, areg, descs, meta, scaled): copy img to shared
   memory, one wgmma.mma_async.sp, store D. */
static void sp_gen(char *p, size_t cap, const spcase *c, uint32_t words)
{
    uint32_t nd = c->dt == F16 ? c->n / 4 : c->n / 2, k = sp_k(c->at);
    int nimm = sp_nimm(c->at);
    size_t o = 0;
#define P(...) (o += (size_t)snprintf(p + o, cap - o, __VA_ARGS__))
    P(".version 8.0\n.target sm_90a\n.address_size 64\n"
      ".visible .entry k(.param .u64 img, .param .u64 dio, .param .u64 areg,"
      " .param .u64 descs, .param .u64 meta, .param .u32 scaled)\n{\n"
      "  .shared .align 1024 .b32 sm[%u];\n  .reg .b32 %%d<%u>;\n"
      "  .reg .b32 %%a<4>;\n  .reg .b32 %%r<12>;\n  .reg .b64 %%rd<20>;\n"
      "  .reg .pred %%p<3>;\n"
      "  ld.param.u64 %%rd1, [img];\n  ld.param.u64 %%rd2, [dio];\n"
      "  ld.param.u64 %%rd3, [areg];\n  ld.param.u64 %%rd4, [descs];\n"
      "  ld.param.u64 %%rd14, [meta];\n  ld.param.u32 %%r1, [scaled];\n"
      "  setp.ne.u32 %%p1, %%r1, 0;\n  mov.u32 %%r2, %%tid.x;\n"
      "  mov.u32 %%r4, %%r2;\n  mov.u32 %%r3, sm;\n"
      "COPY:\n  setp.ge.u32 %%p2, %%r4, %u;\n  @%%p2 bra COPIED;\n"
      "  mul.wide.u32 %%rd5, %%r4, 4;\n  add.s64 %%rd6, %%rd1, %%rd5;\n"
      "  ld.global.u32 %%r5, [%%rd6];\n  shl.b32 %%r6, %%r4, 2;\n"
      "  add.u32 %%r6, %%r3, %%r6;\n"
      "  st.shared.u32 [%%r6], %%r5;\n  add.u32 %%r4, %%r4, 128;\n"
      "  bra.uni COPY;\nCOPIED:\n  bar.sync 0;\n"
      "  ld.global.u64 %%rd8, [%%rd4];\n  ld.global.u64 %%rd9, [%%rd4+8];\n"
      "  shr.u32 %%r8, %%r3, 4;\n  cvt.u64.u32 %%rd16, %%r8;\n"
      "  add.s64 %%rd8, %%rd8, %%rd16;\n  add.s64 %%rd9, %%rd9, %%rd16;\n"
      "  mul.wide.u32 %%rd10, %%r2, %u;\n  add.s64 %%rd11, %%rd2, %%rd10;\n"
      "  mul.wide.u32 %%rd12, %%r2, 16;\n  add.s64 %%rd13, %%rd3, %%rd12;\n"
      "  mul.wide.u32 %%rd15, %%r2, 4;\n  add.s64 %%rd15, %%rd14, %%rd15;\n"
      "  ld.global.b32 %%r7, [%%rd15];\n",
      words, nd, words, nd * 4);
    o = wg_gen_loads(p, cap, o, nd);
    P("  wgmma.mma_async.sp.sync.aligned.m64n%uk%u%s.%s.%s.%s {", c->n, k,
      c->satf ? ".satfinite" : "", tname[c->dt], tname[c->at], tname[c->bt]);
    o = wg_gen_dlist(p, cap, o, nd);
    P("}, %s, %%rd9, %%r7, %u, %s", c->a_regs ? "{%a0, %a1, %a2, %a3}" : "%rd8",
      c->sel, c->scale_d == 0 ? "0" : c->scale_d == 1 ? "1" : "%p1");
    wg_gen_tail(p, cap, o, nd, nimm, c->a_regs, c->neg_a, c->neg_b, c->trans_a,
                c->trans_b);
#undef P
}

/* Run case c (kernel kname of ext, or one generated); 1 when every D
   element equals the exact sum. Descriptors are relative to the
   kernel's shared buffer; the kernel adds its address. */
static int sp_run(ptxvm_vm *vm, const spcase *c, char *why, size_t wl,
                  const char *ext, const char *kname)
{
    const uint32_t n = c->n, k = sp_k(c->at), kc = k / 2, tf32 = c->at == TF32;
    const uint32_t nd = c->dt == F16 ? n / 4 : n / 2, ab = tbits[c->at];
    const uint32_t units = tf32 ? 2 * k : k, bb = tbits[c->bt];
    int *A = (int *)calloc(64 * k, sizeof(int)), *Ac = (int *)calloc(64 * kc, sizeof(int));
    int *B = (int *)calloc(k * n, sizeof(int));
    unsigned char *nib = (unsigned char *)calloc(64 * 32, 1); /* [row][chunk] */
    long long *Cm = (long long *)calloc(64 * n, sizeof(long long));
    uint32_t *dio = (uint32_t *)calloc(128 * nd, 4), *areg = (uint32_t *)calloc(128 * 4, 4);
    uint32_t meta[128];
    unsigned char *img = (unsigned char *)calloc(1u << 16, 1);
    char *ptx = (char *)malloc(1 << 16);
    uint64_t descs[2] = { 0, 0 };
    splay oa, ob;
    uint32_t r, e, l, i, ch, words, bytes = 0, scaled = c->scale_d == 1;
    ptxvm_module *mod = NULL;
    ptxvm_kernel *kern = NULL;
    ptxvm_addr dimg = 0, ddio = 0, dareg = 0, ddesc = 0, dmeta = 0;
    int ok = 0;
    why[0] = 0;
    /* A: per chunk, the kept positions, their values, the nibble */
    for (r = 0; r < 64; r++)
        for (ch = 0; ch < units / 4; ch++) {
            if (tf32) {
                uint32_t pos = sp_rnd() & 1;
                Ac[r * kc + ch] = sp_pick(c->at);
                A[r * k + 2 * ch + pos] = Ac[r * kc + ch];
                nib[r * 32 + ch] = pos ? 0xe : 0x4;
            } else {
                uint32_t i0 = sp_rnd() % 3, i1 = i0 + 1 + sp_rnd() % (3 - i0);
                Ac[r * kc + 2 * ch] = sp_pick(c->at);
                Ac[r * kc + 2 * ch + 1] = sp_pick(c->at);
                A[r * k + 4 * ch + i0] = Ac[r * kc + 2 * ch];
                A[r * k + 4 * ch + i1] = Ac[r * kc + 2 * ch + 1];
                nib[r * 32 + ch] = (unsigned char)(i0 | i1 << 2);
            }
        }
    /* metadata words; nibbles nobody reads hold an invalid 0b0101 */
    for (l = 0; l < 128; l++) {
        meta[l] = 0;
        for (i = 0; i < 8; i++) {
            uint32_t row, chk, v = 5;
            if (sp_meta_at(c->at, c->sel, l % 32, i, &row, &chk))
                v = nib[(16 * (l / 32) + row) * 32 + chk];
            meta[l] |= v << (4 * i);
        }
    }
    for (i = 0; i < k * n; i++)
        B[i] = sp_pick(c->bt);
    for (i = 0; i < 64 * n; i++)
        Cm[i] = c->dt == S32 ? (long long)(int32_t)sp_rnd() % 100000 :
                (long long)(sp_rnd() % 33) - 16;
    if (c->satf)
        for (i = 0; i < 64 * n; i += 3)
            Cm[i] = (i & 1) ? 2147483647LL - 5 : -2147483647LL - 1 + 5;
    /* shared image: A's kept elements (64 x K/2) at 0, B after */
    if (!c->a_regs) {
        sp_plan(&oa, 0, c->swz_a, c->trans_a, c->trans_a ? kc : 64,
                c->trans_a ? 64 * ab / 8 : kc * ab / 8);
        for (r = 0; r < 64; r++)
            for (e = 0; e < kc; e++) {
                uint32_t v = sp_enc(c->at, Ac[r * kc + e]);
                if (c->trans_a)
                    sp_put(img, &oa, e, r, ab, v);
                else
                    sp_put(img, &oa, r, e, ab, v);
            }
        bytes = (oa.size + 1023) & ~1023u;
    }
    sp_plan(&ob, bytes, c->swz_b, c->trans_b, c->trans_b ? k : n,
            c->trans_b ? n * bb / 8 : k * bb / 8);
    for (r = 0; r < k; r++)
        for (e = 0; e < n; e++) {
            uint32_t v = sp_enc(c->bt, B[r * n + e]);
            if (c->trans_b)
                sp_put(img, &ob, r, e, bb, v);
            else
                sp_put(img, &ob, e, r, bb, v);
        }
    bytes = (ob.start + ob.size + 3) & ~3u;
    words = ext ? 4096 : bytes / 4;
    if (bytes > (ext ? 16384u : 65536u)) {
        snprintf(why, wl, "image too large");
        goto out;
    }
    if (!c->a_regs)
        descs[0] = sp_desc(&oa);
    descs[1] = sp_desc(&ob);
    /* registers: C in D's fragment, A's kept elements in its fragment */
    for (l = 0; l < 128; l++)
        for (i = 0; i < n / 2; i++) {
            uint32_t rr, cc;
            sp_frag_d(l % 32, i, &rr, &cc);
            rr += 16 * (l / 32);
            if (c->dt == F16)
                dio[l * nd + i / 2] |= sp_enc(F16, (int)Cm[rr * n + cc]) << (16 * (i % 2));
            else
                dio[l * nd + i] = sp_enc(c->dt, (int)Cm[rr * n + cc]);
        }
    if (c->a_regs)
        for (l = 0; l < 128; l++)
            for (i = 0; i < 4 * (32 / ab); i++) {
                uint32_t rr, cc, per = 32 / ab;
                sp_frag_a(per, l % 32, i, &rr, &cc);
                rr += 16 * (l / 32);
                areg[l * 4 + i / per] |= sp_enc(c->at, Ac[rr * kc + cc]) << (ab * (i % per));
            }
    if (!ext)
        sp_gen(ptx, 1 << 16, c, words);
    if (ptxvm_module_load(vm, ext ? ext : ptx, strlen(ext ? ext : ptx), "wgsp",
                          &mod) != PTXVM_OK ||
        ptxvm_module_get_kernel(mod, ext ? kname : "k", &kern) != PTXVM_OK) {
        snprintf(why, wl, "load: %s", ptxvm_error_message(vm));
        goto out;
    }
    if (ptxvm_mem_alloc(vm, 1u << 16, &dimg) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 128 * nd * 4, &ddio) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 128 * 16, &dareg) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 16, &ddesc) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, sizeof meta, &dmeta) != PTXVM_OK) {
        snprintf(why, wl, "alloc");
        goto out;
    }
    ptxvm_memcpy_htod(vm, dimg, img, 1u << 16);
    ptxvm_memcpy_htod(vm, ddio, dio, 128 * nd * 4);
    ptxvm_memcpy_htod(vm, dareg, areg, 128 * 16);
    ptxvm_memcpy_htod(vm, ddesc, descs, 16);
    ptxvm_memcpy_htod(vm, dmeta, meta, sizeof meta);
    {
        void *args[6];
        ptxvm_launch L;
        args[0] = &dimg; args[1] = &ddio; args[2] = &dareg; args[3] = &ddesc;
        args[4] = &dmeta; args[5] = &scaled;
        test_launch_1d(&L, 1, 128, args);
        if (ptxvm_launch_kernel(kern, &L, NULL) != PTXVM_OK) {
            snprintf(why, wl, "launch: %s", ptxvm_error_message(vm));
            goto out;
        }
    }
    ptxvm_memcpy_dtoh(vm, dio, ddio, 128 * nd * 4);
    ok = 1;
    for (l = 0; l < 128 && ok; l++)
        for (i = 0; i < n / 2; i++) {
            uint32_t rr, cc, got, want;
            long long s;
            sp_frag_d(l % 32, i, &rr, &cc);
            rr += 16 * (l / 32);
            s = c->scale_d == 1 ? Cm[rr * n + cc] : 0;
            for (e = 0; e < k; e++)
                s += (long long)(c->neg_a ? -A[rr * k + e] : A[rr * k + e]) *
                     (c->neg_b ? -B[e * n + cc] : B[e * n + cc]);
            if (c->satf)
                s = s > 2147483647LL ? 2147483647LL :
                    s < -2147483647LL - 1 ? -2147483647LL - 1 : s;
            want = sp_enc(c->dt, (int)s);
            got = c->dt == F16 ? (dio[l * nd + i / 2] >> (16 * (i % 2))) & 0xffff :
                  dio[l * nd + i];
            if (got != want) {
                snprintf(why, wl, "thread %u d[%u] (row %u col %u): 0x%x, "
                         "want 0x%x (%lld)", l, i, rr, cc, got, want, s);
                ok = 0;
                break;
            }
        }
out:
    if (dimg) ptxvm_mem_free(vm, dimg);
    if (ddio) ptxvm_mem_free(vm, ddio);
    if (dareg) ptxvm_mem_free(vm, dareg);
    if (ddesc) ptxvm_mem_free(vm, ddesc);
    if (dmeta) ptxvm_mem_free(vm, dmeta);
    ptxvm_module_unload(mod);
    free(A); free(Ac); free(B); free(nib); free(Cm); free(dio); free(areg);
    free(img); free(ptx);
    return ok;
}

static const char *sp_name(const spcase *c, char *b, size_t n)
{
    snprintf(b, n, "m64n%uk%u%s.%s.%s.%s sel %u A:%s%s%s sw %u/%u%s%s scale-d %d",
             c->n, sp_k(c->at), c->satf ? ".satfinite" : "", tname[c->dt],
             tname[c->at], tname[c->bt], c->sel, c->a_regs ? "regs" : "desc",
             c->trans_a ? " transA" : "", c->trans_b ? " transB" : "",
             c->swz_a, c->swz_b, c->neg_a ? " -A" : "", c->neg_b ? " -B" : "",
             c->scale_d);
    return b;
}

static const int combos[][3] = {
    { F16, F16, F16 }, { F32, F16, F16 }, { F32, BF16, BF16 },
    { F32, TF32, TF32 }, { F16, E4M3, E4M3 }, { F32, E4M3, E5M2 },
    { F16, E5M2, E4M3 }, { F32, E5M2, E5M2 }, { S32, S8, S8 },
    { S32, S8, U8 }, { S32, U8, S8 }, { S32, U8, U8 },
};

static void sp_finish(pv_test *t, test_alloc *al, ptxvm_vm *vm, int runs,
                      int fails)
{
    ptxvm_destroy(vm);
    T_CHECK(t, runs > 0 && fails == 0, "%d of %d cases failed", fails, runs);
    T_CHECK(t, al->live == 0, "leak: %ld bytes", al->live);
    test_end(t);
}

/* One generated case: counted in runs, in fails (with a failed check
   naming it) when its D differs. */
static void sp_try(pv_test *t, ptxvm_vm *vm, const spcase *c, int *runs, int *fails)
{
    char why[256], nm[160];
    (*runs)++;
    if (!sp_run(vm, c, why, sizeof why, NULL, NULL)) {
        (*fails)++;
        T_CHECK(t, 0, "%s: %s", sp_name(c, nm, sizeof nm), why);
    }
}

/* Every combination, every N of the 9.0 list; A alternately from
   registers and a descriptor, the selector alternately 0 and 1. */
static void sp_every_n(pv_test *t)
{
    test_alloc al;
    ptxvm_vm *vm;
    unsigned ci, n;
    int runs = 0, fails = 0;
    if (!test_begin(t, "wgmma_sp: every type and N, both selectors, "
                       "A in registers and in shared memory"))
        return;
    if (!wg_vm(t, &al, &vm))
        return;
    for (ci = 0; ci < sizeof combos / sizeof combos[0]; ci++)
        for (n = 8; n <= 256; n += 8) {
            spcase c;
            if (tbits[combos[ci][1]] == 8 && combos[ci][0] == S32 &&
                n > 32 && n % 16)
                continue;
            memset(&c, 0, sizeof c);
            c.dt = combos[ci][0]; c.at = combos[ci][1]; c.bt = combos[ci][2];
            c.n = n;
            c.a_regs = (n / 8) % 2;
            c.sel = tbits[c.at] == 8 ? 0 : (n / 16) % 2;
            c.scale_d = 1;
            sp_try(t, vm, &c, &runs, &fails);
        }
    sp_finish(t, &al, vm, runs, fails);
}

/* Swizzles, transpositions, negation, scale-d and .satfinite. */
static void sp_variants(pv_test *t)
{
    static const uint32_t ns[] = { 8, 16, 64, 256 };
    test_alloc al;
    ptxvm_vm *vm;
    unsigned ci, ni, v;
    int runs = 0, fails = 0;
    if (!test_begin(t, "wgmma_sp: swizzles, transpositions, "
                       "negation, scale-d, satfinite"))
        return;
    if (!wg_vm(t, &al, &vm))
        return;
    for (ci = 0; ci < sizeof combos / sizeof combos[0]; ci++)
        for (ni = 0; ni < 4; ni++)
            for (v = 0; v < 4; v++) {
                spcase c;
                int b16 = tbits[combos[ci][1]] == 16;
                memset(&c, 0, sizeof c);
                c.dt = combos[ci][0]; c.at = combos[ci][1]; c.bt = combos[ci][2];
                c.n = ns[ni];
                c.sel = tbits[c.at] == 8 ? 0 : v % 2;
                c.a_regs = v == 3;
                c.swz_a = (v & 1) ? 128 : 0;
                c.swz_b = (v & 2) ? 128 : 0;
                c.trans_a = b16 && !c.a_regs && v == 2;
                c.trans_b = b16 && (v == 1 || v == 3);
                c.neg_a = sp_nimm(c.at) && (v == 1 || v == 2);
                c.neg_b = sp_nimm(c.at) && v >= 2;
                c.satf = c.dt == S32 && v >= 2;
                c.scale_d = v == 0 ? 0 : v == 1 ? 2 : 1;
                sp_try(t, vm, &c, &runs, &fails);
            }
    sp_finish(t, &al, vm, runs, fails);
}

/* ---- ill-formed forms, invalid metadata -------------------------------- */

static const char sp_head[] =
    ".version 8.0\n.target sm_90a\n.address_size 64\n"
    ".visible .entry k(.param .u64 p)\n{\n"
    "  .reg .b32 %d<8>;\n  .reg .b64 %rd<4>;\n  .reg .pred %p<2>;\n"
    "  mov.b64 %rd1, 0;\n  mov.b64 %rd2, 0;\n  mov.b32 %d6, 0;\n";

static void sp_expect(pv_test *t, ptxvm_vm *vm, const char *line,
                      ptxvm_result code, const char *word)
{
    char ptx[2048], at[16];
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_result r;
    const char *s;
    int ln = 1;
    for (s = sp_head; *s; s++)
        ln += *s == '\n';
    snprintf(at, sizeof at, ":%d:", ln);
    snprintf(ptx, sizeof ptx, "%s  %s\n  ret;\n}\n", sp_head, line);
    r = ptxvm_module_load(vm, ptx, strlen(ptx), "bad", &m);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, "k", &k);
    T_CHECK(t, r == code && strstr(ptxvm_error_message(vm), at) &&
               strstr(ptxvm_error_message(vm), word),
            "%s -> %s: %s", line, ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_module_unload(m);
}

static void sp_errors(pv_test *t)
{
#define D4 "{%d0, %d1, %d2, %d3}"
#define SP "wgmma.mma_async.sp.sync.aligned."
    test_alloc al;
    ptxvm_vm *vm;
    if (!test_begin(t, "wgmma_sp: ill-formed forms fail at their position"))
        return;
    if (!wg_vm(t, &al, &vm))
        return;
    sp_expect(t, vm, SP "m64n8k32.f32.f16.f16 " D4 ", %rd1, %rd2, %d6, 2, 1, 1, 1, 0, 0;",
              PTXVM_E_SEMANTIC, "sp-sel must be 0 or 1");
    sp_expect(t, vm, SP "m64n8k64.s32.s8.s8 " D4 ", %rd1, %rd2, %d6, 1, 1;",
              PTXVM_E_SEMANTIC, "sp-sel must be 0 for 8-bit");
    sp_expect(t, vm, SP "m64n8k32.f32.f16.f16 " D4 ", %rd1, %rd2, %d6, %d5, 1, 1, 1, 0, 0;",
              PTXVM_E_SEMANTIC, "sp-sel must be an integer");
    sp_expect(t, vm, SP "m64n8k32.f32.f16.f16 " D4 ", %rd1, %rd2, %rd3, 0, 1, 1, 1, 0, 0;",
              PTXVM_E_SEMANTIC, "sp-meta");
    sp_expect(t, vm, SP "m64n8k16.f32.f16.f16 " D4 ", %rd1, %rd2, %d6, 0, 1, 1, 1, 0, 0;",
              PTXVM_E_SEMANTIC, "shape");
    sp_expect(t, vm, SP "m64n40k64.s32.u8.u8 {%d0}, %rd1, %rd2, %d6, 0, 1;",
              PTXVM_E_SEMANTIC, "shape");
    sp_expect(t, vm, SP "m64n8k512.s32.b1.b1.and.popc " D4 ", %rd1, %rd2, %d6, 0, 1;",
              PTXVM_E_SEMANTIC, "type combination");
    sp_expect(t, vm, SP "m64n8k32.f32.f16.f16 " D4 ", %rd1, %rd2, %d6, 1, 1, 1, 0, 0;",
              PTXVM_E_SEMANTIC, "number of operands");
    sp_expect(t, vm, SP "m64n8k16.f32.tf32.tf32 " D4 ", {%d4, %d5, %d6, %d7}, %rd2, %d6, 0, 1, 1, 1, 0;",
              PTXVM_E_SEMANTIC, "number of operands");
    sp_finish(t, &al, vm, 1, 0);
#undef D4
#undef SP
}

/* A metadata nibble naming one position twice (or, for tf32, other than
   0b0100 / 0b1110) is undefined by the ISA: it traps, naming the lane. */
static void sp_bad_meta(pv_test *t)
{
    static const struct { const char *ty; uint32_t word, lane; } cs[] = {
        { "f32.f16.f16", 0x44444445u, 0 },    /* 0b0101 in the first nibble */
        { "f32.tf32.tf32", 0x4444e4e8u, 0 },  /* 0b1000 */
        { "s32.s8.s8", 0x4444f444u, 3 },      /* 0b1111 */
    };
    test_alloc al;
    ptxvm_vm *vm;
    unsigned i;
    if (!test_begin(t, "wgmma_sp: invalid metadata traps"))
        return;
    if (!wg_vm(t, &al, &vm))
        return;
    for (i = 0; i < sizeof cs / sizeof cs[0]; i++) {
        char ptx[2048], want[64];
        ptxvm_module *m = NULL;
        ptxvm_kernel *k = NULL;
        ptxvm_result r;
        int tf = i == 1, i8 = i == 2;
        /* lane `lane` of every warp holds the word, the others 0b0100s */
        snprintf(ptx, sizeof ptx,
                 ".version 8.0\n.target sm_90a\n.address_size 64\n"
                 ".visible .entry k()\n{\n  .shared .align 1024 .b8 sm[4096];\n"
                 "  .reg .b32 %%d<4>;\n  .reg .b32 %%r<4>;\n  .reg .b64 %%rd<3>;\n"
                 "  .reg .pred %%p1;\n"
                 "  mov.b64 %%rd1, 0;\n  mov.b64 %%rd2, 0;\n"
                 "  mov.u32 %%r1, %%laneid;\n  setp.eq.u32 %%p1, %%r1, %u;\n"
                 "  selp.b32 %%r2, 0x%x, 0x44444444, %%p1;\n"
                 "  wgmma.mma_async.sp.sync.aligned.m64n8k%d.%s {%%d0, %%d1, %%d2, %%d3},"
                 " %%rd1, %%rd2, %%r2, 0, 1%s;\n  ret;\n}\n",
                 cs[i].lane, cs[i].word,
                 tf ? 16 : i8 ? 64 : 32, cs[i].ty, i8 ? "" : tf ? ", 1, 1" : ", 1, 1, 0, 0");
        r = ptxvm_module_load(vm, ptx, strlen(ptx), "meta", &m);
        if (r == PTXVM_OK)
            r = ptxvm_module_get_kernel(m, "k", &k);
        if (r == PTXVM_OK) {
            ptxvm_launch L;
            test_launch_1d(&L, 1, 128, NULL);
            r = ptxvm_launch_kernel(k, &L, NULL);
        }
        snprintf(want, sizeof want, "in lane %u", cs[i].lane);
        T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(vm), "metadata") &&
                   strstr(ptxvm_error_message(vm), want),
                "%s: %s: %s", cs[i].ty, ptxvm_result_name(r), ptxvm_error_message(vm));
        ptxvm_module_unload(m);
    }
    sp_finish(t, &al, vm, 1, 0);
}

/* ---- the nvcc kernels ---------------------------------------------------- */

static void sp_nvcc(pv_test *t)
{
    static const struct { const char *name; spcase c; } ks[] = {
        { "k_sp_f16_desc", { F32, F16, F16, 16, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1 } },
        { "k_sp_bf16_regs", { F32, BF16, BF16, 8, 1, 1, 0, 1, 1, 0, 0, 0, 0, 1 } },
        { "k_sp_tf32", { F32, TF32, TF32, 8, 1, 0, 0, 0, 0, 0, 0, 0, 128, 1 } },
        { "k_sp_fp8", { F16, E4M3, E5M2, 16, 0, 0, 0, 0, 0, 1, 0, 128, 128, 1 } },
        { "k_sp_s8u8_regs", { S32, S8, U8, 8, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1 } },
    };
    test_alloc al;
    ptxvm_vm *vm;
    char *ptx;
    size_t len;
    unsigned i, rep;
    int runs = 0, fails = 0;
    if (!test_begin(t, "wgmma_sp: nvcc sm_90a inline-asm kernels"))
        return;
    ptx = test_read_file("tests/wgmma/wgmma_sp_kernels.sm_90a.ptx", &len);
    T_CHECK(t, ptx != NULL, "tests/wgmma/wgmma_sp_kernels.sm_90a.ptx");
    if (!ptx) {
        test_end(t);
        return;
    }
    if (!wg_vm(t, &al, &vm)) {
        free(ptx);
        return;
    }
    for (i = 0; i < sizeof ks / sizeof ks[0]; i++)
        for (rep = 0; rep < 2; rep++) {
            char why[256];
            spcase c = ks[i].c;
            if (rep)
                c.scale_d = 2;
            runs++;
            if (!sp_run(vm, &c, why, sizeof why, ptx, ks[i].name)) {
                fails++;
                T_CHECK(t, 0, "%s (scale-d %d): %s", ks[i].name, c.scale_d, why);
            }
        }
    free(ptx);
    sp_finish(t, &al, vm, runs, fails);
}

void unit_wgmma_sp(pv_test *t)
{
    sp_errors(t);
    sp_bad_meta(t);
    sp_every_n(t);
    sp_variants(t);
    sp_nvcc(t);
}
