/* What a compiled kernel uses beyond ptxvm_kernel_info: its PTX
   registers, the bytecode's register file and length, the module's
   .const and .global bytes, and its parameters' names (for tools such as
   `ptxvm info`). Read-only: nothing here changes the kernel. */
#include "vm.h"
#include "compile.h"
#include <string.h>

/* The module's own (non-extern) variables of one state space, each
   aligned as declared, as module_mem.c lays them out. */
static uint64_t module_space_bytes(const ir_module *ir, int space)
{
    uint64_t total = 0;
    uint32_t i;
    for (i = 0; i < ir->items.len; i++) {
        const ir_var *v;
        uint64_t a;
        if (ir->items.data[i].kind != IT_VAR)
            continue;
        v = &ir->vars.data[ir->items.data[i].index];
        if (v->space != space || v->linkage == LK_EXTERN)
            continue;
        a = v->align ? v->align : 1;
        total = ((total + a - 1) & ~(a - 1)) + v->size;
    }
    return total;
}

ptxvm_result ptxvm_kernel_get_usage(const ptxvm_kernel *k,
                                    ptxvm_kernel_usage *out)
{
    const ir_module *ir;
    const ir_func *f;
    ptxvm_kernel_usage u;
    uint32_t i;
    if (!k || !out || out->struct_size < sizeof(size_t))
        return PTXVM_E_INVALID_ARGUMENT;
    ir = k->module->ir;
    f = &ir->funcs.data[k->func];
    memset(&u, 0, sizeof u);
    /* .reg declarations of the body, nested blocks included; %r<N> is N */
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &ir->stmts.data[f->stmts + i];
        const ir_var *v;
        uint32_t n;
        if (st->kind != ST_VAR)
            continue;
        v = &ir->vars.data[st->index];
        if (v->space != SP_REG)
            continue;
        n = v->count ? v->count : 1;
        if (v->type == T_PRED)
            u.ptx_predicates += n;
        else
            u.ptx_registers += n;
    }
    if (k->code) {
        u.register_bytes = k->code->rf_bytes / PV_LANES;
        u.predicate_slots = k->code->npreds;
        u.bytecode_instructions = k->code->ninsns;
        u.param_bytes = k->code->param_bytes;
        u.uses_stack = k->code->uses_stack ? 1u : 0u;
    }
    u.const_bytes = module_space_bytes(ir, SP_CONST);
    u.global_bytes = module_space_bytes(ir, SP_GLOBAL);
    /* a caller compiled against an older, smaller struct gets its prefix */
    u.struct_size = out->struct_size < sizeof u ? out->struct_size : sizeof u;
    memcpy(out, &u, u.struct_size);
    return PTXVM_OK;
}
