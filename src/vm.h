/* The objects behind the public handles. */
#ifndef PTXVM_VM_H
#define PTXVM_VM_H
#include "ir.h"
#include "devmem.h"
#include "workers.h"

#define PV_ERRMSG_SIZE 1024

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
    pv_devmem      mem;          /* device memory (devmem.h)               */
    struct pv_devheap *devheap;  /* malloc/free of kernels; made on first use */
    pv_mutex       lock;         /* the heap and printf of concurrent CTAs */
    uint32_t       stack_size;   /* PTXVM_LIMIT_STACK_SIZE                 */
    uint64_t       heap_size;    /* PTXVM_LIMIT_MALLOC_HEAP_SIZE           */
    size_t         module_limit; /* PTXVM_LIMIT_MODULE_SIZE                */
    uint32_t       nesting;      /* PTXVM_LIMIT_NESTING                    */
    uint64_t       cta_memory;   /* PTXVM_LIMIT_CTA_MEMORY                 */
    uint32_t       launch_depth; /* PTXVM_LIMIT_LAUNCH_DEPTH               */
    uint32_t       pending_launches; /* PTXVM_LIMIT_PENDING_LAUNCHES       */
    uint64_t       compile_limit; /* PTXVM_LIMIT_COMPILE_INSTRUCTIONS; 0 none */
    int            interrupt;    /* ptxvm_interrupt asked; atomic access   */
    pv_pool       *pool;         /* worker threads, made on the first launch
                                    on several; NULL without              */
    int            launching;    /* launches running (pv_count_add): one
                                    from a host function inside another
                                    is refused                            */
    struct lk_worker **wctx;     /* per worker CTA contexts (launch.c)     */
    uint32_t       nwctx;
    struct pv_texture *texchunk[24]; /* texture, surface and sampler
                                    objects (texture.c): chunk k holds
                                    16 << k slots and never moves, so a
                                    launch may read while the host makes
                                    and destroys objects; a handle is
                                    generation << 32 | slot + 1        */
    uint32_t       ntexs, texgen; /* slots in use up to; last generation */
    int            reverse_ctas; /* for tests, never set by the API: the
                                    built-in scheduler hands out CTAs from
                                    the last one down, which must change
                                    no deterministic program's results    */
};

/* Free the worker contexts launches left (ptxvm_destroy). */
PTXVM_INTERNAL void pv_launch_release(ptxvm_vm *vm);

struct ptxvm_kernel {
    ptxvm_module  *module;
    uint32_t       func;         /* index in ir_module.funcs               */
    uint32_t      *param_sizes;  /* [nparams]                              */
    uint32_t      *param_aligns;
    uint32_t       nparams;
    struct pv_code *code;        /* compiled on first lookup (compile.h)   */
};

struct ptxvm_module {
    ptxvm_vm      *vm;
    ir_module     *ir;
    ptxvm_module  *next, *prev;  /* in vm->modules                          */
    ptxvm_kernel  *kernels;
    uint32_t       nkernels;
    uint32_t      *kparams;      /* storage of the kernels' param arrays    */
    uint32_t       nkparams;
    uint64_t       compiled;     /* bytecode instructions of its kernels    */
    /* module .global/.const variables (module_mem.c): two regions, the
       .global one writable, the .const one read-only; 0 when empty */
    uint64_t       gregion[2];   /* region bases, for pv_devmem_remove     */
    uint64_t      *var_addr;     /* [nvar_addr], by ir var index; 0 = none */
    uint32_t       nvar_addr;
    /* per var index: the sampler object made from a .samplerref's (or a
       unified-mode .texref's) initialiser, or 0 (texref.c); NULL: none */
    uint64_t      *ref_sampler;
};

/* The device heap behind kernels' malloc, created with its region on
   first use (PTXVM_LIMIT_MALLOC_HEAP_SIZE bytes). */
PTXVM_INTERNAL ptxvm_result pv_vm_heap(ptxvm_vm *vm);

/* Set vm's error message (printf style) and return code. */
PTXVM_INTERNAL ptxvm_result pv_error(ptxvm_vm *vm, ptxvm_result code,
                                     const char *fmt, ...) PV_PRINTF(3, 4);
/* Give the module's .global/.const variables device memory, apply their
   initialisers and relocations (module_mem.c). On failure sets the VM's
   message, returns the error and leaves nothing for the caller to free
   but what pv_module_free_globals releases. */
PTXVM_INTERNAL ptxvm_result pv_module_place_globals(ptxvm_module *mod);
PTXVM_INTERNAL void pv_module_free_globals(ptxvm_module *mod);
/* The device address of module variable var_index (an ir_module.vars
   index), or 0 when it has none (not a defined .global/.const). Under
   PTXVM_FLAG_UNCHECKED this is a host pointer. */
PTXVM_INTERNAL uint64_t pv_module_var_addr(const ptxvm_module *m,
                                           uint32_t var_index);
/* Sampler objects for the module's reference initialisers (texref.c):
   made after the variables are placed, destroyed with them. */
PTXVM_INTERNAL ptxvm_result pv_module_ref_samplers(ptxvm_module *m);
PTXVM_INTERNAL void pv_module_free_ref_samplers(ptxvm_module *m);
/* The sampler made from var_index's initialiser, or 0. */
PTXVM_INTERNAL uint64_t pv_module_ref_sampler(const ptxvm_module *m,
                                              uint32_t var_index);
/* The module declares .target ..., texmode_independent. */
PTXVM_INTERNAL int pv_module_independent(const ir_module *ir);

/* Clear vm's error message and return PTXVM_OK. */
PTXVM_INTERNAL ptxvm_result pv_ok(ptxvm_vm *vm);
#endif
