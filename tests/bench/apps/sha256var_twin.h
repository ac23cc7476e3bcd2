/* The C twin of sha256var.cu: the same messages (made from the thread
   index), hashed one after another. Shared by the sha256var application
   and the ctrl_apps test suite. */
#ifndef BENCH_SHA256VAR_TWIN_H
#define BENCH_SHA256VAR_TWIN_H

#include <stdint.h>

static uint32_t sv_rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

static uint32_t sv_byte(uint32_t t, uint32_t k, uint32_t len, uint32_t nblk)
{
    uint32_t end = nblk * 64u;
    if (k < len)
        return (t * 131u + k * 7u + (k >> 3)) & 255u;
    if (k == len)
        return 0x80u;
    if (k >= end - 4u)
        return ((len * 8u) >> (8u * (end - 1u - k))) & 255u;
    return 0u;
}

/* The message length of thread t (0 to 500 bytes). */
static uint32_t sv_len(uint32_t t) { return ((t * 2654435761u) >> 7) % 501u; }

/* Thread t's digest into h[8]. */
static void sv_hash(uint32_t t, uint32_t *h)
{
    static const uint32_t K[64] = {
        0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
        0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
        0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
        0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
        0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
        0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
        0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
        0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u};
    static const uint32_t H0[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                                   0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
    uint32_t len = sv_len(t), nblk = (len + 9u + 63u) / 64u, blk;
    int i;
    for (i = 0; i < 8; i++)
        h[i] = H0[i];
    for (blk = 0; blk < nblk; blk++) {
        uint32_t w[64], a, b, c, d, e, f, g, hh;
        for (i = 0; i < 16; i++) {
            uint32_t k = blk * 64u + (uint32_t)i * 4u;
            w[i] = sv_byte(t, k, len, nblk) << 24 | sv_byte(t, k + 1u, len, nblk) << 16 |
                   sv_byte(t, k + 2u, len, nblk) << 8 | sv_byte(t, k + 3u, len, nblk);
        }
        for (i = 16; i < 64; i++) {
            uint32_t s0 = sv_rotr(w[i - 15], 7) ^ sv_rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            uint32_t s1 = sv_rotr(w[i - 2], 17) ^ sv_rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        a = h[0]; b = h[1]; c = h[2]; d = h[3]; e = h[4]; f = h[5]; g = h[6]; hh = h[7];
        for (i = 0; i < 64; i++) {
            uint32_t t1 = hh + (sv_rotr(e, 6) ^ sv_rotr(e, 11) ^ sv_rotr(e, 25)) +
                          ((e & f) ^ (~e & g)) + K[i] + w[i];
            uint32_t t2 = (sv_rotr(a, 2) ^ sv_rotr(a, 13) ^ sv_rotr(a, 22)) +
                          ((a & b) ^ (a & c) ^ (b & c));
            hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
    }
}

#endif
