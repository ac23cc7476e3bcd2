/* The disassembler: every bytecode op has a format and a meaning, and on
   real kernels (examples/, tests/exec/ptx/) every register the listing
   names appears on the PTX line it cites, branch targets are
   instructions, and constants and access descriptors read back. */
#include "disasm.h"
#include "../testlib.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every op 0 .. PV_OP_COUNT-1: a name, a meaning, and a well-formed
   format ("f:r" words, f a field, r a known role). */
static void every_op_has_a_format(pv_test *t)
{
    uint32_t op, nfields = 0;
    if (!test_begin(t, "disasm: every op has a format"))
        return;
    for (op = 0; op < PV_OP_COUNT; op++) {
        const pv_op_info *info = pv_op_info_of(op);
        const char *f;
        T_CHECK(t, strcmp(pv_op_name(op), "?") != 0, "op %u has no name", op);
        T_CHECK(t, info != NULL, "op %u (%s) has no format", op, pv_op_name(op));
        if (!info)
            continue;
        T_CHECK(t, info->doc && strlen(info->doc) > 3, "%s: no meaning", pv_op_name(op));
        for (f = info->fmt; *f; f += f[3] ? 4 : 3) {
            int ok = strchr("dabcxk", f[0]) && f[1] == ':' && f[2] &&
                     strchr("rBpihLFomcszX", f[2]) && (f[3] == ' ' || !f[3]);
            T_CHECK(t, ok, "%s: bad format '%s'", pv_op_name(op), info->fmt);
            if (!ok)
                break;
            nfields++;
        }
    }
    T_CHECK(t, pv_op_info_of(PV_OP_COUNT) == NULL, "an op past the last");
    T_CHECK(t, strcmp(pv_op_name(PV_OP_COUNT), "?") == 0, "a name past the last");
    T_CHECK(t, nfields > 2 * PV_OP_COUNT, "only %u fields described", nfields);
    test_end(t);
}

static char *disassemble(pv_test *t, const char *path, uint32_t flags,
                         const char *kernel_name, char **src_out)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    size_t n, len = 0;
    char *text = test_read_file(path, &n), *dis = NULL;
    *src_out = text;
    if (!text) {
        T_CHECK(t, 0, "cannot read %s", path);
        return NULL;
    }
    test_config(&cfg, &a);
    cfg.flags |= flags;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, text, n, path, &m) == PTXVM_OK &&
        ptxvm_module_get_kernel(m, kernel_name ? kernel_name :
                                ptxvm_module_kernel_name(m, 0), &k) == PTXVM_OK &&
        ptxvm_kernel_disassemble(k, NULL, 0, &len) == PTXVM_OK) {
        dis = (char *)malloc(len + 1);
        if (ptxvm_kernel_disassemble(k, dis, len + 1, &len) != PTXVM_OK) {
            free(dis);
            dis = NULL;
        }
    }
    if (!dis && strstr(ptxvm_error_message(vm), "neither defined") == NULL)
        T_CHECK(t, 0, "%s: %s", path, ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%s: %ld bytes live", path, a.live);
    return dis;
}

/* Line n (1-based) of text, into buf, and the lines after it up to the
   ';' that ends a statement begun there (a call over several lines). */
static void source_line(const char *text, unsigned n, char *buf, size_t size)
{
    const char *p = text, *e;
    size_t len;
    while (--n && p) {
        p = strchr(p, '\n');
        if (p)
            p++;
    }
    buf[0] = 0;
    if (!p)
        return;
    {
        const char *nl = strchr(p, '\n'), *semi = strchr(p, ';');
        e = semi && nl && semi > nl ? semi : nl;
    }
    len = e ? (size_t)(e - p) : strlen(p);
    if (len >= size)
        len = size - 1;
    memcpy(buf, p, len);
    buf[len] = 0;
}

static int reg_char(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == '$';
}

/* Whether the register name occurs in line as a whole name. */
static int names(const char *line, const char *reg, size_t n)
{
    const char *p;
    for (p = line; (p = strstr(p, reg)); p++)
        if (!reg_char(p[n]))
            return 1;
    return 0;
}

typedef struct dis_count {
    unsigned regs, lines, branches, files;
} dis_count;

/* Check one listing against its source; counts into *c. */
static void check_listing(pv_test *t, const char *path, const char *dis,
                          const char *src, dis_count *c)
{
    const char *p = dis, *nl;
    unsigned ninsns = 0;
    const char *h = strstr(dis, ": ");
    if (h)
        sscanf(h, ": %u instructions", &ninsns);
    T_CHECK(t, ninsns > 0, "%s: header: %.100s", path, dis);
    c->files++;
    for (; *p; p = nl + 1) {
        char line[1024], srcl[1024], *cmt;
        unsigned pc, lno;
        nl = strchr(p, '\n');
        if (!nl)
            break;
        if ((size_t)(nl - p) >= sizeof line)
            continue;
        memcpy(line, p, (size_t)(nl - p));
        line[nl - p] = 0;
        if (sscanf(line, "%u:", &pc) != 1)
            continue;
        T_CHECK(t, pc < ninsns, "%s: instruction %u of %u", path, pc, ninsns);
        {
            const char *b = strstr(line, "x=->");
            if (b) {
                unsigned to = (unsigned)strtoul(b + 4, NULL, 10);
                T_CHECK(t, to < ninsns, "%s: branch to %u of %u", path, to, ninsns);
                c->branches++;
            }
        }
        cmt = strstr(line, "   // line ");
        if (!cmt)
            continue;
        lno = (unsigned)strtoul(cmt + 11, NULL, 10);
        *cmt = 0;
        source_line(src, lno, srcl, sizeof srcl);
        T_CHECK(t, srcl[0] != 0, "%s: line %u is past the end", path, lno);
        c->lines++;
        {
            char *r = strchr(line, '%');
            for (; r; r = strchr(r + 1, '%')) {
                char reg[128];
                size_t n = 1;
                while (reg_char(r[n]) && n < sizeof reg - 1)
                    n++;
                memcpy(reg, r, n);
                reg[n] = 0;
                if (strcmp(reg, "%sp") == 0 || strcmp(reg, "%cctx") == 0)
                    continue;
                c->regs++;
                T_CHECK(t, names(srcl, reg, n), "%s:%u: '%s' not on the PTX "
                        "line '%s': %s", path, lno, reg, srcl, line);
                if (t->case_failed)
                    return;
            }
        }
    }
}

/* Every kernel of the module at path, compiled without fusion, checked
   against the source. */
static void check_module(pv_test *t, const char *path, dis_count *c)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    size_t n;
    char *text = test_read_file(path, &n);
    uint32_t i;
    if (!text) {
        T_CHECK(t, 0, "cannot read %s", path);
        return;
    }
    test_config(&cfg, &a);
    cfg.flags |= PTXVM_FLAG_NO_FUSION;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, text, n, path, &m) != PTXVM_OK)
        T_CHECK(t, 0, "%s: %s", path, ptxvm_error_message(vm));
    for (i = 0; m && i < ptxvm_module_kernel_count(m) && !t->case_failed; i++) {
        ptxvm_kernel *k;
        size_t len = 0;
        char *dis;
        if (ptxvm_module_get_kernel(m, ptxvm_module_kernel_name(m, i), &k) != PTXVM_OK) {
            /* a host function nothing registered: not this test's business */
            T_CHECK(t, strstr(ptxvm_error_message(vm), "neither defined") != NULL,
                    "%s: %s", path, ptxvm_error_message(vm));
            continue;
        }
        ptxvm_kernel_disassemble(k, NULL, 0, &len);
        dis = (char *)malloc(len + 1);
        T_CHECK(t, dis && ptxvm_kernel_disassemble(k, dis, len + 1, &len) == PTXVM_OK &&
                   strlen(dis) == len, "%s: disassembly", path);
        if (dis)
            check_listing(t, path, dis, text, c);
        free(dis);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%s: %ld bytes live", path, a.live);
    free(text);
}

/* Without fusion every instruction comes from one PTX line, so each
   register it names is written on that line. */
static void real_kernels(pv_test *t)
{
    static const char *const dirs[] = { "examples", "tests/exec/ptx" };
    dis_count c;
    size_t d;
    if (!test_begin(t, "disasm: registers and lines of real kernels"))
        return;
    memset(&c, 0, sizeof c);
    for (d = 0; d < PV_COUNTOF(dirs); d++) {
        int n, i;
        char **files = test_list_dir(dirs[d], ".ptx", &n);
        for (i = 0; files && i < n && !t->case_failed; i++)
            check_module(t, files[i], &c);
        test_free_list(files, n);
    }
    T_CHECK(t, c.files > 300 && c.regs > 100000 && c.lines > 50000 && c.branches > 1000,
            "too little checked: %u files, %u registers, %u lines, %u branches",
            c.files, c.regs, c.lines, c.branches);
    if (t->verbose)
        printf("disasm: %u kernels, %u instruction lines, %u register names, "
               "%u branches checked\n", c.files, c.lines, c.regs, c.branches);
    test_end(t);
}

/* saxpy, field by field: parameters by offset, special registers by
   component, constants by value, accesses by space and size, the guard
   and the branch by name and target, and the legend. */
static void saxpy_fields(pv_test *t)
{
    static const char *const want[] = {
        "LD_PARAM       d=%r2 x=+0 k=u32   // line 28",
        "LD_PARAM       d=%rd2 x=+16 k=u64.wide   // line 31",
        "SREG_CTAID     d=%r3 k=x x=0   // line 32",
        "MAD_LO_I32     d=%r1 a=%r3 b=%r4 c=%r5   // line 35",
        "SETP_I32       d=%p1 a=%r1 b=%r2 k=ge   // line 36",
        "@%p1 BRA            x=->",
        "MUL_WIDE_S32   d=%rd5 a=%r1 b=#4   // line 41",
        "LD             d=%f2 a=%rd6 x=+0 c=128 k=global.u32   // line 43",
        "FMA_F32        d=%f4 a=%f2 b=%f1 c=%f3   // line 46",
        "ST             d=%f4 a=%rd7 x=+0 c=128 k=global.u32   // line 47",
        "// FMA_F32        d = a * b + c fused, f32 round to nearest\n",
    };
    char *src = NULL, *dis;
    size_t i;
    if (!test_begin(t, "disasm: saxpy's fields"))
        return;
    dis = disassemble(t, "examples/saxpy.ptx", PTXVM_FLAG_NO_FUSION, "saxpy", &src);
    for (i = 0; dis && i < PV_COUNTOF(want); i++)
        T_CHECK(t, strstr(dis, want[i]) != NULL, "no '%s' in:\n%s", want[i], dis);
    if (dis) {
        /* the branch goes to the JOIN at the end label */
        const char *b = strstr(dis, "x=->");
        char at[32];
        snprintf(at, sizeof at, "\n%5u: JOIN", b ? (unsigned)strtoul(b + 4, NULL, 10) : 0u);
        T_CHECK(t, b && strstr(dis, at), "branch target: %s", dis);
        /* nothing is left undecoded */
        T_CHECK(t, strstr(dis, "aux=") == NULL && strstr(dis, "rf+") == NULL,
                "raw fields:\n%s", dis);
    }
    free(dis);
    free(src);
    test_end(t);
}

void unit_disasm(pv_test *t)
{
    every_op_has_a_format(t);
    real_kernels(t);
    saxpy_fields(t);
}
