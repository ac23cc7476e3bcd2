/* Thread-block clusters (sm_90): a launch's cluster shape checked
   against the kernel's directives, and the cluster barrier's phase
   completion. launch.c runs a cluster's CTAs together on one worker. */
#include "cluster.h"
#include <stdarg.h>
#include <stdio.h>

static ptxvm_result cl_fail(char *msg, const char *fmt, ...) PV_PRINTF(2, 3);
static ptxvm_result cl_fail(char *msg, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, PV_ERRMSG_SIZE, fmt, ap);
    va_end(ap);
    return PTXVM_E_INVALID_ARGUMENT;
}

PTXVM_INTERNAL ptxvm_result pv_cluster_shape(const ptxvm_kernel *k,
                                             ptxvm_dim3 grid, ptxvm_dim3 asked,
                                             ptxvm_dim3 *dim, int *is_explicit,
                                             char *msg)
{
    const ir_module *m = k->module->ir;
    const ir_func *f = &m->funcs.data[k->func];
    const char *name = ir_name(m, f->name);
    const uint32_t *req = f->reqnctapercluster;
    int given = asked.x || asked.y || asked.z, has_req = req[0] != 0;
    uint64_t n;
    if (f->flags & FF_BLOCKSARECLUSTERS) {
        cl_fail(msg, "kernel %s: .blocksareclusters is not supported", name);
        return PTXVM_E_UNSUPPORTED;
    }
    if (given && (!asked.x || !asked.y || !asked.z))
        return cl_fail(msg, "kernel %s: cluster dimensions (%u,%u,%u) must all "
                       "be at least 1, or all 0 for none", name, asked.x,
                       asked.y, asked.z);
    if ((f->flags & FF_EXPLICITCLUSTER) && !given && !has_req)
        return cl_fail(msg, "kernel %s is declared .explicitcluster but the "
                       "launch gives no cluster dimensions", name);
    if (has_req && given &&
        (asked.x != req[0] || asked.y != req[1] || asked.z != req[2]))
        return cl_fail(msg, "kernel %s requires clusters of (%u,%u,%u) CTAs "
                       "(.reqnctapercluster), the launch asks for (%u,%u,%u)",
                       name, req[0], req[1], req[2], asked.x, asked.y, asked.z);
    if (!given && has_req) {
        asked.x = req[0];
        asked.y = req[1];
        asked.z = req[2];
    }
    *is_explicit = given || has_req;
    if (!*is_explicit)
        asked.x = asked.y = asked.z = 1;
    n = (uint64_t)asked.x * asked.y * asked.z;
    if (n > PV_MAX_CLUSTER)
        return cl_fail(msg, "kernel %s: a cluster of (%u,%u,%u) is %llu CTAs, "
                       "more than %u", name, asked.x, asked.y, asked.z,
                       (unsigned long long)n, PV_MAX_CLUSTER);
    if (grid.x % asked.x || grid.y % asked.y || grid.z % asked.z)
        return cl_fail(msg, "kernel %s: grid (%u,%u,%u) is not a multiple of "
                       "the cluster dimensions (%u,%u,%u)", name, grid.x, grid.y,
                       grid.z, asked.x, asked.y, asked.z);
    if (f->maxclusterrank && n > f->maxclusterrank)
        return cl_fail(msg, "kernel %s: a cluster of %llu CTAs exceeds its "
                       ".maxclusterrank %u", name, (unsigned long long)n,
                       f->maxclusterrank);
    *dim = asked;
    return PTXVM_OK;
}

PTXVM_INTERNAL int pv_cluster_complete(pv_cluster *cl)
{
    uint32_t c, i;
    if (!cl->arrived)
        return 0;
    for (c = 0; c < cl->n; c++) {
        const pv_cta *X = cl->cta[c];
        for (i = 0; i < X->nwarps; i++)
            if (X->warps[i].live & ~X->warps[i].cl_arrived)
                return 0;
    }
    /* every thread that has not exited arrived: the next phase starts,
       and the lanes waiting for this one go on */
    for (c = 0; c < cl->n; c++) {
        pv_cta *X = cl->cta[c];
        for (i = 0; i < X->nwarps; i++) {
            pv_warp *w = &X->warps[i];
            w->cl_arrived = 0;
            if (w->live && w->bar_wait && w->bar_id == PV_CLUSTER_BAR)
                pv_warp_release(w);
        }
    }
    cl->arrived = 0;
    return 1;
}
