/* Every form of tex, tld4, txq and istypep, checked through a host
   sampler that records the ptxvm_tex_request it receives and returns
   values of its own, so that each operand's place in the request is
   checked exactly and independently of the built-in sampler: the
   coordinate layout of every geometry, lod / gradients / offsets /
   depth compare, tld4's component, explicit samplers, .f16 and .f16x2
   rounding and packing, the sparse predicate, divergent lanes and
   several handles in one warp; txq and istypep values; legacy .tex
   names (PTX 1.4), .texref/.samplerref initialisers and independent
   mode, a .texref reached through a register (mov.u64 %rd, name); ill-
   formed forms refused at their position. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- a recording host sampler ------------------------------------------ */

#define REC_MAX 4

typedef struct rec {
    int calls;
    ptxvm_tex_request q[REC_MAX];   /* the first REC_MAX requests      */
    uint32_t not_resident;          /* lanes reported not resident     */
    int fixed;                      /* return words[] in every lane    */
    uint32_t words[4];
    uint32_t base;                  /* else v[k][l] = base + 1000k + l */
} rec;

static ptxvm_result rec_sample(void *user, const ptxvm_tex_request *q,
                               ptxvm_tex_result *r)
{
    rec *R = (rec *)user;
    uint32_t l, k;
    if (R->calls < REC_MAX)
        R->q[R->calls] = *q;
    R->calls++;
    for (l = 0; l < 32; l++) {
        if (!((q->mask >> l) & 1u))
            continue;
        for (k = 0; k < 4; k++)
            r->v[k][l] = R->fixed ? R->words[k] : R->base + 1000u * k + l;
    }
    r->resident &= ~R->not_resident;
    return PTXVM_OK;
}

typedef struct fx {
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr out;
    uint64_t tex[2];
    rec rec[2];
} fx;

static int fx_open(pv_test *t, fx *F)
{
    ptxvm_config cfg;
    ptxvm_resource_desc res;
    ptxvm_texture_desc d;
    int i;
    memset(F, 0, sizeof *F);
    test_config(&cfg, &F->a);
    if (ptxvm_create(&cfg, &F->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create failed");
        return 0;
    }
    memset(&res, 0, sizeof res);
    res.format = PTXVM_FORMAT_F32;
    res.channels = 4;
    res.width = res.height = 16;
    if (ptxvm_mem_alloc(F->vm, 16 * 16 * 16, &res.data) != PTXVM_OK) {
        T_CHECK(t, 0, "alloc");
        return 0;
    }
    memset(&d, 0, sizeof d);
    d.sample = rec_sample;
    d.filter_linear = 1;
    d.address_mode[0] = PTXVM_ADDRESS_WRAP;
    d.address_mode[1] = PTXVM_ADDRESS_MIRROR;
    d.address_mode[2] = PTXVM_ADDRESS_BORDER;
    d.normalized_coords = 1;
    for (i = 0; i < 2; i++) {
        d.sample_user = &F->rec[i];
        F->rec[i].base = 100000u * (uint32_t)(i + 1);
        if (ptxvm_texture_create(F->vm, &res, &d, &F->tex[i]) != PTXVM_OK) {
            T_CHECK(t, 0, "texture: %s", ptxvm_error_message(F->vm));
            return 0;
        }
    }
    if (ptxvm_mem_alloc(F->vm, 32 * 64, &F->out) != PTXVM_OK) {
        T_CHECK(t, 0, "alloc");
        return 0;
    }
    return 1;
}

static void fx_close(pv_test *t, fx *F)
{
    if (F->vm)
        ptxvm_destroy(F->vm);
    T_CHECK(t, F->a.live == 0, "%ld bytes live", F->a.live);
}

/* Load src, run kernel k on one warp with (t, o, s) = (tex, F->out,
   second); out[32][16] receives F->out. Returns the launch's result
   (load and lookup errors included); *mp keeps the module when not
   NULL. */
static ptxvm_result fx_run(fx *F, const char *src, uint64_t tex,
                           uint64_t second, uint32_t out[32][16],
                           ptxvm_module **mp)
{
    ptxvm_module *m = NULL;
    ptxvm_kernel *kn;
    ptxvm_launch l;
    ptxvm_result e;
    void *args[3];
    args[0] = &tex;
    args[1] = &F->out;
    args[2] = &second;
    F->rec[0].calls = F->rec[1].calls = 0;
    ptxvm_memset(F->vm, F->out, 0, 32 * 64);
    e = ptxvm_module_load(F->vm, src, strlen(src), "forms.ptx", &m);
    if (e != PTXVM_OK)
        return e;
    e = ptxvm_module_get_kernel(m, "k", &kn);
    if (e == PTXVM_OK) {
        test_launch_1d(&l, 1, 32, args);
        e = ptxvm_launch_kernel(kn, &l, NULL);
    }
    if (e == PTXVM_OK && out)
        ptxvm_memcpy_dtoh(F->vm, out, F->out, 32 * 64);
    if (mp && e == PTXVM_OK)
        *mp = m;
    else
        ptxvm_module_unload(m);
    return e;
}

/* A kernel around body. Registers: %rd1 = t, %rd5 = s, %r1 = lane,
   %r10..%r13 = 16 lane + 1..4 and %f10..%f13 the same as floats,
   %r14..%r19 = lane - 8 + 0..5 (offsets) and %f14..%f19 = 16 lane +
   5..10 as floats; %r20..%r27 are stored to out[lane][0..7]. */
static void kernel_src(char *buf, size_t n, const char *target,
                       const char *decls, const char *body)
{
    snprintf(buf, n,
        ".version 8.0\n.target %s\n.address_size 64\n%s\n"
        ".visible .entry k(.param .u64 t, .param .u64 o, .param .u64 s) {\n"
        ".reg .b64 %%rd<8>; .reg .b32 %%r<40>; .reg .f32 %%f<40>;\n"
        ".reg .pred %%p<4>; .reg .b16 %%h<8>;\n"
        "ld.param.u64 %%rd1, [t]; ld.param.u64 %%rd2, [o];\n"
        "ld.param.u64 %%rd5, [s];\n"
        "mov.u32 %%r1, %%tid.x; mul.wide.u32 %%rd3, %%r1, 64;\n"
        "add.s64 %%rd3, %%rd2, %%rd3; shl.b32 %%r2, %%r1, 4;\n"
        "add.s32 %%r10, %%r2, 1; add.s32 %%r11, %%r2, 2;\n"
        "add.s32 %%r12, %%r2, 3; add.s32 %%r13, %%r2, 4;\n"
        "cvt.rn.f32.s32 %%f10, %%r10; cvt.rn.f32.s32 %%f11, %%r11;\n"
        "cvt.rn.f32.s32 %%f12, %%r12; cvt.rn.f32.s32 %%f13, %%r13;\n"
        "sub.s32 %%r14, %%r1, 8; add.s32 %%r15, %%r14, 1;\n"
        "add.s32 %%r16, %%r14, 2; add.s32 %%r17, %%r14, 3;\n"
        "add.s32 %%r18, %%r14, 4; add.s32 %%r19, %%r14, 5;\n"
        "add.s32 %%r30, %%r2, 5; cvt.rn.f32.s32 %%f14, %%r30;\n"
        "add.s32 %%r30, %%r2, 6; cvt.rn.f32.s32 %%f15, %%r30;\n"
        "add.s32 %%r30, %%r2, 7; cvt.rn.f32.s32 %%f16, %%r30;\n"
        "add.s32 %%r30, %%r2, 8; cvt.rn.f32.s32 %%f17, %%r30;\n"
        "add.s32 %%r30, %%r2, 9; cvt.rn.f32.s32 %%f18, %%r30;\n"
        "add.s32 %%r30, %%r2, 10; cvt.rn.f32.s32 %%f19, %%r30;\n"
        "mov.u32 %%r20, 0; mov.u32 %%r21, 0; mov.u32 %%r22, 0;\n"
        "mov.u32 %%r23, 0; mov.u32 %%r24, 0; mov.u32 %%r25, 0;\n"
        "mov.u32 %%r26, 0; mov.u32 %%r27, 0;\n"
        "%s\n"
        "st.global.v4.u32 [%%rd3], {%%r20, %%r21, %%r22, %%r23};\n"
        "st.global.v4.u32 [%%rd3+16], {%%r24, %%r25, %%r26, %%r27};\n"
        "ret; }\n", target, decls, body);
}

static uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* The lane's operand values as the kernel makes them. */
static uint32_t elem_i(uint32_t l, int j) { return 16 * l + (uint32_t)j + 1; }
static uint32_t elem_f(uint32_t l, int j) { return fbits((float)elem_i(l, j)); }
static float    extra_f(uint32_t l, int j) { return (float)(16 * l + 5 + (uint32_t)j); }
static int32_t  offs_i(uint32_t l, int j) { return (int32_t)l - 8 + j; }

/* ---- geometries ------------------------------------------------------- */

typedef struct geom_case {
    const char *geom;
    uint32_t id;             /* ptxvm_tex_geom                          */
    int nvec;                /* elements the kernel writes               */
    /* for element j of c: 'x','y','z' coordinate, 'i' array index,
       's' sample, '-' ignored */
    const char *layout;
    int f32, s32;            /* ctypes allowed                           */
} geom_case;

static const geom_case geom_cases[] = {
    { "1d",    PTXVM_GEOM_1D,    1, "x",    1, 1 },
    { "2d",    PTXVM_GEOM_2D,    2, "xy",   1, 1 },
    { "3d",    PTXVM_GEOM_3D,    4, "xyz-", 1, 1 },
    { "a1d",   PTXVM_GEOM_A1D,   2, "ix",   1, 1 },
    { "a2d",   PTXVM_GEOM_A2D,   4, "ixy-", 1, 1 },
    { "cube",  PTXVM_GEOM_CUBE,  4, "xyz-", 1, 0 },
    { "acube", PTXVM_GEOM_ACUBE, 4, "ixyz", 1, 0 },
    { "2dms",  PTXVM_GEOM_2DMS,  4, "sxy-", 0, 1 },
    { "a2dms", PTXVM_GEOM_A2DMS, 4, "isxy", 0, 1 },
};

/* The coordinate vector of g for ctype f32 (f) or s32: index and sample
   elements are integer registers either way. */
static void coord_vec(char *buf, size_t n, const geom_case *g, int f)
{
    size_t at = 0;
    int j;
    at += (size_t)snprintf(buf + at, n - at, "{");
    for (j = 0; j < g->nvec; j++) {
        char c = g->layout[j];
        int isint = !f || c == 'i' || c == 's';
        at += (size_t)snprintf(buf + at, n - at, "%s%%%s%d", j ? ", " : "",
                               isint ? "r" : "f", 10 + j);
    }
    snprintf(buf + at, n - at, "}");
}

/* Check request q against g's layout for the lanes of mask. */
static void check_coords(pv_test *t, const char *what, const geom_case *g,
                         int f, const ptxvm_tex_request *q, uint32_t mask)
{
    uint32_t l;
    int j, k;
    T_CHECK(t, q->geom == g->id && q->coords_int == (uint32_t)!f &&
               q->mask == mask,
            "%s: geom %u coords_int %u mask %08x", what, q->geom,
            q->coords_int, q->mask);
    for (l = 0; l < 32; l++) {
        int seen[3] = { 0, 0, 0 }, layer = 0, sample = 0;
        if (!((mask >> l) & 1u))
            continue;
        for (j = 0; j < g->nvec; j++) {
            char c = g->layout[j];
            uint32_t want = f ? elem_f(l, j) : elem_i(l, j);
            if (c >= 'x' && c <= 'z') {
                k = c - 'x';
                seen[k] = 1;
                T_CHECK(t, q->c[k][l] == want, "%s lane %u c[%d] %08x want "
                        "%08x", what, l, k, q->c[k][l], want);
            } else if (c == 'i') {
                layer = 1;
                T_CHECK(t, q->layer[l] == (int32_t)elem_i(l, j), "%s lane %u "
                        "layer %d", what, l, q->layer[l]);
            } else if (c == 's') {
                sample = 1;
                T_CHECK(t, q->sample[l] == (int32_t)elem_i(l, j), "%s lane %u "
                        "sample %d", what, l, q->sample[l]);
            }
        }
        for (k = 0; k < 3; k++)
            if (!seen[k])
                T_CHECK(t, q->c[k][l] == 0, "%s lane %u: c[%d] unused but %08x",
                        what, l, k, q->c[k][l]);
        if (!layer)
            T_CHECK(t, q->layer[l] == 0, "%s: layer unused", what);
        if (!sample)
            T_CHECK(t, q->sample[l] == 0, "%s: sample unused", what);
    }
}

/* The four result words of lane l from a rec with base b. */
static void check_results(pv_test *t, const char *what, uint32_t out[32][16],
                          uint32_t b, uint32_t mask)
{
    uint32_t l, k;
    for (l = 0; l < 32; l++)
        for (k = 0; k < 4; k++) {
            uint32_t want = (mask >> l) & 1u ? b + 1000u * k + l : 0;
            T_CHECK(t, out[l][k] == want, "%s lane %u word %u: %u want %u",
                    what, l, k, out[l][k], want);
        }
}

static void tf_geometries(pv_test *t)
{
    static const char *const dt[] = { "u32", "s32", "f32" };
    fx F;
    unsigned gi;
    int f;
    if (!test_begin(t, "tex_forms: tex: the coordinate layout of every geometry"))
        return;
    if (!fx_open(t, &F))
        goto out;
    for (gi = 0; gi < sizeof geom_cases / sizeof geom_cases[0]; gi++) {
        const geom_case *g = &geom_cases[gi];
        for (f = 0; f < 2; f++) {
            char vec[128], body[512], src[4096], what[64];
            uint32_t out[32][16];
            ptxvm_result e;
            const char *d = dt[(gi + (unsigned)f) % 3];
            if (!(f ? g->f32 : g->s32))
                continue;
            coord_vec(vec, sizeof vec, g, f);
            snprintf(body, sizeof body, "tex.%s.v4.%s.%s {%%r20, %%r21, %%r22, "
                     "%%r23}, [%%rd1, %s];", g->geom, d, f ? "f32" : "s32", vec);
            kernel_src(src, sizeof src, "sm_80", "", body);
            snprintf(what, sizeof what, "tex.%s.%s", g->geom, f ? "f32" : "s32");
            e = fx_run(&F, src, F.tex[0], 0, out, NULL);
            T_CHECK(t, e == PTXVM_OK, "%s: %s", what, ptxvm_error_message(F.vm));
            if (e != PTXVM_OK)
                continue;
            T_CHECK(t, F.rec[0].calls == 1, "%s: %d calls", what, F.rec[0].calls);
            check_coords(t, what, g, f, &F.rec[0].q[0], 0xffffffffu);
            T_CHECK(t, F.rec[0].q[0].texture == F.tex[0] &&
                       F.rec[0].q[0].sampler == 0 && F.rec[0].q[0].gather == 0 &&
                       F.rec[0].q[0].lod == PTXVM_LOD_BASE &&
                       !F.rec[0].q[0].has_offset && !F.rec[0].q[0].has_compare,
                    "%s: texture/sampler/gather/lod/offset/compare", what);
            T_CHECK(t, F.rec[0].q[0].result == (uint32_t)(d[0] == 'u' ?
                       PTXVM_TEXRES_U32 : d[0] == 's' ? PTXVM_TEXRES_S32 :
                       PTXVM_TEXRES_F32), "%s: result %u", what,
                    F.rec[0].q[0].result);
            check_results(t, what, out, F.rec[0].base, 0xffffffffu);
        }
    }
    {   /* the 1d coordinate as a scalar, and a .v4 vector for .1d */
        char src[4096];
        uint32_t out[32][16];
        kernel_src(src, sizeof src, "sm_80", "", "tex.1d.v4.u32.s32 {%r20, "
                   "%r21, %r22, %r23}, [%rd1, %r10];\n"
                   "tex.1d.v4.u32.f32 {%r24, %r25, %r26, %r27}, [%rd1, {%f10, "
                   "%f11, %f12, %f13}];");
        T_CHECK(t, fx_run(&F, src, F.tex[0], 0, out, NULL) == PTXVM_OK,
                "1d scalar: %s", ptxvm_error_message(F.vm));
        T_CHECK(t, F.rec[0].calls == 2 && F.rec[0].q[0].c[0][3] == elem_i(3, 0) &&
                   F.rec[0].q[1].c[0][3] == elem_f(3, 0) &&
                   F.rec[0].q[1].c[1][3] == 0, "1d scalar / long vector");
    }
    fx_close(t, &F);
out:
    test_end(t);
}

/* ---- lod, gradients, offsets, depth compare ---------------------------- */

typedef struct opnd_case {
    const char *ins;         /* the instruction, results in %r20..%r23  */
    uint32_t geom, lod, intc;
    int level;               /* level[] = extra_f(0) (or, intc, r14)    */
    int ngrad;               /* dpdx = extra 0.., dpdy = extra ngrad..  */
    int noff;                /* offset[j] = offs_i(j)                   */
    int cmp;                 /* compare = extra_f(cmp - 1)              */
} opnd_case;

static const opnd_case opnd_cases[] = {
    { "tex.base.2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}];",
      PTXVM_GEOM_2D, PTXVM_LOD_BASE, 0, 0, 0, 0, 0 },
    { "tex.level.2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}], %f14;",
      PTXVM_GEOM_2D, PTXVM_LOD_LEVEL, 0, 1, 0, 0, 0 },
    { "tex.level.a1d.v4.u32.s32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %r11}], %r14;",
      PTXVM_GEOM_A1D, PTXVM_LOD_LEVEL, 1, 1, 0, 0, 0 },
    { "tex.level.cube.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11, %f12, %f13}], %f14;",
      PTXVM_GEOM_CUBE, PTXVM_LOD_LEVEL, 0, 1, 0, 0, 0 },
    { "tex.grad.1d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10}], {%f14}, {%f15};",
      PTXVM_GEOM_1D, PTXVM_LOD_GRAD, 0, 0, 1, 0, 0 },
    { "tex.grad.a2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %f11, %f12, %f13}], {%f14, %f15}, {%f16, %f17};",
      PTXVM_GEOM_A2D, PTXVM_LOD_GRAD, 0, 0, 2, 0, 0 },
    { "tex.grad.3d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11, %f12, %f13}], {%f14, %f15, %f16, %f19}, {%f17, %f18, %f19, %f14};",
      PTXVM_GEOM_3D, PTXVM_LOD_GRAD, 0, 0, 3, 0, 0 },
    { "tex.grad.cube.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11, %f12, %f13}], {%f14, %f15, %f16, %f19}, {%f17, %f18, %f19, %f14};",
      PTXVM_GEOM_CUBE, PTXVM_LOD_GRAD, 0, 0, 3, 0, 0 },
    { "tex.1d.v4.u32.s32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10}], {%r14};",
      PTXVM_GEOM_1D, PTXVM_LOD_BASE, 1, 0, 0, 1, 0 },
    { "tex.2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}], {%r14, %r15};",
      PTXVM_GEOM_2D, PTXVM_LOD_BASE, 0, 0, 0, 2, 0 },
    { "tex.3d.v4.u32.s32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %r11, %r12, %r13}], {%r14, %r15, %r16, %r17};",
      PTXVM_GEOM_3D, PTXVM_LOD_BASE, 1, 0, 0, 3, 0 },
    { "tex.2dms.v4.u32.s32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %r11, %r12, %r13}], {%r14, %r15};",
      PTXVM_GEOM_2DMS, PTXVM_LOD_BASE, 1, 0, 0, 2, 0 },
    { "tex.1d.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10}], %f14;",
      PTXVM_GEOM_1D, PTXVM_LOD_BASE, 0, 0, 0, 0, 1 },
    { "tex.acube.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %f11, %f12, %f13}], %f15;",
      PTXVM_GEOM_ACUBE, PTXVM_LOD_BASE, 0, 0, 0, 0, 2 },
    { "tex.a2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %f11, %f12, %f13}], {%r14, %r15}, %f16;",
      PTXVM_GEOM_A2D, PTXVM_LOD_BASE, 0, 0, 0, 2, 3 },
    { "tex.level.2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}], %f14, {%r14, %r15}, %f17;",
      PTXVM_GEOM_2D, PTXVM_LOD_LEVEL, 0, 1, 0, 2, 4 },
    { "tex.grad.2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}], {%f14, %f15}, {%f16, %f17}, {%r14, %r15}, %f18;",
      PTXVM_GEOM_2D, PTXVM_LOD_GRAD, 0, 0, 2, 2, 5 },
};

static void tf_operands(pv_test *t)
{
    fx F;
    unsigned ci;
    if (!test_begin(t, "tex_forms: tex: lod, gradients, offsets and depth compare"))
        return;
    if (!fx_open(t, &F))
        goto out;
    for (ci = 0; ci < sizeof opnd_cases / sizeof opnd_cases[0]; ci++) {
        const opnd_case *c = &opnd_cases[ci];
        const ptxvm_tex_request *q = &F.rec[0].q[0];
        char src[4096];
        uint32_t out[32][16], l;
        int k;
        kernel_src(src, sizeof src, "sm_80", "", c->ins);
        if (fx_run(&F, src, F.tex[0], 0, out, NULL) != PTXVM_OK) {
            T_CHECK(t, 0, "%s: %s", c->ins, ptxvm_error_message(F.vm));
            continue;
        }
        T_CHECK(t, F.rec[0].calls == 1 && q->geom == c->geom && q->lod == c->lod &&
                   q->coords_int == c->intc &&
                   q->has_offset == (uint32_t)(c->noff != 0) &&
                   q->has_compare == (uint32_t)(c->cmp != 0),
                "%s: calls %d geom %u lod %u intc %u off %u cmp %u", c->ins,
                F.rec[0].calls, q->geom, q->lod, q->coords_int, q->has_offset,
                q->has_compare);
        for (l = 0; l < 32; l++) {
            float lv = c->intc ? (float)offs_i(l, 0) : extra_f(l, 0);
            T_CHECK(t, fbits(q->level[l]) == (c->level ? fbits(lv) : 0u),
                    "%s lane %u level %a", c->ins, l, (double)q->level[l]);
            for (k = 0; k < 3; k++) {
                uint32_t dx = k < c->ngrad ? fbits(extra_f(l, k)) : 0;
                uint32_t dy = k < c->ngrad ? fbits(extra_f(l, c->ngrad + k)) : 0;
                int32_t o = k < c->noff ? offs_i(l, k) : 0;
                if (c->ngrad == 3)      /* {14,15,16,19}, {17,18,19,14} */
                    dx = fbits(extra_f(l, k)), dy = fbits(extra_f(l, 3 + k));
                T_CHECK(t, fbits(q->dpdx[k][l]) == dx && fbits(q->dpdy[k][l]) == dy,
                        "%s lane %u grad %d: %a %a", c->ins, l, k,
                        (double)q->dpdx[k][l], (double)q->dpdy[k][l]);
                T_CHECK(t, q->offset[k][l] == o, "%s lane %u offset %d: %d",
                        c->ins, l, k, q->offset[k][l]);
            }
            T_CHECK(t, fbits(q->compare[l]) ==
                       (c->cmp ? fbits(extra_f(l, c->cmp - 1)) : 0u),
                    "%s lane %u compare %a", c->ins, l, (double)q->compare[l]);
        }
        check_results(t, c->ins, out, F.rec[0].base, 0xffffffffu);
    }
    fx_close(t, &F);
out:
    test_end(t);
}

/* ---- tld4 -------------------------------------------------------------- */

static void tf_tld4(pv_test *t)
{
    static const char comp[] = "rgba";
    static const char *const form[] = {
        "2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}]",
        "a2d.v4.s32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %f11, %f12, %f13}], {%r14, %r15}",
        "cube.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11, %f12, %f13}], %f14",
        "acube.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %f11, %f12, %f13}]",
        "2d.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, %rd5, {%f10, %f11}], {%r14, %r15}, %f14",
    };
    static const geom_case *const gc[] = {
        &geom_cases[1], &geom_cases[4], &geom_cases[5], &geom_cases[6],
        &geom_cases[1]
    };
    fx F;
    unsigned i, c;
    uint64_t smp = 0;
    ptxvm_texture_desc sd;
    if (!test_begin(t, "tex_forms: tld4: component, geometries, offset, compare, sampler"))
        return;
    if (!fx_open(t, &F))
        goto out;
    memset(&sd, 0, sizeof sd);
    T_CHECK(t, ptxvm_sampler_create(F.vm, &sd, &smp) == PTXVM_OK, "sampler");
    for (i = 0; i < 5; i++)
        for (c = 0; c < 4; c++) {
            const ptxvm_tex_request *q = &F.rec[0].q[0];
            char body[512], src[4096], what[600];
            uint32_t out[32][16], l;
            snprintf(body, sizeof body, "tld4.%c.%s;", comp[c], form[i]);
            snprintf(what, sizeof what, "%s", body);
            kernel_src(src, sizeof src, "sm_80", "", body);
            if (fx_run(&F, src, F.tex[0], smp, out, NULL) != PTXVM_OK) {
                T_CHECK(t, 0, "%s: %s", what, ptxvm_error_message(F.vm));
                continue;
            }
            T_CHECK(t, F.rec[0].calls == 1 && q->gather == c + 1 &&
                       q->lod == PTXVM_LOD_BASE, "%s: gather %u", what, q->gather);
            check_coords(t, what, gc[i], 1, q, 0xffffffffu);
            T_CHECK(t, q->has_offset == (i == 1 || i == 4) &&
                       q->has_compare == (i == 2 || i == 4) &&
                       q->sampler == (i == 4 ? smp : 0),
                    "%s: offset %u compare %u sampler %llx", what,
                    q->has_offset, q->has_compare, (unsigned long long)q->sampler);
            for (l = 0; l < 32; l++)
                if (i == 1 || i == 4)
                    T_CHECK(t, q->offset[0][l] == offs_i(l, 0) &&
                               q->offset[1][l] == offs_i(l, 1), "%s offset", what);
            check_results(t, what, out, F.rec[0].base, 0xffffffffu);
        }
    fx_close(t, &F);
out:
    test_end(t);
}

/* ---- f16 results -------------------------------------------------------- */

static void tf_f16(pv_test *t)
{
    /* f32 words and their f16 (round to nearest even): a tie to even
       (down), just above it (up), 65520 (halfway to 65536) to infinity,
       NaN; -2.5, half the smallest subnormal (a tie to 0), 1.5 of it (up
       to the smallest), 65504 exactly; a tie to even (up), -infinity,
       the smallest normal, a subnormal */
    static const uint32_t in[3][4] = {
        { 0x3F801000u, 0x3F801001u, 0x477FF000u, 0x7FC00000u },
        { 0xC0200000u, 0x33000000u, 0x33400000u, 0x477FE000u },
        { 0x3F803000u, 0xFF800000u, 0x38800000u, 0x387FC000u },
    };
    static const uint32_t want[3][4] = {
        { 0x3C00u, 0x3C01u, 0x7C00u, 0x7FFFu },
        { 0xC100u, 0x0000u, 0x0001u, 0x7BFFu },
        { 0x3C02u, 0xFC00u, 0x0400u, 0x03FFu },
    };
    fx F;
    int s;
    if (!test_begin(t, "tex_forms: tex: .f16 and .f16x2 results rounded and packed"))
        return;
    if (!fx_open(t, &F))
        goto out;
    F.rec[0].fixed = 1;
    for (s = 0; s < 3; s++) {
        char src[4096];
        uint32_t out[32][16], l, k;
        memcpy(F.rec[0].words, in[s], sizeof in[s]);
        kernel_src(src, sizeof src, "sm_80", "",
                   "tex.2d.v4.f16.f32 {%h1, %h2, %h3, %h4}, [%rd1, {%f10, %f11}];\n"
                   "cvt.u32.u16 %r20, %h1; cvt.u32.u16 %r21, %h2;\n"
                   "cvt.u32.u16 %r22, %h3; cvt.u32.u16 %r23, %h4;\n"
                   "mov.b32 %r24, 0xdeadbeef; mov.b32 {%h5, %h6}, %r24;\n"
                   "tex.3d.v4.f16.s32 {%h5, %h7, %h6, %h7}, [%rd1, {%r10, %r11, %r12, %r13}];\n"
                   "mov.b32 %r24, {%h5, %h6};");
        T_CHECK(t, fx_run(&F, src, F.tex[0], 0, out, NULL) == PTXVM_OK,
                ".f16: %s", ptxvm_error_message(F.vm));
        T_CHECK(t, F.rec[0].q[0].result == PTXVM_TEXRES_F32, ".f16 asks for f32");
        for (l = 0; l < 32; l++)
            for (k = 0; k < 4; k++)
                T_CHECK(t, out[l][k] == want[s][k], ".f16 set %d lane %u word "
                        "%u: %08x want %04x", s, l, k, out[l][k], want[s][k]);
        for (l = 0; l < 32; l++)
            T_CHECK(t, out[l][4] == (want[s][0] | want[s][2] << 16),
                    ".f16 with sinks lane %u: %08x", l, out[l][4]);
        kernel_src(src, sizeof src, "sm_80", "",
                   "tex.2d.v2.f16x2.f32 {%r20, %r21}, [%rd1, {%f10, %f11}];\n"
                   "tex.level.a1d.v2.f16x2.s32 {%r24, %r25}, [%rd1, {%r10, %r11}], %r14;");
        T_CHECK(t, fx_run(&F, src, F.tex[0], 0, out, NULL) == PTXVM_OK,
                ".f16x2: %s", ptxvm_error_message(F.vm));
        T_CHECK(t, F.rec[0].q[1].lod == PTXVM_LOD_LEVEL &&
                   F.rec[0].q[1].geom == PTXVM_GEOM_A1D, ".f16x2 level a1d");
        for (l = 0; l < 32; l++)
            T_CHECK(t, out[l][0] == (want[s][0] | want[s][1] << 16) &&
                       out[l][1] == (want[s][2] | want[s][3] << 16) &&
                       out[l][2] == 0 && out[l][4] == out[l][0] && out[l][5] == out[l][1],
                    ".f16x2 set %d lane %u: %08x %08x", s, l, out[l][0], out[l][1]);
    }
    fx_close(t, &F);
out:
    test_end(t);
}

/* ---- residency, divergence, two handles, samplers ------------------------ */

static void tf_lanes(pv_test *t)
{
    fx F;
    char src[4096];
    uint32_t out[32][16], l;
    uint64_t s1 = 0, s2 = 0;
    ptxvm_texture_desc sd;
    ptxvm_result e;
    if (!test_begin(t, "tex_forms: tex: residency predicate, divergent lanes, handles "
                    "and samplers per lane"))
        return;
    if (!fx_open(t, &F))
        goto out;
    /* the host says odd lanes are not resident: p false, results zero */
    F.rec[0].not_resident = 0xaaaaaaaau;
    kernel_src(src, sizeof src, "sm_80", "",
               "tex.2d.v4.u32.f32 {%r20, %r21, %r22, %r23}|%p1, [%rd1, {%f10, %f11}];\n"
               "selp.u32 %r24, 7, 9, %p1;\n"
               "tex.grad.2d.v4.u32.f32 {%r25, %r26, _, _}|_, [%rd1, {%f10, %f11}], {%f14, %f15}, {%f16, %f17};");
    T_CHECK(t, fx_run(&F, src, F.tex[0], 0, out, NULL) == PTXVM_OK, "sparse: %s",
            ptxvm_error_message(F.vm));
    check_results(t, "sparse", out, F.rec[0].base, 0x55555555u);
    for (l = 0; l < 32; l++)
        T_CHECK(t, out[l][4] == (l & 1 ? 9u : 7u) &&
                   out[l][5] == (l & 1 ? 0 : F.rec[0].base + l),
                "sparse lane %u: %u %u", l, out[l][4], out[l][5]);
    F.rec[0].not_resident = 0;
    /* divergent: lanes 0..4 */
    kernel_src(src, sizeof src, "sm_80", "",
               "setp.lt.u32 %p2, %r1, 5;\n"
               "@%p2 tex.3d.v4.u32.s32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %r11, %r12, %r13}];");
    T_CHECK(t, fx_run(&F, src, F.tex[0], 0, out, NULL) == PTXVM_OK, "guarded: %s",
            ptxvm_error_message(F.vm));
    T_CHECK(t, F.rec[0].calls == 1 && F.rec[0].q[0].mask == 0x1fu,
            "guarded: %d calls mask %08x", F.rec[0].calls, F.rec[0].q[0].mask);
    check_coords(t, "guarded", &geom_cases[2], 0, &F.rec[0].q[0], 0x1fu);
    check_results(t, "guarded", out, F.rec[0].base, 0x1fu);
    /* two textures in one warp: lanes 0..7 the first, the rest the second */
    kernel_src(src, sizeof src, "sm_80", "",
               "setp.lt.u32 %p2, %r1, 8; selp.b64 %rd6, %rd1, %rd5, %p2;\n"
               "tex.a2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd6, {%r10, %f11, %f12, %f13}];");
    T_CHECK(t, fx_run(&F, src, F.tex[0], F.tex[1], out, NULL) == PTXVM_OK,
            "two handles: %s", ptxvm_error_message(F.vm));
    T_CHECK(t, F.rec[0].calls == 1 && F.rec[1].calls == 1 &&
               F.rec[0].q[0].mask == 0xffu && F.rec[1].q[0].mask == 0xffffff00u &&
               F.rec[0].q[0].texture == F.tex[0] && F.rec[1].q[0].texture == F.tex[1],
            "two handles: calls %d %d masks %08x %08x", F.rec[0].calls,
            F.rec[1].calls, F.rec[0].q[0].mask, F.rec[1].q[0].mask);
    check_coords(t, "two handles", &geom_cases[4], 1, &F.rec[1].q[0], 0xffffff00u);
    for (l = 0; l < 32; l++)
        T_CHECK(t, out[l][0] == (l < 8 ? F.rec[0].base : F.rec[1].base) + l,
                "two handles lane %u: %u", l, out[l][0]);
    /* an explicit sampler (a .b64 register), one per lane group */
    memset(&sd, 0, sizeof sd);
    T_CHECK(t, ptxvm_sampler_create(F.vm, &sd, &s1) == PTXVM_OK &&
               ptxvm_sampler_create(F.vm, &sd, &s2) == PTXVM_OK, "samplers");
    kernel_src(src, sizeof src, "sm_80", "",
               "tex.2d.v4.u32.f32 {%r20, %r21, %r22, %r23}, [%rd1, %rd5, {%f10, %f11}];");
    T_CHECK(t, fx_run(&F, src, F.tex[0], s1, out, NULL) == PTXVM_OK,
            "sampler: %s", ptxvm_error_message(F.vm));
    T_CHECK(t, F.rec[0].calls == 1 && F.rec[0].q[0].sampler == s1 &&
               F.rec[0].q[0].texture == F.tex[0], "sampler %llx",
            (unsigned long long)F.rec[0].q[0].sampler);
    /* a texture object lends its sampling state as a sampler */
    T_CHECK(t, fx_run(&F, src, F.tex[0], F.tex[1], out, NULL) == PTXVM_OK &&
               F.rec[0].q[0].sampler == F.tex[1], "texture as sampler: %s",
            ptxvm_error_message(F.vm));
    {
        char s2src[4096], body[512];
        snprintf(body, sizeof body, "mov.u64 %%rd7, %lluU;\n"
                 "setp.ge.u32 %%p2, %%r1, 20; selp.b64 %%rd6, %%rd7, %%rd5, %%p2;\n"
                 "tex.2d.v4.u32.f32 {%%r20, %%r21, %%r22, %%r23}, [%%rd1, %%rd6, {%%f10, %%f11}];",
                 (unsigned long long)s2);
        kernel_src(s2src, sizeof s2src, "sm_80", "", body);
        T_CHECK(t, fx_run(&F, s2src, F.tex[0], s1, out, NULL) == PTXVM_OK,
                "two samplers: %s", ptxvm_error_message(F.vm));
        T_CHECK(t, F.rec[0].calls == 2 && F.rec[0].q[0].sampler == s1 &&
                   F.rec[0].q[0].mask == 0xfffffu && F.rec[0].q[1].sampler == s2 &&
                   F.rec[0].q[1].mask == 0xfff00000u,
                "two samplers: %d calls", F.rec[0].calls);
        check_results(t, "two samplers", out, F.rec[0].base, 0xffffffffu);
    }
    /* a destroyed sampler ends the launch naming it */
    T_CHECK(t, ptxvm_sampler_destroy(F.vm, s1) == PTXVM_OK, "destroy");
    e = fx_run(&F, src, F.tex[0], s1, out, NULL);
    {
        char hex[32];
        snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)s1);
        T_CHECK(t, e == PTXVM_E_MEMORY_FAULT &&
                   strstr(ptxvm_error_message(F.vm), hex) && F.rec[0].calls == 0,
                "dead sampler: %d %s", (int)e, ptxvm_error_message(F.vm));
    }
    fx_close(t, &F);
out:
    test_end(t);
}

/* ---- txq and istypep ---------------------------------------------------- */

static void tf_txq_istypep(pv_test *t)
{
    fx F;
    char src[4096];
    uint32_t out[32][16], l;
    uint64_t smp = 0, dead = 0;
    ptxvm_texture_desc sd;
    if (!test_begin(t, "tex_forms: txq on handles and istypep"))
        return;
    if (!fx_open(t, &F))
        goto out;
    kernel_src(src, sizeof src, "sm_80", "",
               "txq.width.b32 %r20, [%rd1]; txq.height.b32 %r21, [%rd1];\n"
               "txq.depth.b32 %r22, [%rd1]; txq.normalized_coords.b32 %r23, [%rd1];\n"
               "txq.filter_mode.b32 %r24, [%rd1]; txq.addr_mode_0.b32 %r25, [%rd1];\n"
               "txq.addr_mode_1.b32 %r26, [%rd1]; txq.addr_mode_2.b32 %r27, [%rd1];");
    T_CHECK(t, fx_run(&F, src, F.tex[0], 0, out, NULL) == PTXVM_OK, "txq: %s",
            ptxvm_error_message(F.vm));
    for (l = 0; l < 32; l++)
        T_CHECK(t, out[l][0] == 16 && out[l][1] == 16 && out[l][2] == 1 &&
                   out[l][3] == 1 && out[l][4] == 1 &&
                   out[l][5] == PTXVM_ADDRESS_WRAP &&
                   out[l][6] == PTXVM_ADDRESS_MIRROR &&
                   out[l][7] == PTXVM_ADDRESS_BORDER,
                "txq lane %u: %u %u %u %u %u %u %u %u", l, out[l][0], out[l][1],
                out[l][2], out[l][3], out[l][4], out[l][5], out[l][6], out[l][7]);
    /* istypep: texture, sampler, a destroyed texture and 0 */
    memset(&sd, 0, sizeof sd);
    sd.filter_linear = 1;
    sd.address_mode[0] = PTXVM_ADDRESS_MIRROR;
    T_CHECK(t, ptxvm_sampler_create(F.vm, &sd, &smp) == PTXVM_OK, "sampler");
    {
        ptxvm_resource_desc res;
        ptxvm_texture_desc d;
        memset(&res, 0, sizeof res);
        res.format = PTXVM_FORMAT_F32;
        res.channels = 1;
        res.width = 4;
        res.data = F.out;
        memset(&d, 0, sizeof d);
        d.sample = rec_sample;
        d.sample_user = &F.rec[1];
        T_CHECK(t, ptxvm_texture_create(F.vm, &res, &d, &dead) == PTXVM_OK &&
                   ptxvm_texture_destroy(F.vm, dead) == PTXVM_OK, "dead");
    }
    kernel_src(src, sizeof src, "sm_80", "",
               "and.b32 %r30, %r1, 3; setp.eq.u32 %p1, %r30, 0;\n"
               "setp.eq.u32 %p2, %r30, 1; setp.eq.u32 %p3, %r30, 2;\n"
               "selp.b64 %rd6, %rd1, %rd5, %p1;\n"
               "@%p3 ld.param.u64 %rd6, [o];\n"      /* a device address */
               "setp.eq.u32 %p3, %r30, 3; @%p3 mov.u64 %rd6, 0;\n"
               "istypep.texref %p1, %rd6; selp.u32 %r20, 1, 0, %p1;\n"
               "istypep.samplerref %p1, %rd6; selp.u32 %r21, 1, 0, %p1;\n"
               "istypep.surfref %p1, %rd6; selp.u32 %r22, 1, 0, %p1;\n"
               "txq.filter_mode.b32 %r23, [%rd5]; txq.addr_mode_0.b32 %r24, [%rd5];");
    T_CHECK(t, fx_run(&F, src, F.tex[0], smp, out, NULL) == PTXVM_OK,
            "istypep: %s", ptxvm_error_message(F.vm));
    for (l = 0; l < 32; l++)
        T_CHECK(t, out[l][0] == ((l & 3) == 0) && out[l][1] == ((l & 3) == 1) &&
                   out[l][2] == 0 && out[l][3] == 1 &&
                   out[l][4] == PTXVM_ADDRESS_MIRROR,
                "istypep lane %u: %u %u %u, sampler txq %u %u", l, out[l][0],
                out[l][1], out[l][2], out[l][3], out[l][4]);
    T_CHECK(t, fx_run(&F, src, dead, smp, out, NULL) == PTXVM_OK,
            "istypep dead: %s", ptxvm_error_message(F.vm));
    for (l = 0; l < 32; l++)
        T_CHECK(t, out[l][0] == 0 && out[l][1] == ((l & 3) == 1),
                "istypep dead lane %u: %u %u", l, out[l][0], out[l][1]);
    /* the other queries, and txq.level with a lod per lane, on a
       layered, mipmapped one-channel f32 texture 16 x 8, 3 layers, 3
       levels (OpenCL's CL_FLOAT and CL_R answer the channel queries) */
    {
        ptxvm_resource_desc res;
        ptxvm_texture_desc d;
        uint64_t h = 0;
        memset(&res, 0, sizeof res);
        res.format = PTXVM_FORMAT_F32;
        res.channels = 1;
        res.width = 16;
        res.height = 8;
        res.layers = 3;
        res.levels = 3;
        res.data = F.out;
        memset(&d, 0, sizeof d);
        d.sample = rec_sample;
        d.sample_user = &F.rec[1];
        T_CHECK(t, ptxvm_texture_create(F.vm, &res, &d, &h) == PTXVM_OK,
                "layered mipmapped: %s", ptxvm_error_message(F.vm));
        kernel_src(src, sizeof src, "sm_80", "",
                   "and.b32 %r30, %r1, 3;\n"
                   "txq.level.width.b32 %r20, [%rd1], %r30;\n"
                   "txq.level.height.b32 %r21, [%rd1], %r30;\n"
                   "txq.level.depth.b32 %r22, [%rd1], %r30;\n"
                   "txq.channel_data_type.b32 %r23, [%rd1];\n"
                   "txq.channel_order.b32 %r24, [%rd1];\n"
                   "txq.array_size.b32 %r25, [%rd1];\n"
                   "txq.num_mipmap_levels.b32 %r26, [%rd1];\n"
                   "txq.num_samples.b32 %r27, [%rd1];");
        T_CHECK(t, fx_run(&F, src, h, 0, out, NULL) == PTXVM_OK,
                "txq.level: %s", ptxvm_error_message(F.vm));
        for (l = 0; l < 32; l++) {
            uint32_t lv = l & 3, w = lv < 3 ? 16u >> lv : 0, hh = lv < 3 ? 8u >> lv : 0;
            T_CHECK(t, out[l][0] == w && out[l][1] == hh &&
                       out[l][2] == (lv < 3 ? 1u : 0u) && out[l][3] == 0x10DEu &&
                       out[l][4] == 0x10B0u && out[l][5] == 3 && out[l][6] == 3 &&
                       out[l][7] == 1,
                    "txq lane %u: %u %u %u %x %x %u %u %u", l, out[l][0],
                    out[l][1], out[l][2], out[l][3], out[l][4], out[l][5],
                    out[l][6], out[l][7]);
        }
        kernel_src(src, sizeof src, "sm_80", "",
                   "txq.force_unnormalized_coords.b32 %r20, [%rd1];\n"
                   "txq.force_unnormalized_coords.b32 %r21, [%rd5];");
        T_CHECK(t, fx_run(&F, src, h, F.tex[0], out, NULL) == PTXVM_OK &&
                   out[0][0] == 1 && out[0][1] == 0,
                "force_unnormalized_coords: %u %u", out[0][0], out[0][1]);
    }
    /* on a dead handle txq faults naming it */
    kernel_src(src, sizeof src, "sm_80", "", "txq.width.b32 %r20, [%rd1];");
    {
        char hex[32];
        ptxvm_result e = fx_run(&F, src, dead, 0, out, NULL);
        snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)dead);
        T_CHECK(t, e == PTXVM_E_MEMORY_FAULT &&
                   strstr(ptxvm_error_message(F.vm), hex),
                "txq dead: %s", ptxvm_error_message(F.vm));
    }
    fx_close(t, &F);
out:
    test_end(t);
}

/* ---- module references --------------------------------------------------- */

/* PTX 1.4 with a legacy .tex name: bound by name, unbound faults. */
static const char legacy_src[] =
    ".version 1.4\n"
    ".target sm_13, texmode_unified\n"
    ".tex .u32 texA;\n"
    ".tex .u64 texB;\n"
    ".entry k (.param .u64 t, .param .u64 o, .param .u64 s)\n"
    "{\n"
    ".reg .u32 %r<12>;\n"
    ".reg .u64 %rd<4>;\n"
    ".reg .f32 %f<12>;\n"
    "ld.param.u64 %rd1, [o];\n"
    "mov.u32 %r1, %tid.x;\n"
    "cvt.rn.f32.u32 %f1, %r1;\n"
    "mov.f32 %f2, 0f3F000000;\n"
    "tex.1d.v4.f32.f32 {%f3,%f4,%f5,%f6},[texA,{%f1,%f2,%f2,%f2}];\n"
    "tex.2d.v4.u32.s32 {%r4,%r5,%r6,%r7},[texB,{%r1,%r1}];\n"
    "cvt.u64.u32 %rd2, %r1;\n"
    "mul.lo.u64 %rd2, %rd2, 64;\n"
    "add.u64 %rd3, %rd1, %rd2;\n"
    "mov.b32 %r2, %f3;\n"
    "st.global.u32 [%rd3], %r2;\n"
    "st.global.u32 [%rd3+4], %r4;\n"
    "exit;\n"
    "}\n";

static ptxvm_result run_module(fx *F, ptxvm_module *m, uint32_t out[32][16])
{
    ptxvm_kernel *kn;
    ptxvm_launch l;
    ptxvm_result e;
    uint64_t zero = 0;
    void *args[3];
    args[0] = &zero;
    args[1] = &F->out;
    args[2] = &zero;
    F->rec[0].calls = F->rec[1].calls = 0;
    e = ptxvm_module_get_kernel(m, "k", &kn);
    if (e != PTXVM_OK)
        return e;
    test_launch_1d(&l, 1, 32, args);
    e = ptxvm_launch_kernel(kn, &l, NULL);
    if (e == PTXVM_OK)
        ptxvm_memcpy_dtoh(F->vm, out, F->out, 32 * 64);
    return e;
}

static void tf_legacy(pv_test *t)
{
    fx F;
    ptxvm_module *m = NULL;
    uint32_t out[32][16], l;
    ptxvm_result e;
    if (!test_begin(t, "tex_forms: legacy .tex names: bound by name, unbound fault"))
        return;
    if (!fx_open(t, &F))
        goto out;
    T_CHECK(t, ptxvm_module_load(F.vm, legacy_src, strlen(legacy_src),
                                 "legacy.ptx", &m) == PTXVM_OK,
            "load: %s", ptxvm_error_message(F.vm));
    if (!m)
        goto close;
    e = run_module(&F, m, out);
    T_CHECK(t, e == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(F.vm), "0x0"),
            "unbound: %d %s", (int)e, ptxvm_error_message(F.vm));
    T_CHECK(t, ptxvm_module_bind_texref(m, "texA", F.tex[0]) == PTXVM_OK &&
               ptxvm_module_bind_texref(m, "texB", F.tex[1]) == PTXVM_OK,
            "bind: %s", ptxvm_error_message(F.vm));
    T_CHECK(t, ptxvm_module_bind_texref(m, "texC", F.tex[1]) ==
               PTXVM_E_NOT_FOUND, "bind of an unknown name");
    e = run_module(&F, m, out);
    T_CHECK(t, e == PTXVM_OK, "run: %s", ptxvm_error_message(F.vm));
    if (e == PTXVM_OK) {
        T_CHECK(t, F.rec[0].calls == 1 && F.rec[1].calls == 1 &&
                   F.rec[0].q[0].geom == PTXVM_GEOM_1D &&
                   F.rec[0].q[0].c[0][5] == fbits(5.0f) &&
                   F.rec[0].q[0].c[1][5] == 0 &&
                   F.rec[1].q[0].geom == PTXVM_GEOM_2D &&
                   F.rec[1].q[0].coords_int && F.rec[1].q[0].c[1][9] == 9,
                "legacy requests");
        for (l = 0; l < 32; l++)
            T_CHECK(t, out[l][0] == F.rec[0].base + l &&
                       out[l][1] == F.rec[1].base + l,
                    "legacy lane %u: %u %u", l, out[l][0], out[l][1]);
    }
    ptxvm_module_unload(m);
close:
    fx_close(t, &F);
out:
    test_end(t);
}

static const char indep_src[] =
    ".version 6.4\n"
    ".target sm_50, texmode_independent\n"
    ".address_size 64\n"
    ".global .texref img = { width = 16, normalized_coords = 1 };\n"
    ".global .samplerref samp = { addr_mode_0 = wrap, addr_mode_1 = "
    "clamp_to_border, addr_mode_2 = mirror, filter_mode = linear, "
    "force_unnormalized_coords = 1 };\n"
    ".global .samplerref bare;\n"
    ".entry k(.param .u64 t, .param .u64 o, .param .u64 s)\n"
    "{\n"
    ".reg .b32 %r<12>; .reg .b64 %rd<6>; .reg .f32 %f<8>; .reg .pred %p<3>;\n"
    "ld.param.u64 %rd1, [o]; mov.u32 %r1, %tid.x;\n"
    "cvt.rn.f32.u32 %f1, %r1;\n"
    "tex.2d.v4.u32.f32 {%r2, %r3, %r4, %r5}, [img, samp, {%f1, %f1}];\n"
    "txq.filter_mode.b32 %r6, [samp]; txq.addr_mode_0.b32 %r7, [samp];\n"
    "txq.addr_mode_1.b32 %r8, [samp]; txq.addr_mode_2.b32 %r9, [samp];\n"
    "txq.width.b32 %r10, [img];\n"
    "istypep.samplerref %p1, samp; selp.u32 %r11, 1, 0, %p1;\n"
    "cvt.u64.u32 %rd2, %r1; mul.lo.u64 %rd2, %rd2, 64; add.u64 %rd3, %rd1, %rd2;\n"
    "st.global.v4.u32 [%rd3], {%r2, %r6, %r7, %r8};\n"
    "st.global.v4.u32 [%rd3+16], {%r9, %r10, %r11, %r3};\n"
    "ret;\n"
    "}\n"
    ".entry k2(.param .u64 o)\n"
    "{\n"
    ".reg .f32 %f<10>; .reg .b64 %rd<2>;\n"
    "ld.param.u64 %rd1, [o]; mov.f32 %f5, 0f3F800000;\n"
    "tex.1d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [img, samp, {%f5}];\n"
    "tex.1d.v4.f32.f32 {%f6, %f7, %f8, %f9}, [img, {%f5}];\n"
    "st.global.v2.f32 [%rd1], {%f1, %f6};\n"
    "ret;\n"
    "}\n";

static const char unified_init_src[] =
    ".version 6.4\n"
    ".target sm_50\n"
    ".address_size 64\n"
    ".global .texref tr = { filter_mode = linear, addr_mode_0 = mirror, "
    "addr_mode_1 = clamp_to_edge, normalized_coords = 1 };\n"
    ".global .texref plain;\n"
    ".entry k(.param .u64 t, .param .u64 o, .param .u64 s)\n"
    "{\n"
    ".reg .b32 %r<16>; .reg .b64 %rd<6>; .reg .f32 %f<8>; .reg .pred %p1;\n"
    "ld.param.u64 %rd1, [o]; mov.u32 %r1, %tid.x;\n"
    "cvt.rn.f32.u32 %f1, %r1;\n"
    "tex.1d.v4.u32.f32 {%r2, %r3, %r4, %r5}, [tr, {%f1}];\n"
    "txq.filter_mode.b32 %r6, [tr]; txq.addr_mode_0.b32 %r7, [tr];\n"
    "txq.addr_mode_1.b32 %r8, [tr]; txq.width.b32 %r9, [tr];\n"
    "cvt.u64.u32 %rd2, %r1; mul.lo.u64 %rd2, %rd2, 64; add.u64 %rd3, %rd1, %rd2;\n"
    "mov.u64 %rd4, plain;\n"      /* indirect access */
    "tex.1d.v4.u32.s32 {%r10, %r11, %r12, %r13}, [%rd4, {%r1}];\n"
    "istypep.texref %p1, %rd4; selp.u32 %r14, 1, 0, %p1;\n"
    "txq.width.b32 %r15, [%rd4];\n"
    "st.global.v4.u32 [%rd3], {%r2, %r6, %r7, %r8};\n"
    "st.global.v4.u32 [%rd3+16], {%r9, %r10, %r14, %r15};\n"
    "ret;\n"
    "}\n";

static void tf_refs(pv_test *t)
{
    fx F;
    ptxvm_module *m = NULL;
    uint32_t out[32][16], l;
    uint64_t samp = 0, other = 0;
    ptxvm_addr at = 0;
    ptxvm_texture_desc sd;
    ptxvm_result e;
    if (!test_begin(t, "tex_forms: independent mode and reference initialisers"))
        return;
    if (!fx_open(t, &F))
        goto out;
    T_CHECK(t, ptxvm_module_load(F.vm, indep_src, strlen(indep_src),
                                 "indep.ptx", &m) == PTXVM_OK,
            "load: %s", ptxvm_error_message(F.vm));
    if (!m)
        goto close;
    T_CHECK(t, ptxvm_module_get_global(m, "samp", &at, NULL) == PTXVM_OK &&
               ptxvm_memcpy_dtoh(F.vm, &samp, at, 8) == PTXVM_OK && samp != 0,
            "the samplerref holds a handle");
    T_CHECK(t, ptxvm_module_bind_texref(m, "img", F.tex[0]) == PTXVM_OK,
            "bind: %s", ptxvm_error_message(F.vm));
    e = run_module(&F, m, out);
    T_CHECK(t, e == PTXVM_OK, "run: %s", ptxvm_error_message(F.vm));
    if (e == PTXVM_OK) {
        T_CHECK(t, F.rec[0].calls == 1 && F.rec[0].q[0].sampler == samp &&
                   F.rec[0].q[0].texture == F.tex[0], "sampler %llx want %llx",
                (unsigned long long)F.rec[0].q[0].sampler,
                (unsigned long long)samp);
        for (l = 0; l < 32; l++)
            T_CHECK(t, out[l][0] == F.rec[0].base + l && out[l][1] == 1 &&
                       out[l][2] == PTXVM_ADDRESS_WRAP &&
                       out[l][3] == PTXVM_ADDRESS_BORDER &&
                       out[l][4] == PTXVM_ADDRESS_MIRROR && out[l][5] == 16 &&
                       out[l][6] == 1 && out[l][7] == F.rec[0].base + 1000 + l,
                    "indep lane %u: %u %u %u %u %u %u %u", l, out[l][0],
                    out[l][1], out[l][2], out[l][3], out[l][4], out[l][5],
                    out[l][6]);
    }
    {   /* the built-in sampler with the module's sampler (unnormalized,
           linear: texels 0 and 1 blended; a 1D texture filters as 2D
           between rows -1 and 0, and addr_mode_1 = clamp_to_border makes
           row -1 the border, 0: (10 + 20) / 4) and without it (the
           texture's own state: normalized, point, clamped: texel 3) */
        static const float texels[4] = { 10.0f, 20.0f, 30.0f, 40.0f };
        ptxvm_resource_desc res;
        ptxvm_texture_desc d;
        ptxvm_kernel *kn = NULL;
        ptxvm_launch ln;
        uint64_t h = 0;
        float got[2] = { 0, 0 };
        void *args[1];
        memset(&res, 0, sizeof res);
        res.format = PTXVM_FORMAT_F32;
        res.channels = 1;
        res.width = 4;
        memset(&d, 0, sizeof d);
        d.normalized_coords = 1;
        d.address_mode[0] = PTXVM_ADDRESS_CLAMP;
        T_CHECK(t, ptxvm_mem_alloc(F.vm, sizeof texels, &res.data) == PTXVM_OK &&
                   ptxvm_memcpy_htod(F.vm, res.data, texels, sizeof texels) ==
                   PTXVM_OK && ptxvm_texture_create(F.vm, &res, &d, &h) ==
                   PTXVM_OK && ptxvm_module_bind_texref(m, "img", h) == PTXVM_OK,
                "built-in texture: %s", ptxvm_error_message(F.vm));
        args[0] = &F.out;
        test_launch_1d(&ln, 1, 1, args);
        T_CHECK(t, ptxvm_module_get_kernel(m, "k2", &kn) == PTXVM_OK &&
                   ptxvm_launch_kernel(kn, &ln, NULL) == PTXVM_OK &&
                   ptxvm_memcpy_dtoh(F.vm, got, F.out, sizeof got) == PTXVM_OK,
                "k2: %s", ptxvm_error_message(F.vm));
        T_CHECK(t, got[0] == 7.5f && got[1] == 40.0f, "built-in: %a %a",
                (double)got[0], (double)got[1]);
        T_CHECK(t, ptxvm_module_bind_texref(m, "img", F.tex[0]) == PTXVM_OK,
                "bind back");
    }
    /* binding another sampler to the name replaces it */
    memset(&sd, 0, sizeof sd);
    T_CHECK(t, ptxvm_sampler_create(F.vm, &sd, &other) == PTXVM_OK &&
               ptxvm_module_bind_texref(m, "samp", other) == PTXVM_OK,
            "rebind: %s", ptxvm_error_message(F.vm));
    e = run_module(&F, m, out);
    T_CHECK(t, e == PTXVM_OK && F.rec[0].q[0].sampler == other && out[0][1] == 0,
            "rebound: %s", ptxvm_error_message(F.vm));
    /* the module's sampler lives as long as the module */
    ptxvm_module_unload(m);
    m = NULL;
    T_CHECK(t, ptxvm_sampler_destroy(F.vm, samp) == PTXVM_E_INVALID_ARGUMENT,
            "the module's sampler outlived it");
    T_CHECK(t, ptxvm_sampler_destroy(F.vm, other) == PTXVM_OK, "other");
    /* unified mode: a .texref initialiser samples every fetch through it */
    T_CHECK(t, ptxvm_module_load(F.vm, unified_init_src, strlen(unified_init_src),
                                 "unified.ptx", &m) == PTXVM_OK,
            "load unified: %s", ptxvm_error_message(F.vm));
    if (m) {
        T_CHECK(t, ptxvm_module_bind_texref(m, "tr", F.tex[1]) == PTXVM_OK &&
                   ptxvm_module_bind_texref(m, "plain", F.tex[0]) == PTXVM_OK,
                "bind tr, plain");
        e = run_module(&F, m, out);
        T_CHECK(t, e == PTXVM_OK && F.rec[1].calls == 1 &&
                   F.rec[1].q[0].sampler != 0 && F.rec[1].q[0].texture == F.tex[1],
                "unified: %s", ptxvm_error_message(F.vm));
        if (e == PTXVM_OK)
            for (l = 0; l < 32; l++)
                T_CHECK(t, out[l][0] == F.rec[1].base + l && out[l][1] == 1 &&
                           out[l][2] == PTXVM_ADDRESS_MIRROR &&
                           out[l][3] == PTXVM_ADDRESS_CLAMP && out[l][4] == 16 &&
                           out[l][5] == F.rec[0].base + l && out[l][6] == 1 &&
                           out[l][7] == 16,
                        "unified lane %u: %u %u %u %u %u %u %u", l, out[l][0],
                        out[l][1], out[l][2], out[l][3], out[l][5], out[l][6],
                        out[l][7]);
        T_CHECK(t, F.rec[0].calls == 1 && F.rec[0].q[0].sampler == 0 &&
                   F.rec[0].q[0].texture == F.tex[0] && F.rec[0].q[0].coords_int &&
                   F.rec[0].q[0].c[0][7] == 7, "indirect request");
        ptxvm_module_unload(m);
    }
close:
    fx_close(t, &F);
out:
    test_end(t);
}

/* ---- refusals ------------------------------------------------------------ */

typedef struct bad_case {
    const char *ins;
    const char *want;        /* in the message                         */
} bad_case;

static const bad_case bad_cases[] = {
    { "tex.cube.v4.f32.s32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %r11, %r12, %r13}];", ".f32 coordinates" },
    { "tex.2dms.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %f11, %f12, %f13}];", ".s32 coordinates" },
    { "tex.level.a2dms.v4.f32.s32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %r11, %r12, %r13}], %r14;", "no .level" },
    { "tld4.r.1d.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10}];", "" },
    { "tld4.g.2d.v4.f32.s32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %r11}];", "" },
    { "tex.cube.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11, %f12, %f13}], {%r14, %r15};", "no offset" },
    { "tex.3d.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11, %f12, %f13}], %f14;", "no depth compare" },
    { "tex.2d.v4.f32.s32 {%r20, %r21, %r22, %r23}, [%rd1, {%r10, %r11}], %f14;", "needs .f32" },
    { "tex.2d.v4.f32.f32 {%r20, %r21, %r22}, [%rd1, {%f10, %f11}];", "four registers" },
    { "tex.2d.v2.f16x2.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}];", "two registers" },
    { "tex.3d.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}];", "too few" },
    { "tex.grad.2d.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}], {%f14}, {%f15, %f16};", "dPdx" },
    { "tex.level.2d.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%rd1, {%f10, %f11}];", "lod" },
    { "tex.2d.v4.f32.f32 {%r20, %r21, %r22, %r23}, [%r1, {%f10, %f11}];", "64-bit" },
    { "tex.2d.v4.f32.f32 {%rd1, %r21, %r22, %r23}, [%rd1, {%f10, %f11}];", "register" },
    { "txq.level.channel_order.b32 %r20, [%rd1], %r1;", "" },
};

static void tf_refused(pv_test *t)
{
    fx F;
    unsigned i;
    if (!test_begin(t, "tex_forms: ill-formed texture instructions are refused at "
                    "their position"))
        return;
    if (!fx_open(t, &F))
        goto out;
    for (i = 0; i < sizeof bad_cases / sizeof bad_cases[0]; i++) {
        char src[4096], pos[32];
        const char *msg;
        ptxvm_result e;
        int line = 1;
        const char *p;
        kernel_src(src, sizeof src, "sm_80", "", bad_cases[i].ins);
        for (p = src; p < strstr(src, bad_cases[i].ins); p++)
            line += *p == '\n';
        snprintf(pos, sizeof pos, "forms.ptx:%d:", line);
        e = fx_run(&F, src, F.tex[0], 0, NULL, NULL);
        msg = ptxvm_error_message(F.vm);
        T_CHECK(t, (e == PTXVM_E_SEMANTIC || e == PTXVM_E_SYNTAX) &&
                   strstr(msg, pos) && strstr(msg, bad_cases[i].want),
                "%s: %d %s (want %s)", bad_cases[i].ins, (int)e, msg, pos);
        T_CHECK(t, F.rec[0].calls == 0, "ran");
    }
    {   /* a bad .samplerref field value is a load error naming it */
        static const char bad_init[] =
            ".version 6.4\n.target sm_50, texmode_independent\n"
            ".address_size 64\n"
            ".global .samplerref s = { filter_mode = cubic };\n";
        ptxvm_module *m = NULL;
        ptxvm_result e = ptxvm_module_load(F.vm, bad_init, strlen(bad_init),
                                           "init.ptx", &m);
        T_CHECK(t, e == PTXVM_E_SEMANTIC &&
                   strstr(ptxvm_error_message(F.vm), "init.ptx:4:") &&
                   strstr(ptxvm_error_message(F.vm), "filter_mode"),
                "bad field: %d %s", (int)e, ptxvm_error_message(F.vm));
        if (m)
            ptxvm_module_unload(m);
    }
    fx_close(t, &F);
out:
    test_end(t);
}

void unit_tex_forms(pv_test *t)
{
    tf_geometries(t);
    tf_operands(t);
    tf_tld4(t);
    tf_f16(t);
    tf_lanes(t);
    tf_txq_istypep(t);
    tf_legacy(t);
    tf_refs(t);
    tf_refused(t);
}
