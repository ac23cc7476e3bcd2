/* The modifiers of the bulk-copy and tensor-map instructions
   (cp.async.bulk*, cp.reduce.async.bulk*, tensormap.*), read from their
   names: the instruction table's per-opcode alphabet of 64 modifiers
   has no room for them beside cp.async's. The checker (sema.c) refuses
   illegal combinations through this, the compiler (compile_tma.c)
   lowers what it finds. */
#ifndef PTXVM_TMA_FORM_H
#define PTXVM_TMA_FORM_H
#include "ir.h"

enum {
    TF_NONE = 0,          /* not one of these instructions             */
    TF_BULK,              /* cp.async.bulk                             */
    TF_BULK_PREFETCH,     /* cp.async.bulk.prefetch.L2                 */
    TF_COMMIT,            /* cp.async.bulk.commit_group                */
    TF_WAIT,              /* cp.async.bulk.wait_group{.read}           */
    TF_TENSOR,            /* cp.async.bulk.tensor                      */
    TF_TENSOR_PREFETCH,   /* cp.async.bulk.prefetch.tensor             */
    TF_RED_BULK,          /* cp.reduce.async.bulk                      */
    TF_RED_TENSOR,        /* cp.reduce.async.bulk.tensor               */
    TF_REPLACE,           /* tensormap.replace                         */
    TF_CP_FENCEPROXY,     /* tensormap.cp_fenceproxy                   */
    TF_ST_ASYNC,          /* st.async (in the instruction table)       */
    TF_RED_ASYNC          /* red.async (in the instruction table)      */
};
/* pv_tma_form's results beside a kind */
#define TF_ILLEGAL     (-1)   /* invalid PTX: why says                 */
#define TF_UNSUPPORTED (-2)   /* valid PTX 9.0 this version does not run */

typedef struct pv_tma_form {
    uint32_t kind;
    uint32_t dim;             /* .1d-.5d                                 */
    uint32_t dst, src;        /* SP_GLOBAL / SP_SHARED                   */
    uint32_t dst_cluster;     /* .shared::cluster destination            */
    uint32_t mbar;            /* .mbarrier::complete_tx::bytes           */
    uint32_t group;           /* .bulk_group                             */
    uint32_t multicast, hint, read, im2col;
    uint32_t redop;           /* PV_AOP_* + 1; 0 none                    */
    uint32_t rsize, rtype;    /* reduction element: bytes, PV_AT_*      */
    uint32_t noftz;
    uint32_t field;           /* tensormap.replace: PV_TMF_*             */
    uint32_t ss;              /* its space: SP_NONE (generic), SP_GLOBAL,
                                 SP_SHARED                              */
    uint32_t b64;             /* .b64 new value                         */
} pv_tma_form;

/* Classify in: TF_NONE, a TF_* kind (f filled), TF_ILLEGAL or
   TF_UNSUPPORTED with a message in why. */
PTXVM_INTERNAL int pv_tma_form_of(const ir_module *m, const ir_inst *in,
                                  pv_tma_form *f, char *why, size_t cap);
#endif
