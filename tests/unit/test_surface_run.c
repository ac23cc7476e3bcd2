/* The surface suite, second part: suq, the out-of-range modes and
   misaligned x, the sandbox (forged, destroyed and texture handles,
   freed memory), host-served surfaces, and the surface kernels of the
   wild corpus (../shared, skipped when absent). */
#include "surf_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- suq, out-of-range modes, misaligned x, the sandbox -------------- */

static const char modes_src[] = PTX_HEAD
    ".global .surfref sref;\n"
    ".visible .entry q(.param .u64 s, .param .u64 o) {\n"
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"
    "ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [o];\n"
    "suq.width.b32 %r1, [%rd1]; suq.height.b32 %r2, [%rd1];\n"
    "suq.depth.b32 %r3, [%rd1]; suq.channel_data_type.b32 %r4, [%rd1];\n"
    "suq.channel_order.b32 %r5, [%rd1]; suq.array_size.b32 %r6, [%rd1];\n"
    "suq.memory_layout.b32 %r7, [%rd1];\n"
    "st.global.v4.b32 [%rd2], {%r1, %r2, %r3, %r4};\n"
    "st.global.v2.b32 [%rd2+16], {%r5, %r6}; st.global.b32 [%rd2+24], %r7;\n"
    "ret; }\n"
    ".visible .entry qref(.param .u64 o) {\n"
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"
    "ld.param.u64 %rd2, [o];\n"
    "suq.width.b32 %r1, [sref]; suld.b.1d.cg.b32.trap %r2, [sref, {4}];\n"
    "sust.b.1d.wt.b32.trap [sref, {0}], %r1;\n"
    "st.global.v2.b32 [%rd2], {%r1, %r2};\n"
    "ret; }\n"
#define MODE_LD(name, mode)                                                  \
    ".visible .entry " name "(.param .u64 s, .param .u64 o, .param .u32 x,\n" \
    "    .param .u32 y, .param .u32 l) {\n"                                  \
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"                                   \
    "ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [o]; ld.param.u32 %r1, [x];\n" \
    "ld.param.u32 %r2, [y]; ld.param.u32 %r3, [l];\n"                        \
    "suld.b.a2d.b32." mode " %r4, [%rd1, {%r3, %r1, %r2, %r2}];\n"           \
    "st.global.b32 [%rd2], %r4;\n"                                           \
    "and.b32 %r8, %r1, -16;\n"                                             \
    "suld.b.a2d.v4.b32." mode " {%r4, %r5, %r6, %r7}, [%rd1, {%r3, %r8, %r2, %r2}];\n" \
    "st.global.v4.b32 [%rd2+16], {%r4, %r5, %r6, %r7};\n"                    \
    "ret; }\n"                                                               \
    ".visible .entry " name "_st(.param .u64 s, .param .u64 o, .param .u32 x,\n" \
    "    .param .u32 y, .param .u32 l) {\n"                                  \
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"                                   \
    "ld.param.u64 %rd1, [s]; ld.param.u32 %r1, [x];\n"                       \
    "ld.param.u32 %r2, [y]; ld.param.u32 %r3, [l];\n"                        \
    "sust.b.a2d.b32." mode " [%rd1, {%r3, %r1, %r2, %r2}], 0xdeadbeef;\n"    \
    "ret; }\n"                                                               \
    ".visible .entry " name "_red(.param .u64 s, .param .u64 o, .param .u32 x,\n" \
    "    .param .u32 y, .param .u32 l) {\n"                                  \
    ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"                                   \
    "ld.param.u64 %rd1, [s]; ld.param.u32 %r1, [x]; ld.param.u32 %r2, [y];\n" \
    "sured.b.add.2d.u32." mode " [%rd1, {%r1, %r2}], 1000;\n"                \
    "ret; }\n"
    MODE_LD("ldt", "trap") MODE_LD("ldc", "clamp") MODE_LD("ldz", "zero");

/* The line of the first occurrence of text in modes_src. */
static int src_line(const char *text)
{
    const char *p = strstr(modes_src, text), *q;
    int n = 1;
    for (q = modes_src; p && q < p; q++)
        n += *q == '\n';
    return p ? n : -1;
}

enum { MW = 6, MH = 4, ML = 3 };

typedef struct mode_env {
    sk k;
    ptxvm_addr sb, ob;
    uint64_t h;
    uint32_t init[MW * MH * ML];
    char msg[1100];             /* the last launch's message */
} mode_env;

/* Run name at (x bytes, y, layer); the result, *o[0..7] the outputs. */
static ptxvm_result mode_run(mode_env *e, const char *name, int32_t x, int32_t y,
                             int32_t l, uint64_t h, uint32_t o[8])
{
    void *args[5];
    ptxvm_result r;
    args[0] = &h; args[1] = &e->ob; args[2] = &x; args[3] = &y; args[4] = &l;
    ptxvm_memset(e->k.vm, e->ob, 0x77, 32);
    r = sk_launch(&e->k, name, 1, 1, args);
    snprintf(e->msg, sizeof e->msg, "%s", ptxvm_error_message(e->k.vm));
    ptxvm_memcpy_dtoh(e->k.vm, o, e->ob, 32);
    return r;
}

static uint32_t mode_at(const mode_env *e, int x, int y, int l)
{
    return e->init[(l * MH + y) * MW + x];
}

static void su_modes(pv_test *t)
{
    mode_env e;
    uint32_t o[8], mem[MW * MH * ML], i;
    ptxvm_resource_desc r;
    ptxvm_result rr;
    char want[64];
    if (!test_begin(t, "surface modes: .trap .clamp .zero, misaligned x"))
        return;
    if (!sk_open(t, &e.k, modes_src, NULL, 0))
        goto out;
    for (i = 0; i < MW * MH * ML; i++)
        e.init[i] = 1000 + i;
    e.sb = sk_buf(&e.k, e.init, sizeof e.init);
    e.ob = sk_buf(&e.k, NULL, 32);
    r = su_res(e.sb, PTXVM_FORMAT_U32, 1, MW, MH, 0, ML);
    T_CHECK(t, ptxvm_surface_create(e.k.vm, &r, &e.h) == PTXVM_OK, "create");
    /* inside: every mode reads the texel */
    T_CHECK(t, mode_run(&e, "ldt", 8, 3, 2, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 2, 3, 2) && o[4] == mode_at(&e, 0, 3, 2) &&
               o[7] == mode_at(&e, 3, 3, 2),
            "ldt inside: %u %u %s", o[0], o[4], e.msg);
    T_CHECK(t, mode_run(&e, "ldz", 20, 0, 1, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 5, 0, 1), "ldz inside: %u", o[0]);
    /* .clamp: each coordinate to its edge; the byte x to the last whole
       access (24-byte rows: the v4 access at 0) */
    T_CHECK(t, mode_run(&e, "ldc", -8, 2, 1, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 0, 2, 1) && o[4] == mode_at(&e, 0, 2, 1),
            "ldc x -8: %u", o[0]);
    T_CHECK(t, mode_run(&e, "ldc", 400, -3, 7, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 5, 0, 2) && o[4] == mode_at(&e, 0, 0, 2) &&
               o[7] == mode_at(&e, 3, 0, 2),
            "ldc x 400 y -3 layer 7: %u %u %u", o[0], o[4], o[7]);
    T_CHECK(t, mode_run(&e, "ldc", 16, 9, 0, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 4, 3, 0) && o[4] == mode_at(&e, 0, 3, 0),
            "ldc v4 at 16 of a 24-byte row: %u %u", o[0], o[4]);
    /* .zero: zeros outside in any coordinate */
    T_CHECK(t, mode_run(&e, "ldz", 24, 0, 0, e.h, o) == PTXVM_OK && o[0] == 0 &&
               o[4] == 0 && o[7] == 0, "ldz x 24: %u", o[0]);
    T_CHECK(t, mode_run(&e, "ldz", 0, 4, 0, e.h, o) == PTXVM_OK && o[0] == 0,
            "ldz y 4: %u", o[0]);
    T_CHECK(t, mode_run(&e, "ldz", 0, 0, 3, e.h, o) == PTXVM_OK && o[0] == 0,
            "ldz layer 3: %u", o[0]);
    T_CHECK(t, mode_run(&e, "ldz", 16, 0, 0, e.h, o) == PTXVM_OK &&
               o[0] == mode_at(&e, 4, 0, 0) && o[4] == 0,
            "ldz v4 at 16 of a 24-byte row: %u %u", o[0], o[4]);
    /* stores and reductions: .zero drops, .clamp moves, .trap inside */
    T_CHECK(t, mode_run(&e, "ldz_st", -4, 0, 0, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldz_st", 0, 0, 5, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldz_red", 0, -1, 0, e.h, o) == PTXVM_OK,
            "zero stores: %s", e.msg);
    ptxvm_memcpy_dtoh(e.k.vm, mem, e.sb, sizeof mem);
    T_CHECK(t, memcmp(mem, e.init, sizeof mem) == 0, ".zero stores changed memory");
    T_CHECK(t, mode_run(&e, "ldc_st", -4, 7, 9, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldc_red", 1000, 1, 0, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldt_st", 4, 1, 1, e.h, o) == PTXVM_OK &&
               mode_run(&e, "ldt_red", 8, 2, 0, e.h, o) == PTXVM_OK,
            "clamp/trap stores: %s", e.msg);
    ptxvm_memcpy_dtoh(e.k.vm, mem, e.sb, sizeof mem);
    for (i = 0; i < MW * MH * ML; i++) {
        uint32_t w = e.init[i];
        if (i == (2 * MH + 3) * MW + 0 || i == (1 * MH + 1) * MW + 1)
            w = 0xdeadbeef;
        if (i == (0 * MH + 1) * MW + 5 || i == (0 * MH + 2) * MW + 2)
            w += 1000;
        T_CHECK(t, mem[i] == w, "after stores: word %u = 0x%x, want 0x%x", i,
                mem[i], w);
    }
    /* .trap: the launch ends naming the line and the coordinates */
    rr = mode_run(&e, "ldt", 24, 1, 0, e.h, o);
    snprintf(want, sizeof want, "surf.ptx:%d:",
             src_line("suld.b.a2d.b32.trap"));
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, want) &&
               strstr(e.msg, "x 24 bytes, y 1, z 0, layer 0") &&
               strstr(e.msg, ".trap"),
            "trap x: %d %s (want %s)", (int)rr, e.msg, want);
    rr = mode_run(&e, "ldt", 0, 0, 3, e.h, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "layer 3"),
            "trap layer: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "ldt_st", 0, -1, 0, e.h, o);
    snprintf(want, sizeof want, "surf.ptx:%d:",
             src_line("sust.b.a2d.b32.trap"));
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, want) &&
               strstr(e.msg, "y -1"),
            "trap store: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "ldt_red", 0, 4, 0, e.h, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "sured.trap"),
            "trap reduction: %d %s", (int)rr, e.msg);
    /* misaligned: x not a multiple of the access, in every mode */
    rr = mode_run(&e, "ldz", 2, 0, 0, e.h, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "not a multiple of the access "
                      "size 4"), "misaligned: %d %s", (int)rr,
            e.msg);
    sk_close(t, &e.k);
out:
    test_end(t);
}

static void su_suq(pv_test *t)
{
    static const struct { ptxvm_format f; uint32_t ch, w, h, d, l, flags;
                          int norm; uint32_t want[7]; } qs[] = {
        { PTXVM_FORMAT_U8, 4, 7, 0, 0, 0, 0, 1,
          { 7, 1, 1, 0x10D2, 0x10B5, 1, 1 } },
        { PTXVM_FORMAT_S16, 2, 5, 3, 0, 0, 0, 0,
          { 5, 3, 1, 0x10D8, 0x10B2, 1, 1 } },
        { PTXVM_FORMAT_F32, 1, 4, 3, 2, 0, 0, 0,
          { 4, 3, 2, 0x10DE, 0x10B0, 1, 1 } },
        { PTXVM_FORMAT_U32, 1, 3, 0, 0, 5, 0, 0,
          { 3, 1, 1, 0x10DC, 0x10B0, 5, 1 } },
        { PTXVM_FORMAT_F16, 4, 4, 4, 0, 12, PTXVM_RESOURCE_CUBEMAP, 0,
          { 4, 4, 1, 0x10DD, 0x10B5, 12, 1 } },
        { PTXVM_FORMAT_S8, 1, 2, 2, 0, 0, 0, 1,
          { 2, 2, 1, 0x10D0, 0x10B0, 1, 1 } },
    };
    sk k;
    ptxvm_addr sb, ob;
    uint32_t o[8], i, j;
    uint64_t h;
    void *args[2];
    if (!test_begin(t, "surface suq: every query; a .surfref binding"))
        return;
    if (!sk_open(t, &k, modes_src, NULL, 0))
        goto out;
    sb = sk_buf(&k, NULL, 4096);
    ob = sk_buf(&k, NULL, 32);
    for (i = 0; i < sizeof qs / sizeof *qs; i++) {
        ptxvm_resource_desc r = su_res(sb, qs[i].f, qs[i].ch, qs[i].w, qs[i].h,
                                       qs[i].d, qs[i].l);
        ptxvm_surface_desc d;
        memset(&d, 0, sizeof d);
        d.normalized = qs[i].norm;
        r.flags = qs[i].flags;
        h = 0;
        T_CHECK(t, ptxvm_surface_create_hosted(k.vm, &r, &d, &h) == PTXVM_OK,
                "create %u: %s", i, ptxvm_error_message(k.vm));
        args[0] = &h;
        args[1] = &ob;
        T_CHECK(t, sk_launch(&k, "q", 1, 1, args) == PTXVM_OK, "q: %s",
                ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, o, ob, 28);
        for (j = 0; j < 7; j++)
            T_CHECK(t, o[j] == qs[i].want[j], "surface %u query %u = 0x%x, want "
                    "0x%x", i, j, o[j], qs[i].want[j]);
        ptxvm_surface_destroy(k.vm, h);
    }
    /* a .surfref bound to a surface object */
    {
        uint32_t v[4] = { 11, 22, 33, 44 };
        ptxvm_resource_desc r = su_res(sb, PTXVM_FORMAT_U32, 1, 4, 0, 0, 0);
        ptxvm_memcpy_htod(k.vm, sb, v, sizeof v);
        ptxvm_surface_create(k.vm, &r, &h);
        T_CHECK(t, ptxvm_module_bind_texref(k.m, "sref", h) == PTXVM_OK,
                "bind: %s", ptxvm_error_message(k.vm));
        args[0] = &ob;
        T_CHECK(t, sk_launch(&k, "qref", 1, 1, args) == PTXVM_OK, "qref: %s",
                ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, o, ob, 8);
        ptxvm_memcpy_dtoh(k.vm, v, sb, sizeof v);
        T_CHECK(t, o[0] == 4 && o[1] == 22 && v[0] == 4, "qref: %u %u %u", o[0],
                o[1], v[0]);
    }
    sk_close(t, &k);
out:
    test_end(t);
}

/* Forged, destroyed and texture handles; a surface over freed memory. */
static void su_sandbox(pv_test *t)
{
    mode_env e;
    uint32_t o[8];
    ptxvm_resource_desc r;
    ptxvm_texture_desc td;
    ptxvm_result rr;
    ptxvm_addr fb;
    uint64_t th = 0, dh = 0, fh = 0;
    char want[64];
    if (!test_begin(t, "surface sandbox: bad handles and freed memory fault"))
        return;
    if (!sk_open(t, &e.k, modes_src, NULL, 0))
        goto out;
    memset(e.init, 0, sizeof e.init);
    e.sb = sk_buf(&e.k, e.init, sizeof e.init);
    e.ob = sk_buf(&e.k, NULL, 32);
    r = su_res(e.sb, PTXVM_FORMAT_U32, 1, MW, MH, 0, ML);
    memset(&td, 0, sizeof td);
    td.read_as_integer = 1;
    ptxvm_texture_create(e.k.vm, &r, &td, &th);
    ptxvm_surface_create(e.k.vm, &r, &dh);
    ptxvm_surface_destroy(e.k.vm, dh);
    snprintf(want, sizeof want, "surf.ptx:%d:", src_line("suld.b.a2d.b32.zero"));
    rr = mode_run(&e, "ldz", 0, 0, 0, 0x1234567ull, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, want) &&
               strstr(e.msg, "not a live surface"),
            "forged: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "ldz", 0, 0, 0, dh, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "not a live surface"),
            "destroyed: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "ldz_st", 0, 0, 0, th, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "it is a texture"),
            "texture handle: %d %s", (int)rr, e.msg);
    fb = sk_buf(&e.k, NULL, sizeof e.init);
    r.data = fb;
    ptxvm_surface_create(e.k.vm, &r, &fh);
    ptxvm_mem_free(e.k.vm, fb);
    rr = mode_run(&e, "ldc_red", 0, 0, 0, fh, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "no longer allocated"),
            "freed memory: %d %s", (int)rr, e.msg);
    rr = mode_run(&e, "q", 0, 0, 0, 99, o);
    T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
               strstr(e.msg, "not a live surface"),
            "suq forged: %d %s", (int)rr, e.msg);
    sk_close(t, &e.k);
out:
    test_end(t);
}

/* ---- host-served surfaces ------------------------------------------- */

enum { HW = 64, HH = 2 };

typedef struct host_srv {
    int calls[4];                  /* by op */
    int bad;                       /* requests with wrong fields */
    char why[200];
    uint64_t handle;
    uint32_t texels[HH][HW][2];    /* the surface the host keeps */
    ptxvm_result fail;             /* returned when set */
} host_srv;

static void hs_bad(host_srv *s, const char *why)
{
    if (!s->bad++)
        snprintf(s->why, sizeof s->why, "%s", why);
}

static ptxvm_result hs_serve(void *user, ptxvm_surface_request *q)
{
    host_srv *s = (host_srv *)user;
    uint32_t l, k, want = 0, warp = 0xffffffffu;
    if (s->fail)
        return s->fail;
    if (q->op < PTXVM_SURF_LOAD || q->op > PTXVM_SURF_REDUCE) {
        hs_bad(s, "op");
        return PTXVM_OK;
    }
    s->calls[q->op]++;
    if (q->surface != s->handle)
        hs_bad(s, "handle");
    if (q->geom != PTXVM_GEOM_2D || q->formatted || q->size != 4)
        hs_bad(s, "geometry, .b or size");
    if (q->op == PTXVM_SURF_LOAD && (q->vec != 2 || q->mode != PTXVM_SURF_CLAMP))
        hs_bad(s, "load form");
    if (q->op == PTXVM_SURF_STORE && (q->vec != 2 || q->mode != PTXVM_SURF_ZERO))
        hs_bad(s, "store form");
    if (q->op == PTXVM_SURF_REDUCE &&
        (q->vec != 1 || q->mode != PTXVM_SURF_TRAP ||
         q->red_op != PTXVM_SURF_RED_ADD || q->red_type != PTXVM_SURF_TYPE_U))
        hs_bad(s, "reduction form");
    /* lane l of thread tid has x = tid * 8, y = its block; odd threads
       use this surface, reductions only those with tid % 3 == 0 */
    for (l = 0; l < 32; l++) {
        uint32_t tid, y;
        if (!((q->mask >> l) & 1u))
            continue;
        tid = (uint32_t)q->x[l] / 8;
        y = (uint32_t)q->y[l];
        if ((tid & 31) != l || !(tid & 1) || y >= HH ||
            (q->op == PTXVM_SURF_REDUCE && tid % 3))
            hs_bad(s, "lane coordinates");
        if (warp == 0xffffffffu)
            warp = tid / 32;
        if (tid / 32 != warp)
            hs_bad(s, "two warps in one request");
        if (tid >= HW)
            continue;
        for (k = 0; k < 2; k++) {
            if (q->op == PTXVM_SURF_LOAD)
                q->data[k][l] = s->texels[y][tid][k];
            else if (q->op == PTXVM_SURF_STORE)
                s->texels[y][tid][k] = (uint32_t)q->data[k][l];
        }
        if (q->op == PTXVM_SURF_REDUCE)
            s->texels[y][tid][0] += (uint32_t)q->data[0][l];
    }
    for (l = 0; l < 32 && warp != 0xffffffffu; l++) {
        uint32_t tid = warp * 32 + l;
        if ((tid & 1) && (q->op != PTXVM_SURF_REDUCE || tid % 3 == 0))
            want |= 1u << l;
    }
    if (q->mask != want)
        hs_bad(s, "mask");
    return PTXVM_OK;
}

static void su_hosted(pv_test *t)
{
    static const char src[] = PTX_HEAD
        ".visible .entry k(.param .u64 hs, .param .u64 hb, .param .u64 o) {\n"
        ".reg .b64 %rd<9>; .reg .b32 %r<12>; .reg .pred %p<3>;\n"
        "ld.param.u64 %rd1, [hs]; ld.param.u64 %rd2, [hb]; ld.param.u64 %rd5, [o];\n"
        "mov.u32 %r1, %tid.x; mov.u32 %r4, %ctaid.x;\n"
        "and.b32 %r2, %r1, 1; setp.eq.u32 %p1, %r2, 1;\n"
        "selp.b64 %rd3, %rd1, %rd2, %p1;\n"
        "shl.b32 %r3, %r1, 3;\n"
        "suld.b.2d.v2.b32.clamp {%r5, %r6}, [%rd3, {%r3, %r4}];\n"
        "mad.lo.u32 %r7, %r4, 64, %r1; mul.wide.u32 %rd6, %r7, 8;\n"
        "add.u64 %rd7, %rd5, %rd6; st.global.v2.b32 [%rd7], {%r5, %r6};\n"
        "sust.b.2d.v2.b32.zero [%rd3, {%r3, %r4}], {%r6, %r5};\n"
        "rem.u32 %r8, %r1, 3; setp.eq.u32 %p2, %r8, 0;\n"
        "@%p2 sured.b.add.2d.u32.trap [%rd3, {%r3, %r4}], %r1;\n"
        "ret; }\n";
    sk k;
    host_srv srv, srv2;
    ptxvm_resource_desc r;
    ptxvm_surface_desc d;
    uint32_t mem[HH][HW][2], init[HH][HW][2], out[HH][HW][2], x, y;
    ptxvm_addr sb, ob;
    uint64_t hs = 0, hb = 0, hf = 0;
    void *args[3];
    ptxvm_result rr;
    char want[64];
    if (!test_begin(t, "surface host-served: one call per warp and handle"))
        return;
    if (!sk_open(t, &k, src, NULL, 1))
        goto out;
    memset(&srv, 0, sizeof srv);
    for (y = 0; y < HH; y++)
        for (x = 0; x < HW; x++) {
            init[y][x][0] = y * 1000 + x;
            init[y][x][1] = 0x5000 + y * 100 + x;
            srv.texels[y][x][0] = 0x70000 + y * 1000 + x;
            srv.texels[y][x][1] = 0x90000 + y * 1000 + x;
        }
    sb = sk_buf(&k, init, sizeof init);
    ob = sk_buf(&k, NULL, sizeof out);
    r = su_res(sb, PTXVM_FORMAT_U32, 2, HW, HH, 0, 0);
    ptxvm_surface_create(k.vm, &r, &hb);
    r.data = 0;
    memset(&d, 0, sizeof d);
    d.serve = hs_serve;
    d.serve_user = &srv;
    T_CHECK(t, ptxvm_surface_create_hosted(k.vm, &r, &d, &hs) == PTXVM_OK,
            "create hosted: %s", ptxvm_error_message(k.vm));
    srv.handle = hs;
    {
        uint32_t hostcopy[HH][HW][2];
        memcpy(hostcopy, srv.texels, sizeof hostcopy);
        args[0] = &hs; args[1] = &hb; args[2] = &ob;
        T_CHECK(t, sk_launch(&k, "k", HH, HW, args) == PTXVM_OK, "launch: %s",
                ptxvm_error_message(k.vm));
        T_CHECK(t, srv.bad == 0, "%d bad requests, first: %s", srv.bad, srv.why);
        T_CHECK(t, srv.calls[PTXVM_SURF_LOAD] == 4 &&
                   srv.calls[PTXVM_SURF_STORE] == 4 &&
                   srv.calls[PTXVM_SURF_REDUCE] == 4,
                "calls: %d loads, %d stores, %d reductions (want 4 each: one "
                "per warp)", srv.calls[1], srv.calls[2], srv.calls[3]);
        ptxvm_memcpy_dtoh(k.vm, out, ob, sizeof out);
        ptxvm_memcpy_dtoh(k.vm, mem, sb, sizeof mem);
        for (y = 0; y < HH; y++)
            for (x = 0; x < HW; x++) {
                const uint32_t *src_t = (x & 1) ? hostcopy[y][x] : init[y][x];
                const uint32_t *now = (x & 1) ? srv.texels[y][x] : mem[y][x];
                uint32_t add = x % 3 == 0 ? x : 0;
                T_CHECK(t, out[y][x][0] == src_t[0] && out[y][x][1] == src_t[1],
                        "load (%u,%u): 0x%x 0x%x", x, y, out[y][x][0], out[y][x][1]);
                T_CHECK(t, now[0] == src_t[1] + add && now[1] == src_t[0],
                        "after store and reduction (%u,%u): 0x%x 0x%x", x, y,
                        now[0], now[1]);
                if (!(x & 1))
                    T_CHECK(t, srv.texels[y][x][0] == hostcopy[y][x][0],
                            "host texel (%u,%u) of an even thread changed", x, y);
            }
    }
    /* a failing server ends the launch with its error, naming the line */
    memset(&srv2, 0, sizeof srv2);
    srv2.fail = PTXVM_E_HOST;
    d.serve_user = &srv2;
    ptxvm_surface_create_hosted(k.vm, &r, &d, &hf);
    args[0] = &hf;
    rr = sk_launch(&k, "k", 1, 32, args);
    snprintf(want, sizeof want, "surf.ptx:%d:", 11);
    T_CHECK(t, rr == PTXVM_E_HOST &&
               strstr(ptxvm_error_message(k.vm), "host server") &&
               strstr(ptxvm_error_message(k.vm), want),
            "failing server: %d %s", (int)rr, ptxvm_error_message(k.vm));
    sk_close(t, &k);
out:
    test_end(t);
}

/* ---- the wild corpus: ZLUDA's suld/sust templates, texture to surface */

#define WILD_ZLUDA "../shared/corpus/wild/zluda/"

/* Replace every key in *text by val (a new malloc'd string). */
static char *subst(char *text, const char *key, const char *val)
{
    size_t kl = strlen(key), vl = strlen(val), n = 0, len = strlen(text);
    char *p, *out, *o;
    for (p = strstr(text, key); p; p = strstr(p + kl, key))
        n++;
    out = (char *)malloc(len + n * vl + 1);
    if (!out)
        return text;
    for (o = out, p = text;;) {
        char *q = strstr(p, key);
        if (!q) {
            strcpy(o, p);
            break;
        }
        memcpy(o, p, (size_t)(q - p));
        o += q - p;
        memcpy(o, val, vl);
        o += vl;
        p = q + kl;
    }
    free(text);
    return out;
}

static char *dupstr(const char *s0)
{
    char *d = (char *)malloc(strlen(s0) + 1);
    if (d)
        strcpy(d, s0);
    return d;
}

/* One instance of template tpl (suld when load): 0 when it passed. */
static int zl_case(pv_test *t, const char *tpl, int load, int geom, int fsz,
                   int vec, int bound, uint64_t *seed)
{
    static const char *const gname[] = { "", "1d", "2d", "3d", "a1d", "a2d" };
    static const char *const coords[] = { "", "{coord_x}", "{coord_x, coord_y}",
        "{coord_x, coord_y, coord_z, coord_depth}", "{coord_depth, coord_x}",
        "{coord_depth, coord_x, coord_y, coord_y}" };
    char fmt[32], rtype[8], values[128], regs[1024], params[512], *src;
    const char *btype = fsz == 1 ? ".b8" : fsz == 2 ? ".b16" : fsz == 4 ? ".b32" : ".b64";
    int i, acc = fsz * vec, failed = 0;
    int dims = geom == 4 ? 1 : geom == 5 ? 2 : geom;
    int layered = geom >= 4;
    uint32_t W = 8, H = dims > 1 ? 4 : 0, D = geom == 3 ? 3 : 0, L = layered ? 3 : 0;
    size_t span = (size_t)W * 16 * (H ? H : 1) * (D ? D : 1) * (L ? L : 1);
    int32_t x = 2 * acc, y = dims > 1 ? 1 : 0, z = (geom == 3 || layered) ? 2 : 0;
    size_t at = (size_t)z * W * 16 * (H ? H : 1) + (size_t)y * W * 16 + (size_t)x;
    uint8_t init[2048], got[2048], vals[64];
    sk k;
    ptxvm_addr sb, ob;
    ptxvm_resource_desc r;
    uint64_t h = 0;
    void *args[16];
    snprintf(rtype, sizeof rtype, "%s", fsz == 1 ? ".b16" : btype);
    snprintf(fmt, sizeof fmt, "%s%s", vec == 1 ? "" : vec == 2 ? ".v2" : ".v4", btype);
    values[0] = regs[0] = params[0] = 0;
    for (i = 0; i < vec; i++) {
        char one[160];
        snprintf(one, sizeof one, "%s%svalue_%d", i ? ", " : "", vec > 1 && !i ? "{" : "", i);
        strcat(values, one);
        if (load)
            snprintf(one, sizeof one, ".reg %s value_%d;\n", rtype, i);
        else
            snprintf(one, sizeof one, ".reg %s value_%d;\nld.param%s value_%d, "
                     "[param_value_%d];\n", rtype, i, rtype, i, i);
        strcat(regs, one);
        snprintf(one, sizeof one, "%s.param %s param_value_%d", i ? ",\n" : "",
                 rtype, i);
        strcat(params, one);
    }
    if (vec > 1)
        strcat(values, "}");
    src = dupstr(tpl);
    src = subst(src, "#GEOMETRY#", gname[geom]);
    src = subst(src, "#FORMAT#", fmt);
    src = subst(src, "#VALUES#", values);
    src = subst(src, "#REG_VALUES#", regs);
    src = subst(src, "#PARAM_VALUES#", params);
    src = subst(src, "#IMAGE_SRC#", bound ? "image" : "image_bindless");
    src = subst(src, "#COORDINATES#", coords[geom]);
    if (!sk_open(t, &k, src, NULL, 0)) {
        T_CHECK(t, 0, "%s.%s%s: does not load", load ? "suld" : "sust",
                gname[geom], fmt);
        free(src);
        sk_close(t, &k);
        return 1;
    }
    free(src);
    for (i = 0; i < (int)span; i++)
        init[i] = (uint8_t)su_rng(seed);
    for (i = 0; i < (int)sizeof vals; i++)
        vals[i] = (uint8_t)su_rng(seed);
    sb = sk_buf(&k, init, span);
    ob = sk_buf(&k, NULL, 64);
    r = su_res(sb, PTXVM_FORMAT_U32, 4, W, H, D, L);
    ptxvm_surface_create(k.vm, &r, &h);
    if (bound)
        T_CHECK(t, ptxvm_module_bind_texref(k.m, "image", h) == PTXVM_OK,
                "bind: %s", ptxvm_error_message(k.vm));
    if (load) {
        args[0] = &ob; args[1] = &x; args[2] = &y; args[3] = &z; args[4] = &h;
    } else {
        args[0] = &x; args[1] = &y; args[2] = &z; args[3] = &h;
        for (i = 0; i < vec; i++)
            args[4 + i] = vals + i * 8;     /* little-endian: low bytes first */
    }
    if (sk_launch(&k, load ? "suld" : "sust", 1, 1, args) != PTXVM_OK) {
        T_CHECK(t, 0, "%s.%s%s %s: %s", load ? "suld" : "sust", gname[geom], fmt,
                bound ? "surfref" : "handle", ptxvm_error_message(k.vm));
        failed = 1;
    } else if (load) {
        ptxvm_memcpy_dtoh(k.vm, got, ob, (size_t)acc);
        failed = memcmp(got, init + at, (size_t)acc) != 0;
        T_CHECK(t, !failed, "suld.%s%s %s: wrong bytes", gname[geom], fmt,
                bound ? "surfref" : "handle");
    } else {
        ptxvm_memcpy_dtoh(k.vm, got, sb, span);
        for (i = 0; i < vec; i++)
            memcpy(init + at + (size_t)i * fsz, vals + i * 8, (size_t)fsz);
        failed = memcmp(got, init, span) != 0;
        T_CHECK(t, !failed, "sust.%s%s %s: wrong surface", gname[geom], fmt,
                bound ? "surfref" : "handle");
    }
    sk_close(t, &k);
    return failed;
}

static void su_corpus(pv_test *t)
{
    static const char *const tpl_file[2] = {
        WILD_ZLUDA "old_zluda_tests_kernel_suld.ptx",
        WILD_ZLUDA "old_zluda_tests_kernel_sust.ptx" };
    uint64_t seed = 99;
    int f, geom, fsz, vec, bound, cases = 0, bad = 0;
    if (!test_begin(t, "surface corpus: ZLUDA suld/sust kernels, texture to "
                       "surface"))
        return;
    for (f = 0; f < 2; f++) {
        size_t len;
        char *tpl = test_read_file(tpl_file[f], &len);
        if (!tpl) {
            test_skip(t, "../shared/corpus/wild not present");
            return;
        }
        for (geom = 1; geom <= 5; geom++)
            for (fsz = 1; fsz <= 8; fsz *= 2)
                for (vec = 1; vec <= 4; vec *= 2)
                    for (bound = 0; bound < 2; bound++) {
                        if (vec == 4 && fsz == 8)
                            continue;
                        bad += zl_case(t, tpl, f == 0, geom, fsz, vec, bound, &seed);
                        cases++;
                    }
        free(tpl);
    }
    T_CHECK(t, cases == 220 && bad == 0, "%d of %d ZLUDA instances failed", bad,
            cases);
    /* texture_to_surface (in two files): texel (0, 0) of a texture, as
       four f16, into a surface */
    for (f = 0; f < 2; f++) {
        sk k;
        float tv[4 * 4] = { 1.0f, -2.5f, 0.125f, 65504.0f, 9, 9, 9, 9,
                            9, 9, 9, 9, 9, 9, 9, 9 };
        uint16_t o[4 * 4];
        ptxvm_addr tb, sb;
        ptxvm_resource_desc r;
        ptxvm_texture_desc td;
        uint64_t th = 0, sh = 0;
        void *args[2];
        int i;
        if (sk_open(t, &k, NULL, f ? WILD_ZLUDA "old_zluda_tests_mipmap_array.ptx"
                                   : WILD_ZLUDA
                    "old_zluda_tests_mipmap_texture_to_surface.ptx", 0)) {
            tb = sk_buf(&k, tv, sizeof tv);
            sb = sk_buf(&k, NULL, sizeof o);
            r = su_res(tb, PTXVM_FORMAT_F32, 4, 2, 2, 0, 0);
            memset(&td, 0, sizeof td);
            ptxvm_texture_create(k.vm, &r, &td, &th);
            r = su_res(sb, PTXVM_FORMAT_F16, 4, 2, 2, 0, 0);
            ptxvm_surface_create(k.vm, &r, &sh);
            args[0] = &th;
            args[1] = &sh;
            T_CHECK(t, sk_launch(&k, "texture_to_surface", 1, 1, args) == PTXVM_OK,
                    "texture_to_surface: %s", ptxvm_error_message(k.vm));
            ptxvm_memcpy_dtoh(k.vm, o, sb, sizeof o);
            for (i = 0; i < 16; i++)
                T_CHECK(t, o[i] == (i < 4 ? ref_f16(tv[i]) : 0), "texel half %d = "
                        "0x%04x", i, o[i]);
        }
        sk_close(t, &k);
    }
    test_end(t);
}

void surface_run_cases(pv_test *t)
{
    su_modes(t);
    su_suq(t);
    su_sandbox(t);
    su_hosted(t);
    su_corpus(t);
}
