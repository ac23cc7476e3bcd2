/* The box engine of cp.async.bulk.tensor, cp.reduce.async.bulk.tensor:
   which global element lands where in the shared-memory image.

   Tile mode: the box starts at tensorCoords and takes
   ceil(boxDim[i] / elementStrides[i]) elements along dimension i, every
   elementStrides[i]-th one (dimension 0 always takes every element when
   the layout is not interleaved: the driver ignores its stride). The
   image is dense, dimension 0 fastest.

   Im2col mode (rank 3-5: C, W, H, D, N): pixelsPerColumn pixels of
   channelsPerPixel channels from channel coords[0]. The first pixel is
   at the spatial coords; the next ones step by the element strides
   along W within the bounding box [lower, dim - 1 + upper] of each
   spatial dimension, wrapping to the lower corner and carrying into H,
   D and then the batch. Each pixel is read at its position plus the
   instruction's im2col offsets.

   An element outside the tensor (a coordinate below 0 or at or past the
   dimension) is not read or written: a load fills its place with zero,
   or with a NaN for a map with the NAN_REQUEST_ZERO_FMA fill. */
#include "tensormap.h"

PTXVM_INTERNAL uint64_t pv_tma_bytes(const pv_tmap *t)
{
    uint64_t n = t->esize;
    uint32_t i;
    if (t->mode == PV_TMAP_IM2COL)
        return n * t->channels * t->pixels;
    for (i = 0; i < t->rank; i++) {
        uint32_t s = i == 0 && t->interleave == PTXVM_TMAP_INTERLEAVE_NONE
                   ? 1 : t->estr[i];
        n *= (t->box[i] + s - 1) / s;
    }
    return n;
}

PTXVM_INTERNAL uint32_t pv_tma_swizzle(uint32_t swizzle, uint32_t off)
{
    uint32_t mask;
    if (!swizzle)
        return off;
    mask = (1u << swizzle) - 1;          /* 1, 3, 7: chunks in the span */
    return off ^ (((off >> 7) & mask) << 4);
}

/* The fill of an out-of-bounds element. */
static void oob_fill(const pv_tmap *t, uint8_t *buf)
{
    uint64_t v = 0;
    if (t->fill == PTXVM_TMAP_FILL_NAN_REQUEST_ZERO_FMA)
        v = t->esize == 2 ? 0x7fffu : t->esize == 4 ? 0x7fffffffu
          : 0x7fffffffffffffffull;
    pv_store_le(buf, v, t->esize);
}

/* One element: global coordinates g (rank of them), image offset off
   (before the swizzle). */
static int do_elem(const pv_tmap *t, const pv_tma_req *q, const int64_t *g,
                   uint32_t off)
{
    uint8_t *buf = q->smem + pv_tma_swizzle(t->swizzle, q->soff + off);
    uint64_t a = t->global;
    uint32_t i;
    for (i = 0; i < t->rank; i++) {
        if (g[i] < 0 || (uint64_t)g[i] >= t->dims[i]) {
            if (q->op == PV_TMA_LOAD)
                oob_fill(t, buf);
            return 0;
        }
        a += (uint64_t)g[i] * t->strides[i];
    }
    return q->elem(q->ctx, q->op, a, buf, t->esize);
}

static int run_tile(const pv_tmap *t, const pv_tma_req *q)
{
    uint32_t n[5], s[5], i, k[5] = { 0, 0, 0, 0, 0 }, off = 0;
    int64_t g[5];
    for (i = 0; i < 5; i++) {
        s[i] = i < t->rank ? t->estr[i] : 1;
        if (i == 0 && t->interleave == PTXVM_TMAP_INTERLEAVE_NONE)
            s[i] = 1;
        n[i] = i < t->rank ? (t->box[i] + s[i] - 1) / s[i] : 1;
    }
    for (;;) {
        for (i = 0; i < t->rank; i++)
            g[i] = (int64_t)q->coord[i] + (int64_t)k[i] * s[i];
        if (do_elem(t, q, g, off))
            return -1;
        off += t->esize;
        for (i = 0; i < 5; i++) {         /* the next element, odometer */
            if (++k[i] < n[i])
                break;
            k[i] = 0;
        }
        if (i == 5)
            return 0;
    }
}

static int run_im2col(const pv_tmap *t, const pv_tma_req *q)
{
    uint32_t sp = t->rank - 2, j, c, i;  /* spatial dims are 1..sp */
    int64_t p[5], g[5];
    uint32_t off = 0;
    for (i = 1; i < t->rank; i++)
        p[i] = q->coord[i];
    for (j = 0; j < t->pixels; j++) {
        for (i = 1; i <= sp; i++)
            g[i] = p[i] + q->offs[i - 1];
        g[t->rank - 1] = p[t->rank - 1];
        for (c = 0; c < t->channels; c++) {
            g[0] = (int64_t)q->coord[0] + c;
            if (do_elem(t, q, g, off))
                return -1;
            off += t->esize;
        }
        for (i = 1; i <= sp; i++) {       /* step within the bounding box */
            p[i] += t->estr[i];
            if (p[i] <= (int64_t)t->dims[i] - 1 + t->upper[i - 1])
                break;
            p[i] = t->lower[i - 1];
        }
        if (i > sp)
            p[t->rank - 1] += 1;          /* the next image of the batch */
    }
    return 0;
}

PTXVM_INTERNAL int pv_tma_run(const pv_tmap *t, const pv_tma_req *q,
                              const char **why)
{
    uint64_t bytes = pv_tma_bytes(t), end;
    if (q->soff & 127) {
        *why = "the shared-memory address is not 128-byte aligned";
        return -2;
    }
    /* a swizzle moves chunks within their 128-byte row: the image ends
       at most at the row its last byte is in */
    end = (uint64_t)q->soff + bytes;
    if (t->swizzle)
        end = (end + 127) & ~(uint64_t)127;
    if (end > q->smem_size) {
        *why = "the box does not fit in shared memory there";
        return -2;
    }
    return t->mode == PV_TMAP_IM2COL ? run_im2col(t, q) : run_tile(t, q);
}
