// All-pairs N-body simulation with shared-memory tiling, float and double.
struct Body { float4 pos; float4 vel; };

__device__ float3 interact(float4 bi, float4 bj, float3 ai, float eps2)
{
    float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
    float d2 = r.x * r.x + r.y * r.y + r.z * r.z + eps2;
    float inv = rsqrtf(d2);
    float s = bj.w * inv * inv * inv;
    ai.x += r.x * s; ai.y += r.y * s; ai.z += r.z * s;
    return ai;
}

__global__ void nbody_step(Body *bodies, int n, float dt, float eps2)
{
    extern __shared__ float4 sh[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 my = i < n ? bodies[i].pos : make_float4(0, 0, 0, 0);
    float3 acc = make_float3(0, 0, 0);
    for (int tile = 0; tile < (n + blockDim.x - 1) / blockDim.x; tile++) {
        int j = tile * blockDim.x + threadIdx.x;
        sh[threadIdx.x] = j < n ? bodies[j].pos : make_float4(0, 0, 0, 0);
        __syncthreads();
#pragma unroll 8
        for (int k = 0; k < blockDim.x; k++) acc = interact(my, sh[k], acc, eps2);
        __syncthreads();
    }
    if (i < n) {
        float4 v = bodies[i].vel;
        v.x += acc.x * dt; v.y += acc.y * dt; v.z += acc.z * dt;
        bodies[i].vel = v;
    }
}

__global__ void integrate(Body *bodies, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Body b = bodies[i];
    b.pos.x += b.vel.x * dt; b.pos.y += b.vel.y * dt; b.pos.z += b.vel.z * dt;
    bodies[i] = b;
}

__global__ void nbody_f64(const double4_32a *pos, double3 *acc, int n, double soft)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double4_32a p = pos[i];
    double ax = 0, ay = 0, az = 0;
    for (int j = 0; j < n; j++) {
        double4_32a q = pos[j];
        double dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
        double d2 = dx * dx + dy * dy + dz * dz + soft;
        double inv = 1.0 / sqrt(d2);
        double s = q.w * inv * inv * inv;
        ax += dx * s; ay += dy * s; az += dz * s;
    }
    acc[i] = make_double3(ax, ay, az);
}

__global__ void energy(const Body *bodies, int n, double *ke, double *pe)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Body b = bodies[i];
    double k = 0.5 * b.pos.w * (b.vel.x * b.vel.x + b.vel.y * b.vel.y + b.vel.z * b.vel.z);
    double p = 0;
    for (int j = i + 1; j < n; j++) {
        float4 q = bodies[j].pos;
        float dx = q.x - b.pos.x, dy = q.y - b.pos.y, dz = q.z - b.pos.z;
        p -= (double)b.pos.w * q.w / sqrt((double)(dx * dx + dy * dy + dz * dz) + 1e-9);
    }
    atomicAdd(ke, k);
    atomicAdd(pe, p);
}
