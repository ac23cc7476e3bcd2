/* The launches tests/gpu compares: see gd_case.h. */
#include "gd_case.h"
#include "cuda_arith_grid.h"
#include "../diffgen/dg_run.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gd_case_free(gd_case *c)
{
    unsigned i;
    for (i = 0; i < c->nbuf; i++)
        free(c->buf[i]);
    free(c->twin);
    memset(c, 0, sizeof *c);
}

/* Conformance kernels: exactly test_cuda_arith.c's ca_run: K(a, b, c, o, n)
   over the lanes of cag_inputs, blocks of 64, partial last block. */
static int case_ca(const cag_kernel *K, gd_case *c)
{
    unsigned n, i, isz = K->in64 ? 8 : 4, osz = K->out64 ? 8 : 4;
    memset(c, 0, sizeof *c);
    n = cag_inputs(K, c->buf);
    if (!n)
        return 0;
    for (i = 0; i < 3; i++)
        c->size[i] = (size_t)n * isz;
    c->size[3] = (size_t)n * (unsigned)K->w * osz;
    c->nbuf = 4;
    c->out = 3;
    CAG_GRID((*c), n)
    CAG_BLOCK((*c))
    c->grid.y = c->grid.z = c->block.y = c->block.z = 1;
    c->nparam = 5;
    for (i = 0; i < 4; i++)
        c->pbuf[i] = (int)i;
    c->pbuf[4] = -1;
    c->pval[4] = n;
    c->wsz = osz;
    c->width = (unsigned)K->w;
    c->nin = 3;
    c->isz = isz;
    c->ca = K;
    return 1;
}

static u32 fbits(float f) { u32 b; memcpy(&b, &f, 4); return b; }

/* Benchmark kernels with tests/bench/bench_exec.c's inputs at small sizes,
   with partial blocks where the kernel checks its bound. */
static int case_bench(const char *name, gd_case *c)
{
    unsigned i, n;
    memset(c, 0, sizeof *c);
    c->grid.y = c->grid.z = c->block.y = c->block.z = 1;
    c->wsz = 4;
    c->width = 1;
    c->isz = 4;
    if (!strcmp(name, "saxpy") || !strcmp(name, "poly")) {
        int saxpy = name[0] == 's';
        float *x, *y;
        n = 1000;
        x = malloc(n * 4);
        y = malloc(n * 4);
        if (!x || !y) { free(x); free(y); return 0; }
        for (i = 0; i < n; i++) {
            x[i] = saxpy ? (float)i * 0.5f : (float)(i % 1000) * 0.001f;
            y[i] = 1.0f;
        }
        c->nbuf = 2;
        c->buf[0] = (unsigned char *)x;
        c->buf[1] = saxpy ? (unsigned char *)y : NULL;
        if (!saxpy)
            free(y);
        c->size[0] = c->size[1] = (size_t)n * 4;
        c->out = 1;
        c->nin = saxpy ? 2 : 1;
        /* saxpy(n, a, x, y), poly(n, reps, x, y) */
        c->nparam = 4;
        c->pbuf[0] = c->pbuf[1] = -1;
        c->pval[0] = n;
        c->pval[1] = saxpy ? fbits(2.5f) : 40;
        c->pbuf[2] = 0;
        c->pbuf[3] = 1;
        c->grid.x = (n + 255) / 256;
        c->block.x = 256;
        return 1;
    }
    if (!strcmp(name, "mandelbrot")) {
        unsigned w = 200, h = 40;
        c->nbuf = 1;
        c->size[0] = (size_t)w * h * 4;
        c->nparam = 4;
        c->pbuf[0] = c->pbuf[1] = c->pbuf[2] = -1;
        c->pval[0] = w; c->pval[1] = h; c->pval[2] = 256;
        c->pbuf[3] = 0;
        c->grid.x = (w + 127) / 128;
        c->grid.y = h;
        c->block.x = 128;
        return 1;
    }
    if (!strcmp(name, "intloop") || !strcmp(name, "sha256")) {
        int sha = name[0] == 's';
        n = sha ? 200 : 1000;
        c->nbuf = 1;
        c->width = sha ? 8 : 1;
        c->size[0] = (size_t)n * c->width * 4;
        c->nparam = 3;
        c->pbuf[0] = c->pbuf[1] = -1;
        c->pval[0] = n;
        c->pval[1] = sha ? 4 : 200;
        c->pbuf[2] = 0;
        c->block.x = sha ? 128 : 256;
        c->grid.x = (n + c->block.x - 1) / c->block.x;
        return 1;
    }
    return 0;
}

/* diffgen programs (tests/diffgen): NAME_kernel(in, out) on the
   program's grid and block, its inputs, its stack size, and the output its
   C twin computes. */
static const dg_prog *dg_find(const char *kernel)
{
    const dg_prog *const *tab[2];
    size_t i, t, nl;
    tab[0] = dg_corpus;
    tab[1] = dg_regress;
    for (t = 0; t < 2; t++)
        for (i = 0; tab[t][i]; i++) {
            nl = strlen(tab[t][i]->name);
            if (!strncmp(kernel, tab[t][i]->name, nl) && !strcmp(kernel + nl, "_kernel"))
                return tab[t][i];
        }
    return NULL;
}

static int case_diffgen(const dg_prog *p, gd_case *c)
{
    memset(c, 0, sizeof *c);
    c->nbuf = 2;
    c->size[0] = dg_in_words(p) * 4;
    c->size[1] = dg_out_words(p) * 4;
    c->buf[0] = malloc(c->size[0]);
    c->twin = malloc(c->size[1]);
    if (!c->buf[0] || !c->twin) {
        gd_case_free(c);
        return 0;
    }
    dg_inputs(p, (unsigned *)(void *)c->buf[0]);
    if (!dg_twin(p, (const unsigned *)(void *)c->buf[0], (unsigned *)(void *)c->twin)) {
        gd_case_free(c);
        return 0;
    }
    c->out = 1;                 /* starts as SENTINEL bytes, as DG_FILL words */
    c->grid.x = p->grid;
    c->block.x = p->block;
    c->grid.y = c->grid.z = c->block.y = c->block.z = 1;
    c->nparam = 2;
    c->pbuf[0] = 0;
    c->pbuf[1] = 1;
    c->wsz = 4;
    c->width = p->nout;
    c->stack = p->stack;
    return 1;
}

int gd_case_for(const char *kname, gd_case *c)
{
    const cag_kernel *K = cag_find(kname);
    const dg_prog *D = K ? NULL : dg_find(kname);
    return K ? case_ca(K, c) : D ? case_diffgen(D, c) : case_bench(kname, c);
}

int gd_vm_run(ptxvm_vm *vm, ptxvm_kernel *k, const gd_case *c, unsigned char *out,
              char *err, size_t cap)
{
    ptxvm_addr da[4] = {0, 0, 0, 0};
    void *args[5];
    ptxvm_launch L;
    ptxvm_kernel_info info;
    ptxvm_result r = PTXVM_OK;
    const char *what = "";
    unsigned i;
    int ok = 0;
    /* the layouts here are written from the .cu signatures: check them */
    if (ptxvm_kernel_get_info(k, &info) != PTXVM_OK || info.param_count != c->nparam) {
        snprintf(err, cap, "the kernel does not take the %u parameters this program passes", c->nparam);
        return 0;
    }
    for (i = 0; i < c->nparam; i++)
        if (info.param_sizes[i] != (c->pbuf[i] >= 0 ? 8u : 4u)) {
            snprintf(err, cap, "parameter %u is %u bytes, this program passes %u", i,
                     (unsigned)info.param_sizes[i], c->pbuf[i] >= 0 ? 8u : 4u);
            return 0;
        }
    what = "ptxvm_set_limit(STACK_SIZE)";
    if (c->stack && (r = ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, c->stack)) != PTXVM_OK)
        goto done;
    for (i = 0; i < c->nbuf; i++) {
        what = "ptxvm_mem_alloc";
        if ((r = ptxvm_mem_alloc(vm, c->size[i], &da[i])) != PTXVM_OK)
            goto done;
        what = "copying the inputs";
        r = c->buf[i] ? ptxvm_memcpy_htod(vm, da[i], c->buf[i], c->size[i])
                      : ptxvm_memset(vm, da[i], GD_SENTINEL, c->size[i]);
        if (r != PTXVM_OK)
            goto done;
    }
    for (i = 0; i < c->nparam; i++)
        args[i] = c->pbuf[i] >= 0 ? (void *)&da[c->pbuf[i]] : (void *)&c->pval[i];
    memset(&L, 0, sizeof L);
    L.grid.x = c->grid.x; L.grid.y = c->grid.y; L.grid.z = c->grid.z;
    L.block.x = c->block.x; L.block.y = c->block.y; L.block.z = c->block.z;
    L.args = args;
    what = "launch";
    if ((r = ptxvm_launch_kernel(k, &L, NULL)) != PTXVM_OK)
        goto done;
    what = "copying the output";
    if ((r = ptxvm_memcpy_dtoh(vm, out, da[c->out], c->size[c->out])) != PTXVM_OK)
        goto done;
    ok = 1;
done:
    if (!ok)
        snprintf(err, cap, "ptxvm: %s: %s: %s", what, ptxvm_result_name(r), ptxvm_error_message(vm));
    for (i = 0; i < c->nbuf; i++)
        if (da[i])
            ptxvm_mem_free(vm, da[i]);
    return ok;
}

uint64_t gd_digest(const unsigned char *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    size_t i;
    for (i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}
