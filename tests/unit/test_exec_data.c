/* Data movement, address spaces, special registers and guards, run and
   checked bit for bit against C: ld/st in every state space (scalars and
   .v2/.v4 of 8-, 16-, 32- and 64-bit elements, narrow loads sign- or
   zero-extended into wider registers, stores from wider registers and
   immediates), generic addresses into each window, cache, ordering and
   eviction qualifiers, ld.global.nc, ldu, prefetch, mov (pack/unpack,
   variable and function addresses), cvta/isspacep, cvt between every
   pair of integer types with and without .sat, every special register
   in a 3D grid, and guards on many kinds of instruction. */
#include "../testlib.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;
typedef uint32_t u32;

/* ---- helpers ---------------------------------------------------------- */

typedef struct sbuf {
    char  *p;
    size_t n, cap;
} sbuf;

static void sb_printf(sbuf *s, const char *fmt, ...)
{
    va_list ap;
    int k;
    for (;;) {
        size_t room = s->cap - s->n;
        va_start(ap, fmt);
        k = vsnprintf(s->p ? s->p + s->n : NULL, s->p ? room : 0, fmt, ap);
        va_end(ap);
        if (k >= 0 && s->p && (size_t)k < room) {
            s->n += (size_t)k;
            return;
        }
        s->cap = (s->cap + (size_t)k + 1) * 2;
        s->p = (char *)realloc(s->p, s->cap);
        if (!s->p)
            abort();
    }
}

/* Report the first few failures of a section, then a count. */
typedef struct fails {
    int n;
} fails;
#define MAXMSG 6
#define CHECKF(t, F, cond, ...)                                      \
    do {                                                             \
        if (!(cond) && ++(F)->n <= MAXMSG)                           \
            test_fail((t), __FILE__, __LINE__, __VA_ARGS__);         \
    } while (0)
static void fails_end(pv_test *t, fails *F, const char *what)
{
    if (F->n > MAXMSG)
        test_fail(t, __FILE__, __LINE__, "%s: %d failures in all", what, F->n);
}

static u64 mix64(u64 x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

static u64 mask_bits(u64 v, unsigned bits)
{
    return bits >= 64 ? v : v & (((u64)1 << bits) - 1);
}

/* v's low `bits` bits, sign- or zero-extended to `to` bits */
static u64 extend(u64 v, unsigned bits, int sgn, unsigned to)
{
    v = mask_bits(v, bits);
    if (sgn && bits < 64 && ((v >> (bits - 1)) & 1))
        v |= ~(u64)0 << bits;
    return mask_bits(v, to);
}

static ptxvm_result launch(ptxvm_module *m, const char *name, ptxvm_dim3 grid,
                           ptxvm_dim3 block, uint32_t shared, void **args)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_result r = ptxvm_module_get_kernel(m, name, &k);
    if (r != PTXVM_OK)
        return r;
    memset(&l, 0, sizeof l);
    l.grid = grid;
    l.block = block;
    l.shared_bytes = shared;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

static ptxvm_dim3 d3(u32 x, u32 y, u32 z)
{
    ptxvm_dim3 d;
    d.x = x;
    d.y = y;
    d.z = z;
    return d;
}

static ptxvm_module *load(pv_test *t, ptxvm_vm *vm, const char *text, size_t len,
                          const char *name)
{
    ptxvm_module *m = NULL;
    ptxvm_result r = ptxvm_module_load(vm, text, len, name, &m);
    T_CHECK(t, r == PTXVM_OK, "load %s: %s: %s", name, ptxvm_result_name(r),
            ptxvm_error_message(vm));
    return r == PTXVM_OK ? m : NULL;
}

#define HDR ".version 8.5\n.target sm_90\n.address_size 64\n"

/* ---- ld in every state space ------------------------------------------
   One kernel per way of addressing memory; every kernel runs the same list
   of loads over a 192-byte image and stores each element it got, at its
   register width, into its own 8-byte slot (every other vector names its
   registers in reverse order). Register-addressed variants
   read at a per-thread base (16 * (tid % 4)); variable-addressed ones at
   the variable. */

#define IMG 192u
static uint8_t img_byte(u32 i)
{
    return (uint8_t)(mix64(i + 77) >> 17);
}

typedef struct ldcase {
    const char *ty;
    uint8_t vec, size, sgn, rw;       /* rw: destination register bits */
} ldcase;

static const ldcase ld_cases[] = {
    {"u8", 1, 1, 0, 16}, {"u8", 1, 1, 0, 32}, {"s8", 1, 1, 1, 16},
    {"s8", 1, 1, 1, 32}, {"s8", 1, 1, 1, 64}, {"b8", 1, 1, 0, 64},
    {"u16", 1, 2, 0, 16}, {"s16", 1, 2, 1, 32}, {"u16", 1, 2, 0, 64},
    {"s16", 1, 2, 1, 64}, {"b16", 1, 2, 0, 32}, {"s16", 1, 2, 1, 16},
    {"u32", 1, 4, 0, 32}, {"s32", 1, 4, 1, 64}, {"u32", 1, 4, 0, 64},
    {"b32", 1, 4, 0, 32}, {"f32", 1, 4, 0, 32}, {"s32", 1, 4, 1, 32},
    {"u64", 1, 8, 0, 64}, {"s64", 1, 8, 1, 64}, {"b64", 1, 8, 0, 64},
    {"f64", 1, 8, 0, 64},
    {"u8", 2, 1, 0, 16}, {"s8", 2, 1, 1, 32}, {"u8", 4, 1, 0, 32},
    {"s8", 4, 1, 1, 16}, {"s8", 4, 1, 1, 32}, {"b8", 4, 1, 0, 64},
    {"u16", 2, 2, 0, 16}, {"s16", 2, 2, 1, 32}, {"u16", 4, 2, 0, 16},
    {"s16", 4, 2, 1, 64}, {"b16", 4, 2, 0, 32},
    {"u32", 2, 4, 0, 32}, {"s32", 2, 4, 1, 64}, {"u32", 4, 4, 0, 32},
    {"s32", 4, 4, 1, 32}, {"f32", 4, 4, 0, 32}, {"b32", 2, 4, 0, 32},
    {"u64", 2, 8, 0, 64}, {"s64", 2, 8, 1, 64}, {"f64", 2, 8, 0, 64},
    {"b64", 2, 8, 0, 64},
};
#define NLD (sizeof ld_cases / sizeof ld_cases[0])

typedef struct ldvar {
    const char *name, *space;  /* kernel name suffix, ld's state space   */
    const char *setup;         /* PTX setting the address register       */
    const char *base;          /* the address expression before +off     */
    int per_thread;            /* base + 16 * (tid % 4)                  */
    int scalar_only;
} ldvar;

/* %a1 = in (global), %a4 = 16 * (tid % 4) (64-bit), %q9 = the same
   (32-bit); simg/limg hold copies of the image, cimg/pimg hold it. */
static const ldvar ld_vars[] = {
    {"global", ".global", "add.s64 %a2, %a1, %a4;", "%a2", 1, 0},
    {"const_var", ".const", "", "cimg", 0, 0},
    {"const_reg", ".const", "mov.u64 %a2, cimg; add.s64 %a2, %a2, %a4;", "%a2", 1, 0},
    {"shared_var", ".shared", "", "simg", 0, 0},
    {"shared_r32", ".shared", "mov.u32 %q0, simg; add.u32 %q0, %q0, %q9;", "%q0", 1, 0},
    {"shared_r64", ".shared::cta", "mov.u64 %a2, simg; add.s64 %a2, %a2, %a4;", "%a2", 1, 0},
    {"local_reg", ".local", "mov.u64 %a2, limg; add.s64 %a2, %a2, %a4;", "%a2", 1, 0},
    {"local_var", ".local", "", "limg", 0, 0},
    {"param_var", ".param", "", "pimg", 0, 1},
    {"generic_global", "", "add.s64 %a2, %a1, %a4;", "%a2", 1, 0},
    {"generic_shared", "",
     "mov.u64 %a3, simg; cvta.shared.u64 %a2, %a3; add.s64 %a2, %a2, %a4;", "%a2", 1, 0},
    {"generic_local", "",
     "mov.u64 %a3, limg; cvta.local.u64 %a2, %a3; add.s64 %a2, %a2, %a4;", "%a2", 1, 0},
    {"generic_const", "",
     "mov.u64 %a3, cimg; cvta.const.u64 %a2, %a3; add.s64 %a2, %a2, %a4;", "%a2", 1, 0},
    {"generic_param", "",
     "mov.u64 %a3, pimg; cvta.param.u64 %a2, %a3; add.s64 %a2, %a2, %a4;", "%a2", 1, 0},
    {"generic_var", "", "", "simg", 0, 0},
};
#define NLDV (sizeof ld_vars / sizeof ld_vars[0])

static u32 ld_off(u32 j)
{
    u32 n = (u32)ld_cases[j].vec * ld_cases[j].size;
    return ((j * 40u) % 128u) & ~(n - 1u);
}

static const char *rname(unsigned rw)
{
    return rw == 16 ? "%h" : rw == 32 ? "%r" : "%rd";
}

/* Odd cases name their vector's registers in reverse order: the
   elements then are not consecutive columns. */
static u32 perm(u32 j, u32 vec, u32 e)
{
    return (j & 1) ? vec - 1 - e : e;
}

static u32 ld_slots(void)
{
    u32 j, n = 0;
    for (j = 0; j < NLD; j++)
        n += ld_cases[j].vec;
    return n;
}

static void gen_ld(sbuf *s)
{
    u32 v, j, e, slot, ns = ld_slots();
    sb_printf(s, HDR ".const .align 16 .b8 cimg[%u];\n", IMG);
    for (v = 0; v < NLDV; v++) {
        const ldvar *V = &ld_vars[v];
        sb_printf(s, ".visible .entry ld_%s(.param .u64 out, .param .u64 in, "
                  ".param .align 16 .b8 pimg[%u])\n{\n", V->name, IMG);
        sb_printf(s, "  .shared .align 16 .b8 simg[%u];\n  .local .align 16 .b8 limg[%u];\n",
                  IMG, IMG);
        sb_printf(s, "  .reg .b16 %%h<%u>;\n  .reg .b32 %%r<%u>;\n  .reg .b64 %%rd<%u>;\n"
                  "  .reg .b64 %%a<8>;\n  .reg .b32 %%q<16>;\n", ns, ns, ns);
        sb_printf(s, "  ld.param.u64 %%a0, [out];\n  ld.param.u64 %%a1, [in];\n"
                  "  mov.u32 %%q8, %%tid.x;\n  and.b32 %%q9, %%q8, 3;\n  shl.b32 %%q9, %%q9, 4;\n"
                  "  cvt.u64.u32 %%a4, %%q9;\n");
        /* copy the image into .shared (every thread the same bytes) and
           into this thread's .local */
        for (j = 0; j < IMG; j += 16)
            sb_printf(s, "  ld.global.v4.u32 {%%q1, %%q2, %%q3, %%q4}, [%%a1+%u];\n"
                      "  st.shared.v4.u32 [simg+%u], {%%q1, %%q2, %%q3, %%q4};\n"
                      "  st.local.v4.u32 [limg+%u], {%%q1, %%q2, %%q3, %%q4};\n", j, j, j);
        sb_printf(s, "  bar.sync 0;\n  %s\n", V->setup);
        /* out + tid * slots * 8 */
        sb_printf(s, "  mul.wide.u32 %%a5, %%q8, %u;\n  add.s64 %%a0, %%a0, %%a5;\n", ns * 8);
        for (j = 0, slot = 0; j < NLD; j++) {
            const ldcase *c = &ld_cases[j];
            if (V->scalar_only && c->vec > 1) {
                slot += c->vec;
                continue;
            }
            sb_printf(s, "  ld%s", V->space);
            if (c->vec > 1)
                sb_printf(s, ".v%u", c->vec);
            sb_printf(s, ".%s ", c->ty);
            if (c->vec > 1)
                sb_printf(s, "{");
            for (e = 0; e < c->vec; e++)
                sb_printf(s, "%s%s%u", e ? ", " : "", rname(c->rw), slot + perm(j, c->vec, e));
            sb_printf(s, "%s, [%s+%u];\n", c->vec > 1 ? "}" : "", V->base, ld_off(j));
            for (e = 0; e < c->vec; e++)
                sb_printf(s, "  st.global.b%u [%%a0+%u], %s%u;\n", c->rw, (slot + e) * 8,
                          rname(c->rw), slot + perm(j, c->vec, e));
            slot += c->vec;
        }
        sb_printf(s, "  ret;\n}\n");
    }
}

static void test_ld(pv_test *t, ptxvm_vm *vm)
{
    sbuf s = {0, 0, 0};
    ptxvm_module *m;
    ptxvm_addr in, out, cimg;
    uint8_t img[IMG];
    u64 *got;
    u32 ns = ld_slots(), nt = 40, v, i;
    size_t csize = 0;
    void *args[3];
    if (!test_begin(t, "exec_data ld: %u forms x %u address kinds", (unsigned)NLD,
                    (unsigned)NLDV))
        return;
    gen_ld(&s);
    m = load(t, vm, s.p, s.n, "ld.ptx");
    free(s.p);
    if (!m) {
        test_end(t);
        return;
    }
    for (i = 0; i < IMG; i++)
        img[i] = img_byte(i);
    T_CHECK(t, ptxvm_module_get_global(m, "cimg", &cimg, &csize) == PTXVM_OK &&
               csize == IMG, "cimg");
    ptxvm_memcpy_htod(vm, cimg, img, IMG);
    ptxvm_mem_alloc(vm, IMG, &in);
    ptxvm_memcpy_htod(vm, in, img, IMG);
    ptxvm_mem_alloc(vm, (size_t)ns * 8 * nt, &out);
    got = (u64 *)malloc((size_t)ns * 8 * nt);
    args[0] = &out;
    args[1] = &in;
    args[2] = img;
    for (v = 0; v < NLDV; v++) {
        const ldvar *V = &ld_vars[v];
        char kname[64];
        fails F = {0};
        ptxvm_result r;
        u32 tt, j, e, slot;
        snprintf(kname, sizeof kname, "ld_%s", V->name);
        ptxvm_memset(vm, out, 0, (size_t)ns * 8 * nt);
        r = launch(m, kname, d3(1, 1, 1), d3(nt, 1, 1), 0, args);
        T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", kname, ptxvm_result_name(r),
                ptxvm_error_message(vm));
        if (r != PTXVM_OK)
            continue;
        ptxvm_memcpy_dtoh(vm, got, out, (size_t)ns * 8 * nt);
        for (tt = 0; tt < nt; tt++) {
            u32 base = V->per_thread ? 16 * (tt % 4) : 0;
            for (j = 0, slot = 0; j < NLD; j++) {
                const ldcase *c = &ld_cases[j];
                for (e = 0; e < c->vec; e++, slot++) {
                    u32 a = base + ld_off(j) + e * c->size, b;
                    u64 raw = 0, want;
                    if (V->scalar_only && c->vec > 1)
                        continue;
                    for (b = 0; b < c->size; b++)
                        raw |= (u64)img[a + b] << (8 * b);
                    want = extend(raw, 8u * c->size, c->sgn, c->rw);
                    CHECKF(t, &F, got[tt * ns + slot] == want,
                           "%s thread %u: ld%s.v%u.%s into b%u at %u, element %u: "
                           "got %016llx want %016llx", kname, tt, V->space, c->vec,
                           c->ty, c->rw, a, e, (unsigned long long)got[tt * ns + slot],
                           (unsigned long long)want);
                }
            }
        }
        fails_end(t, &F, kname);
    }
    free(got);
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

/* ---- st in every state space ------------------------------------------
   Each thread zeroes its own STREG-byte region, stores a list of values
   (scalars, vectors, wider source registers, immediates) into it and
   copies it out; the image must be exactly the stored bytes. */

#define STREG 384u
#define STTHREADS 40u
typedef struct stcase {
    const char *ty;
    uint8_t vec, size, rw;       /* rw: source register bits, 0: immediate */
    long long imm;
} stcase;

static const stcase st_cases[] = {
    {"u8", 1, 1, 16, 0}, {"u8", 1, 1, 32, 0}, {"s8", 1, 1, 16, 0}, {"b8", 1, 1, 64, 0},
    {"u16", 1, 2, 16, 0}, {"s16", 1, 2, 32, 0}, {"b16", 1, 2, 64, 0},
    {"u32", 1, 4, 32, 0}, {"s32", 1, 4, 64, 0}, {"f32", 1, 4, 32, 0},
    {"u64", 1, 8, 64, 0}, {"f64", 1, 8, 64, 0}, {"s64", 1, 8, 64, 0},
    {"u8", 2, 1, 16, 0}, {"u8", 4, 1, 32, 0}, {"b8", 4, 1, 16, 0},
    {"u16", 2, 2, 16, 0}, {"s16", 4, 2, 32, 0}, {"u32", 2, 4, 32, 0},
    {"u32", 4, 4, 32, 0}, {"b32", 4, 4, 32, 0}, {"u64", 2, 8, 64, 0},
    {"f64", 2, 8, 64, 0},
    {"u8", 1, 1, 0, 0xa5}, {"u16", 1, 2, 0, 0xbeef}, {"u32", 1, 4, 0, 0x89abcdefLL},
    {"s32", 1, 4, 0, -7}, {"u64", 1, 8, 0, -5}, {"b64", 1, 8, 0, 0x0123456789abcdefLL},
};
#define NST (sizeof st_cases / sizeof st_cases[0])

typedef struct stvar {
    const char *name, *space, *setup, *base;
    const char *copy_space;      /* where the region is read back from      */
    int one_thread;              /* a variable address: every thread alike  */
} stvar;

/* %a0 = out + tid * STREG, %q9 = tid * STREG; sreg/lreg: .shared/.local */
static const stvar st_vars[] = {
    {"global", ".global", "mov.u64 %a2, %a0;", "%a2", ".global", 0},
    {"shared_r32", ".shared", "mov.u32 %q0, sreg; add.u32 %q0, %q0, %q9;", "%q0", ".shared", 0},
    {"shared_var", ".shared::cta", "", "sreg", ".shared", 1},
    {"local_reg", ".local", "mov.u64 %a2, lreg;", "%a2", ".local", 0},
    {"local_var", ".local", "", "lreg", ".local", 0},
    {"generic_global", "", "mov.u64 %a2, %a0;", "%a2", ".global", 0},
    {"generic_shared", "", "mov.u64 %a3, sreg; cvta.shared.u64 %a2, %a3; "
     "cvt.u64.u32 %a4, %q9; add.s64 %a2, %a2, %a4;", "%a2", ".shared", 0},
    {"generic_local", "", "mov.u64 %a3, lreg; cvta.local.u64 %a2, %a3;", "%a2", ".local", 0},
};
#define NSTV (sizeof st_vars / sizeof st_vars[0])

static u32 st_off(u32 j)
{
    u32 k, pos = 0;
    for (k = 0;; k++) {
        u32 n = (u32)st_cases[k].vec * st_cases[k].size;
        pos = (pos + n - 1) & ~(n - 1);
        if (k == j)
            return pos;
        pos += n + 1;         /* a gap byte between neighbours */
    }
}

/* the value element e of case j holds in thread tt (before truncation) */
static u64 st_value(u32 j, u32 e, u32 tt)
{
    if (!st_cases[j].rw)
        return (u64)st_cases[j].imm;
    return mix64(j * 8 + e + 1) + tt * 0x0101010101010101ull;
}

static void gen_st(sbuf *s)
{
    u32 v, j, e, k, n = 0;
    for (j = 0; j < NST; j++)
        n += st_cases[j].vec;
    sb_printf(s, HDR);
    for (v = 0; v < NSTV; v++) {
        const stvar *V = &st_vars[v];
        int base_is_tid = strcmp(V->copy_space, ".shared") == 0 && !V->one_thread;
        sb_printf(s, ".visible .entry st_%s(.param .u64 out)\n{\n", V->name);
        sb_printf(s, "  .shared .align 16 .b8 sreg[%u];\n  .local .align 16 .b8 lreg[%u];\n",
                  STREG * STTHREADS, STREG);
        sb_printf(s, "  .reg .b16 %%h<%u>;\n  .reg .b32 %%r<%u>;\n  .reg .b64 %%rd<%u>;\n"
                  "  .reg .b64 %%a<8>;\n  .reg .b32 %%q<16>;\n  .reg .b64 %%k;\n", n, n, n);
        sb_printf(s, "  ld.param.u64 %%a0, [out];\n  mov.u32 %%q8, %%tid.x;\n"
                  "  mul.lo.u32 %%q9, %%q8, %u;\n  mul.wide.u32 %%a5, %%q8, %u;\n"
                  "  add.s64 %%a0, %%a0, %%a5;\n", STREG, STREG);
        sb_printf(s, "  cvt.u64.u32 %%k, %%q8;\n  mul.lo.u64 %%k, %%k, 0x0101010101010101;\n");
        /* the values */
        for (j = 0, k = 0; j < NST; j++) {
            for (e = 0; e < st_cases[j].vec && st_cases[j].rw; e++, k++) {
                sb_printf(s, "  mov.b64 %%rd%u, 0x%016llx;\n  add.s64 %%rd%u, %%rd%u, %%k;\n", k,
                          (unsigned long long)mix64(j * 8 + e + 1), k, k);
                sb_printf(s, "  cvt.u32.u64 %%r%u, %%rd%u;\n  cvt.u16.u64 %%h%u, %%rd%u;\n",
                          k, k, k, k);
            }
        }
        /* zero the region */
        sb_printf(s, "  mov.u32 %%q1, 0;\n  mov.u64 %%a6, lreg;\n  mov.u32 %%q2, sreg;\n"
                  "  add.u32 %%q2, %%q2, %%q9;\n");
        for (j = 0; j < STREG; j += 16) {
            if (strcmp(V->copy_space, ".shared") == 0)
                sb_printf(s, "  st.shared.v4.u32 [%s+%u], {%%q1, %%q1, %%q1, %%q1};\n",
                          base_is_tid ? "%q2" : "sreg", j);
            else if (strcmp(V->copy_space, ".local") == 0)
                sb_printf(s, "  st.local.v4.u32 [%%a6+%u], {%%q1, %%q1, %%q1, %%q1};\n", j);
        }
        sb_printf(s, "  %s\n", V->setup);
        for (j = 0, k = 0; j < NST; j++) {
            const stcase *c = &st_cases[j];
            sb_printf(s, "  st%s", V->space);
            if (c->vec > 1)
                sb_printf(s, ".v%u", c->vec);
            sb_printf(s, ".%s [%s+%u], ", c->ty, V->base, st_off(j));
            if (!c->rw) {
                sb_printf(s, "%lld;\n", c->imm);
                continue;
            }
            if (c->vec > 1)
                sb_printf(s, "{");
            for (e = 0; e < c->vec; e++)
                sb_printf(s, "%s%s%u", e ? ", " : "", rname(c->rw), k + perm(j, c->vec, e));
            k += c->vec;
            sb_printf(s, "%s;\n", c->vec > 1 ? "}" : "");
        }
        /* copy the region out */
        for (j = 0; j < STREG && strcmp(V->copy_space, ".global") != 0; j += 16) {
            if (strcmp(V->copy_space, ".shared") == 0)
                sb_printf(s, "  ld.shared.v4.u32 {%%q3, %%q4, %%q5, %%q6}, [%s+%u];\n",
                          base_is_tid ? "%q2" : "sreg", j);
            else
                sb_printf(s, "  ld.local.v4.u32 {%%q3, %%q4, %%q5, %%q6}, [%%a6+%u];\n", j);
            sb_printf(s, "  st.global.v4.u32 [%%a0+%u], {%%q3, %%q4, %%q5, %%q6};\n", j);
        }
        sb_printf(s, "  ret;\n}\n");
    }
}

static void test_st(pv_test *t, ptxvm_vm *vm)
{
    sbuf s = {0, 0, 0};
    ptxvm_module *m;
    ptxvm_addr out;
    uint8_t *got, want[STREG];
    u32 nt = STTHREADS, v;
    void *args[1];
    if (!test_begin(t, "exec_data st: %u forms x %u address kinds", (unsigned)NST,
                    (unsigned)NSTV))
        return;
    if (st_off(NST - 1) + 8 > STREG) {
        T_CHECK(t, 0, "store layout too big: %u", st_off(NST - 1) + 8);
        test_end(t);
        return;
    }
    gen_st(&s);
    m = load(t, vm, s.p, s.n, "st.ptx");
    free(s.p);
    if (!m) {
        test_end(t);
        return;
    }
    ptxvm_mem_alloc(vm, (size_t)STREG * nt, &out);
    got = (uint8_t *)malloc((size_t)STREG * nt);
    args[0] = &out;
    for (v = 0; v < NSTV; v++) {
        const stvar *V = &st_vars[v];
        char kname[64];
        fails F = {0};
        ptxvm_result r;
        u32 threads = V->one_thread ? 1 : nt, tt, j, e, b;
        snprintf(kname, sizeof kname, "st_%s", V->name);
        ptxvm_memset(vm, out, 0x5a, (size_t)STREG * nt);
        r = launch(m, kname, d3(1, 1, 1), d3(threads, 1, 1), 0, args);
        T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", kname, ptxvm_result_name(r),
                ptxvm_error_message(vm));
        if (r != PTXVM_OK)
            continue;
        ptxvm_memcpy_dtoh(vm, got, out, (size_t)STREG * nt);
        for (tt = 0; tt < threads; tt++) {
            memset(want, strcmp(V->copy_space, ".global") == 0 ? 0x5a : 0, sizeof want);
            for (j = 0; j < NST; j++) {
                const stcase *c = &st_cases[j];
                for (e = 0; e < c->vec; e++) {
                    u64 val = st_value(j, perm(j, c->vec, e), tt);
                    for (b = 0; b < c->size; b++)
                        want[st_off(j) + e * c->size + b] = (uint8_t)(val >> (8 * b));
                }
            }
            for (b = 0; b < STREG; b++)
                CHECKF(t, &F, got[tt * STREG + b] == want[b],
                       "%s thread %u: byte %u is %02x, want %02x", kname, tt, b,
                       got[tt * STREG + b], want[b]);
        }
        fails_end(t, &F, kname);
    }
    free(got);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

/* ---- mov ----------------------------------------------------------------
   Immediates, registers of each width, predicates, pack and unpack
   (braces, sinks, vector registers), the addresses of .global, .const,
   .shared, .local and .param variables (with an offset) and of functions
   (the same value a module-scope initialiser holds). */
static const char mov_ptx[] =
    HDR
    ".global .align 8 .u64 gv[2] = {0x1122334455667788, 5};\n"
    ".const .align 4 .u32 cv[4] = {7, 8, 9, 10};\n"
    ".func (.reg .u32 r) fa(.reg .u32 a)\n{\n  mov.u32 r, a;\n  ret;\n}\n"
    ".func fb()\n{\n  ret;\n}\n"
    ".global .align 8 .u64 fptr[2] = {fa, fb};\n"
    ".visible .entry movs(.param .u64 out, .param .u32 pw)\n{\n"
    "  .shared .align 8 .b8 sh[16];\n  .local .align 8 .b8 lc[16];\n"
    "  .reg .b16 %h<10>;\n  .reg .b32 %r<20>;\n  .reg .b64 %rd<24>;\n  .reg .pred %p<4>;\n"
    "  .reg .f32 %f1;\n  .reg .f64 %fd1;\n  .reg .s16 %sh1;\n  .reg .u64 %u1;\n"
    "  .reg .v2 .b32 %v2;\n  .reg .v4 .b16 %v4;\n"
    "  ld.param.u64 %rd1, [out];\n"
    "  mov.u32 %r1, 0x89abcdef;\n  mov.u32 %r2, 0x01234567;\n"
    "  mov.b64 %rd2, {%r1, %r2};\n"                       /* 0: 0x0123456789abcdef */
    "  mov.b64 {%r3, %r4}, %rd2;\n"                       /* 1, 2 */
    "  mov.b16 %h1, 0xbeef;\n  mov.b16 %h2, 0xdead;\n"
    "  mov.b32 %r5, {%h1, %h2};\n"                        /* 3: 0xdeadbeef */
    "  mov.b32 {%h3, %h4}, %r1;\n"                        /* 4, 5 */
    "  mov.b64 %rd3, {%h1, %h2, %h3, %h4};\n"            /* 6 */
    "  mov.b64 {%h5, _, %h6, _}, %rd2;\n"                 /* 7, 8 */
    "  mov.b64 {_, %r6}, %rd3;\n"                         /* 9 */
    "  mov.f32 %f1, 0f3fc00000;\n  mov.b32 %r7, %f1;\n"   /* 10 */
    "  mov.f64 %fd1, 0d400921fb54442d18;\n  mov.b64 %rd4, %fd1;\n"   /* 11 */
    "  mov.pred %p1, 1;\n  mov.pred %p2, %p1;\n  mov.pred %p3, 0;\n"
    "  selp.u32 %r8, 11, 22, %p2;\n  selp.u32 %r9, 33, 44, %p3;\n"     /* 12, 13 */
    "  mov.s16 %sh1, -3;\n  cvt.s32.s16 %r10, %sh1;\n"   /* 14 */
    "  mov.u64 %u1, -1;\n"                               /* 15 */
    "  mov.u64 %rd5, gv;\n  ld.global.u64 %rd6, [%rd5];\n"          /* 16, 17 */
    "  mov.u64 %rd7, cv;\n  ld.const.u32 %r11, [%rd7+8];\n"         /* 18, 19 */
    "  mov.u64 %rd8, cv+4;\n  ld.const.u32 %r12, [%rd8];\n"         /* 20, 21 */
    "  mov.u32 %r13, sh;\n  mov.u64 %rd9, sh;\n"
    "  st.shared.u32 [%r13+4], %r1;\n  ld.shared.u32 %r14, [sh+4];\n"   /* 22 */
    "  mov.u64 %rd10, lc;\n  st.local.u32 [%rd10+8], %r2;\n  ld.local.u32 %r15, [lc+8];\n" /* 23 */
    "  mov.u64 %rd11, fa;\n  mov.u64 %rd12, fb;\n"                  /* 24, 25 */
    "  ld.global.u64 %rd13, [fptr];\n  ld.global.u64 %rd14, [fptr+8];\n"   /* 26, 27 */
    "  mov.b32 %v2.x, %r1;\n  mov.b32 %v2.y, %r5;\n  mov.b64 %rd15, %v2;\n"  /* 28 */
    "  mov.b64 %v4, %rd2;\n  mov.b16 %h7, %v4.z;\n  mov.b16 %h8, %v4.w;\n"   /* 29, 30 */
    "  mov.v2.b32 {%r16, %r17}, %v2;\n"                              /* 31, 32 */
    "  mov.u64 %rd16, out;\n  cvta.param.u64 %rd17, %rd16;\n  ld.u64 %rd18, [%rd17];\n"  /* 33 */
    "  mov.u64 %rd19, pw;\n  cvta.param.u64 %rd19, %rd19;\n  ld.u32 %r18, [%rd19];\n"    /* 34 */
    "  mov.b64 %rd20, %rd2;\n  mov.u32 %r19, %r2;\n"                /* 35, 36 */
    "  mov.u16 %h9, %h2;\n"                                         /* 37 */
    "  st.global.u64 [%rd1], %rd2;\n  st.global.u32 [%rd1+8], %r3;\n"
    "  st.global.u32 [%rd1+16], %r4;\n  st.global.u32 [%rd1+24], %r5;\n"
    "  st.global.u16 [%rd1+32], %h3;\n  st.global.u16 [%rd1+40], %h4;\n"
    "  st.global.u64 [%rd1+48], %rd3;\n  st.global.u16 [%rd1+56], %h5;\n"
    "  st.global.u16 [%rd1+64], %h6;\n  st.global.u32 [%rd1+72], %r6;\n"
    "  st.global.u32 [%rd1+80], %r7;\n  st.global.u64 [%rd1+88], %rd4;\n"
    "  st.global.u32 [%rd1+96], %r8;\n  st.global.u32 [%rd1+104], %r9;\n"
    "  st.global.u32 [%rd1+112], %r10;\n  st.global.u64 [%rd1+120], %u1;\n"
    "  st.global.u64 [%rd1+128], %rd5;\n  st.global.u64 [%rd1+136], %rd6;\n"
    "  st.global.u64 [%rd1+144], %rd7;\n  st.global.u32 [%rd1+152], %r11;\n"
    "  st.global.u64 [%rd1+160], %rd8;\n  st.global.u32 [%rd1+168], %r12;\n"
    "  st.global.u32 [%rd1+176], %r14;\n  st.global.u32 [%rd1+184], %r15;\n"
    "  st.global.u64 [%rd1+192], %rd11;\n  st.global.u64 [%rd1+200], %rd12;\n"
    "  st.global.u64 [%rd1+208], %rd13;\n  st.global.u64 [%rd1+216], %rd14;\n"
    "  st.global.u64 [%rd1+224], %rd15;\n  st.global.u16 [%rd1+232], %h7;\n"
    "  st.global.u16 [%rd1+240], %h8;\n  st.global.u32 [%rd1+248], %r16;\n"
    "  st.global.u32 [%rd1+256], %r17;\n  st.global.u64 [%rd1+264], %rd18;\n"
    "  st.global.u32 [%rd1+272], %r18;\n  st.global.u64 [%rd1+280], %rd20;\n"
    "  st.global.u32 [%rd1+288], %r19;\n  st.global.u16 [%rd1+296], %h9;\n"
    "  cvt.u32.u64 %r13, %rd9;\n  mov.u32 %r14, sh;\n  sub.u32 %r13, %r13, %r14;\n"
    "  st.global.u32 [%rd1+304], %r13;\n"     /* 38: the 64- and 32-bit .shared addresses agree */
    "  ret;\n}\n";

static void test_mov(pv_test *t, ptxvm_vm *vm)
{
    static const struct { u32 slot; u64 want; } w[] = {
        {0, 0x0123456789abcdefull}, {1, 0x89abcdef}, {2, 0x01234567}, {3, 0xdeadbeef},
        {4, 0xcdef}, {5, 0x89ab}, {6, 0x89abcdefdeadbeefull}, {7, 0xcdef}, {8, 0x4567},
        {9, 0x89abcdef}, {10, 0x3fc00000}, {11, 0x400921fb54442d18ull}, {12, 11},
        {13, 44}, {14, 0xfffffffd}, {15, ~0ull}, {17, 0x1122334455667788ull}, {19, 9},
        {21, 8}, {22, 0x89abcdef}, {23, 0x01234567}, {28, 0xdeadbeef89abcdefull},
        {29, 0x4567}, {30, 0x0123}, {31, 0x89abcdef}, {32, 0xdeadbeef}, {34, 0xfeedf00d},
        {35, 0x0123456789abcdefull}, {36, 0x01234567}, {37, 0xdead}, {38, 0},
    };
    ptxvm_module *m;
    ptxvm_addr out, gv, cv;
    u64 got[39];
    u32 pw = 0xfeedf00du, i;
    void *args[2];
    ptxvm_result r;
    if (!test_begin(t, "exec_data mov: immediates, pack/unpack, addresses"))
        return;
    m = load(t, vm, mov_ptx, sizeof mov_ptx - 1, "mov.ptx");
    if (!m) {
        test_end(t);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof got, &out);
    args[0] = &out;
    args[1] = &pw;
    r = launch(m, "movs", d3(1, 1, 1), d3(1, 1, 1), 0, args);
    T_CHECK(t, r == PTXVM_OK, "movs: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (i = 0; i < sizeof w / sizeof w[0]; i++)
        T_CHECK(t, got[w[i].slot] == w[i].want, "mov slot %u: got %016llx want %016llx",
                w[i].slot, (unsigned long long)got[w[i].slot], (unsigned long long)w[i].want);
    T_CHECK(t, ptxvm_module_get_global(m, "gv", &gv, NULL) == PTXVM_OK && got[16] == gv,
            "mov.u64 of a .global variable: %016llx", (unsigned long long)got[16]);
    T_CHECK(t, ptxvm_module_get_global(m, "cv", &cv, NULL) == PTXVM_OK && got[18] == cv &&
               got[20] == cv + 4, "mov.u64 of a .const variable (+4): %016llx %016llx",
            (unsigned long long)got[18], (unsigned long long)got[20]);
    T_CHECK(t, got[24] != 0 && got[25] != 0 && got[24] != got[25],
            "function addresses %016llx %016llx", (unsigned long long)got[24],
            (unsigned long long)got[25]);
    T_CHECK(t, got[26] == got[24] && got[27] == got[25],
            "mov of a function name differs from its initialiser: %016llx %016llx",
            (unsigned long long)got[26], (unsigned long long)got[27]);
    T_CHECK(t, got[33] == out, "parameter read through its generic address: %016llx",
            (unsigned long long)got[33]);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

/* ---- qualifiers ---------------------------------------------------------
   Loads and stores with cache operators, .weak/.volatile, .relaxed and
   .acquire/.release in every scope, eviction priorities, .L2::NB
   prefetch sizes, .L2::cache_hint with a policy operand, ld.global.nc
   and ldu: each moves in[k] + case to out[k]. prefetch and prefetchu in
   every space run alongside and change nothing. */
typedef struct qcase {
    const char *op;        /* the qualified instruction up to its type      */
    uint8_t vec, hint, store;
} qcase;

static const qcase q_cases[] = {
    {"ld.global.ca", 1, 0, 0}, {"ld.global.cg", 1, 0, 0}, {"ld.global.cs", 2, 0, 0},
    {"ld.global.lu", 1, 0, 0}, {"ld.global.cv", 1, 0, 0}, {"ld.weak.global", 1, 0, 0},
    {"ld.volatile.global", 1, 0, 0}, {"ld.volatile", 2, 0, 0},
    {"ld.volatile.global", 4, 0, 0}, {"ld.relaxed.gpu.global", 1, 0, 0},
    {"ld.acquire.gpu.global", 1, 0, 0}, {"ld.relaxed.sys.global", 1, 0, 0},
    {"ld.acquire.sys", 1, 0, 0}, {"ld.relaxed.cta.global", 1, 0, 0},
    {"ld.acquire.cta.global", 1, 0, 0}, {"ld.relaxed.cluster.global", 1, 0, 0},
    {"ld.relaxed.gpu", 2, 0, 0}, {"ld.relaxed.gpu.global.L2::cache_hint", 1, 1, 0},
    {"ld.global.nc", 1, 0, 0}, {"ld.global.nc", 4, 0, 0}, {"ld.global.cg.nc", 1, 0, 0},
    {"ld.global.nc.L1::evict_last", 1, 0, 0},
    {"ld.global.nc.L1::no_allocate.L2::256B", 2, 0, 0},
    {"ld.global.nc.L2::cache_hint", 2, 1, 0},
    {"ld.global.L1::evict_first", 1, 0, 0}, {"ld.global.L1::evict_last", 1, 0, 0},
    {"ld.global.L1::evict_normal", 1, 0, 0}, {"ld.global.L1::evict_unchanged", 1, 0, 0},
    {"ld.global.L1::no_allocate", 1, 0, 0}, {"ld.global.L2::evict_first", 1, 0, 0},
    {"ld.global.L2::evict_last", 1, 0, 0}, {"ld.global.L2::64B", 1, 0, 0},
    {"ld.global.L2::128B", 4, 0, 0}, {"ld.global.L2::256B", 1, 0, 0},
    {"ld.global.L2::cache_hint", 1, 1, 0},
    {"ld.global.L1::evict_last.L2::cache_hint.L2::256B", 1, 1, 0},
    {"ldu.global", 1, 0, 0}, {"ldu.global", 4, 0, 0}, {"ld.ca", 1, 0, 0},
    {"ld.cg", 1, 0, 0},
    {"st.global.wb", 1, 0, 1}, {"st.global.wt", 1, 0, 1}, {"st.global.cg", 2, 0, 1},
    {"st.global.cs", 1, 0, 1}, {"st.weak.global", 1, 0, 1},
    {"st.volatile.global", 1, 0, 1}, {"st.volatile", 2, 0, 1},
    {"st.volatile.global", 4, 0, 1}, {"st.release.gpu.global", 1, 0, 1},
    {"st.relaxed.gpu.global", 1, 0, 1}, {"st.release.sys", 1, 0, 1},
    {"st.relaxed.sys.global", 1, 0, 1}, {"st.release.cta.global", 1, 0, 1},
    {"st.relaxed.cluster.global", 2, 0, 1},
    {"st.relaxed.gpu.global.L2::cache_hint", 1, 1, 1},
    {"st.global.L1::no_allocate", 1, 0, 1}, {"st.global.L1::evict_last", 1, 0, 1},
    {"st.global.L1::evict_first", 4, 0, 1}, {"st.global.L2::evict_last", 1, 0, 1},
    {"st.global.L2::cache_hint", 1, 1, 1},
    {"st.global.L1::evict_normal.L2::cache_hint", 2, 1, 1}, {"st.wb", 1, 0, 1},
    {"st.wt", 1, 0, 1},
};
#define NQ (sizeof q_cases / sizeof q_cases[0])
#define QT 48u                     /* threads: a full warp and a partial one */

static void gen_qual(sbuf *s)
{
    u32 j, e;
    static const char *const pf[] = {
        "prefetch.global.L1 [%a1]", "prefetch.global.L2 [%a1+64]",
        "prefetch.global.L2::evict_last [%a1]", "prefetch.global.L2::evict_normal [%a1]",
        "prefetch.local.L1 [lq]", "prefetch.local.L2 [%a6]", "prefetch.L1 [%a1]",
        "prefetch.L2 [%a7]", "prefetchu.L1 [%a1]", "prefetch.global.L1 [gq]",
        "prefetch.L1 [%a5]",
    };
    sb_printf(s, HDR ".global .align 16 .b8 gq[64];\n"
              ".visible .entry qual(.param .u64 out, .param .u64 in)\n{\n"
              "  .local .align 16 .b8 lq[16];\n  .shared .align 16 .b8 sq[%u];\n"
              "  .reg .b32 %%r<4>;\n  .reg .b32 %%q<4>;\n  .reg .b64 %%a<10>;\n"
              "  ld.param.u64 %%a0, [out];\n  ld.param.u64 %%a1, [in];\n"
              "  mov.u64 %%a6, lq;\n  mov.u64 %%a7, sq;\n  cvta.shared.u64 %%a7, %%a7;\n"
              "  mov.u64 %%a8, 0;\n  mov.u32 %%q0, %%tid.x;\n  mov.u64 %%a9, 0;\n", QT * 16);
    for (j = 0; j < sizeof pf / sizeof pf[0]; j++)
        sb_printf(s, "  %s;\n", pf[j]);
    for (j = 0; j < NQ; j++) {
        const qcase *c = &q_cases[j];
        const char *v = c->vec == 1 ? "" : c->vec == 2 ? ".v2" : ".v4";
        const char *regs = c->vec == 1 ? "%r0" : c->vec == 2 ? "{%r0, %r1}" :
                           "{%r0, %r1, %r2, %r3}";
        /* element (case, thread) at 16 * (case * QT + tid) */
        sb_printf(s, "  mul.wide.u32 %%a2, %%q0, 16;\n  add.s64 %%a2, %%a2, %u;\n"
                  "  add.s64 %%a3, %%a1, %%a2;\n  add.s64 %%a4, %%a0, %%a2;\n",
                  j * QT * 16);
        sb_printf(s, "  %s%s.u32 %s, [%%a3]%s;\n", c->store ? "ld.global" : c->op, v, regs,
                  !c->store && c->hint ? ", %a9" : "");
        for (e = 0; e < c->vec; e++)
            sb_printf(s, "  add.u32 %%r%u, %%r%u, %u;\n", e, e, j);
        sb_printf(s, "  %s%s.u32 [%%a4], %s%s;\n", c->store ? c->op : "st.global", v, regs,
                  c->store && c->hint ? ", %a9" : "");
    }
    /* .shared and .local with qualifiers */
    sb_printf(s, "  add.u32 %%q1, %%q0, 1000;\n"
              "  shl.b32 %%q3, %%q0, 4;\n  mov.u32 %%q2, sq;\n  add.u32 %%q3, %%q3, %%q2;\n"
              "  st.volatile.shared.u32 [%%q3], %%q1;\n  ld.volatile.shared.u32 %%q2, [%%q3];\n"
              "  st.relaxed.cta.shared.u32 [%%q3+4], %%q2;\n"
              "  ld.acquire.cta.shared::cta.u32 %%q2, [%%q3+4];\n"
              "  st.release.cta.shared.u32 [%%q3+8], %%q2;\n"
              "  ld.relaxed.cta.shared.u32 %%q2, [%%q3+8];\n"
              "  st.volatile.local.u32 [lq], %%q2;\n  ld.volatile.local.u32 %%q2, [lq];\n"
              "  st.local.wb.u32 [lq+4], %%q2;\n  ld.local.lu.u32 %%q2, [lq+4];\n"
              "  st.local.wt.u32 [lq+8], %%q2;\n  ld.local.cs.u32 %%q2, [lq+8];\n"
              "  st.local.cg.u32 [lq+12], %%q2;\n  ld.local.ca.u32 %%q2, [lq+12];\n"
              "  mul.wide.u32 %%a2, %%q0, 4;\n  add.s64 %%a2, %%a2, %u;\n"
              "  add.s64 %%a4, %%a0, %%a2;\n"
              "  st.global.u32 [%%a4], %%q2;\n  ret;\n}\n", (u32)NQ * QT * 16);
}

static void test_qual(pv_test *t, ptxvm_vm *vm)
{
    sbuf s = {0, 0, 0};
    ptxvm_module *m;
    ptxvm_addr in, out;
    u32 *hin, *got, nw = NQ * QT * 4 + QT, j, tt, e;
    void *args[2];
    ptxvm_result r;
    fails F = {0};
    if (!test_begin(t, "exec_data qualifiers: %u ld/st forms, prefetch", (unsigned)NQ))
        return;
    gen_qual(&s);
    m = load(t, vm, s.p, s.n, "qual.ptx");
    free(s.p);
    if (!m) {
        test_end(t);
        return;
    }
    hin = (u32 *)malloc(nw * 4);
    got = (u32 *)malloc(nw * 4);
    for (j = 0; j < nw; j++)
        hin[j] = (u32)mix64(j + 5000);
    ptxvm_mem_alloc(vm, nw * 4, &in);
    ptxvm_mem_alloc(vm, nw * 4, &out);
    ptxvm_memcpy_htod(vm, in, hin, nw * 4);
    ptxvm_memset(vm, out, 0, nw * 4);
    args[0] = &out;
    args[1] = &in;
    r = launch(m, "qual", d3(1, 1, 1), d3(QT, 1, 1), 0, args);
    T_CHECK(t, r == PTXVM_OK, "qual: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, nw * 4);
    for (j = 0; j < NQ; j++)
        for (tt = 0; tt < QT; tt++)
            for (e = 0; e < 4; e++) {
                u32 k = (j * QT + tt) * 4 + e;
                u32 want = e < q_cases[j].vec ? hin[k] + j : 0;
                CHECKF(t, &F, got[k] == want, "%s.v%u thread %u element %u: got %08x want %08x",
                       q_cases[j].op, q_cases[j].vec, tt, e, got[k], want);
            }
    for (tt = 0; tt < QT; tt++)
        CHECKF(t, &F, got[NQ * QT * 4 + tt] == tt + 1000,
               "qualified .shared/.local round trip, thread %u: %u", tt, got[NQ * QT * 4 + tt]);
    fails_end(t, &F, "qualifiers");
    free(hin);
    free(got);
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

/* ---- cvta and isspacep ---------------------------------------------------
   For an address in each space: cvta to a generic address, isspacep of
   that address for every space (inside its own window, outside the
   others), and cvta.to back to the space's address. */
static const char *const space_kinds[][2] = {
    {".global", "ld.param.u64 %x0, [pp];"},
    {".global", "mov.u64 %x0, gvar;\n  add.s64 %x0, %x0, 8;"},
    {".shared", "mov.u64 %x0, sh;"},
    {".shared", "mov.u64 %x0, sh;\n  add.s64 %x0, %x0, %a7;"},
    {".shared::cta", "mov.u64 %x0, dsh;\n  add.s64 %x0, %x0, %a7;"},
    {".local", "mov.u64 %x0, lc;"},
    {".local", "mov.u64 %x0, lc;\n  add.s64 %x0, %x0, %a7;"},
    {".const", "mov.u64 %x0, cvar;\n  add.s64 %x0, %x0, 8;"},
    {".param", "mov.u64 %x0, pp;"},
    {".param", "mov.u64 %x0, out;"},
};
#define NSK (sizeof space_kinds / sizeof space_kinds[0])

/* out[tid][kind] = {space address, generic, cvta.to back, isspacep bits} */
static void gen_spaces(sbuf *s)
{
    u32 k;
    sb_printf(s, HDR ".global .align 8 .u64 gvar[2];\n"
              ".const .align 8 .u64 cvar[2] = {1, 2};\n"
              ".extern .shared .align 16 .b8 dsh[];\n"
              ".visible .entry spaces(.param .u64 out, .param .u64 pp)\n{\n"
              "  .shared .align 8 .b8 sh[256];\n  .local .align 8 .b8 lc[256];\n"
              "  .reg .pred %%p<8>;\n  .reg .b32 %%r<8>;\n  .reg .b64 %%a<8>;\n"
              "  .reg .b64 %%x<8>;\n"
              "  ld.param.u64 %%a0, [out];\n  mov.u32 %%r0, %%tid.x;\n"
              "  mul.wide.u32 %%a1, %%r0, %u;\n  add.s64 %%a0, %%a0, %%a1;\n"
              "  shl.b32 %%r1, %%r0, 2;\n  cvt.u64.u32 %%a7, %%r1;\n", (u32)NSK * 32);
    for (k = 0; k < NSK; k++) {
        const char *sp = space_kinds[k][0];
        sb_printf(s, "  %s\n  cvta%s.u64 %%x1, %%x0;\n  cvta.to%s.u64 %%x2, %%x1;\n",
                  space_kinds[k][1], sp, sp);
        sb_printf(s, "  isspacep.global %%p0, %%x1;\n  isspacep.shared %%p1, %%x1;\n"
                  "  isspacep.local %%p2, %%x1;\n  isspacep.const %%p3, %%x1;\n"
                  "  isspacep.param %%p4, %%x1;\n  isspacep.shared::cta %%p5, %%x1;\n"
                  "  isspacep.param::entry %%p6, %%x1;\n"
                  "  selp.u32 %%r2, 1, 0, %%p0;\n  selp.u32 %%r3, 2, 0, %%p1;\n"
                  "  selp.u32 %%r4, 4, 0, %%p2;\n  selp.u32 %%r5, 8, 0, %%p3;\n"
                  "  selp.u32 %%r6, 16, 0, %%p4;\n  or.b32 %%r2, %%r2, %%r3;\n"
                  "  or.b32 %%r2, %%r2, %%r4;\n  or.b32 %%r2, %%r2, %%r5;\n"
                  "  or.b32 %%r2, %%r2, %%r6;\n  selp.u32 %%r3, 32, 0, %%p5;\n"
                  "  selp.u32 %%r4, 64, 0, %%p6;\n  or.b32 %%r2, %%r2, %%r3;\n"
                  "  or.b32 %%r2, %%r2, %%r4;\n");
        sb_printf(s, "  st.global.u64 [%%a0+%u], %%x0;\n  st.global.u64 [%%a0+%u], %%x1;\n"
                  "  st.global.u64 [%%a0+%u], %%x2;\n  st.global.u32 [%%a0+%u], %%r2;\n",
                  k * 32, k * 32 + 8, k * 32 + 16, k * 32 + 24);
    }
    sb_printf(s, "  ret;\n}\n");
}

static void test_spaces(pv_test *t, ptxvm_vm *vm)
{
    /* per kind: isspacep bits that must be set and bits that must be
       clear (global 1, shared 2, local 4, const 8, param 16, shared::cta
       32, param::entry 64) */
    enum { G = 1, S = 2 | 32, L = 4, C = 8, P = 16 | 64 };
    static const struct { const char *what; u32 set, clear; } K[NSK] = {
        {"global allocation", G, S | L | P}, {"global variable", G, S | L | P},
        {"shared", S, G | L | C | P}, {"shared + 4 tid", S, G | L | C | P},
        {"dynamic shared + 4 tid", S, G | L | C | P}, {"local", L, G | S | C | P},
        {"local + 4 tid", L, G | S | C | P}, {"const variable", 0, S | L | P},
        {"param", P, S | L | C}, {"param 0", P, S | L | C},
    };
    sbuf s = {0, 0, 0};
    ptxvm_module *m;
    ptxvm_addr out, other, gvar, cvar;
    u64 got[33 * NSK * 4];
    u32 nt = 33, tt, k;
    void *args[2];
    ptxvm_result r;
    fails F = {0};
    if (!test_begin(t, "exec_data cvta/isspacep: every space"))
        return;
    gen_spaces(&s);
    m = load(t, vm, s.p, s.n, "spaces.ptx");
    free(s.p);
    if (!m) {
        test_end(t);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof got, &out);
    ptxvm_mem_alloc(vm, 64, &other);
    ptxvm_module_get_global(m, "gvar", &gvar, NULL);
    ptxvm_module_get_global(m, "cvar", &cvar, NULL);
    args[0] = &out;
    args[1] = &other;
    r = launch(m, "spaces", d3(1, 1, 1), d3(nt, 1, 1), 4 * 64, args);
    T_CHECK(t, r == PTXVM_OK, "spaces: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (tt = 0; tt < nt; tt++) {
        const u64 *g = got + tt * NSK * 4;
        for (k = 0; k < NSK; k++) {
            u64 addr = g[4 * k], back = g[4 * k + 2];
            u32 bits = (u32)g[4 * k + 3];
            CHECKF(t, &F, back == addr, "%s thread %u: cvta.to(cvta(%llx)) = %llx",
                   K[k].what, tt, (unsigned long long)addr, (unsigned long long)back);
            CHECKF(t, &F, (bits & K[k].set) == K[k].set && (bits & K[k].clear) == 0,
                   "%s thread %u: isspacep bits %x (global 1 shared 2 local 4 const 8 "
                   "param 16 shared::cta 32 param::entry 64), want %x set, %x clear",
                   K[k].what, tt, bits, K[k].set, K[k].clear);
        }
        CHECKF(t, &F, g[0] == other && g[1] == other, "cvta.global of an allocation");
        CHECKF(t, &F, g[4] == gvar + 8 && g[5] == gvar + 8, "cvta.global of gvar+8");
        CHECKF(t, &F, g[4 * 3 + 1] - g[4 * 2 + 1] == 4 * tt, "generic shared + 4 tid");
        CHECKF(t, &F, g[4 * 6 + 1] - g[4 * 5 + 1] == 4 * tt, "generic local + 4 tid");
        CHECKF(t, &F, g[4 * 7] == cvar + 8, "mov of cvar");
        CHECKF(t, &F, g[4 * 9] + 8 == g[4 * 8] && g[4 * 9 + 1] + 8 == g[4 * 8 + 1],
               "param addresses: out at %llx, pp at %llx", (unsigned long long)g[4 * 9],
               (unsigned long long)g[4 * 8]);
        CHECKF(t, &F, tt == 0 || g[4 * 2 + 1] == got[4 * 2 + 1],
               "thread %u: a .shared variable's generic address differs", tt);
    }
    fails_end(t, &F, "spaces");
    ptxvm_mem_free(vm, out);
    ptxvm_mem_free(vm, other);
    ptxvm_module_unload(m);
    test_end(t);
}

/* ---- special registers ---------------------------------------------------
   A 3D grid of 3D blocks (60 threads: a full warp and a partial one);
   each thread records every special register. Exact values where the ISA
   fixes them (ids, sizes, lane masks, WARP_SZ), properties where it does
   not (clocks non-decreasing, %smid < %nsmid, %warpid < %nwarpid, one
   %gridid and one value of each %envreg per launch). */
#define SR_SLOTS 88u
static void gen_sregs(sbuf *s)
{
    static const char *const dims[3] = {"x", "y", "z"};
    static const char *const v3[4] = {"%tid", "%ntid", "%ctaid", "%nctaid"};
    static const char *const lm[5] = {"eq", "le", "lt", "ge", "gt"};
    u32 i, d, slot = 0;
    sb_printf(s, HDR ".extern .shared .align 16 .b8 dsh[];\n"
              ".visible .entry sregs(.param .u64 out)\n{\n"
              "  .shared .align 16 .b8 st[112];\n  .reg .pred %%p1;\n"
              "  .reg .b16 %%h<4>;\n  .reg .b32 %%r<100>;\n  .reg .b64 %%rd<100>;\n"
              "  .reg .b64 %%a<4>;\n  .reg .b32 %%q<8>;\n"
              "  ld.param.u64 %%a0, [out];\n");
    /* the thread's record: (linear block * 60 + linear thread) */
    sb_printf(s, "  mov.u32 %%q0, %%ctaid.z;\n  mov.u32 %%q1, %%nctaid.y;\n"
              "  mov.u32 %%q2, %%ctaid.y;\n"
              "  mad.lo.u32 %%q0, %%q0, %%q1, %%q2;\n  mov.u32 %%q1, %%nctaid.x;\n"
              "  mov.u32 %%q2, %%ctaid.x;\n  mad.lo.u32 %%q0, %%q0, %%q1, %%q2;\n"
              "  mov.u32 %%q3, %%tid.z;\n  mov.u32 %%q1, %%ntid.y;\n  mov.u32 %%q2, %%tid.y;\n"
              "  mad.lo.u32 %%q3, %%q3, %%q1, %%q2;\n  mov.u32 %%q1, %%ntid.x;\n"
              "  mov.u32 %%q2, %%tid.x;\n  mad.lo.u32 %%q3, %%q3, %%q1, %%q2;\n"
              "  mad.lo.u32 %%q0, %%q0, 60, %%q3;\n  mul.wide.u32 %%a1, %%q0, %u;\n"
              "  add.s64 %%a0, %%a0, %%a1;\n", SR_SLOTS * 8);
    for (i = 0; i < 4; i++)
        for (d = 0; d < 3; d++, slot++)
            sb_printf(s, "  mov.u32 %%r%u, %s.%s;\n", slot, v3[i], dims[d]);
    sb_printf(s, "  mov.u32 %%r12, %%laneid;\n  mov.u32 %%r13, %%warpid;\n"
              "  mov.u32 %%r14, %%nwarpid;\n");
    for (i = 0; i < 5; i++)
        sb_printf(s, "  mov.u32 %%r%u, %%lanemask_%s;\n", 15 + i, lm[i]);
    sb_printf(s, "  mov.u32 %%r20, %%smid;\n  mov.u32 %%r21, %%nsmid;\n"
              "  mov.u64 %%rd22, %%gridid;\n"
              "  mov.u32 %%r23, %%clock;\n  mov.u64 %%rd25, %%clock64;\n"
              "  mov.u32 %%r27, %%clock_hi;\n"
              "  mov.u64 %%rd28, %%globaltimer;\n  mov.u32 %%r29, %%globaltimer_lo;\n"
              "  mov.u32 %%r30, %%globaltimer_hi;\n  mov.u64 %%rd31, %%globaltimer;\n"
              "  mov.u32 %%r32, %%total_smem_size;\n  mov.u32 %%r33, %%dynamic_smem_size;\n"
              "  mov.u32 %%r34, WARP_SZ;\n  add.u32 %%r35, %%r12, WARP_SZ;\n");
    for (i = 0; i < 32; i++)
        sb_printf(s, "  mov.u32 %%r%u, %%envreg%u;\n", 36 + i, i);
    for (i = 0; i < 8; i++)
        sb_printf(s, "  mov.u32 %%r%u, %%pm%u;\n  mov.u64 %%rd%u, %%pm%u_64;\n", 68 + i, i,
                  76 + i, i);
    sb_printf(s, "  mov.u32 %%r84, %%pm0;\n  mov.u64 %%rd85, %%pm0_64;\n"
              "  mov.u16 %%h1, %%tid.x;\n  cvt.u32.u16 %%r86, %%h1;\n"
              /* the last word of the dynamic shared memory */
              "  sub.u32 %%q4, %%r33, 4;\n  mov.u32 %%q5, dsh;\n  add.u32 %%q4, %%q4, %%q5;\n"
              "  setp.eq.u32 %%p1, %%q3, 0;\n  @%%p1 st.shared.u32 [%%q4], %%q0;\n"
              "  bar.sync 0;\n  ld.shared.u32 %%r87, [%%q4];\n"
              "  mov.u32 %%r24, %%clock;\n  mov.u64 %%rd26, %%clock64;\n");
    for (i = 0; i < SR_SLOTS; i++) {
        int wide = i == 22 || i == 25 || i == 26 || i == 28 || i == 31 ||
                   (i >= 76 && i < 84) || i == 85;
        sb_printf(s, "  st.global.u%s [%%a0+%u], %%r%s%u;\n", wide ? "64" : "32", i * 8,
                  wide ? "d" : "", i);
    }
    sb_printf(s, "  ret;\n}\n");
}

static void test_sregs(pv_test *t, ptxvm_vm *vm)
{
    sbuf s = {0, 0, 0};
    ptxvm_module *m;
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info info;
    ptxvm_addr out;
    u64 *got;
    u32 nrec = 12 * 60, pass;
    static const u32 dyn[2] = {200, 4096};
    void *args[1];
    if (!test_begin(t, "exec_data special registers: 3D grid, every register"))
        return;
    gen_sregs(&s);
    m = load(t, vm, s.p, s.n, "sregs.ptx");
    free(s.p);
    if (!m) {
        test_end(t);
        return;
    }
    T_CHECK(t, ptxvm_module_get_kernel(m, "sregs", &k) == PTXVM_OK &&
               ptxvm_kernel_get_info(k, &info) == PTXVM_OK, "sregs: %s",
            ptxvm_error_message(vm));
    got = (u64 *)malloc((size_t)nrec * SR_SLOTS * 8);
    ptxvm_mem_alloc(vm, (size_t)nrec * SR_SLOTS * 8, &out);
    args[0] = &out;
    for (pass = 0; pass < 2 && k; pass++) {
        fails F = {0};
        u32 bx, by, bz, tx, ty, tz, i;
        ptxvm_result r;
        ptxvm_memset(vm, out, 0, (size_t)nrec * SR_SLOTS * 8);
        r = launch(m, "sregs", d3(3, 2, 2), d3(5, 4, 3), dyn[pass], args);
        T_CHECK(t, r == PTXVM_OK, "sregs: %s: %s", ptxvm_result_name(r),
                ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, out, (size_t)nrec * SR_SLOTS * 8);
        for (bz = 0; bz < 2; bz++) for (by = 0; by < 2; by++) for (bx = 0; bx < 3; bx++)
        for (tz = 0; tz < 3; tz++) for (ty = 0; ty < 4; ty++) for (tx = 0; tx < 5; tx++) {
            u32 blk = (bz * 2 + by) * 3 + bx, lin = (tz * 4 + ty) * 5 + tx;
            const u64 *g = got + ((size_t)blk * 60 + lin) * SR_SLOTS;
            const u64 want[12] = {tx, ty, tz, 5, 4, 3, bx, by, bz, 3, 2, 2};
            u32 lane = lin % 32, bit = 1u << lane;
            u32 lmask[5];
            lmask[0] = bit;
            lmask[1] = bit | (bit - 1);
            lmask[2] = bit - 1;
            lmask[3] = ~(bit - 1);
            lmask[4] = ~(bit | (bit - 1));
            for (i = 0; i < 12; i++)
                CHECKF(t, &F, g[i] == want[i], "block %u thread %u: %s.%c = %llu, want %llu",
                       blk, lin, i < 3 ? "%tid" : i < 6 ? "%ntid" : i < 9 ? "%ctaid" : "%nctaid",
                       "xyz"[i % 3], (unsigned long long)g[i], (unsigned long long)want[i]);
            CHECKF(t, &F, g[12] == lane, "block %u thread %u: %%laneid %llu", blk, lin,
                   (unsigned long long)g[12]);
            CHECKF(t, &F, g[13] < g[14] && g[14] >= 2, "%%warpid %llu, %%nwarpid %llu",
                   (unsigned long long)g[13], (unsigned long long)g[14]);
            for (i = 0; i < 5; i++)
                CHECKF(t, &F, g[15 + i] == lmask[i], "thread %u: lanemask %u = %08llx want %08x",
                       lin, i, (unsigned long long)g[15 + i], lmask[i]);
            CHECKF(t, &F, g[20] < g[21], "%%smid %llu, %%nsmid %llu",
                   (unsigned long long)g[20], (unsigned long long)g[21]);
            CHECKF(t, &F, g[22] == got[22], "%%gridid differs between threads");
            CHECKF(t, &F, (u32)(g[24] - g[23]) < 0x80000000u,
                   "%%clock went back: %llu then %llu", (unsigned long long)g[23],
                   (unsigned long long)g[24]);
            CHECKF(t, &F, g[26] >= g[25], "%%clock64 went back: %llu then %llu",
                   (unsigned long long)g[25], (unsigned long long)g[26]);
            CHECKF(t, &F, g[25] >> 32 != g[26] >> 32 || g[27] == g[25] >> 32,
                   "%%clock_hi %llu, %%clock64 %llu", (unsigned long long)g[27],
                   (unsigned long long)g[25]);
            CHECKF(t, &F, g[31] >= g[28], "%%globaltimer went back");
            CHECKF(t, &F, g[28] >> 32 != g[31] >> 32 ||
                          (g[30] == g[28] >> 32 && g[29] >= (u32)g[28] && g[29] <= (u32)g[31]),
                   "%%globaltimer_lo/hi %llx %llx outside %llx..%llx",
                   (unsigned long long)g[29], (unsigned long long)g[30],
                   (unsigned long long)g[28], (unsigned long long)g[31]);
            CHECKF(t, &F, g[33] == dyn[pass], "%%dynamic_smem_size %llu, launched with %u",
                   (unsigned long long)g[33], dyn[pass]);
            CHECKF(t, &F, g[32] >= info.static_shared_bytes + dyn[pass] &&
                          info.static_shared_bytes >= 112,
                   "%%total_smem_size %llu < static %u + dynamic %u",
                   (unsigned long long)g[32], info.static_shared_bytes, dyn[pass]);
            CHECKF(t, &F, g[34] == 32 && g[35] == lane + 32, "WARP_SZ: %llu, %llu",
                   (unsigned long long)g[34], (unsigned long long)g[35]);
            for (i = 36; i < 68; i++)
                CHECKF(t, &F, g[i] == got[i], "%%envreg%u differs between threads", i - 36);
            CHECKF(t, &F, g[84] >= g[68] && g[85] >= g[76],
                   "%%pm0 went back: %llu then %llu", (unsigned long long)g[68],
                   (unsigned long long)g[84]);
            CHECKF(t, &F, g[86] == tx, "mov.u16 %%h, %%tid.x: %llu", (unsigned long long)g[86]);
            CHECKF(t, &F, g[87] == blk * 60, "the last word of dynamic shared memory: %llu",
                   (unsigned long long)g[87]);
        }
        fails_end(t, &F, "sregs");
    }
    free(got);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

/* ---- guards ---------------------------------------------------------------
   @p and @!p on loads (one whose guarded-off lanes hold NULL), stores,
   arithmetic, mov, cvt, setp (a predicate destination), selp, prmt,
   ld.param, cvta, isspacep, .shared/.local accesses, pack/unpack and
   vector loads, with p true in every third lane; and guards that are
   true or false in every lane. Guarded-off lanes keep their registers. */
#define GS 20u
static const char guard_ptx[] =
    HDR
    ".visible .entry guards(.param .u64 out, .param .u64 in, .param .u32 pw)\n{\n"
    "  .shared .align 8 .b8 sh[512];\n  .local .align 8 .b8 lc[16];\n"
    "  .reg .pred %p, %q0, %q1, %pt, %pf;\n  .reg .b16 %h<4>;\n"
    "  .reg .b32 %r<40>;\n  .reg .b64 %rd<20>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  mov.u32 %r1, %tid.x;\n  rem.u32 %r2, %r1, 3;\n  setp.eq.u32 %p, %r2, 1;\n"
    "  setp.eq.u32 %pt, %r2, %r2;\n  setp.ne.u32 %pf, %r2, %r2;\n"
    "  mul.wide.u32 %rd3, %r1, 160;\n  add.s64 %rd1, %rd1, %rd3;\n"      /* this thread's slots */
    "  mul.wide.u32 %rd4, %r1, 8;\n  add.s64 %rd4, %rd2, %rd4;\n"        /* &in[tid] (u64 words) */
    "  mov.u64 %rd5, 0;\n  selp.b64 %rd6, %rd5, %rd4, %p;\n"             /* NULL where p */
    /* 0, 1: loads */
    "  mov.u32 %r3, 0xdead;\n  @%p ld.global.u32 %r3, [%rd4];\n"
    "  mov.u32 %r4, 0xbeef;\n  @!%p ld.global.u32 %r4, [%rd6];\n"
    "  st.global.u32 [%rd1], %r3;\n  st.global.u32 [%rd1+8], %r4;\n"
    /* 2: stores */
    "  add.u32 %r5, %r1, 7;\n  add.u32 %r6, %r1, 9;\n"
    "  @%p st.global.u32 [%rd1+16], %r5;\n  @!%p st.global.u16 [%rd1+20], %r6;\n"
    /* 3, 4: arithmetic */
    "  mov.u32 %r7, 5;\n  @%p add.u32 %r7, %r7, %r1;\n  @!%p mul.lo.u32 %r7, %r7, %r1;\n"
    "  mov.u64 %rd7, 1;\n  @%p add.s64 %rd7, %rd7, 0x100000000;\n  @!%p shl.b64 %rd7, %rd7, 40;\n"
    "  st.global.u32 [%rd1+24], %r7;\n  st.global.u64 [%rd1+32], %rd7;\n"
    /* 5: mov */
    "  mov.u32 %r8, 77;\n  @%p mov.u32 %r8, %tid.x;\n  @!%p mov.u32 %r8, %r8;\n"
    "  mov.u32 %r9, 66;\n  @!%p mov.u32 %r9, 0x12345;\n  add.u32 %r8, %r8, %r9;\n"
    "  st.global.u32 [%rd1+40], %r8;\n"
    /* 6: cvt (16-bit and 64-bit destinations) */
    "  mov.u16 %h1, 3;\n  mad.lo.u32 %r10, %r1, 1000, 12345;\n  @!%p cvt.u16.u32 %h1, %r10;\n"
    "  mov.u64 %rd8, 4;\n  neg.s32 %r11, %r1;\n  @%p cvt.s64.s32 %rd8, %r11;\n"
    "  cvt.u64.u16 %rd9, %h1;\n  xor.b64 %rd8, %rd8, %rd9;\n  st.global.u64 [%rd1+48], %rd8;\n"
    /* 7, 8: setp into a guarded predicate, selp */
    "  setp.lt.u32 %q0, %r1, 40;\n  @%p setp.ge.u32 %q0, %r1, 40;\n"
    "  selp.u32 %r12, 1, 0, %q0;\n  st.global.u32 [%rd1+56], %r12;\n"
    "  mov.u32 %r13, 9;\n  @!%p selp.u32 %r13, 100, 200, %q0;\n  st.global.u32 [%rd1+64], %r13;\n"
    /* 9: prmt */
    "  mov.u32 %r14, 0x11223344;\n  @%p prmt.b32 %r14, %r1, %r14, 0x0765;\n"
    "  st.global.u32 [%rd1+72], %r14;\n"
    /* 10: ld.param */
    "  mov.u32 %r15, 0;\n  @!%p ld.param.u32 %r15, [pw];\n  st.global.u32 [%rd1+80], %r15;\n"
    /* 11, 12: cvta, isspacep */
    "  mov.u64 %rd10, sh;\n  mov.u64 %rd11, 0;\n  @%p cvta.shared.u64 %rd11, %rd10;\n"
    "  cvta.shared.u64 %rd12, %rd10;\n  sub.s64 %rd11, %rd12, %rd11;\n"
    "  st.global.u64 [%rd1+88], %rd11;\n"
    "  setp.ne.u32 %q1, %r1, %r1;\n  @%p isspacep.shared %q1, %rd12;\n"
    "  selp.u32 %r16, 1, 0, %q1;\n  st.global.u32 [%rd1+96], %r16;\n"
    /* 13: .shared: guarded stores, then guarded loads of the neighbour's word */
    "  shl.b32 %r17, %r1, 2;\n  mov.u32 %r18, sh;\n  add.u32 %r18, %r18, %r17;\n"
    "  st.shared.u32 [%r18], 0;\n  bar.sync 0;\n"
    "  add.u32 %r19, %r1, 500;\n  @%p st.shared.u32 [%r18], %r19;\n  bar.sync 0;\n"
    "  xor.b32 %r20, %r1, 1;\n  shl.b32 %r20, %r20, 2;\n"
    "  mov.u32 %r21, sh;\n  add.u32 %r20, %r20, %r21;\n"
    "  mov.u32 %r22, 99;\n  @!%p ld.shared.u32 %r22, [%r20];\n  st.global.u32 [%rd1+104], %r22;\n"
    /* 14: guards true or false in every lane */
    "  mov.u32 %r23, 1;\n  @%pt add.u32 %r23, %r23, 10;\n  @%pf add.u32 %r23, %r23, 100;\n"
    "  @!%pf add.u32 %r23, %r23, 1000;\n  @!%pt add.u32 %r23, %r23, 10000;\n"
    "  st.global.u32 [%rd1+112], %r23;\n"
    /* 15: .local */
    "  st.local.u32 [lc], 1;\n  @%p st.local.u32 [lc], %r19;\n  ld.local.u32 %r24, [lc];\n"
    "  mov.u32 %r25, 2;\n  @!%p ld.local.u32 %r25, [lc];\n  add.u32 %r24, %r24, %r25;\n"
    "  st.global.u32 [%rd1+120], %r24;\n"
    /* 16: unpack and pack */
    "  mov.u32 %r26, 1;\n  mov.u32 %r27, 2;\n  mov.b64 %rd13, 0x0000000300000004;\n"
    "  @%p mov.b64 {%r26, %r27}, %rd13;\n  mov.b64 %rd14, 5;\n  @!%p mov.b64 %rd14, {%r27, %r26};\n"
    "  st.global.u64 [%rd1+128], %rd14;\n"
    /* 17: vector load */
    "  mov.u32 %r28, 6;\n  mov.u32 %r29, 7;\n  @!%p ld.global.v2.u32 {%r28, %r29}, [%rd4];\n"
    "  sub.u32 %r28, %r29, %r28;\n  st.global.u32 [%rd1+136], %r28;\n"
    /* 18: ret under a guard: the lanes with p leave here */
    "  @%p ret;\n  st.global.u32 [%rd1+144], 123;\n"
    "  @%pf exit;\n  st.global.u32 [%rd1+148], 321;\n"
    "  ret;\n}\n";

static void test_guards(pv_test *t, ptxvm_vm *vm)
{
    ptxvm_module *m;
    ptxvm_addr in, out;
    u64 hin[64], got[64 * GS];
    u32 pw = 0x600dcafe, nt = 64, tt, i;
    void *args[3];
    ptxvm_result r;
    fails F = {0};
    if (!test_begin(t, "exec_data guards: @p / @!p on many instructions"))
        return;
    m = load(t, vm, guard_ptx, sizeof guard_ptx - 1, "guards.ptx");
    if (!m) {
        test_end(t);
        return;
    }
    for (i = 0; i < 64; i++)
        hin[i] = mix64(i + 900);
    ptxvm_mem_alloc(vm, sizeof hin, &in);
    ptxvm_mem_alloc(vm, sizeof got, &out);
    ptxvm_memcpy_htod(vm, in, hin, sizeof hin);
    ptxvm_memset(vm, out, 0, sizeof got);
    args[0] = &out;
    args[1] = &in;
    args[2] = &pw;
    r = launch(m, "guards", d3(1, 1, 1), d3(nt, 1, 1), 0, args);
    T_CHECK(t, r == PTXVM_OK, "guards: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (tt = 0; tt < nt; tt++) {
        const u64 *g = got + tt * GS;
        int p = tt % 3 == 1, pn = (tt ^ 1) % 3 == 1;
        u32 lo = (u32)hin[tt], hi = (u32)(hin[tt] >> 32);
        u64 want[GS];
        u32 h1 = p ? 3 : (u32)((tt * 1000 + 12345) & 0xffff);
        memset(want, 0, sizeof want);
        want[0] = p ? lo : 0xdead;
        want[1] = p ? 0xbeef : lo;
        want[2] = p ? tt + 7 : (u64)((tt + 9) & 0xffff) << 32;
        want[3] = p ? 5 + tt : 5 * tt;
        want[4] = p ? 0x100000001ull : 1ull << 40;
        want[5] = (p ? tt : 77) + (p ? 66 : 0x12345);
        want[6] = (p ? (u64)-(int64_t)tt : 4) ^ h1;
        want[7] = p ? tt >= 40 : tt < 40;
        want[8] = p ? 9 : (tt < 40 ? 100 : 200);
        want[9] = p ? (tt & 0xff) << 24 | 0x112233 : 0x11223344;
        want[10] = p ? 0 : pw;
        want[12] = p;
        want[13] = p ? 99 : (pn ? (tt ^ 1) + 500 : 0);
        want[14] = 1011;
        want[15] = p ? tt + 500 + 2 : 1 + 1;
        want[16] = p ? 5 : 0x0000000100000002ull;
        want[17] = p ? 1 : hi - lo;
        want[18] = p ? 0 : 123 | (u64)321 << 32;
        for (i = 0; i < 19; i++)
            CHECKF(t, &F, i == 11 || g[i] == want[i],
                   "thread %u (p %d) slot %u: got %016llx want %016llx", tt, p, i,
                   (unsigned long long)g[i], (unsigned long long)want[i]);
        /* slot 11: generic - (p ? generic : 0) */
        CHECKF(t, &F, p ? g[11] == 0 : g[11] != 0, "thread %u: guarded cvta: %016llx", tt,
               (unsigned long long)g[11]);
    }
    fails_end(t, &F, "guards");
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

/* ---- cvt between integer types -------------------------------------------
   Every (destination, source) pair of u8..s64, with and without .sat,
   in registers of the natural width (8-bit types in .b16 registers whose
   upper byte is not zero), and registers wider than the types: a source
   is read at its type's width, a destination is sign-extended for signed
   types and zero-extended otherwise. */
typedef struct ity {
    const char *name;
    uint8_t bits, sgn;
} ity;
static const ity itypes[8] = {
    {"u8", 8, 0}, {"u16", 16, 0}, {"u32", 32, 0}, {"u64", 64, 0},
    {"s8", 8, 1}, {"s16", 16, 1}, {"s32", 32, 1}, {"s64", 64, 1},
};
typedef struct cvcase {
    uint8_t dt, st, drw, srw, sat;
} cvcase;
/* with registers wider than their types: dt, st (itypes index), drw, srw, sat */
static const cvcase cv_wide[] = {
    {2, 0, 32, 32, 0}, {6, 4, 32, 32, 0}, {7, 5, 64, 32, 0}, {4, 6, 32, 32, 0},
    {0, 6, 32, 32, 0}, {4, 7, 32, 64, 1}, {0, 5, 32, 16, 1}, {5, 4, 32, 16, 0},
    {1, 3, 32, 64, 0}, {5, 3, 64, 64, 0}, {6, 7, 64, 64, 1}, {7, 6, 64, 64, 0},
    {3, 2, 64, 64, 0}, {4, 0, 64, 16, 1}, {1, 4, 64, 32, 0},
};
#define NCVW (sizeof cv_wide / sizeof cv_wide[0])
#define NCV (8 * 8 * 2 + NCVW)

static unsigned natural(unsigned bits)
{
    return bits < 16 ? 16 : bits;
}

static cvcase cv_case(u32 k)
{
    cvcase c;
    if (k >= 128)
        return cv_wide[k - 128];
    c.dt = (uint8_t)(k / 16);
    c.st = (uint8_t)(k / 2 % 8);
    c.sat = (uint8_t)(k % 2);
    c.drw = (uint8_t)natural(itypes[c.dt].bits);
    c.srw = (uint8_t)natural(itypes[c.st].bits);
    return c;
}

static u64 ref_cvt(cvcase c, u64 x)
{
    const ity *D = &itypes[c.dt], *S = &itypes[c.st];
    u64 v = extend(x, S->bits, S->sgn, 64);      /* the source value, 64-bit */
    int neg = S->sgn && (int64_t)v < 0;
    if (c.sat) {
        u64 hi = D->sgn ? ((u64)1 << (D->bits - 1)) - 1 : mask_bits(~(u64)0, D->bits);
        if (neg) {
            /* the type's minimum: 0, or -2^(bits-1) as a 64-bit pattern */
            u64 lo = D->sgn ? ~(u64)0 << (D->bits - 1) : 0;
            if ((int64_t)v < (int64_t)lo)
                v = lo;
        } else if (v > hi) {
            v = hi;
        }
    }
    return extend(v, D->bits, D->sgn, c.drw);
}

static void gen_cvt(sbuf *s)
{
    u32 k;
    sb_printf(s, HDR ".visible .entry cvts(.param .u64 out, .param .u64 in)\n{\n"
              "  .reg .b16 %%hs, %%h<%u>;\n  .reg .b32 %%rs, %%r<%u>;\n"
              "  .reg .b64 %%rds, %%rd<%u>;\n  .reg .b64 %%a<4>;\n  .reg .b32 %%q0;\n"
              "  ld.param.u64 %%a0, [out];\n  ld.param.u64 %%a1, [in];\n"
              "  mov.u32 %%q0, %%tid.x;\n  mul.wide.u32 %%a2, %%q0, 8;\n"
              "  add.s64 %%a1, %%a1, %%a2;\n  mul.wide.u32 %%a2, %%q0, %u;\n"
              "  add.s64 %%a0, %%a0, %%a2;\n"
              "  ld.global.b16 %%hs, [%%a1];\n  ld.global.b32 %%rs, [%%a1];\n"
              "  ld.global.b64 %%rds, [%%a1];\n", (u32)NCV, (u32)NCV, (u32)NCV,
              (u32)NCV * 8);
    for (k = 0; k < NCV; k++) {
        cvcase c = cv_case(k);
        const char *src = c.srw == 16 ? "%hs" : c.srw == 32 ? "%rs" : "%rds";
        sb_printf(s, "  cvt%s.%s.%s %s%u, %s;\n  st.global.b%u [%%a0+%u], %s%u;\n",
                  c.sat ? ".sat" : "", itypes[c.dt].name, itypes[c.st].name, rname(c.drw),
                  k, src, c.drw, k * 8, rname(c.drw), k);
    }
    sb_printf(s, "  ret;\n}\n");
}

static void test_cvt(pv_test *t, ptxvm_vm *vm)
{
    static const u64 edge[] = {
        0, 1, 0x7f, 0x80, 0xff, 0x100, 0x17f, 0x180, 0x7fff, 0x8000, 0xffff, 0x10000,
        0x1ff80, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000ull, 0x17fffffffull,
        0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffffffffffull,
        0xfffffffffffffffeull, 0xffffffffffffff80ull, 0xffffffffffff7fffull,
        0xffffffff7fffffffull, 0xffffffff80000000ull, 0x12345678abcdef80ull,
        0x00000000ffff8000ull, 0xffffffffffff8000ull, 0xffffffff00000000ull,
    };
    sbuf s = {0, 0, 0};
    ptxvm_module *m;
    ptxvm_addr in, out;
    u64 hin[64], *got;
    u32 nt = 64, tt, k;
    void *args[2];
    ptxvm_result r;
    fails F = {0};
    if (!test_begin(t, "exec_data cvt: %u integer conversions", (unsigned)NCV))
        return;
    gen_cvt(&s);
    m = load(t, vm, s.p, s.n, "cvt.ptx");
    free(s.p);
    if (!m) {
        test_end(t);
        return;
    }
    for (k = 0; k < 64; k++)
        hin[k] = k < sizeof edge / sizeof edge[0] ? edge[k] : mix64(k) >> (k % 5 * 13);
    got = (u64 *)malloc((size_t)NCV * 8 * nt);
    ptxvm_mem_alloc(vm, sizeof hin, &in);
    ptxvm_mem_alloc(vm, (size_t)NCV * 8 * nt, &out);
    ptxvm_memcpy_htod(vm, in, hin, sizeof hin);
    ptxvm_memset(vm, out, 0, (size_t)NCV * 8 * nt);
    args[0] = &out;
    args[1] = &in;
    r = launch(m, "cvts", d3(1, 1, 1), d3(nt, 1, 1), 0, args);
    T_CHECK(t, r == PTXVM_OK, "cvts: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, (size_t)NCV * 8 * nt);
    for (tt = 0; tt < nt; tt++)
        for (k = 0; k < NCV; k++) {
            cvcase c = cv_case(k);
            u64 want = ref_cvt(c, mask_bits(hin[tt], c.srw));
            CHECKF(t, &F, got[tt * NCV + k] == want,
                   "cvt%s.%s.%s (b%u <- b%u) of %016llx: got %016llx want %016llx",
                   c.sat ? ".sat" : "", itypes[c.dt].name, itypes[c.st].name, c.drw, c.srw,
                   (unsigned long long)hin[tt], (unsigned long long)got[tt * NCV + k],
                   (unsigned long long)want);
        }
    fails_end(t, &F, "cvt");
    free(got);
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
    test_end(t);
}

void unit_exec_data(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    test_config(&cfg, &a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        return;
    }
    test_ld(t, vm);
    test_st(t, vm);
    test_mov(t, vm);
    test_qual(t, vm);
    test_spaces(t, vm);
    test_sregs(t, vm);
    test_guards(t, vm);
    test_cvt(t, vm);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}
