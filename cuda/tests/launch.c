/* Launches as driver-API programs make them: kernelParams and `extra`,
   dynamic shared memory, pitched 2D images with 2D/3D copies and
   memsets, texture and surface objects over arrays and pitched memory,
   streams and events, function attributes and occupancy, and the
   failures (bad dimensions, a fault that poisons its context, a trap). */
#define CUDA_ENABLE_DEPRECATED   /* the CUDA 2-3 era launch, below */
#include "cu_check.h"
#include <string.h>
#include <math.h>
#include <pthread.h>

static CUmodule mod;

static CUfunction fn(const char *name)
{
    CUfunction f;
    CK(cuModuleGetFunction(&f, mod, name));
    return f;
}

static void test_extra(void)
{
    enum { N = 777 };
    float x[N], y[N], scale[4] = { 1.0f, 2.0f, 0.5f, -1.0f }, a = 1.5f;
    CUdeviceptr dx, dy, dscale;
    size_t ssize;
    int i, n = N;
    struct { float a; int pad; CUdeviceptr x, y; int n; } __attribute__((packed)) buf;
    size_t bsize = sizeof buf;
    void *extra[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE,
                      &bsize, CU_LAUNCH_PARAM_END };
    size_t small = 20;
    void *extra_short[] = { CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE,
                            &small, CU_LAUNCH_PARAM_END };
    void *args[4];
    CK(cuModuleGetGlobal(&dscale, &ssize, mod, "scale_c"));
    EXPECT(ssize == sizeof scale);
    CK(cuMemcpyHtoD(dscale, scale, sizeof scale));
    for (i = 0; i < N; i++) { x[i] = (float)i * 0.25f; y[i] = (float)(N - i); }
    CK(cuMemAlloc(&dx, sizeof x));
    CK(cuMemAlloc(&dy, sizeof y));
    CK(cuMemcpyHtoD(dx, x, sizeof x));
    CK(cuMemcpyHtoD(dy, y, sizeof y));
    memset(&buf, 0, sizeof buf);
    buf.a = a; buf.x = dx; buf.y = dy; buf.n = n;
    CK(cuLaunchKernel(fn("saxpy"), (N + 63) / 64, 1, 1, 64, 1, 1, 0, NULL, NULL, extra));
    CK(cuMemcpyDtoH(y, dy, sizeof y));
    for (i = 0; i < N; i++) {
        float want = a * ((float)i * 0.25f) * scale[i & 3] + (float)(N - i);
        EXPECT(y[i] == want);
    }
    /* the same through kernelParams */
    args[0] = &a; args[1] = &dx; args[2] = &dy; args[3] = &n;
    CK(cuLaunchKernel(fn("saxpy"), (N + 63) / 64, 1, 1, 64, 1, 1, 0, NULL, args, NULL));
    CK(cuMemcpyDtoH(x, dy, sizeof x));
    for (i = 0; i < N; i++) {
        float want = a * ((float)i * 0.25f) * scale[i & 3] + y[i];
        EXPECT(x[i] == want);
    }
    /* a buffer shorter than the parameters, both forms at once, none */
    CKERR(CUDA_ERROR_INVALID_VALUE,
          cuLaunchKernel(fn("saxpy"), 1, 1, 1, 64, 1, 1, 0, NULL, NULL, extra_short));
    CKERR(CUDA_ERROR_INVALID_VALUE,
          cuLaunchKernel(fn("saxpy"), 1, 1, 1, 64, 1, 1, 0, NULL, args, extra));
    CKERR(CUDA_ERROR_INVALID_VALUE,
          cuLaunchKernel(fn("saxpy"), 1, 1, 1, 64, 1, 1, 0, NULL, NULL, NULL));
    CK(cuMemFree(dx));
    CK(cuMemFree(dy));
}

static void test_dynamic_shared(void)
{
    enum { B = 256, G = 5 };
    int h[B * G], i;
    CUdeviceptr din, dout;
    void *args[2] = { &din, &dout };
    CUfunction f = fn("reverse_block");
    int v;
    for (i = 0; i < B * G; i++) h[i] = i * 11 - 7;
    CK(cuMemAlloc(&din, sizeof h));
    CK(cuMemAlloc(&dout, sizeof h));
    CK(cuMemcpyHtoD(din, h, sizeof h));
    CK(cuLaunchKernel(f, G, 1, 1, B, 1, 1, B * sizeof(int), NULL, args, NULL));
    CK(cuMemcpyDtoH(h, dout, sizeof h));
    for (i = 0; i < B * G; i++) {
        int blk = i / B, t = i % B;
        EXPECT(h[i] == (blk * B + (B - 1 - t)) * 11 - 7);
    }
    /* past 48 KiB needs the attribute, up to the device's opt-in limit */
    CKERR(CUDA_ERROR_INVALID_VALUE,
          cuLaunchKernel(f, 1, 1, 1, B, 1, 1, 64 * 1024, NULL, args, NULL));
    CK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f));
    EXPECT(v == 48 * 1024);
    CK(cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 64 * 1024));
    CK(cuLaunchKernel(f, 1, 1, 1, B, 1, 1, 64 * 1024, NULL, args, NULL));
    CKERR(CUDA_ERROR_INVALID_VALUE,
          cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 1 << 30));
    /* bad shapes */
    CKERR(CUDA_ERROR_INVALID_VALUE, cuLaunchKernel(f, 1, 1, 1, 2048, 1, 1, 0, NULL, args, NULL));
    CKERR(CUDA_ERROR_INVALID_VALUE, cuLaunchKernel(f, 0, 1, 1, 32, 1, 1, 0, NULL, args, NULL));
    CKERR(CUDA_ERROR_INVALID_VALUE, cuLaunchKernel(f, 1, 70000, 1, 32, 1, 1, 0, NULL, args, NULL));
    CKERR(CUDA_ERROR_INVALID_VALUE, cuLaunchKernel(f, 1, 1, 1, 1, 1, 65, 0, NULL, args, NULL));
    CK(cuMemFree(din));
    CK(cuMemFree(dout));
}

/* A w x h float image in pitched memory: copied in with a 2D copy from
   a host buffer of another pitch, scaled by a 2D grid, copied out with a
   3D copy of depth 1; memset2D fills the margins. */
static void test_pitched(void)
{
    enum { W = 37, H = 19, HP = 48 };   /* host pitch in floats */
    float host[H * HP], back[H * HP];
    CUdeviceptr din, dout;
    size_t pin, pout;
    int x, y, w = W, h = H;
    CUDA_MEMCPY2D c2;
    CUDA_MEMCPY3D c3;
    void *args[6] = { &din, &pin, &dout, &pout, &w, &h };
    unsigned *u;
    CK(cuMemAllocPitch(&din, &pin, W * sizeof(float), H, 4));
    CK(cuMemAllocPitch(&dout, &pout, W * sizeof(float), H, 4));
    for (y = 0; y < H; y++)
        for (x = 0; x < HP; x++) host[y * HP + x] = x < W ? (float)(x * 1000 + y) : -1.0f;
    memset(&c2, 0, sizeof c2);
    c2.srcMemoryType = CU_MEMORYTYPE_HOST; c2.srcHost = host; c2.srcPitch = HP * sizeof(float);
    c2.dstMemoryType = CU_MEMORYTYPE_DEVICE; c2.dstDevice = din; c2.dstPitch = pin;
    c2.WidthInBytes = W * sizeof(float); c2.Height = H;
    CK(cuMemcpy2D(&c2));
    /* the output's padding holds a pattern the kernel must not touch */
    CK(cuMemsetD2D32(dout, pout, 0xdeadbeefu, pout / 4, H));
    CK(cuLaunchKernel(fn("scale2d"), (W + 15) / 16, (H + 7) / 8, 1, 16, 8, 1, 0, NULL, args, NULL));
    memset(&c3, 0, sizeof c3);
    c3.srcMemoryType = CU_MEMORYTYPE_DEVICE; c3.srcDevice = dout; c3.srcPitch = pout;
    c3.srcHeight = H;
    c3.dstMemoryType = CU_MEMORYTYPE_HOST; c3.dstHost = back; c3.dstPitch = HP * sizeof(float);
    c3.dstHeight = H;
    c3.WidthInBytes = pout < HP * sizeof(float) ? pout : HP * sizeof(float);
    c3.Height = H; c3.Depth = 1;
    CK(cuMemcpy3D(&c3));
    for (y = 0; y < H; y++)
        for (x = 0; x < (int)(c3.WidthInBytes / 4); x++) {
            float v = back[y * HP + x];
            if (x < W) EXPECT(v == 2.0f * (float)(x * 1000 + y) + (float)y);
            else { memcpy(&u, &v, 0); EXPECT(memcmp(&v, "\xef\xbe\xad\xde", 4) == 0); }
        }
    (void)u;
    /* a 2D copy wider than its pitch is refused */
    c2.dstPitch = 16;
    CKERR(CUDA_ERROR_INVALID_VALUE, cuMemcpy2D(&c2));
    /* a 3D box: two slices of an array copied out of pitched memory */
    {
        CUarray arr;
        CUDA_ARRAY3D_DESCRIPTOR ad;
        unsigned short vol[2][3][5], out[2][3][5];
        int z;
        memset(&ad, 0, sizeof ad);
        ad.Width = 5; ad.Height = 3; ad.Depth = 2;
        ad.Format = CU_AD_FORMAT_UNSIGNED_INT16; ad.NumChannels = 1;
        CK(cuArray3DCreate(&arr, &ad));
        for (z = 0; z < 2; z++) for (y = 0; y < 3; y++) for (x = 0; x < 5; x++)
            vol[z][y][x] = (unsigned short)(z * 100 + y * 10 + x);
        memset(&c3, 0, sizeof c3);
        c3.srcMemoryType = CU_MEMORYTYPE_HOST; c3.srcHost = vol; c3.srcPitch = 10; c3.srcHeight = 3;
        c3.dstMemoryType = CU_MEMORYTYPE_ARRAY; c3.dstArray = arr;
        c3.WidthInBytes = 10; c3.Height = 3; c3.Depth = 2;
        CK(cuMemcpy3D(&c3));
        memset(out, 0, sizeof out);
        memset(&c3, 0, sizeof c3);
        c3.srcMemoryType = CU_MEMORYTYPE_ARRAY; c3.srcArray = arr; c3.srcY = 1; c3.srcXInBytes = 2;
        c3.dstMemoryType = CU_MEMORYTYPE_HOST; c3.dstHost = out; c3.dstPitch = 10; c3.dstHeight = 3;
        c3.WidthInBytes = 6; c3.Height = 2; c3.Depth = 2;
        CK(cuMemcpy3D(&c3));
        for (z = 0; z < 2; z++) for (y = 0; y < 2; y++) for (x = 0; x < 3; x++)
            EXPECT(out[z][y][x] == (unsigned short)(z * 100 + (y + 1) * 10 + x + 1));
        EXPECT(out[0][2][0] == 0 && out[0][0][3] == 0);
        CK(cuArrayDestroy(arr));
        CKERR(CUDA_ERROR_INVALID_HANDLE, cuArrayDestroy(arr));
    }
    CK(cuMemFree(din));
    CK(cuMemFree(dout));
}

static void test_textures(void)
{
    enum { W = 8, H = 4 };
    float img[H][W], out[H * W];
    CUarray arr;
    CUDA_ARRAY_DESCRIPTOR ad;
    CUDA_RESOURCE_DESC rd;
    CUDA_TEXTURE_DESC td;
    CUtexObject tex;
    CUdeviceptr dout, dpitch;
    size_t pitch;
    int x, y, w = W, h = H;
    CUDA_MEMCPY2D c2;
    void *args[4] = { &tex, &dout, &w, &h };
    for (y = 0; y < H; y++) for (x = 0; x < W; x++) img[y][x] = (float)(y * W + x) * 0.5f;
    memset(&ad, 0, sizeof ad);
    ad.Width = W; ad.Height = H; ad.Format = CU_AD_FORMAT_FLOAT; ad.NumChannels = 1;
    CK(cuArrayCreate(&arr, &ad));
    memset(&c2, 0, sizeof c2);
    c2.srcMemoryType = CU_MEMORYTYPE_HOST; c2.srcHost = img; c2.srcPitch = W * 4;
    c2.dstMemoryType = CU_MEMORYTYPE_ARRAY; c2.dstArray = arr;
    c2.WidthInBytes = W * 4; c2.Height = H;
    CK(cuMemcpy2D(&c2));
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_ARRAY; rd.res.array.hArray = arr;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = CU_TR_ADDRESS_MODE_CLAMP;
    td.filterMode = CU_TR_FILTER_MODE_POINT;
    CK(cuTexObjectCreate(&tex, &rd, &td, NULL));
    CK(cuMemAlloc(&dout, sizeof out));
    CK(cuLaunchKernel(fn("tex_read"), H, 1, 1, W, 1, 1, 0, NULL, args, NULL));
    CK(cuMemcpyDtoH(out, dout, sizeof out));
    for (y = 0; y < H; y++) for (x = 0; x < W; x++) EXPECT(out[y * W + x] == img[y][x]);
    CK(cuTexObjectDestroy(tex));
    CKERR(CUDA_ERROR_INVALID_VALUE, cuTexObjectDestroy(tex));

    /* pitched linear memory, filtered: texel centres read their texels */
    CK(cuMemAllocPitch(&dpitch, &pitch, W * 4, H, 4));
    c2.dstMemoryType = CU_MEMORYTYPE_DEVICE; c2.dstDevice = dpitch; c2.dstPitch = pitch;
    CK(cuMemcpy2D(&c2));
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_PITCH2D;
    rd.res.pitch2D.devPtr = dpitch; rd.res.pitch2D.format = CU_AD_FORMAT_FLOAT;
    rd.res.pitch2D.numChannels = 1; rd.res.pitch2D.width = W; rd.res.pitch2D.height = H;
    rd.res.pitch2D.pitchInBytes = pitch;
    td.filterMode = CU_TR_FILTER_MODE_LINEAR;
    CK(cuTexObjectCreate(&tex, &rd, &td, NULL));
    CK(cuMemsetD32(dout, 0, W * H));
    CK(cuLaunchKernel(fn("tex_read"), H, 1, 1, W, 1, 1, 0, NULL, args, NULL));
    CK(cuMemcpyDtoH(out, dout, sizeof out));
    for (y = 0; y < H; y++) for (x = 0; x < W; x++) EXPECT(out[y * W + x] == img[y][x]);
    CK(cuTexObjectDestroy(tex));

    /* a surface over an int array, written by a kernel */
    {
        CUarray sa;
        CUDA_ARRAY3D_DESCRIPTOR d3;
        CUsurfObject surf;
        int back[H][W];
        void *sargs[3] = { &surf, &w, &h };
        memset(&d3, 0, sizeof d3);
        d3.Width = W; d3.Height = H; d3.Format = CU_AD_FORMAT_SIGNED_INT32; d3.NumChannels = 1;
        d3.Flags = CUDA_ARRAY3D_SURFACE_LDST;
        CK(cuArray3DCreate(&sa, &d3));
        rd.resType = CU_RESOURCE_TYPE_ARRAY; rd.res.array.hArray = sa;
        CK(cuSurfObjectCreate(&surf, &rd));
        CK(cuLaunchKernel(fn("surf_write"), H, 1, 1, W, 1, 1, 0, NULL, sargs, NULL));
        CK(cuMemcpyAtoH(back, sa, 0, sizeof back));
        for (y = 0; y < H; y++) for (x = 0; x < W; x++) EXPECT(back[y][x] == x + 100 * y);
        CK(cuSurfObjectDestroy(surf));
        CK(cuArrayDestroy(sa));
    }
    CK(cuArrayDestroy(arr));
    CK(cuMemFree(dpitch));
    CK(cuMemFree(dout));
}

static void test_streams_events(void)
{
    CUstream s1, s2;
    CUevent e0, e1, e2;
    float ms = -1.0f;
    int h[4096], i, n = 4096, prio = 1;
    CUdeviceptr d;
    void *args[2] = { &d, &n };
    unsigned flags = 7;
    CK(cuStreamCreate(&s1, CU_STREAM_NON_BLOCKING));
    CK(cuStreamCreateWithPriority(&s2, 0, -1));
    CK(cuStreamGetPriority(s2, &prio));
    EXPECT(prio == -1);
    CK(cuStreamGetFlags(s1, &flags));
    EXPECT(flags == CU_STREAM_NON_BLOCKING);
    CK(cuEventCreate(&e0, CU_EVENT_DEFAULT));
    CK(cuEventCreate(&e1, CU_EVENT_DEFAULT));
    CK(cuEventCreate(&e2, CU_EVENT_DISABLE_TIMING));
    CK(cuMemAlloc(&d, sizeof h));
    for (i = 0; i < n; i++) h[i] = i;
    CK(cuEventRecord(e0, s1));
    CK(cuMemcpyHtoDAsync(d, h, sizeof h, s1));
    for (i = 0; i < 10; i++)
        CK(cuLaunchKernel(fn("add1"), n / 256, 1, 1, 256, 1, 1, 0, s1, args, NULL));
    CK(cuEventRecord(e1, s1));
    CK(cuStreamWaitEvent(s2, e1, 0));
    CK(cuMemsetD32Async(d, 5, 1, s2));
    CK(cuMemcpyDtoHAsync(h, d, sizeof h, s2));
    CK(cuEventRecord(e2, CU_STREAM_PER_THREAD));
    CK(cuStreamSynchronize(s2));
    CK(cuStreamQuery(s1));
    CK(cuEventQuery(e1));
    CK(cuEventSynchronize(e1));
    EXPECT(h[0] == 5);
    for (i = 1; i < n; i++) EXPECT(h[i] == i + 10);
    CK(cuEventElapsedTime(&ms, e0, e1));
    EXPECT(ms >= 0.0f && ms < 60000.0f);
    CKERR(CUDA_ERROR_INVALID_HANDLE, cuEventElapsedTime(&ms, e0, e2));   /* no timing */
    CK(cuStreamSynchronize(NULL));
    CK(cuStreamSynchronize(CU_STREAM_LEGACY));
    CK(cuStreamDestroy(s1));
    CKERR(CUDA_ERROR_INVALID_HANDLE, cuStreamSynchronize(s1));
    CKERR(CUDA_ERROR_INVALID_HANDLE, cuMemcpyHtoDAsync(d, h, 4, s1));
    CKERR(CUDA_ERROR_INVALID_HANDLE, cuLaunchKernel(fn("add1"), 1, 1, 1, 32, 1, 1, 0, s1, args, NULL));
    {   /* stream-ordered allocation; no stream is ever capturing */
        CUdeviceptr a;
        CUstreamCaptureStatus cs = CU_STREAM_CAPTURE_STATUS_ACTIVE;
        CK(cuMemAllocAsync(&a, 1024, s2));
        CK(cuMemsetD8Async(a, 3, 1024, s2));
        CK(cuMemcpyDtoHAsync(h, a, 1024, s2));
        EXPECT(h[255] == 0x03030303);
        CK(cuMemFreeAsync(a, s2));
        CK(cuStreamIsCapturing(s2, &cs));
        EXPECT(cs == CU_STREAM_CAPTURE_STATUS_NONE);
    }
    CK(cuStreamDestroy(s2));
    CK(cuEventDestroy(e0));
    CK(cuEventDestroy(e1));
    CK(cuEventDestroy(e2));
    CKERR(CUDA_ERROR_INVALID_HANDLE, cuEventRecord(e2, NULL));
    CK(cuMemFree(d));
}

static void test_attributes(void)
{
    CUfunction f = fn("add1");
    int v, minGrid = 0, block = 0, blocks = 0, sms = 0;
    size_t off, size;
    CK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
    EXPECT(v == 1024);
    CK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn("add1")));
    EXPECT(v == 0);
    CK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, f));
    EXPECT(v >= 16 && v <= 255);
    CK(cuFuncSetCacheConfig(f, CU_FUNC_CACHE_PREFER_SHARED));
    CK(cuFuncGetParamInfo(fn("saxpy"), 1, &off, &size));
    EXPECT(off == 8 && size == 8);
    CK(cuFuncGetParamInfo(fn("saxpy"), 3, &off, &size));
    EXPECT(off == 24 && size == 4);
    CKERR(CUDA_ERROR_INVALID_VALUE, cuFuncGetParamInfo(f, 2, &off, &size));
    CK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, 256, 0));
    EXPECT(blocks >= 1 && blocks * 256 <= 2048);
    CK(cuOccupancyMaxPotentialBlockSize(&minGrid, &block, f, NULL, 0, 0));
    CK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0));
    EXPECT(block >= 32 && block <= 1024 && block % 32 == 0);
    EXPECT(minGrid > 0 && minGrid % sms == 0);
    /* dynamic shared memory bounds the blocks that fit */
    CK(cuFuncSetAttribute(fn("reverse_block"), CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 100000));
    CK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fn("reverse_block"), 64, 100000));
    {   /* the SM's shared memory over the block's, 1 KiB reserved a block */
        int smem_sm;
        CK(cuDeviceGetAttribute(&smem_sm, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, 0));
        EXPECT(blocks == smem_sm / (100000 + 1024));
    }
    /* a cooperative grid must fit on the device at once */
    {
        CUdeviceptr d;
        int n = 32;
        void *args[2] = { &d, &n };
        CUlaunchAttribute at;
        CUlaunchConfig cfg;
        CK(cuMemAlloc(&d, 64 * sizeof(int)));
        CK(cuLaunchCooperativeKernel(f, 2, 1, 1, 32, 1, 1, 0, NULL, args));
        CKERR(CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,
              cuLaunchCooperativeKernel(f, 1000000, 1, 1, 1024, 1, 1, 0, NULL, args));
        memset(&cfg, 0, sizeof cfg);
        cfg.gridDimX = 4; cfg.gridDimY = cfg.gridDimZ = 1;
        cfg.blockDimX = 32; cfg.blockDimY = cfg.blockDimZ = 1;
        at.id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
        at.value.cooperative = 1;
        cfg.attrs = &at; cfg.numAttrs = 1;
        CK(cuLaunchKernelEx(&cfg, f, args, NULL));
        /* clusters need sm_90 */
        at.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        at.value.clusterDim.x = 2; at.value.clusterDim.y = 1; at.value.clusterDim.z = 1;
        if (!getenv("PTXVM_CUDA_ARCH"))
            CKERR(CUDA_ERROR_INVALID_CLUSTER_SIZE, cuLaunchKernelEx(&cfg, f, args, NULL));
        else if (!strcmp(getenv("PTXVM_CUDA_ARCH"), "sm_90")) {
            int h[128], i;
            n = 128;
            CK(cuMemsetD32(d, 7, 64));
            CK(cuMemFree(d));
            CK(cuMemAlloc(&d, sizeof h));
            CK(cuMemsetD32(d, 7, 128));
            CK(cuLaunchKernelEx(&cfg, f, args, NULL));       /* 4 CTAs, clusters of 2 */
            CK(cuMemcpyDtoH(h, d, sizeof h));
            for (i = 0; i < 128; i++) EXPECT(h[i] == 8);
            at.value.clusterDim.x = 3;                       /* does not divide 4 */
            CKERR(CUDA_ERROR_INVALID_CLUSTER_SIZE, cuLaunchKernelEx(&cfg, f, args, NULL));
        }
        CK(cuMemFree(d));
    }
    /* tensor maps: a 64 x 32 f32 tensor in 16 x 8 boxes */
    {
        CUtensorMap map __attribute__((aligned(64)));
        CUdeviceptr t;
        cuuint64_t dims[2] = { 64, 32 }, strides[1] = { 64 * 4 };
        cuuint32_t box[2] = { 16, 8 }, es[2] = { 1, 1 };
        CK(cuMemAlloc(&t, 64 * 32 * 4));
        CK(cuTensorMapEncodeTiled(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, (void *)(uintptr_t)t,
                                  dims, strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                  CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                                  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
        strides[0] = 100;   /* not a multiple of 16 */
        CKERR(CUDA_ERROR_INVALID_VALUE,
              cuTensorMapEncodeTiled(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, (void *)(uintptr_t)t,
                                     dims, strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                     CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                                     CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
        CK(cuMemFree(t));
    }
}

/* A fault poisons its context (sticky), and only that one. (A stray
   store would crash the process: device memory is host memory here.) */
static void test_faults(CUdevice dev)
{
    CUcontext c, prev;
    CUmodule m;
    CUfunction f;
    CUdeviceptr d;
    int n = 1;
    void *args[2] = { &d, &n };
    char *ptx = read_file("kernels.ptx", NULL);
    CK(cuCtxGetCurrent(&prev));
    CK(cuCtxCreate(&c, NULL, 0, dev));
    CK(cuModuleLoadData(&m, ptx));
    CK(cuModuleGetFunction(&f, m, "trap_kernel"));
    CKERR(CUDA_ERROR_LAUNCH_FAILED, cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
    CKERR(CUDA_ERROR_LAUNCH_FAILED, cuCtxSynchronize());
    CKERR(CUDA_ERROR_LAUNCH_FAILED, cuStreamSynchronize(NULL));
    CK(cuModuleGetFunction(&f, m, "add1"));
    CK(cuMemAlloc(&d, 64));
    CKERR(CUDA_ERROR_LAUNCH_FAILED, cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL));
    CK(cuCtxDestroy(c));
    /* the context below it still works */
    CK(cuCtxGetCurrent(&c));
    EXPECT(c == prev);
    CK(cuCtxSynchronize());
    {
        int h = 41;
        CK(cuMemAlloc(&d, sizeof h));
        CK(cuMemcpyHtoD(d, &h, sizeof h));
        CK(cuLaunchKernel(fn("add1"), 1, 1, 1, 32, 1, 1, 0, NULL, args, NULL));
        CK(cuMemcpyDtoH(&h, d, sizeof h));
        EXPECT(h == 42);
        CK(cuMemFree(d));
    }
    free(ptx);
}

/* The CUDA 2-3 era launch (deprecated): parameters set one by one, the
   block shape on the function, cuLaunchGrid. And attach/detach. */
static void test_oldapi(CUdevice dev)
{
    CUfunction f = fn("add1");
    CUdeviceptr d;
    int h[300], i;
    CUcontext c, a, cur;
    for (i = 0; i < 300; i++) h[i] = -i;
    CK(cuMemAlloc(&d, sizeof h));
    CK(cuMemcpyHtoD(d, h, sizeof h));
    CK(cuParamSetv(f, 0, &d, sizeof d));
    CK(cuParamSeti(f, 8, 300));
    CK(cuParamSetSize(f, 12));
    CK(cuFuncSetBlockShape(f, 128, 1, 1));
    CK(cuLaunchGrid(f, 3, 1));
    CK(cuLaunchGrid(f, 3, 1));
    CK(cuMemcpyDtoH(h, d, sizeof h));
    for (i = 0; i < 300; i++) EXPECT(h[i] == 2 - i);
    CKERR(CUDA_ERROR_INVALID_VALUE, cuParamSetv(f, 4090, &d, sizeof d));
    CK(cuMemFree(d));
    /* a created context lives until its last detach */
    CK(cuCtxGetCurrent(&cur));
    CK(cuCtxCreate(&c, NULL, 0, dev));
    CK(cuCtxAttach(&a, 0));
    EXPECT(a == c);
    CK(cuCtxDetach(c));
    CK(cuCtxSynchronize());
    CK(cuCtxDetach(c));
    CKERR(CUDA_ERROR_INVALID_CONTEXT, cuCtxPushCurrent(c));
    CK(cuCtxGetCurrent(&a));
    EXPECT(a == cur);
}

/* Several host threads share the context, each with its own stream,
   buffer and events, launching and copying at the same time. */
typedef struct { CUcontext ctx; int id, ok; } th_arg;

static void *th_main(void *p)
{
    th_arg *a = (th_arg *)p;
    CUstream s;
    CUdeviceptr d;
    int h[512], i, n = 512, r;
    void *args[2] = { &d, &n };
    a->ok = 0;
    if (cuCtxSetCurrent(a->ctx) || cuStreamCreate(&s, 0) || cuMemAlloc(&d, sizeof h)) return NULL;
    for (i = 0; i < n; i++) h[i] = a->id * 1000 + i;
    if (cuMemcpyHtoDAsync(d, h, sizeof h, s)) return NULL;
    for (r = 0; r < 25; r++)
        if (cuLaunchKernel(fn("add1"), 4, 1, 1, 128, 1, 1, 0, s, args, NULL)) return NULL;
    if (cuMemcpyDtoHAsync(h, d, sizeof h, s) || cuStreamSynchronize(s)) return NULL;
    for (i = 0; i < n; i++) if (h[i] != a->id * 1000 + i + 25) return NULL;
    if (cuMemFree(d) || cuStreamDestroy(s)) return NULL;
    a->ok = 1;
    return NULL;
}

static void test_threads(void)
{
    pthread_t t[4];
    th_arg a[4];
    int i;
    CUcontext c;
    CK(cuCtxGetCurrent(&c));
    for (i = 0; i < 4; i++) {
        a[i].ctx = c; a[i].id = i;
        EXPECT(pthread_create(&t[i], NULL, th_main, &a[i]) == 0);
    }
    for (i = 0; i < 4; i++) pthread_join(t[i], NULL);
    for (i = 0; i < 4; i++) EXPECT(a[i].ok);
}

int main(void)
{
    CUdevice dev;
    CUcontext ctx;
    char *ptx;
    CK(cuInit(0));
    CK(cuDeviceGet(&dev, 0));
    CK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CK(cuCtxSetCurrent(ctx));
    ptx = read_file("kernels.ptx", NULL);
    CK(cuModuleLoadData(&mod, ptx));
    free(ptx);
    test_extra();
    test_dynamic_shared();
    test_pitched();
    test_textures();
    test_streams_events();
    test_attributes();
    test_threads();
    test_oldapi(dev);
    test_faults(dev);
    CK(cuCtxSynchronize());
    CK(cuModuleUnload(mod));
    CK(cuDevicePrimaryCtxRelease(dev));
    puts("launch: ok");
    return 0;
}
