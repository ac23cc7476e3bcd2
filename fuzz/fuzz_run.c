/* Fuzz target: load arbitrary bytes as a PTX module and run every
   kernel on a small grid. The grid, the block and every argument come
   from a hash of the input: pointer-sized parameters mostly get a real
   device buffer (at an offset), sometimes a wild value. Limits keep each
   input to milliseconds: a step limit, device memory, heap and stack.
   Any input must end in a result code, never a crash, an over-read, a
   leak or a hang. Built for libFuzzer, AFL++ or as a replay driver: see
   fuzz.h and the Makefile. */
#include "fuzz.h"
#include <string.h>

/* Workers (ptxvm_config.threads; 0: one per CPU) and the most CTAs in a
   grid. make tsan builds the replay with 3 and 4, so that every input's
   CTAs run on several threads under ThreadSanitizer. */
#ifndef FZ_RUN_WORKERS
#define FZ_RUN_WORKERS 0
#endif
#ifndef FZ_RUN_GRID
#define FZ_RUN_GRID 2
#endif

static uint64_t fr_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void fr_print(void *user, const char *text, size_t len)
{
    (void)user;
    (void)text;
    (void)len;
}

static void fr_run_kernel(ptxvm_vm *vm, ptxvm_kernel *k, uint64_t *seed,
                          ptxvm_addr buf, size_t bufsize)
{
    ptxvm_kernel_info info;
    ptxvm_launch l;
    uint8_t values[64][16];
    void *args[64];
    uint32_t i;
    if (ptxvm_kernel_get_info(k, &info) != PTXVM_OK || info.param_count > 64)
        return;
    for (i = 0; i < info.param_count; i++) {
        uint64_t r = fr_next(seed), v;
        size_t n = info.param_sizes[i] < sizeof values[i] ? info.param_sizes[i]
                                                          : sizeof values[i];
        if (info.param_sizes[i] > sizeof values[i])
            return;                         /* big structs: not this target */
        if (n == 8 && (r & 7) != 0)        /* mostly a pointer into the buffer */
            v = buf + ((r >> 8) % bufsize & ~(uint64_t)7);
        else if (n == 4 && (r & 3) != 0)   /* mostly a small count */
            v = (r >> 8) % 300;
        else
            v = fr_next(seed);
        memset(values[i], 0, sizeof values[i]);
        memcpy(values[i], &v, n < 8 ? n : 8);
        args[i] = values[i];
    }
    memset(&l, 0, sizeof l);
    l.grid.x = 1 + (uint32_t)(fr_next(seed) % FZ_RUN_GRID);
    l.grid.y = l.grid.z = 1;
    l.block.x = 1 + (uint32_t)(fr_next(seed) % 64);
    l.block.y = 1 + (uint32_t)(fr_next(seed) % 2);
    l.block.z = 1;
    l.shared_bytes = (uint32_t)(fr_next(seed) % 1024);
    l.args = args;
    l.step_limit = 20000;
    (void)ptxvm_launch_kernel(k, &l, NULL);
    (void)vm;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ptxvm_config cfg;
    ptxvm_vm *vm;
    ptxvm_module *m;
    uint64_t seed = 1469598103934665603ull;
    size_t i;
    if (size > (1u << 18))
        return 0;
    for (i = 0; i < size; i++)
        seed = (seed ^ data[i]) * 1099511628211ull;
    ptxvm_config_init(&cfg);
    cfg.device_mem_limit = (uint64_t)16 << 20;
    cfg.threads = FZ_RUN_WORKERS;
    cfg.host.print = fr_print;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return 0;
    ptxvm_set_limit(vm, PTXVM_LIMIT_MALLOC_HEAP_SIZE, (uint64_t)1 << 20);
    if (ptxvm_module_load(vm, (const char *)data, size, "fuzz", &m) == PTXVM_OK) {
        uint32_t n = ptxvm_module_kernel_count(m);
        ptxvm_addr buf;
        size_t bufsize = 4096;
        if (ptxvm_mem_alloc(vm, bufsize, &buf) == PTXVM_OK) {
            for (i = 0; i < n && i < 8; i++) {
                ptxvm_kernel *k = fz_kernel(m, (uint32_t)i);
                if (k)
                    fr_run_kernel(vm, k, &seed, buf, bufsize);
            }
        }
    }
    ptxvm_destroy(vm);
    return 0;
}
