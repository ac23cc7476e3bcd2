/* Texture and surface references of a hand-written module (.texref,
   .surfref), bound to an array, to pitched memory, and rebound when
   their state changes. */
#define CUDA_ENABLE_DEPRECATED   /* texture references are deprecated */
#include "cu_check.h"
#include <string.h>

static const char *ptx =
    ".version 7.0\n.target sm_50\n.address_size 64\n"
    ".global .texref tr;\n.global .surfref sr;\n"
    ".visible .entry rd(.param .u64 out, .param .u32 w)\n{\n"
    "  .reg .u32 %r<8>;\n  .reg .f32 %f<8>;\n  .reg .u64 %rd<4>;\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, %ctaid.x;\n"
    "  cvt.rn.f32.u32 %f1, %r1;\n  add.f32 %f1, %f1, 0f3F000000;\n"
    "  cvt.rn.f32.u32 %f2, %r2;\n  add.f32 %f2, %f2, 0f3F000000;\n"
    "  tex.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [tr, {%f1, %f2}];\n"
    "  ld.param.u32 %r3, [w];\n  mad.lo.u32 %r4, %r2, %r3, %r1;\n"
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd1, %rd1;\n"
    "  mul.wide.u32 %rd2, %r4, 4;\n  add.u64 %rd3, %rd1, %rd2;\n"
    "  st.global.f32 [%rd3], %f3;\n  ret;\n}\n"
    ".visible .entry wr()\n{\n  .reg .u32 %r<8>;\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, %ctaid.x;\n"
    "  mad.lo.u32 %r3, %r2, 100, %r1;\n  shl.b32 %r4, %r1, 2;\n"
    "  sust.b.2d.b32.trap [sr, {%r4, %r2}], {%r3};\n  ret;\n}\n";

enum { W = 6, H = 3 };

int main(void)
{
    CUdevice dev;
    CUcontext ctx;
    CUmodule m;
    CUfunction rd, wr;
    CUtexref tr, tr2;
    CUsurfref sr;
    CUarray arr, sarr;
    CUDA_ARRAY_DESCRIPTOR ad;
    CUDA_ARRAY3D_DESCRIPTOR d3;
    CUdeviceptr out, pitched;
    size_t pitch;
    float img[H][W], res[H * W];
    int back[H][W], x, y, w = W;
    CUDA_MEMCPY2D c;
    void *args[2] = { &out, &w };
    CUfilter_mode fm;
    CUarray got;

    CK(cuInit(0));
    CK(cuDeviceGet(&dev, 0));
    CK(cuCtxCreate(&ctx, NULL, 0, dev));
    CK(cuModuleLoadData(&m, ptx));
    CK(cuModuleGetFunction(&rd, m, "rd"));
    CK(cuModuleGetFunction(&wr, m, "wr"));
    CK(cuModuleGetTexRef(&tr, m, "tr"));
    CK(cuModuleGetTexRef(&tr2, m, "tr"));
    EXPECT(tr == tr2);
    CKERR(CUDA_ERROR_NOT_FOUND, cuModuleGetTexRef(&tr2, m, "nope"));
    for (y = 0; y < H; y++) for (x = 0; x < W; x++) img[y][x] = (float)(y * 10 + x) + 0.25f;
    memset(&ad, 0, sizeof ad);
    ad.Width = W; ad.Height = H; ad.Format = CU_AD_FORMAT_FLOAT; ad.NumChannels = 1;
    CK(cuArrayCreate(&arr, &ad));
    CK(cuMemcpyHtoA(arr, 0, img, sizeof img));
    CK(cuTexRefSetArray(tr, arr, CU_TRSA_OVERRIDE_FORMAT));
    CK(cuTexRefSetFilterMode(tr, CU_TR_FILTER_MODE_POINT));
    CK(cuTexRefGetFilterMode(&fm, tr));
    EXPECT(fm == CU_TR_FILTER_MODE_POINT);
    CK(cuTexRefGetArray(&got, tr));
    EXPECT(got == arr);
    CK(cuMemAlloc(&out, sizeof res));
    CK(cuLaunchKernel(rd, H, 1, 1, W, 1, 1, 0, NULL, args, NULL));
    CK(cuMemcpyDtoH(res, out, sizeof res));
    for (y = 0; y < H; y++) for (x = 0; x < W; x++) EXPECT(res[y * W + x] == img[y][x]);

    /* rebound to pitched memory holding the image doubled */
    for (y = 0; y < H; y++) for (x = 0; x < W; x++) img[y][x] *= 2.0f;
    CK(cuMemAllocPitch(&pitched, &pitch, W * 4, H, 4));
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST; c.srcHost = img; c.srcPitch = W * 4;
    c.dstMemoryType = CU_MEMORYTYPE_DEVICE; c.dstDevice = pitched; c.dstPitch = pitch;
    c.WidthInBytes = W * 4; c.Height = H;
    CK(cuMemcpy2D(&c));
    CK(cuTexRefSetAddress2D(tr, &ad, pitched, pitch));
    CK(cuLaunchKernel(rd, H, 1, 1, W, 1, 1, 0, NULL, args, NULL));
    CK(cuMemcpyDtoH(res, out, sizeof res));
    for (y = 0; y < H; y++) for (x = 0; x < W; x++) EXPECT(res[y * W + x] == img[y][x]);

    /* a surface reference over an int array */
    memset(&d3, 0, sizeof d3);
    d3.Width = W; d3.Height = H; d3.Format = CU_AD_FORMAT_SIGNED_INT32; d3.NumChannels = 1;
    d3.Flags = CUDA_ARRAY3D_SURFACE_LDST;
    CK(cuArray3DCreate(&sarr, &d3));
    CK(cuModuleGetSurfRef(&sr, m, "sr"));
    CK(cuSurfRefSetArray(sr, sarr, 0));
    CK(cuLaunchKernel(wr, H, 1, 1, W, 1, 1, 0, NULL, NULL, NULL));
    CK(cuMemcpyAtoH(back, sarr, 0, sizeof back));
    for (y = 0; y < H; y++) for (x = 0; x < W; x++) EXPECT(back[y][x] == y * 100 + x);

    CK(cuModuleUnload(m));
    CKERR(CUDA_ERROR_INVALID_HANDLE, cuTexRefSetFilterMode(tr, CU_TR_FILTER_MODE_LINEAR));
    CK(cuArrayDestroy(arr));
    CK(cuArrayDestroy(sarr));
    CK(cuMemFree(out));
    CK(cuMemFree(pitched));
    CK(cuCtxDestroy(ctx));
    puts("texref: ok");
    return 0;
}
