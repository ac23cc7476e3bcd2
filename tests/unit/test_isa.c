/* Self-consistency of the instruction table (src/isa_table.h): every
   form compiles (its modifiers are keywords, its sets exist, its operand
   specs are well formed), forms of one opcode are consecutive, no form or
   set is listed twice, and every opcode with forms is known.
   test_isa() returns the number of failures. */
#include "isa.h"
#include "../testlib.h"
#include <stdio.h>

int test_isa(void);

/* Check the whole table: forms of an opcode consecutive, no duplicate
   forms or sets, every form compiles (known keywords, sets, operand
   specs). Returns 0, or -1 with a message in err. For the unit test. */
static int isa_selftest(pv_isa *I, char *err, size_t errlen)
{
    uint32_t i, j, o, n = isa_form_count();
    const char *msg = NULL, *what = "";
    if (err && errlen)
        err[0] = 0;
    for (i = 0; i < n && !msg; i++) {
        o = isa_form(i)->opcode - KW_op_abs;
        if (i < I->first[o] || i >= (uint32_t)I->first[o] + I->count[o]) {
            msg = "forms of an opcode are not consecutive: ";
            what = isa_kw_name(isa_form(i)->opcode);
        }
        for (j = i + 1; j < n && !msg; j++)
            if (isa_form(j)->opcode == isa_form(i)->opcode
                && strcmp(isa_form(j)->text, isa_form(i)->text) == 0) {
                msg = "duplicate form: ";
                what = isa_form(i)->text;
            }
    }
    for (i = 0; isa_set_name(i) && !msg; i++)
        for (j = i + 1; isa_set_name(j) && !msg; j++)
            if (strcmp(isa_set_name(i), isa_set_name(j)) == 0) {
                msg = "duplicate set: ";
                what = isa_set_name(i);
            }
    if (msg) {
        if (err && errlen) {
            size_t a = strlen(msg), b = strlen(what);
            if (a >= errlen) a = errlen - 1;
            memcpy(err, msg, a);
            if (b >= errlen - a) b = errlen - a - 1;
            memcpy(err + a, what, b);
            err[a + b] = 0;
        }
        return -1;
    }
    for (o = 0; o < ISA_NOPS; o++)
        if (I->count[o] && !I->ops[o] && isa_compile(I, o, err, errlen))
            return -1;
    return 0;
}


int test_isa(void)
{
    pv_heap heap;
    pv_isa *I;
    char err[512];
    int fails = 0;
    uint32_t i;
    memset(&heap, 0, sizeof heap);
    heap.fn = pv_default_alloc;
    I = isa_create(&heap);
    if (!I) {
        printf("test_isa: isa_create failed\n");
        return 1;
    }
    if (isa_selftest(I, err, sizeof err) != 0) {
        printf("test_isa: %s\n", err);
        fails++;
    }
    for (i = 0; i < isa_form_count(); i++)
        if (!isa_known(isa_form(i)->opcode)) {
            printf("test_isa: opcode of form %u not known\n", (unsigned)i);
            fails++;
        }
    if (isa_known(KW_op_tcgen05) || isa_known(KW_NONE) || isa_known(KW_COUNT + 5)) {
        printf("test_isa: isa_known says yes to an opcode without forms\n");
        fails++;
    }
    if (!isa_known(KW_op_add) || !isa_known(KW_op_xor) || !isa_known(KW_op_abs)) {
        printf("test_isa: isa_known misses add/xor/abs\n");
        fails++;
    }
    isa_destroy(I);
    if (heap.live != 0) {
        printf("test_isa: %lu bytes leaked\n", (unsigned long)heap.live);
        fails++;
    }
    return fails;
}

void unit_isa(pv_test *t)
{
    T_CHECK(t, test_isa() == 0, "instruction table self-test failed");
}
