/* OpenCL C kernels compiled by clang for nvptx64-nvidia-cuda. */
__kernel void vadd(__global const float *a, __global const float *b, __global float *c, int n)
{
    int i = get_global_id(0);
    if (i < n) c[i] = a[i] + b[i];
}

__kernel void reduce_local(__global const int *in, __global int *out, __local int *scratch, int n)
{
    int l = get_local_id(0), g = get_global_id(0);
    scratch[l] = g < n ? in[g] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (l < s) scratch[l] += scratch[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) out[get_group_id(0)] = scratch[0];
}

__constant float kern3[3] = {0.25f, 0.5f, 0.25f};

__kernel void blur(__global const float *in, __global float *out, int w, int h)
{
    int x = get_global_id(0), y = get_global_id(1);
    if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;
    float acc = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) acc += kern3[dx + 1] * kern3[dy + 1] * in[(y + dy) * w + x + dx];
    out[y * w + x] = acc;
}

__kernel void atomics(__global int *counter, __global uint *bits, volatile __global int *flag)
{
    atomic_add(counter, 1);
    atomic_or(bits, 1u << (get_local_id(0) & 31));
    atomic_max(counter + 1, (int)get_global_id(0));
    atomic_cmpxchg(flag, 0, 1);
}

__kernel void vec_types(__global const float4 *a, __global float4 *b, __global int2 *c)
{
    int i = get_global_id(0);
    float4 v = a[i];
    b[i] = v.wzyx * (float4)(1.0f, 2.0f, 3.0f, 4.0f) + v;
    c[i] = (int2)((int)v.x, (int)v.y) << 2;
}
