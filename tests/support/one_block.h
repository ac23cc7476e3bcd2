/* One kernel of a PTX text run the way the execution suites run it: a
   VM on a counting allocator, the module and kernel, a launch, and at
   the end every byte given back. */
#ifndef PTXVM_ONE_BLOCK_H
#define PTXVM_ONE_BLOCK_H
#include "../testlib.h"

typedef struct ob_vm {
    test_alloc    a;
    ptxvm_vm     *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
} ob_vm;

/* A VM with config flags `flags`, src (len bytes, named file) loaded and
   its kernel `kernel` in r->k (none when kernel is NULL). When a step
   fails: one failed check "what: message", the VM destroyed, 0. */
int ob_open(pv_test *t, ob_vm *r, const char *src, size_t len, const char *file,
            const char *kernel, uint32_t flags, const char *what);
/* The same on `workers` workers (0: the configuration's default). */
int ob_open_on(pv_test *t, ob_vm *r, const char *src, size_t len, const char *file,
               const char *kernel, uint32_t flags, uint32_t workers, const char *what);
/* A zeroed device buffer of n bytes. */
ptxvm_addr ob_out(ob_vm *r, size_t n);
/* A device buffer of n bytes, each `byte` (a pattern that shows the
   words a kernel left unwritten). */
ptxvm_addr ob_fill(ob_vm *r, size_t n, int byte);
/* A device buffer holding a copy of host's n bytes. */
ptxvm_addr ob_in(ob_vm *r, const void *host, size_t n);
/* Launch r->k over gx by gy blocks of bx threads with `shared` bytes of
   dynamic shared memory. */
ptxvm_result ob_launch(ob_vm *r, uint32_t gx, uint32_t gy, uint32_t bx,
                       uint32_t shared, void **args);
/* Launch k over gx by gy blocks of bx threads, `shared` bytes of dynamic
   shared memory. */
ptxvm_result ob_launch_k(ptxvm_kernel *k, uint32_t gx, uint32_t gy, uint32_t bx,
                         uint32_t shared, void **args);
/* One launch of r->k on a block of bx threads whose output `out` (n
   bytes) was first filled with 0xee, the words a lane leaves unwritten;
   the output comes back into host. A failed launch is a failed check. */
void ob_rerun(pv_test *t, ob_vm *r, ptxvm_addr out, void *host, size_t n, uint32_t bx,
              void **args);
/* Launch kernel `name` of m over grid blocks of block threads;
   PTXVM_E_NOT_FOUND when m has no such kernel. */
ptxvm_result ob_launch_1d(ptxvm_module *m, const char *name, uint32_t grid,
                          uint32_t block, void **args);
/* Whether r is a memory fault whose message names thread (x,0,0) and,
   unless why is NULL, contains why. */
int ob_fault_of(ptxvm_vm *vm, ptxvm_result r, uint32_t x, const char *why);
/* The kernel's bytecode listing without the legend after it (malloc'd;
   the caller frees it). */
char *ob_listing(ptxvm_kernel *k);
/* How many times `what` occurs in text. */
int ob_count(const char *text, const char *what);
/* Kernel k of src (parameters: an output pointer, deep_tid, deep) on
   one block of 64 threads under a 1 KiB stack, where thread deep_tid
   recurses 300 deep while the others return: the launch must fail with
   a stack overflow naming that thread; msg gets the message. */
void ob_stack_overflow(pv_test *t, const char *src, size_t len, const char *file,
                       uint32_t deep_tid, char *msg, size_t cap);
/* The call suites' sweep: kernel "k" of src on 1 and then 3 workers,
   grid blocks of 32, 45 and 70 threads (a warp, a partial warp, two and
   a partial), args[0] set to an output of one word a thread and the
   other args the caller's; every thread's word must be
   model(ctx, thread, block). A failed launch or the first wrong word of
   a launch is a failed check naming `what`, the workers and the block;
   every byte must come back. */
typedef uint32_t (*ob_word_model)(const void *ctx, uint32_t thread, uint32_t block);
void ob_block_sweep(pv_test *t, const char *src, size_t len, uint32_t grid, void **args,
                    ob_word_model model, const void *ctx, const char *what);
/* Destroy the VM; a check that every byte came back (what names it). */
void ob_close(pv_test *t, ob_vm *r, const char *what);
#endif
