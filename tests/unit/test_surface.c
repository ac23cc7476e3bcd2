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
#include "surf_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Host allocations failing while surfaces are made: an error naming
   memory, never a crash or a leak. */
static void su_oom(pv_test *t)
{
    long at;
    int done = 0;
    if (!test_begin(t, "surface api: failing host allocations"))
        return;
    for (at = 1; at < 200 && !done; at++) {
        test_alloc a;
        ptxvm_config cfg;
        ptxvm_vm *vm = NULL;
        ptxvm_resource_desc r;
        ptxvm_addr buf;
        uint64_t h;
        int i;
        memset(&a, 0, sizeof a);
        test_config(&cfg, &a);
        if (ptxvm_create(&cfg, &vm) != PTXVM_OK ||
            ptxvm_mem_alloc(vm, 256, &buf) != PTXVM_OK) {
            ptxvm_destroy(vm);
            continue;
        }
        a.fail_at = a.calls + at;
        r = su_res(buf, PTXVM_FORMAT_U8, 4, 64, 0, 0, 0);
        done = 1;
        for (i = 0; i < 40; i++)
            if (ptxvm_surface_create(vm, &r, &h) != PTXVM_OK) {
                T_CHECK(t, strstr(ptxvm_error_message(vm), "memory"), "%s",
                        ptxvm_error_message(vm));
                done = 0;
            }
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "fail_at %ld: %ld bytes live", at, a.live);
    }
    T_CHECK(t, done, "some allocation still failed at the end");
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

/* sured.p on texels that are not 32-bit integers, and a .b access wider
   than a row, end the launch with a message. */
static void su_misuse(pv_test *t)
{
    static const char src[] = PTX_HEAD
        ".visible .entry redp(.param .u64 s) {\n"
        ".reg .b64 %rd<2>;\n"
        "ld.param.u64 %rd1, [s];\n"
        "sured.p.add.1d.b32.trap [%rd1, {0}], 1;\n"
        "ret; }\n"
        ".visible .entry wide(.param .u64 s) {\n"
        ".reg .b64 %rd<2>; .reg .b32 %r<5>;\n"
        "ld.param.u64 %rd1, [s];\n"
        "suld.b.1d.v4.b32.clamp {%r1, %r2, %r3, %r4}, [%rd1, {0}];\n"
        "ret; }\n";
    sk k;
    ptxvm_addr sb;
    ptxvm_resource_desc r;
    uint64_t h8 = 0, h64 = 0;
    void *args[1];
    ptxvm_result e;
    if (!test_begin(t, "surface misuse: sured.p on bytes, an access wider "
                       "than a row"))
        return;
    if (!sk_open(t, &k, src, NULL, 0))
        goto out;
    sb = sk_buf(&k, NULL, 64);
    r = su_res(sb, PTXVM_FORMAT_U8, 4, 2, 0, 0, 0);
    ptxvm_surface_create(k.vm, &r, &h8);
    r = su_res(sb, PTXVM_FORMAT_U32, 1, 4, 0, 0, 0);
    ptxvm_surface_create(k.vm, &r, &h64);
    args[0] = &h8;
    e = sk_launch(&k, "redp", 1, 1, args);
    T_CHECK(t, e == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(k.vm), "surf.ptx:7:") &&
               strstr(ptxvm_error_message(k.vm), "sured.p.b32"),
            "sured.p on u8x4: %d %s", (int)e, ptxvm_error_message(k.vm));
    e = sk_launch(&k, "wide", 1, 1, args);
    T_CHECK(t, e == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(k.vm), "wider than a row"),
            "v4 on an 8-byte row: %d %s", (int)e, ptxvm_error_message(k.vm));
    args[0] = &h64;
    T_CHECK(t, sk_launch(&k, "redp", 1, 1, args) == PTXVM_OK &&
               sk_launch(&k, "wide", 1, 1, args) == PTXVM_OK,
            "on u32: %s", ptxvm_error_message(k.vm));
    sk_close(t, &k);
out:
    test_end(t);
}

void unit_surface(pv_test *t)
{
    int g;
    su_api(t);
    su_oom(t);
    su_red(t);
    su_counter(t);
    su_formatted(t);
    su_misuse(t);
    surface_run_cases(t);
    surface_warp_cases(t);
    for (g = 0; g < 3; g++) {
        const char *f = g == 0 ? SK_DIR "surf_kernels.sm_75.ptx" :
                        g == 1 ? SK_DIR "surf_kernels.sm_75.G.ptx" :
                                 SK_DIR "surf_kernels.sm_90.ptx";
        sk_cuda(t, f, g == 1);
        sk_more(t, f);
    }
}
