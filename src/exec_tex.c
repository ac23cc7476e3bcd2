/* TEX, TXQ and ISTYPEP (bytecode.h). TEX gathers a warp's operands from
   the block compile_tex.c filled into one ptxvm_tex_request and hands it
   to pv_tex_warp, which serves it a handle at a time; lanes with
   different explicit samplers go in requests of their own. A lane whose
   texels are not resident gets zeros, as the ISA says, and the sparse
   predicate says which lanes were. .f16 results are the f32 words
   rounded to nearest even into the low 16 bits (the upper bits zero);
   .f16x2 packs components 0 and 1 into the first register and 2 and 3
   into the second, the lower-numbered component in the low half. A
   handle that names no live object of the right kind stops the launch
   with a message naming it. */
#include "exec_mem.h"
#include "texture.h"
#include "fpconv.h"
#include <stdio.h>
#include <string.h>

static int tex_fail(pv_cta *X, uint32_t l, ptxvm_result e)
{
    X->host_result = e;
    X->fault.lane = l;
    return 1;
}

static uint32_t f16_bits(uint32_t f32)
{
    return fp_from_f64_rn(fp_to_f64(f32, 8, 23), 5, 10);
}

/* The spatial coordinates of a geometry. The rows of c, dPdx, dPdy and
   the offset past them stay zero (the operand block may hold an earlier
   instruction's values there), so that a host sampler sees 0 in every
   field the form does not give. */
static uint32_t geom_coords(uint32_t geom)
{
    switch (geom) {
    case PTXVM_GEOM_1D: case PTXVM_GEOM_A1D: return 1;
    case PTXVM_GEOM_2D: case PTXVM_GEOM_A2D: case PTXVM_GEOM_2DMS:
    case PTXVM_GEOM_A2DMS: return 2;
    default: return 3;
    }
}

/* Copy the lanes m of operand row src into dst (whose other lanes stay
   zero): the whole row at once when every lane is active. */
static void tex_row(void *dst, const uint32_t *src, uint32_t m)
{
    uint32_t t[PV_LANES], l;
    if (m == FULL) {
        memcpy(dst, src, sizeof t);
        return;
    }
    for (l = 0; l < PV_LANES; l++)
        t[l] = (m >> l) & 1u ? src[l] : 0;
    memcpy(dst, t, sizeof t);       /* dst may be a float or int32 row */
}

/* Fill q's fields of the lanes of m from the operand block (q zeroed):
   only the rows the geometry and form use. */
static void tex_gather_operands(const uint8_t *rf, const pv_insn *I,
                                uint32_t m, ptxvm_tex_request *q)
{
    const uint32_t *cb = R32(I->b);
    uint32_t aux = I->aux, geom = aux & PV_TEX_GEOM_MASK, l, k;
    uint32_t n = geom_coords(geom);
#define ROW(col) (cb + (col) * PV_LANES)
    for (k = 0; k < n; k++)
        tex_row(q->c[k], ROW(PV_TS_C + k), m);
    if (geom == PTXVM_GEOM_A1D || geom == PTXVM_GEOM_A2D ||
        geom == PTXVM_GEOM_ACUBE || geom == PTXVM_GEOM_A2DMS)
        tex_row(q->layer, ROW(PV_TS_LAYER), m);
    if (geom == PTXVM_GEOM_2DMS || geom == PTXVM_GEOM_A2DMS)
        tex_row(q->sample, ROW(PV_TS_SAMPLE), m);
    if (q->lod == PTXVM_LOD_LEVEL) {
        if (aux & PV_TEX_INTC) {            /* lod follows .ctype */
            const uint32_t *v = ROW(PV_TS_LEVEL);
            for (l = 0; l < PV_LANES; l++)
                if ((m >> l) & 1u)
                    q->level[l] = (float)(int32_t)v[l];
        } else {
            tex_row(q->level, ROW(PV_TS_LEVEL), m);
        }
    }
    if (q->lod == PTXVM_LOD_GRAD)
        for (k = 0; k < n; k++) {
            tex_row(q->dpdx[k], ROW(PV_TS_DPDX + k), m);
            tex_row(q->dpdy[k], ROW(PV_TS_DPDY + k), m);
        }
    if (q->has_offset)
        for (k = 0; k < n; k++)
            tex_row(q->offset[k], ROW(PV_TS_OFF + k), m);
    if (q->has_compare)
        tex_row(q->compare, ROW(PV_TS_CMP), m);
#undef ROW
}

PTXVM_INTERNAL int pv_do_tex(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    const uint64_t *h = R64(I->a);
    uint32_t *db = R32(I->d);
    uint32_t aux = I->aux, l, k, fl = 0, todo = m, resident = 0;
    uint32_t geom = aux & PV_TEX_GEOM_MASK, f16 = (aux >> PV_TEX_F16_SHIFT) & 3u;
    ptxvm_tex_request q;
    ptxvm_tex_result r;
    memset(&q, 0, sizeof q);
    memset(&r, 0, sizeof r);
    q.geom = geom;
    q.gather = (aux >> PV_TEX_GATHER_SHIFT) & 7u;
    q.coords_int = (aux & PV_TEX_INTC) != 0;
    q.lod = (aux >> PV_TEX_LOD_SHIFT) & 3u;
    q.has_offset = (aux & PV_TEX_OFFSET) != 0;
    q.has_compare = (aux & PV_TEX_COMPARE) != 0;
    q.result = (aux >> PV_TEX_RES_SHIFT) & 3u;
    tex_gather_operands(rf, I, m, &q);
    while (todo) {
        uint32_t group = todo;
        ptxvm_result e;
        if (aux & PV_TEX_SAMPLER) {
            const uint64_t *s = R64((uint32_t)I->x);
            uint32_t first = (uint32_t)__builtin_ctz(todo);
            const pv_texture *o = pv_obj_lookup(X->vm, s[first], 0);
            if (!o || o->kind == PV_OBJ_SURFACE) {
                snprintf(X->msg, sizeof X->msg, "sampler handle 0x%llx is "
                         "not a live sampler or texture object",
                         (unsigned long long)s[first]);
                return tex_fail(X, first, PTXVM_E_MEMORY_FAULT);
            }
            group = 0;
            for (l = first; l < PV_LANES; l++)
                if (((todo >> l) & 1u) && s[l] == s[first])
                    group |= 1u << l;
            q.sampler = s[first];
        }
        todo &= ~group;
        q.mask = group;
        e = pv_tex_warp(X->vm, h, &q, &r, &fl, X->msg, sizeof X->msg);
        if (e != PTXVM_OK)
            return tex_fail(X, fl, e);
        resident |= r.resident & group;
    }
    if (f16 != 1 && f16 != 2) {
        /* whole rows: non-resident lanes read 0, inactive ones keep d */
        uint32_t keep = ~m, zero = m & ~resident;
        for (k = 0; k < 4; k++) {
            uint32_t *d = db + k * PV_LANES;
            if (m == FULL && resident == FULL) {
                memcpy(d, r.v[k], PV_LANES * 4);
                continue;
            }
            for (l = 0; l < PV_LANES; l++)
                d[l] = (keep >> l) & 1u ? d[l] :
                       (zero >> l) & 1u ? 0 : r.v[k][l];
        }
    } else {
        for (l = 0; l < PV_LANES; l++) {
            uint32_t v[4];
            if (!((m >> l) & 1u))
                continue;
            for (k = 0; k < 4; k++)
                v[k] = (resident >> l) & 1u ? r.v[k][l] : 0;
            if (f16 == 1) {
                for (k = 0; k < 4; k++)
                    v[k] = f16_bits(v[k]);
            } else {
                v[0] = f16_bits(v[0]) | f16_bits(v[1]) << 16;
                v[1] = f16_bits(v[2]) | f16_bits(v[3]) << 16;
                v[2] = v[3] = 0;
            }
            for (k = 0; k < 4; k++)
                db[k * PV_LANES + l] = v[k];
        }
    }
    if (aux & PV_TEX_SPARSE)
        w->pr[I->c] = (w->pr[I->c] & ~m) | (resident & m);
    return 0;
}

PTXVM_INTERNAL int pv_do_txq(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    const uint64_t *h = R64(I->a);
    const uint32_t *lv = (I->aux & PV_TXQ_LEVEL_FLAG) ? R32(I->b) : NULL;
    uint32_t *d = R32(I->d), l;
    for (l = 0; l < PV_LANES; l++) {
        ptxvm_result e;
        if (!((m >> l) & 1u))
            continue;
        e = pv_tex_query(X->vm, h[l], I->aux, lv ? lv[l] : 0, &d[l], X->msg,
                         sizeof X->msg);
        if (e != PTXVM_OK)
            return tex_fail(X, l, e);
    }
    return 0;
}

static int do_istypep(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    const uint64_t *h = R64(I->a);
    uint32_t l, p = 0;
    for (l = 0; l < PV_LANES; l++)
        if (((m >> l) & 1u) && pv_obj_lookup(X->vm, h[l], I->aux))
            p |= 1u << l;
    w->pr[I->d] = (w->pr[I->d] & ~m) | p;
    return 0;
}

PTXVM_INTERNAL int pv_do_texfam(pv_cta *X, pv_warp *w, const pv_insn *I,
                                uint32_t m)
{
    if (I->op == PV_OP_TEX)
        return pv_do_tex(X, w, I, m);
    if (I->op == PV_OP_TXQ)
        return pv_do_txq(X, w, I, m);
    return do_istypep(X, w, I, m);
}
