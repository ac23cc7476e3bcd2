// Prefix sums: Hillis-Steele, Blelloch work-efficient, warp-shuffle block scan, decoupled multi-block.
__global__ void scan_hillis_steele(const float *in, float *out, int n)
{
    extern __shared__ float tmp[];
    int t = threadIdx.x;
    int pout = 0, pin = 1;
    tmp[pout * n + t] = t > 0 ? in[t - 1] : 0;
    __syncthreads();
    for (int off = 1; off < n; off *= 2) {
        pout = 1 - pout; pin = 1 - pout;
        if (t >= off) tmp[pout * n + t] = tmp[pin * n + t] + tmp[pin * n + t - off];
        else tmp[pout * n + t] = tmp[pin * n + t];
        __syncthreads();
    }
    out[t] = tmp[pout * n + t];
}

#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

__global__ void scan_blelloch(const int *in, int *out, int *block_sums, int n)
{
    extern __shared__ int temp[];
    int t = threadIdx.x;
    int base = blockIdx.x * n;
    int ai = t, bi = t + n / 2;
    int oa = CONFLICT_FREE_OFFSET(ai), ob = CONFLICT_FREE_OFFSET(bi);
    temp[ai + oa] = in[base + ai];
    temp[bi + ob] = in[base + bi];
    int offset = 1;
    for (int d = n >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (t < d) {
            int a = offset * (2 * t + 1) - 1, b = offset * (2 * t + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a); b += CONFLICT_FREE_OFFSET(b);
            temp[b] += temp[a];
        }
        offset *= 2;
    }
    if (t == 0) {
        int last = n - 1 + CONFLICT_FREE_OFFSET(n - 1);
        if (block_sums) block_sums[blockIdx.x] = temp[last];
        temp[last] = 0;
    }
    for (int d = 1; d < n; d *= 2) {
        offset >>= 1;
        __syncthreads();
        if (t < d) {
            int a = offset * (2 * t + 1) - 1, b = offset * (2 * t + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a); b += CONFLICT_FREE_OFFSET(b);
            int x = temp[a]; temp[a] = temp[b]; temp[b] += x;
        }
    }
    __syncthreads();
    out[base + ai] = temp[ai + oa];
    out[base + bi] = temp[bi + ob];
}

__global__ void add_block_sums(int *data, const int *sums, int n)
{
    int i = blockIdx.x * n + threadIdx.x;
    data[i] += sums[blockIdx.x];
    data[i + n / 2] += sums[blockIdx.x];
}

__device__ int block_scan_shfl(int v, int *total)
{
    __shared__ int warp_sums[32];
    int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
    for (int o = 1; o < 32; o <<= 1) { int n = __shfl_up_sync(0xffffffff, v, o); if (lane >= o) v += n; }
    if (lane == 31) warp_sums[wid] = v;
    __syncthreads();
    if (wid == 0) {
        int nw = (blockDim.x + 31) / 32;
        int w = lane < nw ? warp_sums[lane] : 0;
        for (int o = 1; o < 32; o <<= 1) { int n = __shfl_up_sync(0xffffffff, w, o); if (lane >= o) w += n; }
        warp_sums[lane] = w;
    }
    __syncthreads();
    if (wid > 0) v += warp_sums[wid - 1];
    *total = warp_sums[(blockDim.x - 1) >> 5];
    return v;
}

__global__ void scan_shfl(const int *in, int *out, int *sums, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int total;
    int v = block_scan_shfl(i < n ? in[i] : 0, &total);
    if (i < n) out[i] = v;
    if (threadIdx.x == 0 && sums) sums[blockIdx.x] = total;
}

// Single-pass chained scan with status flags (look-back)
__device__ volatile unsigned long long tile_status[4096];
__device__ unsigned tile_counter;

__global__ void scan_chained(const int *in, int *out, int n)
{
    __shared__ unsigned tile;
    __shared__ int prefix;
    if (threadIdx.x == 0) tile = atomicAdd(&tile_counter, 1);
    __syncthreads();
    int i = tile * blockDim.x + threadIdx.x;
    int total;
    int v = block_scan_shfl(i < n ? in[i] : 0, &total);
    if (threadIdx.x == 0) {
        if (tile == 0) { tile_status[0] = (2ull << 32) | (unsigned)total; prefix = 0; }
        else {
            tile_status[tile] = (1ull << 32) | (unsigned)total;
            int acc = 0;
            int look = tile - 1;
            while (true) {
                unsigned long long s = tile_status[look];
                unsigned flag = s >> 32;
                if (flag == 0) continue;
                acc += (int)(unsigned)s;
                if (flag == 2) break;
                look--;
            }
            tile_status[tile] = (2ull << 32) | (unsigned)(acc + total);
            prefix = acc;
        }
    }
    __syncthreads();
    if (i < n) out[i] = v + prefix;
}

__global__ void segmented_scan(const float *in, const int *flags, float *out, int n)
{
    __shared__ float sv[256];
    __shared__ int sf[256];
    int t = threadIdx.x, i = blockIdx.x * 256 + t;
    sv[t] = i < n ? in[i] : 0; sf[t] = i < n ? flags[i] : 1;
    __syncthreads();
    for (int o = 1; o < 256; o <<= 1) {
        float v = sv[t]; int f = sf[t];
        if (t >= o && !f) { v += sv[t - o]; f |= sf[t - o]; }
        __syncthreads();
        sv[t] = v; sf[t] = f;
        __syncthreads();
    }
    if (i < n) out[i] = sv[t];
}
