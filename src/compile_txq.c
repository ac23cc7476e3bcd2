/* Lowering of txq (texture and sampler queries, txq.level) and istypep.
   The queried object is a .texref/.samplerref name or a .b64 handle
   register, written [a] (or [%rd], the register itself). */
#include "compile_int.h"
#include "diag.h"
#include "sema.h"
#include "texture.h"

/* The handle of txq's [a] operand. A sampler query may name a
   .samplerref; anything else a .texref. */
static uint32_t txq_handle(cc *C, pv_sema *S, const ir_inst *in,
                           const ir_opnd *o, int sampler_query)
{
    ir_opnd h;
    sema_ref ref;
    uint32_t type = T_TEXREF;
    if (o->kind == OK_ADDR && o->sym && o->val == 0 && !o->flags) {
        h = *o;                    /* [name]: the name or the register */
        h.kind = OK_REG;
    } else if (o->kind == OK_BRACKET && o->n == 1) {
        h = C->m->opnds.data[o->sub];
    } else {
        cc_tex_invalid(C, in, o, "expects [texture] or [sampler]");
    }
    if (sampler_query && h.kind == OK_REG && sema_resolve(S, h.sym, &ref) == 0 &&
        ref.kind == REF_VAR && ref.type == T_SAMPLERREF)
        type = T_SAMPLERREF;
    if (sampler_query) {           /* a .texref's own initialiser */
        uint32_t col = cc_tex_ref_sampler(C, S, &h);
        if (col != CC_NO_SLOT)
            return col;
    }
    return cc_tex_handle(C, S, in, &h, type);
}

void cc_lower_txq(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    const uint32_t *md = ir_mods(C->m, in);
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t j, q = 0, hcol, level = 0, lcol = 0;
    int sq = 0;
    cc_op r;
    pv_insn *I;
    PV_UNUSED(dec);
    for (j = 0; j < in->nmods; j++) {
        switch (md[j]) {
        case KW_width: q = PV_TXQ_WIDTH; break;
        case KW_height: q = PV_TXQ_HEIGHT; break;
        case KW_depth: q = PV_TXQ_DEPTH; break;
        case KW_channel_data_type: q = PV_TXQ_CHANNEL_TYPE; break;
        case KW_channel_order: q = PV_TXQ_CHANNEL_ORDER; break;
        case KW_normalized_coords: q = PV_TXQ_NORMALIZED; break;
        case KW_array_size: q = PV_TXQ_ARRAY_SIZE; break;
        case KW_num_mipmap_levels: q = PV_TXQ_LEVELS; break;
        case KW_num_samples: q = PV_TXQ_SAMPLES; break;
        case KW_force_unnormalized_coords: q = PV_TXQ_FORCE_UNNORM; sq = 1; break;
        case KW_filter_mode: q = PV_TXQ_FILTER; sq = 1; break;
        case KW_addr_mode_0: q = PV_TXQ_ADDR0; sq = 1; break;
        case KW_addr_mode_1: q = PV_TXQ_ADDR0 + 1; sq = 1; break;
        case KW_addr_mode_2: q = PV_TXQ_ADDR0 + 2; sq = 1; break;
        case KW_level: level = 1; break;
        case KW_b32: break;
        default:
            cc_unsupported(C, in, "texture query");
        }
    }
    if (!q || in->nopnds != 2u + level || o[0].kind != OK_REG)
        cc_tex_invalid(C, in, NULL, "expects d, [a] (txq.level: d, [a], lod)");
    if (level && q != PV_TXQ_WIDTH && q != PV_TXQ_HEIGHT && q != PV_TXQ_DEPTH)
        cc_tex_invalid(C, in, NULL, "txq.level queries .width, .height or "
                       ".depth");
    hcol = txq_handle(C, S, in, &o[1], sq);
    if (level)
        lcol = cc_src(C, S, in, &o[2], 0);
    r = cc_reg(C, S, in, &o[0]);
    if (r.wide || r.pred)
        cc_tex_invalid(C, in, &o[0], "the result must be a 32-bit register");
    I = cc_emit(C, PV_OP_TXQ, ii);
    cc_guard(C, S, in, I);
    I->a = hcol;
    I->b = lcol;
    I->d = r.slot;
    I->aux = q | (level ? PV_TXQ_LEVEL_FLAG : 0);
}

/* istypep.{texref,samplerref,surfref} p, a: a is a .u64 register (or a
   reference name, whose handle is read). */
void cc_lower_istypep(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const uint32_t *md = ir_mods(C->m, in);
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t j, kind = 0, type = 0, hcol;
    pv_insn *I;
    PV_UNUSED(dec);
    for (j = 0; j < in->nmods; j++) {
        if (md[j] == KW_texref) {
            kind = PV_OBJ_TEXTURE;
            type = T_TEXREF;
        } else if (md[j] == KW_samplerref) {
            kind = PV_OBJ_SAMPLER;
            type = T_SAMPLERREF;
        } else if (md[j] == KW_surfref) {
            kind = PV_OBJ_SURFACE;
            type = T_SURFREF;
        }
    }
    if (!kind || in->nopnds != 2)
        cc_tex_invalid(C, in, NULL, "expects .texref, .samplerref or "
                       ".surfref and p, a");
    {
        sema_ref ref;              /* a name of another kind: its handle */
        if (o[1].kind == OK_REG && sema_resolve(S, o[1].sym, &ref) == 0 &&
            ref.kind == REF_VAR && ref.space != SP_REG &&
            (ref.type == T_TEXREF || ref.type == T_SAMPLERREF ||
             ref.type == T_SURFREF))
            type = ref.type;
    }
    hcol = cc_tex_handle(C, S, in, &o[1], type);
    I = cc_emit(C, PV_OP_ISTYPEP, ii);
    cc_guard(C, S, in, I);
    I->a = hcol;
    I->d = cc_pred(C, S, in, &o[0]);
    I->aux = kind;
}
