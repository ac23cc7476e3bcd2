/* Shared functions of the surface suite (test_surface.c, test_surface_run.c):
   a VM with one module, launches, buffers, resource descriptors, and an
   f32 to f16 conversion written from IEEE 754. */
#include "surf_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint32_t su_rng(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 33);
}

ptxvm_vm *su_vm(pv_test *t, test_alloc *a, uint32_t threads)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    memset(a, 0, sizeof *a);
    test_config(&cfg, a);
    cfg.threads = threads;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create failed");
        return NULL;
    }
    return vm;
}

/* A VM with the module src (a file when file is set); 0 on failure. */
int sk_open(pv_test *t, sk *k, const char *src, const char *file,
            uint32_t threads)
{
    size_t len = 0;
    char *text = NULL;
    k->m = NULL;
    k->vm = NULL;
    if (file) {
        text = test_read_file(file, &len);
        if (!text) {
            T_CHECK(t, 0, "cannot read %s", file);
            return 0;
        }
        src = text;
    } else if (src) {
        len = strlen(src);
    } else {
        return 0;
    }
    k->vm = su_vm(t, &k->a, threads);
    if (k->vm && ptxvm_module_load(k->vm, src, len, file ? file : "surf.ptx",
                                   &k->m) != PTXVM_OK)
        T_CHECK(t, 0, "load %s: %s", file ? file : "surf.ptx",
                ptxvm_error_message(k->vm));
    free(text);
    return k->m != NULL;
}

void sk_close(pv_test *t, sk *k)
{
    if (k->vm)
        ptxvm_destroy(k->vm);
    T_CHECK(t, k->a.live == 0, "%ld bytes live", k->a.live);
}

/* Launch name over grid x block threads; the result. */
ptxvm_result sk_launch(sk *k, const char *name, uint32_t grid,
                       uint32_t block, void **args)
{
    ptxvm_kernel *kn;
    ptxvm_launch l;
    ptxvm_result e = ptxvm_module_get_kernel(k->m, name, &kn);
    if (e != PTXVM_OK)
        return e;
    test_launch_1d(&l, grid, block, args);
    return ptxvm_launch_kernel(kn, &l, NULL);
}

int sk_run(pv_test *t, sk *k, const char *name, uint32_t n, void **args)
{
    ptxvm_result e = sk_launch(k, name, (n + 63) / 64, 64, args);
    T_CHECK(t, e == PTXVM_OK, "%s: %s", name, ptxvm_error_message(k->vm));
    return e == PTXVM_OK;
}

ptxvm_addr sk_buf(sk *k, const void *host, size_t n)
{
    ptxvm_addr a = 0;
    ptxvm_mem_alloc(k->vm, n, &a);
    if (host)
        ptxvm_memcpy_htod(k->vm, a, host, n);
    else
        ptxvm_memset(k->vm, a, 0, n);
    return a;
}

ptxvm_resource_desc su_res(ptxvm_addr data, ptxvm_format f,
                           uint32_t ch, uint32_t w, uint32_t h,
                           uint32_t d, uint32_t layers)
{
    ptxvm_resource_desc r;
    memset(&r, 0, sizeof r);
    r.data = data;
    r.format = f;
    r.channels = ch;
    r.width = w;
    r.height = h;
    r.depth = d;
    r.layers = layers;
    return r;
}


uint32_t fbits(float f)
{
    uint32_t w;
    memcpy(&w, &f, 4);
    return w;
}

float bitsf(uint32_t w)
{
    float f;
    memcpy(&f, &w, 4);
    return f;
}

/* f32 to f16, round to nearest even, written from IEEE 754 here */
uint32_t ref_f16(float f)
{
    uint32_t w = fbits(f), sign = (w >> 16) & 0x8000u, e = (w >> 23) & 0xff;
    uint32_t m = w & 0x7fffffu;
    double a = fabs((double)f), q;
    if (e == 0xff)
        return sign | 0x7c00u | (m ? 0x200u : 0);
    if (a >= 65520.0)
        return sign | 0x7c00u;
    if (a < ldexp(1.0, -14)) {               /* subnormal: units of 2^-24 */
        q = a * ldexp(1.0, 24);
    } else {
        int ex;
        double fr = frexp(a, &ex);           /* a = fr * 2^ex, fr in [0.5,1) */
        q = fr * 2048.0;                     /* 11 significant bits */
        {
            double r = floor(q), d = q - r;
            if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) == 1.0))
                r += 1.0;
            return sign | (uint32_t)(((uint32_t)(ex + 14) << 10) +
                                     (uint32_t)r - 1024u);
        }
    }
    {
        double r = floor(q), d = q - r;
        if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) == 1.0))
            r += 1.0;
        return sign | (uint32_t)r;
    }
}

float ref_f16_f32(uint32_t h)
{
    uint32_t e = (h >> 10) & 31, m = h & 1023;
    double v = e == 0 ? ldexp((double)m, -24) :
               e == 31 ? (m ? NAN : INFINITY) : ldexp((double)(m | 1024), (int)e - 25);
    return (float)((h & 0x8000) ? -v : v);
}

