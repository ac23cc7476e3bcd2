/* Pieces of generated wgmma kernels: see wg_gen.h. */
#include "wg_gen.h"
#include <stdio.h>

#define P(...) (o += (size_t)snprintf(p + o, cap - o, __VA_ARGS__))

int wg_vm(pv_test *t, test_alloc *al, ptxvm_vm **vm)
{
    ptxvm_config cfg;
    test_config(&cfg, al);
    *vm = NULL;
    if (ptxvm_create(&cfg, vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        test_end(t);
        return 0;
    }
    return 1;
}

size_t wg_gen_loads(char *p, size_t cap, size_t o, uint32_t nd)
{
    uint32_t i;
    for (i = 0; i < nd; i++)
        P("  ld.global.b32 %%d%u, [%%rd11+%u];\n", i, i * 4);
    for (i = 0; i < 4; i++)
        P("  ld.global.b32 %%a%u, [%%rd13+%u];\n", i, i * 4);
    P("  wgmma.fence.sync.aligned;\n");
    return o;
}

size_t wg_gen_dlist(char *p, size_t cap, size_t o, uint32_t nd)
{
    uint32_t i;
    for (i = 0; i < nd; i++)
        P("%s%%d%u", i ? ", " : "", i);
    return o;
}

size_t wg_gen_tail(char *p, size_t cap, size_t o, uint32_t nd, int nimm, int a_regs,
                   int neg_a, int neg_b, int trans_a, int trans_b)
{
    uint32_t i;
    if (nimm >= 2)
        P(", %d, %d", neg_a ? -1 : 1, neg_b ? -1 : 1);
    if (nimm == 4) {
        if (!a_regs)
            P(", %d", trans_a);
        P(", %d", trans_b);
    }
    P(";\n  wgmma.commit_group.sync.aligned;\n  wgmma.wait_group.sync.aligned 0;\n");
    for (i = 0; i < nd; i++)
        P("  st.global.b32 [%%rd11+%u], %%d%u;\n", i * 4, i);
    P("  ret;\n}\n");
    return o;
}
