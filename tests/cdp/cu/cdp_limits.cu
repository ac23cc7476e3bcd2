// The device runtime's limits: recursion past the nesting depth, more
// launches than may be pending, and a kernel that launches itself for
// ever (the host's step limit or interrupt must end it).

// err[depth] = the error of the launch made at that depth.
__global__ void deeper(int *err, int depth)
{
    deeper<<<1, 1>>>(err, depth + 1);
    err[depth] = cudaGetLastError() + 1000;
}

// Every thread launches a child; each child marks its slot.
__global__ void mark(int *hit, int i)
{
    hit[i] = 1;
}

__global__ void flood(int *hit, int *err)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    mark<<<1, 1>>>(hit, i);
    err[i] = cudaGetLastError();
}

// Tail-launches itself for ever: the depth never grows.
__global__ void forever(int *count)
{
    atomicAdd(count, 1);
    forever<<<1, 1, 0, cudaStreamTailLaunch>>>(count);
}

// Two children per grid at every level: exponential, bounded only by the
// depth limit and the step limit.
__global__ void bomb(int *count, int depth)
{
    atomicAdd(count, 1);
    bomb<<<1, 1>>>(count, depth + 1);
    bomb<<<1, 1>>>(count, depth + 1);
}
