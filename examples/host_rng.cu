// A kernel that calls a function the host provides: host_rand is not
// defined on the device; the embedding program registers it with
// ptxvm_register_function (see host_rng_demo.c).
//   nvcc -ptx -rdc=true -arch=sm_75 host_rng.cu -o host_rng.ptx
extern "C" __device__ unsigned long long host_rand(unsigned long long stream);

// Monte Carlo estimate of pi: each thread draws `draws` points.
extern "C" __global__ void estimate_pi(int draws, unsigned *hits)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned n = 0;
    for (int i = 0; i < draws; i++) {
        unsigned long long r = host_rand((unsigned long long)t);
        float x = (float)(r & 0xffffff) / 16777216.0f;
        float y = (float)((r >> 24) & 0xffffff) / 16777216.0f;
        n += x * x + y * y < 1.0f;
    }
    hits[t] = n;
}
