/* SULD, SUST, SURED and SUQ (bytecode.h): a warp's surface instruction
   becomes one ptxvm_surface_request that surface.c serves a handle
   group at a time. A failing lane stops the launch with surface.c's
   message; the launch names the instruction. */
#include "exec_mem.h"
#include "surface.h"
#include <stddef.h>
#include <string.h>

static int surf_fail(pv_cta *X, uint32_t l, ptxvm_result e)
{
    X->host_result = e;
    X->fault.lane = l;
    return 1;
}

PTXVM_INTERNAL int pv_do_surf(pv_cta *X, pv_warp *w, const pv_insn *I,
                              uint32_t m)
{
    uint8_t *rf = w->rf;
    const uint64_t *h = R64(I->a);
    uint32_t l, k, fl = 0;
    ptxvm_surface_request q;
    ptxvm_result e;
    if (I->op == PV_OP_SUQ) {
        uint32_t *d = R32(I->d);
        for (l = 0; l < PV_LANES; l++) {
            if (!((m >> l) & 1u))
                continue;
            e = pv_surf_query(X->vm, h[l], I->aux, &d[l], X->msg, sizeof X->msg);
            if (e != PTXVM_OK)
                return surf_fail(X, l, e);
        }
        return 0;
    }
    {
        const uint32_t *cb = R32(I->b);
        uint64_t *db = R64(I->d);
        uint32_t aux = I->aux;
        /* a whole warp's store fills every lane: only the header and
           the unused components need zeros */
        if (m == 0xffffffffu && PV_SURF_OP(aux) != PTXVM_SURF_LOAD) {
            memset(&q, 0, offsetof(ptxvm_surface_request, x));
            memset(q.data[PV_SURF_VEC(aux)], 0,
                   (4 - PV_SURF_VEC(aux)) * sizeof q.data[0]);
        } else {
            memset(&q, 0, sizeof q);
        }
        q.mask = m;
        q.op = PV_SURF_OP(aux);
        q.geom = PV_SURF_GEOM(aux);
        q.formatted = PV_SURF_P(aux);
        q.vec = PV_SURF_VEC(aux);
        q.size = PV_SURF_SIZE(aux);
        q.mode = PV_SURF_MODE(aux);
        q.red_op = PV_SURF_ROP(aux);
        q.red_type = PV_SURF_RTYPE(aux);
        if (m == 0xffffffffu) {          /* whole columns */
            memcpy(q.layer, cb, sizeof q.layer);
            memcpy(q.x, cb + PV_LANES, sizeof q.x);
            memcpy(q.y, cb + 2 * PV_LANES, sizeof q.y);
            memcpy(q.z, cb + 3 * PV_LANES, sizeof q.z);
            if (q.op != PTXVM_SURF_LOAD)
                memcpy(q.data, db, q.vec * sizeof q.data[0]);
        }
        for (l = 0; l < PV_LANES && m != 0xffffffffu; l++) {
            if (!((m >> l) & 1u))
                continue;
            q.layer[l] = cb[l];
            q.x[l] = (int32_t)cb[PV_LANES + l];
            q.y[l] = (int32_t)cb[2 * PV_LANES + l];
            q.z[l] = (int32_t)cb[3 * PV_LANES + l];
            if (q.op != PTXVM_SURF_LOAD)
                for (k = 0; k < q.vec; k++)
                    q.data[k][l] = db[k * PV_LANES + l];
        }
        e = pv_surf_warp(X->vm, h, &q, &fl, X->msg, sizeof X->msg);
        if (e != PTXVM_OK)
            return surf_fail(X, fl, e);
        if (q.op == PTXVM_SURF_LOAD && m == 0xffffffffu)
            memcpy(db, q.data, sizeof q.data);
        else if (q.op == PTXVM_SURF_LOAD)
            for (l = 0; l < PV_LANES; l++)
                if ((m >> l) & 1u)
                    for (k = 0; k < 4; k++)
                        db[k * PV_LANES + l] = q.data[k][l];
    }
    return 0;
}
