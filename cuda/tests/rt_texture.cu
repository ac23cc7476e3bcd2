// Texture objects over a CUDA array (point and linear filtering,
// normalized coordinates, wrap and clamp) and over linear memory
// (tex1Dfetch), as the simpleTexture sample builds them.
#include <cstdio>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); return 1; } } while (0)

__global__ void sample2d(cudaTextureObject_t t, float *out, int w, int h, float dx)
{
    int x = threadIdx.x, y = blockIdx.x;
    out[y * w + x] = tex2D<float>(t, x + 0.5f + dx, y + 0.5f);
}

__global__ void fetch1d(cudaTextureObject_t t, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<int>(t, n - 1 - i);
}

int main()
{
    const int W = 16, H = 8;
    float img[W * H];
    for (int i = 0; i < W * H; i++) img[i] = (float)(i * 3 % 17);
    cudaChannelFormatDesc cd = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t arr;
    CHECK(cudaMallocArray(&arr, &cd, W, H));
    CHECK(cudaMemcpy2DToArray(arr, 0, 0, img, W * sizeof(float), W * sizeof(float), H,
                              cudaMemcpyHostToDevice));
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = arr;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tp, tl;
    CHECK(cudaCreateTextureObject(&tp, &rd, &td, nullptr));
    td.filterMode = cudaFilterModeLinear;
    CHECK(cudaCreateTextureObject(&tl, &rd, &td, nullptr));
    float *d, out[W * H];
    CHECK(cudaMalloc(&d, sizeof out));

    sample2d<<<H, W>>>(tp, d, W, H, 0.25f);          // point: the texel itself
    CHECK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    for (int i = 0; i < W * H; i++)
        if (out[i] != img[i]) { printf("FAIL point at %d: %g\n", i, out[i]); return 1; }

    sample2d<<<H, W>>>(tl, d, W, H, 0.5f);           // linear: halfway to the right
    CHECK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float a = img[y * W + x], b = img[y * W + (x + 1 < W ? x + 1 : x)];
            float want = a + (b - a) * 0.5f;          // a weight of 1/2 is exact in 1.8
            if (out[y * W + x] != want) { printf("FAIL linear at %d,%d: %g vs %g\n", x, y, out[y * W + x], want); return 1; }
        }

    const int N = 1000;
    int hv[N], got[N];
    for (int i = 0; i < N; i++) hv[i] = i * i - 7;
    int *dv, *dout;
    CHECK(cudaMalloc(&dv, sizeof hv));
    CHECK(cudaMalloc(&dout, sizeof got));
    CHECK(cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice));
    cudaResourceDesc lr = {};
    lr.resType = cudaResourceTypeLinear;
    lr.res.linear.devPtr = dv;
    lr.res.linear.desc = cudaCreateChannelDesc<int>();
    lr.res.linear.sizeInBytes = sizeof hv;
    cudaTextureDesc ltd = {};
    ltd.readMode = cudaReadModeElementType;
    cudaTextureObject_t t1;
    CHECK(cudaCreateTextureObject(&t1, &lr, &ltd, nullptr));
    fetch1d<<<(N + 127) / 128, 128>>>(t1, dout, N);
    CHECK(cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++)
        if (got[i] != hv[N - 1 - i]) { printf("FAIL tex1Dfetch at %d\n", i); return 1; }

    CHECK(cudaDestroyTextureObject(tp)); CHECK(cudaDestroyTextureObject(tl));
    CHECK(cudaDestroyTextureObject(t1));
    if (cudaDestroyTextureObject(t1) != cudaErrorInvalidValue) { printf("FAIL destroyed twice\n"); return 1; }
    cudaGetLastError();
    CHECK(cudaFreeArray(arr)); CHECK(cudaFree(d)); CHECK(cudaFree(dv)); CHECK(cudaFree(dout));
    printf("rt_texture: ok\n");
    return 0;
}
