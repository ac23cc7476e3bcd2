// Plain C operators only (no intrinsics), so that -G builds have no calls.
#include "prelude.h"
typedef unsigned u32;
typedef unsigned long long u64;

// W = 12
extern "C" __global__ void plain_i32(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    u32 x = a[i], y = b[i], z = c[i];
    int sx = (int)x, sy = (int)y;
    u32 *d = o + i * 12;
    d[0] = x + y * z;
    d[1] = x - y;
    d[2] = (u32)((long long)sx * sy >> 32);
    d[3] = (u32)((u64)x * y >> 32);
    d[4] = y ? x / y : 1u;
    d[5] = y ? x % y : 2u;
    d[6] = (sy != 0 && !(sx == (int)0x80000000 && sy == -1)) ? (u32)(sx / sy) : 3u;
    d[7] = (sy != 0 && !(sx == (int)0x80000000 && sy == -1)) ? (u32)(sx % sy) : 4u;
    d[8] = x << (y & 31) | x >> (z & 31);
    d[9] = (u32)(sx >> (y & 31));
    d[10] = (sx < sy) | (x < y) << 1 | (sx <= sy) << 2 | (x >= y) << 3 | (x == y) << 4 | (sx > sy) << 5;
    d[11] = (u32)(unsigned short)((short)x + (short)y) | (u32)(unsigned char)((signed char)x * (signed char)z) << 16;
}

union fu { float f; u32 u; };

// W = 8
extern "C" __global__ void plain_f32(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    union fu X, Y, R; X.u = a[i]; Y.u = b[i];
    float x = X.f, y = Y.f;
    u32 *d = o + i * 8;
    d[0] = (R.f = x + y, R.u);
    d[1] = (R.f = x - y, R.u);
    d[2] = (R.f = x * y, R.u);
    d[3] = (R.f = x / y, R.u);
    d[4] = (x < y) | (x <= y) << 1 | (x == y) << 2 | (x != y) << 3 | (x > y) << 4 | (x >= y) << 5;
    d[5] = (u32)(int)x;
    d[6] = (R.f = (float)(int)a[i], R.u);
    d[7] = (R.f = -x, R.u);
}
