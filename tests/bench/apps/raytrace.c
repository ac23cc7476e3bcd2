/* raytrace: a ray tracer with real calls (raytrace.cu): one thread a
   pixel, __noinline__ intersect() and shade() passing and returning
   structs, up to 6 bounces a pixel, so warps diverge as rays leave the
   scene at different depths. The twin (raytrace_twin.h) computes the
   same floats: every pixel must be equal bit for bit. */
#include "app.h"
#include "app_util.h"
#include "raytrace_twin.h"
#include <stdlib.h>
#include <string.h>

#define W 256
#define H 192
#define BOUNCES 6

typedef struct st {
    rt_sphere s[RT_NSPHERES];
    float *vm_img, *c_img;
    ptxvm_addr d_s, d_img;
} st;

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->vm_img = malloc((size_t)W * H * 3 * sizeof(float));
    s->c_img = malloc((size_t)W * H * 3 * sizeof(float));
    if (!s->vm_img || !s->c_img) {
        free(s->vm_img);
        free(s->c_img);
        free(s);
        return NULL;
    }
    rt_scene(s->s);
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    s->d_s = app_alloc(v, s->s, sizeof s->s);
    s->d_img = app_alloc(v, NULL, (size_t)W * H * 3 * sizeof(float));
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    int w = W, h = H, ns = RT_NSPHERES, bounces = BOUNCES;
    void *args[6];
    args[0] = &w;
    args[1] = &h;
    args[2] = &s->d_s;
    args[3] = &ns;
    args[4] = &bounces;
    args[5] = &s->d_img;
    return app_launch(v, "raytrace", W / 64, H, 1, 64, 1, 1, 0, args);
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, s->vm_img, s->d_img, (size_t)W * H * 3 * sizeof(float));
    return 0;
}

static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b, e, i;
    au_slice(H, part, nparts, &b, &e);
    for (i = b; i < e; i++) {
        int x;
        for (x = 0; x < W; x++)
            rt_pixel(W, H, s->s, RT_NSPHERES, BOUNCES, x, (int)i,
                     s->c_img + (i * W + (size_t)x) * 3);
    }
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    size_t i;
    for (i = 0; i < (size_t)W * H * 3; i++)
        if (memcmp(&s->vm_img[i], &s->c_img[i], sizeof(float))) {
            snprintf(why, cap, "pixel %zu channel %zu: %a, the twin's %a", i / 3, i % 3,
                     (double)s->vm_img[i], (double)s->c_img[i]);
            return 1;
        }
    return 0;
}

static void fini(void *p)
{
    st *s = p;
    free(s->vm_img);
    free(s->c_img);
    free(s);
}

const bench_app app_raytrace = {"raytrace", "raytrace.ptx", "256x192 pixels, 9 spheres, 6 bounces",
                                init, vm_upload, vm_run, vm_download, c_run, check, fini};
