/* transpose: a 2048x2048 float matrix transposed by 32x32 shared-memory
   tiles (transpose.cu), one launch of 64x64 blocks of 32x8 threads. The
   twin transposes by the same 32x32 tiles (the cache-friendly order a C
   programmer uses); a copy is exact, so every element must match. */
#include "app.h"
#include "app_util.h"
#include <stdlib.h>
#include <string.h>

#define W 2048
#define H 2048
#define TILE 32

typedef struct st {
    float *in, *vm_out, *c_out;
    ptxvm_addr d_in, d_out;
} st;

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    uint32_t r = 777u;
    size_t i, n = (size_t)W * H;
    if (!s)
        return NULL;
    s->in = malloc(n * sizeof(float));
    s->vm_out = malloc(n * sizeof(float));
    s->c_out = malloc(n * sizeof(float));
    if (!s->in || !s->vm_out || !s->c_out) {
        free(s->in);
        free(s->vm_out);
        free(s->c_out);
        free(s);
        return NULL;
    }
    for (i = 0; i < n; i++)
        s->in[i] = au_uniform(&r, -1000.0f, 1000.0f);
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    s->d_in = app_alloc(v, s->in, (size_t)W * H * sizeof(float));
    s->d_out = app_alloc(v, NULL, (size_t)W * H * sizeof(float));
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    int w = W, h = H;
    void *args[4];
    args[0] = &s->d_out;
    args[1] = &s->d_in;
    args[2] = &w;
    args[3] = &h;
    return app_launch(v, "_Z18transposeCoalescedPfPKfii", W / TILE, H / TILE, 1, TILE, 8, 1, 0,
                      args);
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, s->vm_out, s->d_out, (size_t)W * H * sizeof(float));
    return 0;
}

/* the parts share out the bands of TILE input rows */
static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b, e, ty, tx;
    au_slice(H / TILE, part, nparts, &b, &e);
    for (ty = b * TILE; ty < e * TILE; ty += TILE)
        for (tx = 0; tx < W; tx += TILE) {
            size_t y, x;
            for (y = ty; y < ty + TILE; y++)
                for (x = tx; x < tx + TILE; x++)
                    s->c_out[x * H + y] = s->in[y * W + x];
        }
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    size_t i;
    for (i = 0; i < (size_t)W * H; i++)
        if (memcmp(&s->vm_out[i], &s->c_out[i], sizeof(float)) != 0) {
            snprintf(why, cap, "out[%zu] = %g, the twin's %g", i, s->vm_out[i], s->c_out[i]);
            return 1;
        }
    return 0;
}

static void fini(void *p)
{
    st *s = p;
    free(s->in);
    free(s->vm_out);
    free(s->c_out);
    free(s);
}

const bench_app app_transpose = {"transpose", "transpose.ptx", "2048x2048 float, 32x33 tile", init,
                                 vm_upload, vm_run, vm_download, c_run, check, fini};
