/* tex_corpus, part four: old CUDA SDK samples whose kernels do float
   arithmetic of their own on what they read (bicubicTexture, ...). The
   references compute in double; each comparison states its tolerance
   (what rounding order and the texture unit's 8-bit weights can move)
   and prints the largest difference seen under PTXVM_TEST_VERBOSE. */
#include "tex_corpus.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int clampi(int i, int n)
{
    return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/* Compare bytes within tol; every byte counts as compared (in words). */
static void cmp_bytes_tol(ls_run *R, const char *what, const unsigned char *got,
                          const unsigned char *want, size_t n, int tol)
{
    unsigned bad = 0;
    int worst = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        int d = abs((int)got[i] - (int)want[i]);
        if (d > tol && bad++ < 4)
            T_CHECK(R->t, 0, "%s [%s] %s: byte %zu = %u, want %u within %d", R->file,
                    R->variant, what, i, got[i], want[i], tol);
        if (d > worst)
            worst = d;
    }
    T_CHECK(R->t, bad == 0, "%s [%s] %s: %u of %zu bytes outside the tolerance", R->file,
            R->variant, what, bad, n);
    R->words += n / 4;
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("  %s [%s] %s: largest difference %d (tolerance %d)\n", R->file, R->variant,
               what, worst, tol);
}

/* ---- bicubicTexture --------------------------------------------------------
   texture<uchar, 2, cudaReadModeNormalizedFloat> tex over a
   cudaMallocArray of 8-bit texels, clamp, unnormalized; render() sets
   point filtering for d_render (nearest) and d_renderBicubic, linear for
   d_render (bilinear) and d_renderFastBicubic; 16x16 blocks. Each
   kernel maps pixel (x, y) to u = (x - cx) * scale + cx + tx (v alike)
   and stores c * 255 truncated in x, y and z of a uchar4 (w = 0).
   Here scale 0.75, cx 32, cy 24, tx 0.25, ty -0.5 put every u, v on a
   quarter texel, so every product in the coordinates is exact. Nearest
   is exact. The others: a double reference of the same filter (the
   bilinear weights rounded to 1/256 as the texture unit does) within 1
   (the float sums round and c * 255 truncates). */
enum { BC_W = 64, BC_H = 48 };

static double bc_texel(const unsigned char *img, int x, int y)
{
    return img[clampi(y, BC_H) * BC_W + clampi(x, BC_W)] / 255.0;
}

static double bc_bilinear(const unsigned char *img, double u, double v)
{
    double x = u - 0.5, y = v - 0.5, fx = floor(x), fy = floor(y);
    double ax = floor((x - fx) * 256 + 0.5) / 256, ay = floor((y - fy) * 256 + 0.5) / 256;
    int ix = (int)fx, iy = (int)fy;
    return (1 - ax) * (1 - ay) * bc_texel(img, ix, iy) + ax * (1 - ay) * bc_texel(img, ix + 1, iy) +
           (1 - ax) * ay * bc_texel(img, ix, iy + 1) + ax * ay * bc_texel(img, ix + 1, iy + 1);
}

static void bc_w(double a, double w[4])
{
    w[0] = (1.0 / 6) * (a * (a * (-a + 3) - 3) + 1);
    w[1] = (1.0 / 6) * (a * a * (3 * a - 6) + 4);
    w[2] = (1.0 / 6) * (a * (a * (-3 * a + 3) + 3) + 1);
    w[3] = (1.0 / 6) * (a * a * a);
}

static double bc_bicubic(const unsigned char *img, double u, double v)
{
    double x = u - 0.5, y = v - 0.5, px = floor(x), py = floor(y), wx[4], wy[4], r = 0;
    int i, j;
    bc_w(x - px, wx);
    bc_w(y - py, wy);
    for (j = 0; j < 4; j++)
        for (i = 0; i < 4; i++)
            r += wy[j] * wx[i] * bc_texel(img, (int)px - 1 + i, (int)py - 1 + j);
    return r;
}

static double bc_fast(const unsigned char *img, double u, double v)
{
    double x = u - 0.5, y = v - 0.5, px = floor(x), py = floor(y), wx[4], wy[4];
    double g0x, g1x, g0y, g1y, h0x, h1x, h0y, h1y;
    bc_w(x - px, wx);
    bc_w(y - py, wy);
    g0x = wx[0] + wx[1];
    g1x = wx[2] + wx[3];
    g0y = wy[0] + wy[1];
    g1y = wy[2] + wy[3];
    h0x = -1 + wx[1] / g0x + 0.5;
    h1x = 1 + wx[3] / g1x + 0.5;
    h0y = -1 + wy[1] / g0y + 0.5;
    h1y = 1 + wy[3] / g1y + 0.5;
    return g0y * (g0x * bc_bilinear(img, px + h0x, py + h0y) +
                  g1x * bc_bilinear(img, px + h1x, py + h0y)) +
           g1y * (g0x * bc_bilinear(img, px + h0x, py + h1y) +
                  g1x * bc_bilinear(img, px + h1x, py + h1y));
}

static void s_bicubic(ls_run *R)
{
    static unsigned char img[BC_W * BC_H], out[BC_W * BC_H * 4], want[BC_W * BC_H * 4];
    static const struct { const char *name, *what; int linear, mode; } K[] = {
        {"_Z8d_renderP6uchar4jjfffff", "d_render nearest", 0, 0},
        {"_Z8d_renderP6uchar4jjfffff", "d_render bilinear", 1, 1},
        {"_Z15d_renderBicubicP6uchar4jjfffff", "d_renderBicubic", 0, 2},
        {"_Z19d_renderFastBicubicP6uchar4jjfffff", "d_renderFastBicubic", 1, 3}};
    const float tx = 0.25f, ty = -0.5f, scale = 0.75f, cx = 32.0f, cy = 24.0f;
    uint64_t dout = ls_buf(R, NULL, sizeof out);
    uint32_t s = 1234;
    unsigned i, kk;
    for (i = 0; i < sizeof img; i++)
        img[i] = (unsigned char)ls_rand(&s);
    for (kk = 0; kk < 4 && R->ok; kk++) {
        ptxvm_kernel *k = ls_kernel(R, K[kk].name);
        ptxvm_texture_desc td;
        ptxvm_resource_desc res;
        uint64_t tex;
        unsigned x, y;
        ls_args A;
        memset(&res, 0, sizeof res);
        res.format = PTXVM_FORMAT_U8;
        res.channels = 1;
        res.width = BC_W;
        res.height = BC_H;
        tc_desc(&td, PTXVM_ADDRESS_CLAMP, K[kk].linear, 0, 0);
        tex = tc_texture(R, img, sizeof img, &res, &td);
        tc_bind(R, "tex", tex);
        for (y = 0; y < BC_H; y++)
            for (x = 0; x < BC_W; x++) {
                double u = ((double)x - cx) * scale + cx + tx;
                double v = ((double)y - cy) * scale + cy + ty, c;
                unsigned char b;
                if (K[kk].mode == 0) {
                    float cf = (float)img[clampi((int)floor(v), BC_H) * BC_W +
                                          clampi((int)floor(u), BC_W)] / 255.0f;
                    b = (unsigned char)(cf * 255.0f);
                } else {
                    c = K[kk].mode == 1 ? bc_bilinear(img, u, v)
                        : K[kk].mode == 2 ? bc_bicubic(img, u, v) : bc_fast(img, u, v);
                    c *= 255;
                    b = (unsigned char)(c < 0 ? 0 : c > 255 ? 255 : c);
                }
                want[(y * BC_W + x) * 4 + 0] = want[(y * BC_W + x) * 4 + 1] =
                    want[(y * BC_W + x) * 4 + 2] = b;
                want[(y * BC_W + x) * 4 + 3] = 0;
            }
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        ls_arg_u32(&A, BC_W);
        ls_arg_u32(&A, BC_H);
        ls_arg_f32(&A, tx);
        ls_arg_f32(&A, ty);
        ls_arg_f32(&A, scale);
        ls_arg_f32(&A, cx);
        ls_arg_f32(&A, cy);
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK)
            R->ok = 0;
        if (ls_launch(R, k, K[kk].what, BC_W / 16, BC_H / 16, 16, 16, 0, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            if (K[kk].mode == 0)
                ls_cmp(R, K[kk].what, out, want, sizeof out / 4);
            else
                cmp_bytes_tol(R, K[kk].what, out, want, sizeof out, 1);
        }
        tc_texture_free(R, tex, &res);
    }
}

/* ---- dct8x8 ---------------------------------------------------------------
   CUDAkernel1DCT / CUDAkernel1IDCT(Dst, ImgWidth, 0, 0) over
   texture<float, 2> TexSrc (a cudaMallocArray of floats, the reference's
   defaults: point, clamp, unnormalized), <<<(w / 8, h / 8), (8, 8)>>>:
   each block reads its 8x8 tile at texel centres into shared memory and
   multiplies it by the module's __constant__ DCTv8matrix M on both sides
   (DCT: M^T A M, IDCT: M A M^T), storing row ty of the tile at
   Dst[(8 by + ty) * ImgWidth + 8 bx + tx], ImgWidth being the
   destination's float stride (72 here for a 64-wide image). The sums run
   as the PTX has them: fma.rn from 0 for i = 0..7 (SDK 2.2, 3.0), or in
   the sm_10 build a mul.f32 of term 1, then sm_1x mad.f32 (truncated
   product, ls_mad_sm1x) of terms 0, 2, 3, ..., 7; the reference replays
   them bit for bit. */
enum { DC_W = 64, DC_H = 48, DC_STRIDE = 72 };

static float dc_fma(float a, float b, float c, int sm1x, int first)
{
    uint32_t ua = tc_fbits(a), ub = tc_fbits(b), uc = tc_fbits(c);
    if (!sm1x)
        return fmaf(a, b, c);
    if (first)
        return ls_ftz(tc_fbits(ls_ftz(ua) * ls_ftz(ub)));
    return tc_bitsf(ls_mad_sm1x(ua, ub, uc));
}

static void s_dct8x8(ls_run *R)
{
    static float img[DC_W * DC_H], out[DC_STRIDE * DC_H], want[DC_STRIDE * DC_H];
    static const unsigned order[2][8] = {{0, 1, 2, 3, 4, 5, 6, 7}, {1, 0, 2, 3, 4, 5, 6, 7}};
    float m[64];
    int sm1x = strstr(R->file, "hist_tests") != NULL;
    unsigned j;
    ptxvm_texture_desc td;
    ptxvm_resource_desc res;
    uint64_t dout = ls_buf(R, NULL, sizeof out), tex;
    uint32_t s = 8;
    unsigned i, kk;
    for (i = 0; i < DC_W * DC_H; i++)
        img[i] = (float)(ls_rand(&s) & 255);
    ls_get(R, m, ls_global(R, "DCTv8matrix", NULL), sizeof m);
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_F32;
    res.channels = 1;
    res.width = DC_W;
    res.height = DC_H;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tex = tc_texture(R, img, sizeof img, &res, &td);
    tc_bind(R, "TexSrc", tex);
    for (kk = 0; kk < 2; kk++) {
        const char *name = kk ? "_Z15CUDAkernel1IDCTPfiii" : "_Z14CUDAkernel1DCTPfiii";
        ptxvm_kernel *k = ls_kernel(R, name);
        unsigned bx, by, tx, ty;
        ls_args A;
        memset(want, 0xa5, sizeof want);
        for (by = 0; by < DC_H / 8; by++)
            for (bx = 0; bx < DC_W / 8; bx++) {
                float a[64], t[64];
                for (i = 0; i < 64; i++)
                    a[i] = img[(by * 8 + i / 8) * DC_W + bx * 8 + i % 8];
                for (ty = 0; ty < 8; ty++)
                    for (tx = 0; tx < 8; tx++) {
                        float c = 0;
                        for (j = 0; j < 8; j++) {
                            i = order[sm1x][j];
                            c = dc_fma(a[i * 8 + tx], kk ? m[ty * 8 + i] : m[i * 8 + ty], c,
                                       sm1x, j == 0);
                        }
                        t[ty * 8 + tx] = c;
                    }
                for (ty = 0; ty < 8; ty++)
                    for (tx = 0; tx < 8; tx++) {
                        float c = 0;
                        for (j = 0; j < 8; j++) {
                            i = order[sm1x][j];
                            c = dc_fma(t[ty * 8 + i], kk ? m[tx * 8 + i] : m[i * 8 + tx], c,
                                       sm1x, j == 0);
                        }
                        want[(by * 8 + ty) * DC_STRIDE + bx * 8 + tx] = c;
                    }
            }
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        ls_arg_u32(&A, DC_STRIDE);
        ls_arg_u32(&A, 0);
        ls_arg_u32(&A, 0);
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK)
            R->ok = 0;
        if (ls_launch(R, k, name, DC_W / 8, DC_H / 8, 8, 8, 0, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, name, out, want, DC_STRIDE * DC_H);
        }
    }
}

/* ---- imageDenoising --------------------------------------------------------
   texture<uchar4, 2, cudaReadModeNormalizedFloat> texImage over a
   cudaMallocArray (the reference's defaults: point, clamp,
   unnormalized), 8x8 blocks; Noise = 1 / 0.32^2 (KNN) or 1 / 1.45^2
   (NLM), lerpC 0.2, the sample's starting values. Copy stores each texel
   as make_color (channels * 255 truncated, alpha 0): exact. KNN, NLM and
   NLM2 weight the window's texels by __expf of colour and geometric
   distance, count the weights above a threshold, and blend the weighted
   mean with the centre by lerpC or 1 - lerpC as that count decides;
   KNNdiag and NLMdiag store only the decision (red or blue). The
   reference computes in double: a weight within 1e-4 of the threshold
   (ex2.approx and float sums round) leaves the count, and so the
   decision, open, and the result must then match one of the outcomes;
   each channel within 1 of the reference, the decision and alpha exact.
   The image: smooth colour ramps with small noise, a noisy patch. */
enum { DN_W = 24, DN_H = 16 };

typedef struct dn_px {
    double c[4];
} dn_px;

static dn_px dn_tex(const uint32_t *img, int x, int y)
{
    dn_px p;
    uint32_t v = img[clampi(y, DN_H) * DN_W + clampi(x, DN_W)];
    int c;
    for (c = 0; c < 4; c++)
        p.c[c] = (double)((v >> (8 * c)) & 255) / 255.0;
    return p;
}

static double dn_len(dn_px a, dn_px b)
{
    return (b.c[0] - a.c[0]) * (b.c[0] - a.c[0]) + (b.c[1] - a.c[1]) * (b.c[1] - a.c[1]) +
           (b.c[2] - a.c[2]) * (b.c[2] - a.c[2]);
}

/* Whether got is what pixel (x, y) gives with window weights w[k] at
   offsets (dj[k], di[k]), k < n (threshold thr; counts times 1/49 above
   lthr pick lerpC), for a blend (diag 0) or a decision (diag 1). */
static int dn_ok(const uint32_t *img, int x, int y, const double *w, const int *dj,
                 const int *di, int n, double thr, double lthr, double lerpC, int diag,
                 uint32_t got, int *worst)
{
    double clr[3] = {0, 0, 0}, sum = 0;
    int k, lo = 0, hi = 0, cnt, c;
    dn_px c00 = dn_tex(img, x, y);
    for (k = 0; k < n; k++) {
        dn_px p = dn_tex(img, x + dj[k], y + di[k]);
        for (c = 0; c < 3; c++)
            clr[c] += p.c[c] * w[k];
        sum += w[k];
        if (fabs(w[k] - thr) <= 1e-4 * thr)
            hi++;
        else if (w[k] > thr) {
            lo++;
            hi++;
        }
    }
    for (cnt = lo; cnt <= hi; cnt++) {
        int above = cnt / 49.0 > lthr, d = 0;
        uint32_t want;
        if (diag) {
            if (got == (above ? 0xffu : 0xff0000u))
                return 1;
            continue;
        }
        if ((got >> 24) != 0)
            return 0;
        for (c = 0; c < 3; c++) {
            double q = above ? lerpC : 1 - lerpC, v = clr[c] / sum;
            int b;
            v = v + (c00.c[c] - v) * q;
            b = (int)(v * 255);
            want = (got >> (8 * c)) & 255;
            if (abs((int)want - b) > d)
                d = abs((int)want - b);
        }
        if (d <= 1) {
            if (d > *worst)
                *worst = d;
            return 1;
        }
    }
    return 0;
}

static void s_denoise(ls_run *R)
{
    static uint32_t img[DN_W * DN_H], out[DN_W * DN_H];
    static const struct { const char *name; int kind, diag; } K[] = {
        {"_Z3KNNPjiiff", 0, 0}, {"_Z7KNNdiagPjiiff", 0, 1}, {"_Z3NLMPjiiff", 1, 0},
        {"_Z7NLMdiagPjjjff", 1, 1}, {"_Z4NLM2Pjiiff", 2, 0}};
    const float knn_noise = 1.0f / (0.32f * 0.32f), nlm_noise = 1.0f / (1.45f * 1.45f);
    const float lerpC = 0.2f;
    ptxvm_texture_desc td;
    ptxvm_resource_desc res;
    uint64_t dout = ls_buf(R, NULL, sizeof out), tex;
    uint32_t s = 31337;
    int x, y, c;
    unsigned kk, i;
    for (y = 0; y < DN_H; y++)
        for (x = 0; x < DN_W; x++) {
            uint32_t v = 0;
            for (c = 0; c < 4; c++) {
                int b = 60 + 3 * x + 2 * y + 20 * c + (int)(ls_rand(&s) % 9) - 4;
                if (x >= 14 && y >= 8)
                    b = (int)(ls_rand(&s) & 255);       /* the noisy patch */
                v |= (uint32_t)(b < 0 ? 0 : b > 255 ? 255 : b) << (8 * c);
            }
            img[y * DN_W + x] = v;
        }
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_U8;
    res.channels = 4;
    res.width = DN_W;
    res.height = DN_H;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tex = tc_texture(R, img, sizeof img, &res, &td);
    tc_bind(R, "texImage", tex);
    {
        /* Copy: exact */
        static uint32_t want[DN_W * DN_H];
        ptxvm_kernel *k = ls_kernel(R, "_Z4CopyPjii");
        ls_args A;
        for (i = 0; i < DN_W * DN_H; i++) {
            want[i] = 0;
            for (c = 0; c < 3; c++) {
                float f = (float)((img[i] >> (8 * c)) & 255) / 255.0f;
                want[i] |= (uint32_t)(int)(f * 255.0f) << (8 * c);
            }
        }
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        ls_arg_u32(&A, DN_W);
        ls_arg_u32(&A, DN_H);
        if (ls_launch(R, k, "Copy", DN_W / 8, DN_H / 8, 8, 8, 0, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, "Copy", out, want, DN_W * DN_H);
        }
    }
    for (kk = 0; kk < sizeof K / sizeof K[0] && R->ok; kk++) {
        ptxvm_kernel *k = ls_kernel(R, K[kk].name);
        float noise = K[kk].kind ? nlm_noise : knn_noise;
        double thr = K[kk].kind ? 0.10 : 0.02, lthr = K[kk].kind ? 0.10 : 0.79;
        unsigned bad = 0, above = 0;
        int worst = 0;
        ls_args A;
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        ls_arg_u32(&A, DN_W);
        ls_arg_u32(&A, DN_H);
        ls_arg_f32(&A, noise);
        ls_arg_f32(&A, lerpC);
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK ||
            ls_launch(R, k, K[kk].name, DN_W / 8, DN_H / 8, 8, 8, 0, &A) != 0)
            break;
        ls_get(R, out, dout, sizeof out);
        for (y = 0; y < DN_H; y++)
            for (x = 0; x < DN_W; x++) {
                double w[64];
                int dj[64], di[64], n = 0, a, b, m, q;
                int lo = -3, hi = K[kk].kind == 2 ? 4 : 3;
                for (a = lo; a <= hi; a++)
                    for (b = lo; b <= hi; b++) {
                        double d = 0;
                        if (K[kk].kind == 0) {
                            d = dn_len(dn_tex(img, x, y), dn_tex(img, x + b, y + a));
                        } else {
                            /* NLM: (x, y) against (x + b, y + a); NLM2:
                               the block's centre against the pixel whose
                               thread holds weight (a, b) */
                            int px = K[kk].kind == 1 ? x + b : (x & ~7) + 3 + b;
                            int py = K[kk].kind == 1 ? y + a : (y & ~7) + 3 + a;
                            int ox = K[kk].kind == 1 ? x : (x & ~7) + 3;
                            int oy = K[kk].kind == 1 ? y : (y & ~7) + 3;
                            for (m = -3; m <= 3; m++)
                                for (q = -3; q <= 3; q++)
                                    d += dn_len(dn_tex(img, px + q, py + m),
                                                dn_tex(img, ox + q, oy + m));
                        }
                        w[n] = exp(-(d * noise + (a * a + b * b) / 49.0));
                        dj[n] = b;
                        di[n] = a;
                        n++;
                    }
                above += out[y * DN_W + x] == 0xffu;
                if (!dn_ok(img, x, y, w, dj, di, n, thr, lthr, lerpC, K[kk].diag,
                           out[y * DN_W + x], &worst) &&
                    bad++ < 4)
                    T_CHECK(R->t, 0, "%s [%s] %s: pixel (%d,%d) = 0x%08x", R->file, R->variant,
                            K[kk].name, x, y, (unsigned)out[y * DN_W + x]);
            }
        R->words += DN_W * DN_H;
        T_CHECK(R->t, bad == 0, "%s [%s] %s: %u pixels wrong", R->file, R->variant,
                K[kk].name, bad);
        if (getenv("PTXVM_TEST_VERBOSE"))
            printf("  %s [%s] %s: largest channel difference %d (tolerance 1)%s%u%s\n",
                   R->file, R->variant, K[kk].name, worst, K[kk].diag ? ", " : "",
                   K[kk].diag ? above : 0, K[kk].diag ? " pixels above the count" : "");
    }
}

/* ---- simpleTexture3D -------------------------------------------------------
   d_render(d_output, imageW, imageH, w) reads tex3D(tex, x / imageW,
   y / imageH, w) and stores voxel * 255 truncated to a uint. initCuda:
   texture<uchar, 3, cudaReadModeNormalizedFloat> over a
   cudaMalloc3DArray, normalized coordinates, linear filtering, wrap in
   x, y and z; setTextureFilterMode(false) switches to point. The volume
   here is 32x32x16, the image 64x32 in 16x16 blocks, w = (5 + 0.25) / 16
   and (15 + 0.75) / 16 (wrapping in z), so every coordinate and weight
   is exact (halves and quarters). Point: exact; linear: the double
   reference within 1 (the float sum of the weighted texels rounds). */
enum { T3_VW = 32, T3_VH = 32, T3_VD = 16, T3_W = 64, T3_H = 32 };

static double t3_texel(const unsigned char *vol, int x, int y, int z)
{
    x = ((x % T3_VW) + T3_VW) % T3_VW;
    y = ((y % T3_VH) + T3_VH) % T3_VH;
    z = ((z % T3_VD) + T3_VD) % T3_VD;
    return vol[(z * T3_VH + y) * T3_VW + x] / 255.0;
}

static void s_texture3d(ls_run *R)
{
    static unsigned char vol[T3_VW * T3_VH * T3_VD];
    static uint32_t out[T3_W * T3_H], want[T3_W * T3_H];
    static const float ws[] = {5.25f / 16, 15.75f / 16};
    ptxvm_kernel *k = ls_kernel(R, "_Z8d_renderPjjjf");
    uint64_t dout = ls_buf(R, NULL, sizeof out);
    uint32_t s = 3;
    unsigned i, lin, wi;
    for (i = 0; i < sizeof vol; i++)
        vol[i] = (unsigned char)ls_rand(&s);
    for (lin = 0; lin < 2 && R->ok; lin++)
        for (wi = 0; wi < 2 && R->ok; wi++) {
            ptxvm_texture_desc td;
            ptxvm_resource_desc res;
            uint64_t tex;
            unsigned x, y, bad = 0;
            int worst = 0;
            char what[48];
            ls_args A;
            memset(&res, 0, sizeof res);
            res.format = PTXVM_FORMAT_U8;
            res.channels = 1;
            res.width = T3_VW;
            res.height = T3_VH;
            res.depth = T3_VD;
            tc_desc(&td, PTXVM_ADDRESS_WRAP, (int)lin, 1, 0);
            tex = tc_texture(R, vol, sizeof vol, &res, &td);
            tc_bind(R, "tex", tex);
            for (y = 0; y < T3_H; y++)
                for (x = 0; x < T3_W; x++) {
                    double cx = (double)x / T3_W * T3_VW, cy = (double)y / T3_H * T3_VH;
                    double cz = ws[wi] * T3_VD, v = 0;
                    if (!lin) {
                        float f = (float)vol[(((int)floor(cz) % T3_VD) * T3_VH +
                                              ((int)floor(cy) % T3_VH)) * T3_VW +
                                             (int)floor(cx) % T3_VW] / 255.0f;
                        want[y * T3_W + x] = (uint32_t)(f * 255.0f);
                        continue;
                    }
                    {
                        double fx = floor(cx - 0.5), fy = floor(cy - 0.5), fz = floor(cz - 0.5);
                        double ax = cx - 0.5 - fx, ay = cy - 0.5 - fy, az = cz - 0.5 - fz;
                        int dx, dy, dz;
                        for (dz = 0; dz < 2; dz++)
                            for (dy = 0; dy < 2; dy++)
                                for (dx = 0; dx < 2; dx++)
                                    v += (dx ? ax : 1 - ax) * (dy ? ay : 1 - ay) *
                                         (dz ? az : 1 - az) *
                                         t3_texel(vol, (int)fx + dx, (int)fy + dy, (int)fz + dz);
                    }
                    want[y * T3_W + x] = (uint32_t)(v * 255);
                }
            ls_args_init(&A);
            ls_arg_ptr(&A, dout);
            ls_arg_u32(&A, T3_W);
            ls_arg_u32(&A, T3_H);
            ls_arg_f32(&A, ws[wi]);
            snprintf(what, sizeof what, "d_render %s w %g", lin ? "linear" : "point",
                     (double)ws[wi]);
            if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK)
                R->ok = 0;
            if (ls_launch(R, k, what, T3_W / 16, T3_H / 16, 16, 16, 0, &A) == 0) {
                ls_get(R, out, dout, sizeof out);
                if (!lin) {
                    ls_cmp(R, what, out, want, T3_W * T3_H);
                } else {
                    for (i = 0; i < T3_W * T3_H; i++) {
                        int d = abs((int)out[i] - (int)want[i]);
                        if (d > 1 && bad++ < 4)
                            T_CHECK(R->t, 0, "%s [%s] %s: word %u = %u, want %u within 1",
                                    R->file, R->variant, what, i, (unsigned)out[i],
                                    (unsigned)want[i]);
                        if (d > worst)
                            worst = d;
                    }
                    T_CHECK(R->t, bad == 0, "%s [%s] %s: %u words outside the tolerance",
                            R->file, R->variant, what, bad);
                    R->words += T3_W * T3_H;
                    if (getenv("PTXVM_TEST_VERBOSE"))
                        printf("  %s [%s] %s: largest difference %d (tolerance 1)\n",
                               R->file, R->variant, what, worst);
                }
            }
            tc_texture_free(R, tex, &res);
        }
}

/* ---- lineOfSight (SDK 3.0) ------------------------------------------------
   g_HeightFieldTex: a float cudaMallocArray of heights, clamp, point,
   unnormalized. computeAngles_kernel(ray, angles) samples the height at
   origin + (i + 1) / length * dir and stores atanf((height - origin.z) /
   |location - origin|); computeVisibilities_kernel marks i visible where
   the inclusive max-scan of the angles (CUDPP's, done here on the
   kernel's own angles) is <= angle i: exact. The ray here runs from
   (0, 0, 2) along (512, 200), length 512 (two 256-thread blocks), so
   every location is exact (x an integer, y a multiple of 25/64); the
   angles are compared within 2^-20 relative to a double reference (the
   kernel's own atanf), the worst printed under PTXVM_TEST_VERBOSE. */
enum { LS_HW = 520, LS_HH = 210, LS_LEN = 512 };

static void s_line_of_sight(ls_run *R)
{
    static float height[LS_HW * LS_HH], ang[LS_LEN], scan[LS_LEN];
    static unsigned char vis[LS_LEN], wvis[LS_LEN];
    struct {
        float ox, oy, oz, pad;
        float dx, dy;
        int32_t length;
        float inv;
    } ray = {0, 0, 2.0f, 0, 512.0f, 200.0f, LS_LEN, 1.0f / LS_LEN};
    ptxvm_texture_desc td;
    ptxvm_resource_desc res;
    uint64_t dang = ls_buf(R, NULL, sizeof ang), dscan, dvis = ls_buf(R, NULL, sizeof vis);
    uint32_t s = 10000;
    double worst = 0;
    unsigned i, bad = 0;
    ls_args A;
    for (i = 0; i < LS_HW * LS_HH; i++)
        height[i] = (float)(ls_rand(&s) % 1000) / 100.0f;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_F32;
    res.channels = 1;
    res.width = LS_HW;
    res.height = LS_HH;
    tc_bind(R, "g_HeightFieldTex", tc_texture(R, height, sizeof height, &res, &td));
    ls_args_init(&A);
    A.argv[A.n++] = &ray;
    ls_arg_ptr(&A, dang);
    if (ls_launch(R, ls_kernel(R, "_Z20computeAngles_kernel3RayPf"), "computeAngles_kernel",
                  LS_LEN / 256, 1, 256, 1, 0, &A) != 0)
        return;
    ls_get(R, ang, dang, sizeof ang);
    for (i = 0; i < LS_LEN; i++) {
        double x = (double)(i + 1) / LS_LEN * 512, y = (double)(i + 1) / LS_LEN * 200;
        double h = height[clampi((int)floor(y), LS_HH) * LS_HW + clampi((int)floor(x), LS_HW)];
        double want = atan((h - 2.0) / sqrt(x * x + y * y));
        double err = ang[i] == want ? 0 : fabs(ang[i] - want) / fabs(want);
        if (!(err <= 0x1p-20) && bad++ < 4)
            T_CHECK(R->t, 0, "%s [%s] computeAngles_kernel: angle %u = %.9g, want %.9g", R->file,
                    R->variant, i, (double)ang[i], want);
        if (err > worst || err != err)
            worst = err;
    }
    T_CHECK(R->t, bad == 0, "%s [%s] computeAngles_kernel: %u angles off", R->file, R->variant,
            bad);
    R->words += LS_LEN;
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("  %s [%s] computeAngles_kernel: largest relative error %.3g (tolerance 2^-20)\n",
               R->file, R->variant, worst);
    for (i = 0; i < LS_LEN; i++) {
        scan[i] = i == 0 || ang[i] > scan[i - 1] ? ang[i] : scan[i - 1];
        wvis[i] = scan[i] <= ang[i];
    }
    dscan = ls_buf(R, scan, sizeof scan);
    ls_args_init(&A);
    ls_arg_ptr(&A, dang);
    ls_arg_ptr(&A, dscan);
    ls_arg_u32(&A, LS_LEN);
    ls_arg_ptr(&A, dvis);
    if (ls_launch(R, ls_kernel(R, "_Z26computeVisibilities_kernelPKfS0_iPh"),
                  "computeVisibilities_kernel", LS_LEN / 256, 1, 256, 1, 0, &A) == 0) {
        ls_get(R, vis, dvis, sizeof vis);
        ls_cmp(R, "computeVisibilities_kernel", vis, wvis, LS_LEN / 4);
    }
}

#define GO(f) "gpuocelot/" f
const tc_sample tc_samples_sdk2[] = {
    {GO("sdk2.2_bicubicTexture.ptx"), s_bicubic, 1},
    {GO("hist_ptx_sdk3.0_bicubicTexture.ptx"), s_bicubic, 1},
    {GO("hist_tests_ptx_sdk_bicubicTexture.ptx"), s_bicubic, 1},
    {GO("sdk2.2_dct8x8.ptx"), s_dct8x8, 1},
    {GO("hist_ptx_sdk3.0_dct8x8.ptx"), s_dct8x8, 1},
    {GO("hist_tests_ptx_sdk_dct8x8.ptx"), s_dct8x8, 1},
    {GO("sdk2.2_simpleTexture3D_kernel.ptx"), s_texture3d, 1},
    {GO("hist_ptx_sdk3.0_simpleTexture3D_kernel.ptx"), s_texture3d, 1},
    {GO("hist_tests_ptx_sdk_simpleTexture3D.ptx"), s_texture3d, 1},
    {GO("hist_ptx_sdk3.0_lineOfSight.ptx"), s_line_of_sight, 1},
    {GO("hist_tests_ptx_sdk_lineOfSight.ptx"), s_line_of_sight, 1},
    {GO("sdk2.2_imageDenoising.ptx"), s_denoise, 1},
    {GO("hist_ptx_sdk3.0_imageDenoising.ptx"), s_denoise, 1},
    {GO("hist_tests_ptx_sdk_imageDenoising.ptx"), s_denoise, 1},
};
const unsigned tc_nsamples_sdk2 = sizeof tc_samples_sdk2 / sizeof tc_samples_sdk2[0];
