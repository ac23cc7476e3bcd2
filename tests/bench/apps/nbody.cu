// All-pairs gravitational n-body: each thread owns one body and adds
// the acceleration from every other body; a block stages tiles of
// blockDim.x positions in shared memory so each position read from
// global memory serves the whole block. Softened gravity (no body acts
// on itself: its r is 0), rsqrtf for the inverse distance, then the
// leapfrog-style update with damping. Positions ping-pong between two
// buffers across steps; velocities update in place.
__device__ inline float3 bodyBodyInteraction(float3 ai, float4 bi, float4 bj, float softeningSq)
{
    float3 r;
    r.x = bj.x - bi.x;
    r.y = bj.y - bi.y;
    r.z = bj.z - bi.z;
    float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + softeningSq;
    float invDist = rsqrtf(distSqr);
    float invDistCube = invDist * invDist * invDist;
    float s = bj.w * invDistCube;
    ai.x += r.x * s;
    ai.y += r.y * s;
    ai.z += r.z * s;
    return ai;
}

__global__ void integrateBodies(float4 *__restrict__ newPos, const float4 *__restrict__ oldPos,
                                float4 *vel, int numBodies, float deltaTime, float damping,
                                float softeningSq)
{
    extern __shared__ float4 sharedPos[];
    int index = blockIdx.x * blockDim.x + threadIdx.x;
    float4 pos = oldPos[index];
    float3 acc = make_float3(0.0f, 0.0f, 0.0f);

    for (int tile = 0; tile < numBodies / blockDim.x; tile++) {
        sharedPos[threadIdx.x] = oldPos[tile * blockDim.x + threadIdx.x];
        __syncthreads();
#pragma unroll 8
        for (int j = 0; j < blockDim.x; j++)
            acc = bodyBodyInteraction(acc, pos, sharedPos[j], softeningSq);
        __syncthreads();
    }

    float4 v = vel[index];
    v.x += acc.x * deltaTime;
    v.y += acc.y * deltaTime;
    v.z += acc.z * deltaTime;
    v.x *= damping;
    v.y *= damping;
    v.z *= damping;
    pos.x += v.x * deltaTime;
    pos.y += v.y * deltaTime;
    pos.z += v.z * deltaTime;
    newPos[index] = pos;
    vel[index] = v;
}
