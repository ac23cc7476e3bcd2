// Templates: type-generic kernels, functors, variadic and recursive templates, traits.
#include <cuda_fp16.h>
#include <type_traits>

template <typename T> struct Plus { __device__ T operator()(T a, T b) const { return a + b; } static constexpr T identity() { return T(0); } };
template <typename T> struct Mul { __device__ T operator()(T a, T b) const { return a * b; } static constexpr T identity() { return T(1); } };
template <typename T> struct MaxOp { __device__ T operator()(T a, T b) const { return a > b ? a : b; } };

template <typename T, typename Op, int BLOCK>
__global__ void reduce(const T *in, T *out, int n, T init)
{
    __shared__ T s[BLOCK];
    Op op;
    T acc = init;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x) acc = op(acc, in[i]);
    s[threadIdx.x] = acc;
    __syncthreads();
#pragma unroll
    for (int k = BLOCK / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k) s[threadIdx.x] = op(s[threadIdx.x], s[threadIdx.x + k]);
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

template __global__ void reduce<int, Plus<int>, 128>(const int *, int *, int, int);
template __global__ void reduce<float, MaxOp<float>, 256>(const float *, float *, int, float);
template __global__ void reduce<double, Mul<double>, 64>(const double *, double *, int, double);
template __global__ void reduce<unsigned long long, Plus<unsigned long long>, 32>(const unsigned long long *, unsigned long long *, int, unsigned long long);
template __global__ void reduce<short, MaxOp<short>, 128>(const short *, short *, int, short);

template <int N> struct Factorial { static constexpr long long value = N * Factorial<N - 1>::value; };
template <> struct Factorial<0> { static constexpr long long value = 1; };

template <int N> __device__ __forceinline__ float horner(const float *c, float x) { return c[0] + x * horner<N - 1>(c + 1, x); }
template <> __device__ __forceinline__ float horner<0>(const float *c, float) { return c[0]; }

__global__ void compile_time(long long *o, const float *c, float *p)
{
    o[0] = Factorial<10>::value;
    o[1] = Factorial<20>::value;
    p[threadIdx.x] = horner<7>(c, threadIdx.x * 0.01f);
}

template <typename T>
__device__ typename std::enable_if<std::is_integral<T>::value, T>::type safe_div(T a, T b) { return b ? a / b : T(0); }
template <typename T>
__device__ typename std::enable_if<std::is_floating_point<T>::value, T>::type safe_div(T a, T b) { return a / b; }

template <typename T>
__global__ void divide(const T *a, const T *b, T *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = safe_div(a[i], b[i]);
}
template __global__ void divide<int>(const int *, const int *, int *, int);
template __global__ void divide<long long>(const long long *, const long long *, long long *, int);
template __global__ void divide<float>(const float *, const float *, float *, int);
template __global__ void divide<double>(const double *, const double *, double *, int);

template <typename... Ts> __device__ auto sum_all(Ts... xs) { return (xs + ... + 0); }

__global__ void variadic(int *o, float *f)
{
    int t = threadIdx.x;
    o[t] = sum_all(t, 1, 2, 3, t * t);
    f[t] = sum_all(1.5f, (float)t, 0.25f);
}

template <typename T, int R, int C>
struct SmallMat {
    T v[R][C];
    template <int K>
    __device__ SmallMat<T, R, K> operator*(const SmallMat<T, C, K> &o) const
    {
        SmallMat<T, R, K> r;
#pragma unroll
        for (int i = 0; i < R; i++)
#pragma unroll
            for (int j = 0; j < K; j++) {
                T acc = T(0);
#pragma unroll
                for (int k = 0; k < C; k++) acc += v[i][k] * o.v[k][j];
                r.v[i][j] = acc;
            }
        return r;
    }
};

template <typename T>
__global__ void small_matmul(const SmallMat<T, 3, 4> *a, const SmallMat<T, 4, 2> *b, SmallMat<T, 3, 2> *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] * b[i];
}
template __global__ void small_matmul<float>(const SmallMat<float, 3, 4> *, const SmallMat<float, 4, 2> *, SmallMat<float, 3, 2> *, int);
template __global__ void small_matmul<double>(const SmallMat<double, 3, 4> *, const SmallMat<double, 4, 2> *, SmallMat<double, 3, 2> *, int);
template __global__ void small_matmul<int>(const SmallMat<int, 3, 4> *, const SmallMat<int, 4, 2> *, SmallMat<int, 3, 2> *, int);

template <typename T> __device__ T to_t(float f) { return (T)f; }
template <> __device__ __half to_t<__half>(float f) { return __float2half(f); }

template <typename T>
__global__ void fill_typed(T *o, int n, float base)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) o[i] = to_t<T>(base + i);
}
template __global__ void fill_typed<char>(char *, int, float);
template __global__ void fill_typed<unsigned short>(unsigned short *, int, float);
template __global__ void fill_typed<__half>(__half *, int, float);
template __global__ void fill_typed<double>(double *, int, float);
