/* What a load costs in memory, counted through the host allocator: the
   most bytes live at once while a module is parsed and checked, per
   byte of PTX. A small module no longer starts with copies of the
   keyword tables, the checker's per-symbol tables cover only the names
   the module declares, and the parser's pools give their slack back
   before the checker runs, and the checker's memo of instruction forms
   is sized by the module's instruction count: a module shaped like
   nvcc's output peaks under 8 bytes a PTX byte from 4 KB up, and a
   near-empty one under 10 KB in all, its VM included (about 90 KB
   before the keyword tables were shared, 11 KB before the memo was
   sized). */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Kernels the way nvcc writes them (parameters, fresh registers for
   each value, address arithmetic, guarded loads, fma chains) until the
   text reaches `want` bytes. */
static char *lm_module(size_t want, size_t *len)
{
    test_text b = {NULL, 0, 0};
    char s[1024];
    unsigned k;
    test_text_put(&b, "//\n// Generated for the load-memory test\n//\n\n"
               ".version 8.0\n.target sm_80\n.address_size 64\n\n");
    for (k = 0; b.len < want; k++) {
        unsigned i;
        snprintf(s, sizeof s,
                 "\t// .globl\tkernel_%u\n.visible .entry kernel_%u(\n"
                 "\t.param .u64 kernel_%u_param_0,\n\t.param .u64 kernel_%u_param_1,\n"
                 "\t.param .u32 kernel_%u_param_2\n)\n{\n"
                 "\t.reg .pred \t%%p<9>;\n\t.reg .b32 \t%%r<40>;\n"
                 "\t.reg .f32 \t%%f<40>;\n\t.reg .b64 \t%%rd<20>;\n\n"
                 "\tld.param.u64 \t%%rd1, [kernel_%u_param_0];\n"
                 "\tld.param.u64 \t%%rd2, [kernel_%u_param_1];\n"
                 "\tld.param.u32 \t%%r1, [kernel_%u_param_2];\n"
                 "\tmov.u32 \t%%r2, %%ctaid.x;\n\tmov.u32 \t%%r3, %%ntid.x;\n"
                 "\tmov.u32 \t%%r4, %%tid.x;\n\tmad.lo.s32 \t%%r5, %%r2, %%r3, %%r4;\n"
                 "\tsetp.ge.s32 \t%%p1, %%r5, %%r1;\n\t@%%p1 bra \t$L__BB%u_2;\n\n"
                 "\tcvta.to.global.u64 \t%%rd3, %%rd1;\n"
                 "\tmul.wide.s32 \t%%rd4, %%r5, 4;\n\tadd.s64 \t%%rd5, %%rd3, %%rd4;\n"
                 "\tld.global.f32 \t%%f1, [%%rd5];\n",
                 k, k, k, k, k, k, k, k, k);
        test_text_put(&b, s);
        for (i = 1; i < 24; i++) {
            snprintf(s, sizeof s, "\tfma.rn.f32 \t%%f%u, %%f%u, 0f3F000000, 0f3DCCCCCD;\n",
                     i + 1, i);
            test_text_put(&b, s);
        }
        snprintf(s, sizeof s,
                 "\tcvta.to.global.u64 \t%%rd6, %%rd2;\n\tadd.s64 \t%%rd7, %%rd6, %%rd4;\n"
                 "\tst.global.f32 \t[%%rd7], %%f24;\n\n$L__BB%u_2:\n\tret;\n\n}\n", k);
        test_text_put(&b, s);
    }
    *len = b.len;
    return b.p;
}

/* The peak of one load of text in a fresh VM, or 0 if it failed. */
static size_t lm_peak(pv_test *t, const char *text, size_t len)
{
    test_alloc c;
    ptxvm_config cfg;
    ptxvm_vm *vm;
    ptxvm_module *m;
    size_t peak = 0;
    test_config(&cfg, &c);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        return 0;
    }
    if (ptxvm_module_load(vm, text, len, "lm.ptx", &m) == PTXVM_OK) {
        peak = (size_t)c.peak;
        ptxvm_module_unload(m);
    } else {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
    }
    ptxvm_destroy(vm);
    T_CHECK(t, c.live == 0, "%lu bytes not given back", (unsigned long)c.live);
    return peak;
}

static void lm_sizes(pv_test *t)
{
    static const size_t sizes[] = {4096, 16384, 65536, 262144, 1048576};
    size_t i;
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        size_t len, peak;
        char *text;
        if (!test_begin(t, "load_mem: an nvcc-shaped module of %lu KB peaks under 8 B/B",
                        (unsigned long)(sizes[i] / 1024)))
            continue;
        text = lm_module(sizes[i], &len);
        peak = lm_peak(t, text, len);
        T_CHECK(t, peak > 0 && peak <= 8 * len, "peak %lu bytes for %lu bytes (%.2f B/B)",
                (unsigned long)peak, (unsigned long)len, (double)peak / (double)len);
        free(text);
        test_end(t);
    }
}

static void lm_empty(pv_test *t)
{
    static const char empty[] = ".version 8.0\n.target sm_80\n.address_size 64\n";
    size_t peak;
    if (!test_begin(t, "load_mem: an empty module's load peaks under 10 KB"))
        return;
    peak = lm_peak(t, empty, sizeof empty - 1);
    T_CHECK(t, peak > 0 && peak < 10 * 1024, "peak %lu bytes", (unsigned long)peak);
    test_end(t);
}

void unit_load_mem(pv_test *t)
{
    lm_empty(t);
    lm_sizes(t);
}
