/* The bytecode disassembler: one line per instruction, with the PTX line
   it came from. Tests read it, and so do users chasing a miscompile
   (ptxvm_kernel_disassemble). */
#include "compile.h"
#include <stdio.h>

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

typedef struct dis_buf {
    char  *p;
    size_t cap, len;
} dis_buf;

static void dis_put(dis_buf *b, const char *fmt, ...) PV_PRINTF(2, 3);

#include <stdarg.h>
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

ptxvm_result ptxvm_kernel_disassemble(const ptxvm_kernel *k, char *buf,
                                      size_t cap, size_t *len)
{
    const pv_code *code;
    const ir_module *m;
    dis_buf b;
    uint32_t i;
    if (!k || !len || (!buf && cap))
        return PTXVM_E_INVALID_ARGUMENT;
    code = k->code;
    m = k->module->ir;
    b.p = buf;
    b.cap = cap ? cap - 1 : 0;
    b.len = 0;
    dis_put(&b, "// %s: %u instructions, %u bytes of registers per warp, %u "
            "predicates, %u constants, .local %u, .shared %u, .param %u\n",
            ir_name(m, m->funcs.data[k->func].name), code->ninsns,
            code->rf_bytes, code->npreds, code->nconsts, code->local_bytes,
            code->shared_bytes, code->param_bytes);
    for (i = 0; i < code->ninsns; i++) {
        const pv_insn *I = &code->insns[i];
        const char *name = I->op < PV_COUNTOF(op_names) ? op_names[I->op] : "?";
        dis_put(&b, "%5u: ", i);
        if (I->guard != PV_NO_GUARD)
            dis_put(&b, "@%sp%u ", (I->guard & PV_GUARD_NEG) ? "!" : "",
                    (unsigned)(I->guard & 0x7fffu));
        dis_put(&b, "%-14s d=%u a=%u b=%u c=%u x=0x%llx aux=%u", name, I->d,
                I->a, I->b, I->c, (unsigned long long)I->x, I->aux);
        if (I->src && I->src < m->insts.len)
            dis_put(&b, "   // line %u", m->insts.data[I->src].line);
        dis_put(&b, "\n");
    }
    if (cap)
        buf[b.len < cap ? b.len : cap - 1] = 0;
    *len = b.len;
    return PTXVM_OK;
}
