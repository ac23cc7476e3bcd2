/* atom and red: every operation and type on .global, .shared and generic
   addresses (64- and 32-bit shared addresses too), full and partial
   warps and several blocks, against a C model that runs the threads one
   after the other in thread order (the interpreter's serialisation
   inside a CTA); contended adds across blocks against any valid order;
   inc/dec wrap edges; cas loops; red; faults. Everything runs with one
   worker and with four. */
#include "softfp.h"
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <stddef.h>
#include <string.h>

enum { S_GLOBAL, S_GENERIC, S_SHARED, S_SHARED_GENERIC, S_SHARED32, S_NSPACE };
static const char *const space_name[S_NSPACE] = {
    "global", "generic", "shared", "shared-generic", "shared-32"
};

/* One operation-type form. */
typedef struct aform {
    const char *op, *type;   /* PTX spelling                              */
    const char *ldt;         /* ld/st type for its values                 */
    const char *reg;         /* register type                             */
    uint32_t size;
} aform;

static const aform forms[] = {
    {"and", "b32", "b32", "b32", 4}, {"or", "b32", "b32", "b32", 4},
    {"xor", "b32", "b32", "b32", 4}, {"and", "b64", "b64", "b64", 8},
    {"or", "b64", "b64", "b64", 8}, {"xor", "b64", "b64", "b64", 8},
    {"exch", "b32", "b32", "b32", 4}, {"exch", "b64", "b64", "b64", 8},
    {"cas", "b32", "b32", "b32", 4}, {"cas", "b64", "b64", "b64", 8},
    {"cas", "b16", "b16", "b16", 2},
    {"add", "u32", "u32", "u32", 4}, {"add", "s32", "s32", "s32", 4},
    {"add", "u64", "u64", "u64", 8}, {"add", "s64", "s64", "s64", 8},
    {"add", "f32", "f32", "f32", 4}, {"add", "f64", "f64", "f64", 8},
    {"add.noftz", "f16", "b16", "b16", 2}, {"add.noftz", "bf16", "b16", "b16", 2},
    {"add.noftz", "f16x2", "b32", "b32", 4}, {"add.noftz", "bf16x2", "b32", "b32", 4},
    {"inc", "u32", "u32", "u32", 4}, {"dec", "u32", "u32", "u32", 4},
    {"min", "u32", "u32", "u32", 4}, {"max", "u32", "u32", "u32", 4},
    {"min", "s32", "s32", "s32", 4}, {"max", "s32", "s32", "s32", 4},
    {"min", "u64", "u64", "u64", 8}, {"max", "u64", "u64", "u64", 8},
    {"min", "s64", "s64", "s64", 8}, {"max", "s64", "s64", "s64", 8},
};
#define NFORMS (sizeof forms / sizeof forms[0])

#define MAXT 192        /* threads of a launch (elements of the arrays)    */
#define SH_ELEMS 64     /* .shared elements                                 */

/* The kernel: old = atom(buf[ix[g]], bv[g], cv[g]); out[g] = old, with g
   the global thread index. The .shared forms copy buf[0..ntid) in and
   out around the atomics; red forms write no old value. */
static void gen_kernel(char *s, size_t n, const aform *f, int space, int red)
{
    char atom[160], addr[160], io_in[600] = "", io_out[300] = "";
    int cas = strcmp(f->op, "cas") == 0;
    const char *sp = space == S_GLOBAL ? ".global" :
                     (space == S_SHARED || space == S_SHARED32) ? ".shared" : "";
    const char *ar = space == S_SHARED32 ? "%r6" : "%rd12";
    if (space >= S_SHARED) {
        snprintf(io_in, sizeof io_in,
                 "  mul.wide.u32 %%rd13, %%r1, %u;\n  add.s64 %%rd14, %%rd1, %%rd13;\n"
                 "  ld.global.%s %%v3, [%%rd14];\n  mov.u64 %%rd15, sh;\n"
                 "  add.s64 %%rd15, %%rd15, %%rd13;\n  st.shared.%s [%%rd15], %%v3;\n"
                 "  bar.sync 0;\n", f->size, f->ldt, f->ldt);
        snprintf(io_out, sizeof io_out,
                 "  bar.sync 0;\n  ld.shared.%s %%v3, [%%rd15];\n  st.global.%s [%%rd14], %%v3;\n",
                 f->ldt, f->ldt);
        snprintf(addr, sizeof addr, "  mov.u64 %%rd12, sh;\n  add.s64 %%rd12, %%rd12, %%rd8;\n%s",
                 space == S_SHARED_GENERIC ? "  cvta.shared.u64 %rd12, %rd12;\n" :
                 space == S_SHARED32 ? "  cvt.u32.u64 %r6, %rd12;\n" : "");
    } else {
        snprintf(addr, sizeof addr, "  add.s64 %%rd12, %%rd1, %%rd8;\n");
    }
    if (red)
        snprintf(atom, sizeof atom, "  red%s.%s.%s [%s], %%v1;\n", sp, f->op, f->type, ar);
    else
        snprintf(atom, sizeof atom, "  atom%s.%s.%s %%v0, [%s], %%v1%s;\n"
                 "  add.s64 %%rd10, %%rd2, %%rd9;\n  st.global.%s [%%rd10], %%v0;\n",
                 sp, f->op, f->type, ar, cas ? ", %v2" : "", f->ldt);
    snprintf(s, n,
             ".version 8.5\n.target sm_90\n.address_size 64\n"
             ".visible .entry k(.param .u64 buf, .param .u64 out, .param .u64 bv,"
             " .param .u64 cv, .param .u64 ix)\n{\n"
             "  .reg .b32 %%r<8>;\n  .reg .b64 %%rd<16>;\n  .reg .%s %%v<4>;\n"
             "  .shared .align 8 .b8 sh[%u];\n"
             "  ld.param.u64 %%rd1, [buf];\n  ld.param.u64 %%rd2, [out];\n"
             "  ld.param.u64 %%rd3, [bv];\n  ld.param.u64 %%rd4, [cv];\n"
             "  ld.param.u64 %%rd5, [ix];\n"
             "  mov.u32 %%r1, %%tid.x;\n  mov.u32 %%r2, %%ctaid.x;\n  mov.u32 %%r3, %%ntid.x;\n"
             "  mad.lo.u32 %%r4, %%r2, %%r3, %%r1;\n  cvt.u64.u32 %%rd6, %%r4;\n"
             "  shl.b64 %%rd7, %%rd6, 2;\n  add.s64 %%rd7, %%rd5, %%rd7;\n"
             "  ld.global.u32 %%r5, [%%rd7];\n  mul.wide.u32 %%rd8, %%r5, %u;\n"
             "  mul.lo.u64 %%rd9, %%rd6, %u;\n  add.s64 %%rd10, %%rd3, %%rd9;\n"
             "  ld.global.%s %%v1, [%%rd10];\n  add.s64 %%rd11, %%rd4, %%rd9;\n"
             "  ld.global.%s %%v2, [%%rd11];\n"
             "%s%s%s%s  ret;\n}\n",
             f->reg, SH_ELEMS * 8u, f->size, f->size, f->ldt, f->ldt,
             io_in, addr, atom, io_out);
}

/* ---- the C model ----------------------------------------------------- */

static uint64_t rng_state = 0x243f6a8885a308d3ull;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static float bf(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static uint32_t fb(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static double bd(uint64_t b) { double f; memcpy(&f, &b, 8); return f; }
static uint64_t db(double f) { uint64_t b; memcpy(&b, &f, 8); return b; }

static uint32_t ftz32(uint32_t x)
{
    return (x & 0x7f800000u) == 0 ? x & 0x80000000u : x;
}

static uint64_t sx(uint64_t v, uint32_t size)
{
    uint32_t sh = 64 - 8 * size;
    return (uint64_t)((int64_t)(v << sh) >> sh);
}

/* op(old, b[, c]) as the ISA describes it; ftz: atom.add.f32 on global
   memory flushes subnormal inputs and results. */
static uint64_t model(const aform *f, uint64_t old, uint64_t b, uint64_t c, int ftz)
{
    uint64_t mask = f->size == 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * f->size)) - 1;
    const char *op = f->op, *ty = f->type;
    int sgn = ty[0] == 's';
    uint64_t r;
    old &= mask;
    b &= mask;
    if (!strcmp(op, "and")) r = old & b;
    else if (!strcmp(op, "or")) r = old | b;
    else if (!strcmp(op, "xor")) r = old ^ b;
    else if (!strcmp(op, "exch")) r = b;
    else if (!strcmp(op, "cas")) r = old == b ? c : old;
    else if (!strcmp(op, "inc")) r = old >= b ? 0 : old + 1;
    else if (!strcmp(op, "dec")) r = (old == 0 || old > b) ? b : old - 1;
    else if (!strcmp(op, "min") || !strcmp(op, "max")) {
        int lt = sgn ? (int64_t)sx(old, f->size) < (int64_t)sx(b, f->size) : old < b;
        r = (!strcmp(op, "min")) == lt ? old : b;
    } else if (!strcmp(ty, "f32")) {
        uint32_t x = (uint32_t)old, y = (uint32_t)b;
        if (ftz) { x = ftz32(x); y = ftz32(y); }
        r = fb(bf(x) + bf(y));
        if (ftz) r = ftz32((uint32_t)r);
    } else if (!strcmp(ty, "f64")) {
        r = db(bd(old) + bd(b));
    } else if (!strcmp(ty, "f16") || !strcmp(ty, "bf16")) {
        r = sf_add(ty[0] == 'f' ? SF_F16 : SF_BF16, old, b, SF_RN, 0);
    } else if (!strcmp(ty, "f16x2") || !strcmp(ty, "bf16x2")) {
        sf_fmt fm = ty[0] == 'f' ? SF_F16 : SF_BF16;
        r = (sf_add(fm, old & 0xffff, b & 0xffff, SF_RN, 0) & 0xffff) |
            (sf_add(fm, old >> 16, b >> 16, SF_RN, 0) & 0xffff) << 16;
    } else {
        r = old + b;
    }
    return r & mask;
}

/* A value for the form: small domains where equality and wrap edges
   matter, subnormals for the float adds. */
static uint64_t value(const aform *f, int operand)
{
    uint64_t r = rnd();
    const char *ty = f->type, *op = f->op;
    if (!strcmp(op, "inc") || !strcmp(op, "dec"))
        return operand ? r % 6 : (r % 4 == 0 ? 0xfffffff0u + r % 16 : r % 9);
    if (!strcmp(op, "cas"))
        return r % 3;
    if (!strcmp(ty, "f32")) {
        if (r % 6 == 0)
            return (r >> 8) & 0x807fffffu;          /* subnormal or zero */
        return fb((float)((int)((r >> 8) % 2001) - 1000) / 8.0f);
    }
    if (!strcmp(ty, "f64")) {
        if (r % 8 == 0)
            return (r >> 8) & 0x800fffffffffffffull;
        return db((double)((int)((r >> 8) % 2001) - 1000) / 16.0);
    }
    if (!strcmp(ty, "f16") || !strcmp(ty, "bf16"))
        return (r >> 7) & (ty[0] == 'f' ? 0x8bffu : 0x83ffu) & 0xffffu;
    if (!strcmp(ty, "f16x2") || !strcmp(ty, "bf16x2"))
        return (r >> 7) & (ty[0] == 'f' ? 0x8bff8bffu : 0x83ff83ffu);
    if (f->size == 4)
        return (uint32_t)r;
    if (f->size == 2)
        return (uint16_t)r;
    return r;
}

static void store_elems(uint8_t *p, const uint64_t *v, uint32_t n, uint32_t size)
{
    uint32_t i;
    for (i = 0; i < n; i++)
        memcpy(p + (size_t)i * size, &v[i], size);    /* little-endian host */
}

static uint64_t load_elem(const uint8_t *p, uint32_t i, uint32_t size)
{
    uint64_t v = 0;
    memcpy(&v, p + (size_t)i * size, size);
    return v;
}

/* ---- running forms ---------------------------------------------------- */

typedef struct rig {
    ptxvm_vm *vm;
    ptxvm_addr buf, out, bv, cv, ix;
} rig;

static ptxvm_result launch(rig *R, ptxvm_module *m, uint32_t blocks, uint32_t threads)
{
    void *args[5];
    args[0] = &R->buf;
    args[1] = &R->out;
    args[2] = &R->bv;
    args[3] = &R->cv;
    args[4] = &R->ix;
    return ob_launch_1d(m, "k", blocks, threads, args);
}

/* Index patterns: 0 every thread on element 0; 1 its own element; 2 three
   elements, interleaved. */
static void run_form(pv_test *t, rig *R, const aform *f, int space, int red,
                     uint32_t blocks, uint32_t threads, int pattern)
{
    static char ptx[4096];
    uint64_t init[MAXT], mem[MAXT], bv[MAXT], cv[MAXT], old[MAXT];
    uint32_t ix[MAXT], n = blocks * threads, i, nel;
    uint8_t hb[MAXT * 8], hb2[MAXT * 8];
    int ftz = !strcmp(f->type, "f32") && space <= S_GENERIC;
    ptxvm_module *m;
    ptxvm_result r;
    gen_kernel(ptx, sizeof ptx, f, space, red);
    if (ptxvm_module_load(R->vm, ptx, strlen(ptx), "atom.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "%s.%s %s load: %s", f->op, f->type, space_name[space],
                ptxvm_error_message(R->vm));
        return;
    }
    nel = space >= S_SHARED ? threads : n;
    for (i = 0; i < MAXT; i++) {
        init[i] = value(f, 0);
        bv[i] = value(f, 1);
        cv[i] = value(f, 2);
        ix[i] = pattern == 0 ? 0 : pattern == 1 ? i % nel : (i % 3) % nel;
    }
    store_elems(hb, init, MAXT, f->size);
    ptxvm_memcpy_htod(R->vm, R->buf, hb, MAXT * (size_t)f->size);
    store_elems(hb, bv, MAXT, f->size);
    ptxvm_memcpy_htod(R->vm, R->bv, hb, MAXT * (size_t)f->size);
    store_elems(hb, cv, MAXT, f->size);
    ptxvm_memcpy_htod(R->vm, R->cv, hb, MAXT * (size_t)f->size);
    ptxvm_memcpy_htod(R->vm, R->ix, ix, sizeof ix);
    ptxvm_memset(R->vm, R->out, 0, MAXT * 8);
    r = launch(R, m, blocks, threads);
    T_CHECK(t, r == PTXVM_OK, "%s.%s %s run: %s", f->op, f->type, space_name[space],
            ptxvm_error_message(R->vm));
    /* the model: threads one after the other (several blocks only with
       distinct elements, where their order is moot) */
    memcpy(mem, init, sizeof mem);
    for (i = 0; i < n; i++) {
        uint32_t e = ix[i];
        old[i] = mem[e];
        mem[e] = model(f, mem[e], bv[i], cv[i], ftz);
    }
    ptxvm_memcpy_dtoh(R->vm, hb, R->buf, MAXT * (size_t)f->size);
    ptxvm_memcpy_dtoh(R->vm, hb2, R->out, MAXT * (size_t)f->size);
    for (i = 0; i < MAXT; i++) {
        uint64_t want = i < nel ? mem[i] : init[i], got = load_elem(hb, i, f->size);
        T_CHECK(t, got == want, "%s%s.%s %s %ux%u pattern %d: mem[%u] = %llx, want %llx",
                red ? "red." : "", f->op, f->type, space_name[space], blocks, threads,
                pattern, i, (unsigned long long)got, (unsigned long long)want);
        if (got != want)
            break;
    }
    for (i = 0; i < n && !red; i++) {
        uint64_t got = load_elem(hb2, i, f->size);
        T_CHECK(t, got == old[i], "%s.%s %s %ux%u pattern %d: old of thread %u = %llx, want %llx",
                f->op, f->type, space_name[space], blocks, threads, pattern, i,
                (unsigned long long)got, (unsigned long long)old[i]);
        if (got != old[i])
            break;
    }
    ptxvm_module_unload(m);
}

static void check_forms(pv_test *t, rig *R)
{
    uint32_t fi;
    int space, pattern;
    static const uint32_t shapes[][2] = {{1, 64}, {1, 37}, {1, 5}, {3, 64}, {2, 45}};
    for (fi = 0; fi < NFORMS; fi++) {
        const aform *f = &forms[fi];
        int redok = strcmp(f->op, "cas") && strcmp(f->op, "exch");
        for (space = 0; space < S_NSPACE; space++)
            for (pattern = 0; pattern < 3; pattern++) {
                uint32_t s;
                for (s = 0; s < 5; s++) {
                    uint32_t blocks = shapes[s][0], threads = shapes[s][1];
                    /* several blocks: each block has its own .shared, and
                       the C model serialises by block; global only */
                    if (blocks > 1 && (space >= S_SHARED || pattern != 1))
                        continue;
                    run_form(t, R, f, space, 0, blocks, threads, pattern);
                    if (redok && s == 0)
                        run_form(t, R, f, space, 1, blocks, threads, pattern);
                }
            }
    }
}

/* ---- kernels written out ------------------------------------------------ */

static const char misc_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    /* 32 lanes add 3 to one word: olds are 0, 3, ..., 93 in lane order */
    ".visible .entry warp_add(.param .u64 p, .param .u64 out)\n{\n"
    "  .reg .b32 %r<4>;\n  .reg .b64 %rd<5>;\n"
    "  ld.param.u64 %rd1, [p];\n  ld.param.u64 %rd2, [out];\n"
    "  atom.global.add.u32 %r1, [%rd1], 3;\n  mov.u32 %r2, %tid.x;\n"
    "  mul.wide.u32 %rd3, %r2, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.u32 [%rd4], %r1;\n  ret;\n}\n"
    /* a float atomic max built from cas: every thread offers its value */
    ".visible .entry fmax_cas(.param .u64 p, .param .u64 v)\n{\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<8>;\n  .reg .f32 %f<4>;\n  .reg .b64 %rd<6>;\n"
    "  ld.param.u64 %rd1, [p];\n  ld.param.u64 %rd2, [v];\n  mov.u32 %r1, %tid.x;\n"
    "  mov.u32 %r6, %ctaid.x;\n  mov.u32 %r7, %ntid.x;\n  mad.lo.u32 %r1, %r6, %r7, %r1;\n"
    "  mul.wide.u32 %rd3, %r1, 4;\n  add.s64 %rd4, %rd2, %rd3;\n  ld.global.f32 %f1, [%rd4];\n"
    "  mov.b32 %r2, %f1;\n  ld.global.u32 %r3, [%rd1];\n"
    "LOOP:\n  mov.b32 %f2, %r3;\n  setp.ge.f32 %p1, %f2, %f1;\n  @%p1 bra DONE;\n"
    "  atom.global.cas.b32 %r4, [%rd1], %r3, %r2;\n  setp.ne.u32 %p2, %r4, %r3;\n"
    "  mov.u32 %r3, %r4;\n  @%p2 bra LOOP;\nDONE:\n  ret;\n}\n"
    /* a 64-bit add built from cas: every thread adds tid + 1 */
    ".visible .entry add64_cas(.param .u64 p)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<2>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [p];\n  mov.u32 %r1, %tid.x;\n  cvt.u64.u32 %rd2, %r1;\n"
    "  add.s64 %rd2, %rd2, 1;\n  ld.global.u64 %rd3, [%rd1];\n"
    "LOOP:\n  add.s64 %rd4, %rd3, %rd2;\n  atom.global.cas.b64 %rd5, [%rd1], %rd3, %rd4;\n"
    "  setp.ne.u64 %p1, %rd5, %rd3;\n  mov.u64 %rd3, %rd5;\n  @%p1 bra LOOP;\n  ret;\n}\n"
    /* a histogram: each thread counts v[g] % 8 with red, on global and on
       a .shared copy (sum over blocks into hist[8..16)) */
    ".visible .entry hist(.param .u64 h, .param .u64 v)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<10>;\n  .reg .b64 %rd<10>;\n"
    "  .shared .align 4 .u32 sh[8];\n"
    "  ld.param.u64 %rd1, [h];\n  ld.param.u64 %rd2, [v];\n  mov.u32 %r1, %tid.x;\n"
    "  setp.lt.u32 %p1, %r1, 8;\n  mov.u32 %r9, sh;\n  shl.b32 %r2, %r1, 2;\n"
    "  add.u32 %r3, %r9, %r2;\n  @%p1 st.shared.u32 [%r3], 0;\n  bar.sync 0;\n"
    "  mov.u32 %r6, %ctaid.x;\n  mov.u32 %r7, %ntid.x;\n  mad.lo.u32 %r4, %r6, %r7, %r1;\n"
    "  mul.wide.u32 %rd3, %r4, 4;\n  add.s64 %rd4, %rd2, %rd3;\n  ld.global.u32 %r5, [%rd4];\n"
    "  and.b32 %r5, %r5, 7;\n  mul.wide.u32 %rd5, %r5, 4;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  red.global.add.u32 [%rd6], 1;\n  shl.b32 %r8, %r5, 2;\n"
    "  add.u32 %r8, %r9, %r8;\n  red.shared.add.u32 [%r8], 1;\n"
    "  bar.sync 0;\n  @!%p1 bra END;\n  ld.shared.u32 %r8, [%r3];\n"
    "  add.s64 %rd7, %rd1, 32;\n  mul.wide.u32 %rd8, %r1, 4;\n  add.s64 %rd7, %rd7, %rd8;\n"
    "  red.global.add.u32 [%rd7], %r8;\nEND:\n  ret;\n}\n"
    /* .shared adds of random words into (word >> 8) & mask of 32 bins,
       rounds of ntid words; each block stores its 32 bins (lanes of one
       warp meet on a bin at random, more often the fewer the bins) */
    ".visible .entry shsum(.param .u64 out, .param .u64 v, .param .u32 mask,"
    " .param .u32 rounds)\n{\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<14>;\n  .reg .b64 %rd<7>;\n"
    "  .shared .align 4 .u32 sb[32];\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [v];\n"
    "  ld.param.u32 %r1, [mask];\n  ld.param.u32 %r2, [rounds];\n"
    "  mov.u32 %r3, %tid.x;\n  mov.u32 %r4, %ntid.x;\n  mov.u32 %r5, sb;\n"
    "  setp.lt.u32 %p1, %r3, 32;\n  shl.b32 %r6, %r3, 2;\n  add.u32 %r7, %r5, %r6;\n"
    "  @%p1 st.shared.u32 [%r7], 0;\n  bar.sync 0;\n"
    "  mov.u32 %r8, 0;\n  mov.u32 %r9, %r3;\n"
    "LOOP:\n  setp.ge.u32 %p2, %r8, %r2;\n  @%p2 bra DONE;\n"
    "  mul.wide.u32 %rd3, %r9, 4;\n  add.s64 %rd4, %rd2, %rd3;\n  ld.global.u32 %r10, [%rd4];\n"
    "  shr.u32 %r11, %r10, 8;\n  and.b32 %r11, %r11, %r1;\n  shl.b32 %r11, %r11, 2;\n"
    "  add.u32 %r11, %r5, %r11;\n  red.shared.add.u32 [%r11], %r10;\n"
    "  add.u32 %r8, %r8, 1;\n  add.u32 %r9, %r9, %r4;\n  bra LOOP;\n"
    "DONE:\n  bar.sync 0;\n  @!%p1 bra END;\n  ld.shared.u32 %r12, [%r7];\n"
    "  mov.u32 %r13, %ctaid.x;\n  shl.b32 %r13, %r13, 5;\n  add.u32 %r13, %r13, %r3;\n"
    "  mul.wide.u32 %rd5, %r13, 4;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  st.global.u32 [%rd6], %r12;\nEND:\n  ret;\n}\n";

static const char misc2_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    /* faults: lane tid reaches p + off (misaligned, out of range, or a
       .const variable through a generic address) */
    ".const .align 4 .u32 cv[4] = {1, 2, 3, 4};\n"
    ".visible .entry bad(.param .u64 p, .param .u64 off)\n{\n"
    "  .reg .b32 %r<2>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [p];\n  ld.param.u64 %rd2, [off];\n"
    "  add.s64 %rd3, %rd1, %rd2;\n  atom.global.add.u32 %r1, [%rd3], 1;\n  ret;\n}\n"
    ".visible .entry bad_const()\n{\n"
    "  .reg .b32 %r<2>;\n  .reg .b64 %rd<3>;\n"
    "  mov.u64 %rd1, cv;\n  cvta.const.u64 %rd2, %rd1;\n"
    "  atom.add.u32 %r1, [%rd2], 1;\n  ret;\n}\n"
    ".shared .align 4 .u32 shw[4];\n"
    ".visible .entry bad_shared(.param .u64 off)\n{\n"
    "  .reg .b32 %r<2>;\n  .reg .b64 %rd<3>;\n  ld.param.u64 %rd1, [off];\n"
    "  mov.u64 %rd2, shw;\n  add.s64 %rd2, %rd2, %rd1;\n"
    "  atom.shared.exch.b32 %r1, [%rd2], 1;\n  ret;\n}\n"
    /* vector and .L2::cache_hint forms; atom [var] */
    ".global .align 16 .f32 gv[4];\n"
    ".visible .entry vec(.param .u64 p, .param .u64 out)\n{\n"
    "  .reg .f32 %f<9>;\n  .reg .b64 %rd<4>;\n  .reg .b32 %r<3>;\n"
    "  ld.param.u64 %rd1, [p];\n  ld.param.u64 %rd2, [out];\n  mov.b64 %rd3, 0;\n"
    "  mov.f32 %f1, 0f3F800000;\n  mov.f32 %f2, 0f40000000;\n"
    "  mov.f32 %f3, 0f40400000;\n  mov.f32 %f4, 0f40800000;\n"
    "  atom.global.v4.f32.add {%f5, %f6, %f7, %f8}, [%rd1], {%f1, %f2, %f3, %f4};\n"
    "  red.global.add.v2.f32 [%rd1+8], {%f1, %f1};\n"
    "  atom.global.add.L2::cache_hint.u32 %r1, [gv], 5, %rd3;\n"
    "  st.global.v4.f32 [%rd2], {%f5, %f6, %f7, %f8};\n  ret;\n}\n";

/* shsum against sums in C, over 1, 2, 8 and 32 bins: 64 blocks of
   256 threads (whole warps) and of 250 (the last warp partial), 64 rounds
   each: 8 M adds in all */
static void check_shsum(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const uint32_t masks[4] = {0, 1, 7, 31};
    static const uint32_t sizes[2] = {256, 250};
    enum { ROUNDS = 64, BLOCKS = 64 };
    static uint32_t words[256 * ROUNDS], got[BLOCKS * 32];
    uint32_t want[32], i, k, s, b, rounds = ROUNDS, mask, bad;
    ptxvm_addr out, v;
    void *args[4];
    ptxvm_result r;
    for (i = 0; i < 256 * ROUNDS; i++)
        words[i] = (uint32_t)rnd();
    ptxvm_mem_alloc(vm, sizeof words, &v);
    ptxvm_mem_alloc(vm, sizeof got, &out);
    ptxvm_memcpy_htod(vm, v, words, sizeof words);
    args[0] = &out;
    args[1] = &v;
    args[2] = &mask;
    args[3] = &rounds;
    for (k = 0; k < 4; k++)
        for (s = 0; s < 2; s++) {
            mask = masks[k];
            memset(want, 0, sizeof want);
            for (i = 0; i < sizes[s] * ROUNDS; i++)
                want[(words[i] >> 8) & mask] += words[i];
            ptxvm_memset(vm, out, 0xff, sizeof got);
            r = ob_launch_1d(m, "shsum", BLOCKS, sizes[s], args);
            T_CHECK(t, r == PTXVM_OK, "shsum: %s", ptxvm_error_message(vm));
            ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
            for (b = 0, bad = 0; b < BLOCKS * 32; b++)
                bad += got[b] != want[b % 32];
            T_CHECK(t, bad == 0, "shsum, mask %u, %u threads: %u bins wrong (block 0 bin 0 %u, want %u)",
                    mask, sizes[s], bad, got[0], want[0]);
        }
    ptxvm_mem_free(vm, out);
    ptxvm_mem_free(vm, v);
}

static void check_misc(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, ptxvm_module *m2)
{
    ptxvm_addr p, out, v;
    uint32_t o[256], i, hist[16], want[8];
    uint64_t w64;
    float fv[256], fmax = -1e30f, f4[4];
    void *args[2];
    ptxvm_result r;
    ptxvm_mem_alloc(vm, 64, &p);
    ptxvm_mem_alloc(vm, sizeof o, &out);
    ptxvm_mem_alloc(vm, sizeof fv, &v);
    args[0] = &p;
    args[1] = &out;
    ptxvm_memset(vm, p, 0, 64);
    r = ob_launch_1d(m, "warp_add", 1, 32, args);
    T_CHECK(t, r == PTXVM_OK, "warp_add: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, o, out, 32 * 4);
    for (i = 0; i < 32; i++)
        T_CHECK(t, o[i] == 3 * i, "warp_add: lane %u old %u", i, o[i]);
    ptxvm_memcpy_dtoh(vm, o, p, 4);
    T_CHECK(t, o[0] == 96, "warp_add: final %u", o[0]);
    /* float max through cas, 4 blocks of 50 */
    for (i = 0; i < 200; i++) {
        fv[i] = (float)((int)(rnd() % 20001) - 10000) / 4.0f;
        fmax = fv[i] > fmax ? fv[i] : fmax;
    }
    fv[200] = -1e30f;
    ptxvm_memcpy_htod(vm, v, fv, sizeof fv);
    ptxvm_memcpy_htod(vm, p, &fv[200], 4);
    args[1] = &v;
    r = ob_launch_1d(m, "fmax_cas", 4, 50, args);
    T_CHECK(t, r == PTXVM_OK, "fmax_cas: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, f4, p, 4);
    T_CHECK(t, f4[0] == fmax, "fmax_cas: %g, want %g", (double)f4[0], (double)fmax);
    /* 64-bit cas add, starting near a 32-bit carry */
    w64 = 0xfffffff0ull;
    ptxvm_memcpy_htod(vm, p, &w64, 8);
    r = ob_launch_1d(m, "add64_cas", 1, 100, args);
    T_CHECK(t, r == PTXVM_OK, "add64_cas: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, &w64, p, 8);
    T_CHECK(t, w64 == 0xfffffff0ull + 5050, "add64_cas: %llx", (unsigned long long)w64);
    /* histogram over 3 blocks of 64 */
    memset(want, 0, sizeof want);
    for (i = 0; i < 192; i++) {
        o[i] = (uint32_t)rnd();
        want[o[i] & 7]++;
    }
    ptxvm_memcpy_htod(vm, v, o, 192 * 4);
    ptxvm_memset(vm, p, 0, 64);
    r = ob_launch_1d(m, "hist", 3, 64, args);
    T_CHECK(t, r == PTXVM_OK, "hist: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, hist, p, 64);
    for (i = 0; i < 8; i++)
        T_CHECK(t, hist[i] == want[i] && hist[8 + i] == want[i],
                "hist[%u] = %u / %u, want %u", i, hist[i], hist[8 + i], want[i]);
    check_shsum(t, vm, m);
    /* vector forms */
    ptxvm_memset(vm, p, 0, 64);
    args[1] = &out;
    r = ob_launch_1d(m2, "vec", 1, 3, args);
    T_CHECK(t, r == PTXVM_OK, "vec: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, f4, p, 16);
    T_CHECK(t, f4[0] == 3 && f4[1] == 6 && f4[2] == 12 && f4[3] == 15,
            "vec: %g %g %g %g", (double)f4[0], (double)f4[1], (double)f4[2], (double)f4[3]);
    ptxvm_memcpy_dtoh(vm, f4, out, 16);     /* lane 2's olds, stored last */
    T_CHECK(t, f4[0] == 2 && f4[1] == 4 && f4[2] == 6 && f4[3] == 8,
            "vec olds: %g %g %g %g", (double)f4[0], (double)f4[1], (double)f4[2],
            (double)f4[3]);
    ptxvm_mem_free(vm, p);
    ptxvm_mem_free(vm, out);
    ptxvm_mem_free(vm, v);
}

static void expect_fault(pv_test *t, ptxvm_vm *vm, ptxvm_result r, const char *what,
                         const char *why)
{
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(vm), why) != NULL,
            "%s: %s: %s", what, ptxvm_result_name(r), ptxvm_error_message(vm));
}

static uint32_t ro_words[8];

/* Callback-backed memory: a host array; the atomic hook implements add. */
static uint32_t cb_words[8];
static int cb_op = -1;
static ptxvm_result cb_load(void *u, uint64_t off, void *dst, size_t n)
{
    (void)u;
    memcpy(dst, (uint8_t *)cb_words + off, n);
    return PTXVM_OK;
}
static ptxvm_result cb_store(void *u, uint64_t off, const void *src, size_t n)
{
    (void)u;
    memcpy((uint8_t *)cb_words + off, src, n);
    return PTXVM_OK;
}
static ptxvm_result cb_atomic(void *u, uint64_t off, int op, size_t n,
                              const void *operand, const void *compare, void *old)
{
    uint32_t b;
    (void)u;
    (void)compare;
    if (n != 4)
        return PTXVM_E_INVALID_ARGUMENT;
    cb_op = op;
    memcpy(old, (uint8_t *)cb_words + off, 4);
    memcpy(&b, operand, 4);
    cb_words[off / 4] += b;
    return PTXVM_OK;
}

static void check_callbacks(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const ptxvm_mem_callbacks with = {cb_load, cb_store, cb_atomic, 0, NULL};
    static const ptxvm_mem_callbacks without = {cb_load, cb_store, NULL, 0, NULL};
    ptxvm_addr p;
    uint64_t off = 8;
    void *args[2];
    ptxvm_result r;
    memset(cb_words, 0, sizeof cb_words);
    cb_op = -1;
    args[0] = &p;
    args[1] = &off;
    ptxvm_mem_map_callbacks(vm, sizeof cb_words, &with, NULL, &p);
    r = ob_launch_1d(m, "bad", 1, 7, args);
    T_CHECK(t, r == PTXVM_OK && cb_words[2] == 7 && cb_op == 5,
            "atomic callback: %s, word %u, op %d", ptxvm_error_message(vm), cb_words[2], cb_op);
    ptxvm_mem_unmap(vm, p);
    ptxvm_mem_map_callbacks(vm, sizeof cb_words, &without, NULL, &p);
    expect_fault(t, vm, ob_launch_1d(m, "bad", 1, 1, args), "no atomic callback", "atomic callback");
    ptxvm_mem_unmap(vm, p);
    /* a host built before atomic_typed: its struct_size ends before the
       member, whose bytes here are garbage the library must not call */
    {
        ptxvm_mem_callbacks old;
        memset(&old, 0xa5, sizeof old);
        old.load = cb_load;
        old.store = cb_store;
        old.atomic = cb_atomic;
        old.struct_size = (uint32_t)offsetof(ptxvm_mem_callbacks, atomic_typed);
        memset(cb_words, 0, sizeof cb_words);
        cb_op = -1;
        r = ptxvm_mem_map_callbacks(vm, sizeof cb_words, &old, NULL, &p);
        T_CHECK(t, r == PTXVM_OK, "an older callbacks layout: %s", ptxvm_error_message(vm));
        r = ob_launch_1d(m, "bad", 1, 7, args);
        T_CHECK(t, r == PTXVM_OK && cb_words[2] == 7 && cb_op == 5,
                "older layout: the legacy atomic serves it: %s, word %u, op %d",
                ptxvm_error_message(vm), cb_words[2], cb_op);
        ptxvm_mem_unmap(vm, p);
    }
}

static void check_faults(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    ptxvm_addr p, ro;
    uint64_t off;
    void *args[2];
    args[0] = &p;
    args[1] = &off;
    ptxvm_mem_alloc(vm, 64, &p);
    off = 2;
    expect_fault(t, vm, ob_launch_1d(m, "bad", 1, 1, args), "misaligned", "misaligned");
    off = 64;
    expect_fault(t, vm, ob_launch_1d(m, "bad", 1, 1, args), "past the end", "");
    off = (uint64_t)0 - p;            /* address 0 */
    expect_fault(t, vm, ob_launch_1d(m, "bad", 1, 1, args), "null", "");
    ptxvm_mem_map(vm, ro_words, sizeof ro_words, PTXVM_READ, &ro);
    args[0] = &ro;
    off = 4;
    expect_fault(t, vm, ob_launch_1d(m, "bad", 1, 1, args), "read-only mapping", "read-only");
    T_CHECK(t, ro_words[1] == 0, "read-only word changed");
    expect_fault(t, vm, ob_launch_1d(m, "bad_const", 1, 1, NULL), ".const", "read-only");
    args[0] = &off;
    off = 1u << 20;
    expect_fault(t, vm, ob_launch_1d(m, "bad_shared", 1, 1, args), "outside .shared", ".shared");
    off = 1;
    expect_fault(t, vm, ob_launch_1d(m, "bad_shared", 1, 1, args), "misaligned shared", "misaligned");
    ptxvm_mem_unmap(vm, ro);
    ptxvm_mem_free(vm, p);
}

/* f16/bf16 adds by hand: exact sums, and a subnormal kept (.noftz). */
static void check_half_values(pv_test *t)
{
    aform f16 = {"add.noftz", "f16", "b16", "b16", 2};
    aform bf2 = {"add.noftz", "bf16x2", "b32", "b32", 4};
    T_CHECK(t, model(&f16, 0x3c00, 0x3c00, 0, 0) == 0x4000, "f16 1+1");
    T_CHECK(t, model(&f16, 0x0001, 0x0001, 0, 0) == 0x0002, "f16 subnormal");
    T_CHECK(t, model(&bf2, 0x3f80bf80u, 0x3f803f80u, 0, 0) == 0x40000000u, "bf16x2");
}

static void run_all(pv_test *t, uint32_t workers)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m, *m2;
    rig R;
    test_config(&cfg, &a);
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create with %u workers", workers);
        return;
    }
    memset(&R, 0, sizeof R);
    R.vm = vm;
    ptxvm_mem_alloc(vm, MAXT * 8, &R.buf);
    ptxvm_mem_alloc(vm, MAXT * 8, &R.out);
    ptxvm_mem_alloc(vm, MAXT * 8, &R.bv);
    ptxvm_mem_alloc(vm, MAXT * 8, &R.cv);
    ptxvm_mem_alloc(vm, MAXT * 4, &R.ix);
    check_forms(t, &R);
    if (ptxvm_module_load(vm, misc_ptx, sizeof misc_ptx - 1, "atom_misc.ptx", &m) != PTXVM_OK ||
        ptxvm_module_load(vm, misc2_ptx, sizeof misc2_ptx - 1, "atom_misc2.ptx", &m2) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
    } else {
        check_misc(t, vm, m, m2);
        check_faults(t, vm, m2);
        check_callbacks(t, vm, m2);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}

/* The same expectations with one worker and with four: CTAs that share
   words only meet in order-independent ways (distinct elements, sums,
   maxima, counts). */
void unit_exec_atom(pv_test *t)
{
    static const uint32_t workers[2] = {1, 4};
    uint32_t w;
    check_half_values(t);
    for (w = 0; w < 2; w++) {
        int failed = t->case_failed;
        t->case_failed = 0;            /* to tell which pass failed */
        run_all(t, workers[w]);
        T_CHECK(t, !t->case_failed, "the failures above: %u workers", workers[w]);
        t->case_failed |= failed;
    }
}
