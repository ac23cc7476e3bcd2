/* Module-scope texture, surface and sampler references: binding an
   object to a .texref/.surfref/.samplerref name, and sampler objects
   (the sampling state alone, for texmode_independent modules). */
#include "texture.h"
#include "abi.h"
#include <string.h>

ptxvm_result ptxvm_sampler_create(ptxvm_vm *vm, const ptxvm_texture_desc *tex,
                                  uint64_t *out)
{
    pv_texture t;
    uint32_t i;
    ptxvm_texture_desc tc;
    ptxvm_result e;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!tex || !out)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_sampler_create: NULL argument");
    e = PV_SIZED_COPY(vm, "ptxvm_sampler_create", ptxvm_texture_desc, &tc, tex);
    if (e != PTXVM_OK)
        return e;
    tex = &tc;
    for (i = 0; i < 3; i++)
        if ((unsigned)tex->address_mode[i] > PTXVM_ADDRESS_BORDER)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "ptxvm_sampler_create: unknown address mode");
    if (tex->filter_linear != 0 && tex->filter_linear != 1)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_sampler_create: "
                        "filter_linear must be 0 or 1");
    memset(&t, 0, sizeof t);
    t.kind = PV_OBJ_SAMPLER;
    t.tex = *tex;
    t.tex.sample = NULL;
    return pv_obj_add(vm, &t, out);
}

ptxvm_result ptxvm_sampler_destroy(ptxvm_vm *vm, uint64_t h)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    return pv_obj_remove(vm, h, PV_OBJ_SAMPLER, "ptxvm_sampler_destroy");
}

/* A module's .texref: an 8-byte .global variable holding the handle,
   which tex on the name loads (compile_tex.c). */
ptxvm_result ptxvm_module_bind_texref(ptxvm_module *m, const char *name,
                                      uint64_t tex)
{
    ptxvm_vm *vm;
    const pv_texture *o;
    uint32_t i;
    if (!m)
        return PTXVM_E_INVALID_ARGUMENT;
    vm = m->vm;
    if (!name)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_module_bind_texref: NULL name");
    for (i = 0; i < m->ir->vars.len; i++) {
        const ir_var *v = &m->ir->vars.data[i];
        uint64_t addr;
        if (strcmp(ir_name(m->ir, v->name), name) != 0)
            continue;
        addr = pv_module_var_addr(m, i);
        if ((v->type != T_TEXREF && v->type != T_SURFREF &&
             v->type != T_SAMPLERREF) || !addr)
            continue;
        o = pv_obj_lookup(vm, tex, 0);
        if (!o || (v->type == T_TEXREF && o->kind != PV_OBJ_TEXTURE) ||
            (v->type == T_SURFREF && o->kind != PV_OBJ_SURFACE) ||
            (v->type == T_SAMPLERREF && o->kind == PV_OBJ_SURFACE))
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "ptxvm_module_bind_texref: 0x%llx is not a live "
                            "%s object", (unsigned long long)tex,
                            v->type == T_TEXREF ? "texture" :
                            v->type == T_SURFREF ? "surface" :
                            "sampler or texture");
        if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) {
            memcpy((void *)(uintptr_t)addr, &tex, 8);
        } else {
            pv_region *r = pv_devmem_find(&vm->mem, addr, 8);
            if (!r || !r->host)
                return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                                "ptxvm_module_bind_texref: %s has no memory",
                                name);
            memcpy(r->host + (addr - r->base), &tex, 8);
        }
        return pv_ok(vm);
    }
    return pv_error(vm, PTXVM_E_NOT_FOUND, "ptxvm_module_bind_texref: the "
                    "module declares no .global .texref, .surfref or "
                    ".samplerref %s", name);
}

/* ---- reference initialisers ------------------------------------------

   A .samplerref initialiser { filter_mode = linear, addr_mode_0 = wrap,
   force_unnormalized_coords = 1, ... } makes a sampler object when the
   module loads, its handle stored in the variable (a later
   ptxvm_module_bind_texref replaces it); the object is destroyed with
   the module. Fields left out take CUDA's defaults: point filtering,
   clamp addressing; every mip level stays reachable, nearest level
   first. force_unnormalized_coords = 1 gives unnormalized
   coordinates; 0 (or absent) means the texture header's setting, which
   a sampler object cannot defer to: it states normalized coordinates,
   the header OpenCL (the language that uses these fields) always
   writes.

   In unified mode a .texref initialiser's sampling fields (filter_mode,
   addr_mode_N, normalized_coords) make a sampler object the same way,
   and every tex, tld4 and sampler txq through that name uses it as its
   sampler: the initialiser fixes how the name samples, and the texture
   bound to the name lends its texels and format. Its other fields
   (width, channel_order, ...) describe what the host binds and are not
   used. In independent mode the ISA ignores a .texref's filter and
   address modes; the VM ignores its whole initialiser there, the bound
   object's descriptor standing for the texture header. Addressing: wrap, mirror, clamp_to_edge (clamp),
   clamp_to_border (border), and clamp_ogl, taken as clamp. */

static int field_is(const ir_module *ir, uint32_t sym, const char *s)
{
    return sym && strcmp(ir_name(ir, sym), s) == 0;
}

int pv_module_independent(const ir_module *ir)
{
    uint32_t i;
    for (i = 0; i < ir->ntargets; i++)
        if (field_is(ir, ir->syms.data[ir->targets + i], "texmode_independent"))
            return 1;
    return 0;
}

static ptxvm_result field_error(ptxvm_module *m, const ir_var *v,
                                const ir_field *f, const char *why)
{
    const ir_module *ir = m->ir;
    return pv_error(m->vm, PTXVM_E_SEMANTIC, "%s:%lu:%lu: error: initialiser "
                    "of '%s': field '%s' %s", ir_name(ir, ir->source),
                    (unsigned long)v->line, (unsigned long)v->col,
                    ir_name(ir, v->name), ir_name(ir, f->name), why);
}

/* v's initialiser as sampling state; *any: a sampling field is given. */
static ptxvm_result ref_desc(ptxvm_module *m, const ir_var *v,
                             ptxvm_texture_desc *d, int *any)
{
    const ir_module *ir = m->ir;
    const ir_init *in = &ir->inits.data[v->init];
    int sampler = v->type == T_SAMPLERREF;
    uint32_t i;
    memset(d, 0, sizeof *d);
    d->address_mode[0] = d->address_mode[1] = d->address_mode[2] =
        PTXVM_ADDRESS_CLAMP;
    d->normalized_coords = sampler;
    d->max_mipmap_level_clamp = 1000.0f;    /* every level the texture has */
    *any = 0;
    for (i = 0; i < in->nfields; i++) {
        const ir_field *f = &ir->fields.data[in->fields + i];
        const char *n = ir_name(ir, f->name);
        if (strncmp(n, "addr_mode_", 10) == 0 && n[10] >= '0' &&
            n[10] <= '2' && !n[11]) {
            int k = n[10] - '0';
            if (field_is(ir, f->sym, "wrap"))
                d->address_mode[k] = PTXVM_ADDRESS_WRAP;
            else if (field_is(ir, f->sym, "mirror"))
                d->address_mode[k] = PTXVM_ADDRESS_MIRROR;
            else if (field_is(ir, f->sym, "clamp_to_edge") ||
                     field_is(ir, f->sym, "clamp_ogl"))
                d->address_mode[k] = PTXVM_ADDRESS_CLAMP;
            else if (field_is(ir, f->sym, "clamp_to_border"))
                d->address_mode[k] = PTXVM_ADDRESS_BORDER;
            else
                return field_error(m, v, f, "must be wrap, mirror, clamp_ogl, "
                                   "clamp_to_edge or clamp_to_border");
            *any = 1;
        } else if (strcmp(n, "filter_mode") == 0) {
            if (field_is(ir, f->sym, "nearest"))
                d->filter_linear = 0;
            else if (field_is(ir, f->sym, "linear"))
                d->filter_linear = 1;
            else
                return field_error(m, v, f, "must be nearest or linear");
            *any = 1;
        } else if ((sampler && strcmp(n, "force_unnormalized_coords") == 0) ||
                   (!sampler && strcmp(n, "normalized_coords") == 0)) {
            if (f->sym || f->value > 1)
                return field_error(m, v, f, "must be 0 or 1");
            d->normalized_coords = sampler ? !f->value : (int)f->value;
            *any = 1;
        } else if (sampler || (strcmp(n, "width") && strcmp(n, "height") &&
                               strcmp(n, "depth") &&
                               strcmp(n, "channel_data_type") &&
                               strcmp(n, "channel_order") &&
                               strcmp(n, "array_size") &&
                               strcmp(n, "num_mipmap_levels") &&
                               strcmp(n, "num_samples"))) {
            return field_error(m, v, f, sampler ? "is not a .samplerref field"
                               : "is not a .texref field");
        }
    }
    return PTXVM_OK;
}

static void store_handle(ptxvm_vm *vm, uint64_t addr, uint64_t h)
{
    if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) {
        memcpy((void *)(uintptr_t)addr, &h, 8);
    } else {
        pv_region *r = pv_devmem_find(&vm->mem, addr, 8);
        if (r && r->host)
            memcpy(r->host + (addr - r->base), &h, 8);
    }
}

ptxvm_result pv_module_ref_samplers(ptxvm_module *m)
{
    const ir_module *ir = m->ir;
    ptxvm_vm *vm = m->vm;
    int indep = pv_module_independent(ir);
    uint32_t i;
    for (i = 1; i < ir->vars.len && i < m->nvar_addr; i++) {
        const ir_var *v = &ir->vars.data[i];
        ptxvm_texture_desc d;
        ptxvm_result r;
        uint64_t h;
        int any;
        if (!v->init || !m->var_addr[i] ||
            (v->type != T_SAMPLERREF && v->type != T_TEXREF))
            continue;
        r = ref_desc(m, v, &d, &any);
        if (r != PTXVM_OK)
            return r;
        if (!any || (v->type == T_TEXREF && indep))
            continue;
        if (!m->ref_sampler) {
            m->ref_sampler = (uint64_t *)pv_realloc(&vm->heap, NULL, 0,
                                                    (size_t)m->nvar_addr * 8);
            if (!m->ref_sampler)
                return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory",
                                ir_name(ir, ir->source));
            memset(m->ref_sampler, 0, (size_t)m->nvar_addr * 8);
        }
        r = ptxvm_sampler_create(vm, &d, &h);
        if (r != PTXVM_OK)
            return r;
        m->ref_sampler[i] = h;
        if (v->type == T_SAMPLERREF)
            store_handle(vm, m->var_addr[i], h);
    }
    return PTXVM_OK;
}

void pv_module_free_ref_samplers(ptxvm_module *m)
{
    uint32_t i;
    if (!m->ref_sampler)
        return;
    for (i = 0; i < m->nvar_addr; i++)
        if (m->ref_sampler[i] &&
            pv_obj_lookup(m->vm, m->ref_sampler[i], PV_OBJ_SAMPLER))
            pv_obj_remove(m->vm, m->ref_sampler[i], PV_OBJ_SAMPLER, "unload");
    pv_free(&m->vm->heap, m->ref_sampler, (size_t)m->nvar_addr * 8);
    m->ref_sampler = NULL;
}

uint64_t pv_module_ref_sampler(const ptxvm_module *m, uint32_t var_index)
{
    return m->ref_sampler && var_index < m->nvar_addr ?
           m->ref_sampler[var_index] : 0;
}
