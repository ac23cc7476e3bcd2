// Encoder forward of GPT-2: each token's embedding is its row of the
// token table plus its position's row of the position table. One thread
// per four channels, float4 loads and stores; rows are gathered by token.

extern "C" __global__ void encoder_forward(float4 *out, const int *tokens, const float4 *wte,
                                           const float4 *wpe, int BT, int T, int C4)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx >= BT * C4)
        return;
    int bt = idx / C4, c = idx % C4, t = bt % T;
    float4 a = wte[(long)tokens[bt] * C4 + c];
    float4 b = wpe[(long)t * C4 + c];
    out[idx] = make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
