/* CUDA texture sampling, modelled from the CUDA C Programming Guide's
   "Texture Fetching" appendix and its cube map, mipmap and gather
   sections (see tex_model.h; the undocumented choices are in
   tests/README.md), and what an H200 showed where the guide is silent
   (tests/gpu/README.md): filter weights are integers in 1/256, blends of
   8/16-bit texels are rounded once to 16 bits, f16 ones to f16. */
#include "tex_model.h"
#include <math.h>
#include <string.h>

static uint32_t fmt_bytes(int f)
{
    switch (f) {
    case PTXVM_FORMAT_U8: case PTXVM_FORMAT_S8: return 1;
    case PTXVM_FORMAT_U16: case PTXVM_FORMAT_S16: case PTXVM_FORMAT_F16:
        return 2;
    default: return 4;
    }
}

uint32_t tm_texel_size(const ptxvm_resource_desc *r)
{
    return fmt_bytes(r->format) * r->channels;
}

/* The extent of dimension n (0 = absent) at a mipmap level. */
static uint32_t lvl_size(uint32_t n, int level)
{
    uint32_t s;
    if (!n)
        return 0;
    s = n >> level;
    return s ? s : 1;
}

typedef struct tm_level {
    size_t   base;           /* byte offset of the level                  */
    uint32_t n[3];           /* width, height, depth (>= 1)               */
    size_t   row, slice, layer;   /* byte strides                         */
} tm_level;

static void level_of(const ptxvm_resource_desc *r, int level, tm_level *L)
{
    size_t ts = tm_texel_size(r), base = 0;
    int i;
    for (i = 0; i <= level; i++) {
        uint32_t w = lvl_size(r->width, i), h = lvl_size(r->height, i),
                 d = lvl_size(r->depth, i);
        L->n[0] = w;
        L->n[1] = h ? h : 1;
        L->n[2] = d ? d : 1;
        L->row = (r->levels <= 1 && r->pitch) ? r->pitch : w * ts;
        L->slice = L->row * L->n[1];
        L->layer = L->slice * L->n[2];
        L->base = base;
        base += L->layer * (r->layers ? r->layers : 1);
    }
}

size_t tm_resource_bytes(const ptxvm_resource_desc *r)
{
    tm_level L;
    int levels = r->levels > 1 ? (int)r->levels : 1;
    level_of(r, levels - 1, &L);
    return L.base + L.layer * (r->layers ? r->layers : 1);
}

static float half_to_float(uint16_t h)
{
    int e = (h >> 10) & 31, m = h & 1023;
    float v;
    if (e == 31)
        v = m ? NAN : INFINITY;
    else if (e == 0)
        v = ldexpf((float)m, -24);
    else
        v = ldexpf((float)(m | 1024), e - 25);
    return (h & 0x8000) ? -v : v;
}

static uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static float u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* sRGB to linear, of an 8-bit value (rule: exact in double, one rounding). */
static float srgb_linear(uint32_t v)
{
    double c = v / 255.0;
    c = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
    return (float)c;
}

static int reads_float(const tm_texture *t)
{
    return !t->desc->read_as_integer || t->res->format == PTXVM_FORMAT_F16 ||
           t->res->format == PTXVM_FORMAT_F32;
}

/* x rounded to the nearest f16 value (ties to even), as a double;
   overflow gives an infinity. */
static double half_round(double x)
{
    int e;
    double m, q;
    if (x != x || x == 0.0 || isinf(x))
        return x;
    m = frexp(fabs(x), &e);           /* |x| = m * 2^e, 0.5 <= m < 1 */
    if (e < -13)
        e = -13;                      /* subnormal: quantum 2^-24 */
    q = ldexp(1.0, e - 11);
    m = fabs(x) / q;
    m = floor(m + 0.5) - ((fmod(m, 2.0) == 0.5) ? 1.0 : 0.0);
    m *= q;
    if (m > 65504.0)
        m = INFINITY;
    return x < 0 ? -m : m;
}

/* Channel ch of the texel at p as the word the read mode gives. */
static uint32_t element(const tm_texture *t, const unsigned char *p, int ch)
{
    const ptxvm_resource_desc *r = t->res;
    int as_float = !t->desc->read_as_integer || r->format == PTXVM_FORMAT_F16 ||
                   r->format == PTXVM_FORMAT_F32;
    uint32_t raw = 0;
    int32_t s = 0;
    const unsigned char *q;
    (void)as_float;
    if (ch >= (int)r->channels)      /* rule (H200): missing channels are 0 */
        return 0u;
    q = p + ch * fmt_bytes(r->format);
    switch (fmt_bytes(r->format)) {
    case 1: raw = q[0]; break;
    case 2: raw = (uint32_t)q[0] | (uint32_t)q[1] << 8; break;
    default: raw = (uint32_t)q[0] | (uint32_t)q[1] << 8 |
                   (uint32_t)q[2] << 16 | (uint32_t)q[3] << 24;
    }
    switch (r->format) {
    case PTXVM_FORMAT_F32: return raw;
    case PTXVM_FORMAT_F16: return f2u(half_to_float((uint16_t)raw));
    case PTXVM_FORMAT_S8:  s = (int8_t)raw; break;
    case PTXVM_FORMAT_S16: s = (int16_t)raw; break;
    case PTXVM_FORMAT_S32: s = (int32_t)raw; break;
    default: break;
    }
    if (t->desc->read_as_integer) {
        switch (r->format) {
        case PTXVM_FORMAT_S8: case PTXVM_FORMAT_S16: case PTXVM_FORMAT_S32:
            return (uint32_t)s;
        default: return raw;
        }
    }
    /* normalized float: unsigned n-bit v / (2^n - 1); signed v / (2^(n-1)
       - 1), the most negative value clamped to -1 */
    switch (r->format) {
    case PTXVM_FORMAT_U8:
        if (t->desc->srgb && ch < 3)
            return f2u(srgb_linear(raw));
        return f2u((float)raw / 255.0f);
    case PTXVM_FORMAT_U16: return f2u((float)raw / 65535.0f);
    case PTXVM_FORMAT_S8: {       /* rule: sRGB only for unsigned 8-bit */
        float v = (float)s / 127.0f;
        return f2u(v < -1.0f ? -1.0f : v);
    }
    case PTXVM_FORMAT_S16: {
        float v = (float)s / 32767.0f;
        return f2u(v < -1.0f ? -1.0f : v);
    }
    default: return raw;
    }
}


/* The code of channel c of the border colour in an 8/16-bit normalized
   format: the colour clamped to the format's range, scaled, rounded
   half up (H200). */
static int32_t border_code(const tm_texture *t, int c)
{
    float v = t->desc->border_color[c];
    double mx, lo = 0.0;
    switch (t->res->format) {
    case PTXVM_FORMAT_U8: mx = 255.0; break;
    case PTXVM_FORMAT_U16: mx = 65535.0; break;
    case PTXVM_FORMAT_S8: mx = 127.0; lo = -1.0; break;
    default: mx = 32767.0; lo = -1.0; break;
    }
    if (c >= (int)t->res->channels || v != v)
        return 0;
    return (int32_t)floor((v < lo ? lo : v > 1.0f ? 1.0 : (double)v) * mx +
                          0.5);
}

/* The border colour's word c as the H200 returns it: the colour stored
   in the texel format and read back; 8/16-bit integer reads give 0,
   32-bit ones the colour's bits; missing channels 0. */
static uint32_t border_word(const tm_texture *t, int c)
{
    const ptxvm_resource_desc *r = t->res;
    float v = t->desc->border_color[c];
    int32_t k;
    if (c >= (int)r->channels)
        return 0u;
    switch (r->format) {
    case PTXVM_FORMAT_F32: case PTXVM_FORMAT_U32: case PTXVM_FORMAT_S32:
        return f2u(v);
    case PTXVM_FORMAT_F16:
        return f2u((float)half_round(v));
    default:
        break;
    }
    if (!reads_float(t))
        return 0u;
    k = border_code(t, c);
    if (r->format == PTXVM_FORMAT_U8 && t->desc->srgb && c < 3)
        return f2u(srgb_linear((uint32_t)k));
    switch (r->format) {
    case PTXVM_FORMAT_U8: return f2u((float)k / 255.0f);
    case PTXVM_FORMAT_U16: return f2u((float)k / 65535.0f);
    case PTXVM_FORMAT_S8: return f2u((float)k / 127.0f);
    default: return f2u((float)k / 32767.0f);
    }
}

/* A texel index after the address mode of dimension d; 0: the border. */
static int address(const tm_texture *t, int d, int64_t i, int64_t n,
                   int64_t *out)
{
    int mode = t->desc->address_mode[d];
    if (!t->desc->normalized_coords && mode != PTXVM_ADDRESS_BORDER)
        mode = PTXVM_ADDRESS_CLAMP;     /* wrap/mirror need normalized */
    switch (mode) {
    case PTXVM_ADDRESS_BORDER:
        *out = i;
        return i >= 0 && i < n;
    case PTXVM_ADDRESS_WRAP:
        *out = ((i % n) + n) % n;
        return 1;
    case PTXVM_ADDRESS_MIRROR: {
        int64_t m = ((i % (2 * n)) + 2 * n) % (2 * n);
        *out = m < n ? m : 2 * n - 1 - m;
        return 1;
    }
    default:
        *out = i < 0 ? 0 : (i >= n ? n - 1 : i);
        return 1;
    }
}

/* floor(x) as a texel index; see the README's rules for NaN and the
   bounds. */
static int64_t index_of(double x)
{
    double f;
    if (x != x)
        return 0;
    f = floor((double)x);
    if (f < -4611686018427387904.0)       /* rule: held at +-2^62 */
        return -4611686018427387904ll;
    if (f > 4611686018427387904.0)
        return 4611686018427387904ll;
    return (int64_t)f;
}

/* The 4 words of the texel (x, y, z) of a level and layer, after the
   address modes (dims dimensions addressed, the rest 0); border colour
   outside. */
static void texel(const tm_texture *t, const tm_level *L, int dims,
                  int layer, const int64_t *ix, uint32_t w[4])
{
    int64_t a[3] = { 0, 0, 0 };
    int d, c;
    for (d = 0; d < dims; d++)
        if (!address(t, d, ix[d], L->n[d], &a[d])) {
            for (c = 0; c < 4; c++)
                w[c] = border_word(t, c);
            return;
        }
    {
        const unsigned char *p = t->texels + L->base + layer * L->layer +
                                 a[2] * L->slice + a[1] * L->row +
                                 a[0] * tm_texel_size(t->res);
        for (c = 0; c < 4; c++)
            w[c] = element(t, p, c);
    }
}

/* 1.8 fixed point: the fraction rounded to 8 bits (256 is 1.0). */
static float weight8(double frac)
{
    return (float)(floor(frac * 256.0 + 0.5) / 256.0);
}

/* Corner k's weight in 1/256 (bit d of k: the second texel of dimension
   d) from the per-dimension weights a[] in 1/256 (H200): products of two
   weights rounded half up, the triple as the pair (x, y) times z, and the
   corners by inclusion-exclusion so that they sum to 256. */
static int corner_weight(int dims, const int *a, int k)
{
    int x = a[0], y = dims > 1 ? a[1] : 0, z = dims > 2 ? a[2] : 0;
    int xy = (x * y + 128) / 256, xz = (x * z + 128) / 256;
    int yz = (y * z + 128) / 256, xyz = (xy * z + 128) / 256;
    int bx = k & 1, by = (k >> 1) & 1;
    if (dims == 1)
        return bx ? x : 256 - x;
    if (dims == 2)
        return bx && by ? xy : bx ? x - xy : by ? y - xy : 256 - x - y + xy;
    switch (k) {
    case 0: return 256 - x - y - z + xy + xz + yz - xyz;
    case 1: return x - xy - xz + xyz;
    case 2: return y - xy - yz + xyz;
    case 3: return xy - xyz;
    case 4: return z - xz - yz + xyz;
    case 5: return xz - xyz;
    case 6: return yz - xyz;
    default: return xyz;
    }
}

/* The raw code of channel c of the texel at ix (the border colour's code
   outside), for blends of 8/16-bit normalized formats. */
static int32_t code_at(const tm_texture *t, const tm_level *L, int dims,
                       int layer, const int64_t *ix, int c)
{
    int64_t a[3] = { 0, 0, 0 };
    const unsigned char *p;
    int d;
    for (d = 0; d < dims; d++)
        if (!address(t, d, ix[d], L->n[d], &a[d]))
            return border_code(t, c);
    p = t->texels + L->base + layer * L->layer + a[2] * L->slice +
        a[1] * L->row + a[0] * tm_texel_size(t->res) +
        c * fmt_bytes(t->res->format);
    switch (t->res->format) {
    case PTXVM_FORMAT_U8: return p[0];
    case PTXVM_FORMAT_S8: return (int8_t)p[0];
    case PTXVM_FORMAT_U16: return (int32_t)(p[0] | p[1] << 8);
    default: return (int16_t)(p[0] | p[1] << 8);
    }
}

/* A blend of 8/16-bit codes: s is the weighted sum in 1/256 of a code.
   It is rounded once to a 16-bit UNORM/SNORM value (half up; u8 codes
   count 257 each, s8 codes 32767/127), read as that value / 65535
   (/ 32767, at least -1). */
static uint32_t norm_blend(int format, int64_t s)
{
    double u;
    switch (format) {
    case PTXVM_FORMAT_U8:
        return f2u((float)(floor((double)s * 257.0 / 256.0 + 0.5) / 65535.0));
    case PTXVM_FORMAT_U16:
        return f2u((float)(floor((double)s / 256.0 + 0.5) / 65535.0));
    case PTXVM_FORMAT_S8:
        u = floor((double)s * 32767.0 / (127.0 * 256.0) + 0.5);
        break;
    default:
        u = floor((double)s / 256.0 + 0.5);
    }
    return f2u(u < -32767.0 ? -1.0f : (float)(u / 32767.0));
}

/* Filtering at unnormalized coordinates x[0..dims) in one level. */
static void filter(const tm_texture *t, const tm_level *L, int dims,
                   int layer, const double *x, int gather, uint32_t out[4])
{
    int64_t i[3] = { 0, 0, 0 };
    int al[3] = { 0, 0, 0 };
    int d, k, c;
    if (!t->desc->filter_linear && !gather) {
        for (d = 0; d < dims; d++)
            i[d] = index_of(x[d]);
        texel(t, L, dims, layer, i, out);
        return;
    }
    for (d = 0; d < dims; d++) {
        double xb = x[d] - 0.5;
        i[d] = index_of(xb);
        al[d] = xb != xb || isinf(xb) ? 0 :
                (int)(weight8(xb - floor(xb)) * 256.0f);
        if (al[d] == 256) {     /* rule: a whole texel on (gathers see it) */
            al[d] = 0;
            i[d]++;
        }
    }
    if (gather) {
        /* counter-clockwise from the lower left: (i, j+1), (i+1, j+1),
           (i+1, j), (i, j) */
        static const int dx[4] = { 0, 1, 1, 0 }, dy[4] = { 1, 1, 0, 0 };
        for (k = 0; k < 4; k++) {
            int64_t j[3];
            uint32_t w[4];
            j[0] = i[0] + dx[k];
            j[1] = i[1] + dy[k];
            j[2] = 0;
            texel(t, L, dims, layer, j, w);
            out[k] = w[gather - 1];
            if (reads_float(t) && u2f(out[k]) != u2f(out[k]))
                out[k] = 0x7fffffffu;    /* rule (H200): gathered NaN */
        }
        return;
    }
    if (dims == 1 && !t->res->height && !t->res->depth) {
        /* rule (H200): a 1D texture filters as 2D at y = 0, rows -1 and
           0 at 1/2 each: the border colour blends in under border */
        i[1] = -1;
        al[1] = 128;
        dims = 2;
    }
    {
        int taps = 1 << dims, fmt = t->res->format;
        int norm8_16 = fmt == PTXVM_FORMAT_U8 || fmt == PTXVM_FORMAT_U16 ||
                       fmt == PTXVM_FORMAT_S8 || fmt == PTXVM_FORMAT_S16;
        int64_t si[4] = { 0, 0, 0, 0 };
        double sf[4] = { 0, 0, 0, 0 };
        if (fmt == PTXVM_FORMAT_U8 && t->desc->srgb)
            norm8_16 = 0;                /* sRGB blends the linear values */
        for (k = 0; k < taps; k++) {
            int64_t j[3] = { 0, 0, 0 };
            uint32_t w[4];
            int wt = corner_weight(dims, al, k);
            if (!wt)
                continue;            /* rule: a corner of weight 0 is not read */
            for (d = 0; d < dims; d++)
                j[d] = i[d] + ((k >> d) & 1);
            if (norm8_16) {
                for (c = 0; c < (int)t->res->channels; c++)
                    si[c] += (int64_t)wt * code_at(t, L, dims, layer, j, c);
                continue;
            }
            texel(t, L, dims, layer, j, w);
            for (c = 0; c < 4; c++)
                sf[c] += wt * (double)u2f(w[c]);
        }
        for (c = 0; c < 4; c++) {
            if (norm8_16)
                out[c] = c < (int)t->res->channels ? norm_blend(fmt, si[c])
                                                   : 0u;
            else if (sf[c] != sf[c])
                out[c] = 0x7fffffffu;    /* rule (H200): the blend's NaN */
            else if (fmt == PTXVM_FORMAT_F16)
                out[c] = f2u((float)half_round(sf[c] / 256.0));
            else
                out[c] = f2u((float)(sf[c] / 256.0));
        }
    }
}

/* Cube face and face coordinates (normalized) of a direction. */
static int cube_face(const float *v, float st[2])
{
    float ax = fabsf(v[0]), ay = fabsf(v[1]), az = fabsf(v[2]);
    float m, s, tt;
    int face;
    if (ax >= ay && ax >= az) {        /* rule: ties go to x, then y */
        face = v[0] >= 0 ? 0 : 1;
        m = ax;
        s = v[0] >= 0 ? -v[2] : v[2];
        tt = -v[1];
    } else if (ay >= az) {
        face = v[1] >= 0 ? 2 : 3;
        m = ay;
        s = v[0];
        tt = v[1] >= 0 ? v[2] : -v[2];
    } else {
        face = v[2] >= 0 ? 4 : 5;
        m = az;
        s = v[2] >= 0 ? v[0] : -v[0];
        tt = -v[1];
    }
    st[0] = (s / m + 1.0f) * 0.5f;
    st[1] = (tt / m + 1.0f) * 0.5f;
    if (m == 0.0f)                 /* rule: the zero vector reads (0, 0) */
        st[0] = st[1] = 0.0f;
    return face;
}

static int geom_dims(int g)
{
    switch (g) {
    case PTXVM_GEOM_1D: case PTXVM_GEOM_A1D: return 1;
    case PTXVM_GEOM_3D: return 3;
    default: return 2;
    }
}

/* A normalized coordinate in texels of a size-n dimension (H200): the
   coordinate truncated to 22 fractional bits, times n; under wrap and
   mirror an infinity or a float beyond 2^40 (an even integer) is 0. */
static double norm_coord(float v, uint32_t n, int mode)
{
    double u = v;
    if (!(fabs(u) < 1099511627776.0))
        u = mode == PTXVM_ADDRESS_WRAP || mode == PTXVM_ADDRESS_MIRROR ? 0.0
            : u > 0 ? 1099511627776.0 : -1099511627776.0;
    return floor(u * 4194304.0) / 4194304.0 * n;
}

/* One level's sample at the fetch's coordinates. */
static void sample_level(const tm_texture *t, const tm_fetch *f, int level,
                         uint32_t out[4])
{
    tm_level L;
    int dims = geom_dims(f->geom), layer = 0, d;
    int nlayers = t->res->layers ? (int)t->res->layers : 1;
    double x[3];
    tm_texture ct;
    ptxvm_texture_desc cd;
    level_of(t->res, level, &L);
    if (f->geom == PTXVM_GEOM_A1D || f->geom == PTXVM_GEOM_A2D ||
        f->geom == PTXVM_GEOM_ACUBE) {
        int per = f->geom == PTXVM_GEOM_ACUBE ? 6 : 1;
        int count = nlayers / per;
        /* rule (H200): the index is unsigned, -1 the last layer */
        layer = (unsigned)f->layer >= (unsigned)count ? count - 1 : f->layer;
        layer *= per;
    }
    if (f->geom == PTXVM_GEOM_CUBE || f->geom == PTXVM_GEOM_ACUBE) {
        float st[2];
        layer += cube_face(f->c, st);
        /* rule: faces clamp, or give the border under border */
        cd = *t->desc;
        if (cd.address_mode[0] != PTXVM_ADDRESS_BORDER)
            cd.address_mode[0] = PTXVM_ADDRESS_CLAMP;
        if (cd.address_mode[1] != PTXVM_ADDRESS_BORDER)
            cd.address_mode[1] = PTXVM_ADDRESS_CLAMP;
        cd.normalized_coords = 1;
        ct = *t;
        ct.desc = &cd;
        x[0] = norm_coord(st[0], L.n[0], PTXVM_ADDRESS_CLAMP);
        x[1] = norm_coord(st[1], L.n[1], PTXVM_ADDRESS_CLAMP);
        filter(&ct, &L, 2, layer, x, f->gather, out);
        return;
    }
    for (d = 0; d < dims; d++) {
        float v = f->c[d] != f->c[d] ? 0.0f : f->c[d];  /* rule: NaN is 0 */
        x[d] = t->desc->normalized_coords ?
               norm_coord(v, L.n[d], (int)t->desc->address_mode[d]) : v;
    }
    filter(t, &L, dims, layer, x, f->gather, out);
}

/* The level of detail before clamping to the levels that exist. */
static float lod_of(const tm_texture *t, const tm_fetch *f)
{
    float l = 0.0f;
    if (f->lod == PTXVM_LOD_LEVEL) {
        l = f->level;
    } else if (f->lod == PTXVM_LOD_GRAD && (f->geom == PTXVM_GEOM_CUBE ||
                                           f->geom == PTXVM_GEOM_ACUBE)) {
        /* rule: the direction's gradients, 3-vectors, scaled to face
           texels by size / (2 |major axis|) */
        double m = fmax(fabs(f->c[0]), fmax(fabs(f->c[1]), fabs(f->c[2])));
        double k = t->res->width / (2.0 * m), gx = 0, gy = 0;
        int d;
        for (d = 0; d < 3; d++) {
            double a = (double)f->dpdx[d] * k, b = (double)f->dpdy[d] * k;
            gx += a * a;
            gy += b * b;
        }
        l = (float)(0.5 * log2(gx > gy ? gx : gy));
    } else if (f->lod == PTXVM_LOD_GRAD) {
        int dims = geom_dims(f->geom), d;
        double gx = 0, gy = 0;
        for (d = 0; d < dims; d++) {
            /* rule: normalized gradients scale by the level-0 size */
            double n = !t->desc->normalized_coords ? 1.0
                     : d == 0 ? t->res->width
                     : d == 1 ? t->res->height : t->res->depth;
            double a = (double)f->dpdx[d] * n, b = (double)f->dpdy[d] * n;
            gx += a * a;
            gy += b * b;
        }
        /* rule: log2 of the longer gradient, in texels of level 0 */
        l = (float)(0.5 * log2(gx > gy ? gx : gy));
    }
    if (l != l)                         /* rule: a NaN level is 0 */
        l = 0.0f;
    /* rule (H200): 8 fractional bits, cut toward zero, before the bias */
    if (fabsf(l) < 8388608.0f)
        l = truncf(l * 256.0f) / 256.0f;
    l += t->desc->mipmap_level_bias;    /* rule: f32 */
    if (l > t->desc->max_mipmap_level_clamp)
        l = t->desc->max_mipmap_level_clamp;
    if (l < t->desc->min_mipmap_level_clamp)
        l = t->desc->min_mipmap_level_clamp;
    return l;
}

void tm_sample(const tm_texture *t, const tm_fetch *f, uint32_t out[4])
{
    int levels = t->res->levels > 1 ? (int)t->res->levels : 1;
    if (f->coords_int) {
        /* tex1Dfetch: unnormalized integer coordinates, no filtering.
           The runtime API says the address mode "is ignored if
           cudaResourceDesc::resType is cudaResourceTypeLinear": an index
           outside the buffer reads zeros (rule), whatever the mode */
        tm_level L;
        int64_t i = f->ic;
        ptxvm_texture_desc d = *t->desc;
        tm_texture u = *t;
        if (i < 0 || i >= (int64_t)t->res->width) {
            memset(out, 0, 4 * sizeof *out);
            return;
        }
        d.normalized_coords = 0;
        u.desc = &d;
        level_of(t->res, 0, &L);
        texel(&u, &L, 1, 0, &i, out);
        return;
    }
    if (levels == 1 || f->lod == PTXVM_LOD_BASE) {
        /* rule: a fetch without a level or gradients reads level 0 */
        sample_level(t, f, 0, out);
        return;
    }
    {
        float l = lod_of(t, f);
        if (l != l || l < 0.0f)
            l = 0.0f;
        if (l > (float)(levels - 1))
            l = (float)(levels - 1);
        /* rule: integer reads and gathers take the nearest level */
        if (!t->desc->mipmap_filter_linear || f->gather || !reads_float(t)) {
            sample_level(t, f, (int)floorf(l + 0.5f), out);
        } else {
            /* rule (H200): the fraction cut to 8 bits, the levels blended
               in double and rounded once; NaN as 0x7fffffff, even when
               one level is read */
            int l0 = (int)floorf(l), c;
            double w = floor(((double)l - l0) * 256.0);
            uint32_t a[4], b[4];
            sample_level(t, f, l0, a);
            if (w == 0.0 || l0 + 1 >= levels) {
                for (c = 0; c < 4; c++)
                    out[c] = u2f(a[c]) != u2f(a[c]) ? 0x7fffffffu : a[c];
                return;
            }
            sample_level(t, f, l0 + 1, b);
            for (c = 0; c < 4; c++) {
                double v = ((256.0 - w) * u2f(a[c]) + w * u2f(b[c])) / 256.0;
                /* f16 textures round this blend to f16 too (unverified) */
                if (t->res->format == PTXVM_FORMAT_F16)
                    v = half_round(v);
                out[c] = v != v ? 0x7fffffffu : f2u((float)v);
            }
        }
    }
}
