/* The public API for a kernel's parameters as declared: names and element
   types, so that bindings (python/ptxvm.py) can pack arguments from plain
   values without being told each parameter's type. */
#include "vm.h"
#include "isa.h"

static const ir_var *param_var(const ptxvm_kernel *k, uint32_t i)
{
    const ir_module *ir;
    if (!k || i >= k->nparams)
        return NULL;
    ir = k->module->ir;
    return &ir->vars.data[ir->funcs.data[k->func].params + i];
}

const char *ptxvm_kernel_param_name(const ptxvm_kernel *k, uint32_t i)
{
    const ir_var *v = param_var(k, i);
    return v ? ir_name(k->module->ir, v->name) : NULL;
}

const char *ptxvm_kernel_param_type(const ptxvm_kernel *k, uint32_t i)
{
    const ir_var *v = param_var(k, i);
    const char *s;
    if (!v)
        return NULL;
    /* the keyword's text is ".u64"; the dot is not part of the type */
    s = isa_kw_name(ir_type_kw((ir_type)v->type));
    return s[0] == '.' ? s + 1 : s;
}
