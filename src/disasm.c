/* The bytecode disassembler: one line per instruction, every field
   decoded by the op's format (disasm_ops.c): registers by their PTX
   names, constants by value, branch targets as instruction numbers,
   functions by name, and the PTX line each instruction came from; then
   what each op used means. Tests read it, and so do users chasing a
   miscompile (ptxvm_kernel_disassemble). */
#include "compile.h"
#include "disasm.h"
#include <stdio.h>
#include <stdarg.h>

static const char *const op_names[] = {
#define PV_OP_NAME(n) #n,
    PV_OPS(PV_OP_NAME)
    PV_OPS_INT(PV_OP_NAME)
    PV_OPS_FLOAT(PV_OP_NAME)
    PV_OPS_WARP(PV_OP_NAME)
    PV_OPS_ATOM(PV_OP_NAME)
    PV_OPS_BAR(PV_OP_NAME)
    PV_OPS_SURF(PV_OP_NAME)
    PV_OPS_MMA(PV_OP_NAME)
    PV_OPS_WMMA(PV_OP_NAME)
    PV_OPS_CLUSTER(PV_OP_NAME)
    PV_OPS_ASYNC(PV_OP_NAME)
    PV_OPS_TMA(PV_OP_NAME)
    PV_OPS_WGMMA(PV_OP_NAME)
#undef PV_OP_NAME
};

PTXVM_INTERNAL const char *pv_op_name(uint32_t op)
{
    return op < PV_COUNTOF(op_names) ? op_names[op] : "?";
}

typedef struct dis_buf {
    char  *p;
    size_t cap, len;
} dis_buf;

static void dis_put(dis_buf *b, const char *fmt, ...) PV_PRINTF(2, 3);

static void dis_put(dis_buf *b, const char *fmt, ...)
{
    va_list ap;
    int n;
    char tmp[256];
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (b->len < b->cap) {
        size_t room = b->cap - b->len;
        if ((size_t)n < sizeof tmp)
            memcpy(b->p + b->len, tmp, (size_t)n < room ? (size_t)n : room);
        else {
            /* longer than tmp (a long symbol name): format again straight
               into the room left, whose last byte becomes vsnprintf's NUL */
            va_start(ap, fmt);
            vsnprintf(b->p + b->len, room, fmt, ap);
            va_end(ap);
        }
    }
    b->len += (size_t)n;
}

typedef struct dis {
    dis_buf          b;
    const pv_code   *code;
    const ir_module *m;
    uint32_t         npred;     /* code->regnames[0 .. npred): predicates */
} dis;

/* The register variable holding slot off (a column byte offset, or a
   predicate slot when pred), printed as %r5 / %v.y; 0 if none names it
   exactly. Entries are sorted by slot within each kind. */
static int dis_reg_name(dis *D, uint32_t off, int pred)
{
    const pv_regname *r = D->code->regnames;
    uint32_t lo = pred ? 0 : D->npred, hi = pred ? D->npred : D->code->nregnames;
    uint32_t found = UINT32_MAX;
    while (lo < hi) {            /* the last entry whose slot <= off */
        uint32_t mid = lo + (hi - lo) / 2;
        if (r[mid].slot <= off) {
            found = mid;
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    if (found != UINT32_MAX) {
        const ir_var *v = &D->m->vars.data[r[found].var];
        uint32_t unit = pred ? 1 : r[found].width * PV_LANES;
        uint32_t vec = v->vec ? v->vec : 1, n = (v->count ? v->count : 1) * vec;
        uint32_t e = r[found].first + (off - r[found].slot) / unit;
        if ((off - r[found].slot) % unit == 0 && e < n) {
            const char *name = ir_name(D->m, v->name);
            if (v->count)
                dis_put(&D->b, "%s%u", name, e / vec);
            else
                dis_put(&D->b, "%s", name);
            if (v->vec)
                dis_put(&D->b, ".%c", e % vec < 4 ? "xyzw"[e % vec] : '?');
            return 1;
        }
    }
    return 0;
}

/* A constant column: its value. Constants are appended with rising slots. */
static int dis_const_value(dis *D, uint32_t off)
{
    const pv_const *c = D->code->consts;
    uint32_t lo = 0, hi = D->code->nconsts;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (c[mid].slot == off) {
            uint64_t v = c[mid].value;
            if (v < 65536)
                dis_put(&D->b, "#%llu", (unsigned long long)v);
            else
                dis_put(&D->b, "#0x%llx", (unsigned long long)v);
            return 1;
        }
        if (c[mid].slot < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

static void dis_column(dis *D, uint32_t off)
{
    if (off == PV_NO_REG)
        dis_put(&D->b, "_");
    else if (dis_reg_name(D, off, 0) || dis_const_value(D, off))
        return;
    else if (off == D->code->sp)
        dis_put(&D->b, "%%sp");
    else if (off == D->code->cctx)
        dis_put(&D->b, "%%cctx");
    else
        dis_put(&D->b, "rf+%u", off);
}

static void dis_pred(dis *D, uint32_t slot)
{
    if (slot == PV_NO_REG)
        dis_put(&D->b, "_");
    else if (!dis_reg_name(D, slot, 1))
        dis_put(&D->b, "p%u", slot);
}

static const char *const dis_space_names[] = {
    "generic", "reg", "sreg", "const", "global", "local", "param", "shared",
    "tex"
};
static const char *const dis_cmp_names[] = {
    "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu",
    "ltu", "leu", "gtu", "geu", "num", "nan"
};

static void dis_mem(dis *D, uint32_t aux, int with_space)
{
    uint32_t space = PV_MEM_SPACE(aux), vec = PV_MEM_VEC(aux);
    if (with_space)
        dis_put(&D->b, "%s.", space < PV_COUNTOF(dis_space_names) ? dis_space_names[space] : "?");
    dis_put(&D->b, "%c%u", (aux & PV_MEM_SIGNED) ? 's' : 'u', PV_MEM_SIZE(aux) * 8);
    if (vec > 1)
        dis_put(&D->b, ".v%u", vec);
    if (aux & PV_MEM_WIDE_DST)
        dis_put(&D->b, ".wide");
    if (aux & PV_MEM_ADDR32)
        dis_put(&D->b, ".addr32");
    if (aux & PV_MEM_PRELOAD)
        dis_put(&D->b, ".preload");
}

static void dis_field(dis *D, const pv_insn *I, char field, char role)
{
    uint64_t v = field == 'd' ? I->d : field == 'a' ? I->a : field == 'b' ? I->b :
                 field == 'c' ? I->c : field == 'x' ? I->x : I->aux;
    dis_put(&D->b, " %c=", field);
    switch (role) {
    case 'r':
        dis_column(D, (uint32_t)v);
        break;
    case 'B':
        if (v == PV_NO_REG)
            dis_put(&D->b, "_");
        else if (!dis_reg_name(D, (uint32_t)v, 0))
            dis_put(&D->b, "rf+%llu", (unsigned long long)v);
        break;
    case 'p':
        dis_pred(D, (uint32_t)v);
        break;
    case 'L':
        dis_put(&D->b, "->%llu", (unsigned long long)v);
        break;
    case 'F':
        if (v < D->code->nfuncs)
            dis_put(&D->b, "%s", ir_name(D->m, D->code->funcs[v].name));
        else
            dis_put(&D->b, "?%llu", (unsigned long long)v);
        break;
    case 'o':
        dis_put(&D->b, "+%llu", (unsigned long long)v);
        break;
    case 'm':
    case 'z':
        dis_mem(D, (uint32_t)v, role == 'm');
        break;
    case 'X':
        dis_put(&D->b, "%c", v < 4 ? "xyzw"[v] : '?');
        break;
    case 'c':
        dis_put(&D->b, "%s", v < PV_COUNTOF(dis_cmp_names) ? dis_cmp_names[v] : "?");
        break;
    case 's':
        if (v < PV_COUNTOF(dis_space_names))
            dis_put(&D->b, "%s", dis_space_names[v]);
        else
            dis_put(&D->b, "%llu", (unsigned long long)v);
        break;
    case 'h':
        dis_put(&D->b, "0x%llx", (unsigned long long)v);
        break;
    default:
        dis_put(&D->b, "%llu", (unsigned long long)v);
        break;
    }
}

/* Fields an op's format lists that this instance leaves unused, by its
   aux flags: not printed, so that no register is named that the
   instruction does not read. */
static int dis_field_unused(const pv_insn *I, char field)
{
    switch (I->op) {
    case PV_OP_TEX:
        return (field == 'x' && !(I->aux & PV_TEX_SAMPLER)) ||
               (field == 'c' && !(I->aux & PV_TEX_SPARSE));
    case PV_OP_ICMP:
        return field == 'c' && PV_IC_BOOL(I->aux) == 0;
    case PV_OP_FSETP32: case PV_OP_FSETP64: case PV_OP_FSET32: case PV_OP_FSET64:
        return field == 'c' && ((I->aux >> 9) & 3u) == 0;  /* no boolean op */
    default:
        return 0;
    }
}

static void dis_insn(dis *D, uint32_t i)
{
    const pv_insn *I = &D->code->insns[i];
    const pv_op_info *info = pv_op_info_of(I->op);
    dis_put(&D->b, "%5u: ", i);
    if (I->guard != PV_NO_GUARD) {
        dis_put(&D->b, "@%s", (I->guard & PV_GUARD_NEG) ? "!" : "");
        dis_pred(D, I->guard & 0x7fffu);
        dis_put(&D->b, " ");
    }
    dis_put(&D->b, "%-14s", pv_op_name(I->op));
    if (info) {
        const char *f;
        for (f = info->fmt; f[0] && f[1] == ':' && f[2]; f += f[3] ? 4 : 3)
            if (!dis_field_unused(I, f[0]))
                dis_field(D, I, f[0], f[2]);
    } else {
        dis_put(&D->b, " d=%u a=%u b=%u c=%u x=0x%llx aux=%u", I->d, I->a,
                I->b, I->c, (unsigned long long)I->x, I->aux);
    }
    if (I->src && I->src < D->m->insts.len)
        dis_put(&D->b, "   // line %u", D->m->insts.data[I->src].line);
    dis_put(&D->b, "\n");
}

ptxvm_result ptxvm_kernel_disassemble(const ptxvm_kernel *k, char *buf,
                                      size_t cap, size_t *len)
{
    dis D;
    uint32_t i;
    uint8_t used[PV_OP_COUNT];
    if (!k)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!len || (!buf && cap))
        return pv_error(k->module->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_kernel_disassemble: %s must not be NULL",
                        len ? "buf (with cap > 0)" : "len");
    D.code = k->code;
    D.m = k->module->ir;
    D.b.p = buf;
    D.b.cap = cap ? cap - 1 : 0;
    D.b.len = 0;
    for (D.npred = 0; D.npred < D.code->nregnames &&
                      D.code->regnames[D.npred].width == 0; D.npred++)
        ;
    dis_put(&D.b, "// %s: %u instructions, %u bytes of registers per warp, %u "
            "predicates, %u constants, .local %u, .shared %u, .param %u\n",
            ir_name(D.m, D.m->funcs.data[k->func].name), D.code->ninsns,
            D.code->rf_bytes, D.code->npreds, D.code->nconsts,
            D.code->local_bytes, D.code->shared_bytes, D.code->param_bytes);
    memset(used, 0, sizeof used);
    for (i = 0; i < D.code->ninsns; i++) {
        dis_insn(&D, i);
        if (D.code->insns[i].op < PV_OP_COUNT)
            used[D.code->insns[i].op] = 1;
    }
    /* the legend: what each op used does, in op order */
    for (i = 0; i < PV_OP_COUNT; i++) {
        const pv_op_info *info = pv_op_info_of(i);
        if (used[i] && info)
            dis_put(&D.b, "// %-14s %s\n", pv_op_name(i), info->doc);
    }
    if (cap)
        buf[D.b.len < cap ? D.b.len : cap - 1] = 0;
    *len = D.b.len;
    return pv_ok(k->module->vm);
}
