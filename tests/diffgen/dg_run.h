/* Running diffgen programs on the host: their inputs and their C twins.
   Shared by the unit test (tests/unit/test_diffgen.c), the fuzz driver
   (fuzz_driver.c) and gpu_diff. */
#ifndef DG_RUN_H
#define DG_RUN_H
#include "dg_prog.h"

/* Output words start as this on every side, so a word nobody writes (a
   thread that returned early) compares equal only if it stays unwritten. */
#define DG_FILL 0xa5a5a5a5u

/* Words of the input and output buffers: nin (nout) per thread of the
   grid. */
size_t dg_in_words(const dg_prog *p);
size_t dg_out_words(const dg_prog *p);

/* The input buffer: edge values of every type (integer bounds, float and
   double infinities, NaNs, subnormals, signed zeros, powers of two) mixed
   with small and random words, from p->seed. */
void dg_inputs(const dg_prog *p, unsigned *in);

/* The committed programs and the regression programs, NULL-terminated
   (twins.c, written by generate.py). */
extern const dg_prog *const dg_corpus[];
extern const dg_prog *const dg_regress[];

/* Run the twin: out (dg_out_words) is filled with DG_FILL, then every
   block runs phase by phase over its threads. 0 when out of memory. */
int dg_twin(const dg_prog *p, const unsigned *in, unsigned *out);
#endif
