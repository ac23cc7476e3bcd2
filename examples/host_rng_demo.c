/* A host function called from a kernel: the PTX declares
   `.extern .func host_rand`, and this program provides it with
   ptxvm_register_function. Each GPU thread draws from its own stream of a
   host-side generator (splitmix64) to estimate pi.

     host_rng_demo examples/host_rng.ptx

   Build: cc -I. examples/host_rng_demo.c ptxvm.c -lm */
#include "ptxvm.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "read_file.h"

#define THREADS 256
#define DRAWS   200

static uint64_t streams[THREADS];       /* one generator state per thread */

/* host_rand(stream) -> 64 random bits; the parameter selects the stream. */
static ptxvm_result host_rand(void *user, const ptxvm_call *call)
{
    uint64_t s, z;
    (void)user;
    if (call->nparams != 1 || call->param_sizes[0] != 8 || call->ret_size != 8)
        return PTXVM_E_INVALID_ARGUMENT;
    memcpy(&s, call->params[0], 8);
    if (s >= THREADS)
        return PTXVM_E_INVALID_ARGUMENT;
    z = (streams[s] += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    memcpy(call->ret, &z, 8);
    return PTXVM_OK;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/host_rng.ptx";
    ptxvm_vm *vm;
    ptxvm_module *mod;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr hits;
    unsigned h[THREADS], total = 0;
    int draws = DRAWS, i;
    void *args[2];
    size_t len;
    char *ptx = read_file(path, &len);
    if (!ptx) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    for (i = 0; i < THREADS; i++)
        streams[i] = (uint64_t)i * 7919;
    if (ptxvm_create(NULL, &vm) != PTXVM_OK)
        return 1;
    /* register before loading: .extern functions resolve against these */
    if (ptxvm_register_function(vm, "host_rand", host_rand, NULL) != PTXVM_OK ||
        ptxvm_module_load(vm, ptx, len, path, &mod) != PTXVM_OK ||
        ptxvm_module_get_kernel(mod, "estimate_pi", &k) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, sizeof h, &hits) != PTXVM_OK) {
        fprintf(stderr, "%s\n", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        free(ptx);
        return 1;
    }
    args[0] = &draws;
    args[1] = &hits;
    memset(&l, 0, sizeof l);
    l.grid.x = THREADS / 64;
    l.grid.y = l.grid.z = 1;
    l.block.x = 64;
    l.block.y = l.block.z = 1;
    l.args = args;
    if (ptxvm_launch_kernel(k, &l, NULL) != PTXVM_OK ||
        ptxvm_memcpy_dtoh(vm, h, hits, sizeof h) != PTXVM_OK) {
        fprintf(stderr, "%s\n", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        free(ptx);
        return 1;
    }
    for (i = 0; i < THREADS; i++)
        total += h[i];
    printf("pi is about %.4f (%d threads x %d draws from host_rand)\n",
           4.0 * total / ((double)THREADS * DRAWS), THREADS, DRAWS);
    ptxvm_destroy(vm);
    free(ptx);
    return 0;
}
