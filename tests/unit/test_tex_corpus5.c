/* tex_corpus, part five: SDK samples and benchmark kernels whose texture
   reads feed float arithmetic of their own (particles' collideD,
   smokeParticles, volumeRender, postProcessGL, parboil's spmv, rodinia's
   find_ellipse). Exact
   where the arithmetic is; elsewhere the references compute in double,
   take the kernel's branches as the kernel decides them, state their
   tolerance and print the largest difference under PTXVM_TEST_VERBOSE. */
#include "tex_corpus.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int clampi(int i, int n)
{
    return i < 0 ? 0 : i >= n ? n - 1 : i;
}

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

/* initGrid: n particles on a side^3 lattice, one diameter apart, each
   coordinate jittered by up to radius * 0.01, small random velocities. */
static void pc_init_grid(float *pos, float *vel, unsigned n, unsigned side,
                         float radius, uint32_t *s)
{
    unsigned i, k;
    for (i = 0; i < n; i++) {
        unsigned c[3] = {i % side, i / side % side, i / (side * side)};
        for (k = 0; k < 3; k++) {
            float j = (float)(ls_rand(s) % 2001) / 1000.0f - 1.0f;
            pos[i * 4 + k] = radius * 2.0f * (float)c[k] + radius - 1.0f +
                             j * radius * 0.01f;
            vel[i * 4 + k] = (float)((int32_t)(ls_rand(s) % 2049) - 1024) / 65536.0f;
        }
        pos[i * 4 + 3] = 1.0f;
        vel[i * 4 + 3] = 0.0f;
    }
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
    pc_init_grid(pos, vel, PC_N, PC_SIDE, P.radius, &s);
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

/* ---- particles (SDK 2.2: two sm_20 builds, one sm_10): collideD with USE_SORT -
   The older collideD (particles_kernel.cu with USE_SORT and USE_TEX):
   oldPosTex and oldVelTex over the sorted positions and velocities,
   particleHashTex (uint2: hash, index) over the sorted pairs and
   cellStartTex over the cell starts (0xffffffff for empty cells), all
   tex1Dfetch. Neighbour cells outside the grid are skipped (no wrap);
   a cell's particles are read from its start until the hash changes or
   maxParticlesPerCell (4, the host's) are seen; the velocity is written
   at the particle's unsorted index through the pairs (a global load).
   SimParams (112 bytes) with the collider's position as a float4. The
   same scene as SDK 3.0's test with 1024 particles (the kernel checks no
   bound, so a whole number of 64-thread blocks) laid out 11 to a row; run
   after reorderDataAndFindCellStartD on the same module. Contact tests
   in float as the PTX makes them, forces in double, within 2^-24. */
typedef struct pc22_params {
    float collider[4], collider_r, gravity[3], global_damping, radius;
    uint32_t grid[3], ncells;
    float origin[3], cell[3];
    uint32_t nbodies, max_per_cell;
    float spring, damping, shear, attraction, boundary_damping, pad;
} pc22_params;

void tc_particles_collide22(ls_run *R)
{
    enum { N = 1024, SIDE = 11, G = 16 };
    static float pos[N * 4], vel[N * 4], spos[N * 4], svel[N * 4], out[N * 4];
    static double want[N * 4];
    static uint32_t pairs[N][2], start[G * G * G];
    static const float zero3[3] = {0, 0, 0};
    pc22_params P;
    pc_params Q;
    ptxvm_resource_desc rf, ru, rh;
    ptxvm_texture_desc tf, tu;
    uint64_t dout;
    uint32_t s = 778;
    unsigned i, k, contacts = 0, capped = 0;
    ls_args A;
    memset(&P, 0, sizeof P);
    P.collider[0] = -0.8f;
    P.collider[1] = -0.8f;
    P.collider[2] = -1.1f;
    P.collider_r = 0.2f;
    P.gravity[1] = -0.0003f;
    P.global_damping = 1.0f;
    P.radius = 1.0f / 64.0f;
    P.grid[0] = P.grid[1] = P.grid[2] = G;
    P.ncells = G * G * G;
    P.origin[0] = P.origin[1] = P.origin[2] = -1.0f;
    P.cell[0] = P.cell[1] = P.cell[2] = P.radius * 2.0f;
    P.nbodies = N;
    P.max_per_cell = 4;
    P.spring = 0.5f;
    P.damping = 0.02f;
    P.shear = 0.1f;
    P.boundary_damping = -0.5f;
    /* the 3.0 helpers take their parameters from a pc_params */
    memset(&Q, 0, sizeof Q);
    Q.radius = P.radius;
    memcpy(Q.grid, P.grid, sizeof Q.grid);
    memcpy(Q.origin, P.origin, sizeof Q.origin);
    memcpy(Q.cell, P.cell, sizeof Q.cell);
    Q.spring = P.spring;
    Q.damping = P.damping;
    Q.shear = P.shear;
    pc_init_grid(pos, vel, N, SIDE, P.radius, &s);
    for (i = 0; i < N; i++) {
        int c[3];
        pc_cell(&Q, &pos[i * 4], c);
        pairs[i][0] = ((uint32_t)c[2] * G + (uint32_t)c[1]) * G + (uint32_t)c[0];
        pairs[i][1] = i;
    }
    qsort(pairs, N, sizeof pairs[0], pc_cmp);
    memset(start, 0xff, sizeof start);
    for (i = 0; i < N; i++) {
        memcpy(&spos[i * 4], &pos[pairs[i][1] * 4], 16);
        memcpy(&svel[i * 4], &vel[pairs[i][1] * 4], 16);
        if (i == 0 || pairs[i][0] != pairs[i - 1][0])
            start[pairs[i][0]] = i;
    }
    for (i = 0; i < N; i++) {
        const float *p = &spos[i * 4], *v = &svel[i * 4];
        double f[3] = {0, 0, 0};
        int c[3], x, y, z;
        pc_cell(&Q, p, c);
        for (z = -1; z <= 1; z++)
            for (y = -1; y <= 1; y++)
                for (x = -1; x <= 1; x++) {
                    int g[3] = {c[0] + x, c[1] + y, c[2] + z};
                    uint32_t h, j;
                    if (g[0] < 0 || g[0] >= G || g[1] < 0 || g[1] >= G || g[2] < 0 || g[2] >= G)
                        continue;
                    h = ((uint32_t)g[2] * G + (uint32_t)g[1]) * G + (uint32_t)g[0];
                    if (start[h] == 0xffffffffu)
                        continue;
                    for (j = 0; j < P.max_per_cell; j++) {
                        uint32_t i2 = start[h] + j;
                        if ((i2 < N ? pairs[i2][0] : 0) != h)
                            break;
                        if (j == P.max_per_cell - 1 && i2 + 1 < N && pairs[i2 + 1][0] == h)
                            capped++;
                        if (i2 != i) {
                            double before = f[0] + f[1] + f[2];
                            pc_sphere(&Q, p, &spos[i2 * 4], v, &svel[i2 * 4], P.radius,
                                      P.radius, 0.0f, f);
                            contacts += before != f[0] + f[1] + f[2];
                        }
                    }
                }
        pc_sphere(&Q, p, P.collider, v, zero3, P.radius, P.collider_r, 0.0f, f);
        for (k = 0; k < 3; k++)
            want[pairs[i][1] * 4 + k] = (double)v[k] + f[k];
        want[pairs[i][1] * 4 + 3] = v[3];
    }
    T_CHECK(R->t, contacts > N, "%s [%s] collideD: only %u contacts", R->file, R->variant,
            contacts);
    ls_put(R, ls_global(R, "params", NULL), &P, sizeof P);
    memset(&rf, 0, sizeof rf);
    rf.format = PTXVM_FORMAT_F32;
    rf.channels = 4;
    rf.width = N;
    rh = rf;
    rh.format = PTXVM_FORMAT_U32;
    rh.channels = 2;
    ru = rh;
    ru.channels = 1;
    ru.width = G * G * G;
    tc_desc(&tf, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tc_desc(&tu, PTXVM_ADDRESS_CLAMP, 0, 0, 1);
    tc_bind(R, "oldPosTex", tc_texture(R, spos, sizeof spos, &rf, &tf));
    tc_bind(R, "oldVelTex", tc_texture(R, svel, sizeof svel, &rf, &tf));
    tc_bind(R, "particleHashTex", tc_texture(R, pairs, sizeof pairs, &rh, &tu));
    tc_bind(R, "cellStartTex", tc_texture(R, start, sizeof start, &ru, &tu));
    dout = ls_buf(R, NULL, sizeof out);
    ls_args_init(&A);
    ls_arg_ptr(&A, ls_buf(R, NULL, sizeof out));
    ls_arg_ptr(&A, dout);
    ls_arg_ptr(&A, ls_buf(R, spos, sizeof spos));
    ls_arg_ptr(&A, ls_buf(R, svel, sizeof svel));
    ls_arg_ptr(&A, ls_buf(R, pairs, sizeof pairs));
    ls_arg_ptr(&A, ls_buf(R, start, sizeof start));
    if (R->ok && ls_launch(R, ls_kernel(R, "_Z8collideDP6float4S0_S0_S0_P5uint2Pj"), "collideD",
                           N / 64, 1, 64, 1, 0, &A) == 0) {
        ls_get(R, out, dout, sizeof out);
        cmp_f32_tol_w(R, "collideD newVel (SDK 2.2)", out, want, N * 4, 1.0 / 16777216.0, 1);
    }
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("  %s [%s] collideD: %u contacts, %u cells capped\n", R->file, R->variant,
               contacts, capped);
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
   the second in 1/256 (an integer); 0 where it is near a rounding tie. */
static int sm_axis(float u, int *i0, int *i1, double *w)
{
    double t = floor((double)u * 4194304.0) / 4194304.0;   /* 22 bits (H200) */
    double xb = (t - floor(t)) * SM_NOISE - 0.5, fl = floor(xb);
    double f = (xb - fl) * 256.0;
    if (fabs(f - floor(f) - 0.5) < 0.01)
        return 0;
    *w = floor(f + 0.5);
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
        /* the corners' weights as the H200 rounds them: pair products
           to 1/256, the triple from the (x, y) pair, the rest by
           inclusion-exclusion */
        long x = (long)w[0], y = (long)w[1], z = (long)w[2];
        long xy = (x * y + 128) / 256, xz = (x * z + 128) / 256;
        long yz = (y * z + 128) / 256, xyz = (xy * z + 128) / 256;
        long cw[8];
        double sum = 0;
        cw[0] = 256 - x - y - z + xy + xz + yz - xyz;
        cw[1] = x - xy - xz + xyz;
        cw[2] = y - xy - yz + xyz;
        cw[3] = xy - xyz;
        cw[4] = z - xz - yz + xyz;
        cw[5] = xz - xyz;
        cw[6] = yz - xyz;
        cw[7] = xyz;
        for (k = 0; k < 8; k++) {
            int bx = k & 1, by = k >> 1 & 1, bz = k >> 2;
            size_t t = ((size_t)i[2][bz] * SM_NOISE + i[1][by]) * SM_NOISE + i[0][bx];
            sum += (double)cw[k] / 256.0 * noise[t * 4 + ch];
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

/* ---- volumeRender: d_render ---------------------------------------------------
   The SDK 2.2 kernel (all three builds): tex, texture<uchar, 3,
   cudaReadModeNormalizedFloat> over a 32^3 array (the sample's volume
   size; a smooth shell with ripples here), normalized coordinates,
   linear filtering, clamp in x and y and wrap in z (initCuda sets
   addressMode[0] and [1] only; [2] keeps the default, wrap); the PTX
   reads it with tex.3d.v4.u32.f32 and moves the bits to a float.
   transferTex: the sample's nine float4 transfer colours, normalized,
   linear, clamp. c_invViewMatrix as render() derives it from the GL
   modelview (rotation (20, 30) degrees, translation (0, 0, -4));
   density 0.05, brightness 1, offset 0, scale 1 (the sample's defaults);
   a 64x64 image in 16x16 blocks. Each pixel marches its ray back to front
   from tfar in steps of 0.01 while t >= tnear (at most 500 steps, more
   than any ray through the box needs), blending with lerp(sum, col,
   col.w * density), and stores the colour as RGBA8 (truncated); rays
   missing the box write nothing (the 0xa5 fill stays). This kernel has
   no opacity early exit (the 3.x kernel's sum.w > 0.95 test is not in
   these builds): the ray's end t < tnear is its only exit. The
   reference sets up the ray in double and rounds origin and direction to
   float, steps t down in float from tfar and forms each position with
   fmaf as the kernel does, filters both textures in double with weights
   rounded to 1/256, and blends in double. Where the hit test or the end
   test t < tnear lies within 1e-5 of its threshold, both outcomes are
   references and the pixel must match one of them; each of the four
   bytes within 1 (float sums, then truncation), a miss exactly. */
enum { VR_N = 32, VR_W = 64, VR_H = 64, VR_MAXC = 16 };

typedef struct vr_scene {
    const unsigned char *vol;
    float m[12], density, brightness, offset, scale;
} vr_scene;

static const float vr_tf[9][4] = {{0, 0, 0, 0}, {1, 0, 0, 1}, {1, 0.5f, 0, 1}, {1, 1, 0, 1},
                                  {0, 1, 0, 1}, {0, 1, 1, 1}, {0, 0, 1, 1}, {1, 0, 1, 1},
                                  {0, 0, 0, 0}};

/* One axis of a linear lookup at normalized c over n texels. */
static void vr_axis(float c, unsigned n, int wrap, int *i0, int *i1, double *w)
{
    double x = wrap ? ((double)c - floor((double)c)) * n - 0.5 : (double)c * n - 0.5;
    double fl = floor(x);
    *w = floor((x - fl) * 256.0 + 0.5) / 256.0;
    *i0 = (int)fl;
    *i1 = *i0 + 1;
    if (wrap) {
        *i0 = (*i0 % (int)n + (int)n) % (int)n;
        *i1 = *i1 % (int)n;
    } else {
        *i0 = clampi(*i0, (int)n);
        *i1 = clampi(*i1, (int)n);
    }
}

static double vr_sample(const unsigned char *vol, const float c[3])
{
    int i[3][2], k;
    double w[3], sum = 0;
    for (k = 0; k < 3; k++)
        vr_axis(c[k], VR_N, k == 2, &i[k][0], &i[k][1], &w[k]);
    for (k = 0; k < 8; k++) {
        int bx = k & 1, by = k >> 1 & 1, bz = k >> 2;
        double wt = (bx ? w[0] : 1 - w[0]) * (by ? w[1] : 1 - w[1]) * (bz ? w[2] : 1 - w[2]);
        sum += wt * vol[(i[2][bz] * VR_N + i[1][by]) * VR_N + i[0][bx]] / 255.0;
    }
    return sum;
}

/* A ray's reference: the RGBA8 words of its outcomes. */
typedef struct vr_march {
    const vr_scene *S;
    uint32_t out[VR_MAXC];
    unsigned n, forks;
} vr_march;

static uint32_t vr_rgba(const double s[4])
{
    uint32_t r = 0;
    int k;
    for (k = 3; k >= 0; k--) {
        double v = s[k] < 0 ? 0 : s[k] > 1 ? 1 : s[k];
        r = r << 8 | (uint32_t)(v * 255.0);
    }
    return r;
}

/* March from t (down to tnear) blending back to front; where the end
   test t < tnear is within 1e-5 of its threshold, both outcomes are
   kept. */
static void vr_run(vr_march *M, const float o[3], const float d[3], float t, float tnear)
{
    const vr_scene *S = M->S;
    double sum[4] = {0, 0, 0, 0}, b[4];
    int i, k;
    for (i = 0; i < 500; i++) {
        float c[3];
        double sample, col[4], w, a;
        int i0, i1;
        for (k = 0; k < 3; k++)
            c[k] = fmaf(d[k], t, o[k]) * 0.5f + 0.5f;
        sample = vr_sample(S->vol, c);
        vr_axis((float)((sample - S->offset) * S->scale), 9, 0, &i0, &i1, &w);
        for (k = 0; k < 4; k++)
            col[k] = vr_tf[i0][k] * (1 - w) + vr_tf[i1][k] * w;
        a = col[3] * S->density;
        for (k = 0; k < 4; k++)
            sum[k] += (col[k] - sum[k]) * a;
        t -= 0.01f;
        if (fabsf(t - tnear) < 1e-5f && M->forks < 8 && M->n < VR_MAXC) {
            M->forks++;
            for (k = 0; k < 4; k++)
                b[k] = sum[k] * S->brightness;
            M->out[M->n++] = vr_rgba(b);
            continue;
        }
        if (t < tnear)
            break;
    }
    for (k = 0; k < 4; k++)
        b[k] = sum[k] * S->brightness;
    if (M->n < VR_MAXC)
        M->out[M->n++] = vr_rgba(b);
}

/* d_render for pixel (x, y); hit: 0 miss, 1 hit, 2 either. */
static void vr_pixel(vr_march *M, unsigned x, unsigned y, int *hit)
{
    const float *m = M->S->m;
    double u = x / (double)VR_W * 2 - 1, v = y / (double)VR_H * 2 - 1, d0[3], d[3], len, o[3];
    double tn = -1e300, tf = 1e300;
    float of[3], df[3];
    int k;
    len = sqrt(u * u + v * v + 4.0);
    d0[0] = u / len;
    d0[1] = v / len;
    d0[2] = -2.0 / len;
    for (k = 0; k < 3; k++) {
        o[k] = m[k * 4 + 3];
        d[k] = d0[0] * m[k * 4] + d0[1] * m[k * 4 + 1] + d0[2] * m[k * 4 + 2];
        of[k] = (float)o[k];
        df[k] = (float)d[k];
    }
    for (k = 0; k < 3; k++) {
        double a = (-1.0 - o[k]) / d[k], b = (1.0 - o[k]) / d[k];
        double lo = a < b ? a : b, hi = a < b ? b : a;
        if (lo > tn)
            tn = lo;
        if (hi < tf)
            tf = hi;
    }
    M->n = 0;
    M->forks = 0;
    *hit = fabs(tf - tn) < 1e-5 ? 2 : tf > tn;
    if (!*hit)
        return;
    if (tn < 0)
        tn = 0;
    vr_run(M, of, df, (float)tf, (float)tn);
}

static void s_volume_render(ls_run *R)
{
    static unsigned char vol[VR_N * VR_N * VR_N];
    static uint32_t out[VR_W * VR_H];
    vr_scene S;
    vr_march M;
    ptxvm_resource_desc rv, rt;
    ptxvm_texture_desc tv, tt;
    double rx = 20 * 3.14159265358979323846 / 180, ry = 30 * 3.14159265358979323846 / 180;
    double A4[3][4];
    uint64_t dout = ls_buf(R, NULL, sizeof out);
    unsigned x, y, z, bad = 0, worst = 0, exits = 0, forked = 0, misses = 0;
    ls_args A;
    for (z = 0; z < VR_N; z++)
        for (y = 0; y < VR_N; y++)
            for (x = 0; x < VR_N; x++) {
                double dx = x - 15.5, dy = y - 15.5, dz = z - 15.5;
                double r = sqrt(dx * dx + dy * dy + dz * dz);
                double f = exp(-(r - 10) * (r - 10) / 8.0) * (0.75 + 0.25 * sin(x * 0.6));
                vol[(z * VR_N + y) * VR_N + x] = (unsigned char)(f * 230.0 + 0.5);
            }
    /* modelview = Rx(-20) Ry(-30) T(0, 0, 4); its rows are c_invViewMatrix */
    {
        double cx = cos(-rx), sx = sin(-rx), cy = cos(-ry), sy = sin(-ry);
        double Rxy[3][3] = {{cy, 0, sy}, {sx * sy, cx, -sx * cy}, {-cx * sy, sx, cx * cy}};
        unsigned i, j;
        for (i = 0; i < 3; i++) {
            for (j = 0; j < 3; j++)
                A4[i][j] = Rxy[i][j];
            A4[i][3] = Rxy[i][2] * 4.0;
        }
        for (i = 0; i < 12; i++)
            S.m[i] = (float)A4[i / 4][i % 4];
    }
    S.vol = vol;
    S.density = 0.05f;
    S.brightness = 1.0f;
    S.offset = 0.0f;
    S.scale = 1.0f;
    M.S = &S;
    ls_put(R, ls_global(R, "c_invViewMatrix", NULL), S.m, sizeof S.m);
    memset(&rv, 0, sizeof rv);
    rv.format = PTXVM_FORMAT_U8;
    rv.channels = 1;
    rv.width = rv.height = rv.depth = VR_N;
    tc_desc(&tv, PTXVM_ADDRESS_CLAMP, 1, 1, 0);
    tv.address_mode[2] = PTXVM_ADDRESS_WRAP;
    memset(&rt, 0, sizeof rt);
    rt.format = PTXVM_FORMAT_F32;
    rt.channels = 4;
    rt.width = 9;
    tc_desc(&tt, PTXVM_ADDRESS_CLAMP, 1, 1, 0);
    tc_bind(R, "tex", tc_texture(R, vol, sizeof vol, &rv, &tv));
    tc_bind(R, "transferTex", tc_texture(R, vr_tf, sizeof vr_tf, &rt, &tt));
    ls_args_init(&A);
    ls_arg_ptr(&A, dout);
    ls_arg_u32(&A, VR_W);
    ls_arg_u32(&A, VR_H);
    ls_arg_f32(&A, S.density);
    ls_arg_f32(&A, S.brightness);
    ls_arg_f32(&A, S.offset);
    ls_arg_f32(&A, S.scale);
    if (!R->ok || ls_launch(R, ls_kernel(R, "_Z8d_renderPjjjffff"), "d_render", VR_W / 16,
                            VR_H / 16, 16, 16, 0, &A) != 0)
        return;
    ls_get(R, out, dout, sizeof out);
    for (y = 0; y < VR_H; y++)
        for (x = 0; x < VR_W; x++) {
            uint32_t g = out[y * VR_W + x];
            unsigned best = 1000, c;
            int hit;
            vr_pixel(&M, x, y, &hit);
            if (hit != 1 && g == 0xa5a5a5a5u)
                best = 0;
            misses += hit == 0;
            for (c = 0; c < M.n && hit; c++) {
                unsigned d = 0, k;
                for (k = 0; k < 4; k++) {
                    int e = abs((int)(g >> 8 * k & 255) - (int)(M.out[c] >> 8 * k & 255));
                    if ((unsigned)e > d)
                        d = (unsigned)e;
                }
                if (d < best)
                    best = d;
                exits += c == 0 && (M.out[c] >> 24) > 128;
            }
            forked += M.forks > 0;
            if (best > 1 && bad++ < 4)
                T_CHECK(R->t, 0, "%s [%s] d_render: pixel (%u, %u) = %08x, want %08x (of %u)",
                        R->file, R->variant, x, y, g, hit ? M.out[M.n - 1] : 0xa5a5a5a5u, M.n);
            if (best <= 1 && best > worst)
                worst = best;
        }
    T_CHECK(R->t, bad == 0, "%s [%s] d_render: %u of %u pixels off", R->file, R->variant, bad,
            VR_W * VR_H);
    T_CHECK(R->t, misses > 0 && exits > 0, "%s [%s] d_render: %u misses, %u rays over half "
            "opaque", R->file, R->variant, misses, exits);
    R->words += VR_W * VR_H;
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("  %s [%s] d_render: largest difference %u (tolerance 1), %u misses, %u rays "
               "over half opaque, %u rays forked\n", R->file, R->variant, worst, misses, exits,
               forked);
}

/* ---- postProcessGL (SDK 3.0): cudaProcess -------------------------------------
   inTex: texture<float4, 2, cudaReadModeElementType> over the scene's
   GL_RGBA16F render target (the build without USE_TEXTURE_RGBA8UI):
   half4 texels, point filtering, clamp, unnormalized, read at integer
   coordinates. process() launches 16x16 blocks with tilew = 16 + 2r and
   (16 + 2r)^2 * 4 bytes of dynamic shared memory, threshold 0.8 and
   highlight 4. Each thread stores its texel and the tile's borders as
   uchar4 (each channel * 255 truncated), then averages the pixels of the
   disc dx^2 + dy^2 <= r^2, scaling those whose luminance (r + g + b) /
   765 exceeds the threshold by the highlight, and writes the clamped,
   truncated RGB. Every sum is of integers below 2^24 and the divisions
   are div.rn.f32, so the reference computes in float and is exact. A
   48x32 image (the sample's is 512x512) of random halves in [0, 1], a
   third of them bright; radius 4 and 8 (the default). */
enum { PP_W = 48, PP_H = 32 };

static void s_post_process(ls_run *R)
{
    static uint16_t img[PP_W * PP_H * 4];
    static unsigned char px[PP_W * PP_H][4];
    static uint32_t out[PP_W * PP_H], want[PP_W * PP_H];
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    uint64_t dout = ls_buf(R, NULL, sizeof out);
    uint32_t s = 31337;
    unsigned i, k;
    int r, x, y;
    for (i = 0; i < PP_W * PP_H; i++) {
        int bright = ls_rand(&s) % 3 == 0;
        for (k = 0; k < 4; k++) {
            uint32_t v = bright ? 900 + ls_rand(&s) % 125 : ls_rand(&s) % 1025;
            img[i * 4 + k] = tc_f32_to_f16((float)v / 1024.0f);
            px[i][k] = (unsigned char)(uint32_t)(tc_f16_to_f32(img[i * 4 + k]) * 255.0f);
        }
    }
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_F16;
    res.channels = 4;
    res.width = PP_W;
    res.height = PP_H;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tc_bind(R, "inTex", tc_texture(R, img, sizeof img, &res, &td));
    for (r = 4; r <= 8 && R->ok; r += 4) {
        char name[48];
        ls_args A;
        for (y = 0; y < PP_H; y++)
            for (x = 0; x < PP_W; x++) {
                float sum[3] = {0, 0, 0}, n = 0;
                int dx, dy;
                for (dy = -r; dy <= r; dy++)
                    for (dx = -r; dx <= r; dx++) {
                        const unsigned char *p =
                            px[clampi(y + dy, PP_H) * PP_W + clampi(x + dx, PP_W)];
                        float c[3] = {p[0], p[1], p[2]};
                        if ((float)(dx * dx + dy * dy) > (float)(r * r))
                            continue;
                        if ((c[2] + (c[1] + c[0])) / 765.0f > 0.8f)
                            for (k = 0; k < 3; k++)
                                c[k] *= 4.0f;
                        for (k = 0; k < 3; k++)
                            sum[k] += c[k];
                        n += 1.0f;
                    }
                want[y * PP_W + x] = 0;
                for (k = 0; k < 3; k++) {
                    float v = sum[k] / n;
                    v = v > 255.0f ? 255.0f : v < 0 ? 0 : v;
                    want[y * PP_W + x] |= (uint32_t)(int)v << (8 * k);
                }
            }
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK)
            R->ok = 0;
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        ls_arg_u32(&A, PP_W);
        ls_arg_u32(&A, PP_H);
        ls_arg_u32(&A, 16 + 2 * r);
        ls_arg_u32(&A, (uint32_t)r);
        ls_arg_f32(&A, 0.8f);
        ls_arg_f32(&A, 4.0f);
        snprintf(name, sizeof name, "cudaProcess radius %d", r);
        if (ls_launch(R, ls_kernel(R, "_Z11cudaProcessPjiiiiff"), name, PP_W / 16, PP_H / 16,
                      16, 16, (16 + 2 * r) * (16 + 2 * r) * 4, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, name, out, want, PP_W * PP_H);
        }
    }
}

/* ---- parboil spmv: spmv_jds_texture, spmv_jds -----------------------------------
   A sparse matrix in parboil's padded JDS form: rows sorted by their
   count of nonzeros, longest first (d_perm maps a sorted row to its
   row), diagonal k at jds_ptr_int[k] (constant memory) holding the k-th
   nonzero of every sorted row (0.0 at column 0 past a row's end), and
   sh_zcnt_int[w] (constant) the longest row of warp w. tex_x_float
   (texture<float, 1>) is bound to the vector x (linear memory, read with
   tex1Dfetch); spmv_jds reads x directly. Each thread, in a grid-stride
   loop, sums data * x[index] over its warp's diagonals and stores the sum
   at d_perm[row]. 1000 rows of 0 to 20 nonzeros (some empty) over 1000
   columns, values and x small integers so every sum is exact; 4 blocks
   of 64 threads, so the stride loop turns. */
enum { SP_N = 1000, SP_NP = 1024, SP_K = 20 };

static int sp_cmp(const void *a, const void *b)
{
    const uint32_t *x = (const uint32_t *)a, *y = (const uint32_t *)b;
    return x[0] != y[0] ? (x[0] > y[0] ? -1 : 1) : (x[1] < y[1] ? -1 : x[1] > y[1]);
}

static void s_spmv(ls_run *R)
{
    static float data[SP_K * SP_NP], x[SP_N], out[SP_N], want[SP_N];
    static int32_t index[SP_K * SP_NP], perm[SP_NP], ptr[SP_K], zcnt[SP_NP / 32];
    static uint32_t rows[SP_N][2];
    static const char *const kernels[2] = {"_Z16spmv_jds_texturePfPKfPKiS3_S1_S3_i",
                                           "_Z8spmv_jdsPfPKfPKiS3_S1_S3_i"};
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    uint64_t dout = ls_buf(R, NULL, sizeof out), ddata, dindex, dperm, dx;
    uint32_t s = 2024;
    unsigned i, k, kn;
    ls_fill_intf(x, SP_N, 8, 5);
    memset(want, 0, sizeof want);
    for (i = 0; i < SP_N; i++) {
        rows[i][0] = ls_rand(&s) % (SP_K + 1);
        rows[i][1] = i;
    }
    qsort(rows, SP_N, sizeof rows[0], sp_cmp);
    memset(perm, 0, sizeof perm);
    for (k = 0; k < SP_K; k++)
        ptr[k] = (int32_t)(k * SP_NP);
    for (i = 0; i < SP_NP; i++) {
        unsigned n = i < SP_N ? rows[i][0] : 0;
        if (i < SP_N)
            perm[i] = (int32_t)rows[i][1];
        for (k = 0; k < SP_K; k++) {
            float v[1];
            if (k < n) {
                ls_fill_intf(v, 1, 8, ls_rand(&s));
                index[k * SP_NP + i] = (int32_t)(ls_rand(&s) % SP_N);
                data[k * SP_NP + i] = v[0];
                want[rows[i][1]] += v[0] * x[index[k * SP_NP + i]];
            } else {
                index[k * SP_NP + i] = 0;
                data[k * SP_NP + i] = 0.0f;
            }
        }
        if (i % 32 == 0 || (int32_t)n > zcnt[i / 32])
            zcnt[i / 32] = (int32_t)n;
    }
    ls_put(R, ls_global(R, "jds_ptr_int", NULL), ptr, sizeof ptr);
    ls_put(R, ls_global(R, "sh_zcnt_int", NULL), zcnt, sizeof zcnt);
    ddata = ls_buf(R, data, sizeof data);
    dindex = ls_buf(R, index, sizeof index);
    dperm = ls_buf(R, perm, sizeof perm);
    dx = ls_buf(R, x, sizeof x);
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_F32;
    res.channels = 1;
    res.width = SP_N;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tc_bind(R, "tex_x_float", tc_texture(R, x, sizeof x, &res, &td));
    for (kn = 0; kn < 2 && R->ok; kn++) {
        ls_args A;
        if (ptxvm_memset(R->vm, dout, 0xa5, sizeof out) != PTXVM_OK)
            R->ok = 0;
        ls_args_init(&A);
        ls_arg_ptr(&A, dout);
        ls_arg_ptr(&A, ddata);
        ls_arg_ptr(&A, dindex);
        ls_arg_ptr(&A, dperm);
        ls_arg_ptr(&A, dx);
        ls_arg_ptr(&A, 0);
        ls_arg_u32(&A, SP_N);
        if (ls_launch(R, ls_kernel(R, kernels[kn]), kernels[kn], 4, 1, 64, 1, 0, &A) == 0) {
            ls_get(R, out, dout, sizeof out);
            ls_cmp(R, kernels[kn], out, want, SP_N);
        }
    }
}

/* ---- rodinia leukocyte (find_ellipse): GICOV_kernel, dilate_kernel -------------
   GICOV_CUDA: t_grad_x and t_grad_y (texture<float, 1>) bound to the
   gradient images (linear memory, tex1Dfetch); c_sin_angle/c_cos_angle
   hold the 150 sample angles and c_tX/c_tY the integer offsets of 7
   circles of radius 8, 10, ... 20 (the host's (int)(cos * r), (int)(sin *
   r)); a block per column and a thread per row of the interior (22 from
   each edge). Each thread projects the gradient onto the normal at the
   150 points of each circle, keeps the running mean and variance
   (Welford's update, div.rn), and stores the largest mean^2 / variance
   (0 if none is larger). dilate_CUDA: t_img (texture<float, 1>) over an
   image, c_strel a disc of radius 12 (25x25); each thread takes the
   largest texel under the disc around its pixel (0 when none is larger)
   and stores it transposed, as the kernel's index does. A 108x60
   gradient image (64 threads x 16 blocks; the sample's is the video
   frame's) of random floats; a 44x32 image in 176-thread blocks (the
   host's block, an image of whole blocks) of random values, a fifth of
   them negative. The reference repeats the kernel's float operations
   (fmaf where the PTX has fma.rn), so both compare exactly; the border
   of the GICOV output keeps the 0xa5 fill. */
enum { GV_M = 108, GV_N = 60, GV_PTS = 150, GV_R = 7, DL_M = 44, DL_N = 32, DL_S = 25 };

static void s_find_ellipse(ls_run *R)
{
    static float gx[GV_M * GV_N], gy[GV_M * GV_N], sn[GV_PTS], cs[GV_PTS], gicov[GV_M * GV_N],
        want[GV_M * GV_N], img[DL_M * DL_N], dil[DL_M * DL_N], wdil[DL_M * DL_N],
        strel[DL_S * DL_S];
    static int32_t tx[GV_R * GV_PTS], ty[GV_R * GV_PTS];
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    uint64_t dg = ls_buf(R, NULL, sizeof gicov), dd = ls_buf(R, NULL, sizeof dil);
    uint32_t s = 4711;
    int i, k, n, t, b;
    ls_args A;
    for (i = 0; i < GV_M * GV_N; i++) {
        gx[i] = (float)((int32_t)(ls_rand(&s) % 2001) - 1000) / 64.0f;
        gy[i] = (float)((int32_t)(ls_rand(&s) % 2001) - 1000) / 64.0f;
    }
    for (n = 0; n < GV_PTS; n++) {
        double th = (double)n * 2.0 * 3.14159265358979323846 / GV_PTS;
        sn[n] = (float)sin(th);
        cs[n] = (float)cos(th);
        for (k = 0; k < GV_R; k++) {
            tx[k * GV_PTS + n] = (int32_t)(cos(th) * (8 + 2 * k));
            ty[k * GV_PTS + n] = (int32_t)(sin(th) * (8 + 2 * k));
        }
    }
    memset(want, 0xa5, sizeof want);
    for (b = 0; b < GV_N - 44; b++)
        for (t = 0; t < GV_M - 44; t++) {
            float best = 0.0f;
            for (k = 0; k < GV_R; k++) {
                float sum = 0, mean = 0, m2 = 0, mu, var, g;
                for (n = 0; n < GV_PTS; n++) {
                    int idx = (ty[k * GV_PTS + n] + t + 22) +
                              (tx[k * GV_PTS + n] + b + 22) * GV_M;
                    float p = fmaf(sn[n], gy[idx], cs[n] * gx[idx]);
                    float d = p - mean;
                    sum = p + sum;
                    mean = mean + d / (float)(n + 1);
                    m2 = fmaf(d, p - mean, m2);
                }
                mu = sum / 150.0f;
                var = m2 / 149.0f;
                g = mu * mu / var;
                if (g > best)
                    best = g;
            }
            want[(b + 22) * GV_M + t + 22] = best;
        }
    ls_put(R, ls_global(R, "c_sin_angle", NULL), sn, sizeof sn);
    ls_put(R, ls_global(R, "c_cos_angle", NULL), cs, sizeof cs);
    ls_put(R, ls_global(R, "c_tX", NULL), tx, sizeof tx);
    ls_put(R, ls_global(R, "c_tY", NULL), ty, sizeof ty);
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_F32;
    res.channels = 1;
    res.width = GV_M * GV_N;
    tc_desc(&td, PTXVM_ADDRESS_CLAMP, 0, 0, 0);
    tc_bind(R, "t_grad_x", tc_texture(R, gx, sizeof gx, &res, &td));
    tc_bind(R, "t_grad_y", tc_texture(R, gy, sizeof gy, &res, &td));
    ls_args_init(&A);
    ls_arg_u32(&A, GV_M);
    ls_arg_ptr(&A, dg);
    if (R->ok && ls_launch(R, ls_kernel(R, "_Z12GICOV_kerneliPf"), "GICOV_kernel", GV_N - 44, 1,
                           GV_M - 44, 1, 0, &A) == 0) {
        ls_get(R, gicov, dg, sizeof gicov);
        ls_cmp(R, "GICOV_kernel", gicov, want, GV_M * GV_N);
    }
    /* dilate */
    for (i = 0; i < DL_M * DL_N; i++) {
        float v = (float)(ls_rand(&s) % 4096) / 256.0f;
        img[i] = ls_rand(&s) % 5 == 0 ? -v : v;
    }
    for (i = 0; i < DL_S * DL_S; i++) {
        int x = i % DL_S - 12, y = i / DL_S - 12;
        strel[i] = x * x + y * y <= 144 ? 1.0f : 0.0f;
    }
    for (i = 0; i < DL_M * DL_N; i++) {
        int ci = i % DL_M, cj = i / DL_M, a, c;
        float best = 0.0f;
        for (a = 0; a < DL_S; a++)
            for (c = 0; c < DL_S; c++) {
                int ei = ci - 12 + a, ej = cj - 12 + c;
                if (ei >= 0 && ei < DL_M && ej >= 0 && ej < DL_N && strel[a * DL_S + c] != 0 &&
                    img[ei + ej * DL_M] > best)
                    best = img[ei + ej * DL_M];
            }
        wdil[ci * DL_N + cj] = best;
    }
    ls_put(R, ls_global(R, "c_strel", NULL), strel, sizeof strel);
    res.width = DL_M * DL_N;
    tc_bind(R, "t_img", tc_texture(R, img, sizeof img, &res, &td));
    ls_args_init(&A);
    ls_arg_u32(&A, DL_M);
    ls_arg_u32(&A, DL_N);
    ls_arg_u32(&A, DL_S);
    ls_arg_u32(&A, DL_S);
    ls_arg_ptr(&A, dd);
    if (R->ok && ls_launch(R, ls_kernel(R, "_Z13dilate_kerneliiiiPf"), "dilate_kernel",
                           DL_M * DL_N / 176, 1, 176, 1, 0, &A) == 0) {
        ls_get(R, dil, dd, sizeof dil);
        ls_cmp(R, "dilate_kernel", dil, wdil, DL_M * DL_N);
    }
}

#define GO(f) "gpuocelot/" f
const tc_sample tc_samples_sdk3[] = {
    {GO("hist_ptx_sdk3.0_particles_kernel.ptx"), s_particles_collide, 1},
    {GO("hist_ptx_sdk3.0_particleSystem.ptx"), s_particles_collide, 1},
    {GO("hist_ptx_sdk3.0_ParticleSystem1.ptx"), s_smoke, 1},
    {GO("hist_tests_ptx_sdk_ParticleSystem.ptx"), s_smoke, 1},
    {GO("hist_ptx_sdk3.0_volumeRender_kernel.ptx"), s_volume_render, 1},
    {GO("sdk2.2_volumeRender_kernel.ptx"), s_volume_render, 1},
    {GO("hist_tests_ptx_sdk_volumeRender.ptx"), s_volume_render, 1},
    {GO("hist_ptx_sdk3.0_postProcessGL.ptx"), s_post_process, 1},
    {GO("parboil_spmv-main.ptx"), s_spmv, 1},
    {GO("rodinia_find_ellipse_kernel.ptx"), s_find_ellipse, 1},
};
const unsigned tc_nsamples_sdk3 = sizeof tc_samples_sdk3 / sizeof tc_samples_sdk3[0];
