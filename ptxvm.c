/*
** ptxvm.c — the ptxvm library in one file. Generated from src/ by
** amalgamate.sh; do not edit: change src/ and run ./amalgamate.sh.
** Compile it with your program; it needs ptxvm.h and xxhash.h.
** MIT license: see LICENSE.
*/
#define PTXVM_INTERNAL static
#define PTXVM_AMALGAMATION 1
/* ---- src/api_mem.c ---- */
/* The public device-memory API: allocations, host mappings, callback
   ranges, and host-side copies (memcpy/memset). The region table itself
   is devmem.c.

   Under PTXVM_FLAG_UNCHECKED device addresses are host pointers: an
   allocation still gets a region (so that free and destroy find and
   release it) but its address is its host memory, mappings return the
   host buffer itself, and copies are plain memcpy/memset without checks.
   Callback ranges need a check on every access and are not available in
   that mode. */
/* ---- src/vm.h ---- */
/* The objects behind the public handles. */
#ifndef PTXVM_VM_H
#define PTXVM_VM_H
/* ---- src/ir.h ---- */
/* The module IR: what the parser builds, the checker annotates, the
   printer prints and the compiler consumes.

   Everything lives in flat pools owned by the module (ir_module), and
   items refer to each other by 32-bit indices, so the IR is compact
   (a few bytes per byte of PTX), cheap to build and trivially freed.
   Names are symbol ids from the module's string table (strtab.h); index 0
   of every pool is unused so that 0 can mean "none". Every node carries
   its source position (1-based line and column, in bytes). */
#ifndef PTXVM_IR_H
#define PTXVM_IR_H
/* ---- src/strtab.h ---- */
/* Interned strings: every identifier, directive, modifier and string
   literal of a module becomes a 32-bit symbol id. Keywords are interned
   first, in the order of keywords.h, so KW_x is the id of keyword x in
   every module and the parser and checker compare ids, not text. */
#ifndef PTXVM_STRTAB_H
#define PTXVM_STRTAB_H
/* ---- src/mem.h ---- */
/* Memory for the library's own data: the host allocator wrapper, bump
   arenas for IR that lives as long as its module, and growable arrays.
   Nothing here calls malloc: every byte comes from ptxvm_host.alloc. */
#ifndef PTXVM_MEM_H
#define PTXVM_MEM_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

/* POSIX threads and clocks where the platform has them (the library is
   otherwise plain C99); before any system header. */
#if !defined(_POSIX_C_SOURCE) && !defined(_XOPEN_SOURCE) && !defined(_GNU_SOURCE) && \
    !defined(_WIN32) && (defined(__unix__) || defined(__APPLE__))
#define _POSIX_C_SOURCE 200809L
#endif

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>
#include "ptxvm.h"

#ifndef PTXVM_INTERNAL
#  if defined(__GNUC__) && !defined(_WIN32)
#    define PTXVM_INTERNAL __attribute__((visibility("hidden")))
#  else
#    define PTXVM_INTERNAL
#  endif
#endif

/* ---- configuration ------------------------------------------------------
   Limits that keep hostile input bounded. Each exhausted limit is a clean
   error naming it. */
#ifndef PTXVM_MAX_NESTING
#define PTXVM_MAX_NESTING 256        /* braces, parentheses, blocks        */
#endif
#ifndef PTXVM_MAX_MODIFIERS
#define PTXVM_MAX_MODIFIERS 32       /* dotted modifiers on one opcode     */
#endif
#ifndef PTXVM_MAX_OPERANDS
#define PTXVM_MAX_OPERANDS 32        /* top-level operands of one instr.   */
#endif
#ifndef PTXVM_MAX_MODULE_BYTES
#define PTXVM_MAX_MODULE_BYTES (1u << 30)  /* 1 GiB of PTX text            */
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define PV_LIKELY(x)   __builtin_expect(!!(x), 1)
#  define PV_UNLIKELY(x) __builtin_expect(!!(x), 0)
#  define PV_NORETURN    __attribute__((noreturn))
#  define PV_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#  define PV_LIKELY(x)   (x)
#  define PV_UNLIKELY(x) (x)
#  define PV_NORETURN
#  define PV_PRINTF(a, b)
#endif

#define PV_COUNTOF(a) (sizeof(a) / sizeof((a)[0]))

/* Device memory is little-endian, as on the GPU; so is every host ptxvm
   supports (the interpreter copies register bytes to memory directly). */
#if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && \
    __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#  error "ptxvm needs a little-endian host"
#endif

/* Little-endian stores and loads of 1, 2, 4 or 8 bytes, as device memory
   holds them; a fixed-size memcpy compiles to one move. */
static inline void pv_store_le(uint8_t *p, uint64_t v, uint32_t size)
{
    uint8_t b8 = (uint8_t)v;
    uint16_t b16 = (uint16_t)v;
    uint32_t b32 = (uint32_t)v;
    switch (size) {
    case 1: memcpy(p, &b8, 1); break;
    case 2: memcpy(p, &b16, 2); break;
    case 4: memcpy(p, &b32, 4); break;
    default: memcpy(p, &v, 8); break;
    }
}

/* Load size bytes; sx: sign-extend to 64 bits. */
static inline uint64_t pv_load_le(const uint8_t *p, uint32_t size, int sx)
{
    uint8_t b8;
    uint16_t b16;
    uint32_t b32;
    uint64_t v;
    switch (size) {
    case 1: memcpy(&b8, p, 1); v = b8; break;
    case 2: memcpy(&b16, p, 2); v = b16; break;
    case 4: memcpy(&b32, p, 4); v = b32; break;
    default: memcpy(&v, p, 8); return v;
    }
    if (sx && ((v >> (8 * size - 1)) & 1))
        v |= ~(uint64_t)0 << (8 * size);
    return v;
}
#define PV_UNUSED(x) ((void)(x))

/* Inlined even where the compiler's size heuristics say no: small hot
   helpers of the interpreter's memory paths. */
#if defined(__GNUC__) || defined(__clang__)
#define PV_FORCE_INLINE __inline__ __attribute__((always_inline))
#else
#define PV_FORCE_INLINE
#endif

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/mem.h ---- */

typedef void *(*pv_alloc_fn)(void *user, void *ptr, size_t old, size_t n);

typedef struct pv_heap {
    pv_alloc_fn fn;
    void       *user;
    size_t      live;      /* bytes currently held                        */
    size_t      peak;      /* high-water mark of live, for the benchmarks  */
} pv_heap;

/* Resize p (old bytes) to n bytes; n == 0 frees and returns NULL. Returns
   NULL on failure, leaving p untouched. */
PTXVM_INTERNAL void *pv_realloc(pv_heap *h, void *p, size_t old, size_t n);
PTXVM_INTERNAL void  pv_free(pv_heap *h, void *p, size_t n);
/* The built-in allocator: realloc/free from libc. */
PTXVM_INTERNAL void *pv_default_alloc(void *user, void *p, size_t old, size_t n);

/* A bump allocator: allocations are freed all at once. */
typedef struct pv_chunk pv_chunk;
typedef struct pv_arena {
    pv_heap  *heap;
    pv_chunk *head;
    char     *cur, *end;
} pv_arena;

PTXVM_INTERNAL void  pv_arena_init(pv_arena *a, pv_heap *h);
/* n bytes aligned to align (a power of two <= 16); NULL on failure. */
PTXVM_INTERNAL void *pv_arena_alloc(pv_arena *a, size_t n, size_t align);
PTXVM_INTERNAL void  pv_arena_free(pv_arena *a);

/* Grow an array so that it holds at least need elements of size elem.
   Returns the (possibly moved) array, or NULL on failure or when
   need * elem overflows; *cap is updated on success. */
PTXVM_INTERNAL void *pv_grow(pv_heap *h, void *data, uint32_t *cap,
                             uint32_t need, size_t elem);

#endif
/* ---- end src/mem.h, back in src/strtab.h ---- */
/* ---- src/keywords.h ---- */
/* Keyword ids: KW_x is the interned symbol id of keyword x (strtab.h). */
#ifndef PTXVM_KEYWORDS_H
#define PTXVM_KEYWORDS_H

enum pv_keyword {
    KW_NONE = 0,
#define KW(id, text) KW_##id,
/* ---- src/kw_core.h ---- */
/* Keywords of the module language: directives, state spaces, types,
   vector and component suffixes, special registers. X-macro list:
   KW(enum_suffix, "text") defines KW_enum_suffix. Instruction opcodes
   and modifiers are in kw_isa.h; a text must appear in only one list. */

/* directives */
KW(version, ".version")
KW(target, ".target")
KW(address_size, ".address_size")
KW(file, ".file")
KW(loc, ".loc")
KW(section, ".section")
KW(pragma, ".pragma")
KW(entry, ".entry")
KW(func, ".func")
KW(visible, ".visible")
KW(extern, ".extern")
KW(weak, ".weak")
KW(common, ".common")
KW(align, ".align")
KW(maxntid, ".maxntid")
KW(reqntid, ".reqntid")
KW(minnctapersm, ".minnctapersm")
KW(maxnreg, ".maxnreg")
KW(maxnctapersm, ".maxnctapersm")
KW(noreturn, ".noreturn")
KW(explicitcluster, ".explicitcluster")
KW(reqnctapercluster, ".reqnctapercluster")
KW(maxclusterrank, ".maxclusterrank")
KW(blocksareclusters, ".blocksareclusters")
KW(branchtargets, ".branchtargets")
KW(calltargets, ".calltargets")
KW(callprototype, ".callprototype")
KW(alias, ".alias")
KW(ptr, ".ptr")
KW(attribute, ".attribute")
KW(managed, ".managed")
KW(unified, ".unified")
KW(abi_preserve, ".abi_preserve")
KW(abi_preserve_control, ".abi_preserve_control")

/* state spaces (also modifiers of ld, st, cvta, ...) */
KW(reg, ".reg")
KW(sreg, ".sreg")
KW(const, ".const")
KW(global, ".global")
KW(local, ".local")
KW(param, ".param")
KW(shared, ".shared")
KW(tex, ".tex")
KW(param_entry, ".param::entry")
KW(param_func, ".param::func")
KW(shared_cta, ".shared::cta")
KW(shared_cluster, ".shared::cluster")

/* opaque types */
KW(texref, ".texref")
KW(samplerref, ".samplerref")
KW(surfref, ".surfref")

/* fundamental types, in ir_type order (see ir.h) */
KW(pred, ".pred")
KW(b8, ".b8")
KW(b16, ".b16")
KW(b32, ".b32")
KW(b64, ".b64")
KW(b128, ".b128")
KW(u8, ".u8")
KW(u16, ".u16")
KW(u32, ".u32")
KW(u64, ".u64")
KW(s8, ".s8")
KW(s16, ".s16")
KW(s32, ".s32")
KW(s64, ".s64")
KW(f16, ".f16")
KW(f16x2, ".f16x2")
KW(bf16, ".bf16")
KW(bf16x2, ".bf16x2")
KW(f32, ".f32")
KW(f64, ".f64")
KW(tf32, ".tf32")
KW(f32x2, ".f32x2")
KW(u16x2, ".u16x2")
KW(s16x2, ".s16x2")
KW(e4m3, ".e4m3")
KW(e5m2, ".e5m2")
KW(e4m3x2, ".e4m3x2")
KW(e5m2x2, ".e5m2x2")
KW(e2m1x2, ".e2m1x2")
KW(e2m3x2, ".e2m3x2")
KW(e3m2x2, ".e3m2x2")
KW(ue8m0x2, ".ue8m0x2")
KW(b1, ".b1")
KW(u4, ".u4")
KW(s4, ".s4")
KW(e2m1, ".e2m1")
KW(e2m3, ".e2m3")
KW(e3m2, ".e3m2")
KW(ue8m0, ".ue8m0")
KW(ue4m3, ".ue4m3")
KW(e2m1x4, ".e2m1x4")
KW(e4m3x4, ".e4m3x4")
KW(e5m2x4, ".e5m2x4")
KW(e2m3x4, ".e2m3x4")
KW(e3m2x4, ".e3m2x4")

/* vector types and component selectors */
KW(v2, ".v2")
KW(v4, ".v4")
KW(v8, ".v8")
KW(x, ".x")
KW(y, ".y")
KW(z, ".z")
KW(w, ".w")
KW(r, ".r")
KW(g, ".g")
KW(b, ".b")
KW(a, ".a")

/* special registers */
KW(sr_tid, "%tid")
KW(sr_ntid, "%ntid")
KW(sr_ctaid, "%ctaid")
KW(sr_nctaid, "%nctaid")
KW(sr_laneid, "%laneid")
KW(sr_warpid, "%warpid")
KW(sr_nwarpid, "%nwarpid")
KW(sr_smid, "%smid")
KW(sr_nsmid, "%nsmid")
KW(sr_gridid, "%gridid")
KW(sr_clock, "%clock")
KW(sr_clock_hi, "%clock_hi")
KW(sr_clock64, "%clock64")
KW(sr_globaltimer, "%globaltimer")
KW(sr_globaltimer_lo, "%globaltimer_lo")
KW(sr_globaltimer_hi, "%globaltimer_hi")
KW(sr_lanemask_eq, "%lanemask_eq")
KW(sr_lanemask_le, "%lanemask_le")
KW(sr_lanemask_lt, "%lanemask_lt")
KW(sr_lanemask_ge, "%lanemask_ge")
KW(sr_lanemask_gt, "%lanemask_gt")
KW(sr_total_smem_size, "%total_smem_size")
KW(sr_dynamic_smem_size, "%dynamic_smem_size")
KW(sr_aggr_smem_size, "%aggr_smem_size")
KW(sr_reserved_smem_offset_begin, "%reserved_smem_offset_begin")
KW(sr_reserved_smem_offset_end, "%reserved_smem_offset_end")
KW(sr_reserved_smem_offset_cap, "%reserved_smem_offset_cap")
KW(sr_reserved_smem_offset_0, "%reserved_smem_offset_0")
KW(sr_reserved_smem_offset_1, "%reserved_smem_offset_1")
KW(sr_clusterid, "%clusterid")
KW(sr_nclusterid, "%nclusterid")
KW(sr_cluster_ctaid, "%cluster_ctaid")
KW(sr_cluster_nctaid, "%cluster_nctaid")
KW(sr_cluster_ctarank, "%cluster_ctarank")
KW(sr_cluster_nctarank, "%cluster_nctarank")
KW(sr_is_explicit_cluster, "%is_explicit_cluster")
KW(sr_current_graph_exec, "%current_graph_exec")
KW(sr_warp_sz, "WARP_SZ")
/* %envreg0..31, %pm0..7 and %pm0_64..%pm7_64 are recognised by pattern */

/* identifiers with a fixed meaning in directives */
KW(id_generic, "generic")
KW(id_function_name, "function_name")
KW(id_inlined_at, "inlined_at")
/* ---- end src/kw_core.h, back in src/keywords.h ---- */
/* ---- src/kw_isa.h ---- */
/* Instruction opcodes and instruction modifiers. X-macro list, see
   kw_core.h: KW(enum_suffix, "text") defines KW_enum_suffix. Opcodes are
   the bare first word of an instruction (KW_op_add is "add"); modifiers
   are dotted words (".rn", ".L2::cache_hint"). A text already in
   kw_core.h (state spaces, types, .x/.y...) must not be repeated here. */

/* opcodes */
KW(op_abs, "abs")
KW(op_activemask, "activemask")
KW(op_add, "add")
KW(op_addc, "addc")
KW(op_alloca, "alloca")
KW(op_and, "and")
KW(op_applypriority, "applypriority")
KW(op_atom, "atom")
KW(op_bar, "bar")
KW(op_barrier, "barrier")
KW(op_bfe, "bfe")
KW(op_bfi, "bfi")
KW(op_bfind, "bfind")
KW(op_bmsk, "bmsk")
KW(op_bra, "bra")
KW(op_brev, "brev")
KW(op_brkpt, "brkpt")
KW(op_brx, "brx")
KW(op_call, "call")
KW(op_clusterlaunchcontrol, "clusterlaunchcontrol")
KW(op_clz, "clz")
KW(op_cnot, "cnot")
KW(op_copysign, "copysign")
KW(op_cos, "cos")
KW(op_cp, "cp")
KW(op_createpolicy, "createpolicy")
KW(op_cvt, "cvt")
KW(op_cvta, "cvta")
KW(op_discard, "discard")
KW(op_div, "div")
KW(op_dp2a, "dp2a")
KW(op_dp4a, "dp4a")
KW(op_elect, "elect")
KW(op_ex2, "ex2")
KW(op_exit, "exit")
KW(op_fence, "fence")
KW(op_fma, "fma")
KW(op_fns, "fns")
KW(op_getctarank, "getctarank")
KW(op_griddepcontrol, "griddepcontrol")
KW(op_isspacep, "isspacep")
KW(op_istypep, "istypep")
KW(op_ld, "ld")
KW(op_ldmatrix, "ldmatrix")
KW(op_ldu, "ldu")
KW(op_lg2, "lg2")
KW(op_lop3, "lop3")
KW(op_mad, "mad")
KW(op_mad24, "mad24")
KW(op_madc, "madc")
KW(op_mapa, "mapa")
KW(op_match, "match")
KW(op_max, "max")
KW(op_mbarrier, "mbarrier")
KW(op_membar, "membar")
KW(op_min, "min")
KW(op_mma, "mma")
KW(op_mov, "mov")
KW(op_movmatrix, "movmatrix")
KW(op_mul, "mul")
KW(op_mul24, "mul24")
KW(op_multimem, "multimem")
KW(op_nanosleep, "nanosleep")
KW(op_neg, "neg")
KW(op_not, "not")
KW(op_or, "or")
KW(op_pmevent, "pmevent")
KW(op_popc, "popc")
KW(op_prefetch, "prefetch")
KW(op_prefetchu, "prefetchu")
KW(op_prmt, "prmt")
KW(op_rcp, "rcp")
KW(op_red, "red")
KW(op_redux, "redux")
KW(op_rem, "rem")
KW(op_ret, "ret")
KW(op_rsqrt, "rsqrt")
KW(op_sad, "sad")
KW(op_selp, "selp")
KW(op_set, "set")
KW(op_setmaxnreg, "setmaxnreg")
KW(op_setp, "setp")
KW(op_shf, "shf")
KW(op_shfl, "shfl")
KW(op_shl, "shl")
KW(op_shr, "shr")
KW(op_sin, "sin")
KW(op_slct, "slct")
KW(op_sqrt, "sqrt")
KW(op_st, "st")
KW(op_stackrestore, "stackrestore")
KW(op_stacksave, "stacksave")
KW(op_stmatrix, "stmatrix")
KW(op_sub, "sub")
KW(op_subc, "subc")
KW(op_suld, "suld")
KW(op_suq, "suq")
KW(op_sured, "sured")
KW(op_sust, "sust")
KW(op_szext, "szext")
KW(op_tanh, "tanh")
KW(op_tcgen05, "tcgen05")
KW(op_tensormap, "tensormap")
KW(op_testp, "testp")
KW(op_tex, "tex")
KW(op_tld4, "tld4")
KW(op_trap, "trap")
KW(op_txq, "txq")
KW(op_vabsdiff, "vabsdiff")
KW(op_vabsdiff2, "vabsdiff2")
KW(op_vabsdiff4, "vabsdiff4")
KW(op_vadd, "vadd")
KW(op_vadd2, "vadd2")
KW(op_vadd4, "vadd4")
KW(op_vavrg2, "vavrg2")
KW(op_vavrg4, "vavrg4")
KW(op_vmad, "vmad")
KW(op_vmax, "vmax")
KW(op_vmax2, "vmax2")
KW(op_vmax4, "vmax4")
KW(op_vmin, "vmin")
KW(op_vmin2, "vmin2")
KW(op_vmin4, "vmin4")
KW(op_vote, "vote")
KW(op_vset, "vset")
KW(op_vset2, "vset2")
KW(op_vset4, "vset4")
KW(op_vshl, "vshl")
KW(op_vshr, "vshr")
KW(op_vsub, "vsub")
KW(op_vsub2, "vsub2")
KW(op_vsub4, "vsub4")
KW(op_wgmma, "wgmma")
KW(op_wmma, "wmma")
KW(op_xor, "xor")

/* instruction modifiers (see isa_table.h) */
KW(rn, ".rn")
KW(rz, ".rz")
KW(rm, ".rm")
KW(rp, ".rp")
KW(rni, ".rni")
KW(rzi, ".rzi")
KW(rmi, ".rmi")
KW(rpi, ".rpi")
KW(eq, ".eq")
KW(ne, ".ne")
KW(lt, ".lt")
KW(le, ".le")
KW(gt, ".gt")
KW(ge, ".ge")
KW(lo, ".lo")
KW(ls, ".ls")
KW(hi, ".hi")
KW(hs, ".hs")
KW(equ, ".equ")
KW(neu, ".neu")
KW(ltu, ".ltu")
KW(leu, ".leu")
KW(gtu, ".gtu")
KW(geu, ".geu")
KW(num, ".num")
KW(nan, ".nan")
KW(and, ".and")
KW(or, ".or")
KW(xor, ".xor")
KW(cta, ".cta")
KW(cluster, ".cluster")
KW(gpu, ".gpu")
KW(sys, ".sys")
KW(wide, ".wide")
KW(ca, ".ca")
KW(cg, ".cg")
KW(cs, ".cs")
KW(lu, ".lu")
KW(cv, ".cv")
KW(wb, ".wb")
KW(wt, ".wt")
KW(L1_evict_normal, ".L1::evict_normal")
KW(L1_evict_unchanged, ".L1::evict_unchanged")
KW(L1_evict_first, ".L1::evict_first")
KW(L1_evict_last, ".L1::evict_last")
KW(L1_no_allocate, ".L1::no_allocate")
KW(L2_evict_normal, ".L2::evict_normal")
KW(L2_evict_first, ".L2::evict_first")
KW(L2_evict_last, ".L2::evict_last")
KW(L2_64B, ".L2::64B")
KW(L2_128B, ".L2::128B")
KW(L2_256B, ".L2::256B")
KW(relaxed, ".relaxed")
KW(acquire, ".acquire")
KW(release, ".release")
KW(acq_rel, ".acq_rel")
KW(exch, ".exch")
KW(add, ".add")
KW(inc, ".inc")
KW(dec, ".dec")
KW(min, ".min")
KW(max, ".max")
KW(cas, ".cas")
KW(popc, ".popc")
KW(clamp, ".clamp")
KW(wrap, ".wrap")
KW(all, ".all")
KW(any, ".any")
KW(uni, ".uni")
KW(up, ".up")
KW(down, ".down")
KW(bfly, ".bfly")
KW(idx, ".idx")
KW(f4e, ".f4e")
KW(b4e, ".b4e")
KW(rc8, ".rc8")
KW(ecl, ".ecl")
KW(ecr, ".ecr")
KW(rc16, ".rc16")
KW(finite, ".finite")
KW(infinite, ".infinite")
KW(number, ".number")
KW(notanumber, ".notanumber")
KW(normal, ".normal")
KW(subnormal, ".subnormal")
KW(l, ".l")
KW(n1d, ".1d")
KW(n2d, ".2d")
KW(n3d, ".3d")
KW(a1d, ".a1d")
KW(a2d, ".a2d")
KW(cube, ".cube")
KW(acube, ".acube")
KW(n2dms, ".2dms")
KW(a2dms, ".a2dms")
KW(trap, ".trap")
KW(zero, ".zero")
KW(width, ".width")
KW(height, ".height")
KW(depth, ".depth")
KW(channel_data_type, ".channel_data_type")
KW(channel_order, ".channel_order")
KW(normalized_coords, ".normalized_coords")
KW(array_size, ".array_size")
KW(num_mipmap_levels, ".num_mipmap_levels")
KW(num_samples, ".num_samples")
KW(force_unnormalized_coords, ".force_unnormalized_coords")
KW(filter_mode, ".filter_mode")
KW(addr_mode_0, ".addr_mode_0")
KW(addr_mode_1, ".addr_mode_1")
KW(addr_mode_2, ".addr_mode_2")
KW(memory_layout, ".memory_layout")
KW(sc, ".sc")
KW(gl, ".gl")
KW(test_wait, ".test_wait")
KW(try_wait, ".try_wait")
KW(L2_evict_unchanged, ".L2::evict_unchanged")
KW(launch_dependents, ".launch_dependents")
KW(wait, ".wait")
KW(x1, ".x1")
KW(x2, ".x2")
KW(x4, ".x4")
KW(m8n8, ".m8n8")
KW(m16n16, ".m16n16")
KW(m8n16, ".m8n16")
KW(row, ".row")
KW(col, ".col")
KW(ftz, ".ftz")
KW(sat, ".sat")
KW(cc, ".cc")
KW(approx, ".approx")
KW(full, ".full")
KW(relu, ".relu")
KW(NaN, ".NaN")
KW(xorsign, ".xorsign")
KW(abs, ".abs")
KW(shiftamt, ".shiftamt")
KW(oob, ".oob")
KW(L2_cache_hint, ".L2::cache_hint")
KW(volatile, ".volatile")
KW(mmio, ".mmio")
KW(nc, ".nc")
KW(L1, ".L1")
KW(L2, ".L2")
KW(tensormap, ".tensormap")
KW(to, ".to")
KW(satfinite, ".satfinite")
KW(rs, ".rs")
KW(rna, ".rna")
KW(pack, ".pack")
KW(u2, ".u2")
KW(s2, ".s2")
KW(mask, ".mask")
KW(sync, ".sync")
KW(arrive, ".arrive")
KW(red, ".red")
KW(warp, ".warp")
KW(aligned, ".aligned")
KW(proxy, ".proxy")
KW(async, ".async")
KW(sync_restrict_shared_cluster, ".sync_restrict::shared::cluster")
KW(sync_restrict_shared_cta, ".sync_restrict::shared::cta")
KW(mbarrier_init, ".mbarrier_init")
KW(tensormap_generic, ".tensormap::generic")
KW(async_generic, ".async::generic")
KW(noftz, ".noftz")
KW(ballot, ".ballot")
KW(base, ".base")
KW(level, ".level")
KW(grad, ".grad")
KW(p, ".p")
KW(commit_group, ".commit_group")
KW(wait_group, ".wait_group")
KW(wait_all, ".wait_all")
KW(mbarrier, ".mbarrier")
KW(noinc, ".noinc")
KW(init, ".init")
KW(inval, ".inval")
KW(expect_tx, ".expect_tx")
KW(noComplete, ".noComplete")
KW(arrive_drop, ".arrive_drop")
KW(complete_tx, ".complete_tx")
KW(parity, ".parity")
KW(pending_count, ".pending_count")
KW(range, ".range")
KW(fractional, ".fractional")
KW(cvt, ".cvt")
KW(trans, ".trans")
KW(po, ".po")
KW(shr7, ".shr7")
KW(shr15, ".shr15")
/* ---- end src/kw_isa.h, back in src/keywords.h ---- */
#undef KW
    KW_COUNT
};

#endif
/* ---- end src/keywords.h, back in src/strtab.h ---- */

typedef struct pv_str {
    const char *s;
    uint32_t    len;
    uint32_t    hash;
} pv_str;

typedef struct pv_strtab {
    pv_heap  *heap;
    pv_arena *arena;     /* where interned text is copied */
    pv_str   *strs;      /* strs[id]; id 0 is "no symbol" */
    uint32_t  n, cap;
    uint64_t *slots;     /* open addressing: hash << 32 | id, 0 = empty */
    uint32_t  mask;
} pv_strtab;

/* Set up and intern every keyword. Returns 0 on success, -1 on failure. */
PTXVM_INTERNAL int      pv_strtab_init(pv_strtab *t, pv_heap *h, pv_arena *a);
PTXVM_INTERNAL void     pv_strtab_free(pv_strtab *t);
/* The id of s[0..len), interning it; 0 when memory runs out. */
PTXVM_INTERNAL uint32_t pv_intern(pv_strtab *t, const char *s, size_t len);
/* The id of s[0..len) if interned, else 0. */
PTXVM_INTERNAL uint32_t pv_lookup(const pv_strtab *t, const char *s, size_t len);

static inline const char *pv_sym_text(const pv_strtab *t, uint32_t id)
{
    return t->strs[id].s;
}
static inline uint32_t pv_sym_len(const pv_strtab *t, uint32_t id)
{
    return t->strs[id].len;
}
#endif
/* ---- end src/strtab.h, back in src/ir.h ---- */

/* ---- types ------------------------------------------------------------ */
typedef enum ir_type {
    T_NONE = 0,
    T_PRED,
    T_B8, T_B16, T_B32, T_B64, T_B128,
    T_U8, T_U16, T_U32, T_U64,
    T_S8, T_S16, T_S32, T_S64,
    T_F16, T_F16X2, T_BF16, T_BF16X2, T_F32, T_F64,
    T_TF32, T_F32X2, T_U16X2, T_S16X2,
    T_E4M3, T_E5M2, T_E4M3X2, T_E5M2X2, T_E2M1X2, T_E2M3X2, T_E3M2X2,
    T_UE8M0X2,
    T_TEXREF, T_SAMPLERREF, T_SURFREF,
    T_COUNT
} ir_type;

/* The ir_type named by a type keyword (KW_u32 -> T_U32), or T_NONE. */
PTXVM_INTERNAL ir_type ir_type_of_kw(uint32_t kw);
/* The keyword naming t (T_U32 -> KW_u32). */
PTXVM_INTERNAL uint32_t ir_type_kw(ir_type t);
/* Size in bytes (T_PRED: 1, opaque references: 8). */
PTXVM_INTERNAL uint32_t ir_type_size(ir_type t);
/* Classes used by the operand-compatibility rules of ISA section 6.1. */
enum { TC_NONE, TC_PRED, TC_BITS, TC_UINT, TC_SINT, TC_FLOAT, TC_OPAQUE };
PTXVM_INTERNAL int ir_type_class(ir_type t);

/* ---- state spaces -------------------------------------------------------- */
typedef enum ir_space {
    SP_NONE = 0, SP_REG, SP_SREG, SP_CONST, SP_GLOBAL, SP_LOCAL, SP_PARAM,
    SP_SHARED, SP_TEX
} ir_space;
PTXVM_INTERNAL ir_space ir_space_of_kw(uint32_t kw);
PTXVM_INTERNAL uint32_t ir_space_kw(ir_space s);

/* ---- linkage ------------------------------------------------------------ */
enum { LK_NONE = 0, LK_EXTERN, LK_VISIBLE, LK_WEAK, LK_COMMON };

/* ---- variables ------------------------------------------------------------
   One record per declared name: module variables, function parameters and
   return values, registers (a parameterised %r<100> is one record with
   count 100), locals in nested blocks. */
enum {
    VF_MANAGED      = 1u << 0,  /* .attribute(.managed)                   */
    VF_UNSIZED      = 1u << 1,  /* first dimension left empty: a[]        */
    VF_PTR          = 1u << 2,  /* .param with .ptr attribute             */
    VF_RETURN       = 1u << 3,  /* a .func return value                   */
    VF_UNIFIED      = 1u << 4,  /* .attribute(.unified(...))              */
    VF_PARAMETERISED = 1u << 5  /* %r<count>                              */
};

typedef struct ir_var {
    uint32_t name;          /* symbol                                     */
    uint32_t line, col;
    uint8_t  space;         /* ir_space                                   */
    uint8_t  type;          /* ir_type of one element                     */
    uint8_t  vec;           /* 0 scalar, else 2, 4 or 8                   */
    uint8_t  linkage;       /* LK_*                                       */
    uint8_t  flags;         /* VF_*                                       */
    uint8_t  ndims;         /* array dimensions                           */
    uint8_t  ptr_space;     /* .ptr .global etc: the pointee space        */
    uint8_t  pad_;
    uint32_t align;         /* .align N, 0 when not given                 */
    uint32_t ptr_align;     /* .ptr ... .align N                          */
    uint32_t count;         /* %r<count>; 0 when not parameterised        */
    uint32_t dims;          /* first dimension in ir_module.dims           */
    uint32_t init;          /* initializer index in ir_module.inits, or 0  */
    uint32_t scope;         /* block within its function; 0 = outermost   */
    uint64_t size;          /* bytes (after dims are known); 0 unsized     */
} ir_var;

/* ---- initializers ----------------------------------------------------------
   An initializer is the variable's memory image as runs of bytes at byte
   offsets (ir_seg; bytes not covered are zero), plus relocations for
   elements that hold an address. Runs keep sparse initialisers of huge
   arrays small. Texture/sampler/surface references keep their field
   initialisers as (field, value) pairs. */
typedef struct ir_seg {
    uint64_t offset;        /* byte offset in the variable                */
    uint32_t bytes;         /* first byte in ir_module.blob               */
    uint32_t n;             /* length                                     */
} ir_seg;

enum { RELOC_ADDR = 0, RELOC_GENERIC = 1 };
typedef struct ir_reloc {
    uint64_t offset;        /* byte offset in the variable                */
    uint32_t sym;           /* the variable or function whose address     */
    uint8_t  kind;          /* RELOC_*                                    */
    uint8_t  size;          /* bytes of the element (4 or 8)              */
    int64_t  addend;
    uint32_t line, col;     /* the name in the initialiser                */
} ir_reloc;

typedef struct ir_field {
    uint32_t name;          /* addr_mode_0, filter_mode, ...              */
    uint32_t sym;           /* value as identifier (clamp_to_edge), or 0  */
    uint64_t value;         /* value as integer when sym == 0             */
} ir_field;

typedef struct ir_init {
    uint32_t segs, nsegs;       /* into ir_module.segs                    */
    uint32_t relocs, nrelocs;   /* into ir_module.relocs                  */
    uint32_t fields, nfields;   /* into ir_module.fields                  */
    uint64_t elems;         /* outermost elements given (sizes a[])       */
    uint8_t  braced;        /* written with braces (else one scalar)      */
} ir_init;

/* ---- operands ----------------------------------------------------------------
   An instruction's top-level operands are contiguous in ir_module.opnds;
   the elements of a vector, a call argument list or a p|q pair are
   contiguous elsewhere in the pool, starting at `sub`. */
typedef enum ir_opnd_kind {
    OK_NONE = 0,
    OK_REG,       /* sym: a name: register, variable, label or function  */
    OK_INT,       /* val: integer constant; OF_UNSIGNED when .u64 typed   */
    OK_F32,       /* val: 32-bit float bits (0fXXXXXXXX)                  */
    OK_F64,       /* val: 64-bit double bits (decimal or 0dXXXX...)       */
    OK_SYM,       /* sym: label, function or variable as a value; val: +  */
    OK_ADDR,      /* [sym+val] / [val]; OF_ARRAY for sym[val]             */
    OK_VEC,       /* {a, b, c, d}: n elements at sub                       */
    OK_LIST,      /* (a, b, ...): call arguments/returns, n at sub         */
    OK_PAIR,      /* p|q: 2 elements at sub                                */
    OK_SINK,      /* _                                                     */
    OK_BRACKET    /* [a, b, {c, d}]: texture/surface operand, n at sub     */
} ir_opnd_kind;

enum {
    OF_NEG      = 1u << 0,  /* !p                                         */
    OF_COMP     = 1u << 1,  /* register component: comp = 0..3 (.x..w)     */
    OF_UNSIGNED = 1u << 2,  /* integer constant typed .u64                */
    OF_ARRAY    = 1u << 3,  /* sym[val] array-element address             */
    OF_SUFFIX   = 1u << 4,  /* address followed by a modifier (.unified)  */
    OF_VSEL     = 1u << 5,  /* register with a video selector (.b0, .h10,
                               .b3210 ...): val holds its digits one a
                               nibble as written (.b3210: 0x3210), the
                               count in bits 16-19, bit 20 for .h       */
    OF_MINUS    = 1u << 6   /* -r: a negated register (vmad)               */
};
#define IR_VSEL_DIGITS(val) ((uint32_t)(val) & 0xffffu)
#define IR_VSEL_COUNT(val)  (((uint32_t)(val) >> 16) & 15u)
#define IR_VSEL_HALF        (1u << 20)

typedef struct ir_opnd {
    uint8_t  kind;          /* ir_opnd_kind                               */
    uint8_t  flags;         /* OF_*                                       */
    uint8_t  comp;          /* component for OF_COMP                      */
    uint8_t  pad_;
    uint32_t sym;           /* name, or 0                                 */
    uint32_t sub;           /* OK_VEC/LIST/PAIR: first element            */
    uint32_t n;             /* OK_VEC/LIST/PAIR: element count            */
    uint64_t val;           /* constant, or address offset (two's compl.) */
    uint32_t line, col;     /* where the operand starts                   */
} ir_opnd;

/* ---- instructions ------------------------------------------------------------ */
enum { IF_GUARD_NEG = 1u << 0 };

typedef struct ir_inst {
    uint32_t line, col;
    uint32_t opcode;        /* symbol of the opcode word (KW_op_add ...)  */
    uint32_t mods;          /* first modifier symbol in ir_module.mods    */
    uint32_t opnds;         /* first operand in ir_module.opnds           */
    uint32_t guard;         /* guard predicate symbol, 0 = none           */
    uint32_t loc;           /* source location in ir_module.locs, 0 none  */
    uint8_t  nmods;
    uint8_t  nopnds;
    uint8_t  flags;         /* IF_*                                       */
    uint8_t  pad_;
} ir_inst;

/* ---- function bodies -------------------------------------------------------
   A body is the sequence of its statements in source order; each stmt is
   a kind and an index into the pool of that kind. */
typedef enum ir_stmt_kind {
    ST_INST = 0,   /* index: ir_module.insts                              */
    ST_VAR,        /* index: ir_module.vars (a declaration in the body)   */
    ST_OPEN,       /* '{': index: the new block's scope number            */
    ST_CLOSE,      /* '}': index: the block's scope number                */
    ST_LABEL,      /* index: ir_module.labels                             */
    ST_PRAGMA,     /* index: ir_module.pragmas                            */
    ST_TARGETS,    /* .branchtargets/.calltargets: index: ir_module.tlists */
    ST_PROTO,      /* label: .callprototype ...: index: ir_module.funcs   */
    ST_LOC         /* .loc: index: ir_module.locs (also on each ir_inst)  */
} ir_stmt_kind;

typedef struct ir_stmt {
    uint32_t kind;
    uint32_t index;
} ir_stmt;

typedef struct ir_label {
    uint32_t name;
    uint32_t line, col;
    uint32_t stmt;          /* position in the function's stmt list       */
} ir_label;

/* .branchtargets / .calltargets lists: label: .branchtargets a, b, c; */
typedef struct ir_tlist {
    uint32_t name;          /* the label naming the list                  */
    uint32_t line, col;
    uint32_t kind;          /* KW_branchtargets or KW_calltargets         */
    uint32_t syms, n;       /* names in ir_module.syms                    */
} ir_tlist;

/* .pragma "a", "b"; */
typedef struct ir_pragma {
    uint32_t line, col;
    uint32_t syms, n;       /* string symbols in ir_module.syms           */
} ir_pragma;

/* .loc file line col (the inlined_at part is recorded but not used). */
typedef struct ir_loc {
    uint32_t file, line, col;
    uint32_t at_line, at_col;   /* the .loc directive itself             */
} ir_loc;

/* ---- functions ------------------------------------------------------------ */
enum {
    FF_ENTRY      = 1u << 0,  /* .entry (else .func)                       */
    FF_BODY       = 1u << 1,  /* has a body (else a declaration)           */
    FF_NORETURN   = 1u << 2,
    FF_EXPLICITCLUSTER = 1u << 3,
    FF_PROTOTYPE  = 1u << 4,  /* a .callprototype, not a function          */
    FF_BLOCKSARECLUSTERS = 1u << 5,
    FF_ADDRESS_TAKEN = 1u << 6  /* named outside a direct call (checker)   */
};

typedef struct ir_func {
    uint32_t name;
    uint32_t line, col;
    uint32_t flags;          /* FF_*                                      */
    uint32_t linkage;        /* LK_*                                      */
    uint32_t params, nparams;    /* ir_module.vars[params ..]             */
    uint32_t rets, nrets;        /* return values, ir_module.vars         */
    uint32_t stmts, nstmts;      /* ir_module.stmts                       */
    uint32_t nscopes;            /* blocks in the body, the outermost = 0 */
    uint32_t maxntid[3], reqntid[3], reqnctapercluster[3];
    uint32_t minnctapersm, maxnreg, maxnctapersm, maxclusterrank;
    uint32_t pragmas, npragmas;  /* function-level .pragma (before body)  */
    uint32_t abi_preserve, abi_preserve_control; /* 0 when absent; else N+1 */
    /* filled by the checker: */
    uint32_t unknown_inst;       /* first instruction with an opcode this
                                    version does not know, 0 = none       */
    uint32_t callees, ncallees;  /* directly called functions, in syms    */
    uint32_t indirect;           /* makes indirect calls                  */
} ir_func;

/* ---- the module ----------------------------------------------------------- */
typedef enum ir_item_kind {
    IT_VAR = 0,    /* module-scope variable: index into vars              */
    IT_FUNC,       /* function, declaration or prototype: index into funcs */
    IT_FILE,       /* .file: index into files                            */
    IT_SECTION,    /* .section: index into sections                      */
    IT_PRAGMA,     /* module-level .pragma: index into pragmas            */
    IT_ALIAS       /* .alias: index into aliases                          */
} ir_item_kind;

typedef struct ir_item {
    uint32_t kind;
    uint32_t index;
} ir_item;

typedef struct ir_file {
    uint32_t index;         /* the number .loc uses                        */
    uint32_t name;          /* string symbol                               */
    uint64_t mtime, size;   /* optional timestamp and size, 0 if absent    */
    uint8_t  has_meta;
} ir_file;

/* .section name { .b8 ... } — DWARF data: kept as its name and the
   number of data bytes declared; its contents are checked, not stored. */
typedef struct ir_section {
    uint32_t name;
    uint32_t line, col;
    uint64_t bytes;
} ir_section;

typedef struct ir_alias {
    uint32_t alias, target;
    uint32_t line, col;
} ir_alias;

/* Growable pools: data[0 .. len), data[0] unused where noted. */
#define IR_POOL(T) struct { T *data; uint32_t len, cap; }

typedef struct ir_module {
    pv_heap   *heap;
    pv_arena   arena;       /* strings and other text                      */
    pv_strtab  strtab;
    uint32_t   source;      /* symbol: the source name for messages       */

    uint32_t   version_major, version_minor;
    uint32_t   address_size;        /* 32 or 64                           */
    uint32_t   targets, ntargets;   /* .target words in syms              */
    uint32_t   target_line;

    IR_POOL(ir_item)    items;      /* module statements in source order  */
    IR_POOL(ir_var)     vars;       /* [0] unused                         */
    IR_POOL(ir_func)    funcs;      /* [0] unused                         */
    IR_POOL(ir_inst)    insts;      /* [0] unused                         */
    IR_POOL(ir_opnd)    opnds;      /* [0] unused                         */
    IR_POOL(uint32_t)   mods;       /* [0] unused                         */
    IR_POOL(ir_stmt)    stmts;
    IR_POOL(ir_label)   labels;     /* [0] unused                         */
    IR_POOL(ir_tlist)   tlists;     /* [0] unused                         */
    IR_POOL(ir_pragma)  pragmas;    /* [0] unused                         */
    IR_POOL(ir_loc)     locs;       /* [0] unused                         */
    IR_POOL(ir_file)    files;
    IR_POOL(ir_section) sections;
    IR_POOL(ir_alias)   aliases;
    IR_POOL(uint32_t)   syms;       /* symbol lists                       */
    IR_POOL(uint64_t)   dims;       /* array dimensions                   */
    IR_POOL(ir_init)    inits;      /* [0] unused                         */
    IR_POOL(ir_seg)     segs;
    IR_POOL(uint8_t)    blob;       /* initializer bytes                  */
    IR_POOL(ir_reloc)   relocs;
    IR_POOL(ir_field)   fields;
    void      *scratch;     /* parser scratch (freed after parsing)        */
    size_t     scratch_bytes;
} ir_module;

/* Create an empty module whose pools hold their unused [0] slots.
   Returns NULL when memory runs out. */
PTXVM_INTERNAL ir_module *ir_module_new(pv_heap *heap);
PTXVM_INTERNAL void ir_module_free(ir_module *m);
/* Give back the slack of every pool once the module is complete (a pool
   that cannot be shrunk keeps its memory). */
PTXVM_INTERNAL void ir_module_shrink(ir_module *m);

/* The text of a symbol. */
static inline const char *ir_name(const ir_module *m, uint32_t sym)
{
    return pv_sym_text(&m->strtab, sym);
}

/* Modifiers and operands of an instruction. */
static inline const uint32_t *ir_mods(const ir_module *m, const ir_inst *in)
{
    return m->mods.data + in->mods;
}
static inline const ir_opnd *ir_opnds(const ir_module *m, const ir_inst *in)
{
    return m->opnds.data + in->opnds;
}


#endif
/* ---- end src/ir.h, back in src/vm.h ---- */
/* ---- src/devmem.h ---- */
/* Device memory: the VM's sandboxed address space.

   Generic device addresses are 64-bit. Global memory (ptxvm_mem_alloc,
   host mappings, callback ranges, module .global/.const variables) lives
   in the low part of the space, from PV_GLOBAL_BASE up; the per-thread,
   per-CTA and per-launch state spaces have fixed windows above it, so a
   generic address is classified with one compare:

     [PV_GLOBAL_BASE, PV_WINDOW_BASE)            global (regions)
     [PV_SHARED_WINDOW, + PV_WINDOW_SIZE)        .shared of the CTA
     [PV_LOCAL_WINDOW,  + PV_WINDOW_SIZE)        .local of the thread
     [PV_PARAM_WINDOW,  + PV_WINDOW_SIZE)        kernel .param

   Address 0 and everything below PV_GLOBAL_BASE is never mapped, so NULL
   and small forged integers fault. Regions never overlap and are
   separated by unmapped guard gaps so that running off one region's end
   faults instead of reaching the next. */
#ifndef PTXVM_DEVMEM_H
#define PTXVM_DEVMEM_H

#define PV_GLOBAL_BASE    0x0000000100000000ull   /* 4 GiB               */
#define PV_WINDOW_BASE    0x0000700000000000ull
#define PV_WINDOW_SIZE    0x0000000100000000ull   /* 4 GiB per window    */
#define PV_SHARED_WINDOW  0x0000700000000000ull
#define PV_LOCAL_WINDOW   0x0000710000000000ull
#define PV_PARAM_WINDOW   0x0000720000000000ull
/* Function addresses (an initialiser naming a function, a mov of a
   function's name): PV_FUNC_ADDR_BASE + the ir_func index of the
   function's definition (the one with a body; else its first
   declaration; an .alias names its target), so an indirect call can
   validate a target with one compare and an index check. */
#define PV_FUNC_ADDR_BASE 0x0000730000000000ull

#define PV_REGION_ALIGN   256u                    /* base alignment      */
#define PV_GUARD_BYTES    0x10000ull              /* 64 KiB unmapped gap */

enum {
    PV_REGION_ALLOC = 1,     /* ptxvm_mem_alloc: owned host memory        */
    PV_REGION_MAPPED,        /* ptxvm_mem_map: the host's buffer          */
    PV_REGION_CALLBACK,      /* ptxvm_mem_map_callbacks                   */
    PV_REGION_MODULE         /* a module's .global/.const variables       */
};

typedef struct pv_region {
    uint64_t base, size;     /* device address range [base, base+size)    */
    uint8_t *host;           /* host memory (NULL for callback regions)   */
    uint32_t kind;           /* PV_REGION_*                               */
    uint32_t access;         /* PTXVM_READ | PTXVM_WRITE                  */
    const ptxvm_mem_callbacks *cb;   /* callback regions                  */
    void    *cb_user;
    size_t   host_bytes;     /* bytes owned (PV_REGION_ALLOC/MODULE)      */
    void    *raw;            /* the owned allocation (host is raw aligned
                                up to the region's host alignment)        */
} pv_region;

typedef struct pv_devmem {
    pv_heap   *heap;
    pv_region *regions;      /* sorted by base                            */
    uint32_t   nregions, cap;
    uint64_t   next_base;    /* where the next region goes                */
    uint64_t   used;         /* bytes allocated (for device_mem_limit)    */
    uint64_t   limit;        /* 0 = none                                  */
    uint32_t   host_align;   /* owned host memory is aligned to this (16,
                                a power of two); 0: to the region's base
                                alignment, as PTXVM_FLAG_UNCHECKED needs
                                (device addresses are host pointers)      */
} pv_devmem;

PTXVM_INTERNAL void pv_devmem_init(pv_devmem *dm, pv_heap *h, uint64_t limit);
/* Frees every owned region. */
PTXVM_INTERNAL void pv_devmem_free(pv_devmem *dm);

/* Add a region of size bytes (aligned to 256). host == NULL with kind
   PV_REGION_ALLOC/MODULE allocates zeroed host memory for it. Returns 0
   and the region's base in *base, or a ptxvm_result error. */
PTXVM_INTERNAL ptxvm_result pv_devmem_add(pv_devmem *dm, uint32_t kind,
                                          uint64_t size, void *host,
                                          uint32_t access,
                                          const ptxvm_mem_callbacks *cb,
                                          void *cb_user, uint64_t *base);
/* The same with the base (and, when dm->host_align is 0, the owned host
   memory) aligned to align, a power of two; alignments
   below 256 are raised to 256. Module variables use this for .align
   beyond 256. */
PTXVM_INTERNAL ptxvm_result pv_devmem_add_aligned(pv_devmem *dm, uint32_t kind,
                                                  uint64_t size, void *host,
                                                  uint32_t access,
                                                  const ptxvm_mem_callbacks *cb,
                                                  void *cb_user, uint64_t align,
                                                  uint64_t *base);
/* Remove the region starting exactly at base, of one of the given kinds
   (bit mask of 1 << PV_REGION_*). Returns PTXVM_OK or
   PTXVM_E_INVALID_ARGUMENT. */
PTXVM_INTERNAL ptxvm_result pv_devmem_remove(pv_devmem *dm, uint64_t base,
                                             uint32_t kinds);
/* The region containing [addr, addr+n), or NULL (also for n == 0 at
   a region's end). Read-only: safe from several worker threads while no
   region is added or removed. */
PTXVM_INTERNAL pv_region *pv_devmem_find(pv_devmem *dm, uint64_t addr,
                                         uint64_t n);
/* The region that owns or maps host memory at host (its host pointer
   exactly), of one of the given kinds, or NULL: PTXVM_FLAG_UNCHECKED
   addresses are host pointers. Linear in the number of regions. */
PTXVM_INTERNAL pv_region *pv_devmem_find_host(pv_devmem *dm, const void *host,
                                              uint32_t kinds);

/* The interpreter's fast path: the region containing addr (one byte), by
   binary search; NULL in a guard gap or outside global memory. A warp
   checks its lanes' lowest address lo and highest hi (accesses of n
   bytes) against one region: r = pv_devmem_lookup(dm, lo), then
   r && hi - r->base <= r->size - n (n <= r->size); else fall back to a
   per-lane check. */
static inline pv_region *pv_devmem_lookup(const pv_devmem *dm, uint64_t addr)
{
    uint32_t lo = 0, hi = dm->nregions;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const pv_region *r = &dm->regions[mid];
        if (addr < r->base)
            hi = mid;
        else if (addr - r->base >= r->size)
            lo = mid + 1;
        else
            return (pv_region *)r;
    }
    return NULL;
}
#endif
/* ---- end src/devmem.h, back in src/vm.h ---- */
/* ---- src/workers.h ---- */
/* Host threads for running CTAs in parallel: a mutex, the number of
   CPUs, and a parallel loop that uses the host's job system
   (ptxvm_host.parallel_for) when it supplies one, else built-in POSIX
   threads, else (PTXVM_NO_THREADS, or no POSIX threads) runs serially. */
#ifndef PTXVM_WORKERS_H
#define PTXVM_WORKERS_H

#if !defined(PTXVM_NO_THREADS) && (defined(__unix__) || defined(__APPLE__))
#include <pthread.h>
#define PV_THREADS 1
typedef pthread_mutex_t pv_mutex;
#else
#define PV_THREADS 0
typedef int pv_mutex;
#endif

PTXVM_INTERNAL int  pv_mutex_init(pv_mutex *m);      /* 0 on success */
PTXVM_INTERNAL void pv_mutex_destroy(pv_mutex *m);
PTXVM_INTERNAL void pv_mutex_lock(pv_mutex *m);
PTXVM_INTERNAL void pv_mutex_unlock(pv_mutex *m);

/* Nanoseconds of a monotonic wall clock (CPU time where there is none). */
PTXVM_INTERNAL uint64_t pv_now_ns(void);

/* A flag written and read by different host threads (interrupts). */
PTXVM_INTERNAL void pv_flag_store(int *flag, int value);
PTXVM_INTERNAL int  pv_flag_load(const int *flag);

/* CPUs online (at least 1). */
PTXVM_INTERNAL uint32_t pv_cpu_count(void);

/* Run job(arg, i) for i in [0, n), concurrently where possible: through
   host->parallel_for when set, else on n - 1 new threads plus the
   caller. Returns when all are done; a thread that cannot be created
   leaves its index to the caller. */
PTXVM_INTERNAL void pv_parallel(const ptxvm_host *host, uint32_t n,
                                void (*job)(void *arg, uint32_t i), void *arg);
#endif
/* ---- end src/workers.h, back in src/vm.h ---- */

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
    pv_devmem      mem;          /* device memory (devmem.h)               */
    struct pv_devheap *devheap;  /* malloc/free of kernels; made on first use */
    pv_mutex       lock;         /* the heap and printf of concurrent CTAs */
    uint32_t       stack_size;   /* PTXVM_LIMIT_STACK_SIZE                 */
    uint64_t       heap_size;    /* PTXVM_LIMIT_MALLOC_HEAP_SIZE           */
    size_t         module_limit; /* PTXVM_LIMIT_MODULE_SIZE                */
    uint32_t       nesting;      /* PTXVM_LIMIT_NESTING                    */
    uint64_t       cta_memory;   /* PTXVM_LIMIT_CTA_MEMORY                 */
    int            interrupt;    /* ptxvm_interrupt asked; atomic access   */
};

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
    /* module .global/.const variables (module_mem.c): two regions, the
       .global one writable, the .const one read-only; 0 when empty */
    uint64_t       gregion[2];   /* region bases, for pv_devmem_remove     */
    uint64_t      *var_addr;     /* [nvar_addr], by ir var index; 0 = none */
    uint32_t       nvar_addr;
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

/* Clear vm's error message and return PTXVM_OK. */
PTXVM_INTERNAL ptxvm_result pv_ok(ptxvm_vm *vm);
#endif
/* ---- end src/vm.h, back in src/api_mem.c ---- */

#define PVM_ULL(x) ((unsigned long long)(x))

static int pvm_unchecked(const ptxvm_vm *vm)
{
    return (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) != 0;
}

static ptxvm_result pvm_add_failed(ptxvm_vm *vm, const char *fn,
                                   ptxvm_result r, uint64_t size)
{
    if (r == PTXVM_E_NO_MEMORY && vm->mem.limit && vm->mem.used <= vm->mem.limit &&
        size > vm->mem.limit - vm->mem.used)
        return pv_error(vm, r, "%s: %llu bytes exceed the device memory limit "
                        "(%llu of %llu bytes in use)", fn, PVM_ULL(size),
                        PVM_ULL(vm->mem.used), PVM_ULL(vm->mem.limit));
    return pv_error(vm, r, "%s: out of memory (%llu bytes)", fn, PVM_ULL(size));
}

ptxvm_result ptxvm_mem_alloc(ptxvm_vm *vm, size_t size, ptxvm_addr *out)
{
    uint64_t base;
    ptxvm_result r;
    if (out)
        *out = 0;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!out)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_alloc: out must not be NULL");
    if (size == 0)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_alloc: size must not be 0");
    r = pv_devmem_add(&vm->mem, PV_REGION_ALLOC, (uint64_t)size, NULL,
                      PTXVM_READ | PTXVM_WRITE, NULL, NULL, &base);
    if (r != PTXVM_OK)
        return pvm_add_failed(vm, "ptxvm_mem_alloc", r, (uint64_t)size);
    if (pvm_unchecked(vm))
        *out = (ptxvm_addr)(uintptr_t)pv_devmem_lookup(&vm->mem, base)->host;
    else
        *out = base;
    return pv_ok(vm);
}

/* The region a public address names exactly (its start), of the given
   kinds; NULL when there is none. */
static pv_region *pvm_region_at(ptxvm_vm *vm, ptxvm_addr addr, uint32_t kinds)
{
    pv_region *r;
    if (pvm_unchecked(vm))
        return addr ? pv_devmem_find_host(&vm->mem, (const void *)(uintptr_t)addr,
                                          kinds) : NULL;
    r = pv_devmem_lookup(&vm->mem, addr);
    return r && r->base == addr && (kinds & (1u << r->kind)) ? r : NULL;
}

static const char *pvm_kind_name(uint32_t kind)
{
    switch (kind) {
    case PV_REGION_ALLOC:    return "memory from ptxvm_mem_alloc";
    case PV_REGION_MAPPED:   return "a host mapping (ptxvm_mem_map)";
    case PV_REGION_CALLBACK: return "a callback range (ptxvm_mem_map_callbacks)";
    default:                 return "a module's variables";
    }
}

/* Why addr cannot be freed/unmapped as asked: names what it is. */
static ptxvm_result pvm_bad_base(ptxvm_vm *vm, const char *fn, ptxvm_addr addr,
                                 const char *want)
{
    pv_region *r = NULL;
    if (!pvm_unchecked(vm))
        r = pv_devmem_lookup(&vm->mem, addr);
    else
        r = pv_devmem_find_host(&vm->mem, (const void *)(uintptr_t)addr, ~0u);
    if (!r)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "%s: 0x%llx is not %s (not device memory, or already "
                        "released)", fn, PVM_ULL(addr), want);
    if (!pvm_unchecked(vm) && r->base != addr)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "%s: 0x%llx is inside %s at 0x%llx, not its start",
                        fn, PVM_ULL(addr), pvm_kind_name(r->kind),
                        PVM_ULL(r->base));
    return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: 0x%llx is %s, not %s",
                    fn, PVM_ULL(addr), pvm_kind_name(r->kind), want);
}

ptxvm_result ptxvm_mem_free(ptxvm_vm *vm, ptxvm_addr addr)
{
    pv_region *r;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    r = pvm_region_at(vm, addr, 1u << PV_REGION_ALLOC);
    if (!r)
        return pvm_bad_base(vm, "ptxvm_mem_free", addr,
                            "the start of memory from ptxvm_mem_alloc");
    pv_devmem_remove(&vm->mem, r->base, 1u << PV_REGION_ALLOC);
    return pv_ok(vm);
}

ptxvm_result ptxvm_mem_map(ptxvm_vm *vm, void *host, size_t size,
                           unsigned access, ptxvm_addr *out)
{
    uint64_t base;
    ptxvm_result r;
    if (out)
        *out = 0;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!host || !out)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map: %s must not be NULL", host ? "out" : "host");
    if (size == 0)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map: size must not be 0");
    if (access == 0 || (access & ~(PTXVM_READ | PTXVM_WRITE)))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map: access 0x%x must be PTXVM_READ, "
                        "PTXVM_WRITE or both", access);
    if ((uint64_t)(uintptr_t)host > UINT64_MAX - size)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map: host range wraps around");
    r = pv_devmem_add(&vm->mem, PV_REGION_MAPPED, (uint64_t)size, host,
                      access, NULL, NULL, &base);
    if (r != PTXVM_OK)
        return pvm_add_failed(vm, "ptxvm_mem_map", r, (uint64_t)size);
    *out = pvm_unchecked(vm) ? (ptxvm_addr)(uintptr_t)host : base;
    return pv_ok(vm);
}

ptxvm_result ptxvm_mem_unmap(ptxvm_vm *vm, ptxvm_addr addr)
{
    const uint32_t kinds = (1u << PV_REGION_MAPPED) | (1u << PV_REGION_CALLBACK);
    pv_region *r;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    r = pvm_region_at(vm, addr, kinds);
    if (!r)
        return pvm_bad_base(vm, "ptxvm_mem_unmap", addr,
                            "the start of a mapping from ptxvm_mem_map or "
                            "ptxvm_mem_map_callbacks");
    pv_devmem_remove(&vm->mem, r->base, kinds);
    return pv_ok(vm);
}

ptxvm_result ptxvm_mem_map_callbacks(ptxvm_vm *vm, size_t size,
                                     const ptxvm_mem_callbacks *cb,
                                     void *user, ptxvm_addr *out)
{
    uint64_t base;
    ptxvm_result r;
    if (out)
        *out = 0;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!cb || !out || !cb->load || !cb->store)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map_callbacks: %s must not be NULL",
                        !cb ? "cb" : !out ? "out" : !cb->load ? "cb->load"
                                                              : "cb->store");
    if (size == 0)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map_callbacks: size must not be 0");
    if (pvm_unchecked(vm))
        return pv_error(vm, PTXVM_E_UNSUPPORTED,
                        "ptxvm_mem_map_callbacks: callback ranges need checked "
                        "accesses, which a PTXVM_FLAG_UNCHECKED VM does not make");
    r = pv_devmem_add(&vm->mem, PV_REGION_CALLBACK, (uint64_t)size, NULL,
                      PTXVM_READ | PTXVM_WRITE, cb, user, &base);
    if (r != PTXVM_OK)
        return pvm_add_failed(vm, "ptxvm_mem_map_callbacks", r, (uint64_t)size);
    *out = base;
    return pv_ok(vm);
}

/* The region holding all of [addr, addr+n), for a host-side copy that
   needs the given access (a host mapping's declared access binds the host
   too; the VM's own memory, module .const included, is host-writable). */
static pv_region *pvm_copy_region(ptxvm_vm *vm, const char *fn, ptxvm_addr addr,
                                  size_t n, uint32_t need, ptxvm_result *err)
{
    pv_region *r = pv_devmem_find(&vm->mem, addr, (uint64_t)n);
    if (!r) {
        pv_region *at = pv_devmem_lookup(&vm->mem, addr);
        if (at)
            *err = pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "%s: [0x%llx, +%llu) runs past the end of %s "
                            "[0x%llx, +%llu)", fn, PVM_ULL(addr), PVM_ULL(n),
                            pvm_kind_name(at->kind), PVM_ULL(at->base),
                            PVM_ULL(at->size));
        else
            *err = pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "%s: 0x%llx is not device memory", fn, PVM_ULL(addr));
        return NULL;
    }
    if (r->kind == PV_REGION_MAPPED && !(r->access & need)) {
        *err = pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "%s: 0x%llx is in a host mapping without %s access",
                        fn, PVM_ULL(addr),
                        need == PTXVM_WRITE ? "PTXVM_WRITE" : "PTXVM_READ");
        return NULL;
    }
    return r;
}

static ptxvm_result pvm_cb_failed(ptxvm_vm *vm, const char *fn, const char *which,
                                  ptxvm_result got, uint64_t off, size_t n)
{
    return pv_error(vm, PTXVM_E_HOST, "%s: the %s callback failed with %s "
                    "(offset %llu, %llu bytes)", fn, which,
                    ptxvm_result_name(got), PVM_ULL(off), PVM_ULL(n));
}

/* Both copy directions: host <-> device address dev, n bytes; write is
   1 for host to device. */
static ptxvm_result pvm_copy(ptxvm_vm *vm, const char *fn, uint64_t dev,
                             void *host, size_t n, int write)
{
    ptxvm_result err = PTXVM_OK;
    pv_region *r;
    uint64_t off;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (n == 0)
        return pv_ok(vm);
    if (!host)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: %s must not be NULL",
                        fn, write ? "src" : "dst");
    if (pvm_unchecked(vm)) {
        if (write)
            memcpy((void *)(uintptr_t)dev, host, n);
        else
            memcpy(host, (const void *)(uintptr_t)dev, n);
        return pv_ok(vm);
    }
    r = pvm_copy_region(vm, fn, dev, n, write ? PTXVM_WRITE : PTXVM_READ, &err);
    if (!r)
        return err;
    off = dev - r->base;
    if (r->kind == PV_REGION_CALLBACK) {
        ptxvm_result cr = write ? r->cb->store(r->cb_user, off, host, n)
                                : r->cb->load(r->cb_user, off, host, n);
        if (cr != PTXVM_OK)
            return pvm_cb_failed(vm, fn, write ? "store" : "load", cr, off, n);
        return pv_ok(vm);
    }
    if (write)
        memmove(r->host + off, host, n);
    else
        memmove(host, r->host + off, n);
    return pv_ok(vm);
}

ptxvm_result ptxvm_memcpy_htod(ptxvm_vm *vm, ptxvm_addr dst, const void *src,
                               size_t n)
{
    /* casting away const is safe: with write = 1 pvm_copy only reads host */
    return pvm_copy(vm, "ptxvm_memcpy_htod", dst, (void *)(uintptr_t)src, n, 1);
}

ptxvm_result ptxvm_memcpy_dtoh(ptxvm_vm *vm, void *dst, ptxvm_addr src, size_t n)
{
    return pvm_copy(vm, "ptxvm_memcpy_dtoh", src, dst, n, 0);
}

ptxvm_result ptxvm_memset(ptxvm_vm *vm, ptxvm_addr dst, int byte, size_t n)
{
    const char *fn = "ptxvm_memset";
    ptxvm_result err = PTXVM_OK;
    pv_region *r;
    uint64_t off;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (n == 0)
        return pv_ok(vm);
    if (pvm_unchecked(vm)) {
        memset((void *)(uintptr_t)dst, byte, n);
        return pv_ok(vm);
    }
    r = pvm_copy_region(vm, fn, dst, n, PTXVM_WRITE, &err);
    if (!r)
        return err;
    off = dst - r->base;
    if (r->kind == PV_REGION_CALLBACK) {
        /* stores of a filled buffer, in order, at most 4 KiB each */
        unsigned char buf[4096];
        size_t done = 0;
        memset(buf, byte, n < sizeof buf ? n : sizeof buf);
        while (done < n) {
            size_t k = n - done < sizeof buf ? n - done : sizeof buf;
            ptxvm_result cr = r->cb->store(r->cb_user, off + done, buf, k);
            if (cr != PTXVM_OK)
                return pvm_cb_failed(vm, fn, "store", cr, off + done, k);
            done += k;
        }
        return pv_ok(vm);
    }
    memset(r->host + off, byte, n);
    return pv_ok(vm);
}
/* ---- src/api_module.c ---- */
/* The public API for modules and kernels: loading (parse, check, build
   the kernel table), lookup, kernel information. */
/* ---- src/parse.h ---- */
/* The PTX parser: module text -> module IR (ir.h). Syntax only: names
   are resolved and instructions checked later by sema.c. The grammar of
   an instruction is generic (guard, opcode, dotted modifiers, operands),
   so an instruction this version does not know still parses.

   The parser's files share this context: parse.c (module structure,
   declarations), parse_init.c (initialisers), parse_expr.c (constant
   expressions), parse_inst.c (instructions and operands). */
#ifndef PTXVM_PARSE_H
#define PTXVM_PARSE_H
/* ---- src/lexer.h ---- */
/* The PTX lexer: turns bytes into tokens on demand. It never reads past
   the end of its input (no NUL terminator is needed) and interns every
   identifier, dotted word and string into the module's string table. */
#ifndef PTXVM_LEXER_H
#define PTXVM_LEXER_H
/* ---- src/diag.h ---- */
/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
    uint32_t     max_depth;     /* PTXVM_LIMIT_NESTING; 0 = the maximum  */
    char         msg[512];
} pv_diag;

PTXVM_INTERNAL PV_NORETURN void pv_fail(pv_diag *d, ptxvm_result code,
                                        uint32_t line, uint32_t col,
                                        const char *fmt, ...) PV_PRINTF(5, 6);
PTXVM_INTERNAL PV_NORETURN void pv_fail_oom(pv_diag *d);
/* Quote at most max bytes of s for a message, escaping what is not
   printable; out must hold 4*max+8 bytes. Returns out. */
PTXVM_INTERNAL const char *pv_quote(char *out, const char *s, size_t len,
                                    size_t max);
#endif
/* ---- end src/diag.h, back in src/lexer.h ---- */

typedef enum pv_tok_kind {
    TK_EOF = 0,
    /* single characters are their own kind: '{' ';' ',' ... (< 128) */
    TK_IDENT = 256,  /* sym; identifiers and %names                         */
    TK_DOT,          /* sym; ".word" including "::" parts: .shared::cta      */
    TK_INT,          /* val; usfx when typed .u64                          */
    TK_F32,          /* val: bits of 0fXXXXXXXX                            */
    TK_F64,          /* val: bits of 0dXXXXXXXXXXXXXXXX or a decimal float  */
    TK_STRING,       /* sym: the text between the quotes, escapes kept      */
    TK_SHL, TK_SHR, TK_LE, TK_GE, TK_EQ, TK_NE, TK_ANDAND, TK_OROR
} pv_tok_kind;

typedef struct pv_tok {
    uint32_t kind;
    uint32_t line, col;
    uint32_t sym;
    uint8_t  usfx;       /* TK_INT: unsigned                                */
    uint8_t  glued;      /* no whitespace between this and the previous token */
    uint64_t val;
    const char *p;       /* the token's text in the source                 */
    uint32_t len;
} pv_tok;

#define PV_LEX_CACHE_BITS 11
typedef struct pv_lex_cache {
    uint64_t key;
    uint32_t len, sym;
} pv_lex_cache;

typedef struct pv_lexer {
    const char *src, *cur, *end;
    const char *line_start;
    uint32_t    line;
    pv_strtab  *st;
    pv_diag    *diag;
    pv_tok      tok;         /* the current token                          */
    pv_tok      ahead;       /* the next one, when have_ahead              */
    int         have_ahead;
    uint8_t     cls[256];    /* character classes                      */
    /* Symbols of recent short words (registers, modifiers): a direct-
       mapped cache keyed by the word's bytes skips hashing and probing
       the string table for the words that make up most of a module. */
    pv_lex_cache *cache;     /* NULL: no cache                         */
} pv_lexer;

/* cache: 1 << PV_LEX_CACHE_BITS zeroed entries, or NULL. */
PTXVM_INTERNAL void lex_init(pv_lexer *L, const char *src, size_t len,
                             pv_strtab *st, pv_diag *diag, pv_lex_cache *cache);
/* Advance: L->tok becomes the next token. */
PTXVM_INTERNAL void lex_next(pv_lexer *L);
/* The token after L->tok, without consuming it. */
PTXVM_INTERNAL const pv_tok *lex_peek(pv_lexer *L);
/* A printable name of a token kind for messages ("';'", "identifier"). */
PTXVM_INTERNAL const char *lex_kind_name(uint32_t kind, char buf[8]);
/* Parse a decimal floating-point literal exactly (round to nearest even),
   independent of the host locale and rounding mode. */
PTXVM_INTERNAL double pv_parse_decimal(const char *s, size_t len);
#endif
/* ---- end src/lexer.h, back in src/parse.h ---- */

typedef struct pv_parser {
    pv_lexer   L;
    pv_diag   *diag;
    ir_module *m;
    uint32_t   depth;        /* nesting of braces/parentheses/blocks      */
    uint32_t   scope;        /* current block in the function body        */
    uint32_t   nscopes;      /* blocks opened so far in this function     */
    uint32_t   loc;          /* last .loc seen in this function, or 0      */
    int        in_func;
} pv_parser;

/* Parse text[0..len) into m. Fails through d. */
PTXVM_INTERNAL void parse_module(ir_module *m, pv_diag *d, const char *text,
                                 size_t len);

/* ---- shared by the parser's files ---------------------------------- */
#define P_TOK(P) (&(P)->L.tok)

/* Append one (uninitialised) element to a module pool, growing it; fails
   with NO_MEMORY through the diagnostics. Yields a pointer to it. */
#define P_PUSH(P, pool)                                                     \
    ((void)((P)->m->pool.len < (P)->m->pool.cap ||                          \
            ((P)->m->pool.data = pp_grow((P), (P)->m->pool.data,            \
                                         &(P)->m->pool.cap,                 \
                                         (P)->m->pool.len + 1,              \
                                         sizeof *(P)->m->pool.data)) != 0), \
     &(P)->m->pool.data[(P)->m->pool.len++])

PTXVM_INTERNAL void *pp_grow(pv_parser *P, void *data, uint32_t *cap,
                             uint32_t need, size_t elem);
PTXVM_INTERNAL PV_NORETURN void pp_error(pv_parser *P, const pv_tok *t,
                                         const char *fmt, ...) PV_PRINTF(3, 4);
/* "expected X, found Y" at the current token. */
PTXVM_INTERNAL PV_NORETURN void pp_expected(pv_parser *P, const char *what);
PTXVM_INTERNAL void pp_expect(pv_parser *P, uint32_t kind, const char *what);
PTXVM_INTERNAL int  pp_accept(pv_parser *P, uint32_t kind);
PTXVM_INTERNAL void pp_enter(pv_parser *P);   /* nesting limit check */
PTXVM_INTERNAL void pp_leave(pv_parser *P);
/* Describe the current token for a message ("identifier 'foo'"). */
PTXVM_INTERNAL const char *pp_describe(pv_parser *P, const pv_tok *t,
                                       char *buf, size_t n);

/* Constant expressions (ISA 4.6): 64-bit signed, unsigned or double. */
enum { CV_S64 = 0, CV_U64, CV_F64, CV_F32 };
typedef struct pv_cval {
    uint64_t bits;           /* integer value, or the float's bits         */
    uint8_t  type;           /* CV_*                                       */
} pv_cval;
PTXVM_INTERNAL pv_cval pp_const_expr(pv_parser *P);
/* A constant expression that must be an integer; returns its value. */
PTXVM_INTERNAL uint64_t pp_int_expr(pv_parser *P, const char *what);
/* Is the current token one that can start a constant expression? */
PTXVM_INTERNAL int pp_starts_expr(pv_parser *P);

/* Initialisers: parse "= ..." for variable v (the '=' is consumed). */
PTXVM_INTERNAL void pp_initializer(pv_parser *P, ir_var *v, uint32_t vi);

/* One instruction statement (the current token is '@' or the opcode). */
PTXVM_INTERNAL void pp_instruction(pv_parser *P);
#endif
/* ---- end src/parse.h, back in src/api_module.c ---- */
/* ---- src/sema.h ---- */
/* The checker: resolves every name in the module (with block scoping in
   function bodies), lays out variables, and checks each instruction
   against the instruction table (isa.h). It reports the first problem as
   PTXVM_E_SEMANTIC with its position, through pv_fail. */
#ifndef PTXVM_SEMA_H
#define PTXVM_SEMA_H

/* What a name in an operand refers to. */
typedef enum sema_ref_kind {
    REF_NONE = 0,
    REF_VAR,      /* a variable or register: ir_module.vars[index]         */
    REF_SREG,     /* a special register: index = its keyword (KW_sr_tid)   */
    REF_LABEL,    /* a label of the current function: ir_module.labels     */
    REF_FUNC,     /* a function or prototype: ir_module.funcs[index]       */
    REF_TLIST     /* a .branchtargets/.calltargets list: ir_module.tlists  */
} sema_ref_kind;

typedef struct sema_ref {
    sema_ref_kind kind;
    uint32_t      index;
    /* for REF_VAR and REF_SREG: */
    ir_type       type;
    uint8_t       vec;        /* 0 scalar, 2/4/8 vector                     */
    ir_space      space;      /* SP_REG, SP_SREG, SP_PARAM, SP_GLOBAL, ...   */
    uint32_t      element;    /* %r57 of %r<100>: 57                        */
} sema_ref;

typedef struct pv_sema pv_sema;

/* Resolve sym as seen by the instruction being checked (block scoping,
   parameterised register names, special registers, labels, functions).
   Returns 0 and fills *out, or -1 when the name is undeclared. */
PTXVM_INTERNAL int sema_resolve(pv_sema *S, uint32_t sym, sema_ref *out);
/* The module and diagnostics of the check in progress. */
PTXVM_INTERNAL ir_module *sema_module(pv_sema *S);
PTXVM_INTERNAL pv_diag *sema_diag(pv_sema *S);

/* Check the whole module with the instruction table isa (isa.h). Returns
   normally, or fails through d. */
struct pv_isa;
struct isa_decoded;
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa);

/* Walk functions of a checked module again, as the checker does, and
   call visit for each instruction with names resolvable through
   sema_resolve and its decoded modifiers (NULL for an opcode this version
   does not know). The compiler is built on this. sema_open binds the
   module's names once for all the functions of a compile (binding them
   per function would cost the whole module each time); sema_visit walks
   function fi and fails through d. *out is set before anything can
   fail, and sema_close(*out) frees it on every path (sema_close(NULL)
   does nothing). */
typedef void (*sema_visit_fn)(void *ctx, pv_sema *S, uint32_t inst,
                              const struct isa_decoded *dec);
PTXVM_INTERNAL void sema_open(ir_module *m, pv_diag *d, struct pv_isa *isa,
                              pv_sema **out);
PTXVM_INTERNAL void sema_visit(pv_sema *S, uint32_t fi, sema_visit_fn visit,
                               void *ctx);
PTXVM_INTERNAL void sema_close(pv_sema *S);

#endif
/* ---- end src/sema.h, back in src/api_module.c ---- */
/* ---- src/isa.h ---- */
/* The instruction table engine: which opcodes are known, and the check of
   one instruction against the legal forms of its opcode (isa_table.h),
   decoding its modifiers into isa_decoded for the compiler.

   The table is const data; the matcher compiles the forms of an opcode
   the first time it is checked into a pv_isa the caller owns (one per
   checker run, or longer: it depends on nothing but the table). */
#ifndef PTXVM_ISA_H
#define PTXVM_ISA_H

/* ---- decoded modifiers ---------------------------------------------------- */
#define ISA_MAX_TYPES 4
#define ISA_MAX_MODES 4

/* Rounding modifiers. */
#define ISA_RNDS(X) X(RN, rn) X(RZ, rz) X(RM, rm) X(RP, rp) \
    X(RNI, rni) X(RZI, rzi) X(RMI, rmi) X(RPI, rpi) X(RNA, rna) X(RS, rs)
/* Comparison operators (setp, set). */
#define ISA_CMPS(X) X(EQ, eq) X(NE, ne) X(LT, lt) X(LE, le) X(GT, gt) \
    X(GE, ge) X(LO, lo) X(LS, ls) X(HI, hi) X(HS, hs) X(EQU, equ) \
    X(NEU, neu) X(LTU, ltu) X(LEU, leu) X(GTU, gtu) X(GEU, geu) \
    X(NUM, num) X(NAN, nan)
/* Boolean combiners (setp/set .and, lop3 .or ...). */
#define ISA_BOOLS(X) X(AND, and) X(OR, or) X(XOR, xor)
/* Atomic, reduction and barrier-reduction operations. */
#define ISA_AOPS(X) X(AND, and) X(OR, or) X(XOR, xor) X(CAS, cas) \
    X(EXCH, exch) X(ADD, add) X(INC, inc) X(DEC, dec) X(MIN, min) \
    X(MAX, max) X(POPC, popc)
/* Scopes (membar's .gl is .gpu). */
#define ISA_SCOPES(X) X(CTA, cta) X(CLUSTER, cluster) X(GPU, gpu) \
    X(SYS, sys) X(GPU, gl)
/* Memory-ordering semantics. */
#define ISA_SEMS(X) X(WEAK, weak) X(VOLATILE, volatile) X(RELAXED, relaxed) \
    X(ACQUIRE, acquire) X(RELEASE, release) X(ACQ_REL, acq_rel) X(SC, sc)
/* Flag modifiers: each is one bit of isa_decoded.flags. */
#define ISA_FLAGS(X) X(FTZ, ftz) X(SAT, sat) X(HI, hi) X(LO, lo) \
    X(WIDE, wide) X(CC, cc) X(APPROX, approx) X(FULL, full) X(RELU, relu) \
    X(SATFINITE, satfinite) X(NOFTZ, noftz) X(NC, nc) X(TO, to) \
    X(UNI, uni) X(ALIGNED, aligned) X(SYNC, sync) X(ARRIVE, arrive) \
    X(RED, red) X(SHIFTAMT, shiftamt) X(XORSIGN, xorsign) X(ABS, abs) \
    X(NANS, NaN) X(CACHE_HINT, L2_cache_hint) X(MMIO, mmio) X(PACK, pack) \
    X(OOB, oob) X(MASK, mask) X(TRANS, trans) X(NOINC, noinc) X(WARP, warp)

#define ISA_RND_E(N, kw) ISA_RND_##N,
#define ISA_CMP_E(N, kw) ISA_CMP_##N,
#define ISA_BOOL_E(N, kw) ISA_BOOL_##N,
#define ISA_AOP_E(N, kw) ISA_AOP_##N,
#define ISA_SEM_E(N, kw) ISA_SEM_##N,
#define ISA_FLAGBIT_E(N, kw) ISA_FB_##N,
enum { ISA_RND_NONE = 0, ISA_RNDS(ISA_RND_E) ISA_RND_COUNT };
enum { ISA_CMP_NONE = 0, ISA_CMPS(ISA_CMP_E) ISA_CMP_COUNT };
enum { ISA_BOOL_NONE = 0, ISA_BOOLS(ISA_BOOL_E) ISA_BOOL_COUNT };
enum { ISA_AOP_NONE = 0, ISA_AOPS(ISA_AOP_E) ISA_AOP_COUNT };
enum { ISA_SCOPE_NONE = 0, ISA_SCOPE_CTA, ISA_SCOPE_CLUSTER, ISA_SCOPE_GPU,
       ISA_SCOPE_SYS };
enum { ISA_SEM_NONE = 0, ISA_SEMS(ISA_SEM_E) ISA_SEM_COUNT };
enum { ISA_FLAGS(ISA_FLAGBIT_E) ISA_FB_COUNT };
#define ISA_F(N) ((uint64_t)1 << ISA_FB_##N)   /* ISA_F(FTZ) ... */

typedef struct isa_decoded {
    uint16_t form;        /* index of the matched form in the table        */
    uint8_t  ntypes;      /* type modifiers, in order (cvt: dst then src)  */
    uint8_t  types[ISA_MAX_TYPES];   /* ir_type (T_NONE for .u4, .b1 ...)  */
    uint16_t type_kw[ISA_MAX_TYPES]; /* the type keyword itself           */
    uint8_t  rnd;         /* ISA_RND_*                                     */
    uint8_t  cmp;         /* ISA_CMP_*                                     */
    uint8_t  boolop;      /* ISA_BOOL_*                                    */
    uint8_t  aop;         /* ISA_AOP_*                                     */
    uint8_t  space;       /* ir_space; SP_NONE = generic                   */
    uint8_t  vec;         /* 0, 2, 4 or 8                                  */
    uint8_t  scope;       /* ISA_SCOPE_*                                   */
    uint8_t  sem;         /* ISA_SEM_*                                     */
    uint16_t space_kw;    /* exact space keyword (KW_shared_cluster ...)   */
    uint16_t cache;       /* cache operator keyword (KW_ca ...), 0 none    */
    uint16_t evict1;      /* .L1::evict_* keyword, 0 none                   */
    uint16_t evict2;      /* .L2::evict_* keyword, 0 none                   */
    uint16_t pfsize;      /* .L2::64B/128B/256B keyword, 0 none             */
    uint8_t  nmodes;      /* mode slots of the form                         */
    uint16_t modes[ISA_MAX_MODES]; /* keyword filling each MODE slot of the
                             form, in table order; 0 if optional and absent
                             (shfl .up, vote .all, prmt .f4e, tex .2d ...)  */
    uint64_t flags;       /* ISA_F(...) bits                               */
} isa_decoded;

/* ---- the engine ------------------------------------------------------------ */
typedef struct pv_isa pv_isa;

/* 1 if opcode_sym (a symbol id) names an opcode of the table. */
PTXVM_INTERNAL int isa_known(uint32_t opcode_sym);
/* The compiled-table cache; NULL when memory runs out. */
PTXVM_INTERNAL pv_isa *isa_create(pv_heap *h);
PTXVM_INTERNAL void isa_destroy(pv_isa *I);
/* Check in (whose opcode is known) and decode its modifiers into *out.
   Fails through sema_diag(S) with PTXVM_E_SEMANTIC at the instruction. */
PTXVM_INTERNAL void isa_check(pv_isa *I, pv_sema *S, const ir_inst *in,
                              isa_decoded *out);

/* ---- table access (the compiler, the fuzz dictionary, the unit test) ----- */
typedef struct isa_form_src {
    uint16_t    opcode;   /* KW_op_x                                       */
    const char *text;     /* the form string                               */
} isa_form_src;
/* Number of forms and the form i. */
PTXVM_INTERNAL uint32_t isa_form_count(void);
PTXVM_INTERNAL const isa_form_src *isa_form(uint32_t i);
/* ---- internals shared by isa.c and isa_match.c -------------------------------- */
enum {
    ISA_R_NONE = 0, ISA_R_TYPE, ISA_R_FLAG, ISA_R_MODE, ISA_R_RND, ISA_R_CMP,
    ISA_R_BOOL, ISA_R_AOP, ISA_R_SPACE, ISA_R_VEC, ISA_R_SCOPE, ISA_R_SEM,
    ISA_R_CACHE, ISA_R_EVICT1, ISA_R_EVICT2, ISA_R_PFSIZE
};
enum {
    ISA_OPF_RELAX = 1, ISA_OPF_SINK = 2, ISA_OPF_NEG = 4, ISA_OPF_PAIR = 8,
    ISA_OPF_PAIRREQ = 16, ISA_OPF_UNIFIED = 32, ISA_OPF_WIDE = 64,
    ISA_OPF_MINUS = 128,            /* -r allowed                          */
    ISA_OPF_VSEL_SH = 8             /* ISA_VS_*: the video selector allowed */
};
/* Video selectors an operand may carry (the table's flags s S h b H B). */
enum { ISA_VS_NONE, ISA_VS_PART, ISA_VS_PART_REQ, ISA_VS_H2, ISA_VS_B4,
       ISA_VS_HMASK, ISA_VS_BMASK };
#define ISA_OPF_VSEL(flags) (((flags) >> ISA_OPF_VSEL_SH) & 7u)
#define ISA_MAX_SLOTS 16
#define ISA_MAX_OPS   8
#define ISA_MAX_ALPHA 64
#define ISA_KWHASH    2048
#define ISA_NOPS      (KW_op_xor - KW_op_abs + 1)

typedef struct isa_slot {
    uint64_t mask;          /* alternatives, over the opcode's alphabet   */
    uint8_t  role;          /* ISA_R_*                                    */
    uint8_t  opt;
    uint8_t  mode_ord;      /* ISA_R_MODE: index in isa_decoded.modes      */
    uint8_t  pad_;
} isa_slot;

typedef struct isa_opspec {
    uint8_t kind;           /* r x i p a l v w m s k t h B C *            */
    int8_t  tslot;          /* type slot, -1 none                          */
    uint8_t ftype;          /* fixed ir_type when tslot < 0, or T_NONE;
                               for 'a': a fixed ir_space, or SP_NONE      */
    uint16_t flags;         /* ISA_OPF_*                                   */
    uint8_t opt;
} isa_opspec;

typedef struct isa_cform {
    uint64_t   allowed;     /* union of the non-type slots' masks          */
    uint16_t   src;         /* index of the form in the table              */
    uint8_t    nslots, ntypes, nops, minops, nmodes;
    uint8_t    typeslot[ISA_MAX_TYPES];
    isa_slot   slots[ISA_MAX_SLOTS];
    isa_opspec ops[ISA_MAX_OPS];
} isa_cform;

typedef struct isa_cop {
    uint16_t  alpha[ISA_MAX_ALPHA];  /* keyword ids, sorted               */
    uint8_t   atype[ISA_MAX_ALPHA];  /* ir_type of each (T_NONE: not one) */
    uint8_t   nalpha;
    uint16_t  nforms;
    isa_cform forms[1];     /* nforms of them (allocated to size)          */
} isa_cop;

#define ISA_COP_BYTES(n) (sizeof(isa_cop) + ((size_t)(n) - 1) * sizeof(isa_cform))

/* A memo of recent (opcode, modifiers) -> form decisions: real modules
   repeat a few hundred combinations, so most checks skip matching and
   decoding and only check operands. Only a form that was the first of
   its opcode to accept the modifiers is remembered, so a hit decides
   exactly as the full search would. */
#define ISA_MEMO_SIZE 1024
#define ISA_MEMO_MODS 6
typedef struct isa_memo {
    uint32_t    opcode;          /* 0 = empty                              */
    uint16_t    nmods;
    uint16_t    local;           /* the form's index in its opcode's list  */
    uint32_t    mods[ISA_MEMO_MODS];
    isa_decoded dec;
} isa_memo;

struct pv_isa {
    pv_heap  *heap;
    uint16_t  first[ISA_NOPS], count[ISA_NOPS];
    isa_cop  *ops[ISA_NOPS];
    uint16_t  kwhash[ISA_KWHASH];   /* keyword text -> id                */
    isa_memo  memo[ISA_MEMO_SIZE];
};

PTXVM_INTERNAL int isa_compile(pv_isa *I, uint32_t op_index, char *err,
                               size_t errlen);
PTXVM_INTERNAL int isa_local(const isa_cop *C, uint32_t kw);
PTXVM_INTERNAL int isa_is_type_kw(uint32_t kw);
PTXVM_INTERNAL const char *isa_kw_name(uint32_t kw);
PTXVM_INTERNAL const char *isa_set_name(uint32_t i);   /* NULL past end */
PTXVM_INTERNAL uint8_t  isa_rnd_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_cmp_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_bool_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_aop_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_scope_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_sem_of(uint32_t kw);
PTXVM_INTERNAL uint64_t isa_flag_of(uint32_t kw);
PTXVM_INTERNAL uint8_t  isa_space_of(uint32_t kw);

#endif
/* ---- end src/isa.h, back in src/api_module.c ---- */
/* ---- src/print.h ---- */
/* The canonical printer and IR comparison. ir_print writes a module as
   PTX text in one fixed layout; parsing that text gives IR equal to the
   original (the round-trip property the tests check over the whole
   corpus with tests/support/ir_equal.c). Later tools (disassembly, test-case reduction) print
   through it too. */
#ifndef PTXVM_PRINT_H
#define PTXVM_PRINT_H

/* Print m. On success *out holds len + 1 bytes (NUL-terminated text of
   length *len) allocated from h: free them with pv_free(h, *out, *len + 1).
   Returns 0, or -1 when memory runs out (nothing is left allocated). */
PTXVM_INTERNAL int ir_print(const ir_module *m, pv_heap *h, char **out,
                            size_t *len);

#endif
/* ---- end src/print.h, back in src/api_module.c ---- */
/* ---- src/compile.h ---- */
/* The compiler's entry points: a kernel's IR to bytecode. */
#ifndef PTXVM_COMPILE_H
#define PTXVM_COMPILE_H
/* ---- src/bytecode.h ---- */
/* The bytecode: what the compiler (compile.c) emits per kernel and the
   interpreter (exec.c) runs, one dispatch per warp.

   An instruction is a fixed 40-byte record:

     +--------+--------+--------+--------+--------+--------+-----------+--------+
     | op u16 | gd u16 |  d u32 |  a u32 |  b u32 |  c u32 |   x u64   | src u32|
     +--------+--------+--------+--------+--------+--------+-----------+--------+

   op   the handler, chosen at compile time per (operation, type,
        modifiers), so no handler switches on a type at run time;
   gd   guard: a predicate slot, PV_GUARD_NEG for @!p, or PV_NO_GUARD;
   d..c operands: byte offsets of register columns in the warp's register
        file, or predicate slots (for predicate operands);
   x    a 64-bit immediate: a branch target (instruction index), a constant
        offset of an address, a parameter offset, a shift count...;
   src  the IR instruction it came from, for messages.

   Registers are columns of 32 lanes: a 32-bit register (and .b16/.b8/
   .f16 ones, held in the low bits) is uint32_t[32], a 64-bit one
   uint64_t[32], a predicate one uint32_t mask. Constants are columns too,
   filled when a warp starts, so every ALU handler is register-register
   and its lane loop vectorises. */
#ifndef PTXVM_BYTECODE_H
#define PTXVM_BYTECODE_H
/* ---- src/ops_int.h ---- */
/* Bytecode operations of the integer family (exec_int.h runs them,
   compile_intfam.c emits them). X-macro list, see PV_OPS in bytecode.h.
   Most are generic handlers whose insn.aux picks a sub-operation (the
   PV_IOP* lists, each X(NAME, per-lane function in intops.h)); the
   handler switches once per instruction, then runs a plain lane loop. */
#ifndef PTXVM_OPS_INT_H
#define PTXVM_OPS_INT_H
#define PV_OPS_INT(X) \
    X(I32_2) X(I64_2) X(I64_32) X(I32_3) X(I32_4) X(I64_3) X(I64_4) \
    X(BFE64) X(BFI32) X(BFI64) X(LOP3) X(SEL16) X(ICMP) X(ICC32) X(ICC64) \
    X(ICVT) X(VID) X(VMAD) X(VSIMD) X(CVT_PACK)

/* Sub-operations (insn.aux) of the generic handlers: X(NAME, fn). */
#define PV_IOP2_32(X) \
    X(NEG16, io_neg16) X(ABS16, io_abs16) X(ABS32, io_abs32) \
    X(NOT16, io_not16) X(CNOT16, io_cnot16) X(CNOT32, io_cnot32) \
    X(POPC32, io_popc32) X(CLZ32, io_clz32) X(BREV32, io_brev32) \
    X(BFIND_U32, io_bfind_u32) X(BFIND_S32, io_bfind_s32) \
    X(BFIND_U32_SA, io_bfind_u32_sa) X(BFIND_S32_SA, io_bfind_s32_sa)
#define PV_IOP2_64(X) \
    X(ABS64, io_abs64) X(CNOT64, io_cnot64) X(BREV64, io_brev64)
#define PV_IOP2_64_32(X) \
    X(POPC64, io_popc64) X(CLZ64, io_clz64) \
    X(BFIND_U64, io_bfind_u64) X(BFIND_S64, io_bfind_s64) \
    X(BFIND_U64_SA, io_bfind_u64_sa) X(BFIND_S64_SA, io_bfind_s64_sa)
#define PV_IOP3_32(X) \
    X(ADD16, io_add16) X(SUB16, io_sub16) X(ADD16X2, io_add16x2) \
    X(ADD_SAT_S32, io_add_sat_s32) X(SUB_SAT_S32, io_sub_sat_s32) \
    X(MUL_LO16, io_mul_lo16) X(MUL_HI_U16, io_mul_hi_u16) \
    X(MUL_HI_S16, io_mul_hi_s16) X(MUL_WIDE_U16, io_mul_wide_u16) \
    X(MUL_WIDE_S16, io_mul_wide_s16) X(MUL24_LO_U, io_mul24_lo_u) X(MUL24_LO_S, io_mul24_lo_s) \
    X(MUL24_HI_U, io_mul24_hi_u) X(MUL24_HI_S, io_mul24_hi_s) \
    X(DIV_U16, io_div_u16) X(DIV_S16, io_div_s16) X(DIV_U32, io_div_u32) \
    X(DIV_S32, io_div_s32) X(REM_U16, io_rem_u16) X(REM_S16, io_rem_s16) \
    X(REM_U32, io_rem_u32) X(REM_S32, io_rem_s32) \
    X(MIN_U16, io_min_u16) X(MIN_S16, io_min_s16) X(MAX_U16, io_max_u16) \
    X(MAX_S16, io_max_s16) X(MIN_U16X2, io_min_u16x2) \
    X(MAX_U16X2, io_max_u16x2) X(MIN_S16X2, io_min_s16x2) \
    X(MAX_S16X2, io_max_s16x2) X(MIN_S16X2_RELU, io_min_s16x2_relu) \
    X(MAX_S16X2_RELU, io_max_s16x2_relu) X(MIN_S32_RELU, io_min_s32_relu) \
    X(MAX_S32_RELU, io_max_s32_relu) X(AND16, io_and16) X(OR16, io_or16) \
    X(XOR16, io_xor16) X(SHL16, io_shl16) X(SHR_U16, io_shr_u16) \
    X(SHR_S16, io_shr_s16) X(BMSK_CLAMP, io_bmsk_clamp) \
    X(BMSK_WRAP, io_bmsk_wrap) X(SZEXT_U_CLAMP, io_szext_u_clamp) \
    X(SZEXT_U_WRAP, io_szext_u_wrap) X(SZEXT_S_CLAMP, io_szext_s_clamp) \
    X(SZEXT_S_WRAP, io_szext_s_wrap)
#define PV_IOP4_32(X) \
    X(MAD_LO16, io_mad_lo16) X(MAD_HI_U16, io_mad_hi_u16) \
    X(MAD_HI_S16, io_mad_hi_s16) X(MAD_WIDE_U16, io_mad_wide_u16) \
    X(MAD_WIDE_S16, io_mad_wide_s16) X(MAD_HI_U32, io_mad_hi_u32) \
    X(MAD_HI_S32, io_mad_hi_s32) X(MAD_HI_SAT_S32, io_mad_hi_sat_s32) \
    X(MAD24_LO_U, io_mad24_lo_u) X(MAD24_LO_S, io_mad24_lo_s) X(MAD24_HI_U, io_mad24_hi_u) \
    X(MAD24_HI_S, io_mad24_hi_s) X(MAD24_HI_SAT_S, io_mad24_hi_sat_s) \
    X(SAD_U16, io_sad_u16) X(SAD_S16, io_sad_s16) X(SAD_U32, io_sad_u32) \
    X(SAD_S32, io_sad_s32) X(DP4A_UU, io_dp4a_uu) X(DP4A_US, io_dp4a_us) \
    X(DP4A_SU, io_dp4a_su) X(DP4A_SS, io_dp4a_ss) \
    X(DP2A_LO_UU, io_dp2a_lo_uu) X(DP2A_LO_US, io_dp2a_lo_us) \
    X(DP2A_LO_SU, io_dp2a_lo_su) X(DP2A_LO_SS, io_dp2a_lo_ss) \
    X(DP2A_HI_UU, io_dp2a_hi_uu) X(DP2A_HI_US, io_dp2a_hi_us) \
    X(DP2A_HI_SU, io_dp2a_hi_su) X(DP2A_HI_SS, io_dp2a_hi_ss) \
    X(SHF_L_CLAMP, io_shf_l_clamp) X(SHF_L_WRAP, io_shf_l_wrap) \
    X(SHF_R_CLAMP, io_shf_r_clamp) X(SHF_R_WRAP, io_shf_r_wrap) \
    X(FNS, io_fns) X(BFE_U32, io_bfe_u32) X(BFE_S32, io_bfe_s32) \
    X(PRMT, io_prmt) X(PRMT_F4E, io_prmt_f4e) X(PRMT_B4E, io_prmt_b4e) \
    X(PRMT_RC8, io_prmt_rc8) X(PRMT_ECL, io_prmt_ecl) \
    X(PRMT_ECR, io_prmt_ecr) X(PRMT_RC16, io_prmt_rc16)
#define PV_IOP3_64(X) \
    X(DIV_U64, io_div_u64) X(DIV_S64, io_div_s64) X(REM_U64, io_rem_u64) \
    X(REM_S64, io_rem_s64)
#define PV_IOP4_64(X) \
    X(MAD_HI_U64, io_mad_hi_u64) X(MAD_HI_S64, io_mad_hi_s64) \
    X(SAD_U64, io_sad_u64) X(SAD_S64, io_sad_s64)

#define PV_IOP_ENUM(n, fn) PV_IO_##n,
enum { PV_IOP2_32(PV_IOP_ENUM) PV_IO_NUM2_32 };
enum { PV_IOP2_64(PV_IOP_ENUM) PV_IO_NUM2_64 };
enum { PV_IOP2_64_32(PV_IOP_ENUM) PV_IO_NUM2_64_32 };
enum { PV_IOP3_32(PV_IOP_ENUM) PV_IO_NUM3_32 };
enum { PV_IOP4_32(PV_IOP_ENUM) PV_IO_NUM4_32 };
enum { PV_IOP3_64(PV_IOP_ENUM) PV_IO_NUM3_64 };
enum { PV_IOP4_64(PV_IOP_ENUM) PV_IO_NUM4_64 };
#undef PV_IOP_ENUM

/* ICMP (setp/set for integer types) insn.aux layout. */
#define PV_IC_CODE(aux)   ((aux) & 31u)        /* PV_CMP_EQ..HS           */
#define PV_IC_BOOL(aux)   (((aux) >> 5) & 3u)  /* 0 none, 1 and, 2 or, 3 xor (ISA_BOOL_*) */
#define PV_IC_CNEG        (1u << 7)            /* the c predicate negated */
#define PV_IC_W16         (1u << 8)            /* 16-bit operands         */
#define PV_IC_W64         (1u << 9)            /* 64-bit columns          */
#define PV_IC_SIGNED      (1u << 10)
#define PV_IC_SET         (1u << 11)           /* set: d is a column      */
#define PV_IC_SETF32      (1u << 12)           /* set: 1.0f for true      */

/* ICC (extended precision) insn.aux layout; insn.x is the CC slot. */
enum { PV_CC_ADD, PV_CC_SUB, PV_CC_MADLO, PV_CC_MADHI };
#define PV_CC_KIND(aux)   ((aux) & 3u)
#define PV_CC_CIN         (1u << 2)
#define PV_CC_COUT        (1u << 3)
#define PV_CC_SIGNED      (1u << 4)

/* ICVT insn.aux layout. */
#define PV_CV_SS(aux)     ((aux) & 15u)        /* source bytes            */
#define PV_CV_SSIGNED     (1u << 4)
#define PV_CV_DS(aux)     (((aux) >> 5) & 15u) /* destination bytes       */
#define PV_CV_DSIGNED     (1u << 9)
#define PV_CV_SAT         (1u << 10)
#define PV_CV_SWIDE       (1u << 11)           /* source column 64-bit    */
#define PV_CV_DWIDE       (1u << 12)           /* destination 64-bit      */
#define PV_CV_DSEXT       (1u << 13)           /* extend the result by its sign to the register */

/* Video instructions (the per-lane semantics are io_vid, io_vmad and
   io_vsimd in intops.h). Operand part selectors, for the scalar forms: */
enum { PV_VSEL_W32, PV_VSEL_B0, PV_VSEL_B1, PV_VSEL_B2, PV_VSEL_B3,
       PV_VSEL_H0, PV_VSEL_H1 };
/* Comparisons of vset, vset2, vset4. */
enum { PV_VC_EQ, PV_VC_NE, PV_VC_LT, PV_VC_LE, PV_VC_GT, PV_VC_GE };

/* VID: vadd vsub vabsdiff vmin vmax vshl vshr vset, d = op(a, b) then the
   secondary operation with c, or the merge into c (dsel). insn.aux: */
enum { PV_VD_ADD, PV_VD_SUB, PV_VD_ABSDIFF, PV_VD_MIN, PV_VD_MAX,
       PV_VD_SHL, PV_VD_SHR, PV_VD_SET };
enum { PV_VOP2_NONE, PV_VOP2_ADD, PV_VOP2_MIN, PV_VOP2_MAX };
#define PV_VD_OP(aux)     ((aux) & 7u)         /* PV_VD_*                 */
#define PV_VD_ASIGNED     (1u << 3)
#define PV_VD_BSIGNED     (1u << 4)
#define PV_VD_DSIGNED     (1u << 5)            /* d and c (vset: never)   */
#define PV_VD_ASEL_SH     6u                   /* PV_VSEL_*, 3 bits each  */
#define PV_VD_BSEL_SH     9u
#define PV_VD_DSEL_SH     12u                  /* W32: no merge           */
#define PV_VD_ASEL(aux)   (((aux) >> PV_VD_ASEL_SH) & 7u)
#define PV_VD_BSEL(aux)   (((aux) >> PV_VD_BSEL_SH) & 7u)
#define PV_VD_DSEL(aux)   (((aux) >> PV_VD_DSEL_SH) & 7u)
#define PV_VD_SAT         (1u << 15)
#define PV_VD_OP2_SH      16u                  /* PV_VOP2_*               */
#define PV_VD_OP2(aux)    (((aux) >> PV_VD_OP2_SH) & 3u)
#define PV_VD_CLAMP       (1u << 18)           /* shifts: .clamp, else .wrap */
#define PV_VD_CMP_SH      19u                  /* vset: PV_VC_*           */
#define PV_VD_CMP(aux)    (((aux) >> PV_VD_CMP_SH) & 7u)

/* VMAD insn.aux. */
#define PV_VM_ASIGNED     (1u << 0)
#define PV_VM_BSIGNED     (1u << 1)
#define PV_VM_ASEL_SH     2u                   /* PV_VSEL_*               */
#define PV_VM_BSEL_SH     5u
#define PV_VM_ASEL(aux)   (((aux) >> PV_VM_ASEL_SH) & 7u)
#define PV_VM_BSEL(aux)   (((aux) >> PV_VM_BSEL_SH) & 7u)
#define PV_VM_NEGA        (1u << 8)
#define PV_VM_NEGB        (1u << 9)
#define PV_VM_NEGC        (1u << 10)
#define PV_VM_PO          (1u << 11)
#define PV_VM_SAT         (1u << 12)
#define PV_VM_SHR_SH      13u                  /* the scale: 0, 7 or 15   */
#define PV_VM_SHR(aux)    (((aux) >> PV_VM_SHR_SH) & 15u)

/* VSIMD: vadd2 ... vset2, vadd4 ... vset4. insn.aux below; insn.x the
   source of each element: nibble i (i < 4) says which half-word (0-3) or
   byte (0-7) of the pair b:a element i of a is, nibble 4 + i the same for
   b (.h10 / .b3210 is 0x10 / 0x3210: the digits as written). */
enum { PV_VS_ADD, PV_VS_SUB, PV_VS_AVRG, PV_VS_ABSDIFF, PV_VS_MIN,
       PV_VS_MAX, PV_VS_SET };
#define PV_VS_OP(aux)     ((aux) & 7u)         /* PV_VS_*                 */
#define PV_VS_FOUR        (1u << 3)            /* 4 bytes, else 2 halves  */
#define PV_VS_ASIGNED     (1u << 4)
#define PV_VS_BSIGNED     (1u << 5)
#define PV_VS_DSIGNED     (1u << 6)
#define PV_VS_SAT         (1u << 7)
#define PV_VS_ACC         (1u << 8)            /* .add: c + the elements; else merge */
#define PV_VS_MASK_SH     9u                   /* bit i: element i written */
#define PV_VS_MASK(aux)   (((aux) >> PV_VS_MASK_SH) & 15u)
#define PV_VS_CMP_SH      13u                  /* vset2/4: PV_VC_*        */
#define PV_VS_CMP(aux)    (((aux) >> PV_VS_CMP_SH) & 7u)

/* CVT_PACK (cvt.pack.sat) insn.aux: the element width in bits (2, 4, 8,
   16), signedness, and whether c fills the bits above the two elements. */
#define PV_PK_BITS(aux)   ((aux) & 31u)
#define PV_PK_SIGNED      (1u << 5)
#define PV_PK_C           (1u << 6)
#endif
/* ---- end src/ops_int.h, back in src/bytecode.h ---- */
/* ---- src/ops_float.h ---- */
/* Bytecode operations of the floating-point family (exec_float.h runs
   them, compile_floatfam.c emits them). X-macro list, see PV_OPS in
   bytecode.h.

   FP32/FP64     any arithmetic on 32-bit (f32, f16, bf16, f16x2, bf16x2)
                 or 64-bit columns, per lane through fp_arith, aux the
                 descriptor (fpops.h); unused operands point at a
   ADD/SUB/MUL/FMA/DIV/SQRT_FTZ_F32  .rn.ftz f32: native arithmetic on
                 flushed inputs, lanes with tiny/NaN results redone by
                 fp_arith(aux)
   DIV/SQRT_F32/F64  .rn division and square root on the host's IEEE
                 arithmetic, NaNs made canonical
   CVTF_D_S      conversions through fp_convert(x), D/S the destination
                 and source column widths; b the second packed source
   FSETP32/64    float setp with .ftz, boolean ops, p|q, 16-bit types: d p,
                 x q slot (PV_NO_REG none), c the boolean predicate
   FSET32/64     set, destination always a 32-bit column
   TESTP32/64    testp: aux the sf_testp_op | sf_fmt << 5 */
#ifndef PTXVM_OPS_FLOAT_H
#define PTXVM_OPS_FLOAT_H
#define PV_OPS_FLOAT(X) \
    X(FP32) X(FP64) \
    X(ADD_FTZ_F32) X(SUB_FTZ_F32) X(MUL_FTZ_F32) X(FMA_FTZ_F32) \
    X(DIV_FTZ_F32) X(SQRT_FTZ_F32) X(DIV_F32) X(DIV_F64) X(SQRT_F32) X(SQRT_F64) \
    X(CVTF_32_32) X(CVTF_32_64) X(CVTF_64_32) X(CVTF_64_64) \
    X(FSETP32) X(FSETP64) X(FSET32) X(FSET64) X(TESTP32) X(TESTP64)
#endif
/* ---- end src/ops_float.h, back in src/bytecode.h ---- */
/* ---- src/ops_warp.h ---- */
/* Bytecode operations of the warp family (exec_warp.h runs them,
   compile_warp.c emits them). X-macro list, see PV_OPS in bytecode.h.

   Every .sync form names its member-mask column in x (a register, or a
   constant column) and sets PV_WARP_SYNC in aux; those lanes wait until
   every non-exited lane of the mask has arrived (exec.c: sync_gate).

   VOTE      d = vote over predicate slot a; aux: PV_VOTE_* mode, bit 2
             !a, bit 3 a constant source whose value is bit 4; the
             ballot mode writes column d, the others predicate d
   SHFL      d = a from the source lane computed from columns b, c;
             aux: mode 0 up 1 down 2 bfly 3 idx, PV_WARP_PDST with the
             predicate slot in bits 16.. for d|p
   MATCH     d = lanes whose column a equals (any) / all equal (all);
             aux: bit 0 .all, bit 1 64-bit a, PV_WARP_PDST as for SHFL
   REDUX     d = reduction of column a over the lanes; aux: PV_RED_* op,
             bit 4 .abs, bit 5 .NaN (f32)
   WARPSYNC  bar.warp.sync: only the waiting */
#ifndef PTXVM_OPS_WARP_H
#define PTXVM_OPS_WARP_H
#define PV_OPS_WARP(X) X(VOTE) X(SHFL) X(MATCH) X(REDUX) X(WARPSYNC)

#define PV_WARP_SYNC  (1u << 8)
#define PV_WARP_PDST  (1u << 9)
#define PV_WARP_PSLOT(aux) ((aux) >> 16)
enum { PV_VOTE_ALL, PV_VOTE_ANY, PV_VOTE_UNI, PV_VOTE_BALLOT };
enum { PV_RED_ADD, PV_RED_MIN_U, PV_RED_MAX_U, PV_RED_MIN_S, PV_RED_MAX_S,
       PV_RED_AND, PV_RED_OR, PV_RED_XOR, PV_RED_MIN_F, PV_RED_MAX_F };
#define PV_RED_ABS (1u << 4)
#define PV_RED_NAN (1u << 5)
#endif
/* ---- end src/ops_warp.h, back in src/bytecode.h ---- */
/* ---- src/ops_atom.h ---- */
/* Bytecode operations of the atom family (exec_atom.h runs them,
   compile_atom.c emits them). X-macro list, see PV_OPS in bytecode.h.

   ATOM: atom and red, one element per lane. a is the address column (or
   PV_NO_REG: x alone is the address), x the constant offset, b the
   operand column, c the cas new-value column, d the destination column
   that receives the old value (PV_NO_REG for red). A vector atom is one
   ATOM per element: each element is atomic on its own, as the ISA says.
   insn.aux below; bits 0-3, 9-12, 13 and 14 mean what the PV_MEM_* bits
   mean for LD/ST, so the interpreter's address helpers apply. */
#ifndef PTXVM_OPS_ATOM_H
#define PTXVM_OPS_ATOM_H
#define PV_OPS_ATOM(X) X(ATOM)

/* The operations, in the order of ISA_AOPS (isa.h) less one: the value a
   callback region's atomic hook receives as op is PV_AOP_* too. */
enum { PV_AOP_AND, PV_AOP_OR, PV_AOP_XOR, PV_AOP_CAS, PV_AOP_EXCH,
       PV_AOP_ADD, PV_AOP_INC, PV_AOP_DEC, PV_AOP_MIN, PV_AOP_MAX };
/* Element types: raw bits / unsigned, signed, IEEE f32 or f64 (by size),
   f16, bf16 and their pairs. */
enum { PV_AT_U, PV_AT_S, PV_AT_F, PV_AT_F16, PV_AT_BF16, PV_AT_F16X2,
       PV_AT_BF16X2 };

#define PV_ATOM_OP(aux)    (((aux) >> 16) & 15u)
#define PV_ATOM_TYPE(aux)  (((aux) >> 20) & 15u)
#define PV_ATOM_AUX(size, space, op, type) \
    ((size) | (1u << 5) | ((space) << 9) | ((op) << 16) | ((type) << 20))

/* Lane's read-modify-write of the element at host pointer p (naturally
   aligned): the new value op(*p, b[, c]) goes to p, the old one is
   returned. word_ok: p's containing aligned 32-bit word is host memory
   too (a 16-bit element then updates it with a 32-bit compare-exchange). ftz: f32 add flushes subnormal inputs and results
   (global memory, as the ISA describes atom.add.f32 there). host_atomic:
   other host threads may touch p at the same time, so use the host's
   atomic instructions; else (and where the compiler has no GNU __atomic
   builtins) a plain load, compute, store. Defined in atomops.c. */
PTXVM_INTERNAL uint64_t pv_atom_rmw(uint32_t aux, uint8_t *p, uint64_t b,
                                    uint64_t c, int ftz, int host_atomic,
                                    int word_ok);
/* The new value of an element: op(old, b[, c]) (pure). */
PTXVM_INTERNAL uint64_t pv_atom_new(uint32_t aux, uint64_t old, uint64_t b,
                                    uint64_t c, int ftz);
#endif
/* ---- end src/ops_atom.h, back in src/bytecode.h ---- */
/* ---- src/ops_bar.h ---- */
/* Bytecode operations of the bar family (exec_bar.h runs them,
   compile_bar.c emits them). X-macro list, see PV_OPS in bytecode.h.

   Every barrier instruction (BAR, the sync of bytecode.h, and these)
   takes the barrier from column a (its lowest executing lane), or from x
   when a is PV_NO_REG; the thread count from column b, or c when b is
   PV_NO_REG (0: no count). The .red forms also take the predicate input
   in aux (PV_BAR_* below) and write d (a 32-bit column for popc, a
   predicate slot for and/or) in every waiting lane when the barrier
   completes.

     BAR_ARRIVE    bar.arrive / barrier.arrive: count the arrival, go on
     BAR_RED_POPC  bar.red.popc.u32: d = lanes with a true input
     BAR_RED_AND   bar.red.and.pred: d = every input true
     BAR_RED_OR    bar.red.or.pred:  d = some input true */
#ifndef PTXVM_OPS_BAR_H
#define PTXVM_OPS_BAR_H
#define PV_OPS_BAR(X) X(BAR_ARRIVE) X(BAR_RED_POPC) X(BAR_RED_AND) X(BAR_RED_OR)
/* aux of the .red forms: a predicate slot, negated with PV_BAR_NEG; or a
   constant input: PV_BAR_CONST | 0 or 1 */
#define PV_BAR_NEG   0x80000000u
#define PV_BAR_CONST 0x40000000u
#endif
/* ---- end src/ops_bar.h, back in src/bytecode.h ---- */

#define PV_LANES 32
#define PV_NO_GUARD  0xffffu
#define PV_GUARD_NEG 0x8000u

typedef struct pv_insn {
    uint16_t op, guard;
    uint32_t d, a, b, c;
    uint64_t x;
    uint32_t src;
    uint32_t aux;            /* a fourth operand or a small immediate       */
} pv_insn;

/* The operations. I32/I64: any 32/64-bit integer (.b/.u/.s where the
   result bits do not depend on signedness); U/S where they do. */
#define PV_OPS(X) \
    X(NOP) X(JOIN) X(BRA) X(BRX) X(EXIT) X(TRAP) X(BAR) \
    /* moves and constants */ \
    X(MOV32) X(MOV64) X(MOVP) X(MOV_PN) X(SETP_CONST) \
    X(CVT_U32_U64) X(CVT_S32_S64) X(CVT_U64_U32) X(CVT_S64_S32) \
    X(CVT_U16_U32) X(CVT_S16_S32) X(CVT_U8_U32) X(CVT_S8_S32) \
    /* special registers */ \
    X(SREG_TID) X(SREG_NTID) X(SREG_CTAID) X(SREG_NCTAID) X(SREG_LANEID) \
    X(SREG_WARPID) X(SREG_NWARPID) X(SREG_LANEMASK) X(SREG_CLOCK) \
    X(SREG_CLOCK64) X(SREG_ZERO32) X(SREG_ZERO64) X(SREG_SMEM) X(ACTIVEMASK) \
    /* integer arithmetic */ \
    X(ADD_I32) X(ADD_I64) X(SUB_I32) X(SUB_I64) X(MUL_LO_I32) X(MUL_LO_I64) \
    X(MUL_HI_U32) X(MUL_HI_S32) X(MUL_WIDE_U32) X(MUL_WIDE_S32) \
    X(MUL_HI_U64) X(MUL_HI_S64) \
    X(MAD_LO_I32) X(MAD_LO_I64) X(MAD_WIDE_U32) X(MAD_WIDE_S32) \
    X(NEG_I32) X(NEG_I64) \
    X(MIN_U32) X(MIN_S32) X(MAX_U32) X(MAX_S32) \
    X(MIN_U64) X(MIN_S64) X(MAX_U64) X(MAX_S64) \
    /* logic and shifts */ \
    X(AND_B32) X(OR_B32) X(XOR_B32) X(NOT_B32) \
    X(AND_B64) X(OR_B64) X(XOR_B64) X(NOT_B64) \
    X(AND_P) X(OR_P) X(XOR_P) X(NOT_P) \
    X(SHL_B32) X(SHR_U32) X(SHR_S32) X(SHL_B64) X(SHR_U64) X(SHR_S64) \
    /* shifts by a constant (x), the same for every lane */ \
    X(SHL_IMM32) X(SHR_U_IMM32) X(SHR_S_IMM32) X(SHF_IMM) \
    /* comparison and selection */ \
    X(SETP_I32) X(SETP_I64) X(SETP_F32) X(SETP_F64) \
    X(SELP32) X(SELP64) \
    /* floating point (round to nearest; other modes through softfp) */ \
    X(ADD_F32) X(SUB_F32) X(MUL_F32) X(FMA_F32) X(ADD_F64) X(SUB_F64) \
    X(MUL_F64) X(FMA_F64) X(NEG_F32) X(ABS_F32) X(NEG_F64) X(ABS_F64) \
    X(CVT_F32_S32) X(CVT_F32_U32) X(CVT_F64_F32) \
    /* memory */ \
    X(LD_PARAM) X(LD) X(ST) X(CVTA_TO) X(CVTA_FROM) X(ADDR_OF) X(ISSPACEP) \
    /* vector pack/unpack (mov): x = element bits | count << 8, elements
       in 32-bit columns a, b, c, aux (PV_NO_REG: a sink); the whole value's
       column in d */ \
    X(PACK) X(UNPACK) \
    /* calls (see pv_func): CALL x = function index; CALL_IND a = address
       column (aux: 1 when 32-bit), x = the call's ABI signature; RET x =
       function index; LCOPY copies c bytes of .local per lane from [a or
       none] + x to [b or none] + aux (a, b 32-bit offset columns);
       FRAME_ADDR d = a + x (a 32-bit column; aux: 64-bit destination) */ \
    X(CALL) X(CALL_IND) X(RET) X(LCOPY) X(FRAME_ADDR) \
    /* the thread's stack: ALLOCA d = new block of a bytes aligned to x
       (aux: 64-bit columns); STACKSAVE d = the stack pointer;
       STACKRESTORE the stack pointer = a (aux as for ALLOCA) */ \
    X(ALLOCA) X(STACKSAVE) X(STACKRESTORE) \
    /* membar/fence beyond the CTA: a host memory fence */ \
    X(FENCE)

enum pv_op {
#define PV_OP_ENUM(n) PV_OP_##n,
    PV_OPS(PV_OP_ENUM)
    PV_OPS_INT(PV_OP_ENUM)
    PV_OPS_FLOAT(PV_OP_ENUM)
    PV_OPS_WARP(PV_OP_ENUM)
    PV_OPS_ATOM(PV_OP_ENUM)
    PV_OPS_BAR(PV_OP_ENUM)
#undef PV_OP_ENUM
    PV_OP_COUNT
};

/* Comparison codes for SETP_* (insn.aux). */
enum { PV_CMP_EQ, PV_CMP_NE, PV_CMP_LT, PV_CMP_LE, PV_CMP_GT, PV_CMP_GE,
       PV_CMP_LO, PV_CMP_LS, PV_CMP_HI, PV_CMP_HS, PV_CMP_EQU, PV_CMP_NEU,
       PV_CMP_LTU, PV_CMP_LEU, PV_CMP_GTU, PV_CMP_GEU, PV_CMP_NUM,
       PV_CMP_NAN };

/* Memory access descriptors for LD/ST (packed into insn.aux):
   bits 0-3 the element size in bytes (1, 2, 4, 8), bit 4 sign-extend,
   bits 5-8 the vector length (1, 2, 4, 8), bits 9-12 the state space
   (ir_space; SP_NONE = generic), bit 13 destination is a 64-bit column,
   bit 14 the address register is 32-bit. For LD/ST, a is the address
   column (or none: PV_NO_REG with x the absolute address/offset), x the
   constant offset, d the first data column (vector elements consecutive,
   each a whole column apart: insn.c is the column stride). */
#define PV_MEM_SIZE(aux)    ((aux) & 15u)
#define PV_MEM_SIGNED       (1u << 4)
#define PV_MEM_VEC(aux)     (((aux) >> 5) & 15u)
#define PV_MEM_SPACE(aux)   (((aux) >> 9) & 15u)
#define PV_MEM_AUX(size, vec, space) ((size) | ((vec) << 5) | ((space) << 9))
#define PV_MEM_WIDE_DST     (1u << 13)
#define PV_MEM_ADDR32       (1u << 14)
#define PV_NO_REG 0xffffffffu

/* Special-register selectors (insn.aux). */
enum { PV_SR_X = 0, PV_SR_Y = 1, PV_SR_Z = 2 };

/* A function a kernel can call: a device function compiled into the same
   bytecode, or a host function (.extern .func resolved by name). A
   recursive function (one that can be active twice in a thread) keeps its
   .local and .param variables in a frame on the thread's stack, at fp +
   offset, and saves its registers there on entry; the others use fixed
   .local offsets. */
typedef struct pv_save {
    uint32_t slot;           /* column offset, or predicate slot            */
    uint32_t kind;           /* 4, 8: column width; 0: predicate            */
} pv_save;

enum { PV_BUILTIN_NONE, PV_BUILTIN_VPRINTF, PV_BUILTIN_MALLOC, PV_BUILTIN_FREE,
       PV_BUILTIN_ASSERTFAIL };

typedef struct pv_func {
    uint32_t entry;          /* first instruction; PV_NO_REG for host ones  */
    uint32_t irfn;           /* ir_module.funcs index (its address)         */
    uint32_t frame;          /* recursive: frame bytes (16-aligned), else 0 */
    uint32_t save_bytes;     /* recursive: register save area per lane      */
    uint32_t fp, retpc;      /* 32-bit columns: frame base, return PC       */
    uint32_t saves, nsaves;  /* pv_code.saves[saves ..]                     */
    uint32_t abi;            /* signature: parameter and result layout      */
    uint32_t nparams, nrets;
    uint32_t layout;         /* pv_code.playout[layout ..]                  */
    uint32_t arg_bytes, ret_bytes;
    uint32_t host;           /* index in the VM's host functions + 1, or 0  */
    uint32_t builtin;        /* PV_BUILTIN_* when not registered            */
    uint32_t name;           /* symbol, for messages                        */
    uint32_t recursive;
} pv_func;

/* A compiled kernel. */
typedef struct pv_const {
    uint32_t slot;           /* register-file offset of the column          */
    uint32_t wide;           /* 64-bit column                               */
    uint64_t value;
} pv_const;

typedef struct pv_code {
    pv_insn  *insns;
    uint32_t  ninsns;
    uint32_t  rf_bytes;      /* register file per warp                      */
    uint32_t  npreds;        /* predicate slots per warp                    */
    pv_const *consts;
    uint32_t  nconsts;
    uint32_t  local_bytes;   /* .local frame per thread                     */
    uint32_t  shared_bytes;  /* static .shared per CTA                      */
    uint32_t  param_bytes;   /* kernel parameter buffer                     */
    uint32_t *param_offsets; /* offset of each kernel parameter             */
    uint32_t  nparams;
    uint32_t  insn_cap, const_cap;   /* allocated sizes                     */
    pv_func  *funcs;         /* callable functions                          */
    uint32_t  nfuncs, funcs_cap;
    pv_save  *saves;
    uint32_t  nsaves, saves_cap;
    uint32_t *playout;       /* per function: (offset, size) of each
                                parameter in argbuf, then of each result
                                in retbuf                                   */
    uint32_t  nplayout, playout_cap;
    uint32_t  sp;            /* 32-bit column: the thread's stack pointer   */
    uint32_t  argbuf, retbuf;   /* .local offsets of the call buffers       */
    uint32_t  uses_stack;    /* recursive functions: .local gets the
                                VM's stack size above local_bytes          */
    uint32_t  stack_scale;   /* ... times this (frames also hold saved
                                registers; compile_call.c)                 */
} pv_code;

#endif
/* ---- end src/bytecode.h, back in src/compile.h ---- */

struct pv_isa;
/* Compile kernel k into k->code. On failure (PTXVM_E_UNSUPPORTED naming
   the instruction, PTXVM_E_NO_MEMORY) msg receives the message. */
PTXVM_INTERNAL ptxvm_result pv_compile_kernel(ptxvm_kernel *k,
                                              struct pv_isa *isa,
                                              char *msg, size_t msglen);
PTXVM_INTERNAL void pv_code_free(pv_heap *h, pv_code *code);
#endif
/* ---- end src/compile.h, back in src/api_module.c ---- */
#include <stdio.h>

static void module_free(ptxvm_module *m)
{
    pv_heap *h = &m->vm->heap;
    uint32_t i;
    for (i = 0; m->kernels && i < m->nkernels; i++)
        pv_code_free(h, m->kernels[i].code);
    pv_module_free_globals(m);
    if (m->kernels)
        pv_free(h, m->kernels, (size_t)m->nkernels * sizeof *m->kernels);
    if (m->kparams)
        pv_free(h, m->kparams, (size_t)m->nkparams * sizeof *m->kparams);
    ir_module_free(m->ir);
    pv_free(h, m, sizeof *m);
}

/* One ptxvm_kernel per .entry with a body, with its parameter layout. */
static int build_kernels(ptxvm_module *mod)
{
    ir_module *ir = mod->ir;
    pv_heap *h = &mod->vm->heap;
    uint32_t i, nk = 0, np = 0, k = 0, p = 0;
    for (i = 1; i < ir->funcs.len; i++) {
        const ir_func *f = &ir->funcs.data[i];
        if ((f->flags & (FF_ENTRY | FF_BODY)) == (FF_ENTRY | FF_BODY)) {
            nk++;
            np += f->nparams;
        }
    }
    mod->nkernels = nk;
    mod->nkparams = 2 * np;
    if (nk) {
        mod->kernels = (ptxvm_kernel *)pv_realloc(h, NULL, 0, nk * sizeof *mod->kernels);
        if (!mod->kernels)
            return -1;
        memset(mod->kernels, 0, nk * sizeof *mod->kernels);
    }
    if (np) {
        mod->kparams = (uint32_t *)pv_realloc(h, NULL, 0, 2 * (size_t)np * sizeof(uint32_t));
        if (!mod->kparams)
            return -1;
    }
    for (i = 1; i < ir->funcs.len; i++) {
        const ir_func *f = &ir->funcs.data[i];
        ptxvm_kernel *kn;
        uint32_t j;
        if ((f->flags & (FF_ENTRY | FF_BODY)) != (FF_ENTRY | FF_BODY))
            continue;
        kn = &mod->kernels[k++];
        kn->code = NULL;
        kn->module = mod;
        kn->func = i;
        kn->nparams = f->nparams;
        /* no pointer arithmetic on a NULL kparams (kernels without
           parameters): that is undefined behaviour */
        kn->param_sizes = f->nparams ? mod->kparams + p : NULL;
        kn->param_aligns = f->nparams ? mod->kparams + p + f->nparams : NULL;
        for (j = 0; j < f->nparams; j++) {
            const ir_var *v = &ir->vars.data[f->params + j];
            kn->param_sizes[j] = (uint32_t)v->size;
            kn->param_aligns[j] = v->align;
        }
        p += 2 * f->nparams;
    }
    return 0;
}

/* Parse and check; the only function that catches the front end's
   longjmp, and it keeps no state of its own across it. */
static ptxvm_result load_ir(ir_module *ir, pv_diag *d, const char *ptx,
                            size_t len, struct pv_isa *isa)
{
    if (setjmp(d->jb))
        return d->code;
    parse_module(ir, d, ptx, len);
    sema_check_module(ir, d, isa);
    return PTXVM_OK;
}

ptxvm_result ptxvm_module_load(ptxvm_vm *vm, const char *ptx, size_t len,
                               const char *source_name, ptxvm_module **out)
{
    ir_module *ir;
    ptxvm_module *mod;
    ptxvm_result r;
    pv_diag d;
    const char *name = source_name ? source_name : "<ptx>";
    if (out)
        *out = NULL;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!out || (!ptx && len))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_module_load: %s must not be NULL",
                        out ? "ptx" : "out");
    if (len > vm->module_limit)
        return pv_error(vm, PTXVM_E_LIMIT,
                        "%s: module of %lu bytes exceeds the limit of %lu bytes "
                        "(PTXVM_LIMIT_MODULE_SIZE)", name, (unsigned long)len,
                        (unsigned long)vm->module_limit);
    if (!vm->isa) {
        vm->isa = isa_create(&vm->heap);
        if (!vm->isa)
            return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    }
    ir = ir_module_new(&vm->heap);
    if (!ir)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    ir->source = pv_intern(&ir->strtab, name, strlen(name));
    if (!ir->source) {
        ir_module_free(ir);
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    }
    memset(&d, 0, sizeof d);
    d.source = name;
    d.max_depth = vm->nesting;
    r = load_ir(ir, &d, ptx ? ptx : "", len, vm->isa);
    if (r != PTXVM_OK) {
        ir_module_free(ir);
        return pv_error(vm, r, "%s", d.msg);
    }
    ir_module_shrink(ir);
    mod = (ptxvm_module *)pv_realloc(&vm->heap, NULL, 0, sizeof *mod);
    if (!mod) {
        ir_module_free(ir);
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    }
    memset(mod, 0, sizeof *mod);
    mod->vm = vm;
    mod->ir = ir;
    if (build_kernels(mod) != 0) {
        module_free(mod);
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    }
    r = pv_module_place_globals(mod);
    if (r != PTXVM_OK) {
        module_free(mod);
        return r;
    }
    mod->next = vm->modules;
    if (vm->modules)
        vm->modules->prev = mod;
    vm->modules = mod;
    *out = mod;
    return pv_ok(vm);
}

void ptxvm_module_unload(ptxvm_module *m)
{
    ptxvm_vm *vm;
    if (!m)
        return;
    vm = m->vm;
    if (m->prev)
        m->prev->next = m->next;
    else
        vm->modules = m->next;
    if (m->next)
        m->next->prev = m->prev;
    module_free(m);
}

uint32_t ptxvm_module_kernel_count(const ptxvm_module *m)
{
    return m ? m->nkernels : 0;
}

const char *ptxvm_module_kernel_name(const ptxvm_module *m, uint32_t i)
{
    if (!m || i >= m->nkernels)
        return NULL;
    return ir_name(m->ir, m->ir->funcs.data[m->kernels[i].func].name);
}

/* The first instruction this version cannot run among the functions the
   kernel can reach (direct calls, call-target lists, and, for indirect
   calls without a list, every function whose address is taken). */
static uint32_t find_unsupported(const ir_module *ir, uint32_t root,
                                 uint32_t *stack, uint8_t *seen, uint32_t *where)
{
    uint32_t top = 0, i;
    int any_indirect = 0;
    stack[top++] = root;
    seen[root] = 1;
    while (top) {
        uint32_t fi = stack[--top];
        const ir_func *f = &ir->funcs.data[fi];
        if (f->unknown_inst) {
            *where = fi;
            return f->unknown_inst;
        }
        if (f->indirect && !any_indirect) {
            any_indirect = 1;
            for (i = 1; i < ir->funcs.len; i++)
                if ((ir->funcs.data[i].flags & FF_ADDRESS_TAKEN) && !seen[i]) {
                    seen[i] = 1;
                    stack[top++] = i;
                }
        }
        for (i = 0; i < f->ncallees; i++) {
            uint32_t c = ir->syms.data[f->callees + i];
            if (!seen[c]) {
                seen[c] = 1;
                stack[top++] = c;
            }
        }
    }
    return 0;
}

ptxvm_result ptxvm_module_get_kernel(ptxvm_module *m, const char *name,
                                     ptxvm_kernel **out)
{
    uint32_t i, nf;
    ptxvm_kernel *k = NULL;
    if (out)
        *out = NULL;
    if (!m)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!name || !out)
        return pv_error(m->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_module_get_kernel: name and out must not be NULL");
    for (i = 0; i < m->nkernels; i++)
        if (strcmp(ptxvm_module_kernel_name(m, i), name) == 0) {
            k = &m->kernels[i];
            break;
        }
    if (!k)
        return pv_error(m->vm, PTXVM_E_NOT_FOUND, "%s: no kernel named '%s'",
                        ir_name(m->ir, m->ir->source), name);
    nf = m->ir->funcs.len;
    {
        pv_heap *h = &m->vm->heap;
        uint32_t *stack = (uint32_t *)pv_realloc(h, NULL, 0, (size_t)nf * sizeof *stack);
        uint8_t *seen = (uint8_t *)pv_realloc(h, NULL, 0, nf);
        uint32_t inst = 0, where = 0;
        if (!stack || !seen) {
            if (stack)
                pv_free(h, stack, (size_t)nf * sizeof *stack);
            if (seen)
                pv_free(h, seen, nf);
            return pv_error(m->vm, PTXVM_E_NO_MEMORY, "out of memory");
        }
        memset(seen, 0, nf);
        inst = find_unsupported(m->ir, k->func, stack, seen, &where);
        pv_free(h, stack, (size_t)nf * sizeof *stack);
        pv_free(h, seen, nf);
        if (inst) {
            const ir_module *ir = m->ir;
            const ir_inst *in = &ir->insts.data[inst];
            char op[256];
            size_t n = 0;
            uint32_t j;
            n += (size_t)snprintf(op, sizeof op, "%s", ir_name(ir, in->opcode));
            for (j = 0; j < in->nmods && n < sizeof op; j++)
                n += (size_t)snprintf(op + n, sizeof op - n, "%s",
                                      ir_name(ir, ir_mods(ir, in)[j]));
            return pv_error(m->vm, PTXVM_E_UNSUPPORTED,
                            "%s:%lu:%lu: error: instruction '%s' (in %s) is not "
                            "supported by this version of ptxvm",
                            ir_name(ir, ir->source), (unsigned long)in->line,
                            (unsigned long)in->col, op,
                            ir_name(ir, ir->funcs.data[where].name));
        }
    }
    if (!k->code) {
        char msg[512];
        ptxvm_result r = pv_compile_kernel(k, m->vm->isa, msg, sizeof msg);
        if (r != PTXVM_OK)
            return pv_error(m->vm, r, "%s", msg);
    }
    *out = k;
    return pv_ok(m->vm);
}

ptxvm_result ptxvm_kernel_get_info(const ptxvm_kernel *k, ptxvm_kernel_info *out)
{
    const ir_module *ir;
    const ir_func *f;
    uint64_t shared = 0, local = 0;
    uint32_t i;
    if (!k || !out)
        return PTXVM_E_INVALID_ARGUMENT;
    ir = k->module->ir;
    f = &ir->funcs.data[k->func];
    memset(out, 0, sizeof *out);
    out->name = ir_name(ir, f->name);
    out->param_count = k->nparams;
    out->param_sizes = k->param_sizes;
    out->param_aligns = k->param_aligns;
    /* static .shared: the kernel's own and the module's (non-extern);
       .local: the kernel's own frame, aligned per variable */
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &ir->stmts.data[f->stmts + i];
        const ir_var *v;
        if (st->kind != ST_VAR)
            continue;
        v = &ir->vars.data[st->index];
        if (v->space == SP_SHARED && v->linkage != LK_EXTERN)
            shared = ((shared + v->align - 1) & ~(uint64_t)(v->align - 1)) + v->size;
        if (v->space == SP_LOCAL)
            local = ((local + v->align - 1) & ~(uint64_t)(v->align - 1)) + v->size;
    }
    for (i = 0; i < ir->items.len; i++) {
        const ir_var *v;
        if (ir->items.data[i].kind != IT_VAR)
            continue;
        v = &ir->vars.data[ir->items.data[i].index];
        if (v->space == SP_SHARED && v->linkage != LK_EXTERN)
            shared = ((shared + v->align - 1) & ~(uint64_t)(v->align - 1)) + v->size;
    }
    out->static_shared_bytes = shared > 0xffffffffu ? 0xffffffffu : (uint32_t)shared;
    out->local_bytes_per_thread = local > 0xffffffffu ? 0xffffffffu : (uint32_t)local;
    out->reqntid.x = f->reqntid[0];
    out->reqntid.y = f->reqntid[1];
    out->reqntid.z = f->reqntid[2];
    out->maxntid.x = f->maxntid[0];
    out->maxntid.y = f->maxntid[1];
    out->maxntid.z = f->maxntid[2];
    return PTXVM_OK;
}

ptxvm_result ptxvm_module_print(ptxvm_module *m, char *buf, size_t cap,
                                size_t *len)
{
    char *text;
    size_t n;
    if (!m)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!len || (!buf && cap))
        return pv_error(m->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_module_print: len must not be NULL, and buf "
                        "only when cap is 0");
    if (ir_print(m->ir, &m->vm->heap, &text, &n) != 0)
        return pv_error(m->vm, PTXVM_E_NO_MEMORY, "out of memory");
    *len = n;
    if (cap) {
        size_t c = n < cap - 1 ? n : cap - 1;
        memcpy(buf, text, c);
        buf[c] = 0;
    }
    pv_free(&m->vm->heap, text, n + 1);
    return pv_ok(m->vm);
}
/* ---- src/api_pending.c ---- */
/* Public functions whose machinery is not built yet: launches,
   host-function calls from kernels, textures and surfaces.
   Each checks its arguments and then fails with PTXVM_E_UNSUPPORTED and
   a message saying what is missing, never silently. */

static ptxvm_result pending(ptxvm_vm *vm, const char *what)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    return pv_error(vm, PTXVM_E_UNSUPPORTED,
                    "%s: not supported by this version of ptxvm (%s)", what,
                    ptxvm_version());
}

ptxvm_result ptxvm_texture_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  const ptxvm_texture_desc *tex, uint64_t *out)
{
    PV_UNUSED(res);
    PV_UNUSED(tex);
    if (out)
        *out = 0;
    return pending(vm, "textures (ptxvm_texture_create)");
}

ptxvm_result ptxvm_texture_destroy(ptxvm_vm *vm, uint64_t tex)
{
    PV_UNUSED(tex);
    return pending(vm, "textures (ptxvm_texture_destroy)");
}

ptxvm_result ptxvm_surface_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  uint64_t *out)
{
    PV_UNUSED(res);
    if (out)
        *out = 0;
    return pending(vm, "surfaces (ptxvm_surface_create)");
}

ptxvm_result ptxvm_surface_destroy(ptxvm_vm *vm, uint64_t surf)
{
    PV_UNUSED(surf);
    return pending(vm, "surfaces (ptxvm_surface_destroy)");
}

ptxvm_result ptxvm_module_bind_texref(ptxvm_module *m, const char *name,
                                      uint64_t tex)
{
    PV_UNUSED(name);
    PV_UNUSED(tex);
    if (!m)
        return PTXVM_E_INVALID_ARGUMENT;
    return pending(m->vm, "texture references (ptxvm_module_bind_texref)");
}
/* ---- src/api_vm.c ---- */
/* The public API: versions, results, configuration, VM lifetime and
   error messages. */
/* ---- src/devheap.h ---- */
/* The device heap: the allocator behind device-side malloc and free.

   The heap hands out addresses inside one device range [base, base+size)
   that the caller backs with a single device-memory region (devmem.h);
   this module never touches device memory. Every piece of bookkeeping
   lives on the host, allocated through pv_heap, so a kernel that writes
   over heap memory (or past a block's end) cannot corrupt the allocator.

   Blocks are multiples of PV_DEVHEAP_ALIGN (16) bytes at 16-byte aligned
   addresses, as CUDA guarantees. Free blocks sit in segregated free lists
   indexed by a two-level bitmap (TLSF: 29 power-of-two classes, each cut
   into 16 linear subclasses; blocks below 256 bytes get one exact list per
   size). A malloc takes the first block of the smallest non-empty class
   that is certain to fit and splits it; a free merges the block with free
   physical neighbours. Live blocks are found by address through a hash
   table. Every operation is O(1) (expected, for the hash); nothing scans
   the blocks.

   Host memory: a 28-byte record per block, live or free (merging keeps
   free blocks at most one more than live ones), and a 4-byte hash bucket
   per one to two live blocks: about 40 bytes per live block. Both arrays
   follow the high-water mark of blocks and are released by
   pv_devheap_reset and pv_devheap_destroy. Nothing is allocated until the
   first pv_devheap_malloc, so a VM can set the heap up eagerly for free
   and back it with a device region only when a kernel first mallocs.

   Thread safety: none; all state is in pv_devheap, so one mutex around
   each call is enough. */
#ifndef PTXVM_DEVHEAP_H
#define PTXVM_DEVHEAP_H

/* CUDA's default cudaLimitMallocHeapSize. */
#define PV_DEVHEAP_DEFAULT_SIZE (8ull << 20)
/* Alignment and granule of every block. */
#define PV_DEVHEAP_ALIGN        16u
/* Block lengths are counted in 32-bit granules. */
#define PV_DEVHEAP_MAX_SIZE     (1ull << 35)      /* 32 GiB */

#define PV_DEVHEAP_FL 29     /* first-level classes                      */
#define PV_DEVHEAP_SL 16     /* second-level subclasses per class        */

typedef struct pv_dh_block pv_dh_block;   /* host-side record, devheap.c */

/* In the amalgamation these are static; pv_devheap_check is for tests
   only, and a build may not use the rest, so an unused one must not
   warn. */
#if defined(__GNUC__) || defined(__clang__)
#  define PV_DEVHEAP_MAYBE_UNUSED __attribute__((unused))
#else
#  define PV_DEVHEAP_MAYBE_UNUSED
#endif

typedef struct pv_devheap {
    pv_heap     *heap;        /* host allocator for the records          */
    uint64_t     base;        /* device range [base, base + size)        */
    uint64_t     size;        /* a multiple of 16                        */
    uint64_t     in_use;      /* bytes in live blocks (16-byte multiples)*/
    uint64_t     peak;        /* high-water mark of in_use               */
    uint32_t     nlive;       /* live blocks                             */
    uint32_t     nfree;       /* free blocks                             */
    /* block records, indexed by uint32 (they move when the array grows) */
    pv_dh_block *blocks;
    uint32_t     nblocks;     /* records ever used (<= cap)              */
    uint32_t     cap;
    uint32_t     spare;       /* list of recycled records                */
    uint32_t     head;        /* the block at offset 0; stays fixed      */
    /* live blocks by granule offset: chained through the records */
    uint32_t    *buckets;
    uint32_t     hash_bits;   /* 2^hash_bits buckets; 0: none yet        */
    /* free lists */
    uint32_t     fl_map;
    uint32_t     sl_map[PV_DEVHEAP_FL];
    uint32_t     free_head[PV_DEVHEAP_FL][PV_DEVHEAP_SL];
} pv_devheap;

typedef struct pv_devheap_stats {
    uint64_t in_use, peak;    /* as in pv_devheap                        */
    uint32_t live_blocks;
    uint32_t free_blocks;
    size_t   meta_bytes;      /* host bytes held for bookkeeping         */
} pv_devheap_stats;

/* Set up a heap over [base, base + size) with bookkeeping from host.
   base must be 16-byte aligned; size is rounded down to a multiple of 16
   and must then be in [16, PV_DEVHEAP_MAX_SIZE], and base + size must not
   wrap. Allocates nothing. Returns PTXVM_OK or PTXVM_E_INVALID_ARGUMENT
   (h is then still safe to destroy). */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
ptxvm_result pv_devheap_init(pv_devheap *h, pv_heap *host, uint64_t base,
                             uint64_t size);
/* Release all host memory; every block is gone. h may be initialised
   again; destroying twice is harmless. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
void pv_devheap_destroy(pv_devheap *h);
/* Free every block and the host memory, keeping base and size: the state
   pv_devheap_init leaves (in_use and peak back to 0). */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
void pv_devheap_reset(pv_devheap *h);

/* Allocate size bytes. *addr is a 16-byte aligned device address, or 0
   when no free block fits (as device malloc returns NULL; PTXVM_OK).
   size 0 gets a unique 16-byte block: CUDA documents only "at least size
   bytes, or NULL if insufficient memory", and a distinct pointer keeps
   malloc(0) != NULL working as on the host.
   Returns PTXVM_E_NO_MEMORY (with *addr = 0 and the heap unchanged) when
   the host allocator fails. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
ptxvm_result pv_devheap_malloc(pv_devheap *h, uint64_t size, uint64_t *addr);
/* Free the block at addr; 0 does nothing. An address that is not the
   start of a live block (outside the heap, inside a block, already freed)
   returns PTXVM_E_INVALID_ARGUMENT and changes nothing. Never allocates. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
ptxvm_result pv_devheap_free(pv_devheap *h, uint64_t addr);

/* Usable bytes of the live block starting at addr, or 0. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
uint64_t pv_devheap_block_size(const pv_devheap *h, uint64_t addr);
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
void pv_devheap_get_stats(const pv_devheap *h, pv_devheap_stats *s);
/* Walk every structure and check its invariants: 0 when consistent, else
   a nonzero code naming the broken one. O(blocks); for tests. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
int pv_devheap_check(const pv_devheap *h);

#endif
/* ---- end src/devheap.h, back in src/api_vm.c ---- */
#include <stdarg.h>
#include <stdio.h>

const char *ptxvm_version(void)
{
    return PTXVM_VERSION_STRING;
}

int ptxvm_version_number(void)
{
    return PTXVM_VERSION_NUMBER;
}

const char *ptxvm_result_name(ptxvm_result r)
{
    static const char *const names[] = {
        "PTXVM_OK", "PTXVM_E_INVALID_ARGUMENT", "PTXVM_E_NO_MEMORY",
        "PTXVM_E_SYNTAX", "PTXVM_E_SEMANTIC", "PTXVM_E_UNSUPPORTED",
        "PTXVM_E_NOT_FOUND", "PTXVM_E_LINK", "PTXVM_E_MEMORY_FAULT",
        "PTXVM_E_TRAP", "PTXVM_E_STEP_LIMIT", "PTXVM_E_DEADLOCK",
        "PTXVM_E_HOST", "PTXVM_E_INTERRUPTED", "PTXVM_E_LIMIT"
    };
    if ((unsigned)r < PV_COUNTOF(names))
        return names[r];
    return "PTXVM_E_UNKNOWN";
}

PTXVM_INTERNAL ptxvm_result pv_error(ptxvm_vm *vm, ptxvm_result code,
                                     const char *fmt, ...)
{
    va_list ap;
    if (!vm)
        return code;
    va_start(ap, fmt);
    vsnprintf(vm->err, sizeof vm->err, fmt, ap);
    va_end(ap);
    return code;
}

PTXVM_INTERNAL ptxvm_result pv_ok(ptxvm_vm *vm)
{
    if (vm)
        vm->err[0] = 0;
    return PTXVM_OK;
}

void ptxvm_config_init(ptxvm_config *cfg)
{
    if (cfg)
        memset(cfg, 0, sizeof *cfg);
}

ptxvm_result ptxvm_create(const ptxvm_config *cfg, ptxvm_vm **out)
{
    ptxvm_config c;
    pv_heap heap;
    ptxvm_vm *vm;
    if (!out)
        return PTXVM_E_INVALID_ARGUMENT;
    *out = NULL;
    if (cfg)
        c = *cfg;
    else
        ptxvm_config_init(&c);
    if (c.flags & ~PTXVM_FLAG_UNCHECKED)
        return PTXVM_E_INVALID_ARGUMENT;
    heap.fn = c.host.alloc ? c.host.alloc : pv_default_alloc;
    heap.user = c.host.user;
    heap.live = heap.peak = 0;
    vm = (ptxvm_vm *)pv_realloc(&heap, NULL, 0, sizeof *vm);
    if (!vm)
        return PTXVM_E_NO_MEMORY;
    memset(vm, 0, sizeof *vm);
    vm->cfg = c;
    vm->heap = heap;
    vm->heap.live = heap.live;
    vm->heap.peak = heap.peak;
    pv_devmem_init(&vm->mem, &vm->heap, c.device_mem_limit);
    if (pv_mutex_init(&vm->lock) != 0) {
        pv_heap hh;
        pv_devmem_free(&vm->mem);
        hh = vm->heap;
        pv_free(&hh, vm, sizeof *vm);
        return PTXVM_E_NO_MEMORY;
    }
    vm->stack_size = 1024;
    vm->heap_size = (uint64_t)8 << 20;
    vm->module_limit = PTXVM_MAX_MODULE_BYTES;
    vm->nesting = PTXVM_MAX_NESTING;
    vm->cta_memory = (uint64_t)256 << 20;
    if (c.flags & PTXVM_FLAG_UNCHECKED)
        vm->mem.host_align = 0;
    *out = vm;
    return PTXVM_OK;
}

void ptxvm_destroy(ptxvm_vm *vm)
{
    uint32_t i;
    pv_heap heap;
    if (!vm)
        return;
    while (vm->modules)
        ptxvm_module_unload(vm->modules);
    if (vm->devheap) {
        pv_devheap_destroy(vm->devheap);
        pv_free(&vm->heap, vm->devheap, sizeof *vm->devheap);
    }
    pv_devmem_free(&vm->mem);
    pv_mutex_destroy(&vm->lock);
    for (i = 0; i < vm->nhostfns; i++)
        pv_free(&vm->heap, vm->hostfns[i].name, vm->hostfns[i].name_len + 1);
    if (vm->hostfns)
        pv_free(&vm->heap, vm->hostfns, (size_t)vm->caphostfns * sizeof(pv_hostfn));
    if (vm->isa)
        isa_destroy(vm->isa);
    heap = vm->heap;
    pv_free(&heap, vm, sizeof *vm);
}

const char *ptxvm_error_message(const ptxvm_vm *vm)
{
    return vm ? vm->err : "";
}

ptxvm_result ptxvm_register_function(ptxvm_vm *vm, const char *name,
                                     ptxvm_host_fn fn, void *user)
{
    size_t len;
    uint32_t i;
    char *copy;
    if (!vm || !name || !fn)
        return vm ? pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                             "ptxvm_register_function: name and fn must not "
                             "be NULL") : PTXVM_E_INVALID_ARGUMENT;
    len = strlen(name);
    if (len == 0)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_register_function: empty name");
    for (i = 0; i < vm->nhostfns; i++) {
        if (vm->hostfns[i].name_len == len &&
            memcmp(vm->hostfns[i].name, name, len) == 0) {
            vm->hostfns[i].fn = fn;
            vm->hostfns[i].user = user;
            return pv_ok(vm);
        }
    }
    copy = (char *)pv_realloc(&vm->heap, NULL, 0, len + 1);
    if (!copy)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "out of memory");
    memcpy(copy, name, len + 1);
    if (vm->nhostfns == vm->caphostfns) {
        pv_hostfn *n = (pv_hostfn *)pv_grow(&vm->heap, vm->hostfns,
                                            &vm->caphostfns, vm->nhostfns + 1,
                                            sizeof *n);
        if (!n) {
            pv_free(&vm->heap, copy, len + 1);
            return pv_error(vm, PTXVM_E_NO_MEMORY, "out of memory");
        }
        vm->hostfns = n;
    }
    vm->hostfns[vm->nhostfns].name = copy;
    vm->hostfns[vm->nhostfns].name_len = len;
    vm->hostfns[vm->nhostfns].fn = fn;
    vm->hostfns[vm->nhostfns].user = user;
    vm->nhostfns++;
    return pv_ok(vm);
}

ptxvm_result ptxvm_set_limit(ptxvm_vm *vm, ptxvm_limit limit, uint64_t value)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    switch (limit) {
    case PTXVM_LIMIT_STACK_SIZE:
        if (value > ((uint64_t)1 << 20))
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a "
                            "stack of %llu bytes per thread exceeds 1 MiB",
                            (unsigned long long)value);
        vm->stack_size = (uint32_t)value;
        return pv_ok(vm);
    case PTXVM_LIMIT_MALLOC_HEAP_SIZE:
        if (vm->devheap)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: the "
                            "device heap is in use; its size can no longer change");
        if (value < PV_DEVHEAP_ALIGN || value > PV_DEVHEAP_MAX_SIZE)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a heap "
                            "of %llu bytes (16 bytes to 32 GiB)",
                            (unsigned long long)value);
        vm->heap_size = value;
        return pv_ok(vm);
    case PTXVM_LIMIT_MODULE_SIZE:
        if (!value || value > PTXVM_MAX_MODULE_BYTES)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a "
                            "module size of %llu bytes (1 to %lu)",
                            (unsigned long long)value,
                            (unsigned long)PTXVM_MAX_MODULE_BYTES);
        vm->module_limit = (size_t)value;
        return pv_ok(vm);
    case PTXVM_LIMIT_NESTING:
        if (!value || value > PTXVM_MAX_NESTING)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a "
                            "nesting depth of %llu (1 to %d)",
                            (unsigned long long)value, PTXVM_MAX_NESTING);
        vm->nesting = (uint32_t)value;
        return pv_ok(vm);
    case PTXVM_LIMIT_CTA_MEMORY:
        if (value < ((uint64_t)1 << 16) || value > ((uint64_t)1 << 40))
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a "
                            "CTA context of %llu bytes (64 KiB to 1 TiB)",
                            (unsigned long long)value);
        vm->cta_memory = value;
        return pv_ok(vm);
    default:
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: unknown "
                        "limit %d", (int)limit);
    }
}

ptxvm_result ptxvm_get_limit(ptxvm_vm *vm, ptxvm_limit limit, uint64_t *value)
{
    if (!vm || !value)
        return vm ? pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_get_limit: "
                             "value is NULL") : PTXVM_E_INVALID_ARGUMENT;
    switch (limit) {
    case PTXVM_LIMIT_STACK_SIZE: *value = vm->stack_size; return pv_ok(vm);
    case PTXVM_LIMIT_MALLOC_HEAP_SIZE: *value = vm->heap_size; return pv_ok(vm);
    case PTXVM_LIMIT_MODULE_SIZE: *value = vm->module_limit; return pv_ok(vm);
    case PTXVM_LIMIT_NESTING: *value = vm->nesting; return pv_ok(vm);
    case PTXVM_LIMIT_CTA_MEMORY: *value = vm->cta_memory; return pv_ok(vm);
    default:
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_get_limit: unknown "
                        "limit %d", (int)limit);
    }
}

PTXVM_INTERNAL ptxvm_result pv_vm_heap(ptxvm_vm *vm)
{
    pv_devheap *h;
    uint64_t base;
    ptxvm_result r;
    if (vm->devheap)
        return PTXVM_OK;
    h = (pv_devheap *)pv_realloc(&vm->heap, NULL, 0, sizeof *h);
    if (!h)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "out of memory");
    r = pv_devmem_add(&vm->mem, PV_REGION_MODULE, vm->heap_size, NULL,
                      PTXVM_READ | PTXVM_WRITE, NULL, NULL, &base);
    if (r != PTXVM_OK) {
        pv_free(&vm->heap, h, sizeof *h);
        return pv_error(vm, r, "%llu bytes of device memory for the heap",
                        (unsigned long long)vm->heap_size);
    }
    if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED)    /* addresses are the host's */
        base = (uint64_t)(uintptr_t)pv_devmem_lookup(&vm->mem, base)->host;
    r = pv_devheap_init(h, &vm->heap, base, vm->heap_size);
    if (r != PTXVM_OK) {
        pv_free(&vm->heap, h, sizeof *h);
        return pv_error(vm, r, "device heap");
    }
    vm->devheap = h;
    return PTXVM_OK;
}
/* ---- src/atomops.c ---- */
/* The per-element work of atom and red (ops_atom.h): the new value of an
   operation, and the read-modify-write on host memory.

   Global memory may be shared by CTAs running on several host threads, so
   its updates use the GNU __atomic builtins (GCC, clang): fetch-and-op
   where the host has the operation, a compare-exchange loop otherwise
   (float adds, min/max, inc/dec), and a 16-bit element is updated through
   its containing aligned 32-bit word. Compilers without those builtins
   get a plain load, compute, store: correct while one host thread runs
   the CTAs of a launch, which is then the embedder's responsibility. */
/* ---- src/softfp.h ---- */
/* Bit-exact IEEE floating-point arithmetic on bit patterns, as the GPU
   computes it, in every rounding mode, without touching the host's
   floating-point environment: all rounding is done in integers.

   Values travel as uint64_t bit patterns in the low bits (f16/bf16 in the
   low 16, f32 in the low 32, e4m3/e5m2 in the low 8). One generic engine
   serves every format: each operation is computed exactly (wide integer
   significands with a sticky bit) and rounded once.

   NaN results: f32/f16/bf16 operations return the canonical NaN (all
   fraction bits set, sign clear: 0x7fffffff, 0x7fff). f64 arithmetic
   (add sub mul fma div sqrt rcp) propagates the first NaN operand (a, then
   b, then c) with its quiet bit set, as the ISA says f64 instructions
   support NaN payloads; a NaN created by the operation (inf-inf, 0*inf,
   sqrt(-1), 0/0) is the canonical 0x7fffffffffffffff.

   .ftz (flag SF_FTZ) flushes subnormal inputs and results to sign-
   preserving zero; a result counts as subnormal when, rounded to the
   format's precision with an unbounded exponent, it is below the smallest
   normal ("tininess after rounding"). f64 ignores SF_FTZ. */
#ifndef PTXVM_SOFTFP_H
#define PTXVM_SOFTFP_H

/* Every entry point is used by the interpreter (fpops.c). */
#define SF_API PTXVM_INTERNAL

typedef enum sf_rnd {
    SF_RN,  /* nearest, ties to even (.rn, .rni)  */
    SF_RZ,  /* toward zero (.rz, .rzi)             */
    SF_RM,  /* toward -inf (.rm, .rmi)             */
    SF_RP,  /* toward +inf (.rp, .rpi)             */
    SF_RNA  /* nearest, ties away from zero (.rna) */
} sf_rnd;

typedef enum sf_fmt {
    SF_F16, SF_BF16, SF_F32, SF_F64,
    SF_TF32,  /* f32 layout, 10 fraction bits kept (cvt destination only) */
    SF_E4M3,  /* OCP e4m3fn: no infinity, NaN = S.1111.111               */
    SF_E5M2   /* IEEE-like 1.5.2                                        */
} sf_fmt;

/* Flags (or-ed). */
#define SF_FTZ       1u   /* .ftz                                        */
#define SF_SAT       2u   /* .sat: clamp to [0,1], NaN -> +0             */
#define SF_SATFINITE 4u   /* .satfinite: overflow/inf -> max finite      */
#define SF_RELU      8u   /* .relu: negative -> +0 (NaN stays NaN)       */
#define SF_NANPROP  16u   /* min/max .NaN: any NaN input gives NaN       */
#define SF_XORSIGN  32u   /* min/max .xorsign.abs                        */

typedef enum sf_testp_op {
    SF_TP_FINITE, SF_TP_INFINITE, SF_TP_NUMBER, SF_TP_NOTANUMBER,
    SF_TP_NORMAL, SF_TP_SUBNORMAL
} sf_testp_op;

typedef enum sf_cmp {
    SF_EQ, SF_NE, SF_LT, SF_LE, SF_GT, SF_GE,
    SF_EQU, SF_NEU, SF_LTU, SF_LEU, SF_GTU, SF_GEU,
    SF_NUM, SF_NAN
} sf_cmp;

/* ---- arithmetic: f16, bf16, f32, f64 ------------------------------------
   flags: SF_FTZ, SF_SAT (applied after rounding). */
SF_API uint64_t sf_add(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags);
SF_API uint64_t sf_sub(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags);
SF_API uint64_t sf_mul(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags);
/* a*b+c with a single rounding. */
SF_API uint64_t sf_fma(sf_fmt f, uint64_t a, uint64_t b, uint64_t c,
                               sf_rnd rm, unsigned flags);
SF_API uint64_t sf_div(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags);
SF_API uint64_t sf_sqrt(sf_fmt f, uint64_t a, sf_rnd rm,
                                unsigned flags);
/* Correctly rounded 1/a (rcp.rnd). */
SF_API uint64_t sf_rcp(sf_fmt f, uint64_t a, sf_rnd rm,
                               unsigned flags);

/* ---- min/max (flags: SF_FTZ, SF_NANPROP, SF_XORSIGN) --------------------
   One NaN input gives the other input; two give the canonical NaN; -0 is
   less than +0. */
SF_API uint64_t sf_min(sf_fmt f, uint64_t a, uint64_t b,
                               unsigned flags);
SF_API uint64_t sf_max(sf_fmt f, uint64_t a, uint64_t b,
                               unsigned flags);

/* ---- sign operations: pure bit operations (NaN payloads kept, sign bit
   changed, as the ISA allows), after flushing subnormals with SF_FTZ. */
SF_API uint64_t sf_abs(sf_fmt f, uint64_t a, unsigned flags);
SF_API uint64_t sf_neg(sf_fmt f, uint64_t a, unsigned flags);
/* copysign d, a, b: the sign of a on the value of b. */
SF_API uint64_t sf_copysign(sf_fmt f, uint64_t a, uint64_t b);

/* ---- classification and comparison --------------------------------------
   testp: zeros count as normal. setp: SF_FTZ flushes inputs first. */
SF_API int sf_testp(sf_fmt f, uint64_t a, sf_testp_op op);
SF_API int sf_setp(sf_fmt f, uint64_t a, uint64_t b, sf_cmp op,
                           unsigned flags);
SF_API int sf_isnan(sf_fmt f, uint64_t a);

/* ---- conversions --------------------------------------------------------
   Float to float (any formats above). rm applies when narrowing. Flags:
   SF_FTZ (flushes an f32 source and an f32 destination only), SF_SAT,
   SF_SATFINITE, SF_RELU. NaN gives the destination's canonical NaN
   (0x7f for e4m3/e5m2). e4m3 overflow without SF_SATFINITE gives NaN.
   SF_TF32 as destination returns f32 bits with the low 13 bits zero; as a
   source it is read as f32. */
SF_API uint64_t sf_cvt_ff(sf_fmt dst, sf_fmt src, uint64_t a,
                                  sf_rnd rm, unsigned flags);
/* Float to integer of `bits` (8, 16, 32, 64) bits, signed or not, rounded
   by rm (.rni .rzi .rmi .rpi), saturated to the range, NaN -> 0. Returns
   the integer in two's complement, sign-extended to 64 bits. Flags:
   SF_FTZ (f32 source). */
SF_API uint64_t sf_cvt_fi(int is_signed, int bits, sf_fmt src,
                                  uint64_t a, sf_rnd rm, unsigned flags);
/* Integer to float: v is the integer's value, sign-extended to 64 bits
   when is_signed. Flags: SF_FTZ (f32 destination), SF_SAT, SF_SATFINITE. */
SF_API uint64_t sf_cvt_if(sf_fmt dst, uint64_t v, int is_signed,
                                  sf_rnd rm, unsigned flags);
/* Round to an integral value in the same format (cvt.rni.f32.f32 etc.).
   Flags: SF_FTZ, SF_SAT. */
SF_API uint64_t sf_round_int(sf_fmt f, uint64_t a, sf_rnd rm,
                                     unsigned flags);

#endif
/* ---- end src/softfp.h, back in src/atomops.c ---- */

#if (defined(__GNUC__) || defined(__clang__)) && defined(__ATOMIC_SEQ_CST)
#  define PV_HOST_ATOMICS 1
#else
#  define PV_HOST_ATOMICS 0
#endif

static uint64_t elem_mask(uint32_t size)
{
    return size >= 8 ? ~(uint64_t)0 : (((uint64_t)1 << (8 * size)) - 1);
}

static uint64_t sext(uint64_t v, uint32_t size)
{
    uint32_t sh = 64 - 8 * size;
    return (uint64_t)((int64_t)(v << sh) >> sh);
}

/* An IEEE operation on one element, or on both halves of a pair. */
static uint64_t fop(uint32_t op, sf_fmt f, uint64_t a, uint64_t b, int ftz)
{
    if (op == PV_AOP_ADD)
        return sf_add(f, a, b, SF_RN, ftz ? SF_FTZ : 0);
    return op == PV_AOP_MIN ? sf_min(f, a, b, 0) : sf_max(f, a, b, 0);
}

static uint64_t fop2(uint32_t op, sf_fmt f, uint64_t a, uint64_t b)
{
    uint64_t lo = fop(op, f, a & 0xffffu, b & 0xffffu, 0) & 0xffffu;
    uint64_t hi = fop(op, f, (a >> 16) & 0xffffu, (b >> 16) & 0xffffu, 0) & 0xffffu;
    return hi << 16 | lo;
}

PTXVM_INTERNAL uint64_t pv_atom_new(uint32_t aux, uint64_t old, uint64_t b,
                                    uint64_t c, int ftz)
{
    uint32_t size = PV_MEM_SIZE(aux), type = PV_ATOM_TYPE(aux);
    uint64_t mask = elem_mask(size), r;
    old &= mask;
    b &= mask;
    switch (type) {
    case PV_AT_F:
        if (PV_ATOM_OP(aux) >= PV_AOP_ADD && PV_ATOM_OP(aux) != PV_AOP_INC &&
            PV_ATOM_OP(aux) != PV_AOP_DEC)
            return fop(PV_ATOM_OP(aux), size == 8 ? SF_F64 : SF_F32, old, b,
                       ftz && size == 4) & mask;
        break;
    case PV_AT_F16: case PV_AT_BF16:
        if (PV_ATOM_OP(aux) == PV_AOP_ADD || PV_ATOM_OP(aux) == PV_AOP_MIN ||
            PV_ATOM_OP(aux) == PV_AOP_MAX)
            return fop(PV_ATOM_OP(aux), type == PV_AT_F16 ? SF_F16 : SF_BF16,
                       old, b, 0) & 0xffffu;
        break;
    case PV_AT_F16X2: case PV_AT_BF16X2:
        if (PV_ATOM_OP(aux) == PV_AOP_ADD || PV_ATOM_OP(aux) == PV_AOP_MIN ||
            PV_ATOM_OP(aux) == PV_AOP_MAX)
            return fop2(PV_ATOM_OP(aux), type == PV_AT_F16X2 ? SF_F16 : SF_BF16,
                        old, b);
        break;
    default:
        break;
    }
    switch (PV_ATOM_OP(aux)) {
    case PV_AOP_AND:  r = old & b; break;
    case PV_AOP_OR:   r = old | b; break;
    case PV_AOP_XOR:  r = old ^ b; break;
    case PV_AOP_CAS:  r = old == b ? c : old; break;
    case PV_AOP_EXCH: r = b; break;
    case PV_AOP_ADD:  r = old + b; break;
    case PV_AOP_INC:  r = old >= b ? 0 : old + 1; break;
    case PV_AOP_DEC:  r = (old == 0 || old > b) ? b : old - 1; break;
    case PV_AOP_MIN:
    case PV_AOP_MAX: {
        int lt = type == PV_AT_S ? (int64_t)sext(old, size) < (int64_t)sext(b, size)
                                 : old < b;
        r = (PV_ATOM_OP(aux) == PV_AOP_MIN) == lt ? old : b;
        break;
    }
    default: r = old; break;
    }
    return r & mask;
}

#if PV_HOST_ATOMICS
/* Read-modify-write loops: compute from the value last seen, retry when
   another thread changed it in between. */
#define PV_CAS_LOOP(T, p, expr_new)                                       \
    do {                                                                  \
        T o_ = __atomic_load_n(p, __ATOMIC_RELAXED), n_;                  \
        do {                                                              \
            n_ = (T)(expr_new);                                           \
        } while (!__atomic_compare_exchange_n(p, &o_, n_, 1,              \
                                              __ATOMIC_SEQ_CST,           \
                                              __ATOMIC_RELAXED));         \
        return o_;                                                        \
    } while (0)

static uint64_t host32(uint32_t aux, uint32_t *p, uint32_t b, uint32_t c, int ftz)
{
    uint32_t t = PV_ATOM_TYPE(aux);
    int integer = t == PV_AT_U || t == PV_AT_S;
    switch (PV_ATOM_OP(aux)) {
    case PV_AOP_AND:  return __atomic_fetch_and(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_OR:   return __atomic_fetch_or(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_XOR:  return __atomic_fetch_xor(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_EXCH: return __atomic_exchange_n(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_CAS:
        __atomic_compare_exchange_n(p, &b, c, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
        return b;            /* the value found, equal to b or not */
    case PV_AOP_ADD:
        if (integer)
            return __atomic_fetch_add(p, b, __ATOMIC_SEQ_CST);
        break;
    default:
        break;
    }
    PV_CAS_LOOP(uint32_t, p, pv_atom_new(aux, o_, b, c, ftz));
}

static uint64_t host64(uint32_t aux, uint64_t *p, uint64_t b, uint64_t c, int ftz)
{
    uint32_t t = PV_ATOM_TYPE(aux);
    int integer = t == PV_AT_U || t == PV_AT_S;
    switch (PV_ATOM_OP(aux)) {
    case PV_AOP_AND:  return __atomic_fetch_and(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_OR:   return __atomic_fetch_or(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_XOR:  return __atomic_fetch_xor(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_EXCH: return __atomic_exchange_n(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_CAS:
        __atomic_compare_exchange_n(p, &b, c, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
        return b;
    case PV_AOP_ADD:
        if (integer)
            return __atomic_fetch_add(p, b, __ATOMIC_SEQ_CST);
        break;
    default:
        break;
    }
    PV_CAS_LOOP(uint64_t, p, pv_atom_new(aux, o_, b, c, ftz));
}

/* A 16-bit element through its aligned 32-bit word: the other half is
   written back as it was seen. */
static uint64_t host16(uint32_t aux, uint8_t *p, uint64_t b, uint64_t c)
{
    uint32_t off = (uint32_t)((uintptr_t)p & 2u);
    uint32_t *w = (uint32_t *)(void *)(p - off);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    uint32_t sh = (2 - off) * 8;
#else
    uint32_t sh = off * 8;
#endif
    uint32_t o = __atomic_load_n(w, __ATOMIC_RELAXED), n;
    do {
        uint32_t e = (uint32_t)pv_atom_new(aux, (o >> sh) & 0xffffu, b, c, 0);
        n = (o & ~(0xffffu << sh)) | (e << sh);
    } while (!__atomic_compare_exchange_n(w, &o, n, 1, __ATOMIC_SEQ_CST,
                                          __ATOMIC_RELAXED));
    return (o >> sh) & 0xffffu;
}
#endif

PTXVM_INTERNAL uint64_t pv_atom_rmw(uint32_t aux, uint8_t *p, uint64_t b,
                                    uint64_t c, int ftz, int host_atomic,
                                    int word_ok)
{
    uint32_t size = PV_MEM_SIZE(aux);
    uint64_t old = 0, n;
#if PV_HOST_ATOMICS
    if (host_atomic) {
        if (size == 4)
            return host32(aux, (uint32_t *)(void *)p, (uint32_t)b, (uint32_t)c, ftz);
        if (size == 8)
            return host64(aux, (uint64_t *)(void *)p, b, c, ftz);
        if (size == 2 && word_ok)
            return host16(aux, p, b, c);
    }
#else
    PV_UNUSED(host_atomic);
    PV_UNUSED(word_ok);
#endif
    if (size == 2) {
        uint16_t h;
        memcpy(&h, p, 2);
        old = h;
    } else if (size == 4) {
        uint32_t v;
        memcpy(&v, p, 4);
        old = v;
    } else {
        memcpy(&old, p, 8);
    }
    n = pv_atom_new(aux, old, b, c, ftz);
    if (size == 2) {
        uint16_t h = (uint16_t)n;
        memcpy(p, &h, 2);
    } else if (size == 4) {
        uint32_t v = (uint32_t)n;
        memcpy(p, &v, 4);
    } else {
        memcpy(p, &n, 8);
    }
    return old;
}
/* ---- src/compile.c ---- */
/* The compiler: a checked kernel's IR to bytecode (bytecode.h).

   It walks the kernel with the checker (sema_visit), so names
   resolve with the same block scoping and every instruction arrives with
   its decoded modifiers. Registers get columns in the warp register file,
   constants get constant columns, labels become instruction indices, and
   each instruction gets the handler for its operation and type. An
   instruction it cannot lower yet fails the compile with
   PTXVM_E_UNSUPPORTED naming it and its line. */
/* ---- src/compile_int.h ---- */
/* The compiler's internals, shared by compile.c (the driver, layout,
   moves, memory and control flow) and the instruction-family lowerers
   (compile_intfam.c: integer; compile_floatfam.c: floating point). */
#ifndef PTXVM_COMPILE_INT_H
#define PTXVM_COMPILE_INT_H

#define CC_COL32 (PV_LANES * 4u)
#define CC_COL64 (PV_LANES * 8u)
#define CC_NO_SLOT 0xffffffffu

typedef struct cc_fix {
    uint32_t insn;           /* the BRA to patch                           */
    uint32_t label;          /* ir_module.labels index                     */
} cc_fix;

typedef struct cc {
    ptxvm_module *mod;
    ir_module    *m;
    pv_diag      *d;
    pv_heap      *h;
    const ir_func *f;
    pv_code      *code;
    uint32_t      cap, ccap, fcap;
    uint32_t     *var_slot;    /* per variable: column offset, predicate
                                  slot, or address in its space          */
    uint32_t     *label_bc;    /* per label: bytecode index               */
    cc_fix       *fixes;
    uint32_t      nfixes;
    uint32_t      dyn_shared;  /* offset of extern .shared                 */
    uint32_t      cc_flag;     /* CC.CF predicate slot + 1 (0: none yet)   */
    /* functions (compile_call.c) */
    uint32_t     *fn_code;     /* per ir function: pv_func index + 1       */
    uint32_t     *defs;        /* (name, ir function) of each definition,
                                  sorted: finds a declaration's body       */
    uint32_t      ndefs;       /* pairs in defs; built on first need       */
    pv_sema      *S;           /* the checker, bound once per compile       */
    uint8_t      *var_home;    /* per variable: CC_HOME_*                  */
    uint32_t     *var_fp;      /* per CC_HOME_FRAME variable: fp column    */
    uint32_t      local;       /* fixed .local bytes placed so far          */
    uint32_t      cur;         /* pv_func being compiled + 1; 0: the kernel */
    uint32_t      cur_fp;      /* its frame-pointer column                  */
    uint32_t      shared;      /* static .shared bytes placed so far        */
    pv_save      *used;        /* registers the function being compiled
                                  names (a recursive one saves them)       */
    uint32_t      nused, used_cap;
    uint32_t     *lay;         /* a call's argument layout when it has more
                                  than fit on the stack (compile_call.c)   */
    uint32_t      lay_cap;
} cc;

/* Where a .local or function .param variable lives. */
enum { CC_HOME_NONE, CC_HOME_LOCAL, CC_HOME_FRAME };

typedef struct cc_op {
    uint32_t slot;           /* column offset or predicate slot          */
    int      wide;           /* 64-bit column                            */
    int      pred;
} cc_op;

/* Fail the compile: `instruction 'add.cc.u32' is not supported ...` with
   the instruction's position and an optional detail. */
PTXVM_INTERNAL PV_NORETURN void cc_unsupported(cc *C, const ir_inst *in,
                                               const char *why);
/* Append an instruction (guard none, operands 0) for IR instruction src. */
PTXVM_INTERNAL pv_insn *cc_emit(cc *C, uint32_t op, uint32_t src);
/* Fresh register-file bytes (scratch columns); a fresh predicate slot. */
PTXVM_INTERNAL uint32_t cc_cols(cc *C, uint32_t bytes);
/* A constant column holding value (32- or 64-bit). */
PTXVM_INTERNAL uint32_t cc_const(cc *C, uint64_t value, int wide);
/* A register operand's column (element/component applied). */
PTXVM_INTERNAL cc_op cc_reg(cc *C, pv_sema *S, const ir_inst *in,
                            const ir_opnd *o);
/* A source operand as a column of the given width: registers, or
   constants placed in constant columns (f64 literals rounded to f32 for
   32-bit operands). */
PTXVM_INTERNAL uint32_t cc_src(cc *C, pv_sema *S, const ir_inst *in,
                               const ir_opnd *o, int wide);
/* An address operand [reg+off], [var+off] or [off]: the register column
   (PV_NO_REG for none; *addr32 when it is 32-bit) and the constant part
   in *off; *var_space receives the space a variable implies (SP_LOCAL
   for .local and function .param variables; SP_NONE for registers and
   constants). */
PTXVM_INTERNAL uint32_t cc_addr_operand(cc *C, pv_sema *S, const ir_inst *in,
                                        const ir_opnd *o, uint64_t *off, int *addr32,
                                        uint32_t *var_space);
/* A predicate register operand's slot. */
PTXVM_INTERNAL uint32_t cc_pred(cc *C, pv_sema *S, const ir_inst *in,
                                const ir_opnd *o);
/* Copy the instruction's guard onto I. */
PTXVM_INTERNAL void cc_guard(cc *C, pv_sema *S, const ir_inst *in, pv_insn *I);

/* Place variable vi: registers in columns; .local and .param ones at a
   fixed .local offset, or in the frame when frame is not NULL. */
PTXVM_INTERNAL void cc_place_var(cc *C, uint32_t vi, uint32_t *frame);

/* Calls (compile_call.c): find and lay out the functions kernel needs;
   the entry moves of function pfi; lower call and ret (in NULL: the
   implicit return at the end of a function). */
PTXVM_INTERNAL void cc_calls_plan(cc *C, uint32_t kernel);
PTXVM_INTERNAL void cc_function_prologue(cc *C, uint32_t pfi);
PTXVM_INTERNAL void cc_lower_call(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii);
PTXVM_INTERNAL void cc_lower_ret(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii);
PTXVM_INTERNAL int cc_var_local(cc *C, uint32_t vi, uint32_t *base, uint64_t *off);
/* Note that the function being compiled names a register (kind 4, 8, or
   0 for a predicate); after its body, build its save list. */
PTXVM_INTERNAL void cc_note_reg(cc *C, uint32_t slot, uint32_t kind);
PTXVM_INTERNAL void cc_function_saves(cc *C, uint32_t pfi);

/* Instruction families: lower in and return 1, or return 0 to leave it to
   the core (which fails with PTXVM_E_UNSUPPORTED when it cannot). */
PTXVM_INTERNAL int cc_lower_intfam(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_lower_floatfam(cc *C, pv_sema *S, const ir_inst *in,
                                     uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_lower_warpfam(cc *C, pv_sema *S, const ir_inst *in,
                                    uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_lower_atomfam(cc *C, pv_sema *S, const ir_inst *in,
                                    uint32_t ii, const isa_decoded *dec);
PTXVM_INTERNAL int cc_lower_barfam(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec);
#endif
/* ---- end src/compile_int.h, back in src/compile.c ---- */
/* ---- src/fpconv.h ---- */
/* Exact conversions between floating-point formats, done on bit patterns
   so that results never depend on the host's rounding mode or on its
   floating-point environment. */
#ifndef PTXVM_FPCONV_H
#define PTXVM_FPCONV_H

/* Round the double with bits d to the binary format with ebits exponent
   bits and mbits fraction bits (f32: 8/23, f16: 5/10, bf16: 8/7), to
   nearest even; overflow gives infinity, NaN the canonical quiet NaN
   (all fraction bits set, as the GPU produces). */
PTXVM_INTERNAL uint32_t fp_from_f64_rn(uint64_t d, int ebits, int mbits);
/* Widen a binary format to double bits (exact). */
PTXVM_INTERNAL uint64_t fp_to_f64(uint32_t x, int ebits, int mbits);
/* Integer to double bits, rounded to nearest even. */
PTXVM_INTERNAL uint64_t fp_f64_from_u64(uint64_t v, int is_signed);
#endif
/* ---- end src/fpconv.h, back in src/compile.c ---- */
#include <stdio.h>

PTXVM_INTERNAL void cc_unsupported(cc *C, const ir_inst *in, const char *why)
{
    char op[200];
    size_t n = (size_t)snprintf(op, sizeof op, "%s", ir_name(C->m, in->opcode));
    uint32_t j;
    for (j = 0; j < in->nmods && n < sizeof op; j++)
        n += (size_t)snprintf(op + n, sizeof op - n, "%s",
                              ir_name(C->m, ir_mods(C->m, in)[j]));
    pv_fail(C->d, PTXVM_E_UNSUPPORTED, in->line, in->col,
            "instruction '%s' is not supported by this version of ptxvm%s%s",
            op, why ? ": " : "", why ? why : "");
}

static void *cc_grow(cc *C, void *data, uint32_t *cap, uint32_t need, size_t elem)
{
    void *p = pv_grow(C->h, data, cap, need, elem);
    if (!p)
        pv_fail_oom(C->d);
    return p;
}

PTXVM_INTERNAL pv_insn *cc_emit(cc *C, uint32_t op, uint32_t src)
{
    pv_insn *I;
    pv_code *k = C->code;
    if (k->ninsns == C->cap)
        k->insns = (pv_insn *)cc_grow(C, k->insns, &C->cap, k->ninsns + 1, sizeof *I);
    I = &k->insns[k->ninsns++];
    memset(I, 0, sizeof *I);
    I->op = (uint16_t)op;
    I->guard = PV_NO_GUARD;
    I->src = src;
    return I;
}

PTXVM_INTERNAL uint32_t cc_cols(cc *C, uint32_t bytes)
{
    uint32_t at = C->code->rf_bytes;
    if ((uint64_t)at + bytes > 0x10000000u)
        pv_fail(C->d, PTXVM_E_LIMIT, C->f->line, C->f->col,
                "kernel needs more than 256 MiB of registers per warp");
    C->code->rf_bytes += bytes;
    return at;
}

/* A constant column holding value (of width 4 or 8). */
PTXVM_INTERNAL uint32_t cc_const(cc *C, uint64_t value, int wide)
{
    pv_code *k = C->code;
    uint32_t i;
    for (i = 0; i < k->nconsts; i++)
        if (k->consts[i].value == value && k->consts[i].wide == (uint32_t)wide)
            return k->consts[i].slot;
    if (k->nconsts == C->ccap)
        k->consts = (pv_const *)cc_grow(C, k->consts, &C->ccap, k->nconsts + 1,
                                        sizeof *k->consts);
    k->consts[k->nconsts].slot = cc_cols(C, wide ? CC_COL64 : CC_COL32);
    k->consts[k->nconsts].wide = (uint32_t)wide;
    k->consts[k->nconsts].value = value;
    return k->consts[k->nconsts++].slot;
}

static uint32_t align_up(uint32_t v, uint32_t a)
{
    return (v + a - 1) & ~(a - 1);
}

/* ---- layout ---------------------------------------------------------- */

/* What one kernel may declare. Offsets and sizes are 32-bit, and a
   register or predicate slot computed past one of these would alias
   another variable or reach outside the register file, so larger
   declarations fail here. Guards hold a predicate slot in 15 bits;
   .local (per thread), .param (per kernel) and .shared (per CTA; the
   launch checks it again with the dynamic bytes) are CUDA's maxima. */
#define CC_MAX_PREDS  (PV_GUARD_NEG - 1u)
#define CC_MAX_LOCAL  (512u << 10)
#define CC_MAX_PARAM  32764u
#define CC_MAX_SHARED 232448u

/* Place a .local, .param or .shared variable at the next offset of *ctr
   aligned for it. */
static uint32_t cc_place_bytes(cc *C, const ir_var *v, uint32_t *ctr,
                               uint32_t max, const char *what)
{
    uint32_t at = align_up(*ctr, v->align ? v->align : 1);
    if (at < *ctr || (uint64_t)at + v->size > max)
        pv_fail(C->d, PTXVM_E_LIMIT, v->line, v->col, "'%s' puts %s past %u "
                "bytes, the most ptxvm allows", ir_name(C->m, v->name), what, max);
    *ctr = at + (uint32_t)v->size;
    return at;
}

PTXVM_INTERNAL void cc_place_var(cc *C, uint32_t vi, uint32_t *frame)
{
    ir_var *v = &C->m->vars.data[vi];
    uint64_t n = (uint64_t)(v->count ? v->count : 1) * (v->vec ? v->vec : 1);
    uint32_t *ctr = frame ? frame : &C->local;
    switch (v->space) {
    case SP_REG:
        if (v->type == T_PRED) {
            if ((uint64_t)C->code->npreds + n > CC_MAX_PREDS)
                pv_fail(C->d, PTXVM_E_LIMIT, v->line, v->col, "more than %u "
                        "predicate registers in one kernel", CC_MAX_PREDS);
            C->var_slot[vi] = C->code->npreds;
            C->code->npreds += (uint32_t)n;
        } else if (ir_type_size((ir_type)v->type) <= 8) {
            uint32_t col = ir_type_size((ir_type)v->type) <= 4 ? CC_COL32 : CC_COL64;
            if (n > 0x10000000u / col)     /* as cc_cols says, before n * col wraps */
                pv_fail(C->d, PTXVM_E_LIMIT, v->line, v->col,
                        "kernel needs more than 256 MiB of registers per warp");
            C->var_slot[vi] = cc_cols(C, (uint32_t)n * col);
        } else {
            pv_fail(C->d, PTXVM_E_LIMIT, v->line, v->col,
                    "%s registers are not supported by this version of ptxvm",
                    ir_name(C->m, ir_type_kw((ir_type)v->type)));
        }
        break;
    case SP_LOCAL: case SP_PARAM:
        /* .param here: a call's argument or result in a body. It lives
           from its st.param to its call, or from the call's return to its
           ld.param, never across another call, so even a recursive
           function keeps it at a fixed offset (its address may not be
           taken: see lower_mov). */
        if (v->space == SP_PARAM)
            ctr = &C->local;
        C->var_slot[vi] = cc_place_bytes(C, v, ctr, CC_MAX_LOCAL,
                                         "the thread's .local memory");
        C->var_home[vi] = ctr != &C->local ? CC_HOME_FRAME : CC_HOME_LOCAL;
        C->var_fp[vi] = C->cur_fp;
        break;
    case SP_SHARED:
        if (v->linkage == LK_EXTERN) {
            C->var_slot[vi] = CC_NO_SLOT - 1;   /* dynamic: resolved below */
            break;
        }
        C->var_slot[vi] = cc_place_bytes(C, v, &C->shared, CC_MAX_SHARED,
                                         "the CTA's .shared memory");
        break;
    default:
        break;
    }
}

static void layout(cc *C)
{
    const ir_func *f = C->f;
    uint32_t i, param = 0;
    pv_code *k = C->code;
    /* module-scope .shared variables are part of every CTA */
    for (i = 0; i < C->m->items.len; i++) {
        const ir_item *it = &C->m->items.data[i];
        if (it->kind == IT_VAR && C->m->vars.data[it->index].space == SP_SHARED)
            cc_place_var(C, it->index, NULL);
    }
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &C->m->stmts.data[f->stmts + i];
        if (st->kind == ST_VAR)
            cc_place_var(C, st->index, NULL);
    }
    /* kernel parameters in the CUDA layout: each at its alignment */
    k->nparams = f->nparams;
    if (f->nparams) {
        k->param_offsets = (uint32_t *)pv_realloc(C->h, NULL, 0,
                                                  f->nparams * sizeof(uint32_t));
        if (!k->param_offsets)
            pv_fail_oom(C->d);
    }
    for (i = 0; i < f->nparams; i++) {
        const ir_var *v = &C->m->vars.data[f->params + i];
        k->param_offsets[i] = cc_place_bytes(C, v, &param, CC_MAX_PARAM,
                                             "the kernel's parameters");
        C->var_slot[f->params + i] = k->param_offsets[i];
    }
    k->param_bytes = param;
}

/* After every function is laid out: dynamic .shared goes after the
   static variables of all of them. */
static void layout_finish(cc *C)
{
    uint32_t i;
    C->dyn_shared = align_up(C->shared, 16);
    for (i = 1; i < C->m->vars.len; i++)
        if (C->var_slot[i] == CC_NO_SLOT - 1)
            C->var_slot[i] = C->dyn_shared;
    C->code->local_bytes = align_up(C->local, 16);
    C->code->shared_bytes = C->dyn_shared;   /* dynamic .shared starts there */
}

/* ---- operands --------------------------------------------------------- */


static cc_op ref_col(cc *C, const sema_ref *rr, const ir_opnd *o);

/* The column of a register operand (with its element or component). */
PTXVM_INTERNAL cc_op cc_reg(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o)
{
    sema_ref r;
    if ((o->kind != OK_REG) || sema_resolve(S, o->sym, &r) != 0 ||
        r.kind != REF_VAR || r.space != SP_REG)
        cc_unsupported(C, in, "operand form");
    return ref_col(C, &r, o);
}

static cc_op ref_col(cc *C, const sema_ref *rr, const ir_opnd *o)
{
    sema_ref r = *rr;
    cc_op out;
    const ir_var *v;
    uint32_t elem;
    memset(&out, 0, sizeof out);
    v = &C->m->vars.data[r.index];
    elem = r.element * (v->vec ? v->vec : 1);
    if (o->flags & OF_COMP)
        elem += o->comp;
    if (v->type == T_PRED) {
        out.pred = 1;
        out.slot = C->var_slot[r.index] + elem;
        cc_note_reg(C, out.slot, 0);
        return out;
    }
    out.wide = ir_type_size((ir_type)v->type) == 8;
    out.slot = C->var_slot[r.index] + elem * (out.wide ? CC_COL64 : CC_COL32);
    cc_note_reg(C, out.slot, out.wide ? 8 : 4);
    return out;
}

/* A source operand as a column: registers as they are, constants in a
   constant column of the instruction's width. */
PTXVM_INTERNAL uint32_t cc_src(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o,
                        int wide)
{
    if (o->kind == OK_INT || o->kind == OK_F64 || o->kind == OK_F32) {
        uint64_t v = o->val;
        if (o->kind == OK_F64 && !wide)      /* 1.5 in an f32 instruction */
            v = fp_from_f64_rn(v, 8, 23);
        if (o->kind == OK_F32 && wide)
            v = fp_to_f64((uint32_t)v, 8, 23);
        return cc_const(C, wide ? v : (uint32_t)v, wide);
    }
    {
        cc_op r = cc_reg(C, S, in, o);
        if (r.pred || r.wide != wide)
            cc_unsupported(C, in, "register width");
        return r.slot;
    }
}

PTXVM_INTERNAL uint32_t cc_pred(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o)
{
    cc_op r = cc_reg(C, S, in, o);
    if (!r.pred)
        cc_unsupported(C, in, "predicate operand");
    return r.slot;
}

PTXVM_INTERNAL void cc_guard(cc *C, pv_sema *S, const ir_inst *in, pv_insn *I)
{
    sema_ref r;
    if (!in->guard)
        return;
    if (sema_resolve(S, in->guard, &r) != 0 || r.kind != REF_VAR)
        cc_unsupported(C, in, "guard");
    I->guard = (uint16_t)(C->var_slot[r.index] + r.element);
    cc_note_reg(C, C->var_slot[r.index] + r.element, 0);
    if (in->flags & IF_GUARD_NEG)
        I->guard |= PV_GUARD_NEG;
}

/* ---- lowering ---------------------------------------------------------- */

static int type_wide(ir_type t)
{
    return ir_type_size(t) == 8;
}

static int is_signed(ir_type t)
{
    return ir_type_class(t) == TC_SINT;
}

static void emit3(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  uint32_t op, int wide)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    pv_insn *I;
    cc_op d = cc_reg(C, S, in, &o[0]);
    uint32_t a = cc_src(C, S, in, &o[1], wide);
    uint32_t b = in->nopnds > 2 ? cc_src(C, S, in, &o[2], wide) : 0;
    uint32_t c = in->nopnds > 3 ? cc_src(C, S, in, &o[3], wide) : 0;
    if (d.pred || d.wide != wide)
        cc_unsupported(C, in, "destination width");
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
    I->b = b;
    I->c = c;
}

static uint32_t cmp_code(uint8_t cmp)
{
    switch (cmp) {
    case ISA_CMP_EQ: return PV_CMP_EQ;
    case ISA_CMP_NE: return PV_CMP_NE;
    case ISA_CMP_LT: return PV_CMP_LT;
    case ISA_CMP_LE: return PV_CMP_LE;
    case ISA_CMP_GT: return PV_CMP_GT;
    case ISA_CMP_GE: return PV_CMP_GE;
    case ISA_CMP_LO: return PV_CMP_LO;
    case ISA_CMP_LS: return PV_CMP_LS;
    case ISA_CMP_HI: return PV_CMP_HI;
    case ISA_CMP_HS: return PV_CMP_HS;
    case ISA_CMP_EQU: return PV_CMP_EQU;
    case ISA_CMP_NEU: return PV_CMP_NEU;
    case ISA_CMP_LTU: return PV_CMP_LTU;
    case ISA_CMP_LEU: return PV_CMP_LEU;
    case ISA_CMP_GTU: return PV_CMP_GTU;
    case ISA_CMP_GEU: return PV_CMP_GEU;
    case ISA_CMP_NUM: return PV_CMP_NUM;
    default: return PV_CMP_NAN;
    }
}

static void lower_setp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    int wide = type_wide(t), cls = ir_type_class(t);
    uint32_t op, p, q = CC_NO_SLOT, code = cmp_code(dec->cmp);
    pv_insn *I;
    if (dec->boolop || (dec->flags & ISA_F(FTZ)) || t == T_F16 || t == T_BF16 ||
        t == T_F16X2 || t == T_BF16X2 || ir_type_size(t) < 4)
        cc_unsupported(C, in, NULL);
    if (o[0].kind == OK_PAIR) {
        const ir_opnd *e = C->m->opnds.data + o[0].sub;
        p = e[0].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[0]);
        q = e[1].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[1]);
    } else {
        p = cc_pred(C, S, in, &o[0]);
    }
    if (cls == TC_FLOAT)
        op = wide ? PV_OP_SETP_F64 : PV_OP_SETP_F32;
    else
        op = wide ? PV_OP_SETP_I64 : PV_OP_SETP_I32;
    /* integer lt/le/gt/ge compare by the type's signedness */
    if (cls != TC_FLOAT && !is_signed(t)) {
        if (code == PV_CMP_LT) code = PV_CMP_LO;
        else if (code == PV_CMP_LE) code = PV_CMP_LS;
        else if (code == PV_CMP_GT) code = PV_CMP_HI;
        else if (code == PV_CMP_GE) code = PV_CMP_HS;
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = p == CC_NO_SLOT ? C->code->npreds : p;
    if (p == CC_NO_SLOT)
        C->code->npreds++;                 /* a scratch predicate */
    I->a = cc_src(C, S, in, &o[1], wide);
    I->b = cc_src(C, S, in, &o[2], wide);
    I->aux = code;
    if (q != CC_NO_SLOT) {
        uint32_t pd = I->d;
        I = cc_emit(C, PV_OP_MOV_PN, ii);
        cc_guard(C, S, in, I);
        I->d = q;
        I->a = pd;
    }
}

PTXVM_INTERNAL uint32_t cc_addr_operand(cc *C, pv_sema *S, const ir_inst *in,
                                        const ir_opnd *o, uint64_t *off, int *addr32,
                                        uint32_t *var_space)
{
    sema_ref r;
    *off = o->val;
    *addr32 = 0;
    *var_space = SP_NONE;
    if (o->kind != OK_ADDR || (o->flags & OF_ARRAY))
        cc_unsupported(C, in, "address form");
    if (!o->sym)
        return PV_NO_REG;
    if (sema_resolve(S, o->sym, &r) != 0 || r.kind != REF_VAR)
        cc_unsupported(C, in, "address form");
    if (r.space == SP_REG) {
        cc_op a = ref_col(C, &r, o);
        if (a.pred)
            cc_unsupported(C, in, "address register");
        *addr32 = !a.wide;
        return a.slot;
    }
    *var_space = r.space;
    {
        uint32_t base;
        uint64_t voff;
        if (cc_var_local(C, r.index, &base, &voff)) {
            /* .local, or a function's .param: fixed or in the frame */
            *var_space = SP_LOCAL;
            *off += voff;
            *addr32 = base != PV_NO_REG;
            return base;
        }
    }
    switch (r.space) {
    case SP_PARAM: case SP_SHARED: case SP_LOCAL:
        *off += C->var_slot[r.index];
        return PV_NO_REG;
    case SP_GLOBAL: case SP_CONST:
        *off += pv_module_var_addr(C->mod, r.index);
        return PV_NO_REG;
    default:
        cc_unsupported(C, in, "address of this state space");
    }
}

static uint32_t vector_reg(cc *C, pv_sema *S, const ir_opnd *o);

/* One LD or ST: d the first data column (stride bytes apart), areg the
   address register, off its constant offset. */
static void emit_mem(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                     int store, uint32_t d, uint32_t areg, uint64_t off,
                     uint32_t stride, uint32_t aux)
{
    pv_insn *I = cc_emit(C, store ? PV_OP_ST : PV_OP_LD, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = areg;
    I->x = off;
    I->c = stride;
    I->aux = aux;
}

/* A vector access whose registers are not consecutive columns (reversed,
   repeated, constants, `_`): one vector access through consecutive
   temporary columns, so that it is checked and done as a whole like any
   other (alignment to the vector's size, all elements or none). */
static void cc_vector_temps(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                            const ir_opnd *e, uint32_t vec, uint32_t size,
                            ir_type t, uint32_t space, uint32_t areg,
                            uint64_t off, int addr32, int store)
{
    uint32_t i, tmp, col;
    int tw = size == 8;
    pv_insn *I;
    for (i = 0; !store && i < vec; i++)      /* narrow loads into wide ones */
        if (e[i].kind == OK_REG && cc_reg(C, S, in, &e[i]).wide)
            tw = 1;
    col = tw ? CC_COL64 : CC_COL32;
    tmp = cc_cols(C, vec * col);
    for (i = 0; store && i < vec; i++) {
        cc_op ri;
        if (e[i].kind != OK_REG) {
            ri.wide = tw;
            ri.slot = cc_src(C, S, in, &e[i], tw);
            ri.pred = 0;
        } else {
            ri = cc_reg(C, S, in, &e[i]);
        }
        if (ri.pred)
            cc_unsupported(C, in, "predicate data");
        I = cc_emit(C, ri.wide == tw ? (tw ? PV_OP_MOV64 : PV_OP_MOV32) :
                       tw ? PV_OP_CVT_U64_U32 : PV_OP_CVT_U32_U64, ii);
        cc_guard(C, S, in, I);
        I->d = tmp + i * col;
        I->a = ri.slot;
    }
    emit_mem(C, S, in, ii, store, tmp, areg, off, col,
             PV_MEM_AUX(size, vec, space) | (is_signed(t) ? PV_MEM_SIGNED : 0) |
             (tw ? PV_MEM_WIDE_DST : 0) | (addr32 ? PV_MEM_ADDR32 : 0));
    for (i = 0; !store && i < vec; i++) {
        cc_op ri;
        if (e[i].kind == OK_SINK)
            continue;
        if (e[i].kind != OK_REG)
            cc_unsupported(C, in, "operand form");
        ri = cc_reg(C, S, in, &e[i]);
        if (ri.pred)
            cc_unsupported(C, in, "predicate data");
        I = cc_emit(C, ri.wide == tw ? (tw ? PV_OP_MOV64 : PV_OP_MOV32) :
                       PV_OP_CVT_U32_U64, ii);
        cc_guard(C, S, in, I);
        I->d = ri.slot;
        I->a = tmp + i * col;
    }
}

static void lower_ldst(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec, int store)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    const ir_opnd *data = store ? &o[1] : &o[0], *addr = store ? &o[0] : &o[1];
    ir_type t = (ir_type)dec->types[0];
    uint32_t size = ir_type_size(t), vec = dec->vec ? dec->vec : 1, aux, space;
    uint32_t var_space, areg, first, stride = 0;
    uint64_t off;
    int addr32, wide = 0;
    pv_insn *I;
    /* with .L2::cache_hint a third operand carries the cache policy: a
       hint only, it changes no result */
    if (in->nopnds > 2 + ((dec->flags & ISA_F(CACHE_HINT)) != 0) || size == 0 ||
        size > 8 || t == T_PRED)
        cc_unsupported(C, in, NULL);
    space = dec->space;
    areg = cc_addr_operand(C, S, in, addr, &off, &addr32, &var_space);
    if ((space == SP_NONE || space == SP_PARAM) && var_space != SP_NONE)
        space = var_space;          /* ld [var]: the variable's own space */
    if (space == SP_PARAM && C->cur)
        space = SP_LOCAL;           /* a function's parameters are .local */
    if (space == SP_CONST)
        space = SP_GLOBAL;          /* .const lives in read-only global memory */
    if (space == SP_PARAM && (C->f->flags & FF_ENTRY) && store)
        cc_unsupported(C, in, "stores to kernel parameters");
    if (space != SP_NONE && space != SP_GLOBAL && space != SP_SHARED &&
        space != SP_LOCAL && space != SP_PARAM)
        cc_unsupported(C, in, "state space");
    /* data: a register, a brace of registers, or a vector register */
    if (data->kind == OK_VEC) {
        const ir_opnd *e = C->m->opnds.data + data->sub;
        uint32_t i;
        cc_op r0;
        int plain = 1;
        if (data->n != vec)
            cc_unsupported(C, in, "vector operand");
        for (i = 0; i < vec; i++)        /* sinks `_` and constants */
            plain &= e[i].kind == OK_REG;
        if (plain) {
            r0 = cc_reg(C, S, in, &e[0]);
            first = r0.slot;
            wide = r0.wide;
        }
        stride = wide ? CC_COL64 : CC_COL32;
        /* the elements must be consecutive columns to use one handler;
           otherwise emit one access per element */
        for (i = 1; plain && i < vec; i++) {
            cc_op ri = cc_reg(C, S, in, &e[i]);
            if (ri.wide != wide || ri.slot != first + i * stride || ri.pred)
                break;
        }
        if (!plain || i < vec) {
            int sinks = 0;
            if (addr32 == 0 && areg == PV_NO_REG && (off & (size * vec - 1)) &&
                space != SP_PARAM)
                cc_unsupported(C, in, "misaligned vector address");
            for (i = 0; i < vec; i++)
                sinks |= e[i].kind == OK_SINK;
            if (space != SP_PARAM && !(store && sinks)) {
                cc_vector_temps(C, S, in, ii, e, vec, size, t, space, areg, off,
                                addr32, store);
                return;
            }
            for (i = 0; i < vec; i++) {
                cc_op ri;
                if (e[i].kind == OK_SINK)
                    continue;
                if (e[i].kind != OK_REG) {
                    if (!store)
                        cc_unsupported(C, in, "operand form");
                    ri.wide = size == 8;
                    ri.slot = cc_src(C, S, in, &e[i], ri.wide);
                    ri.pred = 0;
                } else {
                    ri = cc_reg(C, S, in, &e[i]);
                }
                aux = PV_MEM_AUX(size, 1u, space) |
                      (is_signed(t) ? PV_MEM_SIGNED : 0) |
                      (ri.wide ? PV_MEM_WIDE_DST : 0) |
                      (addr32 ? PV_MEM_ADDR32 : 0);
                I = cc_emit(C, store ? PV_OP_ST : PV_OP_LD, ii);
                cc_guard(C, S, in, I);
                I->d = ri.slot;
                I->a = areg;
                I->x = off + (uint64_t)i * size;
                I->aux = aux;
            }
            return;
        }
    } else if (vec > 1 && vector_reg(C, S, data) == vec) {
        cc_op r = cc_reg(C, S, in, data);    /* ld.v4.u32 V, [a] */
        first = r.slot;
        wide = r.wide;
        stride = wide ? CC_COL64 : CC_COL32;
    } else {
        cc_op r;
        if (vec != 1)
            cc_unsupported(C, in, "vector register operand");
        if (store && (data->kind == OK_INT || data->kind == OK_F32 ||
                      data->kind == OK_F64)) {
            wide = size == 8;
            first = cc_src(C, S, in, data, wide);
        } else if (store && data->kind == OK_SYM) {
            /* st [a], r + 8: the register plus a constant */
            ir_opnd reg = *data;
            pv_insn *A;
            reg.kind = OK_REG;
            r = cc_reg(C, S, in, &reg);
            if (r.pred)
                cc_unsupported(C, in, "predicate data");
            wide = r.wide;
            A = cc_emit(C, wide ? PV_OP_ADD_I64 : PV_OP_ADD_I32, ii);
            cc_guard(C, S, in, A);
            A->d = cc_cols(C, wide ? CC_COL64 : CC_COL32);
            A->a = r.slot;
            A->b = cc_const(C, wide ? data->val : (uint32_t)data->val, wide);
            first = A->d;
        } else {
            r = cc_reg(C, S, in, data);
            if (r.pred)
                cc_unsupported(C, in, "predicate data");
            first = r.slot;
            wide = r.wide;
        }
        stride = wide ? CC_COL64 : CC_COL32;
    }
    if (space == SP_PARAM && !store && areg == PV_NO_REG &&
        (C->f->flags & FF_ENTRY) && vec == 1) {
        I = cc_emit(C, PV_OP_LD_PARAM, ii);      /* a kernel parameter */
        cc_guard(C, S, in, I);
        I->d = first;
        I->x = off;
        I->aux = PV_MEM_AUX(size, 1u, 0u) | (is_signed(t) ? PV_MEM_SIGNED : 0) |
                 (wide ? PV_MEM_WIDE_DST : 0);
        return;
    }
    aux = PV_MEM_AUX(size, vec, space) | (is_signed(t) ? PV_MEM_SIGNED : 0) |
          (wide ? PV_MEM_WIDE_DST : 0) | (addr32 ? PV_MEM_ADDR32 : 0);
    emit_mem(C, S, in, ii, store, first, areg, off, stride, aux);
}

/* Is o a whole vector register (a .v2/.v4 name without a component)? */
static uint32_t vector_reg(cc *C, pv_sema *S, const ir_opnd *o)
{
    sema_ref r;
    if (o->kind != OK_REG || (o->flags & OF_COMP) ||
        sema_resolve(S, o->sym, &r) != 0 || r.kind != REF_VAR ||
        r.space != SP_REG)
        return 0;
    return C->m->vars.data[r.index].vec;
}

/* mov.b64 d, {a, b} / mov.b64 {a, b}, s / the same through a vector
   register: the elements are 8-, 16- or 32-bit registers. */
static void lower_pack(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       ir_type t)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int unpack = o[0].kind == OK_VEC || vector_reg(C, S, &o[0]);
    const ir_opnd *whole = unpack ? &o[1] : &o[0], *parts = unpack ? &o[0] : &o[1];
    uint32_t n, i, cols[4] = {PV_NO_REG, PV_NO_REG, PV_NO_REG, PV_NO_REG};
    uint32_t total = ir_type_size(t) * 8, bits;
    pv_insn *I;
    cc_op w;
    if (parts->kind == OK_VEC) {
        const ir_opnd *e = C->m->opnds.data + parts->sub;
        n = parts->n;
        if (n > 4)
            cc_unsupported(C, in, "more than 4 elements");
        for (i = 0; i < n; i++) {
            cc_op r;
            if (e[i].kind == OK_SINK && unpack)
                continue;
            if (!unpack && e[i].kind != OK_REG) {
                cols[i] = cc_src(C, S, in, &e[i], 0);
                continue;
            }
            r = cc_reg(C, S, in, &e[i]);
            if (r.wide || r.pred)
                cc_unsupported(C, in, "64-bit elements");
            cols[i] = r.slot;
        }
    } else {
        cc_op r = cc_reg(C, S, in, parts);
        n = vector_reg(C, S, parts);
        if (r.wide || r.pred || n > 4)
            cc_unsupported(C, in, "vector register");
        for (i = 0; i < n; i++)
            cols[i] = r.slot + i * CC_COL32;
    }
    if (!n || total % n || total > 64)
        cc_unsupported(C, in, NULL);
    bits = total / n;
    if (whole->kind == OK_REG) {
        w = cc_reg(C, S, in, whole);
        if (w.pred || w.wide != (total == 64))
            cc_unsupported(C, in, "register width");
    } else if (unpack) {
        w.slot = cc_src(C, S, in, whole, total == 64);
    } else {
        cc_unsupported(C, in, NULL);
    }
    I = cc_emit(C, unpack ? PV_OP_UNPACK : PV_OP_PACK, ii);
    cc_guard(C, S, in, I);
    I->d = w.slot;
    I->a = cols[0];
    I->b = cols[1];
    I->c = cols[2];
    I->aux = cols[3];
    I->x = bits | (n << 8);
}

/* Special registers whose value this virtual device fixes: one SM
   (%smid 0 of %nsmid 1), every CTA its own one-CTA cluster, no
   performance counters or environment registers (0), clocks counted in
   warp instructions. */
static void lower_sreg_const(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                             uint32_t d, int wide, uint32_t kw, uint32_t comp)
{
    pv_insn *I;
    uint32_t op = PV_OP_ADDR_OF;
    uint64_t value = 0;
    switch (kw) {
    case KW_sr_nsmid: case KW_sr_cluster_nctarank: value = 1; break;
    case KW_sr_cluster_nctaid: value = 1; break;
    case KW_sr_clusterid: op = PV_OP_SREG_CTAID; break;
    case KW_sr_nclusterid: op = PV_OP_SREG_NCTAID; break;
    case KW_sr_globaltimer: case KW_sr_globaltimer_lo: op = PV_OP_SREG_CLOCK64; break;
    case KW_sr_aggr_smem_size: op = PV_OP_SREG_SMEM; comp = 1; break;
    case KW_sr_smid: case KW_sr_gridid: case KW_sr_cluster_ctaid:
    case KW_sr_cluster_ctarank: case KW_sr_current_graph_exec:
    case KW_sr_reserved_smem_offset_begin: case KW_sr_reserved_smem_offset_end:
    case KW_sr_reserved_smem_offset_cap: case KW_sr_reserved_smem_offset_0:
    case KW_sr_reserved_smem_offset_1: case KW_sr_clock_hi:
    case KW_sr_globaltimer_hi:
        break;
    default: {
        const char *n = ir_name(C->m, kw);
        if (strncmp(n, "%envreg", 7) != 0 && strncmp(n, "%pm", 3) != 0)
            cc_unsupported(C, in, "special register");
    }
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    if (op == PV_OP_ADDR_OF) {
        I->x = value;
        I->aux = (uint32_t)wide;
    } else {
        I->aux = comp;
        I->x = (uint64_t)wide;
    }
}

/* The elements of a vector operand: braces or a vector register. */
static uint32_t vec_elems(cc *C, pv_sema *S, const ir_inst *in,
                          const ir_opnd *o, uint32_t n, int wide, int dest,
                          uint32_t *cols)
{
    uint32_t i;
    if (o->kind == OK_VEC) {
        const ir_opnd *e = C->m->opnds.data + o->sub;
        if (o->n != n)
            cc_unsupported(C, in, "vector length");
        for (i = 0; i < n; i++) {
            if (e[i].kind == OK_SINK && dest) {
                cols[i] = PV_NO_REG;
                continue;
            }
            if (dest) {
                cc_op r = cc_reg(C, S, in, &e[i]);
                if (r.pred || r.wide != wide)
                    cc_unsupported(C, in, "element width");
                cols[i] = r.slot;
            } else {
                cols[i] = cc_src(C, S, in, &e[i], wide);
            }
        }
        return n;
    }
    if (vector_reg(C, S, o) == n) {
        cc_op r = cc_reg(C, S, in, o);
        if (r.wide != wide)
            cc_unsupported(C, in, "element width");
        for (i = 0; i < n; i++)
            cols[i] = r.slot + i * (wide ? CC_COL64 : CC_COL32);
        return n;
    }
    cc_unsupported(C, in, "vector operand");
}

/* mov.v4.u16 {a, b, c, d}, {e, f, g, h}: every source is read before any
   destination is written (the lists may overlap), through scratch columns. */
static void lower_vec_mov(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                          const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int wide = ir_type_size((ir_type)dec->types[0]) == 8;
    uint32_t n = dec->vec, i, src[8], dst[8], tmp[8];
    pv_insn *I;
    vec_elems(C, S, in, &o[1], n, wide, 0, src);
    vec_elems(C, S, in, &o[0], n, wide, 1, dst);
    for (i = 0; i < n; i++) {
        tmp[i] = cc_cols(C, wide ? CC_COL64 : CC_COL32);
        I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
        cc_guard(C, S, in, I);
        I->d = tmp[i];
        I->a = src[i];
    }
    for (i = 0; i < n; i++) {
        if (dst[i] == PV_NO_REG)
            continue;
        I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
        cc_guard(C, S, in, I);
        I->d = dst[i];
        I->a = tmp[i];
    }
}

static void lower_mov(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    int wide = type_wide(t);
    sema_ref r;
    pv_insn *I;
    cc_op d;
    if (in->nopnds != 2)
        cc_unsupported(C, in, NULL);
    if (dec->vec) {
        lower_vec_mov(C, S, in, ii, dec);
        return;
    }
    if (o[0].kind == OK_VEC || o[1].kind == OK_VEC ||
        vector_reg(C, S, &o[0]) || vector_reg(C, S, &o[1])) {
        lower_pack(C, S, in, ii, t);
        return;
    }
    if (o[0].kind != OK_REG)
        cc_unsupported(C, in, NULL);
    d = cc_reg(C, S, in, &o[0]);
    if (t == T_PRED) {
        I = cc_emit(C, PV_OP_MOVP, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        if (o[1].kind == OK_INT) {
            I->op = PV_OP_SETP_CONST;
            I->x = o[1].val != 0;
        } else if ((o[1].kind == OK_REG || o[1].kind == OK_SYM) &&
                   sema_resolve(S, o[1].sym, &r) == 0 && r.kind == REF_SREG) {
            /* %is_explicit_cluster: launches have no cluster dimensions */
            if (r.index != KW_sr_is_explicit_cluster)
                cc_unsupported(C, in, "special register");
            I->op = PV_OP_SETP_CONST;
            I->x = 0;
        } else {
            I->a = cc_pred(C, S, in, &o[1]);
        }
        return;
    }
    if (d.wide != wide)
        cc_unsupported(C, in, "destination width");
    if ((o[1].kind == OK_REG || o[1].kind == OK_SYM) &&
        sema_resolve(S, o[1].sym, &r) == 0) {
        if (r.kind == REF_SREG) {
            static const struct { uint16_t kw, op; } sr[] = {
                {KW_sr_tid, PV_OP_SREG_TID}, {KW_sr_ntid, PV_OP_SREG_NTID},
                {KW_sr_ctaid, PV_OP_SREG_CTAID}, {KW_sr_nctaid, PV_OP_SREG_NCTAID},
                {KW_sr_laneid, PV_OP_SREG_LANEID}, {KW_sr_warpid, PV_OP_SREG_WARPID},
                {KW_sr_nwarpid, PV_OP_SREG_NWARPID},
                {KW_sr_lanemask_eq, PV_OP_SREG_LANEMASK},
                {KW_sr_lanemask_le, PV_OP_SREG_LANEMASK},
                {KW_sr_lanemask_lt, PV_OP_SREG_LANEMASK},
                {KW_sr_lanemask_ge, PV_OP_SREG_LANEMASK},
                {KW_sr_lanemask_gt, PV_OP_SREG_LANEMASK},
                {KW_sr_clock, PV_OP_SREG_CLOCK}, {KW_sr_clock64, PV_OP_SREG_CLOCK64},
                {KW_sr_dynamic_smem_size, PV_OP_SREG_SMEM},
                {KW_sr_total_smem_size, PV_OP_SREG_SMEM},
            };
            uint32_t i;
            for (i = 0; i < PV_COUNTOF(sr); i++)
                if (sr[i].kw == r.index)
                    break;
            if (i == PV_COUNTOF(sr)) {
                lower_sreg_const(C, S, in, ii, d.slot, wide, r.index,
                                 (o[1].flags & OF_COMP) ? o[1].comp : 0);
                return;
            }
            I = cc_emit(C, sr[i].op, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->aux = (o[1].flags & OF_COMP) ? o[1].comp : 0;
            if (sr[i].op == PV_OP_SREG_LANEMASK)
                I->aux = r.index;
            if (sr[i].op == PV_OP_SREG_SMEM)
                I->aux = r.index == KW_sr_total_smem_size;
            I->x = wide;
            return;
        }
        if (r.kind == REF_VAR && r.space != SP_REG) {
            uint64_t addr;
            switch (r.space) {
            case SP_GLOBAL: case SP_CONST:
                addr = pv_module_var_addr(C->mod, r.index);
                break;
            case SP_SHARED: case SP_LOCAL: case SP_PARAM: {
                uint32_t base;
                uint64_t voff;
                if (r.space == SP_PARAM && C->cur && C->code->funcs[C->cur - 1].recursive &&
                    C->var_home[r.index] == CC_HOME_LOCAL)
                    cc_unsupported(C, in, "the address of a call's parameter in a "
                                          "recursive function");
                if (cc_var_local(C, r.index, &base, &voff) && base != PV_NO_REG) {
                    /* in a recursive function's frame: fp + offset */
                    I = cc_emit(C, PV_OP_FRAME_ADDR, ii);
                    cc_guard(C, S, in, I);
                    I->d = d.slot;
                    I->a = base;
                    I->x = voff + (o[1].kind == OK_SYM ? o[1].val : 0);
                    I->aux = (uint32_t)wide;
                    return;
                }
                addr = C->var_slot[r.index];
                break;
            }
            default:
                cc_unsupported(C, in, "address of this state space");
            }
            I = cc_emit(C, PV_OP_ADDR_OF, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->x = addr + (o[1].kind == OK_SYM ? o[1].val : 0);
            I->aux = (uint32_t)wide;
            return;
        }
        if (r.kind == REF_FUNC) {
            /* the address of a function (devmem.h: PV_FUNC_ADDR_BASE) */
            I = cc_emit(C, PV_OP_ADDR_OF, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->x = PV_FUNC_ADDR_BASE + r.index;
            I->aux = (uint32_t)wide;
            return;
        }
        if (r.kind != REF_VAR)
            cc_unsupported(C, in, "moving this kind of name");
    }
    I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = cc_src(C, S, in, &o[1], wide);
}

/* cvt's source: the relaxed rule lets a register be wider than the
   source type (cvt.s64.s32 %rd2, %rd1): its low bits are the value, moved
   into a scratch 32-bit column first. */
static uint32_t cvt_src(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const ir_opnd *o, uint32_t ss)
{
    if (ss < 8 && o->kind == OK_REG) {
        cc_op r = cc_reg(C, S, in, o);
        if (r.wide) {
            pv_insn *I = cc_emit(C, PV_OP_CVT_U32_U64, ii);
            I->d = cc_cols(C, CC_COL32);
            I->a = r.slot;
            return I->d;
        }
    }
    return cc_src(C, S, in, o, ss == 8);
}

static void lower_cvt(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type dt = (ir_type)dec->types[0], st = (ir_type)dec->types[1];
    int dcls = ir_type_class(dt), scls = ir_type_class(st);
    uint32_t ds = ir_type_size(dt), ss = ir_type_size(st), op = PV_OP_COUNT;
    pv_insn *I;
    cc_op d;
    uint32_t a;
    if (dec->flags & (ISA_F(SAT) | ISA_F(FTZ) | ISA_F(RELU) | ISA_F(SATFINITE)))
        cc_unsupported(C, in, NULL);
    d = cc_reg(C, S, in, &o[0]);
    if (dcls != TC_FLOAT && scls != TC_FLOAT && !dec->rnd) {
        if (ds == 8 && ss == 8)
            op = PV_OP_MOV64;
        else if (ds == 8)
            op = is_signed(st) ? PV_OP_CVT_S64_S32 : PV_OP_CVT_U64_U32;
        else if (ss == 8)
            op = ds == 4 ? PV_OP_CVT_U32_U64 :
                 ds == 2 ? (is_signed(dt) ? PV_OP_CVT_S16_S32 : PV_OP_CVT_U16_U32) :
                 (is_signed(dt) ? PV_OP_CVT_S8_S32 : PV_OP_CVT_U8_U32);
        else if (ds < ss || (ds == ss))
            op = ds == 4 ? PV_OP_MOV32 :
                 ds == 2 ? (is_signed(dt) ? PV_OP_CVT_S16_S32 : PV_OP_CVT_U16_U32) :
                 (is_signed(dt) ? PV_OP_CVT_S8_S32 : PV_OP_CVT_U8_U32);
        else    /* widening from 8 or 16 bits within a 32-bit column */
            op = ss == 2 ? (is_signed(st) ? PV_OP_CVT_S16_S32 : PV_OP_CVT_U16_U32) :
                 (is_signed(st) ? PV_OP_CVT_S8_S32 : PV_OP_CVT_U8_U32);
        a = cvt_src(C, S, in, ii, &o[1], ss);
        if (d.wide && ds < 8) {
            /* a 64-bit register for a narrower type: the result is
               extended to the register by the type's signedness */
            uint32_t t32 = cc_cols(C, CC_COL32);
            I = cc_emit(C, op, ii);
            cc_guard(C, S, in, I);
            I->d = t32;
            I->a = a;
            op = is_signed(dt) ? PV_OP_CVT_S64_S32 : PV_OP_CVT_U64_U32;
            a = t32;
        }
    } else if (dt == T_F32 && (st == T_S32 || st == T_U32) &&
               (dec->rnd == ISA_RND_RN || !dec->rnd)) {
        op = st == T_S32 ? PV_OP_CVT_F32_S32 : PV_OP_CVT_F32_U32;
        a = cc_src(C, S, in, &o[1], 0);
    } else if (dt == T_F64 && st == T_F32 && !dec->rnd) {
        op = PV_OP_CVT_F64_F32;
        a = cc_src(C, S, in, &o[1], 0);
    } else {
        cc_unsupported(C, in, NULL);
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
}

static void lower_float(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const isa_decoded *dec, uint32_t op32, uint32_t op64)
{
    ir_type t = (ir_type)dec->types[0];
    if ((dec->rnd && dec->rnd != ISA_RND_RN) ||
        (dec->flags & (ISA_F(FTZ) | ISA_F(SAT) | ISA_F(APPROX))) ||
        (t != T_F32 && t != T_F64))
        cc_unsupported(C, in, NULL);
    emit3(C, S, in, ii, t == T_F32 ? op32 : op64, t == T_F64);
}

static void lower_int(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec, uint32_t op32, uint32_t op64)
{
    ir_type t = (ir_type)dec->types[0];
    uint32_t sz = ir_type_size(t);
    if ((sz != 4 && sz != 8) || ir_type_class(t) == TC_FLOAT ||
        (dec->flags & (ISA_F(SAT) | ISA_F(CC))))
        cc_unsupported(C, in, NULL);
    emit3(C, S, in, ii, sz == 8 ? op64 : op32, sz == 8);
}

static void visit(void *ctx, pv_sema *S, uint32_t ii, const isa_decoded *dec)
{
    cc *C = (cc *)ctx;
    const ir_inst *in = &C->m->insts.data[ii];
    uint32_t kw = in->opcode;
    ir_type t;
    if (!dec)
        cc_unsupported(C, in, NULL);
    /* instruction families first: they take what they implement */
    if (cc_lower_intfam(C, S, in, ii, dec) || cc_lower_floatfam(C, S, in, ii, dec) ||
        cc_lower_warpfam(C, S, in, ii, dec) || cc_lower_atomfam(C, S, in, ii, dec) ||
        cc_lower_barfam(C, S, in, ii, dec))
        return;
    t = (ir_type)dec->types[0];
    switch (kw) {
    case KW_op_mov: lower_mov(C, S, in, ii, dec); return;
    case KW_op_ld: lower_ldst(C, S, in, ii, dec, 0); return;
    case KW_op_st: lower_ldst(C, S, in, ii, dec, 1); return;
    case KW_op_ldu: lower_ldst(C, S, in, ii, dec, 0); return;  /* a uniform ld */
    case KW_op_prefetch: case KW_op_prefetchu:
        return;                    /* cache hints: no effect on results */
    case KW_op_isspacep: {
        const ir_opnd *o = ir_opnds(C->m, in);
        pv_insn *I = cc_emit(C, PV_OP_ISSPACEP, ii);
        cc_guard(C, S, in, I);
        I->d = cc_pred(C, S, in, &o[0]);
        I->a = cc_src(C, S, in, &o[1], 1);
        I->aux = dec->space;
        return;
    }
    case KW_op_setp: lower_setp(C, S, in, ii, dec); return;
    case KW_op_cvt: lower_cvt(C, S, in, ii, dec); return;
    case KW_op_add:
        if (ir_type_class(t) == TC_FLOAT)
            lower_float(C, S, in, ii, dec, PV_OP_ADD_F32, PV_OP_ADD_F64);
        else
            lower_int(C, S, in, ii, dec, PV_OP_ADD_I32, PV_OP_ADD_I64);
        return;
    case KW_op_sub:
        if (ir_type_class(t) == TC_FLOAT)
            lower_float(C, S, in, ii, dec, PV_OP_SUB_F32, PV_OP_SUB_F64);
        else
            lower_int(C, S, in, ii, dec, PV_OP_SUB_I32, PV_OP_SUB_I64);
        return;
    case KW_op_mul:
        if (ir_type_class(t) == TC_FLOAT) {
            lower_float(C, S, in, ii, dec, PV_OP_MUL_F32, PV_OP_MUL_F64);
        } else if (dec->flags & ISA_F(WIDE)) {
            if (ir_type_size(t) != 4)
                cc_unsupported(C, in, NULL);
            {
                const ir_opnd *o = ir_opnds(C->m, in);
                pv_insn *I;
                cc_op d = cc_reg(C, S, in, &o[0]);
                I = cc_emit(C, is_signed(t) ? PV_OP_MUL_WIDE_S32 : PV_OP_MUL_WIDE_U32, ii);
                cc_guard(C, S, in, I);
                I->d = d.slot;
                I->a = cc_src(C, S, in, &o[1], 0);
                I->b = cc_src(C, S, in, &o[2], 0);
                if (!d.wide)
                    cc_unsupported(C, in, "destination width");
            }
        } else if (dec->flags & ISA_F(HI)) {
            if (ir_type_size(t) == 4)
                lower_int(C, S, in, ii, dec, is_signed(t) ? PV_OP_MUL_HI_S32 : PV_OP_MUL_HI_U32, 0);
            else
                lower_int(C, S, in, ii, dec, 0, is_signed(t) ? PV_OP_MUL_HI_S64 : PV_OP_MUL_HI_U64);
        } else {
            lower_int(C, S, in, ii, dec, PV_OP_MUL_LO_I32, PV_OP_MUL_LO_I64);
        }
        return;
    case KW_op_mad:
        if (ir_type_class(t) == TC_FLOAT) {
            lower_float(C, S, in, ii, dec, PV_OP_FMA_F32, PV_OP_FMA_F64);
        } else if (dec->flags & ISA_F(WIDE)) {
            const ir_opnd *o = ir_opnds(C->m, in);
            pv_insn *I;
            cc_op d = cc_reg(C, S, in, &o[0]);
            if (ir_type_size(t) != 4 || !d.wide)
                cc_unsupported(C, in, NULL);
            I = cc_emit(C, is_signed(t) ? PV_OP_MAD_WIDE_S32 : PV_OP_MAD_WIDE_U32, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->a = cc_src(C, S, in, &o[1], 0);
            I->b = cc_src(C, S, in, &o[2], 0);
            I->c = cc_src(C, S, in, &o[3], 1);
        } else if (dec->flags & ISA_F(HI)) {
            cc_unsupported(C, in, NULL);
        } else {
            lower_int(C, S, in, ii, dec, PV_OP_MAD_LO_I32, PV_OP_MAD_LO_I64);
        }
        return;
    case KW_op_fma:
        lower_float(C, S, in, ii, dec, PV_OP_FMA_F32, PV_OP_FMA_F64);
        return;
    case KW_op_neg:
        if (ir_type_class(t) == TC_FLOAT)
            lower_float(C, S, in, ii, dec, PV_OP_NEG_F32, PV_OP_NEG_F64);
        else
            lower_int(C, S, in, ii, dec, PV_OP_NEG_I32, PV_OP_NEG_I64);
        return;
    case KW_op_abs:
        if (ir_type_class(t) == TC_FLOAT)
            lower_float(C, S, in, ii, dec, PV_OP_ABS_F32, PV_OP_ABS_F64);
        else
            cc_unsupported(C, in, NULL);
        return;
    case KW_op_min: case KW_op_max:
        if (ir_type_class(t) == TC_FLOAT)
            cc_unsupported(C, in, NULL);
        if (kw == KW_op_min)
            lower_int(C, S, in, ii, dec,
                      is_signed(t) ? PV_OP_MIN_S32 : PV_OP_MIN_U32,
                      is_signed(t) ? PV_OP_MIN_S64 : PV_OP_MIN_U64);
        else
            lower_int(C, S, in, ii, dec,
                      is_signed(t) ? PV_OP_MAX_S32 : PV_OP_MAX_U32,
                      is_signed(t) ? PV_OP_MAX_S64 : PV_OP_MAX_U64);
        return;
    case KW_op_and: case KW_op_or: case KW_op_xor: case KW_op_not:
        if (t == T_PRED) {
            const ir_opnd *o = ir_opnds(C->m, in);
            pv_insn *I = cc_emit(C, kw == KW_op_and ? PV_OP_AND_P : kw == KW_op_or ?
                              PV_OP_OR_P : kw == KW_op_xor ? PV_OP_XOR_P : PV_OP_NOT_P, ii);
            cc_guard(C, S, in, I);
            I->d = cc_pred(C, S, in, &o[0]);
            I->a = cc_pred(C, S, in, &o[1]);
            if (o[1].flags & OF_NEG)
                cc_unsupported(C, in, "negated operand");
            if (kw != KW_op_not) {
                I->b = cc_pred(C, S, in, &o[2]);
                if (o[2].flags & OF_NEG)
                    cc_unsupported(C, in, "negated operand");
            }
            return;
        }
        if (ir_type_size(t) < 4)
            cc_unsupported(C, in, NULL);
        lower_int(C, S, in, ii, dec,
                  kw == KW_op_and ? PV_OP_AND_B32 : kw == KW_op_or ? PV_OP_OR_B32 :
                  kw == KW_op_xor ? PV_OP_XOR_B32 : PV_OP_NOT_B32,
                  kw == KW_op_and ? PV_OP_AND_B64 : kw == KW_op_or ? PV_OP_OR_B64 :
                  kw == KW_op_xor ? PV_OP_XOR_B64 : PV_OP_NOT_B64);
        return;
    case KW_op_shl: case KW_op_shr: {
        const ir_opnd *o = ir_opnds(C->m, in);
        uint32_t sz = ir_type_size(t), op;
        pv_insn *I;
        cc_op d;
        if (sz != 4 && sz != 8)
            cc_unsupported(C, in, NULL);
        op = kw == KW_op_shl ? (sz == 8 ? PV_OP_SHL_B64 : PV_OP_SHL_B32) :
             is_signed(t) ? (sz == 8 ? PV_OP_SHR_S64 : PV_OP_SHR_S32) :
                            (sz == 8 ? PV_OP_SHR_U64 : PV_OP_SHR_U32);
        d = cc_reg(C, S, in, &o[0]);
        if (sz == 4 && o[2].kind == OK_INT && o[2].val < 32) {
            /* a constant amount: one shift for the whole warp */
            op = op == PV_OP_SHL_B32 ? PV_OP_SHL_IMM32 :
                 op == PV_OP_SHR_U32 ? PV_OP_SHR_U_IMM32 : PV_OP_SHR_S_IMM32;
            I = cc_emit(C, op, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->a = cc_src(C, S, in, &o[1], 0);
            I->x = o[2].val;
            return;
        }
        I = cc_emit(C, op, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = cc_src(C, S, in, &o[1], sz == 8);
        I->b = cc_src(C, S, in, &o[2], 0);        /* shift amount: .u32 */
        return;
    }
    case KW_op_selp: {
        const ir_opnd *o = ir_opnds(C->m, in);
        int wide = type_wide(t);
        pv_insn *I;
        cc_op d = cc_reg(C, S, in, &o[0]);
        if (ir_type_size(t) < 4 || (o[3].kind != OK_REG && o[3].kind != OK_INT) ||
            (o[3].flags & OF_NEG))
            cc_unsupported(C, in, NULL);
        if (o[3].kind == OK_INT) {        /* a constant predicate picks a side */
            I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->a = cc_src(C, S, in, &o[o[3].val ? 1 : 2], wide);
            return;
        }
        I = cc_emit(C, wide ? PV_OP_SELP64 : PV_OP_SELP32, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = cc_src(C, S, in, &o[1], wide);
        I->b = cc_src(C, S, in, &o[2], wide);
        I->c = cc_pred(C, S, in, &o[3]);
        return;
    }
    case KW_op_cvta: {
        const ir_opnd *o = ir_opnds(C->m, in);
        int wide = type_wide(t);
        pv_insn *I;
        cc_op d = cc_reg(C, S, in, &o[0]);
        sema_ref r;
        if (o[1].kind != OK_REG || sema_resolve(S, o[1].sym, &r) != 0 ||
            r.kind != REF_VAR || r.space != SP_REG)
            cc_unsupported(C, in, "cvta of a variable name");
        I = cc_emit(C, (dec->flags & ISA_F(TO)) ? PV_OP_CVTA_TO : PV_OP_CVTA_FROM, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = cc_src(C, S, in, &o[1], wide);
        I->aux = dec->space;
        I->x = (uint64_t)wide;
        return;
    }
    case KW_op_bra: {
        const ir_opnd *o = ir_opnds(C->m, in);
        sema_ref r;
        pv_insn *I;
        if (in->nopnds != 1 || sema_resolve(S, o[0].sym, &r) != 0 ||
            r.kind != REF_LABEL)
            cc_unsupported(C, in, NULL);
        I = cc_emit(C, PV_OP_BRA, ii);
        cc_guard(C, S, in, I);
        if (C->nfixes == C->fcap)
            C->fixes = (cc_fix *)cc_grow(C, C->fixes, &C->fcap, C->nfixes + 1,
                                         sizeof *C->fixes);
        C->fixes[C->nfixes].insn = C->code->ninsns - 1;
        C->fixes[C->nfixes].label = r.index;
        C->nfixes++;
        return;
    }
    case KW_op_brx: {
        /* brx.idx i, list: the instruction is followed by its table, one
           NOP per label with the target in x (patched like bra) */
        const ir_opnd *o = ir_opnds(C->m, in);
        sema_ref r;
        const ir_tlist *tl;
        pv_insn *I;
        uint32_t j;
        if (in->nopnds != 2 || sema_resolve(S, o[1].sym, &r) != 0 ||
            r.kind != REF_TLIST)
            cc_unsupported(C, in, NULL);
        tl = &C->m->tlists.data[r.index];
        I = cc_emit(C, PV_OP_BRX, ii);
        cc_guard(C, S, in, I);
        I->a = cc_src(C, S, in, &o[0], 0);
        I->aux = tl->n;
        for (j = 0; j < tl->n; j++) {
            sema_ref lr;
            if (sema_resolve(S, C->m->syms.data[tl->syms + j], &lr) != 0 ||
                lr.kind != REF_LABEL)
                cc_unsupported(C, in, "branch target list");
            cc_emit(C, PV_OP_NOP, ii);
            if (C->nfixes == C->fcap)
                C->fixes = (cc_fix *)cc_grow(C, C->fixes, &C->fcap, C->nfixes + 1,
                                             sizeof *C->fixes);
            C->fixes[C->nfixes].insn = C->code->ninsns - 1;
            C->fixes[C->nfixes].label = lr.index;
            C->nfixes++;
        }
        return;
    }
    case KW_op_exit: {
        pv_insn *I = cc_emit(C, PV_OP_EXIT, ii);
        cc_guard(C, S, in, I);
        return;
    }
    case KW_op_ret:
        cc_lower_ret(C, S, in, ii);
        return;
    case KW_op_call:
        cc_lower_call(C, S, in, ii);
        return;
    case KW_op_alloca: case KW_op_stacksave: case KW_op_stackrestore: {
        const ir_opnd *o = ir_opnds(C->m, in);
        int wide = type_wide(t);
        pv_insn *I = cc_emit(C, kw == KW_op_alloca ? PV_OP_ALLOCA :
                                kw == KW_op_stacksave ? PV_OP_STACKSAVE :
                                PV_OP_STACKRESTORE, ii);
        cc_guard(C, S, in, I);
        I->aux = (uint32_t)wide;
        if (kw == KW_op_stackrestore) {
            I->a = cc_src(C, S, in, &o[0], wide);
            return;
        }
        I->d = cc_reg(C, S, in, &o[0]).slot;
        if (kw == KW_op_alloca) {
            I->a = cc_src(C, S, in, &o[1], wide);
            I->x = in->nopnds > 2 && o[2].kind == OK_INT ? o[2].val : 8;
            if (!I->x || (I->x & (I->x - 1)) || I->x > 4096)
                cc_unsupported(C, in, "alignment");
        }
        return;
    }
    case KW_op_brkpt:           /* a breakpoint with no debugger: a trap */
    case KW_op_trap: {
        pv_insn *I = cc_emit(C, PV_OP_TRAP, ii);
        cc_guard(C, S, in, I);
        return;
    }
    case KW_op_nanosleep:
        /* a hint: the warp runs on; nothing to wait for */
        return;
    case KW_op_membar: case KW_op_fence:
        /* A CTA's own memory operations happen in program order on one
           host thread; other CTAs may run on other threads, so a fence
           is a host fence (membar.cta needs none: its CTA is one
           thread). */
        {
            uint32_t j, cta = 0;
            pv_insn *I;
            for (j = 0; j < in->nmods; j++) {
                uint32_t md = ir_mods(C->m, in)[j];
                if (md == KW_proxy || md == KW_mbarrier_init ||
                    md == KW_cluster)
                    cc_unsupported(C, in, "proxy and cluster fences");
                cta |= md == KW_cta;
            }
            if (cta)
                return;
            I = cc_emit(C, PV_OP_FENCE, ii);
            cc_guard(C, S, in, I);
        }
        return;
    case KW_op_activemask: {
        const ir_opnd *o = ir_opnds(C->m, in);
        cc_op d = cc_reg(C, S, in, &o[0]);
        pv_insn *I = cc_emit(C, PV_OP_ACTIVEMASK, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        return;
    }
    default:
        cc_unsupported(C, in, NULL);
    }
}

/* Branch targets: every label becomes a JOIN instruction (where waiting
   lanes merge), emitted in order; labels are found by a walk over the
   statements interleaved with the checker's walk over instructions. */
typedef struct cc_walk {
    cc      *C;
    uint32_t next_stmt;        /* next statement of the function to scan */
} cc_walk;

static void labels_before(cc *C, cc_walk *w, uint32_t ii)
{
    const ir_func *f = C->f;
    while (w->next_stmt < f->nstmts) {
        const ir_stmt *st = &C->m->stmts.data[f->stmts + w->next_stmt];
        if (st->kind == ST_INST && st->index >= ii)
            break;
        if (st->kind == ST_LABEL) {
            pv_insn *I = cc_emit(C, PV_OP_JOIN, ii);
            C->label_bc[st->index] = C->code->ninsns - 1;
            (void)I;
        }
        w->next_stmt++;
    }
    if (w->next_stmt < f->nstmts &&
        C->m->stmts.data[f->stmts + w->next_stmt].kind == ST_INST)
        w->next_stmt++;
}

static void visit_walk(void *ctx, pv_sema *S, uint32_t ii, const isa_decoded *dec)
{
    cc_walk *w = (cc_walk *)ctx;
    labels_before(w->C, w, ii);
    visit(w->C, S, ii, dec);
}

static void walk_function(cc *C, pv_isa *isa, uint32_t fi)
{
    cc_walk w;
    w.C = C;
    w.next_stmt = 0;
    C->f = &C->m->funcs.data[fi];
    if (!C->S)
        sema_open(C->m, C->d, isa, &C->S);
    sema_visit(C->S, fi, visit_walk, &w);
    labels_before(C, &w, 0xffffffffu);
}

/* The kernel, then every function it needs, into one bytecode. */
static void compile_all(cc *C, pv_isa *isa, uint32_t fi)
{
    uint32_t i, sp_init = 0;
    pv_code *k = C->code;
    C->f = &C->m->funcs.data[fi];
    layout(C);
    cc_calls_plan(C, fi);
    layout_finish(C);
    if (k->nfuncs || k->uses_stack) {   /* the stack starts above the fixed .local */
        pv_insn *I = cc_emit(C, PV_OP_MOV32, 0);
        I->d = k->sp;
        sp_init = k->ninsns - 1;
    }
    C->cur = 0;
    walk_function(C, isa, fi);
    {
        pv_insn *I = cc_emit(C, PV_OP_EXIT, 0);   /* falling off the end */
        (void)I;
    }
    for (i = 0; i < k->nfuncs; i++) {
        if (k->funcs[i].host || k->funcs[i].builtin)
            continue;
        C->cur = i + 1;
        C->cur_fp = k->funcs[i].fp;
        C->nused = 0;
        cc_function_prologue(C, i);
        walk_function(C, isa, k->funcs[i].irfn);
        cc_lower_ret(C, NULL, NULL, 0);          /* falling off the end */
        cc_function_saves(C, i);
    }
    if (k->nfuncs || k->uses_stack)
        k->insns[sp_init].a = cc_const(C, k->local_bytes, 0);
    for (i = 0; i < C->nfixes; i++)
        k->insns[C->fixes[i].insn].x = C->label_bc[C->fixes[i].label];
}

static ptxvm_result compile_protected(cc *C, pv_isa *isa, uint32_t fi)
{
    if (setjmp(C->d->jb))
        return C->d->code;
    compile_all(C, isa, fi);
    return PTXVM_OK;
}

PTXVM_INTERNAL void pv_code_free(pv_heap *h, pv_code *k)
{
    if (!k)
        return;
    if (k->insns)
        pv_free(h, k->insns, (size_t)k->insn_cap * sizeof(pv_insn));
    if (k->consts)
        pv_free(h, k->consts, (size_t)k->const_cap * sizeof(pv_const));
    if (k->param_offsets)
        pv_free(h, k->param_offsets, k->nparams * sizeof(uint32_t));
    if (k->funcs)
        pv_free(h, k->funcs, (size_t)k->funcs_cap * sizeof *k->funcs);
    if (k->saves)
        pv_free(h, k->saves, (size_t)k->saves_cap * sizeof *k->saves);
    if (k->playout)
        pv_free(h, k->playout, (size_t)k->playout_cap * sizeof(uint32_t));
    pv_free(h, k, sizeof *k);
}

PTXVM_INTERNAL ptxvm_result pv_compile_kernel(ptxvm_kernel *k, pv_isa *isa,
                                              char *msg, size_t msglen)
{
    ptxvm_module *mod = k->module;
    pv_heap *h = &mod->vm->heap;
    ir_module *m = mod->ir;
    pv_diag d;
    cc *C;
    ptxvm_result r;
    C = (cc *)pv_realloc(h, NULL, 0, sizeof *C);
    if (!C) {
        snprintf(msg, msglen, "%s: out of memory", ir_name(m, m->source));
        return PTXVM_E_NO_MEMORY;
    }
    memset(C, 0, sizeof *C);
    memset(&d, 0, sizeof d);
    d.source = ir_name(m, m->source);
    C->mod = mod;
    C->m = m;
    C->d = &d;
    C->h = h;
    C->f = &m->funcs.data[k->func];
    C->code = (pv_code *)pv_realloc(h, NULL, 0, sizeof *C->code);
    C->var_slot = (uint32_t *)pv_realloc(h, NULL, 0, m->vars.len * sizeof(uint32_t));
    C->label_bc = (uint32_t *)pv_realloc(h, NULL, 0, m->labels.len * sizeof(uint32_t));
    C->var_home = (uint8_t *)pv_realloc(h, NULL, 0, m->vars.len);
    C->var_fp = (uint32_t *)pv_realloc(h, NULL, 0, m->vars.len * sizeof(uint32_t));
    C->fn_code = (uint32_t *)pv_realloc(h, NULL, 0, (m->funcs.len + 1) * sizeof(uint32_t));
    if (C->code)         /* pv_code_free below reads it on every path */
        memset(C->code, 0, sizeof *C->code);
    if (!C->code || !C->var_slot || !C->label_bc || !C->var_home || !C->var_fp ||
        !C->fn_code) {
        r = PTXVM_E_NO_MEMORY;
        snprintf(d.msg, sizeof d.msg, "out of memory");
    } else {
        memset(C->var_slot, 0xff, m->vars.len * sizeof(uint32_t));
        memset(C->var_home, 0, m->vars.len);
        memset(C->var_fp, 0xff, m->vars.len * sizeof(uint32_t));
        memset(C->fn_code, 0, (m->funcs.len + 1) * sizeof(uint32_t));
        r = compile_protected(C, isa, k->func);
    }
    if (C->var_slot)
        pv_free(h, C->var_slot, m->vars.len * sizeof(uint32_t));
    if (C->label_bc)
        pv_free(h, C->label_bc, m->labels.len * sizeof(uint32_t));
    if (C->var_home)
        pv_free(h, C->var_home, m->vars.len);
    if (C->var_fp)
        pv_free(h, C->var_fp, m->vars.len * sizeof(uint32_t));
    if (C->fn_code)
        pv_free(h, C->fn_code, (m->funcs.len + 1) * sizeof(uint32_t));
    if (C->defs)
        pv_free(h, C->defs, (size_t)m->funcs.len * 2 * sizeof(uint32_t));
    sema_close(C->S);
    if (C->used)
        pv_free(h, C->used, (size_t)C->used_cap * sizeof *C->used);
    if (C->lay)
        pv_free(h, C->lay, (size_t)C->lay_cap * sizeof(uint32_t));
    if (C->fixes)
        pv_free(h, C->fixes, (size_t)C->fcap * sizeof *C->fixes);
    if (C->code) {
        C->code->insn_cap = C->cap;
        C->code->const_cap = C->ccap;
    }
    if (r == PTXVM_OK) {
        k->code = C->code;
    } else {
        pv_code_free(h, C->code);
        snprintf(msg, msglen, "%s", d.msg);
    }
    pv_free(h, C, sizeof *C);
    return r;
}
/* ---- src/compile_atom.c ---- */
/* Lowering of the atom family (see compile_int.h): atom and red on
   .global, .shared and generic addresses, to one ATOM (ops_atom.h) per
   element. The memory-ordering semantics and scopes need nothing more:
   each ATOM is a sequentially consistent host atomic (global memory) and
   a CTA's warps run on one host thread (.shared). .L2::cache_hint's
   policy operand is a hint and is ignored. */

static uint32_t atom_type(ir_type t)
{
    switch (t) {
    case T_S32: case T_S64:   return PV_AT_S;
    case T_F32: case T_F64:   return PV_AT_F;
    case T_F16:               return PV_AT_F16;
    case T_BF16:              return PV_AT_BF16;
    case T_F16X2:             return PV_AT_F16X2;
    case T_BF16X2:            return PV_AT_BF16X2;
    default:                  return PV_AT_U;
    }
}

/* Element i of a value operand: a register (or an immediate, for
   sources) of a vector brace, or the operand itself when vec is 1. */
static const ir_opnd *atom_elem(cc *C, const ir_inst *in, const ir_opnd *o,
                                uint32_t vec, uint32_t i)
{
    if (vec == 1) {
        if (o->kind == OK_VEC)
            cc_unsupported(C, in, "vector operand");
        return o;
    }
    if (o->kind != OK_VEC || o->n != vec)
        cc_unsupported(C, in, "vector operand");
    return C->m->opnds.data + o->sub + i;
}

PTXVM_INTERNAL int cc_lower_atomfam(cc *C, pv_sema *S, const ir_inst *in,
                                    uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int red = in->opcode == KW_op_red, addr32, wide;
    ir_type t;
    uint32_t size, op, space, vspace, areg, vec, i, nval, aux;
    uint64_t off;
    const ir_opnd *dst, *addr, *b, *c;
    if (in->opcode != KW_op_atom && !red)
        return 0;
    t = (ir_type)dec->types[0];
    size = ir_type_size(t);
    vec = dec->vec ? dec->vec : 1;
    if (dec->aop == ISA_AOP_NONE || dec->aop == ISA_AOP_POPC ||
        (size != 2 && size != 4 && size != 8))
        cc_unsupported(C, in, size == 16 ? "128-bit atomics" : NULL);
    op = (uint32_t)dec->aop - ISA_AOP_AND;        /* PV_AOP_* */
    /* operands: [d,] [a], b[, c][, cache-policy] */
    nval = op == PV_AOP_CAS ? 2u : 1u;
    if (in->nopnds < (red ? 1u : 2u) + nval)
        cc_unsupported(C, in, "operands");
    dst = red ? NULL : &o[0];
    addr = &o[red ? 0 : 1];
    b = addr + 1;
    c = op == PV_AOP_CAS ? addr + 2 : NULL;
    space = dec->space;
    if (space != SP_NONE && space != SP_GLOBAL && space != SP_SHARED)
        cc_unsupported(C, in, "state space of an atomic");
    areg = cc_addr_operand(C, S, in, addr, &off, &addr32, &vspace);
    if (vspace == SP_CONST)              /* faults when run: read-only */
        vspace = SP_GLOBAL;
    else if (vspace == SP_PARAM)
        cc_unsupported(C, in, "state space of an atomic");
    if (space == SP_NONE && vspace != SP_NONE)
        space = vspace;                  /* atom [var]: the variable's space */
    wide = size == 8;
    aux = PV_ATOM_AUX(size, space, op, atom_type(t)) |
          (wide ? PV_MEM_WIDE_DST : 0) | (addr32 ? PV_MEM_ADDR32 : 0);
    for (i = 0; i < vec; i++) {
        const ir_opnd *be = atom_elem(C, in, b, vec, i);
        uint32_t bcol = cc_src(C, S, in, be, wide), ccol = PV_NO_REG;
        uint32_t dcol = PV_NO_REG;
        pv_insn *I;
        if (c)
            ccol = cc_src(C, S, in, atom_elem(C, in, c, vec, i), wide);
        if (dst) {
            const ir_opnd *de = atom_elem(C, in, dst, vec, i);
            if (de->kind != OK_SINK) {
                cc_op d = cc_reg(C, S, in, de);
                if (d.pred || d.wide != wide)
                    cc_unsupported(C, in, "destination width");
                dcol = d.slot;
            }
        }
        I = cc_emit(C, PV_OP_ATOM, ii);
        cc_guard(C, S, in, I);
        I->d = dcol;
        I->a = areg;
        I->b = bcol;
        I->c = ccol;
        I->x = off + (uint64_t)i * size;
        I->aux = aux;
    }
    return 1;
}
/* ---- src/compile_bar.c ---- */
/* Lowering of the bar family (see compile_int.h and ops_bar.h):
   bar{.cta} and barrier{.cta} .sync, .arrive and .red, with or without
   .aligned. A warp arrives at a barrier once all its non-exited lanes
   have, so .aligned (a promise that they arrive together) changes
   nothing here. */

/* Barrier number (o: id) or thread count (o: count) into a column or a
   constant field, checking constants here. */
static void bar_opnd(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o,
                     int count, uint32_t *col, uint64_t *k)
{
    if (o->kind == OK_INT) {
        if (!count && o->val > 15)
            pv_fail(C->d, PTXVM_E_SEMANTIC, o->line, o->col,
                    "barrier number %llu is outside 0..15",
                    (unsigned long long)o->val);
        if (count && (o->val == 0 || o->val % 32 || o->val > 1024))
            pv_fail(C->d, PTXVM_E_SEMANTIC, o->line, o->col,
                    "barrier thread count %llu is not a multiple of 32 in "
                    "32..1024", (unsigned long long)o->val);
        *col = PV_NO_REG;
        *k = o->val;
        return;
    }
    *col = cc_src(C, S, in, o, 0);
    *k = 0;
}

PTXVM_INTERNAL int cc_lower_barfam(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o;
    pv_insn *I;
    uint32_t kw = in->opcode, first = 0, op;
    uint64_t k;
    if ((kw != KW_op_bar && kw != KW_op_barrier) || (dec->flags & ISA_F(WARP)) ||
        !(dec->flags & (ISA_F(SYNC) | ISA_F(ARRIVE) | ISA_F(RED))) ||
        in->nopnds < ((dec->flags & ISA_F(RED)) ? 3u : 1u))
        return 0;     /* bar.warp.sync; barrier.cluster.arrive/wait, which
                         name no barrier: refused as unsupported */
    o = ir_opnds(C->m, in);
    if (dec->flags & ISA_F(RED)) {
        op = dec->aop == ISA_AOP_POPC ? PV_OP_BAR_RED_POPC :
             dec->aop == ISA_AOP_AND ? PV_OP_BAR_RED_AND : PV_OP_BAR_RED_OR;
        first = 1;
    } else {
        op = (dec->flags & ISA_F(ARRIVE)) ? PV_OP_BAR_ARRIVE : PV_OP_BAR;
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    bar_opnd(C, S, in, &o[first], 0, &I->a, &I->x);
    I->b = PV_NO_REG;
    I->c = 0;
    if (in->nopnds > first + 1 + (first ? 1u : 0u)) {
        bar_opnd(C, S, in, &o[first + 1], 1, &I->b, &k);
        I->c = (uint32_t)k;
    }
    if (first) {
        const ir_opnd *p = &o[in->nopnds - 1];
        if (p->kind == OK_INT)
            I->aux = PV_BAR_CONST | ((p->val != 0) ^ ((p->flags & OF_NEG) != 0));
        else
            I->aux = cc_pred(C, S, in, p) | ((p->flags & OF_NEG) ? PV_BAR_NEG : 0);
        I->d = op == PV_OP_BAR_RED_POPC ? cc_reg(C, S, in, &o[0]).slot
                                        : cc_pred(C, S, in, &o[0]);
    }
    return 1;
}
/* ---- src/compile_call.c ---- */
/* Functions and calls: which functions a kernel needs, their frames, and
   the calling convention of the bytecode.

   Every function a kernel can reach is compiled into the kernel's own
   bytecode after the kernel body. A call passes its arguments through
   argbuf and its results through retbuf, two fixed per-thread .local
   areas laid out like the ABI's parameter list (each value at its
   alignment): the caller writes argbuf and runs CALL; the callee's
   prologue copies argbuf into its formal parameters; its `ret` copies its
   results into retbuf and runs RET; the caller copies retbuf into its
   result variables. No call can happen on a thread between those steps,
   so one pair of buffers per thread is enough, and the layout doubles as
   the signature an indirect call is checked against.

   A function that can be active twice in one thread (recursion, directly
   or through other functions or function pointers) is "recursive": its
   .local and .param variables live in a frame on the thread's stack and
   are addressed from its frame-pointer column, and CALL saves its
   registers in the frame so the outer activation gets them back at RET.
   The others keep everything at fixed .local offsets, which costs
   nothing at run time. Registers are per-lane columns, so lanes of one
   warp at different depths never disturb each other. */
#include <stdio.h>
#include <stdlib.h>

#define CL_MAX_PARAMS 4096u      /* parameters of one function we lay out */

static uint32_t cl_align(uint32_t v, uint32_t a)
{
    return (v + a - 1) & ~(a - 1);
}

static void *cl_grow(cc *C, void *data, uint32_t *cap, uint32_t need, size_t elem)
{
    void *n = pv_grow(C->h, data, cap, need, elem);
    if (!n)
        pv_fail_oom(C->d);
    return n;
}

static int cl_cmp_def(const void *a, const void *b)
{
    const uint32_t *x = (const uint32_t *)a, *y = (const uint32_t *)b;
    if (x[0] != y[0])
        return x[0] < y[0] ? -1 : 1;
    return x[1] < y[1] ? -1 : x[1] > y[1];
}

/* The definition of function fi (a declaration resolves by name: the
   first definition of that name), or fi itself when there is none (an
   .extern host function). The definitions are sorted by name once, so
   a module that declares every function before defining it costs
   O(log n) per lookup, not a scan of the module. */
static uint32_t cl_definition(cc *C, uint32_t fi)
{
    const ir_func *f = &C->m->funcs.data[fi];
    uint32_t i, lo, hi;
    if (f->flags & FF_BODY)
        return fi;
    if (!C->defs) {
        uint32_t nf = C->m->funcs.len;
        C->defs = (uint32_t *)pv_realloc(C->h, NULL, 0, (size_t)nf * 2 * sizeof(uint32_t));
        if (!C->defs)
            pv_fail_oom(C->d);
        for (i = 0; i < nf; i++) {
            const ir_func *g = &C->m->funcs.data[i];
            if ((g->flags & FF_BODY) && !(g->flags & (FF_PROTOTYPE | FF_ENTRY))) {
                C->defs[2 * C->ndefs] = g->name;
                C->defs[2 * C->ndefs + 1] = i;
                C->ndefs++;
            }
        }
        qsort(C->defs, C->ndefs, 2 * sizeof(uint32_t), cl_cmp_def);
    }
    lo = 0;
    hi = C->ndefs;
    while (lo < hi) {                   /* the first pair with this name */
        uint32_t mid = lo + (hi - lo) / 2;
        if (C->defs[2 * mid] < f->name)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < C->ndefs && C->defs[2 * lo] == f->name ? C->defs[2 * lo + 1] : fi;
}

static uint32_t cl_var_align(const ir_var *v)
{
    uint32_t a = v->align ? v->align : ir_type_size((ir_type)v->type);
    if (!v->align && v->vec)
        a *= v->vec;
    return a && !(a & (a - 1)) ? a : 1;
}

/* Offsets of a parameter list laid out as the ABI does; the total in
   *bytes; a signature of the layout. out may be NULL. */
static uint32_t cl_layout(cc *C, uint32_t first, uint32_t n, uint32_t *bytes,
                          uint32_t *out)
{
    uint32_t i, off = 0, sig = n * 0x9e3779b1u + 1;
    for (i = 0; i < n; i++) {
        const ir_var *v = &C->m->vars.data[first + i];
        uint32_t size = (uint32_t)v->size;
        off = cl_align(off, cl_var_align(v));
        if (out) {
            out[2 * i] = off;
            out[2 * i + 1] = size;
        }
        sig = (sig ^ size ^ (off << 12)) * 0x01000193u;
        off += size;
    }
    *bytes = off;
    return sig;
}

static uint32_t cl_signature(cc *C, const ir_func *f)
{
    uint32_t b;
    return cl_layout(C, f->params, f->nparams, &b, NULL) * 31u ^
           cl_layout(C, f->rets, f->nrets, &b, NULL);
}

static int cl_name_is(cc *C, uint32_t sym, const char *s)
{
    return strcmp(ir_name(C->m, sym), s) == 0;
}

/* Host functions: registered on the VM first, else the built-in ones. */
static void cl_bind_host(cc *C, pv_func *pf, const ir_func *f)
{
    const ptxvm_vm *vm = C->mod->vm;
    const char *name = ir_name(C->m, f->name);
    size_t len = strlen(name);
    uint32_t i;
    for (i = 0; i < vm->nhostfns; i++)
        if (vm->hostfns[i].name_len == len && memcmp(vm->hostfns[i].name, name, len) == 0) {
            pf->host = i + 1;
            return;
        }
    if (cl_name_is(C, f->name, "vprintf"))
        pf->builtin = PV_BUILTIN_VPRINTF;
    else if (cl_name_is(C, f->name, "malloc"))
        pf->builtin = PV_BUILTIN_MALLOC;
    else if (cl_name_is(C, f->name, "free"))
        pf->builtin = PV_BUILTIN_FREE;
    else if (cl_name_is(C, f->name, "__assertfail"))
        pf->builtin = PV_BUILTIN_ASSERTFAIL;
    else
        pv_fail(C->d, PTXVM_E_LINK, f->line, f->col,
                "function '%s' is declared but neither defined in this module "
                "nor registered with ptxvm_register_function", name);
}

static uint32_t cl_add(cc *C, uint32_t fi)
{
    const ir_func *f;
    pv_code *k = C->code;
    pv_func *pf;
    uint32_t n;
    fi = cl_definition(C, fi);
    if (C->fn_code[fi])
        return C->fn_code[fi] - 1;
    f = &C->m->funcs.data[fi];
    if (f->flags & (FF_ENTRY | FF_PROTOTYPE))
        pv_fail(C->d, PTXVM_E_UNSUPPORTED, f->line, f->col,
                "'%s' cannot be called", ir_name(C->m, f->name));
    k->funcs = (pv_func *)cl_grow(C, k->funcs, &k->funcs_cap, k->nfuncs + 1,
                                  sizeof *k->funcs);
    pf = &k->funcs[k->nfuncs];
    memset(pf, 0, sizeof *pf);
    pf->entry = PV_NO_REG;
    pf->irfn = fi;
    pf->name = f->name;
    pf->nparams = f->nparams;
    pf->nrets = f->nrets;
    n = 2 * (f->nparams + f->nrets);
    k->playout = (uint32_t *)cl_grow(C, k->playout, &k->playout_cap,
                                     k->nplayout + n + 1, sizeof(uint32_t));
    pf->layout = k->nplayout;
    cl_layout(C, f->params, f->nparams, &pf->arg_bytes, k->playout + pf->layout);
    cl_layout(C, f->rets, f->nrets, &pf->ret_bytes,
              k->playout + pf->layout + 2 * f->nparams);
    k->nplayout += n;
    pf->abi = cl_signature(C, f);
    C->fn_code[fi] = ++k->nfuncs;
    return k->nfuncs - 1;
}

/* The e-th direct callee of pv_func q (which has a body) as a pv_func
   index, or nfuncs when the kernel does not have it. */
static uint32_t cl_callee(cc *C, uint32_t q, uint32_t e)
{
    const ir_func *f = &C->m->funcs.data[C->code->funcs[q].irfn];
    uint32_t g = C->fn_code[cl_definition(C, C->m->syms.data[f->callees + e])];
    return g ? g - 1 : C->code->nfuncs;
}

/* Mark cyc[q] for each function on a cycle of direct calls (a strongly
   connected component of more than one function, or one that calls
   itself): those can be active twice in one thread. Tarjan's algorithm
   with explicit stacks, so any call chain costs linear time and no host
   stack. w: 5 * nfuncs words of scratch. */
static void cl_cycles(cc *C, uint8_t *cyc, uint32_t *w)
{
    uint32_t n = C->code->nfuncs, counter = 0, nscc = 0, ndfs = 0, r;
    uint32_t *index = w, *low = w + n, *scc = w + 2 * n, *dfs = w + 3 * n;
    uint32_t *edge = w + 4 * n;
    memset(index, 0, (size_t)n * sizeof *index);
    memset(cyc, 0, n);
    for (r = 0; r < n; r++) {
        if (index[r])
            continue;
        index[r] = low[r] = ++counter;
        scc[nscc++] = r;
        dfs[ndfs++] = r;
        edge[r] = 0;
        while (ndfs) {
            uint32_t v = dfs[ndfs - 1], t;
            const ir_func *f = &C->m->funcs.data[C->code->funcs[v].irfn];
            if (edge[v] < ((f->flags & FF_BODY) ? f->ncallees : 0)) {
                t = cl_callee(C, v, edge[v]++);
                if (t == n)
                    continue;
                if (t == v) {
                    cyc[v] = 1;
                } else if (!index[t]) {
                    index[t] = low[t] = ++counter;
                    scc[nscc++] = t;
                    dfs[ndfs++] = t;
                    edge[t] = 0;
                } else if (low[t] && index[t] < low[v]) {
                    low[v] = index[t];       /* t is on the component stack */
                }
                continue;
            }
            ndfs--;
            if (ndfs && low[v] < low[dfs[ndfs - 1]])
                low[dfs[ndfs - 1]] = low[v];
            if (low[v] == index[v]) {        /* v roots a component */
                uint32_t first = nscc;
                while (scc[--first] != v)
                    ;
                for (t = first; t < nscc; t++) {
                    if (nscc - first > 1)
                        cyc[scc[t]] = 1;
                    low[scc[t]] = 0;         /* off the component stack */
                }
                nscc = first;
            }
        }
    }
}

/* Place a function's formal parameters and results: .reg ones in
   columns, .param ones in .local (fixed or in the frame). */
static void cl_place_formals(cc *C, uint32_t first, uint32_t n, uint32_t *frame)
{
    uint32_t i;
    for (i = 0; i < n; i++) {
        uint32_t vi = first + i;
        const ir_var *v = &C->m->vars.data[vi];
        if (v->space == SP_REG) {
            cc_place_var(C, vi, frame);
        } else {
            uint32_t *ctr = frame ? frame : &C->local;
            *ctr = cl_align(*ctr, cl_var_align(v));
            C->var_slot[vi] = *ctr;
            C->var_home[vi] = frame ? CC_HOME_FRAME : CC_HOME_LOCAL;
            C->var_fp[vi] = C->cur_fp;
            *ctr += (uint32_t)v->size;
        }
    }
}

/* The registers a recursive function saves: every register variable of
   its parameters, results and body, its frame pointer and return PC. */
static void cl_save_var(cc *C, pv_func *pf, uint32_t vi)
{
    pv_code *k = C->code;
    const ir_var *v = &C->m->vars.data[vi];
    uint32_t n = (v->count ? v->count : 1) * (v->vec ? v->vec : 1), j, kind, step;
    if (v->space != SP_REG || C->var_slot[vi] == CC_NO_SLOT)
        return;
    kind = v->type == T_PRED ? 0 : ir_type_size((ir_type)v->type) == 8 ? 8 : 4;
    step = kind == 0 ? 1 : kind == 8 ? CC_COL64 : CC_COL32;
    k->saves = (pv_save *)cl_grow(C, k->saves, &k->saves_cap, k->nsaves + n,
                                  sizeof *k->saves);
    for (j = 0; j < n; j++) {
        k->saves[k->nsaves].slot = C->var_slot[vi] + j * step;
        k->saves[k->nsaves].kind = kind;
        k->nsaves++;
        pf->save_bytes += kind == 8 ? 8 : 4;
    }
}

/* Lay out one device function: its variables, and for a recursive one
   its frame and save list. */
static void cl_layout_function(cc *C, uint32_t pfi)
{
    pv_func *pf = &C->code->funcs[pfi];
    const ir_func *f = &C->m->funcs.data[pf->irfn];
    uint32_t frame = 0, *fr = pf->recursive ? &frame : NULL, i;
    pf->fp = cc_cols(C, CC_COL32);
    pf->retpc = cc_cols(C, CC_COL32);
    C->cur_fp = pf->fp;
    cl_place_formals(C, f->params, f->nparams, fr);
    cl_place_formals(C, f->rets, f->nrets, fr);
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &C->m->stmts.data[f->stmts + i];
        if (st->kind == ST_VAR)
            cc_place_var(C, st->index, fr);
    }
    pf = &C->code->funcs[pfi];
    pf->frame = cl_align(frame, 16);
    /* the save area is known once the body is compiled: reserve the
       worst case now (stack sizing), cc_function_saves trims it */
    if (pf->recursive) {
        for (i = 0; i < f->nparams; i++)
            cl_save_var(C, pf, f->params + i);
        for (i = 0; i < f->nrets; i++)
            cl_save_var(C, pf, f->rets + i);
        for (i = 0; i < f->nstmts; i++) {
            const ir_stmt *st = &C->m->stmts.data[f->stmts + i];
            if (st->kind == ST_VAR)
                cl_save_var(C, pf, st->index);
        }
        C->code->nsaves = 0;          /* only the size was wanted */
        pf->save_bytes = cl_align(pf->save_bytes + 8, 16);
    }
}

PTXVM_INTERNAL void cc_note_reg(cc *C, uint32_t slot, uint32_t kind)
{
    if (!C->cur || !C->code->funcs[C->cur - 1].recursive)
        return;
    C->used = (pv_save *)cl_grow(C, C->used, &C->used_cap, C->nused + 1, sizeof *C->used);
    C->used[C->nused].slot = slot;
    C->used[C->nused].kind = kind;
    C->nused++;
}

static int cl_cmp_save(const void *a, const void *b)
{
    const pv_save *x = (const pv_save *)a, *y = (const pv_save *)b;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    return x->slot < y->slot ? -1 : x->slot > y->slot;
}

/* A recursive function saves the registers its body names (formal
   parameters and results included: the prologue and ret name them),
   its frame pointer and its return PC: nothing else can hold a value
   across one of its calls. */
PTXVM_INTERNAL void cc_function_saves(cc *C, uint32_t pfi)
{
    pv_code *k = C->code;
    pv_func *pf = &k->funcs[pfi];
    uint32_t i, n = 0;
    if (!pf->recursive)
        return;
    cc_note_reg(C, pf->fp, 4);
    cc_note_reg(C, pf->retpc, 4);
    qsort(C->used, C->nused, sizeof *C->used, cl_cmp_save);
    pf = &k->funcs[pfi];
    pf->saves = k->nsaves;
    pf->save_bytes = 0;
    for (i = 0; i < C->nused; i++) {
        if (n && C->used[i].slot == C->used[i - 1].slot &&
            C->used[i].kind == C->used[i - 1].kind)
            continue;
        k->saves = (pv_save *)cl_grow(C, k->saves, &k->saves_cap, k->nsaves + 1,
                                      sizeof *k->saves);
        k->saves[k->nsaves++] = C->used[i];
        pf = &k->funcs[pfi];
        pf->save_bytes += C->used[i].kind == 8 ? 8 : 4;
        n++;
    }
    pf->nsaves = n;
    pf->save_bytes = cl_align(pf->save_bytes, 16);
}

/* Does function fi allocate on the stack (alloca, stackrestore)? */
static int cl_uses_alloca(cc *C, uint32_t fi)
{
    const ir_func *f = &C->m->funcs.data[fi];
    uint32_t i;
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &C->m->stmts.data[f->stmts + i];
        if (st->kind == ST_INST) {
            uint32_t op = C->m->insts.data[st->index].opcode;
            if (op == KW_op_alloca || op == KW_op_stackrestore)
                return 1;
        }
    }
    return 0;
}

PTXVM_INTERNAL void cc_calls_plan(cc *C, uint32_t kernel)
{
    pv_code *k = C->code;
    uint32_t i, q, any_indirect = 0, nf = C->m->funcs.len, need_args = 0, need_rets = 0;
    uint32_t *scratch;
    uint8_t *cyc;
    size_t nscratch;
    const ir_func *kf = &C->m->funcs.data[kernel];
    /* direct callees, breadth first; the kernel itself is not a pv_func */
    any_indirect = kf->indirect != 0;
    for (i = 0; i < kf->ncallees; i++)
        cl_add(C, C->m->syms.data[kf->callees + i]);
    for (q = 0; q < k->nfuncs; q++) {
        const ir_func *f = &C->m->funcs.data[k->funcs[q].irfn];
        if (!(f->flags & FF_BODY))
            continue;
        any_indirect |= f->indirect != 0;
        for (i = 0; i < f->ncallees; i++)
            cl_add(C, C->m->syms.data[f->callees + i]);
    }
    /* an indirect call may reach any function whose address is taken */
    if (any_indirect)
        for (i = 0; i < nf; i++) {
            const ir_func *f = &C->m->funcs.data[i];
            if ((f->flags & FF_ADDRESS_TAKEN) && !(f->flags & (FF_ENTRY | FF_PROTOTYPE)))
                cl_add(C, i);
        }
    for (q = 0; q < k->nfuncs; q++) {      /* newly added ones' callees */
        const ir_func *f = &C->m->funcs.data[k->funcs[q].irfn];
        if (!(f->flags & FF_BODY))
            continue;
        for (i = 0; i < f->ncallees; i++)
            cl_add(C, C->m->syms.data[f->callees + i]);
    }
    /* an indirect call writes its arguments by its prototype before the
       target is checked, so argbuf and retbuf must hold every parameter
       list the module declares, also when no function can be reached */
    if (any_indirect)
        for (i = 0; i < nf; i++) {
            const ir_func *f = &C->m->funcs.data[i];
            uint32_t b;
            if (f->flags & FF_ENTRY)
                continue;
            cl_layout(C, f->params, f->nparams, &b, NULL);
            need_args = b > need_args ? b : need_args;
            cl_layout(C, f->rets, f->nrets, &b, NULL);
            need_rets = b > need_rets ? b : need_rets;
        }
    if (cl_uses_alloca(C, kernel))
        k->uses_stack = 1;
    if (!k->nfuncs) {
        if (k->uses_stack)
            k->sp = cc_cols(C, CC_COL32);
        k->stack_scale = 1;
        if (any_indirect) {
            C->local = cl_align(C->local, 16);
            k->argbuf = C->local;
            C->local += cl_align(need_args, 16);
            k->retbuf = C->local;
            C->local += cl_align(need_rets, 16);
        }
        return;
    }
    for (q = 0; q < k->nfuncs; q++)        /* may fail: before allocating */
        if (!(C->m->funcs.data[k->funcs[q].irfn].flags & FF_BODY))
            cl_bind_host(C, &k->funcs[q], &C->m->funcs.data[k->funcs[q].irfn]);
    nscratch = (size_t)k->nfuncs * (5 * sizeof(uint32_t) + 1);
    scratch = (uint32_t *)pv_realloc(C->h, NULL, 0, nscratch);
    if (!scratch)
        pv_fail_oom(C->d);
    cyc = (uint8_t *)(scratch + 5 * (size_t)k->nfuncs);
    if (!any_indirect)
        cl_cycles(C, cyc, scratch);
    for (q = 0; q < k->nfuncs; q++) {
        pv_func *pf = &k->funcs[q];
        const ir_func *f = &C->m->funcs.data[pf->irfn];
        if (!(f->flags & FF_BODY)) {
            ;
        } else if (any_indirect || cl_uses_alloca(C, pf->irfn)) {
            pf->recursive = 1;          /* a pointer may lead back here, or
                                           alloca needs the frame's end */
        } else {
            pf->recursive = cyc[q];
        }
        need_args = pf->arg_bytes > need_args ? pf->arg_bytes : need_args;
        need_rets = pf->ret_bytes > need_rets ? pf->ret_bytes : need_rets;
        k->uses_stack |= pf->recursive;
    }
    pv_free(C->h, scratch, nscratch);
    for (q = 0; q < k->nfuncs; q++)
        if (k->funcs[q].entry == PV_NO_REG && !k->funcs[q].host && !k->funcs[q].builtin)
            cl_layout_function(C, q);
    /* A GPU frame holds the .local and parameter bytes and the few
       registers its ABI saves; ours also saves every register of the
       function. So that a stack limit allows the recursion depth it would
       on a GPU, the stack is that many times larger. */
    k->stack_scale = 1;
    for (q = 0; q < k->nfuncs; q++) {
        const pv_func *pf = &k->funcs[q];
        uint32_t shown = pf->frame > 16 ? pf->frame : 16;
        uint32_t scale = (pf->frame + pf->save_bytes + shown - 1) / shown;
        if (pf->recursive && scale > k->stack_scale)
            k->stack_scale = scale;
    }
    C->local = cl_align(C->local, 16);
    k->argbuf = C->local;
    C->local += cl_align(need_args, 16);
    k->retbuf = C->local;
    C->local += cl_align(need_rets, 16);
    k->sp = cc_cols(C, CC_COL32);
}

/* A .local access instruction: one value between a column and [base +
   off] (base a 32-bit column, or none). */
static pv_insn *cl_local(cc *C, uint32_t ii, int store, uint32_t col, uint32_t base,
                         uint32_t off, uint32_t size, int wide)
{
    pv_insn *I = cc_emit(C, store ? PV_OP_ST : PV_OP_LD, ii);
    I->d = col;
    I->a = base;
    I->x = off;
    I->aux = PV_MEM_AUX(size, 1, SP_LOCAL) | (wide ? PV_MEM_WIDE_DST : 0) |
             (base != PV_NO_REG ? PV_MEM_ADDR32 : 0);
    return I;
}

static pv_insn *cl_copy(cc *C, uint32_t ii, uint32_t src, uint32_t soff,
                        uint32_t dst, uint32_t doff, uint32_t size)
{
    pv_insn *I = cc_emit(C, PV_OP_LCOPY, ii);
    I->a = src;
    I->x = soff;
    I->b = dst;
    I->aux = doff;
    I->c = size;
    return I;
}

/* Where a .local-resident variable is: base column (or none) and offset. */
static void cl_home(cc *C, uint32_t vi, uint32_t *base, uint32_t *off)
{
    *off = C->var_slot[vi];
    *base = C->var_home[vi] == CC_HOME_FRAME ? C->var_fp[vi] : PV_NO_REG;
}

/* The value width of a register variable for argbuf/retbuf moves. */
static int cl_reg_wide(const ir_var *v)
{
    return ir_type_size((ir_type)v->type) == 8;
}

/* Emit the moves of a function's formal parameters from argbuf (entry)
   or of its results into retbuf (ret). */
static void cl_formal_moves(cc *C, uint32_t ii, const pv_func *pf, int results,
                            const pv_insn *guard)
{
    const ir_func *f = &C->m->funcs.data[pf->irfn];
    uint32_t n = results ? f->nrets : f->nparams, first = results ? f->rets : f->params;
    const uint32_t *lay = C->code->playout + pf->layout + (results ? 2 * f->nparams : 0);
    uint32_t buf = results ? C->code->retbuf : C->code->argbuf, i;
    for (i = 0; i < n; i++) {
        uint32_t vi = first + i, off = buf + lay[2 * i], size = lay[2 * i + 1];
        const ir_var *v = &C->m->vars.data[vi];
        pv_insn *I;
        if (v->space == SP_REG) {
            if (v->type == T_PRED || v->vec || size > 8 || (size & (size - 1)))
                pv_fail(C->d, PTXVM_E_UNSUPPORTED, v->line, v->col,
                        "this kind of .reg parameter is not supported by this "
                        "version of ptxvm");
            I = cl_local(C, ii, results, C->var_slot[vi], PV_NO_REG, off, size,
                         cl_reg_wide(v));
        } else {
            uint32_t base, voff;
            cl_home(C, vi, &base, &voff);
            I = results ? cl_copy(C, ii, base, voff, PV_NO_REG, off, size)
                        : cl_copy(C, ii, PV_NO_REG, off, base, voff, size);
        }
        if (guard)
            I->guard = guard->guard;
    }
}

PTXVM_INTERNAL void cc_function_prologue(cc *C, uint32_t pfi)
{
    pv_func *pf = &C->code->funcs[pfi];
    pf->entry = C->code->ninsns;
    cl_formal_moves(C, 0, pf, 0, NULL);
}

PTXVM_INTERNAL void cc_lower_ret(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii)
{
    pv_insn g, *I;
    const pv_func *pf;
    memset(&g, 0, sizeof g);
    g.guard = PV_NO_GUARD;
    if (!C->cur) {                         /* ret in a kernel: the thread ends */
        I = cc_emit(C, PV_OP_EXIT, ii);
        if (in)
            cc_guard(C, S, in, I);
        return;
    }
    if (in)
        cc_guard(C, S, in, &g);
    pf = &C->code->funcs[C->cur - 1];
    cl_formal_moves(C, ii, pf, 1, &g);
    I = cc_emit(C, PV_OP_RET, ii);
    I->guard = g.guard;
    I->x = C->cur - 1;
}

/* The callee's parameter list for a call: the function, a prototype, or
   the first entry of a .calltargets list. */
static const ir_func *cl_callee_sig(cc *C, pv_sema *S, const ir_inst *in,
                                    const ir_opnd *target, const ir_opnd *extra,
                                    int *direct, uint32_t *pfi)
{
    sema_ref r;
    if ((target->kind == OK_REG || target->kind == OK_SYM) &&
        sema_resolve(S, target->sym, &r) == 0 && r.kind == REF_FUNC) {
        *direct = 1;
        *pfi = cl_add(C, r.index);
        return &C->m->funcs.data[C->code->funcs[*pfi].irfn];
    }
    *direct = 0;
    if (!extra || sema_resolve(S, extra->sym, &r) != 0)
        cc_unsupported(C, in, "an indirect call needs a prototype or target list");
    if (r.kind == REF_FUNC)
        return &C->m->funcs.data[r.index];
    if (r.kind == REF_TLIST) {
        const ir_tlist *tl = &C->m->tlists.data[r.index];
        if (tl->n && sema_resolve(S, C->m->syms.data[tl->syms], &r) == 0 &&
            r.kind == REF_FUNC)
            return &C->m->funcs.data[r.index];
    }
    cc_unsupported(C, in, "call target");
}

/* A call argument or result that names a .param variable of the caller. */
static int cl_param_var(cc *C, pv_sema *S, const ir_opnd *o, uint32_t *vi)
{
    sema_ref r;
    if (o->kind != OK_REG || !o->sym || sema_resolve(S, o->sym, &r) != 0 ||
        r.kind != REF_VAR || r.space != SP_PARAM)
        return 0;
    if (C->var_home[r.index] == CC_HOME_NONE)
        return 0;
    *vi = r.index;
    return 1;
}

PTXVM_INTERNAL void cc_lower_call(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    const ir_opnd *rets = NULL, *args = NULL, *target, *extra = NULL;
    const ir_func *sig;
    uint32_t k = 0, i, off, pfi = 0, bytes;
    int direct;
    pv_insn g, *I;
    uint32_t lay[2 * 64], *layp = lay, nlay;
    memset(&g, 0, sizeof g);
    g.guard = PV_NO_GUARD;
    cc_guard(C, S, in, &g);
    if (in->nopnds && o[0].kind == OK_LIST)
        rets = &o[k++];
    if (k >= in->nopnds)
        cc_unsupported(C, in, NULL);
    target = &o[k++];
    if (k < in->nopnds && o[k].kind == OK_LIST)
        args = &o[k++];
    if (k < in->nopnds)
        extra = &o[k++];
    sig = cl_callee_sig(C, S, in, target, extra, &direct, &pfi);
    if ((args ? args->n : 0) != sig->nparams || (rets ? rets->n : 0) != sig->nrets)
        cc_unsupported(C, in, "argument count");
    nlay = 2 * (sig->nparams + sig->nrets);
    if (nlay > PV_COUNTOF(lay)) {   /* kept in C: a failure below longjmps */
        C->lay = (uint32_t *)cl_grow(C, C->lay, &C->lay_cap, nlay, sizeof(uint32_t));
        layp = C->lay;
    }
    cl_layout(C, sig->params, sig->nparams, &bytes, layp);
    cl_layout(C, sig->rets, sig->nrets, &bytes, layp + 2 * sig->nparams);
    /* arguments into argbuf */
    for (i = 0; i < sig->nparams; i++) {
        const ir_opnd *e = &C->m->opnds.data[args->sub + i];
        uint32_t size = layp[2 * i + 1], vi;
        off = C->code->argbuf + layp[2 * i];
        if (cl_param_var(C, S, e, &vi)) {
            uint32_t base, voff;
            cl_home(C, vi, &base, &voff);
            I = cl_copy(C, ii, base, voff, PV_NO_REG, off, size);
        } else {
            if (size > 8 || (size & (size - 1)))
                cc_unsupported(C, in, "argument size");
            I = cl_local(C, ii, 1, cc_src(C, S, in, e, size == 8), PV_NO_REG, off,
                         size, size == 8);
        }
        I->guard = g.guard;
    }
    if (direct) {
        I = cc_emit(C, PV_OP_CALL, ii);
        I->x = pfi;
    } else {
        sema_ref r;
        int wide = 1;
        if (sema_resolve(S, target->sym, &r) == 0 && r.kind == REF_VAR)
            wide = ir_type_size((ir_type)r.type) == 8;
        I = cc_emit(C, PV_OP_CALL_IND, ii);
        I->a = cc_src(C, S, in, target, wide);
        I->aux = !wide;
        I->x = cl_signature(C, sig);
    }
    I->guard = g.guard;
    /* results out of retbuf */
    for (i = 0; i < sig->nrets; i++) {
        const ir_opnd *e = &C->m->opnds.data[rets->sub + i];
        uint32_t size = layp[2 * (sig->nparams + i) + 1], vi;
        off = C->code->retbuf + layp[2 * (sig->nparams + i)];
        if (cl_param_var(C, S, e, &vi)) {
            uint32_t base, voff;
            cl_home(C, vi, &base, &voff);
            I = cl_copy(C, ii, PV_NO_REG, off, base, voff, size);
        } else {
            cc_op d = cc_reg(C, S, in, e);
            if (d.pred || size > 8 || (size & (size - 1)))
                cc_unsupported(C, in, "result operand");
            I = cl_local(C, ii, 0, d.slot, PV_NO_REG, off, size, d.wide);
        }
        I->guard = g.guard;
    }
}

/* The address of a variable that lives in .local (a .local or function
   .param variable): 1 with its base column (or PV_NO_REG) and offset. */
PTXVM_INTERNAL int cc_var_local(cc *C, uint32_t vi, uint32_t *base, uint64_t *off)
{
    uint32_t b, o;
    if (C->var_home[vi] == CC_HOME_NONE)
        return 0;
    cl_home(C, vi, &b, &o);
    *base = b;
    *off = o;
    return 1;
}
/* ---- src/compile_floatfam.c ---- */
/* Lowering of the floating-point instruction family: everything float the
   core (compile.c) does not take itself. The core keeps plain
   round-to-nearest f32/f64 add/sub/mul/fma/mad/neg/abs, setp without .ftz
   or a boolean operation, and the cvt forms it knows; everything else
   float lowers here to the generic handlers of exec_float.h, whose per-lane
   work is in fpops.c (softfp underneath). */
/* ---- src/fpops.h ---- */
/* Per-lane floating-point helpers of the interpreter (exec_float.h): the
   slow paths (softfp in every rounding mode, .ftz/.sat/.relu, 16-bit and
   packed formats) and the .approx functions, each driven by a small
   descriptor the compiler (compile_floatfam.c) packs into the
   instruction. */
#ifndef PTXVM_FPOPS_H
#define PTXVM_FPOPS_H

/* Arithmetic descriptor (insn.aux):
   bits 0-5 FK_* kind, 6-8 sf_fmt, 9-11 sf_rnd, 12-19 SF_* flags,
   bit 20 packed x2 (two 16-bit elements in 32 bits), bit 21 .relu. */
enum {
    FK_ADD, FK_SUB, FK_MUL, FK_FMA, FK_DIV, FK_SQRT, FK_RCP, FK_MIN, FK_MAX,
    FK_MIN3, FK_MAX3, FK_ABS, FK_NEG, FK_COPYSIGN,
    FK_RCP_APPROX, FK_SQRT_APPROX, FK_RSQRT_APPROX, FK_SIN, FK_COS, FK_LG2,
    FK_EX2, FK_TANH, FK_DIV_APPROX, FK_DIV_FULL, FK_RCP_GROSS, FK_RSQRT_GROSS
};
#define FP_AUX(kind, fmt, rnd, flags) \
    ((uint32_t)(kind) | ((uint32_t)(fmt) << 6) | ((uint32_t)(rnd) << 9) | \
     ((uint32_t)(flags) << 12))
#define FP_AUX_X2   (1u << 20)
#define FP_AUX_RELU (1u << 21)
#define FP_AUX_ABSIN (1u << 22)   /* min/max .abs: |inputs| */

/* One lane of an arithmetic operation (unused operands ignored). */
PTXVM_INTERNAL uint64_t fp_arith(uint32_t aux, uint64_t a, uint64_t b,
                                 uint64_t c);

/* Conversion descriptor (insn.x):
   bits 0-3 CK_* kind, 4-7 destination sf_fmt, 8-11 source sf_fmt,
   12-14 sf_rnd, 16-23 SF_* flags, 24-30 integer bits, bit 31 signed. */
enum {
    CK_FF,      /* float -> float                                   */
    CK_FI,      /* float -> integer                                 */
    CK_IF,      /* integer -> float                                 */
    CK_RI,      /* round to integral, same format                   */
    CK_PACK2,   /* d = cvt(a) << w | cvt(b), w = destination width   */
    CK_X2       /* each of the two elements of a (8->16 or 16->8)     */
};
#define FP_CVT(kind, dst, src, rnd, flags, bits, sgn) \
    ((uint64_t)(kind) | ((uint64_t)(dst) << 4) | ((uint64_t)(src) << 8) | \
     ((uint64_t)(rnd) << 12) | ((uint64_t)(flags) << 16) | \
     ((uint64_t)(bits) << 24) | ((uint64_t)(sgn) << 31))
PTXVM_INTERNAL uint64_t fp_convert(uint64_t desc, uint64_t a, uint64_t b);

/* Comparison descriptor (insn.aux): bits 0-4 sf_cmp, 5-7 sf_fmt, bit 8
   .ftz, bits 9-10 boolean op (0 none, 1 and, 2 or, 3 xor), bit 11 the
   boolean predicate is negated, bit 12 packed x2, bits 13-15 set's
   result kind (FS_*). */
enum { FS_ONES, FS_F32, FS_F16, FS_BF16, FS_ONES16 };
/* Compare one lane; packed: bit 0 the low halves, bit 1 the high. */
PTXVM_INTERNAL uint32_t fp_compare(uint32_t aux, uint64_t a, uint64_t b);
/* set's value for a (combined) comparison result. */
PTXVM_INTERNAL uint32_t fp_set_value(uint32_t aux, uint32_t r);

/* Flush an f32 subnormal to signed zero. */
static inline uint32_t fp_ftz32(uint32_t x)
{
    return (x & 0x7f800000u) ? x : (x & 0x80000000u);
}
#endif
/* ---- end src/fpops.h, back in src/compile_floatfam.c ---- */
#include <float.h>

/* Round-to-nearest f32/f64 operations run on the host's arithmetic only
   where it is IEEE binary32/64 without excess precision (not x87). */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
#define CF_HOST_FP 1
#else
#define CF_HOST_FP 0
#endif


/* The softfp format of a float type (*x2: packed pair), or -1. */
static int fmt_of(ir_type t, int *x2)
{
    *x2 = 0;
    switch (t) {
    case T_F16X2: *x2 = 1; return SF_F16;
    case T_BF16X2: *x2 = 1; return SF_BF16;
    case T_E4M3X2: *x2 = 1; return SF_E4M3;
    case T_E5M2X2: *x2 = 1; return SF_E5M2;
    case T_F16: return SF_F16;
    case T_BF16: return SF_BF16;
    case T_F32: return SF_F32;
    case T_F64: return SF_F64;
    case T_TF32: return SF_TF32;
    case T_E4M3: return SF_E4M3;
    case T_E5M2: return SF_E5M2;
    default: return -1;
    }
}

static sf_rnd rnd_of(uint8_t r, sf_rnd dflt)
{
    switch (r) {
    case ISA_RND_RN: case ISA_RND_RNI: return SF_RN;
    case ISA_RND_RZ: case ISA_RND_RZI: return SF_RZ;
    case ISA_RND_RM: case ISA_RND_RMI: return SF_RM;
    case ISA_RND_RP: case ISA_RND_RPI: return SF_RP;
    case ISA_RND_RNA: return SF_RNA;
    default: return dflt;
    }
}

static unsigned flags_of(const isa_decoded *dec)
{
    unsigned f = 0;
    if (dec->flags & ISA_F(FTZ)) f |= SF_FTZ;
    if (dec->flags & ISA_F(SAT)) f |= SF_SAT;
    if (dec->flags & ISA_F(SATFINITE)) f |= SF_SATFINITE;
    if (dec->flags & ISA_F(NANS)) f |= SF_NANPROP;
    if (dec->flags & ISA_F(XORSIGN)) f |= SF_XORSIGN;
    return f;
}

/* A source operand of float type t as a column of the given width:
   literals become the type's bits (f16/bf16 literals rounded to
   nearest). */
static uint32_t fsrc(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o,
                     ir_type t, int wide)
{
    int x2;
    int f = fmt_of(t, &x2);
    if ((o->kind == OK_F32 || o->kind == OK_F64) && !x2 &&
        (f == SF_F16 || f == SF_BF16)) {
        uint64_t v = sf_cvt_ff((sf_fmt)f, o->kind == OK_F32 ? SF_F32 : SF_F64,
                               o->val, SF_RN, 0);
        return cc_const(C, v, 0);
    }
    if (o->kind == OK_F32 || o->kind == OK_F64 || o->kind == OK_INT)
        return cc_src(C, S, in, o, wide);
    {
        cc_op r = cc_reg(C, S, in, o);
        if (r.pred)
            cc_unsupported(C, in, "predicate operand");
        return r.slot;     /* relaxed widths: the handler masks */
    }
}

/* d, a [, b [, c]] through FP32/FP64 (or op) with descriptor aux. */
static void emit_arith(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       ir_type t, uint32_t op, uint32_t aux)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int wide = ir_type_size(t) == 8;
    cc_op d = cc_reg(C, S, in, &o[0]);
    uint32_t a = fsrc(C, S, in, &o[1], t, wide);
    uint32_t b = in->nopnds > 2 ? fsrc(C, S, in, &o[2], t, wide) : a;
    uint32_t c = in->nopnds > 3 ? fsrc(C, S, in, &o[3], t, wide) : a;
    pv_insn *I;
    if (d.pred || d.wide != wide)
        cc_unsupported(C, in, "destination width");
    I = cc_emit(C, op ? op : wide ? PV_OP_FP64 : PV_OP_FP32, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
    I->b = b;
    I->c = c;
    I->aux = aux;
}

static uint32_t cmp_sf(uint8_t cmp)
{
    switch (cmp) {
    case ISA_CMP_EQ: return SF_EQ;
    case ISA_CMP_NE: return SF_NE;
    case ISA_CMP_LT: return SF_LT;
    case ISA_CMP_LE: return SF_LE;
    case ISA_CMP_GT: return SF_GT;
    case ISA_CMP_GE: return SF_GE;
    case ISA_CMP_EQU: return SF_EQU;
    case ISA_CMP_NEU: return SF_NEU;
    case ISA_CMP_LTU: return SF_LTU;
    case ISA_CMP_LEU: return SF_LEU;
    case ISA_CMP_GTU: return SF_GTU;
    case ISA_CMP_GEU: return SF_GEU;
    case ISA_CMP_NUM: return SF_NUM;
    default: return SF_NAN;
    }
}

/* setp/set on float operands. set: dt the destination type. */
static int lower_fcmp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec, int set)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type st = (ir_type)dec->types[set ? 1 : 0];
    ir_type dt = set ? (ir_type)dec->types[0] : T_NONE;
    int x2, f = fmt_of(st, &x2), wide = st == T_F64;
    uint32_t aux, p = CC_NO_SLOT, q = CC_NO_SLOT, nsrc = 3;
    pv_insn *I;
    if (f < 0)
        return 0;
    if (!set && !x2 && (st == T_F32 || st == T_F64) && !dec->boolop &&
        !(dec->flags & ISA_F(FTZ)))
        return 0;                               /* the core's SETP_F32/F64 */
    aux = cmp_sf(dec->cmp) | ((uint32_t)f << 5) |
          ((dec->flags & ISA_F(FTZ)) ? 1u << 8 : 0) |
          ((uint32_t)(dec->boolop ? dec->boolop - ISA_BOOL_AND + 1 : 0) << 9) |
          (x2 ? 1u << 12 : 0);
    if (dec->boolop && (o[3].flags & OF_NEG))
        aux |= 1u << 11;
    if (set) {
        int dx2;
        int df = fmt_of(dt, &dx2);
        uint32_t kind;
        if (ir_type_size(dt) == 8)
            return 0;
        if (df == SF_F32) kind = FS_F32;
        else if (df == SF_F16) kind = FS_F16;
        else if (df == SF_BF16) kind = FS_BF16;
        else if (df >= 0) return 0;
        else kind = (ir_type_size(dt) == 2 && !x2) ? FS_ONES16 : FS_ONES;
        aux |= kind << 13;
        {
            cc_op d = cc_reg(C, S, in, &o[0]);
            if (d.pred || d.wide)
                cc_unsupported(C, in, "destination width");
            p = d.slot;
        }
    } else if (o[0].kind == OK_PAIR) {
        const ir_opnd *e = C->m->opnds.data + o[0].sub;
        p = e[0].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[0]);
        q = e[1].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[1]);
    } else {
        p = cc_pred(C, S, in, &o[0]);
    }
    I = cc_emit(C, set ? (wide ? PV_OP_FSET64 : PV_OP_FSET32)
                       : (wide ? PV_OP_FSETP64 : PV_OP_FSETP32), ii);
    cc_guard(C, S, in, I);
    if (p == CC_NO_SLOT)
        p = C->code->npreds++;                  /* a scratch predicate */
    I->d = p;
    I->x = q == CC_NO_SLOT ? PV_NO_REG : q;
    I->a = fsrc(C, S, in, &o[1], st, wide);
    I->b = fsrc(C, S, in, &o[2], st, wide);
    I->aux = aux;
    if (dec->boolop) {
        I->c = cc_pred(C, S, in, &o[nsrc]);
    }
    return 1;
}

static int lower_testp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    uint32_t op;
    pv_insn *I;
    switch (dec->modes[0]) {
    case KW_finite: op = SF_TP_FINITE; break;
    case KW_infinite: op = SF_TP_INFINITE; break;
    case KW_number: op = SF_TP_NUMBER; break;
    case KW_notanumber: op = SF_TP_NOTANUMBER; break;
    case KW_normal: op = SF_TP_NORMAL; break;
    default: op = SF_TP_SUBNORMAL; break;
    }
    I = cc_emit(C, t == T_F64 ? PV_OP_TESTP64 : PV_OP_TESTP32, ii);
    cc_guard(C, S, in, I);
    I->d = cc_pred(C, S, in, &o[0]);
    I->a = fsrc(C, S, in, &o[1], t, t == T_F64);
    I->aux = op | ((uint32_t)(t == T_F64 ? SF_F64 : SF_F32) << 5);
    return 1;
}

static int int_bits(ir_type t)
{
    return (int)ir_type_size(t) * 8;
}

static int lower_fcvt(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type dt = (ir_type)dec->types[0], st = (ir_type)dec->types[1];
    int dx2, sx2, df = fmt_of(dt, &dx2), sf = fmt_of(st, &sx2);
    unsigned fl = flags_of(dec);
    uint64_t desc;
    int swide, dwide;
    cc_op d;
    uint32_t a, b;
    pv_insn *I;
    if (dec->ntypes < 2 || (df < 0 && sf < 0) || dec->rnd == ISA_RND_RS ||
        (dec->flags & ISA_F(PACK)))
        return 0;
    if (df < 0 && ir_type_class(dt) != TC_UINT && ir_type_class(dt) != TC_SINT)
        return 0;
    if (sf < 0 && ir_type_class(st) != TC_UINT && ir_type_class(st) != TC_SINT &&
        ir_type_class(st) != TC_BITS)
        return 0;
    if (dec->flags & ISA_F(RELU))
        fl |= SF_RELU;
    /* the core's own fast forms */
    if (!fl && dt == T_F32 && (st == T_S32 || st == T_U32) &&
        (dec->rnd == ISA_RND_RN || !dec->rnd))
        return 0;
    if (!fl && dt == T_F64 && st == T_F32 && !dec->rnd)
        return 0;
    if (in->nopnds == 3) {                       /* d = cvt(a):cvt(b) */
        if (dx2 == 0 || sf < 0)
            return 0;
        desc = FP_CVT(CK_PACK2, df, sf, rnd_of(dec->rnd, SF_RN), fl, 0, 0);
    } else if (dx2 || sx2) {
        if (!dx2 || !sx2)
            return 0;
        desc = FP_CVT(CK_X2, df, sf, rnd_of(dec->rnd, SF_RN), fl, 0, 0);
    } else if (df >= 0 && sf >= 0) {
        if (dec->rnd >= ISA_RND_RNI && dec->rnd <= ISA_RND_RPI) {
            if (df != sf)
                return 0;
            desc = FP_CVT(CK_RI, df, sf, rnd_of(dec->rnd, SF_RN), fl, 0, 0);
        } else {
            desc = FP_CVT(CK_FF, df, sf, rnd_of(dec->rnd, SF_RN), fl, 0, 0);
        }
    } else if (df < 0) {                         /* float -> integer */
        desc = FP_CVT(CK_FI, 0, sf, rnd_of(dec->rnd, SF_RZ), fl & SF_FTZ,
                      int_bits(dt), ir_type_class(dt) == TC_SINT);
    } else {                                     /* integer -> float */
        desc = FP_CVT(CK_IF, df, 0, rnd_of(dec->rnd, SF_RN), fl,
                      int_bits(st), ir_type_class(st) == TC_SINT);
    }
    d = cc_reg(C, S, in, &o[0]);
    if (d.pred)
        cc_unsupported(C, in, "destination");
    dwide = d.wide;
    swide = ir_type_size(st) == 8;
    if (o[1].kind == OK_REG) {
        cc_op r = cc_reg(C, S, in, &o[1]);
        if (r.pred)
            cc_unsupported(C, in, "source");
        swide = r.wide;
        a = r.slot;
    } else {
        a = fsrc(C, S, in, &o[1], st, swide);
    }
    b = a;
    if (in->nopnds == 3) {
        if (o[2].kind == OK_REG) {
            cc_op r = cc_reg(C, S, in, &o[2]);
            if (r.pred || r.wide != swide)
                cc_unsupported(C, in, "source width");
            b = r.slot;
        } else {
            b = fsrc(C, S, in, &o[2], st, swide);
        }
    }
    I = cc_emit(C, dwide ? (swide ? PV_OP_CVTF_64_64 : PV_OP_CVTF_64_32)
                         : (swide ? PV_OP_CVTF_32_64 : PV_OP_CVTF_32_32), ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
    I->b = b;
    I->x = desc;
    return 1;
}

PTXVM_INTERNAL int cc_lower_floatfam(cc *C, pv_sema *S, const ir_inst *in,
                                     uint32_t ii, const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    int x2, f = fmt_of(t, &x2);
    unsigned fl = flags_of(dec);
    uint32_t kind, aux, op = 0;
    int plain_rn = !dec->rnd || dec->rnd == ISA_RND_RN;
    int core32_64 = (t == T_F32 || t == T_F64);
    switch (in->opcode) {
    case KW_op_setp: return lower_fcmp(C, S, in, ii, dec, 0);
    case KW_op_set: return dec->ntypes > 1 ? lower_fcmp(C, S, in, ii, dec, 1) : 0;
    case KW_op_testp: return lower_testp(C, S, in, ii, dec);
    case KW_op_cvt: return lower_fcvt(C, S, in, ii, dec);
    default: break;
    }
    if (f < 0 || f == SF_TF32 || f == SF_E4M3 || f == SF_E5M2 || dec->ntypes > 1)
        return 0;
    switch (in->opcode) {
    case KW_op_add: kind = FK_ADD; break;
    case KW_op_sub: kind = FK_SUB; break;
    case KW_op_mul: kind = FK_MUL; break;
    case KW_op_fma: case KW_op_mad: kind = FK_FMA; break;
    case KW_op_div:
        kind = (dec->flags & ISA_F(APPROX)) ? FK_DIV_APPROX :
               (dec->flags & ISA_F(FULL)) ? FK_DIV_FULL : FK_DIV;
        break;
    case KW_op_rcp:
        kind = !(dec->flags & ISA_F(APPROX)) ? FK_RCP :
               t == T_F64 ? FK_RCP_GROSS : FK_RCP_APPROX;
        break;
    case KW_op_sqrt:
        kind = (dec->flags & ISA_F(APPROX)) ? FK_SQRT_APPROX : FK_SQRT;
        break;
    case KW_op_rsqrt:
        kind = (t == T_F64 && (dec->flags & ISA_F(FTZ))) ? FK_RSQRT_GROSS
                                                        : FK_RSQRT_APPROX;
        break;
    case KW_op_sin: kind = FK_SIN; break;
    case KW_op_cos: kind = FK_COS; break;
    case KW_op_lg2: kind = FK_LG2; break;
    case KW_op_ex2: kind = FK_EX2; break;
    case KW_op_tanh: kind = FK_TANH; break;
    case KW_op_abs: kind = FK_ABS; break;
    case KW_op_neg: kind = FK_NEG; break;
    case KW_op_min: kind = in->nopnds > 3 ? FK_MIN3 : FK_MIN; break;
    case KW_op_max: kind = in->nopnds > 3 ? FK_MAX3 : FK_MAX; break;
    case KW_op_copysign: kind = FK_COPYSIGN; break;
    default: return 0;
    }
    /* what the core runs natively */
    if (CF_HOST_FP && core32_64 && plain_rn && !(fl & (SF_FTZ | SF_SAT)) &&
        (kind == FK_ADD || kind == FK_SUB || kind == FK_MUL || kind == FK_FMA))
        return 0;
    if (core32_64 && !(fl & SF_FTZ) && (kind == FK_ABS || kind == FK_NEG))
        return 0;
    if (kind == FK_FMA && in->opcode == KW_op_mad && !dec->rnd && t == T_F64)
        return 0;
    aux = FP_AUX(kind, f, rnd_of(dec->rnd, SF_RN), fl) | (x2 ? FP_AUX_X2 : 0);
    if (dec->flags & ISA_F(RELU))
        aux |= FP_AUX_RELU;
    if ((dec->flags & ISA_F(ABS)) && !(dec->flags & ISA_F(XORSIGN)))
        aux |= FP_AUX_ABSIN;
    if (CF_HOST_FP && t == T_F32 && plain_rn && fl == SF_FTZ && !x2) {
        if (kind == FK_ADD) op = PV_OP_ADD_FTZ_F32;
        else if (kind == FK_SUB) op = PV_OP_SUB_FTZ_F32;
        else if (kind == FK_MUL) op = PV_OP_MUL_FTZ_F32;
        else if (kind == FK_FMA) op = PV_OP_FMA_FTZ_F32;
        else if (kind == FK_DIV) op = PV_OP_DIV_FTZ_F32;
        else if (kind == FK_SQRT) op = PV_OP_SQRT_FTZ_F32;
    }
    /* division and square root rounded to nearest: the host's are IEEE
       correctly rounded too (the soft-float path is a bit-serial loop) */
    if (CF_HOST_FP && core32_64 && plain_rn && !fl && !(aux & (FP_AUX_RELU | FP_AUX_ABSIN))) {
        if (kind == FK_DIV) op = t == T_F32 ? PV_OP_DIV_F32 : PV_OP_DIV_F64;
        else if (kind == FK_SQRT) op = t == T_F32 ? PV_OP_SQRT_F32 : PV_OP_SQRT_F64;
    }
    emit_arith(C, S, in, ii, t, op, aux);
    return 1;
}
/* ---- src/compile_intfam.c ---- */
/* Lowering of the integer instruction family: everything integer the core
   (compile.c) does not lower itself: 16-bit and packed forms, .sat, .hi
   and .wide forms, carries (.cc), division, bit manipulation, setp with
   a boolean combiner, set, cvt between integer types with .sat or
   narrow types, cvt.pack, and the video instructions (vadd ... vset4).
   The handlers are in exec_int.h, the per-lane semantics in intops.h. */

static int fam_signed(ir_type t) { return ir_type_class(t) == TC_SINT; }

/* The destination register column of o, which must be as wide as wide. */
static uint32_t fam_dst(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o, int wide)
{
    cc_op d = cc_reg(C, S, in, o);
    if (d.pred || d.wide != wide)
        cc_unsupported(C, in, "destination width");
    return d.slot;
}

/* d = op(a[, b[, c]]) with the given column widths (bit 0: d, 1: a, 2: b,
   3: c) and sub-operation aux. */
static pv_insn *fam_emit(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         uint32_t op, uint32_t aux, uint32_t widths)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    pv_insn *I;
    uint32_t d = fam_dst(C, S, in, &o[0], widths & 1);
    uint32_t a = in->nopnds > 1 ? cc_src(C, S, in, &o[1], (widths >> 1) & 1) : 0;
    uint32_t b = in->nopnds > 2 ? cc_src(C, S, in, &o[2], (widths >> 2) & 1) : 0;
    uint32_t c = in->nopnds > 3 ? cc_src(C, S, in, &o[3], (widths >> 3) & 1) : 0;
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = a;
    I->b = b;
    I->c = c;
    I->aux = aux;
    return I;
}

#define W_ALL 15u
#define W_NONE 0u

static uint32_t cc_flag_slot(cc *C)
{
    if (!C->cc_flag)
        C->cc_flag = ++C->code->npreds;       /* slot npreds, stored + 1 */
    return C->cc_flag - 1;
}

/* add.cc, addc, sub.cc, subc, mad.cc, madc */
static int lower_carry(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec, uint32_t kind, int cin)
{
    ir_type t = (ir_type)dec->types[0];
    int wide = ir_type_size(t) == 8;
    uint32_t aux = kind | (cin ? PV_CC_CIN : 0) |
                   ((dec->flags & ISA_F(CC)) ? PV_CC_COUT : 0) |
                   (fam_signed(t) ? PV_CC_SIGNED : 0);
    pv_insn *I;
    uint32_t slot = cc_flag_slot(C);
    if (kind == PV_CC_ADD || kind == PV_CC_SUB) {
        const ir_opnd *o = ir_opnds(C->m, in);
        uint32_t d = fam_dst(C, S, in, &o[0], wide);
        uint32_t a = cc_src(C, S, in, &o[1], wide), b = cc_src(C, S, in, &o[2], wide);
        I = cc_emit(C, wide ? PV_OP_ICC64 : PV_OP_ICC32, ii);
        cc_guard(C, S, in, I);
        I->d = d; I->a = a; I->b = b; I->c = a;
        I->aux = aux;
    } else {
        I = fam_emit(C, S, in, ii, wide ? PV_OP_ICC64 : PV_OP_ICC32, aux, wide ? W_ALL : W_NONE);
    }
    I->x = slot;
    return 1;
}

static int lower_cvt_int(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type dt = (ir_type)dec->types[0], st = (ir_type)dec->types[1];
    uint32_t ds = ir_type_size(dt), ss = ir_type_size(st), aux;
    cc_op d;
    pv_insn *I;
    int swide;
    if (ir_type_class(dt) == TC_FLOAT || ir_type_class(st) == TC_FLOAT || dec->rnd ||
        (dec->flags & ~ISA_F(SAT)) || dec->ntypes != 2)
        return 0;
    if (!(dec->flags & ISA_F(SAT)) && ds >= 4 && ss >= 4)
        return 0;                              /* the core's plain forms */
    d = cc_reg(C, S, in, &o[0]);
    if (d.pred)
        cc_unsupported(C, in, "destination");
    if (o[1].kind == OK_REG) {
        cc_op a = cc_reg(C, S, in, &o[1]);
        if (a.pred)
            cc_unsupported(C, in, "source");
        swide = a.wide;
    } else {
        swide = ss == 8;
    }
    aux = ss | (fam_signed(st) ? PV_CV_SSIGNED : 0) | (ds << 5) |
          (fam_signed(dt) ? PV_CV_DSIGNED : 0) |
          ((dec->flags & ISA_F(SAT)) ? PV_CV_SAT : 0) |
          (swide ? PV_CV_SWIDE : 0) | (d.wide ? PV_CV_DWIDE : 0);
    /* a register wider than the type gets the value sign-extended for
       signed types (the GPU's cvt.s16.s8 into a .b32 register); in a
       16-bit register only the low bits count */
    if (fam_signed(dt))
        aux |= PV_CV_DSEXT;
    I = cc_emit(C, PV_OP_ICVT, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = cc_src(C, S, in, &o[1], swide);
    I->aux = aux;
    return 1;
}

static uint32_t int_cmp_code(const isa_decoded *dec, int sg)
{
    switch (dec->cmp) {
    case ISA_CMP_EQ: return PV_CMP_EQ;
    case ISA_CMP_NE: return PV_CMP_NE;
    case ISA_CMP_LT: return sg ? PV_CMP_LT : PV_CMP_LO;
    case ISA_CMP_LE: return sg ? PV_CMP_LE : PV_CMP_LS;
    case ISA_CMP_GT: return sg ? PV_CMP_GT : PV_CMP_HI;
    case ISA_CMP_GE: return sg ? PV_CMP_GE : PV_CMP_HS;
    case ISA_CMP_LO: return PV_CMP_LO;
    case ISA_CMP_LS: return PV_CMP_LS;
    case ISA_CMP_HI: return PV_CMP_HI;
    case ISA_CMP_HS: return PV_CMP_HS;
    default: return PV_CMP_NUM;          /* not an integer comparison */
    }
}

/* setp (boolop or 16-bit) and set with integer source type t. */
static int lower_icmp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec, ir_type t, int set)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t sz = ir_type_size(t), code = int_cmp_code(dec, fam_signed(t)), aux;
    int wide = sz == 8;
    pv_insn *I;
    if (code == PV_CMP_NUM || (dec->flags & ISA_F(FTZ)))
        return 0;
    aux = code | ((uint32_t)dec->boolop << 5) | (sz == 2 ? PV_IC_W16 : 0) |
          (wide ? PV_IC_W64 : 0) | (fam_signed(t) ? PV_IC_SIGNED : 0);
    if (set) {
        ir_type dt = (ir_type)dec->types[0];
        aux |= PV_IC_SET | (dt == T_F32 ? PV_IC_SETF32 : 0);
    }
    if (dec->boolop && (o[3].flags & OF_NEG))
        aux |= PV_IC_CNEG;
    {
        uint32_t a = cc_src(C, S, in, &o[1], wide), b = cc_src(C, S, in, &o[2], wide);
        uint32_t c = dec->boolop ? cc_pred(C, S, in, &o[3]) : 0;
        uint32_t p = PV_NO_REG, q = PV_NO_REG;
        if (set) {
            p = fam_dst(C, S, in, &o[0], 0);
        } else if (o[0].kind == OK_PAIR) {
            const ir_opnd *e = C->m->opnds.data + o[0].sub;
            p = e[0].kind == OK_SINK ? PV_NO_REG : cc_pred(C, S, in, &e[0]);
            q = e[1].kind == OK_SINK ? PV_NO_REG : cc_pred(C, S, in, &e[1]);
        } else {
            p = cc_pred(C, S, in, &o[0]);
        }
        I = cc_emit(C, PV_OP_ICMP, ii);
        cc_guard(C, S, in, I);
        I->d = p; I->a = a; I->b = b; I->c = c; I->x = q; I->aux = aux;
    }
    return 1;
}

static int lower_lop3(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t d, p = PV_NO_REG, a, b, c;
    pv_insn *I;
    if (o[4].kind != OK_INT)
        cc_unsupported(C, in, "immLut");
    if (o[0].kind == OK_PAIR) {
        const ir_opnd *e = C->m->opnds.data + o[0].sub;
        if (e[0].kind == OK_SINK)
            d = cc_cols(C, CC_COL32);         /* d discarded: scratch */
        else
            d = fam_dst(C, S, in, &e[0], 0);
        p = e[1].kind == OK_SINK ? PV_NO_REG : cc_pred(C, S, in, &e[1]);
    } else {
        d = fam_dst(C, S, in, &o[0], 0);
    }
    a = cc_src(C, S, in, &o[1], 0);
    b = cc_src(C, S, in, &o[2], 0);
    c = cc_src(C, S, in, &o[3], 0);
    I = cc_emit(C, PV_OP_LOP3, ii);
    cc_guard(C, S, in, I);
    I->d = d; I->a = a; I->b = b; I->c = c;
    I->aux = (uint32_t)o[4].val & 0xffu;
    if (dec->boolop) {                        /* p = (d != 0) BoolOp q */
        uint32_t q = cc_pred(C, S, in, &o[5]);
        I = cc_emit(C, PV_OP_ICMP, ii);
        cc_guard(C, S, in, I);
        I->d = p; I->a = d; I->b = cc_const(C, 0, 0); I->c = q;
        I->x = PV_NO_REG;
        I->aux = PV_CMP_NE | ((uint32_t)dec->boolop << 5) |
                 ((o[5].flags & OF_NEG) ? PV_IC_CNEG : 0);
    }
    return 1;
}

/* ---- video instructions and cvt.pack ---- */

/* cvt.pack.sat.{u16,s16}.s32 d, a, b and cvt.pack.sat.{u2 .. s8}.s32.b32
   d, a, b, c. */
static int lower_cvt_pack(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                          const isa_decoded *dec)
{
    uint32_t k = dec->type_kw[0], aux;
    pv_insn *I;
    aux = (k == KW_u2 || k == KW_s2) ? 2u : (k == KW_u4 || k == KW_s4) ? 4u :
          (k == KW_u8 || k == KW_s8) ? 8u : 16u;
    if (k == KW_s2 || k == KW_s4 || k == KW_s8 || k == KW_s16)
        aux |= PV_PK_SIGNED;
    if (in->nopnds == 4)
        aux |= PV_PK_C;
    I = fam_emit(C, S, in, ii, PV_OP_CVT_PACK, aux, W_NONE);
    if (in->nopnds < 4)
        I->c = I->a;
    return 1;
}

/* An operand's video selector (.b0, .h1, .h10, .b3210 ...): its letter
   ('b' or 'h'; 0 for none), and its n digits as written, one a nibble
   (.b3210: 0x3210). */
typedef struct vid_sel {
    char     kind;
    uint32_t n, digits;
} vid_sel;

static vid_sel vid_sel_of(const ir_opnd *o)
{
    vid_sel s;
    s.kind = 0;
    s.n = s.digits = 0;
    if (o->kind == OK_REG && (o->flags & OF_VSEL)) {
        s.kind = ((uint32_t)o->val & IR_VSEL_HALF) ? 'h' : 'b';
        s.n = IR_VSEL_COUNT(o->val);
        s.digits = IR_VSEL_DIGITS(o->val);
    }
    return s;
}

/* vmad's {-}a, {-}b, {-}c. */
static int vid_neg_of(const ir_opnd *o)
{
    return o->kind == OK_REG && (o->flags & OF_MINUS);
}

/* A scalar selector (.b0-.b3, .h0, .h1, none) as PV_VSEL_*. */
static uint32_t vid_scalar_sel(cc *C, const ir_inst *in, const ir_opnd *o)
{
    vid_sel s = vid_sel_of(o);
    if (!s.kind)
        return PV_VSEL_W32;
    if (s.n == 1 && s.kind == 'b' && s.digits < 4)
        return PV_VSEL_B0 + s.digits;
    if (s.n == 1 && s.kind == 'h' && s.digits < 2)
        return PV_VSEL_H0 + s.digits;
    cc_unsupported(C, in, "operand selector");
    return PV_VSEL_W32;
}

/* A SIMD source selector (.hxy of 2-way, .bxyzw of 4-way) as element
   sources, one a nibble, or def when absent. */
static uint32_t vid_simd_sel(cc *C, const ir_inst *in, const ir_opnd *o,
                             int four, uint32_t def)
{
    vid_sel s = vid_sel_of(o);
    uint32_t i;
    if (!s.kind)
        return def;
    if (s.kind != (four ? 'b' : 'h') || s.n != (four ? 4u : 2u))
        cc_unsupported(C, in, "operand selector");
    for (i = 0; i < s.n; i++)
        if (((s.digits >> (4 * i)) & 15u) > (four ? 7u : 3u))
            cc_unsupported(C, in, "operand selector");
    return s.digits;
}

/* A SIMD destination mask (.h0, .h1, .h10; .b0 ... .b3210): bit i for each
   element digit i; all elements when absent. */
static uint32_t vid_simd_mask(cc *C, const ir_inst *in, const ir_opnd *o, int four)
{
    vid_sel s = vid_sel_of(o);
    uint32_t i, mask = 0;
    if (!s.kind)
        return four ? 15u : 3u;
    if (s.kind != (four ? 'b' : 'h') || s.n < 1 || s.n > (four ? 4u : 2u))
        cc_unsupported(C, in, "destination mask");
    for (i = 0; i < s.n; i++) {
        uint32_t e = (s.digits >> (4 * i)) & 15u;
        if (e > (four ? 3u : 1u))
            cc_unsupported(C, in, "destination mask");
        mask |= 1u << e;
    }
    return mask;
}

static uint32_t vid_cmp(const isa_decoded *dec)
{
    switch (dec->cmp) {
    case ISA_CMP_EQ: return PV_VC_EQ;
    case ISA_CMP_NE: return PV_VC_NE;
    case ISA_CMP_LT: return PV_VC_LT;
    case ISA_CMP_LE: return PV_VC_LE;
    case ISA_CMP_GT: return PV_VC_GT;
    default: return PV_VC_GE;
    }
}

/* vadd vsub vabsdiff vmin vmax vshl vshr vset: dtype.atype.btype (vset:
   atype.btype, an unsigned result), then .sat, a secondary operation
   (.add/.min/.max with c) or a merge into c (d.dsel with c). */
static int lower_vscalar(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         const isa_decoded *dec, uint32_t op)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int set = op == PV_VD_SET;
    ir_type dt = set ? T_U32 : (ir_type)dec->types[0];
    ir_type at = (ir_type)dec->types[set ? 0 : 1], bt = (ir_type)dec->types[set ? 1 : 2];
    uint32_t aux = op, op2 = PV_VOP2_NONE, dsel;
    pv_insn *I;
    switch (dec->aop) {
    case ISA_AOP_ADD: op2 = PV_VOP2_ADD; break;
    case ISA_AOP_MIN: op2 = PV_VOP2_MIN; break;
    case ISA_AOP_MAX: op2 = PV_VOP2_MAX; break;
    default: break;
    }
    dsel = vid_scalar_sel(C, in, &o[0]);
    /* a c operand goes with exactly one of op2 and the merge */
    if ((in->nopnds == 4) != ((op2 != PV_VOP2_NONE) != (dsel != PV_VSEL_W32)))
        cc_unsupported(C, in, "operand form");
    aux |= (fam_signed(at) ? PV_VD_ASIGNED : 0) | (fam_signed(bt) ? PV_VD_BSIGNED : 0) |
           (fam_signed(dt) ? PV_VD_DSIGNED : 0) |
           (vid_scalar_sel(C, in, &o[1]) << PV_VD_ASEL_SH) |
           (vid_scalar_sel(C, in, &o[2]) << PV_VD_BSEL_SH) | (dsel << PV_VD_DSEL_SH) |
           ((dec->flags & ISA_F(SAT)) ? PV_VD_SAT : 0) | (op2 << PV_VD_OP2_SH) |
           ((op == PV_VD_SHL || op == PV_VD_SHR) && dec->modes[0] == KW_clamp ?
            PV_VD_CLAMP : 0) |
           (set ? vid_cmp(dec) << PV_VD_CMP_SH : 0);
    I = fam_emit(C, S, in, ii, PV_OP_VID, aux, W_NONE);
    if (in->nopnds < 4)
        I->c = I->a;
    return 1;
}

/* vmad.dtype.atype.btype{.po}{.sat}{.shr7|.shr15} d, {-}a, {-}b, {-}c */
static int lower_vmad(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t aux = 0, i;
    for (i = 0; i < dec->nmodes; i++)
        aux |= dec->modes[i] == KW_po ? PV_VM_PO : dec->modes[i] == KW_shr7 ?
               7u << PV_VM_SHR_SH : dec->modes[i] == KW_shr15 ? 15u << PV_VM_SHR_SH : 0;
    aux |= (fam_signed((ir_type)dec->types[1]) ? PV_VM_ASIGNED : 0) |
          (fam_signed((ir_type)dec->types[2]) ? PV_VM_BSIGNED : 0) |
          (vid_scalar_sel(C, in, &o[1]) << PV_VM_ASEL_SH) |
          (vid_scalar_sel(C, in, &o[2]) << PV_VM_BSEL_SH) |
          (vid_neg_of(&o[1]) ? PV_VM_NEGA : 0) | (vid_neg_of(&o[2]) ? PV_VM_NEGB : 0) |
          (vid_neg_of(&o[3]) ? PV_VM_NEGC : 0) |
          ((dec->flags & ISA_F(SAT)) ? PV_VM_SAT : 0);
    if (vid_sel_of(&o[0]).kind || vid_sel_of(&o[3]).kind)
        cc_unsupported(C, in, "operand selector");
    fam_emit(C, S, in, ii, PV_OP_VMAD, aux, W_NONE);
    return 1;
}

/* vop2/vop4 and vset2/vset4: d{.mask}, a{.asel}, b{.bsel}, c with .sat
   and the merge into c, or .add: c plus the elements. */
static int lower_vsimd(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec, uint32_t op, int four)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int set = op == PV_VS_SET;
    ir_type dt = set ? T_U32 : (ir_type)dec->types[0];
    ir_type at = (ir_type)dec->types[set ? 0 : 1], bt = (ir_type)dec->types[set ? 1 : 2];
    uint32_t aux = op;
    uint64_t asel, bsel;
    pv_insn *I;
    asel = vid_simd_sel(C, in, &o[1], four, four ? 0x3210u : 0x10u);
    bsel = vid_simd_sel(C, in, &o[2], four, four ? 0x7654u : 0x32u);
    if (vid_sel_of(&o[3]).kind)
        cc_unsupported(C, in, "operand selector");
    aux |= (four ? PV_VS_FOUR : 0) | (fam_signed(at) ? PV_VS_ASIGNED : 0) |
           (fam_signed(bt) ? PV_VS_BSIGNED : 0) | (fam_signed(dt) ? PV_VS_DSIGNED : 0) |
           ((dec->flags & ISA_F(SAT)) ? PV_VS_SAT : 0) |
           (dec->aop == ISA_AOP_ADD ? PV_VS_ACC : 0) |
           (vid_simd_mask(C, in, &o[0], four) << PV_VS_MASK_SH) |
           (set ? vid_cmp(dec) << PV_VS_CMP_SH : 0);
    I = fam_emit(C, S, in, ii, PV_OP_VSIMD, aux, W_NONE);
    I->x = asel | bsel << 16;
    return 1;
}

static int lower_video(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
{
    switch (in->opcode) {
    case KW_op_vadd: return lower_vscalar(C, S, in, ii, dec, PV_VD_ADD);
    case KW_op_vsub: return lower_vscalar(C, S, in, ii, dec, PV_VD_SUB);
    case KW_op_vabsdiff: return lower_vscalar(C, S, in, ii, dec, PV_VD_ABSDIFF);
    case KW_op_vmin: return lower_vscalar(C, S, in, ii, dec, PV_VD_MIN);
    case KW_op_vmax: return lower_vscalar(C, S, in, ii, dec, PV_VD_MAX);
    case KW_op_vshl: return lower_vscalar(C, S, in, ii, dec, PV_VD_SHL);
    case KW_op_vshr: return lower_vscalar(C, S, in, ii, dec, PV_VD_SHR);
    case KW_op_vset: return lower_vscalar(C, S, in, ii, dec, PV_VD_SET);
    case KW_op_vmad: return lower_vmad(C, S, in, ii, dec);
    case KW_op_vadd2: return lower_vsimd(C, S, in, ii, dec, PV_VS_ADD, 0);
    case KW_op_vsub2: return lower_vsimd(C, S, in, ii, dec, PV_VS_SUB, 0);
    case KW_op_vavrg2: return lower_vsimd(C, S, in, ii, dec, PV_VS_AVRG, 0);
    case KW_op_vabsdiff2: return lower_vsimd(C, S, in, ii, dec, PV_VS_ABSDIFF, 0);
    case KW_op_vmin2: return lower_vsimd(C, S, in, ii, dec, PV_VS_MIN, 0);
    case KW_op_vmax2: return lower_vsimd(C, S, in, ii, dec, PV_VS_MAX, 0);
    case KW_op_vset2: return lower_vsimd(C, S, in, ii, dec, PV_VS_SET, 0);
    case KW_op_vadd4: return lower_vsimd(C, S, in, ii, dec, PV_VS_ADD, 1);
    case KW_op_vsub4: return lower_vsimd(C, S, in, ii, dec, PV_VS_SUB, 1);
    case KW_op_vavrg4: return lower_vsimd(C, S, in, ii, dec, PV_VS_AVRG, 1);
    case KW_op_vabsdiff4: return lower_vsimd(C, S, in, ii, dec, PV_VS_ABSDIFF, 1);
    case KW_op_vmin4: return lower_vsimd(C, S, in, ii, dec, PV_VS_MIN, 1);
    case KW_op_vmax4: return lower_vsimd(C, S, in, ii, dec, PV_VS_MAX, 1);
    case KW_op_vset4: return lower_vsimd(C, S, in, ii, dec, PV_VS_SET, 1);
    default: return 0;
    }
}


PTXVM_INTERNAL int cc_lower_intfam(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec)
{
    uint32_t kw = in->opcode;
    ir_type t = (ir_type)dec->types[0];
    int cls = ir_type_class(t), sg = cls == TC_SINT;
    uint32_t sz = ir_type_size(t);
    uint64_t fl = dec->flags;
    int hi = (fl & ISA_F(HI)) != 0, wide = (fl & ISA_F(WIDE)) != 0;
    uint32_t m0 = dec->nmodes ? dec->modes[0] : 0;
    uint32_t m1 = dec->nmodes > 1 ? dec->modes[1] : 0;
    PV_UNUSED(m1);

    if (lower_video(C, S, in, ii, dec))
        return 1;
    switch (kw) {
    case KW_op_cvt:
        if (fl & ISA_F(PACK))
            return lower_cvt_pack(C, S, in, ii, dec);
        return lower_cvt_int(C, S, in, ii, dec);
    case KW_op_setp:
        if (cls != TC_UINT && cls != TC_SINT && cls != TC_BITS)
            return 0;
        if (!dec->boolop && sz >= 4)
            return 0;                         /* the core's plain setp */
        return lower_icmp(C, S, in, ii, dec, t, 0);
    case KW_op_set: {
        ir_type st = (ir_type)dec->types[1];
        int scls = ir_type_class(st);
        if (dec->ntypes != 2 || (scls != TC_UINT && scls != TC_SINT && scls != TC_BITS))
            return 0;
        return lower_icmp(C, S, in, ii, dec, st, 1);
    }
    case KW_op_addc: case KW_op_subc:
        return lower_carry(C, S, in, ii, dec, kw == KW_op_addc ? PV_CC_ADD : PV_CC_SUB, 1);
    case KW_op_madc:
        return lower_carry(C, S, in, ii, dec, hi ? PV_CC_MADHI : PV_CC_MADLO, 1);
    case KW_op_lop3:
        return lower_lop3(C, S, in, ii, dec);
    default:
        break;
    }
    if (cls != TC_UINT && cls != TC_SINT && cls != TC_BITS)
        return 0;
    switch (kw) {
    case KW_op_add: case KW_op_sub:
        if (fl & ISA_F(CC))
            return lower_carry(C, S, in, ii, dec, kw == KW_op_add ? PV_CC_ADD : PV_CC_SUB, 0);
        if (fl & ISA_F(SAT))
            return fam_emit(C, S, in, ii, PV_OP_I32_3, kw == KW_op_add ? PV_IO_ADD_SAT_S32 :
                            PV_IO_SUB_SAT_S32, W_NONE), 1;
        if (t == T_U16X2 || t == T_S16X2)
            return kw == KW_op_add ?
                   (fam_emit(C, S, in, ii, PV_OP_I32_3, PV_IO_ADD16X2, W_NONE), 1) : 0;
        if (sz == 2)
            return fam_emit(C, S, in, ii, PV_OP_I32_3, kw == KW_op_add ? PV_IO_ADD16 : PV_IO_SUB16,
                            W_NONE), 1;
        return 0;
    case KW_op_mul:
        if (sz == 2) {
            uint32_t op = wide ? (sg ? PV_IO_MUL_WIDE_S16 : PV_IO_MUL_WIDE_U16) :
                          hi ? (sg ? PV_IO_MUL_HI_S16 : PV_IO_MUL_HI_U16) : PV_IO_MUL_LO16;
            pv_insn *I = fam_emit(C, S, in, ii, PV_OP_I32_3, op, W_NONE);
            const ir_opnd *o = ir_opnds(C->m, in);
            if (op == PV_IO_MUL_WIDE_U16 && in->nopnds > 2 && o[2].kind == OK_INT) {
                /* indexing (a * 4): x = 1 + log2 lets the interpreter shift */
                uint64_t v = o[2].val & 0xffffu;
                uint32_t k = 0;
                while (k < 16 && ((uint64_t)1 << k) != v)
                    k++;
                if (k < 16)
                    I->x = k + 1;
            }
            return 1;
        }
        return 0;
    case KW_op_mad:
        if (fl & ISA_F(CC))
            return lower_carry(C, S, in, ii, dec, hi ? PV_CC_MADHI : PV_CC_MADLO, 0);
        if (sz == 2) {
            uint32_t op = wide ? (sg ? PV_IO_MAD_WIDE_S16 : PV_IO_MAD_WIDE_U16) :
                          hi ? (sg ? PV_IO_MAD_HI_S16 : PV_IO_MAD_HI_U16) : PV_IO_MAD_LO16;
            fam_emit(C, S, in, ii, PV_OP_I32_4, op, W_NONE);
            return 1;
        }
        if (hi && sz == 4) {
            fam_emit(C, S, in, ii, PV_OP_I32_4, (fl & ISA_F(SAT)) ? PV_IO_MAD_HI_SAT_S32 :
                     sg ? PV_IO_MAD_HI_S32 : PV_IO_MAD_HI_U32, W_NONE);
            return 1;
        }
        if (hi && sz == 8) {
            fam_emit(C, S, in, ii, PV_OP_I64_4, sg ? PV_IO_MAD_HI_S64 : PV_IO_MAD_HI_U64, W_ALL);
            return 1;
        }
        return 0;
    case KW_op_mul24:
        fam_emit(C, S, in, ii, PV_OP_I32_3, !hi ? (sg ? PV_IO_MUL24_LO_S : PV_IO_MUL24_LO_U) :
                 sg ? PV_IO_MUL24_HI_S : PV_IO_MUL24_HI_U, W_NONE);
        return 1;
    case KW_op_mad24:
        fam_emit(C, S, in, ii, PV_OP_I32_4, !hi ? (sg ? PV_IO_MAD24_LO_S : PV_IO_MAD24_LO_U) :
                 (fl & ISA_F(SAT)) ? PV_IO_MAD24_HI_SAT_S :
                 sg ? PV_IO_MAD24_HI_S : PV_IO_MAD24_HI_U, W_NONE);
        return 1;
    case KW_op_sad:
        if (sz == 8)
            fam_emit(C, S, in, ii, PV_OP_I64_4, sg ? PV_IO_SAD_S64 : PV_IO_SAD_U64, W_ALL);
        else
            fam_emit(C, S, in, ii, PV_OP_I32_4, sz == 2 ? (sg ? PV_IO_SAD_S16 : PV_IO_SAD_U16) :
                     (sg ? PV_IO_SAD_S32 : PV_IO_SAD_U32), W_NONE);
        return 1;
    case KW_op_div: case KW_op_rem: {
        int dv = kw == KW_op_div;
        if (sz == 8)
            fam_emit(C, S, in, ii, PV_OP_I64_3, dv ? (sg ? PV_IO_DIV_S64 : PV_IO_DIV_U64) :
                     (sg ? PV_IO_REM_S64 : PV_IO_REM_U64), W_ALL);
        else if (sz == 4)
            fam_emit(C, S, in, ii, PV_OP_I32_3, dv ? (sg ? PV_IO_DIV_S32 : PV_IO_DIV_U32) :
                     (sg ? PV_IO_REM_S32 : PV_IO_REM_U32), W_NONE);
        else
            fam_emit(C, S, in, ii, PV_OP_I32_3, dv ? (sg ? PV_IO_DIV_S16 : PV_IO_DIV_U16) :
                     (sg ? PV_IO_REM_S16 : PV_IO_REM_U16), W_NONE);
        return 1;
    }
    case KW_op_abs:
        if (sz == 8)
            fam_emit(C, S, in, ii, PV_OP_I64_2, PV_IO_ABS64, W_ALL);
        else
            fam_emit(C, S, in, ii, PV_OP_I32_2, sz == 2 ? PV_IO_ABS16 : PV_IO_ABS32, W_NONE);
        return 1;
    case KW_op_neg:
        if (sz != 2)
            return 0;
        fam_emit(C, S, in, ii, PV_OP_I32_2, PV_IO_NEG16, W_NONE);
        return 1;
    case KW_op_min: case KW_op_max: {
        int mn = kw == KW_op_min, relu = (fl & ISA_F(RELU)) != 0;
        uint32_t op;
        if (t == T_U16X2)
            op = mn ? PV_IO_MIN_U16X2 : PV_IO_MAX_U16X2;
        else if (t == T_S16X2)
            op = relu ? (mn ? PV_IO_MIN_S16X2_RELU : PV_IO_MAX_S16X2_RELU) :
                 (mn ? PV_IO_MIN_S16X2 : PV_IO_MAX_S16X2);
        else if (sz == 2)
            op = sg ? (mn ? PV_IO_MIN_S16 : PV_IO_MAX_S16) : (mn ? PV_IO_MIN_U16 : PV_IO_MAX_U16);
        else if (relu)
            op = mn ? PV_IO_MIN_S32_RELU : PV_IO_MAX_S32_RELU;
        else
            return 0;
        fam_emit(C, S, in, ii, PV_OP_I32_3, op, W_NONE);
        return 1;
    }
    case KW_op_popc: case KW_op_clz:
        if (sz == 8)
            fam_emit(C, S, in, ii, PV_OP_I64_32, kw == KW_op_popc ? PV_IO_POPC64 : PV_IO_CLZ64, 2);
        else
            fam_emit(C, S, in, ii, PV_OP_I32_2, kw == KW_op_popc ? PV_IO_POPC32 : PV_IO_CLZ32, W_NONE);
        return 1;
    case KW_op_bfind: {
        int sa = (fl & ISA_F(SHIFTAMT)) != 0;
        if (sz == 8)
            fam_emit(C, S, in, ii, PV_OP_I64_32, sg ? (sa ? PV_IO_BFIND_S64_SA : PV_IO_BFIND_S64) :
                     (sa ? PV_IO_BFIND_U64_SA : PV_IO_BFIND_U64), 2);
        else
            fam_emit(C, S, in, ii, PV_OP_I32_2, sg ? (sa ? PV_IO_BFIND_S32_SA : PV_IO_BFIND_S32) :
                     (sa ? PV_IO_BFIND_U32_SA : PV_IO_BFIND_U32), W_NONE);
        return 1;
    }
    case KW_op_brev:
        if (sz == 8)
            fam_emit(C, S, in, ii, PV_OP_I64_2, PV_IO_BREV64, W_ALL);
        else
            fam_emit(C, S, in, ii, PV_OP_I32_2, PV_IO_BREV32, W_NONE);
        return 1;
    case KW_op_cnot:
        if (sz == 8)
            fam_emit(C, S, in, ii, PV_OP_I64_2, PV_IO_CNOT64, W_ALL);
        else
            fam_emit(C, S, in, ii, PV_OP_I32_2, sz == 2 ? PV_IO_CNOT16 : PV_IO_CNOT32, W_NONE);
        return 1;
    case KW_op_bfe:
        if (sz == 8)
            fam_emit(C, S, in, ii, PV_OP_BFE64, (uint32_t)sg, 3);
        else
            fam_emit(C, S, in, ii, PV_OP_I32_4, sg ? PV_IO_BFE_S32 : PV_IO_BFE_U32, W_NONE);
        return 1;
    case KW_op_bfi: {
        const ir_opnd *o = ir_opnds(C->m, in);
        int w = sz == 8;
        pv_insn *I;
        uint32_t e = cc_src(C, S, in, &o[4], 0);
        I = fam_emit(C, S, in, ii, w ? PV_OP_BFI64 : PV_OP_BFI32, 0, w ? 7 : 0);
        I->x = e;
        return 1;
    }
    case KW_op_fns:
        fam_emit(C, S, in, ii, PV_OP_I32_4, PV_IO_FNS, W_NONE);
        return 1;
    case KW_op_bmsk:
        fam_emit(C, S, in, ii, PV_OP_I32_3, m0 == KW_wrap ? PV_IO_BMSK_WRAP : PV_IO_BMSK_CLAMP, W_NONE);
        return 1;
    case KW_op_szext:
        fam_emit(C, S, in, ii, PV_OP_I32_3, m0 == KW_wrap ?
                 (sg ? PV_IO_SZEXT_S_WRAP : PV_IO_SZEXT_U_WRAP) :
                 (sg ? PV_IO_SZEXT_S_CLAMP : PV_IO_SZEXT_U_CLAMP), W_NONE);
        return 1;
    case KW_op_dp4a: case KW_op_dp2a: {
        int sa = fam_signed(t), sb = fam_signed((ir_type)dec->types[1]);
        uint32_t k = (uint32_t)(sa * 2 + sb);
        uint32_t base = kw == KW_op_dp4a ? PV_IO_DP4A_UU : hi ? PV_IO_DP2A_HI_UU : PV_IO_DP2A_LO_UU;
        fam_emit(C, S, in, ii, PV_OP_I32_4, base + k, W_NONE);
        return 1;
    }
    case KW_op_shf: {
        int l = m0 == KW_l, wr = (dec->nmodes > 1 ? dec->modes[1] : 0) == KW_wrap;
        const ir_opnd *o = ir_opnds(C->m, in);
        if (in->nopnds == 4 && o[3].kind == OK_INT) {
            /* a constant amount (rotations): one shift for every lane */
            uint64_t n = wr ? (o[3].val & 31) : (o[3].val > 32 ? 32 : o[3].val);
            pv_insn *I = fam_emit(C, S, in, ii, PV_OP_SHF_IMM, l, W_NONE);
            I->x = n;
            return 1;
        }
        fam_emit(C, S, in, ii, PV_OP_I32_4, l ? (wr ? PV_IO_SHF_L_WRAP : PV_IO_SHF_L_CLAMP) :
                 (wr ? PV_IO_SHF_R_WRAP : PV_IO_SHF_R_CLAMP), W_NONE);
        return 1;
    }
    case KW_op_prmt: {
        uint32_t op = m0 == KW_f4e ? PV_IO_PRMT_F4E : m0 == KW_b4e ? PV_IO_PRMT_B4E :
                      m0 == KW_rc8 ? PV_IO_PRMT_RC8 : m0 == KW_ecl ? PV_IO_PRMT_ECL :
                      m0 == KW_ecr ? PV_IO_PRMT_ECR : m0 == KW_rc16 ? PV_IO_PRMT_RC16 :
                      PV_IO_PRMT;
        fam_emit(C, S, in, ii, PV_OP_I32_4, op, W_NONE);
        return 1;
    }
    case KW_op_and: case KW_op_or: case KW_op_xor: case KW_op_not:
        if (sz != 2)
            return 0;
        fam_emit(C, S, in, ii, kw == KW_op_not ? PV_OP_I32_2 : PV_OP_I32_3,
                 kw == KW_op_and ? PV_IO_AND16 : kw == KW_op_or ? PV_IO_OR16 :
                 kw == KW_op_xor ? PV_IO_XOR16 : PV_IO_NOT16, W_NONE);
        return 1;
    case KW_op_shl: case KW_op_shr:
        if (sz != 2)
            return 0;
        fam_emit(C, S, in, ii, PV_OP_I32_3, kw == KW_op_shl ? PV_IO_SHL16 :
                 sg ? PV_IO_SHR_S16 : PV_IO_SHR_U16, W_NONE);
        return 1;
    case KW_op_selp: {
        const ir_opnd *o = ir_opnds(C->m, in);
        pv_insn *I;
        uint32_t d, a, b, p;
        if (sz != 2)
            return 0;
        d = fam_dst(C, S, in, &o[0], 0);
        a = cc_src(C, S, in, &o[1], 0);
        b = cc_src(C, S, in, &o[2], 0);
        p = o[3].kind == OK_INT ? 0 : cc_pred(C, S, in, &o[3]);
        I = cc_emit(C, PV_OP_SEL16, ii);
        cc_guard(C, S, in, I);
        I->d = d; I->a = a; I->b = b; I->c = p;
        if (o[3].kind == OK_INT)              /* a constant predicate */
            I->aux = 1u | (o[3].val ? 2u : 0u);
        return 1;
    }
    default:
        return 0;
    }
}
/* ---- src/compile_warp.c ---- */
/* Lowering of the warp family: vote, shfl, match, redux (legacy and
   .sync forms) and bar.warp.sync. The handlers are in exec_warp.h; the
   waiting of .sync forms is sync_gate in exec.c. */

/* A 32-bit destination column. */
static uint32_t warp_dst(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o)
{
    cc_op d = cc_reg(C, S, in, o);
    if (d.pred || d.wide)
        cc_unsupported(C, in, "destination width");
    return d.slot;
}

/* d or d|p: the column, and in aux the predicate slot when there is one. */
static uint32_t warp_dst_pair(cc *C, pv_sema *S, const ir_inst *in,
                              const ir_opnd *o, uint32_t *aux)
{
    if (o->kind == OK_PAIR) {
        const ir_opnd *e = C->m->opnds.data + o->sub;
        if (e[1].kind != OK_SINK) {
            uint32_t p = cc_pred(C, S, in, &e[1]);
            if (p > 0xffffu)
                cc_unsupported(C, in, "too many predicates");
            *aux |= PV_WARP_PDST | p << 16;
        }
        if (e[0].kind == OK_SINK) {      /* d sunk: a scratch column */
            return cc_cols(C, CC_COL32);
        }
        return warp_dst(C, S, in, &e[0]);
    }
    return warp_dst(C, S, in, o);
}

static pv_insn *warp_emit(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                          uint32_t op, int sync, uint32_t maskop)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t mcol = sync ? cc_src(C, S, in, &o[maskop], 0) : 0;
    pv_insn *I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->x = mcol;
    I->aux = sync ? PV_WARP_SYNC : 0;
    return I;
}

PTXVM_INTERNAL int cc_lower_warpfam(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int sync = (dec->flags & ISA_F(SYNC)) != 0;
    uint32_t m0 = dec->nmodes ? dec->modes[0] : 0, i;
    uint32_t aux = 0;
    pv_insn *I;
    switch (in->opcode) {
    case KW_op_vote: {
        int ballot = 0, uni = (dec->flags & ISA_F(UNI)) != 0;
        uint32_t mode, d, a;
        for (i = 0; i < dec->nmodes; i++) {
            ballot |= dec->modes[i] == KW_ballot;
            uni |= dec->modes[i] == KW_uni;
        }
        mode = ballot ? PV_VOTE_BALLOT : uni ? PV_VOTE_UNI
             : m0 == KW_any ? PV_VOTE_ANY : PV_VOTE_ALL;
        for (i = 0; i < dec->nmodes; i++)
            if (dec->modes[i] == KW_any)
                mode = PV_VOTE_ANY;
        d = ballot ? warp_dst(C, S, in, &o[0]) : cc_pred(C, S, in, &o[0]);
        /* a constant source (vote.all.pred p, 1): bit 3, its value bit 4 */
        if (o[1].kind == OK_INT) {
            a = 0;
            aux = 8u | (o[1].val ? 16u : 0u);
        } else {
            a = cc_pred(C, S, in, &o[1]);
        }
        I = warp_emit(C, S, in, ii, PV_OP_VOTE, sync, 2);
        I->d = d;
        I->a = a;
        I->aux |= aux | mode | ((o[1].flags & OF_NEG) ? 4u : 0u);
        return 1;
    }
    case KW_op_shfl: {
        uint32_t d, a, b, c, mode = m0 == KW_up ? 0 : m0 == KW_down ? 1
                                  : m0 == KW_bfly ? 2 : 3;
        if (!m0)
            cc_unsupported(C, in, "shfl without a mode");
        d = warp_dst_pair(C, S, in, &o[0], &aux);
        a = cc_src(C, S, in, &o[1], 0);
        b = cc_src(C, S, in, &o[2], 0);
        c = cc_src(C, S, in, &o[3], 0);
        I = warp_emit(C, S, in, ii, PV_OP_SHFL, sync, 4);
        I->d = d;
        I->a = a;
        I->b = b;
        I->c = c;
        I->aux |= aux | mode;
        return 1;
    }
    case KW_op_match: {
        int all = 0, wide = ir_type_size((ir_type)dec->types[0]) == 8;
        uint32_t d, a;
        for (i = 0; i < dec->nmodes; i++)
            all |= dec->modes[i] == KW_all;
        d = warp_dst_pair(C, S, in, &o[0], &aux);
        a = cc_src(C, S, in, &o[1], wide);
        I = warp_emit(C, S, in, ii, PV_OP_MATCH, 1, 2);
        I->d = d;
        I->a = a;
        I->aux |= aux | (all ? 1u : 0u) | (wide ? 2u : 0u);
        return 1;
    }
    case KW_op_redux: {
        ir_type t = (ir_type)dec->types[0];
        int fl = t == T_F32, sg = ir_type_class(t) == TC_SINT;
        uint32_t op = 0, d, a;
        switch (dec->aop) {
        case ISA_AOP_ADD: op = PV_RED_ADD; break;
        case ISA_AOP_MIN: op = fl ? PV_RED_MIN_F : sg ? PV_RED_MIN_S : PV_RED_MIN_U; break;
        case ISA_AOP_MAX: op = fl ? PV_RED_MAX_F : sg ? PV_RED_MAX_S : PV_RED_MAX_U; break;
        case ISA_AOP_AND: op = PV_RED_AND; break;
        case ISA_AOP_OR: op = PV_RED_OR; break;
        case ISA_AOP_XOR: op = PV_RED_XOR; break;
        default: cc_unsupported(C, in, NULL);
        }
        if (dec->flags & ISA_F(ABS))
            op |= PV_RED_ABS;
        if (dec->flags & ISA_F(NANS))
            op |= PV_RED_NAN;
        d = warp_dst(C, S, in, &o[0]);
        a = cc_src(C, S, in, &o[1], 0);
        I = warp_emit(C, S, in, ii, PV_OP_REDUX, 1, 2);
        I->d = d;
        I->a = a;
        I->aux |= op;
        return 1;
    }
    case KW_op_bar:
        if (!(dec->flags & ISA_F(WARP)))
            return 0;
        warp_emit(C, S, in, ii, PV_OP_WARPSYNC, 1, 0);
        return 1;
    default:
        return 0;
    }
}
/* ---- src/decimal.c ---- */
/* Decimal floating-point literals to double, correctly rounded (nearest,
   ties to even) without the host's strtod: that one follows the locale's
   decimal point and is not required to round correctly.

   Exact cases (at most 15 digits and a power of ten up to 1e22) take the
   fast path; everything else is computed exactly with big integers:
   value = N * 10^E = q * 2^k + r, q of 53 bits, rounded on r. */
#include <math.h>

#define BIG_LIMBS 200          /* 6400 bits: 10^(780+350) << 1100 fits */
#define MAX_DIGITS 780

typedef struct big {
    uint32_t d[BIG_LIMBS];
    int      n;                /* limbs in use; d[n-1] != 0 unless n == 0 */
} big;

static void big_set(big *a, uint32_t v)
{
    a->n = v ? 1 : 0;
    a->d[0] = v;
}

static void big_mul_add(big *a, uint32_t m, uint32_t add)
{
    uint64_t carry = add;
    int i;
    for (i = 0; i < a->n; i++) {
        uint64_t t = (uint64_t)a->d[i] * m + carry;
        a->d[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry && a->n < BIG_LIMBS)
        a->d[a->n++] = (uint32_t)carry;
}

static void big_mul_pow10(big *a, int e)
{
    while (e >= 9) {
        big_mul_add(a, 1000000000u, 0);
        e -= 9;
    }
    while (e-- > 0)
        big_mul_add(a, 10, 0);
}

static int big_bits(const big *a)
{
    int b = 0;
    uint32_t top;
    if (!a->n)
        return 0;
    top = a->d[a->n - 1];
    while (top) {
        b++;
        top >>= 1;
    }
    return (a->n - 1) * 32 + b;
}

static void big_shl(big *dst, const big *a, int s)
{
    int w = s / 32, b = s % 32, i;
    int n = a->n + w + 1;
    if (n > BIG_LIMBS)
        n = BIG_LIMBS;
    for (i = n - 1; i >= 0; i--) {
        uint64_t hi = (i - w >= 0 && i - w < a->n) ? a->d[i - w] : 0;
        uint64_t lo = (i - w - 1 >= 0 && i - w - 1 < a->n) ? a->d[i - w - 1] : 0;
        dst->d[i] = b ? (uint32_t)((hi << b) | (lo >> (32 - b))) : (uint32_t)hi;
    }
    dst->n = n;
    while (dst->n && !dst->d[dst->n - 1])
        dst->n--;
}

static int big_cmp(const big *a, const big *b)
{
    int i;
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (i = a->n - 1; i >= 0; i--)
        if (a->d[i] != b->d[i])
            return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

static void big_sub(big *a, const big *b)   /* a -= b, a >= b */
{
    int64_t borrow = 0;
    int i;
    for (i = 0; i < a->n; i++) {
        int64_t t = (int64_t)a->d[i] - (i < b->n ? b->d[i] : 0) - borrow;
        borrow = t < 0;
        a->d[i] = (uint32_t)(t + (borrow ? ((int64_t)1 << 32) : 0));
    }
    while (a->n && !a->d[a->n - 1])
        a->n--;
}

/* q = floor(num / (den << k)) for k >= 0 or floor((num << -k) / den),
   with q < 2^55; *cmp_half tells how the remainder compares with half
   the divisor (-1, 0, 1). */
static uint64_t big_quot(const big *num, const big *den, int k, int *cmp_half)
{
    static const int QBITS = 55;
    big a, b, t;
    uint64_t q = 0;
    int i;
    if (k >= 0) {
        a = *num;
        big_shl(&b, den, k);
    } else {
        big_shl(&a, num, -k);
        b = *den;
    }
    for (i = QBITS; i >= 0; i--) {
        big_shl(&t, &b, i);
        if (big_cmp(&a, &t) >= 0) {
            big_sub(&a, &t);
            q |= (uint64_t)1 << i;
        }
    }
    big_shl(&t, &a, 1);
    *cmp_half = big_cmp(&t, &b);
    return q;
}

PTXVM_INTERNAL double pv_parse_decimal(const char *s, size_t len)
{
    static const double p10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
        1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22};
    char digits[MAX_DIGITS + 1];
    int nd = 0, exp10 = 0, sticky = 0, seen_point = 0, k, bits, cmp;
    long ex = 0;
    size_t i = 0;
    uint64_t q;
    for (; i < len; i++) {
        char c = s[i];
        if (c == '.') {
            seen_point = 1;
        } else if (c >= '0' && c <= '9') {
            if (nd == 0 && c == '0') {
                if (seen_point)
                    exp10--;
                continue;
            }
            if (nd < MAX_DIGITS) {
                digits[nd++] = c;
                if (seen_point)
                    exp10--;
            } else {
                if (c != '0')
                    sticky = 1;
                if (!seen_point)
                    exp10++;
            }
        } else {
            break;
        }
    }
    if (i < len && (s[i] == 'e' || s[i] == 'E')) {
        int neg = 0;
        i++;
        if (i < len && (s[i] == '+' || s[i] == '-'))
            neg = s[i++] == '-';
        for (; i < len && s[i] >= '0' && s[i] <= '9'; i++)
            if (ex < 100000)
                ex = ex * 10 + (s[i] - '0');
        exp10 += (int)(neg ? -ex : ex);
    }
    if (nd == 0)
        return 0.0;
    if (sticky)
        digits[nd++] = '1', exp10--;
    if (nd + exp10 > 310)
        return HUGE_VAL;
    if (nd + exp10 < -330)
        return 0.0;
    if (nd <= 15 && exp10 >= -22 && exp10 <= 22) {
        double m = 0;
        int j;
        for (j = 0; j < nd; j++)
            m = m * 10 + (digits[j] - '0');
        return exp10 >= 0 ? m * p10[exp10] : m / p10[-exp10];
    }
    {
        /* The big integers live in a struct on the stack: 2 x 800 bytes. */
        big N, D;
        int j;
        big_set(&N, 0);
        for (j = 0; j < nd; j++)
            big_mul_add(&N, 10, (uint32_t)(digits[j] - '0'));
        big_set(&D, 1);
        if (exp10 >= 0)
            big_mul_pow10(&N, exp10);
        else
            big_mul_pow10(&D, -exp10);
        bits = big_bits(&N) - big_bits(&D);   /* N/D in [2^(bits-1), 2^(bits+1)) */
        k = bits - 54;
        if (k < -1074)
            k = -1074;
        for (;;) {
            q = big_quot(&N, &D, k, &cmp);
            if (q >= ((uint64_t)1 << 53)) {
                k++;
                continue;
            }
            if (q < ((uint64_t)1 << 52) && k > -1074) {
                k--;
                continue;
            }
            break;
        }
        if (cmp > 0 || (cmp == 0 && (q & 1)))
            q++;
        if (q == ((uint64_t)1 << 53)) {
            q >>= 1;
            k++;
        }
        if (k + 53 > 1024)
            return HUGE_VAL;
        return ldexp((double)q, k);
    }
}
/* ---- src/devheap.c ---- */
/* The device heap (devheap.h): TLSF-style segregated free lists over
   16-byte granules, block records and a hash of live blocks on the host.

   Offsets and lengths are in granules, so they fit in 32 bits. Every
   block, free or live, has a record; records form the physical chain of
   the heap (prev/next neighbours in address order), which is what lets a
   free merge with its neighbours in O(1). The block at offset 0 keeps its
   record for good: a split keeps the low part, a merge keeps the lower
   block. Records are reached by index, never by pointer across a call
   that may grow the array. */

#define DH_NIL  0xffffffffu
#define DH_SL_LOG2 4                 /* log2(PV_DEVHEAP_SL)               */
#define DH_SMALL   PV_DEVHEAP_SL     /* below this, one list per length    */
#define DH_HASH_MIN_BITS 6
/* Beyond this the table stops growing and chains get longer: bucket
   arrays stay well below SIZE_MAX on 32-bit hosts too. */
#define DH_HASH_MAX_BITS (sizeof(size_t) >= 8 ? 31u : 26u)
/* Records examined in the exact-size class when the guaranteed-fit search
   finds nothing (a request just below a free block's length). A constant,
   so a failing malloc stays O(1). */
#define DH_SCAN 32

enum { DH_SPARE = 0, DH_FREE = 1, DH_LIVE = 2 };

struct pv_dh_block {
    uint32_t off, len;       /* granules                                 */
    uint32_t prev, next;     /* physical neighbours; DH_NIL at the ends  */
    uint32_t link;           /* free: next in its list; live: next in its
                                hash chain; spare: next spare            */
    uint32_t back;           /* free: previous in its list               */
    uint32_t state;          /* DH_*                                     */
};

/* ---- bit helpers --------------------------------------------------------- */

static uint32_t dh_fls(uint32_t x)   /* floor(log2(x)), x != 0 */
{
#if defined(__GNUC__) || defined(__clang__)
    return 31u - (uint32_t)__builtin_clz(x);
#else
    uint32_t r = 0;
    while (x >>= 1)
        r++;
    return r;
#endif
}

static uint32_t dh_ctz(uint32_t x)   /* x != 0 */
{
#if defined(__GNUC__) || defined(__clang__)
    return (uint32_t)__builtin_ctz(x);
#else
    uint32_t r = 0;
    while (!(x & 1u)) {
        x >>= 1;
        r++;
    }
    return r;
#endif
}

/* The class of a free block of len granules (len >= 1). Below DH_SMALL
   each length has its own list; above, class fl covers [2^(fl+3),
   2^(fl+4)) in 16 equal steps. */
static void dh_class(uint32_t len, uint32_t *fl, uint32_t *sl)
{
    if (len < DH_SMALL) {
        *fl = 0;
        *sl = len;
    } else {
        uint32_t f = dh_fls(len);
        *fl = f - (DH_SL_LOG2 - 1);
        *sl = (len >> (f - DH_SL_LOG2)) - PV_DEVHEAP_SL;
    }
}

static uint32_t dh_granules(const pv_devheap *h)
{
    return (uint32_t)(h->size / PV_DEVHEAP_ALIGN);
}

/* ---- records ------------------------------------------------------------- */

/* Make sure the next n calls of dh_record_new cannot fail. */
static int dh_record_reserve(pv_devheap *h, uint32_t n)
{
    pv_dh_block *nb;
    if (h->cap - h->nblocks >= n || (n == 1 && h->spare != DH_NIL))
        return 1;
    if (h->nblocks > 0x7fffffffu - n)
        return 0;
    nb = (pv_dh_block *)pv_grow(h->heap, h->blocks, &h->cap, h->nblocks + n,
                                sizeof *h->blocks);
    if (!nb)
        return 0;
    h->blocks = nb;
    return 1;
}

static uint32_t dh_record_new(pv_devheap *h)
{
    uint32_t i = h->spare;
    if (i != DH_NIL)
        h->spare = h->blocks[i].link;
    else
        i = h->nblocks++;
    return i;
}

static void dh_record_drop(pv_devheap *h, uint32_t i)
{
    h->blocks[i].state = DH_SPARE;
    h->blocks[i].link = h->spare;
    h->spare = i;
}

/* ---- free lists ---------------------------------------------------------- */

static void dh_list_insert(pv_devheap *h, uint32_t i)
{
    pv_dh_block *b = &h->blocks[i];
    uint32_t fl, sl, first;
    dh_class(b->len, &fl, &sl);
    first = h->free_head[fl][sl];
    b->state = DH_FREE;
    b->link = first;
    b->back = DH_NIL;
    if (first != DH_NIL)
        h->blocks[first].back = i;
    h->free_head[fl][sl] = i;
    h->sl_map[fl] |= 1u << sl;
    h->fl_map |= 1u << fl;
    h->nfree++;
}

static void dh_list_remove(pv_devheap *h, uint32_t i)
{
    pv_dh_block *b = &h->blocks[i];
    uint32_t fl, sl;
    dh_class(b->len, &fl, &sl);
    if (b->link != DH_NIL)
        h->blocks[b->link].back = b->back;
    if (b->back != DH_NIL)
        h->blocks[b->back].link = b->link;
    else {
        h->free_head[fl][sl] = b->link;
        if (b->link == DH_NIL) {
            h->sl_map[fl] &= ~(1u << sl);
            if (!h->sl_map[fl])
                h->fl_map &= ~(1u << fl);
        }
    }
    h->nfree--;
}

/* A free block of at least need granules, or DH_NIL. The request is
   rounded up to the next class boundary, so the head of any non-empty
   class at or above it fits: two bitmap lookups, no list walk. */
static uint32_t dh_find(const pv_devheap *h, uint32_t need)
{
    uint32_t r = need, fl, sl, bits, efl, esl, i, n;
    if (need >= DH_SMALL)
        r += (1u << (dh_fls(need) - DH_SL_LOG2)) - 1u;  /* need <= 2^31 */
    dh_class(r, &fl, &sl);
    bits = h->sl_map[fl] & (~0u << sl);
    if (!bits) {
        bits = fl + 1 < 32 ? h->fl_map & (~0u << (fl + 1)) : 0;
        if (bits) {
            fl = dh_ctz(bits);
            bits = h->sl_map[fl];
        }
    }
    if (bits)
        return h->free_head[fl][dh_ctz(bits)];
    /* Nothing is certain to fit; the class holding need itself may still
       have a large enough block (a request of nearly a whole free block).
       Look at a bounded number of them. */
    dh_class(need, &efl, &esl);
    if (efl == fl && esl == sl)
        return DH_NIL;
    for (i = h->free_head[efl][esl], n = 0; i != DH_NIL && n < DH_SCAN;
         i = h->blocks[i].link, n++)
        if (h->blocks[i].len >= need)
            return i;
    return DH_NIL;
}

/* ---- live-block hash --------------------------------------------------- */

static uint32_t dh_bucket(uint32_t bits, uint32_t off)
{
    /* Fibonacci hashing: block offsets share low bits, the product's top
       bits do not */
    return (uint32_t)(off * 0x9e3779b1u) >> (32 - bits);
}

static size_t dh_hash_bytes(uint32_t bits)
{
    return bits ? sizeof(uint32_t) << bits : 0;
}

/* Make room for one more live block at load factor <= 1. */
static int dh_hash_reserve(pv_devheap *h)
{
    uint32_t bits, *nb, k, i, next, nold;
    if (h->hash_bits && (h->nlive < (1u << h->hash_bits) ||
                         h->hash_bits >= DH_HASH_MAX_BITS))
        return 1;
    bits = h->hash_bits ? h->hash_bits + 1 : DH_HASH_MIN_BITS;
    nb = (uint32_t *)pv_realloc(h->heap, NULL, 0, dh_hash_bytes(bits));
    if (!nb)
        return 0;
    memset(nb, 0xff, dh_hash_bytes(bits));
    nold = h->hash_bits ? 1u << h->hash_bits : 0;
    for (k = 0; k < nold; k++)
        for (i = h->buckets[k]; i != DH_NIL; i = next) {
            uint32_t b = dh_bucket(bits, h->blocks[i].off);
            next = h->blocks[i].link;
            h->blocks[i].link = nb[b];
            nb[b] = i;
        }
    if (h->buckets)
        pv_free(h->heap, h->buckets, dh_hash_bytes(h->hash_bits));
    h->buckets = nb;
    h->hash_bits = bits;
    return 1;
}

/* The live block at granule offset off, or DH_NIL; *slot: the link that
   points at it (for unlinking). */
static uint32_t dh_hash_find(const pv_devheap *h, uint32_t off, uint32_t **slot)
{
    uint32_t *p, i;
    if (!h->hash_bits)
        return DH_NIL;
    p = &h->buckets[dh_bucket(h->hash_bits, off)];
    for (i = *p; i != DH_NIL; p = &h->blocks[i].link, i = *p)
        if (h->blocks[i].off == off) {
            if (slot)
                *slot = p;
            return i;
        }
    return DH_NIL;
}

/* The live block that starts at device address addr, or DH_NIL. */
static uint32_t dh_lookup(const pv_devheap *h, uint64_t addr, uint32_t **slot)
{
    uint64_t d;
    if (addr < h->base)
        return DH_NIL;
    d = addr - h->base;
    if (d >= h->size || d % PV_DEVHEAP_ALIGN)
        return DH_NIL;
    return dh_hash_find(h, (uint32_t)(d / PV_DEVHEAP_ALIGN), slot);
}

/* ---- lifetime ------------------------------------------------------------ */

static void dh_clear_state(pv_devheap *h)
{
    h->in_use = h->peak = 0;
    h->nlive = h->nfree = 0;
    h->blocks = NULL;
    h->nblocks = h->cap = 0;
    h->spare = DH_NIL;
    h->head = DH_NIL;
    h->buckets = NULL;
    h->hash_bits = 0;
    h->fl_map = 0;
    memset(h->sl_map, 0, sizeof h->sl_map);
    memset(h->free_head, 0xff, sizeof h->free_head);
}

PTXVM_INTERNAL ptxvm_result pv_devheap_init(pv_devheap *h, pv_heap *host,
                                            uint64_t base, uint64_t size)
{
    memset(h, 0, sizeof *h);
    dh_clear_state(h);
    size -= size % PV_DEVHEAP_ALIGN;
    if (!host || base % PV_DEVHEAP_ALIGN || size == 0 ||
        size > PV_DEVHEAP_MAX_SIZE || base > UINT64_MAX - size)
        return PTXVM_E_INVALID_ARGUMENT;
    h->heap = host;
    h->base = base;
    h->size = size;
    return PTXVM_OK;
}

static void dh_release(pv_devheap *h)
{
    if (h->blocks)
        pv_free(h->heap, h->blocks, (size_t)h->cap * sizeof *h->blocks);
    if (h->buckets)
        pv_free(h->heap, h->buckets, dh_hash_bytes(h->hash_bits));
    dh_clear_state(h);
}

PTXVM_INTERNAL void pv_devheap_reset(pv_devheap *h)
{
    dh_release(h);
}

PTXVM_INTERNAL void pv_devheap_destroy(pv_devheap *h)
{
    dh_release(h);
    h->heap = NULL;
    h->base = h->size = 0;     /* a later malloc finds no room */
}

/* The first malloc creates the one free block spanning the heap, after
   reserving what that malloc needs: its failure then changes nothing. */
static int dh_start(pv_devheap *h)
{
    uint32_t i;
    pv_dh_block *b;
    if (!dh_record_reserve(h, 2) || !dh_hash_reserve(h))
        return 0;
    i = dh_record_new(h);
    b = &h->blocks[i];
    b->off = 0;
    b->len = dh_granules(h);
    b->prev = b->next = DH_NIL;
    h->head = i;
    dh_list_insert(h, i);
    return 1;
}

/* ---- malloc and free ----------------------------------------------------- */

PTXVM_INTERNAL ptxvm_result pv_devheap_malloc(pv_devheap *h, uint64_t size,
                                              uint64_t *addr)
{
    uint32_t need, i, j, *slot;
    pv_dh_block *b, *r;
    *addr = 0;
    if (size > h->size || h->size == 0)      /* also SIZE_MAX, 2^63 */
        return PTXVM_OK;
    need = size ? (uint32_t)((size + PV_DEVHEAP_ALIGN - 1) / PV_DEVHEAP_ALIGN)
                : 1u;
    if (h->head == DH_NIL && !dh_start(h))
        return PTXVM_E_NO_MEMORY;
    i = dh_find(h, need);
    if (i == DH_NIL)
        return PTXVM_OK;
    /* take every host allocation before changing anything */
    if ((h->blocks[i].len > need && !dh_record_reserve(h, 1)) ||
        !dh_hash_reserve(h))
        return PTXVM_E_NO_MEMORY;
    dh_list_remove(h, i);
    if (h->blocks[i].len > need) {        /* the tail stays free */
        j = dh_record_new(h);
        b = &h->blocks[i];
        r = &h->blocks[j];
        r->off = b->off + need;
        r->len = b->len - need;
        r->prev = i;
        r->next = b->next;
        if (b->next != DH_NIL)
            h->blocks[b->next].prev = j;
        b->next = j;
        b->len = need;
        dh_list_insert(h, j);
    }
    b = &h->blocks[i];
    b->state = DH_LIVE;
    slot = &h->buckets[dh_bucket(h->hash_bits, b->off)];
    b->link = *slot;
    *slot = i;
    h->nlive++;
    h->in_use += (uint64_t)need * PV_DEVHEAP_ALIGN;
    if (h->in_use > h->peak)
        h->peak = h->in_use;
    *addr = h->base + (uint64_t)b->off * PV_DEVHEAP_ALIGN;
    return PTXVM_OK;
}

/* Merge block n, free and just after i, into i. */
static void dh_absorb(pv_devheap *h, uint32_t i, uint32_t n)
{
    pv_dh_block *b = &h->blocks[i], *x = &h->blocks[n];
    b->len += x->len;
    b->next = x->next;
    if (x->next != DH_NIL)
        h->blocks[x->next].prev = i;
    dh_record_drop(h, n);
}

PTXVM_INTERNAL ptxvm_result pv_devheap_free(pv_devheap *h, uint64_t addr)
{
    uint32_t i, p, n, *slot = NULL;
    if (addr == 0)
        return PTXVM_OK;
    i = dh_lookup(h, addr, &slot);
    if (i == DH_NIL)
        return PTXVM_E_INVALID_ARGUMENT;
    *slot = h->blocks[i].link;
    h->nlive--;
    h->in_use -= (uint64_t)h->blocks[i].len * PV_DEVHEAP_ALIGN;
    p = h->blocks[i].prev;
    if (p != DH_NIL && h->blocks[p].state == DH_FREE) {
        dh_list_remove(h, p);
        dh_absorb(h, p, i);
        i = p;
    }
    n = h->blocks[i].next;
    if (n != DH_NIL && h->blocks[n].state == DH_FREE) {
        dh_list_remove(h, n);
        dh_absorb(h, i, n);
    }
    dh_list_insert(h, i);
    return PTXVM_OK;
}

/* ---- queries ------------------------------------------------------------- */

PTXVM_INTERNAL uint64_t pv_devheap_block_size(const pv_devheap *h,
                                              uint64_t addr)
{
    uint32_t i = dh_lookup(h, addr, NULL);
    return i == DH_NIL ? 0 : (uint64_t)h->blocks[i].len * PV_DEVHEAP_ALIGN;
}

PTXVM_INTERNAL void pv_devheap_get_stats(const pv_devheap *h,
                                         pv_devheap_stats *s)
{
    s->in_use = h->in_use;
    s->peak = h->peak;
    s->live_blocks = h->nlive;
    s->free_blocks = h->nfree;
    s->meta_bytes = (size_t)h->cap * sizeof *h->blocks +
                    dh_hash_bytes(h->hash_bits);
}

PTXVM_INTERNAL int pv_devheap_check(const pv_devheap *h)
{
    uint32_t i, prev, k, fl, sl, cfl, csl, steps;
    uint32_t nlive = 0, nfree = 0, nspare = 0, nhash = 0, nlisted = 0;
    uint64_t off = 0, used = 0;
    int last_free = 0;
    if (h->head == DH_NIL)
        return h->nlive || h->nfree || h->in_use || h->fl_map ? 1 : 0;
    if (h->nblocks > h->cap || h->head >= h->nblocks)
        return 2;
    /* the physical chain tiles [0, granules) */
    for (i = h->head, prev = DH_NIL, steps = 0; i != DH_NIL;
         prev = i, i = h->blocks[i].next) {
        const pv_dh_block *b = &h->blocks[i];
        if (i >= h->nblocks || ++steps > h->nblocks)
            return 3;
        if (b->prev != prev || b->off != off || b->len == 0)
            return 4;
        if (b->state == DH_FREE) {
            if (last_free)
                return 5;                /* two free neighbours unmerged */
            nfree++;
        } else if (b->state == DH_LIVE) {
            nlive++;
            used += b->len;
        } else
            return 6;
        last_free = b->state == DH_FREE;
        off += b->len;
    }
    if (off != dh_granules(h) || nlive != h->nlive || nfree != h->nfree ||
        used * PV_DEVHEAP_ALIGN != h->in_use || h->in_use > h->peak)
        return 7;
    /* every free block is in the list of its class, bitmaps agree */
    for (fl = 0; fl < PV_DEVHEAP_FL; fl++) {
        if (!!(h->fl_map >> fl & 1u) != !!h->sl_map[fl])
            return 8;
        for (sl = 0; sl < PV_DEVHEAP_SL; sl++) {
            uint32_t back = DH_NIL;
            uint32_t first = h->free_head[fl][sl];
            if (!!(h->sl_map[fl] >> sl & 1u) != (first != DH_NIL))
                return 9;
            for (i = first; i != DH_NIL; back = i, i = h->blocks[i].link) {
                if (i >= h->nblocks || ++nlisted > nfree)
                    return 10;
                if (h->blocks[i].state != DH_FREE || h->blocks[i].back != back)
                    return 11;
                dh_class(h->blocks[i].len, &cfl, &csl);
                if (cfl != fl || csl != sl)
                    return 12;
            }
        }
    }
    if (h->fl_map >> PV_DEVHEAP_FL || nlisted != nfree)
        return 13;
    /* every live block is in its hash chain */
    for (k = 0; h->hash_bits && k < (1u << h->hash_bits); k++)
        for (i = h->buckets[k]; i != DH_NIL; i = h->blocks[i].link) {
            if (i >= h->nblocks || ++nhash > nlive)
                return 14;
            if (h->blocks[i].state != DH_LIVE ||
                dh_bucket(h->hash_bits, h->blocks[i].off) != k)
                return 15;
        }
    if (nhash != nlive)
        return 16;
    for (i = h->spare; i != DH_NIL; i = h->blocks[i].link) {
        if (i >= h->nblocks || ++nspare > h->nblocks)
            return 17;
        if (h->blocks[i].state != DH_SPARE)
            return 18;
    }
    return nlive + nfree + nspare == h->nblocks ? 0 : 19;
}
/* ---- src/devmem.c ---- */
/* Device memory: the region table of the VM's sandboxed address space
   (devmem.h). Regions are kept sorted by base; bases only ever grow
   (next_base), so a new region is appended, a freed range is not handed
   out again (a stale pointer faults instead of reaching newer data), and
   every region is followed by an unmapped guard gap of PV_GUARD_BYTES. */

PTXVM_INTERNAL void pv_devmem_init(pv_devmem *dm, pv_heap *h, uint64_t limit)
{
    memset(dm, 0, sizeof *dm);
    dm->heap = h;
    dm->limit = limit;
    dm->next_base = PV_GLOBAL_BASE;
    dm->host_align = 16;
}

static int pvm_owns(const pv_region *r)
{
    return r->raw != NULL;
}

PTXVM_INTERNAL void pv_devmem_free(pv_devmem *dm)
{
    uint32_t i;
    for (i = 0; i < dm->nregions; i++)
        if (pvm_owns(&dm->regions[i]))
            pv_free(dm->heap, dm->regions[i].raw, dm->regions[i].host_bytes);
    if (dm->regions)
        pv_free(dm->heap, dm->regions, (size_t)dm->cap * sizeof *dm->regions);
    dm->regions = NULL;
    dm->nregions = dm->cap = 0;
    dm->used = 0;
}

PTXVM_INTERNAL ptxvm_result pv_devmem_add_aligned(pv_devmem *dm, uint32_t kind,
                                                  uint64_t size, void *host,
                                                  uint32_t access,
                                                  const ptxvm_mem_callbacks *cb,
                                                  void *cb_user, uint64_t align,
                                                  uint64_t *base)
{
    const int counted = kind == PV_REGION_ALLOC || kind == PV_REGION_MODULE;
    uint64_t b, halign;
    size_t nbytes = 0;
    void *raw = NULL;
    pv_region *r;
    *base = 0;
    if (size == 0 || (align & (align - 1)) != 0)
        return PTXVM_E_INVALID_ARGUMENT;
    if (align < PV_REGION_ALIGN)
        align = PV_REGION_ALIGN;
    /* the range must fit below the windows, with its guard gap */
    if (align > PV_WINDOW_BASE || dm->next_base > PV_WINDOW_BASE - (align - 1))
        return PTXVM_E_NO_MEMORY;
    b = (dm->next_base + (align - 1)) & ~(align - 1);
    if (size > PV_WINDOW_BASE - b || PV_WINDOW_BASE - b - size < PV_GUARD_BYTES)
        return PTXVM_E_NO_MEMORY;
    if (counted && dm->limit &&
        (dm->used > dm->limit || size > dm->limit - dm->used))
        return PTXVM_E_NO_MEMORY;
    if (dm->nregions == dm->cap) {
        pv_region *n = (pv_region *)pv_grow(dm->heap, dm->regions, &dm->cap,
                                            dm->nregions + 1, sizeof *n);
        if (!n)
            return PTXVM_E_NO_MEMORY;
        dm->regions = n;
    }
    if (!host && counted) {
        halign = dm->host_align ? dm->host_align : align;
        if (size > (uint64_t)SIZE_MAX - (halign - 1))
            return PTXVM_E_NO_MEMORY;
        nbytes = (size_t)(size + (halign - 1));
        raw = pv_realloc(dm->heap, NULL, 0, nbytes);
        if (!raw)
            return PTXVM_E_NO_MEMORY;
        host = (void *)(((uintptr_t)raw + (uintptr_t)(halign - 1)) &
                        ~(uintptr_t)(halign - 1));
        memset(host, 0, (size_t)size);
    }
    /* next_base only grows, so the new region sorts last */
    r = &dm->regions[dm->nregions++];
    memset(r, 0, sizeof *r);
    r->base = b;
    r->size = size;
    r->host = (uint8_t *)host;
    r->kind = kind;
    r->access = access;
    r->cb = cb;
    r->cb_user = cb_user;
    r->host_bytes = nbytes;
    r->raw = raw;
    if (counted)
        dm->used += size;
    dm->next_base = b + size + PV_GUARD_BYTES;
    *base = b;
    return PTXVM_OK;
}

PTXVM_INTERNAL ptxvm_result pv_devmem_add(pv_devmem *dm, uint32_t kind,
                                          uint64_t size, void *host,
                                          uint32_t access,
                                          const ptxvm_mem_callbacks *cb,
                                          void *cb_user, uint64_t *base)
{
    return pv_devmem_add_aligned(dm, kind, size, host, access, cb, cb_user,
                                 PV_REGION_ALIGN, base);
}

PTXVM_INTERNAL ptxvm_result pv_devmem_remove(pv_devmem *dm, uint64_t base,
                                             uint32_t kinds)
{
    pv_region *r = pv_devmem_lookup(dm, base);
    uint32_t i;
    if (!r || r->base != base || !(kinds & (1u << r->kind)))
        return PTXVM_E_INVALID_ARGUMENT;
    if (pvm_owns(r))
        pv_free(dm->heap, r->raw, r->host_bytes);
    if (r->kind == PV_REGION_ALLOC || r->kind == PV_REGION_MODULE)
        dm->used -= r->size;
    i = (uint32_t)(r - dm->regions);
    memmove(r, r + 1, (size_t)(dm->nregions - i - 1) * sizeof *r);
    dm->nregions--;
    return PTXVM_OK;
}

PTXVM_INTERNAL pv_region *pv_devmem_find(pv_devmem *dm, uint64_t addr,
                                         uint64_t n)
{
    pv_region *r = pv_devmem_lookup(dm, addr);
    if (!r || n > r->size - (addr - r->base))
        return NULL;
    return r;
}

PTXVM_INTERNAL pv_region *pv_devmem_find_host(pv_devmem *dm, const void *host,
                                              uint32_t kinds)
{
    uint32_t i;
    for (i = 0; i < dm->nregions; i++) {
        pv_region *r = &dm->regions[i];
        if (r->host == (const uint8_t *)host && (kinds & (1u << r->kind)))
            return r;
    }
    return NULL;
}
/* ---- src/diag.c ---- */
/* Error reporting for module loading. */
#include <stdarg.h>
#include <stdio.h>

PTXVM_INTERNAL void pv_fail(pv_diag *d, ptxvm_result code, uint32_t line,
                            uint32_t col, const char *fmt, ...)
{
    va_list ap;
    int n;
    d->code = code;
    n = snprintf(d->msg, sizeof d->msg, "%s:%lu:%lu: error: ",
                 d->source ? d->source : "<ptx>", (unsigned long)line,
                 (unsigned long)col);
    if (n < 0)
        n = 0;
    if ((size_t)n < sizeof d->msg) {
        va_start(ap, fmt);
        vsnprintf(d->msg + n, sizeof d->msg - (size_t)n, fmt, ap);
        va_end(ap);
    }
    longjmp(d->jb, 1);
}

PTXVM_INTERNAL void pv_fail_oom(pv_diag *d)
{
    d->code = PTXVM_E_NO_MEMORY;
    snprintf(d->msg, sizeof d->msg, "%s: out of memory",
             d->source ? d->source : "<ptx>");
    longjmp(d->jb, 1);
}

PTXVM_INTERNAL const char *pv_quote(char *out, const char *s, size_t len,
                                    size_t max)
{
    size_t i, o = 0;
    for (i = 0; i < len && i < max; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\'') {
            out[o++] = (char)c;
        } else {
            static const char hex[] = "0123456789abcdef";
            out[o++] = '\\';
            out[o++] = 'x';
            out[o++] = hex[c >> 4];
            out[o++] = hex[c & 15];
        }
    }
    if (i < len) {
        out[o++] = '.';
        out[o++] = '.';
        out[o++] = '.';
    }
    out[o] = 0;
    return out;
}
/* ---- src/disasm.c ---- */
/* The bytecode disassembler: one line per instruction, with the PTX line
   it came from. Tests read it, and so do users chasing a miscompile
   (ptxvm_kernel_disassemble). */
#include <stdio.h>

static const char *const op_names[] = {
#define PV_OP_NAME(n) #n,
    PV_OPS(PV_OP_NAME)
    PV_OPS_INT(PV_OP_NAME)
    PV_OPS_FLOAT(PV_OP_NAME)
    PV_OPS_WARP(PV_OP_NAME)
    PV_OPS_ATOM(PV_OP_NAME)
    PV_OPS_BAR(PV_OP_NAME)
#undef PV_OP_NAME
};

typedef struct dis_buf {
    char  *p;
    size_t cap, len;
} dis_buf;

static void dis_put(dis_buf *b, const char *fmt, ...) PV_PRINTF(2, 3);

#include <stdarg.h>
static void dis_put(dis_buf *b, const char *fmt, ...)
{
    va_list ap;
    int n;
    char tmp[256];
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (b->len < b->cap) {
        size_t room = b->cap - b->len;
        memcpy(b->p + b->len, tmp, (size_t)n < room ? (size_t)n : room);
    }
    b->len += (size_t)n;
}

ptxvm_result ptxvm_kernel_disassemble(const ptxvm_kernel *k, char *buf,
                                      size_t cap, size_t *len)
{
    const pv_code *code;
    const ir_module *m;
    dis_buf b;
    uint32_t i;
    if (!k || !len || (!buf && cap))
        return PTXVM_E_INVALID_ARGUMENT;
    code = k->code;
    m = k->module->ir;
    b.p = buf;
    b.cap = cap ? cap - 1 : 0;
    b.len = 0;
    dis_put(&b, "// %s: %u instructions, %u bytes of registers per warp, %u "
            "predicates, %u constants, .local %u, .shared %u, .param %u\n",
            ir_name(m, m->funcs.data[k->func].name), code->ninsns,
            code->rf_bytes, code->npreds, code->nconsts, code->local_bytes,
            code->shared_bytes, code->param_bytes);
    for (i = 0; i < code->ninsns; i++) {
        const pv_insn *I = &code->insns[i];
        const char *name = I->op < PV_COUNTOF(op_names) ? op_names[I->op] : "?";
        dis_put(&b, "%5u: ", i);
        if (I->guard != PV_NO_GUARD)
            dis_put(&b, "@%sp%u ", (I->guard & PV_GUARD_NEG) ? "!" : "",
                    (unsigned)(I->guard & 0x7fffu));
        dis_put(&b, "%-14s d=%u a=%u b=%u c=%u x=0x%llx aux=%u", name, I->d,
                I->a, I->b, I->c, (unsigned long long)I->x, I->aux);
        if (I->src)
            dis_put(&b, "   // line %u", m->insts.data[I->src].line);
        dis_put(&b, "\n");
    }
    if (cap)
        buf[b.len < cap ? b.len : cap - 1] = 0;
    *len = b.len;
    return PTXVM_OK;
}
/* ---- src/exec.c ---- */
/* The interpreter core: dispatch, divergence, and the handlers.

   Each handler works on whole columns. ALU handlers compute every lane of
   a full warp in a plain 32-iteration loop (which vectorises) and fall
   back to a masked loop otherwise; nothing in a lane loop can fault or
   hit undefined behaviour for lanes that are not active. */
/* ---- src/exec.h ---- */
/* The interpreter: runs one warp of a CTA over a kernel's bytecode.

   A warp's registers are columns of 32 lanes (bytecode.h). Lanes keep
   their own program counters; the warp runs the group of lanes at the
   lowest PC ("min-PC" scheduling), and lanes waiting at the same PC merge
   when the running group reaches it (at a JOIN, emitted for every label,
   or at the instruction after a branch). Divergence and reconvergence
   are therefore correct for any control-flow graph. */
#ifndef PTXVM_EXEC_H
#define PTXVM_EXEC_H

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
       .sync instruction until every lane of its member mask arrives */
    uint32_t  sync_wait;           /* lanes parked                          */
    uint32_t  sync_pc;             /* the instruction they wait at          */
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
                                      branch past this count: the end of a
                                      slice or of the launch's budget       */
    uint64_t        step_end;      /* the launch's budget; UINT64_MAX = none */
    uint64_t        thread_insns;
    pv_fault        fault;
    uint32_t        fault_warp;
    const pv_region *last;         /* last global region touched            */
    int             unchecked;     /* PTXVM_FLAG_UNCHECKED: global and
                                      generic addresses are host pointers  */
    const ir_module *ir;           /* the kernel's module                   */
    uint64_t        const_base, const_size;  /* its .const variables        */
    ptxvm_result    host_result;   /* PV_RUN_HOST: what a host call gave    */
    char            msg[512];      /* PV_RUN_TRAP/HOST: a message, or ""    */
    /* barriers: those with arrivals in this phase, their state, and per
       warp the lanes that arrived before their whole warp did */
    uint32_t        bar_used;
    uint32_t        bar_whole;     /* warps parked whole at one instruction */
    pv_barrier      bar[PV_NBARRIERS];
    uint32_t        bar_lanes[PV_MAX_WARPS][PV_NBARRIERS];
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

/* Run warp w of X until all its lanes exit or something stops it. */
PTXVM_INTERNAL int pv_run_warp(pv_cta *X, pv_warp *w);
/* Let the lanes waiting at a barrier go on. */
PTXVM_INTERNAL void pv_warp_release(pv_warp *w);
#endif
/* ---- end src/exec.h, back in src/exec.c ---- */
/* ---- src/intops.h ---- */
/* Per-lane helpers of the integer family, for exec_int.h (included once,
   by exec.c). Every function is total: defined for any inputs, with no
   division by zero and no signed overflow, so whole-warp loops may run
   them on inactive lanes too. 8/16-bit operands arrive in 32-bit columns
   with undefined high bits: the helpers mask or sign-extend them, and
   return 16-bit results zero-extended. */
#ifndef PTXVM_INTOPS_H
#define PTXVM_INTOPS_H

#define IO_M16 0xffffu

static uint32_t io_sx16(uint32_t a) { return ((a & IO_M16) ^ 0x8000u) - 0x8000u; }
static uint32_t io_sx24(uint32_t a) { return ((a & 0xffffffu) ^ 0x800000u) - 0x800000u; }
static uint32_t io_sx8(uint32_t a) { return ((a & 0xffu) ^ 0x80u) - 0x80u; }
static int32_t io_s(uint32_t a) { return (int32_t)a; }
static int64_t io_s64(uint64_t a) { return (int64_t)a; }
static uint32_t io_lt_s(uint32_t a, uint32_t b) { return io_s(a) < io_s(b); }

/* ---- one operand ---- */
static uint32_t io_neg16(uint32_t a) { return (0u - a) & IO_M16; }
static uint32_t io_abs32(uint32_t a) { return io_s(a) < 0 ? 0u - a : a; }
static uint32_t io_abs16(uint32_t a) { return io_abs32(io_sx16(a)) & IO_M16; }
static uint64_t io_abs64(uint64_t a) { return io_s64(a) < 0 ? (uint64_t)0 - a : a; }
static uint32_t io_not16(uint32_t a) { return ~a & IO_M16; }
static uint32_t io_cnot16(uint32_t a) { return (a & IO_M16) == 0; }
static uint32_t io_cnot32(uint32_t a) { return a == 0; }
static uint64_t io_cnot64(uint64_t a) { return a == 0; }
static uint32_t io_popc32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
}
static uint32_t io_popc64(uint64_t x)
{
    return io_popc32((uint32_t)x) + io_popc32((uint32_t)(x >> 32));
}
static uint32_t io_clz32(uint32_t x)
{
    uint32_t n = 0;
    if (!x) return 32;
    if (!(x & 0xffff0000u)) { n += 16; x <<= 16; }
    if (!(x & 0xff000000u)) { n += 8; x <<= 8; }
    if (!(x & 0xf0000000u)) { n += 4; x <<= 4; }
    if (!(x & 0xc0000000u)) { n += 2; x <<= 2; }
    if (!(x & 0x80000000u)) { n += 1; }
    return n;
}
static uint32_t io_clz64(uint64_t x)
{
    uint32_t hi = (uint32_t)(x >> 32);
    return hi ? io_clz32(hi) : 32 + io_clz32((uint32_t)x);
}
static uint32_t io_brev32(uint32_t x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}
static uint64_t io_brev64(uint64_t x)
{
    return ((uint64_t)io_brev32((uint32_t)x) << 32) | io_brev32((uint32_t)(x >> 32));
}
static uint32_t io_bfind_u32(uint32_t a) { return a ? 31 - io_clz32(a) : 0xffffffffu; }
static uint32_t io_bfind_s32(uint32_t a) { return io_bfind_u32(io_s(a) < 0 ? ~a : a); }
static uint32_t io_bfind_u32_sa(uint32_t a) { return a ? io_clz32(a) : 0xffffffffu; }
static uint32_t io_bfind_s32_sa(uint32_t a) { return io_bfind_u32_sa(io_s(a) < 0 ? ~a : a); }
static uint32_t io_bfind_u64(uint64_t a) { return a ? 63 - io_clz64(a) : 0xffffffffu; }
static uint32_t io_bfind_s64(uint64_t a) { return io_bfind_u64(io_s64(a) < 0 ? ~a : a); }
static uint32_t io_bfind_u64_sa(uint64_t a) { return a ? io_clz64(a) : 0xffffffffu; }
static uint32_t io_bfind_s64_sa(uint64_t a) { return io_bfind_u64_sa(io_s64(a) < 0 ? ~a : a); }

/* ---- two operands ---- */
static uint32_t io_add16(uint32_t a, uint32_t b) { return (a + b) & IO_M16; }
static uint32_t io_sub16(uint32_t a, uint32_t b) { return (a - b) & IO_M16; }
static uint32_t io_add16x2(uint32_t a, uint32_t b)
{
    return ((a + b) & IO_M16) | (((a >> 16) + (b >> 16)) << 16);
}
static uint32_t io_sat32(int64_t v)
{
    return v > 2147483647 ? 0x7fffffffu : v < -2147483647 - 1 ? 0x80000000u : (uint32_t)v;
}
static uint32_t io_add_sat_s32(uint32_t a, uint32_t b) { return io_sat32((int64_t)io_s(a) + io_s(b)); }
static uint32_t io_sub_sat_s32(uint32_t a, uint32_t b) { return io_sat32((int64_t)io_s(a) - io_s(b)); }
static uint32_t io_mul_lo16(uint32_t a, uint32_t b) { return ((a & IO_M16) * (b & IO_M16)) & IO_M16; }
static uint32_t io_mul_wide_u16(uint32_t a, uint32_t b) { return (a & IO_M16) * (b & IO_M16); }
static uint32_t io_mul_wide_s16(uint32_t a, uint32_t b) { return io_sx16(a) * io_sx16(b); }
static uint32_t io_mul_hi_u16(uint32_t a, uint32_t b) { return io_mul_wide_u16(a, b) >> 16; }
static uint32_t io_mul_hi_s16(uint32_t a, uint32_t b) { return io_mul_wide_s16(a, b) >> 16; }
/* mul24/mad24 take the low 24 bits of each operand (sign-extended for
   .s32), as the spec's 48-bit product t = a * b says. */
static uint32_t io_mul24_lo_u(uint32_t a, uint32_t b) { return (a & 0xffffffu) * (b & 0xffffffu); }
static uint32_t io_mul24_lo_s(uint32_t a, uint32_t b) { return io_sx24(a) * io_sx24(b); }
static uint32_t io_mul24_hi_u(uint32_t a, uint32_t b)
{
    return (uint32_t)(((uint64_t)(a & 0xffffffu) * (b & 0xffffffu)) >> 16);
}
static uint32_t io_mul24_hi_s(uint32_t a, uint32_t b)
{
    return (uint32_t)((uint64_t)((int64_t)io_s(io_sx24(a)) * io_s(io_sx24(b))) >> 16);
}
static uint32_t io_div_u32(uint32_t a, uint32_t b) { return b ? a / b : 0xffffffffu; }
static uint32_t io_rem_u32(uint32_t a, uint32_t b) { return b ? a % b : a; }
/* Signed division by zero: the quotient of the magnitudes is all ones,
   negated when a is negative (what the GPU's division sequence gives). */
static uint32_t io_div_s32(uint32_t a, uint32_t b)
{
    if (!b) return io_s(a) < 0 ? 1u : 0xffffffffu;
    if (b == 0xffffffffu) return 0u - a;
    return (uint32_t)(io_s(a) / io_s(b));
}
static uint32_t io_rem_s32(uint32_t a, uint32_t b)
{
    if (!b) return a;
    if (b == 0xffffffffu) return 0;
    return (uint32_t)(io_s(a) % io_s(b));
}
static uint32_t io_div_u16(uint32_t a, uint32_t b) { return io_div_u32(a & IO_M16, b & IO_M16) & IO_M16; }
static uint32_t io_rem_u16(uint32_t a, uint32_t b) { return io_rem_u32(a & IO_M16, b & IO_M16) & IO_M16; }
static uint32_t io_div_s16(uint32_t a, uint32_t b) { return io_div_s32(io_sx16(a), io_sx16(b)) & IO_M16; }
static uint32_t io_rem_s16(uint32_t a, uint32_t b) { return io_rem_s32(io_sx16(a), io_sx16(b)) & IO_M16; }
static uint64_t io_div_u64(uint64_t a, uint64_t b) { return b ? a / b : ~(uint64_t)0; }
static uint64_t io_rem_u64(uint64_t a, uint64_t b) { return b ? a % b : a; }
static uint64_t io_div_s64(uint64_t a, uint64_t b)
{
    if (!b) return io_s64(a) < 0 ? 1u : ~(uint64_t)0;
    if (b == ~(uint64_t)0) return (uint64_t)0 - a;
    return (uint64_t)(io_s64(a) / io_s64(b));
}
static uint64_t io_rem_s64(uint64_t a, uint64_t b)
{
    if (!b) return a;
    if (b == ~(uint64_t)0) return 0;
    return (uint64_t)(io_s64(a) % io_s64(b));
}
static uint32_t io_min_u16(uint32_t a, uint32_t b) { a &= IO_M16; b &= IO_M16; return a < b ? a : b; }
static uint32_t io_max_u16(uint32_t a, uint32_t b) { a &= IO_M16; b &= IO_M16; return a > b ? a : b; }
static uint32_t io_min_s16(uint32_t a, uint32_t b) { a = io_sx16(a); b = io_sx16(b); return (io_lt_s(a, b) ? a : b) & IO_M16; }
static uint32_t io_max_s16(uint32_t a, uint32_t b) { a = io_sx16(a); b = io_sx16(b); return (io_lt_s(a, b) ? b : a) & IO_M16; }
static uint32_t io_min_u16x2(uint32_t a, uint32_t b) { return io_min_u16(a, b) | (io_min_u16(a >> 16, b >> 16) << 16); }
static uint32_t io_max_u16x2(uint32_t a, uint32_t b) { return io_max_u16(a, b) | (io_max_u16(a >> 16, b >> 16) << 16); }
static uint32_t io_min_s16x2(uint32_t a, uint32_t b) { return io_min_s16(a, b) | (io_min_s16(a >> 16, b >> 16) << 16); }
static uint32_t io_max_s16x2(uint32_t a, uint32_t b) { return io_max_s16(a, b) | (io_max_s16(a >> 16, b >> 16) << 16); }
static uint32_t io_relu16(uint32_t a) { return (a & 0x8000u) ? 0 : a; }
static uint32_t io_min_s16x2_relu(uint32_t a, uint32_t b)
{
    return io_relu16(io_min_s16(a, b)) | (io_relu16(io_min_s16(a >> 16, b >> 16)) << 16);
}
static uint32_t io_max_s16x2_relu(uint32_t a, uint32_t b)
{
    return io_relu16(io_max_s16(a, b)) | (io_relu16(io_max_s16(a >> 16, b >> 16)) << 16);
}
static uint32_t io_relu32(uint32_t a) { return io_s(a) < 0 ? 0 : a; }
static uint32_t io_min_s32_relu(uint32_t a, uint32_t b) { return io_relu32(io_lt_s(a, b) ? a : b); }
static uint32_t io_max_s32_relu(uint32_t a, uint32_t b) { return io_relu32(io_lt_s(a, b) ? b : a); }
static uint32_t io_and16(uint32_t a, uint32_t b) { return a & b & IO_M16; }
static uint32_t io_or16(uint32_t a, uint32_t b) { return (a | b) & IO_M16; }
static uint32_t io_xor16(uint32_t a, uint32_t b) { return (a ^ b) & IO_M16; }
static uint32_t io_shl16(uint32_t a, uint32_t b) { return b > 15 ? 0 : (a << b) & IO_M16; }
static uint32_t io_shr_u16(uint32_t a, uint32_t b) { return b > 15 ? 0 : (a & IO_M16) >> b; }
static uint32_t io_shr_s16(uint32_t a, uint32_t b)
{
    uint32_t n = b > 15 ? 15 : b, s = io_sx16(a);
    return ((s >> n) | ((s & 0x80000000u) ? ~(0xffffffffu >> n) : 0)) & IO_M16;
}
static uint32_t io_bmsk(uint32_t a, uint32_t b, int clamp)
{
    uint32_t a1 = a & 31, b1 = b & 31, sum = a1 + b1;
    uint32_t mask0 = ~0u << a1, mask1;
    int ovf = sum >= 32;
    if (clamp && a >= 32) { ovf = 1; mask0 = 0; }
    if (clamp && b >= 32) ovf = 1;
    if (ovf) mask1 = 0;
    else if (b1 == 0) mask1 = ~0u;
    else mask1 = ~0u << sum;
    return mask0 & ~mask1;
}
static uint32_t io_bmsk_clamp(uint32_t a, uint32_t b) { return io_bmsk(a, b, 1); }
static uint32_t io_bmsk_wrap(uint32_t a, uint32_t b) { return io_bmsk(a, b, 0); }
static uint32_t io_szext(uint32_t a, uint32_t b, int clamp, int sgn)
{
    uint32_t b1 = b & 31, mask, sbit;
    int big = b >= 32 && clamp;
    mask = big ? 0 : ~0u << b1;
    sbit = (b1 == 0 || big || !sgn) ? 0 : (a >> ((b1 - 1) & 31)) & 1;
    return (a & ~mask) | (sbit ? mask : 0);
}
static uint32_t io_szext_u_clamp(uint32_t a, uint32_t b) { return io_szext(a, b, 1, 0); }
static uint32_t io_szext_u_wrap(uint32_t a, uint32_t b) { return io_szext(a, b, 0, 0); }
static uint32_t io_szext_s_clamp(uint32_t a, uint32_t b) { return io_szext(a, b, 1, 1); }
static uint32_t io_szext_s_wrap(uint32_t a, uint32_t b) { return io_szext(a, b, 0, 1); }

/* ---- three operands ---- */
static uint32_t io_mad_lo16(uint32_t a, uint32_t b, uint32_t c) { return (a * b + c) & IO_M16; }
static uint32_t io_mad_hi_u16(uint32_t a, uint32_t b, uint32_t c) { return (io_mul_hi_u16(a, b) + c) & IO_M16; }
static uint32_t io_mad_hi_s16(uint32_t a, uint32_t b, uint32_t c) { return (io_mul_hi_s16(a, b) + c) & IO_M16; }
static uint32_t io_mad_wide_u16(uint32_t a, uint32_t b, uint32_t c) { return io_mul_wide_u16(a, b) + c; }
static uint32_t io_mad_wide_s16(uint32_t a, uint32_t b, uint32_t c) { return io_mul_wide_s16(a, b) + c; }
static int64_t io_hi_s32(uint32_t a, uint32_t b)
{
    uint64_t p = (uint64_t)((int64_t)io_s(a) * io_s(b));
    return io_s((uint32_t)(p >> 32));
}
static uint32_t io_mad_hi_u32(uint32_t a, uint32_t b, uint32_t c)
{
    return (uint32_t)(((uint64_t)a * b) >> 32) + c;
}
static uint32_t io_mad_hi_s32(uint32_t a, uint32_t b, uint32_t c) { return (uint32_t)io_hi_s32(a, b) + c; }
static uint32_t io_mad_hi_sat_s32(uint32_t a, uint32_t b, uint32_t c) { return io_sat32(io_hi_s32(a, b) + io_s(c)); }
static uint32_t io_mad24_lo_u(uint32_t a, uint32_t b, uint32_t c) { return io_mul24_lo_u(a, b) + c; }
static uint32_t io_mad24_lo_s(uint32_t a, uint32_t b, uint32_t c) { return io_mul24_lo_s(a, b) + c; }
static uint32_t io_mad24_hi_u(uint32_t a, uint32_t b, uint32_t c) { return io_mul24_hi_u(a, b) + c; }
static uint32_t io_mad24_hi_s(uint32_t a, uint32_t b, uint32_t c) { return io_mul24_hi_s(a, b) + c; }
static uint32_t io_mad24_hi_sat_s(uint32_t a, uint32_t b, uint32_t c)
{
    return io_sat32((int64_t)io_s(io_mul24_hi_s(a, b)) + io_s(c));
}
static uint32_t io_sad_u16(uint32_t a, uint32_t b, uint32_t c)
{
    a &= IO_M16; b &= IO_M16;
    return ((a < b ? b - a : a - b) + c) & IO_M16;
}
static uint32_t io_sad_s16(uint32_t a, uint32_t b, uint32_t c)
{
    a = io_sx16(a); b = io_sx16(b);
    return ((io_lt_s(a, b) ? b - a : a - b) + c) & IO_M16;
}
static uint32_t io_sad_u32(uint32_t a, uint32_t b, uint32_t c) { return (a < b ? b - a : a - b) + c; }
static uint32_t io_sad_s32(uint32_t a, uint32_t b, uint32_t c) { return (io_lt_s(a, b) ? b - a : a - b) + c; }
static uint32_t io_byte(uint32_t v, uint32_t i, int sgn)
{
    uint32_t x = (v >> (8 * i)) & 0xffu;
    return sgn ? io_sx8(x) : x;
}
static uint32_t io_half(uint32_t v, uint32_t i, int sgn)
{
    uint32_t x = (v >> (16 * i)) & IO_M16;
    return sgn ? io_sx16(x) : x;
}
static uint32_t io_dp4a(uint32_t a, uint32_t b, uint32_t c, int sa, int sb)
{
    uint32_t i;
    for (i = 0; i < 4; i++)
        c += io_byte(a, i, sa) * io_byte(b, i, sb);
    return c;
}
static uint32_t io_dp4a_uu(uint32_t a, uint32_t b, uint32_t c) { return io_dp4a(a, b, c, 0, 0); }
static uint32_t io_dp4a_us(uint32_t a, uint32_t b, uint32_t c) { return io_dp4a(a, b, c, 0, 1); }
static uint32_t io_dp4a_su(uint32_t a, uint32_t b, uint32_t c) { return io_dp4a(a, b, c, 1, 0); }
static uint32_t io_dp4a_ss(uint32_t a, uint32_t b, uint32_t c) { return io_dp4a(a, b, c, 1, 1); }
static uint32_t io_dp2a(uint32_t a, uint32_t b, uint32_t c, uint32_t sel, int sa, int sb)
{
    return c + io_half(a, 0, sa) * io_byte(b, sel, sb) + io_half(a, 1, sa) * io_byte(b, sel + 1, sb);
}
static uint32_t io_dp2a_lo_uu(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 0, 0, 0); }
static uint32_t io_dp2a_lo_us(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 0, 0, 1); }
static uint32_t io_dp2a_lo_su(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 0, 1, 0); }
static uint32_t io_dp2a_lo_ss(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 0, 1, 1); }
static uint32_t io_dp2a_hi_uu(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 2, 0, 0); }
static uint32_t io_dp2a_hi_us(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 2, 0, 1); }
static uint32_t io_dp2a_hi_su(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 2, 1, 0); }
static uint32_t io_dp2a_hi_ss(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 2, 1, 1); }
static uint32_t io_shf_l(uint32_t a, uint32_t b, uint32_t n)
{
    return n == 0 ? b : n >= 32 ? a : (b << n) | (a >> (32 - n));
}
static uint32_t io_shf_r(uint32_t a, uint32_t b, uint32_t n)
{
    return n == 0 ? a : n >= 32 ? b : (b << (32 - n)) | (a >> n);
}
static uint32_t io_shf_l_clamp(uint32_t a, uint32_t b, uint32_t c) { return io_shf_l(a, b, c > 32 ? 32 : c); }
static uint32_t io_shf_l_wrap(uint32_t a, uint32_t b, uint32_t c) { return io_shf_l(a, b, c & 31); }
static uint32_t io_shf_r_clamp(uint32_t a, uint32_t b, uint32_t c) { return io_shf_r(a, b, c > 32 ? 32 : c); }
static uint32_t io_shf_r_wrap(uint32_t a, uint32_t b, uint32_t c) { return io_shf_r(a, b, c & 31); }
/* fns: base > 31 is undefined in PTX; here it is taken modulo 32. */
static uint32_t io_fns(uint32_t mask, uint32_t base, uint32_t off)
{
    uint32_t pos = base & 31, count;
    int inc;
    if (off == 0)
        return ((mask >> pos) & 1) ? pos : 0xffffffffu;
    count = (io_s(off) > 0 ? off : 0u - off) - 1;
    inc = io_s(off) > 0 ? 1 : -1;
    for (;;) {
        if ((mask >> pos) & 1) {
            if (count == 0)
                return pos;
            count--;
        }
        if ((inc > 0 && pos == 31) || (inc < 0 && pos == 0))
            return 0xffffffffu;
        pos = inc > 0 ? pos + 1 : pos - 1;
    }
}
static uint32_t io_fmask32(uint32_t n) { return n >= 32 ? 0xffffffffu : (1u << n) - 1; }
static uint64_t io_fmask64(uint32_t n) { return n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1; }
static uint32_t io_bfe32(uint32_t a, uint32_t b, uint32_t c, int sgn)
{
    uint32_t pos = b & 0xff, len = c & 0xff, n, field, sbit = 0, top;
    if (len == 0)
        return 0;
    if (sgn) {
        top = pos + len - 1;
        sbit = (a >> (top > 31 ? 31 : top)) & 1;
    }
    n = pos > 31 ? 0 : (len < 32 - pos ? len : 32 - pos);
    field = n ? (a >> pos) & io_fmask32(n) : 0;
    return field | (sbit ? ~io_fmask32(n) : 0);
}
static uint32_t io_bfe_u32(uint32_t a, uint32_t b, uint32_t c) { return io_bfe32(a, b, c, 0); }
static uint32_t io_bfe_s32(uint32_t a, uint32_t b, uint32_t c) { return io_bfe32(a, b, c, 1); }
static uint64_t io_bfe64(uint64_t a, uint32_t b, uint32_t c, int sgn)
{
    uint32_t pos = b & 0xff, len = c & 0xff, n, top;
    uint64_t field, sbit = 0;
    if (len == 0)
        return 0;
    if (sgn) {
        top = pos + len - 1;
        sbit = (a >> (top > 63 ? 63 : top)) & 1;
    }
    n = pos > 63 ? 0 : (len < 64 - pos ? len : 64 - pos);
    field = n ? (a >> pos) & io_fmask64(n) : 0;
    return field | (sbit ? ~io_fmask64(n) : 0);
}
static uint32_t io_bfi32(uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    uint32_t pos = c & 0xff, len = d & 0xff, n, mask;
    n = pos > 31 ? 0 : (len < 32 - pos ? len : 32 - pos);
    if (!n)
        return b;
    mask = io_fmask32(n) << pos;
    return (b & ~mask) | ((a << pos) & mask);
}
static uint64_t io_bfi64(uint64_t a, uint64_t b, uint32_t c, uint32_t d)
{
    uint32_t pos = c & 0xff, len = d & 0xff, n;
    uint64_t mask;
    n = pos > 63 ? 0 : (len < 64 - pos ? len : 64 - pos);
    if (!n)
        return b;
    mask = io_fmask64(n) << pos;
    return (b & ~mask) | ((a << pos) & mask);
}
static uint32_t io_pbyte(uint32_t a, uint32_t b, uint32_t sel)
{
    uint32_t s = sel & 7;
    return ((s < 4 ? a >> (8 * s) : b >> (8 * (s - 4)))) & 0xffu;
}
static uint32_t io_prmt(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t i, d = 0;
    for (i = 0; i < 4; i++) {
        uint32_t sel = (c >> (4 * i)) & 15, v = io_pbyte(a, b, sel);
        if (sel & 8)
            v = (v & 0x80u) ? 0xffu : 0;
        d |= v << (8 * i);
    }
    return d;
}
static uint32_t io_prmt4(uint32_t a, uint32_t b, uint32_t s0, uint32_t s1,
                         uint32_t s2, uint32_t s3)
{
    return io_pbyte(a, b, s0) | (io_pbyte(a, b, s1) << 8) |
           (io_pbyte(a, b, s2) << 16) | (io_pbyte(a, b, s3) << 24);
}
static uint32_t io_prmt_f4e(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, s, s + 1, s + 2, s + 3);
}
static uint32_t io_prmt_b4e(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, s, s + 7, s + 6, s + 5);
}
static uint32_t io_prmt_rc8(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, s, s, s, s);
}
static uint32_t io_prmt_ecl(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, s, s > 1 ? s : 1, s > 2 ? s : 2, 3);
}
static uint32_t io_prmt_ecr(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, 0, s < 1 ? s : 1, s < 2 ? s : 2, s);
}
static uint32_t io_prmt_rc16(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = (c & 1) * 2;
    return io_prmt4(a, b, s, s + 1, s, s + 1);
}
static uint64_t io_mulhi_u64(uint64_t a, uint64_t b)
{
    uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
static uint64_t io_mulhi_s64(uint64_t a, uint64_t b)
{
    uint64_t h = io_mulhi_u64(a, b);
    if (io_s64(a) < 0) h -= b;
    if (io_s64(b) < 0) h -= a;
    return h;
}
static uint64_t io_mad_hi_u64(uint64_t a, uint64_t b, uint64_t c) { return io_mulhi_u64(a, b) + c; }
static uint64_t io_mad_hi_s64(uint64_t a, uint64_t b, uint64_t c) { return io_mulhi_s64(a, b) + c; }
static uint64_t io_sad_u64(uint64_t a, uint64_t b, uint64_t c) { return (a < b ? b - a : a - b) + c; }
static uint64_t io_sad_s64(uint64_t a, uint64_t b, uint64_t c)
{
    return (io_s64(a) < io_s64(b) ? b - a : a - b) + c;
}
static uint32_t io_lop3(uint32_t a, uint32_t b, uint32_t c, uint32_t lut)
{
    uint32_t d = 0;
    if (lut & 0x01) d |= ~a & ~b & ~c;
    if (lut & 0x02) d |= ~a & ~b & c;
    if (lut & 0x04) d |= ~a & b & ~c;
    if (lut & 0x08) d |= ~a & b & c;
    if (lut & 0x10) d |= a & ~b & ~c;
    if (lut & 0x20) d |= a & ~b & c;
    if (lut & 0x40) d |= a & b & ~c;
    if (lut & 0x80) d |= a & b & c;
    return d;
}

/* ---- setp/set, extended precision, cvt ---- */
static uint32_t io_icmp(uint32_t aux, uint64_t a, uint64_t b)
{
    uint32_t code = PV_IC_CODE(aux);
    int64_t sa, sb;
    if (aux & PV_IC_W16) {
        a &= IO_M16; b &= IO_M16;
        if (aux & PV_IC_SIGNED) { a = (uint64_t)io_s64(io_s(io_sx16((uint32_t)a))); b = (uint64_t)io_s64(io_s(io_sx16((uint32_t)b))); }
    } else if (!(aux & PV_IC_W64)) {
        a &= 0xffffffffu; b &= 0xffffffffu;
        if (aux & PV_IC_SIGNED) { a = (uint64_t)(int64_t)io_s((uint32_t)a); b = (uint64_t)(int64_t)io_s((uint32_t)b); }
    }
    sa = io_s64(a); sb = io_s64(b);
    switch (code) {
    case PV_CMP_EQ: return a == b;
    case PV_CMP_NE: return a != b;
    case PV_CMP_LT: return sa < sb;
    case PV_CMP_LE: return sa <= sb;
    case PV_CMP_GT: return sa > sb;
    case PV_CMP_GE: return sa >= sb;
    case PV_CMP_LO: return a < b;
    case PV_CMP_LS: return a <= b;
    case PV_CMP_HI: return a > b;
    default: return a >= b;
    }
}
static uint32_t io_cc32(uint32_t aux, uint32_t a, uint32_t b, uint32_t c,
                        uint32_t cf, uint32_t *cout)
{
    uint64_t s;
    switch (PV_CC_KIND(aux)) {
    case PV_CC_ADD:
        s = (uint64_t)a + b + ((aux & PV_CC_CIN) ? cf : 0);
        break;
    case PV_CC_SUB:           /* a + ~b + 1 (sub.cc) or + CF (subc): CF = carry, not borrow */
        s = (uint64_t)a + (uint32_t)~b + ((aux & PV_CC_CIN) ? cf : 1);
        break;
    case PV_CC_MADLO:
        s = (uint64_t)(uint32_t)(a * b) + c + ((aux & PV_CC_CIN) ? cf : 0);
        break;
    default: {
        uint32_t hi = (aux & PV_CC_SIGNED) ? (uint32_t)io_hi_s32(a, b)
                                           : (uint32_t)(((uint64_t)a * b) >> 32);
        s = (uint64_t)hi + c + ((aux & PV_CC_CIN) ? cf : 0);
    }
    }
    *cout = (uint32_t)(s >> 32) & 1;
    return (uint32_t)s;
}
static uint64_t io_cc64(uint32_t aux, uint64_t a, uint64_t b, uint64_t c,
                        uint32_t cf, uint32_t *cout)
{
    uint64_t x, y, cin = (aux & PV_CC_CIN) ? cf : 0, t, d;
    switch (PV_CC_KIND(aux)) {
    case PV_CC_ADD: x = a; y = b; break;
    case PV_CC_SUB: x = a; y = ~b; if (!(aux & PV_CC_CIN)) cin = 1; break;
    case PV_CC_MADLO: x = a * b; y = c; break;
    default: x = (aux & PV_CC_SIGNED) ? io_mulhi_s64(a, b) : io_mulhi_u64(a, b); y = c; break;
    }
    t = x + y;
    d = t + cin;
    *cout = (t < x) | (d < t);
    return d;
}
static uint64_t io_cvt(uint32_t aux, uint64_t v)
{
    uint32_t ss = PV_CV_SS(aux), ds = PV_CV_DS(aux);
    uint64_t smask = ss >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * ss)) - 1;
    uint64_t dmask = ds >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * ds)) - 1;
    int sneg;
    v &= smask;
    sneg = (aux & PV_CV_SSIGNED) && ((v >> (8 * ss - 1)) & 1);
    if (sneg)
        v |= ~smask;                        /* sign-extend to 64 bits */
    if (aux & PV_CV_SAT) {
        if (aux & PV_CV_DSIGNED) {
            uint64_t dmax = dmask >> 1;     /* 0x7f.. */
            if (sneg) {
                if (io_s64(v) < -io_s64(dmax) - 1) v = ~dmax;
            } else if (v > dmax) {
                v = dmax;
            }
        } else {
            if (sneg) v = 0;
            else if (v > dmask) v = dmask;
        }
    }
    v &= dmask;
    if ((aux & PV_CV_DSEXT) && ((v >> (8 * ds - 1)) & 1))
        v |= ~dmask;
    return v;
}
/* ---- video instructions, cvt.pack ---- */
/* v >> n rounding down, without the implementation-defined >> of a
   negative value. */
static int64_t io_asr64(int64_t v, uint32_t n) { return v < 0 ? ~(~v >> n) : v >> n; }
static int64_t io_clamp64(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }
/* The low 34 bits of v as a signed value: the scalar video instructions'
   intermediate precision. */
static int64_t io_s34(uint64_t v)
{
    return (int64_t)((v & 0x3ffffffffull) ^ 0x200000000ull) - (int64_t)0x200000000ll;
}
/* partSelectSignExtend: the selected byte, half-word or word of v, sign-
   or zero-extended by the operand's type to a 33-bit value. */
static int64_t io_vpart(uint32_t v, uint32_t sel, int sg)
{
    uint32_t x;
    if (sel == PV_VSEL_W32)
        return sg ? (int64_t)io_s(v) : (int64_t)v;
    if (sel <= PV_VSEL_B3) {
        x = (v >> (8 * (sel - PV_VSEL_B0))) & 0xffu;
        return sg ? (int64_t)io_s(io_sx8(x)) : (int64_t)x;
    }
    x = (v >> (16 * (sel - PV_VSEL_H0))) & IO_M16;
    return sg ? (int64_t)io_s(io_sx16(x)) : (int64_t)x;
}
/* CLAMP to the signed or unsigned range of a bits-wide value. */
static int64_t io_satn(int64_t v, uint32_t bits, int sg)
{
    int64_t half = (int64_t)1 << (bits - 1);
    return sg ? io_clamp64(v, -half, half - 1) : io_clamp64(v, 0, 2 * half - 1);
}
static uint32_t io_vcmp(uint32_t code, int64_t a, int64_t b)
{
    switch (code) {
    case PV_VC_EQ: return a == b;
    case PV_VC_NE: return a != b;
    case PV_VC_LT: return a < b;
    case PV_VC_LE: return a <= b;
    case PV_VC_GT: return a > b;
    default: return a >= b;
    }
}
/* Scalar video instructions: extract and extend the operands (33 bits),
   the primary operation (34 bits), optSaturate to the destination's type
   and the merged width, then optSecondaryOp with c (signed by dtype) or
   optMerge into c. */
static uint32_t io_vid(uint32_t aux, uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t op = PV_VD_OP(aux), dsel = PV_VD_DSEL(aux), op2 = PV_VD_OP2(aux), sh, mask;
    int ds = (aux & PV_VD_DSIGNED) != 0;
    int64_t ta = io_vpart(a, PV_VD_ASEL(aux), (aux & PV_VD_ASIGNED) != 0);
    int64_t tb = io_vpart(b, PV_VD_BSEL(aux), (aux & PV_VD_BSIGNED) != 0);
    int64_t t, tc;
    switch (op) {
    case PV_VD_ADD: t = ta + tb; break;
    case PV_VD_SUB: t = ta - tb; break;
    case PV_VD_ABSDIFF: t = ta < tb ? tb - ta : ta - tb; break;
    case PV_VD_MIN: t = ta < tb ? ta : tb; break;
    case PV_VD_MAX: t = ta < tb ? tb : ta; break;
    case PV_VD_SET: t = io_vcmp(PV_VD_CMP(aux), ta, tb); break;
    default: {                 /* shifts: b is always .u32 */
        uint64_t n = (uint64_t)tb;
        n = (aux & PV_VD_CLAMP) ? (n > 32 ? 32 : n) : n & 31;
        t = op == PV_VD_SHL ? io_s34((uint64_t)ta << n) : io_asr64(ta, (uint32_t)n);
        break;
    }
    }
    if (aux & PV_VD_SAT)
        t = io_satn(t, dsel == PV_VSEL_W32 ? 32 : dsel <= PV_VSEL_B3 ? 8 : 16, ds);
    if (op2 != PV_VOP2_NONE) {
        tc = ds ? (int64_t)io_s(c) : (int64_t)c;
        if (op2 == PV_VOP2_ADD) t += tc;
        else if (op2 == PV_VOP2_MIN) t = t < tc ? t : tc;
        else t = t < tc ? tc : t;
        return (uint32_t)t;
    }
    if (dsel == PV_VSEL_W32)
        return (uint32_t)t;
    sh = dsel <= PV_VSEL_B3 ? 8 * (dsel - PV_VSEL_B0) : 16 * (dsel - PV_VSEL_H0);
    mask = (dsel <= PV_VSEL_B3 ? 0xffu : IO_M16) << sh;
    return (((uint32_t)t << sh) & mask) | (c & ~mask);
}
/* vmad, after its pseudo-code: a 128-bit product (as hi:lo), negated as
   ~tmp + 1, c sign-extended when the final result is signed, the scale
   shift, then the clamp to the final result's 32-bit range. */
static uint32_t io_vmad(uint32_t aux, uint32_t a, uint32_t b, uint32_t c)
{
    int sa = (aux & PV_VM_ASIGNED) != 0, sb = (aux & PV_VM_BSIGNED) != 0;
    int na = (aux & PV_VM_NEGA) != 0, nb = (aux & PV_VM_NEGB) != 0;
    int nc = (aux & PV_VM_NEGC) != 0;
    int sf = sa || sb || (na ^ nb) || nc;
    int64_t ta = io_vpart(a, PV_VM_ASEL(aux), sa), tb = io_vpart(b, PV_VM_BSEL(aux), sb);
    uint64_t ma = ta < 0 ? 0 - (uint64_t)ta : (uint64_t)ta;
    uint64_t mb = tb < 0 ? 0 - (uint64_t)tb : (uint64_t)tb;
    uint64_t lo = ma * mb, hi = 0, clo, chi, lsb = 0, res, t;
    uint32_t n = PV_VM_SHR(aux), cc = c;
    if ((ta < 0) != (tb < 0)) {             /* |ta|, |tb| < 2^32: exact */
        lo = 0 - lo;
        hi = lo ? ~(uint64_t)0 : 0;
    }
    if (aux & PV_VM_PO) {
        lsb = 1;
    } else if (na ^ nb) {
        lo = ~lo; hi = ~hi; lsb = 1;
    } else if (nc) {
        cc = ~c; lsb = 1;
    }
    clo = sf ? (uint64_t)(int64_t)io_s(cc) : cc;
    chi = sf && io_s(cc) < 0 ? ~(uint64_t)0 : 0;
    t = lo + clo;
    hi += chi + (t < lo);
    lo = t + lsb;
    hi += lo < t;
    res = n ? (lo >> n) | (hi << (64 - n)) : lo;
    if (aux & PV_VM_SAT) {
        if (sf)
            return (uint32_t)io_clamp64(io_s64(res), -2147483647 - 1, 2147483647);
        return res > 0xffffffffu ? 0xffffffffu : (uint32_t)res;
    }
    return (uint32_t)res;
}
/* SIMD video instructions: elements chosen from the pair b:a and extended
   (17 or 9 bits), the operation, the optional clamp to the element's
   range, then the merge into c by mask, or c plus the masked elements. */
static uint32_t io_vsimd(uint32_t aux, uint64_t sel, uint32_t a, uint32_t b, uint32_t c)
{
    int four = (aux & PV_VS_FOUR) != 0;
    int sa = (aux & PV_VS_ASIGNED) != 0, sb = (aux & PV_VS_BSIGNED) != 0;
    uint32_t n = four ? 4 : 2, w = four ? 8 : 16, em = four ? 0xffu : IO_M16;
    uint32_t op = PV_VS_OP(aux), mask = PV_VS_MASK(aux), i, d = 0, acc = c;
    uint64_t ab = ((uint64_t)b << 32) | a;
    for (i = 0; i < n; i++) {
        uint32_t xa = (uint32_t)(ab >> (w * ((sel >> (4 * i)) & 7))) & em;
        uint32_t xb = (uint32_t)(ab >> (w * ((sel >> (16 + 4 * i)) & 7))) & em;
        int32_t va = io_s(sa ? (four ? io_sx8(xa) : io_sx16(xa)) : xa);
        int32_t vb = io_s(sb ? (four ? io_sx8(xb) : io_sx16(xb)) : xb);
        int32_t t;
        switch (op) {
        case PV_VS_ADD: t = va + vb; break;
        case PV_VS_SUB: t = va - vb; break;
        case PV_VS_AVRG: t = va + vb; t = (int32_t)io_asr64(t >= 0 ? t + 1 : t, 1); break;
        case PV_VS_ABSDIFF: t = va < vb ? vb - va : va - vb; break;
        case PV_VS_MIN: t = va < vb ? va : vb; break;
        case PV_VS_MAX: t = va < vb ? vb : va; break;
        default: t = (int32_t)io_vcmp(PV_VS_CMP(aux), va, vb); break;
        }
        if (aux & PV_VS_SAT)
            t = (int32_t)io_satn(t, w, (aux & PV_VS_DSIGNED) != 0);
        if (!((mask >> i) & 1u))
            d |= c & (em << (w * i));
        else if (aux & PV_VS_ACC)
            acc += (uint32_t)t;
        else
            d |= ((uint32_t)t & em) << (w * i);
    }
    return (aux & PV_VS_ACC) ? acc : d;
}
/* cvt.pack.sat: a and b clamped to the element range, b in the low
   element, a above it, and c's low bits above both. */
static uint32_t io_cvt_pack(uint32_t aux, uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t w = PV_PK_BITS(aux), m = (1u << w) - 1;
    int sg = (aux & PV_PK_SIGNED) != 0;
    uint32_t ta = (uint32_t)io_satn(io_s(a), w, sg) & m;
    uint32_t tb = (uint32_t)io_satn(io_s(b), w, sg) & m;
    uint32_t d = (ta << w) | tb;
    if (aux & PV_PK_C)
        d |= c << (2 * w);
    return d;
}
#endif
/* ---- end src/intops.h, back in src/exec.c ---- */
/* ---- src/warpfma.h ---- */
/* Fused multiply-add over a whole warp column, rounded to nearest: the
   CPU's FMA instructions where it has them (checked at run time on x86
   with GCC or clang), else the C library's fmaf/fma per lane. Both are
   IEEE 754 fused operations, so the bits are the same either way. */
#ifndef PTXVM_WARPFMA_H
#define PTXVM_WARPFMA_H

/* t[l] = a[l] * b[l] + c[l] for the 32 lanes, as float/double bits, any
   NaN made the GPU's canonical one. t must not alias a, b or c. */
PTXVM_INTERNAL void pv_fma32_warp(uint32_t *restrict t, const uint32_t *a,
                                  const uint32_t *b, const uint32_t *c);
PTXVM_INTERNAL void pv_fma64_warp(uint64_t *restrict t, const uint64_t *a,
                                  const uint64_t *b, const uint64_t *c);

#endif
/* ---- end src/warpfma.h, back in src/exec.c ---- */
#include <math.h>

#define FULL 0xffffffffu

/* Dispatch: a jump table of label addresses (computed goto) where the
   compiler has it, else the switch. Every handler is both a case and a
   label, so the same handlers build either way; `break` ends a handler
   in both, and PTXVM_NO_COMPUTED_GOTO forces the switch. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(PTXVM_NO_COMPUTED_GOTO)
#  define PV_COMPUTED_GOTO 1
#  define PV_CASE(op) case PV_OP_##op: L_##op
#else
#  define PV_COMPUTED_GOTO 0
#  define PV_CASE(op) case PV_OP_##op
#endif
#define R32(off) ((uint32_t *)(void *)(rf + (off)))
#define R64(off) ((uint64_t *)(void *)(rf + (off)))

/* Run `stmt` for every lane l in mask m. */
#define EACH_LANE(m, stmt)                                     \
    do {                                                       \
        uint32_t l_;                                           \
        if ((m) == FULL) {                                     \
            for (l_ = 0; l_ < PV_LANES; l_++) {                \
                const uint32_t l = l_;                         \
                stmt;                                          \
            }                                                  \
        } else {                                               \
            for (l_ = 0; l_ < PV_LANES; l_++)                  \
                if (((m) >> l_) & 1u) {                        \
                    const uint32_t l = l_;                     \
                    stmt;                                      \
                }                                              \
        }                                                      \
    } while (0)

/* Vectorisable lane loops: compute all 32 lanes into a local array (which
   aliases nothing, so the compiler vectorises the loop at -O2 without
   run-time alias checks), then store the active lanes: the whole column
   for a full warp, a masked copy otherwise. Computing inactive lanes is
   safe for the expressions used with these macros. */
static void store32(uint32_t *d, const uint32_t *t, uint32_t m)
{
    uint32_t l;
    if (m == FULL) {
        memcpy(d, t, PV_LANES * sizeof *t);
        return;
    }
    for (l = 0; l < PV_LANES; l++)
        if ((m >> l) & 1u)
            d[l] = t[l];
}

static void store64(uint64_t *d, const uint64_t *t, uint32_t m)
{
    uint32_t l;
    if (m == FULL) {
        memcpy(d, t, PV_LANES * sizeof *t);
        return;
    }
    for (l = 0; l < PV_LANES; l++)
        if ((m >> l) & 1u)
            d[l] = t[l];
}

/* Lane loops unrolled fully: after vectorising, eight or sixteen vector
   operations, whose loop overhead would otherwise cost as much as they. */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8
#define PV_UNROLL _Pragma("GCC unroll 32")
#elif defined(__clang__)
#define PV_UNROLL _Pragma("clang loop unroll(full)")
#else
#define PV_UNROLL
#endif

#define VLANES32(m, d, expr)                                     \
    do {                                                         \
        uint32_t t_[PV_LANES], l;                                \
        for (l = 0; l < PV_LANES; l++)                           \
            t_[l] = (expr);                                      \
        store32((d), t_, (m));                                   \
    } while (0)

/* The same, unrolled: for the one-operation integer handlers. */
#define VLANES32U(m, d, expr)                                    \
    do {                                                         \
        uint32_t t_[PV_LANES], l;                                \
        PV_UNROLL                                                \
        for (l = 0; l < PV_LANES; l++)                           \
            t_[l] = (expr);                                      \
        store32((d), t_, (m));                                   \
    } while (0)

#define VLANES64(m, d, expr)                                     \
    do {                                                         \
        uint64_t t_[PV_LANES];                                   \
        uint32_t l;                                              \
        for (l = 0; l < PV_LANES; l++)                           \
            t_[l] = (expr);                                      \
        store64((d), t_, (m));                                   \
    } while (0)

/* Full-warp 32-bit lane operations on the compiler's 4-lane vectors (GCC,
   Clang): each group of four lanes is read whole before it is written, so
   the destination may be a source (registers are whole columns, never a
   partial overlap), and no temporary column or copy is needed. vexpr is
   the operation on va, vb, vc; expr the same per lane for other
   compilers. */
#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
typedef uint32_t pv_u32x4 __attribute__((vector_size(16)));
typedef int32_t pv_s32x4 __attribute__((vector_size(16)));
typedef float pv_f32x4 __attribute__((vector_size(16)));
/* f32 arithmetic on vectors, any NaN made the GPU's canonical one: a NaN
   is the only value unequal to itself. */
#define VF32(op) vcanon32((pv_f32x4)va op (pv_f32x4)vb)
static pv_u32x4 vcanon32(pv_f32x4 r)
{
    pv_u32x4 nan = (pv_u32x4)(r != r);
    return ((pv_u32x4)r & ~nan) | (nan & 0x7fffffffu);
}
#define VFULL32(d, pa, pb, pc, vexpr, expr)                      \
    do {                                                         \
        uint32_t c_;                                             \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < PV_LANES; c_ += 4) {                   \
            pv_u32x4 va, vb, vc;                                 \
            memcpy(&va, (pa) + c_, sizeof va);                   \
            memcpy(&vb, (pb) + c_, sizeof vb);                   \
            memcpy(&vc, (pc) + c_, sizeof vc);                   \
            va = (vexpr);                                        \
            memcpy((d) + c_, &va, sizeof va);                    \
        }                                                        \
    } while (0)
typedef uint64_t pv_u64x2 __attribute__((vector_size(16)));
#define VFULL64(d, pa, pb, vexpr, expr)                          \
    do {                                                         \
        uint32_t c_;                                             \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < PV_LANES; c_ += 2) {                   \
            pv_u64x2 va, vb;                                     \
            memcpy(&va, (pa) + c_, sizeof va);                   \
            memcpy(&vb, (pb) + c_, sizeof vb);                   \
            va = (vexpr);                                        \
            memcpy((d) + c_, &va, sizeof va);                    \
        }                                                        \
    } while (0)
/* A full-warp 32-bit compare into a predicate word: each group of four
   lanes' all-ones/zero results masked with its lane bits and or-ed. */
#define VPRED32_FULL(dst, pa, pb, vexpr)                         \
    do {                                                         \
        uint32_t c_;                                             \
        const pv_u32x4 bit_ = {1u, 2u, 4u, 8u};                  \
        pv_u32x4 acc_ = {0u, 0u, 0u, 0u};                        \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < PV_LANES; c_ += 4) {                   \
            pv_u32x4 va, vb;                                     \
            pv_s32x4 sa, sb;                                     \
            memcpy(&va, (pa) + c_, sizeof va);                   \
            memcpy(&vb, (pb) + c_, sizeof vb);                   \
            sa = (pv_s32x4)va;                                   \
            sb = (pv_s32x4)vb;                                   \
            (void)sa;                                            \
            (void)sb;                                            \
            acc_ |= (pv_u32x4)(vexpr) & (bit_ << c_);            \
        }                                                        \
        (dst) = acc_[0] | acc_[1] | acc_[2] | acc_[3];           \
    } while (0)
#define PV_VECTOR_EXT 1
#else
#define VFULL32(d, pa, pb, pc, vexpr, expr) VLANES32U(FULL, d, expr)
#define VFULL64(d, pa, pb, vexpr, expr) VLANES64(FULL, d, expr)
#define PV_VECTOR_EXT 0
#endif


/* A 32-bit lane operation: vectors for a full warp, else lane loops. */
#define VOP32(m, d, pa, pb, pc, vexpr, expr)                     \
    do {                                                         \
        if ((m) == FULL)                                         \
            VFULL32(d, pa, pb, pc, vexpr, expr);                 \
        else                                                     \
            VLANES32(m, d, expr);                                \
    } while (0)

#define VOP64(m, d, pa, pb, vexpr, expr)                         \
    do {                                                         \
        if ((m) == FULL)                                         \
            VFULL64(d, pa, pb, vexpr, expr);                     \
        else                                                     \
            VLANES64(m, d, expr);                                \
    } while (0)

/* Predicate results: one 0/1 per lane, then packed into a mask. */
#define VPRED(m, dst, expr)                                      \
    do {                                                         \
        uint32_t t_[PV_LANES], l, r_ = 0;                        \
        for (l = 0; l < PV_LANES; l++)                           \
            t_[l] = (expr) ? 1u : 0u;                            \
        for (l = 0; l < PV_LANES; l++)                           \
            r_ |= t_[l] << l;                                    \
        (dst) = ((dst) & ~(m)) | (r_ & (m));                     \
    } while (0)

static uint32_t popcount32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
}

/* ---- floating point helpers ------------------------------------------
   Round-to-nearest f32/f64 arithmetic is the host's (IEEE binary32/64,
   SSE on x86-64); the GPU's canonical NaNs replace whatever NaN the host
   produced. */
static uint32_t fbits(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return (f != f) ? 0x7fffffffu : b;
}

static float bitsf(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

static uint64_t dbits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return (d != d) ? 0x7fffffffffffffffull : b;
}

static double bitsd(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static int cmp_f(double a, double b, uint32_t code)
{
    int un = a != a || b != b;
    switch (code) {
    case PV_CMP_EQ: return !un && a == b;
    case PV_CMP_NE: return !un && a != b;
    case PV_CMP_LT: return !un && a < b;
    case PV_CMP_LE: return !un && a <= b;
    case PV_CMP_GT: return !un && a > b;
    case PV_CMP_GE: return !un && a >= b;
    case PV_CMP_EQU: return un || a == b;
    case PV_CMP_NEU: return un || a != b;
    case PV_CMP_LTU: return un || a < b;
    case PV_CMP_LEU: return un || a <= b;
    case PV_CMP_GTU: return un || a > b;
    case PV_CMP_GEU: return un || a >= b;
    case PV_CMP_NUM: return !un;
    default: return un;
    }
}


/* ---- memory ------------------------------------------------------------ */

static int fault(pv_cta *X, uint32_t pc, uint32_t lane, uint64_t addr,
                 uint32_t size, int write, const char *why)
{
    X->fault.insn = pc;
    X->fault.lane = lane;
    X->fault.addr = addr;
    X->fault.size = size;
    X->fault.write = write;
    X->fault.why = why;
    return -1;
}

/* .local is interleaved by 32-bit words: word k of lane l sits at
   row k, column l of the warp's block, so the same offset in every lane
   is 128 contiguous bytes (a uniform stack access is one copy). */
static uint8_t *local_base(const pv_cta *X, const pv_warp *w)
{
    return X->local + (size_t)w->index * PV_LANES * X->local_size;
}

static uint8_t *local_byte(uint8_t *base, uint64_t addr, uint32_t lane)
{
    return base + (size_t)(addr >> 2) * (PV_LANES * 4) + lane * 4 + (addr & 3);
}

static void local_rw(uint8_t *base, uint64_t addr, uint32_t lane, uint8_t *buf,
                     uint32_t n, int write)
{
    uint32_t i = 0;
    while (i < n) {          /* one 4-byte word (or its tail) at a time */
        uint64_t a = addr + i;
        uint32_t k = 4 - (uint32_t)(a & 3);
        if (k > n - i)
            k = n - i;
        if (write)
            memcpy(local_byte(base, a, lane), buf + i, k);
        else
            memcpy(buf + i, local_byte(base, a, lane), k);
        i += k;
    }
}

/* Copy n bytes between lane's view of memory at addr (in space) and buf.
   Returns 0, or -1 after recording the fault. */
static int access_mem(pv_cta *X, pv_warp *w, uint32_t pc, uint32_t lane,
                      uint32_t space, uint64_t addr, uint32_t n, uint8_t *buf,
                      int write)
{
    uint8_t *p;
    if (addr & (n - 1))
        return fault(X, pc, lane, addr, n, write, "misaligned");
    if (space == SP_NONE) {              /* generic: classify by window */
        if (addr >= PV_SHARED_WINDOW && addr < PV_SHARED_WINDOW + PV_WINDOW_SIZE) {
            space = SP_SHARED;
            addr -= PV_SHARED_WINDOW;
        } else if (addr >= PV_LOCAL_WINDOW && addr < PV_LOCAL_WINDOW + PV_WINDOW_SIZE) {
            space = SP_LOCAL;
            addr -= PV_LOCAL_WINDOW;
        } else if (addr >= PV_PARAM_WINDOW && addr < PV_PARAM_WINDOW + PV_WINDOW_SIZE) {
            space = SP_PARAM;
            addr -= PV_PARAM_WINDOW;
        } else {
            space = SP_GLOBAL;
        }
    }
    switch (space) {
    case SP_SHARED:
        if (addr > X->shared_size || n > X->shared_size - addr)
            return fault(X, pc, lane, addr, n, write, "outside .shared");
        p = X->shared + addr;
        break;
    case SP_LOCAL:
        if (addr > X->local_size || n > X->local_size - addr)
            return fault(X, pc, lane, addr, n, write, "outside the thread's .local");
        local_rw(local_base(X, w), addr, lane, buf, n, write);
        return 0;
    case SP_PARAM:
        if (write)
            return fault(X, pc, lane, addr, n, write, "kernel parameters are read-only");
        if (addr > X->param_size || n > X->param_size - addr)
            return fault(X, pc, lane, addr, n, write, "outside the parameters");
        memcpy(buf, X->params + addr, n);
        return 0;
    default: {
        const pv_region *r = X->last;
        if (X->unchecked) {          /* trusted code: the address is the host's */
            p = (uint8_t *)(uintptr_t)addr;
            break;
        }
        if (!r || addr < r->base || addr - r->base > r->size ||
            n > r->size - (addr - r->base)) {
            r = pv_devmem_find(&X->vm->mem, addr, n);
            if (!r)
                return fault(X, pc, lane, addr, n, write, "not mapped");
            X->last = r;
        }
        if (!(r->access & (write ? PTXVM_WRITE : PTXVM_READ)))
            return fault(X, pc, lane, addr, n, write,
                         write ? "read-only memory" : "write-only memory");
        if (!r->host) {                  /* callback-backed memory */
            ptxvm_result res = write ? r->cb->store(r->cb_user, addr - r->base, buf, n)
                                     : r->cb->load(r->cb_user, addr - r->base, buf, n);
            if (res != PTXVM_OK)
                return fault(X, pc, lane, addr, n, write, "the host callback failed");
            return 0;
        }
        p = r->host + (addr - r->base);
    }
    }
    if (write)
        memcpy(p, buf, n);
    else
        memcpy(buf, p, n);
    return 0;
}

/* The host-backed region holding [lo, hi + size) with the access mode
   wanted, or NULL. Returns the host base; *base is the device address it
   maps. The last region found is cached: kernels stream through one or
   two buffers. */
static PV_FORCE_INLINE uint8_t *span_region(pv_cta *X, uint64_t lo, uint64_t hi,
                                            uint32_t size, int write, uint64_t *base)
{
    const pv_region *r = X->last;
    if (hi < lo)
        return NULL;
    if (!r || lo < r->base || hi - r->base > r->size ||
        size > r->size - (hi - r->base)) {
        if (lo < PV_GLOBAL_BASE || hi >= PV_WINDOW_BASE)
            return NULL;
        r = pv_devmem_find(&X->vm->mem, lo, 1);
        if (!r || hi - r->base > r->size || size > r->size - (hi - r->base))
            return NULL;
        X->last = r;
    }
    if (!r->host || !(r->access & (write ? PTXVM_WRITE : PTXVM_READ)))
        return NULL;
    *base = r->base;
    return r->host;
}

/* The common case of a global access: every active lane inside one host-
   backed region, naturally aligned, one element per lane. Translate once,
   check the lanes' lowest and highest address, then access host memory
   directly. Returns the host base to add lane addresses to (as an offset
   from the region base), or NULL to take the general path. */
static uint8_t *fast_region(pv_cta *X, const uint64_t *addr, uint32_t m,
                            uint32_t size, int write, uint64_t *base)
{
    uint64_t lo = ~(uint64_t)0, hi = 0, any = 0;
    uint32_t l;
    if (X->unchecked)
        return NULL;
    for (l = 0; l < PV_LANES; l++) {
        uint64_t a = addr[l];
        if (!((m >> l) & 1u))
            continue;
        lo = a < lo ? a : lo;
        hi = a > hi ? a : hi;
        any |= a;
    }
    if (any & (size - 1))
        return NULL;
    return span_region(X, lo, hi, size, write, base);
}

/* A coalesced full-warp access: lane l's address is a0 + l * size (the
   a[tid] pattern). Then the warp reads or writes one run of 32 elements:
   returns the host pointer to it, or NULL for the per-lane paths. */
static PV_FORCE_INLINE uint8_t *warp_run(pv_cta *X, const pv_insn *I, uint8_t *rf,
                                         uint32_t size, int write)
{
    uint64_t a0, base, diff = 0;
    uint8_t *host;
    uint32_t l;
    if (I->a == PV_NO_REG || X->unchecked)
        return NULL;
    if (I->aux & PV_MEM_ADDR32) {
        const uint32_t *r = R32(I->a);
        for (l = 0; l < PV_LANES; l++)
            diff |= (uint64_t)r[l] ^ ((uint64_t)r[0] + (uint64_t)l * size);
        a0 = (uint64_t)r[0] + I->x;
    } else {
        const uint64_t *r = R64(I->a);
#if PV_VECTOR_EXT
        pv_u64x2 acc = {0, 0}, want = {r[0], r[0] + size}, v;
        const pv_u64x2 step = {2u * (uint64_t)size, 2u * (uint64_t)size};
        PV_UNROLL
        for (l = 0; l < PV_LANES; l += 2) {
            memcpy(&v, r + l, sizeof v);
            acc |= v ^ want;
            want += step;
        }
        diff = acc[0] | acc[1];
#else
        for (l = 0; l < PV_LANES; l++)
            diff |= r[l] ^ (r[0] + (uint64_t)l * size);
#endif
        a0 = r[0] + I->x;
    }
    if (diff || (a0 & (size - 1)))
        return NULL;
    host = span_region(X, a0, a0 + (uint64_t)(PV_LANES - 1) * size, size, write, &base);
    return host ? host + (a0 - base) : NULL;
}

/* Lane l's address of a memory instruction: register (32- or 64-bit)
   plus the constant offset, or the constant alone. */
static uint64_t lane_addr(const pv_insn *I, uint8_t *rf, uint32_t l)
{
    if (I->a == PV_NO_REG)
        return I->x;
    if (I->aux & PV_MEM_ADDR32)
        return (uint64_t)R32(I->a)[l] + I->x;
    return R64(I->a)[l] + I->x;
}

/* Every lane's address; 0 when the address is a constant. */
static int lane_addrs(const pv_insn *I, uint8_t *rf, uint64_t *addr)
{
    uint32_t l;
    if (I->a == PV_NO_REG)
        return 0;
    for (l = 0; l < PV_LANES; l++)
        addr[l] = lane_addr(I, rf, l);
    return 1;
}

/* 1 when every lane's address is the same (a constant address, or a
   register holding one value): addr[0] is set. Vectorisable xor/or scan. */
static int warp_uniform_addr(const pv_insn *I, uint8_t *rf, uint64_t *addr)
{
    uint32_t l;
    if (I->a == PV_NO_REG) {
        addr[0] = I->x;
        return 1;
    }
    if (I->aux & PV_MEM_ADDR32) {
        const uint32_t *r = R32(I->a);
        uint32_t diff = 0;
        for (l = 0; l < PV_LANES; l++)
            diff |= r[l] ^ r[0];
        addr[0] = (uint64_t)r[0] + I->x;
        return diff == 0;
    } else {
        const uint64_t *r = R64(I->a);
        uint64_t diff = 0;
        for (l = 0; l < PV_LANES; l++)
            diff |= r[l] ^ r[0];
        addr[0] = r[0] + I->x;
        return diff == 0;
    }
}

/* .local and .shared accesses with every active lane in bounds and
   aligned: host pointers directly, no per-lane translation. Returns the
   per-lane byte pointers in p[], or 0 to take the general path. */
static int fast_window(pv_cta *X, pv_warp *w, const pv_insn *I, uint8_t *rf,
                       uint32_t m, uint32_t space, uint32_t bytes, uint8_t **p)
{
    uint64_t addr[PV_LANES], bound;
    uint8_t *base;
    uint32_t l;
    PV_UNUSED(w);
    if (space == SP_SHARED) {
        base = X->shared;
        bound = X->shared_size;
    } else {
        return 0;
    }
    if (!lane_addrs(I, rf, addr))
        for (l = 0; l < PV_LANES; l++)
            addr[l] = I->x;
    for (l = 0; l < PV_LANES; l++) {
        if (!((m >> l) & 1u))
            continue;
        if ((addr[l] & (bytes - 1)) || addr[l] > bound || bytes > bound - addr[l])
            return 0;
        p[l] = base + addr[l];
    }
    return 1;
}

/* Addresses of a .local access when every active lane is in bounds and
   aligned (else 0: the general path reports the fault); *uniform when
   they are all the same, and then only addr[0] is meaningful. */
static int local_addrs(pv_cta *X, const pv_insn *I, uint8_t *rf, uint32_t m,
                       uint32_t bytes, uint64_t *addr, int *uniform)
{
    uint32_t l, first = PV_LANES;
    if (m == FULL && warp_uniform_addr(I, rf, addr)) {
        /* the common stack access: one address for the whole warp */
        *uniform = 1;
        return !(addr[0] & (bytes - 1)) && addr[0] <= X->local_size &&
               bytes <= X->local_size - addr[0];
    }
    if (!lane_addrs(I, rf, addr))
        for (l = 0; l < PV_LANES; l++)
            addr[l] = I->x;
    if (m == FULL) {             /* branch-free checks over the whole warp */
        uint64_t lo = addr[0], hi = addr[0], any = 0;
        for (l = 0; l < PV_LANES; l++) {
            lo = addr[l] < lo ? addr[l] : lo;
            hi = addr[l] > hi ? addr[l] : hi;
            any |= addr[l];
        }
        *uniform = lo == hi;
        return !(any & (bytes - 1)) && hi <= X->local_size &&
               bytes <= X->local_size - hi;
    }
    *uniform = 1;
    for (l = 0; l < PV_LANES; l++) {
        if (!((m >> l) & 1u))
            continue;
        if ((addr[l] & (bytes - 1)) || addr[l] > X->local_size ||
            bytes > X->local_size - addr[l])
            return 0;
        if (first == PV_LANES)
            first = l;
        else if (addr[l] != addr[first])
            *uniform = 0;
    }
    if (*uniform && first < PV_LANES)
        addr[0] = addr[first];   /* callers read a uniform address there */
    return 1;
}

static int do_ld(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m, uint32_t pc)
{
    uint8_t *rf = w->rf;
    uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), vec = PV_MEM_VEC(aux);
    uint32_t space = PV_MEM_SPACE(aux), l, e;
    int sx = (aux & PV_MEM_SIGNED) != 0, wide = (aux & PV_MEM_WIDE_DST) != 0;
    if (vec == 1 && (size == 4 || size == 8) && (space == SP_GLOBAL || space == SP_NONE)) {
        uint64_t addr[PV_LANES], base;
        uint8_t *host;
        if (m == FULL && (size == 8) == wide &&
            (host = warp_run(X, I, rf, size, 0)) != NULL) {
            memcpy(R32(I->d), host, PV_LANES * size);
            return 0;
        }
        if (lane_addrs(I, rf, addr) &&
            (host = fast_region(X, addr, m, size, 0, &base)) != NULL) {
            if (size == 4 && !wide) {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, memcpy(&d[l], host + (addr[l] - base), 4));
                return 0;
            }
            if (size == 8 && wide) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, memcpy(&d[l], host + (addr[l] - base), 8));
                return 0;
            }
        }
    }
    if (vec == 1 && size < 4 && (space == SP_GLOBAL || space == SP_NONE)) {
        /* bytes and halves: one region check, then plain loads */
        uint64_t addr[PV_LANES], base;
        uint8_t *host;
        if (m == FULL && !wide && (host = warp_run(X, I, rf, size, 0)) != NULL) {
            /* a coalesced run, widened through local copies (which the
               compiler vectorises: they alias nothing) */
            uint8_t b[2 * PV_LANES];
            uint32_t t[PV_LANES];
            memcpy(b, host, (size_t)PV_LANES * size);
            if (size == 1 && sx)
                for (l = 0; l < PV_LANES; l++)
                    t[l] = (uint32_t)(int32_t)(int8_t)b[l];
            else if (size == 1)
                for (l = 0; l < PV_LANES; l++)
                    t[l] = b[l];
            else
                for (l = 0; l < PV_LANES; l++)
                    t[l] = (uint32_t)pv_load_le(b + 2 * l, 2, sx);
            memcpy(R32(I->d), t, sizeof t);
            return 0;
        }
        if (lane_addrs(I, rf, addr) &&
            (host = fast_region(X, addr, m, size, 0, &base)) != NULL) {
            if (wide) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = pv_load_le(host + (addr[l] - base), size, sx));
            } else {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = (uint32_t)pv_load_le(host + (addr[l] - base), size, sx));
            }
            return 0;
        }
    }
    if (space == SP_LOCAL) {
        uint64_t addr[PV_LANES];
        int uniform;
        uint8_t *base = local_base(X, w);
        if (local_addrs(X, I, rf, m, size * vec, addr, &uniform)) {
            if (uniform && m == FULL && !wide && size == 4) {
                for (e = 0; e < vec; e++)      /* one row per element */
                    memcpy(R32(I->d + e * I->c),
                           local_byte(base, addr[0] + e * 4, 0), PV_LANES * 4);
                return 0;
            }
            if (uniform && !wide && size == 4) {   /* some lanes of the row */
                for (e = 0; e < vec; e++) {
                    const uint8_t *row = local_byte(base, addr[0] + e * 4, 0);
                    uint32_t *d = R32(I->d + e * I->c);
                    EACH_LANE(m, memcpy(&d[l], row + 4 * l, 4));
                }
                return 0;
            }
            if (uniform && m == FULL && wide && size == 8) {
                for (e = 0; e < vec; e++) {    /* two rows: low, high words */
                    const uint8_t *lo = local_byte(base, addr[0] + e * 8, 0);
                    uint32_t wl[PV_LANES], wh[PV_LANES];
                    uint64_t *d = R64(I->d + e * I->c);
                    memcpy(wl, lo, sizeof wl);
                    memcpy(wh, lo + PV_LANES * 4, sizeof wh);
                    for (l = 0; l < PV_LANES; l++)
                        d[l] = (uint64_t)wh[l] << 32 | wl[l];
                }
                return 0;
            }
            for (l = 0; l < PV_LANES; l++) {
                if (!((m >> l) & 1u))
                    continue;
                for (e = 0; e < vec; e++) {
                    uint8_t b[8];
                    uint64_t v;
                    local_rw(base, addr[uniform ? 0 : l] + e * size, l, b, size, 0);
                    v = pv_load_le(b, size, sx);
                    if (wide)
                        R64(I->d + e * I->c)[l] = v;
                    else
                        R32(I->d + e * I->c)[l] = (uint32_t)v;
                }
            }
            return 0;
        }
    }
    if (space == SP_LOCAL || space == SP_SHARED) {
        uint8_t *p[PV_LANES];
        if (fast_window(X, w, I, rf, m, space, size * vec, p)) {
            for (l = 0; l < PV_LANES; l++) {
                if (!((m >> l) & 1u))
                    continue;
                for (e = 0; e < vec; e++) {
                    uint64_t v = pv_load_le(p[l] + e * size, size, sx);
                    if (wide)
                        R64(I->d + e * I->c)[l] = v;
                    else
                        R32(I->d + e * I->c)[l] = (uint32_t)v;
                }
            }
            return 0;
        }
    }
    for (l = 0; l < PV_LANES; l++) {
        uint64_t addr;
        if (!((m >> l) & 1u))
            continue;
        addr = lane_addr(I, rf, l);
        if (vec > 1 && (addr & (size * vec - 1)))
            return fault(X, pc, l, addr, size * vec, 0, "misaligned");
        for (e = 0; e < vec; e++) {
            uint8_t b[8] = {0};
            uint64_t v;
            if (access_mem(X, w, pc, l, space, addr + (uint64_t)e * size, size, b, 0))
                return -1;
            v = pv_load_le(b, size, sx);
            if (wide)
                R64(I->d + e * I->c)[l] = v;
            else
                R32(I->d + e * I->c)[l] = (uint32_t)v;
        }
    }
    return 0;
}

static int do_st(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m, uint32_t pc)
{
    uint8_t *rf = w->rf;
    uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), vec = PV_MEM_VEC(aux);
    uint32_t space = PV_MEM_SPACE(aux), l, e;
    int wide = (aux & PV_MEM_WIDE_DST) != 0;
    if (vec == 1 && (size == 4 || size == 8) && (space == SP_GLOBAL || space == SP_NONE)) {
        uint64_t addr[PV_LANES], base;
        uint8_t *host;
        if (m == FULL && (size == 8) == wide &&
            (host = warp_run(X, I, rf, size, 1)) != NULL) {
            memcpy(host, R32(I->d), PV_LANES * size);
            return 0;
        }
        if (lane_addrs(I, rf, addr) &&
            (host = fast_region(X, addr, m, size, 1, &base)) != NULL) {
            if (size == 4 && !wide) {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, memcpy(host + (addr[l] - base), &d[l], 4));
                return 0;
            }
            if (size == 8 && wide) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, memcpy(host + (addr[l] - base), &d[l], 8));
                return 0;
            }
        }
    }
    if (space == SP_LOCAL) {
        uint64_t addr[PV_LANES];
        int uniform;
        uint8_t *base = local_base(X, w);
        if (local_addrs(X, I, rf, m, size * vec, addr, &uniform)) {
            if (uniform && m == FULL && !wide && size == 4) {
                for (e = 0; e < vec; e++)
                    memcpy(local_byte(base, addr[0] + e * 4, 0),
                           R32(I->d + e * I->c), PV_LANES * 4);
                return 0;
            }
            if (uniform && !wide && size == 4) {
                for (e = 0; e < vec; e++) {
                    uint8_t *row = local_byte(base, addr[0] + e * 4, 0);
                    const uint32_t *d = R32(I->d + e * I->c);
                    EACH_LANE(m, memcpy(row + 4 * l, &d[l], 4));
                }
                return 0;
            }
            if (uniform && m == FULL && wide && size == 8) {
                for (e = 0; e < vec; e++) {
                    uint8_t *lo = local_byte(base, addr[0] + e * 8, 0);
                    uint32_t wl[PV_LANES], wh[PV_LANES];
                    const uint64_t *d = R64(I->d + e * I->c);
                    for (l = 0; l < PV_LANES; l++) {
                        wl[l] = (uint32_t)d[l];
                        wh[l] = (uint32_t)(d[l] >> 32);
                    }
                    memcpy(lo, wl, sizeof wl);
                    memcpy(lo + PV_LANES * 4, wh, sizeof wh);
                }
                return 0;
            }
            for (l = 0; l < PV_LANES; l++) {
                if (!((m >> l) & 1u))
                    continue;
                for (e = 0; e < vec; e++) {
                    uint8_t b[8];
                    pv_store_le(b, wide ? R64(I->d + e * I->c)[l]
                                        : R32(I->d + e * I->c)[l], size);
                    local_rw(base, addr[uniform ? 0 : l] + e * size, l, b, size, 1);
                }
            }
            return 0;
        }
    }
    if (space == SP_LOCAL || space == SP_SHARED) {
        uint8_t *p[PV_LANES];
        if (fast_window(X, w, I, rf, m, space, size * vec, p)) {
            for (l = 0; l < PV_LANES; l++) {
                if (!((m >> l) & 1u))
                    continue;
                for (e = 0; e < vec; e++)
                    pv_store_le(p[l] + e * size, wide ? R64(I->d + e * I->c)[l]
                                                   : R32(I->d + e * I->c)[l], size);
            }
            return 0;
        }
    }
    for (l = 0; l < PV_LANES; l++) {
        uint64_t addr;
        if (!((m >> l) & 1u))
            continue;
        addr = lane_addr(I, rf, l);
        if (vec > 1 && (addr & (size * vec - 1)))
            return fault(X, pc, l, addr, size * vec, 1, "misaligned");
        for (e = 0; e < vec; e++) {
            uint8_t b[8];
            pv_store_le(b, wide ? R64(I->d + e * I->c)[l] : R32(I->d + e * I->c)[l],
                        size);
            if (access_mem(X, w, pc, l, space, addr + (uint64_t)e * size, size, b, 1))
                return -1;
        }
    }
    return 0;
}

/* ---- scheduling ---------------------------------------------------------- */

/* A lane parked at a .sync instruction: its PC with this bit (exec_warp.h). */
#define PV_PARKED 0x80000000u

/* Park the running group at pc and run the group with the lowest PC
   among the lanes that are neither exited nor waiting at a barrier (none
   left: active becomes 0). */
static void reschedule(pv_warp *w, uint32_t pc)
{
    uint32_t l, minpc = 0xffffffffu, act = 0, ready = w->live & ~w->bar_wait;
    for (l = 0; l < PV_LANES; l++)
        if ((w->active >> l) & 1u)
            w->lane_pc[l] = pc;
    for (l = 0; l < PV_LANES; l++)
        if (((ready >> l) & 1u) && w->lane_pc[l] < minpc)
            minpc = w->lane_pc[l];
    for (l = 0; l < PV_LANES; l++)
        if (((ready >> l) & 1u) && w->lane_pc[l] == minpc)
            act |= 1u << l;
    /* lanes parked at a warp-synchronous instruction carry PV_PARKED in
       their PC, so they come last; when only they are left (none at a
       barrier), the lowest group retries its instruction: member lanes
       may have exited since it parked */
    if (act && (minpc & PV_PARKED)) {
        if (w->bar_wait) {
            act = 0;
        } else {
            minpc &= ~PV_PARKED;
            for (l = 0; l < PV_LANES; l++)
                if ((act >> l) & 1u)
                    w->lane_pc[l] = minpc;
            w->sync_wait &= ~act;
        }
    }
    w->pc = minpc;
    w->active = act;
}

/* ---- calls (the convention is in compile_call.c) ---------------------- */

/* The compiled function at a function address (any declaration of a
   function names it), or NULL. */
static const pv_func *find_func(const pv_cta *X, uint64_t a)
{
    const ir_module *m = X->ir;
    uint32_t i, name;
    if (a < PV_FUNC_ADDR_BASE || a - PV_FUNC_ADDR_BASE >= m->funcs.len)
        return NULL;
    name = m->funcs.data[a - PV_FUNC_ADDR_BASE].name;
    for (i = 0; i < X->code->nfuncs; i++)
        if (X->code->funcs[i].name == name)
            return &X->code->funcs[i];
    return NULL;
}

/* One lane enters device function F: a recursive one gets a frame and
   its registers saved on the thread's stack; every one records where the
   lane returns to. Returns 0, or -1 after recording the fault. */
static int call_enter(pv_cta *X, pv_warp *w, const pv_func *F, uint32_t l,
                      uint32_t pc)
{
    uint8_t *rf = w->rf, *lb = local_base(X, w);
    uint32_t *sp = R32(X->code->sp);
    if (F->recursive) {
        uint32_t base = sp[l], need = F->frame + F->save_bytes, i, p;
        const pv_save *sv = X->code->saves + F->saves;
        if (need > X->local_size || base > X->local_size - need)
            return fault(X, pc, l, PV_LOCAL_WINDOW + base, need, 1,
                         "stack overflow: the thread's stack is full (raise "
                         "PTXVM_LIMIT_STACK_SIZE)");
        p = (base + F->frame) >> 2;      /* word row; frames are 16-aligned */
        for (i = 0; i < F->nsaves; i++) {
            uint8_t *at = lb + (size_t)p * (PV_LANES * 4) + l * 4;
            if (sv[i].kind == 8) {
                uint64_t v = R64(sv[i].slot)[l];
                uint32_t lo = (uint32_t)v, hi = (uint32_t)(v >> 32);
                memcpy(at, &lo, 4);
                memcpy(at + PV_LANES * 4, &hi, 4);
                p += 2;
            } else {
                uint32_t v = sv[i].kind ? R32(sv[i].slot)[l]
                                        : (w->pr[sv[i].slot] >> l) & 1u;
                memcpy(at, &v, 4);
                p++;
            }
        }
        R32(F->fp)[l] = base;
        sp[l] = base + need;
    }
    R32(F->retpc)[l] = pc + 1;
    return 0;
}

/* One lane leaves F: its registers and frame come back; returns where it
   goes on. */
static uint32_t call_leave(pv_cta *X, pv_warp *w, const pv_func *F, uint32_t l)
{
    uint8_t *rf = w->rf, *lb = local_base(X, w);
    uint32_t to = R32(F->retpc)[l];
    if (F->recursive) {
        uint32_t base = R32(F->fp)[l], i, p = (base + F->frame) >> 2;
        const pv_save *sv = X->code->saves + F->saves;
        for (i = 0; i < F->nsaves; i++) {
            const uint8_t *at = lb + (size_t)p * (PV_LANES * 4) + l * 4;
            if (sv[i].kind == 8) {
                uint32_t lo, hi;
                memcpy(&lo, at, 4);
                memcpy(&hi, at + PV_LANES * 4, 4);
                R64(sv[i].slot)[l] = (uint64_t)hi << 32 | lo;
                p += 2;
            } else {
                uint32_t v;
                memcpy(&v, at, 4);
                if (sv[i].kind)
                    R32(sv[i].slot)[l] = v;
                else
                    w->pr[sv[i].slot] = (w->pr[sv[i].slot] & ~(1u << l)) |
                                        ((v & 1u) << l);
                p++;
            }
        }
        R32(X->code->sp)[l] = base;
    }
    return to;
}

/* The same for every lane at once when they all stand at one stack
   depth (m: every live lane): each saved register is whole rows of the
   interleaved .local, one copy each. */
static void rows_save(uint8_t *lb, uint8_t *rf, const uint32_t *pr,
                      const pv_save *sv, uint32_t n, uint32_t p, int restore,
                      uint32_t *prw, uint32_t m)
{
    uint32_t i, l;
    for (i = 0; i < n; i++) {
        uint8_t *row = lb + (size_t)(p >> 2) * (PV_LANES * 4);
        if (sv[i].kind == 4) {
            if (restore)
                memcpy(R32(sv[i].slot), row, PV_LANES * 4);
            else
                memcpy(row, R32(sv[i].slot), PV_LANES * 4);
            p += 4;
        } else if (sv[i].kind == 8) {
            uint32_t lo[PV_LANES], hi[PV_LANES];
            uint64_t *c = R64(sv[i].slot);
            if (restore) {
                memcpy(lo, row, sizeof lo);
                memcpy(hi, row + PV_LANES * 4, sizeof hi);
                for (l = 0; l < PV_LANES; l++)
                    c[l] = (uint64_t)hi[l] << 32 | lo[l];
            } else {
                for (l = 0; l < PV_LANES; l++) {
                    lo[l] = (uint32_t)c[l];
                    hi[l] = (uint32_t)(c[l] >> 32);
                }
                memcpy(row, lo, sizeof lo);
                memcpy(row + PV_LANES * 4, hi, sizeof hi);
            }
            p += 8;
        } else {
            uint32_t b[PV_LANES];
            if (restore) {
                uint32_t v = 0;
                memcpy(b, row, sizeof b);
                for (l = 0; l < PV_LANES; l++)
                    v |= (b[l] & 1u) << l;
                prw[sv[i].slot] = (prw[sv[i].slot] & ~m) | (v & m);
            } else {
                for (l = 0; l < PV_LANES; l++)
                    b[l] = (pr[sv[i].slot] >> l) & 1u;
                memcpy(row, b, sizeof b);
            }
            p += 4;
        }
    }
}

/* 1 when every lane of m holds the same value in 32-bit column c. */
static int col_uniform(const uint32_t *c, uint32_t m, uint32_t *v)
{
    uint32_t l, first = 0, have = 0;
    for (l = 0; l < PV_LANES; l++) {
        if (!((m >> l) & 1u))
            continue;
        if (!have) {
            first = c[l];
            have = 1;
        } else if (c[l] != first) {
            return 0;
        }
    }
    *v = first;
    return have;
}

/* Copy n bytes of one lane's .local, [a or none] + x to [b or none] + aux. */
static int local_copy(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t l,
                      uint32_t pc)
{
    uint8_t *rf = w->rf, *lb = local_base(X, w), buf[64];
    uint64_t src = (I->a == PV_NO_REG ? 0 : R32(I->a)[l]) + I->x;
    uint64_t dst = (I->b == PV_NO_REG ? 0 : R32(I->b)[l]) + I->aux;
    uint32_t n = I->c, done = 0;
    if (src > X->local_size || n > X->local_size - src)
        return fault(X, pc, l, PV_LOCAL_WINDOW + src, n, 0, "outside the thread's .local");
    if (dst > X->local_size || n > X->local_size - dst)
        return fault(X, pc, l, PV_LOCAL_WINDOW + dst, n, 1, "outside the thread's .local");
    while (done < n) {
        uint32_t k = n - done < sizeof buf ? n - done : (uint32_t)sizeof buf;
        local_rw(lb, src + done, l, buf, k, 0);
        local_rw(lb, dst + done, l, buf, k, 1);
        done += k;
    }
    return 0;
}

PTXVM_INTERNAL int pv_lane_rw(pv_cta *X, pv_warp *w, uint32_t l, uint64_t addr,
                              void *buf, size_t n, int write)
{
    uint8_t *b = (uint8_t *)buf;
    if (X->unchecked && !(addr >= PV_SHARED_WINDOW && addr < PV_FUNC_ADDR_BASE)) {
        if (write)
            memcpy((void *)(uintptr_t)addr, buf, n);
        else
            memcpy(buf, (const void *)(uintptr_t)addr, n);
        return 0;
    }
    if (addr >= PV_LOCAL_WINDOW && addr < PV_LOCAL_WINDOW + PV_WINDOW_SIZE) {
        uint64_t a = addr - PV_LOCAL_WINDOW;
        if (a > X->local_size || n > X->local_size - a)
            return -1;
        local_rw(local_base(X, w), a, l, b, (uint32_t)n, write);
        return 0;
    }
    if (addr >= PV_SHARED_WINDOW && addr < PV_SHARED_WINDOW + PV_WINDOW_SIZE) {
        uint64_t a = addr - PV_SHARED_WINDOW;
        if (a > X->shared_size || n > X->shared_size - a)
            return -1;
        if (write)
            memcpy(X->shared + a, buf, n);
        else
            memcpy(buf, X->shared + a, n);
        return 0;
    }
    if (addr >= PV_PARAM_WINDOW && addr < PV_PARAM_WINDOW + PV_WINDOW_SIZE) {
        uint64_t a = addr - PV_PARAM_WINDOW;
        if (write || a > X->param_size || n > X->param_size - a)
            return -1;
        memcpy(buf, X->params + a, n);
        return 0;
    }
    {
        const pv_region *r = pv_devmem_find(&X->vm->mem, addr, n ? n : 1);
        if (!r || !(r->access & (write ? PTXVM_WRITE : PTXVM_READ)))
            return -1;
        if (!r->host) {
            ptxvm_result res = write ? r->cb->store(r->cb_user, addr - r->base, buf, n)
                                     : r->cb->load(r->cb_user, addr - r->base, buf, n);
            return res == PTXVM_OK ? 0 : -1;
        }
        if (write)
            memcpy(r->host + (addr - r->base), buf, n);
        else
            memcpy(buf, r->host + (addr - r->base), n);
    }
    return 0;
}

PTXVM_INTERNAL void pv_warp_release(pv_warp *w)
{
    w->bar_wait = 0;
    w->active = 0;
    reschedule(w, 0);
}

static uint32_t lanemask(uint32_t kw, uint32_t l)
{
    uint32_t bit = 1u << l;
    switch (kw) {
    case KW_sr_lanemask_eq: return bit;
    case KW_sr_lanemask_lt: return bit - 1;
    case KW_sr_lanemask_le: return (bit - 1) | bit;
    case KW_sr_lanemask_gt: return ~((bit - 1) | bit);
    default: return ~(bit - 1);    /* ge */
    }
}


/* ---- warp-synchronous instructions (exec_warp.h) ------------------------
   A lane arriving at a .sync instruction before the rest of its member
   mask parks there (PV_PARKED in its PC); the instruction runs once every
   non-exited lane of the mask has arrived. */
enum { PV_SG_GO, PV_SG_SWITCH, PV_SG_BLOCK, PV_SG_FAIL };

/* The instruction lane l of a parked set waits at. */
static uint32_t sync_at(const pv_warp *w, uint32_t l)
{
    return w->lane_pc[l] & ~PV_PARKED;
}

/* Lanes parked at instruction pc; for bar.warp.sync, at any of them: they
   synchronise with each other wherever they stand. */
static uint32_t sync_parked(const pv_cta *X, const pv_warp *w, uint32_t pc)
{
    const pv_insn *code = X->code->insns;
    uint32_t l, r = 0, cand = w->live & ~w->active & ~w->bar_wait;
    int ws = code[pc].op == PV_OP_WARPSYNC;
    for (l = 0; l < PV_LANES; l++) {
        uint32_t at;
        if (!((cand >> l) & 1u) || !(w->lane_pc[l] & PV_PARKED))
            continue;
        at = sync_at(w, l);
        if (at == pc || (ws && code[at].op == PV_OP_WARPSYNC))
            r |= 1u << l;
    }
    return r;
}

/* The lanes of a (arrived; their member masks in mask) that may go: each
   group naming one mask whose non-exited lanes have all arrived. */
static uint32_t sync_complete(const pv_warp *w, uint32_t a, const uint32_t *mask)
{
    uint32_t go = 0, left = a, l, k;
    while (left) {
        uint32_t g = 0, mm;
        for (l = 0; !((left >> l) & 1u); l++)
            ;
        mm = mask[l];
        for (k = l; k < PV_LANES; k++)
            if (((left >> k) & 1u) && mask[k] == mm)
                g |= 1u << k;
        left &= ~g;
        if (!(mm & w->live & ~a))
            go |= g;
    }
    return go;
}

/* The member masks of the lanes in a, parked or (m) at pc. */
static void sync_masks(const pv_cta *X, const pv_warp *w, uint32_t a, uint32_t m,
                       uint32_t pc, uint32_t *mask)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        if ((a >> l) & 1u) {
            uint32_t at = ((m >> l) & 1u) ? pc : sync_at(w, l);
            mask[l] = ((const uint32_t *)(const void *)
                       (w->rf + (uint32_t)X->code->insns[at].x))[l];
        }
}

/* The group each lane of go computes with: for .sync forms the lanes
   of go its member mask names (groups with different masks may run
   together), else all of go. */
static void warp_groups(const pv_cta *X, const pv_warp *w, const pv_insn *I,
                        uint32_t go, uint32_t *grp)
{
    uint32_t l;
    if (!(I->aux & PV_WARP_SYNC)) {
        for (l = 0; l < PV_LANES; l++)
            grp[l] = go;
        return;
    }
    sync_masks(X, w, go, go, w->pc, grp);
    for (l = 0; l < PV_LANES; l++)
        grp[l] = ((go >> l) & 1u) ? grp[l] & go : 0u;
}

/* Fail with the message: text, 0x + v1 in hex, more, v2 (hex when hex2). */
static int sync_fail(pv_cta *X, uint32_t pc, uint32_t lane, const char *text,
                     uint32_t v1, const char *more, uint32_t v2, int hex2)
{
    static const char hexd[] = "0123456789abcdef";
    char *p = X->msg, *end = X->msg + sizeof X->msg - 12;
    uint32_t i, v;
    while (*text && p < end)
        *p++ = *text++;
    *p++ = '0';
    *p++ = 'x';
    for (i = 0; i < 8; i++)
        *p++ = hexd[(v1 >> (28 - 4 * i)) & 15u];
    while (*more && p < end)
        *p++ = *more++;
    if (hex2) {
        *p++ = '0';
        *p++ = 'x';
        for (i = 0; i < 8; i++)
            *p++ = hexd[(v2 >> (28 - 4 * i)) & 15u];
    } else {
        char dig[10];
        i = 0;
        v = v2;
        do {
            dig[i++] = (char)('0' + v % 10);
            v /= 10;
        } while (v);
        while (i)
            *p++ = dig[--i];
    }
    *p = 0;
    X->host_result = PTXVM_E_DEADLOCK;
    X->fault.insn = pc;
    X->fault.lane = lane;
    return PV_SG_FAIL;
}

/* Lanes m of the running group arrive at the .sync instruction pc (member
   mask column in its x). PV_SG_GO: the lanes *go execute it now; the
   running group is they and the lanes whose guard is false, all going on
   after it. Otherwise the arrivals parked and the warp runs other lanes
   (PV_SG_SWITCH), waits at a barrier (PV_SG_BLOCK), or can never go on
   (PV_SG_FAIL, X->msg says why). */
static int sync_gate(pv_cta *X, pv_warp *w, uint32_t pc, uint32_t m, uint32_t *go)
{
    uint32_t mask[PV_LANES], rest = w->active & ~m, parked, a, g, l, there;
    sync_masks(X, w, m, m, pc, mask);
    for (l = 0; l < PV_LANES; l++)
        if (((m >> l) & 1u) && !((mask[l] >> l) & 1u))
            return sync_fail(X, pc, l, "the member mask ", mask[l],
                             " of a .sync instruction leaves out lane ", l, 0);
    parked = sync_parked(X, w, pc);
    a = m | parked;
    sync_masks(X, w, parked, m, pc, mask);
    g = sync_complete(w, a, mask);
    there = 0;                       /* released lanes at other instructions */
    for (l = 0; l < PV_LANES; l++)
        if (((g & parked) >> l) & 1u && sync_at(w, l) != pc)
            there |= 1u << l;
    w->sync_wait &= ~g;
    for (l = 0; l < PV_LANES; l++)
        if (((m & ~g) >> l) & 1u)
            w->lane_pc[l] = pc | PV_PARKED;
    w->sync_wait |= m & ~g;
    w->sync_pc = pc;
    if (g && !there) {
        *go = g;
        w->active = rest | g;
        return PV_SG_GO;
    }
    if (there) {                     /* bar.warp.sync across instructions */
        for (l = 0; l < PV_LANES; l++)
            if (((g | rest) >> l) & 1u)
                w->lane_pc[l] = (((there >> l) & 1u) ? sync_at(w, l) : pc) + 1;
        w->active = 0;
        reschedule(w, 0);
        return PV_SG_SWITCH;
    }
    if (rest) {
        w->active = rest;
        w->pc = pc + 1;
        return PV_SG_SWITCH;
    }
    w->active = 0;
    {
        uint32_t idle = 0, lo = 0xffffffffu;
        for (l = 0; l < PV_LANES; l++)
            if (((w->live & ~w->bar_wait) >> l) & 1u && !(w->lane_pc[l] & PV_PARKED))
                idle |= 1u << l;
        if (idle || w->bar_wait) {
            reschedule(w, 0);
            return w->active ? PV_SG_SWITCH : PV_SG_BLOCK;
        }
        /* every live lane is parked: some group elsewhere may be complete
           (its last missing members exited); let its lowest lanes retry */
        for (l = 0; l < PV_LANES; l++)
            if ((w->live >> l) & 1u && sync_at(w, l) != pc) {
                uint32_t p = sync_at(w, l), pk = sync_parked(X, w, p), c;
                sync_masks(X, w, pk, 0, p, mask);
                c = sync_complete(w, pk, mask);
                if (c && p < lo)
                    lo = p;
            }
        if (lo != 0xffffffffu) {
            uint32_t act = 0;
            for (l = 0; l < PV_LANES; l++)
                if ((w->live >> l) & 1u && sync_at(w, l) == lo) {
                    w->lane_pc[l] = lo;
                    act |= 1u << l;
                }
            w->sync_wait &= ~act;
            w->active = act;
            w->pc = lo;
            return PV_SG_SWITCH;
        }
        for (l = 0; !((m >> l) & 1u); l++)
            ;
        sync_masks(X, w, m, m, pc, mask);
        return sync_fail(X, pc, l, "warp-synchronous deadlock: the member mask ",
                         mask[l], " names lanes that wait elsewhere and can "
                         "never arrive: ", mask[l] & w->live & ~a, 1);
    }
}

#if PV_COMPUTED_GOTO
/* Labels as values are a GNU extension: the fallback is the switch. */
#  pragma GCC diagnostic push
#  pragma GCC diagnostic ignored "-Wpedantic"
#  ifdef __clang__
#    pragma clang diagnostic ignored "-Wgnu-label-as-value"
#  endif
#endif
PTXVM_INTERNAL int pv_run_warp(pv_cta *X, pv_warp *w)
{
#if PV_COMPUTED_GOTO
    static const void *const dispatch[PV_OP_COUNT] = {
#  define PV_OP_LABEL(n) &&L_##n,
        PV_OPS(PV_OP_LABEL)
        PV_OPS_INT(PV_OP_LABEL)
        PV_OPS_FLOAT(PV_OP_LABEL)
        PV_OPS_WARP(PV_OP_LABEL)
        PV_OPS_ATOM(PV_OP_LABEL)
        PV_OPS_BAR(PV_OP_LABEL)
#  undef PV_OP_LABEL
    };
#endif
    const pv_insn *code = X->code->insns;
    uint8_t *rf = w->rf;
    uint32_t *pr = w->pr;
    uint64_t steps = X->steps, steps0 = steps, limit = X->step_limit, tmiss = 0;
    /* thread instructions so far: 32 per dispatched instruction less the
       lanes it did not run, so a full warp costs nothing at dispatch */
#define PV_TINS() ((steps - steps0) * PV_LANES - tmiss)
    while (w->active) {
        const pv_insn *I = &code[w->pc];
        uint32_t m = w->active;
        if (I->guard != PV_NO_GUARD) {
            uint32_t p = pr[I->guard & 0x7fffu];
            m &= (I->guard & PV_GUARD_NEG) ? ~p : p;
        }
        steps++;
        if (m != FULL)
            tmiss += PV_LANES - popcount32(m);
#if PV_COMPUTED_GOTO
        goto *dispatch[I->op];
#endif
        switch (I->op) {
        PV_CASE(NOP):
            break;
        PV_CASE(JOIN):
            if (w->active != (w->live & ~w->bar_wait)) {
                /* merge the lanes waiting here, or let a group at a lower
                   PC run first; whichever group runs next is complete at
                   its PC, so it steps past a JOIN there */
                reschedule(w, w->pc);
                if (code[w->pc].op == PV_OP_JOIN)
                    w->pc++;
            } else {
                w->pc++;
            }
            continue;
        PV_CASE(BRA): {
            uint32_t rest = w->active & ~m;
            if (steps > limit) {
                /* the branch runs when the warp resumes: uncount it */
                X->steps = steps - 1;
                X->thread_insns += PV_TINS() - (m == FULL ? PV_LANES : popcount32(m));
                X->fault.insn = w->pc;
                return PV_RUN_STEPS;
            }
            /* Waiting lanes never sit before the running ones (they merge
               at the JOIN of their label), so lanes branching backwards
               stay the lowest PC: no rescheduling (divergent loops). */
            if (!rest) {
                uint32_t from = w->pc;
                w->pc = (uint32_t)I->x;
                if (w->active != (w->live & ~w->bar_wait)) {
                    if (w->pc > from)
                        reschedule(w, w->pc);
                } else if (code[w->pc].op == PV_OP_JOIN) {
                    w->pc++;    /* no lane waits: the loop head's JOIN is idle */
                }
            } else if (!m) {
                w->pc++;
                if (w->active != (w->live & ~w->bar_wait))
                    reschedule(w, w->pc);
            } else if ((uint32_t)I->x <= w->pc) {
                uint32_t l;
                for (l = 0; l < PV_LANES; l++)
                    if ((rest >> l) & 1u)
                        w->lane_pc[l] = w->pc + 1;
                w->active = m;
                w->pc = (uint32_t)I->x;
            } else {
                uint32_t l;
                for (l = 0; l < PV_LANES; l++)
                    if ((m >> l) & 1u)
                        w->lane_pc[l] = (uint32_t)I->x;
                    else if ((rest >> l) & 1u)
                        w->lane_pc[l] = w->pc + 1;
                w->active = 0;
                reschedule(w, 0);
            }
            continue;
        }
        PV_CASE(BRX): {
            /* per-lane targets from the table after the instruction */
            const uint32_t *idx = R32(I->a);
            uint32_t l, rest = w->active & ~m;
            if (steps > limit) {
                /* the branch runs when the warp resumes: uncount it */
                X->steps = steps - 1;
                X->thread_insns += PV_TINS() - (m == FULL ? PV_LANES : popcount32(m));
                X->fault.insn = w->pc;
                return PV_RUN_STEPS;
            }
            for (l = 0; l < PV_LANES; l++) {
                if ((m >> l) & 1u) {
                    if (idx[l] >= I->aux) {
                        X->steps = steps;
                        X->thread_insns += PV_TINS();
                        fault(X, w->pc, l, idx[l], 0, 0,
                              "brx.idx index outside its target list");
                        return PV_RUN_FAULT;
                    }
                    w->lane_pc[l] = (uint32_t)code[w->pc + 1 + idx[l]].x;
                } else if ((rest >> l) & 1u) {
                    w->lane_pc[l] = w->pc + 1 + I->aux;
                }
            }
            w->active = 0;
            reschedule(w, 0);
            continue;
        }
        PV_CASE(EXIT):
            w->live &= ~m;
            w->active &= ~m;
            if (!w->active) {
                if (!w->live)
                    break;
                reschedule(w, 0);
                if (!w->active) {        /* the rest wait at a barrier */
                    X->steps = steps;
                    X->thread_insns += PV_TINS();
                    return PV_RUN_BARRIER;
                }
                continue;
            }
            break;
        PV_CASE(CALL): PV_CASE(CALL_IND): {
            /* the calling lanes enter their function (host functions run
               right here); the others wait after the call */
            const pv_func *F = NULL;
            uint32_t l, rest = w->active & ~m, pc = w->pc, split = 0, to = 0;
            if (!m)
                break;
            if (I->op == PV_OP_CALL && m == w->live && !rest) {
                /* the whole warp at one depth: rows, not lanes */
                uint32_t base;
                F = &X->code->funcs[I->x];
                if (F->recursive && col_uniform(R32(X->code->sp), m, &base) &&
                    F->frame + F->save_bytes <= X->local_size &&
                    base <= X->local_size - (F->frame + F->save_bytes)) {
                    rows_save(local_base(X, w), rf, pr, X->code->saves + F->saves,
                              F->nsaves, base + F->frame, 0, NULL, m);
                    EACH_LANE(m, R32(F->fp)[l] = base);
                    EACH_LANE(m, R32(X->code->sp)[l] = base + F->frame + F->save_bytes);
                    EACH_LANE(m, R32(F->retpc)[l] = pc + 1);
                    w->pc = F->entry;
                    continue;
                }
                if (!F->recursive && !F->host && !F->builtin) {
                    EACH_LANE(m, R32(F->retpc)[l] = pc + 1);
                    w->pc = F->entry;
                    continue;
                }
            }
            for (l = 0; l < PV_LANES; l++) {
                if (!((m >> l) & 1u))
                    continue;
                if (I->op == PV_OP_CALL_IND) {
                    uint64_t a = I->aux ? R32(I->a)[l] : R64(I->a)[l];
                    F = find_func(X, a);
                    if (!F || F->abi != (uint32_t)I->x) {
                        X->steps = steps;
                        X->thread_insns += PV_TINS();
                        fault(X, pc, l, a, 0, 0, F ? "a call through a function "
                              "pointer whose parameters differ from the call's"
                              : "a call through an address that is not a function");
                        return PV_RUN_FAULT;
                    }
                } else {
                    F = &X->code->funcs[I->x];
                }
                if (F->host || F->builtin) {
                    int st = pv_host_call(X, w, F, l, pc);
                    if (st != PV_RUN_DONE) {
                        X->steps = steps;
                        X->thread_insns += PV_TINS();
                        X->fault.insn = pc;
                        X->fault.lane = l;
                        return st;
                    }
                    w->lane_pc[l] = pc + 1;
                } else {
                    if (call_enter(X, w, F, l, pc)) {
                        X->steps = steps;
                        X->thread_insns += PV_TINS();
                        return PV_RUN_FAULT;
                    }
                    w->lane_pc[l] = F->entry;
                }
                if (!split)
                    to = w->lane_pc[l];
                split |= w->lane_pc[l] != to ? 2u : 1u;
            }
            if (split == 1 && !rest) {    /* one target: no rescheduling */
                w->pc = to;
                continue;
            }
            for (l = 0; l < PV_LANES; l++)
                if ((rest >> l) & 1u)
                    w->lane_pc[l] = pc + 1;
            w->active = 0;
            reschedule(w, 0);
            continue;
        }
        PV_CASE(RET): {
            const pv_func *F = &X->code->funcs[I->x];
            uint32_t l, rest = w->active & ~m, pc = w->pc, to, base;
            if (!m)
                break;
            if (m == w->live && !rest && col_uniform(R32(F->retpc), m, &to)) {
                /* the whole warp returns to one place */
                if (!F->recursive) {
                    w->pc = to;
                    continue;
                }
                if (col_uniform(R32(F->fp), m, &base)) {
                    rows_save(local_base(X, w), rf, pr, X->code->saves + F->saves,
                              F->nsaves, base + F->frame, 1, pr, m);
                    EACH_LANE(m, R32(X->code->sp)[l] = base);
                    w->pc = to;
                    continue;
                }
            }
            for (l = 0; l < PV_LANES; l++)
                if ((m >> l) & 1u)
                    w->lane_pc[l] = call_leave(X, w, F, l);
                else if ((rest >> l) & 1u)
                    w->lane_pc[l] = pc + 1;
            w->active = 0;
            reschedule(w, 0);
            continue;
        }
        PV_CASE(LCOPY): {
            uint32_t l, sa = 0, da = 0;
            if (m && (I->a == PV_NO_REG || col_uniform(R32(I->a), m, &sa)) &&
                (I->b == PV_NO_REG || col_uniform(R32(I->b), m, &da))) {
                /* every lane copies the same offsets: rows, whole ones
                   when every live lane copies */
                uint64_t src = (uint64_t)sa + I->x, dst = (uint64_t)da + I->aux;
                if (!((src | dst | I->c) & 3) && src <= X->local_size &&
                    I->c <= X->local_size - src && dst <= X->local_size &&
                    I->c <= X->local_size - dst) {
                    uint8_t *lb = local_base(X, w);
                    uint8_t *d = lb + (size_t)(dst >> 2) * (PV_LANES * 4);
                    const uint8_t *sr = lb + (size_t)(src >> 2) * (PV_LANES * 4);
                    if (m == w->live) {
                        memmove(d, sr, (size_t)(I->c >> 2) * (PV_LANES * 4));
                    } else {
                        uint32_t k;
                        for (k = 0; k < I->c >> 2; k++)
                            for (l = 0; l < PV_LANES; l++)
                                if ((m >> l) & 1u)
                                    memmove(d + (size_t)k * (PV_LANES * 4) + l * 4,
                                            sr + (size_t)k * (PV_LANES * 4) + l * 4, 4);
                    }
                    break;
                }
            }
            for (l = 0; l < PV_LANES; l++)
                if (((m >> l) & 1u) && local_copy(X, w, I, l, w->pc)) {
                    X->steps = steps;
                    X->thread_insns += PV_TINS();
                    return PV_RUN_FAULT;
                }
            break;
        }
        PV_CASE(FRAME_ADDR): {
            const uint32_t *a = R32(I->a);
            if (I->aux) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = (uint64_t)a[l] + I->x);
            } else {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = (uint32_t)(a[l] + I->x));
            }
            break;
        }
        PV_CASE(ALLOCA): {
            /* a block on the thread's stack, freed when its function
               returns (alloca functions keep frames) or at stackrestore */
            uint32_t l, *sp = R32(X->code->sp);
            for (l = 0; l < PV_LANES; l++) {
                uint64_t size, at;
                if (!((m >> l) & 1u))
                    continue;
                size = I->aux ? R64(I->a)[l] : R32(I->a)[l];
                at = (sp[l] + I->x - 1) & ~(I->x - 1);
                if (at > X->local_size || size > X->local_size - at) {
                    X->steps = steps;
                    X->thread_insns += PV_TINS();
                    fault(X, w->pc, l, PV_LOCAL_WINDOW + at, 0, 1,
                          "alloca: the thread's stack is full (raise "
                          "PTXVM_LIMIT_STACK_SIZE)");
                    X->fault.size = size > 0xffffffffu ? 0xffffffffu : (uint32_t)size;
                    return PV_RUN_FAULT;
                }
                if (I->aux)
                    R64(I->d)[l] = at;
                else
                    R32(I->d)[l] = (uint32_t)at;
                sp[l] = (uint32_t)(at + size);
            }
            break;
        }
        PV_CASE(FENCE):
            if (m) {
#if defined(__GNUC__) || defined(__clang__)
                __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
            }
            break;
        PV_CASE(STACKSAVE): {
            const uint32_t *sp = R32(X->code->sp);
            if (I->aux) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = sp[l]);
            } else {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = sp[l]);
            }
            break;
        }
        PV_CASE(STACKRESTORE): {
            /* any value stays inside the thread's own .local: accesses
               past its end fault */
            uint32_t *sp = R32(X->code->sp);
            if (I->aux) {
                const uint64_t *a = R64(I->a);
                EACH_LANE(m, sp[l] = a[l] > X->local_size ? X->local_size : (uint32_t)a[l]);
            } else {
                const uint32_t *a = R32(I->a);
                EACH_LANE(m, sp[l] = a[l] > X->local_size ? X->local_size : a[l]);
            }
            break;
        }
        PV_CASE(TRAP):
            if (m) {
                X->steps = steps;
                X->thread_insns += PV_TINS();
                X->fault.insn = w->pc;
                X->fault.lane = 0;
                while (!((m >> X->fault.lane) & 1u))
                    X->fault.lane++;
                return PV_RUN_TRAP;
            }
            break;

        /* ---- moves ---- */
        PV_CASE(MOV32): {
            const uint32_t *a = R32(I->a);
            VOP32(m, R32(I->d), a, a, a, va, a[l]);
            break;
        }
        PV_CASE(MOV64): {
            const uint64_t *a = R64(I->a);
            VOP64(m, R64(I->d), a, a, va, a[l]);
            break;
        }
        PV_CASE(MOVP):
            pr[I->d] = (pr[I->d] & ~m) | (pr[I->a] & m);
            break;
        PV_CASE(MOV_PN):
            pr[I->d] = (pr[I->d] & ~m) | (~pr[I->a] & m);
            break;
        PV_CASE(SETP_CONST):
            pr[I->d] = I->x ? (pr[I->d] | m) : (pr[I->d] & ~m);
            break;
        PV_CASE(CVT_U32_U64): {
            uint32_t *d = R32(I->d);
            uint64_t *a = R64(I->a);
            EACH_LANE(m, d[l] = (uint32_t)a[l]);
            break;
        }
        PV_CASE(CVT_S32_S64): {
            uint32_t *d = R32(I->d);
            uint64_t *a = R64(I->a);
            EACH_LANE(m, d[l] = (uint32_t)a[l]);
            break;
        }
        PV_CASE(CVT_U64_U32): {
            const uint32_t *a = R32(I->a);
            VLANES64(m, R64(I->d), a[l]);
            break;
        }
        PV_CASE(CVT_S64_S32): {
            const uint32_t *a = R32(I->a);
            if (m == FULL) {            /* groups of four the compiler widens */
                uint64_t *d = R64(I->d);
                uint32_t c;
                PV_UNROLL
                for (c = 0; c < PV_LANES; c += 4) {
                    int32_t s4[4];
                    int64_t t4[4];
                    memcpy(s4, a + c, sizeof s4);
                    t4[0] = s4[0];
                    t4[1] = s4[1];
                    t4[2] = s4[2];
                    t4[3] = s4[3];
                    memcpy(d + c, t4, sizeof t4);
                }
                break;
            }
            VLANES64(m, R64(I->d), (uint64_t)(int64_t)(int32_t)a[l]);
            break;
        }
        PV_CASE(CVT_U16_U32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = a[l] & 0xffffu);
            break;
        }
        PV_CASE(CVT_S16_S32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = (uint32_t)(int32_t)(int16_t)(a[l] & 0xffffu));
            break;
        }
        PV_CASE(CVT_U8_U32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = a[l] & 0xffu);
            break;
        }
        PV_CASE(CVT_S8_S32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = (uint32_t)(int32_t)(int8_t)(a[l] & 0xffu));
            break;
        }

        /* ---- special registers ---- */
        PV_CASE(SREG_TID):
            /* %tid.w, the fourth component of the .v4, reads 0 */
            if (I->x) {
                uint64_t *d = R64(I->d);
                if (I->aux >= 3) {
                    EACH_LANE(m, d[l] = 0);
                } else {
                    const uint32_t *t = w->tid[I->aux];
                    EACH_LANE(m, d[l] = t[l]);
                }
            } else {
                uint32_t *d = R32(I->d);
                if (I->aux >= 3) {
                    EACH_LANE(m, d[l] = 0);
                } else {
                    const uint32_t *t = w->tid[I->aux];
                    EACH_LANE(m, d[l] = t[l]);
                }
            }
            break;
        PV_CASE(SREG_LANEID): PV_CASE(SREG_LANEMASK): {
            uint32_t *d = R32(I->d);
            if (I->op == PV_OP_SREG_LANEID)
                EACH_LANE(m, d[l] = l);
            else
                EACH_LANE(m, d[l] = lanemask(I->aux, l));
            break;
        }
        PV_CASE(SREG_NTID): PV_CASE(SREG_CTAID): PV_CASE(SREG_NCTAID):
        PV_CASE(SREG_WARPID): PV_CASE(SREG_NWARPID): PV_CASE(SREG_SMEM):
        PV_CASE(SREG_CLOCK): PV_CASE(SREG_CLOCK64): {
            /* uniform over the warp */
            const ptxvm_dim3 *v3 = I->op == PV_OP_SREG_NTID ? &X->ntid :
                                   I->op == PV_OP_SREG_CTAID ? &X->ctaid : &X->nctaid;
            uint64_t val;
            switch (I->op) {
            case PV_OP_SREG_NTID: case PV_OP_SREG_CTAID: case PV_OP_SREG_NCTAID:
                val = I->aux == 0 ? v3->x : I->aux == 1 ? v3->y :
                      I->aux == 2 ? v3->z : 0;          /* .w reads 0 */
                break;
            case PV_OP_SREG_WARPID: val = w->index; break;
            case PV_OP_SREG_NWARPID: val = X->nwarps; break;
            case PV_OP_SREG_SMEM: val = I->aux ? X->shared_size : X->dyn_shared; break;
            /* clocks count warp instructions: monotonic and reproducible */
            default: val = steps; break;
            }
            if (I->x) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = val);
            } else {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = (uint32_t)val);
            }
            break;
        }
        PV_CASE(ACTIVEMASK): {
            /* the lanes executing this instruction together */
            uint32_t *d = R32(I->d), am = m;
            EACH_LANE(m, d[l] = am);
            break;
        }
        PV_CASE(SREG_ZERO32): {
            uint32_t *d = R32(I->d);
            EACH_LANE(m, d[l] = 0);
            break;
        }
        PV_CASE(SREG_ZERO64): {
            uint64_t *d = R64(I->d);
            EACH_LANE(m, d[l] = 0);
            break;
        }

        /* ---- integer arithmetic ---- */
#define BIN32(OP, expr)                                            \
        PV_CASE(OP): {                                             \
            const uint32_t *a = R32(I->a), *b = R32(I->b);         \
            VLANES32(m, R32(I->d), (expr));                        \
            break;                                                 \
        }
/* Plain integer operations: on vectors for a full warp. */
#define BIN32V(OP, expr, vexpr)                                    \
        PV_CASE(OP): {                                             \
            const uint32_t *a = R32(I->a), *b = R32(I->b);         \
            VOP32(m, R32(I->d), a, b, a, (vexpr), (expr));         \
            break;                                                 \
        }
#define BIN64(OP, expr)                                            \
        PV_CASE(OP): {                                             \
            const uint64_t *a = R64(I->a), *b = R64(I->b);         \
            VLANES64(m, R64(I->d), (expr));                        \
            break;                                                 \
        }
#define BIN64V(OP, expr, vexpr)                                    \
        PV_CASE(OP): {                                             \
            const uint64_t *a = R64(I->a), *b = R64(I->b);         \
            VOP64(m, R64(I->d), a, b, (vexpr), (expr));            \
            break;                                                 \
        }
        BIN32V(ADD_I32, a[l] + b[l], va + vb)
        BIN64V(ADD_I64, a[l] + b[l], va + vb)
        BIN32V(SUB_I32, a[l] - b[l], va - vb)
        BIN64V(SUB_I64, a[l] - b[l], va - vb)
        BIN32V(MUL_LO_I32, a[l] * b[l], va * vb)
        BIN64(MUL_LO_I64, a[l] * b[l])
        BIN32(MUL_HI_U32, (uint32_t)(((uint64_t)a[l] * b[l]) >> 32))
        BIN32(MUL_HI_S32, (uint32_t)((uint64_t)((int64_t)(int32_t)a[l] *
                                                (int64_t)(int32_t)b[l]) >> 32))
        BIN64(MUL_HI_U64, io_mulhi_u64(a[l], b[l]))
        BIN64(MUL_HI_S64, io_mulhi_s64(a[l], b[l]))
        BIN32(MIN_U32, a[l] < b[l] ? a[l] : b[l])
        BIN32(MAX_U32, a[l] > b[l] ? a[l] : b[l])
        BIN32(MIN_S32, (int32_t)a[l] < (int32_t)b[l] ? a[l] : b[l])
        BIN32(MAX_S32, (int32_t)a[l] > (int32_t)b[l] ? a[l] : b[l])
        BIN64(MIN_U64, a[l] < b[l] ? a[l] : b[l])
        BIN64(MAX_U64, a[l] > b[l] ? a[l] : b[l])
        BIN64(MIN_S64, (int64_t)a[l] < (int64_t)b[l] ? a[l] : b[l])
        BIN64(MAX_S64, (int64_t)a[l] > (int64_t)b[l] ? a[l] : b[l])
        BIN32V(AND_B32, a[l] & b[l], va & vb)
        BIN32V(OR_B32, a[l] | b[l], va | vb)
        BIN32V(XOR_B32, a[l] ^ b[l], va ^ vb)
        BIN64V(AND_B64, a[l] & b[l], va & vb)
        BIN64V(OR_B64, a[l] | b[l], va | vb)
        BIN64V(XOR_B64, a[l] ^ b[l], va ^ vb)
        /* shifts clamp: amounts past the width give 0 (or the sign) */
        BIN32(SHL_B32, b[l] > 31 ? 0 : a[l] << b[l])
        BIN32(SHR_U32, b[l] > 31 ? 0 : a[l] >> b[l])
        BIN32(SHR_S32, (uint32_t)((int32_t)a[l] < 0 ? ~(~a[l] >> (b[l] > 31 ? 31 : b[l]))
                                                   : a[l] >> (b[l] > 31 ? 31 : b[l])))
        PV_CASE(SHL_IMM32): {
            const uint32_t *a = R32(I->a), n = (uint32_t)I->x;
            VOP32(m, R32(I->d), a, a, a, va << n, a[l] << n);
            break;
        }
        PV_CASE(SHR_U_IMM32): {
            const uint32_t *a = R32(I->a), n = (uint32_t)I->x;
            VOP32(m, R32(I->d), a, a, a, va >> n, a[l] >> n);
            break;
        }
        PV_CASE(SHR_S_IMM32): {
            const uint32_t *a = R32(I->a), n = (uint32_t)I->x;
            VOP32(m, R32(I->d), a, a, a, (pv_u32x4)((pv_s32x4)va >> n),
                  (uint32_t)((int32_t)a[l] < 0 ? ~(~a[l] >> n) : a[l] >> n));
            break;
        }
        PV_CASE(SHF_IMM): {
            /* funnel shift of b:a by n in 1..31 (0 and 32 pick a word) */
            const uint32_t *a = R32(I->a), *b = R32(I->b), n = (uint32_t)I->x;
            if (n == 0)
                VLANES32(m, R32(I->d), I->aux ? b[l] : a[l]);
            else if (n >= 32)
                VLANES32(m, R32(I->d), I->aux ? a[l] : b[l]);
            else if (I->aux)
                VOP32(m, R32(I->d), a, b, a, (vb << n) | (va >> (32 - n)),
                      (b[l] << n) | (a[l] >> (32 - n)));
            else
                VOP32(m, R32(I->d), a, b, a, (vb << (32 - n)) | (va >> n),
                      (b[l] << (32 - n)) | (a[l] >> n));
            break;
        }
        PV_CASE(SHL_B64): PV_CASE(SHR_U64): PV_CASE(SHR_S64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            uint32_t *b = R32(I->b);
            if (I->op == PV_OP_SHL_B64)
                EACH_LANE(m, d[l] = b[l] > 63 ? 0 : a[l] << b[l]);
            else if (I->op == PV_OP_SHR_U64)
                EACH_LANE(m, d[l] = b[l] > 63 ? 0 : a[l] >> b[l]);
            else
                EACH_LANE(m, d[l] = (int64_t)a[l] < 0
                                    ? ~(~a[l] >> (b[l] > 63 ? 63 : b[l]))
                                    : a[l] >> (b[l] > 63 ? 63 : b[l]));
            break;
        }
        PV_CASE(MUL_WIDE_U32): PV_CASE(MUL_WIDE_S32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            if (I->op == PV_OP_MUL_WIDE_U32)
                VLANES64(m, R64(I->d), (uint64_t)a[l] * b[l]);
            else
                VLANES64(m, R64(I->d), (uint64_t)((int64_t)(int32_t)a[l] *
                                                  (int64_t)(int32_t)b[l]));
            break;
        }
        PV_CASE(MAD_WIDE_U32): PV_CASE(MAD_WIDE_S32): {
            uint64_t *d = R64(I->d), *c = R64(I->c);
            uint32_t *a = R32(I->a), *b = R32(I->b);
            if (I->op == PV_OP_MAD_WIDE_U32)
                EACH_LANE(m, d[l] = (uint64_t)a[l] * b[l] + c[l]);
            else
                EACH_LANE(m, d[l] = (uint64_t)((int64_t)(int32_t)a[l] *
                                               (int64_t)(int32_t)b[l]) + c[l]);
            break;
        }
        PV_CASE(MAD_LO_I32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            VOP32(m, R32(I->d), a, b, c, va * vb + vc, a[l] * b[l] + c[l]);
            break;
        }
        PV_CASE(MAD_LO_I64): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b), *c = R64(I->c);
            EACH_LANE(m, d[l] = a[l] * b[l] + c[l]);
            break;
        }
        PV_CASE(NEG_I32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = 0u - a[l]);
            break;
        }
        PV_CASE(NEG_I64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            EACH_LANE(m, d[l] = 0u - a[l]);
            break;
        }
        PV_CASE(NOT_B32): {
            const uint32_t *a = R32(I->a);
            VOP32(m, R32(I->d), a, a, a, ~va, ~a[l]);
            break;
        }
        PV_CASE(NOT_B64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            EACH_LANE(m, d[l] = ~a[l]);
            break;
        }
        PV_CASE(AND_P):
            pr[I->d] = (pr[I->d] & ~m) | (pr[I->a] & pr[I->b] & m);
            break;
        PV_CASE(OR_P):
            pr[I->d] = (pr[I->d] & ~m) | ((pr[I->a] | pr[I->b]) & m);
            break;
        PV_CASE(XOR_P):
            pr[I->d] = (pr[I->d] & ~m) | ((pr[I->a] ^ pr[I->b]) & m);
            break;
        PV_CASE(NOT_P):
            pr[I->d] = (pr[I->d] & ~m) | (~pr[I->a] & m);
            break;

        /* ---- comparison and selection ---- */
        /* one comparison per instruction, chosen before the lane loop */
#define SETP_CASES(A, B, SA, SB)                                              \
            switch (I->aux) {                                                 \
            case PV_CMP_EQ: VPRED(m, *p, (A) == (B)); break;                  \
            case PV_CMP_NE: VPRED(m, *p, (A) != (B)); break;                  \
            case PV_CMP_LT: VPRED(m, *p, (SA) < (SB)); break;                 \
            case PV_CMP_LE: VPRED(m, *p, (SA) <= (SB)); break;                \
            case PV_CMP_GT: VPRED(m, *p, (SA) > (SB)); break;                 \
            case PV_CMP_GE: VPRED(m, *p, (SA) >= (SB)); break;                \
            case PV_CMP_LO: VPRED(m, *p, (A) < (B)); break;                   \
            case PV_CMP_LS: VPRED(m, *p, (A) <= (B)); break;                  \
            case PV_CMP_HI: VPRED(m, *p, (A) > (B)); break;                   \
            default: VPRED(m, *p, (A) >= (B)); break;                         \
            }
#define SETPF_CASES(A, B)                                                     \
            switch (I->aux) {                                                 \
            case PV_CMP_EQ: VPRED(m, *p, (A) == (B)); break;                  \
            case PV_CMP_NE: VPRED(m, *p, (A) < (B) || (A) > (B)); break;      \
            case PV_CMP_LT: VPRED(m, *p, (A) < (B)); break;                   \
            case PV_CMP_LE: VPRED(m, *p, (A) <= (B)); break;                  \
            case PV_CMP_GT: VPRED(m, *p, (A) > (B)); break;                   \
            case PV_CMP_GE: VPRED(m, *p, (A) >= (B)); break;                  \
            default: VPRED(m, *p, cmp_f((A), (B), I->aux)); break;            \
            }
        PV_CASE(SETP_I32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            uint32_t *p = &pr[I->d];
#if PV_VECTOR_EXT
            if (m == FULL) {
                switch (I->aux) {
                case PV_CMP_EQ: VPRED32_FULL(*p, a, b, va == vb); break;
                case PV_CMP_NE: VPRED32_FULL(*p, a, b, va != vb); break;
                case PV_CMP_LT: VPRED32_FULL(*p, a, b, sa < sb); break;
                case PV_CMP_LE: VPRED32_FULL(*p, a, b, sa <= sb); break;
                case PV_CMP_GT: VPRED32_FULL(*p, a, b, sa > sb); break;
                case PV_CMP_GE: VPRED32_FULL(*p, a, b, sa >= sb); break;
                case PV_CMP_LO: VPRED32_FULL(*p, a, b, va < vb); break;
                case PV_CMP_LS: VPRED32_FULL(*p, a, b, va <= vb); break;
                case PV_CMP_HI: VPRED32_FULL(*p, a, b, va > vb); break;
                default: VPRED32_FULL(*p, a, b, va >= vb); break;
                }
                break;
            }
#endif
            SETP_CASES(a[l], b[l], (int32_t)a[l], (int32_t)b[l])
            break;
        }
        PV_CASE(SETP_I64): {
            const uint64_t *a = R64(I->a), *b = R64(I->b);
            uint32_t *p = &pr[I->d];
            SETP_CASES(a[l], b[l], (int64_t)a[l], (int64_t)b[l])
            break;
        }
        PV_CASE(SETP_F32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            uint32_t *p = &pr[I->d];
            SETPF_CASES(bitsf(a[l]), bitsf(b[l]))
            break;
        }
        PV_CASE(SETP_F64): {
            const uint64_t *a = R64(I->a), *b = R64(I->b);
            uint32_t *p = &pr[I->d];
            SETPF_CASES(bitsd(a[l]), bitsd(b[l]))
            break;
        }
#undef SETP_CASES
#undef SETPF_CASES
        PV_CASE(SELP32): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), p = pr[I->c];
            EACH_LANE(m, d[l] = ((p >> l) & 1u) ? a[l] : b[l]);
            break;
        }
        PV_CASE(SELP64): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b);
            uint32_t p = pr[I->c];
            EACH_LANE(m, d[l] = ((p >> l) & 1u) ? a[l] : b[l]);
            break;
        }

        /* ---- floating point, round to nearest ---- */
        BIN32V(ADD_F32, fbits(bitsf(a[l]) + bitsf(b[l])), VF32(+))
        BIN32V(SUB_F32, fbits(bitsf(a[l]) - bitsf(b[l])), VF32(-))
        BIN32V(MUL_F32, fbits(bitsf(a[l]) * bitsf(b[l])), VF32(*))
        BIN64(ADD_F64, dbits(bitsd(a[l]) + bitsd(b[l])))
        BIN64(SUB_F64, dbits(bitsd(a[l]) - bitsd(b[l])))
        BIN64(MUL_F64, dbits(bitsd(a[l]) * bitsd(b[l])))
        PV_CASE(FMA_F32): {
            uint32_t t[PV_LANES];
            pv_fma32_warp(t, R32(I->a), R32(I->b), R32(I->c));
            store32(R32(I->d), t, m);
            break;
        }
        PV_CASE(FMA_F64): {
            uint64_t t[PV_LANES];
            pv_fma64_warp(t, R64(I->a), R64(I->b), R64(I->c));
            store64(R64(I->d), t, m);
            break;
        }
        PV_CASE(NEG_F32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = a[l] ^ 0x80000000u);
            break;
        }
        PV_CASE(ABS_F32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = a[l] & 0x7fffffffu);
            break;
        }
        PV_CASE(NEG_F64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            EACH_LANE(m, d[l] = a[l] ^ 0x8000000000000000ull);
            break;
        }
        PV_CASE(ABS_F64): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            EACH_LANE(m, d[l] = a[l] & 0x7fffffffffffffffull);
            break;
        }
        PV_CASE(CVT_F32_S32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = fbits((float)(int32_t)a[l]));
            break;
        }
        PV_CASE(CVT_F32_U32): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            EACH_LANE(m, d[l] = fbits((float)a[l]));
            break;
        }
        PV_CASE(CVT_F64_F32): {
            uint64_t *d = R64(I->d);
            uint32_t *a = R32(I->a);
            EACH_LANE(m, d[l] = dbits((double)bitsf(a[l])));
            break;
        }

        /* ---- memory ---- */
        PV_CASE(LD_PARAM): {
            uint32_t size = PV_MEM_SIZE(I->aux);
            uint64_t v;
            if (I->x > X->param_size || size > X->param_size - I->x) {
                X->steps = steps;
                X->thread_insns += PV_TINS();
                fault(X, w->pc, 0, I->x, size, 0, "outside the parameters");
                return PV_RUN_FAULT;
            }
            v = pv_load_le(X->params + I->x, size, (I->aux & PV_MEM_SIGNED) != 0);
            if (I->aux & PV_MEM_WIDE_DST) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = v);
            } else {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = (uint32_t)v);
            }
            break;
        }
        PV_CASE(LD):
            if (m && do_ld(X, w, I, m, w->pc)) {
                X->steps = steps;
                X->thread_insns += PV_TINS();
                return PV_RUN_FAULT;
            }
            break;
        PV_CASE(ST):
            if (m && do_st(X, w, I, m, w->pc)) {
                X->steps = steps;
                X->thread_insns += PV_TINS();
                return PV_RUN_FAULT;
            }
            break;
        PV_CASE(ADDR_OF):
            if (I->aux) {
                uint64_t *d = R64(I->d);
                EACH_LANE(m, d[l] = I->x);
            } else {
                uint32_t *d = R32(I->d);
                const uint32_t x = (uint32_t)I->x;
                VOP32(m, d, d, d, d, ((pv_u32x4){x, x, x, x}), x);
            }
            break;
        PV_CASE(CVTA_TO): PV_CASE(CVTA_FROM): {
            /* generic <-> space addresses: global is the identity; the
               other spaces are offsets in their window */
            uint64_t base = I->aux == SP_SHARED ? PV_SHARED_WINDOW :
                            I->aux == SP_LOCAL ? PV_LOCAL_WINDOW :
                            I->aux == SP_PARAM ? PV_PARAM_WINDOW : 0;
            if (I->x) {
                const uint64_t *a = R64(I->a);
                if (I->op == PV_OP_CVTA_TO)
                    VOP64(m, R64(I->d), a, a, va - base, a[l] - base);
                else
                    VOP64(m, R64(I->d), a, a, va + base, a[l] + base);
            } else {
                const uint32_t *a = R32(I->a), b32 = (uint32_t)base;
                if (I->op == PV_OP_CVTA_TO)
                    VOP32(m, R32(I->d), a, a, a, va - b32, a[l] - b32);
                else
                    VOP32(m, R32(I->d), a, a, a, va + b32, a[l] + b32);
            }
            break;
        }
        PV_CASE(ISSPACEP): {
            /* which window a generic address falls in (devmem.h) */
            const uint64_t *a = R64(I->a);
            uint32_t *p = &pr[I->d];
            switch (I->aux) {
            case SP_SHARED:
                VPRED(m, *p, a[l] - PV_SHARED_WINDOW < X->shared_size);
                break;
            case SP_LOCAL:
                VPRED(m, *p, a[l] - PV_LOCAL_WINDOW < X->local_size);
                break;
            case SP_PARAM:
                VPRED(m, *p, a[l] - PV_PARAM_WINDOW < X->param_size);
                break;
            case SP_CONST:            /* the module's .const variables */
                VPRED(m, *p, a[l] - X->const_base < X->const_size);
                break;
            default:                  /* .global: below the windows, and the
                                         kernel parameters (as the ISA says) */
                VPRED(m, *p, a[l] < PV_WINDOW_BASE ||
                             a[l] - PV_PARAM_WINDOW < X->param_size);
                break;
            }
            break;
        }
        PV_CASE(PACK): PV_CASE(UNPACK): {
            uint32_t bits = (uint32_t)(I->x & 0xffu), n = (uint32_t)(I->x >> 8);
            uint32_t cols[4], e;
            uint64_t emask = bits == 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1);
            int wide = bits * n == 64;
            cols[0] = I->a;
            cols[1] = I->b;
            cols[2] = I->c;
            cols[3] = I->aux;
            if (I->op == PV_OP_PACK) {
                uint32_t l;
                for (l = 0; l < PV_LANES; l++) {
                    uint64_t v = 0;
                    if (!((m >> l) & 1u))
                        continue;
                    for (e = 0; e < n; e++)
                        v |= ((uint64_t)R32(cols[e])[l] & emask) << (bits * e);
                    if (wide)
                        R64(I->d)[l] = v;
                    else
                        R32(I->d)[l] = (uint32_t)v;
                }
            } else {
                uint32_t l;
                for (l = 0; l < PV_LANES; l++) {
                    uint64_t v;
                    if (!((m >> l) & 1u))
                        continue;
                    v = wide ? R64(I->d)[l] : R32(I->d)[l];
                    for (e = 0; e < n; e++)
                        if (cols[e] != PV_NO_REG)
                            R32(cols[e])[l] = (uint32_t)((v >> (bits * e)) & emask);
                }
            }
            break;
        }

        /* instruction families */
/* ---- src/exec_int.h ---- */
/* Handlers of the integer family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c), where I (the instruction), m (the lanes
   to run), rf/R32/R64 (the register file), pr (predicates), w, X and
   EACH_LANE are in scope. A handler ends with `break;` (the PC advances)
   or returns like the core handlers do. No include guard: this is a
   fragment, included once.

   The generic handlers switch on the sub-operation (I->aux) once, then
   run a lane loop of one total per-lane function (intops.h) into a local
   array t_ (so the loop can vectorise) and store the active lanes. */
#define PV_IH_LOOP(expr)                                              \
    {                                                                 \
        uint32_t l_;                                                  \
        for (l_ = 0; l_ < PV_LANES; l_++) {                           \
            const uint32_t l = l_;                                    \
            t_[l] = (expr);                                           \
        }                                                             \
    }
#define PV_IH2(n, fn) case PV_IO_##n: PV_IH_LOOP(fn(a[l])) break;
#define PV_IH3(n, fn) case PV_IO_##n: PV_IH_LOOP(fn(a[l], b[l])) break;
#define PV_IH4(n, fn) case PV_IO_##n: PV_IH_LOOP(fn(a[l], b[l], c[l])) break;
        PV_CASE(I32_2): {
            uint32_t *d = R32(I->d), *a = R32(I->a);
            uint32_t t_[PV_LANES];
            switch (I->aux) { PV_IOP2_32(PV_IH2) default: memcpy(t_, d, sizeof t_); break; }
            store32(d, t_, m);
            break;
        }
        PV_CASE(I64_2): {
            uint64_t *d = R64(I->d), *a = R64(I->a);
            uint64_t t_[PV_LANES];
            switch (I->aux) { PV_IOP2_64(PV_IH2) default: memcpy(t_, d, sizeof t_); break; }
            store64(d, t_, m);
            break;
        }
        PV_CASE(I64_32): {
            uint32_t *d = R32(I->d);
            uint64_t *a = R64(I->a);
            uint32_t t_[PV_LANES];
            switch (I->aux) { PV_IOP2_64_32(PV_IH2) default: memcpy(t_, d, sizeof t_); break; }
            store32(d, t_, m);
            break;
        }
        PV_CASE(I32_3): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b);
            uint32_t t_[PV_LANES];
#if PV_VECTOR_EXT
            if (m == FULL && I->aux == PV_IO_MUL_WIDE_U16) {   /* indexing */
                if (I->x) {             /* times 2^(x-1), an immediate */
                    const uint32_t k = (uint32_t)I->x - 1;
                    VFULL32(d, a, b, a, (va & 0xffffu) << k, 0);
                } else {
                    VFULL32(d, a, b, a, (va & 0xffffu) * (vb & 0xffffu), 0);
                }
                break;
            }
#endif
            switch (I->aux) { PV_IOP3_32(PV_IH3) default: memcpy(t_, d, sizeof t_); break; }
            store32(d, t_, m);
            break;
        }
        PV_CASE(I32_4): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t t_[PV_LANES];
            switch (I->aux) { PV_IOP4_32(PV_IH4) default: memcpy(t_, d, sizeof t_); break; }
            store32(d, t_, m);
            break;
        }
        PV_CASE(I64_3): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b);
            uint64_t t_[PV_LANES];
            switch (I->aux) { PV_IOP3_64(PV_IH3) default: memcpy(t_, d, sizeof t_); break; }
            store64(d, t_, m);
            break;
        }
        PV_CASE(I64_4): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b), *c = R64(I->c);
            uint64_t t_[PV_LANES];
            switch (I->aux) { PV_IOP4_64(PV_IH4) default: memcpy(t_, d, sizeof t_); break; }
            store64(d, t_, m);
            break;
        }
#undef PV_IH_LOOP
#undef PV_IH2
#undef PV_IH3
#undef PV_IH4
        PV_CASE(BFE64): {            /* aux: signed */
            uint64_t *d = R64(I->d), *a = R64(I->a);
            uint32_t *b = R32(I->b), *c = R32(I->c);
            int sg = I->aux != 0;
            EACH_LANE(m, d[l] = io_bfe64(a[l], b[l], c[l], sg));
            break;
        }
        PV_CASE(BFI32): {            /* x: the len column */
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t *e = R32((uint32_t)I->x);
            EACH_LANE(m, d[l] = io_bfi32(a[l], b[l], c[l], e[l]));
            break;
        }
        PV_CASE(BFI64): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b);
            uint32_t *c = R32(I->c), *e = R32((uint32_t)I->x);
            EACH_LANE(m, d[l] = io_bfi64(a[l], b[l], c[l], e[l]));
            break;
        }
        PV_CASE(LOP3): {             /* aux: the immLut */
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t lut = I->aux;
            EACH_LANE(m, d[l] = io_lop3(a[l], b[l], c[l], lut));
            break;
        }
        PV_CASE(SEL16): {            /* selp on 16 bits: c the predicate,
                                          or aux 1|2 a constant true, 1 false */
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b);
            uint32_t p = (I->aux & 1u) ? ((I->aux & 2u) ? 0xffffffffu : 0) : pr[I->c];
            EACH_LANE(m, d[l] = (((p >> l) & 1u) ? a[l] : b[l]) & 0xffffu);
            break;
        }
        PV_CASE(ICMP): {
            /* p = (a cmp b) [bool c]; q = !(a cmp b) [bool c] (x: q or
               PV_NO_REG); set: d a column. */
            uint32_t aux = I->aux, r = 0, p, q, cv, bop = PV_IC_BOOL(aux);
            if (aux & PV_IC_W64) {
                uint64_t *a = R64(I->a), *b = R64(I->b);
                EACH_LANE(m, r |= io_icmp(aux, a[l], b[l]) << l);
            } else {
                uint32_t *a = R32(I->a), *b = R32(I->b);
                EACH_LANE(m, r |= io_icmp(aux, a[l], b[l]) << l);
            }
            p = r;
            q = ~r;
            if (bop) {
                cv = pr[I->c] ^ ((aux & PV_IC_CNEG) ? 0xffffffffu : 0);
                if (bop == 1u) { p &= cv; q &= cv; }
                else if (bop == 2u) { p |= cv; q |= cv; }
                else { p ^= cv; q ^= cv; }
            }
            if (aux & PV_IC_SET) {
                uint32_t *d = R32(I->d), one = (aux & PV_IC_SETF32) ? 0x3f800000u : 0xffffffffu;
                EACH_LANE(m, d[l] = ((p >> l) & 1u) ? one : 0);
            } else {
                if (I->d != PV_NO_REG)
                    pr[I->d] = (pr[I->d] & ~m) | (p & m);
                if ((uint32_t)I->x != PV_NO_REG)
                    pr[(uint32_t)I->x] = (pr[(uint32_t)I->x] & ~m) | (q & m);
            }
            break;
        }
        PV_CASE(ICC32): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t aux = I->aux, cf = pr[(uint32_t)I->x], out = 0, l2;
            for (l2 = 0; l2 < PV_LANES; l2++)
                if ((m >> l2) & 1u) {
                    uint32_t co;
                    d[l2] = io_cc32(aux, a[l2], b[l2], c[l2], (cf >> l2) & 1u, &co);
                    out |= co << l2;
                }
            if (aux & PV_CC_COUT)
                pr[(uint32_t)I->x] = (cf & ~m) | (out & m);
            break;
        }
        PV_CASE(ICC64): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b), *c = R64(I->c);
            uint32_t aux = I->aux, cf = pr[(uint32_t)I->x], out = 0, l2;
            for (l2 = 0; l2 < PV_LANES; l2++)
                if ((m >> l2) & 1u) {
                    uint32_t co;
                    d[l2] = io_cc64(aux, a[l2], b[l2], c[l2], (cf >> l2) & 1u, &co);
                    out |= co << l2;
                }
            if (aux & PV_CC_COUT)
                pr[(uint32_t)I->x] = (cf & ~m) | (out & m);
            break;
        }
        PV_CASE(ICVT): {
            uint32_t aux = I->aux;
            if (aux & PV_CV_SWIDE) {
                uint64_t *a = R64(I->a);
                if (aux & PV_CV_DWIDE) {
                    uint64_t *d = R64(I->d);
                    EACH_LANE(m, d[l] = io_cvt(aux, a[l]));
                } else {
                    uint32_t *d = R32(I->d);
                    EACH_LANE(m, d[l] = (uint32_t)io_cvt(aux, a[l]));
                }
            } else {
                uint32_t *a = R32(I->a);
                if (aux & PV_CV_DWIDE) {
                    uint64_t *d = R64(I->d);
                    EACH_LANE(m, d[l] = io_cvt(aux, a[l]));
                } else {
                    uint32_t *d = R32(I->d);
                    EACH_LANE(m, d[l] = (uint32_t)io_cvt(aux, a[l]));
                }
            }
            break;
        }
        /* Video instructions and cvt.pack: one total per-lane function of
           a, b, c and the decoded form (aux; x: the SIMD selectors). */
        PV_CASE(VID): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t aux = I->aux;
            VLANES32(m, R32(I->d), io_vid(aux, a[l], b[l], c[l]));
            break;
        }
        PV_CASE(VMAD): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t aux = I->aux;
            VLANES32(m, R32(I->d), io_vmad(aux, a[l], b[l], c[l]));
            break;
        }
        PV_CASE(VSIMD): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t aux = I->aux;
            uint64_t sel = I->x;
            VLANES32(m, R32(I->d), io_vsimd(aux, sel, a[l], b[l], c[l]));
            break;
        }
        PV_CASE(CVT_PACK): {
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t aux = I->aux;
            VLANES32(m, R32(I->d), io_cvt_pack(aux, a[l], b[l], c[l]));
            break;
        }
/* ---- end src/exec_int.h, back in src/exec.c ---- */
/* ---- src/exec_float.h ---- */
/* Handlers of the floating-point family: case labels pasted into the
   dispatch switch of pv_run_warp (exec.c); see exec_int.h for what is in
   scope. No include guard: this is a fragment, included once. The per-lane
   slow paths are in fpops.c. */
        PV_CASE(FP32): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            EACH_LANE(m, d[l] = (uint32_t)fp_arith(I->aux, a[l], b[l], c[l]));
            break;
        }
        PV_CASE(FP64): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b), *c = R64(I->c);
            EACH_LANE(m, d[l] = fp_arith(I->aux, a[l], b[l], c[l]));
            break;
        }
        /* .rn.ftz f32: the common case is plain vector arithmetic on flushed
           inputs; a result whose exponent field is 0, 1 or 255 (possibly
           tiny before/after rounding, or NaN) is redone exactly */
        PV_CASE(ADD_FTZ_F32): PV_CASE(SUB_FTZ_F32): PV_CASE(MUL_FTZ_F32):
        PV_CASE(FMA_FTZ_F32): PV_CASE(DIV_FTZ_F32): PV_CASE(SQRT_FTZ_F32): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t t[PV_LANES], slow = 0, l;
            if (I->op == PV_OP_ADD_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(bitsf(fp_ftz32(a[l])) + bitsf(fp_ftz32(b[l]))));
            else if (I->op == PV_OP_SUB_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(bitsf(fp_ftz32(a[l])) - bitsf(fp_ftz32(b[l]))));
            else if (I->op == PV_OP_MUL_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(bitsf(fp_ftz32(a[l])) * bitsf(fp_ftz32(b[l]))));
            else if (I->op == PV_OP_DIV_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(bitsf(fp_ftz32(a[l])) / bitsf(fp_ftz32(b[l]))));
            else if (I->op == PV_OP_SQRT_FTZ_F32)
                EACH_LANE(m, t[l] = fbits(sqrtf(bitsf(fp_ftz32(a[l])))));
            else {
                uint32_t fa[PV_LANES], fb[PV_LANES], fc[PV_LANES];
                for (l = 0; l < PV_LANES; l++) {
                    fa[l] = fp_ftz32(a[l]);
                    fb[l] = fp_ftz32(b[l]);
                    fc[l] = fp_ftz32(c[l]);
                }
                pv_fma32_warp(t, fa, fb, fc);
            }
            EACH_LANE(m, slow |= (uint32_t)(((((t[l] >> 23) & 0xffu) + 1u) & 0xffu) <= 2u) << l);
            slow &= m;
            for (l = 0; slow && l < PV_LANES; l++)
                if ((slow >> l) & 1u)
                    t[l] = (uint32_t)fp_arith(I->aux, a[l], b[l], c[l]);
            EACH_LANE(m, d[l] = t[l]);
            break;
        }
        PV_CASE(DIV_F32): {
            const uint32_t *a = R32(I->a), *b = R32(I->b);
            VLANES32(m, R32(I->d), fbits(bitsf(a[l]) / bitsf(b[l])));
            break;
        }
        PV_CASE(DIV_F64): {
            const uint64_t *a = R64(I->a), *b = R64(I->b);
            VLANES64(m, R64(I->d), dbits(bitsd(a[l]) / bitsd(b[l])));
            break;
        }
        PV_CASE(SQRT_F32): {
            const uint32_t *a = R32(I->a);
            VLANES32(m, R32(I->d), fbits(sqrtf(bitsf(a[l]))));
            break;
        }
        PV_CASE(SQRT_F64): {
            const uint64_t *a = R64(I->a);
            VLANES64(m, R64(I->d), dbits(sqrt(bitsd(a[l]))));
            break;
        }
        PV_CASE(CVTF_32_32): {
            uint32_t *d = R32(I->d), *a = R32(I->a), *b = R32(I->b);
            EACH_LANE(m, d[l] = (uint32_t)fp_convert(I->x, a[l], b[l]));
            break;
        }
        PV_CASE(CVTF_32_64): {
            uint32_t *d = R32(I->d);
            uint64_t *a = R64(I->a), *b = R64(I->b);
            EACH_LANE(m, d[l] = (uint32_t)fp_convert(I->x, a[l], b[l]));
            break;
        }
        PV_CASE(CVTF_64_32): {
            uint64_t *d = R64(I->d);
            uint32_t *a = R32(I->a), *b = R32(I->b);
            EACH_LANE(m, d[l] = fp_convert(I->x, a[l], b[l]));
            break;
        }
        PV_CASE(CVTF_64_64): {
            uint64_t *d = R64(I->d), *a = R64(I->a), *b = R64(I->b);
            EACH_LANE(m, d[l] = fp_convert(I->x, a[l], b[l]));
            break;
        }
        PV_CASE(FSETP32): PV_CASE(FSETP64):
        PV_CASE(FSET32): PV_CASE(FSET64): {
            uint32_t lo = 0, hi = 0, bop = (I->aux >> 9) & 3u;
            if (I->op == PV_OP_FSETP32 || I->op == PV_OP_FSET32) {
                uint32_t *a = R32(I->a), *b = R32(I->b);
                EACH_LANE(m, {
                    uint32_t v = fp_compare(I->aux, a[l], b[l]);
                    lo |= (v & 1u) << l;
                    hi |= ((v >> 1) & 1u) << l;
                });
            } else {
                uint64_t *a = R64(I->a), *b = R64(I->b);
                EACH_LANE(m, lo |= (fp_compare(I->aux, a[l], b[l]) & 1u) << l);
            }
            if (!(I->aux & (1u << 12)))
                hi = ~lo;                     /* q = !p before the boolean op */
            if (bop) {
                uint32_t cp = pr[I->c];
                if (I->aux & (1u << 11))
                    cp = ~cp;
                lo = bop == 1 ? lo & cp : bop == 2 ? lo | cp : lo ^ cp;
                hi = bop == 1 ? hi & cp : bop == 2 ? hi | cp : hi ^ cp;
            }
            if (I->op == PV_OP_FSET32 || I->op == PV_OP_FSET64) {
                uint32_t *d = R32(I->d);
                EACH_LANE(m, d[l] = fp_set_value(I->aux, ((lo >> l) & 1u) |
                                                 (((hi >> l) & 1u) << 1)));
                break;
            }
            pr[I->d] = (pr[I->d] & ~m) | (lo & m);
            if (I->x != PV_NO_REG)
                pr[I->x] = (pr[I->x] & ~m) | (hi & m);
            break;
        }
        PV_CASE(TESTP32): {
            uint32_t *a = R32(I->a), r = 0;
            EACH_LANE(m, r |= (uint32_t)sf_testp((sf_fmt)(I->aux >> 5), a[l],
                                                 (sf_testp_op)(I->aux & 31u)) << l);
            pr[I->d] = (pr[I->d] & ~m) | r;
            break;
        }
        PV_CASE(TESTP64): {
            uint64_t *a = R64(I->a);
            uint32_t r = 0;
            EACH_LANE(m, r |= (uint32_t)sf_testp((sf_fmt)(I->aux >> 5), a[l],
                                                 (sf_testp_op)(I->aux & 31u)) << l);
            pr[I->d] = (pr[I->d] & ~m) | r;
            break;
        }
/* ---- end src/exec_float.h, back in src/exec.c ---- */
/* ---- src/exec_warp.h ---- */
/* Handlers of the warp family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c); see exec_int.h for what is in scope.
   No include guard: this is a fragment, included once.

   A handler first finds the lanes that execute together (go): the
   running group for the legacy forms; for .sync forms, sync_gate
   (exec.c) waits for the member mask, parking early lanes. Values read
   from lanes outside go are whatever their registers hold, as on the
   GPU, where the ISA leaves such sources undefined. */
#define PV_WARP_GATE(go)                                                \
    if (!m)                                                             \
        break;                                                          \
    if (I->aux & PV_WARP_SYNC) {                                        \
        int st_ = sync_gate(X, w, w->pc, m, &(go));                     \
        if (st_ == PV_SG_SWITCH)                                        \
            continue;                                                   \
        if (st_ != PV_SG_GO) {                                          \
            X->steps = steps;                                           \
            X->thread_insns += PV_TINS();                                    \
            return st_ == PV_SG_BLOCK ? PV_RUN_BARRIER : PV_RUN_HOST;   \
        }                                                               \
    } else {                                                            \
        (go) = m;                                                       \
    }
        PV_CASE(VOTE): {
            /* each lane votes with its own group: the lanes of go its
               member mask names (groups with different masks may run
               together) */
            uint32_t go = 0, v, mode = I->aux & 3u, grp[PV_LANES], res = 0, l;
            PV_WARP_GATE(go)
            warp_groups(X, w, I, go, grp);
            v = (I->aux & 8u) ? ((I->aux & 16u) ? FULL : 0u) : pr[I->a];
            v = ((I->aux & 4u) ? ~v : v) & go;
            if (mode == PV_VOTE_BALLOT) {
                uint32_t *d = R32(I->d);
                EACH_LANE(go, d[l] = v & grp[l]);
            } else {
                for (l = 0; l < PV_LANES; l++) {
                    uint32_t g = grp[l], x = v & g;
                    int r;
                    if (!((go >> l) & 1u))
                        continue;
                    r = mode == PV_VOTE_ALL ? x == g
                      : mode == PV_VOTE_ANY ? x != 0 : (x == 0 || x == g);
                    res |= (uint32_t)r << l;
                }
                pr[I->d] = (pr[I->d] & ~go) | res;
            }
            break;
        }
        PV_CASE(SHFL): {
            /* the ISA's source-lane computation, per lane (b and c may
               differ between lanes) */
            const uint32_t *a = R32(I->a), *b = R32(I->b), *c = R32(I->c);
            uint32_t t_[PV_LANES], go = 0, pv = 0, mode = I->aux & 3u, l;
            PV_WARP_GATE(go)
            for (l = 0; l < PV_LANES; l++) {
                uint32_t bv = b[l] & 31u, cv = c[l] & 31u, seg = (c[l] >> 8) & 31u;
                uint32_t maxl = (l & seg) | (cv & ~seg), j;
                int in;
                if (!((go >> l) & 1u))
                    continue;
                switch (mode) {
                case 0: in = (int)l - (int)bv >= (int)maxl; j = l - bv; break;
                case 1: j = l + bv; in = j <= maxl; break;
                case 2: j = l ^ bv; in = j <= maxl; break;
                default: j = (l & seg) | (bv & ~seg); in = j <= maxl; break;
                }
                if (!in)
                    j = l;
                t_[l] = a[j];
                pv |= (uint32_t)in << l;
            }
            store32(R32(I->d), t_, go);
            if (I->aux & PV_WARP_PDST) {
                uint32_t ps = PV_WARP_PSLOT(I->aux);
                pr[ps] = (pr[ps] & ~go) | pv;
            }
            break;
        }
        PV_CASE(MATCH): {
            uint32_t t_[PV_LANES], go = 0, l, k, grp[PV_LANES], allm = 0;
            PV_WARP_GATE(go)
            warp_groups(X, w, I, go, grp);
            for (l = 0; l < PV_LANES; l++) {
                uint32_t r = 0;
                if (!((go >> l) & 1u))
                    continue;
                for (k = 0; k < PV_LANES; k++)
                    if (((grp[l] >> k) & 1u) &&
                        ((I->aux & 2u) ? R64(I->a)[k] == R64(I->a)[l]
                                       : R32(I->a)[k] == R32(I->a)[l]))
                        r |= 1u << k;
                t_[l] = r;
                allm |= (uint32_t)(r == grp[l]) << l;
            }
            for (l = 0; l < PV_LANES; l++) {  /* .all: true for a group when
                                                 every member matched */
                uint32_t g = ((go >> l) & 1u) ? grp[l] : 0u;
                if (g && (allm & g) != g)
                    allm &= ~(1u << l);
            }
            if (I->aux & 1u)                  /* .all: the lanes, or none */
                for (l = 0; l < PV_LANES; l++)
                    t_[l] = ((allm >> l) & 1u) ? grp[l] : 0u;
            store32(R32(I->d), t_, go);
            if (I->aux & PV_WARP_PDST) {
                uint32_t ps = PV_WARP_PSLOT(I->aux);
                pr[ps] = (pr[ps] & ~go) | (allm & go);
            }
            break;
        }
        PV_CASE(REDUX): {
            const uint32_t *a = R32(I->a);
            uint32_t *d = R32(I->d), go = 0, op = I->aux & 15u, r = 0, l;
            uint32_t grp[PV_LANES], todo, g;
            int have = 0, nan = 0;
            PV_WARP_GATE(go)
            warp_groups(X, w, I, go, grp);
            /* one reduction per group of lanes sharing a member mask */
            for (todo = go; todo; todo &= ~g) {
            uint32_t first = 0;
            while (!((todo >> first) & 1u))
                first++;
            g = grp[first] & todo;
            r = 0;
            have = 0;
            nan = 0;
            for (l = 0; l < PV_LANES; l++) {
                uint32_t v = a[l];
                if (!((g >> l) & 1u))
                    continue;
                switch (op) {
                case PV_RED_ADD: r += v; break;
                case PV_RED_MIN_U: r = !have || v < r ? v : r; break;
                case PV_RED_MAX_U: r = !have || v > r ? v : r; break;
                case PV_RED_MIN_S: r = !have || (int32_t)v < (int32_t)r ? v : r; break;
                case PV_RED_MAX_S: r = !have || (int32_t)v > (int32_t)r ? v : r; break;
                case PV_RED_AND: r = have ? r & v : v; break;
                case PV_RED_OR: r |= v; break;
                case PV_RED_XOR: r ^= v; break;
                default: {            /* f32 min/max: -0 below +0, NaNs skipped */
                    float f, g;
                    if (I->aux & PV_RED_ABS)
                        v &= 0x7fffffffu;
                    if ((v & 0x7fffffffu) > 0x7f800000u) {
                        nan = 1;
                        continue;
                    }
                    if (!have) {
                        r = v;
                        break;
                    }
                    f = bitsf(v);
                    g = bitsf(r);
                    if (f == g)       /* equal: only zeros differ, by sign */
                        r = op == PV_RED_MIN_F ? (r | v) : (r & v);
                    else if (op == PV_RED_MIN_F ? f < g : f > g)
                        r = v;
                    break;
                }
                }
                have = 1;
            }
            if (op >= PV_RED_MIN_F && (!have || (nan && (I->aux & PV_RED_NAN))))
                r = 0x7fffffffu;
            EACH_LANE(g, d[l] = r);
            if (!g)
                break;
            }
            break;
        }
        PV_CASE(WARPSYNC): {
            uint32_t go = 0;
            PV_WARP_GATE(go)
            (void)go;
            break;
        }
#undef PV_WARP_GATE
/* ---- end src/exec_warp.h, back in src/exec.c ---- */
/* ---- src/exec_atom.h ---- */
/* Handlers of the atom family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c); see exec_int.h for what is in scope.
   No include guard: this is a fragment, included once.

   ATOM (ops_atom.h) runs the active lanes one after the other in lane
   order, which is one valid serialisation of the warp's atomics: lane l
   sees the updates of the lanes below it. Every address is read before
   any destination is written (d may be the address register). Faults are
   those of ld/st, plus misalignment to the element size and read-only or
   write-only memory, both of which an atomic needs. */
        PV_CASE(ATOM): {
            uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), l;
            int wide = (aux & PV_MEM_WIDE_DST) != 0, bad = 0;
            uint64_t addr[PV_LANES], old[PV_LANES];
            if (PV_MEM_SPACE(aux) == SP_SHARED && size == 4 && !wide &&
                PV_ATOM_OP(aux) == PV_AOP_ADD &&
                (PV_ATOM_TYPE(aux) == PV_AT_U || PV_ATOM_TYPE(aux) == PV_AT_S)) {
                /* the histogram case: 32-bit integer adds on .shared, in
                   bounds and aligned, lane after lane in place */
                const uint32_t *bv = R32(I->b);
                uint32_t t_[PV_LANES], ok = 1;
                uint8_t *sh = X->shared;    /* stores below may alias X */
#if PV_VECTOR_EXT
                if (m == FULL && I->a != PV_NO_REG && (aux & PV_MEM_ADDR32) &&
                    X->shared_size >= 4 && I->x <= X->shared_size - 4) {
                    /* whole warp: 32-bit offsets checked four lanes at a
                       time; register <= lim - x keeps the sum in bounds
                       and unwrapped */
                    const uint32_t *ra = R32(I->a);
                    const uint32_t x = (uint32_t)I->x;
                    uint32_t off[PV_LANES], c;
                    pv_u32x4 any = {0, 0, 0, 0}, bad4 = {0, 0, 0, 0};
                    const uint32_t lim = X->shared_size - 4 - x;
                    PV_UNROLL
                    for (c = 0; c < PV_LANES; c += 4) {
                        pv_u32x4 va, a4;
                        memcpy(&va, ra + c, sizeof va);
                        a4 = va + x;
                        any |= a4;
                        bad4 |= (pv_u32x4)(va > lim);
                        memcpy(off + c, &a4, sizeof a4);
                    }
                    if (!((any[0] | any[1] | any[2] | any[3]) & 3) &&
                        !(bad4[0] | bad4[1] | bad4[2] | bad4[3])) {
                        /* lane l reads its operand before it writes its
                           old value, and columns of different lanes never
                           meet, so d may be written in place */
                        uint32_t *d = I->d != PV_NO_REG ? R32(I->d) : t_;
                        PV_UNROLL
                        for (l = 0; l < PV_LANES; l++) {
                            uint32_t v, add = bv[l];
                            memcpy(&v, sh + off[l], 4);
                            d[l] = v;
                            v += add;
                            memcpy(sh + off[l], &v, 4);
                        }
                        break;
                    }
                }
#endif
                for (l = 0; l < PV_LANES; l++)
                    if ((m >> l) & 1u) {
                        uint64_t a = lane_addr(I, rf, l);
                        addr[l] = a;
                        ok &= !(a & 3) && a < X->shared_size &&
                              X->shared_size - a >= 4;
                    }
                if (ok) {
                    for (l = 0; l < PV_LANES; l++)
                        if ((m >> l) & 1u) {
                            uint32_t v;
                            memcpy(&v, sh + addr[l], 4);
                            t_[l] = v;
                            v += bv[l];
                            memcpy(sh + addr[l], &v, 4);
                        }
                    if (I->d != PV_NO_REG)
                        store32(R32(I->d), t_, m);
                    break;
                }
            }
            for (l = 0; l < PV_LANES; l++)
                if ((m >> l) & 1u)
                    addr[l] = lane_addr(I, rf, l);
            for (l = 0; l < PV_LANES && !bad; l++) {
                uint64_t a = addr[l], bv, cv = 0;
                uint32_t space = PV_MEM_SPACE(aux);
                if (!((m >> l) & 1u))
                    continue;
                bv = wide ? R64(I->b)[l] : R32(I->b)[l];
                if (I->c != PV_NO_REG)
                    cv = wide ? R64(I->c)[l] : R32(I->c)[l];
                if (a & (size - 1)) {
                    bad = fault(X, w->pc, l, a, size, 1, "misaligned");
                    break;
                }
                if (space == SP_NONE) {          /* generic: by window */
                    if (a >= PV_SHARED_WINDOW && a < PV_SHARED_WINDOW + PV_WINDOW_SIZE) {
                        space = SP_SHARED;
                        a -= PV_SHARED_WINDOW;
                    } else if (a >= PV_LOCAL_WINDOW && a < PV_LOCAL_WINDOW + PV_WINDOW_SIZE) {
                        space = SP_LOCAL;
                        a -= PV_LOCAL_WINDOW;
                    } else if (a >= PV_PARAM_WINDOW && a < PV_PARAM_WINDOW + PV_WINDOW_SIZE) {
                        bad = fault(X, w->pc, l, a - PV_PARAM_WINDOW, size, 1,
                                    "kernel parameters are read-only");
                        break;
                    } else {
                        space = SP_GLOBAL;
                    }
                }
                if (space == SP_SHARED) {        /* one host thread per CTA */
                    if (a > X->shared_size || size > X->shared_size - a) {
                        bad = fault(X, w->pc, l, a, size, 1, "outside .shared");
                        break;
                    }
                    old[l] = pv_atom_rmw(aux, X->shared + a, bv, cv, 0, 0, 0);
                } else if (space == SP_LOCAL) {  /* undefined in PTX: plain RMW */
                    uint8_t buf[8];
                    if (a > X->local_size || size > X->local_size - a) {
                        bad = fault(X, w->pc, l, a, size, 1, "outside the thread's .local");
                        break;
                    }
                    local_rw(local_base(X, w), a, l, buf, size, 0);
                    old[l] = pv_atom_rmw(aux, buf, bv, cv, 0, 0, 0);
                    local_rw(local_base(X, w), a, l, buf, size, 1);
                } else if (X->unchecked) {       /* the address is the host's */
                    old[l] = pv_atom_rmw(aux, (uint8_t *)(uintptr_t)a, bv, cv, 1, 1, 1);
                } else {
                    const pv_region *r = X->last;
                    uint64_t o;
                    if (!r || a < r->base || a - r->base > r->size ||
                        size > r->size - (a - r->base)) {
                        r = pv_devmem_find(&X->vm->mem, a, size);
                        if (!r) {
                            bad = fault(X, w->pc, l, a, size, 1, "not mapped");
                            break;
                        }
                        X->last = r;
                    }
                    if ((r->access & (PTXVM_READ | PTXVM_WRITE)) != (PTXVM_READ | PTXVM_WRITE)) {
                        bad = fault(X, w->pc, l, a, size, 1,
                                    (r->access & PTXVM_WRITE) ? "write-only memory"
                                                              : "read-only memory");
                        break;
                    }
                    o = a - r->base;
                    if (!r->host) {              /* callback-backed memory */
                        uint8_t ob[8], bb[8], cb[8];
                        pv_store_le(bb, bv, size);
                        pv_store_le(cb, cv, size);
                        if (!r->cb->atomic) {
                            bad = fault(X, w->pc, l, a, size, 1,
                                        "atomics on callback memory without an atomic callback");
                            break;
                        }
                        if (r->cb->atomic(r->cb_user, o, (int)PV_ATOM_OP(aux), size, bb,
                                          I->c != PV_NO_REG ? cb : NULL, ob) != PTXVM_OK) {
                            bad = fault(X, w->pc, l, a, size, 1, "the host callback failed");
                            break;
                        }
                        old[l] = pv_load_le(ob, size, 0);
                    } else {
                        /* a 16-bit element's word must lie in the region */
                        int word_ok = (o & ~(uint64_t)3) + 4 <= r->size;
                        old[l] = pv_atom_rmw(aux, r->host + o, bv, cv, 1, 1, word_ok);
                    }
                }
            }
            /* lanes done before a fault keep their effects, and their old
               values: the fault stops the launch anyway */
            if (I->d != PV_NO_REG) {
                uint32_t done = bad ? (m & ((1u << l) - 1u)) : m;
                if (wide) {
                    uint64_t *d = R64(I->d);
                    EACH_LANE(done, d[l] = old[l]);
                } else {
                    uint32_t *d = R32(I->d);
                    EACH_LANE(done, d[l] = (uint32_t)old[l]);
                }
            }
            if (bad) {
                X->steps = steps;
                X->thread_insns += PV_TINS();
                return PV_RUN_FAULT;
            }
            break;
        }
/* ---- end src/exec_atom.h, back in src/exec.c ---- */
/* ---- src/exec_bar.h ---- */
/* Handlers of the bar family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c); see exec_int.h for what is in scope.
   No include guard: this is a fragment, included once.

   The executing lanes arrive at the barrier (pv_barrier in exec.h); the
   warp counts once all its non-exited lanes have. .sync and .red park
   the lanes after the instruction and the warp stops once every live
   lane waits; the scheduler (launch.c) completes the barrier, writes the
   .red results and releases the lanes. .arrive goes on. */
        PV_CASE(BAR): PV_CASE(BAR_ARRIVE): PV_CASE(BAR_RED_POPC):
        PV_CASE(BAR_RED_AND): PV_CASE(BAR_RED_OR): {
            uint32_t l, lo = 0, id, cnt, *lanes;
            pv_barrier *B;
            if (!m)
                break;
            while (!((m >> lo) & 1u))
                lo++;
            id = I->a == PV_NO_REG ? (uint32_t)I->x : R32(I->a)[lo];
            cnt = I->b == PV_NO_REG ? I->c : R32(I->b)[lo];
            if (id >= PV_NBARRIERS || cnt % 32 || cnt > 1024 ||
                (I->b != PV_NO_REG && !cnt)) {
                X->steps = steps;
                X->thread_insns += PV_TINS();
                X->fault.insn = w->pc;
                X->fault.lane = lo;
                {   /* "...: N" without stdio */
                    const char *t = id >= PV_NBARRIERS ?
                        "barrier number outside 0..15: " :
                        "barrier thread count not a multiple of 32 in 32..1024: ";
                    uint32_t v = id >= PV_NBARRIERS ? id : cnt, n = 0, k = 0;
                    char dg[10];
                    while (*t)
                        X->msg[n++] = *t++;
                    do
                        dg[k++] = (char)('0' + v % 10);
                    while (v /= 10);
                    while (k)
                        X->msg[n++] = dg[--k];
                    X->msg[n] = 0;
                }
                return PV_RUN_TRAP;
            }
            if (I->op != PV_OP_BAR_ARRIVE && w->bar_wait && w->bar_id != id) {
                /* lanes of one warp wait at two barriers: the warp can
                   arrive at neither */
                X->steps = steps;
                X->thread_insns += PV_TINS();
                X->fault.insn = w->pc;
                return PV_RUN_DEADLOCK;
            }
            B = &X->bar[id];
            if (I->op >= PV_OP_BAR_RED_POPC) {
                uint32_t in;
                if (I->aux & PV_BAR_CONST) {
                    in = (I->aux & 1u) ? m : 0;
                } else {
                    in = pr[I->aux & ~(PV_BAR_NEG | PV_BAR_CONST)];
                    in = ((I->aux & PV_BAR_NEG) ? ~in : in) & m;
                }
                B->popc += popcount32(in);
                B->nfalse += popcount32(m & ~in);
            }
            if (cnt)
                B->count = cnt;
            B->insn = w->pc;
            lanes = &X->bar_lanes[w->index][id];
            *lanes |= m;
            if ((*lanes & w->live) == w->live) {
                B->warps++;
                *lanes = 0;
            }
            X->bar_used |= 1u << id;
            if (I->op == PV_OP_BAR_ARRIVE)
                break;
            if (m == w->live) {
                /* the whole warp at once (the common case): the scheduler
                   resumes it after the barrier without per-lane work */
                X->bar_whole |= 1u << w->index;
                w->bar_wait = m;
                w->bar_id = id;
                w->bar_insn = w->pc;
                w->active = 0;
                X->steps = steps;
                X->thread_insns += PV_TINS();
                return PV_RUN_BARRIER;
            }
            for (l = 0; l < PV_LANES; l++)
                if ((m >> l) & 1u)
                    w->lane_pc[l] = w->pc + 1;
            w->bar_wait |= m;
            w->bar_id = id;
            w->bar_insn = w->pc;
            w->active &= ~m;
            if (w->active) {
                w->pc++;
                continue;
            }
            if (!(w->live & ~w->bar_wait)) {
                /* the whole warp waits: nothing else to run */
                X->steps = steps;
                X->thread_insns += PV_TINS();
                return PV_RUN_BARRIER;
            }
            reschedule(w, 0);
            if (!w->active) {
                X->steps = steps;
                X->thread_insns += PV_TINS();
                return PV_RUN_BARRIER;
            }
            continue;
        }
/* ---- end src/exec_bar.h, back in src/exec.c ---- */
        default:
            break;
        }
        w->pc++;
    }
    X->steps = steps;
    X->thread_insns += PV_TINS();
    return PV_RUN_DONE;
#undef PV_TINS
}
#if PV_COMPUTED_GOTO
#  pragma GCC diagnostic pop
#endif
/* ---- src/fpconv.c ---- */
/* Floating-point format conversions on bit patterns. */

PTXVM_INTERNAL uint32_t fp_from_f64_rn(uint64_t d, int ebits, int mbits)
{
    uint32_t sign = (uint32_t)(d >> 63) << (ebits + mbits);
    int e = (int)((d >> 52) & 0x7ff);
    uint64_t frac = d & (((uint64_t)1 << 52) - 1);
    int bias = (1 << (ebits - 1)) - 1, emax = (1 << ebits) - 1;
    int exp;             /* unbiased exponent of the value               */
    uint64_t mant;       /* significand with the implicit bit, 53 bits    */
    int shift;
    uint64_t q, rem, half;
    if (e == 0x7ff) {
        if (frac)        /* NaN: canonical quiet NaN, positive */
            return ((uint32_t)emax << mbits) | (((uint32_t)1 << mbits) - 1);
        return sign | ((uint32_t)emax << mbits);
    }
    if (e == 0 && frac == 0)
        return sign;
    if (e == 0) {        /* double subnormal: far below any target's range */
        exp = -1022;
        mant = frac;
    } else {
        exp = e - 1023;
        mant = frac | ((uint64_t)1 << 52);
    }
    /* target exponent field: exp + bias; below 1 means subnormal */
    if (exp + bias >= 1)
        shift = 52 - mbits;
    else
        shift = 52 - mbits + (1 - (exp + bias));
    if (shift > 53)      /* below half the smallest subnormal: +-0 */
        return sign;
    q = mant >> shift;
    rem = mant & (((uint64_t)1 << shift) - 1);
    half = (uint64_t)1 << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
        q++;
    if (exp + bias >= 1) {
        /* q holds 1.fraction; carry may bump the exponent */
        uint32_t biased = (uint32_t)(exp + bias);
        if (q >> (mbits + 1)) {
            q >>= 1;
            biased++;
        }
        if (biased >= (uint32_t)emax)
            return sign | ((uint32_t)emax << mbits);
        return sign | (biased << mbits) | (uint32_t)(q & (((uint64_t)1 << mbits) - 1));
    }
    /* subnormal (q may round up into the smallest normal: same encoding) */
    return sign | (uint32_t)q;
}

PTXVM_INTERNAL uint64_t fp_to_f64(uint32_t x, int ebits, int mbits)
{
    uint64_t sign = (uint64_t)((x >> (ebits + mbits)) & 1) << 63;
    int e = (int)((x >> mbits) & ((1u << ebits) - 1));
    uint64_t frac = x & ((1u << mbits) - 1);
    int bias = (1 << (ebits - 1)) - 1;
    if (e == (1 << ebits) - 1)
        return sign | ((uint64_t)0x7ff << 52) | (frac << (52 - mbits));
    if (e == 0) {
        if (!frac)
            return sign;
        e = 1;
        while (!(frac & (1u << mbits))) {
            frac <<= 1;
            e--;
        }
        frac &= (1u << mbits) - 1;
    }
    return sign | ((uint64_t)(e - bias + 1023) << 52) | (frac << (52 - mbits));
}

PTXVM_INTERNAL uint64_t fp_f64_from_u64(uint64_t v, int is_signed)
{
    uint64_t sign = 0, q, rem, half;
    int msb = 63, shift;
    if (is_signed && (int64_t)v < 0) {
        sign = (uint64_t)1 << 63;
        v = 0 - v;
    }
    if (!v)
        return sign;
    while (!(v >> msb))
        msb--;
    if (msb <= 52)
        return sign | ((uint64_t)(msb + 1023) << 52) |
               ((v << (52 - msb)) & (((uint64_t)1 << 52) - 1));
    shift = msb - 52;
    q = v >> shift;
    rem = v & (((uint64_t)1 << shift) - 1);
    half = (uint64_t)1 << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
        q++;
    if (q >> 53) {
        q >>= 1;
        msb++;
    }
    return sign | ((uint64_t)(msb + 1023) << 52) | (q & (((uint64_t)1 << 52) - 1));
}
/* ---- src/fpops.c ---- */
/* Per-lane floating-point helpers (see fpops.h). Everything here is a
   pure function of bit patterns; rounding goes through softfp, so nothing
   depends on the host's rounding mode except the libm transcendental
   kernels of the .approx functions, whose double-precision results are far
   inside the ISA's error bounds before the final rounding. */
#include <math.h>

static double fp_d(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static uint64_t fp_b(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static uint64_t fp_mask(sf_fmt f)
{
    switch (f) {
    case SF_F16: case SF_BF16: return 0xffffu;
    case SF_F32: case SF_TF32: return 0xffffffffu;
    case SF_E4M3: case SF_E5M2: return 0xffu;
    default: return ~(uint64_t)0;
    }
}

static unsigned fp_width(sf_fmt f)
{
    switch (f) {
    case SF_F16: case SF_BF16: return 16;
    case SF_E4M3: case SF_E5M2: return 8;
    case SF_F64: return 64;
    default: return 32;
    }
}

/* .relu: negative results become +0, NaN the canonical NaN. */
static uint64_t fp_relu(sf_fmt f, uint64_t r)
{
    if (sf_isnan(f, r))
        return f == SF_F64 ? 0x7fffffffffffffffull :
               f == SF_F32 ? 0x7fffffffu : 0x7fffu;
    if ((r >> (fp_width(f) - 1)) & 1u)
        return 0;
    return r;
}

/* An .approx function of one operand: the operand widened exactly to
   double (flushed first with .ftz), the function in double, the result
   rounded to nearest once (and flushed with .ftz). */
static uint64_t fp_approx(uint32_t kind, sf_fmt f, uint64_t a, unsigned fl)
{
    unsigned ftz = fl & SF_FTZ;
    double x = fp_d(sf_cvt_ff(SF_F64, f, a, SF_RN, ftz)), y;
    switch (kind) {
    case FK_SIN: y = sin(x); break;
    case FK_COS: y = cos(x); break;
    case FK_LG2: y = log2(x); break;
    case FK_EX2: y = exp2(x); break;
    case FK_TANH: y = tanh(x); break;
    default: /* FK_RSQRT_APPROX */
        return sf_cvt_ff(f, SF_F64,
                         sf_rcp(SF_F64, sf_sqrt(SF_F64, fp_b(x), SF_RN, 0), SF_RN, 0),
                         SF_RN, ftz);
    }
    if (y != y)
        y = fp_d(0x7fffffffffffffffull);
    return sf_cvt_ff(f, SF_F64, fp_b(y), SF_RN, ftz);
}

/* rcp/rsqrt .approx.ftz.f64: the operand's upper word (1.11.20), flushed,
   the function rounded to nearest, the result's upper word kept. */
static uint64_t fp_gross(uint32_t kind, uint64_t a)
{
    uint64_t x = a & 0xffffffff00000000ull, r;
    if (sf_isnan(SF_F64, x))
        return 0x7fffffff00000000ull;
    if (!(x & 0x7ff0000000000000ull))
        x &= 0x8000000000000000ull;
    if (kind == FK_RSQRT_GROSS)
        x = sf_sqrt(SF_F64, x, SF_RN, 0);
    r = sf_rcp(SF_F64, x, SF_RN, 0);
    if (sf_isnan(SF_F64, r))
        return 0x7fffffff00000000ull;
    if (!(r & 0x7ff0000000000000ull))
        r &= 0x8000000000000000ull;
    return r & 0xffffffff00000000ull;
}

/* div.approx.f32: a * (1/b) with the reciprocal rounded to f32 and its
   subnormal results flushed (so |b| > 2^126 gives 0). */
static uint64_t fp_div_approx(uint64_t a, uint64_t b, unsigned fl)
{
    uint64_t r = sf_rcp(SF_F32, b, SF_RN, fl & SF_FTZ);
    if (!(r & 0x7f800000u))
        r &= 0x80000000u;
    return sf_mul(SF_F32, a, r, SF_RN, fl & SF_FTZ);
}

static uint64_t fp_arith1(uint32_t aux, sf_fmt f, uint64_t a, uint64_t b,
                          uint64_t c)
{
    uint32_t kind = aux & 63u;
    sf_rnd rm = (sf_rnd)((aux >> 9) & 7u);
    unsigned fl = (aux >> 12) & 0xffu;
    uint64_t r;
    switch (kind) {
    case FK_ADD: r = sf_add(f, a, b, rm, fl); break;
    case FK_SUB: r = sf_sub(f, a, b, rm, fl); break;
    case FK_MUL: r = sf_mul(f, a, b, rm, fl); break;
    case FK_FMA: r = sf_fma(f, a, b, c, rm, fl); break;
    case FK_DIV: r = sf_div(f, a, b, rm, fl); break;
    case FK_SQRT: r = sf_sqrt(f, a, rm, fl); break;
    case FK_RCP: r = sf_rcp(f, a, rm, fl); break;
    case FK_MIN: case FK_MIN3:
        if (aux & FP_AUX_ABSIN) {
            a = sf_abs(f, a, 0);
            b = sf_abs(f, b, 0);
            c = sf_abs(f, c, 0);
        }
        r = sf_min(f, a, b, fl);
        if (kind == FK_MIN3)
            r = sf_min(f, r, c, fl);
        break;
    case FK_MAX: case FK_MAX3:
        if (aux & FP_AUX_ABSIN) {
            a = sf_abs(f, a, 0);
            b = sf_abs(f, b, 0);
            c = sf_abs(f, c, 0);
        }
        r = sf_max(f, a, b, fl);
        if (kind == FK_MAX3)
            r = sf_max(f, r, c, fl);
        break;
    case FK_ABS: r = sf_abs(f, a, fl); break;
    case FK_NEG: r = sf_neg(f, a, fl); break;
    case FK_COPYSIGN: r = sf_copysign(f, a, b); break;
    case FK_RCP_APPROX: r = sf_rcp(f, a, SF_RN, fl & SF_FTZ); break;
    case FK_SQRT_APPROX: r = sf_sqrt(f, a, SF_RN, fl & SF_FTZ); break;
    case FK_DIV_APPROX: r = fp_div_approx(a, b, fl); break;
    case FK_DIV_FULL: r = sf_div(f, a, b, SF_RN, fl & SF_FTZ); break;
    case FK_RCP_GROSS: case FK_RSQRT_GROSS: r = fp_gross(kind, a); break;
    default: r = fp_approx(kind, f, a, fl); break;
    }
    if (aux & FP_AUX_RELU)
        r = fp_relu(f, r);
    return r;
}

PTXVM_INTERNAL uint64_t fp_arith(uint32_t aux, uint64_t a, uint64_t b,
                                 uint64_t c)
{
    sf_fmt f = (sf_fmt)((aux >> 6) & 7u);
    if (aux & FP_AUX_X2) {
        uint64_t lo = fp_arith1(aux, f, a & 0xffffu, b & 0xffffu, c & 0xffffu);
        uint64_t hi = fp_arith1(aux, f, (a >> 16) & 0xffffu, (b >> 16) & 0xffffu,
                                (c >> 16) & 0xffffu);
        return (lo & 0xffffu) | ((hi & 0xffffu) << 16);
    }
    {
        uint64_t m = fp_mask(f);
        return fp_arith1(aux, f, a & m, b & m, c & m) & m;
    }
}

static uint64_t fp_ff(sf_fmt dst, sf_fmt src, uint64_t a, sf_rnd rm,
                      unsigned fl)
{
    return sf_cvt_ff(dst, src, a & fp_mask(src), rm, fl) & fp_mask(dst);
}

PTXVM_INTERNAL uint64_t fp_convert(uint64_t desc, uint64_t a, uint64_t b)
{
    unsigned kind = (unsigned)(desc & 15u), fl = (unsigned)((desc >> 16) & 0xffu);
    sf_fmt dst = (sf_fmt)((desc >> 4) & 15u), src = (sf_fmt)((desc >> 8) & 15u);
    sf_rnd rm = (sf_rnd)((desc >> 12) & 7u);
    int bits = (int)((desc >> 24) & 127u), sgn = (int)((desc >> 31) & 1u);
    switch (kind) {
    case CK_FF:
        return fp_ff(dst, src, a, rm, fl);
    case CK_FI: {
        uint64_t v = sf_cvt_fi(sgn, bits, src, a & fp_mask(src), rm, fl);
        if (!sgn && bits < 64)
            v &= ((uint64_t)1 << bits) - 1;
        return v;
    }
    case CK_IF:
        if (bits < 64) {
            uint64_t m = ((uint64_t)1 << bits) - 1;
            a &= m;
            if (sgn && ((a >> (bits - 1)) & 1u))
                a |= ~m;
        }
        return sf_cvt_if(dst, a, sgn, rm, fl) & fp_mask(dst);
    case CK_RI:
        return sf_round_int(src, a & fp_mask(src), rm, fl) & fp_mask(src);
    case CK_PACK2:
        return (fp_ff(dst, src, a, rm, fl) << fp_width(dst)) |
               fp_ff(dst, src, b, rm, fl);
    default: { /* CK_X2 */
        unsigned sw = fp_width(src);
        return fp_ff(dst, src, a, rm, fl) |
               (fp_ff(dst, src, a >> sw, rm, fl) << fp_width(dst));
    }
    }
}

PTXVM_INTERNAL uint32_t fp_compare(uint32_t aux, uint64_t a, uint64_t b)
{
    sf_cmp op = (sf_cmp)(aux & 31u);
    sf_fmt f = (sf_fmt)((aux >> 5) & 7u);
    unsigned fl = (aux >> 8) & 1u ? SF_FTZ : 0;
    if (aux & (1u << 12))
        return (uint32_t)sf_setp(f, a & 0xffffu, b & 0xffffu, op, fl) |
               ((uint32_t)sf_setp(f, (a >> 16) & 0xffffu, (b >> 16) & 0xffffu,
                                  op, fl) << 1);
    return (uint32_t)sf_setp(f, a & fp_mask(f), b & fp_mask(f), op, fl);
}

PTXVM_INTERNAL uint32_t fp_set_value(uint32_t aux, uint32_t r)
{
    static const uint32_t one[5] = {0xffffffffu, 0x3f800000u, 0x3c00u,
                                    0x3f80u, 0xffffu};
    uint32_t kind = (aux >> 13) & 7u;
    if (aux & (1u << 12)) {
        uint32_t v = kind == FS_ONES ? 0xffffu : one[kind];
        return ((r & 1u) ? v : 0) | ((r & 2u) ? v << 16 : 0);
    }
    return (r & 1u) ? one[kind] : 0;
}
/* ---- src/hostcall.c ---- */
/* Calls from a kernel to the host: functions registered with
   ptxvm_register_function, and the built-in syscalls (vprintf, malloc,
   free, __assertfail) when the host has not replaced them. One call per
   calling lane, its parameters copied out of the lane's argbuf and its
   results back into retbuf. */
/* ---- src/printf_fmt.h ---- */
/* The formatter behind CUDA's device-side printf (the vprintf syscall):
   a format string and nvcc's packed argument buffer, both in device
   memory, become text in a caller's buffer, as glibc would print it (CUDA
   formats on the host with the host's C library). Numbers are formatted
   here, exactly, without libc, the heap, the locale or the host's
   rounding mode. */
#ifndef PTXVM_PRINTF_FMT_H
#define PTXVM_PRINTF_FMT_H

/* Read n bytes of device memory at the generic address addr into dst;
   return 0 on success, nonzero if any of them is unreadable. Strings are
   read in chunks up to the next 256-byte boundary, so rd may be asked for
   bytes past a string's NUL; when such a chunk fails it is read again
   byte by byte, so a string that ends where readable memory ends is fine.
   Arguments are read exactly (4 or 8 bytes each). */
typedef int (*pv_fmt_read_fn)(void *user, uint64_t addr, void *dst, size_t n);

/* The output: buf has cap bytes. The text is cut to cap - 1 bytes and
   always NUL-terminated (when cap > 0); len is its length (excluding the
   NUL), truncated is set when some of it did not fit. */
typedef struct pv_fmt_out {
    char  *buf;
    size_t cap;
    size_t len;
    int    truncated;
} pv_fmt_out;

/* Results other than an argument count. */
#define PV_FMT_FAULT       (-1) /* unreadable memory; err says where     */
#define PV_FMT_NULL_FORMAT (-2) /* fmt_addr is 0: nothing is printed, and
                                   CUDA's printf returns -1 to the kernel */

/* Limits (CUDA documents 32 arguments; the others only bound bad input). */
#define PV_FMT_MAX_ARGS    32        /* later conversions print as written */
#define PV_FMT_MAX_FORMAT  (1u << 20) /* bytes of format without a NUL     */
#define PV_FMT_MAX_STRING  (1u << 20) /* bytes of a %s string without NUL  */

/* Static in the amalgamation: a build that does not call it (the
   interpreter's vprintf is wired separately) must not warn. */
#if defined(__GNUC__) || defined(__clang__)
#  define PV_FMT_MAYBE_UNUSED __attribute__((unused))
#else
#  define PV_FMT_MAYBE_UNUSED
#endif

/* Format like CUDA's printf. The format string is read through rd at
   fmt_addr (NUL-terminated, at most PV_FMT_MAX_FORMAT bytes), the
   arguments from the buffer at args_addr laid out as nvcc lays out the
   vprintf buffer (see printf_fmt.c); args_addr may be 0 when the format
   takes no argument. out->buf and out->cap are the caller's; len and
   truncated are set here.
   Returns the number of arguments consumed (what CUDA's printf returns to
   the kernel), PV_FMT_NULL_FORMAT, or PV_FMT_FAULT with a message naming
   the address in err (errcap bytes, NUL-terminated; err may be NULL when
   errcap is 0). Bad pointers are errors, never crashes. */
PTXVM_INTERNAL PV_FMT_MAYBE_UNUSED
int pv_format_printf(pv_fmt_read_fn rd, void *user, uint64_t fmt_addr,
                     uint64_t args_addr, pv_fmt_out *out, char *err,
                     size_t errcap);
#endif
/* ---- end src/printf_fmt.h, back in src/hostcall.c ---- */
#include <stdio.h>

#define HC_MAX_PARAMS 64u

/* What ptxvm_call_read/write need to reach the calling thread's memory. */
typedef struct hc_call {
    ptxvm_call pub;              /* first: the host sees a ptxvm_call      */
    pv_cta    *X;
    pv_warp   *w;
    uint32_t   lane;
} hc_call;

static void hc_read_local(pv_cta *X, pv_warp *w, uint32_t l, uint32_t off,
                          void *dst, uint32_t n)
{
    (void)pv_lane_rw(X, w, l, PV_LOCAL_WINDOW + off, dst, n, 0);
}

static uint64_t hc_u64(const uint8_t *p, uint32_t n)
{
    return pv_load_le(p, n, 0);
}

/* __assertfail(message, file, line, function, charSize): CUDA's message. */
static int hc_assertfail(pv_cta *X, pv_warp *w, uint32_t l, const uint8_t *args,
                         const uint32_t *lay)
{
    char msg[160], file[160], fn[160];
    uint64_t pm = hc_u64(args + lay[0], lay[1]), pf = hc_u64(args + lay[2], lay[3]);
    uint64_t pfn = hc_u64(args + lay[6], lay[7]);
    uint32_t line = (uint32_t)hc_u64(args + lay[4], lay[5] > 4 ? 4 : lay[5]);
    uint32_t t = w->index * PV_LANES + l;
    const char *src[3];
    char *dst[3];
    uint64_t at[3];
    int i;
    at[0] = pm; at[1] = pf; at[2] = pfn;
    dst[0] = msg; dst[1] = file; dst[2] = fn;
    for (i = 0; i < 3; i++) {
        size_t k = 0;
        char c = 0;
        while (k + 1 < sizeof msg && pv_lane_rw(X, w, l, at[i] + k, &c, 1, 0) == 0 && c)
            dst[i][k++] = c;
        dst[i][k] = 0;
        src[i] = dst[i];
    }
    snprintf(X->msg, sizeof X->msg,
             "%s:%u: %s: block [%u,%u,%u], thread [%u,%u,%u] Assertion `%s` failed.",
             src[1], line, src[2], X->ctaid.x, X->ctaid.y, X->ctaid.z,
             t % X->ntid.x, (t / X->ntid.x) % X->ntid.y, t / (X->ntid.x * X->ntid.y),
             src[0]);
    return PV_RUN_TRAP;
}

typedef struct hc_lane {
    pv_cta  *X;
    pv_warp *w;
    uint32_t l;
} hc_lane;

static int hc_read(void *user, uint64_t addr, void *dst, size_t n)
{
    const hc_lane *c = (const hc_lane *)user;
    return pv_lane_rw(c->X, c->w, c->l, addr, dst, n, 0);
}

static void hc_write_ret(pv_cta *X, pv_warp *w, uint32_t l, const pv_func *F,
                         uint64_t v)
{
    uint8_t b[8];
    uint32_t n = F->ret_bytes < 8 ? F->ret_bytes : 8;
    if (!F->nrets)
        return;
    pv_store_le(b, v, n);
    (void)pv_lane_rw(X, w, l, PV_LOCAL_WINDOW + X->code->retbuf, b, n, 1);
}

/* vprintf(format, args): the whole text to host.print in one call, so
   lines of different threads never mix. */
static int hc_vprintf(pv_cta *X, pv_warp *w, uint32_t l, const pv_func *F,
                      const uint8_t *args, const uint32_t *lay)
{
    char text[4096], err[200];
    pv_fmt_out out;
    hc_lane c;
    int n;
    if (F->nparams != 2 || lay[1] != 8 || lay[3] != 8) {
        snprintf(X->msg, sizeof X->msg, "vprintf is declared with parameters "
                 "other than (.b64 format, .b64 args)");
        X->host_result = PTXVM_E_UNSUPPORTED;
        return PV_RUN_HOST;
    }
    c.X = X;
    c.w = w;
    c.l = l;
    out.buf = text;
    out.cap = sizeof text;
    out.len = 0;
    out.truncated = 0;
    err[0] = 0;
    n = pv_format_printf(hc_read, &c, hc_u64(args + lay[0], 8), hc_u64(args + lay[2], 8),
                         &out, err, sizeof err);
    if (n == PV_FMT_FAULT) {
        snprintf(X->msg, sizeof X->msg, "printf: %s", err);
        X->host_result = PTXVM_E_MEMORY_FAULT;
        return PV_RUN_HOST;
    }
    if (n == PV_FMT_NULL_FORMAT) {
        hc_write_ret(X, w, l, F, (uint64_t)(int64_t)-1);
        return PV_RUN_DONE;
    }
    if (out.len) {
        const ptxvm_host *h = &X->vm->cfg.host;
        pv_mutex_lock(&X->vm->lock);       /* one line at a time */
        if (h->print)
            h->print(h->user, text, out.len);
        else
            fwrite(text, 1, out.len, stdout);
        pv_mutex_unlock(&X->vm->lock);
    }
    hc_write_ret(X, w, l, F, (uint64_t)(int64_t)n);
    return PV_RUN_DONE;
}

/* malloc(size) / free(ptr) on the VM's device heap, made on first use. */
static int hc_heap(pv_cta *X, pv_warp *w, uint32_t l, const pv_func *F,
                   const uint8_t *args, const uint32_t *lay)
{
    ptxvm_vm *vm = X->vm;
    ptxvm_result r;
    if (F->nparams != 1 || lay[1] != 8) {
        snprintf(X->msg, sizeof X->msg, "%s is declared with a parameter other "
                 "than .b64", ir_name(X->ir, F->name));
        X->host_result = PTXVM_E_UNSUPPORTED;
        return PV_RUN_HOST;
    }
    pv_mutex_lock(&vm->lock);
    r = pv_vm_heap(vm);
    pv_mutex_unlock(&vm->lock);
    if (r != PTXVM_OK) {
        snprintf(X->msg, sizeof X->msg, "the device heap could not be created: "
                 "%.400s", vm->err);
        X->host_result = r;
        return PV_RUN_HOST;
    }
    if (F->builtin == PV_BUILTIN_MALLOC) {
        uint64_t a = 0;
        pv_mutex_lock(&vm->lock);
        r = pv_devheap_malloc(vm->devheap, hc_u64(args + lay[0], 8), &a);
        pv_mutex_unlock(&vm->lock);
        if (r != PTXVM_OK) {
            snprintf(X->msg, sizeof X->msg, "malloc: out of host memory");
            X->host_result = r;
            return PV_RUN_HOST;
        }
        hc_write_ret(X, w, l, F, a);
        return PV_RUN_DONE;
    }
    {
        uint64_t a = hc_u64(args + lay[0], 8);
        ptxvm_result fr;
        pv_mutex_lock(&vm->lock);
        fr = pv_devheap_free(vm->devheap, a);
        pv_mutex_unlock(&vm->lock);
        if (fr != PTXVM_OK) {
            snprintf(X->msg, sizeof X->msg, "free(0x%llx): not a pointer that "
                     "malloc returned, or already freed", (unsigned long long)a);
            X->host_result = PTXVM_E_MEMORY_FAULT;
            return PV_RUN_HOST;
        }
    }
    return PV_RUN_DONE;
}

PTXVM_INTERNAL int pv_host_call(pv_cta *X, pv_warp *w, const pv_func *F,
                                uint32_t l, uint32_t pc)
{
    const pv_code *k = X->code;
    const uint32_t *lay = k->playout + F->layout;
    uint8_t args[512], ret[64];
    const void *params[HC_MAX_PARAMS];
    uint32_t sizes[HC_MAX_PARAMS], i;
    hc_call call;
    ptxvm_result r;
    (void)pc;
    if (F->arg_bytes > sizeof args || F->ret_bytes > sizeof ret ||
        F->nparams > HC_MAX_PARAMS) {
        snprintf(X->msg, sizeof X->msg, "host function '%s': parameters too large",
                 ir_name(X->ir, F->name));
        X->host_result = PTXVM_E_UNSUPPORTED;
        return PV_RUN_HOST;
    }
    hc_read_local(X, w, l, k->argbuf, args, F->arg_bytes);
    if (!F->host && F->builtin == PV_BUILTIN_ASSERTFAIL)
        return F->nparams >= 4 ? hc_assertfail(X, w, l, args, lay) : PV_RUN_TRAP;
    if (!F->host && F->builtin == PV_BUILTIN_VPRINTF)
        return hc_vprintf(X, w, l, F, args, lay);
    if (!F->host)
        return hc_heap(X, w, l, F, args, lay);
    for (i = 0; i < F->nparams; i++) {
        params[i] = args + lay[2 * i];
        sizes[i] = lay[2 * i + 1];
    }
    memset(&call, 0, sizeof call);
    memset(ret, 0, sizeof ret);
    call.pub.vm = X->vm;
    call.pub.nparams = F->nparams;
    call.pub.params = params;
    call.pub.param_sizes = sizes;
    call.pub.ret = F->nrets ? ret : NULL;
    call.pub.ret_size = F->nrets ? F->ret_bytes : 0;
    call.pub.ctaid = X->ctaid;
    {
        uint32_t t = w->index * PV_LANES + l;
        call.pub.tid.x = t % X->ntid.x;
        call.pub.tid.y = (t / X->ntid.x) % X->ntid.y;
        call.pub.tid.z = t / (X->ntid.x * X->ntid.y);
    }
    call.X = X;
    call.w = w;
    call.lane = l;
    r = X->vm->hostfns[F->host - 1].fn(X->vm->hostfns[F->host - 1].user, &call.pub);
    if (r != PTXVM_OK) {
        snprintf(X->msg, sizeof X->msg, "host function '%s' failed with %s",
                 ir_name(X->ir, F->name), ptxvm_result_name(r));
        X->host_result = r;
        return PV_RUN_HOST;
    }
    if (F->nrets)
        (void)pv_lane_rw(X, w, l, PV_LOCAL_WINDOW + k->retbuf, ret, F->ret_bytes, 1);
    return PV_RUN_DONE;
}

ptxvm_result ptxvm_call_read(const ptxvm_call *call, ptxvm_addr generic,
                             void *dst, size_t n)
{
    const hc_call *c = (const hc_call *)(const void *)call;
    if (!call || (!dst && n))
        return PTXVM_E_INVALID_ARGUMENT;
    if (pv_lane_rw(c->X, c->w, c->lane, generic, dst, n, 0))
        return PTXVM_E_MEMORY_FAULT;
    return PTXVM_OK;
}

ptxvm_result ptxvm_call_write(const ptxvm_call *call, ptxvm_addr generic,
                              const void *src, size_t n)
{
    const hc_call *c = (const hc_call *)(const void *)call;
    if (!call || (!src && n))
        return PTXVM_E_INVALID_ARGUMENT;
    if (pv_lane_rw(c->X, c->w, c->lane, generic, (void *)(uintptr_t)src, n, 1))
        return PTXVM_E_MEMORY_FAULT;
    return PTXVM_OK;
}
/* ---- src/ir.c ---- */
/* IR helpers: type and state-space tables, module lifetime. */

static const struct {
    uint16_t kw;
    uint8_t  size;
    uint8_t  cls;
} type_info[T_COUNT] = {
    /* T_NONE     */ {0, 0, TC_NONE},
    /* T_PRED     */ {KW_pred, 1, TC_PRED},
    /* T_B8..B128 */ {KW_b8, 1, TC_BITS}, {KW_b16, 2, TC_BITS},
                     {KW_b32, 4, TC_BITS}, {KW_b64, 8, TC_BITS},
                     {KW_b128, 16, TC_BITS},
    /* T_U8..U64  */ {KW_u8, 1, TC_UINT}, {KW_u16, 2, TC_UINT},
                     {KW_u32, 4, TC_UINT}, {KW_u64, 8, TC_UINT},
    /* T_S8..S64  */ {KW_s8, 1, TC_SINT}, {KW_s16, 2, TC_SINT},
                     {KW_s32, 4, TC_SINT}, {KW_s64, 8, TC_SINT},
    /* T_F16      */ {KW_f16, 2, TC_FLOAT}, {KW_f16x2, 4, TC_FLOAT},
                     {KW_bf16, 2, TC_FLOAT}, {KW_bf16x2, 4, TC_FLOAT},
                     {KW_f32, 4, TC_FLOAT}, {KW_f64, 8, TC_FLOAT},
    /* T_TF32     */ {KW_tf32, 4, TC_FLOAT}, {KW_f32x2, 8, TC_FLOAT},
                     {KW_u16x2, 4, TC_UINT}, {KW_s16x2, 4, TC_SINT},
    /* fp8 & co   */ {KW_e4m3, 1, TC_FLOAT}, {KW_e5m2, 1, TC_FLOAT},
                     {KW_e4m3x2, 2, TC_FLOAT}, {KW_e5m2x2, 2, TC_FLOAT},
                     {KW_e2m1x2, 1, TC_FLOAT}, {KW_e2m3x2, 2, TC_FLOAT},
                     {KW_e3m2x2, 2, TC_FLOAT}, {KW_ue8m0x2, 2, TC_FLOAT},
    /* opaque     */ {KW_texref, 8, TC_OPAQUE}, {KW_samplerref, 8, TC_OPAQUE},
                     {KW_surfref, 8, TC_OPAQUE},
};

PTXVM_INTERNAL ir_type ir_type_of_kw(uint32_t kw)
{
    int t;
    if (kw < KW_pred || kw > KW_ue8m0x2) {
        if (kw == KW_texref) return T_TEXREF;
        if (kw == KW_samplerref) return T_SAMPLERREF;
        if (kw == KW_surfref) return T_SURFREF;
        return T_NONE;
    }
    for (t = T_PRED; t < T_COUNT; t++)
        if (type_info[t].kw == kw)
            return (ir_type)t;
    return T_NONE;
}

PTXVM_INTERNAL uint32_t ir_type_kw(ir_type t)
{
    return (unsigned)t < T_COUNT ? type_info[t].kw : 0;
}

PTXVM_INTERNAL uint32_t ir_type_size(ir_type t)
{
    return (unsigned)t < T_COUNT ? type_info[t].size : 0;
}

PTXVM_INTERNAL int ir_type_class(ir_type t)
{
    return (unsigned)t < T_COUNT ? type_info[t].cls : TC_NONE;
}

static const uint16_t space_kw[] = {
    0, KW_reg, KW_sreg, KW_const, KW_global, KW_local, KW_param, KW_shared,
    KW_tex
};

PTXVM_INTERNAL ir_space ir_space_of_kw(uint32_t kw)
{
    unsigned s;
    for (s = 1; s < PV_COUNTOF(space_kw); s++)
        if (space_kw[s] == kw)
            return (ir_space)s;
    return SP_NONE;
}

PTXVM_INTERNAL uint32_t ir_space_kw(ir_space s)
{
    return (unsigned)s < PV_COUNTOF(space_kw) ? space_kw[s] : 0;
}

/* Pools whose index 0 means "none" start with one zeroed element. */
#define POOL_RESERVE0(m, pool)                                             \
    do {                                                                   \
        void *d_ = pv_grow((m)->heap, (m)->pool.data, &(m)->pool.cap, 1,   \
                           sizeof *(m)->pool.data);                        \
        if (!d_)                                                           \
            goto fail;                                                     \
        (m)->pool.data = d_;                                               \
        memset((m)->pool.data, 0, sizeof *(m)->pool.data);                 \
        (m)->pool.len = 1;                                                 \
    } while (0)

#define POOL_FREE(m, pool) \
    pv_free((m)->heap, (m)->pool.data, (size_t)(m)->pool.cap * sizeof *(m)->pool.data)

#define IR_POOLS(X) X(items) X(vars) X(funcs) X(insts) X(opnds) X(mods) \
    X(stmts) X(labels) X(tlists) X(pragmas) X(locs) X(files) X(sections) \
    X(aliases) X(syms) X(dims) X(inits) X(segs) X(blob) X(relocs) X(fields)

PTXVM_INTERNAL ir_module *ir_module_new(pv_heap *heap)
{
    ir_module *m = (ir_module *)pv_realloc(heap, NULL, 0, sizeof *m);
    if (!m)
        return NULL;
    memset(m, 0, sizeof *m);
    m->heap = heap;
    pv_arena_init(&m->arena, heap);
    if (pv_strtab_init(&m->strtab, heap, &m->arena) != 0)
        goto fail;
    POOL_RESERVE0(m, vars);
    POOL_RESERVE0(m, funcs);
    POOL_RESERVE0(m, insts);
    POOL_RESERVE0(m, opnds);
    POOL_RESERVE0(m, mods);
    POOL_RESERVE0(m, labels);
    POOL_RESERVE0(m, tlists);
    POOL_RESERVE0(m, pragmas);
    POOL_RESERVE0(m, locs);
    POOL_RESERVE0(m, inits);
    return m;
fail:
    ir_module_free(m);
    return NULL;
}

PTXVM_INTERNAL void ir_module_free(ir_module *m)
{
    if (!m)
        return;
#define X(pool) POOL_FREE(m, pool);
    IR_POOLS(X)
#undef X
    if (m->scratch)
        pv_free(m->heap, m->scratch, m->scratch_bytes);
    pv_strtab_free(&m->strtab);
    pv_arena_free(&m->arena);
    pv_free(m->heap, m, sizeof *m);
}

#define POOL_SHRINK(m, pool)                                               \
    do {                                                                   \
        size_t e_ = sizeof *(m)->pool.data;                                \
        if ((m)->pool.len && (m)->pool.len < (m)->pool.cap) {              \
            void *d_ = pv_realloc((m)->heap, (m)->pool.data,               \
                                  (size_t)(m)->pool.cap * e_,              \
                                  (size_t)(m)->pool.len * e_);             \
            if (d_) {                                                      \
                (m)->pool.data = d_;                                       \
                (m)->pool.cap = (m)->pool.len;                             \
            }                                                              \
        }                                                                  \
    } while (0)

PTXVM_INTERNAL void ir_module_shrink(ir_module *m)
{
#define X(pool) POOL_SHRINK(m, pool);
    IR_POOLS(X)
#undef X
}
/* ---- src/isa.c ---- */
/* The instruction table compiler: turns the form strings of isa_table.h
   into bitmask matchers, one opcode at a time, the first time that opcode
   is checked. The matcher itself is in isa_match.c. */

/* ---- const tables ------------------------------------------------------------ */
static const isa_form_src isa_forms[] = {
#define ISA_SET(name, role, text)
#define ISA(op, text) { KW_op_##op, text },
/* ---- src/isa_table.h ---- */
/* The instruction table: every legal form of every checked instruction,
   as data. Two X-macro lists:

     ISA_SET(name, ROLE, "alternatives")   a named set of modifiers
     ISA(opcode, "modifiers operands")     one legal form of opcode

   A form string is the spec's syntax line without the opcode:

   modifiers (no spaces between items; matched in any order, except that
   type slots are positional: the instruction's type modifiers fill the
   form's type slots left to right):
     .word           a required modifier
     (.a|.b|@set)    a required choice
     @set            a required choice from a named set
     {...}           an optional item: {.ftz}, {.a|.b}, {@rnd}
     A slot whose alternatives are all types is a type slot. Every other
     slot has a role that says where isa_decoded records it: the named
     set's ROLE, else the role of its first keyword (rounding modifiers
     are RND, scopes SCOPE, state spaces SPACE, .v2/.v4/.v8 VEC, ...,
     modifiers listed in ISA_FLAGS (isa.h) FLAG, anything else MODE).

   operands, after one space, comma-separated, each:
     [?] kind [type] [flags]
     ?     optional; only trailing operands may be optional
     kind  r register       x register or constant   i integer constant
           p predicate      a address [..]            l label
           v data: a register, or a {..} brace of .vN registers (by the
             form's VEC slot)   w the same, constants allowed
           m mov source: register, constant, variable or function name
           s variable name or register (cvta, getctarank, mapa)
           k pack/unpack brace (mov.b64 d, {a, b}) or register
           t .branchtargets list   h cache-policy (.b64; present exactly
             when .L2::cache_hint is)   B a {..} brace of registers
           C the call operand lists   * anything (checked elsewhere)
     type  0..3   the type of type slot N;  .u32 etc.: that fixed type;
           none:  any type
     flags ~ relaxed size rules (ld/st/cvt)   _ sink allowed
           ! !p allowed   | d|p pair allowed   ^ d|p pair required
           u address may carry a .unified suffix   + twice the width
           (mul.wide); for 'a', a .space instead of a type fixes the
           state space of the address (cp.async's two addresses)
           - -r allowed (vmad)   video selectors: s .b0-.b3/.h0/.h1
           allowed, S required; h .hxy; b .bxyzw; H mask .h0/.h1/.h10;
           B mask .b0 ... .b3210

   Forms of an opcode are consecutive and tried in order, so the most
   common come first. */

/* ---- named sets ----------------------------------------------------- */
ISA_SET(rnd,     RND,   ".rn|.rz|.rm|.rp")
ISA_SET(irnd,    RND,   ".rni|.rzi|.rmi|.rpi")
ISA_SET(cmp,     CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.lo|.ls|.hi|.hs|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(fcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(bool,    BOOL,  ".and|.or|.xor")
ISA_SET(bool2,   BOOL,  ".and|.or")
ISA_SET(scope,   SCOPE, ".cta|.cluster|.gpu|.sys")
ISA_SET(hilo,    FLAG,  ".hi|.lo")
ISA_SET(mulmode, FLAG,  ".hi|.lo|.wide")
ISA_SET(i16,     TYPE,  ".u16|.u32|.u64|.s16|.s32|.s64")
ISA_SET(i32,     TYPE,  ".u32|.s32|.u64|.s64")
ISA_SET(us32,    TYPE,  ".u32|.s32")
ISA_SET(us64,    TYPE,  ".u32|.u64")
ISA_SET(b3264,   TYPE,  ".b32|.b64")
ISA_SET(logic,   TYPE,  ".pred|.b16|.b32|.b64")
ISA_SET(all11,   TYPE,  ".b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(movtype, TYPE,  ".pred|.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(ldtype,  TYPE,  ".b8|.b16|.b32|.b64|.b128|.u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.f32|.f64")
ISA_SET(cvttype, TYPE,  ".u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.bf16|.f16|.f32|.f64")
ISA_SET(half,    TYPE,  ".f16|.f16x2")
ISA_SET(bhalf,   TYPE,  ".bf16|.bf16x2")
ISA_SET(hb,      TYPE,  ".f16|.bf16")
ISA_SET(f8x2,    TYPE,  ".e4m3x2|.e5m2x2")
ISA_SET(f6x2,    TYPE,  ".e2m3x2|.e3m2x2")
ISA_SET(f8x4,    TYPE,  ".e4m3x4|.e5m2x4")
ISA_SET(f6x4,    TYPE,  ".e2m3x4|.e3m2x4")
ISA_SET(space8,  SPACE, ".const|.global|.local|.shared|.shared::cta|.shared::cluster|.param|.param::entry")
ISA_SET(ldss,    SPACE, ".const|.global|.local|.param::entry|.param::func|.param|.shared|.shared::cta|.shared::cluster")
ISA_SET(stss,    SPACE, ".global|.local|.param|.param::func|.shared|.shared::cta|.shared::cluster")
ISA_SET(aspace,  SPACE, ".global|.shared|.shared::cta|.shared::cluster")
ISA_SET(shcta,   SPACE, ".shared|.shared::cta")
ISA_SET(ldcop,   CACHE, ".ca|.cg|.cs|.lu|.cv")
ISA_SET(nccop,   CACHE, ".ca|.cg|.cs")
ISA_SET(stcop,   CACHE, ".wb|.cg|.cs|.wt")
ISA_SET(l1ev,    EVICT1, ".L1::evict_normal|.L1::evict_unchanged|.L1::evict_first|.L1::evict_last|.L1::no_allocate")
ISA_SET(l2ev,    EVICT2, ".L2::evict_normal|.L2::evict_first|.L2::evict_last")
ISA_SET(pfsz,    PFSIZE, ".L2::64B|.L2::128B|.L2::256B")
ISA_SET(vec,     VEC,   ".v2|.v4|.v8")
ISA_SET(vec24,   VEC,   ".v2|.v4")
ISA_SET(asem,    SEM,   ".relaxed|.acquire|.release|.acq_rel")
ISA_SET(rsem,    SEM,   ".relaxed|.release")
ISA_SET(aop,     AOP,   ".and|.or|.xor|.exch|.add|.inc|.dec|.min|.max")
ISA_SET(redop,   AOP,   ".and|.or|.xor|.add|.inc|.dec|.min|.max")
ISA_SET(aopmm,   AOP,   ".add|.min|.max")
ISA_SET(aopcas,  AOP,   ".cas")
ISA_SET(aopexch, AOP,   ".exch")
ISA_SET(aopadd,  AOP,   ".add")
ISA_SET(aoplog,  AOP,   ".and|.or|.xor")
ISA_SET(aopmin,  AOP,   ".min|.max")
ISA_SET(barop,   AOP,   ".and|.or")
ISA_SET(popc,    AOP,   ".popc")
ISA_SET(clampw,  MODE,  ".clamp|.wrap")
ISA_SET(votem,   MODE,  ".all|.any|.uni")
ISA_SET(shflm,   MODE,  ".up|.down|.bfly|.idx")
ISA_SET(prmtm,   MODE,  ".f4e|.b4e|.rc8|.ecl|.ecr|.rc16")
ISA_SET(testop,  MODE,  ".finite|.infinite|.number|.notanumber|.normal|.subnormal")
ISA_SET(shfdir,  MODE,  ".l|.r")
ISA_SET(geom,    MODE,  ".1d|.2d|.3d|.a1d|.a2d|.cube|.acube|.2dms|.a2dms")
ISA_SET(sgeom,   MODE,  ".1d|.2d|.3d|.a1d|.a2d")
ISA_SET(sdim,    MODE,  ".1d|.2d|.3d")
ISA_SET(t4geom,  MODE,  ".2d|.a2d|.cube|.acube")
ISA_SET(t4comp,  MODE,  ".r|.g|.b|.a")
ISA_SET(sumode,  MODE,  ".trap|.clamp|.zero")
ISA_SET(suop,    AOP,   ".add|.min|.max|.and|.or")
ISA_SET(tquery,  MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.normalized_coords|.array_size|.num_mipmap_levels|.num_samples")
ISA_SET(tlquery, MODE,  ".width|.height|.depth")
ISA_SET(squery,  MODE,  ".force_unnormalized_coords|.filter_mode|.addr_mode_0|.addr_mode_1|.addr_mode_2")
ISA_SET(suquery, MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.array_size|.memory_layout")
ISA_SET(fsem,    SEM,   ".sc|.acq_rel|.acquire|.release")
ISA_SET(mblevel, SCOPE, ".cta|.gl|.sys")
ISA_SET(mbsem,   SEM,   ".release|.relaxed")
ISA_SET(mbwsem,  SEM,   ".acquire|.relaxed")
ISA_SET(ctaclu,  SCOPE, ".cta|.cluster")
ISA_SET(mbwait,  MODE,  ".test_wait|.try_wait")
ISA_SET(l2prio,  EVICT2, ".L2::evict_last|.L2::evict_normal|.L2::evict_first|.L2::evict_unchanged")
ISA_SET(l2prio2, EVICT1, ".L2::evict_first|.L2::evict_unchanged")
ISA_SET(gdc,     MODE,  ".launch_dependents|.wait")
ISA_SET(incdec,  MODE,  ".inc|.dec")
ISA_SET(cpsize,  MODE,  ".ca|.cg")
ISA_SET(ldmx,    MODE,  ".x1|.x2|.x4")
ISA_SET(ldmshape, MODE, ".m8n8|.m16n16|.m8n16")
ISA_SET(mmalay,  MODE,  ".row|.col")
ISA_SET(vcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge")

/* ---- integer arithmetic ----------------------------------------------- */
ISA(add, "(.u16|.u32|.u64|.s16|.s32|.s64|.u16x2|.s16x2) r0,x0,x0")
ISA(add, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(add, ".sat.s32 r0,x0,x0")
ISA(add, "{@rnd}.f64 r0,x0,x0")
ISA(add, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(add, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(add, "{.rn}@bhalf r0,x0,x0")
ISA(add, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(add, ".cc@i32 r0,x0,x0")
ISA(sub, "@i16 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(sub, ".sat.s32 r0,x0,x0")
ISA(sub, "{@rnd}.f64 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(sub, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(sub, "{.rn}@bhalf r0,x0,x0")
ISA(sub, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(sub, ".cc@i32 r0,x0,x0")
ISA(addc, "{.cc}@i32 r0,x0,x0")
ISA(subc, "{.cc}@i32 r0,x0,x0")
ISA(mul, "(.hi|.lo)@i16 r0,x0,x0")
ISA(mul, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0")
ISA(mul, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(mul, "{@rnd}.f64 r0,x0,x0")
ISA(mul, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(mul, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(mul, "{.rn}@bhalf r0,x0,x0")
ISA(mad, "(.hi|.lo)@i16 r0,x0,x0,x0")
ISA(mad, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0,x0+")
ISA(mad, ".hi.sat.s32 r0,x0,x0,x0")
ISA(mad, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "@rnd.f64 r0,x0,x0,x0")
ISA(mad, "@hilo.cc@i32 r0,x0,x0,x0")
ISA(madc, "@hilo{.cc}@i32 r0,x0,x0,x0")
ISA(mul24, "@hilo@us32 r0,x0,x0")
ISA(mad24, "@hilo@us32 r0,x0,x0,x0")
ISA(mad24, ".hi.sat.s32 r0,x0,x0,x0")
ISA(sad, "@i16 r0,x0,x0,x0")
ISA(div, "@i16 r0,x0,x0")
ISA(div, "(.approx|.full){.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd{.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd.f64 r0,x0,x0")
ISA(rem, "@i16 r0,x0,x0")
ISA(abs, "(.s16|.s32|.s64) r0,x0")
ISA(abs, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(abs, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(neg, "(.s16|.s32|.s64) r0,x0")
ISA(neg, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(neg, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(min, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(min, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(min, ".f64 r0,x0,x0")
ISA(min, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(max, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(max, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(max, ".f64 r0,x0,x0")
ISA(max, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(popc, "@b3264 r.u32,x0")
ISA(clz, "@b3264 r.u32,x0")
ISA(bfind, "{.shiftamt}@i32 r.u32,x0")
ISA(brev, "@b3264 r0,x0")
ISA(bfe, "@i32 r0,x0,x.u32,x.u32")
ISA(bfi, "@b3264 r0,x0,x0,x.u32,x.u32")
ISA(fns, ".b32 r0,x0,x0,x.s32")
ISA(bmsk, "@clampw.b32 r0,x0,x0")
ISA(szext, "@clampw@us32 r0,x0,x.u32")
ISA(dp4a, "@us32@us32 r.b32,x0,x1,x.b32")
ISA(dp2a, "@hilo@us32@us32 r.b32,x0,x1,x.b32")

/* ---- video: scalar d, a, b[, c] with .sat and a secondary operation
   (.add .min .max); SIMD d, a, b, c with .sat (merge) or .add ---------- */
ISA(vadd, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vadd, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vadd, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vsub, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vabsdiff, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmin, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmax, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshl, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshr, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vmad, "@us32@us32@us32{.sat}{.shr7|.shr15} r0,x1s-,x2s-,x0-")
ISA(vmad, "@us32@us32@us32.po{.sat}{.shr7|.shr15} r0,x1s,x2s,x0")
ISA(vset, "@us32@us32@vcmp r.u32,x0s,x1s")
ISA(vset, "@us32@us32@vcmp@aopmm r.u32,x0s,x1s,x.u32")
ISA(vset, "@us32@us32@vcmp r0S,x0s,x1s,x.u32")
ISA(vadd2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vadd2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vset2, "@us32@us32@vcmp r0H,x0h,x1h,x.u32")
ISA(vset2, "@us32@us32@vcmp@aopadd r0H,x0h,x1h,x.u32")
ISA(vadd4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vadd4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vset4, "@us32@us32@vcmp r0B,x0b,x1b,x.u32")
ISA(vset4, "@us32@us32@vcmp@aopadd r0B,x0b,x1b,x.u32")

/* ---- floating point --------------------------------------------------- */
ISA(testp, "@testop(.f32|.f64) p,x0")
ISA(copysign, "(.f32|.f64) r0,x0,x0")
ISA(fma, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(fma, "@rnd.f64 r0,x0,x0,x0")
ISA(fma, "@rnd{.ftz}.f32x2 r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}{.sat}@half r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}.relu@half r0,x0,x0,x0")
ISA(fma, ".rn{.relu}@bhalf r0,x0,x0,x0")
ISA(fma, ".rn.oob{.relu}(.f16|.f16x2|.bf16|.bf16x2) r0,x0,x0,x0")
ISA(fma, "@rnd{.sat}.f32@hb r0,x1,x1,x0")
ISA(rcp, ".approx{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd.f64 r0,x0")
ISA(rcp, ".approx.ftz.f64 r0,x0")
ISA(sqrt, ".approx{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd.f64 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f32 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f64 r0,x0")
ISA(sin, ".approx{.ftz}.f32 r0,x0")
ISA(cos, ".approx{.ftz}.f32 r0,x0")
ISA(lg2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx@half r0,x0")
ISA(ex2, ".approx.ftz@bhalf r0,x0")
ISA(tanh, ".approx(.f16|.f32|.f16x2|.bf16|.bf16x2) r0,x0")

/* ---- comparison and selection ------------------------------------------ */
ISA(setp, "@cmp{.ftz}@all11 p|,x0,x0")
ISA(setp, "@cmp@bool{.ftz}@all11 p|,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16 p,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16 p,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16x2 p^,x0,x0,p!")
ISA(setp, "@fcmp.bf16 p,x0,x0")
ISA(setp, "@fcmp@bool.bf16 p,x0,x0,p!")
ISA(setp, "@fcmp.bf16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool.bf16x2 p^,x0,x0,p!")
ISA(set, "@cmp{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1")
ISA(set, "@cmp@bool{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1,p!")
ISA(set, "@fcmp(.u16|.s16|.u32|.s32).bf16 r0,x1,x1")
ISA(set, "@fcmp@bool(.u16|.s16|.u32|.s32).bf16 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1,p!")
ISA(set, "@fcmp(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1")
ISA(set, "@fcmp@bool(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1,p!")
ISA(selp, "@all11 r0,x0,x0,p")
ISA(slct, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).s32 r0,x0,x0,x1")
ISA(slct, "{.ftz}(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).f32 r0,x0,x0,x1")

/* ---- logic and shift ---------------------------------------------------- */
ISA(and, "@logic r0,x0,x0")
ISA(or, "@logic r0,x0,x0")
ISA(xor, "@logic r0,x0,x0")
ISA(not, "@logic r0,x0")
ISA(cnot, "(.b16|.b32|.b64) r0,x0")
ISA(lop3, ".b32 r0,x0,x0,x0,i.b32")
ISA(lop3, "@bool2.b32 r0^,x0,x0,x0,i.b32,p!")
ISA(shf, "@shfdir@clampw.b32 r0,x0,x0,x.u32")
ISA(shl, "(.b16|.b32|.b64) r0,x0,x.u32")
ISA(shr, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64) r0,x0,x.u32")

/* ---- data movement -------------------------------------------------------- */
ISA(mov, "@movtype r0,m0")
ISA(mov, "(.b16|.b32|.b64|.b128) k0_,k0")
ISA(mov, "@vec(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64) v0,w0")
ISA(ld, "{.weak}{@ldss}{@ldcop}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, "{.weak}{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, ".volatile{@ldss}{@pfsz}{@vec}@ldtype v0~_,a")
ISA(ld, "(.relaxed|.acquire)@scope{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".mmio.relaxed.sys{.global}@ldtype r0~,a")
ISA(ld, ".global{@nccop}.nc{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".global.nc{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(st, "{.weak}{@stss}{@stcop}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, "{.weak}{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".volatile{@stss}{@vec}@ldtype a,w0~")
ISA(st, "(.relaxed|.release)@scope{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".mmio.relaxed.sys{.global}@ldtype a,x0~")
ISA(ldu, "{.global}{@vec24}@ldtype v0~_,a")
ISA(prefetch, "{.global|.local}(.L1|.L2) a")
ISA(prefetch, ".global(.L2::evict_last|.L2::evict_normal) a")
ISA(prefetch, "{.const|.param}.tensormap a")
ISA(prefetchu, ".L1 a")
ISA(isspacep, "@space8 p,s")
ISA(cvta, "@space8@us64 r0,s0")
ISA(cvta, ".to@space8@us64 r0,x0")
ISA(cvt, "{@irnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "{@rnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16|.bf16).f32 r0~,x1")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1")
ISA(cvt, ".rs{.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1,x.b32")
ISA(cvt, ".rna{.satfinite}.tf32.f32 r.b32,x1")
ISA(cvt, "(.rn|.rz){.satfinite}{.relu}.tf32.f32 r.b32,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f16x2 r.b16~,x1")
ISA(cvt, ".rn{.relu}.f16x2@f8x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f8x4.f32 r.b32,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}.e2m1x2.f32 r.b8~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2.e2m1x2 r0,x.b8~")
ISA(cvt, ".rs{.relu}.satfinite.e2m1x4.f32 r.b16~,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}@f6x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2@f6x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f6x4.f32 r.b32,B1,x.b32")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.f32 r.b16~,x1,x1")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.bf16x2 r.b16~,x1")
ISA(cvt, ".rn.bf16x2.ue8m0x2 r0,x.b16")
ISA(cvt, ".pack.sat(.u16|.s16).s32 r.b32,x1,x1")
ISA(cvt, ".pack.sat(.u2|.s2|.u4|.s4|.u8|.s8).s32.b32 r.b32,x1,x1,x2")
ISA(prmt, ".b32{@prmtm} r0,x0,x0,x0")

/* ---- control flow ------------------------------------------------------------ */
ISA(bra, "{.uni} l")
ISA(brx, ".idx{.uni} x.u32,t")
ISA(call, "{.uni} C")
ISA(ret, "{.uni} ")
ISA(exit, " ")
ISA(trap, " ")
ISA(brkpt, " ")
ISA(pmevent, "{.mask} i")
ISA(nanosleep, ".u32 x0")

/* ---- synchronisation and communication ------------------------------------ */
ISA(bar, "{.cta}.sync x.u32,?x.u32")
ISA(bar, "{.cta}.arrive x.u32,x.u32")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,p!")
ISA(bar, ".warp.sync x.b32")
ISA(barrier, "{.cta}.sync{.aligned} x.u32,?x.u32")
ISA(barrier, "{.cta}.arrive{.aligned} x.u32,x.u32")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,p!")
ISA(barrier, ".cluster.arrive{@rsem}{.aligned} ")
ISA(barrier, ".cluster.wait{.acquire}{.aligned} ")
ISA(membar, "@mblevel ")
ISA(membar, ".proxy(.alias|.async) ")
ISA(membar, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, "{@fsem}@scope ")
ISA(fence, ".acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".release.sync_restrict::shared::cta.cluster ")
ISA(fence, ".mbarrier_init.release.cluster ")
ISA(fence, ".proxy(.alias|.async) ")
ISA(fence, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, ".proxy.tensormap::generic.release@scope ")
ISA(fence, ".proxy.tensormap::generic.acquire@scope a,i")
ISA(fence, ".proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".proxy.async::generic.release.sync_restrict::shared::cta.cluster ")
ISA(atom, "{@asem}{@scope}{@aspace}@aop{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopcas(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64|.b16|.b128) r0,a,x0,x0")
ISA(atom, "{@asem}{@scope}{@aspace}@aopexch{.L2::cache_hint}.b128 r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopadd.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopadd{.L2::cache_hint}@vec24.f32 v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec@hb v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) v0,a,v0,?h")
ISA(red, "@redop{@aspace}{@rsem}{@scope}{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}{.L2::cache_hint}@vec24.f32 a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec@hb a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) a,v0,?h")
ISA(vote, "@votem.pred p,p!")
ISA(vote, ".ballot.b32 r0,p!")
ISA(vote, ".sync@votem.pred p,p!,x.b32")
ISA(vote, ".sync.ballot.b32 r0,p!,x.b32")
ISA(activemask, ".b32 r0")
ISA(shfl, "@shflm.b32 r0|,x0,x0,x0")
ISA(shfl, ".sync@shflm.b32 r0|,x0,x0,x0,x0")
ISA(match, ".any.sync@b3264 r.b32,x0,x.b32")
ISA(match, ".all.sync@b3264 r.b32|,x0,x.b32")
ISA(redux, ".sync@aopmm@us32 r0,x0,x.b32")
ISA(redux, ".sync@aoplog.b32 r0,x0,x.b32")
ISA(redux, ".sync@aopmin{.abs}{.NaN}.f32 r0,x0,x.b32")
ISA(elect, ".sync r.b32^,x.b32")
ISA(alloca, "@us64 r0,x0,?i")
ISA(stacksave, "@us64 r0")
ISA(stackrestore, "@us64 x0")

/* ---- textures and surfaces (address shapes checked loosely) ----------------- */
ISA(tex, "{.base|.level|.grad}@geom.v4(.u32|.s32|.f16|.f32)(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tex, "{.base|.level|.grad}@geom.v2.f16x2(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tld4, "@t4comp@t4geom.v4(.u32|.s32|.f32).f32 B0|,*,?*,?*")
ISA(txq, "@tquery.b32 r0,*")
ISA(txq, ".level@tlquery.b32 r0,*,x.s32")
ISA(txq, "@squery.b32 r0,*")
ISA(suld, ".b@sgeom{@ldcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} v0~,*")
ISA(sust, ".b@sgeom{@stcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} *,w0~")
ISA(sust, ".p@sdim{@vec24}.b32{@sumode} *,w0~")
ISA(sured, ".b@suop@sdim(.u32|.u64|.s32|.b32|.s64)@sumode *,x0")
ISA(sured, ".p@suop@sdim(.b32|.b64)@sumode *,x0")
ISA(suq, "@suquery.b32 r0,*")
ISA(istypep, "(.texref|.samplerref|.surfref) p,*")

/* ---- asynchronous copies, barriers and cluster ------------------------------- */
ISA(cp, ".async@cpsize@shcta.global{.L2::cache_hint}{@pfsz} a.shared,a.global,i,?x.u32,?h")
ISA(cp, ".async.commit_group ")
ISA(cp, ".async.wait_group i")
ISA(cp, ".async.wait_all ")
ISA(cp, ".async.mbarrier.arrive{.noinc}{@shcta}.b64 a")
ISA(mbarrier, ".init{@shcta}.b64 a,x.u32")
ISA(mbarrier, ".inval{@shcta}.b64 a")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive_drop.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, "(.expect_tx|.complete_tx){.relaxed}{@ctaclu}{@shcta|.shared::cluster}.b64 a,x.u32")
ISA(mbarrier, "@mbwait{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x0,?x.u32")
ISA(mbarrier, "@mbwait.parity{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x.u32,?x.u32")
ISA(mbarrier, ".pending_count.b64 r.u32,x0")
ISA(getctarank, "{.shared::cluster}@us64 r.u32,s0")
ISA(mapa, "{.shared::cluster}@us64 r0,s0,x.u32")
ISA(griddepcontrol, "@gdc ")
ISA(createpolicy, ".range{.global}@l2prio{@l2prio2}.b64 r0,a,x.u32,x.u32")
ISA(createpolicy, ".fractional@l2prio{@l2prio2}.b64 r0,?x.f32")
ISA(createpolicy, ".cvt.L2.b64 r0,x0")
ISA(discard, "{.global}.L2 a,i")
ISA(applypriority, "{.global}.L2::evict_normal a,i")
ISA(setmaxnreg, "@incdec.sync.aligned.u32 i")
ISA(ldmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 B.b32,a")
ISA(stmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 a,B.b32")
ISA(movmatrix, ".sync.aligned.m8n8.trans.b16 r.b32,x.b32")
/* ---- end src/isa_table.h, back in src/isa.c ---- */
#undef ISA
#undef ISA_SET
};

typedef struct isa_set_src {
    const char *name;
    uint8_t     role;
    const char *text;
} isa_set_src;

static const isa_set_src isa_sets[] = {
#define ISA_SET(name, role, text) { #name, ISA_R_##role, text },
#define ISA(op, text)
/* ---- src/isa_table.h ---- */
/* The instruction table: every legal form of every checked instruction,
   as data. Two X-macro lists:

     ISA_SET(name, ROLE, "alternatives")   a named set of modifiers
     ISA(opcode, "modifiers operands")     one legal form of opcode

   A form string is the spec's syntax line without the opcode:

   modifiers (no spaces between items; matched in any order, except that
   type slots are positional: the instruction's type modifiers fill the
   form's type slots left to right):
     .word           a required modifier
     (.a|.b|@set)    a required choice
     @set            a required choice from a named set
     {...}           an optional item: {.ftz}, {.a|.b}, {@rnd}
     A slot whose alternatives are all types is a type slot. Every other
     slot has a role that says where isa_decoded records it: the named
     set's ROLE, else the role of its first keyword (rounding modifiers
     are RND, scopes SCOPE, state spaces SPACE, .v2/.v4/.v8 VEC, ...,
     modifiers listed in ISA_FLAGS (isa.h) FLAG, anything else MODE).

   operands, after one space, comma-separated, each:
     [?] kind [type] [flags]
     ?     optional; only trailing operands may be optional
     kind  r register       x register or constant   i integer constant
           p predicate      a address [..]            l label
           v data: a register, or a {..} brace of .vN registers (by the
             form's VEC slot)   w the same, constants allowed
           m mov source: register, constant, variable or function name
           s variable name or register (cvta, getctarank, mapa)
           k pack/unpack brace (mov.b64 d, {a, b}) or register
           t .branchtargets list   h cache-policy (.b64; present exactly
             when .L2::cache_hint is)   B a {..} brace of registers
           C the call operand lists   * anything (checked elsewhere)
     type  0..3   the type of type slot N;  .u32 etc.: that fixed type;
           none:  any type
     flags ~ relaxed size rules (ld/st/cvt)   _ sink allowed
           ! !p allowed   | d|p pair allowed   ^ d|p pair required
           u address may carry a .unified suffix   + twice the width
           (mul.wide); for 'a', a .space instead of a type fixes the
           state space of the address (cp.async's two addresses)
           - -r allowed (vmad)   video selectors: s .b0-.b3/.h0/.h1
           allowed, S required; h .hxy; b .bxyzw; H mask .h0/.h1/.h10;
           B mask .b0 ... .b3210

   Forms of an opcode are consecutive and tried in order, so the most
   common come first. */

/* ---- named sets ----------------------------------------------------- */
ISA_SET(rnd,     RND,   ".rn|.rz|.rm|.rp")
ISA_SET(irnd,    RND,   ".rni|.rzi|.rmi|.rpi")
ISA_SET(cmp,     CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.lo|.ls|.hi|.hs|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(fcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(bool,    BOOL,  ".and|.or|.xor")
ISA_SET(bool2,   BOOL,  ".and|.or")
ISA_SET(scope,   SCOPE, ".cta|.cluster|.gpu|.sys")
ISA_SET(hilo,    FLAG,  ".hi|.lo")
ISA_SET(mulmode, FLAG,  ".hi|.lo|.wide")
ISA_SET(i16,     TYPE,  ".u16|.u32|.u64|.s16|.s32|.s64")
ISA_SET(i32,     TYPE,  ".u32|.s32|.u64|.s64")
ISA_SET(us32,    TYPE,  ".u32|.s32")
ISA_SET(us64,    TYPE,  ".u32|.u64")
ISA_SET(b3264,   TYPE,  ".b32|.b64")
ISA_SET(logic,   TYPE,  ".pred|.b16|.b32|.b64")
ISA_SET(all11,   TYPE,  ".b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(movtype, TYPE,  ".pred|.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(ldtype,  TYPE,  ".b8|.b16|.b32|.b64|.b128|.u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.f32|.f64")
ISA_SET(cvttype, TYPE,  ".u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.bf16|.f16|.f32|.f64")
ISA_SET(half,    TYPE,  ".f16|.f16x2")
ISA_SET(bhalf,   TYPE,  ".bf16|.bf16x2")
ISA_SET(hb,      TYPE,  ".f16|.bf16")
ISA_SET(f8x2,    TYPE,  ".e4m3x2|.e5m2x2")
ISA_SET(f6x2,    TYPE,  ".e2m3x2|.e3m2x2")
ISA_SET(f8x4,    TYPE,  ".e4m3x4|.e5m2x4")
ISA_SET(f6x4,    TYPE,  ".e2m3x4|.e3m2x4")
ISA_SET(space8,  SPACE, ".const|.global|.local|.shared|.shared::cta|.shared::cluster|.param|.param::entry")
ISA_SET(ldss,    SPACE, ".const|.global|.local|.param::entry|.param::func|.param|.shared|.shared::cta|.shared::cluster")
ISA_SET(stss,    SPACE, ".global|.local|.param|.param::func|.shared|.shared::cta|.shared::cluster")
ISA_SET(aspace,  SPACE, ".global|.shared|.shared::cta|.shared::cluster")
ISA_SET(shcta,   SPACE, ".shared|.shared::cta")
ISA_SET(ldcop,   CACHE, ".ca|.cg|.cs|.lu|.cv")
ISA_SET(nccop,   CACHE, ".ca|.cg|.cs")
ISA_SET(stcop,   CACHE, ".wb|.cg|.cs|.wt")
ISA_SET(l1ev,    EVICT1, ".L1::evict_normal|.L1::evict_unchanged|.L1::evict_first|.L1::evict_last|.L1::no_allocate")
ISA_SET(l2ev,    EVICT2, ".L2::evict_normal|.L2::evict_first|.L2::evict_last")
ISA_SET(pfsz,    PFSIZE, ".L2::64B|.L2::128B|.L2::256B")
ISA_SET(vec,     VEC,   ".v2|.v4|.v8")
ISA_SET(vec24,   VEC,   ".v2|.v4")
ISA_SET(asem,    SEM,   ".relaxed|.acquire|.release|.acq_rel")
ISA_SET(rsem,    SEM,   ".relaxed|.release")
ISA_SET(aop,     AOP,   ".and|.or|.xor|.exch|.add|.inc|.dec|.min|.max")
ISA_SET(redop,   AOP,   ".and|.or|.xor|.add|.inc|.dec|.min|.max")
ISA_SET(aopmm,   AOP,   ".add|.min|.max")
ISA_SET(aopcas,  AOP,   ".cas")
ISA_SET(aopexch, AOP,   ".exch")
ISA_SET(aopadd,  AOP,   ".add")
ISA_SET(aoplog,  AOP,   ".and|.or|.xor")
ISA_SET(aopmin,  AOP,   ".min|.max")
ISA_SET(barop,   AOP,   ".and|.or")
ISA_SET(popc,    AOP,   ".popc")
ISA_SET(clampw,  MODE,  ".clamp|.wrap")
ISA_SET(votem,   MODE,  ".all|.any|.uni")
ISA_SET(shflm,   MODE,  ".up|.down|.bfly|.idx")
ISA_SET(prmtm,   MODE,  ".f4e|.b4e|.rc8|.ecl|.ecr|.rc16")
ISA_SET(testop,  MODE,  ".finite|.infinite|.number|.notanumber|.normal|.subnormal")
ISA_SET(shfdir,  MODE,  ".l|.r")
ISA_SET(geom,    MODE,  ".1d|.2d|.3d|.a1d|.a2d|.cube|.acube|.2dms|.a2dms")
ISA_SET(sgeom,   MODE,  ".1d|.2d|.3d|.a1d|.a2d")
ISA_SET(sdim,    MODE,  ".1d|.2d|.3d")
ISA_SET(t4geom,  MODE,  ".2d|.a2d|.cube|.acube")
ISA_SET(t4comp,  MODE,  ".r|.g|.b|.a")
ISA_SET(sumode,  MODE,  ".trap|.clamp|.zero")
ISA_SET(suop,    AOP,   ".add|.min|.max|.and|.or")
ISA_SET(tquery,  MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.normalized_coords|.array_size|.num_mipmap_levels|.num_samples")
ISA_SET(tlquery, MODE,  ".width|.height|.depth")
ISA_SET(squery,  MODE,  ".force_unnormalized_coords|.filter_mode|.addr_mode_0|.addr_mode_1|.addr_mode_2")
ISA_SET(suquery, MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.array_size|.memory_layout")
ISA_SET(fsem,    SEM,   ".sc|.acq_rel|.acquire|.release")
ISA_SET(mblevel, SCOPE, ".cta|.gl|.sys")
ISA_SET(mbsem,   SEM,   ".release|.relaxed")
ISA_SET(mbwsem,  SEM,   ".acquire|.relaxed")
ISA_SET(ctaclu,  SCOPE, ".cta|.cluster")
ISA_SET(mbwait,  MODE,  ".test_wait|.try_wait")
ISA_SET(l2prio,  EVICT2, ".L2::evict_last|.L2::evict_normal|.L2::evict_first|.L2::evict_unchanged")
ISA_SET(l2prio2, EVICT1, ".L2::evict_first|.L2::evict_unchanged")
ISA_SET(gdc,     MODE,  ".launch_dependents|.wait")
ISA_SET(incdec,  MODE,  ".inc|.dec")
ISA_SET(cpsize,  MODE,  ".ca|.cg")
ISA_SET(ldmx,    MODE,  ".x1|.x2|.x4")
ISA_SET(ldmshape, MODE, ".m8n8|.m16n16|.m8n16")
ISA_SET(mmalay,  MODE,  ".row|.col")
ISA_SET(vcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge")

/* ---- integer arithmetic ----------------------------------------------- */
ISA(add, "(.u16|.u32|.u64|.s16|.s32|.s64|.u16x2|.s16x2) r0,x0,x0")
ISA(add, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(add, ".sat.s32 r0,x0,x0")
ISA(add, "{@rnd}.f64 r0,x0,x0")
ISA(add, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(add, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(add, "{.rn}@bhalf r0,x0,x0")
ISA(add, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(add, ".cc@i32 r0,x0,x0")
ISA(sub, "@i16 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(sub, ".sat.s32 r0,x0,x0")
ISA(sub, "{@rnd}.f64 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(sub, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(sub, "{.rn}@bhalf r0,x0,x0")
ISA(sub, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(sub, ".cc@i32 r0,x0,x0")
ISA(addc, "{.cc}@i32 r0,x0,x0")
ISA(subc, "{.cc}@i32 r0,x0,x0")
ISA(mul, "(.hi|.lo)@i16 r0,x0,x0")
ISA(mul, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0")
ISA(mul, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(mul, "{@rnd}.f64 r0,x0,x0")
ISA(mul, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(mul, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(mul, "{.rn}@bhalf r0,x0,x0")
ISA(mad, "(.hi|.lo)@i16 r0,x0,x0,x0")
ISA(mad, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0,x0+")
ISA(mad, ".hi.sat.s32 r0,x0,x0,x0")
ISA(mad, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "@rnd.f64 r0,x0,x0,x0")
ISA(mad, "@hilo.cc@i32 r0,x0,x0,x0")
ISA(madc, "@hilo{.cc}@i32 r0,x0,x0,x0")
ISA(mul24, "@hilo@us32 r0,x0,x0")
ISA(mad24, "@hilo@us32 r0,x0,x0,x0")
ISA(mad24, ".hi.sat.s32 r0,x0,x0,x0")
ISA(sad, "@i16 r0,x0,x0,x0")
ISA(div, "@i16 r0,x0,x0")
ISA(div, "(.approx|.full){.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd{.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd.f64 r0,x0,x0")
ISA(rem, "@i16 r0,x0,x0")
ISA(abs, "(.s16|.s32|.s64) r0,x0")
ISA(abs, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(abs, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(neg, "(.s16|.s32|.s64) r0,x0")
ISA(neg, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(neg, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(min, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(min, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(min, ".f64 r0,x0,x0")
ISA(min, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(max, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(max, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(max, ".f64 r0,x0,x0")
ISA(max, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(popc, "@b3264 r.u32,x0")
ISA(clz, "@b3264 r.u32,x0")
ISA(bfind, "{.shiftamt}@i32 r.u32,x0")
ISA(brev, "@b3264 r0,x0")
ISA(bfe, "@i32 r0,x0,x.u32,x.u32")
ISA(bfi, "@b3264 r0,x0,x0,x.u32,x.u32")
ISA(fns, ".b32 r0,x0,x0,x.s32")
ISA(bmsk, "@clampw.b32 r0,x0,x0")
ISA(szext, "@clampw@us32 r0,x0,x.u32")
ISA(dp4a, "@us32@us32 r.b32,x0,x1,x.b32")
ISA(dp2a, "@hilo@us32@us32 r.b32,x0,x1,x.b32")

/* ---- video: scalar d, a, b[, c] with .sat and a secondary operation
   (.add .min .max); SIMD d, a, b, c with .sat (merge) or .add ---------- */
ISA(vadd, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vadd, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vadd, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vsub, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vabsdiff, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmin, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmax, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshl, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshr, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vmad, "@us32@us32@us32{.sat}{.shr7|.shr15} r0,x1s-,x2s-,x0-")
ISA(vmad, "@us32@us32@us32.po{.sat}{.shr7|.shr15} r0,x1s,x2s,x0")
ISA(vset, "@us32@us32@vcmp r.u32,x0s,x1s")
ISA(vset, "@us32@us32@vcmp@aopmm r.u32,x0s,x1s,x.u32")
ISA(vset, "@us32@us32@vcmp r0S,x0s,x1s,x.u32")
ISA(vadd2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vadd2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vset2, "@us32@us32@vcmp r0H,x0h,x1h,x.u32")
ISA(vset2, "@us32@us32@vcmp@aopadd r0H,x0h,x1h,x.u32")
ISA(vadd4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vadd4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vset4, "@us32@us32@vcmp r0B,x0b,x1b,x.u32")
ISA(vset4, "@us32@us32@vcmp@aopadd r0B,x0b,x1b,x.u32")

/* ---- floating point --------------------------------------------------- */
ISA(testp, "@testop(.f32|.f64) p,x0")
ISA(copysign, "(.f32|.f64) r0,x0,x0")
ISA(fma, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(fma, "@rnd.f64 r0,x0,x0,x0")
ISA(fma, "@rnd{.ftz}.f32x2 r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}{.sat}@half r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}.relu@half r0,x0,x0,x0")
ISA(fma, ".rn{.relu}@bhalf r0,x0,x0,x0")
ISA(fma, ".rn.oob{.relu}(.f16|.f16x2|.bf16|.bf16x2) r0,x0,x0,x0")
ISA(fma, "@rnd{.sat}.f32@hb r0,x1,x1,x0")
ISA(rcp, ".approx{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd.f64 r0,x0")
ISA(rcp, ".approx.ftz.f64 r0,x0")
ISA(sqrt, ".approx{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd.f64 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f32 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f64 r0,x0")
ISA(sin, ".approx{.ftz}.f32 r0,x0")
ISA(cos, ".approx{.ftz}.f32 r0,x0")
ISA(lg2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx@half r0,x0")
ISA(ex2, ".approx.ftz@bhalf r0,x0")
ISA(tanh, ".approx(.f16|.f32|.f16x2|.bf16|.bf16x2) r0,x0")

/* ---- comparison and selection ------------------------------------------ */
ISA(setp, "@cmp{.ftz}@all11 p|,x0,x0")
ISA(setp, "@cmp@bool{.ftz}@all11 p|,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16 p,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16 p,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16x2 p^,x0,x0,p!")
ISA(setp, "@fcmp.bf16 p,x0,x0")
ISA(setp, "@fcmp@bool.bf16 p,x0,x0,p!")
ISA(setp, "@fcmp.bf16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool.bf16x2 p^,x0,x0,p!")
ISA(set, "@cmp{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1")
ISA(set, "@cmp@bool{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1,p!")
ISA(set, "@fcmp(.u16|.s16|.u32|.s32).bf16 r0,x1,x1")
ISA(set, "@fcmp@bool(.u16|.s16|.u32|.s32).bf16 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1,p!")
ISA(set, "@fcmp(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1")
ISA(set, "@fcmp@bool(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1,p!")
ISA(selp, "@all11 r0,x0,x0,p")
ISA(slct, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).s32 r0,x0,x0,x1")
ISA(slct, "{.ftz}(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).f32 r0,x0,x0,x1")

/* ---- logic and shift ---------------------------------------------------- */
ISA(and, "@logic r0,x0,x0")
ISA(or, "@logic r0,x0,x0")
ISA(xor, "@logic r0,x0,x0")
ISA(not, "@logic r0,x0")
ISA(cnot, "(.b16|.b32|.b64) r0,x0")
ISA(lop3, ".b32 r0,x0,x0,x0,i.b32")
ISA(lop3, "@bool2.b32 r0^,x0,x0,x0,i.b32,p!")
ISA(shf, "@shfdir@clampw.b32 r0,x0,x0,x.u32")
ISA(shl, "(.b16|.b32|.b64) r0,x0,x.u32")
ISA(shr, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64) r0,x0,x.u32")

/* ---- data movement -------------------------------------------------------- */
ISA(mov, "@movtype r0,m0")
ISA(mov, "(.b16|.b32|.b64|.b128) k0_,k0")
ISA(mov, "@vec(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64) v0,w0")
ISA(ld, "{.weak}{@ldss}{@ldcop}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, "{.weak}{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, ".volatile{@ldss}{@pfsz}{@vec}@ldtype v0~_,a")
ISA(ld, "(.relaxed|.acquire)@scope{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".mmio.relaxed.sys{.global}@ldtype r0~,a")
ISA(ld, ".global{@nccop}.nc{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".global.nc{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(st, "{.weak}{@stss}{@stcop}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, "{.weak}{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".volatile{@stss}{@vec}@ldtype a,w0~")
ISA(st, "(.relaxed|.release)@scope{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".mmio.relaxed.sys{.global}@ldtype a,x0~")
ISA(ldu, "{.global}{@vec24}@ldtype v0~_,a")
ISA(prefetch, "{.global|.local}(.L1|.L2) a")
ISA(prefetch, ".global(.L2::evict_last|.L2::evict_normal) a")
ISA(prefetch, "{.const|.param}.tensormap a")
ISA(prefetchu, ".L1 a")
ISA(isspacep, "@space8 p,s")
ISA(cvta, "@space8@us64 r0,s0")
ISA(cvta, ".to@space8@us64 r0,x0")
ISA(cvt, "{@irnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "{@rnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16|.bf16).f32 r0~,x1")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1")
ISA(cvt, ".rs{.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1,x.b32")
ISA(cvt, ".rna{.satfinite}.tf32.f32 r.b32,x1")
ISA(cvt, "(.rn|.rz){.satfinite}{.relu}.tf32.f32 r.b32,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f16x2 r.b16~,x1")
ISA(cvt, ".rn{.relu}.f16x2@f8x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f8x4.f32 r.b32,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}.e2m1x2.f32 r.b8~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2.e2m1x2 r0,x.b8~")
ISA(cvt, ".rs{.relu}.satfinite.e2m1x4.f32 r.b16~,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}@f6x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2@f6x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f6x4.f32 r.b32,B1,x.b32")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.f32 r.b16~,x1,x1")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.bf16x2 r.b16~,x1")
ISA(cvt, ".rn.bf16x2.ue8m0x2 r0,x.b16")
ISA(cvt, ".pack.sat(.u16|.s16).s32 r.b32,x1,x1")
ISA(cvt, ".pack.sat(.u2|.s2|.u4|.s4|.u8|.s8).s32.b32 r.b32,x1,x1,x2")
ISA(prmt, ".b32{@prmtm} r0,x0,x0,x0")

/* ---- control flow ------------------------------------------------------------ */
ISA(bra, "{.uni} l")
ISA(brx, ".idx{.uni} x.u32,t")
ISA(call, "{.uni} C")
ISA(ret, "{.uni} ")
ISA(exit, " ")
ISA(trap, " ")
ISA(brkpt, " ")
ISA(pmevent, "{.mask} i")
ISA(nanosleep, ".u32 x0")

/* ---- synchronisation and communication ------------------------------------ */
ISA(bar, "{.cta}.sync x.u32,?x.u32")
ISA(bar, "{.cta}.arrive x.u32,x.u32")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,p!")
ISA(bar, ".warp.sync x.b32")
ISA(barrier, "{.cta}.sync{.aligned} x.u32,?x.u32")
ISA(barrier, "{.cta}.arrive{.aligned} x.u32,x.u32")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,p!")
ISA(barrier, ".cluster.arrive{@rsem}{.aligned} ")
ISA(barrier, ".cluster.wait{.acquire}{.aligned} ")
ISA(membar, "@mblevel ")
ISA(membar, ".proxy(.alias|.async) ")
ISA(membar, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, "{@fsem}@scope ")
ISA(fence, ".acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".release.sync_restrict::shared::cta.cluster ")
ISA(fence, ".mbarrier_init.release.cluster ")
ISA(fence, ".proxy(.alias|.async) ")
ISA(fence, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, ".proxy.tensormap::generic.release@scope ")
ISA(fence, ".proxy.tensormap::generic.acquire@scope a,i")
ISA(fence, ".proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".proxy.async::generic.release.sync_restrict::shared::cta.cluster ")
ISA(atom, "{@asem}{@scope}{@aspace}@aop{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopcas(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64|.b16|.b128) r0,a,x0,x0")
ISA(atom, "{@asem}{@scope}{@aspace}@aopexch{.L2::cache_hint}.b128 r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopadd.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopadd{.L2::cache_hint}@vec24.f32 v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec@hb v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) v0,a,v0,?h")
ISA(red, "@redop{@aspace}{@rsem}{@scope}{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}{.L2::cache_hint}@vec24.f32 a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec@hb a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) a,v0,?h")
ISA(vote, "@votem.pred p,p!")
ISA(vote, ".ballot.b32 r0,p!")
ISA(vote, ".sync@votem.pred p,p!,x.b32")
ISA(vote, ".sync.ballot.b32 r0,p!,x.b32")
ISA(activemask, ".b32 r0")
ISA(shfl, "@shflm.b32 r0|,x0,x0,x0")
ISA(shfl, ".sync@shflm.b32 r0|,x0,x0,x0,x0")
ISA(match, ".any.sync@b3264 r.b32,x0,x.b32")
ISA(match, ".all.sync@b3264 r.b32|,x0,x.b32")
ISA(redux, ".sync@aopmm@us32 r0,x0,x.b32")
ISA(redux, ".sync@aoplog.b32 r0,x0,x.b32")
ISA(redux, ".sync@aopmin{.abs}{.NaN}.f32 r0,x0,x.b32")
ISA(elect, ".sync r.b32^,x.b32")
ISA(alloca, "@us64 r0,x0,?i")
ISA(stacksave, "@us64 r0")
ISA(stackrestore, "@us64 x0")

/* ---- textures and surfaces (address shapes checked loosely) ----------------- */
ISA(tex, "{.base|.level|.grad}@geom.v4(.u32|.s32|.f16|.f32)(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tex, "{.base|.level|.grad}@geom.v2.f16x2(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tld4, "@t4comp@t4geom.v4(.u32|.s32|.f32).f32 B0|,*,?*,?*")
ISA(txq, "@tquery.b32 r0,*")
ISA(txq, ".level@tlquery.b32 r0,*,x.s32")
ISA(txq, "@squery.b32 r0,*")
ISA(suld, ".b@sgeom{@ldcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} v0~,*")
ISA(sust, ".b@sgeom{@stcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} *,w0~")
ISA(sust, ".p@sdim{@vec24}.b32{@sumode} *,w0~")
ISA(sured, ".b@suop@sdim(.u32|.u64|.s32|.b32|.s64)@sumode *,x0")
ISA(sured, ".p@suop@sdim(.b32|.b64)@sumode *,x0")
ISA(suq, "@suquery.b32 r0,*")
ISA(istypep, "(.texref|.samplerref|.surfref) p,*")

/* ---- asynchronous copies, barriers and cluster ------------------------------- */
ISA(cp, ".async@cpsize@shcta.global{.L2::cache_hint}{@pfsz} a.shared,a.global,i,?x.u32,?h")
ISA(cp, ".async.commit_group ")
ISA(cp, ".async.wait_group i")
ISA(cp, ".async.wait_all ")
ISA(cp, ".async.mbarrier.arrive{.noinc}{@shcta}.b64 a")
ISA(mbarrier, ".init{@shcta}.b64 a,x.u32")
ISA(mbarrier, ".inval{@shcta}.b64 a")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive_drop.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, "(.expect_tx|.complete_tx){.relaxed}{@ctaclu}{@shcta|.shared::cluster}.b64 a,x.u32")
ISA(mbarrier, "@mbwait{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x0,?x.u32")
ISA(mbarrier, "@mbwait.parity{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x.u32,?x.u32")
ISA(mbarrier, ".pending_count.b64 r.u32,x0")
ISA(getctarank, "{.shared::cluster}@us64 r.u32,s0")
ISA(mapa, "{.shared::cluster}@us64 r0,s0,x.u32")
ISA(griddepcontrol, "@gdc ")
ISA(createpolicy, ".range{.global}@l2prio{@l2prio2}.b64 r0,a,x.u32,x.u32")
ISA(createpolicy, ".fractional@l2prio{@l2prio2}.b64 r0,?x.f32")
ISA(createpolicy, ".cvt.L2.b64 r0,x0")
ISA(discard, "{.global}.L2 a,i")
ISA(applypriority, "{.global}.L2::evict_normal a,i")
ISA(setmaxnreg, "@incdec.sync.aligned.u32 i")
ISA(ldmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 B.b32,a")
ISA(stmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 a,B.b32")
ISA(movmatrix, ".sync.aligned.m8n8.trans.b16 r.b32,x.b32")
/* ---- end src/isa_table.h, back in src/isa.c ---- */
#undef ISA
#undef ISA_SET
};

static const char *const isa_kw_text[KW_COUNT] = {
    "",
#define KW(id, text) text,
/* ---- src/kw_core.h ---- */
/* Keywords of the module language: directives, state spaces, types,
   vector and component suffixes, special registers. X-macro list:
   KW(enum_suffix, "text") defines KW_enum_suffix. Instruction opcodes
   and modifiers are in kw_isa.h; a text must appear in only one list. */

/* directives */
KW(version, ".version")
KW(target, ".target")
KW(address_size, ".address_size")
KW(file, ".file")
KW(loc, ".loc")
KW(section, ".section")
KW(pragma, ".pragma")
KW(entry, ".entry")
KW(func, ".func")
KW(visible, ".visible")
KW(extern, ".extern")
KW(weak, ".weak")
KW(common, ".common")
KW(align, ".align")
KW(maxntid, ".maxntid")
KW(reqntid, ".reqntid")
KW(minnctapersm, ".minnctapersm")
KW(maxnreg, ".maxnreg")
KW(maxnctapersm, ".maxnctapersm")
KW(noreturn, ".noreturn")
KW(explicitcluster, ".explicitcluster")
KW(reqnctapercluster, ".reqnctapercluster")
KW(maxclusterrank, ".maxclusterrank")
KW(blocksareclusters, ".blocksareclusters")
KW(branchtargets, ".branchtargets")
KW(calltargets, ".calltargets")
KW(callprototype, ".callprototype")
KW(alias, ".alias")
KW(ptr, ".ptr")
KW(attribute, ".attribute")
KW(managed, ".managed")
KW(unified, ".unified")
KW(abi_preserve, ".abi_preserve")
KW(abi_preserve_control, ".abi_preserve_control")

/* state spaces (also modifiers of ld, st, cvta, ...) */
KW(reg, ".reg")
KW(sreg, ".sreg")
KW(const, ".const")
KW(global, ".global")
KW(local, ".local")
KW(param, ".param")
KW(shared, ".shared")
KW(tex, ".tex")
KW(param_entry, ".param::entry")
KW(param_func, ".param::func")
KW(shared_cta, ".shared::cta")
KW(shared_cluster, ".shared::cluster")

/* opaque types */
KW(texref, ".texref")
KW(samplerref, ".samplerref")
KW(surfref, ".surfref")

/* fundamental types, in ir_type order (see ir.h) */
KW(pred, ".pred")
KW(b8, ".b8")
KW(b16, ".b16")
KW(b32, ".b32")
KW(b64, ".b64")
KW(b128, ".b128")
KW(u8, ".u8")
KW(u16, ".u16")
KW(u32, ".u32")
KW(u64, ".u64")
KW(s8, ".s8")
KW(s16, ".s16")
KW(s32, ".s32")
KW(s64, ".s64")
KW(f16, ".f16")
KW(f16x2, ".f16x2")
KW(bf16, ".bf16")
KW(bf16x2, ".bf16x2")
KW(f32, ".f32")
KW(f64, ".f64")
KW(tf32, ".tf32")
KW(f32x2, ".f32x2")
KW(u16x2, ".u16x2")
KW(s16x2, ".s16x2")
KW(e4m3, ".e4m3")
KW(e5m2, ".e5m2")
KW(e4m3x2, ".e4m3x2")
KW(e5m2x2, ".e5m2x2")
KW(e2m1x2, ".e2m1x2")
KW(e2m3x2, ".e2m3x2")
KW(e3m2x2, ".e3m2x2")
KW(ue8m0x2, ".ue8m0x2")
KW(b1, ".b1")
KW(u4, ".u4")
KW(s4, ".s4")
KW(e2m1, ".e2m1")
KW(e2m3, ".e2m3")
KW(e3m2, ".e3m2")
KW(ue8m0, ".ue8m0")
KW(ue4m3, ".ue4m3")
KW(e2m1x4, ".e2m1x4")
KW(e4m3x4, ".e4m3x4")
KW(e5m2x4, ".e5m2x4")
KW(e2m3x4, ".e2m3x4")
KW(e3m2x4, ".e3m2x4")

/* vector types and component selectors */
KW(v2, ".v2")
KW(v4, ".v4")
KW(v8, ".v8")
KW(x, ".x")
KW(y, ".y")
KW(z, ".z")
KW(w, ".w")
KW(r, ".r")
KW(g, ".g")
KW(b, ".b")
KW(a, ".a")

/* special registers */
KW(sr_tid, "%tid")
KW(sr_ntid, "%ntid")
KW(sr_ctaid, "%ctaid")
KW(sr_nctaid, "%nctaid")
KW(sr_laneid, "%laneid")
KW(sr_warpid, "%warpid")
KW(sr_nwarpid, "%nwarpid")
KW(sr_smid, "%smid")
KW(sr_nsmid, "%nsmid")
KW(sr_gridid, "%gridid")
KW(sr_clock, "%clock")
KW(sr_clock_hi, "%clock_hi")
KW(sr_clock64, "%clock64")
KW(sr_globaltimer, "%globaltimer")
KW(sr_globaltimer_lo, "%globaltimer_lo")
KW(sr_globaltimer_hi, "%globaltimer_hi")
KW(sr_lanemask_eq, "%lanemask_eq")
KW(sr_lanemask_le, "%lanemask_le")
KW(sr_lanemask_lt, "%lanemask_lt")
KW(sr_lanemask_ge, "%lanemask_ge")
KW(sr_lanemask_gt, "%lanemask_gt")
KW(sr_total_smem_size, "%total_smem_size")
KW(sr_dynamic_smem_size, "%dynamic_smem_size")
KW(sr_aggr_smem_size, "%aggr_smem_size")
KW(sr_reserved_smem_offset_begin, "%reserved_smem_offset_begin")
KW(sr_reserved_smem_offset_end, "%reserved_smem_offset_end")
KW(sr_reserved_smem_offset_cap, "%reserved_smem_offset_cap")
KW(sr_reserved_smem_offset_0, "%reserved_smem_offset_0")
KW(sr_reserved_smem_offset_1, "%reserved_smem_offset_1")
KW(sr_clusterid, "%clusterid")
KW(sr_nclusterid, "%nclusterid")
KW(sr_cluster_ctaid, "%cluster_ctaid")
KW(sr_cluster_nctaid, "%cluster_nctaid")
KW(sr_cluster_ctarank, "%cluster_ctarank")
KW(sr_cluster_nctarank, "%cluster_nctarank")
KW(sr_is_explicit_cluster, "%is_explicit_cluster")
KW(sr_current_graph_exec, "%current_graph_exec")
KW(sr_warp_sz, "WARP_SZ")
/* %envreg0..31, %pm0..7 and %pm0_64..%pm7_64 are recognised by pattern */

/* identifiers with a fixed meaning in directives */
KW(id_generic, "generic")
KW(id_function_name, "function_name")
KW(id_inlined_at, "inlined_at")
/* ---- end src/kw_core.h, back in src/isa.c ---- */
/* ---- src/kw_isa.h ---- */
/* Instruction opcodes and instruction modifiers. X-macro list, see
   kw_core.h: KW(enum_suffix, "text") defines KW_enum_suffix. Opcodes are
   the bare first word of an instruction (KW_op_add is "add"); modifiers
   are dotted words (".rn", ".L2::cache_hint"). A text already in
   kw_core.h (state spaces, types, .x/.y...) must not be repeated here. */

/* opcodes */
KW(op_abs, "abs")
KW(op_activemask, "activemask")
KW(op_add, "add")
KW(op_addc, "addc")
KW(op_alloca, "alloca")
KW(op_and, "and")
KW(op_applypriority, "applypriority")
KW(op_atom, "atom")
KW(op_bar, "bar")
KW(op_barrier, "barrier")
KW(op_bfe, "bfe")
KW(op_bfi, "bfi")
KW(op_bfind, "bfind")
KW(op_bmsk, "bmsk")
KW(op_bra, "bra")
KW(op_brev, "brev")
KW(op_brkpt, "brkpt")
KW(op_brx, "brx")
KW(op_call, "call")
KW(op_clusterlaunchcontrol, "clusterlaunchcontrol")
KW(op_clz, "clz")
KW(op_cnot, "cnot")
KW(op_copysign, "copysign")
KW(op_cos, "cos")
KW(op_cp, "cp")
KW(op_createpolicy, "createpolicy")
KW(op_cvt, "cvt")
KW(op_cvta, "cvta")
KW(op_discard, "discard")
KW(op_div, "div")
KW(op_dp2a, "dp2a")
KW(op_dp4a, "dp4a")
KW(op_elect, "elect")
KW(op_ex2, "ex2")
KW(op_exit, "exit")
KW(op_fence, "fence")
KW(op_fma, "fma")
KW(op_fns, "fns")
KW(op_getctarank, "getctarank")
KW(op_griddepcontrol, "griddepcontrol")
KW(op_isspacep, "isspacep")
KW(op_istypep, "istypep")
KW(op_ld, "ld")
KW(op_ldmatrix, "ldmatrix")
KW(op_ldu, "ldu")
KW(op_lg2, "lg2")
KW(op_lop3, "lop3")
KW(op_mad, "mad")
KW(op_mad24, "mad24")
KW(op_madc, "madc")
KW(op_mapa, "mapa")
KW(op_match, "match")
KW(op_max, "max")
KW(op_mbarrier, "mbarrier")
KW(op_membar, "membar")
KW(op_min, "min")
KW(op_mma, "mma")
KW(op_mov, "mov")
KW(op_movmatrix, "movmatrix")
KW(op_mul, "mul")
KW(op_mul24, "mul24")
KW(op_multimem, "multimem")
KW(op_nanosleep, "nanosleep")
KW(op_neg, "neg")
KW(op_not, "not")
KW(op_or, "or")
KW(op_pmevent, "pmevent")
KW(op_popc, "popc")
KW(op_prefetch, "prefetch")
KW(op_prefetchu, "prefetchu")
KW(op_prmt, "prmt")
KW(op_rcp, "rcp")
KW(op_red, "red")
KW(op_redux, "redux")
KW(op_rem, "rem")
KW(op_ret, "ret")
KW(op_rsqrt, "rsqrt")
KW(op_sad, "sad")
KW(op_selp, "selp")
KW(op_set, "set")
KW(op_setmaxnreg, "setmaxnreg")
KW(op_setp, "setp")
KW(op_shf, "shf")
KW(op_shfl, "shfl")
KW(op_shl, "shl")
KW(op_shr, "shr")
KW(op_sin, "sin")
KW(op_slct, "slct")
KW(op_sqrt, "sqrt")
KW(op_st, "st")
KW(op_stackrestore, "stackrestore")
KW(op_stacksave, "stacksave")
KW(op_stmatrix, "stmatrix")
KW(op_sub, "sub")
KW(op_subc, "subc")
KW(op_suld, "suld")
KW(op_suq, "suq")
KW(op_sured, "sured")
KW(op_sust, "sust")
KW(op_szext, "szext")
KW(op_tanh, "tanh")
KW(op_tcgen05, "tcgen05")
KW(op_tensormap, "tensormap")
KW(op_testp, "testp")
KW(op_tex, "tex")
KW(op_tld4, "tld4")
KW(op_trap, "trap")
KW(op_txq, "txq")
KW(op_vabsdiff, "vabsdiff")
KW(op_vabsdiff2, "vabsdiff2")
KW(op_vabsdiff4, "vabsdiff4")
KW(op_vadd, "vadd")
KW(op_vadd2, "vadd2")
KW(op_vadd4, "vadd4")
KW(op_vavrg2, "vavrg2")
KW(op_vavrg4, "vavrg4")
KW(op_vmad, "vmad")
KW(op_vmax, "vmax")
KW(op_vmax2, "vmax2")
KW(op_vmax4, "vmax4")
KW(op_vmin, "vmin")
KW(op_vmin2, "vmin2")
KW(op_vmin4, "vmin4")
KW(op_vote, "vote")
KW(op_vset, "vset")
KW(op_vset2, "vset2")
KW(op_vset4, "vset4")
KW(op_vshl, "vshl")
KW(op_vshr, "vshr")
KW(op_vsub, "vsub")
KW(op_vsub2, "vsub2")
KW(op_vsub4, "vsub4")
KW(op_wgmma, "wgmma")
KW(op_wmma, "wmma")
KW(op_xor, "xor")

/* instruction modifiers (see isa_table.h) */
KW(rn, ".rn")
KW(rz, ".rz")
KW(rm, ".rm")
KW(rp, ".rp")
KW(rni, ".rni")
KW(rzi, ".rzi")
KW(rmi, ".rmi")
KW(rpi, ".rpi")
KW(eq, ".eq")
KW(ne, ".ne")
KW(lt, ".lt")
KW(le, ".le")
KW(gt, ".gt")
KW(ge, ".ge")
KW(lo, ".lo")
KW(ls, ".ls")
KW(hi, ".hi")
KW(hs, ".hs")
KW(equ, ".equ")
KW(neu, ".neu")
KW(ltu, ".ltu")
KW(leu, ".leu")
KW(gtu, ".gtu")
KW(geu, ".geu")
KW(num, ".num")
KW(nan, ".nan")
KW(and, ".and")
KW(or, ".or")
KW(xor, ".xor")
KW(cta, ".cta")
KW(cluster, ".cluster")
KW(gpu, ".gpu")
KW(sys, ".sys")
KW(wide, ".wide")
KW(ca, ".ca")
KW(cg, ".cg")
KW(cs, ".cs")
KW(lu, ".lu")
KW(cv, ".cv")
KW(wb, ".wb")
KW(wt, ".wt")
KW(L1_evict_normal, ".L1::evict_normal")
KW(L1_evict_unchanged, ".L1::evict_unchanged")
KW(L1_evict_first, ".L1::evict_first")
KW(L1_evict_last, ".L1::evict_last")
KW(L1_no_allocate, ".L1::no_allocate")
KW(L2_evict_normal, ".L2::evict_normal")
KW(L2_evict_first, ".L2::evict_first")
KW(L2_evict_last, ".L2::evict_last")
KW(L2_64B, ".L2::64B")
KW(L2_128B, ".L2::128B")
KW(L2_256B, ".L2::256B")
KW(relaxed, ".relaxed")
KW(acquire, ".acquire")
KW(release, ".release")
KW(acq_rel, ".acq_rel")
KW(exch, ".exch")
KW(add, ".add")
KW(inc, ".inc")
KW(dec, ".dec")
KW(min, ".min")
KW(max, ".max")
KW(cas, ".cas")
KW(popc, ".popc")
KW(clamp, ".clamp")
KW(wrap, ".wrap")
KW(all, ".all")
KW(any, ".any")
KW(uni, ".uni")
KW(up, ".up")
KW(down, ".down")
KW(bfly, ".bfly")
KW(idx, ".idx")
KW(f4e, ".f4e")
KW(b4e, ".b4e")
KW(rc8, ".rc8")
KW(ecl, ".ecl")
KW(ecr, ".ecr")
KW(rc16, ".rc16")
KW(finite, ".finite")
KW(infinite, ".infinite")
KW(number, ".number")
KW(notanumber, ".notanumber")
KW(normal, ".normal")
KW(subnormal, ".subnormal")
KW(l, ".l")
KW(n1d, ".1d")
KW(n2d, ".2d")
KW(n3d, ".3d")
KW(a1d, ".a1d")
KW(a2d, ".a2d")
KW(cube, ".cube")
KW(acube, ".acube")
KW(n2dms, ".2dms")
KW(a2dms, ".a2dms")
KW(trap, ".trap")
KW(zero, ".zero")
KW(width, ".width")
KW(height, ".height")
KW(depth, ".depth")
KW(channel_data_type, ".channel_data_type")
KW(channel_order, ".channel_order")
KW(normalized_coords, ".normalized_coords")
KW(array_size, ".array_size")
KW(num_mipmap_levels, ".num_mipmap_levels")
KW(num_samples, ".num_samples")
KW(force_unnormalized_coords, ".force_unnormalized_coords")
KW(filter_mode, ".filter_mode")
KW(addr_mode_0, ".addr_mode_0")
KW(addr_mode_1, ".addr_mode_1")
KW(addr_mode_2, ".addr_mode_2")
KW(memory_layout, ".memory_layout")
KW(sc, ".sc")
KW(gl, ".gl")
KW(test_wait, ".test_wait")
KW(try_wait, ".try_wait")
KW(L2_evict_unchanged, ".L2::evict_unchanged")
KW(launch_dependents, ".launch_dependents")
KW(wait, ".wait")
KW(x1, ".x1")
KW(x2, ".x2")
KW(x4, ".x4")
KW(m8n8, ".m8n8")
KW(m16n16, ".m16n16")
KW(m8n16, ".m8n16")
KW(row, ".row")
KW(col, ".col")
KW(ftz, ".ftz")
KW(sat, ".sat")
KW(cc, ".cc")
KW(approx, ".approx")
KW(full, ".full")
KW(relu, ".relu")
KW(NaN, ".NaN")
KW(xorsign, ".xorsign")
KW(abs, ".abs")
KW(shiftamt, ".shiftamt")
KW(oob, ".oob")
KW(L2_cache_hint, ".L2::cache_hint")
KW(volatile, ".volatile")
KW(mmio, ".mmio")
KW(nc, ".nc")
KW(L1, ".L1")
KW(L2, ".L2")
KW(tensormap, ".tensormap")
KW(to, ".to")
KW(satfinite, ".satfinite")
KW(rs, ".rs")
KW(rna, ".rna")
KW(pack, ".pack")
KW(u2, ".u2")
KW(s2, ".s2")
KW(mask, ".mask")
KW(sync, ".sync")
KW(arrive, ".arrive")
KW(red, ".red")
KW(warp, ".warp")
KW(aligned, ".aligned")
KW(proxy, ".proxy")
KW(async, ".async")
KW(sync_restrict_shared_cluster, ".sync_restrict::shared::cluster")
KW(sync_restrict_shared_cta, ".sync_restrict::shared::cta")
KW(mbarrier_init, ".mbarrier_init")
KW(tensormap_generic, ".tensormap::generic")
KW(async_generic, ".async::generic")
KW(noftz, ".noftz")
KW(ballot, ".ballot")
KW(base, ".base")
KW(level, ".level")
KW(grad, ".grad")
KW(p, ".p")
KW(commit_group, ".commit_group")
KW(wait_group, ".wait_group")
KW(wait_all, ".wait_all")
KW(mbarrier, ".mbarrier")
KW(noinc, ".noinc")
KW(init, ".init")
KW(inval, ".inval")
KW(expect_tx, ".expect_tx")
KW(noComplete, ".noComplete")
KW(arrive_drop, ".arrive_drop")
KW(complete_tx, ".complete_tx")
KW(parity, ".parity")
KW(pending_count, ".pending_count")
KW(range, ".range")
KW(fractional, ".fractional")
KW(cvt, ".cvt")
KW(trans, ".trans")
KW(po, ".po")
KW(shr7, ".shr7")
KW(shr15, ".shr15")
/* ---- end src/kw_isa.h, back in src/isa.c ---- */
#undef KW
};

/* Which opcodes have forms: a bitmap built by constant expressions. */
#define ISA_KNOWN_WORDS 3
typedef char isa_assert_known_words[(ISA_NOPS <= 64 * ISA_KNOWN_WORDS) ? 1 : -1];
#define ISA_BIT(kw, w) (((unsigned)((kw) - KW_op_abs) / 64u == (w)) \
    ? (uint64_t)1 << ((unsigned)((kw) - KW_op_abs) % 64u) : (uint64_t)0)
#define ISA_SET(name, role, text)
static const uint64_t isa_known_bits[ISA_KNOWN_WORDS] = {
    (uint64_t)0
#define ISA(op, text) | ISA_BIT(KW_op_##op, 0u)
/* ---- src/isa_table.h ---- */
/* The instruction table: every legal form of every checked instruction,
   as data. Two X-macro lists:

     ISA_SET(name, ROLE, "alternatives")   a named set of modifiers
     ISA(opcode, "modifiers operands")     one legal form of opcode

   A form string is the spec's syntax line without the opcode:

   modifiers (no spaces between items; matched in any order, except that
   type slots are positional: the instruction's type modifiers fill the
   form's type slots left to right):
     .word           a required modifier
     (.a|.b|@set)    a required choice
     @set            a required choice from a named set
     {...}           an optional item: {.ftz}, {.a|.b}, {@rnd}
     A slot whose alternatives are all types is a type slot. Every other
     slot has a role that says where isa_decoded records it: the named
     set's ROLE, else the role of its first keyword (rounding modifiers
     are RND, scopes SCOPE, state spaces SPACE, .v2/.v4/.v8 VEC, ...,
     modifiers listed in ISA_FLAGS (isa.h) FLAG, anything else MODE).

   operands, after one space, comma-separated, each:
     [?] kind [type] [flags]
     ?     optional; only trailing operands may be optional
     kind  r register       x register or constant   i integer constant
           p predicate      a address [..]            l label
           v data: a register, or a {..} brace of .vN registers (by the
             form's VEC slot)   w the same, constants allowed
           m mov source: register, constant, variable or function name
           s variable name or register (cvta, getctarank, mapa)
           k pack/unpack brace (mov.b64 d, {a, b}) or register
           t .branchtargets list   h cache-policy (.b64; present exactly
             when .L2::cache_hint is)   B a {..} brace of registers
           C the call operand lists   * anything (checked elsewhere)
     type  0..3   the type of type slot N;  .u32 etc.: that fixed type;
           none:  any type
     flags ~ relaxed size rules (ld/st/cvt)   _ sink allowed
           ! !p allowed   | d|p pair allowed   ^ d|p pair required
           u address may carry a .unified suffix   + twice the width
           (mul.wide); for 'a', a .space instead of a type fixes the
           state space of the address (cp.async's two addresses)
           - -r allowed (vmad)   video selectors: s .b0-.b3/.h0/.h1
           allowed, S required; h .hxy; b .bxyzw; H mask .h0/.h1/.h10;
           B mask .b0 ... .b3210

   Forms of an opcode are consecutive and tried in order, so the most
   common come first. */

/* ---- named sets ----------------------------------------------------- */
ISA_SET(rnd,     RND,   ".rn|.rz|.rm|.rp")
ISA_SET(irnd,    RND,   ".rni|.rzi|.rmi|.rpi")
ISA_SET(cmp,     CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.lo|.ls|.hi|.hs|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(fcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(bool,    BOOL,  ".and|.or|.xor")
ISA_SET(bool2,   BOOL,  ".and|.or")
ISA_SET(scope,   SCOPE, ".cta|.cluster|.gpu|.sys")
ISA_SET(hilo,    FLAG,  ".hi|.lo")
ISA_SET(mulmode, FLAG,  ".hi|.lo|.wide")
ISA_SET(i16,     TYPE,  ".u16|.u32|.u64|.s16|.s32|.s64")
ISA_SET(i32,     TYPE,  ".u32|.s32|.u64|.s64")
ISA_SET(us32,    TYPE,  ".u32|.s32")
ISA_SET(us64,    TYPE,  ".u32|.u64")
ISA_SET(b3264,   TYPE,  ".b32|.b64")
ISA_SET(logic,   TYPE,  ".pred|.b16|.b32|.b64")
ISA_SET(all11,   TYPE,  ".b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(movtype, TYPE,  ".pred|.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(ldtype,  TYPE,  ".b8|.b16|.b32|.b64|.b128|.u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.f32|.f64")
ISA_SET(cvttype, TYPE,  ".u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.bf16|.f16|.f32|.f64")
ISA_SET(half,    TYPE,  ".f16|.f16x2")
ISA_SET(bhalf,   TYPE,  ".bf16|.bf16x2")
ISA_SET(hb,      TYPE,  ".f16|.bf16")
ISA_SET(f8x2,    TYPE,  ".e4m3x2|.e5m2x2")
ISA_SET(f6x2,    TYPE,  ".e2m3x2|.e3m2x2")
ISA_SET(f8x4,    TYPE,  ".e4m3x4|.e5m2x4")
ISA_SET(f6x4,    TYPE,  ".e2m3x4|.e3m2x4")
ISA_SET(space8,  SPACE, ".const|.global|.local|.shared|.shared::cta|.shared::cluster|.param|.param::entry")
ISA_SET(ldss,    SPACE, ".const|.global|.local|.param::entry|.param::func|.param|.shared|.shared::cta|.shared::cluster")
ISA_SET(stss,    SPACE, ".global|.local|.param|.param::func|.shared|.shared::cta|.shared::cluster")
ISA_SET(aspace,  SPACE, ".global|.shared|.shared::cta|.shared::cluster")
ISA_SET(shcta,   SPACE, ".shared|.shared::cta")
ISA_SET(ldcop,   CACHE, ".ca|.cg|.cs|.lu|.cv")
ISA_SET(nccop,   CACHE, ".ca|.cg|.cs")
ISA_SET(stcop,   CACHE, ".wb|.cg|.cs|.wt")
ISA_SET(l1ev,    EVICT1, ".L1::evict_normal|.L1::evict_unchanged|.L1::evict_first|.L1::evict_last|.L1::no_allocate")
ISA_SET(l2ev,    EVICT2, ".L2::evict_normal|.L2::evict_first|.L2::evict_last")
ISA_SET(pfsz,    PFSIZE, ".L2::64B|.L2::128B|.L2::256B")
ISA_SET(vec,     VEC,   ".v2|.v4|.v8")
ISA_SET(vec24,   VEC,   ".v2|.v4")
ISA_SET(asem,    SEM,   ".relaxed|.acquire|.release|.acq_rel")
ISA_SET(rsem,    SEM,   ".relaxed|.release")
ISA_SET(aop,     AOP,   ".and|.or|.xor|.exch|.add|.inc|.dec|.min|.max")
ISA_SET(redop,   AOP,   ".and|.or|.xor|.add|.inc|.dec|.min|.max")
ISA_SET(aopmm,   AOP,   ".add|.min|.max")
ISA_SET(aopcas,  AOP,   ".cas")
ISA_SET(aopexch, AOP,   ".exch")
ISA_SET(aopadd,  AOP,   ".add")
ISA_SET(aoplog,  AOP,   ".and|.or|.xor")
ISA_SET(aopmin,  AOP,   ".min|.max")
ISA_SET(barop,   AOP,   ".and|.or")
ISA_SET(popc,    AOP,   ".popc")
ISA_SET(clampw,  MODE,  ".clamp|.wrap")
ISA_SET(votem,   MODE,  ".all|.any|.uni")
ISA_SET(shflm,   MODE,  ".up|.down|.bfly|.idx")
ISA_SET(prmtm,   MODE,  ".f4e|.b4e|.rc8|.ecl|.ecr|.rc16")
ISA_SET(testop,  MODE,  ".finite|.infinite|.number|.notanumber|.normal|.subnormal")
ISA_SET(shfdir,  MODE,  ".l|.r")
ISA_SET(geom,    MODE,  ".1d|.2d|.3d|.a1d|.a2d|.cube|.acube|.2dms|.a2dms")
ISA_SET(sgeom,   MODE,  ".1d|.2d|.3d|.a1d|.a2d")
ISA_SET(sdim,    MODE,  ".1d|.2d|.3d")
ISA_SET(t4geom,  MODE,  ".2d|.a2d|.cube|.acube")
ISA_SET(t4comp,  MODE,  ".r|.g|.b|.a")
ISA_SET(sumode,  MODE,  ".trap|.clamp|.zero")
ISA_SET(suop,    AOP,   ".add|.min|.max|.and|.or")
ISA_SET(tquery,  MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.normalized_coords|.array_size|.num_mipmap_levels|.num_samples")
ISA_SET(tlquery, MODE,  ".width|.height|.depth")
ISA_SET(squery,  MODE,  ".force_unnormalized_coords|.filter_mode|.addr_mode_0|.addr_mode_1|.addr_mode_2")
ISA_SET(suquery, MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.array_size|.memory_layout")
ISA_SET(fsem,    SEM,   ".sc|.acq_rel|.acquire|.release")
ISA_SET(mblevel, SCOPE, ".cta|.gl|.sys")
ISA_SET(mbsem,   SEM,   ".release|.relaxed")
ISA_SET(mbwsem,  SEM,   ".acquire|.relaxed")
ISA_SET(ctaclu,  SCOPE, ".cta|.cluster")
ISA_SET(mbwait,  MODE,  ".test_wait|.try_wait")
ISA_SET(l2prio,  EVICT2, ".L2::evict_last|.L2::evict_normal|.L2::evict_first|.L2::evict_unchanged")
ISA_SET(l2prio2, EVICT1, ".L2::evict_first|.L2::evict_unchanged")
ISA_SET(gdc,     MODE,  ".launch_dependents|.wait")
ISA_SET(incdec,  MODE,  ".inc|.dec")
ISA_SET(cpsize,  MODE,  ".ca|.cg")
ISA_SET(ldmx,    MODE,  ".x1|.x2|.x4")
ISA_SET(ldmshape, MODE, ".m8n8|.m16n16|.m8n16")
ISA_SET(mmalay,  MODE,  ".row|.col")
ISA_SET(vcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge")

/* ---- integer arithmetic ----------------------------------------------- */
ISA(add, "(.u16|.u32|.u64|.s16|.s32|.s64|.u16x2|.s16x2) r0,x0,x0")
ISA(add, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(add, ".sat.s32 r0,x0,x0")
ISA(add, "{@rnd}.f64 r0,x0,x0")
ISA(add, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(add, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(add, "{.rn}@bhalf r0,x0,x0")
ISA(add, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(add, ".cc@i32 r0,x0,x0")
ISA(sub, "@i16 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(sub, ".sat.s32 r0,x0,x0")
ISA(sub, "{@rnd}.f64 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(sub, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(sub, "{.rn}@bhalf r0,x0,x0")
ISA(sub, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(sub, ".cc@i32 r0,x0,x0")
ISA(addc, "{.cc}@i32 r0,x0,x0")
ISA(subc, "{.cc}@i32 r0,x0,x0")
ISA(mul, "(.hi|.lo)@i16 r0,x0,x0")
ISA(mul, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0")
ISA(mul, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(mul, "{@rnd}.f64 r0,x0,x0")
ISA(mul, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(mul, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(mul, "{.rn}@bhalf r0,x0,x0")
ISA(mad, "(.hi|.lo)@i16 r0,x0,x0,x0")
ISA(mad, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0,x0+")
ISA(mad, ".hi.sat.s32 r0,x0,x0,x0")
ISA(mad, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "@rnd.f64 r0,x0,x0,x0")
ISA(mad, "@hilo.cc@i32 r0,x0,x0,x0")
ISA(madc, "@hilo{.cc}@i32 r0,x0,x0,x0")
ISA(mul24, "@hilo@us32 r0,x0,x0")
ISA(mad24, "@hilo@us32 r0,x0,x0,x0")
ISA(mad24, ".hi.sat.s32 r0,x0,x0,x0")
ISA(sad, "@i16 r0,x0,x0,x0")
ISA(div, "@i16 r0,x0,x0")
ISA(div, "(.approx|.full){.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd{.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd.f64 r0,x0,x0")
ISA(rem, "@i16 r0,x0,x0")
ISA(abs, "(.s16|.s32|.s64) r0,x0")
ISA(abs, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(abs, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(neg, "(.s16|.s32|.s64) r0,x0")
ISA(neg, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(neg, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(min, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(min, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(min, ".f64 r0,x0,x0")
ISA(min, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(max, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(max, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(max, ".f64 r0,x0,x0")
ISA(max, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(popc, "@b3264 r.u32,x0")
ISA(clz, "@b3264 r.u32,x0")
ISA(bfind, "{.shiftamt}@i32 r.u32,x0")
ISA(brev, "@b3264 r0,x0")
ISA(bfe, "@i32 r0,x0,x.u32,x.u32")
ISA(bfi, "@b3264 r0,x0,x0,x.u32,x.u32")
ISA(fns, ".b32 r0,x0,x0,x.s32")
ISA(bmsk, "@clampw.b32 r0,x0,x0")
ISA(szext, "@clampw@us32 r0,x0,x.u32")
ISA(dp4a, "@us32@us32 r.b32,x0,x1,x.b32")
ISA(dp2a, "@hilo@us32@us32 r.b32,x0,x1,x.b32")

/* ---- video: scalar d, a, b[, c] with .sat and a secondary operation
   (.add .min .max); SIMD d, a, b, c with .sat (merge) or .add ---------- */
ISA(vadd, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vadd, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vadd, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vsub, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vabsdiff, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmin, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmax, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshl, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshr, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vmad, "@us32@us32@us32{.sat}{.shr7|.shr15} r0,x1s-,x2s-,x0-")
ISA(vmad, "@us32@us32@us32.po{.sat}{.shr7|.shr15} r0,x1s,x2s,x0")
ISA(vset, "@us32@us32@vcmp r.u32,x0s,x1s")
ISA(vset, "@us32@us32@vcmp@aopmm r.u32,x0s,x1s,x.u32")
ISA(vset, "@us32@us32@vcmp r0S,x0s,x1s,x.u32")
ISA(vadd2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vadd2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vset2, "@us32@us32@vcmp r0H,x0h,x1h,x.u32")
ISA(vset2, "@us32@us32@vcmp@aopadd r0H,x0h,x1h,x.u32")
ISA(vadd4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vadd4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vset4, "@us32@us32@vcmp r0B,x0b,x1b,x.u32")
ISA(vset4, "@us32@us32@vcmp@aopadd r0B,x0b,x1b,x.u32")

/* ---- floating point --------------------------------------------------- */
ISA(testp, "@testop(.f32|.f64) p,x0")
ISA(copysign, "(.f32|.f64) r0,x0,x0")
ISA(fma, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(fma, "@rnd.f64 r0,x0,x0,x0")
ISA(fma, "@rnd{.ftz}.f32x2 r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}{.sat}@half r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}.relu@half r0,x0,x0,x0")
ISA(fma, ".rn{.relu}@bhalf r0,x0,x0,x0")
ISA(fma, ".rn.oob{.relu}(.f16|.f16x2|.bf16|.bf16x2) r0,x0,x0,x0")
ISA(fma, "@rnd{.sat}.f32@hb r0,x1,x1,x0")
ISA(rcp, ".approx{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd.f64 r0,x0")
ISA(rcp, ".approx.ftz.f64 r0,x0")
ISA(sqrt, ".approx{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd.f64 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f32 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f64 r0,x0")
ISA(sin, ".approx{.ftz}.f32 r0,x0")
ISA(cos, ".approx{.ftz}.f32 r0,x0")
ISA(lg2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx@half r0,x0")
ISA(ex2, ".approx.ftz@bhalf r0,x0")
ISA(tanh, ".approx(.f16|.f32|.f16x2|.bf16|.bf16x2) r0,x0")

/* ---- comparison and selection ------------------------------------------ */
ISA(setp, "@cmp{.ftz}@all11 p|,x0,x0")
ISA(setp, "@cmp@bool{.ftz}@all11 p|,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16 p,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16 p,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16x2 p^,x0,x0,p!")
ISA(setp, "@fcmp.bf16 p,x0,x0")
ISA(setp, "@fcmp@bool.bf16 p,x0,x0,p!")
ISA(setp, "@fcmp.bf16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool.bf16x2 p^,x0,x0,p!")
ISA(set, "@cmp{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1")
ISA(set, "@cmp@bool{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1,p!")
ISA(set, "@fcmp(.u16|.s16|.u32|.s32).bf16 r0,x1,x1")
ISA(set, "@fcmp@bool(.u16|.s16|.u32|.s32).bf16 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1,p!")
ISA(set, "@fcmp(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1")
ISA(set, "@fcmp@bool(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1,p!")
ISA(selp, "@all11 r0,x0,x0,p")
ISA(slct, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).s32 r0,x0,x0,x1")
ISA(slct, "{.ftz}(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).f32 r0,x0,x0,x1")

/* ---- logic and shift ---------------------------------------------------- */
ISA(and, "@logic r0,x0,x0")
ISA(or, "@logic r0,x0,x0")
ISA(xor, "@logic r0,x0,x0")
ISA(not, "@logic r0,x0")
ISA(cnot, "(.b16|.b32|.b64) r0,x0")
ISA(lop3, ".b32 r0,x0,x0,x0,i.b32")
ISA(lop3, "@bool2.b32 r0^,x0,x0,x0,i.b32,p!")
ISA(shf, "@shfdir@clampw.b32 r0,x0,x0,x.u32")
ISA(shl, "(.b16|.b32|.b64) r0,x0,x.u32")
ISA(shr, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64) r0,x0,x.u32")

/* ---- data movement -------------------------------------------------------- */
ISA(mov, "@movtype r0,m0")
ISA(mov, "(.b16|.b32|.b64|.b128) k0_,k0")
ISA(mov, "@vec(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64) v0,w0")
ISA(ld, "{.weak}{@ldss}{@ldcop}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, "{.weak}{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, ".volatile{@ldss}{@pfsz}{@vec}@ldtype v0~_,a")
ISA(ld, "(.relaxed|.acquire)@scope{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".mmio.relaxed.sys{.global}@ldtype r0~,a")
ISA(ld, ".global{@nccop}.nc{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".global.nc{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(st, "{.weak}{@stss}{@stcop}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, "{.weak}{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".volatile{@stss}{@vec}@ldtype a,w0~")
ISA(st, "(.relaxed|.release)@scope{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".mmio.relaxed.sys{.global}@ldtype a,x0~")
ISA(ldu, "{.global}{@vec24}@ldtype v0~_,a")
ISA(prefetch, "{.global|.local}(.L1|.L2) a")
ISA(prefetch, ".global(.L2::evict_last|.L2::evict_normal) a")
ISA(prefetch, "{.const|.param}.tensormap a")
ISA(prefetchu, ".L1 a")
ISA(isspacep, "@space8 p,s")
ISA(cvta, "@space8@us64 r0,s0")
ISA(cvta, ".to@space8@us64 r0,x0")
ISA(cvt, "{@irnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "{@rnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16|.bf16).f32 r0~,x1")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1")
ISA(cvt, ".rs{.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1,x.b32")
ISA(cvt, ".rna{.satfinite}.tf32.f32 r.b32,x1")
ISA(cvt, "(.rn|.rz){.satfinite}{.relu}.tf32.f32 r.b32,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f16x2 r.b16~,x1")
ISA(cvt, ".rn{.relu}.f16x2@f8x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f8x4.f32 r.b32,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}.e2m1x2.f32 r.b8~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2.e2m1x2 r0,x.b8~")
ISA(cvt, ".rs{.relu}.satfinite.e2m1x4.f32 r.b16~,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}@f6x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2@f6x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f6x4.f32 r.b32,B1,x.b32")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.f32 r.b16~,x1,x1")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.bf16x2 r.b16~,x1")
ISA(cvt, ".rn.bf16x2.ue8m0x2 r0,x.b16")
ISA(cvt, ".pack.sat(.u16|.s16).s32 r.b32,x1,x1")
ISA(cvt, ".pack.sat(.u2|.s2|.u4|.s4|.u8|.s8).s32.b32 r.b32,x1,x1,x2")
ISA(prmt, ".b32{@prmtm} r0,x0,x0,x0")

/* ---- control flow ------------------------------------------------------------ */
ISA(bra, "{.uni} l")
ISA(brx, ".idx{.uni} x.u32,t")
ISA(call, "{.uni} C")
ISA(ret, "{.uni} ")
ISA(exit, " ")
ISA(trap, " ")
ISA(brkpt, " ")
ISA(pmevent, "{.mask} i")
ISA(nanosleep, ".u32 x0")

/* ---- synchronisation and communication ------------------------------------ */
ISA(bar, "{.cta}.sync x.u32,?x.u32")
ISA(bar, "{.cta}.arrive x.u32,x.u32")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,p!")
ISA(bar, ".warp.sync x.b32")
ISA(barrier, "{.cta}.sync{.aligned} x.u32,?x.u32")
ISA(barrier, "{.cta}.arrive{.aligned} x.u32,x.u32")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,p!")
ISA(barrier, ".cluster.arrive{@rsem}{.aligned} ")
ISA(barrier, ".cluster.wait{.acquire}{.aligned} ")
ISA(membar, "@mblevel ")
ISA(membar, ".proxy(.alias|.async) ")
ISA(membar, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, "{@fsem}@scope ")
ISA(fence, ".acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".release.sync_restrict::shared::cta.cluster ")
ISA(fence, ".mbarrier_init.release.cluster ")
ISA(fence, ".proxy(.alias|.async) ")
ISA(fence, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, ".proxy.tensormap::generic.release@scope ")
ISA(fence, ".proxy.tensormap::generic.acquire@scope a,i")
ISA(fence, ".proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".proxy.async::generic.release.sync_restrict::shared::cta.cluster ")
ISA(atom, "{@asem}{@scope}{@aspace}@aop{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopcas(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64|.b16|.b128) r0,a,x0,x0")
ISA(atom, "{@asem}{@scope}{@aspace}@aopexch{.L2::cache_hint}.b128 r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopadd.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopadd{.L2::cache_hint}@vec24.f32 v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec@hb v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) v0,a,v0,?h")
ISA(red, "@redop{@aspace}{@rsem}{@scope}{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}{.L2::cache_hint}@vec24.f32 a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec@hb a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) a,v0,?h")
ISA(vote, "@votem.pred p,p!")
ISA(vote, ".ballot.b32 r0,p!")
ISA(vote, ".sync@votem.pred p,p!,x.b32")
ISA(vote, ".sync.ballot.b32 r0,p!,x.b32")
ISA(activemask, ".b32 r0")
ISA(shfl, "@shflm.b32 r0|,x0,x0,x0")
ISA(shfl, ".sync@shflm.b32 r0|,x0,x0,x0,x0")
ISA(match, ".any.sync@b3264 r.b32,x0,x.b32")
ISA(match, ".all.sync@b3264 r.b32|,x0,x.b32")
ISA(redux, ".sync@aopmm@us32 r0,x0,x.b32")
ISA(redux, ".sync@aoplog.b32 r0,x0,x.b32")
ISA(redux, ".sync@aopmin{.abs}{.NaN}.f32 r0,x0,x.b32")
ISA(elect, ".sync r.b32^,x.b32")
ISA(alloca, "@us64 r0,x0,?i")
ISA(stacksave, "@us64 r0")
ISA(stackrestore, "@us64 x0")

/* ---- textures and surfaces (address shapes checked loosely) ----------------- */
ISA(tex, "{.base|.level|.grad}@geom.v4(.u32|.s32|.f16|.f32)(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tex, "{.base|.level|.grad}@geom.v2.f16x2(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tld4, "@t4comp@t4geom.v4(.u32|.s32|.f32).f32 B0|,*,?*,?*")
ISA(txq, "@tquery.b32 r0,*")
ISA(txq, ".level@tlquery.b32 r0,*,x.s32")
ISA(txq, "@squery.b32 r0,*")
ISA(suld, ".b@sgeom{@ldcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} v0~,*")
ISA(sust, ".b@sgeom{@stcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} *,w0~")
ISA(sust, ".p@sdim{@vec24}.b32{@sumode} *,w0~")
ISA(sured, ".b@suop@sdim(.u32|.u64|.s32|.b32|.s64)@sumode *,x0")
ISA(sured, ".p@suop@sdim(.b32|.b64)@sumode *,x0")
ISA(suq, "@suquery.b32 r0,*")
ISA(istypep, "(.texref|.samplerref|.surfref) p,*")

/* ---- asynchronous copies, barriers and cluster ------------------------------- */
ISA(cp, ".async@cpsize@shcta.global{.L2::cache_hint}{@pfsz} a.shared,a.global,i,?x.u32,?h")
ISA(cp, ".async.commit_group ")
ISA(cp, ".async.wait_group i")
ISA(cp, ".async.wait_all ")
ISA(cp, ".async.mbarrier.arrive{.noinc}{@shcta}.b64 a")
ISA(mbarrier, ".init{@shcta}.b64 a,x.u32")
ISA(mbarrier, ".inval{@shcta}.b64 a")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive_drop.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, "(.expect_tx|.complete_tx){.relaxed}{@ctaclu}{@shcta|.shared::cluster}.b64 a,x.u32")
ISA(mbarrier, "@mbwait{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x0,?x.u32")
ISA(mbarrier, "@mbwait.parity{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x.u32,?x.u32")
ISA(mbarrier, ".pending_count.b64 r.u32,x0")
ISA(getctarank, "{.shared::cluster}@us64 r.u32,s0")
ISA(mapa, "{.shared::cluster}@us64 r0,s0,x.u32")
ISA(griddepcontrol, "@gdc ")
ISA(createpolicy, ".range{.global}@l2prio{@l2prio2}.b64 r0,a,x.u32,x.u32")
ISA(createpolicy, ".fractional@l2prio{@l2prio2}.b64 r0,?x.f32")
ISA(createpolicy, ".cvt.L2.b64 r0,x0")
ISA(discard, "{.global}.L2 a,i")
ISA(applypriority, "{.global}.L2::evict_normal a,i")
ISA(setmaxnreg, "@incdec.sync.aligned.u32 i")
ISA(ldmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 B.b32,a")
ISA(stmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 a,B.b32")
ISA(movmatrix, ".sync.aligned.m8n8.trans.b16 r.b32,x.b32")
/* ---- end src/isa_table.h, back in src/isa.c ---- */
#undef ISA
    , (uint64_t)0
#define ISA(op, text) | ISA_BIT(KW_op_##op, 1u)
/* ---- src/isa_table.h ---- */
/* The instruction table: every legal form of every checked instruction,
   as data. Two X-macro lists:

     ISA_SET(name, ROLE, "alternatives")   a named set of modifiers
     ISA(opcode, "modifiers operands")     one legal form of opcode

   A form string is the spec's syntax line without the opcode:

   modifiers (no spaces between items; matched in any order, except that
   type slots are positional: the instruction's type modifiers fill the
   form's type slots left to right):
     .word           a required modifier
     (.a|.b|@set)    a required choice
     @set            a required choice from a named set
     {...}           an optional item: {.ftz}, {.a|.b}, {@rnd}
     A slot whose alternatives are all types is a type slot. Every other
     slot has a role that says where isa_decoded records it: the named
     set's ROLE, else the role of its first keyword (rounding modifiers
     are RND, scopes SCOPE, state spaces SPACE, .v2/.v4/.v8 VEC, ...,
     modifiers listed in ISA_FLAGS (isa.h) FLAG, anything else MODE).

   operands, after one space, comma-separated, each:
     [?] kind [type] [flags]
     ?     optional; only trailing operands may be optional
     kind  r register       x register or constant   i integer constant
           p predicate      a address [..]            l label
           v data: a register, or a {..} brace of .vN registers (by the
             form's VEC slot)   w the same, constants allowed
           m mov source: register, constant, variable or function name
           s variable name or register (cvta, getctarank, mapa)
           k pack/unpack brace (mov.b64 d, {a, b}) or register
           t .branchtargets list   h cache-policy (.b64; present exactly
             when .L2::cache_hint is)   B a {..} brace of registers
           C the call operand lists   * anything (checked elsewhere)
     type  0..3   the type of type slot N;  .u32 etc.: that fixed type;
           none:  any type
     flags ~ relaxed size rules (ld/st/cvt)   _ sink allowed
           ! !p allowed   | d|p pair allowed   ^ d|p pair required
           u address may carry a .unified suffix   + twice the width
           (mul.wide); for 'a', a .space instead of a type fixes the
           state space of the address (cp.async's two addresses)
           - -r allowed (vmad)   video selectors: s .b0-.b3/.h0/.h1
           allowed, S required; h .hxy; b .bxyzw; H mask .h0/.h1/.h10;
           B mask .b0 ... .b3210

   Forms of an opcode are consecutive and tried in order, so the most
   common come first. */

/* ---- named sets ----------------------------------------------------- */
ISA_SET(rnd,     RND,   ".rn|.rz|.rm|.rp")
ISA_SET(irnd,    RND,   ".rni|.rzi|.rmi|.rpi")
ISA_SET(cmp,     CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.lo|.ls|.hi|.hs|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(fcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(bool,    BOOL,  ".and|.or|.xor")
ISA_SET(bool2,   BOOL,  ".and|.or")
ISA_SET(scope,   SCOPE, ".cta|.cluster|.gpu|.sys")
ISA_SET(hilo,    FLAG,  ".hi|.lo")
ISA_SET(mulmode, FLAG,  ".hi|.lo|.wide")
ISA_SET(i16,     TYPE,  ".u16|.u32|.u64|.s16|.s32|.s64")
ISA_SET(i32,     TYPE,  ".u32|.s32|.u64|.s64")
ISA_SET(us32,    TYPE,  ".u32|.s32")
ISA_SET(us64,    TYPE,  ".u32|.u64")
ISA_SET(b3264,   TYPE,  ".b32|.b64")
ISA_SET(logic,   TYPE,  ".pred|.b16|.b32|.b64")
ISA_SET(all11,   TYPE,  ".b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(movtype, TYPE,  ".pred|.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(ldtype,  TYPE,  ".b8|.b16|.b32|.b64|.b128|.u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.f32|.f64")
ISA_SET(cvttype, TYPE,  ".u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.bf16|.f16|.f32|.f64")
ISA_SET(half,    TYPE,  ".f16|.f16x2")
ISA_SET(bhalf,   TYPE,  ".bf16|.bf16x2")
ISA_SET(hb,      TYPE,  ".f16|.bf16")
ISA_SET(f8x2,    TYPE,  ".e4m3x2|.e5m2x2")
ISA_SET(f6x2,    TYPE,  ".e2m3x2|.e3m2x2")
ISA_SET(f8x4,    TYPE,  ".e4m3x4|.e5m2x4")
ISA_SET(f6x4,    TYPE,  ".e2m3x4|.e3m2x4")
ISA_SET(space8,  SPACE, ".const|.global|.local|.shared|.shared::cta|.shared::cluster|.param|.param::entry")
ISA_SET(ldss,    SPACE, ".const|.global|.local|.param::entry|.param::func|.param|.shared|.shared::cta|.shared::cluster")
ISA_SET(stss,    SPACE, ".global|.local|.param|.param::func|.shared|.shared::cta|.shared::cluster")
ISA_SET(aspace,  SPACE, ".global|.shared|.shared::cta|.shared::cluster")
ISA_SET(shcta,   SPACE, ".shared|.shared::cta")
ISA_SET(ldcop,   CACHE, ".ca|.cg|.cs|.lu|.cv")
ISA_SET(nccop,   CACHE, ".ca|.cg|.cs")
ISA_SET(stcop,   CACHE, ".wb|.cg|.cs|.wt")
ISA_SET(l1ev,    EVICT1, ".L1::evict_normal|.L1::evict_unchanged|.L1::evict_first|.L1::evict_last|.L1::no_allocate")
ISA_SET(l2ev,    EVICT2, ".L2::evict_normal|.L2::evict_first|.L2::evict_last")
ISA_SET(pfsz,    PFSIZE, ".L2::64B|.L2::128B|.L2::256B")
ISA_SET(vec,     VEC,   ".v2|.v4|.v8")
ISA_SET(vec24,   VEC,   ".v2|.v4")
ISA_SET(asem,    SEM,   ".relaxed|.acquire|.release|.acq_rel")
ISA_SET(rsem,    SEM,   ".relaxed|.release")
ISA_SET(aop,     AOP,   ".and|.or|.xor|.exch|.add|.inc|.dec|.min|.max")
ISA_SET(redop,   AOP,   ".and|.or|.xor|.add|.inc|.dec|.min|.max")
ISA_SET(aopmm,   AOP,   ".add|.min|.max")
ISA_SET(aopcas,  AOP,   ".cas")
ISA_SET(aopexch, AOP,   ".exch")
ISA_SET(aopadd,  AOP,   ".add")
ISA_SET(aoplog,  AOP,   ".and|.or|.xor")
ISA_SET(aopmin,  AOP,   ".min|.max")
ISA_SET(barop,   AOP,   ".and|.or")
ISA_SET(popc,    AOP,   ".popc")
ISA_SET(clampw,  MODE,  ".clamp|.wrap")
ISA_SET(votem,   MODE,  ".all|.any|.uni")
ISA_SET(shflm,   MODE,  ".up|.down|.bfly|.idx")
ISA_SET(prmtm,   MODE,  ".f4e|.b4e|.rc8|.ecl|.ecr|.rc16")
ISA_SET(testop,  MODE,  ".finite|.infinite|.number|.notanumber|.normal|.subnormal")
ISA_SET(shfdir,  MODE,  ".l|.r")
ISA_SET(geom,    MODE,  ".1d|.2d|.3d|.a1d|.a2d|.cube|.acube|.2dms|.a2dms")
ISA_SET(sgeom,   MODE,  ".1d|.2d|.3d|.a1d|.a2d")
ISA_SET(sdim,    MODE,  ".1d|.2d|.3d")
ISA_SET(t4geom,  MODE,  ".2d|.a2d|.cube|.acube")
ISA_SET(t4comp,  MODE,  ".r|.g|.b|.a")
ISA_SET(sumode,  MODE,  ".trap|.clamp|.zero")
ISA_SET(suop,    AOP,   ".add|.min|.max|.and|.or")
ISA_SET(tquery,  MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.normalized_coords|.array_size|.num_mipmap_levels|.num_samples")
ISA_SET(tlquery, MODE,  ".width|.height|.depth")
ISA_SET(squery,  MODE,  ".force_unnormalized_coords|.filter_mode|.addr_mode_0|.addr_mode_1|.addr_mode_2")
ISA_SET(suquery, MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.array_size|.memory_layout")
ISA_SET(fsem,    SEM,   ".sc|.acq_rel|.acquire|.release")
ISA_SET(mblevel, SCOPE, ".cta|.gl|.sys")
ISA_SET(mbsem,   SEM,   ".release|.relaxed")
ISA_SET(mbwsem,  SEM,   ".acquire|.relaxed")
ISA_SET(ctaclu,  SCOPE, ".cta|.cluster")
ISA_SET(mbwait,  MODE,  ".test_wait|.try_wait")
ISA_SET(l2prio,  EVICT2, ".L2::evict_last|.L2::evict_normal|.L2::evict_first|.L2::evict_unchanged")
ISA_SET(l2prio2, EVICT1, ".L2::evict_first|.L2::evict_unchanged")
ISA_SET(gdc,     MODE,  ".launch_dependents|.wait")
ISA_SET(incdec,  MODE,  ".inc|.dec")
ISA_SET(cpsize,  MODE,  ".ca|.cg")
ISA_SET(ldmx,    MODE,  ".x1|.x2|.x4")
ISA_SET(ldmshape, MODE, ".m8n8|.m16n16|.m8n16")
ISA_SET(mmalay,  MODE,  ".row|.col")
ISA_SET(vcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge")

/* ---- integer arithmetic ----------------------------------------------- */
ISA(add, "(.u16|.u32|.u64|.s16|.s32|.s64|.u16x2|.s16x2) r0,x0,x0")
ISA(add, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(add, ".sat.s32 r0,x0,x0")
ISA(add, "{@rnd}.f64 r0,x0,x0")
ISA(add, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(add, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(add, "{.rn}@bhalf r0,x0,x0")
ISA(add, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(add, ".cc@i32 r0,x0,x0")
ISA(sub, "@i16 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(sub, ".sat.s32 r0,x0,x0")
ISA(sub, "{@rnd}.f64 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(sub, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(sub, "{.rn}@bhalf r0,x0,x0")
ISA(sub, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(sub, ".cc@i32 r0,x0,x0")
ISA(addc, "{.cc}@i32 r0,x0,x0")
ISA(subc, "{.cc}@i32 r0,x0,x0")
ISA(mul, "(.hi|.lo)@i16 r0,x0,x0")
ISA(mul, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0")
ISA(mul, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(mul, "{@rnd}.f64 r0,x0,x0")
ISA(mul, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(mul, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(mul, "{.rn}@bhalf r0,x0,x0")
ISA(mad, "(.hi|.lo)@i16 r0,x0,x0,x0")
ISA(mad, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0,x0+")
ISA(mad, ".hi.sat.s32 r0,x0,x0,x0")
ISA(mad, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "@rnd.f64 r0,x0,x0,x0")
ISA(mad, "@hilo.cc@i32 r0,x0,x0,x0")
ISA(madc, "@hilo{.cc}@i32 r0,x0,x0,x0")
ISA(mul24, "@hilo@us32 r0,x0,x0")
ISA(mad24, "@hilo@us32 r0,x0,x0,x0")
ISA(mad24, ".hi.sat.s32 r0,x0,x0,x0")
ISA(sad, "@i16 r0,x0,x0,x0")
ISA(div, "@i16 r0,x0,x0")
ISA(div, "(.approx|.full){.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd{.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd.f64 r0,x0,x0")
ISA(rem, "@i16 r0,x0,x0")
ISA(abs, "(.s16|.s32|.s64) r0,x0")
ISA(abs, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(abs, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(neg, "(.s16|.s32|.s64) r0,x0")
ISA(neg, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(neg, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(min, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(min, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(min, ".f64 r0,x0,x0")
ISA(min, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(max, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(max, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(max, ".f64 r0,x0,x0")
ISA(max, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(popc, "@b3264 r.u32,x0")
ISA(clz, "@b3264 r.u32,x0")
ISA(bfind, "{.shiftamt}@i32 r.u32,x0")
ISA(brev, "@b3264 r0,x0")
ISA(bfe, "@i32 r0,x0,x.u32,x.u32")
ISA(bfi, "@b3264 r0,x0,x0,x.u32,x.u32")
ISA(fns, ".b32 r0,x0,x0,x.s32")
ISA(bmsk, "@clampw.b32 r0,x0,x0")
ISA(szext, "@clampw@us32 r0,x0,x.u32")
ISA(dp4a, "@us32@us32 r.b32,x0,x1,x.b32")
ISA(dp2a, "@hilo@us32@us32 r.b32,x0,x1,x.b32")

/* ---- video: scalar d, a, b[, c] with .sat and a secondary operation
   (.add .min .max); SIMD d, a, b, c with .sat (merge) or .add ---------- */
ISA(vadd, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vadd, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vadd, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vsub, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vabsdiff, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmin, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmax, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshl, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshr, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vmad, "@us32@us32@us32{.sat}{.shr7|.shr15} r0,x1s-,x2s-,x0-")
ISA(vmad, "@us32@us32@us32.po{.sat}{.shr7|.shr15} r0,x1s,x2s,x0")
ISA(vset, "@us32@us32@vcmp r.u32,x0s,x1s")
ISA(vset, "@us32@us32@vcmp@aopmm r.u32,x0s,x1s,x.u32")
ISA(vset, "@us32@us32@vcmp r0S,x0s,x1s,x.u32")
ISA(vadd2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vadd2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vset2, "@us32@us32@vcmp r0H,x0h,x1h,x.u32")
ISA(vset2, "@us32@us32@vcmp@aopadd r0H,x0h,x1h,x.u32")
ISA(vadd4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vadd4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vset4, "@us32@us32@vcmp r0B,x0b,x1b,x.u32")
ISA(vset4, "@us32@us32@vcmp@aopadd r0B,x0b,x1b,x.u32")

/* ---- floating point --------------------------------------------------- */
ISA(testp, "@testop(.f32|.f64) p,x0")
ISA(copysign, "(.f32|.f64) r0,x0,x0")
ISA(fma, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(fma, "@rnd.f64 r0,x0,x0,x0")
ISA(fma, "@rnd{.ftz}.f32x2 r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}{.sat}@half r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}.relu@half r0,x0,x0,x0")
ISA(fma, ".rn{.relu}@bhalf r0,x0,x0,x0")
ISA(fma, ".rn.oob{.relu}(.f16|.f16x2|.bf16|.bf16x2) r0,x0,x0,x0")
ISA(fma, "@rnd{.sat}.f32@hb r0,x1,x1,x0")
ISA(rcp, ".approx{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd.f64 r0,x0")
ISA(rcp, ".approx.ftz.f64 r0,x0")
ISA(sqrt, ".approx{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd.f64 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f32 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f64 r0,x0")
ISA(sin, ".approx{.ftz}.f32 r0,x0")
ISA(cos, ".approx{.ftz}.f32 r0,x0")
ISA(lg2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx@half r0,x0")
ISA(ex2, ".approx.ftz@bhalf r0,x0")
ISA(tanh, ".approx(.f16|.f32|.f16x2|.bf16|.bf16x2) r0,x0")

/* ---- comparison and selection ------------------------------------------ */
ISA(setp, "@cmp{.ftz}@all11 p|,x0,x0")
ISA(setp, "@cmp@bool{.ftz}@all11 p|,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16 p,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16 p,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16x2 p^,x0,x0,p!")
ISA(setp, "@fcmp.bf16 p,x0,x0")
ISA(setp, "@fcmp@bool.bf16 p,x0,x0,p!")
ISA(setp, "@fcmp.bf16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool.bf16x2 p^,x0,x0,p!")
ISA(set, "@cmp{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1")
ISA(set, "@cmp@bool{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1,p!")
ISA(set, "@fcmp(.u16|.s16|.u32|.s32).bf16 r0,x1,x1")
ISA(set, "@fcmp@bool(.u16|.s16|.u32|.s32).bf16 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1,p!")
ISA(set, "@fcmp(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1")
ISA(set, "@fcmp@bool(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1,p!")
ISA(selp, "@all11 r0,x0,x0,p")
ISA(slct, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).s32 r0,x0,x0,x1")
ISA(slct, "{.ftz}(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).f32 r0,x0,x0,x1")

/* ---- logic and shift ---------------------------------------------------- */
ISA(and, "@logic r0,x0,x0")
ISA(or, "@logic r0,x0,x0")
ISA(xor, "@logic r0,x0,x0")
ISA(not, "@logic r0,x0")
ISA(cnot, "(.b16|.b32|.b64) r0,x0")
ISA(lop3, ".b32 r0,x0,x0,x0,i.b32")
ISA(lop3, "@bool2.b32 r0^,x0,x0,x0,i.b32,p!")
ISA(shf, "@shfdir@clampw.b32 r0,x0,x0,x.u32")
ISA(shl, "(.b16|.b32|.b64) r0,x0,x.u32")
ISA(shr, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64) r0,x0,x.u32")

/* ---- data movement -------------------------------------------------------- */
ISA(mov, "@movtype r0,m0")
ISA(mov, "(.b16|.b32|.b64|.b128) k0_,k0")
ISA(mov, "@vec(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64) v0,w0")
ISA(ld, "{.weak}{@ldss}{@ldcop}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, "{.weak}{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, ".volatile{@ldss}{@pfsz}{@vec}@ldtype v0~_,a")
ISA(ld, "(.relaxed|.acquire)@scope{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".mmio.relaxed.sys{.global}@ldtype r0~,a")
ISA(ld, ".global{@nccop}.nc{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".global.nc{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(st, "{.weak}{@stss}{@stcop}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, "{.weak}{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".volatile{@stss}{@vec}@ldtype a,w0~")
ISA(st, "(.relaxed|.release)@scope{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".mmio.relaxed.sys{.global}@ldtype a,x0~")
ISA(ldu, "{.global}{@vec24}@ldtype v0~_,a")
ISA(prefetch, "{.global|.local}(.L1|.L2) a")
ISA(prefetch, ".global(.L2::evict_last|.L2::evict_normal) a")
ISA(prefetch, "{.const|.param}.tensormap a")
ISA(prefetchu, ".L1 a")
ISA(isspacep, "@space8 p,s")
ISA(cvta, "@space8@us64 r0,s0")
ISA(cvta, ".to@space8@us64 r0,x0")
ISA(cvt, "{@irnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "{@rnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16|.bf16).f32 r0~,x1")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1")
ISA(cvt, ".rs{.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1,x.b32")
ISA(cvt, ".rna{.satfinite}.tf32.f32 r.b32,x1")
ISA(cvt, "(.rn|.rz){.satfinite}{.relu}.tf32.f32 r.b32,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f16x2 r.b16~,x1")
ISA(cvt, ".rn{.relu}.f16x2@f8x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f8x4.f32 r.b32,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}.e2m1x2.f32 r.b8~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2.e2m1x2 r0,x.b8~")
ISA(cvt, ".rs{.relu}.satfinite.e2m1x4.f32 r.b16~,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}@f6x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2@f6x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f6x4.f32 r.b32,B1,x.b32")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.f32 r.b16~,x1,x1")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.bf16x2 r.b16~,x1")
ISA(cvt, ".rn.bf16x2.ue8m0x2 r0,x.b16")
ISA(cvt, ".pack.sat(.u16|.s16).s32 r.b32,x1,x1")
ISA(cvt, ".pack.sat(.u2|.s2|.u4|.s4|.u8|.s8).s32.b32 r.b32,x1,x1,x2")
ISA(prmt, ".b32{@prmtm} r0,x0,x0,x0")

/* ---- control flow ------------------------------------------------------------ */
ISA(bra, "{.uni} l")
ISA(brx, ".idx{.uni} x.u32,t")
ISA(call, "{.uni} C")
ISA(ret, "{.uni} ")
ISA(exit, " ")
ISA(trap, " ")
ISA(brkpt, " ")
ISA(pmevent, "{.mask} i")
ISA(nanosleep, ".u32 x0")

/* ---- synchronisation and communication ------------------------------------ */
ISA(bar, "{.cta}.sync x.u32,?x.u32")
ISA(bar, "{.cta}.arrive x.u32,x.u32")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,p!")
ISA(bar, ".warp.sync x.b32")
ISA(barrier, "{.cta}.sync{.aligned} x.u32,?x.u32")
ISA(barrier, "{.cta}.arrive{.aligned} x.u32,x.u32")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,p!")
ISA(barrier, ".cluster.arrive{@rsem}{.aligned} ")
ISA(barrier, ".cluster.wait{.acquire}{.aligned} ")
ISA(membar, "@mblevel ")
ISA(membar, ".proxy(.alias|.async) ")
ISA(membar, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, "{@fsem}@scope ")
ISA(fence, ".acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".release.sync_restrict::shared::cta.cluster ")
ISA(fence, ".mbarrier_init.release.cluster ")
ISA(fence, ".proxy(.alias|.async) ")
ISA(fence, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, ".proxy.tensormap::generic.release@scope ")
ISA(fence, ".proxy.tensormap::generic.acquire@scope a,i")
ISA(fence, ".proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".proxy.async::generic.release.sync_restrict::shared::cta.cluster ")
ISA(atom, "{@asem}{@scope}{@aspace}@aop{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopcas(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64|.b16|.b128) r0,a,x0,x0")
ISA(atom, "{@asem}{@scope}{@aspace}@aopexch{.L2::cache_hint}.b128 r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopadd.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopadd{.L2::cache_hint}@vec24.f32 v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec@hb v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) v0,a,v0,?h")
ISA(red, "@redop{@aspace}{@rsem}{@scope}{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}{.L2::cache_hint}@vec24.f32 a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec@hb a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) a,v0,?h")
ISA(vote, "@votem.pred p,p!")
ISA(vote, ".ballot.b32 r0,p!")
ISA(vote, ".sync@votem.pred p,p!,x.b32")
ISA(vote, ".sync.ballot.b32 r0,p!,x.b32")
ISA(activemask, ".b32 r0")
ISA(shfl, "@shflm.b32 r0|,x0,x0,x0")
ISA(shfl, ".sync@shflm.b32 r0|,x0,x0,x0,x0")
ISA(match, ".any.sync@b3264 r.b32,x0,x.b32")
ISA(match, ".all.sync@b3264 r.b32|,x0,x.b32")
ISA(redux, ".sync@aopmm@us32 r0,x0,x.b32")
ISA(redux, ".sync@aoplog.b32 r0,x0,x.b32")
ISA(redux, ".sync@aopmin{.abs}{.NaN}.f32 r0,x0,x.b32")
ISA(elect, ".sync r.b32^,x.b32")
ISA(alloca, "@us64 r0,x0,?i")
ISA(stacksave, "@us64 r0")
ISA(stackrestore, "@us64 x0")

/* ---- textures and surfaces (address shapes checked loosely) ----------------- */
ISA(tex, "{.base|.level|.grad}@geom.v4(.u32|.s32|.f16|.f32)(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tex, "{.base|.level|.grad}@geom.v2.f16x2(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tld4, "@t4comp@t4geom.v4(.u32|.s32|.f32).f32 B0|,*,?*,?*")
ISA(txq, "@tquery.b32 r0,*")
ISA(txq, ".level@tlquery.b32 r0,*,x.s32")
ISA(txq, "@squery.b32 r0,*")
ISA(suld, ".b@sgeom{@ldcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} v0~,*")
ISA(sust, ".b@sgeom{@stcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} *,w0~")
ISA(sust, ".p@sdim{@vec24}.b32{@sumode} *,w0~")
ISA(sured, ".b@suop@sdim(.u32|.u64|.s32|.b32|.s64)@sumode *,x0")
ISA(sured, ".p@suop@sdim(.b32|.b64)@sumode *,x0")
ISA(suq, "@suquery.b32 r0,*")
ISA(istypep, "(.texref|.samplerref|.surfref) p,*")

/* ---- asynchronous copies, barriers and cluster ------------------------------- */
ISA(cp, ".async@cpsize@shcta.global{.L2::cache_hint}{@pfsz} a.shared,a.global,i,?x.u32,?h")
ISA(cp, ".async.commit_group ")
ISA(cp, ".async.wait_group i")
ISA(cp, ".async.wait_all ")
ISA(cp, ".async.mbarrier.arrive{.noinc}{@shcta}.b64 a")
ISA(mbarrier, ".init{@shcta}.b64 a,x.u32")
ISA(mbarrier, ".inval{@shcta}.b64 a")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive_drop.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, "(.expect_tx|.complete_tx){.relaxed}{@ctaclu}{@shcta|.shared::cluster}.b64 a,x.u32")
ISA(mbarrier, "@mbwait{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x0,?x.u32")
ISA(mbarrier, "@mbwait.parity{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x.u32,?x.u32")
ISA(mbarrier, ".pending_count.b64 r.u32,x0")
ISA(getctarank, "{.shared::cluster}@us64 r.u32,s0")
ISA(mapa, "{.shared::cluster}@us64 r0,s0,x.u32")
ISA(griddepcontrol, "@gdc ")
ISA(createpolicy, ".range{.global}@l2prio{@l2prio2}.b64 r0,a,x.u32,x.u32")
ISA(createpolicy, ".fractional@l2prio{@l2prio2}.b64 r0,?x.f32")
ISA(createpolicy, ".cvt.L2.b64 r0,x0")
ISA(discard, "{.global}.L2 a,i")
ISA(applypriority, "{.global}.L2::evict_normal a,i")
ISA(setmaxnreg, "@incdec.sync.aligned.u32 i")
ISA(ldmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 B.b32,a")
ISA(stmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 a,B.b32")
ISA(movmatrix, ".sync.aligned.m8n8.trans.b16 r.b32,x.b32")
/* ---- end src/isa_table.h, back in src/isa.c ---- */
#undef ISA
    , (uint64_t)0
#define ISA(op, text) | ISA_BIT(KW_op_##op, 2u)
/* ---- src/isa_table.h ---- */
/* The instruction table: every legal form of every checked instruction,
   as data. Two X-macro lists:

     ISA_SET(name, ROLE, "alternatives")   a named set of modifiers
     ISA(opcode, "modifiers operands")     one legal form of opcode

   A form string is the spec's syntax line without the opcode:

   modifiers (no spaces between items; matched in any order, except that
   type slots are positional: the instruction's type modifiers fill the
   form's type slots left to right):
     .word           a required modifier
     (.a|.b|@set)    a required choice
     @set            a required choice from a named set
     {...}           an optional item: {.ftz}, {.a|.b}, {@rnd}
     A slot whose alternatives are all types is a type slot. Every other
     slot has a role that says where isa_decoded records it: the named
     set's ROLE, else the role of its first keyword (rounding modifiers
     are RND, scopes SCOPE, state spaces SPACE, .v2/.v4/.v8 VEC, ...,
     modifiers listed in ISA_FLAGS (isa.h) FLAG, anything else MODE).

   operands, after one space, comma-separated, each:
     [?] kind [type] [flags]
     ?     optional; only trailing operands may be optional
     kind  r register       x register or constant   i integer constant
           p predicate      a address [..]            l label
           v data: a register, or a {..} brace of .vN registers (by the
             form's VEC slot)   w the same, constants allowed
           m mov source: register, constant, variable or function name
           s variable name or register (cvta, getctarank, mapa)
           k pack/unpack brace (mov.b64 d, {a, b}) or register
           t .branchtargets list   h cache-policy (.b64; present exactly
             when .L2::cache_hint is)   B a {..} brace of registers
           C the call operand lists   * anything (checked elsewhere)
     type  0..3   the type of type slot N;  .u32 etc.: that fixed type;
           none:  any type
     flags ~ relaxed size rules (ld/st/cvt)   _ sink allowed
           ! !p allowed   | d|p pair allowed   ^ d|p pair required
           u address may carry a .unified suffix   + twice the width
           (mul.wide); for 'a', a .space instead of a type fixes the
           state space of the address (cp.async's two addresses)
           - -r allowed (vmad)   video selectors: s .b0-.b3/.h0/.h1
           allowed, S required; h .hxy; b .bxyzw; H mask .h0/.h1/.h10;
           B mask .b0 ... .b3210

   Forms of an opcode are consecutive and tried in order, so the most
   common come first. */

/* ---- named sets ----------------------------------------------------- */
ISA_SET(rnd,     RND,   ".rn|.rz|.rm|.rp")
ISA_SET(irnd,    RND,   ".rni|.rzi|.rmi|.rpi")
ISA_SET(cmp,     CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.lo|.ls|.hi|.hs|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(fcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge|.equ|.neu|.ltu|.leu|.gtu|.geu|.num|.nan")
ISA_SET(bool,    BOOL,  ".and|.or|.xor")
ISA_SET(bool2,   BOOL,  ".and|.or")
ISA_SET(scope,   SCOPE, ".cta|.cluster|.gpu|.sys")
ISA_SET(hilo,    FLAG,  ".hi|.lo")
ISA_SET(mulmode, FLAG,  ".hi|.lo|.wide")
ISA_SET(i16,     TYPE,  ".u16|.u32|.u64|.s16|.s32|.s64")
ISA_SET(i32,     TYPE,  ".u32|.s32|.u64|.s64")
ISA_SET(us32,    TYPE,  ".u32|.s32")
ISA_SET(us64,    TYPE,  ".u32|.u64")
ISA_SET(b3264,   TYPE,  ".b32|.b64")
ISA_SET(logic,   TYPE,  ".pred|.b16|.b32|.b64")
ISA_SET(all11,   TYPE,  ".b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(movtype, TYPE,  ".pred|.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64")
ISA_SET(ldtype,  TYPE,  ".b8|.b16|.b32|.b64|.b128|.u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.f32|.f64")
ISA_SET(cvttype, TYPE,  ".u8|.u16|.u32|.u64|.s8|.s16|.s32|.s64|.bf16|.f16|.f32|.f64")
ISA_SET(half,    TYPE,  ".f16|.f16x2")
ISA_SET(bhalf,   TYPE,  ".bf16|.bf16x2")
ISA_SET(hb,      TYPE,  ".f16|.bf16")
ISA_SET(f8x2,    TYPE,  ".e4m3x2|.e5m2x2")
ISA_SET(f6x2,    TYPE,  ".e2m3x2|.e3m2x2")
ISA_SET(f8x4,    TYPE,  ".e4m3x4|.e5m2x4")
ISA_SET(f6x4,    TYPE,  ".e2m3x4|.e3m2x4")
ISA_SET(space8,  SPACE, ".const|.global|.local|.shared|.shared::cta|.shared::cluster|.param|.param::entry")
ISA_SET(ldss,    SPACE, ".const|.global|.local|.param::entry|.param::func|.param|.shared|.shared::cta|.shared::cluster")
ISA_SET(stss,    SPACE, ".global|.local|.param|.param::func|.shared|.shared::cta|.shared::cluster")
ISA_SET(aspace,  SPACE, ".global|.shared|.shared::cta|.shared::cluster")
ISA_SET(shcta,   SPACE, ".shared|.shared::cta")
ISA_SET(ldcop,   CACHE, ".ca|.cg|.cs|.lu|.cv")
ISA_SET(nccop,   CACHE, ".ca|.cg|.cs")
ISA_SET(stcop,   CACHE, ".wb|.cg|.cs|.wt")
ISA_SET(l1ev,    EVICT1, ".L1::evict_normal|.L1::evict_unchanged|.L1::evict_first|.L1::evict_last|.L1::no_allocate")
ISA_SET(l2ev,    EVICT2, ".L2::evict_normal|.L2::evict_first|.L2::evict_last")
ISA_SET(pfsz,    PFSIZE, ".L2::64B|.L2::128B|.L2::256B")
ISA_SET(vec,     VEC,   ".v2|.v4|.v8")
ISA_SET(vec24,   VEC,   ".v2|.v4")
ISA_SET(asem,    SEM,   ".relaxed|.acquire|.release|.acq_rel")
ISA_SET(rsem,    SEM,   ".relaxed|.release")
ISA_SET(aop,     AOP,   ".and|.or|.xor|.exch|.add|.inc|.dec|.min|.max")
ISA_SET(redop,   AOP,   ".and|.or|.xor|.add|.inc|.dec|.min|.max")
ISA_SET(aopmm,   AOP,   ".add|.min|.max")
ISA_SET(aopcas,  AOP,   ".cas")
ISA_SET(aopexch, AOP,   ".exch")
ISA_SET(aopadd,  AOP,   ".add")
ISA_SET(aoplog,  AOP,   ".and|.or|.xor")
ISA_SET(aopmin,  AOP,   ".min|.max")
ISA_SET(barop,   AOP,   ".and|.or")
ISA_SET(popc,    AOP,   ".popc")
ISA_SET(clampw,  MODE,  ".clamp|.wrap")
ISA_SET(votem,   MODE,  ".all|.any|.uni")
ISA_SET(shflm,   MODE,  ".up|.down|.bfly|.idx")
ISA_SET(prmtm,   MODE,  ".f4e|.b4e|.rc8|.ecl|.ecr|.rc16")
ISA_SET(testop,  MODE,  ".finite|.infinite|.number|.notanumber|.normal|.subnormal")
ISA_SET(shfdir,  MODE,  ".l|.r")
ISA_SET(geom,    MODE,  ".1d|.2d|.3d|.a1d|.a2d|.cube|.acube|.2dms|.a2dms")
ISA_SET(sgeom,   MODE,  ".1d|.2d|.3d|.a1d|.a2d")
ISA_SET(sdim,    MODE,  ".1d|.2d|.3d")
ISA_SET(t4geom,  MODE,  ".2d|.a2d|.cube|.acube")
ISA_SET(t4comp,  MODE,  ".r|.g|.b|.a")
ISA_SET(sumode,  MODE,  ".trap|.clamp|.zero")
ISA_SET(suop,    AOP,   ".add|.min|.max|.and|.or")
ISA_SET(tquery,  MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.normalized_coords|.array_size|.num_mipmap_levels|.num_samples")
ISA_SET(tlquery, MODE,  ".width|.height|.depth")
ISA_SET(squery,  MODE,  ".force_unnormalized_coords|.filter_mode|.addr_mode_0|.addr_mode_1|.addr_mode_2")
ISA_SET(suquery, MODE,  ".width|.height|.depth|.channel_data_type|.channel_order|.array_size|.memory_layout")
ISA_SET(fsem,    SEM,   ".sc|.acq_rel|.acquire|.release")
ISA_SET(mblevel, SCOPE, ".cta|.gl|.sys")
ISA_SET(mbsem,   SEM,   ".release|.relaxed")
ISA_SET(mbwsem,  SEM,   ".acquire|.relaxed")
ISA_SET(ctaclu,  SCOPE, ".cta|.cluster")
ISA_SET(mbwait,  MODE,  ".test_wait|.try_wait")
ISA_SET(l2prio,  EVICT2, ".L2::evict_last|.L2::evict_normal|.L2::evict_first|.L2::evict_unchanged")
ISA_SET(l2prio2, EVICT1, ".L2::evict_first|.L2::evict_unchanged")
ISA_SET(gdc,     MODE,  ".launch_dependents|.wait")
ISA_SET(incdec,  MODE,  ".inc|.dec")
ISA_SET(cpsize,  MODE,  ".ca|.cg")
ISA_SET(ldmx,    MODE,  ".x1|.x2|.x4")
ISA_SET(ldmshape, MODE, ".m8n8|.m16n16|.m8n16")
ISA_SET(mmalay,  MODE,  ".row|.col")
ISA_SET(vcmp,    CMP,   ".eq|.ne|.lt|.le|.gt|.ge")

/* ---- integer arithmetic ----------------------------------------------- */
ISA(add, "(.u16|.u32|.u64|.s16|.s32|.s64|.u16x2|.s16x2) r0,x0,x0")
ISA(add, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(add, ".sat.s32 r0,x0,x0")
ISA(add, "{@rnd}.f64 r0,x0,x0")
ISA(add, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(add, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(add, "{.rn}@bhalf r0,x0,x0")
ISA(add, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(add, ".cc@i32 r0,x0,x0")
ISA(sub, "@i16 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(sub, ".sat.s32 r0,x0,x0")
ISA(sub, "{@rnd}.f64 r0,x0,x0")
ISA(sub, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(sub, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(sub, "{.rn}@bhalf r0,x0,x0")
ISA(sub, "{@rnd}{.sat}.f32@hb r0,x1,x0")
ISA(sub, ".cc@i32 r0,x0,x0")
ISA(addc, "{.cc}@i32 r0,x0,x0")
ISA(subc, "{.cc}@i32 r0,x0,x0")
ISA(mul, "(.hi|.lo)@i16 r0,x0,x0")
ISA(mul, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0")
ISA(mul, "{@rnd}{.ftz}{.sat}.f32 r0,x0,x0")
ISA(mul, "{@rnd}.f64 r0,x0,x0")
ISA(mul, "{@rnd}{.ftz}.f32x2 r0,x0,x0")
ISA(mul, "{.rn}{.ftz}{.sat}@half r0,x0,x0")
ISA(mul, "{.rn}@bhalf r0,x0,x0")
ISA(mad, "(.hi|.lo)@i16 r0,x0,x0,x0")
ISA(mad, ".wide(.u16|.u32|.s16|.s32) r0+,x0,x0,x0+")
ISA(mad, ".hi.sat.s32 r0,x0,x0,x0")
ISA(mad, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(mad, "@rnd.f64 r0,x0,x0,x0")
ISA(mad, "@hilo.cc@i32 r0,x0,x0,x0")
ISA(madc, "@hilo{.cc}@i32 r0,x0,x0,x0")
ISA(mul24, "@hilo@us32 r0,x0,x0")
ISA(mad24, "@hilo@us32 r0,x0,x0,x0")
ISA(mad24, ".hi.sat.s32 r0,x0,x0,x0")
ISA(sad, "@i16 r0,x0,x0,x0")
ISA(div, "@i16 r0,x0,x0")
ISA(div, "(.approx|.full){.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd{.ftz}.f32 r0,x0,x0")
ISA(div, "@rnd.f64 r0,x0,x0")
ISA(rem, "@i16 r0,x0,x0")
ISA(abs, "(.s16|.s32|.s64) r0,x0")
ISA(abs, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(abs, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(neg, "(.s16|.s32|.s64) r0,x0")
ISA(neg, "{.ftz}(.f32|.f16|.f16x2) r0,x0")
ISA(neg, "(.f64|.bf16|.bf16x2) r0,x0")
ISA(min, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(min, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(min, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(min, ".f64 r0,x0,x0")
ISA(min, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(max, "(.u16|.u32|.u64|.u16x2|.s16|.s64) r0,x0,x0")
ISA(max, "{.relu}(.s16x2|.s32) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.xorsign}{.abs}(.f32|.f16|.f16x2) r0,x0,x0")
ISA(max, "{.ftz}{.NaN}{.abs}.f32 r0,x0,x0,x0")
ISA(max, ".f64 r0,x0,x0")
ISA(max, "{.NaN}{.xorsign}{.abs}@bhalf r0,x0,x0")
ISA(popc, "@b3264 r.u32,x0")
ISA(clz, "@b3264 r.u32,x0")
ISA(bfind, "{.shiftamt}@i32 r.u32,x0")
ISA(brev, "@b3264 r0,x0")
ISA(bfe, "@i32 r0,x0,x.u32,x.u32")
ISA(bfi, "@b3264 r0,x0,x0,x.u32,x.u32")
ISA(fns, ".b32 r0,x0,x0,x.s32")
ISA(bmsk, "@clampw.b32 r0,x0,x0")
ISA(szext, "@clampw@us32 r0,x0,x.u32")
ISA(dp4a, "@us32@us32 r.b32,x0,x1,x.b32")
ISA(dp2a, "@hilo@us32@us32 r.b32,x0,x1,x.b32")

/* ---- video: scalar d, a, b[, c] with .sat and a secondary operation
   (.add .min .max); SIMD d, a, b, c with .sat (merge) or .add ---------- */
ISA(vadd, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vadd, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vadd, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vsub, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vsub, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vabsdiff, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vabsdiff, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmin, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmin, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0,x1s,x2s")
ISA(vmax, "@us32@us32@us32{.sat}@aopmm r0,x1s,x2s,x0")
ISA(vmax, "@us32@us32@us32{.sat} r0S,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshl, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshl, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0,x1s,x2s")
ISA(vshr, "@us32@us32.u32{.sat}@clampw@aopmm r0,x1s,x2s,x0")
ISA(vshr, "@us32@us32.u32{.sat}@clampw r0S,x1s,x2s,x0")
ISA(vmad, "@us32@us32@us32{.sat}{.shr7|.shr15} r0,x1s-,x2s-,x0-")
ISA(vmad, "@us32@us32@us32.po{.sat}{.shr7|.shr15} r0,x1s,x2s,x0")
ISA(vset, "@us32@us32@vcmp r.u32,x0s,x1s")
ISA(vset, "@us32@us32@vcmp@aopmm r.u32,x0s,x1s,x.u32")
ISA(vset, "@us32@us32@vcmp r0S,x0s,x1s,x.u32")
ISA(vadd2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vadd2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vsub2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vavrg2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vabsdiff2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmin2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32{.sat} r0H,x1h,x2h,x0")
ISA(vmax2, "@us32@us32@us32@aopadd r0H,x1h,x2h,x0")
ISA(vset2, "@us32@us32@vcmp r0H,x0h,x1h,x.u32")
ISA(vset2, "@us32@us32@vcmp@aopadd r0H,x0h,x1h,x.u32")
ISA(vadd4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vadd4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vsub4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vavrg4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vabsdiff4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmin4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32{.sat} r0B,x1b,x2b,x0")
ISA(vmax4, "@us32@us32@us32@aopadd r0B,x1b,x2b,x0")
ISA(vset4, "@us32@us32@vcmp r0B,x0b,x1b,x.u32")
ISA(vset4, "@us32@us32@vcmp@aopadd r0B,x0b,x1b,x.u32")

/* ---- floating point --------------------------------------------------- */
ISA(testp, "@testop(.f32|.f64) p,x0")
ISA(copysign, "(.f32|.f64) r0,x0,x0")
ISA(fma, "@rnd{.ftz}{.sat}.f32 r0,x0,x0,x0")
ISA(fma, "@rnd.f64 r0,x0,x0,x0")
ISA(fma, "@rnd{.ftz}.f32x2 r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}{.sat}@half r0,x0,x0,x0")
ISA(fma, ".rn{.ftz}.relu@half r0,x0,x0,x0")
ISA(fma, ".rn{.relu}@bhalf r0,x0,x0,x0")
ISA(fma, ".rn.oob{.relu}(.f16|.f16x2|.bf16|.bf16x2) r0,x0,x0,x0")
ISA(fma, "@rnd{.sat}.f32@hb r0,x1,x1,x0")
ISA(rcp, ".approx{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd{.ftz}.f32 r0,x0")
ISA(rcp, "@rnd.f64 r0,x0")
ISA(rcp, ".approx.ftz.f64 r0,x0")
ISA(sqrt, ".approx{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd{.ftz}.f32 r0,x0")
ISA(sqrt, "@rnd.f64 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f32 r0,x0")
ISA(rsqrt, ".approx{.ftz}.f64 r0,x0")
ISA(sin, ".approx{.ftz}.f32 r0,x0")
ISA(cos, ".approx{.ftz}.f32 r0,x0")
ISA(lg2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx{.ftz}.f32 r0,x0")
ISA(ex2, ".approx@half r0,x0")
ISA(ex2, ".approx.ftz@bhalf r0,x0")
ISA(tanh, ".approx(.f16|.f32|.f16x2|.bf16|.bf16x2) r0,x0")

/* ---- comparison and selection ------------------------------------------ */
ISA(setp, "@cmp{.ftz}@all11 p|,x0,x0")
ISA(setp, "@cmp@bool{.ftz}@all11 p|,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16 p,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16 p,x0,x0,p!")
ISA(setp, "@fcmp{.ftz}.f16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool{.ftz}.f16x2 p^,x0,x0,p!")
ISA(setp, "@fcmp.bf16 p,x0,x0")
ISA(setp, "@fcmp@bool.bf16 p,x0,x0,p!")
ISA(setp, "@fcmp.bf16x2 p^,x0,x0")
ISA(setp, "@fcmp@bool.bf16x2 p^,x0,x0,p!")
ISA(set, "@cmp{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1")
ISA(set, "@cmp@bool{.ftz}(.u32|.s32|.f32)@all11 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}.f16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1")
ISA(set, "@fcmp@bool.bf16(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f16|.bf16|.f32|.f64) r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.u16|.s16|.u32|.s32).f16 r0,x1,x1,p!")
ISA(set, "@fcmp(.u16|.s16|.u32|.s32).bf16 r0,x1,x1")
ISA(set, "@fcmp@bool(.u16|.s16|.u32|.s32).bf16 r0,x1,x1,p!")
ISA(set, "@fcmp{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1")
ISA(set, "@fcmp@bool{.ftz}(.f16x2|.u32|.s32).f16x2 r0,x1,x1,p!")
ISA(set, "@fcmp(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1")
ISA(set, "@fcmp@bool(.bf16x2|.u32|.s32).bf16x2 r0,x1,x1,p!")
ISA(selp, "@all11 r0,x0,x0,p")
ISA(slct, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).s32 r0,x0,x0,x1")
ISA(slct, "{.ftz}(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64).f32 r0,x0,x0,x1")

/* ---- logic and shift ---------------------------------------------------- */
ISA(and, "@logic r0,x0,x0")
ISA(or, "@logic r0,x0,x0")
ISA(xor, "@logic r0,x0,x0")
ISA(not, "@logic r0,x0")
ISA(cnot, "(.b16|.b32|.b64) r0,x0")
ISA(lop3, ".b32 r0,x0,x0,x0,i.b32")
ISA(lop3, "@bool2.b32 r0^,x0,x0,x0,i.b32,p!")
ISA(shf, "@shfdir@clampw.b32 r0,x0,x0,x.u32")
ISA(shl, "(.b16|.b32|.b64) r0,x0,x.u32")
ISA(shr, "(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64) r0,x0,x.u32")

/* ---- data movement -------------------------------------------------------- */
ISA(mov, "@movtype r0,m0")
ISA(mov, "(.b16|.b32|.b64|.b128) k0_,k0")
ISA(mov, "@vec(.b16|.b32|.b64|.u16|.u32|.u64|.s16|.s32|.s64|.f32|.f64) v0,w0")
ISA(ld, "{.weak}{@ldss}{@ldcop}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, "{.weak}{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,au,?h")
ISA(ld, ".volatile{@ldss}{@pfsz}{@vec}@ldtype v0~_,a")
ISA(ld, "(.relaxed|.acquire)@scope{@ldss}{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".mmio.relaxed.sys{.global}@ldtype r0~,a")
ISA(ld, ".global{@nccop}.nc{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(ld, ".global.nc{@l1ev}{@l2ev}{.L2::cache_hint}{@pfsz}{@vec}@ldtype v0~_,a,?h")
ISA(st, "{.weak}{@stss}{@stcop}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, "{.weak}{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".volatile{@stss}{@vec}@ldtype a,w0~")
ISA(st, "(.relaxed|.release)@scope{@stss}{@l1ev}{@l2ev}{.L2::cache_hint}{@vec}@ldtype a,w0~,?h")
ISA(st, ".mmio.relaxed.sys{.global}@ldtype a,x0~")
ISA(ldu, "{.global}{@vec24}@ldtype v0~_,a")
ISA(prefetch, "{.global|.local}(.L1|.L2) a")
ISA(prefetch, ".global(.L2::evict_last|.L2::evict_normal) a")
ISA(prefetch, "{.const|.param}.tensormap a")
ISA(prefetchu, ".L1 a")
ISA(isspacep, "@space8 p,s")
ISA(cvta, "@space8@us64 r0,s0")
ISA(cvta, ".to@space8@us64 r0,x0")
ISA(cvt, "{@irnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "{@rnd}{.ftz}{.sat}@cvttype@cvttype r0~,x1~")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16|.bf16).f32 r0~,x1")
ISA(cvt, "(.rn|.rz){.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1")
ISA(cvt, ".rs{.relu}{.satfinite}(.f16x2|.bf16x2).f32 r0,x1,x1,x.b32")
ISA(cvt, ".rna{.satfinite}.tf32.f32 r.b32,x1")
ISA(cvt, "(.rn|.rz){.satfinite}{.relu}.tf32.f32 r.b32,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn.satfinite{.relu}@f8x2.f16x2 r.b16~,x1")
ISA(cvt, ".rn{.relu}.f16x2@f8x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f8x4.f32 r.b32,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}.e2m1x2.f32 r.b8~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2.e2m1x2 r0,x.b8~")
ISA(cvt, ".rs{.relu}.satfinite.e2m1x4.f32 r.b16~,B1,x.b32")
ISA(cvt, ".rn.satfinite{.relu}@f6x2.f32 r.b16~,x1,x1")
ISA(cvt, ".rn{.relu}.f16x2@f6x2 r0,x.b16")
ISA(cvt, ".rs{.relu}.satfinite@f6x4.f32 r.b32,B1,x.b32")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.f32 r.b16~,x1,x1")
ISA(cvt, "(.rz|.rp){.satfinite}.ue8m0x2.bf16x2 r.b16~,x1")
ISA(cvt, ".rn.bf16x2.ue8m0x2 r0,x.b16")
ISA(cvt, ".pack.sat(.u16|.s16).s32 r.b32,x1,x1")
ISA(cvt, ".pack.sat(.u2|.s2|.u4|.s4|.u8|.s8).s32.b32 r.b32,x1,x1,x2")
ISA(prmt, ".b32{@prmtm} r0,x0,x0,x0")

/* ---- control flow ------------------------------------------------------------ */
ISA(bra, "{.uni} l")
ISA(brx, ".idx{.uni} x.u32,t")
ISA(call, "{.uni} C")
ISA(ret, "{.uni} ")
ISA(exit, " ")
ISA(trap, " ")
ISA(brkpt, " ")
ISA(pmevent, "{.mask} i")
ISA(nanosleep, ".u32 x0")

/* ---- synchronisation and communication ------------------------------------ */
ISA(bar, "{.cta}.sync x.u32,?x.u32")
ISA(bar, "{.cta}.arrive x.u32,x.u32")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@popc.u32 r0,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,x.u32,p!")
ISA(bar, "{.cta}.red@barop.pred p,x.u32,p!")
ISA(bar, ".warp.sync x.b32")
ISA(barrier, "{.cta}.sync{.aligned} x.u32,?x.u32")
ISA(barrier, "{.cta}.arrive{.aligned} x.u32,x.u32")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@popc{.aligned}.u32 r0,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,x.u32,p!")
ISA(barrier, "{.cta}.red@barop{.aligned}.pred p,x.u32,p!")
ISA(barrier, ".cluster.arrive{@rsem}{.aligned} ")
ISA(barrier, ".cluster.wait{.acquire}{.aligned} ")
ISA(membar, "@mblevel ")
ISA(membar, ".proxy(.alias|.async) ")
ISA(membar, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, "{@fsem}@scope ")
ISA(fence, ".acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".release.sync_restrict::shared::cta.cluster ")
ISA(fence, ".mbarrier_init.release.cluster ")
ISA(fence, ".proxy(.alias|.async) ")
ISA(fence, ".proxy.async(.global|.shared::cta|.shared::cluster) ")
ISA(fence, ".proxy.tensormap::generic.release@scope ")
ISA(fence, ".proxy.tensormap::generic.acquire@scope a,i")
ISA(fence, ".proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster ")
ISA(fence, ".proxy.async::generic.release.sync_restrict::shared::cta.cluster ")
ISA(atom, "{@asem}{@scope}{@aspace}@aop{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopcas(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64|.b16|.b128) r0,a,x0,x0")
ISA(atom, "{@asem}{@scope}{@aspace}@aopexch{.L2::cache_hint}.b128 r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{@aspace}@aopadd.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) r0,a,x0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopadd{.L2::cache_hint}@vec24.f32 v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec@hb v0,a,v0,?h")
ISA(atom, "{@asem}{@scope}{.global}@aopmm.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) v0,a,v0,?h")
ISA(red, "@redop{@aspace}{@rsem}{@scope}{.L2::cache_hint}(.b32|.b64|.u32|.u64|.s32|.s64|.f32|.f64) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}(.f16|.f16x2|.bf16|.bf16x2) a,x0,?h")
ISA(red, "@aopadd{@aspace}{@rsem}{@scope}{.L2::cache_hint}@vec24.f32 a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec@hb a,v0,?h")
ISA(red, "@aopmm{@aspace}{@rsem}{@scope}.noftz{.L2::cache_hint}@vec24(.f16x2|.bf16x2) a,v0,?h")
ISA(vote, "@votem.pred p,p!")
ISA(vote, ".ballot.b32 r0,p!")
ISA(vote, ".sync@votem.pred p,p!,x.b32")
ISA(vote, ".sync.ballot.b32 r0,p!,x.b32")
ISA(activemask, ".b32 r0")
ISA(shfl, "@shflm.b32 r0|,x0,x0,x0")
ISA(shfl, ".sync@shflm.b32 r0|,x0,x0,x0,x0")
ISA(match, ".any.sync@b3264 r.b32,x0,x.b32")
ISA(match, ".all.sync@b3264 r.b32|,x0,x.b32")
ISA(redux, ".sync@aopmm@us32 r0,x0,x.b32")
ISA(redux, ".sync@aoplog.b32 r0,x0,x.b32")
ISA(redux, ".sync@aopmin{.abs}{.NaN}.f32 r0,x0,x.b32")
ISA(elect, ".sync r.b32^,x.b32")
ISA(alloca, "@us64 r0,x0,?i")
ISA(stacksave, "@us64 r0")
ISA(stackrestore, "@us64 x0")

/* ---- textures and surfaces (address shapes checked loosely) ----------------- */
ISA(tex, "{.base|.level|.grad}@geom.v4(.u32|.s32|.f16|.f32)(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tex, "{.base|.level|.grad}@geom.v2.f16x2(.s32|.f32) B0|,*,?*,?*,?*,?*")
ISA(tld4, "@t4comp@t4geom.v4(.u32|.s32|.f32).f32 B0|,*,?*,?*")
ISA(txq, "@tquery.b32 r0,*")
ISA(txq, ".level@tlquery.b32 r0,*,x.s32")
ISA(txq, "@squery.b32 r0,*")
ISA(suld, ".b@sgeom{@ldcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} v0~,*")
ISA(sust, ".b@sgeom{@stcop}{@vec24}(.b8|.b16|.b32|.b64){@sumode} *,w0~")
ISA(sust, ".p@sdim{@vec24}.b32{@sumode} *,w0~")
ISA(sured, ".b@suop@sdim(.u32|.u64|.s32|.b32|.s64)@sumode *,x0")
ISA(sured, ".p@suop@sdim(.b32|.b64)@sumode *,x0")
ISA(suq, "@suquery.b32 r0,*")
ISA(istypep, "(.texref|.samplerref|.surfref) p,*")

/* ---- asynchronous copies, barriers and cluster ------------------------------- */
ISA(cp, ".async@cpsize@shcta.global{.L2::cache_hint}{@pfsz} a.shared,a.global,i,?x.u32,?h")
ISA(cp, ".async.commit_group ")
ISA(cp, ".async.wait_group i")
ISA(cp, ".async.wait_all ")
ISA(cp, ".async.mbarrier.arrive{.noinc}{@shcta}.b64 a")
ISA(mbarrier, ".init{@shcta}.b64 a,x.u32")
ISA(mbarrier, ".inval{@shcta}.b64 a")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.expect_tx{@mbsem}{@ctaclu}.shared::cluster.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,?x.u32")
ISA(mbarrier, ".arrive_drop.expect_tx{@mbsem}{@ctaclu}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, ".arrive_drop.noComplete{.release}{.cta}{@shcta}.b64 r0_,a,x.u32")
ISA(mbarrier, "(.expect_tx|.complete_tx){.relaxed}{@ctaclu}{@shcta|.shared::cluster}.b64 a,x.u32")
ISA(mbarrier, "@mbwait{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x0,?x.u32")
ISA(mbarrier, "@mbwait.parity{@mbwsem}{@ctaclu}{@shcta}.b64 p,a,x.u32,?x.u32")
ISA(mbarrier, ".pending_count.b64 r.u32,x0")
ISA(getctarank, "{.shared::cluster}@us64 r.u32,s0")
ISA(mapa, "{.shared::cluster}@us64 r0,s0,x.u32")
ISA(griddepcontrol, "@gdc ")
ISA(createpolicy, ".range{.global}@l2prio{@l2prio2}.b64 r0,a,x.u32,x.u32")
ISA(createpolicy, ".fractional@l2prio{@l2prio2}.b64 r0,?x.f32")
ISA(createpolicy, ".cvt.L2.b64 r0,x0")
ISA(discard, "{.global}.L2 a,i")
ISA(applypriority, "{.global}.L2::evict_normal a,i")
ISA(setmaxnreg, "@incdec.sync.aligned.u32 i")
ISA(ldmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 B.b32,a")
ISA(stmatrix, ".sync.aligned.m8n8@ldmx{.trans}{@shcta}.b16 a,B.b32")
ISA(movmatrix, ".sync.aligned.m8n8.trans.b16 r.b32,x.b32")
/* ---- end src/isa_table.h, back in src/isa.c ---- */
#undef ISA
};
#undef ISA_SET

PTXVM_INTERNAL int isa_known(uint32_t op)
{
    uint32_t i;
    if (op < KW_op_abs || op > KW_op_xor)
        return 0;
    i = op - KW_op_abs;
    return (int)((isa_known_bits[i / 64] >> (i % 64)) & 1u);
}

PTXVM_INTERNAL uint32_t isa_form_count(void)
{
    return (uint32_t)PV_COUNTOF(isa_forms);
}

PTXVM_INTERNAL const isa_form_src *isa_form(uint32_t i)
{
    return i < PV_COUNTOF(isa_forms) ? &isa_forms[i] : NULL;
}

PTXVM_INTERNAL const char *isa_kw_name(uint32_t kw)
{
    return kw < KW_COUNT ? isa_kw_text[kw] : "?";
}

/* ---- keyword classes ------------------------------------------------------------ */
PTXVM_INTERNAL int isa_is_type_kw(uint32_t kw)
{
    return (kw >= KW_texref && kw <= KW_e3m2x4) || kw == KW_u2 || kw == KW_s2;
}

#define ISA_C_RND(N, kw) case KW_##kw: return ISA_RND_##N;
#define ISA_C_CMP(N, kw) case KW_##kw: return ISA_CMP_##N;
#define ISA_C_BOOL(N, kw) case KW_##kw: return ISA_BOOL_##N;
#define ISA_C_AOP(N, kw) case KW_##kw: return ISA_AOP_##N;
#define ISA_C_SCOPE(N, kw) case KW_##kw: return ISA_SCOPE_##N;
#define ISA_C_SEM(N, kw) case KW_##kw: return ISA_SEM_##N;
#define ISA_C_FLAG(N, kw) case KW_##kw: return (uint64_t)1 << ISA_FB_##N;

PTXVM_INTERNAL uint8_t isa_rnd_of(uint32_t kw)
{
    switch (kw) { ISA_RNDS(ISA_C_RND) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_cmp_of(uint32_t kw)
{
    switch (kw) { ISA_CMPS(ISA_C_CMP) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_bool_of(uint32_t kw)
{
    switch (kw) { ISA_BOOLS(ISA_C_BOOL) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_aop_of(uint32_t kw)
{
    switch (kw) { ISA_AOPS(ISA_C_AOP) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_scope_of(uint32_t kw)
{
    switch (kw) { ISA_SCOPES(ISA_C_SCOPE) default: return 0; }
}
PTXVM_INTERNAL uint8_t isa_sem_of(uint32_t kw)
{
    switch (kw) { ISA_SEMS(ISA_C_SEM) default: return 0; }
}
PTXVM_INTERNAL uint64_t isa_flag_of(uint32_t kw)
{
    switch (kw) { ISA_FLAGS(ISA_C_FLAG) default: return 0; }
}

PTXVM_INTERNAL uint8_t isa_space_of(uint32_t kw)
{
    switch (kw) {
    case KW_const: return SP_CONST;
    case KW_global: return SP_GLOBAL;
    case KW_local: return SP_LOCAL;
    case KW_param: case KW_param_entry: case KW_param_func: return SP_PARAM;
    case KW_shared: case KW_shared_cta: case KW_shared_cluster:
        return SP_SHARED;
    default: return SP_NONE;
    }
}

/* The role a keyword has when it is written alone or in an inline choice. */
static uint8_t isa_default_role(uint32_t kw)
{
    if (isa_is_type_kw(kw)) return ISA_R_TYPE;
    if (isa_space_of(kw)) return ISA_R_SPACE;
    switch (kw) {
    case KW_v2: case KW_v4: case KW_v8: return ISA_R_VEC;
    case KW_ca: case KW_cg: case KW_cs: case KW_lu: case KW_cv: case KW_wb:
    case KW_wt: return ISA_R_CACHE;
    case KW_L1_evict_normal: case KW_L1_evict_unchanged:
    case KW_L1_evict_first: case KW_L1_evict_last: case KW_L1_no_allocate:
        return ISA_R_EVICT1;
    case KW_L2_evict_normal: case KW_L2_evict_first: case KW_L2_evict_last:
    case KW_L2_evict_unchanged: return ISA_R_EVICT2;
    case KW_L2_64B: case KW_L2_128B: case KW_L2_256B: return ISA_R_PFSIZE;
    default: break;
    }
    if (isa_rnd_of(kw)) return ISA_R_RND;
    if (isa_scope_of(kw)) return ISA_R_SCOPE;
    if (isa_sem_of(kw)) return ISA_R_SEM;
    if (isa_flag_of(kw)) return ISA_R_FLAG;
    return ISA_R_MODE;
}

/* ---- creation -------------------------------------------------------------------- */
static uint32_t isa_text_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    size_t i;
    for (i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

PTXVM_INTERNAL pv_isa *isa_create(pv_heap *h)
{
    pv_isa *I = (pv_isa *)pv_realloc(h, NULL, 0, sizeof *I);
    uint32_t i, k;
    if (!I)
        return NULL;
    memset(I, 0, sizeof *I);
    I->heap = h;
    for (k = 1; k < KW_COUNT; k++) {
        const char *t = isa_kw_text[k];
        uint32_t s = isa_text_hash(t, strlen(t)) & (ISA_KWHASH - 1);
        while (I->kwhash[s])
            s = (s + 1) & (ISA_KWHASH - 1);
        I->kwhash[s] = (uint16_t)k;
    }
    for (i = 0; i < isa_form_count(); i++) {
        uint32_t o = isa_form(i)->opcode - KW_op_abs;
        if (I->count[o] == 0)
            I->first[o] = (uint16_t)i;
        I->count[o]++;
    }
    return I;
}

PTXVM_INTERNAL void isa_destroy(pv_isa *I)
{
    uint32_t o;
    if (!I)
        return;
    for (o = 0; o < ISA_NOPS; o++)
        if (I->ops[o])
            pv_free(I->heap, I->ops[o], ISA_COP_BYTES(I->ops[o]->nforms));
    pv_free(I->heap, I, sizeof *I);
}

/* ---- compiling an opcode ---------------------------------------------------- */
typedef struct isa_cc {
    pv_isa     *I;
    isa_cop    *C;          /* NULL in the first pass (alphabet only)  */
    uint16_t    alpha[ISA_MAX_ALPHA];
    uint32_t    nalpha;
    const char *form;       /* the form being compiled, for messages    */
    char       *err;
    size_t      errlen;
} isa_cc;

static void isa_cat(char *b, size_t cap, const char *s, size_t n)
{
    size_t l = strlen(b);
    if (cap == 0)
        return;
    while (n-- && *s && l + 1 < cap)
        b[l++] = *s++;
    b[l] = 0;
}

static int isa_cerr(isa_cc *c, const char *what, const char *at, size_t n)
{
    if (c->err && c->errlen) {
        c->err[0] = 0;
        isa_cat(c->err, c->errlen, "isa_table: ", 99);
        isa_cat(c->err, c->errlen, what, 200);
        isa_cat(c->err, c->errlen, " '", 2);
        isa_cat(c->err, c->errlen, at, n);
        isa_cat(c->err, c->errlen, "' in form \"", 11);
        isa_cat(c->err, c->errlen, c->form, 200);
        isa_cat(c->err, c->errlen, "\"", 1);
    }
    return -1;
}

static uint32_t isa_lookup_text(const pv_isa *I, const char *s, size_t n)
{
    uint32_t h = isa_text_hash(s, n) & (ISA_KWHASH - 1);
    while (I->kwhash[h]) {
        uint32_t k = I->kwhash[h];
        const char *t = isa_kw_text[k];
        if (strlen(t) == n && memcmp(t, s, n) == 0)
            return k;
        h = (h + 1) & (ISA_KWHASH - 1);
    }
    return 0;
}

/* Local index of kw in the opcode's alphabet (sorted), or -1. */
PTXVM_INTERNAL int isa_local(const isa_cop *C, uint32_t kw)
{
    int lo = 0, hi = (int)C->nalpha - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (C->alpha[mid] == kw)
            return mid;
        if (C->alpha[mid] < kw)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

static int isa_is_word(char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')
        || (ch >= '0' && ch <= '9') || ch == '_' || ch == ':';
}

/* A keyword: first pass adds it to the alphabet, second pass sets its bit. */
static int isa_word(isa_cc *c, const char *p, size_t n, uint64_t *mask,
                    uint32_t *kwout)
{
    uint32_t kw = isa_lookup_text(c->I, p, n), i;
    if (!kw)
        return isa_cerr(c, "unknown keyword", p, n);
    *kwout = kw;
    if (!c->C) {
        for (i = 0; i < c->nalpha; i++)
            if (c->alpha[i] == kw)
                return 0;
        if (c->nalpha == ISA_MAX_ALPHA)
            return isa_cerr(c, "too many modifiers for one opcode at", p, n);
        c->alpha[c->nalpha++] = (uint16_t)kw;
        return 0;
    }
    *mask |= (uint64_t)1 << isa_local(c->C, kw);
    return 0;
}

PTXVM_INTERNAL const char *isa_set_name(uint32_t i)
{
    return i < PV_COUNTOF(isa_sets) ? isa_sets[i].name : NULL;
}

static const isa_set_src *isa_find_set(const char *p, size_t n)
{
    uint32_t i;
    const char *name;
    for (i = 0; (name = isa_set_name(i)) != NULL; i++)
        if (strlen(name) == n && memcmp(name, p, n) == 0)
            return &isa_sets[i];
    return NULL;
}

/* Alternatives ".a|.b|@set" from p up to a stop character (or end). */
static const char *isa_alts(isa_cc *c, const char *p, char stop, isa_slot *sl,
                            int *all_types, uint8_t *role)
{
    for (;;) {
        const char *w;
        uint32_t kw = 0;
        if (*p == '.') {
            w = p++;
            while (isa_is_word(*p))
                p++;
            if (isa_word(c, w, (size_t)(p - w), &sl->mask, &kw))
                return NULL;
            if (!isa_is_type_kw(kw))
                *all_types = 0;
            if (*role == ISA_R_NONE)
                *role = isa_default_role(kw);
        } else if (*p == '@') {
            const isa_set_src *set;
            const char *q;
            w = ++p;
            while (isa_is_word(*p))
                p++;
            set = isa_find_set(w, (size_t)(p - w));
            if (!set)
                return isa_cerr(c, "unknown set", w, (size_t)(p - w)), NULL;
            q = isa_alts(c, set->text, 0, sl, all_types, role);
            if (!q)
                return NULL;
            if (*q)
                return isa_cerr(c, "bad set text", set->text, 99), NULL;
            *role = set->role;
        } else {
            return isa_cerr(c, "expected a modifier at", p, 1), NULL;
        }
        if (*p == '|') {
            p++;
            continue;
        }
        if (*p == stop || (stop == 0 && (*p == 0 || *p == ' ')))
            return p;
        if (stop == 0) {
            /* a plain sequence of items: the caller continues */
            return p;
        }
        return isa_cerr(c, "expected '|' or closing bracket at", p, 1), NULL;
    }
}

static int isa_parse_form(isa_cc *c, const char *s, isa_cform *f)
{
    const char *p = s;
    isa_slot sl;
    uint32_t i;
    int seen_opt = 0;
    c->form = s;
    /* modifiers */
    while (*p && *p != ' ') {
        int all_types = 1;
        uint8_t role = ISA_R_NONE, opt = 0;
        memset(&sl, 0, sizeof sl);
        if (*p == '{' || *p == '(') {
            char stop = *p == '{' ? '}' : ')';
            opt = *p == '{';
            p = isa_alts(c, p + 1, stop, &sl, &all_types, &role);
            if (!p)
                return -1;
            p++;
        } else {
            /* one item: .word or @set (no '|' at top level) */
            const char *q = isa_alts(c, p, 0, &sl, &all_types, &role);
            if (!q)
                return -1;
            p = q;
        }
        if (!f)
            continue;
        if (all_types) {
            if (f->ntypes == ISA_MAX_TYPES)
                return isa_cerr(c, "too many type slots", s, 99);
            if (opt)
                return isa_cerr(c, "optional type slot", s, 99);
            f->typeslot[f->ntypes++] = (uint8_t)f->nslots;
            role = ISA_R_TYPE;
        } else if (role == ISA_R_TYPE) {
            return isa_cerr(c, "type slot mixes types and modifiers", s, 99);
        }
        if (role == ISA_R_FLAG) {
            for (i = 0; i < c->C->nalpha; i++)
                if (((sl.mask >> i) & 1u) && !isa_flag_of(c->C->alpha[i]))
                    return isa_cerr(c, "FLAG set holds a non-flag",
                                    isa_kw_text[c->C->alpha[i]], 99);
        }
        if (f->nslots == ISA_MAX_SLOTS)
            return isa_cerr(c, "too many slots", s, 99);
        sl.role = role;
        sl.opt = opt;
        if (role == ISA_R_MODE) {
            if (f->nmodes == ISA_MAX_MODES)
                return isa_cerr(c, "too many mode slots", s, 99);
            sl.mode_ord = f->nmodes++;
        }
        if (role != ISA_R_TYPE)
            f->allowed |= sl.mask;
        f->slots[f->nslots++] = sl;
    }
    if (!f)
        return 0;
    if (*p == ' ')
        p++;
    /* operands */
    while (*p) {
        isa_opspec *o;
        const char *start = p;
        if (f->nops == ISA_MAX_OPS)
            return isa_cerr(c, "too many operands", s, 99);
        o = &f->ops[f->nops];
        memset(o, 0, sizeof *o);
        o->tslot = -1;
        if (*p == '?') {
            o->opt = 1;
            seen_opt = 1;
            p++;
        } else if (seen_opt) {
            return isa_cerr(c, "required operand after an optional one", p, 4);
        }
        if (!*p || !strchr("rxipalvwmskthBC*", *p))
            return isa_cerr(c, "bad operand kind", p, 1);
        o->kind = (uint8_t)*p++;
        if (*p >= '0' && *p <= '9') {
            o->tslot = (int8_t)(*p++ - '0');
            if (o->tslot >= f->ntypes)
                return isa_cerr(c, "operand names a missing type slot", start,
                                (size_t)(p - start));
        } else if (*p == '.') {
            const char *w = p++;
            uint32_t kw;
            while (isa_is_word(*p))
                p++;
            kw = isa_lookup_text(c->I, w, (size_t)(p - w));
            o->ftype = o->kind == 'a' ? isa_space_of(kw)
                                      : (uint8_t)ir_type_of_kw(kw);
            if (!kw || o->ftype == 0)
                return isa_cerr(c, "bad operand type", w, (size_t)(p - w));
        }
        for (; *p && *p != ','; p++) {
            switch (*p) {
            case '~': o->flags |= ISA_OPF_RELAX; break;
            case '_': o->flags |= ISA_OPF_SINK; break;
            case '!': o->flags |= ISA_OPF_NEG; break;
            case '|': o->flags |= ISA_OPF_PAIR; break;
            case '^': o->flags |= ISA_OPF_PAIR | ISA_OPF_PAIRREQ; break;
            case 'u': o->flags |= ISA_OPF_UNIFIED; break;
            case '+': o->flags |= ISA_OPF_WIDE; break;
            case '-': o->flags |= ISA_OPF_MINUS; break;
            case 's': o->flags |= ISA_VS_PART << ISA_OPF_VSEL_SH; break;
            case 'S': o->flags |= ISA_VS_PART_REQ << ISA_OPF_VSEL_SH; break;
            case 'h': o->flags |= ISA_VS_H2 << ISA_OPF_VSEL_SH; break;
            case 'b': o->flags |= ISA_VS_B4 << ISA_OPF_VSEL_SH; break;
            case 'H': o->flags |= ISA_VS_HMASK << ISA_OPF_VSEL_SH; break;
            case 'B': o->flags |= ISA_VS_BMASK << ISA_OPF_VSEL_SH; break;
            default:
                return isa_cerr(c, "bad operand flag", p, 1);
            }
        }
        if (!o->opt)
            f->minops = (uint8_t)(f->nops + 1);
        f->nops++;
        if (*p == ',')
            p++;
    }
    return 0;
}

static void isa_sort16(uint16_t *a, uint32_t n)
{
    uint32_t i, j;
    for (i = 1; i < n; i++) {
        uint16_t v = a[i];
        for (j = i; j > 0 && a[j - 1] > v; j--)
            a[j] = a[j - 1];
        a[j] = v;
    }
}

/* Compile the forms of opcode index o. 0, -1 (table error, err filled)
   or -2 (out of memory). */
PTXVM_INTERNAL int isa_compile(pv_isa *I, uint32_t o, char *err, size_t errlen)
{
    isa_cc c;
    isa_cop *C;
    uint32_t i, n = I->count[o], first = I->first[o];
    size_t bytes = ISA_COP_BYTES(n);
    memset(&c, 0, sizeof c);
    c.I = I;
    c.err = err;
    c.errlen = errlen;
    for (i = 0; i < n; i++)
        if (isa_parse_form(&c, isa_form(first + i)->text, NULL))
            return -1;
    C = (isa_cop *)pv_realloc(I->heap, NULL, 0, bytes);
    if (!C)
        return -2;
    memset(C, 0, bytes);
    isa_sort16(c.alpha, c.nalpha);
    memcpy(C->alpha, c.alpha, sizeof c.alpha);
    for (i = 0; i < c.nalpha; i++)
        C->atype[i] = (uint8_t)ir_type_of_kw(c.alpha[i]);
    C->nalpha = (uint8_t)c.nalpha;
    C->nforms = (uint16_t)n;
    c.C = C;
    for (i = 0; i < n; i++) {
        C->forms[i].src = (uint16_t)(first + i);
        if (isa_parse_form(&c, isa_forms[first + i].text, &C->forms[i])) {
            pv_free(I->heap, C, bytes);
            return -1;
        }
    }
    I->ops[o] = C;
    return 0;
}
/* ---- src/isa_match.c ---- */
/* The instruction checker: matches an instruction's modifiers against
   the compiled forms of its opcode (bitmasks over the opcode's own
   alphabet of modifiers), decodes them, and checks the operands. */

/* ---- messages ------------------------------------------------------------------ */
typedef struct isa_msg {
    char   b[400];
    size_t n;
} isa_msg;

static void isa_put(isa_msg *m, const char *s)
{
    while (*s && m->n + 1 < sizeof m->b)
        m->b[m->n++] = *s++;
    m->b[m->n] = 0;
}

static void isa_putn(isa_msg *m, const char *s, size_t len)
{
    while (len-- && *s && m->n + 1 < sizeof m->b)
        m->b[m->n++] = *s++;
    m->b[m->n] = 0;
}

static void isa_putu(isa_msg *m, uint32_t v)
{
    char t[12];
    int i = 11;
    t[i] = 0;
    do {
        t[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    isa_put(m, t + i);
}

/* The context of one check. */
typedef struct isa_ctx {
    pv_isa          *I;
    pv_sema         *S;
    ir_module       *m;
    const ir_inst   *in;
    const uint32_t  *mods;
    const ir_opnd   *ops;
    isa_decoded     *d;
    char             iname[160];   /* "add.sat.u32"                     */
} isa_ctx;

static void isa_make_name(isa_ctx *x);

static const char *isa_iname(isa_ctx *x)
{
    if (!x->iname[0])
        isa_make_name(x);
    return x->iname;
}

static const char *isa_sym(const isa_ctx *x, uint32_t sym)
{
    return ir_name(x->m, sym);
}

PV_NORETURN static void isa_die(isa_ctx *x, const isa_msg *m)
{
    pv_fail(sema_diag(x->S), PTXVM_E_SEMANTIC, x->in->line, x->in->col, "%s",
            m->b);
}

static void isa_make_name(isa_ctx *x)
{
    isa_msg m;
    uint32_t i;
    m.n = 0;
    m.b[0] = 0;
    isa_put(&m, isa_sym(x, x->in->opcode));
    for (i = 0; i < x->in->nmods; i++)
        isa_put(&m, isa_sym(x, x->mods[i]));
    memcpy(x->iname, m.b, sizeof x->iname - 1);
    x->iname[sizeof x->iname - 1] = 0;
}

/* "one of .a, .b, .c" for a slot's alternatives. */
static void isa_put_alts(isa_msg *m, const isa_cop *C, uint64_t mask)
{
    uint32_t i, k = 0;
    for (i = 0; i < C->nalpha; i++)
        if ((mask >> i) & 1u) {
            if (k == 14) {
                isa_put(m, ", ...");
                return;
            }
            isa_put(m, k ? ", " : "");
            isa_put(m, isa_kw_name(C->alpha[i]));
            k++;
        }
}

/* ---- types ------------------------------------------------------------------ */
/* Operand/instruction type agreement, ISA 6.1 (and 8.4.1 when relaxed). */
static int isa_compat(ir_type it, ir_type rt, int relaxed)
{
    int ic, rc;
    uint32_t is, rs;
    if (it == T_NONE)
        return rt != T_PRED;
    if (it == rt)
        return 1;
    ic = ir_type_class(it);
    rc = ir_type_class(rt);
    if (ic == TC_PRED || rc == TC_PRED || ic == TC_OPAQUE || rc == TC_OPAQUE)
        return 0;
    is = ir_type_size(it);
    rs = ir_type_size(rt);
    if (relaxed) {
        if (rs < is)
            return 0;
        if (ic == TC_BITS)
            return 1;
        if (ic == TC_UINT || ic == TC_SINT)
            return rc != TC_FLOAT;
        return rc == TC_BITS;
    }
    if (rs != is)
        return 0;
    if (ic == TC_BITS || rc == TC_BITS)
        return 1;
    return (ic == TC_UINT || ic == TC_SINT) && (rc == TC_UINT || rc == TC_SINT);
}

static int isa_imm_ok(uint8_t kind, ir_type t)
{
    int c;
    if (t == T_NONE)
        return 1;
    c = ir_type_class(t);
    if (kind == OK_INT)
        return c != TC_OPAQUE;
    return c == TC_FLOAT || c == TC_BITS;
}

/* ".b32/.u32/.s32" */
static void isa_put_types(isa_msg *m, ir_type t, int relaxed)
{
    int k = 0, i;
    if (t == T_NONE) {
        isa_put(m, "a");
        return;
    }
    if (relaxed && ir_type_class(t) != TC_FLOAT) {
        isa_put(m, "a ");
        isa_put(m, isa_kw_name(ir_type_kw(t)));
        isa_put(m, "-compatible (or wider)");
        return;
    }
    for (i = T_PRED; i <= T_F64; i++)
        if (isa_compat(t, (ir_type)i, relaxed)) {
            isa_put(m, k ? "/" : "a ");
            isa_put(m, isa_kw_name(ir_type_kw((ir_type)i)));
            k++;
        }
}

/* ---- operands ------------------------------------------------------------------- */
enum { ISA_E_OK = 0, ISA_E_FAIL = 1 };

/* Resolve the name of operand o (0 when it has none). */
static int isa_resolve(isa_ctx *x, const ir_opnd *o, sema_ref *r, isa_msg *m)
{
    memset(r, 0, sizeof *r);
    if (!o->sym)
        return 0;
    if (sema_resolve(x->S, o->sym, r) != 0) {
        m->n = 0;
        isa_put(m, "use of undeclared identifier ");
        isa_put(m, isa_sym(x, o->sym));
        isa_put(m, " in ");
        isa_put(m, isa_iname(x));
        isa_die(x, m);
    }
    return 0;
}

static int isa_is_reg(const sema_ref *r)
{
    return (r->kind == REF_VAR && r->space == SP_REG) || r->kind == REF_SREG;
}

/* What an operand is, for messages: "found .f32 register %f1". */
static void isa_put_found(isa_ctx *x, isa_msg *m, const ir_opnd *o)
{
    sema_ref r;
    isa_put(m, ", found ");
    if (!o) {                          /* the instruction has no operands */
        isa_put(m, "nothing");
        return;
    }
    switch (o->kind) {
    case OK_INT: isa_put(m, "an integer constant"); return;
    case OK_F32: case OK_F64: isa_put(m, "a floating-point constant"); return;
    case OK_ADDR: isa_put(m, "an address"); return;
    case OK_VEC: isa_put(m, "a vector {...} of "); isa_putu(m, o->n);
        isa_put(m, " elements"); return;
    case OK_LIST: isa_put(m, "a list (...)"); return;
    case OK_PAIR: isa_put(m, "a pair p|q"); return;
    case OK_SINK: isa_put(m, "the sink _"); return;
    default: break;
    }
    if (!o->sym) {
        isa_put(m, "nothing");
        return;
    }
    isa_resolve(x, o, &r, m);
    if (o->flags & OF_NEG)
        isa_put(m, "!");
    switch (r.kind) {
    case REF_VAR:
    case REF_SREG:
        if (r.vec && !(o->flags & OF_COMP)) {
            isa_put(m, ".v");
            isa_putu(m, r.vec);
            isa_put(m, " ");
        }
        isa_put(m, isa_kw_name(ir_type_kw(r.type)));
        if (r.kind == REF_SREG)
            isa_put(m, " special register ");
        else if (r.space == SP_REG)
            isa_put(m, " register ");
        else {
            isa_put(m, " ");
            isa_put(m, isa_kw_name(ir_space_kw(r.space)));
            isa_put(m, " variable ");
        }
        break;
    case REF_LABEL: isa_put(m, "label "); break;
    case REF_FUNC: isa_put(m, "function "); break;
    case REF_TLIST: isa_put(m, "target list "); break;
    default: isa_put(m, "name "); break;
    }
    isa_put(m, isa_sym(x, o->sym));
    if (o->flags & OF_COMP) {
        static const char comp[] = "xyzw";
        isa_put(m, ".");
        isa_putn(m, comp + (o->comp & 3), 1);
    }
}

static int isa_bad(isa_ctx *x, isa_msg *m, uint32_t idx, const char *expect,
                   const ir_opnd *o)
{
    m->n = 0;
    m->b[0] = 0;
    isa_put(m, "operand ");
    isa_putu(m, idx + 1);
    isa_put(m, " of ");
    isa_put(m, isa_iname(x));
    isa_put(m, ": expected ");
    isa_put(m, expect);
    isa_put_found(x, m, o);
    return ISA_E_FAIL;
}

/* A register (or, with imm, a constant) of a type compatible with t. */
static int isa_chk_reg(isa_ctx *x, isa_msg *m, uint32_t idx, const ir_opnd *o,
                       ir_type t, int relaxed, int imm, int sink)
{
    sema_ref r;
    if (o->kind == OK_SINK && sink)
        return ISA_E_OK;
    if (imm && (o->kind == OK_INT || o->kind == OK_F32 || o->kind == OK_F64)) {
        if (isa_imm_ok(o->kind, t))
            return ISA_E_OK;
    } else if ((o->kind == OK_REG || o->kind == OK_SYM) && o->sym
               && (!(o->flags & OF_NEG) || (t == T_PRED && idx > 0))) {
        isa_resolve(x, o, &r, m);
        /* special registers may be read at a narrower integer size
           (mov.u32 %r, %gridid), as ptxas allows */
        if (isa_is_reg(&r) && (!r.vec || (o->flags & OF_COMP))
            && isa_compat(t, r.type, relaxed || r.kind == REF_SREG))
            return ISA_E_OK;
        /* a register plus a constant as a source value: st.u64 [a], r+1 */
        if (imm && o->kind == OK_SYM && isa_is_reg(&r) && !r.vec
            && ir_type_class(r.type) != TC_FLOAT && isa_compat(t, r.type, relaxed))
            return ISA_E_OK;
    }
    {
        isa_msg e;
        e.n = 0;
        e.b[0] = 0;
        isa_put_types(&e, t, relaxed);
        isa_put(&e, " register");
        if (imm)
            isa_put(&e, " or a constant");
        if (sink)
            isa_put(&e, " or _");
        return isa_bad(x, m, idx, e.b, o);
    }
}

static int isa_chk_pred(isa_ctx *x, isa_msg *m, uint32_t idx, const ir_opnd *o,
                        int neg)
{
    sema_ref r;
    if (o->kind == OK_REG && o->sym && (neg || !(o->flags & OF_NEG))) {
        isa_resolve(x, o, &r, m);
        if (isa_is_reg(&r) && r.type == T_PRED && !r.vec)
            return ISA_E_OK;
    }
    if (o->kind == OK_INT && idx > 0)
        return ISA_E_OK;     /* integer constants as predicates: selp ..., 1 */
    return isa_bad(x, m, idx, neg ? "a predicate register or !predicate"
                                  : "a predicate register", o);
}

static int isa_addr_reg_ok(const sema_ref *r)
{
    int c = ir_type_class(r->type);
    uint32_t s = ir_type_size(r->type);
    return isa_is_reg(r) && !r->vec && (s == 4 || s == 8)
        && (c == TC_BITS || c == TC_UINT || c == TC_SINT);
}

static int isa_chk_addr(isa_ctx *x, isa_msg *m, uint32_t idx, const ir_opnd *o,
                        uint8_t flags, uint8_t space)
{
    sema_ref r;
    if (!space)
        space = x->d->space;
    if (o->kind != OK_ADDR)
        return isa_bad(x, m, idx, "an address [...]", o);
    if ((o->flags & OF_SUFFIX) && !(flags & ISA_OPF_UNIFIED))
        return isa_bad(x, m, idx, "an address without a suffix", o);
    if (!o->sym)
        return ISA_E_OK;
    isa_resolve(x, o, &r, m);
    if (r.kind == REF_SREG || (r.kind == REF_VAR && r.space == SP_REG)) {
        if (isa_addr_reg_ok(&r))
            return ISA_E_OK;
        m->n = 0;
        isa_put(m, "operand ");
        isa_putu(m, idx + 1);
        isa_put(m, " of ");
        isa_put(m, isa_iname(x));
        isa_put(m, ": an address register must be a 32- or 64-bit integer, "
                   "found ");
        isa_put(m, isa_kw_name(ir_type_kw(r.type)));
        isa_put(m, " register ");
        isa_put(m, isa_sym(x, o->sym));
        return ISA_E_FAIL;
    }
    if (r.kind == REF_VAR) {
        if (space == SP_NONE || space == r.space)
            return ISA_E_OK;
        m->n = 0;
        isa_put(m, "operand ");
        isa_putu(m, idx + 1);
        isa_put(m, " of ");
        isa_put(m, isa_iname(x));
        isa_put(m, ": expected a ");
        isa_put(m, isa_kw_name(ir_space_kw((ir_space)space)));
        isa_put(m, " variable or a register, found ");
        isa_put(m, isa_kw_name(ir_space_kw(r.space)));
        isa_put(m, " variable ");
        isa_put(m, isa_sym(x, o->sym));
        return ISA_E_FAIL;
    }
    return isa_bad(x, m, idx, "an address of a variable or a register", o);
}

/* The address of a variable or function as a value: mov, cvta. */
static int isa_addr_value_ok(isa_ctx *x, const ir_opnd *o, ir_type t,
                             int funcs, isa_msg *m)
{
    sema_ref r;
    int c = ir_type_class(t);
    uint32_t s = ir_type_size(t);
    if ((o->kind != OK_REG && o->kind != OK_SYM) || !o->sym
        || (o->flags & (OF_NEG | OF_COMP)))
        return 0;
    if (t != T_NONE && !((s == 4 || s == 8)
                         && (c == TC_BITS || c == TC_UINT || c == TC_SINT)))
        return 0;
    isa_resolve(x, o, &r, m);
    if (r.kind == REF_VAR && r.space != SP_REG)
        return x->d->space == SP_NONE || x->d->space == r.space;
    return funcs && r.kind == REF_FUNC;
}

/* {a, b} pack/unpack for mov: element sizes add up to the type's size. */
static int isa_chk_pack(isa_ctx *x, isa_msg *m, uint32_t idx, const ir_opnd *o,
                        ir_type t, int dest)
{
    const ir_opnd *e = x->m->opnds.data + o->sub;
    uint32_t i, es = 0, total = ir_type_size(t);
    sema_ref r;
    if (o->n != 2 && o->n != 4)
        goto bad;
    for (i = 0; i < o->n; i++) {
        if (e[i].kind == OK_SINK && dest)
            continue;
        if (!dest && (e[i].kind == OK_INT || e[i].kind == OK_F32
                      || e[i].kind == OK_F64))
            continue;
        if (e[i].kind != OK_REG || !e[i].sym || (e[i].flags & OF_NEG))
            goto bad;
        isa_resolve(x, &e[i], &r, m);
        if (!isa_is_reg(&r) || (r.vec && !(e[i].flags & OF_COMP))
            || r.type == T_PRED)
            goto bad;
        if (es && ir_type_size(r.type) != es)
            goto bad;
        es = ir_type_size(r.type);
    }
    if (es && es * o->n != total)
        goto bad;
    return ISA_E_OK;
bad:
    {
        isa_msg e2;
        e2.n = 0;
        e2.b[0] = 0;
        isa_put(&e2, "a register or a {...} of 2 or 4 registers of ");
        isa_putu(&e2, total / 2);
        isa_put(&e2, " or ");
        isa_putu(&e2, total / 4);
        isa_put(&e2, " bytes each");
        return isa_bad(x, m, idx, e2.b, o);
    }
}

static int isa_chk_call(isa_ctx *x, isa_msg *m)
{
    const ir_opnd *o = x->ops;
    uint32_t n = x->in->nopnds, i = 0, j;
    const ir_opnd *rets = NULL, *args = NULL, *tgt;
    sema_ref r;
    int direct;
    const ir_func *fn = NULL;
    if (n && o[0].kind == OK_LIST)
        rets = &o[i++];
    if (i >= n)
        return isa_bad(x, m, i, "a function name or register", n ? &o[n - 1] : NULL);
    tgt = &o[i];
    if ((tgt->kind != OK_REG && tgt->kind != OK_SYM) || !tgt->sym)
        return isa_bad(x, m, i, "a function name or register", tgt);
    isa_resolve(x, tgt, &r, m);
    if (r.kind == REF_FUNC) {
        fn = &x->m->funcs.data[r.index];
        if (fn->flags & FF_PROTOTYPE)
            return isa_bad(x, m, i, "a function name or register", tgt);
        direct = 1;
    } else if (isa_addr_reg_ok(&r)) {
        direct = 0;
    } else {
        return isa_bad(x, m, i, "a function name or register", tgt);
    }
    i++;
    if (i < n && o[i].kind == OK_LIST)
        args = &o[i++];
    if (!direct) {
        if (i >= n) {
            m->n = 0;
            isa_put(m, isa_iname(x));
            isa_put(m, ": an indirect call needs a .calltargets list or a "
                       ".callprototype after its arguments");
            return ISA_E_FAIL;
        }
        if ((o[i].kind != OK_REG && o[i].kind != OK_SYM) || !o[i].sym)
            return isa_bad(x, m, i, "a .calltargets list or a .callprototype",
                           &o[i]);
        isa_resolve(x, &o[i], &r, m);
        if (!((r.kind == REF_TLIST
               && x->m->tlists.data[r.index].kind == KW_calltargets)
              || (r.kind == REF_FUNC
                  && (x->m->funcs.data[r.index].flags & FF_PROTOTYPE))))
            return isa_bad(x, m, i, "a .calltargets list or a .callprototype",
                           &o[i]);
        fn = r.kind == REF_FUNC ? &x->m->funcs.data[r.index] : NULL;
        i++;
    }
    if (i < n)
        return isa_bad(x, m, i, "no more operands", &o[i]);
    if (fn) {
        uint32_t nr = rets ? rets->n : 0, na = args ? args->n : 0;
        if (nr != fn->nrets || na != fn->nparams) {
            m->n = 0;
            isa_put(m, isa_iname(x));
            isa_put(m, ": ");
            isa_put(m, isa_sym(x, fn->name));
            isa_put(m, " takes ");
            isa_putu(m, fn->nparams);
            isa_put(m, " argument(s) and returns ");
            isa_putu(m, fn->nrets);
            isa_put(m, " value(s), the call passes ");
            isa_putu(m, na);
            isa_put(m, " and receives ");
            isa_putu(m, nr);
            return ISA_E_FAIL;
        }
    }
    for (j = 0; j < 2; j++) {
        const ir_opnd *l = j ? args : rets, *e;
        uint32_t k;
        if (!l)
            continue;
        e = x->m->opnds.data + l->sub;
        for (k = 0; k < l->n; k++) {
            if (j && (e[k].kind == OK_INT || e[k].kind == OK_F32
                      || e[k].kind == OK_F64))
                continue;
            if ((e[k].kind == OK_REG || e[k].kind == OK_SYM) && e[k].sym
                && !(e[k].flags & OF_NEG)) {
                isa_resolve(x, &e[k], &r, m);
                if (r.kind == REF_SREG || (r.kind == REF_VAR
                    && (r.space == SP_REG || r.space == SP_PARAM)))
                    continue;
            }
            m->n = 0;
            isa_put(m, isa_iname(x));
            isa_put(m, j ? ": call argument " : ": call return value ");
            isa_putu(m, k + 1);
            isa_put(m, " must be a register or .param variable");
            isa_put_found(x, m, &e[k]);
            return ISA_E_FAIL;
        }
    }
    return ISA_E_OK;
}

static ir_type isa_optype(const isa_opspec *s, const isa_decoded *d)
{
    ir_type t;
    if (s->kind == 'a')
        return T_NONE;
    t = s->tslot >= 0 ? (ir_type)d->types[s->tslot] : (ir_type)s->ftype;
    if (s->flags & ISA_OPF_WIDE) {
        switch (t) {
        case T_U16: return T_U32;
        case T_S16: return T_S32;
        case T_U32: return T_U64;
        case T_S32: return T_S64;
        default: return t;
        }
    }
    return t;
}

/* Does video selector val (IR_VSEL_*) fit selector kind k (ISA_VS_*)? */
static int isa_vsel_fits(uint32_t k, uint64_t val)
{
    uint32_t n = IR_VSEL_COUNT(val), dg = IR_VSEL_DIGITS(val), i, seen = 0;
    int half = ((uint32_t)val & IR_VSEL_HALF) != 0;
    switch (k) {
    case ISA_VS_PART: case ISA_VS_PART_REQ:      /* .b0-.b3, .h0, .h1 */
        return n == 1 && dg <= (half ? 1u : 3u);
    case ISA_VS_H2:                              /* .hxy */
        return half && n == 2;
    case ISA_VS_B4:                              /* .bxyzw */
        return !half && n == 4;
    case ISA_VS_HMASK: case ISA_VS_BMASK:        /* .h0 .h1 .h10, .b3210 ... */
        if (half != (k == ISA_VS_HMASK))
            return 0;
        for (i = 0; i < n; i++) {
            uint32_t e = (dg >> (4 * (n - 1 - i))) & 15u;
            /* distinct element digits, highest first */
            if (e > (half ? 1u : 3u) || (seen && e >= seen - 1))
                return 0;
            seen = e + 1;
        }
        return 1;
    default:
        return 0;
    }
}

static int isa_chk_opnd(isa_ctx *x, isa_msg *m, uint32_t idx,
                        const isa_opspec *s, const ir_opnd *o)
{
    ir_type t = isa_optype(s, x->d);
    int relax = (s->flags & ISA_OPF_RELAX) != 0;
    int sink = (s->flags & ISA_OPF_SINK) != 0;
    sema_ref r;
    if (o->kind == OK_PAIR && (s->flags & ISA_OPF_PAIR)) {
        const ir_opnd *e = x->m->opnds.data + o->sub;
        isa_opspec s1 = *s;
        if (o->n != 2)
            return isa_bad(x, m, idx, "a pair d|p", o);
        s1.flags &= (uint16_t)~(ISA_OPF_PAIR | ISA_OPF_PAIRREQ);
        s1.flags |= ISA_OPF_SINK;
        if (isa_chk_opnd(x, m, idx, &s1, &e[0]))
            return ISA_E_FAIL;
        if (e[1].kind == OK_SINK)
            return ISA_E_OK;
        return isa_chk_pred(x, m, idx, &e[1], 0);
    }
    if (s->flags & ISA_OPF_PAIRREQ)
        return isa_bad(x, m, idx, "a pair d|p", o);
    /* video selectors (.b0, .h10, .b3210 ...) and -r */
    if (o->kind == OK_REG && (o->flags & OF_VSEL) &&
        !isa_vsel_fits(ISA_OPF_VSEL(s->flags), o->val)) {
        static const char *const want[] = {
            "an operand without a selector", "a selector .b0-.b3, .h0 or .h1",
            "a selector .b0-.b3, .h0 or .h1", "a selector .hxy (x, y in 0-3)",
            "a selector .bxyzw (x, y, z, w in 0-7)", "a mask .h0, .h1 or .h10",
            "a mask of distinct bytes, highest first (.b0 ... .b3210)"};
        return isa_bad(x, m, idx, want[ISA_OPF_VSEL(s->flags)], o);
    }
    if (ISA_OPF_VSEL(s->flags) == ISA_VS_PART_REQ &&
        !(o->kind == OK_REG && (o->flags & OF_VSEL)))
        return isa_bad(x, m, idx, "a destination selector .b0-.b3, .h0 or .h1 "
                       "(or a secondary operation .add, .min, .max)", o);
    if ((o->flags & OF_MINUS) && !(s->flags & ISA_OPF_MINUS))
        return isa_bad(x, m, idx, "an operand without '-'", o);
    /* !p: predicate sources (and .pred sources of and/or/xor/not...) */
    if ((o->flags & OF_NEG) && s->kind != 'p' && s->kind != '*' &&
        !(t == T_PRED && idx > 0))
        return isa_bad(x, m, idx, "an operand without '!'", o);
    switch (s->kind) {
    case 'r':
        return isa_chk_reg(x, m, idx, o, t, relax, 0, sink);
    case 'x':
        return isa_chk_reg(x, m, idx, o, t, relax, 1, sink);
    case 'i':
        if (o->kind == OK_INT)
            return ISA_E_OK;
        return isa_bad(x, m, idx, "an integer constant", o);
    case 'p':
        return isa_chk_pred(x, m, idx, o, (s->flags & ISA_OPF_NEG) != 0);
    case 'a':
        return isa_chk_addr(x, m, idx, o, s->flags, s->ftype);
    case 'l':
        if ((o->kind == OK_REG || o->kind == OK_SYM) && o->sym && !o->val) {
            isa_resolve(x, o, &r, m);
            if (r.kind == REF_LABEL)
                return ISA_E_OK;
        }
        return isa_bad(x, m, idx, "a label", o);
    case 't':
        if ((o->kind == OK_REG || o->kind == OK_SYM) && o->sym && !o->val) {
            isa_resolve(x, o, &r, m);
            if (r.kind == REF_TLIST
                && x->m->tlists.data[r.index].kind == KW_branchtargets)
                return ISA_E_OK;
        }
        return isa_bad(x, m, idx, "a .branchtargets list", o);
    case 'h':
        return isa_chk_reg(x, m, idx, o, T_B64, 0, 0, 0);
    case 'm':
        if (isa_addr_value_ok(x, o, t, 1, m))
            return ISA_E_OK;
        if (o->kind == OK_SYM && o->sym) {
            isa_resolve(x, o, &r, m);
            if ((r.kind == REF_VAR && r.space != SP_REG) || r.kind == REF_FUNC)
                return isa_bad(x, m, idx,
                               "a 32- or 64-bit integer type to take an address",
                               o);
        }
        if (o->kind == OK_REG && o->sym && !(o->flags & (OF_NEG | OF_COMP))) {
            isa_resolve(x, o, &r, m);        /* mov.b32 %r1, v2b16reg */
            if (isa_is_reg(&r) && r.vec && r.type != T_PRED &&
                ir_type_class(t) == TC_BITS &&
                ir_type_size(r.type) * r.vec == ir_type_size(t))
                return ISA_E_OK;
        }
        return isa_chk_reg(x, m, idx, o, t, 0, 1, 0);
    case 's':
        if (isa_addr_value_ok(x, o, t, 0, m))
            return ISA_E_OK;
        if (t == T_NONE && (o->kind == OK_REG) && o->sym) {
            isa_resolve(x, o, &r, m);
            if (isa_addr_reg_ok(&r))
                return ISA_E_OK;
            return isa_bad(x, m, idx, "an address register or a variable", o);
        }
        return isa_chk_reg(x, m, idx, o, t, 0, 0, 0);
    case 'k':
        if (o->kind == OK_VEC)
            return isa_chk_pack(x, m, idx, o, t, sink);
        if (o->kind == OK_REG && o->sym && !(o->flags & (OF_NEG | OF_COMP))) {
            isa_resolve(x, o, &r, m);        /* mov.b32 v2b16reg, %r1 */
            if (isa_is_reg(&r) && r.vec && r.type != T_PRED &&
                ir_type_size(r.type) * r.vec == ir_type_size(t))
                return ISA_E_OK;
        }
        return isa_chk_reg(x, m, idx, o, t, 0, !sink, 0);
    case 'v':
    case 'w': {
        int imm = s->kind == 'w';
        const ir_opnd *e;
        uint32_t i;
        if (!x->d->vec) {
            if (o->kind == OK_VEC && o->n == 1)   /* suld.b.1d.b32 {%r1}, ... */
                return isa_chk_reg(x, m, idx, x->m->opnds.data + o->sub, t,
                                   relax, imm, 0);
            if (o->kind == OK_VEC)
                return isa_bad(x, m, idx, "a scalar operand (no .v2/.v4/.v8 "
                               "modifier)", o);
            return isa_chk_reg(x, m, idx, o, t, relax, imm, 0);
        }
        if (o->kind == OK_REG && o->sym && !(o->flags & (OF_NEG | OF_COMP))) {
            isa_resolve(x, o, &r, m);        /* a .v4 register for {a,b,c,d} */
            if (isa_is_reg(&r) && r.vec == x->d->vec && isa_compat(t, r.type, relax))
                return ISA_E_OK;
        }
        if (o->kind != OK_VEC || o->n != x->d->vec) {
            isa_msg e2;
            e2.n = 0;
            e2.b[0] = 0;
            isa_put(&e2, "a vector {...} of ");
            isa_putu(&e2, x->d->vec);
            isa_put(&e2, " elements");
            return isa_bad(x, m, idx, e2.b, o);
        }
        e = x->m->opnds.data + o->sub;
        for (i = 0; i < o->n; i++)
            if (isa_chk_reg(x, m, idx, &e[i], t, relax, imm, sink))
                return ISA_E_FAIL;
        return ISA_E_OK;
    }
    case 'B': {
        const ir_opnd *e;
        uint32_t i;
        if (o->kind != OK_VEC || o->n < 1 || o->n > 8)
            return isa_bad(x, m, idx, "a vector {...} of registers", o);
        e = x->m->opnds.data + o->sub;
        for (i = 0; i < o->n; i++)
            if (isa_chk_reg(x, m, idx, &e[i], t, relax, 0, sink))
                return ISA_E_FAIL;
        return ISA_E_OK;
    }
    default:    /* '*' */
        return ISA_E_OK;
    }
}

static int isa_count_error(const isa_ctx *x, const isa_cform *f)
{
    uint32_t n = x->in->nopnds;
    if (f->nops == 1 && f->ops[0].kind == 'C')
        return 0;
    return n < f->minops || n > f->nops;
}

static int isa_chk_operands(isa_ctx *x, const isa_cform *f, isa_msg *m)
{
    uint32_t n = x->in->nopnds, i;
    if (f->nops == 1 && f->ops[0].kind == 'C')
        return isa_chk_call(x, m);
    if (n < f->minops || n > f->nops) {
        m->n = 0;
        isa_put(m, isa_iname(x));
        isa_put(m, ": expected ");
        isa_putu(m, f->minops);
        if (f->nops != f->minops) {
            isa_put(m, " to ");
            isa_putu(m, f->nops);
        }
        isa_put(m, f->nops == 1 ? " operand" : " operands");
        isa_put(m, ", found ");
        isa_putu(m, n);
        return ISA_E_FAIL;
    }
    for (i = 0; i < n; i++) {
        const isa_opspec *s = &f->ops[i];
        if (s->kind == 'h' && !(x->d->flags & ISA_F(CACHE_HINT))) {
            m->n = 0;
            isa_put(m, "operand ");
            isa_putu(m, i + 1);
            isa_put(m, " of ");
            isa_put(m, isa_iname(x));
            isa_put(m, ": a cache-policy operand needs .L2::cache_hint");
            return ISA_E_FAIL;
        }
        if (isa_chk_opnd(x, m, i, s, &x->ops[i]))
            return ISA_E_FAIL;
    }
    for (; i < f->nops; i++)
        if (f->ops[i].kind == 'h' && (x->d->flags & ISA_F(CACHE_HINT))) {
            m->n = 0;
            isa_put(m, isa_iname(x));
            isa_put(m, ": .L2::cache_hint needs a cache-policy operand");
            return ISA_E_FAIL;
        }
    return ISA_E_OK;
}

#define ISA_NO_LOCAL 0xfe
/* Bit li of mask; ISA_NO_LOCAL is in no mask. */
static int isa_tbit(uint64_t mask, uint32_t li)
{
    return li < 64 && ((mask >> li) & 1u);
}

/* ---- modifiers ------------------------------------------------------------------- */
typedef struct isa_imods {
    uint8_t  ntypes, nother;
    uint8_t  types[PTXVM_MAX_MODIFIERS];   /* local indices, in order    */
    uint16_t tkw[PTXVM_MAX_MODIFIERS];     /* their keywords             */
    uint8_t  other[PTXVM_MAX_MODIFIERS];
    uint64_t mask;                         /* the non-type modifiers     */
} isa_imods;

/* Match the modifiers against form f; fill[s] receives the local index
   of the modifier filling slot s (0xff when empty). Returns 1 on match. */
static int isa_match_mods(const isa_cform *f, const isa_imods *im,
                          uint8_t *fill)
{
    uint32_t i, s;
    uint32_t used = 0;
    if (f->ntypes != im->ntypes || (im->mask & ~f->allowed))
        return 0;
    for (i = 0; i < im->ntypes; i++) {
        s = f->typeslot[i];
        if (!isa_tbit(f->slots[s].mask, im->types[i]))
            return 0;
        used |= 1u << s;
        fill[s] = im->types[i];
    }
    for (i = 0; i < im->nother; i++) {
        uint64_t bit = (uint64_t)1 << im->other[i];
        for (s = 0; s < f->nslots; s++)
            if (!((used >> s) & 1u) && (f->slots[s].mask & bit)
                && f->slots[s].role != ISA_R_TYPE)
                break;
        if (s == f->nslots)
            return 0;
        used |= 1u << s;
        fill[s] = im->other[i];
    }
    for (s = 0; s < f->nslots; s++) {
        if ((used >> s) & 1u)
            continue;
        if (!f->slots[s].opt)
            return 0;
        fill[s] = 0xff;
    }
    return 1;
}

static void isa_decode(const isa_cop *C, const isa_cform *f, const uint8_t *fill,
                       isa_decoded *d)
{
    uint32_t s, t = 0;
    memset(d, 0, sizeof *d);
    d->form = f->src;
    d->ntypes = f->ntypes;
    d->nmodes = f->nmodes;
    for (s = 0; s < f->nslots; s++) {
        const isa_slot *sl = &f->slots[s];
        uint32_t kw;
        if (fill[s] == 0xff)
            continue;
        kw = C->alpha[fill[s]];
        switch (sl->role) {
        case ISA_R_TYPE:
            d->types[t] = C->atype[fill[s]];
            d->type_kw[t++] = (uint16_t)kw;
            break;
        case ISA_R_FLAG: d->flags |= isa_flag_of(kw); break;
        case ISA_R_MODE: d->modes[sl->mode_ord] = (uint16_t)kw; break;
        case ISA_R_RND: d->rnd = isa_rnd_of(kw); break;
        case ISA_R_CMP: d->cmp = isa_cmp_of(kw); break;
        case ISA_R_BOOL: d->boolop = isa_bool_of(kw); break;
        case ISA_R_AOP: d->aop = isa_aop_of(kw); break;
        case ISA_R_SPACE:
            d->space = isa_space_of(kw);
            d->space_kw = (uint16_t)kw;
            break;
        case ISA_R_VEC:
            d->vec = kw == KW_v2 ? 2 : kw == KW_v4 ? 4 : 8;
            break;
        case ISA_R_SCOPE: d->scope = isa_scope_of(kw); break;
        case ISA_R_SEM: d->sem = isa_sem_of(kw); break;
        case ISA_R_CACHE: d->cache = (uint16_t)kw; break;
        case ISA_R_EVICT1: d->evict1 = (uint16_t)kw; break;
        case ISA_R_EVICT2: d->evict2 = (uint16_t)kw; break;
        case ISA_R_PFSIZE: d->pfsize = (uint16_t)kw; break;
        default: break;
        }
    }
}

/* No form matched: explain why, against the closest form. */
PV_NORETURN static void isa_mod_error(isa_ctx *x, const isa_cop *C,
                                      const isa_imods *im)
{
    uint32_t fi, best = 0, best_score = 0xffffffffu;
    const isa_cform *f;
    isa_msg m;
    uint32_t i, s;
    for (fi = 0; fi < C->nforms; fi++) {
        uint32_t score = 0;
        f = &C->forms[fi];
        if (f->ntypes != im->ntypes)
            score += 1000;
        else
            for (i = 0; i < im->ntypes; i++)
                if (!isa_tbit(f->slots[f->typeslot[i]].mask, im->types[i]))
                    score += 1000;
        for (i = 0; i < im->nother; i++)
            if (!((f->allowed >> im->other[i]) & 1u))
                score += 10;
        for (s = 0; s < f->nslots; s++)
            if (!f->slots[s].opt && f->slots[s].role != ISA_R_TYPE
                && !(f->slots[s].mask & im->mask))
                score += 1;
        if (score < best_score) {
            best_score = score;
            best = fi;
        }
    }
    f = &C->forms[best];
    m.n = 0;
    m.b[0] = 0;
    isa_put(&m, isa_iname(x));
    isa_put(&m, ": ");
    if (f->ntypes > im->ntypes) {
        isa_put(&m, "missing type modifier (expected one of ");
        isa_put_alts(&m, C, f->slots[f->typeslot[im->ntypes]].mask);
        isa_put(&m, ")");
        isa_die(x, &m);
    }
    if (f->ntypes < im->ntypes) {
        isa_put(&m, "too many type modifiers (");
        isa_put(&m, isa_kw_name(im->tkw[f->ntypes]));
        isa_put(&m, " is not expected)");
        isa_die(x, &m);
    }
    for (i = 0; i < im->ntypes; i++) {
        const isa_slot *sl = &f->slots[f->typeslot[i]];
        if (!isa_tbit(sl->mask, im->types[i])) {
            isa_put(&m, "type ");
            isa_put(&m, isa_kw_name(im->tkw[i]));
            isa_put(&m, " is not allowed here (expected one of ");
            isa_put_alts(&m, C, sl->mask);
            isa_put(&m, ")");
            isa_die(x, &m);
        }
    }
    for (i = 0; i < im->nother; i++)
        if (!((f->allowed >> im->other[i]) & 1u)) {
            isa_put(&m, "modifier ");
            isa_put(&m, isa_kw_name(C->alpha[im->other[i]]));
            isa_put(&m, " is not allowed here");
            isa_die(x, &m);
        }
    {
        /* placement conflicts: two modifiers for one slot */
        uint32_t used = 0;
        uint8_t by[ISA_MAX_SLOTS];
        memset(by, 0, sizeof by);
        for (i = 0; i < im->nother; i++) {
            uint64_t bit = (uint64_t)1 << im->other[i];
            uint32_t first = ISA_MAX_SLOTS;
            for (s = 0; s < f->nslots; s++)
                if ((f->slots[s].mask & bit) && f->slots[s].role != ISA_R_TYPE) {
                    if (first == ISA_MAX_SLOTS)
                        first = s;
                    if (!((used >> s) & 1u))
                        break;
                }
            if (s == f->nslots) {
                if (by[first] == im->other[i]) {
                    isa_put(&m, "modifier ");
                    isa_put(&m, isa_kw_name(C->alpha[im->other[i]]));
                    isa_put(&m, " is repeated");
                } else {
                    isa_put(&m, "modifiers ");
                    isa_put(&m, isa_kw_name(C->alpha[by[first]]));
                    isa_put(&m, " and ");
                    isa_put(&m, isa_kw_name(C->alpha[im->other[i]]));
                    isa_put(&m, " cannot be combined");
                }
                isa_die(x, &m);
            }
            used |= 1u << s;
            by[s] = im->other[i];
        }
        for (s = 0; s < f->nslots; s++)
            if (!((used >> s) & 1u) && !f->slots[s].opt
                && f->slots[s].role != ISA_R_TYPE) {
                isa_put(&m, "missing modifier (one of ");
                isa_put_alts(&m, C, f->slots[s].mask);
                isa_put(&m, ")");
                isa_die(x, &m);
            }
    }
    isa_put(&m, "illegal combination of modifiers");
    isa_die(x, &m);
}

PTXVM_INTERNAL void isa_check(pv_isa *I, pv_sema *S, const ir_inst *in,
                              isa_decoded *out)
{
    isa_ctx x;
    isa_imods im;
    const isa_cop *C;
    uint32_t o = in->opcode - KW_op_abs, i;
    uint8_t fill[ISA_MAX_SLOTS];
    isa_msg m, first;
    int have_first = 0, first_is_count = 0, nmatch = 0;
    isa_memo *memo;

    x.I = I;
    x.S = S;
    x.m = sema_module(S);
    x.in = in;
    x.mods = ir_mods(x.m, in);
    x.ops = ir_opnds(x.m, in);
    x.d = out;
    x.iname[0] = 0;
    if (!I->ops[o]) {
        int r = I->count[o] ? isa_compile(I, o, NULL, 0) : -1;
        if (r == -2)
            pv_fail_oom(sema_diag(S));
        if (r) {
            isa_make_name(&x);
            pv_fail(sema_diag(S), PTXVM_E_SEMANTIC, in->line, in->col,
                    "%s: instruction not supported", x.iname);
        }
    }
    C = I->ops[o];
    memo = NULL;
    if (in->nmods <= ISA_MEMO_MODS) {
        uint64_t h = in->opcode * 0x9E3779B97F4A7C15ull;
        for (i = 0; i < in->nmods; i++)
            h = (h ^ x.mods[i]) * 0x9E3779B97F4A7C15ull;
        memo = &I->memo[(h >> 40) & (ISA_MEMO_SIZE - 1)];
        if (memo->opcode == in->opcode && memo->nmods == in->nmods &&
            memcmp(memo->mods, x.mods, in->nmods * sizeof *x.mods) == 0) {
            *out = memo->dec;
            if (!isa_chk_operands(&x, &C->forms[memo->local], &m))
                return;
        }
    }
    im.ntypes = im.nother = 0;
    im.mask = 0;
    for (i = 0; i < in->nmods; i++) {
        uint32_t kw = x.mods[i];
        int li = kw < KW_COUNT ? isa_local(C, kw) : -1;
        if (li < 0 && isa_is_type_kw(kw))
            li = ISA_NO_LOCAL;      /* a type this opcode never takes */
        if (li < 0) {
            isa_make_name(&x);
            pv_fail(sema_diag(S), PTXVM_E_SEMANTIC, in->line, in->col,
                    "%s: unknown modifier %s for %s", x.iname,
                    ir_name(x.m, kw), ir_name(x.m, in->opcode));
        }
        if (isa_is_type_kw(kw)) {
            im.tkw[im.ntypes] = (uint16_t)kw;
            im.types[im.ntypes++] = (uint8_t)li;
        } else {
            im.other[im.nother++] = (uint8_t)li;
            im.mask |= (uint64_t)1 << li;
        }
    }
    for (i = 0; i < C->nforms; i++) {
        const isa_cform *f = &C->forms[i];
        if (!isa_match_mods(f, &im, fill))
            continue;
        nmatch++;
        isa_decode(C, f, fill, out);
        if (!isa_chk_operands(&x, f, &m)) {
            if (nmatch == 1 && memo) {
                memo->opcode = in->opcode;
                memo->nmods = in->nmods;
                memo->local = (uint16_t)i;
                memcpy(memo->mods, x.mods, in->nmods * sizeof *x.mods);
                memo->dec = *out;
            }
            return;
        }
        if (!have_first || (first_is_count && !isa_count_error(&x, f))) {
            first = m;
            first_is_count = isa_count_error(&x, f);
        }
        have_first = 1;
    }
    if (!nmatch)
        isa_mod_error(&x, C, &im);
    isa_die(&x, &first);
}
/* ---- src/launch.c ---- */
/* Launching a kernel: checks the launch like the CUDA driver does,
   builds the parameter buffer, and runs the grid CTA by CTA, each CTA's
   warps to completion. The CTA context (register files, shared and local
   memory) is allocated once per launch and reused for every CTA. */
#include <stdio.h>
#include <time.h>

#define PV_MAX_SHARED 232448u         /* 227 KiB, the largest CUDA allows */

static uint32_t align_to(uint32_t v, uint32_t a)
{
    return (v + a - 1) & ~(a - 1);
}

/* "file.ptx:12:5" and, with .loc, " (kernel.cu:40)" for a bytecode index */
static void where(const ptxvm_kernel *k, uint32_t insn, char *out, size_t n)
{
    const ir_module *m = k->module->ir;
    const pv_code *code = k->code;
    const ir_inst *in = &m->insts.data[code->insns[insn].src];
    int len = snprintf(out, n, "%s:%lu:%lu", ir_name(m, m->source),
                       (unsigned long)in->line, (unsigned long)in->col);
    if (in->loc && len > 0 && (size_t)len < n) {
        const ir_loc *l = &m->locs.data[in->loc];
        uint32_t i;
        for (i = 0; i < m->files.len; i++)
            if (m->files.data[i].index == l->file) {
                snprintf(out + len, n - (size_t)len, " (%s:%lu)",
                         ir_name(m, m->files.data[i].name), (unsigned long)l->line);
                break;
            }
    }
}

/* Append warp list "0-3,7" of the live warps waiting at barrier id. */
static size_t waiting_warps(const pv_cta *X, uint32_t id, char *out, size_t n)
{
    size_t len = 0;
    uint32_t i = 0, j;
    while (i < X->nwarps && len < n) {
        const pv_warp *w = &X->warps[i];
        if (!w->live || !w->bar_wait || w->bar_id != id) {
            i++;
            continue;
        }
        for (j = i; j + 1 < X->nwarps && X->warps[j + 1].live &&
                    X->warps[j + 1].bar_wait && X->warps[j + 1].bar_id == id; j++)
            ;
        len += (size_t)snprintf(out + len, n - len, j > i ? "%s%u-%u" : "%s%u",
                                len ? "," : "", i, j);
        i = j + 1;
    }
    return len < n ? len : n;
}

/* Which warps wait at which barrier and what each barrier still needs:
   "barrier 1 (f.ptx:9:3): waiting warps 0,2-3, 3 of 5 warps arrived; ..." */
static void deadlock_detail(const ptxvm_kernel *k, const pv_cta *X, char *out,
                            size_t n)
{
    size_t len = 0;
    uint32_t id, i, live = 0;
    for (i = 0; i < X->nwarps; i++)
        live += X->warps[i].live != 0;
    out[0] = 0;
    for (id = 0; id < PV_NBARRIERS && len + 1 < n; id++) {
        const pv_barrier *B = &X->bar[id];
        char at[160];
        uint32_t insn = B->insn, need = B->count ? B->count / PV_LANES : live;
        int any = 0;
        for (i = 0; i < X->nwarps; i++)
            if (X->warps[i].live && X->warps[i].bar_wait &&
                X->warps[i].bar_id == id) {
                any = 1;
                insn = X->warps[i].bar_insn;
            }
        if (!any && !((X->bar_used >> id) & 1u))
            continue;
        where(k, insn, at, sizeof at);
        len += (size_t)snprintf(out + len, n - len, "%sbarrier %u (%s): waiting warps ",
                                len ? "; " : "", id, at);
        if (len >= n)
            break;
        if (any)
            len += waiting_warps(X, id, out + len, n - len);
        else
            len += (size_t)snprintf(out + len, n - len, "none");
        if (len >= n)
            break;
        len += (size_t)snprintf(out + len, n - len, ", %u of %u warps arrived",
                                B->warps, need);
    }
    for (i = 0; i < X->nwarps && len + 1 < n; i++) {
        /* a warp whose lanes wait at two barriers */
        const pv_warp *w = &X->warps[i];
        if (w->live && (w->live & ~w->bar_wait) && X->fault_warp == i &&
            w->bar_wait)
            len += (size_t)snprintf(out + len, n - len, "; warp %u has lanes "
                                    "waiting at barrier %u and lanes at another",
                                    i, w->bar_id);
    }
}

static const char *lk_name(const ptxvm_kernel *k)
{
    const ir_module *m = k->module->ir;
    return ir_name(m, m->funcs.data[k->func].name);
}

static ptxvm_result report(ptxvm_kernel *k, pv_cta *X, int status)
{
    ptxvm_vm *vm = k->module->vm;
    const char *kname = lk_name(k);
    char loc[600];
    uint32_t t = X->fault_warp * PV_LANES + X->fault.lane;
    uint32_t tx = t % X->ntid.x, ty = (t / X->ntid.x) % X->ntid.y;
    uint32_t tz = t / (X->ntid.x * X->ntid.y);
    where(k, X->fault.insn, loc, sizeof loc);
    if (status == PV_RUN_INTERRUPT)
        return pv_error(vm, PTXVM_E_INTERRUPTED, "%s: error: interrupted by "
                        "ptxvm_interrupt in kernel %s, block (%u,%u,%u)", loc,
                        kname, X->ctaid.x, X->ctaid.y, X->ctaid.z);
    if (status == PV_RUN_STEPS)
        return pv_error(vm, PTXVM_E_STEP_LIMIT, "%s: error: step limit of %llu "
                        "warp instructions reached in kernel %s, block (%u,%u,%u)",
                        loc, (unsigned long long)X->step_limit, kname,
                        X->ctaid.x, X->ctaid.y, X->ctaid.z);
    if (status == PV_RUN_DEADLOCK) {
        char who[400];
        deadlock_detail(k, X, who, sizeof who);
        return pv_error(vm, PTXVM_E_DEADLOCK, "%s: error: barrier deadlock in "
                        "kernel %s, block (%u,%u,%u): %s", loc, kname,
                        X->ctaid.x, X->ctaid.y, X->ctaid.z, who);
    }
    if (status == PV_RUN_TRAP && X->msg[0])
        return pv_error(vm, PTXVM_E_TRAP, "%s: error: %s", loc, X->msg);
    if (status == PV_RUN_HOST)
        return pv_error(vm, X->host_result, "%s: error: %s in kernel %s, block "
                        "(%u,%u,%u), thread (%u,%u,%u)", loc, X->msg, kname,
                        X->ctaid.x, X->ctaid.y, X->ctaid.z, tx, ty, tz);
    if (status == PV_RUN_TRAP)
        return pv_error(vm, PTXVM_E_TRAP, "%s: error: trap in kernel %s, block "
                        "(%u,%u,%u), thread (%u,%u,%u)", loc, kname, X->ctaid.x,
                        X->ctaid.y, X->ctaid.z, tx, ty, tz);
    if (X->fault.size == 0)           /* a call through a bad pointer */
        return pv_error(vm, PTXVM_E_MEMORY_FAULT, "%s: error: memory fault: %s "
                        "(0x%llx) in kernel %s, block (%u,%u,%u), thread (%u,%u,%u)",
                        loc, X->fault.why, (unsigned long long)X->fault.addr, kname,
                        X->ctaid.x, X->ctaid.y, X->ctaid.z, tx, ty, tz);
    return pv_error(vm, PTXVM_E_MEMORY_FAULT, "%s: error: memory fault: %s of %u "
                    "bytes at 0x%llx (%s) in kernel %s, block (%u,%u,%u), thread "
                    "(%u,%u,%u)", loc, X->fault.write ? "store" : "load",
                    X->fault.size, (unsigned long long)X->fault.addr, X->fault.why,
                    kname, X->ctaid.x, X->ctaid.y, X->ctaid.z, tx, ty, tz);
}

/* Once per launch: zero the register files and fill the constant
   columns (nothing writes them, so they survive every CTA). Registers
   are not cleared between CTAs: PTX leaves them undefined, and clearing
   would cost more than most CTAs' work. */
static void prepare_warps(pv_cta *X, uint32_t rf_stride)
{
    const pv_code *code = X->code;
    uint32_t i, c;
    for (i = 0; i < X->nwarps; i++) {
        pv_warp *w = &X->warps[i];
        uint32_t l;
        for (l = 0; l < PV_LANES; l++) {
            uint32_t t = i * PV_LANES + l;
            w->tid[0][l] = t % X->ntid.x;
            w->tid[1][l] = (t / X->ntid.x) % X->ntid.y;
            w->tid[2][l] = t / (X->ntid.x * X->ntid.y);
        }
        memset(w->rf, 0, rf_stride);
        memset(w->pr, 0, code->npreds * sizeof(uint32_t));
        for (c = 0; c < code->nconsts; c++) {
            const pv_const *k = &code->consts[c];
            uint32_t l;
            if (k->wide) {
                uint64_t *col = (uint64_t *)(void *)(w->rf + k->slot);
                for (l = 0; l < PV_LANES; l++)
                    col[l] = k->value;
            } else {
                uint32_t *col = (uint32_t *)(void *)(w->rf + k->slot);
                for (l = 0; l < PV_LANES; l++)
                    col[l] = (uint32_t)k->value;
            }
        }
    }
}

/* Before each CTA: every warp at its first instruction, all lanes live. */
static void start_warps(pv_cta *X)
{
    uint32_t i;
    for (i = 0; i < X->nwarps; i++) {
        pv_warp *w = &X->warps[i];
        uint32_t n = X->nthreads - i * PV_LANES;
        w->index = i;
        w->pc = 0;
        w->live = n >= PV_LANES ? 0xffffffffu : (1u << n) - 1;
        w->active = w->live;
        w->bar_wait = 0;
    }
    if (X->bar_used) {          /* only a failed CTA leaves one unfinished */
        memset(X->bar, 0, sizeof X->bar);
        memset(X->bar_lanes, 0, sizeof X->bar_lanes);
        X->bar_used = 0;
        X->bar_whole = 0;
    }
}

/* Lanes of warp w that exited may complete its arrival at a barrier
   the others already reached. */
static void settle(pv_cta *X, const pv_warp *w)
{
    uint32_t used = X->bar_used, id;
    for (id = 0; used; id++, used >>= 1) {
        uint32_t *lanes = &X->bar_lanes[w->index][id];
        if (!(used & 1u) || !*lanes || (*lanes & w->live) != w->live)
            continue;
        if (w->live)
            X->bar[id].warps++;
        *lanes = 0;
    }
}

/* Complete every barrier that has all its warps (count/32, or every warp
   that has not exited): write the .red results, release the waiting
   lanes, and reset it for its next use. Returns how many completed. */
static uint32_t complete(pv_cta *X, uint32_t live)
{
    const pv_insn *code = X->code->insns;
    uint32_t used = X->bar_used, id, i, done = 0;
    for (id = 0; used; id++, used >>= 1) {
        pv_barrier *B = &X->bar[id];
        if (!(used & 1u) || B->warps < (B->count ? B->count / PV_LANES : live))
            continue;
        for (i = 0; i < X->nwarps; i++) {
            pv_warp *w = &X->warps[i];
            uint32_t wait = w->bar_wait;
            if (!w->live || !wait || w->bar_id != id)
                continue;
            if (code[w->bar_insn].op >= PV_OP_BAR_RED_POPC) {
                const pv_insn *I = &code[w->bar_insn];
                if (I->op == PV_OP_BAR_RED_POPC) {
                    uint32_t *d = (uint32_t *)(void *)(w->rf + I->d), l;
                    for (l = 0; l < PV_LANES; l++)
                        if ((wait >> l) & 1u)
                            d[l] = B->popc;
                } else {
                    int v = I->op == PV_OP_BAR_RED_AND ? B->nfalse == 0 : B->popc != 0;
                    w->pr[I->d] = (w->pr[I->d] & ~wait) | (v ? wait : 0);
                }
            }
            if ((X->bar_whole >> i) & 1u) {
                X->bar_whole &= ~(1u << i);
                w->bar_wait = 0;
                w->active = w->live;
                w->pc = w->bar_insn + 1;
            } else {
                pv_warp_release(w);
            }
        }
        for (i = 0; i < X->nwarps; i++)
            X->bar_lanes[i][id] = 0;
        memset(B, 0, sizeof *B);
        X->bar_used &= ~(1u << id);
        done++;
    }
    return done;
}

/* Run every warp of the CTA to its end or until all its live lanes wait
   at a barrier; complete the barriers that can, and go on. A round in
   which no warp can run and no barrier completes is a deadlock. */
/* Run a warp in slices of PV_STEP_SLICE warp instructions, so that
   ptxvm_interrupt is seen between them at no cost to the interpreter's
   loop, until it stops for another reason or the launch's budget
   (step_end) runs out. */
#define PV_STEP_SLICE ((uint64_t)1 << 16)

static int run_slices(pv_cta *X, pv_warp *w)
{
    for (;;) {
        int st;
        X->step_limit = X->step_end - X->steps > PV_STEP_SLICE ?
                        X->steps + PV_STEP_SLICE : X->step_end;
        st = pv_run_warp(X, w);
        if (st != PV_RUN_STEPS || X->steps >= X->step_end)
            return st;
        if (pv_flag_load(&X->vm->interrupt))
            return PV_RUN_INTERRUPT;
    }
}

/* Run one CTA to its end: PV_RUN_DONE, or what stopped it (fault_warp
   and fault say where). */
static int run_cta(pv_cta *X)
{
    uint32_t i;
    for (;;) {
        uint32_t live = 0, ran = 0, stuck = 0;
        for (i = 0; i < X->nwarps; i++) {
            pv_warp *w = &X->warps[i];
            if (!w->live)
                continue;
            if (w->active) {
                int st = run_slices(X, w);
                ran = 1;
                if (st != PV_RUN_DONE && st != PV_RUN_BARRIER) {
                    X->fault_warp = i;
                    return st;
                }
                if (X->bar_used)
                    settle(X, w);
            }
            if (w->live) {
                live++;
                stuck = i;
            }
        }
        if (!live)
            return PV_RUN_DONE;
        if (X->bar_used && complete(X, live))
            continue;
        if (!ran) {
            X->fault_warp = stuck;
            X->fault.insn = X->warps[stuck].bar_insn;
            return PV_RUN_DEADLOCK;
        }
    }
}

/* ---- CTAs on several host threads ----------------------------------
   Each worker has its own CTA context (warps, registers, .shared,
   .local) and takes the next CTA index from a shared counter until none
   is left or one failed; the first failure is reported once. Memory the
   CTAs share is global memory, where atomics are host atomics. */
#define LK_MAX_WORKERS 64u

typedef struct lk_worker {
    pv_cta    X;
    pv_warp  *warps;
    uint8_t  *rfs, *shared, *local;
    uint32_t *preds;
    size_t    rf_total, local_total;
    uint32_t  npreds, nwarps;
} lk_worker;

typedef struct lk_launch {
    ptxvm_kernel       *k;
    const ptxvm_launch *l;
    lk_worker          *w;
    uint64_t            total;       /* CTAs in the grid                  */
    uint64_t            next;        /* the next CTA to run (lock)        */
    uint64_t            used;        /* warp instructions of ended CTAs   */
    int                 stop;        /* a CTA failed: take no more        */
    uint64_t            fail_idx;    /* the lowest CTA that failed        */
    ptxvm_result        result;      /* the first failure                 */
    size_t              shared_total;
    pv_mutex            lock;
} lk_launch;

/* The next CTA for a worker, or total when there is none; also folds in
   the warp instructions of the CTA it ran last (for the step limit). */
static uint64_t lk_take(lk_launch *L, uint64_t ran, uint64_t *used)
{
    uint64_t idx;
    pv_mutex_lock(&L->lock);
    L->used += ran;
    *used = L->used;
    if (!L->stop && pv_flag_load(&L->k->module->vm->interrupt)) {
        L->stop = 1;
        L->fail_idx = L->next;
        L->result = pv_error(L->k->module->vm, PTXVM_E_INTERRUPTED, "kernel "
                             "%s: interrupted by ptxvm_interrupt before block "
                             "%llu of %llu", lk_name(L->k),
                             (unsigned long long)L->next,
                             (unsigned long long)L->total);
    }
    /* blocks with no branch never meet the budget inside a warp: stop
       between blocks once it is spent */
    if (!L->stop && L->l->step_limit && L->used >= L->l->step_limit &&
        L->next < L->total) {
        L->stop = 1;
        L->fail_idx = L->next;
        L->result = pv_error(L->k->module->vm, PTXVM_E_STEP_LIMIT, "kernel %s: "
                             "step limit of %llu warp instructions reached "
                             "before block %llu of %llu", lk_name(L->k),
                             (unsigned long long)L->l->step_limit,
                             (unsigned long long)L->next,
                             (unsigned long long)L->total);
    }
    idx = L->stop ? L->total : L->next;
    if (idx < L->total)
        L->next++;
    pv_mutex_unlock(&L->lock);
    return idx;
}

static void lk_job(void *arg, uint32_t wi)
{
    lk_launch *L = (lk_launch *)arg;
    pv_cta *X = &L->w[wi].X;
    const ptxvm_dim3 g = L->l->grid;
    uint64_t ran = 0, used, idx;
    while ((idx = lk_take(L, ran, &used)) < L->total) {
        uint64_t before = X->steps;
        int st;
        X->ctaid.x = (uint32_t)(idx % g.x);
        X->ctaid.y = (uint32_t)(idx / g.x % g.y);
        X->ctaid.z = (uint32_t)(idx / ((uint64_t)g.x * g.y));
        if (L->l->step_limit)       /* the limit counts the whole launch */
            X->step_end = X->steps + (L->l->step_limit > used ?
                                      L->l->step_limit - used : 0);
        if (L->shared_total)
            memset(X->shared, 0, L->shared_total);
        start_warps(X);
        st = run_cta(X);
        ran = X->steps - before;
        if (st != PV_RUN_DONE) {
            if (st == PV_RUN_STEPS)     /* report the launch's limit */
                X->step_limit = L->l->step_limit;
            /* CTAs are taken in order and the ones before a failure run
               to their end, so keeping the lowest failing index reports
               the same failure whatever the number of workers */
            pv_mutex_lock(&L->lock);
            if (!L->stop || idx < L->fail_idx) {
                L->stop = 1;
                L->fail_idx = idx;
                L->result = report(L->k, X, st);
            }
            pv_mutex_unlock(&L->lock);
            break;
        }
    }
}

ptxvm_result ptxvm_launch_kernel(ptxvm_kernel *k, const ptxvm_launch *l,
                                 ptxvm_stats *stats)
{
    ptxvm_vm *vm;
    const pv_code *code;
    pv_heap *h;
    uint8_t *params = NULL;
    uint32_t nthreads, nwarps, rf_stride, i, local_size, nworkers;
    uint64_t total;
    lk_worker W[LK_MAX_WORKERS];
    lk_launch L;
    ptxvm_result r = PTXVM_OK;
    uint64_t t0 = pv_now_ns();
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (!k)
        return PTXVM_E_INVALID_ARGUMENT;
    vm = k->module->vm;
    h = &vm->heap;
    code = k->code;
    if (!l)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_launch_kernel: launch must not be NULL");
    if (!code)
        return pv_error(vm, PTXVM_E_UNSUPPORTED, "kernel was not compiled");
    /* the CUDA driver's limits */
    if (!l->block.x || !l->block.y || !l->block.z || l->block.x > 1024 ||
        l->block.y > 1024 || l->block.z > 64 ||
        (uint64_t)l->block.x * l->block.y * l->block.z > 1024)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "invalid block "
                        "(%u,%u,%u): each dimension at least 1, x and y at most "
                        "1024, z at most 64, at most 1024 threads", l->block.x,
                        l->block.y, l->block.z);
    if (!l->grid.x || !l->grid.y || !l->grid.z || l->grid.x > 0x7fffffffu ||
        l->grid.y > 65535 || l->grid.z > 65535)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "invalid grid (%u,%u,%u): "
                        "x at most 2^31-1, y and z at most 65535, none 0",
                        l->grid.x, l->grid.y, l->grid.z);
    if ((uint64_t)code->shared_bytes + l->shared_bytes > PV_MAX_SHARED)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%u bytes of static and "
                        "%u of dynamic shared memory exceed the %u bytes a CTA "
                        "may have", code->shared_bytes, l->shared_bytes,
                        PV_MAX_SHARED);
    if (k->nparams && !l->args)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "kernel takes %u "
                        "parameters but args is NULL", k->nparams);
    for (i = 0; i < k->nparams; i++)
        if (!l->args[i])
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "args[%u] is NULL", i);
    nthreads = l->block.x * l->block.y * l->block.z;
    nwarps = (nthreads + PV_LANES - 1) / PV_LANES;
    rf_stride = align_to(code->rf_bytes ? code->rf_bytes : 1, 64);
    local_size = code->local_bytes +
                 (code->uses_stack ? align_to(vm->stack_size, 16) * code->stack_scale : 0);
    {
        /* what one worker's context takes, before anything is allocated:
           a sandbox bounds host memory per worker */
        uint64_t regs = (uint64_t)rf_stride * nwarps +
                        (uint64_t)code->npreds * nwarps * 4;
        uint64_t local = (uint64_t)local_size * nwarps * PV_LANES;
        uint64_t shared = (uint64_t)code->shared_bytes + l->shared_bytes;
        if (regs + local + shared > vm->cta_memory)
            return pv_error(vm, PTXVM_E_LIMIT, "kernel %s: a CTA of %u threads "
                            "needs %llu bytes of registers, %llu of .local and "
                            "stacks and %llu of .shared, over the limit of %llu "
                            "(PTXVM_LIMIT_CTA_MEMORY)", lk_name(k), nthreads,
                            (unsigned long long)regs, (unsigned long long)local,
                            (unsigned long long)shared,
                            (unsigned long long)vm->cta_memory);
    }
    params = (uint8_t *)pv_realloc(h, NULL, 0, code->param_bytes + 1);
    if (!params)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "out of memory for the launch");
    memset(params, 0, code->param_bytes + 1);
    for (i = 0; i < k->nparams; i++)
        memcpy(params + code->param_offsets[i], l->args[i], k->param_sizes[i]);
    /* kernels that malloc get the heap now: no region appears while
       CTAs run on several threads */
    for (i = 0; i < code->nfuncs; i++)
        if (code->funcs[i].builtin == PV_BUILTIN_MALLOC ||
            code->funcs[i].builtin == PV_BUILTIN_FREE) {
            r = pv_vm_heap(vm);
            break;
        }
    total = (uint64_t)l->grid.x * l->grid.y * l->grid.z;
    nworkers = vm->cfg.threads ? vm->cfg.threads : pv_cpu_count();
    if (nworkers > LK_MAX_WORKERS)
        nworkers = LK_MAX_WORKERS;
    if (nworkers > total)
        nworkers = (uint32_t)total;
    if (r == PTXVM_OK && (pv_mutex_init(&L.lock) != 0)) {
        r = pv_error(vm, PTXVM_E_NO_MEMORY, "cannot create a mutex");
    }
    if (r != PTXVM_OK) {
        pv_free(h, params, code->param_bytes + 1);
        return r;
    }
    memset(W, 0, sizeof W);
    L.k = k;
    L.l = l;
    L.w = W;
    L.total = total;
    L.next = 0;
    L.stop = 0;
    L.used = 0;
    L.result = PTXVM_OK;
    L.shared_total = (size_t)code->shared_bytes + l->shared_bytes;
    for (i = 0; i < nworkers && r == PTXVM_OK; i++) {
        lk_worker *w = &W[i];
        pv_cta *X = &w->X;
        uint32_t j;
        w->rf_total = (size_t)rf_stride * nwarps;
        w->local_total = (size_t)local_size * nwarps * PV_LANES;
        w->warps = (pv_warp *)pv_realloc(h, NULL, 0, nwarps * sizeof *w->warps);
        w->rfs = (uint8_t *)pv_realloc(h, NULL, 0, w->rf_total + 64);
        w->preds = (uint32_t *)pv_realloc(h, NULL, 0, ((size_t)code->npreds * nwarps + 1) *
                                                     sizeof(uint32_t));
        w->shared = (uint8_t *)pv_realloc(h, NULL, 0, L.shared_total + 1);
        w->local = (uint8_t *)pv_realloc(h, NULL, 0, w->local_total + 1);
        w->npreds = code->npreds;
        w->nwarps = nwarps;
        if (!w->warps || !w->rfs || !w->preds || !w->shared || !w->local) {
            r = pv_error(vm, PTXVM_E_NO_MEMORY, "out of memory for the launch");
            break;
        }
        memset(X, 0, sizeof *X);
        X->vm = vm;
        X->code = code;
        X->warps = w->warps;
        X->nwarps = nwarps;
        X->shared = w->shared;
        X->shared_size = (uint32_t)L.shared_total;
        X->dyn_shared = l->shared_bytes;
        X->local = w->local;
        X->local_size = local_size;
        X->ir = k->module->ir;
        if (k->module->gregion[1]) {
            const pv_region *cr = pv_devmem_find(&vm->mem, k->module->gregion[1], 1);
            if (cr) {
                X->const_base = cr->base;
                X->const_size = cr->size;
            }
        }
        X->params = params;
        X->param_size = code->param_bytes;
        X->ntid = l->block;
        X->nctaid = l->grid;
        X->nthreads = nthreads;
        X->step_end = UINT64_MAX;
        X->unchecked = (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) != 0;
        {
            /* 64-byte aligned register files: columns are 128/256 bytes */
            uint8_t *base = (uint8_t *)(((uintptr_t)w->rfs + 63) & ~(uintptr_t)63);
            for (j = 0; j < nwarps; j++) {
                w->warps[j].rf = base + (size_t)j * rf_stride;
                w->warps[j].pr = w->preds + (size_t)j * code->npreds;
            }
        }
        prepare_warps(X, rf_stride);
        memset(w->local, 0, w->local_total);
    }
    if (r == PTXVM_OK) {
        pv_parallel(&vm->cfg.host, nworkers, lk_job, &L);
        r = L.result;
        if (r == PTXVM_E_INTERRUPTED)   /* the launch consumed it */
            pv_flag_store(&vm->interrupt, 0);
    }
    if (stats) {
        for (i = 0; i < nworkers; i++) {
            stats->warp_instructions += W[i].X.steps;
            stats->thread_instructions += W[i].X.thread_insns;
        }
        stats->nanoseconds = pv_now_ns() - t0;
    }
    if (r == PTXVM_OK)
        pv_ok(vm);
    for (i = 0; i < nworkers; i++) {
        lk_worker *w = &W[i];
        if (w->warps)
            pv_free(h, w->warps, w->nwarps * sizeof *w->warps);
        if (w->rfs)
            pv_free(h, w->rfs, w->rf_total + 64);
        if (w->preds)
            pv_free(h, w->preds, ((size_t)w->npreds * w->nwarps + 1) * sizeof(uint32_t));
        if (w->shared)
            pv_free(h, w->shared, L.shared_total + 1);
        if (w->local)
            pv_free(h, w->local, w->local_total + 1);
    }
    pv_mutex_destroy(&L.lock);
    pv_free(h, params, code->param_bytes + 1);
    return r;
}

ptxvm_result ptxvm_interrupt(ptxvm_vm *vm)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    /* no pv_ok: the error text belongs to the thread running the launch */
    pv_flag_store(&vm->interrupt, 1);
    return PTXVM_OK;
}
/* ---- src/lexer.c ---- */
/* The PTX lexer. A 256-entry class table drives the hot loops; tokens are
   produced one at a time so that no token array is ever materialised. */

enum { C_SPACE = 1, C_NL = 2, C_ALPHA = 4, C_DIGIT = 8, C_FOLLOW = 16,
       C_HEX = 32, C_IDSTART = 64 };

/* Classes of the ASCII characters: letters start identifiers, letters,
   digits, '_' and '$' continue them; '_', '$' and '%' start identifiers
   that need at least one more character. */
static uint8_t cclass(unsigned char c)
{
    uint8_t k = 0;
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v')
        k |= C_SPACE;
    if (c == '\n')
        k |= C_NL;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
        k |= C_ALPHA | C_FOLLOW;
    if (c >= '0' && c <= '9')
        k |= C_DIGIT | C_FOLLOW | C_HEX;
    if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
        k |= C_HEX;
    if (c == '_' || c == '$')
        k |= C_FOLLOW | C_IDSTART;
    if (c == '%')
        k |= C_IDSTART;
    return k;
}

/* The table is built once per lexer (256 bytes): cheaper than a branchy
   classifier on the hot path and free of global state. */
#define CLS(L, c) ((L)->cls[(unsigned char)(c)])

PTXVM_INTERNAL void lex_init(pv_lexer *L, const char *src, size_t len,
                             pv_strtab *st, pv_diag *diag, pv_lex_cache *cache)
{
    int c;
    memset(L, 0, sizeof *L);
    L->src = L->cur = L->line_start = src;
    L->end = src + len;
    L->line = 1;
    L->st = st;
    L->diag = diag;
    L->cache = cache;
    for (c = 0; c < 256; c++)
        L->cls[c] = cclass((unsigned char)c);
}

static PV_NORETURN void lex_fail(pv_lexer *L, const char *at, const char *fmt,
                                 const char *arg)
{
    pv_fail(L->diag, PTXVM_E_SYNTAX, L->line,
            (uint32_t)(at - L->line_start) + 1, fmt, arg);
}

static uint32_t lex_intern(pv_lexer *L, const char *s, size_t n)
{
    uint32_t id, slot = 0;
    uint64_t key = 0;
    if (L->cache && n - 1 < 8) {   /* 1..8 bytes */
        size_t i;
        for (i = 0; i < n; i++)
            key |= (uint64_t)(unsigned char)s[i] << (8 * i);
        slot = (uint32_t)(((key ^ n) * 0x9E3779B97F4A7C15ull) >> (64 - PV_LEX_CACHE_BITS));
        if (L->cache[slot].len == n && L->cache[slot].key == key)
            return L->cache[slot].sym;
    }
    id = pv_intern(L->st, s, n);
    if (!id)
        pv_fail_oom(L->diag);
    if (L->cache && n - 1 < 8) {
        L->cache[slot].key = key;
        L->cache[slot].len = (uint32_t)n;
        L->cache[slot].sym = id;
    }
    return id;
}

/* Skip whitespace and comments; returns 1 if any was skipped. */
static int skip_space(pv_lexer *L)
{
    const char *p = L->cur, *e = L->end;
    const char *start = p;
    for (;;) {
        while (p < e && (CLS(L, *p) & (C_SPACE | C_NL))) {
            if (*p == '\n') {
                L->line++;
                L->line_start = p + 1;
            }
            p++;
        }
        if (p + 1 < e && p[0] == '/' && p[1] == '/') {
            p += 2;
            while (p < e && *p != '\n')
                p++;
            continue;
        }
        if (p + 1 < e && p[0] == '/' && p[1] == '*') {
            const char *open = p;
            uint32_t open_line = L->line;
            const char *open_ls = L->line_start;
            p += 2;
            for (;;) {
                if (p + 1 >= e) {
                    L->line = open_line;
                    L->line_start = open_ls;
                    L->cur = e;
                    lex_fail(L, open, "unterminated /* comment%s", "");
                }
                if (p[0] == '*' && p[1] == '/')
                    break;
                if (*p == '\n') {
                    L->line++;
                    L->line_start = p + 1;
                }
                p++;
            }
            p += 2;
            continue;
        }
        break;
    }
    L->cur = p;
    return p != start;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static void lex_number(pv_lexer *L, pv_tok *t)
{
    const char *p = L->cur, *e = L->end, *s = p;
    uint64_t v = 0;
    int overflow = 0;
    if (p + 1 < e && p[0] == '0' && (p[1] == 'f' || p[1] == 'F' ||
                                     p[1] == 'd' || p[1] == 'D')) {
        int want = (p[1] == 'f' || p[1] == 'F') ? 8 : 16, i;
        p += 2;
        for (i = 0; i < want; i++, p++) {
            int h = p < e ? hexval(*p) : -1;
            if (h < 0)
                lex_fail(L, s, "malformed hexadecimal floating-point constant "
                         "(0f needs 8 hex digits, 0d needs 16)%s", "");
            v = (v << 4) | (uint64_t)h;
        }
        if (p < e && (CLS(L, *p) & C_FOLLOW))
            lex_fail(L, s, "malformed hexadecimal floating-point constant "
                     "(0f needs 8 hex digits, 0d needs 16)%s", "");
        t->kind = want == 8 ? TK_F32 : TK_F64;
        t->val = v;
        L->cur = p;
        return;
    }
    if (p + 1 < e && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        p += 2;
        if (p >= e || hexval(*p) < 0)
            lex_fail(L, s, "malformed hexadecimal constant%s", "");
        for (; p < e && hexval(*p) >= 0; p++) {
            if (v >> 60)
                overflow = 1;
            v = (v << 4) | (uint64_t)hexval(*p);
        }
    } else if (p + 1 < e && p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
        p += 2;
        if (p >= e || (*p != '0' && *p != '1'))
            lex_fail(L, s, "malformed binary constant%s", "");
        for (; p < e && (*p == '0' || *p == '1'); p++) {
            if (v >> 63)
                overflow = 1;
            v = (v << 1) | (uint64_t)(*p - '0');
        }
    } else {
        /* decimal or octal integer, or a decimal floating-point number */
        const char *q = p;         /* at '.' for .5: no integer part */
        while (q < e && (CLS(L, *q) & C_DIGIT))
            q++;
        if (q < e && (*q == '.' || *q == 'e' || *q == 'E')) {
            const char *f = q;
            if (*f == '.') {
                f++;
                while (f < e && (CLS(L, *f) & C_DIGIT))
                    f++;
            }
            if (f < e && (*f == 'e' || *f == 'E')) {
                const char *x = f + 1;
                if (x < e && (*x == '+' || *x == '-'))
                    x++;
                if (x >= e || !(CLS(L, *x) & C_DIGIT))
                    lex_fail(L, s, "malformed floating-point exponent%s", "");
                while (x < e && (CLS(L, *x) & C_DIGIT))
                    x++;
                f = x;
            }
            if (f < e && (CLS(L, *f) & C_FOLLOW))
                lex_fail(L, s, "malformed floating-point constant%s", "");
            {
                double d = pv_parse_decimal(s, (size_t)(f - s));
                memcpy(&v, &d, sizeof v);
            }
            t->kind = TK_F64;
            t->val = v;
            L->cur = f;
            return;
        }
        if (p[0] == '0') {
            for (p++; p < e && *p >= '0' && *p <= '7'; p++) {
                if (v >> 61)
                    overflow = 1;
                v = (v << 3) | (uint64_t)(*p - '0');
            }
        } else {
            for (; p < e && (CLS(L, *p) & C_DIGIT); p++) {
                uint64_t d = (uint64_t)(*p - '0');
                if (v > (UINT64_MAX - d) / 10)
                    overflow = 1;
                v = v * 10 + d;
            }
        }
    }
    if (overflow)
        lex_fail(L, s, "integer constant does not fit in 64 bits%s", "");
    t->usfx = v > (uint64_t)INT64_MAX;
    if (p < e && *p == 'U') {
        t->usfx = 1;
        p++;
    }
    if (p < e && (CLS(L, *p) & C_FOLLOW))
        lex_fail(L, s, "malformed integer constant%s", "");
    t->kind = TK_INT;
    t->val = v;
    L->cur = p;
}

static void lex_one(pv_lexer *L, pv_tok *t)
{
    const char *p, *e = L->end;
    unsigned char c;
    uint8_t k;
    t->glued = !skip_space(L);
    p = L->cur;
    t->line = L->line;
    t->col = (uint32_t)(p - L->line_start) + 1;
    t->p = p;
    t->sym = 0;
    t->usfx = 0;
    t->val = 0;
    if (p >= e) {
        t->kind = TK_EOF;
        t->len = 0;
        return;
    }
    c = (unsigned char)*p;
    k = CLS(L, c);
    if (k & C_ALPHA) {
        const char *q = p + 1;
        while (q < e && (CLS(L, *q) & C_FOLLOW))
            q++;
        t->kind = TK_IDENT;
        t->sym = lex_intern(L, p, (size_t)(q - p));
        L->cur = q;
    } else if (k & C_IDSTART) {
        const char *q = p + 1;
        while (q < e && (CLS(L, *q) & C_FOLLOW))
            q++;
        if (q == p + 1) {
            if (c == '%') {            /* the remainder operator */
                t->kind = '%';
                L->cur = q;
            } else if (c == '_') {
                t->kind = '_';
                L->cur = q;
            } else {
                char buf[16];
                lex_fail(L, p, "'%s' must be followed by a letter, digit, '_' "
                         "or '$' to form an identifier",
                         pv_quote(buf, p, 1, 1));
            }
        } else {
            t->kind = TK_IDENT;
            t->sym = lex_intern(L, p, (size_t)(q - p));
            L->cur = q;
        }
    } else if (k & C_DIGIT) {
        lex_number(L, t);
    } else if (c == '.' && p + 1 < e && (CLS(L, p[1]) & C_DIGIT) &&
               (p == L->src || !(CLS(L, p[-1]) & C_FOLLOW))) {
        lex_number(L, t);          /* .05: a float; .2d after a word: a modifier */
    } else if (c == '.') {
        const char *q = p + 1;
        if (q >= e || !(CLS(L, *q) & C_FOLLOW))
            lex_fail(L, p, "'.' must be followed by a directive or modifier "
                     "name%s", "");
        while (q < e && (CLS(L, *q) & C_FOLLOW))
            q++;
        /* .shared::cta, .L2::cache_hint, .mbarrier::complete_tx::bytes */
        while (q + 2 < e && q[0] == ':' && q[1] == ':' &&
               (CLS(L, q[2]) & C_FOLLOW)) {
            q += 2;
            while (q < e && (CLS(L, *q) & C_FOLLOW))
                q++;
        }
        t->kind = TK_DOT;
        t->sym = lex_intern(L, p, (size_t)(q - p));
        L->cur = q;
    } else if (c == '"') {
        const char *q = p + 1;
        while (q < e && *q != '"' && *q != '\n') {
            if (*q == '\\' && q + 1 < e && q[1] != '\n')
                q++;
            q++;
        }
        if (q >= e || *q != '"')
            lex_fail(L, p, "unterminated string constant%s", "");
        t->kind = TK_STRING;
        t->sym = lex_intern(L, p + 1, (size_t)(q - p - 1));
        L->cur = q + 1;
    } else {
        char d = p + 1 < e ? p[1] : 0;
        uint32_t two = 0;
        switch (c) {
        case '<': two = d == '<' ? TK_SHL : d == '=' ? TK_LE : 0; break;
        case '>': two = d == '>' ? TK_SHR : d == '=' ? TK_GE : 0; break;
        case '=': two = d == '=' ? TK_EQ : 0; break;
        case '!': two = d == '=' ? TK_NE : 0; break;
        case '&': two = d == '&' ? TK_ANDAND : 0; break;
        case '|': two = d == '|' ? TK_OROR : 0; break;
        case '{': case '}': case '(': case ')': case '[': case ']':
        case ',': case ';': case ':': case '+': case '-': case '*':
        case '/': case '%': case '~': case '^': case '?': case '@':
            break;
        default: {
            char buf[16];
            if (c == '#')
                lex_fail(L, p, "preprocessor directives are not supported; "
                         "run the C preprocessor first%s", "");
            lex_fail(L, p, "unexpected character '%s'", pv_quote(buf, p, 1, 1));
        }
        }
        if (two) {
            t->kind = two;
            L->cur = p + 2;
        } else {
            t->kind = c;
            L->cur = p + 1;
        }
    }
    t->len = (uint32_t)(L->cur - p);
}

PTXVM_INTERNAL void lex_next(pv_lexer *L)
{
    if (L->have_ahead) {
        L->tok = L->ahead;
        L->have_ahead = 0;
        return;
    }
    lex_one(L, &L->tok);
}

PTXVM_INTERNAL const pv_tok *lex_peek(pv_lexer *L)
{
    if (!L->have_ahead) {
        lex_one(L, &L->ahead);
        L->have_ahead = 1;
    }
    return &L->ahead;
}

PTXVM_INTERNAL const char *lex_kind_name(uint32_t kind, char buf[8])
{
    switch (kind) {
    case TK_EOF: return "end of input";
    case TK_IDENT: return "identifier";
    case TK_DOT: return "directive";
    case TK_INT: return "integer constant";
    case TK_F32: case TK_F64: return "floating-point constant";
    case TK_STRING: return "string";
    case TK_SHL: return "'<<'";
    case TK_SHR: return "'>>'";
    case TK_LE: return "'<='";
    case TK_GE: return "'>='";
    case TK_EQ: return "'=='";
    case TK_NE: return "'!='";
    case TK_ANDAND: return "'&&'";
    case TK_OROR: return "'||'";
    default:
        buf[0] = '\'';
        buf[1] = (char)kind;
        buf[2] = '\'';
        buf[3] = 0;
        return buf;
    }
}
/* ---- src/mem.c ---- */
/* Host allocator wrapper, arenas and growable arrays. */
#include <stdlib.h>

PTXVM_INTERNAL void *pv_default_alloc(void *user, void *p, size_t old, size_t n)
{
    PV_UNUSED(user);
    PV_UNUSED(old);
    if (n == 0) {
        free(p);
        return NULL;
    }
    return realloc(p, n);
}

PTXVM_INTERNAL void *pv_realloc(pv_heap *h, void *p, size_t old, size_t n)
{
    void *q;
    if (n == 0) {
        if (p) {
            h->fn(h->user, p, old, 0);
            h->live -= old;
        }
        return NULL;
    }
    q = h->fn(h->user, p, p ? old : 0, n);
    if (!q)
        return NULL;
    h->live = h->live - (p ? old : 0) + n;
    if (h->live > h->peak)
        h->peak = h->live;
    return q;
}

PTXVM_INTERNAL void pv_free(pv_heap *h, void *p, size_t n)
{
    pv_realloc(h, p, n, 0);
}

/* Chunks grow geometrically so that a module of any size needs few
   allocations, and large requests get a chunk of their own. */
struct pv_chunk {
    pv_chunk *next;
    size_t    size;      /* bytes of the whole chunk, header included */
};

#define PV_CHUNK_MIN 16384u

PTXVM_INTERNAL void pv_arena_init(pv_arena *a, pv_heap *h)
{
    a->heap = h;
    a->head = NULL;
    a->cur = a->end = NULL;
}

PTXVM_INTERNAL void *pv_arena_alloc(pv_arena *a, size_t n, size_t align)
{
    uintptr_t c = (uintptr_t)a->cur;
    uintptr_t aligned = (c + (align - 1)) & ~(uintptr_t)(align - 1);
    if (a->cur && aligned <= (uintptr_t)a->end &&
        n <= (size_t)((uintptr_t)a->end - aligned)) {
        a->cur = (char *)aligned + n;
        return (void *)aligned;
    }
    {
        size_t hdr = (sizeof(pv_chunk) + 15u) & ~(size_t)15u;
        size_t want = a->head ? a->head->size * 2 : PV_CHUNK_MIN;
        pv_chunk *ch;
        if (want > (1u << 22))
            want = 1u << 22;
        if (n > SIZE_MAX - hdr - 16)
            return NULL;
        if (want < hdr + n + 16)
            want = hdr + n + 16;
        ch = (pv_chunk *)pv_realloc(a->heap, NULL, 0, want);
        if (!ch)
            return NULL;
        ch->next = a->head;
        ch->size = want;
        a->head = ch;
        a->cur = (char *)ch + hdr;
        a->end = (char *)ch + want;
        aligned = ((uintptr_t)a->cur + (align - 1)) & ~(uintptr_t)(align - 1);
        a->cur = (char *)aligned + n;
        return (void *)aligned;
    }
}

PTXVM_INTERNAL void pv_arena_free(pv_arena *a)
{
    pv_chunk *c = a->head;
    while (c) {
        pv_chunk *next = c->next;
        pv_free(a->heap, c, c->size);
        c = next;
    }
    a->head = NULL;
    a->cur = a->end = NULL;
}

PTXVM_INTERNAL void *pv_grow(pv_heap *h, void *data, uint32_t *cap,
                             uint32_t need, size_t elem)
{
    uint64_t ncap;
    void *nd;
    if (need <= *cap)
        return data;
    /* 1.5x growth: amortised O(1) appends with less slack than doubling */
    ncap = *cap ? (uint64_t)*cap + *cap / 2 + 8 : 8;
    while (ncap < need)
        ncap += ncap / 2;
    if (ncap > 0x7fffffffu)
        ncap = 0x7fffffffu;
    if (ncap < need || ncap * elem > (uint64_t)SIZE_MAX / 2)
        return NULL;
    nd = pv_realloc(h, data, (size_t)*cap * elem, (size_t)(ncap * elem));
    if (!nd)
        return NULL;
    *cap = (uint32_t)ncap;
    return nd;
}
/* ---- src/module_mem.c ---- */
/* Device memory for a module's .global and .const variables: layout,
   initialisers, relocations, and ptxvm_module_get_global.

   A module gets at most two PV_REGION_MODULE regions: one writable for
   its .global variables and one read-only (to kernels; the host may
   still copy into it) for its .const variables, each only when
   non-empty. Variables are laid out in source order at their alignment
   (.align, at least the element size); the region's base is aligned to
   the largest of them (and to 256). Initialiser byte runs are copied in
   and every relocation stores the named variable's address (or a
   function's address, PV_FUNC_ADDR_BASE + its index) plus the addend,
   little-endian, in 4 or 8 bytes. Generic and non-generic addresses of
   .global/.const variables are the same here. */

#define PVM_FUNC_TAG 0x80000000u

/* A variable that gets memory here (module or function scope). */
static int pvm_placed(const ir_var *v)
{
    return (v->space == SP_GLOBAL || v->space == SP_CONST) &&
           v->linkage != LK_EXTERN && v->size > 0;
}

static uint64_t pvm_var_align(const ir_var *v)
{
    uint64_t e = ir_type_size((ir_type)v->type) * (uint64_t)(v->vec ? v->vec : 1);
    uint64_t a = v->align ? v->align : 1;
    /* element sizes are powers of two except for odd vector shapes:
       round up to one */
    while (a < e)
        a <<= 1;
    return a;
}

PTXVM_INTERNAL void pv_module_free_globals(ptxvm_module *mod)
{
    ptxvm_vm *vm = mod->vm;
    int k;
    for (k = 0; k < 2; k++)
        if (mod->gregion[k]) {
            pv_devmem_remove(&vm->mem, mod->gregion[k], 1u << PV_REGION_MODULE);
            mod->gregion[k] = 0;
        }
    if (mod->var_addr)
        pv_free(&vm->heap, mod->var_addr, (size_t)mod->nvar_addr * sizeof(uint64_t));
    mod->var_addr = NULL;
    mod->nvar_addr = 0;
}

PTXVM_INTERNAL uint64_t pv_module_var_addr(const ptxvm_module *m,
                                           uint32_t var_index)
{
    return var_index < m->nvar_addr ? m->var_addr[var_index] : 0;
}

/* symbol -> the module-scope variable (index) or function (index |
   PVM_FUNC_TAG) it names, preferring definitions; 0 = nothing. */
static uint32_t *pvm_symbol_map(const ir_module *ir, pv_heap *h)
{
    uint32_t *map;
    uint32_t i;
    size_t n = (size_t)ir->strtab.n;
    map = (uint32_t *)pv_realloc(h, NULL, 0, (n ? n : 1) * sizeof *map);
    if (!map)
        return NULL;
    memset(map, 0, (n ? n : 1) * sizeof *map);
    for (i = 0; i < ir->items.len; i++) {
        const ir_item *it = &ir->items.data[i];
        if (it->kind == IT_VAR) {
            const ir_var *v = &ir->vars.data[it->index];
            if (v->name >= n)
                continue;
            if (!map[v->name] || v->linkage != LK_EXTERN)
                map[v->name] = it->index;
        } else if (it->kind == IT_FUNC) {
            const ir_func *f = &ir->funcs.data[it->index];
            uint32_t cur;
            if ((f->flags & FF_PROTOTYPE) || f->name >= n)
                continue;
            cur = map[f->name];
            if (!cur || ((cur & PVM_FUNC_TAG) && (f->flags & FF_BODY) &&
                         !(ir->funcs.data[cur & ~PVM_FUNC_TAG].flags & FF_BODY)))
                map[f->name] = it->index | PVM_FUNC_TAG;
        }
    }
    /* .alias a, b: a names b from here on */
    for (i = 0; i < ir->aliases.len; i++) {
        const ir_alias *a = &ir->aliases.data[i];
        if (a->alias < n && a->target < n && (map[a->target] & PVM_FUNC_TAG))
            map[a->alias] = map[a->target];
    }
    return map;
}


/* Copy v's initialiser into its memory at dst. */
static ptxvm_result pvm_apply_init(ptxvm_module *mod, const ir_var *v,
                                   uint8_t *dst, const uint32_t *map)
{
    const ir_module *ir = mod->ir;
    const ir_init *in = &ir->inits.data[v->init];
    uint32_t i;
    for (i = 0; i < in->nsegs; i++) {
        const ir_seg *s = &ir->segs.data[in->segs + i];
        /* the parser keeps runs inside the variable and the blob */
        if (s->offset > v->size || s->n > v->size - s->offset ||
            s->bytes > ir->blob.len || s->n > ir->blob.len - s->bytes)
            continue;
        memcpy(dst + s->offset, ir->blob.data + s->bytes, s->n);
    }
    for (i = 0; i < in->nrelocs; i++) {
        const ir_reloc *r = &ir->relocs.data[in->relocs + i];
        uint32_t t = r->sym < ir->strtab.n ? map[r->sym] : 0;
        uint64_t a;
        if (r->size > 8 || r->offset > v->size || r->size > v->size - r->offset)
            continue;
        if (t & PVM_FUNC_TAG) {
            a = PV_FUNC_ADDR_BASE + (t & ~PVM_FUNC_TAG);
        } else {
            const ir_var *tv = t ? &ir->vars.data[t] : NULL;
            a = t ? pv_module_var_addr(mod, t) : 0;
            if (!a) {
                if (tv && tv->linkage == LK_EXTERN)
                    return pv_error(mod->vm, PTXVM_E_LINK,
                                    "%s:%lu:%lu: error: initialiser of '%s' names "
                                    ".extern variable '%s', which is not defined "
                                    "in this module", ir_name(ir, ir->source),
                                    (unsigned long)r->line, (unsigned long)r->col,
                                    ir_name(ir, v->name), ir_name(ir, r->sym));
                return pv_error(mod->vm, PTXVM_E_UNSUPPORTED,
                                "%s:%lu:%lu: error: initialiser of '%s' takes the "
                                "address of '%s', which is not a .global or "
                                ".const variable", ir_name(ir, ir->source),
                                (unsigned long)r->line, (unsigned long)r->col,
                                ir_name(ir, v->name), ir_name(ir, r->sym));
            }
        }
        a += (uint64_t)r->addend;
        pv_store_le(dst + r->offset, a, r->size);
    }
    return PTXVM_OK;
}

PTXVM_INTERNAL ptxvm_result pv_module_place_globals(ptxvm_module *mod)
{
    ptxvm_vm *vm = mod->vm;
    const ir_module *ir = mod->ir;
    const char *src = ir_name(ir, ir->source);
    uint64_t total[2] = {0, 0}, align[2] = {1, 1};
    uint8_t *host[2] = {NULL, NULL};
    uint32_t *map = NULL;
    uint32_t i, vi, any = 0;
    ptxvm_result r = PTXVM_OK;
    int k;

    /* 1: offsets within each space's region, kept in var_addr. Every
       defined .global/.const variable, in declaration order: module
       scope, and function scope (static storage, like C's static
       locals; the compiler finds them by var index) */
    for (i = 1; i < ir->vars.len && !any; i++)
        any = pvm_placed(&ir->vars.data[i]);
    if (!any)
        return PTXVM_OK;
    mod->var_addr = (uint64_t *)pv_realloc(&vm->heap, NULL, 0,
                                           (size_t)ir->vars.len * sizeof(uint64_t));
    if (!mod->var_addr)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", src);
    mod->nvar_addr = ir->vars.len;
    memset(mod->var_addr, 0, (size_t)ir->vars.len * sizeof(uint64_t));
    for (vi = 1; vi < ir->vars.len; vi++) {
        const ir_var *v;
        uint64_t a, off;
        v = &ir->vars.data[vi];
        if (!pvm_placed(v))
            continue;
        k = v->space == SP_CONST;
        a = pvm_var_align(v);
        /* sizes are below 2^62 (the checker); the sum stays below the
           address space or the region is refused */
        if (a > PV_WINDOW_BASE || total[k] > PV_WINDOW_BASE ||
            v->size > PV_WINDOW_BASE) {
            r = pv_error(vm, PTXVM_E_NO_MEMORY, "%s: variable '%s' does not fit "
                         "in device memory", src, ir_name(ir, v->name));
            goto fail;
        }
        off = (total[k] + (a - 1)) & ~(a - 1);
        mod->var_addr[vi] = off;
        total[k] = off + v->size;
        if (a > align[k])
            align[k] = a;
    }
    /* 2: the regions */
    for (k = 0; k < 2; k++) {
        uint64_t base;
        if (!total[k])
            continue;
        r = pv_devmem_add_aligned(&vm->mem, PV_REGION_MODULE, total[k], NULL,
                                  k ? PTXVM_READ : PTXVM_READ | PTXVM_WRITE,
                                  NULL, NULL, align[k], &base);
        if (r != PTXVM_OK) {
            const pv_devmem *dm = &vm->mem;
            if (dm->limit && dm->used <= dm->limit && total[k] > dm->limit - dm->used)
                r = pv_error(vm, r, "%s: the module's %s variables need %llu bytes, "
                             "beyond the device memory limit (%llu of %llu bytes "
                             "in use)", src, k ? ".const" : ".global",
                             (unsigned long long)total[k], (unsigned long long)dm->used,
                             (unsigned long long)dm->limit);
            else
                r = pv_error(vm, r, "%s: out of memory for the module's %s "
                             "variables (%llu bytes)", src, k ? ".const" : ".global",
                             (unsigned long long)total[k]);
            goto fail;
        }
        mod->gregion[k] = base;
        host[k] = pv_devmem_lookup(&vm->mem, base)->host;
    }
    /* 3: addresses */
    for (vi = 1; vi < ir->vars.len; vi++) {
        const ir_var *v;
        v = &ir->vars.data[vi];
        if (!pvm_placed(v))
            continue;
        k = v->space == SP_CONST;
        if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED)
            mod->var_addr[vi] = (uint64_t)(uintptr_t)(host[k] + mod->var_addr[vi]);
        else
            mod->var_addr[vi] += mod->gregion[k];
    }
    /* 4: initialisers */
    if (ir->relocs.len) {
        map = pvm_symbol_map(ir, &vm->heap);
        if (!map) {
            r = pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", src);
            goto fail;
        }
    }
    for (vi = 1; vi < ir->vars.len; vi++) {
        const ir_var *v;
        uint8_t *dst;
        v = &ir->vars.data[vi];
        if (!pvm_placed(v) || !v->init)
            continue;
        k = v->space == SP_CONST;
        if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED)
            dst = (uint8_t *)(uintptr_t)mod->var_addr[vi];
        else
            dst = host[k] + (mod->var_addr[vi] - mod->gregion[k]);
        r = pvm_apply_init(mod, v, dst, map);
        if (r != PTXVM_OK)
            goto fail;
    }
    if (map)
        pv_free(&vm->heap, map, (size_t)(ir->strtab.n ? ir->strtab.n : 1) * sizeof *map);
    return PTXVM_OK;
fail:
    if (map)
        pv_free(&vm->heap, map, (size_t)(ir->strtab.n ? ir->strtab.n : 1) * sizeof *map);
    pv_module_free_globals(mod);
    return r;
}

ptxvm_result ptxvm_module_get_global(ptxvm_module *m, const char *name,
                                     ptxvm_addr *addr, size_t *size)
{
    uint32_t sym, i;
    if (addr)
        *addr = 0;
    if (size)
        *size = 0;
    if (!m || !name)
        return m ? pv_error(m->vm, PTXVM_E_INVALID_ARGUMENT,
                            "ptxvm_module_get_global: name must not be NULL")
                 : PTXVM_E_INVALID_ARGUMENT;
    sym = pv_lookup(&m->ir->strtab, name, strlen(name));
    for (i = 0; sym && i < m->ir->items.len; i++) {
        const ir_item *it = &m->ir->items.data[i];
        const ir_var *v;
        if (it->kind != IT_VAR)
            continue;
        v = &m->ir->vars.data[it->index];
        if (v->name == sym && pvm_placed(v) && pv_module_var_addr(m, it->index)) {
            if (addr)
                *addr = pv_module_var_addr(m, it->index);
            if (size)
                *size = (size_t)v->size;
            return pv_ok(m->vm);
        }
    }
    return pv_error(m->vm, PTXVM_E_NOT_FOUND,
                    "%s: no .global or .const variable named '%s'",
                    ir_name(m->ir, m->ir->source), name);
}
/* ---- src/parse.c ---- */
/* The module structure: header directives, declarations, functions and
   their bodies. */
#include <stdarg.h>
#include <stdio.h>

/* ---- helpers shared by the parser's files ------------------------- */

PTXVM_INTERNAL void *pp_grow(pv_parser *P, void *data, uint32_t *cap,
                             uint32_t need, size_t elem)
{
    void *d = pv_grow(P->m->heap, data, cap, need, elem);
    if (!d)
        pv_fail_oom(P->diag);
    return d;
}

PTXVM_INTERNAL const char *pp_describe(pv_parser *P, const pv_tok *t,
                                       char *buf, size_t n)
{
    char q[4 * 40 + 8], k[8];
    switch (t->kind) {
    case TK_IDENT:
    case TK_DOT:
    case TK_INT:
    case TK_F32:
    case TK_F64:
        snprintf(buf, n, "%s '%s'", lex_kind_name(t->kind, k),
                 pv_quote(q, t->p, t->len, 40));
        return buf;
    case TK_STRING:
        snprintf(buf, n, "string \"%s\"",
                 pv_quote(q, pv_sym_text(&P->m->strtab, t->sym),
                          pv_sym_len(&P->m->strtab, t->sym), 40));
        return buf;
    default:
        snprintf(buf, n, "%s", lex_kind_name(t->kind, k));
        return buf;
    }
}

PTXVM_INTERNAL void pp_error(pv_parser *P, const pv_tok *t, const char *fmt, ...)
{
    char msg[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    pv_fail(P->diag, PTXVM_E_SYNTAX, t->line, t->col, "%s", msg);
}

PTXVM_INTERNAL void pp_expected(pv_parser *P, const char *what)
{
    char buf[256];
    pp_error(P, P_TOK(P), "expected %s, found %s", what,
             pp_describe(P, P_TOK(P), buf, sizeof buf));
}

PTXVM_INTERNAL int pp_accept(pv_parser *P, uint32_t kind)
{
    if (P_TOK(P)->kind != kind)
        return 0;
    lex_next(&P->L);
    return 1;
}

PTXVM_INTERNAL void pp_expect(pv_parser *P, uint32_t kind, const char *what)
{
    if (!pp_accept(P, kind))
        pp_expected(P, what);
}

PTXVM_INTERNAL void pp_enter(pv_parser *P)
{
    uint32_t max = P->diag->max_depth && P->diag->max_depth < PTXVM_MAX_NESTING
                   ? P->diag->max_depth : PTXVM_MAX_NESTING;
    if (++P->depth > max)
        pv_fail(P->diag, PTXVM_E_LIMIT, P_TOK(P)->line, P_TOK(P)->col,
                "nesting deeper than %u levels (PTXVM_LIMIT_NESTING)",
                (unsigned)max);
}

PTXVM_INTERNAL void pp_leave(pv_parser *P)
{
    P->depth--;
}

static int is_dot(pv_parser *P, uint32_t kw)
{
    return P_TOK(P)->kind == TK_DOT && P_TOK(P)->sym == kw;
}

static uint32_t expect_uint32(pv_parser *P, const char *what)
{
    const pv_tok *t = P_TOK(P);
    pv_tok at = *t;
    uint64_t v = pp_int_expr(P, what);
    if (v > 0xffffffffu)
        pp_error(P, &at, "%s is out of range", what);
    return (uint32_t)v;
}

static uint32_t push_sym(pv_parser *P, uint32_t sym)
{
    uint32_t *s = P_PUSH(P, syms);
    *s = sym;
    return P->m->syms.len - 1;
}

/* ---- header directives ------------------------------------------- */

/* .version MAJOR.MINOR: lexed as a decimal float, so read its text. */
static void parse_version(pv_parser *P)
{
    const pv_tok *t = P_TOK(P);
    uint32_t major = 0, minor = 0, i = 0;
    int ok = t->kind == TK_F64 && t->len >= 3;
    if (ok) {
        for (; i < t->len && t->p[i] >= '0' && t->p[i] <= '9' && major < 1000; i++)
            major = major * 10 + (uint32_t)(t->p[i] - '0');
        ok = i > 0 && i < t->len && t->p[i] == '.';
        if (ok) {
            uint32_t j = ++i;
            for (; i < t->len && t->p[i] >= '0' && t->p[i] <= '9' && minor < 1000; i++)
                minor = minor * 10 + (uint32_t)(t->p[i] - '0');
            ok = i == t->len && i > j;
        }
    }
    if (!ok)
        pp_expected(P, "a version number such as 8.5");
    P->m->version_major = major;
    P->m->version_minor = minor;
    lex_next(&P->L);
}

static void parse_target(pv_parser *P)
{
    uint32_t first = P->m->syms.len, n = 0;
    P->m->target_line = P_TOK(P)->line;
    do {
        if (P_TOK(P)->kind != TK_IDENT)
            pp_expected(P, "a target name such as sm_80");
        push_sym(P, P_TOK(P)->sym);
        n++;
        lex_next(&P->L);
    } while (pp_accept(P, ','));
    P->m->targets = first;
    P->m->ntargets = n;
}

static void parse_file(pv_parser *P)
{
    ir_item *it;
    ir_file *f;
    uint32_t index = expect_uint32(P, "a file number");
    if (P_TOK(P)->kind != TK_STRING)
        pp_expected(P, "a file name string");
    f = P_PUSH(P, files);
    memset(f, 0, sizeof *f);
    f->index = index;
    f->name = P_TOK(P)->sym;
    lex_next(&P->L);
    if (pp_accept(P, ',')) {
        f->has_meta = 1;
        f->mtime = pp_int_expr(P, "a timestamp");
        pp_expect(P, ',', "','");
        f->size = pp_int_expr(P, "a file size");
    }
    it = P_PUSH(P, items);
    it->kind = IT_FILE;
    it->index = P->m->files.len - 1;
}

/* .pragma "s1", "s2", ...; returns its index. */
static uint32_t parse_pragma(pv_parser *P, const pv_tok *at)
{
    ir_pragma *pr;
    uint32_t first = P->m->syms.len, n = 0;
    do {
        if (P_TOK(P)->kind != TK_STRING)
            pp_expected(P, "a pragma string");
        push_sym(P, P_TOK(P)->sym);
        n++;
        lex_next(&P->L);
    } while (pp_accept(P, ','));
    pr = P_PUSH(P, pragmas);
    pr->line = at->line;
    pr->col = at->col;
    pr->syms = first;
    pr->n = n;
    return P->m->pragmas.len - 1;
}

/* .section .debug_xxx { .b8 1, 2  .b32 label+4  ... }: DWARF data. The
   contents are checked and counted, not stored. */
static void parse_section(pv_parser *P, const pv_tok *at)
{
    ir_section *s;
    ir_item *it;
    uint64_t bytes = 0;
    uint32_t name;
    if (P_TOK(P)->kind != TK_DOT && P_TOK(P)->kind != TK_IDENT)
        pp_expected(P, "a section name");
    name = P_TOK(P)->sym;
    lex_next(&P->L);
    pp_expect(P, '{', "'{'");
    while (!pp_accept(P, '}')) {
        uint32_t size;
        const pv_tok *t = P_TOK(P);
        if (t->kind == TK_IDENT && lex_peek(&P->L)->kind == ':') {
            lex_next(&P->L);       /* a label inside the section */
            lex_next(&P->L);
            continue;
        }
        if (t->kind != TK_DOT)
            pp_expected(P, "'.b8', '.b16', '.b32', '.b64' or '}'");
        size = t->sym == KW_b8 ? 1 : t->sym == KW_b16 ? 2 :
               t->sym == KW_b32 ? 4 : t->sym == KW_b64 ? 8 : 0;
        if (!size)
            pp_expected(P, "'.b8', '.b16', '.b32', '.b64' or '}'");
        lex_next(&P->L);
        do {
            /* item: constant, label or section name, with + and - terms */
            for (;;) {
                const pv_tok *v = P_TOK(P);
                if (v->kind == TK_INT || v->kind == TK_IDENT || v->kind == TK_DOT)
                    lex_next(&P->L);
                else if (v->kind == '(' || v->kind == '-' || v->kind == '~')
                    (void)pp_const_expr(P);
                else
                    pp_expected(P, "a constant or a label");
                if (!pp_accept(P, '+') && !pp_accept(P, '-'))
                    break;
            }
            bytes += size;
        } while (pp_accept(P, ','));
    }
    s = P_PUSH(P, sections);
    s->name = name;
    s->line = at->line;
    s->col = at->col;
    s->bytes = bytes;
    it = P_PUSH(P, items);
    it->kind = IT_SECTION;
    it->index = P->m->sections.len - 1;
}

/* ---- declarations ------------------------------------------------ */

/* Everything between the state space and the names of a declaration:
   .align N, .v2/.v4/.v8, .attribute(...), .ptr .space .align N and the
   type. */
typedef struct decl_spec {
    uint8_t  space, type, vec, flags, ptr_space, linkage;
    uint32_t align, ptr_align;
    uint32_t line, col;
} decl_spec;

static void parse_attribute(pv_parser *P, decl_spec *d)
{
    pp_expect(P, '(', "'(' after .attribute");
    do {
        if (is_dot(P, KW_managed)) {
            d->flags |= VF_MANAGED;
            lex_next(&P->L);
        } else if (is_dot(P, KW_unified)) {
            d->flags |= VF_UNIFIED;
            lex_next(&P->L);
            if (pp_accept(P, '(')) {
                (void)pp_int_expr(P, "a UUID half");
                pp_expect(P, ',', "','");
                (void)pp_int_expr(P, "a UUID half");
                pp_expect(P, ')', "')'");
            }
        } else {
            pp_expected(P, "'.managed' or '.unified'");
        }
    } while (pp_accept(P, ','));
    pp_expect(P, ')', "')'");
}

static uint32_t parse_align(pv_parser *P)
{
    pv_tok at = *P_TOK(P);
    uint32_t a = expect_uint32(P, "an alignment");
    if (a == 0 || (a & (a - 1)))
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "alignment %lu is not a power of two", (unsigned long)a);
    return a;
}

/* Reads the specifiers after the space keyword, up to and including the
   type. */
static void parse_decl_spec(pv_parser *P, decl_spec *d)
{
    for (;;) {
        const pv_tok *t = P_TOK(P);
        ir_type ty;
        if (t->kind != TK_DOT)
            pp_expected(P, "a type");
        if (t->sym == KW_align) {
            lex_next(&P->L);
            d->align = parse_align(P);
            continue;
        }
        if (t->sym == KW_v2 || t->sym == KW_v4 || t->sym == KW_v8) {
            d->vec = t->sym == KW_v2 ? 2 : t->sym == KW_v4 ? 4 : 8;
            lex_next(&P->L);
            continue;
        }
        if (t->sym == KW_attribute) {
            lex_next(&P->L);
            parse_attribute(P, d);
            continue;
        }
        ty = ir_type_of_kw(t->sym);
        if (ty == T_NONE)
            pp_expected(P, "a type");
        d->type = (uint8_t)ty;
        lex_next(&P->L);
        break;
    }
    /* .param .u64 .ptr .global .align 16 p */
    if (is_dot(P, KW_ptr)) {
        lex_next(&P->L);
        d->flags |= VF_PTR;
        if (P_TOK(P)->kind == TK_DOT) {
            ir_space s = ir_space_of_kw(P_TOK(P)->sym);
            if (s == SP_CONST || s == SP_GLOBAL || s == SP_LOCAL ||
                s == SP_SHARED) {
                d->ptr_space = (uint8_t)s;
                lex_next(&P->L);
            }
        }
        if (is_dot(P, KW_align)) {
            lex_next(&P->L);
            d->ptr_align = parse_align(P);
        }
    }
}

static ir_var *new_var(pv_parser *P, const decl_spec *d, uint32_t *index)
{
    ir_var *v = P_PUSH(P, vars);
    memset(v, 0, sizeof *v);
    v->space = d->space;
    v->type = d->type;
    v->vec = d->vec;
    v->flags = d->flags;
    v->ptr_space = d->ptr_space;
    v->linkage = d->linkage;
    v->align = d->align;
    v->ptr_align = d->ptr_align;
    v->scope = P->scope;
    *index = P->m->vars.len - 1;
    return v;
}

/* name, name<N>, name[dim][dim]...; returns the var index. */
static uint32_t parse_declarator(pv_parser *P, const decl_spec *d,
                                 int allow_params, int allow_sink)
{
    uint32_t vi;
    ir_var *v;
    const pv_tok *t = P_TOK(P);
    if (t->kind != TK_IDENT && !(allow_sink && t->kind == '_'))
        pp_expected(P, "a name");
    v = new_var(P, d, &vi);
    v->name = t->kind == '_' ? 0 : t->sym;
    v->line = t->line;
    v->col = t->col;
    lex_next(&P->L);
    if (allow_params && P_TOK(P)->kind == '<') {
        pv_tok at;
        uint32_t n;
        lex_next(&P->L);
        at = *P_TOK(P);
        /* a literal, not an expression: '>' closes the list */
        if (at.kind != TK_INT || at.val > 0x7fffffffu)
            pp_expected(P, "a register count");
        n = (uint32_t)at.val;
        lex_next(&P->L);
        if (n == 0)
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                    "a parameterised register count must be positive");
        v = &P->m->vars.data[vi];
        v->count = n;
        v->flags |= VF_PARAMETERISED;
        pp_expect(P, '>', "'>'");
    }
    if (P_TOK(P)->kind == '[') {
        uint32_t first = P->m->dims.len, nd = 0;
        while (P_TOK(P)->kind == '[') {
            uint64_t *dim;
            if (nd >= 32)
                pp_error(P, P_TOK(P), "more than 32 array dimensions");
            lex_next(&P->L);
            if (P_TOK(P)->kind == ']') {
                if (nd != 0)
                    pp_error(P, P_TOK(P), "only the first array dimension "
                             "may be left empty");
                P->m->vars.data[vi].flags |= VF_UNSIZED;
                dim = P_PUSH(P, dims);
                *dim = 0;
            } else {
                pv_tok at = *P_TOK(P);
                uint64_t n = pp_int_expr(P, "an array size");
                if (n == 0 || n > ((uint64_t)1 << 48))
                    pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                            "array size %llu is out of range",
                            (unsigned long long)n);
                dim = P_PUSH(P, dims);
                *dim = n;
            }
            nd++;
            pp_expect(P, ']', "']'");
        }
        v = &P->m->vars.data[vi];
        v->dims = first;
        v->ndims = (uint8_t)nd;
    }
    return vi;
}

static void add_stmt(pv_parser *P, uint32_t kind, uint32_t index)
{
    ir_stmt *s = P_PUSH(P, stmts);
    s->kind = kind;
    s->index = index;
}

/* A variable declaration statement; the current token is the state
   space. At module scope each variable becomes an item, in a body a
   statement. */
static void parse_var_decl(pv_parser *P, uint8_t linkage)
{
    decl_spec d;
    memset(&d, 0, sizeof d);
    d.linkage = linkage;
    d.line = P_TOK(P)->line;
    d.col = P_TOK(P)->col;
    d.space = (uint8_t)ir_space_of_kw(P_TOK(P)->sym);
    lex_next(&P->L);
    parse_decl_spec(P, &d);
    if (d.space == SP_TEX && d.type != T_TEXREF && d.type != T_SAMPLERREF &&
        d.type != T_SURFREF)
        d.type = T_TEXREF;    /* legacy ".tex .u32 name" declares a texref */
    do {
        uint32_t vi = parse_declarator(P, &d, d.space == SP_REG, 0);
        if (pp_accept(P, '='))
            pp_initializer(P, &P->m->vars.data[vi], vi);
        if (P->in_func) {
            add_stmt(P, ST_VAR, vi);
        } else {
            ir_item *it = P_PUSH(P, items);
            it->kind = IT_VAR;
            it->index = vi;
        }
    } while (pp_accept(P, ','));
    pp_expect(P, ';', "';'");
}

/* ---- functions ------------------------------------------------------ */

/* ( .param .b32 a, .reg .u32 b, ... ): parameters go to the vars pool
   contiguously. Returns the count. */
static uint32_t parse_param_list(pv_parser *P, uint32_t *first, int is_ret,
                                 int allow_sink)
{
    uint32_t n = 0;
    *first = P->m->vars.len;
    pp_expect(P, '(', "'('");
    if (pp_accept(P, ')'))
        return 0;
    do {
        decl_spec d;
        uint32_t vi;
        memset(&d, 0, sizeof d);
        if (P_TOK(P)->kind != TK_DOT ||
            (P_TOK(P)->sym != KW_param && P_TOK(P)->sym != KW_reg))
            pp_expected(P, "'.param' or '.reg'");
        d.space = (uint8_t)ir_space_of_kw(P_TOK(P)->sym);
        lex_next(&P->L);
        parse_decl_spec(P, &d);
        if (is_ret)
            d.flags |= VF_RETURN;
        vi = parse_declarator(P, &d, 0, allow_sink);
        (void)vi;
        n++;
    } while (pp_accept(P, ','));
    pp_expect(P, ')', "')'");
    return n;
}

static void parse_ntid(pv_parser *P, uint32_t out[3])
{
    int i = 0;
    out[0] = out[1] = out[2] = 1;
    do {
        pv_tok at = *P_TOK(P);
        if (i == 3)
            pp_error(P, P_TOK(P), "at most three dimensions");
        out[i] = expect_uint32(P, "a thread count");
        if (out[i++] == 0)
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                    "a thread count must be positive");
    } while (pp_accept(P, ','));
}

/* Performance-tuning directives between a function's header and body. */
static int parse_perf_directive(pv_parser *P, ir_func *f)
{
    uint32_t kw;
    if (P_TOK(P)->kind != TK_DOT)
        return 0;
    kw = P_TOK(P)->sym;
    switch (kw) {
    case KW_maxntid: lex_next(&P->L); parse_ntid(P, f->maxntid); return 1;
    case KW_reqntid: lex_next(&P->L); parse_ntid(P, f->reqntid); return 1;
    case KW_reqnctapercluster:
        lex_next(&P->L); parse_ntid(P, f->reqnctapercluster); return 1;
    case KW_minnctapersm:
        lex_next(&P->L); f->minnctapersm = expect_uint32(P, "a CTA count"); return 1;
    case KW_maxnctapersm:
        lex_next(&P->L); f->maxnctapersm = expect_uint32(P, "a CTA count"); return 1;
    case KW_maxnreg:
        lex_next(&P->L); f->maxnreg = expect_uint32(P, "a register count"); return 1;
    case KW_maxclusterrank:
        lex_next(&P->L); f->maxclusterrank = expect_uint32(P, "a cluster rank"); return 1;
    case KW_noreturn: lex_next(&P->L); f->flags |= FF_NORETURN; return 1;
    case KW_explicitcluster:
        lex_next(&P->L); f->flags |= FF_EXPLICITCLUSTER; return 1;
    case KW_blocksareclusters:
        lex_next(&P->L); f->flags |= FF_BLOCKSARECLUSTERS; return 1;
    case KW_abi_preserve:
        lex_next(&P->L); f->abi_preserve = expect_uint32(P, "a register count") + 1;
        return 1;
    case KW_abi_preserve_control:
        lex_next(&P->L);
        f->abi_preserve_control = expect_uint32(P, "a register count") + 1;
        return 1;
    default:
        return 0;
    }
}

static void parse_body(pv_parser *P, uint32_t fi);

/* [linkage] .entry/.func ...; the current token is .entry or .func. */
static void parse_function(pv_parser *P, uint8_t linkage)
{
    ir_func *f;
    ir_item *it;
    uint32_t fi, is_entry = P_TOK(P)->sym == KW_entry;
    pv_tok at = *P_TOK(P);
    f = P_PUSH(P, funcs);
    memset(f, 0, sizeof *f);
    fi = P->m->funcs.len - 1;
    f->flags = is_entry ? FF_ENTRY : 0;
    f->linkage = linkage;
    lex_next(&P->L);
    while (is_dot(P, KW_attribute)) {   /* .func .attribute(.unified(..)) */
        decl_spec d;
        memset(&d, 0, sizeof d);
        lex_next(&P->L);
        parse_attribute(P, &d);
    }
    if (!is_entry && P_TOK(P)->kind == '(') {
        uint32_t first, n = parse_param_list(P, &first, 1, 0);
        f = &P->m->funcs.data[fi];
        f->rets = first;
        f->nrets = n;
    }
    if (P_TOK(P)->kind != TK_IDENT)
        pp_expected(P, is_entry ? "a kernel name" : "a function name");
    f = &P->m->funcs.data[fi];
    f->name = P_TOK(P)->sym;
    f->line = P_TOK(P)->line;
    f->col = P_TOK(P)->col;
    lex_next(&P->L);
    if (P_TOK(P)->kind == '(') {
        uint32_t first, n = parse_param_list(P, &first, 0, 0);
        f = &P->m->funcs.data[fi];
        f->params = first;
        f->nparams = n;
    }
    f = &P->m->funcs.data[fi];
    {
        uint32_t pfirst = 0, np = 0;
        for (;;) {
            if (parse_perf_directive(P, &P->m->funcs.data[fi]))
                continue;
            if (is_dot(P, KW_pragma)) {
                pv_tok pat = *P_TOK(P);
                uint32_t pi;
                lex_next(&P->L);
                pi = parse_pragma(P, &pat);
                if (!np)
                    pfirst = pi;
                np++;
                pp_expect(P, ';', "';'");
                continue;
            }
            break;
        }
        f = &P->m->funcs.data[fi];
        f->pragmas = pfirst;
        f->npragmas = np;
    }
    it = P_PUSH(P, items);
    it->kind = IT_FUNC;
    it->index = fi;
    if (pp_accept(P, ';'))
        return;
    if (P_TOK(P)->kind != '{')
        pp_expected(P, "'{' or ';'");
    (void)at;
    parse_body(P, fi);
}

/* label: .callprototype [(ret)] _ (params) [.noreturn]; */
static void parse_callprototype(pv_parser *P, const pv_tok *label)
{
    ir_func *f = P_PUSH(P, funcs);
    uint32_t fi = P->m->funcs.len - 1, first, n;
    memset(f, 0, sizeof *f);
    f->flags = FF_PROTOTYPE;
    f->name = label->sym;
    f->line = label->line;
    f->col = label->col;
    lex_next(&P->L);
    if (P_TOK(P)->kind == '(') {
        n = parse_param_list(P, &first, 1, 1);
        f = &P->m->funcs.data[fi];
        f->rets = first;
        f->nrets = n;
    }
    pp_expect(P, '_', "'_'");
    if (P_TOK(P)->kind == '(') {
        n = parse_param_list(P, &first, 0, 1);
        f = &P->m->funcs.data[fi];
        f->params = first;
        f->nparams = n;
    }
    if (is_dot(P, KW_noreturn)) {
        lex_next(&P->L);
        P->m->funcs.data[fi].flags |= FF_NORETURN;
    }
    if (is_dot(P, KW_abi_preserve) || is_dot(P, KW_abi_preserve_control)) {
        (void)parse_perf_directive(P, &P->m->funcs.data[fi]);
    }
    pp_expect(P, ';', "';'");
    add_stmt(P, ST_PROTO, fi);
}

/* label: .branchtargets a, b; / label: .calltargets f, g; */
static void parse_targets(pv_parser *P, const pv_tok *label, uint32_t kind)
{
    ir_tlist *tl;
    uint32_t first = P->m->syms.len, n = 0;
    lex_next(&P->L);
    do {
        if (P_TOK(P)->kind != TK_IDENT)
            pp_expected(P, kind == KW_branchtargets ? "a label" : "a function name");
        push_sym(P, P_TOK(P)->sym);
        n++;
        lex_next(&P->L);
    } while (pp_accept(P, ','));
    pp_expect(P, ';', "';'");
    tl = P_PUSH(P, tlists);
    tl->name = label->sym;
    tl->line = label->line;
    tl->col = label->col;
    tl->kind = kind;
    tl->syms = first;
    tl->n = n;
    add_stmt(P, ST_TARGETS, P->m->tlists.len - 1);
}

/* .loc file line col [, function_name label[+off], inlined_at f l c] */
static void parse_loc(pv_parser *P, const pv_tok *at)
{
    ir_loc *l;
    uint32_t file = expect_uint32(P, "a file number");
    uint32_t line = expect_uint32(P, "a line number");
    uint32_t col = expect_uint32(P, "a column number");
    while (pp_accept(P, ',')) {
        const pv_tok *t = P_TOK(P);
        if (t->kind == TK_IDENT && t->sym == KW_id_function_name) {
            lex_next(&P->L);
            if (P_TOK(P)->kind != TK_IDENT)
                pp_expected(P, "a label");
            lex_next(&P->L);
            if (pp_accept(P, '+'))
                (void)pp_int_expr(P, "an offset");
        } else if (t->kind == TK_IDENT && t->sym == KW_id_inlined_at) {
            lex_next(&P->L);
            (void)expect_uint32(P, "a file number");
            (void)expect_uint32(P, "a line number");
            (void)expect_uint32(P, "a column number");
        } else {
            pp_expected(P, "'function_name' or 'inlined_at'");
        }
    }
    l = P_PUSH(P, locs);
    l->file = file;
    l->line = line;
    l->col = col;
    l->at_line = at->line;
    l->at_col = at->col;
    P->loc = P->m->locs.len - 1;
    add_stmt(P, ST_LOC, P->loc);
}

static int is_var_space(uint32_t kw)
{
    return kw == KW_reg || kw == KW_local || kw == KW_shared ||
           kw == KW_param || kw == KW_const || kw == KW_global ||
           kw == KW_sreg || kw == KW_tex;
}

static void parse_body(pv_parser *P, uint32_t fi)
{
    uint32_t first = P->m->stmts.len;
    uint32_t stack[PTXVM_MAX_NESTING + 1];
    uint32_t top = 0, base_depth = P->depth;
    P->in_func = 1;
    P->scope = 0;
    P->nscopes = 1;
    P->loc = 0;
    pp_enter(P);
    lex_next(&P->L);                    /* the '{' */
    stack[top] = 0;
    for (;;) {
        const pv_tok *t = P_TOK(P);
        switch (t->kind) {
        case '{':
            pp_enter(P);
            stack[++top] = P->scope = P->nscopes++;
            add_stmt(P, ST_OPEN, P->scope);
            lex_next(&P->L);
            continue;
        case '}':
            if (top == 0) {
                pp_leave(P);
                lex_next(&P->L);
                goto done;
            }
            add_stmt(P, ST_CLOSE, stack[top]);
            top--;
            P->scope = stack[top];
            pp_leave(P);
            lex_next(&P->L);
            continue;
        case TK_EOF:
            pp_expected(P, "'}' to end the function body");
        case ';':
            lex_next(&P->L);            /* empty statement */
            continue;
        case TK_DOT: {
            pv_tok at = *t;
            if (is_var_space(t->sym)) {
                parse_var_decl(P, LK_NONE);
                continue;
            }
            if (t->sym == KW_extern || t->sym == KW_visible ||
                t->sym == KW_weak) {
                uint8_t lk = t->sym == KW_extern ? LK_EXTERN :
                             t->sym == KW_visible ? LK_VISIBLE : LK_WEAK;
                lex_next(&P->L);
                if (P_TOK(P)->kind != TK_DOT || !is_var_space(P_TOK(P)->sym))
                    pp_expected(P, "a state space");
                parse_var_decl(P, lk);
                continue;
            }
            if (t->sym == KW_pragma) {
                uint32_t pi;
                lex_next(&P->L);
                pi = parse_pragma(P, &at);
                pp_expect(P, ';', "';'");
                add_stmt(P, ST_PRAGMA, pi);
                continue;
            }
            if (t->sym == KW_loc) {
                lex_next(&P->L);
                parse_loc(P, &at);
                continue;
            }
            pp_expected(P, "an instruction, a declaration or a label");
        }
        case TK_IDENT:
            if (lex_peek(&P->L)->kind == ':') {
                pv_tok label = *t;
                ir_label *lb;
                lex_next(&P->L);
                lex_next(&P->L);
                if (is_dot(P, KW_callprototype)) {
                    parse_callprototype(P, &label);
                    continue;
                }
                if (is_dot(P, KW_branchtargets) || is_dot(P, KW_calltargets)) {
                    parse_targets(P, &label, P_TOK(P)->sym);
                    continue;
                }
                lb = P_PUSH(P, labels);
                lb->name = label.sym;
                lb->line = label.line;
                lb->col = label.col;
                lb->stmt = P->m->stmts.len - first;
                add_stmt(P, ST_LABEL, P->m->labels.len - 1);
                continue;
            }
            pp_instruction(P);
            continue;
        case '@':
            pp_instruction(P);
            continue;
        default:
            pp_expected(P, "an instruction, a declaration or a label");
        }
    }
done:
    P->depth = base_depth;
    {
        ir_func *f = &P->m->funcs.data[fi];
        f->flags |= FF_BODY;
        f->stmts = first;
        f->nstmts = P->m->stmts.len - first;
        f->nscopes = P->nscopes;
    }
    P->in_func = 0;
    P->scope = 0;
}

/* ---- the module ---------------------------------------------------- */

static void parse_alias(pv_parser *P, const pv_tok *at)
{
    ir_alias *a;
    ir_item *it;
    uint32_t alias, target;
    if (P_TOK(P)->kind != TK_IDENT)
        pp_expected(P, "an alias name");
    alias = P_TOK(P)->sym;
    lex_next(&P->L);
    pp_expect(P, ',', "','");
    if (P_TOK(P)->kind != TK_IDENT)
        pp_expected(P, "a function name");
    target = P_TOK(P)->sym;
    lex_next(&P->L);
    pp_expect(P, ';', "';'");
    a = P_PUSH(P, aliases);
    a->alias = alias;
    a->target = target;
    a->line = at->line;
    a->col = at->col;
    it = P_PUSH(P, items);
    it->kind = IT_ALIAS;
    it->index = P->m->aliases.len - 1;
}

PTXVM_INTERNAL void parse_module(ir_module *m, pv_diag *d, const char *text,
                                 size_t len)
{
    pv_parser P;
    int seen_version = 0, seen_target = 0;
    memset(&P, 0, sizeof P);
    P.m = m;
    P.diag = d;
    /* The lexer's symbol cache lives on the heap (small host stacks), owned
       by the module until parsing ends so that an error frees it too. */
    m->scratch_bytes = sizeof(pv_lex_cache) << PV_LEX_CACHE_BITS;
    m->scratch = pv_realloc(m->heap, NULL, 0, m->scratch_bytes);
    if (!m->scratch)
        pv_fail_oom(d);
    memset(m->scratch, 0, m->scratch_bytes);
    lex_init(&P.L, text, len, &m->strtab, d, (pv_lex_cache *)m->scratch);
    lex_next(&P.L);
    m->address_size = 64;
    while (P.L.tok.kind != TK_EOF) {
        pv_tok at = P.L.tok;
        uint8_t linkage = LK_NONE;
        if (at.kind != TK_DOT)
            pp_expected(&P, "a directive");
        if (at.sym == KW_version) {
            if (seen_version)
                pv_fail(d, PTXVM_E_SEMANTIC, at.line, at.col,
                        "duplicate .version directive");
            lex_next(&P.L);
            parse_version(&P);
            seen_version = 1;
            continue;
        }
        if (!seen_version)
            pp_error(&P, &at, "a module must begin with a .version directive");
        if (at.sym == KW_target) {
            if (seen_target)
                pv_fail(d, PTXVM_E_SEMANTIC, at.line, at.col,
                        "duplicate .target directive");
            lex_next(&P.L);
            parse_target(&P);
            seen_target = 1;
            continue;
        }
        if (!seen_target)
            pp_error(&P, &at, ".target must follow .version");
        switch (at.sym) {
        case KW_address_size: {
            pv_tok vt;
            lex_next(&P.L);
            vt = P.L.tok;
            m->address_size = expect_uint32(&P, "an address size");
            if (m->address_size != 32 && m->address_size != 64)
                pv_fail(d, PTXVM_E_SEMANTIC, vt.line, vt.col,
                        "address size must be 32 or 64");
            continue;
        }
        case KW_file:
            lex_next(&P.L);
            parse_file(&P);
            continue;
        case KW_section:
            lex_next(&P.L);
            parse_section(&P, &at);
            continue;
        case KW_pragma: {
            ir_item *it;
            uint32_t pi;
            lex_next(&P.L);
            pi = parse_pragma(&P, &at);
            pp_expect(&P, ';', "';'");
            it = P_PUSH(&P, items);
            it->kind = IT_PRAGMA;
            it->index = pi;
            continue;
        }
        case KW_alias:
            lex_next(&P.L);
            parse_alias(&P, &at);
            continue;
        case KW_extern: linkage = LK_EXTERN; break;
        case KW_visible: linkage = LK_VISIBLE; break;
        case KW_weak: linkage = LK_WEAK; break;
        case KW_common: linkage = LK_COMMON; break;
        default: break;
        }
        if (linkage != LK_NONE) {
            lex_next(&P.L);
            at = P.L.tok;
            if (at.kind != TK_DOT)
                pp_expected(&P, "'.entry', '.func' or a state space");
        }
        if (at.sym == KW_entry || at.sym == KW_func) {
            parse_function(&P, linkage);
            continue;
        }
        if (at.sym == KW_global || at.sym == KW_const || at.sym == KW_shared ||
            at.sym == KW_tex || at.sym == KW_local) {
            parse_var_decl(&P, linkage);
            continue;
        }
        if (linkage != LK_NONE)
            pp_expected(&P, "'.entry', '.func' or a state space");
        pp_expected(&P, "a directive");
    }
    if (!seen_version) {
        pv_tok at = P.L.tok;
        pp_error(&P, &at, "a module must begin with a .version directive");
    }
    if (m->scratch) {
        pv_free(m->heap, m->scratch, m->scratch_bytes);
        m->scratch = NULL;
    }
}
/* ---- src/parse_expr.c ---- */
/* Constant expressions, with the typing rules of ISA section 4.6:
   integers are .s64 or .u64 (literals are signed unless a U suffix or
   their size says otherwise), floating-point constants are .f64, and the
   two never mix. Every operation is fully defined: division by zero is
   an error, shifts by 64 or more give 0 (or the sign for a signed right
   shift), and signed overflow wraps. */

static pv_cval cv_int(uint64_t v, int is_unsigned)
{
    pv_cval c;
    c.bits = v;
    c.type = is_unsigned ? CV_U64 : CV_S64;
    return c;
}

static double cv_f(pv_cval c)
{
    double d;
    memcpy(&d, &c.bits, sizeof d);
    return d;
}

static pv_cval cv_double(double d)
{
    pv_cval c;
    memcpy(&c.bits, &d, sizeof d);
    c.type = CV_F64;
    return c;
}

static PV_NORETURN void expr_fail(pv_parser *P, const pv_tok *at, const char *msg)
{
    pv_fail(P->diag, PTXVM_E_SEMANTIC, at->line, at->col, "%s", msg);
}

static void no_f32(pv_parser *P, const pv_tok *at, pv_cval v)
{
    if (v.type == CV_F32)
        expr_fail(P, at, "single-precision 0f constants cannot be used in "
                         "constant expressions");
}

static pv_cval parse_ternary(pv_parser *P);

PTXVM_INTERNAL int pp_starts_expr(pv_parser *P)
{
    const pv_tok *t = P_TOK(P);
    switch (t->kind) {
    case TK_INT: case TK_F32: case TK_F64: case '(': case '-': case '+':
    case '!': case '~':
        return 1;
    case TK_IDENT:
        return t->sym == KW_sr_warp_sz;
    default:
        return 0;
    }
}

static pv_cval parse_unary(pv_parser *P)
{
    pv_tok t = *P_TOK(P);
    pv_cval v;
    switch (t.kind) {
    case TK_INT:
        lex_next(&P->L);
        return cv_int(t.val, t.usfx);
    case TK_F64:
        lex_next(&P->L);
        v.bits = t.val;
        v.type = CV_F64;
        return v;
    case TK_F32:
        lex_next(&P->L);
        v.bits = t.val;
        v.type = CV_F32;
        return v;
    case TK_IDENT:
        if (t.sym == KW_sr_warp_sz) {
            lex_next(&P->L);
            return cv_int(32, 0);
        }
        break;
    case '(': {
        pv_tok n = *lex_peek(&P->L);
        pp_enter(P);
        lex_next(&P->L);
        if (n.kind == TK_DOT && (n.sym == KW_s64 || n.sym == KW_u64)) {
            int to_unsigned = P_TOK(P)->sym == KW_u64;
            pv_tok at;
            lex_next(&P->L);
            pp_expect(P, ')', "')' after the cast");
            at = *P_TOK(P);
            v = parse_unary(P);
            no_f32(P, &at, v);
            if (v.type == CV_F64)
                expr_fail(P, &at, "casts between integer and floating-point "
                                  "are not allowed in constant expressions");
            pp_leave(P);
            return cv_int(v.bits, to_unsigned);
        }
        v = parse_ternary(P);
        pp_expect(P, ')', "')'");
        pp_leave(P);
        return v;
    }
    case '-': case '+': case '!': case '~':
        pp_enter(P);
        lex_next(&P->L);
        {
            pv_tok at = *P_TOK(P);
            v = parse_unary(P);
            no_f32(P, &at, v);
            pp_leave(P);
            if (v.type == CV_F64) {
                if (t.kind == '+')
                    return v;
                if (t.kind == '-') {
                    v.bits ^= (uint64_t)1 << 63;
                    return v;
                }
                expr_fail(P, &t, "'!' and '~' need an integer operand");
            }
            if (t.kind == '-')
                return cv_int(0 - v.bits, v.type == CV_U64);
            if (t.kind == '+')
                return v;
            if (t.kind == '!')
                return cv_int(v.bits == 0, 0);
            return cv_int(~v.bits, 1);
        }
    default:
        break;
    }
    pp_expected(P, "a constant expression");
}

/* Binary operators by precedence, lowest first. */
static int prec_of(uint32_t kind)
{
    switch (kind) {
    case TK_OROR: return 1;
    case TK_ANDAND: return 2;
    case '|': return 3;
    case '^': return 4;
    case '&': return 5;
    case TK_EQ: case TK_NE: return 6;
    case '<': case '>': case TK_LE: case TK_GE: return 7;
    case TK_SHL: case TK_SHR: return 8;
    case '+': case '-': return 9;
    case '*': case '/': case '%': return 10;
    default: return 0;
    }
}

static pv_cval apply_float(pv_parser *P, const pv_tok *op, double a, double b)
{
    switch (op->kind) {
    case '+': return cv_double(a + b);
    case '-': return cv_double(a - b);
    case '*': return cv_double(a * b);
    case '/': return cv_double(a / b);
    case '<': return cv_int(a < b, 0);
    case '>': return cv_int(a > b, 0);
    case TK_LE: return cv_int(a <= b, 0);
    case TK_GE: return cv_int(a >= b, 0);
    case TK_EQ: return cv_int(a == b, 0);
    case TK_NE: return cv_int(a != b, 0);
    default:
        expr_fail(P, op, "this operator needs integer operands");
    }
}

static pv_cval apply(pv_parser *P, const pv_tok *op, pv_cval a, pv_cval b)
{
    int u;
    uint64_t x = a.bits, y = b.bits;
    if (a.type == CV_F64 || b.type == CV_F64) {
        if (a.type != b.type)
            expr_fail(P, op, "integer and floating-point operands cannot be "
                             "mixed in a constant expression");
        return apply_float(P, op, cv_f(a), cv_f(b));
    }
    u = a.type == CV_U64 || b.type == CV_U64;   /* usual conversions */
    switch (op->kind) {
    case '+': return cv_int(x + y, u);
    case '-': return cv_int(x - y, u);
    case '*': return cv_int(x * y, u);
    case '/':
        if (y == 0)
            expr_fail(P, op, "division by zero in a constant expression");
        if (u)
            return cv_int(x / y, 1);
        if (x == (uint64_t)INT64_MIN && y == UINT64_MAX)
            return cv_int(x, 0);
        return cv_int((uint64_t)((int64_t)x / (int64_t)y), 0);
    case '%':
        if (y == 0)
            expr_fail(P, op, "division by zero in a constant expression");
        return cv_int(x % y, 0);        /* operands as .u64, result .s64 */
    case TK_SHL:
        return cv_int(y >= 64 ? 0 : x << y, a.type == CV_U64);
    case TK_SHR:
        if (a.type == CV_U64)
            return cv_int(y >= 64 ? 0 : x >> y, 1);
        if (y >= 64)
            return cv_int((int64_t)x < 0 ? UINT64_MAX : 0, 0);
        /* arithmetic shift without relying on implementation-defined >> */
        return cv_int((int64_t)x < 0 ? ~(~x >> y) : x >> y, 0);
    case '<': return cv_int(u ? x < y : (int64_t)x < (int64_t)y, 0);
    case '>': return cv_int(u ? x > y : (int64_t)x > (int64_t)y, 0);
    case TK_LE: return cv_int(u ? x <= y : (int64_t)x <= (int64_t)y, 0);
    case TK_GE: return cv_int(u ? x >= y : (int64_t)x >= (int64_t)y, 0);
    case TK_EQ: return cv_int(x == y, 0);
    case TK_NE: return cv_int(x != y, 0);
    case '&': return cv_int(x & y, u);
    case '|': return cv_int(x | y, u);
    case '^': return cv_int(x ^ y, u);
    case TK_ANDAND: return cv_int(x && y, 0);
    case TK_OROR: return cv_int(x || y, 0);
    default:
        expr_fail(P, op, "unknown operator");
    }
}

/* Precedence climbing: iterative within a level, recursive across the ten
   levels, so the depth is bounded by the parenthesis nesting limit. */
static pv_cval parse_binary(pv_parser *P, int min_prec)
{
    pv_tok at = *P_TOK(P);
    pv_cval lhs = parse_unary(P);
    for (;;) {
        pv_tok op = *P_TOK(P);
        int prec = prec_of(op.kind);
        pv_cval rhs;
        pv_tok rat;
        if (!prec || prec < min_prec)
            return lhs;
        no_f32(P, &at, lhs);
        lex_next(&P->L);
        rat = *P_TOK(P);
        rhs = parse_binary(P, prec + 1);
        no_f32(P, &rat, rhs);
        lhs = apply(P, &op, lhs, rhs);
    }
}

static pv_cval parse_ternary(pv_parser *P)
{
    pv_tok at = *P_TOK(P);
    pv_cval c = parse_binary(P, 1), a, b;
    pv_tok q;
    if (P_TOK(P)->kind != '?')
        return c;
    q = *P_TOK(P);
    no_f32(P, &at, c);
    if (c.type == CV_F64)
        expr_fail(P, &at, "the condition of '?:' must be an integer");
    pp_enter(P);
    lex_next(&P->L);
    a = parse_ternary(P);
    pp_expect(P, ':', "':'");
    b = parse_ternary(P);
    pp_leave(P);
    no_f32(P, &q, a);
    no_f32(P, &q, b);
    if ((a.type == CV_F64) != (b.type == CV_F64))
        expr_fail(P, &q, "both results of '?:' must be integers or both "
                         "floating-point");
    if (a.type != CV_F64) {
        int u = a.type == CV_U64 || b.type == CV_U64;
        return cv_int(c.bits ? a.bits : b.bits, u);
    }
    return c.bits ? a : b;
}

PTXVM_INTERNAL pv_cval pp_const_expr(pv_parser *P)
{
    return parse_ternary(P);
}

PTXVM_INTERNAL uint64_t pp_int_expr(pv_parser *P, const char *what)
{
    pv_tok at = *P_TOK(P);
    pv_cval v;
    if (!pp_starts_expr(P))
        pp_expected(P, what);
    v = parse_ternary(P);
    if (v.type != CV_S64 && v.type != CV_U64) {
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "%s must be an integer constant", what);
    }
    return v.bits;
}
/* ---- src/parse_init.c ---- */
/* Initialisers of variables: scalars, nested brace lists (partial lists
   are zero-filled, braces may be elided as in C), addresses of variables
   and functions (name, name+offset, generic(name)), and the field lists
   of .texref/.samplerref/.surfref. The result is the variable's memory
   image as byte runs plus relocations (ir.h). */

#define INIT_MAX_LEVELS 34    /* 32 array dimensions + vector + scalar */

typedef struct init_state {
    ir_var   *v;
    uint32_t  vi;
    uint32_t  esize;          /* bytes of one scalar element              */
    uint32_t  nlev;           /* list levels: dims, then the vector       */
    uint64_t  dimsize[INIT_MAX_LEVELS];   /* 0: unbounded (a[])            */
    uint64_t  stride[INIT_MAX_LEVELS];    /* scalars per element at level  */
    uint64_t  maxpos;         /* one past the last scalar written         */
    ir_init  *init;
    uint32_t  init_index;
} init_state;

static ir_init *cur_init(pv_parser *P, init_state *S)
{
    return &P->m->inits.data[S->init_index];
}

/* Append esize bytes at scalar position pos, extending the last run when
   contiguous. */
static void put_bytes(pv_parser *P, init_state *S, uint64_t pos,
                      const uint8_t *bytes)
{
    ir_init *in = cur_init(P, S);
    uint64_t off = pos * S->esize;
    ir_seg *seg = in->nsegs ? &P->m->segs.data[in->segs + in->nsegs - 1] : NULL;
    if (!seg || seg->offset + seg->n != off || seg->n > 0x7fffffffu) {
        seg = P_PUSH(P, segs);
        in = cur_init(P, S);
        if (!in->nsegs)
            in->segs = P->m->segs.len - 1;
        in->nsegs++;
        seg->offset = off;
        seg->bytes = P->m->blob.len;
        seg->n = 0;
    }
    if (P->m->blob.len + S->esize > P->m->blob.cap)
        P->m->blob.data = pp_grow(P, P->m->blob.data, &P->m->blob.cap,
                                  P->m->blob.len + S->esize, 1);
    if (P->m->blob.len > 0xffffffffu - 64)
        pp_error(P, P_TOK(P), "initialisers larger than 4 GiB");
    memcpy(P->m->blob.data + P->m->blob.len, bytes, S->esize);
    P->m->blob.len += S->esize;
    seg->n += S->esize;
    if (pos + 1 > S->maxpos)
        S->maxpos = pos + 1;
}


/* Convert a constant to the variable's element type. */
static uint64_t convert_value(pv_parser *P, const pv_tok *at, ir_type t,
                              pv_cval c)
{
    int cls = ir_type_class(t);
    if (t == T_PRED)
        return c.type == CV_F64 ? ((c.bits << 1) != 0) : c.bits != 0;
    if (cls == TC_FLOAT) {
        uint64_t d;
        if (c.type == CV_F32) {
            if (t == T_F32)
                return c.bits;
            d = fp_to_f64((uint32_t)c.bits, 8, 23);
        } else if (c.type == CV_F64) {
            d = c.bits;
        } else if (t == T_F16 || t == T_BF16 || t == T_F16X2 ||
                   t == T_BF16X2 || ir_type_size(t) == 1) {
            return c.bits;      /* half and smaller floats: raw bit patterns */
        } else {
            d = fp_f64_from_u64(c.bits, c.type == CV_S64);
        }
        switch (t) {
        case T_F64: return d;
        case T_F32: case T_TF32: return fp_from_f64_rn(d, 8, 23);
        case T_F16: return fp_from_f64_rn(d, 5, 10);
        case T_BF16: return fp_from_f64_rn(d, 8, 7);
        default:
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at->line, at->col,
                    "a floating-point constant cannot initialise this type");
        }
    }
    if (c.type == CV_F64 || c.type == CV_F32) {
        if (ir_type_class(t) == TC_BITS && c.type == CV_F32 && ir_type_size(t) == 4)
            return c.bits;
        if (ir_type_class(t) == TC_BITS && c.type == CV_F64 && ir_type_size(t) == 8)
            return c.bits;
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at->line, at->col,
                "a floating-point constant cannot initialise an integer variable");
    }
    return c.bits;
}

/* One scalar element at position pos: a constant or an address. */
static void init_scalar(pv_parser *P, init_state *S, uint64_t pos)
{
    pv_tok at = *P_TOK(P);
    uint8_t bytes[16];
    ir_type t = (ir_type)S->v->type;
    memset(bytes, 0, sizeof bytes);
    if (at.kind == TK_IDENT && at.sym != KW_sr_warp_sz) {
        ir_reloc *r;
        ir_init *in;
        uint32_t sym, nline = at.line, ncol = at.col;
        int generic = 0;
        int64_t addend = 0;
        if (at.sym == KW_id_generic && lex_peek(&P->L)->kind == '(') {
            generic = 1;
            lex_next(&P->L);
            lex_next(&P->L);
            if (P_TOK(P)->kind != TK_IDENT)
                pp_expected(P, "a variable name");
            sym = P_TOK(P)->sym;
            nline = P_TOK(P)->line;
            ncol = P_TOK(P)->col;
            lex_next(&P->L);
            pp_expect(P, ')', "')'");
        } else {
            sym = at.sym;
            lex_next(&P->L);
        }
        if (P_TOK(P)->kind == '+' || P_TOK(P)->kind == '-') {
            int neg = P_TOK(P)->kind == '-';
            uint64_t off;
            lex_next(&P->L);
            off = pp_int_expr(P, "an address offset");
            addend = (int64_t)(neg ? 0 - off : off);
        }
        if (S->esize != 4 && S->esize != 8)
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                    "an address needs a 32- or 64-bit element type");
        put_bytes(P, S, pos, bytes);
        r = P_PUSH(P, relocs);
        in = cur_init(P, S);
        if (!in->nrelocs)
            in->relocs = P->m->relocs.len - 1;
        in->nrelocs++;
        r->offset = pos * S->esize;
        r->sym = sym;
        r->kind = generic ? RELOC_GENERIC : RELOC_ADDR;
        r->size = (uint8_t)S->esize;
        r->addend = addend;
        r->line = nline;
        r->col = ncol;
        return;
    }
    if (!pp_starts_expr(P))
        pp_expected(P, "a constant, an address or '{'");
    pv_store_le(bytes, convert_value(P, &at, t, pp_const_expr(P)), S->esize);
    put_bytes(P, S, pos, bytes);
}

/* A brace list at level lev whose first scalar is base; the '{' has been
   consumed. Returns after the matching '}' with the position after the
   last element given. */
static uint64_t init_list(pv_parser *P, init_state *S, uint32_t lev,
                          uint64_t base)
{
    uint64_t pos = base;
    uint64_t limit = S->dimsize[lev] ? S->dimsize[lev] * S->stride[lev] : 0;
    pp_enter(P);
    if (pp_accept(P, '}')) {           /* {}: all zero */
        pp_leave(P);
        return base;
    }
    for (;;) {
        if (limit && pos - base >= limit)
            pp_error(P, P_TOK(P), "too many initialisers");
        if (P_TOK(P)->kind == '{') {
            uint64_t st = S->stride[lev];
            if (lev + 1 >= S->nlev)
                pp_error(P, P_TOK(P), "too many braces for this variable");
            pos = base + (pos - base + st - 1) / st * st;
            if (limit && pos - base >= limit)
                pp_error(P, P_TOK(P), "too many initialisers");
            lex_next(&P->L);
            (void)init_list(P, S, lev + 1, pos);
            pos += st;
        } else {
            init_scalar(P, S, pos);
            pos++;
        }
        if (!pp_accept(P, ','))
            break;
    }
    pp_expect(P, '}', "',' or '}'");
    pp_leave(P);
    return pos;
}

/* { name = value, ... } for .texref/.samplerref/.surfref */
static void init_fields(pv_parser *P, init_state *S)
{
    pp_expect(P, '{', "'{'");
    do {
        ir_field *f;
        ir_init *in;
        if (P_TOK(P)->kind != TK_IDENT)
            pp_expected(P, "a field name");
        f = P_PUSH(P, fields);
        memset(f, 0, sizeof *f);
        f->name = P_TOK(P)->sym;
        in = cur_init(P, S);
        if (!in->nfields)
            in->fields = P->m->fields.len - 1;
        in->nfields++;
        lex_next(&P->L);
        pp_expect(P, '=', "'='");
        if (P_TOK(P)->kind == TK_IDENT) {
            P->m->fields.data[P->m->fields.len - 1].sym = P_TOK(P)->sym;
            lex_next(&P->L);
        } else {
            uint64_t v = pp_int_expr(P, "a field value");
            P->m->fields.data[P->m->fields.len - 1].value = v;
        }
    } while (pp_accept(P, ','));
    pp_expect(P, '}', "',' or '}'");
}

PTXVM_INTERNAL void pp_initializer(pv_parser *P, ir_var *v, uint32_t vi)
{
    init_state S;
    ir_init *in;
    uint32_t lev;
    uint64_t end;
    pv_tok at = *P_TOK(P);
    memset(&S, 0, sizeof S);
    if (v->space == SP_REG || v->space == SP_LOCAL || v->space == SP_PARAM ||
        v->space == SP_SHARED)
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "variables in the %s state space cannot be initialised",
                ir_name(P->m, ir_space_kw((ir_space)v->space)));
    if (v->linkage == LK_EXTERN)
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "an .extern variable cannot be initialised");
    in = P_PUSH(P, inits);
    memset(in, 0, sizeof *in);
    S.init_index = P->m->inits.len - 1;
    v = &P->m->vars.data[vi];
    v->init = S.init_index;
    S.v = v;
    S.vi = vi;
    if (v->type == T_TEXREF || v->type == T_SAMPLERREF || v->type == T_SURFREF) {
        init_fields(P, &S);
        return;
    }
    S.esize = ir_type_size((ir_type)v->type);
    if (v->type == T_PRED || S.esize == 0 || S.esize > 8)
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "variables of type %s cannot be initialised",
                ir_name(P->m, ir_type_kw((ir_type)v->type)));
    for (lev = 0; lev < v->ndims; lev++)
        S.dimsize[lev] = P->m->dims.data[v->dims + lev];
    S.nlev = v->ndims;
    if (v->vec)
        S.dimsize[S.nlev++] = v->vec;
    for (lev = S.nlev; lev-- > 0;) {
        uint64_t below = lev + 1 < S.nlev ? S.stride[lev + 1] * S.dimsize[lev + 1] : 1;
        if (below > ((uint64_t)1 << 56))
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                    "variable too large");
        S.stride[lev] = below;
    }
    if (P_TOK(P)->kind == '{') {
        if (S.nlev == 0)
            pp_error(P, P_TOK(P), "a scalar is initialised without braces");
        lex_next(&P->L);
        cur_init(P, &S)->braced = 1;
        end = init_list(P, &S, 0, 0);
        cur_init(P, &S)->elems = (end + S.stride[0] - 1) / S.stride[0];
    } else {
        if (S.nlev != 0)
            pp_expected(P, "'{' to initialise an array or vector");
        init_scalar(P, &S, 0);
        cur_init(P, &S)->elems = 1;
    }
}
/* ---- src/parse_inst.c ---- */
/* Instruction statements: [@[!]p] opcode{.mod} operand, ... ;
   The grammar is the same for every opcode, so instructions this version
   does not know parse like any other. Only `call` differs: its
   parenthesised operands are argument lists, not expressions. */

static int component_of(uint32_t kw)
{
    switch (kw) {
    case KW_x: case KW_r: return 0;
    case KW_y: case KW_g: return 1;
    case KW_z: case KW_b: return 2;
    case KW_w: case KW_a: return 3;
    default: return -1;
    }
}

/* A video selector after a register: .b and 1-4 digits 0-7, or .h and
   1-2 digits 0-3 (the instruction checker decides which fit). Returns
   the IR_VSEL encoding, or -1. */
static int64_t video_selector(const pv_parser *P, uint32_t sym)
{
    const char *s = ir_name(P->m, sym);
    uint32_t len = pv_sym_len(&P->m->strtab, sym), i, digits = 0;
    int half;
    if (len < 3 || s[0] != '.' || (s[1] != 'b' && s[1] != 'h'))
        return -1;
    half = s[1] == 'h';
    if (len - 2 > (half ? 2u : 4u))
        return -1;
    for (i = 2; i < len; i++) {
        if (s[i] < '0' || s[i] > (half ? '3' : '7'))
            return -1;
        digits = digits << 4 | (uint32_t)(s[i] - '0');
    }
    return (int64_t)(digits | (len - 2) << 16 | (half ? IR_VSEL_HALF : 0));
}

static void constant_operand(pv_parser *P, ir_opnd *o)
{
    pv_cval c = pp_const_expr(P);
    o->val = c.bits;
    switch (c.type) {
    case CV_U64: o->kind = OK_INT; o->flags |= OF_UNSIGNED; break;
    case CV_S64: o->kind = OK_INT; break;
    case CV_F32: o->kind = OK_F32; break;
    default: o->kind = OK_F64; break;
    }
}

/* A name, a component of one (%tid.x), a negated predicate, a sink or a
   constant: what may appear inside braces, lists and pairs. */
static void simple_operand(pv_parser *P, ir_opnd *o)
{
    const pv_tok *t = P_TOK(P);
    memset(o, 0, sizeof *o);
    o->line = t->line;
    o->col = t->col;
    if (t->kind == '_') {
        o->kind = OK_SINK;
        lex_next(&P->L);
        return;
    }
    if (t->kind == '!' && lex_peek(&P->L)->kind == TK_IDENT) {
        o->flags |= OF_NEG;
        lex_next(&P->L);
    }
    if (t->kind == TK_IDENT && t->sym != KW_sr_warp_sz) {
        o->kind = OK_REG;
        o->sym = t->sym;
        lex_next(&P->L);
        if (t->kind == TK_DOT && t->glued) {
            int c = component_of(t->sym);
            int64_t sel = c < 0 ? video_selector(P, t->sym) : -1;
            if (c < 0 && sel < 0)
                pp_expected(P, "a vector component .x, .y, .z or .w");
            if (c >= 0) {
                o->flags |= OF_COMP;
                o->comp = (uint8_t)c;
            } else {
                o->flags |= OF_VSEL;
                o->val = (uint64_t)sel;
            }
            lex_next(&P->L);
        }
        return;
    }
    if (o->flags & OF_NEG)
        pp_expected(P, "a predicate name after '!'");
    if (!pp_starts_expr(P))
        pp_expected(P, "an operand");
    constant_operand(P, o);
}

/* Elements of {..} or (..) go to the pool contiguously. */
static void element_list(pv_parser *P, ir_opnd *o, uint32_t kind,
                         uint32_t close, const char *what)
{
    o->kind = (uint8_t)kind;
    o->sub = P->m->opnds.len;
    o->n = 0;
    pp_enter(P);
    lex_next(&P->L);
    if (P_TOK(P)->kind != close) {
        do {
            ir_opnd e;
            simple_operand(P, &e);
            *P_PUSH(P, opnds) = e;
            o->n++;
        } while (pp_accept(P, ','));
    }
    pp_expect(P, close, what);
    pp_leave(P);
}

static void operand_at(pv_parser *P, ir_opnd *o, int is_call);

/* [name], [name+off], [off], and the bracketed lists of texture and
   surface instructions: [tex, {x, y}], [tex, sampler, {x}]. */
static void address_operand(pv_parser *P, ir_opnd *o)
{
    const pv_tok *t;
    o->kind = OK_ADDR;
    pp_enter(P);
    lex_next(&P->L);
    t = P_TOK(P);
    if (t->kind == TK_IDENT && t->sym != KW_sr_warp_sz) {
        uint32_t nline = t->line, ncol = t->col;
        o->sym = t->sym;
        o->line = nline;
        o->col = ncol;
        lex_next(&P->L);
        if (t->kind == '+' || t->kind == '-') {
            int neg = t->kind == '-';
            lex_next(&P->L);
            o->val = pp_int_expr(P, "an address offset");
            if (neg)
                o->val = 0 - o->val;
        } else if (t->kind == ',') {
            ir_opnd parts[8];
            uint32_t n = 1, i;
            memset(&parts[0], 0, sizeof parts[0]);
            parts[0].kind = OK_REG;
            parts[0].sym = o->sym;
            parts[0].line = nline;
            parts[0].col = ncol;
            while (pp_accept(P, ',')) {
                if (n == PV_COUNTOF(parts))
                    pp_error(P, t, "too many parts in a bracketed operand");
                memset(&parts[n], 0, sizeof parts[n]);
                parts[n].line = t->line;
                parts[n].col = t->col;
                if (t->kind == '{')
                    element_list(P, &parts[n], OK_VEC, '}', "',' or '}'");
                else
                    simple_operand(P, &parts[n]);
                n++;
            }
            o->kind = OK_BRACKET;
            o->sym = 0;
            o->line = 0;
            o->sub = P->m->opnds.len;
            o->n = n;
            for (i = 0; i < n; i++)
                *P_PUSH(P, opnds) = parts[i];
        }
    } else {
        o->val = pp_int_expr(P, "an address");
    }
    pp_expect(P, ']', "']'");
    pp_leave(P);
    if (t->kind == TK_DOT && t->glued && t->sym == KW_unified) {
        o->flags |= OF_SUFFIX;
        lex_next(&P->L);
    }
}

static void operand(pv_parser *P, ir_opnd *o, int is_call)
{
    const pv_tok *t = P_TOK(P);
    uint32_t line = t->line, col = t->col;
    memset(o, 0, sizeof *o);
    operand_at(P, o, is_call);
    if (!o->line) {            /* named addresses keep the name's position */
        o->line = line;
        o->col = col;
    }
}

static void operand_at(pv_parser *P, ir_opnd *o, int is_call)
{
    const pv_tok *t = P_TOK(P);
    switch (t->kind) {
    case '{':
        element_list(P, o, OK_VEC, '}', "',' or '}'");
        return;
    case '[':
        address_operand(P, o);
        return;
    case '(':
        if (is_call) {
            element_list(P, o, OK_LIST, ')', "',' or ')'");
            return;
        }
        break;
    case '-':                              /* -r (vmad) */
        if (lex_peek(&P->L)->kind != TK_IDENT ||
            lex_peek(&P->L)->sym == KW_sr_warp_sz)
            break;
        lex_next(&P->L);
        simple_operand(P, o);
        o->flags |= OF_MINUS;
        return;
    case '_':
    case TK_IDENT:
        if (t->kind == TK_IDENT && t->sym == KW_sr_warp_sz)
            break;
        simple_operand(P, o);
        if (o->flags & (OF_COMP | OF_VSEL))
            return;
        if (t->kind == '|') {              /* p|q, d|p, _|p, p|_ */
            ir_opnd e = *o;
            lex_next(&P->L);
            if (P_TOK(P)->kind != TK_IDENT && P_TOK(P)->kind != '_')
                pp_expected(P, "a predicate name or '_' after '|'");
            memset(o, 0, sizeof *o);
            o->kind = OK_PAIR;
            o->sub = P->m->opnds.len;
            o->n = 2;
            *P_PUSH(P, opnds) = e;
            simple_operand(P, &e);
            *P_PUSH(P, opnds) = e;
            return;
        }
        if (o->kind == OK_SINK)
            return;
        if (t->kind == '[') {              /* array element: a[3] */
            lex_next(&P->L);
            o->kind = OK_ADDR;
            o->flags |= OF_ARRAY;
            o->val = pp_int_expr(P, "an array index");
            pp_expect(P, ']', "']'");
            return;
        }
        if (t->kind == '+' || t->kind == '-') {   /* name+offset */
            int neg = t->kind == '-';
            lex_next(&P->L);
            o->kind = OK_SYM;
            o->val = pp_int_expr(P, "an offset");
            if (neg)
                o->val = 0 - o->val;
        }
        return;
    default:
        break;
    }
    simple_operand(P, o);
}

PTXVM_INTERNAL void pp_instruction(pv_parser *P)
{
    ir_opnd ops[PTXVM_MAX_OPERANDS];
    uint32_t nops = 0, i;
    ir_inst *in;
    const pv_tok *t = P_TOK(P);
    uint32_t line = t->line, col = t->col, guard = 0, flags = 0, opcode;
    uint32_t mods = P->m->mods.len, nmods = 0;
    int is_call;
    if (t->kind == '@') {
        lex_next(&P->L);
        if (pp_accept(P, '!'))
            flags |= IF_GUARD_NEG;
        if (t->kind != TK_IDENT)
            pp_expected(P, "a guard predicate");
        guard = t->sym;
        lex_next(&P->L);
    }
    if (t->kind != TK_IDENT)
        pp_expected(P, "an instruction");
    opcode = t->sym;
    is_call = opcode == KW_op_call;
    lex_next(&P->L);
    while (t->kind == TK_DOT) {
        if (nmods == PTXVM_MAX_MODIFIERS)
            pp_error(P, t, "more than %d modifiers", PTXVM_MAX_MODIFIERS);
        *P_PUSH(P, mods) = t->sym;
        nmods++;
        lex_next(&P->L);
    }
    if (t->kind != ';') {
        do {
            if (nops == PTXVM_MAX_OPERANDS)
                pp_error(P, t, "more than %d operands", PTXVM_MAX_OPERANDS);
            operand(P, &ops[nops++], is_call);
        } while (pp_accept(P, ','));
    }
    pp_expect(P, ';', "',' or ';'");
    in = P_PUSH(P, insts);
    in->line = line;
    in->col = col;
    in->opcode = opcode;
    in->mods = nmods ? mods : 0;
    in->nmods = (uint8_t)nmods;
    in->guard = guard;
    in->flags = (uint8_t)flags;
    in->loc = P->loc;
    in->nopnds = (uint8_t)nops;
    in->pad_ = 0;
    in->opnds = P->m->opnds.len;
    for (i = 0; i < nops; i++)
        *P_PUSH(P, opnds) = ops[i];
    {
        ir_stmt *s = P_PUSH(P, stmts);
        s->kind = ST_INST;
        s->index = P->m->insts.len - 1;
    }
}
/* ---- src/print.c ---- */
/* The canonical printer: module IR -> PTX text in one fixed layout.

   Layout: the header (.version, .target, .address_size), then the items
   in source order, one declaration per line. Functions print their
   linkage, return and parameter lists (one parameter a line), their
   performance directives and pragmas, then the body with one statement a
   line, indented by block depth; labels start in column 0. Alignments
   equal to the natural one (the element size) are left out.

   Everything is written into one growable buffer; the first allocation
   failure sets a flag, later writes do nothing, and ir_print frees the
   buffer and returns -1. Initialisers are printed from their memory
   image (runs of bytes plus relocations): every element up to the last
   non-zero byte or relocation, with one brace level per array dimension
   and vector, so re-parsing gives the same image. The work is linear in
   the size of the IR plus the text printed. */

typedef struct pr_buf {
    pv_heap *h;
    char    *p;
    size_t   len, cap;
    int      err;
} pr_buf;

static int pr_reserve(pr_buf *b, size_t n)
{
    size_t need, cap;
    char *np;
    if (b->err)
        return 0;
    if (n <= b->cap - b->len)
        return 1;
    need = b->len + n + 1;              /* room for the final NUL */
    if (need < b->len) {
        b->err = 1;
        return 0;
    }
    cap = b->cap ? b->cap : 4096;
    while (cap < need) {
        if (cap > ((size_t)-1) / 2) {
            cap = need;
            break;
        }
        cap *= 2;
    }
    np = (char *)pv_realloc(b->h, b->p, b->cap, cap);
    if (!np) {
        b->err = 1;
        return 0;
    }
    b->p = np;
    b->cap = cap;
    return 1;
}

static void pr_put(pr_buf *b, const char *s, size_t n)
{
    if (n && pr_reserve(b, n)) {
        memcpy(b->p + b->len, s, n);
        b->len += n;
    }
}

static void pr_puts(pr_buf *b, const char *s)
{
    pr_put(b, s, strlen(s));
}

static void pr_putc(pr_buf *b, char c)
{
    if (pr_reserve(b, 1))
        b->p[b->len++] = c;
}

static void pr_sym(pr_buf *b, const ir_module *m, uint32_t sym)
{
    if (sym)
        pr_put(b, pv_sym_text(&m->strtab, sym), pv_sym_len(&m->strtab, sym));
    else
        pr_putc(b, '_');
}

/* ---- numbers ----------------------------------------------------------- */

static void pr_u64(pr_buf *b, uint64_t v)
{
    char t[24];
    int i = (int)sizeof t;
    do {
        t[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    pr_put(b, t + i, sizeof t - (size_t)i);
}

static void pr_hex(pr_buf *b, uint64_t v, int digits)
{
    static const char hx[] = "0123456789ABCDEF";
    char t[16];
    int i;
    for (i = digits - 1; i >= 0; i--) {
        t[i] = hx[v & 15];
        v >>= 4;
    }
    pr_put(b, t, (size_t)digits);
}

/* A 64-bit value as a signed decimal that a constant expression reads
   back with the same bits: -N, or in hex for the most negative value. */
static void pr_s64(pr_buf *b, uint64_t v)
{
    if (v == (uint64_t)1 << 63) {
        pr_puts(b, "0x8000000000000000");
    } else if (v >> 63) {
        pr_putc(b, '-');
        pr_u64(b, 0 - v);
    } else {
        pr_u64(b, v);
    }
}

/* +N or -N after a name: name+8, [%rd1-4]. */
static void pr_offset(pr_buf *b, uint64_t v)
{
    if (v >> 63) {
        pr_putc(b, '-');
        pr_u64(b, 0 - v);
    } else {
        pr_putc(b, '+');
        pr_u64(b, v);
    }
}

/* ---- declarations ---------------------------------------------------- */

static void pr_kw(pr_buf *b, const ir_module *m, uint32_t kw)
{
    pr_sym(b, m, kw);
}

static const char *pr_linkage(uint32_t lk)
{
    switch (lk) {
    case LK_EXTERN: return ".extern ";
    case LK_VISIBLE: return ".visible ";
    case LK_WEAK: return ".weak ";
    case LK_COMMON: return ".common ";
    default: return "";
    }
}

/* A scalar element of type t from its little-endian bits. */
static void pr_value(pr_buf *b, ir_type t, uint64_t v)
{
    uint32_t size = ir_type_size(t);
    switch (t) {
    case T_F32:
    case T_TF32:
        pr_puts(b, "0f");
        pr_hex(b, v, 8);
        return;
    case T_F64:
        pr_puts(b, "0d");
        pr_hex(b, v, 16);
        return;
    default:
        break;
    }
    if (ir_type_class(t) == TC_SINT && size >= 1 && size <= 8) {
        uint64_t sign = (uint64_t)1 << (8 * size - 1);
        if (v & sign) {                 /* sign-extend */
            if (size < 8)
                v |= ~((sign << 1) - 1);
            pr_s64(b, v);
            return;
        }
        pr_u64(b, v);
        return;
    }
    if (ir_type_class(t) == TC_FLOAT) { /* f16, bf16 and smaller: bits */
        pr_puts(b, "0x");
        pr_hex(b, v, 2 * (int)(size ? size : 1));
        return;
    }
    pr_u64(b, v);
}

/* One non-zero scalar of an initialiser image: its position (in
   scalars), its bits, and its relocation (index + 1, or 0). */
typedef struct pr_ent {
    uint64_t pos;
    uint64_t val;
    uint32_t reloc;
} pr_ent;

typedef struct pr_init {
    const ir_module *m;
    ir_type          type;
    pr_ent          *ents;
    uint32_t         nents, cap;
    uint32_t         cur;           /* next entry to print              */
    uint32_t         nlev;
    uint64_t         dimsize[34];
    uint64_t         stride[34];
    int              unsized;
} pr_init;

static int pr_ent_push(pr_buf *b, pr_init *I, uint64_t pos, uint64_t val,
                       uint32_t reloc)
{
    if (I->nents == I->cap) {
        pr_ent *n = (pr_ent *)pv_grow(b->h, I->ents, &I->cap, I->nents + 1,
                                      sizeof *I->ents);
        if (!n) {
            b->err = 1;
            return 0;
        }
        I->ents = n;
    }
    I->ents[I->nents].pos = pos;
    I->ents[I->nents].val = val;
    I->ents[I->nents].reloc = reloc;
    I->nents++;
    return 1;
}

/* Sort the entries by position (bottom-up merge sort, stable) and merge
   those at the same position. */
static int pr_ent_sort(pr_buf *b, pr_init *I)
{
    uint32_t n = I->nents, i, j, w;
    pr_ent *tmp, *src, *dst;
    for (i = 1; i < n; i++)
        if (I->ents[i].pos < I->ents[i - 1].pos)
            break;
    if (i < n) {
        tmp = (pr_ent *)pv_realloc(b->h, NULL, 0, (size_t)n * sizeof *tmp);
        if (!tmp) {
            b->err = 1;
            return 0;
        }
        src = I->ents;
        dst = tmp;
        for (w = 1; w < n; w *= 2) {
            uint32_t lo;
            for (lo = 0; lo < n; lo += 2 * w) {
                uint32_t mid = lo + w < n ? lo + w : n;
                uint32_t hi = lo + 2 * w < n ? lo + 2 * w : n;
                uint32_t a = lo, c = mid, k = lo;
                while (a < mid && c < hi)
                    dst[k++] = src[c].pos < src[a].pos ? src[c++] : src[a++];
                while (a < mid)
                    dst[k++] = src[a++];
                while (c < hi)
                    dst[k++] = src[c++];
            }
            {
                pr_ent *t = src;
                src = dst;
                dst = t;
            }
        }
        if (src != I->ents)
            memcpy(I->ents, src, (size_t)n * sizeof *tmp);
        pv_free(b->h, tmp, (size_t)n * sizeof *tmp);
    }
    for (i = 0, j = 0; i < n; i++) {
        if (j && I->ents[j - 1].pos == I->ents[i].pos) {
            I->ents[j - 1].val |= I->ents[i].val;
            if (I->ents[i].reloc)
                I->ents[j - 1].reloc = I->ents[i].reloc;
        } else {
            I->ents[j++] = I->ents[i];
        }
    }
    I->nents = j;
    return 1;
}

static void pr_scalar(pr_buf *b, pr_init *I, uint64_t pos)
{
    const ir_module *m = I->m;
    while (I->cur < I->nents && I->ents[I->cur].pos < pos)
        I->cur++;
    if (I->cur < I->nents && I->ents[I->cur].pos == pos) {
        const pr_ent *e = &I->ents[I->cur++];
        if (e->reloc) {
            const ir_reloc *r = &m->relocs.data[e->reloc - 1];
            if (r->kind == RELOC_GENERIC) {
                pr_puts(b, "generic(");
                pr_sym(b, m, r->sym);
                pr_putc(b, ')');
            } else {
                pr_sym(b, m, r->sym);
            }
            if (r->addend)
                pr_offset(b, (uint64_t)r->addend);
            return;
        }
        pr_value(b, I->type, e->val);
        return;
    }
    pr_putc(b, '0');
}

/* The first entry at or after position pos (from the cursor on). */
static uint32_t pr_lower(const pr_init *I, uint64_t pos)
{
    uint32_t lo = I->cur, hi = I->nents;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (I->ents[mid].pos < pos)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The brace list of level lev whose first scalar is base, count elements
   at most. */
static void pr_list(pr_buf *b, pr_init *I, uint32_t lev, uint64_t base,
                    uint64_t count)
{
    uint64_t st = I->stride[lev], n = 0, i;
    uint64_t end = count > (UINT64_MAX - base) / st ? UINT64_MAX :
                   base + count * st;       /* unchecked IR may overflow */
    uint32_t e = pr_lower(I, end);
    if (e > I->cur && I->ents[e - 1].pos >= base)
        n = (I->ents[e - 1].pos - base) / st + 1;
    if (lev == 0 && I->unsized)
        n = count;
    pr_putc(b, '{');
    for (i = 0; i < n && !b->err; i++) {
        uint64_t pos = base + i * st;
        if (i)
            pr_puts(b, i % 16 ? ", " : ",\n\t\t");
        while (I->cur < I->nents && I->ents[I->cur].pos < pos)
            I->cur++;
        if (lev + 1 >= I->nlev)
            pr_scalar(b, I, pos);
        else if (I->cur < I->nents && I->ents[I->cur].pos < pos + st)
            pr_list(b, I, lev + 1, pos, I->dimsize[lev + 1]);
        else
            pr_puts(b, "{}");
    }
    pr_putc(b, '}');
}

static void pr_fields(pr_buf *b, const ir_module *m, const ir_init *in)
{
    uint32_t i;
    pr_puts(b, " = { ");
    for (i = 0; i < in->nfields; i++) {
        const ir_field *f = &m->fields.data[in->fields + i];
        if (i)
            pr_puts(b, ", ");
        pr_sym(b, m, f->name);
        pr_puts(b, " = ");
        if (f->sym)
            pr_sym(b, m, f->sym);
        else
            pr_u64(b, f->value);
    }
    pr_puts(b, " }");
}

static void pr_initializer(pr_buf *b, const ir_module *m, const ir_var *v)
{
    const ir_init *in = &m->inits.data[v->init];
    pr_init I;
    uint32_t i, k, lev;
    uint32_t esize = ir_type_size((ir_type)v->type);
    if (in->nfields || v->type == T_TEXREF || v->type == T_SAMPLERREF ||
        v->type == T_SURFREF) {
        if (in->nfields)
            pr_fields(b, m, in);
        return;
    }
    if (!esize)
        return;
    memset(&I, 0, sizeof I);
    I.m = m;
    I.type = (ir_type)v->type;
    for (i = 0; i < in->nsegs && !b->err; i++) {
        const ir_seg *s = &m->segs.data[in->segs + i];
        const uint8_t *p = m->blob.data + s->bytes;
        for (k = 0; k < s->n; k++) {
            uint64_t off;
            if (!p[k])
                continue;
            off = s->offset + k;
            if (!pr_ent_push(b, &I, off / esize,
                             (uint64_t)p[k] << (8 * (off % esize)), 0))
                break;
        }
    }
    for (i = 0; i < in->nrelocs && !b->err; i++) {
        const ir_reloc *r = &m->relocs.data[in->relocs + i];
        if (!pr_ent_push(b, &I, r->offset / esize, 0, in->relocs + i + 1))
            break;
    }
    if (b->err || !pr_ent_sort(b, &I))
        goto done;
    I.nlev = 0;
    for (lev = 0; lev < v->ndims && I.nlev < 33; lev++)
        I.dimsize[I.nlev++] = m->dims.data[v->dims + lev];
    if (v->vec)
        I.dimsize[I.nlev++] = v->vec;
    I.unsized = (v->flags & VF_UNSIZED) || (v->ndims && I.dimsize[0] == 0);
    if (I.unsized)
        I.dimsize[0] = in->elems;
    for (lev = I.nlev; lev-- > 0;)
        I.stride[lev] = lev + 1 < I.nlev ?
                        I.stride[lev + 1] * I.dimsize[lev + 1] : 1;
    pr_puts(b, " = ");
    if (I.nlev == 0)
        pr_scalar(b, &I, 0);
    else
        pr_list(b, &I, 0, 0, I.dimsize[0]);
done:
    if (I.ents)
        pv_free(b->h, I.ents, (size_t)I.cap * sizeof *I.ents);
}

/* A declaration without the final ';': [linkage] .space [.align N]
   [.attribute(...)] [.vN] .type [.ptr ...] name[<N>][dims] [= init]. */
static void pr_var(pr_buf *b, const ir_module *m, const ir_var *v)
{
    uint32_t d, natural = ir_type_size((ir_type)v->type) * (v->vec ? v->vec : 1);
    pr_puts(b, pr_linkage(v->linkage));
    pr_kw(b, m, ir_space_kw((ir_space)v->space));
    /* .align only when it is not the natural alignment (the size of the
       element), which the checker fills in when none is given */
    if (v->align && v->align != (natural ? natural : 1)) {
        pr_puts(b, " .align ");
        pr_u64(b, v->align);
    }
    if (v->flags & (VF_MANAGED | VF_UNIFIED)) {
        pr_puts(b, " .attribute(");
        if (v->flags & VF_MANAGED)
            pr_puts(b, v->flags & VF_UNIFIED ? ".managed, " : ".managed");
        if (v->flags & VF_UNIFIED)
            pr_puts(b, ".unified");
        pr_putc(b, ')');
    }
    if (v->vec) {
        pr_puts(b, v->vec == 2 ? " .v2" : v->vec == 4 ? " .v4" : " .v8");
    }
    pr_putc(b, ' ');
    pr_kw(b, m, ir_type_kw((ir_type)v->type));
    if (v->flags & VF_PTR) {
        pr_puts(b, " .ptr");
        if (v->ptr_space) {
            pr_putc(b, ' ');
            pr_kw(b, m, ir_space_kw((ir_space)v->ptr_space));
        }
        if (v->ptr_align) {
            pr_puts(b, " .align ");
            pr_u64(b, v->ptr_align);
        }
    }
    pr_putc(b, ' ');
    pr_sym(b, m, v->name);
    if (v->flags & VF_PARAMETERISED) {
        pr_putc(b, '<');
        pr_u64(b, v->count);
        pr_putc(b, '>');
    }
    for (d = 0; d < v->ndims; d++) {
        uint64_t n = m->dims.data[v->dims + d];
        pr_putc(b, '[');
        if (n)
            pr_u64(b, n);
        pr_putc(b, ']');
    }
    if (v->init)
        pr_initializer(b, m, v);
}

/* ( decl, decl ) with one declaration a line. */
static void pr_params(pr_buf *b, const ir_module *m, uint32_t first,
                      uint32_t n, int inline_list)
{
    uint32_t i;
    pr_putc(b, '(');
    for (i = 0; i < n; i++) {
        if (i)
            pr_putc(b, ',');
        if (!inline_list)
            pr_puts(b, "\n\t");
        else if (i)
            pr_putc(b, ' ');
        pr_var(b, m, &m->vars.data[first + i]);
    }
    if (!inline_list && n)
        pr_putc(b, '\n');
    pr_putc(b, ')');
}

static void pr_strings(pr_buf *b, const ir_module *m, uint32_t syms,
                       uint32_t n)
{
    uint32_t i;
    for (i = 0; i < n; i++) {
        if (i)
            pr_puts(b, ", ");
        pr_putc(b, '"');
        pr_sym(b, m, m->syms.data[syms + i]);
        pr_putc(b, '"');
    }
}

static void pr_pragma(pr_buf *b, const ir_module *m, const ir_pragma *p)
{
    pr_puts(b, ".pragma ");
    pr_strings(b, m, p->syms, p->n);
    pr_putc(b, ';');
}

/* ---- instructions ------------------------------------------------------ */

static void pr_opnd(pr_buf *b, const ir_module *m, const ir_opnd *o);

static void pr_elems(pr_buf *b, const ir_module *m, const ir_opnd *o,
                     const char *sep)
{
    uint32_t i;
    for (i = 0; i < o->n; i++) {
        if (i)
            pr_puts(b, sep);
        pr_opnd(b, m, &m->opnds.data[o->sub + i]);
    }
}

static void pr_opnd(pr_buf *b, const ir_module *m, const ir_opnd *o)
{
    static const char comp[4][3] = {".x", ".y", ".z", ".w"};
    switch (o->kind) {
    case OK_REG:
        if (o->flags & OF_NEG)
            pr_putc(b, '!');
        if (o->flags & OF_MINUS)
            pr_putc(b, '-');
        pr_sym(b, m, o->sym);
        if (o->flags & OF_COMP)
            pr_puts(b, comp[o->comp & 3]);
        if (o->flags & OF_VSEL) {
            uint32_t n = IR_VSEL_COUNT(o->val), i;
            pr_putc(b, '.');
            pr_putc(b, ((uint32_t)o->val & IR_VSEL_HALF) ? 'h' : 'b');
            for (i = n; i-- > 0;)
                pr_putc(b, (char)('0' + ((IR_VSEL_DIGITS(o->val) >> (4 * i)) & 15u)));
        }
        return;
    case OK_INT:
        if (o->flags & OF_UNSIGNED) {
            pr_u64(b, o->val);
            pr_putc(b, 'U');
        } else if (o->val == (uint64_t)1 << 63) {
            pr_puts(b, "-9223372036854775807-1");
        } else {
            pr_s64(b, o->val);
        }
        return;
    case OK_F32:
        pr_puts(b, "0f");
        pr_hex(b, o->val, 8);
        return;
    case OK_F64:
        pr_puts(b, "0d");
        pr_hex(b, o->val, 16);
        return;
    case OK_SYM:
        pr_sym(b, m, o->sym);
        pr_offset(b, o->val);
        return;
    case OK_ADDR:
        if (o->flags & OF_ARRAY) {
            pr_sym(b, m, o->sym);
            pr_putc(b, '[');
            pr_s64(b, o->val);
            pr_putc(b, ']');
            return;
        }
        pr_putc(b, '[');
        if (o->sym) {
            pr_sym(b, m, o->sym);
            if (o->val)
                pr_offset(b, o->val);
        } else {
            pr_s64(b, o->val);
        }
        pr_putc(b, ']');
        if (o->flags & OF_SUFFIX)
            pr_puts(b, ".unified");
        return;
    case OK_VEC:
        pr_putc(b, '{');
        pr_elems(b, m, o, ", ");
        pr_putc(b, '}');
        return;
    case OK_LIST:
        pr_putc(b, '(');
        pr_elems(b, m, o, ", ");
        pr_putc(b, ')');
        return;
    case OK_PAIR:
        pr_elems(b, m, o, "|");
        return;
    case OK_BRACKET:
        pr_putc(b, '[');
        pr_elems(b, m, o, ", ");
        pr_putc(b, ']');
        if (o->flags & OF_SUFFIX)
            pr_puts(b, ".unified");
        return;
    case OK_SINK:
    default:
        pr_putc(b, '_');
        return;
    }
}

static void pr_inst(pr_buf *b, const ir_module *m, const ir_inst *in)
{
    uint32_t i;
    if (in->guard) {
        pr_puts(b, in->flags & IF_GUARD_NEG ? "@!" : "@");
        pr_sym(b, m, in->guard);
        pr_putc(b, ' ');
    }
    pr_sym(b, m, in->opcode);
    for (i = 0; i < in->nmods; i++)
        pr_sym(b, m, m->mods.data[in->mods + i]);
    for (i = 0; i < in->nopnds; i++) {
        pr_puts(b, i ? ", " : " ");
        pr_opnd(b, m, &m->opnds.data[in->opnds + i]);
    }
    pr_putc(b, ';');
}

/* ---- functions ------------------------------------------------------------ */

/* Performance directives, each on a line of its own after the header. */
static void pr_dims3(pr_buf *b, const char *dir, const uint32_t v[3])
{
    if (!(v[0] | v[1] | v[2]))
        return;
    pr_puts(b, dir);
    pr_putc(b, ' ');
    pr_u64(b, v[0]);
    pr_puts(b, ", ");
    pr_u64(b, v[1]);
    pr_puts(b, ", ");
    pr_u64(b, v[2]);
}

static void pr_dir1(pr_buf *b, const char *dir, uint32_t v)
{
    if (!v)
        return;
    pr_puts(b, dir);
    pr_putc(b, ' ');
    pr_u64(b, v);
}

static void pr_abi(pr_buf *b, const ir_func *f, const char *sep)
{
    if (f->abi_preserve) {
        pr_puts(b, sep);
        pr_puts(b, ".abi_preserve ");
        pr_u64(b, f->abi_preserve - 1);
    }
    if (f->abi_preserve_control) {
        pr_puts(b, sep);
        pr_puts(b, ".abi_preserve_control ");
        pr_u64(b, f->abi_preserve_control - 1);
    }
}

/* label: .callprototype (rets) _ (params) [.noreturn]; */
static void pr_proto(pr_buf *b, const ir_module *m, const ir_func *f)
{
    pr_sym(b, m, f->name);
    pr_puts(b, ": .callprototype ");
    if (f->nrets) {
        pr_params(b, m, f->rets, f->nrets, 1);
        pr_putc(b, ' ');
    }
    pr_putc(b, '_');
    if (f->nparams) {
        pr_putc(b, ' ');
        pr_params(b, m, f->params, f->nparams, 1);
    }
    if (f->flags & FF_NORETURN)
        pr_puts(b, " .noreturn");
    pr_abi(b, f, " ");
    pr_puts(b, ";\n");
}

static void pr_indent(pr_buf *b, uint32_t depth)
{
    uint32_t i;
    for (i = 0; i <= depth && i < 64; i++)
        pr_putc(b, '\t');
}

static void pr_body(pr_buf *b, const ir_module *m, const ir_func *f)
{
    uint32_t i, depth = 0;
    pr_puts(b, "{\n");
    for (i = 0; i < f->nstmts && !b->err; i++) {
        const ir_stmt *s = &m->stmts.data[f->stmts + i];
        switch (s->kind) {
        case ST_INST:
            pr_indent(b, depth);
            pr_inst(b, m, &m->insts.data[s->index]);
            pr_putc(b, '\n');
            break;
        case ST_VAR:
            pr_indent(b, depth);
            pr_var(b, m, &m->vars.data[s->index]);
            pr_puts(b, ";\n");
            break;
        case ST_OPEN:
            pr_indent(b, depth);
            pr_puts(b, "{\n");
            depth++;
            break;
        case ST_CLOSE:
            if (depth)
                depth--;
            pr_indent(b, depth);
            pr_puts(b, "}\n");
            break;
        case ST_LABEL:
            pr_sym(b, m, m->labels.data[s->index].name);
            pr_puts(b, ":\n");
            break;
        case ST_PRAGMA:
            pr_indent(b, depth);
            pr_pragma(b, m, &m->pragmas.data[s->index]);
            pr_putc(b, '\n');
            break;
        case ST_TARGETS: {
            const ir_tlist *t = &m->tlists.data[s->index];
            uint32_t k;
            pr_sym(b, m, t->name);
            pr_puts(b, ": ");
            pr_kw(b, m, t->kind);
            for (k = 0; k < t->n; k++) {
                pr_puts(b, k ? ", " : " ");
                pr_sym(b, m, m->syms.data[t->syms + k]);
            }
            pr_puts(b, ";\n");
            break;
        }
        case ST_PROTO:
            pr_proto(b, m, &m->funcs.data[s->index]);
            break;
        case ST_LOC: {
            const ir_loc *l = &m->locs.data[s->index];
            pr_indent(b, depth);
            pr_puts(b, ".loc ");
            pr_u64(b, l->file);
            pr_putc(b, ' ');
            pr_u64(b, l->line);
            pr_putc(b, ' ');
            pr_u64(b, l->col);
            pr_putc(b, '\n');
            break;
        }
        default:
            break;
        }
    }
    pr_puts(b, "}\n");
}

static void pr_func(pr_buf *b, const ir_module *m, const ir_func *f)
{
    uint32_t i;
    pr_puts(b, pr_linkage(f->linkage));
    pr_puts(b, f->flags & FF_ENTRY ? ".entry " : ".func ");
    if (f->nrets && !(f->flags & FF_ENTRY)) {
        pr_params(b, m, f->rets, f->nrets, 0);
        pr_putc(b, ' ');
    }
    pr_sym(b, m, f->name);
    pr_params(b, m, f->params, f->nparams, 0);
    pr_dims3(b, "\n.maxntid", f->maxntid);
    pr_dims3(b, "\n.reqntid", f->reqntid);
    pr_dims3(b, "\n.reqnctapercluster", f->reqnctapercluster);
    pr_dir1(b, "\n.minnctapersm", f->minnctapersm);
    pr_dir1(b, "\n.maxnctapersm", f->maxnctapersm);
    pr_dir1(b, "\n.maxnreg", f->maxnreg);
    pr_dir1(b, "\n.maxclusterrank", f->maxclusterrank);
    if (f->flags & FF_NORETURN)
        pr_puts(b, "\n.noreturn");
    if (f->flags & FF_EXPLICITCLUSTER)
        pr_puts(b, "\n.explicitcluster");
    if (f->flags & FF_BLOCKSARECLUSTERS)
        pr_puts(b, "\n.blocksareclusters");
    pr_abi(b, f, "\n");
    for (i = 0; i < f->npragmas; i++) {
        pr_putc(b, '\n');
        pr_pragma(b, m, &m->pragmas.data[f->pragmas + i]);
    }
    if (f->flags & FF_BODY) {
        pr_putc(b, '\n');
        pr_body(b, m, f);
    } else {
        pr_puts(b, ";\n");
    }
}

/* ---- the module ------------------------------------------------------------- */

static void pr_section(pr_buf *b, const ir_module *m, const ir_section *s)
{
    uint64_t i;
    pr_puts(b, ".section ");
    pr_sym(b, m, s->name);
    pr_puts(b, "\n{\n");
    for (i = 0; i < s->bytes && !b->err; i++) {
        if (i % 32 == 0)
            pr_puts(b, i ? "\n\t.b8 0" : "\t.b8 0");
        else
            pr_puts(b, ", 0");
    }
    if (s->bytes)
        pr_putc(b, '\n');
    pr_puts(b, "}\n");
}

static void pr_item(pr_buf *b, const ir_module *m, const ir_item *it)
{
    switch (it->kind) {
    case IT_VAR:
        pr_var(b, m, &m->vars.data[it->index]);
        pr_puts(b, ";\n");
        break;
    case IT_FUNC:
        pr_putc(b, '\n');
        pr_func(b, m, &m->funcs.data[it->index]);
        break;
    case IT_FILE: {
        const ir_file *f = &m->files.data[it->index];
        pr_puts(b, ".file ");
        pr_u64(b, f->index);
        pr_puts(b, " \"");
        pr_sym(b, m, f->name);
        pr_putc(b, '"');
        if (f->has_meta) {
            pr_puts(b, ", ");
            pr_u64(b, f->mtime);
            pr_puts(b, ", ");
            pr_u64(b, f->size);
        }
        pr_putc(b, '\n');
        break;
    }
    case IT_SECTION:
        pr_section(b, m, &m->sections.data[it->index]);
        break;
    case IT_PRAGMA:
        pr_pragma(b, m, &m->pragmas.data[it->index]);
        pr_putc(b, '\n');
        break;
    case IT_ALIAS: {
        const ir_alias *a = &m->aliases.data[it->index];
        pr_puts(b, ".alias ");
        pr_sym(b, m, a->alias);
        pr_puts(b, ", ");
        pr_sym(b, m, a->target);
        pr_puts(b, ";\n");
        break;
    }
    default:
        break;
    }
}

PTXVM_INTERNAL int ir_print(const ir_module *m, pv_heap *h, char **out,
                            size_t *len)
{
    pr_buf b;
    uint32_t i;
    memset(&b, 0, sizeof b);
    b.h = h;
    *out = NULL;
    *len = 0;
    pr_puts(&b, ".version ");
    pr_u64(&b, m->version_major);
    pr_putc(&b, '.');
    pr_u64(&b, m->version_minor);
    pr_putc(&b, '\n');
    if (m->ntargets) {
        pr_puts(&b, ".target ");
        for (i = 0; i < m->ntargets; i++) {
            if (i)
                pr_puts(&b, ", ");
            pr_sym(&b, m, m->syms.data[m->targets + i]);
        }
        pr_putc(&b, '\n');
    }
    pr_puts(&b, ".address_size ");
    pr_u64(&b, m->address_size);
    pr_puts(&b, "\n\n");
    for (i = 0; i < m->items.len && !b.err; i++)
        pr_item(&b, m, &m->items.data[i]);
    if (!b.err && pr_reserve(&b, 1))
        b.p[b.len] = 0;
    if (b.err) {
        if (b.p)
            pv_free(h, b.p, b.cap);
        return -1;
    }
    /* hand back exactly len + 1 bytes, as print.h promises */
    if (b.cap != b.len + 1) {
        char *np = (char *)pv_realloc(h, b.p, b.cap, b.len + 1);
        if (!np) {
            pv_free(h, b.p, b.cap);
            return -1;
        }
        b.p = np;
    }
    *out = b.p;
    *len = b.len;
    return 0;
}
/* ---- src/printf_fmt.c ---- */
/* CUDA's device printf: walk the format, fetch each argument from the
   vprintf buffer, format it as glibc does (CUDA formats on the host with
   the host's C library, so glibc's output is what a Linux user sees).

   The argument buffer, as nvcc (CUDA 13, -arch=sm_75) builds it: the PTX
   stores the arguments into a .local buffer and passes its generic
   address as vprintf's second parameter (the first is the format's).
   - Arguments come in call order after C's default argument promotions:
     char, short and bool become a 4-byte int (sign- or zero-extended as
     their type), float becomes an 8-byte double (cvt.f64.f32 before the
     store).
   - Each sits at the next offset that is a multiple of its size: 4 bytes
     for int, unsigned, wchar_t and wint_t; 8 bytes for long, long long,
     size_t, double (long double is double on the device), pointers and
     strings (64-bit generic addresses). "%c %f %c %lld" puts its
     arguments at 0, 8, 16 and 24; "%c %hd %d %lld" at 0, 4, 8 and 16.
   - A '*' width or precision is an int in its place in the sequence:
     "%*.*f" has the width at 0, the precision at 4, the double at 8.
   - A call without arguments passes 0 as the buffer address; nvcc packs
     every argument, even beyond the 32 that CUDA documents.
   The buffer carries no types: the format decides what to fetch, as it
   does for CUDA's own host-side decoder. d i u o x X take 4 bytes, or 8
   with l ll j z t L q; c takes 4 (an int or a wint_t); a A e E f F g G,
   s, p and n take 8 (a double or a pointer).

   CUDA returns the number of arguments fetched (a '*' counts), -1 for a
   NULL format; past 32 arguments a conversion is printed as written. %n
   stores nothing (the host cannot write device memory); its pointer is
   skipped. Everything else is glibc's: "(null)" for a NULL %s (empty
   when the precision is below 6), "(nil)" for a NULL %p, "-nan",
   hexadecimal floats normalised to 0x1.xxxp+N with subnormals as
   0x0.xxxp-1022, an unknown conversion printed as written. Wide %lc/%ls
   characters are written in UTF-8.

   Numbers never touch the host's floating point: a double's bits become
   an exact decimal expansion with big integers (value = m * 2^e: the
   integer part by division by 10^9, the fraction f / 2^k nine digits at a
   time by multiplication by 10^9), rounded to nearest, ties to even, as
   glibc rounds in the default rounding mode. */

/* ---- output ------------------------------------------------------------ */

/* Append n bytes of s, or n copies of fill when s is NULL, as far as they
   fit (one byte stays free for the NUL). */
static void pf_emit(pv_fmt_out *o, const char *s, char fill, uint64_t n)
{
    size_t room = o->cap ? o->cap - 1 - o->len : 0;
    if (n > room) {
        n = room;
        o->truncated = 1;
    }
    if (!n)
        return;
    if (s)
        memcpy(o->buf + o->len, s, (size_t)n);
    else
        memset(o->buf + o->len, fill, (size_t)n);
    o->len += (size_t)n;
}

static void pf_put(pv_fmt_out *o, const char *s, uint64_t n)
{
    pf_emit(o, s, 0, n);
}

static void pf_fill(pv_fmt_out *o, char ch, uint64_t n)
{
    pf_emit(o, NULL, ch, n);
}

/* ---- the context and its errors ---------------------------------------- */

typedef struct pf_ctx {
    pv_fmt_read_fn rd;
    void          *user;
    pv_fmt_out    *out;
    char          *err;
    size_t         errcap, errlen;
    uint64_t       args;       /* argument buffer address                */
    uint64_t       off;        /* next offset in it                      */
    int            nargs;      /* arguments fetched                      */
} pf_ctx;

static void pf_msg(pf_ctx *c, const char *s)
{
    while (*s && c->errlen + 1 < c->errcap)
        c->err[c->errlen++] = *s++;
    if (c->errcap)
        c->err[c->errlen] = 0;
}

static void pf_msg_num(pf_ctx *c, uint64_t v, int hex)
{
    char b[24];
    int i = (int)sizeof b - 1;
    b[i] = 0;
    do {
        b[--i] = "0123456789abcdef"[hex ? v & 15 : v % 10];
        v = hex ? v >> 4 : v / 10;
    } while (v);
    if (hex) {
        b[--i] = 'x';
        b[--i] = '0';
    }
    pf_msg(c, b + i);
}

/* "<what> at 0xA unreadable at 0xB", or "bad <what> pointer 0xA" when the
   first byte already fails. */
static int pf_fault(pf_ctx *c, const char *what, uint64_t start, uint64_t at)
{
    c->errlen = 0;
    if (at == start) {
        pf_msg(c, "bad ");
        pf_msg(c, what);
        pf_msg(c, " pointer ");
        pf_msg_num(c, start, 1);
    } else {
        pf_msg(c, what);
        pf_msg(c, " at ");
        pf_msg_num(c, start, 1);
        pf_msg(c, " unreadable at ");
        pf_msg_num(c, at, 1);
    }
    return -1;
}

static int pf_too_long(pf_ctx *c, const char *what, uint64_t start,
                       uint32_t limit)
{
    c->errlen = 0;
    pf_msg(c, what);
    pf_msg(c, " at ");
    pf_msg_num(c, start, 1);
    pf_msg(c, " has no NUL within ");
    pf_msg_num(c, limit, 0);
    pf_msg(c, " bytes");
    return -1;
}

/* ---- device bytes, read in chunks -------------------------------------- */

/* A sequential reader. Chunks end at 256-byte boundaries; when a chunk
   fails (the readable range ends inside it) bytes are read one by one,
   so a string that ends just before unreadable memory still reads. */
typedef struct pf_src {
    pv_fmt_read_fn rd;
    void          *user;
    uint64_t       addr;       /* address of the next byte               */
    unsigned       pos, len;
    uint8_t        buf[256];
} pf_src;

static void pf_src_init(pf_src *s, const pf_ctx *c, uint64_t addr)
{
    s->rd = c->rd;
    s->user = c->user;
    s->addr = addr;
    s->pos = s->len = 0;
}

/* The next byte, or -1 when s->addr is unreadable. */
static int pf_src_byte(pf_src *s)
{
    if (s->pos == s->len) {
        unsigned n = 256 - (unsigned)(s->addr & 255);
        if (s->rd(s->user, s->addr, s->buf, n) == 0)
            s->len = n;
        else if (s->rd(s->user, s->addr, s->buf, 1) == 0)
            s->len = 1;
        else
            return -1;
        s->pos = 0;
    }
    s->addr++;
    return s->buf[s->pos++];
}

/* ---- arguments --------------------------------------------------------- */

/* Fetch the next argument of size bytes (4 or 8) at its aligned offset.
   1: *v holds it (zero-extended); 0: the argument limit is reached;
   -1: fault. */
static int pf_arg(pf_ctx *c, unsigned size, uint64_t *v)
{
    uint8_t b[8];
    uint64_t at;
    if (c->nargs >= PV_FMT_MAX_ARGS)
        return 0;
    c->off = (c->off + size - 1) & ~(uint64_t)(size - 1);
    at = c->args + c->off;
    if (c->args == 0 || c->rd(c->user, at, b, size) != 0) {
        c->errlen = 0;
        pf_msg(c, "argument buffer unreadable at ");
        pf_msg_num(c, at, 1);
        pf_msg(c, " (argument ");
        pf_msg_num(c, (uint64_t)c->nargs + 1, 0);
        pf_msg(c, ")");
        return -1;
    }
    c->off += size;
    c->nargs++;
    *v = pv_load_le(b, size, 0);
    return 1;
}

/* ---- a conversion specification ---------------------------------------- */

enum { PF_LEFT = 1, PF_PLUS = 2, PF_SPACE = 4, PF_ALT = 8, PF_ZERO = 16 };
enum { PF_LEN_NONE, PF_LEN_HH, PF_LEN_H, PF_LEN_L, PF_LEN_LL };

typedef struct pf_spec {
    unsigned flags;
    int      width;            /* 0 when absent                          */
    int      prec;             /* -1 when absent                         */
    int      len;              /* PF_LEN_*; j z t L q count as ll        */
    int      conv;
} pf_spec;

/* A piece of a field's body: n bytes of s, or n zeros when s is NULL. */
typedef struct pf_piece {
    const char *s;
    uint64_t    n;
} pf_piece;

/* Emit a field: prefix (sign, 0x), then the pieces, padded to the width
   with spaces, or with zeros after the prefix when zero_ok and '0'. */
static void pf_field(pv_fmt_out *o, const pf_spec *sp, const char *pre,
                     size_t npre, const pf_piece *p, int np, int zero_ok)
{
    uint64_t total = npre, pad = 0;
    int i, zero = zero_ok && (sp->flags & PF_ZERO) && !(sp->flags & PF_LEFT);
    for (i = 0; i < np; i++)
        total += p[i].n;
    if ((uint64_t)sp->width > total)
        pad = (uint64_t)sp->width - total;
    if (!(sp->flags & PF_LEFT) && !zero)
        pf_fill(o, ' ', pad);
    pf_put(o, pre, npre);
    if (zero)
        pf_fill(o, '0', pad);
    for (i = 0; i < np; i++) {
        if (p[i].s)
            pf_put(o, p[i].s, p[i].n);
        else
            pf_fill(o, '0', p[i].n);
    }
    if (sp->flags & PF_LEFT)
        pf_fill(o, ' ', pad);
}

static size_t pf_sign(char *pre, const pf_spec *sp, int neg)
{
    if (neg)
        pre[0] = '-';
    else if (sp->flags & PF_PLUS)
        pre[0] = '+';
    else if (sp->flags & PF_SPACE)
        pre[0] = ' ';
    else
        return 0;
    return 1;
}

/* ---- integers ---------------------------------------------------------- */

/* v is the magnitude; signed_conv: d, i and p, which take a sign. */
static void pf_integer(pv_fmt_out *o, const pf_spec *sp, uint64_t v, int neg,
                       int signed_conv, unsigned base, int upper, int alt)
{
    const char *dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    char buf[24], pre[4];
    size_t npre = 0;
    int nd = 0;
    uint64_t prec = sp->prec < 0 ? 1 : (uint64_t)sp->prec, zeros;
    int nonzero = v != 0;
    pf_piece p[2];
    if (nonzero || prec != 0) {
        do {
            buf[sizeof buf - 1 - nd++] = dig[v % base];
            v /= base;
        } while (v);
    }
    if (signed_conv)
        npre = pf_sign(pre, sp, neg);
    zeros = prec > (uint64_t)nd ? prec - (uint64_t)nd : 0;
    if (alt && base == 16 && nonzero) {
        pre[npre++] = '0';
        pre[npre++] = upper ? 'X' : 'x';
    }
    /* %#o: the first digit must be a 0 */
    if (alt && base == 8 && zeros == 0 && (nd == 0 || nonzero))
        zeros = 1;
    p[0].s = NULL;
    p[0].n = zeros;
    p[1].s = buf + sizeof buf - nd;
    p[1].n = (uint64_t)nd;
    pf_field(o, sp, pre, npre, p, 2, sp->prec < 0);
}

/* ---- exact decimal expansion of a double ------------------------------- */

#define PF_LIMBS  40           /* 1280 bits: m * 2^971 and f * 10^9 fit  */
#define PF_DIGITS 1120         /* the longest rounded digit string + 1   */

typedef struct pf_big {
    uint32_t w[PF_LIMBS];      /* little-endian; zero from n upwards      */
    int      n;
} pf_big;

/* Divide by d in place; returns the remainder. */
static uint32_t pf_big_div(pf_big *a, uint32_t d)
{
    uint64_t r = 0;
    int i;
    for (i = a->n - 1; i >= 0; i--) {
        uint64_t cur = (r << 32) | a->w[i];
        a->w[i] = (uint32_t)(cur / d);
        r = cur % d;
    }
    while (a->n && !a->w[a->n - 1])
        a->n--;
    return (uint32_t)r;
}

/* The digits of m * 2^e (m > 0, m < 2^53): the integer part's, then the
   fraction's, produced on demand. */
typedef struct pf_dig {
    char   ip[320];            /* integer digits, no leading zero         */
    int    ni, ipos;
    pf_big f;                  /* the fraction is f / 2^k                 */
    int    k;
    char   ch[9];              /* the fraction's current nine digits      */
    int    cpos, clen;
} pf_dig;

static void pf_dig_init(pf_dig *g, uint64_t m, int e)
{
    uint32_t chunk[40];
    int nc = 0, i, j;
    pf_big a;
    memset(&a, 0, sizeof a);
    memset(&g->f, 0, sizeof g->f);
    g->k = 0;
    if (e >= 0) {              /* integer: m << e spans three limbs */
        int li = e / 32, sh = e % 32;
        uint64_t lo = m << sh;
        a.w[li] = (uint32_t)lo;
        a.w[li + 1] = (uint32_t)(lo >> 32);
        a.w[li + 2] = sh ? (uint32_t)(m >> (64 - sh)) : 0;
        a.n = li + 3;
    } else {
        uint64_t ip = e > -64 ? m >> -e : 0, fr = e > -64 ? m & ((((uint64_t)1) << -e) - 1) : m;
        a.w[0] = (uint32_t)ip;
        a.w[1] = (uint32_t)(ip >> 32);
        a.n = 2;
        g->f.w[0] = (uint32_t)fr;
        g->f.w[1] = (uint32_t)(fr >> 32);
        g->f.n = 2;
        g->k = -e;
    }
    while (a.n && !a.w[a.n - 1])
        a.n--;
    while (g->f.n && !g->f.w[g->f.n - 1])
        g->f.n--;
    while (a.n)
        chunk[nc++] = pf_big_div(&a, 1000000000u);
    g->ni = 0;
    for (i = nc - 1; i >= 0; i--) {
        char t[9];
        uint32_t v = chunk[i];
        for (j = 8; j >= 0; j--) {
            t[j] = (char)('0' + v % 10);
            v /= 10;
        }
        for (j = 0; j < 9; j++)
            if (g->ni || t[j] != '0')  /* the top chunk is nonzero */
                g->ip[g->ni++] = t[j];
    }
    g->ipos = 0;
    g->cpos = g->clen = 0;
}

/* The fraction's next nine digits: f * 10^9 = top * 2^k + f'. */
static void pf_dig_chunk(pf_dig *g)
{
    pf_big *f = &g->f;
    uint64_t carry = 0, top;
    int i, li = g->k / 32, sh = g->k % 32;
    for (i = 0; i < f->n; i++) {
        uint64_t t = (uint64_t)f->w[i] * 1000000000u + carry;
        f->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry)
        f->w[f->n++] = (uint32_t)carry;
    top = ((((uint64_t)f->w[li + 1]) << 32) | f->w[li]) >> sh;
    f->w[li] &= sh ? (((uint32_t)1 << sh) - 1) : 0;
    for (i = li + 1; i < f->n; i++)
        f->w[i] = 0;
    if (f->n > li + 1)
        f->n = li + 1;
    while (f->n && !f->w[f->n - 1])
        f->n--;
    for (i = 8; i >= 0; i--) {
        g->ch[i] = (char)('0' + top % 10);
        top /= 10;
    }
    g->cpos = 0;
    g->clen = 9;
}

static char pf_dig_next(pf_dig *g)
{
    if (g->ipos < g->ni)
        return g->ip[g->ipos++];
    if (g->cpos == g->clen) {
        if (!g->f.n)
            return '0';
        pf_dig_chunk(g);
    }
    return g->ch[g->cpos++];
}

static int pf_dig_rest_nonzero(const pf_dig *g)
{
    int i;
    for (i = g->ipos; i < g->ni; i++)
        if (g->ip[i] != '0')
            return 1;
    for (i = g->cpos; i < g->clen; i++)
        if (g->ch[i] != '0')
            return 1;
    return g->f.n != 0;
}

/* A rounded decimal: the digits d[0..n) followed by nz zeros; x10 is the
   power of ten of d[0] (scientific) and ni the number of integer digits
   (fixed). */
typedef struct pf_dec {
    char     d[PF_DIGITS];
    int      n;
    uint64_t nz;
    int      x10, ni;
    int      carried;          /* rounding added a digit in front         */
} pf_dec;

/* Round m * 2^e (m > 0) to nearest, ties to even: sci: prec + 1
   significant digits; otherwise every integer digit and prec fraction
   digits. */
static void pf_decimal(pf_dec *r, uint64_t m, int e, int sci, uint64_t prec)
{
    pf_dig g;
    uint64_t need, avail, used = 0;
    int n = 0;
    pf_dig_init(&g, m, e);
    avail = (uint64_t)g.ni + (uint64_t)g.k;   /* digits after are all 0 */
    r->ni = g.ni;
    r->x10 = g.ni - 1;
    if (sci) {
        need = prec + 1;
        if (!g.ni) {           /* skip the fraction's leading zeros */
            char ch;
            while ((ch = pf_dig_next(&g)) == '0')
                used++;
            r->x10 = -(int)used - 1;
            r->d[n++] = ch;
            used++;
        }
    } else {
        need = (uint64_t)g.ni + prec;
    }
    while ((uint64_t)n < need && used < avail) {
        r->d[n++] = pf_dig_next(&g);
        used++;
    }
    r->nz = need - (uint64_t)n;
    r->carried = 0;
    if (r->nz == 0 && used < avail) {
        char rd = pf_dig_next(&g);
        int odd = n ? (r->d[n - 1] - '0') & 1 : 0;
        if (rd > '5' || (rd == '5' && (odd || pf_dig_rest_nonzero(&g)))) {
            int i = n - 1;
            while (i >= 0 && r->d[i] == '9')
                r->d[i--] = '0';
            if (i >= 0) {
                r->d[i]++;
            } else if (sci) {  /* 9.99 -> 10.0: same digit count */
                r->d[0] = '1';
                r->x10++;
                r->carried = 1;
            } else {           /* 99.9 -> 100.0: one more integer digit */
                memmove(r->d + 1, r->d, (size_t)n);
                r->d[0] = '1';
                n++;
                r->ni++;
                r->carried = 1;
            }
        }
    }
    r->n = n;
}

/* Append the digits [a, b) of d[0..n) followed by zeros, as pieces. */
static int pf_span(pf_piece *p, const pf_dec *r, uint64_t a, uint64_t b)
{
    int np = 0;
    if (a < (uint64_t)r->n && a < b) {
        uint64_t e = b < (uint64_t)r->n ? b : (uint64_t)r->n;
        p[np].s = r->d + a;
        p[np++].n = e - a;
        a = e;
    }
    if (a < b) {
        p[np].s = NULL;
        p[np++].n = b - a;
    }
    return np;
}

/* The end of a fraction [a, b) without its trailing zeros. */
static uint64_t pf_trim(const pf_dec *r, uint64_t a, uint64_t b)
{
    if (b > (uint64_t)r->n)
        b = (uint64_t)r->n > a ? (uint64_t)r->n : a;
    while (b > a && r->d[b - 1] == '0')
        b--;
    return b;
}

static int pf_exp10(char *s, int x, char e)
{
    int n = 0, u = x < 0 ? -x : x;
    s[n++] = e;
    s[n++] = x < 0 ? '-' : '+';
    if (u >= 100)
        s[n++] = (char)('0' + u / 100);
    s[n++] = (char)('0' + u / 10 % 10);
    s[n++] = (char)('0' + u % 10);
    return n;
}

/* inf and nan, signed as glibc signs them (-nan for a negative NaN); the
   '0' flag pads with spaces. */
static void pf_nonfinite(pv_fmt_out *o, const pf_spec *sp, uint64_t b,
                         int upper)
{
    char pre[1];
    size_t npre = pf_sign(pre, sp, (int)(b >> 63));
    pf_piece p;
    p.s = (b & 0x000fffffffffffffULL) ? (upper ? "NAN" : "nan")
                                      : (upper ? "INF" : "inf");
    p.n = 3;
    pf_field(o, sp, pre, npre, &p, 1, 0);
}

/* %f %F %e %E %g %G of the double with bits b. */
static void pf_float(pv_fmt_out *o, const pf_spec *sp, uint64_t b)
{
    int ef = (int)((b >> 52) & 0x7ff), conv = sp->conv | 0x20;
    int upper = sp->conv == 'F' || sp->conv == 'E' || sp->conv == 'G';
    int alt = (sp->flags & PF_ALT) != 0;
    uint64_t m = b & 0x000fffffffffffffULL;
    uint64_t prec = sp->prec < 0 ? 6 : (uint64_t)sp->prec, fa, fb;
    char pre[1], ex[8];
    size_t npre = pf_sign(pre, sp, (int)(b >> 63));
    pf_piece p[8];
    int np = 0, sci;
    pf_dec r;
    if (ef == 0x7ff) {
        pf_nonfinite(o, sp, b, upper);
        return;
    }
    if (conv == 'g' && prec == 0)
        prec = 1;
    sci = conv != 'f';
    if (ef == 0 && m == 0) {   /* zero: one digit, then zeros */
        r.d[0] = '0';
        r.n = 1;
        r.ni = 1;
        r.x10 = 0;
        r.carried = 0;
        r.nz = conv == 'g' ? prec - 1 : prec;
    } else {
        if (ef)
            m |= (uint64_t)1 << 52;
        else
            ef = 1;
        pf_decimal(&r, m, ef - 1075, sci, conv == 'g' ? prec - 1 : prec);
    }
    if (conv == 'g') {         /* %e's exponent picks the style */
        int x = r.x10;
        if (x >= -4 && (x < 0 || (uint64_t)x < prec)) {
            if (x >= 0) {
                np += pf_span(p + np, &r, 0, (uint64_t)x + 1);
                fa = (uint64_t)x + 1;
            } else {
                p[np].s = "0";
                p[np++].n = 1;
                fa = 0;
            }
            fb = alt ? prec : pf_trim(&r, fa, prec);
            if (fb > fa || alt) {
                p[np].s = ".";
                p[np++].n = 1;
            }
            if (x < 0) {       /* 0.000ddd */
                p[np].s = NULL;
                p[np++].n = (uint64_t)(-x - 1);
            }
            np += pf_span(p + np, &r, fa, fb);
            pf_field(o, sp, pre, npre, p, np, 1);
            return;
        }
        conv = 'e';
        prec--;
        fb = alt ? prec + 1 : pf_trim(&r, 1, prec + 1);
        /* glibc picks the style before rounding: when rounding carries a
           %f-style value into %e (999999.5 with %#g), it keeps the %f
           style's minimum of fraction digits, none here, so '#' keeps no
           zeros: 1.e+06 */
        if (alt && r.carried && (uint64_t)x == prec + 1)
            fb = 1;
    } else {
        fb = (conv == 'e' ? 1 : (uint64_t)r.ni) + prec;
    }
    if (conv == 'e') {
        np += pf_span(p + np, &r, 0, 1);
        fa = 1;
    } else if (r.ni == 0) {
        p[np].s = "0";
        p[np++].n = 1;
        fa = 0;
    } else {
        np += pf_span(p + np, &r, 0, (uint64_t)r.ni);
        fa = (uint64_t)r.ni;
    }
    if (fb > fa || alt) {
        p[np].s = ".";
        p[np++].n = 1;
    }
    np += pf_span(p + np, &r, fa, fb);
    if (conv == 'e') {
        p[np].s = ex;
        p[np++].n = (uint64_t)pf_exp10(ex, r.x10, upper ? 'E' : 'e');
    }
    pf_field(o, sp, pre, npre, p, np, 1);
}

/* %a %A: glibc's style, 0x1.xxxp+N, subnormals as 0x0.xxxp-1022; a
   precision rounds to nearest even and may carry into the leading digit
   (0x1.fp+0 with %.0a is 0x2p+0). */
static void pf_hexfloat(pv_fmt_out *o, const pf_spec *sp, uint64_t b)
{
    const char *dig = sp->conv == 'A' ? "0123456789ABCDEF" : "0123456789abcdef";
    int ef = (int)((b >> 52) & 0x7ff), x, nd, i, np = 0;
    uint64_t frac = b & 0x000fffffffffffffULL, lead = ef != 0, zeros = 0;
    char pre[3], hd[16], lc[1], ex[8];
    size_t npre;
    pf_piece p[6];
    if (ef == 0x7ff) {
        pf_nonfinite(o, sp, b, sp->conv == 'A');
        return;
    }
    x = ef ? ef - 1023 : (frac ? -1022 : 0);
    if (sp->prec < 0) {        /* as many digits as it takes */
        for (nd = 13; nd && !((frac >> (52 - 4 * nd)) & 15); nd--)
            ;
    } else if (sp->prec >= 13) {
        nd = 13;
        zeros = (uint64_t)sp->prec - 13;
    } else {
        int sh = 52 - 4 * sp->prec;
        uint64_t v = (lead << 52) | frac, q = v >> sh;
        uint64_t rem = v & (((uint64_t)1 << sh) - 1), half = (uint64_t)1 << (sh - 1);
        if (rem > half || (rem == half && (q & 1)))
            q++;
        nd = sp->prec;
        lead = q >> (4 * nd);
        frac = (q & (((uint64_t)1 << (4 * nd)) - 1)) << (52 - 4 * nd);
    }
    for (i = 0; i < nd; i++)
        hd[i] = dig[(frac >> (48 - 4 * i)) & 15];
    npre = pf_sign(pre, sp, (int)(b >> 63));
    pre[npre++] = '0';
    pre[npre++] = sp->conv == 'A' ? 'X' : 'x';
    lc[0] = dig[lead];
    p[np].s = lc;
    p[np++].n = 1;
    if (nd || zeros || (sp->flags & PF_ALT)) {
        p[np].s = ".";
        p[np++].n = 1;
    }
    p[np].s = hd;
    p[np++].n = (uint64_t)nd;
    p[np].s = NULL;
    p[np++].n = zeros;
    {
        int u = x < 0 ? -x : x, n = 0, k;
        char t[6];
        ex[n++] = sp->conv == 'A' ? 'P' : 'p';
        ex[n++] = x < 0 ? '-' : '+';
        k = 0;
        do {
            t[k++] = (char)('0' + u % 10);
            u /= 10;
        } while (u);
        while (k)
            ex[n++] = t[--k];
        p[np].s = ex;
        p[np++].n = (uint64_t)n;
    }
    pf_field(o, sp, pre, npre, p, np, 1);
}

/* ---- strings and characters -------------------------------------------- */

/* A wide character in UTF-8 ('?' when it is no Unicode scalar value). */
static int pf_utf8(char *s, uint32_t u)
{
    if (u < 0x80) {
        s[0] = (char)u;
        return 1;
    }
    if (u < 0x800) {
        s[0] = (char)(0xc0 | (u >> 6));
        s[1] = (char)(0x80 | (u & 0x3f));
        return 2;
    }
    if (u >= 0xd800 && u < 0xe000) {
        s[0] = '?';
        return 1;
    }
    if (u < 0x10000) {
        s[0] = (char)(0xe0 | (u >> 12));
        s[1] = (char)(0x80 | ((u >> 6) & 0x3f));
        s[2] = (char)(0x80 | (u & 0x3f));
        return 3;
    }
    if (u < 0x110000) {
        s[0] = (char)(0xf0 | (u >> 18));
        s[1] = (char)(0x80 | ((u >> 12) & 0x3f));
        s[2] = (char)(0x80 | ((u >> 6) & 0x3f));
        s[3] = (char)(0x80 | (u & 0x3f));
        return 4;
    }
    s[0] = '?';
    return 1;
}

/* Measure (emit == 0) or copy the string at a, at most lim bytes of
   output; wide: 4-byte characters written in UTF-8, never split. */
static int pf_string(pf_ctx *c, uint64_t a, uint64_t lim, int wide, int emit,
                     uint64_t *len)
{
    const char *what = wide ? "%ls string" : "%s string";
    pf_src s;
    char tmp[256];
    size_t nt = 0;
    uint64_t n = 0, units = 0;
    pf_src_init(&s, c, a);
    for (;;) {
        char enc[4];
        int ne, i;
        uint32_t u = 0;
        if (n >= lim)
            break;
        if (units >= PV_FMT_MAX_STRING)
            return pf_too_long(c, what, a, PV_FMT_MAX_STRING);
        for (i = 0; i < (wide ? 4 : 1); i++) {
            int byte = pf_src_byte(&s);
            if (byte < 0)
                return pf_fault(c, what, a, s.addr);
            u |= (uint32_t)byte << (8 * i);
        }
        units += wide ? 4 : 1;
        if (u == 0)
            break;
        if (wide) {
            ne = pf_utf8(enc, u);
            if (n + (uint64_t)ne > lim)
                break;
        } else {
            enc[0] = (char)u;
            ne = 1;
        }
        if (emit) {
            if (nt + (size_t)ne > sizeof tmp) {
                pf_put(c->out, tmp, nt);
                nt = 0;
            }
            memcpy(tmp + nt, enc, (size_t)ne);
            nt += (size_t)ne;
        }
        n += (uint64_t)ne;
    }
    if (emit)
        pf_put(c->out, tmp, nt);
    *len = n;
    return 0;
}

/* %s %ls: NULL prints "(null)", or nothing when the precision is below 6. */
static int pf_str_field(pf_ctx *c, const pf_spec *sp, uint64_t a, int wide)
{
    uint64_t lim = sp->prec < 0 ? ~(uint64_t)0 : (uint64_t)sp->prec, n = 0;
    uint64_t w = (uint64_t)sp->width;
    if (a == 0) {
        pf_piece p;
        p.s = "(null)";
        p.n = sp->prec < 0 || sp->prec >= 6 ? 6 : 0;
        pf_field(c->out, sp, NULL, 0, &p, 1, 0);
        return 0;
    }
    if (w && !(sp->flags & PF_LEFT)) {
        if (pf_string(c, a, lim, wide, 0, &n) < 0)
            return -1;
        if (w > n)
            pf_fill(c->out, ' ', w - n);
        return pf_string(c, a, lim, wide, 1, &n);
    }
    if (pf_string(c, a, lim, wide, 1, &n) < 0)
        return -1;
    if (w > n)
        pf_fill(c->out, ' ', w - n);
    return 0;
}

/* ---- the format -------------------------------------------------------- */

/* The next format byte; -1 on a fault (with the message). */
static int pf_fmt_byte(pf_ctx *c, pf_src *fs, uint64_t fmt)
{
    int ch;
    if (fs->addr - fmt >= PV_FMT_MAX_FORMAT)
        return pf_too_long(c, "format", fmt, PV_FMT_MAX_FORMAT);
    ch = pf_src_byte(fs);
    if (ch < 0)
        return pf_fault(c, "format", fmt, fs->addr);
    return ch;
}

/* Print the format's bytes [a, b) as they are. */
static int pf_verbatim(pf_ctx *c, uint64_t fmt, uint64_t a, uint64_t b)
{
    pf_src s;
    pf_src_init(&s, c, a);
    while (s.addr < b) {
        char ch;
        int byte = pf_src_byte(&s);
        if (byte < 0)
            return pf_fault(c, "format", fmt, s.addr);
        ch = (char)byte;
        pf_put(c->out, &ch, 1);
    }
    return 0;
}

static int pf_digit(int ch)
{
    return ch >= '0' && ch <= '9';
}

/* Accumulate a decimal width or precision, saturating at INT32_MAX. */
static int pf_accum(int v, int ch)
{
    return v > (INT32_MAX - 9) / 10 ? INT32_MAX : v * 10 + (ch - '0');
}

/* One conversion; fs is past its '%' at address at. Returns 0, 1 when
   the format ended inside it, -1 on a fault. */
static int pf_conv(pf_ctx *c, pf_src *fs, uint64_t fmt, uint64_t at)
{
    pf_spec sp;
    uint64_t v;
    int ch, r, neg;
    sp.flags = 0;
    sp.width = 0;
    sp.prec = -1;
    sp.len = PF_LEN_NONE;
    /* flags ('\'' grouping and 'I' digits change nothing in the C locale) */
    for (;;) {
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
        if (ch == '-') sp.flags |= PF_LEFT;
        else if (ch == '+') sp.flags |= PF_PLUS;
        else if (ch == ' ') sp.flags |= PF_SPACE;
        else if (ch == '#') sp.flags |= PF_ALT;
        else if (ch == '0') sp.flags |= PF_ZERO;
        else if (ch != '\'' && ch != 'I') break;
    }
    if (ch == '*') {           /* a negative width means '-' */
        if ((r = pf_arg(c, 4, &v)) <= 0)
            goto limit;
        if ((int32_t)(uint32_t)v < 0) {
            sp.flags |= PF_LEFT;
            sp.width = (uint32_t)v == 0x80000000u ? INT32_MAX : -(int32_t)(uint32_t)v;
        } else {
            sp.width = (int32_t)(uint32_t)v;
        }
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
    } else {
        for (; pf_digit(ch); ) {
            sp.width = pf_accum(sp.width, ch);
            if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
                return -1;
        }
    }
    if (ch == '.') {
        sp.prec = 0;
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
        if (ch == '*') {       /* a negative precision means none */
            if ((r = pf_arg(c, 4, &v)) <= 0)
                goto limit;
            sp.prec = (int32_t)(uint32_t)v < 0 ? -1 : (int32_t)(uint32_t)v;
            if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
                return -1;
        } else {
            for (; pf_digit(ch); ) {
                sp.prec = pf_accum(sp.prec, ch);
                if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
                    return -1;
            }
        }
    }
    if (ch == 'h' || ch == 'l') {
        int first = ch;
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
        if (ch == first) {
            sp.len = ch == 'h' ? PF_LEN_HH : PF_LEN_LL;
            if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
                return -1;
        } else {
            sp.len = first == 'h' ? PF_LEN_H : PF_LEN_L;
        }
    } else if (ch == 'L' || ch == 'q' || ch == 'j' || ch == 'z' ||
               ch == 'Z' || ch == 't') {
        sp.len = PF_LEN_LL;
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
    }
    sp.conv = ch;
    switch (ch) {
    case 0:                    /* the format ends inside a conversion */
        return pf_verbatim(c, fmt, at, fs->addr - 1) < 0 ? -1 : 1;
    case '%':
        pf_put(c->out, "%", 1);
        return 0;
    case 'd': case 'i': {
        int big = sp.len >= PF_LEN_L;
        if ((r = pf_arg(c, big ? 8 : 4, &v)) <= 0)
            goto limit;
        if (!big)
            v = (uint64_t)(int64_t)(int32_t)(uint32_t)v;
        if (sp.len == PF_LEN_HH)
            v = (uint64_t)(int64_t)(int8_t)(uint8_t)v;
        else if (sp.len == PF_LEN_H)
            v = (uint64_t)(int64_t)(int16_t)(uint16_t)v;
        neg = (int64_t)v < 0;
        pf_integer(c->out, &sp, neg ? 0 - v : v, neg, 1, 10, 0, 0);
        return 0;
    }
    case 'u': case 'o': case 'x': case 'X': {
        int big = sp.len >= PF_LEN_L;
        if ((r = pf_arg(c, big ? 8 : 4, &v)) <= 0)
            goto limit;
        if (sp.len == PF_LEN_HH)
            v &= 0xff;
        else if (sp.len == PF_LEN_H)
            v &= 0xffff;
        pf_integer(c->out, &sp, v, 0, 0, ch == 'u' ? 10 : ch == 'o' ? 8 : 16,
                   ch == 'X', (sp.flags & PF_ALT) != 0);
        return 0;
    }
    case 'p':
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        if (v == 0) {          /* "(nil)", whatever the precision */
            pf_piece p;
            p.s = "(nil)";
            p.n = 5;
            pf_field(c->out, &sp, NULL, 0, &p, 1, 0);
        } else {
            pf_integer(c->out, &sp, v, 0, 1, 16, 0, 1);
        }
        return 0;
    case 'c': case 'C': {
        char enc[4];
        pf_piece p;
        if ((r = pf_arg(c, 4, &v)) <= 0)
            goto limit;
        if (ch == 'C' || sp.len == PF_LEN_L) {
            p.n = (uint64_t)pf_utf8(enc, (uint32_t)v);
        } else {
            enc[0] = (char)(uint8_t)v;
            p.n = 1;
        }
        p.s = enc;
        pf_field(c->out, &sp, NULL, 0, &p, 1, 0);
        return 0;
    }
    case 's': case 'S':
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        return pf_str_field(c, &sp, v, ch == 'S' || sp.len == PF_LEN_L);
    case 'n':                  /* the host cannot store into the kernel */
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        return 0;
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        pf_float(c->out, &sp, v);
        return 0;
    case 'a': case 'A':
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        pf_hexfloat(c->out, &sp, v);
        return 0;
    default:                   /* unknown: printed as written */
        return pf_verbatim(c, fmt, at, fs->addr);
    }
limit:
    if (r < 0)
        return -1;
    /* past the argument limit: the whole conversion is printed as written */
    while (ch != 0 && strchr("-+ #0'I123456789.*hlLqjzZt", ch)) {
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
    }
    if (ch == 0)
        return pf_verbatim(c, fmt, at, fs->addr - 1) < 0 ? -1 : 1;
    return pf_verbatim(c, fmt, at, fs->addr);
}

PTXVM_INTERNAL int pv_format_printf(pv_fmt_read_fn rd, void *user,
                                    uint64_t fmt_addr, uint64_t args_addr,
                                    pv_fmt_out *out, char *err,
                                    size_t errcap)
{
    pf_ctx c;
    pf_src fs;
    char lit[128];
    size_t nl = 0;
    out->len = 0;
    out->truncated = 0;
    if (out->cap)
        out->buf[0] = 0;
    if (errcap)
        err[0] = 0;
    if (fmt_addr == 0)
        return PV_FMT_NULL_FORMAT;
    c.rd = rd;
    c.user = user;
    c.out = out;
    c.err = err;
    c.errcap = errcap;
    c.errlen = 0;
    c.args = args_addr;
    c.off = 0;
    c.nargs = 0;
    pf_src_init(&fs, &c, fmt_addr);
    for (;;) {
        int ch = pf_fmt_byte(&c, &fs, fmt_addr), r;
        if (ch < 0)
            return PV_FMT_FAULT;
        if (ch != 0 && ch != '%') {
            lit[nl++] = (char)ch;
            if (nl == sizeof lit) {
                pf_put(out, lit, nl);
                nl = 0;
            }
            continue;
        }
        pf_put(out, lit, nl);
        nl = 0;
        if (ch == 0)
            break;
        r = pf_conv(&c, &fs, fmt_addr, fs.addr - 1);
        if (r < 0)
            return PV_FMT_FAULT;
        if (r > 0)
            break;
    }
    if (out->cap)
        out->buf[out->len] = 0;
    return c.nargs;
}
/* ---- src/sema.c ---- */
/* The checker: module-scope names, variable layout, function bodies with
   block scoping, labels, and per-instruction checks through isa.h.

   Name lookup is by symbol id: bind[sym] holds the innermost declaration
   visible at the current point of a body, and an undo stack restores the
   outer binding when a block closes, so every lookup is one array read. */
#include <stdio.h>
#include <stdlib.h>

/* A binding: what a symbol currently names. */
enum { B_NONE = 0, B_VAR, B_FUNC, B_LABEL, B_TLIST, B_PROTO };
typedef struct sema_bind {
    uint8_t  kind;
    uint32_t index;
} sema_bind;

typedef struct sema_undo {
    uint32_t  sym;
    sema_bind old;
} sema_undo;

struct pv_sema {
    ir_module *m;
    pv_diag   *diag;
    uint32_t   nsyms;
    sema_bind *gbind;       /* module scope                              */
    sema_bind *lbind;       /* function scope (vars, labels, prototypes) */
    uint32_t   fi;          /* function being checked                    */
    sema_undo *undo;        /* block-scope undo stack                    */
    uint32_t   nundo, capundo;
    pv_isa    *isa;         /* the instruction checker's compiled table  */
    uint32_t  *callees;     /* scratch: direct callees of the function   */
    uint32_t  *decl_item;   /* per function: item index of the first
                               declaration of its name                  */
    uint32_t   cur_item;    /* item index of the function being checked */
    uint32_t  *files;       /* sorted .file numbers                      */
    uint32_t   nfiles;
    sema_visit_fn visit;    /* called per statement (compiler), or NULL  */
    void      *visit_ctx;
    char       shown[2][72];  /* names cut short for messages          */
    uint32_t   nshown;
    uint32_t  *split;       /* per symbol: how %r57 splits into the
                               prefix symbol (%r) and 57, computed once:
                               [2*sym] prefix (UINT32_MAX: none), [2*sym+1]
                               element; 0,0 = not computed yet          */
    uint32_t   ncallees, capcallees;
    uint32_t  *item_of;     /* per function: its item (sema_open only)    */
};

PTXVM_INTERNAL ir_module *sema_module(pv_sema *S) { return S->m; }
PTXVM_INTERNAL pv_diag *sema_diag(pv_sema *S) { return S->diag; }

static PV_NORETURN void sema_fail(pv_sema *S, uint32_t line, uint32_t col,
                                  const char *fmt, const char *a,
                                  const char *b)
{
    pv_fail(S->diag, PTXVM_E_SEMANTIC, line, col, fmt, a, b);
}

static const char *name_of(pv_sema *S, uint32_t sym)
{
    return ir_name(S->m, sym);
}

/* A name for a message: at most 64 bytes of it, so that a megabyte of
   identifier cannot crowd out the rest. Two rotating buffers serve the
   messages that show two names. */
static const char *shown(pv_sema *S, uint32_t sym)
{
    char *b = S->shown[S->nshown++ & 1];
    uint32_t len = pv_sym_len(&S->m->strtab, sym);
    if (len <= 64)
        return name_of(S, sym);
    memcpy(b, name_of(S, sym), 64);
    memcpy(b + 64, "...", 4);
    return b;
}

/* ---- special registers -------------------------------------------- */

/* %envreg0..31, %pm0..7, %pm0_64..%pm7_64: recognised by their text. */
static int pattern_sreg(const char *s, uint32_t len, ir_type *type)
{
    uint32_t n = 0, i, digits_at;
    if (len > 7 && memcmp(s, "%envreg", 7) == 0) {
        digits_at = 7;
        *type = T_B32;
    } else if (len > 3 && memcmp(s, "%pm", 3) == 0) {
        digits_at = 3;
        *type = T_U32;
        if (len > 6 && memcmp(s + len - 3, "_64", 3) == 0) {
            len -= 3;
            *type = T_U64;
        }
    } else {
        return 0;
    }
    if (len - digits_at > 2 || (s[digits_at] == '0' && len - digits_at > 1))
        return 0;
    for (i = digits_at; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        n = n * 10 + (uint32_t)(s[i] - '0');
    }
    return *type == T_B32 ? n < 32 : n < 8;
}

static int sreg_info(pv_sema *S, uint32_t sym, sema_ref *out)
{
    ir_type t = T_U32;
    uint8_t vec = 0;
    switch (sym) {
    case KW_sr_tid: case KW_sr_ntid: case KW_sr_ctaid: case KW_sr_nctaid:
    case KW_sr_clusterid: case KW_sr_nclusterid: case KW_sr_cluster_ctaid:
    case KW_sr_cluster_nctaid:
        vec = 4;
        break;
    case KW_sr_laneid: case KW_sr_warpid: case KW_sr_nwarpid: case KW_sr_smid:
    case KW_sr_nsmid: case KW_sr_clock: case KW_sr_clock_hi:
    case KW_sr_lanemask_eq: case KW_sr_lanemask_le: case KW_sr_lanemask_lt:
    case KW_sr_lanemask_ge: case KW_sr_lanemask_gt: case KW_sr_total_smem_size:
    case KW_sr_dynamic_smem_size: case KW_sr_aggr_smem_size:
    case KW_sr_reserved_smem_offset_begin: case KW_sr_reserved_smem_offset_end:
    case KW_sr_reserved_smem_offset_cap: case KW_sr_reserved_smem_offset_0:
    case KW_sr_reserved_smem_offset_1: case KW_sr_cluster_ctarank:
    case KW_sr_cluster_nctarank: case KW_sr_globaltimer_lo:
    case KW_sr_globaltimer_hi:
        break;
    case KW_sr_clock64: case KW_sr_globaltimer: case KW_sr_gridid:
    case KW_sr_current_graph_exec:
        t = T_U64;
        break;
    case KW_sr_is_explicit_cluster:
        t = T_PRED;
        break;
    default:
        if (!pattern_sreg(name_of(S, sym), pv_sym_len(&S->m->strtab, sym), &t))
            return 0;
    }
    out->kind = REF_SREG;
    out->index = sym;
    out->type = t;
    out->vec = vec;
    out->space = SP_SREG;
    out->element = 0;
    return 1;
}

/* ---- resolution ----------------------------------------------------- */

static int bind_to_ref(pv_sema *S, sema_bind b, sema_ref *out)
{
    memset(out, 0, sizeof *out);
    switch (b.kind) {
    case B_VAR: {
        const ir_var *v = &S->m->vars.data[b.index];
        out->kind = REF_VAR;
        out->index = b.index;
        out->type = (ir_type)v->type;
        out->vec = v->vec;
        out->space = (ir_space)v->space;
        return 0;
    }
    case B_FUNC:
    case B_PROTO:
        out->kind = REF_FUNC;
        out->index = b.index;
        return 0;
    case B_LABEL:
        out->kind = REF_LABEL;
        out->index = b.index;
        return 0;
    case B_TLIST:
        out->kind = REF_TLIST;
        out->index = b.index;
        return 0;
    default:
        return -1;
    }
}

static sema_bind lookup(pv_sema *S, uint32_t sym)
{
    sema_bind b;
    b.kind = B_NONE;
    b.index = 0;
    if (sym >= S->nsyms)
        return b;
    if (S->lbind[sym].kind)        /* empty outside function bodies */
        return S->lbind[sym];
    return S->gbind[sym];
}

PTXVM_INTERNAL int sema_resolve(pv_sema *S, uint32_t sym, sema_ref *out)
{
    sema_bind b = lookup(S, sym);
    const char *s;
    uint32_t len, d, n = 0, prefix;
    if (b.kind) {
        /* %r of %r<100> names no register: only %r0..%r99 do */
        if (b.kind == B_VAR && (S->m->vars.data[b.index].flags & VF_PARAMETERISED))
            return -1;
        return bind_to_ref(S, b, out);
    }
    if (sym < KW_COUNT)
        return sreg_info(S, sym, out) ? 0 : -1;
    /* %r57 names element 57 of a parameterised %r<N> */
    if (sym >= S->nsyms)
        return -1;
    if (!S->split[2 * sym] && !S->split[2 * sym + 1]) {
        s = name_of(S, sym);
        len = pv_sym_len(&S->m->strtab, sym);
        d = len;
        while (d > 0 && s[d - 1] >= '0' && s[d - 1] <= '9')
            d--;
        prefix = 0;
        if (!(d == len || d == 0 || len - d > 9 || (s[d] == '0' && len - d > 1)))
            prefix = pv_lookup(&S->m->strtab, s, d);
        if (prefix) {
            uint32_t i;
            for (i = d; i < len; i++)
                n = n * 10 + (uint32_t)(s[i] - '0');
        }
        S->split[2 * sym] = prefix ? prefix : UINT32_MAX;
        S->split[2 * sym + 1] = n;
    }
    prefix = S->split[2 * sym];
    n = S->split[2 * sym + 1];
    b.kind = B_NONE;
    if (prefix != UINT32_MAX)
        b = lookup(S, prefix);
    if (b.kind != B_VAR || !(S->m->vars.data[b.index].flags & VF_PARAMETERISED) ||
        n >= S->m->vars.data[b.index].count) {
        /* %envreg3, %pm0_64: special registers recognised by pattern */
        if (name_of(S, sym)[0] == '%' && sreg_info(S, sym, out))
            return 0;
        return -1;
    }
    bind_to_ref(S, b, out);
    out->element = n;
    return 0;
}

/* ---- layout ---------------------------------------------------------- */

static void layout_var(pv_sema *S, ir_var *v)
{
    uint64_t n = ir_type_size((ir_type)v->type);
    uint32_t d;
    if (v->vec) {
        if (v->type == T_PRED || (v->vec == 8 && n > 4) ||
            (uint64_t)v->vec * n > 16 + 16 * (v->vec == 8))
            sema_fail(S, v->line, v->col,
                      "vector of %s%s is not a legal variable type",
                      shown(S, ir_type_kw((ir_type)v->type)), "");
        n *= v->vec;
    }
    if (!v->align)
        v->align = (uint32_t)n ? (uint32_t)n : 1;
    for (d = 0; d < v->ndims; d++) {
        uint64_t dim = S->m->dims.data[v->dims + d];
        if (d == 0 && dim == 0) {
            const ir_init *in = v->init ? &S->m->inits.data[v->init] : NULL;
            dim = in ? in->elems : 0;
            if (!dim) {
                n = 0;
                break;
            }
        }
        if (n && dim > ((uint64_t)1 << 62) / n)
            sema_fail(S, v->line, v->col, "variable %s is too large%s",
                      shown(S, v->name), "");
        n *= dim;
    }
    v->size = n;
    if (v->type == T_PRED && v->space != SP_REG)
        sema_fail(S, v->line, v->col, ".pred variables must be in the .reg "
                  "state space, not %s%s",
                  name_of(S, ir_space_kw((ir_space)v->space)), "");
    if (v->size == 0 && v->ndims && v->linkage != LK_EXTERN &&
        v->space != SP_PARAM)
        sema_fail(S, v->line, v->col, "array %s needs a size or an "
                  "initialiser%s", shown(S, v->name), "");
    if (v->size == 0 && v->ndims == 0)
        sema_fail(S, v->line, v->col, "variable %s has no size%s",
                  shown(S, v->name), "");
}

/* ---- module scope ------------------------------------------------------ */

static void redefined(pv_sema *S, uint32_t sym, uint32_t line, uint32_t col,
                      uint32_t pline, uint32_t pcol)
{
    char where[64];
    snprintf(where, sizeof where, " (first declared at %lu:%lu)",
             (unsigned long)pline, (unsigned long)pcol);
    sema_fail(S, line, col, "redefinition of '%s'%s", shown(S, sym), where);
}

static void bind_global_var(pv_sema *S, uint32_t vi)
{
    ir_var *v = &S->m->vars.data[vi];
    sema_bind *b = &S->gbind[v->name];
    if (v->space == SP_REG || v->space == SP_PARAM)
        sema_fail(S, v->line, v->col, "%s variables cannot be declared "
                      "at module scope%s",
                      shown(S, ir_space_kw((ir_space)v->space)), "");
    if (b->kind == B_VAR) {
        ir_var *p = &S->m->vars.data[b->index];
        /* an .extern declaration may precede or follow the definition */
        if (p->linkage == LK_EXTERN || v->linkage == LK_EXTERN) {
            if (v->linkage != LK_EXTERN)
                b->index = vi;
            return;
        }
        redefined(S, v->name, v->line, v->col, p->line, p->col);
    }
    if (b->kind == B_FUNC) {
        const ir_func *f = &S->m->funcs.data[b->index];
        redefined(S, v->name, v->line, v->col, f->line, f->col);
    }
    b->kind = B_VAR;
    b->index = vi;
}

static int same_signature(const ir_module *m, const ir_func *a, const ir_func *b)
{
    uint32_t i;
    if (a->nparams != b->nparams || a->nrets != b->nrets ||
        (a->flags & FF_ENTRY) != (b->flags & FF_ENTRY))
        return 0;
    for (i = 0; i < a->nparams; i++) {
        const ir_var *x = &m->vars.data[a->params + i], *y = &m->vars.data[b->params + i];
        if (x->type != y->type || x->space != y->space || x->vec != y->vec ||
            x->ndims != y->ndims)
            return 0;
    }
    for (i = 0; i < a->nrets; i++) {
        const ir_var *x = &m->vars.data[a->rets + i], *y = &m->vars.data[b->rets + i];
        if (x->type != y->type || x->space != y->space || x->vec != y->vec)
            return 0;
    }
    return 1;
}

static void bind_global_func(pv_sema *S, uint32_t fi)
{
    ir_func *f = &S->m->funcs.data[fi];
    sema_bind *b = &S->gbind[f->name];
    if (b->kind == B_VAR) {
        const ir_var *v = &S->m->vars.data[b->index];
        redefined(S, f->name, f->line, f->col, v->line, v->col);
    }
    if (b->kind == B_FUNC) {
        ir_func *p = &S->m->funcs.data[b->index];
        if ((p->flags & FF_BODY) && (f->flags & FF_BODY))
            redefined(S, f->name, f->line, f->col, p->line, p->col);
        if (!same_signature(S->m, p, f))
            sema_fail(S, f->line, f->col, "declaration of '%s' does not match "
                      "its earlier declaration%s", shown(S, f->name), "");
        if (!(f->flags & FF_BODY))
            return;          /* keep the definition or the first declaration */
    }
    b->kind = B_FUNC;
    b->index = fi;
}

/* ---- function bodies ---------------------------------------------------- */

static void push_undo(pv_sema *S, uint32_t sym)
{
    sema_undo *u;
    if (S->nundo == S->capundo) {
        sema_undo *n = (sema_undo *)pv_grow(S->m->heap, S->undo, &S->capundo,
                                            S->nundo + 1, sizeof *n);
        if (!n)
            pv_fail_oom(S->diag);
        S->undo = n;
    }
    u = &S->undo[S->nundo++];
    u->sym = sym;
    u->old = S->lbind[sym];
}

/* Declare a body variable or parameter in the current block. */
static void declare_local(pv_sema *S, uint32_t vi, uint32_t scope)
{
    ir_var *v = &S->m->vars.data[vi];
    sema_bind *b;
    if (!v->name)
        return;                         /* '_' in a prototype */
    b = &S->lbind[v->name];
    if (b->kind == B_VAR && S->m->vars.data[b->index].scope == scope) {
        const ir_var *p = &S->m->vars.data[b->index];
        redefined(S, v->name, v->line, v->col, p->line, p->col);
    }
    if (b->kind == B_LABEL || b->kind == B_TLIST || b->kind == B_PROTO)
        sema_fail(S, v->line, v->col, "'%s' is already a label%s",
                  shown(S, v->name), "");
    push_undo(S, v->name);
    b->kind = B_VAR;
    b->index = vi;
}

static void add_callee(pv_sema *S, uint32_t fi)
{
    uint32_t i;
    for (i = 0; i < S->ncallees; i++)
        if (S->callees[i] == fi)
            return;
    if (S->ncallees == S->capcallees) {
        uint32_t *n = (uint32_t *)pv_grow(S->m->heap, S->callees,
                                          &S->capcallees, S->ncallees + 1,
                                          sizeof *n);
        if (!n)
            pv_fail_oom(S->diag);
        S->callees = n;
    }
    S->callees[S->ncallees++] = fi;
}

/* Resolve every name an operand mentions; record call edges and
   functions whose address escapes. */
static void check_names(pv_sema *S, const ir_inst *in, const ir_opnd *o,
                        uint32_t n, int call_target_pos)
{
    uint32_t i;
    for (i = 0; i < n; i++) {
        sema_ref r;
        const ir_opnd *op = &o[i];
        switch (op->kind) {
        case OK_VEC: case OK_LIST: case OK_PAIR: case OK_BRACKET:
            check_names(S, in, S->m->opnds.data + op->sub, op->n, -1);
            continue;
        case OK_REG: case OK_SYM: case OK_ADDR:
            if (!op->sym)
                continue;
            if (sema_resolve(S, op->sym, &r) != 0)
                sema_fail(S, op->line ? op->line : in->line,
                          op->line ? op->col : in->col,
                          "'%s' is not declared%s", shown(S, op->sym), "");
            if (r.kind == REF_FUNC) {
                /* ISA 7.1: a function is declared before it is used */
                if (S->decl_item[r.index] > S->cur_item)
                    sema_fail(S, op->line ? op->line : in->line,
                              op->line ? op->col : in->col,
                              "function '%s' is used before it is declared%s",
                              shown(S, op->sym), "");
                if ((int)i == call_target_pos)
                    add_callee(S, r.index);
                else
                    S->m->funcs.data[r.index].flags |= FF_ADDRESS_TAKEN;
            }
            continue;
        default:
            continue;
        }
    }
}

static void check_inst(pv_sema *S, uint32_t ii)
{
    const ir_inst *in = &S->m->insts.data[ii];
    ir_func *f = &S->m->funcs.data[S->fi];
    const ir_opnd *ops = ir_opnds(S->m, in);
    int target = -1;
    if (in->guard) {
        sema_ref r;
        if (sema_resolve(S, in->guard, &r) != 0)
            sema_fail(S, in->line, in->col, "'%s' is not declared%s",
                      shown(S, in->guard), "");
        if ((r.kind != REF_VAR && r.kind != REF_SREG) || r.type != T_PRED ||
            r.vec)
            sema_fail(S, in->line, in->col, "guard '%s' is not a predicate "
                      "register%s", shown(S, in->guard), "");
    }
    if (in->opcode == KW_op_call) {
        /* call [(rets),] target [, (args)] [, targets|prototype] */
        target = in->nopnds > 0 && ops[0].kind == OK_LIST ? 1 : 0;
        if ((uint32_t)target < in->nopnds) {
            sema_ref r;
            if (ops[target].kind == OK_REG &&
                sema_resolve(S, ops[target].sym, &r) == 0 && r.kind == REF_VAR)
                f->indirect = 1;
        }
    }
    check_names(S, in, ops, in->nopnds, target);
    if (!isa_known(in->opcode)) {
        if (!f->unknown_inst)
            f->unknown_inst = ii;
        if (S->visit)
            S->visit(S->visit_ctx, S, ii, NULL);
        return;
    }
    {
        isa_decoded dec;
        isa_check(S->isa, S, in, &dec);
        if (S->visit)
            S->visit(S->visit_ctx, S, ii, &dec);
    }
}

static void collect_labels(pv_sema *S, const ir_func *f)
{
    uint32_t i;
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &S->m->stmts.data[f->stmts + i];
        uint32_t sym, line, col, kind;
        if (st->kind == ST_LABEL) {
            const ir_label *l = &S->m->labels.data[st->index];
            sym = l->name; line = l->line; col = l->col; kind = B_LABEL;
        } else if (st->kind == ST_TARGETS) {
            const ir_tlist *t = &S->m->tlists.data[st->index];
            sym = t->name; line = t->line; col = t->col; kind = B_TLIST;
        } else if (st->kind == ST_PROTO) {
            const ir_func *p = &S->m->funcs.data[st->index];
            sym = p->name; line = p->line; col = p->col; kind = B_PROTO;
        } else {
            continue;
        }
        if (S->lbind[sym].kind) {
            uint32_t pl = 0, pc = 0;
            sema_bind b = S->lbind[sym];
            if (b.kind == B_LABEL) {
                pl = S->m->labels.data[b.index].line;
                pc = S->m->labels.data[b.index].col;
            } else if (b.kind == B_TLIST) {
                pl = S->m->tlists.data[b.index].line;
                pc = S->m->tlists.data[b.index].col;
            } else if (b.kind == B_PROTO) {
                pl = S->m->funcs.data[b.index].line;
                pc = S->m->funcs.data[b.index].col;
            } else if (b.kind == B_VAR) {
                pl = S->m->vars.data[b.index].line;
                pc = S->m->vars.data[b.index].col;
            }
            redefined(S, sym, line, col, pl, pc);
        }
        push_undo(S, sym);
        S->lbind[sym].kind = (uint8_t)kind;
        S->lbind[sym].index = st->index;
    }
}

static void check_tlist(pv_sema *S, const ir_tlist *t)
{
    uint32_t i;
    for (i = 0; i < t->n; i++) {
        uint32_t sym = S->m->syms.data[t->syms + i];
        sema_bind b = lookup(S, sym);
        if (t->kind == KW_branchtargets ? b.kind != B_LABEL : b.kind != B_FUNC)
            sema_fail(S, t->line, t->col, "'%s' in this list is not %s",
                      shown(S, sym), t->kind == KW_branchtargets ?
                      "a label of this function" : "a function");
        if (t->kind == KW_calltargets)
            add_callee(S, b.index);
    }
}

/* .loc names a file declared by .file */
static void check_loc(pv_sema *S, const ir_loc *l)
{
    uint32_t lo = 0, hi = S->nfiles;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (S->files[mid] == l->file)
            return;
        if (S->files[mid] < l->file)
            lo = mid + 1;
        else
            hi = mid;
    }
    {
        char num[16];
        snprintf(num, sizeof num, "%lu", (unsigned long)l->file);
        sema_fail(S, l->at_line, l->at_col, ".loc names file %s, which no "
                  ".file directive declares%s", num, "");
    }
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static void check_params(pv_sema *S, const ir_func *f)
{
    uint32_t i;
    for (i = 0; i < f->nparams + f->nrets; i++) {
        uint32_t vi = i < f->nrets ? f->rets + i : f->params + (i - f->nrets);
        ir_var *v = &S->m->vars.data[vi];
        layout_var(S, v);
        if ((f->flags & FF_ENTRY) && v->space != SP_PARAM)
            sema_fail(S, v->line, v->col, "kernel parameter '%s' must be in "
                      "the .param state space%s", shown(S, v->name), "");
        if (v->ndims && (v->flags & VF_UNSIZED))
            sema_fail(S, v->line, v->col, "parameter '%s' needs a size%s",
                      shown(S, v->name), "");
        if (!(f->flags & FF_PROTOTYPE))
            declare_local(S, vi, 0);
    }
}

static void check_function(pv_sema *S, uint32_t fi)
{
    ir_func *f = &S->m->funcs.data[fi];
    uint32_t i, scope = 0;
    uint32_t stack[PTXVM_MAX_NESTING + 1], top = 0, mark[PTXVM_MAX_NESTING + 1];
    S->fi = fi;
    S->nundo = 0;
    S->ncallees = 0;
    check_params(S, f);
    if (!(f->flags & FF_BODY)) {
        while (S->nundo)
            S->nundo--, S->lbind[S->undo[S->nundo].sym] = S->undo[S->nundo].old;
        S->fi = 0;
        return;
    }
    collect_labels(S, f);
    stack[0] = 0;
    mark[0] = S->nundo;
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &S->m->stmts.data[f->stmts + i];
        switch (st->kind) {
        case ST_VAR: {
            ir_var *v = &S->m->vars.data[st->index];
            if (v->linkage == LK_EXTERN && v->space != SP_SHARED)
                sema_fail(S, v->line, v->col, "only .shared variables may be "
                          ".extern inside a function%s", "", "");
            layout_var(S, v);
            declare_local(S, st->index, scope);
            break;
        }
        case ST_OPEN:
            stack[++top] = scope = st->index;
            mark[top] = S->nundo;
            break;
        case ST_CLOSE:
            while (S->nundo > mark[top]) {
                S->nundo--;
                S->lbind[S->undo[S->nundo].sym] = S->undo[S->nundo].old;
            }
            scope = stack[--top];
            break;
        case ST_INST:
            check_inst(S, st->index);
            break;
        case ST_TARGETS:
            check_tlist(S, &S->m->tlists.data[st->index]);
            break;
        case ST_LOC:
            check_loc(S, &S->m->locs.data[st->index]);
            break;
        case ST_PROTO: {
            uint32_t saved = S->fi;
            const ir_func *p = &S->m->funcs.data[st->index];
            uint32_t j;
            for (j = 0; j < p->nparams + p->nrets; j++)
                layout_var(S, &S->m->vars.data[(j < p->nrets ? p->rets + j :
                                                 p->params + j - p->nrets)]);
            S->fi = saved;
            break;
        }
        default:
            break;
        }
    }
    /* Record the call edges. The room comes first: the function keeps
       its earlier edges when that fails (a compile runs this again on a
       loaded module, which must stay intact). */
    if (S->ncallees) {
        uint32_t *slot = (uint32_t *)pv_grow(S->m->heap, S->m->syms.data,
                                             &S->m->syms.cap,
                                             S->m->syms.len + S->ncallees,
                                             sizeof *slot);
        if (!slot)
            pv_fail_oom(S->diag);
        S->m->syms.data = slot;
    }
    f = &S->m->funcs.data[fi];
    f->callees = S->m->syms.len;
    f->ncallees = S->ncallees;
    for (i = 0; i < S->ncallees; i++)
        S->m->syms.data[S->m->syms.len++] = S->callees[i];
    while (S->nundo) {
        S->nundo--;
        S->lbind[S->undo[S->nundo].sym] = S->undo[S->nundo].old;
    }
    S->fi = 0;
}

static void *sema_zalloc(pv_sema *S, size_t n)
{
    void *p = pv_realloc(S->m->heap, NULL, 0, n ? n : 1);
    if (!p)
        return NULL;
    memset(p, 0, n ? n : 1);
    return p;
}

static void sema_release(pv_sema *S)
{
    size_t bn = (size_t)S->nsyms * sizeof(sema_bind);
    if (S->gbind)
        pv_free(S->m->heap, S->gbind, bn ? bn : 1);
    if (S->lbind)
        pv_free(S->m->heap, S->lbind, bn ? bn : 1);
    if (S->undo)
        pv_free(S->m->heap, S->undo, (size_t)S->capundo * sizeof(sema_undo));
    if (S->callees)
        pv_free(S->m->heap, S->callees, (size_t)S->capcallees * sizeof(uint32_t));
    if (S->split)
        pv_free(S->m->heap, S->split, 2 * (bn ? (size_t)S->nsyms : 1) * sizeof(uint32_t));
    S->split = NULL;
    if (S->decl_item)
        pv_free(S->m->heap, S->decl_item,
                S->m->funcs.len ? (size_t)S->m->funcs.len * sizeof(uint32_t) : 1);
    S->decl_item = NULL;
    if (S->files)
        pv_free(S->m->heap, S->files,
                S->m->files.len ? (size_t)S->m->files.len * sizeof(uint32_t) : 1);
    S->files = NULL;
    if (S->item_of)
        pv_free(S->m->heap, S->item_of,
                S->m->funcs.len ? (size_t)S->m->funcs.len * sizeof(uint32_t) : 1);
    S->item_of = NULL;
    S->gbind = S->lbind = NULL;
    S->undo = NULL;
    S->callees = NULL;
}

/* Module scope: bind every name, lay variables out, check aliases and
   initialiser addresses. */
static void bind_module(pv_sema *S)
{
    ir_module *m = S->m;
    uint32_t i;
    for (i = 0; i < m->funcs.len; i++)
        S->decl_item[i] = 0;     /* prototypes in bodies: no constraint */
    for (i = 0; i < m->items.len; i++) {
        const ir_item *it = &m->items.data[i];
        if (it->kind == IT_VAR) {
            layout_var(S, &m->vars.data[it->index]);
            bind_global_var(S, it->index);
        } else if (it->kind == IT_FUNC) {
            sema_bind prev = S->gbind[m->funcs.data[it->index].name];
            S->decl_item[it->index] = prev.kind == B_FUNC ?
                                      S->decl_item[prev.index] : i;
            bind_global_func(S, it->index);
        } else if (it->kind == IT_FILE) {
            S->files[S->nfiles++] = m->files.data[it->index].index;
        }
    }
    if (S->nfiles > 1)
        qsort(S->files, S->nfiles, sizeof *S->files, cmp_u32);
    /* .alias a, b: a is a declared (bodiless) function that from now on
       names b, a function with the same prototype. */
    for (i = 0; i < m->aliases.len; i++) {
        const ir_alias *a = &m->aliases.data[i];
        sema_bind b = S->gbind[a->target], al = S->gbind[a->alias];
        if (b.kind != B_FUNC)
            sema_fail(S, a->line, a->col, "alias target '%s' is not a "
                      "function%s", shown(S, a->target), "");
        if (al.kind != B_FUNC || (m->funcs.data[al.index].flags & FF_BODY))
            sema_fail(S, a->line, a->col, "'%s' must be declared as a function "
                      "prototype before .alias%s", shown(S, a->alias), "");
        if (!same_signature(m, &m->funcs.data[al.index], &m->funcs.data[b.index]))
            sema_fail(S, a->line, a->col, "'%s' and '%s' have different "
                      "prototypes", shown(S, a->alias), shown(S, a->target));
        S->gbind[a->alias] = b;
    }
    /* initialisers may name any module-scope variable or function */
    for (i = 0; i < m->relocs.len; i++) {
        const ir_reloc *r = &m->relocs.data[i];
        sema_bind b = S->gbind[r->sym];
        if (b.kind != B_VAR && b.kind != B_FUNC)
            sema_fail(S, r->line, r->col, "'%s' in the initialiser is not a "
                      "declared variable or function%s", shown(S, r->sym), "");
        if (b.kind == B_FUNC)
            m->funcs.data[b.index].flags |= FF_ADDRESS_TAKEN;
    }
}

static void check_functions(pv_sema *S)
{
    ir_module *m = S->m;
    uint32_t i;
    for (i = 0; i < m->items.len; i++) {
        const ir_item *it = &m->items.data[i];
        if (it->kind == IT_FUNC) {
            S->cur_item = i;
            check_function(S, it->index);
        }
    }
}

/* Set up a checker over m; NULL when memory runs out. */
static pv_sema *sema_new(ir_module *m, pv_diag *d, struct pv_isa *isa)
{
    pv_sema *S = (pv_sema *)pv_realloc(m->heap, NULL, 0, sizeof *S);
    if (!S)
        return NULL;
    memset(S, 0, sizeof *S);
    S->m = m;
    S->diag = d;
    S->isa = isa;
    S->nsyms = m->strtab.n;
    S->gbind = (sema_bind *)sema_zalloc(S, (size_t)S->nsyms * sizeof(sema_bind));
    S->lbind = (sema_bind *)sema_zalloc(S, (size_t)S->nsyms * sizeof(sema_bind));
    S->split = (uint32_t *)sema_zalloc(S, 2 * (size_t)S->nsyms * sizeof(uint32_t));
    S->decl_item = (uint32_t *)sema_zalloc(S, (size_t)m->funcs.len * sizeof(uint32_t));
    S->files = (uint32_t *)sema_zalloc(S, (size_t)m->files.len * sizeof(uint32_t));
    if (!S->gbind || !S->lbind || !S->split || !S->decl_item || !S->files) {
        sema_release(S);
        pv_free(m->heap, S, sizeof *S);
        return NULL;
    }
    return S;
}

/* Check the whole module, freeing the checker's tables on every exit.
   It keeps its state on the heap: that state changes between the setjmp
   below and a longjmp, which automatic variables may not. */
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa)
{
    pv_sema *S = sema_new(m, d, isa);
    jmp_buf outer;
    if (!S)
        pv_fail_oom(d);
    memcpy(&outer, &d->jb, sizeof outer);
    if (setjmp(d->jb)) {
        sema_release(S);
        pv_free(m->heap, S, sizeof *S);
        memcpy(&d->jb, &outer, sizeof outer);
        longjmp(d->jb, 1);
    }
    bind_module(S);
    check_functions(S);
    sema_release(S);
    pv_free(m->heap, S, sizeof *S);
    memcpy(&d->jb, &outer, sizeof outer);
}

PTXVM_INTERNAL void sema_open(ir_module *m, pv_diag *d, struct pv_isa *isa,
                              pv_sema **out)
{
    pv_sema *S = sema_new(m, d, isa);
    uint32_t i;
    *out = S;
    if (!S)
        pv_fail_oom(d);
    S->item_of = (uint32_t *)sema_zalloc(S, (size_t)m->funcs.len * sizeof(uint32_t));
    if (!S->item_of)
        pv_fail_oom(d);
    for (i = 0; i < m->items.len; i++)
        if (m->items.data[i].kind == IT_FUNC)
            S->item_of[m->items.data[i].index] = i;
    bind_module(S);
}

PTXVM_INTERNAL void sema_visit(pv_sema *S, uint32_t fi, sema_visit_fn visit,
                               void *ctx)
{
    S->visit = visit;
    S->visit_ctx = ctx;
    S->cur_item = S->item_of[fi];
    check_function(S, fi);
}

PTXVM_INTERNAL void sema_close(pv_sema *S)
{
    if (!S)
        return;
    sema_release(S);
    pv_free(S->m->heap, S, sizeof *S);
}
/* ---- src/softfp.c ---- */
/* Bit-exact floating-point arithmetic on bit patterns (see softfp.h).

   Every finite nonzero value is unpacked to sign, a 64-bit significand
   with its top bit set and a binary exponent: value = sig * 2^exp2. Each
   operation builds its exact result (or a truncation of it plus a sticky
   bit standing for the nonzero bits below) and sf_round_pack rounds it
   once to the destination format. */

typedef struct sf_desc {
    int ebits, mbits;
    int emaxf;          /* largest biased exponent of a finite value */
    uint64_t qnan;      /* canonical NaN                              */
} sf_desc;

static const sf_desc sf_descs[] = {
    {5, 10, 30, 0x7fffu},                     /* f16  */
    {8, 7, 254, 0x7fffu},                     /* bf16 */
    {8, 23, 254, 0x7fffffffu},                /* f32  */
    {11, 52, 2046, 0x7fffffffffffffffull},   /* f64  */
    {8, 10, 254, 0x3ffffu},                   /* tf32 (packed 1.8.10) */
    {4, 3, 15, 0x7fu},                        /* e4m3 */
    {5, 2, 30, 0x7fu},                        /* e5m2 */
};

enum { SF_C_ZERO, SF_C_NUM, SF_C_INF, SF_C_NAN };

typedef struct sf_val {
    int cls, sign;
    int32_t exp2;       /* value = sig * 2^exp2                       */
    uint64_t sig;       /* top bit set for SF_C_NUM                   */
} sf_val;

typedef struct sf_u128 { uint64_t hi, lo; } sf_u128;

static int sf_clz64(uint64_t x)
{
    int n = 0;
    if (!x)
        return 64;
    while (!(x >> 63)) {
        if (!(x >> 32)) { x <<= 32; n += 32; continue; }
        if (!(x >> 48)) { x <<= 16; n += 16; continue; }
        if (!(x >> 56)) { x <<= 8; n += 8; continue; }
        x <<= 1;
        n++;
    }
    return n;
}

static int sf_ftz_applies(sf_fmt f, unsigned flags)
{
    return (flags & SF_FTZ) && f != SF_F64;
}

static uint64_t sf_signbit(sf_fmt f)
{
    const sf_desc *d = &sf_descs[f];
    return (uint64_t)1 << (d->ebits + d->mbits);
}

static uint64_t sf_fracmask(sf_fmt f)
{
    return ((uint64_t)1 << sf_descs[f].mbits) - 1;
}

/* The biased exponent field of bits. */
static int sf_efield(sf_fmt f, uint64_t a)
{
    const sf_desc *d = &sf_descs[f];
    return (int)((a >> d->mbits) & (((uint64_t)1 << d->ebits) - 1));
}

static int sf_class(sf_fmt f, uint64_t a)
{
    const sf_desc *d = &sf_descs[f];
    int e = sf_efield(f, a);
    uint64_t fr = a & sf_fracmask(f);
    if (f == SF_E4M3) {
        if (e == 15 && fr == 7)
            return SF_C_NAN;
    } else if (e == d->emaxf + 1) {
        return fr ? SF_C_NAN : SF_C_INF;
    }
    if (e == 0 && fr == 0)
        return SF_C_ZERO;
    return SF_C_NUM;
}

static int sf_is_subnormal(sf_fmt f, uint64_t a)
{
    return sf_efield(f, a) == 0 && (a & sf_fracmask(f)) != 0;
}

/* Subnormal -> sign-preserving zero when ftz applies. */
static uint64_t sf_flush(sf_fmt f, uint64_t a, unsigned flags)
{
    if (sf_ftz_applies(f, flags) && sf_is_subnormal(f, a))
        return a & sf_signbit(f);
    return a;
}

static sf_val sf_unpack(sf_fmt f, uint64_t a, unsigned flags)
{
    const sf_desc *d = &sf_descs[f];
    sf_val v;
    int e, lz;
    uint64_t m;
    a = sf_flush(f, a, flags);
    v.sign = (a & sf_signbit(f)) != 0;
    v.cls = sf_class(f, a);
    v.exp2 = 0;
    v.sig = 0;
    if (v.cls != SF_C_NUM)
        return v;
    e = sf_efield(f, a);
    m = a & sf_fracmask(f);
    if (e)
        m |= (uint64_t)1 << d->mbits;
    else
        e = 1;
    v.exp2 = e - ((1 << (d->ebits - 1)) - 1) - d->mbits;
    lz = sf_clz64(m);
    v.sig = m << lz;
    v.exp2 -= lz;
    return v;
}

static uint64_t sf_zero(sf_fmt f, int sign)
{
    return sign ? sf_signbit(f) : 0;
}

static uint64_t sf_inf(sf_fmt f, int sign)
{
    const sf_desc *d = &sf_descs[f];
    return sf_zero(f, sign) | ((uint64_t)(d->emaxf + 1) << d->mbits);
}

static uint64_t sf_maxfin(sf_fmt f, int sign)
{
    const sf_desc *d = &sf_descs[f];
    return sf_zero(f, sign) | ((uint64_t)d->emaxf << d->mbits) |
           sf_fracmask(f);
}

/* Round sig * 2^exp2 (sig != 0; sticky: nonzero bits below sig) to f. */
static uint64_t sf_round_pack(sf_fmt f, int sign, int32_t exp2, uint64_t sig,
                              int sticky, sf_rnd rm, unsigned flags)
{
    const sf_desc *d = &sf_descs[f];
    int p = d->mbits + 1, bias = (1 << (d->ebits - 1)) - 1;
    int lz = sf_clz64(sig), ftz = sf_ftz_applies(f, flags);
    int32_t E;
    int shift, guard, rest, inc, sub;
    uint64_t m, bits;
    sig <<= lz;
    exp2 -= lz;
    E = exp2 + 63 + bias;            /* biased exponent of the top bit */
    sub = E < 1 && !ftz;
    shift = 64 - p;
    if (sub)
        shift += 1 - (E < -200 ? -200 : E);
    if (shift > 64) {
        m = 0;
        guard = 0;
        rest = 1;
    } else if (shift == 64) {
        m = 0;
        guard = (int)(sig >> 63);
        rest = (sig << 1) != 0 || sticky;
    } else {
        m = sig >> shift;
        guard = (int)((sig >> (shift - 1)) & 1);
        rest = (shift > 1 && (sig << (65 - shift)) != 0) || sticky;
    }
    switch (rm) {
    case SF_RN: inc = guard && (rest || (m & 1)); break;
    case SF_RNA: inc = guard; break;
    case SF_RM: inc = sign && (guard || rest); break;
    case SF_RP: inc = !sign && (guard || rest); break;
    default: inc = 0; break;
    }
    m += (uint64_t)inc;
    if (sub) {
        bits = m;    /* a carry into the implicit bit makes it normal */
    } else {
        if (m >> p) {
            m >>= 1;
            E++;
        }
        if (E < 1)                   /* ftz: tiny after rounding */
            return sf_zero(f, sign);
        if (E > d->emaxf) {
            int tomax = (flags & SF_SATFINITE) || rm == SF_RZ ||
                        (rm == SF_RM && !sign) || (rm == SF_RP && sign) ||
                        f == SF_E4M3;   /* no infinity: callers clamp */
            return tomax ? sf_maxfin(f, sign) : sf_inf(f, sign);
        }
        bits = ((uint64_t)(E - 1) << d->mbits) + m;
    }
    if (ftz && sf_is_subnormal(f, bits))
        bits = 0;
    return bits | sf_zero(f, sign);
}

/* Round (hi:lo) * 2^exp2 with sticky. */
static uint64_t sf_round_pack128(sf_fmt f, int sign, int32_t exp2,
                                 sf_u128 x, int sticky, sf_rnd rm,
                                 unsigned flags)
{
    int lz;
    if (!x.hi) {
        x.hi = x.lo;
        x.lo = 0;
        exp2 -= 64;
    }
    lz = sf_clz64(x.hi);
    if (lz) {
        x.hi = (x.hi << lz) | (x.lo >> (64 - lz));
        x.lo <<= lz;
        exp2 -= lz;
    }
    return sf_round_pack(f, sign, exp2 + 64, x.hi, sticky || x.lo != 0, rm,
                         flags);
}

/* .sat: clamp to [0,1], NaN and negatives to +0. */
static uint64_t sf_saturate(sf_fmt f, uint64_t r, unsigned flags)
{
    const sf_desc *d = &sf_descs[f];
    uint64_t one;
    if (!(flags & SF_SAT))
        return r;
    if (sf_class(f, r) == SF_C_NAN || (r & sf_signbit(f)))
        return 0;
    one = (uint64_t)((1 << (d->ebits - 1)) - 1) << d->mbits;
    return r > one ? one : r;
}

static uint64_t sf_nan_result(sf_fmt f, int n, uint64_t a, uint64_t b,
                              uint64_t c)
{
    uint64_t ops[3];
    int i;
    ops[0] = a;
    ops[1] = b;
    ops[2] = c;
    if (f == SF_F64)
        for (i = 0; i < n; i++)
            if (sf_class(f, ops[i]) == SF_C_NAN)
                return ops[i] | ((uint64_t)1 << 51);
    return sf_descs[f].qnan;
}

static sf_u128 sf_shr128_jam(sf_u128 x, int n)
{
    sf_u128 r;
    int sticky;
    if (n <= 0)
        return x;
    if (n >= 128) {
        r.hi = 0;
        r.lo = (x.hi | x.lo) != 0;
        return r;
    }
    if (n >= 64) {
        sticky = x.lo != 0 || (n > 64 && (x.hi << (128 - n)) != 0);
        r.lo = n == 64 ? x.hi : x.hi >> (n - 64);
        r.hi = 0;
    } else {
        sticky = (x.lo << (64 - n)) != 0;
        r.lo = (x.lo >> n) | (x.hi << (64 - n));
        r.hi = x.hi >> n;
    }
    r.lo |= (uint64_t)sticky;
    return r;
}

static sf_u128 sf_add128(sf_u128 a, sf_u128 b)
{
    sf_u128 r;
    r.lo = a.lo + b.lo;
    r.hi = a.hi + b.hi + (r.lo < a.lo);
    return r;
}

static sf_u128 sf_sub128(sf_u128 a, sf_u128 b)
{
    sf_u128 r;
    r.lo = a.lo - b.lo;
    r.hi = a.hi - b.hi - (a.lo < b.lo);
    return r;
}

static int sf_lt128(sf_u128 a, sf_u128 b)
{
    return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

static sf_u128 sf_mul64(uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32;
    uint64_t b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    sf_u128 r;
    r.lo = (mid << 32) | (p00 & 0xffffffffu);
    r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return r;
}

/* Exact-with-sticky sum of two nonzero values x*2^ex + y*2^ey (128-bit
   significands, top bit at most 125), rounded. */
static uint64_t sf_sum(sf_fmt f, int xs, int32_t ex, sf_u128 x, int ys,
                       int32_t ey, sf_u128 y, sf_rnd rm, unsigned flags)
{
    sf_u128 r;
    int sign;
    if (ex < ey) {
        sf_u128 t = x;
        int32_t te = ex;
        int ts = xs;
        x = y; y = t;
        ex = ey; ey = te;
        xs = ys; ys = ts;
    }
    y = sf_shr128_jam(y, ex - ey > 200 ? 200 : (int)(ex - ey));
    if (xs == ys) {
        r = sf_add128(x, y);
        sign = xs;
    } else if (sf_lt128(x, y)) {
        r = sf_sub128(y, x);
        sign = ys;
    } else {
        r = sf_sub128(x, y);
        sign = xs;
    }
    if (!r.hi && !r.lo)
        return sf_zero(f, rm == SF_RM);
    return sf_round_pack128(f, sign, ex, r, 0, rm, flags);
}

static uint64_t sf_addsub(sf_fmt f, uint64_t a, uint64_t b, int negb,
                          sf_rnd rm, unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags), y = sf_unpack(f, b, flags);
    sf_u128 X, Y;
    y.sign ^= negb;
    if (x.cls == SF_C_NAN || y.cls == SF_C_NAN)
        return sf_nan_result(f, 2, a, b, 0);
    if (x.cls == SF_C_INF || y.cls == SF_C_INF) {
        if (x.cls == SF_C_INF && y.cls == SF_C_INF && x.sign != y.sign)
            return sf_descs[f].qnan;
        return sf_inf(f, x.cls == SF_C_INF ? x.sign : y.sign);
    }
    if (x.cls == SF_C_ZERO && y.cls == SF_C_ZERO)
        return sf_zero(f, rm == SF_RM ? (x.sign | y.sign)
                                      : (x.sign & y.sign));
    if (x.cls == SF_C_ZERO)
        return sf_round_pack(f, y.sign, y.exp2, y.sig, 0, rm, flags);
    if (y.cls == SF_C_ZERO)
        return sf_round_pack(f, x.sign, x.exp2, x.sig, 0, rm, flags);
    X.hi = x.sig >> 2; X.lo = x.sig << 62;
    Y.hi = y.sig >> 2; Y.lo = y.sig << 62;
    return sf_sum(f, x.sign, x.exp2 - 62, X, y.sign, y.exp2 - 62, Y, rm,
                  flags);
}

PTXVM_INTERNAL uint64_t sf_add(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags)
{
    return sf_saturate(f, sf_addsub(f, a, b, 0, rm, flags), flags);
}

PTXVM_INTERNAL uint64_t sf_sub(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags)
{
    return sf_saturate(f, sf_addsub(f, a, b, 1, rm, flags), flags);
}

PTXVM_INTERNAL uint64_t sf_mul(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags), y = sf_unpack(f, b, flags);
    int sign = x.sign ^ y.sign;
    uint64_t r;
    if (x.cls == SF_C_NAN || y.cls == SF_C_NAN)
        r = sf_nan_result(f, 2, a, b, 0);
    else if ((x.cls == SF_C_INF && y.cls == SF_C_ZERO) ||
             (x.cls == SF_C_ZERO && y.cls == SF_C_INF))
        r = sf_descs[f].qnan;
    else if (x.cls == SF_C_INF || y.cls == SF_C_INF)
        r = sf_inf(f, sign);
    else if (x.cls == SF_C_ZERO || y.cls == SF_C_ZERO)
        r = sf_zero(f, sign);
    else
        r = sf_round_pack128(f, sign, x.exp2 + y.exp2, sf_mul64(x.sig, y.sig),
                             0, rm, flags);
    return sf_saturate(f, r, flags);
}

static uint64_t sf_fma_core(sf_fmt f, uint64_t a, uint64_t b, uint64_t c,
                            sf_rnd rm, unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags), y = sf_unpack(f, b, flags);
    sf_val z = sf_unpack(f, c, flags);
    int ps = x.sign ^ y.sign;
    sf_u128 P, Z;
    if (x.cls == SF_C_NAN || y.cls == SF_C_NAN || z.cls == SF_C_NAN)
        return sf_nan_result(f, 3, a, b, c);
    if ((x.cls == SF_C_INF && y.cls == SF_C_ZERO) ||
        (x.cls == SF_C_ZERO && y.cls == SF_C_INF))
        return sf_descs[f].qnan;
    if (x.cls == SF_C_INF || y.cls == SF_C_INF) {
        if (z.cls == SF_C_INF && z.sign != ps)
            return sf_descs[f].qnan;
        return sf_inf(f, ps);
    }
    if (z.cls == SF_C_INF)
        return sf_inf(f, z.sign);
    if (x.cls == SF_C_ZERO || y.cls == SF_C_ZERO) {
        if (z.cls == SF_C_ZERO)
            return sf_zero(f, rm == SF_RM ? (ps | z.sign) : (ps & z.sign));
        return sf_round_pack(f, z.sign, z.exp2, z.sig, 0, rm, flags);
    }
    P = sf_shr128_jam(sf_mul64(x.sig, y.sig), 2);
    if (z.cls == SF_C_ZERO)
        return sf_round_pack128(f, ps, x.exp2 + y.exp2 + 2, P, 0, rm, flags);
    Z.hi = z.sig >> 2; Z.lo = z.sig << 62;
    return sf_sum(f, ps, x.exp2 + y.exp2 + 2, P, z.sign, z.exp2 - 62, Z, rm,
                  flags);
}

PTXVM_INTERNAL uint64_t sf_fma(sf_fmt f, uint64_t a, uint64_t b, uint64_t c,
                               sf_rnd rm, unsigned flags)
{
    return sf_saturate(f, sf_fma_core(f, a, b, c, rm, flags), flags);
}

PTXVM_INTERNAL uint64_t sf_div(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags), y = sf_unpack(f, b, flags);
    int sign = x.sign ^ y.sign, i;
    uint64_t r, A, B, q;
    if (x.cls == SF_C_NAN || y.cls == SF_C_NAN)
        r = sf_nan_result(f, 2, a, b, 0);
    else if ((x.cls == SF_C_INF && y.cls == SF_C_INF) ||
             (x.cls == SF_C_ZERO && y.cls == SF_C_ZERO))
        r = sf_descs[f].qnan;
    else if (x.cls == SF_C_INF || y.cls == SF_C_ZERO)
        r = sf_inf(f, sign);
    else if (x.cls == SF_C_ZERO || y.cls == SF_C_INF)
        r = sf_zero(f, sign);
    else {
        /* significands have at most 53 bits: long division of
           A * 2^62 by B, A and B in [2^52, 2^53) */
        A = x.sig >> 11;
        B = y.sig >> 11;
        q = 0;
        if (A >= B) {
            A -= B;
            q = 1;
        }
        for (i = 0; i < 62; i++) {
            A <<= 1;
            q <<= 1;
            if (A >= B) {
                A -= B;
                q |= 1;
            }
        }
        r = sf_round_pack(f, sign, x.exp2 - y.exp2 - 62, q, A != 0, rm,
                          flags);
    }
    return sf_saturate(f, r, flags);
}

PTXVM_INTERNAL uint64_t sf_rcp(sf_fmt f, uint64_t a, sf_rnd rm,
                               unsigned flags)
{
    const sf_desc *d = &sf_descs[f];
    uint64_t one = (uint64_t)((1 << (d->ebits - 1)) - 1) << d->mbits;
    return sf_div(f, one, a, rm, flags);
}

PTXVM_INTERNAL uint64_t sf_sqrt(sf_fmt f, uint64_t a, sf_rnd rm,
                                unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags);
    uint64_t r, m, q, rem, t;
    int32_t e2;
    int i, k;
    sf_u128 R;
    if (x.cls == SF_C_NAN)
        r = sf_nan_result(f, 1, a, 0, 0);
    else if (x.cls == SF_C_ZERO)
        r = sf_zero(f, x.sign);
    else if (x.sign)
        r = sf_descs[f].qnan;
    else if (x.cls == SF_C_INF)
        r = sf_inf(f, 0);
    else {
        m = x.sig >> 11;               /* value = m * 2^e2, m < 2^53 */
        e2 = x.exp2 + 11;
        if ((uint32_t)e2 & 1u) {
            m <<= 1;
            e2 -= 1;
        }
        /* R = m << 68, below 2^122: 61 pairs of bits */
        R.hi = m << 4;
        R.lo = 0;
        q = 0;
        rem = 0;
        for (i = 0; i < 61; i++) {
            k = 120 - 2 * i;           /* low bit of this pair */
            rem = (rem << 2) |
                  ((k >= 64 ? R.hi >> (k - 64) : R.lo >> k) & 3);
            t = (q << 2) | 1;
            if (rem >= t) {
                rem -= t;
                q = (q << 1) | 1;
            } else {
                q <<= 1;
            }
        }
        r = sf_round_pack(f, 0, (e2 - 68) / 2, q, rem != 0, rm, flags);
    }
    return sf_saturate(f, r, flags);
}

/* ---- min / max ----------------------------------------------------------- */

/* Order key for non-NaN bit patterns: -0 sorts below +0. */
static uint64_t sf_key(sf_fmt f, uint64_t a)
{
    uint64_t sb = sf_signbit(f);
    return (a & sb) ? ((sb << 1) - 1) - a : a + sb;
}

static uint64_t sf_minmax(sf_fmt f, uint64_t a, uint64_t b, int want_max,
                          unsigned flags)
{
    uint64_t sb = sf_signbit(f), r;
    int xs = 0, an, bn;
    a = sf_flush(f, a, flags);
    b = sf_flush(f, b, flags);
    if (flags & SF_XORSIGN) {
        xs = ((a ^ b) & sb) != 0;
        a &= ~sb;
        b &= ~sb;
    }
    an = sf_class(f, a) == SF_C_NAN;
    bn = sf_class(f, b) == SF_C_NAN;
    if ((an && bn) || ((flags & SF_NANPROP) && (an || bn)))
        return sf_descs[f].qnan;
    if (an)
        r = b;
    else if (bn)
        r = a;
    else if (want_max)
        r = sf_key(f, a) > sf_key(f, b) ? a : b;
    else
        r = sf_key(f, a) < sf_key(f, b) ? a : b;
    if (flags & SF_XORSIGN)
        r = (r & ~sb) | (xs ? sb : 0);
    return r;
}

PTXVM_INTERNAL uint64_t sf_min(sf_fmt f, uint64_t a, uint64_t b,
                               unsigned flags)
{
    return sf_minmax(f, a, b, 0, flags);
}

PTXVM_INTERNAL uint64_t sf_max(sf_fmt f, uint64_t a, uint64_t b,
                               unsigned flags)
{
    return sf_minmax(f, a, b, 1, flags);
}

/* ---- sign, class, compare ------------------------------------------------ */

PTXVM_INTERNAL uint64_t sf_abs(sf_fmt f, uint64_t a, unsigned flags)
{
    return sf_flush(f, a, flags) & ~sf_signbit(f);
}

PTXVM_INTERNAL uint64_t sf_neg(sf_fmt f, uint64_t a, unsigned flags)
{
    return sf_flush(f, a, flags) ^ sf_signbit(f);
}

PTXVM_INTERNAL uint64_t sf_copysign(sf_fmt f, uint64_t a, uint64_t b)
{
    uint64_t sb = sf_signbit(f);
    return (b & ~sb) | (a & sb);
}

PTXVM_INTERNAL int sf_isnan(sf_fmt f, uint64_t a)
{
    return sf_class(f, a) == SF_C_NAN;
}

PTXVM_INTERNAL int sf_testp(sf_fmt f, uint64_t a, sf_testp_op op)
{
    int c = sf_class(f, a);
    switch (op) {
    case SF_TP_FINITE: return c == SF_C_ZERO || c == SF_C_NUM;
    case SF_TP_INFINITE: return c == SF_C_INF;
    case SF_TP_NUMBER: return c != SF_C_NAN;
    case SF_TP_NOTANUMBER: return c == SF_C_NAN;
    case SF_TP_NORMAL:
        return c == SF_C_ZERO || (c == SF_C_NUM && !sf_is_subnormal(f, a));
    case SF_TP_SUBNORMAL: return sf_is_subnormal(f, a);
    }
    return 0;
}

PTXVM_INTERNAL int sf_setp(sf_fmt f, uint64_t a, uint64_t b, sf_cmp op,
                           unsigned flags)
{
    int un, lt, eq;
    uint64_t ka, kb;
    a = sf_flush(f, a, flags);
    b = sf_flush(f, b, flags);
    un = sf_class(f, a) == SF_C_NAN || sf_class(f, b) == SF_C_NAN;
    if (op == SF_NUM)
        return !un;
    if (op == SF_NAN)
        return un;
    if (un)
        return op >= SF_EQU;
    if (sf_class(f, a) == SF_C_ZERO)
        a = 0;
    if (sf_class(f, b) == SF_C_ZERO)
        b = 0;
    ka = sf_key(f, a);
    kb = sf_key(f, b);
    lt = ka < kb;
    eq = ka == kb;
    switch (op) {
    case SF_EQ: case SF_EQU: return eq;
    case SF_NE: case SF_NEU: return !eq;
    case SF_LT: case SF_LTU: return lt;
    case SF_LE: case SF_LEU: return lt || eq;
    case SF_GT: case SF_GTU: return !lt && !eq;
    case SF_GE: case SF_GEU: return !lt;
    default: return 0;
    }
}

/* ---- conversions --------------------------------------------------------- */

static unsigned sf_ftz_if(sf_fmt f, unsigned flags)
{
    return f == SF_F32 ? (flags & SF_FTZ) : 0;
}

PTXVM_INTERNAL uint64_t sf_cvt_ff(sf_fmt dst, sf_fmt src, uint64_t a,
                                  sf_rnd rm, unsigned flags)
{
    sf_fmt s = src == SF_TF32 ? SF_F32 : src;
    sf_val v = sf_unpack(s, a, sf_ftz_if(s, flags));
    unsigned of = sf_ftz_if(dst, flags) | (flags & SF_SATFINITE);
    uint64_t r;
    if (v.cls == SF_C_NAN && (flags & SF_SAT))
        return 0;                 /* .sat: NaN becomes +0 (cvt.sat.f32.f32) */
    if (v.cls == SF_C_NAN)
        return dst == SF_TF32 ? 0x7fffffffu : sf_descs[dst].qnan;
    if ((flags & SF_RELU) && v.sign) {
        v.cls = SF_C_ZERO;
        v.sign = 0;
    }
    if (v.cls == SF_C_ZERO) {
        r = sf_zero(dst, v.sign);
    } else if (v.cls == SF_C_INF) {
        if (dst == SF_E4M3)
            r = (flags & SF_SATFINITE) ? sf_zero(dst, v.sign) | 0x7e : 0x7f;
        else if (flags & SF_SATFINITE)
            r = sf_maxfin(dst, v.sign);
        else
            r = sf_inf(dst, v.sign);
    } else {
        r = sf_round_pack(dst, v.sign, v.exp2, v.sig, 0, rm, of);
        if (dst == SF_E4M3 && (r & 0x7f) >= 0x7f)
            r = (flags & SF_SATFINITE) ? (r & 0x80) | 0x7e : 0x7f;
    }
    if (dst == SF_TF32) {
        /* sign at bit 18 in the packed 1.8.10 form; move to f32 layout */
        r <<= 13;
        return sf_saturate(SF_F32, r, flags);
    }
    return sf_saturate(dst, r, flags);
}

/* Round a finite value to an integer magnitude; *ovf when >= 2^64. */
static uint64_t sf_to_intmag(sf_val v, sf_rnd rm, int *ovf)
{
    uint64_t m, rem;
    int s, guard, rest, inc;
    *ovf = 0;
    if (v.cls == SF_C_ZERO)
        return 0;
    if (v.exp2 >= 1) {
        *ovf = 1;
        return 0;
    }
    if (v.exp2 == 0)
        return v.sig;
    s = v.exp2 < -100 ? 100 : -v.exp2;
    if (s > 64) {
        m = 0; guard = 0; rest = 1;
    } else if (s == 64) {
        m = 0;
        guard = (int)(v.sig >> 63);
        rest = (v.sig << 1) != 0;
    } else {
        m = v.sig >> s;
        rem = v.sig << (64 - s);
        guard = (int)(rem >> 63);
        rest = (rem << 1) != 0;
    }
    switch (rm) {
    case SF_RN: inc = guard && (rest || (m & 1)); break;
    case SF_RNA: inc = guard; break;
    case SF_RM: inc = v.sign && (guard || rest); break;
    case SF_RP: inc = !v.sign && (guard || rest); break;
    default: inc = 0; break;
    }
    return m + (uint64_t)inc;
}

PTXVM_INTERNAL uint64_t sf_cvt_fi(int is_signed, int bits, sf_fmt src,
                                  uint64_t a, sf_rnd rm, unsigned flags)
{
    sf_fmt s = src == SF_TF32 ? SF_F32 : src;
    sf_val v = sf_unpack(s, a, sf_ftz_if(s, flags));
    uint64_t mag, umax, lim;
    int ovf = 0;
    if (v.cls == SF_C_NAN)
        return 0;
    if (v.cls == SF_C_INF)
        ovf = 1;
    mag = ovf ? 0 : sf_to_intmag(v, rm, &ovf);
    umax = bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
    if (!is_signed) {
        if (v.sign)
            return 0;
        return (ovf || mag > umax) ? umax : mag;
    }
    lim = (uint64_t)1 << (bits - 1);      /* |min|; max is lim - 1 */
    if (v.sign) {
        if (ovf || mag > lim)
            mag = lim;
        return (uint64_t)0 - mag;
    }
    return (ovf || mag > lim - 1) ? lim - 1 : mag;
}

PTXVM_INTERNAL uint64_t sf_cvt_if(sf_fmt dst, uint64_t v, int is_signed,
                                  sf_rnd rm, unsigned flags)
{
    int sign = is_signed && (v >> 63);
    uint64_t mag = sign ? (uint64_t)0 - v : v, r;
    sf_fmt d = dst == SF_TF32 ? SF_F32 : dst;
    if (!mag)
        return 0;
    r = sf_round_pack(d, sign, 0, mag, 0, rm,
                      sf_ftz_if(d, flags) | (flags & SF_SATFINITE));
    if (d == SF_E4M3 && (r & 0x7f) >= 0x7f)
        r = (flags & SF_SATFINITE) ? (r & 0x80) | 0x7e : 0x7f;
    return sf_saturate(d, r, flags);
}

PTXVM_INTERNAL uint64_t sf_round_int(sf_fmt f, uint64_t a, sf_rnd rm,
                                     unsigned flags)
{
    sf_val v = sf_unpack(f, a, flags);
    uint64_t r, mag;
    int ovf;
    if (v.cls == SF_C_NAN)
        return sf_saturate(f, sf_descs[f].qnan, flags);
    if (v.cls != SF_C_NUM || v.exp2 >= 0) {
        r = sf_flush(f, a, flags);
    } else {
        mag = sf_to_intmag(v, rm, &ovf);
        r = mag ? sf_round_pack(f, v.sign, 0, mag, 0, SF_RN, flags)
                : sf_zero(f, v.sign);
    }
    return sf_saturate(f, r, flags);
}
/* ---- src/strtab.c ---- */
/* String interning on xxHash with open addressing. */
#define XXH_INLINE_ALL
#include <xxhash.h>

static const char *const kw_text[] = {
    "",
#define KW(id, text) text,
/* ---- src/kw_core.h ---- */
/* Keywords of the module language: directives, state spaces, types,
   vector and component suffixes, special registers. X-macro list:
   KW(enum_suffix, "text") defines KW_enum_suffix. Instruction opcodes
   and modifiers are in kw_isa.h; a text must appear in only one list. */

/* directives */
KW(version, ".version")
KW(target, ".target")
KW(address_size, ".address_size")
KW(file, ".file")
KW(loc, ".loc")
KW(section, ".section")
KW(pragma, ".pragma")
KW(entry, ".entry")
KW(func, ".func")
KW(visible, ".visible")
KW(extern, ".extern")
KW(weak, ".weak")
KW(common, ".common")
KW(align, ".align")
KW(maxntid, ".maxntid")
KW(reqntid, ".reqntid")
KW(minnctapersm, ".minnctapersm")
KW(maxnreg, ".maxnreg")
KW(maxnctapersm, ".maxnctapersm")
KW(noreturn, ".noreturn")
KW(explicitcluster, ".explicitcluster")
KW(reqnctapercluster, ".reqnctapercluster")
KW(maxclusterrank, ".maxclusterrank")
KW(blocksareclusters, ".blocksareclusters")
KW(branchtargets, ".branchtargets")
KW(calltargets, ".calltargets")
KW(callprototype, ".callprototype")
KW(alias, ".alias")
KW(ptr, ".ptr")
KW(attribute, ".attribute")
KW(managed, ".managed")
KW(unified, ".unified")
KW(abi_preserve, ".abi_preserve")
KW(abi_preserve_control, ".abi_preserve_control")

/* state spaces (also modifiers of ld, st, cvta, ...) */
KW(reg, ".reg")
KW(sreg, ".sreg")
KW(const, ".const")
KW(global, ".global")
KW(local, ".local")
KW(param, ".param")
KW(shared, ".shared")
KW(tex, ".tex")
KW(param_entry, ".param::entry")
KW(param_func, ".param::func")
KW(shared_cta, ".shared::cta")
KW(shared_cluster, ".shared::cluster")

/* opaque types */
KW(texref, ".texref")
KW(samplerref, ".samplerref")
KW(surfref, ".surfref")

/* fundamental types, in ir_type order (see ir.h) */
KW(pred, ".pred")
KW(b8, ".b8")
KW(b16, ".b16")
KW(b32, ".b32")
KW(b64, ".b64")
KW(b128, ".b128")
KW(u8, ".u8")
KW(u16, ".u16")
KW(u32, ".u32")
KW(u64, ".u64")
KW(s8, ".s8")
KW(s16, ".s16")
KW(s32, ".s32")
KW(s64, ".s64")
KW(f16, ".f16")
KW(f16x2, ".f16x2")
KW(bf16, ".bf16")
KW(bf16x2, ".bf16x2")
KW(f32, ".f32")
KW(f64, ".f64")
KW(tf32, ".tf32")
KW(f32x2, ".f32x2")
KW(u16x2, ".u16x2")
KW(s16x2, ".s16x2")
KW(e4m3, ".e4m3")
KW(e5m2, ".e5m2")
KW(e4m3x2, ".e4m3x2")
KW(e5m2x2, ".e5m2x2")
KW(e2m1x2, ".e2m1x2")
KW(e2m3x2, ".e2m3x2")
KW(e3m2x2, ".e3m2x2")
KW(ue8m0x2, ".ue8m0x2")
KW(b1, ".b1")
KW(u4, ".u4")
KW(s4, ".s4")
KW(e2m1, ".e2m1")
KW(e2m3, ".e2m3")
KW(e3m2, ".e3m2")
KW(ue8m0, ".ue8m0")
KW(ue4m3, ".ue4m3")
KW(e2m1x4, ".e2m1x4")
KW(e4m3x4, ".e4m3x4")
KW(e5m2x4, ".e5m2x4")
KW(e2m3x4, ".e2m3x4")
KW(e3m2x4, ".e3m2x4")

/* vector types and component selectors */
KW(v2, ".v2")
KW(v4, ".v4")
KW(v8, ".v8")
KW(x, ".x")
KW(y, ".y")
KW(z, ".z")
KW(w, ".w")
KW(r, ".r")
KW(g, ".g")
KW(b, ".b")
KW(a, ".a")

/* special registers */
KW(sr_tid, "%tid")
KW(sr_ntid, "%ntid")
KW(sr_ctaid, "%ctaid")
KW(sr_nctaid, "%nctaid")
KW(sr_laneid, "%laneid")
KW(sr_warpid, "%warpid")
KW(sr_nwarpid, "%nwarpid")
KW(sr_smid, "%smid")
KW(sr_nsmid, "%nsmid")
KW(sr_gridid, "%gridid")
KW(sr_clock, "%clock")
KW(sr_clock_hi, "%clock_hi")
KW(sr_clock64, "%clock64")
KW(sr_globaltimer, "%globaltimer")
KW(sr_globaltimer_lo, "%globaltimer_lo")
KW(sr_globaltimer_hi, "%globaltimer_hi")
KW(sr_lanemask_eq, "%lanemask_eq")
KW(sr_lanemask_le, "%lanemask_le")
KW(sr_lanemask_lt, "%lanemask_lt")
KW(sr_lanemask_ge, "%lanemask_ge")
KW(sr_lanemask_gt, "%lanemask_gt")
KW(sr_total_smem_size, "%total_smem_size")
KW(sr_dynamic_smem_size, "%dynamic_smem_size")
KW(sr_aggr_smem_size, "%aggr_smem_size")
KW(sr_reserved_smem_offset_begin, "%reserved_smem_offset_begin")
KW(sr_reserved_smem_offset_end, "%reserved_smem_offset_end")
KW(sr_reserved_smem_offset_cap, "%reserved_smem_offset_cap")
KW(sr_reserved_smem_offset_0, "%reserved_smem_offset_0")
KW(sr_reserved_smem_offset_1, "%reserved_smem_offset_1")
KW(sr_clusterid, "%clusterid")
KW(sr_nclusterid, "%nclusterid")
KW(sr_cluster_ctaid, "%cluster_ctaid")
KW(sr_cluster_nctaid, "%cluster_nctaid")
KW(sr_cluster_ctarank, "%cluster_ctarank")
KW(sr_cluster_nctarank, "%cluster_nctarank")
KW(sr_is_explicit_cluster, "%is_explicit_cluster")
KW(sr_current_graph_exec, "%current_graph_exec")
KW(sr_warp_sz, "WARP_SZ")
/* %envreg0..31, %pm0..7 and %pm0_64..%pm7_64 are recognised by pattern */

/* identifiers with a fixed meaning in directives */
KW(id_generic, "generic")
KW(id_function_name, "function_name")
KW(id_inlined_at, "inlined_at")
/* ---- end src/kw_core.h, back in src/strtab.c ---- */
/* ---- src/kw_isa.h ---- */
/* Instruction opcodes and instruction modifiers. X-macro list, see
   kw_core.h: KW(enum_suffix, "text") defines KW_enum_suffix. Opcodes are
   the bare first word of an instruction (KW_op_add is "add"); modifiers
   are dotted words (".rn", ".L2::cache_hint"). A text already in
   kw_core.h (state spaces, types, .x/.y...) must not be repeated here. */

/* opcodes */
KW(op_abs, "abs")
KW(op_activemask, "activemask")
KW(op_add, "add")
KW(op_addc, "addc")
KW(op_alloca, "alloca")
KW(op_and, "and")
KW(op_applypriority, "applypriority")
KW(op_atom, "atom")
KW(op_bar, "bar")
KW(op_barrier, "barrier")
KW(op_bfe, "bfe")
KW(op_bfi, "bfi")
KW(op_bfind, "bfind")
KW(op_bmsk, "bmsk")
KW(op_bra, "bra")
KW(op_brev, "brev")
KW(op_brkpt, "brkpt")
KW(op_brx, "brx")
KW(op_call, "call")
KW(op_clusterlaunchcontrol, "clusterlaunchcontrol")
KW(op_clz, "clz")
KW(op_cnot, "cnot")
KW(op_copysign, "copysign")
KW(op_cos, "cos")
KW(op_cp, "cp")
KW(op_createpolicy, "createpolicy")
KW(op_cvt, "cvt")
KW(op_cvta, "cvta")
KW(op_discard, "discard")
KW(op_div, "div")
KW(op_dp2a, "dp2a")
KW(op_dp4a, "dp4a")
KW(op_elect, "elect")
KW(op_ex2, "ex2")
KW(op_exit, "exit")
KW(op_fence, "fence")
KW(op_fma, "fma")
KW(op_fns, "fns")
KW(op_getctarank, "getctarank")
KW(op_griddepcontrol, "griddepcontrol")
KW(op_isspacep, "isspacep")
KW(op_istypep, "istypep")
KW(op_ld, "ld")
KW(op_ldmatrix, "ldmatrix")
KW(op_ldu, "ldu")
KW(op_lg2, "lg2")
KW(op_lop3, "lop3")
KW(op_mad, "mad")
KW(op_mad24, "mad24")
KW(op_madc, "madc")
KW(op_mapa, "mapa")
KW(op_match, "match")
KW(op_max, "max")
KW(op_mbarrier, "mbarrier")
KW(op_membar, "membar")
KW(op_min, "min")
KW(op_mma, "mma")
KW(op_mov, "mov")
KW(op_movmatrix, "movmatrix")
KW(op_mul, "mul")
KW(op_mul24, "mul24")
KW(op_multimem, "multimem")
KW(op_nanosleep, "nanosleep")
KW(op_neg, "neg")
KW(op_not, "not")
KW(op_or, "or")
KW(op_pmevent, "pmevent")
KW(op_popc, "popc")
KW(op_prefetch, "prefetch")
KW(op_prefetchu, "prefetchu")
KW(op_prmt, "prmt")
KW(op_rcp, "rcp")
KW(op_red, "red")
KW(op_redux, "redux")
KW(op_rem, "rem")
KW(op_ret, "ret")
KW(op_rsqrt, "rsqrt")
KW(op_sad, "sad")
KW(op_selp, "selp")
KW(op_set, "set")
KW(op_setmaxnreg, "setmaxnreg")
KW(op_setp, "setp")
KW(op_shf, "shf")
KW(op_shfl, "shfl")
KW(op_shl, "shl")
KW(op_shr, "shr")
KW(op_sin, "sin")
KW(op_slct, "slct")
KW(op_sqrt, "sqrt")
KW(op_st, "st")
KW(op_stackrestore, "stackrestore")
KW(op_stacksave, "stacksave")
KW(op_stmatrix, "stmatrix")
KW(op_sub, "sub")
KW(op_subc, "subc")
KW(op_suld, "suld")
KW(op_suq, "suq")
KW(op_sured, "sured")
KW(op_sust, "sust")
KW(op_szext, "szext")
KW(op_tanh, "tanh")
KW(op_tcgen05, "tcgen05")
KW(op_tensormap, "tensormap")
KW(op_testp, "testp")
KW(op_tex, "tex")
KW(op_tld4, "tld4")
KW(op_trap, "trap")
KW(op_txq, "txq")
KW(op_vabsdiff, "vabsdiff")
KW(op_vabsdiff2, "vabsdiff2")
KW(op_vabsdiff4, "vabsdiff4")
KW(op_vadd, "vadd")
KW(op_vadd2, "vadd2")
KW(op_vadd4, "vadd4")
KW(op_vavrg2, "vavrg2")
KW(op_vavrg4, "vavrg4")
KW(op_vmad, "vmad")
KW(op_vmax, "vmax")
KW(op_vmax2, "vmax2")
KW(op_vmax4, "vmax4")
KW(op_vmin, "vmin")
KW(op_vmin2, "vmin2")
KW(op_vmin4, "vmin4")
KW(op_vote, "vote")
KW(op_vset, "vset")
KW(op_vset2, "vset2")
KW(op_vset4, "vset4")
KW(op_vshl, "vshl")
KW(op_vshr, "vshr")
KW(op_vsub, "vsub")
KW(op_vsub2, "vsub2")
KW(op_vsub4, "vsub4")
KW(op_wgmma, "wgmma")
KW(op_wmma, "wmma")
KW(op_xor, "xor")

/* instruction modifiers (see isa_table.h) */
KW(rn, ".rn")
KW(rz, ".rz")
KW(rm, ".rm")
KW(rp, ".rp")
KW(rni, ".rni")
KW(rzi, ".rzi")
KW(rmi, ".rmi")
KW(rpi, ".rpi")
KW(eq, ".eq")
KW(ne, ".ne")
KW(lt, ".lt")
KW(le, ".le")
KW(gt, ".gt")
KW(ge, ".ge")
KW(lo, ".lo")
KW(ls, ".ls")
KW(hi, ".hi")
KW(hs, ".hs")
KW(equ, ".equ")
KW(neu, ".neu")
KW(ltu, ".ltu")
KW(leu, ".leu")
KW(gtu, ".gtu")
KW(geu, ".geu")
KW(num, ".num")
KW(nan, ".nan")
KW(and, ".and")
KW(or, ".or")
KW(xor, ".xor")
KW(cta, ".cta")
KW(cluster, ".cluster")
KW(gpu, ".gpu")
KW(sys, ".sys")
KW(wide, ".wide")
KW(ca, ".ca")
KW(cg, ".cg")
KW(cs, ".cs")
KW(lu, ".lu")
KW(cv, ".cv")
KW(wb, ".wb")
KW(wt, ".wt")
KW(L1_evict_normal, ".L1::evict_normal")
KW(L1_evict_unchanged, ".L1::evict_unchanged")
KW(L1_evict_first, ".L1::evict_first")
KW(L1_evict_last, ".L1::evict_last")
KW(L1_no_allocate, ".L1::no_allocate")
KW(L2_evict_normal, ".L2::evict_normal")
KW(L2_evict_first, ".L2::evict_first")
KW(L2_evict_last, ".L2::evict_last")
KW(L2_64B, ".L2::64B")
KW(L2_128B, ".L2::128B")
KW(L2_256B, ".L2::256B")
KW(relaxed, ".relaxed")
KW(acquire, ".acquire")
KW(release, ".release")
KW(acq_rel, ".acq_rel")
KW(exch, ".exch")
KW(add, ".add")
KW(inc, ".inc")
KW(dec, ".dec")
KW(min, ".min")
KW(max, ".max")
KW(cas, ".cas")
KW(popc, ".popc")
KW(clamp, ".clamp")
KW(wrap, ".wrap")
KW(all, ".all")
KW(any, ".any")
KW(uni, ".uni")
KW(up, ".up")
KW(down, ".down")
KW(bfly, ".bfly")
KW(idx, ".idx")
KW(f4e, ".f4e")
KW(b4e, ".b4e")
KW(rc8, ".rc8")
KW(ecl, ".ecl")
KW(ecr, ".ecr")
KW(rc16, ".rc16")
KW(finite, ".finite")
KW(infinite, ".infinite")
KW(number, ".number")
KW(notanumber, ".notanumber")
KW(normal, ".normal")
KW(subnormal, ".subnormal")
KW(l, ".l")
KW(n1d, ".1d")
KW(n2d, ".2d")
KW(n3d, ".3d")
KW(a1d, ".a1d")
KW(a2d, ".a2d")
KW(cube, ".cube")
KW(acube, ".acube")
KW(n2dms, ".2dms")
KW(a2dms, ".a2dms")
KW(trap, ".trap")
KW(zero, ".zero")
KW(width, ".width")
KW(height, ".height")
KW(depth, ".depth")
KW(channel_data_type, ".channel_data_type")
KW(channel_order, ".channel_order")
KW(normalized_coords, ".normalized_coords")
KW(array_size, ".array_size")
KW(num_mipmap_levels, ".num_mipmap_levels")
KW(num_samples, ".num_samples")
KW(force_unnormalized_coords, ".force_unnormalized_coords")
KW(filter_mode, ".filter_mode")
KW(addr_mode_0, ".addr_mode_0")
KW(addr_mode_1, ".addr_mode_1")
KW(addr_mode_2, ".addr_mode_2")
KW(memory_layout, ".memory_layout")
KW(sc, ".sc")
KW(gl, ".gl")
KW(test_wait, ".test_wait")
KW(try_wait, ".try_wait")
KW(L2_evict_unchanged, ".L2::evict_unchanged")
KW(launch_dependents, ".launch_dependents")
KW(wait, ".wait")
KW(x1, ".x1")
KW(x2, ".x2")
KW(x4, ".x4")
KW(m8n8, ".m8n8")
KW(m16n16, ".m16n16")
KW(m8n16, ".m8n16")
KW(row, ".row")
KW(col, ".col")
KW(ftz, ".ftz")
KW(sat, ".sat")
KW(cc, ".cc")
KW(approx, ".approx")
KW(full, ".full")
KW(relu, ".relu")
KW(NaN, ".NaN")
KW(xorsign, ".xorsign")
KW(abs, ".abs")
KW(shiftamt, ".shiftamt")
KW(oob, ".oob")
KW(L2_cache_hint, ".L2::cache_hint")
KW(volatile, ".volatile")
KW(mmio, ".mmio")
KW(nc, ".nc")
KW(L1, ".L1")
KW(L2, ".L2")
KW(tensormap, ".tensormap")
KW(to, ".to")
KW(satfinite, ".satfinite")
KW(rs, ".rs")
KW(rna, ".rna")
KW(pack, ".pack")
KW(u2, ".u2")
KW(s2, ".s2")
KW(mask, ".mask")
KW(sync, ".sync")
KW(arrive, ".arrive")
KW(red, ".red")
KW(warp, ".warp")
KW(aligned, ".aligned")
KW(proxy, ".proxy")
KW(async, ".async")
KW(sync_restrict_shared_cluster, ".sync_restrict::shared::cluster")
KW(sync_restrict_shared_cta, ".sync_restrict::shared::cta")
KW(mbarrier_init, ".mbarrier_init")
KW(tensormap_generic, ".tensormap::generic")
KW(async_generic, ".async::generic")
KW(noftz, ".noftz")
KW(ballot, ".ballot")
KW(base, ".base")
KW(level, ".level")
KW(grad, ".grad")
KW(p, ".p")
KW(commit_group, ".commit_group")
KW(wait_group, ".wait_group")
KW(wait_all, ".wait_all")
KW(mbarrier, ".mbarrier")
KW(noinc, ".noinc")
KW(init, ".init")
KW(inval, ".inval")
KW(expect_tx, ".expect_tx")
KW(noComplete, ".noComplete")
KW(arrive_drop, ".arrive_drop")
KW(complete_tx, ".complete_tx")
KW(parity, ".parity")
KW(pending_count, ".pending_count")
KW(range, ".range")
KW(fractional, ".fractional")
KW(cvt, ".cvt")
KW(trans, ".trans")
KW(po, ".po")
KW(shr7, ".shr7")
KW(shr15, ".shr15")
/* ---- end src/kw_isa.h, back in src/strtab.c ---- */
#undef KW
};

static uint32_t st_hash(const char *s, size_t len)
{
    return (uint32_t)XXH3_64bits(s, len);
}

static int st_rehash(pv_strtab *t, uint32_t nslots)
{
    uint64_t *slots = (uint64_t *)pv_realloc(t->heap, NULL, 0,
                                             (size_t)nslots * sizeof *slots);
    uint32_t i;
    if (!slots)
        return -1;
    memset(slots, 0, (size_t)nslots * sizeof *slots);
    for (i = 1; i < t->n; i++) {
        uint32_t h = t->strs[i].hash & (nslots - 1);
        while (slots[h])
            h = (h + 1) & (nslots - 1);
        slots[h] = (uint64_t)t->strs[i].hash << 32 | i;
    }
    if (t->slots)
        pv_free(t->heap, t->slots, (size_t)(t->mask + 1) * sizeof *slots);
    t->slots = slots;
    t->mask = nslots - 1;
    return 0;
}

static uint32_t st_insert(pv_strtab *t, const char *s, size_t len,
                          uint32_t hash, uint32_t slot, int copy)
{
    pv_str *e;
    if (len > 0xffffffffu)
        return 0;
    if (t->n + 1 > t->cap) {
        pv_str *ns = (pv_str *)pv_grow(t->heap, t->strs, &t->cap, t->n + 1,
                                       sizeof *ns);
        if (!ns)
            return 0;
        t->strs = ns;
    }
    if (copy) {
        char *c = (char *)pv_arena_alloc(t->arena, len + 1, 1);
        if (!c)
            return 0;
        memcpy(c, s, len);
        c[len] = 0;
        s = c;
    }
    e = &t->strs[t->n];
    e->s = s;
    e->len = (uint32_t)len;
    e->hash = hash;
    t->slots[slot] = (uint64_t)hash << 32 | t->n;
    t->n++;
    if ((uint64_t)t->n * 2 > (uint64_t)t->mask + 1) {
        if (t->mask >= 0x7fffffffu || st_rehash(t, (t->mask + 1) * 2) != 0)
            return 0;
    }
    return t->n - 1;
}

/* Slots carry the hash, so a probe touches the entry and the text only
   for a likely match. */
static uint32_t st_find(const pv_strtab *t, const char *s, size_t len,
                        uint32_t hash, uint32_t *slot)
{
    uint32_t h = hash & t->mask;
    for (;;) {
        uint64_t e = t->slots[h];
        if (!e)
            break;
        if ((uint32_t)(e >> 32) == hash) {
            uint32_t id = (uint32_t)e;
            const pv_str *st = &t->strs[id];
            if (st->len == len && memcmp(st->s, s, len) == 0)
                return id;
        }
        h = (h + 1) & t->mask;
    }
    *slot = h;
    return 0;
}

PTXVM_INTERNAL int pv_strtab_init(pv_strtab *t, pv_heap *h, pv_arena *a)
{
    uint32_t i;
    memset(t, 0, sizeof *t);
    t->heap = h;
    t->arena = a;
    if (st_rehash(t, 2048) != 0)
        return -1;
    t->strs = (pv_str *)pv_grow(h, NULL, &t->cap, 1024, sizeof(pv_str));
    if (!t->strs)
        return -1;
    t->strs[0].s = "";
    t->strs[0].len = 0;
    t->strs[0].hash = 0;
    t->n = 1;
    for (i = 1; i < PV_COUNTOF(kw_text); i++) {
        size_t len = strlen(kw_text[i]);
        uint32_t hash = st_hash(kw_text[i], len), slot = 0;
        uint32_t id = st_find(t, kw_text[i], len, hash, &slot);
        /* A duplicate keyword would break KW_x == id; tests catch it. */
        if (id || st_insert(t, kw_text[i], len, hash, slot, 0) != i)
            return -1;
    }
    return 0;
}

PTXVM_INTERNAL void pv_strtab_free(pv_strtab *t)
{
    if (t->slots)
        pv_free(t->heap, t->slots, (size_t)(t->mask + 1) * sizeof(uint64_t));
    if (t->strs)
        pv_free(t->heap, t->strs, (size_t)t->cap * sizeof(pv_str));
    t->slots = NULL;
    t->strs = NULL;
}

PTXVM_INTERNAL uint32_t pv_intern(pv_strtab *t, const char *s, size_t len)
{
    uint32_t hash = st_hash(s, len), slot = 0;
    uint32_t id = st_find(t, s, len, hash, &slot);
    if (id)
        return id;
    return st_insert(t, s, len, hash, slot, 1);
}

PTXVM_INTERNAL uint32_t pv_lookup(const pv_strtab *t, const char *s, size_t len)
{
    uint32_t slot;
    return st_find(t, s, len, st_hash(s, len), &slot);
}
/* ---- src/warpfma.c ---- */
/* Warp-column fused multiply-add (see warpfma.h). Without hardware FMA,
   fmaf is a slow library routine per lane; with it, eight lanes per
   instruction. The choice is made per call from the CPU's feature bits,
   so one binary runs everywhere. */
#include <math.h>

/* Any NaN becomes the GPU's canonical NaN. */
#define WF_CANON32(b) \
    (((b) & 0x7fffffffu) > 0x7f800000u ? 0x7fffffffu : (b))
#define WF_CANON64(b) \
    (((b) & 0x7fffffffffffffffull) > 0x7ff0000000000000ull ? 0x7fffffffffffffffull : (b))

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)) && \
    !defined(PTXVM_NO_VECTOR_EXT)
#define WF_X86_FMA 1

__attribute__((target("fma,avx2")))
static void wf_fma32_hw(uint32_t *restrict t, const uint32_t *a,
                        const uint32_t *b, const uint32_t *c)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++) {
        float x, y, z, r;
        memcpy(&x, a + l, 4);
        memcpy(&y, b + l, 4);
        memcpy(&z, c + l, 4);
        r = __builtin_fmaf(x, y, z);
        memcpy(t + l, &r, 4);
        t[l] = WF_CANON32(t[l]);
    }
}

__attribute__((target("fma,avx2")))
static void wf_fma64_hw(uint64_t *restrict t, const uint64_t *a,
                        const uint64_t *b, const uint64_t *c)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++) {
        double x, y, z, r;
        memcpy(&x, a + l, 8);
        memcpy(&y, b + l, 8);
        memcpy(&z, c + l, 8);
        r = __builtin_fma(x, y, z);
        memcpy(t + l, &r, 8);
        t[l] = WF_CANON64(t[l]);
    }
}
#endif

PTXVM_INTERNAL void pv_fma32_warp(uint32_t *restrict t, const uint32_t *a,
                                  const uint32_t *b, const uint32_t *c)
{
    uint32_t l;
#ifdef WF_X86_FMA
    if (__builtin_cpu_supports("fma") && __builtin_cpu_supports("avx2")) {
        wf_fma32_hw(t, a, b, c);
        return;
    }
#endif
    for (l = 0; l < PV_LANES; l++) {
        float x, y, z, r;
        memcpy(&x, a + l, 4);
        memcpy(&y, b + l, 4);
        memcpy(&z, c + l, 4);
        r = fmaf(x, y, z);
        memcpy(t + l, &r, 4);
        t[l] = WF_CANON32(t[l]);
    }
}

PTXVM_INTERNAL void pv_fma64_warp(uint64_t *restrict t, const uint64_t *a,
                                  const uint64_t *b, const uint64_t *c)
{
    uint32_t l;
#ifdef WF_X86_FMA
    if (__builtin_cpu_supports("fma") && __builtin_cpu_supports("avx2")) {
        wf_fma64_hw(t, a, b, c);
        return;
    }
#endif
    for (l = 0; l < PV_LANES; l++) {
        double x, y, z, r;
        memcpy(&x, a + l, 8);
        memcpy(&y, b + l, 8);
        memcpy(&z, c + l, 8);
        r = fma(x, y, z);
        memcpy(t + l, &r, 8);
        t[l] = WF_CANON64(t[l]);
    }
}
/* ---- src/workers.c ---- */
/* Host threads (see workers.h). */
#include <time.h>
#if PV_THREADS
#include <unistd.h>
#endif

PTXVM_INTERNAL int pv_mutex_init(pv_mutex *m)
{
#if PV_THREADS
    return pthread_mutex_init(m, NULL);
#else
    *m = 0;
    return 0;
#endif
}

PTXVM_INTERNAL void pv_mutex_destroy(pv_mutex *m)
{
#if PV_THREADS
    pthread_mutex_destroy(m);
#else
    (void)m;
#endif
}

PTXVM_INTERNAL void pv_mutex_lock(pv_mutex *m)
{
#if PV_THREADS
    pthread_mutex_lock(m);
#else
    (void)m;
#endif
}

PTXVM_INTERNAL void pv_mutex_unlock(pv_mutex *m)
{
#if PV_THREADS
    pthread_mutex_unlock(m);
#else
    (void)m;
#endif
}

PTXVM_INTERNAL void pv_flag_store(int *flag, int value)
{
#if defined(__GNUC__) || defined(__clang__)
    __atomic_store_n(flag, value, __ATOMIC_RELEASE);
#else
    *(volatile int *)flag = value;
#endif
}

PTXVM_INTERNAL int pv_flag_load(const int *flag)
{
#if defined(__GNUC__) || defined(__clang__)
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE);
#else
    return *(const volatile int *)flag;
#endif
}

PTXVM_INTERNAL uint64_t pv_now_ns(void)
{
#if PV_THREADS && defined(_POSIX_TIMERS) && _POSIX_TIMERS > 0 && defined(CLOCK_MONOTONIC)
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) == 0)
        return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
    return (uint64_t)((double)clock() * (1e9 / CLOCKS_PER_SEC));
}

PTXVM_INTERNAL uint32_t pv_cpu_count(void)
{
#if PV_THREADS && defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (n > 1024 ? 1024u : (uint32_t)n) : 1u;
#else
    return 1;
#endif
}

#if PV_THREADS
typedef struct wk_start {
    void   (*job)(void *arg, uint32_t i);
    void    *arg;
    uint32_t index;
} wk_start;

static void *wk_main(void *p)
{
    const wk_start *s = (const wk_start *)p;
    s->job(s->arg, s->index);
    return NULL;
}
#endif

#define WK_MAX 64u                 /* threads one launch starts */

PTXVM_INTERNAL void pv_parallel(const ptxvm_host *host, uint32_t n,
                                void (*job)(void *arg, uint32_t i), void *arg)
{
    uint32_t i;
    if (n > 1 && host && host->parallel_for) {
        host->parallel_for(host->user, n, job, arg);
        return;
    }
#if PV_THREADS
    if (n > 1) {
        pthread_t t[WK_MAX];
        wk_start s[WK_MAX];
        int made[WK_MAX];
        if (n > WK_MAX)
            n = WK_MAX;
        for (i = 1; i < n; i++) {
            s[i].job = job;
            s[i].arg = arg;
            s[i].index = i;
            made[i] = pthread_create(&t[i], NULL, wk_main, &s[i]) == 0;
        }
        job(arg, 0);
        for (i = 1; i < n; i++) {
            if (made[i])
                pthread_join(t[i], NULL);
            else
                job(arg, i);        /* no thread: the caller does its part */
        }
        return;
    }
#endif
    for (i = 0; i < n; i++)
        job(arg, i);
}
