/* The conformance runner's .vec parser and output comparison
   (tests/conformance.c), on in-memory files: a good file of each shape,
   every element type, malformed files (each with the line and the reason
   in the message), and exact vs ieee_eq on signed zeros and NaNs. */
#include "../conformance.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HEAD "# comment\nkernel k\nblock 1 1 1\ngrid 1 1 1\nshared 1024\n"

/* Parse from an exact-size heap copy (so ASan sees any over-read). */
static int parse(const char *text, pv_vec *v, char *err, size_t n)
{
    size_t len = strlen(text);
    char *copy = (char *)malloc(len ? len : 1);
    int r;
    memcpy(copy, text, len);
    r = pv_vec_parse(copy, len, v, err, n);
    free(copy);
    return r;
}

static void good(pv_test *t)
{
    pv_vec v;
    char err[512];
    static const unsigned char in1[] = {0x00, 0x00, 0x80, 0x3f, 0x00, 0x00,
                                        0x80, 0x33};
    static const unsigned char out1[] = {0x01, 0x00, 0x80, 0x3f, 0x00, 0x00,
                                         0x80, 0x3f};
    /* the README's example, shape of test_ptx! */
    int r = parse("# call_rnd\nkernel call_rnd\nblock 1 1 1\ngrid 1 1 1\n"
                  "shared 1024\ninput f32 0x3f800000 0x33800000\n"
                  "output f32 2 0x3f800001 0x3f800000\ncompare ieee_eq\n"
                  "params input output\n", &v, err, sizeof err);
    T_CHECK(t, r == 0, "call_rnd: %s", err);
    if (r == 0) {
        T_CHECK(t, strcmp(v.kernel, "call_rnd") == 0, "kernel %s", v.kernel);
        T_CHECK(t, v.block.x == 1 && v.block.y == 1 && v.block.z == 1, "block");
        T_CHECK(t, v.grid.x == 1 && v.grid.y == 1 && v.grid.z == 1, "grid");
        T_CHECK(t, v.shared == 1024, "shared %u", v.shared);
        T_CHECK(t, v.has_input && v.in_type == PV_VEC_F32 && v.in_count == 2 &&
                memcmp(v.in_bytes, in1, 8) == 0, "input");
        T_CHECK(t, v.out_type == PV_VEC_F32 && v.out_count == 2 &&
                memcmp(v.out_bytes, out1, 8) == 0, "output");
        T_CHECK(t, v.compare == PV_VEC_IEEE_EQ, "compare");
        T_CHECK(t, v.nparams == 2 && v.params[0] == PV_VEC_PARAM_INPUT &&
                v.params[1] == PV_VEC_PARAM_OUTPUT, "params");
        pv_vec_free(&v);
    }
    /* test_ptx_warp!: no input, one param; comments anywhere */
    r = parse("# warp\nkernel vote_all\nblock 64 1 1\n# mid\ngrid 1 1 1\n"
              "shared 1024\noutput u64 1 0x0123456789abcdef\ncompare exact\n"
              "params output\n# end\n", &v, err, sizeof err);
    T_CHECK(t, r == 0, "warp: %s", err);
    if (r == 0) {
        static const unsigned char o[] = {0xef, 0xcd, 0xab, 0x89,
                                          0x67, 0x45, 0x23, 0x01};
        T_CHECK(t, !v.has_input && v.in_bytes == NULL, "no input");
        T_CHECK(t, v.block.x == 64, "block.x %u", v.block.x);
        T_CHECK(t, v.out_count == 1 && memcmp(v.out_bytes, o, 8) == 0,
                "u64 little-endian");
        T_CHECK(t, v.compare == PV_VEC_EXACT && v.nparams == 1 &&
                v.params[0] == PV_VEC_PARAM_OUTPUT, "compare/params");
        pv_vec_free(&v);
    }
    /* bar_red_and_pred: output in both params */
    r = parse(HEAD "output u32 1 0x00000000\ncompare exact\n"
              "params output output\n", &v, err, sizeof err);
    T_CHECK(t, r == 0 && v.nparams == 2 && v.params[0] == PV_VEC_PARAM_OUTPUT &&
            v.params[1] == PV_VEC_PARAM_OUTPUT, "output output: %s", err);
    if (r == 0)
        pv_vec_free(&v);
    /* every type: size and little-endian layout */
    {
        static const struct {
            const char *ty, *val;
            size_t size;
            unsigned char b0, blast;
            const char *mode;
        } types[] = {
            {"u8", "0x2a", 1, 0x2a, 0x2a, "exact"},
            {"s8", "0xff", 1, 0xff, 0xff, "exact"},
            {"u16", "0x1234", 2, 0x34, 0x12, "exact"},
            {"s16", "0xfffe", 2, 0xfe, 0xff, "exact"},
            {"u32", "0x12345678", 4, 0x78, 0x12, "exact"},
            {"s32", "0xffffffff", 4, 0xff, 0xff, "exact"},
            {"u64", "0x0102030405060708", 8, 0x08, 0x01, "exact"},
            {"s64", "0x8000000000000001", 8, 0x01, 0x80, "exact"},
            {"f16", "0x7e00", 2, 0x00, 0x7e, "ieee_eq"},
            {"bf16", "0x3f80", 2, 0x80, 0x3f, "ieee_eq"},
            {"f32", "0x3f000000", 4, 0x00, 0x3f, "ieee_eq"},
            {"f64", "0x3ff0000000000001", 8, 0x01, 0x3f, "ieee_eq"},
        };
        size_t i;
        for (i = 0; i < sizeof types / sizeof types[0]; i++) {
            char text[512];
            snprintf(text, sizeof text,
                     HEAD "input %s %s %s\noutput %s 1 %s\ncompare %s\n"
                     "params input output\n", types[i].ty, types[i].val,
                     types[i].val, types[i].ty, types[i].val, types[i].mode);
            r = parse(text, &v, err, sizeof err);
            T_CHECK(t, r == 0, "type %s: %s", types[i].ty, err);
            if (r != 0)
                continue;
            T_CHECK(t, strcmp(pv_vec_type_name(v.out_type), types[i].ty) == 0,
                    "type name %s", pv_vec_type_name(v.out_type));
            T_CHECK(t, pv_vec_type_size(v.in_type) == types[i].size &&
                    v.in_count == 2, "type %s size", types[i].ty);
            T_CHECK(t, v.in_bytes[0] == types[i].b0 &&
                    v.in_bytes[types[i].size - 1] == types[i].blast &&
                    v.in_bytes[types[i].size] == types[i].b0 &&
                    v.out_bytes[types[i].size - 1] == types[i].blast,
                    "type %s bytes", types[i].ty);
            pv_vec_free(&v);
        }
    }
}

static void bad(pv_test *t, const char *what, const char *text,
                const char *want)
{
    pv_vec v;
    char err[512];
    int r = parse(text, &v, err, sizeof err);
    T_CHECK(t, r != 0, "%s: accepted", what);
    if (r == 0) {
        pv_vec_free(&v);
        return;
    }
    T_CHECK(t, strstr(err, want) != NULL, "%s: message '%s' lacks '%s'", what,
            err, want);
    T_CHECK(t, v.in_bytes == NULL && v.out_bytes == NULL, "%s: buffers kept",
            what);
}

#define TAIL_OK "output u32 1 0x00000001\ncompare exact\nparams output\n"

static void malformed(pv_test *t)
{
    /* missing directives and fields */
    bad(t, "empty file", "", "line 1: end of file: missing 'kernel'");
    bad(t, "no kernel", "block 1 1 1\n", "line 1: 'block' where 'kernel' is due");
    bad(t, "no output", HEAD "compare exact\nparams output\n",
        "line 6: 'compare' where 'input' or 'output' is due");
    bad(t, "no params", HEAD "output u32 1 0x00000001\ncompare exact\n",
        "line 8: end of file: missing 'params'");
    bad(t, "stops after shared", HEAD, "line 6: end of file: missing 'output'");
    bad(t, "block 2 fields", "kernel k\nblock 1 1\n", "line 2: 'block' takes 3");
    bad(t, "kernel no name", "kernel\n", "line 1: 'kernel' takes one field");
    bad(t, "kernel 2 names", "kernel a b\n", "'kernel' takes one field");
    bad(t, "shared missing", "kernel k\nblock 1 1 1\ngrid 1 1 1\nshared\n",
        "line 4: 'shared' takes one field");
    bad(t, "input no values", HEAD "input u32\n" TAIL_OK,
        "line 6: 'input' needs a type and at least one value");
    bad(t, "output no count", HEAD "output u32\ncompare exact\nparams output\n",
        "line 6: 'output' needs a type and a count");
    bad(t, "compare missing", HEAD "output u32 1 0x00000001\ncompare\n"
        "params output\n", "line 7: 'compare' takes one field");
    bad(t, "params empty", HEAD "output u32 1 0x00000001\ncompare exact\n"
        "params\n", "line 8: 'params' needs at least one");
    /* values */
    bad(t, "hex too short", HEAD "output u32 1 0x0001\ncompare exact\n"
        "params output\n", "line 6: bad value '0x0001' (want 0x and 8");
    bad(t, "hex too long", HEAD "input u8 0x002a\n" TAIL_OK,
        "bad value '0x002a' (want 0x and 2");
    bad(t, "hex f16 as f32", HEAD "input f16 0x3f800000\n" TAIL_OK,
        "want 0x and 4 lowercase hex digits for f16");
    bad(t, "hex uppercase", HEAD "input u32 0x0000002A\n" TAIL_OK,
        "lowercase hex digits only");
    bad(t, "hex no 0x", HEAD "input u8 002a\n" TAIL_OK, "bad value '002a'");
    bad(t, "hex 0X", HEAD "input u8 0X2a\n" TAIL_OK, "bad value '0X2a'");
    bad(t, "hex junk", HEAD "input u8 0xg0\n" TAIL_OK, "lowercase hex");
    bad(t, "decimal value", HEAD "input u8 42\n" TAIL_OK, "bad value '42'");
    bad(t, "unknown type", HEAD "input i32 0x00000001\n" TAIL_OK,
        "line 6: unknown type 'i32'");
    bad(t, "unknown out type", HEAD "output f128 1 0x00\ncompare exact\n"
        "params output\n", "unknown type 'f128'");
    bad(t, "N too big", HEAD "output u32 3 0x00000001 0x00000002\n"
        "compare exact\nparams output\n",
        "line 6: output count is 3 but 2 values follow");
    bad(t, "N too small", HEAD "output u32 1 0x00000001 0x00000002\n"
        "compare exact\nparams output\n", "output count is 1 but 2 values");
    bad(t, "N zero", HEAD "output u32 0\ncompare exact\nparams output\n",
        "output count must be at least 1");
    bad(t, "N not a number", HEAD "output u32 x1 0x00000001\n"
        "compare exact\nparams output\n", "bad output count 'x1'");
    bad(t, "N leading zero", HEAD "output u32 01 0x00000001\n"
        "compare exact\nparams output\n", "without leading zeros");
    bad(t, "block zero", "kernel k\nblock 0 1 1\n", "at least 1");
    bad(t, "block sign", "kernel k\nblock +1 1 1\n", "bad block '+1'");
    bad(t, "block huge", "kernel k\nblock 4294967296 1 1\n", "too large");
    bad(t, "shared negative", "kernel k\nblock 1 1 1\ngrid 1 1 1\nshared -1\n",
        "bad shared byte count '-1'");
    /* modes and params */
    bad(t, "unknown compare", HEAD "output u32 1 0x00000001\ncompare ulp\n"
        "params output\n", "unknown compare mode 'ulp'");
    bad(t, "ieee_eq on u32", HEAD "output u32 1 0x00000001\ncompare ieee_eq\n"
        "params output\n", "compare ieee_eq with the integer output type u32");
    bad(t, "exact on f32", HEAD "output f32 1 0x00000001\ncompare exact\n"
        "params output\n", "compare exact with the float output type f32");
    bad(t, "input param, no input", HEAD "output u32 1 0x00000001\n"
        "compare exact\nparams input output\n",
        "line 8: param 'input' but there is no input line");
    bad(t, "unknown param", HEAD "output u32 1 0x00000001\ncompare exact\n"
        "params output scalar\n", "unknown param 'scalar'");
    /* layout */
    bad(t, "two spaces", "kernel k\nblock 1  1 1\n", "line 2: empty field");
    bad(t, "trailing space", "kernel k \n", "line 1: empty field");
    bad(t, "leading space", " kernel k\n", "line 1: empty field");
    bad(t, "tab", "kernel\tk\n", "line 1: character 0x09");
    bad(t, "CRLF", "kernel k\r\n", "line 1: character 0x0d");
    bad(t, "non-ASCII", "kernel k\xc3\xa9\n", "character 0xc3");
    {
        /* a NUL byte: the length, not a terminator, ends the text */
        pv_vec v;
        char err[512];
        T_CHECK(t, pv_vec_parse("kernel k\0\n", 10, &v, err, sizeof err) != 0
                && strstr(err, "line 1: character 0x00") != NULL,
                "NUL: '%s'", err);
    }
    bad(t, "no final newline", HEAD TAIL_OK "# end",
        "line 9: the last line does not end with a newline");
    bad(t, "empty line", "kernel k\n\nblock 1 1 1\n", "line 2: empty line");
    bad(t, "unknown directive", "kernel k\nthreads 1 1 1\n",
        "line 2: unknown directive 'threads'");
    bad(t, "duplicate", "kernel k\nkernel k\n",
        "line 2: 'kernel' again or out of order");
    bad(t, "out of order", "kernel k\ngrid 1 1 1\nblock 1 1 1\n",
        "line 2: 'grid' where 'block' is due");
    bad(t, "input after output", HEAD "output u32 1 0x00000001\n"
        "input u32 0x00000001\ncompare exact\nparams output\n",
        "line 7: 'input' again or out of order");
    bad(t, "after params", HEAD TAIL_OK "compare exact\n",
        "line 9: 'compare' again or out of order");
    bad(t, "bad kernel name", "kernel 1k\n", "bad kernel name '1k'");
}

static void compare(pv_test *t)
{
    static const struct {
        pv_vec_type ty;
        uint64_t got, want;
        int exact, ieee;
    } cases[] = {
        {PV_VEC_F32, 0x3f800000u, 0x3f800000u, 1, 1},
        {PV_VEC_F32, 0x3f800001u, 0x3f800000u, 0, 0},
        {PV_VEC_F32, 0x80000000u, 0x00000000u, 0, 1},   /* -0 == +0 */
        {PV_VEC_F32, 0x00000000u, 0x80000000u, 0, 1},
        {PV_VEC_F32, 0x00000001u, 0x00000000u, 0, 0},   /* subnormal */
        {PV_VEC_F32, 0x7fc00000u, 0x7fc00000u, 1, 0},   /* NaN != NaN */
        {PV_VEC_F32, 0x7fc00000u, 0x00000000u, 0, 0},
        {PV_VEC_F32, 0x00000000u, 0xffc00001u, 0, 0},
        {PV_VEC_F32, 0x7f800000u, 0x7f800000u, 1, 1},   /* inf == inf */
        {PV_VEC_F32, 0xff800000u, 0x7f800000u, 0, 0},
        {PV_VEC_F16, 0x8000u, 0x0000u, 0, 1},
        {PV_VEC_F16, 0x7e00u, 0x7e00u, 1, 0},
        {PV_VEC_F16, 0x7c00u, 0x7c00u, 1, 1},
        {PV_VEC_F16, 0x7c01u, 0x7c01u, 1, 0},
        {PV_VEC_BF16, 0x8000u, 0x0000u, 0, 1},
        {PV_VEC_BF16, 0x7fc0u, 0x7fc0u, 1, 0},
        {PV_VEC_F64, 0x8000000000000000ull, 0, 0, 1},
        {PV_VEC_F64, 0x7ff8000000000000ull, 0x7ff8000000000000ull, 1, 0},
        {PV_VEC_F64, 0x7ff0000000000000ull, 0x7ff0000000000000ull, 1, 1},
        {PV_VEC_F64, 0x0000000000000001ull, 0, 0, 0},
        /* integers: ieee_eq (not produced by the parser) is plain bits */
        {PV_VEC_U32, 0x80000000u, 0x00000000u, 0, 0},
        {PV_VEC_U16, 0x7e00u, 0x7e00u, 1, 1},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int e = pv_vec_elem_equal(cases[i].ty, PV_VEC_EXACT, cases[i].got,
                                  cases[i].want);
        int q = pv_vec_elem_equal(cases[i].ty, PV_VEC_IEEE_EQ, cases[i].got,
                                  cases[i].want);
        T_CHECK(t, e == cases[i].exact && q == cases[i].ieee,
                "case %lu (%s got 0x%llx want 0x%llx): exact %d ieee_eq %d",
                (unsigned long)i, pv_vec_type_name(cases[i].ty),
                (unsigned long long)cases[i].got,
                (unsigned long long)cases[i].want, e, q);
    }
    /* whole buffers: count, and the first 4 mismatches in the message */
    {
        static const unsigned char want[] = {1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0};
        static const unsigned char got[] = {1, 0, 9, 0, 9, 0, 9, 0, 9, 0, 9, 0};
        char msg[1024];
        size_t n = pv_vec_compare_buf(PV_VEC_U16, PV_VEC_EXACT, got, want, 6,
                                      msg, sizeof msg);
        T_CHECK(t, n == 5, "%lu mismatches", (unsigned long)n);
        T_CHECK(t, strstr(msg, "5 of 6 u16 elements differ (exact): "
                          "[1] got 0x0009 expected 0x0002, "
                          "[2] got 0x0009 expected 0x0003, "
                          "[3] got 0x0009 expected 0x0004, "
                          "[4] got 0x0009 expected 0x0005, ...") == msg,
                "message '%s'", msg);
        n = pv_vec_compare_buf(PV_VEC_U16, PV_VEC_EXACT, want, want, 6, msg,
                               sizeof msg);
        T_CHECK(t, n == 0 && msg[0] == 0, "equal buffers: '%s'", msg);
    }
    {
        /* f32 [-0, 1, NaN]: ieee_eq against [+0, 1, NaN] has one mismatch */
        static const unsigned char got[] = {0, 0, 0, 0x80, 0, 0, 0x80, 0x3f,
                                            0, 0, 0xc0, 0x7f};
        static const unsigned char want[] = {0, 0, 0, 0, 0, 0, 0x80, 0x3f,
                                             0, 0, 0xc0, 0x7f};
        char msg[1024];
        size_t n = pv_vec_compare_buf(PV_VEC_F32, PV_VEC_IEEE_EQ, got, want, 3,
                                      msg, sizeof msg);
        T_CHECK(t, n == 1 && strcmp(msg, "1 of 3 f32 elements differ "
                                    "(ieee_eq): [2] got 0x7fc00000 expected "
                                    "0x7fc00000") == 0,
                "ieee_eq buffer: %lu, '%s'", (unsigned long)n, msg);
        n = pv_vec_compare_buf(PV_VEC_F32, PV_VEC_EXACT, got, want, 3, msg,
                               sizeof msg);
        T_CHECK(t, n == 1 && strstr(msg, "[0] got 0x80000000 expected "
                                    "0x00000000") != NULL,
                "exact buffer: %lu, '%s'", (unsigned long)n, msg);
    }
}

void unit_vec(pv_test *t)
{
    good(t);
    malformed(t);
    compare(t);
}
