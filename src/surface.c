/* Surface objects: ptxvm_surface_create/destroy, the built-in texel
   access of suld/sust/sured (ptxvm.h says what each form and mode does),
   host-served surfaces, and suq. The texels live in device memory,
   looked up once per warp and handle so that a surface over freed
   memory faults instead of touching it; every access is bounded by the
   resource, which lies inside that allocation. */
#include "surface.h"
#include "abi.h"
#include "bitcast.h"
#include "exec_mem.h"
#include "ops_atom.h"
#include "gmem.h"
#include "fpconv.h"
#include <math.h>
#include <stdio.h>
#include <string.h>


static ptxvm_result su_bad(ptxvm_vm *vm, const char *what)
{
    return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_surface_create: %s",
                    what);
}

/* Check res and fill the derived sizes of t: a texture's shape
   (pv_res_check), one level and one sample, in writable memory. */
static ptxvm_result su_check(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                             const ptxvm_surface_desc *d, pv_texture *t)
{
    ptxvm_result e;
    if (res->levels > 1)
        return pv_error(vm, PTXVM_E_UNSUPPORTED, "ptxvm_surface_create: "
                        "mipmapped resources (levels > 1) are not supported "
                        "for surfaces");
    if (res->samples > 1)
        return pv_error(vm, PTXVM_E_UNSUPPORTED, "ptxvm_surface_create: "
                        "multisample resources are not supported for surfaces");
    e = pv_res_check(vm, res, "ptxvm_surface_create", t);
    if (e != PTXVM_OK)
        return e;
    if (!res->data && !d->serve)
        return su_bad(vm, "no data");
    if (d->normalized != 0 && d->normalized != 1)
        return su_bad(vm, "normalized must be 0 or 1");
    if (!d->serve && !(vm->cfg.flags & PTXVM_FLAG_UNCHECKED)) {
        pv_region *r = pv_devmem_find(&vm->mem, res->data, t->span);
        if (!r || !r->host ||
            (r->access & (PTXVM_READ | PTXVM_WRITE)) != (PTXVM_READ | PTXVM_WRITE))
            return su_bad(vm, "the texels are not inside one readable and "
                       "writable device allocation (data + size)");
    }
    return PTXVM_OK;
}

ptxvm_result ptxvm_surface_create_hosted(ptxvm_vm *vm,
                                         const ptxvm_resource_desc *res,
                                         const ptxvm_surface_desc *desc,
                                         uint64_t *out)
{
    pv_texture t;
    ptxvm_result e;
    ptxvm_resource_desc rc;
    ptxvm_surface_desc dc;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (out)
        *out = 0;
    if (!res || !desc || !out)
        return su_bad(vm, "NULL argument");
    if ((e = PV_SIZED_COPY(vm, "ptxvm_surface_create", ptxvm_resource_desc,
                           &rc, res)) != PTXVM_OK ||
        (e = PV_SIZED_COPY(vm, "ptxvm_surface_create", ptxvm_surface_desc,
                           &dc, desc)) != PTXVM_OK)
        return e;
    res = &rc;
    desc = &dc;
    memset(&t, 0, sizeof t);
    e = su_check(vm, res, desc, &t);
    if (e != PTXVM_OK)
        return e;
    t.kind = PV_OBJ_SURFACE;
    t.res = *res;
    t.surf = *desc;
    return pv_obj_add(vm, &t, out);
}

ptxvm_result ptxvm_surface_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  uint64_t *out)
{
    ptxvm_surface_desc d;
    memset(&d, 0, sizeof d);
    return ptxvm_surface_create_hosted(vm, res, &d, out);
}

ptxvm_result ptxvm_surface_destroy(ptxvm_vm *vm, uint64_t h)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    return pv_obj_remove(vm, h, PV_OBJ_SURFACE, "ptxvm_surface_destroy");
}

/* ---- formatted texels ----------------------------------------------- */

static int su_fmt_float(const pv_texture *t)
{
    return t->res.format == PTXVM_FORMAT_F16 ||
           t->res.format == PTXVM_FORMAT_F32 ||
           (t->surf.normalized && pv_fmt_bytes(t->res.format) < 4);
}

static int su_fmt_signed(ptxvm_format f)
{
    return f == PTXVM_FORMAT_S8 || f == PTXVM_FORMAT_S16 || f == PTXVM_FORMAT_S32;
}

/* Channel word w (size bytes, zero-extended) as the word suld.p gives. */
static uint32_t su_chan_read(const pv_texture *t, uint32_t w)
{
    uint32_t sz = pv_fmt_bytes(t->res.format);
    int32_t s = sz == 1 ? (int8_t)w : sz == 2 ? (int16_t)w : (int32_t)w;
    if (t->res.format == PTXVM_FORMAT_F16) {
        uint64_t b = fp_to_f64(w, 5, 10);
        double d;
        memcpy(&d, &b, sizeof d);
        return pv_u32((float)d);
    }
    if (t->res.format == PTXVM_FORMAT_F32)
        return w;
    if (!su_fmt_float(t))
        return su_fmt_signed(t->res.format) ? (uint32_t)s : w;
    if (su_fmt_signed(t->res.format)) {
        float f = (float)s / (sz == 1 ? 127.0f : 32767.0f);
        return pv_u32(f < -1.0f ? -1.0f : f);
    }
    return pv_u32((float)w / (sz == 1 ? 255.0f : 65535.0f));
}

/* The exact product x (an f32 times at most 65535 is exact in a double)
   rounded half away from zero. */
static int32_t su_round(double x)
{
    return x >= 0.0 ? (int32_t)floor(x + 0.5) : -(int32_t)floor(-x + 0.5);
}

/* Word v (f32, u32 or s32 by the format's kind) as a channel's bits. */
static uint32_t su_chan_write(const pv_texture *t, uint32_t v)
{
    uint32_t sz = pv_fmt_bytes(t->res.format);
    if (t->res.format == PTXVM_FORMAT_F32)
        return v;
    if (t->res.format == PTXVM_FORMAT_F16) {
        double d = (double)pv_f32(v);
        uint64_t b;
        memcpy(&b, &d, sizeof b);
        return fp_from_f64_rn(b, 5, 10);
    }
    if (su_fmt_float(t)) {
        float f = pv_f32(v);
        int sn = su_fmt_signed(t->res.format);
        double scale = sz == 1 ? (sn ? 127.0 : 255.0) : (sn ? 32767.0 : 65535.0);
        if (f != f)
            f = 0.0f;
        if (f > 1.0f)
            f = 1.0f;
        if (f < (sn ? -1.0f : 0.0f))
            f = sn ? -1.0f : 0.0f;
        return (uint32_t)su_round((double)f * scale) & (sz == 1 ? 0xffu : 0xffffu);
    }
    if (sz == 4)
        return v;
    if (su_fmt_signed(t->res.format)) {
        int32_t s = (int32_t)v, lim = sz == 1 ? 127 : 32767;
        s = s > lim ? lim : s < -lim - 1 ? -lim - 1 : s;
        return (uint32_t)s & (sz == 1 ? 0xffu : 0xffffu);
    }
    return v > (sz == 1 ? 0xffu : 0xffffu) ? (sz == 1 ? 0xffu : 0xffffu) : v;
}

/* ---- the built-in access ------------------------------------------- */

static const char *const su_op_name[] = { "", "suld", "sust", "sured" };
static const char *const su_mode_name[] = { ".trap", ".clamp", ".zero" };

/* Map coordinate c of n places under mode: 1 in range (or clamped),
   0 out of range. */
static int su_coord(int64_t *c, int64_t n, uint32_t mode)
{
    if (*c >= 0 && *c < n)
        return 1;
    if (mode != PTXVM_SURF_CLAMP)
        return 0;
    *c = *c < 0 ? 0 : n - 1;
    return 1;
}

/* One lane of q on built-in surface t whose texels are at host base. */
static ptxvm_result su_lane(ptxvm_vm *vm, uint64_t h, const pv_texture *t,
                              uint8_t *base, ptxvm_surface_request *q,
                              uint32_t l, char *msg, size_t msg_size)
{
    uint32_t dims = q->geom == PTXVM_GEOM_A1D ? 1 : q->geom == PTXVM_GEOM_A2D ?
                    2 : q->geom;
    int layered = q->geom == PTXVM_GEOM_A1D || q->geom == PTXVM_GEOM_A2D;
    int64_t x = q->x[l], y = dims > 1 ? q->y[l] : 0, z = dims > 2 ? q->z[l] : 0;
    int64_t lay = layered ? (int64_t)q->layer[l] : 0;
    int64_t nx, acc;
    int in = 1;
    uint32_t sz = pv_fmt_bytes(t->res.format), k, chans = t->res.channels;
    uint8_t *p;
    if (q->formatted) {
        acc = q->op == PTXVM_SURF_REDUCE ? q->size : t->elem;
        nx = t->res.width;
    } else {
        acc = (int64_t)q->vec * q->size;
        nx = (int64_t)t->res.width * t->elem;
        if (x % acc) {
            snprintf(msg, msg_size, "%s.b: byte x %lld on surface 0x%llx is not "
                     "a multiple of the access size %lld", su_op_name[q->op],
                     (long long)x, (unsigned long long)h, (long long)acc);
            return PTXVM_E_MEMORY_FAULT;
        }
        if (nx < acc) {
            snprintf(msg, msg_size, "%s.b: an access of %lld bytes is wider "
                     "than a row of surface 0x%llx (%lld bytes)", su_op_name[q->op],
                     (long long)acc, (unsigned long long)h, (long long)nx);
            return PTXVM_E_MEMORY_FAULT;
        }
    }
    if (q->formatted && q->op == PTXVM_SURF_REDUCE &&
        ((t->res.format != PTXVM_FORMAT_U32 && t->res.format != PTXVM_FORMAT_S32) ||
         (q->size == 8 && chans < 2))) {
        snprintf(msg, msg_size, "sured.p.b%u on surface 0x%llx: its texels "
                 "are not %s", q->size * 8, (unsigned long long)h,
                 q->size == 8 ? "two 32-bit integers" : "32-bit integers");
        return PTXVM_E_INVALID_ARGUMENT;
    }
    {
        int64_t xs = q->formatted ? x : x / acc, ns = q->formatted ? nx : nx / acc;
        int64_t y0 = y, z0 = z, l0 = lay;
        in &= su_coord(&xs, ns, q->mode);
        in &= su_coord(&y, t->res.height ? t->res.height : 1, q->mode);
        in &= su_coord(&z, t->res.depth ? t->res.depth : 1, q->mode);
        in &= su_coord(&lay, t->res.layers ? t->res.layers : 1, q->mode);
        if (!in && q->mode == PTXVM_SURF_TRAP) {
            snprintf(msg, msg_size, "%s%s: coordinates (x %lld%s, y %lld, z %lld, "
                     "layer %lld) outside surface 0x%llx (%u x %u x %u, %u "
                     "layers)", su_op_name[q->op], su_mode_name[0], (long long)x,
                     q->formatted ? "" : " bytes", (long long)y0, (long long)z0,
                     (long long)l0, (unsigned long long)h, t->res.width,
                     t->res.height ? t->res.height : 1,
                     t->res.depth ? t->res.depth : 1,
                     t->res.layers ? t->res.layers : 1);
            return PTXVM_E_MEMORY_FAULT;
        }
        x = q->formatted ? xs * t->elem : xs * acc;
    }
    if (!in) {                           /* .zero */
        if (q->op == PTXVM_SURF_LOAD)
            for (k = 0; k < 4; k++)
                q->data[k][l] = 0;
        return PTXVM_OK;
    }
    p = base + (uint64_t)lay * t->layer + (uint64_t)z * t->slice +
        (uint64_t)y * t->pitch + (uint64_t)x;
    if (q->op == PTXVM_SURF_REDUCE) {
        static const uint32_t aop[] = { 0, PV_AOP_ADD, PV_AOP_MIN, PV_AOP_MAX,
                                        PV_AOP_AND, PV_AOP_OR };
        uint32_t type = q->formatted ? (su_fmt_signed(t->res.format) ? PV_AT_S : PV_AT_U)
                        : q->red_type == PTXVM_SURF_TYPE_S ? PV_AT_S : PV_AT_U;
        uint64_t dev = t->res.data + (uint64_t)(p - base);
        if (dev % q->size) {
            snprintf(msg, msg_size, "sured: device address 0x%llx of surface "
                     "0x%llx is not aligned to %u bytes",
                     (unsigned long long)dev, (unsigned long long)h, q->size);
            return PTXVM_E_MEMORY_FAULT;
        }
        pv_atom_rmw(PV_ATOM_AUX(q->size, SP_GLOBAL, aop[q->red_op % 6], type),
                    p, q->data[0][l], 0, 0, &vm->lock, 1);
        return PTXVM_OK;
    }
    if (!q->formatted) {
        for (k = 0; k < q->vec; k++) {
            uint8_t e[8];
            if (q->op == PTXVM_SURF_LOAD) {
                pv_gread(e, p + k * q->size, q->size);
                q->data[k][l] = pv_load_le(e, q->size, 0);
            } else {
                pv_store_le(e, q->data[k][l], q->size);
                pv_gwrite(p + k * q->size, e, q->size);
            }
        }
        return PTXVM_OK;
    }
    for (k = 0; k < 4; k++) {
        uint8_t e[8];
        if (q->op == PTXVM_SURF_LOAD) {
            if (k >= chans) {
                q->data[k][l] = k < 3 ? 0 : su_fmt_float(t) ? pv_u32(1.0f) : 1;
                continue;
            }
            pv_gread(e, p + k * sz, sz);
            q->data[k][l] = su_chan_read(t, (uint32_t)pv_load_le(e, sz, 0));
        } else if (k < chans && k < q->vec) {
            pv_store_le(e, su_chan_write(t, (uint32_t)q->data[k][l]), sz);
            pv_gwrite(p + k * sz, e, sz);
        }
    }
    return PTXVM_OK;
}

/* The common .b load or store of a group on built-in surface t at host
   base, when every lane's access is in range, aligned and lies inside
   one row, with relaxed accesses (gmem.h) and no division. Returns
   0, touching nothing, when any lane needs su_lane (a fault, a clamp, a
   zero, a misaligned x), so lanes keep their order and their messages. */
static int su_fast(const pv_texture *t, uint8_t *base,
                   ptxvm_surface_request *q, uint32_t group)
{
    uint32_t dims = q->geom == PTXVM_GEOM_A1D ? 1 : q->geom == PTXVM_GEOM_A2D ?
                    2 : q->geom;
    int layered = q->geom == PTXVM_GEOM_A1D || q->geom == PTXVM_GEOM_A2D;
    uint64_t acc = (uint64_t)q->vec * q->size, sz = q->size;
    uint64_t nx = (uint64_t)t->res.width * t->elem;
    uint64_t ny = t->res.height ? t->res.height : 1;
    uint64_t nz = t->res.depth ? t->res.depth : 1;
    uint64_t nl = t->res.layers ? t->res.layers : 1;
    uint64_t off[32];
    uint64_t ym = dims > 1 ? ~(uint64_t)0 : 0, zm = dims > 2 ? ~(uint64_t)0 : 0;
    uint64_t lm = layered ? ~(uint64_t)0 : 0;
    uint32_t g, l, k, bad = 0;
    int load = q->op == PTXVM_SURF_LOAD;
    uint64_t align = (uintptr_t)base | t->pitch | t->slice | t->layer;
    if (q->formatted || (q->op != PTXVM_SURF_LOAD && q->op != PTXVM_SURF_STORE) ||
        !sz || (sz & (sz - 1)) || (acc & (acc - 1)) || acc > nx ||
        (align & (sz - 1)))
        return 0;
    /* every lane, without branches (the compiler's vectors); lanes
       outside the group compute offsets nobody uses */
    for (l = 0; l < 32; l++) {
        uint64_t x = (uint64_t)(int64_t)q->x[l];  /* x < 0 wraps past nx */
        uint64_t y = (uint64_t)(int64_t)q->y[l] & ym;
        uint64_t z = (uint64_t)(int64_t)q->z[l] & zm;
        uint64_t lay = (uint64_t)q->layer[l] & lm;
        bad |= ((group >> l) & 1u) &
               ((uint32_t)((x & (acc - 1)) != 0) | (uint32_t)(x > nx - acc) |
                (uint32_t)(y >= ny) | (uint32_t)(z >= nz) | (uint32_t)(lay >= nl));
        off[l] = lay * t->layer + z * t->slice + y * t->pitch + x;
    }
    if (bad)
        return 0;
    /* a whole vector of at most 8 bytes aligned to its size moves as one
       word (the host is little-endian, common.h); wider ones by element */
    if (acc <= 8 && !(align & (acc - 1))) {
        uint64_t sm = sz >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * sz)) - 1;
        uint64_t v[32];
        if (!load) {                     /* all lanes, component-major */
            for (l = 0; l < 32; l++)
                v[l] = q->data[0][l] & sm;
            for (k = 1; k < q->vec; k++)
                for (l = 0; l < 32; l++)
                    v[l] |= (q->data[k][l] & sm) << (8 * sz * k);
        }
#define SU_PACK(T)                                                         \
        for (g = group; g; g &= g - 1) {                                   \
            uint8_t *p;                                                    \
            l = (uint32_t)__builtin_ctz(g);                                \
            p = base + off[l];                                             \
            if (load) {                                                    \
                uint64_t w = PV_GLD(T, p);                                 \
                for (k = 0; k < q->vec; k++)                               \
                    q->data[k][l] = (w >> (8 * sz * k)) & sm;              \
            } else {                                                       \
                PV_GST(T, p, v[l]);                                        \
            }                                                              \
        }
        switch (acc) {
        case 1: SU_PACK(uint8_t); break;
        case 2: SU_PACK(uint16_t); break;
        case 4: SU_PACK(uint32_t); break;
        default: SU_PACK(uint64_t); break;
        }
#undef SU_PACK
        return 1;
    }
#define SU_MOVE(T)                                                         \
    for (g = group; g; g &= g - 1) {                                       \
        uint8_t *p;                                                        \
        l = (uint32_t)__builtin_ctz(g);                                    \
        p = base + off[l];                                                 \
        if (load)                                                          \
            for (k = 0; k < q->vec; k++)                                   \
                q->data[k][l] = PV_GLD(T, p + k * sizeof(T));              \
        else                                                               \
            for (k = 0; k < q->vec; k++)                                   \
                PV_GST(T, p + k * sizeof(T), q->data[k][l]);               \
    }
    switch (sz) {
    case 1: SU_MOVE(uint8_t); break;
    case 2: SU_MOVE(uint16_t); break;
    case 4: SU_MOVE(uint32_t); break;
    default: SU_MOVE(uint64_t); break;
    }
#undef SU_MOVE
    return 1;
}

static ptxvm_result su_dead(uint64_t h, const pv_texture *o, char *msg,
                         size_t msg_size)
{
    snprintf(msg, msg_size, "surface handle 0x%llx is not a live surface "
             "object%s", (unsigned long long)h,
             o && o->kind == PV_OBJ_TEXTURE ? " (it is a texture)" :
             o && o->kind == PV_OBJ_SAMPLER ? " (it is a sampler)" : "");
    return PTXVM_E_MEMORY_FAULT;
}

ptxvm_result pv_surf_warp(ptxvm_vm *vm, const uint64_t h[32],
                          ptxvm_surface_request *q, uint32_t *fault_lane,
                          char *msg, size_t msg_size)
{
    uint32_t todo = q->mask, l, k;
    while (todo) {
        uint32_t first = (uint32_t)__builtin_ctz(todo), group = 0;
        uint64_t hv = h[first];
        const pv_texture *t;
        uint8_t *base;
        ptxvm_result e;
        for (l = first; l < 32; l++)
            if (((todo >> l) & 1u) && h[l] == hv)
                group |= 1u << l;
        todo &= ~group;
        t = pv_obj_lookup(vm, hv, PV_OBJ_SURFACE);
        *fault_lane = first;
        if (!t)
            return su_dead(hv, pv_obj_lookup(vm, hv, 0), msg, msg_size);
        if (t->surf.serve) {
            ptxvm_surface_request g = *q;
            g.mask = group;
            g.surface = hv;
            e = t->surf.serve(t->surf.serve_user, &g);
            if (e != PTXVM_OK) {
                snprintf(msg, msg_size, "the host server of surface 0x%llx "
                         "failed (%d)", (unsigned long long)hv, (int)e);
                return e;
            }
            if (q->op == PTXVM_SURF_LOAD)
                for (l = first; l < 32; l++)
                    if ((group >> l) & 1u)
                        for (k = 0; k < 4; k++)
                            q->data[k][l] = g.data[k][l];
            continue;
        }
        if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) {
            base = (uint8_t *)(uintptr_t)t->res.data;
        } else {
            const pv_region *r = pv_devmem_find(&vm->mem, t->res.data, t->span);
            uint32_t need = q->op == PTXVM_SURF_LOAD ? PTXVM_READ :
                            q->op == PTXVM_SURF_STORE ? PTXVM_WRITE :
                            PTXVM_READ | PTXVM_WRITE;
            if (!r || !r->host || (r->access & need) != need) {
                snprintf(msg, msg_size, "surface 0x%llx uses device memory "
                         "0x%llx..+%llu that is no longer allocated (or no longer "
                         "%s)",
                         (unsigned long long)hv, (unsigned long long)t->res.data,
                         (unsigned long long)t->span,
                         q->op == PTXVM_SURF_LOAD ? "readable" : "writable");
                return PTXVM_E_MEMORY_FAULT;
            }
            base = r->host + (t->res.data - r->base);
        }
        if (su_fast(t, base, q, group))
            continue;
        for (l = first; l < 32; l++) {
            if (!((group >> l) & 1u))
                continue;
            e = su_lane(vm, hv, t, base, q, l, msg, msg_size);
            if (e != PTXVM_OK) {
                *fault_lane = l;
                return e;
            }
        }
    }
    return PTXVM_OK;
}

ptxvm_result pv_surf_query(ptxvm_vm *vm, uint64_t h, uint32_t what,
                           uint32_t *out, char *msg, size_t msg_size)
{
    /* OpenCL 1.0 channel data types by ptxvm_format, UINT/SINT, then
       UNORM/SNORM for the normalized 8/16-bit formats */
    static const uint32_t cl_type[2][9] = {
        { 0, 0x10DA, 0x10DB, 0x10DC, 0x10D7, 0x10D8, 0x10D9, 0x10DD, 0x10DE },
        { 0, 0x10D2, 0x10D3, 0x10DC, 0x10D0, 0x10D1, 0x10D9, 0x10DD, 0x10DE } };
    const pv_texture *t = pv_obj_lookup(vm, h, PV_OBJ_SURFACE);
    if (!t)
        return su_dead(h, pv_obj_lookup(vm, h, 0), msg, msg_size);
    switch (what) {
    case PV_SUQ_WIDTH: *out = t->res.width; break;
    case PV_SUQ_HEIGHT: *out = t->res.height ? t->res.height : 1; break;
    case PV_SUQ_DEPTH: *out = t->res.depth ? t->res.depth : 1; break;
    case PV_SUQ_DATA_TYPE:
        *out = cl_type[t->surf.normalized != 0][t->res.format];
        break;
    case PV_SUQ_ORDER:
        *out = t->res.channels == 1 ? 0x10B0 : t->res.channels == 2 ? 0x10B2
                                                                    : 0x10B5;
        break;
    case PV_SUQ_ARRAY: *out = t->res.layers ? t->res.layers : 1; break;
    default: *out = 1; break;            /* memory_layout: linear */
    }
    return PTXVM_OK;
}
