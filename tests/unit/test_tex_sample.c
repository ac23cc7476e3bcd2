/* The built-in texture sampler (src/tex_sample.c) through pv_tex_warp,
   checked word for word against expectations worked out here: a
   reference written from the rules in tests/README.md ("Texture sampling
   rules") with its own texel decoding (divisions, an f16 decoder by
   ldexp), its own layout arithmetic and hand-computed cases for cube
   faces, gather order, mip levels, depth compare, offsets and
   multisample. The reference itself is tex_sample_ref.c;
   test_tex_sample_api.c holds the rest of the suite. */
#include "tex_sample.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint32_t ts_rng(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 33);
}

uint32_t fw(float f)
{
    uint32_t w;
    memcpy(&w, &f, 4);
    return w;
}

float wf(uint32_t w)
{
    float f;
    memcpy(&f, &w, 4);
    return f;
}


int ts_open(pv_test *t, tsv *v)
{
    ptxvm_config cfg;
    memset(&v->a, 0, sizeof v->a);
    test_config(&cfg, &v->a);
    v->vm = NULL;
    if (ptxvm_create(&cfg, &v->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create failed");
        return 0;
    }
    return 1;
}

void ts_close(pv_test *t, tsv *v)
{
    ptxvm_destroy(v->vm);
    T_CHECK(t, v->a.live == 0, "%ld bytes live", v->a.live);
}

ptxvm_addr ts_buf(tsv *v, const void *p, size_t n)
{
    ptxvm_addr a = 0;
    ptxvm_mem_alloc(v->vm, n, &a);
    if (p)
        ptxvm_memcpy_htod(v->vm, a, p, n);
    return a;
}

/* A request whose lanes all use h; the caller fills the lanes. */
ptxvm_tex_request *ts_req(uint32_t geom)
{
    static ptxvm_tex_request q;
    memset(&q, 0, sizeof q);
    q.geom = geom;
    return &q;
}

void ts_setf(ptxvm_tex_request *q, uint32_t l, float x, float y,
                    float z)
{
    q->mask |= 1u << l;
    q->c[0][l] = fw(x);
    q->c[1][l] = fw(y);
    q->c[2][l] = fw(z);
}

void ts_seti(ptxvm_tex_request *q, uint32_t l, int32_t x, int32_t y,
                    int32_t z)
{
    q->mask |= 1u << l;
    q->coords_int = 1;
    q->c[0][l] = (uint32_t)x;
    q->c[1][l] = (uint32_t)y;
    q->c[2][l] = (uint32_t)z;
}

ptxvm_tex_result ts_res;
char ts_msg[512];

/* Run q with every lane on h. */
ptxvm_result ts_run(tsv *v, uint64_t h, ptxvm_tex_request *q)
{
    uint64_t hs[32];
    uint32_t l, fl = 99;
    for (l = 0; l < 32; l++)
        hs[l] = h;
    memset(&ts_res, 0xee, sizeof ts_res);
    ts_msg[0] = 0;
    return pv_tex_warp(v->vm, hs, q, &ts_res, &fl, ts_msg, sizeof ts_msg);
}

/* ---- formats ---------------------------------------------------------- */

static const char *const fmt_name[] = { "", "u8", "u16", "u32", "s8", "s16",
                                        "s32", "f16", "f32" };

/* Every format x channels x read mode: each texel of a 5x3 texture by
   point sampling and by integer fetch. */
static void ts_formats(pv_test *t)
{
    tsv v;
    uint8_t img[5 * 3 * 16];
    uint64_t s = 5;
    ptxvm_addr buf;
    int f, ch, asint;
    if (!test_begin(t, "tex_sample formats x channels x read mode"))
        return;
    if (!ts_open(t, &v))
        goto out;
    buf = ts_buf(&v, NULL, sizeof img);
    for (f = PTXVM_FORMAT_U8; f <= PTXVM_FORMAT_F32; f++)
        for (ch = 1; ch <= 4; ch *= 2)
            for (asint = 0; asint < 2; asint++) {
                ptxvm_resource_desc r = ts_res_desc(buf, (ptxvm_format)f,
                                                    (uint32_t)ch, 5, 3, 0);
                ptxvm_texture_desc d;
                ptxvm_tex_request *q;
                uint64_t h;
                rf ref;
                int i, x, y, c, isfloat = f >= PTXVM_FORMAT_F16;
                if (!isfloat && !asint && (f == PTXVM_FORMAT_U32 ||
                                           f == PTXVM_FORMAT_S32))
                    continue;
                for (i = 0; i < (int)sizeof img; i++)
                    img[i] = (uint8_t)ts_rng(&s);
                if (f == PTXVM_FORMAT_F32)       /* finite values */
                    for (i = 0; i < (int)sizeof img / 4; i++) {
                        float fv = (float)(int)(ts_rng(&s) % 20001u) / 64.0f -
                                   150.0f;
                        memcpy(img + 4 * i, &fv, 4);
                    }
                if (f == PTXVM_FORMAT_F16)
                    for (i = 1; i < (int)sizeof img; i += 2)
                        img[i] &= 0x7b;          /* exponent below 31 */
                ptxvm_memcpy_htod(v.vm, buf, img, sizeof img);
                memset(&d, 0, sizeof d);
                d.read_as_integer = asint;
                T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &h) == PTXVM_OK,
                        "create %s x%d: %s", fmt_name[f], ch,
                        ptxvm_error_message(v.vm));
                memset(&ref, 0, sizeof ref);
                ref.data = img;
                ref.fmt = (ptxvm_format)f;
                ref.ch = (uint32_t)ch;
                ref.n[0] = 5;
                ref.n[1] = 3;
                ref.n[2] = 1;
                ref.asint = asint && !isfloat;
                for (y = 0; y < 3; y++) {
                    q = ts_req(PTXVM_GEOM_2D);
                    q->result = ref.asint ? PTXVM_TEXRES_S32 : PTXVM_TEXRES_F32;
                    for (x = 0; x < 5; x++) {
                        ts_setf(q, (uint32_t)x, (float)x + 0.5f,
                                (float)y + 0.25f, 0);
                        ts_setf(q, (uint32_t)x + 5, (float)x + 0.99f,
                                (float)y + 0.99f, 0);
                    }
                    T_CHECK(t, ts_run(&v, h, q) == PTXVM_OK, "%s", ts_msg);
                    for (x = 0; x < 10; x++) {
                        uint32_t o[4];
                        rf_decode(ref.fmt, ref.ch, ref.asint, 0,
                                  img + (y * 5 + x % 5) * rf_elem(&ref), o);
                        for (c = 0; c < 4; c++)
                            T_CHECK(t, ts_res.v[c][x] == o[c],
                                    "%s x%d %s (%d,%d).%d: 0x%x want 0x%x",
                                    fmt_name[f], ch, asint ? "int" : "norm",
                                    x % 5, y, c, ts_res.v[c][x], o[c]);
                    }
                    /* integer coordinates address the same texels */
                    q = ts_req(PTXVM_GEOM_2D);
                    for (x = 0; x < 5; x++)
                        ts_seti(q, (uint32_t)x, x, y, 0);
                    ts_run(&v, h, q);
                    for (x = 0; x < 5; x++) {
                        uint32_t o[4];
                        rf_decode(ref.fmt, ref.ch, ref.asint, 0,
                                  img + (y * 5 + x) * rf_elem(&ref), o);
                        T_CHECK(t, !memcmp(o, (uint32_t[4]){ ts_res.v[0][x],
                                   ts_res.v[1][x], ts_res.v[2][x],
                                   ts_res.v[3][x] }, 16),
                                "%s x%d int coords (%d,%d)", fmt_name[f], ch,
                                x, y);
                    }
                }
                ptxvm_texture_destroy(v.vm, h);
            }
    ts_close(t, &v);
out:
    test_end(t);
}

/* Every 8- and 16-bit value of u8/s8/u16/s16 read as normalized floats,
   f16 to f32, and u8 through sRGB: a 1D texture of all the values. */
static void ts_exhaustive(pv_test *t)
{
    static const struct { ptxvm_format f; uint32_t n; int srgb; } cv[] = {
        { PTXVM_FORMAT_U8, 256, 0 }, { PTXVM_FORMAT_S8, 256, 0 },
        { PTXVM_FORMAT_U8, 256, 1 }, { PTXVM_FORMAT_U16, 65536, 0 },
        { PTXVM_FORMAT_S16, 65536, 0 }, { PTXVM_FORMAT_F16, 65536, 0 },
    };
    tsv v;
    ptxvm_addr buf;
    uint16_t *vals;
    unsigned j;
    if (!test_begin(t, "tex_sample every u8/s8/u16/s16/f16 value, sRGB"))
        return;
    if (!ts_open(t, &v))
        goto out;
    vals = (uint16_t *)malloc(65536 * 2 * 4);
    buf = ts_buf(&v, NULL, 65536 * 2 * 4);
    for (j = 0; j < sizeof cv / sizeof cv[0]; j++) {
        uint32_t n = cv[j].n, i, l, bad = 0, ch = cv[j].srgb ? 4 : 1;
        uint32_t sz = rf_csz[cv[j].f];
        ptxvm_resource_desc r;
        ptxvm_texture_desc d;
        uint64_t h;
        uint8_t *bytes = (uint8_t *)vals;
        for (i = 0; i < n * ch; i++) {
            uint32_t val = (i / ch) & 0xffffu;
            memcpy(bytes + i * sz, &val, sz);
        }
        ptxvm_memcpy_htod(v.vm, buf, bytes, (size_t)n * ch * sz);
        r = ts_res_desc(buf, cv[j].f, ch, n, 0, 0);
        memset(&d, 0, sizeof d);
        d.srgb = cv[j].srgb;
        T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &h) == PTXVM_OK, "%s",
                ptxvm_error_message(v.vm));
        for (i = 0; i < n; i += 32) {
            ptxvm_tex_request *q = ts_req(PTXVM_GEOM_1D);
            for (l = 0; l < 32; l++)
                ts_setf(q, l, (float)(i + l) + 0.5f, 0, 0);
            ts_run(&v, h, q);
            for (l = 0; l < 32; l++) {
                uint32_t o[4], c;
                rf_decode(cv[j].f, ch, 0, cv[j].srgb,
                          bytes + (size_t)(i + l) * ch * sz, o);
                for (c = 0; c < 4; c++) {
                    int same = ts_res.v[c][l] == o[c] ||
                               (wf(o[c]) != wf(o[c]) &&
                                wf(ts_res.v[c][l]) != wf(ts_res.v[c][l]));
                    if (!same && bad++ < 5)
                        T_CHECK(t, 0, "%s%s value 0x%x .%u: 0x%x want 0x%x",
                                fmt_name[cv[j].f], cv[j].srgb ? " srgb" : "",
                                i + l, c, ts_res.v[c][l], o[c]);
                }
            }
        }
        ptxvm_texture_destroy(v.vm, h);
    }
    {   /* a few by hand */
        T_CHECK(t, rf_half(0x3c00) == 1.0f && rf_half(0xc500) == -5.0f &&
                   rf_half(0x0001) == 0x1p-24f && rf_half(0x7bff) == 65504.0f,
                "f16 decoder");
        T_CHECK(t, rf_srgb(0) == 0.0f && rf_srgb(255) == 1.0f &&
                   rf_srgb(10) == (float)(10.0 / 255.0 / 12.92),
                "sRGB curve");
    }
    free(vals);
    ts_close(t, &v);
out:
    test_end(t);
}

/* ---- filtering ------------------------------------------------------- */

static const char *const mode_name[] = { "wrap", "clamp", "mirror", "border" };

/* dims-D textures of format f x ch: random coordinates (some exactly on
   texel centres and edges) under every mode, filter and coordinate kind,
   with a border colour; 2D goes through the fast path. */
static void ts_filtering(pv_test *t, int dims, ptxvm_format f, uint32_t ch)
{
    enum { N0 = 6, N1 = 5, N2 = 3 };
    tsv v;
    uint8_t img[N0 * N1 * N2 * 16];
    uint64_t s = 77u + (uint64_t)dims * 10u + (uint64_t)f + ch;
    ptxvm_addr buf;
    int mode, norm, lin, i, bad = 0;
    if (!test_begin(t, "tex_sample filtering %dD %s x%u", dims, fmt_name[f], ch))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < (int)sizeof img; i++)
        img[i] = (uint8_t)ts_rng(&s);
    if (f == PTXVM_FORMAT_F32)
        for (i = 0; i < (int)sizeof img / 4; i++) {
            float fv = (float)(int)(ts_rng(&s) % 2001u) / 7.0f - 100.0f;
            memcpy(img + 4 * i, &fv, 4);
        }
    if (f == PTXVM_FORMAT_F16)
        for (i = 1; i < (int)sizeof img; i += 2)
            img[i] &= 0xfb;              /* no infinities or NaNs */
    buf = ts_buf(&v, img, sizeof img);
    for (mode = 0; mode < 4; mode++)
        for (norm = 0; norm < 2; norm++)
            for (lin = 0; lin < 2; lin++) {
                ptxvm_resource_desc r = ts_res_desc(buf, f, ch, N0,
                                                    dims > 1 ? N1 : 0,
                                                    dims > 2 ? N2 : 0);
                ptxvm_texture_desc d;
                uint64_t h;
                rf ref;
                int rep, l, c, k;
                memset(&d, 0, sizeof d);
                d.address_mode[0] = d.address_mode[1] = d.address_mode[2] =
                    (ptxvm_address_mode)mode;
                d.normalized_coords = norm;
                d.filter_linear = lin;
                d.border_color[0] = 0.25f;
                d.border_color[1] = -3.5f;
                d.border_color[2] = 7.0f;
                d.border_color[3] = 0.5f;
                T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &h) == PTXVM_OK,
                        "%s", ptxvm_error_message(v.vm));
                memset(&ref, 0, sizeof ref);
                ref.data = img;
                ref.fmt = f;
                ref.ch = ch;
                ref.n[0] = N0;
                ref.n[1] = dims > 1 ? N1 : 1;
                ref.n[2] = dims > 2 ? N2 : 1;
                ref.mode[0] = ref.mode[1] = ref.mode[2] = mode;
                ref.norm = norm;
                ref.lin = lin;
                memcpy(ref.border, d.border_color, sizeof ref.border);
                for (rep = 0; rep < 24; rep++) {
                    ptxvm_tex_request *q = ts_req((uint32_t)dims);
                    float co[32][3];
                    for (l = 0; l < 32; l++) {
                        for (k = 0; k < 3; k++) {
                            float span = norm ? 3.0f : 3.0f * (float)ref.n[k];
                            co[l][k] = ((float)(ts_rng(&s) % 100000u) /
                                        100000.0f) * span - span / 3.0f;
                            if (l % 5 == 0)
                                co[l][k] = norm ?
                                    (float)(int)(ts_rng(&s) % 64u) / 16.0f - 1.0f :
                                    (float)(int)(ts_rng(&s) % 64u) / 2.0f - 8.0f;
                        }
                        ts_setf(q, (uint32_t)l, co[l][0], co[l][1], co[l][2]);
                    }
                    T_CHECK(t, ts_run(&v, h, q) == PTXVM_OK, "%s", ts_msg);
                    for (l = 0; l < 32; l++) {
                        uint32_t o[4];
                        rf_sample(&ref, 0, 0, dims, co[l], NULL, o);
                        for (c = 0; c < 4; c++)
                            if (ts_res.v[c][l] != o[c] && bad++ < 5)
                                T_CHECK(t, 0, "%s %s %s (%a,%a,%a).%d: %a "
                                        "want %a", mode_name[mode],
                                        norm ? "norm" : "unnorm",
                                        lin ? "linear" : "point", co[l][0],
                                        co[l][1], co[l][2], c,
                                        wf(ts_res.v[c][l]), wf(o[c]));
                    }
                }
                ptxvm_texture_destroy(v.vm, h);
            }
    ts_close(t, &v);
out:
    test_end(t);
}

/* A warp whose lanes alternate between two textures; inactive lanes are
   left alone. */
static void ts_groups(pv_test *t)
{
    tsv v;
    float a[4] = { 1, 2, 3, 4 }, b[4] = { 10, 20, 30, 40 };
    ptxvm_addr ba, bb;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t ha, hb, hs[32];
    ptxvm_tex_request *q;
    uint32_t l, fl = 0;
    if (!test_begin(t, "tex_sample lanes of two handles in one warp"))
        return;
    if (!ts_open(t, &v))
        goto out;
    ba = ts_buf(&v, a, sizeof a);
    bb = ts_buf(&v, b, sizeof b);
    memset(&d, 0, sizeof d);
    r = ts_res_desc(ba, PTXVM_FORMAT_F32, 1, 4, 0, 0);
    ptxvm_texture_create(v.vm, &r, &d, &ha);
    r.data = bb;
    ptxvm_texture_create(v.vm, &r, &d, &hb);
    q = ts_req(PTXVM_GEOM_1D);
    for (l = 0; l < 32; l++) {
        hs[l] = l % 3 ? ha : hb;
        if (l != 7)
            ts_setf(q, l, (float)(l % 4) + 0.5f, 0, 0);
    }
    memset(&ts_res, 0xee, sizeof ts_res);
    T_CHECK(t, pv_tex_warp(v.vm, hs, q, &ts_res, &fl, ts_msg,
                           sizeof ts_msg) == PTXVM_OK, "%s", ts_msg);
    for (l = 0; l < 32; l++) {
        float want = l % 3 ? a[l % 4] : b[l % 4];
        if (l == 7)
            T_CHECK(t, ts_res.v[0][l] == 0xeeeeeeeeu, "inactive lane written");
        else
            T_CHECK(t, wf(ts_res.v[0][l]) == want && ts_res.v[3][l] == 0,
                    "lane %u: %a want %a", l, wf(ts_res.v[0][l]), want);
    }
    T_CHECK(t, ts_res.resident == q->mask, "resident");
    ts_close(t, &v);
out:
    test_end(t);
}

/* 2D integer reads at float coordinates (the fast path) against the
   same requests with a zero offset, which the generic path serves:
   every integer format x channels x address mode x coordinate mode,
   lanes inside, on the edges and far outside (border lanes
   mixed with in-range ones, NaN and infinities), a partial mask and two
   handles in one warp. */
static void ts_int_fast(pv_test *t)
{
    static const ptxvm_format fmts[] = {
        PTXVM_FORMAT_U8, PTXVM_FORMAT_U16, PTXVM_FORMAT_U32,
        PTXVM_FORMAT_S8, PTXVM_FORMAT_S16, PTXVM_FORMAT_S32 };
    tsv v;
    uint8_t img[7 * 5 * 16];
    uint64_t s = 11;
    ptxvm_addr ba, bb;
    uint32_t fi, ch, mode, norm, l, i, k, bad = 0, runs = 0;
    if (!test_begin(t, "tex_sample integer reads: fast path vs generic"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < sizeof img; i++)
        img[i] = (uint8_t)ts_rng(&s);
    ba = ts_buf(&v, img, sizeof img);
    bb = ts_buf(&v, img + 16, sizeof img - 16);
    for (fi = 0; fi < 6; fi++)
        for (ch = 1; ch <= 4; ch *= 2)
            for (mode = 0; mode < 4; mode++)
                for (norm = 0; norm < 2; norm++) {
                        ptxvm_resource_desc r;
                        ptxvm_texture_desc d;
                        ptxvm_tex_request *q;
                        ptxvm_tex_result fast;
                        uint64_t ha = 0, hb = 0, hs[32];
                        uint32_t fl = 0;
                        memset(&d, 0, sizeof d);
                        d.read_as_integer = 1;
                        d.address_mode[0] = d.address_mode[1] =
                            (ptxvm_address_mode)mode;
                        d.normalized_coords = (int)norm;
                        d.border_color[0] = 3.0f;   /* integers read 0 */
                        r = ts_res_desc(ba, fmts[fi], ch, 7, 5, 0);
                        T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &ha) ==
                                   PTXVM_OK, "%s", ptxvm_error_message(v.vm));
                        r = ts_res_desc(bb, fmts[fi], ch, 3, 4, 0);
                        T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &hb) ==
                                   PTXVM_OK, "%s", ptxvm_error_message(v.vm));
                        q = ts_req(PTXVM_GEOM_2D);
                        q->result = PTXVM_TEXRES_S32;
                        for (l = 0; l < 32; l++) {
                            float x, y;
                            hs[l] = l % 5 == 3 ? hb : ha;
                            if (l % 9 == 4)
                                continue;           /* inactive lanes */
                            if (l < 8) {            /* edges and corners */
                                x = (l & 1) ? 6.999f : 0.0f;
                                y = (l & 2) ? 4.999f : -0.001f;
                                if (l & 4)
                                    x = 7.0f;
                            } else if (l < 12) {
                                x = l == 8 ? NAN : l == 9 ? INFINITY :
                                    -INFINITY;
                                y = l == 11 ? NAN : 2.5f;
                            } else {
                                x = (float)((int)(ts_rng(&s) % 400u) - 100) /
                                    16.0f;
                                y = (float)((int)(ts_rng(&s) % 300u) - 100) /
                                    16.0f;
                            }
                            if (norm) {
                                x /= 7.0f;
                                y /= 5.0f;
                            }
                            ts_setf(q, l, x, y, 0);
                        }
                        memset(&ts_res, 0xee, sizeof ts_res);
                        T_CHECK(t, pv_tex_warp(v.vm, hs, q, &ts_res, &fl,
                                               ts_msg, sizeof ts_msg) ==
                                   PTXVM_OK, "%s", ts_msg);
                        fast = ts_res;
                        q->has_offset = 1;      /* zero offsets: generic */
                        memset(&ts_res, 0xee, sizeof ts_res);
                        pv_tex_warp(v.vm, hs, q, &ts_res, &fl, ts_msg,
                                    sizeof ts_msg);
                        for (l = 0; l < 32; l++)
                            for (k = 0; k < 4; k++)
                                if (fast.v[k][l] != ts_res.v[k][l] ||
                                    (l % 9 == 4 &&
                                     fast.v[k][l] != 0xeeeeeeeeu)) {
                                    if (!bad++)
                                        T_CHECK(t, 0, "%s x%u mode %u norm %u"
                                                " lane %u.%u: 0x%x "
                                                "generic 0x%x",
                                                fmt_name[fmts[fi]], ch, mode,
                                                norm, l, k,
                                                fast.v[k][l], ts_res.v[k][l]);
                                }
                        T_CHECK(t, fast.resident == q->mask &&
                                   ts_res.resident == q->mask, "resident");
                        runs++;
                        ptxvm_texture_destroy(v.vm, ha);
                        ptxvm_texture_destroy(v.vm, hb);
                    }
    T_CHECK(t, bad == 0 && runs == 6 * 3 * 4 * 2, "%u words differ in %u"
            " runs", bad, runs);
    ts_close(t, &v);
out:
    test_end(t);
}

/* ---- layers, cube maps ------------------------------------------------ */

static void ts_layers(pv_test *t)
{
    enum { W = 3, H = 2, L = 5 };
    tsv v;
    float img[L * H * W];
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t h1, h2;
    ptxvm_tex_request *q;
    int i;
    if (!test_begin(t, "tex_sample a1d/a2d layers clamp"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < L * H * W; i++)
        img[i] = (float)i;
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, W, H, 0);
    r.layers = L;
    ptxvm_texture_create(v.vm, &r, &d, &h2);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, W * H, 0, 0);
    r.layers = L;
    ptxvm_texture_create(v.vm, &r, &d, &h1);
    q = ts_req(PTXVM_GEOM_A2D);
    for (i = 0; i < 12; i++) {
        ts_setf(q, (uint32_t)i, 2.5f, 1.5f, 0);
        q->layer[i] = i - 3;
    }
    q->layer[11] = INT32_MIN;
    q->layer[10] = INT32_MAX;
    ts_run(&v, h2, q);
    for (i = 0; i < 12; i++) {
        int l = (uint32_t)q->layer[i] >= (uint32_t)L ? L - 1 : q->layer[i];
        T_CHECK(t, wf(ts_res.v[0][i]) == (float)(l * W * H + W + 2),
                "a2d layer %d: %a", q->layer[i], wf(ts_res.v[0][i]));
    }
    q = ts_req(PTXVM_GEOM_A1D);
    for (i = 0; i < 12; i++) {
        ts_seti(q, (uint32_t)i, 4, 0, 0);
        q->layer[i] = i - 3;
    }
    ts_run(&v, h1, q);
    for (i = 0; i < 12; i++) {
        int l = (uint32_t)q->layer[i] >= (uint32_t)L ? L - 1 : q->layer[i];
        T_CHECK(t, wf(ts_res.v[0][i]) == (float)(l * W * H + 4),
                "a1d layer %d: %a", q->layer[i], wf(ts_res.v[0][i]));
    }
    ts_close(t, &v);
out:
    test_end(t);
}

/* Cube maps: the face and texel of directions towards every face, along
   edges and corners (ties pick x, then y), worked out from the
   Programming Guide's table by hand; acube picks layer * 6 + face. */
static void ts_cube(pv_test *t)
{
    enum { N = 4 };
    static const struct { float x, y, z; int face, s, tt; } cv[] = {
        /* +X: s = -z, t = -y */
        { 1.0f, -0.5f, 0.25f, 0, 1, 3 }, { 2.0f, 0.9f, -1.8f, 0, 3, 1 },
        /* -X: s = z, t = -y */
        { -1.0f, -0.5f, 0.25f, 1, 2, 3 }, { -4.0f, 3.0f, -3.5f, 1, 0, 0 },
        /* +Y: s = x, t = z */
        { 0.25f, 1.0f, 0.6f, 2, 2, 3 }, { -0.9f, 2.0f, -1.0f, 2, 1, 1 },
        /* -Y: s = x, t = -z */
        { 0.25f, -1.0f, 0.6f, 3, 2, 0 }, { -0.9f, -2.0f, -1.0f, 3, 1, 3 },
        /* +Z: s = x, t = -y */
        { 0.25f, -0.6f, 1.0f, 4, 2, 3 }, { -0.9f, 0.3f, 1.5f, 4, 0, 1 },
        /* -Z: s = -x, t = -y */
        { 0.25f, -0.6f, -1.0f, 5, 1, 3 }, { -0.9f, 0.3f, -1.5f, 5, 3, 1 },
        /* ties: |x| = |y| picks x; |y| = |z| picks y; all equal picks x */
        { 1.0f, 1.0f, 0.0f, 0, 2, 0 }, { 0.0f, -1.0f, 1.0f, 3, 2, 0 },
        { -1.0f, -1.0f, -1.0f, 1, 0, 3 },
        /* the zero vector: face +X, the NaN coordinates as 0 */
        { 0.0f, 0.0f, 0.0f, 0, 0, 0 },
    };
    tsv v;
    float img[2 * 6 * N * N];
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t h, ha;
    ptxvm_tex_request *q;
    unsigned i;
    if (!test_begin(t, "tex_sample cube and acube faces"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < 2 * 6 * N * N; i++)
        img[i] = (float)i;
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);
    d.normalized_coords = 1;
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, N, N, 0);
    r.layers = 6;
    r.flags = PTXVM_RESOURCE_CUBEMAP;
    T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &h) == PTXVM_OK, "%s",
            ptxvm_error_message(v.vm));
    r.layers = 12;
    T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &ha) == PTXVM_OK, "%s",
            ptxvm_error_message(v.vm));
    q = ts_req(PTXVM_GEOM_CUBE);
    for (i = 0; i < sizeof cv / sizeof cv[0]; i++)
        ts_setf(q, i, cv[i].x, cv[i].y, cv[i].z);
    T_CHECK(t, ts_run(&v, h, q) == PTXVM_OK, "%s", ts_msg);
    for (i = 0; i < sizeof cv / sizeof cv[0]; i++) {
        float want = (float)(cv[i].face * N * N + cv[i].tt * N + cv[i].s);
        T_CHECK(t, wf(ts_res.v[0][i]) == want, "cube (%g,%g,%g): %g want "
                "face %d texel (%d,%d)", cv[i].x, cv[i].y, cv[i].z,
                wf(ts_res.v[0][i]), cv[i].face, cv[i].s, cv[i].tt);
    }
    q->geom = PTXVM_GEOM_ACUBE;
    for (i = 0; i < sizeof cv / sizeof cv[0]; i++)
        q->layer[i] = (int32_t)(i % 4) - 1;     /* -1, 0, 1, 2: 1 0 1 1 */
    ts_run(&v, ha, q);
    for (i = 0; i < sizeof cv / sizeof cv[0]; i++) {
        int cube = q->layer[i] == 0 ? 0 : 1;  /* unsigned index (H200) */
        float want = (float)((cube * 6 + cv[i].face) * N * N +
                             cv[i].tt * N + cv[i].s);
        T_CHECK(t, wf(ts_res.v[0][i]) == want, "acube %d (%g,%g,%g): %g "
                "want %g", q->layer[i], cv[i].x, cv[i].y, cv[i].z,
                wf(ts_res.v[0][i]), want);
    }
    /* linear filtering at a face edge clamps inside the face: s = 1
       exactly is the last texel's outer edge */
    d.filter_linear = 1;
    r.layers = 6;
    ptxvm_texture_create(v.vm, &r, &d, &h);
    q = ts_req(PTXVM_GEOM_CUBE);
    ts_setf(q, 0, 1.0f, -1.0f + 1.0f / 1024.0f, -1.0f + 1.0f / 1024.0f);
    ts_run(&v, h, q);
    /* +X, s = 1 - 2^-11, t ~ 1: texel (3, 3) of face 0 after clamping */
    T_CHECK(t, wf(ts_res.v[0][0]) == (float)(0 * N * N + 3 * N + 3),
            "cube edge: %g", wf(ts_res.v[0][0]));
    ts_close(t, &v);
out:
    test_end(t);
}

/* ---- mipmaps ---------------------------------------------------------- */

/* A 2D f32 texture of 8x4 texels and 4 levels (8x4, 4x2, 2x1, 1x1),
   texel = level * 1000 + index; and a 5x3 one with 4 levels, the sizes
   5x3, 2x1, 1x1, 1x1. */
static void ts_mips(pv_test *t)
{
    enum { T0 = 32 + 8 + 2 + 1 };
    tsv v;
    float img[T0], small[15 + 2 + 1 + 1];
    ptxvm_addr buf, sbuf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t h, hs;
    ptxvm_tex_request *q;
    int i, lv, at = 0;
    if (!test_begin(t, "tex_sample mipmaps: level, gradient, bias, clamps, "
                       "linear blend"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (lv = 0; lv < 4; lv++) {
        int n = (8 >> lv) * ((4 >> lv) ? 4 >> lv : 1);
        for (i = 0; i < n; i++)
            img[at++] = (float)(lv * 1000 + i);
    }
    buf = ts_buf(&v, img, sizeof img);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, 8, 4, 0);
    r.levels = 4;
    memset(&d, 0, sizeof d);
    d.normalized_coords = 1;
    d.max_mipmap_level_clamp = 100.0f;
    T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &h) == PTXVM_OK, "%s",
            ptxvm_error_message(v.vm));
    {   /* by level: nearest level is floor(lod + 0.5), clamped */
        static const struct { float lod; int lv; } cv[] = {
            { 0.0f, 0 }, { 0.49f, 0 }, { 0.5f, 1 }, { 1.0f, 1 }, { 1.4f, 1 },
            { 1.6f, 2 }, { 2.5f, 3 }, { 10.0f, 3 }, { -1.0f, 0 },
            { INFINITY, 3 }, { -INFINITY, 0 }, { NAN, 0 },
        };
        unsigned j;
        q = ts_req(PTXVM_GEOM_2D);
        q->lod = PTXVM_LOD_LEVEL;
        for (j = 0; j < sizeof cv / sizeof cv[0]; j++) {
            ts_setf(q, j, 0.7f, 0.9f, 0);   /* texel (floor(0.7 n0), ...) */
            q->level[j] = cv[j].lod;
        }
        ts_run(&v, h, q);
        for (j = 0; j < sizeof cv / sizeof cv[0]; j++) {
            int n0 = 8 >> cv[j].lv, n1 = (4 >> cv[j].lv) ? 4 >> cv[j].lv : 1;
            int x = (int)floorf(0.7f * (float)n0), y = (int)floorf(0.9f * (float)n1);
            float want = (float)(cv[j].lv * 1000 + y * n0 + x);
            T_CHECK(t, wf(ts_res.v[0][j]) == want, "level %g: %g want %g",
                    cv[j].lod, wf(ts_res.v[0][j]), want);
        }
        /* PTXVM_LOD_BASE reads level 0 whatever level[] holds */
        q->lod = PTXVM_LOD_BASE;
        ts_run(&v, h, q);
        T_CHECK(t, wf(ts_res.v[0][6]) == (float)(3 * 8 + 5), "base level");
    }
    {   /* bias and clamps */
        ptxvm_texture_desc d2 = d;
        uint64_t hb;
        d2.mipmap_level_bias = 1.0f;
        d2.min_mipmap_level_clamp = 0.0f;
        d2.max_mipmap_level_clamp = 2.0f;
        ptxvm_texture_create(v.vm, &r, &d2, &hb);
        q = ts_req(PTXVM_GEOM_2D);
        q->lod = PTXVM_LOD_LEVEL;
        for (i = 0; i < 4; i++) {
            ts_setf(q, (uint32_t)i, 0.0f, 0.0f, 0);
            q->level[i] = (float)i - 1.0f;   /* +1: 0, 1, 2, 3 -> max 2 */
        }
        ts_run(&v, hb, q);
        for (i = 0; i < 4; i++)
            T_CHECK(t, wf(ts_res.v[0][i]) == (float)((i > 2 ? 2 : i) * 1000),
                    "bias/max clamp %d: %g", i, wf(ts_res.v[0][i]));
        d2.mipmap_level_bias = 0.0f;
        d2.min_mipmap_level_clamp = 2.0f;
        d2.max_mipmap_level_clamp = 3.0f;
        ptxvm_texture_create(v.vm, &r, &d2, &hb);
        q->level[3] = 2.7f;
        ts_run(&v, hb, q);
        for (i = 0; i < 4; i++)
            T_CHECK(t, wf(ts_res.v[0][i]) == (float)((i < 3 ? 2 : 3) * 1000),
                    "min clamp %d: %g", i, wf(ts_res.v[0][i]));
        /* zero clamps (a zeroed descriptor) pin level 0, as in CUDA */
        d2.min_mipmap_level_clamp = d2.max_mipmap_level_clamp = 0.0f;
        ptxvm_texture_create(v.vm, &r, &d2, &hb);
        ts_run(&v, hb, q);
        for (i = 0; i < 4; i++)
            T_CHECK(t, wf(ts_res.v[0][i]) == 0.0f, "zero clamps %d", i);
    }
    {   /* gradients: level-0 texels of the longer of dPdx, dPdy */
        static const struct { float dx0, dx1, dy0, dy1; int lv; } cv[] = {
            { 1.0f / 8, 0, 0, 1.0f / 4, 0 },       /* 1 texel: lod 0 */
            { 2.0f / 8, 0, 0, 0, 1 },              /* 2: lod 1 */
            { 0, 0, 0, 4.0f / 4, 2 },              /* 4: lod 2 */
            { 3.0f / 8, 4.0f / 4, 0, 0, 2 },       /* 5: lod 2.32 */
            { 0, 0, 6.0f / 8, 0, 3 },              /* 6: lod 2.58 -> 3 */
            { 0, 0, 0, 0, 0 },                     /* 0: -inf -> 0 */
        };
        unsigned j;
        q = ts_req(PTXVM_GEOM_2D);
        q->lod = PTXVM_LOD_GRAD;
        for (j = 0; j < sizeof cv / sizeof cv[0]; j++) {
            ts_setf(q, j, 0.99f, 0.99f, 0);
            q->dpdx[0][j] = cv[j].dx0;
            q->dpdx[1][j] = cv[j].dx1;
            q->dpdy[0][j] = cv[j].dy0;
            q->dpdy[1][j] = cv[j].dy1;
        }
        ts_run(&v, h, q);
        for (j = 0; j < sizeof cv / sizeof cv[0]; j++) {
            int n0 = 8 >> cv[j].lv, n1 = (4 >> cv[j].lv) ? 4 >> cv[j].lv : 1;
            float want = (float)(cv[j].lv * 1000 + n0 * n1 - 1);
            T_CHECK(t, wf(ts_res.v[0][j]) == want, "grad %u: %g want %g", j,
                    wf(ts_res.v[0][j]), want);
        }
    }
    {   /* linear between levels: lod 1.25 blends 3/4 of level 1 and 1/4
           of level 2; 1.998 rounds its fraction (8 bits) to level 2 */
        ptxvm_texture_desc d2 = d;
        uint64_t hm;
        d2.mipmap_filter_linear = 1;
        ptxvm_texture_create(v.vm, &r, &d2, &hm);
        q = ts_req(PTXVM_GEOM_2D);
        q->lod = PTXVM_LOD_LEVEL;
        ts_setf(q, 0, 0.6f, 0.6f, 0);
        q->level[0] = 1.25f;
        ts_setf(q, 1, 0.6f, 0.6f, 0);
        q->level[1] = 1.999f;
        ts_setf(q, 2, 0.6f, 0.6f, 0);
        q->level[2] = 1.0f + 3.0f / 256.0f + 1.0f / 1024.0f;  /* 3/256 */
        ts_run(&v, hm, q);
        {
            float a = 1000.0f + 4.0f + 2.0f, b = 2000.0f + 1.0f;
            float w0 = 0.75f * a + 0.25f * b;
            float w2 = (253.0f / 256.0f) * a + (3.0f / 256.0f) * b;
            T_CHECK(t, wf(ts_res.v[0][0]) == w0, "blend 1.25: %a want %a",
                    wf(ts_res.v[0][0]), w0);
            /* the level keeps 8 fractional bits cut toward zero (H200):
               1.999 blends 1/256 of level 1 with 255/256 of level 2 */
            float w1 = (float)(((double)a + 255.0 * b) / 256.0);
            T_CHECK(t, wf(ts_res.v[0][1]) == w1, "blend 1.999: %a want %a",
                    wf(ts_res.v[0][1]), w1);
            T_CHECK(t, wf(ts_res.v[0][2]) == w2, "blend 3/256: %a want %a",
                    wf(ts_res.v[0][2]), w2);
        }
    }
    /* 5x3 with 4 levels: 5x3, 2x1, 1x1, 1x1 packed one after another */
    for (i = 0; i < 19; i++)
        small[i] = (float)(i * 10);
    sbuf = ts_buf(&v, small, sizeof small);
    r = ts_res_desc(sbuf, PTXVM_FORMAT_F32, 1, 5, 3, 0);
    r.levels = 4;
    T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &hs) == PTXVM_OK, "5x3: %s",
            ptxvm_error_message(v.vm));
    q = ts_req(PTXVM_GEOM_2D);
    q->lod = PTXVM_LOD_LEVEL;
    for (i = 0; i < 4; i++) {
        ts_setf(q, (uint32_t)i, 0.99f, 0.99f, 0);     /* the last texel */
        q->level[i] = (float)i;
        ts_seti(q, (uint32_t)i + 4, 1, 0, 0);         /* texel (1, 0) */
        q->level[i + 4] = (float)i;
    }
    q->coords_int = 0;
    ts_run(&v, hs, q);
    {
        static const int last[4] = { 14, 16, 17, 18 };
        for (i = 0; i < 4; i++)
            T_CHECK(t, wf(ts_res.v[0][i]) == (float)(last[i] * 10),
                    "5x3 level %d: %g", i, wf(ts_res.v[0][i]));
    }
    q->mask = 0xf0u;
    q->coords_int = 1;
    ts_run(&v, hs, q);
    {
        static const int at1[4] = { 1, 16, 17, 18 };
        for (i = 0; i < 4; i++)
            T_CHECK(t, wf(ts_res.v[0][i + 4]) == (float)(at1[i] * 10),
                    "5x3 level %d texel (1,0) clamped: %g", i,
                    wf(ts_res.v[0][i + 4]));
    }
    /* one float short of the last level: refused */
    {
        ptxvm_addr b2 = ts_buf(&v, NULL, 18 * 4);
        uint64_t hx;
        r.data = b2;
        T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &hx) ==
                       PTXVM_E_INVALID_ARGUMENT &&
                   strstr(ptxvm_error_message(v.vm), "allocation"),
                "mip levels past the allocation: %s",
                ptxvm_error_message(v.vm));
    }
    ts_close(t, &v);
out:
    test_end(t);
}

/* ---- gather, compare, offsets, multisample --------------------------- */

static void ts_gather(pv_test *t)
{
    enum { N = 4 };
    tsv v;
    float img[6 * N * N * 4];
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t h, ha, hc, h1;
    ptxvm_tex_request *q;
    uint32_t comp;
    int i;
    if (!test_begin(t, "tex_sample tld4 gather order and components"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < 6 * N * N * 4; i++)
        img[i] = (float)(i / 4) + (float)(i % 4) * 0.25f;  /* texel + c/4 */
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);     /* point filtering: tld4 reads the
                                    linear footprint all the same */
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 4, N, N, 0);
    ptxvm_texture_create(v.vm, &r, &d, &h);
    r.layers = 6;
    ptxvm_texture_create(v.vm, &r, &d, &ha);
    r.flags = PTXVM_RESOURCE_CUBEMAP;
    d.normalized_coords = 1;
    ptxvm_texture_create(v.vm, &r, &d, &hc);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, N, N, 0);
    d.normalized_coords = 0;
    ptxvm_texture_create(v.vm, &r, &d, &h1);
    for (comp = 1; comp <= 4; comp++) {
        float c4 = (float)(comp - 1) * 0.25f;
        /* (1.7, 2.2): x - 0.5 = 1.2 -> i0 = 1, i1 = 2; y: j0 = 1, j1 = 2 */
        q = ts_req(PTXVM_GEOM_2D);
        q->gather = comp;
        ts_setf(q, 0, 1.7f, 2.2f, 0);
        ts_setf(q, 1, 0.1f, 0.1f, 0);      /* clamped: all texel 0 */
        T_CHECK(t, ts_run(&v, h, q) == PTXVM_OK, "%s", ts_msg);
        T_CHECK(t, wf(ts_res.v[0][0]) == (float)(2 * N + 1) + c4 &&
                   wf(ts_res.v[1][0]) == (float)(2 * N + 2) + c4 &&
                   wf(ts_res.v[2][0]) == (float)(1 * N + 2) + c4 &&
                   wf(ts_res.v[3][0]) == (float)(1 * N + 1) + c4,
                "gather %u: %g %g %g %g", comp, wf(ts_res.v[0][0]),
                wf(ts_res.v[1][0]), wf(ts_res.v[2][0]), wf(ts_res.v[3][0]));
        T_CHECK(t, wf(ts_res.v[0][1]) == c4 && wf(ts_res.v[3][1]) == c4,
                "gather %u clamped", comp);
        q->geom = PTXVM_GEOM_A2D;
        q->layer[0] = 3;
        ts_run(&v, ha, q);
        T_CHECK(t, wf(ts_res.v[0][0]) == (float)(3 * N * N + 2 * N + 1) + c4 &&
                   wf(ts_res.v[2][0]) == (float)(3 * N * N + N + 2) + c4,
                "a2d gather %u", comp);
        /* cube +Z face, s = (x + 1) / 2: direction (-0.15, -0.1, 1) ->
           s = 0.425, t = 0.55 -> x = 1.7, y = 2.2 on face 4 */
        q = ts_req(PTXVM_GEOM_CUBE);
        q->gather = comp;
        ts_setf(q, 0, -0.15f, -0.1f, 1.0f);
        ts_run(&v, hc, q);
        T_CHECK(t, wf(ts_res.v[0][0]) == (float)(4 * N * N + 2 * N + 1) + c4 &&
                   wf(ts_res.v[1][0]) == (float)(4 * N * N + 2 * N + 2) + c4 &&
                   wf(ts_res.v[3][0]) == (float)(4 * N * N + N + 1) + c4,
                "cube gather %u: %g %g %g %g", comp, wf(ts_res.v[0][0]),
                wf(ts_res.v[1][0]), wf(ts_res.v[2][0]), wf(ts_res.v[3][0]));
        /* one channel: g, b and a gather 0 (H200) */
        q = ts_req(PTXVM_GEOM_2D);
        q->gather = comp;
        ts_setf(q, 0, 1.7f, 2.2f, 0);
        ts_run(&v, h1, q);
        T_CHECK(t, wf(ts_res.v[1][0]) == (comp == 1 ? img[2 * N + 2] : 0.0f),
                "x1 gather %u: %g", comp, wf(ts_res.v[1][0]));
    }
    ts_close(t, &v);
out:
    test_end(t);
}

static void ts_compare(pv_test *t)
{
    tsv v;
    float img[4] = { 0.2f, 0.4f, 0.6f, 0.8f };
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t hp, hl;
    ptxvm_tex_request *q;
    if (!test_begin(t, "tex_sample depth compare"))
        return;
    if (!ts_open(t, &v))
        goto out;
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, 2, 2, 0);
    ptxvm_texture_create(v.vm, &r, &d, &hp);
    d.filter_linear = 1;
    ptxvm_texture_create(v.vm, &r, &d, &hl);
    q = ts_req(PTXVM_GEOM_2D);
    q->has_compare = 1;
    ts_setf(q, 0, 0.5f, 0.5f, 0);      /* texel 0.2 */
    q->compare[0] = 0.2f;              /* 0.2 <= 0.2: pass */
    ts_setf(q, 1, 0.5f, 0.5f, 0);
    q->compare[1] = 0.3f;              /* fail */
    ts_setf(q, 2, 1.5f, 1.5f, 0);      /* texel 0.8 */
    q->compare[2] = 0.7f;
    ts_setf(q, 3, 1.5f, 1.5f, 0);
    q->compare[3] = NAN;               /* NaN compares false */
    ts_run(&v, hp, q);
    T_CHECK(t, ts_res.v[0][0] == fw(1) && ts_res.v[0][1] == 0u &&
               ts_res.v[0][2] == fw(1) && ts_res.v[0][3] == 0u,
            "point compare: %g %g %g %g", wf(ts_res.v[0][0]),
            wf(ts_res.v[0][1]), wf(ts_res.v[0][2]), wf(ts_res.v[0][3]));
    T_CHECK(t, ts_res.v[1][0] == 0u && ts_res.v[2][0] == 0u &&
               ts_res.v[3][0] == fw(1), "compare result (r, 0, 0, 1)");
    /* linear: (1.25, 1.0): x weights 3/4, 1/4 of texels 0,1; y 1/2, 1/2
       of rows 0,1; compare 0.5 passes 0.6 and 0.8 only */
    q = ts_req(PTXVM_GEOM_2D);
    q->has_compare = 1;
    ts_setf(q, 0, 1.25f, 1.0f, 0);
    q->compare[0] = 0.5f;
    ts_run(&v, hl, q);
    {
        float want = 0.75f * 0.5f * 0.0f + 0.25f * 0.5f * 0.0f +
                     0.75f * 0.5f * 1.0f + 0.25f * 0.5f * 1.0f;
        T_CHECK(t, wf(ts_res.v[0][0]) == want, "linear compare: %g want %g",
                wf(ts_res.v[0][0]), want);
    }
    /* gather with compare: each texel's result */
    q->gather = 1;
    ts_run(&v, hl, q);
    /* (1.25, 1.0): i0 = 0, i1 = 1, j0 = 0, j1 = 1 */
    T_CHECK(t, ts_res.v[0][0] == fw(1) && ts_res.v[1][0] == fw(1) &&
               ts_res.v[2][0] == 0u && ts_res.v[3][0] == 0u,
            "gather compare");
    ts_close(t, &v);
out:
    test_end(t);
}

static void ts_offsets(pv_test *t)
{
    tsv v;
    float img[8 * 8];
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t hp, hl;
    ptxvm_tex_request *q;
    rf ref;
    int i, l;
    uint64_t s = 3;
    if (!test_begin(t, "tex_sample offsets"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < 64; i++)
        img[i] = (float)(int)(ts_rng(&s) % 1000u);
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);
    d.normalized_coords = 1;
    d.address_mode[0] = PTXVM_ADDRESS_WRAP;
    d.address_mode[1] = PTXVM_ADDRESS_CLAMP;
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, 8, 8, 0);
    ptxvm_texture_create(v.vm, &r, &d, &hp);
    d.filter_linear = 1;
    ptxvm_texture_create(v.vm, &r, &d, &hl);
    memset(&ref, 0, sizeof ref);
    ref.data = (const uint8_t *)img;
    ref.fmt = PTXVM_FORMAT_F32;
    ref.ch = 1;
    ref.n[0] = ref.n[1] = 8;
    ref.n[2] = 1;
    ref.mode[0] = PTXVM_ADDRESS_WRAP;
    ref.mode[1] = PTXVM_ADDRESS_CLAMP;
    ref.norm = 1;
    for (ref.lin = 0; ref.lin < 2; ref.lin++) {
        float co[32][2];
        int off[32][2];
        q = ts_req(PTXVM_GEOM_2D);
        q->has_offset = 1;
        for (l = 0; l < 32; l++) {
            co[l][0] = (float)(ts_rng(&s) % 1000u) / 1000.0f;
            co[l][1] = (float)(ts_rng(&s) % 1000u) / 1000.0f;
            off[l][0] = (int)(ts_rng(&s) % 16u) - 8;
            off[l][1] = (int)(ts_rng(&s) % 16u) - 8;
            ts_setf(q, (uint32_t)l, co[l][0], co[l][1], 0);
            q->offset[0][l] = off[l][0];
            q->offset[1][l] = off[l][1];
        }
        ts_run(&v, ref.lin ? hl : hp, q);
        for (l = 0; l < 32; l++) {
            uint32_t o[4];
            rf_sample(&ref, 0, 0, 2, co[l], off[l], o);
            T_CHECK(t, ts_res.v[0][l] == o[0], "%s offset (%d,%d) at "
                    "(%g,%g): %g want %g", ref.lin ? "linear" : "point",
                    off[l][0], off[l][1], co[l][0], co[l][1],
                    wf(ts_res.v[0][l]), wf(o[0]));
        }
    }
    /* integer coordinates: texel (x + ox, y + oy), clamped in y */
    q = ts_req(PTXVM_GEOM_2D);
    q->has_offset = 1;
    ts_seti(q, 0, 3, 4, 0);
    q->offset[0][0] = -2;
    q->offset[1][0] = 7;
    ts_run(&v, hp, q);
    T_CHECK(t, wf(ts_res.v[0][0]) == img[7 * 8 + 1], "int offset: %g",
            wf(ts_res.v[0][0]));
    ts_close(t, &v);
out:
    test_end(t);
}

static void ts_multisample(pv_test *t)
{
    enum { W = 3, H = 2, S = 4, L = 2 };
    tsv v;
    int32_t img[L * H * W * S];
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t h, ha;
    ptxvm_tex_request *q;
    int i;
    if (!test_begin(t, "tex_sample 2dms and a2dms samples"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < L * H * W * S; i++)
        img[i] = i * 3 + 1;
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);
    d.read_as_integer = 1;
    r = ts_res_desc(buf, PTXVM_FORMAT_S32, 1, W, H, 0);
    r.samples = S;
    T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &h) == PTXVM_OK, "%s",
            ptxvm_error_message(v.vm));
    r.layers = L;
    T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &ha) == PTXVM_OK, "%s",
            ptxvm_error_message(v.vm));
    q = ts_req(PTXVM_GEOM_2DMS);
    q->result = PTXVM_TEXRES_S32;
    for (i = 0; i < 32; i++) {
        ts_seti(q, (uint32_t)i, i % W, (i / W) % H, 0);
        q->sample[i] = i % 6 - 1;          /* -1 and 4 do not exist */
        q->layer[i] = i % 3;
    }
    ts_run(&v, h, q);
    for (i = 0; i < 32; i++) {
        int sm = q->sample[i];
        int32_t want = sm < 0 || sm >= S ? 0 :
                       img[((i / W) % H * W + i % W) * S + sm];
        T_CHECK(t, (int32_t)ts_res.v[0][i] == want && ts_res.v[3][i] == 0u,
                "2dms (%d,%d) sample %d: %d want %d", i % W, (i / W) % H, sm,
                (int32_t)ts_res.v[0][i], want);
    }
    q->geom = PTXVM_GEOM_A2DMS;
    ts_run(&v, ha, q);
    for (i = 0; i < 32; i++) {
        int sm = q->sample[i], ly = q->layer[i] > 1 ? 1 : q->layer[i];
        int32_t want = sm < 0 || sm >= S ? 0 :
                       img[((ly * H + (i / W) % H) * W + i % W) * S + sm];
        T_CHECK(t, (int32_t)ts_res.v[0][i] == want,
                "a2dms layer %d (%d,%d) sample %d: %d want %d", q->layer[i],
                i % W, (i / W) % H, sm, (int32_t)ts_res.v[0][i], want);
    }
    ts_close(t, &v);
out:
    test_end(t);
}

/* NaN as 0; infinities and huge values held to 2^62 texels: the last or
   first texel when clamped, the border, and wrap of exact multiples. */
static void ts_special(pv_test *t)
{
    tsv v;
    float img[8];
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t hc, hb, hw, hl;
    ptxvm_tex_request *q;
    int i;
    if (!test_begin(t, "tex_sample NaN, infinite and huge coordinates"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < 8; i++)
        img[i] = (float)(i + 1);
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);
    d.normalized_coords = 1;
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, 8, 0, 0);
    d.address_mode[0] = PTXVM_ADDRESS_CLAMP;
    ptxvm_texture_create(v.vm, &r, &d, &hc);
    d.address_mode[0] = PTXVM_ADDRESS_BORDER;
    d.border_color[0] = -9.0f;
    ptxvm_texture_create(v.vm, &r, &d, &hb);
    d.address_mode[0] = PTXVM_ADDRESS_WRAP;
    ptxvm_texture_create(v.vm, &r, &d, &hw);
    d.filter_linear = 1;
    ptxvm_texture_create(v.vm, &r, &d, &hl);
    q = ts_req(PTXVM_GEOM_1D);
    ts_setf(q, 0, NAN, 0, 0);
    ts_setf(q, 1, INFINITY, 0, 0);
    ts_setf(q, 2, -INFINITY, 0, 0);
    ts_setf(q, 3, 3e38f, 0, 0);
    ts_setf(q, 4, 0x1p40f, 0, 0);           /* 2^43 texels: wraps to 0 */
    ts_setf(q, 5, 0x1p40f + 0x1p17f, 0, 0); /* 2^43 + 2^20: 0 as well */
    ts_setf(q, 6, -0x1p30f, 0, 0);
    ts_run(&v, hc, q);
    T_CHECK(t, wf(ts_res.v[0][0]) == 1.0f && wf(ts_res.v[0][1]) == 8.0f &&
               wf(ts_res.v[0][2]) == 1.0f && wf(ts_res.v[0][3]) == 8.0f &&
               wf(ts_res.v[0][6]) == 1.0f,
            "clamp: %g %g %g %g", wf(ts_res.v[0][0]), wf(ts_res.v[0][1]),
            wf(ts_res.v[0][2]), wf(ts_res.v[0][3]));
    ts_run(&v, hb, q);
    T_CHECK(t, wf(ts_res.v[0][0]) == 1.0f && wf(ts_res.v[0][1]) == -9.0f &&
               wf(ts_res.v[0][2]) == -9.0f, "border: %g %g %g",
            wf(ts_res.v[0][0]), wf(ts_res.v[0][1]), wf(ts_res.v[0][2]));
    ts_run(&v, hw, q);
    T_CHECK(t, wf(ts_res.v[0][0]) == 1.0f && wf(ts_res.v[0][1]) == 1.0f &&
               wf(ts_res.v[0][4]) == 1.0f && wf(ts_res.v[0][5]) == 1.0f,
            "wrap: %g %g %g %g", wf(ts_res.v[0][0]), wf(ts_res.v[0][1]),
            wf(ts_res.v[0][4]), wf(ts_res.v[0][5]));
    /* linear at NaN = 0: x - 0.5 = -0.5 blends texels -1 (wrapped: 7)
       and 0 half and half */
    ts_run(&v, hl, q);
    T_CHECK(t, wf(ts_res.v[0][0]) == 0.5f * 8.0f + 0.5f * 1.0f,
            "linear NaN: %g", wf(ts_res.v[0][0]));
    ts_close(t, &v);
out:
    test_end(t);
}

void unit_tex_sample(pv_test *t)
{
    int dims;
    ts_formats(t);
    ts_exhaustive(t);
    for (dims = 1; dims <= 3; dims++) {
        ts_filtering(t, dims, PTXVM_FORMAT_F32, 1);
        ts_filtering(t, dims, PTXVM_FORMAT_U8, 4);
    }
    ts_filtering(t, 2, PTXVM_FORMAT_F32, 4);
    ts_filtering(t, 2, PTXVM_FORMAT_F32, 2);
    ts_filtering(t, 2, PTXVM_FORMAT_S16, 2);
    ts_filtering(t, 2, PTXVM_FORMAT_F16, 1);
    ts_groups(t);
    ts_int_fast(t);
    ts_layers(t);
    ts_cube(t);
    ts_mips(t);
    ts_gather(t);
    ts_compare(t);
    ts_offsets(t);
    ts_multisample(t);
    ts_special(t);
    tex_sample_api(t);
    tex_sample_h200(t);
}
