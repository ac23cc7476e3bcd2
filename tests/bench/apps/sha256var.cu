// SHA-256 of one message a thread, the lengths differing (0 to 500
// bytes): threads of a warp run 1 to 8 compression rounds, so the block
// loop diverges. Each message is made in the kernel from its thread
// index (byte i of message t: (t * 131 + i * 7 + (i >> 3)) & 255; its
// length: (t * 2654435761) >> 7, mod 501). The C twin is in
// sha256var_twin.h.
__constant__ unsigned K[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
    0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
    0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
    0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
    0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
    0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
    0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
    0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u};

__device__ __forceinline__ unsigned rotr(unsigned x, int n) { return (x >> n) | (x << (32 - n)); }

// Byte k of message t's padded stream (len bytes, nblk 64-byte blocks).
__device__ __forceinline__ unsigned pad_byte(unsigned t, unsigned k, unsigned len, unsigned nblk)
{
    if (k < len)
        return (t * 131u + k * 7u + (k >> 3)) & 255u;
    if (k == len)
        return 0x80u;
    unsigned end = nblk * 64u;
    if (k >= end - 4u)                   // the bit length, big-endian
        return ((len * 8u) >> (8u * (end - 1u - k))) & 255u;
    return 0u;
}

extern "C" __global__ void sha256var(int n, unsigned *out)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= (unsigned)n)
        return;
    unsigned len = ((t * 2654435761u) >> 7) % 501u;
    unsigned nblk = (len + 9u + 63u) / 64u;
    unsigned h[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                     0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
    for (unsigned blk = 0; blk < nblk; blk++) {
        unsigned w[64];
        for (int i = 0; i < 16; i++) {
            unsigned k = blk * 64u + (unsigned)i * 4u;
            w[i] = pad_byte(t, k, len, nblk) << 24 | pad_byte(t, k + 1u, len, nblk) << 16 |
                   pad_byte(t, k + 2u, len, nblk) << 8 | pad_byte(t, k + 3u, len, nblk);
        }
        for (int i = 16; i < 64; i++) {
            unsigned s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            unsigned s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        unsigned a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
        for (int i = 0; i < 64; i++) {
            unsigned t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
            unsigned t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
    }
    for (int i = 0; i < 8; i++)
        out[t * 8u + (unsigned)i] = h[i];
}
