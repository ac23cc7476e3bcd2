/* The control-flow applications of bench_apps at a small size: the ray
   tracer (calls returning structs, divergent bounces) and SHA-256 over
   messages of different lengths (divergent loops), nvcc's PTX in
   tests/bench/apps, each against its C twin bit for bit. Block sizes
   leave partial warps, so lanes exit while others still run. */
#include "../testlib.h"
#include "../bench/apps/raytrace_twin.h"
#include "../bench/apps/sha256var_twin.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static ptxvm_module *load(pv_test *t, ptxvm_vm *vm, const char *path)
{
    size_t len;
    char *ptx = test_read_file(path, &len);
    ptxvm_module *m = NULL;
    T_CHECK(t, ptx != NULL, "cannot read %s", path);
    if (ptx && ptxvm_module_load(vm, ptx, len, path, &m) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", path, ptxvm_error_message(vm));
        m = NULL;
    }
    free(ptx);
    return m;
}

static int run(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *name,
               ptxvm_dim3 grid, ptxvm_dim3 block, void **args)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_result r = ptxvm_module_get_kernel(m, name, &k);
    memset(&l, 0, sizeof l);
    l.grid = grid;
    l.block = block;
    l.args = args;
    if (r == PTXVM_OK)
        r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "%s: %s", name, ptxvm_error_message(vm));
    return r == PTXVM_OK;
}

static void check_raytrace(pv_test *t, ptxvm_vm *vm)
{
    enum { W = 40, H = 24, BOUNCES = 6 };  /* 40 = a warp and a part */
    rt_sphere s[RT_NSPHERES];
    float img[W * H * 3], ref[3];
    int w = W, h = H, ns = RT_NSPHERES, bounces = BOUNCES, x, y, bad = 0;
    ptxvm_module *m = load(t, vm, "tests/bench/apps/raytrace.ptx");
    ptxvm_addr ds, dimg;
    void *args[6];
    if (!m)
        return;
    rt_scene(s);
    T_CHECK(t, ptxvm_mem_alloc(vm, sizeof s, &ds) == PTXVM_OK &&
               ptxvm_mem_alloc(vm, sizeof img, &dimg) == PTXVM_OK &&
               ptxvm_memcpy_htod(vm, ds, s, sizeof s) == PTXVM_OK, "device memory");
    args[0] = &w;
    args[1] = &h;
    args[2] = &ds;
    args[3] = &ns;
    args[4] = &bounces;
    args[5] = &dimg;
    if (!run(t, vm, m, "raytrace", (ptxvm_dim3){1, H, 1}, (ptxvm_dim3){W, 1, 1}, args))
        return;
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, img, dimg, sizeof img) == PTXVM_OK, "copy back");
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) {
            const float *p = img + (y * W + x) * 3;
            rt_pixel(W, H, s, RT_NSPHERES, BOUNCES, x, y, ref);
            if (memcmp(p, ref, sizeof ref) && bad++ < 3)
                T_CHECK(t, 0, "pixel (%d,%d): %a %a %a, the twin's %a %a %a", x, y,
                        (double)p[0], (double)p[1], (double)p[2], (double)ref[0],
                        (double)ref[1], (double)ref[2]);
        }
    T_CHECK(t, !bad, "%d pixels differ", bad);
}

static void check_sha256var(pv_test *t, ptxvm_vm *vm)
{
    enum { N = 300 };                  /* blocks of 96: the last one partial */
    uint32_t out[N * 8], ref[8];
    int n = N, i, bad = 0, lens = 0;
    ptxvm_module *m = load(t, vm, "tests/bench/apps/sha256var.ptx");
    ptxvm_addr dout;
    void *args[2];
    if (!m)
        return;
    T_CHECK(t, ptxvm_mem_alloc(vm, sizeof out, &dout) == PTXVM_OK, "device memory");
    args[0] = &n;
    args[1] = &dout;
    if (!run(t, vm, m, "sha256var", (ptxvm_dim3){(N + 95) / 96, 1, 1},
             (ptxvm_dim3){96, 1, 1}, args))
        return;
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, out, dout, sizeof out) == PTXVM_OK, "copy back");
    for (i = 0; i < N; i++) {
        sv_hash((uint32_t)i, ref);
        lens |= 1 << ((sv_len((uint32_t)i) + 9u + 63u) / 64u);
        if (memcmp(out + i * 8, ref, sizeof ref) && bad++ < 3)
            T_CHECK(t, 0, "thread %d (%u bytes): %08x..., the twin's %08x...", i,
                    (unsigned)sv_len((uint32_t)i), (unsigned)out[i * 8], (unsigned)ref[0]);
    }
    T_CHECK(t, !bad, "%d digests differ", bad);
    /* the messages need 1 to 8 blocks: every loop count occurs */
    T_CHECK(t, lens == 0x1fe, "block counts seen: %#x", (unsigned)lens);
}

void unit_ctrl_apps(pv_test *t)
{
    ptxvm_vm *vm;
    if (ptxvm_create(NULL, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create");
        return;
    }
    if (test_begin(t, "ctrl_apps: raytrace against its twin")) {
        check_raytrace(t, vm);
        test_end(t);
    }
    if (test_begin(t, "ctrl_apps: sha256var against its twin")) {
        check_sha256var(t, vm);
        test_end(t);
    }
    ptxvm_destroy(vm);
}
