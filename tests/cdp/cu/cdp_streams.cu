// CDP2's named streams and the rest of the device runtime: tail launches
// (run after the launching grid and all it launched), fire-and-forget
// launches, launches into one stream in order, device-side malloc handed
// from a grid to its tail launch, printf from children, per-thread
// errors, device attributes, events, asynchronous memset and memcpy.
#include <cstdio>

// Appends its tag to a log: the order in which grids ran.
__global__ void logger(int *log, int tag)
{
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        int i = atomicAdd(&log[0], 1);
        log[1 + i] = tag;
    }
}

// Child that checks it sees the parent's write made before the launch.
__global__ void see_parent(int *buf, int *out)
{
    out[threadIdx.x] = buf[threadIdx.x] * 2;
}

// A grid launching: into the per-grid NULL stream (in order), a tail
// launch, a fire-and-forget launch, and a grandchild from a child.
__global__ void nester(int *log, int tag)
{
    logger<<<1, 32>>>(log, tag + 1);
    if (tag < 100)
        nester<<<1, 1>>>(log, tag + 100);
    logger<<<1, 32, 0, cudaStreamTailLaunch>>>(log, tag + 3);
    logger<<<1, 32>>>(log, tag + 2);
}

__global__ void order(int *log)
{
    nester<<<1, 1>>>(log, 10);
    logger<<<1, 1, 0, cudaStreamTailLaunch>>>(log, 99);
    logger<<<1, 1>>>(log, 50);
}

// Parent writes, then launches; child doubles; a tail launch of the
// parent then sees the child's results (the parent grid is complete only
// with its children).
__global__ void sum_tail(int *out, int n, int *sum)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += out[i];
    *sum = s;
}

__global__ void visibility(int *buf, int *out, int *sum, int n)
{
    buf[threadIdx.x] = threadIdx.x + 7;
    __syncthreads();
    if (threadIdx.x == 0) {
        see_parent<<<1, n>>>(buf, out);
        sum_tail<<<1, 1, 0, cudaStreamTailLaunch>>>(out, n, sum);
    }
}

// Device malloc in a parent, filled by fire-and-forget children, read
// and freed by a tail launch.
__global__ void fill(int *p, int base)
{
    p[threadIdx.x] = base + threadIdx.x * threadIdx.x;
    printf("fill %d: %d\n", base, p[threadIdx.x]);
}

__global__ void consume(int **slot, int n, int *out)
{
    int *p = *slot;
    for (int i = 0; i < n; i++)
        out[i] = p[i];
    free(p);
}

__global__ void heap_parent(int **slot, int n, int *out)
{
    int *p = (int *)malloc(n * sizeof(int));
    *slot = p;
    if (!p)
        return;
    fill<<<1, n / 2, 0, cudaStreamFireAndForget>>>(p, 1000);
    fill<<<1, n / 2, 0, cudaStreamFireAndForget>>>(p + n / 2, 2000);
    consume<<<1, 1, 0, cudaStreamTailLaunch>>>(slot, n, out);
}

// The runtime's queries and errors, one word each.
__global__ void queries(int *o)
{
    int d = -1, v = -1;
    o[0] = cudaGetDevice(&d);
    o[1] = d;
    o[2] = cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 0);
    o[3] = v;
    o[4] = cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0);
    o[5] = v;
    o[6] = cudaDeviceGetAttribute(&v, (cudaDeviceAttr)100000, 0);
    o[7] = cudaGetLastError();      // the failed query
    o[8] = cudaGetLastError();      // cleared
    logger<<<0, 1>>>(o + 100, 1);   // an empty grid: invalid configuration
    o[9] = cudaPeekAtLastError();
    o[10] = cudaGetLastError();
    o[11] = cudaGetLastError();
    logger<<<1, 2000>>>(o + 100, 1);
    o[12] = cudaGetLastError();
    cudaEvent_t e;
    o[13] = cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    o[14] = cudaEventRecord(e, 0);
    o[15] = cudaEventDestroy(e);
    cudaStream_t s;
    o[16] = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    o[17] = cudaStreamDestroy(s);
    o[18] = cudaStreamCreateWithFlags(&s, 0);   // device streams must be non-blocking
    size_t lim = 0;
    o[19] = cudaDeviceGetLimit(&lim, cudaLimitDevRuntimePendingLaunchCount);
    o[20] = (int)lim;
    int ver = 0;
    o[21] = cudaRuntimeGetVersion(&ver);
    o[22] = ver;
    o[23] = cudaGetDeviceCount(&v);
    o[24] = v;
    printf("%s|%s|%s|%s\n", cudaGetErrorName(cudaErrorInvalidConfiguration),
           cudaGetErrorString(cudaErrorLaunchPendingCountExceeded),
           cudaGetErrorString((cudaError_t)12345), cudaGetErrorName(cudaSuccess));
}

// cudaMemsetAsync and cudaMemcpyAsync in one stream with launches: each
// runs after what came before it in the stream.
__global__ void add_one(int *p, int n)
{
    int i = threadIdx.x;
    if (i < n)
        p[i] += 1;
}

__global__ void copies(int *a, int *b, int n)
{
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaMemsetAsync(a, 0, n * sizeof(int), s);
    add_one<<<1, n, 0, s>>>(a, n);
    cudaMemcpyAsync(b, a, n * sizeof(int), cudaMemcpyDeviceToDevice, s);
    add_one<<<1, n, 0, s>>>(b, n);
    cudaMemsetAsync(a + n, 7, sizeof(int), s);
    cudaStreamDestroy(s);
    // from the device, only device-to-device copies
    b[n] = cudaMemcpyAsync(b, a, 4, cudaMemcpyHostToDevice, 0);
}

// Every thread of several blocks creates a stream, launches into it,
// destroys it: the runtime's state shared by concurrent CTAs.
__global__ void mark_one(int *hit, int i, int v)
{
    hit[i] = v;
}

__global__ void many_streams(int *hit)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    cudaStream_t s;
    if (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) != cudaSuccess)
        return;
    mark_one<<<1, 1, 0, s>>>(hit, i, i + 1);
    cudaStreamDestroy(s);
}
