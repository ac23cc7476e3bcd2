/* The tex_sample suite, continued: dead and wrong-kind handles, freed
   memory, an independent sampler's state, the descriptor checks of
   ptxvm_texture_create, every txq query, objects made and destroyed on
   another thread while a warp samples, and tex.2d in a kernel. */
#include "tex_sample.h"
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- handles, memory, descriptors, txq ------------------------------- */

static void ts_handles(pv_test *t)
{
    tsv v;
    float img[16] = { 0 };
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    pv_texture so;
    uint64_t h, hd, hsm, hsu;
    ptxvm_tex_request *q;
    if (!test_begin(t, "tex_sample dead, wrong-kind handles, freed memory"))
        return;
    if (!ts_open(t, &v))
        goto out;
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, 4, 4, 0);
    ptxvm_texture_create(v.vm, &r, &d, &h);
    ptxvm_texture_create(v.vm, &r, &d, &hd);
    ptxvm_texture_destroy(v.vm, hd);
    ptxvm_sampler_create(v.vm, &d, &hsm);
    memset(&so, 0, sizeof so);
    so.kind = PV_OBJ_SURFACE;
    so.res = r;
    pv_obj_add(v.vm, &so, &hsu);
    q = ts_req(PTXVM_GEOM_2D);
    ts_setf(q, 0, 1, 1, 0);
    T_CHECK(t, ts_run(&v, h, q) == PTXVM_OK, "live: %s", ts_msg);
    T_CHECK(t, ts_run(&v, hd, q) == PTXVM_E_MEMORY_FAULT &&
               strstr(ts_msg, "not a live texture"), "dead: %s", ts_msg);
    T_CHECK(t, ts_run(&v, hsm, q) == PTXVM_E_MEMORY_FAULT &&
               strstr(ts_msg, "sampler"), "sampler as texture: %s", ts_msg);
    T_CHECK(t, ts_run(&v, hsu, q) == PTXVM_E_MEMORY_FAULT &&
               strstr(ts_msg, "surface"), "surface as texture: %s", ts_msg);
    T_CHECK(t, ts_run(&v, 0, q) == PTXVM_E_MEMORY_FAULT &&
               strstr(ts_msg, "0x0"), "handle 0: %s", ts_msg);
    {   /* the fault names the first lane of the handle */
        uint64_t hs[32];
        uint32_t l, fl = 99;
        for (l = 0; l < 32; l++)
            hs[l] = l < 9 ? h : hd;
        q = ts_req(PTXVM_GEOM_2D);
        for (l = 0; l < 32; l++)
            ts_setf(q, l, 1, 1, 0);
        T_CHECK(t, pv_tex_warp(v.vm, hs, q, &ts_res, &fl, ts_msg,
                               sizeof ts_msg) == PTXVM_E_MEMORY_FAULT &&
                   fl == 9, "fault lane %u", fl);
    }
    /* the independent sampler: a sampler object, a texture's state, or
       a bad handle */
    q = ts_req(PTXVM_GEOM_2D);
    ts_setf(q, 0, 1, 1, 0);
    q->sampler = hsm;
    T_CHECK(t, ts_run(&v, h, q) == PTXVM_OK, "with sampler: %s", ts_msg);
    q->sampler = h;
    T_CHECK(t, ts_run(&v, h, q) == PTXVM_OK, "texture as sampler: %s", ts_msg);
    q->sampler = hsu;
    T_CHECK(t, ts_run(&v, h, q) == PTXVM_E_MEMORY_FAULT &&
               strstr(ts_msg, "sampler handle"), "bad sampler: %s", ts_msg);
    q->sampler = 0;
    /* freed memory */
    ptxvm_mem_free(v.vm, buf);
    T_CHECK(t, ts_run(&v, h, q) == PTXVM_E_MEMORY_FAULT &&
               strstr(ts_msg, "no longer allocated"), "freed: %s", ts_msg);
    ts_close(t, &v);
out:
    test_end(t);
}

/* A sampler object's state replaces the texture's: filter, modes,
   normalized coordinates. */
static void ts_sampler(pv_test *t)
{
    tsv v;
    float img[4] = { 1, 2, 3, 4 };
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d, sd;
    uint64_t h, hs;
    ptxvm_tex_request *q;
    if (!test_begin(t, "tex_sample independent sampler state"))
        return;
    if (!ts_open(t, &v))
        goto out;
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, 4, 0, 0);
    ptxvm_texture_create(v.vm, &r, &d, &h);
    memset(&sd, 0, sizeof sd);
    sd.filter_linear = 1;
    sd.normalized_coords = 1;
    sd.address_mode[0] = PTXVM_ADDRESS_WRAP;
    ptxvm_sampler_create(v.vm, &sd, &hs);
    q = ts_req(PTXVM_GEOM_1D);
    ts_setf(q, 0, 0.0f, 0, 0);     /* x = 0: half texel 3, half texel 0 */
    ts_run(&v, h, q);
    T_CHECK(t, wf(ts_res.v[0][0]) == 1.0f, "texture's own state: %g",
            wf(ts_res.v[0][0]));
    q->sampler = hs;
    ts_run(&v, h, q);
    T_CHECK(t, wf(ts_res.v[0][0]) == 2.5f, "sampler's state: %g",
            wf(ts_res.v[0][0]));
    ts_close(t, &v);
out:
    test_end(t);
}

static void ts_create_checks(pv_test *t)
{
    tsv v;
    ptxvm_addr buf;
    ptxvm_resource_desc r, b;
    ptxvm_texture_desc d, e;
    uint64_t h;
    if (!test_begin(t, "tex_sample descriptor checks"))
        return;
    if (!ts_open(t, &v))
        goto out;
    buf = ts_buf(&v, NULL, 4096);
    memset(&d, 0, sizeof d);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, 8, 8, 0);
#define REFUSE(want, word, ...)                                              \
    T_CHECK(t, ptxvm_texture_create(v.vm, &b, &e, &h) == (want) &&           \
               strstr(ptxvm_error_message(v.vm), word), __VA_ARGS__)
    b = r; e = d; e.max_anisotropy = 4;
    REFUSE(PTXVM_E_UNSUPPORTED, "max_anisotropy", "anisotropy: %s",
           ptxvm_error_message(v.vm));
    b = r; e = d; e.max_anisotropy = 1;
    T_CHECK(t, ptxvm_texture_create(v.vm, &b, &e, &h) == PTXVM_OK,
            "max_anisotropy 1");
    b = r; b.levels = 2; b.pitch = 64; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "pitch", "mips with pitch");
    b = r; b.levels = 33; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "levels", "33 levels");
    b = r; b.flags = PTXVM_RESOURCE_CUBEMAP; b.layers = 5; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "cube", "cube of 5 faces");
    b = r; b.flags = PTXVM_RESOURCE_CUBEMAP; b.layers = 6; b.height = 4; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "cube", "cube not square");
    b = r; b.flags = PTXVM_RESOURCE_CUBEMAP; b.layers = 6; e = d;
    e.seamless_cubemap = 1;
    REFUSE(PTXVM_E_UNSUPPORTED, "seamless", "seamless");
    b = r; b.flags = 2; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "flags", "flags");
    b = r; e = d; e.srgb = 1;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "srgb", "srgb on f32");
    b = r; b.format = PTXVM_FORMAT_U16; b.data = buf + 1; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "aligned", "misaligned");
    b = r; b.samples = 4; b.height = 0; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "multisample", "1D multisample");
    b = r; b.samples = 64; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "samples", "64 samples");
    b = r; b.samples = 8; b.height = 20; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "allocation", "samples past the end");
    b = r; e = d; e.mipmap_filter_linear = 2;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "mipmap_filter_linear", "mip filter 2");
    b = r; b.data = 0; e = d;
    REFUSE(PTXVM_E_INVALID_ARGUMENT, "data", "no data");
#undef REFUSE
    ts_close(t, &v);
out:
    test_end(t);
}

static void ts_txq(pv_test *t)
{
    static const struct { ptxvm_format f; int asint; uint32_t want; } ct[] = {
        { PTXVM_FORMAT_U8, 0, 0x10D2 }, { PTXVM_FORMAT_U16, 0, 0x10D3 },
        { PTXVM_FORMAT_S8, 0, 0x10D0 }, { PTXVM_FORMAT_S16, 0, 0x10D1 },
        { PTXVM_FORMAT_U8, 1, 0x10DA }, { PTXVM_FORMAT_U16, 1, 0x10DB },
        { PTXVM_FORMAT_U32, 1, 0x10DC }, { PTXVM_FORMAT_S8, 1, 0x10D7 },
        { PTXVM_FORMAT_S16, 1, 0x10D8 }, { PTXVM_FORMAT_S32, 1, 0x10D9 },
        { PTXVM_FORMAT_F16, 0, 0x10DD }, { PTXVM_FORMAT_F32, 0, 0x10DE },
    };
    tsv v;
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t h, hs, hm, hc;
    uint32_t o, lv;
    char msg[256];
    unsigned j;
    if (!test_begin(t, "tex_sample txq"))
        return;
    if (!ts_open(t, &v))
        goto out;
    buf = ts_buf(&v, NULL, 1 << 16);
#define Q(hh, what, lvl, want)                                               \
    do {                                                                     \
        o = 0xdead;                                                          \
        T_CHECK(t, pv_tex_query(v.vm, hh, what, lvl, &o, msg, sizeof msg) == \
                       PTXVM_OK && o == (uint32_t)(want),                    \
                "%s level %u: %u want %u", #what, (unsigned)(lvl), o,        \
                (unsigned)(want));                                           \
    } while (0)
    for (j = 0; j < sizeof ct / sizeof ct[0]; j++) {
        memset(&d, 0, sizeof d);
        d.read_as_integer = ct[j].asint;
        r = ts_res_desc(buf, ct[j].f, 2, 4, 0, 0);
        T_CHECK(t, ptxvm_texture_create(v.vm, &r, &d, &h) == PTXVM_OK, "%s",
                ptxvm_error_message(v.vm));
        Q(h, PV_TXQ_CHANNEL_TYPE, 0, ct[j].want);
        Q(h, PV_TXQ_CHANNEL_ORDER, 0, 0x10B2);
    }
    memset(&d, 0, sizeof d);
    d.filter_linear = 1;
    d.address_mode[0] = PTXVM_ADDRESS_MIRROR;
    d.address_mode[1] = PTXVM_ADDRESS_BORDER;
    d.address_mode[2] = PTXVM_ADDRESS_CLAMP;
    d.normalized_coords = 1;
    r = ts_res_desc(buf, PTXVM_FORMAT_U8, 4, 20, 6, 3);
    r.levels = 5;
    ptxvm_texture_create(v.vm, &r, &d, &h);
    Q(h, PV_TXQ_WIDTH, 0, 20);
    Q(h, PV_TXQ_HEIGHT, 0, 6);
    Q(h, PV_TXQ_DEPTH, 0, 3);
    Q(h, PV_TXQ_CHANNEL_ORDER, 0, 0x10B5);
    Q(h, PV_TXQ_NORMALIZED, 0, 1);
    Q(h, PV_TXQ_FORCE_UNNORM, 0, 0);
    Q(h, PV_TXQ_FILTER, 0, 1);
    Q(h, PV_TXQ_ADDR0, 0, PTXVM_ADDRESS_MIRROR);
    Q(h, PV_TXQ_ADDR0 + 1, 0, PTXVM_ADDRESS_BORDER);
    Q(h, PV_TXQ_ADDR0 + 2, 0, PTXVM_ADDRESS_CLAMP);
    Q(h, PV_TXQ_ARRAY_SIZE, 0, 0);
    Q(h, PV_TXQ_LEVELS, 0, 5);
    Q(h, PV_TXQ_SAMPLES, 0, 1);
    for (lv = 0; lv < 7; lv++) {
        uint32_t w = lv < 5 ? (20u >> lv ? 20u >> lv : 1u) : 0u;
        uint32_t hh = lv < 5 ? (6u >> lv ? 6u >> lv : 1u) : 0u;
        uint32_t dd = lv < 5 ? (3u >> lv ? 3u >> lv : 1u) : 0u;
        Q(h, PV_TXQ_WIDTH | PV_TXQ_LEVEL_FLAG, lv, w);
        Q(h, PV_TXQ_HEIGHT | PV_TXQ_LEVEL_FLAG, lv, hh);
        Q(h, PV_TXQ_DEPTH | PV_TXQ_LEVEL_FLAG, lv, dd);
    }
    Q(h, PV_TXQ_WIDTH, 3, 20);       /* no flag: the level is ignored */
    d.srgb = 1;
    d.normalized_coords = 0;
    r = ts_res_desc(buf, PTXVM_FORMAT_U8, 4, 8, 8, 0);
    r.layers = 12;
    r.flags = PTXVM_RESOURCE_CUBEMAP;
    ptxvm_texture_create(v.vm, &r, &d, &hc);
    Q(hc, PV_TXQ_ARRAY_SIZE, 0, 2);
    Q(hc, PV_TXQ_CHANNEL_ORDER, 0, 0x10C1);
    Q(hc, PV_TXQ_FORCE_UNNORM, 0, 1);
    Q(hc, PV_TXQ_NORMALIZED, 0, 0);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, 8, 8, 0);
    r.samples = 8;
    r.layers = 3;
    d.srgb = 0;
    ptxvm_texture_create(v.vm, &r, &d, &hm);
    Q(hm, PV_TXQ_SAMPLES, 0, 8);
    Q(hm, PV_TXQ_ARRAY_SIZE, 0, 3);
    Q(hm, PV_TXQ_CHANNEL_ORDER, 0, 0x10B0);
    /* a sampler answers sampler queries only */
    d.address_mode[1] = PTXVM_ADDRESS_WRAP;
    ptxvm_sampler_create(v.vm, &d, &hs);
    Q(hs, PV_TXQ_FILTER, 0, 1);
    Q(hs, PV_TXQ_ADDR0 + 1, 0, PTXVM_ADDRESS_WRAP);
    T_CHECK(t, pv_tex_query(v.vm, hs, PV_TXQ_WIDTH, 0, &o, msg, sizeof msg) ==
                   PTXVM_E_MEMORY_FAULT && strstr(msg, "sampler"),
            "width of a sampler: %s", msg);
    ptxvm_texture_destroy(v.vm, hm);
    T_CHECK(t, pv_tex_query(v.vm, hm, PV_TXQ_WIDTH, 0, &o, msg, sizeof msg) ==
                   PTXVM_E_MEMORY_FAULT && strstr(msg, "not a live"),
            "dead: %s", msg);
#undef Q
    ts_close(t, &v);
out:
    test_end(t);
}

/* ---- threads ---------------------------------------------------------- */

typedef struct ts_churn {
    ptxvm_vm *vm;
    ptxvm_resource_desc r;
    int rounds, failed;
} ts_churn;

static void *ts_churn_fn(void *p)
{
    ts_churn *c = (ts_churn *)p;
    ptxvm_texture_desc d;
    uint64_t hs[40];
    int i, k;
    memset(&d, 0, sizeof d);
    for (i = 0; i < c->rounds; i++) {
        int n = 1 + i % 40;
        for (k = 0; k < n; k++)
            if (ptxvm_texture_create(c->vm, &c->r, &d, &hs[k]) != PTXVM_OK)
                c->failed = 1;
        for (k = 0; k < n; k++)
            ptxvm_texture_destroy(c->vm, hs[k]);
    }
    return NULL;
}

/* One thread makes and destroys textures (the table grows new chunks,
   slots are reused) while this one samples a live texture: every
   result stays right. */
static void ts_threads(pv_test *t)
{
    tsv v;
    float img[16];
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint64_t h;
    ts_churn c;
    pthread_t th;
    int i, bad = 0;
    if (!test_begin(t, "tex_sample objects made on another thread"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < 16; i++)
        img[i] = (float)i * 2.0f;
    buf = ts_buf(&v, img, sizeof img);
    memset(&d, 0, sizeof d);
    r = ts_res_desc(buf, PTXVM_FORMAT_F32, 1, 4, 4, 0);
    ptxvm_texture_create(v.vm, &r, &d, &h);
    c.vm = v.vm;
    c.r = r;
    c.rounds = 300;
    c.failed = 0;
    if (pthread_create(&th, NULL, ts_churn_fn, &c) != 0) {
        T_CHECK(t, 0, "pthread_create");
        ts_close(t, &v);
        goto out;
    }
    for (i = 0; i < 3000; i++) {
        ptxvm_tex_request *q = ts_req(PTXVM_GEOM_2D);
        uint32_t l;
        for (l = 0; l < 32; l++)
            ts_setf(q, l, (float)(l % 4) + 0.5f, (float)(l / 8) + 0.5f, 0);
        if (ts_run(&v, h, q) != PTXVM_OK && bad++ < 3)
            T_CHECK(t, 0, "sample: %s", ts_msg);
        for (l = 0; l < 32; l++)
            if (wf(ts_res.v[0][l]) != img[(l / 8) * 4 + l % 4] && bad++ < 3)
                T_CHECK(t, 0, "lane %u: %g", l, wf(ts_res.v[0][l]));
    }
    pthread_join(th, NULL);
    T_CHECK(t, !c.failed, "create on the other thread failed");
    ts_close(t, &v);
out:
    test_end(t);
}

/* ---- a kernel --------------------------------------------------------- */

static const char ts_ptx[] =
    ".version 7.0\n.target sm_75\n.address_size 64\n"
    ".visible .entry k(.param .u64 tex, .param .u64 out)\n{\n"
    "  .reg .b32 %r<8>;\n  .reg .f32 %f<8>;\n  .reg .b64 %rd<6>;\n"
    "  ld.param.u64 %rd1, [tex];\n  ld.param.u64 %rd2, [out];\n"
    "  mov.u32 %r1, %tid.x;\n  cvt.rn.f32.u32 %f1, %r1;\n"
    "  mul.f32 %f1, %f1, 0f3E000000;\n"               /* x = tid / 8 */
    "  mov.f32 %f2, 0f3F000000;\n"                    /* y = 0.5 */
    "  tex.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%f1, %f2}];\n"
    "  mul.wide.u32 %rd3, %r1, 16;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.v4.f32 [%rd4], {%f3, %f4, %f5, %f6};\n  ret;\n}\n";

/* tex.2d through the interpreter: 32 threads bilinear-sample a u8x4
   normalized texture; the words match the reference. */
static void ts_kernel(pv_test *t)
{
    enum { W = 5, H = 4 };
    tsv v;
    uint8_t img[W * H * 4];
    float o[32 * 4];
    ptxvm_addr buf, out;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_launch l;
    uint64_t h, s = 11;
    void *args[2];
    rf ref;
    int i, c;
    if (!test_begin(t, "tex_sample tex.2d in a kernel"))
        return;
    if (!ts_open(t, &v))
        goto out;
    for (i = 0; i < W * H * 4; i++)
        img[i] = (uint8_t)ts_rng(&s);
    buf = ts_buf(&v, img, sizeof img);
    out = ts_buf(&v, NULL, sizeof o);
    memset(&d, 0, sizeof d);
    d.filter_linear = 1;
    d.address_mode[0] = PTXVM_ADDRESS_MIRROR;
    d.normalized_coords = 1;
    r = ts_res_desc(buf, PTXVM_FORMAT_U8, 4, W, H, 0);
    ptxvm_texture_create(v.vm, &r, &d, &h);
    if (ptxvm_module_load(v.vm, ts_ptx, sizeof ts_ptx - 1, "k.ptx", &m) !=
            PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(v.vm));
        ts_close(t, &v);
        goto out;
    }
    args[0] = &h;
    args[1] = &out;
    test_launch_1d(&l, 1, 32, args);
    T_CHECK(t, ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK, "launch: %s",
            ptxvm_error_message(v.vm));
    ptxvm_memcpy_dtoh(v.vm, o, out, sizeof o);
    memset(&ref, 0, sizeof ref);
    ref.data = img;
    ref.fmt = PTXVM_FORMAT_U8;
    ref.ch = 4;
    ref.n[0] = W;
    ref.n[1] = H;
    ref.n[2] = 1;
    ref.mode[0] = PTXVM_ADDRESS_MIRROR;
    ref.norm = 1;
    ref.lin = 1;
    for (i = 0; i < 32; i++) {
        float co[2];
        uint32_t w[4];
        co[0] = (float)i * 0.125f;
        co[1] = 0.5f;
        rf_sample(&ref, 0, 0, 2, co, NULL, w);
        for (c = 0; c < 4; c++)
            T_CHECK(t, fw(o[i * 4 + c]) == w[c], "thread %d.%d: %a want %a",
                    i, c, o[i * 4 + c], wf(w[c]));
    }
    ts_close(t, &v);
out:
    test_end(t);
}

void tex_sample_api(pv_test *t)
{
    ts_handles(t);
    ts_sampler(t);
    ts_create_checks(t);
    ts_txq(t);
    ts_threads(t);
    ts_kernel(t);
}
