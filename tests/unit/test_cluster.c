/* Thread-block clusters: ptxvm_launch_kernel_ex's cluster shapes and the
   kernel directives that constrain them; the nvcc build of
   tests/cluster/cluster_kernels.cu (a histogram in distributed shared
   memory, a neighbour ring, the cluster special registers, a
   __cluster_dims__ kernel, inline mapa/getctarank/elect/isspacep and
   .shared::cluster accesses) against C references; hand-written PTX for
   exited threads at the cluster barrier, divergent arrivals, arrivals on
   other CTAs' mbarriers, a cluster barrier that can never complete
   (PTXVM_E_DEADLOCK), and bad ranks and addresses. Every
   launch runs on one worker and on three. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CK_PATH "tests/cluster/cluster_kernels.sm_90.ptx"

static ptxvm_vm *ck_vm(pv_test *t, test_alloc *a, uint32_t threads)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    test_config(&cfg, a);
    cfg.threads = threads;
    T_CHECK(t, ptxvm_create(&cfg, &vm) == PTXVM_OK, "create");
    return vm;
}

static ptxvm_module *ck_load(pv_test *t, ptxvm_vm *vm, const char *text,
                             const char *path)
{
    ptxvm_module *m = NULL;
    size_t len = 0;
    char *file = NULL;
    if (!text) {
        file = test_read_file(path, &len);
        T_CHECK(t, file != NULL, "cannot read %s", path);
        if (!file)
            return NULL;
        text = file;
    } else {
        len = strlen(text);
    }
    T_CHECK(t, ptxvm_module_load(vm, text, len, path, &m) == PTXVM_OK,
            "load %s: %s", path, ptxvm_error_message(vm));
    free(file);
    return m;
}

/* A VM on `threads` workers with the module text (the file path when
   text is NULL) in *vm; the module, NULL when either failed. */
static ptxvm_module *ck_open(pv_test *t, test_alloc *a, uint32_t threads,
                             const char *text, const char *path, ptxvm_vm **vm)
{
    *vm = ck_vm(t, a, threads);
    return *vm ? ck_load(t, *vm, text, path) : NULL;
}

/* Destroy the VM; every byte must come back. */
static void ck_close(pv_test *t, ptxvm_vm *vm, const test_alloc *a)
{
    ptxvm_destroy(vm);
    T_CHECK(t, a->live == 0, "leak: %ld bytes", a->live);
}

static ptxvm_kernel *ck_kernel(pv_test *t, ptxvm_vm *vm, ptxvm_module *m,
                               const char *name)
{
    ptxvm_kernel *k = NULL;
    if (!m)
        return NULL;
    T_CHECK(t, ptxvm_module_get_kernel(m, name, &k) == PTXVM_OK,
            "kernel %s: %s", name, ptxvm_error_message(vm));
    return k;
}

static ptxvm_result ck_run(ptxvm_kernel *k, ptxvm_dim3 grid, uint32_t block,
                           uint32_t shared, ptxvm_dim3 cluster, void **args)
{
    ptxvm_launch_ex l;
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    l.launch.grid = grid;
    l.launch.block.x = block;
    l.launch.block.y = l.launch.block.z = 1;
    l.launch.shared_bytes = shared;
    l.launch.args = args;
    l.cluster = cluster;
    return ptxvm_launch_kernel_ex(k, &l, NULL);
}

static ptxvm_dim3 d3(uint32_t x, uint32_t y, uint32_t z)
{
    ptxvm_dim3 d;
    d.x = x;
    d.y = y;
    d.z = z;
    return d;
}

static uint32_t rnd(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

/* ---- the histogram in distributed shared memory ---------------------- */
static void ck_hist(pv_test *t, uint32_t threads)
{
    static const uint32_t sizes[] = {0, 1, 2, 4, 8, 16};
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    uint32_t si;
    if (!test_begin(t, "cluster_hist on %u workers: clusters of 1-16 CTAs", threads))
        return;
    m = ck_open(t, &a, threads, NULL, CK_PATH, &vm);
    k = ck_kernel(t, vm, m, "cluster_hist");
    for (si = 0; k && si < sizeof sizes / sizeof sizes[0]; si++) {
        enum { N = 6000, BPC = 16 };
        uint32_t cs = sizes[si] ? sizes[si] : 1, nbins = BPC * cs, i, bad = 0, seed = 7 + si;
        int in[N], n = N, bpc = BPC;
        int *want = (int *)calloc(nbins, sizeof *want), *got = (int *)calloc(nbins, sizeof *got);
        ptxvm_addr din, dout;
        void *args[4];
        ptxvm_result r;
        for (i = 0; i < N; i++) {
            int v = (int)(rnd(&seed) % (nbins + 20)) - 10;
            in[i] = v;
            want[v < 0 ? 0 : v >= (int)nbins ? (int)nbins - 1 : v]++;
        }
        T_CHECK(t, ptxvm_mem_alloc(vm, sizeof in, &din) == PTXVM_OK &&
                   ptxvm_mem_alloc(vm, nbins * 4, &dout) == PTXVM_OK &&
                   ptxvm_memcpy_htod(vm, din, in, sizeof in) == PTXVM_OK &&
                   ptxvm_memset(vm, dout, 0, nbins * 4) == PTXVM_OK, "buffers");
        args[0] = &dout;
        args[1] = &din;
        args[2] = &n;
        args[3] = &bpc;
        r = ck_run(k, d3(16, 1, 1), 128, BPC * 4,
                   sizes[si] ? d3(cs, 1, 1) : d3(0, 0, 0), args);
        T_CHECK(t, r == PTXVM_OK, "cluster %u: %s", cs, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, dout, nbins * 4);
        for (i = 0; i < nbins; i++)
            bad += got[i] != want[i];
        T_CHECK(t, bad == 0, "cluster %u: %u of %u bins differ (bin 0: %d, want %d)",
                cs, bad, nbins, got[0], want[0]);
        ptxvm_mem_free(vm, din);
        ptxvm_mem_free(vm, dout);
        free(want);
        free(got);
    }
    ck_close(t, vm, &a);
    test_end(t);
}

/* ---- the neighbour ring --------------------------------------------- */
static void ck_ring(pv_test *t, uint32_t threads)
{
    static const uint32_t sizes[] = {2, 3, 4, 6, 12};
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    uint32_t si;
    if (!test_begin(t, "cluster_ring on %u workers: two rounds around rings of 2-12", threads))
        return;
    m = ck_open(t, &a, threads, NULL, CK_PATH, &vm);
    k = ck_kernel(t, vm, m, "cluster_ring");
    for (si = 0; k && si < sizeof sizes / sizeof sizes[0]; si++) {
        enum { G = 12, B = 128 };
        int in[G * B], out[G * B], v0[G * B], v1[G * B];
        uint32_t cs = sizes[si], i, bad = 0, seed = 99 + si;
        ptxvm_addr din, dout;
        void *args[2];
        for (i = 0; i < G * B; i++)
            in[i] = (int)(rnd(&seed) % 100000);
        /* CTA c receives from the CTA before it in its cluster's ring */
        for (i = 0; i < G * B; i++) {
            uint32_t c = i / B, base = c / cs * cs, prev = base + (c - base + cs - 1) % cs;
            v0[i] = in[prev * B + i % B] * 3;
        }
        for (i = 0; i < G * B; i++) {
            uint32_t c = i / B, base = c / cs * cs, prev = base + (c - base + cs - 1) % cs;
            v1[i] = v0[prev * B + i % B] * 3 + 1;
        }
        T_CHECK(t, ptxvm_mem_alloc(vm, sizeof in, &din) == PTXVM_OK &&
                   ptxvm_mem_alloc(vm, sizeof out, &dout) == PTXVM_OK &&
                   ptxvm_memcpy_htod(vm, din, in, sizeof in) == PTXVM_OK, "buffers");
        args[0] = &dout;
        args[1] = &din;
        T_CHECK(t, ck_run(k, d3(G, 1, 1), B, 0, d3(cs, 1, 1), args) == PTXVM_OK,
                "ring of %u: %s", cs, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
        for (i = 0; i < G * B; i++)
            bad += out[i] != v1[i];
        T_CHECK(t, bad == 0, "ring of %u: %u values differ (out[0] %d, want %d)",
                cs, bad, out[0], v1[0]);
        ptxvm_mem_free(vm, din);
        ptxvm_mem_free(vm, dout);
    }
    ck_close(t, vm, &a);
    test_end(t);
}

/* ---- special registers ------------------------------------------------ */
static void ck_sregs(pv_test *t, uint32_t threads)
{
    static const uint32_t shapes[][4] = {   /* grid x, y; cluster x, y */
        {4, 6, 2, 3}, {4, 6, 4, 1}, {4, 6, 1, 2}, {4, 6, 0, 0}, {8, 2, 8, 2}};
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    uint32_t si;
    if (!test_begin(t, "cluster special registers on %u workers", threads))
        return;
    m = ck_open(t, &a, threads, NULL, CK_PATH, &vm);
    k = ck_kernel(t, vm, m, "cluster_sregs");
    for (si = 0; k && si < sizeof shapes / sizeof shapes[0]; si++) {
        const uint32_t gx = shapes[si][0], gy = shapes[si][1];
        const int none = shapes[si][2] == 0;
        const uint32_t cx = none ? 1 : shapes[si][2], cy = none ? 1 : shapes[si][3];
        uint32_t out[24 * 11], bx, by, bad = 0;
        ptxvm_addr dout;
        void *args[1];
        T_CHECK(t, ptxvm_mem_alloc(vm, sizeof out, &dout) == PTXVM_OK, "alloc");
        args[0] = &dout;
        T_CHECK(t, ck_run(k, d3(gx, gy, 1), 32, 0,
                          none ? d3(0, 0, 0) : d3(cx, cy, 1), args) == PTXVM_OK,
                "shape %u: %s", si, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, out, dout, gx * gy * 11 * 4);
        for (by = 0; by < gy; by++)
            for (bx = 0; bx < gx; bx++) {
                const uint32_t *o = &out[(by * gx + bx) * 11];
                uint32_t want[11];
                int i;
                want[0] = bx % cx;
                want[1] = by % cy;
                want[2] = cx;
                want[3] = cy;
                want[4] = bx % cx + by % cy * cx;
                want[5] = cx * cy;
                want[6] = bx / cx;
                want[7] = by / cy;
                want[8] = gx / cx;
                want[9] = gy / cy;
                want[10] = !none;
                for (i = 0; i < 11; i++)
                    if (o[i] != want[i] && bad++ < 3)
                        test_fail(t, __FILE__, __LINE__, "shape %u block (%u,%u) "
                                  "register %d: %u, want %u", si, bx, by, i,
                                  o[i], want[i]);
            }
        ptxvm_mem_free(vm, dout);
    }
    ck_close(t, vm, &a);
    test_end(t);
}

/* ---- __cluster_dims__ and inline PTX ----------------------------------- */
static void ck_fixed_asm(pv_test *t, uint32_t threads)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *kf, *ka;
    uint32_t out[64], i, c;
    ptxvm_addr dout;
    void *args[1];
    ptxvm_result r;
    if (!test_begin(t, "__cluster_dims__(4,1,1) and inline cluster PTX on %u workers",
                    threads))
        return;
    m = ck_open(t, &a, threads, NULL, CK_PATH, &vm);
    kf = ck_kernel(t, vm, m, "cluster_fixed");
    ka = ck_kernel(t, vm, m, "cluster_asm");
    if (!kf || !ka)
        goto out;
    T_CHECK(t, ptxvm_mem_alloc(vm, sizeof out, &dout) == PTXVM_OK, "alloc");
    args[0] = &dout;
    /* no cluster dimensions: .reqnctapercluster 4,1,1 gives the shape */
    memset(out, 0xee, sizeof out);
    ptxvm_memcpy_htod(vm, dout, out, sizeof out);
    T_CHECK(t, ck_run(kf, d3(8, 1, 1), 64, 0, d3(0, 0, 0), args) == PTXVM_OK,
            "fixed: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    for (c = 0; c < 2; c++)
        for (i = 0; i < 4; i++) {
            T_CHECK(t, out[c * 8 + i] == i * 100, "cluster %u slot %u: %u", c, i,
                    out[c * 8 + i]);
            T_CHECK(t, out[c * 8 + 4 + i] == 0, "cluster %u getctarank %u: %u", c,
                    i, out[c * 8 + 4 + i]);
        }
    /* the same shape given explicitly is accepted; another is refused */
    T_CHECK(t, ck_run(kf, d3(8, 1, 1), 64, 0, d3(4, 1, 1), args) == PTXVM_OK,
            "fixed, explicit: %s", ptxvm_error_message(vm));
    r = ck_run(kf, d3(8, 1, 1), 64, 0, d3(2, 1, 1), args);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), ".reqnctapercluster"),
            "contradicting shape: %d %s", r, ptxvm_error_message(vm));
    r = ck_run(kf, d3(6, 1, 1), 64, 0, d3(0, 0, 0), args);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "multiple"),
            "grid of 6: %d %s", r, ptxvm_error_message(vm));
    /* inline PTX on clusters of 4 and of 2 */
    for (c = 2; c <= 4; c += 2) {
        memset(out, 0, sizeof out);
        ptxvm_memcpy_htod(vm, dout, out, sizeof out);
        T_CHECK(t, ck_run(ka, d3(8, 1, 1), 64, 0, d3(c, 1, 1), args) == PTXVM_OK,
                "asm: %s", ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
        for (i = 0; i < 8; i++) {
            uint32_t rank = i % c, next = (rank + 1) % c;
            T_CHECK(t, out[i * 4] == 1000 + next, "asm %u block %u: ld %u", c, i,
                    out[i * 4]);
            T_CHECK(t, out[i * 4 + 1] == 64 * 65 / 2, "asm %u block %u: red %u", c,
                    i, out[i * 4 + 1]);
            T_CHECK(t, out[i * 4 + 2] == 1, "asm %u block %u: isspacep", c, i);
            T_CHECK(t, out[i * 4 + 3] == 1, "asm %u block %u: atom", c, i);
        }
    }
    ptxvm_mem_free(vm, dout);
out:
    ck_close(t, vm, &a);
    test_end(t);
}

/* ---- hand-written PTX: exits, deadlock, bad ranks and addresses -------- */
static const char hand_ptx[] =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    /* rank 1 waits at a CTA barrier that needs two warps it lacks: rank
       0 then waits at the cluster barrier for ever */
    ".visible .entry dl(.param .u64 out)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<4>;\n"
    "  mov.u32 %r1, %cluster_ctarank;\n  setp.eq.u32 %p1, %r1, 1;\n"
    "  @%p1 bra STUCK;\n  barrier.cluster.arrive;\n  barrier.cluster.wait;\n"
    "  ret;\nSTUCK:\n  bar.sync 1, 64;\n  ret;\n}\n"
    /* rank 1 exits at once, lanes 16-31 of rank 0 too: the rest sync
       twice and write 7 */
    ".visible .entry early(.param .u64 out)\n{\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<4>;\n  .reg .b64 %rd<4>;\n"
    "  mov.u32 %r1, %cluster_ctarank;\n  mov.u32 %r2, %tid.x;\n"
    "  setp.eq.u32 %p1, %r1, 1;\n  @%p1 ret;\n"
    "  setp.ge.u32 %p2, %r2, 16;\n  @%p2 ret;\n"
    "  barrier.cluster.arrive.aligned;\n  barrier.cluster.wait.aligned;\n"
    "  barrier.cluster.arrive;\n  barrier.cluster.wait;\n"
    "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %r2, 4;\n"
    "  add.s64 %rd1, %rd1, %rd2;\n  st.global.u32 [%rd1], 7;\n  ret;\n}\n"
    /* divergent arrivals: odd lanes arrive first and wait; even lanes
       store, then arrive and wait; every lane then reads the neighbour's
       value written before the barrier */
    ".visible .entry diverge(.param .u64 out)\n{\n"
    "  .shared .align 4 .b32 s[32];\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<4>;\n"
    "  mov.u32 %r1, %cluster_ctarank;\n  mov.u32 %r2, %tid.x;\n"
    "  mov.u32 %r3, %cluster_nctarank;\n  and.b32 %r4, %r2, 1;\n"
    "  setp.eq.u32 %p1, %r4, 1;\n  mov.u32 %r5, s;\n  shl.b32 %r6, %r2, 2;\n"
    "  add.u32 %r5, %r5, %r6;\n  add.u32 %r7, %r1, 1;\n  rem.u32 %r7, %r7, %r3;\n"
    "  mapa.shared::cluster.u32 %r8, %r5, %r7;\n"
    "  mad.lo.u32 %r9, %r1, 100, %r2;\n"
    "  @%p1 bra ODD;\n  st.shared::cluster.u32 [%r8], %r9;\n"
    "  barrier.cluster.arrive;\n  barrier.cluster.wait;\n  bra.uni JOIN;\n"
    "ODD:\n  barrier.cluster.arrive;\n  barrier.cluster.wait;\n"
    "JOIN:\n  @!%p1 bra DONE;\n  ld.shared.u32 %r10, [%r5+-4];\n"
    "  mov.u32 %r11, %ctaid.x;\n  mad.lo.u32 %r11, %r11, 32, %r2;\n"
    "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %r11, 4;\n"
    "  add.s64 %rd1, %rd1, %rd2;\n  st.global.u32 [%rd1], %r10;\nDONE:\n  ret;\n}\n"
    ".visible .entry badmapa(.param .u32 r)\n{\n"
    "  .shared .align 4 .b32 s[4];\n  .reg .b32 %r<4>;\n"
    "  ld.param.u32 %r1, [r];\n  mapa.shared::cluster.u32 %r2, s, %r1;\n"
    "  ld.shared::cluster.u32 %r3, [%r2];\n  ret;\n}\n"
    ".visible .entry faraway(.param .u32 a)\n{\n"
    "  .shared .align 4 .b32 s[4];\n  .reg .b32 %r<4>;\n"
    "  ld.param.u32 %r1, [a];\n  ld.shared::cluster.u32 %r2, [%r1];\n"
    "  st.shared.u32 [s], %r2;\n  ret;\n}\n"
    /* thread 0 of each CTA writes rank*10+1 into every CTA's box[rank]
       and arrives on that CTA's mbarrier (expecting one arrival per
       CTA); each CTA waits for its phase, then copies its box out */
    ".visible .entry mbx(.param .u64 out)\n{\n"
    "  .shared .align 8 .b64 bar;\n  .shared .align 4 .b32 box[16];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<4>;\n"
    "  mov.u32 %r1, %cluster_ctarank;\n  mov.u32 %r2, %cluster_nctarank;\n"
    "  mov.u32 %r3, %tid.x;\n  setp.eq.u32 %p1, %r3, 0;\n"
    "  @%p1 mbarrier.init.shared::cta.b64 [bar], %r2;\n"
    "  barrier.cluster.arrive.release;\n  barrier.cluster.wait.acquire;\n"
    "  @!%p1 bra WAIT;\n  mov.u32 %r4, 0;\n"
    "LOOP:\n  mov.u32 %r5, box;\n  shl.b32 %r6, %r1, 2;\n  add.u32 %r5, %r5, %r6;\n"
    "  mapa.shared::cluster.u32 %r7, %r5, %r4;\n  mad.lo.u32 %r8, %r1, 10, 1;\n"
    "  st.shared::cluster.u32 [%r7], %r8;\n  mov.u32 %r9, bar;\n"
    "  mapa.shared::cluster.u32 %r10, %r9, %r4;\n"
    "  mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r10];\n"
    "  add.u32 %r4, %r4, 1;\n  setp.lt.u32 %p2, %r4, %r2;\n  @%p2 bra LOOP;\n"
    "WAIT:\n  mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 %p3, [bar], 0;\n"
    "  @!%p3 bra WAIT;\n  setp.ge.u32 %p2, %r3, %r2;\n  @%p2 bra DONE;\n"
    "  shl.b32 %r11, %r3, 2;\n  mov.u32 %r12, box;\n  add.u32 %r12, %r12, %r11;\n"
    "  ld.shared.u32 %r13, [%r12];\n  mov.u32 %r14, %ctaid.x;\n"
    "  mad.lo.u32 %r14, %r14, 16, %r3;\n  ld.param.u64 %rd1, [out];\n"
    "  mul.wide.u32 %rd2, %r14, 4;\n  add.s64 %rd1, %rd1, %rd2;\n"
    "  st.global.u32 [%rd1], %r13;\n"
    "DONE:\n  barrier.cluster.arrive;\n  barrier.cluster.wait;\n  ret;\n}\n"
    ".visible .entry expl()\n.explicitcluster\n{\n  ret;\n}\n"
    ".visible .entry maxr()\n.maxclusterrank 2\n{\n  ret;\n}\n"
    ".visible .entry bac()\n.blocksareclusters\n{\n  ret;\n}\n";

static void ck_hand(pv_test *t, uint32_t threads)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *kd, *ke, *kv, *kb, *kf, *kx, *km, *km2;
    ptxvm_addr dout;
    uint32_t out[128], i, rank;
    void *args[1];
    ptxvm_result r;
    if (!test_begin(t, "cluster barrier and addresses, hand-written, on %u workers",
                    threads))
        return;
    m = ck_open(t, &a, threads, hand_ptx, "hand.ptx", &vm);
    kd = ck_kernel(t, vm, m, "dl");
    ke = ck_kernel(t, vm, m, "early");
    kv = ck_kernel(t, vm, m, "diverge");
    kb = ck_kernel(t, vm, m, "badmapa");
    kf = ck_kernel(t, vm, m, "faraway");
    kx = ck_kernel(t, vm, m, "expl");
    km = ck_kernel(t, vm, m, "maxr");
    km2 = ck_kernel(t, vm, m, "mbx");
    if (!kd || !ke || !kv || !kb || !kf || !kx || !km || !km2)
        goto out;
    T_CHECK(t, ptxvm_mem_alloc(vm, sizeof out, &dout) == PTXVM_OK, "alloc");
    args[0] = &dout;
    r = ck_run(kd, d3(4, 1, 1), 32, 0, d3(2, 1, 1), args);
    T_CHECK(t, r == PTXVM_E_DEADLOCK &&
               strstr(ptxvm_error_message(vm), "cluster barrier") &&
               strstr(ptxvm_error_message(vm), "block (0,0,0)"),
            "deadlock: %d %s", r, ptxvm_error_message(vm));
    /* the VM goes on */
    memset(out, 0, sizeof out);
    ptxvm_memcpy_htod(vm, dout, out, sizeof out);
    r = ck_run(ke, d3(4, 1, 1), 32, 0, d3(2, 1, 1), args);
    T_CHECK(t, r == PTXVM_OK, "early: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    for (i = 0; i < 32; i++)
        T_CHECK(t, out[i] == (i < 16 ? 7u : 0u), "early: out[%u] = %u", i, out[i]);
    /* divergent arrivals on clusters of 4 */
    r = ck_run(kv, d3(4, 1, 1), 32, 0, d3(4, 1, 1), args);
    T_CHECK(t, r == PTXVM_OK, "diverge: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    for (i = 0; i < 128; i++) {
        uint32_t c = i / 32, l = i % 32, prev = (c + 3) % 4;
        if (l & 1)
            T_CHECK(t, out[i] == prev * 100 + l - 1, "diverge: out[%u] = %u", i,
                    out[i]);
    }
    /* remote mbarrier arrivals on clusters of 2 and 4 (and 1) */
    for (rank = 1; rank <= 4; rank *= 2) {
        memset(out, 0, sizeof out);
        ptxvm_memcpy_htod(vm, dout, out, sizeof out);
        r = ck_run(km2, d3(8, 1, 1), 64, 0, d3(rank, 1, 1), args);
        T_CHECK(t, r == PTXVM_OK, "mbx on %u: %s", rank, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
        for (i = 0; i < 128; i++)
            T_CHECK(t, out[i] == (i % 16 < rank ? i % 16 * 10 + 1 : 0),
                    "mbx on %u: out[%u] = %u", rank, i, out[i]);
    }
    /* ranks and addresses outside the cluster */
    rank = 2;
    args[0] = &rank;
    r = ck_run(kb, d3(4, 1, 1), 32, 0, d3(2, 1, 1), args);
    T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(vm), "mapa"),
            "mapa rank 2 of 2: %d %s", r, ptxvm_error_message(vm));
    rank = 1;
    r = ck_run(kb, d3(4, 1, 1), 32, 0, d3(2, 1, 1), args);
    T_CHECK(t, r == PTXVM_OK, "mapa rank 1 of 2: %s", ptxvm_error_message(vm));
    rank = 3u << 24;
    r = ck_run(kf, d3(4, 1, 1), 32, 0, d3(2, 1, 1), args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "outside the cluster"),
            "rank 2's window of a pair: %d %s", r, ptxvm_error_message(vm));
    rank = (2u << 24) + 16;
    r = ck_run(kf, d3(4, 1, 1), 32, 0, d3(2, 1, 1), args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT, "past rank 1's .shared: %d %s", r,
            ptxvm_error_message(vm));
    rank = (2u << 24) + 12;
    r = ck_run(kf, d3(4, 1, 1), 32, 0, d3(2, 1, 1), args);
    T_CHECK(t, r == PTXVM_OK, "rank 1's last word: %s", ptxvm_error_message(vm));
    /* directives */
    r = ck_run(kx, d3(4, 1, 1), 32, 0, d3(0, 0, 0), NULL);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), ".explicitcluster"),
            "explicitcluster without dims: %d %s", r, ptxvm_error_message(vm));
    T_CHECK(t, ck_run(kx, d3(4, 1, 1), 32, 0, d3(1, 1, 1), NULL) == PTXVM_OK,
            "explicitcluster with dims: %s", ptxvm_error_message(vm));
    r = ck_run(km, d3(4, 1, 1), 32, 0, d3(4, 1, 1), NULL);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), ".maxclusterrank"),
            "maxclusterrank 2, cluster 4: %d %s", r, ptxvm_error_message(vm));
    T_CHECK(t, ck_run(km, d3(4, 1, 1), 32, 0, d3(2, 1, 1), NULL) == PTXVM_OK,
            "maxclusterrank 2, cluster 2: %s", ptxvm_error_message(vm));
    {
        ptxvm_kernel *kc = ck_kernel(t, vm, m, "bac");
        r = kc ? ck_run(kc, d3(4, 1, 1), 32, 0, d3(0, 0, 0), NULL) : PTXVM_OK;
        T_CHECK(t, r == PTXVM_E_UNSUPPORTED &&
                   strstr(ptxvm_error_message(vm), ".blocksareclusters"),
                "blocksareclusters: %d %s", r, ptxvm_error_message(vm));
    }
    ptxvm_mem_free(vm, dout);
out:
    ck_close(t, vm, &a);
    test_end(t);
}

/* ---- the launch API ----------------------------------------------------- */
static void ck_api(pv_test *t)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_launch_ex l;
    ptxvm_result r;
    if (!test_begin(t, "ptxvm_launch_kernel_ex: struct_size and bad cluster shapes"))
        return;
    m = ck_open(t, &a, 1, hand_ptx, "hand.ptx", &vm);
    k = ck_kernel(t, vm, m, "maxr");
    if (!k)
        goto out;
    memset(&l, 0, sizeof l);
    l.launch.grid = d3(16, 2, 1);
    l.launch.block = d3(32, 1, 1);
    l.struct_size = 4;
    r = ptxvm_launch_kernel_ex(k, &l, NULL);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "struct_size"), "size 4: %d", r);
    T_CHECK(t, ptxvm_launch_kernel_ex(k, NULL, NULL) == PTXVM_E_INVALID_ARGUMENT,
            "NULL launch");
    T_CHECK(t, ptxvm_launch_kernel_ex(NULL, &l, NULL) == PTXVM_E_INVALID_ARGUMENT,
            "NULL kernel");
    /* a caller built before the cluster field: no clusters */
    l.struct_size = offsetof(ptxvm_launch_ex, cluster);
    l.cluster = d3(3, 1, 1);
    T_CHECK(t, ptxvm_launch_kernel_ex(k, &l, NULL) == PTXVM_OK,
            "old struct_size ignores cluster: %s", ptxvm_error_message(vm));
    l.struct_size = sizeof l;
#define BADC(x, y, z, word)                                                  \
    do {                                                                     \
        l.cluster = d3(x, y, z);                                             \
        r = ptxvm_launch_kernel_ex(k, &l, NULL);                             \
        T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&                          \
                   strstr(ptxvm_error_message(vm), word),                    \
                "cluster (%d,%d,%d): %d %s", x, y, z, r,                     \
                ptxvm_error_message(vm));                                    \
    } while (0)
    BADC(3, 1, 1, "multiple");
    BADC(1, 3, 1, "multiple");
    BADC(0, 1, 1, "at least 1");
    BADC(2, 2, 1, ".maxclusterrank");
    l.launch.grid = d3(32, 2, 1);
    BADC(32, 1, 1, "more than 16");
    l.cluster = d3(2, 1, 1);
    T_CHECK(t, ptxvm_launch_kernel_ex(k, &l, NULL) == PTXVM_OK, "cluster 2: %s",
            ptxvm_error_message(vm));
out:
    ck_close(t, vm, &a);
    test_end(t);
}

void unit_cluster(pv_test *t)
{
    static const uint32_t workers[] = {1, 3};
    uint32_t i;
    ck_api(t);
    for (i = 0; i < 2; i++) {
        ck_hist(t, workers[i]);
        ck_ring(t, workers[i]);
        ck_sregs(t, workers[i]);
        ck_fixed_asm(t, workers[i]);
        ck_hand(t, workers[i]);
    }
}
