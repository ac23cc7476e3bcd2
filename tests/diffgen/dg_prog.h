/* A diffgen program as the host sees it: the C twin of its kernel and its
   launch shape. Every program's source ends with DG_PROGRAM(...), which
   under a C compiler defines `const dg_prog NAME_prog` (twin.h). */
#ifndef DG_PROG_H
#define DG_PROG_H
#include <stddef.h>

/* One thread of the twin: what threadIdx, blockIdx, blockDim, gridDim and
   the kernel's two parameters are while the twin runs that thread. */
typedef struct dg_thread {
    unsigned tid, ctaid, ntid, nctaid;
    const unsigned *in;
    unsigned *out;
} dg_thread;

typedef struct dg_prog {
    const char *name;            /* NAME; the kernel is NAME_kernel       */
    void (*kernel)(void *state, int phase);
    size_t state_size;           /* bytes of one thread's state           */
    unsigned block, grid;        /* launch: grid blocks of block threads  */
    unsigned nin, nout;          /* input and output words per thread     */
    unsigned nphases;            /* __syncthreads() + 1                   */
    unsigned stack;              /* bytes of stack per thread to set      */
    unsigned seed;               /* of the inputs (dg_inputs)             */
} dg_prog;

/* The thread the twin is running (dg_run.c). */
extern dg_thread dg_cur;
#endif
