// __managed__ unified memory variables accessed from kernels.
__managed__ int m_counter = 0;
__managed__ float m_buffer[1024];
__managed__ double m_stats[4] = {0.0, 0.0, 1e300, -1e300};
struct Settings { int iterations; float damping; int mode; };
__managed__ Settings m_settings = {10, 0.9f, 2};
__managed__ int *m_ptr;

__global__ void fill_managed(int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < 1024) m_buffer[i] = i * m_settings.damping;
    atomicAdd(&m_counter, 1);
}

__device__ double atomicMinD(double *a, double v)
{
    unsigned long long *p = (unsigned long long *)a, old = *p, as;
    do { as = old; if (__longlong_as_double(as) <= v) break; old = atomicCAS(p, as, __double_as_longlong(v)); } while (as != old);
    return __longlong_as_double(old);
}
__device__ double atomicMaxD(double *a, double v)
{
    unsigned long long *p = (unsigned long long *)a, old = *p, as;
    do { as = old; if (__longlong_as_double(as) >= v) break; old = atomicCAS(p, as, __double_as_longlong(v)); } while (as != old);
    return __longlong_as_double(old);
}

__global__ void stats_managed(int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n || i >= 1024) return;
    double v = m_buffer[i];
    atomicAdd(&m_stats[0], v);
    atomicAdd(&m_stats[1], v * v);
    atomicMinD(&m_stats[2], v);
    atomicMaxD(&m_stats[3], v);
}

__global__ void iterate_managed(int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n || i >= 1024) return;
    float v = m_buffer[i];
    for (int k = 0; k < m_settings.iterations; k++) {
        switch (m_settings.mode) {
        case 0: v *= m_settings.damping; break;
        case 1: v = v * v * 0.001f; break;
        case 2: v = v + m_settings.damping * (1.0f - v); break;
        default: v = -v;
        }
    }
    m_buffer[i] = v;
    if (m_ptr) m_ptr[i] = (int)v;
}

__global__ void managed_param(int *data, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += m_counter;
}
