/* Texture objects: ptxvm_texture_create/destroy and the built-in
   sampler, following the CUDA Programming Guide's "Texture Fetching"
   appendix:
   - normalized coordinates are scaled by the size: x = c * N;
   - point filtering reads texel floor(x);
   - linear filtering reads texels i = floor(xB) and i + 1 with
     xB = x - 0.5 and weight alpha = frac(xB) held in 9-bit fixed point
     with 8 fractional bits (alpha = round(frac * 256) / 256), then
     (1 - alpha) T[i] + alpha T[i + 1] per dimension;
   - the address mode maps each texel index into the resource: wrap
     (index mod N), mirror (period 2N), clamp (to 0..N-1), border (the
     border color outside); wrap and mirror exist for normalized
     coordinates only, unnormalized ones clamp, as the hardware does;
   - integer formats read as normalized floats divide by the largest
     value (u8 / 255, s8 / 127 clamped to -1, ...);
   - formats of fewer than 4 channels return (x, y, 0, 1) completed.
   The texels live in device memory, looked up on every fetch so that a
   texture over freed memory faults instead of reading it. */
#include "texture.h"
#include "fpconv.h"
#include <math.h>
#include <string.h>
#include <stdio.h>

static const uint32_t fmt_bytes[] = { 0, 1, 2, 4, 1, 2, 4, 2, 4 };

void pv_tex_release(ptxvm_vm *vm)
{
    if (vm->texs)
        pv_free(&vm->heap, vm->texs, (size_t)vm->captexs * sizeof *vm->texs);
    vm->texs = NULL;
    vm->ntexs = vm->captexs = 0;
}

static ptxvm_result bad(ptxvm_vm *vm, const char *what)
{
    return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_texture_create: %s",
                    what);
}

/* Check res and tex, fill the derived sizes of t. */
static ptxvm_result tex_check(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                              const ptxvm_texture_desc *tex, pv_texture *t)
{
    uint64_t row, rows;
    uint32_t i;
    int isint;
    if (res->format < PTXVM_FORMAT_U8 || res->format > PTXVM_FORMAT_F32)
        return bad(vm, "unknown format (ptxvm_format)");
    if (res->channels != 1 && res->channels != 2 && res->channels != 4)
        return bad(vm, "channels must be 1, 2 or 4");
    if (res->width == 0)
        return bad(vm, "width is 0");
    if (res->height == 0 && res->depth != 0)
        return bad(vm, "depth without height");
    if (res->depth != 0 && res->layers != 0)
        return pv_error(vm, PTXVM_E_UNSUPPORTED, "ptxvm_texture_create: "
                        "layered 3D resources do not exist");
    if (res->width > (1u << 27) || res->height > 65536 || res->depth > 16384 ||
        res->layers > 2048)
        return bad(vm, "size beyond the limits (width 2^27, height 65536, "
                   "depth 16384, layers 2048)");
    if (!res->data && !tex->sample)     /* a host sampler needs no texels */
        return bad(vm, "no data");
    for (i = 0; i < 3; i++)
        if ((unsigned)tex->address_mode[i] > PTXVM_ADDRESS_BORDER)
            return bad(vm, "unknown address mode");
    if (tex->filter_linear != 0 && tex->filter_linear != 1)
        return bad(vm, "filter_linear must be 0 or 1");
    isint = res->format != PTXVM_FORMAT_F16 && res->format != PTXVM_FORMAT_F32;
    if (isint && !tex->read_as_integer &&
        (res->format == PTXVM_FORMAT_U32 || res->format == PTXVM_FORMAT_S32))
        return bad(vm, "32-bit integer formats cannot be read as normalized "
                   "floats");
    if (isint && tex->read_as_integer && tex->filter_linear && !tex->sample)
        return bad(vm, "linear filtering of integers read as integers");
    t->dims = res->depth ? 3 : res->height ? 2 : 1;
    t->elem = fmt_bytes[res->format] * res->channels;
    row = (uint64_t)res->width * t->elem;
    t->pitch = res->pitch ? res->pitch : row;
    if (t->pitch < row || t->pitch % t->elem)
        return bad(vm, "pitch below a row's bytes or not a multiple of the "
                   "texel size");
    rows = res->height ? res->height : 1;
    t->slice = t->pitch * rows;
    t->layer = t->slice * (res->depth ? res->depth : 1);
    t->span = t->layer * (res->layers ? res->layers : 1);
    if (!tex->sample && !(vm->cfg.flags & PTXVM_FLAG_UNCHECKED)) {
        pv_region *r = pv_devmem_find(&vm->mem, res->data, t->span);
        if (!r || !r->host || !(r->access & PTXVM_READ))
            return bad(vm, "the texels are not inside one readable device "
                       "allocation (data + size)");
    }
    return PTXVM_OK;
}

ptxvm_result pv_obj_add(ptxvm_vm *vm, const pv_texture *t, uint64_t *out)
{
    uint32_t i;
    for (i = 0; i < vm->ntexs; i++)
        if (!vm->texs[i].gen)
            break;
    if (i == vm->ntexs) {
        if (vm->ntexs == 0xfffffffeu)
            return pv_error(vm, PTXVM_E_NO_MEMORY, "too many texture, "
                            "surface and sampler objects");
        if (vm->ntexs == vm->captexs) {
            uint32_t cap = vm->captexs ? vm->captexs * 2 : 8;
            pv_texture *p = (pv_texture *)pv_realloc(&vm->heap, vm->texs,
                (size_t)vm->captexs * sizeof *p, (size_t)cap * sizeof *p);
            if (!p)
                return pv_error(vm, PTXVM_E_NO_MEMORY, "out of host memory "
                                "for a texture, surface or sampler object");
            vm->texs = p;
            vm->captexs = cap;
        }
        vm->ntexs++;
    }
    if (++vm->texgen == 0)
        vm->texgen = 1;
    vm->texs[i] = *t;
    vm->texs[i].gen = vm->texgen;
    *out = (uint64_t)vm->texgen << 32 | (i + 1);
    return pv_ok(vm);
}

pv_texture *pv_obj_lookup(ptxvm_vm *vm, uint64_t h, uint32_t kind)
{
    uint32_t i = (uint32_t)h, gen = (uint32_t)(h >> 32);
    if (i == 0 || i > vm->ntexs || gen == 0 || vm->texs[i - 1].gen != gen)
        return NULL;
    if (kind && vm->texs[i - 1].kind != kind)
        return NULL;
    return &vm->texs[i - 1];
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
    t->gen = 0;
    while (vm->ntexs && !vm->texs[vm->ntexs - 1].gen)
        vm->ntexs--;
    return pv_ok(vm);
}

ptxvm_result ptxvm_texture_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  const ptxvm_texture_desc *tex, uint64_t *out)
{
    pv_texture t;
    ptxvm_result e;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!res || !tex || !out)
        return bad(vm, "NULL argument");
    memset(&t, 0, sizeof t);
    e = tex_check(vm, res, tex, &t);
    if (e != PTXVM_OK)
        return e;
    t.kind = PV_OBJ_TEXTURE;
    t.res = *res;
    t.tex = *tex;
    return pv_obj_add(vm, &t, out);
}

static pv_texture *tex_lookup(ptxvm_vm *vm, uint64_t h)
{
    return pv_obj_lookup(vm, h, PV_OBJ_TEXTURE);
}

ptxvm_result ptxvm_texture_destroy(ptxvm_vm *vm, uint64_t h)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    return pv_obj_remove(vm, h, PV_OBJ_TEXTURE, "ptxvm_texture_destroy");
}

/* ---- sampling ---------------------------------------------------------- */

/* Map texel index i of a dimension of n texels by mode; -1 = border. */
static int64_t tex_address(int64_t i, int64_t n, int mode, int normalized)
{
    if (!normalized && (mode == PTXVM_ADDRESS_WRAP ||
                        mode == PTXVM_ADDRESS_MIRROR))
        mode = PTXVM_ADDRESS_CLAMP;
    switch (mode) {
    case PTXVM_ADDRESS_WRAP:
        i %= n;
        return i < 0 ? i + n : i;
    case PTXVM_ADDRESS_MIRROR:
        i %= 2 * n;
        if (i < 0)
            i += 2 * n;
        return i >= n ? 2 * n - 1 - i : i;
    case PTXVM_ADDRESS_CLAMP:
        return i < 0 ? 0 : i >= n ? n - 1 : i;
    default:
        return i < 0 || i >= n ? -1 : i;
    }
}

/* Float coordinate to a finite value the index arithmetic can hold. */
static float tex_coord(float c, uint32_t n, int normalized)
{
    if (c != c)
        c = 0.0f;
    if (normalized)
        c *= (float)n;
    if (c > 1e9f)
        c = 1e9f;
    if (c < -1e9f)
        c = -1e9f;
    return c;
}

static float f16_to_f32(uint32_t h)
{
    uint64_t b = fp_to_f64(h, 5, 10);
    double d;
    memcpy(&d, &b, sizeof d);
    return (float)d;
}

static float bits_f(uint32_t w)
{
    float f;
    memcpy(&f, &w, sizeof f);
    return f;
}

static uint32_t f_bits(float f)
{
    uint32_t w;
    memcpy(&w, &f, sizeof w);
    return w;
}

/* Texel p (elem bytes) of t into v[4]: floats or integer words, completed
   with (0, 0, 1) past its channels. */
static void tex_texel(const pv_texture *t, const uint8_t *p, int asfloat,
                      uint32_t v[4])
{
    uint32_t c, sz = fmt_bytes[t->res.format];
    for (c = 0; c < 4; c++) {
        uint32_t w = 0;
        float f = 0.0f;
        if (c >= t->res.channels) {
            v[c] = c == 3 ? (asfloat ? f_bits(1.0f) : 1u) : 0u;
            continue;
        }
        memcpy(&w, p + c * sz, sz);     /* little-endian texels */
        switch (t->res.format) {
        case PTXVM_FORMAT_U8:  f = (float)(w & 0xff) / 255.0f; break;
        case PTXVM_FORMAT_U16: f = (float)(w & 0xffff) / 65535.0f; break;
        case PTXVM_FORMAT_S8:
            w = (uint32_t)(int32_t)(int8_t)w;
            f = (float)(int32_t)w / 127.0f;
            break;
        case PTXVM_FORMAT_S16:
            w = (uint32_t)(int32_t)(int16_t)w;
            f = (float)(int32_t)w / 32767.0f;
            break;
        case PTXVM_FORMAT_F16: f = f16_to_f32(w); break;
        case PTXVM_FORMAT_F32: f = bits_f(w); break;
        default: break;
        }
        if (f < -1.0f && (t->res.format == PTXVM_FORMAT_S8 ||
                          t->res.format == PTXVM_FORMAT_S16))
            f = -1.0f;
        if (t->res.format == PTXVM_FORMAT_F16 || t->res.format == PTXVM_FORMAT_F32)
            w = f_bits(f);
        v[c] = asfloat ? f_bits(f) : w;
    }
}

static void tex_border(const pv_texture *t, int asfloat, uint32_t v[4])
{
    uint32_t c;
    for (c = 0; c < 4; c++)
        v[c] = asfloat ? f_bits(t->tex.border_color[c]) : 0u;
}

ptxvm_result pv_tex_fetch(ptxvm_vm *vm, uint64_t h, const pv_texreq *q,
                          uint32_t out[4], char *msg, size_t msg_size)
{
    const pv_texture *t = tex_lookup(vm, h);
    const uint8_t *base;
    uint32_t n[3], d, c, k, dims, lin;
    int64_t i0[3], i1[3];
    uint32_t wk[3];             /* weights of index i1, in 1/256 */
    float acc[4];
    int asfloat, norm;
    uint64_t layer_off = 0;
    if (!t) {
        snprintf(msg, msg_size, "texture handle 0x%llx is not a live texture "
                 "object", (unsigned long long)h);
        return PTXVM_E_MEMORY_FAULT;
    }
    if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) {
        base = (const uint8_t *)(uintptr_t)t->res.data;
    } else {
        const pv_region *r = pv_devmem_find(&vm->mem, t->res.data, t->span);
        if (!r || !r->host) {
            snprintf(msg, msg_size, "texture 0x%llx reads device memory "
                     "0x%llx..+%llu that is no longer allocated",
                     (unsigned long long)h, (unsigned long long)t->res.data,
                     (unsigned long long)t->span);
            return PTXVM_E_MEMORY_FAULT;
        }
        base = r->host + (t->res.data - r->base);
    }
    n[0] = t->res.width;
    n[1] = t->res.height ? t->res.height : 1;
    n[2] = t->res.depth ? t->res.depth : 1;
    dims = t->dims;
    if (t->res.layers) {
        int32_t l = q->layer;
        l = l < 0 ? 0 : l >= (int32_t)t->res.layers ? (int32_t)t->res.layers - 1 : l;
        layer_off = (uint64_t)l * t->layer;
    }
    asfloat = t->res.format == PTXVM_FORMAT_F16 ||
              t->res.format == PTXVM_FORMAT_F32 || !t->tex.read_as_integer;
    norm = t->tex.normalized_coords != 0;
    lin = t->tex.filter_linear && !q->coords_int;
    for (d = 0; d < 3; d++) {
        int mode = t->tex.address_mode[d];
        wk[d] = 0;
        if (d >= dims) {
            i0[d] = i1[d] = 0;
            continue;
        }
        if (q->coords_int) {
            int64_t i = d < q->dims ? q->ic[d] : 0;
            /* integer coordinates address texels directly; a linear
               (1D, unlayered) resource returns zeros outside, as
               tex1Dfetch does */
            if (dims == 1 && !t->res.layers)
                i0[d] = i < 0 || i >= n[d] ? -1 : i;
            else
                i0[d] = tex_address(i, n[d], mode, 0);
            i1[d] = i0[d];
            continue;
        } else {
            float x = tex_coord(d < q->dims ? q->fc[d] : 0.0f, n[d], norm);
            if (lin) {
                float xb = x - 0.5f, fl = floorf(xb);
                wk[d] = (uint32_t)floorf((xb - fl) * 256.0f + 0.5f);
                i0[d] = tex_address((int64_t)fl, n[d], mode, norm);
                i1[d] = tex_address((int64_t)fl + 1, n[d], mode, norm);
            } else {
                i0[d] = i1[d] = tex_address((int64_t)floorf(x), n[d], mode, norm);
            }
        }
    }
    /* corners in the order (i0,i0,i0), (i1,i0,i0), (i0,i1,i0), ... */
    for (k = 0; k < (lin ? 1u << dims : 1u); k++) {
        int64_t ix[3];
        uint32_t v[4];
        float w = 1.0f;
        int border = 0;
        for (d = 0; d < 3; d++) {
            int hi = (k >> d) & 1;
            ix[d] = hi ? i1[d] : i0[d];
            if (ix[d] < 0)
                border = 1;
            if (lin && d < dims)
                w *= (float)(hi ? wk[d] : 256 - wk[d]) / 256.0f;
        }
        if (border)
            tex_border(t, asfloat, v);
        else
            tex_texel(t, base + layer_off + (uint64_t)ix[2] * t->slice +
                      (uint64_t)ix[1] * t->pitch + (uint64_t)ix[0] * t->elem,
                      asfloat, v);
        if (!lin) {
            memcpy(out, v, sizeof v);
            return PTXVM_OK;
        }
        for (c = 0; c < 4; c++)
            acc[c] = k ? acc[c] + w * bits_f(v[c]) : w * bits_f(v[c]);
    }
    for (c = 0; c < 4; c++)
        out[c] = f_bits(acc[c]);
    return PTXVM_OK;
}

ptxvm_result pv_tex_warp(ptxvm_vm *vm, const uint64_t h[32],
                         ptxvm_tex_request *q, ptxvm_tex_result *r,
                         uint32_t *fault_lane, char *msg, size_t msg_size)
{
    uint32_t todo = q->mask, l, k;
    r->resident = q->mask;
    while (todo) {
        uint32_t first = (uint32_t)__builtin_ctz(todo), group = 0;
        uint64_t hv = h[first];
        const pv_texture *t;
        ptxvm_result e;
        for (l = first; l < 32; l++)
            if (((todo >> l) & 1u) && h[l] == hv)
                group |= 1u << l;
        todo &= ~group;
        t = tex_lookup(vm, hv);
        if (t && t->tex.sample) {
            ptxvm_tex_request g = *q;
            g.mask = group;
            g.texture = hv;
            e = t->tex.sample(t->tex.sample_user, &g, r);
            if (e != PTXVM_OK) {
                *fault_lane = first;
                snprintf(msg, msg_size, "the host sampler of texture 0x%llx "
                         "failed (%d)", (unsigned long long)hv, (int)e);
                return e;
            }
            continue;
        }
        for (l = first; l < 32; l++) {
            pv_texreq one;
            uint32_t out[4];
            if (!((group >> l) & 1u))
                continue;
            memset(&one, 0, sizeof one);
            one.dims = q->geom == PTXVM_GEOM_A1D ? 1 :
                       q->geom == PTXVM_GEOM_A2D ? 2 : q->geom;
            one.layered = q->geom == PTXVM_GEOM_A1D || q->geom == PTXVM_GEOM_A2D;
            one.coords_int = (int)q->coords_int;
            one.result = (int)q->result;
            one.layer = q->layer[l];
            for (k = 0; k < 3; k++) {
                one.ic[k] = (int32_t)q->c[k][l];
                memcpy(&one.fc[k], &q->c[k][l], 4);
            }
            e = pv_tex_fetch(vm, hv, &one, out, msg, msg_size);
            if (e != PTXVM_OK) {
                *fault_lane = l;
                return e;
            }
            for (k = 0; k < 4; k++)
                r->v[k][l] = out[k];
        }
    }
    return PTXVM_OK;
}

ptxvm_result pv_tex_query(ptxvm_vm *vm, uint64_t h, uint32_t what,
                          uint32_t level, uint32_t *out, char *msg,
                          size_t msg_size)
{
    (void)level;
    const pv_texture *t = tex_lookup(vm, h);
    if (!t) {
        snprintf(msg, msg_size, "texture handle 0x%llx is not a live texture "
                 "object", (unsigned long long)h);
        return PTXVM_E_MEMORY_FAULT;
    }
    switch (what) {
    case PV_TXQ_WIDTH: *out = t->res.width; break;
    case PV_TXQ_HEIGHT: *out = t->res.height ? t->res.height : 1; break;
    case PV_TXQ_DEPTH: *out = t->res.depth ? t->res.depth : 1; break;
    case PV_TXQ_NORMALIZED: *out = t->tex.normalized_coords != 0; break;
    case PV_TXQ_FILTER: *out = (uint32_t)t->tex.filter_linear; break;
    default: *out = (uint32_t)t->tex.address_mode[(what - PV_TXQ_ADDR0) % 3];
    }
    return PTXVM_OK;
}
