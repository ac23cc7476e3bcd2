/* ptx_run on ptxvm's public API (compat/ptx_run.h says what it does).
   One VM per call, as Ocelot builds one kernel per call: nothing is kept
   between calls, so calls from different threads are independent. The
   VM is PTXVM_FLAG_UNCHECKED because the caller's pointers are host
   pointers used as device addresses. */
#include "ptx_run.h"
#include "../ptxvm.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(char *err, size_t errcap, ptxvm_result r, const char *what,
                const char *msg)
{
    if (err && errcap)
        snprintf(err, errcap, "%s%s%s", what, *msg ? ": " : "", msg);
    return (int)r;
}

/* Parameter i's bytes: the low bytes of the value args[i] (the device is
   little-endian whatever the host is), zero past 8 and past n_args. */
static void put_param(unsigned char *p, uint32_t size, int have, void *arg)
{
    uint64_t v = have ? (uint64_t)(uintptr_t)arg : 0;
    uint32_t b;
    memset(p, 0, size);
    for (b = 0; b < size && b < 8; b++)
        p[b] = (unsigned char)(v >> (8 * b));
}

static int dims_ok(int x, int y, int z)
{
    return x > 0 && y > 0 && z > 0;
}

int ptx_run_checked(const char *source, int n_args, void *args[],
                    int block_x, int block_y, int block_z,
                    int grid_x, int grid_y, int grid_z, int shared_mem_size,
                    char *err, size_t errcap)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info info;
    ptxvm_launch l;
    unsigned char *store = NULL;
    void **pargs = NULL;
    size_t total = 0;
    uint32_t i;
    ptxvm_result r;
    int rc;

    if (err && errcap)
        err[0] = '\0';
    if (!source)
        return fail(err, errcap, PTXVM_E_INVALID_ARGUMENT, "source is NULL", "");
    if (n_args < 0 || (n_args > 0 && !args))
        return fail(err, errcap, PTXVM_E_INVALID_ARGUMENT,
                    "n_args is negative, or args is NULL", "");
    if (!dims_ok(block_x, block_y, block_z) || !dims_ok(grid_x, grid_y, grid_z))
        return fail(err, errcap, PTXVM_E_INVALID_ARGUMENT,
                    "block and grid dimensions must be positive", "");
    ptxvm_config_init(&cfg);
    cfg.flags = PTXVM_FLAG_UNCHECKED;
    r = ptxvm_create(&cfg, &vm);
    if (r != PTXVM_OK)
        return fail(err, errcap, r, "cannot create a VM", "");
    r = ptxvm_module_load(vm, source, strlen(source), "ptx_run", &m);
    if (r == PTXVM_OK && ptxvm_module_kernel_count(m) == 0) {
        rc = fail(err, errcap, PTXVM_E_NOT_FOUND, "the module has no kernel", "");
        goto out;
    }
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, ptxvm_module_kernel_name(m, 0), &k);
    if (r == PTXVM_OK)
        r = ptxvm_kernel_get_info(k, &info);
    if (r != PTXVM_OK) {
        rc = fail(err, errcap, r, ptxvm_result_name(r), ptxvm_error_message(vm));
        goto out;
    }
    if ((uint32_t)n_args > info.param_count) {
        char what[96];
        snprintf(what, sizeof what, "%d arguments for kernel %s of %u parameters",
                 n_args, info.name, (unsigned)info.param_count);
        rc = fail(err, errcap, PTXVM_E_INVALID_ARGUMENT, what, "");
        goto out;
    }
    /* every parameter in its own 8-byte-aligned slot of one block */
    for (i = 0; i < info.param_count; i++)
        total += ((size_t)info.param_sizes[i] + 7) & ~(size_t)7;
    if (info.param_count) {
        store = (unsigned char *)calloc(total ? total : 1, 1);
        pargs = (void **)calloc(info.param_count, sizeof *pargs);
        if (!store || !pargs) {
            rc = fail(err, errcap, PTXVM_E_NO_MEMORY, "out of memory", "");
            goto out;
        }
        total = 0;
        for (i = 0; i < info.param_count; i++) {
            pargs[i] = store + total;
            put_param(store + total, info.param_sizes[i], (int)i < n_args,
                      (int)i < n_args ? args[i] : NULL);
            total += ((size_t)info.param_sizes[i] + 7) & ~(size_t)7;
        }
    }
    memset(&l, 0, sizeof l);
    l.grid.x = (uint32_t)grid_x;
    l.grid.y = (uint32_t)grid_y;
    l.grid.z = (uint32_t)grid_z;
    l.block.x = (uint32_t)block_x;
    l.block.y = (uint32_t)block_y;
    l.block.z = (uint32_t)block_z;
    l.shared_bytes = shared_mem_size > 0 ? (uint32_t)shared_mem_size : 0;
    l.args = pargs;
    r = ptxvm_launch_kernel(k, &l, NULL);
    rc = r == PTXVM_OK ? 0
                       : fail(err, errcap, r, ptxvm_result_name(r), ptxvm_error_message(vm));
out:
    free(store);
    free(pargs);
    ptxvm_destroy(vm);
    return rc;
}

void ptx_run(const char *source, int n_args, void *args[],
             int block_x, int block_y, int block_z,
             int grid_x, int grid_y, int grid_z, int shared_mem_size)
{
    char err[1024];
    if (ptx_run_checked(source, n_args, args, block_x, block_y, block_z, grid_x,
                        grid_y, grid_z, shared_mem_size, err, sizeof err) != 0)
        fprintf(stderr, "ptx_run: %s\n", err);
}
