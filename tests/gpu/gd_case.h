/* One launch of a kernel that tests/gpu compares with the hardware,
   described once for the GPU side and the ptxvm side: its buffers, launch
   shape and parameters, built from the same generators the unit tests
   use (tests/unit/test_cuda_arith.c's grid, tests/bench/bench_exec.c's
   inputs at small sizes, the diffgen programs). No CUDA here: the unit
   suite gpu_h200 (tests/unit/test_gpu_h200.c) builds the same cases to
   compare ptxvm with the GPU outputs recorded in tests/gpu/h200.digests. */
#ifndef GD_CASE_H
#define GD_CASE_H
#include "ptxvm.h"
#include <stddef.h>
#include <stdint.h>

/* Output buffers start with this byte on both sides, so a word one side
   leaves unwritten shows up as a difference. */
#define GD_SENTINEL 0xa5

struct cag_kernel;
typedef struct gd_dim { unsigned x, y, z; } gd_dim;
typedef struct gd_case {
    gd_dim grid, block;
    unsigned nbuf;
    unsigned char *buf[4];  /* initial contents; NULL = SENTINEL bytes */
    size_t size[4];
    unsigned out;           /* the buffer compared after the launch */
    unsigned nparam;
    int pbuf[5];            /* parameter i is buffer pbuf[i], or a 4-byte scalar when -1 */
    uint32_t pval[5];
    unsigned wsz;           /* bytes per compared word */
    unsigned width;         /* words per lane */
    unsigned nin, isz;      /* lane inputs shown with a difference: buffers 0..nin-1 */
    const struct cag_kernel *ca;   /* conformance kernel, NULL for a benchmark kernel */
    size_t stack;           /* bytes of stack per thread to set; 0 = default */
    unsigned char *twin;    /* diffgen: the C twin's output (size[out] bytes) */
} gd_case;

/* The case for the kernel named kname (a conformance kernel, a diffgen
   program's NAME_kernel, or a benchmark kernel): 1, or 0 when no
   generator here knows it (or out of memory). */
int gd_case_for(const char *kname, gd_case *c);
void gd_case_free(gd_case *c);
/* Run the case on ptxvm; out receives size[out] bytes. 0 with err set on
   failure. */
int gd_vm_run(ptxvm_vm *vm, ptxvm_kernel *k, const gd_case *c, unsigned char *out,
              char *err, size_t cap);
/* FNV-1a, 64 bits: the digest of an output buffer in tests/gpu/h200.digests. */
uint64_t gd_digest(const unsigned char *p, size_t n);
#endif
