/* The last step of compiling with fusion on, beside cc_mark_sh32: every
   LD and ST of one 4-byte .local word a lane at a fixed offset (no
   address register: the argument and result slots of calls) becomes
   LD_LC32 or ST_LC32 (ops_lc32.h), the record otherwise as it is. Only
   aligned words inside the kernel's own .local (local_bytes, which
   every launch's .local holds, its stack after it) are marked, so the
   handlers check nothing per access; any other offset stays an LD or ST,
   which reports the fault. */
#include "compile_int.h"
#include "exec_lc32.h"

PTXVM_INTERNAL void cc_mark_lc32(pv_code *k)
{
    uint32_t i;
    for (i = 0; i < k->ninsns; i++) {
        pv_insn *I = &k->insns[i];
        if ((I->op == PV_OP_LD || I->op == PV_OP_ST) && PV_IS_LC32(I->aux) &&
            I->a == PV_NO_REG && !(I->x & 3u) && I->x < k->local_bytes &&
            k->local_bytes - I->x >= 4u)
            I->op = (uint16_t)(I->op == PV_OP_LD ? PV_OP_LD_LC32 : PV_OP_ST_LC32);
    }
}
