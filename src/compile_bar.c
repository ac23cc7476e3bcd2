/* Lowering of the bar family (see compile_int.h). */
#include "compile_int.h"

PTXVM_INTERNAL int cc_lower_barfam(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec)
{
    (void)C;
    (void)S;
    (void)in;
    (void)ii;
    (void)dec;
    return 0;
}
