/* Surfaces: ptxvm_surface_create/destroy, suld/sust/sured/suq through
   surface objects and .surfref names, checked against expectations
   computed here: the nvcc builds of tests/tex/surf_kernels.cu (every
   CUDA surface function family, ten element types, each boundary mode),
   hand-written PTX for every sured operation and type, formatted
   conversions with their rounding and saturation edges, suq, the three
   out-of-range modes, misaligned x, host-served surfaces, divergent
   masks, a contended counter on three workers, the sandbox (forged,
   dead and texture handles, freed memory), and the surface kernels of
   the wild corpus (../shared, skipped when absent). */
#include "../testlib.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t su_rng(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 33);
}

typedef struct sk {
    test_alloc    a;
    ptxvm_vm     *vm;
    ptxvm_module *m;
} sk;

static ptxvm_vm *su_vm(pv_test *t, test_alloc *a, uint32_t threads)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    memset(a, 0, sizeof *a);
    test_config(&cfg, a);
    cfg.threads = threads;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create failed");
        return NULL;
    }
    return vm;
}

/* A VM with the module src (a file when file is set); 0 on failure. */
static int sk_open(pv_test *t, sk *k, const char *src, const char *file,
                   uint32_t threads)
{
    size_t len = 0;
    char *text = NULL;
    k->m = NULL;
    k->vm = NULL;
    if (file) {
        text = test_read_file(file, &len);
        if (!text) {
            T_CHECK(t, 0, "cannot read %s", file);
            return 0;
        }
        src = text;
    } else if (src) {
        len = strlen(src);
    } else {
        return 0;
    }
    k->vm = su_vm(t, &k->a, threads);
    if (k->vm && ptxvm_module_load(k->vm, src, len, file ? file : "surf.ptx",
                                   &k->m) != PTXVM_OK)
        T_CHECK(t, 0, "load %s: %s", file ? file : "surf.ptx",
                ptxvm_error_message(k->vm));
    free(text);
    return k->m != NULL;
}

static void sk_close(pv_test *t, sk *k)
{
    if (k->vm)
        ptxvm_destroy(k->vm);
    T_CHECK(t, k->a.live == 0, "%ld bytes live", k->a.live);
}

/* Launch name over grid x block threads; the result. */
static ptxvm_result sk_launch(sk *k, const char *name, uint32_t grid,
                              uint32_t block, void **args)
{
    ptxvm_kernel *kn;
    ptxvm_launch l;
    ptxvm_result e = ptxvm_module_get_kernel(k->m, name, &kn);
    if (e != PTXVM_OK)
        return e;
    test_launch_1d(&l, grid, block, args);
    return ptxvm_launch_kernel(kn, &l, NULL);
}

static int sk_run(pv_test *t, sk *k, const char *name, uint32_t n, void **args)
{
    ptxvm_result e = sk_launch(k, name, (n + 63) / 64, 64, args);
    T_CHECK(t, e == PTXVM_OK, "%s: %s", name, ptxvm_error_message(k->vm));
    return e == PTXVM_OK;
}

static ptxvm_addr sk_buf(sk *k, const void *host, size_t n)
{
    ptxvm_addr a = 0;
    ptxvm_mem_alloc(k->vm, n, &a);
    if (host)
        ptxvm_memcpy_htod(k->vm, a, host, n);
    else
        ptxvm_memset(k->vm, a, 0, n);
    return a;
}

static ptxvm_resource_desc su_res(ptxvm_addr data, ptxvm_format f,
                                  uint32_t ch, uint32_t w, uint32_t h,
                                  uint32_t d, uint32_t layers)
{
    ptxvm_resource_desc r;
    memset(&r, 0, sizeof r);
    r.data = data;
    r.format = f;
    r.channels = ch;
    r.width = w;
    r.height = h;
    r.depth = d;
    r.layers = layers;
    return r;
}

#define PTX_HEAD ".version 7.0\n.target sm_75\n.address_size 64\n"

/* ---- the API ------------------------------------------------------- */

static void su_api(pv_test *t)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr buf, ro;
    ptxvm_resource_desc r, b;
    ptxvm_surface_desc d;
    ptxvm_texture_desc td;
    uint64_t h = 0, h2 = 0, th = 0;
    static uint64_t rohost[128];
    if (!test_begin(t, "surface api: descriptors, handles, no leak"))
        return;
    vm = su_vm(t, &a, 0);
    if (!vm)
        goto out;
    T_CHECK(t, ptxvm_mem_alloc(vm, 1024, &buf) == PTXVM_OK, "alloc");
    r = su_res(buf, PTXVM_FORMAT_F32, 1, 16, 16, 0, 0);
#define BAD(field, val, want, word)                                          \
    do {                                                                     \
        b = r;                                                               \
        b.field = val;                                                       \
        T_CHECK(t, ptxvm_surface_create(vm, &b, &h) == (want) &&             \
                   strstr(ptxvm_error_message(vm), word),                    \
                "%s = %s: %s", #field, #val, ptxvm_error_message(vm));       \
    } while (0)
    BAD(format, (ptxvm_format)0, PTXVM_E_INVALID_ARGUMENT, "format");
    BAD(format, (ptxvm_format)9, PTXVM_E_INVALID_ARGUMENT, "format");
    BAD(channels, 3, PTXVM_E_INVALID_ARGUMENT, "channels");
    BAD(width, 0, PTXVM_E_INVALID_ARGUMENT, "width");
    BAD(data, 0, PTXVM_E_INVALID_ARGUMENT, "data");
    BAD(data, buf + 8, PTXVM_E_INVALID_ARGUMENT, "allocation");
    BAD(height, 17, PTXVM_E_INVALID_ARGUMENT, "allocation");
    BAD(pitch, 60, PTXVM_E_INVALID_ARGUMENT, "pitch");
    BAD(pitch, 66, PTXVM_E_INVALID_ARGUMENT, "pitch");
    BAD(levels, 3, PTXVM_E_UNSUPPORTED, "mipmapped");
    BAD(samples, 4, PTXVM_E_UNSUPPORTED, "multisample");
    BAD(flags, 8, PTXVM_E_INVALID_ARGUMENT, "flags");
    BAD(flags, PTXVM_RESOURCE_CUBEMAP, PTXVM_E_INVALID_ARGUMENT, "cube");
    BAD(width, 1u << 28, PTXVM_E_INVALID_ARGUMENT, "limits");
    b = r; b.height = 4; b.width = 4; b.layers = 7; b.flags = PTXVM_RESOURCE_CUBEMAP;
    T_CHECK(t, ptxvm_surface_create(vm, &b, &h) == PTXVM_E_INVALID_ARGUMENT,
            "cube map of 7 faces");
    b.layers = 6;
    T_CHECK(t, ptxvm_surface_create(vm, &b, &h) == PTXVM_OK, "cube map: %s",
            ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_surface_destroy(vm, h) == PTXVM_OK, "destroy cube");
    b = r; b.depth = 2; b.layers = 2;
    T_CHECK(t, ptxvm_surface_create(vm, &b, &h) == PTXVM_E_UNSUPPORTED,
            "layered 3D");
    /* read-only memory cannot hold a surface */
    T_CHECK(t, ptxvm_mem_map(vm, rohost, sizeof rohost, PTXVM_READ, &ro) ==
               PTXVM_OK, "map: %s", ptxvm_error_message(vm));
    b = r; b.data = ro;
    T_CHECK(t, ptxvm_surface_create(vm, &b, &h) == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "writable"),
            "read-only: %s", ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_surface_create(vm, NULL, &h) == PTXVM_E_INVALID_ARGUMENT,
            "NULL res");
    T_CHECK(t, ptxvm_surface_create(vm, &r, NULL) == PTXVM_E_INVALID_ARGUMENT,
            "NULL out");
    T_CHECK(t, ptxvm_surface_create_hosted(vm, &r, NULL, &h) ==
               PTXVM_E_INVALID_ARGUMENT, "NULL desc");
    T_CHECK(t, ptxvm_surface_create(NULL, &r, &h) == PTXVM_E_INVALID_ARGUMENT,
            "NULL vm");
    memset(&d, 0, sizeof d);
    d.normalized = 2;
    T_CHECK(t, ptxvm_surface_create_hosted(vm, &r, &d, &h) ==
               PTXVM_E_INVALID_ARGUMENT, "normalized 2");
    T_CHECK(t, ptxvm_surface_create(vm, &r, &h) == PTXVM_OK && h, "create: %s",
            ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_surface_destroy(vm, h) == PTXVM_OK, "destroy");
    T_CHECK(t, ptxvm_surface_destroy(vm, h) == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "not a live surface"),
            "double destroy: %s", ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_surface_create(vm, &r, &h2) == PTXVM_OK && h2 != h,
            "a reused slot gives a new handle");
    T_CHECK(t, ptxvm_surface_destroy(vm, h) == PTXVM_E_INVALID_ARGUMENT,
            "stale handle");
    T_CHECK(t, ptxvm_surface_destroy(vm, 0) == PTXVM_E_INVALID_ARGUMENT &&
               ptxvm_surface_destroy(vm, ~0ull) == PTXVM_E_INVALID_ARGUMENT,
            "forged handles");
    /* a surface is no texture, and the other way round */
    memset(&td, 0, sizeof td);
    T_CHECK(t, ptxvm_texture_create(vm, &r, &td, &th) == PTXVM_OK, "texture");
    T_CHECK(t, ptxvm_surface_destroy(vm, th) == PTXVM_E_INVALID_ARGUMENT,
            "surface_destroy of a texture");
    T_CHECK(t, ptxvm_texture_destroy(vm, h2) == PTXVM_E_INVALID_ARGUMENT,
            "texture_destroy of a surface");
    /* a host-served surface needs no data */
    d.normalized = 0;
    d.serve = (ptxvm_surface_fn)0;
    b = r; b.data = 0;
    T_CHECK(t, ptxvm_surface_create_hosted(vm, &b, &d, &h) ==
               PTXVM_E_INVALID_ARGUMENT, "built-in without data");
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
out:
    test_end(t);
}

/* ---- tests/tex/surf_kernels.cu built by nvcc (tests/tex/BUILDS) ------ */

#define SK_DIR "tests/tex/"

typedef struct sk_type { const char *name; uint32_t size; int in_g; } sk_type;
static const sk_type sk_types[] = {
    { "char", 1, 0 }, { "uchar4", 4, 1 }, { "short2", 4, 0 }, { "int", 4, 0 },
    { "float", 4, 0 }, { "float2", 8, 0 }, { "float4", 16, 0 },
    { "int2", 8, 0 }, { "ull", 8, 1 }, { "ll2", 16, 0 },
};

/* kernel families: dimensions, layered, cube (1 cube map, 2 layered),
   writes, and the modes built */
typedef struct sk_fam { const char *pre; int dims, layered, cube, write;
                        const char *modes[3]; } sk_fam;
static const sk_fam sk_fams[] = {
    { "r1", 1, 0, 0, 0, { "Trap", "Clamp", "Zero" } },
    { "w1", 1, 0, 0, 1, { "Zero" } },
    { "r2", 2, 0, 0, 0, { "Clamp" } },
    { "w2", 2, 0, 0, 1, { "Trap" } },
    { "r3", 3, 0, 0, 0, { "Zero" } },
    { "w3", 3, 0, 0, 1, { "Zero" } },
    { "ra1", 1, 1, 0, 0, { "Clamp" } },
    { "wa1", 1, 1, 0, 1, { "Zero" } },
    { "ra2", 2, 1, 0, 0, { "Zero" } },
    { "wa2", 2, 1, 0, 1, { "Trap" } },
    { "rc", 2, 1, 1, 0, { "Clamp" } },
    { "wc", 2, 1, 1, 1, { "Zero" } },
    { "rca", 2, 1, 2, 0, { "Zero" } },
    { "wca", 2, 1, 2, 1, { "Trap" } },
};

/* One kernel of family f on type ty in mode md: run it and compare with
   the expectation. Returns the number of mismatches. */
static int sk_case(pv_test *t, sk *k, const sk_fam *f, const sk_type *ty,
                   const char *md, uint64_t *seed)
{
    int w = f->cube ? 4 : 5, h = f->dims > 1 ? 4 : 1, d = f->dims > 2 ? 3 : 1;
    int layers = f->cube == 1 ? 6 : f->cube == 2 ? 12 : f->layered ? 3 : 1;
    int off = md[0] == 'T' ? 0 : 2, clamp = md[0] == 'C';
    int W = w + 2 * off, H = f->dims > 1 ? h + 2 * off : 1;
    int D = f->dims > 2 ? d + 2 * off : 1, n = W * H * D * layers;
    uint32_t E = ty->size, i, bad = 0;
    size_t pitch = f->dims > 1 ? (size_t)w * E + 16 : (size_t)w * E;
    size_t span = pitch * (size_t)h * (size_t)d * (size_t)layers;
    uint8_t *init = (uint8_t *)malloc(span), *want = (uint8_t *)malloc(span);
    uint8_t *got = (uint8_t *)malloc(span > (size_t)n * E ? span : (size_t)n * E);
    uint8_t *data = (uint8_t *)malloc((size_t)n * E);
    ptxvm_addr sbuf, bbuf;
    ptxvm_resource_desc r;
    uint64_t sh = 0;
    char name[64];
    int hw = 0, hh = 0, hd = 0, hl = 0, ok;
    void *args[7];
    ptxvm_format fmt = E == 1 || E == 4 ? PTXVM_FORMAT_U8 : PTXVM_FORMAT_U32;
    uint32_t ch = E == 1 ? 1 : E == 4 ? 4 : E == 8 ? 2 : 4;
    for (i = 0; i < span; i++)
        init[i] = (uint8_t)su_rng(seed);
    for (i = 0; i < (uint32_t)n * E; i++)
        data[i] = (uint8_t)su_rng(seed);
    memcpy(want, init, span);
    sbuf = sk_buf(k, init, span);
    bbuf = sk_buf(k, f->write ? data : NULL, (size_t)n * E);
    r = su_res(sbuf, fmt, ch, (uint32_t)w, f->dims > 1 ? (uint32_t)h : 0,
               f->dims > 2 ? (uint32_t)d : 0, f->layered ? (uint32_t)layers : 0);
    r.pitch = f->dims > 1 ? pitch : 0;
    r.flags = f->cube ? PTXVM_RESOURCE_CUBEMAP : 0;
    T_CHECK(t, ptxvm_surface_create(k->vm, &r, &sh) == PTXVM_OK, "create: %s",
            ptxvm_error_message(k->vm));
    hw = w; hh = h; hd = d; hl = layers;
    args[0] = &sh; args[1] = &bbuf; args[2] = &hw; args[3] = &hh;
    args[4] = &hd; args[5] = &hl; args[6] = &off;
    snprintf(name, sizeof name, "%s_%s_%s", f->pre, ty->name, md);
    ok = sk_run(t, k, name, (uint32_t)n, args);
    for (i = 0; ok && i < (uint32_t)n; i++) {
        int x = (int)(i % (uint32_t)W) - off, y = (int)((i / W) % H) - (f->dims > 1 ? off : 0);
        int z = (int)((i / W / H) % D) - (f->dims > 2 ? off : 0);
        int l = (int)(i / W / H / D), in;
        if (clamp) {
            x = x < 0 ? 0 : x >= w ? w - 1 : x;
            y = y < 0 ? 0 : y >= h ? h - 1 : y;
            z = z < 0 ? 0 : z >= d ? d - 1 : z;
        }
        in = x >= 0 && x < w && y >= 0 && y < h && z >= 0 && z < d;
        if (f->write) {
            if (in)
                memcpy(want + (size_t)l * pitch * h * d + (size_t)z * pitch * h +
                       (size_t)y * pitch + (size_t)x * E, data + (size_t)i * E, E);
        } else {
            if (in)
                memcpy(data + (size_t)i * E, init + (size_t)l * pitch * h * d +
                       (size_t)z * pitch * h + (size_t)y * pitch + (size_t)x * E, E);
            else
                memset(data + (size_t)i * E, 0, E);
        }
    }
    if (ok && f->write) {
        ptxvm_memcpy_dtoh(k->vm, got, sbuf, span);
        for (i = 0; i < span; i++)
            if (got[i] != want[i] && bad++ < 3)
                T_CHECK(t, 0, "%s: surface byte %u = 0x%02x, want 0x%02x", name,
                        i, got[i], want[i]);
    } else if (ok) {
        ptxvm_memcpy_dtoh(k->vm, got, bbuf, (size_t)n * E);
        for (i = 0; i < (uint32_t)n * E; i++)
            if (got[i] != data[i] && bad++ < 3)
                T_CHECK(t, 0, "%s: thread %u byte %u = 0x%02x, want 0x%02x", name,
                        i / E, i % E, got[i], data[i]);
    }
    ptxvm_surface_destroy(k->vm, sh);
    ptxvm_mem_free(k->vm, sbuf);
    ptxvm_mem_free(k->vm, bbuf);
    free(init); free(want); free(got); free(data);
    return ok ? (int)bad : 1;
}

static void sk_cuda(pv_test *t, const char *file, int g)
{
    sk k;
    uint64_t seed = 11;
    unsigned fi, ti, mi;
    int cases = 0, bad = 0;
    if (!test_begin(t, "surface kernels %s: every family, type and mode", file))
        return;
    if (!sk_open(t, &k, NULL, file, 0))
        goto out;
    for (ti = 0; ti < sizeof sk_types / sizeof *sk_types; ti++) {
        if (g && !sk_types[ti].in_g)
            continue;
        for (fi = 0; fi < sizeof sk_fams / sizeof *sk_fams; fi++)
            for (mi = 0; mi < 3 && sk_fams[fi].modes[mi]; mi++) {
                bad += sk_case(t, &k, &sk_fams[fi], &sk_types[ti],
                               sk_fams[fi].modes[mi], &seed) != 0;
                cases++;
            }
    }
    T_CHECK(t, cases == (g ? 2 : 10) * 16, "%d kernels", cases);
    T_CHECK(t, bad == 0, "%d of %d kernels differ", bad, cases);
    sk_close(t, &k);
out:
    test_end(t);
}

/* dbl2d: doubles through the 8-byte forms; box2d: one surface read with
   clamping into another. */
static void sk_more(pv_test *t, const char *file)
{
    enum { W = 9, H = 5 };
    sk k;
    double v[W * H], o[W * H];
    float f[W * H], fo[W * H];
    ptxvm_addr a, b;
    ptxvm_resource_desc r;
    uint64_t s1 = 0, s2 = 0;
    int w = W, h = H, x, y, i;
    void *args[4];
    ptxvm_kernel *kn;
    ptxvm_launch l;
    if (!test_begin(t, "surface kernels %s: doubles, a box filter", file))
        return;
    if (!sk_open(t, &k, NULL, file, 0))
        goto out;
    for (i = 0; i < W * H; i++) {
        v[i] = i * 1.5 - 17.0 + 1.0 / (i + 3);
        f[i] = (float)((i * 37) % 11) - 4.5f;
    }
    a = sk_buf(&k, v, sizeof v);
    r = su_res(a, PTXVM_FORMAT_U32, 2, W, H, 0, 0);
    ptxvm_surface_create(k.vm, &r, &s1);
    args[0] = &s1; args[1] = &w; args[2] = &h;
    ptxvm_module_get_kernel(k.m, "dbl2d", &kn);
    memset(&l, 0, sizeof l);
    l.grid.x = 1; l.grid.y = H; l.grid.z = 1;
    l.block.x = 32; l.block.y = 1; l.block.z = 1;
    l.args = args;
    T_CHECK(t, ptxvm_launch_kernel(kn, &l, NULL) == PTXVM_OK, "dbl2d: %s",
            ptxvm_error_message(k.vm));
    ptxvm_memcpy_dtoh(k.vm, o, a, sizeof o);
    for (i = 0; i < W * H; i++)
        T_CHECK(t, o[i] == v[i] * 2.0 + 0.25, "dbl2d[%d] = %a", i, o[i]);
    a = sk_buf(&k, f, sizeof f);
    b = sk_buf(&k, NULL, sizeof f);
    r = su_res(a, PTXVM_FORMAT_F32, 1, W, H, 0, 0);
    ptxvm_surface_create(k.vm, &r, &s1);
    r.data = b;
    ptxvm_surface_create(k.vm, &r, &s2);
    args[0] = &s1; args[1] = &s2; args[2] = &w; args[3] = &h;
    ptxvm_module_get_kernel(k.m, "box2d", &kn);
    T_CHECK(t, ptxvm_launch_kernel(kn, &l, NULL) == PTXVM_OK, "box2d: %s",
            ptxvm_error_message(k.vm));
    ptxvm_memcpy_dtoh(k.vm, fo, b, sizeof fo);
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) {
            float s = 0.0f;
            int i2, j2;
            for (j2 = -1; j2 <= 1; j2++)
                for (i2 = -1; i2 <= 1; i2++) {
                    int xx = x + i2 < 0 ? 0 : x + i2 >= W ? W - 1 : x + i2;
                    int yy = y + j2 < 0 ? 0 : y + j2 >= H ? H - 1 : y + j2;
                    s += f[yy * W + xx];
                }
            T_CHECK(t, fo[y * W + x] == s, "box2d(%d,%d) = %g, want %g", x, y,
                    fo[y * W + x], s);
        }
    sk_close(t, &k);
out:
    test_end(t);
}

/* ---- sured: every operation and type ------------------------------- */

typedef struct red_case {
    const char *form;          /* after "sured." */
    int p, size, sgn;          /* .p; element bytes; signed */
    int op;                    /* 0 add 1 min 2 max 3 and 4 or */
} red_case;

static uint64_t red_fold(int op, int size, int sgn, uint64_t a, uint64_t b)
{
    uint64_t m = size == 8 ? ~0ull : 0xffffffffull, r;
    int64_t sa = size == 8 ? (int64_t)a : (int64_t)(int32_t)a;
    int64_t sb = size == 8 ? (int64_t)b : (int64_t)(int32_t)b;
    a &= m;
    b &= m;
    switch (op) {
    case 0: r = a + b; break;
    case 1: r = sgn ? (sa < sb ? a : b) : (a < b ? a : b); break;
    case 2: r = sgn ? (sa > sb ? a : b) : (a > b ? a : b); break;
    case 3: r = a & b; break;
    default: r = a | b; break;
    }
    return r & m;
}

static void su_red(pv_test *t)
{
    static const red_case cs[] = {
        { "b.add.1d.u32", 0, 4, 0, 0 }, { "b.add.1d.u64", 0, 8, 0, 0 },
        { "b.add.1d.s32", 0, 4, 1, 0 },
        { "b.min.1d.u32", 0, 4, 0, 1 }, { "b.min.1d.s32", 0, 4, 1, 1 },
        { "b.min.1d.u64", 0, 8, 0, 1 }, { "b.min.1d.s64", 0, 8, 1, 1 },
        { "b.max.1d.u32", 0, 4, 0, 2 }, { "b.max.1d.s32", 0, 4, 1, 2 },
        { "b.max.1d.u64", 0, 8, 0, 2 }, { "b.max.1d.s64", 0, 8, 1, 2 },
        { "b.and.1d.b32", 0, 4, 0, 3 }, { "b.or.1d.b32", 0, 4, 0, 4 },
        { "p.add.1d.b32", 1, 4, 0, 0 }, { "p.add.1d.b32", 1, 4, 1, 0 },
        { "p.min.1d.b32", 1, 4, 0, 1 }, { "p.min.1d.b32", 1, 4, 1, 1 },
        { "p.max.1d.b32", 1, 4, 0, 2 }, { "p.max.1d.b32", 1, 4, 1, 2 },
        { "p.and.1d.b32", 1, 4, 0, 3 }, { "p.or.1d.b32", 1, 4, 1, 4 },
        { "p.min.1d.b64", 1, 8, 0, 1 }, { "p.min.1d.b64", 1, 8, 1, 1 },
        { "p.max.1d.b64", 1, 8, 0, 2 }, { "p.max.1d.b64", 1, 8, 1, 2 },
    };
    enum { N = 8 * 64, SLOTS = 4 };
    unsigned c;
    uint64_t seed = 5;
    if (!test_begin(t, "surface sured: every operation and type, 3 workers"))
        return;
    for (c = 0; c < sizeof cs / sizeof *cs; c++) {
        const red_case *rc = &cs[c];
        char src[1600];
        sk k;
        uint64_t vals[N], init[SLOTS], want[SLOTS], got[SLOTS], h = 0;
        uint8_t raw[SLOTS * 8];
        ptxvm_addr sb, vb;
        ptxvm_resource_desc r;
        void *args[2];
        int i, j;
        snprintf(src, sizeof src, PTX_HEAD
                 ".visible .entry k(.param .u64 s, .param .u64 v) {\n"
                 ".reg .b64 %%rd<8>; .reg .b32 %%r<9>;\n"
                 "ld.param.u64 %%rd1, [s]; ld.param.u64 %%rd2, [v];\n"
                 "mov.u32 %%r1, %%tid.x; mov.u32 %%r2, %%ctaid.x;\n"
                 "mov.u32 %%r3, %%ntid.x; mad.lo.u32 %%r4, %%r2, %%r3, %%r1;\n"
                 "mul.wide.u32 %%rd3, %%r4, 8; add.u64 %%rd4, %%rd2, %%rd3;\n"
                 "ld.global.u64 %%rd5, [%%rd4]; cvt.u32.u64 %%r7, %%rd5;\n"
                 "and.b32 %%r5, %%r4, 3; mul.lo.u32 %%r6, %%r5, %d;\n"
                 "sured.%s.trap [%%rd1, {%%r6}], %s;\n"
                 "ret; }\n", rc->p ? 1 : rc->size, rc->form,
                 rc->size == 8 ? "%rd5" : "%r7");
        if (!sk_open(t, &k, src, NULL, 3)) {
            sk_close(t, &k);
            continue;
        }
        for (i = 0; i < N; i++) {
            uint64_t v = (uint64_t)su_rng(&seed) << 32 | su_rng(&seed);
            /* small magnitudes of both signs for min/max, any bits else */
            if (rc->op == 1 || rc->op == 2)
                v = (uint64_t)(int64_t)((int32_t)(su_rng(&seed) % 2001) - 1000) *
                    (rc->size == 8 ? 100000007ll : 1);
            vals[i] = v;
        }
        for (j = 0; j < SLOTS; j++) {
            init[j] = rc->op == 3 ? ~0ull : rc->op == 1 ? 500 : rc->op == 2 ?
                      (uint64_t)-500ll : 77;
            if (rc->size == 4)
                init[j] &= 0xffffffffull;
            want[j] = init[j];
        }
        for (i = 0; i < N; i++)
            want[i % SLOTS] = red_fold(rc->op, rc->size, rc->sgn, want[i % SLOTS],
                                       vals[i]);
        for (j = 0; j < SLOTS; j++)
            memcpy(raw + j * rc->size, &init[j], (size_t)rc->size);
        sb = sk_buf(&k, raw, sizeof raw);
        vb = sk_buf(&k, vals, sizeof vals);
        r = su_res(sb, rc->sgn ? PTXVM_FORMAT_S32 : PTXVM_FORMAT_U32,
                   rc->size == 8 ? 2 : 1, SLOTS, 0, 0, 0);
        T_CHECK(t, ptxvm_surface_create(k.vm, &r, &h) == PTXVM_OK, "create");
        args[0] = &h;
        args[1] = &vb;
        T_CHECK(t, sk_launch(&k, "k", 8, 64, args) == PTXVM_OK, "sured.%s: %s",
                rc->form, ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, raw, sb, sizeof raw);
        for (j = 0; j < SLOTS; j++) {
            got[j] = 0;
            memcpy(&got[j], raw + j * rc->size, (size_t)rc->size);
            T_CHECK(t, got[j] == want[j], "sured.%s (%s) slot %d = 0x%llx, want "
                    "0x%llx", rc->form, rc->sgn ? "signed" : "unsigned", j,
                    (unsigned long long)got[j], (unsigned long long)want[j]);
        }
        sk_close(t, &k);
    }
    test_end(t);
}

/* A counter every thread of 64 blocks adds 1 to, on three workers. */
static void su_counter(pv_test *t)
{
    static const char src[] = PTX_HEAD
        ".visible .entry k(.param .u64 s) {\n"
        ".reg .b64 %rd<3>; .reg .b32 %r<3>;\n"
        "ld.param.u64 %rd1, [s]; mov.u32 %r1, 1; mov.u64 %rd2, 3;\n"
        "sured.b.add.1d.u32.trap [%rd1, {0}], %r1;\n"
        "sured.b.add.1d.u64.trap [%rd1, {8}], %rd2;\n"
        "ret; }\n";
    sk k;
    uint64_t h = 0, raw[2] = { 0, 0 };
    ptxvm_addr sb;
    ptxvm_resource_desc r;
    void *args[1];
    int rep;
    if (!test_begin(t, "surface sured: a contended counter on 3 workers ends exact"))
        return;
    if (!sk_open(t, &k, src, NULL, 3))
        goto out;
    sb = sk_buf(&k, raw, sizeof raw);
    r = su_res(sb, PTXVM_FORMAT_U32, 4, 1, 0, 0, 0);
    ptxvm_surface_create(k.vm, &r, &h);
    args[0] = &h;
    for (rep = 0; rep < 3; rep++)
        T_CHECK(t, sk_launch(&k, "k", 64, 128, args) == PTXVM_OK, "launch: %s",
                ptxvm_error_message(k.vm));
    ptxvm_memcpy_dtoh(k.vm, raw, sb, sizeof raw);
    T_CHECK(t, (uint32_t)raw[0] == 3u * 64 * 128, "u32 counter %u",
            (uint32_t)raw[0]);
    T_CHECK(t, raw[1] == 3ull * 3 * 64 * 128, "u64 counter %llu",
            (unsigned long long)raw[1]);
    sk_close(t, &k);
out:
    test_end(t);
}

/* ---- formatted access: sust.p and suld.p conversions --------------- */

static uint32_t fbits(float f)
{
    uint32_t w;
    memcpy(&w, &f, 4);
    return w;
}

static float bitsf(uint32_t w)
{
    float f;
    memcpy(&f, &w, 4);
    return f;
}

/* f32 to f16, round to nearest even, written from IEEE 754 here */
static uint32_t ref_f16(float f)
{
    uint32_t w = fbits(f), sign = (w >> 16) & 0x8000u, e = (w >> 23) & 0xff;
    uint32_t m = w & 0x7fffffu;
    double a = fabs((double)f), q;
    if (e == 0xff)
        return sign | 0x7c00u | (m ? 0x200u : 0);
    if (a >= 65520.0)
        return sign | 0x7c00u;
    if (a < ldexp(1.0, -14)) {               /* subnormal: units of 2^-24 */
        q = a * ldexp(1.0, 24);
    } else {
        int ex;
        double fr = frexp(a, &ex);           /* a = fr * 2^ex, fr in [0.5,1) */
        q = fr * 2048.0;                     /* 11 significant bits */
        {
            double r = floor(q), d = q - r;
            if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) == 1.0))
                r += 1.0;
            return sign | (uint32_t)(((uint32_t)(ex + 14) << 10) +
                                     (uint32_t)r - 1024u);
        }
    }
    {
        double r = floor(q), d = q - r;
        if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) == 1.0))
            r += 1.0;
        return sign | (uint32_t)r;
    }
}

static float ref_f16_f32(uint32_t h)
{
    uint32_t e = (h >> 10) & 31, m = h & 1023;
    double v = e == 0 ? ldexp((double)m, -24) :
               e == 31 ? (m ? NAN : INFINITY) : ldexp((double)(m | 1024), (int)e - 25);
    return (float)((h & 0x8000) ? -v : v);
}

typedef struct fmt_case { ptxvm_format f; uint32_t ch; int norm; } fmt_case;

/* The channel bits sust.p stores for word v (the rule ptxvm.h states). */
static uint32_t ref_store(const fmt_case *c, uint32_t v)
{
    int sn = c->f == PTXVM_FORMAT_S8 || c->f == PTXVM_FORMAT_S16 ||
             c->f == PTXVM_FORMAT_S32;
    uint32_t bits = c->f == PTXVM_FORMAT_U8 || c->f == PTXVM_FORMAT_S8 ? 8 :
                    c->f == PTXVM_FORMAT_U16 || c->f == PTXVM_FORMAT_S16 ||
                    c->f == PTXVM_FORMAT_F16 ? 16 : 32;
    uint32_t mask = bits == 32 ? ~0u : (1u << bits) - 1;
    if (c->f == PTXVM_FORMAT_F32)
        return v;
    if (c->f == PTXVM_FORMAT_F16)
        return ref_f16(bitsf(v));
    if (c->norm) {
        double f = bitsf(v), scale = sn ? (double)((1u << (bits - 1)) - 1)
                                        : (double)mask, r;
        if (f != f)
            f = 0;
        f = f > 1 ? 1 : f < (sn ? -1 : 0) ? (sn ? -1 : 0) : f;
        r = f * scale;
        r = r < 0 ? -floor(-r + 0.5) : floor(r + 0.5);
        return (uint32_t)(int32_t)r & mask;
    }
    if (bits == 32)
        return v;
    if (sn) {
        int32_t x = (int32_t)v, hi = (int32_t)(mask >> 1);
        x = x > hi ? hi : x < -hi - 1 ? -hi - 1 : x;
        return (uint32_t)x & mask;
    }
    return v > mask ? mask : v;
}

/* The word suld.p gives for channel bits b. */
static uint32_t ref_load(const fmt_case *c, uint32_t b)
{
    switch (c->f) {
    case PTXVM_FORMAT_U8:
        return c->norm ? fbits((float)b / 255.0f) : b;
    case PTXVM_FORMAT_U16:
        return c->norm ? fbits((float)b / 65535.0f) : b;
    case PTXVM_FORMAT_S8: {
        int32_t x = (int8_t)b;
        float f = (float)x / 127.0f;
        return c->norm ? fbits(f < -1.0f ? -1.0f : f) : (uint32_t)x;
    }
    case PTXVM_FORMAT_S16: {
        int32_t x = (int16_t)b;
        float f = (float)x / 32767.0f;
        return c->norm ? fbits(f < -1.0f ? -1.0f : f) : (uint32_t)x;
    }
    case PTXVM_FORMAT_F16:
        return fbits(ref_f16_f32(b));
    default:
        return b;
    }
}

static void su_formatted(pv_test *t)
{
    static const char src[] = PTX_HEAD
        ".visible .entry st(.param .u64 s, .param .u64 v) {\n"
        ".reg .b64 %rd<5>; .reg .b32 %r<9>;\n"
        "ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [v];\n"
        "mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 16; add.u64 %rd4, %rd2, %rd3;\n"
        "ld.global.v4.b32 {%r2, %r3, %r4, %r5}, [%rd4];\n"
        "sust.p.1d.v4.b32.trap [%rd1, {%r1}], {%r2, %r3, %r4, %r5};\n"
        "ret; }\n"
        ".visible .entry st2(.param .u64 s, .param .u64 v) {\n"
        ".reg .b64 %rd<5>; .reg .b32 %r<9>;\n"
        "ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [v];\n"
        "mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 16; add.u64 %rd4, %rd2, %rd3;\n"
        "ld.global.v2.b32 {%r2, %r3}, [%rd4];\n"
        "sust.p.1d.v2.b32.trap [%rd1, {%r1}], {%r2, %r3};\n"
        "ret; }\n"
        ".visible .entry ld(.param .u64 s, .param .u64 o) {\n"
        ".reg .b64 %rd<5>; .reg .b32 %r<9>;\n"
        "ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [o];\n"
        "mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 16; add.u64 %rd4, %rd2, %rd3;\n"
        "suld.p.1d.v4.b32.trap {%r2, %r3, %r4, %r5}, [%rd1, {%r1}];\n"
        "st.global.v4.b32 [%rd4], {%r2, %r3, %r4, %r5};\n"
        "ret; }\n"
        ".visible .entry ldf(.param .u64 s, .param .u64 o) {\n"
        ".reg .b64 %rd<5>; .reg .b32 %r<3>; .reg .f32 %f<5>;\n"
        "ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [o];\n"
        "mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 16; add.u64 %rd4, %rd2, %rd3;\n"
        "suld.p.2d.v4.f32.zero {%f1, %f2, %f3, %f4}, [%rd1, {%r1, 0}];\n"
        "add.f32 %f1, %f1, 0f3F800000;\n"
        "sust.p.2d.v4.b32.zero [%rd1, {%r1, 0}], {%f1, %f2, %f3, %f4};\n"
        "st.global.v4.f32 [%rd4], {%f1, %f2, %f3, %f4};\n"
        "ret; }\n";
    static const fmt_case fc[] = {
        { PTXVM_FORMAT_U8, 4, 1 }, { PTXVM_FORMAT_S8, 4, 1 },
        { PTXVM_FORMAT_U16, 2, 1 }, { PTXVM_FORMAT_S16, 2, 1 },
        { PTXVM_FORMAT_F16, 4, 0 }, { PTXVM_FORMAT_F32, 1, 0 },
        { PTXVM_FORMAT_U8, 4, 0 }, { PTXVM_FORMAT_S8, 2, 0 },
        { PTXVM_FORMAT_U16, 1, 0 }, { PTXVM_FORMAT_S16, 4, 0 },
        { PTXVM_FORMAT_U32, 1, 0 }, { PTXVM_FORMAT_S32, 2, 0 },
        { PTXVM_FORMAT_F16, 2, 0 }, { PTXVM_FORMAT_S8, 1, 1 },
    };
    static const float fv[32] = {
        0.0f, 1.0f, -1.0f, 0.5f, -0.5f, 2.0f, -2.0f, 0.25f,
        1.0f / 255, 0.5f / 255, 1.5f / 255, 254.5f / 255, 0.999f, 1e-10f,
        -1e-10f, -0.0f, 0.75f, 1.0f / 127, 0.5f / 127, 1.5f / 127,
        -0.5f / 127, -1.5f / 127, 65504.0f, 65520.0f, 1.00048828125f,
        1.00146484375f, 6e-8f, 3e-8f, 1e-3f, 0.5f / 65535, 2.5f / 65535,
        -2.5f / 32767 };
    static const int32_t iv[32] = {
        0, 1, 127, 128, 255, 256, 300, -1, -128, -129, -200, 32767, 32768,
        65535, 65536, 70000, -32768, -32769, -40000, 0x7fffffff,
        (int32_t)0x80000000u, 42, -42, 1000, -1000, 200, -127, 126, 12345,
        -12345, 99999, 7 };
    enum { T = 32 };
    sk k;
    unsigned c;
    if (!test_begin(t, "surface formatted: sust.p/suld.p conversions, edges"))
        return;
    if (!sk_open(t, &k, src, NULL, 0))
        goto out;
    for (c = 0; c < sizeof fc / sizeof *fc; c++) {
        const fmt_case *f = &fc[c];
        static const uint32_t fbytes[] = { 0, 1, 2, 4, 1, 2, 4, 2, 4 };
        uint32_t sz = fbytes[f->f], words[T * 4], out[T * 4], i, j;
        uint8_t raw[T * 16], want[T * 16];
        int isf = f->f == PTXVM_FORMAT_F16 || f->f == PTXVM_FORMAT_F32 ||
                  (f->norm && sz < 4);
        ptxvm_addr sb, vb, ob;
        ptxvm_resource_desc r;
        ptxvm_surface_desc d;
        uint64_t h = 0;
        void *args[2];
        for (i = 0; i < T * 4; i++)
            words[i] = isf ? fbits(fv[(i * 5 + c) % 32])
                           : (uint32_t)iv[(i * 7 + c) % 32];
        memset(raw, 0xab, sizeof raw);
        memcpy(want, raw, sizeof want);
        for (i = 0; i < T; i++)
            for (j = 0; j < f->ch; j++) {
                uint32_t b = ref_store(f, words[i * 4 + j]);
                memcpy(want + (i * f->ch + j) * sz, &b, sz);
            }
        sb = sk_buf(&k, raw, sizeof raw);
        vb = sk_buf(&k, words, sizeof words);
        ob = sk_buf(&k, NULL, sizeof out);
        r = su_res(sb, f->f, f->ch, T, 0, 0, 0);
        memset(&d, 0, sizeof d);
        d.normalized = f->norm;
        T_CHECK(t, ptxvm_surface_create_hosted(k.vm, &r, &d, &h) == PTXVM_OK,
                "create: %s", ptxvm_error_message(k.vm));
        args[0] = &h;
        args[1] = &vb;
        T_CHECK(t, sk_launch(&k, "st", 1, T, args) == PTXVM_OK, "st: %s",
                ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, raw, sb, sizeof raw);
        for (i = 0; i < T * f->ch * sz; i++)
            if (raw[i] != want[i]) {
                uint32_t ti = i / (f->ch * sz), ch = i / sz % f->ch;
                T_CHECK(t, 0, "format %d x%u%s: texel %u channel %u from 0x%08x "
                        "(%g): byte %u = 0x%02x, want 0x%02x", (int)f->f, f->ch,
                        f->norm ? " normalized" : "", ti, ch,
                        words[ti * 4 + ch], (double)bitsf(words[ti * 4 + ch]),
                        i % sz, raw[i], want[i]);
                break;
            }
        args[1] = &ob;
        T_CHECK(t, sk_launch(&k, "ld", 1, T, args) == PTXVM_OK, "ld: %s",
                ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, out, ob, sizeof out);
        for (i = 0; i < T; i++)
            for (j = 0; j < 4; j++) {
                uint32_t b = 0, w;
                if (j < f->ch) {
                    memcpy(&b, want + (i * f->ch + j) * sz, sz);
                    w = ref_load(f, b);
                } else {
                    w = j < 3 ? 0 : isf ? fbits(1.0f) : 1;
                }
                if (out[i * 4 + j] != w && !(isf && bitsf(w) != bitsf(w) &&
                                            bitsf(out[i * 4 + j]) != bitsf(out[i * 4 + j]))) {
                    T_CHECK(t, 0, "suld.p format %d x%u%s: texel %u component %u "
                            "= 0x%08x, want 0x%08x", (int)f->f, f->ch,
                            f->norm ? " normalized" : "", i, j, out[i * 4 + j], w);
                    i = T;
                    break;
                }
            }
        ptxvm_surface_destroy(k.vm, h);
    }
    /* .v2 on four channels: the other two keep their bits */
    {
        fmt_case f = { PTXVM_FORMAT_U8, 4, 1 };
        uint8_t raw[16 * 4];
        float v[16 * 4];
        uint32_t i;
        ptxvm_addr sb, vb;
        ptxvm_resource_desc r;
        ptxvm_surface_desc d;
        uint64_t h = 0;
        void *args[2];
        memset(raw, 0x5c, sizeof raw);
        for (i = 0; i < 64; i++)
            v[i] = (float)i / 63.0f;
        sb = sk_buf(&k, raw, sizeof raw);
        vb = sk_buf(&k, v, sizeof v);
        r = su_res(sb, f.f, 4, 16, 0, 0, 0);
        memset(&d, 0, sizeof d);
        d.normalized = 1;
        ptxvm_surface_create_hosted(k.vm, &r, &d, &h);
        args[0] = &h;
        args[1] = &vb;
        T_CHECK(t, sk_launch(&k, "st2", 1, 16, args) == PTXVM_OK, "st2: %s",
                ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, raw, sb, sizeof raw);
        for (i = 0; i < 16; i++)
            T_CHECK(t, raw[i * 4] == ref_store(&f, fbits(v[i * 4])) &&
                       raw[i * 4 + 1] == ref_store(&f, fbits(v[i * 4 + 1])) &&
                       raw[i * 4 + 2] == 0x5c && raw[i * 4 + 3] == 0x5c,
                    "st2 texel %u: %02x %02x %02x %02x", i, raw[i * 4],
                    raw[i * 4 + 1], raw[i * 4 + 2], raw[i * 4 + 3]);
    }
    /* suld.p.f32 of PTX 2.x on a 2D float surface, .zero past the end */
    {
        float v[8 * 4], o[40 * 4];
        uint32_t i, j;
        ptxvm_addr sb, ob;
        ptxvm_resource_desc r;
        uint64_t h = 0;
        void *args[2];
        for (i = 0; i < 32; i++)
            v[i] = (float)i * 0.5f - 3.0f;
        sb = sk_buf(&k, v, sizeof v);
        ob = sk_buf(&k, NULL, sizeof o);
        r = su_res(sb, PTXVM_FORMAT_F32, 4, 8, 1, 0, 0);
        ptxvm_surface_create(k.vm, &r, &h);
        args[0] = &h;
        args[1] = &ob;
        T_CHECK(t, sk_launch(&k, "ldf", 1, 40, args) == PTXVM_OK, "ldf: %s",
                ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, o, ob, sizeof o);
        for (i = 0; i < 40; i++)
            for (j = 0; j < 4; j++) {
                float w = i < 8 ? v[i * 4 + j] + (j == 0 ? 1.0f : 0.0f)
                                : (j == 0 ? 1.0f : 0.0f);
                T_CHECK(t, o[i * 4 + j] == w, "ldf %u.%u = %g, want %g", i, j,
                        (double)o[i * 4 + j], (double)w);
            }
        ptxvm_memcpy_dtoh(k.vm, o, sb, sizeof v);
        for (i = 0; i < 32; i++)
            T_CHECK(t, o[i] == (float)i * 0.5f - 3.0f + (i % 4 == 0 ? 1.0f : 0.0f),
                    "ldf stored %u = %g", i, (double)o[i]);
    }
    sk_close(t, &k);
out:
    test_end(t);
}

/* ---- suq, out-of-range modes, misaligned x, the sandbox -------------- */

static const char modes_src[] = PTX_HEAD
    ".global .surfref sref;\n"
    ".visible .entry q(.param .u64 s, .param .u64 o) {\n"
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"
    "ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [o];\n"
    "suq.width.b32 %r1, [%rd1]; suq.height.b32 %r2, [%rd1];\n"
    "suq.depth.b32 %r3, [%rd1]; suq.channel_data_type.b32 %r4, [%rd1];\n"
    "suq.channel_order.b32 %r5, [%rd1]; suq.array_size.b32 %r6, [%rd1];\n"
    "suq.memory_layout.b32 %r7, [%rd1];\n"
    "st.global.v4.b32 [%rd2], {%r1, %r2, %r3, %r4};\n"
    "st.global.v2.b32 [%rd2+16], {%r5, %r6}; st.global.b32 [%rd2+24], %r7;\n"
    "ret; }\n"
    ".visible .entry qref(.param .u64 o) {\n"
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"
    "ld.param.u64 %rd2, [o];\n"
    "suq.width.b32 %r1, [sref]; suld.b.1d.b32.trap %r2, [sref, {4}];\n"
    "sust.b.1d.b32.trap [sref, {0}], %r1;\n"
    "st.global.v2.b32 [%rd2], {%r1, %r2};\n"
    "ret; }\n"
#define MODE_LD(name, mode)                                                  \
    ".visible .entry " name "(.param .u64 s, .param .u64 o, .param .u32 x,\n" \
    "    .param .u32 y, .param .u32 l) {\n"                                  \
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"                                   \
    "ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [o]; ld.param.u32 %r1, [x];\n" \
    "ld.param.u32 %r2, [y]; ld.param.u32 %r3, [l];\n"                        \
    "suld.b.a2d.b32." mode " %r4, [%rd1, {%r3, %r1, %r2, %r2}];\n"           \
    "st.global.b32 [%rd2], %r4;\n"                                           \
    "and.b32 %r8, %r1, -16;\n"                                             \
    "suld.b.a2d.v4.b32." mode " {%r4, %r5, %r6, %r7}, [%rd1, {%r3, %r8, %r2, %r2}];\n" \
    "st.global.v4.b32 [%rd2+16], {%r4, %r5, %r6, %r7};\n"                    \
    "ret; }\n"                                                               \
    ".visible .entry " name "_st(.param .u64 s, .param .u64 o, .param .u32 x,\n" \
    "    .param .u32 y, .param .u32 l) {\n"                                  \
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"                                   \
    "ld.param.u64 %rd1, [s]; ld.param.u32 %r1, [x];\n"                       \
    "ld.param.u32 %r2, [y]; ld.param.u32 %r3, [l];\n"                        \
    "sust.b.a2d.b32." mode " [%rd1, {%r3, %r1, %r2, %r2}], 0xdeadbeef;\n"    \
    "ret; }\n"                                                               \
    ".visible .entry " name "_red(.param .u64 s, .param .u64 o, .param .u32 x,\n" \
    "    .param .u32 y, .param .u32 l) {\n"                                  \
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"                                   \
    "ld.param.u64 %rd1, [s]; ld.param.u32 %r1, [x]; ld.param.u32 %r2, [y];\n" \
    "sured.b.add.2d.u32." mode " [%rd1, {%r1, %r2}], 1000;\n"                \
    "ret; }\n"
    MODE_LD("ldt", "trap") MODE_LD("ldc", "clamp") MODE_LD("ldz", "zero");

/* The line of the first occurrence of text in modes_src. */
static int src_line(const char *text)
{
    const char *p = strstr(modes_src, text), *q;
    int n = 1;
    for (q = modes_src; p && q < p; q++)
        n += *q == '\n';
    return p ? n : -1;
}

enum { MW = 6, MH = 4, ML = 3 };

typedef struct mode_env {
    sk k;
    ptxvm_addr sb, ob;
    uint64_t h;
    uint32_t init[MW * MH * ML];
    char msg[1100];             /* the last launch's message */
} mode_env;

/* Run name at (x bytes, y, layer); the result, *o[0..7] the outputs. */
static ptxvm_result mode_run(mode_env *e, const char *name, int32_t x, int32_t y,
                             int32_t l, uint64_t h, uint32_t o[8])
{
    void *args[5];
    ptxvm_result r;
    args[0] = &h; args[1] = &e->ob; args[2] = &x; args[3] = &y; args[4] = &l;
    ptxvm_memset(e->k.vm, e->ob, 0x77, 32);
    r = sk_launch(&e->k, name, 1, 1, args);
    snprintf(e->msg, sizeof e->msg, "%s", ptxvm_error_message(e->k.vm));
    ptxvm_memcpy_dtoh(e->k.vm, o, e->ob, 32);
    return r;
}

static uint32_t mode_at(const mode_env *e, int x, int y, int l)
{
    return e->init[(l * MH + y) * MW + x];
}

static void su_modes(pv_test *t)
{
    mode_env e;
    uint32_t o[8], mem[MW * MH * ML], i;
    ptxvm_resource_desc r;
    ptxvm_result rr;
    char want[64];
    if (!test_begin(t, "surface modes: .trap .clamp .zero, misaligned x"))
        return;
    if (!sk_open(t, &e.k, modes_src, NULL, 0))
        goto out;
    for (i = 0; i < MW * MH * ML; i++)
        e.init[i] = 1000 + i;
    e.sb = sk_buf(&e.k, e.init, sizeof e.init);
    e.ob = sk_buf(&e.k, NULL, 32);
    r = su_res(e.sb, PTXVM_FORMAT_U32, 1, MW, MH, 0, ML);
    T_CHECK(t, ptxvm_surface_create(e.k.vm, &r, &e.h) == PTXVM_OK, "create");
    /* inside: every mode reads the texel */
    T_CHECK(t, mode_run(&e, "ldt", 8, 3, 2, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 2, 3, 2) && o[4] == mode_at(&e, 0, 3, 2) &&
               o[7] == mode_at(&e, 3, 3, 2),
            "ldt inside: %u %u %s", o[0], o[4], e.msg);
    T_CHECK(t, mode_run(&e, "ldz", 20, 0, 1, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 5, 0, 1), "ldz inside: %u", o[0]);
    /* .clamp: each coordinate to its edge; the byte x to the last whole
       access (24-byte rows: the v4 access at 0) */
    T_CHECK(t, mode_run(&e, "ldc", -8, 2, 1, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 0, 2, 1) && o[4] == mode_at(&e, 0, 2, 1),
            "ldc x -8: %u", o[0]);
    T_CHECK(t, mode_run(&e, "ldc", 400, -3, 7, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 5, 0, 2) && o[4] == mode_at(&e, 0, 0, 2) &&
               o[7] == mode_at(&e, 3, 0, 2),
            "ldc x 400 y -3 layer 7: %u %u %u", o[0], o[4], o[7]);
    T_CHECK(t, mode_run(&e, "ldc", 16, 9, 0, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 4, 3, 0) && o[4] == mode_at(&e, 0, 3, 0),
            "ldc v4 at 16 of a 24-byte row: %u %u", o[0], o[4]);
    /* .zero: zeros outside in any coordinate */
    T_CHECK(t, mode_run(&e, "ldz", 24, 0, 0, e.h, o) == PTXVM_OK && o[0] == 0 &&
               o[4] == 0 && o[7] == 0, "ldz x 24: %u", o[0]);
    T_CHECK(t, mode_run(&e, "ldz", 0, 4, 0, e.h, o) == PTXVM_OK && o[0] == 0,
            "ldz y 4: %u", o[0]);
    T_CHECK(t, mode_run(&e, "ldz", 0, 0, 3, e.h, o) == PTXVM_OK && o[0] == 0,
            "ldz layer 3: %u", o[0]);
    T_CHECK(t, mode_run(&e, "ldz", 16, 0, 0, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 4, 0, 0) && o[4] == 0,
            "ldz v4 at 16 of a 24-byte row: %u %u", o[0], o[4]);
    /* stores and reductions: .zero drops, .clamp moves, .trap inside */
    T_CHECK(t, mode_run(&e, "ldz_st", -4, 0, 0, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldz_st", 0, 0, 5, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldz_red", 0, -1, 0, e.h, o) == PTXVM_OK,
            "zero stores: %s", e.msg);
    ptxvm_memcpy_dtoh(e.k.vm, mem, e.sb, sizeof mem);
    T_CHECK(t, memcmp(mem, e.init, sizeof mem) == 0, ".zero stores changed memory");
    T_CHECK(t, mode_run(&e, "ldc_st", -4, 7, 9, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldc_red", 1000, 1, 0, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldt_st", 4, 1, 1, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldt_red", 8, 2, 0, e.h, o) == PTXVM_OK,
            "clamp/trap stores: %s", e.msg);
    ptxvm_memcpy_dtoh(e.k.vm, mem, e.sb, sizeof mem);
    for (i = 0; i < MW * MH * ML; i++) {
        uint32_t w = e.init[i];
        if (i == (2 * MH + 3) * MW + 0 || i == (1 * MH + 1) * MW + 1)
            w = 0xdeadbeef;
        if (i == (0 * MH + 1) * MW + 5 || i == (0 * MH + 2) * MW + 2)
            w += 1000;
        T_CHECK(t, mem[i] == w, "after stores: word %u = 0x%x, want 0x%x", i,
                mem[i], w);
    }
    /* .trap: the launch ends naming the line and the coordinates */
    rr = mode_run(&e, "ldt", 24, 1, 0, e.h, o);
    snprintf(want, sizeof want, "surf.ptx:%d:",
             src_line("suld.b.a2d.b32.trap"));
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, want) &&
               strstr(e.msg, "x 24 bytes, y 1, z 0, layer 0") &&
               strstr(e.msg, ".trap"),
            "trap x: %d %s (want %s)", (int)rr, e.msg, want);
    rr = mode_run(&e, "ldt", 0, 0, 3, e.h, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "layer 3"),
            "trap layer: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "ldt_st", 0, -1, 0, e.h, o);
    snprintf(want, sizeof want, "surf.ptx:%d:",
             src_line("sust.b.a2d.b32.trap"));
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, want) &&
               strstr(e.msg, "y -1"),
            "trap store: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "ldt_red", 0, 4, 0, e.h, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "sured.trap"),
            "trap reduction: %d %s", (int)rr, e.msg);
    /* misaligned: x not a multiple of the access, in every mode */
    rr = mode_run(&e, "ldz", 2, 0, 0, e.h, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "not a multiple of the access "
                      "size 4"), "misaligned: %d %s", (int)rr,
            e.msg);
    sk_close(t, &e.k);
out:
    test_end(t);
}

static void su_suq(pv_test *t)
{
    static const struct { ptxvm_format f; uint32_t ch, w, h, d, l, flags;
                          int norm; uint32_t want[7]; } qs[] = {
        { PTXVM_FORMAT_U8, 4, 7, 0, 0, 0, 0, 1,
          { 7, 1, 1, 0x10D2, 0x10B5, 1, 1 } },
        { PTXVM_FORMAT_S16, 2, 5, 3, 0, 0, 0, 0,
          { 5, 3, 1, 0x10D8, 0x10B2, 1, 1 } },
        { PTXVM_FORMAT_F32, 1, 4, 3, 2, 0, 0, 0,
          { 4, 3, 2, 0x10DE, 0x10B0, 1, 1 } },
        { PTXVM_FORMAT_U32, 1, 3, 0, 0, 5, 0, 0,
          { 3, 1, 1, 0x10DC, 0x10B0, 5, 1 } },
        { PTXVM_FORMAT_F16, 4, 4, 4, 0, 12, PTXVM_RESOURCE_CUBEMAP, 0,
          { 4, 4, 1, 0x10DD, 0x10B5, 12, 1 } },
        { PTXVM_FORMAT_S8, 1, 2, 2, 0, 0, 0, 1,
          { 2, 2, 1, 0x10D0, 0x10B0, 1, 1 } },
    };
    sk k;
    ptxvm_addr sb, ob;
    uint32_t o[8], i, j;
    uint64_t h;
    void *args[2];
    if (!test_begin(t, "surface suq: every query; a .surfref binding"))
        return;
    if (!sk_open(t, &k, modes_src, NULL, 0))
        goto out;
    sb = sk_buf(&k, NULL, 4096);
    ob = sk_buf(&k, NULL, 32);
    for (i = 0; i < sizeof qs / sizeof *qs; i++) {
        ptxvm_resource_desc r = su_res(sb, qs[i].f, qs[i].ch, qs[i].w, qs[i].h,
                                       qs[i].d, qs[i].l);
        ptxvm_surface_desc d;
        memset(&d, 0, sizeof d);
        d.normalized = qs[i].norm;
        r.flags = qs[i].flags;
        h = 0;
        T_CHECK(t, ptxvm_surface_create_hosted(k.vm, &r, &d, &h) == PTXVM_OK,
                "create %u: %s", i, ptxvm_error_message(k.vm));
        args[0] = &h;
        args[1] = &ob;
        T_CHECK(t, sk_launch(&k, "q", 1, 1, args) == PTXVM_OK, "q: %s",
                ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, o, ob, 28);
        for (j = 0; j < 7; j++)
            T_CHECK(t, o[j] == qs[i].want[j], "surface %u query %u = 0x%x, want "
                    "0x%x", i, j, o[j], qs[i].want[j]);
        ptxvm_surface_destroy(k.vm, h);
    }
    /* a .surfref bound to a surface object */
    {
        uint32_t v[4] = { 11, 22, 33, 44 };
        ptxvm_resource_desc r = su_res(sb, PTXVM_FORMAT_U32, 1, 4, 0, 0, 0);
        ptxvm_memcpy_htod(k.vm, sb, v, sizeof v);
        ptxvm_surface_create(k.vm, &r, &h);
        T_CHECK(t, ptxvm_module_bind_texref(k.m, "sref", h) == PTXVM_OK,
                "bind: %s", ptxvm_error_message(k.vm));
        args[0] = &ob;
        T_CHECK(t, sk_launch(&k, "qref", 1, 1, args) == PTXVM_OK, "qref: %s",
                ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, o, ob, 8);
        ptxvm_memcpy_dtoh(k.vm, v, sb, sizeof v);
        T_CHECK(t, o[0] == 4 && o[1] == 22 && v[0] == 4, "qref: %u %u %u", o[0],
                o[1], v[0]);
    }
    sk_close(t, &k);
out:
    test_end(t);
}

/* Forged, destroyed and texture handles; a surface over freed memory. */
static void su_sandbox(pv_test *t)
{
    mode_env e;
    uint32_t o[8];
    ptxvm_resource_desc r;
    ptxvm_texture_desc td;
    ptxvm_result rr;
    ptxvm_addr fb;
    uint64_t th = 0, dh = 0, fh = 0;
    char want[64];
    if (!test_begin(t, "surface sandbox: bad handles and freed memory fault"))
        return;
    if (!sk_open(t, &e.k, modes_src, NULL, 0))
        goto out;
    memset(e.init, 0, sizeof e.init);
    e.sb = sk_buf(&e.k, e.init, sizeof e.init);
    e.ob = sk_buf(&e.k, NULL, 32);
    r = su_res(e.sb, PTXVM_FORMAT_U32, 1, MW, MH, 0, ML);
    memset(&td, 0, sizeof td);
    td.read_as_integer = 1;
    ptxvm_texture_create(e.k.vm, &r, &td, &th);
    ptxvm_surface_create(e.k.vm, &r, &dh);
    ptxvm_surface_destroy(e.k.vm, dh);
    snprintf(want, sizeof want, "surf.ptx:%d:", src_line("suld.b.a2d.b32.zero"));
    rr = mode_run(&e, "ldz", 0, 0, 0, 0x1234567ull, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, want) &&
               strstr(e.msg, "not a live surface"),
            "forged: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "ldz", 0, 0, 0, dh, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "not a live surface"),
            "destroyed: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "ldz_st", 0, 0, 0, th, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "it is a texture"),
            "texture handle: %d %s", (int)rr, e.msg);
    fb = sk_buf(&e.k, NULL, sizeof e.init);
    r.data = fb;
    ptxvm_surface_create(e.k.vm, &r, &fh);
    ptxvm_mem_free(e.k.vm, fb);
    rr = mode_run(&e, "ldc_red", 0, 0, 0, fh, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "no longer allocated"),
            "freed memory: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "q", 0, 0, 0, 99, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "not a live surface"),
            "suq forged: %d %s", (int)rr, e.msg);
    sk_close(t, &e.k);
out:
    test_end(t);
}

/* ---- host-served surfaces ------------------------------------------- */

enum { HW = 64, HH = 2 };

typedef struct host_srv {
    int calls[4];                  /* by op */
    int bad;                       /* requests with wrong fields */
    char why[200];
    uint64_t handle;
    uint32_t texels[HH][HW][2];    /* the surface the host keeps */
    ptxvm_result fail;             /* returned when set */
} host_srv;

static void hs_bad(host_srv *s, const char *why)
{
    if (!s->bad++)
        snprintf(s->why, sizeof s->why, "%s", why);
}

static ptxvm_result hs_serve(void *user, ptxvm_surface_request *q)
{
    host_srv *s = (host_srv *)user;
    uint32_t l, k, want = 0, warp = 0xffffffffu;
    if (s->fail)
        return s->fail;
    if (q->op < PTXVM_SURF_LOAD || q->op > PTXVM_SURF_REDUCE) {
        hs_bad(s, "op");
        return PTXVM_OK;
    }
    s->calls[q->op]++;
    if (q->surface != s->handle)
        hs_bad(s, "handle");
    if (q->geom != PTXVM_GEOM_2D || q->formatted || q->size != 4)
        hs_bad(s, "geometry, .b or size");
    if (q->op == PTXVM_SURF_LOAD && (q->vec != 2 || q->mode != PTXVM_SURF_CLAMP))
        hs_bad(s, "load form");
    if (q->op == PTXVM_SURF_STORE && (q->vec != 2 || q->mode != PTXVM_SURF_ZERO))
        hs_bad(s, "store form");
    if (q->op == PTXVM_SURF_REDUCE &&
        (q->vec != 1 || q->mode != PTXVM_SURF_TRAP ||
         q->red_op != PTXVM_SURF_RED_ADD || q->red_type != PTXVM_SURF_TYPE_U))
        hs_bad(s, "reduction form");
    /* lane l of thread tid has x = tid * 8, y = its block; odd threads
       use this surface, reductions only those with tid % 3 == 0 */
    for (l = 0; l < 32; l++) {
        uint32_t tid, y;
        if (!((q->mask >> l) & 1u))
            continue;
        tid = (uint32_t)q->x[l] / 8;
        y = (uint32_t)q->y[l];
        if ((tid & 31) != l || !(tid & 1) || y >= HH ||
            (q->op == PTXVM_SURF_REDUCE && tid % 3))
            hs_bad(s, "lane coordinates");
        if (warp == 0xffffffffu)
            warp = tid / 32;
        if (tid / 32 != warp)
            hs_bad(s, "two warps in one request");
        if (tid >= HW)
            continue;
        for (k = 0; k < 2; k++) {
            if (q->op == PTXVM_SURF_LOAD)
                q->data[k][l] = s->texels[y][tid][k];
            else if (q->op == PTXVM_SURF_STORE)
                s->texels[y][tid][k] = (uint32_t)q->data[k][l];
        }
        if (q->op == PTXVM_SURF_REDUCE)
            s->texels[y][tid][0] += (uint32_t)q->data[0][l];
    }
    for (l = 0; l < 32 && warp != 0xffffffffu; l++) {
        uint32_t tid = warp * 32 + l;
        if ((tid & 1) && (q->op != PTXVM_SURF_REDUCE || tid % 3 == 0))
            want |= 1u << l;
    }
    if (q->mask != want)
        hs_bad(s, "mask");
    return PTXVM_OK;
}

static void su_hosted(pv_test *t)
{
    static const char src[] = PTX_HEAD
        ".visible .entry k(.param .u64 hs, .param .u64 hb, .param .u64 o) {\n"
        ".reg .b64 %rd<9>; .reg .b32 %r<12>; .reg .pred %p<3>;\n"
        "ld.param.u64 %rd1, [hs]; ld.param.u64 %rd2, [hb]; ld.param.u64 %rd5, [o];\n"
        "mov.u32 %r1, %tid.x; mov.u32 %r4, %ctaid.x;\n"
        "and.b32 %r2, %r1, 1; setp.eq.u32 %p1, %r2, 1;\n"
        "selp.b64 %rd3, %rd1, %rd2, %p1;\n"
        "shl.b32 %r3, %r1, 3;\n"
        "suld.b.2d.v2.b32.clamp {%r5, %r6}, [%rd3, {%r3, %r4}];\n"
        "mad.lo.u32 %r7, %r4, 64, %r1; mul.wide.u32 %rd6, %r7, 8;\n"
        "add.u64 %rd7, %rd5, %rd6; st.global.v2.b32 [%rd7], {%r5, %r6};\n"
        "sust.b.2d.v2.b32.zero [%rd3, {%r3, %r4}], {%r6, %r5};\n"
        "rem.u32 %r8, %r1, 3; setp.eq.u32 %p2, %r8, 0;\n"
        "@%p2 sured.b.add.2d.u32.trap [%rd3, {%r3, %r4}], %r1;\n"
        "ret; }\n";
    sk k;
    host_srv srv, srv2;
    ptxvm_resource_desc r;
    ptxvm_surface_desc d;
    uint32_t mem[HH][HW][2], init[HH][HW][2], out[HH][HW][2], x, y;
    ptxvm_addr sb, ob;
    uint64_t hs = 0, hb = 0, hf = 0;
    void *args[3];
    ptxvm_result rr;
    char want[64];
    if (!test_begin(t, "surface host-served: one call per warp and handle"))
        return;
    if (!sk_open(t, &k, src, NULL, 1))
        goto out;
    memset(&srv, 0, sizeof srv);
    for (y = 0; y < HH; y++)
        for (x = 0; x < HW; x++) {
            init[y][x][0] = y * 1000 + x;
            init[y][x][1] = 0x5000 + y * 100 + x;
            srv.texels[y][x][0] = 0x70000 + y * 1000 + x;
            srv.texels[y][x][1] = 0x90000 + y * 1000 + x;
        }
    sb = sk_buf(&k, init, sizeof init);
    ob = sk_buf(&k, NULL, sizeof out);
    r = su_res(sb, PTXVM_FORMAT_U32, 2, HW, HH, 0, 0);
    ptxvm_surface_create(k.vm, &r, &hb);
    r.data = 0;
    memset(&d, 0, sizeof d);
    d.serve = hs_serve;
    d.serve_user = &srv;
    T_CHECK(t, ptxvm_surface_create_hosted(k.vm, &r, &d, &hs) == PTXVM_OK,
            "create hosted: %s", ptxvm_error_message(k.vm));
    srv.handle = hs;
    {
        uint32_t hostcopy[HH][HW][2];
        memcpy(hostcopy, srv.texels, sizeof hostcopy);
        args[0] = &hs; args[1] = &hb; args[2] = &ob;
        T_CHECK(t, sk_launch(&k, "k", HH, HW, args) == PTXVM_OK, "launch: %s",
                ptxvm_error_message(k.vm));
        T_CHECK(t, srv.bad == 0, "%d bad requests, first: %s", srv.bad, srv.why);
        T_CHECK(t, srv.calls[PTXVM_SURF_LOAD] == 4 &&
                   srv.calls[PTXVM_SURF_STORE] == 4 &&
                   srv.calls[PTXVM_SURF_REDUCE] == 4,
                "calls: %d loads, %d stores, %d reductions (want 4 each: one "
                "per warp)", srv.calls[1], srv.calls[2], srv.calls[3]);
        ptxvm_memcpy_dtoh(k.vm, out, ob, sizeof out);
        ptxvm_memcpy_dtoh(k.vm, mem, sb, sizeof mem);
        for (y = 0; y < HH; y++)
            for (x = 0; x < HW; x++) {
                const uint32_t *src_t = (x & 1) ? hostcopy[y][x] : init[y][x];
                const uint32_t *now = (x & 1) ? srv.texels[y][x] : mem[y][x];
                uint32_t add = x % 3 == 0 ? x : 0;
                T_CHECK(t, out[y][x][0] == src_t[0] && out[y][x][1] == src_t[1],
                        "load (%u,%u): 0x%x 0x%x", x, y, out[y][x][0], out[y][x][1]);
                T_CHECK(t, now[0] == src_t[1] + add && now[1] == src_t[0],
                        "after store and reduction (%u,%u): 0x%x 0x%x", x, y,
                        now[0], now[1]);
                if (!(x & 1))
                    T_CHECK(t, srv.texels[y][x][0] == hostcopy[y][x][0],
                            "host texel (%u,%u) of an even thread changed", x, y);
            }
    }
    /* a failing server ends the launch with its error, naming the line */
    memset(&srv2, 0, sizeof srv2);
    srv2.fail = PTXVM_E_HOST;
    d.serve_user = &srv2;
    ptxvm_surface_create_hosted(k.vm, &r, &d, &hf);
    args[0] = &hf;
    rr = sk_launch(&k, "k", 1, 32, args);
    snprintf(want, sizeof want, "surf.ptx:%d:", 11);
    T_CHECK(t, rr == PTXVM_E_HOST &&
               strstr(ptxvm_error_message(k.vm), "host server") &&
               strstr(ptxvm_error_message(k.vm), want),
            "failing server: %d %s", (int)rr, ptxvm_error_message(k.vm));
    sk_close(t, &k);
out:
    test_end(t);
}

/* ---- the wild corpus: ZLUDA's suld/sust templates, texture to surface */

#define WILD_ZLUDA "../shared/corpus/wild/zluda/"

/* Replace every key in *text by val (a new malloc'd string). */
static char *subst(char *text, const char *key, const char *val)
{
    size_t kl = strlen(key), vl = strlen(val), n = 0, len = strlen(text);
    char *p, *out, *o;
    for (p = strstr(text, key); p; p = strstr(p + kl, key))
        n++;
    out = (char *)malloc(len + n * vl + 1);
    if (!out)
        return text;
    for (o = out, p = text;;) {
        char *q = strstr(p, key);
        if (!q) {
            strcpy(o, p);
            break;
        }
        memcpy(o, p, (size_t)(q - p));
        o += q - p;
        memcpy(o, val, vl);
        o += vl;
        p = q + kl;
    }
    free(text);
    return out;
}

static char *dupstr(const char *s0)
{
    char *d = (char *)malloc(strlen(s0) + 1);
    if (d)
        strcpy(d, s0);
    return d;
}

/* One instance of template tpl (suld when load): 0 when it passed. */
static int zl_case(pv_test *t, const char *tpl, int load, int geom, int fsz,
                   int vec, int bound, uint64_t *seed)
{
    static const char *const gname[] = { "", "1d", "2d", "3d", "a1d", "a2d" };
    static const char *const coords[] = { "", "{coord_x}", "{coord_x, coord_y}",
        "{coord_x, coord_y, coord_z, coord_depth}", "{coord_depth, coord_x}",
        "{coord_depth, coord_x, coord_y, coord_y}" };
    char fmt[32], rtype[8], values[128], regs[1024], params[512], *src;
    const char *btype = fsz == 1 ? ".b8" : fsz == 2 ? ".b16" : fsz == 4 ? ".b32" : ".b64";
    int i, acc = fsz * vec, failed = 0;
    int dims = geom == 4 ? 1 : geom == 5 ? 2 : geom;
    int layered = geom >= 4;
    uint32_t W = 8, H = dims > 1 ? 4 : 0, D = geom == 3 ? 3 : 0, L = layered ? 3 : 0;
    size_t span = (size_t)W * 16 * (H ? H : 1) * (D ? D : 1) * (L ? L : 1);
    int32_t x = 2 * acc, y = dims > 1 ? 1 : 0, z = (geom == 3 || layered) ? 2 : 0;
    size_t at = (size_t)z * W * 16 * (H ? H : 1) + (size_t)y * W * 16 + (size_t)x;
    uint8_t init[2048], got[2048], vals[64];
    sk k;
    ptxvm_addr sb, ob;
    ptxvm_resource_desc r;
    uint64_t h = 0;
    void *args[16];
    snprintf(rtype, sizeof rtype, "%s", fsz == 1 ? ".b16" : btype);
    snprintf(fmt, sizeof fmt, "%s%s", vec == 1 ? "" : vec == 2 ? ".v2" : ".v4", btype);
    values[0] = regs[0] = params[0] = 0;
    for (i = 0; i < vec; i++) {
        char one[160];
        snprintf(one, sizeof one, "%s%svalue_%d", i ? ", " : "", vec > 1 && !i ? "{" : "", i);
        strcat(values, one);
        if (load)
            snprintf(one, sizeof one, ".reg %s value_%d;\n", rtype, i);
        else
            snprintf(one, sizeof one, ".reg %s value_%d;\nld.param%s value_%d, "
                     "[param_value_%d];\n", rtype, i, rtype, i, i);
        strcat(regs, one);
        snprintf(one, sizeof one, "%s.param %s param_value_%d", i ? ",\n" : "",
                 rtype, i);
        strcat(params, one);
    }
    if (vec > 1)
        strcat(values, "}");
    src = dupstr(tpl);
    src = subst(src, "#GEOMETRY#", gname[geom]);
    src = subst(src, "#FORMAT#", fmt);
    src = subst(src, "#VALUES#", values);
    src = subst(src, "#REG_VALUES#", regs);
    src = subst(src, "#PARAM_VALUES#", params);
    src = subst(src, "#IMAGE_SRC#", bound ? "image" : "image_bindless");
    src = subst(src, "#COORDINATES#", coords[geom]);
    if (!sk_open(t, &k, src, NULL, 0)) {
        T_CHECK(t, 0, "%s.%s%s: does not load", load ? "suld" : "sust",
                gname[geom], fmt);
        free(src);
        sk_close(t, &k);
        return 1;
    }
    free(src);
    for (i = 0; i < (int)span; i++)
        init[i] = (uint8_t)su_rng(seed);
    for (i = 0; i < (int)sizeof vals; i++)
        vals[i] = (uint8_t)su_rng(seed);
    sb = sk_buf(&k, init, span);
    ob = sk_buf(&k, NULL, 64);
    r = su_res(sb, PTXVM_FORMAT_U32, 4, W, H, D, L);
    ptxvm_surface_create(k.vm, &r, &h);
    if (bound)
        T_CHECK(t, ptxvm_module_bind_texref(k.m, "image", h) == PTXVM_OK,
                "bind: %s", ptxvm_error_message(k.vm));
    if (load) {
        args[0] = &ob; args[1] = &x; args[2] = &y; args[3] = &z; args[4] = &h;
    } else {
        args[0] = &x; args[1] = &y; args[2] = &z; args[3] = &h;
        for (i = 0; i < vec; i++)
            args[4 + i] = vals + i * 8;     /* little-endian: low bytes first */
    }
    if (sk_launch(&k, load ? "suld" : "sust", 1, 1, args) != PTXVM_OK) {
        T_CHECK(t, 0, "%s.%s%s %s: %s", load ? "suld" : "sust", gname[geom], fmt,
                bound ? "surfref" : "handle", ptxvm_error_message(k.vm));
        failed = 1;
    } else if (load) {
        ptxvm_memcpy_dtoh(k.vm, got, ob, (size_t)acc);
        failed = memcmp(got, init + at, (size_t)acc) != 0;
        T_CHECK(t, !failed, "suld.%s%s %s: wrong bytes", gname[geom], fmt,
                bound ? "surfref" : "handle");
    } else {
        ptxvm_memcpy_dtoh(k.vm, got, sb, span);
        for (i = 0; i < vec; i++)
            memcpy(init + at + (size_t)i * fsz, vals + i * 8, (size_t)fsz);
        failed = memcmp(got, init, span) != 0;
        T_CHECK(t, !failed, "sust.%s%s %s: wrong surface", gname[geom], fmt,
                bound ? "surfref" : "handle");
    }
    sk_close(t, &k);
    return failed;
}

static void su_corpus(pv_test *t)
{
    static const char *const tpl_file[2] = {
        WILD_ZLUDA "old_zluda_tests_kernel_suld.ptx",
        WILD_ZLUDA "old_zluda_tests_kernel_sust.ptx" };
    uint64_t seed = 99;
    int f, geom, fsz, vec, bound, cases = 0, bad = 0;
    if (!test_begin(t, "surface corpus: ZLUDA suld/sust kernels, texture to "
                       "surface"))
        return;
    for (f = 0; f < 2; f++) {
        size_t len;
        char *tpl = test_read_file(tpl_file[f], &len);
        if (!tpl) {
            test_skip(t, "../shared/corpus/wild not present");
            return;
        }
        for (geom = 1; geom <= 5; geom++)
            for (fsz = 1; fsz <= 8; fsz *= 2)
                for (vec = 1; vec <= 4; vec *= 2)
                    for (bound = 0; bound < 2; bound++) {
                        if (vec == 4 && fsz == 8)
                            continue;
                        bad += zl_case(t, tpl, f == 0, geom, fsz, vec, bound, &seed);
                        cases++;
                    }
        free(tpl);
    }
    T_CHECK(t, cases == 220 && bad == 0, "%d of %d ZLUDA instances failed", bad,
            cases);
    /* mipmap_texture_to_surface: texel (0, 0) of a texture, as four f16,
       into a surface */
    {
        sk k;
        float tv[4 * 4] = { 1.0f, -2.5f, 0.125f, 65504.0f, 9, 9, 9, 9,
                            9, 9, 9, 9, 9, 9, 9, 9 };
        uint16_t o[4 * 4];
        ptxvm_addr tb, sb;
        ptxvm_resource_desc r;
        ptxvm_texture_desc td;
        uint64_t th = 0, sh = 0;
        void *args[2];
        int i;
        if (sk_open(t, &k, NULL, WILD_ZLUDA
                    "old_zluda_tests_mipmap_texture_to_surface.ptx", 0)) {
            tb = sk_buf(&k, tv, sizeof tv);
            sb = sk_buf(&k, NULL, sizeof o);
            r = su_res(tb, PTXVM_FORMAT_F32, 4, 2, 2, 0, 0);
            memset(&td, 0, sizeof td);
            ptxvm_texture_create(k.vm, &r, &td, &th);
            r = su_res(sb, PTXVM_FORMAT_F16, 4, 2, 2, 0, 0);
            ptxvm_surface_create(k.vm, &r, &sh);
            args[0] = &th;
            args[1] = &sh;
            T_CHECK(t, sk_launch(&k, "texture_to_surface", 1, 1, args) == PTXVM_OK,
                    "texture_to_surface: %s", ptxvm_error_message(k.vm));
            ptxvm_memcpy_dtoh(k.vm, o, sb, sizeof o);
            for (i = 0; i < 16; i++)
                T_CHECK(t, o[i] == (i < 4 ? ref_f16(tv[i]) : 0), "texel half %d = "
                        "0x%04x", i, o[i]);
        }
        sk_close(t, &k);
    }
    test_end(t);
}

void unit_surface(pv_test *t)
{
    int g;
    su_api(t);
    su_red(t);
    su_counter(t);
    su_formatted(t);
    su_modes(t);
    su_suq(t);
    su_sandbox(t);
    su_hosted(t);
    su_corpus(t);
    for (g = 0; g < 3; g++) {
        const char *f = g == 0 ? SK_DIR "surf_kernels.sm_75.ptx" :
                        g == 1 ? SK_DIR "surf_kernels.sm_75.G.ptx" :
                                 SK_DIR "surf_kernels.sm_90.ptx";
        sk_cuda(t, f, g == 1);
        sk_more(t, f);
    }
}
