/* Lowering of tex and tld4 (every geometry, mipmap mode, result type,
   offset, depth compare, sparse predicate and explicit sampler).

   The operands are copied into a block of scratch columns whose layout
   (PV_TS_*, bytecode.h) exec_tex.c reads into a ptxvm_tex_request; TEX
   then leaves four result words in the block, already packed for .f16
   and .f16x2, which are copied to the destination registers.

   Coordinate vector c of each geometry, element by element (the ISA's
   tex section): .1d {x}, .2d {x, y}, .3d {x, y, z, -}, .a1d {i, x},
   .a2d {i, x, y, -}, .cube {x, y, z, -}, .acube {i, x, y, z},
   .2dms {s, x, y, -}, .a2dms {i, s, x, y} with i the array index and s
   the sample (both integers whatever .ctype says). For .a2dms the ISA's
   prose once names the sample first, but its opening sentence, its
   example and every other array geometry put the array index first;
   that order is used. Extra elements of a longer vector are ignored, as
   the ISA allows for older PTX. */
#include "compile_int.h"
#include "diag.h"
#include "sema.h"

void cc_tex_move(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                 uint32_t d, uint32_t a)
{
    pv_insn *I = cc_emit(C, PV_OP_MOV32, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = a;
}

PTXVM_INTERNAL PV_NORETURN void cc_tex_invalid(cc *C, const ir_inst *in,
                                              const ir_opnd *at,
                                              const char *why)
{
    uint32_t line = at && at->line ? at->line : in->line;
    uint32_t col = at && at->line ? at->col : in->col;
    pv_fail(C->d, PTXVM_E_SEMANTIC, line, col, "%s: %s",
            ir_name(C->m, in->opcode), why);
}

/* A module-scope variable (or a function-scope one in .global/.tex)
   holding a handle: a .texref, .samplerref or .surfref name. Returns
   its address, 0 if o names none, and the type in *type. */
static uint64_t ref_slot(cc *C, pv_sema *S, const ir_opnd *o,
                         uint32_t *type)
{
    sema_ref ref;
    if (o->kind != OK_REG || sema_resolve(S, o->sym, &ref) != 0 ||
        ref.kind != REF_VAR || (ref.space != SP_GLOBAL && ref.space != SP_TEX &&
                                ref.space != SP_CONST))
        return 0;
    if (ref.type != T_TEXREF && ref.type != T_SAMPLERREF &&
        ref.type != T_SURFREF)
        return 0;
    *type = ref.type;
    return pv_module_var_addr(C->mod, ref.index);
}

/* The sampler a unified-mode .texref's initialiser made (texref.c), as
   a constant 64-bit column; CC_NO_SLOT when o names none. */
uint32_t cc_tex_ref_sampler(cc *C, pv_sema *S, const ir_opnd *o)
{
    sema_ref ref;
    uint64_t h;
    if (o->kind != OK_REG || sema_resolve(S, o->sym, &ref) != 0 ||
        ref.kind != REF_VAR || ref.type != T_TEXREF)
        return CC_NO_SLOT;
    h = pv_module_ref_sampler(C->mod, ref.index);
    return h ? cc_const(C, h, 1) : CC_NO_SLOT;
}

/* Load the handle at address at into 64-bit column col (a fresh one
   when col is CC_NO_SLOT); returns the column. */
static uint32_t load_slot(cc *C, pv_sema *S, const ir_inst *in, uint64_t at,
                          uint32_t col)
{
    pv_insn *I = cc_emit(C, PV_OP_LD, (uint32_t)(in - C->m->insts.data));
    if (col == CC_NO_SLOT)
        col = cc_cols(C, CC_COL64);
    cc_guard(C, S, in, I);
    I->d = col;
    I->a = PV_NO_REG;
    I->x = at;
    I->c = CC_COL64;
    I->aux = PV_MEM_AUX(8, 1, SP_GLOBAL) | PV_MEM_WIDE_DST;
    return col;
}

int cc_tex_mov_ref(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o,
                   uint32_t d)
{
    uint32_t type;
    uint64_t at;
    ir_opnd h = *o;
    if (h.kind == OK_SYM && h.val == 0)
        h.kind = OK_REG;
    at = ref_slot(C, S, &h, &type);
    if (!at)
        return 0;
    load_slot(C, S, in, at, d);
    return 1;
}

/* The handle operand: a 64-bit register, or a module variable of type
   reftype whose handle is loaded (a .samplerref also accepts a .texref
   name, whose texture then lends its sampling state). Returns the
   64-bit column holding it. */
uint32_t cc_tex_handle(cc *C, pv_sema *S, const ir_inst *in,
                       const ir_opnd *h, uint32_t reftype)
{
    cc_op r;
    sema_ref ref;
    uint32_t type = 0;
    uint64_t at = ref_slot(C, S, h, &type);
    if (at) {
        if (type != reftype &&
            !(reftype == T_SAMPLERREF && type == T_TEXREF))
            cc_tex_invalid(C, in, h, reftype == T_TEXREF ?
                           "the texture operand names a non-texture "
                           "reference" : reftype == T_SURFREF ?
                           "the surface operand names a non-surface "
                           "reference" : "the sampler operand names a "
                           ".surfref");
        return load_slot(C, S, in, at, CC_NO_SLOT);
    }
    if (h->kind != OK_REG || sema_resolve(S, h->sym, &ref) != 0 ||
        ref.kind != REF_VAR)
        cc_unsupported(C, in, "a texture, sampler or surface operand that is "
                       "neither a reference name nor a .b64 register");
    if (ref.space == SP_PARAM) {
        /* a kernel's .param .texref/.samplerref/.surfref holds the
           8-byte handle the host passed as that argument */
        const ir_var *v = &C->m->vars.data[ref.index];
        pv_insn *I;
        uint32_t col;
        if (!(C->f->flags & FF_ENTRY) || C->cur)
            cc_unsupported(C, in, "a function's opaque parameter as a "
                           "texture, sampler or surface operand");
        if (v->type != reftype &&
            !(reftype == T_SAMPLERREF && v->type == T_TEXREF))
            cc_tex_invalid(C, in, h, "the parameter's opaque type does not "
                           "fit the operand");
        col = cc_cols(C, CC_COL64);
        I = cc_emit(C, PV_OP_LD_PARAM, (uint32_t)(in - C->m->insts.data));
        cc_guard(C, S, in, I);
        I->d = col;
        I->x = C->var_slot[ref.index];
        I->aux = PV_MEM_AUX(8, 1u, 0u) | PV_MEM_WIDE_DST;
        return col;
    }
    if (ref.space != SP_REG)
        cc_unsupported(C, in, "a texture, sampler or surface reference this "
                       "module does not define");
    r = cc_reg(C, S, in, h);
    if (!r.wide || r.pred)
        cc_tex_invalid(C, in, h, "a handle register must be 64-bit");
    return r.slot;
}

/* The geometry's operand counts. */
typedef struct geom_info {
    uint32_t kw, geom;
    uint8_t ncoord;       /* elements of c read                          */
    uint8_t spatial;      /* coordinates (and gradient components)       */
    uint8_t first;        /* element of c holding x                      */
    uint8_t layer;        /* element of the array index + 1, or 0        */
    uint8_t sample;       /* element of the sample index + 1, or 0       */
    uint8_t noff;         /* offset components; 0: no offset operand     */
} geom_info;

static const geom_info geoms[] = {
    { KW_n1d,   PTXVM_GEOM_1D,    1, 1, 0, 0, 0, 1 },
    { KW_n2d,   PTXVM_GEOM_2D,    2, 2, 0, 0, 0, 2 },
    { KW_n3d,   PTXVM_GEOM_3D,    3, 3, 0, 0, 0, 3 },
    { KW_a1d,   PTXVM_GEOM_A1D,   2, 1, 1, 1, 0, 1 },
    { KW_a2d,   PTXVM_GEOM_A2D,   3, 2, 1, 1, 0, 2 },
    { KW_cube,  PTXVM_GEOM_CUBE,  3, 3, 0, 0, 0, 0 },
    { KW_acube, PTXVM_GEOM_ACUBE, 4, 3, 1, 1, 0, 0 },
    { KW_n2dms, PTXVM_GEOM_2DMS,  3, 2, 1, 0, 1, 2 },
    { KW_a2dms, PTXVM_GEOM_A2DMS, 4, 2, 2, 1, 2, 2 },
};

/* Copy the n elements of vector (or, when n is 1, scalar) operand o
   into scratch columns col, col + 1, ...; want names it in errors. */
static void copy_vec(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                     const ir_opnd *o, uint32_t n, uint32_t max,
                     uint32_t col, const char *want)
{
    uint32_t j;
    if (o->kind != OK_VEC) {
        if (n != 1 || o->kind == OK_SINK || o->kind == OK_ADDR ||
            o->kind == OK_BRACKET || o->kind == OK_PAIR)
            cc_tex_invalid(C, in, o, want);
        cc_tex_move(C, S, in, ii, col, cc_src(C, S, in, o, 0));
        return;
    }
    if (o->n < n || o->n > max)
        cc_tex_invalid(C, in, o, want);
    for (j = 0; j < n; j++) {
        const ir_opnd *e = &C->m->opnds.data[o->sub + j];
        if (e->kind == OK_SINK || e->kind == OK_VEC)
            cc_tex_invalid(C, in, e, want);
        cc_tex_move(C, S, in, ii, col + j * CC_COL32, cc_src(C, S, in, e, 0));
    }
}

static uint32_t tex_scratch(cc *C)
{
    if (!C->tex_scratch)
        C->tex_scratch = cc_cols(C, PV_TS_COLS * CC_COL32) + 1;
    return C->tex_scratch - 1;
}

/* tex (gather 0) and tld4 (gather 1..4). */
static int lower_tex(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii)
{
    const uint32_t *md = ir_mods(C->m, in);
    const ir_opnd *o = ir_opnds(C->m, in), *dst, *br, *co, *pv = NULL;
    const geom_info *g = NULL;
    uint32_t j, ntypes = 0, types[2] = { 0, 0 }, lod = PTXVM_LOD_BASE;
    uint32_t gather = 0, vecn = 0, f16 = 0, sc, hcol, scol, aux, next;
    uint32_t nd, has_off = 0, has_cmp = 0, res;
    int tld4 = in->opcode == KW_op_tld4;
    pv_insn *I;
    for (j = 0; j < in->nmods; j++) {
        uint32_t k;
        switch (md[j]) {
        case KW_base: lod = PTXVM_LOD_BASE; break;
        case KW_level: lod = PTXVM_LOD_LEVEL; break;
        case KW_grad: lod = PTXVM_LOD_GRAD; break;
        case KW_v4: vecn = 4; break;
        case KW_v2: vecn = 2; break;
        case KW_r: gather = 1; break;
        case KW_g: gather = 2; break;
        case KW_b: gather = 3; break;
        case KW_a: gather = 4; break;
        case KW_f16x2: f16 = 2; break;
        case KW_f16: case KW_f32: case KW_s32: case KW_u32:
            if (ntypes < 2)
                types[ntypes++] = md[j];
            break;
        default:
            for (k = 0; k < sizeof geoms / sizeof geoms[0]; k++)
                if (geoms[k].kw == md[j])
                    break;
            if (k == sizeof geoms / sizeof geoms[0])
                cc_unsupported(C, in, "texture modifier");
            g = &geoms[k];
        }
    }
    if (f16 == 2) {                      /* .v2.f16x2.ctype: one type */
        types[1] = types[0];
        types[0] = KW_f16;
        ntypes++;
    } else if (types[0] == KW_f16) {
        f16 = 1;
    }
    if (!g || ntypes != 2 || (types[1] != KW_s32 && types[1] != KW_f32) ||
        vecn != (f16 == 2 ? 2u : 4u))
        cc_tex_invalid(C, in, NULL, "needs a geometry, .v4 with a result "
                       "type (.v2 with .f16x2) and a .s32 or .f32 coordinate "
                       "type");
    if (tld4 && (types[1] != KW_f32 || f16 || !gather ||
                 (g->geom != PTXVM_GEOM_2D && g->geom != PTXVM_GEOM_A2D &&
                  g->geom != PTXVM_GEOM_CUBE && g->geom != PTXVM_GEOM_ACUBE)))
        cc_tex_invalid(C, in, NULL, "tld4 takes .2d, .a2d, .cube or .acube "
                       "with .f32 coordinates and .u32/.s32/.f32 results");
    if ((g->geom == PTXVM_GEOM_CUBE || g->geom == PTXVM_GEOM_ACUBE) &&
        types[1] != KW_f32)
        cc_tex_invalid(C, in, NULL, ".cube and .acube need .f32 coordinates");
    if ((g->geom == PTXVM_GEOM_2DMS || g->geom == PTXVM_GEOM_A2DMS) &&
        (types[1] != KW_s32 || lod != PTXVM_LOD_BASE))
        cc_tex_invalid(C, in, NULL, ".2dms and .a2dms need .s32 coordinates "
                       "and no .level or .grad");
    /* operands: d[|p], [a, {b,} c], {lod | dPdx, dPdy}, {e}, {f} */
    if (in->nopnds < 2)
        cc_tex_invalid(C, in, NULL, "missing operands");
    dst = &o[0];
    if (dst->kind == OK_PAIR) {
        pv = &C->m->opnds.data[dst->sub + 1];
        dst = &C->m->opnds.data[dst->sub];
    }
    br = &o[1];
    if (br->kind != OK_BRACKET || br->n < 2 || br->n > 3)
        cc_tex_invalid(C, in, br, "expects [texture, {sampler,} coordinates]");
    nd = f16 == 2 ? 2 : 4;
    if (dst->kind != OK_VEC || dst->n != nd)
        cc_tex_invalid(C, in, dst, f16 == 2 ? "expects a destination of two "
                       "registers" : "expects a destination of four registers");
    co = &C->m->opnds.data[br->sub + br->n - 1];
    hcol = cc_tex_handle(C, S, in, &C->m->opnds.data[br->sub], T_TEXREF);
    if (br->n == 3)
        scol = cc_tex_handle(C, S, in, &C->m->opnds.data[br->sub + 1],
                             T_SAMPLERREF);
    else
        scol = cc_tex_ref_sampler(C, S, &C->m->opnds.data[br->sub]);
    sc = tex_scratch(C);
    /* the coordinate vector */
    if (co->kind != OK_VEC && g->ncoord != 1)
        cc_tex_invalid(C, in, co, "expects a coordinate vector");
    if (co->kind == OK_VEC && co->n < g->ncoord)
        cc_tex_invalid(C, in, co, "too few coordinates for the geometry");
    if (co->kind == OK_VEC && co->n > 4)
        cc_tex_invalid(C, in, co, "more than four coordinates");
    for (j = 0; j < g->ncoord; j++) {
        const ir_opnd *e = co->kind == OK_VEC ?
                           &C->m->opnds.data[co->sub + j] : co;
        uint32_t at;
        if (e->kind == OK_SINK || e->kind == OK_VEC)
            cc_tex_invalid(C, in, e, "a coordinate must be a register or "
                           "constant");
        if (g->layer && j == g->layer - 1u)
            at = PV_TS_LAYER;
        else if (g->sample && j == g->sample - 1u)
            at = PV_TS_SAMPLE;
        else
            at = PV_TS_C + (j - g->first);
        cc_tex_move(C, S, in, ii, sc + at * CC_COL32, cc_src(C, S, in, e, 0));
    }
    next = 2;
    if (lod == PTXVM_LOD_LEVEL) {
        if (next >= in->nopnds)
            cc_tex_invalid(C, in, NULL, ".level needs a lod operand");
        copy_vec(C, S, in, ii, &o[next++], 1, 1, sc + PV_TS_LEVEL * CC_COL32,
                 "the lod operand is a scalar");
    } else if (lod == PTXVM_LOD_GRAD) {
        uint32_t k = g->spatial;
        if (next + 1 >= in->nopnds)
            cc_tex_invalid(C, in, NULL, ".grad needs dPdx and dPdy operands");
        copy_vec(C, S, in, ii, &o[next++], k, 4, sc + PV_TS_DPDX * CC_COL32,
                 "dPdx must have one element per coordinate");
        copy_vec(C, S, in, ii, &o[next++], k, 4, sc + PV_TS_DPDY * CC_COL32,
                 "dPdy must have one element per coordinate");
    }
    /* optional e (a vector) then f (a scalar) */
    if (next < in->nopnds && o[next].kind == OK_VEC) {
        if (!g->noff || (tld4 && g->geom != PTXVM_GEOM_2D &&
                         g->geom != PTXVM_GEOM_A2D))
            cc_tex_invalid(C, in, &o[next], "this geometry takes no offset");
        copy_vec(C, S, in, ii, &o[next], g->noff, 4, sc + PV_TS_OFF * CC_COL32,
                 "the offset must have one element per coordinate");
        has_off = 1;
        next++;
    }
    if (next < in->nopnds) {
        if (g->geom == PTXVM_GEOM_3D || g->geom == PTXVM_GEOM_2DMS ||
            g->geom == PTXVM_GEOM_A2DMS)
            cc_tex_invalid(C, in, &o[next], "this geometry takes no depth "
                           "compare operand");
        if (types[1] != KW_f32)
            cc_tex_invalid(C, in, &o[next], "a depth compare needs .f32 "
                           "coordinates");
        copy_vec(C, S, in, ii, &o[next], 1, 1, sc + PV_TS_CMP * CC_COL32,
                 "the depth compare operand is a scalar");
        has_cmp = 1;
        next++;
    }
    if (next != in->nopnds)
        cc_tex_invalid(C, in, &o[next], "too many operands");
    res = types[0] == KW_s32 ? PTXVM_TEXRES_S32 :
          types[0] == KW_u32 ? PTXVM_TEXRES_U32 : PTXVM_TEXRES_F32;
    aux = g->geom | res << PV_TEX_RES_SHIFT | lod << PV_TEX_LOD_SHIFT |
          gather << PV_TEX_GATHER_SHIFT | f16 << PV_TEX_F16_SHIFT |
          (types[1] == KW_s32 ? PV_TEX_INTC : 0) |
          (has_off ? PV_TEX_OFFSET : 0) | (has_cmp ? PV_TEX_COMPARE : 0);
    I = cc_emit(C, PV_OP_TEX, ii);
    cc_guard(C, S, in, I);
    I->a = hcol;
    I->b = sc;
    I->d = sc + PV_TS_RES * CC_COL32;
    if (scol != CC_NO_SLOT) {
        aux |= PV_TEX_SAMPLER;
        I->x = scol;
    }
    if (pv && pv->kind != OK_SINK) {
        aux |= PV_TEX_SPARSE;
        I->c = cc_pred(C, S, in, pv);
    }
    I->aux = aux;
    for (j = 0; j < nd; j++) {
        const ir_opnd *e = &C->m->opnds.data[dst->sub + j];
        cc_op r;
        if (e->kind == OK_SINK)
            continue;
        if (e->kind != OK_REG)
            cc_tex_invalid(C, in, e, "a destination must be a register");
        r = cc_reg(C, S, in, e);
        if (r.wide || r.pred)
            cc_tex_invalid(C, in, e, f16 == 1 ? "a .f16 destination must be "
                           "a 16- or 32-bit register" : "a destination must "
                           "be a 32-bit register");
        cc_tex_move(C, S, in, ii, r.slot, sc + (PV_TS_RES + j) * CC_COL32);
    }
    return 1;
}

/* tex and tld4 */
void cc_lower_tex(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    PV_UNUSED(dec);
    lower_tex(C, S, in, ii);
}
