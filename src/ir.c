/* IR helpers: type and state-space tables, module lifetime. */
#include "ir.h"

static const struct {
    uint16_t kw;
    uint8_t  size;
    uint8_t  cls;
} type_info[T_COUNT] = {
    /* T_NONE     */ {0, 0, TC_NONE},
    /* T_PRED     */ {KW_pred, 1, TC_PRED},
    /* T_B8..B128 */ {KW_b8, 1, TC_BITS}, {KW_b16, 2, TC_BITS},
                     {KW_b32, 4, TC_BITS}, {KW_b64, 8, TC_BITS},
                     {KW_b128, 16, TC_BITS},
    /* T_U8..U64  */ {KW_u8, 1, TC_UINT}, {KW_u16, 2, TC_UINT},
                     {KW_u32, 4, TC_UINT}, {KW_u64, 8, TC_UINT},
    /* T_S8..S64  */ {KW_s8, 1, TC_SINT}, {KW_s16, 2, TC_SINT},
                     {KW_s32, 4, TC_SINT}, {KW_s64, 8, TC_SINT},
    /* T_F16      */ {KW_f16, 2, TC_FLOAT}, {KW_f16x2, 4, TC_FLOAT},
                     {KW_bf16, 2, TC_FLOAT}, {KW_bf16x2, 4, TC_FLOAT},
                     {KW_f32, 4, TC_FLOAT}, {KW_f64, 8, TC_FLOAT},
    /* T_TF32     */ {KW_tf32, 4, TC_FLOAT}, {KW_f32x2, 8, TC_FLOAT},
                     {KW_u16x2, 4, TC_UINT}, {KW_s16x2, 4, TC_SINT},
    /* fp8 & co   */ {KW_e4m3, 1, TC_FLOAT}, {KW_e5m2, 1, TC_FLOAT},
                     {KW_e4m3x2, 2, TC_FLOAT}, {KW_e5m2x2, 2, TC_FLOAT},
                     {KW_e2m1x2, 1, TC_FLOAT}, {KW_e2m3x2, 2, TC_FLOAT},
                     {KW_e3m2x2, 2, TC_FLOAT}, {KW_ue8m0x2, 2, TC_FLOAT},
    /* opaque     */ {KW_texref, 8, TC_OPAQUE}, {KW_samplerref, 8, TC_OPAQUE},
                     {KW_surfref, 8, TC_OPAQUE},
};

PTXVM_INTERNAL ir_type ir_type_of_kw(uint32_t kw)
{
    int t;
    if (kw < KW_pred || kw > KW_ue8m0x2) {
        if (kw == KW_texref) return T_TEXREF;
        if (kw == KW_samplerref) return T_SAMPLERREF;
        if (kw == KW_surfref) return T_SURFREF;
        return T_NONE;
    }
    for (t = T_PRED; t < T_COUNT; t++)
        if (type_info[t].kw == kw)
            return (ir_type)t;
    return T_NONE;
}

PTXVM_INTERNAL uint32_t ir_type_kw(ir_type t)
{
    return (unsigned)t < T_COUNT ? type_info[t].kw : 0;
}

PTXVM_INTERNAL uint32_t ir_type_size(ir_type t)
{
    return (unsigned)t < T_COUNT ? type_info[t].size : 0;
}

PTXVM_INTERNAL int ir_type_class(ir_type t)
{
    return (unsigned)t < T_COUNT ? type_info[t].cls : (int)TC_NONE;
}

static const uint16_t space_kw[] = {
    0, KW_reg, KW_sreg, KW_const, KW_global, KW_local, KW_param, KW_shared,
    KW_tex
};

PTXVM_INTERNAL ir_space ir_space_of_kw(uint32_t kw)
{
    unsigned s;
    for (s = 1; s < PV_COUNTOF(space_kw); s++)
        if (space_kw[s] == kw)
            return (ir_space)s;
    return SP_NONE;
}

PTXVM_INTERNAL uint32_t ir_space_kw(ir_space s)
{
    return (unsigned)s < PV_COUNTOF(space_kw) ? space_kw[s] : 0;
}

/* Pools whose index 0 means "none" start with one zeroed element. */
#define POOL_RESERVE0(m, pool)                                             \
    do {                                                                   \
        void *d_ = pv_grow((m)->heap, (m)->pool.data, &(m)->pool.cap, 1,   \
                           sizeof *(m)->pool.data);                        \
        if (!d_)                                                           \
            goto fail;                                                     \
        (m)->pool.data = PV_VOIDCAST((m)->pool.data, d_);                                               \
        memset((m)->pool.data, 0, sizeof *(m)->pool.data);                 \
        (m)->pool.len = 1;                                                 \
    } while (0)

#define POOL_FREE(m, pool) \
    pv_free((m)->heap, (m)->pool.data, (size_t)(m)->pool.cap * sizeof *(m)->pool.data)

#define IR_POOLS(X) X(items) X(vars) X(funcs) X(insts) X(opnds) X(mods) \
    X(stmts) X(labels) X(tlists) X(pragmas) X(locs) X(files) X(sections) \
    X(aliases) X(syms) X(dims) X(inits) X(segs) X(blob) X(relocs) X(fields) \
    X(modregs)

PTXVM_INTERNAL ir_module *ir_module_new(pv_heap *heap)
{
    ir_module *m = (ir_module *)pv_realloc(heap, NULL, 0, sizeof *m);
    if (!m)
        return NULL;
    memset(m, 0, sizeof *m);
    m->heap = heap;
    pv_arena_init(&m->arena, heap);
    if (pv_strtab_init(&m->strtab, heap, &m->arena) != 0)
        goto fail;
    POOL_RESERVE0(m, vars);
    POOL_RESERVE0(m, funcs);
    POOL_RESERVE0(m, insts);
    POOL_RESERVE0(m, opnds);
    POOL_RESERVE0(m, mods);
    POOL_RESERVE0(m, labels);
    POOL_RESERVE0(m, tlists);
    POOL_RESERVE0(m, pragmas);
    POOL_RESERVE0(m, locs);
    POOL_RESERVE0(m, inits);
    return m;
fail:
    ir_module_free(m);
    return NULL;
}

PTXVM_INTERNAL void ir_module_free(ir_module *m)
{
    if (!m)
        return;
#define X(pool) POOL_FREE(m, pool);
    IR_POOLS(X)
#undef X
    if (m->scratch)
        pv_free(m->heap, m->scratch, m->scratch_bytes);
    pv_strtab_free(&m->strtab);
    pv_arena_free(&m->arena);
    pv_free(m->heap, m, sizeof *m);
}

#define POOL_SHRINK(m, pool)                                               \
    do {                                                                   \
        size_t e_ = sizeof *(m)->pool.data;                                \
        if ((m)->pool.len && (m)->pool.len < (m)->pool.cap) {              \
            void *d_ = pv_realloc((m)->heap, (m)->pool.data,               \
                                  (size_t)(m)->pool.cap * e_,              \
                                  (size_t)(m)->pool.len * e_);             \
            if (d_) {                                                      \
                (m)->pool.data = PV_VOIDCAST((m)->pool.data, d_);                                       \
                (m)->pool.cap = (m)->pool.len;                             \
            }                                                              \
        }                                                                  \
    } while (0)

/* Reserve the instruction pools for a module before parsing it, so
   that a big module's pools do not grow by repeated reallocation and
   copying (shrink trims what is left over). Every instruction and
   declaration ends in ';', so the semicolons bound the instructions
   and statements; the corpora have 2 to 2.6 operands and about 1.3
   modifier words per instruction. Without memory the pools just grow. */
#define POOL_RESERVE(m, pool, n)                                           \
    do {                                                                   \
        uint32_t c_ = (m)->pool.cap;                                       \
        void *d_ = (n) > c_ ? pv_grow((m)->heap, (m)->pool.data, &c_,      \
                                      (uint32_t)(n), sizeof *(m)->pool.data) \
                            : NULL;                                        \
        if (d_) {                                                          \
            (m)->pool.data = PV_VOIDCAST((m)->pool.data, d_);                                           \
            (m)->pool.cap = c_;                                            \
        }                                                                  \
    } while (0)

PTXVM_INTERNAL void ir_module_reserve(ir_module *m, const char *text, size_t len)
{
    const char *p = text, *end = text + len;
    size_t semis = 0;
    if (len < 65536 || len > 0x40000000u)
        return;              /* small modules: growth costs nothing */
    while ((p = (const char *)memchr(p, ';', (size_t)(end - p))) != NULL) {
        semis++;
        p++;
    }
    POOL_RESERVE(m, insts, semis);
    POOL_RESERVE(m, opnds, semis * 2);
    POOL_RESERVE(m, mods, semis + semis / 4);
    POOL_RESERVE(m, stmts, semis);
}

PTXVM_INTERNAL void ir_module_shrink(ir_module *m)
{
#define X(pool) POOL_SHRINK(m, pool);
    IR_POOLS(X)
#undef X
}
