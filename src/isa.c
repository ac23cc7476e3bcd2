/* The instruction table compiler: turns the form strings of isa_table.h
   into bitmask matchers, one opcode at a time, the first time any VM of
   the process checks that opcode. The result lives in static storage
   shared by every VM (it depends on nothing but the table), so a fresh
   VM pays for it no more. The matcher itself is in isa_match.c. */
#include "isa.h"
#include "once.h"

/* ---- const tables ------------------------------------------------------------ */
static const isa_form_src isa_forms[] = {
#define ISA_SET(name, role, text)
#define ISA(op, text) { KW_op_##op, text },
#include "isa_table.h"
#undef ISA
#undef ISA_SET
};

typedef struct isa_set_src {
    const char *name;
    uint8_t     role;
    const char *text;
} isa_set_src;

static const isa_set_src isa_sets[] = {
#define ISA_SET(name, role, text) { #name, ISA_R_##role, text },
#define ISA(op, text)
#include "isa_table.h"
#undef ISA
#undef ISA_SET
};

static const char *const isa_kw_text[KW_COUNT] = {
    "",
#define KW(id, text) text,
#include "kw_core.h"
#include "kw_isa.h"
#undef KW
};

/* Which opcodes have forms: a bitmap built by constant expressions. */
#define ISA_KNOWN_WORDS 3
typedef char isa_assert_known_words[(ISA_NOPS <= 64 * ISA_KNOWN_WORDS) ? 1 : -1];
#define ISA_BIT(kw, w) (((unsigned)((kw) - KW_op_abs) / 64u == (w)) \
    ? (uint64_t)1 << ((unsigned)((kw) - KW_op_abs) % 64u) : (uint64_t)0)
#define ISA_SET(name, role, text)
static const uint64_t isa_known_bits[ISA_KNOWN_WORDS] = {
    (uint64_t)0
#define ISA(op, text) | ISA_BIT(KW_op_##op, 0u)
#include "isa_table.h"
#undef ISA
    , (uint64_t)0
#define ISA(op, text) | ISA_BIT(KW_op_##op, 1u)
#include "isa_table.h"
#undef ISA
    , (uint64_t)0
#define ISA(op, text) | ISA_BIT(KW_op_##op, 2u)
#include "isa_table.h"
#undef ISA
};
#undef ISA_SET

PTXVM_INTERNAL int isa_known(uint32_t op)
{
    uint32_t i;
    if (op < KW_op_abs || op > KW_op_xor)
        return 0;
    i = op - KW_op_abs;
    return (int)((isa_known_bits[i / 64] >> (i % 64)) & 1u);
}

PTXVM_INTERNAL uint32_t isa_form_count(void)
{
    return (uint32_t)PV_COUNTOF(isa_forms);
}

PTXVM_INTERNAL const isa_form_src *isa_form(uint32_t i)
{
    return i < PV_COUNTOF(isa_forms) ? &isa_forms[i] : NULL;
}

PTXVM_INTERNAL const char *isa_kw_name(uint32_t kw)
{
    return kw < KW_COUNT ? isa_kw_text[kw] : "?";
}

/* ---- keyword classes ------------------------------------------------------------ */
PTXVM_INTERNAL int isa_is_type_kw(uint32_t kw)
{
    return (kw >= KW_texref && kw <= KW_e3m2x4) || kw == KW_u2 || kw == KW_s2;
}

#define ISA_C_RND(N, kw) case KW_##kw: return ISA_RND_##N;
#define ISA_C_CMP(N, kw) case KW_##kw: return ISA_CMP_##N;
#define ISA_C_BOOL(N, kw) case KW_##kw: return ISA_BOOL_##N;
#define ISA_C_AOP(N, kw) case KW_##kw: return ISA_AOP_##N;
#define ISA_C_SCOPE(N, kw) case KW_##kw: return ISA_SCOPE_##N;
#define ISA_C_SEM(N, kw) case KW_##kw: return ISA_SEM_##N;
#define ISA_C_FLAG(N, kw) case KW_##kw: return (uint64_t)1 << ISA_FB_##N;

PTXVM_INTERNAL uint8_t isa_rnd_of(uint32_t kw)
{
    switch (kw) { ISA_RNDS(ISA_C_RND) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_cmp_of(uint32_t kw)
{
    switch (kw) { ISA_CMPS(ISA_C_CMP) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_bool_of(uint32_t kw)
{
    switch (kw) { ISA_BOOLS(ISA_C_BOOL) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_aop_of(uint32_t kw)
{
    switch (kw) { ISA_AOPS(ISA_C_AOP) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_scope_of(uint32_t kw)
{
    switch (kw) { ISA_SCOPES(ISA_C_SCOPE) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_sem_of(uint32_t kw)
{
    switch (kw) { ISA_SEMS(ISA_C_SEM) default: return 0; }
}
PTXVM_INTERNAL uint64_t isa_flag_of(uint32_t kw)
{
    switch (kw) { ISA_FLAGS(ISA_C_FLAG) default: return 0; }
}

PTXVM_INTERNAL uint8_t isa_space_of(uint32_t kw)
{
    switch (kw) {
    case KW_const: return SP_CONST;
    case KW_global: return SP_GLOBAL;
    case KW_local: return SP_LOCAL;
    case KW_param: case KW_param_entry: case KW_param_func: return SP_PARAM;
    case KW_shared: case KW_shared_cta: case KW_shared_cluster:
        return SP_SHARED;
    default: return SP_NONE;
    }
}

/* The role a keyword has when it is written alone or in an inline choice. */
static uint8_t isa_default_role(uint32_t kw)
{
    if (isa_is_type_kw(kw)) return ISA_R_TYPE;
    if (isa_space_of(kw)) return ISA_R_SPACE;
    switch (kw) {
    case KW_v2: case KW_v4: case KW_v8: return ISA_R_VEC;
    case KW_ca: case KW_cg: case KW_cs: case KW_lu: case KW_cv: case KW_wb:
    case KW_wt: return ISA_R_CACHE;
    case KW_L1_evict_normal: case KW_L1_evict_unchanged:
    case KW_L1_evict_first: case KW_L1_evict_last: case KW_L1_no_allocate:
        return ISA_R_EVICT1;
    case KW_L2_evict_normal: case KW_L2_evict_first: case KW_L2_evict_last:
    case KW_L2_evict_unchanged: return ISA_R_EVICT2;
    case KW_L2_64B: case KW_L2_128B: case KW_L2_256B: return ISA_R_PFSIZE;
    default: break;
    }
    if (isa_rnd_of(kw)) return ISA_R_RND;
    if (isa_scope_of(kw)) return ISA_R_SCOPE;
    if (isa_sem_of(kw)) return ISA_R_SEM;
    if (isa_flag_of(kw)) return ISA_R_FLAG;
    return ISA_R_MODE;
}

/* ---- the shared compiled table --------------------------------------------- */
enum { ISA_NFORMS = 0
#define ISA_SET(name, role, text)
#define ISA(op, text) + 1
#include "isa_table.h"
#undef ISA
#undef ISA_SET
};
#define ISA_KWHASH    4096    /* at most about a third full: short probes */
#define ISA_SETHASH   256
#define ISA_WCACHE    2048    /* table words seen, by their address        */

/* What compiling needs besides the table: its text indexed. Built on
   first use; read and written only under pv_once_lock. */
typedef struct isa_index {
    int       built;
    uint16_t  first[ISA_NOPS], count[ISA_NOPS];
    uint16_t  kwhash[ISA_KWHASH];   /* keyword text -> id                */
    uint8_t   sethash[ISA_SETHASH]; /* set name -> isa_sets index + 1    */
    /* The table's text is parsed again for every opcode that names a
       set, so each word's keyword is remembered by the word's address in
       the (static) table text: a hit skips hashing and comparing. */
    const char *wkey[ISA_WCACHE];
    uint16_t  wkw[ISA_WCACHE];
} isa_index;

static isa_index isa_ix;
static isa_cop   isa_cops[ISA_NOPS];
static isa_cform isa_cforms[ISA_NFORMS];
/* isa_cops[o] is complete once isa_ready[o] is set (once.h). */
static int       isa_ready[ISA_NOPS];

static uint32_t isa_text_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    size_t i;
    for (i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

/* sethash holds set indexes + 1 in bytes and must keep empty slots. */
typedef char isa_sets_fit_sethash[PV_COUNTOF(isa_sets) < ISA_SETHASH / 2 ? 1 : -1];

/* Under pv_once_lock. */
static void isa_build_index(void)
{
    isa_index *X = &isa_ix;
    const char *t;
    uint32_t i, k;
    if (X->built)
        return;
    for (k = 1; k < KW_COUNT; k++) {
        uint32_t s;
        t = isa_kw_text[k];
        s = isa_text_hash(t, strlen(t)) & (ISA_KWHASH - 1);
        while (X->kwhash[s])
            s = (s + 1) & (ISA_KWHASH - 1);
        X->kwhash[s] = (uint16_t)k;
    }
    for (i = 0; (t = isa_set_name(i)) != NULL; i++) {
        uint32_t s = isa_text_hash(t, strlen(t)) & (ISA_SETHASH - 1);
        while (X->sethash[s])
            s = (s + 1) & (ISA_SETHASH - 1);
        X->sethash[s] = (uint8_t)(i + 1);
    }
    for (i = 0; i < isa_form_count(); i++) {
        uint32_t o = isa_form(i)->opcode - KW_op_abs;
        if (X->count[o] == 0)
            X->first[o] = (uint16_t)i;
        X->count[o]++;
    }
    X->built = 1;
}

/* ---- a checker's memo ------------------------------------------------------ */
PTXVM_INTERNAL pv_isa *isa_create(pv_heap *h)
{
    pv_isa *I = (pv_isa *)pv_realloc(h, NULL, 0, sizeof *I);
    if (!I)
        return NULL;
    memset(I, 0, sizeof *I);
    I->heap = h;
    return I;
}

PTXVM_INTERNAL void isa_reserve(pv_isa *I, size_t n)
{
    uint32_t size = ISA_MEMO_MIN;
    isa_memo *m;
    if (n == 0)
        return;
    while (size < ISA_MEMO_MAX && size < n / 4)
        size *= 2;
    if (size <= I->memo_size)
        return;
    m = (isa_memo *)pv_realloc(I->heap, NULL, 0, size * sizeof *m);
    if (!m)
        return;
    memset(m, 0, size * sizeof *m);
    if (I->memo)
        pv_free(I->heap, I->memo, I->memo_size * sizeof *m);
    I->memo = m;
    I->memo_size = size;
}

PTXVM_INTERNAL void isa_destroy(pv_isa *I)
{
    if (!I)
        return;
    if (I->memo)
        pv_free(I->heap, I->memo, I->memo_size * sizeof *I->memo);
    pv_free(I->heap, I, sizeof *I);
}

/* ---- compiling an opcode ---------------------------------------------------- */
typedef struct isa_cc {
    isa_index  *I;
    isa_cop    *C;          /* NULL in the first pass (alphabet only)  */
    uint16_t    alpha[ISA_MAX_ALPHA];
    uint32_t    nalpha;
    const char *form;       /* the form being compiled, for messages    */
    char       *err;
    size_t      errlen;
} isa_cc;

static void isa_cat(char *b, size_t cap, const char *s, size_t n)
{
    size_t l = strlen(b);
    if (cap == 0)
        return;
    while (n-- && *s && l + 1 < cap)
        b[l++] = *s++;
    b[l] = 0;
}

static int isa_cerr(isa_cc *c, const char *what, const char *at, size_t n)
{
    if (c->err && c->errlen) {
        c->err[0] = 0;
        isa_cat(c->err, c->errlen, "isa_table: ", 99);
        isa_cat(c->err, c->errlen, what, 200);
        isa_cat(c->err, c->errlen, " '", 2);
        isa_cat(c->err, c->errlen, at, n);
        isa_cat(c->err, c->errlen, "' in form \"", 11);
        isa_cat(c->err, c->errlen, c->form, 200);
        isa_cat(c->err, c->errlen, "\"", 1);
    }
    return -1;
}

static uint32_t isa_lookup_text(const isa_index *I, const char *s, size_t n)
{
    uint32_t h = isa_text_hash(s, n) & (ISA_KWHASH - 1);
    while (I->kwhash[h]) {
        uint32_t k = I->kwhash[h];
        const char *t = isa_kw_text[k];
        if (strncmp(t, s, n) == 0 && t[n] == '\0')
            return k;
        h = (h + 1) & (ISA_KWHASH - 1);
    }
    return 0;
}

/* Local index of kw in the opcode's alphabet (sorted), or -1. */
PTXVM_INTERNAL int isa_local(const isa_cop *C, uint32_t kw)
{
    int lo = 0, hi = (int)C->nalpha - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (C->alpha[mid] == kw)
            return mid;
        if (C->alpha[mid] < kw)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

static int isa_is_word(char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')
        || (ch >= '0' && ch <= '9') || ch == '_' || ch == ':';
}

/* A keyword: first pass adds it to the alphabet, second pass sets its bit. */
/* The keyword of the table word at p (n bytes), through the cache. */
static uint32_t isa_table_word(isa_index *I, const char *p, size_t n)
{
    uint32_t h = (uint32_t)(((uint64_t)(uintptr_t)p * 0x9e3779b97f4a7c15ull) >> 40) &
                 (ISA_WCACHE - 1), kw;
    if (I->wkey[h] == p)
        return I->wkw[h];
    kw = isa_lookup_text(I, p, n);
    if (kw) {
        I->wkey[h] = p;
        I->wkw[h] = (uint16_t)kw;
    }
    return kw;
}

static int isa_word(isa_cc *c, const char *p, size_t n, uint64_t *mask,
                    uint32_t *kwout)
{
    uint32_t kw = isa_table_word(c->I, p, n), i;
    if (!kw)
        return isa_cerr(c, "unknown keyword", p, n);
    *kwout = kw;
    if (!c->C) {
        for (i = 0; i < c->nalpha; i++)
            if (c->alpha[i] == kw)
                return 0;
        if (c->nalpha == ISA_MAX_ALPHA)
            return isa_cerr(c, "too many modifiers for one opcode at", p, n);
        c->alpha[c->nalpha++] = (uint16_t)kw;
        return 0;
    }
    *mask |= (uint64_t)1 << isa_local(c->C, kw);
    return 0;
}

PTXVM_INTERNAL const char *isa_set_name(uint32_t i)
{
    return i < PV_COUNTOF(isa_sets) ? isa_sets[i].name : NULL;
}

static const isa_set_src *isa_find_set(const isa_index *I, const char *p, size_t n)
{
    uint32_t h = isa_text_hash(p, n) & (ISA_SETHASH - 1);
    while (I->sethash[h]) {
        const char *name = isa_sets[I->sethash[h] - 1].name;
        if (strncmp(name, p, n) == 0 && name[n] == '\0')
            return &isa_sets[I->sethash[h] - 1];
        h = (h + 1) & (ISA_SETHASH - 1);
    }
    return NULL;
}

/* Alternatives ".a|.b|@set" from p up to a stop character (or end). */
static const char *isa_alts(isa_cc *c, const char *p, char stop, isa_slot *sl,
                            int *all_types, uint8_t *role)
{
    for (;;) {
        const char *w;
        uint32_t kw = 0;
        if (*p == '.') {
            w = p++;
            while (isa_is_word(*p))
                p++;
            if (isa_word(c, w, (size_t)(p - w), &sl->mask, &kw))
                return NULL;
            if (!isa_is_type_kw(kw))
                *all_types = 0;
            if (*role == ISA_R_NONE)
                *role = isa_default_role(kw);
        } else if (*p == '@') {
            const isa_set_src *set;
            const char *q;
            w = ++p;
            while (isa_is_word(*p))
                p++;
            set = isa_find_set(c->I, w, (size_t)(p - w));
            if (!set)
                return isa_cerr(c, "unknown set", w, (size_t)(p - w)),
                       (const char *)NULL;
            q = isa_alts(c, set->text, 0, sl, all_types, role);
            if (!q)
                return NULL;
            if (*q)
                return isa_cerr(c, "bad set text", set->text, 99),
                       (const char *)NULL;
            *role = set->role;
        } else {
            return isa_cerr(c, "expected a modifier at", p, 1),
                   (const char *)NULL;
        }
        if (*p == '|') {
            p++;
            continue;
        }
        if (*p == stop || (stop == 0 && (*p == 0 || *p == ' ')))
            return p;
        if (stop == 0) {
            /* a plain sequence of items: the caller continues */
            return p;
        }
        return isa_cerr(c, "expected '|' or closing bracket at", p, 1),
               (const char *)NULL;
    }
}

static int isa_parse_form(isa_cc *c, const char *s, isa_cform *f)
{
    const char *p = s;
    isa_slot sl;
    uint32_t i;
    int seen_opt = 0;
    c->form = s;
    /* modifiers */
    while (*p && *p != ' ') {
        int all_types = 1;
        uint8_t role = ISA_R_NONE, opt = 0;
        memset(&sl, 0, sizeof sl);
        if (*p == '{' || *p == '(') {
            char stop = *p == '{' ? '}' : ')';
            opt = *p == '{';
            p = isa_alts(c, p + 1, stop, &sl, &all_types, &role);
            if (!p)
                return -1;
            p++;
        } else {
            /* one item: .word or @set (no '|' at top level) */
            const char *q = isa_alts(c, p, 0, &sl, &all_types, &role);
            if (!q)
                return -1;
            p = q;
        }
        if (!f)
            continue;
        if (all_types) {
            if (f->ntypes == ISA_MAX_TYPES)
                return isa_cerr(c, "too many type slots", s, 99);
            if (opt)
                return isa_cerr(c, "optional type slot", s, 99);
            f->typeslot[f->ntypes++] = (uint8_t)f->nslots;
            role = ISA_R_TYPE;
        } else if (role == ISA_R_TYPE) {
            return isa_cerr(c, "type slot mixes types and modifiers", s, 99);
        }
        if (role == ISA_R_FLAG) {
            for (i = 0; i < c->C->nalpha; i++)
                if (((sl.mask >> i) & 1u) && !isa_flag_of(c->C->alpha[i]))
                    return isa_cerr(c, "FLAG set holds a non-flag",
                                    isa_kw_text[c->C->alpha[i]], 99);
        }
        if (f->nslots == ISA_MAX_SLOTS)
            return isa_cerr(c, "too many slots", s, 99);
        sl.role = role;
        sl.opt = opt;
        if (role == ISA_R_MODE) {
            if (f->nmodes == ISA_MAX_MODES)
                return isa_cerr(c, "too many mode slots", s, 99);
            sl.mode_ord = f->nmodes++;
        }
        if (role != ISA_R_TYPE)
            f->allowed |= sl.mask;
        f->slots[f->nslots++] = sl;
    }
    if (!f)
        return 0;
    if (*p == ' ')
        p++;
    /* operands */
    while (*p) {
        isa_opspec *o;
        const char *start = p;
        if (f->nops == ISA_MAX_OPS)
            return isa_cerr(c, "too many operands", s, 99);
        o = &f->ops[f->nops];
        memset(o, 0, sizeof *o);
        o->tslot = -1;
        if (*p == '?') {
            o->opt = 1;
            seen_opt = 1;
            p++;
        } else if (seen_opt) {
            return isa_cerr(c, "required operand after an optional one", p, 4);
        }
        if (!*p || !strchr("rxipalvwmskthBC*", *p))
            return isa_cerr(c, "bad operand kind", p, 1);
        o->kind = (uint8_t)*p++;
        if (*p >= '0' && *p <= '9') {
            o->tslot = (int8_t)(*p++ - '0');
            if (o->tslot >= f->ntypes)
                return isa_cerr(c, "operand names a missing type slot", start,
                                (size_t)(p - start));
        } else if (*p == '.') {
            const char *w = p++;
            uint32_t kw;
            while (isa_is_word(*p))
                p++;
            kw = isa_lookup_text(c->I, w, (size_t)(p - w));
            o->ftype = o->kind == 'a' ? isa_space_of(kw)
                                      : (uint8_t)ir_type_of_kw(kw);
            if (!kw || o->ftype == 0)
                return isa_cerr(c, "bad operand type", w, (size_t)(p - w));
        }
        for (; *p && *p != ','; p++) {
            switch (*p) {
            case '~': o->flags |= ISA_OPF_RELAX; break;
            case '_': o->flags |= ISA_OPF_SINK; break;
            case '!': o->flags |= ISA_OPF_NEG; break;
            case '|': o->flags |= ISA_OPF_PAIR; break;
            case '^': o->flags |= ISA_OPF_PAIR | ISA_OPF_PAIRREQ; break;
            case 'u': o->flags |= ISA_OPF_UNIFIED; break;
            case '+': o->flags |= ISA_OPF_WIDE; break;
            case '-': o->flags |= ISA_OPF_MINUS; break;
            case 's': o->flags |= ISA_VS_PART << ISA_OPF_VSEL_SH; break;
            case 'S': o->flags |= ISA_VS_PART_REQ << ISA_OPF_VSEL_SH; break;
            case 'h': o->flags |= ISA_VS_H2 << ISA_OPF_VSEL_SH; break;
            case 'b': o->flags |= ISA_VS_B4 << ISA_OPF_VSEL_SH; break;
            case 'H': o->flags |= ISA_VS_HMASK << ISA_OPF_VSEL_SH; break;
            case 'B': o->flags |= ISA_VS_BMASK << ISA_OPF_VSEL_SH; break;
            default:
                return isa_cerr(c, "bad operand flag", p, 1);
            }
        }
        if (!o->opt)
            f->minops = (uint8_t)(f->nops + 1);
        f->nops++;
        if (*p == ',')
            p++;
    }
    return 0;
}

static void isa_sort16(uint16_t *a, uint32_t n)
{
    uint32_t i, j;
    for (i = 1; i < n; i++) {
        uint16_t v = a[i];
        for (j = i; j > 0 && a[j - 1] > v; j--)
            a[j] = a[j - 1];
        a[j] = v;
    }
}

/* Compile the forms of opcode index o into isa_cops[o], under pv_once_lock:
   0, or -1 (a table error, err filled). */
static int isa_compile(uint32_t o, char *err, size_t errlen)
{
    isa_cc c;
    isa_cop *C = &isa_cops[o];
    isa_cform *forms;
    uint32_t i, n = isa_ix.count[o], first = isa_ix.first[o];
    memset(&c, 0, sizeof c);
    c.I = &isa_ix;
    c.err = err;
    c.errlen = errlen;
    for (i = 0; i < n; i++)
        if (isa_parse_form(&c, isa_form(first + i)->text, NULL))
            return -1;
    memset(C, 0, sizeof *C);
    forms = &isa_cforms[first];
    memset(forms, 0, n * sizeof *forms);
    isa_sort16(c.alpha, c.nalpha);
    memcpy(C->alpha, c.alpha, sizeof c.alpha);
    for (i = 0; i < c.nalpha; i++)
        C->atype[i] = (uint8_t)ir_type_of_kw(c.alpha[i]);
    C->nalpha = (uint8_t)c.nalpha;
    C->nforms = (uint16_t)n;
    C->forms = forms;
    c.C = C;
    for (i = 0; i < n; i++) {
        forms[i].src = (uint16_t)(first + i);
        if (isa_parse_form(&c, isa_forms[first + i].text, &forms[i]))
            return -1;
    }
    return 0;
}

PTXVM_INTERNAL const isa_cop *isa_op(uint32_t o, char *err, size_t errlen)
{
    const isa_cop *C = NULL;
    if (o >= ISA_NOPS)
        return NULL;
    if (pv_once_done(&isa_ready[o]))
        return &isa_cops[o];
    pv_once_lock();
    isa_build_index();
    if (isa_ready[o]) {
        C = &isa_cops[o];
    } else if (isa_ix.count[o] && isa_compile(o, err, errlen) == 0) {
        C = &isa_cops[o];
        pv_once_set(&isa_ready[o]);
    }
    pv_once_unlock();
    return C;
}
