/* Fusion of adjacent bytecode instructions, after a kernel is compiled.

   nvcc and clang spell every array access as a short chain whose middle
   values live for one instruction:

       cvt.s64.s32 %rd5, %r29;          mul.wide.s32 %rd7, %r30, 4;
       add.s64     %rd6, %rd1, %rd5;    add.s64      %rd8, %rd2, %rd7;

       mov.u32 %r21, smem;  add.s32 %r22, %r21, %r20;   (a .shared base)
       add.s64 %rd5, %rd4, 16;  ld.global.f32 %f1, [%rd5];

   Each link costs a dispatch and a pass over a whole register column, so
   the pass below folds such a pair into one instruction when the value
   between them is dead: its register is named exactly twice in the
   whole kernel (the definition and the one use), so nothing else can
   read it and the write can go: the index becomes one widening add, the
   base a constant operand, the constant an address offset. It also drops
   an atom's result when no instruction names it.

   Names are counted on the IR, operand by operand, as the compiler
   meets each instruction (cc_note_mentions), and each register column
   remembers the name the compiler resolved to it (cc_note_col): no name
   is resolved twice, and a count that is too high (a name declared again
   in a nested block) only loses a fusion. Registers the compiler reads
   on its own, a function's .reg parameters and results, are pinned.

   A pair is fused only when its second instruction is not a jump target
   (labels are JOINs, calls return after a CALL), so it is reached only
   from the first; both carry the same guard, and each is the whole of
   its PTX instruction. The first instruction is removed and the code
   compacted, branch targets and function entries renumbered.
   PTXVM_FLAG_NO_FUSION turns the pass off. */
#include "compile_int.h"
#include "jump_targets.h"

#define CC_PINNED 0xffu
#define CC_PIN_SYM 0xffffffffu

/* Counts by name in a small open-addressing table: names are what the
   IR holds, so counting needs no name resolution. Two registers of one
   name (shadowed in a nested block) share a count, which is only ever
   too high. */
static uint32_t name_slot(const cc *C, uint32_t sym)
{
    uint32_t i = (sym * 0x9e3779b1u) & (C->name_cap - 1);
    while (C->name_keys[i] && C->name_keys[i] != sym)
        i = (i + 1) & (C->name_cap - 1);
    return i;
}

static void names_grow(cc *C)
{
    uint32_t old_cap = C->name_cap, i, cap = old_cap ? old_cap * 2 : 256;
    uint32_t *old_keys = C->name_keys;
    uint8_t *old_counts = C->name_counts, *old_defs = C->name_defs;
    C->name_keys = (uint32_t *)pv_realloc(C->h, NULL, 0, (size_t)cap * sizeof(uint32_t));
    C->name_counts = (uint8_t *)pv_realloc(C->h, NULL, 0, cap);
    C->name_defs = (uint8_t *)pv_realloc(C->h, NULL, 0, cap);
    if (!C->name_keys || !C->name_counts || !C->name_defs) {
        if (C->name_keys)
            pv_free(C->h, C->name_keys, (size_t)cap * sizeof(uint32_t));
        if (C->name_counts)
            pv_free(C->h, C->name_counts, cap);
        if (C->name_defs)
            pv_free(C->h, C->name_defs, cap);
        C->name_keys = old_keys;         /* freed with the compiler */
        C->name_counts = old_counts;
        C->name_defs = old_defs;
        pv_fail_oom(C->d);
    }
    memset(C->name_keys, 0, (size_t)cap * sizeof(uint32_t));
    C->name_cap = cap;
    for (i = 0; i < old_cap; i++)
        if (old_keys[i]) {
            uint32_t j = name_slot(C, old_keys[i]);
            C->name_keys[j] = old_keys[i];
            C->name_counts[j] = old_counts[i];
            C->name_defs[j] = old_defs[i];
        }
    if (old_keys) {
        pv_free(C->h, old_keys, (size_t)old_cap * sizeof(uint32_t));
        pv_free(C->h, old_counts, old_cap);
        pv_free(C->h, old_defs, old_cap);
    }
}

/* def: the name is in an instruction's first operand, where PTX puts
   every register an instruction writes (a store's first operand is an
   address, which is not counted; a first operand that is only read,
   bar.sync's, counts as a write too, which only ever loses a fusion). */
static void name_mention(cc *C, uint32_t sym, int def)
{
    uint32_t i;
    if (2 * (C->name_n + 1) > C->name_cap)
        names_grow(C);
    i = name_slot(C, sym);
    if (!C->name_keys[i]) {
        C->name_keys[i] = sym;
        C->name_counts[i] = 0;
        C->name_defs[i] = 0;
        C->name_n++;
    }
    if (C->name_counts[i] < CC_PINNED)
        C->name_counts[i]++;
    if (def && C->name_defs[i] < CC_PINNED)
        C->name_defs[i]++;
}

static void mention_opnd(cc *C, const ir_opnd *o, uint32_t depth, int def)
{
    uint32_t j;
    switch (o->kind) {
    case OK_REG: case OK_SYM:
        if (o->sym)
            name_mention(C, o->sym, def);
        break;
    case OK_ADDR:
        if (o->sym)
            name_mention(C, o->sym, 0);
        break;
    case OK_VEC: case OK_LIST: case OK_PAIR: case OK_BRACKET:
        if (depth < 4)
            for (j = 0; j < o->n; j++)
                mention_opnd(C, &C->m->opnds.data[o->sub + j], depth + 1, def);
        break;
    default:
        break;
    }
}

PTXVM_INTERNAL void cc_note_mentions(cc *C, const ir_inst *in)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t j;
    if (!C->col_sym)
        return;
    for (j = 0; j < in->nopnds; j++)
        mention_opnd(C, &o[j], 0, j == 0);
    if (in->guard)              /* a predicate's reader too */
        name_mention(C, in->guard, 0);
}

PTXVM_INTERNAL void cc_note_col(cc *C, uint32_t slot, uint32_t sym)
{
    uint32_t i = slot / CC_COL32;
    if (i < C->ncols && C->col_sym[i] != CC_PIN_SYM)
        C->col_sym[i] = sym;
}

/* The name of each 32-bit column unit of the named registers, as the
   compiler resolves them; the columns (and predicate slots) of every .reg
   parameter and result of the functions called are pinned. */
PTXVM_INTERNAL void cc_mentions_open(cc *C)
{
    pv_code *k = C->code;
    uint32_t i, j;
    if (C->mod->vm->cfg.flags & PTXVM_FLAG_NO_FUSION)
        return;
    C->ncols = k->rf_bytes / CC_COL32 + 1;
    C->col_sym = (uint32_t *)pv_realloc(C->h, NULL, 0, (size_t)C->ncols * sizeof(uint32_t));
    if (!C->col_sym)
        pv_fail_oom(C->d);
    memset(C->col_sym, 0, (size_t)C->ncols * sizeof(uint32_t));
    names_grow(C);
    cc_pred_open(C);
    for (i = 0; i < k->nfuncs; i++) {
        const ir_func *f;
        if (k->funcs[i].host || k->funcs[i].builtin)
            continue;
        f = &C->m->funcs.data[k->funcs[i].irfn];
        for (j = 0; j < f->nparams + f->nrets; j++) {
            uint32_t vi = j < f->nparams ? f->params + j : f->rets + j - f->nparams;
            const ir_var *v = &C->m->vars.data[vi];
            uint32_t e, n, col, unit;
            if (v->space != SP_REG || C->var_slot[vi] == CC_NO_SLOT)
                continue;
            n = (v->count ? v->count : 1) * (v->vec ? v->vec : 1);
            if (v->type == T_PRED) {
                cc_pred_pin(C, C->var_slot[vi], n);
                continue;
            }
            col = ir_type_size((ir_type)v->type) == 8 ? CC_COL64 : CC_COL32;
            for (e = 0; e < n; e++) {
                unit = (C->var_slot[vi] + e * col) / CC_COL32;
                if (unit < C->ncols)
                    C->col_sym[unit] = CC_PIN_SYM;
            }
        }
    }
}

PTXVM_INTERNAL void cc_mentions_close(cc *C)
{
    cc_pred_close(C);
    if (C->col_sym)
        pv_free(C->h, C->col_sym, (size_t)C->ncols * sizeof(uint32_t));
    if (C->name_keys) {
        pv_free(C->h, C->name_keys, (size_t)C->name_cap * sizeof(uint32_t));
        pv_free(C->h, C->name_counts, C->name_cap);
        pv_free(C->h, C->name_defs, C->name_cap);
    }
    C->col_sym = NULL;
    C->name_keys = NULL;
    C->name_counts = NULL;
    C->name_defs = NULL;
    C->ncols = C->name_cap = C->name_n = 0;
}

/* How many times the IR names the register in column slot (CC_PINNED:
   unknown, or read by the compiler itself). */
static uint32_t mentions_of(const cc *C, uint32_t slot)
{
    uint32_t i = slot / CC_COL32, sym, at;
    if (i >= C->ncols || !C->col_sym[i] || C->col_sym[i] == CC_PIN_SYM)
        return CC_PINNED;
    sym = C->col_sym[i];
    at = name_slot(C, sym);
    return C->name_keys[at] ? C->name_counts[at] : 0;
}

/* How many times the IR writes the register in column slot, by the
   rule of name_mention (CC_PINNED: unknown or read by the compiler). */
PTXVM_INTERNAL uint32_t cc_defs(const cc *C, uint32_t slot)
{
    uint32_t i = slot / CC_COL32, at;
    if (i >= C->ncols || !C->col_sym[i] || C->col_sym[i] == CC_PIN_SYM)
        return CC_PINNED;
    at = name_slot(C, C->col_sym[i]);
    return C->name_keys[at] ? C->name_defs[at] : 0;
}

/* The value of a constant column, if slot is one. Constants get their
   columns in the order they are made (cc_const), so the pool is sorted
   by slot and a binary search finds one. */
static int const_value(const pv_code *k, uint32_t slot, uint64_t *value)
{
    uint32_t lo = 0, hi = k->nconsts;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (k->consts[mid].slot < slot)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < k->nconsts && k->consts[lo].slot == slot) {
        *value = k->consts[lo].value;
        return 1;
    }
    return 0;
}

/* I's constant operand among a and b: its value, and the other operand. */
static int const_operand(const pv_code *k, const pv_insn *I, uint64_t *value,
                         uint32_t *other)
{
    if (const_value(k, I->b, value)) {
        *other = I->a;
        return 1;
    }
    if (const_value(k, I->a, value)) {
        *other = I->b;
        return 1;
    }
    return 0;
}

/* log2 of a power of two below 2^31, else -1. */
static int pow2_shift(uint64_t v)
{
    int s;
    for (s = 0; s < 31; s++)
        if (v == (uint64_t)1 << s)
            return s;
    return -1;
}

/* The operand of J other than t, when J names t exactly once (as a or b). */
static int other_operand(const pv_insn *J, uint32_t t, uint32_t *other)
{
    if (J->a == t && J->b != t) {
        *other = J->b;
        return 1;
    }
    if (J->b == t && J->a != t) {
        *other = J->a;
        return 1;
    }
    return 0;
}

/* A 32-bit value widened and scaled into 64 bits, then added: the fused
   ADD_I64_XS d = base + (ext(b) << x). *sign_ext, *shift describe I. */
static int widening(const pv_code *k, const pv_insn *I, uint32_t *src,
                    uint32_t *sign_ext, uint32_t *shift)
{
    uint64_t v;
    int s;
    switch (I->op) {
    case PV_OP_CVT_S64_S32: case PV_OP_CVT_U64_U32:
        *src = I->a;
        *sign_ext = I->op == PV_OP_CVT_S64_S32;
        *shift = 0;
        return 1;
    case PV_OP_MUL_WIDE_S32: case PV_OP_MUL_WIDE_U32:
        if (!const_operand(k, I, &v, src))
            return 0;
        s = pow2_shift((uint32_t)v);
        if (s < 0 || (uint32_t)v != v)
            return 0;
        *sign_ext = I->op == PV_OP_MUL_WIDE_S32;
        *shift = (uint32_t)s;
        return 1;
    default:
        return 0;
    }
}

/* A mul.wide by a power of two that no add takes in (its product read
   twice, or by a load): ADD_I64_XS from a zero column, d = ext(a) << x,
   which a whole warp runs as shifts of widened vectors where MUL_WIDE
   multiplies lane by lane. */
static void widen_alone(cc *C, pv_insn *I)
{
    uint32_t src, sx, sh;
    if ((I->op != PV_OP_MUL_WIDE_S32 && I->op != PV_OP_MUL_WIDE_U32) ||
        !widening(C->code, I, &src, &sx, &sh))
        return;
    I->op = PV_OP_ADD_I64_XS;
    I->a = cc_const(C, 0, 1);
    I->b = src;
    I->x = sh;
    I->aux = sx;
}

/* Try to fold instruction i into i+1; 1 when i is now dead. */
static int fuse_pair(cc *C, pv_insn *I, pv_insn *J)
{
    const pv_code *k = C->code;
    uint32_t other, src, sx, sh;
    if (I->guard != J->guard || mentions_of(C, I->d) != 2)
        return 0;
    if (J->op == PV_OP_ADD_I64 && other_operand(J, I->d, &other) &&
        widening(k, I, &src, &sx, &sh)) {
        J->op = PV_OP_ADD_I64_XS;
        J->a = other;
        J->b = src;
        J->x = sh;
        J->aux = sx;
        return 1;
    }
    if (J->op == PV_OP_ADD_I32 && I->op == PV_OP_ADDR_OF && I->aux == 0 &&
        other_operand(J, I->d, &other)) {
        J->a = other;
        J->b = cc_const(C, (uint32_t)I->x, 0);
        return 1;
    }
    if ((J->op == PV_OP_LD || J->op == PV_OP_ST || J->op == PV_OP_ATOM) &&
        J->a == I->d && (I->op == PV_OP_ADD_I32 || I->op == PV_OP_ADD_I64)) {
        /* [r + K] + x: a 64-bit sum wraps as the address does; a 32-bit
           one would wrap at 2^32 where the address does not, so only an
           add of zero (a .shared base at offset 0) folds */
        uint64_t v;
        int a32 = (J->aux & PV_MEM_ADDR32) != 0;
        if (a32 != (I->op == PV_OP_ADD_I32))
            return 0;
        if (!const_operand(k, I, &v, &other) || (a32 && v != 0))
            return 0;
        J->a = other;
        J->x += v;
        return 1;
    }
    return 0;
}

/* Whether op can end a fused pair (a cheap filter before the rest). */
static int second_of_pair(uint32_t op)
{
    return op == PV_OP_ADD_I64 || op == PV_OP_ADD_I32 || op == PV_OP_LD ||
           op == PV_OP_ST || op == PV_OP_ATOM;
}

/* Instruction i is the whole of its PTX instruction: a PTX instruction
   lowered to several (a vector atom, one per element) may read a column
   more often than its operands name it. Labels' JOINs share the next
   instruction's src. */
static int single(const pv_insn *code, uint32_t n, uint32_t i)
{
    uint32_t src = code[i].src;
    return src != 0 &&
           (i == 0 || code[i - 1].src != src || code[i - 1].op == PV_OP_JOIN) &&
           (i + 1 >= n || code[i + 1].src != src);
}

PTXVM_INTERNAL uint32_t cc_name_count(const cc *C, uint32_t sym)
{
    uint32_t at;
    if (!C->name_keys)
        return CC_PINNED;
    at = name_slot(C, sym);
    return C->name_keys[at] ? C->name_counts[at] : 0;
}

/* For the fusions of peephole_tree.c. */
PTXVM_INTERNAL uint32_t cc_mentions(const cc *C, uint32_t slot)
{
    return mentions_of(C, slot);
}

PTXVM_INTERNAL int cc_single(const pv_insn *code, uint32_t n, uint32_t i)
{
    return single(code, n, i);
}

PTXVM_INTERNAL int cc_const_column(const pv_code *k, uint32_t slot, uint64_t *value)
{
    return const_value(k, slot, value);
}

/* Drop the instructions marked 2 in map and renumber branch targets
   and function entries: a removed instruction's index maps to the next
   kept one. The new count. */
static uint32_t compact(pv_code *k, pv_insn *code, uint32_t n, uint32_t *map)
{
    uint32_t i, j, nt;
    for (i = 0, nt = 0; i < n; i++) {
        int dead = map[i] == 2;
        map[i] = nt;
        if (!dead)
            code[nt++] = code[i];
    }
    map[n] = nt;
    for (i = 0; i < nt; i++) {
        if (code[i].op == PV_OP_BRA || code[i].op == PV_OP_SETP_BRA32)
            code[i].x = map[code[i].x < n ? code[i].x : n];
        else if (code[i].op == PV_OP_BRX)
            for (j = 1; j <= code[i].aux && i + j < nt; j++)
                code[i + j].x = map[code[i + j].x < n ? code[i + j].x : n];
    }
    for (i = 0; i < k->nfuncs; i++)
        if (k->funcs[i].entry < n)
            k->funcs[i].entry = map[k->funcs[i].entry];
    k->ninsns = nt;
    return nt;
}

PTXVM_INTERNAL void cc_peephole(cc *C)
{
    pv_code *k = C->code;
    pv_insn *code = k->insns;
    uint32_t n = k->ninsns, i, nt;
    size_t map_bytes = (size_t)(n + 1) * sizeof(uint32_t);
    uint32_t *map;      /* first: 1 at jump targets; then old -> new index */
    uint8_t *target;
    if (!C->col_sym || n < 2)
        return;
    map = (uint32_t *)pv_realloc(C->h, NULL, 0, map_bytes);
    if (!map)
        pv_fail_oom(C->d);
    i = cc_forward_copies(C, code, n, map);
    if (i == UINT32_MAX) {
        pv_free(C->h, map, map_bytes);
        pv_fail_oom(C->d);
    }
    if (i)
        n = compact(k, code, n, map);
    target = (uint8_t *)pv_zalloc(C->h, (size_t)n + 1);
    if (!target) {
        pv_free(C->h, map, map_bytes);
        pv_fail_oom(C->d);
    }
    pv_jump_targets(k, code, n, target);
    for (i = 0; i <= n; i++)
        map[i] = target[i];
    pv_free(C->h, target, (size_t)n + 1);
    /* rewrite; map[i] = 2 marks a removed instruction */
    for (i = 0; i + 1 < n; i++) {
        pv_insn *I = &code[i];
        uint32_t tree = cc_fuse_tree(C, code, n, i, map);
        if (!tree)
            tree = cc_fuse_guard(C, code, n, i, map);
        if (!tree)
            tree = cc_fuse_load(C, code, n, i, map);
        if (tree) {
            i += tree - 1;
            continue;
        }
        if (I->op == PV_OP_ATOM && I->d != PV_NO_REG && mentions_of(C, I->d) == 1)
            I->d = PV_NO_REG;            /* nothing reads the old value */
        if (!map[i + 1] && second_of_pair(code[i + 1].op) &&
            single(code, n, i) && single(code, n, i + 1) &&
            fuse_pair(C, I, &code[i + 1])) {
            map[i] = 2;
            continue;
        }
        widen_alone(C, I);
    }
    nt = compact(k, code, n, map);
    if (cc_fuse_pred(C, code, nt, map))
        nt = compact(k, code, nt, map);
    pv_free(C->h, map, map_bytes);
    cc_fuse_tree_next(C, code, nt);
}
