/* The interpreter: runs one warp of a CTA over a kernel's bytecode.

   A warp's registers are columns of 32 lanes (bytecode.h). Lanes keep
   their own program counters; the warp runs the group of lanes at the
   lowest PC ("min-PC" scheduling), and lanes waiting at the same PC merge
   when the running group reaches it (at a JOIN, emitted for every label,
   or at the instruction after a branch). Divergence and reconvergence
   are therefore correct for any control-flow graph. */
#ifndef PTXVM_EXEC_H
#define PTXVM_EXEC_H
#include "bytecode.h"
#include "vm.h"

typedef struct pv_warp {
    uint8_t  *rf;                  /* register file (code->rf_bytes)        */
    uint32_t *pr;                  /* predicate masks (code->npreds)        */
    uint32_t  pc;                  /* PC of the running group               */
    uint32_t  active;              /* lanes of the running group            */
    uint32_t  live;                /* lanes that have not exited            */
    uint32_t  index;               /* warp number in the CTA                */
    uint32_t  lane_pc[PV_LANES];   /* PCs of the lanes not running          */
    uint32_t  tid[3][PV_LANES];    /* %tid.x/y/z of each lane (per launch)  */
    uint32_t  bar_wait;            /* lanes parked at a barrier             */
    uint32_t  bar_id;              /* which barrier                         */
    uint32_t  bar_insn;            /* the bar instruction (for messages)    */
    /* warp-synchronous instructions (exec_warp.h): lanes parked at a
       .sync instruction until every lane of its member mask arrives
       carry PV_PARKED in lane_pc */
    uint32_t  sync_there;          /* lanes of the running .sync group that
                                      stand at another instruction of the
                                      same kind (a rendezvous across
                                      instructions: each runs its own)     */
    uint32_t  cl_arrived;          /* lanes arrived at the cluster barrier
                                      in its current phase                 */
    /* mbarrier waits (exec_async.c): lanes whose test_wait/try_wait
       failed park at it (lane_pc) while the warp's other lanes run; once
       none can, the warp sleeps until an mbarrier changes, or rounds pass */
    uint32_t  mb_parked;           /* lanes parked at an mbarrier wait      */
    uint32_t  mb_nap;              /* scheduler rounds left to sleep        */
    uint32_t  mb_epoch;            /* the CTA's mb_epoch when they parked   */
    uint32_t  mb_timeout;          /* its next wait may fail (time out)     */
} pv_warp;

/* What stopped a warp. */
enum { PV_RUN_DONE = 0, PV_RUN_FAULT, PV_RUN_TRAP, PV_RUN_STEPS,
       PV_RUN_BARRIER,    /* every live lane waits at a barrier            */
       PV_RUN_DEADLOCK,   /* lanes of a warp wait at different barriers    */
       PV_RUN_HOST,       /* a host function failed: host_result, msg      */
       PV_RUN_INTERRUPT };/* ptxvm_interrupt (launch.c)                    */

typedef struct pv_fault {
    uint32_t    insn;              /* bytecode index                         */
    uint32_t    lane;
    uint64_t    addr;
    uint32_t    size;
    int         write;
    const char *why;               /* "unmapped", "out of bounds", ...       */
} pv_fault;

/* One of a CTA's 16 named barriers during a phase (exec_bar.h, launch.c).
   A warp arrives once all its non-exited lanes have executed a barrier
   instruction naming it; the barrier completes when count/32 warps have
   arrived, or with no count every warp that has not exited. */
#define PV_NBARRIERS 16
#define PV_MAX_WARPS 32              /* 1024 threads                        */
typedef struct pv_barrier {
    uint32_t warps;                /* warps arrived in this phase           */
    uint32_t count;                /* thread count b; 0: the whole CTA      */
    uint32_t popc, nfalse;         /* .red: lanes with a true/false input   */
    uint32_t insn;                 /* last instruction at it (messages)     */
} pv_barrier;

/* bar_id of lanes parked at barrier.cluster.wait (exec_cluster.h) */
#define PV_CLUSTER_BAR 0xffu
/* The largest cluster a launch may ask for (CUDA's non-portable size). */
#define PV_MAX_CLUSTER 16u
/* .shared::cluster addresses: (rank + 1) * PV_CLUSTER_UNIT + offset;
   an address below PV_CLUSTER_UNIT is the executing CTA's own. */
#define PV_CLUSTER_SHIFT 24
#define PV_CLUSTER_UNIT  ((uint64_t)1 << PV_CLUSTER_SHIFT)

/* A thread-block cluster being run: its CTAs, which one host thread runs
   together (launch.c), so they reach each other's .shared memory and
   barrier state plainly. The cluster barrier's phase completes when
   every non-exited thread of every CTA has arrived (pv_warp.cl_arrived);
   its waiting lanes park like those at bar.sync, under PV_CLUSTER_BAR. */
typedef struct pv_cluster {
    struct pv_cta *cta[PV_MAX_CLUSTER];   /* by %cluster_ctarank         */
    uint32_t       n;                     /* %cluster_nctarank           */
    ptxvm_dim3     dim;                   /* %cluster_nctaid             */
    int            is_explicit;           /* launched with cluster dims  */
    int            arrived;               /* some arrival this phase     */
} pv_cluster;

/* A CTA being run: reused for every CTA a worker runs. */
typedef struct pv_cta {
    ptxvm_vm       *vm;
    const pv_code  *code;
    pv_warp        *warps;
    uint32_t        nwarps;
    uint8_t        *shared;        /* static + dynamic .shared             */
    uint32_t        shared_size, dyn_shared;
    uint8_t        *local;         /* .local frames, one per thread         */
    uint32_t        local_size;    /* bytes per thread                      */
    const uint8_t  *params;        /* the kernel parameter buffer           */
    uint32_t        param_size;
    ptxvm_dim3      ctaid, nctaid, ntid;
    uint32_t        nthreads;
    uint64_t        steps;         /* warp instructions run                 */
    uint64_t        step_limit;    /* pv_run_warp returns PV_RUN_STEPS at a
                                      branch past this count: run_slices
                                      sets it to the end of the slice or of
                                      the budget (step_end), whichever is
                                      first; after a stop on the budget
                                      lk_job sets it to the launch's own
                                      step_limit, which the message names  */
    uint64_t        step_end;      /* the launch's budget; UINT64_MAX = none */
    uint64_t        thread_insns;
    pv_fault        fault;
    uint32_t        fault_warp;
    pv_warp        *run_warp;      /* the warp pv_run_warp runs now: it may
                                      hand over to the next at a barrier
                                      (pv_bar_next)                        */
    const pv_region *last;         /* last global region touched            */
    /* per ld/st instruction (pc mod PV_GM_SLOTS): the global region it
       touched last (exec_gmem.c); cleared with the launch */
#define PV_GM_SLOTS 32u
    const pv_region *gm_region[PV_GM_SLOTS];
    int             unchecked;     /* PTXVM_FLAG_UNCHECKED: global and
                                      generic addresses are host pointers  */
    const ir_module *ir;           /* the kernel's module                   */
    uint64_t        const_base, const_size;  /* its .const variables        */
    ptxvm_result    host_result;   /* PV_RUN_HOST: what a host call gave    */
    struct pv_dgrid *dgrid;        /* the device runtime's grid (devrt.h), or
                                      NULL when the kernel launches none   */
    uint32_t       *last_err;      /* with dgrid: each thread's last CUDA
                                      error (cudaGetLastError)             */
    int             err_dirty;     /* last_err holds a nonzero entry        */
    uint32_t        queued;        /* launches this CTA queued on dgrid that
                                      no cudaDeviceSynchronize ran yet     */
    pv_cluster     *cl;            /* its cluster (one CTA without one)     */
    uint32_t        crank;         /* %cluster_ctarank                      */
    char            msg[512];      /* PV_RUN_TRAP/HOST: a message, or ""    */
    /* barriers: those with arrivals in this phase, their state, and per
       warp the lanes that arrived before their whole warp did */
    uint32_t        bar_used;
    uint32_t        bar_whole;     /* warps parked whole at one instruction */
    uint32_t        bar_part;      /* barriers whose bar_lanes may hold lanes
                                      (a warp arrived in parts this phase):
                                      without, complete and settle visit
                                      only the warps parked whole          */
    pv_barrier      bar[PV_NBARRIERS];
    uint32_t        bar_lanes[PV_MAX_WARPS][PV_NBARRIERS];
    /* mbarriers (exec_async.c): changes of any mbarrier object, rounds
       of timed-out waits since the last change, a deadlock found */
    uint32_t        mb_epoch, mb_idle_epoch, mb_idle;
    int             mb_dead;
    /* per load instruction (pc mod 16): the start of the last coalesced
       global run it read, so that a grid-stride loop's runs ahead are
       prefetched (prefetch.h); a hint only */
    uint64_t        pf_last[16];
    /* the start of the last partial-warp global run and its distance
       from the one before (prefetch.h); a hint only */
    uint64_t        pf_row, pf_step;
    /* per load instruction (pc mod 16) and warp (index mod 32): the host
       address of its last access and the step to it (prefetch.h) */
#define PV_PF_WARP_SLOTS 512u
    struct { uint64_t last, step; } pf_warp[PV_PF_WARP_SLOTS];
} pv_cta;

/* Call host function F (registered or built in) for lane l of warp w at
   instruction pc: its arguments are in the lane's argbuf, its results go
   to retbuf (hostcall.c). Returns PV_RUN_DONE or what stops the warp. */
PTXVM_INTERNAL int pv_host_call(pv_cta *X, pv_warp *w, const pv_func *F,
                                uint32_t l, uint32_t pc);
/* Copy n bytes between buf and lane l's view of generic address addr
   (any window or global memory); 0, or -1 when unreachable. */
PTXVM_INTERNAL int pv_lane_rw(pv_cta *X, pv_warp *w, uint32_t l, uint64_t addr,
                              void *buf, size_t n, int write);

/* The host address of n bytes at .shared or .shared::cluster address
   a for X (PV_CLUSTER_UNIT above), or NULL when they are outside every
   CTA's .shared (exec_mem.c). */
PTXVM_INTERNAL uint8_t *pv_shared_at(pv_cta *X, uint64_t a, uint64_t n);
/* A fault's reason for such an address outside them. */
PTXVM_INTERNAL const char *pv_shared_why(const pv_cta *X, uint64_t a);

/* Run warp w of X until all its lanes exit or something stops it. */
PTXVM_INTERNAL int pv_run_warp(pv_cta *X, pv_warp *w);
/* Whether pv_run_warp takes its AVX2 copy (exec.c): the host has AVX2,
   the library was built with that copy, and the tests have not asked
   for the portable one (pv_run_set_portable(1), to compare the two). */
PTXVM_INTERNAL int pv_run_avx2(void);
PTXVM_INTERNAL void pv_run_set_portable(int on);
/* For the tests: whole shuffle-scan loops (exec_scanloop.h) run step by
   step when on, to compare the two. */
PTXVM_INTERNAL void pv_scan_loop_set_off(int on);
/* mbarrier and cp.async (exec_async.c): PV_ASYNC_OK, or the running
   lanes park at their wait (PV_ASYNC_WAIT), or a fault (fault recorded) or a refused
   operation (X->msg) stops it. */
enum { PV_ASYNC_OK, PV_ASYNC_WAIT, PV_ASYNC_FAULT, PV_ASYNC_TRAP };
PTXVM_INTERNAL int pv_do_mbar(pv_cta *X, pv_warp *w, const pv_insn *I,
                              uint32_t m);
PTXVM_INTERNAL int pv_do_cp_async(pv_cta *X, pv_warp *w, const pv_insn *I,
                                  uint32_t m);
/* cp.async.bulk*, cp.reduce.async.bulk*, tensormap.* (exec_tma.c): as
   pv_do_mbar, never waiting. */
PTXVM_INTERNAL int pv_do_tma(pv_cta *X, pv_warp *w, const pv_insn *I,
                             uint32_t m);
/* The scheduler's side (launch.c): wake warp w, all of whose lanes are
   parked at mbarrier waits or done, when an mbarrier changed or its
   sleep ran out. When no warp could run: wake every sleeper with its
   wait allowed to fail and return 1, or return 0 when that has gone on
   too long with no mbarrier changing (a deadlock: X->mb_dead, fault_warp
   and fault.insn set). */
PTXVM_INTERNAL void pv_mb_wake(pv_cta *X, pv_warp *w);
/* An mbarrier word of X changed outside pv_do_mbar (an asynchronous
   copy's complete-tx, a remote arrive): its waiting lanes look again. */
PTXVM_INTERNAL void pv_mb_changed(pv_cta *X);
PTXVM_INTERNAL int pv_mb_timeouts(pv_cta *X);
/* Let the lanes waiting at a barrier go on. */
PTXVM_INTERNAL void pv_warp_release(pv_warp *w);
/* Warp w just parked whole at a barrier, nothing arrived in parts: the
   warp the scheduler would run next, which pv_run_warp may enter without
   going back to it, or NULL when the scheduler has more to do (launch.c).
   Past the round's last warp it completes the barriers as the end of the
   round would, and looks from warp 0. Sets X->run_warp to the warp. */
PTXVM_INTERNAL pv_warp *pv_bar_next(pv_cta *X, pv_warp *w);
/* Tests: 0 turns the hand-over off (every parked warp goes back to the
   scheduler), 1 on again (the default). */
PTXVM_INTERNAL void pv_bar_set_handover(int on);
/* Warp w, every live lane of it, parks at barrier id (bar.sync id with
   no thread count, arriving nowhere else); then pv_bar_next if go_on
   (the steps so far are below the warp's step limit), else NULL. */
PTXVM_INTERNAL pv_warp *pv_bar_park(pv_cta *X, pv_warp *w, uint32_t id,
                                    int go_on);
#endif
