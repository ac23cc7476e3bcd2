// Causal self-attention forward in three plain kernels, one thread per
// output element or row: preatt = Q K^T / sqrt(HS) with the future
// masked, att = softmax(preatt) per query row, out = att V. inp holds
// each token's q, k and v vectors of all heads: (B, T, 3, NH, HS).

extern "C" __global__ void attention_query_key(float *preatt, const float *inp, int B, int T,
                                               int NH, int HS)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx >= B * NH * T * T)
        return;
    int t2 = idx % T, t = (idx / T) % T, h = (idx / (T * T)) % NH, b = idx / (NH * T * T);
    if (t2 > t) {
        preatt[idx] = -INFINITY;
        return;
    }
    int C3 = 3 * NH * HS;
    const float *q = inp + (long)(b * T + t) * C3 + h * HS;
    const float *k = inp + (long)(b * T + t2) * C3 + NH * HS + h * HS;
    float dot = 0.0f;
    for (int i = 0; i < HS; i++)
        dot += q[i] * k[i];
    preatt[idx] = dot * (1.0f / sqrtf((float)HS));
}

extern "C" __global__ void attention_softmax(float *att, const float *preatt, int B, int T, int NH)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x; // (b, h, t)
    if (idx >= B * NH * T)
        return;
    int t = idx % T;
    const float *x = preatt + (long)idx * T;
    float *y = att + (long)idx * T;
    float mx = -INFINITY;
    for (int t2 = 0; t2 <= t; t2++)
        mx = fmaxf(mx, x[t2]);
    float sum = 0.0f;
    for (int t2 = 0; t2 <= t; t2++) {
        float e = expf(x[t2] - mx);
        y[t2] = e;
        sum += e;
    }
    float inv = 1.0f / sum;
    for (int t2 = 0; t2 < T; t2++)
        y[t2] = t2 <= t ? y[t2] * inv : 0.0f;
}

extern "C" __global__ void attention_value(float *out, const float *att, const float *inp, int B,
                                           int T, int NH, int HS)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x; // (b, t, h)
    if (idx >= B * T * NH)
        return;
    int h = idx % NH, t = (idx / NH) % T, b = idx / (NH * T);
    int C3 = 3 * NH * HS;
    const float *a = att + ((long)(b * NH + h) * T + t) * T;
    float *o = out + (long)(b * T + t) * NH * HS + h * HS;
    for (int i = 0; i < HS; i++)
        o[i] = 0.0f;
    for (int t2 = 0; t2 <= t; t2++) {
        const float *v = inp + (long)(b * T + t2) * C3 + 2 * NH * HS + h * HS;
        float w = a[t2];
        for (int i = 0; i < HS; i++)
            o[i] += w * v[i];
    }
}
