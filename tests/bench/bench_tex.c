/* Texture and surface benchmark: kernels of tests/bench/kernels/tex_bench.cu
   (nvcc's PTX committed beside it) run by ptxvm on one worker, against
   single-threaded C compiled with the same flags doing exactly the same
   filtering and writes; where present, two kernels of the old CUDA SDK
   (../shared/corpus/wild/gpuocelot) reading a bound .texref: boxFilter's
   x pass and SobelFilter's SobelTex. Each line is 15 rounds that
   alternate one launch and C runs for about as long (the best of them
   counts): the ratio of the best times, and the median and range of
   the rounds' ratios (ptxvm / native, lower is better). Every result is
   first checked word for word against C, so a fast wrong answer does
   not count.

     build/bench/bench_tex [resample_f32 host_sampler resample_rgba8 surface
                          boxfilter sobel]  */
#include "ptxvm.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROUNDS 15
#define SRC 1024                /* source textures: SRC x SRC texels */
#define DST 1400                /* resampled to DST x DST: scale 0.731 */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
        fseek(f, 0, SEEK_SET) == 0 && (buf = (char *)malloc((size_t)n + 1)) != NULL &&
        fread(buf, 1, (size_t)n, f) == (size_t)n) {
        *len = (size_t)n;
    } else {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

/* ---- the C twins --------------------------------------------------------
   Linear filtering as the built-in sampler does it (src/tex_blend.h):
   indices floor(x - 0.5) and the next, clamped; the second's weight
   a = frac(x - 0.5) rounded to 1/256; the corners' weights integers in
   1/256: r = round(ax * ay / 256) for (i1,j1), ax - r, ay - r and
   256 - ax - ay + r for the others. f32 texels blend in double, rounded
   once; u8 ones blend their codes, rounded once to code * 257 / 65535. */

static int clampi(int i, int n)
{
    return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/* One dimension's two indices and the second's weight at coordinate c. */
static void lin_axis(float c, int n, int *i0, int *i1, long *a)
{
    double b = (double)c - 0.5, fl = floor(b);
    *a = (long)floor((b - fl) * 256.0 + 0.5);
    *i0 = clampi((int)fl, n);
    *i1 = clampi((int)fl + 1, n);
}

/* The four corners' weights: (i0,j0) (i1,j0) (i0,j1) (i1,j1). */
static void corner_w(long ax, long ay, long w[4])
{
    long r = (ax * ay + 128) / 256;
    w[0] = 256 - ax - ay + r;
    w[1] = ax - r;
    w[2] = ay - r;
    w[3] = r;
}

static float blend_f32(const long w[4], float t0, float t1, float t2, float t3)
{
    return (float)(((double)w[0] * t0 + (double)w[1] * t1 +
                    (double)w[2] * t2 + (double)w[3] * t3) / 256.0);
}

static void c_resample_f32(const float *src, float *out, float sx, float sy)
{
    int x, y;
    for (y = 0; y < DST; y++) {
        int j0, j1;
        long ay;
        const float *r0, *r1;
        lin_axis(((float)y + 0.5f) * sy, SRC, &j0, &j1, &ay);
        r0 = src + (size_t)j0 * SRC;
        r1 = src + (size_t)j1 * SRC;
        for (x = 0; x < DST; x++) {
            int i0, i1;
            long ax, w[4];
            lin_axis(((float)x + 0.5f) * sx, SRC, &i0, &i1, &ax);
            corner_w(ax, ay, w);
            out[(size_t)y * DST + x] = blend_f32(w, r0[i0], r0[i1], r1[i0],
                                                 r1[i1]);
        }
    }
}

/* Round to nearest even for 0 <= f < 2^23, as cvt.rni does. */
static unsigned rne(float f)
{
    return (unsigned)((f + 8388608.0f) - 8388608.0f);
}

static void c_resample_rgba8(const uint8_t *src, uint8_t *out, float sx, float sy)
{
    int x, y, c;
    for (y = 0; y < DST; y++) {
        int j0, j1;
        long ay;
        const uint8_t *r0, *r1;
        lin_axis(((float)y + 0.5f) * sy, SRC, &j0, &j1, &ay);
        r0 = src + (size_t)j0 * SRC * 4;
        r1 = src + (size_t)j1 * SRC * 4;
        for (x = 0; x < DST; x++) {
            int i0, i1;
            long ax, w[4];
            uint8_t *o = out + ((size_t)y * DST + x) * 4;
            lin_axis(((float)x + 0.5f) * sx, SRC, &i0, &i1, &ax);
            corner_w(ax, ay, w);
            for (c = 0; c < 4; c++) {
                long sum = w[0] * r0[i0 * 4 + c] + w[1] * r0[i1 * 4 + c] +
                           w[2] * r1[i0 * 4 + c] + w[3] * r1[i1 * 4 + c];
                float s = (float)((double)((sum * 257 + 128) / 256) / 65535.0);
                o[c] = (uint8_t)rne(s * 255.0f);
            }
        }
    }
}

/* A host sampler doing the f32 filtering of c_resample_f32 for a whole
   warp (texels in host memory, user points at them): what the warp-level
   interface costs beside the built-in sampler. */
static ptxvm_result host_bilinear_f32(void *user, const ptxvm_tex_request *q,
                                      ptxvm_tex_result *r)
{
    const float *src = (const float *)user;
    uint32_t l;
    for (l = 0; l < 32; l++) {
        int i0, i1, j0, j1;
        long ax, ay, w[4];
        float x, y, s;
        const float *r0, *r1;
        if (!((q->mask >> l) & 1u))
            continue;
        memcpy(&x, &q->c[0][l], 4);
        memcpy(&y, &q->c[1][l], 4);
        lin_axis(x, SRC, &i0, &i1, &ax);
        lin_axis(y, SRC, &j0, &j1, &ay);
        corner_w(ax, ay, w);
        r0 = src + (size_t)j0 * SRC;
        r1 = src + (size_t)j1 * SRC;
        s = blend_f32(w, r0[i0], r0[i1], r1[i0], r1[i1]);
        memcpy(&r->v[0][l], &s, 4);
    }
    return PTXVM_OK;
}

static void c_surf_pattern(uint32_t *out, int w, int h, unsigned frame)
{
    int x, y;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            unsigned r = (unsigned)(x * 3 + y) + frame, g = (unsigned)(x ^ y);
            unsigned b = ((unsigned)(x * y) >> 4) + frame;
            out[(size_t)y * w + x] = (r & 255u) | (g & 255u) << 8 |
                                     (b & 255u) << 16 | 255u << 24;
        }
}

/* boxFilter_kernel.cu's d_boxfilter_x_tex: a running sum of 2r + 1
   texels along each row (point sampling, clamped), scaled by the
   reciprocal. */
static void c_boxfilter_x(const float *src, float *od, int w, int h, int r)
{
    float scale = 1.0f / (float)(2 * r + 1);
    int x, y;
    for (y = 0; y < h; y++) {
        const float *row = src + (size_t)y * w;
        float t = 0.0f;
        for (x = -r; x <= r; x++)
            t += row[clampi(x, w)];
        od[(size_t)y * w] = scale * t;
        for (x = 1; x < w; x++) {
            t += row[clampi(x + r, w)];
            t -= row[clampi(x - r - 1, w)];
            od[(size_t)y * w + x] = scale * t;
        }
    }
}

/* SobelFilter_kernels.cu's SobelTex: the 3x3 Sobel gradients of the
   clamped image, each cut to 16 bits, |H| + |V| scaled, truncated, cut
   to 16 bits and clamped to 0..255, as its PTX computes them. */
static void c_sobel(const uint8_t *src, uint8_t *out, int w, int h, float scale)
{
    int x, y;
    for (y = 0; y < h; y++) {
        const uint8_t *up = src + (size_t)clampi(y - 1, h) * w, *mid = src + (size_t)y * w;
        const uint8_t *dn = src + (size_t)clampi(y + 1, h) * w;
        for (x = 0; x < w; x++) {
            int xl = clampi(x - 1, w), xr = clampi(x + 1, w);
            int ul = up[xl], um = up[x], ur = up[xr], ml = mid[xl], mr = mid[xr];
            int ll = dn[xl], lm = dn[x], lr = dn[xr];
            int hz = (int16_t)(ur + 2 * mr + lr - ul - 2 * ml - ll);
            int vt = (int16_t)(ul + 2 * um + ur - ll - 2 * lm - lr);
            int sum = (int16_t)(int)((float)(abs(hz) + abs(vt)) * scale);
            out[(size_t)y * w + x] = (uint8_t)(sum < 0 ? 0 : sum > 255 ? 255 : sum);
        }
    }
}

/* ---- the harness ---------------------------------------------------------- */

typedef struct job {
    ptxvm_kernel *k;
    ptxvm_launch l;
    void (*twin)(struct job *);
    /* the twin's arguments */
    const void *src;
    void *out;
    float sx, sy;
    int w, h, r;
    unsigned frame;
} job;

static void twin_f32(job *j) { c_resample_f32((const float *)j->src, (float *)j->out, j->sx, j->sy); }
static void twin_rgba8(job *j) { c_resample_rgba8((const uint8_t *)j->src, (uint8_t *)j->out, j->sx, j->sy); }
static void twin_surf(job *j) { c_surf_pattern((uint32_t *)j->out, j->w, j->h, j->frame); }
static void twin_box(job *j) { c_boxfilter_x((const float *)j->src, (float *)j->out, j->w, j->h, j->r); }
static void twin_sobel(job *j) { c_sobel((const uint8_t *)j->src, (uint8_t *)j->out, j->w, j->h, j->sx); }

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Check once, then ROUNDS alternating timed rounds; prints one line. */
static void measure(ptxvm_vm *vm, const char *label, job *j, ptxvm_addr dout,
                    void *vm_out, size_t bytes)
{
    double r[ROUNDS], bv = 1e30, bc = 1e30, spent;
    int i, k, ok;
    if (ptxvm_launch_kernel(j->k, &j->l, NULL) != PTXVM_OK ||
        ptxvm_memcpy_dtoh(vm, vm_out, dout, bytes) != PTXVM_OK) {
        printf("%-26s failed: %s\n", label, ptxvm_error_message(vm));
        return;
    }
    j->twin(j);
    ok = memcmp(vm_out, j->out, bytes) == 0;
    for (i = 0; i < ROUNDS; i++) {
        double t0 = now(), tv, tc;
        if (ptxvm_launch_kernel(j->k, &j->l, NULL) != PTXVM_OK) {
            printf("%-26s failed: %s\n", label, ptxvm_error_message(vm));
            return;
        }
        tv = now() - t0;
        /* the twin runs for about as long as the launch took (at most 50
           times) and its best run counts: a C pass of 1-3 ms would
           otherwise take its ratio from one scheduling slice */
        tc = 1e30;
        for (k = 0, spent = 0.0; k < 50 && (k == 0 || spent < tv); k++) {
            double dt;
            t0 = now();
            j->twin(j);
            dt = now() - t0;
            spent += dt;
            tc = dt < tc ? dt : tc;
        }
        bv = tv < bv ? tv : bv;
        bc = tc < bc ? tc : bc;
        r[i] = tv / tc;
    }
    qsort(r, ROUNDS, sizeof r[0], cmp_double);
    printf("%-26s %8.2f ms  native %7.2f ms  ratio %5.2f  (median of %d rounds %.2f, "
           "range %.2f-%.2f)%s\n", label, bv * 1e3, bc * 1e3, bv / bc, ROUNDS,
           r[ROUNDS / 2], r[0], r[ROUNDS - 1], ok ? "" : "  WRONG RESULT");
}

static void set_launch(job *j, void **args, unsigned w, unsigned h)
{
    memset(&j->l, 0, sizeof j->l);
    j->l.grid.x = (w + 31) / 32;
    j->l.grid.y = (h + 7) / 8;
    j->l.grid.z = 1;
    j->l.block.x = 32;
    j->l.block.y = 8;
    j->l.block.z = 1;
    j->l.args = args;
}

static int wanted(int argc, char **argv, const char *name)
{
    int i;
    if (argc < 2)
        return 1;
    for (i = 1; i < argc; i++)
        if (strcmp(argv[i], name) == 0)
            return 1;
    return 0;
}

/* A 2D texture over w x h texels at data (or served by sample). */
static int texture_fn(ptxvm_vm *vm, ptxvm_addr data, ptxvm_format fmt, uint32_t ch,
                      int w, int h, int linear, ptxvm_sample_fn sample, void *user,
                      uint64_t *out)
{
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    memset(&res, 0, sizeof res);
    res.data = data;
    res.format = fmt;
    res.channels = ch;
    res.width = (uint32_t)w;
    res.height = (uint32_t)h;
    memset(&td, 0, sizeof td);
    td.address_mode[0] = td.address_mode[1] = PTXVM_ADDRESS_CLAMP;
    td.filter_linear = linear;
    td.sample = sample;
    td.sample_user = user;
    return ptxvm_texture_create(vm, &res, &td, out) == PTXVM_OK;
}

static int texture(ptxvm_vm *vm, ptxvm_addr data, ptxvm_format fmt, uint32_t ch,
                   int w, int h, int linear, uint64_t *out)
{
    return texture_fn(vm, data, fmt, ch, w, h, linear, NULL, NULL, out);
}

static ptxvm_addr dev(ptxvm_vm *vm, const void *host, size_t n)
{
    ptxvm_addr a = 0;
    if (ptxvm_mem_alloc(vm, n, &a) != PTXVM_OK ||
        (host && ptxvm_memcpy_htod(vm, a, host, n) != PTXVM_OK)) {
        fprintf(stderr, "%s\n", ptxvm_error_message(vm));
        exit(1);
    }
    return a;
}

/* A kernel of the old CUDA SDK (nvopencc 3.1 PTX, 32-bit pointers)
   reading an SRC x SRC one-channel texture, point-sampled and clamped,
   bound to the module's .texref tex; its output is SRC x SRC texels of
   the same size. */
typedef struct sdk_case {
    const char *file, *label, *kernel;
    ptxvm_format fmt;
    int read_as_integer;
    size_t elem;                        /* bytes per texel */
    unsigned block;                     /* threads per CTA */
    unsigned grid;                      /* CTAs */
    void (*twin)(job *);
} sdk_case;

static void bench_sdk(const sdk_case *c, const void *texels, void **args, uint32_t *od,
                      job *j)
{
    char path[256];
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m;
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    ptxvm_addr din, dout;
    uint64_t tex;
    size_t bytes = (size_t)SRC * SRC * c->elem, len;
    void *vo = malloc(bytes), *co = malloc(bytes);
    char *ptx;
    snprintf(path, sizeof path, "../shared/corpus/wild/gpuocelot/%s", c->file);
    ptx = slurp(path, &len);
    if (!ptx) {
        printf("%-26s skipped: %s is absent\n", c->label, path);
        free(vo);
        free(co);
        return;
    }
    ptxvm_config_init(&cfg);
    cfg.threads = 1;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        exit(1);
    din = dev(vm, texels, bytes);
    dout = dev(vm, NULL, bytes);
    *od = (uint32_t)dout;
    memset(&res, 0, sizeof res);
    res.data = din;
    res.format = c->fmt;
    res.channels = 1;
    res.width = res.height = SRC;
    memset(&td, 0, sizeof td);
    td.address_mode[0] = td.address_mode[1] = PTXVM_ADDRESS_CLAMP;
    td.read_as_integer = c->read_as_integer;
    if (ptxvm_module_load(vm, ptx, len, c->file, &m) != PTXVM_OK ||
        ptxvm_texture_create(vm, &res, &td, &tex) != PTXVM_OK ||
        ptxvm_module_bind_texref(m, "tex", tex) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, c->kernel, &j->k) != PTXVM_OK) {
        printf("%-26s not run: %s\n", c->label, ptxvm_error_message(vm));
    } else {
        memset(&j->l, 0, sizeof j->l);
        j->l.grid.x = c->grid;
        j->l.grid.y = j->l.grid.z = 1;
        j->l.block.x = c->block;
        j->l.block.y = j->l.block.z = 1;
        j->l.args = args;
        j->twin = c->twin;
        j->src = texels;
        j->out = co;
        measure(vm, c->label, j, dout, vo, bytes);
    }
    ptxvm_destroy(vm);
    free(ptx);
    free(vo);
    free(co);
}

/* boxFilter's x pass over the f32 image: a thread per row, radius 8. */
static void bench_boxfilter(const float *img)
{
    static const sdk_case c = {
        "hist_ptx_sdk3.0_boxFilter_kernel.ptx", "boxFilter x (SDK, texref)",
        "_Z17d_boxfilter_x_texPfiii", PTXVM_FORMAT_F32, 0, 4, 64, SRC / 64, twin_box };
    uint32_t od = 0;
    int w = SRC, h = SRC, r = 8;
    void *args[4];
    job j;
    memset(&j, 0, sizeof j);
    args[0] = &od;
    args[1] = &w;
    args[2] = &h;
    args[3] = &r;
    j.w = w;
    j.h = h;
    j.r = r;
    bench_sdk(&c, img, args, &od, &j);
}

/* SobelFilter's SobelTex over an 8-bit image read as integers: a CTA
   per row, 384 threads striding along it, as the SDK launches it. */
static void bench_sobel(const uint8_t *gray)
{
    static const sdk_case c = {
        "hist_ptx_sdk3.0_SobelFilter_kernels.ptx", "SobelTex (SDK, texref)",
        "_Z8SobelTexPhjiif", PTXVM_FORMAT_U8, 1, 1, 384, SRC, twin_sobel };
    uint32_t od = 0, pitch = SRC;
    int w = SRC, h = SRC;
    float scale = 1.5f;
    void *args[5];
    job j;
    memset(&j, 0, sizeof j);
    args[0] = &od;
    args[1] = &pitch;
    args[2] = &w;
    args[3] = &h;
    args[4] = &scale;
    j.w = w;
    j.h = h;
    j.sx = scale;
    bench_sdk(&c, gray, args, &od, &j);
}

/* A resample pass: kernel (arguments args) over the DST x DST output
   through tex, made when made is nonzero, checked against twin on src
   and timed as label; else "name not run" with the reason. */
static void resample_pass(ptxvm_vm *vm, ptxvm_module *mod, int made, uint64_t tex,
                          const char *kernel, const char *name, const char *label,
                          void (*twin)(job *), const void *src, void **args, float sx,
                          float sy, ptxvm_addr dout, void *co, void *vo)
{
    job j;
    memset(&j, 0, sizeof j);
    if (!made || ptxvm_module_get_kernel(mod, kernel, &j.k) != PTXVM_OK) {
        printf("%-26s not run: %s\n", name, ptxvm_error_message(vm));
        return;
    }
    set_launch(&j, args, DST, DST);
    j.twin = twin;
    j.src = src;
    j.out = co;
    j.sx = sx;
    j.sy = sy;
    measure(vm, label, &j, dout, vo, (size_t)DST * DST * 4);
    ptxvm_texture_destroy(vm, tex);
}

int main(int argc, char **argv)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *mod;
    float *img = (float *)malloc((size_t)SRC * SRC * 4);
    uint8_t *rgba = (uint8_t *)malloc((size_t)SRC * SRC * 4);
    void *vo = malloc((size_t)DST * DST * 4), *co = malloc((size_t)DST * DST * 4);
    float sx = (float)SRC / (float)DST, sy = sx;
    int ow = DST, oh = DST, x, y;
    size_t len;
    char *ptx = slurp("tests/bench/kernels/tex_bench.ptx", &len);
    if (!ptx) {
        fprintf(stderr, "run from the repository root\n");
        return 1;
    }
    for (y = 0; y < SRC; y++)
        for (x = 0; x < SRC; x++) {
            uint32_t hsh = (uint32_t)(y * SRC + x) * 2654435761u;
            img[y * SRC + x] = sinf((float)x * 0.011f) * cosf((float)y * 0.017f) +
                               (float)(hsh >> 24) / 1024.0f;
            memcpy(rgba + ((size_t)y * SRC + x) * 4, &hsh, 4);
            rgba[((size_t)y * SRC + x) * 4] = (uint8_t)(x + y);
        }
    ptxvm_config_init(&cfg);
    cfg.threads = 1;                    /* one core against one core */
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK ||
        ptxvm_module_load(vm, ptx, len, "tex_bench.ptx", &mod) != PTXVM_OK) {
        fprintf(stderr, "%s\n", ptxvm_error_message(vm));
        return 1;
    }
    printf("texture pass               ptxvm       native (C, same flags)  ptxvm/native\n");
    if (wanted(argc, argv, "resample_f32")) {
        ptxvm_addr din = dev(vm, img, (size_t)SRC * SRC * 4), dout = dev(vm, NULL, (size_t)DST * DST * 4);
        uint64_t tex = 0;
        void *args[6] = {&tex, &dout, &ow, &oh, &sx, &sy};
        int made = texture(vm, din, PTXVM_FORMAT_F32, 1, SRC, SRC, 1, &tex);
        resample_pass(vm, mod, made, tex, "resample_f32", "resample f32",
                      "resample f32 1024->1400", twin_f32, img, args, sx, sy, dout, co, vo);
        ptxvm_mem_free(vm, din);
        ptxvm_mem_free(vm, dout);
    }
    if (wanted(argc, argv, "host_sampler")) {
        /* the same pass with the filtering done by a host sampler */
        ptxvm_addr dout = dev(vm, NULL, (size_t)DST * DST * 4);
        uint64_t tex = 0;
        void *args[6] = {&tex, &dout, &ow, &oh, &sx, &sy};
        int made = texture_fn(vm, 0, PTXVM_FORMAT_F32, 1, SRC, SRC, 1, host_bilinear_f32,
                              img, &tex);
        resample_pass(vm, mod, made, tex, "resample_f32", "resample f32, host",
                      "  the same, host sampler", twin_f32, img, args, sx, sy, dout, co, vo);
        ptxvm_mem_free(vm, dout);
    }
    if (wanted(argc, argv, "resample_rgba8")) {
        ptxvm_addr din = dev(vm, rgba, (size_t)SRC * SRC * 4), dout = dev(vm, NULL, (size_t)DST * DST * 4);
        uint64_t tex = 0;
        void *args[6] = {&tex, &dout, &ow, &oh, &sx, &sy};
        int made = texture(vm, din, PTXVM_FORMAT_U8, 4, SRC, SRC, 1, &tex);
        resample_pass(vm, mod, made, tex, "resample_rgba8", "resample rgba8",
                      "resample rgba8 1024->1400", twin_rgba8, rgba, args, sx, sy, dout, co, vo);
        ptxvm_mem_free(vm, din);
        ptxvm_mem_free(vm, dout);
    }
    if (wanted(argc, argv, "surface")) {
        /* surf2Dwrite of a computed 1024 x 1024 RGBA8 image */
        ptxvm_addr dout = dev(vm, NULL, (size_t)SRC * SRC * 4);
        ptxvm_resource_desc res;
        uint64_t surf = 0;
        int w = SRC, h = SRC;
        unsigned frame = 7;
        void *args[4] = {&surf, &w, &h, &frame};
        job j;
        memset(&j, 0, sizeof j);
        memset(&res, 0, sizeof res);
        res.data = dout;
        res.format = PTXVM_FORMAT_U8;
        res.channels = 4;
        res.width = (uint32_t)w;
        res.height = (uint32_t)h;
        if (ptxvm_surface_create(vm, &res, &surf) != PTXVM_OK ||
            ptxvm_module_get_kernel(mod, "surf_pattern", &j.k) != PTXVM_OK) {
            printf("%-26s not run: %s\n", "surface write", ptxvm_error_message(vm));
        } else {
            set_launch(&j, args, (unsigned)w, (unsigned)h);
            j.twin = twin_surf;
            j.out = co;
            j.w = w;
            j.h = h;
            j.frame = frame;
            measure(vm, "surf2Dwrite rgba8 1024^2", &j, dout, vo, (size_t)SRC * SRC * 4);
            ptxvm_surface_destroy(vm, surf);
        }
        ptxvm_mem_free(vm, dout);
    }
    if (wanted(argc, argv, "boxfilter"))
        bench_boxfilter(img);
    if (wanted(argc, argv, "sobel")) {
        uint8_t *gray = (uint8_t *)malloc((size_t)SRC * SRC);
        for (x = 0; x < SRC * SRC; x++)
            gray[x] = rgba[(size_t)x * 4 + 1];
        bench_sobel(gray);
        free(gray);
    }
    ptxvm_destroy(vm);
    free(ptx);
    free(img);
    free(rgba);
    free(vo);
    free(co);
    return 0;
}
