/* tex_corpus, part two: ZLUDA's older texture tests (the .rs files of zluda/tests at
   the corpus's commits), each set up as its harness did. */
#include "tex_corpus.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A 3x3 image of random RGBA8 pixels (one u32 each), read as
   normalized floats at each pixel; the kernels store a, b, g, r. */
enum { RGBA_W = 3, RGBA_H = 3, RGBA_PITCH = 32 };

static void rgba_want(const unsigned char *px, uint32_t want[4])
{
    uint32_t v[4];
    tc_texel(PTXVM_FORMAT_U8, 4, px, 0, v);
    want[0] = v[3];
    want[1] = v[2];
    want[2] = v[1];
    want[3] = v[0];
}

/* kernel_texobj_2d (texture object) and kernel_texref_2d (.texref
   image): cuMemAllocPitch'd 3x3 UNSIGNED_INT8 x 4, random pixels, a
   pitch-2D resource; point filtering, wrap, unnormalized coordinates,
   read as normalized floats (flags 0; a texref's defaults). ZLUDA reads
   (1.0, 2.0) and checks result * 255 == the pixel's bytes, a first.
   Here every pixel is read at its integer corner (x, y) as ZLUDA does
   and at its centre (x + 0.5, y + 0.5); tex.2d.v4.s32 returns the
   floats' bits. The pitch is wider than a row (32 bytes). */
static void rgba_2d(ls_run *R, int obj)
{
    unsigned char host[RGBA_PITCH * RGBA_H];
    uint32_t s = 0xcb42848au, want[4], got[4];
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    ptxvm_kernel *k = ls_kernel(R, obj ? "texobj" : "texref");
    uint64_t tex, dout = ls_buf(R, NULL, 16);
    unsigned i, x, y, half;
    for (i = 0; i < sizeof host; i++)
        host[i] = (unsigned char)ls_rand(&s);
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_U8;
    res.channels = 4;
    res.width = RGBA_W;
    res.height = RGBA_H;
    res.pitch = RGBA_PITCH;
    tc_desc(&td, PTXVM_ADDRESS_WRAP, 0, 0, 0);
    tex = tc_texture(R, host, sizeof host, &res, &td);
    if (!obj)
        tc_bind(R, "image", tex);
    for (y = 0; y < RGBA_H; y++)
        for (x = 0; x < RGBA_W; x++)
            for (half = 0; half < 2; half++) {
                ls_args A;
                char name[64];
                ls_args_init(&A);
                ls_arg_f32(&A, (float)x + 0.5f * (float)half);
                ls_arg_f32(&A, (float)y + 0.5f * (float)half);
                if (obj)
                    ls_arg_ptr(&A, tex);
                ls_arg_ptr(&A, dout);
                rgba_want(host + y * RGBA_PITCH + x * 4, want);
                snprintf(name, sizeof name, "pixel (%u,%u)%s", x, y, half ? " centre" : "");
                if (ptxvm_memset(R->vm, dout, 0xa5, 16) != PTXVM_OK)
                    R->ok = 0;
                if (ls_launch(R, k, name, 1, 1, 1, 1, 1024, &A) == 0) {
                    ls_get(R, got, dout, 16);
                    ls_cmp(R, name, got, want, 4);
                }
            }
}

static void s_texobj_2d(ls_run *R)
{
    rgba_2d(R, 1);
}

static void s_texref_2d(ls_run *R)
{
    rgba_2d(R, 0);
}

/* kernel_texref_1d: .texref image over 3 random u32 words of linear
   memory (cuTexRefSetAddress) as UNSIGNED_INT8 x 4; tex.1d.v4.f32.s32
   (tex1Dfetch) at x. ZLUDA reads x = 1; here x = 0, 1, 2. */
static void s_texref_1d(ls_run *R)
{
    unsigned char host[12];
    uint32_t s = 0xa6bbf6cfu, want[4], got[4];
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    ptxvm_kernel *k = ls_kernel(R, "texref_1d");
    uint64_t tex, dout = ls_buf(R, NULL, 16);
    unsigned i;
    for (i = 0; i < sizeof host; i++)
        host[i] = (unsigned char)ls_rand(&s);
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_U8;
    res.channels = 4;
    res.width = 3;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tex = tc_texture(R, host, sizeof host, &res, &td);
    tc_bind(R, "image", tex);
    for (i = 0; i < 3; i++) {
        ls_args A;
        char name[32];
        ls_args_init(&A);
        ls_arg_u32(&A, i);
        ls_arg_ptr(&A, dout);
        rgba_want(host + 4 * i, want);
        snprintf(name, sizeof name, "x = %u", i);
        if (ptxvm_memset(R->vm, dout, 0xa5, 16) != PTXVM_OK)
            R->ok = 0;
        if (ls_launch(R, k, name, 1, 1, 1, 1, 1024, &A) == 0) {
            ls_get(R, got, dout, 16);
            ls_cmp(R, name, got, want, 4);
        }
    }
}

/* ---- kernel_tex: a template ---------------------------------------------
   kernel_tex.ptx has #GEOMETRY#, #COORDINATES#, #COORDINATE_TYPE#,
   #VALUE_TYPE#, #VALUE_STORAGE_TYPE#, #REG_VALUES# and #VALUES#, which
   ZLUDA's kernel_tex.rs replaces to make one module per geometry (1d,
   2d, 3d, a1d, a2d), result type (u32, s32, f16 stored as b16, f32) and
   coordinate type (s32, f32); the layer is the u32 parameter
   input_depth, first in the coordinate vector. For each of the formats
   U8, U16, U32, S8, S16, S32, FLOAT (HALF is left out there) with 1, 2
   or 4 channels it makes a 4-texel-wide array (4 layers for a1d/a2d;
   4x4, 4x4x4), fills it with random texels and binds it to the .texref
   image with the texref's defaults (point, no flags: 8- and 16-bit
   integers read as normalized floats, 32-bit words as they are); 1D s32
   coordinates read linear memory instead (tex1Dfetch), run only for one
   channel and a result as wide as the format. One texel at random
   coordinates in [1, 4) is read and its channels compared. Here every
   texel is read (all 4 layers), and the channels compared: integer and
   f32 results as tc_texel gives them, f16 results that value rounded to
   half precision. The 32-bit texels here are finite floats, so a
   conversion to f16 never meets a NaN. */
static char *tk_replace(const char *s, const char *key, const char *by)
{
    size_t ks = strlen(key), bs = strlen(by), n = 0, cap;
    const char *p = s;
    char *out, *o;
    while ((p = strstr(p, key)) != NULL) {
        n++;
        p += ks;
    }
    cap = strlen(s) + n * bs + 1;
    out = (char *)malloc(cap);
    if (!out)
        return NULL;
    o = out;
    while ((p = strstr(s, key)) != NULL) {
        memcpy(o, s, (size_t)(p - s));
        o += p - s;
        memcpy(o, by, bs);
        o += bs;
        s = p + ks;
    }
    strcpy(o, s);
    return out;
}

typedef struct tk_geom {
    const char *name, *coords;
    unsigned dims, layered;     /* texel dimensions; layers */
} tk_geom;

static const tk_geom tk_geoms[] = {
    {"1d", "{coord_x}", 1, 0},
    {"2d", "{coord_x, coord_y}", 2, 0},
    {"3d", "{coord_x, coord_y, coord_z, coord_z}", 3, 0},
    {"a1d", "{coord_depth, coord_x}", 1, 1},
    {"a2d", "{coord_depth, coord_x, coord_y, coord_y}", 2, 1},
};

/* result types: ptx name, storage name, bytes */
static const struct { const char *ptx, *st; unsigned bytes; } tk_vals[] = {
    {"u32", "u32", 4}, {"s32", "s32", 4}, {"f16", "b16", 2}, {"f32", "f32", 4}};

static ptxvm_module *tk_module(ls_run *R, const tk_geom *g, unsigned vi, int fcoord)
{
    char *a, *b;
    const char *sub[][2] = {
        {"#GEOMETRY#", g->name},
        {"#COORDINATES#", g->coords},
        {"#COORDINATE_TYPE#", fcoord ? "f32" : "s32"},
        {"#VALUE_TYPE#", tk_vals[vi].ptx},
        {"#VALUE_STORAGE_TYPE#", tk_vals[vi].st},
        {"#REG_VALUES#", NULL},
        {"#VALUES#", "{value_0,value_1,value_2,value_3}"}};
    char regs[160];
    unsigned i;
    ptxvm_module *m = NULL;
    ptxvm_result r;
    snprintf(regs, sizeof regs, ".reg .%s value_0;\n.reg .%s value_1;\n.reg .%s value_2;\n"
             ".reg .%s value_3;\n", tk_vals[vi].ptx, tk_vals[vi].ptx, tk_vals[vi].ptx,
             tk_vals[vi].ptx);
    sub[5][1] = regs;
    a = (char *)malloc(R->len + 1);
    if (!a)
        return NULL;
    memcpy(a, R->text, R->len);
    a[R->len] = 0;
    for (i = 0; i < sizeof sub / sizeof sub[0] && a; i++) {
        b = tk_replace(a, sub[i][0], sub[i][1]);
        free(a);
        a = b;
    }
    if (!a)
        return NULL;
    r = ptxvm_module_load(R->vm, a, strlen(a), R->file, &m);
    T_CHECK(R->t, r == PTXVM_OK, "%s [%s] %s %s %s: load: %s: %s", R->file, R->variant,
            g->name, tk_vals[vi].ptx, fcoord ? "f32" : "s32", ptxvm_result_name(r),
            ptxvm_error_message(R->vm));
    free(a);
    if (r != PTXVM_OK)
        R->ok = 0;
    return r == PTXVM_OK ? m : NULL;
}

/* The channel words a texel reads as in result type vi. */
static unsigned tk_want(ptxvm_format f, unsigned ch, const unsigned char *px, unsigned vi,
                        unsigned char want[16])
{
    uint32_t w[4];
    unsigned c;
    tc_texel(f, ch, px, 0, w);
    for (c = 0; c < ch; c++) {
        if (tk_vals[vi].bytes == 2) {
            uint16_t h = tc_f32_to_f16(tc_bitsf(w[c]));
            memcpy(want + 2 * c, &h, 2);
        } else {
            memcpy(want + 4 * c, &w[c], 4);
        }
    }
    return ch * tk_vals[vi].bytes;
}

static void tk_run(ls_run *R, ptxvm_module *m, const tk_geom *g, unsigned vi, int fcoord)
{
    static const ptxvm_format fmts[] = {PTXVM_FORMAT_U8,  PTXVM_FORMAT_U16,
                                        PTXVM_FORMAT_U32, PTXVM_FORMAT_S8,
                                        PTXVM_FORMAT_S16, PTXVM_FORMAT_S32,
                                        PTXVM_FORMAT_F32};
    static const unsigned chans[] = {1, 2, 4};
    enum { SIZE = 4 };
    ptxvm_kernel *k = NULL;
    uint64_t dout = ls_buf(R, NULL, 16);
    unsigned fi, ci;
    if (ptxvm_module_get_kernel(m, "tex", &k) != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s]: kernel tex: %s", R->file, R->variant,
                ptxvm_error_message(R->vm));
        R->ok = 0;
        return;
    }
    for (fi = 0; fi < sizeof fmts / sizeof fmts[0]; fi++)
        for (ci = 0; ci < 3 && R->ok; ci++) {
            ptxvm_format f = fmts[fi];
            unsigned ch = chans[ci], fb = tc_format_bytes(f), elem = fb * ch, n[3], texels;
            unsigned char host[SIZE * SIZE * SIZE * 16];
            uint32_t s = 0xef5864bdu + fi * 131 + ci * 17 + vi * 7 + (unsigned)fcoord;
            ptxvm_resource_desc res;
            ptxvm_texture_desc td;
            uint64_t tex;
            unsigned i, x, y, z, l;
            if (g->dims == 1 && !g->layered && !fcoord && (ch != 1 || tk_vals[vi].bytes != fb))
                continue;       /* as kernel_tex.rs: tex1Dfetch of one channel */
            n[0] = SIZE;
            n[1] = g->dims >= 2 ? SIZE : 1;
            n[2] = g->dims >= 3 ? SIZE : 1;
            texels = n[0] * n[1] * n[2] * (g->layered ? SIZE : 1);
            for (i = 0; i < texels * elem; i += 4) {
                uint32_t v = ls_rand(&s);
                if (((v >> 23) & 255) == 255)
                    v &= ~(1u << 30);
                memcpy(host + i, &v, 4);
            }
            memset(&res, 0, sizeof res);
            res.format = f;
            res.channels = ch;
            res.width = SIZE;
            res.height = g->dims >= 2 ? SIZE : 0;
            res.depth = g->dims >= 3 ? SIZE : 0;
            res.layers = g->layered ? SIZE : 0;
            /* the texref's defaults: no read-as-integer flag, which
               32-bit integers ignore (read unchanged, as on CUDA) */
            tc_desc(&td, PTXVM_ADDRESS_WRAP, 0, 0, 0);
            tex = tc_texture(R, host, texels * elem, &res, &td);
            if (!R->ok)
                return;
            if (ptxvm_module_bind_texref(m, "image", tex) != PTXVM_OK) {
                T_CHECK(R->t, 0, "%s [%s]: bind image: %s", R->file, R->variant,
                        ptxvm_error_message(R->vm));
                R->ok = 0;
                return;
            }
            for (l = 0; l < (g->layered ? SIZE : 1u); l++)
                for (z = 0; z < n[2]; z++)
                    for (y = 0; y < n[1]; y++)
                        for (x = 0; x < n[0]; x++) {
                            unsigned char want[16], got[16];
                            unsigned nb, idx = ((l * n[2] + z) * n[1] + y) * n[0] + x;
                            uint32_t c[3] = {x, y, z};
                            char name[96];
                            ls_args A;
                            unsigned d;
                            ls_args_init(&A);
                            ls_arg_ptr(&A, dout);
                            for (d = 0; d < 3; d++) {
                                if (fcoord)
                                    ls_arg_f32(&A, (float)c[d]);
                                else
                                    ls_arg_u32(&A, c[d]);
                            }
                            ls_arg_u32(&A, l);
                            nb = tk_want(f, ch, host + idx * elem, vi, want);
                            snprintf(name, sizeof name, "%s.%s.%s %s x%u texel (%u,%u,%u) "
                                     "layer %u", g->name, tk_vals[vi].ptx,
                                     fcoord ? "f32" : "s32", tc_format_name(f), ch, x, y,
                                     z, l);
                            if (ptxvm_memset(R->vm, dout, 0xa5, 16) != PTXVM_OK)
                                R->ok = 0;
                            if (ls_launch(R, k, name, 1, 1, 1, 1, 0, &A) != 0)
                                return;
                            ls_get(R, got, dout, 16);
                            memset(got + nb, 0, 16 - nb);
                            memset(want + nb, 0, 16 - nb);
                            ls_cmp(R, name, got, want, (nb + 3) / 4);
                        }
            tc_texture_free(R, tex, &res);
        }
}

static void s_kernel_tex(ls_run *R)
{
    unsigned gi, vi;
    int fcoord;
    for (gi = 0; gi < sizeof tk_geoms / sizeof tk_geoms[0]; gi++)
        for (vi = 0; vi < 4; vi++)
            for (fcoord = 0; fcoord < 2 && R->ok; fcoord++) {
                ptxvm_module *m = tk_module(R, &tk_geoms[gi], vi, fcoord);
                if (m) {
                    tk_run(R, m, &tk_geoms[gi], vi, fcoord);
                    ptxvm_module_unload(m);
                }
            }
}

/* ---- mipmap_array, mipmap_texture_to_surface -------------------------------
   ZLUDA's mipmap_array.rs and mipmap_texture_to_surface.rs: a mipmapped
   array of 1368x770 HALF x 4 with 8 levels; level 0's texel (0, 0) holds
   the halves 0x3C66, 0x4066, 0x4299 and 4466 (0x1172). texture_to_surface
   reads a texture over level 0 alone (linear filtering, clamp, normalized
   coordinates) at (0, 0), rounds the four floats to f16 and stores them
   with sust.b.2d.v4.b16 at (0, 0) of a surface over level 1; level 1's
   texel must then hold those halves (with clamp every tap of the filter
   is texel (0, 0), weights 1/2 each, so the value is exact).
   read_tex_2d_mip then reads the mipmapped texture (linear filtering and
   mipmap filtering, clamp, normalized, levels 0..7) with tex.level at
   level 1.0 at (0, 0), which must give those halves as floats: level
   1.0 blends nothing from level 2. The levels are packed one after the
   other (ptxvm_resource_desc). A second pass stores other values in
   levels 0 and 2 after the copy, so that only level 1 gives them.
   mipmap_texture_to_surface.ptx holds the surface kernel alone; its test
   runs it over levels 0 and 1 of a mipmapped array and over two arrays
   of their own (1368x770 and 684x385). */
enum { MM_W = 1368, MM_H = 770, MM_LEVELS = 8 };
static const uint16_t mm_px[4] = {0x3C66, 0x4066, 0x4299, 4466};

/* Runs texture_to_surface from src (level 0 of res's size) to dst (a
   684x385 level) and compares dst's texel (0, 0), 0xa5 bytes before. */
static void mm_to_surface(ls_run *R, ptxvm_kernel *k, const ptxvm_resource_desc *lvl0,
                          uint64_t dst, const char *what)
{
    ptxvm_resource_desc tres = *lvl0, sres = *lvl0;
    ptxvm_texture_desc td;
    uint64_t tex = 0, surf = 0;
    uint16_t got[4];
    ls_args A;
    ptxvm_result r;
    tres.levels = 1;
    sres.levels = 1;
    sres.data = dst;
    sres.width = MM_W / 2;
    sres.height = MM_H / 2;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 1, 1, 0);
    if (ptxvm_memset(R->vm, dst, 0xa5, 8) != PTXVM_OK)
        R->ok = 0;
    r = ptxvm_texture_create(R->vm, &tres, &td, &tex);
    if (r == PTXVM_OK)
        r = ptxvm_surface_create(R->vm, &sres, &surf);
    if (r != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s]: %s: texture/surface: %s: %s", R->file, R->variant, what,
                ptxvm_result_name(r), ptxvm_error_message(R->vm));
        R->ok = 0;
    }
    ls_args_init(&A);
    ls_arg_ptr(&A, tex);
    ls_arg_ptr(&A, surf);
    if (R->ok && ls_launch(R, k, what, 1, 1, 1, 1, 0, &A) == 0) {
        ls_get(R, got, dst, 8);
        ls_cmp(R, what, got, mm_px, 2);
    }
    if (surf && ptxvm_surface_destroy(R->vm, surf) != PTXVM_OK)
        R->ok = 0;
    if (tex && ptxvm_texture_destroy(R->vm, tex) != PTXVM_OK)
        R->ok = 0;
}

/* The packed levels' offsets and a resource over them (data 0). */
static void mm_levels(size_t off[MM_LEVELS + 1], ptxvm_resource_desc *res)
{
    size_t i;
    off[0] = 0;
    for (i = 0; i < MM_LEVELS; i++) {
        size_t w = MM_W >> i ? MM_W >> i : 1, h = MM_H >> i ? MM_H >> i : 1;
        off[i + 1] = off[i] + w * h * 8;
    }
    memset(res, 0, sizeof *res);
    res->format = PTXVM_FORMAT_F16;
    res->channels = 4;
    res->width = MM_W;
    res->height = MM_H;
    res->levels = MM_LEVELS;
}

static void s_mipmap_array(ls_run *R)
{
    static const uint16_t other[4] = {0x3800, 0xbc00, 0x4400, 0x0001};
    size_t off[MM_LEVELS + 1], i;
    uint32_t want[4], got[4];
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    ptxvm_kernel *k = ls_kernel(R, "read_tex_2d_mip"), *ks = ls_kernel(R, "texture_to_surface");
    uint64_t tex, dout = ls_buf(R, NULL, 16);
    ls_args A;
    unsigned run;
    mm_levels(off, &res);
    /* zeros, as a fresh array (the 0xa5 fill would make NaN halves) */
    res.data = ls_buf(R, NULL, off[MM_LEVELS]);
    if (!R->ok || ptxvm_memset(R->vm, res.data, 0, off[MM_LEVELS]) != PTXVM_OK)
        return;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 1, 1, 0);
    td.mipmap_filter_linear = 1;
    td.max_mipmap_level_clamp = 7.0f;
    for (i = 0; i < 4; i++)
        want[i] = tc_fbits(tc_f16_to_f32(mm_px[i]));
    for (run = 0; run < 2 && R->ok; run++) {
        ls_put(R, res.data, mm_px, 8);
        mm_to_surface(R, ks, &res, res.data + off[1],
                      run ? "texture_to_surface, then levels 0 and 2 apart"
                          : "texture_to_surface");
        if (run) {
            ls_put(R, res.data, other, 8);
            ls_put(R, res.data + off[2], other, 8);
        }
        if (ptxvm_texture_create(R->vm, &res, &td, &tex) != PTXVM_OK) {
            T_CHECK(R->t, 0, "%s [%s]: mipmapped texture: %s", R->file, R->variant,
                    ptxvm_error_message(R->vm));
            R->ok = 0;
            break;
        }
        ls_args_init(&A);
        ls_arg_ptr(&A, tex);
        ls_arg_ptr(&A, dout);
        if (ptxvm_memset(R->vm, dout, 0xa5, 16) != PTXVM_OK)
            R->ok = 0;
        if (ls_launch(R, k, "read_tex_2d_mip", 1, 1, 1, 1, 0, &A) == 0) {
            ls_get(R, got, dout, 16);
            ls_cmp(R, run ? "read_tex_2d_mip, levels apart" : "read_tex_2d_mip", got, want,
                   4);
        }
        if (ptxvm_texture_destroy(R->vm, tex) != PTXVM_OK)
            R->ok = 0;
    }
    ptxvm_mem_free(R->vm, res.data);
}

static void s_mipmap_tts(ls_run *R)
{
    size_t off[MM_LEVELS + 1];
    ptxvm_resource_desc res;
    ptxvm_kernel *k = ls_kernel(R, "texture_to_surface");
    uint64_t a1;
    mm_levels(off, &res);
    res.data = ls_buf(R, NULL, off[MM_LEVELS]);
    if (!R->ok || ptxvm_memset(R->vm, res.data, 0, off[MM_LEVELS]) != PTXVM_OK)
        return;
    ls_put(R, res.data, mm_px, 8);
    mm_to_surface(R, k, &res, res.data + off[1], "texture_to_surface, mipmap levels 0 -> 1");
    ptxvm_mem_free(R->vm, res.data);
    /* two arrays */
    res.data = ls_buf(R, NULL, (size_t)MM_W * MM_H * 8);
    a1 = ls_buf(R, NULL, (size_t)(MM_W / 2) * (MM_H / 2) * 8);
    if (R->ok && ptxvm_memset(R->vm, res.data, 0, (size_t)MM_W * MM_H * 8) == PTXVM_OK) {
        ls_put(R, res.data, mm_px, 8);
        mm_to_surface(R, k, &res, a1, "texture_to_surface, two arrays");
    }
    ptxvm_mem_free(R->vm, a1);
    ptxvm_mem_free(R->vm, res.data);
}

const tc_sample tc_samples_zluda_old[] = {
    {"zluda/old_zluda_tests_mipmap_array.ptx", s_mipmap_array, 1},
    {"zluda/old_zluda_tests_mipmap_texture_to_surface.ptx", s_mipmap_tts, 1},
    {"zluda/old_zluda_tests_kernel_texobj_2d.ptx", s_texobj_2d, 1},
    {"zluda/old_zluda_tests_kernel_texref_2d.ptx", s_texref_2d, 1},
    {"zluda/old_zluda_tests_kernel_texref_1d.ptx", s_texref_1d, 1},
    {"zluda/old_zluda_tests_kernel_tex.ptx", s_kernel_tex, 0},
};
const unsigned tc_nsamples_zluda_old =
    sizeof tc_samples_zluda_old / sizeof tc_samples_zluda_old[0];
