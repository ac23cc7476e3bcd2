/* The tex_sample suite, continued: hand-worked cases of the sampling
   rules an NVIDIA H200 showed (tests/gpu/README.md, "Texture sampling on
   the H200"). Each expected word is one the H200 returned in gpu_tex for
   the same texels and coordinates, or follows from the rule by hand. */
#include "tex_sample.h"
#include <math.h>
#include <string.h>

/* A one-level texture of w x h texels of format f, ch channels, from
   host bytes; address mode am in every dimension, linear or point. */
static uint64_t th_tex(tsv *v, const void *texels, size_t bytes,
                       ptxvm_format f, uint32_t ch, uint32_t w, uint32_t h,
                       int am, int lin, int norm, int asint)
{
    ptxvm_resource_desc r = ts_res_desc(ts_buf(v, texels, bytes), f, ch, w,
                                        h, 0);
    ptxvm_texture_desc d;
    uint64_t t = 0;
    memset(&d, 0, sizeof d);
    d.address_mode[0] = d.address_mode[1] = d.address_mode[2] = am;
    d.filter_linear = lin;
    d.normalized_coords = norm;
    d.read_as_integer = asint;
    d.border_color[0] = 0.25f;
    d.border_color[1] = -0.5f;
    d.border_color[2] = 2.0f;
    d.border_color[3] = 1.0f;
    ptxvm_texture_create(v->vm, &r, &d, &t);
    return t;
}

/* Lane 0's four words at (x, y) of a 1D or 2D fetch. */
static void th_at(tsv *v, uint64_t h, int dims, float x, float y,
                  uint32_t o[4])
{
    ptxvm_tex_request *q = ts_req(dims == 1 ? PTXVM_GEOM_1D : PTXVM_GEOM_2D);
    int k;
    ts_setf(q, 0, x, y, 0);
    ts_run(v, h, q);
    for (k = 0; k < 4; k++)
        o[k] = ts_res.v[k][0];
}

static void th_blends(pv_test *t, tsv *v)
{
    uint32_t o[4];
    uint64_t h;
    {   /* u8: 124/256 of 137 and 132/256 of 41 is 87.5 codes, rounded
           once to u16 as 87.5 * 257 = 22487.5 -> 22488; the GPU's word */
        static const uint8_t px[2] = { 137, 41 };
        h = th_tex(v, px, sizeof px, PTXVM_FORMAT_U8, 1, 2, 0,
                   PTXVM_ADDRESS_CLAMP, 1, 0, 0);
        th_at(v, h, 1, 1.015625f, 0, o);
        T_CHECK(t, o[0] == 0x3eafb0b0u && o[0] == fw(22488.0f / 65535.0f) &&
                   o[1] == 0 && o[2] == 0 && o[3] == 0,
                "u8 blend: %08x %08x %08x %08x", o[0], o[1], o[2], o[3]);
    }
    {   /* 2D u8 at (2.046875, 2.046875): ax = ay = 140, corner (1,1)
           round(140 * 140 / 256) = 77, then 63, 63, 53: 199.6 codes ->
           51298 / 65535 (the exact products give 51258) */
        static const uint8_t px[4] = { 213, 201, 151, 229 };
        h = th_tex(v, px, sizeof px, PTXVM_FORMAT_U8, 1, 2, 2,
                   PTXVM_ADDRESS_CLAMP, 1, 0, 0);
        th_at(v, h, 2, 1.046875f, 1.046875f, o);
        T_CHECK(t, o[0] == 0x3f4862c8u, "2D weights: %08x", o[0]);
    }
    {   /* s16: 96/256 of 10171 and 160/256 of -12873 is -4231.5, which
           rounds up to -4231 */
        static const int16_t px[2] = { 10171, -12873 };
        h = th_tex(v, px, sizeof px, PTXVM_FORMAT_S16, 1, 2, 0,
                   PTXVM_ADDRESS_CLAMP, 1, 0, 0);
        th_at(v, h, 1, 1.125f, 0, o);
        T_CHECK(t, o[0] == 0xbe043908u && o[0] == fw(-4231.0f / 32767.0f),
                "s16 tie: %08x", o[0]);
    }
    {   /* f16: the blend rounds to f16: 0.75 * 1 + 0.25 * 2^-11 is
           0.75 + 2^-13, a quarter of an f16 ulp: 0.75 */
        static const uint16_t px[2] = { 0x3c00, 0x1000 };
        h = th_tex(v, px, sizeof px, PTXVM_FORMAT_F16, 1, 2, 0,
                   PTXVM_ADDRESS_CLAMP, 1, 0, 0);
        th_at(v, h, 1, 0.75f, 0, o);
        T_CHECK(t, o[0] == fw(0.75f), "f16 blend: %08x", o[0]);
    }
    {   /* f32: a NaN blend is 0x7fffffff; an infinite texel of weight 0
           is not read; inf - inf is NaN too */
        float px[3];
        uint32_t nan = 0x7fc00001u;
        memcpy(&px[0], &nan, 4);
        px[1] = 2.0f;
        px[2] = INFINITY;
        h = th_tex(v, px, sizeof px, PTXVM_FORMAT_F32, 1, 3, 0,
                   PTXVM_ADDRESS_CLAMP, 1, 0, 0);
        th_at(v, h, 1, 1.0f, 0, o);
        T_CHECK(t, o[0] == 0x7fffffffu, "NaN blend: %08x", o[0]);
        th_at(v, h, 1, 1.5f, 0, o);      /* texel 1 alone */
        T_CHECK(t, o[0] == fw(2.0f), "weight 0: %08x", o[0]);
    }
}

static void th_border(pv_test *t, tsv *v)
{
    uint32_t o[4];
    uint64_t h;
    static const uint8_t b8[4] = { 1, 2, 3, 4 };
    static const uint32_t b32[4] = { 1, 2, 3, 4 };
    /* u8: 0.25 -> 64/255, -0.5 -> 0, 2 -> 1, 1 -> 1 */
    h = th_tex(v, b8, sizeof b8, PTXVM_FORMAT_U8, 4, 1, 1,
               PTXVM_ADDRESS_BORDER, 0, 0, 0);
    th_at(v, h, 2, -1.0f, 0.5f, o);
    T_CHECK(t, o[0] == 0x3e808081u && o[1] == 0 && o[2] == fw(1.0f) &&
               o[3] == fw(1.0f), "u8 border: %08x %08x %08x %08x", o[0],
            o[1], o[2], o[3]);
    /* s8: 0.25 -> 32/127, -0.5 -> -63.5 rounded up to -63 */
    h = th_tex(v, b8, sizeof b8, PTXVM_FORMAT_S8, 4, 1, 1,
               PTXVM_ADDRESS_BORDER, 0, 0, 0);
    th_at(v, h, 2, -1.0f, 0.5f, o);
    T_CHECK(t, o[0] == 0x3e810204u && o[1] == 0xbefdfbf8u &&
               o[1] == fw(-63.0f / 127.0f), "s8 border: %08x %08x", o[0],
            o[1]);
    /* u8 read as integers: 0; u32: the colour's bits */
    h = th_tex(v, b8, sizeof b8, PTXVM_FORMAT_U8, 4, 1, 1,
               PTXVM_ADDRESS_BORDER, 0, 0, 1);
    th_at(v, h, 2, -1.0f, 0.5f, o);
    T_CHECK(t, !o[0] && !o[1] && !o[2] && !o[3], "u8 int border: %08x", o[0]);
    h = th_tex(v, b32, sizeof b32, PTXVM_FORMAT_U32, 4, 1, 1,
               PTXVM_ADDRESS_BORDER, 0, 0, 1);
    th_at(v, h, 2, -1.0f, 0.5f, o);
    T_CHECK(t, o[0] == 0x3e800000u && o[1] == 0xbf000000u &&
               o[2] == 0x40000000u && o[3] == 0x3f800000u,
            "u32 border: %08x %08x %08x %08x", o[0], o[1], o[2], o[3]);
    /* one channel: the missing ones are 0, border or not */
    h = th_tex(v, b8, 1, PTXVM_FORMAT_U8, 1, 1, 1, PTXVM_ADDRESS_BORDER, 0,
               0, 0);
    th_at(v, h, 2, -1.0f, 0.5f, o);
    T_CHECK(t, o[0] == 0x3e808081u && !o[1] && !o[2] && !o[3],
            "x1 border: %08x %08x", o[0], o[3]);
    th_at(v, h, 2, 0.5f, 0.5f, o);
    T_CHECK(t, o[0] == fw(1.0f / 255.0f) && !o[3], "x1 texel: %08x", o[3]);
    {   /* a 1D texture filters between row -1 and row 0: at a texel's
           centre under border, (texel + border) / 2: (255 + 64) / 2 codes,
           159.5 * 257 = 40991.5 -> 40992 */
        static const uint8_t px[2] = { 255, 255 };
        h = th_tex(v, px, sizeof px, PTXVM_FORMAT_U8, 1, 2, 0,
                   PTXVM_ADDRESS_BORDER, 1, 0, 0);
        th_at(v, h, 1, 1.5f, 0, o);
        T_CHECK(t, o[0] == fw(40992.0f / 65535.0f), "1D border: %08x", o[0]);
        h = th_tex(v, px, sizeof px, PTXVM_FORMAT_U8, 1, 2, 0,
                   PTXVM_ADDRESS_CLAMP, 1, 0, 0);
        th_at(v, h, 1, 1.5f, 0, o);
        T_CHECK(t, o[0] == fw(1.0f), "1D clamp: %08x", o[0]);
    }
}

static void th_coords(pv_test *t, tsv *v)
{
    uint32_t o[4];
    uint64_t h;
    float px[7];
    int i;
    for (i = 0; i < 7; i++)
        px[i] = (float)i;
    /* 0.142857149 * 7 = 1.00000004, but the coordinate is cut to 22
       bits first: texel 0; 0.6 * 5 reads texel 2 */
    h = th_tex(v, px, sizeof px, PTXVM_FORMAT_F32, 1, 7, 0,
               PTXVM_ADDRESS_CLAMP, 0, 1, 0);
    th_at(v, h, 1, 0.142857149f, 0, o);
    T_CHECK(t, o[0] == fw(0.0f), "1/7: %g", wf(o[0]));
    th_at(v, h, 1, 3.0f / 7.0f, 0, o);
    T_CHECK(t, o[0] == fw(2.0f), "3/7: %g", wf(o[0]));
    h = th_tex(v, px, 5 * sizeof px[0], PTXVM_FORMAT_F32, 1, 5, 0,
               PTXVM_ADDRESS_CLAMP, 0, 1, 0);
    th_at(v, h, 1, 0.6f, 0, o);
    T_CHECK(t, o[0] == fw(2.0f), "0.6 * 5: %g", wf(o[0]));
    /* wrap and mirror: infinities and huge values read texel 0 */
    h = th_tex(v, px, sizeof px, PTXVM_FORMAT_F32, 1, 7, 0,
               PTXVM_ADDRESS_WRAP, 0, 1, 0);
    th_at(v, h, 1, INFINITY, 0, o);
    T_CHECK(t, o[0] == fw(0.0f), "wrap inf: %g", wf(o[0]));
    th_at(v, h, 1, -1e30f, 0, o);
    T_CHECK(t, o[0] == fw(0.0f), "wrap -1e30: %g", wf(o[0]));
    h = th_tex(v, px, sizeof px, PTXVM_FORMAT_F32, 1, 7, 0,
               PTXVM_ADDRESS_MIRROR, 0, 1, 0);
    th_at(v, h, 1, -INFINITY, 0, o);
    T_CHECK(t, o[0] == fw(0.0f), "mirror -inf: %g", wf(o[0]));
    {   /* gather: a weight rounding to a whole texel moves the footprint:
           x = 2.499 (x - 0.5 = 1.999, weight 256/256) gathers columns 2
           and 3, not 1 and 2 */
        float g[16];
        ptxvm_tex_request *q;
        for (i = 0; i < 16; i++)
            g[i] = (float)i;
        h = th_tex(v, g, sizeof g, PTXVM_FORMAT_F32, 1, 4, 4,
                   PTXVM_ADDRESS_CLAMP, 0, 0, 0);
        q = ts_req(PTXVM_GEOM_2D);
        q->gather = 1;
        ts_setf(q, 0, 2.499f, 1.0f, 0);
        ts_run(v, h, q);
        T_CHECK(t, wf(ts_res.v[0][0]) == 6.0f && wf(ts_res.v[1][0]) == 7.0f &&
                   wf(ts_res.v[2][0]) == 3.0f && wf(ts_res.v[3][0]) == 2.0f,
                "gather: %g %g %g %g", wf(ts_res.v[0][0]), wf(ts_res.v[1][0]),
                wf(ts_res.v[2][0]), wf(ts_res.v[3][0]));
    }
}

void tex_sample_h200(pv_test *t)
{
    tsv v;
    if (!test_begin(t, "tex_sample the H200's rules: blends, border, coordinates"))
        return;
    if (!ts_open(t, &v))
        goto out;
    th_blends(t, &v);
    th_border(t, &v);
    th_coords(t, &v);
    ts_close(t, &v);
out:
    test_end(t);
}
