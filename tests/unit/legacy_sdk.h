/* A harness for the old CUDA SDK samples (CUDA 2.x to 4.x as nvopencc
   compiled them) in ../shared/corpus/wild/gpuocelot: each sample loads
   its PTX file on a fresh VM per configuration variant, allocates and
   fills device buffers, launches its kernels as the sample's host code
   does and compares every output word with a C reference. The files
   are read at test time; without ../shared the suite is skipped. */
#ifndef PTXVM_TEST_LEGACY_SDK_H
#define PTXVM_TEST_LEGACY_SDK_H
#include "../testlib.h"
#include <stdint.h>

#define LS_DIR "../shared/corpus/wild/gpuocelot"

typedef struct ls_run {
    pv_test      *t;
    ptxvm_vm     *vm;
    ptxvm_module *m;
    const char   *file;       /* the PTX file's name                       */
    const char   *variant;    /* the configuration (variants.h)           */
    const char   *text;       /* the file's text and length               */
    size_t        len;
    int           ok;         /* nothing has failed yet                    */
    unsigned long words;      /* output words compared                     */
    unsigned long launches;   /* kernel launches that ran                  */
} ls_run;

/* A kernel of the module; NULL (and a failed check) when missing. */
ptxvm_kernel *ls_kernel(ls_run *R, const char *name);
/* Device memory of n bytes holding data (NULL: filled with 0xa5 bytes,
   so that a word the kernel should write and does not shows). */
uint64_t ls_buf(ls_run *R, const void *data, size_t n);
void ls_get(ls_run *R, void *dst, uint64_t src, size_t n);
void ls_put(ls_run *R, uint64_t dst, const void *src, size_t n);
/* A module variable's address (and size, when size is not NULL). */
uint64_t ls_global(ls_run *R, const char *name, size_t *size);

/* Launch arguments: ls_arg_* append one parameter value in the
   kernel's order, each in 8 little-endian bytes: a .u32 pointer
   parameter reads the low half of a device address (devmem.h). */
typedef struct ls_args {
    unsigned char store[32][8];
    void *argv[32];
    unsigned n;
} ls_args;
void ls_args_init(ls_args *a);
void ls_arg_ptr(ls_args *a, uint64_t p);
void ls_arg_u32(ls_args *a, uint32_t v);
void ls_arg_f32(ls_args *a, float v);
/* Launch a 2D grid of 2D blocks with dynamic shared bytes; 0 on
   success (a failure is a failed check naming the kernel). */
int ls_launch(ls_run *R, ptxvm_kernel *k, const char *what, unsigned gx, unsigned gy,
              unsigned bx, unsigned by, unsigned shared, ls_args *a);

/* Compare n 32-bit words; reports the first few differences. Returns
   the number of differences. */
unsigned ls_cmp(ls_run *R, const char *what, const void *got, const void *want, size_t n);

/* Deterministic inputs. */
uint32_t ls_rand(uint32_t *s);
/* Small integers as floats in [-range, range]: every sum and product a
   kernel forms stays exact, whatever order or fusion it uses. */
void ls_fill_intf(float *f, size_t n, int range, uint32_t seed);

/* One sample: its file and a body. */
typedef struct ls_sample {
    const char *file;
    void (*run)(ls_run *R);
} ls_sample;
/* The samples, by part (test_legacy_sdk.c, test_legacy_sdk2.c ... 6.c). */
extern const ls_sample ls_samples_a[], ls_samples_b[], ls_samples_c[], ls_samples_d[],
    ls_samples_e[], ls_samples_f[];
extern const unsigned ls_nsamples_a, ls_nsamples_b, ls_nsamples_c, ls_nsamples_d,
    ls_nsamples_e, ls_nsamples_f;
/* Run one sample on a fresh VM per configuration (one worker, no
   fusion, three workers): dir/S->file is read and, with load set,
   loaded into R->m before S->run (without, the body loads what it makes
   of R->text itself); every VM must give back all its memory. Adds the
   words compared and (launches not NULL) the launches run. The case
   is named "suite file"; a missing file skips it. */
void ls_run_file(pv_test *t, const char *suite, const char *dir, const ls_sample *S,
                 int load, unsigned long *words, unsigned long *launches);
/* An f32 bit pattern as a float, a subnormal flushed to its signed zero. */
float ls_ftz(uint32_t u);
/* mad.f32 without rounding on sm_1x (ISA 4.1, mad): inputs and result
   flushed, the product's mantissa truncated to 23 bits, its exponent
   kept, then c added with one rounding; c = +-0 is a mul and an add. The
   bits of the result, NaN as 0x7fffffff. Computed with the host's double
   arithmetic, not as the library does it (softfp, rounding to odd). */
uint32_t ls_mad_sm1x(uint32_t a, uint32_t b, uint32_t c);
#endif
