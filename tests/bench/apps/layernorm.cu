// LayerNorm forward of a transformer block: one warp per row of C floats,
// mean and variance by warp-shuffle reductions, then out = (x - mean) *
// rstd * weight + bias. Also stores each row's mean and rstd, as the
// backward pass needs them.

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return __shfl_sync(0xffffffffu, v, 0);
}

extern "C" __global__ void layernorm_forward(float *__restrict__ out, float *__restrict__ mean,
                                             float *__restrict__ rstd, const float *__restrict__ inp,
                                             const float *__restrict__ weight,
                                             const float *__restrict__ bias, int N, int C)
{
    int lane = threadIdx.x % 32;
    int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    if (row >= N)
        return;
    const float *x = inp + (long)row * C;

    float sum = 0.0f;
    for (int i = lane; i < C; i += 32)
        sum += x[i];
    float m = warp_sum(sum) / C;

    float sq = 0.0f;
    for (int i = lane; i < C; i += 32) {
        float d = x[i] - m;
        sq += d * d;
    }
    float s = rsqrtf(warp_sum(sq) / C + 1e-5f);

    float *o = out + (long)row * C;
    for (int i = lane; i < C; i += 32)
        o[i] = (x[i] - m) * s * weight[i] + bias[i];
    if (lane == 0) {
        mean[row] = m;
        rstd[row] = s;
    }
}
