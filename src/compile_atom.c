/* Lowering of the atom family (see compile_int.h). */
#include "compile_int.h"

PTXVM_INTERNAL int cc_lower_atomfam(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec)
{
    (void)C;
    (void)S;
    (void)in;
    (void)ii;
    (void)dec;
    return 0;
}
