/* Lowering of the integer instruction family. */
#include "compile_int.h"

PTXVM_INTERNAL int cc_lower_intfam(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec)
{
    PV_UNUSED(C);
    PV_UNUSED(S);
    PV_UNUSED(in);
    PV_UNUSED(ii);
    PV_UNUSED(dec);
    return 0;
}
