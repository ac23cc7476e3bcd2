/* ptxvm_kernel_get_usage and ptxvm_kernel_param_name: the PTX registers
   a body declares (parameterised names, nested blocks, predicates
   apart), the module's .const and .global bytes with their alignment,
   the compiled figures, a caller's smaller struct getting its prefix,
   and the misuse answers. */
#include "../testlib.h"
#include <stddef.h>
#include <string.h>

static const char *ptx_usage =
    ".version 8.0\n"
    ".target sm_80\n"
    ".address_size 64\n"
    ".const .align 4 .b32 c1[3];\n"             /* 12 bytes              */
    ".const .align 8 .b64 c2;\n"                /* at 16: 24 in all      */
    ".global .align 1 .b8 g1[5];\n"
    ".global .align 4 .u32 g2;\n"               /* at 8: 12 in all       */
    ".visible .entry k(.param .u64 out, .param .u32 n, .param .align 16 .b8 blob[20])\n"
    "{\n"
    "    .reg .pred %p<3>;\n"
    "    .reg .b32 %r<10>;\n"
    "    .reg .f64 %fd1;\n"
    "    {\n"
    "        .reg .b64 %rd<4>;\n"
    "        ld.param.u64 %rd1, [out];\n"
    "        ld.param.u32 %r1, [n];\n"
    "        st.global.u32 [%rd1], %r1;\n"
    "    }\n"
    "    ret;\n"
    "}\n";

static void usage_figures(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_usage u;
    ptxvm_result r;
    if (!test_begin(t, "kernel_usage: registers, module bytes, compiled figures"))
        return;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    r = ptxvm_module_load(vm, ptx_usage, strlen(ptx_usage), "usage.ptx", &m);
    T_CHECK(t, r == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, "k", &k);
    T_CHECK(t, r == PTXVM_OK, "get_kernel: %s", ptxvm_error_message(vm));
    if (k) {
        memset(&u, 0xff, sizeof u);
        u.struct_size = sizeof u;
        r = ptxvm_kernel_get_usage(k, &u);
        T_CHECK(t, r == PTXVM_OK, "usage: %s", ptxvm_result_name(r));
        T_CHECK(t, u.struct_size == sizeof u, "struct_size %zu", u.struct_size);
        /* %r<10>, %fd1, %rd<4> in the nested block */
        T_CHECK(t, u.ptx_registers == 15, "registers %u", u.ptx_registers);
        T_CHECK(t, u.ptx_predicates == 3, "predicates %u", u.ptx_predicates);
        T_CHECK(t, u.const_bytes == 24, "const %llu", (unsigned long long)u.const_bytes);
        T_CHECK(t, u.global_bytes == 12, "global %llu", (unsigned long long)u.global_bytes);
        /* out at 0, n at 8, blob aligned to 16: 16 + 20 */
        T_CHECK(t, u.param_bytes == 36, "param bytes %u", u.param_bytes);
        T_CHECK(t, u.bytecode_instructions >= 3 && u.bytecode_instructions < 64,
                "instructions %u", u.bytecode_instructions);
        T_CHECK(t, u.register_bytes >= 12 && u.register_bytes % 4 == 0,
                "register bytes %u", u.register_bytes);
        T_CHECK(t, u.uses_stack == 0, "stack %u", u.uses_stack);
        T_CHECK(t, strcmp(ptxvm_kernel_param_name(k, 0), "out") == 0 &&
                   strcmp(ptxvm_kernel_param_name(k, 2), "blob") == 0,
                "param names");
        T_CHECK(t, ptxvm_kernel_param_name(k, 3) == NULL, "param 3 exists");
        /* an older caller's struct: only its prefix is written */
        {
            unsigned char buf[sizeof u + 8];
            ptxvm_kernel_usage *small = (ptxvm_kernel_usage *)(void *)buf;
            size_t cut = offsetof(ptxvm_kernel_usage, ptx_predicates);
            memset(buf, 0xab, sizeof buf);
            small->struct_size = cut;
            r = ptxvm_kernel_get_usage(k, small);
            T_CHECK(t, r == PTXVM_OK && small->struct_size == cut &&
                       small->ptx_registers == 15 && buf[cut] == 0xab,
                    "prefix: %s, size %zu", ptxvm_result_name(r), small->struct_size);
        }
        u.struct_size = 1;
        T_CHECK(t, ptxvm_kernel_get_usage(k, &u) == PTXVM_E_INVALID_ARGUMENT,
                "struct_size 1 accepted");
        T_CHECK(t, ptxvm_kernel_get_usage(k, NULL) == PTXVM_E_INVALID_ARGUMENT,
                "NULL out accepted");
    }
    u.struct_size = sizeof u;
    T_CHECK(t, ptxvm_kernel_get_usage(NULL, &u) == PTXVM_E_INVALID_ARGUMENT,
            "NULL kernel accepted");
    T_CHECK(t, ptxvm_kernel_param_name(NULL, 0) == NULL, "NULL kernel's name");
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    test_end(t);
}

void unit_kernel_usage(pv_test *t)
{
    usage_figures(t);
}
