/* Tensor-core arithmetic (see tc_math.h). The model, per family:

   Integer (s8/u8/s4/u4) and b1: exact; the sum wraps modulo 2^32 into the
   s32 result, or clamps to the s32 range with TC_SATFINITE.

   f64 (DMMA): one IEEE fma per product, rounded in op->rnd (nearest even
   unless wmma.mma's .rz/.rm/.rp asks otherwise), in the
   order k = 0, 1, ..., K-1 starting from C: d = fma(a[i][k], b[k][j], d).

   Low-precision floats (f16, bf16, tf32, e4m3, e5m2, e3m2, e2m3, e2m1,
   optionally block-scaled): every product a*b (times the block scales)
   is exact. The products are consumed in blocks of tc_model's `block`
   along k; one fused step adds the running sum and one block of products:
   each term is aligned to the largest term's leading bit and truncated
   (toward zero) to `keep_bits` bits below and including that bit; the
   truncated terms are added exactly; the sum is truncated (toward zero)
   to an f32, which is the running sum of the next step. The running sum
   starts as C (f16 C widened exactly). A final f16 D is the f32 result
   rounded to nearest even. Subnormal inputs and results are kept (no
   flush). A NaN operand, inf*0 or +inf + -inf gives the canonical NaN;
   otherwise an infinite product or C gives that infinity; an exact sum
   of 2^128 or more overflows to infinity. */
#include "tc_math.h"
#include "softfp.h"

/* A decoded element: value = (-1)^neg * sig * 2^exp, or a special. */
typedef struct tc_val {
    uint8_t  cls;   /* TC_FIN, TC_INF, TC_NAN */
    uint8_t  neg;
    int16_t  exp;
    uint64_t sig;
} tc_val;

enum { TC_FIN, TC_INF, TC_NAN };

/* How a format spends its top exponent: IEEE (inf and NaNs), FN (only
   all-ones exponent and fraction is NaN, as e4m3), FIN (all finite). */
enum { TC_IEEE, TC_FN, TC_FIN_ONLY };

static tc_val tc_dec_fp(uint64_t x, int ebits, int mbits, int kind,
                        int has_sign)
{
    tc_val v;
    uint64_t mmask = (1ull << mbits) - 1;
    uint32_t emax = (1u << ebits) - 1;
    uint32_t e = (uint32_t)(x >> mbits) & emax;
    uint64_t m = x & mmask;
    int bias = (1 << (ebits - 1)) - 1;
    v.neg = has_sign ? (uint8_t)((x >> (ebits + mbits)) & 1) : 0;
    v.cls = TC_FIN;
    if (kind == TC_IEEE && e == emax)
        v.cls = m ? TC_NAN : TC_INF;
    else if (kind == TC_FN && e == emax && m == mmask)
        v.cls = TC_NAN;
    v.sig = e ? (m | (1ull << mbits)) : m;
    v.exp = (int16_t)((e ? (int)e : 1) - bias - mbits);
    return v;
}

static tc_val tc_decode(tc_type t, uint64_t x)
{
    tc_val v;
    switch (t) {
    case TC_F16:   return tc_dec_fp(x & 0xffff, 5, 10, TC_IEEE, 1);
    case TC_BF16:  return tc_dec_fp(x & 0xffff, 8, 7, TC_IEEE, 1);
    case TC_TF32:  return tc_dec_fp((x & 0xffffffffu) >> 13, 8, 10, TC_IEEE, 1);
    case TC_F32:   return tc_dec_fp(x & 0xffffffffu, 8, 23, TC_IEEE, 1);
    case TC_E4M3:  return tc_dec_fp(x & 0xff, 4, 3, TC_FN, 1);
    case TC_E5M2:  return tc_dec_fp(x & 0xff, 5, 2, TC_IEEE, 1);
    case TC_E3M2:  return tc_dec_fp(x & 0x3f, 3, 2, TC_FIN_ONLY, 1);
    case TC_E2M3:  return tc_dec_fp(x & 0x3f, 2, 3, TC_FIN_ONLY, 1);
    case TC_E2M1:  return tc_dec_fp(x & 0xf, 2, 1, TC_FIN_ONLY, 1);
    case TC_UE4M3: return tc_dec_fp(x & 0x7f, 4, 3, TC_FN, 0);
    case TC_UE8M0:
        v.neg = 0;
        v.sig = 1;
        v.exp = (int16_t)((int)(x & 0xff) - 127);
        v.cls = (x & 0xff) == 0xff ? TC_NAN : TC_FIN;
        return v;
    default:
        v.cls = TC_NAN; v.neg = 0; v.exp = 0; v.sig = 0;
        return v;
    }
}

static int tc_bitlen(uint64_t x)
{
#if defined(__GNUC__)
    /* every term of every fused step asks: one instruction, not a loop */
    return x ? 64 - __builtin_clzll(x) : 0;
#else
    int n = 0;
    while (x) { n++; x >>= 1; }
    return n;
#endif
}

/* Round (-1)^neg * mag * 2^e to the binary format ebits/mbits, to nearest
   even (rn) or toward zero; magnitudes of 2^(emax+1) and more give
   infinity. Subnormal results are kept. */
static uint64_t tc_round(int neg, uint64_t mag, int e, int ebits, int mbits,
                         int rn)
{
    uint64_t sign = (uint64_t)neg << (ebits + mbits);
    int bias = (1 << (ebits - 1)) - 1, emin = 1 - bias;
    int bl, top, q, s;
    uint64_t m, rem = 0, half = 0;
    if (mag == 0)
        return sign;
    bl = tc_bitlen(mag);
    top = e + bl - 1;
    q = (top < emin ? emin : top) - mbits;
    s = e - q;
    if (s >= 0) {
        m = mag << s;
    } else if (-s >= 64) {
        m = 0;      /* far below half an ulp: never rounds up */
    } else {
        m = mag >> -s;
        rem = mag & ((1ull << -s) - 1);
        half = 1ull << (-s - 1);
    }
    if (rn && half && (rem > half || (rem == half && (m & 1))))
        m++;
    if (m >> (mbits + 1)) {   /* rounding carried into a new bit */
        m >>= 1;
        q++;
    }
    if (m >> mbits) {
        int be = q + mbits + bias;
        if (be >= (1 << ebits) - 1)
            return sign | ((uint64_t)((1 << ebits) - 1) << mbits);
        return sign | ((uint64_t)be << mbits) | (m & ((1ull << mbits) - 1));
    }
    return sign | m;   /* subnormal (or zero after truncation) */
}

void tc_model(tc_type t, int *block, int *keep_bits)
{
    switch (t) {
    case TC_F16: case TC_BF16:
        *block = 16; *keep_bits = 25; break;
    case TC_TF32:
        *block = 8; *keep_bits = 25; break;
    default:   /* 8-, 6- and 4-bit floats */
        *block = 32; *keep_bits = 14; break;
    }
}

static int tc_is_lowfp(tc_type t)
{
    return t == TC_E4M3 || t == TC_E5M2 || t == TC_E3M2 || t == TC_E2M3 ||
           t == TC_E2M1;
}

static int tc_is_int8(tc_type t) { return t == TC_S8 || t == TC_U8; }
static int tc_is_int4(tc_type t) { return t == TC_S4 || t == TC_U4; }

int tc_check(const tc_op *op, const char **why)
{
    const char *w = NULL;
    tc_type a = op->a, b = op->b, c = op->c, d = op->d;
    if (op->m <= 0 || op->n <= 0 || op->k <= 0 || op->m > 1024 ||
        op->n > 1024 || op->k > 4096)
        w = "tile size out of range";
    else if (a == TC_F16 && b == TC_F16) {
        if ((c != TC_F16 && c != TC_F32) || (d != TC_F16 && d != TC_F32))
            w = "f16 products accumulate into f16 or f32";
    } else if ((a == TC_BF16 && b == TC_BF16) ||
               (a == TC_TF32 && b == TC_TF32)) {
        if (c != TC_F32 || d != TC_F32)
            w = "bf16 and tf32 products accumulate into f32";
    } else if (tc_is_lowfp(a) && tc_is_lowfp(b)) {
        if ((c != TC_F16 && c != TC_F32) || (d != TC_F16 && d != TC_F32))
            w = "8-, 6- and 4-bit float products accumulate into f16 or f32";
    } else if (a == TC_F64 && b == TC_F64) {
        if (c != TC_F64 || d != TC_F64)
            w = "f64 products accumulate into f64";
    } else if ((tc_is_int8(a) && tc_is_int8(b)) ||
               (tc_is_int4(a) && tc_is_int4(b)) ||
               (a == TC_B1 && b == TC_B1)) {
        if (c != TC_S32 || d != TC_S32)
            w = "integer products accumulate into s32";
    } else {
        w = "unsupported pair of multiplicand types";
    }
    if (!w && op->s != TC_NOTYPE) {
        if (op->s != TC_UE8M0 && op->s != TC_UE4M3)
            w = "block scale factors are ue8m0 or ue4m3";
        else if (!tc_is_lowfp(a) || !tc_is_lowfp(b) || c != TC_F32 ||
                 d != TC_F32)
            w = "block scaling takes 8-, 6- or 4-bit floats into f32";
        else if (op->kblocks <= 0 || op->k % op->kblocks || !op->sa ||
                 !op->sb)
            w = "block scale count must divide k";
    }
    if (why)
        *why = w;
    return w ? -1 : 0;
}

/* ---- exact families ------------------------------------------------------ */

static int64_t tc_int(tc_type t, uint64_t x)
{
    switch (t) {
    case TC_S8: return (int64_t)(int8_t)(uint8_t)x;
    case TC_U8: return (int64_t)(x & 0xff);
    case TC_S4: return (int64_t)((x & 0xf) ^ 8) - 8;
    case TC_U4: return (int64_t)(x & 0xf);
    default:    return (int64_t)(x & 1);
    }
}

static uint64_t tc_dot_int(const tc_op *op, const uint64_t *a,
                           const uint64_t *b, int i, int j, uint64_t c)
{
    int64_t s = (int64_t)(int32_t)(uint32_t)c;
    int kk;
    for (kk = 0; kk < op->k; kk++) {
        uint64_t x = a[(size_t)i * op->k + kk], y = b[(size_t)kk * op->n + j];
        if (op->a == TC_B1)
            s += (op->flags & TC_POPC_AND) ? (int64_t)(x & y & 1)
                                           : (int64_t)((x ^ y) & 1);
        else
            s += tc_int(op->a, x) * tc_int(op->b, y);
    }
    if (op->flags & TC_SATFINITE) {
        if (s > INT32_MAX) s = INT32_MAX;
        if (s < INT32_MIN) s = INT32_MIN;
    }
    return (uint64_t)(uint32_t)s;   /* modulo 2^32 */
}

static uint64_t tc_dot_f64(const tc_op *op, const uint64_t *a,
                           const uint64_t *b, int i, int j, uint64_t c)
{
    uint64_t d = c;
    int kk;
    for (kk = 0; kk < op->k; kk++)
        d = sf_fma(SF_F64, a[(size_t)i * op->k + kk],
                   b[(size_t)kk * op->n + j], d, (sf_rnd)op->rnd, 0);
    return d;
}

/* ---- the fused low-precision model ---------------------------------------- */

#define TC_F32_NAN 0x7fffffffull
#define TC_F16_NAN 0x7fffull

/* One fused step: acc + terms[0..n), aligned and truncated to keep bits,
   added exactly, truncated to f32. All finite. */
static uint64_t tc_fused(const tc_val *acc, const tc_val *t, int n, int keep)
{
    int L = -100000, all_neg_zero = acc->neg, idx, base;
    int64_t sum = 0;
    for (idx = -1; idx < n; idx++) {
        const tc_val *v = idx < 0 ? acc : &t[idx];
        if (v->sig) {
            int top = v->exp + tc_bitlen(v->sig) - 1;
            if (top > L)
                L = top;
        }
        if (idx >= 0 && !v->neg)
            all_neg_zero = 0;
    }
    if (L == -100000)   /* every term zero: -0 only when all are -0 */
        return all_neg_zero ? 0x80000000ull : 0;
    base = L - keep + 1;
    for (idx = -1; idx < n; idx++) {
        const tc_val *v = idx < 0 ? acc : &t[idx];
        int sh = v->exp - base;
        uint64_t x;
        if (!v->sig)
            continue;
        x = sh >= 0 ? v->sig << sh : (-sh >= 64 ? 0 : v->sig >> -sh);
        sum += v->neg ? -(int64_t)x : (int64_t)x;
    }
    if (sum == 0)
        return 0;
    return tc_round(sum < 0, sum < 0 ? (uint64_t)(-sum) : (uint64_t)sum,
                    base, 8, 23, 0);
}

/* The exact product of decoded values (both finite). */
static tc_val tc_mul(tc_val x, tc_val y)
{
    tc_val p;
    p.cls = TC_FIN;
    p.neg = x.neg ^ y.neg;
    p.sig = x.sig * y.sig;
    p.exp = (int16_t)(x.exp + y.exp);
    return p;
}

/* Element (r, q) of A (is_b 0, m x k) or B (is_b 1, k x n), decoded,
   with its block scale folded in. */
static tc_val tc_elem(const tc_op *op, const uint64_t *x, size_t r, size_t q,
                      int is_b)
{
    size_t cols = is_b ? (size_t)op->n : (size_t)op->k;
    tc_val v = tc_decode(is_b ? op->b : op->a, x[r * cols + q]);
    if (op->s != TC_NOTYPE) {
        size_t kb = (is_b ? r : q) / (size_t)(op->k / op->kblocks);
        uint64_t sbits = is_b ? op->sb[kb * (size_t)op->n + q]
                              : op->sa[r * (size_t)op->kblocks + kb];
        tc_val s = tc_decode(op->s, sbits);
        if (s.cls == TC_NAN)
            v.cls = TC_NAN;
        else if (v.cls == TC_FIN)
            v = tc_mul(v, s);
    }
    return v;
}

/* da, db: A and B decoded once by tc_mma (NULL: decode each use) */
static uint64_t tc_dot_float(const tc_op *op, const uint64_t *a,
                             const uint64_t *b, const tc_val *da,
                             const tc_val *db, int i, int j, uint64_t c)
{
    tc_val terms[32], acc = tc_decode(op->c, c);
    int block, keep, kk, n = 0;
    int nan = 0, pinf = 0, ninf = 0, special;
    uint64_t accbits = 0;
    tc_model(op->a, &block, &keep);
    if (acc.cls == TC_NAN) nan = 1;
    if (acc.cls == TC_INF) { if (acc.neg) ninf = 1; else pinf = 1; }
    special = nan | pinf | ninf;
    for (kk = 0; kk < op->k; kk++) {
        tc_val x = da ? da[(size_t)i * (size_t)op->k + (size_t)kk]
                      : tc_elem(op, a, (size_t)i, (size_t)kk, 0);
        tc_val y = db ? db[(size_t)kk * (size_t)op->n + (size_t)j]
                      : tc_elem(op, b, (size_t)kk, (size_t)j, 1);
        if (x.cls == TC_NAN || y.cls == TC_NAN)
            nan = special = 1;
        else if (x.cls == TC_INF || y.cls == TC_INF) {
            if ((x.cls == TC_FIN && !x.sig) || (y.cls == TC_FIN && !y.sig))
                nan = 1;
            else if (x.neg ^ y.neg)
                ninf = 1;
            else
                pinf = 1;
            special = 1;
        }
        if (special)   /* the result is a special: only scan the rest */
            continue;
        terms[n++] = tc_mul(x, y);
        if (n == block || kk == op->k - 1) {
            accbits = tc_fused(&acc, terms, n, keep);
            acc = tc_decode(TC_F32, accbits);
            n = 0;
            if (acc.cls == TC_INF) {   /* overflow */
                special = 1;
                if (acc.neg) ninf = 1; else pinf = 1;
            }
        }
    }
    if (nan || (pinf && ninf))
        return TC_F32_NAN;
    if (pinf || ninf)
        return ninf ? 0xff800000ull : 0x7f800000ull;
    return accbits;
}

/* The f32 result as the D type. */
static uint64_t tc_out(const tc_op *op, uint64_t f)
{
    int satf = (op->flags & TC_SATFINITE) != 0;
    if (op->d == TC_F16) {
        tc_val v = tc_decode(TC_F32, f);
        if (v.cls == TC_NAN)
            return TC_F16_NAN;
        if (v.cls == TC_INF)
            f = (uint64_t)v.neg << 15 | 0x7c00;
        else
            f = tc_round(v.neg, v.sig, v.exp, 5, 10, 1);
        if (satf && (f & 0x7fff) == 0x7c00)
            f = (f & 0x8000) | 0x7bff;
        return f;
    }
    if (satf && (f & 0x7fffffffu) == 0x7f800000u)
        f = (f & 0x80000000u) | 0x7f7fffffu;
    return f;
}

/* ---- the fast path: f16, bf16 and tf32 without block scaling ------------

   Computes bit for bit what tc_dot_float computes (test_tc_math compares
   the two), for the types GEMMs use. Significands are normalised at decode
   to 11 bits with the leading bit at bit 10 (bf16 shifted up 3), so every
   nonzero product lies in [2^20, 2^22): its leading bit is bit 20 plus the
   product's bit 21, with no clz. Normalising changes no value, and
   alignment truncates the value to a multiple of 2^base whatever its
   representation, so the sums are the same. A term is below 2^25 after
   alignment, a block's sum below 2^30: 32-bit lanes the compiler
   vectorises. Rows and columns holding an inf or NaN, and non-finite C,
   take the generic path. */

#define TC_FAST_K    256      /* longest k taken */
#define TC_FAST_A    2048     /* most A elements taken */
/* The exponent of a zero: a product with a zero factor still sits below
   TC_ALL_ZERO, far below every real term. */
#define TC_ZERO_EXP  (-1000000)
#define TC_ALL_ZERO  (-100000)

/* Decoded elements along k: one row of A or one column of B. */
typedef struct tc_fast_vec {
    uint32_t *sig;
    int32_t  *exp;
    uint32_t *neg;
} tc_fast_vec;

static int tc_fast_takes(const tc_op *op)
{
    return op->s == TC_NOTYPE && op->a == op->b &&
           (op->a == TC_F16 || op->a == TC_BF16 || op->a == TC_TF32) &&
           op->k <= TC_FAST_K && (size_t)op->m * (size_t)op->k <= TC_FAST_A;
}

/* Decodes element x into slot q of v; returns 0 when it is inf or NaN. */
static int tc_fast_put(tc_type t, uint64_t x, tc_fast_vec *v, int q)
{
    tc_val e = tc_decode(t, x);
    int sh;
    if (e.cls != TC_FIN)
        return 0;
    v->neg[q] = e.neg;
    if (!e.sig) {
        v->sig[q] = 0;
        v->exp[q] = TC_ZERO_EXP;
        return 1;
    }
    sh = 11 - tc_bitlen(e.sig);
    v->sig[q] = (uint32_t)(e.sig << sh);
    v->exp[q] = e.exp - sh;
    return 1;
}

/* One output element: row x of A against column y of B from C bits c. */
static uint64_t tc_fast_dot(const tc_op *op, const tc_fast_vec *x,
                            const tc_fast_vec *y, uint64_t c)
{
    tc_val acc = tc_decode(op->c, c);
    int block, keep, k0, k = op->k;
    uint64_t accbits = c;
    tc_model(op->a, &block, &keep);
    for (k0 = 0; k0 < k; k0 += block) {
        int n = k - k0 < block ? k - k0 : block, t, L, base;
        uint32_t p[32], anypos = 0;
        int32_t e[32], s = 0, lmax = 2 * TC_ZERO_EXP;
        int64_t sum;
        for (t = 0; t < n; t++) {
            p[t] = x->sig[k0 + t] * y->sig[k0 + t];
            e[t] = x->exp[k0 + t] + y->exp[k0 + t];
            anypos |= (x->neg[k0 + t] ^ y->neg[k0 + t]) ^ 1u;
        }
        for (t = 0; t < n; t++) {
            int32_t top = e[t] + 20 + (int32_t)(p[t] >> 21);
            lmax = top > lmax ? top : lmax;
        }
        L = lmax;
        if (acc.sig) {
            int top = acc.exp + tc_bitlen(acc.sig) - 1;
            if (top > L)
                L = top;
        }
        if (L < TC_ALL_ZERO) {   /* every term zero: -0 only when all are */
            accbits = (acc.neg && !anypos) ? 0x80000000ull : 0;
            acc = tc_decode(TC_F32, accbits);
            continue;
        }
        base = L - keep + 1;
        for (t = 0; t < n; t++) {
            /* p << 4 < 2^26; the shift right is 4 - (e - base) >= 0 */
            int32_t r = 4 - (e[t] - base);
            uint32_t m = (x->neg[k0 + t] ^ y->neg[k0 + t]) ? 0xffffffffu : 0;
            uint32_t v = (p[t] << 4) >> (r > 31 ? 31 : r);
            s += (int32_t)((v ^ m) - m);
        }
        sum = s;
        if (acc.sig) {
            int sh = acc.exp - base;
            uint64_t v = sh >= 0 ? acc.sig << sh
                                 : (-sh >= 64 ? 0 : acc.sig >> -sh);
            sum += acc.neg ? -(int64_t)v : (int64_t)v;
        }
        accbits = sum == 0 ? 0
                : tc_round(sum < 0, sum < 0 ? (uint64_t)(-sum) : (uint64_t)sum,
                           base, 8, 23, 0);
        acc = tc_decode(TC_F32, accbits);
        if (acc.cls == TC_INF)   /* overflow: the inputs are finite */
            return accbits;
    }
    return accbits;
}

/* d = tc_out(A x B + C) through the fast path, falling back to the generic
   dot product for rows and columns with specials and non-finite C. */
static void tc_fast_mma(const tc_op *op, const uint64_t *a, const uint64_t *b,
                        const uint64_t *c, uint64_t *d)
{
    uint32_t asig[TC_FAST_A], aneg[TC_FAST_A], bsig[TC_FAST_K], bneg[TC_FAST_K];
    int32_t aexp[TC_FAST_A], bexp[TC_FAST_K];
    unsigned char rowok[TC_FAST_A];
    tc_fast_vec row, col = { bsig, bexp, bneg };
    size_t k = (size_t)op->k, n = (size_t)op->n, i, j, kk;
    int colok;
    for (i = 0; i < (size_t)op->m; i++) {
        row.sig = asig + i * k; row.exp = aexp + i * k; row.neg = aneg + i * k;
        rowok[i] = 1;
        for (kk = 0; kk < k; kk++)
            rowok[i] &= (unsigned char)tc_fast_put(op->a, a[i * k + kk], &row,
                                                   (int)kk);
    }
    for (j = 0; j < n; j++) {
        colok = 1;
        for (kk = 0; kk < k; kk++)
            colok &= tc_fast_put(op->b, b[kk * n + j], &col, (int)kk);
        /* element idx of d depends on element idx of c only: d may be c */
        for (i = 0; i < (size_t)op->m; i++) {
            size_t idx = i * n + j;
            row.sig = asig + i * k; row.exp = aexp + i * k; row.neg = aneg + i * k;
            if (colok && rowok[i] && tc_decode(op->c, c[idx]).cls == TC_FIN)
                d[idx] = tc_out(op, tc_fast_dot(op, &row, &col, c[idx]));
            else
                d[idx] = tc_out(op, tc_dot_float(op, a, b, NULL, NULL, (int)i,
                                                 (int)j, c[idx]));
        }
    }
}

/* Operands of at most this many elements are decoded once per tc_mma, on
   the stack (every mma, wmma and the smaller wgmma shapes): each element
   feeds n (or m) dot products, and decoding dominated their cost. */
#define TC_PREDECODE 1024

int tc_mma_generic(const tc_op *op, const uint64_t *a, const uint64_t *b,
                   const uint64_t *c, uint64_t *d)
{
    size_t mn = (size_t)op->m * (size_t)op->n, idx;
    size_t mk = (size_t)op->m * (size_t)op->k, kn = (size_t)op->k * (size_t)op->n;
    tc_val abuf[TC_PREDECODE], bbuf[TC_PREDECODE];
    const tc_val *da = NULL, *db = NULL;
    int exact;
    if (tc_check(op, NULL))
        return -1;
    exact = tc_is_int8(op->a) || tc_is_int4(op->a) || op->a == TC_B1;
    if (!exact && op->a != TC_F64 && mk <= TC_PREDECODE && kn <= TC_PREDECODE) {
        for (idx = 0; idx < mk; idx++)
            abuf[idx] = tc_elem(op, a, idx / (size_t)op->k, idx % (size_t)op->k, 0);
        for (idx = 0; idx < kn; idx++)
            bbuf[idx] = tc_elem(op, b, idx / (size_t)op->n, idx % (size_t)op->n, 1);
        da = abuf;
        db = bbuf;
    }
    /* element idx of d depends on element idx of c only: d may be c */
    for (idx = 0; idx < mn; idx++) {
        int i = (int)(idx / (size_t)op->n), j = (int)(idx % (size_t)op->n);
        if (op->a == TC_F64)
            d[idx] = tc_dot_f64(op, a, b, i, j, c[idx]);
        else if (exact)
            d[idx] = tc_dot_int(op, a, b, i, j, c[idx]);
        else
            d[idx] = tc_out(op, tc_dot_float(op, a, b, da, db, i, j, c[idx]));
    }
    return 0;
}

int tc_mma(const tc_op *op, const uint64_t *a, const uint64_t *b,
           const uint64_t *c, uint64_t *d)
{
    if (!tc_fast_takes(op) || tc_check(op, NULL))
        return tc_mma_generic(op, a, b, c, d);
    tc_fast_mma(op, a, b, c, d);
    return 0;
}
