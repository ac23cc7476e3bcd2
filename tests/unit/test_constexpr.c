/* Constant expressions (ISA 4.6): every typing rule of section 4.6.4,
   precedence, and the errors. Each expression initialises a variable,
   `.global .s64 x = EXPR;`, and the value is read back from the IR's
   initialiser (module->ir: inits, segs, blob). */
#include "vm.h"
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

/* The first len bytes of variable x's initial memory image. */
static int ce_read(const ptxvm_module *m, uint8_t *out, size_t len)
{
    const ir_module *ir = m->ir;
    uint32_t i, j;
    memset(out, 0, len);
    for (i = 0; i < ir->items.len; i++) {
        const ir_var *v;
        const ir_init *in;
        if (ir->items.data[i].kind != IT_VAR)
            continue;
        v = &ir->vars.data[ir->items.data[i].index];
        if (strcmp(ir_name(ir, v->name), "x") != 0 || !v->init)
            continue;
        in = &ir->inits.data[v->init];
        for (j = 0; j < in->nsegs; j++) {
            const ir_seg *s = &ir->segs.data[in->segs + j];
            uint32_t k;
            for (k = 0; k < s->n; k++)
                if (s->offset + k < len)
                    out[s->offset + k] = ir->blob.data[s->bytes + k];
        }
        return 0;
    }
    return -1;
}

/* Load `.global TYPE x = EXPR;`; on success *val holds x's bytes. */
static ptxvm_result ce_eval(pv_test *t, const char *type, const char *expr,
                            uint64_t *val, char *msg, size_t msglen)
{
    char text[2048];
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_result r;
    uint8_t b[8];
    int i;
    *val = 0;
    snprintf(text, sizeof text, ".version 8.5\n.target sm_90\n.address_size 64\n"
             ".global %s x = %s;\n", type, expr);
    test_config(&cfg, &a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return PTXVM_E_NO_MEMORY;
    r = ptxvm_module_load(vm, text, strlen(text), "ce", &m);
    snprintf(msg, msglen, "%s", ptxvm_error_message(vm));
    if (r == PTXVM_OK) {
        if (ce_read(m, b, sizeof b) != 0)
            T_CHECK(t, 0, "no initialiser for x in '%s'", expr);
        for (i = 7; i >= 0; i--)
            *val = (*val << 8) | b[i];
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "'%s': %ld bytes leaked", expr, a.live);
    return r;
}

typedef struct { const char *expr; uint64_t want; } ce_case;

#define NEG(n) ((uint64_t)0 - (uint64_t)(n))
#define ALL1 0xFFFFFFFFFFFFFFFFULL

static const ce_case int_cases[] = {
    /* literals: signed unless U or magnitude needs unsigned */
    {"42", 42}, {"0x1234", 0x1234}, {"0123", 83}, {"0b1010", 10}, {"42U", 42},
    {"0", 0}, {"0x7FFFFFFFFFFFFFFF", 0x7FFFFFFFFFFFFFFFULL},
    {"0xfabc123400000000", 0xfabc123400000000ULL},
    {"-1 < 0", 1}, {"-1U < 0", 0}, {"42U - 43 < 0", 0}, {"42 - 43 < 0", 1},
    {"0xFFFFFFFFFFFFFFFF < 0", 0}, {"9223372036854775808 < 0", 0},
    {"9223372036854775807 < 0", 0}, {"0x7FFFFFFFFFFFFFFF + 1 < 0", 1},
    {"0x8000000000000000 < 0", 0}, {"01000000000000000000000 < 0", 0},
    /* unary plus and minus keep the type; ! is signed; ~ is unsigned */
    {"+123", 123}, {"-(-42)", 42}, {"- -1", 1}, {"-1", ALL1},
    {"-0xfabc123400000000 < 0", 0}, {"-1U", ALL1}, {"+1U - 2 < 0", 0},
    {"!0", 1}, {"!7", 0}, {"!0U - 2 < 0", 1}, {"!!5", 1},
    {"~0", ALL1}, {"~0 < 0", 0}, {"~-1", 0}, {"~0 >> 63", 1}, {"~5", NEG(6)},
    /* arithmetic: usual conversions, wrap-around */
    {"1 + 2 * 3", 7}, {"(1 + 2) * 3", 9}, {"10 - 2 - 3", 5}, {"100 / 10 / 5", 2},
    {"-7 / 2", NEG(3)}, {"7 / -2", NEG(3)}, {"-7 / 2U", 0x7FFFFFFFFFFFFFFCULL},
    {"-9223372036854775807 - 1", 0x8000000000000000ULL},
    {"(-9223372036854775807 - 1) / -1", 0x8000000000000000ULL},
    {"0x7FFFFFFFFFFFFFFF * 2", NEG(2)}, {"5 - -3", 8}, {"-2 * -3", 6},
    /* remainder: operands as unsigned */
    {"7 % 3", 1}, {"-7 % 3", 0}, {"7 % -3", 7}, {"-1 % 10", 5},
    {"(-9223372036854775807 - 1) % -1", 0x8000000000000000ULL},
    {"2 * 3 % 4", 2}, {"7 % 4 * 2", 6},
    /* shifts: amount unsigned, type of the left operand, >= 64 defined */
    {"1 << 4", 16}, {"-8 >> 1", NEG(4)}, {"-8U >> 1", 0x7FFFFFFFFFFFFFFCULL},
    {"(.u64) -8 >> 1", 0x7FFFFFFFFFFFFFFCULL}, {"(.s64) 0xFFFFFFFFFFFFFFF0 >> 4", ALL1},
    {"1 << 63 < 0", 1}, {"1U << 63 < 0", 0}, {"(-1 << 1U) < 0", 1},
    {"1 << 64", 0}, {"1 << 100", 0}, {"1 << -1", 0}, {"5 >> 64", 0},
    {"-1 >> 64", ALL1}, {"-1 >> 1000", ALL1}, {"-1U >> 64", 0}, {"-1 >> 63", ALL1},
    {"-2 >> -1", ALL1}, {"0x8000000000000000 >> 63", 1},
    {"1 << 2 + 1", 8}, {"1 + 2 << 1", 6},
    /* comparisons: usual conversions, signed 0/1 result */
    {"-1 < 1", 1}, {"-1 < 1U", 0}, {"-1 > 1U", 1}, {"-1 <= -1U", 1},
    {"-1 >= 0U", 1}, {"-1 == -1U", 1}, {"1 != 1U", 0}, {"2 > 1 > 0", 1},
    {"1 < 2 == 1", 1}, {"(1 < 2) - 2 < 0", 1}, {"(1U < 2U) - 2 < 0", 1},
    /* bitwise and logical */
    {"3 & 5", 1}, {"3 | 5", 7}, {"3 ^ 5", 6}, {"1 | 2 ^ 3 & 4", 3},
    {"(-1 & -1U) < 0", 0}, {"(-1 | 0) < 0", 1}, {"(-1 ^ 0U) < 0", 0},
    {"2 && 3", 1}, {"0 || 0", 0}, {"0 || 5", 1}, {"1 && 0", 0},
    {"1 || 0 && 0", 1}, {"(0x100000000 && 1) - 2 < 0", 1},
    /* conditional: right associative, usual conversions on the results */
    {"1 ? 2 : 3", 2}, {"0 ? 2 : 3", 3}, {"(1 ? -1 : 0U) < 0", 0},
    {"(1 ? -1 : 0) < 0", 1}, {"0 ? 1 : 0 ? 2 : 3", 3}, {"1 ? 0 ? 4 : 5 : 6", 5},
    {"(1.5 < 2.0) ? 7 : 8", 7}, {"5 - 5 ? 1 : 2", 2}, {"1 ? 2 : 3 + 10", 2},
    /* casts bind like unary operators */
    {"(.u64) -1 < 0", 0}, {"(.s64) -1U < 0", 1}, {"(.s64)(.u64) -1 < 0", 1},
    {"(.u64) 1 - 2 < 0", 0}, {"-(.u64) 1 < 0", 0}, {"(.u64) -1 >> 60", 15},
    /* floating-point comparisons give integers */
    {"1.5 < 2.5", 1}, {"2.0 == 2.0", 1}, {"0.1 + 0.2 == 0.3", 0},
    {"-0.0 == 0.0", 1}, {"1.0 / 0.0 > 1e308", 1}, {"0d3FF0000000000000 == 1.0", 1},
    {"1e23 == 100000000000000000000000.0", 1}, {"2.5 != 2.5", 0},
    /* WARP_SZ and deep parentheses */
    {"WARP_SZ", 32}, {"WARP_SZ * 2 - 1", 63}, {"((((((((((1))))))))))", 1},
};

static const ce_case f64_cases[] = {
    {"1.5 + 2.25", 0x400E000000000000ULL}, {"-1.5", 0xBFF8000000000000ULL},
    {"0d3FF0000000000000 * 2.0", 0x4000000000000000ULL}, {"1 ? 2.5 : 3.5", 0x4004000000000000ULL},
    {"0.1", 0x3FB999999999999AULL}, {"-0.0", 0x8000000000000000ULL}, {"- -0.0", 0},
    {"1.0 / 3.0", 0x3FD5555555555555ULL}, {"0 ? 1.0 : -2.0", 0xC000000000000000ULL},
    {"+2.0", 0x4000000000000000ULL}, {"1e308 * 10.0", 0x7FF0000000000000ULL},
    {"5", 0x4014000000000000ULL}, {"-3", 0xC008000000000000ULL},
    {"0f3F800000", 0x3FF0000000000000ULL}, {"(2.0)", 0x4000000000000000ULL},
};

static const struct { const char *type, *expr; uint64_t want; } typed_cases[] = {
    {".f32", "0.1", 0x3DCCCCCD}, {".f32", "0f3F800000", 0x3F800000},
    {".f32", "1e39", 0x7F800000}, {".f32", "-0.0", 0x80000000},
    {".f32", "16777217", 0x4B800000}, {".f16", "1.0", 0x3C00},
    {".bf16", "1.0", 0x3F80}, {".u8", "0x1FF", 0xFF}, {".s16", "-1", 0xFFFF},
    {".u32", "0x123456789", 0x23456789}, {".b32", "0f40490FDB", 0x40490FDB},
    {".b64", "0d400921FB54442D18", 0x400921FB54442D18ULL}, {".u64", "-1", ALL1},
    {".u64", "WARP_SZ", 32}, {".s32", "1 ? -2 : 1U", 0xFFFFFFFE},
};

static const struct { const char *expr; ptxvm_result code; } bad_cases[] = {
    {"1 / 0", PTXVM_E_SEMANTIC}, {"1 % 0", PTXVM_E_SEMANTIC},
    {"1U / (2 - 2)", PTXVM_E_SEMANTIC}, {"1 + 1.0", PTXVM_E_SEMANTIC},
    {"1.0 - 1", PTXVM_E_SEMANTIC}, {"(.s64) 1.0", PTXVM_E_SEMANTIC},
    {"(.u64) 0f3F800000", PTXVM_E_SEMANTIC}, {"1.0 ? 1 : 2", PTXVM_E_SEMANTIC},
    {"1 ? 1 : 1.0", PTXVM_E_SEMANTIC}, {"0f3F800000 + 1.0", PTXVM_E_SEMANTIC},
    {"~1.0", PTXVM_E_SEMANTIC}, {"!1.0", PTXVM_E_SEMANTIC},
    {"1.0 % 2.0", PTXVM_E_SEMANTIC}, {"1.0 << 2.0", PTXVM_E_SEMANTIC},
    {"1.0 & 2.0", PTXVM_E_SEMANTIC}, {"1.0 || 0.0", PTXVM_E_SEMANTIC},
    {"1.5", PTXVM_E_SEMANTIC}, {"(1", PTXVM_E_SYNTAX}, {"1 +", PTXVM_E_SYNTAX},
    {"(.u32) 1", PTXVM_E_SYNTAX}, {"1 ? 2", PTXVM_E_SYNTAX}, {"* 2", PTXVM_E_SYNTAX},
    {"()", PTXVM_E_SYNTAX}, {"1 2", PTXVM_E_SYNTAX},
};

void unit_constexpr(pv_test *t)
{
    size_t i;
    char msg[600];
    for (i = 0; i < sizeof int_cases / sizeof int_cases[0]; i++) {
        uint64_t v;
        ptxvm_result r = ce_eval(t, ".s64", int_cases[i].expr, &v, msg, sizeof msg);
        T_CHECK(t, r == PTXVM_OK, "'%s': %s: %s", int_cases[i].expr,
                ptxvm_result_name(r), msg);
        if (r == PTXVM_OK)
            T_CHECK(t, v == int_cases[i].want, "'%s' = 0x%016llx, expected 0x%016llx",
                    int_cases[i].expr, (unsigned long long)v,
                    (unsigned long long)int_cases[i].want);
    }
    for (i = 0; i < sizeof f64_cases / sizeof f64_cases[0]; i++) {
        uint64_t v;
        ptxvm_result r = ce_eval(t, ".f64", f64_cases[i].expr, &v, msg, sizeof msg);
        T_CHECK(t, r == PTXVM_OK, ".f64 '%s': %s: %s", f64_cases[i].expr,
                ptxvm_result_name(r), msg);
        if (r == PTXVM_OK)
            T_CHECK(t, v == f64_cases[i].want, ".f64 '%s' = 0x%016llx, expected 0x%016llx",
                    f64_cases[i].expr, (unsigned long long)v,
                    (unsigned long long)f64_cases[i].want);
    }
    for (i = 0; i < sizeof typed_cases / sizeof typed_cases[0]; i++) {
        uint64_t v;
        ptxvm_result r = ce_eval(t, typed_cases[i].type, typed_cases[i].expr, &v,
                                 msg, sizeof msg);
        T_CHECK(t, r == PTXVM_OK, "%s '%s': %s: %s", typed_cases[i].type,
                typed_cases[i].expr, ptxvm_result_name(r), msg);
        if (r == PTXVM_OK)
            T_CHECK(t, v == typed_cases[i].want, "%s '%s' = 0x%llx, expected 0x%llx",
                    typed_cases[i].type, typed_cases[i].expr, (unsigned long long)v,
                    (unsigned long long)typed_cases[i].want);
    }
    for (i = 0; i < sizeof bad_cases / sizeof bad_cases[0]; i++) {
        uint64_t v;
        ptxvm_result r = ce_eval(t, ".s64", bad_cases[i].expr, &v, msg, sizeof msg);
        T_CHECK(t, r == bad_cases[i].code, "'%s': %s, expected %s (%s)",
                bad_cases[i].expr, ptxvm_result_name(r),
                ptxvm_result_name(bad_cases[i].code), msg);
        T_CHECK(t, strncmp(msg, "ce:4:", 5) == 0, "'%s': message not on line 4: %s",
                bad_cases[i].expr, msg);
    }
}
