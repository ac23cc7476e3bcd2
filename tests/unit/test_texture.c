/* Texture objects: ptxvm_texture_create/destroy (bad descriptors, handle
   reuse, no leak) and the built-in sampler (src/texture.c) checked word
   for word against a reference written here from the CUDA Programming
   Guide's "Texture Fetching" appendix: point and linear filtering with
   9-bit fixed-point weights, every address mode, normalized and
   unnormalized coordinates, 1D/2D/3D and layered resources, f32, u8x4
   read as normalized floats and as integers, and integer fetches on a
   linear buffer as tex1Dfetch makes them. */
#include "../testlib.h"
#include "texture.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t tx_rng(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 33);
}

/* ---- the reference ---------------------------------------------------- */

/* Index i of a size-n dimension under mode; returns 0 for the border. */
static int ref_index(long i, long n, int mode, int normalized, long *out)
{
    if (!normalized && mode != PTXVM_ADDRESS_BORDER)
        mode = PTXVM_ADDRESS_CLAMP;
    if (mode == PTXVM_ADDRESS_BORDER) {
        *out = i;
        return i >= 0 && i < n;
    }
    if (mode == PTXVM_ADDRESS_CLAMP)
        *out = i < 0 ? 0 : (i > n - 1 ? n - 1 : i);
    else if (mode == PTXVM_ADDRESS_WRAP)
        *out = ((i % n) + n) % n;
    else {
        long m = ((i % (2 * n)) + 2 * n) % (2 * n);
        *out = m < n ? m : 2 * n - 1 - m;
    }
    return 1;
}

typedef struct ref_tex {
    const float *f;           /* f32 texels, 4 per texel when ch == 4   */
    const uint8_t *u8;        /* or u8 x4 texels                         */
    int ch;
    long n[3];
    int mode[3], norm, linear;
} ref_tex;

static float ref_texel(const ref_tex *r, long x, long y, long z, int c)
{
    long at = (z * r->n[1] + y) * r->n[0] + x;
    if (r->u8)
        return (float)r->u8[at * 4 + c] / 255.0f;
    if (c >= r->ch)
        return 0.0f;                /* missing channels read 0 (H200) */
    return r->f[at * r->ch + c];
}

static int ref_in(const ref_tex *r, long x, long y, long z, long a[3])
{
    return ref_index(x, r->n[0], r->mode[0], r->norm, &a[0]) &&
           ref_index(y, r->n[1], r->mode[1], r->norm, &a[1]) &&
           ref_index(z, r->n[2], r->mode[2], r->norm, &a[2]);
}

/* Channel c of the texel at (x, y, z) after addressing, border 0. */
static float ref_tap(const ref_tex *r, long x, long y, long z, int c)
{
    long a[3];
    return ref_in(r, x, y, z, a) ? ref_texel(r, a[0], a[1], a[2], c) : 0.0f;
}

/* The u8 code there (border 0). */
static long ref_code(const ref_tex *r, long x, long y, long z, int c)
{
    long a[3];
    if (!ref_in(r, x, y, z, a))
        return 0;
    return r->u8[((a[2] * r->n[1] + a[1]) * r->n[0] + a[0]) * 4 + c];
}

/* Corner k's weight in 1/256 from the per-dimension weights al[] in 1/256:
   the H200's products rounded half up, the corners making up the rest. */
static long ref_weight(int dims, const long *al, int k)
{
    long x = al[0], y = al[1], z = al[2];
    long xy = (x * y + 128) / 256, xz = (x * z + 128) / 256;
    long yz = (y * z + 128) / 256, xyz = (xy * z + 128) / 256;
    if (dims == 1)
        return k ? x : 256 - x;
    if (dims == 2)
        return k == 3 ? xy : k == 1 ? x - xy : k == 2 ? y - xy
                                            : 256 - x - y + xy;
    switch (k) {
    case 0: return 256 - x - y - z + xy + xz + yz - xyz;
    case 1: return x - xy - xz + xyz;
    case 2: return y - xy - yz + xyz;
    case 3: return xy - xyz;
    case 4: return z - xz - yz + xyz;
    case 5: return xz - xyz;
    case 6: return yz - xyz;
    default: return xyz;
    }
}

/* Sampled channel c. Normalized coordinates are held to
   22 fractional bits; the weights of linear filtering are integers in
   1/256; u8 blends round once to a 16-bit UNORM value, f32 ones to f32;
   a 1D texture filters as 2D between row -1 and row 0 (H200). */
static float ref_sample(const ref_tex *r, int dims, const float *co, int c)
{
    long i[3] = { 0, 0, 0 }, al[3] = { 0, 0, 0 };
    int d, k;
    for (d = 0; d < dims; d++) {
        double x = r->norm ? floor((double)co[d] * 4194304.0) / 4194304.0 *
                             (double)r->n[d] : (double)co[d];
        if (r->linear) {
            double xb = x - 0.5, fl = floor(xb);
            i[d] = (long)fl;
            al[d] = (long)floor((xb - fl) * 256.0 + 0.5);
        } else {
            i[d] = (long)floor(x);
        }
    }
    if (!r->linear)
        return ref_tap(r, i[0], i[1], i[2], c);
    if (dims == 1 && r->n[1] == 1 && r->n[2] == 1) {
        i[1] = -1;
        al[1] = 128;
        dims = 2;
    }
    {
        double s = 0;
        long si = 0;
        float v;
        uint32_t nan = 0x7fffffffu;
        for (k = 0; k < (1 << dims); k++) {
            long w = ref_weight(dims, al, k);
            long x = i[0] + (k & 1), y = i[1] + ((k >> 1) & 1),
                 z = i[2] + ((k >> 2) & 1);
            if (!w)
                continue;
            if (r->u8)
                si += w * ref_code(r, x, y, z, c);
            else
                s += (double)w * ref_tap(r, x, y, z, c);
        }
        if (r->u8)
            v = (float)((double)((si * 257 + 128) / 256) / 65535.0);
        else if (s != s)
            memcpy(&v, &nan, 4);        /* the blend's NaN (H200) */
        else
            v = (float)(s / 256.0);
        return v;
    }
}

/* An f32 texture of ch channels over data (tx on the host): n[0] texels
   (by n[1], by n[2] as dims asks), mode on every axis. r and d describe
   it to ptxvm, ref to ref_sample. */
static void f32_tex(ptxvm_resource_desc *r, ptxvm_texture_desc *d, ref_tex *ref,
                    ptxvm_addr data, const float *tx, int ch, int dims,
                    const long n[3], int mode, int norm, int linear)
{
    memset(r, 0, sizeof *r);
    memset(d, 0, sizeof *d);
    memset(ref, 0, sizeof *ref);
    r->data = data;
    r->format = PTXVM_FORMAT_F32;
    r->channels = (uint32_t)ch;
    r->width = (uint32_t)n[0];
    r->height = dims > 1 ? (uint32_t)n[1] : 0;
    r->depth = dims > 2 ? (uint32_t)n[2] : 0;
    d->address_mode[0] = d->address_mode[1] = d->address_mode[2] =
        (ptxvm_address_mode)mode;
    d->normalized_coords = norm;
    d->filter_linear = linear;
    ref->f = tx;
    ref->ch = ch;
    ref->n[0] = n[0];
    ref->n[1] = dims > 1 ? n[1] : 1;
    ref->n[2] = dims > 2 ? n[2] : 1;
    ref->mode[0] = ref->mode[1] = ref->mode[2] = mode;
    ref->norm = norm;
    ref->linear = linear;
}

/* ref_sample's view of a w x h uchar4 image read as normalized floats
   with linear filtering and normalized coordinates, modes m0 and m1. */
static void ref_u8x4(ref_tex *ref, const uint8_t *img, long w, long h, int m0, int m1)
{
    memset(ref, 0, sizeof *ref);
    ref->u8 = img;
    ref->n[0] = w;
    ref->n[1] = h;
    ref->n[2] = 1;
    ref->mode[0] = m0;
    ref->mode[1] = m1;
    ref->norm = 1;
    ref->linear = 1;
}

/* ---- one lane through pv_tex_warp -------------------------------------- */

typedef struct tx_req {
    uint32_t dims;         /* coordinates: 1..3                           */
    int      layered;      /* layer holds the array index                 */
    int      coords_int;   /* ic[] rather than fc[]                       */
    int      result;       /* ptxvm_tex_result_type                       */
    float    fc[3];
    int32_t  ic[3];
    int32_t  layer;
} tx_req;

/* Fetch q through handle h as lane 5 of a warp; out[4] the words. */
static ptxvm_result tx_fetch(ptxvm_vm *vm, uint64_t h, const tx_req *q,
                             uint32_t out[4], char *msg, size_t msg_size)
{
    ptxvm_tex_request w;
    ptxvm_tex_result r;
    uint64_t hs[32];
    uint32_t k, fl = 0;
    ptxvm_result e;
    memset(&w, 0, sizeof w);
    memset(hs, 0, sizeof hs);
    hs[5] = h;
    w.mask = 1u << 5;
    w.geom = q->layered ? (q->dims == 1 ? PTXVM_GEOM_A1D : PTXVM_GEOM_A2D)
                        : q->dims;
    w.coords_int = (uint32_t)q->coords_int;
    w.result = (uint32_t)q->result;
    w.layer[5] = q->layer;
    for (k = 0; k < 3; k++) {
        if (q->coords_int)
            w.c[k][5] = (uint32_t)q->ic[k];
        else
            memcpy(&w.c[k][5], &q->fc[k], 4);
    }
    msg[0] = 0;
    e = pv_tex_warp(vm, hs, &w, &r, &fl, msg, msg_size);
    for (k = 0; k < 4; k++)
        out[k] = e == PTXVM_OK ? r.v[k][5] : 0u;
    return e;
}

/* ---- cases ------------------------------------------------------------ */

static ptxvm_vm *tx_vm(pv_test *t, test_alloc *a)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    memset(a, 0, sizeof *a);
    test_config(&cfg, a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create failed");
        return NULL;
    }
    return vm;
}

static void tx_api(pv_test *t)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr buf;
    ptxvm_resource_desc r, b;
    ptxvm_texture_desc d;
    uint64_t h = 0, h2 = 0, hs[20];
    int i;
    if (!test_begin(t, "texture api: descriptors, handles, no leak"))
        return;
    vm = tx_vm(t, &a);
    if (!vm)
        goto out;
    T_CHECK(t, ptxvm_mem_alloc(vm, 1024, &buf) == PTXVM_OK, "alloc");
    memset(&r, 0, sizeof r);
    memset(&d, 0, sizeof d);
    r.data = buf;
    r.format = PTXVM_FORMAT_F32;
    r.channels = 1;
    r.width = 16;
    r.height = 16;
#define BAD(field, val, want, word)                                          \
    do {                                                                     \
        b = r;                                                               \
        b.field = val;                                                       \
        T_CHECK(t, ptxvm_texture_create(vm, &b, &d, &h) == (want) &&         \
                   strstr(ptxvm_error_message(vm), word),                    \
                "%s = %s: %s", #field, #val, ptxvm_error_message(vm));       \
    } while (0)
    BAD(format, (ptxvm_format)0, PTXVM_E_INVALID_ARGUMENT, "format");
    BAD(format, (ptxvm_format)9, PTXVM_E_INVALID_ARGUMENT, "format");
    BAD(channels, 3, PTXVM_E_INVALID_ARGUMENT, "channels");
    BAD(width, 0, PTXVM_E_INVALID_ARGUMENT, "width");
    BAD(data, 0, PTXVM_E_INVALID_ARGUMENT, "data");
    BAD(data, buf + 8, PTXVM_E_INVALID_ARGUMENT, "allocation");
    BAD(height, 17, PTXVM_E_INVALID_ARGUMENT, "allocation");
    BAD(pitch, 60, PTXVM_E_INVALID_ARGUMENT, "pitch");
    BAD(pitch, 66, PTXVM_E_INVALID_ARGUMENT, "pitch");
    BAD(width, 1u << 28, PTXVM_E_INVALID_ARGUMENT, "limits");
    b = r; b.height = 0; b.depth = 2;
    T_CHECK(t, ptxvm_texture_create(vm, &b, &d, &h) == PTXVM_E_INVALID_ARGUMENT,
            "depth without height");
    b = r; b.depth = 2; b.layers = 2;
    T_CHECK(t, ptxvm_texture_create(vm, &b, &d, &h) == PTXVM_E_UNSUPPORTED &&
               strstr(ptxvm_error_message(vm), "layered 3D"), "layered 3D");
    d.address_mode[1] = (ptxvm_address_mode)7;
    T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &h) == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "address mode"), "address mode");
    memset(&d, 0, sizeof d);
    {
        /* 32-bit integers ignore the normalized-float read mode and read
           unchanged, as on CUDA; linear filtering of them is refused */
        static const uint32_t word = 0xdeadbeefu;
        uint32_t o[4];
        char msg[256];
        tx_req q;
        b = r;
        b.format = PTXVM_FORMAT_U32;
        ptxvm_memcpy_htod(vm, buf + 4 * 17, &word, 4);   /* texel (1, 1) */
        T_CHECK(t, ptxvm_texture_create(vm, &b, &d, &h) == PTXVM_OK,
                "u32 without read_as_integer: %s", ptxvm_error_message(vm));
        memset(&q, 0, sizeof q);
        q.dims = 2;
        q.result = PTXVM_TEXRES_U32;
        q.fc[0] = q.fc[1] = 1.5f;
        T_CHECK(t, tx_fetch(vm, h, &q, o, msg, sizeof msg) == PTXVM_OK &&
                   o[0] == word && o[1] == 0 && o[3] == 0,
                "u32 read unchanged: %08x %08x %08x %s", o[0], o[1], o[3], msg);
        ptxvm_texture_destroy(vm, h);
        b.format = PTXVM_FORMAT_S32;
        d.filter_linear = 1;
        T_CHECK(t, ptxvm_texture_create(vm, &b, &d, &h) == PTXVM_E_INVALID_ARGUMENT &&
                   strstr(ptxvm_error_message(vm), "linear"), "s32 linear");
        d.filter_linear = 0;
    }
    b = r; b.format = PTXVM_FORMAT_U8; d.read_as_integer = 1; d.filter_linear = 1;
    T_CHECK(t, ptxvm_texture_create(vm, &b, &d, &h) == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "linear"), "linear integers");
    memset(&d, 0, sizeof d);
    T_CHECK(t, ptxvm_texture_create(vm, NULL, &d, &h) == PTXVM_E_INVALID_ARGUMENT,
            "NULL res");
    T_CHECK(t, ptxvm_texture_create(vm, &r, &d, NULL) == PTXVM_E_INVALID_ARGUMENT,
            "NULL out");
    /* create, destroy, reuse: a destroyed handle stays dead */
    T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &h) == PTXVM_OK, "create: %s",
            ptxvm_error_message(vm));
    T_CHECK(t, h != 0, "handle 0");
    T_CHECK(t, ptxvm_texture_destroy(vm, h) == PTXVM_OK, "destroy");
    T_CHECK(t, ptxvm_texture_destroy(vm, h) == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "not a live texture"),
            "double destroy: %s", ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &h2) == PTXVM_OK && h2 != h,
            "reused slot gives a new handle");
    T_CHECK(t, ptxvm_texture_destroy(vm, h) == PTXVM_E_INVALID_ARGUMENT,
            "stale handle");
    T_CHECK(t, ptxvm_texture_destroy(vm, 0) == PTXVM_E_INVALID_ARGUMENT &&
               ptxvm_texture_destroy(vm, ~0ull) == PTXVM_E_INVALID_ARGUMENT,
            "forged handles");
    {
        tx_req q;
        uint32_t o[4];
        char msg[256];
        memset(&q, 0, sizeof q);
        q.dims = 2;
        T_CHECK(t, tx_fetch(vm, h, &q, o, msg, sizeof msg) ==
                       PTXVM_E_MEMORY_FAULT && strstr(msg, "not a live"),
                "fetch through a destroyed handle: %s", msg);
        T_CHECK(t, tx_fetch(vm, h2, &q, o, msg, sizeof msg) == PTXVM_OK,
                "fetch");
        T_CHECK(t, ptxvm_mem_free(vm, buf) == PTXVM_OK, "free");
        T_CHECK(t, tx_fetch(vm, h2, &q, o, msg, sizeof msg) ==
                       PTXVM_E_MEMORY_FAULT && strstr(msg, "no longer"),
                "fetch over freed memory: %s", msg);
    }
    T_CHECK(t, ptxvm_mem_alloc(vm, 4096, &buf) == PTXVM_OK, "alloc");
    r.data = buf;
    for (i = 0; i < 20; i++)
        T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &hs[i]) == PTXVM_OK, "many");
    for (i = 0; i < 20; i += 2)
        T_CHECK(t, ptxvm_texture_destroy(vm, hs[i]) == PTXVM_OK, "destroy many");
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
out:
    test_end(t);
}

/* Host allocations failing at every step of making textures: an error,
   never a crash or a leak. */
static void tx_oom(pv_test *t)
{
    long at;
    if (!test_begin(t, "texture api: failing host allocations"))
        return;
    for (at = 1; at < 400; at++) {
        test_alloc a;
        ptxvm_config cfg;
        ptxvm_vm *vm = NULL;
        ptxvm_resource_desc r;
        ptxvm_texture_desc d;
        ptxvm_addr buf;
        uint64_t h;
        int i, failed = 0;
        memset(&a, 0, sizeof a);
        test_config(&cfg, &a);
        if (ptxvm_create(&cfg, &vm) != PTXVM_OK ||
            ptxvm_mem_alloc(vm, 256, &buf) != PTXVM_OK) {
            ptxvm_destroy(vm);
            continue;
        }
        a.fail_at = a.calls + at;
        memset(&r, 0, sizeof r);
        memset(&d, 0, sizeof d);
        r.data = buf;
        r.format = PTXVM_FORMAT_U8;
        r.channels = 1;
        r.width = 256;
        for (i = 0; i < 40; i++)
            if (ptxvm_texture_create(vm, &r, &d, &h) != PTXVM_OK) {
                T_CHECK(t, strstr(ptxvm_error_message(vm), "memory"), "%s",
                        ptxvm_error_message(vm));
                failed = 1;
            }
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "fail_at %ld: %ld bytes live", at, a.live);
        if (!failed)
            break;
    }
    test_end(t);
}

static const char *const mode_name[] = { "wrap", "clamp", "mirror", "border" };

/* f32 textures of 1, 2 and 3 dimensions and 1 or 4 channels; every mode,
   filter and coordinate kind; coordinates around and past the edges. */
static void tx_float(pv_test *t, int dims, int ch, int mode, int norm,
                     int linear)
{
    enum { N0 = 7, N1 = 5, N2 = 3 };
    static const long n[3] = { N0, N1, N2 };
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    ref_tex ref;
    float tx[N0 * N1 * N2 * 4];
    uint64_t h, s = 12345u + (uint64_t)(dims * 1000 + ch * 100 + mode * 10 +
                                        norm * 2 + linear);
    int i, bad = 0;
    if (!test_begin(t, "texture f32 %dD x%d %s %s %s", dims, ch,
                    mode_name[mode], norm ? "normalized" : "unnormalized",
                    linear ? "linear" : "point"))
        return;
    vm = tx_vm(t, &a);
    if (!vm)
        goto out;
    for (i = 0; i < N0 * N1 * N2 * 4; i++)
        tx[i] = (float)(int)(tx_rng(&s) % 2001u) / 7.0f - 100.0f;
    ptxvm_mem_alloc(vm, sizeof tx, &buf);
    ptxvm_memcpy_htod(vm, buf, tx, sizeof tx);
    f32_tex(&r, &d, &ref, buf, tx, ch, dims, n, mode, norm, linear);
    T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &h) == PTXVM_OK, "create: %s",
            ptxvm_error_message(vm));
    for (i = 0; i < 3000 && bad < 5; i++) {
        tx_req q;
        uint32_t o[4];
        char msg[256];
        int c, k;
        memset(&q, 0, sizeof q);
        q.dims = (uint32_t)dims;
        for (k = 0; k < dims; k++) {
            float span = norm ? 3.0f : 3.0f * (float)ref.n[k];
            q.fc[k] = ((float)(tx_rng(&s) % 100000u) / 100000.0f) * span -
                      span / 3.0f;
            if (i % 7 == 0)      /* texel centres and edges exactly */
                q.fc[k] = norm ? (float)(int)(tx_rng(&s) % 64u) / 16.0f - 1.0f
                               : (float)(int)(tx_rng(&s) % 64u) / 2.0f - 8.0f;
        }
        if (tx_fetch(vm, h, &q, o, msg, sizeof msg) != PTXVM_OK) {
            T_CHECK(t, 0, "fetch: %s", msg);
            break;
        }
        for (c = 0; c < 4; c++) {
            float want = ref_sample(&ref, dims, q.fc, c), got;
            memcpy(&got, &o[c], 4);
            if (memcmp(&want, &got, 4) != 0 && bad++ < 5)
                T_CHECK(t, 0, "(%a, %a, %a) channel %d: %a, want %a", q.fc[0],
                        q.fc[1], q.fc[2], c, got, want);
        }
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
out:
    test_end(t);
}

/* uchar4 read as normalized floats (linear, 2D, pitched rows) and as
   integers; s8/s16/u16 conversions; f16 texels. */
static void tx_formats(pv_test *t)
{
    enum { W = 6, H = 4, PITCH = 32 };
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    uint8_t img[H * PITCH], packed[W * H * 4];
    ref_tex ref;
    uint64_t h, hi, s = 99;
    int i, x, y;
    if (!test_begin(t, "texture formats: uchar4 normalized and integer, "
                       "s8/s16/u16/f16"))
        return;
    vm = tx_vm(t, &a);
    if (!vm)
        goto out;
    for (i = 0; i < (int)sizeof img; i++)
        img[i] = (uint8_t)tx_rng(&s);
    for (y = 0; y < H; y++)
        for (x = 0; x < W * 4; x++)
            packed[y * W * 4 + x] = img[y * PITCH + x];
    ptxvm_mem_alloc(vm, 4096, &buf);
    ptxvm_memcpy_htod(vm, buf, img, sizeof img);
    memset(&r, 0, sizeof r);
    memset(&d, 0, sizeof d);
    r.data = buf;
    r.format = PTXVM_FORMAT_U8;
    r.channels = 4;
    r.width = W;
    r.height = H;
    r.pitch = PITCH;
    d.filter_linear = 1;
    d.normalized_coords = 1;
    d.address_mode[0] = PTXVM_ADDRESS_WRAP;
    d.address_mode[1] = PTXVM_ADDRESS_MIRROR;
    T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &h) == PTXVM_OK, "create: %s",
            ptxvm_error_message(vm));
    d.filter_linear = 0;
    d.read_as_integer = 1;
    d.normalized_coords = 0;
    T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &hi) == PTXVM_OK, "create int");
    ref_u8x4(&ref, packed, W, H, PTXVM_ADDRESS_WRAP, PTXVM_ADDRESS_MIRROR);
    for (i = 0; i < 2000; i++) {
        tx_req q;
        uint32_t o[4];
        char msg[256];
        int c;
        memset(&q, 0, sizeof q);
        q.dims = 2;
        q.fc[0] = (float)(tx_rng(&s) % 40000u) / 10000.0f - 2.0f;
        q.fc[1] = (float)(tx_rng(&s) % 40000u) / 10000.0f - 2.0f;
        tx_fetch(vm, h, &q, o, msg, sizeof msg);
        for (c = 0; c < 4; c++) {
            float want = ref_sample(&ref, 2, q.fc, c), got;
            memcpy(&got, &o[c], 4);
            T_CHECK(t, memcmp(&want, &got, 4) == 0, "(%a, %a).%d: %a want %a",
                    q.fc[0], q.fc[1], c, got, want);
        }
        q.fc[0] = (float)(i % (W + 2)) - 1.0f + 0.75f;
        q.fc[1] = (float)(i % (H + 2)) - 1.0f + 0.25f;
        tx_fetch(vm, hi, &q, o, msg, sizeof msg);
        x = i % (W + 2) - 1; x = x < 0 ? 0 : x >= W ? W - 1 : x;
        y = i % (H + 2) - 1; y = y < 0 ? 0 : y >= H ? H - 1 : y;
        for (c = 0; c < 4; c++)
            T_CHECK(t, o[c] == img[y * PITCH + x * 4 + c], "integer read");
    }
    {   /* one texel of each signed/wide format */
        static const struct { ptxvm_format f; uint16_t bits; float want; }
        cv[] = {
            { PTXVM_FORMAT_S8, 0x80, -1.0f }, { PTXVM_FORMAT_S8, 0x81, -1.0f },
            { PTXVM_FORMAT_S8, 0x7f, 1.0f }, { PTXVM_FORMAT_S8, 0x40, 64.0f / 127.0f },
            { PTXVM_FORMAT_S16, 0x8000, -1.0f }, { PTXVM_FORMAT_S16, 0x1234, 4660.0f / 32767.0f },
            { PTXVM_FORMAT_U16, 0xffff, 1.0f }, { PTXVM_FORMAT_U16, 0x0101, 257.0f / 65535.0f },
            { PTXVM_FORMAT_F16, 0x3c00, 1.0f }, { PTXVM_FORMAT_F16, 0xc500, -5.0f },
            { PTXVM_FORMAT_F16, 0x0001, 5.9604644775390625e-8f },
        };
        unsigned j;
        for (j = 0; j < sizeof cv / sizeof cv[0]; j++) {
            ptxvm_resource_desc r1;
            ptxvm_texture_desc d1;
            tx_req q;
            uint32_t o[4];
            char msg[256];
            uint64_t h1;
            float got;
            ptxvm_memcpy_htod(vm, buf, &cv[j].bits, 2);
            memset(&r1, 0, sizeof r1);
            memset(&d1, 0, sizeof d1);
            memset(&q, 0, sizeof q);
            r1.data = buf;
            r1.format = cv[j].f;
            r1.channels = 1;
            r1.width = 1;
            q.dims = 1;
            q.fc[0] = 0.5f;
            T_CHECK(t, ptxvm_texture_create(vm, &r1, &d1, &h1) == PTXVM_OK, "c");
            tx_fetch(vm, h1, &q, o, msg, sizeof msg);
            memcpy(&got, &o[0], 4);
            T_CHECK(t, got == cv[j].want && o[1] == 0 && o[2] == 0 &&
                       o[3] == 0,           /* missing channels 0 (H200) */
                    "format %d bits 0x%x: %a want %a", (int)cv[j].f,
                    cv[j].bits, got, cv[j].want);
        }
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
out:
    test_end(t);
}

/* tex1Dfetch on a linear buffer: integer index, no filtering, zeros
   outside; a layered 2D texture picks its layer, clamped. */
static void tx_linear_layers(pv_test *t)
{
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr buf;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    int32_t v[64];
    uint64_t h;
    int i;
    if (!test_begin(t, "texture linear buffer fetch and layers"))
        return;
    vm = tx_vm(t, &a);
    if (!vm)
        goto out;
    for (i = 0; i < 64; i++)
        v[i] = i * 1000 - 7;
    ptxvm_mem_alloc(vm, sizeof v, &buf);
    ptxvm_memcpy_htod(vm, buf, v, sizeof v);
    memset(&r, 0, sizeof r);
    memset(&d, 0, sizeof d);
    r.data = buf;
    r.format = PTXVM_FORMAT_S32;
    r.channels = 1;
    r.width = 64;
    d.read_as_integer = 1;
    T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &h) == PTXVM_OK, "create");
    for (i = -3; i < 70; i++) {
        tx_req q;
        uint32_t o[4];
        char msg[256];
        memset(&q, 0, sizeof q);
        q.dims = 1;
        q.coords_int = 1;
        q.result = 1;
        q.ic[0] = i;
        tx_fetch(vm, h, &q, o, msg, sizeof msg);
        T_CHECK(t, o[0] == (i < 0 || i >= 64 ? 0u : (uint32_t)v[i]),
                "fetch %d: %u", i, o[0]);
    }
    /* 4x2 texels, 8 layers */
    r.width = 4;
    r.height = 2;
    r.layers = 8;
    T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &h) == PTXVM_OK, "layered");
    for (i = -2; i < 10; i++) {
        tx_req q;
        uint32_t o[4];
        char msg[256];
        int l = i < 0 || i > 7 ? 7 : i;   /* unsigned index (H200) */
        memset(&q, 0, sizeof q);
        q.dims = 2;
        q.layered = 1;
        q.layer = i;
        q.fc[0] = 2.5f;
        q.fc[1] = 1.5f;
        tx_fetch(vm, h, &q, o, msg, sizeof msg);
        T_CHECK(t, o[0] == (uint32_t)v[l * 8 + 4 + 2], "layer %d: %u", i, o[0]);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
out:
    test_end(t);
}

/* ---- kernels: tests/tex/tex_kernels.cu built by nvcc (tests/tex/BUILDS) */

#define TK_DIR "tests/tex/"

typedef struct tk {
    test_alloc    a;
    ptxvm_vm     *vm;
    ptxvm_module *m;
} tk;

static int tk_open(pv_test *t, tk *k, const char *file)
{
    size_t len;
    char *src = test_read_file(file, &len);
    k->vm = NULL;
    k->m = NULL;
    if (!src) {
        T_CHECK(t, 0, "cannot read %s", file);
        return 0;
    }
    k->vm = tx_vm(t, &k->a);
    if (k->vm && ptxvm_module_load(k->vm, src, len, file, &k->m) != PTXVM_OK)
        T_CHECK(t, 0, "load %s: %s", file, ptxvm_error_message(k->vm));
    free(src);
    return k->m != NULL;
}

static void tk_close(pv_test *t, tk *k)
{
    if (k->vm)
        ptxvm_destroy(k->vm);
    T_CHECK(t, k->a.live == 0, "%ld bytes live", k->a.live);
}

/* Run kernel name over n threads (blocks of 64); 0 on failure. */
static int tk_run(pv_test *t, tk *k, const char *name, uint32_t n, void **args)
{
    ptxvm_kernel *kn;
    ptxvm_launch l;
    if (ptxvm_module_get_kernel(k->m, name, &kn) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", name, ptxvm_error_message(k->vm));
        return 0;
    }
    test_launch_1d(&l, (n + 63) / 64, 64, args);
    if (ptxvm_launch_kernel(kn, &l, NULL) != PTXVM_OK) {
        T_CHECK(t, 0, "launch %s: %s", name, ptxvm_error_message(k->vm));
        return 0;
    }
    return 1;
}

static ptxvm_addr tk_buf(tk *k, const void *host, size_t n)
{
    ptxvm_addr a = 0;
    ptxvm_mem_alloc(k->vm, n, &a);
    if (host)
        ptxvm_memcpy_htod(k->vm, a, host, n);
    else
        ptxvm_memset(k->vm, a, 0, n);
    return a;
}

/* tex1Dfetch of floats and ints on linear buffers, indices -2.. past the
   end. */
static void tk_fetch(pv_test *t, const char *file)
{
    enum { N = 50, T = 56 };
    tk k;
    float v[N], o[T];
    int32_t iv[N], io[T];
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    ptxvm_addr src, isrc, out;
    uint64_t h, hi;
    int n = T, i;
    void *args[3];
    if (!test_begin(t, "texture kernels %s: tex1Dfetch", file))
        return;
    if (!tk_open(t, &k, file))
        goto out;
    for (i = 0; i < N; i++) {
        v[i] = (float)i * 1.25f - 7.0f;
        iv[i] = i * 77 - 1000;
    }
    src = tk_buf(&k, v, sizeof v);
    isrc = tk_buf(&k, iv, sizeof iv);
    out = tk_buf(&k, NULL, sizeof o);
    memset(&r, 0, sizeof r);
    memset(&d, 0, sizeof d);
    r.data = src;
    r.format = PTXVM_FORMAT_F32;
    r.channels = 1;
    r.width = N;
    ptxvm_texture_create(k.vm, &r, &d, &h);
    r.data = isrc;
    r.format = PTXVM_FORMAT_S32;
    d.read_as_integer = 1;
    ptxvm_texture_create(k.vm, &r, &d, &hi);
    args[0] = &h;
    args[1] = &out;
    args[2] = &n;
    if (tk_run(t, &k, "fetch1d", T, args)) {
        ptxvm_memcpy_dtoh(k.vm, o, out, sizeof o);
        for (i = 0; i < T; i++)
            T_CHECK(t, o[i] == (i < 2 || i >= N + 2 ? 0.0f : v[i - 2]),
                    "fetch1d[%d] = %a", i, o[i]);
    }
    args[0] = &hi;
    if (tk_run(t, &k, "fetch1d_int", T, args)) {
        ptxvm_memcpy_dtoh(k.vm, io, out, sizeof io);
        for (i = 0; i < T; i++)
            T_CHECK(t, io[i] == (i < 2 || i >= N + 2 ? 0 : iv[i - 2]),
                    "fetch1d_int[%d] = %d", i, io[i]);
    }
    /* a destroyed handle stops the launch with a message */
    ptxvm_texture_destroy(k.vm, h);
    args[0] = &h;
    {
        ptxvm_kernel *kn;
        ptxvm_launch l;
        ptxvm_result e;
        ptxvm_module_get_kernel(k.m, "fetch1d", &kn);
        test_launch_1d(&l, 1, 64, args);
        e = ptxvm_launch_kernel(kn, &l, NULL);
        T_CHECK(t, e == PTXVM_E_MEMORY_FAULT &&
                   strstr(ptxvm_error_message(k.vm), "not a live texture"),
                "destroyed handle: %d %s", (int)e, ptxvm_error_message(k.vm));
    }
    tk_close(t, &k);
out:
    test_end(t);
}

/* sample1d/2d/3d over f32 x4 textures: every mode, both filters, both
   coordinate kinds; then uchar4 read as normalized floats and as
   integers. */
static void tk_sample(pv_test *t, const char *file)
{
    enum { N0 = 7, N1 = 5, N2 = 3, Q = 256 };
    static const long nn[3] = { N0, N1, N2 };
    static const char *const kname[] = { "", "sample1d", "sample2d", "sample3d" };
    tk k;
    float tx[N0 * N1 * N2 * 4], co[Q * 4], o[Q * 4];
    ptxvm_addr src, cbuf, out;
    uint64_t s = 7;
    int i, dims, mode, norm, lin, bad = 0;
    if (!test_begin(t, "texture kernels %s: tex1D/2D/3D float4", file))
        return;
    if (!tk_open(t, &k, file))
        goto out;
    for (i = 0; i < N0 * N1 * N2 * 4; i++)
        tx[i] = (float)(int)(tx_rng(&s) % 2001u) / 7.0f - 100.0f;
    src = tk_buf(&k, tx, sizeof tx);
    cbuf = tk_buf(&k, NULL, sizeof co);
    out = tk_buf(&k, NULL, sizeof o);
    for (dims = 1; dims <= 3; dims++)
        for (mode = 0; mode < 4; mode++)
            for (norm = 0; norm < 2; norm++)
                for (lin = 0; lin < 2; lin++) {
                    ptxvm_resource_desc r;
                    ptxvm_texture_desc d;
                    ref_tex ref;
                    uint64_t h;
                    int n = Q, stride = dims == 1 ? 1 : dims == 2 ? 2 : 4, j, c;
                    void *args[4];
                    f32_tex(&r, &d, &ref, src, tx, 4, dims, nn, mode, norm, lin);
                    ptxvm_texture_create(k.vm, &r, &d, &h);
                    memset(co, 0, sizeof co);
                    for (i = 0; i < Q; i++)
                        for (j = 0; j < dims; j++) {
                            float span = norm ? 3.0f : 3.0f * (float)ref.n[j];
                            co[i * stride + j] =
                                ((float)(tx_rng(&s) % 100000u) / 100000.0f) *
                                span - span / 3.0f;
                        }
                    ptxvm_memcpy_htod(k.vm, cbuf, co, sizeof co);
                    args[0] = &h;
                    args[1] = &cbuf;
                    args[2] = &out;
                    args[3] = &n;
                    if (!tk_run(t, &k, kname[dims], Q, args))
                        goto done;
                    ptxvm_memcpy_dtoh(k.vm, o, out, sizeof o);
                    for (i = 0; i < Q; i++)
                        for (c = 0; c < 4; c++) {
                            float want = ref_sample(&ref, dims, &co[i * stride], c);
                            if (memcmp(&want, &o[i * 4 + c], 4) && bad++ < 5)
                                T_CHECK(t, 0, "%s %s %s %s (%a, %a, %a).%d: %a, "
                                        "want %a", kname[dims], mode_name[mode],
                                        norm ? "norm" : "unnorm",
                                        lin ? "linear" : "point", co[i * stride],
                                        co[i * stride + 1], co[i * stride + 2],
                                        c, o[i * 4 + c], want);
                        }
                    ptxvm_texture_destroy(k.vm, h);
                }
    {   /* uchar4: normalized floats with linear filtering, integers */
        enum { W = 9, H = 6 };
        uint8_t img[W * H * 4];
        ptxvm_resource_desc r;
        ptxvm_texture_desc d;
        ref_tex ref;
        uint64_t h, hi;
        uint32_t uo[Q * 4];
        int n = Q, c;
        void *args[4];
        for (i = 0; i < W * H * 4; i++)
            img[i] = (uint8_t)tx_rng(&s);
        memset(&r, 0, sizeof r);
        memset(&d, 0, sizeof d);
        r.data = tk_buf(&k, img, sizeof img);
        r.format = PTXVM_FORMAT_U8;
        r.channels = 4;
        r.width = W;
        r.height = H;
        d.address_mode[0] = PTXVM_ADDRESS_MIRROR;
        d.address_mode[1] = PTXVM_ADDRESS_WRAP;
        d.filter_linear = 1;
        d.normalized_coords = 1;
        ptxvm_texture_create(k.vm, &r, &d, &h);
        d.read_as_integer = 1;
        d.filter_linear = 0;
        ptxvm_texture_create(k.vm, &r, &d, &hi);
        ref_u8x4(&ref, img, W, H, PTXVM_ADDRESS_MIRROR, PTXVM_ADDRESS_WRAP);
        for (i = 0; i < Q * 2; i++)
            co[i] = (float)(tx_rng(&s) % 50000u) / 10000.0f - 2.5f;
        ptxvm_memcpy_htod(k.vm, cbuf, co, sizeof co);
        args[0] = &h;
        args[1] = &cbuf;
        args[2] = &out;
        args[3] = &n;
        if (tk_run(t, &k, "sample2d", Q, args)) {
            ptxvm_memcpy_dtoh(k.vm, o, out, sizeof o);
            for (i = 0; i < Q; i++)
                for (c = 0; c < 4; c++) {
                    float want = ref_sample(&ref, 2, &co[i * 2], c);
                    if (memcmp(&want, &o[i * 4 + c], 4) && bad++ < 5)
                        T_CHECK(t, 0, "uchar4 (%a, %a).%d: %a want %a",
                                co[i * 2], co[i * 2 + 1], c, o[i * 4 + c], want);
                }
        }
        args[0] = &hi;
        if (tk_run(t, &k, "sample2d_uint", Q, args)) {
            ptxvm_memcpy_dtoh(k.vm, uo, out, sizeof uo);
            for (i = 0; i < Q; i++) {
                /* normalized coordinates: texel floor(c * N), wrapped */
                long x, y;
                ref_index((long)floorf(co[i * 2] * W), W,
                          PTXVM_ADDRESS_MIRROR, 1, &x);
                ref_index((long)floorf(co[i * 2 + 1] * H), H,
                          PTXVM_ADDRESS_WRAP, 1, &y);
                for (c = 0; c < 4; c++)
                    T_CHECK(t, uo[i * 4 + c] == img[(y * W + x) * 4 + c],
                            "uint4 %d.%d: %u", i, c, uo[i * 4 + c]);
            }
        }
    }
done:
    tk_close(t, &k);
out:
    test_end(t);
}

/* Layered 1D and 2D, and the box blur over a clamped f32 image. */
static void tk_layers_blur(pv_test *t, const char *file)
{
    enum { W = 37, H = 23, L = 4, Q = 128 };
    tk k;
    static float img[W * H * L];
    float co[Q * 4], o[W * H];
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    ptxvm_addr src, cbuf, out;
    uint64_t s = 3, h;
    int i, x, y, lin;
    if (!test_begin(t, "texture kernels %s: layers and a box blur", file))
        return;
    if (!tk_open(t, &k, file))
        goto out;
    for (i = 0; i < W * H * L; i++)
        img[i] = (float)(int)(tx_rng(&s) % 1000u) / 3.0f;
    src = tk_buf(&k, img, sizeof img);
    cbuf = tk_buf(&k, NULL, sizeof co);
    out = tk_buf(&k, NULL, sizeof o);
    for (lin = 0; lin < 2; lin++) {
        int dims;
        for (dims = 1; dims <= 2; dims++) {
            ref_tex ref;
            int n = Q, stride = dims == 1 ? 2 : 4;
            void *args[4];
            memset(&r, 0, sizeof r);
            memset(&d, 0, sizeof d);
            memset(&ref, 0, sizeof ref);
            r.data = src;
            r.format = PTXVM_FORMAT_F32;
            r.channels = 1;
            r.width = W;
            r.height = dims == 2 ? H : 0;
            r.layers = L;
            d.filter_linear = lin;
            d.address_mode[0] = PTXVM_ADDRESS_BORDER;
            d.address_mode[1] = PTXVM_ADDRESS_CLAMP;
            ptxvm_texture_create(k.vm, &r, &d, &h);
            for (i = 0; i < Q; i++) {
                co[i * stride] = (float)(tx_rng(&s) % 50000u) / 1000.0f - 5.0f;
                co[i * stride + 1] = dims == 1
                    ? (float)((int)(tx_rng(&s) % 8u) - 2)
                    : (float)(tx_rng(&s) % 30000u) / 1000.0f - 3.0f;
                if (dims == 2)
                    co[i * stride + 2] = (float)((int)(tx_rng(&s) % 8u) - 2);
            }
            ptxvm_memcpy_htod(k.vm, cbuf, co, sizeof co);
            args[0] = &h;
            args[1] = &cbuf;
            args[2] = &out;
            args[3] = &n;
            if (tk_run(t, &k, dims == 1 ? "sample1d_layered" : "sample2d_layered",
                       Q, args)) {
                ptxvm_memcpy_dtoh(k.vm, o, out, Q * 4);
                for (i = 0; i < Q; i++) {
                    int l = (int)co[i * stride + dims];
                    float want;
                    l = l < 0 || l >= L ? L - 1 : l;   /* unsigned (H200) */
                    ref.f = img + (size_t)l * W * (dims == 2 ? H : 1);
                    ref.ch = 1;
                    ref.n[0] = W;
                    ref.n[1] = dims == 2 ? H : 1;
                    ref.n[2] = 1;
                    ref.mode[0] = PTXVM_ADDRESS_BORDER;
                    ref.mode[1] = ref.mode[2] = PTXVM_ADDRESS_CLAMP;
                    ref.linear = lin;
                    want = ref_sample(&ref, dims, &co[i * stride], 0);
                    T_CHECK(t, !memcmp(&want, &o[i], 4), "layered %dD %s "
                            "(%a, %a, %a): %a want %a", dims, lin ? "linear" :
                            "point", co[i * stride], co[i * stride + 1],
                            co[i * stride + 2], o[i], want);
                }
            }
            ptxvm_texture_destroy(k.vm, h);
        }
    }
    {   /* box blur, 2D launch of 8x8 blocks */
        ptxvm_kernel *kn;
        ptxvm_launch l;
        ref_tex ref;
        int w = W, hh = H;
        void *args[4];
        memset(&r, 0, sizeof r);
        memset(&d, 0, sizeof d);
        memset(&ref, 0, sizeof ref);
        r.data = src;
        r.format = PTXVM_FORMAT_F32;
        r.channels = 1;
        r.width = W;
        r.height = H;
        d.address_mode[0] = d.address_mode[1] = PTXVM_ADDRESS_CLAMP;
        ptxvm_texture_create(k.vm, &r, &d, &h);
        args[0] = &h;
        args[1] = &out;
        args[2] = &w;
        args[3] = &hh;
        memset(&l, 0, sizeof l);
        l.grid.x = (W + 7) / 8;
        l.grid.y = (H + 7) / 8;
        l.grid.z = 1;
        l.block.x = l.block.y = 8;
        l.block.z = 1;
        l.args = args;
        if (ptxvm_module_get_kernel(k.m, "box_blur", &kn) != PTXVM_OK ||
            ptxvm_launch_kernel(kn, &l, NULL) != PTXVM_OK)
            T_CHECK(t, 0, "box_blur: %s", ptxvm_error_message(k.vm));
        ptxvm_memcpy_dtoh(k.vm, o, out, sizeof o);
        ref.f = img;
        ref.ch = 1;
        ref.n[0] = W;
        ref.n[1] = H;
        ref.n[2] = 1;
        ref.mode[0] = ref.mode[1] = ref.mode[2] = PTXVM_ADDRESS_CLAMP;
        for (y = 0; y < H; y++)
            for (x = 0; x < W; x++) {
                float sum = 0.0f, want;
                int dx, dy;
                for (dy = -1; dy <= 1; dy++)
                    for (dx = -1; dx <= 1; dx++) {
                        float c[2];
                        c[0] = (float)(x + dx) + 0.5f;
                        c[1] = (float)(y + dy) + 0.5f;
                        sum += ref_sample(&ref, 2, c, 0);
                    }
                want = sum * (1.0f / 9.0f);
                T_CHECK(t, !memcmp(&want, &o[y * W + x], 4),
                        "blur (%d, %d): %a want %a", x, y, o[y * W + x], want);
            }
    }
    tk_close(t, &k);
out:
    test_end(t);
}

/* Kernel parameters of opaque type (.param .texref / .surfref, as
   OpenCL-style PTX declares them) carry the handle the host passes as
   that argument; a legacy .tex name compiles; a .surfref parameter used
   as a texture is an error at its position. */
static void tk_opaque_params(pv_test *t)
{
    static const char src[] =
        ".version 7.0\n.target sm_75\n.address_size 64\n"
        ".visible .entry k(.param .texref t, .param .surfref s, .param .u64 o) {\n"
        ".reg .f32 %f<9>; .reg .b32 %r<4>; .reg .b64 %rd<3>;\n"
        "mov.f32 %f5, 0f3FC00000; mov.f32 %f6, 0f3F000000;\n"   /* (1.5, 0.5) */
        "tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t, {%f5, %f6}];\n"
        "ld.param.u64 %rd1, [o];\n"
        "st.global.f32 [%rd1], %f1;\n"
        "mov.b32 %r1, 8; mov.b32 %r2, 1; mov.b32 %r3, 0x12345678;\n"
        "sust.b.2d.b32.trap [s, {%r1, %r2}], %r3;\n"
        "ret; }\n";
    static const char legacy[] =
        ".version 7.0\n.target sm_75\n.address_size 64\n"
        ".tex .u32 tr;\n"
        ".visible .entry k(.param .u64 o) {\n"
        ".reg .f32 %f<9>;\n"
        "tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tr, {%f5, %f6}];\n"
        "ret; }\n";
    static const char wrong[] =
        ".version 7.0\n.target sm_75\n.address_size 64\n"
        ".visible .entry k(.param .surfref s) {\n"
        ".reg .f32 %f<9>;\n"
        "tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [s, {%f5, %f6}];\n"
        "ret; }\n";
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m = NULL;
    ptxvm_kernel *kn = NULL;
    ptxvm_result e;
    float texels[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, got = 0;
    uint32_t surf[8], sw = 0;
    ptxvm_addr tb = 0, sb = 0, ob = 0;
    uint64_t th = 0, sh = 0;
    if (!test_begin(t, "texture: opaque kernel parameters, legacy .tex names"))
        return;
    vm = tx_vm(t, &a);
    if (!vm)
        goto out;
    memset(surf, 0, sizeof surf);
    e = ptxvm_module_load(vm, src, strlen(src), "opaque.ptx", &m);
    T_CHECK(t, e == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
    if (e == PTXVM_OK)
        e = ptxvm_module_get_kernel(m, "k", &kn);
    T_CHECK(t, e == PTXVM_OK, "compile: %s", ptxvm_error_message(vm));
    if (e == PTXVM_OK) {
        ptxvm_resource_desc r;
        ptxvm_texture_desc d;
        ptxvm_launch l;
        void *args[3];
        memset(&r, 0, sizeof r);
        memset(&d, 0, sizeof d);
        T_CHECK(t, ptxvm_mem_alloc(vm, sizeof texels, &tb) == PTXVM_OK &&
                   ptxvm_mem_alloc(vm, sizeof surf, &sb) == PTXVM_OK &&
                   ptxvm_mem_alloc(vm, 4, &ob) == PTXVM_OK, "alloc");
        ptxvm_memcpy_htod(vm, tb, texels, sizeof texels);
        ptxvm_memcpy_htod(vm, sb, surf, sizeof surf);
        r.data = tb;
        r.format = PTXVM_FORMAT_F32;
        r.channels = 1;
        r.width = 4;
        r.height = 2;
        d.address_mode[0] = d.address_mode[1] = PTXVM_ADDRESS_CLAMP;
        T_CHECK(t, ptxvm_texture_create(vm, &r, &d, &th) == PTXVM_OK,
                "texture: %s", ptxvm_error_message(vm));
        r.data = sb;
        r.format = PTXVM_FORMAT_U32;
        T_CHECK(t, ptxvm_surface_create(vm, &r, &sh) == PTXVM_OK,
                "surface: %s", ptxvm_error_message(vm));
        memset(&l, 0, sizeof l);
        l.grid.x = l.grid.y = l.grid.z = 1;
        l.block.x = l.block.y = l.block.z = 1;
        args[0] = &th;
        args[1] = &sh;
        args[2] = &ob;
        l.args = args;
        e = ptxvm_launch_kernel(kn, &l, NULL);
        T_CHECK(t, e == PTXVM_OK, "launch: %s", ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, &got, ob, 4);
        ptxvm_memcpy_dtoh(vm, surf, sb, sizeof surf);
        sw = surf[6];                  /* byte x 8 of row 1: texel (2, 1) */
        /* point sampling at (1.5, 0.5) reads texel (1, 0) = 2 */
        T_CHECK(t, got == 2.0f, "tex through a .param .texref: %g", got);
        T_CHECK(t, sw == 0x12345678u, "sust through a .param .surfref: %08x",
                sw);
        /* the same kernel with the handles swapped: a wrong-kind fault */
        args[0] = &sh;
        args[1] = &th;
        e = ptxvm_launch_kernel(kn, &l, NULL);
        T_CHECK(t, e == PTXVM_E_MEMORY_FAULT &&
                   strstr(ptxvm_error_message(vm), "opaque.ptx:7:"),
                "swapped handles: %d %s", (int)e, ptxvm_error_message(vm));
    }
    m = NULL;
    e = ptxvm_module_load(vm, legacy, strlen(legacy), "legacy.ptx", &m);
    T_CHECK(t, e == PTXVM_OK && ptxvm_module_get_kernel(m, "k", &kn) == PTXVM_OK,
            "legacy .tex: %s", ptxvm_error_message(vm));
    m = NULL;
    e = ptxvm_module_load(vm, wrong, strlen(wrong), "wrong.ptx", &m);
    if (e == PTXVM_OK)
        e = ptxvm_module_get_kernel(m, "k", &kn);
    T_CHECK(t, e != PTXVM_OK && e != PTXVM_E_UNSUPPORTED &&
               strstr(ptxvm_error_message(vm), "wrong.ptx:6:"),
            "surfref parameter as a texture: %d %s", (int)e,
            ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
out:
    test_end(t);
}

/* txq on an object: sizes, filter, normalization, address modes. */
static void tk_txq(pv_test *t)
{
    static const char src[] =
        ".version 7.0\n.target sm_75\n.address_size 64\n"
        ".visible .entry q(.param .u64 t, .param .u64 o) {\n"
        ".reg .b64 %rd<3>; .reg .b32 %r<9>;\n"
        "ld.param.u64 %rd1, [t]; ld.param.u64 %rd2, [o];\n"
        "txq.width.b32 %r1, [%rd1]; txq.height.b32 %r2, [%rd1];\n"
        "txq.depth.b32 %r3, [%rd1]; txq.normalized_coords.b32 %r4, [%rd1];\n"
        "txq.filter_mode.b32 %r5, [%rd1]; txq.addr_mode_0.b32 %r6, [%rd1];\n"
        "txq.addr_mode_1.b32 %r7, [%rd1]; txq.addr_mode_2.b32 %r8, [%rd1];\n"
        "st.global.v4.u32 [%rd2], {%r1, %r2, %r3, %r4};\n"
        "st.global.v4.u32 [%rd2+16], {%r5, %r6, %r7, %r8};\n"
        "ret; }\n";
    static const uint32_t want[8] = { 7, 5, 3, 1, 1, 2, 3, 0 };
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m = NULL;
    ptxvm_kernel *kn;
    ptxvm_launch l;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    ptxvm_addr buf, out;
    uint64_t h;
    uint32_t got[8];
    void *args[2];
    int i;
    if (!test_begin(t, "texture txq"))
        return;
    vm = tx_vm(t, &a);
    if (!vm)
        goto out;
    ptxvm_mem_alloc(vm, 7 * 5 * 3 * 4, &buf);
    ptxvm_mem_alloc(vm, 32, &out);
    memset(&r, 0, sizeof r);
    memset(&d, 0, sizeof d);
    r.data = buf;
    r.format = PTXVM_FORMAT_F32;
    r.channels = 1;
    r.width = 7;
    r.height = 5;
    r.depth = 3;
    d.normalized_coords = 1;
    d.filter_linear = 1;
    d.address_mode[0] = PTXVM_ADDRESS_MIRROR;
    d.address_mode[1] = PTXVM_ADDRESS_BORDER;
    d.address_mode[2] = PTXVM_ADDRESS_WRAP;
    ptxvm_texture_create(vm, &r, &d, &h);
    args[0] = &h;
    args[1] = &out;
    test_launch_1d(&l, 1, 32, args);
    if (ptxvm_module_load(vm, src, strlen(src), "txq.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "q", &kn) != PTXVM_OK ||
        ptxvm_launch_kernel(kn, &l, NULL) != PTXVM_OK) {
        T_CHECK(t, 0, "txq: %s", ptxvm_error_message(vm));
    } else {
        ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
        for (i = 0; i < 8; i++)
            T_CHECK(t, got[i] == want[i], "query %d: %u want %u", i, got[i],
                    want[i]);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
out:
    test_end(t);
}

/* A module .global .texref bound with ptxvm_module_bind_texref, as
   legacy CUDA (texture<float, 1> t; tex1Dfetch(t, i)) writes it. */
static void tk_texref(pv_test *t)
{
    static const char src[] =
        ".version 7.0\n.target sm_75\n.address_size 64\n"
        ".global .texref tr;\n"
        ".visible .entry k(.param .u64 o) {\n"
        ".reg .b64 %rd<5>; .reg .b32 %r<9>; .reg .f32 %f<5>;\n"
        "ld.param.u64 %rd1, [o]; mov.u32 %r1, %tid.x;\n"
        "tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [tr, {%r1}];\n"
        "mul.wide.u32 %rd2, %r1, 4; add.s64 %rd3, %rd1, %rd2;\n"
        "st.global.f32 [%rd3], %f1;\n"
        "ret; }\n";
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m = NULL;
    ptxvm_kernel *kn;
    ptxvm_launch l;
    ptxvm_resource_desc r;
    ptxvm_texture_desc d;
    ptxvm_addr buf, out;
    float v[32], o[32];
    uint64_t h;
    void *args[1];
    int i;
    if (!test_begin(t, "texture .texref bound by ptxvm_module_bind_texref"))
        return;
    vm = tx_vm(t, &a);
    if (!vm)
        goto out;
    for (i = 0; i < 32; i++)
        v[i] = (float)i * 0.5f + 1.0f;
    ptxvm_mem_alloc(vm, sizeof v, &buf);
    ptxvm_memcpy_htod(vm, buf, v, sizeof v);
    ptxvm_mem_alloc(vm, sizeof o, &out);
    memset(&r, 0, sizeof r);
    memset(&d, 0, sizeof d);
    r.data = buf;
    r.format = PTXVM_FORMAT_F32;
    r.channels = 1;
    r.width = 30;
    ptxvm_texture_create(vm, &r, &d, &h);
    args[0] = &out;
    test_launch_1d(&l, 1, 32, args);
    if (ptxvm_module_load(vm, src, strlen(src), "texref.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &kn) != PTXVM_OK) {
        T_CHECK(t, 0, "texref: %s", ptxvm_error_message(vm));
    } else {
        ptxvm_result e = ptxvm_launch_kernel(kn, &l, NULL);
        T_CHECK(t, e == PTXVM_E_MEMORY_FAULT &&
                   strstr(ptxvm_error_message(vm), "not a live texture"),
                "unbound texref: %s", ptxvm_error_message(vm));
        T_CHECK(t, ptxvm_module_bind_texref(m, "nope", h) == PTXVM_E_NOT_FOUND,
                "unknown name");
        T_CHECK(t, ptxvm_module_bind_texref(m, "tr", h + 1) ==
                       PTXVM_E_INVALID_ARGUMENT, "dead handle");
        T_CHECK(t, ptxvm_module_bind_texref(m, "tr", h) == PTXVM_OK, "bind: %s",
                ptxvm_error_message(vm));
        T_CHECK(t, ptxvm_launch_kernel(kn, &l, NULL) == PTXVM_OK, "launch: %s",
                ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, o, out, sizeof o);
        for (i = 0; i < 32; i++)
            T_CHECK(t, o[i] == (i < 30 ? v[i] : 0.0f), "[%d] %a", i, o[i]);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
out:
    test_end(t);
}

void unit_texture(pv_test *t)
{
    int dims, ch, mode, norm, lin;
    tx_api(t);
    tx_oom(t);
    for (dims = 1; dims <= 3; dims++)
        for (ch = 1; ch <= 4; ch += 3)
            for (mode = 0; mode < 4; mode++)
                for (norm = 0; norm < 2; norm++)
                    for (lin = 0; lin < 2; lin++)
                        tx_float(t, dims, ch, mode, norm, lin);
    tx_formats(t);
    tx_linear_layers(t);
    for (dims = 0; dims < 2; dims++) {
        const char *f = dims ? TK_DIR "tex_kernels.sm_75.G.ptx"
                             : TK_DIR "tex_kernels.sm_75.ptx";
        tk_fetch(t, f);
        tk_sample(t, f);
        tk_layers_blur(t, f);
    }
    tk_opaque_params(t);
    tk_txq(t);
    tk_texref(t);
}
