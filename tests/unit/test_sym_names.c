/* Names that are also keywords. The string table keeps the keywords in
   one table per process and a module's own names apart, and the checker
   binds names in tables that start at the least symbol the module
   declares: a module that names a variable `add`, a function `min`, a
   register `sin` or a label `max` must still bind and run them, and a
   keyword that names nothing must still be reported as undeclared, with
   its position. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <string.h>

static const char sn_run_ptx[] =
    ".version 7.0\n.target sm_80\n.address_size 64\n"
    ".global .u32 add = 7;\n"
    ".global .u64 ptr = add;\n"
    ".func (.reg .b32 r) min(.reg .b32 a)\n{\n  add.u32 r, a, 30;\n  ret;\n}\n"
    ".visible .entry k(.param .u64 p)\n{\n"
    "  .reg .b32 %r<4>;\n  .reg .b64 %rd<3>;\n  .reg .b32 sin;\n"
    "  .reg .pred ne;\n"
    "  ld.param.u64 %rd1, [p];\n"
    "  mov.u32 %r1, %tid.x;\n"
    "  ld.global.u64 %rd2, [ptr];\n"
    "  ld.global.u32 sin, [%rd2];\n"
    "  setp.ne.u32 ne, %r1, 0;\n"
    "  @ne bra max;\n"
    "  call (%r2), min, (%r1);\n"
    "  add.u32 %r1, %r2, sin;\n"
    "max:\n"
    "  st.global.u32 [%rd1], %r1;\n"
    "  ret;\n}\n";

static void sn_run(pv_test *t)
{
    ob_vm r;
    ptxvm_addr out;
    uint32_t got = 0;
    void *args[1];
    if (!test_begin(t, "sym_names: keyword-named variable, function, register, label run"))
        return;
    if (ob_open(t, &r, sn_run_ptx, sizeof sn_run_ptx - 1, "sn.ptx", "k", 0, "sn")) {
        out = ob_out(&r, 4);
        args[0] = &out;
        T_CHECK(t, ob_launch(&r, 1, 1, 1, 0, args) == PTXVM_OK, "launch: %s",
                ptxvm_error_message(r.vm));
        ptxvm_memcpy_dtoh(r.vm, &got, out, 4);
        /* min(0) = 30, plus the 7 read through ptr = &add */
        T_CHECK(t, got == 37, "result %u, expected 37", got);
        ob_close(t, &r, "sn");
    }
    test_end(t);
}

/* A module whose declared names all come after the keywords, referring
   to keywords that name nothing: each is an error at its position. */
typedef struct sn_bad {
    const char *what, *ptx, *message;
} sn_bad;

#define SN_HEAD ".version 7.0\n.target sm_80\n.address_size 64\n"
static const sn_bad sn_bads[] = {
    {"a branch to an undeclared keyword",
     SN_HEAD ".visible .entry k()\n{\n  .reg .b32 %r<2>;\n  bra min;\n  ret;\n}\n",
     "7:7: error: 'min' is not declared"},
    {"an operand that is an undeclared keyword",
     SN_HEAD ".visible .entry k()\n{\n  .reg .b32 %r<2>;\n  mov.u32 %r1, sin;\n  ret;\n}\n",
     "7:16: error: 'sin' is not declared"},
    {"an initialiser naming an undeclared keyword",
     SN_HEAD ".global .u64 p = add;\n",
     "'add' in the initialiser is not a declared variable or function"},
    {"an alias of an undeclared keyword",
     SN_HEAD ".func f();\n.alias f, max;\n",
     "alias target 'max' is not a function"},
};

static void sn_errors(pv_test *t)
{
    size_t i;
    for (i = 0; i < sizeof sn_bads / sizeof sn_bads[0]; i++) {
        ptxvm_vm *vm;
        ptxvm_module *m = NULL;
        ptxvm_result r;
        if (!test_begin(t, "sym_names: %s", sn_bads[i].what))
            continue;
        if (ptxvm_create(NULL, &vm) != PTXVM_OK) {
            T_CHECK(t, 0, "create");
            test_end(t);
            continue;
        }
        r = ptxvm_module_load(vm, sn_bads[i].ptx, strlen(sn_bads[i].ptx), "bad.ptx", &m);
        T_CHECK(t, r != PTXVM_OK, "loaded");
        T_CHECK(t, strstr(ptxvm_error_message(vm), sn_bads[i].message) != NULL,
                "message '%s', expected '%s'", ptxvm_error_message(vm),
                sn_bads[i].message);
        if (r == PTXVM_OK)
            ptxvm_module_unload(m);
        ptxvm_destroy(vm);
        test_end(t);
    }
}

void unit_sym_names(pv_test *t)
{
    sn_run(t);
    sn_errors(t);
}
