/* Lowering of tex and txq on texture objects (a .b64 handle register,
   unified mode). tex.{1d,2d,3d,a1d,a2d}.v4.{f32,s32,u32}.{f32,s32}
   copies its coordinates into four scratch columns (layer, x, y, z),
   runs TEX (exec_tex.c), and copies the four result columns to the
   destination registers. txq .width/.height/.depth/.normalized_coords/
   .filter_mode/.addr_mode_N reads the object's descriptor. Everything
   else (mipmap levels, gradients, cube maps, multisample, an independent
   sampler, module .texref names, f16 results) is refused naming it. */
#include "compile_int.h"
#include "diag.h"
#include "sema.h"

static void tex_move(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                     uint32_t d, uint32_t a)
{
    pv_insn *I = cc_emit(C, PV_OP_MOV32, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = a;
}

/* The handle operand: a 64-bit register, or a module variable of
   type reftype (T_TEXREF, T_SURFREF, T_SAMPLERREF) whose handle is
   loaded. Returns the 64-bit column holding it. */
uint32_t cc_tex_handle(cc *C, pv_sema *S, const ir_inst *in,
                       const ir_opnd *h, uint32_t reftype)
{
    cc_op r;
    sema_ref ref;
    if (h->kind == OK_REG && sema_resolve(S, h->sym, &ref) == 0 &&
        ref.kind == REF_VAR && ref.space == SP_GLOBAL &&
        ref.type == reftype && pv_module_var_addr(C->mod, ref.index)) {
        /* a .texref: load the handle ptxvm_module_bind_texref stored */
        pv_insn *I = cc_emit(C, PV_OP_LD, (uint32_t)(in - C->m->insts.data));
        uint32_t col = cc_cols(C, CC_COL64);
        cc_guard(C, S, in, I);
        I->d = col;
        I->a = PV_NO_REG;
        I->x = pv_module_var_addr(C->mod, ref.index);
        I->c = CC_COL64;
        I->aux = PV_MEM_AUX(8, 1, SP_GLOBAL) | PV_MEM_WIDE_DST;
        return col;
    }
    if (h->kind != OK_REG || sema_resolve(S, h->sym, &ref) != 0 ||
        ref.kind != REF_VAR || ref.space != SP_REG)
        cc_unsupported(C, in, "texture references other than a .global "
                       ".texref, and constant handles");
    r = cc_reg(C, S, in, h);
    if (!r.wide || r.pred)
        cc_unsupported(C, in, "a texture handle that is not a .b64 register");
    return r.slot;
}

static int lower_tex(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii)
{
    const uint32_t *md = ir_mods(C->m, in);
    const ir_opnd *o = ir_opnds(C->m, in), *br, *dst, *co;
    uint32_t j, ntypes = 0, types[2] = { 0, 0 }, dims = 0, layered = 0;
    uint32_t ncoord, first, scratch, res, hcol, v4 = 0;
    pv_insn *I;
    for (j = 0; j < in->nmods; j++) {
        switch (md[j]) {
        case KW_n1d: dims = 1; break;
        case KW_n2d: dims = 2; break;
        case KW_n3d: dims = 3; break;
        case KW_a1d: dims = 1; layered = 1; break;
        case KW_a2d: dims = 2; layered = 1; break;
        case KW_v4: v4 = 1; break;
        case KW_base: break;
        case KW_f32: case KW_s32: case KW_u32:
            if (ntypes < 2)
                types[ntypes++] = md[j];
            break;
        default:
            cc_unsupported(C, in, "texture form (only .1d/.2d/.3d/.a1d/.a2d "
                           ".v4 with .f32/.s32/.u32 results)");
        }
    }
    if (!dims || !v4 || ntypes != 2 || types[1] == KW_u32 || in->nopnds != 2)
        cc_unsupported(C, in, "texture form (only .1d/.2d/.3d/.a1d/.a2d .v4 "
                       "with .f32/.s32/.u32 results, no level, gradient or "
                       "predicate operands)");
    dst = &o[0];
    br = &o[1];
    if (dst->kind != OK_VEC || dst->n != 4 || br->kind != OK_BRACKET)
        cc_unsupported(C, in, "operand form");
    if (br->n != 2)
        cc_unsupported(C, in, "an independent sampler operand");
    co = &C->m->opnds.data[br->sub + 1];
    hcol = cc_tex_handle(C, S, in, &C->m->opnds.data[br->sub], T_TEXREF);
    ncoord = dims + layered;
    if (co->kind != OK_VEC || co->n < ncoord || co->n > 4)
        cc_unsupported(C, in, "coordinate vector");
    scratch = cc_cols(C, 8 * CC_COL32);    /* coordinates, then results */
    first = layered ? 0 : 1;               /* layer, x, y, z */
    for (j = 0; j < ncoord; j++) {
        const ir_opnd *e = &C->m->opnds.data[co->sub + j];
        if (e->kind == OK_SINK)
            cc_unsupported(C, in, "operand form");
        tex_move(C, S, in, ii, scratch + (first + j) * CC_COL32,
                 cc_src(C, S, in, e, 0));
    }
    res = types[0] == KW_f32 ? 0 : types[0] == KW_s32 ? 1 : 2;
    I = cc_emit(C, PV_OP_TEX, ii);
    cc_guard(C, S, in, I);
    I->a = hcol;
    I->b = scratch;
    I->c = CC_COL32;
    I->d = scratch + 4 * CC_COL32;
    I->aux = dims | (layered ? PV_TEX_LAYERED : 0) |
             (types[1] == KW_s32 ? PV_TEX_INTC : 0) | res << 4;
    for (j = 0; j < 4; j++) {
        const ir_opnd *e = &C->m->opnds.data[dst->sub + j];
        cc_op r;
        if (e->kind == OK_SINK)
            continue;
        if (e->kind != OK_REG)
            cc_unsupported(C, in, "operand form");
        r = cc_reg(C, S, in, e);
        if (r.wide || r.pred)
            cc_unsupported(C, in, "a result register that is not 32-bit");
        tex_move(C, S, in, ii, r.slot, scratch + (4 + j) * CC_COL32);
    }
    return 1;
}

static int lower_txq(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii)
{
    const uint32_t *md = ir_mods(C->m, in);
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t j, q = 0, hcol;
    cc_op r;
    pv_insn *I;
    for (j = 0; j < in->nmods; j++) {
        switch (md[j]) {
        case KW_width: q = PV_TXQ_WIDTH; break;
        case KW_height: q = PV_TXQ_HEIGHT; break;
        case KW_depth: q = PV_TXQ_DEPTH; break;
        case KW_normalized_coords: q = PV_TXQ_NORMALIZED; break;
        case KW_filter_mode: q = PV_TXQ_FILTER; break;
        case KW_addr_mode_0: q = PV_TXQ_ADDR0; break;
        case KW_addr_mode_1: q = PV_TXQ_ADDR0 + 1; break;
        case KW_addr_mode_2: q = PV_TXQ_ADDR0 + 2; break;
        case KW_b32: break;
        default:
            cc_unsupported(C, in, "texture query (only .width, .height, "
                           ".depth, .normalized_coords, .filter_mode, "
                           ".addr_mode_N)");
        }
    }
    if (!q || in->nopnds != 2 || o[0].kind != OK_REG)
        cc_unsupported(C, in, "texture query form");
    if (o[1].kind == OK_ADDR && o[1].sym && o[1].val == 0 && !o[1].flags) {
        ir_opnd h = o[1];               /* [%rd]: the register itself */
        h.kind = OK_REG;
        hcol = cc_tex_handle(C, S, in, &h, T_TEXREF);
    }
    else if (o[1].kind == OK_BRACKET && o[1].n == 1)
        hcol = cc_tex_handle(C, S, in, &C->m->opnds.data[o[1].sub], T_TEXREF);
    else
        cc_unsupported(C, in, "texture query operand form");
    r = cc_reg(C, S, in, &o[0]);
    if (r.wide || r.pred)
        cc_unsupported(C, in, "a result register that is not 32-bit");
    I = cc_emit(C, PV_OP_TXQ, ii);
    cc_guard(C, S, in, I);
    I->a = hcol;
    I->d = r.slot;
    I->aux = q;
    return 1;
}

PTXVM_INTERNAL int cc_lower_texfam(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec)
{
    PV_UNUSED(dec);
    if (in->opcode == KW_op_tex)
        return lower_tex(C, S, in, ii);
    if (in->opcode == KW_op_txq)
        return lower_txq(C, S, in, ii);
    return 0;
}
