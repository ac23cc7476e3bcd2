/* Data movement and address spaces, run and checked bit for bit
   against C: ld/st in every state space (scalars and .v2/.v4 of 8-, 16-,
   32- and 64-bit elements, narrow loads sign- or zero-extended into wider
   registers, stores from wider registers and immediates), generic
   addresses into each window, cache, ordering and eviction qualifiers,
   ld.global.nc, ldu, prefetch, mov (pack/unpack, variable and function
   addresses) and cvta/isspacep. Special registers, guards and integer
   cvt are in test_exec_regs.c. */
#include "exec_data_util.h"

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

void unit_exec_data(pv_test *t)
{
    static const exec_data_section sections[] = {test_ld, test_st, test_mov, test_qual, test_spaces};
    exec_data_run(t, sections, sizeof sections / sizeof sections[0]);
}
