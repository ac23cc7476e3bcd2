// All-pairs N-body step for `make bench` (tests/bench/bench_fp.c), the
// same algorithm as its C twin there: each block loads a tile of bodies
// into shared memory, every thread accumulates the softened gravity of
// the tile on its body (rsqrtf: rsqrt.approx.f32), then the velocities
// are updated. nbody.ptx beside this file was generated with:
//   nvcc -ptx -arch=sm_75 -O3 nbody.cu -o nbody.ptx

#define TILE 128

extern "C" __global__ void nbody_f32(int n, float dt, float eps2,
                                     const float4 *pos, float4 *vel)
{
    __shared__ float4 sh[TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 p = i < n ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
    float ax = 0.f, ay = 0.f, az = 0.f;
    for (int base = 0; base < n; base += TILE) {
        int j = base + threadIdx.x;
        sh[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
        __syncthreads();
        for (int k = 0; k < TILE; k++) {
            float4 q = sh[k];
            float rx = q.x - p.x, ry = q.y - p.y, rz = q.z - p.z;
            float d2 = rx * rx + ry * ry + rz * rz + eps2;
            float inv = rsqrtf(d2);
            float s = q.w * inv * inv * inv;
            ax += rx * s;
            ay += ry * s;
            az += rz * s;
        }
        __syncthreads();
    }
    if (i < n) {
        float4 v = vel[i];
        v.x += ax * dt;
        v.y += ay * dt;
        v.z += az * dt;
        vel[i] = v;
    }
}

struct body64 { double x, y, z, w; };

// The same in double precision, with 1/sqrt written out (sqrt.rn.f64
// and rcp.rn.f64 or div.rn.f64).
extern "C" __global__ void nbody_f64(int n, double dt, double eps2,
                                     const body64 *pos, body64 *vel)
{
    __shared__ body64 sh[TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    body64 z = {0., 0., 0., 0.};
    body64 p = i < n ? pos[i] : z;
    double ax = 0., ay = 0., az = 0.;
    for (int base = 0; base < n; base += TILE) {
        int j = base + threadIdx.x;
        sh[threadIdx.x] = j < n ? pos[j] : z;
        __syncthreads();
        for (int k = 0; k < TILE; k++) {
            body64 q = sh[k];
            double rx = q.x - p.x, ry = q.y - p.y, rz = q.z - p.z;
            double d2 = rx * rx + ry * ry + rz * rz + eps2;
            double inv = 1.0 / sqrt(d2);
            double s = q.w * inv * inv * inv;
            ax += rx * s;
            ay += ry * s;
            az += rz * s;
        }
        __syncthreads();
    }
    if (i < n) {
        body64 v = vel[i];
        v.x += ax * dt;
        v.y += ay * dt;
        v.z += az * dt;
        vel[i] = v;
    }
}
