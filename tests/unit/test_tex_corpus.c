/* tex_corpus, part one: ZLUDA's texture read tests
   (zluda/impl_test_ptx_tex_read_*.ptx: 1D, 2D and 3D; float and integer
   results; f32 and s32 coordinates; a module .texref named "tex" or a
   texture object parameter). Each kernel is one thread reading one
   texel and storing its four words.

   ZLUDA's harness (zluda/src/impl/tex.rs of the corpus's commit) makes,
   for every format U8, U16, U32, S8, S16, S32 (the "int" kernels, read
   as integers) and HALF, FLOAT (the "float" kernels), with 1, 2 and 4
   channels, an array of width 1, 4, 16, 64 (1D), 1x1, 4x4, 16x16, 64x37
   (2D) or 1x1x1, 4x4x4, 8x8x8, 16x13x7 (3D) filled with zeros but for
   the texel (w/2, h/2, d/2), whose channels are 42, 17, 99, 7; point
   filtering, clamp in every dimension, unnormalized and (for f32
   coordinates) normalized coordinates; it reads that texel at its
   centre (p + 0.5, divided by the size when normalized) or at its
   index (s32 coordinates; the 1D s32 texture is linear memory, as
   tex1Dfetch reads) and checks the texture's channels. Here the same
   set-up runs, and then the same texture filled with seeded values of
   the whole range of the format is read at its centre, its corners and
   two points outside it (clamped; not for 1D s32, whose linear memory
   has no address mode). All four result words are compared with
   tc_texel: past the texture's channels they read 0 (as on an H200). */
#include "tex_corpus.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct zl_kind {
    unsigned dim;               /* 1, 2, 3 */
    int isfloat;                /* float kernel and formats, else integer */
    int s32;                    /* s32 coordinates */
    int obj;                    /* texture object parameter, else .texref */
} zl_kind;

typedef struct zl_tex {
    ptxvm_format f;
    unsigned ch, n[3];          /* channels, width/height/depth (1 unused) */
    int norm;
    unsigned char *texels;      /* host copy */
    uint64_t h;
    ptxvm_resource_desc res;
} zl_tex;

static void zl_parse(const char *file, zl_kind *k)
{
    const char *p = strstr(file, "tex_read_");
    k->dim = p ? (unsigned)(p[9] - '0') : 0;
    k->isfloat = strstr(file, "_float") != NULL;
    k->s32 = strstr(file, "_s32coord") != NULL;
    k->obj = strstr(file, "_texobj") != NULL;
}

/* Read the texel at index p[] (clamped into the texture for the
   reference) once, by index or by its centre. */
static void zl_read(ls_run *R, ptxvm_kernel *k, const zl_kind *K, const zl_tex *T,
                    uint64_t dout, const int p[3], const char *what)
{
    char name[160];
    size_t elem = tc_format_bytes(T->f) * T->ch, off = 0, stride = elem;
    uint32_t want[4], got[4];
    ls_args A;
    unsigned d;
    ls_args_init(&A);
    ls_arg_ptr(&A, dout);
    if (K->obj)
        ls_arg_ptr(&A, T->h);
    for (d = 0; d < K->dim; d++) {
        int i = p[d] < 0 ? 0 : p[d] >= (int)T->n[d] ? (int)T->n[d] - 1 : p[d];
        float c = (float)p[d] + 0.5f;
        if (T->norm)
            c /= (float)T->n[d];
        if (K->s32)
            ls_arg_u32(&A, (uint32_t)p[d]);
        else
            ls_arg_f32(&A, c);
        off += (size_t)i * stride;
        stride *= T->n[d];
    }
    tc_texel(T->f, T->ch, T->texels + off, !K->isfloat, want);
    if (ptxvm_memset(R->vm, dout, 0xa5, 16) != PTXVM_OK)
        R->ok = 0;
    snprintf(name, sizeof name, "%s %ux%ux%u %s x%u%s at (%d,%d,%d)", what, T->n[0],
             T->n[1], T->n[2], tc_format_name(T->f), T->ch, T->norm ? " normalized" : "", p[0],
             p[1], p[2]);
    if (ls_launch(R, k, name, 1, 1, 1, 1, 0, &A) == 0) {
        ls_get(R, got, dout, 16);
        ls_cmp(R, name, got, want, 4);
    }
}

/* Seeded texels over the format's range: integers any bits, f16 and f32
   finite (f32 normal), so every value passes through unchanged. */
static void zl_fill(unsigned char *b, size_t n, ptxvm_format f, uint32_t seed)
{
    size_t i, sz = tc_format_bytes(f);
    for (i = 0; i < n; i += sz) {
        uint32_t v = ls_rand(&seed);
        if (f == PTXVM_FORMAT_F16 && ((v >> 10) & 31) == 31)
            v &= ~(1u << 14);
        if (f == PTXVM_FORMAT_F32) {
            uint32_t e = (v >> 23) & 255;
            if (e == 0 || e == 255)
                v ^= 0x40000000u;
        }
        memcpy(b + i, &v, sz);
    }
}

static void zl_case(ls_run *R, ptxvm_kernel *k, const zl_kind *K, uint64_t dout,
                    ptxvm_format f, unsigned ch, const unsigned size[3], int norm)
{
    static const int values[4] = {42, 17, 99, 7};
    zl_tex T;
    ptxvm_texture_desc td;
    size_t elem = tc_format_bytes(f) * ch, bytes;
    int p[3] = {0, 0, 0}, q[3];
    unsigned d, c, corner;
    memset(&T, 0, sizeof T);
    T.f = f;
    T.ch = ch;
    T.norm = norm;
    for (d = 0; d < 3; d++)
        T.n[d] = d < K->dim ? size[d] : 1;
    bytes = elem * T.n[0] * T.n[1] * T.n[2];
    T.texels = (unsigned char *)calloc(1, bytes);
    if (!T.texels)
        return;
    for (d = 0; d < K->dim; d++)
        p[d] = (int)(T.n[d] / 2);
    /* ZLUDA's texture: zeros and one texel of 42, 17, 99, 7 */
    for (c = 0; c < ch; c++) {
        unsigned char *e = T.texels + ((size_t)p[2] * T.n[1] * T.n[0] +
                                       (size_t)p[1] * T.n[0] + (size_t)p[0]) * elem +
                           c * tc_format_bytes(f);
        if (f == PTXVM_FORMAT_F16) {
            uint16_t h = tc_f32_to_f16((float)values[c]);
            memcpy(e, &h, 2);
        } else if (f == PTXVM_FORMAT_F32) {
            float v = (float)values[c];
            memcpy(e, &v, 4);
        } else {
            uint32_t v = (uint32_t)values[c];
            memcpy(e, &v, tc_format_bytes(f));
        }
    }
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, norm, !K->isfloat);
    T.res.format = f;
    T.res.channels = ch;
    T.res.width = T.n[0];
    T.res.height = K->dim >= 2 ? T.n[1] : 0;
    T.res.depth = K->dim >= 3 ? T.n[2] : 0;
    for (corner = 0; corner < 2 && R->ok; corner++) {
        T.h = tc_texture(R, T.texels, bytes, &T.res, &td);
        if (!K->obj)
            tc_bind(R, "tex", T.h);
        if (corner == 0) {
            zl_read(R, k, K, &T, dout, p, "zluda's texel");
        } else {
            unsigned npts = 1u << K->dim;
            zl_read(R, k, K, &T, dout, p, "centre");
            for (c = 0; c < npts; c++) {
                for (d = 0; d < 3; d++)
                    q[d] = d < K->dim && ((c >> d) & 1) ? (int)T.n[d] - 1 : 0;
                zl_read(R, k, K, &T, dout, q, "corner");
            }
            if (!(K->s32 && K->dim == 1)) {
                for (d = 0; d < 3; d++)
                    q[d] = d < K->dim ? -2 : 0;
                zl_read(R, k, K, &T, dout, q, "below");
                for (d = 0; d < 3; d++)
                    q[d] = d < K->dim ? (int)T.n[d] + 1 : 0;
                zl_read(R, k, K, &T, dout, q, "above");
            }
        }
        tc_texture_free(R, T.h, &T.res);
        T.res.data = 0;
        zl_fill(T.texels, bytes, f, (uint32_t)(bytes * 31 + ch * 7 + f));
    }
    free(T.texels);
}

static void s_zluda_read(ls_run *R)
{
    static const ptxvm_format ints[] = {PTXVM_FORMAT_U8,  PTXVM_FORMAT_U16,
                                        PTXVM_FORMAT_U32, PTXVM_FORMAT_S8,
                                        PTXVM_FORMAT_S16, PTXVM_FORMAT_S32};
    static const ptxvm_format floats[] = {PTXVM_FORMAT_F16, PTXVM_FORMAT_F32};
    static const unsigned chans[] = {1, 2, 4};
    static const unsigned sizes[3][4][3] = {
        {{1, 1, 1}, {4, 1, 1}, {16, 1, 1}, {64, 1, 1}},
        {{1, 1, 1}, {4, 4, 1}, {16, 16, 1}, {64, 37, 1}},
        {{1, 1, 1}, {4, 4, 4}, {8, 8, 8}, {16, 13, 7}}};
    zl_kind K;
    const ptxvm_format *fmts;
    unsigned nf, fi, ci, si;
    int norm;
    uint64_t dout;
    ptxvm_kernel *k;
    zl_parse(R->file, &K);
    k = ls_kernel(R, ptxvm_module_kernel_name(R->m, 0));
    T_CHECK(R->t, K.dim >= 1 && K.dim <= 3, "%s: dimension", R->file);
    if (!k || K.dim < 1 || K.dim > 3)
        return;
    fmts = K.isfloat ? floats : ints;
    nf = K.isfloat ? 2 : 6;
    dout = ls_buf(R, NULL, 16);
    for (fi = 0; fi < nf; fi++)
        for (ci = 0; ci < 3; ci++)
            for (si = 0; si < 4; si++)
                for (norm = 0; norm <= !K.s32; norm++)
                    if (R->ok)
                        zl_case(R, k, &K, dout, fmts[fi], chans[ci], sizes[K.dim - 1][si],
                                norm);
}

#define ZL(name) {"zluda/impl_test_ptx_tex_read_" name ".ptx", s_zluda_read, 1}
const tc_sample tc_samples_zluda[] = {
    ZL("1d_float"), ZL("1d_float_s32coord"), ZL("1d_float_s32coord_texobj"),
    ZL("1d_float_texobj"), ZL("1d_int"), ZL("1d_int_s32coord"),
    ZL("1d_int_s32coord_texobj"), ZL("1d_int_texobj"), ZL("2d_float"),
    ZL("2d_float_s32coord"), ZL("2d_float_s32coord_texobj"), ZL("2d_float_texobj"),
    ZL("2d_int"), ZL("2d_int_s32coord"), ZL("2d_int_s32coord_texobj"), ZL("2d_int_texobj"),
    ZL("3d_float"), ZL("3d_float_s32coord"), ZL("3d_float_s32coord_texobj"),
    ZL("3d_float_texobj"), ZL("3d_int"), ZL("3d_int_s32coord"),
    ZL("3d_int_s32coord_texobj"), ZL("3d_int_texobj"),
};
const unsigned tc_nsamples_zluda = sizeof tc_samples_zluda / sizeof tc_samples_zluda[0];
