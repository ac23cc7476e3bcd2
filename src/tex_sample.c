/* The built-in texture sampler: what tex and tld4 on a texture object
   return, following the CUDA Programming Guide's "Texture Fetching"
   appendix and the PTX ISA. tests/README.md ("Texture sampling rules")
   lists the rules and which of them are not verified on a GPU.

   A warp's lanes come in groups of one handle; for each group the
   texture, its sampling state, the device memory and the levels are
   resolved once, then every lane is sampled. 2D single-level float
   fetches (the common case) take a loop specialized on the format.

   Filtering: normalized coordinates are scaled by the level's size
   (x = u * N), offsets are added in texels, point filtering reads
   floor(x), linear reads floor(x - 0.5) and the next texel with weight
   alpha = frac(x - 0.5) rounded to 8 fractional bits (9-bit fixed
   point), the products of per-dimension weights summed in f32 in the
   order (i0,j0,k0), (i1,j0,k0), (i0,j1,k0), ... */
#include "texture.h"
#include "bitcast.h"
#include "gmem.h"
#include "softfp.h"
#include "tex_blend.h"
#include <math.h>
#include <string.h>
#include <stdio.h>

#define TS_ONE_F 0x3f800000u
#define TS_HUGE  4611686018427387904.0f      /* 2^62 texels */

typedef struct ts_level {
    uint32_t n[3];          /* texels per dimension; 1 past the resource's */
    uint64_t off;           /* bytes from data to the level                */
    uint64_t pitch, slice, layer;   /* bytes per row, 2D slice, layer      */
} ts_level;

/* A group's resolved texture. */
typedef struct ts_ctx {
    const uint8_t *base;           /* host address of data                 */
    const ptxvm_texture_desc *s;   /* the sampling state                   */
    uint32_t fmt, ch, csz, elem, px;  /* format, channels, bytes per
                                     channel, per sample, per pixel       */
    uint32_t dims, levels, samples, nlayers, cubemap;
    int asfloat, srgb, lin, miplin, norm;
    uint32_t blend;                /* TB_*: how linear filtering blends   */
    int mode[3];                   /* address modes, unnormalized
                                      coordinates' wrap/mirror as clamp   */
    int nmode[3];                  /* the same for normalized coordinates */
    uint32_t border[4];            /* border colour as result words        */
    int32_t bcode[4];              /* and as 8/16-bit codes, to blend      */
    ts_level lv[PV_TEX_MAXLEV];
} ts_ctx;

/* One lane's fetch, in the resource's terms. */
typedef struct ts_pt {
    uint32_t dims;          /* coordinates used: 1..3                       */
    int isint;              /* i[] are texel indices, else u[]              */
    int norm;               /* u[] normalized                               */
    int nmodes;             /* wrap and mirror apply (normalized, no cube)  */
    int fetch1d;            /* integer fetch of a 1D unlayered texture:
                               zeros outside, as tex1Dfetch              */
    float u[3];
    int32_t i[3], off[3];
    uint32_t layer, sample;
    int cmp;                /* depth compare against ref                    */
    float ref;
} ts_pt;

static uint32_t ts_max(uint32_t a, uint32_t b)
{
    return a > b ? a : b;
}

/* floor(x) for a finite x: exact, and without a libm call. Floats of
   magnitude 2^23 and above are integers already. */
static PV_FORCE_INLINE float ts_floor(float x)
{
    float t;
    if (!(fabsf(x) < 8388608.0f))
        return x;
    t = (float)(int32_t)x;
    return t > x ? t - 1.0f : t;
}

/* f16 bits to f32, exactly (every f16 is an f32). */
static float ts_half(uint32_t h)
{
    uint32_t s = (h & 0x8000u) << 16, e = (h >> 10) & 31u, m = h & 0x3ffu;
    if (e == 31)
        return pv_f32(s | 0x7f800000u | m << 13);
    if (e == 0) {                   /* zero or subnormal: m * 2^-24 */
        float f = (float)m * 5.9604644775390625e-8f;
        return s ? -f : f;
    }
    return pv_f32(s | (e + 112u) << 23 | m << 13);
}

/* sRGB to linear, computed in double and rounded once to f32. */
static float ts_srgb(uint32_t b)
{
    double c = (double)b / 255.0;
    return (float)(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4));
}

/* The words of the texel at p: floats or integers, completed with
   zeros past its channels (the H200 returns 0 for every missing
   channel, alpha too, float or integer reads). v/255 is computed as a double product,
   which rounds to the same f32 as the division for every 8- and 16-bit
   value. */
static void ts_texel(const ts_ctx *c, const uint8_t *p, uint32_t v[4])
{
    uint32_t k;
    for (k = 0; k < c->ch; k++) {
        const uint8_t *q = p + k * c->csz;
        int32_t i;
        switch (c->fmt) {
        case PTXVM_FORMAT_U8:
            i = PV_GLD(uint8_t, q);
            v[k] = !c->asfloat ? (uint32_t)i : c->srgb && k < 3 ?
                   pv_u32(ts_srgb((uint32_t)i)) :
                   pv_u32((float)((double)i * (1.0 / 255.0)));
            break;
        case PTXVM_FORMAT_U16:
            i = PV_GLD(uint16_t, q);
            v[k] = c->asfloat ? pv_u32((float)((double)i * (1.0 / 65535.0)))
                              : (uint32_t)i;
            break;
        case PTXVM_FORMAT_S8:
            i = (int8_t)PV_GLD(uint8_t, q);
            v[k] = !c->asfloat ? (uint32_t)i : i == -128 ? pv_u32(-1.0f) :
                   pv_u32((float)((double)i * (1.0 / 127.0)));
            break;
        case PTXVM_FORMAT_S16:
            i = (int16_t)PV_GLD(uint16_t, q);
            v[k] = !c->asfloat ? (uint32_t)i : i == -32768 ? pv_u32(-1.0f) :
                   pv_u32((float)((double)i * (1.0 / 32767.0)));
            break;
        case PTXVM_FORMAT_F16:
            v[k] = pv_u32(ts_half(PV_GLD(uint16_t, q)));
            break;
        default:                    /* u32, s32, f32: the word itself */
            v[k] = PV_GLD(uint32_t, q);
        }
    }
    for (; k < 4; k++)
        v[k] = 0u;
}

/* Texel index i of a dimension of n texels under mode; -1 = border. */
static PV_FORCE_INLINE int64_t ts_addr(int64_t i, int64_t n, int mode)
{
    if ((uint64_t)i < (uint64_t)n)      /* inside: every mode agrees */
        return i;
    switch (mode) {
    case PTXVM_ADDRESS_WRAP:
        i %= n;
        return i < 0 ? i + n : i;
    case PTXVM_ADDRESS_MIRROR:
        i %= 2 * n;
        if (i < 0)
            i += 2 * n;
        return i >= n ? 2 * n - 1 - i : i;
    case PTXVM_ADDRESS_CLAMP:
        return i < 0 ? 0 : i >= n ? n - 1 : i;
    default:
        return i < 0 || i >= n ? -1 : i;
    }
}

/* floor(x) for |x| <= 2^62. */
static PV_FORCE_INLINE double ts_floord(double x)
{
    double t = (double)(int64_t)x;
    return t > x ? t - 1.0 : t;
}

/* Coordinate u in texels of a size-n dimension plus off; mode is the
   normalized address mode (-1: none applies). A normalized coordinate
   is first truncated to 22 fractional bits (fixed point: the H200 reads
   texel 0 at 0.142857149 * 7 and row 2 at 0.6 * 5; its readings fit
   19 to 22 bits), then scaled by n exactly. NaN is 0; unnormalized
   magnitudes are held to 2^62 texels (infinities included). */
static PV_FORCE_INLINE double ts_coord(float u, uint32_t n, int norm,
                                       int32_t off, int mode)
{
    double x;
    if (u != u)
        u = 0.0f;
    if (norm) {
        /* beyond 2^40 a float is an even integer: wrap and mirror read
           it (and an infinity) as 0, clamp and border at the edge */
        x = (double)u;
        if (!(fabs(x) < 1099511627776.0))
            x = mode == PTXVM_ADDRESS_WRAP || mode == PTXVM_ADDRESS_MIRROR ?
                0.0 : x > 0 ? 1099511627776.0 : -1099511627776.0;
        x = ts_floord(x * 4194304.0);
        x = x * (double)n * (1.0 / 4194304.0);
    } else {
        x = (double)u;
    }
    if (x > TS_HUGE)
        x = TS_HUGE;
    if (x < -TS_HUGE)
        x = -TS_HUGE;
    return off ? x + (double)off : x;
}

/* The texel's words after depth compare: (ref <= value ? 1 : 0, 0, 0, 1). */
static void ts_compare(const ts_ctx *c, const ts_pt *p, uint32_t v[4])
{
    float x = c->asfloat ? pv_f32(v[0]) : (float)(int32_t)v[0];
    v[0] = p->ref <= x ? TS_ONE_F : 0u;
    v[1] = v[2] = 0u;
    v[3] = TS_ONE_F;
}

/* Index pairs and weights of p at level L: for each dimension i0, i1
   (-1 = border) and wk, the weight of i1 in 1/256. Returns whether the
   fetch reads 2^dims texels (linear). */
static int ts_indices(const ts_ctx *c, const ts_level *L, const ts_pt *p,
                      int lin, int64_t i0[3], int64_t i1[3], uint32_t wk[3])
{
    uint32_t d;
    for (d = 0; d < 3; d++) {
        int64_t n = L->n[d];
        int mode = p->nmodes ? c->nmode[d] : c->mode[d];
        wk[d] = 0;
        i0[d] = i1[d] = 0;
        if (d >= p->dims || d >= c->dims)
            continue;
        if (p->isint) {
            int64_t i = (int64_t)p->i[d] + p->off[d];
            i0[d] = i1[d] = p->fetch1d ? (i < 0 || i >= n ? -1 : i)
                                       : ts_addr(i, n, c->mode[d]);
        } else {
            double x = ts_coord(p->u[d], L->n[d], p->norm, p->off[d],
                                p->nmodes ? mode : -1);
            if (lin) {
                double xb = x - 0.5, fl = ts_floord(xb);
                wk[d] = (uint32_t)ts_floord((xb - fl) * 256.0 + 0.5);
                if (wk[d] == 256) {     /* a whole texel on: gathers see it */
                    wk[d] = 0;
                    fl += 1.0;
                }
                i0[d] = ts_addr((int64_t)fl, n, mode);
                i1[d] = ts_addr((int64_t)fl + 1, n, mode);
            } else {
                i0[d] = i1[d] = ts_addr((int64_t)ts_floord(x), n, mode);
            }
        }
    }
    return lin && !p->isint;
}

/* The words of texel (x, y, z) of level L (border when an index is -1),
   compared when p asks. */
static void ts_tap(const ts_ctx *c, const ts_level *L, const ts_pt *p,
                   int64_t x, int64_t y, int64_t z, uint32_t v[4])
{
    if (x < 0 || y < 0 || z < 0) {
        if (p->fetch1d)
            v[0] = v[1] = v[2] = v[3] = 0u;
        else
            memcpy(v, c->border, 4 * sizeof *v);
    } else {
        ts_texel(c, c->base + L->off + p->layer * L->layer +
                 (uint64_t)z * L->slice + (uint64_t)y * L->pitch +
                 (uint64_t)x * c->px + (uint64_t)p->sample * c->elem, v);
    }
    if (p->cmp)
        ts_compare(c, p, v);
}

/* The integer codes of the texel (x, y, z) of level L for a blend of
   8- or 16-bit normalized texels (the border colour's codes at -1). */
static void ts_codes(const ts_ctx *c, const ts_level *L, const ts_pt *p,
                     int64_t x, int64_t y, int64_t z, int32_t v[4])
{
    const uint8_t *q;
    uint32_t k;
    if (x < 0 || y < 0 || z < 0) {
        memcpy(v, c->bcode, 4 * sizeof *v);
        return;
    }
    q = c->base + L->off + p->layer * L->layer + (uint64_t)z * L->slice +
        (uint64_t)y * L->pitch + (uint64_t)x * c->px +
        (uint64_t)p->sample * c->elem;
    for (k = 0; k < c->ch; k++, q += c->csz) {
        switch (c->fmt) {
        case PTXVM_FORMAT_U8: v[k] = PV_GLD(uint8_t, q); break;
        case PTXVM_FORMAT_S8: v[k] = (int8_t)PV_GLD(uint8_t, q); break;
        case PTXVM_FORMAT_U16: v[k] = PV_GLD(uint16_t, q); break;
        default: v[k] = (int16_t)PV_GLD(uint16_t, q); break;
        }
    }
}

/* A float blend's result word: acc is the weighted sum in 1/256. */
static uint32_t ts_blended(const ts_ctx *c, double acc)
{
    if (acc != acc)
        return TB_NAN;
    acc *= 1.0 / 256.0;
    if (c->blend == TB_F16)
        return pv_u32(ts_half((uint32_t)sf_cvt_ff(SF_F16, SF_F64, pv_u64(acc),
                                                  SF_RN, 0)));
    return pv_u32((float)acc);
}

/* Point or linear filtering of p at level lv (tex_blend.h). */
static void ts_filter(const ts_ctx *c, uint32_t lv, const ts_pt *p,
                      uint32_t out[4])
{
    const ts_level *L = &c->lv[lv];
    int64_t i0[3], i1[3];
    uint32_t wk[3], k, e;
    int32_t w[8];
    uint32_t dims = p->dims < c->dims ? p->dims : c->dims;
    if (!ts_indices(c, L, p, c->lin && (c->asfloat || p->cmp), i0, i1, wk)) {
        ts_tap(c, L, p, i0[0], i0[1], i0[2], out);
        return;
    }
    if (dims == 1 && c->dims == 1) {
        /* the H200 filters a 1D texture as 2D at y = 0: rows -1 and 0
           at weight 1/2 each, which shows under border addressing */
        int m = p->nmodes ? c->nmode[1] : c->mode[1];
        i0[1] = m == PTXVM_ADDRESS_BORDER ? -1 : 0;
        i1[1] = 0;
        wk[1] = 128;
        dims = 2;
    }
    tb_weights(dims, wk, w);
    if (c->blend >= TB_UNORM8 && !p->cmp) {
        int64_t acc[4] = { 0, 0, 0, 0 };
        for (k = 0; k < (1u << dims); k++) {
            int32_t v[4];
            if (!w[k])
                continue;
            ts_codes(c, L, p, (k & 1u) ? i1[0] : i0[0],
                     (k & 2u) ? i1[1] : i0[1], (k & 4u) ? i1[2] : i0[2], v);
            for (e = 0; e < c->ch; e++)
                acc[e] += (int64_t)w[k] * v[e];
        }
        for (e = 0; e < 4; e++)
            out[e] = e < c->ch ? tb_norm(c->blend, acc[e]) : 0u;
    } else {
        double acc[4] = { 0, 0, 0, 0 };
        for (k = 0; k < (1u << dims); k++) {
            uint32_t v[4];
            if (!w[k])
                continue;
            ts_tap(c, L, p, (k & 1u) ? i1[0] : i0[0], (k & 2u) ? i1[1] : i0[1],
                   (k & 4u) ? i1[2] : i0[2], v);
            for (e = 0; e < 4; e++)
                acc[e] += (double)w[k] * pv_f32(v[e]);
        }
        for (e = 0; e < 4; e++)
            out[e] = ts_blended(c, acc[e]);
    }
}

/* tld4: component comp of the 2x2 footprint of linear filtering, in
   the order (i0,j1), (i1,j1), (i1,j0), (i0,j0): counter-clockwise from
   the lower left, as tex2Dgather returns them. */
static void ts_gather(const ts_ctx *c, uint32_t lv, ts_pt *p, uint32_t comp,
                      uint32_t out[4])
{
    const ts_level *L = &c->lv[lv];
    static const uint8_t cx[4] = { 0, 1, 1, 0 }, cy[4] = { 1, 1, 0, 0 };
    int64_t i0[3], i1[3];
    uint32_t wk[3], k;
    if (p->isint) {                 /* integer coordinates as floats */
        p->u[0] = (float)p->i[0];
        p->u[1] = (float)p->i[1];
        p->isint = 0;
        p->norm = p->nmodes = 0;
    }
    p->dims = 2;
    ts_indices(c, L, p, 1, i0, i1, wk);
    for (k = 0; k < 4; k++) {
        uint32_t v[4];
        ts_tap(c, L, p, cx[k] ? i1[0] : i0[0], cy[k] ? i1[1] : i0[1], 0, v);
        out[k] = v[comp];
        if (c->asfloat && (out[k] & 0x7fffffffu) > 0x7f800000u)
            out[k] = TB_NAN;        /* the H200's gathers return this NaN */
    }
}

/* Cube map face and face coordinates of direction (x, y, z), by the
   major axis as the CUDA Programming Guide's cubemap table gives them;
   a tie picks x over y over z. (s, t) -> ((s / m + 1) / 2, (t / m + 1) / 2). */
static uint32_t ts_cube(float x, float y, float z, float *s, float *t)
{
    float ax = fabsf(x), ay = fabsf(y), az = fabsf(z), m, sc, tc;
    uint32_t face;
    if (ax >= ay && ax >= az) {
        face = x >= 0 ? 0 : 1;
        m = ax;
        sc = x >= 0 ? -z : z;
        tc = -y;
    } else if (ay >= az) {
        face = y >= 0 ? 2 : 3;
        m = ay;
        sc = x;
        tc = y >= 0 ? z : -z;
    } else {
        face = z >= 0 ? 4 : 5;
        m = az;
        sc = z >= 0 ? x : -x;
        tc = -y;
    }
    *s = (sc / m + 1.0f) / 2.0f;
    *t = (tc / m + 1.0f) / 2.0f;
    return face;
}

/* The LOD of lane l: PTXVM_LOD_LEVEL's level, or from the gradients:
   log2 of the longer of dPdx and dPdy measured in level-0 texels
   (normalized coordinates scaled by the size per dimension; a cube's
   direction by size / (2 |m|)); then the bias and the clamps. */
static float ts_lod(const ts_ctx *c, const ptxvm_tex_request *q, uint32_t l,
                    uint32_t dims, float cube_m)
{
    float lod, lo, hi;
    if (q->lod == PTXVM_LOD_LEVEL) {
        lod = q->level[l];
    } else {
        double gx = 0, gy = 0, sc[3];
        uint32_t d;
        for (d = 0; d < 3; d++)
            sc[d] = cube_m > 0 ? (double)c->lv[0].n[0] / (2.0 * cube_m) :
                    c->norm ? (double)c->lv[0].n[d] : 1.0;
        for (d = 0; d < dims; d++) {
            double a = q->dpdx[d][l] * sc[d], b = q->dpdy[d][l] * sc[d];
            gx += a * a;
            gy += b * b;
        }
        lod = (float)(0.5 * log2(gx > gy ? gx : gy));
    }
    if (lod != lod)                 /* a NaN level (or gradient) is 0 */
        lod = 0.0f;
    /* the H200 keeps 8 fractional bits of the level, cut toward zero,
       before the bias */
    if (fabsf(lod) < 8388608.0f)
        lod = (float)(int32_t)(lod * 256.0f) / 256.0f;
    lod += c->s->mipmap_level_bias;
    lo = c->s->min_mipmap_level_clamp;
    hi = c->s->max_mipmap_level_clamp;
    if (lod != lod)                 /* a NaN bias */
        lod = 0.0f;
    lod = lod < lo ? lo : lod;
    lod = lod > hi ? hi : lod;
    if (!(lod > 0.0f))
        lod = 0.0f;
    if (lod > (float)(c->levels - 1))
        lod = (float)(c->levels - 1);
    return lod;
}

/* One lane of the generic path. */
static void ts_lane(const ts_ctx *c, const ptxvm_tex_request *q, uint32_t l,
                    uint32_t out[4])
{
    ts_pt p;
    uint32_t geom = q->geom, d, lv0 = 0, lv1 = 0, frac = 0, e;
    int miplin = 0;
    float cube_m = 0.0f;
    int32_t layer = 0;
    memset(&p, 0, sizeof p);
    p.isint = q->coords_int != 0;
    p.norm = p.nmodes = c->norm;
    p.dims = geom == PTXVM_GEOM_3D ? 3 : geom == PTXVM_GEOM_1D ||
             geom == PTXVM_GEOM_A1D ? 1 : 2;
    for (d = 0; d < 3; d++) {
        p.i[d] = (int32_t)q->c[d][l];
        p.u[d] = pv_f32(q->c[d][l]);
        p.off[d] = q->has_offset && geom != PTXVM_GEOM_CUBE &&
                   geom != PTXVM_GEOM_ACUBE ? q->offset[d][l] : 0;
    }
    if (geom == PTXVM_GEOM_A1D || geom == PTXVM_GEOM_A2D ||
        geom == PTXVM_GEOM_ACUBE || geom == PTXVM_GEOM_A2DMS) {
        int32_t n = (int32_t)(geom == PTXVM_GEOM_ACUBE ? c->nlayers / 6
                                                       : c->nlayers);
        layer = q->layer[l];
        /* the H200 takes the index as unsigned: -1 is the last layer */
        layer = n == 0 ? 0 : (uint32_t)layer >= (uint32_t)n ? n - 1 : layer;
    }
    if (geom == PTXVM_GEOM_CUBE || geom == PTXVM_GEOM_ACUBE) {
        float x = p.isint ? (float)p.i[0] : p.u[0];
        float y = p.isint ? (float)p.i[1] : p.u[1];
        float z = p.isint ? (float)p.i[2] : p.u[2];
        uint32_t face = ts_cube(x, y, z, &p.u[0], &p.u[1]);
        cube_m = fmaxf(fabsf(x), fmaxf(fabsf(y), fabsf(z)));
        layer = layer * 6 + (int32_t)face;
        if ((uint32_t)layer >= c->nlayers)
            layer = (int32_t)c->nlayers - 1;
        p.isint = 0;
        p.norm = 1;         /* faces clamp (or border): no seamless cubes */
        p.nmodes = 0;
    }
    p.layer = (uint32_t)layer;
    if (geom == PTXVM_GEOM_2DMS || geom == PTXVM_GEOM_A2DMS) {
        if (q->sample[l] < 0 || (uint32_t)q->sample[l] >= c->samples) {
            memset(out, 0, 4 * sizeof *out);  /* no such sample: zeros */
            return;
        }
        p.sample = (uint32_t)q->sample[l];
        p.isint = 1;
    }
    p.fetch1d = p.isint && c->dims == 1 && c->nlayers == 1 && c->levels == 1;
    if (q->has_compare) {
        p.cmp = 1;
        p.ref = q->compare[l];
    }
    if (q->lod != PTXVM_LOD_BASE && c->levels > 1) {
        float lod = ts_lod(c, q, l, cube_m > 0 ? 3 : p.dims, cube_m);
        if (c->miplin && c->asfloat && !q->gather) {
            miplin = 1;
            lv0 = (uint32_t)lod;
            frac = (uint32_t)ts_floor((lod - (float)lv0) * 256.0f);
            if (frac == 256) {
                lv0++;
                frac = 0;
            }
            lv1 = lv0 + 1 < c->levels ? lv0 + 1 : lv0;
        } else {
            lv0 = (uint32_t)ts_floor(lod + 0.5f);
            if (lv0 >= c->levels)
                lv0 = c->levels - 1;
        }
    }
    if (q->gather) {
        ts_gather(c, lv0, &p, (q->gather - 1) & 3u, out);
        return;
    }
    ts_filter(c, lv0, &p, out);
    if (frac && lv1 != lv0) {
        uint32_t o1[4];
        ts_filter(c, lv1, &p, o1);
        for (e = 0; e < 4; e++)
            out[e] = ts_blended(c, (double)(256u - frac) * pv_f32(out[e]) +
                                   (double)frac * pv_f32(o1[e]));
    } else if (miplin) {            /* a blend of one level: NaN as blends */
        for (e = 0; e < 4; e++)
            if ((out[e] & 0x7fffffffu) > 0x7f800000u)
                out[e] = TB_NAN;
    }
}

/* ---- the 2D fast path ---------------------------------------------------
   2D geometry on a 2D single-level texture, float coordinates, no
   offset, compare or gather. Read as floats: the same arithmetic as
   ts_filter with the format's decoding inlined, for the CH channels
   the format has; the absent ones are 0. A lane that
   reaches the border goes the generic way. */

static PV_FORCE_INLINE float ts_u8f(uint32_t b)
{
    return (float)((double)b * (1.0 / 255.0));
}

#define TS_FAST_LOOP(CH, DECODE, BLEND)                                      \
    for (l = 0; l < 32; l++) {                                               \
        double x, y;                                                         \
        float t[4];                                                          \
        int64_t x0, x1, y0, y1;                                              \
        uint32_t e;                                                          \
        if (!((group >> l) & 1u))                                            \
            continue;                                                        \
        x = ts_coord(pv_f32(q->c[0][l]), n0, c->norm, 0, m0);                \
        y = ts_coord(pv_f32(q->c[1][l]), n1, c->norm, 0, m1);                \
        if (!c->lin) {                                                       \
            x0 = ts_addr((int64_t)ts_floord(x), n0, m0);                     \
            y0 = ts_addr((int64_t)ts_floord(y), n1, m1);                     \
            if (x0 < 0 || y0 < 0)                                            \
                goto slow;                                                   \
            DECODE(row0 + (uint64_t)y0 * pitch + (uint64_t)x0 * px, t);      \
            for (e = 0; e < CH; e++)                                         \
                r->v[e][l] = pv_u32(t[e]);                                   \
        } else {                                                             \
            double xb = x - 0.5, yb = y - 0.5, fx = ts_floord(xb);           \
            double fy = ts_floord(yb);                                       \
            uint32_t a[3];                                                   \
            int32_t w[8];                                                    \
            const uint8_t *tp[4];                                            \
            a[0] = (uint32_t)ts_floord((xb - fx) * 256.0 + 0.5);             \
            a[1] = (uint32_t)ts_floord((yb - fy) * 256.0 + 0.5);             \
            a[2] = 0;                                                        \
            x0 = ts_addr((int64_t)fx, n0, m0);                               \
            x1 = ts_addr((int64_t)fx + 1, n0, m0);                           \
            y0 = ts_addr((int64_t)fy, n1, m1);                               \
            y1 = ts_addr((int64_t)fy + 1, n1, m1);                           \
            if ((x0 | x1 | y0 | y1) < 0)                                     \
                goto slow;                                                   \
            tb_weights(2, a, w);                                             \
            tp[0] = row0 + (uint64_t)y0 * pitch + (uint64_t)x0 * px;         \
            tp[1] = row0 + (uint64_t)y0 * pitch + (uint64_t)x1 * px;         \
            tp[2] = row0 + (uint64_t)y1 * pitch + (uint64_t)x0 * px;         \
            tp[3] = row0 + (uint64_t)y1 * pitch + (uint64_t)x1 * px;         \
            BLEND(tp, w, t);                                                 \
        }                                                                    \
        for (e = CH; e < 4; e++)                                             \
            r->v[e][l] = 0u;                                                 \
        continue;                                                            \
    slow:                                                                    \
        ts_lane(c, q, l, out);                                               \
        for (e = 0; e < 4; e++)                                              \
            r->v[e][l] = out[e];                                             \
    }

/* Blends of the four corners tp[] with weights w[] (tex_blend.h) into
   lane l's words. */
#define TS_BLEND_F32(CH) do {                                                \
        double acc_[4] = { 0, 0, 0, 0 };                                     \
        uint32_t k_, e_;                                                     \
        for (k_ = 0; k_ < 4; k_++) {                                         \
            if (!w[k_])                                                      \
                continue;                                                    \
            for (e_ = 0; e_ < CH; e_++)                                      \
                acc_[e_] += (double)w[k_] *                                  \
                    pv_f32(PV_GLD(uint32_t, tp[k_] + 4 * e_));               \
        }                                                                    \
        for (e_ = 0; e_ < CH; e_++)                                          \
            r->v[e_][l] = ts_blended(c, acc_[e_]);                           \
    } while (0)
#define TS_BLEND_F32X1(tp, w, t) TS_BLEND_F32(1)
#define TS_BLEND_F32X4(tp, w, t) TS_BLEND_F32(4)
#define TS_BLEND_U8X4(tp, w, t) do {                                         \
        int64_t acc_[4] = { 0, 0, 0, 0 };                                    \
        uint32_t k_, e_;                                                     \
        for (k_ = 0; k_ < 4; k_++)                                           \
            for (e_ = 0; e_ < 4; e_++)                                       \
                acc_[e_] += (int64_t)w[k_] * PV_GLD(uint8_t, tp[k_] + e_);    \
        for (e_ = 0; e_ < 4; e_++)                                           \
            r->v[e_][l] = tb_norm(TB_UNORM8, acc_[e_]);                      \
    } while (0)
#define TS_BLEND_ANY(tp, w, t) do { (void)(tp); goto slow; } while (0)

#define TS_DEC_F32X1(tp, t) (t[0] = pv_f32(PV_GLD(uint32_t, (tp))))
#define TS_DEC_F32X4(tp, t) do {                                             \
        const uint8_t *p_ = (tp);                                            \
        t[0] = pv_f32(PV_GLD(uint32_t, p_));                                   \
        t[1] = pv_f32(PV_GLD(uint32_t, p_ + 4));                               \
        t[2] = pv_f32(PV_GLD(uint32_t, p_ + 8));                               \
        t[3] = pv_f32(PV_GLD(uint32_t, p_ + 12));                              \
    } while (0)
#define TS_DEC_U8X4(tp, t) do {                                              \
        const uint8_t *p_ = (tp);                                            \
        uint32_t wd_ = aligned ? PV_GLD(uint32_t, p_) :                      \
            (uint32_t)PV_GLD(uint8_t, p_) |                                  \
            (uint32_t)PV_GLD(uint8_t, p_ + 1) << 8 |                         \
            (uint32_t)PV_GLD(uint8_t, p_ + 2) << 16 |                        \
            (uint32_t)PV_GLD(uint8_t, p_ + 3) << 24;                         \
        t[0] = ts_u8f(wd_ & 0xffu);                                          \
        t[1] = ts_u8f((wd_ >> 8) & 0xffu);                                   \
        t[2] = ts_u8f((wd_ >> 16) & 0xffu);                                  \
        t[3] = ts_u8f(wd_ >> 24);                                            \
    } while (0)
#define TS_DEC_ANY(tp, t) do {                                               \
        uint32_t v_[4], e_;                                                  \
        ts_texel(c, (tp), v_);                                               \
        for (e_ = 0; e_ < 4; e_++)                                           \
            t[e_] = pv_f32(v_[e_]);                                            \
    } while (0)

/* The locals of a fast path: level 0's rows, size and pitch, the texel
   size and the address modes in effect (TS_FAST_LOOP reads them). */
#define TS_FAST_LOCALS                                                       \
    const uint8_t *row0 = c->base;                                           \
    uint32_t n0 = c->lv[0].n[0], n1 = c->lv[0].n[1], l, out[4];              \
    uint64_t pitch = c->lv[0].pitch, px = c->px;                             \
    int m0 = c->norm ? c->nmode[0] : c->mode[0];                             \
    int m1 = c->norm ? c->nmode[1] : c->mode[1]

static void ts_fast_f32x1(const ts_ctx *c, const ptxvm_tex_request *q,
                          uint32_t group, ptxvm_tex_result *r)
{
    TS_FAST_LOCALS;
    TS_FAST_LOOP(1, TS_DEC_F32X1, TS_BLEND_F32X1)
}

static void ts_fast_f32x4(const ts_ctx *c, const ptxvm_tex_request *q,
                          uint32_t group, ptxvm_tex_result *r)
{
    TS_FAST_LOCALS;
    TS_FAST_LOOP(4, TS_DEC_F32X4, TS_BLEND_F32X4)
}

static void ts_fast_u8x4(const ts_ctx *c, const ptxvm_tex_request *q,
                         uint32_t group, ptxvm_tex_result *r)
{
    TS_FAST_LOCALS;
    int aligned = ((uintptr_t)row0 & 3u) == 0;
    TS_FAST_LOOP(4, TS_DEC_U8X4, TS_BLEND_U8X4)
}

static void ts_fast_any(const ts_ctx *c, const ptxvm_tex_request *q,
                        uint32_t group, ptxvm_tex_result *r)
{
    TS_FAST_LOCALS;
    TS_FAST_LOOP(4, TS_DEC_ANY, TS_BLEND_ANY)
}

/* Integer reads (never filtered: ts_filter samples them at a point
   whatever the filter mode): the texel's words as ts_texel gives them;
   a lane that reaches the border goes the generic way. */
static void ts_fast_int(const ts_ctx *c, const ptxvm_tex_request *q,
                        uint32_t group, ptxvm_tex_result *r)
{
    TS_FAST_LOCALS;
    uint32_t e;
    for (l = 0; l < 32; l++) {
        double x, y;
        int64_t x0, y0;
        if (!((group >> l) & 1u))
            continue;
        x = ts_coord(pv_f32(q->c[0][l]), n0, c->norm, 0, m0);
        y = ts_coord(pv_f32(q->c[1][l]), n1, c->norm, 0, m1);
        x0 = ts_addr((int64_t)ts_floord(x), n0, m0);
        y0 = ts_addr((int64_t)ts_floord(y), n1, m1);
        if (x0 < 0 || y0 < 0)
            ts_lane(c, q, l, out);
        else
            ts_texel(c, row0 + (uint64_t)y0 * pitch + (uint64_t)x0 * px, out);
        for (e = 0; e < 4; e++)
            r->v[e][l] = out[e];
    }
}

static void ts_fast2d(const ts_ctx *c, const ptxvm_tex_request *q,
                      uint32_t group, ptxvm_tex_result *r)
{
    if (!c->asfloat)
        ts_fast_int(c, q, group, r);
    else if (c->fmt == PTXVM_FORMAT_F32 && c->ch == 1)
        ts_fast_f32x1(c, q, group, r);
    else if (c->fmt == PTXVM_FORMAT_F32 && c->ch == 4)
        ts_fast_f32x4(c, q, group, r);
    else if (c->fmt == PTXVM_FORMAT_U8 && c->ch == 4 && !c->srgb)
        ts_fast_u8x4(c, q, group, r);
    else
        ts_fast_any(c, q, group, r);
}

#undef TS_FAST_LOOP
#undef TS_DEC_F32X1
#undef TS_DEC_F32X4
#undef TS_DEC_U8X4
#undef TS_DEC_ANY
#undef TS_BLEND_F32
#undef TS_BLEND_F32X1
#undef TS_BLEND_F32X4
#undef TS_BLEND_U8X4
#undef TS_BLEND_ANY

/* ---- a warp ------------------------------------------------------------- */

/* The border colour as result words, as the H200 returns it: stored in
   the texel format first. 8- and 16-bit formats read as floats take the
   UNORM/SNORM code nearest to the clamped colour (ties upward:
   floor(x * max + 0.5)) decoded like a texel; read as integers they give
   0. f16 rounds the colour to half precision, f32 keeps it; 32-bit
   integer formats return the colour's f32 bit patterns. Channels the
   format lacks are 0. */
static void ts_border(ts_ctx *c, const float col[4])
{
    uint32_t k;
    for (k = 0; k < 4; k++) {
        float f = col[k];
        double mx = 0.0, lo = 0.0;
        uint32_t w = pv_u32(f);
        switch (c->fmt) {
        case PTXVM_FORMAT_U8: mx = 255.0; break;
        case PTXVM_FORMAT_U16: mx = 65535.0; break;
        case PTXVM_FORMAT_S8: mx = 127.0; lo = -1.0; break;
        case PTXVM_FORMAT_S16: mx = 32767.0; lo = -1.0; break;
        case PTXVM_FORMAT_F16:
            w = pv_u32(ts_half((uint32_t)sf_cvt_ff(SF_F16, SF_F32, w, SF_RN,
                                                   0)));
            break;
        default: break;
        }
        c->bcode[k] = 0;
        if (mx != 0.0) {
            double x = f != f ? 0.0 : f < lo ? lo : f > 1.0f ? 1.0 : f;
            double i = floor(x * mx + 0.5);
            c->bcode[k] = k < c->ch ? (int32_t)i : 0;
            w = !c->asfloat ? 0u : c->srgb && k < 3 ?
                pv_u32(ts_srgb((uint32_t)i)) :
                pv_u32((float)(i * (1.0 / mx)));
        }
        c->border[k] = k < c->ch ? w : 0u;
    }
}

static void ts_init(ts_ctx *c, const pv_texture *t,
                    const ptxvm_texture_desc *s, const uint8_t *base)
{
    uint32_t i, d, n[3];
    c->base = base;
    c->s = s;
    c->fmt = t->res.format;
    c->ch = t->res.channels;
    c->csz = pv_fmt_bytes((ptxvm_format)c->fmt);
    c->elem = t->elem;
    c->samples = t->samples;
    c->px = t->elem * t->samples;
    c->dims = t->dims;
    c->levels = t->levels;
    c->nlayers = t->nlayers;
    c->cubemap = (t->res.flags & PTXVM_RESOURCE_CUBEMAP) != 0;
    c->asfloat = c->fmt == PTXVM_FORMAT_F16 || c->fmt == PTXVM_FORMAT_F32 ||
                 !t->tex.read_as_integer;
    c->srgb = t->tex.srgb && c->fmt == PTXVM_FORMAT_U8 && c->asfloat;
    c->blend = c->fmt == PTXVM_FORMAT_F16 ? TB_F16 :
               c->srgb || c->fmt == PTXVM_FORMAT_F32 ? TB_FLOAT :
               c->fmt == PTXVM_FORMAT_U8 ? TB_UNORM8 :
               c->fmt == PTXVM_FORMAT_U16 ? TB_UNORM16 :
               c->fmt == PTXVM_FORMAT_S8 ? TB_SNORM8 :
               c->fmt == PTXVM_FORMAT_S16 ? TB_SNORM16 : TB_FLOAT;
    c->lin = s->filter_linear != 0;
    c->miplin = s->mipmap_filter_linear != 0;
    c->norm = s->normalized_coords != 0;
    for (d = 0; d < 3; d++) {
        int m = (int)s->address_mode[d];
        c->nmode[d] = m;
        c->mode[d] = m == PTXVM_ADDRESS_BORDER ? m : PTXVM_ADDRESS_CLAMP;
    }
    ts_border(c, s->border_color);
    n[0] = t->res.width;
    n[1] = t->res.height ? t->res.height : 1;
    n[2] = t->res.depth ? t->res.depth : 1;
    for (i = 0; i < c->levels; i++) {
        ts_level *L = &c->lv[i];
        for (d = 0; d < 3; d++)
            L->n[d] = ts_max(1, n[d] >> i);
        L->pitch = i ? (uint64_t)L->n[0] * c->px : t->pitch;
        L->slice = L->pitch * L->n[1];
        L->layer = L->slice * L->n[2];
        L->off = i ? c->lv[i - 1].off + c->lv[i - 1].layer * c->nlayers : 0;
    }
}

static ptxvm_result ts_fault(uint32_t *fault_lane, uint32_t lane,
                             ptxvm_result e)
{
    *fault_lane = lane;
    return e;
}

static const char *ts_kind_name(uint32_t kind)
{
    return kind == PV_OBJ_SURFACE ? " (it is a surface)" :
           kind == PV_OBJ_SAMPLER ? " (it is a sampler)" :
           kind == PV_OBJ_TEXTURE ? " (it is a texture)" : "";
}

ptxvm_result pv_tex_warp(ptxvm_vm *vm, const uint64_t h[32],
                         ptxvm_tex_request *q, ptxvm_tex_result *r,
                         uint32_t *fault_lane, char *msg, size_t msg_size)
{
    uint32_t todo = q->mask, l, k;
    pv_texture t, so;
    ts_ctx c;
    r->resident = q->mask;
    while (todo) {
        uint32_t first = (uint32_t)__builtin_ctz(todo), group = 0, kind;
        uint64_t hv = h[first];
        const ptxvm_texture_desc *s;
        const uint8_t *base;
        for (l = first; l < 32; l++)
            if (((todo >> l) & 1u) && h[l] == hv)
                group |= 1u << l;
        todo &= ~group;
        kind = pv_obj_get(vm, hv, &t);
        if (kind != PV_OBJ_TEXTURE) {
            snprintf(msg, msg_size, "texture handle 0x%llx is not a live "
                     "texture object%s", (unsigned long long)hv,
                     ts_kind_name(kind));
            return ts_fault(fault_lane, first, PTXVM_E_MEMORY_FAULT);
        }
        if (t.tex.sample) {
            /* q itself, its handle group and texture set for the call */
            uint32_t mask = q->mask;
            uint64_t tex = q->texture;
            ptxvm_result e;
            q->mask = group;
            q->texture = hv;
            e = t.tex.sample(t.tex.sample_user, q, r);
            q->mask = mask;
            q->texture = tex;
            if (e != PTXVM_OK) {
                snprintf(msg, msg_size, "the host sampler of texture 0x%llx "
                         "failed (%d)", (unsigned long long)hv, (int)e);
                return ts_fault(fault_lane, first, e);
            }
            continue;
        }
        s = &t.tex;
        if (q->sampler) {
            kind = pv_obj_get(vm, q->sampler, &so);
            if (kind != PV_OBJ_SAMPLER && kind != PV_OBJ_TEXTURE) {
                snprintf(msg, msg_size, "sampler handle 0x%llx is not a live "
                         "sampler or texture object%s",
                         (unsigned long long)q->sampler, ts_kind_name(kind));
                return ts_fault(fault_lane, first, PTXVM_E_MEMORY_FAULT);
            }
            s = &so.tex;
        }
        if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) {
            base = (const uint8_t *)(uintptr_t)t.res.data;
        } else {
            const pv_region *rg = pv_devmem_find(&vm->mem, t.res.data, t.span);
            if (!rg || !rg->host || !(rg->access & PTXVM_READ)) {
                snprintf(msg, msg_size, "texture 0x%llx reads device memory "
                         "0x%llx..+%llu that is no longer allocated",
                         (unsigned long long)hv,
                         (unsigned long long)t.res.data,
                         (unsigned long long)t.span);
                return ts_fault(fault_lane, first, PTXVM_E_MEMORY_FAULT);
            }
            base = rg->host + (t.res.data - rg->base);
        }
        ts_init(&c, &t, s, base);
        if (q->geom == PTXVM_GEOM_2D && c.dims == 2 && !q->coords_int &&
            !q->gather && !q->has_offset && !q->has_compare &&
            c.samples == 1 && (c.levels == 1 || q->lod == PTXVM_LOD_BASE)) {
            ts_fast2d(&c, q, group, r);
            continue;
        }
        for (l = first; l < 32; l++) {
            uint32_t out[4];
            if (!((group >> l) & 1u))
                continue;
            ts_lane(&c, q, l, out);
            for (k = 0; k < 4; k++)
                r->v[k][l] = out[k];
        }
    }
    return PTXVM_OK;
}

#undef TS_ONE_F
#undef TS_HUGE
