/* The reference sampler of the tex_sample suite: texel decoding, layout
   arithmetic, addressing and filtering written from tests/README.md
   ("Texture sampling rules"), independent of src/tex_sample.c. */
#include "tex_sample.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const uint32_t rf_csz[] = { 0, 1, 2, 4, 1, 2, 4, 2, 4 };

/* f16 by its fields: (-1)^s 2^(e-15) (1 + m/1024), subnormals m 2^-24. */
float rf_half(uint32_t h)
{
    int e = (int)((h >> 10) & 31u), m = (int)(h & 1023u);
    double v;
    if (e == 31)
        return m ? NAN : (h & 0x8000u) ? -INFINITY : INFINITY;
    v = e ? ldexp(1024 + m, e - 25) : ldexp(m, -24);
    return (float)((h & 0x8000u) ? -v : v);
}

float rf_srgb(uint32_t b)
{
    double c = b / 255.0;
    return (float)(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4));
}

/* x to the nearest f16 (ties to even), as a double; overflow is
   infinite. */
static double rf_f16round(double x)
{
    int e;
    double q, m;
    if (x != x || x == 0.0 || isinf(x))
        return x;
    frexp(x, &e);
    q = ldexp(1.0, (e < -13 ? -13 : e) - 11);
    m = fabs(x) / q;
    m = floor(m + 0.5) - (fmod(m, 2.0) == 0.5 ? 1.0 : 0.0);
    m = m * q > 65504.0 ? INFINITY : m * q;
    return x < 0 ? -m : m;
}

/* Channel words of the texel at p. */
void rf_decode(ptxvm_format f, uint32_t ch, int asint, int srgb,
                      const uint8_t *p, uint32_t o[4])
{
    uint32_t c;
    for (c = 0; c < 4; c++) {
        uint32_t u = 0;
        int32_t s;
        if (c >= ch) {              /* missing channels read 0 (H200) */
            o[c] = 0u;
            continue;
        }
        memcpy(&u, p + c * rf_csz[f], rf_csz[f]);
        switch (f) {
        case PTXVM_FORMAT_U8:
            o[c] = asint ? u : srgb && c < 3 ? fw(rf_srgb(u)) :
                   fw((float)u / 255.0f);
            break;
        case PTXVM_FORMAT_U16:
            o[c] = asint ? u : fw((float)u / 65535.0f);
            break;
        case PTXVM_FORMAT_S8:
            s = (int8_t)u;
            o[c] = asint ? (uint32_t)s :
                   fw(s < -127 ? -1.0f : (float)s / 127.0f);
            break;
        case PTXVM_FORMAT_S16:
            s = (int16_t)u;
            o[c] = asint ? (uint32_t)s :
                   fw(s < -32767 ? -1.0f : (float)s / 32767.0f);
            break;
        case PTXVM_FORMAT_F16:
            o[c] = fw(rf_half(u));
            break;
        default:
            o[c] = u;
        }
    }
}


uint32_t rf_elem(const rf *r)
{
    return rf_csz[r->fmt] * r->ch;
}

static uint32_t rf_size(const rf *r, int d, uint32_t lv)
{
    uint32_t n = r->n[d] >> lv;
    return n ? n : 1;
}

/* Byte offset of texel (x, y, z) of layer and level lv, sample s. */
static size_t rf_at(const rf *r, uint32_t lv, uint32_t layer, long x, long y,
                    long z, uint32_t s)
{
    size_t off = 0, e = rf_elem(r) * (r->samples ? r->samples : 1);
    uint32_t i, nl = r->layers ? r->layers : 1;
    for (i = 0; i < lv; i++)
        off += (size_t)rf_size(r, 0, i) * rf_size(r, 1, i) * rf_size(r, 2, i) *
               e * nl;
    {
        size_t pitch = lv == 0 && r->pitch ? r->pitch : rf_size(r, 0, lv) * e;
        size_t slice = pitch * rf_size(r, 1, lv);
        return off + layer * slice * rf_size(r, 2, lv) + (size_t)z * slice +
               (size_t)y * pitch + (size_t)x * e + s * rf_elem(r);
    }
}

/* Address mode on index i of n; 0 = border. */
static int rf_index(long i, long n, int mode, long *o)
{
    if (mode == PTXVM_ADDRESS_BORDER) {
        *o = i;
        return i >= 0 && i < n;
    }
    if (mode == PTXVM_ADDRESS_CLAMP)
        *o = i < 0 ? 0 : i >= n ? n - 1 : i;
    else if (mode == PTXVM_ADDRESS_WRAP)
        *o = ((i % n) + n) % n;
    else {
        long m = ((i % (2 * n)) + 2 * n) % (2 * n);
        *o = m < n ? m : 2 * n - 1 - m;
    }
    return 1;
}

/* The code of border channel c in an 8/16-bit format: clamped to the
   format's range, scaled, rounded half up (H200). */
static long rf_bcode(const rf *r, int c)
{
    double v = r->border[c], mx = r->fmt == PTXVM_FORMAT_U8 ? 255.0 :
               r->fmt == PTXVM_FORMAT_U16 ? 65535.0 :
               r->fmt == PTXVM_FORMAT_S8 ? 127.0 : 32767.0;
    double lo = r->fmt == PTXVM_FORMAT_S8 || r->fmt == PTXVM_FORMAT_S16 ? -1.0
                                                                       : 0.0;
    if ((uint32_t)c >= r->ch || v != v)
        return 0;
    return (long)floor((v < lo ? lo : v > 1.0 ? 1.0 : v) * mx + 0.5);
}

/* Border word c: the colour stored in the format and read back (H200). */
static uint32_t rf_border(const rf *r, int c)
{
    long k;
    if ((uint32_t)c >= r->ch)
        return 0u;
    switch (r->fmt) {
    case PTXVM_FORMAT_F32: case PTXVM_FORMAT_U32: case PTXVM_FORMAT_S32:
        return fw(r->border[c]);
    case PTXVM_FORMAT_F16:
        return fw((float)rf_f16round(r->border[c]));
    default:
        break;
    }
    if (r->asint)
        return 0u;
    k = rf_bcode(r, c);
    switch (r->fmt) {
    case PTXVM_FORMAT_U8:
        return r->srgb && c < 3 ? fw(rf_srgb((uint32_t)k)) : fw((float)k / 255.0f);
    case PTXVM_FORMAT_U16: return fw((float)k / 65535.0f);
    case PTXVM_FORMAT_S8: return fw((float)k / 127.0f);
    default: return fw((float)k / 32767.0f);
    }
}

static void rf_tap(const rf *r, uint32_t lv, uint32_t layer, int dims,
                   const long *i, uint32_t o[4])
{
    long a[3] = { 0, 0, 0 };
    int d, c;
    for (d = 0; d < dims; d++) {
        int m = r->mode[d];
        if (!r->norm && m != PTXVM_ADDRESS_BORDER)
            m = PTXVM_ADDRESS_CLAMP;
        if (!rf_index(i[d], rf_size(r, d, lv), m, &a[d])) {
            for (c = 0; c < 4; c++)
                o[c] = rf_border(r, c);
            return;
        }
    }
    rf_decode(r->fmt, r->ch, r->asint, r->srgb,
              r->data + rf_at(r, lv, layer, a[0], a[1], a[2], 0), o);
}

/* The raw 8/16-bit code of channel c at index i (the border's code
   outside). */
static long rf_code(const rf *r, uint32_t lv, uint32_t layer, int dims,
                    const long *i, int c)
{
    long a[3] = { 0, 0, 0 };
    const uint8_t *p;
    int d;
    for (d = 0; d < dims; d++) {
        int m = r->mode[d];
        if (!r->norm && m != PTXVM_ADDRESS_BORDER)
            m = PTXVM_ADDRESS_CLAMP;
        if (!rf_index(i[d], rf_size(r, d, lv), m, &a[d]))
            return rf_bcode(r, c);
    }
    p = r->data + rf_at(r, lv, layer, a[0], a[1], a[2], 0) + c * rf_csz[r->fmt];
    switch (r->fmt) {
    case PTXVM_FORMAT_U8: return p[0];
    case PTXVM_FORMAT_S8: return (int8_t)p[0];
    case PTXVM_FORMAT_U16: return (long)(p[0] | p[1] << 8);
    default: return (int16_t)(p[0] | p[1] << 8);
    }
}

/* Corner k's weight in 1/256 (H200): products of two per-dimension
   weights rounded half up, the triple as round(round(x y) z), the
   corners by inclusion-exclusion (they sum to 256). */
static long rf_weight(int dims, const long *al, int k)
{
    long x = al[0], y = dims > 1 ? al[1] : 0, z = dims > 2 ? al[2] : 0;
    long xy = (x * y + 128) >> 8, xz = (x * z + 128) >> 8;
    long yz = (y * z + 128) >> 8, xyz = (xy * z + 128) >> 8;
    long w[8];
    w[0] = 256 - x - y - z + xy + xz + yz - xyz;
    w[1] = x - xy - xz + xyz;
    w[2] = y - xy - yz + xyz;
    w[3] = xy - xyz;
    w[4] = z - xz - yz + xyz;
    w[5] = xz - xyz;
    w[6] = yz - xyz;
    w[7] = xyz;
    return w[k];
}

/* Point or linear sample of float coordinates co (+ offsets off), as the
   H200 does it: normalized coordinates truncated to 22 fractional bits
   before scaling; weights in 1/256; a 1D texture filtered as 2D between
   rows -1 and 0; 8/16-bit blends rounded once to 16 bits, f16 ones to
   f16, f32 ones to f32, NaN 0x7fffffff; corners of weight 0 unread. */
void rf_sample(const rf *r, uint32_t lv, uint32_t layer, int dims,
                      const float *co, const int *off, uint32_t o[4])
{
    long i0[3] = { 0, 0, 0 }, al[3] = { 0, 0, 0 };
    int d, k, c;
    for (d = 0; d < dims; d++) {
        double x = co[d];
        if (x != x)
            x = 0;
        if (r->norm) {
            int m = r->mode[d];
            if (!(fabs(x) < 0x1p40))
                x = m == PTXVM_ADDRESS_WRAP || m == PTXVM_ADDRESS_MIRROR ? 0.0
                    : x > 0 ? 0x1p40 : -0x1p40;
            x = floor(x * 0x1p22) / 0x1p22 * rf_size(r, d, lv);
        }
        if (x > 0x1p62)
            x = 0x1p62;
        if (x < -0x1p62)
            x = -0x1p62;
        x += off ? (double)off[d] : 0.0;
        if (r->lin) {
            double xb = x - 0.5, fl = floor(xb);
            i0[d] = (long)fl;
            al[d] = (long)floor((xb - fl) * 256.0 + 0.5);
        } else {
            i0[d] = (long)floor(x);
        }
    }
    if (!r->lin) {
        rf_tap(r, lv, layer, dims, i0, o);
        return;
    }
    if (dims == 1 && r->n[1] <= 1 && r->n[2] <= 1) {
        i0[1] = -1;
        al[1] = 128;
        dims = 2;
    }
    {
        int ints = !r->srgb && (r->fmt == PTXVM_FORMAT_U8 ||
                   r->fmt == PTXVM_FORMAT_U16 || r->fmt == PTXVM_FORMAT_S8 ||
                   r->fmt == PTXVM_FORMAT_S16);
        double acc[4] = { 0, 0, 0, 0 };
        long si[4] = { 0, 0, 0, 0 };
        for (k = 0; k < (1 << dims); k++) {
            long ix[3] = { 0, 0, 0 }, w = rf_weight(dims, al, k);
            uint32_t v[4];
            if (!w)
                continue;
            for (d = 0; d < dims; d++)
                ix[d] = i0[d] + ((k >> d) & 1);
            if (ints) {
                for (c = 0; c < (int)r->ch; c++)
                    si[c] += w * rf_code(r, lv, layer, dims, ix, c);
                continue;
            }
            rf_tap(r, lv, layer, dims, ix, v);
            for (c = 0; c < 4; c++)
                acc[c] += (double)w * wf(v[c]);
        }
        for (c = 0; c < 4; c++) {
            double u;
            if (ints && (uint32_t)c >= r->ch) {
                o[c] = 0u;
            } else if (ints) {
                switch (r->fmt) {
                case PTXVM_FORMAT_U8:
                    o[c] = fw((float)(floor(si[c] * 257.0 / 256.0 + 0.5) / 65535.0));
                    continue;
                case PTXVM_FORMAT_U16:
                    o[c] = fw((float)(floor(si[c] / 256.0 + 0.5) / 65535.0));
                    continue;
                case PTXVM_FORMAT_S8:
                    u = floor(si[c] * 32767.0 / (127.0 * 256.0) + 0.5);
                    break;
                default:
                    u = floor(si[c] / 256.0 + 0.5);
                }
                o[c] = fw(u < -32767.0 ? -1.0f : (float)(u / 32767.0));
            } else if (acc[c] != acc[c]) {
                o[c] = 0x7fffffffu;
            } else if (r->fmt == PTXVM_FORMAT_F16) {
                o[c] = fw((float)rf_f16round(acc[c] / 256.0));
            } else {
                o[c] = fw((float)(acc[c] / 256.0));
            }
        }
    }
}

ptxvm_resource_desc ts_res_desc(ptxvm_addr data, ptxvm_format f,
                                       uint32_t ch, uint32_t w, uint32_t h,
                                       uint32_t d)
{
    ptxvm_resource_desc r;
    memset(&r, 0, sizeof r);
    r.data = data;
    r.format = f;
    r.channels = ch;
    r.width = w;
    r.height = h;
    r.depth = d;
    return r;
}

