/* Floating-point benchmark: the all-pairs N-body step of
   tests/bench/kernels/nbody.cu (1024 bodies, 128-body shared-memory
   tiles; f32 with rsqrt.approx.f32, f64 with sqrt.rn.f64 and
   rcp.rn.f64) run by ptxvm on one worker, against the same algorithm in C
   compiled with the same flags. Each result is checked against the C
   twin (to a relative 1e-4: the twin's 1/sqrt and contractions differ
   from nvcc's in the last bits). Prints the median and range of the
   rounds, the ratio of the best times, and a hash of ptxvm's result bits
   (which must not change with the implementation).

     build/bench/bench_fp [rounds]           (run from the repository root) */
#include "ptxvm.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NB 1024
#define TILE 128

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void c_nbody_f32(int n, float dt, float eps2, const float *pos, float *vel)
{
    int i, j;
    for (i = 0; i < n; i++) {
        float ax = 0.f, ay = 0.f, az = 0.f;
        for (j = 0; j < n; j++) {
            float rx = pos[4 * j] - pos[4 * i], ry = pos[4 * j + 1] - pos[4 * i + 1];
            float rz = pos[4 * j + 2] - pos[4 * i + 2];
            float d2 = rx * rx + ry * ry + rz * rz + eps2;
            float inv = 1.0f / sqrtf(d2);
            float s = pos[4 * j + 3] * inv * inv * inv;
            ax += rx * s;
            ay += ry * s;
            az += rz * s;
        }
        vel[4 * i] += ax * dt;
        vel[4 * i + 1] += ay * dt;
        vel[4 * i + 2] += az * dt;
    }
}

static void c_nbody_f64(int n, double dt, double eps2, const double *pos, double *vel)
{
    int i, j;
    for (i = 0; i < n; i++) {
        double ax = 0., ay = 0., az = 0.;
        for (j = 0; j < n; j++) {
            double rx = pos[4 * j] - pos[4 * i], ry = pos[4 * j + 1] - pos[4 * i + 1];
            double rz = pos[4 * j + 2] - pos[4 * i + 2];
            double d2 = rx * rx + ry * ry + rz * rz + eps2;
            double inv = 1.0 / sqrt(d2);
            double s = pos[4 * j + 3] * inv * inv * inv;
            ax += rx * s;
            ay += ry * s;
            az += rz * s;
        }
        vel[4 * i] += ax * dt;
        vel[4 * i + 1] += ay * dt;
        vel[4 * i + 2] += az * dt;
    }
}

static double rnd(unsigned *s)
{
    *s = *s * 1103515245u + 12345u;
    return (double)((*s >> 8) & 0xffffu) / 65536.0;
}

/* One kernel: ptxvm and C times (seconds) of each round; returns 0 when
   the results agree. */
static int bench(ptxvm_vm *vm, ptxvm_module *mod, int wide, int rounds,
                 double *tv, double *tc, uint32_t *hash)
{
    size_t es = wide ? 8 : 4, bytes = (size_t)NB * 4 * es;
    void *pos = malloc(bytes), *vel = malloc(bytes), *cv = malloc(bytes), *gv = malloc(bytes);
    ptxvm_addr dp, dv;
    ptxvm_kernel *k;
    ptxvm_launch L;
    float dt = 0.01f, eps2 = 0.01f;
    double dt64 = 0.01, eps64 = 0.01;
    int n = NB, r, i, bad = 0;
    unsigned s = 12345;
    void *args[5];
    for (i = 0; i < NB * 4; i++) {
        double v = i % 4 == 3 ? 0.5 + rnd(&s) : rnd(&s) * 2.0 - 1.0;
        if (wide)
            ((double *)pos)[i] = v;
        else
            ((float *)pos)[i] = (float)v;
    }
    memset(vel, 0, bytes);
    if (ptxvm_module_get_kernel(mod, wide ? "nbody_f64" : "nbody_f32", &k) ||
        ptxvm_mem_alloc(vm, bytes, &dp) || ptxvm_mem_alloc(vm, bytes, &dv))
        return 1;
    ptxvm_memcpy_htod(vm, dp, pos, bytes);
    args[0] = &n;
    args[1] = wide ? (void *)&dt64 : (void *)&dt;
    args[2] = wide ? (void *)&eps64 : (void *)&eps2;
    args[3] = &dp;
    args[4] = &dv;
    memset(&L, 0, sizeof L);
    L.grid = (ptxvm_dim3){NB / TILE, 1, 1};
    L.block = (ptxvm_dim3){TILE, 1, 1};
    L.args = args;
    for (r = 0; r < rounds; r++) {
        double t0;
        ptxvm_memcpy_htod(vm, dv, vel, bytes);
        t0 = now();
        if (ptxvm_launch_kernel(k, &L, NULL) != PTXVM_OK) {
            fprintf(stderr, "%s\n", ptxvm_error_message(vm));
            return 1;
        }
        tv[r] = now() - t0;
        memcpy(cv, vel, bytes);
        t0 = now();
        if (wide)
            c_nbody_f64(n, dt64, eps64, (const double *)pos, (double *)cv);
        else
            c_nbody_f32(n, dt, eps2, (const float *)pos, (float *)cv);
        tc[r] = now() - t0;
    }
    ptxvm_memcpy_dtoh(vm, gv, dv, bytes);
    *hash = 2166136261u;           /* FNV-1a of the result's bytes */
    for (i = 0; i < (int)bytes; i++)
        *hash = (*hash ^ ((unsigned char *)gv)[i]) * 16777619u;
    for (i = 0; i < NB * 4; i++) {
        double g = wide ? ((double *)gv)[i] : ((float *)gv)[i];
        double c = wide ? ((double *)cv)[i] : ((float *)cv)[i];
        if (!(fabs(g - c) <= 1e-4 * (fabs(c) + 1e-3)))
            bad++;
    }
    ptxvm_mem_free(vm, dp);
    ptxvm_mem_free(vm, dv);
    free(pos); free(vel); free(cv); free(gv);
    return bad;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 5, w;
    FILE *f = fopen("tests/bench/kernels/nbody.ptx", "rb");
    ptxvm_config cfg;
    ptxvm_vm *vm;
    ptxvm_module *mod;
    char *ptx;
    long len;
    double tv[64], tc[64];
    if (rounds < 1 || rounds > 64)
        rounds = 5;
    if (!f) {
        fprintf(stderr, "run from the repository root\n");
        return 1;
    }
    fseek(f, 0, SEEK_END);
    len = ftell(f);
    fseek(f, 0, SEEK_SET);
    ptx = (char *)malloc((size_t)len);
    if (fread(ptx, 1, (size_t)len, f) != (size_t)len)
        return 1;
    fclose(f);
    ptxvm_config_init(&cfg);
    cfg.threads = 1;               /* one core against one core */
    if (ptxvm_create(&cfg, &vm) ||
        ptxvm_module_load(vm, ptx, (size_t)len, "nbody.ptx", &mod)) {
        fprintf(stderr, "cannot load nbody.ptx\n");
        return 1;
    }
    printf("kernel        ptxvm ms median (range)    C ms median   best ratio   result hash\n");
    for (w = 0; w < 2; w++) {
        uint32_t h = 0;
        int bad = bench(vm, mod, w, rounds, tv, tc, &h);
        qsort(tv, (size_t)rounds, sizeof tv[0], cmp_d);
        qsort(tc, (size_t)rounds, sizeof tc[0], cmp_d);
        printf("nbody_%s     %8.2f (%.2f-%.2f)   %8.3f      %7.1f      %08x%s\n",
               w ? "f64" : "f32", tv[rounds / 2] * 1e3, tv[0] * 1e3,
               tv[rounds - 1] * 1e3, tc[rounds / 2] * 1e3, tv[0] / tc[0],
               (unsigned)h, bad ? "  WRONG RESULT" : "");
    }
    ptxvm_destroy(vm);
    free(ptx);
    return 0;
}
