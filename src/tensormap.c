/* Tensor maps: the host encoders (ptxvm_tensormap_encode_*), the checks
   they share with every use of a map in a kernel, the 128-byte layout
   and tensormap.replace's field edits.

   Layout (little-endian; unused bytes zero):
     0  u32 magic            16 u64 global address
     4  u8  type             24 u64 dims[5]
     5  u8  rank - 1         64 u64 strides of dims 1..4
     6  u8  interleave       96 u8  box[5] - 1
     7  u8  swizzle         101 u8  element strides[5] - 1
     8  u8  swizzle atomicity  106 i16 im2col lower corners[3]
     9  u8  OOB fill        112 i16 im2col upper corners[3]
    10  u8  L2 promotion    118 u16 channels per pixel - 1
    11  u8  mode            120 u16 pixels per column - 1
   Rank, box and element strides are stored less one so that an all-zero
   field is still a legal value; the magic word tells a map from other
   bytes. */
#include "tensormap.h"
#include "vm.h"
#include <stdio.h>

#define TM_MAGIC 0x4d545650u         /* "PVTM" */

static const uint8_t tm_esize[13] = { 1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4 };

static int tm_is_float(uint32_t type)
{
    return type >= PTXVM_TMAP_F16;
}

static ptxvm_result tm_bad(char *why, size_t cap, const char *fmt,
                           unsigned long long a, unsigned long long b)
{
    snprintf(why, cap, fmt, a, b);
    return PTXVM_E_INVALID_ARGUMENT;
}

PTXVM_INTERNAL ptxvm_result pv_tmap_check(const pv_tmap *t, char *why,
                                          size_t cap)
{
    uint32_t i, span, lo = t->mode == PV_TMAP_IM2COL ? 3 : 1;
    uint64_t salign;
    if (t->type >= 13 && t->type <= 15) {
        snprintf(why, cap, "tensorDataType %u (a packed 4/6-bit type) needs "
                 "sm_100", (unsigned)t->type);
        return PTXVM_E_UNSUPPORTED;
    }
    if (t->type > 12)
        return tm_bad(why, cap, "tensorDataType %llu is not a "
                      "CUtensorMapDataType%.0llu", t->type, 0);
    if (t->rank < lo || t->rank > 5)
        return tm_bad(why, cap, "tensorRank %llu is out of range (%llu..5)",
                      t->rank, lo);
    if (t->interleave > PTXVM_TMAP_INTERLEAVE_32B)
        return tm_bad(why, cap, "interleave %llu is not a "
                      "CUtensorMapInterleave%.0llu", t->interleave, 0);
    if (t->interleave != PTXVM_TMAP_INTERLEAVE_NONE && t->rank < 3)
        return tm_bad(why, cap, "tensorRank %llu: an interleaved layout needs "
                      "rank 3 or more%.0llu", t->rank, 0);
    if (t->swizzle > PTXVM_TMAP_SWIZZLE_128B)
        return tm_bad(why, cap, "swizzle %llu is not a "
                      "CUtensorMapSwizzle%.0llu", t->swizzle, 0);
    if (t->atomicity != 0) {
        snprintf(why, cap, "swizzle atomicity %u (wider than 16 bytes) "
                 "needs sm_100", (unsigned)t->atomicity);
        return PTXVM_E_UNSUPPORTED;
    }
    if (t->interleave == PTXVM_TMAP_INTERLEAVE_32B &&
        t->swizzle != PTXVM_TMAP_SWIZZLE_32B)
        return tm_bad(why, cap, "swizzle %llu: a 32B interleave needs the "
                      "32B swizzle%.0llu", t->swizzle, 0);
    if (t->l2 > PTXVM_TMAP_L2_256B)
        return tm_bad(why, cap, "l2Promotion %llu is not a "
                      "CUtensorMapL2promotion%.0llu", t->l2, 0);
    if (t->fill > PTXVM_TMAP_FILL_NAN_REQUEST_ZERO_FMA)
        return tm_bad(why, cap, "oobFill %llu is not a "
                      "CUtensorMapFloatOOBfill%.0llu", t->fill, 0);
    if (t->fill && !tm_is_float(t->type))
        return tm_bad(why, cap, "oobFill NAN_REQUEST_ZERO_FMA needs a "
                      "floating-point tensorDataType, not %llu%.0llu",
                      t->type, 0);
    salign = t->interleave == PTXVM_TMAP_INTERLEAVE_32B ? 32 : 16;
    if (t->global & (salign - 1))
        return tm_bad(why, cap, "globalAddress 0x%llx is not %llu-byte "
                      "aligned", t->global, salign);
    for (i = 0; i < t->rank; i++)
        if (t->dims[i] == 0 || t->dims[i] > ((uint64_t)1 << 32))
            return tm_bad(why, cap, "globalDim[%llu] = %llu is out of range "
                          "(1..2^32)", i, t->dims[i]);
    for (i = 1; i < t->rank; i++)
        if (t->strides[i] % salign || t->strides[i] >= ((uint64_t)1 << 40))
            return tm_bad(why, cap, "globalStrides[%llu] = %llu is not a "
                          "multiple of the alignment below 2^40", i - 1,
                          t->strides[i]);
    for (i = 0; i < t->rank; i++)
        if (t->estr[i] == 0 || t->estr[i] > 8)
            return tm_bad(why, cap, "elementStrides[%llu] = %llu is out of "
                          "range (1..8)", i, t->estr[i]);
    span = t->swizzle ? 16u << t->swizzle : 0;
    if (t->mode == PV_TMAP_TILE) {
        for (i = 0; i < t->rank; i++)
            if (t->box[i] == 0 || t->box[i] > 256)
                return tm_bad(why, cap, "boxDim[%llu] = %llu is out of range "
                              "(1..256)", i, t->box[i]);
        if (t->interleave == PTXVM_TMAP_INTERLEAVE_NONE) {
            uint64_t inner = (uint64_t)t->box[0] * t->esize;
            if (inner % 16)
                return tm_bad(why, cap, "boxDim[0] * element size = %llu "
                              "bytes is not a multiple of 16%.0llu", inner, 0);
            if (span && inner > span)
                return tm_bad(why, cap, "boxDim[0] * element size = %llu "
                              "bytes exceeds the %llu-byte swizzle span",
                              inner, span);
        }
    } else {
        int32_t lim = t->rank == 3 ? 32768 : t->rank == 4 ? 128 : 16;
        if (t->channels == 0 || t->channels > 256)
            return tm_bad(why, cap, "channelsPerPixel %llu is out of range "
                          "(1..256)%.0llu", t->channels, 0);
        if (t->pixels == 0 || t->pixels > 1024)
            return tm_bad(why, cap, "pixelsPerColumn %llu is out of range "
                          "(1..1024)%.0llu", t->pixels, 0);
        for (i = 0; i + 2 < t->rank; i++) {
            if (t->lower[i] < -lim || t->lower[i] >= lim)
                return tm_bad(why, cap, "pixelBoxLowerCorner[%llu] = %lld is "
                              "out of range for the rank", i,
                              (unsigned long long)(long long)t->lower[i]);
            if (t->upper[i] < -lim || t->upper[i] >= lim)
                return tm_bad(why, cap, "pixelBoxUpperCorner[%llu] = %lld is "
                              "out of range for the rank", i,
                              (unsigned long long)(long long)t->upper[i]);
        }
        if (t->interleave == PTXVM_TMAP_INTERLEAVE_NONE) {
            uint64_t inner = (uint64_t)t->channels * t->esize;
            if (inner % 16)
                return tm_bad(why, cap, "channelsPerPixel * element size = "
                              "%llu bytes is not a multiple of 16%.0llu",
                              inner, 0);
            if (span && inner > span)
                return tm_bad(why, cap, "channelsPerPixel * element size = "
                              "%llu bytes exceeds the %llu-byte swizzle span",
                              inner, span);
        }
    }
    return PTXVM_OK;
}

static void put16(uint8_t *p, uint32_t v) { pv_store_le(p, v, 2); }
static void put64(uint8_t *p, uint64_t v) { pv_store_le(p, v, 8); }

PTXVM_INTERNAL void pv_tmap_pack(const pv_tmap *t, uint8_t *raw)
{
    uint32_t i;
    memset(raw, 0, PV_TMAP_SIZE);
    pv_store_le(raw, TM_MAGIC, 4);
    raw[4] = (uint8_t)t->type;
    raw[5] = (uint8_t)(t->rank - 1);
    raw[6] = (uint8_t)t->interleave;
    raw[7] = (uint8_t)t->swizzle;
    raw[8] = (uint8_t)t->atomicity;
    raw[9] = (uint8_t)t->fill;
    raw[10] = (uint8_t)t->l2;
    raw[11] = (uint8_t)t->mode;
    put64(raw + 16, t->global);
    for (i = 0; i < 5; i++) {
        put64(raw + 24 + 8 * i, i < t->rank ? t->dims[i] : 1);
        if (i < 4)
            put64(raw + 64 + 8 * i, i + 1 < t->rank ? t->strides[i + 1] : 0);
        raw[96 + i] = (uint8_t)(i < t->rank && t->box[i] ? t->box[i] - 1 : 0);
        raw[101 + i] = (uint8_t)(i < t->rank && t->estr[i] ? t->estr[i] - 1 : 0);
    }
    for (i = 0; i < 3; i++) {
        put16(raw + 106 + 2 * i, (uint32_t)t->lower[i]);
        put16(raw + 112 + 2 * i, (uint32_t)t->upper[i]);
    }
    put16(raw + 118, t->channels ? t->channels - 1 : 0);
    put16(raw + 120, t->pixels ? t->pixels - 1 : 0);
}

PTXVM_INTERNAL int pv_tmap_decode(const uint8_t *raw, pv_tmap *t, char *why,
                                  size_t cap)
{
    uint32_t i;
    memset(t, 0, sizeof *t);
    if (pv_load_le(raw, 4, 0) != TM_MAGIC) {
        snprintf(why, cap, "not a tensor map (made by "
                 "ptxvm_tensormap_encode_*)");
        return -1;
    }
    t->type = raw[4];
    t->rank = raw[5] + 1u;
    t->interleave = raw[6];
    t->swizzle = raw[7];
    t->atomicity = raw[8];
    t->fill = raw[9];
    t->l2 = raw[10];
    t->mode = raw[11];
    if (t->mode > PV_TMAP_IM2COL) {
        snprintf(why, cap, "unknown tensor map mode %u", (unsigned)t->mode);
        return -1;
    }
    t->esize = t->type < 13 ? tm_esize[t->type] : 1;
    t->global = pv_load_le(raw + 16, 8, 0);
    t->strides[0] = t->esize;
    for (i = 0; i < 5; i++) {
        t->dims[i] = pv_load_le(raw + 24 + 8 * i, 8, 0);
        if (i < 4)
            t->strides[i + 1] = pv_load_le(raw + 64 + 8 * i, 8, 0);
        t->box[i] = raw[96 + i] + 1u;
        t->estr[i] = raw[101 + i] + 1u;
    }
    for (i = 0; i < 3; i++) {
        t->lower[i] = (int32_t)pv_load_le(raw + 106 + 2 * i, 2, 1);
        t->upper[i] = (int32_t)pv_load_le(raw + 112 + 2 * i, 2, 1);
    }
    t->channels = (uint32_t)pv_load_le(raw + 118, 2, 0) + 1;
    t->pixels = (uint32_t)pv_load_le(raw + 120, 2, 0) + 1;
    return pv_tmap_check(t, why, cap) != PTXVM_OK;
}

/* PTX's element-type codes (tensormap.replace .elemtype) in the CUDA
   enum's order: PTX puts .f32.ftz before .f64 and .bf16. */
static const uint8_t tm_ptx_type[13] = {
    PTXVM_TMAP_U8, PTXVM_TMAP_U16, PTXVM_TMAP_U32, PTXVM_TMAP_S32,
    PTXVM_TMAP_U64, PTXVM_TMAP_S64, PTXVM_TMAP_F16, PTXVM_TMAP_F32,
    PTXVM_TMAP_F32_FTZ, PTXVM_TMAP_F64, PTXVM_TMAP_BF16, PTXVM_TMAP_TF32,
    PTXVM_TMAP_TF32_FTZ
};

PTXVM_INTERNAL void pv_tmap_replace(uint8_t *raw, uint32_t field,
                                    uint32_t ord, uint64_t v)
{
    uint8_t b = (uint8_t)(v > 255 ? 255 : v);
    switch (field) {
    case PV_TMF_ADDRESS: put64(raw + 16, v); break;
    case PV_TMF_RANK: raw[5] = b; break;          /* rank - 1, as PTX */
    case PV_TMF_BOX: raw[96 + ord] = (uint8_t)((v ? v : 256) - 1); break;
    case PV_TMF_GDIM: put64(raw + 24 + 8 * ord, (uint32_t)v); break;
    case PV_TMF_GSTRIDE:
        if (ord < 4)
            put64(raw + 64 + 8 * ord, v);
        break;
    case PV_TMF_ESTRIDE: raw[101 + ord] = (uint8_t)((v ? v : 256) - 1); break;
    case PV_TMF_ELEMTYPE: raw[4] = v < 13 ? tm_ptx_type[v] : b; break;
    case PV_TMF_INTERLEAVE: raw[6] = b; break;
    case PV_TMF_SWIZZLE: raw[7] = b; break;
    case PV_TMF_ATOMICITY: raw[8] = b; break;
    default: raw[9] = b; break;                   /* PV_TMF_FILL */
    }
}

/* ---- the API -------------------------------------------------------- */

static ptxvm_result tm_encode(ptxvm_vm *vm, const char *fn, void *map,
                              pv_tmap *t, const uint64_t *dims,
                              const uint64_t *strides,
                              const uint32_t *elem_strides)
{
    char why[160];
    ptxvm_result e;
    uint32_t i;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!map || ((uintptr_t)map & 63))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: tensorMap is NULL "
                        "or not 64-byte aligned", fn);
    if (t->rank >= 1 && t->rank <= 5) {
        if (!dims || !elem_strides || (t->rank > 1 && !strides))
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: globalDim, "
                            "globalStrides or elementStrides is NULL", fn);
        for (i = 0; i < t->rank; i++) {
            t->dims[i] = dims[i];
            t->estr[i] = elem_strides[i];
            if (i)
                t->strides[i] = strides[i - 1];
        }
    }
    t->esize = t->type < 13 ? tm_esize[t->type] : 1;
    t->strides[0] = t->esize;
    e = pv_tmap_check(t, why, sizeof why);
    if (e != PTXVM_OK)
        return pv_error(vm, e, "%s: %s", fn, why);
    pv_tmap_pack(t, (uint8_t *)map);
    return pv_ok(vm);
}

ptxvm_result ptxvm_tensormap_encode_tiled(
    ptxvm_vm *vm, void *map, ptxvm_tmap_type type, uint32_t rank,
    ptxvm_addr global, const uint64_t *dims, const uint64_t *strides,
    const uint32_t *box, const uint32_t *elem_strides,
    ptxvm_tmap_interleave interleave, ptxvm_tmap_swizzle swizzle,
    ptxvm_tmap_l2 l2, ptxvm_tmap_fill fill)
{
    pv_tmap t;
    uint32_t i;
    memset(&t, 0, sizeof t);
    t.mode = PV_TMAP_TILE;
    t.type = (uint32_t)type;
    t.rank = rank;
    t.global = global;
    t.interleave = (uint32_t)interleave;
    t.swizzle = (uint32_t)swizzle;
    t.l2 = (uint32_t)l2;
    t.fill = (uint32_t)fill;
    if (vm && rank >= 1 && rank <= 5) {
        if (!box)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "ptxvm_tensormap_encode_tiled: boxDim is NULL");
        for (i = 0; i < rank; i++)
            t.box[i] = box[i];
    }
    return tm_encode(vm, "ptxvm_tensormap_encode_tiled", map, &t, dims,
                     strides, elem_strides);
}

ptxvm_result ptxvm_tensormap_encode_im2col(
    ptxvm_vm *vm, void *map, ptxvm_tmap_type type, uint32_t rank,
    ptxvm_addr global, const uint64_t *dims, const uint64_t *strides,
    const int *lower, const int *upper, uint32_t channels_per_pixel,
    uint32_t pixels_per_column, const uint32_t *elem_strides,
    ptxvm_tmap_interleave interleave, ptxvm_tmap_swizzle swizzle,
    ptxvm_tmap_l2 l2, ptxvm_tmap_fill fill)
{
    pv_tmap t;
    uint32_t i;
    memset(&t, 0, sizeof t);
    t.mode = PV_TMAP_IM2COL;
    t.type = (uint32_t)type;
    t.rank = rank;
    t.global = global;
    t.interleave = (uint32_t)interleave;
    t.swizzle = (uint32_t)swizzle;
    t.l2 = (uint32_t)l2;
    t.fill = (uint32_t)fill;
    t.channels = channels_per_pixel;
    t.pixels = pixels_per_column;
    if (vm && rank >= 3 && rank <= 5) {
        if (!lower || !upper)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "ptxvm_tensormap_encode_im2col: pixelBoxLowerCorner "
                            "or pixelBoxUpperCorner is NULL");
        for (i = 0; i + 2 < rank; i++) {
            t.lower[i] = lower[i];
            t.upper[i] = upper[i];
        }
    }
    return tm_encode(vm, "ptxvm_tensormap_encode_im2col", map, &t, dims,
                     strides, elem_strides);
}

ptxvm_result ptxvm_tensormap_replace_address(ptxvm_vm *vm, void *map,
                                             ptxvm_addr global)
{
    pv_tmap t;
    char why[160];
    uint8_t copy[PV_TMAP_SIZE];
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!map || ((uintptr_t)map & 63))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_tensormap_replace_address: tensorMap is NULL "
                        "or not 64-byte aligned");
    memcpy(copy, map, sizeof copy);
    pv_tmap_replace(copy, PV_TMF_ADDRESS, 0, global);
    if (pv_tmap_decode(copy, &t, why, sizeof why))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_tensormap_replace_address: %s", why);
    memcpy(map, copy, sizeof copy);
    return pv_ok(vm);
}
