/* A procedural texture served by the host: the engine owns the pattern
   (a checkerboard shaded by value noise) and evaluates it on demand, so
   no texels exist in device memory. The texture object names a host
   sampler (ptxvm_texture_desc.sample); every tex2D a warp executes on it
   reaches that function once, with the coordinates of all the warp's
   active lanes. The kernel (tex_procedural.cu) samples the pattern
   twice per pixel; the program checks each result against the pattern
   evaluated here at the coordinates the kernel computes, and exits
   non-zero on any difference.

     tex_procedural_demo examples/tex_procedural.ptx

   Build: cc -I. examples/tex_procedural_demo.c ptxvm.c -lm */
#include "ptxvm.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "read_file.h"

#define W 256
#define H 192
#define CELLS 8                 /* checkerboard cells per repeat */
#define LATTICE 16              /* noise lattice points per repeat */

/* ---- the engine's pattern: pure, so any worker may evaluate it ------ */

static float hash01(int x, int y)
{
    uint32_t h = (uint32_t)x * 374761393u + (uint32_t)y * 668265263u;
    h = (h ^ (h >> 13)) * 1274126177u;
    h ^= h >> 16;
    return (float)(h & 0xffffff) / 16777216.0f;
}

static float smooth(float t)
{
    return t * t * (3.0f - 2.0f * t);
}

/* Value noise on a LATTICE x LATTICE grid that repeats every 1.0. */
static float noise(float u, float v)
{
    float x = u * LATTICE, y = v * LATTICE;
    float fx = floorf(x), fy = floorf(y), tx = smooth(x - fx), ty = smooth(y - fy);
    int ix = (int)fx % LATTICE, iy = (int)fy % LATTICE, jx, jy;
    float a, b;
    ix += ix < 0 ? LATTICE : 0;
    iy += iy < 0 ? LATTICE : 0;
    jx = (ix + 1) % LATTICE;
    jy = (iy + 1) % LATTICE;
    a = hash01(ix, iy) + (hash01(jx, iy) - hash01(ix, iy)) * tx;
    b = hash01(ix, jy) + (hash01(jx, jy) - hash01(ix, jy)) * tx;
    return a + (b - a) * ty;
}

/* The colour at (u, v): the pattern repeats every 1.0 in u and v. */
static void pattern(float u, float v, float rgba[4])
{
    float n = noise(u, v);
    int cell = ((int)floorf(u * CELLS) + (int)floorf(v * CELLS)) & 1;
    float base = cell ? 0.8f : 0.25f;
    rgba[0] = base * (0.6f + 0.4f * n);
    rgba[1] = base * (0.5f + 0.5f * n) * 0.9f;
    rgba[2] = cell ? 0.3f * n : 0.6f * n;
    rgba[3] = 1.0f;
}

/* ---- the host sampler ------------------------------------------------ */

typedef struct served {
    unsigned long calls, lanes;
} served;

/* One call per warp and tex instruction: q->mask says which lanes ask,
   q->c[0][l] and q->c[1][l] hold lane l's coordinates as f32 bits. */
static ptxvm_result sample_pattern(void *user, const ptxvm_tex_request *q,
                                   ptxvm_tex_result *r)
{
    served *s = (served *)user;
    uint32_t l;
    if (q->geom != PTXVM_GEOM_2D || q->coords_int || q->gather ||
        q->result != PTXVM_TEXRES_F32)
        return PTXVM_E_UNSUPPORTED;     /* only tex.2d.v4.f32.f32 here */
    s->calls++;
    for (l = 0; l < 32; l++) {
        float u, v, c[4];
        int k;
        if (!((q->mask >> l) & 1u))
            continue;
        memcpy(&u, &q->c[0][l], 4);
        memcpy(&v, &q->c[1][l], 4);
        pattern(u, v, c);
        for (k = 0; k < 4; k++)
            memcpy(&r->v[k][l], &c[k], 4);
        s->lanes++;
    }
    return PTXVM_OK;
}

/* What the kernel must have written for pixel (x, y): the colour at its
   coordinates, and in w the change of red one step to the right; the
   float operations are the kernel's. */
static void expected(int x, int y, float step, float out[4])
{
    float u = ((float)x + 0.5f) * step, v = ((float)y + 0.5f) * step;
    float c[4], r[4];
    pattern(u, v, c);
    pattern(u + step, v, r);
    out[0] = c[0];
    out[1] = c[1];
    out[2] = c[2];
    out[3] = r[0] - c[0];
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/tex_procedural.ptx";
    static float out[H][W][4];
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *mod;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    ptxvm_addr dout;
    uint64_t tex = 0;
    served s = { 0, 0 };
    int w = W, h = H, x, y, bad = 0;
    float step = 1.0f / 96.0f;          /* 2.67 repeats across the image */
    void *args[5];
    size_t len;
    char *ptx = read_file(path, &len);
    if (!ptx) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    /* One worker, so that the sampler's counters need no lock; the
       pattern itself is pure and would be served by any number. */
    ptxvm_config_init(&cfg);
    cfg.threads = 1;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        free(ptx);
        return 1;
    }
    /* The resource only describes the texture (txq reads its size):
       with a host sampler no texels are needed, data stays 0. */
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_F32;
    res.channels = 4;
    res.width = CELLS * 16;
    res.height = CELLS * 16;
    memset(&td, 0, sizeof td);
    td.address_mode[0] = td.address_mode[1] = PTXVM_ADDRESS_WRAP;
    td.normalized_coords = 1;
    td.filter_linear = 1;
    td.sample = sample_pattern;
    td.sample_user = &s;
    if (ptxvm_module_load(vm, ptx, len, path, &mod) != PTXVM_OK ||
        ptxvm_module_get_kernel(mod, "shade", &k) != PTXVM_OK ||
        ptxvm_texture_create(vm, &res, &td, &tex) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, sizeof out, &dout) != PTXVM_OK)
        goto fail;
    args[0] = &tex;
    args[1] = &dout;
    args[2] = &w;
    args[3] = &h;
    args[4] = &step;
    memset(&l, 0, sizeof l);
    l.grid.x = W / 32;
    l.grid.y = H / 8;
    l.grid.z = 1;
    l.block.x = 32;
    l.block.y = 8;
    l.block.z = 1;
    l.args = args;
    if (ptxvm_launch_kernel(k, &l, NULL) != PTXVM_OK ||
        ptxvm_memcpy_dtoh(vm, out, dout, sizeof out) != PTXVM_OK)
        goto fail;
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) {
            float want[4];
            expected(x, y, step, want);
            if (memcmp(want, out[y][x], sizeof want) != 0 && bad++ < 5)
                fprintf(stderr, "pixel (%d, %d): kernel (%g %g %g %g), pattern "
                        "(%g %g %g %g)\n", x, y, out[y][x][0], out[y][x][1],
                        out[y][x][2], out[y][x][3], want[0], want[1], want[2],
                        want[3]);
        }
    /* a coarse look at the red channel */
    for (y = 0; y < H; y += 16) {
        for (x = 0; x < W; x += 4)
            putchar(" .:-=+*#%@"[(int)(out[y][x][0] * 9.99f) % 10]);
        putchar('\n');
    }
    printf("procedural texture: %d x %d pixels, 2 samples each; the host "
           "sampler served %lu warp requests (%lu lanes, %.1f per request); "
           "%s\n", W, H, s.calls, s.lanes, s.calls ? (double)s.lanes / s.calls : 0.0,
           bad ? "MISMATCH" : "every pixel matches the pattern");
    if (bad)
        fprintf(stderr, "%d pixels differ\n", bad);
    if (ptxvm_texture_destroy(vm, tex) != PTXVM_OK)
        goto fail;
    ptxvm_destroy(vm);
    free(ptx);
    return bad ? 1 : 0;
fail:
    fprintf(stderr, "%s\n", ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    free(ptx);
    return 1;
}
