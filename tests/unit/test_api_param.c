/* ptxvm_kernel_param_name / ptxvm_kernel_param_type: every kind of
   kernel parameter a binding has to pack (integers, floats, predicates'
   neighbours, .ptr pointers, byte arrays, opaque references), and the
   out-of-range and NULL answers. */
#include "../testlib.h"
#include <string.h>

static const char param_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry k(.param .u64 .ptr.global .align 16 out,\n"
    "    .param .s32 n, .param .f32 alpha, .param .f64 beta,\n"
    "    .param .b16 h, .param .u8 flag, .param .align 8 .b8 blob[24],\n"
    "    .param .texref tex)\n"
    "{\n    ret;\n}\n"
    ".visible .entry none()\n{\n    ret;\n}\n";

void unit_api_param(pv_test *t)
{
    static const char *const names[] = {"out", "n", "alpha", "beta", "h",
                                        "flag", "blob", "tex"};
    static const char *const types[] = {"u64", "s32", "f32", "f64", "b16",
                                        "u8", "b8", "texref"};
    static const uint32_t sizes[] = {8, 4, 4, 8, 2, 1, 24, 8};
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL, *k0 = NULL;
    ptxvm_kernel_info info;
    uint32_t i;
    if (!test_begin(t, "api_param: names and types of every parameter"))
        return;
    T_CHECK(t, ptxvm_create(NULL, &vm) == PTXVM_OK, "create");
    T_CHECK(t, ptxvm_module_load(vm, param_ptx, sizeof param_ptx - 1, "p.ptx",
                                 &m) == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
    if (m && ptxvm_module_get_kernel(m, "k", &k) == PTXVM_OK &&
        ptxvm_module_get_kernel(m, "none", &k0) == PTXVM_OK &&
        ptxvm_kernel_get_info(k, &info) == PTXVM_OK) {
        T_CHECK(t, info.param_count == 8, "param_count %u", (unsigned)info.param_count);
        for (i = 0; i < 8 && i < info.param_count; i++) {
            const char *nm = ptxvm_kernel_param_name(k, i);
            const char *ty = ptxvm_kernel_param_type(k, i);
            T_CHECK(t, nm && strcmp(nm, names[i]) == 0, "param %u name '%s'",
                    (unsigned)i, nm ? nm : "(null)");
            T_CHECK(t, ty && strcmp(ty, types[i]) == 0, "param %u type '%s'",
                    (unsigned)i, ty ? ty : "(null)");
            T_CHECK(t, info.param_sizes[i] == sizes[i], "param %u size %u",
                    (unsigned)i, (unsigned)info.param_sizes[i]);
        }
        T_CHECK(t, ptxvm_kernel_param_name(k, 8) == NULL, "name past the end");
        T_CHECK(t, ptxvm_kernel_param_type(k, 8) == NULL, "type past the end");
        T_CHECK(t, ptxvm_kernel_param_name(k0, 0) == NULL, "name of a kernel without parameters");
        T_CHECK(t, ptxvm_kernel_param_type(k0, 0) == NULL, "type of a kernel without parameters");
    } else
        T_CHECK(t, 0, "kernels: %s", ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_kernel_param_name(NULL, 0) == NULL, "name of NULL");
    T_CHECK(t, ptxvm_kernel_param_type(NULL, 0) == NULL, "type of NULL");
    ptxvm_destroy(vm);
    test_end(t);
}
