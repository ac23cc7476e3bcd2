/* ptxvm check: load each file and look up each of its kernels, so that
   load errors and instructions this version cannot run are reported
   with their positions, as a compiler reports them. */
#include "cli.h"
#include <string.h>

/* Check one file: 0 clean, 1 errors, 2 unreadable. */
static int check_file(ptxvm_vm *vm, const char *path, int strict)
{
    ptxvm_module *m = NULL;
    uint32_t i, n;
    int r = load_module(vm, path, &m), status = 0;
    if (r < 0)
        return EXIT_USAGE;
    if (r != PTXVM_OK)
        return EXIT_PTX;
    n = ptxvm_module_kernel_count(m);
    for (i = 0; i < n; i++) {
        ptxvm_kernel *k = NULL;
        ptxvm_result kr = ptxvm_module_get_kernel(m, ptxvm_module_kernel_name(m, i), &k);
        if (kr == PTXVM_OK)
            continue;
        /* valid PTX this version cannot run is a warning unless --strict */
        if (kr == PTXVM_E_UNSUPPORTED && !strict) {
            print_diag(stderr, path, "warning", ptxvm_error_message(vm));
            continue;
        }
        print_diag(stderr, path, "error", ptxvm_error_message(vm));
        status = EXIT_PTX;
    }
    ptxvm_module_unload(m);
    return status;
}

int cmd_check(int argc, char **argv)
{
    ptxvm_vm *vm = NULL;
    int i, strict = 0, files = 0, status = EXIT_OKAY, only_files = 0;
    for (i = 0; i < argc; i++) {
        if (!only_files && strcmp(argv[i], "--strict") == 0)
            strict = 1;
        else if (!only_files && strcmp(argv[i], "--") == 0)
            only_files = 1;
        else if (!only_files && argv[i][0] == '-' && argv[i][1]) {
            usage_error("check: unknown option '%s' (see 'ptxvm help check')", argv[i]);
            return EXIT_USAGE;
        } else
            files++;
    }
    if (!files) {
        usage_error("check: no file given (see 'ptxvm help check')");
        return EXIT_USAGE;
    }
    if (ptxvm_create(NULL, &vm) != PTXVM_OK) {
        usage_error("cannot create a VM: out of memory");
        return EXIT_USAGE;
    }
    only_files = 0;
    for (i = 0; i < argc; i++) {
        int s;
        if (!only_files && strcmp(argv[i], "--strict") == 0)
            continue;
        if (!only_files && strcmp(argv[i], "--") == 0) {
            only_files = 1;
            continue;
        }
        s = check_file(vm, argv[i], strict);
        /* an unreadable file outranks errors in the others */
        if (s == EXIT_USAGE || (s == EXIT_PTX && status == EXIT_OKAY))
            status = s;
    }
    ptxvm_destroy(vm);
    return status;
}
