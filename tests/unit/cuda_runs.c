/* The launches of the CUDA sources, for the differential tests
   (cuda_runs.h). One runner per harness family; the kernels, shapes and
   inputs are the harnesses' own (cuda_harness.h). Output buffers start
   filled with a pattern, so a word a build never writes shows. */
#include "cuda_runs.h"
#include "cuda_harness.h"
#include "vm.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cr_ctx {
    pv_test *t;
    ptxvm_vm *vm;
    ptxvm_module *m;
    const char *build;
    cr_run *run;
    char *printed;             /* what the launch in progress printed */
    size_t printed_len;
};

#define CR_FILL 0xa5

/* ---- results ------------------------------------------------------------ */

static cr_out *cr_add(cr_ctx *x, const char *name, const void *data, size_t len)
{
    cr_run *r = x->run;
    cr_out *o;
    unsigned i;
    if (r->n == r->cap) {
        unsigned cap = r->cap ? 2 * r->cap : 64;
        cr_out *n = (cr_out *)realloc(r->outs, cap * sizeof *n);
        if (!n)
            return NULL;
        r->outs = n;
        r->cap = cap;
    }
    o = &r->outs[r->n];
    memset(o, 0, sizeof *o);
    snprintf(o->name, sizeof o->name, "%s", name);
    for (i = 0; i < r->n; i++)              /* digests are filed by name */
        T_CHECK(x->t, strcmp(r->outs[i].name, o->name), "%s: two results named %s", x->build,
                o->name);
    o->data = (unsigned char *)malloc(len ? len : 1);
    if (!o->data)
        return NULL;
    if (len)
        memcpy(o->data, data, len);
    o->len = len;
    o->esz = 4;
    r->n++;
    return o;
}

/* w elements of esz bytes per thread (0: not per thread) */
static void cr_emit_el(cr_ctx *x, const char *name, const void *data, size_t len, unsigned w,
                       unsigned esz)
{
    cr_out *o = cr_add(x, name, data, len);
    T_CHECK(x->t, o != NULL, "%s: out of memory", name);
    if (o) {
        o->w = w;
        o->esz = esz;
    }
}

static void cr_emit(cr_ctx *x, const char *name, const void *data, size_t len, unsigned w)
{
    cr_emit_el(x, name, data, len, w, 4);
}

static void cr_emit_result(cr_ctx *x, const char *name, ptxvm_result r)
{
    const char *s = ptxvm_result_name(r);
    cr_emit(x, name, s, strlen(s), 0);
}

void cr_run_free(cr_run *run)
{
    unsigned i;
    for (i = 0; i < run->n; i++) {
        free(run->outs[i].data);
        free(run->outs[i].skip);
    }
    free(run->outs);
    memset(run, 0, sizeof *run);
}

/* ---- launching ---------------------------------------------------------- */

/* Launch kernel on grid x block; its result is one of the run's results
   (a build that fails where another succeeds is a difference). */
static ptxvm_result cr_launch(cr_ctx *x, const char *kernel, const char *tag,
                              ptxvm_dim3 grid, ptxvm_dim3 block, uint32_t shared,
                              void **args)
{
    char name[96];
    ptxvm_kernel *k = NULL;
    ptxvm_launch L;
    ptxvm_result r = ptxvm_module_get_kernel(x->m, kernel, &k);
    snprintf(name, sizeof name, "%s: launch", tag);
    if (r == PTXVM_OK) {
        memset(&L, 0, sizeof L);
        L.grid = grid;
        L.block = block;
        L.shared_bytes = shared;
        L.args = args;
        x->printed_len = 0;
        r = ptxvm_launch_kernel(k, &L, NULL);
    }
    cr_emit_result(x, name, r);
    return r;
}

static ptxvm_dim3 d3(uint32_t a, uint32_t b)
{
    ptxvm_dim3 d;
    d.x = a;
    d.y = b;
    d.z = 1;
    return d;
}

/* device buffers: alloc + copy in; read back */
static ptxvm_addr cr_buf(cr_ctx *x, const void *host, size_t len)
{
    ptxvm_addr a = 0;
    if (ptxvm_mem_alloc(x->vm, len ? len : 4, &a) != PTXVM_OK) {
        T_CHECK(x->t, 0, "%s: device memory: %s", x->build, ptxvm_error_message(x->vm));
        return 0;
    }
    if (host)
        ptxvm_memcpy_htod(x->vm, a, host, len);
    return a;
}

static void cr_get(cr_ctx *x, void *host, ptxvm_addr a, size_t len)
{
    if (ptxvm_memcpy_dtoh(x->vm, host, a, len) != PTXVM_OK)
        memset(host, 0, len);
}

/* ---- test_cuda_arith.c: K(a, b, c, o, n) -------------------------------- */
static void fam_arith(cr_ctx *x, const char *source)
{
    unsigned kk, i;
    for (kk = 0; kk < ca_nkernels; kk++) {
        const ca_kernel *K = &ca_kernels[kk];
        unsigned n, isz = K->in64 ? 8 : 4, osz = K->out64 ? 8 : 4;
        size_t olen;
        unsigned char *in[3], *out;
        ptxvm_addr dev[4];
        void *args[5];
        int nn;
        char tag[96];
        if (strcmp(K->source, source))
            continue;
        n = ca_inputs(K, NULL);
        olen = (size_t)n * K->w * osz;
        for (i = 0; i < 3; i++)
            in[i] = (unsigned char *)malloc((size_t)n * isz);
        out = (unsigned char *)malloc(olen);
        if (in[0] && in[1] && in[2] && out) {
            ca_inputs(K, in);
            memset(out, CR_FILL, olen);
            for (i = 0; i < 3; i++)
                dev[i] = cr_buf(x, in[i], (size_t)n * isz);
            dev[3] = cr_buf(x, out, olen);
            for (i = 0; i < 4; i++)
                args[i] = &dev[i];
            nn = (int)n;
            args[4] = &nn;
            snprintf(tag, sizeof tag, "%s", K->name);
            if (cr_launch(x, K->name, tag, d3((n + CA_BLOCK_DIM - 1) / CA_BLOCK_DIM, 1), d3(CA_BLOCK_DIM, 1), 0,
                          args) == PTXVM_OK) {
                cr_get(x, out, dev[3], olen);
                snprintf(tag, sizeof tag, "%s out", K->name);
                cr_emit_el(x, tag, out, olen, (unsigned)K->w, osz);
            }
            for (i = 0; i < 4; i++)
                ptxvm_mem_free(x->vm, dev[i]);
        }
        for (i = 0; i < 3; i++)
            free(in[i]);
        free(out);
    }
}

/* ---- test_cuda_calls.c: K(in, aux, o, n) -------------------------------- */
static void fam_calls(cr_ctx *x, const char *source)
{
    static int in[CC_IN_WORDS], tree[CC_TREE_WORDS];
    uint64_t tab[6];
    ptxvm_addr din, dtree, dtab = 0, gtab = 0;
    size_t gsize = 0;
    unsigned kk;
    (void)source;
    cc_inputs(in);
    cc_tree(tree);
    din = cr_buf(x, in, sizeof in);
    dtree = cr_buf(x, tree, sizeof tree);
    /* calls_fnptr takes a host copy of the module's function table */
    if (ptxvm_module_get_global(x->m, "op_table", &gtab, &gsize) == PTXVM_OK &&
        gsize == sizeof tab && ptxvm_memcpy_dtoh(x->vm, tab, gtab, sizeof tab) == PTXVM_OK)
        dtab = cr_buf(x, tab, sizeof tab);
    cr_emit(x, "op_table found", dtab ? "yes" : "no", dtab ? 3 : 2, 0);
    for (kk = 0; kk < cc_nkernels; kk++) {
        const cc_kernel *K = &cc_kernels[kk];
        size_t nw = (size_t)CC_THREADS * K->w, j;
        uint32_t *out = (uint32_t *)malloc(nw * 4);
        ptxvm_addr dout, aux = K->aux ? dtab : dtree;
        void *args[4];
        int n = CC_N;
        char tag[96];
        if (!out || (K->aux && !dtab)) {
            free(out);
            continue;
        }
        for (j = 0; j < nw; j++)
            out[j] = CC_FILL;
        dout = cr_buf(x, out, nw * 4);
        args[0] = &din;
        args[1] = &aux;
        args[2] = &dout;
        args[3] = &n;
        ptxvm_set_limit(x->vm, PTXVM_LIMIT_STACK_SIZE, K->stack ? K->stack : 1024);
        if (cr_launch(x, K->name, K->name, d3(CC_GRID, 1), d3(CC_BLOCK, 1), 0, args) == PTXVM_OK) {
            cr_get(x, out, dout, nw * 4);
            snprintf(tag, sizeof tag, "%s out", K->name);
            cr_emit(x, tag, out, nw * 4, (unsigned)K->w);
        }
        ptxvm_mem_free(x->vm, dout);
        free(out);
    }
    ptxvm_mem_free(x->vm, din);
    ptxvm_mem_free(x->vm, dtree);
    if (dtab)
        ptxvm_mem_free(x->vm, dtab);
}

/* ---- test_cuda_atomics.c: K(in, out, n) --------------------------------- */
static void fam_atomics(cr_ctx *x, const char *source)
{
    unsigned ci, j;
    (void)source;
    for (ci = 0; ci < at_ncases; ci++) {
        const at_case *c = at_case_at(ci);
        at_shape s;
        uint32_t *in, *out;
        unsigned char *care;
        ptxvm_addr din, dout;
        void *args[3];
        int n;
        char tag[96];
        at_case_shape(c, &s);
        n = s.n;
        in = (uint32_t *)malloc((size_t)s.nin * 4);
        out = (uint32_t *)malloc((size_t)s.nout * 4);
        care = (unsigned char *)malloc(s.nout);
        if (in && out && care) {
            at_case_prepare(c, in, out);
            at_case_care(c, in, out, care);
            din = cr_buf(x, in, (size_t)s.nin * 4);
            dout = cr_buf(x, out, (size_t)s.nout * 4);
            args[0] = &din;
            args[1] = &dout;
            args[2] = &n;
            snprintf(tag, sizeof tag, "%s.n=%d", s.kernel, n);
            if (cr_launch(x, s.kernel, tag, d3(s.gx, s.gy), d3(s.bx, s.by), 0, args) == PTXVM_OK) {
                cr_out *o;
                cr_get(x, out, dout, (size_t)s.nout * 4);
                snprintf(tag, sizeof tag, "%s.n=%d out", s.kernel, n);
                o = cr_add(x, tag, out, (size_t)s.nout * 4);
                T_CHECK(x->t, o != NULL, "out of memory");
                if (o) {
                    /* the order-dependent words (exch, inc/dec old values,
                       tickets, compaction slots): not compared */
                    o->skip = (unsigned char *)malloc(s.nout);
                    for (j = 0; o->skip && j < s.nout; j++)
                        o->skip[j] = !care[j];
                }
            }
            ptxvm_mem_free(x->vm, din);
            ptxvm_mem_free(x->vm, dout);
        }
        free(in);
        free(out);
        free(care);
    }
}

/* ---- test_cuda_warp.c: K(in, out, n) ------------------------------------ */
static void fam_warp(cr_ctx *x, const char *source)
{
    unsigned kk;
    int sh, set;
    for (kk = 0; kk < cw_nkernels; kk++) {
        const cw_kernel *K = cw_kernel_at(kk);
        const char *name = cw_kernel_name(K);
        if (strcmp(cw_kernel_source(K), source))
            continue;
        for (sh = 0; sh < 2; sh++)
            for (set = 0; set < 3; set++) {
                uint32_t bdim, grid, j;
                int total, n, *in;
                size_t nw;
                uint32_t *out;
                ptxvm_addr din, dout;
                void *args[3];
                char tag[96];
                cw_shape(K, sh, &bdim, &grid);
                total = (int)(bdim * grid);
                n = total - 5;
                nw = (size_t)total * (uint32_t)cw_kernel_words(K);
                in = (int *)malloc((size_t)total * 4);
                out = (uint32_t *)malloc(nw * 4);
                if (in && out) {
                    cw_inputs(in, total, set);
                    for (j = 0; j < nw; j++)
                        out[j] = CW_FILL;
                    din = cr_buf(x, in, (size_t)total * 4);
                    dout = cr_buf(x, out, nw * 4);
                    args[0] = &din;
                    args[1] = &dout;
                    args[2] = &n;
                    snprintf(tag, sizeof tag, "%s.%ux%u.set%d", name, bdim, grid, set);
                    if (cr_launch(x, name, tag, d3(grid, 1), d3(bdim, 1), 0, args) == PTXVM_OK) {
                        cr_get(x, out, dout, nw * 4);
                        snprintf(tag, sizeof tag, "%s.%ux%u.set%d out", name, bdim, grid, set);
                        cr_emit(x, tag, out, nw * 4, (unsigned)cw_kernel_words(K));
                    }
                    ptxvm_mem_free(x->vm, din);
                    ptxvm_mem_free(x->vm, dout);
                }
                free(in);
                free(out);
            }
    }
}

/* ---- test_cuda_cub.c: K(in, o, n) --------------------------------------- */
static void fam_cub(cr_ctx *x, const char *source)
{
    static uint32_t in[CB_ITEMS], out[CB_OUT];
    ptxvm_addr din, dout;
    unsigned kk, j;
    (void)source;
    cb_inputs(in);
    din = cr_buf(x, in, sizeof in);
    dout = cr_buf(x, NULL, sizeof out);
    for (kk = 0; kk < cb_nkernels; kk++) {
        const char *name = cb_kernel_name(kk);
        void *args[3];
        int n = CB_N;
        char tag[96];
        for (j = 0; j < CB_OUT; j++)
            out[j] = CB_FILL;
        ptxvm_memcpy_htod(x->vm, dout, out, sizeof out);
        args[0] = &din;
        args[1] = &dout;
        args[2] = &n;
        if (cr_launch(x, name, name, d3(CB_GRID, 1), d3(CB_BT, 1), 0, args) == PTXVM_OK) {
            cr_get(x, out, dout, sizeof out);
            snprintf(tag, sizeof tag, "%s out", name);
            cr_emit(x, tag, out, sizeof out, 0);
        }
    }
    ptxvm_mem_free(x->vm, din);
    ptxvm_mem_free(x->vm, dout);
}

/* ---- test_exec_bar.c: K(out, in) ---------------------------------------- */
static void fam_barriers(cr_ctx *x, const char *source)
{
    static uint32_t in[3 * 1024], out[9 * 1024];
    unsigned kn, s;
    (void)source;
    for (kn = 0; kn < bar_nkernels; kn++)
        for (s = 0; s < bar_nsizes; s++) {
            uint32_t n = bar_size(s), nout = bar_cuda_shape(kn, n);
            ptxvm_addr din, dout;
            void *args[2];
            char tag[96];
            if (!nout)
                continue;
            bar_cuda_inputs(kn, n, in);
            memset(out, CR_FILL, nout * 4);
            din = cr_buf(x, in, 3 * n * 4);
            dout = cr_buf(x, out, nout * 4);
            args[0] = &dout;
            args[1] = &din;
            snprintf(tag, sizeof tag, "%s.%u", bar_kernel_name(kn), n);
            if (cr_launch(x, bar_kernel_name(kn), tag, d3(3, 1), d3(n, 1), 2 * n * 4, args) ==
                PTXVM_OK) {
                cr_get(x, out, dout, nout * 4);
                snprintf(tag, sizeof tag, "%s.%u out", bar_kernel_name(kn), n);
                cr_emit(x, tag, out, nout * 4, kn == 0 ? 3 : 0);
            }
            ptxvm_mem_free(x->vm, din);
            ptxvm_mem_free(x->vm, dout);
        }
}

/* ---- test_cuda_syscalls.c ---------------------------------------------- */
static int cmp_line(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the printed lines, sorted: threads print in an order of their own */
static void emit_printed(cr_ctx *x, const char *name)
{
    char *text = (char *)malloc(x->printed_len + 1), **lines, *p, *sorted;
    size_t n = 0, i, at = 0;
    if (!text)
        return;
    memcpy(text, x->printed ? x->printed : "", x->printed_len);
    text[x->printed_len] = 0;
    for (p = text; *p; p++)
        n += *p == '\n';
    lines = (char **)malloc((n + 1) * sizeof *lines);
    sorted = (char *)malloc(x->printed_len + 1);
    if (lines && sorted) {
        for (i = 0, p = text; i < n; i++) {
            char *e = strchr(p, '\n');
            *e = 0;
            lines[i] = p;
            p = e + 1;
        }
        qsort(lines, n, sizeof *lines, cmp_line);
        for (i = 0; i < n; i++) {
            size_t l = strlen(lines[i]);
            memcpy(sorted + at, lines[i], l);
            sorted[at + l] = '\n';
            at += l + 1;
        }
        memcpy(sorted + at, p, strlen(p));     /* an unterminated tail */
        at += strlen(p);
        cr_emit(x, name, sorted, at, 0);
    }
    free(lines);
    free(sorted);
    free(text);
}

static void fam_syscalls(cr_ctx *x, const char *source)
{
    double dv[SC_NT];
    uint32_t out[SC_NT];
    int n = SC_NT, limit, ok, round;
    uint64_t big;
    ptxvm_addr ddv, dout, dptrs, dok;
    void *args[3];
    ptxvm_dim3 g = d3((SC_NT + 31) / 32, 1), b = d3(32, 1);
    (void)source;
    ptxvm_set_limit(x->vm, PTXVM_LIMIT_STACK_SIZE, 8192);   /* -G frames */
    sc_pf_inputs(dv);
    memset(out, CR_FILL, sizeof out);
    ddv = cr_buf(x, dv, sizeof dv);
    dout = cr_buf(x, out, sizeof out);
    dptrs = cr_buf(x, NULL, SC_NT * 8);
    dok = cr_buf(x, NULL, 4);
    args[0] = &n;
    args[1] = &ddv;
    args[2] = &dout;
    if (cr_launch(x, "pf", "pf", g, b, 0, args) == PTXVM_OK) {
        cr_get(x, out, dout, sizeof out);
        cr_emit(x, "pf returned", out, sizeof out, 1);
        emit_printed(x, "pf printed");
    }
    args[1] = &dout;
    for (round = 0; round < 3; round++) {     /* freed blocks are reused */
        char tag[64];
        snprintf(tag, sizeof tag, "heap_roundtrip.%d", round);
        if (cr_launch(x, "heap_roundtrip", tag, g, b, 0, args) == PTXVM_OK) {
            cr_get(x, out, dout, sizeof out);
            snprintf(tag, sizeof tag, "heap_roundtrip.%d out", round);
            cr_emit(x, tag, out, sizeof out, 1);
        }
    }
    /* heap_keep's pointers are the heap's business: only what
       heap_release reads through them is compared */
    args[1] = &dptrs;
    cr_launch(x, "heap_keep", "heap_keep", g, b, 0, args);
    args[2] = &dout;
    if (cr_launch(x, "heap_release", "heap_release", g, b, 0, args) == PTXVM_OK) {
        cr_get(x, out, dout, sizeof out);
        cr_emit(x, "heap_release out", out, sizeof out, 1);
    }
    args[0] = &big;
    args[1] = &dok;
    for (big = (uint64_t)64 << 20; big >= 1u << 20; big >>= 6)
        if (cr_launch(x, "heap_big", big > 1u << 20 ? "heap_big 64M" : "heap_big 1M", d3(1, 1),
                      d3(1, 1), 0, args) == PTXVM_OK) {
            cr_get(x, &ok, dok, 4);
            cr_emit(x, big > 1u << 20 ? "heap_big 64M ok" : "heap_big 1M ok", &ok, 4, 0);
        }
    args[0] = &dout;
    cr_launch(x, "heap_bad_free", "heap_bad_free", d3(1, 1), d3(1, 1), 0, args);
    args[0] = &limit;
    for (limit = 40; limit <= 64; limit += 24)
        cr_launch(x, "asserts", limit == 40 ? "asserts 40" : "asserts 64", d3(1, 1), d3(64, 1), 0,
                  args);
    ptxvm_mem_free(x->vm, ddv);
    ptxvm_mem_free(x->vm, dout);
    ptxvm_mem_free(x->vm, dptrs);
    ptxvm_mem_free(x->vm, dok);
}

/* ---- the sources ---------------------------------------------------------- */
const cr_source cr_sources[] = {
    {"int_arith", fam_arith},
    {"float_arith", fam_arith},
    {"plain", fam_arith},
    {"devfn_f32", fam_arith},
    {"slct", fam_arith},
    {"devfn_f64", fam_arith},
    {"devfn_int", fam_arith},
    {"mathptr", fam_arith},
    {"calls", fam_calls},
    {"atomics", fam_atomics},
    {"warp", fam_warp},
    {"divcalls", fam_warp},
    {"rendezvous", fam_warp},
    {"cub", fam_cub},
    {"barriers", fam_barriers},
    {"syscalls", fam_syscalls},
};
const unsigned cr_nsources = sizeof cr_sources / sizeof cr_sources[0];

const cr_source *cr_find(const char *source)
{
    unsigned i;
    for (i = 0; i < cr_nsources; i++)
        if (!strcmp(cr_sources[i].name, source))
            return &cr_sources[i];
    return NULL;
}

/* ---- one build ---------------------------------------------------------- */

/* The VM's allocator state and the context its print hook appends to. */
typedef struct cr_host {
    test_alloc a;              /* first: pv_variant_create's host.user */
    cr_ctx *x;
} cr_host;

static void cr_print(void *user, const char *text, size_t len)
{
    cr_ctx *x = ((cr_host *)user)->x;
    char *n = (char *)realloc(x->printed, x->printed_len + len);
    if (!n)
        return;
    memcpy(n + x->printed_len, text, len);
    x->printed = n;
    x->printed_len += len;
}

int cr_run_build(pv_test *t, const cr_source *s, const char *path, const pv_variant *v,
                 cr_run *run)
{
    cr_host h;
    cr_ctx x;
    size_t len;
    char *text = test_read_file(path, &len);
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    ptxvm_result r;
    memset(&x, 0, sizeof x);
    x.t = t;
    x.build = base;
    x.run = run;
    h.x = &x;
    run->loaded = 0;
    T_CHECK(t, text != NULL, "read %s", path);
    if (!text)
        return 0;
    if (pv_variant_create(v, &h.a, &x.vm) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: create (%s)", base, v->name);
        free(text);
        return 0;
    }
    /* device printf into x.printed (the hook reaches x through h) */
    x.vm->cfg.host.print = cr_print;
    r = ptxvm_module_load(x.vm, text, len, base, &x.m);
    free(text);
    T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", base, ptxvm_result_name(r), ptxvm_error_message(x.vm));
    if (r == PTXVM_OK) {
        run->loaded = 1;
        s->run(&x, s->name);
    }
    ptxvm_destroy(x.vm);
    free(x.printed);
    T_CHECK(t, h.a.live == 0, "%s (%s): %ld bytes leaked", base, v->name, h.a.live);
    return run->loaded;
}

/* ---- comparing ------------------------------------------------------------ */

size_t cr_out_diff(const cr_out *o, const cr_out *p, size_t *first)
{
    size_t nw = (o->len + 3) / 4, i, n = 0;
    *first = 0;
    if (o->len != p->len)
        return nw > (p->len + 3) / 4 ? nw : (p->len + 3) / 4 + 1;
    for (i = 0; i < nw; i++) {
        size_t at = i * 4, l = o->len - at < 4 ? o->len - at : 4;
        if ((o->skip && o->skip[i]) || (p->skip && p->skip[i]))
            continue;
        if (memcmp(o->data + at, p->data + at, l)) {
            if (!n)
                *first = i;
            n++;
        }
    }
    return n;
}

void cr_where(const cr_out *o, size_t i, char *buf, size_t cap, size_t *elem)
{
    size_t e = i * 4 / o->esz;
    *elem = e;
    if (o->w)
        snprintf(buf, cap, "thread %lu d[%lu]", (unsigned long)(e / o->w),
                 (unsigned long)(e % o->w));
    else
        snprintf(buf, cap, "d[%lu]", (unsigned long)e);
}

uint64_t cr_elem(const cr_out *o, size_t e)
{
    uint64_t v = 0;
    if ((e + 1) * o->esz <= o->len)
        memcpy(&v, o->data + e * o->esz, o->esz);
    return v;
}
