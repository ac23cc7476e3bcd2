/* Special registers: reading one into a column (mov, and cvt whose
   source is one, as PTX 1.x writes cvt.u32.u16 r, %tid.x), and the ones
   whose value this virtual device fixes. */
#include "compile_int.h"
#include <string.h>

/* Special registers whose value this virtual device fixes: one SM
   (%smid 0 of %nsmid 1), no reserved shared memory (its offsets 0), no
   performance counters or environment registers (0), clocks counted in
   warp instructions; and the cluster registers (SREG_CLUSTER), a cluster
   of one CTA when the launch has none. */
static void lower_sreg_const(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                             uint32_t d, int wide, uint32_t kw, uint32_t comp)
{
    pv_insn *I;
    uint32_t op = PV_OP_ADDR_OF;
    uint64_t value = 0;
    switch (kw) {
    case KW_sr_nsmid: value = 1; break;
    case KW_sr_cluster_ctaid: op = PV_OP_SREG_CLUSTER; comp |= PV_CL_CTAID << 2; break;
    case KW_sr_cluster_nctaid: op = PV_OP_SREG_CLUSTER; comp |= PV_CL_NCTAID << 2; break;
    case KW_sr_cluster_ctarank: op = PV_OP_SREG_CLUSTER; comp = PV_CL_CTARANK << 2; break;
    case KW_sr_cluster_nctarank: op = PV_OP_SREG_CLUSTER; comp = PV_CL_NCTARANK << 2; break;
    case KW_sr_clusterid: op = PV_OP_SREG_CLUSTER; comp |= PV_CL_ID << 2; break;
    case KW_sr_nclusterid: op = PV_OP_SREG_CLUSTER; comp |= PV_CL_NID << 2; break;
    case KW_sr_globaltimer: case KW_sr_globaltimer_lo: op = PV_OP_SREG_CLOCK64; break;
    case KW_sr_aggr_smem_size: op = PV_OP_SREG_SMEM; comp = 1; break;
    case KW_sr_smid: case KW_sr_gridid: case KW_sr_current_graph_exec:
    case KW_sr_reserved_smem_offset_begin: case KW_sr_reserved_smem_offset_end:
    case KW_sr_reserved_smem_offset_cap: case KW_sr_reserved_smem_offset_0:
    case KW_sr_reserved_smem_offset_1: case KW_sr_clock_hi:
    case KW_sr_globaltimer_hi:
        break;
    default: {
        const char *n = ir_name(C->m, kw);
        if (strncmp(n, "%envreg", 7) != 0 && strncmp(n, "%pm", 3) != 0)
            cc_unsupported(C, in, "special register");
    }
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    if (op == PV_OP_ADDR_OF) {
        I->x = value;
        I->aux = (uint32_t)wide;
    } else {
        I->aux = comp;
        I->x = (uint64_t)wide;
    }
}

/* Read special register r (operand src) into column dslot. */
PTXVM_INTERNAL void cc_read_sreg(cc *C, pv_sema *S, const ir_inst *in,
                                 uint32_t ii, const ir_opnd *src,
                                 const sema_ref *r, uint32_t dslot, int wide)
{
    static const struct { uint16_t kw, op; } sr[] = {
        {KW_sr_tid, PV_OP_SREG_TID}, {KW_sr_ntid, PV_OP_SREG_NTID},
        {KW_sr_ctaid, PV_OP_SREG_CTAID}, {KW_sr_nctaid, PV_OP_SREG_NCTAID},
        {KW_sr_laneid, PV_OP_SREG_LANEID}, {KW_sr_warpid, PV_OP_SREG_WARPID},
        {KW_sr_nwarpid, PV_OP_SREG_NWARPID},
        {KW_sr_lanemask_eq, PV_OP_SREG_LANEMASK},
        {KW_sr_lanemask_le, PV_OP_SREG_LANEMASK},
        {KW_sr_lanemask_lt, PV_OP_SREG_LANEMASK},
        {KW_sr_lanemask_ge, PV_OP_SREG_LANEMASK},
        {KW_sr_lanemask_gt, PV_OP_SREG_LANEMASK},
        {KW_sr_clock, PV_OP_SREG_CLOCK}, {KW_sr_clock64, PV_OP_SREG_CLOCK64},
        {KW_sr_dynamic_smem_size, PV_OP_SREG_SMEM},
        {KW_sr_total_smem_size, PV_OP_SREG_SMEM},
    };
    pv_insn *I;
    uint32_t i;
    for (i = 0; i < PV_COUNTOF(sr); i++)
        if (sr[i].kw == r->index)
            break;
    if (i == PV_COUNTOF(sr)) {
        lower_sreg_const(C, S, in, ii, dslot, wide, r->index,
                         (src->flags & OF_COMP) ? src->comp : 0);
        return;
    }
    I = cc_emit(C, sr[i].op, ii);
    cc_guard(C, S, in, I);
    I->d = dslot;
    I->aux = (src->flags & OF_COMP) ? src->comp : 0;
    if (sr[i].op == PV_OP_SREG_LANEMASK)
        I->aux = r->index;
    if (sr[i].op == PV_OP_SREG_SMEM)
        I->aux = r->index == KW_sr_total_smem_size;
    I->x = wide;
}

/* cvt with a special register as its source (PTX 1.x: %tid, %ntid,
   %ctaid, %nctaid are .v4.u16, so nvopencc writes cvt.u32.u16 r, %tid.x):
   the register is read into a scratch column, which then stands for the
   operand (cc_reg), so the cvt takes the low bits its source type names,
   as the GPU does. */
PTXVM_INTERNAL void cc_sreg_cvt_source(cc *C, pv_sema *S, const ir_inst *in,
                                       uint32_t ii)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    sema_ref r;
    int wide;
    if (in->opcode != KW_op_cvt || in->nopnds != 2 ||
        (o[1].kind != OK_REG && o[1].kind != OK_SYM) ||
        sema_resolve(S, o[1].sym, &r) != 0 || r.kind != REF_SREG ||
        r.type == T_PRED)
        return;
    wide = ir_type_size(r.type) == 8;
    C->sreg_opnd = &o[1];
    C->sreg_col = cc_cols(C, wide ? CC_COL64 : CC_COL32);
    C->sreg_wide = wide;
    cc_read_sreg(C, S, in, ii, &o[1], &r, C->sreg_col, wide);
}
