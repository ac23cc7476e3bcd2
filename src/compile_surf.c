/* Lowering of suld, sust, sured and suq on surface objects (a .b64
   handle register or a module .surfref). The coordinates go to four
   scratch columns (layer, x, y, z), the data to four 64-bit scratch
   columns, and one SULD/SUST/SURED (exec_surf.c) does the access; a
   load's results are copied back to the destination registers. */
#include "compile_int.h"
#include "diag.h"
#include "sema.h"
#include "surface.h"

typedef struct su_form {
    uint32_t geom, p, vec, size, mode, rop, rtype;
} su_form;

static void su_emit_move(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         uint32_t op, uint32_t d, uint32_t a)
{
    pv_insn *I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = a;
}

/* Modifiers of the instruction into f; 0 when one is foreign. */
static int su_mods(cc *C, const ir_inst *in, su_form *f)
{
    const uint32_t *md = ir_mods(C->m, in);
    uint32_t j;
    memset(f, 0, sizeof *f);
    f->vec = 1;
    for (j = 0; j < in->nmods; j++) {
        switch (md[j]) {
        case KW_b: break;
        case KW_p: f->p = 1; break;
        case KW_n1d: f->geom = PTXVM_GEOM_1D; break;
        case KW_n2d: f->geom = PTXVM_GEOM_2D; break;
        case KW_n3d: f->geom = PTXVM_GEOM_3D; break;
        case KW_a1d: f->geom = PTXVM_GEOM_A1D; break;
        case KW_a2d: f->geom = PTXVM_GEOM_A2D; break;
        case KW_v2: f->vec = 2; break;
        case KW_v4: f->vec = 4; break;
        case KW_b8: f->size = 1; break;
        case KW_b16: f->size = 2; break;
        case KW_b32: f->size = 4; break;
        case KW_u32: f->size = 4; f->rtype = PTXVM_SURF_TYPE_U; break;
        case KW_s32: f->size = 4; f->rtype = PTXVM_SURF_TYPE_S; break;
        case KW_f32: f->size = 4; break;
        case KW_b64: f->size = 8; break;
        case KW_u64: f->size = 8; f->rtype = PTXVM_SURF_TYPE_U; break;
        case KW_s64: f->size = 8; f->rtype = PTXVM_SURF_TYPE_S; break;
        case KW_trap: f->mode = PTXVM_SURF_TRAP; break;
        case KW_clamp: f->mode = PTXVM_SURF_CLAMP; break;
        case KW_zero: f->mode = PTXVM_SURF_ZERO; break;
        case KW_add: f->rop = PTXVM_SURF_RED_ADD; break;
        case KW_min: f->rop = PTXVM_SURF_RED_MIN; break;
        case KW_max: f->rop = PTXVM_SURF_RED_MAX; break;
        case KW_and: f->rop = PTXVM_SURF_RED_AND; break;
        case KW_or: f->rop = PTXVM_SURF_RED_OR; break;
        case KW_ca: case KW_cg: case KW_cs: case KW_cv: case KW_lu:
        case KW_wb: case KW_wt:
            break;                       /* cache hints: no effect here */
        default:
            return 0;
        }
    }
    return f->geom && f->size;
}

/* [handle, coordinates]: the handle column; the coordinates into the
   scratch columns at co (layer, x, y, z). */
static uint32_t su_address(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                           const ir_opnd *br, uint32_t geom, uint32_t co)
{
    static const uint32_t need[] = { 0, 1, 2, 3, 2, 3 };
    const ir_opnd *c;
    uint32_t j, n, hcol, first = geom >= PTXVM_GEOM_A1D ? 0 : 1;
    if (br->kind != OK_BRACKET || br->n != 2)
        cc_unsupported(C, in, "surface operand form");
    hcol = cc_tex_handle(C, S, in, &C->m->opnds.data[br->sub], T_SURFREF);
    c = &C->m->opnds.data[br->sub + 1];
    n = c->kind == OK_VEC ? c->n : 1;
    if (n < need[geom] || n > 4)
        cc_unsupported(C, in, "surface coordinate vector");
    for (j = 0; j < need[geom]; j++) {
        const ir_opnd *e = c->kind == OK_VEC ? &C->m->opnds.data[c->sub + j] : c;
        if (e->kind == OK_SINK)
            cc_unsupported(C, in, "surface coordinate form");
        su_emit_move(C, S, in, ii, PV_OP_MOV32, co + (first + j) * CC_COL32,
                     cc_src(C, S, in, e, 0));
    }
    return hcol;
}

/* Component k of a data operand (vector or scalar). */
static const ir_opnd *su_elem(cc *C, const ir_opnd *o, uint32_t k)
{
    return o->kind == OK_VEC ? &C->m->opnds.data[o->sub + k] : o;
}

static int su_lower_access(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        uint32_t op)
{
    const ir_opnd *o = ir_opnds(C->m, in), *data, *br;
    su_form f;
    uint32_t co, dcol, hcol, k, n;
    pv_insn *I;
    if (!su_mods(C, in, &f) || in->nopnds != 2)
        cc_unsupported(C, in, "surface instruction form");
    if (op == PTXVM_SURF_REDUCE) {
        if (f.geom > PTXVM_GEOM_3D || !f.rop)
            cc_unsupported(C, in, "surface reduction form");
        if (f.p && f.size == 8 && f.rop != PTXVM_SURF_RED_MIN &&
            f.rop != PTXVM_SURF_RED_MAX)
            cc_unsupported(C, in, "sured.p.b64 other than .min and .max");
        if (f.p)
            f.rtype = PTXVM_SURF_TYPE_B;
    }
    if (f.p && op != PTXVM_SURF_REDUCE)
        f.size = 4;
    data = op == PTXVM_SURF_LOAD ? &o[0] : &o[1];
    br = op == PTXVM_SURF_LOAD ? &o[1] : &o[0];
    n = data->kind == OK_VEC ? data->n : 1;
    if (n != f.vec || (op == PTXVM_SURF_REDUCE && n != 1))
        cc_unsupported(C, in, "surface data operand form");
    co = cc_cols(C, 4 * CC_COL32);
    dcol = cc_cols(C, 4 * CC_COL64);
    hcol = su_address(C, S, in, ii, br, f.geom, co);
    if (op != PTXVM_SURF_LOAD)
        for (k = 0; k < n; k++) {
            const ir_opnd *e = su_elem(C, data, k);
            cc_op r;
            if (e->kind == OK_SINK)
                cc_unsupported(C, in, "surface data operand form");
            if (e->kind != OK_REG) {
                su_emit_move(C, S, in, ii, PV_OP_MOV64, dcol + k * CC_COL64,
                             cc_src(C, S, in, e, 1));
                continue;
            }
            r = cc_reg(C, S, in, e);
            if (r.pred)
                cc_unsupported(C, in, "a predicate as surface data");
            su_emit_move(C, S, in, ii, r.wide ? PV_OP_MOV64 : PV_OP_CVT_U64_U32,
                         dcol + k * CC_COL64, r.slot);
        }
    I = cc_emit(C, op == PTXVM_SURF_LOAD ? PV_OP_SULD : op == PTXVM_SURF_STORE ?
                PV_OP_SUST : PV_OP_SURED, ii);
    cc_guard(C, S, in, I);
    I->a = hcol;
    I->b = co;
    I->d = dcol;
    I->aux = PV_SURF_AUX(f.geom, f.p, f.vec, f.size, f.mode, f.rop, f.rtype, op);
    if (op == PTXVM_SURF_LOAD)
        for (k = 0; k < n; k++) {
            const ir_opnd *e = su_elem(C, data, k);
            cc_op r;
            if (e->kind == OK_SINK)
                continue;
            if (e->kind != OK_REG)
                cc_unsupported(C, in, "surface destination form");
            r = cc_reg(C, S, in, e);
            if (r.pred)
                cc_unsupported(C, in, "a predicate as surface destination");
            su_emit_move(C, S, in, ii, r.wide ? PV_OP_MOV64 : PV_OP_CVT_U32_U64,
                         r.slot, dcol + k * CC_COL64);
        }
    return 1;
}

static int su_lower_suq(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii)
{
    const uint32_t *md = ir_mods(C->m, in);
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t j, q = 0, hcol;
    cc_op r;
    pv_insn *I;
    for (j = 0; j < in->nmods; j++) {
        switch (md[j]) {
        case KW_width: q = PV_SUQ_WIDTH; break;
        case KW_height: q = PV_SUQ_HEIGHT; break;
        case KW_depth: q = PV_SUQ_DEPTH; break;
        case KW_channel_data_type: q = PV_SUQ_DATA_TYPE; break;
        case KW_channel_order: q = PV_SUQ_ORDER; break;
        case KW_array_size: q = PV_SUQ_ARRAY; break;
        case KW_memory_layout: q = PV_SUQ_LAYOUT; break;
        case KW_b32: break;
        default:
            cc_unsupported(C, in, "surface query");
        }
    }
    if (!q || in->nopnds != 2 || o[0].kind != OK_REG)
        cc_unsupported(C, in, "surface query form");
    if (o[1].kind == OK_ADDR && o[1].sym && o[1].val == 0 && !o[1].flags) {
        ir_opnd h = o[1];               /* [%rd] or [name] */
        h.kind = OK_REG;
        hcol = cc_tex_handle(C, S, in, &h, T_SURFREF);
    } else if (o[1].kind == OK_BRACKET && o[1].n == 1)
        hcol = cc_tex_handle(C, S, in, &C->m->opnds.data[o[1].sub], T_SURFREF);
    else
        cc_unsupported(C, in, "surface query operand form");
    r = cc_reg(C, S, in, &o[0]);
    if (r.wide || r.pred)
        cc_unsupported(C, in, "a result register that is not 32-bit");
    I = cc_emit(C, PV_OP_SUQ, ii);
    cc_guard(C, S, in, I);
    I->a = hcol;
    I->d = r.slot;
    I->aux = q;
    return 1;
}

void cc_lower_suld(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    PV_UNUSED(dec);
    su_lower_access(C, S, in, ii, PTXVM_SURF_LOAD);
}

void cc_lower_sust(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    PV_UNUSED(dec);
    su_lower_access(C, S, in, ii, PTXVM_SURF_STORE);
}

void cc_lower_sured(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    PV_UNUSED(dec);
    su_lower_access(C, S, in, ii, PTXVM_SURF_REDUCE);
}

void cc_lower_suq(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    PV_UNUSED(dec);
    su_lower_suq(C, S, in, ii);
}
