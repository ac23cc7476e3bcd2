/*
** ptxvm — an embeddable PTX interpreter.
**
** ptxvm parses PTX text (what `nvcc -ptx`, clang's NVPTX back end, Triton
** or numba emit), checks it, compiles it to a compact bytecode and runs its
** kernels on the CPU, computing what an NVIDIA GPU computes.
**
** Embed it by compiling ptxvm.c with your program and including this
** header. Its only dependencies are libc and xxHash (xxhash.h).
**
** Conventions
**   - Every public symbol starts with ptxvm_ / PTXVM_.
**   - Handles are opaque. Functions that can fail return ptxvm_result and
**     deliver their outputs through their last pointer arguments.
**   - A failing call leaves a message on its VM, readable with
**     ptxvm_error_message(): "name:line:col: error: ..." for problems in
**     the PTX text; the instruction's line, the thread and block and the
**     address for run-time faults. A succeeding call leaves "". Not
**     touched: by ptxvm_interrupt (any thread may call it while a launch
**     owns the message), by ptxvm_call_read/_write (their failure goes
**     to the host function that called them), and by a call given a
**     NULL handle (it has no VM: INVALID_ARGUMENT alone).
**   - No call aborts the host, prints on its own, or leaks on any failure.
**   - One ptxvm_vm is used from one host thread at a time (but
**     ptxvm_interrupt, and the texture, surface and sampler object calls,
**     which may come from another thread during a launch); different VMs
**     are independent. There is no global state. Which threads call the
**     host's hooks: ptxvm_host, ptxvm_mem_callbacks, ptxvm_host_fn.
**
** MIT license: see LICENSE.
*/
#ifndef PTXVM_H
#define PTXVM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif
/* The shared library is built with -fvisibility=hidden: what this header
   declares is what it exports, nothing else. */
#if defined(__GNUC__) && !defined(_WIN32)
#  pragma GCC visibility push(default)
#endif

/* ---- version -------------------------------------------------------- */
#define PTXVM_VERSION_MAJOR 0
#define PTXVM_VERSION_MINOR 1
#define PTXVM_VERSION_PATCH 0
#define PTXVM_VERSION_STRING "0.1.0"
#define PTXVM_VERSION_NUMBER 1000   /* major*1000000 + minor*1000 + patch */

/* The version of the library that was linked: equals PTXVM_VERSION_STRING
   when header and library match. Never NULL. */
const char *ptxvm_version(void);
/* PTXVM_VERSION_NUMBER of the linked library. */
int ptxvm_version_number(void);

/* ---- struct sizes: the ABI of the structs a host fills in --------------
   ptxvm_config, ptxvm_launch, ptxvm_mem_callbacks, ptxvm_resource_desc,
   ptxvm_texture_desc and ptxvm_surface_desc end with
       uint32_t struct_size;   sizeof the struct as the host was compiled
   0 means the library's own layout: right whenever header and library
   are the same version (the amalgamation, a static library), and what
   zero-initialised structs say, so such code keeps working. A nonzero
   size larger than the library's (a program built against a newer
   ptxvm.h) is refused with PTXVM_E_INVALID_ARGUMENT, the message naming
   the struct and both sizes (ptxvm_create has no VM to hold a message);
   a smaller one (an older ptxvm.h) is accepted and the fields it lacks
   read as 0, their defaults. The library reads no more than struct_size
   bytes.
   Why last: every earlier layout stays a prefix of the new one, so code
   that initialises these structs positionally ({grid, block, ...}) still
   compiles and means the same; fields added later go after struct_size,
   which keeps its offset from 0.1.0 on, the first version built as a
   shared library (every binary linked against libptxvm.so.0 has it).
   A program linked against the shared library should set struct_size,
   as the PTXVM_*_INIT initialisers and ptxvm_config_init do, so that a
   newer libptxvm.so.0 reads only what it was given. ptxvm_host lives
   inside ptxvm_config and does not grow (new hooks go into
   ptxvm_config); ptxvm_launch_ex has its own size_t struct_size first,
   and the ptxvm_launch inside it is sized by that one. Structs the
   library fills in for the host (ptxvm_kernel_info, ptxvm_stats) never
   change; those it hands to host callbacks (ptxvm_call, the texture and
   surface requests and results) only grow at the end, so an older
   callback reads and writes a valid prefix. */

/* ---- results -------------------------------------------------------- */
typedef enum ptxvm_result {
    PTXVM_OK = 0,
    PTXVM_E_INVALID_ARGUMENT, /* misuse: NULL handle, zero or oversize dims   */
    PTXVM_E_NO_MEMORY,        /* the host allocator returned NULL             */
    PTXVM_E_SYNTAX,           /* the module text does not parse               */
    PTXVM_E_SEMANTIC,         /* parses, but ill-formed: undeclared name,
                                 operand type mismatch, bad state space...    */
    PTXVM_E_UNSUPPORTED,      /* valid PTX this version does not implement;
                                 the message names the instruction/directive  */
    PTXVM_E_NOT_FOUND,        /* no kernel / global / texref of that name     */
    PTXVM_E_LINK,             /* unresolved .extern function or variable      */
    PTXVM_E_MEMORY_FAULT,     /* kernel touched unmapped, out-of-bounds,
                                 misaligned or read-only memory               */
    PTXVM_E_TRAP,             /* trap, brkpt, or __assertfail                 */
    PTXVM_E_STEP_LIMIT,       /* the launch's instruction budget ran out      */
    PTXVM_E_DEADLOCK,         /* a barrier that can never complete            */
    PTXVM_E_HOST,             /* a host callback reported failure             */
    PTXVM_E_INTERRUPTED,      /* ptxvm_interrupt stopped the launch           */
    PTXVM_E_LIMIT             /* a configured limit was exceeded; the message
                                 names it (module size, nesting, resources)   */
} ptxvm_result;

/* The enumerator's name as a string ("PTXVM_E_SYNTAX"); "PTXVM_E_UNKNOWN"
   for a value outside the enumeration. Never NULL. */
const char *ptxvm_result_name(ptxvm_result r);

/* ---- handles and plain types ---------------------------------------- */
typedef struct ptxvm_vm     ptxvm_vm;      /* a virtual device             */
typedef struct ptxvm_module ptxvm_module;  /* one loaded PTX module        */
typedef struct ptxvm_kernel ptxvm_kernel;  /* an .entry; owned by module   */
typedef uint64_t ptxvm_addr;               /* a generic device address     */
typedef struct ptxvm_dim3 { uint32_t x, y, z; } ptxvm_dim3;

/* ---- host hooks: all optional, zero means the built-in default ------
   alloc is the one allocator for all VM-internal memory, Lua style:
     alloc(user, NULL, 0, n)      allocate n bytes (n > 0)
     alloc(user, p, old, n)       resize p from old to n bytes (n > 0)
     alloc(user, p, old, 0)       free p; return value ignored
     alloc(user, NULL, 0, 0)      never made
   Returning NULL for n > 0 means out of memory: the call in progress fails
   with PTXVM_E_NO_MEMORY and releases what it held. Default: realloc/free,
   and calloc for device memory and worker contexts, whose untouched
   pages then cost nothing; a host allocator's blocks for them are
   cleared with memset (all resident at once).
   print receives device printf output, one complete line or more per call.
   Default: stdout.
   parallel_for runs job(arg, i) for every i in [0, count), in any order,
   possibly in parallel, and returns when all are done: a game engine runs
   CTAs on its own job system this way. Default: built-in worker threads.
   count is the launch's number of workers, min(threads (or the CPU
   count), 64, the grid's clusters), not one job per CTA; it is called
   only when that is 2 or more (one worker runs on the launching thread).
   job(arg, i) is worker i: it takes runs of CTAs (clusters) from the
   launch's shared queue, and idle workers split the longest run left,
   until none is left, in its own CTA context. Each index must run
   exactly once; no job waits for another, so running them one after
   another on one thread is correct, only slower.

   Threads. Every hook runs on the thread of the API call that needs it,
   or during a launch on the workers (the launching thread and the
   parallel_for / built-in threads):
     alloc         any of them; the workers call it only holding the VM's
                   lock, so calls overlap only when the host itself calls
                   the API from two threads (texture, surface and sampler
                   objects made while a launch runs): then it must be
                   thread-safe
     print         the workers, holding the VM's lock: one call at a time
     parallel_for  the launching thread, once per launch from the host
                   (device-side launches run inside their parent's worker)
   The memory callbacks, host functions and texture/surface hooks are
   called by the workers concurrently, without a lock (their sections
   say more). */
typedef struct ptxvm_host {
    void *user;                                    /* passed to every hook */
    void *(*alloc)(void *user, void *ptr, size_t old_size, size_t new_size);
    void (*print)(void *user, const char *text, size_t len);
    void (*parallel_for)(void *user, uint32_t count,
                         void (*job)(void *arg, uint32_t index), void *arg);
} ptxvm_host;

/* PTXVM_FLAG_UNCHECKED: device addresses are raw host pointers, with no
   bounds checks; for trusted code only. ptxvm_mem_alloc still records
   the allocation (ptxvm_mem_free and ptxvm_destroy release it) but
   returns its host address; ptxvm_mem_map returns the host pointer
   itself; module variables live at host addresses; the copy functions
   are plain memcpy/memset with no range checks; ptxvm_mem_map_callbacks
   is UNSUPPORTED (callback ranges need checked accesses). */
#define PTXVM_FLAG_UNCHECKED 1u
/* PTXVM_FLAG_NO_FUSION: compile every PTX instruction on its own. By
   default the compiler fuses adjacent instructions whose intermediate
   value nothing else reads (index widening into an address add, a
   constant base into an add) and drops unread atomic results; results
   are the same either way, only the bytecode and its instruction counts
   differ. For bisecting a suspected miscompile. */
#define PTXVM_FLAG_NO_FUSION 2u
/* PTXVM_FLAG_ZERO_STATE: every CTA starts with its registers, .local and
   .shared zeroed. PTX leaves them undefined and by default a launch
   does not clear them (a kernel reading them first sees what an earlier
   CTA of the VM left, which may depend on the number of workers); with
   this flag such a kernel gives the same results on any number of
   workers, at the cost of clearing per CTA what the kernel declares. */
#define PTXVM_FLAG_ZERO_STATE 4u

typedef struct ptxvm_config {
    ptxvm_host host;
    uint32_t   threads;          /* worker threads; 0 = one per CPU core
                                    the process may run on (its affinity
                                    on Linux: taskset, containers).
                                    Started by the first launch that runs
                                    on several and kept, with each one's
                                    CTA context, until ptxvm_destroy; an
                                    idle one spins up to 50 us after a
                                    launch, then sleeps                   */
    uint64_t   device_mem_limit; /* bytes of device memory (allocations and
                                    module variables, touched or not);
                                    0 = no limit. For untrusted modules
                                    set it, PTXVM_LIMIT_COMPILE_-
                                    INSTRUCTIONS and each launch's
                                    step_limit (README, "Security")     */
    uint32_t   flags;            /* PTXVM_FLAG_*                             */
    uint32_t   struct_size;      /* sizeof(ptxvm_config) or 0 (see above)    */
} ptxvm_config;
/* ptxvm_config cfg = PTXVM_CONFIG_INIT; the defaults, struct_size set */
#define PTXVM_CONFIG_INIT \
    { {0, 0, 0, 0}, 0, 0, 0, (uint32_t)sizeof(ptxvm_config) }

/* Fill *cfg with the defaults: no hooks (built-ins), threads 0, no memory
   limit, no flags. cfg must not be NULL. For modules nobody vouches for,
   bound what the defaults leave open (README, "Security"):
       cfg.device_mem_limit = 1ull << 30;
       ptxvm_set_limit(vm, PTXVM_LIMIT_COMPILE_INSTRUCTIONS, 1u << 20);
       ptxvm_set_limit(vm, PTXVM_LIMIT_MODULE_SIZE, 16u << 20);
   and give each launch a step_limit. */
void ptxvm_config_init(ptxvm_config *cfg);
/* The same for a ptxvm_config of size bytes (the caller's sizeof): writes
   no more than that, struct_size = size. ptxvm_config_init(cfg) calls it
   with the caller's sizeof, so a program keeps working against a later
   shared library whose ptxvm_config is larger; the function proper
   (taken as (ptxvm_config_init) or by address) fills this header's
   layout. */
void ptxvm_config_init_sized(ptxvm_config *cfg, size_t size);
#define ptxvm_config_init(cfg) ptxvm_config_init_sized((cfg), sizeof(ptxvm_config))

/* Create a VM. cfg may be NULL for the defaults; it is copied, so it need
   not outlive the call. On success *out owns a new VM (free it with
   ptxvm_destroy). On failure *out is NULL. Errors: INVALID_ARGUMENT (out
   NULL, or an unknown flag), NO_MEMORY. */
ptxvm_result ptxvm_create(const ptxvm_config *cfg, ptxvm_vm **out /* out */);

/* Destroy a VM and everything it owns: modules, kernels, device memory,
   worker threads. ptxvm_destroy(NULL) does nothing. */
void ptxvm_destroy(ptxvm_vm *vm);

/* The message of the last failing call on vm; "" after a success. The
   string belongs to vm and is valid until its next call. Never NULL, also
   for vm == NULL. */
const char *ptxvm_error_message(const ptxvm_vm *vm);

/* ---- device memory ----------------------------------------------------
   Sandboxed by default: every load/store/atomic a kernel makes is checked
   against the live allocations and mappings; a miss is
   PTXVM_E_MEMORY_FAULT, never a host crash or a silent write elsewhere. */
#define PTXVM_READ  1u
#define PTXVM_WRITE 2u

/* Allocate size bytes of device memory, aligned to 256 bytes like
   cuMemAlloc; *out (out) receives its device address. The memory is
   zero-filled (CUDA does not promise that; ptxvm does, for determinism).
   Every allocation and mapping is followed by an unmapped guard gap, and
   freed address ranges are not handed out again, so running off the end
   of a buffer or using it after ptxvm_mem_free faults.
   Errors: INVALID_ARGUMENT (size 0, out NULL); NO_MEMORY (the host
   allocator failed, the address space is exhausted, or the allocation
   would take the bytes of ptxvm_mem_alloc memory plus module
   .global/.const variables past ptxvm_config.device_mem_limit). */
ptxvm_result ptxvm_mem_alloc(ptxvm_vm *vm, size_t size, ptxvm_addr *out);
/* Free memory from ptxvm_mem_alloc; addr must be the address that
   ptxvm_mem_alloc returned. Anything else (0, an address inside an
   allocation, one already freed, a mapping, a module variable) is
   INVALID_ARGUMENT, and the message says what addr is. */
ptxvm_result ptxvm_mem_free(ptxvm_vm *vm, ptxvm_addr addr);
/* Zero-copy: expose the host buffer [host, host+size) to kernels with
   access PTXVM_READ, PTXVM_WRITE or both (anything else, size 0 or a NULL
   host is INVALID_ARGUMENT); *out (out) receives its device address.
   The buffer stays the host's and must stay valid until ptxvm_mem_unmap
   or ptxvm_destroy. Mapped bytes do not count against device_mem_limit.
   Kernels' accesses to an element that is misaligned in host memory (a
   buffer not aligned to 8 bytes) each take a lock of the VM, to stay
   whole when CTAs run on several threads: align buffers kernels share.
   The access binds host-side copies as well: ptxvm_memcpy_htod or
   ptxvm_memset into a mapping without PTXVM_WRITE, and ptxvm_memcpy_dtoh
   from one without PTXVM_READ, are INVALID_ARGUMENT (the host writes
   such a buffer directly). */
ptxvm_result ptxvm_mem_map(ptxvm_vm *vm, void *host, size_t size,
                           unsigned access, ptxvm_addr *out);
/* Remove a mapping made by ptxvm_mem_map or ptxvm_mem_map_callbacks;
   addr must be the address they returned, else INVALID_ARGUMENT. */
ptxvm_result ptxvm_mem_unmap(ptxvm_vm *vm, ptxvm_addr addr);

/* Callback-backed memory: a device address range whose loads, stores and
   atomics call the host (memory-mapped I/O, lazily produced data, a
   remote buffer). Slower than plain memory, and exactly as safe.
   Threads: kernels' accesses call them from the launch's workers,
   concurrently and without a lock (each call is one lane's access of n
   bytes, so the host serializes what must be whole); the copy functions
   below call them on the calling thread. */

/* The operation of an atomic (atom, red) on callback memory: new =
   op(old, operand), old returned to the kernel.
   INC: old >= operand ? 0 : old + 1; DEC: old == 0 || old > operand ?
   operand : old - 1 (u32); CAS: old == operand ? *compare : old. */
typedef enum ptxvm_atomic_op {
    PTXVM_ATOMIC_AND = 0, PTXVM_ATOMIC_OR, PTXVM_ATOMIC_XOR,
    PTXVM_ATOMIC_CAS, PTXVM_ATOMIC_EXCH, PTXVM_ATOMIC_ADD,
    PTXVM_ATOMIC_INC, PTXVM_ATOMIC_DEC, PTXVM_ATOMIC_MIN,
    PTXVM_ATOMIC_MAX
} ptxvm_atomic_op;
/* The element type: its size is the n of the legacy callback. B* are raw
   bits (and, or, xor, cas, exch); U32/U64 also add, inc, dec, min, max
   unsigned; S32/S64 add, min, max signed; the float types add, min,
   max. As ptxvm computes them on ordinary global memory: adds round to
   nearest even, and an F32 add flushes subnormal inputs and results to
   sign-preserving zero (atom.add.f32); min and max flush nothing, and
   of a NaN and a number give the number, of two NaNs the canonical
   NaN. The x2 pairs are two elements, the low half first. Vector
   atomics (.v2, .v4) arrive one element at a time. */
typedef enum ptxvm_atomic_type {
    PTXVM_ATOMIC_B16 = 0, PTXVM_ATOMIC_U32, PTXVM_ATOMIC_S32,
    PTXVM_ATOMIC_U64, PTXVM_ATOMIC_S64, PTXVM_ATOMIC_F32,
    PTXVM_ATOMIC_F64, PTXVM_ATOMIC_F16, PTXVM_ATOMIC_BF16,
    PTXVM_ATOMIC_F16X2, PTXVM_ATOMIC_BF16X2
} ptxvm_atomic_type;

typedef struct ptxvm_mem_callbacks {
    ptxvm_result (*load) (void *user, uint64_t offset, void *dst, size_t n);
    ptxvm_result (*store)(void *user, uint64_t offset, const void *src,
                          size_t n);
    /* Legacy: an atomic as (op, size) only, op a ptxvm_atomic_op and n
       the element's bytes; it cannot tell atom.add.f32 from .u32, so a
       host serving float atomics sets atomic_typed. old receives the
       previous value; operand, compare (CAS only, else NULL) and old are
       n little-endian bytes. Used when atomic_typed is NULL; both NULL:
       atomics on this range fail with PTXVM_E_MEMORY_FAULT. */
    ptxvm_result (*atomic)(void *user, uint64_t offset, int op, size_t n,
                           const void *operand, const void *compare,
                           void *old);
    uint32_t struct_size;  /* sizeof(ptxvm_mem_callbacks) or 0 (ptxvm.h,
                              "struct sizes")                            */
    /* The same with the element type (whose size gives the bytes). A
       failure ends the launch with PTXVM_E_MEMORY_FAULT naming the
       access. Added after struct_size, as later fields are: a struct
       whose struct_size ends before it has none (the legacy atomic is
       used). */
    ptxvm_result (*atomic_typed)(void *user, uint64_t offset,
                                 ptxvm_atomic_op op, ptxvm_atomic_type type,
                                 const void *operand, const void *compare,
                                 void *old);
} ptxvm_mem_callbacks;
#define PTXVM_MEM_CALLBACKS_INIT { 0, 0, 0, (uint32_t)sizeof(ptxvm_mem_callbacks), 0 }
/* Map size bytes of callback-backed memory; *out (out) receives the
   range's device address, and the callbacks receive offsets from it.
   cb->load and cb->store are required (cb->atomic is optional); cb is
   not copied and must stay valid until ptxvm_mem_unmap or
   ptxvm_destroy; user is passed to every callback. UNSUPPORTED under
   PTXVM_FLAG_UNCHECKED. */
ptxvm_result ptxvm_mem_map_callbacks(ptxvm_vm *vm, size_t size,
                                     const ptxvm_mem_callbacks *cb,
                                     void *user, ptxvm_addr *out);

/* Copies between host memory and device memory; memset fills n device
   bytes with (unsigned char)byte. The whole range must lie inside one
   allocation, mapping, callback range or module's variables: anything
   else (a range that runs past an end, into a guard gap, or starts in
   no device memory) is INVALID_ARGUMENT and copies nothing; see
   ptxvm_mem_map for read-only and write-only mappings. Module .const
   variables are read-only to kernels but may be written from the host
   (like cudaMemcpyToSymbol). On a callback range, htod is one store
   call, dtoh one load call, and memset stores of at most 4 KiB in
   ascending order; a callback's failure is returned as PTXVM_E_HOST with
   its code in the message (an earlier store of a memset may have
   happened). n == 0 does nothing and succeeds, whatever the pointers. */
ptxvm_result ptxvm_memcpy_htod(ptxvm_vm *vm, ptxvm_addr dst,
                               const void *src, size_t n);
ptxvm_result ptxvm_memcpy_dtoh(ptxvm_vm *vm, void *dst,
                               ptxvm_addr src, size_t n);
ptxvm_result ptxvm_memset(ptxvm_vm *vm, ptxvm_addr dst, int byte, size_t n);

/* ---- host functions (syscalls and .extern .func) ---------------------
   A module's `.extern .func` declarations are resolved at load time
   against functions registered on the VM. vprintf, malloc, free and
   __assertfail are pre-registered with CUDA-compatible behaviour and can
   be replaced by registering the same name, as can the CUDA device
   runtime's functions (cudaLaunchDevice, cudaGetParameterBuffer, ...,
   under nvcc's names cudaX and __cudaCDP2X): kernels compiled with
   -rdc=true launch kernels of their module; the README lists what is
   supported ("Dynamic parallelism"), and PTXVM_LIMIT_LAUNCH_DEPTH and
   PTXVM_LIMIT_PENDING_LAUNCHES bound it. */
typedef struct ptxvm_call {
    ptxvm_vm          *vm;
    uint32_t           nparams;
    const void *const *params;       /* params[i]: bytes of parameter i   */
    const uint32_t    *param_sizes;
    void              *ret;          /* NULL when the function returns
                                        nothing                            */
    uint32_t           ret_size;
    ptxvm_dim3         ctaid, tid;   /* the calling thread                 */
} ptxvm_call;
typedef ptxvm_result (*ptxvm_host_fn)(void *user, const ptxvm_call *call);
/* Threads: a host function (vprintf, malloc, free, __assertfail and the
   device runtime's replacements included) is called by the launch's
   workers, once per calling thread of the kernel, concurrently from
   several workers and without a lock; call is valid during the call
   only. The built-in vprintf writes through ptxvm_host.print, which is
   serialized. */

/* Register fn under name (copied). A later registration of the same name
   replaces the earlier one for modules loaded afterwards. */
ptxvm_result ptxvm_register_function(ptxvm_vm *vm, const char *name,
                                     ptxvm_host_fn fn, void *user);
/* Read or write memory as the calling thread sees it: generic addresses
   into its .local and .shared windows resolve correctly (vprintf's
   argument buffer lives in .local). */
ptxvm_result ptxvm_call_read(const ptxvm_call *call, ptxvm_addr generic,
                             void *dst, size_t n);
ptxvm_result ptxvm_call_write(const ptxvm_call *call, ptxvm_addr generic,
                              const void *src, size_t n);

/* ---- limits (like cudaDeviceSetLimit) -------------------------------- */
typedef enum ptxvm_limit {
    PTXVM_LIMIT_STACK_SIZE = 0,      /* bytes of stack per thread for calls
                                        into recursive functions; default
                                        1024, as CUDA                       */
    PTXVM_LIMIT_MALLOC_HEAP_SIZE = 1,/* bytes of the device heap behind
                                        malloc; default 8 MiB, as CUDA      */
    PTXVM_LIMIT_MODULE_SIZE = 2,     /* bytes of PTX text ptxvm_module_load
                                        accepts; default and maximum 1 GiB  */
    PTXVM_LIMIT_NESTING = 3,         /* nesting depth of braces, blocks and
                                        parentheses the parser accepts;
                                        default and maximum 256             */
    PTXVM_LIMIT_CTA_MEMORY = 4,      /* bytes of host memory one worker's CTA
                                        context may take (registers,
                                        predicates, .local and stacks,
                                        .shared); default 256 MiB; a launch
                                        needing more fails with
                                        PTXVM_E_LIMIT before it allocates   */
    PTXVM_LIMIT_LAUNCH_DEPTH = 5,    /* nesting depth of grids launched from
                                        the device (the host's grid is depth
                                        0); default and maximum 24, as CUDA;
                                        0 refuses every device-side launch.
                                        A launch past it returns
                                        cudaErrorLaunchMaxDepthExceeded (65)
                                        to the launching thread             */
    PTXVM_LIMIT_PENDING_LAUNCHES = 6,/* device-side launches made and not yet
                                        complete, and parameter buffers not
                                        yet launched, in one launch from the
                                        host (cudaLimitDevRuntimePending-
                                        LaunchCount); default 2048, as CUDA,
                                        1 to 2^20. One more returns
                                        cudaErrorLaunchPendingCountExceeded
                                        (69)                                */
    PTXVM_LIMIT_COMPILE_INSTRUCTIONS = 7 /* the work a module's front end
                                        and compiler may do: PTX
                                        instructions in one module (checked
                                        at ptxvm_module_load, before the
                                        checker runs) and bytecode
                                        instructions compiled for all of one
                                        module's kernels together (checked
                                        by ptxvm_module_get_kernel, so at
                                        most one kernel's compilation past
                                        it). PTXVM_E_LIMIT past it, naming
                                        it; default 0, no limit             */
} ptxvm_limit;
/* Set or read a limit. Values apply to later launches and loads;
   INVALID_ARGUMENT for an unknown limit or a value out of range (stack:
   at most 1 MiB; module size and nesting: at least 1). A module over the
   size limit or nesting deeper than allowed fails to load with
   PTXVM_E_LIMIT naming the limit. */
ptxvm_result ptxvm_set_limit(ptxvm_vm *vm, ptxvm_limit limit, uint64_t value);
ptxvm_result ptxvm_get_limit(ptxvm_vm *vm, ptxvm_limit limit, uint64_t *value);

/* ---- modules and kernels -------------------------------------------- */

/* Parse and check the PTX text ptx[0..len) (no NUL terminator needed; the
   text is not kept after the call). source_name (may be NULL: "<ptx>")
   names the text in messages. On success *out owns the module until
   ptxvm_module_unload or ptxvm_destroy.
   Errors: SYNTAX or SEMANTIC with "name:line:col: error: ..." ,
   NO_MEMORY, LINK (an .extern that nothing provides).
   A module may contain instructions this version cannot run: it still
   loads, and only ptxvm_module_get_kernel for a kernel that reaches one
   fails, with UNSUPPORTED naming the instruction and its line. A word
   that names no PTX instruction is SEMANTIC at its position, with the
   nearest opcode ("did you mean 'add'?"); input that is not PTX text (a
   cubin, a fat binary, LLVM bitcode or IR, compressed or binary data,
   CUDA source) is SYNTAX at 1:1 saying what it is. */
ptxvm_result ptxvm_module_load(ptxvm_vm *vm, const char *ptx, size_t len,
                               const char *source_name,
                               ptxvm_module **out /* out */);
/* Release a module and its kernels. NULL does nothing. */
void ptxvm_module_unload(ptxvm_module *m);

/* Look up the .entry called name. The kernel is owned by the module.
   Errors: NOT_FOUND; UNSUPPORTED when the kernel (or a function it can
   call) uses an instruction this version does not run. */
ptxvm_result ptxvm_module_get_kernel(ptxvm_module *m, const char *name,
                                     ptxvm_kernel **out /* out */);
/* The number of .entry functions with a body, and the i-th one's name
   (NULL when i is out of range). Names live as long as the module. */
uint32_t ptxvm_module_kernel_count(const ptxvm_module *m);
const char *ptxvm_module_kernel_name(const ptxvm_module *m, uint32_t i);

/* Print the module as canonical PTX text: one fixed layout, which parses
   back to the same module (tools, test-case reduction, diffing what
   different producers emit). Like snprintf: writes at most cap - 1 bytes
   of the text and a NUL terminator into buf (which may be NULL when cap
   is 0) and sets *len to the full length of the text, so a call with
   cap 0 sizes the buffer for a second call with cap *len + 1. Errors: INVALID_ARGUMENT, NO_MEMORY. */
ptxvm_result ptxvm_module_print(ptxvm_module *m, char *buf, size_t cap,
                                size_t *len);

/* Address and size of a module-scope .global or .const variable
   (cuModuleGetGlobal). Initializers have been applied at load, including
   addresses: an initialiser naming a variable (with or without
   generic()) holds its device address plus the offset, one naming a
   function a function address that kernels can call indirectly. The
   variables live as long as the module, and their bytes count against
   device_mem_limit. addr or size may be NULL. NOT_FOUND for any other
   name (.extern, .shared, functions). */
ptxvm_result ptxvm_module_get_global(ptxvm_module *m, const char *name,
                                     ptxvm_addr *addr, size_t *size);

typedef struct ptxvm_kernel_info {
    const char     *name;
    uint32_t        param_count;
    const uint32_t *param_sizes;          /* bytes of each parameter      */
    const uint32_t *param_aligns;
    uint32_t        static_shared_bytes;
    uint32_t        local_bytes_per_thread;
    ptxvm_dim3      reqntid, maxntid;     /* 0,0,0 when not declared      */
} ptxvm_kernel_info;
/* Describe a kernel. The arrays live as long as the module. */
ptxvm_result ptxvm_kernel_get_info(const ptxvm_kernel *k,
                                   ptxvm_kernel_info *out /* out */);
/* Parameter i of a kernel as declared: its name, and the PTX type of
   one element without the dot ("u64", "s32", "f32", "b8", "pred",
   "texref", ...): an array parameter (.param .b8 p[16]) is
   param_sizes[i] / element size elements. NULL for k NULL or i out of
   range. The strings live as long as the module (bindings pack
   arguments from plain values with these). */
const char *ptxvm_kernel_param_name(const ptxvm_kernel *k, uint32_t i);
const char *ptxvm_kernel_param_type(const ptxvm_kernel *k, uint32_t i);

/* The kernel's bytecode as text, one instruction a line with the PTX line
   it came from (for tests and for chasing a miscompile): "pc: [@guard]
   OP field=value ... // line N", registers by their PTX names,
   constants as #value, branch targets as ->pc; then "// OP meaning" for
   each op used. The format is for people and may change. Like
   ptxvm_module_print: at most cap - 1 bytes and a NUL into buf, the full
   length in *len. */
ptxvm_result ptxvm_kernel_disassemble(const ptxvm_kernel *k, char *buf,
                                      size_t cap, size_t *len);

/* What a kernel uses beyond ptxvm_kernel_info. Set struct_size to
   sizeof(ptxvm_kernel_usage) before the call: fields added later go at
   the end, and a smaller struct receives its prefix (struct_size is set
   to the bytes written). */
typedef struct ptxvm_kernel_usage {
    size_t   struct_size;
    uint32_t ptx_registers;        /* .reg variables the kernel's body
                                      declares (%r<N> counts N), not
                                      counting predicates                 */
    uint32_t ptx_predicates;       /* its .reg .pred variables            */
    uint32_t register_bytes;       /* the compiled register file, bytes
                                      per thread                          */
    uint32_t predicate_slots;      /* compiled predicate registers        */
    uint32_t bytecode_instructions;/* compiled instructions, with the
                                      functions it calls                  */
    uint32_t param_bytes;          /* the kernel's parameter buffer       */
    uint32_t uses_stack;           /* 1: recursive calls, each thread has
                                      PTXVM_LIMIT_STACK_SIZE of stack     */
    uint64_t const_bytes;          /* the module's .const variables       */
    uint64_t global_bytes;         /* the module's .global variables      */
} ptxvm_kernel_usage;
/* INVALID_ARGUMENT for NULL or a struct_size below sizeof(size_t). */
ptxvm_result ptxvm_kernel_get_usage(const ptxvm_kernel *k,
                                    ptxvm_kernel_usage *out);
/* ---- launch --------------------------------------------------------- */
typedef struct ptxvm_launch {
    ptxvm_dim3  grid, block;
    uint32_t    shared_bytes;    /* dynamic shared memory (extern .shared) */
    void      **args;            /* args[i] points at the value of param i,
                                    exactly like cuLaunchKernel            */
    uint64_t    step_limit;      /* max warp-instructions, 0 = no limit    */
    uint32_t    struct_size;     /* sizeof(ptxvm_launch) or 0 (ptxvm.h,
                                    "struct sizes")                        */
} ptxvm_launch;
/* ptxvm_launch l = PTXVM_LAUNCH_INIT; all 0 (set grid and block), sized */
#define PTXVM_LAUNCH_INIT \
    { {0, 0, 0}, {0, 0, 0}, 0, 0, 0, (uint32_t)sizeof(ptxvm_launch) }

typedef struct ptxvm_stats {
    uint64_t warp_instructions;   /* bytecode instructions dispatched       */
    uint64_t thread_instructions; /* summed over active lanes               */
    uint64_t nanoseconds;         /* wall time of the launch                */
} ptxvm_stats;

/* Run a kernel. Synchronous: returns when every thread has exited or on
   the first fault. stats may be NULL. A host function may not launch on
   the VM that runs it: INVALID_ARGUMENT. */
ptxvm_result ptxvm_launch_kernel(ptxvm_kernel *k, const ptxvm_launch *l,
                                 ptxvm_stats *stats);

/* A launch with attributes ptxvm_launch has no room for. struct_size
   is sizeof(ptxvm_launch_ex) as the caller was compiled: fields added
   later go at the end, and a caller's smaller struct leaves them 0.

   cluster: thread-block cluster dimensions (sm_90), 0,0,0 for none.
   The grid must be a multiple of them, a cluster at most 16 CTAs. A
   kernel declaring .reqnctapercluster gets that shape when cluster is
   0,0,0 and refuses another; .explicitcluster requires cluster
   dimensions, and .maxclusterrank bounds the CTAs a cluster holds (a
   launch against them: INVALID_ARGUMENT saying why; .blocksareclusters:
   UNSUPPORTED). A struct_size too small for launch, or larger than this
   library's ptxvm_launch_ex: INVALID_ARGUMENT.
   A cluster's CTAs run
   together on one worker, their warps interleaved, so they may wait for
   each other (barrier.cluster) and reach each other's .shared memory:
   a .shared::cluster address is (rank + 1) * 2^24 + offset, the CTA of
   that %cluster_ctarank at that offset in its .shared; an address below
   2^24 is the executing CTA's own (as a .shared::cta address). The
   generic address of either is the .shared window's base plus it.
   Without cluster dimensions every CTA is a cluster of one. */
/* A write log (below): which device bytes a launch changed. */
typedef struct ptxvm_write_log ptxvm_write_log;

/* cta_first, cta_count: run only the CTAs with linear index
   (ctaid.x + ctaid.y * nctaid.x + ctaid.z * nctaid.x * nctaid.y) in
   [cta_first, cta_first + cta_count) of the grid the launch describes;
   cta_count 0 runs from cta_first to the grid's end, so 0, 0 is the
   whole grid. With cluster dimensions both count clusters, in the same
   linear order of cluster indices. Every CTA sees the launch as it is
   (%ctaid, %nctaid, %clusterid, %nclusterid of the whole grid); the step
   limit and the statistics cover the CTAs run, and a failure is that of
   the lowest failing CTA of the range, numbered in the whole grid. A
   range outside the grid: INVALID_ARGUMENT; a range of a kernel that
   launches kernels (the device runtime): UNSUPPORTED.
   Running the grid as several ranges, in any order, on any number of
   VMs or processes, gives the whole launch's results when the CTAs do
   not communicate through global memory during the launch: no flags,
   counters or atomics that one CTA writes and another reads (a
   last-block reduction, a global queue, a grid-wide barrier). Whether a
   kernel is such is the host's to know; atomics that several ranges
   apply to the same word (a histogram in global memory) do not merge by
   copying bytes and are out of what a write log can reconcile.

   writes: a write log to fill (NULL: none), of the same VM. */
typedef struct ptxvm_launch_ex {
    size_t           struct_size;
    ptxvm_launch     launch;
    ptxvm_dim3       cluster;
    uint64_t         cta_first, cta_count;
    ptxvm_write_log *writes;
} ptxvm_launch_ex;
#define PTXVM_LAUNCH_EX_INIT \
    { sizeof(ptxvm_launch_ex), PTXVM_LAUNCH_INIT, {0, 0, 0}, 0, 0, NULL }
ptxvm_result ptxvm_launch_kernel_ex(ptxvm_kernel *k, const ptxvm_launch_ex *l,
                                    ptxvm_stats *stats);

/* ---- write logs ------------------------------------------------------
   A launch with a write log records which device bytes it changed, so a
   host that runs a grid as CTA ranges in several processes sends back
   only what each range changed. The launch copies the watched memory
   before it runs and compares it after (also after a failure): a launch
   without a log costs nothing more, one with a log a copy and a compare
   of the watched bytes. So watch the outputs (ptxvm_write_log_watch);
   a log that watches nothing covers every writable allocation, mapping
   and module variable there is at the launch (not callback ranges, whose
   contents the VM cannot read). A byte stored with the value it already
   had is not changed, and not reported: for a merge that is the same.

   The ranges are the changed bytes widened to whole granules (a power of
   two: 1 for exact bytes, 64 for cache lines, 4096 for pages), clipped
   to the watched range, sorted, and merged where they touch. Two ranges
   of a grid whose outputs share a granule both report it: merge by
   taking, in each reported range, the bytes that differ from the memory
   before the launch (examples/mpi_grid.c does), which is exact as long
   as no two CTAs change the same byte. A log belongs to one VM, is used
   by one launch at a time, and keeps the last launch's ranges until the
   next launch with it. Out of memory listing them fails the launch with
   PTXVM_E_NO_MEMORY and an empty log (the memory holds the results). */
typedef struct ptxvm_range { ptxvm_addr addr; uint64_t size; } ptxvm_range;

ptxvm_result ptxvm_write_log_create(ptxvm_vm *vm, uint64_t granule,
                                    ptxvm_write_log **out);
/* Watch [addr, addr + size): inside one writable allocation, mapping or
   module variable (else INVALID_ARGUMENT). Ranges may overlap. A watched
   range freed before the launch fails the launch (INVALID_ARGUMENT). */
ptxvm_result ptxvm_write_log_watch(ptxvm_write_log *w, ptxvm_addr addr,
                                   uint64_t size);
/* The last launch's ranges: their count, and *ranges (may be NULL) their
   array, valid until the log's next launch or its destruction. */
size_t ptxvm_write_log_ranges(const ptxvm_write_log *w,
                              const ptxvm_range **ranges);
void ptxvm_write_log_destroy(ptxvm_write_log *w);

/* Stop the launch running on vm, from any host thread (a watchdog, a
   signal handler's thread, a UI): it ends with PTXVM_E_INTERRUPTED
   within about a millisecond of interpreted work, whether or not it has
   a step limit. When no launch is running, the next launch on vm stops
   at its start instead; a launch that reports the interrupt consumes
   it. The VM stays usable. INVALID_ARGUMENT only for a NULL vm. The
   VM's message is left as it is (the launch's thread owns it). */
ptxvm_result ptxvm_interrupt(ptxvm_vm *vm);

/* ---- textures and surfaces -------------------------------------------
   Texture objects (the .b64 handles nvcc passes for cudaTextureObject_t),
   surface objects (cudaSurfaceObject_t), sampler objects, and the
   module-scope .texref / .surfref / .samplerref names bound to them are
   served by the VM. The descriptors follow CUDA_RESOURCE_DESC and
   CUDA_TEXTURE_DESC. A handle is an opaque 64-bit value; one that names
   no live object of the right kind (forged, destroyed, a surface given
   to tex) ends the launch that uses it with PTXVM_E_MEMORY_FAULT naming
   the instruction. Objects may be created and destroyed at any time,
   from another thread too while launches run; a launch reading a
   destroyed one stops as above. Such a call sets the VM's message as
   every call does, at the same time as the launch may: on that thread
   rely on its result, not on ptxvm_error_message, and make alloc
   thread-safe (ptxvm_host). tests/README.md ("Texture sampling rules")
   says what the built-in sampler computes. */
typedef enum ptxvm_format {
    PTXVM_FORMAT_U8 = 1, PTXVM_FORMAT_U16, PTXVM_FORMAT_U32,
    PTXVM_FORMAT_S8, PTXVM_FORMAT_S16, PTXVM_FORMAT_S32,
    PTXVM_FORMAT_F16, PTXVM_FORMAT_F32
} ptxvm_format;

typedef enum ptxvm_address_mode {
    PTXVM_ADDRESS_WRAP = 0, PTXVM_ADDRESS_CLAMP, PTXVM_ADDRESS_MIRROR,
    PTXVM_ADDRESS_BORDER
} ptxvm_address_mode;

/* ptxvm_resource_desc.flags */
#define PTXVM_RESOURCE_CUBEMAP 1u   /* layers are cube faces +X -X +Y -Y +Z -Z
                                       (6, or 6 per cube of a layered cube
                                       map); width == height          */

/* The texels in device memory. A texel is `channels` elements of
   `format`, channel-interleaved, little-endian. Rows of `width` texels
   lie `pitch` bytes apart (0 = packed); `height` rows make a slice
   (0 = 1D), `depth` slices a volume (0 = not 3D); `layers` whole images
   follow one another (0 = not layered). A mipmapped resource (levels >
   1) is packed (pitch 0): level i, of size max(1, size >> i) in each
   dimension, with all its layers, follows level i - 1. A multisample
   resource (samples > 1) holds `samples` consecutive texels per pixel.
   Limits (INVALID_ARGUMENT past them): width 2^27, height 65536, depth
   16384, layers 2048 (a cube map: width == height, no depth, 6 layers
   per cube, 12288 in all), 32 levels, 32 samples; a multisample
   resource is 2D or layered 2D with one level; a layered 3D one is
   UNSUPPORTED. */
typedef struct ptxvm_resource_desc {
    ptxvm_addr   data;          /* device memory holding the texels        */
    ptxvm_format format;
    uint32_t     channels;      /* 1, 2 or 4                               */
    uint32_t     width, height, depth;   /* height/depth 0 for fewer dims   */
    uint32_t     layers;        /* 0 = not layered                         */
    size_t       pitch;         /* bytes per row; 0 = tightly packed       */
    uint32_t     flags;         /* PTXVM_RESOURCE_*                        */
    uint32_t     levels;        /* mipmap levels; 0 or 1 = one level       */
    uint32_t     samples;       /* samples per pixel; 0 or 1 = not
                                   multisample                            */
    uint32_t     struct_size;   /* sizeof(ptxvm_resource_desc) or 0        */
} ptxvm_resource_desc;
#define PTXVM_RESOURCE_DESC_INIT \
    { 0, (ptxvm_format)0, 0, 0, 0, 0, 0, 0, 0, 0, 0, \
      (uint32_t)sizeof(ptxvm_resource_desc) }

/* The geometry of a texture instruction (tex.1d ... tex.a2dms). */
typedef enum ptxvm_tex_geom {
    PTXVM_GEOM_1D = 1, PTXVM_GEOM_2D, PTXVM_GEOM_3D, PTXVM_GEOM_A1D,
    PTXVM_GEOM_A2D, PTXVM_GEOM_CUBE, PTXVM_GEOM_ACUBE, PTXVM_GEOM_2DMS,
    PTXVM_GEOM_A2DMS
} ptxvm_tex_geom;

/* How a fetch chooses its mipmap level. */
typedef enum ptxvm_tex_lod {
    PTXVM_LOD_BASE = 0,         /* level 0 (tex, tex.base)                 */
    PTXVM_LOD_LEVEL,            /* level[] (tex.level)                     */
    PTXVM_LOD_GRAD              /* from dpdx[]/dpdy[] (tex.grad)           */
} ptxvm_tex_lod;

/* What the instruction returns per component. */
typedef enum ptxvm_tex_result_type {
    PTXVM_TEXRES_F32 = 0,       /* .f32, and .f16/.f16x2, which the VM
                                   rounds from the f32 words            */
    PTXVM_TEXRES_S32,
    PTXVM_TEXRES_U32
} ptxvm_tex_result_type;

/* One warp's texture instruction: the lanes of `mask` all use
   `texture` and `sampler` (lanes with other handles come in requests of
   their own). Per-lane values are indexed [component][lane]; the fields
   the form does not use are 0. */
typedef struct ptxvm_tex_request {
    uint64_t texture;           /* the handle                              */
    uint64_t sampler;           /* independent mode's sampler handle, or 0:
                                   the texture's own sampling state       */
    uint32_t mask;              /* bit l: lane l asks                      */
    uint32_t geom;              /* ptxvm_tex_geom                          */
    uint32_t gather;            /* 0 tex; 1..4 tld4 of r, g, b, a          */
    uint32_t coords_int;        /* c[][] are s32 texel indices, else f32   */
    uint32_t lod;               /* ptxvm_tex_lod                           */
    uint32_t has_offset;        /* offset[][] is set                       */
    uint32_t has_compare;       /* compare[] is set (depth compare)        */
    uint32_t result;            /* ptxvm_tex_result_type                   */
    uint32_t c[3][32];          /* x, y, z (a cube direction for cube
                                   geometries) as f32 or s32 bits          */
    int32_t  layer[32];         /* array index (.a1d .a2d .acube .a2dms)   */
    int32_t  sample[32];        /* sample index (.2dms .a2dms)             */
    float    level[32];         /* PTXVM_LOD_LEVEL (an .s32 lod converted) */
    float    dpdx[3][32], dpdy[3][32];   /* PTXVM_LOD_GRAD                 */
    int32_t  offset[3][32];     /* texel offsets                           */
    float    compare[32];       /* depth compare value                     */
} ptxvm_tex_request;

typedef struct ptxvm_tex_result {
    uint32_t v[4][32];          /* four result words per lane, as the
                                   result type says                       */
    uint32_t resident;          /* lanes whose texels are resident (the
                                   sparse predicate); preset to mask; a
                                   lane cleared here reads zeros          */
} ptxvm_tex_result;

/* A host sampler serves a whole warp's request in one call: fill r->v
   for the lanes of q->mask. Returning an error ends the launch with it.
   It may run on several workers at once. */
typedef ptxvm_result (*ptxvm_sample_fn)(void *user, const ptxvm_tex_request *q,
                                        ptxvm_tex_result *r);

/* The sampling state (CUDA_TEXTURE_DESC). Zeroed, it describes point
   sampling at unnormalized coordinates, clamped, level 0 only. */
typedef struct ptxvm_texture_desc {
    ptxvm_address_mode address_mode[3]; /* x, y, z: per texel index; WRAP
                                          and MIRROR act with normalized
                                          coordinates, unnormalized ones
                                          clamp (as on CUDA); BORDER reads
                                          border_color                  */
    int          filter_linear;        /* 0 point, 1 linear (9-bit 1.8
                                          weights); not for textures read
                                          as integers                    */
    int          normalized_coords;    /* coordinates in [0, 1) scaled by
                                          each dimension's size          */
    int          read_as_integer;      /* 1: integer formats return their
                                          values (s32/u32 results); 0:
                                          8- and 16-bit ones return
                                          normalized floats (u8 / 255,
                                          s8 / 127 clamped to -1, ...);
                                          32-bit ones always return their
                                          values, as on CUDA            */
    float        border_color[4];      /* what BORDER reads outside (0 for
                                          textures read as integers)    */
    ptxvm_sample_fn sample;            /* NULL = built-in sampler; else the
                                          host serves this texture and
                                          the resource's data may be 0    */
    void        *sample_user;          /* passed to sample                 */
    int          srgb;                 /* u8 read as normalized floats: r,
                                          g, b go through the sRGB curve,
                                          a does not                     */
    int          mipmap_filter_linear; /* 0 nearest level, 1 blend the two
                                          levels around the LOD          */
    float        mipmap_level_bias;    /* added to every LOD              */
    float        min_mipmap_level_clamp, max_mipmap_level_clamp;
                                       /* the LOD is clamped to these,
                                          then to the levels there are;
                                          both 0 pins level 0, as in CUDA */
    uint32_t     max_anisotropy;       /* 0 or 1: anisotropic filtering is
                                          refused (PTXVM_E_UNSUPPORTED)  */
    int          seamless_cubemap;     /* must be 0 for a cube map: cube
                                          faces filter up to their own
                                          edges (refused otherwise)      */
    uint32_t     struct_size;          /* sizeof(ptxvm_texture_desc) or 0 */
} ptxvm_texture_desc;
#define PTXVM_TEXTURE_DESC_INIT \
    { {PTXVM_ADDRESS_WRAP, PTXVM_ADDRESS_WRAP, PTXVM_ADDRESS_WRAP}, 0, 0, 0, \
      {0.0f, 0.0f, 0.0f, 0.0f}, 0, 0, 0, 0, 0.0f, 0.0f, 0.0f, 0, 0, \
      (uint32_t)sizeof(ptxvm_texture_desc) }

/* Create a texture object over res sampled as tex; *out receives the
   64-bit handle kernels use (pass it as a cudaTextureObject_t argument
   or bind it to a .texref). The descriptors are copied. data must be
   aligned to the channel size and, unless tex has a host sampler or the
   VM is PTXVM_FLAG_UNCHECKED, every level, layer and sample must lie
   inside one readable allocation or host mapping (not callback memory):
   INVALID_ARGUMENT otherwise, as for a descriptor field out of its
   range (srgb needs u8 read as normalized floats; linear filtering
   needs float texels, integers read as normalized floats, or a host
   sampler).
   Lifetime: the handle is valid until ptxvm_texture_destroy or
   ptxvm_destroy; a destroyed handle is never valid again (a later object
   gets another), so a kernel that uses it faults instead of reading the
   next object. The texture does not own its memory: freeing that memory
   while the texture lives is allowed, and a fetch through the texture
   afterwards ends the launch with PTXVM_E_MEMORY_FAULT (memory allocated
   again at the same address is read: destroy the texture first). */
ptxvm_result ptxvm_texture_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  const ptxvm_texture_desc *tex,
                                  uint64_t *out);
/* End a texture object: INVALID_ARGUMENT (naming the handle) when tex
   is not a live texture. The same holds for the sampler and surface
   destroy functions below. */
ptxvm_result ptxvm_texture_destroy(ptxvm_vm *vm, uint64_t tex);
/* A sampler object: only the sampling state of tex (filter, address
   modes, coordinates, mipmap clamps), for a .samplerref of a module in
   independent texture mode (texmode_independent). */
ptxvm_result ptxvm_sampler_create(ptxvm_vm *vm, const ptxvm_texture_desc *tex,
                                  uint64_t *out);
ptxvm_result ptxvm_sampler_destroy(ptxvm_vm *vm, uint64_t sampler);
/* Surfaces: suld, sust and sured read, write and reduce the texels of a
   resource through a surface object (cudaSurfaceObject_t) or a .surfref
   bound to one. The resource may be 1D, 2D (pitched), 3D, layered 1D or
   2D, or a cube map (PTXVM_RESOURCE_CUBEMAP: layered 2D, 6 faces per
   cube); one mip level, one sample. Unformatted access (.b) addresses x
   in bytes and moves raw bits; formatted access (.p) addresses x in
   texels and converts:
   - the format's kind: F16/F32 are FLOAT; 8- and 16-bit integer formats
     are UNORM/SNORM when ptxvm_surface_desc.normalized, else UINT/SINT;
     32-bit integer formats are UINT/SINT;
   - suld.p returns four 32-bit words, f32 for FLOAT/UNORM/SNORM, u32/s32
     for UINT/SINT, channels the format lacks read (0, 0, 0, 1);
   - sust.p takes f32 (FLOAT/UNORM/SNORM) or u32/s32 data, one word per
     channel it names (channels it does not name keep their bits); to
     UNORM: NaN 0, clamp to [0, 1], x * (2^n - 1) rounded half away from
     zero; to SNORM: NaN 0, clamp to [-1, 1], x * (2^(n-1) - 1) rounded
     the same way (-1.0 gives -127, not -128); to F16: round to nearest
     even, overflow to infinity; to narrower UINT/SINT: saturate (the
     UNORM/SNORM rounding is D3D's x + 0.5 truncated, on the exact
     product; no GPU has confirmed these rules for sust.p yet);
   - sured.p works on 32-bit integer texels (.b32: U32/S32, one channel
     counted) or on 2 x 32-bit ones read as one 64-bit integer (.b64),
     signed for S32; on other formats it ends the launch with
     PTXVM_E_INVALID_ARGUMENT.
   Out of range (.trap/.clamp/.zero, x checked as a whole access against
   the row; y, z and the layer against their counts): .trap ends the
   launch with PTXVM_E_MEMORY_FAULT naming the instruction and the
   coordinates; .clamp moves each coordinate to the nearest edge (for .b
   the byte x to the last whole access of the row); .zero loads zeros and
   drops stores and reductions. A .b x that is not a multiple of the
   access size (the ISA leaves it undefined) ends the launch with
   PTXVM_E_MEMORY_FAULT. Reductions are atomic across workers. A dead or
   forged handle, a texture handle, or a surface whose memory was freed
   ends the launch with PTXVM_E_MEMORY_FAULT naming the instruction.
   suq answers .width/.height/.depth (1 for a missing dimension),
   .array_size (layers; 1 when not layered), .memory_layout (1: linear),
   .channel_data_type and .channel_order (the OpenCL 1.0 values: CL_UNORM_INT8
   0x10D2 ... CL_FLOAT 0x10DE; CL_R 0x10B0, CL_RG 0x10B2, CL_RGBA 0x10B5). */
typedef enum ptxvm_surface_op {
    PTXVM_SURF_LOAD = 1, PTXVM_SURF_STORE, PTXVM_SURF_REDUCE
} ptxvm_surface_op;

typedef enum ptxvm_surface_mode {
    PTXVM_SURF_TRAP = 0, PTXVM_SURF_CLAMP, PTXVM_SURF_ZERO
} ptxvm_surface_mode;

typedef enum ptxvm_surface_red {
    PTXVM_SURF_RED_ADD = 1, PTXVM_SURF_RED_MIN, PTXVM_SURF_RED_MAX,
    PTXVM_SURF_RED_AND, PTXVM_SURF_RED_OR
} ptxvm_surface_red;

/* How sured reads its data: raw bits (.b32 .and/.or, and every sured.p,
   whose signedness the surface format gives), unsigned, signed. */
typedef enum ptxvm_surface_type {
    PTXVM_SURF_TYPE_B = 0, PTXVM_SURF_TYPE_U, PTXVM_SURF_TYPE_S
} ptxvm_surface_type;

/* One warp's surface instruction: the lanes of `mask` all use `surface`
   (lanes with other handles come in requests of their own). */
typedef struct ptxvm_surface_request {
    uint64_t surface;           /* the handle                              */
    uint32_t mask;              /* bit l: lane l asks                      */
    uint32_t op;                /* ptxvm_surface_op                        */
    uint32_t geom;              /* PTXVM_GEOM_1D/2D/3D/A1D/A2D             */
    uint32_t formatted;         /* .p: x in texels, data converted as the
                                   format says; 0 (.b): x in bytes, raw   */
    uint32_t vec;               /* components: 1, 2 or 4                   */
    uint32_t size;              /* bytes per component: .b8 1 ... .b64 8;
                                   .p 4, sured.p.b64 8                    */
    uint32_t mode;              /* ptxvm_surface_mode                      */
    uint32_t red_op;            /* ptxvm_surface_red (op REDUCE)           */
    uint32_t red_type;          /* ptxvm_surface_type (op REDUCE)          */
    int32_t  x[32], y[32], z[32];   /* coordinates the geometry uses       */
    uint32_t layer[32];         /* array index (.a1d .a2d)                 */
    uint64_t data[4][32];       /* [component][lane]: store and reduce
                                   data in; load results out (a .p load
                                   four f32/u32/s32 words)                */
} ptxvm_surface_request;

/* A host-served surface serves a whole warp's request in one call: for
   a load it fills q->data for the lanes of q->mask; it applies q->mode
   itself. Returning an error ends the launch with it, naming the
   instruction. It may run on several workers at once. */
typedef ptxvm_result (*ptxvm_surface_fn)(void *user, ptxvm_surface_request *q);

typedef struct ptxvm_surface_desc {
    int      normalized;        /* 8/16-bit integer formats hold UNORM/SNORM
                                   values (formatted access converts floats) */
    ptxvm_surface_fn serve;     /* NULL: the VM reads the resource's texels;
                                   else the host serves this surface and the
                                   resource's data may be 0 (its sizes and
                                   format still answer suq)               */
    void    *serve_user;
    uint32_t struct_size;       /* sizeof(ptxvm_surface_desc) or 0         */
} ptxvm_surface_desc;
#define PTXVM_SURFACE_DESC_INIT { 0, 0, 0, (uint32_t)sizeof(ptxvm_surface_desc) }

/* Create a surface object over res (format, size, pitch) in device
   memory: the texels must lie inside one readable and writable device
   allocation (unless PTXVM_FLAG_UNCHECKED). */
ptxvm_result ptxvm_surface_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  uint64_t *out);
/* The same with a descriptor: normalized formats, or a host-served
   surface (desc->serve). Built-in and host-served surfaces mix freely. */
ptxvm_result ptxvm_surface_create_hosted(ptxvm_vm *vm,
                                         const ptxvm_resource_desc *res,
                                         const ptxvm_surface_desc *desc,
                                         uint64_t *out);
ptxvm_result ptxvm_surface_destroy(ptxvm_vm *vm, uint64_t surf);
/* Bind a texture, surface or sampler object to a module-scope .texref,
   .surfref or .samplerref name (a .samplerref takes a sampler object or
   a texture object's sampling state). */
ptxvm_result ptxvm_module_bind_texref(ptxvm_module *m, const char *name,
                                      uint64_t tex);

/* ---- tensor maps (TMA) -------------------------------------------------
   A tensor map describes a tiled view of a tensor in global memory for
   cp.async.bulk.tensor and its reduce/prefetch forms, as
   cuTensorMapEncodeTiled and cuTensorMapEncodeIm2col build a CUtensorMap.
   The map is a plain 128-byte value (its layout is ptxvm's own) written
   to `map`, which must be 64-byte aligned; the program receives it as a
   `.param .align 64 .b8 m[128]` kernel parameter (a
   `const __grid_constant__ CUtensorMap`) or copies it to global or
   constant memory, and tensormap.replace edits it field by field.
   Dimension 0 is the innermost; strides are in bytes, for dimensions
   1..rank-1. Every argument is checked as the CUDA driver checks it:
   INVALID_ARGUMENT with a message naming the argument; the sm_100 packed
   types and swizzle atomicities are UNSUPPORTED. vm only receives the
   message (ptxvm_error_message). */
typedef enum ptxvm_tmap_type {
    PTXVM_TMAP_U8 = 0, PTXVM_TMAP_U16, PTXVM_TMAP_U32, PTXVM_TMAP_S32,
    PTXVM_TMAP_U64, PTXVM_TMAP_S64, PTXVM_TMAP_F16, PTXVM_TMAP_F32,
    PTXVM_TMAP_F64, PTXVM_TMAP_BF16, PTXVM_TMAP_F32_FTZ, PTXVM_TMAP_TF32,
    PTXVM_TMAP_TF32_FTZ
} ptxvm_tmap_type;
typedef enum ptxvm_tmap_interleave {
    PTXVM_TMAP_INTERLEAVE_NONE = 0, PTXVM_TMAP_INTERLEAVE_16B,
    PTXVM_TMAP_INTERLEAVE_32B
} ptxvm_tmap_interleave;
typedef enum ptxvm_tmap_swizzle {
    PTXVM_TMAP_SWIZZLE_NONE = 0, PTXVM_TMAP_SWIZZLE_32B,
    PTXVM_TMAP_SWIZZLE_64B, PTXVM_TMAP_SWIZZLE_128B
} ptxvm_tmap_swizzle;
typedef enum ptxvm_tmap_l2 {
    PTXVM_TMAP_L2_NONE = 0, PTXVM_TMAP_L2_64B, PTXVM_TMAP_L2_128B,
    PTXVM_TMAP_L2_256B
} ptxvm_tmap_l2;
/* Out-of-bounds elements of a load: zero, or (floating-point types) a
   NaN that FMA treats as zero. */
typedef enum ptxvm_tmap_fill {
    PTXVM_TMAP_FILL_NONE = 0, PTXVM_TMAP_FILL_NAN_REQUEST_ZERO_FMA
} ptxvm_tmap_fill;

/* cuTensorMapEncodeTiled: rank 1-5; dims[rank] (1..2^32); strides[rank-1]
   (multiples of 16, of 32 with 32B interleave, below 2^40); box[rank]
   (1..256, box[0] * element size a multiple of 16 bytes and, with a
   swizzle, at most its span); elem_strides[rank] (1..8). */
ptxvm_result ptxvm_tensormap_encode_tiled(
    ptxvm_vm *vm, void *map, ptxvm_tmap_type type, uint32_t rank,
    ptxvm_addr global, const uint64_t *dims, const uint64_t *strides,
    const uint32_t *box, const uint32_t *elem_strides,
    ptxvm_tmap_interleave interleave, ptxvm_tmap_swizzle swizzle,
    ptxvm_tmap_l2 l2, ptxvm_tmap_fill fill);
/* cuTensorMapEncodeIm2col: rank 3-5 (channels, then W, H, D, then the
   batch N); lower/upper[rank-2]: the pixel bounding box corners of the
   spatial dimensions W, H, D, relative to the tensor's first and last
   pixel (rank 3: -32768..32767, rank 4: -128..127, rank 5: -16..15);
   channels_per_pixel 1..256, pixels_per_column 1..1024. */
ptxvm_result ptxvm_tensormap_encode_im2col(
    ptxvm_vm *vm, void *map, ptxvm_tmap_type type, uint32_t rank,
    ptxvm_addr global, const uint64_t *dims, const uint64_t *strides,
    const int *lower, const int *upper, uint32_t channels_per_pixel,
    uint32_t pixels_per_column, const uint32_t *elem_strides,
    ptxvm_tmap_interleave interleave, ptxvm_tmap_swizzle swizzle,
    ptxvm_tmap_l2 l2, ptxvm_tmap_fill fill);
/* cuTensorMapReplaceAddress: a new global address (checked as above). */
ptxvm_result ptxvm_tensormap_replace_address(ptxvm_vm *vm, void *map,
                                             ptxvm_addr global);

#if defined(__GNUC__) && !defined(_WIN32)
#  pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif /* PTXVM_H */
