/* Texture objects: the table of texture, surface and sampler objects,
   ptxvm_texture_create/destroy with their descriptor checks, and txq.
   The sampler itself is tex_sample.c.

   The table is chunked: chunk k holds 16 << k slots, is allocated when
   first needed and freed only by ptxvm_destroy, so a slot never moves.
   A launch reads an object while the host may create and destroy others
   (or this one) on another thread: the reader copies the slot between
   two acquire loads of its generation and keeps the copy only if both
   equal the handle's (pv_obj_get); the writer zeroes the generation
   before it rewrites a slot and publishes the new one last. Slot words
   are copied with atomic accesses (release stores, acquire loads), so a
   reader racing a writer reads stale words, never undefined ones, and
   throws them away. */
#include "texture.h"
#include "abi.h"
#include <string.h>
#include <stdio.h>

#if (defined(__GNUC__) || defined(__clang__)) && defined(__ATOMIC_RELAXED)
#  define TX_LD(p)       __atomic_load_n((p), __ATOMIC_RELAXED)
#  define TX_LDA(p)      __atomic_load_n((p), __ATOMIC_ACQUIRE)
#  define TX_ST(p, v)    __atomic_store_n((p), (v), __ATOMIC_RELAXED)
#  define TX_STR(p, v)   __atomic_store_n((p), (v), __ATOMIC_RELEASE)
#else
#  define TX_LD(p)       (*(p))
#  define TX_LDA(p)      TX_LD(p)
#  define TX_ST(p, v)    (*(p) = (v))
#  define TX_STR(p, v)   TX_ST(p, v)
#endif

#define TX_CHUNKS ((uint32_t)(sizeof ((ptxvm_vm *)0)->texchunk / \
                              sizeof (pv_texture *)))

static const uint32_t tx_fmt_bytes[] = { 0, 1, 2, 4, 1, 2, 4, 2, 4 };

uint32_t pv_fmt_bytes(ptxvm_format f)
{
    return (unsigned)f < PV_COUNTOF(tx_fmt_bytes) ? tx_fmt_bytes[f] : 0;
}

/* Chunk and position of slot i. */
static uint32_t tx_chunk(uint32_t i, uint32_t *pos)
{
    uint32_t j = i / 16u + 1u, k = 31u - (uint32_t)__builtin_clz(j);
    *pos = i - 16u * ((1u << k) - 1u);
    return k;
}

static pv_texture *tx_slot(ptxvm_vm *vm, uint32_t i)
{
    uint32_t pos, k = tx_chunk(i, &pos);
    pv_texture *c;
    if (k >= TX_CHUNKS)
        return NULL;
    c = TX_LDA(&vm->texchunk[k]);
    return c ? &c[pos] : NULL;
}

void pv_tex_release(ptxvm_vm *vm)
{
    uint32_t k;
    for (k = 0; k < TX_CHUNKS; k++) {
        if (vm->texchunk[k])
            pv_free(&vm->heap, vm->texchunk[k],
                    ((size_t)16 << k) * sizeof(pv_texture));
        vm->texchunk[k] = NULL;
    }
    vm->ntexs = 0;
}

/* Word by word, each store a release and each load an acquire: a
   reader that sees any word of a newer object then sees the zeroed
   generation that preceded it, and throws its (torn) copy away. On
   x86-64 these are plain moves. */
static void tx_copy_in(pv_texture *dst, const pv_texture *src)
{
    uint32_t w[sizeof(pv_texture) / 4], i;
    uint32_t *d = (uint32_t *)(void *)dst;
    memcpy(w, src, sizeof w);
    for (i = 0; i < sizeof w / 4; i++)
        TX_STR(&d[i], w[i]);
}

static void tx_copy_out(pv_texture *dst, const pv_texture *src)
{
    uint32_t w[sizeof(pv_texture) / 4], i;
    const uint32_t *s = (const uint32_t *)(const void *)src;
    for (i = 0; i < sizeof w / 4; i++)
        w[i] = TX_LDA(&s[i]);
    memcpy(dst, w, sizeof w);
}

ptxvm_result pv_obj_add(ptxvm_vm *vm, const pv_texture *t, uint64_t *out)
{
    uint32_t i, n = TX_LD(&vm->ntexs), pos, k;
    pv_texture *s = NULL, v;
    for (i = 0; i < n; i++) {
        s = tx_slot(vm, i);
        if (!TX_LD(&s->gen))
            break;
    }
    if (i == n) {
        k = tx_chunk(i, &pos);
        if (k >= TX_CHUNKS)
            return pv_error(vm, PTXVM_E_NO_MEMORY, "too many texture, "
                            "surface and sampler objects");
        if (!vm->texchunk[k]) {
            size_t bytes = ((size_t)16 << k) * sizeof(pv_texture);
            pv_texture *c = (pv_texture *)pv_realloc(&vm->heap, NULL, 0,
                                                    bytes);
            if (!c)
                return pv_error(vm, PTXVM_E_NO_MEMORY, "out of host memory "
                                "for a texture, surface or sampler object");
            memset(c, 0, bytes);
            TX_STR(&vm->texchunk[k], c);
        }
        s = &vm->texchunk[k][pos];
    }
    if (++vm->texgen == 0)
        vm->texgen = 1;
    v = *t;
    v.gen = 0;
    tx_copy_in(s, &v);        /* the slot's generation is 0 (free) */
    TX_STR(&s->gen, vm->texgen);
    if (i == n)
        TX_STR(&vm->ntexs, n + 1);
    *out = (uint64_t)vm->texgen << 32 | (i + 1);
    return pv_ok(vm);
}

pv_texture *pv_obj_lookup(ptxvm_vm *vm, uint64_t h, uint32_t kind)
{
    uint32_t i = (uint32_t)h, gen = (uint32_t)(h >> 32);
    pv_texture *s;
    if (i == 0 || i > TX_LD(&vm->ntexs) || gen == 0)
        return NULL;
    s = tx_slot(vm, i - 1);
    if (!s || TX_LD(&s->gen) != gen || (kind && s->kind != kind))
        return NULL;
    return s;
}

uint32_t pv_obj_get(ptxvm_vm *vm, uint64_t h, pv_texture *out)
{
    uint32_t i = (uint32_t)h, gen = (uint32_t)(h >> 32);
    const pv_texture *s;
    if (i == 0 || i > TX_LDA(&vm->ntexs) || gen == 0)
        return 0;
    s = tx_slot(vm, i - 1);
    if (!s || TX_LDA(&s->gen) != gen)
        return 0;
    tx_copy_out(out, s);
    if (TX_LD(&s->gen) != gen)
        return 0;
    out->gen = gen;
    return out->kind;
}

ptxvm_result pv_obj_remove(ptxvm_vm *vm, uint64_t h, uint32_t kind,
                           const char *fn)
{
    pv_texture *t = pv_obj_lookup(vm, h, kind);
    if (!t)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: 0x%llx is not a "
                        "live %s", fn, (unsigned long long)h,
                        kind == PV_OBJ_SURFACE ? "surface" :
                        kind == PV_OBJ_SAMPLER ? "sampler" : "texture");
    TX_STR(&t->gen, 0u);
    return pv_ok(vm);
}

/* ---- ptxvm_texture_create ---------------------------------------------- */

static ptxvm_result tx_bad(ptxvm_vm *vm, const char *what)
{
    return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_texture_create: %s",
                    what);
}

static uint32_t tx_max(uint32_t a, uint32_t b)
{
    return a > b ? a : b;
}

/* The shape of a texture's or surface's resource; errors name fn. */
static ptxvm_result res_bad(ptxvm_vm *vm, const char *fn, const char *what)
{
    return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: %s", fn, what);
}

ptxvm_result pv_res_check(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                          const char *fn, pv_texture *t)
{
    uint64_t row, rows, span = 0;
    uint32_t i;
    if (res->format < PTXVM_FORMAT_U8 || res->format > PTXVM_FORMAT_F32)
        return res_bad(vm, fn, "unknown format (ptxvm_format)");
    if (res->channels != 1 && res->channels != 2 && res->channels != 4)
        return res_bad(vm, fn, "channels must be 1, 2 or 4");
    if (res->width == 0)
        return res_bad(vm, fn, "width is 0");
    if (res->height == 0 && res->depth != 0)
        return res_bad(vm, fn, "depth without height");
    if (res->depth != 0 && res->layers != 0)
        return pv_error(vm, PTXVM_E_UNSUPPORTED, "%s: layered 3D resources "
                        "do not exist", fn);
    if (res->width > (1u << 27) || res->height > 65536 || res->depth > 16384 ||
        res->layers > 2048 * 6)
        return res_bad(vm, fn, "size beyond the limits (width 2^27, height 65536, "
                      "depth 16384, layers 2048, cube map faces 12288)");
    if (res->flags & ~PTXVM_RESOURCE_CUBEMAP)
        return res_bad(vm, fn, "unknown resource flags");
    if ((res->flags & PTXVM_RESOURCE_CUBEMAP) &&
        (res->width != res->height || res->depth || res->layers < 6 ||
         res->layers % 6))
        return res_bad(vm, fn, "a cube map has width == height, no depth and 6 "
                      "layers per cube");
    if (!(res->flags & PTXVM_RESOURCE_CUBEMAP) && res->layers > 2048)
        return res_bad(vm, fn, "size beyond the limits (layers 2048)");
    t->levels = res->levels ? res->levels : 1;
    t->samples = res->samples ? res->samples : 1;
    if (t->levels > PV_TEX_MAXLEV)
        return res_bad(vm, fn, "more than 32 mipmap levels");
    if (t->levels > 1 && res->pitch)
        return res_bad(vm, fn, "a mipmapped resource is packed (pitch 0)");
    if (t->samples > 32)
        return res_bad(vm, fn, "more than 32 samples per pixel");
    if (t->samples > 1 && (!res->height || res->depth || t->levels > 1 ||
                           (res->flags & PTXVM_RESOURCE_CUBEMAP)))
        return res_bad(vm, fn, "a multisample resource is 2D (or layered 2D) "
                      "with one level");
    t->dims = res->depth ? 3 : res->height ? 2 : 1;
    t->elem = tx_fmt_bytes[res->format] * res->channels;
    t->nlayers = res->layers ? res->layers : 1;
    row = (uint64_t)res->width * t->elem * t->samples;
    t->pitch = res->pitch ? res->pitch : row;
    if (t->pitch < row || t->pitch % t->elem)
        return res_bad(vm, fn, "pitch below a row's bytes or not a multiple of the "
                      "texel size");
    rows = res->height ? res->height : 1;
    t->slice = t->pitch * rows;
    t->layer = t->slice * (res->depth ? res->depth : 1);
    span = t->layer * t->nlayers;
    for (i = 1; i < t->levels; i++)
        span += (uint64_t)tx_max(1, res->width >> i) * t->elem *
                tx_max(1, rows >> i) *
                tx_max(1, (res->depth ? res->depth : 1) >> i) * t->nlayers;
    t->span = span;
    return PTXVM_OK;
}

/* The sampling state: also what ptxvm_sampler_create accepts. */
static ptxvm_result tx_check_sampling(ptxvm_vm *vm,
                                      const ptxvm_texture_desc *tex)
{
    uint32_t i;
    for (i = 0; i < 3; i++)
        if ((unsigned)tex->address_mode[i] > PTXVM_ADDRESS_BORDER)
            return tx_bad(vm, "unknown address mode");
    if (tex->filter_linear != 0 && tex->filter_linear != 1)
        return tx_bad(vm, "filter_linear must be 0 or 1");
    if (tex->mipmap_filter_linear != 0 && tex->mipmap_filter_linear != 1)
        return tx_bad(vm, "mipmap_filter_linear must be 0 or 1");
    if (tex->max_anisotropy > 1)
        return pv_error(vm, PTXVM_E_UNSUPPORTED, "ptxvm_texture_create: "
                        "max_anisotropy %u (anisotropic filtering is not "
                        "implemented; 0 or 1)", tex->max_anisotropy);
    return PTXVM_OK;
}

ptxvm_result ptxvm_texture_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  const ptxvm_texture_desc *tex, uint64_t *out)
{
    pv_texture t;
    ptxvm_result e;
    int isint;
    ptxvm_resource_desc rc;
    ptxvm_texture_desc tc;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!res || !tex || !out)
        return tx_bad(vm, "NULL argument");
    /* the host's layouts, read no further than their struct_size */
    if ((e = PV_SIZED_COPY(vm, "ptxvm_texture_create", ptxvm_resource_desc,
                           &rc, res)) != PTXVM_OK ||
        (e = PV_SIZED_COPY(vm, "ptxvm_texture_create", ptxvm_texture_desc,
                           &tc, tex)) != PTXVM_OK)
        return e;
    res = &rc;
    tex = &tc;
    memset(&t, 0, sizeof t);
    e = pv_res_check(vm, res, "ptxvm_texture_create", &t);
    if (e == PTXVM_OK)
        e = tx_check_sampling(vm, tex);
    if (e != PTXVM_OK)
        return e;
    if (!res->data && !tex->sample)
        return tx_bad(vm, "no data");
    isint = res->format != PTXVM_FORMAT_F16 && res->format != PTXVM_FORMAT_F32;
    t.tex = *tex;
    /* 32-bit integer texels are never promoted to floats, whatever the
       read mode says (CU_TRSF_READ_AS_INTEGER's documentation) */
    if (res->format == PTXVM_FORMAT_U32 || res->format == PTXVM_FORMAT_S32)
        t.tex.read_as_integer = 1;
    if (isint && t.tex.read_as_integer && tex->filter_linear && !tex->sample)
        return tx_bad(vm, "linear filtering of integers read as integers");
    if (tex->seamless_cubemap && (res->flags & PTXVM_RESOURCE_CUBEMAP))
        return pv_error(vm, PTXVM_E_UNSUPPORTED, "ptxvm_texture_create: "
                        "seamless_cubemap (filtering across cube faces is "
                        "not implemented)");
    if (tex->srgb && (res->format != PTXVM_FORMAT_U8 || tex->read_as_integer))
        return tx_bad(vm, "srgb needs u8 channels read as normalized floats");
    if (res->data % tx_fmt_bytes[res->format])
        return tx_bad(vm, "data is not aligned to the channel size");
    if (!tex->sample && !(vm->cfg.flags & PTXVM_FLAG_UNCHECKED)) {
        pv_region *r = pv_devmem_find(&vm->mem, res->data, t.span);
        if (!r || !r->host || !(r->access & PTXVM_READ))
            return tx_bad(vm, "the texels (every level, layer and sample) are "
                          "not inside one readable device allocation");
    }
    t.kind = PV_OBJ_TEXTURE;
    t.res = *res;
    return pv_obj_add(vm, &t, out);
}

ptxvm_result ptxvm_texture_destroy(ptxvm_vm *vm, uint64_t h)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    return pv_obj_remove(vm, h, PV_OBJ_TEXTURE, "ptxvm_texture_destroy");
}

/* ---- txq ---------------------------------------------------------------- */

/* OpenCL's cl_channel_type and cl_channel_order values, which NVIDIA's
   OpenCL headers share with the NVPTX back end for txq. */
enum {
    TX_CL_SNORM_INT8 = 0x10D0, TX_CL_SNORM_INT16, TX_CL_UNORM_INT8,
    TX_CL_UNORM_INT16, TX_CL_SIGNED_INT8 = 0x10D7, TX_CL_SIGNED_INT16,
    TX_CL_SIGNED_INT32, TX_CL_UNSIGNED_INT8, TX_CL_UNSIGNED_INT16,
    TX_CL_UNSIGNED_INT32, TX_CL_HALF_FLOAT, TX_CL_FLOAT,
    TX_CL_R = 0x10B0, TX_CL_RG = 0x10B2, TX_CL_RGBA = 0x10B5,
    TX_CL_SRGBA = 0x10C1
};

static uint32_t tx_channel_type(const pv_texture *t)
{
    static const uint16_t asint[] = { 0, TX_CL_UNSIGNED_INT8,
        TX_CL_UNSIGNED_INT16, TX_CL_UNSIGNED_INT32, TX_CL_SIGNED_INT8,
        TX_CL_SIGNED_INT16, TX_CL_SIGNED_INT32, TX_CL_HALF_FLOAT, TX_CL_FLOAT };
    static const uint16_t asnorm[] = { 0, TX_CL_UNORM_INT8, TX_CL_UNORM_INT16,
        TX_CL_UNSIGNED_INT32, TX_CL_SNORM_INT8, TX_CL_SNORM_INT16,
        TX_CL_SIGNED_INT32, TX_CL_HALF_FLOAT, TX_CL_FLOAT };
    return t->tex.read_as_integer ? asint[t->res.format]
                                  : asnorm[t->res.format];
}

/* Size n at mipmap level lv; 0 past the last level. */
static uint32_t tx_level_size(const pv_texture *t, uint32_t n, uint32_t lv)
{
    if (lv >= t->levels)
        return 0;
    return tx_max(1, n >> lv);
}

ptxvm_result pv_tex_query(ptxvm_vm *vm, uint64_t h, uint32_t what,
                          uint32_t level, uint32_t *out, char *msg,
                          size_t msg_size)
{
    pv_texture t;
    uint32_t kind = pv_obj_get(vm, h, &t), q = what & ~PV_TXQ_LEVEL_FLAG;
    uint32_t lv = (what & PV_TXQ_LEVEL_FLAG) ? level : 0;
    int samplerq = q == PV_TXQ_FILTER || q == PV_TXQ_NORMALIZED ||
                   q == PV_TXQ_FORCE_UNNORM ||
                   (q >= PV_TXQ_ADDR0 && q <= PV_TXQ_ADDR0 + 2);
    if (kind != PV_OBJ_TEXTURE && !(kind == PV_OBJ_SAMPLER && samplerq)) {
        snprintf(msg, msg_size, "txq: handle 0x%llx is not a live texture%s "
                 "object%s", (unsigned long long)h,
                 samplerq ? " or sampler" : "",
                 kind == PV_OBJ_SURFACE ? " (a surface)" :
                 kind == PV_OBJ_SAMPLER ? " (a sampler)" : "");
        return PTXVM_E_MEMORY_FAULT;
    }
    switch (q) {
    case PV_TXQ_WIDTH: *out = tx_level_size(&t, t.res.width, lv); break;
    case PV_TXQ_HEIGHT:
        *out = tx_level_size(&t, t.res.height ? t.res.height : 1, lv);
        break;
    case PV_TXQ_DEPTH:
        *out = tx_level_size(&t, t.res.depth ? t.res.depth : 1, lv);
        break;
    case PV_TXQ_NORMALIZED: *out = t.tex.normalized_coords != 0; break;
    case PV_TXQ_FORCE_UNNORM: *out = t.tex.normalized_coords == 0; break;
    case PV_TXQ_FILTER: *out = (uint32_t)t.tex.filter_linear; break;
    case PV_TXQ_CHANNEL_TYPE: *out = tx_channel_type(&t); break;
    case PV_TXQ_CHANNEL_ORDER:
        *out = t.res.channels == 1 ? TX_CL_R : t.res.channels == 2 ? TX_CL_RG :
               t.tex.srgb ? TX_CL_SRGBA : TX_CL_RGBA;
        break;
    case PV_TXQ_ARRAY_SIZE:
        *out = (t.res.flags & PTXVM_RESOURCE_CUBEMAP) ? t.res.layers / 6 :
               t.res.layers;
        break;
    case PV_TXQ_LEVELS: *out = t.levels; break;
    case PV_TXQ_SAMPLES: *out = t.samples; break;
    case PV_TXQ_ADDR0: case PV_TXQ_ADDR0 + 1: case PV_TXQ_ADDR0 + 2:
        *out = (uint32_t)t.tex.address_mode[q - PV_TXQ_ADDR0];
        break;
    default:
        snprintf(msg, msg_size, "txq: unknown query %u", what);
        return PTXVM_E_INVALID_ARGUMENT;
    }
    return PTXVM_OK;
}

#undef TX_LD
#undef TX_LDA
#undef TX_ST
#undef TX_STR
#undef TX_CHUNKS
