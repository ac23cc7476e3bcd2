/* Lowering of the atom family (see compile_int.h): atom and red on
   .global, .shared and generic addresses, to one ATOM (ops_atom.h) per
   element. The memory-ordering semantics and scopes need nothing more:
   each ATOM is a sequentially consistent host atomic (global memory) and
   a CTA's warps run on one host thread (.shared). .L2::cache_hint's
   policy operand is a hint and is ignored. */
#include "compile_int.h"

static uint32_t atom_type(ir_type t)
{
    switch (t) {
    case T_S32: case T_S64:   return PV_AT_S;
    case T_F32: case T_F64:   return PV_AT_F;
    case T_F16:               return PV_AT_F16;
    case T_BF16:              return PV_AT_BF16;
    case T_F16X2:             return PV_AT_F16X2;
    case T_BF16X2:            return PV_AT_BF16X2;
    default:                  return PV_AT_U;
    }
}

/* Element i of a value operand: a register (or an immediate, for
   sources) of a vector brace, or the operand itself when vec is 1. */
static const ir_opnd *atom_elem(cc *C, const ir_inst *in, const ir_opnd *o,
                                uint32_t vec, uint32_t i)
{
    if (vec == 1) {
        if (o->kind == OK_VEC)
            cc_unsupported(C, in, "vector operand");
        return o;
    }
    if (o->kind != OK_VEC || o->n != vec)
        cc_unsupported(C, in, "vector operand");
    return C->m->opnds.data + o->sub + i;
}

/* atom and red */
void cc_lower_atom(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int red = in->opcode == KW_op_red, addr32, wide;
    ir_type t;
    uint32_t size, op, space, vspace, areg, vec, i, nval, aux;
    uint64_t off;
    const ir_opnd *dst, *addr, *b, *c;
    if (red && cc_lower_store_async(C, S, in, ii, dec))
        return;
    t = (ir_type)dec->types[0];
    size = ir_type_size(t);
    vec = dec->vec ? dec->vec : 1;
    if (dec->aop == ISA_AOP_NONE || dec->aop == ISA_AOP_POPC ||
        (size != 2 && size != 4 && size != 8))
        cc_unsupported(C, in, size == 16 ? "128-bit atomics" : NULL);
    op = (uint32_t)dec->aop - ISA_AOP_AND;        /* PV_AOP_* */
    /* operands: [d,] [a], b[, c][, cache-policy] */
    nval = op == PV_AOP_CAS ? 2u : 1u;
    if (in->nopnds < (red ? 1u : 2u) + nval)
        cc_unsupported(C, in, "operands");
    dst = red ? NULL : &o[0];
    addr = &o[red ? 0 : 1];
    b = addr + 1;
    c = op == PV_AOP_CAS ? addr + 2 : NULL;
    space = dec->space;
    if (space != SP_NONE && space != SP_GLOBAL && space != SP_SHARED)
        cc_unsupported(C, in, "state space of an atomic");
    areg = cc_addr_operand(C, S, in, addr, &off, &addr32, &vspace);
    if (vspace == SP_CONST)              /* faults when run: read-only */
        vspace = SP_GLOBAL;
    else if (vspace == SP_PARAM)
        cc_unsupported(C, in, "state space of an atomic");
    if (space == SP_NONE && vspace != SP_NONE)
        space = vspace;                  /* atom [var]: the variable's space */
    cc_addr32(C, S, in, ii, space, &areg, &off, &addr32);
    wide = size == 8;
    aux = PV_ATOM_AUX(size, space, op, atom_type(t)) |
          (wide ? PV_MEM_WIDE_DST : 0) | (addr32 ? PV_MEM_ADDR32 : 0);
    for (i = 0; i < vec; i++) {
        const ir_opnd *be = atom_elem(C, in, b, vec, i);
        uint32_t bcol = cc_src(C, S, in, be, wide), ccol = PV_NO_REG;
        uint32_t dcol = PV_NO_REG;
        pv_insn *I;
        if (c)
            ccol = cc_src(C, S, in, atom_elem(C, in, c, vec, i), wide);
        if (dst) {
            const ir_opnd *de = atom_elem(C, in, dst, vec, i);
            if (de->kind != OK_SINK) {
                cc_op d = cc_reg(C, S, in, de);
                if (d.pred || d.wide != wide)
                    cc_unsupported(C, in, "destination width");
                dcol = d.slot;
            }
        }
        I = cc_emit(C, PV_OP_ATOM, ii);
        cc_guard(C, S, in, I);
        I->d = dcol;
        I->a = areg;
        I->b = bcol;
        I->c = ccol;
        I->x = off + (uint64_t)i * size;
        I->aux = aux;
    }
}
