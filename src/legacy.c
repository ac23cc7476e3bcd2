/* Older and alternative PTX written as current forms. Old PTX leaves
   out modifiers that later versions require, and sm_1x targets flush
   single-precision subnormals without saying so; this pass, run between
   the parser and the checker, writes what the ISA says those forms mean
   as modifiers and types, so that the checker and the compiler only see
   current forms:

   - PTX 1.0 to 1.3 (ISA 4.1, "PTX ISA Notes" of each instruction):
     div.f32, rcp.f32, sqrt.f32 are .approx.ftz; div.f64, rcp.f64,
     sqrt.f64 are .rn; rsqrt.f32, sin, cos, lg2, ex2 .f32 are .approx.ftz
     and rsqrt.f64 is .approx.
   - Any version: mad.f64 without a rounding modifier is mad.rn.f64.
   - .target map_f64_to_f32 (PTX 1.x, for GPUs without doubles): every
     .f64 instruction is the .f32 one, and .f64 registers hold an f32;
     storage stays 64 bits, of which the f32 uses the first (low) half,
     so ld/st.f64 read and write that half (ld.f32 at the address).
   - Targets sm_10 to sm_13: single-precision instructions flush
     subnormal inputs and results (ISA 4.1 §8.7.3), as .ftz says; the
     instructions map_f64_to_f32 made single-precision included.
   - ld.b64 {a, b}, [p] / st.b64 [p], {a, b}: a brace list of n scalars
     for one wide value is the vector access of n elements of 1/n the
     size (ld.v2.b32), the first element the low bits (little-endian);
     both forms need the whole access aligned to its size. */
#include "legacy.h"
#include <string.h>

typedef struct lg_st {
    ir_module *m;
    pv_diag   *d;
} lg_st;

static int has_mod(const ir_module *m, const ir_inst *in, uint32_t kw)
{
    const uint32_t *mods = ir_mods(m, in);
    uint32_t i;
    for (i = 0; i < in->nmods; i++)
        if (mods[i] == kw)
            return 1;
    return 0;
}

static int is_rnd(uint32_t kw)
{
    return kw == KW_rn || kw == KW_rz || kw == KW_rm || kw == KW_rp;
}

static int has_rnd(const ir_module *m, const ir_inst *in)
{
    const uint32_t *mods = ir_mods(m, in);
    uint32_t i;
    for (i = 0; i < in->nmods; i++)
        if (is_rnd(mods[i]) || mods[i] == KW_approx || mods[i] == KW_full)
            return 1;
    return 0;
}

/* The instruction's types in order (at most two are looked at). */
static uint32_t types_of(const ir_module *m, const ir_inst *in, ir_type t[2])
{
    const uint32_t *mods = ir_mods(m, in);
    uint32_t i, n = 0;
    t[0] = t[1] = T_NONE;
    for (i = 0; i < in->nmods; i++) {
        ir_type x = ir_type_of_kw(mods[i]);
        if (x != T_NONE && n < 2)
            t[n++] = x;
    }
    return n;
}

/* Rewrite in's modifiers with `lead` (0: none) first and `ftz`
   (0: none) before the first of .sat/.NaN/.xorsign/.abs or a type, the
   order the instruction table expects. */
static void add_mods(lg_st *G, uint32_t ii, uint32_t lead, uint32_t ftz)
{
    ir_module *m = G->m;
    ir_inst *in = &m->insts.data[ii];
    uint32_t n = in->nmods + (lead != 0) + (ftz != 0), i, first, old;
    uint32_t *p;
    if (n > PTXVM_MAX_MODIFIERS)
        return;                         /* the checker reports it */
    p = (uint32_t *)pv_grow(m->heap, m->mods.data, &m->mods.cap,
                            m->mods.len + n, sizeof *p);
    if (!p)
        pv_fail_oom(G->d);
    m->mods.data = p;
    in = &m->insts.data[ii];
    first = m->mods.len;
    old = in->mods;
    if (lead)
        p[m->mods.len++] = lead;
    for (i = 0; i < in->nmods; i++) {
        uint32_t k = p[old + i];
        if (ftz && (k == KW_sat || k == KW_NaN || k == KW_xorsign ||
                    k == KW_abs || ir_type_of_kw(k) != T_NONE)) {
            p[m->mods.len++] = ftz;
            ftz = 0;
        }
        p[m->mods.len++] = k;
    }
    if (ftz)
        p[m->mods.len++] = ftz;
    in->mods = first;
    in->nmods = (uint8_t)n;
}

/* PTX 1.0-1.3 defaults of the instructions whose modifiers 1.4 made
   mandatory. */
static void old_defaults(lg_st *G, uint32_t ii)
{
    const ir_inst *in = &G->m->insts.data[ii];
    ir_type t[2];
    uint32_t ftz;
    if (types_of(G->m, in, t) != 1 || has_rnd(G->m, in))
        return;
    ftz = has_mod(G->m, in, KW_ftz) ? 0 : KW_ftz;
    switch (in->opcode) {
    case KW_op_div: case KW_op_rcp: case KW_op_sqrt:
        if (t[0] == T_F32)
            add_mods(G, ii, KW_approx, ftz);
        else if (t[0] == T_F64)
            add_mods(G, ii, KW_rn, 0);
        return;
    case KW_op_rsqrt:
        if (t[0] == T_F32)
            add_mods(G, ii, KW_approx, ftz);
        else if (t[0] == T_F64)
            add_mods(G, ii, KW_approx, 0);
        return;
    case KW_op_sin: case KW_op_cos: case KW_op_lg2: case KW_op_ex2:
        if (t[0] == T_F32)
            add_mods(G, ii, KW_approx, ftz);
        return;
    default:
        return;
    }
}

/* sm_1x: the single-precision instructions that take .ftz flush. */
static void sm1x_ftz(lg_st *G, uint32_t ii)
{
    const ir_inst *in = &G->m->insts.data[ii];
    ir_type t[2];
    uint32_t n;
    if (has_mod(G->m, in, KW_ftz))
        return;
    n = types_of(G->m, in, t);
    switch (in->opcode) {
    case KW_op_div: case KW_op_rcp: case KW_op_sqrt: case KW_op_rsqrt:
    case KW_op_sin: case KW_op_cos: case KW_op_lg2: case KW_op_ex2:
        /* without .approx/.rnd (PTX 1.4 on) the checker says what is
           missing about the instruction as written */
        if (n == 1 && t[0] == T_F32 && has_rnd(G->m, in))
            add_mods(G, ii, 0, KW_ftz);
        return;
    case KW_op_add: case KW_op_sub: case KW_op_mul: case KW_op_mad:
    case KW_op_fma: case KW_op_abs: case KW_op_neg: case KW_op_min:
    case KW_op_max: case KW_op_setp:
        if (n == 1 && t[0] == T_F32)
            add_mods(G, ii, 0, KW_ftz);
        return;
    case KW_op_set:     /* set.cmp.dtype.f32 */
        if (n == 2 && t[1] == T_F32)
            add_mods(G, ii, 0, KW_ftz);
        return;
    case KW_op_slct:    /* slct.dtype.f32 compares an f32 */
        if (n == 2 && t[1] == T_F32)
            add_mods(G, ii, 0, KW_ftz);
        return;
    case KW_op_cvt:     /* from or to f32, float to float or int */
        if (n == 2 && (t[1] == T_F32 ||
                       (t[0] == T_F32 && ir_type_class(t[1]) == TC_FLOAT)))
            add_mods(G, ii, 0, KW_ftz);
        return;
    default:
        return;
    }
}

/* ld/st of one wide scalar type with a brace list of n operands. */
static void brace_wide(lg_st *G, uint32_t ii)
{
    ir_module *m = G->m;
    const ir_inst *in = &m->insts.data[ii];
    const ir_opnd *o = ir_opnds(m, in);
    const ir_opnd *data;
    const uint32_t *mods = ir_mods(m, in);
    uint32_t i, n, size, es, at = UINT32_MAX, first;
    uint32_t *p;
    ir_type t[2];
    if ((in->opcode != KW_op_ld && in->opcode != KW_op_st &&
         in->opcode != KW_op_ldu) || in->nopnds < 2 ||
        types_of(m, in, t) != 1 || has_mod(m, in, KW_v2) ||
        has_mod(m, in, KW_v4) || has_mod(m, in, KW_v8))
        return;
    data = in->opcode == KW_op_st ? &o[1] : &o[0];
    n = data->n;
    size = ir_type_size(t[0]);
    if (data->kind != OK_VEC || (n != 2 && n != 4) || size < 8 ||
        size % n || ir_type_class(t[0]) == TC_FLOAT)
        return;
    es = size / n;
    if (es != 1 && es != 2 && es != 4 && es != 8)
        return;
    for (i = 0; i < in->nmods; i++)
        if (ir_type_of_kw(mods[i]) != T_NONE)
            at = i;
    if (at == UINT32_MAX || in->nmods + 1 > PTXVM_MAX_MODIFIERS)
        return;
    p = (uint32_t *)pv_grow(m->heap, m->mods.data, &m->mods.cap,
                            m->mods.len + in->nmods + 1, sizeof *p);
    if (!p)
        pv_fail_oom(G->d);
    m->mods.data = p;
    in = &m->insts.data[ii];
    first = m->mods.len;
    for (i = 0; i < in->nmods; i++) {
        uint32_t k = p[in->mods + i];
        if (i == at) {
            p[m->mods.len++] = n == 2 ? KW_v2 : KW_v4;
            k = es == 1 ? KW_b8 : es == 2 ? KW_b16 : es == 4 ? KW_b32 : KW_b64;
        }
        p[m->mods.len++] = k;
    }
    m->insts.data[ii].mods = first;
    m->insts.data[ii].nmods = (uint8_t)(in->nmods + 1);
    m->insts.data[ii].flags |= IF_BRACE_WIDE;
}

/* map_f64_to_f32: the instruction's .f64 types become .f32; a cvt that
   is then between f32 and f32 drops a float rounding modifier (exact). */
static void map_f64_inst(lg_st *G, uint32_t ii)
{
    ir_module *m = G->m;
    ir_inst *in = &m->insts.data[ii];
    uint32_t *mods = m->mods.data + in->mods;
    uint32_t i, j, nf = 0, mapped = 0;
    for (i = 0; i < in->nmods; i++)
        if (mods[i] == KW_f64) {
            mods[i] = KW_f32;
            mapped = 1;
        }
    if (!mapped || in->opcode != KW_op_cvt)
        return;
    for (i = 0; i < in->nmods; i++)
        nf += mods[i] == KW_f32;
    if (nf != 2)
        return;
    for (i = j = 0; i < in->nmods; i++)
        if (!is_rnd(mods[i]))
            mods[j++] = mods[i];
    in->nmods = (uint8_t)j;
}

/* map_f64_to_f32: .f64 registers (and .reg parameters) hold an f32. */
static void map_f64_regs(ir_module *m)
{
    uint32_t i;
    for (i = 1; i < m->vars.len; i++) {
        ir_var *v = &m->vars.data[i];
        if (v->space == SP_REG && v->type == T_F64)
            v->type = T_F32;
    }
}

static int has_target(const ir_module *m, const char *word)
{
    uint32_t i;
    for (i = 0; i < m->ntargets; i++)
        if (strcmp(ir_name(m, m->syms.data[m->targets + i]), word) == 0)
            return 1;
    return 0;
}

PTXVM_INTERNAL int legacy_target_sm1x(const ir_module *m)
{
    uint32_t i;
    for (i = 0; i < m->ntargets; i++) {
        const char *s = ir_name(m, m->syms.data[m->targets + i]);
        size_t n = strncmp(s, "sm_1", 4) == 0 ? 4 :
                   strncmp(s, "compute_1", 9) == 0 ? 9 : 0;
        if (n && s[n] >= '0' && s[n] <= '3' && s[n + 1] == 0)
            return 1;
    }
    return 0;
}

PTXVM_INTERNAL void legacy_normalise(ir_module *m, pv_diag *d)
{
    lg_st G;
    uint32_t i;
    int old = m->version_major == 1 && m->version_minor < 4;
    int sm1x = legacy_target_sm1x(m), map = has_target(m, "map_f64_to_f32");
    G.m = m;
    G.d = d;
    if (map)
        map_f64_regs(m);
    for (i = 1; i < m->insts.len; i++) {
        const ir_inst *in = &m->insts.data[i];
        if (old)
            old_defaults(&G, i);
        if (in->opcode == KW_op_mad && !has_rnd(m, in)) {
            ir_type t[2];
            if (types_of(m, in, t) == 1 && t[0] == T_F64)
                add_mods(&G, i, KW_rn, 0);
        }
        if (map)
            map_f64_inst(&G, i);
        if (sm1x)
            sm1x_ftz(&G, i);
        brace_wide(&G, i);
    }
}
