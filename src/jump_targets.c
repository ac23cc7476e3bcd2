/* Jump targets of bytecode (see jump_targets.h). */
#include "jump_targets.h"

PTXVM_INTERNAL void pv_jump_targets(const pv_code *k, const pv_insn *code, uint32_t n,
                                    uint8_t *t)
{
    uint32_t i, j;
    for (i = 0; i < n; i++) {
        if (code[i].op == PV_OP_BRA || code[i].op == PV_OP_SETP_BRA32)
            t[code[i].x < n ? code[i].x : n] = 1;
        else if (code[i].op == PV_OP_BRX)
            for (j = 1; j <= code[i].aux && i + j < n; j++)
                t[code[i + j].x < n ? code[i + j].x : n] = 1;
    }
    for (i = 0; i < k->nfuncs; i++)
        if (k->funcs[i].entry < n)
            t[k->funcs[i].entry] = 1;
}
