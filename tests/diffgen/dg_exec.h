/* One build of a diffgen program on ptxvm, under one configuration
   variant, compared with the twin. Shared by the unit test and the fuzz
   driver. */
#ifndef DG_EXEC_H
#define DG_EXEC_H
#include "../support/variants.h"
#include "dg_run.h"

/* Warp-instructions a launch may take: the generated loops and
   recursions are bounded far below this, so reaching it is a finding. */
#define DG_STEP_LIMIT 200000000u

typedef enum dg_stage {
    DG_OK = 0,
    DG_E_CREATE,   /* the VM or device memory could not be set up */
    DG_E_LOAD,     /* ptxvm_module_load failed                     */
    DG_E_KERNEL,   /* ptxvm_module_get_kernel failed               */
    DG_E_LAUNCH,   /* the launch failed (fault, step limit, ...)   */
    DG_E_LEAK,     /* memory not given back after ptxvm_destroy    */
    DG_E_DIFF      /* output words differ from the twin's          */
} dg_stage;

/* Load ptx[0..len) (named name in messages) in a VM configured as v,
   launch p's kernel on in[] and copy the output into out (dg_out_words,
   starting as DG_FILL). Returns DG_OK or the stage that failed, with
   what happened in why. */
dg_stage dg_exec(const dg_prog *p, const char *ptx, size_t len, const char *name,
                 const pv_variant *v, const unsigned *in, unsigned *out, char *why,
                 size_t whylen);

/* Compare got with the twin's want: the number of differing words, the
   first few described in why ("thread T word W: got X, twin Y"). */
size_t dg_compare(const dg_prog *p, const unsigned *want, const unsigned *got, char *why,
                  size_t whylen);

const char *dg_stage_name(dg_stage s);
#endif
