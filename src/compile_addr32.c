/* 32-bit addresses of PTX 1.x and 2.x modules (devmem.h): a 32-bit
   .global or .const address a is the device address PV_GLOBAL_BASE + a,
   and a 32-bit generic address names a window or global memory as
   pv_generic32 says. */
#include "compile_int.h"
#include "devmem.h"

PTXVM_INTERNAL void cc_addr32(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                              uint32_t space, uint32_t *areg, uint64_t *off, int *addr32)
{
    pv_insn *I;
    if (!*addr32 || *areg == PV_NO_REG)
        return;
    /* a 32-bit register plus the offset wraps at 32 bits, as on the GPU
       (nvcc writes [r+64] with r = &a - 60 for a .shared array a at 0):
       the low half of x is the offset, the high half the space's base */
    *off = (uint32_t)*off;
    if (space == SP_GLOBAL) {
        *off += PV_GLOBAL_BASE;
        return;
    }
    if (space != SP_NONE)
        return;              /* .shared, .local, .param: window offsets */
    I = cc_emit(C, PV_OP_GEN32, ii);
    cc_guard(C, S, in, I);
    I->d = cc_cols(C, CC_COL64);
    I->a = *areg;
    I->x = (uint32_t)*off;   /* the sum wraps at 32 bits, as the address */
    *areg = I->d;
    *off = 0;
    *addr32 = 0;
}
