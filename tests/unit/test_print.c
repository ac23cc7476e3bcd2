/* The canonical printer and the IR comparison (src/print.h): small
   modules whose printed text is compared exactly, a round trip through
   print and parse, ir_equal finding changed operands, modifiers,
   initialiser bytes and names, and printing under allocation failure. */
#include "../testlib.h"
#include "parse.h"
#include "print.h"
#include "../support/ir_equal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TP_HEAD ".version 8.5\n.target sm_80\n.address_size 64\n\n"

/* Allocations through libc that can fail the fail_at-th call. */
typedef struct tp_alloc {
    long calls, fail_at;
    long live;
} tp_alloc;

static void *tp_alloc_fn(void *user, void *p, size_t old, size_t n)
{
    tp_alloc *a = (tp_alloc *)user;
    if (n == 0) {
        if (p)
            a->live--;
        free(p);
        return NULL;
    }
    (void)old;
    if (++a->calls == a->fail_at)
        return NULL;
    if (!p)
        a->live++;
    return realloc(p, n);
}

static void tp_heap(pv_heap *h, tp_alloc *a)
{
    memset(a, 0, sizeof *a);
    memset(h, 0, sizeof *h);
    h->fn = tp_alloc_fn;
    h->user = a;
}

/* Parse (syntax only, no checker) into a new module; NULL on error. */
static ir_module *tp_parse(pv_heap *h, const char *text, char *err, size_t n)
{
    pv_diag d;
    ir_module *volatile m = ir_module_new(h);
    if (!m)
        return NULL;
    memset(&d, 0, sizeof d);
    d.source = "test";
    if (setjmp(d.jb)) {
        snprintf(err, n, "%s", d.msg);
        ir_module_free(m);
        return NULL;
    }
    parse_module(m, &d, text, strlen(text));
    return m;
}

/* Print the module of `in` and compare with `want` exactly; then parse
   the printed text again and check that the IR is equal. */
static void tp_expect(pv_test *t, const char *in, const char *want)
{
    pv_heap h;
    tp_alloc a;
    char err[512], why[512];
    char *out = NULL;
    size_t len = 0;
    ir_module *m, *m2;
    tp_heap(&h, &a);
    m = tp_parse(&h, in, err, sizeof err);
    T_CHECK(t, m != NULL, "parse failed: %s\n%s", err, in);
    if (!m)
        return;
    T_CHECK(t, ir_print(m, &h, &out, &len) == 0, "ir_print failed");
    if (out) {
        T_CHECK(t, strlen(out) == len && strcmp(out, want) == 0,
                "printed\n%s\nexpected\n%s", out, want);
        m2 = tp_parse(&h, out, err, sizeof err);
        T_CHECK(t, m2 != NULL, "re-parse failed: %s\n%s", err, out);
        if (m2) {
            T_CHECK(t, ir_equal(m, m2, why, sizeof why),
                    "IR differs after printing: %s", why);
            ir_module_free(m2);
        }
        pv_free(&h, out, len + 1);
    }
    ir_module_free(m);
    T_CHECK(t, a.live == 0 && h.live == 0, "memory not freed: %ld blocks",
            a.live);
}

/* ir_equal on two texts: want_equal, and when they differ, the message
   must contain `mention`. */
static void tp_compare(pv_test *t, const char *x, const char *y,
                       int want_equal, const char *mention)
{
    pv_heap h;
    tp_alloc a;
    char err[512], why[512];
    ir_module *m1, *m2;
    int eq;
    tp_heap(&h, &a);
    m1 = tp_parse(&h, x, err, sizeof err);
    T_CHECK(t, m1 != NULL, "parse failed: %s", err);
    m2 = tp_parse(&h, y, err, sizeof err);
    T_CHECK(t, m2 != NULL, "parse failed: %s", err);
    if (m1 && m2) {
        why[0] = 0;
        eq = ir_equal(m1, m2, why, sizeof why);
        T_CHECK(t, eq == want_equal, "ir_equal gave %d (%s) for\n%s\nvs\n%s",
                eq, why, x, y);
        if (!eq && mention)
            T_CHECK(t, strstr(why, mention) != NULL,
                    "difference '%s' does not mention '%s'", why, mention);
        T_CHECK(t, ir_equal(m1, m1, why, sizeof why), "not equal to itself");
    }
    ir_module_free(m1);
    ir_module_free(m2);
    T_CHECK(t, a.live == 0, "memory not freed");
}

static const struct {
    const char *in, *want;
} tp_cases[] = {
    /* the header alone; .address_size defaults to 64 */
    {".version 8.5\n.target sm_80\n", TP_HEAD},
    {".version 7.10\n.target sm_52, texmode_independent, debug\n"
     ".address_size 32\n",
     ".version 7.10\n.target sm_52, texmode_independent, debug\n"
     ".address_size 32\n\n"},
    /* declarations: linkage, alignment (natural ones are left out),
       vectors, attributes, dimensions */
    {TP_HEAD ".visible .global .align 8 .u32 name[3] = {1, 2, 3};\n"
     ".global .align 4 .u32 nat;\n.extern .shared .align 16 .b8 dyn[];\n"
     ".global .attribute(.managed) .v2 .f32 mv;\n"
     ".common .global .u64 c1, c2[2][3];\n.tex .u32 oldtex;\n",
     TP_HEAD ".visible .global .align 8 .u32 name[3] = {1, 2, 3};\n"
     ".global .u32 nat;\n.extern .shared .align 16 .b8 dyn[];\n"
     ".global .attribute(.managed) .v2 .f32 mv;\n"
     ".common .global .u64 c1;\n.common .global .u64 c2[2][3];\n"
     ".tex .texref oldtex;\n"},
    /* initialisers from the image: trailing zeros dropped, nested braces
       per dimension and vector, zero sub-arrays as {}, a[] keeps its
       element count */
    {TP_HEAD ".global .u32 a[4] = {1, 0, 2, 0};\n"
     ".global .u8 b[] = {1, 0, 0};\n"
     ".global .s32 m[3][2] = {1, 2, 3};\n"
     ".const .u8 c[3][2] = {{}, {}, {0, 7}};\n"
     ".global .u32 z[4] = {0, 0};\n.global .u32 s = 0;\n"
     ".global .s16 n[2] = {-1, 5};\n.global .s64 big = -9223372036854775807 - 1;\n"
     ".global .v2 .u16 v[] = {{1, 2}, {}};\n",
     TP_HEAD ".global .u32 a[4] = {1, 0, 2};\n"
     ".global .u8 b[] = {1, 0, 0};\n"
     ".global .s32 m[3][2] = {{1, 2}, {3}};\n"
     ".const .u8 c[3][2] = {{}, {}, {0, 7}};\n"
     ".global .u32 z[4] = {};\n.global .u32 s = 0;\n"
     ".global .s16 n[2] = {-1, 5};\n.global .s64 big = 0x8000000000000000;\n"
     ".global .v2 .u16 v[] = {{1, 2}, {}};\n"},
    /* elements rendered by type, and addresses */
    {TP_HEAD ".global .f32 f = 1.0;\n.global .f64 d[2] = {1.5, -2.0};\n"
     ".global .f16 h = 0x3C00;\n.global .b8 r[2] = {255, 0x80};\n"
     ".global .u64 p[4] = {a, generic(a) + 4, a - 4, generic(d)};\n",
     TP_HEAD ".global .f32 f = 0f3F800000;\n"
     ".global .f64 d[2] = {0d3FF8000000000000, 0dC000000000000000};\n"
     ".global .f16 h = 0x3C00;\n.global .b8 r[2] = {255, 128};\n"
     ".global .u64 p[4] = {a, generic(a)+4, a-4, generic(d)};\n"},
    /* texture references keep their fields */
    {TP_HEAD ".global .samplerref s = { filter_mode = linear, "
     "addr_mode_0 = wrap, force_unnormalized_coords = 1 };\n",
     TP_HEAD ".global .samplerref s = { filter_mode = linear, "
     "addr_mode_0 = wrap, force_unnormalized_coords = 1 };\n"},
    /* functions: parameters, .ptr, performance directives, declarations */
    {TP_HEAD ".visible .entry k(.param .u64 .ptr .global .align 16 p, "
     ".param .align 8 .b8 buf[24]) .maxntid 128 .reqntid 32, 2 "
     ".minnctapersm 2 .maxnreg 64 .pragma \"nounroll\"; { ret; }\n"
     ".extern .func (.reg .b32 r) ext(.reg .b32 x) .noreturn;\n"
     ".weak .func w() { }\n",
     TP_HEAD "\n.visible .entry k(\n\t.param .u64 .ptr .global .align 16 p,\n"
     "\t.param .align 8 .b8 buf[24]\n)\n.maxntid 128, 1, 1\n"
     ".reqntid 32, 2, 1\n.minnctapersm 2\n.maxnreg 64\n"
     ".pragma \"nounroll\";\n{\n\tret;\n}\n"
     "\n.extern .func (\n\t.reg .b32 r\n) ext(\n\t.reg .b32 x\n)\n"
     ".noreturn;\n\n.weak .func w()\n{\n}\n"},
    /* guards, labels, vectors with sinks, addresses, pairs, components */
    {TP_HEAD ".entry k() {\n.reg .pred %p<3>; .reg .b32 %r<4>; "
     ".reg .f32 %f<5>; .reg .b64 %rd<2>;\n"
     "@!%p1 bra.uni $L1;\n@%p2 mov.u32 %r1, %tid.x;\n"
     "ld.global.v4.f32 {%f1, _, %f3, %f4}, [%rd1+-4];\n"
     "ld.global.u32 %r2, [%rd1 + 8];\nld.u32 %r3, [100];\n"
     "setp.eq.and.u32 %p1|%p2, %r1, 0, !%p0;\n"
     "$L1:\n\tret;\n}\n",
     TP_HEAD "\n.entry k()\n{\n\t.reg .pred %p<3>;\n\t.reg .b32 %r<4>;\n"
     "\t.reg .f32 %f<5>;\n\t.reg .b64 %rd<2>;\n"
     "\t@!%p1 bra.uni $L1;\n\t@%p2 mov.u32 %r1, %tid.x;\n"
     "\tld.global.v4.f32 {%f1, _, %f3, %f4}, [%rd1-4];\n"
     "\tld.global.u32 %r2, [%rd1+8];\n\tld.u32 %r3, [100];\n"
     "\tsetp.eq.and.u32 %p1|%p2, %r1, 0, !%p0;\n"
     "$L1:\n\tret;\n}\n"},
    /* immediates, symbols with offsets, array elements, calls, textures
       and the .unified suffix */
    {TP_HEAD ".global .u32 g[4];\n.func (.reg .b32 r) f(.reg .b32 a, .reg .b32 b);\n"
     ".entry k() {\nadd.s32 %r1, %r1, -5;\n"
     "mov.b64 %rd1, 0xFFFFFFFFFFFFFFFF;\nmov.b32 %r1, 7U;\n"
     "mov.f32 %f1, 0f3F800000;\nmov.f64 %fd1, 1.0;\n"
     "mov.u64 %rd1, g+8;\nmov.u64 %rd2, g - 4;\nld.global.u32 %r1, g[2];\n"
     "call.uni (%r1), f, (%r2, %r3);\ncall f;\n"
     "tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t, s, {%f5, %f6}];\n"
     "ld.u32 %r1, [%rd1].unified;\n}\n",
     TP_HEAD ".global .u32 g[4];\n\n.func (\n\t.reg .b32 r\n) f(\n"
     "\t.reg .b32 a,\n\t.reg .b32 b\n);\n"
     "\n.entry k()\n{\n\tadd.s32 %r1, %r1, -5;\n"
     "\tmov.b64 %rd1, 18446744073709551615U;\n\tmov.b32 %r1, 7U;\n"
     "\tmov.f32 %f1, 0f3F800000;\n\tmov.f64 %fd1, 0d3FF0000000000000;\n"
     "\tmov.u64 %rd1, g+8;\n\tmov.u64 %rd2, g-4;\n\tld.global.u32 %r1, g[2];\n"
     "\tcall.uni (%r1), f, (%r2, %r3);\n\tcall f;\n"
     "\ttex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [t, s, {%f5, %f6}];\n"
     "\tld.u32 %r1, [%rd1].unified;\n}\n"},
    /* blocks, .loc, body pragmas, target lists, call prototypes */
    {TP_HEAD ".file 1 \"a\\\\b.cu\", 12, 34\n.file 2 \"c.h\"\n"
     ".entry k() {\n.loc 1 5 3, function_name $F, inlined_at 2 1 1\n"
     "{ .reg .b32 %r<2>; { .pragma \"nounroll\"; } }\n"
     "T: .branchtargets $A, $B;\n"
     "P: .callprototype (.param .b32 _) _ (.param .b32 _, .param .u64 x) "
     ".noreturn;\n$A: $B: ret;\n}\n",
     TP_HEAD ".file 1 \"a\\\\b.cu\", 12, 34\n.file 2 \"c.h\"\n"
     "\n.entry k()\n{\n\t.loc 1 5 3\n\t{\n\t\t.reg .b32 %r<2>;\n\t\t{\n"
     "\t\t\t.pragma \"nounroll\";\n\t\t}\n\t}\n"
     "T: .branchtargets $A, $B;\n"
     "P: .callprototype (.param .b32 _) _ (.param .b32 _, .param .u64 x) "
     ".noreturn;\n$A:\n$B:\n\tret;\n}\n"},
    /* module-level .pragma, .alias and .section (kept as a byte count) */
    {TP_HEAD ".pragma \"a\", \"b\";\n.func impl() { ret; }\n"
     ".alias al, impl;\n"
     ".section .debug_info { .b32 1 .b8 2, 3 lbl: .b64 lbl+4 }\n"
     ".section .debug_abbrev { }\n",
     TP_HEAD ".pragma \"a\", \"b\";\n\n.func impl()\n{\n\tret;\n}\n"
     ".alias al, impl;\n"
     ".section .debug_info\n{\n\t.b8 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, "
     "0, 0\n}\n.section .debug_abbrev\n{\n}\n"},
};

static const char tp_base[] =
    TP_HEAD ".global .u32 tab[3] = {1, 2, 3};\n"
    ".entry k(.param .u64 p) {\n.reg .b32 %r<4>;\n"
    "add.u32 %r1, %r2, 1;\nst.global.u32 [tab+4], %r1;\n}\n";

void unit_print(pv_test *t)
{
    size_t i;
    for (i = 0; i < PV_COUNTOF(tp_cases); i++)
        tp_expect(t, tp_cases[i].in, tp_cases[i].want);

    /* ir_equal: equal images written differently, then one change each */
    tp_compare(t, tp_base, tp_base, 1, NULL);
    tp_compare(t, TP_HEAD ".global .u32 a[4] = {1, 0};\n",
               TP_HEAD ".global .u32 a[4] = {1};\n", 1, NULL);
    tp_compare(t, TP_HEAD ".global .u32 a[2][2] = {1, 2, 3};\n",
               TP_HEAD ".global .u32 a[2][2] = {{1, 2}, {3, 0}};\n", 1, NULL);
    tp_compare(t, tp_base,
               TP_HEAD ".global .u32 tab[3] = {1, 2, 3};\n"
               ".entry k(.param .u64 p) {\n.reg .b32 %r<4>;\n"
               "add.u32 %r1, %r3, 1;\nst.global.u32 [tab+4], %r1;\n}\n",
               0, "operand 1");
    tp_compare(t, tp_base,
               TP_HEAD ".global .u32 tab[3] = {1, 2, 3};\n"
               ".entry k(.param .u64 p) {\n.reg .b32 %r<4>;\n"
               "add.u32 %r1, %r2, 1;\nst.global.u32 [tab+8], %r1;\n}\n",
               0, "operand 0");
    tp_compare(t, tp_base,
               TP_HEAD ".global .u32 tab[3] = {1, 2, 3};\n"
               ".entry k(.param .u64 p) {\n.reg .b32 %r<4>;\n"
               "add.s32 %r1, %r2, 1;\nst.global.u32 [tab+4], %r1;\n}\n",
               0, "modifier 0");
    tp_compare(t, tp_base,
               TP_HEAD ".global .u32 tab[3] = {1, 2, 4};\n"
               ".entry k(.param .u64 p) {\n.reg .b32 %r<4>;\n"
               "add.u32 %r1, %r2, 1;\nst.global.u32 [tab+4], %r1;\n}\n",
               0, "offset 8");
    tp_compare(t, tp_base,
               TP_HEAD ".global .u32 tab[3] = {1, 2, 3};\n"
               ".entry k(.param .u64 q) {\n.reg .b32 %r<4>;\n"
               "add.u32 %r1, %r2, 1;\nst.global.u32 [tab+4], %r1;\n}\n",
               0, "'p' vs 'q'");
    tp_compare(t, tp_base,
               TP_HEAD ".global .u32 tab[3] = {1, 2, 3};\n"
               ".entry k(.param .u64 p) {\n.reg .b32 %r<4>;\n"
               "add.u32 %r1, %r2, 1;\n}\n",
               0, "statements");

    /* out of memory at every allocation of the printer: -1, nothing held */
    {
        pv_heap h;
        tp_alloc a;
        char err[512];
        ir_module *m;
        long n, base;
        tp_heap(&h, &a);
        m = tp_parse(&h, tp_cases[PV_COUNTOF(tp_cases) - 3].in, err, sizeof err);
        T_CHECK(t, m != NULL, "parse failed: %s", err);
        if (m) {
            base = a.calls;
            for (n = 1; n < 1000; n++) {
                char *out = NULL;
                size_t len = 0;
                long live = a.live;
                int r;
                a.fail_at = base + n;
                r = ir_print(m, &h, &out, &len);
                base = a.calls;
                if (r == 0) {
                    pv_free(&h, out, len + 1);
                    break;
                }
                T_CHECK(t, out == NULL && a.live == live,
                        "allocation %ld failed: memory held", n);
            }
            T_CHECK(t, n > 1, "the printer allocated nothing");
            ir_module_free(m);
        }
        T_CHECK(t, a.live == 0, "memory not freed");
    }
}
