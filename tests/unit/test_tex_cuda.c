/* CUDA texture fetch functions (tests/tex/tex_cuda.cu, every build in
   tests/tex/BUILDS) run against the sampling model of
   tests/support/tex_model.c: for each kernel, textures over seeded
   random texels in every format, channel count, read mode, filter,
   address mode and coordinate kind the fetch allows, at coordinates
   that hit texel centres, edges, just past them, far outside, NaN and
   infinities; every result word is compared bit for bit. One build runs
   again on 3 workers. For debugging: TC_BUILD=file runs one build,
   TC_SEED=n other data, and TC_DEBUG=kernel prints each mismatch of it. */
#include "../testlib.h"
#include "../support/tex_model.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TC_DIR "tests/tex/"
#define TC_Q   96           /* threads (fetches) per launch              */
#define TC_REC 12           /* floats per coordinate record               */
#define TC_DATA (1u << 18)  /* bytes of the texel buffer                  */
#define TC_FILL 0xAAAAAAAAu /* words a kernel does not store keep this    */

static const char *const tc_builds[] = {
    "tex_cuda.sm_75.ptx", "tex_cuda.sm_86.ptx", "tex_cuda.sm_90.ptx",
    "tex_cuda.sm_75.G.ptx",
    "tex_cuda.clang.sm_75.ptx",   /* clang 14, with tests/tex/clang_shim */
};

enum { R_F, R_S, R_U };                  /* result kinds */
enum { S_1D = 1, S_2D, S_3D, S_L1D, S_L2D, S_CUBE, S_LCUBE, S_BUF,
       S_MIP1D, S_MIP2D, S_MIP3D, S_MIPL2D, S_MIPCUBE, S_MIPL1D,
       S_MIPLCUBE };                                        /* shapes */

typedef struct tc_kernel {
    const char *name;
    int geom, gather, lod, result;
    int ncomp, stride;        /* words stored per thread, words apart    */
    int shape;
} tc_kernel;

#define K4(n, g, sh, r) { n, g, 0, PTXVM_LOD_BASE, r, 4, 4, sh }
static const tc_kernel tc_kernels[] = {
    K4("fetch_f4", PTXVM_GEOM_1D, S_BUF, R_F),
    K4("fetch_i4", PTXVM_GEOM_1D, S_BUF, R_S),
    K4("fetch_u4", PTXVM_GEOM_1D, S_BUF, R_U),
    { "fetch_u1", PTXVM_GEOM_1D, 0, PTXVM_LOD_BASE, R_U, 1, 4, S_BUF },
    K4("s1d_f4", PTXVM_GEOM_1D, S_1D, R_F),
    K4("s1d_i4", PTXVM_GEOM_1D, S_1D, R_S),
    K4("s1d_u4", PTXVM_GEOM_1D, S_1D, R_U),
    { "s1d_i1", PTXVM_GEOM_1D, 0, PTXVM_LOD_BASE, R_S, 1, 4, S_1D },
    K4("s2d_f4", PTXVM_GEOM_2D, S_2D, R_F),
    K4("s2d_i4", PTXVM_GEOM_2D, S_2D, R_S),
    K4("s2d_u4", PTXVM_GEOM_2D, S_2D, R_U),
    { "s2d_f1", PTXVM_GEOM_2D, 0, PTXVM_LOD_BASE, R_F, 1, 4, S_2D },
    { "s2d_f2", PTXVM_GEOM_2D, 0, PTXVM_LOD_BASE, R_F, 2, 4, S_2D },
    K4("s3d_f4", PTXVM_GEOM_3D, S_3D, R_F),
    K4("s3d_i4", PTXVM_GEOM_3D, S_3D, R_S),
    K4("s3d_u4", PTXVM_GEOM_3D, S_3D, R_U),
    K4("s1dl_f4", PTXVM_GEOM_A1D, S_L1D, R_F),
    K4("s1dl_i4", PTXVM_GEOM_A1D, S_L1D, R_S),
    K4("s1dl_u4", PTXVM_GEOM_A1D, S_L1D, R_U),
    K4("s2dl_f4", PTXVM_GEOM_A2D, S_L2D, R_F),
    K4("s2dl_i4", PTXVM_GEOM_A2D, S_L2D, R_S),
    K4("s2dl_u4", PTXVM_GEOM_A2D, S_L2D, R_U),
#define KL(n, g, sh, r, l) { n, g, 0, l, r, 4, 4, sh }
    /* tex2D on a mipmapped texture: no level given */
    K4("s2d_f4", PTXVM_GEOM_2D, S_MIP2D, R_F),
    KL("lod1d_f4", PTXVM_GEOM_1D, S_MIP1D, R_F, PTXVM_LOD_LEVEL),
    KL("lod2d_f4", PTXVM_GEOM_2D, S_MIP2D, R_F, PTXVM_LOD_LEVEL),
    KL("lod3d_f4", PTXVM_GEOM_3D, S_MIP3D, R_F, PTXVM_LOD_LEVEL),
    KL("lod2d_i4", PTXVM_GEOM_2D, S_MIP2D, R_S, PTXVM_LOD_LEVEL),
    KL("grad2d_f4", PTXVM_GEOM_2D, S_MIP2D, R_F, PTXVM_LOD_GRAD),
    KL("grad3d_f4", PTXVM_GEOM_3D, S_MIP3D, R_F, PTXVM_LOD_GRAD),
    KL("lod2dl_f4", PTXVM_GEOM_A2D, S_MIPL2D, R_F, PTXVM_LOD_LEVEL),
    KL("grad2dl_f4", PTXVM_GEOM_A2D, S_MIPL2D, R_F, PTXVM_LOD_GRAD),
    K4("cube_f4", PTXVM_GEOM_CUBE, S_CUBE, R_F),
    K4("cube_u4", PTXVM_GEOM_CUBE, S_CUBE, R_U),
    K4("cubel_f4", PTXVM_GEOM_ACUBE, S_LCUBE, R_F),
    KL("cubelod_f4", PTXVM_GEOM_CUBE, S_MIPCUBE, R_F, PTXVM_LOD_LEVEL),
    KL("grad1d_f4", PTXVM_GEOM_1D, S_MIP1D, R_F, PTXVM_LOD_GRAD),
    KL("lod1dl_f4", PTXVM_GEOM_A1D, S_MIPL1D, R_F, PTXVM_LOD_LEVEL),
    KL("grad1dl_f4", PTXVM_GEOM_A1D, S_MIPL1D, R_F, PTXVM_LOD_GRAD),
    KL("cubegrad_f4", PTXVM_GEOM_CUBE, S_MIPCUBE, R_F, PTXVM_LOD_GRAD),
    KL("cubellod_f4", PTXVM_GEOM_ACUBE, S_MIPLCUBE, R_F, PTXVM_LOD_LEVEL),
    KL("cubelgrad_f4", PTXVM_GEOM_ACUBE, S_MIPLCUBE, R_F, PTXVM_LOD_GRAD),
    { "gather0_f4", PTXVM_GEOM_2D, 1, PTXVM_LOD_BASE, R_F, 4, 4, S_2D },
    { "gather1_f4", PTXVM_GEOM_2D, 2, PTXVM_LOD_BASE, R_F, 4, 4, S_2D },
    { "gather2_f4", PTXVM_GEOM_2D, 3, PTXVM_LOD_BASE, R_F, 4, 4, S_2D },
    { "gather3_f4", PTXVM_GEOM_2D, 4, PTXVM_LOD_BASE, R_F, 4, 4, S_2D },
    { "gather1_i4", PTXVM_GEOM_2D, 2, PTXVM_LOD_BASE, R_S, 4, 4, S_2D },
};
#define TC_NK (int)(sizeof tc_kernels / sizeof tc_kernels[0])

static uint32_t tc_rng(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 33);
}

static float tc_unit(uint64_t *s)            /* [0, 1) */
{
    return (float)(tc_rng(s) >> 8) * (1.0f / 16777216.0f);
}

/* Resource extents of a shape. */
static void tc_shape(int shape, ptxvm_resource_desc *r)
{
    static const struct { int w, h, d, l, lv, cube; } sh[] = {
        { 0, 0, 0, 0, 0, 0 },
        { 37, 0, 0, 0, 1, 0 },   /* S_1D     */
        { 7, 5, 0, 0, 1, 0 },    /* S_2D     */
        { 5, 4, 3, 0, 1, 0 },    /* S_3D     */
        { 9, 0, 0, 3, 1, 0 },    /* S_L1D    */
        { 6, 5, 0, 3, 1, 0 },    /* S_L2D    */
        { 4, 4, 0, 6, 1, 1 },    /* S_CUBE   */
        { 3, 3, 0, 12, 1, 1 },   /* S_LCUBE  */
        { 53, 0, 0, 0, 1, 0 },   /* S_BUF    */
        { 37, 0, 0, 0, 6, 0 },   /* S_MIP1D  */
        { 37, 5, 0, 0, 6, 0 },   /* S_MIP2D  */
        { 9, 5, 3, 0, 4, 0 },    /* S_MIP3D  */
        { 13, 6, 0, 3, 4, 0 },   /* S_MIPL2D */
        { 8, 8, 0, 6, 4, 1 },    /* S_MIPCUBE */
        { 13, 0, 0, 3, 4, 0 },   /* S_MIPL1D */
        { 8, 8, 0, 12, 4, 1 },   /* S_MIPLCUBE */
    };
    r->width = (uint32_t)sh[shape].w;
    r->height = (uint32_t)sh[shape].h;
    r->depth = (uint32_t)sh[shape].d;
    r->layers = (uint32_t)sh[shape].l;
    r->levels = (uint32_t)sh[shape].lv;
    r->flags = sh[shape].cube ? PTXVM_RESOURCE_CUBEMAP : 0;
}

/* Seeded texels: integers of every bit pattern; floats finite and
   normal (f16 includes its subnormals, which are normal f32). */
static void tc_fill(uint64_t *s, const ptxvm_resource_desc *r,
                    unsigned char *p, size_t n)
{
    size_t i;
    if (r->format == PTXVM_FORMAT_F32) {
        for (i = 0; i + 4 <= n; i += 4) {
            float f = (tc_unit(s) * 8.0f - 4.0f);
            if (tc_rng(s) % 8 == 0)
                f = (float)(int)(f * 4.0f) * 0.25f;
            memcpy(p + i, &f, 4);
        }
    } else if (r->format == PTXVM_FORMAT_F16) {
        for (i = 0; i + 2 <= n; i += 2) {
            uint16_t h = (uint16_t)tc_rng(s);
            if (((h >> 10) & 31) == 31)
                h &= 0xbfff;
            if (((h >> 10) & 31) > 20)   /* keep values modest */
                h = (uint16_t)(h - (10u << 10));
            memcpy(p + i, &h, 2);
        }
    } else {
        for (i = 0; i < n; i++)
            p[i] = (unsigned char)tc_rng(s);
        /* the extremes of each element somewhere */
        if (n >= 8) {
            memset(p, 0xff, 4);
            p[4] = 0x80; p[5] = 0x00; p[6] = 0x7f; p[7] = 0x80;
        }
    }
}

/* A coordinate in texel units for a dimension of n texels: centres,
   edges, just past them, far outside, NaN and infinities, random. */
static float tc_coord(uint64_t *s, float n)
{
    static const float far[4] = { 3.0e9f, -5.0e9f, 1.0e30f, -2.5e25f };
    uint32_t k = tc_rng(s) % 24;
    float i = (float)(tc_rng(s) % (uint32_t)n);
    switch (k) {
    case 0: case 1: case 2: return i + 0.5f;              /* centre     */
    case 3: return i;                                      /* texel edge */
    case 4: return 0.0f;
    case 5: return n;
    case 6: return nextafterf(0.0f, -1.0f);
    case 7: return nextafterf(n, 2.0f * n);
    case 8: return -0.5f;
    case 9: return n + 0.5f;
    case 10: return nextafterf(n - 0.5f, n);
    case 11: return (tc_rng(s) & 1) ? 1.0e6f + 0.25f * (float)(tc_rng(s) % 4)
                                    : -3.0e5f - 0.5f * (float)(tc_rng(s) % 4);
    case 12: return far[tc_rng(s) % 4];
    case 13: return NAN;
    case 14: return (tc_rng(s) & 1) ? INFINITY : -INFINITY;
    case 15: return i + 0.5f + (float)((int)(tc_rng(s) % 257) - 128) / 256.0f;
    default: return tc_unit(s) * (3.0f * n) - n;
    }
}

typedef struct tc_ctx {
    pv_test      *t;
    const char   *build;
    test_alloc    a;
    ptxvm_vm     *vm;
    ptxvm_module *m;
    ptxvm_addr    data, cbuf, lbuf, obuf;
    unsigned char *host;
    float         co[TC_Q * TC_REC];
    int32_t       lay[TC_Q];
    uint32_t      out[TC_Q * 4];
    uint64_t      seed;
    long          configs, words, launches, bad;
    char          first[512];
} tc_ctx;

static int tc_open(tc_ctx *c, pv_test *t, const char *build, uint32_t threads)
{
    char path[256];
    size_t len;
    char *src;
    ptxvm_config cfg;
    memset(c, 0, sizeof *c);
    c->t = t;
    c->build = build;
    snprintf(path, sizeof path, TC_DIR "%s", build);
    src = test_read_file(path, &len);
    if (!src) {
        T_CHECK(t, 0, "cannot read %s", path);
        return 0;
    }
    test_config(&cfg, &c->a);
    cfg.threads = threads;
    if (ptxvm_create(&cfg, &c->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create failed");
        free(src);
        return 0;
    }
    if (ptxvm_module_load(c->vm, src, len, path, &c->m) != PTXVM_OK)
        T_CHECK(t, 0, "load %s: %s", path, ptxvm_error_message(c->vm));
    free(src);
    c->host = malloc(TC_DATA);
    T_CHECK(t, c->host != NULL, "host buffer");
    if (!c->m || !c->host ||
        ptxvm_mem_alloc(c->vm, TC_DATA, &c->data) != PTXVM_OK ||
        ptxvm_mem_alloc(c->vm, sizeof c->co, &c->cbuf) != PTXVM_OK ||
        ptxvm_mem_alloc(c->vm, sizeof c->lay, &c->lbuf) != PTXVM_OK ||
        ptxvm_mem_alloc(c->vm, sizeof c->out, &c->obuf) != PTXVM_OK)
        return 0;
    return 1;
}

static void tc_close(tc_ctx *c)
{
    if (c->vm)
        ptxvm_destroy(c->vm);
    free(c->host);
    T_CHECK(c->t, c->a.live == 0, "%s: %ld bytes live", c->build, c->a.live);
}

/* Coordinates, layers, levels and gradients of one launch. */
static void tc_inputs(tc_ctx *c, const tc_kernel *k,
                      const ptxvm_resource_desc *r, int norm)
{
    float n[3];
    int i, d;
    n[0] = (float)r->width;
    n[1] = (float)(r->height ? r->height : 1);
    n[2] = (float)(r->depth ? r->depth : 1);
    memset(c->co, 0, sizeof c->co);
    for (i = 0; i < TC_Q; i++) {
        float *p = c->co + i * TC_REC;
        uint32_t nl = r->layers ? r->layers : 1;
        if (k->geom == PTXVM_GEOM_ACUBE)
            nl /= 6;
        if (k->shape == S_BUF) {
            p[0] = (float)((int)(tc_rng(&c->seed) % (r->width + 6)) - 3);
        } else if (k->geom == PTXVM_GEOM_CUBE || k->geom == PTXVM_GEOM_ACUBE) {
            static const float pick[] = { 0.0f, 1.0f, -1.0f, 0.5f, -0.5f,
                                          0.25f, -0.75f };
            for (d = 0; d < 3; d++)
                p[d] = (tc_rng(&c->seed) & 1) ? pick[tc_rng(&c->seed) % 7]
                                              : tc_unit(&c->seed) * 4.0f - 2.0f;
            /* no major axis (its level from gradients is not specified) */
            if (tc_rng(&c->seed) % 32 == 0 && k->lod != PTXVM_LOD_GRAD)
                p[0] = p[1] = p[2] = 0.0f;
            if (p[0] == 0.0f && p[1] == 0.0f && p[2] == 0.0f &&
                k->lod == PTXVM_LOD_GRAD)
                p[2] = -1.0f;
        } else {
            for (d = 0; d < 3; d++) {
                float x = tc_coord(&c->seed, n[d]);
                p[d] = norm ? x / n[d] : x;
            }
        }
        c->lay[i] = (int32_t)(tc_rng(&c->seed) % (nl + 2)) - 1;
        {
            float lv = (float)(r->levels ? r->levels : 1);
            uint32_t kind = tc_rng(&c->seed) % 4;
            static const float odd[4] = { NAN, INFINITY, -INFINITY, 1e30f };
            p[3] = kind == 0 ? (float)(int)(tc_rng(&c->seed) % (uint32_t)(lv + 2)) - 1.0f
                 : kind == 1 ? (float)(int)(tc_rng(&c->seed) % (uint32_t)lv) + 0.5f
                 : tc_unit(&c->seed) * (lv + 2.0f) - 1.0f;
            if (tc_rng(&c->seed) % 24 == 0)
                p[3] = odd[tc_rng(&c->seed) % 4];
        }
        for (d = 0; d < 6; d++) {
            /* gradients of 2^-8 .. 2^2 texels per step, either sign */
            float g = ldexpf(1.0f + tc_unit(&c->seed),
                             (int)(tc_rng(&c->seed) % 11) - 8);
            if (tc_rng(&c->seed) & 1)
                g = -g;
            if (tc_rng(&c->seed) % 8 == 0)
                g = 0.0f;
            if (tc_rng(&c->seed) % 64 == 0)
                g = (tc_rng(&c->seed) & 1) ? INFINITY : NAN;
            p[d < 3 ? 4 + d : 7 + d - 3] = norm ? g / n[d % 3] : g;
        }
    }
}

static void tc_fetch_of(const tc_kernel *k, const tc_ctx *c, int i,
                        tm_fetch *f)
{
    const float *p = c->co + i * TC_REC;
    int d;
    memset(f, 0, sizeof *f);
    f->geom = k->geom;
    f->gather = k->gather;
    f->lod = k->lod;
    f->coords_int = k->shape == S_BUF;
    f->ic = (int32_t)p[0];
    for (d = 0; d < 3; d++) {
        f->c[d] = p[d];
        f->dpdx[d] = p[4 + d];
        f->dpdy[d] = p[7 + d];
    }
    f->layer = c->lay[i];
    f->level = p[3];
}

static float tc_f(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static const char *const tc_fmt_name[] = { "", "u8", "u16", "u32", "s8",
                                           "s16", "s32", "f16", "f32" };

/* One texture configuration of kernel k: create, launch, compare. */
static void tc_config(tc_ctx *c, const tc_kernel *k, ptxvm_resource_desc *r,
                      ptxvm_texture_desc *d)
{
    size_t bytes = tm_resource_bytes(r);
    uint64_t h = 0;
    tm_texture mt;
    ptxvm_kernel *kn;
    ptxvm_launch l;
    int n = TC_Q, i, w;
    void *args[5];
    if (bytes > TC_DATA) {
        T_CHECK(c->t, 0, "%s: resource of %zu bytes", k->name, bytes);
        return;
    }
    tc_fill(&c->seed, r, c->host, bytes);
    ptxvm_memcpy_htod(c->vm, c->data, c->host, bytes);
    r->data = c->data;
    if (ptxvm_texture_create(c->vm, r, d, &h) != PTXVM_OK) {
        c->bad++;
        if (!c->first[0])
            snprintf(c->first, sizeof c->first, "%s %s: texture_create: %s",
                     c->build, k->name, ptxvm_error_message(c->vm));
        return;
    }
    /* indices go outside the buffer of tex1Dfetch under every mode */
    tc_inputs(c, k, r, d->normalized_coords);
    for (i = 0; i < TC_Q * 4; i++)
        c->out[i] = TC_FILL;
    ptxvm_memcpy_htod(c->vm, c->cbuf, c->co, sizeof c->co);
    ptxvm_memcpy_htod(c->vm, c->lbuf, c->lay, sizeof c->lay);
    ptxvm_memcpy_htod(c->vm, c->obuf, c->out, sizeof c->out);
    args[0] = &h;
    args[1] = &c->cbuf;
    args[2] = &c->lbuf;
    args[3] = &c->obuf;
    args[4] = &n;
    test_launch_1d(&l, (TC_Q + 31) / 32, 32, args);
    if (ptxvm_module_get_kernel(c->m, k->name, &kn) != PTXVM_OK ||
        ptxvm_launch_kernel(kn, &l, NULL) != PTXVM_OK) {
        c->bad++;
        if (!c->first[0])
            snprintf(c->first, sizeof c->first, "%s %s: %s", c->build,
                     k->name, ptxvm_error_message(c->vm));
        ptxvm_texture_destroy(c->vm, h);
        return;
    }
    c->launches++;
    c->configs++;
    ptxvm_memcpy_dtoh(c->vm, c->out, c->obuf, sizeof c->out);
    ptxvm_texture_destroy(c->vm, h);
    mt.res = r;
    mt.desc = d;
    mt.texels = c->host;
    for (i = 0; i < TC_Q; i++) {
        tm_fetch f;
        uint32_t want[4];
        tc_fetch_of(k, c, i, &f);
        tm_sample(&mt, &f, want);
        for (w = 0; w < 4 && w < k->stride; w++) {
            uint32_t got = c->out[i * k->stride + w];
            uint32_t exp = w < k->ncomp ? want[w] : TC_FILL;
            c->words++;
            if (got != exp) {
                c->bad++;
                /* TC_DEBUG=kernel prints each mismatch of that kernel */
                int dbg = getenv("TC_DEBUG") &&
                          !strcmp(getenv("TC_DEBUG"), k->name);
                if (dbg)
                    c->first[0] = 0;
                if (!c->first[0])
                    snprintf(c->first, sizeof c->first,
                             "%s %s %s x%u %s %s %s mode %d/%d/%d%s lane %d "
                             "c (%a %a %a) layer %d level %a dx (%a %a %a) "
                             "dy (%a %a %a) word %d: want 0x%08x (%a) got "
                             "0x%08x (%a)",
                             c->build, k->name, tc_fmt_name[r->format],
                             r->channels, d->read_as_integer ? "int" : "float",
                             d->filter_linear ? "linear" : "point",
                             d->normalized_coords ? "norm" : "unnorm",
                             d->address_mode[0], d->address_mode[1],
                             d->address_mode[2],
                             d->mipmap_filter_linear ? " mip-linear" : "", i,
                             f.c[0], f.c[1], f.c[2], f.layer, f.level,
                             f.dpdx[0], f.dpdx[1], f.dpdx[2], f.dpdy[0],
                             f.dpdy[1], f.dpdy[2], w, exp,
                             (double)tc_f(exp), got,
                             (double)tc_f(got));
                if (dbg)
                    printf("%s\n", c->first);
            }
        }
    }
}

/* Every configuration kernel k's fetch allows. */
static void tc_kernel_run(tc_ctx *c, const tc_kernel *k)
{
    static const float borders[4][4] = {
        { 0.0f, 0.0f, 0.0f, 0.0f }, { 0.25f, -0.5f, 0.75f, 1.5f },
        { 1.0f, 1.0f, 1.0f, 1.0f }, { -2.0f, 3.0f, 7.0f, -9.0f } };
    static const uint32_t chans[3] = { 1, 2, 4 };
    int fmt, ci, asint, lin, mode, norm, mipl;
    int mip = k->shape >= S_MIP1D;
    int cube = k->geom == PTXVM_GEOM_CUBE || k->geom == PTXVM_GEOM_ACUBE;
    for (fmt = PTXVM_FORMAT_U8; fmt <= PTXVM_FORMAT_F32; fmt++)
        for (ci = 0; ci < 3; ci++)
            for (asint = 0; asint < 2; asint++)
                for (lin = 0; lin < 2; lin++)
                    for (mode = 0; mode < 4; mode++)
                        for (norm = 0; norm < 2; norm++)
                            for (mipl = 0; mipl < 1 + mip; mipl++) {
        ptxvm_resource_desc r;
        ptxvm_texture_desc d;
        int isfloat = fmt == PTXVM_FORMAT_F16 || fmt == PTXVM_FORMAT_F32;
        int is32 = fmt == PTXVM_FORMAT_U32 || fmt == PTXVM_FORMAT_S32;
        if (k->result == R_F && (asint || is32))
            continue;           /* float results: normalized-float reads */
        if (k->result != R_F && (!asint || isfloat || lin))
            continue;           /* integer results: integer reads, point */
        if (k->shape == S_BUF && (lin || norm))
            continue;           /* tex1Dfetch: no filtering */
        if (cube && !norm)
            continue;
        memset(&r, 0, sizeof r);
        memset(&d, 0, sizeof d);
        tc_shape(k->shape, &r);
        r.format = (ptxvm_format)fmt;
        r.channels = chans[ci];
        d.address_mode[0] = d.address_mode[1] = d.address_mode[2] =
            (ptxvm_address_mode)mode;
        d.filter_linear = lin;
        d.normalized_coords = norm;
        d.read_as_integer = asint;
        memcpy(d.border_color, borders[(fmt + ci + mode + (k->shape == S_BUF))
                                       % 4], sizeof d.border_color);
        d.mipmap_filter_linear = mipl;
        /* sRGB on half of the 8-bit normalized-float reads */
        d.srgb = fmt == PTXVM_FORMAT_U8 && !asint && ((ci + mode + norm) & 1);
        if (r.levels > 1) {
            /* level clamps and bias: none, or a bias inside narrowed
               clamps, or a negative bias */
            static const float mv[3][3] = { { 0.0f, 0.0f, 0.0f },
                                            { 0.75f, 0.5f, 1.5f },
                                            { -1.25f, 0.0f, 0.0f } };
            int v = (fmt + ci + mode + norm) % 3;
            d.mipmap_level_bias = mv[v][0];
            d.min_mipmap_level_clamp = mv[v][1];
            d.max_mipmap_level_clamp = (float)(r.levels - 1) - mv[v][2];
        }
        tc_config(c, k, &r, &d);
    }
}

static void tc_build(pv_test *t, const char *build, uint32_t threads,
                     long *tot)
{
    tc_ctx *c = calloc(1, sizeof *c);
    int i;
    if (!c) {
        T_CHECK(t, 0, "no memory");
        return;
    }
    if (!test_begin(t, "tex_cuda %s on %u worker%s", build, threads,
                    threads == 1 ? "" : "s")) {
        free(c);
        return;
    }
    if (tc_open(c, t, build, threads)) {
        c->seed = 0x7e57 + threads;
        if (getenv("TC_SEED"))          /* other seeds, for exploring */
            c->seed = strtoull(getenv("TC_SEED"), NULL, 0);
        for (i = 0; i < TC_NK; i++) {
            long bad0 = c->bad;
            c->first[0] = 0;
            tc_kernel_run(c, &tc_kernels[i]);
            T_CHECK(t, c->bad == bad0, "%s: %ld mismatches; first: %s",
                    tc_kernels[i].name, c->bad - bad0, c->first);
            tot[0]++;
        }
    }
    tot[1] += c->configs;
    tot[2] += c->words;
    tot[3] += c->launches;
    tc_close(c);
    free(c);
    test_end(t);
}

void unit_tex_cuda(pv_test *t)
{
    long tot[4] = { 0, 0, 0, 0 };
    size_t b;
    const char *only = getenv("TC_BUILD");   /* one build, for debugging */
    for (b = 0; b < sizeof tc_builds / sizeof tc_builds[0]; b++)
        if (!only || !strcmp(only, tc_builds[b]))
            tc_build(t, tc_builds[b], 1, tot);
    if (!only)
        tc_build(t, tc_builds[0], 3, tot);
    printf("tex_cuda: %d kernels x %d builds + 1 build on 3 workers = %ld "
           "kernel runs, %ld texture configurations (launches), %ld words "
           "compared\n", TC_NK,
           (int)(sizeof tc_builds / sizeof tc_builds[0]), tot[0], tot[1],
           tot[2]);
}
