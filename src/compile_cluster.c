/* Lowering of the cluster family (ops_cluster.h) and of the newer
   instructions that leave results alone: barrier.cluster, mapa,
   getctarank, elect.sync, and the hints setmaxnreg, griddepcontrol,
   createpolicy, applypriority and discard. */
#include "compile_int.h"
#include "diag.h"
#include <string.h>

/* An address operand of mapa/getctarank: a register, or a .shared
   variable's name (plus an offset) as a constant column. */
static uint32_t cl_address(cc *C, pv_sema *S, const ir_inst *in,
                           const ir_opnd *o, int wide)
{
    sema_ref r;
    if ((o->kind == OK_REG || o->kind == OK_SYM) &&
        sema_resolve(S, o->sym, &r) == 0 && r.kind == REF_VAR &&
        r.space != SP_REG) {
        if (r.space != SP_SHARED)
            pv_fail(C->d, PTXVM_E_SEMANTIC, o->line, o->col,
                    "%s takes a .shared variable or a register",
                    ir_name(C->m, in->opcode));
        return cc_const(C, C->var_slot[r.index] +
                           (o->kind == OK_SYM ? o->val : 0), wide);
    }
    return cc_src(C, S, in, o, wide);
}

PTXVM_INTERNAL void cc_lower_barrier_cluster(cc *C, pv_sema *S,
                                             const ir_inst *in, uint32_t ii,
                                             const isa_decoded *dec)
{
    pv_insn *I;
    if (dec->scope != ISA_SCOPE_CLUSTER)
        cc_unsupported(C, in, NULL);
    /* one host thread runs the cluster: the orders (.release, .acquire,
       .relaxed) hold without fences */
    I = cc_emit(C, (dec->flags & ISA_F(ARRIVE)) ? PV_OP_CLUSTER_ARRIVE
                                                : PV_OP_CLUSTER_WAIT, ii);
    cc_guard(C, S, in, I);
}

/* mapa{.shared::cluster}.type d, a, b and getctarank{...}.type d, a */
PTXVM_INTERNAL void cc_lower_mapa(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    const int wide = ir_type_size((ir_type)dec->types[0]) == 8;
    const int mapa = in->opcode == KW_op_mapa;
    cc_op d = cc_reg(C, S, in, &o[0]);
    uint32_t a = cl_address(C, S, in, &o[1], wide);
    pv_insn *I = cc_emit(C, mapa ? PV_OP_MAPA : PV_OP_GETCTARANK, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
    I->b = PV_NO_REG;
    I->aux = (dec->space_kw == KW_shared_cluster ? 0 : PV_CL_GENERIC) |
             (wide ? PV_CL_A64 : 0) | (d.wide ? PV_CL_D64 : 0);
    if (mapa) {
        if (o[2].kind == OK_INT)
            I->x = o[2].val;
        else
            I->b = cc_src(C, S, in, &o[2], 0);
    }
}

PTXVM_INTERNAL void cc_lower_getctarank(cc *C, pv_sema *S, const ir_inst *in,
                                        uint32_t ii, const isa_decoded *dec)
{
    cc_lower_mapa(C, S, in, ii, dec);
}

/* elect.sync d|p, membermask (d may be the sink _) */
PTXVM_INTERNAL void cc_lower_elect(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in), *e;
    pv_insn *I;
    uint32_t d = PV_NO_REG, p = PV_NO_REG, mask;
    PV_UNUSED(dec);
    if (o[0].kind == OK_PAIR) {
        e = C->m->opnds.data + o[0].sub;
        if (e[0].kind != OK_SINK)
            d = cc_reg(C, S, in, &e[0]).slot;
        if (e[1].kind != OK_SINK)
            p = cc_pred(C, S, in, &e[1]);
    } else if (o[0].kind != OK_SINK) {
        d = cc_reg(C, S, in, &o[0]).slot;
    }
    /* the member mask's column, as the warp family's .sync forms have */
    mask = cc_src(C, S, in, &o[1], 0);
    I = cc_emit(C, PV_OP_ELECT, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->c = p;
    I->x = mask;
    I->aux = PV_WARP_SYNC;
}

/* setmaxnreg.{inc,dec}.sync.aligned.u32 n: the register budget of a
   warpgroup; every register is a column here, so only the count is
   checked, as the ISA requires it (24..256, a multiple of 8). */
PTXVM_INTERNAL void cc_lower_setmaxnreg(cc *C, pv_sema *S, const ir_inst *in,
                                        uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    PV_UNUSED(S);
    PV_UNUSED(ii);
    PV_UNUSED(dec);
    if (o[0].kind != OK_INT || o[0].val < 24 || o[0].val > 256 || o[0].val % 8)
        pv_fail(C->d, PTXVM_E_SEMANTIC, o[0].line, o[0].col,
                "setmaxnreg: the register count must be a multiple of 8 "
                "in 24..256");
}

/* griddepcontrol.launch_dependents / .wait: a launch here is one grid,
   whose dependents start after it ends and whose prerequisites ended
   before it started, so both are already satisfied. */
PTXVM_INTERNAL void cc_lower_griddepcontrol(cc *C, pv_sema *S,
                                            const ir_inst *in, uint32_t ii,
                                            const isa_decoded *dec)
{
    PV_UNUSED(C); PV_UNUSED(S); PV_UNUSED(in); PV_UNUSED(ii); PV_UNUSED(dec);
}

/* createpolicy: a 64-bit cache policy that loads and stores with
   .L2::cache_hint take and ignore (no cache here changes a result). The
   value is ptxvm's own: the primary priority's rank (prio_rank) in bits
   0-7, the secondary's in 8-15, the top 24 bits of the fraction's f32
   (1.0 without one) in 16-39, and "PV" in 48-63. .cvt.L2 keeps the
   access property it is given. */
#define PV_POLICY_TAG 0x5056ull           /* "PV" */
static uint64_t prio_rank(uint32_t kw)
{
    switch (kw) {
    case KW_L2_evict_first: return 1;
    case KW_L2_evict_normal: return 2;
    case KW_L2_evict_last: return 3;
    case KW_L2_evict_unchanged: return 4;
    default: return 0;
    }
}

PTXVM_INTERNAL void cc_lower_createpolicy(cc *C, pv_sema *S, const ir_inst *in,
                                          uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    cc_op d = cc_reg(C, S, in, &o[0]);
    const uint32_t *mods = ir_mods(C->m, in);
    uint64_t v = PV_POLICY_TAG << 48, frac = 0x3f800000u;   /* 1.0f */
    uint32_t j, nprio = 0;
    pv_insn *I;
    PV_UNUSED(dec);
    for (j = 0; j < in->nmods; j++) {
        uint64_t rank = prio_rank(mods[j]);
        if (rank && nprio < 2)
            v |= rank << (8 * nprio++);
        if (mods[j] == KW_cvt) {     /* the access property passes through */
            I = cc_emit(C, PV_OP_MOV64, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->a = cc_src(C, S, in, &o[1], 1);
            return;
        }
    }
    if (in->nopnds == 2 && (o[1].kind == OK_F32 || o[1].kind == OK_F64)) {
        float f;
        uint32_t bits = (uint32_t)o[1].val;
        if (o[1].kind == OK_F64) {       /* a decimal literal: its f32 */
            double g;
            uint64_t gb = o[1].val;
            memcpy(&g, &gb, sizeof g);
            f = (float)g;
            memcpy(&bits, &f, sizeof bits);
        }
        memcpy(&f, &bits, sizeof f);
        if (!(f > 0.0f && f <= 1.0f))
            pv_fail(C->d, PTXVM_E_SEMANTIC, o[1].line, o[1].col,
                    "createpolicy: the fraction must be in (0, 1]");
        frac = bits;
    } else if (in->nopnds == 2) {
        cc_unsupported(C, in, "a fraction that is not an f32 constant");
    }
    /* a range policy's address and sizes would only say where the
       priorities apply: the value records the priorities alone */
    v |= (frac >> 8) << 16;
    I = cc_emit(C, PV_OP_ADDR_OF, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->x = v;
    I->aux = 1;
}

/* applypriority.global.L2::evict_normal [a], 128 and discard.global.L2
   [a], 128: cache operations. discard leaves the line's contents
   undefined in the ISA; here they stay what they were, one of the
   values it allows. The size must be 128, as the ISA requires. */
PTXVM_INTERNAL void cc_lower_applypriority(cc *C, pv_sema *S, const ir_inst *in,
                                           uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    PV_UNUSED(S); PV_UNUSED(ii); PV_UNUSED(dec);
    if (in->nopnds != 2 || o[1].kind != OK_INT || o[1].val != 128)
        pv_fail(C->d, PTXVM_E_SEMANTIC, in->line, in->col,
                "%s: the size operand must be 128", ir_name(C->m, in->opcode));
}

PTXVM_INTERNAL void cc_lower_discard(cc *C, pv_sema *S, const ir_inst *in,
                                     uint32_t ii, const isa_decoded *dec)
{
    cc_lower_applypriority(C, S, in, ii, dec);
}
