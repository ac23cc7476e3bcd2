/* hotspot: 6 explicit steps of the chip temperature on a 1024 x 1024
   grid, two steps per launch (hotspot.cu). The twin does the same float
   operations in the same order (fmaf where the kernel fuses), step by
   step over the whole grid: results must be bit-identical. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIDE 1024
#define STEPS 6
#define PYRAMID 2
#define B 16

typedef struct {
    float *power, *temp0, *res_vm, *res_c, *buf[2];
    float cap, rx, ry, rz, step;
    ptxvm_addr d_power, d_t[2];
    int last;
} hs_state;

static void *hs_init(void)
{
    size_t n = (size_t)SIDE * SIDE;
    hs_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->power = malloc(n * sizeof(float));
    st->temp0 = malloc(n * sizeof(float));
    st->res_vm = malloc(n * sizeof(float));
    st->res_c = malloc(n * sizeof(float));
    st->buf[0] = malloc(n * sizeof(float));
    st->buf[1] = malloc(n * sizeof(float));
    if (!st->power || !st->temp0 || !st->res_vm || !st->res_c || !st->buf[0] || !st->buf[1])
        return NULL;
    unsigned s = 2024;
    for (size_t i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        st->temp0[i] = 323.0f + (float)(s >> 8) * (1.0f / 16777216.0f) * 20.0f;
        s = s * 1664525u + 1013904223u;
        st->power[i] = (float)(s >> 8) * (1.0f / 16777216.0f) * 0.002f;
    }
    /* Rodinia's chip: 0.5 mm thick, 16 mm square, silicon */
    const float t_chip = 0.0005f, chip = 0.016f, k_si = 100.0f, heat = 1.75e6f;
    float gw = chip / SIDE, gh = chip / SIDE;
    st->cap = 0.5f * heat * t_chip * gw * gh;
    st->rx = gw / (2.0f * k_si * t_chip * gh);
    st->ry = gh / (2.0f * k_si * t_chip * gw);
    st->rz = t_chip / (k_si * gh * gw);
    float max_slope = 3.0e6f / (0.5f * t_chip * heat);
    st->step = 0.001f / max_slope;
    return st;
}

static int hs_upload(void *p, app_vm *v)
{
    hs_state *st = p;
    size_t bytes = (size_t)SIDE * SIDE * sizeof(float);
    st->d_power = app_alloc(v, st->power, bytes);
    st->d_t[0] = app_alloc(v, NULL, bytes);
    st->d_t[1] = app_alloc(v, NULL, bytes);
    return 0;
}

static int hs_vm_run(void *p, app_vm *v)
{
    hs_state *st = p;
    int cols = SIDE, rows = SIDE, border = PYRAMID;
    unsigned inner = B - 2 * PYRAMID, blocks = (SIDE + inner - 1) / inner;
    app_upload(v, st->d_t[0], st->temp0, (size_t)SIDE * SIDE * sizeof(float));
    int src = 0;
    for (int t = 0; t < STEPS; t += PYRAMID) {
        int iters = STEPS - t < PYRAMID ? STEPS - t : PYRAMID;
        void *a[] = {&iters, &st->d_power, &st->d_t[src], &st->d_t[!src], &cols, &rows,
                     &border, &border, &st->cap, &st->rx, &st->ry, &st->rz, &st->step};
        app_launch(v, "_Z13hotspot_stepsiPKfS0_Pfiiiifffff", blocks, blocks, 1, B, B, 1, 0, a);
        src = !src;
    }
    st->last = src;
    return 0;
}

static int hs_vm_download(void *p, app_vm *v)
{
    hs_state *st = p;
    app_fetch(v, st->res_vm, st->d_t[st->last], (size_t)SIDE * SIDE * sizeof(float));
    return 0;
}

AU_FMA_CLONES
static void hs_c_run(void *p, int part, int nparts)
{
    hs_state *st = p;
    const float amb = 80.0f;
    float step_cap = st->step / st->cap;
    float rx1 = 1.0f / st->rx, ry1 = 1.0f / st->ry, rz1 = 1.0f / st->rz;
    int lo = SIDE * part / nparts, hi = SIDE * (part + 1) / nparts;
    memcpy(st->buf[0] + (size_t)lo * SIDE, st->temp0 + (size_t)lo * SIDE,
           (size_t)(hi - lo) * SIDE * sizeof(float));
    int src = 0;
    for (int t = 0; t < STEPS; t++) {
        app_c_sync();
        const float *a = st->buf[src];
        float *b = st->buf[!src];
        for (int y = lo; y < hi; y++) {
            const float *row = a + (size_t)y * SIDE;
            const float *up = y > 0 ? row - SIDE : row;
            const float *down = y < SIDE - 1 ? row + SIDE : row;
            const float *pw = st->power + (size_t)y * SIDE;
            for (int x = 0; x < SIDE; x++) {
                float c = row[x];
                int w = x > 0 ? x - 1 : x, e = x < SIDE - 1 ? x + 1 : x;
                float dy = fmaf(-2.0f, c, down[x] + up[x]);
                float dx = fmaf(-2.0f, c, row[e] + row[w]);
                float acc = fmaf(dy, ry1, pw[x]);
                acc = fmaf(dx, rx1, acc);
                acc = fmaf(amb - c, rz1, acc);
                b[(size_t)y * SIDE + x] = fmaf(step_cap, acc, c);
            }
        }
        src = !src;
    }
    app_c_sync();
    memcpy(st->res_c + (size_t)lo * SIDE, st->buf[src] + (size_t)lo * SIDE,
           (size_t)(hi - lo) * SIDE * sizeof(float));
}

static int hs_check(void *p, char *why, size_t cap)
{
    hs_state *st = p;
    for (size_t i = 0; i < (size_t)SIDE * SIDE; i++)
        if (memcmp(&st->res_vm[i], &st->res_c[i], sizeof(float))) {
            snprintf(why, cap, "cell %zu: %.9g, twin %.9g", i, st->res_vm[i], st->res_c[i]);
            return 1;
        }
    return 0;
}

static void hs_fini(void *p)
{
    hs_state *st = p;
    if (!st)
        return;
    free(st->power);
    free(st->temp0);
    free(st->res_vm);
    free(st->res_c);
    free(st->buf[0]);
    free(st->buf[1]);
    free(st);
}

const bench_app app_hotspot = {"hotspot", "hotspot.ptx", "1024 x 1024, 6 steps, 2 a launch",
                               hs_init, hs_upload, hs_vm_run, hs_vm_download, hs_c_run,
                               hs_check, hs_fini};
