/* ptxvm info: what each kernel of a module takes and uses, and, for a
   kernel this version cannot run, the library's list of what it lacks. */
#include "cli.h"
#include <string.h>

static void print_dim(const char *label, ptxvm_dim3 d)
{
    if (d.x || d.y || d.z)
        printf("  %-12s %u,%u,%u\n", label, d.x, d.y, d.z);
}

static void print_kernel(ptxvm_vm *vm, ptxvm_module *m, const char *name)
{
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info ki;
    ptxvm_kernel_usage u;
    uint32_t i, total = 0;
    printf("kernel %s\n", name);
    if (ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK) {
        printf("  %-12s %s\n", "lacks", ptxvm_error_message(vm));
        return;
    }
    memset(&u, 0, sizeof u);
    u.struct_size = sizeof u;
    if (ptxvm_kernel_get_info(k, &ki) != PTXVM_OK ||
        ptxvm_kernel_get_usage(k, &u) != PTXVM_OK) {
        printf("  %-12s %s\n", "error", ptxvm_error_message(vm));
        return;
    }
    for (i = 0; i < ki.param_count; i++)
        total += ki.param_sizes[i];
    printf("  %-12s %u, %u bytes (%u with alignment)\n", "parameters",
           ki.param_count, total, u.param_bytes);
    for (i = 0; i < ki.param_count; i++) {
        const char *pn = ptxvm_kernel_param_name(k, i);
        printf("    %-3u %-24s %u bytes, align %u\n", i, pn ? pn : "?",
               ki.param_sizes[i], ki.param_aligns[i]);
    }
    printf("  %-12s %u declared, %u predicates; compiled: %u bytes a thread, "
           "%u predicate slots\n", "registers", u.ptx_registers,
           u.ptx_predicates, u.register_bytes, u.predicate_slots);
    printf("  %-12s %u bytes static\n", "shared", ki.static_shared_bytes);
    printf("  %-12s %u bytes a thread%s\n", "local", ki.local_bytes_per_thread,
           u.uses_stack ? ", and a call stack (recursion)" : "");
    printf("  %-12s %llu bytes in the module\n", "const",
           (unsigned long long)u.const_bytes);
    printf("  %-12s %llu bytes in the module\n", "global",
           (unsigned long long)u.global_bytes);
    print_dim("reqntid", ki.reqntid);
    print_dim("maxntid", ki.maxntid);
    printf("  %-12s %u instructions\n", "bytecode", u.bytecode_instructions);
}

static void json_key_string(const char *key, const char *v)
{
    printf("\"%s\":", key);
    json_string(stdout, v, strlen(v));
}

/* The same facts as one JSON object (ptxvm info --json). */
static void json_kernel(ptxvm_vm *vm, ptxvm_module *m, const char *name)
{
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info ki;
    ptxvm_kernel_usage u;
    ptxvm_result r;
    uint32_t i;
    fputc('{', stdout);
    json_key_string("name", name);
    r = ptxvm_module_get_kernel(m, name, &k);
    memset(&u, 0, sizeof u);
    u.struct_size = sizeof u;
    if (r == PTXVM_OK && (r = ptxvm_kernel_get_info(k, &ki)) == PTXVM_OK)
        r = ptxvm_kernel_get_usage(k, &u);
    if (r != PTXVM_OK) {
        fputs(",\"runs\":false,", stdout);
        json_key_string("status", ptxvm_result_name(r));
        fputc(',', stdout);
        json_key_string("message", ptxvm_error_message(vm));
        fputc('}', stdout);
        return;
    }
    fputs(",\"runs\":true,\"params\":[", stdout);
    for (i = 0; i < ki.param_count; i++) {
        const char *pn = ptxvm_kernel_param_name(k, i);
        printf("%s{", i ? "," : "");
        json_key_string("name", pn ? pn : "");
        printf(",\"size\":%u,\"align\":%u}", ki.param_sizes[i], ki.param_aligns[i]);
    }
    printf("],\"param_bytes\":%u,\"ptx_registers\":%u,\"ptx_predicates\":%u,"
           "\"register_bytes\":%u,\"predicate_slots\":%u,\"shared_bytes\":%u,"
           "\"local_bytes\":%u,\"uses_stack\":%s,\"const_bytes\":%llu,"
           "\"global_bytes\":%llu,\"reqntid\":[%u,%u,%u],\"maxntid\":[%u,%u,%u],"
           "\"bytecode_instructions\":%u}",
           u.param_bytes, u.ptx_registers, u.ptx_predicates, u.register_bytes,
           u.predicate_slots, ki.static_shared_bytes, ki.local_bytes_per_thread,
           u.uses_stack ? "true" : "false", (unsigned long long)u.const_bytes,
           (unsigned long long)u.global_bytes, ki.reqntid.x, ki.reqntid.y, ki.reqntid.z,
           ki.maxntid.x, ki.maxntid.y, ki.maxntid.z, u.bytecode_instructions);
}

int cmd_info(int argc, char **argv)
{
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    const char *file = NULL, *only = NULL;
    int i, r, status = EXIT_OKAY, json = 0;
    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1]) {
            usage_error("info: unknown option '%s' (see 'ptxvm help info')", argv[i]);
            return EXIT_USAGE;
        }
        if (!file)
            file = argv[i];
        else if (!only)
            only = argv[i];
        else {
            usage_error("info: too many arguments (see 'ptxvm help info')");
            return EXIT_USAGE;
        }
    }
    if (!file) {
        usage_error("info: no file given (see 'ptxvm help info')");
        return EXIT_USAGE;
    }
    if (ptxvm_create(NULL, &vm) != PTXVM_OK) {
        usage_error("cannot create a VM: out of memory");
        return EXIT_USAGE;
    }
    r = load_module(vm, file, &m);
    if (r != PTXVM_OK) {
        ptxvm_destroy(vm);
        return r < 0 ? EXIT_USAGE : EXIT_PTX;
    }
    if (only) {
        ptxvm_kernel *k = NULL;
        if (ptxvm_module_get_kernel(m, only, &k) == PTXVM_E_NOT_FOUND) {
            usage_error("%s: no kernel '%s'", file, only);
            status = EXIT_PTX;
        } else if (json) {
            fputs("{\"file\":", stdout);
            json_string(stdout, file, strlen(file));
            fputs(",\"kernels\":[", stdout);
            json_kernel(vm, m, only);
            fputs("]}\n", stdout);
        } else {
            print_kernel(vm, m, only);
        }
    } else if (json) {
        uint32_t n = ptxvm_module_kernel_count(m);
        fputs("{\"file\":", stdout);
        json_string(stdout, file, strlen(file));
        fputs(",\"kernels\":[", stdout);
        for (i = 0; (uint32_t)i < n; i++) {
            if (i)
                fputc(',', stdout);
            json_kernel(vm, m, ptxvm_module_kernel_name(m, (uint32_t)i));
        }
        fputs("]}\n", stdout);
    } else {
        uint32_t n = ptxvm_module_kernel_count(m);
        printf("%s: %u kernel%s\n", file, n, n == 1 ? "" : "s");
        for (i = 0; (uint32_t)i < n; i++)
            print_kernel(vm, m, ptxvm_module_kernel_name(m, (uint32_t)i));
    }
    ptxvm_destroy(vm);
    return status;
}
