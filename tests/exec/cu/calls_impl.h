/* Device functions of calls.cu. The same text compiles as C99 for the host
   reference (tests/unit/test_cuda_calls.c), so the reference is this code.
   FN: a real call on the device (__noinline__), a static function on the
   host. HELP: small helpers inlined on the device. BODY: one thread's work
   of a kernel, inlined into the kernel, so that only FN calls remain.
   Arithmetic is unsigned where it may wrap (signed overflow is undefined
   and -O3 would exploit it), and no a*b+c appears in floating point, so
   that FMA contraction cannot make the device differ from the host. */
#ifndef CALLS_IMPL_H
#define CALLS_IMPL_H

#if defined(__CUDACC__) || defined(__CUDA__)   /* nvcc, clang */
#define FN __device__ __noinline__
#define HELP __device__ __forceinline__
#define BODY __device__ __forceinline__
#define TABLE __device__
#define ALIGN(n) __attribute__((aligned(n)))
#else
#define FN static
#define HELP static
#define BODY static
#define TABLE static
#define ALIGN(n)                 /* the host reference needs the fields only */
#endif

#ifdef __cplusplus
typedef bool BOOL;
#else
typedef _Bool BOOL;
#endif
typedef unsigned int u32;
typedef unsigned long long u64;
typedef long long i64;

/* Words per thread: the inputs (in[4*i .. 4*i+3]) and each kernel's outputs. */
#define CALLS_IN 4
#define W_SCALARS 22
#define W_STRUCTS 28
#define W_POINTERS 12
#define W_RECURSION 12
#define W_TREE 6
#define W_FNPTR 14
#define W_EARLY 6
#define W_LOOP 3
#define W_VIRTUAL 8
#define TREE_NODES 101
#define MAX_BLOCK 64

HELP u32 mixh(u32 h, u32 v) { return (h ^ v) * 0x01000193u + (v >> 7); }
HELP u32 bits_f(float f) { union { float f; u32 u; } x; x.f = f; return x.u; }
HELP u64 bits_d(double d) { union { double d; u64 u; } x; x.d = d; return x.u; }
HELP u32 rotl(u32 x, u32 k) { k &= 31; return k ? x << k | x >> (32 - k) : x; }

/* ---- every scalar kind as a parameter and as a result ------------------ */
FN signed char f_s8(signed char a, int k) { return (signed char)((u32)a * 3u + (u32)k); }
FN unsigned char f_u8(unsigned char a, unsigned char b) { return (unsigned char)(a * b + 7); }
FN short f_s16(short a, short b) { return (short)(a - b * 5); }
FN unsigned short f_u16(unsigned short a) { return (unsigned short)(a ^ a >> 3); }
FN int f_s32(int a, int b) { return a / (b % 100 + 101) - a % 7; }
FN i64 f_s64(i64 a, int b) { return (i64)((u64)a * 3u - (u64)(i64)b) >> 3; }
FN u64 f_u64(u64 a, u32 b) { return a / (b | 1u) + (a >> 40); }
FN float f_f32(float a, float b) { return a * b; }
FN double f_f64(double a, float b) { return a - (double)b; }
FN float f_f32d(double d) { return (float)d; }
FN BOOL f_prime(u32 n)
{
    u32 d;
    if (n < 2)
        return 0;
    for (d = 2; d * d <= n; d++)
        if (n % d == 0)
            return 0;
    return 1;
}

/* ten parameters of ten kinds */
FN u32 f_mix(signed char c, unsigned char uc, short s, unsigned short us, int i,
             unsigned u, i64 ll, u64 ull, float f, double d)
{
    u32 h = 0x811c9dc5u;
    h = mixh(h, (u32)c);
    h = mixh(h, uc);
    h = mixh(h, (u32)s);
    h = mixh(h, us);
    h = mixh(h, (u32)i);
    h = mixh(h, u);
    h = mixh(h, (u32)ll ^ (u32)((u64)ll >> 32));
    h = mixh(h, (u32)(ull >> 17));
    h = mixh(h, bits_f(f));
    h = mixh(h, (u32)(bits_d(d) >> 29));
    return h;
}

/* ---- structs by value ------------------------------------------------- */
typedef struct { signed char c; double d; } S_cd;      /* 16 bytes, padding after c */
typedef struct { int x, y, z; } S_i3;                  /* 12 bytes, align 4 */
typedef struct { short s; signed char c; } S_sc;       /* 4 bytes, align 2 */
typedef struct { int id; short s; signed char c; double v[4]; } S_40; /* 40 bytes */
typedef struct { unsigned char b[3]; } S_b3;           /* 3 bytes, align 1 */
/* CUDA's vector types: float4, int2, double2 */
typedef struct ALIGN(16) { float x, y, z, w; } V4f;
typedef struct ALIGN(8) { int x, y; } V2i;
typedef struct ALIGN(16) { double x, y; } V2d;
typedef struct { u32 a[64]; } S_big;                    /* 256 bytes */

FN S_cd cd_make(signed char c, double d) { S_cd r; r.c = (signed char)(c ^ 0x55); r.d = d * 0.5; return r; }
FN double cd_comb(S_cd a, S_cd b) { return (a.d + b.d) * (double)(a.c - b.c); }
FN S_i3 i3_add(S_i3 a, S_i3 b)
{
    S_i3 r;
    r.x = (int)((u32)a.x + (u32)b.y);
    r.y = (int)((u32)a.y - (u32)b.z);
    r.z = (int)((u32)a.z ^ (u32)b.x);
    return r;
}
FN S_sc sc_swap(S_sc a) { S_sc r; r.s = (short)(a.c * 100); r.c = (signed char)a.s; return r; }
FN S_b3 b3_rot(S_b3 a) { S_b3 r; r.b[0] = a.b[2]; r.b[1] = (unsigned char)(a.b[0] + 1); r.b[2] = a.b[1]; return r; }
FN S_40 s40_step(S_40 s, int k)
{
    int j;
    s.id = (int)((u32)s.id * 7u + (u32)k);
    s.s = (short)(s.s + s.c);
    s.c = (signed char)(s.c ^ k);
    for (j = 0; j < 4; j++)
        s.v[j] = s.v[(j + 1) & 3] - (double)k;
    return s;
}
FN u32 s40_hash(S_40 s)
{
    u32 h = mixh((u32)s.id, (u32)s.s);
    int j;
    h = mixh(h, (u32)s.c);
    for (j = 0; j < 4; j++)
        h = mixh(h, (u32)(bits_d(s.v[j]) >> 32) ^ (u32)bits_d(s.v[j]));
    return h;
}
FN V4f v4_mix(V4f a, V4f b)
{
    V4f r;
    r.x = a.x + b.y;
    r.y = a.y - b.x;
    r.z = a.w * b.z;
    r.w = a.z + b.w;
    return r;
}
FN V2i v2_swap(V2i a) { V2i r; r.x = a.y; r.y = (int)((u32)a.x + 1u); return r; }
FN V2d v2d_mid(V2d a, V2d b) { V2d r; r.x = (a.x + b.x) * 0.5; r.y = a.y - b.y; return r; }
FN S_big big_rev(S_big s, u32 k)
{
    S_big r;
    int j;
    for (j = 0; j < 64; j++)
        r.a[j] = s.a[63 - j] ^ (k + (u32)j);
    return r;
}
FN u32 big_hash(S_big s, V2i v)
{
    u32 h = (u32)v.x;
    int j;
    for (j = 0; j < 64; j++)
        h = mixh(h, s.a[j]);
    return mixh(h, (u32)v.y);
}
/* a struct through a pointer: both read and written */
FN void i3_scale(S_i3 *p, int k)
{
    p->x = (int)((u32)p->x * (u32)k);
    p->y = (int)((u32)p->y - (u32)k);
    p->z = p->x ^ p->y;
}

/* fourteen parameters, two of them structs */
FN u32 f_many(signed char a, short b, int c, i64 d, float e, double f, unsigned char g,
              unsigned short h, unsigned i, u64 j, S_cd k, S_i3 l, int m, float n)
{
    u32 x = mixh((u32)a, (u32)b);
    x = mixh(x, (u32)c);
    x = mixh(x, (u32)((u64)d >> 3));
    x = mixh(x, bits_f(e));
    x = mixh(x, (u32)(bits_d(f) >> 20));
    x = mixh(x, g);
    x = mixh(x, h);
    x = mixh(x, i);
    x = mixh(x, (u32)j ^ (u32)(j >> 32));
    x = mixh(x, (u32)k.c ^ (u32)(bits_d(k.d) >> 32));
    x = mixh(x, (u32)l.x + (u32)l.y * 3u + (u32)l.z * 5u);
    x = mixh(x, (u32)m);
    return mixh(x, bits_f(n));
}

/* ---- pointers into global, shared and local memory --------------------- */
FN void p_fill(int *p, int n, u32 seed)
{
    int k;
    for (k = 0; k < n; k++)
        p[k] = (int)(seed * (u32)(k + 1) ^ (u32)k);
}
FN u32 p_sum(const int *p, int n)
{
    u32 s = 0;
    int k;
    for (k = 0; k < n; k++)
        s = mixh(s, (u32)p[k]);
    return s;
}
FN void p_swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
FN int p_divmod(int a, int b, int *rem) { *rem = a % b; return a / b; }
/* a pointer to a pointer, and a pointer to a byte of a word */
FN void pp_advance(const int **pp, int k) { *pp += k; }
FN void p_setbyte(unsigned char *p, unsigned char v) { p[1] = v; }

/* ---- recursion --------------------------------------------------------- */
FN int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
FN int ack(int m, int n)
{
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
/* mutual recursion */
FN int r_odd(u32 n);
FN int r_even(u32 n) { return n == 0 ? 1 : r_odd(n - 1); }
FN int r_odd(u32 n) { return n == 0 ? 0 : r_even(n - 1); }
/* each frame owns a local array; the callee writes into its caller's */
FN u32 rec_local(int n, u32 *up)
{
    u32 mine[3], r;
    if (n <= 0) {
        up[0] ^= 1u;
        return 7u;
    }
    mine[0] = (u32)n;
    mine[1] = (u32)n * 3u;
    mine[2] = 0;
    r = rec_local(n - 1, mine);
    up[n % 3] += mine[0] + mine[1] * 5u + mine[2] * 7u + r;
    return r * 3u + mine[n % 3];
}
/* recursion through function pointers only: hop_a and hop_b call each
   other (and themselves) through hop_table, with values and a local
   array live across the call */
typedef u32 (*hopfn)(int, u32);
FN u32 hop_a(int n, u32 h);
FN u32 hop_b(int n, u32 h);
TABLE hopfn hop_table[2] = {hop_a, hop_b};
FN u32 hop_a(int n, u32 h)
{
    u32 x;
    if (n <= 0)
        return h;
    x = hop_table[(u32)n * 7u % 11u & 1u](n - 1, mixh(h, (u32)n));
    return x * 3u + h;
}
FN u32 hop_b(int n, u32 h)
{
    int loc[4];
    if (n <= 0)
        return h ^ 0xffu;
    p_fill(loc, 4, h);
    loc[3] = (int)hop_table[h & 1u](n - 1, h >> 1);
    return p_sum(loc, 4);
}
/* structs, floats and doubles in a recursive frame */
FN S_i3 rec_struct(S_i3 a, int n, float f, double d)
{
    S_i3 r;
    if (n <= 0) {
        a.z = (int)bits_f(f) ^ (int)(bits_d(d) >> 32);
        return a;
    }
    r = rec_struct(i3_add(a, a), n - 1, f + 1.5f, d * 0.5);
    r.x = (int)((u32)r.x ^ (u32)a.y);
    r.y = (int)((u32)r.y + bits_f(f));
    return r;
}
/* doubles through recursion: a sum of halves */
FN double rec_halves(double x, int n) { return n == 0 ? x : x + rec_halves(x * 0.5, n - 1); }

/* a binary search tree in global memory: node k at t[3k] = key, left,
   right (-1 for none) */
FN u32 tree_walk(const int *t, int k, u32 h)
{
    if (k < 0)
        return h;
    h = tree_walk(t, t[3 * k + 1], h);
    h = mixh(h, (u32)t[3 * k]);
    return tree_walk(t, t[3 * k + 2], h);
}
FN int tree_height(const int *t, int k)
{
    int a, b;
    if (k < 0)
        return 0;
    a = tree_height(t, t[3 * k + 1]);
    b = tree_height(t, t[3 * k + 2]);
    return 1 + (a > b ? a : b);
}
/* the depth where key is, or -1 - the depth where the search ended */
FN int tree_find(const int *t, int k, int key, int depth)
{
    if (k < 0)
        return -1 - depth;
    if (t[3 * k] == key)
        return depth;
    return tree_find(t, t[3 * k] > key ? t[3 * k + 1] : t[3 * k + 2], key, depth + 1);
}
FN int tree_count(const int *t, int k, int lo, int hi)
{
    if (k < 0)
        return 0;
    return (t[3 * k] >= lo && t[3 * k] < hi) + tree_count(t, t[3 * k + 1], lo, hi) +
           tree_count(t, t[3 * k + 2], lo, hi);
}

/* ---- function pointers ------------------------------------------------- */
typedef u32 (*binop)(u32, u32);
FN u32 op_add(u32 a, u32 b) { return a + b; }
FN u32 op_sub(u32 a, u32 b) { return a - b; }
FN u32 op_mul(u32 a, u32 b) { return a * b; }
FN u32 op_xor(u32 a, u32 b) { return a ^ b; }
FN u32 op_rot(u32 a, u32 b) { return rotl(a, b); }
FN u32 op_min(u32 a, u32 b) { return a < b ? a : b; }
TABLE binop op_table[6] = {op_add, op_sub, op_mul, op_xor, op_rot, op_min};
/* a recursive function reached through a pointer */
typedef int (*intfn)(int);
FN int tri(int n) { return n <= 0 ? 0 : n + tri(n - 1); }
FN int sq(int n) { return n * n; }
TABLE intfn int_table[3] = {fib, tri, sq};
/* pointers to functions taking and returning structs and doubles */
typedef S_i3 (*i3fn)(S_i3, S_i3);
FN S_i3 i3_sub(S_i3 a, S_i3 b)
{
    S_i3 r;
    r.x = (int)((u32)a.x - (u32)b.x);
    r.y = (int)((u32)a.y - (u32)b.y);
    r.z = (int)((u32)a.z - (u32)b.z);
    return r;
}
TABLE i3fn i3_table[2] = {i3_add, i3_sub};
typedef double (*dfn)(double, int);
FN double d_scale(double x, int k) { return x * (double)k; }
TABLE dfn d_table[2] = {rec_halves, d_scale};
/* pointers inside initialised structs, next to data and string addresses */
typedef struct { short k; signed char c; binop f; int tail; } S_entry;
TABLE S_entry entry_table[3] = {{1, 'a', op_add, 10}, {2, 'b', op_rot, 20}, {-3, 'c', op_mul, 30}};
TABLE const char entry_name[] = "calls";
typedef struct { const char *name; binop f; } S_named;
TABLE S_named named_table[2] = {{entry_name, op_sub}, {entry_name + 3, op_xor}};
/* higher order: a pointer as a parameter and as a result */
FN u32 fold(binop f, const int *v, int n, u32 acc)
{
    int k;
    for (k = 0; k < n; k++)
        acc = f(acc, (u32)v[k]);
    return acc;
}
FN binop pick(u32 k) { return op_table[k % 6]; }

/* ---- early returns in divergent code ---------------------------------- */
FN int collatz(int x, int *steps)
{
    int i;
    if (x < 0)
        return -1;
    if ((x & 3) == 0) {
        *steps = 1;
        return 10;
    }
    for (i = 0; i < 20; i++) {
        if (x % 5 == 0)
            return 100 + i;
        x = (x & 1) ? 3 * x + 1 : x / 2;
        *steps += 1;
        if (x == 1)
            return 200 + i;
    }
    return 300;
}
FN u32 nested_ret(u32 x)
{
    int s = 0, r;
    if (x & 1u)
        return x * 3u;
    r = collatz((int)(x % 1000u), &s);
    if (r >= 200)
        return (u32)(r + s);
    if (x & 2u) {
        if (x & 4u)
            return 5u;
        x += 9u;
    }
    return x + (u32)r * 2u + (u32)s;
}
/* a loop left by return from inside a nested loop */
FN int find_pair(const int *v, int n, int target)
{
    int a, b;
    for (a = 0; a < n; a++)
        for (b = a + 1; b < n; b++)
            if ((((u32)v[a] + (u32)v[b]) & 15u) == (u32)target)
                return a * 16 + b;
    return -1;
}

/* ---- a function called in a loop between barriers ---------------------- */
FN u32 step(u32 acc, u32 v, int j) { return rotl(acc, (u32)j + 1u) ^ (v + (u32)j); }

/* ======================================================================== */
/* kernel bodies: thread i, its inputs in[0..3], its outputs o[0..W-1] */

BODY void body_scalars(const int *in, u32 *o)
{
    int a = in[0], b = in[1], c = in[2], d = in[3];
    float fa = (float)(a >> 8) * 0.25f, fb = (float)b;
    double da = (double)a * 0.125, db = (double)c / 3.0;
    i64 la = (i64)((u64)(u32)a << 32 | (u32)c);
    S_cd k;
    S_i3 l;
    o[0] = (u32)f_s8((signed char)a, b);
    o[1] = f_u8((unsigned char)a, (unsigned char)c);
    o[2] = (u32)f_s16((short)a, (short)c);
    o[3] = f_u16((unsigned short)c);
    o[4] = (u32)f_s32(a, b);
    o[5] = (u32)(u64)f_s64(la, d);
    o[6] = (u32)((u64)f_s64(la, d) >> 32);
    o[7] = (u32)f_u64((u64)la, (u32)b);
    o[8] = bits_f(f_f32(fa, fb));
    o[9] = (u32)bits_d(f_f64(da, fa));
    o[10] = (u32)(bits_d(f_f64(db, fb)) >> 32);
    o[11] = bits_f(f_f32d(db));
    o[12] = f_mix((signed char)c, (unsigned char)b, (short)d, (unsigned short)a, b, (u32)c, la,
                  (u64)la * 3u, fa, db);
    k.c = (signed char)d;
    k.d = da;
    l.x = a;
    l.y = b;
    l.z = d;
    o[13] = f_many((signed char)a, (short)b, c, la, fb, da, (unsigned char)d, (unsigned short)c,
                   (u32)b, (u64)la ^ 0x5555u, k, l, d, fa);
    /* a narrow result used as an argument without widening in between */
    o[14] = (u32)f_s8(f_s8((signed char)b, c), d);
    o[15] = (u32)f_s16(f_s16((short)d, (short)a), (short)f_u8((unsigned char)b, 3));
    o[16] = bits_f(f_f32(f_f32d(da), -0.0f));
    o[17] = (u32)(u64)f_s64((i64)(0u - (u64)la), -d);
    o[18] = (u32)f_s32(-b, d);
    o[19] = f_mix(-1, 255, -32768, 65535, -1, 0xffffffffu, -1, ~0ull, -fa, -db);
    o[20] = (u32)f_prime((u32)b % 500u) | (u32)f_prime((u32)d) << 1 | (u32)f_prime((u32)c & 7u) << 2;
    o[21] = f_prime((u32)b) ? 7u : (u32)f_s8(-3, (int)f_prime((u32)a % 100u));
}

BODY void body_structs(const int *in, u32 *o)
{
    int a = in[0], b = in[1], c = in[2], d = in[3];
    S_cd p = cd_make((signed char)a, (double)b), q = cd_make((signed char)d, (double)c * 0.25);
    S_i3 x, y, z;
    S_sc sc, sr;
    S_b3 b3;
    S_40 s;
    int j;
    x.x = a; x.y = b; x.z = c;
    y.x = d; y.y = a ^ c; y.z = b - d;
    z = i3_add(x, y);
    o[0] = (u32)z.x; o[1] = (u32)z.y; o[2] = (u32)z.z;
    o[3] = (u32)p.c ^ (u32)bits_d(p.d);
    o[4] = (u32)(bits_d(cd_comb(p, q)) >> 32);
    o[5] = (u32)bits_d(cd_comb(q, p));
    sc.s = (short)a; sc.c = (signed char)b;
    sr = sc_swap(sc);
    o[6] = (u32)(unsigned short)sr.s | (u32)(unsigned char)sr.c << 16;
    b3.b[0] = (unsigned char)a; b3.b[1] = (unsigned char)b; b3.b[2] = (unsigned char)c;
    b3 = b3_rot(b3_rot(b3));
    o[7] = b3.b[0] | (u32)b3.b[1] << 8 | (u32)b3.b[2] << 16;
    s.id = a; s.s = (short)b; s.c = (signed char)c;
    for (j = 0; j < 4; j++)
        s.v[j] = (double)(d + j) * 0.5;
    s = s40_step(s, b & 15);
    o[8] = (u32)s.id; o[9] = (u32)(unsigned short)s.s | (u32)(unsigned char)s.c << 16;
    o[10] = (u32)(bits_d(s.v[0]) >> 32); o[11] = (u32)(bits_d(s.v[3]) >> 32);
    s = s40_step(s40_step(s, c & 7), d & 3);
    o[12] = s40_hash(s);
    i3_scale(&z, (b & 7) + 1);
    o[13] = (u32)z.x; o[14] = (u32)z.y; o[15] = (u32)z.z;
    z = i3_add(i3_add(x, x), i3_add(y, z));
    o[16] = (u32)z.x ^ (u32)z.y ^ (u32)z.z;
    o[17] = f_many((signed char)b, (short)a, d, (i64)c, (float)b, q.d, (unsigned char)c,
                   (unsigned short)d, (u32)a, (u64)(u32)b << 20, p, z, a, -1.5f);
    o[18] = (u32)cd_make(-128, -0.0).c | (u32)(bits_d(cd_make(127, 1e300).d) >> 40) << 8;
    o[19] = s40_hash(s40_step(s, 0));
    {
        V4f va, vb, vr;
        V2i ia, ib;
        V2d da, db, dr;
        S_big big;
        va.x = (float)b; va.y = (float)(a >> 9); va.z = 0.75f; va.w = (float)-d;
        vb.x = (float)(c >> 9); vb.y = -0.5f; vb.z = (float)b * 0.125f; vb.w = 3.0f;
        vr = v4_mix(va, vb);
        o[20] = bits_f(vr.x); o[21] = bits_f(vr.y); o[22] = bits_f(vr.z) ^ bits_f(vr.w);
        ia.x = a; ia.y = c;
        ib = v2_swap(v2_swap(v2_swap(ia)));
        o[23] = (u32)ib.x ^ (u32)ib.y << 5;
        da.x = (double)a; da.y = (double)c * 0.25; db.x = (double)d; db.y = (double)b / 7.0;
        dr = v2d_mid(da, db);
        o[24] = (u32)(bits_d(dr.x) >> 16);
        o[25] = (u32)bits_d(dr.y) ^ (u32)(bits_d(dr.y) >> 32);
        for (j = 0; j < 64; j++)
            big.a[j] = (u32)a * (u32)(j + 1) ^ (u32)c >> (j & 31);
        big = big_rev(big, (u32)b);
        o[26] = big.a[(u32)d % 64u];
        o[27] = big_hash(big_rev(big, (u32)d), ib);
    }
}

BODY void body_pointers(const int *in, int *glob, int *shr, u32 *o)
{
    int loc[6], r = 0, q, word = in[0];
    const int *cp = in;
    p_fill(loc, 6, (u32)in[0]);
    p_fill(shr, 6, (u32)in[1]);
    p_fill(glob, 6, (u32)in[2]);
    p_swap(&loc[1], &shr[2]);
    p_swap(&shr[4], &glob[0]);
    p_swap(&glob[5], &loc[5]);
    o[6] = p_sum(loc, 6);
    o[7] = p_sum(shr, 6);
    q = p_divmod(in[3], (in[1] & 15) + 1, &r);
    o[8] = (u32)q;
    o[9] = (u32)r;
    pp_advance(&cp, 2);
    o[10] = (u32)*cp;
    p_setbyte((unsigned char *)&word, (unsigned char)in[3]);
    o[11] = (u32)word;
}

BODY void body_recursion(const int *in, u32 *o)
{
    u32 b = (u32)in[1], up[3] = {1, 2, 3};
    o[0] = (u32)fib((int)(b % 15u));
    o[1] = (u32)ack((int)(b % 4u), (int)(b / 4u % 4u));
    o[2] = (u32)r_even(b % 40u) | (u32)r_odd((u32)in[3] % 33u) << 1;
    o[3] = rec_local((int)(b % 9u), up);
    o[4] = up[0];
    o[5] = up[1] ^ up[2] << 3;
    o[6] = (u32)(bits_d(rec_halves((double)in[0], (int)(b % 12u))) >> 20);
    o[7] = (u32)fib((int)((u32)in[3] % 7u)) + (u32)tri((int)(b % 20u));
    o[8] = hop_a((int)(b % 13u), (u32)in[0]);
    o[9] = hop_table[b & 1u]((int)((u32)in[3] % 10u), (u32)in[2]);
    {
        S_i3 x, r;
        x.x = in[0]; x.y = in[2]; x.z = in[3];
        r = rec_struct(x, (int)(b % 10u), (float)in[3], (double)in[2]);
        o[10] = (u32)r.x ^ (u32)r.z;
        o[11] = (u32)r.y;
    }
}

BODY void body_tree(const int *in, const int *tree, u32 *o)
{
    u32 b = (u32)in[1];
    int start = (int)((u32)in[3] % TREE_NODES);
    o[0] = tree_walk(tree, start, b);
    o[1] = (u32)tree_height(tree, start);
    o[2] = (u32)tree_find(tree, 0, tree[3 * (int)(b % TREE_NODES)], 0);
    o[3] = (u32)tree_find(tree, 0, (int)(b % 2000u), 0);
    o[4] = (u32)tree_count(tree, start, (int)(b % 1000u), (int)(b % 1000u) + 500);
    o[5] = tree_walk(tree, 0, 0);
}

/* host_table: op_table's six pointers as the host copied them out of the
   module and back into a buffer of its own (cudaMemcpyFromSymbol) */
BODY void body_fnptr(const int *in, const binop *host_table, u32 *o)
{
    u32 a = (u32)in[0], b = (u32)in[1], c = (u32)in[2], d = (u32)in[3];
    binop f = op_table[d % 6u];
    intfn g = int_table[b % 3u];
    S_i3 x, y, z;
    x.x = (int)a; x.y = (int)b; x.z = (int)c;
    y.x = (int)d; y.y = (int)(a >> 3); y.z = 7;
    z = i3_table[c & 1u](x, y);
    o[0] = f(a, c);
    o[1] = op_table[(d + 1u) % 6u](op_table[b % 6u](a, b), c);
    o[2] = (u32)g((int)(d % 13u));
    o[3] = (u32)z.x ^ (u32)z.y << 1 ^ (u32)z.z << 2;
    o[4] = (u32)(bits_d(d_table[a & 1u]((double)c, (int)(b % 9u))) >> 16);
    o[5] = fold(f, in, 4, b);
    o[6] = fold(pick(a), in, 3, d);
    o[7] = pick(b)(pick(c)(a, b), pick(d)(c, d));
    /* the same pointer for every lane and a pointer chosen per lane */
    o[8] = fold(op_table[2], in, 4, 1u) ^ fold(op_table[a % 6u], in + 1, 3, 2u);
    o[9] = (u32)(f == op_table[3]) | (u32)(g == int_table[0]) << 1 | (u32)(pick(d) == f) << 2;
    o[10] = host_table[d % 6u](a, c) ^ host_table[(b + 3u) % 6u](b, d);
    o[11] = (u32)(host_table[b % 6u] == op_table[b % 6u]) | (u32)(host_table[c % 6u] == pick(c)) << 1;
    {
        const S_entry *e = &entry_table[d % 3u];
        const S_named *nm = &named_table[b & 1u];
        o[12] = e->f(a, (u32)e->k) + (u32)e->c + (u32)e->tail;
        o[13] = nm->f(c, (u32)nm->name[d % 3u]);
    }
}

BODY void body_early(const int *in, u32 *o)
{
    int s = 0, v[6], k;
    u32 a = (u32)in[0];
    o[0] = (u32)collatz((int)(a % 2000u) - 100, &s);
    o[1] = (u32)s;
    o[2] = nested_ret(a);
    o[3] = nested_ret((u32)in[2]);
    for (k = 0; k < 6; k++)
        v[k] = in[k & 3] >> k;
    o[4] = (u32)find_pair(v, 6, in[1] & 15);
    o[5] = (u32)find_pair(v, 3 + (int)((u32)in[3] % 4u), (in[3] >> 4) & 15);
}

#endif
