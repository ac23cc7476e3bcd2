/* Running kernels nobody vouches for: a VM with a device memory limit, a
   bound on compilation and module size, a step limit on each launch and a
   watchdog thread that calls ptxvm_interrupt. Each hostile kernel below
   ends with its own result code and a message, and the VM goes on
   serving well-behaved work afterwards.

     sandbox_demo

   Build: cc -I. examples/sandbox_demo.c ptxvm.c -lm -pthread */
#define _POSIX_C_SOURCE 200809L
#include "ptxvm.h"
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define HEADER ".version 8.0\n.target sm_75\n.address_size 64\n"

/* loops forever */
static const char spin_ptx[] = HEADER
    ".visible .entry spin()\n{\n"
    "  .reg .u32 %r;\n  mov.u32 %r, 0;\n"
    "L: add.u32 %r, %r, 1;\n  bra L;\n}\n";

/* out[tid] = tid: past the end when the buffer holds fewer words */
static const char scribble_ptx[] = HEADER
    ".visible .entry scribble(.param .u64 out)\n{\n"
    "  .reg .u64 %o, %a;\n  .reg .u32 %t;\n"
    "  ld.param.u64 %o, [out];\n  mov.u32 %t, %tid.x;\n"
    "  mul.wide.u32 %a, %t, 4;\n  add.u64 %a, %o, %a;\n"
    "  st.global.u32 [%a], %t;\n  ret;\n}\n";

/* asks for 256 MiB of module memory */
static const char hoard_ptx[] = HEADER
    ".visible .global .align 8 .b8 hoard[268435456];\n"
    ".visible .entry touch()\n{\n  ret;\n}\n";

/* device malloc of 1 GiB: CUDA's malloc returns NULL, the kernel records it */
static const char greedy_ptx[] = HEADER
    ".extern .func (.param .b64 rv) malloc(.param .b64 size);\n"
    ".visible .entry greedy(.param .u64 out)\n{\n"
    "  .reg .u64 %o, %p;\n"
    "  ld.param.u64 %o, [out];\n"
    "  {\n  .param .b64 sz;\n  st.param.b64 [sz], 1073741824;\n"
    "  .param .b64 r;\n  call.uni (r), malloc, (sz);\n  ld.param.b64 %p, [r];\n  }\n"
    "  st.global.u64 [%o], %p;\n  ret;\n}\n";

static int failures;

static void expect(const char *what, ptxvm_result got, ptxvm_result want,
                   ptxvm_vm *vm)
{
    printf("%-44s %-22s %s\n", what, ptxvm_result_name(got),
           got == want ? "as expected" : "UNEXPECTED");
    if (got != PTXVM_OK)
        printf("    %s\n", ptxvm_error_message(vm));
    if (got != want)
        failures++;
}

static ptxvm_result kernel(ptxvm_vm *vm, const char *ptx, const char *name,
                           ptxvm_kernel **k)
{
    ptxvm_module *m;
    ptxvm_result r = ptxvm_module_load(vm, ptx, strlen(ptx), "untrusted.ptx", &m);
    return r == PTXVM_OK ? ptxvm_module_get_kernel(m, name, k) : r;
}

/* The watchdog: after its delay, stop whatever vm is running. */
typedef struct watchdog {
    ptxvm_vm *vm;
    long ms;
} watchdog;

static void *watchdog_main(void *v)
{
    watchdog *w = (watchdog *)v;
    struct timespec d;
    d.tv_sec = w->ms / 1000;
    d.tv_nsec = (w->ms % 1000) * 1000000L;
    nanosleep(&d, NULL);
    ptxvm_interrupt(w->vm);
    return NULL;
}

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(void)
{
    ptxvm_config cfg;
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr buf = 0, big = 0;
    ptxvm_result r;
    void *args[1];
    uint32_t words[16];
    uint64_t got = 1;
    pthread_t dog;
    watchdog w;
    double t0;
    int i, ok = 1;

    ptxvm_config_init(&cfg);
    cfg.device_mem_limit = 64u << 20;          /* 64 MiB, all in all */
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return 1;
    ptxvm_set_limit(vm, PTXVM_LIMIT_COMPILE_INSTRUCTIONS, 1u << 20);
    ptxvm_set_limit(vm, PTXVM_LIMIT_MODULE_SIZE, 16u << 20);
    ptxvm_set_limit(vm, PTXVM_LIMIT_MALLOC_HEAP_SIZE, 8u << 20);

    /* 1. an endless loop: the step limit ends it */
    memset(&l, 0, sizeof l);
    l.grid.x = 2;
    l.grid.y = l.grid.z = 1;
    l.block.x = 64;
    l.block.y = l.block.z = 1;
    r = kernel(vm, spin_ptx, "spin", &k);
    if (r == PTXVM_OK) {
        l.step_limit = 1000000;
        r = ptxvm_launch_kernel(k, &l, NULL);
    }
    expect("endless loop, step limit 10^6:", r, PTXVM_E_STEP_LIMIT, vm);

    /* 2. the same loop without a step limit: the watchdog interrupts it */
    if (r == PTXVM_E_STEP_LIMIT) {
        l.step_limit = 0;
        w.vm = vm;
        w.ms = 100;
        t0 = seconds();
        if (pthread_create(&dog, NULL, watchdog_main, &w) != 0)
            return 1;
        r = ptxvm_launch_kernel(k, &l, NULL);
        pthread_join(dog, NULL);
        expect("endless loop, watchdog after 100 ms:", r, PTXVM_E_INTERRUPTED, vm);
        printf("    stopped after %.2f s\n", seconds() - t0);
        if (seconds() - t0 > 10)
            failures++;
    }

    /* 3. a store past the end of its buffer */
    r = ptxvm_mem_alloc(vm, sizeof words, &buf);
    if (r == PTXVM_OK)
        r = kernel(vm, scribble_ptx, "scribble", &k);
    if (r == PTXVM_OK) {
        args[0] = &buf;
        l.args = args;
        l.grid.x = 1;
        l.block.x = 64;                        /* 64 words into 16 */
        r = ptxvm_launch_kernel(k, &l, NULL);
    }
    expect("64 stores into a 16-word buffer:", r, PTXVM_E_MEMORY_FAULT, vm);

    /* 4. asking for more memory than the VM may hold */
    r = ptxvm_mem_alloc(vm, 256u << 20, &big);
    expect("a 256 MiB allocation, limit 64 MiB:", r, PTXVM_E_NO_MEMORY, vm);
    r = kernel(vm, hoard_ptx, "touch", &k);
    expect("a module with a 256 MiB .global:", r, PTXVM_E_NO_MEMORY, vm);
    r = kernel(vm, greedy_ptx, "greedy", &k);
    if (r == PTXVM_OK) {
        args[0] = &buf;
        l.block.x = 1;
        r = ptxvm_launch_kernel(k, &l, NULL);
    }
    if (r == PTXVM_OK)
        r = ptxvm_memcpy_dtoh(vm, &got, buf, sizeof got);
    expect("device malloc(1 GiB), heap 8 MiB:", r, PTXVM_OK, vm);
    printf("    malloc returned %s\n", got == 0 ? "NULL, as CUDA's does" : "memory");
    if (got != 0)
        failures++;

    /* 5. the VM still runs well-behaved work */
    r = kernel(vm, scribble_ptx, "scribble", &k);
    if (r == PTXVM_OK) {
        args[0] = &buf;
        l.block.x = 16;
        r = ptxvm_launch_kernel(k, &l, NULL);
    }
    if (r == PTXVM_OK)
        r = ptxvm_memcpy_dtoh(vm, words, buf, sizeof words);
    for (i = 0; r == PTXVM_OK && i < 16; i++)
        ok &= words[i] == (uint32_t)i;
    expect("then 16 stores into the 16-word buffer:", r, PTXVM_OK, vm);
    if (!ok) {
        printf("    wrong values\n");
        failures++;
    }
    ptxvm_destroy(vm);
    printf("%s\n", failures ? "SANDBOX FAILED" : "every hostile kernel was contained");
    return failures ? 1 : 0;
}
