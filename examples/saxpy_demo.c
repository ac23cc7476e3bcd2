/* The smallest embedding of ptxvm: load nvcc's PTX for saxpy, look the
   kernel up, describe it, and launch it over device buffers.

     saxpy_demo examples/saxpy.ptx

   Build: cc -I. examples/saxpy_demo.c ptxvm.c -lm */
#include "ptxvm.h"
#include <stdio.h>
#include <stdlib.h>
#include "read_file.h"

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/saxpy.ptx";
    ptxvm_vm *vm;
    ptxvm_module *mod;
    ptxvm_kernel *k;
    ptxvm_kernel_info info;
    ptxvm_result r;
    size_t len;
    uint32_t i;
    char *ptx = read_file(path, &len);
    if (!ptx) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    if (ptxvm_create(NULL, &vm) != PTXVM_OK)
        return 1;
    printf("ptxvm %s\n", ptxvm_version());
    r = ptxvm_module_load(vm, ptx, len, path, &mod);
    free(ptx);
    if (r != PTXVM_OK) {
        fprintf(stderr, "%s\n", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return 1;
    }
    if (ptxvm_module_get_kernel(mod, "saxpy", &k) != PTXVM_OK ||
        ptxvm_kernel_get_info(k, &info) != PTXVM_OK) {
        fprintf(stderr, "%s\n", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return 1;
    }
    printf("loaded %s: kernel %s with %u parameters (", path, info.name,
           (unsigned)info.param_count);
    for (i = 0; i < info.param_count; i++)
        printf("%s%u bytes", i ? ", " : "", (unsigned)info.param_sizes[i]);
    printf(")\n");

    {
        enum { N = 1000 };
        float x[N], y[N], a = 2.0f;
        int n = N;
        ptxvm_addr dx, dy;
        void *args[4];
        ptxvm_launch l = {{(N + 255) / 256, 1, 1}, {256, 1, 1}, 0, NULL, 0,
                          (uint32_t)sizeof(ptxvm_launch)};
        for (i = 0; i < N; i++) {
            x[i] = (float)i;
            y[i] = 1.0f;
        }
        r = ptxvm_mem_alloc(vm, sizeof x, &dx);
        if (r == PTXVM_OK)
            r = ptxvm_mem_alloc(vm, sizeof y, &dy);
        if (r == PTXVM_OK)
            r = ptxvm_memcpy_htod(vm, dx, x, sizeof x);
        if (r == PTXVM_OK)
            r = ptxvm_memcpy_htod(vm, dy, y, sizeof y);
        args[0] = &n;
        args[1] = &a;
        args[2] = &dx;
        args[3] = &dy;
        l.args = args;
        if (r == PTXVM_OK)
            r = ptxvm_launch_kernel(k, &l, NULL);
        if (r == PTXVM_OK)
            r = ptxvm_memcpy_dtoh(vm, y, dy, sizeof y);
        if (r != PTXVM_OK) {
            /* Execution arrives in a later version; say so plainly. */
            printf("launch: %s: %s\n", ptxvm_result_name(r),
                   ptxvm_error_message(vm));
        } else {
            int bad = 0;
            for (i = 0; i < N; i++)
                bad += y[i] != 2.0f * (float)i + 1.0f;
            printf("saxpy over %d elements: %s\n", N, bad ? "WRONG" : "correct");
            if (bad) {
                ptxvm_destroy(vm);
                return 1;
            }
        }
    }
    ptxvm_destroy(vm);
    return 0;
}
