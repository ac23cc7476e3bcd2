/* The interpreter's call contexts as the warp-synchronous instructions
   see them, and small helpers of exec.c (the call machinery itself is in
   exec_ctrl.c). Static functions of exec.c's translation unit, kept
   apart for size; no include guard: included once, after the helpers it
   uses. */
/* The lanes of m in lane l's call context, for each lane of m: the lanes
   a GPU runs together there. Lanes that reached one instruction from
   different calls of one function are apart on a GPU (each side of a
   divergent branch runs its own call), though the min-PC scheduler runs
   them as one group. */
static void ctx_groups(const pv_cta *X, const uint8_t *rf, uint32_t m, uint32_t *grp)
{
    uint32_t left = m, l, k;
    const uint32_t *cx;
    if (X->code->cctx == PV_NO_REG) {
        for (l = 0; l < PV_LANES; l++)
            grp[l] = m;
        return;
    }
    cx = (const uint32_t *)(const void *)(rf + X->code->cctx);
    while (left) {
        uint32_t g = 0;
        for (l = 0; !((left >> l) & 1u); l++)
            ;
        for (k = l; k < PV_LANES; k++)
            if (((left >> k) & 1u) && cx[k] == cx[l])
                g |= 1u << k;
        for (k = l; k < PV_LANES; k++)
            if ((g >> k) & 1u)
                grp[k] = g;
        left &= ~g;
    }
}

PTXVM_INTERNAL void pv_warp_release(pv_warp *w)
{
    w->bar_wait = 0;
    w->active = 0;
    reschedule(w, 0);
}

static uint32_t lanemask(uint32_t kw, uint32_t l)
{
    uint32_t bit = 1u << l;
    switch (kw) {
    case KW_sr_lanemask_eq: return bit;
    case KW_sr_lanemask_lt: return bit - 1;
    case KW_sr_lanemask_le: return (bit - 1) | bit;
    case KW_sr_lanemask_gt: return ~((bit - 1) | bit);
    default: return ~(bit - 1);    /* ge */
    }
}
