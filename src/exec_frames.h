/* Frames of recursive functions, lane by lane (exec_ctrl.c): the saves
   of a call whose list is one to four 32-bit registers (nearly every
   one: a word or two live across the call and the return PC) copied by
   loops specialised for their count. A recursive kernel's lanes call
   and return at their own depths, so these per-lane copies are most of
   its calls' and returns' cost; a count known to the compiler unrolls
   them to a load and a store each, where a loop over a count read at run
   time branched per word. */
#ifndef PTXVM_EXEC_FRAMES_H
#define PTXVM_EXEC_FRAMES_H
#include "exec_mem.h"

/* The lanes of column c holding v: branch-free, so the compiler
   vectorises it. */
static PV_FORCE_INLINE uint32_t fr_col_eq(const uint32_t *c, uint32_t v)
{
    uint32_t l, r = 0;
    for (l = 0; l < PV_LANES; l++)
        r |= c[l] == v ? pv_lane_bit[l] : 0u;
    return r;
}

/* The lanes of w whose PC is at most pc. */
static PV_FORCE_INLINE uint32_t fr_pcs_upto(const pv_warp *w, uint32_t pc)
{
    uint32_t l, r = 0;
    for (l = 0; l < PV_LANES; l++)
        r |= w->lane_pc[l] <= pc ? pv_lane_bit[l] : 0u;
    return r;
}

/* A recursive function's entry for the lanes of m, its n (1 to 4, a
   constant where inlined) saved words at columns sv[i].slot: each lane's words
   go to the rows of its frame at sp + frame, its frame pointer becomes
   its stack pointer, which grows by need, and its return PC is ret.
   Returns the first lane whose stack pointer passes lim (its stack is
   full; the lanes before it have entered), else PV_LANES. */
static PV_FORCE_INLINE uint32_t fr_enter(uint8_t *rf, uint8_t *lb, const pv_save *sv,
                                         uint32_t n, uint32_t m, uint32_t frame,
                                         uint32_t need, uint32_t lim, uint32_t *sp,
                                         uint32_t *fp, uint32_t *rp, uint32_t ret)
{
    const uint32_t o0 = sv[0].slot, o1 = n > 1 ? sv[1].slot : 0,
                   o2 = n > 2 ? sv[2].slot : 0, o3 = n > 3 ? sv[3].slot : 0;
    while (m) {
        const uint32_t l = pv_ctz32(m), b = sp[l];
        uint8_t *at = lb + (size_t)((b + frame) >> 2) * (PV_LANES * 4) + l * 4;
        m &= m - 1u;
        if (b > lim)
            return l;
        memcpy(at, rf + o0 + l * 4, 4);
        if (n > 1)
            memcpy(at + PV_LANES * 4, rf + o1 + l * 4, 4);
        if (n > 2)
            memcpy(at + 2 * PV_LANES * 4, rf + o2 + l * 4, 4);
        if (n > 3)
            memcpy(at + 3 * PV_LANES * 4, rf + o3 + l * 4, 4);
        fp[l] = b;
        sp[l] = b + need;
        rp[l] = ret;
    }
    return PV_LANES;
}

/* The reverse for the lanes of m returning to one call (its n words at
   sv): each lane's words come back from the frame at its frame pointer,
   read before they are restored (they may hold it), its stack pointer
   drops to that frame and its PC (lane_pc) becomes ret; up: the call
   left the caller's frame pointer unsaved, so it is the frame's base
   less need. */
static PV_FORCE_INLINE void fr_leave(uint8_t *rf, const uint8_t *lb, const pv_save *sv,
                                     uint32_t n, uint32_t m, uint32_t frame, uint32_t need,
                                     int up, uint32_t *sp, uint32_t *fp, uint32_t *lane_pc,
                                     uint32_t ret)
{
    const uint32_t o0 = sv[0].slot, o1 = n > 1 ? sv[1].slot : 0,
                   o2 = n > 2 ? sv[2].slot : 0, o3 = n > 3 ? sv[3].slot : 0;
    while (m) {
        const uint32_t l = pv_ctz32(m), b = fp[l];
        const uint8_t *at = lb + (size_t)((b + frame) >> 2) * (PV_LANES * 4) + l * 4;
        m &= m - 1u;
        memcpy(rf + o0 + l * 4, at, 4);
        if (n > 1)
            memcpy(rf + o1 + l * 4, at + PV_LANES * 4, 4);
        if (n > 2)
            memcpy(rf + o2 + l * 4, at + 2 * PV_LANES * 4, 4);
        if (n > 3)
            memcpy(rf + o3 + l * 4, at + 3 * PV_LANES * 4, 4);
        if (up)
            fp[l] = b - need;
        sp[l] = b;
        lane_pc[l] = ret;
    }
}

#endif
