/* Tensor maps and the TMA box engine: the encoders' argument checks
   (each rule of cuTensorMapEncodeTiled/Im2col), the 128-byte layout
   round trip, tensormap.replace's field edits, and tile and im2col
   copies (1-5D, boxes partly or wholly out of bounds, strides, element
   strides, each swizzle, both fills) against a reference written here
   from the documented semantics. The instructions that use maps are
   tested by the tma suite (test_tma.c). */
#include "../testlib.h"
#include "tensormap.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- encoder checks -------------------------------------------------- */

typedef struct tiled_args {
    ptxvm_tmap_type type;
    uint32_t rank;
    ptxvm_addr global;
    uint64_t dims[5], strides[4];
    uint32_t box[5], es[5];
    ptxvm_tmap_interleave il;
    ptxvm_tmap_swizzle sw;
    ptxvm_tmap_l2 l2;
    ptxvm_tmap_fill fill;
} tiled_args;

static ptxvm_result enc(ptxvm_vm *vm, void *map, const tiled_args *a)
{
    return ptxvm_tensormap_encode_tiled(vm, map, a->type, a->rank, a->global,
                                        a->dims, a->strides, a->box, a->es,
                                        a->il, a->sw, a->l2, a->fill);
}

static void tm_encoder(pv_test *t)
{
    test_alloc al;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    static uint8_t mapbuf[192 + 64];
    uint8_t *map = mapbuf + (64 - ((uintptr_t)mapbuf & 63));
    tiled_args ok, b;
    pv_tmap d;
    char why[160];
    int lower[3] = { -1, -1, -1 }, upper[3] = { 1, 1, 1 };
    if (!test_begin(t, "tensormap encoder: every argument rule"))
        return;
    memset(&al, 0, sizeof al);
    test_config(&cfg, &al);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        test_end(t);
        return;
    }
    memset(&ok, 0, sizeof ok);
    ok.type = PTXVM_TMAP_F32;
    ok.rank = 3;
    ok.global = 0x10000;
    ok.dims[0] = 64; ok.dims[1] = 32; ok.dims[2] = 4;
    ok.strides[0] = 256; ok.strides[1] = 256 * 32;
    ok.box[0] = 16; ok.box[1] = 8; ok.box[2] = 2;
    ok.es[0] = ok.es[1] = ok.es[2] = 1;
    T_CHECK(t, enc(vm, map, &ok) == PTXVM_OK, "valid: %s",
            ptxvm_error_message(vm));
    T_CHECK(t, pv_tmap_decode(map, &d, why, sizeof why) == 0 &&
               d.rank == 3 && d.dims[1] == 32 && d.strides[2] == 8192 &&
               d.box[2] == 2 && d.esize == 4 && d.global == 0x10000,
            "decode: %s", why);
#define BAD(stmt, word, code)                                                \
    do {                                                                     \
        b = ok;                                                              \
        stmt;                                                                \
        T_CHECK(t, enc(vm, map, &b) == (code) &&                             \
                   strstr(ptxvm_error_message(vm), word),                    \
                "%s: %s", #stmt, ptxvm_error_message(vm));                   \
    } while (0)
    BAD(b.type = (ptxvm_tmap_type)16, "tensorDataType", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.type = (ptxvm_tmap_type)13, "sm_100", PTXVM_E_UNSUPPORTED);
    BAD(b.rank = 0, "tensorRank", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.rank = 6, "tensorRank", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.global = 0x10008, "globalAddress", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.dims[1] = 0, "globalDim[1]", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.dims[2] = ((uint64_t)1 << 32) + 1, "globalDim[2]", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.strides[0] = 264, "globalStrides[0]", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.strides[1] = (uint64_t)1 << 40, "globalStrides[1]", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.box[1] = 0, "boxDim[1]", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.box[2] = 257, "boxDim[2]", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.box[0] = 6, "multiple of 16", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.es[2] = 0, "elementStrides[2]", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.es[1] = 9, "elementStrides[1]", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.il = (ptxvm_tmap_interleave)3, "interleave", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.sw = (ptxvm_tmap_swizzle)4, "swizzle", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.sw = PTXVM_TMAP_SWIZZLE_32B, "swizzle span", PTXVM_E_INVALID_ARGUMENT);
    BAD((b.sw = PTXVM_TMAP_SWIZZLE_64B, b.box[0] = 32), "swizzle span",
        PTXVM_E_INVALID_ARGUMENT);
    BAD((b.il = PTXVM_TMAP_INTERLEAVE_32B, b.sw = PTXVM_TMAP_SWIZZLE_64B),
        "32B interleave", PTXVM_E_INVALID_ARGUMENT);
    BAD((b.il = PTXVM_TMAP_INTERLEAVE_32B, b.sw = PTXVM_TMAP_SWIZZLE_32B,
         b.global = 0x10010), "globalAddress", PTXVM_E_INVALID_ARGUMENT);
    BAD((b.il = PTXVM_TMAP_INTERLEAVE_32B, b.sw = PTXVM_TMAP_SWIZZLE_32B,
         b.strides[0] = 272), "globalStrides[0]", PTXVM_E_INVALID_ARGUMENT);
    BAD((b.il = PTXVM_TMAP_INTERLEAVE_16B, b.rank = 2), "interleaved",
        PTXVM_E_INVALID_ARGUMENT);
    BAD(b.l2 = (ptxvm_tmap_l2)4, "l2Promotion", PTXVM_E_INVALID_ARGUMENT);
    BAD(b.fill = (ptxvm_tmap_fill)2, "oobFill", PTXVM_E_INVALID_ARGUMENT);
    BAD((b.type = PTXVM_TMAP_S32, b.fill = PTXVM_TMAP_FILL_NAN_REQUEST_ZERO_FMA),
        "floating-point", PTXVM_E_INVALID_ARGUMENT);
#undef BAD
    /* legal edges */
    b = ok; b.box[0] = 64; b.sw = PTXVM_TMAP_SWIZZLE_NONE; b.es[1] = 8;
    b.dims[2] = (uint64_t)1 << 32; b.box[2] = 256;
    T_CHECK(t, enc(vm, map, &b) == PTXVM_OK, "edges: %s", ptxvm_error_message(vm));
    b = ok; b.il = PTXVM_TMAP_INTERLEAVE_32B; b.sw = PTXVM_TMAP_SWIZZLE_32B;
    b.box[0] = 8; b.global = 0x10020; b.strides[0] = 288;
    T_CHECK(t, enc(vm, map, &b) == PTXVM_OK, "interleave 32B: %s",
            ptxvm_error_message(vm));
    b = ok; b.type = PTXVM_TMAP_BF16; b.fill = PTXVM_TMAP_FILL_NAN_REQUEST_ZERO_FMA;
    b.sw = PTXVM_TMAP_SWIZZLE_128B; b.box[0] = 64;
    T_CHECK(t, enc(vm, map, &b) == PTXVM_OK, "bf16 128B NaN fill: %s",
            ptxvm_error_message(vm));
    T_CHECK(t, enc(vm, map + 8, &ok) == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "64-byte"), "misaligned map");
    T_CHECK(t, ptxvm_tensormap_encode_tiled(vm, map, PTXVM_TMAP_F32, 2, 0x10000,
                                            NULL, ok.strides, ok.box, ok.es, 0,
                                            0, 0, 0) == PTXVM_E_INVALID_ARGUMENT,
            "NULL dims");
    T_CHECK(t, ptxvm_tensormap_encode_tiled(NULL, map, PTXVM_TMAP_F32, 2, 0,
                                            ok.dims, ok.strides, ok.box, ok.es,
                                            0, 0, 0, 0) == PTXVM_E_INVALID_ARGUMENT,
            "NULL vm");
    /* a failed encode leaves the map as it was */
    T_CHECK(t, enc(vm, map, &ok) == PTXVM_OK, "re-encode");
    {
        uint8_t saved[128];
        memcpy(saved, map, 128);
        b = ok; b.rank = 9;
        (void)enc(vm, map, &b);
        T_CHECK(t, memcmp(saved, map, 128) == 0, "failed encode wrote the map");
    }
    /* im2col */
    {
        uint64_t dims[5] = { 32, 10, 10, 2, 1 }, str[4] = { 128, 1280, 12800, 0 };
        uint32_t es[5] = { 1, 1, 1, 1, 1 };
        T_CHECK(t, ptxvm_tensormap_encode_im2col(vm, map, PTXVM_TMAP_F32, 4,
                    0x20000, dims, str, lower, upper, 32, 64, es, 0, 0, 0, 0)
                   == PTXVM_OK, "im2col: %s", ptxvm_error_message(vm));
        T_CHECK(t, pv_tmap_decode(map, &d, why, sizeof why) == 0 &&
                   d.mode == PV_TMAP_IM2COL && d.lower[1] == -1 &&
                   d.upper[0] == 1 && d.channels == 32 && d.pixels == 64,
                "im2col decode: %s", why);
        T_CHECK(t, ptxvm_tensormap_encode_im2col(vm, map, PTXVM_TMAP_F32, 2,
                    0x20000, dims, str, lower, upper, 32, 64, es, 0, 0, 0, 0)
                   == PTXVM_E_INVALID_ARGUMENT &&
                   strstr(ptxvm_error_message(vm), "tensorRank"), "im2col rank 2");
        T_CHECK(t, ptxvm_tensormap_encode_im2col(vm, map, PTXVM_TMAP_F32, 4,
                    0x20000, dims, str, lower, upper, 0, 64, es, 0, 0, 0, 0)
                   == PTXVM_E_INVALID_ARGUMENT &&
                   strstr(ptxvm_error_message(vm), "channelsPerPixel"), "channels 0");
        T_CHECK(t, ptxvm_tensormap_encode_im2col(vm, map, PTXVM_TMAP_F32, 4,
                    0x20000, dims, str, lower, upper, 32, 1025, es, 0, 0, 0, 0)
                   == PTXVM_E_INVALID_ARGUMENT &&
                   strstr(ptxvm_error_message(vm), "pixelsPerColumn"), "pixels 1025");
        upper[1] = 128;                /* rank 4 corners: -128..127 */
        T_CHECK(t, ptxvm_tensormap_encode_im2col(vm, map, PTXVM_TMAP_F32, 4,
                    0x20000, dims, str, lower, upper, 32, 64, es, 0, 0, 0, 0)
                   == PTXVM_E_INVALID_ARGUMENT &&
                   strstr(ptxvm_error_message(vm), "pixelBoxUpperCorner[1]"),
                "corner: %s", ptxvm_error_message(vm));
        upper[1] = 1;
        T_CHECK(t, ptxvm_tensormap_encode_im2col(vm, map, PTXVM_TMAP_F16, 4,
                    0x20000, dims, str, lower, upper, 4, 64, es, 0, 0, 0, 0)
                   == PTXVM_E_INVALID_ARGUMENT &&
                   strstr(ptxvm_error_message(vm), "multiple of 16"),
                "channels * 2 bytes = 8");
    }
    /* replace address */
    T_CHECK(t, enc(vm, map, &ok) == PTXVM_OK, "re-encode");
    T_CHECK(t, ptxvm_tensormap_replace_address(vm, map, 0x30000) == PTXVM_OK &&
               pv_tmap_decode(map, &d, why, sizeof why) == 0 &&
               d.global == 0x30000, "replace address");
    T_CHECK(t, ptxvm_tensormap_replace_address(vm, map, 0x30004) ==
               PTXVM_E_INVALID_ARGUMENT && pv_tmap_decode(map, &d, why,
               sizeof why) == 0 && d.global == 0x30000, "replace misaligned");
    ptxvm_destroy(vm);
    T_CHECK(t, al.live == 0, "leak: %ld bytes", al.live);
    test_end(t);
}

/* tensormap.replace edits each field; damage is caught at decode. */
static void tm_replace(pv_test *t)
{
    static uint8_t raw[128];
    pv_tmap m, d;
    char why[160];
    if (!test_begin(t, "tensormap.replace: every field, damaged maps"))
        return;
    memset(&m, 0, sizeof m);
    m.mode = PV_TMAP_TILE; m.type = PTXVM_TMAP_U16; m.esize = 2; m.rank = 2;
    m.global = 0x4000; m.dims[0] = 100; m.dims[1] = 50;
    m.strides[0] = 2; m.strides[1] = 208; m.box[0] = 8; m.box[1] = 4;
    m.estr[0] = m.estr[1] = 1;
    T_CHECK(t, pv_tmap_check(&m, why, sizeof why) == PTXVM_OK, "%s", why);
    pv_tmap_pack(&m, raw);
    pv_tmap_replace(raw, PV_TMF_ADDRESS, 0, 0x8000);
    pv_tmap_replace(raw, PV_TMF_RANK, 0, 2);              /* rank 3 */
    pv_tmap_replace(raw, PV_TMF_GDIM, 2, 7);
    pv_tmap_replace(raw, PV_TMF_GSTRIDE, 1, 208 * 50);
    pv_tmap_replace(raw, PV_TMF_BOX, 2, 3);
    pv_tmap_replace(raw, PV_TMF_BOX, 0, 16);
    pv_tmap_replace(raw, PV_TMF_ESTRIDE, 1, 2);
    pv_tmap_replace(raw, PV_TMF_ESTRIDE, 2, 1);
    pv_tmap_replace(raw, PV_TMF_ELEMTYPE, 0, 10);         /* PTX .bf16 */
    pv_tmap_replace(raw, PV_TMF_FILL, 0, 1);
    pv_tmap_replace(raw, PV_TMF_SWIZZLE, 0, 1);
    T_CHECK(t, pv_tmap_decode(raw, &d, why, sizeof why) == 0, "%s", why);
    T_CHECK(t, d.global == 0x8000 && d.rank == 3 && d.dims[2] == 7 &&
               d.strides[2] == 208 * 50 && d.box[2] == 3 && d.box[0] == 16 &&
               d.estr[1] == 2 && d.type == PTXVM_TMAP_BF16 && d.fill == 1 &&
               d.swizzle == 1, "fields after replace");
    pv_tmap_replace(raw, PV_TMF_SWIZZLE, 0, 2);           /* 64 B rows */
    pv_tmap_replace(raw, PV_TMF_ELEMTYPE, 0, 8);          /* PTX .f32.ftz */
    T_CHECK(t, pv_tmap_decode(raw, &d, why, sizeof why) == 0 &&
               d.type == PTXVM_TMAP_F32_FTZ && d.esize == 4, "f32.ftz");
    pv_tmap_replace(raw, PV_TMF_ELEMTYPE, 0, 10);
    pv_tmap_replace(raw, PV_TMF_SWIZZLE, 0, 1);
    pv_tmap_replace(raw, PV_TMF_INTERLEAVE, 0, 2);        /* 32B, swizzle 32B */
    T_CHECK(t, pv_tmap_decode(raw, &d, why, sizeof why) != 0 &&
               strstr(why, "globalStrides[0]"), "32B interleave, stride 208: %s",
            why);
    pv_tmap_replace(raw, PV_TMF_INTERLEAVE, 0, 0);
    pv_tmap_replace(raw, PV_TMF_SWIZZLE, 0, 3);
    pv_tmap_replace(raw, PV_TMF_BOX, 0, 128);             /* 256 B > 128 */
    T_CHECK(t, pv_tmap_decode(raw, &d, why, sizeof why) != 0 &&
               strstr(why, "swizzle span"), "box wider than the swizzle: %s", why);
    pv_tmap_replace(raw, PV_TMF_BOX, 0, 64);
    pv_tmap_replace(raw, PV_TMF_ATOMICITY, 0, 1);
    T_CHECK(t, pv_tmap_decode(raw, &d, why, sizeof why) != 0 &&
               strstr(why, "atomicity"), "atomicity: %s", why);
    pv_tmap_replace(raw, PV_TMF_ATOMICITY, 0, 0);
    pv_tmap_replace(raw, PV_TMF_RANK, 0, 5);
    T_CHECK(t, pv_tmap_decode(raw, &d, why, sizeof why) != 0 &&
               strstr(why, "tensorRank"), "rank 6: %s", why);
    pv_tmap_replace(raw, PV_TMF_RANK, 0, 2);
    pv_tmap_replace(raw, PV_TMF_GSTRIDE, 0, 200);
    T_CHECK(t, pv_tmap_decode(raw, &d, why, sizeof why) != 0 &&
               strstr(why, "globalStrides[0]"), "stride 200: %s", why);
    pv_tmap_replace(raw, PV_TMF_GSTRIDE, 0, 208);
    T_CHECK(t, pv_tmap_decode(raw, &d, why, sizeof why) == 0, "restored: %s", why);
    raw[0] ^= 1;
    T_CHECK(t, pv_tmap_decode(raw, &d, why, sizeof why) != 0 &&
               strstr(why, "not a tensor map"), "magic: %s", why);
    test_end(t);
}

/* ---- copies against the reference ------------------------------------ */

#define GBASE 0x100000ull
#define GSIZE (1u << 20)
#define SSIZE (64u * 1024)

typedef struct host_mem {
    uint8_t *g;           /* GSIZE bytes at device address GBASE */
    int      faults;
} host_mem;

static int host_elem(void *ctx, uint32_t op, uint64_t a, uint8_t *buf,
                     uint32_t size)
{
    host_mem *h = (host_mem *)ctx;
    if (a < GBASE || a + size > GBASE + GSIZE || (a & (size - 1))) {
        h->faults++;
        return -1;
    }
    if (op == PV_TMA_LOAD)
        memcpy(buf, h->g + (a - GBASE), size);
    else if (op == PV_TMA_STORE)
        memcpy(h->g + (a - GBASE), buf, size);
    else {                                    /* add, for the test */
        uint64_t v = 0, w = 0;
        memcpy(&v, h->g + (a - GBASE), size);
        memcpy(&w, buf, size);
        v += w;
        memcpy(h->g + (a - GBASE), &v, size);
    }
    return 0;
}

static uint32_t rng_state = 12345;
static uint32_t rnd(void)
{
    rng_state = rng_state * 1103515245u + 12345u;
    return rng_state >> 8;
}

/* Where the CUDA swizzle puts byte off: in 128-byte rows, row r's
   16-byte chunk c goes to chunk c XOR (r mod chunks-per-span) of the
   row, the span being 32, 64 or 128 bytes. Written in row/chunk terms,
   not bits, to check the engine's bit form. */
static uint32_t ref_swizzle(uint32_t sw, uint32_t off)
{
    uint32_t row, chunk, span_chunks;
    if (!sw)
        return off;
    span_chunks = sw == 1 ? 2 : sw == 2 ? 4 : 8;
    row = off / 128;
    chunk = (off % 128) / 16;
    chunk = (chunk & ~(span_chunks - 1)) |
            ((chunk ^ (row % span_chunks)) & (span_chunks - 1));
    return row * 128 + chunk * 16 + off % 16;
}

/* The reference tile image: element e of the image decomposed into box
   indices; its global element read if every coordinate is inside. */
static void ref_tile(const pv_tmap *m, const int32_t *co, const uint8_t *g,
                     uint8_t *smem, uint32_t soff)
{
    uint32_t n[5], s[5], i, total = 1, e;
    for (i = 0; i < 5; i++) {
        s[i] = i < m->rank ? (i == 0 ? 1 : m->estr[i]) : 1;
        n[i] = i < m->rank ? (m->box[i] + s[i] - 1) / s[i] : 1;
        total *= n[i];
    }
    for (e = 0; e < total; e++) {
        uint32_t rest = e, inside = 1;
        uint64_t addr = m->global;
        uint8_t *dst = smem + ref_swizzle(m->swizzle, soff + e * m->esize);
        for (i = 0; i < m->rank; i++) {
            int64_t c = co[i] + (int64_t)(rest % n[i]) * s[i];
            rest /= n[i];
            if (c < 0 || c >= (int64_t)m->dims[i])
                inside = 0;
            else
                addr += (uint64_t)c * (i ? m->strides[i] : m->esize);
        }
        if (inside)
            memcpy(dst, g + (addr - GBASE), m->esize);
        else if (m->fill)
            memset(dst, 0xff, m->esize), dst[m->esize - 1] = 0x7f;
        else
            memset(dst, 0, m->esize);
    }
}

static const uint32_t esz[13] = { 1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4 };

/* A random valid tile map of rank r over the buffer. */
static void random_tile(pv_tmap *m, uint32_t r, uint32_t sw)
{
    uint32_t i;
    uint64_t span;
    memset(m, 0, sizeof *m);
    m->mode = PV_TMAP_TILE;
    m->rank = r;
    do
        m->type = rnd() % 13;
    while (0);
    m->esize = esz[m->type];
    m->swizzle = sw;
    m->fill = m->type >= PTXVM_TMAP_F16 ? rnd() % 2 : 0;
    m->global = GBASE + 16 * (rnd() % 64);
    m->strides[0] = m->esize;
    span = sw ? 16u << sw : 128;
    /* box[0] * esize: a multiple of 16 up to the span */
    m->box[0] = (uint32_t)((16 * (1 + rnd() % (span / 16))) / m->esize);
    m->dims[0] = 1 + rnd() % 80;
    m->estr[0] = 1 + rnd() % 8;
    for (i = 1; i < r; i++) {
        uint64_t minstride = m->dims[i - 1] * (i == 1 ? m->esize : 1);
        m->dims[i] = 1 + rnd() % (r > 3 ? 6 : 20);
        m->box[i] = 1 + rnd() % (r > 3 ? 4 : 10);
        m->estr[i] = 1 + rnd() % 3;
        if (i == 1)
            m->strides[1] = ((minstride + 15) / 16 + rnd() % 3) * 16;
        else
            m->strides[i] = m->strides[i - 1] * m->dims[i - 1] + 16 * (rnd() % 2);
    }
}

static void tm_tiles(pv_test *t)
{
    static uint8_t smem[SSIZE], want[SSIZE];
    host_mem h;
    uint32_t iter, r, bad = 0, runs = 0, oob_runs = 0;
    char why[160];
    if (!test_begin(t, "tensormap: tma tile loads: 1-5D, OOB boxes, element strides, "
                       "every swizzle and fill, 4000 random maps"))
        return;
    h.g = (uint8_t *)malloc(GSIZE);
    h.faults = 0;
    for (iter = 0; iter < GSIZE; iter++)
        h.g[iter] = (uint8_t)rnd();
    for (iter = 0; iter < 4000 && bad < 5; iter++) {
        pv_tmap m;
        pv_tma_req q;
        const char *w = NULL;
        uint32_t i, sw = iter % 4;
        int32_t co[5] = { 0, 0, 0, 0, 0 };
        int rc, oob = 0;
        r = 1 + (iter / 4) % 5;
        random_tile(&m, r, sw);
        /* stay inside the buffer: the tensor's last byte */
        {
            uint64_t last = m.global + (m.dims[0] - 1) * m.esize;
            for (i = 1; i < r; i++)
                last += (m.dims[i] - 1) * m.strides[i];
            if (last + m.esize > GBASE + GSIZE)
                continue;
        }
        if (pv_tmap_check(&m, why, sizeof why) != PTXVM_OK) {
            T_CHECK(t, 0, "generated map invalid: %s", why);
            bad++;
            continue;
        }
        for (i = 0; i < r; i++) {
            co[i] = (int32_t)(rnd() % (m.dims[i] + 2 * m.box[i])) - (int32_t)m.box[i];
            if (co[i] < 0 || co[i] + (int64_t)m.box[i] * m.estr[i] > (int64_t)m.dims[i])
                oob = 1;
        }
        memset(&q, 0, sizeof q);
        q.op = PV_TMA_LOAD;
        memcpy(q.coord, co, sizeof co);
        q.smem = smem;
        q.smem_size = SSIZE;
        q.soff = 128 * (rnd() % 64);
        q.elem = host_elem;
        q.ctx = &h;
        memset(smem, 0xa5, SSIZE);
        memset(want, 0xa5, SSIZE);
        rc = pv_tma_run(&m, &q, &w);
        ref_tile(&m, co, h.g, want, q.soff);
        runs++;
        oob_runs += oob;
        if (rc != 0 || memcmp(smem, want, SSIZE) != 0) {
            T_CHECK(t, 0, "map %u: rank %u type %u swizzle %u box %u,%u,%u "
                    "es %u,%u coords %d,%d,%d soff %u: rc %d %s", iter, r,
                    m.type, sw, m.box[0], m.box[1], m.box[2], m.estr[0],
                    m.estr[1], co[0], co[1], co[2], q.soff, rc, w ? w : "");
            bad++;
        }
    }
    T_CHECK(t, runs > 3000 && oob_runs > 1000, "coverage: %u runs, %u OOB",
            runs, oob_runs);
    T_CHECK(t, h.faults == 0, "faults %d", h.faults);
    free(h.g);
    test_end(t);
}

/* Stores and reductions write back exactly the in-bounds elements. */
static void tm_store(pv_test *t)
{
    static uint8_t smem[SSIZE];
    host_mem h;
    uint8_t *before;
    uint32_t iter, bad = 0;
    if (!test_begin(t, "tensormap: tma tile stores and reductions: in-bounds elements "
                       "only, swizzled image, 1000 random maps"))
        return;
    h.g = (uint8_t *)malloc(GSIZE);
    before = (uint8_t *)malloc(GSIZE);
    h.faults = 0;
    for (iter = 0; iter < 1000 && bad < 5; iter++) {
        pv_tmap m;
        pv_tma_req q;
        const char *w = NULL;
        uint32_t i, r = 1 + iter % 5, sw = (iter / 5) % 4, e, total = 1;
        uint32_t n[5], s[5];
        int32_t co[5] = { 0, 0, 0, 0, 0 };
        uint64_t last;
        int rc, ok = 1;
        random_tile(&m, r, sw);
        last = m.global + (m.dims[0] - 1) * m.esize;
        for (i = 1; i < r; i++)
            last += (m.dims[i] - 1) * m.strides[i];
        if (last + m.esize > GBASE + GSIZE)
            continue;
        for (i = 0; i < GSIZE; i += 4)
            h.g[i] = (uint8_t)rnd(), h.g[i + 1] = 0, h.g[i + 2] = 0, h.g[i + 3] = 0;
        memcpy(before, h.g, GSIZE);
        for (i = 0; i < SSIZE; i++)
            smem[i] = (uint8_t)(rnd() & 0x3f);
        for (i = 0; i < r; i++)
            co[i] = (int32_t)(rnd() % (m.dims[i] + 2 * m.box[i])) - (int32_t)m.box[i];
        memset(&q, 0, sizeof q);
        q.op = iter % 2 ? PV_TMA_REDUCE : PV_TMA_STORE;
        memcpy(q.coord, co, sizeof co);
        q.smem = smem;
        q.smem_size = SSIZE;
        q.soff = 1024 * (rnd() % 16);
        q.elem = host_elem;
        q.ctx = &h;
        rc = pv_tma_run(&m, &q, &w);
        /* the reference: apply the image to `before` element by element */
        for (i = 0; i < 5; i++) {
            s[i] = i < r ? (i == 0 ? 1 : m.estr[i]) : 1;
            n[i] = i < r ? (m.box[i] + s[i] - 1) / s[i] : 1;
            total *= n[i];
        }
        for (e = 0; e < total; e++) {
            uint32_t rest = e, inside = 1;
            uint64_t a = m.global, v = 0, x = 0;
            const uint8_t *src = smem + ref_swizzle(sw, q.soff + e * m.esize);
            for (i = 0; i < r; i++) {
                int64_t c = co[i] + (int64_t)(rest % n[i]) * s[i];
                rest /= n[i];
                if (c < 0 || c >= (int64_t)m.dims[i])
                    inside = 0;
                else
                    a += (uint64_t)c * (i ? m.strides[i] : m.esize);
            }
            if (!inside)
                continue;
            memcpy(&v, before + (a - GBASE), m.esize);
            memcpy(&x, src, m.esize);
            v = q.op == PV_TMA_STORE ? x : v + x;
            memcpy(before + (a - GBASE), &v, m.esize);
        }
        ok = rc == 0 && memcmp(before, h.g, GSIZE) == 0;
        if (!ok) {
            T_CHECK(t, 0, "map %u (%s): rank %u swizzle %u rc %d %s", iter,
                    q.op == PV_TMA_STORE ? "store" : "reduce", r, sw, rc,
                    w ? w : "");
            bad++;
        }
    }
    T_CHECK(t, h.faults == 0, "faults %d", h.faults);
    free(h.g);
    free(before);
    test_end(t);
}

/* A hand-checked swizzle: 128B swizzle of an 8x64 bf16 box (rows of
   128 bytes): row r's chunk c lands at chunk c ^ r. */
static void tm_swizzle_fixed(pv_test *t)
{
    static uint8_t smem[4096];
    static uint16_t g[8 * 64];
    host_mem h;
    pv_tmap m;
    pv_tma_req q;
    const char *w = NULL;
    uint32_t r, c, bad = 0;
    char why[160];
    if (!test_begin(t, "tensormap: tma 128B swizzle: an 8x64 bf16 box, chunk c of row "
                       "r at c ^ r; 64B and 32B on 64- and 32-byte rows"))
        return;
    h.g = (uint8_t *)malloc(GSIZE);
    h.faults = 0;
    for (r = 0; r < 8 * 64; r++)
        g[r] = (uint16_t)r;
    memcpy(h.g, g, sizeof g);
    memset(&m, 0, sizeof m);
    m.mode = PV_TMAP_TILE; m.type = PTXVM_TMAP_BF16; m.esize = 2; m.rank = 2;
    m.global = GBASE; m.dims[0] = 64; m.dims[1] = 8; m.strides[0] = 2;
    m.strides[1] = 128; m.box[0] = 64; m.box[1] = 8; m.estr[0] = m.estr[1] = 1;
    m.swizzle = PTXVM_TMAP_SWIZZLE_128B;
    T_CHECK(t, pv_tmap_check(&m, why, sizeof why) == PTXVM_OK, "%s", why);
    memset(&q, 0, sizeof q);
    q.op = PV_TMA_LOAD; q.smem = smem; q.smem_size = sizeof smem;
    q.soff = 1024; q.elem = host_elem; q.ctx = &h;
    T_CHECK(t, pv_tma_run(&m, &q, &w) == 0, "run");
    for (r = 0; r < 8; r++)
        for (c = 0; c < 8; c++) {
            uint16_t first;
            memcpy(&first, smem + 1024 + r * 128 + (c ^ r) * 16, 2);
            if (first != r * 64 + c * 8 && bad++ < 3)
                T_CHECK(t, 0, "row %u chunk %u: %u", r, c, first);
        }
    /* 64B swizzle, 64-byte rows: rows 2k and 2k+1 share bits 7-8 = k */
    m.box[0] = 32; m.swizzle = PTXVM_TMAP_SWIZZLE_64B;
    T_CHECK(t, pv_tma_run(&m, &q, &w) == 0, "run 64B");
    for (r = 0; r < 8; r++)
        for (c = 0; c < 4; c++) {
            uint16_t first;
            uint32_t k = (r / 2) % 4;
            memcpy(&first, smem + 1024 + r * 64 + (c ^ k) * 16, 2);
            if (first != r * 64 + c * 8 && bad++ < 3)
                T_CHECK(t, 0, "64B row %u chunk %u: %u", r, c, first);
        }
    m.box[0] = 16; m.swizzle = PTXVM_TMAP_SWIZZLE_32B;
    T_CHECK(t, pv_tma_run(&m, &q, &w) == 0, "run 32B");
    for (r = 0; r < 8; r++)
        for (c = 0; c < 2; c++) {
            uint16_t first;
            uint32_t k = (r / 4) % 2;
            memcpy(&first, smem + 1024 + r * 32 + (c ^ k) * 16, 2);
            if (first != r * 64 + c * 8 && bad++ < 3)
                T_CHECK(t, 0, "32B row %u chunk %u: %u", r, c, first);
        }
    /* misaligned or overflowing images are refused */
    q.soff = 1040;
    T_CHECK(t, pv_tma_run(&m, &q, &w) == -2 && strstr(w, "128-byte"), "align");
    q.soff = 4096 - 128;
    T_CHECK(t, pv_tma_run(&m, &q, &w) == -2 && strstr(w, "fit"), "overflow");
    free(h.g);
    test_end(t);
}

/* im2col against a direct convolution gather: pixel j of the column is
   output pixel (start + j) of the box, read at its place plus the
   offsets. */
static void tm_im2col(pv_test *t)
{
    static uint8_t smem[SSIZE], want[SSIZE];
    host_mem h;
    uint32_t iter, bad = 0;
    char why[160];
    if (!test_begin(t, "tensormap: tma im2col loads: ranks 3-5, corners, offsets, "
                       "strides, padding fill, 600 random maps"))
        return;
    h.g = (uint8_t *)malloc(GSIZE);
    h.faults = 0;
    for (iter = 0; iter < GSIZE; iter++)
        h.g[iter] = (uint8_t)rnd();
    for (iter = 0; iter < 600 && bad < 5; iter++) {
        pv_tmap m;
        pv_tma_req q;
        const char *w = NULL;
        uint32_t r = 3 + iter % 3, i, j, c, sp = r - 2;
        int32_t co[5] = { 0, 0, 0, 0, 0 };
        int64_t boxlen[3], pos[3], nimg;
        uint64_t last;
        int rc;
        memset(&m, 0, sizeof m);
        m.mode = PV_TMAP_IM2COL;
        m.rank = r;
        m.type = PTXVM_TMAP_F32;
        m.esize = 4;
        m.fill = iter % 2;
        m.global = GBASE;
        m.dims[0] = 4 + rnd() % 12;
        m.channels = 4 * (1 + rnd() % 2);
        m.pixels = 1 + rnd() % 40;
        m.strides[0] = 4;
        m.strides[1] = ((m.dims[0] * 4 + 15) / 16) * 16;
        m.estr[0] = 1;
        for (i = 1; i < r; i++) {
            m.dims[i] = 1 + rnd() % (r == 5 ? 5 : 8);
            if (i > 1)
                m.strides[i] = m.strides[i - 1] * m.dims[i - 1];
            m.estr[i] = 1 + rnd() % 2;
        }
        for (i = 0; i < sp; i++) {
            m.lower[i] = -(int32_t)(rnd() % 3);
            m.upper[i] = (int32_t)(rnd() % 3) - 2;
        }
        last = m.global + (m.dims[0] - 1) * 4;
        for (i = 1; i < r; i++)
            last += (m.dims[i] - 1) * m.strides[i];
        if (last + 4 > GBASE + GSIZE)
            continue;
        if (pv_tmap_check(&m, why, sizeof why) != PTXVM_OK) {
            T_CHECK(t, 0, "generated im2col map invalid: %s", why);
            bad++;
            continue;
        }
        memset(&q, 0, sizeof q);
        q.op = PV_TMA_LOAD;
        co[0] = (int32_t)(rnd() % m.dims[0]) - 2;
        /* the start: some pixel of the bounding box of each spatial dim */
        for (i = 0; i < sp; i++) {
            boxlen[i] = (int64_t)m.dims[i + 1] - 1 + m.upper[i] - m.lower[i] + 1;
            if (boxlen[i] < 1)
                boxlen[i] = 1;
            pos[i] = (rnd() % (uint32_t)boxlen[i]) / m.estr[i + 1] * m.estr[i + 1];
            co[i + 1] = m.lower[i] + (int32_t)pos[i];
            q.offs[i] = (uint16_t)(rnd() % 3);
        }
        co[r - 1] = (int32_t)(rnd() % m.dims[r - 1]);
        memcpy(q.coord, co, sizeof co);
        q.smem = smem; q.smem_size = SSIZE; q.soff = 256;
        q.elem = host_elem; q.ctx = &h;
        memset(smem, 0x5a, SSIZE);
        memset(want, 0x5a, SSIZE);
        rc = pv_tma_run(&m, &q, &w);
        /* reference: box positions as an odometer over (W, H, D) with
           per-dimension strides, then the batch */
        nimg = co[r - 1];
        for (j = 0; j < m.pixels; j++) {
            for (c = 0; c < m.channels; c++) {
                int64_t g[5];
                int inside = 1;
                uint8_t *dst = want + 256 + (j * m.channels + c) * 4;
                uint64_t a = m.global;
                g[0] = co[0] + (int64_t)c;
                for (i = 0; i < sp; i++)
                    g[i + 1] = m.lower[i] + pos[i] + q.offs[i];
                g[r - 1] = nimg;
                for (i = 0; i < r; i++) {
                    if (g[i] < 0 || g[i] >= (int64_t)m.dims[i])
                        inside = 0;
                    else
                        a += (uint64_t)g[i] * (i ? m.strides[i] : 4);
                }
                if (inside)
                    memcpy(dst, h.g + (a - GBASE), 4);
                else if (m.fill)
                    memcpy(dst, "\xff\xff\xff\x7f", 4);
                else
                    memset(dst, 0, 4);
            }
            for (i = 0; i < sp; i++) {
                pos[i] += m.estr[i + 1];
                if (pos[i] < boxlen[i])
                    break;
                pos[i] = 0;
            }
            if (i == sp)
                nimg++;
        }
        if (rc != 0 || memcmp(smem, want, SSIZE) != 0) {
            T_CHECK(t, 0, "im2col map %u: rank %u dims %u,%u,%u corners %d/%d "
                    "pixels %u rc %d %s", iter, r, (unsigned)m.dims[0],
                    (unsigned)m.dims[1], (unsigned)m.dims[2], m.lower[0],
                    m.upper[0], m.pixels, rc, w ? w : "");
            bad++;
        }
    }
    T_CHECK(t, h.faults == 0, "faults %d", h.faults);
    free(h.g);
    test_end(t);
}

void unit_tensormap(pv_test *t)
{
    tm_encoder(t);
    tm_replace(t);
    tm_tiles(t);
    tm_store(t);
    tm_swizzle_fixed(t);
    tm_im2col(t);
}
