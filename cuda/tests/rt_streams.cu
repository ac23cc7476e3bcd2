// Streams and events as overlapping-copy programs use them: pinned host
// memory, cudaMemcpyAsync and kernels on several streams, events for
// timing and ordering, stream callbacks and host functions.
#include <cstdio>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); return 1; } } while (0)

__global__ void inc(int *a, int n, int by)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        a[i] += by;
}

static int callbacks;
static void CUDART_CB on_done(cudaStream_t, cudaError_t status, void *user)
{
    if (status == cudaSuccess) callbacks += *(int *)user;
}
static void CUDART_CB host_fn(void *user) { callbacks += 100 * *(int *)user; }

int main()
{
    const int NS = 4, N = 1 << 14, CH = N / NS;
    int *h, *d;
    CHECK(cudaMallocHost(&h, N * sizeof(int)));
    CHECK(cudaMalloc(&d, N * sizeof(int)));
    for (int i = 0; i < N; i++) h[i] = i;
    cudaStream_t s[NS];
    for (int i = 0; i < NS; i++) CHECK(cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking));
    cudaEvent_t start, stop, mid;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaEventCreateWithFlags(&mid, cudaEventDisableTiming));
    CHECK(cudaEventRecord(start, 0));
    int one = 1;
    for (int i = 0; i < NS; i++) {
        CHECK(cudaMemcpyAsync(d + i * CH, h + i * CH, CH * sizeof(int), cudaMemcpyHostToDevice, s[i]));
        inc<<<8, 128, 0, s[i]>>>(d + i * CH, CH, i + 1);
        CHECK(cudaMemcpyAsync(h + i * CH, d + i * CH, CH * sizeof(int), cudaMemcpyDeviceToHost, s[i]));
        CHECK(cudaStreamAddCallback(s[i], on_done, &one, 0));
    }
    CHECK(cudaEventRecord(mid, s[0]));
    CHECK(cudaStreamWaitEvent(s[1], mid, 0));
    CHECK(cudaLaunchHostFunc(s[1], host_fn, &one));
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    for (int i = 0; i < NS; i++) CHECK(cudaStreamSynchronize(s[i]));
    float ms = -1;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    if (!(ms >= 0)) { printf("FAIL elapsed %f\n", ms); return 1; }
    if (cudaEventElapsedTime(&ms, start, mid) != cudaErrorInvalidResourceHandle) {
        printf("FAIL timing an event made without timing\n"); return 1;
    }
    cudaGetLastError();
    CHECK(cudaEventQuery(stop));
    CHECK(cudaStreamQuery(s[2]));
    for (int i = 0; i < N; i++)
        if (h[i] != i + i / CH + 1) { printf("FAIL element %d = %d\n", i, h[i]); return 1; }
    if (callbacks != NS + 100) { printf("FAIL callbacks %d\n", callbacks); return 1; }
    unsigned flags;
    CHECK(cudaStreamGetFlags(s[3], &flags));
    if (flags != cudaStreamNonBlocking) { printf("FAIL stream flags %u\n", flags); return 1; }
    for (int i = 0; i < NS; i++) CHECK(cudaStreamDestroy(s[i]));
    CHECK(cudaEventDestroy(start)); CHECK(cudaEventDestroy(stop)); CHECK(cudaEventDestroy(mid));
    CHECK(cudaFreeHost(h)); CHECK(cudaFree(d));
    printf("rt_streams: ok\n");
    return 0;
}
