/* mma.sync: every form of tests/mma/mma_kernels.cu (nvcc's PTX, one
   kernel per form) runs on random fragments, and each lane's D registers
   are compared with a reference computed here: the fragments are placed
   into matrices by the layouts as the PTX ISA tables them shape by shape
   (written out again here, case by case, not shared with exec_mma.c),
   then
     - on small integer values (every family's sum is exact): a plain C
       sum, bit for bit (f64: a chain of C fma in k order);
     - on random finite values: tc_mma on those matrices, bit for bit
       (the numerics themselves are the tc_math suite's).
   Hand-written PTX covers .kind::f8f6f4 (e2m1/e3m2/e2m3 in byte
   containers, which nvcc builds for sm_120 only) and ill-formed
   instructions, which fail with their position. mma.sp (nvcc, sm_90)
   and the block-scaled and sparse .kind forms (nvcc, sm_120a) run on
   random fragments, metadata and scales against a reference that
   restates the sparse storage and scale layouts (mt_xrun). */
#include "../testlib.h"
#include "tc_math.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct mt_form {
    const char *name;          /* kernel mma_<name>                       */
    int m, n, k;
    tc_type a, b, c, d;
    int acol, bcol;
    unsigned flags;            /* TC_SATFINITE, TC_POPC_AND               */
    int na, nb, nc, nd;        /* registers per lane                      */
} mt_form;

#define F16 TC_F16
#define F32 TC_F32
#define F64 TC_F64
static const mt_form mt_forms[] = {
    { "m8n8k4_rc_f32_f16_f16_f32", 8, 8, 4, F16, F16, F32, F32, 0, 1, 0, 2, 2, 8, 8 },
    { "m8n8k4_cr_f16_f16_f16_f16", 8, 8, 4, F16, F16, F16, F16, 1, 0, 0, 2, 2, 4, 4 },
    { "m8n8k4_rr_f32_f16_f16_f16", 8, 8, 4, F16, F16, F16, F32, 0, 0, 0, 2, 2, 4, 8 },
    { "m8n8k4_cc_f32_f16_f16_f32", 8, 8, 4, F16, F16, F32, F32, 1, 1, 0, 2, 2, 8, 8 },
    { "m16n8k8_f32_f16_f16_f32", 16, 8, 8, F16, F16, F32, F32, 0, 1, 0, 2, 1, 4, 4 },
    { "m16n8k8_f16_f16_f16_f16", 16, 8, 8, F16, F16, F16, F16, 0, 1, 0, 2, 1, 2, 2 },
    { "m16n8k16_f32_f16_f16_f32", 16, 8, 16, F16, F16, F32, F32, 0, 1, 0, 4, 2, 4, 4 },
    { "m16n8k16_f16_f16_f16_f16", 16, 8, 16, F16, F16, F16, F16, 0, 1, 0, 4, 2, 2, 2 },
    { "m16n8k8_f32_bf16_bf16_f32", 16, 8, 8, TC_BF16, TC_BF16, F32, F32, 0, 1, 0, 2, 1, 4, 4 },
    { "m16n8k16_f32_bf16_bf16_f32", 16, 8, 16, TC_BF16, TC_BF16, F32, F32, 0, 1, 0, 4, 2, 4, 4 },
    { "m16n8k4_f32_tf32_tf32_f32", 16, 8, 4, TC_TF32, TC_TF32, F32, F32, 0, 1, 0, 2, 1, 4, 4 },
    { "m16n8k8_f32_tf32_tf32_f32", 16, 8, 8, TC_TF32, TC_TF32, F32, F32, 0, 1, 0, 4, 2, 4, 4 },
    { "m8n8k4_f64", 8, 8, 4, F64, F64, F64, F64, 0, 1, 0, 1, 1, 2, 2 },
    { "m16n8k4_f64", 16, 8, 4, F64, F64, F64, F64, 0, 1, 0, 2, 1, 4, 4 },
    { "m16n8k8_f64", 16, 8, 8, F64, F64, F64, F64, 0, 1, 0, 4, 2, 4, 4 },
    { "m16n8k16_f64", 16, 8, 16, F64, F64, F64, F64, 0, 1, 0, 8, 4, 4, 4 },
    { "m8n8k16_s8_s8", 8, 8, 16, TC_S8, TC_S8, TC_S32, TC_S32, 0, 1, 0, 1, 1, 2, 2 },
    { "m8n8k16_u8_s8_sat", 8, 8, 16, TC_U8, TC_S8, TC_S32, TC_S32, 0, 1, TC_SATFINITE, 1, 1, 2, 2 },
    { "m16n8k16_s8_u8", 16, 8, 16, TC_S8, TC_U8, TC_S32, TC_S32, 0, 1, 0, 2, 1, 4, 4 },
    { "m16n8k32_u8_u8_sat", 16, 8, 32, TC_U8, TC_U8, TC_S32, TC_S32, 0, 1, TC_SATFINITE, 4, 2, 4, 4 },
    { "m16n8k32_s8_s8", 16, 8, 32, TC_S8, TC_S8, TC_S32, TC_S32, 0, 1, 0, 4, 2, 4, 4 },
    { "m8n8k32_s4_s4", 8, 8, 32, TC_S4, TC_S4, TC_S32, TC_S32, 0, 1, 0, 1, 1, 2, 2 },
    { "m16n8k32_u4_s4", 16, 8, 32, TC_U4, TC_S4, TC_S32, TC_S32, 0, 1, 0, 2, 1, 4, 4 },
    { "m16n8k64_s4_u4_sat", 16, 8, 64, TC_S4, TC_U4, TC_S32, TC_S32, 0, 1, TC_SATFINITE, 4, 2, 4, 4 },
    { "m8n8k128_xor", 8, 8, 128, TC_B1, TC_B1, TC_S32, TC_S32, 0, 1, 0, 1, 1, 2, 2 },
    { "m16n8k128_and", 16, 8, 128, TC_B1, TC_B1, TC_S32, TC_S32, 0, 1, TC_POPC_AND, 2, 1, 4, 4 },
    { "m16n8k256_xor", 16, 8, 256, TC_B1, TC_B1, TC_S32, TC_S32, 0, 1, 0, 4, 2, 4, 4 },
    { "m16n8k256_and", 16, 8, 256, TC_B1, TC_B1, TC_S32, TC_S32, 0, 1, TC_POPC_AND, 4, 2, 4, 4 },
    { "m16n8k16_f32_e4m3_e5m2_f32", 16, 8, 16, TC_E4M3, TC_E5M2, F32, F32, 0, 1, 0, 2, 1, 4, 4 },
    { "m16n8k32_f32_e4m3_e4m3_f32", 16, 8, 32, TC_E4M3, TC_E4M3, F32, F32, 0, 1, 0, 4, 2, 4, 4 },
    { "m16n8k32_f16_e5m2_e4m3_f16", 16, 8, 32, TC_E5M2, TC_E4M3, F16, F16, 0, 1, 0, 4, 2, 2, 2 },
};

static uint32_t mt_seed = 0x9e3779b9u;
static uint32_t mt_rand(void)
{
    mt_seed ^= mt_seed << 13;
    mt_seed ^= mt_seed >> 17;
    mt_seed ^= mt_seed << 5;
    return mt_seed;
}

/* Bits an element takes in a register; .kind::f8f6f4 (f8) puts the
   narrow floats in bytes. */
static int mt_bits(tc_type t, int f8)
{
    switch (t) {
    case TC_F16: case TC_BF16: return 16;
    case TC_F64: return 64;
    case TC_TF32: case TC_F32: case TC_S32: return 32;
    case TC_S4: case TC_U4: return 4;
    case TC_B1: return 1;
    case TC_E3M2: case TC_E2M3: case TC_E2M1: return f8 ? 8 : 4;
    default: return 8;
    }
}

/* ---- the layouts, as the ISA's tables give them --------------------------- */

/* Row and column of element i (counted through the lane's registers) of
   fragment which (0 A, 1 B, 2 C/D) in lane l. */
static void mt_pos(const mt_form *f, int which, tc_type ct, int l, int i,
                   int *r, int *c)
{
    int g = l >> 2, t = l & 3, hi = l >= 16;
    int bits = mt_bits(which == 0 ? f->a : f->b, 1);
    if (f->m == 8 && f->k == 4 && f->a == TC_F16) {          /* quad pairs */
        if (which == 0) {
            if (!f->acol) { *r = t + 4 * hi; *c = i; }
            else { *r = i + 4 * hi; *c = t; }
        } else if (which == 1) {
            if (!f->bcol) { *r = t; *c = i + 4 * hi; }
            else { *r = i; *c = t + 4 * hi; }
        } else if (ct == TC_F16) {
            *r = t + 4 * hi; *c = i;
        } else {
            *r = (l & 1) + (i & 2) + 4 * hi;
            *c = (i & 4) + (l & 2) + (i & 1);
        }
        return;
    }
    if (which == 2) {
        *r = f->m == 8 ? g : (i < 2 ? g : g + 8);
        *c = t * 2 + (i & 1);
        return;
    }
    if (which == 1) {
        *c = g;
        if (bits >= 32)                        /* tf32, f64 */
            *r = t + 4 * i;
        else if (bits == 16)   /* a register per 8 rows */
            *r = t * 2 + (i & 1) + 8 * (i >> 1);
        else if (bits == 8)
            *r = t * 4 + (i & 3) + 16 * (i >> 2);
        else if (bits == 4)
            *r = t * 8 + (i & 7) + 32 * (i >> 3);
        else
            *r = t * 32 + (i & 31) + (i >= 32 ? 128 : 0);
        return;
    }
    if (f->m == 8) {                           /* one register */
        *r = g;
        *c = bits == 64 ? t : t * (32 / bits) + i;
        return;
    }
    if (bits >= 32) {                          /* tf32, f64 */
        *r = (i & 1) ? g + 8 : g;
        *c = t + 4 * (i >> 1);
    } else if (bits == 16) {
        *r = (i == 2 || i == 3 || i == 6 || i == 7) ? g + 8 : g;
        *c = t * 2 + (i & 1) + (i >= 4 ? 8 : 0);
    } else if (bits == 8) {
        *r = (i < 4 || (i >= 8 && i < 12)) ? g : g + 8;
        *c = t * 4 + (i & 3) + (i >= 8 ? 16 : 0);
    } else if (bits == 4) {
        *r = (i < 8 || (i >= 16 && i < 24)) ? g : g + 8;
        *c = t * 8 + (i & 7) + (i >= 16 ? 32 : 0);
    } else {
        *r = (i < 32 || (i >= 64 && i < 96)) ? g : g + 8;
        *c = t * 32 + (i & 31) + (i >= 64 ? 128 : 0);
    }
}

/* ---- element values ------------------------------------------------------- */

static uint32_t mt_f32(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

/* The bits of small integer v in type t (v exact in t). */
static uint64_t mt_enc(tc_type t, int v)
{
    int neg = v < 0, a = neg ? -v : v, e = 0, eb, mb, bias;
    switch (t) {
    case TC_F32: case TC_TF32: return mt_f32((float)v);
    case TC_BF16: return mt_f32((float)v) >> 16;
    case TC_F16: eb = 5; mb = 10; break;
    case TC_E4M3: eb = 4; mb = 3; break;
    case TC_E5M2: eb = 5; mb = 2; break;
    case TC_E3M2: eb = 3; mb = 2; break;
    case TC_E2M3: eb = 2; mb = 3; break;
    case TC_E2M1: eb = 2; mb = 1; break;
    case TC_F64: { double d = v; uint64_t u; memcpy(&u, &d, 8); return u; }
    default: return (uint64_t)(uint32_t)v;
    }
    bias = (1 << (eb - 1)) - 1;
    if (!a)
        return (uint64_t)neg << (eb + mb);
    while ((a >> e) > 1)
        e++;
    return (uint64_t)neg << (eb + mb) | (uint64_t)(e + bias) << mb |
           (uint64_t)(((a << mb) >> e) & ((1 << mb) - 1));
}

/* A small integer for a float element of type t, or any value of an
   integer type (returned as its value). */
static int mt_small(tc_type t)
{
    int lim = t == TC_F16 || t == TC_BF16 || t == TC_TF32 ? 8
            : t == TC_E2M1 ? 3 : 4;
    int v = (int)(mt_rand() % (unsigned)(2 * lim + 1)) - lim;
    if (t == TC_E2M1 && (v == 5 || v == -5))
        v = 4;
    return v;
}

/* Random finite bits of type t (the "bits" mode). */
static uint64_t mt_finite(tc_type t)
{
    uint32_t r = mt_rand();
    switch (t) {
    case TC_F16: return (r & 0x83ff) | ((10 + (r >> 16) % 11) << 10);
    case TC_BF16: return (r & 0x807f) | ((118 + (r >> 16) % 16) << 7);
    case TC_TF32: case TC_F32:
        return (r & 0x807fffffu) | ((118u + (mt_rand() % 16)) << 23);
    case TC_E4M3: r &= 0xff; return (r & 0x7f) == 0x7f ? r - 1 : r;
    case TC_E5M2: r &= 0xff; return ((r >> 2) & 31) == 31 ? r & 0x83 : r;
    case TC_E3M2: case TC_E2M3: return r & 0x3f;
    case TC_E2M1: return r & 0xf;
    default: return r;
    }
}

/* ---- running one form ----------------------------------------------------- */

typedef struct mt_run {
    ptxvm_vm *vm;
    ptxvm_module *mod;
} mt_run;

/* Launch kernel name on the words A, B, C (registers x 32 lanes each,
   8-byte words when wide); D receives nd x 32 words. 0 on success. */
static int mt_launch(pv_test *t, mt_run *R, const char *name, int wide,
                     const uint64_t *A, int na, const uint64_t *B, int nb,
                     const uint64_t *C, int nc, uint64_t *D, int nd)
{
    ptxvm_kernel *k;
    ptxvm_addr buf[4];
    const uint64_t *src[3] = { A, B, C };
    int cnt[4] = { na, nb, nc, nd }, i, j, w = wide ? 8 : 4;
    unsigned char host[8 * 8 * 32];
    void *args[4];
    ptxvm_launch l;
    if (ptxvm_module_get_kernel(R->mod, name, &k) != PTXVM_OK) {
        T_CHECK(t, 0, "no kernel %s", name);
        return -1;
    }
    for (i = 0; i < 4; i++) {
        if (ptxvm_mem_alloc(R->vm, (size_t)cnt[i] * 32 * w, &buf[i]) != PTXVM_OK) {
            T_CHECK(t, 0, "alloc");
            return -1;
        }
        if (i < 3) {
            for (j = 0; j < cnt[i] * 32; j++) {
                if (wide) memcpy(host + 8 * j, &src[i][j], 8);
                else { uint32_t v = (uint32_t)src[i][j]; memcpy(host + 4 * j, &v, 4); }
            }
            ptxvm_memcpy_htod(R->vm, buf[i], host, (size_t)cnt[i] * 32 * w);
        }
        args[i] = &buf[i];
    }
    test_launch_1d(&l, 1, 32, args);
    if (ptxvm_launch_kernel(k, &l, NULL) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", name, ptxvm_error_message(R->vm));
        return -1;
    }
    ptxvm_memcpy_dtoh(R->vm, host, buf[3], (size_t)nd * 32 * w);
    for (j = 0; j < nd * 32; j++) {
        if (wide) memcpy(&D[j], host + 8 * j, 8);
        else { uint32_t v; memcpy(&v, host + 4 * j, 4); D[j] = v; }
    }
    for (i = 0; i < 4; i++)
        ptxvm_mem_free(R->vm, buf[i]);
    return 0;
}

static int64_t mt_ival(tc_type t, uint64_t x)
{
    switch (t) {
    case TC_S8: return (int8_t)(uint8_t)x;
    case TC_U8: return (uint8_t)x;
    case TC_S4: return (x & 8) ? (int64_t)(x & 15) - 16 : (int64_t)(x & 15);
    case TC_U4: return (int64_t)(x & 15);
    default: return (int64_t)(x & 1);
    }
}

static uint64_t mt_elem(const uint64_t *words, int i, int bits, int l)
{
    int w = bits >= 32 ? 1 : 32 / bits;
    uint64_t v = words[(i / w) * 32 + l];
    return bits >= 32 ? v : (v >> ((i % w) * bits)) & ((1ull << bits) - 1);
}

static void mt_setel(uint64_t *words, int i, int bits, int l, uint64_t v)
{
    int w = bits >= 32 ? 1 : 32 / bits, sh = (i % w) * bits;
    uint64_t *p = &words[(i / w) * 32 + l];
    if (bits >= 32) *p = v;
    else *p = (*p & ~(((1ull << bits) - 1) << sh)) | (v << sh);
}

/* One form, one mode (0: small integers and exact sums; 1: random finite
   values against tc_mma). f8: .kind::f8f6f4 containers. Returns the
   number of D words that differ. */
static int mt_form_run(pv_test *t, mt_run *R, const mt_form *f, int mode,
                       const char *kernel, int f8)
{
    static uint64_t A[8 * 32], B[4 * 32], C[8 * 32], D[8 * 32], W[8 * 32];
    static uint64_t Am[16 * 256], Bm[256 * 8], Cm[16 * 8], Dm[16 * 8];
    int wide = f->a == TC_F64, ba = mt_bits(f->a, f8), bb = mt_bits(f->b, f8);
    int bc = mt_bits(f->c, 0), bd = mt_bits(f->d, 0);
    int quads = f->m == 8 && f->k == 4 && f->a == TC_F16 ? 4 : 1;
    int ea = f->m * f->k * quads / 32, eb = f->k * f->n * quads / 32;
    int ec = f->m * f->n * quads / 32;
    int isint = f->c == TC_S32, q, l, i, r, c, bad = 0;
    memset(A, 0, sizeof A); memset(B, 0, sizeof B); memset(C, 0, sizeof C);
    memset(W, 0, sizeof W);
    /* random fragments, element by element */
    for (l = 0; l < 32; l++) {
        for (i = 0; i < ea; i++)
            mt_setel(A, i, ba, l, isint || wide ? (wide ? mt_enc(F64, (int)(mt_rand() % 2001) - 1000) + (mode ? mt_rand() : 0) : mt_rand())
                     : mode ? mt_finite(f->a) : mt_enc(f->a, mt_small(f->a)));
        for (i = 0; i < eb; i++)
            mt_setel(B, i, bb, l, isint || wide ? (wide ? mt_enc(F64, (int)(mt_rand() % 2001) - 1000) + (mode ? mt_rand() : 0) : mt_rand())
                     : mode ? mt_finite(f->b) : mt_enc(f->b, mt_small(f->b)));
        for (i = 0; i < ec; i++) {
            uint64_t v;
            if (isint)
                v = (i & 3) == 0 ? 0x7ffff000u + (mt_rand() & 0xfff) : mt_rand();
            else if (wide)
                v = mt_enc(F64, (int)(mt_rand() % 2001) - 1000) + (mode ? mt_rand() : 0);
            else if (mode)
                v = mt_finite(f->c);
            else
                v = mt_enc(f->c, (int)(mt_rand() % 129) - 64);
            mt_setel(C, i, bc, l, v);
        }
    }
    if (f8) {   /* e2m1 sits in the middle of its byte */
        for (l = 0; l < 32; l++) {
            for (i = 0; i < ea && f->a == TC_E2M1; i++)
                mt_setel(A, i, 8, l, (mt_elem(A, i, 8, l) & 15) << 2);
            for (i = 0; i < eb && f->b == TC_E2M1; i++)
                mt_setel(B, i, 8, l, (mt_elem(B, i, 8, l) & 15) << 2);
        }
    }
    if (mt_launch(t, R, kernel, wide, A, f->na, B, f->nb, C, f->nc, D, f->nd))
        return 1;
    for (q = 0; q < quads; q++) {
        tc_op op;
        for (l = 0; l < 32; l++) {
            if (quads == 4 && ((l >> 2) & 3) != q)
                continue;
            for (i = 0; i < ea; i++) {
                uint64_t v = mt_elem(A, i, ba, l);
                if (f8 && f->a == TC_E2M1) v >>= 2;
                mt_pos(f, 0, f->c, l, i, &r, &c);
                Am[r * f->k + c] = v;
            }
            for (i = 0; i < eb; i++) {
                uint64_t v = mt_elem(B, i, bb, l);
                if (f8 && f->b == TC_E2M1) v >>= 2;
                mt_pos(f, 1, f->c, l, i, &r, &c);
                Bm[r * f->n + c] = v;
            }
            for (i = 0; i < ec; i++) {
                mt_pos(f, 2, f->c, l, i, &r, &c);
                Cm[r * f->n + c] = mt_elem(C, i, bc, l);
            }
        }
        if (mode == 1 && !isint && !wide) {
            memset(&op, 0, sizeof op);
            op.m = f->m; op.n = f->n; op.k = f->k;
            op.a = f->a; op.b = f->b; op.c = f->c; op.d = f->d;
            op.flags = f->flags;
            T_CHECK(t, tc_mma(&op, Am, Bm, Cm, Dm) == 0, "tc_mma");
        } else {
            /* a plain C computation */
            for (r = 0; r < f->m; r++)
                for (c = 0; c < f->n; c++) {
                    uint64_t cv = Cm[r * f->n + c];
                    if (wide) {
                        double s, x, y;
                        memcpy(&s, &cv, 8);
                        for (i = 0; i < f->k; i++) {
                            memcpy(&x, &Am[r * f->k + i], 8);
                            memcpy(&y, &Bm[i * f->n + c], 8);
                            s = fma(x, y, s);
                        }
                        memcpy(&Dm[r * f->n + c], &s, 8);
                    } else if (isint) {
                        int64_t s = (int32_t)(uint32_t)cv;
                        for (i = 0; i < f->k; i++) {
                            uint64_t x = Am[r * f->k + i], y = Bm[i * f->n + c];
                            if (f->a == TC_B1)
                                s += (f->flags & TC_POPC_AND) ? (int64_t)(x & y & 1)
                                                              : (int64_t)((x ^ y) & 1);
                            else
                                s += mt_ival(f->a, x) * mt_ival(f->b, y);
                        }
                        if (f->flags & TC_SATFINITE)
                            s = s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : s;
                        Dm[r * f->n + c] = (uint32_t)s;
                    } else {
                        /* recover the small integers from their encodings */
                        long s = 0;
                        int v;
                        for (v = -1000; v <= 1000; v++)
                            if (mt_enc(f->c, v) == cv) { s = v; break; }
                        for (i = 0; i < f->k; i++) {
                            int x = 99, y = 99;
                            for (v = -8; v <= 8 && (x == 99 || y == 99); v++) {
                                if (mt_enc(f->a, v) == Am[r * f->k + i]) x = v;
                                if (mt_enc(f->b, v) == Bm[i * f->n + c]) y = v;
                            }
                            if (x == 99 || y == 99) {   /* -0 of a format */
                                x = x == 99 ? 0 : x;
                                y = y == 99 ? 0 : y;
                            }
                            s += (long)x * y;
                        }
                        Dm[r * f->n + c] = mt_enc(f->d, (int)s);
                    }
                }
        }
        for (l = 0; l < 32; l++) {
            if (quads == 4 && ((l >> 2) & 3) != q)
                continue;
            for (i = 0; i < ec; i++) {
                mt_pos(f, 2, f->d, l, i, &r, &c);
                mt_setel(W, i, bd, l, Dm[r * f->n + c]);
            }
        }
    }
    for (i = 0; i < f->nd * 32; i++) {
        uint64_t got = D[i], want = W[i];
        if (!wide) { got &= 0xffffffffu; want &= 0xffffffffu; }
        if (got != want && bad++ < 3)
            T_CHECK(t, 0, "%s mode %d: register %d lane %d: %#llx, expected %#llx",
                    kernel, mode, i / 32, i % 32, (unsigned long long)got,
                    (unsigned long long)want);
    }
    return bad;
}

static int mt_open(pv_test *t, mt_run *R, const char *text, size_t len,
                   const char *src)
{
    R->mod = NULL;
    if (ptxvm_create(NULL, &R->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create");
        return -1;
    }
    if (ptxvm_module_load(R->vm, text, len, src, &R->mod) != PTXVM_OK) {
        T_CHECK(t, 0, "load %s: %s", src, ptxvm_error_message(R->vm));
        ptxvm_destroy(R->vm);
        return -1;
    }
    return 0;
}

static void mt_close(mt_run *R)
{
    ptxvm_module_unload(R->mod);
    ptxvm_destroy(R->vm);
}

static void mt_nvcc_forms(pv_test *t)
{
    static const char *path = "tests/mma/mma_kernels.sm_90.ptx";
    size_t len, fi;
    char *text = test_read_file(path, &len), kname[96];
    mt_run R;
    if (!text) {
        if (test_begin(t, "mma nvcc forms")) {
            T_CHECK(t, 0, "cannot read %s", path);
            test_end(t);
        }
        return;
    }
    if (mt_open(t, &R, text, len, path) == 0) {
        for (fi = 0; fi < sizeof mt_forms / sizeof mt_forms[0]; fi++) {
            const mt_form *f = &mt_forms[fi];
            int mode, rep;
            if (!test_begin(t, "mma %s: nvcc PTX against the reference", f->name))
                continue;
            snprintf(kname, sizeof kname, "mma_%s", f->name);
            for (mode = 0; mode < 2; mode++)
                for (rep = 0; rep < 3; rep++)
                    if (mt_form_run(t, &R, f, mode, kname, 0))
                        rep = 3;
            test_end(t);
        }
        mt_close(&R);
    }
    free(text);
}

/* .kind::f8f6f4: the e4m3 m16n8k32 kernel with its instruction rewritten
   (nvcc builds this form for sm_120a only). */
static void mt_f8f6f4(pv_test *t)
{
    static const char *path = "tests/mma/mma_kernels.sm_90.ptx";
    static const char *from = ".m16n8k32.row.col.f32.e4m3.e4m3.f32";
    static const struct { const char *mods; tc_type a, b; tc_type cd; } v[] = {
        { ".m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32", TC_E2M1, TC_E3M2, TC_F32 },
        { ".m16n8k32.row.col.kind::f8f6f4.f32.e2m3.e5m2.f32", TC_E2M3, TC_E5M2, TC_F32 },
        { ".m16n8k32.row.col.kind::f8f6f4.f32.e4m3.e2m1.f32", TC_E4M3, TC_E2M1, TC_F32 },
    };
    size_t len, vi;
    char *text;
    if (!test_begin(t, "mma .kind::f8f6f4: e2m1/e3m2/e2m3 in byte containers"))
        return;
    text = test_read_file(path, &len);
    T_CHECK(t, text != NULL, "cannot read %s", path);
    for (vi = 0; text && vi < sizeof v / sizeof v[0]; vi++) {
        char *p = strstr(text, from), *copy;
        size_t pre, n2;
        mt_run R;
        mt_form f = { "f8f6f4", 16, 8, 32, TC_E4M3, TC_E4M3, TC_F32, TC_F32,
                      0, 1, 0, 4, 2, 4, 4 };
        int mode;
        if (!p) { T_CHECK(t, 0, "no e4m3 instruction"); break; }
        pre = (size_t)(p - text);
        n2 = strlen(v[vi].mods);
        copy = (char *)malloc(len + n2 + 1);
        memcpy(copy, text, pre);
        memcpy(copy + pre, v[vi].mods, n2);
        memcpy(copy + pre + n2, p + strlen(from), len - pre - strlen(from) + 1);
        f.a = v[vi].a; f.b = v[vi].b;
        if (mt_open(t, &R, copy, strlen(copy), "f8f6f4.ptx") == 0) {
            for (mode = 0; mode < 2; mode++)
                mt_form_run(t, &R, &f, mode, "mma_m16n8k32_f32_e4m3_e4m3_f32", 1);
            mt_close(&R);
        }
        free(copy);
    }
    free(text);
    test_end(t);
}

/* Four m16n8k16 steps accumulating in the same registers (each D is the
   next C): small integers, so D is the exact sum over k = 64. */
static void mt_loop(pv_test *t)
{
    static const char *path = "tests/mma/mma_kernels.sm_90.ptx";
    static uint64_t A[16 * 32], B[8 * 32], C[4 * 32], D[4 * 32];
    static int Av[4][16][16], Bv[4][16][8];
    const mt_form *f = &mt_forms[6];   /* m16n8k16 f32.f16.f16.f32 */
    size_t len;
    char *text;
    mt_run R;
    int s, l, i, r, c, bad = 0;
    if (!test_begin(t, "mma: a k loop of four m16n8k16 steps, D feeding C"))
        return;
    T_CHECK(t, !strcmp(f->name, "m16n8k16_f32_f16_f16_f32"), "form table");
    text = test_read_file(path, &len);
    T_CHECK(t, text != NULL, "cannot read %s", path);
    if (text && mt_open(t, &R, text, len, path) == 0) {
        memset(A, 0, sizeof A); memset(B, 0, sizeof B);
        for (s = 0; s < 4; s++)
            for (l = 0; l < 32; l++) {
                for (i = 0; i < 8; i++) {
                    int v = mt_small(TC_F16);
                    mt_setel(A + s * 4 * 32, i, 16, l, mt_enc(TC_F16, v));
                    mt_pos(f, 0, TC_F32, l, i, &r, &c);
                    Av[s][r][c] = v;
                }
                for (i = 0; i < 4; i++) {
                    int v = mt_small(TC_F16);
                    mt_setel(B + s * 2 * 32, i, 16, l, mt_enc(TC_F16, v));
                    mt_pos(f, 1, TC_F32, l, i, &r, &c);
                    Bv[s][r][c] = v;
                }
            }
        for (i = 0; i < 4 * 32; i++)
            C[i] = mt_enc(TC_F32, (int)(mt_rand() % 201) - 100);
        if (mt_launch(t, &R, "mma_loop_m16n8k64_f32_f16", 0, A, 16, B, 8, C, 4,
                      D, 4) == 0)
            for (l = 0; l < 32; l++)
                for (i = 0; i < 4; i++) {
                    float cf;
                    uint32_t cw = (uint32_t)C[i * 32 + l];
                    long sum;
                    int k;
                    memcpy(&cf, &cw, 4);
                    sum = (long)cf;
                    mt_pos(f, 2, TC_F32, l, i, &r, &c);
                    for (s = 0; s < 4; s++)
                        for (k = 0; k < 16; k++)
                            sum += (long)Av[s][r][k] * Bv[s][k][c];
                    if ((uint32_t)D[i * 32 + l] != (uint32_t)mt_enc(TC_F32, (int)sum) &&
                        bad++ < 3)
                        T_CHECK(t, 0, "lane %d element %d: %#x, expected %ld", l, i,
                                (unsigned)D[i * 32 + l], sum);
                }
        mt_close(&R);
    }
    free(text);
    test_end(t);
}

/* ---- mma.sp and block scaling ----------------------------------------------- */

/* A form of tests/mma/mma_sp_kernels.cu or mma_scaled_kernels.cu. */
typedef struct mt_xform {
    const char *name;          /* kernel mma_<name>                       */
    int k;                     /* M = 16, N = 8                           */
    tc_type a, b, c, d;
    unsigned flags;            /* TC_SATFINITE                            */
    int f8;                    /* 8-bit containers (f8f6f4 kinds)         */
    int na, nb, nc, nd;
    int sparse, ordered, sel;  /* mma.sp, ::ordered_metadata, selector    */
    tc_type s;                 /* scale type, TC_NOTYPE for none          */
    int kblocks, bida, tida, bidb, tidb;
} mt_xform;

#define E4 TC_E4M3
#define E2 TC_E2M1
#define NS TC_NOTYPE, 0, 0, 0, 0, 0
static const mt_xform mt_sp_forms[] = {
    { "sp_m16n8k16_f32_f16_f16_f32_s1", 16, F16, F16, F32, F32, 0, 0, 2, 2, 4, 4, 1, 0, 1, NS },
    { "sp_m16n8k16_f16_f16_f16_f16_s3", 16, F16, F16, F16, F16, 0, 0, 2, 2, 2, 2, 1, 0, 3, NS },
    { "sp_m16n8k32_f32_f16_f16_f32_s0", 32, F16, F16, F32, F32, 0, 0, 4, 4, 4, 4, 1, 0, 0, NS },
    { "spo_m16n8k32_f32_f16_f16_f32_s1", 32, F16, F16, F32, F32, 0, 0, 4, 4, 4, 4, 1, 1, 1, NS },
    { "sp_m16n8k16_f32_bf16_bf16_f32_s2", 16, TC_BF16, TC_BF16, F32, F32, 0, 0, 2, 2, 4, 4, 1, 0, 2, NS },
    { "sp_m16n8k32_f32_bf16_bf16_f32_s1", 32, TC_BF16, TC_BF16, F32, F32, 0, 0, 4, 4, 4, 4, 1, 0, 1, NS },
    { "sp_m16n8k8_f32_tf32_tf32_f32_s3", 8, TC_TF32, TC_TF32, F32, F32, 0, 0, 2, 2, 4, 4, 1, 0, 3, NS },
    { "sp_m16n8k16_f32_tf32_tf32_f32_s1", 16, TC_TF32, TC_TF32, F32, F32, 0, 0, 4, 4, 4, 4, 1, 0, 1, NS },
    { "sp_m16n8k64_f32_e4m3_e5m2_f32_s0", 64, E4, TC_E5M2, F32, F32, 0, 0, 4, 4, 4, 4, 1, 0, 0, NS },
    { "sp_m16n8k32_s8_u8_sat_s1", 32, TC_S8, TC_U8, TC_S32, TC_S32, TC_SATFINITE, 0, 2, 2, 4, 4, 1, 0, 1, NS },
    { "spo_m16n8k64_u8_s8_s0", 64, TC_U8, TC_S8, TC_S32, TC_S32, 0, 0, 4, 4, 4, 4, 1, 1, 0, NS },
    { "sp_m16n8k64_s4_s4_s1", 64, TC_S4, TC_S4, TC_S32, TC_S32, 0, 0, 2, 2, 4, 4, 1, 0, 1, NS },
    { "sp_m16n8k128_u4_s4_sat_s0", 128, TC_U4, TC_S4, TC_S32, TC_S32, TC_SATFINITE, 0, 4, 4, 4, 4, 1, 0, 0, NS },
};
static const mt_xform mt_scaled_forms[] = {
    { "spo_m16n8k64_f16_e3m2_e2m1_f16_s0", 64, TC_E3M2, E2, F16, F16, 0, 1, 4, 4, 2, 2, 1, 1, 0, NS },
    { "bs_m16n8k32_mxf8f6f4_e4m3_e2m3_b2t1_b1t3", 32, E4, TC_E2M3, F32, F32, 0, 1, 4, 2, 4, 4, 0, 0, 0, TC_UE8M0, 1, 2, 1, 1, 3 },
    { "bs_m16n8k64_mxf4_b2t0_b0t2", 64, E2, E2, F32, F32, 0, 0, 4, 2, 4, 4, 0, 0, 0, TC_UE8M0, 2, 2, 0, 0, 2 },
    { "bs_m16n8k64_mxf4nvf4_4x_ue4m3_b0t1_b0t1", 64, E2, E2, F32, F32, 0, 0, 4, 2, 4, 4, 0, 0, 0, TC_UE4M3, 4, 0, 1, 0, 1 },
    { "bs_m16n8k64_mxf4nvf4_2x_ue8m0_b0t0_b2t3", 64, E2, E2, F32, F32, 0, 0, 4, 2, 4, 4, 0, 0, 0, TC_UE8M0, 2, 0, 0, 2, 3 },
    { "spbs_m16n8k64_mxf8f6f4_e2m1_e4m3_b3t0_b0t1", 64, E2, E4, F32, F32, 0, 1, 4, 4, 4, 4, 1, 1, 0, TC_UE8M0, 1, 3, 0, 0, 1 },
    { "spbs_m16n8k128_mxf4_b0t1_b2t2", 128, E2, E2, F32, F32, 0, 0, 4, 4, 4, 4, 1, 1, 0, TC_UE8M0, 2, 0, 1, 2, 2 },
    { "spbs_m16n8k128_mxf4nvf4_4x_b0t0_b0t0", 128, E2, E2, F32, F32, 0, 0, 4, 4, 4, 4, 1, 1, 0, TC_UE4M3, 4, 0, 0, 0, 0 },
};

/* Launch kernel name with the 32-bit word arrays X[0..6] (A, B, C, D,
   E, SA, SB) of cnt[i] registers x 32 lanes; D comes back into X[3]. */
static int mt_launch_x(pv_test *t, mt_run *R, const char *name,
                       uint64_t *const X[7], const int cnt[7])
{
    ptxvm_kernel *k;
    ptxvm_addr buf[7];
    unsigned char host[8 * 4 * 32];
    char kname[96];
    void *args[7];
    ptxvm_launch l;
    int i, j;
    snprintf(kname, sizeof kname, "mma_%s", name);
    if (ptxvm_module_get_kernel(R->mod, kname, &k) != PTXVM_OK) {
        T_CHECK(t, 0, "no kernel %s: %s", name, ptxvm_error_message(R->vm));
        return -1;
    }
    for (i = 0; i < 7; i++) {
        size_t n = (size_t)(cnt[i] ? cnt[i] : 1) * 32 * 4;
        if (ptxvm_mem_alloc(R->vm, n, &buf[i]) != PTXVM_OK) {
            T_CHECK(t, 0, "alloc");
            return -1;
        }
        for (j = 0; j < cnt[i] * 32; j++) {
            uint32_t v = (uint32_t)X[i][j];
            memcpy(host + 4 * j, &v, 4);
        }
        if (i != 3 && cnt[i])
            ptxvm_memcpy_htod(R->vm, buf[i], host, n);
        args[i] = &buf[i];
    }
    test_launch_1d(&l, 1, 32, args);
    if (ptxvm_launch_kernel(k, &l, NULL) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", name, ptxvm_error_message(R->vm));
        return -1;
    }
    ptxvm_memcpy_dtoh(R->vm, host, buf[3], (size_t)cnt[3] * 32 * 4);
    for (j = 0; j < cnt[3] * 32; j++) {
        uint32_t v;
        memcpy(&v, host + 4 * j, 4);
        X[3][j] = v;
    }
    for (i = 0; i < 7; i++)
        ptxvm_mem_free(R->vm, buf[i]);
    return 0;
}

/* A nibble of metadata: two distinct 2-bit indices (in increasing order
   for ::ordered_metadata); tf32 names one of the chunk's two elements. */
static unsigned mt_nibble(const mt_xform *f)
{
    static const unsigned ord[6] = { 0x4, 0x8, 0xc, 0x9, 0xd, 0xe };
    unsigned i0, i1;
    if (f->a == TC_TF32)
        return mt_rand() & 1 ? 0xe : 0x4;
    if (f->ordered)
        return ord[mt_rand() % 6];
    do {
        i0 = mt_rand() & 3;
        i1 = mt_rand() & 3;
    } while (i0 == i1);
    return i0 | i1 << 2;
}

/* A random scale factor: ue8m0 near 1, ue4m3 positive finite. */
static uint32_t mt_scale(tc_type s)
{
    return s == TC_UE8M0 ? 120 + mt_rand() % 15 : 8 + mt_rand() % 0x70;
}

/* One form in one mode (as mt_form_run). The reference restates the
   sparse storage: in the quad of lanes 4g..4g+3, metadata comes from
   the lanes sel * h .. sel * h + h - 1 where h (1, 2 or 4) is the number
   of lanes needed for the rows' nibbles; lane j of them describes 2:4
   units 16j..16j+15 of row g (low half-word) and row g + 8 (high), a
   nibble per four units from the low end; a unit is a 8/16-bit element,
   a pair of 4-bit ones, or half a tf32 (tf32: 0b0100 keeps the chunk's
   first element, 0b1110 its second). Scales: row m of A reads byte
   bida + j of lane 4 (m % 8) + 2 tida + m / 8, column n of B byte
   bidb + j of lane 4 n + tidb, for K block j. */
static int mt_xrun(pv_test *t, mt_run *R, const mt_xform *f, int mode)
{
    static uint64_t A[4 * 32], B[4 * 32], C[4 * 32], D[4 * 32], E[32],
        SA[32], SB[32], W[4 * 32];
    static uint64_t Ac[16 * 64], Am[16 * 128], Bm[128 * 8], Cm[16 * 8],
        Dm[16 * 8], Ssa[16 * 4], Ssb[4 * 8];
    uint64_t *X[7] = { A, B, C, D, E, SA, SB };
    int cnt[7] = { 0, 0, 0, 0, 1, 1, 1 };
    /* positions of A (K/2 or K columns) and B through mt_pos: a 4-bit
       type stands for e2m1 outside byte containers */
    tc_type pa = f->a == E2 && !f->f8 ? TC_S4 : f->a;
    tc_type pb = f->b == E2 && !f->f8 ? TC_S4 : f->b;
    mt_form fa = { "", 16, 8, 0, pa, pb, f->c, f->d, 0, 1, 0, 0, 0, 0, 0 };
    int K = f->k, Kc = f->sparse ? K / 2 : K, ba = mt_bits(pa, f->f8);
    int bb = mt_bits(pb, f->f8), bc = mt_bits(f->c, 0), bd = mt_bits(f->d, 0);
    int isint = f->c == TC_S32, ea = 16 * Kc / 32, eb = K * 8 / 32, l, i, r;
    int c, bad = 0;
    cnt[0] = f->na; cnt[1] = f->nb; cnt[2] = f->nc; cnt[3] = f->nd;
    memset(A, 0, sizeof A); memset(B, 0, sizeof B); memset(C, 0, sizeof C);
    memset(W, 0, sizeof W);
    for (l = 0; l < 32; l++) {
        for (i = 0; i < ea; i++) {
            uint64_t v = isint ? mt_rand() : mode ? mt_finite(f->a)
                                              : mt_enc(f->a, mt_small(f->a));
            mt_setel(A, i, ba, l, f->f8 && f->a == E2 ? (v & 15) << 2 : v);
        }
        for (i = 0; i < eb; i++) {
            uint64_t v = isint ? mt_rand() : mode ? mt_finite(f->b)
                                              : mt_enc(f->b, mt_small(f->b));
            mt_setel(B, i, bb, l, f->f8 && f->b == E2 ? (v & 15) << 2 : v);
        }
        for (i = 0; i < 4; i++)
            mt_setel(C, i, bc, l, isint ? mt_rand() : mode ? mt_finite(f->c)
                                  : mt_enc(f->c, (int)(mt_rand() % 129) - 64));
        E[l] = mt_rand();
        SA[l] = SB[l] = 0;
        for (i = 0; i < 4; i++) {
            SA[l] |= (uint64_t)mt_scale(f->s) << (8 * i);
            SB[l] |= (uint64_t)mt_scale(f->s) << (8 * i);
        }
    }
    /* metadata: valid nibbles in the selected lanes, noise elsewhere */
    if (f->sparse) {
        int units = f->a == TC_TF32 ? 2 * K : ba == 4 ? K / 2 : K;
        int h = units / 16, g, j, half, n;
        for (g = 0; g < 8; g++)
            for (j = 0; j < h; j++) {
                l = 4 * g + f->sel * h + j;
                E[l] = 0;
                for (n = 0; n < 8; n++)
                    E[l] |= (uint64_t)mt_nibble(f) << (4 * n);
            }
        /* the compressed A by its dense layout of K/2 columns */
        fa.k = Kc;
        for (l = 0; l < 32; l++)
            for (i = 0; i < ea; i++) {
                uint64_t v = mt_elem(A, i, ba, l);
                mt_pos(&fa, 0, f->c, l, i, &r, &c);
                Ac[r * Kc + c] = f->f8 && f->a == E2 ? v >> 2 : v;
            }
        memset(Am, 0, sizeof Am);
        for (g = 0; g < 8; g++)
            for (j = 0; j < h; j++)
                for (half = 0; half < 2; half++)
                    for (n = 0; n < 4; n++) {
                        unsigned nib = (unsigned)(E[4 * g + f->sel * h + j] >>
                                                  (16 * half + 4 * n)) & 15;
                        int row = g + 8 * half, ch = 4 * j + n, u, e;
                        if (f->a == TC_TF32) {
                            Am[row * K + 2 * ch + (nib == 0xe)] = Ac[row * Kc + ch];
                            continue;
                        }
                        for (u = 0; u < 2; u++) {
                            int at = (int)((nib >> (2 * u)) & 3);
                            int w = ba == 4 ? 2 : 1;
                            for (e = 0; e < w; e++)
                                Am[row * K + (4 * ch + at) * w + e] =
                                    Ac[row * Kc + (2 * ch + u) * w + e];
                        }
                    }
    } else {
        fa.k = K;
        for (l = 0; l < 32; l++)
            for (i = 0; i < ea; i++) {
                uint64_t v = mt_elem(A, i, ba, l);
                mt_pos(&fa, 0, f->c, l, i, &r, &c);
                Am[r * K + c] = f->f8 && f->a == E2 ? v >> 2 : v;
            }
    }
    fa.k = K;
    for (l = 0; l < 32; l++) {
        for (i = 0; i < eb; i++) {
            uint64_t v = mt_elem(B, i, bb, l);
            mt_pos(&fa, 1, f->c, l, i, &r, &c);
            Bm[r * 8 + c] = f->f8 && f->b == E2 ? v >> 2 : v;
        }
        for (i = 0; i < 4; i++) {
            mt_pos(&fa, 2, f->c, l, i, &r, &c);
            Cm[r * 8 + c] = mt_elem(C, i, bc, l);
        }
    }
    if (f->s != TC_NOTYPE) {
        int j;
        for (r = 0; r < 16; r++)
            for (j = 0; j < f->kblocks; j++)
                Ssa[r * f->kblocks + j] =
                    (SA[4 * (r % 8) + 2 * f->tida + r / 8] >> (8 * (f->bida + j))) & 255;
        for (c = 0; c < 8; c++)
            for (j = 0; j < f->kblocks; j++)
                Ssb[j * 8 + c] = (SB[4 * c + f->tidb] >> (8 * (f->bidb + j))) & 255;
    }
    if (mt_launch_x(t, R, f->name, X, cnt))
        return 1;
    if (isint) {
        for (r = 0; r < 16; r++)
            for (c = 0; c < 8; c++) {
                int64_t sum = (int32_t)(uint32_t)Cm[r * 8 + c];
                for (i = 0; i < K; i++)
                    sum += mt_ival(f->a, Am[r * K + i]) * mt_ival(f->b, Bm[i * 8 + c]);
                if (f->flags & TC_SATFINITE)
                    sum = sum > INT32_MAX ? INT32_MAX : sum < INT32_MIN ? INT32_MIN : sum;
                Dm[r * 8 + c] = (uint32_t)sum;
            }
    } else {
        tc_op op;
        memset(&op, 0, sizeof op);
        op.m = 16; op.n = 8; op.k = K;
        op.a = f->a; op.b = f->b; op.c = f->c; op.d = f->d;
        op.s = f->s; op.kblocks = f->kblocks; op.sa = Ssa; op.sb = Ssb;
        T_CHECK(t, tc_mma(&op, Am, Bm, Cm, Dm) == 0, "tc_mma %s", f->name);
    }
    for (l = 0; l < 32; l++)
        for (i = 0; i < 4; i++) {
            mt_pos(&fa, 2, f->d, l, i, &r, &c);
            mt_setel(W, i, bd, l, Dm[r * 8 + c]);
        }
    for (i = 0; i < f->nd * 32; i++)
        if ((uint32_t)D[i] != (uint32_t)W[i] && bad++ < 3)
            T_CHECK(t, 0, "%s mode %d: register %d lane %d: %#x, expected %#x",
                    f->name, mode, i / 32, i % 32, (unsigned)D[i], (unsigned)W[i]);
    return bad;
}

/* The forms of one kernel file, three random runs in each mode. */
static void mt_xforms(pv_test *t, const char *path, const mt_xform *forms,
                      size_t n)
{
    size_t len, fi;
    char *text = test_read_file(path, &len);
    mt_run R;
    if (!text) {
        if (test_begin(t, "mma %s", path)) {
            T_CHECK(t, 0, "cannot read %s", path);
            test_end(t);
        }
        return;
    }
    if (mt_open(t, &R, text, len, path) == 0) {
        for (fi = 0; fi < n; fi++) {
            int mode, rep;
            if (!test_begin(t, "mma %s: nvcc PTX against the reference", forms[fi].name))
                continue;
            for (mode = 0; mode < 2; mode++)
                for (rep = 0; rep < 3; rep++)
                    if (mt_xrun(t, &R, &forms[fi], mode))
                        rep = 3;
            test_end(t);
        }
        mt_close(&R);
    }
    free(text);
}

/* A kernel around one instruction: its load result and message. */
static ptxvm_result mt_load_one(const char *inst, char *msg, size_t n)
{
    char ptx[2048];
    ptxvm_vm *vm;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k;
    ptxvm_result r;
    snprintf(ptx, sizeof ptx,
             ".version 8.7\n.target sm_90a\n.address_size 64\n"
             ".visible .entry k()\n{\n"
             "    .reg .b32 %%r<40>;\n    .reg .f32 %%f<40>;\n"
             "    .reg .f64 %%fd<40>;\n    .reg .b64 %%rd<4>;\n"
             "%s\n    ret;\n}\n", inst);
    if (ptxvm_create(NULL, &vm) != PTXVM_OK)
        return PTXVM_E_NO_MEMORY;
    r = ptxvm_module_load(vm, ptx, strlen(ptx), "one.ptx", &m);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, "k", &k);
    if (r == PTXVM_OK) {   /* the first launch compiles */
        ptxvm_launch l;
        test_launch_1d(&l, 1, 32, NULL);
        r = ptxvm_launch_kernel(k, &l, NULL);
    }
    snprintf(msg, n, "%s", ptxvm_error_message(vm));
    ptxvm_module_unload(m);
    ptxvm_destroy(vm);
    return r;
}

static void mt_invalid(pv_test *t)
{
    static const struct { const char *inst; ptxvm_result want; const char *word; } c[] = {
        { "    mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7};",
          PTXVM_OK, "" },
        { "    mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, "one.ptx:10:55: error: mma: a fragment operand of 3 registers" },
        { "    mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5};",
          PTXVM_E_SEMANTIC, "one.ptx:10:5: error: mma: takes 4 operands: d, a, b, c" },
        { "    mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%rd3}, {%r4,%r5}, {%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, "not 32-bit" },
        { "    mma.sync.aligned.m16n8k4.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r4}, {%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, "shape not valid" },
        { "    mma.sync.aligned.m16n8k16.row.col.f16.bf16.bf16.f16 {%r0,%r1}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%r6,%r7};",
          PTXVM_E_SEMANTIC, "accumulator type" },
        { "    mma.sync.aligned.m16n8k16.col.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, ".row.col only" },
        { "    mma.sync.aligned.m16n8k32.row.col.s32.s8.s4.s32 {%r0,%r1,%r2,%r3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%r6,%r7,%r8,%r9};",
          PTXVM_E_SEMANTIC, "pair of multiplicand" },
        { "    mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32 {%r0,%r1,%r2,%r3}, {%r0,%r1}, {%r4}, {%r6,%r7,%r8,%r9};",
          PTXVM_E_SEMANTIC, "popc" },
        { "    mma.sync.aligned.m16n8k8.row.col.satfinite.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r4}, {%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, ".satfinite" },
        { "    mma.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r4}, {%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, ".sync.aligned" },
        { "    mma.sync.aligned.m16n8k8.row.col.f32.f16.f16 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r4}, {%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, "four types" },
        { "    mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f32 {%r0,%r1,%r2,%r3}, {%r0,%r1}, {%r4,%r5}, {%f0,%f1,%f2,%f3,%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, "D type" },
        { "    mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%fd0,%fd1}, {%fd2}, {%r4}, {%fd3,%fd4};",
          PTXVM_E_SEMANTIC, "not 64-bit" },
        { "    mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5,%r6,%r7}, {%f4,%f5,%f6,%f7}, %r8, 0x0;",
          PTXVM_OK, "" },
        { "    mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {0, 0}, %r9, {0, 0};",
          PTXVM_OK, "" },
        /* mma.sp and block scaling misused */
        { "    mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5,%r6,%r7}, {%f4,%f5,%f6,%f7}, %r8, 2;",
          PTXVM_E_SEMANTIC, "one.ptx:10:139: error: mma: the sparsity selector must be a constant from 0 to 1" },
        { "    mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, %r9;",
          PTXVM_E_SEMANTIC, "sparsity selector must be a constant from 0 to 3" },
        { "    mma.sp.sync.aligned.m16n8k64.row.col.s32.s8.s8.s32 {%r0,%r1,%r2,%r3}, {%r0,%r1,%r2,%r3}, {%r4,%r5,%r6,%r7}, {%r6,%r7,%r8,%r9}, %r8, 1;",
          PTXVM_E_SEMANTIC, "from 0 to 0" },
        { "    mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %rd1, 0;",
          PTXVM_E_SEMANTIC, "one.ptx:10:118: error: mma: the metadata operand is not a 32-bit register" },
        { "    mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r4,%r5}, {%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, "takes 6 operands" },
        { "    mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, 0;",
          PTXVM_E_SEMANTIC, "a fragment operand of 4 registers where this form takes 2" },
        { "    mma.sp.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%fd0,%fd1}, {%fd2}, {%fd3}, {%fd4,%fd5}, %r8, 0;",
          PTXVM_E_SEMANTIC, "mma" },
        { "    mma.sp.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e3m2.e2m1.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5,%r6,%r7}, {%f4,%f5,%f6,%f7}, %r8, 0;",
          PTXVM_E_SEMANTIC, ".sp::ordered_metadata" },
        { "    mma.sp.sync.aligned.m16n8k64.row.col.f16.e4m3.e4m3.f16 {%r0,%r1}, {%r0,%r1,%r2,%r3}, {%r4,%r5,%r6,%r7}, {%r6,%r7}, %r8, 0;",
          PTXVM_E_SEMANTIC, "accumulator type" },
        { "    mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {1, 0}, %r9, {0, 0};",
          PTXVM_E_SEMANTIC, "byte-id must be 0 or 2" },
        { "    mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {0, 2}, %r9, {0, 0};",
          PTXVM_E_SEMANTIC, "thread-id must be a constant from 0 to 1" },
        { "    mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {0, 0}, %r9, {0, 4};",
          PTXVM_E_SEMANTIC, "from 0 to 3" },
        { "    mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.f32.e2m1.e2m1.f32.ue4m3 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {0, 0}, %r9, {0, 0};",
          PTXVM_E_SEMANTIC, "needs .scale_vec::2X or ::4X" },
        { "    mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue8m0 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {0, 0}, %r9, {0, 0};",
          PTXVM_E_SEMANTIC, ".ue8m0 with 1X or 2X" },
        { "    mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue4m3 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {0, 0}, %r9, {0, 0};",
          PTXVM_E_SEMANTIC, ".ue4m3 scales go with .scale_vec::4X" },
        { "    mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::2X.f32.e4m3.e4m3.f32.ue8m0 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {0, 0}, %r9, {0, 0};",
          PTXVM_E_SEMANTIC, "scale vector size" },
        { "    mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {0, 0}, %r9;",
          PTXVM_E_SEMANTIC, "takes 8 operands" },
        { "    mma.sync.aligned.m16n8k64.row.col.kind::mxf4.f32.e2m1.e2m1.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7};",
          PTXVM_E_SEMANTIC, "needs .block_scale" },
        { "    mma.sync.aligned.m16n8k32.row.col.block_scale.f32.e4m3.e4m3.f32.ue8m0 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %r8, {0, 0}, %r9, {0, 0};",
          PTXVM_E_SEMANTIC, ".block_scale needs" },
        { "    mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7}, %rd1, {0, 0}, %r9, {0, 0};",
          PTXVM_E_SEMANTIC, "scale-a-data operand is not a 32-bit register" },
    };
    size_t i;
    char msg[512];
    if (!test_begin(t, "mma: ill-formed instructions fail with their position"))
        return;
    for (i = 0; i < sizeof c / sizeof c[0]; i++) {
        ptxvm_result r = mt_load_one(c[i].inst, msg, sizeof msg);
        T_CHECK(t, r == c[i].want && strstr(msg, c[i].word),
                "case %u: %s (%s), expected %s with '%s'", (unsigned)i,
                ptxvm_result_name(r), msg, ptxvm_result_name(c[i].want), c[i].word);
    }
    test_end(t);
}

void unit_mma(pv_test *t)
{
    mt_nvcc_forms(t);
    mt_f8f6f4(t);
    mt_loop(t);
    mt_xforms(t, "tests/mma/mma_sp_kernels.sm_90.ptx", mt_sp_forms,
              sizeof mt_sp_forms / sizeof mt_sp_forms[0]);
    mt_xforms(t, "tests/mma/mma_scaled_kernels.sm_120a.ptx", mt_scaled_forms,
              sizeof mt_scaled_forms / sizeof mt_scaled_forms[0]);
    mt_invalid(t);
}
