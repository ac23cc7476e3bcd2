// SHA-256 of many independent messages, one per thread.
#include <cstdint>

__constant__ uint32_t K256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

__device__ const uint32_t H0[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

__device__ __forceinline__ uint32_t rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }
__device__ __forceinline__ uint32_t ch(uint32_t x, uint32_t y, uint32_t z) { return (x & y) ^ (~x & z); }
__device__ __forceinline__ uint32_t maj(uint32_t x, uint32_t y, uint32_t z) { return (x & y) ^ (x & z) ^ (y & z); }
__device__ __forceinline__ uint32_t S0(uint32_t x) { return rotr(x, 2) ^ rotr(x, 13) ^ rotr(x, 22); }
__device__ __forceinline__ uint32_t S1(uint32_t x) { return rotr(x, 6) ^ rotr(x, 11) ^ rotr(x, 25); }
__device__ __forceinline__ uint32_t s0(uint32_t x) { return rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3); }
__device__ __forceinline__ uint32_t s1(uint32_t x) { return rotr(x, 17) ^ rotr(x, 19) ^ (x >> 10); }

__device__ void sha256_block(uint32_t state[8], const uint8_t *block)
{
    uint32_t w[64];
#pragma unroll
    for (int i = 0; i < 16; i++)
        w[i] = ((uint32_t)block[4 * i] << 24) | ((uint32_t)block[4 * i + 1] << 16) | ((uint32_t)block[4 * i + 2] << 8) | block[4 * i + 3];
#pragma unroll
    for (int i = 16; i < 64; i++) w[i] = s1(w[i - 2]) + w[i - 7] + s0(w[i - 15]) + w[i - 16];
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6], h = state[7];
#pragma unroll
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = h + S1(e) + ch(e, f, g) + K256[i] + w[i];
        uint32_t t2 = S0(a) + maj(a, b, c);
        h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
}

__device__ void sha256(const uint8_t *msg, uint32_t len, uint8_t out[32])
{
    uint32_t st[8];
    for (int i = 0; i < 8; i++) st[i] = H0[i];
    uint32_t off = 0;
    while (len - off >= 64) { sha256_block(st, msg + off); off += 64; }
    uint8_t tail[128];
    uint32_t rem = len - off;
    for (uint32_t i = 0; i < rem; i++) tail[i] = msg[off + i];
    tail[rem] = 0x80;
    uint32_t padlen = rem < 56 ? 64 : 128;
    for (uint32_t i = rem + 1; i < padlen - 8; i++) tail[i] = 0;
    unsigned long long bits = (unsigned long long)len * 8;
    for (int i = 0; i < 8; i++) tail[padlen - 1 - i] = (uint8_t)(bits >> (8 * i));
    sha256_block(st, tail);
    if (padlen == 128) sha256_block(st, tail + 64);
    for (int i = 0; i < 8; i++) {
        out[4 * i] = st[i] >> 24; out[4 * i + 1] = st[i] >> 16; out[4 * i + 2] = st[i] >> 8; out[4 * i + 3] = st[i];
    }
}

__global__ void sha256_kernel(const uint8_t *msgs, const uint32_t *lens, uint32_t stride, uint8_t *digests, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) sha256(msgs + (size_t)i * stride, lens[i], digests + 32 * i);
}

// Brute-force a nonce such that sha256(prefix||nonce) has leading zero bits.
__global__ void mine(const uint8_t *prefix, int plen, unsigned difficulty, unsigned long long start, unsigned long long *found)
{
    unsigned long long nonce = start + blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    uint8_t buf[64];
    for (int i = 0; i < plen && i < 48; i++) buf[i] = prefix[i];
    for (int i = 0; i < 8; i++) buf[plen + i] = (uint8_t)(nonce >> (8 * i));
    uint8_t d[32];
    sha256(buf, plen + 8, d);
    uint32_t head = ((uint32_t)d[0] << 24) | ((uint32_t)d[1] << 16) | ((uint32_t)d[2] << 8) | d[3];
    if (__clz(head) >= (int)difficulty) atomicMin(found, nonce);
}
