/* Bytecode operations of fused global loads (exec_load.h runs them,
   peephole_load.c makes them). X-macro list, appended to PV_OPS_INT.

   LD_XS   an array element's load in one dispatch: this record is the
           ADD_I64_XS that makes the address (d = a + (extend(b) << x),
           aux: sign-extend), the LD record after it loads through d, and
           when c is 3 the ADD_I32 record after that adds the loaded
           value (a grid-stride loop's sum += in[i]). c: the records run,
           this one included, each a step of its own. Every register the
           records name is written as they write it, so the fused code
           leaves the state the unfused code leaves, and a fault is the
           LD record's own. x & 63 is the shift; PV_XS_BASE_ONE in x says
           that a is a preloaded parameter's column (compile_preload.c),
           one value in every lane of every warp, so the whole-warp path
           (ldxs_run.h) need not compare its lanes. */
#ifndef PTXVM_OPS_LOAD_H
#define PTXVM_OPS_LOAD_H
#define PV_OPS_LOAD(X) X(LD_XS)
#define PV_XS_BASE_ONE 0x100u
#endif
