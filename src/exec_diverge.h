/* Divergence without a full reschedule. The running group is always the
   lowest PC of the warp's ready lanes (waiting lanes merge at the JOIN
   of their label, never sitting before it), so when it moves forward to
   pc the group to run next is usually itself, joined by the lanes
   waiting at pc: one pass over the lanes decides that, where
   pv_reschedule parks the group and searches the warp for the lowest
   PC. Tile code diverges at every halo guard and tree level, each a
   fork at a forward branch and a merge at its JOIN.
   Included by exec.c after pv_reschedule; no include guard. */

/* The lowest group when ready lanes `low` wait below pc, the running
   group's PCs already written: what pv_reschedule(w, pc) finds (its
   minimum is among them, below pc, so no lane parked at a .sync
   instruction can be it) in one pass over those lanes alone. Out of
   line: rare next to the forward case. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void pv_regroup_low(pv_warp *w, uint32_t low)
{
    uint32_t minpc = 0xffffffffu, act = 0;
    for (; low; low &= low - 1) {
        const uint32_t b = low & (0u - low), v = w->lane_pc[pv_ctz32(low)];
        if (v < minpc) {
            minpc = v;
            act = b;
        } else if (v == minpc) {
            act |= b;
        }
    }
    w->pc = minpc;
    w->active = act;
}

/* The running group continues at pc, joined by the ready lanes waiting
   there: what pv_reschedule(w, pc) does when no ready lane waits below
   pc (pc is a real PC, not a parked one, so lanes parked at a .sync
   instruction stay parked). When some ready lane waits below pc, the
   lowest of them run next (pv_regroup_low), as pv_reschedule(w, pc)
   would have it. */
static PV_FORCE_INLINE void pv_regroup(pv_warp *w, uint32_t pc)
{
    const uint32_t *bit = pv_lane_bit;
    const uint32_t a = w->active;
    const uint32_t wait = w->live & ~w->bar_wait & ~w->mb_parked & ~a;
    uint32_t l, lt = 0, eq = 0;
#if PV_VECTOR_EXT
    /* four lanes a step: the scalar loops keep a branch per lane */
    pv_u32x4 vlt = {0u, 0u, 0u, 0u}, veq = {0u, 0u, 0u, 0u};
    PV_UNROLL
    for (l = 0; l < PV_LANES; l += 4) {
        pv_u32x4 lp, b, ia;
        memcpy(&lp, w->lane_pc + l, sizeof lp);
        memcpy(&b, bit + l, sizeof b);
        ia = (pv_u32x4)((b & a) != 0);
        lp = (lp & ~ia) | (pc & ia);
        memcpy(w->lane_pc + l, &lp, sizeof lp);
        vlt |= (pv_u32x4)(lp < pc) & b;
        veq |= (pv_u32x4)(lp == pc) & b;
    }
    lt = vlt[0] | vlt[1] | vlt[2] | vlt[3];
    eq = veq[0] | veq[1] | veq[2] | veq[3];
#else
    for (l = 0; l < PV_LANES; l++)
        w->lane_pc[l] = (a & bit[l]) ? pc : w->lane_pc[l];
    for (l = 0; l < PV_LANES; l++) {
        const uint32_t v = w->lane_pc[l];
        lt |= v < pc ? bit[l] : 0u;
        eq |= v == pc ? bit[l] : 0u;
    }
#endif
    if (lt & wait) {
        pv_regroup_low(w, lt & wait);
        return;
    }
    w->active = a | (eq & wait);
    w->pc = pc;
}
