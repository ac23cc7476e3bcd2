/* Compiling a kernel on request, and the list of what it cannot run: a
   kernel that reaches instructions this version does not implement is
   refused with PTXVM_E_UNSUPPORTED naming each distinct one (its text
   and first source position), so that a user sees the whole gap at
   once. Unknown opcodes are found by walking the functions the kernel
   can reach (up to UNSUP_MAX of them); forms the compiler refuses are
   found by compiling again with the refused instructions skipped, up to
   UNSUP_RETRIES more compiles, so a refusal costs at most that many
   times a compile. */
#include "vm.h"
#include "sema.h"
#include "isa.h"
#include "compile_int.h"
#include <stdio.h>
#include <string.h>

/* The compiler's refusal of one instruction (compile_int.h). */
PTXVM_INTERNAL void cc_unsupported(cc *C, const ir_inst *in, const char *why)
{
    char op[200];
    size_t n = (size_t)snprintf(op, sizeof op, "%s", ir_name(C->m, in->opcode));
    uint32_t j;
    for (j = 0; j < in->nmods && n < sizeof op; j++)
        n += (size_t)snprintf(op + n, sizeof op - n, "%s",
                              ir_name(C->m, ir_mods(C->m, in)[j]));
    C->bad_inst = (uint32_t)(in - C->m->insts.data);
    pv_fail(C->d, PTXVM_E_UNSUPPORTED, in->line, in->col,
            "instruction '%s' is not supported by this version of ptxvm%s%s",
            op, why ? ": " : "", why ? why : "");
}

enum { UNSUP_MAX = 64, UNSUP_RETRIES = 16 };

typedef struct unsup_list {
    uint32_t inst[UNSUP_MAX];   /* first instruction of each distinct text */
    uint32_t n;
    uint32_t more;              /* distinct ones past UNSUP_MAX            */
    int      open;              /* the compiles stopped early: maybe more  */
} unsup_list;

/* "tex.1d.v4.f32.s32": the opcode and its modifiers. */
static void inst_text(const ir_module *ir, const ir_inst *in, char *op,
                      size_t size)
{
    size_t n = (size_t)snprintf(op, size, "%s", ir_name(ir, in->opcode));
    uint32_t j;
    for (j = 0; j < in->nmods && n < size; j++)
        n += (size_t)snprintf(op + n, size - n, "%s",
                              ir_name(ir, ir_mods(ir, in)[j]));
}

/* A function's name for a message: long (mangled) names keep their
   first 40 and last 16 characters, so that the list of instructions after
   it still fits. */
static const char *short_name(const char *s, char *buf, size_t size)
{
    size_t n = strlen(s);
    if (n <= 64 || size < 64)
        return s;
    snprintf(buf, size, "%.40s...%s", s, s + n - 16);
    return buf;
}

static int same_text(const ir_module *ir, uint32_t a, uint32_t b)
{
    const ir_inst *x = &ir->insts.data[a], *y = &ir->insts.data[b];
    uint32_t j;
    if (x->opcode != y->opcode || x->nmods != y->nmods)
        return 0;
    for (j = 0; j < x->nmods; j++)
        if (ir_mods(ir, x)[j] != ir_mods(ir, y)[j])
            return 0;
    return 1;
}

static void unsup_add(const ir_module *ir, unsup_list *L, uint32_t ii)
{
    uint32_t i;
    for (i = 0; i < L->n; i++)
        if (same_text(ir, L->inst[i], ii))
            return;
    if (L->n < UNSUP_MAX)
        L->inst[L->n++] = ii;
    else
        L->more++;
}

/* Mark in seen[] the functions the kernel can reach (direct calls,
   call-target lists, and, for indirect calls without a list, every
   function whose address is taken); return the first unknown
   instruction in that walk's order, 0 if none, its function in *where. */
static uint32_t reach(const ir_module *ir, uint32_t root, uint32_t *stack,
                      uint8_t *seen, uint32_t *where)
{
    uint32_t top = 0, i, first = 0;
    int any_indirect = 0;
    stack[top++] = root;
    seen[root] = 1;
    while (top) {
        uint32_t fi = stack[--top];
        const ir_func *f = &ir->funcs.data[fi];
        if (f->unknown_inst && !first) {
            *where = fi;
            first = f->unknown_inst;
        }
        if (f->indirect && !any_indirect) {
            any_indirect = 1;
            for (i = 1; i < ir->funcs.len; i++)
                if ((ir->funcs.data[i].flags & FF_ADDRESS_TAKEN) && !seen[i]) {
                    seen[i] = 1;
                    stack[top++] = i;
                }
        }
        for (i = 0; i < f->ncallees; i++) {
            uint32_t c = ir->syms.data[f->callees + i];
            if (!seen[c]) {
                seen[c] = 1;
                stack[top++] = c;
            }
        }
    }
    return first;
}

/* Every unknown instruction of the reached functions, into L and skip. */
static void collect_unknown(const ir_module *ir, const uint8_t *seen,
                            unsup_list *L, uint8_t *skip)
{
    uint32_t fi, i;
    for (fi = 1; fi < ir->funcs.len; fi++) {
        const ir_func *f = &ir->funcs.data[fi];
        if (!seen[fi] || !f->unknown_inst)
            continue;
        for (i = 0; i < f->nstmts; i++) {
            const ir_stmt *st = &ir->stmts.data[f->stmts + i];
            if (st->kind == ST_INST &&
                (ir->insts.data[st->index].flags & IF_DEFERRED)) {
                unsup_add(ir, L, st->index);
                skip[st->index] = 1;
            }
        }
    }
}

/* The message: the first instruction as `first` says it, then, when
   there are more, every distinct one with its position. */
static ptxvm_result unsup_error(ptxvm_module *m, const unsup_list *L,
                                const char *first)
{
    const ir_module *ir = m->ir;
    char buf[PV_ERRMSG_SIZE];
    size_t n = (size_t)snprintf(buf, sizeof buf, "%s", first);
    uint32_t i;
    if (L->n + L->more > 1 && n < sizeof buf) {
        n += (size_t)snprintf(buf + n, sizeof buf - n, "; %lu%s unsupported "
                              "instructions in all:",
                              (unsigned long)(L->n + L->more),
                              L->more || L->open ? " or more" : "");
        for (i = 0; i < L->n && n < sizeof buf; i++) {
            const ir_inst *in = &ir->insts.data[L->inst[i]];
            char op[160];
            inst_text(ir, in, op, sizeof op);
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s '%s' at %lu:%lu",
                                  i ? "," : "", op, (unsigned long)in->line,
                                  (unsigned long)in->col);
        }
    }
    if (n >= sizeof buf)        /* cut short: say so */
        memcpy(buf + sizeof buf - 5, " ...", 5);
    return pv_error(m->vm, PTXVM_E_UNSUPPORTED, "%s", buf);
}

PTXVM_INTERNAL ptxvm_result pv_kernel_compile(ptxvm_module *m, ptxvm_kernel *k)
{
    pv_heap *h = &m->vm->heap;
    const ir_module *ir = m->ir;
    uint32_t nf = ir->funcs.len, ni = ir->insts.len, first, where = 0, round;
    uint32_t *stack = (uint32_t *)pv_realloc(h, NULL, 0, (size_t)nf * sizeof *stack);
    uint8_t *seen = (uint8_t *)pv_realloc(h, NULL, 0, nf);
    uint8_t *skip = (uint8_t *)pv_realloc(h, NULL, 0, ni ? ni : 1);
    unsup_list L;
    char msg[PV_ERRMSG_SIZE], head[PV_ERRMSG_SIZE];
    ptxvm_result r = PTXVM_OK;
    head[0] = 0;
    L.n = L.more = 0;
    L.open = 0;
    if (!stack || !seen || !skip) {
        r = pv_error(m->vm, PTXVM_E_NO_MEMORY, "out of memory");
        goto out;
    }
    memset(seen, 0, nf);
    memset(skip, 0, ni ? ni : 1);
    first = reach(ir, k->func, stack, seen, &where);
    if (first) {
        const ir_inst *in = &ir->insts.data[first];
        char op[256], fn[64];
        inst_text(ir, in, op, sizeof op);
        snprintf(head, sizeof head, "%s:%lu:%lu: error: instruction '%s' "
                 "(in %s) is not supported by this version of ptxvm",
                 ir_name(ir, ir->source), (unsigned long)in->line,
                 (unsigned long)in->col, op,
                 short_name(ir_name(ir, ir->funcs.data[where].name), fn, sizeof fn));
        unsup_add(ir, &L, first);
        collect_unknown(ir, seen, &L, skip);
    }
    for (round = 0;; round++) {
        uint32_t bad = 0;
        r = pv_compile_kernel(k, m->vm->isa, msg, sizeof msg, skip, &bad);
        if (r != PTXVM_E_UNSUPPORTED || !bad || bad >= ni || skip[bad])
            break;
        if (!head[0])
            snprintf(head, sizeof head, "%s", msg);
        unsup_add(ir, &L, bad);
        skip[bad] = 1;
        if (round == UNSUP_RETRIES) {   /* there may be more: say so */
            L.open = 1;
            break;
        }
    }
    if (L.n) {
        if (k->code) {          /* compiled around what it cannot run */
            pv_code_free(h, k->code);
            k->code = NULL;
        }
        if (r != PTXVM_E_NO_MEMORY)
            r = unsup_error(m, &L, head);
        else
            r = pv_error(m->vm, r, "%s", msg);
    } else if (r != PTXVM_OK) {
        r = pv_error(m->vm, r, "%s", msg);
    }
out:
    if (stack)
        pv_free(h, stack, (size_t)nf * sizeof *stack);
    if (seen)
        pv_free(h, seen, nf);
    if (skip)
        pv_free(h, skip, ni ? ni : 1);
    return r;
}
