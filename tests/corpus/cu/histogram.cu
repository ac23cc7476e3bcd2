// Histograms: global atomics, privatized shared, per-warp sub-histograms, float binning, 2D.
__global__ void hist_global(const unsigned char *data, unsigned *hist, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) atomicAdd(&hist[data[i]], 1);
}

__global__ void hist_shared(const unsigned char *data, unsigned *hist, int n)
{
    __shared__ unsigned h[256];
    for (int i = threadIdx.x; i < 256; i += blockDim.x) h[i] = 0;
    __syncthreads();
    const uchar4 *d4 = (const uchar4 *)data;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 4; i += blockDim.x * gridDim.x) {
        uchar4 v = d4[i];
        atomicAdd(&h[v.x], 1); atomicAdd(&h[v.y], 1); atomicAdd(&h[v.z], 1); atomicAdd(&h[v.w], 1);
    }
    __syncthreads();
    for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&hist[i], h[i]);
}

__global__ void hist_per_warp(const unsigned *data, unsigned *hist, int n, int bins)
{
    extern __shared__ unsigned wh[];
    int warps = blockDim.x / 32, w = threadIdx.x / 32;
    for (int i = threadIdx.x; i < warps * bins; i += blockDim.x) wh[i] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        unsigned b = data[i] % bins;
        unsigned peers = __match_any_sync(__activemask(), b);
        int leader = __ffs(peers) - 1;
        if ((threadIdx.x & 31) == leader) atomicAdd(&wh[w * bins + b], __popc(peers));
    }
    __syncthreads();
    for (int b = threadIdx.x; b < bins; b += blockDim.x) {
        unsigned s = 0;
        for (int k = 0; k < warps; k++) s += wh[k * bins + b];
        atomicAdd(&hist[b], s);
    }
}

__global__ void hist_float(const float *x, int n, float lo, float hi, int bins, unsigned long long *hist, float *sums)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    if (!(v >= lo && v < hi)) return;
    int b = (int)((v - lo) / (hi - lo) * bins);
    b = min(max(b, 0), bins - 1);
    atomicAdd(&hist[b], 1ull);
    atomicAdd(&sums[b], v);
}

__global__ void hist_2d(const float2 *pts, int n, unsigned *grid, int gw, int gh)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 p = pts[i];
    int x = __float2int_rd(p.x * gw), y = __float2int_rd(p.y * gh);
    if (x >= 0 && x < gw && y >= 0 && y < gh) atomicInc(&grid[y * gw + x], 0xffffffffu);
}

__global__ void rgb_hist(const uchar4 *img, int n, unsigned *hr, unsigned *hg, unsigned *hb, unsigned *hl)
{
    __shared__ unsigned s[4][256];
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) (&s[0][0])[i] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        uchar4 p = img[i];
        atomicAdd(&s[0][p.x], 1); atomicAdd(&s[1][p.y], 1); atomicAdd(&s[2][p.z], 1);
        int lum = (int)(0.299f * p.x + 0.587f * p.y + 0.114f * p.z + 0.5f);
        atomicAdd(&s[3][min(lum, 255)], 1);
    }
    __syncthreads();
    for (int i = threadIdx.x; i < 256; i += blockDim.x) {
        atomicAdd(&hr[i], s[0][i]); atomicAdd(&hg[i], s[1][i]); atomicAdd(&hb[i], s[2][i]); atomicAdd(&hl[i], s[3][i]);
    }
}

__global__ void equalize(uchar4 *img, int n, const unsigned *cdf, unsigned cdf_min)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uchar4 p = img[i];
    float scale = 255.0f / (n - cdf_min);
    p.x = (unsigned char)__float2uint_rn((cdf[p.x] - cdf_min) * scale);
    p.y = (unsigned char)__float2uint_rn((cdf[p.y] - cdf_min) * scale);
    p.z = (unsigned char)__float2uint_rn((cdf[p.z] - cdf_min) * scale);
    img[i] = p;
}
