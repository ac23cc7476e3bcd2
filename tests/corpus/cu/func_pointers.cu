// Device function pointers: tables, callbacks, pointers passed from host via symbols.
typedef float (*unary_fn)(float);
typedef int (*binop_fn)(int, int);

__device__ float f_square(float x) { return x * x; }
__device__ float f_neg(float x) { return -x; }
__device__ float f_half(float x) { return 0.5f * x; }
__device__ float f_sin(float x) { return sinf(x); }

__device__ int op_add(int a, int b) { return a + b; }
__device__ int op_sub(int a, int b) { return a - b; }
__device__ int op_mul(int a, int b) { return a * b; }
__device__ int op_max(int a, int b) { return a > b ? a : b; }

__device__ unary_fn unary_table[4] = {f_square, f_neg, f_half, f_sin};
__constant__ binop_fn binop_table[4] = {op_add, op_sub, op_mul, op_max};
__device__ unary_fn selected_fn = f_square;

__global__ void apply_table(const float *in, float *out, const int *sel, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = unary_table[sel[i] & 3](in[i]);
}

__device__ int fold(const int *a, int n, binop_fn f, int init)
{
    int acc = init;
    for (int k = 0; k < n; k++) acc = f(acc, a[k]);
    return acc;
}

__global__ void fold_kernel(const int *data, int n, int *out)
{
    int t = threadIdx.x & 3;
    out[threadIdx.x] = fold(data, n, binop_table[t], t == 2 ? 1 : 0);
}

__global__ void apply_selected(float *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = selected_fn(d[i]);
}

struct Op { const char *name; binop_fn fn; int identity; };
__device__ Op ops[] = {{"add", op_add, 0}, {"mul", op_mul, 1}, {"max", op_max, -2147483647 - 1}};

template <typename F>
__device__ float integrate(F f, float a, float b, int steps)
{
    float h = (b - a) / steps, s = 0.5f * (f(a) + f(b));
    for (int k = 1; k < steps; k++) s += f(a + k * h);
    return s * h;
}

__global__ void integrate_ptrs(float *out)
{
    unary_fn f = unary_table[threadIdx.x % 4];
    out[threadIdx.x] = integrate(f, 0.0f, 1.0f, 100) + integrate([](float x) { return x * x * x; }, 0.0f, 2.0f, 50);
}

__global__ void dispatch_struct(const int *data, int n, int *out)
{
    const Op &op = ops[threadIdx.x % 3];
    int acc = op.identity;
    for (int k = 0; k < n; k++) acc = op.fn(acc, data[k]);
    out[threadIdx.x] = acc + op.name[0];
}

__device__ __noinline__ binop_fn choose(int k) { return k & 1 ? op_sub : op_mul; }

__global__ void returned_ptr(int *out)
{
    binop_fn f = choose(threadIdx.x);
    out[threadIdx.x] = f(threadIdx.x, 3) + (f == op_sub);
}
