// GELU with the tanh approximation, forward and backward, one thread
// per element in a grid-stride loop.

#define GELU_K 0.7978845608028654f /* sqrt(2 / pi) */
#define GELU_C 0.044715f

extern "C" __global__ void gelu_forward(float *out, const float *inp, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float x = inp[i];
        float u = GELU_K * (x + GELU_C * x * x * x);
        out[i] = 0.5f * x * (1.0f + tanhf(u));
    }
}

// d gelu / dx = 0.5 (1 + tanh u) + 0.5 x (1 - tanh^2 u) du/dx
extern "C" __global__ void gelu_backward(float *dinp, const float *inp, const float *dout, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float x = inp[i];
        float x2 = x * x;
        float t = tanhf(GELU_K * (x + GELU_C * x2 * x));
        float du = GELU_K * (1.0f + 3.0f * GELU_C * x2);
        float g = 0.5f * (1.0f + t) + 0.5f * x * (1.0f - t * t) * du;
        dinp[i] = g * dout[i];
    }
}
