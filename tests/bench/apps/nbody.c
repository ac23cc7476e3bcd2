/* nbody: all-pairs gravity on 4096 bodies, two integration steps
   (nbody.cu): tiles of 256 positions in shared memory, rsqrtf, softened
   distances; positions ping-pong between two buffers, velocities update
   in place. The twin computes every operation of the kernel in its
   order, with the fused multiply-adds nvcc makes (fmaf), except the
   inverse square root: rsqrt.approx is within 2^-22.9 of the true value,
   the twin's 1/sqrtf within 2^-23.

   Tolerance, a first-order bound computed step by step in check():
   each term's factor w inv^3 differs by a relative < 2^-19 (three
   inverse roots and both sides' roundings of the products), and each of
   the 4096 fused adds into an acceleration may round differently, by
   at most 2^-23 of the sum of |terms|; with softening eps a term is
   at most w 2/(3 sqrt(3) eps^2), so an acceleration is off by
   E <= 2^-10 A, A = 0.385 sum(w) / eps^2. Position differences dp
   from earlier steps move an acceleration by at most 16 sum(w) dp /
   eps^3 (the force's derivative is below about 2.2 / eps^3 per entry).
   The updates add one rounding each of v and p: dv += da dt + 2^-22 V,
   dp += dv dt + 2^-23 P with V and P bounds of |v| and |p|. Every
   coordinate must lie within 1.5 times the final dv or dp. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 4096
#define BLOCK 256
#define STEPS 2
#define DT 0.001f
#define DAMPING 0.995f
#define SOFTENING_SQ 0.01f

typedef struct st {
    float *pos0, *vel0;                /* inputs: x y z mass, vx vy vz 0 */
    float *c_pos[2], *c_vel;           /* the twin's */
    float *vm_pos, *vm_vel;
    ptxvm_addr d_pos[2], d_vel;
} st;

static void fini(void *p)
{
    st *s = p;
    free(s->pos0);
    free(s->vel0);
    free(s->c_pos[0]);
    free(s->c_pos[1]);
    free(s->c_vel);
    free(s->vm_pos);
    free(s->vm_vel);
    free(s);
}

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    uint32_t r = 4096u;
    size_t i, b = (size_t)N * 4 * sizeof(float);
    if (!s)
        return NULL;
    s->pos0 = malloc(b);
    s->vel0 = malloc(b);
    s->c_pos[0] = malloc(b);
    s->c_pos[1] = malloc(b);
    s->c_vel = malloc(b);
    s->vm_pos = malloc(b);
    s->vm_vel = malloc(b);
    if (!s->pos0 || !s->vel0 || !s->c_pos[0] || !s->c_pos[1] || !s->c_vel || !s->vm_pos ||
        !s->vm_vel) {
        fini(s);
        return NULL;
    }
    for (i = 0; i < N; i++) {
        s->pos0[4 * i] = au_uniform(&r, -1.0f, 1.0f);
        s->pos0[4 * i + 1] = au_uniform(&r, -1.0f, 1.0f);
        s->pos0[4 * i + 2] = au_uniform(&r, -1.0f, 1.0f);
        s->pos0[4 * i + 3] = au_uniform(&r, 0.5f, 1.5f) / N;
        s->vel0[4 * i] = au_uniform(&r, -0.1f, 0.1f);
        s->vel0[4 * i + 1] = au_uniform(&r, -0.1f, 0.1f);
        s->vel0[4 * i + 2] = au_uniform(&r, -0.1f, 0.1f);
        s->vel0[4 * i + 3] = 0.0f;
    }
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    size_t b = (size_t)N * 4 * sizeof(float);
    s->d_pos[0] = app_alloc(v, s->pos0, b);
    s->d_pos[1] = app_alloc(v, NULL, b);
    s->d_vel = app_alloc(v, s->vel0, b);
    return 0;
}

/* a run starts from the initial bodies: the steps overwrite them */
static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    size_t b = (size_t)N * 4 * sizeof(float);
    int n = N, k;
    float dt = DT, damping = DAMPING, soft = SOFTENING_SQ;
    void *args[7];
    app_upload(v, s->d_pos[0], s->pos0, b);
    app_upload(v, s->d_vel, s->vel0, b);
    args[2] = &s->d_vel;
    args[3] = &n;
    args[4] = &dt;
    args[5] = &damping;
    args[6] = &soft;
    for (k = 0; k < STEPS; k++) {
        args[0] = &s->d_pos[(k + 1) & 1];
        args[1] = &s->d_pos[k & 1];
        app_launch(v, "_Z15integrateBodiesP6float4PKS_S0_ifff", N / BLOCK, 1, 1, BLOCK, 1, 1,
                   BLOCK * 4 * sizeof(float), args);
    }
    return 0;
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    size_t b = (size_t)N * 4 * sizeof(float);
    app_fetch(v, s->vm_pos, s->d_pos[STEPS & 1], b);
    app_fetch(v, s->vm_vel, s->d_vel, b);
    return 0;
}

AU_FMA_CLONES
static void step(const float *restrict old, float *restrict nu, float *restrict vel, size_t b,
                 size_t e)
{
    size_t i, j;
    for (i = b; i < e; i++) {
        float px = old[4 * i], py = old[4 * i + 1], pz = old[4 * i + 2];
        float ax = 0, ay = 0, az = 0;
        for (j = 0; j < N; j++) {
            float rx = old[4 * j] - px, ry = old[4 * j + 1] - py, rz = old[4 * j + 2] - pz;
            float d = fmaf(rz, rz, fmaf(rx, rx, ry * ry)) + SOFTENING_SQ;
            float inv = 1.0f / sqrtf(d);
            float sc = old[4 * j + 3] * (inv * (inv * inv));
            ax = fmaf(rx, sc, ax);
            ay = fmaf(ry, sc, ay);
            az = fmaf(rz, sc, az);
        }
        vel[4 * i] = fmaf(ax, DT, vel[4 * i]) * DAMPING;
        vel[4 * i + 1] = fmaf(ay, DT, vel[4 * i + 1]) * DAMPING;
        vel[4 * i + 2] = fmaf(az, DT, vel[4 * i + 2]) * DAMPING;
        nu[4 * i] = fmaf(vel[4 * i], DT, px);
        nu[4 * i + 1] = fmaf(vel[4 * i + 1], DT, py);
        nu[4 * i + 2] = fmaf(vel[4 * i + 2], DT, pz);
        nu[4 * i + 3] = old[4 * i + 3];
    }
}

static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b, e;
    int k;
    au_slice(N, part, nparts, &b, &e);
    memcpy(s->c_pos[0] + 4 * b, s->pos0 + 4 * b, (e - b) * 4 * sizeof(float));
    memcpy(s->c_vel + 4 * b, s->vel0 + 4 * b, (e - b) * 4 * sizeof(float));
    for (k = 0; k < STEPS; k++) {
        app_c_sync(); /* every body of the previous step is in place */
        step(s->c_pos[k & 1], s->c_pos[(k + 1) & 1], s->c_vel, b, e);
    }
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    const float *cp = s->c_pos[STEPS & 1];
    double eps = sqrt((double)SOFTENING_SQ), wsum = 0, P = 0, V = 0, A, dp = 0, dv = 0;
    size_t i;
    int k, c;
    for (i = 0; i < N; i++) {
        wsum += s->pos0[4 * i + 3];
        for (c = 0; c < 3; c++) {
            P = fmax(P, fabs(s->pos0[4 * i + c]));
            V = fmax(V, fabs(s->vel0[4 * i + c]));
        }
    }
    A = 0.385 * wsum / (eps * eps);
    for (k = 0; k < STEPS; k++) {
        double da = ldexp(A, -10) + 16 * wsum / (eps * eps * eps) * dp;
        V += A * DT;
        P += V * DT;
        dv += da * DT + ldexp(V, -22);
        dp += dv * DT + ldexp(P, -23);
    }
    for (i = 0; i < 4 * N; i++) {
        int w = (i & 3) == 3;
        double tp = w ? 0 : 1.5 * dp, tv = w ? 0 : 1.5 * dv;
        if (!(fabs(s->vm_pos[i] - cp[i]) <= tp) || !(fabs(s->vm_vel[i] - s->c_vel[i]) <= tv)) {
            snprintf(why, cap,
                     "body %zu: pos %.9g vel %.9g, the twin's %.9g %.9g (tolerances %.3g %.3g)",
                     i / 4, s->vm_pos[i], s->vm_vel[i], cp[i], s->c_vel[i], tp, tv);
            return 1;
        }
    }
    return 0;
}

const bench_app app_nbody = {"nbody", "nbody.ptx", "4096 bodies, 2 steps", init, vm_upload,
                             vm_run, vm_download, c_run, check, fini};
