/* The register names of a compiled kernel, for the disassembler: every
   register variable the compile placed, by slot, so that a column offset
   in an instruction reads back as %r5 or %rd7. One small record per
   declaration (%r<100> is one), sorted once; nothing at run time reads it. */
#include "compile_int.h"
#include <stdlib.h>

static int regname_by_slot(const void *x, const void *y)
{
    const pv_regname *a = (const pv_regname *)x, *b = (const pv_regname *)y;
    if ((a->width == 0) != (b->width == 0))
        return a->width == 0 ? -1 : 1;       /* predicates first */
    return a->slot < b->slot ? -1 : a->slot > b->slot;
}

/* Whether register variable vi's elements are not in declared order. */
static int vp_reordered(const cc *C, uint32_t vi)
{
    return C->vp_at && C->vp_at[vi] < UINT32_MAX - 1u;
}

PTXVM_INTERNAL void cc_note_names(cc *C)
{
    const ir_module *m = C->m;
    pv_code *k = C->code;
    uint32_t i, n = 0;
    for (i = 0; i < m->vars.len; i++)
        if (m->vars.data[i].space == SP_REG && C->var_slot[i] != CC_NO_SLOT)
            n += vp_reordered(C, i) ? m->vars.data[i].count : 1;
    if (!n)
        return;
    k->regnames = (pv_regname *)pv_realloc(C->h, NULL, 0, (size_t)n * sizeof *k->regnames);
    if (!k->regnames)
        pv_fail_oom(C->d);
    k->nregnames = n;
    n = 0;
    for (i = 0; i < m->vars.len; i++) {
        const ir_var *v = &m->vars.data[i];
        if (v->space != SP_REG || C->var_slot[i] == CC_NO_SLOT)
            continue;
        k->regnames[n].slot = C->var_slot[i];
        k->regnames[n].width = v->type == T_PRED ? 0 :
                               ir_type_size((ir_type)v->type) <= 4 ? 4 : 8;
        k->regnames[n].var = i;
        k->regnames[n].first = 0;
        if (vp_reordered(C, i)) {       /* each element where it was put */
            uint32_t e, unit = k->regnames[n].width * PV_LANES;
            for (e = 0; e < v->count; e++) {
                k->regnames[n + e] = k->regnames[n];
                k->regnames[n + e].slot = C->var_slot[i] + cc_vec_place(C, i, e) * unit;
                k->regnames[n + e].first = e;
            }
            n += v->count;
            continue;
        }
        n++;
    }
    qsort(k->regnames, n, sizeof *k->regnames, regname_by_slot);
}
