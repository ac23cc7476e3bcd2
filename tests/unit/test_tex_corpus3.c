/* tex_corpus, part three: texture kernels of the old CUDA SDK samples
   in gpuocelot's corpus (SDK 2.2 by nvopencc 3.1 with 64-bit pointers,
   sdk2.2_*; SDK 3.0 with 32-bit pointers, hist_ptx_sdk3.0_*; the sm_10
   builds with legacy .tex names, hist_tests_ptx_sdk_*, cuda3.2_*). The
   textures are made as the samples' host code (gpuocelot's copy of SDK
   2.2, tests/cuda2.2/tests/<sample>) made them; each kernel's launch
   takes its grid and block from there, on smaller images of seeded
   values. Where the texels and weights are small integers every sum is
   exact whatever the order or fusion, so the comparison is exact. */
#include "tex_corpus.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A 2D texture of w x h single-channel or RGBA texels of format f,
   bound to the module's name. */
static uint64_t tex2d(ls_run *R, const char *name, const void *texels, ptxvm_format f,
                      unsigned ch, unsigned w, unsigned h, const ptxvm_texture_desc *td,
                      ptxvm_resource_desc *res)
{
    uint64_t t;
    memset(res, 0, sizeof *res);
    res->format = f;
    res->channels = ch;
    res->width = w;
    res->height = h;
    t = tc_texture(R, texels, (size_t)w * h * ch * tc_format_bytes(f), res, td);
    tc_bind(R, name, t);
    return t;
}

static int clampi(int i, int n)
{
    return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/* ---- simpleTexture ---------------------------------------------------------
   transformKernel(g_odata, width, height, theta) rotates the image by
   theta about its centre: u = x / width - 0.5, v = y / height - 0.5,
   tu = u cos - v sin + 0.5, tv = v cos + u sin + 0.5, and reads tex2D
   at (tu, tv). The host code: a float array (32-bit, one channel),
   wrap in x and y, linear filtering, normalized coordinates; 8x8
   blocks over the image. Texels here are integers 0..255.
   theta = 0: tu = x / width exactly (widths are powers of two), so
   every read lies halfway between texels x - 1 and x (wrapping at 0),
   rows alike: the result is the mean of four texels, exact.
   theta = 0.5 (the sample's angle): the reference takes sinf/cosf of the
   host and bilinear weights rounded to 1/256 (the hardware's 8-bit
   fraction); the kernel's own sinf, cosf and rounding of tu, tv may move
   a weight by one step, so a result may differ from the reference by at
   most (max - min of its four texels) * 2 / 256. */
enum { ST_W = 64, ST_H = 32 };

static float st_bilinear(const float *img, float tu, float tv)
{
    float x = tu * ST_W - 0.5f, y = tv * ST_H - 0.5f;
    float fx = floorf(x), fy = floorf(y);
    int ax = (int)floorf((x - fx) * 256.0f + 0.5f), ay = (int)floorf((y - fy) * 256.0f + 0.5f);
    int x0 = ((int)fx % ST_W + ST_W) % ST_W, y0 = ((int)fy % ST_H + ST_H) % ST_H;
    int x1 = (x0 + 1) % ST_W, y1 = (y0 + 1) % ST_H;
    return ((float)(256 - ax) * (float)(256 - ay) * img[y0 * ST_W + x0] +
            (float)ax * (float)(256 - ay) * img[y0 * ST_W + x1] +
            (float)(256 - ax) * (float)ay * img[y1 * ST_W + x0] +
            (float)ax * (float)ay * img[y1 * ST_W + x1]) / 65536.0f;
}

static float st_spread(const float *img, float tu, float tv)
{
    int x0 = (int)floorf(tu * ST_W - 0.5f), y0 = (int)floorf(tv * ST_H - 0.5f);
    float lo = 1e30f, hi = -1e30f;
    int i, j;
    for (j = 0; j < 2; j++)
        for (i = 0; i < 2; i++) {
            float v = img[(((y0 + j) % ST_H + ST_H) % ST_H) * ST_W +
                          ((x0 + i) % ST_W + ST_W) % ST_W];
            lo = fminf(lo, v);
            hi = fmaxf(hi, v);
        }
    return hi - lo;
}

static void s_simple_texture(ls_run *R)
{
    static float img[ST_W * ST_H], out[ST_W * ST_H];
    static const float thetas[] = {0.0f, 0.5f};
    ptxvm_texture_desc td;
    ptxvm_resource_desc res;
    ptxvm_kernel *k = ls_kernel(R, ptxvm_module_kernel_name(R->m, 0));
    uint64_t dout = ls_buf(R, NULL, sizeof out);
    uint32_t s = 41;
    unsigned i, ti;
    for (i = 0; i < ST_W * ST_H; i++)
        img[i] = (float)(ls_rand(&s) & 255);
    tc_desc(&td, PTXVM_ADDRESS_WRAP, 1, 1, 0);
    tex2d(R, "tex", img, PTXVM_FORMAT_F32, 1, ST_W, ST_H, &td, &res);
    for (ti = 0; ti < 2; ti++) {
        float th = thetas[ti], sn = sinf(th), cs = cosf(th), worst = 0;
        unsigned x, y, bad = 0, exact = 0;
        ls_args A;
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        ls_arg_u32(&A, ST_W);
        ls_arg_u32(&A, ST_H);
        ls_arg_f32(&A, th);
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK ||
            ls_launch(R, k, "transformKernel", ST_W / 8, ST_H / 8, 8, 8, 0, &A) != 0)
            return;
        ls_get(R, out, dout, sizeof out);
        for (y = 0; y < ST_H; y++)
            for (x = 0; x < ST_W; x++) {
                float u = (float)x / ST_W - 0.5f, v = (float)y / ST_H - 0.5f;
                float tu = u * cs - v * sn + 0.5f, tv = v * cs + u * sn + 0.5f;
                float w = st_bilinear(img, tu, tv), g = out[y * ST_W + x];
                float err = fabsf(g - w), tol = th == 0.0f ? 0.0f
                                                           : st_spread(img, tu, tv) * 2 / 256;
                exact += err == 0.0f;
                if (!(err <= tol) && bad++ < 4)
                    T_CHECK(R->t, 0, "%s [%s] theta %g (%u,%u): %.9g, want %.9g within %g",
                            R->file, R->variant, (double)th, x, y, (double)g, (double)w,
                            (double)tol);
                if (err > worst || err != err)
                    worst = err;
            }
        R->words += ST_W * ST_H;
        T_CHECK(R->t, bad == 0, "%s [%s] theta %g: %u of %u outside the tolerance", R->file,
                R->variant, (double)th, bad, ST_W * ST_H);
        if (getenv("PTXVM_TEST_VERBOSE") && th != 0.0f)
            printf("  %s [%s] theta %g: %u of %u exact, worst error %g\n", R->file,
                   R->variant, (double)th, exact, ST_W * ST_H, (double)worst);
    }
}

/* ---- SobelFilter -----------------------------------------------------------
   texture<unsigned char, 2> tex (defaults: point, clamp, unnormalized,
   read as integers) over a cudaMallocArray of the 8-bit image.
   SobelCopyImage<<<h, 384>>>: pixel * fscale clamped to [0, 255];
   SobelTex<<<h, 384>>>: the Sobel magnitude (|Horz| + |Vert|) * fScale,
   truncated, clamped, from texels at integer coordinates (clamped at
   the borders); SobelShared<<<(w / 320 rounded up, h / 4), (16, 4),
   2304>>> computes the same in 80-uchar4 strips staged in shared memory
   (BlockWidth 80, SharedPitch 384), writing only u + ib < w / 4. Rows of
   the output lie Pitch (= w) bytes apart. */
enum { SB_W = 400, SB_H = 30 };

static unsigned char sobel_px(const unsigned char *img, int x, int y)
{
    return img[clampi(y, SB_H) * SB_W + clampi(x, SB_W)];
}

static unsigned char sobel_ref(const unsigned char *img, int x, int y, float scale)
{
    int ul = sobel_px(img, x - 1, y - 1), um = sobel_px(img, x, y - 1),
        ur = sobel_px(img, x + 1, y - 1), ml = sobel_px(img, x - 1, y),
        mr = sobel_px(img, x + 1, y), ll = sobel_px(img, x - 1, y + 1),
        lm = sobel_px(img, x, y + 1), lr = sobel_px(img, x + 1, y + 1);
    short horz = (short)(ur + 2 * mr + lr - ul - 2 * ml - ll);
    short vert = (short)(ul + 2 * um + ur - ll - 2 * lm - lr);
    short sum = (short)(scale * (float)(abs(horz) + abs(vert)));
    return sum < 0 ? 0 : sum > 255 ? 255 : (unsigned char)sum;
}

static void s_sobel(ls_run *R)
{
    static unsigned char img[SB_W * SB_H], out[SB_W * SB_H], want[SB_W * SB_H];
    const float scale = 1.5f;
    ptxvm_texture_desc td;
    ptxvm_resource_desc res;
    uint64_t dout = ls_buf(R, NULL, sizeof out);
    uint32_t s = 77;
    unsigned i, kk;
    int x, y;
    for (i = 0; i < sizeof img; i++)
        img[i] = (unsigned char)ls_rand(&s);
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 1);
    tex2d(R, "tex", img, PTXVM_FORMAT_U8, 1, SB_W, SB_H, &td, &res);
    for (kk = 0; kk < 3; kk++) {
        static const char *const names[] = {"_Z14SobelCopyImagePhjiif", "_Z8SobelTexPhjiif",
                                            "_Z11SobelSharedP6uchar4tssssf"};
        ptxvm_kernel *k = ls_kernel(R, names[kk]);
        ls_args A;
        int rc;
        for (y = 0; y < SB_H; y++)
            for (x = 0; x < SB_W; x++) {
                float c = fminf(fmaxf((float)img[y * SB_W + x] * scale, 0.0f), 255.0f);
                want[y * SB_W + x] = kk == 0 ? (unsigned char)c : sobel_ref(img, x, y, scale);
            }
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK)
            R->ok = 0;
        if (kk < 2) {
            ls_arg_u32(&A, SB_W);
            ls_arg_u32(&A, SB_W);
            ls_arg_u32(&A, SB_H);
            ls_arg_f32(&A, scale);
            rc = ls_launch(R, k, names[kk], SB_H, 1, 384, 1, 0, &A);
        } else {
            ls_arg_u32(&A, SB_W);       /* SobelPitch */
            ls_arg_u32(&A, 80);         /* BlockWidth */
            ls_arg_u32(&A, 384);        /* SharedPitch */
            ls_arg_u32(&A, SB_W);
            ls_arg_u32(&A, SB_H);
            ls_arg_f32(&A, scale);
            rc = ls_launch(R, k, names[kk], (SB_W + 319) / 320, (SB_H + 3) / 4, 16, 4,
                           384 * 6, &A);
        }
        if (rc == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, names[kk], out, want, sizeof out / 4);
        }
    }
}

/* ---- boxFilter -------------------------------------------------------------
   d_boxfilter_x_tex<<<h / 16, 16>>> and d_boxfilter_y_tex<<<w / 16, 16>>>
   slide a window of 2r + 1 texels along rows (columns) of the float
   texture `tex` (one channel, point, clamp; the kernels read integer
   texel coordinates, so unnormalized), adding the texel entering and
   subtracting the one leaving, times 1 / (2r + 1); d_boxfilter_x_global
   and _y_global do the same from global memory, repeating the edge
   pixels. d_boxfilter_rgba_x reads `rgbaTex` (uchar4 read as normalized
   floats, point, clamp), sums the four channels the same way and packs
   each saturated channel * 255, truncated; d_boxfilter_rgba_y is the
   column pass from global memory. Float texels here are integers, so
   every sum is exact; the RGBA sums are replayed in the kernels' order
   and rounding (bx_chan); the sm_10 build's column pass, whose division
   is approximate, is compared within one unit a channel. */
enum { BX_W = 64, BX_H = 48, BX_R = 5 };

typedef struct bx4 {
    float v[4];
} bx4;

static uint32_t bx_pack(bx4 t, float scale)
{
    uint32_t r = 0;
    int c;
    for (c = 0; c < 4; c++) {
        float f = t.v[c] * scale;
        f = f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f;
        r |= (uint32_t)(f * 255.0f) << (8 * c);
    }
    return r;
}

static bx4 bx_unpack(uint32_t c)
{
    bx4 t;
    int i;
    for (i = 0; i < 4; i++)
        t.v[i] = (float)((c >> (8 * i)) & 255) / 255.0f;
    return t;
}

static void bx_acc(bx4 *t, bx4 a, float sign)
{
    int c;
    for (c = 0; c < 4; c++)
        t->v[c] = sign > 0 ? t->v[c] + a.v[c] : t->v[c] - a.v[c];
}

/* rgbaIntToFloat's channel c in the column pass: SDK 2.2 divides by 255
   (div.rn); SDK 3.0 multiplies by 1/255 as a float (0x3b808081), adding
   each with fma.rn and subtracting a separately rounded mul.f32 product,
   as the PTX is written (ptxas could contract that pair into one fma on
   a GPU; the library runs the instructions as written); the sm_10 build
   divides with PTX 1.x div.f32, an approximation (modes 0, 1, 2). */
#define BX_INV255 0x1.010102p-8f

static float bx_chan(uint32_t w, int c, int mode)
{
    float v = (float)((w >> (8 * c)) & 255);
    return mode == 1 ? v * BX_INV255 : v / 255.0f;
}

static float bx_add(float t, uint32_t w, int c, int mode)
{
    return mode == 1 ? fmaf((float)((w >> (8 * c)) & 255), BX_INV255, t)
                     : t + bx_chan(w, c, mode);
}

static float bx_sub(float t, uint32_t w, int c, int mode)
{
    return t - bx_chan(w, c, mode);
}

/* The float passes: dir 0 rows, 1 columns; tex: the texture kernels'
   sliding (from x = -r), else the global kernels' edge handling, which
   gives the same sums. */
static void bx_ref(const float *in, float *out, int dir)
{
    const float scale = 1.0f / (2 * BX_R + 1);
    int n = dir ? BX_H : BX_W, lines = dir ? BX_W : BX_H, l, i;
    for (l = 0; l < lines; l++) {
#define BX_AT(i) in[dir ? clampi(i, n) * BX_W + l : l * BX_W + clampi(i, n)]
        float t = 0.0f;
        for (i = -BX_R; i <= BX_R; i++)
            t += BX_AT(i);
        out[dir ? l : l * BX_W] = t * scale;
        for (i = 1; i < n; i++) {
            t += BX_AT(i + BX_R);
            t -= BX_AT(i - BX_R - 1);
            out[dir ? i * BX_W + l : l * BX_W + i] = t * scale;
        }
#undef BX_AT
    }
}

static void s_box_filter(ls_run *R)
{
    static float img[BX_W * BX_H], out[BX_W * BX_H], want[BX_W * BX_H];
    static uint32_t rgba[BX_W * BX_H], rout[BX_W * BX_H], rwant[BX_W * BX_H];
    const float scale = 1.0f / (2 * BX_R + 1);
    ptxvm_texture_desc td;
    ptxvm_resource_desc res, res2;
    uint64_t dout = ls_buf(R, NULL, sizeof out), din;
    uint32_t s = 99;
    unsigned i, kk;
    int x, y;
    ls_fill_intf(img, BX_W * BX_H, 100, 5);
    for (i = 0; i < BX_W * BX_H; i++)
        rgba[i] = ls_rand(&s);
    din = ls_buf(R, img, sizeof img);
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tex2d(R, "tex", img, PTXVM_FORMAT_F32, 1, BX_W, BX_H, &td, &res);
    tex2d(R, "rgbaTex", rgba, PTXVM_FORMAT_U8, 4, BX_W, BX_H, &td, &res2);
    for (kk = 0; kk < 4; kk++) {
        static const struct { const char *name; int dir, global; } K[] = {
            {"_Z17d_boxfilter_x_texPfiii", 0, 0}, {"_Z17d_boxfilter_y_texPfiii", 1, 0},
            {"_Z20d_boxfilter_x_globalPfS_iii", 0, 1},
            {"_Z20d_boxfilter_y_globalPfS_iii", 1, 1}};
        ptxvm_kernel *k = ls_kernel(R, K[kk].name);
        ls_args A;
        bx_ref(img, want, K[kk].dir);
        ls_args_init(&A);
        if (K[kk].global)
            ls_arg_ptr(&A, din);
        ls_arg_ptr(&A, dout);
        ls_arg_u32(&A, BX_W);
        ls_arg_u32(&A, BX_H);
        ls_arg_u32(&A, BX_R);
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK)
            R->ok = 0;
        if (ls_launch(R, k, K[kk].name, (K[kk].dir ? BX_W : BX_H) / 16, 1, 16, 1, 0, &A) ==
            0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, K[kk].name, out, want, BX_W * BX_H);
        }
    }
    /* RGBA: rows from the texture, then columns of the packed result */
    for (y = 0; y < BX_H; y++) {
        bx4 t = {{0, 0, 0, 0}};
        for (x = -BX_R; x <= BX_R; x++)
            bx_acc(&t, bx_unpack(rgba[y * BX_W + clampi(x, BX_W)]), 1);
        rwant[y * BX_W] = bx_pack(t, scale);
        for (x = 1; x < BX_W; x++) {
            bx_acc(&t, bx_unpack(rgba[y * BX_W + clampi(x + BX_R, BX_W)]), 1);
            bx_acc(&t, bx_unpack(rgba[y * BX_W + clampi(x - BX_R - 1, BX_W)]), -1);
            rwant[y * BX_W + x] = bx_pack(t, scale);
        }
    }
    {
        ptxvm_kernel *k = ls_kernel(R, "_Z18d_boxfilter_rgba_xPjiii");
        uint64_t dr = ls_buf(R, NULL, sizeof rout);
        ls_args A;
        ls_args_init(&A);
        ls_arg_ptr(&A, dr);
        ls_arg_u32(&A, BX_W);
        ls_arg_u32(&A, BX_H);
        ls_arg_u32(&A, BX_R);
        if (ls_launch(R, k, "d_boxfilter_rgba_x", BX_H / 16, 1, 16, 1, 0, &A) == 0) {
            ls_get(R, rout, dr, sizeof rout);
            ls_cmp(R, "d_boxfilter_rgba_x", rout, rwant, BX_W * BX_H);
        }
    }
    {
        /* the column pass over the row pass's reference */
        ptxvm_kernel *k = ls_kernel(R, "_Z18d_boxfilter_rgba_yPjS_iii");
        uint64_t di = ls_buf(R, rwant, sizeof rwant), dr = ls_buf(R, NULL, sizeof rout);
        int mode = strstr(R->file, "sdk3.0") ? 1 : strstr(R->file, "hist_tests") ? 2 : 0;
        unsigned bad = 0, worst = 0;
        ls_args A;
        for (x = 0; x < BX_W; x++) {
            bx4 t;
            for (y = 0; y < BX_H; y++) {
                int c;
                for (c = 0; c < 4; c++) {
                    if (y == 0) {
                        t.v[c] = bx_chan(rwant[x], c, mode) * (float)BX_R;
                        for (i = 0; i < BX_R + 1; i++)
                            t.v[c] = bx_add(t.v[c], rwant[i * BX_W + x], c, mode);
                    } else {
                        t.v[c] = bx_add(t.v[c], rwant[clampi(y + BX_R, BX_H) * BX_W + x], c,
                                        mode);
                        t.v[c] = bx_sub(t.v[c], rwant[clampi(y - BX_R - 1, BX_H) * BX_W + x],
                                        c, mode);
                    }
                }
                rout[y * BX_W + x] = bx_pack(t, scale);
            }
        }
        memcpy(rgba, rout, sizeof rout);        /* the want */
        ls_args_init(&A);
        ls_arg_ptr(&A, di);
        ls_arg_ptr(&A, dr);
        ls_arg_u32(&A, BX_W);
        ls_arg_u32(&A, BX_H);
        ls_arg_u32(&A, BX_R);
        if (ls_launch(R, k, "d_boxfilter_rgba_y", BX_W / 16, 1, 16, 1, 0, &A) == 0) {
            ls_get(R, rout, dr, sizeof rout);
            if (mode != 2) {
                ls_cmp(R, "d_boxfilter_rgba_y", rout, rgba, BX_W * BX_H);
            } else {
                for (i = 0; i < BX_W * BX_H; i++) {
                    int c;
                    for (c = 0; c < 4; c++) {
                        int d = abs((int)((rout[i] >> (8 * c)) & 255) -
                                    (int)((rgba[i] >> (8 * c)) & 255));
                        if (d > 1 && bad++ < 4)
                            T_CHECK(R->t, 0, "%s [%s] d_boxfilter_rgba_y: word %u = 0x%08x, "
                                    "want 0x%08x within 1 a channel", R->file, R->variant, i,
                                    (unsigned)rout[i], (unsigned)rgba[i]);
                        if ((unsigned)d > worst)
                            worst = (unsigned)d;
                    }
                }
                R->words += BX_W * BX_H;
                T_CHECK(R->t, bad == 0, "%s [%s] d_boxfilter_rgba_y: %u channels off", R->file,
                        R->variant, bad);
                if (getenv("PTXVM_TEST_VERBOSE"))
                    printf("  %s [%s] d_boxfilter_rgba_y: largest channel difference %u\n",
                           R->file, R->variant, worst);
            }
        }
    }
}

/* ---- convolutionTexture ----------------------------------------------------
   convolutionRowGPU / convolutionColumnGPU (SDK 3.0: convolutionRowsKernel
   / convolutionColumnsKernel) read the float texture texData (texSrc)
   at (ix + 0.5 + k, iy + 0.5) (rows) or (ix + 0.5, iy + 0.5 + k)
   (columns), k = -8..8, times the __constant__ taps d_Kernel (c_Kernel)
   [8 - k]; the texture: cudaMallocArray of floats, the reference's
   defaults (point, clamp, unnormalized); blocks of 16x12 over the image
   (a ragged last block here). Texels and taps are small integers. */
enum { CV_W = 72, CV_H = 40, CV_R = 8 };

static void s_convolution_texture(ls_run *R)
{
    static float img[CV_W * CV_H], out[CV_W * CV_H], want[CV_W * CV_H];
    float taps[2 * CV_R + 1];
    int sdk3 = ptxvm_module_get_global(R->m, "c_Kernel", NULL, NULL) == PTXVM_OK;
    const char *rows = sdk3 ? "_Z21convolutionRowsKernelPfii" : "_Z17convolutionRowGPUPfii";
    const char *cols = sdk3 ? "_Z24convolutionColumnsKernelPfii"
                            : "_Z20convolutionColumnGPUPfii";
    ptxvm_texture_desc td;
    ptxvm_resource_desc res;
    uint64_t dout = ls_buf(R, NULL, sizeof out);
    unsigned pass;
    int x, y, k;
    ls_fill_intf(img, CV_W * CV_H, 9, 71);
    ls_fill_intf(taps, 2 * CV_R + 1, 4, 72);
    ls_put(R, ls_global(R, sdk3 ? "c_Kernel" : "d_Kernel", NULL), taps, sizeof taps);
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tex2d(R, sdk3 ? "texSrc" : "texData", img, PTXVM_FORMAT_F32, 1, CV_W, CV_H, &td, &res);
    for (pass = 0; pass < 2; pass++) {
        ptxvm_kernel *kn = ls_kernel(R, pass ? cols : rows);
        ls_args A;
        for (y = 0; y < CV_H; y++)
            for (x = 0; x < CV_W; x++) {
                float sum = 0;
                for (k = -CV_R; k <= CV_R; k++)
                    sum += img[(pass ? clampi(y + k, CV_H) : y) * CV_W +
                               (pass ? x : clampi(x + k, CV_W))] * taps[CV_R - k];
                want[y * CV_W + x] = sum;
            }
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        ls_arg_u32(&A, CV_W);
        ls_arg_u32(&A, CV_H);
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK)
            R->ok = 0;
        if (ls_launch(R, kn, pass ? cols : rows, (CV_W + 15) / 16, (CV_H + 11) / 12, 16, 12,
                      0, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, pass ? cols : rows, out, want, CV_W * CV_H);
        }
    }
}

/* ---- convolutionFFT2D (SDK 2.2) -------------------------------------------
   padKernel and padData read texture<Complex, 2> texKernel / texData
   (float2 cudaMallocArrays, the reference's defaults: point, clamp,
   unnormalized) at texel centres: padKernel moves kernel texel (x, y) to
   ((x - kernelX) mod fftW, (y - kernelY) mod fftH) of the padded
   kernel; padData copies the data, repeats its last column and row over
   kernelX columns and kernelY rows, and fills the rest from column 0 /
   row 0; (16, 12) blocks over the kernel and over the fft size. Here a
   7x7 kernel at (1, 6), 50x40 data, a 64x48 padded size. */
enum { FK_W = 7, FK_H = 7, FK_X = 1, FK_Y = 6, FD_W = 50, FD_H = 40, FF_W = 64, FF_H = 48 };

/* One pad kernel: its arguments (dout, then src unless 0, then the n
   values of v), out filled with 0xa5 (what the kernel does not write
   stays so), mangled launched as name over gx x gy blocks of bx x by
   threads, and its nf floats compared with want. */
static void pad_run(ls_run *R, const char *mangled, const char *name, unsigned gx,
                    unsigned gy, unsigned bx, unsigned by, uint64_t dout, uint64_t src,
                    const uint32_t *v, unsigned n, float *out, size_t bytes,
                    const float *want, size_t nf)
{
    ls_args A;
    unsigned i;
    ls_args_init(&A);
    ls_arg_ptr(&A, dout);
    if (src)
        ls_arg_ptr(&A, src);
    for (i = 0; i < n; i++)
        ls_arg_u32(&A, v[i]);
    if (ptxvm_memset(R->vm, dout, 0xa5, bytes) != PTXVM_OK)
        R->ok = 0;
    if (ls_launch(R, ls_kernel(R, mangled), name, gx, gy, bx, by, 0, &A) == 0) {
        ls_get(R, out, dout, bytes);
        ls_cmp(R, name, out, want, nf);
    }
}

static void s_fft_pad(ls_run *R)
{
    static float kern[FK_W * FK_H * 2], data[FD_W * FD_H * 2];
    static float out[FF_W * FF_H * 2], want[FF_W * FF_H * 2];
    ptxvm_texture_desc td;
    ptxvm_resource_desc rk, rd;
    uint64_t dout = ls_buf(R, NULL, sizeof out);
    uint32_t s = 2007;
    int x, y;
    unsigned i;
    for (i = 0; i < FK_W * FK_H * 2; i++)
        kern[i] = (float)(int32_t)ls_rand(&s) / 65536.0f;
    for (i = 0; i < FD_W * FD_H * 2; i++)
        data[i] = (float)(int32_t)ls_rand(&s) / 65536.0f;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tex2d(R, "texKernel", kern, PTXVM_FORMAT_F32, 2, FK_W, FK_H, &td, &rk);
    tex2d(R, "texData", data, PTXVM_FORMAT_F32, 2, FD_W, FD_H, &td, &rd);
    /* padKernel */
    memset(want, 0xa5, sizeof want);
    for (y = 0; y < FK_H; y++)
        for (x = 0; x < FK_W; x++) {
            int kx = x - FK_X < 0 ? x - FK_X + FF_W : x - FK_X;
            int ky = y - FK_Y < 0 ? y - FK_Y + FF_H : y - FK_Y;
            memcpy(&want[(ky * FF_W + kx) * 2], &kern[(y * FK_W + x) * 2], 8);
        }
    {
        static const uint32_t v[] = { FF_W, FF_H, FK_W, FK_H, FK_X, FK_Y };
        pad_run(R, "_Z9padKernelP6float2iiiiii", "padKernel", 1, 1, 16, 12,
                dout, 0, v, 6, out, sizeof out, want, FF_W * FF_H * 2);
    }
    /* padData */
    for (y = 0; y < FF_H; y++)
        for (x = 0; x < FF_W; x++) {
            int dx = x < FD_W ? x : x < FD_W + FK_X ? FD_W - 1 : 0;
            int dy = y < FD_H ? y : y < FD_H + FK_Y ? FD_H - 1 : 0;
            memcpy(&want[(y * FF_W + x) * 2], &data[(dy * FD_W + dx) * 2], 8);
        }
    {
        static const uint32_t v[] = { FF_W, FF_H, FD_W, FD_H, FK_W, FK_H, FK_X, FK_Y };
        pad_run(R, "_Z7padDataP6float2iiiiiiii", "padData", FF_W / 16, FF_H / 12, 16, 12,
                dout, 0, v, 8, out, sizeof out, want, FF_W * FF_H * 2);
    }
}

/* ---- fluidsGL: advectVelocity_k ---------------------------------------------
   texture<float2, 2> texref over a cudaMallocArray of the velocity
   field, linear filtering (setupTexture), clamp, unnormalized;
   <<<(dx / 64, dy / 64), (64, 4)>>> with lb = 16 rows a thread. Each
   cell reads the velocity at (x, y) (halfway between texels, as the
   kernel reads integer coordinates), traces back by dt * v * (dx, dy)
   from the cell centre and stores the velocity read there into vx, vy
   (row pitch pdx). The field's values are multiples of 1/16 in [-2, 2],
   dt = 1/16 on a 64x64 domain (pdx 66), so every traced position is a
   multiple of 1/64 and every weight and sum is exact: compared bit for
   bit. */
enum { FL_N = 64, FL_P = 66 };

static double fl_tex(const float *v, double x, double y, int c)
{
    double fx = floor(x - 0.5), fy = floor(y - 0.5), ax = x - 0.5 - fx, ay = y - 0.5 - fy;
    int ix = (int)fx, iy = (int)fy;
#define FL_T(i, j) v[(clampi(j, FL_N) * FL_N + clampi(i, FL_N)) * 2 + c]
    return (1 - ax) * (1 - ay) * FL_T(ix, iy) + ax * (1 - ay) * FL_T(ix + 1, iy) +
           (1 - ax) * ay * FL_T(ix, iy + 1) + ax * ay * FL_T(ix + 1, iy + 1);
#undef FL_T
}

static void s_fluids_advect(ls_run *R)
{
    static float v[FL_N * FL_N * 2], vx[FL_P * FL_N], vy[FL_P * FL_N];
    static float wx[FL_P * FL_N], wy[FL_P * FL_N];
    const float dt = 1.0f / 16;
    ptxvm_texture_desc td;
    ptxvm_resource_desc res;
    uint64_t dv = ls_buf(R, NULL, 8), dx_ = ls_buf(R, NULL, sizeof vx),
             dy_ = ls_buf(R, NULL, sizeof vy);
    uint32_t s = 64;
    ls_args A;
    unsigned i;
    int x, y;
    for (i = 0; i < FL_N * FL_N * 2; i++)
        v[i] = (float)((int)(ls_rand(&s) % 65) - 32) / 16.0f;
    memset(wx, 0xa5, sizeof wx);
    memset(wy, 0xa5, sizeof wy);
    for (y = 0; y < FL_N; y++)
        for (x = 0; x < FL_N; x++) {
            double ux = fl_tex(v, x, y, 0), uy = fl_tex(v, x, y, 1);
            double px = x + 0.5 - dt * ux * FL_N, py = y + 0.5 - dt * uy * FL_N;
            wx[y * FL_P + x] = (float)fl_tex(v, px, py, 0);
            wy[y * FL_P + x] = (float)fl_tex(v, px, py, 1);
        }
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 1, 0, 0);
    tex2d(R, "texref", v, PTXVM_FORMAT_F32, 2, FL_N, FL_N, &td, &res);
    ls_args_init(&A);
    ls_arg_ptr(&A, dv);
    ls_arg_ptr(&A, dx_);
    ls_arg_ptr(&A, dy_);
    ls_arg_u32(&A, FL_N);
    ls_arg_u32(&A, FL_P);
    ls_arg_u32(&A, FL_N);
    ls_arg_f32(&A, dt);
    ls_arg_u32(&A, 16);
    if (ls_launch(R, ls_kernel(R, "_Z16advectVelocity_kP6float2PfS1_iiifi"), "advectVelocity_k",
                  1, 1, 64, 4, 0, &A) == 0) {
        ls_get(R, vx, dx_, sizeof vx);
        ls_get(R, vy, dy_, sizeof vy);
        ls_cmp(R, "advectVelocity_k vx", vx, wx, FL_P * FL_N);
        ls_cmp(R, "advectVelocity_k vy", vy, wy, FL_P * FL_N);
    }
}

/* ---- marchingCubes: classifyVoxel (SAMPLE_VOLUME build) ---------------------
   allocateTextures / bindVolumeTexture: numVertsTex over 256 uints of
   linear memory (read as they are), volumeTex over the uchar volume in
   linear memory (read as normalized floats: tex.1d.v4.u32 returns the
   floats' bits, which the kernel compares as floats). Voxel i reads the
   eight corners of its cube (clamped to the grid) with tex1Dfetch, sets
   bit k of the cube index when corner k < isoValue and stores
   numVertsTable[index] and whether it is nonzero. The grid here is
   16x16x16 in 128-thread blocks over a (16, 2) grid; the table is
   seeded values 0..15 (the kernel only looks it up); isoValue 0.5. */
enum { MC_N = 16 };

static void s_marching_classify(ls_run *R)
{
    static unsigned char vol[MC_N * MC_N * MC_N];
    static uint32_t table[256], verts[MC_N * MC_N * MC_N], occ[MC_N * MC_N * MC_N];
    static uint32_t wverts[MC_N * MC_N * MC_N], wocc[MC_N * MC_N * MC_N];
    static const int corner[8][3] = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0},
                                     {0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}};
    const float iso = 0.5f;
    uint32_t gsize[3] = {MC_N, MC_N, MC_N}, gshift[3] = {0, 4, 8}, gmask[3] = {15, 15, 15};
    float vsize[3] = {2.0f / MC_N, 2.0f / MC_N, 2.0f / MC_N};
    uint32_t nvox = MC_N * MC_N * MC_N;
    ptxvm_texture_desc td;
    ptxvm_resource_desc rt, rv;
    uint64_t dverts = ls_buf(R, NULL, sizeof verts), docc = ls_buf(R, NULL, sizeof occ);
    uint32_t s = 99;
    ls_args A;
    unsigned i, k;
    for (i = 0; i < sizeof vol; i++)
        vol[i] = (unsigned char)ls_rand(&s);
    for (i = 0; i < 256; i++)
        table[i] = ls_rand(&s) % 16;
    for (i = 0; i < nvox; i++) {
        int x = (int)(i & 15), y = (int)((i >> 4) & 15), z = (int)((i >> 8) & 15);
        uint32_t idx = 0;
        for (k = 0; k < 8; k++) {
            int cx = clampi(x + corner[k][0], MC_N), cy = clampi(y + corner[k][1], MC_N),
                cz = clampi(z + corner[k][2], MC_N);
            float f = (float)vol[(cz * MC_N + cy) * MC_N + cx] / 255.0f;
            idx |= (uint32_t)(f < iso) << k;
        }
        wverts[i] = table[idx];
        wocc[i] = table[idx] > 0;
    }
    memset(&rt, 0, sizeof rt);
    rt.format = PTXVM_FORMAT_U32;
    rt.channels = 1;
    rt.width = 256;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 1);
    tc_bind(R, "numVertsTex", tc_texture(R, table, sizeof table, &rt, &td));
    memset(&rv, 0, sizeof rv);
    rv.format = PTXVM_FORMAT_U8;
    rv.channels = 1;
    rv.width = nvox;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tc_bind(R, "volumeTex", tc_texture(R, vol, sizeof vol, &rv, &td));
    ls_args_init(&A);
    ls_arg_ptr(&A, dverts);
    ls_arg_ptr(&A, docc);
    ls_arg_ptr(&A, ls_buf(R, vol, sizeof vol));
    /* the uint3 and float3 parameters: 12 bytes each */
    A.argv[A.n++] = gsize;
    A.argv[A.n++] = gshift;
    A.argv[A.n++] = gmask;
    ls_arg_u32(&A, nvox);
    A.argv[A.n++] = vsize;
    ls_arg_f32(&A, iso);
    if (ls_launch(R, ls_kernel(R, "_Z13classifyVoxelPjS_Ph5uint3S1_S1_j6float3f"),
                  "classifyVoxel", 16, 2, 128, 1, 0, &A) == 0) {
        ls_get(R, verts, dverts, sizeof verts);
        ls_get(R, occ, docc, sizeof occ);
        ls_cmp(R, "classifyVoxel voxelVerts", verts, wverts, nvox);
        ls_cmp(R, "classifyVoxel voxelOccupied", occ, wocc, nvox);
    }
}

/* ---- particles: reorderDataAndFindCellStartD ----------------------------------
   oldPosTex and oldVelTex: texture<float4, 1> bound to the position and
   velocity arrays (linear memory; USE_TEX builds fetch with tex1Dfetch).
   Given the particles sorted by grid hash, each thread copies particle
   (sorted index)'s position and velocity into the sorted arrays and,
   where the hash changes from the previous entry (found through a
   257-word shared window), records the cell's start (SDK 3.0 also the
   previous cell's end, and the last cell's end). SDK 2.2 takes (hash,
   index) pairs and runs 256-thread blocks over exactly the particles
   (1024 here); SDK 3.0 takes hashes and indices apart, checks
   numParticles (1000 here, a partial last block) and gets its window as
   dynamic shared memory (257 words). Hashes: 64 cells, some empty;
   cells no particle starts stay 0xa5 bytes. */
enum { PR_CELLS = 64 };

static int pr_cmp(const void *a, const void *b)
{
    const uint32_t *x = (const uint32_t *)a, *y = (const uint32_t *)b;
    return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : (x[1] < y[1] ? -1 : x[1] > y[1]);
}

static void s_particles_reorder(ls_run *R)
{
    enum { NMAX = 1024 };
    static uint32_t pairs[NMAX][2], start[PR_CELLS], end[PR_CELLS], wstart[PR_CELLS],
        wend[PR_CELLS], hash[NMAX], idx[NMAX];
    static float pos[NMAX * 4], vel[NMAX * 4], spos[NMAX * 4], svel[NMAX * 4],
        wpos[NMAX * 4], wvel[NMAX * 4];
    int sdk3 = strstr(R->file, "sdk3.0") != NULL;
    unsigned n = sdk3 ? 1000 : 1024, i;
    ptxvm_texture_desc td;
    ptxvm_resource_desc rp, rv;
    uint64_t dstart = ls_buf(R, NULL, sizeof start), dend = ls_buf(R, NULL, sizeof end);
    uint64_t dspos = ls_buf(R, NULL, sizeof spos), dsvel = ls_buf(R, NULL, sizeof svel);
    uint64_t dpos, dvel;
    uint32_t s = 4242;
    ls_args A;
    int rc;
    for (i = 0; i < n * 4; i++) {
        pos[i] = (float)(int32_t)ls_rand(&s) / 1048576.0f;
        vel[i] = (float)(int32_t)ls_rand(&s) / 4194304.0f;
    }
    for (i = 0; i < n; i++) {
        pairs[i][0] = (ls_rand(&s) % (PR_CELLS / 2)) * 2;  /* odd cells stay empty */
        pairs[i][1] = i;
    }
    qsort(pairs, n, sizeof pairs[0], pr_cmp);
    memset(wstart, 0xa5, sizeof wstart);
    memset(wend, 0xa5, sizeof wend);
    memset(wpos, 0xa5, sizeof wpos);
    memset(wvel, 0xa5, sizeof wvel);
    for (i = 0; i < n; i++) {
        hash[i] = pairs[i][0];
        idx[i] = pairs[i][1];
        if (i == 0 || hash[i] != hash[i - 1]) {
            wstart[hash[i]] = i;
            if (i > 0)
                wend[hash[i - 1]] = i;
        }
        memcpy(&wpos[i * 4], &pos[idx[i] * 4], 16);
        memcpy(&wvel[i * 4], &vel[idx[i] * 4], 16);
    }
    wend[hash[n - 1]] = n;
    dpos = ls_buf(R, pos, n * 16);
    dvel = ls_buf(R, vel, n * 16);
    memset(&rp, 0, sizeof rp);
    rp.format = PTXVM_FORMAT_F32;
    rp.channels = 4;
    rp.width = n;
    rv = rp;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tc_bind(R, "oldPosTex", tc_texture(R, pos, n * 16, &rp, &td));
    tc_bind(R, "oldVelTex", tc_texture(R, vel, n * 16, &rv, &td));
    ls_args_init(&A);
    if (sdk3) {
        ls_arg_ptr(&A, dstart);
        ls_arg_ptr(&A, dend);
        ls_arg_ptr(&A, dspos);
        ls_arg_ptr(&A, dsvel);
        ls_arg_ptr(&A, ls_buf(R, hash, n * 4));
        ls_arg_ptr(&A, ls_buf(R, idx, n * 4));
        ls_arg_ptr(&A, dpos);
        ls_arg_ptr(&A, dvel);
        ls_arg_u32(&A, n);
        rc = ls_launch(R, ls_kernel(R, "_Z28reorderDataAndFindCellStartDPjS_P6float4S1_S_S_S1_S1_j"),
                       "reorderDataAndFindCellStartD", (n + 255) / 256, 1, 256, 1, 257 * 4, &A);
    } else {
        ls_arg_ptr(&A, ls_buf(R, pairs, n * 8));
        ls_arg_ptr(&A, dpos);
        ls_arg_ptr(&A, dvel);
        ls_arg_ptr(&A, dspos);
        ls_arg_ptr(&A, dsvel);
        ls_arg_ptr(&A, dstart);
        rc = ls_launch(R, ls_kernel(R, "_Z28reorderDataAndFindCellStartDP5uint2P6float4S2_S2_S2_Pj"),
                       "reorderDataAndFindCellStartD", n / 256, 1, 256, 1, 0, &A);
    }
    if (rc == 0) {
        ls_get(R, start, dstart, sizeof start);
        ls_get(R, spos, dspos, sizeof spos);
        ls_get(R, svel, dsvel, sizeof svel);
        ls_cmp(R, "cellStart", start, wstart, PR_CELLS);
        ls_cmp(R, "sortedPos", spos, wpos, NMAX * 4);
        ls_cmp(R, "sortedVel", svel, wvel, NMAX * 4);
        if (sdk3) {
            ls_get(R, end, dend, sizeof end);
            ls_cmp(R, "cellEnd", end, wend, PR_CELLS);
        }
    }
    if (!sdk3 && R->ok)
        tc_particles_collide22(R);
}

/* SDK 3.0's version pads real data: padKernel_kernel and
   padDataClampToBorder_kernel (fftH, fftW, ... in y, x order) read
   texFloat, a float texture bound to the source's linear memory
   (tex1Dfetch), in (32, 8) blocks; the same placement rules. */
static void s_fft_pad3(ls_run *R)
{
    static float kern[FK_W * FK_H], data[FD_W * FD_H], out[FF_W * FF_H], want[FF_W * FF_H];
    ptxvm_texture_desc td;
    ptxvm_resource_desc rk, rd;
    uint64_t dout = ls_buf(R, NULL, sizeof out), tk, tdat;
    uint32_t s = 3000;
    int x, y;
    unsigned i;
    for (i = 0; i < FK_W * FK_H; i++)
        kern[i] = (float)(int32_t)ls_rand(&s) / 65536.0f;
    for (i = 0; i < FD_W * FD_H; i++)
        data[i] = (float)(int32_t)ls_rand(&s) / 65536.0f;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    memset(&rk, 0, sizeof rk);
    rk.format = PTXVM_FORMAT_F32;
    rk.channels = 1;
    rk.width = FK_W * FK_H;
    rd = rk;
    rd.width = FD_W * FD_H;
    tk = tc_texture(R, kern, sizeof kern, &rk, &td);
    tdat = tc_texture(R, data, sizeof data, &rd, &td);
    memset(want, 0xa5, sizeof want);
    for (y = 0; y < FK_H; y++)
        for (x = 0; x < FK_W; x++) {
            int kx = x - FK_X < 0 ? x - FK_X + FF_W : x - FK_X;
            int ky = y - FK_Y < 0 ? y - FK_Y + FF_H : y - FK_Y;
            want[ky * FF_W + kx] = kern[y * FK_W + x];
        }
    tc_bind(R, "texFloat", tk);
    {
        static const uint32_t v[] = { FF_H, FF_W, FK_H, FK_W, FK_Y, FK_X };
        pad_run(R, "_Z16padKernel_kernelPfS_iiiiii", "padKernel_kernel", 1, 1, 32, 8,
                dout, rk.data, v, 6, out, sizeof out, want, FF_W * FF_H);
    }
    for (y = 0; y < FF_H; y++)
        for (x = 0; x < FF_W; x++) {
            int dx = x < FD_W ? x : x < FD_W + FK_X ? FD_W - 1 : 0;
            int dy = y < FD_H ? y : y < FD_H + FK_Y ? FD_H - 1 : 0;
            want[y * FF_W + x] = data[dy * FD_W + dx];
        }
    tc_bind(R, "texFloat", tdat);
    {
        static const uint32_t v[] = { FF_H, FF_W, FD_H, FD_W, FK_H, FK_W, FK_Y, FK_X };
        pad_run(R, "_Z27padDataClampToBorder_kernelPfS_iiiiiiii", "padDataClampToBorder_kernel", FF_W / 32, FF_H / 8, 32, 8,
                dout, rd.data, v, 8, out, sizeof out, want, FF_W * FF_H);
    }
}

/* ---- simplePitchLinearTexture (SDK 3.0) -----------------------------------
   shiftPitchLinear and shiftArray read texRefPL (a float texture over
   cudaMallocPitch memory, cudaBindTexture2D with its pitch) and
   texRefArray (a cudaMallocArray): normalized coordinates, point, wrap
   in x and y; each thread stores the texel at ((x + shiftX) / width,
   (y + shiftY) / height), i.e. texel ((x + 5) mod w, (y + 7) mod h),
   into a pitched output (row pitch in floats); 16x16 blocks. Widths are
   powers of two here (64x32), as the sample's 512x512, so the
   coordinates land exactly on texel corners; the pitch is 72 floats. */
enum { PL_W = 64, PL_H = 32, PL_P = 72 };

static void s_pitch_linear(ls_run *R)
{
    static float img[PL_P * PL_H], out[PL_P * PL_H], want[PL_P * PL_H];
    ptxvm_texture_desc td;
    ptxvm_resource_desc rp, ra;
    uint64_t dout = ls_buf(R, NULL, sizeof out);
    uint32_t s = 57;
    unsigned kk, i;
    int x, y;
    for (i = 0; i < PL_P * PL_H; i++)
        img[i] = (float)(int32_t)ls_rand(&s) / 256.0f;
    tc_desc(&td, PTXVM_ADDRESS_WRAP, 0, 1, 0);
    memset(&rp, 0, sizeof rp);
    rp.format = PTXVM_FORMAT_F32;
    rp.channels = 1;
    rp.width = PL_W;
    rp.height = PL_H;
    rp.pitch = PL_P * 4;
    tc_bind(R, "texRefPL", tc_texture(R, img, sizeof img, &rp, &td));
    {
        /* the array: the same texels packed */
        static float packed[PL_W * PL_H];
        for (y = 0; y < PL_H; y++)
            memcpy(&packed[y * PL_W], &img[y * PL_P], PL_W * 4);
        tex2d(R, "texRefArray", packed, PTXVM_FORMAT_F32, 1, PL_W, PL_H, &td, &ra);
    }
    memset(want, 0xa5, sizeof want);
    for (y = 0; y < PL_H; y++)
        for (x = 0; x < PL_W; x++)
            want[y * PL_P + x] = img[((y + 7) % PL_H) * PL_P + (x + 5) % PL_W];
    for (kk = 0; kk < 2; kk++) {
        const char *name = kk ? "_Z10shiftArrayPfiiiii" : "_Z16shiftPitchLinearPfiiiii";
        ls_args A;
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        ls_arg_u32(&A, PL_P);
        ls_arg_u32(&A, PL_W);
        ls_arg_u32(&A, PL_H);
        ls_arg_u32(&A, 5);
        ls_arg_u32(&A, 7);
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK)
            R->ok = 0;
        if (ls_launch(R, ls_kernel(R, name), name, PL_W / 16, PL_H / 16, 16, 16, 0, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, name, out, want, PL_P * PL_H);
        }
    }
}

#define GO(f) "gpuocelot/" f
const tc_sample tc_samples_sdk[] = {
    {GO("sdk2.2_simpleTexture.ptx"), s_simple_texture, 1},
    {GO("sdk2.2_simpleTexture_kernel.ptx"), s_simple_texture, 1},
    {GO("hist_ptx_sdk3.0_simpleTexture.ptx"), s_simple_texture, 1},
    {GO("hist_ptx_sdk3.0_simpleTexture_kernel.ptx"), s_simple_texture, 1},
    {GO("hist_tests_ptx_sdk_simpleTexture.ptx"), s_simple_texture, 1},
    {GO("hist_tests_ptx_sdk_simpleTexture_kernel.ptx"), s_simple_texture, 1},
    {GO("cuda3.2_data_simpleTexture_kernel.ptx"), s_simple_texture, 1},
    {GO("sdk2.2_SobelFilter_kernels.ptx"), s_sobel, 1},
    {GO("hist_ptx_sdk3.0_SobelFilter_kernels.ptx"), s_sobel, 1},
    {GO("hist_tests_ptx_sdk_SobelFilter_kernels.ptx"), s_sobel, 1},
    {GO("sdk2.2_boxFilter_kernel.ptx"), s_box_filter, 1},
    {GO("hist_ptx_sdk3.0_boxFilter_kernel.ptx"), s_box_filter, 1},
    {GO("hist_tests_ptx_sdk_boxFilter_kernel.ptx"), s_box_filter, 1},
    {GO("sdk2.2_convolutionTexture.ptx"), s_convolution_texture, 1},
    {GO("sdk2.2_convolutionTexture_kernel.ptx"), s_convolution_texture, 1},
    {GO("hist_ptx_sdk3.0_convolutionTexture.ptx"), s_convolution_texture, 1},
    {GO("hist_tests_ptx_sdk_convolutionTexture.ptx"), s_convolution_texture, 1},
    {GO("sdk2.2_convolutionFFT2D.ptx"), s_fft_pad, 1},
    {GO("hist_tests_ptx_sdk_convolutionFFT2D.ptx"), s_fft_pad, 1},
    {GO("hist_ptx_sdk3.0_convolutionFFT2D.ptx"), s_fft_pad3, 1},
    {GO("hist_ptx_sdk3.0_simplePitchLinearTexture.ptx"), s_pitch_linear, 1},
    {GO("sdk2.2_fluidsGL.ptx"), s_fluids_advect, 1},
    {GO("hist_ptx_sdk3.0_marchingCubes_kernel.ptx"), s_marching_classify, 1},
    {GO("sdk2.2_particles_kernel.ptx"), s_particles_reorder, 1},
    {GO("sdk2.2_particleSystem.ptx"), s_particles_reorder, 1},
    {GO("hist_tests_ptx_sdk_particleSystem.ptx"), s_particles_reorder, 1},
    {GO("hist_ptx_sdk3.0_particles_kernel.ptx"), s_particles_reorder, 1},
    {GO("hist_ptx_sdk3.0_particleSystem.ptx"), s_particles_reorder, 1},
    {GO("hist_tests_ptx_sdk_marchingCubes_kernel.ptx"), s_marching_classify, 1},
    {GO("hist_ptx_sdk3.0_fluidsGL.ptx"), s_fluids_advect, 1},
    {GO("hist_tests_ptx_sdk_fluidsGL.ptx"), s_fluids_advect, 1},
};
const unsigned tc_nsamples_sdk = sizeof tc_samples_sdk / sizeof tc_samples_sdk[0];
