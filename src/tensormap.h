/* Tensor maps (TMA descriptors) and the box engine of the bulk tensor
   copies.

   A tensor map is a 128-byte value whose layout is ptxvm's own (the
   hardware's is opaque): the host builds it with
   ptxvm_tensormap_encode_* (tensormap.c), kernels receive it as a
   parameter or in memory, tensormap.replace edits one field at a time,
   and every bulk tensor instruction decodes and checks it again, so a
   map damaged by the program is an error, never a wild access.

   The engine (tma_engine.c) walks the box a tensor instruction names:
   for each element its global address (or "out of bounds") and its
   place in the shared-memory image, swizzled as the map says. It moves
   elements through a callback, so the interpreter supplies the checked
   global accesses and the unit tests a plain buffer. */
#ifndef PTXVM_TENSORMAP_H
#define PTXVM_TENSORMAP_H
#include "common.h"

#define PV_TMAP_SIZE 128u

enum { PV_TMAP_TILE, PV_TMAP_IM2COL };

/* A decoded, checked map. Dimension 0 is the innermost. */
typedef struct pv_tmap {
    uint32_t mode;           /* PV_TMAP_TILE / PV_TMAP_IM2COL             */
    uint32_t type;           /* ptxvm_tmap_type                           */
    uint32_t esize;          /* element bytes                             */
    uint32_t rank;           /* 1..5                                      */
    uint32_t interleave, swizzle, atomicity, fill, l2;
    uint64_t global;
    uint64_t dims[5];
    uint64_t strides[5];     /* bytes; strides[0] is esize                */
    uint32_t box[5];         /* tile mode                                 */
    uint32_t estr[5];        /* element strides                           */
    int32_t  lower[3], upper[3];   /* im2col corners of W, H, D           */
    uint32_t channels, pixels;     /* im2col                              */
} pv_tmap;

/* Check t as the driver checks its arguments: 0, or the argument's
   error (INVALID_ARGUMENT or UNSUPPORTED) with a message in why. */
PTXVM_INTERNAL ptxvm_result pv_tmap_check(const pv_tmap *t, char *why,
                                          size_t cap);
/* t as 128 bytes at raw (t checked). */
PTXVM_INTERNAL void pv_tmap_pack(const pv_tmap *t, uint8_t *raw);
/* Decode and check the 128 bytes at raw: 0, or nonzero with why. */
PTXVM_INTERNAL int pv_tmap_decode(const uint8_t *raw, pv_tmap *t, char *why,
                                  size_t cap);

/* tensormap.replace's fields; new values as PTX encodes them. */
enum {
    PV_TMF_ADDRESS, PV_TMF_RANK, PV_TMF_BOX, PV_TMF_GDIM, PV_TMF_GSTRIDE,
    PV_TMF_ESTRIDE, PV_TMF_ELEMTYPE, PV_TMF_INTERLEAVE, PV_TMF_SWIZZLE,
    PV_TMF_ATOMICITY, PV_TMF_FILL
};
/* Replace field (ordinal ord of the rank-indexed ones) of the map at
   raw by v. Nothing is checked: the next copy through it decodes it. */
PTXVM_INTERNAL void pv_tmap_replace(uint8_t *raw, uint32_t field,
                                    uint32_t ord, uint64_t v);

/* ---- the box engine ------------------------------------------------- */
enum { PV_TMA_LOAD, PV_TMA_STORE, PV_TMA_REDUCE };

/* Move one element of size bytes between global address a and the
   shared-memory image at buf (op PV_TMA_LOAD: into buf; STORE: out of
   buf; REDUCE: combine buf into memory): 0, or -1 for a fault, which
   the callback records. */
typedef int (*pv_tma_elem_fn)(void *ctx, uint32_t op, uint64_t a,
                              uint8_t *buf, uint32_t size);

typedef struct pv_tma_req {
    uint32_t op;             /* PV_TMA_LOAD / STORE / REDUCE              */
    int32_t  coord[5];       /* tensorCoords                              */
    uint16_t offs[3];        /* im2col offsets of W, H, D                 */
    uint8_t *smem;           /* the CTA's shared memory ...               */
    uint32_t smem_size;      /* ... its size                              */
    uint32_t soff;           /* the image's offset in it                  */
    pv_tma_elem_fn elem;
    void    *ctx;
} pv_tma_req;

/* Bytes of the shared-memory image of one copy (what a load completes
   on the mbarrier, out-of-bounds elements included). */
PTXVM_INTERNAL uint64_t pv_tma_bytes(const pv_tmap *t);
/* Shared-memory offset off after the map's swizzle: the 16-byte chunk
   bits 4.. of the address XORed with the bits from 7 up (one bit for
   32B, two for 64B, three for 128B), the CUDA pattern that repeats
   every 256, 512 and 1024 bytes. */
PTXVM_INTERNAL uint32_t pv_tma_swizzle(uint32_t swizzle, uint32_t off);
/* Run the copy q of map t: 0; -1 when q->elem faulted; -2 when the
   image does not fit shared memory or is misaligned (why says). */
PTXVM_INTERNAL int pv_tma_run(const pv_tmap *t, const pv_tma_req *q,
                              const char **why);

#endif
