/* An image blurred through texture objects: an RGBA8 image in device
   memory, read as normalized floats with linear filtering and clamped
   edges, goes through the separable 5-tap Gaussian of tex_blur.cu along
   x into a float4 image, and that one, through a second texture object,
   along y, written through a surface object. Each pass is checked word for word against C doing the same
   filtering by the rule the built-in sampler follows (bilinear below):
   texel indices floor(x - 0.5) and the one after, the weight of the
   second frac(x - 0.5) in 1/256, the corners' weights and the blend as
   an NVIDIA H200 computes them. Exits non-zero on any difference.

     tex_blur_demo examples/tex_blur.ptx

   Build: cc -I. examples/tex_blur_demo.c ptxvm.c -lm */
#include "ptxvm.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "read_file.h"

#define W 200
#define H 150

/* ---- the C twin of the sampler and the kernel ----------------------- */

typedef struct image {
    int w, h;
    const uint8_t *u8;          /* RGBA8, or NULL */
    const float *f32;           /* RGBA f32, or NULL */
} image;

/* Channel c of texel (x, y), the index clamped into the image: the
   stored value (an RGBA8 code 0..255, or a float). */
static double texel_raw(const image *im, long x, long y, int c)
{
    long i;
    x = x < 0 ? 0 : x >= im->w ? im->w - 1 : x;
    y = y < 0 ? 0 : y >= im->h ? im->h - 1 : y;
    i = (y * im->w + x) * 4 + c;
    return im->u8 ? (double)im->u8[i] : (double)im->f32[i];
}

/* The same read as a normalized float. */
static float texel(const image *im, long x, long y, int c)
{
    return im->u8 ? (float)texel_raw(im, x, y, c) / 255.0f : (float)texel_raw(im, x, y, c);
}

/* Linear filtering at unnormalized (x, y), clamp addressing, as the
   sampler does it (the rule an NVIDIA H200 follows, tests/gpu/README.md):
   weights a, b of the second texel in 1/256, rounded half up; the (1,1)
   corner round(a b / 256) and the others what is left of their row and
   column (the four sum to 256); RGBA8 texels blended as integer codes
   and rounded once to 16 bits; float texels summed in double and
   rounded once to f32. */
static void bilinear(const image *im, float x, float y, float out[4])
{
    float xb = x - 0.5f, yb = y - 0.5f, fx = floorf(xb), fy = floorf(yb);
    long a = (long)floorf((xb - fx) * 256.0f + 0.5f);
    long b = (long)floorf((yb - fy) * 256.0f + 0.5f);
    long ab = (a * b + 128) >> 8;
    long w[4];
    long i = (long)fx, j = (long)fy;
    double acc[4] = { 0, 0, 0, 0 };
    int k, c;
    w[0] = 256 - a - b + ab;
    w[1] = a - ab;
    w[2] = b - ab;
    w[3] = ab;
    for (k = 0; k < 4; k++)
        for (c = 0; c < 4; c++)
            acc[c] += (double)w[k] * texel_raw(im, i + (k & 1), j + (k >> 1), c);
    for (c = 0; c < 4; c++)
        out[c] = im->u8 ? (float)(floor(acc[c] * 257.0 / 256.0 + 0.5) / 65535.0)
                        : (float)(acc[c] / 256.0);
}

/* The kernel blur5 for pixel (x, y), direction (dx, dy). */
static void blur5(const image *im, int x, int y, float dx, float dy, float o[4])
{
    float cx = (float)x + 0.5f, cy = (float)y + 0.5f;
    float ox = dx * 1.2f, oy = dy * 1.2f, c[4], a[4], b[4];
    int k;
    bilinear(im, cx, cy, c);
    bilinear(im, cx - ox, cy - oy, a);
    bilinear(im, cx + ox, cy + oy, b);
    for (k = 0; k < 4; k++)
        o[k] = 0.375f * c[k] + 0.3125f * (a[k] + b[k]);
}

/* The same blur with exact weights 1 4 6 4 1 over 16, to show how far
   the 9-bit filter weights move the result. */
static void blur5_exact(const image *im, int x, int y, int dx, int dy, float o[4])
{
    static const float wt[5] = { 1.0f, 4.0f, 6.0f, 4.0f, 1.0f };
    int k, c;
    for (c = 0; c < 4; c++) {
        float s = 0.0f;
        for (k = -2; k <= 2; k++)
            s += wt[k + 2] / 16.0f * texel(im, x + k * dx, y + k * dy, c);
        o[c] = s;
    }
}

/* ---- the host program ------------------------------------------------- */

/* A test card: gradients, a disc and thin lines, which a blur smears. */
static void make_image(uint8_t *p)
{
    int x, y;
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) {
            int dx = x - W / 2, dy = y - H / 2;
            uint8_t *t = p + (y * W + x) * 4;
            int disc = dx * dx + dy * dy < 40 * 40;
            t[0] = (uint8_t)(x * 255 / (W - 1));
            t[1] = (uint8_t)(y * 255 / (H - 1));
            t[2] = disc ? 230 : (x % 16 == 0 || y % 12 == 0) ? 255 : 20;
            t[3] = (uint8_t)((x * 7 + y * 13) & 255);
        }
}

/* A texture object over W x H RGBA texels at data: linear, clamped. */
static ptxvm_result make_texture(ptxvm_vm *vm, ptxvm_addr data, ptxvm_format fmt,
                                 uint64_t *out)
{
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    memset(&res, 0, sizeof res);
    res.data = data;
    res.format = fmt;
    res.channels = 4;
    res.width = W;
    res.height = H;
    memset(&td, 0, sizeof td);
    td.address_mode[0] = td.address_mode[1] = PTXVM_ADDRESS_CLAMP;
    td.filter_linear = 1;
    return ptxvm_texture_create(vm, &res, &td, out);
}

/* One pass of W x H pixels: dst is the output's device address
   (blur5) or a surface handle (blur5_surf), both 64-bit. */
static ptxvm_result run_pass(ptxvm_kernel *k, uint64_t tex, uint64_t dst,
                             float dx, float dy)
{
    int w = W, h = H;
    void *args[6];
    ptxvm_launch l;
    args[0] = &tex;
    args[1] = &dst;
    args[2] = &w;
    args[3] = &h;
    args[4] = &dx;
    args[5] = &dy;
    memset(&l, 0, sizeof l);
    l.grid.x = (W + 15) / 16;
    l.grid.y = (H + 15) / 16;
    l.grid.z = 1;
    l.block.x = 16;
    l.block.y = 16;
    l.block.z = 1;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

/* A surface object over the W x H float4 image at data. */
static ptxvm_result make_surface(ptxvm_vm *vm, ptxvm_addr data, uint64_t *out)
{
    ptxvm_resource_desc res;
    memset(&res, 0, sizeof res);
    res.data = data;
    res.format = PTXVM_FORMAT_F32;
    res.channels = 4;
    res.width = W;
    res.height = H;
    return ptxvm_surface_create(vm, &res, out);
}

/* Compare a pass's W x H float4 output with the twin's; 0 = equal. */
static int check(const char *pass, const image *src, const float *got,
                 float dx, float dy, float *twin)
{
    int x, y, c, bad = 0;
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) {
            float *want = twin + (y * W + x) * 4;
            blur5(src, x, y, dx, dy, want);
            for (c = 0; c < 4; c++)
                if (memcmp(&want[c], &got[(y * W + x) * 4 + c], 4) != 0 && bad++ < 5)
                    fprintf(stderr, "%s pass, pixel (%d, %d) channel %d: %a, C %a\n",
                            pass, x, y, c, got[(y * W + x) * 4 + c], want[c]);
        }
    return bad;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/tex_blur.ptx";
    static uint8_t img[H * W * 4];
    static float mid[H * W * 4], out[H * W * 4], cmid[H * W * 4], cout[H * W * 4],
                 exact_mid[H * W * 4];
    ptxvm_vm *vm = NULL;
    ptxvm_module *mod;
    ptxvm_kernel *k, *ks;
    ptxvm_addr dimg, dmid, dout;
    uint64_t t_img = 0, t_mid = 0, s_out = 0;
    image src, inter, cinter;
    int bad, x, y, c;
    double dev = 0.0;
    size_t len;
    char *ptx = read_file(path, &len);
    if (!ptx) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    make_image(img);
    if (ptxvm_create(NULL, &vm) != PTXVM_OK) {
        free(ptx);
        return 1;
    }
    if (ptxvm_module_load(vm, ptx, len, path, &mod) != PTXVM_OK ||
        ptxvm_module_get_kernel(mod, "blur5", &k) != PTXVM_OK ||
        ptxvm_module_get_kernel(mod, "blur5_surf", &ks) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, sizeof img, &dimg) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, sizeof mid, &dmid) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, sizeof out, &dout) != PTXVM_OK ||
        ptxvm_memcpy_htod(vm, dimg, img, sizeof img) != PTXVM_OK ||
        make_texture(vm, dimg, PTXVM_FORMAT_U8, &t_img) != PTXVM_OK ||
        make_texture(vm, dmid, PTXVM_FORMAT_F32, &t_mid) != PTXVM_OK ||
        make_surface(vm, dout, &s_out) != PTXVM_OK ||
        run_pass(k, t_img, dmid, 1.0f, 0.0f) != PTXVM_OK ||      /* along x */
        run_pass(ks, t_mid, s_out, 0.0f, 1.0f) != PTXVM_OK ||    /* along y */
        ptxvm_memcpy_dtoh(vm, mid, dmid, sizeof mid) != PTXVM_OK ||
        ptxvm_memcpy_dtoh(vm, out, dout, sizeof out) != PTXVM_OK) {
        fprintf(stderr, "%s\n", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        free(ptx);
        return 1;
    }
    src.w = inter.w = cinter.w = W;
    src.h = inter.h = cinter.h = H;
    src.u8 = img;
    src.f32 = NULL;
    inter.u8 = cinter.u8 = NULL;
    inter.f32 = mid;
    cinter.f32 = cmid;
    bad = check("x", &src, mid, 1.0f, 0.0f, cmid);
    /* the y pass is checked on the VM's own x result, so that a
       difference shows in the pass that made it */
    bad += check("y", &inter, out, 0.0f, 1.0f, cout);
    /* how far the 9-bit weights are from the exact Gaussian, both passes */
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++)
            blur5_exact(&src, x, y, 1, 0, exact_mid + (y * W + x) * 4);
    cinter.f32 = exact_mid;
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) {
            float e[4];
            blur5_exact(&cinter, x, y, 0, 1, e);
            for (c = 0; c < 4; c++) {
                double d = fabs((double)e[c] - out[(y * W + x) * 4 + c]);
                dev = d > dev ? d : dev;
            }
        }
    printf("texture blur: %d x %d RGBA8, two passes of 3 linear fetches per pixel, "
           "the second written through a surface: %s; against exact 1-4-6-4-1 weights the 9-bit filter weights differ by "
           "at most %.5f (%.2f of an 8-bit step)\n", W, H,
           bad ? "MISMATCH" : "every word equals C's", dev, dev * 255.0);
    if (bad)
        fprintf(stderr, "%d words differ\n", bad);
    if (ptxvm_texture_destroy(vm, t_img) != PTXVM_OK ||
        ptxvm_texture_destroy(vm, t_mid) != PTXVM_OK ||
        ptxvm_surface_destroy(vm, s_out) != PTXVM_OK) {
        fprintf(stderr, "%s\n", ptxvm_error_message(vm));
        bad = 1;
    }
    ptxvm_destroy(vm);
    free(ptx);
    return bad ? 1 : 0;
}
