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
static int isa_selftest(char *err, size_t errlen)
{
    uint32_t i, j, o, n = isa_form_count();
    const char *msg = NULL, *what = "";
    if (err && errlen)
        err[0] = 0;
    for (i = 0; i < n && !msg; i++) {
        /* a form that starts a new run of its opcode: no earlier run */
        if (i > 0 && isa_form(i - 1)->opcode != isa_form(i)->opcode)
            for (j = 0; j + 1 < i && !msg; j++)
                if (isa_form(j)->opcode == isa_form(i)->opcode) {
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
    for (i = 0; i < n; i++) {
        const isa_cop *C;
        o = isa_form(i)->opcode - KW_op_abs;
        C = isa_op(o, err, errlen);
        if (!C)
            return -1;
        /* the compiled opcode holds its forms in table order, and later
           calls share it */
        for (j = 0; j < C->nforms && !msg; j++)
            if (isa_form(C->forms[j].src)->opcode != isa_form(i)->opcode ||
                (j && C->forms[j].src != C->forms[j - 1].src + 1))
                msg = "compiled forms out of order: ";
        if (!msg && (C->nforms == 0 || C->forms[0].src > i ||
                     C->forms[C->nforms - 1].src < i))
            msg = "compiled forms miss a form: ";
        if (!msg && isa_op(o, NULL, 0) != C)
            msg = "an opcode compiled twice: ";
        if (msg) {
            if (err && errlen)
                snprintf(err, errlen, "%s%s", msg, isa_kw_name(isa_form(i)->opcode));
            return -1;
        }
    }
    if (isa_op(ISA_NOPS, NULL, 0) || isa_op(KW_op_tcgen05 - KW_op_abs, NULL, 0)) {
        if (err && errlen)
            snprintf(err, errlen, "isa_op compiles an opcode without forms");
        return -1;
    }
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
    if (isa_selftest(err, sizeof err) != 0) {
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
