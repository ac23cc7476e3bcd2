// Recursive Fibonacci, one number a thread, the depths differing per
// lane (6 to 15): calls and returns where each lane of a warp is at its
// own depth. fib is __noinline__ and calls itself twice, so nvcc keeps
// the recursion. The C twin is in fibrec.c.
__device__ __noinline__ unsigned fib(unsigned n)
{
    if (n < 2u)
        return n;
    return fib(n - 1u) + fib(n - 2u);
}

extern "C" __global__ void fibrec(int n, unsigned *out)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= (unsigned)n)
        return;
    unsigned k = 6u + ((t * 2654435761u) >> 20) % 10u;
    out[t] = fib(k);
}
