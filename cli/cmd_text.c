/* ptxvm print (the module as canonical PTX) and ptxvm disasm (each
   kernel's bytecode as the library lists it). Both print what the
   library returns, sized with a first call of capacity 0. */
#include "cli.h"
#include <stdlib.h>
#include <string.h>

typedef ptxvm_result (*text_fn)(const void *obj, char *buf, size_t cap,
                                size_t *len);

static ptxvm_result module_text(const void *m, char *buf, size_t cap, size_t *len)
{
    return ptxvm_module_print((ptxvm_module *)m, buf, cap, len);
}

static ptxvm_result kernel_text(const void *k, char *buf, size_t cap, size_t *len)
{
    return ptxvm_kernel_disassemble((const ptxvm_kernel *)k, buf, cap, len);
}

static int emit(ptxvm_vm *vm, const char *file, text_fn fn, const void *obj)
{
    size_t len = 0;
    char *buf;
    ptxvm_result r = fn(obj, NULL, 0, &len);
    if (r != PTXVM_OK) {
        print_diag(stderr, file, "error", ptxvm_error_message(vm));
        return EXIT_PTX;
    }
    buf = (char *)malloc(len + 1);
    if (!buf) {
        usage_error("out of memory");
        return EXIT_USAGE;
    }
    r = fn(obj, buf, len + 1, &len);
    if (r != PTXVM_OK) {
        print_diag(stderr, file, "error", ptxvm_error_message(vm));
        free(buf);
        return EXIT_PTX;
    }
    fwrite(buf, 1, len, stdout);
    free(buf);
    return EXIT_OKAY;
}

/* Shared argument handling: FILE and at most one more name. */
static int text_args(const char *cmd, int argc, char **argv, int max,
                     const char **file, const char **name)
{
    int i;
    *file = *name = NULL;
    for (i = 0; i < argc; i++) {
        if (argv[i][0] == '-' && argv[i][1]) {
            usage_error("%s: unknown option '%s' (see 'ptxvm help %s')", cmd, argv[i], cmd);
            return -1;
        }
        if (!*file)
            *file = argv[i];
        else if (max > 1 && !*name)
            *name = argv[i];
        else {
            usage_error("%s: too many arguments (see 'ptxvm help %s')", cmd, cmd);
            return -1;
        }
    }
    if (!*file) {
        usage_error("%s: no file given (see 'ptxvm help %s')", cmd, cmd);
        return -1;
    }
    return 0;
}

int cmd_print(int argc, char **argv)
{
    const char *file, *unused;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    int r, status;
    if (text_args("print", argc, argv, 1, &file, &unused))
        return EXIT_USAGE;
    if (ptxvm_create(NULL, &vm) != PTXVM_OK)
        return EXIT_USAGE;
    r = load_module(vm, file, &m);
    status = r < 0 ? EXIT_USAGE : r ? EXIT_PTX : emit(vm, file, module_text, m);
    ptxvm_destroy(vm);
    return status;
}

int cmd_disasm(int argc, char **argv)
{
    const char *file, *only;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    uint32_t i, n;
    int r, status = EXIT_OKAY, found = 0;
    if (text_args("disasm", argc, argv, 2, &file, &only))
        return EXIT_USAGE;
    if (ptxvm_create(NULL, &vm) != PTXVM_OK)
        return EXIT_USAGE;
    r = load_module(vm, file, &m);
    if (r) {
        ptxvm_destroy(vm);
        return r < 0 ? EXIT_USAGE : EXIT_PTX;
    }
    n = ptxvm_module_kernel_count(m);
    for (i = 0; i < n; i++) {
        const char *name = ptxvm_module_kernel_name(m, i);
        ptxvm_kernel *k = NULL;
        int s;
        if (only && strcmp(only, name) != 0)
            continue;
        found = 1;
        if (ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK) {
            print_diag(stderr, file, "error", ptxvm_error_message(vm));
            status = EXIT_PTX;
            continue;
        }
        s = emit(vm, file, kernel_text, k);
        if (s > status)
            status = s;
    }
    if (only && !found) {
        usage_error("%s: no kernel '%s'", file, only);
        status = EXIT_PTX;
    }
    ptxvm_destroy(vm);
    return status;
}
