/* The canonical printer: module IR -> PTX text in one fixed layout.

   Layout: the header (.version, .target, .address_size), then the items
   in source order, one declaration per line. Functions print their
   linkage, return and parameter lists (one parameter a line), their
   performance directives and pragmas, then the body with one statement a
   line, indented by block depth; labels start in column 0. Alignments
   equal to the natural one (the element size) are left out.

   Everything is written into one growable buffer; the first allocation
   failure sets a flag, later writes do nothing, and ir_print frees the
   buffer and returns -1. Initialisers are printed from their memory
   image (runs of bytes plus relocations): every element up to the last
   non-zero byte or relocation, with one brace level per array dimension
   and vector, so re-parsing gives the same image. The work is linear in
   the size of the IR plus the text printed. */
#include "print.h"

typedef struct pr_buf {
    pv_heap *h;
    char    *p;
    size_t   len, cap;
    int      err;
} pr_buf;

static int pr_reserve(pr_buf *b, size_t n)
{
    size_t need, cap;
    char *np;
    if (b->err)
        return 0;
    if (n <= b->cap - b->len)
        return 1;
    need = b->len + n + 1;              /* room for the final NUL */
    if (need < b->len) {
        b->err = 1;
        return 0;
    }
    cap = b->cap ? b->cap : 4096;
    while (cap < need) {
        if (cap > ((size_t)-1) / 2) {
            cap = need;
            break;
        }
        cap *= 2;
    }
    np = (char *)pv_realloc(b->h, b->p, b->cap, cap);
    if (!np) {
        b->err = 1;
        return 0;
    }
    b->p = np;
    b->cap = cap;
    return 1;
}

static void pr_put(pr_buf *b, const char *s, size_t n)
{
    if (n && pr_reserve(b, n)) {
        memcpy(b->p + b->len, s, n);
        b->len += n;
    }
}

static void pr_puts(pr_buf *b, const char *s)
{
    pr_put(b, s, strlen(s));
}

static void pr_putc(pr_buf *b, char c)
{
    if (pr_reserve(b, 1))
        b->p[b->len++] = c;
}

static void pr_sym(pr_buf *b, const ir_module *m, uint32_t sym)
{
    if (sym)
        pr_put(b, pv_sym_text(&m->strtab, sym), pv_sym_len(&m->strtab, sym));
    else
        pr_putc(b, '_');
}

/* ---- numbers ----------------------------------------------------------- */

static void pr_u64(pr_buf *b, uint64_t v)
{
    char t[24];
    int i = (int)sizeof t;
    do {
        t[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    pr_put(b, t + i, sizeof t - (size_t)i);
}

static void pr_hex(pr_buf *b, uint64_t v, int digits)
{
    static const char hx[] = "0123456789ABCDEF";
    char t[16];
    int i;
    for (i = digits - 1; i >= 0; i--) {
        t[i] = hx[v & 15];
        v >>= 4;
    }
    pr_put(b, t, (size_t)digits);
}

/* A 64-bit value as a signed decimal that a constant expression reads
   back with the same bits: -N, or in hex for the most negative value. */
static void pr_s64(pr_buf *b, uint64_t v)
{
    if (v == (uint64_t)1 << 63) {
        pr_puts(b, "0x8000000000000000");
    } else if (v >> 63) {
        pr_putc(b, '-');
        pr_u64(b, 0 - v);
    } else {
        pr_u64(b, v);
    }
}

/* +N or -N after a name: name+8, [%rd1-4]. */
static void pr_offset(pr_buf *b, uint64_t v)
{
    if (v >> 63) {
        pr_putc(b, '-');
        pr_u64(b, 0 - v);
    } else {
        pr_putc(b, '+');
        pr_u64(b, v);
    }
}

/* ---- declarations ---------------------------------------------------- */

static void pr_kw(pr_buf *b, const ir_module *m, uint32_t kw)
{
    pr_sym(b, m, kw);
}

static const char *pr_linkage(uint32_t lk)
{
    switch (lk) {
    case LK_EXTERN: return ".extern ";
    case LK_VISIBLE: return ".visible ";
    case LK_WEAK: return ".weak ";
    case LK_COMMON: return ".common ";
    default: return "";
    }
}

/* A scalar element of type t from its little-endian bits. */
static void pr_value(pr_buf *b, ir_type t, uint64_t v)
{
    uint32_t size = ir_type_size(t);
    switch (t) {
    case T_F32:
    case T_TF32:
        pr_puts(b, "0f");
        pr_hex(b, v, 8);
        return;
    case T_F64:
        pr_puts(b, "0d");
        pr_hex(b, v, 16);
        return;
    default:
        break;
    }
    if (ir_type_class(t) == TC_SINT && size >= 1 && size <= 8) {
        uint64_t sign = (uint64_t)1 << (8 * size - 1);
        if (v & sign) {                 /* sign-extend */
            if (size < 8)
                v |= ~((sign << 1) - 1);
            pr_s64(b, v);
            return;
        }
        pr_u64(b, v);
        return;
    }
    if (ir_type_class(t) == TC_FLOAT) { /* f16, bf16 and smaller: bits */
        pr_puts(b, "0x");
        pr_hex(b, v, 2 * (int)(size ? size : 1));
        return;
    }
    pr_u64(b, v);
}

/* One non-zero scalar of an initialiser image: its position (in
   scalars), its bits, and its relocation (index + 1, or 0). */
typedef struct pr_ent {
    uint64_t pos;
    uint64_t val;
    uint32_t reloc;
} pr_ent;

typedef struct pr_init {
    const ir_module *m;
    ir_type          type;
    pr_ent          *ents;
    uint32_t         nents, cap;
    uint32_t         cur;           /* next entry to print              */
    uint32_t         nlev;
    uint64_t         dimsize[34];
    uint64_t         stride[34];
    int              unsized;
} pr_init;

static int pr_ent_push(pr_buf *b, pr_init *I, uint64_t pos, uint64_t val,
                       uint32_t reloc)
{
    if (I->nents == I->cap) {
        pr_ent *n = (pr_ent *)pv_grow(b->h, I->ents, &I->cap, I->nents + 1,
                                      sizeof *I->ents);
        if (!n) {
            b->err = 1;
            return 0;
        }
        I->ents = n;
    }
    I->ents[I->nents].pos = pos;
    I->ents[I->nents].val = val;
    I->ents[I->nents].reloc = reloc;
    I->nents++;
    return 1;
}

/* Sort the entries by position (bottom-up merge sort, stable) and merge
   those at the same position. */
static int pr_ent_sort(pr_buf *b, pr_init *I)
{
    uint32_t n = I->nents, i, j, w;
    pr_ent *tmp, *src, *dst;
    for (i = 1; i < n; i++)
        if (I->ents[i].pos < I->ents[i - 1].pos)
            break;
    if (i < n) {
        tmp = (pr_ent *)pv_realloc(b->h, NULL, 0, (size_t)n * sizeof *tmp);
        if (!tmp) {
            b->err = 1;
            return 0;
        }
        src = I->ents;
        dst = tmp;
        for (w = 1; w < n; w *= 2) {
            uint32_t lo;
            for (lo = 0; lo < n; lo += 2 * w) {
                uint32_t mid = lo + w < n ? lo + w : n;
                uint32_t hi = lo + 2 * w < n ? lo + 2 * w : n;
                uint32_t a = lo, c = mid, k = lo;
                while (a < mid && c < hi)
                    dst[k++] = src[c].pos < src[a].pos ? src[c++] : src[a++];
                while (a < mid)
                    dst[k++] = src[a++];
                while (c < hi)
                    dst[k++] = src[c++];
            }
            {
                pr_ent *t = src;
                src = dst;
                dst = t;
            }
        }
        if (src != I->ents)
            memcpy(I->ents, src, (size_t)n * sizeof *tmp);
        pv_free(b->h, tmp, (size_t)n * sizeof *tmp);
    }
    for (i = 0, j = 0; i < n; i++) {
        if (j && I->ents[j - 1].pos == I->ents[i].pos) {
            I->ents[j - 1].val |= I->ents[i].val;
            if (I->ents[i].reloc)
                I->ents[j - 1].reloc = I->ents[i].reloc;
        } else {
            I->ents[j++] = I->ents[i];
        }
    }
    I->nents = j;
    return 1;
}

static void pr_scalar(pr_buf *b, pr_init *I, uint64_t pos)
{
    const ir_module *m = I->m;
    while (I->cur < I->nents && I->ents[I->cur].pos < pos)
        I->cur++;
    if (I->cur < I->nents && I->ents[I->cur].pos == pos) {
        const pr_ent *e = &I->ents[I->cur++];
        if (e->reloc) {
            const ir_reloc *r = &m->relocs.data[e->reloc - 1];
            if (r->kind == RELOC_GENERIC) {
                pr_puts(b, "generic(");
                pr_sym(b, m, r->sym);
                pr_putc(b, ')');
            } else {
                pr_sym(b, m, r->sym);
            }
            if (r->addend)
                pr_offset(b, (uint64_t)r->addend);
            return;
        }
        pr_value(b, I->type, e->val);
        return;
    }
    pr_putc(b, '0');
}

/* The first entry at or after position pos (from the cursor on). */
static uint32_t pr_lower(const pr_init *I, uint64_t pos)
{
    uint32_t lo = I->cur, hi = I->nents;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (I->ents[mid].pos < pos)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The brace list of level lev whose first scalar is base, count elements
   at most. */
static void pr_list(pr_buf *b, pr_init *I, uint32_t lev, uint64_t base,
                    uint64_t count)
{
    uint64_t st = I->stride[lev], n = 0, i;
    uint64_t end = count > (UINT64_MAX - base) / st ? UINT64_MAX :
                   base + count * st;       /* unchecked IR may overflow */
    uint32_t e = pr_lower(I, end);
    if (e > I->cur && I->ents[e - 1].pos >= base)
        n = (I->ents[e - 1].pos - base) / st + 1;
    if (lev == 0 && I->unsized)
        n = count;
    pr_putc(b, '{');
    for (i = 0; i < n && !b->err; i++) {
        uint64_t pos = base + i * st;
        if (i)
            pr_puts(b, i % 16 ? ", " : ",\n\t\t");
        while (I->cur < I->nents && I->ents[I->cur].pos < pos)
            I->cur++;
        if (lev + 1 >= I->nlev)
            pr_scalar(b, I, pos);
        else if (I->cur < I->nents && I->ents[I->cur].pos < pos + st)
            pr_list(b, I, lev + 1, pos, I->dimsize[lev + 1]);
        else
            pr_puts(b, "{}");
    }
    pr_putc(b, '}');
}

static void pr_fields(pr_buf *b, const ir_module *m, const ir_init *in)
{
    uint32_t i;
    pr_puts(b, " = { ");
    for (i = 0; i < in->nfields; i++) {
        const ir_field *f = &m->fields.data[in->fields + i];
        if (i)
            pr_puts(b, ", ");
        pr_sym(b, m, f->name);
        pr_puts(b, " = ");
        if (f->sym)
            pr_sym(b, m, f->sym);
        else
            pr_u64(b, f->value);
    }
    pr_puts(b, " }");
}

static void pr_initializer(pr_buf *b, const ir_module *m, const ir_var *v)
{
    const ir_init *in = &m->inits.data[v->init];
    pr_init I;
    uint32_t i, k, lev;
    uint32_t esize = ir_type_size((ir_type)v->type);
    if (in->nfields || v->type == T_TEXREF || v->type == T_SAMPLERREF ||
        v->type == T_SURFREF) {
        if (in->nfields)
            pr_fields(b, m, in);
        return;
    }
    if (!esize)
        return;
    memset(&I, 0, sizeof I);
    I.m = m;
    I.type = (ir_type)v->type;
    for (i = 0; i < in->nsegs && !b->err; i++) {
        const ir_seg *s = &m->segs.data[in->segs + i];
        const uint8_t *p = m->blob.data + s->bytes;
        for (k = 0; k < s->n; k++) {
            uint64_t off;
            if (!p[k])
                continue;
            off = s->offset + k;
            if (!pr_ent_push(b, &I, off / esize,
                             (uint64_t)p[k] << (8 * (off % esize)), 0))
                break;
        }
    }
    for (i = 0; i < in->nrelocs && !b->err; i++) {
        const ir_reloc *r = &m->relocs.data[in->relocs + i];
        if (!pr_ent_push(b, &I, r->offset / esize, 0, in->relocs + i + 1))
            break;
    }
    if (b->err || !pr_ent_sort(b, &I))
        goto done;
    I.nlev = 0;
    for (lev = 0; lev < v->ndims && I.nlev < 33; lev++)
        I.dimsize[I.nlev++] = m->dims.data[v->dims + lev];
    if (v->vec)
        I.dimsize[I.nlev++] = v->vec;
    I.unsized = (v->flags & VF_UNSIZED) || (v->ndims && I.dimsize[0] == 0);
    if (I.unsized)
        I.dimsize[0] = in->elems;
    for (lev = I.nlev; lev-- > 0;)
        I.stride[lev] = lev + 1 < I.nlev ?
                        I.stride[lev + 1] * I.dimsize[lev + 1] : 1;
    pr_puts(b, " = ");
    if (I.nlev == 0)
        pr_scalar(b, &I, 0);
    else
        pr_list(b, &I, 0, 0, I.dimsize[0]);
done:
    if (I.ents)
        pv_free(b->h, I.ents, (size_t)I.cap * sizeof *I.ents);
}

/* A declaration without the final ';': [linkage] .space [.align N]
   [.attribute(...)] [.vN] .type [.ptr ...] name[<N>][dims] [= init]. */
static void pr_var(pr_buf *b, const ir_module *m, const ir_var *v)
{
    uint32_t d, natural = ir_type_size((ir_type)v->type) * (v->vec ? v->vec : 1);
    pr_puts(b, pr_linkage(v->linkage));
    pr_kw(b, m, ir_space_kw((ir_space)v->space));
    /* .align only when it is not the natural alignment (the size of the
       element), which the checker fills in when none is given */
    if (v->align && v->align != (natural ? natural : 1)) {
        pr_puts(b, " .align ");
        pr_u64(b, v->align);
    }
    if (v->flags & (VF_MANAGED | VF_UNIFIED)) {
        pr_puts(b, " .attribute(");
        if (v->flags & VF_MANAGED)
            pr_puts(b, v->flags & VF_UNIFIED ? ".managed, " : ".managed");
        if (v->flags & VF_UNIFIED)
            pr_puts(b, ".unified");
        pr_putc(b, ')');
    }
    if (v->vec) {
        pr_puts(b, v->vec == 2 ? " .v2" : v->vec == 4 ? " .v4" : " .v8");
    }
    pr_putc(b, ' ');
    pr_kw(b, m, ir_type_kw((ir_type)v->type));
    if (v->flags & VF_PTR) {
        pr_puts(b, " .ptr");
        if (v->ptr_space) {
            pr_putc(b, ' ');
            pr_kw(b, m, ir_space_kw((ir_space)v->ptr_space));
        }
        if (v->ptr_align) {
            pr_puts(b, " .align ");
            pr_u64(b, v->ptr_align);
        }
    }
    pr_putc(b, ' ');
    pr_sym(b, m, v->name);
    if (v->flags & VF_PARAMETERISED) {
        pr_putc(b, '<');
        pr_u64(b, v->count);
        pr_putc(b, '>');
    }
    for (d = 0; d < v->ndims; d++) {
        uint64_t n = m->dims.data[v->dims + d];
        pr_putc(b, '[');
        if (n)
            pr_u64(b, n);
        pr_putc(b, ']');
    }
    if (v->init)
        pr_initializer(b, m, v);
}

/* ( decl, decl ) with one declaration a line. */
static void pr_params(pr_buf *b, const ir_module *m, uint32_t first,
                      uint32_t n, int inline_list)
{
    uint32_t i;
    pr_putc(b, '(');
    for (i = 0; i < n; i++) {
        if (i)
            pr_putc(b, ',');
        if (!inline_list)
            pr_puts(b, "\n\t");
        else if (i)
            pr_putc(b, ' ');
        pr_var(b, m, &m->vars.data[first + i]);
    }
    if (!inline_list && n)
        pr_putc(b, '\n');
    pr_putc(b, ')');
}

static void pr_strings(pr_buf *b, const ir_module *m, uint32_t syms,
                       uint32_t n)
{
    uint32_t i;
    for (i = 0; i < n; i++) {
        if (i)
            pr_puts(b, ", ");
        pr_putc(b, '"');
        pr_sym(b, m, m->syms.data[syms + i]);
        pr_putc(b, '"');
    }
}

static void pr_pragma(pr_buf *b, const ir_module *m, const ir_pragma *p)
{
    pr_puts(b, ".pragma ");
    pr_strings(b, m, p->syms, p->n);
    pr_putc(b, ';');
}

/* ---- instructions ------------------------------------------------------ */

static void pr_opnd(pr_buf *b, const ir_module *m, const ir_opnd *o);

static void pr_elems(pr_buf *b, const ir_module *m, const ir_opnd *o,
                     const char *sep)
{
    uint32_t i;
    for (i = 0; i < o->n; i++) {
        if (i)
            pr_puts(b, sep);
        pr_opnd(b, m, &m->opnds.data[o->sub + i]);
    }
}

static void pr_opnd(pr_buf *b, const ir_module *m, const ir_opnd *o)
{
    static const char comp[4][3] = {".x", ".y", ".z", ".w"};
    switch (o->kind) {
    case OK_REG:
        if (o->flags & OF_NEG)
            pr_putc(b, '!');
        if (o->flags & OF_MINUS)
            pr_putc(b, '-');
        pr_sym(b, m, o->sym);
        if (o->flags & OF_COMP)
            pr_puts(b, comp[o->comp & 3]);
        if (o->flags & OF_VSEL) {
            uint32_t n = IR_VSEL_COUNT(o->val), i;
            pr_putc(b, '.');
            pr_putc(b, ((uint32_t)o->val & IR_VSEL_HALF) ? 'h' : 'b');
            for (i = n; i-- > 0;)
                pr_putc(b, (char)('0' + ((IR_VSEL_DIGITS(o->val) >> (4 * i)) & 15u)));
        }
        return;
    case OK_INT:
        if (o->flags & OF_UNSIGNED) {
            pr_u64(b, o->val);
            pr_putc(b, 'U');
        } else if (o->val == (uint64_t)1 << 63) {
            pr_puts(b, "-9223372036854775807-1");
        } else {
            pr_s64(b, o->val);
        }
        return;
    case OK_F32:
        pr_puts(b, "0f");
        pr_hex(b, o->val, 8);
        return;
    case OK_F64:
        pr_puts(b, "0d");
        pr_hex(b, o->val, 16);
        return;
    case OK_SYM:
        pr_sym(b, m, o->sym);
        pr_offset(b, o->val);
        return;
    case OK_ADDR:
        if (o->flags & OF_ARRAY) {
            pr_sym(b, m, o->sym);
            pr_putc(b, '[');
            pr_s64(b, o->val);
            pr_putc(b, ']');
            return;
        }
        pr_putc(b, '[');
        if (o->sym) {
            pr_sym(b, m, o->sym);
            if (o->val)
                pr_offset(b, o->val);
        } else {
            pr_s64(b, o->val);
        }
        pr_putc(b, ']');
        if (o->flags & OF_SUFFIX)
            pr_puts(b, ".unified");
        return;
    case OK_VEC:
        pr_putc(b, '{');
        pr_elems(b, m, o, ", ");
        pr_putc(b, '}');
        return;
    case OK_LIST:
        pr_putc(b, '(');
        pr_elems(b, m, o, ", ");
        pr_putc(b, ')');
        return;
    case OK_PAIR:
        pr_elems(b, m, o, "|");
        return;
    case OK_BRACKET:
        pr_putc(b, '[');
        pr_elems(b, m, o, ", ");
        pr_putc(b, ']');
        if (o->flags & OF_SUFFIX)
            pr_puts(b, ".unified");
        return;
    case OK_SINK:
    default:
        pr_putc(b, '_');
        return;
    }
}

static void pr_inst(pr_buf *b, const ir_module *m, const ir_inst *in)
{
    uint32_t i;
    if (in->guard) {
        pr_puts(b, in->flags & IF_GUARD_NEG ? "@!" : "@");
        pr_sym(b, m, in->guard);
        pr_putc(b, ' ');
    }
    pr_sym(b, m, in->opcode);
    for (i = 0; i < in->nmods; i++) {
        uint32_t k = m->mods.data[in->mods + i];
        if ((in->flags & IF_BRACE_WIDE) && (k == KW_v2 || k == KW_v4) &&
            i + 1 < in->nmods) {
            /* ld.b64 {a, b} as written (legacy.c made it ld.v2.b32) */
            ir_type e = ir_type_of_kw(m->mods.data[in->mods + i + 1]);
            uint32_t bits = ir_type_size(e) * (k == KW_v2 ? 2 : 4) * 8;
            pr_puts(b, bits == 64 ? ".b64" : ".b128");
            i++;
            continue;
        }
        pr_sym(b, m, k);
    }
    for (i = 0; i < in->nopnds; i++) {
        pr_puts(b, i ? ", " : " ");
        pr_opnd(b, m, &m->opnds.data[in->opnds + i]);
    }
    pr_putc(b, ';');
}

/* ---- functions ------------------------------------------------------------ */

/* Performance directives, each on a line of its own after the header. */
static void pr_dims3(pr_buf *b, const char *dir, const uint32_t v[3])
{
    if (!(v[0] | v[1] | v[2]))
        return;
    pr_puts(b, dir);
    pr_putc(b, ' ');
    pr_u64(b, v[0]);
    pr_puts(b, ", ");
    pr_u64(b, v[1]);
    pr_puts(b, ", ");
    pr_u64(b, v[2]);
}

static void pr_dir1(pr_buf *b, const char *dir, uint32_t v)
{
    if (!v)
        return;
    pr_puts(b, dir);
    pr_putc(b, ' ');
    pr_u64(b, v);
}

static void pr_abi(pr_buf *b, const ir_func *f, const char *sep)
{
    if (f->abi_preserve) {
        pr_puts(b, sep);
        pr_puts(b, ".abi_preserve ");
        pr_u64(b, f->abi_preserve - 1);
    }
    if (f->abi_preserve_control) {
        pr_puts(b, sep);
        pr_puts(b, ".abi_preserve_control ");
        pr_u64(b, f->abi_preserve_control - 1);
    }
}

/* label: .callprototype (rets) _ (params) [.noreturn]; */
static void pr_proto(pr_buf *b, const ir_module *m, const ir_func *f)
{
    pr_sym(b, m, f->name);
    pr_puts(b, ": .callprototype ");
    if (f->nrets) {
        pr_params(b, m, f->rets, f->nrets, 1);
        pr_putc(b, ' ');
    }
    pr_putc(b, '_');
    if (f->nparams) {
        pr_putc(b, ' ');
        pr_params(b, m, f->params, f->nparams, 1);
    }
    if (f->flags & FF_NORETURN)
        pr_puts(b, " .noreturn");
    pr_abi(b, f, " ");
    pr_puts(b, ";\n");
}

static void pr_indent(pr_buf *b, uint32_t depth)
{
    uint32_t i;
    for (i = 0; i <= depth && i < 64; i++)
        pr_putc(b, '\t');
}

static void pr_body(pr_buf *b, const ir_module *m, const ir_func *f)
{
    uint32_t i, depth = 0;
    pr_puts(b, "{\n");
    for (i = 0; i < f->nstmts && !b->err; i++) {
        const ir_stmt *s = &m->stmts.data[f->stmts + i];
        switch (s->kind) {
        case ST_INST:
            pr_indent(b, depth);
            pr_inst(b, m, &m->insts.data[s->index]);
            pr_putc(b, '\n');
            break;
        case ST_VAR:
            if (m->vars.data[s->index].flags & VF_MODULE_COPY)
                break;              /* printed once, at module scope */
            pr_indent(b, depth);
            pr_var(b, m, &m->vars.data[s->index]);
            pr_puts(b, ";\n");
            break;
        case ST_OPEN:
            pr_indent(b, depth);
            pr_puts(b, "{\n");
            depth++;
            break;
        case ST_CLOSE:
            if (depth)
                depth--;
            pr_indent(b, depth);
            pr_puts(b, "}\n");
            break;
        case ST_LABEL:
            pr_sym(b, m, m->labels.data[s->index].name);
            pr_puts(b, ":\n");
            break;
        case ST_PRAGMA:
            pr_indent(b, depth);
            pr_pragma(b, m, &m->pragmas.data[s->index]);
            pr_putc(b, '\n');
            break;
        case ST_TARGETS: {
            const ir_tlist *t = &m->tlists.data[s->index];
            uint32_t k;
            pr_sym(b, m, t->name);
            pr_puts(b, ": ");
            pr_kw(b, m, t->kind);
            for (k = 0; k < t->n; k++) {
                pr_puts(b, k ? ", " : " ");
                pr_sym(b, m, m->syms.data[t->syms + k]);
            }
            pr_puts(b, ";\n");
            break;
        }
        case ST_PROTO:
            pr_proto(b, m, &m->funcs.data[s->index]);
            break;
        case ST_LOC: {
            const ir_loc *l = &m->locs.data[s->index];
            pr_indent(b, depth);
            pr_puts(b, ".loc ");
            pr_u64(b, l->file);
            pr_putc(b, ' ');
            pr_u64(b, l->line);
            pr_putc(b, ' ');
            pr_u64(b, l->col);
            pr_putc(b, '\n');
            break;
        }
        default:
            break;
        }
    }
    pr_puts(b, "}\n");
}

static void pr_func(pr_buf *b, const ir_module *m, const ir_func *f)
{
    uint32_t i;
    pr_puts(b, pr_linkage(f->linkage));
    pr_puts(b, f->flags & FF_ENTRY ? ".entry " : ".func ");
    if (f->nrets && !(f->flags & FF_ENTRY)) {
        pr_params(b, m, f->rets, f->nrets, 0);
        pr_putc(b, ' ');
    }
    pr_sym(b, m, f->name);
    pr_params(b, m, f->params, f->nparams, 0);
    pr_dims3(b, "\n.maxntid", f->maxntid);
    pr_dims3(b, "\n.reqntid", f->reqntid);
    pr_dims3(b, "\n.reqnctapercluster", f->reqnctapercluster);
    pr_dir1(b, "\n.minnctapersm", f->minnctapersm);
    pr_dir1(b, "\n.maxnctapersm", f->maxnctapersm);
    pr_dir1(b, "\n.maxnreg", f->maxnreg);
    pr_dir1(b, "\n.maxclusterrank", f->maxclusterrank);
    if (f->flags & FF_NORETURN)
        pr_puts(b, "\n.noreturn");
    if (f->flags & FF_EXPLICITCLUSTER)
        pr_puts(b, "\n.explicitcluster");
    if (f->flags & FF_BLOCKSARECLUSTERS)
        pr_puts(b, "\n.blocksareclusters");
    pr_abi(b, f, "\n");
    for (i = 0; i < f->npragmas; i++) {
        pr_putc(b, '\n');
        pr_pragma(b, m, &m->pragmas.data[f->pragmas + i]);
    }
    if (f->flags & FF_BODY) {
        pr_putc(b, '\n');
        pr_body(b, m, f);
    } else {
        pr_puts(b, ";\n");
    }
}

/* ---- the module ------------------------------------------------------------- */

static void pr_section(pr_buf *b, const ir_module *m, const ir_section *s)
{
    uint64_t i;
    pr_puts(b, ".section ");
    pr_sym(b, m, s->name);
    pr_puts(b, "\n{\n");
    for (i = 0; i < s->bytes && !b->err; i++) {
        if (i % 32 == 0)
            pr_puts(b, i ? "\n\t.b8 0" : "\t.b8 0");
        else
            pr_puts(b, ", 0");
    }
    if (s->bytes)
        pr_putc(b, '\n');
    pr_puts(b, "}\n");
}

static void pr_item(pr_buf *b, const ir_module *m, const ir_item *it)
{
    switch (it->kind) {
    case IT_VAR:
        pr_var(b, m, &m->vars.data[it->index]);
        pr_puts(b, ";\n");
        break;
    case IT_FUNC:
        pr_putc(b, '\n');
        pr_func(b, m, &m->funcs.data[it->index]);
        break;
    case IT_FILE: {
        const ir_file *f = &m->files.data[it->index];
        pr_puts(b, ".file ");
        pr_u64(b, f->index);
        pr_puts(b, " \"");
        pr_sym(b, m, f->name);
        pr_putc(b, '"');
        if (f->has_meta) {
            pr_puts(b, ", ");
            pr_u64(b, f->mtime);
            pr_puts(b, ", ");
            pr_u64(b, f->size);
        }
        pr_putc(b, '\n');
        break;
    }
    case IT_SECTION:
        pr_section(b, m, &m->sections.data[it->index]);
        break;
    case IT_PRAGMA:
        pr_pragma(b, m, &m->pragmas.data[it->index]);
        pr_putc(b, '\n');
        break;
    case IT_ALIAS: {
        const ir_alias *a = &m->aliases.data[it->index];
        pr_puts(b, ".alias ");
        pr_sym(b, m, a->alias);
        pr_puts(b, ", ");
        pr_sym(b, m, a->target);
        pr_puts(b, ";\n");
        break;
    }
    default:
        break;
    }
}

PTXVM_INTERNAL int ir_print(const ir_module *m, pv_heap *h, char **out,
                            size_t *len)
{
    pr_buf b;
    uint32_t i;
    memset(&b, 0, sizeof b);
    b.h = h;
    *out = NULL;
    *len = 0;
    pr_puts(&b, ".version ");
    pr_u64(&b, m->version_major);
    pr_putc(&b, '.');
    pr_u64(&b, m->version_minor);
    pr_putc(&b, '\n');
    if (m->ntargets) {
        pr_puts(&b, ".target ");
        for (i = 0; i < m->ntargets; i++) {
            if (i)
                pr_puts(&b, ", ");
            pr_sym(&b, m, m->syms.data[m->targets + i]);
        }
        pr_putc(&b, '\n');
    }
    pr_puts(&b, ".address_size ");
    pr_u64(&b, m->address_size);
    pr_puts(&b, "\n\n");
    for (i = 0; i < m->items.len && !b.err; i++)
        pr_item(&b, m, &m->items.data[i]);
    if (!b.err && pr_reserve(&b, 1))
        b.p[b.len] = 0;
    if (b.err) {
        if (b.p)
            pv_free(h, b.p, b.cap);
        return -1;
    }
    /* hand back exactly len + 1 bytes, as print.h promises */
    if (b.cap != b.len + 1) {
        char *np = (char *)pv_realloc(h, b.p, b.cap, b.len + 1);
        if (!np) {
            pv_free(h, b.p, b.cap);
            return -1;
        }
        b.p = np;
    }
    *out = b.p;
    *len = b.len;
    return 0;
}
