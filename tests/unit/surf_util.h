/* Shared functions of the surface suite: see surf_util.c. */
#ifndef PTXVM_SURF_UTIL_H
#define PTXVM_SURF_UTIL_H
#include "../testlib.h"
#include <stdint.h>

#define PTX_HEAD ".version 7.0\n.target sm_75\n.address_size 64\n"

typedef struct sk {
    test_alloc    a;
    ptxvm_vm     *vm;
    ptxvm_module *m;
} sk;

/* A 64-bit LCG: the next 32 random bits. */
uint32_t su_rng(uint64_t *s);
/* A VM on a counting allocator with `threads` workers. */
ptxvm_vm *su_vm(pv_test *t, test_alloc *a, uint32_t threads);
/* A VM with the module src, or the file when file is set; 0 on failure. */
int sk_open(pv_test *t, sk *k, const char *src, const char *file,
            uint32_t threads);
/* Destroy the VM; every byte must come back. */
void sk_close(pv_test *t, sk *k);
/* Launch name over grid blocks of block threads; the result. */
ptxvm_result sk_launch(sk *k, const char *name, uint32_t grid, uint32_t block,
                       void **args);
/* Launch name over n threads in blocks of 64, checking it succeeds. */
int sk_run(pv_test *t, sk *k, const char *name, uint32_t n, void **args);
/* A device buffer of n bytes holding host (zeros when NULL). */
ptxvm_addr sk_buf(sk *k, const void *host, size_t n);
ptxvm_resource_desc su_res(ptxvm_addr data, ptxvm_format f, uint32_t ch,
                           uint32_t w, uint32_t h, uint32_t d, uint32_t layers);
uint32_t fbits(float f);
float bitsf(uint32_t w);
/* f32 to f16 bits, round to nearest even; and back. */
uint32_t ref_f16(float f);
float ref_f16_f32(uint32_t h);
/* The cases of test_surface_run.c: modes, suq, the sandbox, host-served
   surfaces, the wild corpus. */
void surface_run_cases(pv_test *t);
/* test_surface_warp.c: whole warps in and out of the common case. */
void surface_warp_cases(pv_test *t);
#endif
