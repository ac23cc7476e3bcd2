// Cross-entropy loss and its gradient through the softmax, fused, over
// GPT-2's vocabulary: one block per row of logits; the row's maximum and
// the sum of exponentials by butterfly shuffles within each warp and the
// warps' partials through shared memory; then loss = log(sum) - (x_t -
// max) and dlogits = (softmax - onehot(t)) * dloss.

__device__ float warp_max(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
    return v;
}

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    return v;
}

// Every thread gets the block's result; `shared` is free again on return.
__device__ float block_reduce(float v, bool is_max, float *shared)
{
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32, nwarps = blockDim.x / 32;
    v = is_max ? warp_max(v) : warp_sum(v);
    if (lane == 0)
        shared[warp] = v;
    __syncthreads();
    v = lane < nwarps ? shared[lane] : (is_max ? -INFINITY : 0.0f);
    v = is_max ? warp_max(v) : warp_sum(v);
    __syncthreads();
    return v;
}

extern "C" __global__ void crossentropy_softmax_backward(float *__restrict__ dlogits,
                                                         float *__restrict__ losses,
                                                         const float *__restrict__ logits,
                                                         const int *__restrict__ targets, int V,
                                                         float dloss)
{
    __shared__ float shared[32];
    const float *x = logits + (long)blockIdx.x * V;
    float *dx = dlogits + (long)blockIdx.x * V;

    float mx = -INFINITY;
    for (int i = threadIdx.x; i < V; i += blockDim.x)
        mx = fmaxf(mx, x[i]);
    mx = block_reduce(mx, true, shared);

    float sum = 0.0f;
    for (int i = threadIdx.x; i < V; i += blockDim.x)
        sum += expf(x[i] - mx);
    sum = block_reduce(sum, false, shared);

    int t = targets[blockIdx.x];
    if (threadIdx.x == 0)
        losses[blockIdx.x] = logf(sum) - (x[t] - mx);
    float inv = 1.0f / sum;
    for (int i = threadIdx.x; i < V; i += blockDim.x) {
        float p = expf(x[i] - mx) * inv;
        dx[i] = (p - (i == t ? 1.0f : 0.0f)) * dloss;
    }
}
