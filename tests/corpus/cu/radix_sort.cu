// LSD radix sort building blocks: per-block digit counting, local split, scatter.
#define RADIX_BITS 4
#define RADIX (1 << RADIX_BITS)

__global__ void radix_count(const unsigned *keys, unsigned *counts, int n, int shift)
{
    __shared__ unsigned c[RADIX];
    if (threadIdx.x < RADIX) c[threadIdx.x] = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&c[(keys[i] >> shift) & (RADIX - 1)], 1);
    __syncthreads();
    if (threadIdx.x < RADIX) counts[threadIdx.x * gridDim.x + blockIdx.x] = c[threadIdx.x];
}

__global__ void exclusive_scan_small(unsigned *data, int n)
{
    __shared__ unsigned s[2048];
    for (int i = threadIdx.x; i < n; i += blockDim.x) s[i] = data[i];
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned acc = 0;
        for (int i = 0; i < n; i++) { unsigned v = s[i]; s[i] = acc; acc += v; }
    }
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x) data[i] = s[i];
}

// Stable split within a block for one bit using ballot/popc.
__device__ unsigned split_rank(bool bit, unsigned *zeros_total)
{
    __shared__ unsigned warp_zeros[32];
    __shared__ unsigned total0;
    unsigned lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    unsigned b = __ballot_sync(0xffffffff, !bit);
    unsigned below = __popc(b & ((1u << lane) - 1));
    if (lane == 0) warp_zeros[w] = __popc(b);
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned acc = 0;
        for (unsigned k = 0; k < blockDim.x / 32; k++) { unsigned v = warp_zeros[k]; warp_zeros[k] = acc; acc += v; }
        total0 = acc;
    }
    __syncthreads();
    unsigned zeros_before = warp_zeros[w] + below;
    *zeros_total = total0;
    unsigned ones_before = threadIdx.x - zeros_before;
    return bit ? total0 + ones_before : zeros_before;
}

__global__ void radix_block_sort(unsigned *keys, unsigned *vals, int shift)
{
    __shared__ unsigned sk[1024], sv[1024];
    int base = blockIdx.x * blockDim.x;
    unsigned k = keys[base + threadIdx.x], v = vals[base + threadIdx.x];
    for (int b = 0; b < RADIX_BITS; b++) {
        unsigned zt;
        unsigned r = split_rank((k >> (shift + b)) & 1, &zt);
        sk[r] = k; sv[r] = v;
        __syncthreads();
        k = sk[threadIdx.x]; v = sv[threadIdx.x];
        __syncthreads();
    }
    keys[base + threadIdx.x] = k;
    vals[base + threadIdx.x] = v;
}

__global__ void radix_scatter(const unsigned *keys_in, const unsigned *vals_in, unsigned *keys_out, unsigned *vals_out,
                              const unsigned *offsets, int n, int shift)
{
    __shared__ unsigned digit_start[RADIX];
    __shared__ unsigned digits[1024];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned k = i < n ? keys_in[i] : 0xffffffffu;
    unsigned d = (k >> shift) & (RADIX - 1);
    digits[threadIdx.x] = d;
    __syncthreads();
    if (threadIdx.x < RADIX) {
        unsigned first = blockDim.x;
        for (unsigned j = 0; j < blockDim.x; j++) if (digits[j] == threadIdx.x) { first = j; break; }
        digit_start[threadIdx.x] = first;
    }
    __syncthreads();
    if (i < n) {
        unsigned local = threadIdx.x - digit_start[d];
        unsigned dst = offsets[d * gridDim.x + blockIdx.x] + local;
        keys_out[dst] = k;
        vals_out[dst] = vals_in[i];
    }
}

__device__ __forceinline__ unsigned float_to_sortable(float f)
{
    unsigned u = __float_as_uint(f);
    return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}
__device__ __forceinline__ float sortable_to_float(unsigned u)
{
    return __uint_as_float((u & 0x80000000u) ? (u & 0x7fffffffu) : ~u);
}

__global__ void float_keys(const float *in, unsigned *out, int n, int inverse)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    if (!inverse) out[i] = float_to_sortable(in[i]);
    else ((float *)out)[i] = sortable_to_float(((const unsigned *)in)[i]);
}

__global__ void radix_sort_64(unsigned long long *keys, int n)
{
    // single-block LSD sort of 64-bit keys, 1 bit per pass (small n)
    __shared__ unsigned long long s[512], t[512];
    __shared__ unsigned zeros;
    for (int i = threadIdx.x; i < n; i += blockDim.x) s[i] = keys[i];
    __syncthreads();
    for (int bit = 0; bit < 64; bit++) {
        if (threadIdx.x == 0) {
            unsigned z = 0;
            for (int i = 0; i < n; i++) z += !((s[i] >> bit) & 1);
            zeros = z;
            unsigned zi = 0, oi = z;
            for (int i = 0; i < n; i++) { if ((s[i] >> bit) & 1) t[oi++] = s[i]; else t[zi++] = s[i]; }
        }
        __syncthreads();
        for (int i = threadIdx.x; i < n; i += blockDim.x) s[i] = t[i];
        __syncthreads();
    }
    for (int i = threadIdx.x; i < n; i += blockDim.x) keys[i] = s[i] + 0 * zeros;
}
