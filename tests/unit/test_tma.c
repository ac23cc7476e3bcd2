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

static int tma_begin(pv_test *t, sk *k, int nvcc, const char *title);

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
    if (!tma_begin(t, &k, 1, "tma: nvcc cp_async_bulk_tensor_2d load, dump, store "
                             "back; boxes inside, straddling and outside"))
        return;
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
    if (!tma_begin(t, &k, 1, "tma: nvcc memcpy_async (cp.async.bulk global to "
                             "shared, complete_tx) and cp.async.bulk shared to global"))
        return;
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

/* ---- hand-written PTX ------------------------------------------------ */

/* load3d: one thread loads the 3D box at (x, y, z) through the map
   parameter, waits on the mbarrier (expect_tx of `bytes`) and dumps the
   shared image word by word. store2d/red2d: the image comes from `in`
   and goes to the tensor by a tensor store or an add/min/max reduction.
   redbulk: cp.reduce.async.bulk of `bytes` from `in` (via shared) onto
   `out`. replace: edits a map in global memory, then loads through it. */
/* The tail of load3d and replace: wait for the mbarrier's phase, then
   dump `bytes` of the image at %r7 to out word by word. */
#define WAIT_AND_DUMP \
"WAIT:\n" \
"  mbarrier.try_wait.shared::cta.b64 %p2, [%r2], %rd3;\n" \
"  @!%p2 bra WAIT;\n" \
"  ld.param.u64 %rd4, [out];\n" \
"  mov.u32 %r8, 0;\n" \
"LOOP:\n" \
"  setp.ge.u32 %p3, %r8, %r6;\n" \
"  @%p3 bra DONE;\n" \
"  add.u32 %r9, %r7, %r8;\n" \
"  ld.shared.u32 %r10, [%r9];\n" \
"  cvt.u64.u32 %rd5, %r8;\n" \
"  add.u64 %rd6, %rd4, %rd5;\n" \
"  st.global.u32 [%rd6], %r10;\n" \
"  add.u32 %r8, %r8, 4;\n" \
"  bra LOOP;\n" \
"DONE:\n" \
"  ret;\n" \
"}\n"

/* store2d's and the reduction kernels' fill: `bytes` (%r6) from in
   (%rd4) to the image at %r7, word by word. */
#define FILL_IMG \
"FILL:\n" \
"  setp.ge.u32 %p1, %r8, %r6;\n" \
"  @%p1 bra FILLED;\n" \
"  cvt.u64.u32 %rd5, %r8;\n" \
"  add.u64 %rd6, %rd4, %rd5;\n" \
"  ld.global.u32 %r10, [%rd6];\n" \
"  add.u32 %r9, %r7, %r8;\n" \
"  st.shared.u32 [%r9], %r10;\n" \
"  add.u32 %r8, %r8, 4;\n" \
"  bra FILL;\n" \
"FILLED:\n"

static const char tma_ptx0[] =
".visible .entry load3d(.param .align 64 .b8 map[128], .param .u32 x,\n"
"    .param .u32 y, .param .u32 z, .param .u64 out, .param .u32 bytes)\n"
"{\n"
"  .reg .b32 %r<20>; .reg .b64 %rd<10>; .reg .pred %p<4>;\n"
"  .shared .align 1024 .b8 img[16384];\n"
"  .shared .align 8 .b64 bar;\n"
"  mov.u32 %r2, bar;\n"
"  mbarrier.init.shared::cta.b64 [%r2], 1;\n"
"  mov.b64 %rd1, map;\n"
"  cvta.param.u64 %rd2, %rd1;\n"
"  ld.param.u32 %r3, [x]; ld.param.u32 %r4, [y]; ld.param.u32 %r5, [z];\n"
"  ld.param.u32 %r6, [bytes];\n"
"  mov.u32 %r7, img;\n"
"  cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r7], [%rd2, {%r3, %r4, %r5}], [%r2];\n"
"  mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r2], %r6;\n"
WAIT_AND_DUMP
/* the image from in (words), then a store or reduction (op: 0 store,
   1 add, 2 min, 3 max) */;

static const char tma_ptx1[] =
".visible .entry store2d(.param .align 64 .b8 map[128], .param .u32 x,\n"
"    .param .u32 y, .param .u64 in, .param .u32 bytes, .param .u32 op)\n"
"{\n"
"  .reg .b32 %r<20>; .reg .b64 %rd<10>; .reg .pred %p<6>;\n"
"  .shared .align 128 .b8 img[8192];\n"
"  mov.u32 %r7, img;\n"
"  ld.param.u64 %rd4, [in];\n"
"  ld.param.u32 %r6, [bytes];\n"
"  mov.u32 %r8, 0;\n"
FILL_IMG
"  fence.proxy.async.shared::cta;\n"
"  mov.b64 %rd1, map;\n"
"  cvta.param.u64 %rd2, %rd1;\n"
"  ld.param.u32 %r3, [x]; ld.param.u32 %r4, [y]; ld.param.u32 %r5, [op];\n"
"  setp.eq.u32 %p2, %r5, 1;\n"
"  setp.eq.u32 %p3, %r5, 2;\n"
"  setp.eq.u32 %p4, %r5, 3;\n"
"  setp.eq.u32 %p5, %r5, 0;\n"
"  @%p5 cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd2, {%r3, %r4}], [%r7];\n"
"  @%p2 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%rd2, {%r3, %r4}], [%r7];\n"
"  @%p3 cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%rd2, {%r3, %r4}], [%r7];\n"
"  @%p4 cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.bulk_group [%rd2, {%r3, %r4}], [%r7];\n"
"  cp.async.bulk.commit_group;\n"
"  cp.async.bulk.wait_group.read 0;\n"
"  cp.async.bulk.wait_group 0;\n"
"  ret;\n"
"}\n"
/* in (bytes) to shared, then cp.reduce.async.bulk onto out, one op per
   kernel */
/* shared-to-shared: in -> img (bulk load), img -> img2 by
   cp.async.bulk.shared::cluster.shared::cta, then add-reduce img onto img2
   by cp.reduce.async.bulk.shared::cluster, both on the mbarrier; img2 to
   out. The map parameter is named directly for a 1D tensor load with
   .multicast::cluster (mask in `mask`) into img3, dumped after img2. */;

static const char tma_ptx2[] =
".visible .entry s2s(.param .align 64 .b8 map[128], .param .u64 in,\n"
"    .param .u64 out, .param .u32 bytes, .param .u16 mask)\n"
"{\n"
"  .reg .b32 %r<20>; .reg .b64 %rd<10>; .reg .pred %p<4>; .reg .b16 %rs<2>;\n"
"  .shared .align 128 .b8 img[1024];\n"
"  .shared .align 128 .b8 img2[1024];\n"
"  .shared .align 128 .b8 img3[1024];\n"
"  .shared .align 8 .b64 bar;\n"
"  mov.u32 %r2, bar;\n"
"  mbarrier.init.shared::cta.b64 [%r2], 1;\n"
"  ld.param.u64 %rd1, [in];\n"
"  ld.param.u32 %r6, [bytes];\n"
"  ld.param.u16 %rs1, [mask];\n"
"  mov.u32 %r7, img;\n"
"  mov.u32 %r12, img2;\n"
"  mov.u32 %r13, img3;\n"
"  cp.async.bulk.prefetch.L2.global [%rd1], %r6;\n"
"  cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r7], [%rd1], %r6, [%r2], %rs1;\n"
"  mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r2], %r6;\n"
"W1:\n"
"  mbarrier.try_wait.shared::cta.b64 %p2, [%r2], %rd3;\n"
"  @!%p2 bra W1;\n"
"  cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%r12], [%r7], %r6, [%r2];\n"
"  cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%r12], [%r7], %r6, [%r2];\n"
"  shl.b32 %r14, %r6, 1;\n"
"  mov.u32 %r15, 0;\n"
"  cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%r13], [map, {%r15}], [%r2], %rs1;\n"
"  add.u32 %r14, %r14, 64;\n"
"  mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r2], %r14;\n"
"W2:\n"
"  mbarrier.try_wait.shared::cta.b64 %p2, [%r2], %rd3;\n"
"  @!%p2 bra W2;\n"
"  ld.param.u64 %rd4, [out];\n"
"  cp.async.bulk.global.shared::cta.bulk_group [%rd4], [%r12], %r6;\n"
"  cvt.u64.u32 %rd5, %r6;\n"
"  add.u64 %rd6, %rd4, %rd5;\n"
"  cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd6], [%r13], 64, %rd1;\n"
"  cp.async.bulk.commit_group;\n"
"  cp.async.bulk.wait_group.read 0;\n"
"  ret;\n"
"}\n"
/* the map at gmap (global memory): replace its address and box[1],
   then load3d's dump through it (a 2D map) */;

static const char tma_ptx3[] =
".visible .entry replace(.param .u64 gmap, .param .u64 newaddr,\n"
"    .param .u32 box1, .param .u64 out, .param .u32 bytes)\n"
"{\n"
"  .reg .b32 %r<20>; .reg .b64 %rd<10>; .reg .pred %p<4>;\n"
"  .shared .align 128 .b8 img[8192];\n"
"  .shared .align 8 .b64 bar;\n"
"  ld.param.u64 %rd1, [gmap];\n"
"  ld.param.u64 %rd7, [newaddr];\n"
"  ld.param.u32 %r11, [box1];\n"
"  tensormap.replace.tile.global_address.global.b1024.b64 [%rd1], %rd7;\n"
"  tensormap.replace.tile.box_dim.b1024.b32 [%rd1], 1, %r11;\n"
"  tensormap.replace.tile.fill_mode.global.b1024.b32 [%rd1], 0;\n"
"  fence.proxy.tensormap::generic.acquire.gpu [%rd1], 128;\n"
"  mov.u32 %r2, bar;\n"
"  mbarrier.init.shared::cta.b64 [%r2], 1;\n"
"  ld.param.u32 %r6, [bytes];\n"
"  mov.u32 %r7, img;\n"
"  mov.u32 %r3, 0;\n"
"  cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [%r7], [%rd1, {%r3, %r3}], [%r2];\n"
"  mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r2], %r6;\n"
WAIT_AND_DUMP;

static const char *const tma_parts[] = { tma_ptx0, tma_ptx1, tma_ptx2, tma_ptx3 };

/* The reduction kernels: one per operation and type. */
static const struct redk {
    const char *name, *mods;
    uint32_t size;
} redks[] = {
    { "r_add_u32", "add.u32", 4 }, { "r_add_s32", "add.s32", 4 },
    { "r_min_s32", "min.s32", 4 }, { "r_max_u32", "max.u32", 4 },
    { "r_and_b32", "and.b32", 4 }, { "r_or_b64", "or.b64", 8 },
    { "r_xor_b32", "xor.b32", 4 }, { "r_inc_u32", "inc.u32", 4 },
    { "r_dec_u32", "dec.u32", 4 }, { "r_add_u64", "add.u64", 8 },
    { "r_min_s64", "min.s64", 8 }, { "r_max_u64", "max.u64", 8 },
    { "r_add_f32", "add.f32", 4 }, { "r_add_f64", "add.f64", 8 },
    { "r_add_f16", "add.noftz.f16", 2 }, { "r_max_bf16", "max.bf16", 2 },
};
#define NREDK (sizeof redks / sizeof redks[0])

static char *tma_source(void)
{
    static char kern[NREDK * 1200];
    size_t n = 0, i, len, at;
    char *src;
    for (i = 0; i < NREDK; i++)
        n += (size_t)snprintf(kern + n, sizeof kern - n,
            ".visible .entry %s(.param .u64 in, .param .u64 out, .param .u32 bytes)\n"
            "{\n"
            "  .reg .b32 %%r<20>; .reg .b64 %%rd<10>; .reg .pred %%p<4>;\n"
            "  .shared .align 128 .b8 img[4096];\n"
            "  mov.u32 %%r7, img;\n"
            "  ld.param.u64 %%rd4, [in];\n"
            "  ld.param.u64 %%rd7, [out];\n"
            "  ld.param.u32 %%r6, [bytes];\n"
            "  mov.u32 %%r8, 0;\n"
            "%s"
            "  fence.proxy.async.shared::cta;\n"
            "  cp.reduce.async.bulk.global.shared::cta.bulk_group.%s [%%rd7], [%%r7], %%r6;\n"
            "  cp.async.bulk.commit_group;\n"
            "  cp.async.bulk.wait_group 0;\n"
            "  ret;\n"
            "}\n", redks[i].name, FILL_IMG, redks[i].mods);
    len = strlen(TMA_HEAD) + n + 1;
    for (i = 0; i < sizeof tma_parts / sizeof tma_parts[0]; i++)
        len += strlen(tma_parts[i]);
    src = (char *)malloc(len);
    strcpy(src, TMA_HEAD);
    at = strlen(src);
    for (i = 0; i < sizeof tma_parts / sizeof tma_parts[0]; i++) {
        strcpy(src + at, tma_parts[i]);
        at += strlen(tma_parts[i]);
    }
    strcpy(src + at, kern);
    return src;
}

static int tma_open(pv_test *t, sk *k)
{
    char *src = tma_source();
    int ok = sk_open(t, k, src, NULL, 0);
    free(src);
    return ok;
}

/* Begin the case titled title and open its module: the nvcc build when
   nvcc is set, else the hand-written PTX. 0 when the filter skips it or
   the module did not load (the case then ended). */
static int tma_begin(pv_test *t, sk *k, int nvcc, const char *title)
{
    if (!test_begin(t, "%s", title))
        return 0;
    if (nvcc ? sk_open(t, k, NULL, KFILE, 0) : tma_open(t, k))
        return 1;
    sk_close(t, k);
    test_end(t);
    return 0;
}

/* The CUDA swizzle from its row/chunk description (see test_tensormap.c). */
static uint32_t ref_sw(uint32_t sw, uint32_t off)
{
    uint32_t span = sw == 1 ? 2 : sw == 2 ? 4 : 8, row = off / 128;
    uint32_t chunk = (off % 128) / 16;
    if (!sw)
        return off;
    chunk = (chunk & ~(span - 1)) | ((chunk ^ (row % span)) & (span - 1));
    return row * 128 + chunk * 16 + off % 16;
}

/* 3D boxes, each swizzle, element strides, both fills, f16 and f32. */
static void tma_load3d(pv_test *t)
{
    sk k;
    uint64_t rng = 99;
    uint32_t c, bad = 0;
    if (!tma_begin(t, &k, 0, "tma: cp.async.bulk.tensor.3d loads: each swizzle, "
                             "element strides, OOB fill zero and NaN, 48 boxes"))
        return;
    for (c = 0; c < 48 && bad < 4; c++) {
        static uint8_t mbuf[192], host[65536], img[16384], want[16384];
        uint8_t *map = aligned_map(mbuf);
        uint32_t sw = c % 4, es = (c / 4) % 2 ? 2 : 4, fill = (c / 8) % 2;
        ptxvm_tmap_type ty = es == 2 ? PTXVM_TMAP_F16 : PTXVM_TMAP_F32;
        uint32_t span = sw ? 16u << sw : 64, bw = span / es;
        uint64_t dims[3] = { 20 + su_rng(&rng) % 40, 3 + su_rng(&rng) % 9, 3 };
        uint64_t str[2];
        uint32_t box[3] = { bw, 2 + 2 * (su_rng(&rng) % 3), 2 };
        uint32_t est[3] = { 1, 1 + su_rng(&rng) % 2, 1 + (c % 3 == 0) };
        uint32_t n1 = (box[1] + est[1] - 1) / est[1], n2 = (box[2] + est[2] - 1) / est[2];
        uint32_t bytes = bw * es * n1 * n2, i, j, q;
        int32_t x = (int32_t)(su_rng(&rng) % 60) - 20;
        int32_t y = (int32_t)(su_rng(&rng) % 16) - 4, z = (int32_t)(su_rng(&rng) % 4) - 1;
        ptxvm_addr g, o;
        void *args[6];
        ptxvm_result r;
        str[0] = ((dims[0] * es + 15) / 16) * 16 + 16 * (c % 2);
        str[1] = str[0] * dims[1];
        for (i = 0; i < sizeof host; i++)
            host[i] = (uint8_t)su_rng(&rng);
        g = sk_buf(&k, host, sizeof host);
        o = sk_buf(&k, NULL, sizeof img);
        r = ptxvm_tensormap_encode_tiled(k.vm, map, ty, 3, g, dims, str, box, est,
                                         0, (ptxvm_tmap_swizzle)sw, 0,
                                         (ptxvm_tmap_fill)fill);
        T_CHECK(t, r == PTXVM_OK, "encode: %s", ptxvm_error_message(k.vm));
        args[0] = map; args[1] = &x; args[2] = &y; args[3] = &z; args[4] = &o;
        args[5] = &bytes;
        r = sk_launch(&k, "load3d", 1, 1, args);
        T_CHECK(t, r == PTXVM_OK, "box %u: %s", c, ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, img, o, sizeof img);
        memset(want, 0, sizeof want);
        for (q = 0; q < n2; q++)
            for (j = 0; j < n1; j++)
                for (i = 0; i < bw; i++) {
                    int64_t gx = x + (int64_t)i, gy = y + (int64_t)j * est[1];
                    int64_t gz = z + (int64_t)q * est[2];
                    uint32_t off = ((q * n1 + j) * bw + i) * es;
                    uint8_t *d = want + ref_sw(sw, off);
                    if (gx >= 0 && gx < (int64_t)dims[0] && gy >= 0 &&
                        gy < (int64_t)dims[1] && gz >= 0 && gz < (int64_t)dims[2])
                        memcpy(d, host + gx * es + gy * str[0] + gz * str[1], es);
                    else if (fill)
                        memset(d, 0xff, es), d[es - 1] = 0x7f;
                }
        if (memcmp(img, want, bytes) != 0) {
            T_CHECK(t, 0, "box %u (swizzle %u, %u-byte elements, strides %u,%u, "
                    "at %d,%d,%d): image differs", c, sw, es, est[1], est[2],
                    x, y, z);
            bad++;
        }
    }
    sk_close(t, &k);
    test_end(t);
}

/* Tensor stores and add/min/max reductions of a 16x6 s32 box. */
static void tma_store2d(pv_test *t)
{
    enum { W = 30, H = 10, PITCH = 128, BW = 16, BH = 6 };
    static const int xy[][2] = { { 0, 0 }, { 20, 7 }, { -5, -2 }, { 14, 4 } };
    sk k;
    uint32_t c, op;
    if (!tma_begin(t, &k, 0, "tma: tensor stores and cp.reduce.async.bulk.tensor "
                             "add/min/max, boxes straddling the edges"))
        return;
    for (op = 0; op < 4; op++)
        for (c = 0; c < 4; c++) {
            static uint8_t mbuf[192];
            uint8_t *map = aligned_map(mbuf);
            int32_t host[H * PITCH / 4], want[H * PITCH / 4], back[H * PITCH / 4];
            int32_t src[BW * BH];
            uint64_t dims[2] = { W, H }, str[1] = { PITCH };
            uint32_t box[2] = { BW, BH }, es[2] = { 1, 1 }, bytes = sizeof src;
            int x = xy[c][0], y = xy[c][1], i, j;
            ptxvm_addr g, gi;
            void *args[6];
            for (i = 0; i < H * PITCH / 4; i++)
                host[i] = (i * 37) % 101 - 50;
            for (i = 0; i < BW * BH; i++)
                src[i] = (i * 53) % 97 - 48;
            g = sk_buf(&k, host, sizeof host);
            gi = sk_buf(&k, src, sizeof src);
            T_CHECK(t, ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_S32, 2,
                        g, dims, str, box, es, 0, 0, 0, 0) == PTXVM_OK, "encode");
            args[0] = map; args[1] = &x; args[2] = &y; args[3] = &gi;
            args[4] = &bytes; args[5] = &op;
            T_CHECK(t, sk_launch(&k, "store2d", 1, 1, args) == PTXVM_OK,
                    "op %u box %u: %s", op, c, ptxvm_error_message(k.vm));
            memcpy(want, host, sizeof host);
            for (j = 0; j < BH; j++)
                for (i = 0; i < BW; i++) {
                    int gx = x + i, gy = y + j;
                    int32_t *p, v = src[j * BW + i];
                    if (gx < 0 || gx >= W || gy < 0 || gy >= H)
                        continue;
                    p = &want[gy * (PITCH / 4) + gx];
                    *p = op == 0 ? v : op == 1 ? *p + v : op == 2 ? (v < *p ? v : *p)
                       : (v > *p ? v : *p);
                }
            ptxvm_memcpy_dtoh(k.vm, back, g, sizeof back);
            T_CHECK(t, memcmp(back, want, sizeof back) == 0, "op %u box (%d,%d): "
                    "tensor differs", op, x, y);
        }
    sk_close(t, &k);
    test_end(t);
}

static uint64_t ld_le(const uint8_t *p, uint32_t n)
{
    uint64_t v = 0;
    memcpy(&v, p, n);
    return v;
}

static double f16d(uint32_t h)
{
    return (double)ref_f16_f32(h);
}

/* cp.reduce.async.bulk: every kernel's operation against C on 256 bytes. */
static void tma_redbulk(pv_test *t)
{
    sk k;
    uint64_t rng = 7;
    uint32_t c;
    if (!tma_begin(t, &k, 0, "tma: cp.reduce.async.bulk add/min/max/and/or/xor/inc/"
                             "dec on u32 s32 u64 s64 f32 f64 f16 bf16"))
        return;
    for (c = 0; c < NREDK; c++) {
        uint8_t in[256], mem[256], back[256], want[256];
        uint32_t bytes = sizeof in, i, z = redks[c].size, bad = 0;
        const char *op = redks[c].mods;
        ptxvm_addr gi, go;
        void *args[3];
        for (i = 0; i < 256; i++) {
            in[i] = (uint8_t)su_rng(&rng);
            mem[i] = (uint8_t)su_rng(&rng);
        }
        if (strstr(op, "f32") || strstr(op, "f64") || strstr(op, "f16") ||
            strstr(op, "bf16"))      /* finite, normal-ish values */
            for (i = 0; i < 256; i += z) {
                if (z == 4) {
                    float a = (float)((int)(su_rng(&rng) % 2000) - 1000) / 8;
                    float b = (float)((int)(su_rng(&rng) % 2000) - 1000) / 8;
                    memcpy(in + i, &a, 4);
                    memcpy(mem + i, &b, 4);
                } else if (z == 8) {
                    double a = (double)((int)(su_rng(&rng) % 2000) - 1000) / 3;
                    double b = (double)((int)(su_rng(&rng) % 2000) - 1000) / 7;
                    memcpy(in + i, &a, 8);
                    memcpy(mem + i, &b, 8);
                } else {             /* 16-bit: small exact values */
                    uint32_t a = (uint32_t)(su_rng(&rng) % 64), b = (uint32_t)(su_rng(&rng) % 64);
                    float fa = (float)a - 32, fb = (float)b - 32;
                    uint32_t ha, hb;
                    if (strstr(op, "bf16")) {
                        ha = fbits(fa) >> 16;
                        hb = fbits(fb) >> 16;
                    } else {
                        ha = ref_f16(fa);
                        hb = ref_f16(fb);
                    }
                    memcpy(in + i, &ha, 2);
                    memcpy(mem + i, &hb, 2);
                }
            }
        gi = sk_buf(&k, in, sizeof in);
        go = sk_buf(&k, mem, sizeof mem);
        args[0] = &gi; args[1] = &go; args[2] = &bytes;
        T_CHECK(t, sk_launch(&k, redks[c].name, 1, 1, args) == PTXVM_OK, "%s: %s",
                redks[c].name, ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, back, go, sizeof back);
        for (i = 0; i < 256; i += z) {
            uint64_t a = ld_le(mem + i, z), b = ld_le(in + i, z), r = 0;
            uint64_t mask = z == 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * z)) - 1;
            int64_t sa = z == 8 ? (int64_t)a : (int64_t)(int32_t)(uint32_t)a;
            int64_t sb = z == 8 ? (int64_t)b : (int64_t)(int32_t)(uint32_t)b;
            if (!strncmp(op, "add.u", 5) || !strncmp(op, "add.s", 5)) r = a + b;
            else if (!strcmp(op, "min.s32") || !strcmp(op, "min.s64")) r = (uint64_t)(sa < sb ? sa : sb);
            else if (!strncmp(op, "max.u", 5)) r = a > b ? a : b;
            else if (!strncmp(op, "and", 3)) r = a & b;
            else if (!strncmp(op, "or", 2)) r = a | b;
            else if (!strncmp(op, "xor", 3)) r = a ^ b;
            else if (!strncmp(op, "inc", 3)) r = a >= b ? 0 : a + 1;
            else if (!strncmp(op, "dec", 3)) r = (a == 0 || a > b) ? b : a - 1;
            else if (!strcmp(op, "add.f32")) {
                float fa, fb, fr;
                memcpy(&fa, &a, 4); memcpy(&fb, &b, 4);
                fr = fa + fb;
                memcpy(&r, &fr, 4);
            } else if (!strcmp(op, "add.f64")) {
                double fa, fb, fr;
                memcpy(&fa, &a, 8); memcpy(&fb, &b, 8);
                fr = fa + fb;
                memcpy(&r, &fr, 8);
            } else if (!strcmp(op, "add.noftz.f16")) {
                r = ref_f16((float)(f16d((uint32_t)a) + f16d((uint32_t)b)));
            } else {                 /* max.bf16 */
                float fa = bitsf((uint32_t)a << 16), fb = bitsf((uint32_t)b << 16);
                r = fa > fb ? a : b;
            }
            r &= mask;
            memcpy(want + i, &r, z);
        }
        for (i = 0; i < 256; i++)
            bad += back[i] != want[i];
        T_CHECK(t, bad == 0, "%s: %u bytes differ", redks[c].name, bad);
    }
    sk_close(t, &k);
    test_end(t);
}

/* tensormap.replace on a map in global memory, then a load through it. */
static void tma_replace(pv_test *t)
{
    sk k;
    static uint8_t mbuf[192];
    uint8_t *map = aligned_map(mbuf);
    int32_t a[64 * 8], b[64 * 8], out[16 * 8];
    uint64_t dims[2] = { 64, 8 }, str[1] = { 256 };
    uint32_t box[2] = { 16, 2 }, es[2] = { 1, 1 }, box1 = 5, bytes = 16 * 5 * 4, i, j;
    int bad = 0;
    ptxvm_addr ga, gb, gm, go;
    void *args[5];
    if (!tma_begin(t, &k, 0, "tma: tensormap.replace global_address, box_dim and "
                             "fill_mode in global memory, then a load through it"))
        return;
    for (i = 0; i < 64 * 8; i++) {
        a[i] = (int32_t)i;
        b[i] = (int32_t)(100000 + i);
    }
    ga = sk_buf(&k, a, sizeof a);
    gb = sk_buf(&k, b, sizeof b);
    T_CHECK(t, ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_F32, 2, ga, dims,
                str, box, es, 0, 0, 0, PTXVM_TMAP_FILL_NAN_REQUEST_ZERO_FMA)
               == PTXVM_OK, "encode");
    /* 64-byte aligned in device memory: allocate 256 and align */
    gm = sk_buf(&k, NULL, 256);
    gm = (gm + 63) & ~(ptxvm_addr)63;
    ptxvm_memcpy_htod(k.vm, gm, map, 128);
    go = sk_buf(&k, NULL, sizeof out);
    args[0] = &gm; args[1] = &gb; args[2] = &box1; args[3] = &go; args[4] = &bytes;
    T_CHECK(t, sk_launch(&k, "replace", 1, 1, args) == PTXVM_OK, "%s",
            ptxvm_error_message(k.vm));
    ptxvm_memcpy_dtoh(k.vm, out, go, bytes);
    for (j = 0; j < 5; j++)
        for (i = 0; i < 16; i++)
            bad += out[j * 16 + i] != b[j * 64 + i];
    T_CHECK(t, bad == 0, "%d elements not from the new address", bad);
    {
        uint8_t back[128];
        pv_tmap d;
        char why[160];
        ptxvm_memcpy_dtoh(k.vm, back, gm, 128);
        T_CHECK(t, pv_tmap_decode(back, &d, why, sizeof why) == 0 &&
                   d.global == gb && d.box[1] == 5 && d.fill == 0 &&
                   d.box[0] == 16, "edited map: %s", why);
    }
    sk_close(t, &k);
    test_end(t);
}

/* Faults, invalid maps and refused forms. */
static void tma_errors(pv_test *t)
{
    sk k;
    static uint8_t mbuf[192];
    uint8_t *map = aligned_map(mbuf);
    uint64_t dims[3] = { 64, 8, 2 }, str[2] = { 256, 2048 };
    uint32_t box[3] = { 64, 8, 2 }, es[3] = { 1, 1, 1 }, bytes = 4096;
    int32_t x = 0, y = 0, z = 0;
    ptxvm_addr g, o;
    void *args[6];
    ptxvm_result r;
    if (!tma_begin(t, &k, 0, "tma: faults (shared image too big, unmapped tensor), "
                             "invalid and mismatched maps, illegal and unsupported forms"))
        return;
    g = sk_buf(&k, NULL, 4096);
    o = sk_buf(&k, NULL, 16384);
    args[0] = map; args[1] = &x; args[2] = &y; args[3] = &z; args[4] = &o;
    args[5] = &bytes;
    /* 64 x 8 x 2 f32 = 4096 bytes fit; 256 x 8 x 2 = 16384 do not with
       the mbarrier beside them */
    box[0] = 256;
    dims[0] = 256; str[0] = 1024; str[1] = 8192;
    T_CHECK(t, ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_F32, 3, g, dims,
                str, box, es, 0, 0, 0, 0) == PTXVM_OK, "encode");
    x = 0;
    r = sk_launch(&k, "load3d", 1, 1, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(k.vm),
               "unmapped") == NULL && strstr(ptxvm_error_message(k.vm), "not mapped"),
            "tensor beyond its allocation: %s: %s", ptxvm_result_name(r),
            ptxvm_error_message(k.vm));
    T_CHECK(t, strstr(ptxvm_error_message(k.vm), ":17:3:") != NULL,
            "the fault is at the copy (line 17): %s", ptxvm_error_message(k.vm));
    /* a 256 x 16 f32 box (16 KiB) into store2d's 8 KiB of shared memory */
    {
        uint64_t d2[2] = { 256, 16 }, s2[1] = { 1024 };
        uint32_t b2[2] = { 256, 16 }, op = 0;
        ptxvm_addr big = sk_buf(&k, NULL, 16384);
        void *a2[6];
        T_CHECK(t, ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_F32, 2, big,
                    d2, s2, b2, es, 0, 0, 0, 0) == PTXVM_OK, "encode big");
        a2[0] = map; a2[1] = &x; a2[2] = &y; a2[3] = &big; a2[4] = &bytes;
        a2[5] = &op;
        bytes = 64;
        r = sk_launch(&k, "store2d", 1, 1, a2);
        T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
                   strstr(ptxvm_error_message(k.vm), "does not fit in shared"),
                "box bigger than shared memory: %s: %s", ptxvm_result_name(r),
                ptxvm_error_message(k.vm));
        bytes = 4096;
    }
    /* a rank-2 map in a .3d copy */
    T_CHECK(t, ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_F32, 2, g, dims,
                str, box, es, 0, 0, 0, 0) == PTXVM_OK, "encode 2d");
    r = sk_launch(&k, "load3d", 1, 1, args);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(k.vm), "rank 2"),
            "rank mismatch: %s: %s", ptxvm_result_name(r), ptxvm_error_message(k.vm));
    /* damaged map */
    map[0] ^= 0x40;
    r = sk_launch(&k, "load3d", 1, 1, args);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(k.vm), "invalid tensor map"),
            "damaged map: %s: %s", ptxvm_result_name(r), ptxvm_error_message(k.vm));
    sk_close(t, &k);
    /* illegal combinations: load errors with the position */
    {
        static const char *bad[] = {
            "cp.async.bulk.global.shared::cta.mbarrier::complete_tx::bytes [%rd1], [%r1], 16, [%r1];",
            "cp.async.bulk.shared::cta.global [%r1], [%rd1], 16, [%r1];",
            "cp.async.bulk.tensor.shared::cta.global.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r1}], [%r1];",
            "cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.s32 [%rd1], [%r1], 16;",
            "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f16 [%rd1], [%r1], 16;",
            "tensormap.replace.tile.global_address.b1024.b32 [%rd1], %r1;",
            "cp.async.bulk.commit_group.read;",
        };
        uint32_t i;
        for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            char src[1024];
            ptxvm_vm *vm = NULL;
            ptxvm_module *m = NULL;
            snprintf(src, sizeof src, TMA_HEAD ".visible .entry e()\n{\n"
                     "  .reg .b32 %%r<4>; .reg .b64 %%rd<4>;\n  %s\n  ret;\n}\n", bad[i]);
            ptxvm_create(NULL, &vm);
            r = ptxvm_module_load(vm, src, strlen(src), "bad.ptx", &m);
            T_CHECK(t, r == PTXVM_E_SEMANTIC && strstr(ptxvm_error_message(vm), ":7:3:"),
                    "'%s': %s: %s", bad[i], ptxvm_result_name(r),
                    ptxvm_error_message(vm));
            ptxvm_destroy(vm);
        }
    }
    /* an sm_100 form: loads, refused when the kernel is compiled */
    {
        const char *src = TMA_HEAD ".visible .entry e()\n{\n"
            "  .reg .b32 %r<4>; .reg .b64 %rd<4>;\n"
            "  cp.async.bulk.tensor.1d.shared::cta.global.mbarrier::complete_tx::bytes.cta_group::1 [%r1], [%rd1, {%r1}], [%r1];\n"
            "  ret;\n}\n";
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_kernel *kn = NULL;
        ptxvm_create(NULL, &vm);
        r = ptxvm_module_load(vm, src, strlen(src), "u.ptx", &m);
        T_CHECK(t, r == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
        if (r == PTXVM_OK) {
            r = ptxvm_module_get_kernel(m, "e", &kn);
            T_CHECK(t, r == PTXVM_E_UNSUPPORTED &&
                       strstr(ptxvm_error_message(vm), "cp.async.bulk.tensor"),
                    "cta_group: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
        }
        ptxvm_destroy(vm);
    }
    test_end(t);
}

/* The image of a rank-r box of 4-byte elements (element strides est,
   dimension 0 dense) and, in inc, the tensor with each in-bounds element
   of it plus one: what tma_ndR dumps and leaves. */
static void ref_box(uint32_t r, const uint64_t *dims, const uint64_t *str,
                    const uint32_t *box, const uint32_t *est, uint32_t sw,
                    const int32_t *co, const uint8_t *host, uint8_t *img,
                    uint8_t *inc, uint32_t *bytes)
{
    uint32_t n[5], k[5] = { 0, 0, 0, 0, 0 }, i, e = 0;
    for (i = 0; i < 5; i++)
        n[i] = i < r ? (i ? (box[i] + est[i] - 1) / est[i] : box[0]) : 1;
    *bytes = 4 * n[0] * n[1] * n[2] * n[3] * n[4];
    for (;;) {
        uint64_t off = 0;
        int in = 1;
        uint8_t *d = img + ref_sw(sw, e * 4);
        for (i = 0; i < r; i++) {
            int64_t g = co[i] + (int64_t)k[i] * (i ? est[i] : 1);
            if (g < 0 || g >= (int64_t)dims[i])
                in = 0;
            else
                off += (uint64_t)g * (i ? str[i - 1] : 4);
        }
        if (in) {
            uint32_t v;
            memcpy(d, host + off, 4);
            memcpy(&v, host + off, 4);
            v += 1;
            memcpy(inc + off, &v, 4);
        } else {
            memset(d, 0, 4);
        }
        e++;
        for (i = 0; i < 5; i++) {
            if (++k[i] < n[i])
                break;
            k[i] = 0;
        }
        if (i == 5)
            return;
    }
}

/* tma_nd1..tma_nd5 (the CUDA cp_async_bulk_tensor_Nd functions): boxes of
   every rank, swizzle and element stride, in and out of bounds. */
static void tma_nvcc_nd(pv_test *t)
{
    sk k;
    uint64_t rng = 2024;
    uint32_t c, bad = 0, ran = 0;
    if (!tma_begin(t, &k, 1, "tma: nvcc cp_async_bulk_tensor_1d..5d loads and stores, "
                             "every swizzle, element strides, 60 boxes"))
        return;
    for (c = 0; c < 60 && bad < 4; c++) {
        static uint8_t mbuf[192], host[32768], inc[32768], back[32768];
        static uint8_t img[8192], dump[8192];
        uint8_t *map = aligned_map(mbuf);
        uint32_t r = 1 + c % 5, sw = (c / 5) % 4, i, bytes;
        uint64_t dims[5], str[4];
        uint32_t box[5], est[5];
        int32_t co[5] = { 0, 0, 0, 0, 0 };
        char name[16];
        ptxvm_addr g, d;
        void *args[8];
        ptxvm_result res;
        uint64_t last = 0;
        for (i = 0; i < 5; i++) {
            dims[i] = i == 0 ? 8 + su_rng(&rng) % 40 : 1 + su_rng(&rng) % (r > 3 ? 4 : 9);
            box[i] = i == 0 ? (sw ? (16u << sw) / 4 : 4 * (1 + su_rng(&rng) % 4))
                   : 1 + su_rng(&rng) % (r > 3 ? 3 : 6);
            est[i] = i == 0 ? 1 : 1 + su_rng(&rng) % 2;
        }
        str[0] = ((dims[0] * 4 + 15) / 16) * 16 + 16 * (su_rng(&rng) % 2);
        for (i = 1; i < 4; i++)
            str[i] = str[i - 1] * dims[i];
        for (i = 0; i < r; i++) {
            co[i] = (int32_t)(su_rng(&rng) % (dims[i] + box[i])) - (int32_t)box[i] / 2;
            last += (dims[i] - 1) * (i ? str[i - 1] : 4);
        }
        if (last + 4 > sizeof host)
            continue;
        for (i = 0; i < sizeof host; i++)
            host[i] = (uint8_t)su_rng(&rng);
        memcpy(inc, host, sizeof host);
        memset(img, 0, sizeof img);
        ref_box(r, dims, str, box, est, sw, co, host, img, inc, &bytes);
        if (bytes > 8192)
            continue;
        g = sk_buf(&k, host, sizeof host);
        d = sk_buf(&k, NULL, sizeof dump);
        res = ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_U32, r, g, dims,
                                           str, box, est, 0,
                                           (ptxvm_tmap_swizzle)sw, 0, 0);
        T_CHECK(t, res == PTXVM_OK, "encode rank %u: %s", r, ptxvm_error_message(k.vm));
        snprintf(name, sizeof name, "tma_nd%u", r);
        args[0] = map; args[1] = &co[0]; args[2] = &co[1]; args[3] = &co[2];
        args[4] = &co[3]; args[5] = &co[4]; args[6] = &bytes; args[7] = &d;
        ran++;
        res = sk_launch(&k, name, 1, 96, args);
        T_CHECK(t, res == PTXVM_OK, "%s: %s", name, ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, dump, d, bytes);
        ptxvm_memcpy_dtoh(k.vm, back, g, sizeof back);
        if (memcmp(dump, img, bytes) || memcmp(back, inc, sizeof back)) {
            T_CHECK(t, 0, "%s box %u (swizzle %u, box %u,%u,%u at %d,%d,%d): %s "
                    "differs", name, c, sw, box[0], box[1], box[2], co[0], co[1],
                    co[2], memcmp(dump, img, bytes) ? "image" : "stored tensor");
            bad++;
        }
    }
    T_CHECK(t, ran >= 45, "only %u of 60 boxes fit the buffers", ran);
    sk_close(t, &k);
    test_end(t);
}

/* tma_reduce_2d (cuda::ptx::cp_reduce_async_bulk_tensor): every
   operation on a u32 map, a box straddling the corner. */
static void tma_nvcc_reduce(pv_test *t)
{
    enum { W = 24, H = 9, PITCH = 112, BW = 8, BH = 4 };
    sk k;
    uint32_t op;
    if (!tma_begin(t, &k, 1, "tma: nvcc cp_reduce_async_bulk_tensor add min max inc "
                             "dec and or xor on a u32 map"))
        return;
    for (op = 0; op < 8; op++) {
        static uint8_t mbuf[192];
        uint8_t *map = aligned_map(mbuf);
        uint32_t host[H * PITCH / 4], want[H * PITCH / 4], back[H * PITCH / 4];
        uint32_t src[BW * BH], i, j;
        uint64_t dims[2] = { W, H }, str[1] = { PITCH };
        uint32_t box[2] = { BW, BH }, es[2] = { 1, 1 };
        int x = W - 5, y = H - 2, bytes = sizeof src, o = (int)op;
        ptxvm_addr g, gi;
        void *args[6];
        for (i = 0; i < H * PITCH / 4; i++)
            host[i] = (i * 2654435761u) >> (i % 3 ? 20 : 0);
        for (i = 0; i < BW * BH; i++)
            src[i] = (i * 40503u) >> (i % 2 ? 22 : 4);
        g = sk_buf(&k, host, sizeof host);
        gi = sk_buf(&k, src, sizeof src);
        T_CHECK(t, ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_U32, 2, g,
                    dims, str, box, es, 0, 0, 0, 0) == PTXVM_OK, "encode");
        args[0] = map; args[1] = &x; args[2] = &y; args[3] = &gi; args[4] = &bytes;
        args[5] = &o;
        T_CHECK(t, sk_launch(&k, "tma_reduce_2d", 1, 64, args) == PTXVM_OK,
                "op %u: %s", op, ptxvm_error_message(k.vm));
        memcpy(want, host, sizeof host);
        for (j = 0; j < BH; j++)
            for (i = 0; i < BW; i++) {
                int gx = x + (int)i, gy = y + (int)j;
                uint32_t *p, v = src[j * BW + i];
                if (gx >= W || gy >= H)
                    continue;
                p = &want[gy * (PITCH / 4) + gx];
                switch (op) {
                case 0: *p += v; break;
                case 1: *p = v < *p ? v : *p; break;
                case 2: *p = v > *p ? v : *p; break;
                case 3: *p = *p >= v ? 0 : *p + 1; break;
                case 4: *p = (*p == 0 || *p > v) ? v : *p - 1; break;
                case 5: *p &= v; break;
                case 6: *p |= v; break;
                default: *p ^= v; break;
                }
            }
        ptxvm_memcpy_dtoh(k.vm, back, g, sizeof back);
        T_CHECK(t, memcmp(back, want, sizeof back) == 0, "op %u: tensor differs",
                op);
    }
    sk_close(t, &k);
    test_end(t);
}

/* tma_im2col: a 4D f32 (C, W, H, N) tensor with padding corners; each
   pixel's channels at (start + j along W/H within the box) + offsets. */
static void tma_nvcc_im2col(pv_test *t)
{
    enum { C = 8, W = 6, H = 5, N = 2 };
    static const int starts[][4] = { { 0, -1, -1, 0 }, { 4, 2, 3, 1 },
                                     { 0, 5, 4, 0 }, { 2, -1, 0, 1 } };
    sk k;
    uint32_t s;
    if (!tma_begin(t, &k, 1, "tma: nvcc im2col load (4D, padding corners, filter "
                             "offsets, wrapping into the next row and image)"))
        return;
    for (s = 0; s < 4; s++) {
        static uint8_t mbuf[192];
        uint8_t *map = aligned_map(mbuf);
        float host[N][H][W][C], dump[32 * 4], want[32 * 4];
        uint64_t dims[4] = { C, W, H, N };
        uint64_t str[3] = { C * 4, C * 4 * W, C * 4 * W * H };
        int lower[2] = { -1, -1 }, upper[2] = { -1, -1 };   /* 3x3, pad 1 */
        uint32_t es[4] = { 1, 1, 1, 1 }, pixels = 32, chans = 4, j, q;
        int c0 = starts[s][0], w = starts[s][1], h = starts[s][2], n = starts[s][3];
        unsigned short ow = (unsigned short)(s % 3), oh = (unsigned short)((s + 1) % 3);
        int bytes = (int)(pixels * chans * 4), pw = w, ph = h, pn = n;
        ptxvm_addr g, d;
        void *args[9];
        for (j = 0; j < sizeof host / 4; j++)
            ((float *)host)[j] = (float)j + 0.25f;
        g = sk_buf(&k, host, sizeof host);
        d = sk_buf(&k, NULL, sizeof dump);
        T_CHECK(t, ptxvm_tensormap_encode_im2col(k.vm, map, PTXVM_TMAP_F32, 4, g,
                    dims, str, lower, upper, chans, pixels, es, 0, 0, 0, 0)
                   == PTXVM_OK, "encode: %s", ptxvm_error_message(k.vm));
        args[0] = map; args[1] = &c0; args[2] = &w; args[3] = &h; args[4] = &n;
        args[5] = &ow; args[6] = &oh; args[7] = &bytes; args[8] = &d;
        T_CHECK(t, sk_launch(&k, "tma_im2col", 1, 64, args) == PTXVM_OK,
                "start %u: %s", s, ptxvm_error_message(k.vm));
        /* the box: W positions -1..W-2, H positions -1..H-2 */
        for (j = 0; j < pixels; j++) {
            int x = pw + ow, y = ph + oh;
            for (q = 0; q < chans; q++) {
                int ch = c0 + (int)q;
                int in = ch < C && x >= 0 && x < W && y >= 0 && y < H && pn < N;
                want[j * chans + q] = in ? host[pn][y][x][ch] : 0.0f;
            }
            if (++pw > W - 1 + upper[0]) {
                pw = lower[0];
                if (++ph > H - 1 + upper[1]) {
                    ph = lower[1];
                    pn++;
                }
            }
        }
        ptxvm_memcpy_dtoh(k.vm, dump, d, sizeof dump);
        T_CHECK(t, memcmp(dump, want, sizeof dump) == 0, "start %u: column "
                "differs", s);
    }
    sk_close(t, &k);
    test_end(t);
}

/* tma_replace_smem: tensormap.replace in shared memory,
   tensormap.cp_fenceproxy out to global, a load through the copy. */
static void tma_nvcc_replace(pv_test *t)
{
    sk k;
    static uint8_t mbuf[192];
    uint8_t *map = aligned_map(mbuf);
    int32_t a[32 * 8], b[32 * 8], dump[16 * 4];
    uint64_t dims[2] = { 32, 8 }, str[1] = { 128 };
    uint32_t box[2] = { 16, 4 }, es[2] = { 1, 1 }, i, j;
    int bytes = sizeof dump, bad = 0;
    ptxvm_addr ga, gb, gm, d;
    void *args[5];
    if (!tma_begin(t, &k, 1, "tma: nvcc tensormap_replace_global_address in shared "
                             "memory, tensormap_cp_fenceproxy, a load through it"))
        return;
    for (i = 0; i < 32 * 8; i++) {
        a[i] = (int32_t)i;
        b[i] = -(int32_t)i - 7;
    }
    ga = sk_buf(&k, a, sizeof a);
    gb = sk_buf(&k, b, sizeof b);
    gm = sk_buf(&k, NULL, 256);
    gm = (gm + 127) & ~(ptxvm_addr)127;
    d = sk_buf(&k, NULL, sizeof dump);
    T_CHECK(t, ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_S32, 2, ga, dims,
                str, box, es, 0, 0, 0, 0) == PTXVM_OK, "encode");
    args[0] = map; args[1] = &gm; args[2] = &gb; args[3] = &bytes; args[4] = &d;
    T_CHECK(t, sk_launch(&k, "tma_replace_smem", 1, 64, args) == PTXVM_OK, "%s",
            ptxvm_error_message(k.vm));
    ptxvm_memcpy_dtoh(k.vm, dump, d, sizeof dump);
    for (j = 0; j < 4; j++)
        for (i = 0; i < 16; i++)
            bad += dump[j * 16 + i] != b[j * 32 + i];
    T_CHECK(t, bad == 0, "%d elements not from the replaced address", bad);
    sk_close(t, &k);
    test_end(t);
}

/* Shared-to-shared copies and reductions, multicast to the one-CTA
   cluster, a map named as a parameter, L2 prefetch and cache hints. */
static void tma_shared(pv_test *t)
{
    sk k;
    static uint8_t mbuf[192];
    uint8_t *map = aligned_map(mbuf);
    uint32_t in[64], out[64 + 16], i, bytes = 256, bad = 0;
    uint64_t dims[1] = { 16 };
    uint32_t box[1] = { 16 }, es[1] = { 1 };
    uint16_t mask = 1;
    ptxvm_addr gi, go;
    ptxvm_result r;
    void *args[5];
    if (!tma_begin(t, &k, 0, "tma: shared::cta to shared::cluster copy and add "
                             "reduction, multicast ctaMask, a map named directly"))
        return;
    for (i = 0; i < 64; i++)
        in[i] = i * 1000003u;
    gi = sk_buf(&k, in, sizeof in);
    go = sk_buf(&k, NULL, sizeof out);
    T_CHECK(t, ptxvm_tensormap_encode_tiled(k.vm, map, PTXVM_TMAP_U32, 1, gi, dims,
                NULL, box, es, 0, 0, 0, 0) == PTXVM_OK, "encode: %s",
            ptxvm_error_message(k.vm));
    args[0] = map; args[1] = &gi; args[2] = &go; args[3] = &bytes; args[4] = &mask;
    r = sk_launch(&k, "s2s", 1, 1, args);
    T_CHECK(t, r == PTXVM_OK, "%s", ptxvm_error_message(k.vm));
    ptxvm_memcpy_dtoh(k.vm, out, go, sizeof out);
    for (i = 0; i < 64; i++)
        bad += out[i] != in[i] * 2u;
    for (i = 0; i < 16; i++)
        bad += out[64 + i] != in[i];
    T_CHECK(t, bad == 0, "%u words differ", bad);
    /* a mask naming a second CTA of a one-CTA cluster */
    mask = 3;
    r = sk_launch(&k, "s2s", 1, 1, args);
    T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(k.vm), "ctaMask 0x3"),
            "mask 3: %s: %s", ptxvm_result_name(r), ptxvm_error_message(k.vm));
    /* a size not a multiple of 16 */
    mask = 1;
    bytes = 200;
    r = sk_launch(&k, "s2s", 1, 1, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(k.vm),
               "multiple of 16"), "size 200: %s: %s", ptxvm_result_name(r),
            ptxvm_error_message(k.vm));
    /* more than shared memory (about 3 KiB) */
    bytes = 4096;
    r = sk_launch(&k, "s2s", 1, 1, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(k.vm),
               "outside .shared"), "size 4096: %s: %s", ptxvm_result_name(r),
            ptxvm_error_message(k.vm));
    sk_close(t, &k);
    test_end(t);
}

void unit_tma(pv_test *t)
{
    tma_shared(t);
    tma_nvcc_nd(t);
    tma_nvcc_reduce(t);
    tma_nvcc_im2col(t);
    tma_nvcc_replace(t);
    tma_nvcc_2d(t);
    tma_nvcc_bulk(t);
    tma_load3d(t);
    tma_store2d(t);
    tma_redbulk(t);
    tma_replace(t);
    tma_errors(t);
}
