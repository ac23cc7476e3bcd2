/* The forms of mma.sync and mma.sp (compile_mma.c checks and packs them,
   exec_mma.c runs them) and the fragment sizes both sides agree on. */
#ifndef PTXVM_MMA_H
#define PTXVM_MMA_H
#include "common.h"
#include "tc_math.h"

enum {
    PV_MMA_M8N8K4, PV_MMA_M8N8K16, PV_MMA_M8N8K32, PV_MMA_M8N8K128,
    PV_MMA_M16N8K4, PV_MMA_M16N8K8, PV_MMA_M16N8K16, PV_MMA_M16N8K32,
    PV_MMA_M16N8K64, PV_MMA_M16N8K128, PV_MMA_M16N8K256, PV_MMA_NSHAPES
};

typedef struct pv_mma_form {
    uint32_t shape;            /* PV_MMA_*                                  */
    tc_type  a, b, c, d;       /* element types                             */
    uint32_t acol, bcol;       /* .col layouts (m8n8k4 .f16 only)           */
    uint32_t satfinite;        /* .satfinite                                */
    uint32_t popc_and;         /* b1: .and.popc (else .xor.popc)            */
    uint32_t f8f6f4;           /* .kind::f8f6f4 or ::mxf8f6f4: elements in
                                  8-bit containers                          */
    uint32_t sparse;           /* mma.sp: A holds K/2 columns, metadata    */
    uint32_t sel;              /* mma.sp: the sparsity selector            */
    tc_type  scale;            /* .block_scale: .ue8m0/.ue4m3, else none   */
    uint32_t kblocks;          /* .scale_vec::NX: N                        */
    uint32_t bida, tida, bidb, tidb;   /* the byte-id/thread-id selectors */
} pv_mma_form;

/* The tile of a shape. */
PTXVM_INTERNAL void pv_mma_shape(uint32_t shape, int *m, int *n, int *k);
/* The form as the MMA instruction's x, and back. */
PTXVM_INTERNAL uint64_t pv_mma_pack(const pv_mma_form *f);
PTXVM_INTERNAL void pv_mma_unpack(uint64_t x, pv_mma_form *f);
/* Registers per lane of the A, B, C and D fragments. */
PTXVM_INTERNAL void pv_mma_regs(const pv_mma_form *f, uint32_t n[4]);
/* MMA (ops_mma.h) on the register file of one warp. */
struct pv_insn;
PTXVM_INTERNAL void pv_do_mma(uint8_t *rf, const struct pv_insn *I);
#endif
