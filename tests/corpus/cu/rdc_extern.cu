// Separate compilation: extern device functions/variables defined in another translation unit,
// weak and static linkage, exported device functions (build with -rdc=true).
extern __device__ int ext_counter;
extern __device__ float ext_table[64];
extern __constant__ double ext_consts[4];
extern __device__ float ext_transform(float x);
extern __device__ int ext_combine(int a, int b);

__device__ int local_counter = 0;
__device__ __noinline__ float exported_helper(float x) { return x * 2.0f + 1.0f; }
static __device__ __noinline__ float internal_helper(float x) { return x - 0.5f; }
__device__ __attribute__((weak)) int weak_hook(int x) { return x + 1; }
template <typename T> __device__ __noinline__ T templ_helper(T a) { return a * a; }
inline __device__ int inline_linkonce(int v) { return v ^ 0x5a5a; }

__global__ void use_externs(float *out, int *iout, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = ext_transform(ext_table[i & 63]) + (float)ext_consts[i & 3];
    out[i] = internal_helper(exported_helper(v)) + templ_helper(v);
    iout[i] = ext_combine(i, weak_hook(i)) + templ_helper(i) + inline_linkonce(i);
    atomicAdd(&ext_counter, 1);
    atomicAdd(&local_counter, 1);
}

extern "C" __device__ int c_linkage_fn(int a) { return a * 3 + local_counter; }
extern "C" __global__ void c_kernel(int *p) { p[threadIdx.x] = c_linkage_fn(p[threadIdx.x]) + ext_counter; }
