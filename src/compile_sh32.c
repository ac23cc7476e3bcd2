/* The last step of compiling with fusion on: every LD and ST of one
   4-byte .shared word a lane through a 32-bit address register becomes
   LD_SH32 or ST_SH32 (ops_shmem.h), the record otherwise as it is. It
   runs after the passes that read LD and ST (scratch marking,
   if-conversion), so none of them needs to know the new ops. */
#include "compile_int.h"
#include "exec_sh32.h"

PTXVM_INTERNAL void cc_mark_sh32(pv_code *k)
{
    uint32_t i;
    for (i = 0; i < k->ninsns; i++) {
        pv_insn *I = &k->insns[i];
        if ((I->op == PV_OP_LD || I->op == PV_OP_ST) && PV_IS_SH32(I->aux) &&
            I->a != PV_NO_REG)
            I->op = (uint16_t)(I->op == PV_OP_LD ? PV_OP_LD_SH32 : PV_OP_ST_SH32);
    }
}
