/* Bulk copies and tensor maps (ops_tma.h): cp.async.bulk,
   cp.async.bulk.tensor, cp.reduce.async.bulk{.tensor},
   tensormap.replace and tensormap.cp_fenceproxy, one active lane after
   the other.

   A copy is done when it is issued, the mbarrier's tx-count completed
   by its bytes at once (src/mbarrier.h), as a copy that finished before
   the issuing thread's next instruction would: the GPU may complete it
   at any time before the wait that covers it. Reading the destination
   before that wait is a race the ISA leaves undefined.

   Shared memory: a .shared::cluster address is resolved by
   tma_cluster_shared, the one place that knows which CTA it names;
   without clusters each CTA is its own cluster of one. A multicast
   writes the same box into every CTA of its ctaMask at the same offset
   and completes the mbarrier at the same offset in each. Faults name the
   instruction: global accesses are ld/st's, shared ones are bounded by
   the CTA's shared memory. A tensor map is read from wherever its
   generic address points (kernel parameters, global or constant
   memory) and decoded and checked at every use: a damaged one ends the
   launch with PTXVM_E_INVALID_ARGUMENT naming what is wrong. */
#include "exec_mem.h"
#include "mbarrier.h"
#include "tensormap.h"
#include "tma_form.h"
#include "ops_atom.h"
#include "gmem.h"
#include <stdio.h>

#define TC_COL (PV_LANES * 8u)   /* one 64-bit operand column */

/* n bytes of the .shared::cluster (cluster) or .shared::cta memory at
   address a, for lane l: a .shared::cluster address may name any CTA of
   the cluster (pv_shared_at), a .shared::cta one only the CTA's own.
   NULL after recording the fault. */
static uint8_t *tma_cluster_shared(pv_cta *X, pv_warp *w, uint32_t l,
                                   uint64_t a, uint64_t n, int write,
                                   int cluster)
{
    uint8_t *p = cluster || a < PV_CLUSTER_UNIT ? pv_shared_at(X, a, n) : NULL;
    if (!p)
        fault(X, w->pc, l, a, (uint32_t)(n > 0xffffffffu ? 0xffffffffu : n),
              write, cluster ? pv_shared_why(X, a) : "outside .shared");
    return p;
}

/* The CTA of cluster rank r (the CTA alone without a cluster), or NULL. */
static pv_cta *tma_rank_cta(pv_cta *X, uint32_t r)
{
    if (!X->cl)
        return r == 0 ? X : NULL;
    return r < X->cl->n ? X->cl->cta[r] : NULL;
}

/* Address a moved to the same offset in the .shared of cluster rank r:
   a multicast's destination and mbarrier in each CTA of its mask. The
   launch's CTAs without a cluster are each one alone, rank 0. */
static uint64_t tma_at_rank(pv_cta *X, uint64_t a, int r)
{
    uint64_t off = a & (PV_CLUSTER_UNIT - 1);
    if (r < 0)
        return a;
    return X->cl ? ((uint64_t)r + 1) * PV_CLUSTER_UNIT + off : off;
}

/* Copy n bytes of global memory at addr to or from buf, in naturally
   aligned pieces of at most 8 bytes (ld/st's checks). */
static int tma_global(pv_cta *X, pv_warp *w, uint32_t l, uint64_t addr,
                      uint8_t *buf, uint64_t n, int write)
{
    uint64_t i = 0;
    while (i < n) {
        uint32_t k = 8;
        while (k > n - i || ((addr + i) & (k - 1)))
            k >>= 1;
        if (pv_mem_access(X, w, w->pc, l, SP_GLOBAL, addr + i, k, buf + i, write))
            return -1;
        i += k;
    }
    return 0;
}

/* One element's reduction into global memory at a: the host's atomic
   read-modify-write, as red. */
static int tma_red_global(pv_cta *X, pv_warp *w, uint32_t l, uint64_t a,
                          uint32_t aux, uint64_t v)
{
    uint32_t size = PV_MEM_SIZE(aux);
    const pv_region *r;
    if (a & (size - 1)) {
        fault(X, w->pc, l, a, size, 1, "misaligned");
        return -1;
    }
    if (X->unchecked) {
        pv_atom_rmw(aux, (uint8_t *)(uintptr_t)a, v, 0, PV_ATOM_TYPE(aux) == PV_AT_F,
                    &X->vm->lock, 0);
        return 0;
    }
    r = pv_devmem_find(&X->vm->mem, a, size);
    if (!r) {
        fault(X, w->pc, l, a, size, 1, "not mapped");
        return -1;
    }
    if ((r->access & (PTXVM_READ | PTXVM_WRITE)) != (PTXVM_READ | PTXVM_WRITE) ||
        !r->host) {
        fault(X, w->pc, l, a, size, 1, r->host ? "not readable and writable"
              : "a reduction on host-served memory");
        return -1;
    }
    /* f32 add flushes subnormals in global memory, as red.global does */
    pv_atom_rmw(aux, r->host + (a - r->base), v, 0,
                PV_ATOM_TYPE(aux) == PV_AT_F && size == 4, &X->vm->lock, 0);
    return 0;
}

/* complete_tx of bytes on the mbarrier at shared address a. */
static int tma_complete(pv_cta *X, pv_warp *w, uint32_t l, uint64_t a,
                        uint64_t bytes)
{
    uint8_t *p;
    uint64_t word, before;
    int e;
    if (a & 7) {
        fault(X, w->pc, l, a, 8, 1, "misaligned mbarrier");
        return PV_ASYNC_FAULT;
    }
    p = tma_cluster_shared(X, w, l, a, 8, 1, 1);
    if (!p)
        return PV_ASYNC_FAULT;
    memcpy(&word, p, 8);
    before = word;
    e = bytes > PV_MB_MAX ? PV_MB_E_TX : pv_mb_complete_tx(&word, (uint32_t)bytes);
    if (e > PV_MB_PHASE) {
        X->fault.lane = l;
        snprintf(X->msg, sizeof X->msg, "complete_tx of %llu bytes: %s "
                 "(mbarrier tx-count %d)", (unsigned long long)bytes,
                 pv_mb_error(e), PV_MB_VALID(before) ? pv_mb_tx(before) : 0);
        return PV_ASYNC_TRAP;
    }
    memcpy(p, &word, 8);
    pv_mb_changed(X);                    /* waiting lanes look again */
    return PV_ASYNC_OK;
}

/* ---- the box engine's element mover -------------------------------- */

typedef struct tma_ctx {
    pv_cta  *X;
    pv_warp *w;
    uint32_t lane;
    uint32_t red_aux;        /* PV_ATOM_AUX of a reduction              */
} tma_ctx;

static int tma_elem(void *ctx, uint32_t op, uint64_t a, uint8_t *buf,
                    uint32_t size)
{
    tma_ctx *c = (tma_ctx *)ctx;
    if (op == PV_TMA_REDUCE) {
        uint32_t aux = (c->red_aux & ~15u) | size;
        return tma_red_global(c->X, c->w, c->lane, a, aux,
                              pv_load_le(buf, size, 0));
    }
    return tma_global(c->X, c->w, c->lane, a, buf, size, op == PV_TMA_STORE);
}

/* The tensor map at generic address a, decoded and checked. */
static int tma_map(pv_cta *X, pv_warp *w, uint32_t l, uint64_t a, pv_tmap *t)
{
    uint8_t raw[PV_TMAP_SIZE];
    char why[160];
    if (a & 63) {
        fault(X, w->pc, l, a, PV_TMAP_SIZE, 0, "tensor map not 64-byte aligned");
        return PV_ASYNC_FAULT;
    }
    if (pv_lane_rw(X, w, l, a, raw, sizeof raw, 0)) {
        fault(X, w->pc, l, a, PV_TMAP_SIZE, 0, "tensor map not readable");
        return PV_ASYNC_FAULT;
    }
    if (pv_tmap_decode(raw, t, why, sizeof why)) {
        X->fault.lane = l;
        X->host_result = PTXVM_E_INVALID_ARGUMENT;
        snprintf(X->msg, sizeof X->msg, "invalid tensor map at 0x%llx: %s",
                 (unsigned long long)a, why);
        return PV_TMA_HOST;
    }
    return PV_ASYNC_OK;
}

/* A tensor copy or reduction of lane l. */
static int tma_tensor(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t l,
                      int rank)
{
    uint8_t *rf = w->rf;
    const uint32_t a = I->a, aux = I->aux;
    const int load = !(aux & PV_TMA_SRC_SHARED);
    pv_tmap t;
    pv_tma_req q;
    tma_ctx c;
    const char *why = NULL;
    uint64_t smem_a = R64(a + (load ? PV_TC_DST : PV_TC_SRC) * TC_COL)[l];
    uint32_t i, dim = PV_TMA_DIM(aux);
    int r = tma_map(X, w, l, R64(a + (load ? PV_TC_SRC : PV_TC_DST) * TC_COL)[l], &t);
    if (r)
        return r;
    if (t.rank != dim || ((aux & PV_TMA_IM2COL) != 0) != (t.mode == PV_TMAP_IM2COL)) {
        X->fault.lane = l;
        X->host_result = PTXVM_E_INVALID_ARGUMENT;
        snprintf(X->msg, sizeof X->msg, "the tensor map (rank %u, %s mode) does "
                 "not fit a .%ud%s copy", t.rank, t.mode ? "im2col" : "tile",
                 dim, (aux & PV_TMA_IM2COL) ? ".im2col" : "");
        return PV_TMA_HOST;
    }
    memset(&q, 0, sizeof q);
    for (i = 0; i < dim; i++)
        q.coord[i] = (int32_t)R64(a + (PV_TC_COORD + i) * TC_COL)[l];
    for (i = 0; i < 3; i++)
        q.offs[i] = (uint16_t)R64(a + (PV_TC_OFFS + i) * TC_COL)[l];
    pv_cta *T;                 /* the CTA whose .shared the box is in */
    if (load)
        smem_a = tma_at_rank(X, smem_a, rank);
    T = smem_a < PV_CLUSTER_UNIT ? X : !load ? NULL
      : tma_rank_cta(X, (uint32_t)(smem_a >> PV_CLUSTER_SHIFT) - 1);
    if (!T || (smem_a & (PV_CLUSTER_UNIT - 1)) > T->shared_size) {
        fault(X, w->pc, l, smem_a, 16, load, load ? pv_shared_why(X, smem_a)
              : "outside .shared");
        return PV_ASYNC_FAULT;
    }
    q.op = load ? PV_TMA_LOAD : PV_TMA_KIND(aux) == TF_RED_TENSOR
         ? PV_TMA_REDUCE : PV_TMA_STORE;
    q.smem = T->shared;
    q.smem_size = T->shared_size;
    q.soff = (uint32_t)(smem_a & (PV_CLUSTER_UNIT - 1));
    q.elem = tma_elem;
    q.ctx = &c;
    c.X = X;
    c.w = w;
    c.lane = l;
    c.red_aux = (uint32_t)I->x;
    if (q.op == PV_TMA_REDUCE) {
        /* the element type comes from the map */
        static const uint8_t at[13] = {
            PV_AT_U, PV_AT_U, PV_AT_U, PV_AT_S, PV_AT_U, PV_AT_S, PV_AT_F16,
            PV_AT_F, PV_AT_F, PV_AT_BF16, PV_AT_F, PV_AT_F, PV_AT_F };
        uint32_t op = PV_ATOM_OP(c.red_aux);
        int fl = at[t.type] == PV_AT_F || at[t.type] == PV_AT_F16 ||
                 at[t.type] == PV_AT_BF16;
        if ((fl && op != PV_AOP_ADD && op != PV_AOP_MIN && op != PV_AOP_MAX) ||
            ((op == PV_AOP_INC || op == PV_AOP_DEC) && t.type != PTXVM_TMAP_U32) ||
            (op <= PV_AOP_XOR && fl)) {
            X->fault.lane = l;
            X->host_result = PTXVM_E_INVALID_ARGUMENT;
            snprintf(X->msg, sizeof X->msg, "cp.reduce.async.bulk.tensor: the "
                     "tensor map's element type %u does not take this "
                     "operation", t.type);
            return PV_TMA_HOST;
        }
        c.red_aux = PV_ATOM_AUX(t.esize, SP_GLOBAL, op, at[t.type]);
    }
    r = pv_tma_run(&t, &q, &why);
    if (r == -2) {
        fault(X, w->pc, l, smem_a, (uint32_t)pv_tma_bytes(&t), load, why);
        return PV_ASYNC_FAULT;
    }
    if (r)
        return PV_ASYNC_FAULT;
    if (aux & PV_TMA_MBAR)
        return tma_complete(X, w, l, tma_at_rank(X, R64(a + PV_TC_MBAR *
                            TC_COL)[l], rank), pv_tma_bytes(&t));
    return PV_ASYNC_OK;
}

/* A non-tensor bulk copy or reduction of lane l. */
static int tma_bulk(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t l,
                    int rank)
{
    uint8_t *rf = w->rf, *s, *d = NULL;
    const uint32_t a = I->a, aux = I->aux;
    uint64_t dst = R64(a + PV_TC_DST * TC_COL)[l];
    uint64_t src = R64(a + PV_TC_SRC * TC_COL)[l];
    uint64_t n = R64(a + PV_TC_SIZE * TC_COL)[l] & 0xffffffffu, i;
    if ((dst | src | n) & 15) {
        fault(X, w->pc, l, (dst & 15) ? dst : src, 16, (dst & 15) != 0,
              "bulk copy address or size not a multiple of 16");
        return PV_ASYNC_FAULT;
    }
    /* the source bytes into a staging buffer (shared sources in place) */
    if (aux & PV_TMA_SRC_SHARED) {
        s = tma_cluster_shared(X, w, l, src, n, 0, 0);
        if (!s)
            return PV_ASYNC_FAULT;
    } else {
        s = NULL;
    }
    if (aux & PV_TMA_DST_SHARED) {
        dst = tma_at_rank(X, dst, rank);
        d = tma_cluster_shared(X, w, l, dst, n, 1, 1);
        if (!d)
            return PV_ASYNC_FAULT;
    }
    if (PV_TMA_KIND(aux) == TF_RED_BULK) {
        uint32_t raux = (uint32_t)I->x, es = PV_MEM_SIZE(raux);
        for (i = 0; i < n; i += es) {
            uint64_t v = pv_load_le(s + i, es, 0);
            if (d)
                pv_atom_rmw(raux, d + i, v, 0, 0, NULL, 1);
            else if (tma_red_global(X, w, l, dst + i, raux, v))
                return PV_ASYNC_FAULT;
        }
    } else if (d && s) {
        memmove(d, s, (size_t)n);
    } else if (d) {
        if (tma_global(X, w, l, src, d, n, 0))
            return PV_ASYNC_FAULT;
    } else if (tma_global(X, w, l, dst, s, n, 1)) {
        return PV_ASYNC_FAULT;
    }
    if (aux & PV_TMA_MBAR)
        return tma_complete(X, w, l, tma_at_rank(X, R64(a + PV_TC_MBAR *
                            TC_COL)[l], rank), n);
    return PV_ASYNC_OK;
}

/* tensormap.replace of lane l: the 128 bytes at the address, edited. */
static int tma_replace(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t l)
{
    uint8_t *rf = w->rf, raw[PV_TMAP_SIZE];
    const uint32_t a = I->a;
    uint64_t at = R64(a + PV_TC_DST * TC_COL)[l];
    uint64_t v = R64(a + PV_TC_SRC * TC_COL)[l];
    uint32_t ord = (uint32_t)R64(a + PV_TC_SIZE * TC_COL)[l];
    uint32_t field = (uint32_t)I->x;
    if (at & 63) {
        fault(X, w->pc, l, at, PV_TMAP_SIZE, 1, "tensor map not 64-byte aligned");
        return PV_ASYNC_FAULT;
    }
    if (ord > 4) {
        X->fault.lane = l;
        snprintf(X->msg, sizeof X->msg, "tensormap.replace: ordinal %u is "
                 "past the fifth dimension", ord);
        return PV_ASYNC_TRAP;
    }
    if (I->aux & PV_TMA_DST_SHARED) {
        uint8_t *p = tma_cluster_shared(X, w, l, at, PV_TMAP_SIZE, 1, 0);
        if (!p)
            return PV_ASYNC_FAULT;
        pv_tmap_replace(p, field, ord, v);
        return PV_ASYNC_OK;
    }
    if (pv_lane_rw(X, w, l, at, raw, sizeof raw, 0)) {
        fault(X, w->pc, l, at, PV_TMAP_SIZE, 0, "tensor map not readable");
        return PV_ASYNC_FAULT;
    }
    pv_tmap_replace(raw, field, ord, v);
    if (pv_lane_rw(X, w, l, at, raw, sizeof raw, 1)) {
        fault(X, w->pc, l, at, PV_TMAP_SIZE, 1, "tensor map not writable");
        return PV_ASYNC_FAULT;
    }
    return PV_ASYNC_OK;
}

/* A generic address of lane l that must be in the .shared window, as
   a .shared::cluster address; 0 after recording the fault. */
static int tma_generic_shared(pv_cta *X, pv_warp *w, uint32_t l,
                              uint64_t *a, uint32_t n)
{
    if (*a < PV_SHARED_WINDOW || *a - PV_SHARED_WINDOW >= PV_WINDOW_SIZE) {
        fault(X, w->pc, l, *a, n, 1, "outside .shared::cluster");
        return 0;
    }
    *a -= PV_SHARED_WINDOW;
    return 1;
}

/* st.async / red.async of lane l: the vector (or one reduction) into
   the .shared of the CTA the address names, then complete_tx of its
   bytes on that CTA's mbarrier. */
static int tma_store_async(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t l)
{
    uint8_t *rf = w->rf, *p;
    const uint32_t a = I->a, aux = I->aux, vec = PV_TMA_DIM(aux);
    const int red = PV_TMA_KIND(aux) == TF_RED_ASYNC;
    uint32_t es = red ? PV_MEM_SIZE((uint32_t)I->x) : (uint32_t)I->x, n = es * vec, j;
    uint64_t dst = R64(a + PV_TC_DST * TC_COL)[l];
    uint64_t mbar = R64(a + PV_TC_MBAR * TC_COL)[l];
    if ((aux & PV_TMA_GENERIC) && (!tma_generic_shared(X, w, l, &dst, n) ||
                                   !tma_generic_shared(X, w, l, &mbar, 8)))
        return PV_ASYNC_FAULT;
    if (dst & (n - 1)) {
        fault(X, w->pc, l, dst, n, 1, "misaligned");
        return PV_ASYNC_FAULT;
    }
    p = tma_cluster_shared(X, w, l, dst, n, 1, 1);
    if (!p)
        return PV_ASYNC_FAULT;
    for (j = 0; j < vec; j++) {
        uint64_t v = R64(a + (PV_TC_COORD + j) * TC_COL)[l];
        if (red)      /* a cluster's CTAs run on one host thread */
            pv_atom_rmw((uint32_t)I->x, p, v, 0, 0, NULL, 1);
        else
            memcpy(p + j * es, &v, es);       /* little-endian host */
    }
    return tma_complete(X, w, l, mbar, n);
}

/* One copy of lane l; rank >= 0: the multicast's copy into that CTA. */
static int tma_one(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t l,
                   int rank)
{
    switch (PV_TMA_KIND(I->aux)) {
    case TF_TENSOR: case TF_RED_TENSOR:
        return tma_tensor(X, w, I, l, rank);
    case TF_REPLACE:
        return tma_replace(X, w, I, l);
    case TF_ST_ASYNC: case TF_RED_ASYNC:
        return tma_store_async(X, w, I, l);
    default:                          /* TF_BULK, TF_RED_BULK, fenceproxy */
        return tma_bulk(X, w, I, l, rank);
    }
}

PTXVM_INTERNAL int pv_do_tma(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    uint32_t l, n = X->cl ? X->cl->n : 1;
    for (l = 0; l < PV_LANES; l++) {
        uint32_t mask, r;
        int e;
        if (!((m >> l) & 1u))
            continue;
        if (!(I->aux & PV_TMA_MULTICAST)) {
            if ((e = tma_one(X, w, I, l, -1)) != 0)
                return e;
            continue;
        }
        /* the same box into every CTA of the mask, each completing the
           mbarrier at the same offset in its own .shared */
        mask = (uint32_t)R64(I->a + PV_TC_MASK * TC_COL)[l] & 0xffffu;
        for (r = 0; r < 16; r++)
            if (((mask >> r) & 1u) && r >= n) {
                X->fault.lane = l;
                snprintf(X->msg, sizeof X->msg, "ctaMask 0x%x names CTA rank "
                         "%u, outside the cluster of %u CTA%s", mask, r, n,
                         n == 1 ? "" : "s");
                return PV_ASYNC_TRAP;
            }
        for (r = 0; r < n; r++)
            if (((mask >> r) & 1u) && (e = tma_one(X, w, I, l, (int)r)) != 0)
                return e;
    }
    return PV_ASYNC_OK;
}
