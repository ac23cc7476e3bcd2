/* Bytecode operations of the matrix family: wmma, ldmatrix, stmatrix and
   movmatrix (compile_wmma.c emits them, exec_wmma.c runs them). X-macro
   list, see PV_OPS in bytecode.h.

   Each is warp-collective: x names the member-mask column (all lanes),
   the lanes wait for each other as .sync instructions do (exec_sync.h),
   and the instruction runs once every lane of the warp has arrived.
   Fragments travel through a register block (PV_MX_*) the compiler fills
   and empties with moves, so that one handler serves any registers.

     LDMATRIX   block d = the matrices at the row addresses of column a
                (64-bit, the whole address); aux: PV_LDM_*
     STMATRIX   the matrices of block d to the row addresses of column a
     MOVMATRIX  d = the transposed 8x8 .b16 matrix of column a
     WMMA_LOAD  block d = the fragment of the matrix at column a, leading
                dimension column b (PV_NO_REG: the default); aux: PV_WM_*
     WMMA_STORE the fragment of block d to the matrix at column a, b
     WMMA_MMA   block d + PV_MX_D = A x B + C from the blocks at d,
                d + PV_MX_B, d + PV_MX_C; aux: PV_WMMA_* */
#ifndef PTXVM_OPS_WMMA_H
#define PTXVM_OPS_WMMA_H
#include "common.h"
#define PV_OPS_WMMA(X) X(LDMATRIX) X(STMATRIX) X(MOVMATRIX) \
    X(WMMA_LOAD) X(WMMA_STORE) X(WMMA_MMA)

/* The register block: four groups of eight columns, each column 64 bits
   wide (32-bit elements use the first half of a 64-bit column's bytes:
   element k of a group of 32-bit registers is at group + k * PV_MX_COL32). */
#define PV_MX_COL32 128u
#define PV_MX_COL64 256u
#define PV_MX_GROUP (8u * PV_MX_COL64)
#define PV_MX_B     PV_MX_GROUP
#define PV_MX_C     (2u * PV_MX_GROUP)
#define PV_MX_D     (3u * PV_MX_GROUP)
#define PV_MX_ADDR  (4u * PV_MX_GROUP)      /* a 64-bit address column    */
#define PV_MX_BYTES (4u * PV_MX_GROUP + PV_MX_COL64)

/* Element types (tc_math.h's tc_type numbering). */
enum { PV_MT_NONE, PV_MT_F16, PV_MT_BF16, PV_MT_TF32, PV_MT_F32, PV_MT_F64,
       PV_MT_S8, PV_MT_U8, PV_MT_S4, PV_MT_U4, PV_MT_B1, PV_MT_S32 };
/* Shapes. */
enum { PV_MS_M16N16K16, PV_MS_M8N32K16, PV_MS_M32N8K16, PV_MS_M16N16K8,
       PV_MS_M8N8K4, PV_MS_M8N8K32, PV_MS_M8N8K128 };
/* Which matrix a load or store moves. */
enum { PV_MM_A, PV_MM_B, PV_MM_C };

/* WMMA_LOAD / WMMA_STORE aux: matrix | shape | type | column-major |
   state space (ir_space) | registers. */
#define PV_WM_AUX(mat, shape, type, col, space, nregs) \
    ((mat) | (shape) << 2 | (type) << 5 | (col) << 9 | (space) << 10 | \
     (nregs) << 14)
#define PV_WM_MAT(aux)   ((aux) & 3u)
#define PV_WM_SHAPE(aux) (((aux) >> 2) & 7u)
#define PV_WM_TYPE(aux)  (((aux) >> 5) & 15u)
#define PV_WM_COL(aux)   (((aux) >> 9) & 1u)
#define PV_WM_SPACE(aux) (((aux) >> 10) & 15u)
#define PV_WM_NREGS(aux) (((aux) >> 14) & 15u)

/* WMMA_MMA aux: shape | A, B, C, D types | A, B column-major | flags. */
#define PV_WMMA_AUX(shape, a, b, c, d, acol, bcol, flags) \
    ((shape) | (a) << 3 | (b) << 7 | (c) << 11 | (d) << 15 | (acol) << 19 | \
     (bcol) << 20 | (flags) << 21)
#define PV_WMMA_SHAPE(aux) ((aux) & 7u)
#define PV_WMMA_A(aux)     (((aux) >> 3) & 15u)
#define PV_WMMA_B(aux)     (((aux) >> 7) & 15u)
#define PV_WMMA_C(aux)     (((aux) >> 11) & 15u)
#define PV_WMMA_D(aux)     (((aux) >> 15) & 15u)
#define PV_WMMA_ACOL(aux)  (((aux) >> 19) & 1u)
#define PV_WMMA_BCOL(aux)  (((aux) >> 20) & 1u)
#define PV_WMMA_FLAGS(aux) ((aux) >> 21)
#define PV_WMMA_SATFINITE 1u     /* as tc_math.h's TC_SATFINITE            */
#define PV_WMMA_POPC_AND  2u     /* .b1 .and.popc (else .xor.popc)          */
#define PV_WMMA_RND(f)    (((f) >> 2) & 3u)   /* .f64: an sf_rnd, SF_RN..SF_RP */

/* LDMATRIX / STMATRIX aux: matrices (1, 2, 4) | .trans | state space |
   form: PV_LDM_B16 (.m8n8 .b16), PV_LDM_B8 (.m16n16 .b8 / .m16n8 .b8:
   16x16 or 16x8 bytes), PV_LDM_B6P32 / PV_LDM_B4P64 (.b8x16 from packed
   6- or 4-bit sources), with the shape .m8n16 (PV_LDM_M8N16) or .m16n16. */
#define PV_LDM_AUX(num, trans, space, form, m8n16) \
    ((num) | (trans) << 3 | (space) << 4 | (form) << 8 | (m8n16) << 10)
#define PV_LDM_NUM(aux)   ((aux) & 7u)
#define PV_LDM_TRANS(aux) (((aux) >> 3) & 1u)
#define PV_LDM_SPACE(aux) (((aux) >> 4) & 15u)
#define PV_LDM_FORM(aux)  (((aux) >> 8) & 3u)
#define PV_LDM_M8N16(aux) (((aux) >> 10) & 1u)
enum { PV_LDM_B16, PV_LDM_B8, PV_LDM_B6P32, PV_LDM_B4P64 };

/* Registers of a wmma fragment: matrix (PV_MM_*), shape (PV_MS_*), element
   type (PV_MT_*); exec_wmma.c. */
PTXVM_INTERNAL uint32_t pv_wmma_regs(uint32_t mat, uint32_t shape, uint32_t type);
#endif
