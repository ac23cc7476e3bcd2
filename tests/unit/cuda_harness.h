/* What the CUDA harnesses (tests/unit/test_cuda_*.c, test_exec_bar.c)
   share with the differential tests (test_build_diff.c,
   test_config_diff.c): each source's kernels, launch shapes and input
   generators, so that every build and configuration runs exactly the
   launches the harness checks against its C reference. */
#ifndef PTXVM_TEST_CUDA_HARNESS_H
#define PTXVM_TEST_CUDA_HARNESS_H
#include <stddef.h>
#include <stdint.h>

/* ---- test_cuda_arith.c: K(a, b, c, o, n), lane i reads a[i], b[i], c[i]
   and writes o[i*w .. i*w+w-1]; blocks of CA_BLOCK_DIM, the last partial ---- */
#define CA_BLOCK_DIM 64
typedef void (*ca_ref)(const void *a, const void *b, const void *c, void *o, int ftz);
typedef struct ca_kernel {
    const char *source;        /* tests/exec/cu/SOURCE.cu */
    const char *name;
    int in64, out64, w;
    int approx;                /* 1: compared within the ISA's bounds     */
    ca_ref ref;                /* NULL: no C reference (build_diff only) */
} ca_kernel;
extern const ca_kernel ca_kernels[];
extern const unsigned ca_nkernels;
/* K's lanes; fills in[0..2] (each lanes * input size) when in is not NULL */
unsigned ca_inputs(const ca_kernel *K, unsigned char *const in[3]);

/* ---- test_cuda_calls.c: K(in, aux, o, n) on CC_GRID blocks of CC_BLOCK,
   n = CC_N; aux is the tree, or a copy of the module's op_table ---- */
#define CC_BLOCK 48
#define CC_GRID 5
#define CC_THREADS (CC_BLOCK * CC_GRID)
#define CC_N 227
#define CC_FILL 0xa5a5a5a5u
typedef void (*cc_ref)(const int *in, const int *tree, uint32_t *o, int i);
typedef struct cc_kernel {
    const char *name;
    int w;
    cc_ref ref;                /* NULL: must overflow its stack */
    uint32_t stack;            /* bytes per thread, 0: the default 1 KiB */
    int aux;                   /* 1: aux is a copy of op_table */
} cc_kernel;
extern const cc_kernel cc_kernels[];
extern const unsigned cc_nkernels;
/* in[CC_IN_WORDS], tree[CC_TREE_WORDS] */
#define CC_IN_WORDS (4 * CC_THREADS)
#define CC_TREE_WORDS (3 * 101)
void cc_inputs(int *in);
void cc_tree(int *tree);

/* ---- test_cuda_atomics.c: K(in, out, n); the host initialises in and
   out; some words depend on the order of the atomics ---- */
typedef struct at_case at_case;
extern const unsigned at_ncases;
const at_case *at_case_at(unsigned i);
typedef struct at_shape {
    const char *kernel;
    uint32_t gx, gy, bx, by;
    int n;
    uint32_t nin, nout;        /* words */
} at_shape;
void at_case_shape(const at_case *c, at_shape *s);
/* in[nin] and the initial out[nout], as the harness makes them */
void at_case_prepare(const at_case *c, uint32_t *in, uint32_t *init);
/* care[w] = 0 for the words of out that depend on the order of atomics */
void at_case_care(const at_case *c, const uint32_t *in, const uint32_t *init,
                  unsigned char *care);

/* ---- test_cuda_warp.c: K(in, out, n), n = threads - 5; warp.cu, divcalls.cu ---- */
#define CW_FILL 0xa5a5a5a5u
typedef struct cw_kernel cw_kernel;
extern const unsigned cw_nkernels;
const cw_kernel *cw_kernel_at(unsigned i);
const char *cw_kernel_name(const cw_kernel *K);
const char *cw_kernel_source(const cw_kernel *K);
int cw_kernel_words(const cw_kernel *K);
/* shape sh (0, 1) of K: threads per block, blocks */
void cw_shape(const cw_kernel *K, int sh, uint32_t *block, uint32_t *grid);
/* input set 0: edge values, 1: random words, 2: small values */
void cw_inputs(int *in, int count, int set);

/* ---- test_cuda_cub.c: K(in, o, n), CB_GRID blocks of CB_BT ---- */
#define CB_BT 128
#define CB_IPT 4
#define CB_TILE (CB_BT * CB_IPT)
#define CB_GRID 6
#define CB_ITEMS (CB_GRID * CB_TILE)
#define CB_N (CB_ITEMS - 77)
#define CB_FILL 0xa5a5a5a5u
#define CB_OUT (2 * CB_ITEMS)
extern const unsigned cb_nkernels;
const char *cb_kernel_name(unsigned i);
void cb_inputs(uint32_t *in);

/* ---- test_exec_bar.c: barriers.cu, K(out, in) on 3 blocks of n threads,
   2n words of dynamic shared memory ---- */
extern const unsigned bar_nkernels, bar_nsizes;
const char *bar_kernel_name(unsigned kn);
uint32_t bar_size(unsigned s);
/* 0 when kernel kn does not run on blocks of n; else the output words */
uint32_t bar_cuda_shape(unsigned kn, uint32_t n);
void bar_cuda_inputs(unsigned kn, uint32_t n, uint32_t *in);

/* ---- test_cuda_syscalls.c: pf(n, dv, ret) on SC_NT threads ---- */
#define SC_NT 70
void sc_pf_inputs(double *dv);
#endif
