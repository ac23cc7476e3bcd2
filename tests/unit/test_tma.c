/* The bulk-copy instructions through the interpreter: the nvcc builds
   of tests/tma/tma_kernels.cu (cuda::memcpy_async, cp_async_bulk_tensor
   with cuda::barrier) with maps from ptxvm_tensormap_encode_tiled, and
   hand-written PTX for the forms nvcc's headers do not reach (tensor
   reductions, 3D swizzled boxes, cp.reduce.async.bulk, tensormap.replace,
   a map in global memory), their faults and refusals. Every result is
   compared with a C computation of what the copy must do. */
#include "surf_util.h"
#include "tensormap.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KFILE "tests/tma/tma_kernels.sm_90a.ptx"
#define TMA_HEAD ".version 8.0\n.target sm_90a\n.address_size 64\n"

typedef struct map128 {
    uint8_t b[128];
} map128;

/* A 64-byte aligned map buffer. */
static uint8_t *aligned_map(uint8_t *buf)
{
    return buf + (64 - ((uintptr_t)buf & 63)) % 64;
}

/* tma_2d: a 16x8 int box at (x, y) of a W x H tensor (row pitch 192
   bytes) loaded, dumped, incremented and stored back. */
static void tma_nvcc_2d(pv_test *t)
{
    enum { W = 40, H = 20, PITCH = 192, BW = 16, BH = 8 };
    static const int xy[][2] = { { 0, 0 }, { 8, 4 }, { 32, 16 }, { -8, -3 },
                                 { 36, 0 }, { 40, 20 }, { -16, -8 } };
    sk k;
    uint32_t c;
    if (!test_begin(t, "tma: nvcc cp_async_bulk_tensor_2d load, dump, store "
                       "back; boxes inside, straddling and outside"))
        return;
    if (!sk_open(t, &k, NULL, KFILE, 0)) {
        sk_close(t, &k);
        test_end(t);
        return;
    }
    for (c = 0; c < sizeof xy / sizeof xy[0]; c++) {
        static uint8_t mbuf[192];
        uint8_t *map = aligned_map(mbuf);
        static int32_t host[H * PITCH / 4], want[H * PITCH / 4], back[H * PITCH / 4];
        int32_t dump[BW * BH], wdump[BW * BH];
        uint64_t dims[2] = { W, H }, strides[1] = { PITCH };
        uint32_t box[2] = { BW, BH }, es[2] = { 1, 1 };
        ptxvm_addr g, d;
        int x = xy[c][0], y = xy[c][1], add = 1000 + (int)c, i, j;
        void *args[5];
        ptxvm_result r;
        for (i = 0; i < H * PITCH / 4; i++)
            host[i] = i * 7 + 3;
        g = sk_buf(&k, host, sizeof host);
        d = sk_buf(&k, NULL, sizeof dump);
        T_CHECK(t, ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_S32, 2, g,
                    dims, strides, box, es, 0, 0, 0, 0) == PTXVM_OK,
                "encode: %s", ptxvm_error_message(k.vm));
        args[0] = map; args[1] = &x; args[2] = &y; args[3] = &add; args[4] = &d;
        r = sk_launch(&k, "tma_2d", 1, 128, args);
        T_CHECK(t, r == PTXVM_OK, "box (%d,%d): %s", x, y,
                ptxvm_error_message(k.vm));
        memcpy(want, host, sizeof host);
        for (j = 0; j < BH; j++)
            for (i = 0; i < BW; i++) {
                int gx = x + i, gy = y + j;
                int in = gx >= 0 && gx < W && gy >= 0 && gy < H;
                wdump[j * BW + i] = in ? host[gy * (PITCH / 4) + gx] : 0;
                if (in)
                    want[gy * (PITCH / 4) + gx] += add;
            }
        ptxvm_memcpy_dtoh(k.vm, dump, d, sizeof dump);
        ptxvm_memcpy_dtoh(k.vm, back, g, sizeof back);
        T_CHECK(t, memcmp(dump, wdump, sizeof dump) == 0, "box (%d,%d): loaded "
                "image differs", x, y);
        T_CHECK(t, memcmp(back, want, sizeof back) == 0, "box (%d,%d): stored "
                "tensor differs", x, y);
    }
    sk_close(t, &k);
    test_end(t);
}

/* bulk_1d: cuda::memcpy_async of n ints into shared memory on a barrier,
   3x+1, cp.async.bulk back to global. */
static void tma_nvcc_bulk(pv_test *t)
{
    static const int ns[] = { 4, 100, 256 };
    sk k;
    uint32_t c;
    if (!test_begin(t, "tma: nvcc memcpy_async (cp.async.bulk global to "
                       "shared, complete_tx) and cp.async.bulk shared to global"))
        return;
    if (!sk_open(t, &k, NULL, KFILE, 0)) {
        sk_close(t, &k);
        test_end(t);
        return;
    }
    for (c = 0; c < 3; c++) {
        int32_t in[256], out[256];
        int n = ns[c], i, bad = 0;
        ptxvm_addr gi, go;
        void *args[3];
        for (i = 0; i < 256; i++)
            in[i] = i * 13 - 500;
        gi = sk_buf(&k, in, sizeof in);
        go = sk_buf(&k, NULL, sizeof out);
        args[0] = &gi; args[1] = &go; args[2] = &n;
        T_CHECK(t, sk_launch(&k, "bulk_1d", 2, 64, args) == PTXVM_OK, "n %d: %s",
                n, ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, out, go, sizeof out);
        for (i = 0; i < 256; i++)
            bad += out[i] != (i < n ? in[i] * 3 + 1 : 0);
        T_CHECK(t, bad == 0, "n %d: %d elements differ", n, bad);
    }
    sk_close(t, &k);
    test_end(t);
}

void unit_tma(pv_test *t)
{
    tma_nvcc_2d(t);
    tma_nvcc_bulk(t);
}
