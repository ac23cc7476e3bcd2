// Row softmax with the online normaliser: one warp per row; each lane
// keeps a running maximum and a sum rescaled whenever the maximum grows,
// the lanes' pairs are merged by shuffles, and a second pass writes
// exp(x - max) / sum.

extern "C" __global__ void softmax_forward(float *__restrict__ out, const float *__restrict__ inp,
                                           int N, int C)
{
    int lane = threadIdx.x % 32;
    int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    if (row >= N)
        return;
    const float *x = inp + (long)row * C;

    float mx = -INFINITY, sum = 0.0f;
    for (int i = lane; i < C; i += 32) {
        float v = x[i];
        if (v > mx) {
            sum *= expf(mx - v);
            mx = v;
        }
        sum += expf(v - mx);
    }
    for (int off = 16; off > 0; off /= 2) {
        float omx = __shfl_down_sync(0xffffffffu, mx, off);
        float osum = __shfl_down_sync(0xffffffffu, sum, off);
        float nmx = fmaxf(mx, omx);
        sum = sum * expf(mx - nmx) + osum * expf(omx - nmx);
        mx = nmx;
    }
    mx = __shfl_sync(0xffffffffu, mx, 0);
    float inv = 1.0f / __shfl_sync(0xffffffffu, sum, 0);

    float *o = out + (long)row * C;
    for (int i = lane; i < C; i += 32)
        o[i] = expf(x[i] - mx) * inv;
}
