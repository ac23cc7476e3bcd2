// Monte Carlo prices of European call options: each thread draws its
// own stream of uniforms (xorshift32 seeded by a hash of its global
// index), turns pairs into two normal variates (Box-Muller), follows two
// terminal prices of geometric Brownian motion and sums their payoffs;
// each block reduces its threads' sums (warp shuffles, then one warp
// over the warps' sums). A second kernel, one warp per option, adds the
// blocks' sums and discounts their mean. Grid: blocks x options.
#define FULL_MASK 0xffffffffu
#define TWO_PI 6.28318530717958647692f

__device__ inline unsigned hashSeed(unsigned x)
{
    x += 1;
    x ^= x >> 16;
    x *= 0x85ebca6bu;
    x ^= x >> 13;
    x *= 0xc2b2ae35u;
    x ^= x >> 16;
    return x ? x : 1;
}

__device__ inline float uniformOpen(unsigned &state)
{
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return ((state >> 8) + 0.5f) * (1.0f / 16777216.0f);
}

__device__ inline float warpSum(float v)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(FULL_MASK, v, offset);
    return v;
}

__global__ void monteCarloPaths(float *partialSums, const float *spot, const float *strike,
                                const float *years, float riskFree, float volatility,
                                int pathsPerOption)
{
    __shared__ float warpSums[32];
    const int opt = blockIdx.y;
    const int tid = blockIdx.x * blockDim.x + threadIdx.x;
    const int threads = blockDim.x * gridDim.x;
    unsigned state = hashSeed(opt * threads + tid);

    const float T = years[opt];
    const float drift = (riskFree - 0.5f * volatility * volatility) * T;
    const float diffusion = volatility * sqrtf(T);
    const float S = spot[opt], X = strike[opt];

    float sum = 0;
    for (int pair = tid; pair < pathsPerOption / 2; pair += threads) {
        float u1 = uniformOpen(state), u2 = uniformOpen(state);
        float radius = sqrtf(-2.0f * logf(u1));
        float s, c;
        __sincosf(TWO_PI * u2, &s, &c);
        sum += fmaxf(S * __expf(drift + diffusion * radius * c) - X, 0.0f);
        sum += fmaxf(S * __expf(drift + diffusion * radius * s) - X, 0.0f);
    }

    sum = warpSum(sum);
    int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
    if (lane == 0)
        warpSums[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        sum = warpSum(lane < blockDim.x / warpSize ? warpSums[lane] : 0.0f);
        if (lane == 0)
            partialSums[opt * gridDim.x + blockIdx.x] = sum;
    }
}

__global__ void monteCarloPrice(float *price, const float *partialSums, int blocksPerOption,
                                const float *years, float riskFree, int pathsPerOption)
{
    const int opt = blockIdx.x;
    float sum = 0;
    for (int i = threadIdx.x; i < blocksPerOption; i += warpSize)
        sum += partialSums[opt * blocksPerOption + i];
    sum = warpSum(sum);
    if (threadIdx.x == 0)
        price[opt] = __expf(-riskFree * years[opt]) * sum / pathsPerOption;
}
