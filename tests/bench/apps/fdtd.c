/* fdtd: two steps of an order-8 finite-difference stencil on a
   128 x 128 x 64 grid padded by 4 cells on every side (fdtd.cu, the
   CUDA samples' FDTD3d form), ping-ponging between two buffers whose
   padding holds fixed values. The twin adds each radius's six
   neighbours in the kernel's order and accumulates with fmaf: the grids
   must be bit-identical. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define R 4
#define DX 128
#define DY 128
#define DZ 64
#define STEPS 2
#define SY (DX + 2 * R)
#define SZ (SY * (DY + 2 * R))
#define TOTAL ((size_t)SZ * (DZ + 2 * R))

static const float fdtd_coeff[R + 1] = {-1.3125f, 0.3125f, -0.0625f, 0.0125f, -0.0015625f};

typedef struct {
    float *grid0, *res_vm, *buf[2];
    ptxvm_addr d_buf[2], d_coeff;
    int last;
} fdtd_state;

static void *fdtd_init(void)
{
    fdtd_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->grid0 = malloc(TOTAL * sizeof(float));
    st->res_vm = malloc(TOTAL * sizeof(float));
    st->buf[0] = malloc(TOTAL * sizeof(float));
    st->buf[1] = malloc(TOTAL * sizeof(float));
    if (!st->grid0 || !st->res_vm || !st->buf[0] || !st->buf[1])
        return NULL;
    unsigned s = 55;
    for (size_t i = 0; i < TOTAL; i++) {
        s = s * 1664525u + 1013904223u;
        st->grid0[i] = (float)(s >> 8) * (1.0f / 16777216.0f) * 2.0f - 1.0f;
    }
    return st;
}

static int fdtd_upload(void *p, app_vm *v)
{
    fdtd_state *st = p;
    st->d_buf[0] = app_alloc(v, NULL, TOTAL * sizeof(float));
    st->d_buf[1] = app_alloc(v, NULL, TOTAL * sizeof(float));
    if (ptxvm_module_get_global(v->mod, "coeff", &st->d_coeff, NULL) != PTXVM_OK) {
        fprintf(stderr, "fdtd: no coeff: %s\n", ptxvm_error_message(v->vm));
        return -1;
    }
    app_upload(v, st->d_coeff, fdtd_coeff, sizeof fdtd_coeff);
    return 0;
}

static int fdtd_vm_run(void *p, app_vm *v)
{
    fdtd_state *st = p;
    int dx = DX, dy = DY, dz = DZ, src = 0;
    app_upload(v, st->d_buf[0], st->grid0, TOTAL * sizeof(float));
    app_upload(v, st->d_buf[1], st->grid0, TOTAL * sizeof(float));
    for (int t = 0; t < STEPS; t++) {
        void *a[] = {&st->d_buf[!src], &st->d_buf[src], &dx, &dy, &dz};
        app_launch(v, "_Z9fdtd_stepPfPKfiii", DX / 32, DY / 16, 1, 32, 16, 1, 0, a);
        src = !src;
    }
    st->last = src;
    return 0;
}

static int fdtd_vm_download(void *p, app_vm *v)
{
    fdtd_state *st = p;
    app_fetch(v, st->res_vm, st->d_buf[st->last], TOTAL * sizeof(float));
    return 0;
}

AU_FMA_CLONES
static void fdtd_c_run(void *p, int part, int nparts)
{
    fdtd_state *st = p;
    size_t plo = TOTAL * part / nparts, phi = TOTAL * (part + 1) / nparts;
    memcpy(st->buf[0] + plo, st->grid0 + plo, (phi - plo) * sizeof(float));
    memcpy(st->buf[1] + plo, st->grid0 + plo, (phi - plo) * sizeof(float));
    int lo = DZ * part / nparts, hi = DZ * (part + 1) / nparts, src = 0;
    for (int t = 0; t < STEPS; t++) {
        app_c_sync();
        const float *in = st->buf[src];
        float *out = st->buf[!src];
        for (int z = lo; z < hi; z++)
            for (int y = 0; y < DY; y++)
                for (int x = 0; x < DX; x++) {
                    size_t at = (size_t)(z + R) * SZ + (size_t)(y + R) * SY + x + R;
                    float v = fdtd_coeff[0] * in[at];
                    for (int i = 1; i <= R; i++) {
                        float s = in[at + (size_t)i * SZ] + in[at - (size_t)i * SZ] +
                                  in[at - (size_t)i * SY] + in[at + (size_t)i * SY] +
                                  in[at - i] + in[at + i];
                        v = fmaf(fdtd_coeff[i], s, v);
                    }
                    out[at] = v;
                }
        src = !src;
    }
    app_c_sync();
}

static int fdtd_check(void *p, char *why, size_t cap)
{
    fdtd_state *st = p;
    const float *c = st->buf[STEPS % 2];
    for (size_t i = 0; i < TOTAL; i++)
        if (memcmp(&st->res_vm[i], &c[i], sizeof(float))) {
            snprintf(why, cap, "cell %zu: %.9g, twin %.9g", i, st->res_vm[i], c[i]);
            return 1;
        }
    return 0;
}

static void fdtd_fini(void *p)
{
    fdtd_state *st = p;
    if (!st)
        return;
    free(st->grid0);
    free(st->res_vm);
    free(st->buf[0]);
    free(st->buf[1]);
    free(st);
}

const bench_app app_fdtd = {"fdtd", "fdtd.ptx", "128 x 128 x 64, radius 4, 2 steps", fdtd_init,
                            fdtd_upload, fdtd_vm_run, fdtd_vm_download, fdtd_c_run, fdtd_check,
                            fdtd_fini};
