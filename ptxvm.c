/*
** ptxvm.c — the ptxvm library in one file. Generated from src/ by
** amalgamate.sh; do not edit: change src/ and run ./amalgamate.sh.
** Compile it with your program; it needs ptxvm.h and xxhash.h.
** MIT license: see LICENSE.
*/
#define PTXVM_INTERNAL static
#define PTXVM_AMALGAMATION 1
/* ---- src/api_module.c ---- */
/* The public API for modules and kernels: loading (parse, check, build
   the kernel table), lookup, kernel information. */
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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/vm.h, back in src/api_module.c ---- */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/parse.h ---- */
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
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
/* ---- end src/strtab.h, back in src/lexer.h ---- */

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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/sema.h ---- */
/* ---- src/diag.h ---- */
/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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
/* ---- end src/diag.h, back in src/sema.h ---- */

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
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa);

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
/* ---- src/sema.h ---- */
/* The checker: resolves every name in the module (with block scoping in
   function bodies), lays out variables, and checks each instruction
   against the instruction table (isa.h). It reports the first problem as
   PTXVM_E_SEMANTIC with its position, through pv_fail. */
#ifndef PTXVM_SEMA_H
#define PTXVM_SEMA_H
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/sema.h ---- */
/* ---- src/diag.h ---- */
/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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
/* ---- end src/diag.h, back in src/sema.h ---- */

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
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa);

#endif
/* ---- end src/sema.h, back in src/isa.h ---- */

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
    ISA_OPF_PAIRREQ = 16, ISA_OPF_UNIFIED = 32, ISA_OPF_WIDE = 64
};
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
    uint8_t flags;          /* ISA_OPF_*                                   */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/print.h ---- */

/* Print m. On success *out holds len + 1 bytes (NUL-terminated text of
   length *len) allocated from h: free them with pv_free(h, *out, *len + 1).
   Returns 0, or -1 when memory runs out (nothing is left allocated). */
PTXVM_INTERNAL int ir_print(const ir_module *m, pv_heap *h, char **out,
                            size_t *len);

#endif
/* ---- end src/print.h, back in src/api_module.c ---- */
#include <stdio.h>

static void module_free(ptxvm_module *m)
{
    pv_heap *h = &m->vm->heap;
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
    if (len > PTXVM_MAX_MODULE_BYTES)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "%s: module of %lu bytes exceeds the limit of %lu bytes "
                        "(PTXVM_MAX_MODULE_BYTES)", name, (unsigned long)len,
                        (unsigned long)PTXVM_MAX_MODULE_BYTES);
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
/* Public functions whose machinery is not built yet: device memory,
   launches, host-function calls from kernels, textures and surfaces.
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

ptxvm_result ptxvm_mem_alloc(ptxvm_vm *vm, size_t size, ptxvm_addr *out)
{
    PV_UNUSED(size);
    if (out)
        *out = 0;
    return pending(vm, "device memory (ptxvm_mem_alloc)");
}

ptxvm_result ptxvm_mem_free(ptxvm_vm *vm, ptxvm_addr addr)
{
    PV_UNUSED(addr);
    return pending(vm, "device memory (ptxvm_mem_free)");
}

ptxvm_result ptxvm_mem_map(ptxvm_vm *vm, void *host, size_t size,
                           unsigned access, ptxvm_addr *out)
{
    PV_UNUSED(host);
    PV_UNUSED(size);
    PV_UNUSED(access);
    if (out)
        *out = 0;
    return pending(vm, "host mappings (ptxvm_mem_map)");
}

ptxvm_result ptxvm_mem_unmap(ptxvm_vm *vm, ptxvm_addr addr)
{
    PV_UNUSED(addr);
    return pending(vm, "host mappings (ptxvm_mem_unmap)");
}

ptxvm_result ptxvm_mem_map_callbacks(ptxvm_vm *vm, size_t size,
                                     const ptxvm_mem_callbacks *cb,
                                     void *user, ptxvm_addr *out)
{
    PV_UNUSED(size);
    PV_UNUSED(cb);
    PV_UNUSED(user);
    if (out)
        *out = 0;
    return pending(vm, "callback-backed memory (ptxvm_mem_map_callbacks)");
}

ptxvm_result ptxvm_memcpy_htod(ptxvm_vm *vm, ptxvm_addr dst, const void *src,
                               size_t n)
{
    PV_UNUSED(dst);
    PV_UNUSED(src);
    PV_UNUSED(n);
    return pending(vm, "device memory (ptxvm_memcpy_htod)");
}

ptxvm_result ptxvm_memcpy_dtoh(ptxvm_vm *vm, void *dst, ptxvm_addr src,
                               size_t n)
{
    PV_UNUSED(dst);
    PV_UNUSED(src);
    PV_UNUSED(n);
    return pending(vm, "device memory (ptxvm_memcpy_dtoh)");
}

ptxvm_result ptxvm_memset(ptxvm_vm *vm, ptxvm_addr dst, int byte, size_t n)
{
    PV_UNUSED(dst);
    PV_UNUSED(byte);
    PV_UNUSED(n);
    return pending(vm, "device memory (ptxvm_memset)");
}

ptxvm_result ptxvm_call_read(const ptxvm_call *call, ptxvm_addr generic,
                             void *dst, size_t n)
{
    PV_UNUSED(generic);
    PV_UNUSED(dst);
    PV_UNUSED(n);
    return call ? pending(call->vm, "kernel calls to host functions "
                                    "(ptxvm_call_read)")
                : PTXVM_E_INVALID_ARGUMENT;
}

ptxvm_result ptxvm_call_write(const ptxvm_call *call, ptxvm_addr generic,
                              const void *src, size_t n)
{
    PV_UNUSED(generic);
    PV_UNUSED(src);
    PV_UNUSED(n);
    return call ? pending(call->vm, "kernel calls to host functions "
                                    "(ptxvm_call_write)")
                : PTXVM_E_INVALID_ARGUMENT;
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
        if (v->name == sym && (v->space == SP_GLOBAL || v->space == SP_CONST) &&
            v->linkage != LK_EXTERN)
            return pending(m->vm, "device memory for module variables "
                                  "(ptxvm_module_get_global)");
    }
    return pv_error(m->vm, PTXVM_E_NOT_FOUND,
                    "%s: no .global or .const variable named '%s'",
                    ir_name(m->ir, m->ir->source), name);
}

ptxvm_result ptxvm_launch_kernel(ptxvm_kernel *k, const ptxvm_launch *l,
                                 ptxvm_stats *stats)
{
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (!k)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!l)
        return pv_error(k->module->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_launch_kernel: launch must not be NULL");
    return pending(k->module->vm, "kernel execution (ptxvm_launch_kernel)");
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
/* ---- src/isa.h ---- */
/* The instruction table engine: which opcodes are known, and the check of
   one instruction against the legal forms of its opcode (isa_table.h),
   decoding its modifiers into isa_decoded for the compiler.

   The table is const data; the matcher compiles the forms of an opcode
   the first time it is checked into a pv_isa the caller owns (one per
   checker run, or longer: it depends on nothing but the table). */
#ifndef PTXVM_ISA_H
#define PTXVM_ISA_H
/* ---- src/sema.h ---- */
/* The checker: resolves every name in the module (with block scoping in
   function bodies), lays out variables, and checks each instruction
   against the instruction table (isa.h). It reports the first problem as
   PTXVM_E_SEMANTIC with its position, through pv_fail. */
#ifndef PTXVM_SEMA_H
#define PTXVM_SEMA_H
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/sema.h ---- */
/* ---- src/diag.h ---- */
/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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
/* ---- end src/diag.h, back in src/sema.h ---- */

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
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa);

#endif
/* ---- end src/sema.h, back in src/isa.h ---- */

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
    ISA_OPF_PAIRREQ = 16, ISA_OPF_UNIFIED = 32, ISA_OPF_WIDE = 64
};
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
    uint8_t flags;          /* ISA_OPF_*                                   */
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
/* ---- end src/isa.h, back in src/api_vm.c ---- */
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
        "PTXVM_E_HOST"
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
/* ---- src/decimal.c ---- */
/* Decimal floating-point literals to double, correctly rounded (nearest,
   ties to even) without the host's strtod: that one follows the locale's
   decimal point and is not required to round correctly.

   Exact cases (at most 15 digits and a power of ten up to 1e22) take the
   fast path; everything else is computed exactly with big integers:
   value = N * 10^E = q * 2^k + r, q of 53 bits, rounded on r. */
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
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
/* ---- end src/strtab.h, back in src/lexer.h ---- */

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
/* ---- end src/lexer.h, back in src/decimal.c ---- */
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
/* ---- src/diag.c ---- */
/* Error reporting for module loading. */
/* ---- src/diag.h ---- */
/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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
/* ---- end src/diag.h, back in src/diag.c ---- */
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
/* ---- src/fpconv.c ---- */
/* Floating-point format conversions on bit patterns. */
/* ---- src/fpconv.h ---- */
/* Exact conversions between floating-point formats, done on bit patterns
   so that results never depend on the host's rounding mode or on its
   floating-point environment. */
#ifndef PTXVM_FPCONV_H
#define PTXVM_FPCONV_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/fpconv.h ---- */

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
/* ---- end src/fpconv.h, back in src/fpconv.c ---- */

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
/* ---- src/ir.c ---- */
/* IR helpers: type and state-space tables, module lifetime. */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/ir.c ---- */

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
/* ---- src/isa.h ---- */
/* The instruction table engine: which opcodes are known, and the check of
   one instruction against the legal forms of its opcode (isa_table.h),
   decoding its modifiers into isa_decoded for the compiler.

   The table is const data; the matcher compiles the forms of an opcode
   the first time it is checked into a pv_isa the caller owns (one per
   checker run, or longer: it depends on nothing but the table). */
#ifndef PTXVM_ISA_H
#define PTXVM_ISA_H
/* ---- src/sema.h ---- */
/* The checker: resolves every name in the module (with block scoping in
   function bodies), lays out variables, and checks each instruction
   against the instruction table (isa.h). It reports the first problem as
   PTXVM_E_SEMANTIC with its position, through pv_fail. */
#ifndef PTXVM_SEMA_H
#define PTXVM_SEMA_H
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/sema.h ---- */
/* ---- src/diag.h ---- */
/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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
/* ---- end src/diag.h, back in src/sema.h ---- */

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
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa);

#endif
/* ---- end src/sema.h, back in src/isa.h ---- */

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
    ISA_OPF_PAIRREQ = 16, ISA_OPF_UNIFIED = 32, ISA_OPF_WIDE = 64
};
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
    uint8_t flags;          /* ISA_OPF_*                                   */
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
/* ---- end src/isa.h, back in src/isa.c ---- */

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
/* ---- src/isa.h ---- */
/* The instruction table engine: which opcodes are known, and the check of
   one instruction against the legal forms of its opcode (isa_table.h),
   decoding its modifiers into isa_decoded for the compiler.

   The table is const data; the matcher compiles the forms of an opcode
   the first time it is checked into a pv_isa the caller owns (one per
   checker run, or longer: it depends on nothing but the table). */
#ifndef PTXVM_ISA_H
#define PTXVM_ISA_H
/* ---- src/sema.h ---- */
/* The checker: resolves every name in the module (with block scoping in
   function bodies), lays out variables, and checks each instruction
   against the instruction table (isa.h). It reports the first problem as
   PTXVM_E_SEMANTIC with its position, through pv_fail. */
#ifndef PTXVM_SEMA_H
#define PTXVM_SEMA_H
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/sema.h ---- */
/* ---- src/diag.h ---- */
/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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
/* ---- end src/diag.h, back in src/sema.h ---- */

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
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa);

#endif
/* ---- end src/sema.h, back in src/isa.h ---- */

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
    ISA_OPF_PAIRREQ = 16, ISA_OPF_UNIFIED = 32, ISA_OPF_WIDE = 64
};
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
    uint8_t flags;          /* ISA_OPF_*                                   */
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
/* ---- end src/isa.h, back in src/isa_match.c ---- */

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
        return isa_bad(x, m, i, "a function name or register", &o[n ? n - 1 : 0]);
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
        s1.flags &= (uint8_t)~(ISA_OPF_PAIR | ISA_OPF_PAIRREQ);
        s1.flags |= ISA_OPF_SINK;
        if (isa_chk_opnd(x, m, idx, &s1, &e[0]))
            return ISA_E_FAIL;
        if (e[1].kind == OK_SINK)
            return ISA_E_OK;
        return isa_chk_pred(x, m, idx, &e[1], 0);
    }
    if (s->flags & ISA_OPF_PAIRREQ)
        return isa_bad(x, m, idx, "a pair d|p", o);
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
/* ---- src/lexer.c ---- */
/* The PTX lexer. A 256-entry class table drives the hot loops; tokens are
   produced one at a time so that no token array is ever materialised. */
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
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
/* ---- end src/strtab.h, back in src/lexer.h ---- */

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
/* ---- end src/lexer.h, back in src/lexer.c ---- */

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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
/* ---- end src/mem.h, back in src/mem.c ---- */
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
/* ---- src/parse.c ---- */
/* The module structure: header directives, declarations, functions and
   their bodies. */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/parse.h ---- */
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
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
/* ---- end src/strtab.h, back in src/lexer.h ---- */

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
/* ---- end src/parse.h, back in src/parse.c ---- */
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
    if (++P->depth > PTXVM_MAX_NESTING)
        pp_error(P, P_TOK(P), "nesting deeper than %d levels",
                 PTXVM_MAX_NESTING);
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/parse.h ---- */
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
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
/* ---- end src/strtab.h, back in src/lexer.h ---- */

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
/* ---- end src/parse.h, back in src/parse_expr.c ---- */

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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/parse.h ---- */
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
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
/* ---- end src/strtab.h, back in src/lexer.h ---- */

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
/* ---- end src/parse.h, back in src/parse_init.c ---- */
/* ---- src/fpconv.h ---- */
/* Exact conversions between floating-point formats, done on bit patterns
   so that results never depend on the host's rounding mode or on its
   floating-point environment. */
#ifndef PTXVM_FPCONV_H
#define PTXVM_FPCONV_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/fpconv.h ---- */

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
/* ---- end src/fpconv.h, back in src/parse_init.c ---- */

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

static void store_le(uint8_t *out, uint64_t v, uint32_t n)
{
    uint32_t i;
    for (i = 0; i < n; i++)
        out[i] = (uint8_t)(v >> (8 * i));
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
    store_le(bytes, convert_value(P, &at, t, pp_const_expr(P)), S->esize);
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/parse.h ---- */
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
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
/* ---- end src/strtab.h, back in src/lexer.h ---- */

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
/* ---- end src/parse.h, back in src/parse_inst.c ---- */

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
            if (c < 0)
                pp_expected(P, "a vector component .x, .y, .z or .w");
            o->flags |= OF_COMP;
            o->comp = (uint8_t)c;
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
    case '_':
    case TK_IDENT:
        if (t->kind == TK_IDENT && t->sym == KW_sr_warp_sz)
            break;
        simple_operand(P, o);
        if (o->flags & OF_COMP)
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
/* ---- src/print.h ---- */
/* The canonical printer and IR comparison. ir_print writes a module as
   PTX text in one fixed layout; parsing that text gives IR equal to the
   original (the round-trip property the tests check over the whole
   corpus with tests/support/ir_equal.c). Later tools (disassembly, test-case reduction) print
   through it too. */
#ifndef PTXVM_PRINT_H
#define PTXVM_PRINT_H
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/print.h ---- */

/* Print m. On success *out holds len + 1 bytes (NUL-terminated text of
   length *len) allocated from h: free them with pv_free(h, *out, *len + 1).
   Returns 0, or -1 when memory runs out (nothing is left allocated). */
PTXVM_INTERNAL int ir_print(const ir_module *m, pv_heap *h, char **out,
                            size_t *len);

#endif
/* ---- end src/print.h, back in src/print.c ---- */

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
        pr_sym(b, m, o->sym);
        if (o->flags & OF_COMP)
            pr_puts(b, comp[o->comp & 3]);
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
/* ---- src/sema.c ---- */
/* The checker: module-scope names, variable layout, function bodies with
   block scoping, labels, and per-instruction checks through isa.h.

   Name lookup is by symbol id: bind[sym] holds the innermost declaration
   visible at the current point of a body, and an undo stack restores the
   outer binding when a block closes, so every lookup is one array read. */
/* ---- src/sema.h ---- */
/* The checker: resolves every name in the module (with block scoping in
   function bodies), lays out variables, and checks each instruction
   against the instruction table (isa.h). It reports the first problem as
   PTXVM_E_SEMANTIC with its position, through pv_fail. */
#ifndef PTXVM_SEMA_H
#define PTXVM_SEMA_H
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/sema.h ---- */
/* ---- src/diag.h ---- */
/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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
/* ---- end src/diag.h, back in src/sema.h ---- */

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
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa);

#endif
/* ---- end src/sema.h, back in src/sema.c ---- */
/* ---- src/isa.h ---- */
/* The instruction table engine: which opcodes are known, and the check of
   one instruction against the legal forms of its opcode (isa_table.h),
   decoding its modifiers into isa_decoded for the compiler.

   The table is const data; the matcher compiles the forms of an opcode
   the first time it is checked into a pv_isa the caller owns (one per
   checker run, or longer: it depends on nothing but the table). */
#ifndef PTXVM_ISA_H
#define PTXVM_ISA_H
/* ---- src/sema.h ---- */
/* The checker: resolves every name in the module (with block scoping in
   function bodies), lays out variables, and checks each instruction
   against the instruction table (isa.h). It reports the first problem as
   PTXVM_E_SEMANTIC with its position, through pv_fail. */
#ifndef PTXVM_SEMA_H
#define PTXVM_SEMA_H
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
    OF_SUFFIX   = 1u << 4   /* address followed by a modifier (.unified)  */
};

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
/* ---- end src/ir.h, back in src/sema.h ---- */
/* ---- src/diag.h ---- */
/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H
/* ---- src/common.h ---- */
/* Shared by every file of the library: configuration, the internal-linkage
   marker, fixed-width types and a few tiny helpers.

   PTXVM_INTERNAL marks every non-API function. In the amalgamation
   (ptxvm.c) it is `static`, so only ptxvm_* symbols are exported; in the
   build from src/ it is plain extern linkage (hidden where supported). */
#ifndef PTXVM_COMMON_H
#define PTXVM_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

typedef unsigned char pv_bool;

#endif
/* ---- end src/common.h, back in src/diag.h ---- */

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
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
/* ---- end src/diag.h, back in src/sema.h ---- */

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
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa);

#endif
/* ---- end src/sema.h, back in src/isa.h ---- */

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
    ISA_OPF_PAIRREQ = 16, ISA_OPF_UNIFIED = 32, ISA_OPF_WIDE = 64
};
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
    uint8_t flags;          /* ISA_OPF_*                                   */
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
/* ---- end src/isa.h, back in src/sema.c ---- */
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
    char       shown[2][72];  /* names cut short for messages          */
    uint32_t   nshown;
    uint32_t  *split;       /* per symbol: how %r57 splits into the
                               prefix symbol (%r) and 57, computed once:
                               [2*sym] prefix (UINT32_MAX: none), [2*sym+1]
                               element; 0,0 = not computed yet          */
    uint32_t   ncallees, capcallees;
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
        return;
    }
    {
        isa_decoded dec;
        isa_check(S->isa, S, in, &dec);
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
    /* Record the call edges. */
    f = &S->m->funcs.data[fi];
    f->callees = S->m->syms.len;
    f->ncallees = S->ncallees;
    for (i = 0; i < S->ncallees; i++) {
        uint32_t *slot = (uint32_t *)pv_grow(S->m->heap, S->m->syms.data,
                                             &S->m->syms.cap,
                                             S->m->syms.len + 1, sizeof *slot);
        if (!slot)
            pv_fail_oom(S->diag);
        S->m->syms.data = slot;
        S->m->syms.data[S->m->syms.len++] = S->callees[i];
    }
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
    S->gbind = S->lbind = NULL;
    S->undo = NULL;
    S->callees = NULL;
}

static void check_module(pv_sema *S)
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
    for (i = 0; i < m->items.len; i++) {
        const ir_item *it = &m->items.data[i];
        if (it->kind == IT_FUNC) {
            S->cur_item = i;
            check_function(S, it->index);
        }
    }
}

PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa)
{
    /* The state lives on the heap: it changes between the setjmp below
       and a longjmp, which automatic variables may not. */
    pv_sema *S = (pv_sema *)pv_realloc(m->heap, NULL, 0, sizeof *S);
    jmp_buf outer;
    if (!S)
        pv_fail_oom(d);
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
        pv_fail_oom(d);
    }
    /* Catch failures to free the scratch tables, then pass them on. */
    memcpy(&outer, &d->jb, sizeof outer);
    if (setjmp(d->jb)) {
        sema_release(S);
        pv_free(m->heap, S, sizeof *S);
        memcpy(&d->jb, &outer, sizeof outer);
        longjmp(d->jb, 1);
    }
    check_module(S);
    sema_release(S);
    pv_free(m->heap, S, sizeof *S);
    memcpy(&d->jb, &outer, sizeof outer);
}
/* ---- src/strtab.c ---- */
/* String interning on xxHash with open addressing. */
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <setjmp.h>

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
#define PV_UNUSED(x) ((void)(x))

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
/* ---- end src/strtab.h, back in src/strtab.c ---- */
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
