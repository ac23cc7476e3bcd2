// AdamW step over a flat parameter array: moments as linear
// interpolations, bias correction by factors the host computes once per
// step, decoupled weight decay. One thread per parameter.

__device__ inline float lerp(float a, float b, float w)
{
    return fmaf(w, b, fmaf(-w, a, a)); /* a + w (b - a), rounded twice */
}

extern "C" __global__ void adamw_step(float *param, const float *grad, float *m, float *v, long n,
                                      float lr, float beta1, float beta2, float corr1, float corr2,
                                      float eps, float wd)
{
    long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float g = grad[i];
    float mi = lerp(g, m[i], beta1);
    float vi = lerp(g * g, v[i], beta2);
    m[i] = mi;
    v[i] = vi;
    float mhat = mi / corr1;
    float vhat = vi / corr2;
    float p = param[i];
    param[i] = p - lr * (mhat / (sqrtf(vhat) + eps) + wd * p);
}
