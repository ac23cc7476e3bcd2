/* The sm_90 asynchronous pieces inside real clusters: the nvcc build of
   tests/cluster_async/cluster_async_kernels.cu run in clusters of 2 and
   4 CTAs on one worker and on three. CTA 0 multicasts a TMA tile (map
   from ptxvm_tensormap_encode_tiled) to every CTA, each waiting on its
   own mbarrier; every CTA st.asyncs into its neighbour's shared memory;
   every CTA red.asyncs into CTA 0's accumulators. Results are compared
   with C references. Hand-written PTX: a .shared::cta to .shared::cluster
   bulk copy into the next CTA; a ctaMask naming a CTA outside the
   cluster is refused naming its rank; st.async past the cluster faults. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define CA_PATH "tests/cluster_async/cluster_async_kernels.sm_90a.ptx"

typedef struct ca_env {
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
} ca_env;

static int ca_open(pv_test *t, ca_env *e, uint32_t threads, const char *text)
{
    ptxvm_config cfg;
    size_t len = 0;
    char *file = NULL;
    e->vm = NULL;
    e->m = NULL;
    test_config(&cfg, &e->a);
    cfg.threads = threads;
    T_CHECK(t, ptxvm_create(&cfg, &e->vm) == PTXVM_OK, "create");
    if (!e->vm)
        return 0;
    if (!text) {
        file = test_read_file(CA_PATH, &len);
        T_CHECK(t, file != NULL, "cannot read %s", CA_PATH);
        if (!file)
            return 0;
        text = file;
    } else {
        len = strlen(text);
    }
    T_CHECK(t, ptxvm_module_load(e->vm, text, len, CA_PATH, &e->m) == PTXVM_OK,
            "load: %s", ptxvm_error_message(e->vm));
    free(file);
    return e->m != NULL;
}

static void ca_close(pv_test *t, ca_env *e)
{
    ptxvm_destroy(e->vm);
    T_CHECK(t, e->a.live == 0, "leak: %ld bytes", e->a.live);
}

static ptxvm_result ca_run(ca_env *e, const char *name, uint32_t grid,
                           uint32_t block, uint32_t cluster, void **args)
{
    ptxvm_kernel *k = NULL;
    ptxvm_launch_ex l;
    ptxvm_result r = ptxvm_module_get_kernel(e->m, name, &k);
    if (r != PTXVM_OK)
        return r;
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    l.launch.grid.x = grid;
    l.launch.grid.y = l.launch.grid.z = 1;
    l.launch.block.x = block;
    l.launch.block.y = l.launch.block.z = 1;
    l.launch.args = args;
    l.cluster.x = cluster;
    l.cluster.y = l.cluster.z = 1;
    return ptxvm_launch_kernel_ex(k, &l, NULL);
}

static uint32_t rnd(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 5;
}

/* CTA 0 of each cluster multicasts the 16 x 8 box at (x, y) of a 40 x 24
   int image: every CTA of the grid must hold it, zero-filled outside. */
static void ca_multicast(pv_test *t, uint32_t threads, uint32_t cs)
{
    enum { W = 40, H = 24, BW = 16, BH = 8 };
    static const int at[][2] = {{0, 0}, {20, 9}, {-5, -3}, {30, 20}};
    ca_env e;
    int img[W * H], *got, want[BW * BH];
    uint32_t i, c, grid = 2 * cs, bad = 0;
    ptxvm_addr dimg = 0, dout = 0;
    if (!test_begin(t, "cluster_async: TMA tile multicast to clusters of %u on %u workers", cs,
                    threads))
        return;
    got = (int *)malloc(grid * BW * BH * sizeof *got);
    for (i = 0; i < W * H; i++)
        img[i] = (int)(i * 7u + 3u);
    if (ca_open(t, &e, threads, NULL) && got &&
        ptxvm_mem_alloc(e.vm, sizeof img, &dimg) == PTXVM_OK &&
        ptxvm_mem_alloc(e.vm, grid * BW * BH * 4, &dout) == PTXVM_OK &&
        ptxvm_memcpy_htod(e.vm, dimg, img, sizeof img) == PTXVM_OK) {
        for (c = 0; c < sizeof at / sizeof at[0]; c++) {
            uint8_t mbuf[128 + 64], *map = mbuf + (64 - ((uintptr_t)mbuf & 63)) % 64;
            uint64_t dims[2] = {W, H}, str[1] = {W * 4};
            uint32_t box[2] = {BW, BH}, es[2] = {1, 1}, x, y;
            int ax = at[c][0], ay = at[c][1];
            void *args[4];
            ptxvm_result r;
            T_CHECK(t, ptxvm_tensormap_encode_tiled(e.vm, map, PTXVM_TMAP_S32, 2,
                        dimg, dims, str, box, es, 0, 0, 0, 0) == PTXVM_OK,
                    "encode: %s", ptxvm_error_message(e.vm));
            ptxvm_memset(e.vm, dout, 0xee, grid * BW * BH * 4);
            args[0] = map; args[1] = &ax; args[2] = &ay; args[3] = &dout;
            r = ca_run(&e, "mc_tile", grid, 64, cs, args);
            T_CHECK(t, r == PTXVM_OK, "box (%d,%d): %s", ax, ay,
                    ptxvm_error_message(e.vm));
            for (y = 0; y < BH; y++)
                for (x = 0; x < BW; x++) {
                    int gx = ax + (int)x, gy = ay + (int)y;
                    want[y * BW + x] = gx >= 0 && gx < W && gy >= 0 && gy < H
                                     ? img[gy * W + gx] : 0;
                }
            ptxvm_memcpy_dtoh(e.vm, got, dout, grid * BW * BH * 4);
            for (i = 0; i < grid * BW * BH; i++)
                bad += got[i] != want[i % (BW * BH)];
        }
        T_CHECK(t, bad == 0, "%u multicast elements differ", bad);
    }
    free(got);
    ca_close(t, &e);
    test_end(t);
}

/* st.async ring: CTA b's buffer holds what CTA (its rank - 1) stored. */
static void ca_st_ring(pv_test *t, uint32_t threads, uint32_t cs)
{
    enum { NT = 96 };
    ca_env e;
    uint32_t grid = 2 * cs, n = grid * NT * 9, i, b, th, bad = 0, seed = 11;
    uint32_t *in = (uint32_t *)malloc(n * 4), *got = (uint32_t *)malloc(n * 4);
    ptxvm_addr din = 0, dout = 0;
    if (!test_begin(t, "cluster_async: st.async into the neighbour CTA, clusters of %u, %u workers",
                    cs, threads)) {
        free(in);
        free(got);
        return;
    }
    for (i = 0; in && i < n; i++)
        in[i] = rnd(&seed);
    if (ca_open(t, &e, threads, NULL) && in && got &&
        ptxvm_mem_alloc(e.vm, n * 4, &din) == PTXVM_OK &&
        ptxvm_mem_alloc(e.vm, n * 4, &dout) == PTXVM_OK &&
        ptxvm_memcpy_htod(e.vm, din, in, n * 4) == PTXVM_OK) {
        void *args[2];
        ptxvm_result r;
        args[0] = &din; args[1] = &dout;
        r = ca_run(&e, "st_ring", grid, NT, cs, args);
        T_CHECK(t, r == PTXVM_OK, "st_ring: %s", ptxvm_error_message(e.vm));
        ptxvm_memcpy_dtoh(e.vm, got, dout, n * 4);
        for (b = 0; b < grid; b++) {
            uint32_t rank = b % cs, src = b - rank + (rank + cs - 1) % cs;
            const uint32_t *o = got + b * 9 * NT;
            for (th = 0; th < NT; th++) {
                const uint32_t *v = in + (src * NT + th) * 9;
                bad += o[th] != v[0];
                bad += o[NT + 2 * th] != v[1] || o[NT + 2 * th + 1] != v[2];
                bad += o[3 * NT + 2 * th] != v[3] || o[3 * NT + 2 * th + 1] != v[4];
                for (i = 0; i < 4; i++)
                    bad += o[5 * NT + 4 * th + i] != v[5 + i];
            }
        }
        T_CHECK(t, bad == 0, "%u st.async values differ", bad);
    }
    free(in);
    free(got);
    ca_close(t, &e);
    test_end(t);
}

/* red.async of every thread of the cluster into CTA 0's accumulators. */
static void ca_red(pv_test *t, uint32_t threads, uint32_t cs)
{
    enum { NT = 64 };
    ca_env e;
    uint32_t grid = 2 * cs, n = grid * NT, i, c, seed = 5;
    uint32_t *in = (uint32_t *)malloc(n * 4), got[2 * 11];
    unsigned long long got64[2];
    ptxvm_addr din = 0, dout = 0, d64 = 0;
    if (!test_begin(t, "cluster_async: red.async into CTA 0, clusters of %u, %u workers", cs,
                    threads)) {
        free(in);
        return;
    }
    for (i = 0; in && i < n; i++)
        in[i] = rnd(&seed) ^ (i & 1 ? 0x80000000u : 0);
    if (ca_open(t, &e, threads, NULL) && in &&
        ptxvm_mem_alloc(e.vm, n * 4, &din) == PTXVM_OK &&
        ptxvm_mem_alloc(e.vm, sizeof got, &dout) == PTXVM_OK &&
        ptxvm_mem_alloc(e.vm, sizeof got64, &d64) == PTXVM_OK &&
        ptxvm_memcpy_htod(e.vm, din, in, n * 4) == PTXVM_OK) {
        void *args[3];
        ptxvm_result r;
        args[0] = &din; args[1] = &dout; args[2] = &d64;
        r = ca_run(&e, "red_acc", grid, NT, cs, args);
        T_CHECK(t, r == PTXVM_OK, "red_acc: %s", ptxvm_error_message(e.vm));
        ptxvm_memcpy_dtoh(e.vm, got, dout, sizeof got);
        ptxvm_memcpy_dtoh(e.vm, got64, d64, sizeof got64);
        for (c = 0; c < 2; c++) {
            uint32_t w[11] = {0, 0x7fffffff, 0, 0xffffffffu, 0, 0, 0, 1000000,
                              0, 0xffffffffu, 0x80000000u};
            unsigned long long w64 = 0;
            for (i = c * cs * NT; i < (c + 1) * cs * NT; i++) {
                uint32_t v = in[i];
                w[0] += v;
                w[1] = (int32_t)v < (int32_t)w[1] ? v : w[1];
                w[2] = v > w[2] ? v : w[2];
                w[3] &= v | 0x10000u;
                w[4] |= v & 0xff00u;
                w[5] ^= v;
                w[6] = w[6] >= 37u ? 0 : w[6] + 1;        /* inc wraps at 37 */
                w[7] = w[7] == 0 || w[7] > 1000u ? 1000u : w[7] - 1;
                w[8] += v;
                w[9] = v < w[9] ? v : w[9];
                w[10] = (int32_t)v > (int32_t)w[10] ? v : w[10];
                w64 += (unsigned long long)v * 3u;
            }
            for (i = 0; i < 11; i++) {
                T_CHECK(t, got[c * 11 + i] == w[i], "cluster %u acc[%u]: 0x%x, "
                        "want 0x%x", c, i, got[c * 11 + i], w[i]);
            }
            T_CHECK(t, got64[c] == w64, "cluster %u add.u64: %llu, want %llu", c,
                    got64[c], w64);
        }
    }
    free(in);
    ca_close(t, &e);
    test_end(t);
}

/* A ctaMask with a rank outside the cluster of 2 stops the launch with a
   message naming that rank. */
static void ca_bad_mask(pv_test *t, uint32_t threads)
{
    static const char *ptx =
        ".version 8.0\n.target sm_90a\n.address_size 64\n"
        ".visible .entry bad(.param .u64 p)\n{\n"
        " .reg .b32 r<4>; .reg .b16 h<2>; .reg .b64 rd<2>;\n"
        " .shared .align 16 .b8 buf[64]; .shared .align 8 .b64 mb;\n"
        " ld.param.u64 rd1, [p];\n"
        " mov.u32 r1, buf; mov.u32 r2, mb; mov.b16 h1, 5;\n"
        " mbarrier.init.shared::cta.b64 [r2], 1;\n"
        " cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
        ".multicast::cluster [r1], [rd1], 64, [r2], h1;\n"
        " ret;\n}\n";
    ca_env e;
    ptxvm_addr d = 0;
    if (!test_begin(t, "cluster_async: ctaMask outside the cluster on %u workers", threads))
        return;
    if (ca_open(t, &e, threads, ptx) &&
        ptxvm_mem_alloc(e.vm, 64, &d) == PTXVM_OK) {
        void *args[1];
        ptxvm_result r;
        const char *msg;
        args[0] = &d;
        r = ca_run(&e, "bad", 2, 32, 2, args);
        msg = ptxvm_error_message(e.vm);
        T_CHECK(t, r != PTXVM_OK && strstr(msg, "rank 2") &&
                   strstr(msg, "cluster of 2"), "got %d: %s", (int)r, msg);
    }
    ca_close(t, &e);
    test_end(t);
}

/* cp.async.bulk .shared::cta -> .shared::cluster into the next CTA of
   the cluster, completing that CTA's mbarrier; and a st.async to a rank
   outside the cluster faults. */
static const char ca_s2s_ptx[] =
    ".version 8.0\n.target sm_90a\n.address_size 64\n"
    ".visible .entry s2s(.param .u64 out)\n{\n"
    " .reg .b32 r<12>; .reg .b64 rd<4>; .reg .pred p<2>;\n"
    " .shared .align 16 .b32 src[16]; .shared .align 16 .b32 dst[16];\n"
    " .shared .align 8 .b64 mb;\n"
    " mov.u32 r1, %tid.x; mov.u32 r2, %ctaid.x; mov.u32 r3, %cluster_ctarank;\n"
    " mov.u32 r4, %cluster_nctarank;\n"
    " mad.lo.u32 r5, r2, 100, r1; shl.b32 r6, r1, 2; mov.u32 r7, src;\n"
    " add.u32 r7, r7, r6; st.shared.u32 [r7], r5;\n"
    " mov.u32 r8, mb;\n"
    " setp.eq.u32 p1, r1, 0;\n"
    " @p1 mbarrier.init.shared::cta.b64 [r8], 1;\n"
    " @p1 mbarrier.arrive.expect_tx.shared::cta.b64 _, [r8], 64;\n"
    " fence.proxy.async.shared::cta;\n"
    " barrier.cluster.arrive; barrier.cluster.wait;\n"
    " add.u32 r9, r3, 1; rem.u32 r9, r9, r4;\n"
    " mov.u32 r10, dst; mapa.shared::cluster.u32 r10, r10, r9;\n"
    " mapa.shared::cluster.u32 r11, r8, r9; mov.u32 r7, src;\n"
    " @p1 cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes"
    " [r10], [r7], 64, [r11];\n"
    "W:\n mbarrier.try_wait.parity.shared::cta.b64 p0, [r8], 0;\n"
    " @!p0 bra W;\n"
    " mov.u32 r7, dst; add.u32 r7, r7, r6; ld.shared.u32 r5, [r7];\n"
    " ld.param.u64 rd1, [out]; mad.lo.u32 r6, r2, 16, r1;\n"
    " mul.wide.u32 rd2, r6, 4; add.u64 rd1, rd1, rd2; st.global.u32 [rd1], r5;\n"
    " barrier.cluster.arrive; barrier.cluster.wait;\n"
    " ret;\n}\n"
    ".visible .entry far(.param .u64 out)\n{\n"
    " .reg .b32 r<4>;\n"
    " .shared .align 16 .b32 buf[4]; .shared .align 8 .b64 mb;\n"
    " mov.u32 r1, buf; mov.u32 r2, mb; mov.u32 r3, 7;\n"
    " mapa.shared::cluster.u32 r1, r1, 1; mapa.shared::cluster.u32 r2, r2, 1;\n"
    " add.u32 r1, r1, 16777216; add.u32 r2, r2, 16777216;\n"
    " st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [r1], r3, [r2];\n"
    " ret;\n}\n";

static void ca_s2s(pv_test *t, uint32_t threads, uint32_t cs)
{
    ca_env e;
    uint32_t grid = 2 * cs, got[8 * 16], b, i, bad = 0;
    ptxvm_addr d = 0;
    if (!test_begin(t, "cluster_async: bulk copy into the next CTA, clusters of "
                    "%u, %u workers", cs, threads))
        return;
    if (ca_open(t, &e, threads, ca_s2s_ptx) &&
        ptxvm_mem_alloc(e.vm, sizeof got, &d) == PTXVM_OK) {
        void *args[1];
        ptxvm_result r;
        args[0] = &d;
        r = ca_run(&e, "s2s", grid, 16, cs, args);
        T_CHECK(t, r == PTXVM_OK, "s2s: %s", ptxvm_error_message(e.vm));
        ptxvm_memcpy_dtoh(e.vm, got, d, grid * 16 * 4);
        for (b = 0; b < grid; b++) {
            uint32_t rank = b % cs, src = b - rank + (rank + cs - 1) % cs;
            for (i = 0; i < 16; i++)
                bad += got[b * 16 + i] != src * 100 + i;
        }
        T_CHECK(t, bad == 0, "%u words differ (CTA 0 word 0: %u)", bad, got[0]);
        r = ca_run(&e, "far", 2, 1, 2, args);
        T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
                   strstr(ptxvm_error_message(e.vm), "outside the cluster"),
                "st.async past the cluster: %d %s", (int)r,
                ptxvm_error_message(e.vm));
    }
    ca_close(t, &e);
    test_end(t);
}

void unit_cluster_async(pv_test *t)
{
    static const uint32_t workers[] = {1, 3}, sizes[] = {2, 4};
    uint32_t i, j;
    for (i = 0; i < 2; i++) {
        for (j = 0; j < 2; j++) {
            ca_multicast(t, workers[i], sizes[j]);
            ca_st_ring(t, workers[i], sizes[j]);
            ca_red(t, workers[i], sizes[j]);
        }
        ca_bad_mask(t, workers[i]);
        ca_s2s(t, workers[i], 2);
        ca_s2s(t, workers[i], 4);
    }
}
