/* tex_corpus, part five: SDK samples that simulate particles through
   textures (particles' collideD, ...). References compute the forces in
   double and take every branch the kernel takes as the kernel decides it
   (in float, in the PTX's order of operations), so only the sums' rounding
   is left to a tolerance; the largest difference is printed under
   PTXVM_TEST_VERBOSE. */
#include "tex_corpus.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Compare n floats within an absolute tolerance (counted as words);
   with exact_w, every fourth word (a float4's w) must be equal. */
static void cmp_f32_tol_w(ls_run *R, const char *what, const float *got, const double *want,
                          size_t n, double tol, int exact_w)
{
    unsigned bad = 0;
    double worst = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        double d = fabs((double)got[i] - want[i]);
        int off = exact_w && i % 4 == 3 ? (double)got[i] != want[i] : !(d <= tol);
        if (off && bad++ < 4)
            T_CHECK(R->t, 0, "%s [%s] %s: word %zu = %.9g, want %.9g within %g", R->file,
                    R->variant, what, i, (double)got[i], want[i], tol);
        if (d > worst || d != d)
            worst = d;
    }
    T_CHECK(R->t, bad == 0, "%s [%s] %s: %u of %zu words outside the tolerance", R->file,
            R->variant, what, bad, n);
    R->words += n;
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("  %s [%s] %s: largest difference %.3g (tolerance %g)\n", R->file, R->variant,
               what, worst, tol);
}

static void cmp_f32_tol(ls_run *R, const char *what, const float *got, const double *want,
                        size_t n, double tol)
{
    cmp_f32_tol_w(R, what, got, want, n, tol, 0);
}

/* ---- particles (SDK 3.0): collideD ------------------------------------------
   particles_kernel.cu built with USE_TEX: oldPosTex and oldVelTex
   (texture<float4, 1>) bound to the sorted positions and velocities,
   cellStartTex and cellEndTex (texture<uint, 1>) to the cell ranges, all
   linear memory read with tex1Dfetch. SimParams in constant memory
   (params, 104 bytes) as ParticleSystem's constructor sets it: radius
   1/64, cells of one diameter from the world origin (-1, -1, -1),
   spring 0.5, damping 0.02, shear 0.1, attraction 0, the collider
   sphere of radius 0.2 (placed at (-0.8, -0.8, -1.1) here, where it
   touches the particles; the sample moves it with the mouse). A 16^3
   grid (the kernel wraps cell coordinates by the grid size) and 1000
   particles laid out by initGrid (10^3, spacing one diameter, jitter
   1% of the radius) with velocities in [-1/64, 1/64]. The host sorts
   (hash, index) pairs, sets cellStart to 0xffffffff and fills the cell
   ranges (the reorder kernel, checked above, does this on a GPU), and
   collide() launches 64-thread blocks. Each particle sums the DEM
   forces of every other particle in the 27 cells around its own and of
   the collider, and writes vel + force, w = 0, at its unsorted index.
   The contact tests (dist < 2r) are made in float as the PTX makes them
   (dy^2, then fma with dx and dz, sqrt.rn), the forces in double: within
   2^-24 absolute (velocities and forces are below 1/8), w exact. */
enum { PC_G = 16, PC_SIDE = 10, PC_N = PC_SIDE * PC_SIDE * PC_SIDE };

typedef struct pc_params {
    float collider[3], collider_r, gravity[3], global_damping, radius;
    uint32_t grid[3], ncells;
    float origin[3], cell[3];
    uint32_t nbodies, max_per_cell;
    float spring, damping, shear, attraction, boundary_damping;
} pc_params;

static uint32_t pc_hash(const pc_params *P, int x, int y, int z)
{
    uint32_t g = PC_G - 1;
    return (((uint32_t)z & g) * P->grid[1] + ((uint32_t)y & g)) * P->grid[0] + ((uint32_t)x & g);
}

static void pc_cell(const pc_params *P, const float *p, int c[3])
{
    unsigned d;
    for (d = 0; d < 3; d++)
        c[d] = (int)floorf((p[d] - P->origin[d]) / P->cell[d]);
}

/* collideSpheres: the contact test in float as the PTX computes it, the
   force in double; adds to f. */
static void pc_sphere(const pc_params *P, const float *a, const float *b, const float *va,
                      const float *vb, float ra, float rb, float attraction, double f[3])
{
    float dx = b[0] - a[0], dy = b[1] - a[1], dz = b[2] - a[2];
    float dist = sqrtf(fmaf(dz, dz, fmaf(dx, dx, dy * dy))), cd = ra + rb;
    double rel[3], n[3], rv[3], dn, dd;
    unsigned k;
    if (!(cd > dist))
        return;
    rel[0] = dx;
    rel[1] = dy;
    rel[2] = dz;
    dd = sqrt(rel[0] * rel[0] + rel[1] * rel[1] + rel[2] * rel[2]);
    for (k = 0; k < 3; k++) {
        n[k] = rel[k] / dd;
        rv[k] = (double)vb[k] - va[k];
    }
    dn = rv[0] * n[0] + rv[1] * n[1] + rv[2] * n[2];
    for (k = 0; k < 3; k++)
        f[k] += -P->spring * ((double)cd - dd) * n[k] + P->damping * rv[k] +
                P->shear * (rv[k] - dn * n[k]) + attraction * rel[k];
}

static int pc_cmp(const void *a, const void *b)
{
    const uint32_t *x = (const uint32_t *)a, *y = (const uint32_t *)b;
    return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : (x[1] < y[1] ? -1 : x[1] > y[1]);
}

static void s_particles_collide(ls_run *R)
{
    static float pos[PC_N * 4], vel[PC_N * 4], spos[PC_N * 4], svel[PC_N * 4], out[PC_N * 4];
    static double want[PC_N * 4];
    static uint32_t pairs[PC_N][2], sidx[PC_N], start[PC_G * PC_G * PC_G],
        end[PC_G * PC_G * PC_G];
    static const float zero3[3] = {0, 0, 0};
    const unsigned ncells = PC_G * PC_G * PC_G;
    pc_params P;
    ptxvm_resource_desc rf, ru;
    ptxvm_texture_desc tf, tu;
    uint64_t dout, dpos, dvel, dstart, dend, tex[4];
    uint32_t s = 777;
    unsigned i, k, contacts = 0;
    ls_args A;
    memset(&P, 0, sizeof P);
    P.collider[0] = -0.8f;
    P.collider[1] = -0.8f;
    P.collider[2] = -1.1f;
    P.collider_r = 0.2f;
    P.gravity[1] = -0.0003f;
    P.global_damping = 1.0f;
    P.radius = 1.0f / 64.0f;
    P.grid[0] = P.grid[1] = P.grid[2] = PC_G;
    P.ncells = ncells;
    P.origin[0] = P.origin[1] = P.origin[2] = -1.0f;
    P.cell[0] = P.cell[1] = P.cell[2] = P.radius * 2.0f;
    P.nbodies = PC_N;
    P.spring = 0.5f;
    P.damping = 0.02f;
    P.shear = 0.1f;
    P.boundary_damping = -0.5f;
    /* initGrid: spacing one diameter, jitter radius * 0.01 */
    for (i = 0; i < PC_N; i++) {
        unsigned c[3] = {i % PC_SIDE, i / PC_SIDE % PC_SIDE, i / (PC_SIDE * PC_SIDE)};
        for (k = 0; k < 3; k++) {
            float j = (float)(ls_rand(&s) % 2001) / 1000.0f - 1.0f;
            pos[i * 4 + k] = P.radius * 2.0f * (float)c[k] + P.radius - 1.0f +
                             j * P.radius * 0.01f;
            vel[i * 4 + k] = (float)((int32_t)(ls_rand(&s) % 2049) - 1024) / 65536.0f;
        }
        pos[i * 4 + 3] = 1.0f;
        vel[i * 4 + 3] = 0.0f;
    }
    /* calcHash, sort, reorder */
    for (i = 0; i < PC_N; i++) {
        int c[3];
        pc_cell(&P, &pos[i * 4], c);
        pairs[i][0] = pc_hash(&P, c[0], c[1], c[2]);
        pairs[i][1] = i;
    }
    qsort(pairs, PC_N, sizeof pairs[0], pc_cmp);
    memset(start, 0xff, sizeof start);
    memset(end, 0xa5, sizeof end);
    for (i = 0; i < PC_N; i++) {
        sidx[i] = pairs[i][1];
        memcpy(&spos[i * 4], &pos[sidx[i] * 4], 16);
        memcpy(&svel[i * 4], &vel[sidx[i] * 4], 16);
        if (i == 0 || pairs[i][0] != pairs[i - 1][0])
            start[pairs[i][0]] = i;
        if (i == PC_N - 1 || pairs[i][0] != pairs[i + 1][0])
            end[pairs[i][0]] = i + 1;
    }
    /* the reference */
    for (i = 0; i < PC_N; i++) {
        const float *p = &spos[i * 4], *v = &svel[i * 4];
        double f[3] = {0, 0, 0};
        int c[3], x, y, z;
        uint32_t j;
        pc_cell(&P, p, c);
        for (z = -1; z <= 1; z++)
            for (y = -1; y <= 1; y++)
                for (x = -1; x <= 1; x++) {
                    uint32_t h = pc_hash(&P, c[0] + x, c[1] + y, c[2] + z);
                    if (start[h] == 0xffffffffu)
                        continue;
                    for (j = start[h]; j < end[h]; j++)
                        if (j != i) {
                            double before = f[0] + f[1] + f[2];
                            pc_sphere(&P, p, &spos[j * 4], v, &svel[j * 4], P.radius, P.radius,
                                      P.attraction, f);
                            contacts += before != f[0] + f[1] + f[2];
                        }
                }
        pc_sphere(&P, p, P.collider, v, zero3, P.radius, P.collider_r, 0.0f, f);
        for (k = 0; k < 3; k++)
            want[sidx[i] * 4 + k] = (double)v[k] + f[k];
        want[sidx[i] * 4 + 3] = 0.0;
    }
    T_CHECK(R->t, contacts > PC_N, "%s [%s] collideD: only %u contacts", R->file, R->variant,
            contacts);
    ls_put(R, ls_global(R, "params", NULL), &P, sizeof P);
    dpos = ls_buf(R, spos, sizeof spos);
    dvel = ls_buf(R, svel, sizeof svel);
    dstart = ls_buf(R, start, sizeof start);
    dend = ls_buf(R, end, sizeof end);
    dout = ls_buf(R, NULL, sizeof out);
    memset(&rf, 0, sizeof rf);
    rf.format = PTXVM_FORMAT_F32;
    rf.channels = 4;
    rf.width = PC_N;
    ru = rf;
    ru.format = PTXVM_FORMAT_U32;
    ru.channels = 1;
    ru.width = ncells;
    tc_desc(&tf, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tc_desc(&tu, PTXVM_ADDRESS_CLAMP, 0, 0, 1);
    tex[0] = tc_texture(R, spos, sizeof spos, &rf, &tf);
    tex[1] = tc_texture(R, svel, sizeof svel, &rf, &tf);
    tex[2] = tc_texture(R, start, sizeof start, &ru, &tu);
    tex[3] = tc_texture(R, end, sizeof end, &ru, &tu);
    tc_bind(R, "oldPosTex", tex[0]);
    tc_bind(R, "oldVelTex", tex[1]);
    tc_bind(R, "cellStartTex", tex[2]);
    tc_bind(R, "cellEndTex", tex[3]);
    ls_args_init(&A);
    ls_arg_ptr(&A, dout);
    ls_arg_ptr(&A, dpos);
    ls_arg_ptr(&A, dvel);
    ls_arg_ptr(&A, ls_buf(R, sidx, sizeof sidx));
    ls_arg_ptr(&A, dstart);
    ls_arg_ptr(&A, dend);
    ls_arg_u32(&A, PC_N);
    if (R->ok && ls_launch(R, ls_kernel(R, "_Z8collideDP6float4S0_S0_PjS1_S1_j"), "collideD",
                           (PC_N + 63) / 64, 1, 64, 1, 0, &A) == 0) {
        ls_get(R, out, dout, sizeof out);
        cmp_f32_tol(R, "collideD newVel", out, want, PC_N * 4, 1.0 / 16777216.0);
    }
}

/* ---- smokeParticles (SDK 3.0 ParticleSystem): integrateD, calcDepthD ---------
   noiseTex: texture<float4, 3> over a 64^3 cudaArray of random values in
   [-1, 1] (multiples of 2^-16 here), normalized coordinates, linear
   filtering, wrap (createNoiseTexture). SimParams (52 bytes) as the
   demo's sliders start them: damping 0.99, noise frequency 0.1, noise
   strength 0.001; gravity -0.001 and noise animation -0.0005 at time
   10 (within the sliders' ranges), time step 0.5. 4096 particles in
   256-thread blocks (integrateSystem, calcDepth), positions multiples of
   2^-12 in [-1, 1], velocities in [-1/128, 1/128], ages on both sides
   of their lifetimes. integrateD ages each particle, adds gravity * dt
   and the noise at pos * freq + time * speed times the strength to the
   velocity, moves the position by velocity * dt and damps the
   velocity. The reference follows the PTX's float operations (fmaf
   where the sm_20 build has fma.rn) and filters the noise in double
   with the texture unit's weights rounded to 1/256: positions within
   2^-21, velocities within 2^-26 (the sm_10 build's mad.f32 and the
   filter's float sums move the last bits), ages and lifetimes exact.
   Positions whose filter weights lie within 1% of a 1/256 rounding tie
   are drawn again, so that the reference's weights are the only ones.
   calcDepthD writes -dot(pos, v) for the sort vector (0.75, -0.5,
   0.625) and the index: every product and sum is exact, so exact. */
enum { SM_N = 4096, SM_NOISE = 64 };

typedef struct sm_params {
    float gravity[3], global_damping, noise_freq, noise_amp, cursor[3], time, speed[3];
} sm_params;

/* One axis of the wrap/linear lookup: the two texels and the weight of
   the second in 1/256; 0 where the weight is near a rounding tie. */
static int sm_axis(float u, int *i0, int *i1, double *w)
{
    double xb = ((double)u - floor((double)u)) * SM_NOISE - 0.5, fl = floor(xb);
    double f = (xb - fl) * 256.0;
    if (fabs(f - floor(f) - 0.5) < 0.01)
        return 0;
    *w = floor(f + 0.5) / 256.0;
    *i0 = ((int)fl + SM_NOISE) % SM_NOISE;
    *i1 = (*i0 + 1) % SM_NOISE;
    return 1;
}

/* The noise at (u, v, s): 0 when a weight is near a tie. */
static int sm_noise(const float *noise, const float *c, double out[3])
{
    int i[3][2], k, ch;
    double w[3];
    for (k = 0; k < 3; k++)
        if (!sm_axis(c[k], &i[k][0], &i[k][1], &w[k]))
            return 0;
    for (ch = 0; ch < 3; ch++) {
        double sum = 0;
        for (k = 0; k < 8; k++) {
            int bx = k & 1, by = k >> 1 & 1, bz = k >> 2;
            double wt = (bx ? w[0] : 1 - w[0]) * (by ? w[1] : 1 - w[1]) * (bz ? w[2] : 1 - w[2]);
            size_t t = ((size_t)i[2][bz] * SM_NOISE + i[1][by]) * SM_NOISE + i[0][bx];
            sum += wt * noise[t * 4 + ch];
        }
        out[ch] = sum;
    }
    return 1;
}

static void s_smoke(ls_run *R)
{
    static float noise[SM_NOISE * SM_NOISE * SM_NOISE * 4], pos[SM_N * 4], vel[SM_N * 4],
        npos[SM_N * 4], nvel[SM_N * 4], keys[SM_N], wkeys[SM_N];
    static double wpos[SM_N * 4], wvel[SM_N * 4];
    static uint32_t idx[SM_N], widx[SM_N];
    static const float sortv[3] = {0.75f, -0.5f, 0.625f};
    const float dt = 0.5f;
    sm_params P;
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    uint64_t dpos, dvel, dnpos, dnvel, dkeys, didx;
    uint32_t s = 99;
    unsigned i, k, redraws = 0;
    ls_args A;
    memset(&P, 0, sizeof P);
    P.gravity[1] = -0.001f;
    P.global_damping = 0.99f;
    P.noise_freq = 0.1f;
    P.noise_amp = 0.001f;
    P.cursor[1] = 1.0f;
    P.time = 10.0f;
    P.speed[1] = -0.0005f;
    for (i = 0; i < SM_NOISE * SM_NOISE * SM_NOISE * 4; i++)
        noise[i] = (float)((int32_t)(ls_rand(&s) % 131073) - 65536) / 65536.0f;
    for (i = 0; i < SM_N; i++) {
        double n[3];
        float c[3];
        for (;;) {
            for (k = 0; k < 3; k++) {
                pos[i * 4 + k] = (float)((int32_t)(ls_rand(&s) % 8193) - 4096) / 4096.0f;
                c[k] = fmaf(pos[i * 4 + k], P.noise_freq, P.speed[k] * P.time);
            }
            if (sm_noise(noise, c, n))
                break;
            redraws++;
        }
        for (k = 0; k < 3; k++)
            vel[i * 4 + k] = (float)((int32_t)(ls_rand(&s) % 2049) - 1024) / 131072.0f;
        pos[i * 4 + 3] = (float)(ls_rand(&s) % 64) / 4.0f;   /* age */
        vel[i * 4 + 3] = (float)(ls_rand(&s) % 64) / 4.0f;   /* lifetime */
        /* integrateD as the PTX computes it, the noise in double */
        for (k = 0; k < 3; k++) {
            float v = (float)(n[k] * P.noise_amp) + (P.gravity[k] * dt + vel[i * 4 + k]);
            wpos[i * 4 + k] = fmaf(v, dt, pos[i * 4 + k]);
            wvel[i * 4 + k] = v * P.global_damping;
        }
        wpos[i * 4 + 3] = pos[i * 4 + 3] < vel[i * 4 + 3] ? pos[i * 4 + 3] + dt : vel[i * 4 + 3];
        wvel[i * 4 + 3] = vel[i * 4 + 3];
        wkeys[i] = -(pos[i * 4] * sortv[0] + pos[i * 4 + 1] * sortv[1] +
                     pos[i * 4 + 2] * sortv[2]);
        widx[i] = i;
    }
    T_CHECK(R->t, redraws < SM_N / 4, "%s [%s]: %u positions drawn again", R->file, R->variant,
            redraws);
    ls_put(R, ls_global(R, "params", NULL), &P, sizeof P);
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_F32;
    res.channels = 4;
    res.width = res.height = res.depth = SM_NOISE;
    tc_desc(&td, PTXVM_ADDRESS_WRAP, 1, 1, 0);
    tc_bind(R, "noiseTex", tc_texture(R, noise, sizeof noise, &res, &td));
    dpos = ls_buf(R, pos, sizeof pos);
    dvel = ls_buf(R, vel, sizeof vel);
    dnpos = ls_buf(R, NULL, sizeof npos);
    dnvel = ls_buf(R, NULL, sizeof nvel);
    dkeys = ls_buf(R, NULL, sizeof keys);
    didx = ls_buf(R, NULL, sizeof idx);
    ls_args_init(&A);
    ls_arg_ptr(&A, dnpos);
    ls_arg_ptr(&A, dnvel);
    ls_arg_ptr(&A, dpos);
    ls_arg_ptr(&A, dvel);
    ls_arg_f32(&A, dt);
    ls_arg_u32(&A, SM_N);
    if (R->ok && ls_launch(R, ls_kernel(R, "_Z10integrateDP6float4S0_S0_S0_fi"), "integrateD",
                           SM_N / 256, 1, 256, 1, 0, &A) == 0) {
        ls_get(R, npos, dnpos, sizeof npos);
        ls_get(R, nvel, dnvel, sizeof nvel);
        cmp_f32_tol_w(R, "integrateD newPos", npos, wpos, SM_N * 4, 1.0 / 2097152.0, 1);
        cmp_f32_tol_w(R, "integrateD newVel", nvel, wvel, SM_N * 4, 1.0 / 67108864.0, 1);
    }
    ls_args_init(&A);
    ls_arg_ptr(&A, dpos);
    ls_arg_ptr(&A, dkeys);
    ls_arg_ptr(&A, didx);
    A.argv[A.n++] = (void *)sortv;
    ls_arg_u32(&A, SM_N);
    if (R->ok && ls_launch(R, ls_kernel(R, "_Z10calcDepthDP6float4PfPj6float3i"), "calcDepthD",
                           SM_N / 256, 1, 256, 1, 0, &A) == 0) {
        ls_get(R, keys, dkeys, sizeof keys);
        ls_get(R, idx, didx, sizeof idx);
        ls_cmp(R, "calcDepthD keys", keys, wkeys, SM_N);
        ls_cmp(R, "calcDepthD indices", idx, widx, SM_N);
    }
}

#define GO(f) "gpuocelot/" f
const tc_sample tc_samples_sdk3[] = {
    {GO("hist_ptx_sdk3.0_particles_kernel.ptx"), s_particles_collide, 1},
    {GO("hist_ptx_sdk3.0_particleSystem.ptx"), s_particles_collide, 1},
    {GO("hist_ptx_sdk3.0_ParticleSystem1.ptx"), s_smoke, 1},
    {GO("hist_tests_ptx_sdk_ParticleSystem.ptx"), s_smoke, 1},
};
const unsigned tc_nsamples_sdk3 = sizeof tc_samples_sdk3 / sizeof tc_samples_sdk3[0];
