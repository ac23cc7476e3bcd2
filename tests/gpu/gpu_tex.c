/* gpu_tex: sample the same textures at the same coordinates on an NVIDIA
   GPU (CUDA driver API texture objects) and on ptxvm, with the kernels of
   tests/gpu/tex_probe.ptx, and compare every result word. This is how the
   sampling details CUDA's documentation leaves open (the rounding of the
   linear-filter weights, NaN and infinite coordinates, the LOD computed
   from gradients and its fraction, cube-face edges, sRGB, the order of a
   gather) are found out on hardware; tests/README.md records the rules
   ptxvm follows and whether a GPU has confirmed them.

     gpu_tex [-o FILE] [--no-gpu | --record DIR | --replay DIR] [-v]

   Run from the repository root. Each line names a texture configuration
   and a probe kernel: `ok`, `DIFF` with the number of differing words and
   the first few (coordinates, GPU words, ptxvm words), or `SKIP` with the
   reason (a form ptxvm refuses, a configuration the GPU refuses). -o FILE
   receives every differing word; --no-gpu samples with a second ptxvm on
   the "GPU" side, which checks this program rather than ptxvm; --record
   DIR also writes the GPU's words of every configuration into DIR, and
   --replay DIR compares ptxvm with them without a GPU. Exit
   status: 0 all identical, 1 some word differs, 2 no GPU or bad usage. */
#define _POSIX_C_SOURCE 200809L
#include "ptxvm.h"
#include "cudrv.h"
#include "gd_io.h"
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned int u32;

static FILE *report_file;
static int verbose;

void cudrv_fail(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "gpu_tex: ");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "; nothing was compared\n");
}

/* ---- texture configurations ------------------------------------------ */

enum { K_LINEAR, K_PITCH2D, K_ARRAY };      /* resource kinds */

typedef struct tcfg {
    const char *probe;       /* kernel stem: tex2d, lod2d, gather0, ...    */
    int kind;
    ptxvm_format fmt;
    u32 ch;                  /* channels                                   */
    u32 w, h, d, layers, levels;
    int cube;
    int read_int, linear, norm, srgb, mip_linear;
    ptxvm_address_mode am;
    float bias, minclamp, maxclamp;
} tcfg;

static const u32 fmt_size[] = { 0, 1, 2, 4, 1, 2, 4, 2, 4 };
static const char *const fmt_name[] = { "", "u8", "u16", "u32", "s8", "s16",
                                        "s32", "f16", "f32" };
static const char *const am_name[] = { "wrap", "clamp", "mirror", "border" };

static int is_float_fmt(ptxvm_format f)
{
    return f == PTXVM_FORMAT_F16 || f == PTXVM_FORMAT_F32;
}

static void cfg_name(const tcfg *c, char *s, size_t cap)
{
    snprintf(s, cap, "%s %s x%u %ux%ux%u L%u M%u%s %s %s %s%s%s", c->probe,
             fmt_name[c->fmt], c->ch, c->w, c->h, c->d, c->layers, c->levels,
             c->cube ? " cube" : "", c->read_int ? "int" : "float",
             c->linear ? "linear" : "point", am_name[c->am],
             c->norm ? " norm" : "", c->srgb ? " srgb" : "");
}

/* Bytes of the whole resource in ptxvm's layout (ptxvm.h): levels one
   after another, each with all its layers, rows pitch bytes apart. */
static size_t level_dim(u32 n, u32 i) { return n ? (n >> i ? n >> i : 1) : 0; }

static size_t res_bytes(const tcfg *c, size_t pitch)
{
    size_t total = 0, elem = fmt_size[c->fmt] * c->ch;
    u32 i, lv = c->levels ? c->levels : 1;
    for (i = 0; i < lv; i++) {
        size_t w = level_dim(c->w, i), h = level_dim(c->h, i),
               d = level_dim(c->d, i);
        size_t row = i == 0 && pitch ? pitch : w * elem;
        total += row * (h ? h : 1) * (d ? d : 1) * (c->layers ? c->layers : 1);
    }
    return total;
}

/* ---- random data and coordinates ------------------------------------- */

static unsigned long long rng = 88172645463325252ull;
static u32 rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (u32)(rng >> 11);
}

static u32 fbits(float f) { u32 b; memcpy(&b, &f, 4); return b; }

/* Texel bytes: random integers; for float formats finite values of both
   signs in [-4, 4] with a few zeros, infinities and a NaN among them. */
static void fill_texels(const tcfg *c, unsigned char *p, size_t n)
{
    size_t i;
    if (c->fmt == PTXVM_FORMAT_F32) {
        for (i = 0; i + 4 <= n; i += 4) {
            u32 r = rnd(), b;
            float f = ((float)(r % 65536) - 32768.0f) / 8192.0f;
            b = fbits(f);
            if (r % 97 == 0) b = 0x7f800000u;
            if (r % 89 == 0) b = 0x7fc00000u;
            memcpy(p + i, &b, 4);
        }
    } else if (c->fmt == PTXVM_FORMAT_F16) {
        for (i = 0; i + 2 <= n; i += 2) {
            u32 r = rnd();
            unsigned short h = (unsigned short)((r & 0x8000u) |
                                                (0x3000u + r % 0x1800u));
            if (r % 97 == 0) h = 0x7c00u;
            memcpy(p + i, &h, 2);
        }
    } else {
        for (i = 0; i < n; i++)
            p[i] = (unsigned char)rnd();
    }
}

/* n coordinate sets of the probe's geometry: texel centres and
   fractional sweeps (1/64 steps over two texels, to pin the weights),
   positions at, just beyond and far beyond the borders, NaN, infinities,
   -0.0; for layered probes every layer and beyond; LODs and gradients
   across and beyond the level range. */
static u32 make_coords(const tcfg *c, float *co, float *gr, u32 cap)
{
    static const float special[] = { 0.0f, -0.0f, 1e30f, -1e30f, 1e6f,
                                     -1e6f, 0.5f, -0.5f, 0.9999999f };
    u32 n = 0, k, dims = c->d ? 3 : c->h ? 2 : 1;
    float sz[3];
    int cube = c->cube;
    sz[0] = (float)c->w;
    sz[1] = (float)(c->h ? c->h : 1);
    sz[2] = (float)(c->d ? c->d : 1);
    while (n < cap) {
        float *p = &co[4 * n], *g = &gr[4 * n];
        u32 r = rnd(), j;
        for (j = 0; j < 4; j++) {
            float v;
            u32 sel = r % 16;
            if (cube) {
                v = ((float)(rnd() % 4001) - 2000.0f) / 1000.0f;
                if (sel == 0) v = 1.0f;
                if (sel == 1) v = -1.0f;
            } else if (sel < 6) {            /* sweep across two texels */
                v = (float)(n % 3) + (float)(n / 3 % 128) / 64.0f;
            } else if (sel < 9) {            /* a texel centre */
                v = (float)(rnd() % (u32)(sz[j % 3] + 4)) - 2.0f + 0.5f;
            } else if (sel < 12) {           /* anywhere near */
                v = ((float)(rnd() % 20001) / 10000.0f - 0.25f) * sz[j % 3] * 1.5f;
            } else if (sel < 15) {
                v = special[rnd() % (sizeof special / sizeof *special)];
            } else {
                u32 s = rnd() % 3;
                v = s == 0 ? NAN : s == 1 ? INFINITY : -INFINITY;
            }
            if (c->norm && !cube && j < 3 && isfinite(v) && sel < 12)
                v /= sz[j];
            p[j] = v;
            r = rnd();
        }
        if (!cube && dims < 3)
            p[2] = 0.0f;
        /* w: the layer, or the LOD */
        if (c->layers)
            p[3] = (float)((int)(rnd() % (c->layers + 3)) - 1);
        else
            p[3] = ((float)(rnd() % 801) - 200.0f) / 100.0f;
        for (k = 0; k < 4; k++)
            g[k] = ((float)(rnd() % 2001) - 1000.0f) / (c->norm ? 8000.0f : 250.0f);
        if (rnd() % 8 == 0)
            g[rnd() % 4] = rnd() % 2 ? NAN : 0.0f;
        n++;
    }
    return n;
}

/* ---- the two sides ----------------------------------------------------- */

typedef struct side {
    int on_gpu;
    gpu g;
    CUmodule m;
    ptxvm_vm *vm;
    ptxvm_module *vmod;
    char why[512];           /* the last failure                          */
} side;

static int vm_side_open(side *s, const char *ptx, size_t len)
{
    ptxvm_result r = ptxvm_create(NULL, &s->vm);
    if (r != PTXVM_OK)
        return 0;
    r = ptxvm_module_load(s->vm, ptx, len, "tex_probe.ptx", &s->vmod);
    if (r != PTXVM_OK) {
        fprintf(stderr, "gpu_tex: ptxvm refuses tex_probe.ptx: %s\n",
                ptxvm_error_message(s->vm));
        return 0;
    }
    return 1;
}

static int cu_ok(side *s, CUresult r, const char *what)
{
    if (r == CUDA_SUCCESS)
        return 1;
    snprintf(s->why, sizeof s->why, "GPU: %s: %s", what, cu_msg(&s->g.d, r));
    return 0;
}

static CUarray_format cu_format(ptxvm_format f)
{
    switch (f) {
    case PTXVM_FORMAT_U8: return CU_AD_FORMAT_UNSIGNED_INT8;
    case PTXVM_FORMAT_U16: return CU_AD_FORMAT_UNSIGNED_INT16;
    case PTXVM_FORMAT_U32: return CU_AD_FORMAT_UNSIGNED_INT32;
    case PTXVM_FORMAT_S8: return CU_AD_FORMAT_SIGNED_INT8;
    case PTXVM_FORMAT_S16: return CU_AD_FORMAT_SIGNED_INT16;
    case PTXVM_FORMAT_S32: return CU_AD_FORMAT_SIGNED_INT32;
    case PTXVM_FORMAT_F16: return CU_AD_FORMAT_HALF;
    default: return CU_AD_FORMAT_FLOAT;
    }
}

/* What a probe run holds on one side, to free afterwards. */
typedef struct held {
    CUdeviceptr lin;
    CUarray arr;
    CUmipmappedArray mm;
    CUtexObject tex;
    ptxvm_addr vdata;
    uint64_t vtex;
} held;

/* Copy one level (all its layers) from host bytes into a CUDA array. */
static int gpu_copy_level(side *s, CUarray a, const unsigned char *src,
                          size_t w, size_t h, size_t depth, size_t elem)
{
    CUDA_MEMCPY3D m;
    memset(&m, 0, sizeof m);
    m.srcMemoryType = CU_MEMORYTYPE_HOST;
    m.srcHost = src;
    m.srcPitch = w * elem;
    m.srcHeight = h;
    m.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    m.dstArray = a;
    m.WidthInBytes = w * elem;
    m.Height = h;
    m.Depth = depth;
    return cu_ok(s, s->g.d.Memcpy3D(&m), "cuMemcpy3D");
}

static int gpu_texture(side *s, const tcfg *c, const unsigned char *data,
                       size_t pitch, held *o)
{
    CUDA_RESOURCE_DESC rd;
    CUDA_TEXTURE_DESC td;
    size_t elem = fmt_size[c->fmt] * c->ch;
    u32 i;
    memset(&rd, 0, sizeof rd);
    memset(&td, 0, sizeof td);
    if (c->kind == K_LINEAR || c->kind == K_PITCH2D) {
        size_t bytes = res_bytes(c, pitch);
        if (!cu_ok(s, s->g.d.MemAlloc(&o->lin, bytes), "cuMemAlloc") ||
            !cu_ok(s, s->g.d.MemcpyHtoD(o->lin, data, bytes), "cuMemcpyHtoD"))
            return 0;
        if (c->kind == K_LINEAR) {
            rd.resType = CU_RESOURCE_TYPE_LINEAR;
            rd.res.linear.devPtr = o->lin;
            rd.res.linear.format = cu_format(c->fmt);
            rd.res.linear.numChannels = c->ch;
            rd.res.linear.sizeInBytes = bytes;
        } else {
            rd.resType = CU_RESOURCE_TYPE_PITCH2D;
            rd.res.pitch2D.devPtr = o->lin;
            rd.res.pitch2D.format = cu_format(c->fmt);
            rd.res.pitch2D.numChannels = c->ch;
            rd.res.pitch2D.width = c->w;
            rd.res.pitch2D.height = c->h;
            rd.res.pitch2D.pitchInBytes = pitch;
        }
    } else {
        CUDA_ARRAY3D_DESCRIPTOR ad;
        u32 lv = c->levels ? c->levels : 1;
        size_t off = 0;
        memset(&ad, 0, sizeof ad);
        ad.Width = c->w;
        ad.Height = c->h;
        ad.Depth = c->layers ? c->layers : c->d;
        ad.Format = cu_format(c->fmt);
        ad.NumChannels = c->ch;
        ad.Flags = (c->layers && !(c->cube && c->layers == 6) ?
                    CUDA_ARRAY3D_LAYERED : 0) | (c->cube ? CUDA_ARRAY3D_CUBEMAP : 0);
        if (c->levels > 1) {
            if (!cu_ok(s, s->g.d.MipmappedArrayCreate(&o->mm, &ad, lv),
                       "cuMipmappedArrayCreate"))
                return 0;
            rd.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
            rd.res.mipmap.hMipmappedArray = o->mm;
        } else {
            if (!cu_ok(s, s->g.d.Array3DCreate(&o->arr, &ad), "cuArray3DCreate"))
                return 0;
            rd.resType = CU_RESOURCE_TYPE_ARRAY;
            rd.res.array.hArray = o->arr;
        }
        for (i = 0; i < lv; i++) {
            CUarray a = o->arr;
            size_t w = level_dim(c->w, i), h = level_dim(c->h, i),
                   d = level_dim(c->d, i);
            size_t depth = c->layers ? c->layers : d ? d : 1;
            if (c->levels > 1 &&
                !cu_ok(s, s->g.d.MipmappedArrayGetLevel(&a, o->mm, i),
                       "cuMipmappedArrayGetLevel"))
                return 0;
            if (!gpu_copy_level(s, a, data + off, w, h ? h : 1, depth, elem))
                return 0;
            off += w * elem * (h ? h : 1) * depth;
        }
    }
    for (i = 0; i < 3; i++)
        td.addressMode[i] = (CUaddress_mode)c->am;
    td.filterMode = c->linear ? CU_TR_FILTER_MODE_LINEAR : CU_TR_FILTER_MODE_POINT;
    td.mipmapFilterMode = c->mip_linear ? CU_TR_FILTER_MODE_LINEAR : CU_TR_FILTER_MODE_POINT;
    td.flags = (c->read_int ? CU_TRSF_READ_AS_INTEGER : 0) |
               (c->norm ? CU_TRSF_NORMALIZED_COORDINATES : 0) |
               (c->srgb ? CU_TRSF_SRGB : 0);
    td.maxAnisotropy = 1;
    td.mipmapLevelBias = c->bias;
    td.minMipmapLevelClamp = c->minclamp;
    td.maxMipmapLevelClamp = c->maxclamp;
    td.borderColor[0] = 0.25f;
    td.borderColor[1] = -0.5f;
    td.borderColor[2] = 2.0f;
    td.borderColor[3] = 1.0f;
    return cu_ok(s, s->g.d.TexObjectCreate(&o->tex, &rd, &td, NULL),
                 "cuTexObjectCreate");
}

static int vm_texture(side *s, const tcfg *c, const unsigned char *data,
                      size_t pitch, held *o)
{
    ptxvm_resource_desc rd;
    ptxvm_texture_desc td;
    size_t bytes = res_bytes(c, pitch);
    ptxvm_result r;
    u32 i;
    memset(&rd, 0, sizeof rd);
    memset(&td, 0, sizeof td);
    if (ptxvm_mem_alloc(s->vm, bytes, &o->vdata) != PTXVM_OK ||
        ptxvm_memcpy_htod(s->vm, o->vdata, data, bytes) != PTXVM_OK) {
        snprintf(s->why, sizeof s->why, "ptxvm: %s", ptxvm_error_message(s->vm));
        return 0;
    }
    rd.data = o->vdata;
    rd.format = c->fmt;
    rd.channels = c->ch;
    rd.width = c->w;
    rd.height = c->h;
    rd.depth = c->d;
    rd.layers = c->layers;
    rd.pitch = c->kind == K_PITCH2D ? pitch : 0;
    rd.flags = c->cube ? PTXVM_RESOURCE_CUBEMAP : 0;
    rd.levels = c->levels;
    for (i = 0; i < 3; i++)
        td.address_mode[i] = c->am;
    td.filter_linear = c->linear;
    td.normalized_coords = c->norm;
    td.read_as_integer = c->read_int;
    td.srgb = c->srgb;
    td.mipmap_filter_linear = c->mip_linear;
    td.mipmap_level_bias = c->bias;
    td.min_mipmap_level_clamp = c->minclamp;
    td.max_mipmap_level_clamp = c->maxclamp;
    td.max_anisotropy = 1;
    td.border_color[0] = 0.25f;
    td.border_color[1] = -0.5f;
    td.border_color[2] = 2.0f;
    td.border_color[3] = 1.0f;
    r = ptxvm_texture_create(s->vm, &rd, &td, &o->vtex);
    if (r != PTXVM_OK) {
        snprintf(s->why, sizeof s->why, "ptxvm: %s", ptxvm_error_message(s->vm));
        return 0;
    }
    return 1;
}

static void release(side *s, held *o)
{
    if (s->on_gpu) {
        if (o->tex) s->g.d.TexObjectDestroy(o->tex);
        if (o->arr) s->g.d.ArrayDestroy(o->arr);
        if (o->mm) s->g.d.MipmappedArrayDestroy(o->mm);
        if (o->lin) s->g.d.MemFree(o->lin);
    } else {
        if (o->vtex) ptxvm_texture_destroy(s->vm, o->vtex);
        if (o->vdata) ptxvm_mem_free(s->vm, o->vdata);
    }
    memset(o, 0, sizeof *o);
}

/* Sample: create the texture, run kernel on n coordinate sets, read
   the 4n result words into out. 0 with s->why set on failure. */
static int sample(side *s, const tcfg *c, const char *kernel,
                  const unsigned char *data, size_t pitch,
                  const float *co, const float *gr, u32 n, u32 *out)
{
    held o;
    int ok = 0;
    memset(&o, 0, sizeof o);
    if (s->on_gpu) {
        CUfunction f;
        CUdeviceptr dc = 0, dg = 0, dout = 0;
        int ni = (int)n;
        void *args[5];
        if (!gpu_texture(s, c, data, pitch, &o))
            goto done;
        if (!cu_ok(s, s->g.d.ModuleGetFunction(&f, s->m, kernel), kernel) ||
            !cu_ok(s, s->g.d.MemAlloc(&dc, 16 * (size_t)n), "cuMemAlloc") ||
            !cu_ok(s, s->g.d.MemAlloc(&dg, 16 * (size_t)n), "cuMemAlloc") ||
            !cu_ok(s, s->g.d.MemAlloc(&dout, 16 * (size_t)n), "cuMemAlloc") ||
            !cu_ok(s, s->g.d.MemcpyHtoD(dc, co, 16 * (size_t)n), "copy") ||
            !cu_ok(s, s->g.d.MemcpyHtoD(dg, gr, 16 * (size_t)n), "copy") ||
            !cu_ok(s, s->g.d.MemsetD8(dout, 0xa5, 16 * (size_t)n), "memset"))
            goto gpu_done;
        args[0] = &o.tex;
        args[1] = &dc;
        args[2] = &dg;
        args[3] = &dout;
        args[4] = &ni;
        if (!cu_ok(s, s->g.d.LaunchKernel(f, (n + 63) / 64, 1, 1, 64, 1, 1, 0,
                                          NULL, args, NULL), "launch") ||
            !cu_ok(s, s->g.d.CtxSynchronize(), "synchronize") ||
            !cu_ok(s, s->g.d.MemcpyDtoH(out, dout, 16 * (size_t)n), "copy"))
            goto gpu_done;
        ok = 1;
    gpu_done:
        if (dc) s->g.d.MemFree(dc);
        if (dg) s->g.d.MemFree(dg);
        if (dout) s->g.d.MemFree(dout);
    } else {
        ptxvm_kernel *k;
        ptxvm_addr vc = 0, vg = 0, vout = 0;
        ptxvm_launch l;
        int ni = (int)n;
        void *args[5];
        if (ptxvm_module_get_kernel(s->vmod, kernel, &k) != PTXVM_OK) {
            snprintf(s->why, sizeof s->why, "ptxvm: %s", ptxvm_error_message(s->vm));
            goto done;
        }
        if (!vm_texture(s, c, data, pitch, &o))
            goto done;
        if (ptxvm_mem_alloc(s->vm, 16 * (size_t)n, &vc) != PTXVM_OK ||
            ptxvm_mem_alloc(s->vm, 16 * (size_t)n, &vg) != PTXVM_OK ||
            ptxvm_mem_alloc(s->vm, 16 * (size_t)n, &vout) != PTXVM_OK ||
            ptxvm_memcpy_htod(s->vm, vc, co, 16 * (size_t)n) != PTXVM_OK ||
            ptxvm_memcpy_htod(s->vm, vg, gr, 16 * (size_t)n) != PTXVM_OK ||
            ptxvm_memset(s->vm, vout, 0xa5, 16 * (size_t)n) != PTXVM_OK) {
            snprintf(s->why, sizeof s->why, "ptxvm: %s", ptxvm_error_message(s->vm));
            goto vm_done;
        }
        memset(&l, 0, sizeof l);
        l.grid.x = (n + 63) / 64;
        l.grid.y = l.grid.z = 1;
        l.block.x = 64;
        l.block.y = l.block.z = 1;
        args[0] = &o.vtex;
        args[1] = &vc;
        args[2] = &vg;
        args[3] = &vout;
        args[4] = &ni;
        l.args = args;
        if (ptxvm_launch_kernel(k, &l, NULL) != PTXVM_OK ||
            ptxvm_memcpy_dtoh(s->vm, out, vout, 16 * (size_t)n) != PTXVM_OK) {
            snprintf(s->why, sizeof s->why, "ptxvm: %s", ptxvm_error_message(s->vm));
            goto vm_done;
        }
        ok = 1;
    vm_done:
        if (vc) ptxvm_mem_free(s->vm, vc);
        if (vg) ptxvm_mem_free(s->vm, vg);
        if (vout) ptxvm_mem_free(s->vm, vout);
    }
done:
    release(s, &o);
    return ok;
}

/* ---- the comparison ---------------------------------------------------- */

typedef struct totals { u32 same, differ, skipped; unsigned long long words, bad; } totals;

#define NCOORD 384

/* --record DIR / --replay DIR: the GPU's words of each configuration in
   one raw file, so the comparison can be repeated without a GPU. */
static const char *record_dir, *replay_dir;

static void run_cfg(totals *T, side *gs, side *vs, const tcfg *c)
{
    static float co[4 * NCOORD], gr[4 * NCOORD];
    static u32 og[4 * NCOORD], ov[4 * NCOORD];
    char name[160], kernel[64];
    unsigned char *data;
    size_t pitch = c->kind == K_PITCH2D ?
        (((size_t)c->w * fmt_size[c->fmt] * c->ch + 511) / 512) * 512 : 0;
    size_t bytes = res_bytes(c, pitch);
    u32 n, i, bad = 0, shown = 0;
    char sfx = c->read_int && !is_float_fmt(c->fmt) ?
        (c->fmt >= PTXVM_FORMAT_S8 ? 'i' : 'u') : 'f';
    cfg_name(c, name, sizeof name);
    snprintf(kernel, sizeof kernel, "%s_%c", c->probe, sfx);
    data = (unsigned char *)malloc(bytes);
    if (!data)
        return;
    fill_texels(c, data, bytes);
    n = make_coords(c, co, gr, NCOORD);
    if (!sample(vs, c, kernel, data, pitch, co, gr, n, ov)) {
        printf("SKIP %s: %s\n", name, vs->why);
        T->skipped++;
        free(data);
        return;
    }
    if (replay_dir) {
        if (gd_record_io(replay_dir, name, og, 4 * (size_t)n * sizeof og[0], 0) != 1) {
            printf("SKIP %s: no recorded GPU output in %s\n", name, replay_dir);
            T->skipped++;
            free(data);
            return;
        }
    } else if (!sample(gs, c, kernel, data, pitch, co, gr, n, og)) {
        printf("SKIP %s: %s\n", name, gs->why);
        T->skipped++;
        free(data);
        return;
    } else if (record_dir && gd_record_io(record_dir, name, og, 4 * (size_t)n * sizeof og[0], 1) != 1)
        printf("note: cannot record %s in %s\n", name, record_dir);
    for (i = 0; i < 4 * n; i++) {
        T->words++;
        if (og[i] == ov[i])
            continue;
        bad++;
        if (report_file)
            fprintf(report_file, "%s\t%u\t%u\t%.9g %.9g %.9g %.9g\t%08x\t%08x\n",
                    name, i / 4, i % 4, co[i / 4 * 4], co[i / 4 * 4 + 1],
                    co[i / 4 * 4 + 2], co[i / 4 * 4 + 3], og[i], ov[i]);
    }
    T->bad += bad;
    if (!bad) {
        T->same++;
        if (verbose)
            printf("ok   %s (%u words)\n", name, 4 * n);
    } else {
        T->differ++;
        printf("DIFF %s: %u of %u words\n", name, bad, 4 * n);
        for (i = 0; i < n && shown < 3; i++) {
            if (!memcmp(&og[4 * i], &ov[4 * i], 16))
                continue;
            shown++;
            printf("    at (%.9g, %.9g, %.9g, %.9g) grad (%.4g %.4g %.4g %.4g): "
                   "GPU %08x %08x %08x %08x, ptxvm %08x %08x %08x %08x\n",
                   co[4 * i], co[4 * i + 1], co[4 * i + 2], co[4 * i + 3],
                   gr[4 * i], gr[4 * i + 1], gr[4 * i + 2], gr[4 * i + 3],
                   og[4 * i], og[4 * i + 1], og[4 * i + 2], og[4 * i + 3],
                   ov[4 * i], ov[4 * i + 1], ov[4 * i + 2], ov[4 * i + 3]);
        }
    }
    free(data);
}

/* Every probe over a matrix of formats and sampling states. */
static void run_all(totals *T, side *gs, side *vs)
{
    static const ptxvm_format fmts[] = {
        PTXVM_FORMAT_U8, PTXVM_FORMAT_U16, PTXVM_FORMAT_U32, PTXVM_FORMAT_S8,
        PTXVM_FORMAT_S16, PTXVM_FORMAT_S32, PTXVM_FORMAT_F16, PTXVM_FORMAT_F32 };
    static const u32 chs[] = { 1, 2, 4 };
    u32 f, k, am, lin, norm, ri;
    tcfg c;
    /* 1: the format and sampling-state matrix on 1D/2D/3D arrays */
    for (f = 0; f < 8; f++)
        for (k = 0; k < 3; k++)
            for (ri = 0; ri < 2; ri++) {
                int isf = is_float_fmt(fmts[f]);
                int is32 = fmts[f] == PTXVM_FORMAT_U32 || fmts[f] == PTXVM_FORMAT_S32;
                if ((isf && ri) || (is32 && !ri))
                    continue;
                for (lin = 0; lin < 2; lin++)
                    for (norm = 0; norm < 2; norm++)
                        for (am = 0; am < 4; am++) {
                            static const char *const pr[] = { "tex1d", "tex2d", "tex3d" };
                            u32 dim;
                            if (lin && ri && !isf)
                                continue;       /* CUDA refuses it */
                            /* wrap and mirror with unnormalized
                               coordinates run too: CUDA documents them
                               for normalized ones only */
                            for (dim = 0; dim < 3; dim++) {
                                memset(&c, 0, sizeof c);
                                c.probe = pr[dim];
                                c.kind = K_ARRAY;
                                c.fmt = fmts[f];
                                c.ch = chs[k];
                                c.w = 7;
                                c.h = dim >= 1 ? 5 : 0;
                                c.d = dim == 2 ? 3 : 0;
                                c.read_int = (int)ri;
                                c.linear = (int)lin;
                                c.norm = (int)norm;
                                c.am = (ptxvm_address_mode)am;
                                run_cfg(T, gs, vs, &c);
                            }
                        }
            }
    /* 2: tex1Dfetch on linear memory, pitch-2D, sRGB, layers, cube maps,
       mip chains with LOD and gradients, gathers */
    for (f = 0; f < 8; f++) {
        int isf = is_float_fmt(fmts[f]);
        int is32 = fmts[f] == PTXVM_FORMAT_U32 || fmts[f] == PTXVM_FORMAT_S32;
        memset(&c, 0, sizeof c);
        c.fmt = fmts[f];
        c.ch = 4;
        c.read_int = !isf && is32;
        c.probe = "fetch1d";
        c.kind = K_LINEAR;
        c.w = 40;
        run_cfg(T, gs, vs, &c);
        c.probe = "tex2d";
        c.kind = K_PITCH2D;
        c.w = 9;
        c.h = 4;
        c.linear = !c.read_int;
        run_cfg(T, gs, vs, &c);
    }
    for (lin = 0; lin < 2; lin++) {
        static const char *const lp[] = { "a1d", "a2d", "cube", "acube",
                                          "lod1d", "lod2d", "lod3d", "cubelod",
                                          "grad2d", "gather0", "gather1",
                                          "gather2", "gather3", "tex2d" };
        for (k = 0; k < sizeof lp / sizeof *lp; k++)
            for (norm = 0; norm < 2; norm++) {
                memset(&c, 0, sizeof c);
                c.probe = lp[k];
                c.kind = K_ARRAY;
                c.fmt = k == 13 ? PTXVM_FORMAT_U8 : PTXVM_FORMAT_F32;
                c.ch = 4;
                c.srgb = k == 13;
                c.linear = (int)lin;
                c.norm = (int)norm || strstr(lp[k], "cube") != NULL ||
                         strncmp(lp[k], "lod", 3) == 0 || k == 8;
                c.am = norm ? PTXVM_ADDRESS_WRAP : PTXVM_ADDRESS_CLAMP;
                c.w = 13;
                c.h = strcmp(lp[k], "a1d") && strcmp(lp[k], "lod1d") ? 6 : 0;
                if (!strcmp(lp[k], "lod3d"))
                    c.d = 4;
                if (lp[k][0] == 'a')
                    c.layers = 3;
                if (strstr(lp[k], "cube")) {
                    c.h = c.w = 8;
                    c.cube = 1;
                    c.layers = lp[k][0] == 'a' ? 12 : 6;
                }
                if (!strncmp(lp[k], "lod", 3) || !strcmp(lp[k], "grad2d") ||
                    !strcmp(lp[k], "cubelod")) {
                    c.levels = 4;
                    c.mip_linear = (int)norm;
                    c.maxclamp = 3.0f;
                    c.bias = norm ? 0.25f : 0.0f;
                }
                run_cfg(T, gs, vs, &c);
            }
    }
}

int main(int argc, char **argv)
{
    static side gs, vs;
    totals T;
    size_t len;
    char *ptx;
    int i, no_gpu = 0;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--no-gpu"))
            no_gpu = 1;
        else if (!strcmp(argv[i], "-v"))
            verbose = 1;
        else if (!strcmp(argv[i], "--record") && i + 1 < argc)
            record_dir = argv[++i];
        else if (!strcmp(argv[i], "--replay") && i + 1 < argc)
            replay_dir = argv[++i];
        else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
            report_file = fopen(argv[++i], "w");
            if (!report_file) {
                fprintf(stderr, "gpu_tex: cannot write %s\n", argv[i]);
                return 2;
            }
        } else {
            fprintf(stderr, "usage: gpu_tex [-o FILE] [--no-gpu | --record DIR | --replay DIR] [-v]\n");
            return 2;
        }
    }
    ptx = gd_read_file("tests/gpu/tex_probe.ptx", &len);
    if (!ptx) {
        fprintf(stderr, "gpu_tex: cannot read tests/gpu/tex_probe.ptx (run "
                "from the repository root)\n");
        return 2;
    }
    if (!vm_side_open(&vs, ptx, len))
        return 2;
    if (replay_dir)
        printf("--replay %s: ptxvm against the GPU words recorded there\n", replay_dir);
    else if (no_gpu) {
        if (!vm_side_open(&gs, ptx, len))
            return 2;
    } else {
        CUresult r;
        gs.on_gpu = 1;
        if (!gpu_open(&gs.g))
            return 2;
        r = gs.g.d.ModuleLoadDataEx(&gs.m, ptx, 0, NULL, NULL);
        if (r != CUDA_SUCCESS) {
            fprintf(stderr, "gpu_tex: the GPU does not load tex_probe.ptx: %s\n",
                    cu_msg(&gs.g.d, r));
            return 2;
        }
        printf("GPU: %s (sm_%d), driver %d\n", gs.g.name, gs.g.cc, gs.g.driver);
    }
    memset(&T, 0, sizeof T);
    run_all(&T, &gs, &vs);
    printf("%u configurations identical, %u differ, %u skipped; %llu words "
           "compared, %llu differ\n", T.same, T.differ, T.skipped, T.words, T.bad);
    free(ptx);
    if (report_file)
        fclose(report_file);
    return T.differ ? 1 : 0;
}
