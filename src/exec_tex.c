/* TEX and TXQ (bytecode.h): texture fetches and queries through texture
   objects, one lane at a time through the sampler of texture.c. A handle
   that names no live texture, or a texture over freed memory, stops the
   launch with a message naming the handle. */
#include "exec_mem.h"
#include "texture.h"
#include <stdio.h>
#include <string.h>

static int tex_fail(pv_cta *X, uint32_t l, ptxvm_result e)
{
    X->host_result = e;
    X->fault.lane = l;
    return 1;
}

PTXVM_INTERNAL int pv_do_tex(pv_cta *X, pv_warp *w, const pv_insn *I,
                             uint32_t m)
{
    uint8_t *rf = w->rf;
    const uint64_t *h = R64(I->a);
    const uint32_t *cb = R32(I->b);
    uint32_t *db = R32(I->d);
    uint32_t stride = I->c / 4u, l, k, dims = I->aux & 3u, fl = 0;
    ptxvm_tex_request q;
    ptxvm_tex_result r;
    ptxvm_result e;
    q.texture = q.sampler = 0;
    q.mask = m;
    q.geom = (I->aux & PV_TEX_LAYERED) ? (dims == 1 ? PTXVM_GEOM_A1D :
                                          PTXVM_GEOM_A2D) : dims;
    q.gather = 0;
    q.coords_int = (I->aux & PV_TEX_INTC) != 0;
    q.lod = PTXVM_LOD_BASE;
    q.has_offset = q.has_compare = 0;
    q.result = I->aux >> 4;
    for (l = 0; l < PV_LANES; l++) {
        if (!((m >> l) & 1u))
            continue;
        q.layer[l] = (int32_t)cb[l];
        for (k = 0; k < 3; k++)
            q.c[k][l] = cb[(k + 1) * stride + l];
    }
    e = pv_tex_warp(X->vm, h, &q, &r, &fl, X->msg, sizeof X->msg);
    if (e != PTXVM_OK)
        return tex_fail(X, fl, e);
    for (l = 0; l < PV_LANES; l++)
        if ((m >> l) & 1u)
            for (k = 0; k < 4; k++)
                db[k * stride + l] = r.v[k][l];
    return 0;
}

PTXVM_INTERNAL int pv_do_txq(pv_cta *X, pv_warp *w, const pv_insn *I,
                             uint32_t m)
{
    uint8_t *rf = w->rf;
    const uint64_t *h = R64(I->a);
    uint32_t *d = R32(I->d), l;
    for (l = 0; l < PV_LANES; l++) {
        ptxvm_result e;
        if (!((m >> l) & 1u))
            continue;
        e = pv_tex_query(X->vm, h[l], I->aux, 0, &d[l], X->msg,
                         sizeof X->msg);
        if (e != PTXVM_OK)
            return tex_fail(X, l, e);
    }
    return 0;
}
