/* Decimal floating-point literals to double, correctly rounded (nearest,
   ties to even) without the host's strtod: that one follows the locale's
   decimal point and is not required to round correctly.

   Exact cases (at most 15 digits and a power of ten up to 1e22) take the
   fast path; everything else is computed exactly with big integers:
   value = N * 10^E = q * 2^k + r, q of 53 bits, rounded on r. */
#include "lexer.h"
#include <math.h>

#define BIG_LIMBS 200          /* 6400 bits: 10^(780+350) << 1100 fits */
#define MAX_DIGITS 780

typedef struct big {
    uint32_t d[BIG_LIMBS];
    int      n;                /* limbs in use; d[n-1] != 0 unless n == 0 */
} big;

static void big_set(big *a, uint32_t v)
{
    a->n = v ? 1 : 0;
    a->d[0] = v;
}

static void big_mul_add(big *a, uint32_t m, uint32_t add)
{
    uint64_t carry = add;
    int i;
    for (i = 0; i < a->n; i++) {
        uint64_t t = (uint64_t)a->d[i] * m + carry;
        a->d[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry && a->n < BIG_LIMBS)
        a->d[a->n++] = (uint32_t)carry;
}

static void big_mul_pow10(big *a, int e)
{
    while (e >= 9) {
        big_mul_add(a, 1000000000u, 0);
        e -= 9;
    }
    while (e-- > 0)
        big_mul_add(a, 10, 0);
}

static int big_bits(const big *a)
{
    int b = 0;
    uint32_t top;
    if (!a->n)
        return 0;
    top = a->d[a->n - 1];
    while (top) {
        b++;
        top >>= 1;
    }
    return (a->n - 1) * 32 + b;
}

static void big_shl(big *dst, const big *a, int s)
{
    int w = s / 32, b = s % 32, i;
    int n = a->n + w + 1;
    if (n > BIG_LIMBS)
        n = BIG_LIMBS;
    for (i = n - 1; i >= 0; i--) {
        uint64_t hi = (i - w >= 0 && i - w < a->n) ? a->d[i - w] : 0;
        uint64_t lo = (i - w - 1 >= 0 && i - w - 1 < a->n) ? a->d[i - w - 1] : 0;
        dst->d[i] = b ? (uint32_t)((hi << b) | (lo >> (32 - b))) : (uint32_t)hi;
    }
    dst->n = n;
    while (dst->n && !dst->d[dst->n - 1])
        dst->n--;
}

static int big_cmp(const big *a, const big *b)
{
    int i;
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (i = a->n - 1; i >= 0; i--)
        if (a->d[i] != b->d[i])
            return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

static void big_sub(big *a, const big *b)   /* a -= b, a >= b */
{
    int64_t borrow = 0;
    int i;
    for (i = 0; i < a->n; i++) {
        int64_t t = (int64_t)a->d[i] - (i < b->n ? b->d[i] : 0) - borrow;
        borrow = t < 0;
        a->d[i] = (uint32_t)(t + (borrow ? ((int64_t)1 << 32) : 0));
    }
    while (a->n && !a->d[a->n - 1])
        a->n--;
}

/* q = floor(num / (den << k)) for k >= 0 or floor((num << -k) / den),
   with q < 2^55; *cmp_half tells how the remainder compares with half
   the divisor (-1, 0, 1). */
static uint64_t big_quot(const big *num, const big *den, int k, int *cmp_half)
{
    static const int QBITS = 55;
    big a, b, t;
    uint64_t q = 0;
    int i;
    if (k >= 0) {
        a = *num;
        big_shl(&b, den, k);
    } else {
        big_shl(&a, num, -k);
        b = *den;
    }
    for (i = QBITS; i >= 0; i--) {
        big_shl(&t, &b, i);
        if (big_cmp(&a, &t) >= 0) {
            big_sub(&a, &t);
            q |= (uint64_t)1 << i;
        }
    }
    big_shl(&t, &a, 1);
    *cmp_half = big_cmp(&t, &b);
    return q;
}

PTXVM_INTERNAL double pv_parse_decimal(const char *s, size_t len)
{
    static const double p10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
        1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22};
    char digits[MAX_DIGITS + 1];
    int nd = 0, exp10 = 0, sticky = 0, seen_point = 0, k, bits, cmp;
    long ex = 0;
    size_t i = 0;
    uint64_t q;
    for (; i < len; i++) {
        char c = s[i];
        if (c == '.') {
            seen_point = 1;
        } else if (c >= '0' && c <= '9') {
            if (nd == 0 && c == '0') {
                if (seen_point)
                    exp10--;
                continue;
            }
            if (nd < MAX_DIGITS) {
                digits[nd++] = c;
                if (seen_point)
                    exp10--;
            } else {
                if (c != '0')
                    sticky = 1;
                if (!seen_point)
                    exp10++;
            }
        } else {
            break;
        }
    }
    if (i < len && (s[i] == 'e' || s[i] == 'E')) {
        int neg = 0;
        i++;
        if (i < len && (s[i] == '+' || s[i] == '-'))
            neg = s[i++] == '-';
        for (; i < len && s[i] >= '0' && s[i] <= '9'; i++)
            if (ex < 100000)
                ex = ex * 10 + (s[i] - '0');
        exp10 += (int)(neg ? -ex : ex);
    }
    if (nd == 0)
        return 0.0;
    if (sticky)
        digits[nd++] = '1', exp10--;
    if (nd + exp10 > 310)
        return HUGE_VAL;
    if (nd + exp10 < -330)
        return 0.0;
    if (nd <= 15 && exp10 >= -22 && exp10 <= 22) {
        double m = 0;
        int j;
        for (j = 0; j < nd; j++)
            m = m * 10 + (digits[j] - '0');
        return exp10 >= 0 ? m * p10[exp10] : m / p10[-exp10];
    }
    {
        /* The big integers live in a struct on the stack: 2 x 800 bytes. */
        big N, D;
        int j;
        big_set(&N, 0);
        for (j = 0; j < nd; j++)
            big_mul_add(&N, 10, (uint32_t)(digits[j] - '0'));
        big_set(&D, 1);
        if (exp10 >= 0)
            big_mul_pow10(&N, exp10);
        else
            big_mul_pow10(&D, -exp10);
        bits = big_bits(&N) - big_bits(&D);   /* N/D in [2^(bits-1), 2^(bits+1)) */
        k = bits - 54;
        if (k < -1074)
            k = -1074;
        for (;;) {
            q = big_quot(&N, &D, k, &cmp);
            if (q >= ((uint64_t)1 << 53)) {
                k++;
                continue;
            }
            if (q < ((uint64_t)1 << 52) && k > -1074) {
                k--;
                continue;
            }
            break;
        }
        if (cmp > 0 || (cmp == 0 && (q & 1)))
            q++;
        if (q == ((uint64_t)1 << 53)) {
            q >>= 1;
            k++;
        }
        if (k + 53 > 1024)
            return HUGE_VAL;
        return ldexp((double)q, k);
    }
}
