/* The objects behind the public handles. */
#ifndef PTXVM_VM_H
#define PTXVM_VM_H
#include "ir.h"

#define PV_ERRMSG_SIZE 512

typedef struct pv_hostfn {
    char          *name;        /* owned copy                              */
    size_t         name_len;
    ptxvm_host_fn  fn;
    void          *user;
} pv_hostfn;

struct ptxvm_vm {
    ptxvm_config   cfg;
    pv_heap        heap;
    char           err[PV_ERRMSG_SIZE];
    ptxvm_module  *modules;      /* every loaded module, to free on destroy */
    struct pv_isa *isa;          /* instruction table, built on first load */
    pv_hostfn     *hostfns;
    uint32_t       nhostfns, caphostfns;
};

struct ptxvm_kernel {
    ptxvm_module  *module;
    uint32_t       func;         /* index in ir_module.funcs               */
    uint32_t      *param_sizes;  /* [nparams]                              */
    uint32_t      *param_aligns;
    uint32_t       nparams;
};

struct ptxvm_module {
    ptxvm_vm      *vm;
    ir_module     *ir;
    ptxvm_module  *next, *prev;  /* in vm->modules                          */
    ptxvm_kernel  *kernels;
    uint32_t       nkernels;
    uint32_t      *kparams;      /* storage of the kernels' param arrays    */
    uint32_t       nkparams;
};

/* Set vm's error message (printf style) and return code. */
PTXVM_INTERNAL ptxvm_result pv_error(ptxvm_vm *vm, ptxvm_result code,
                                     const char *fmt, ...) PV_PRINTF(3, 4);
/* Clear vm's error message and return PTXVM_OK. */
PTXVM_INTERNAL ptxvm_result pv_ok(ptxvm_vm *vm);
#endif
