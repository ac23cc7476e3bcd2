/* f64 NaN and integer edge cases against values an NVIDIA H200 (driver
   580, CUDA 13.0) gave for the same instructions: hand-written PTX, one
   instruction (or a short sequence) per row, run by a whole warp. Every
   row gave the same word at JIT optimization levels 0 and default, so
   none depends on ptxas's operand order (tests/gpu/README.md, "f64 NaNs
   and integer edge cases", says how they were taken). */
#include "ptxvm.h"
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

typedef struct gr_row {
    const char *body;        /* %ra %rb %rc (.b64 operands) -> %rd */
    uint64_t a, b, c, want;
} gr_row;

static const gr_row gr_rows[] = {
    /* f64: invalid operations, NaN operands and their order, abs/neg,
       conversions to and from f32/f16 and to integers; integers: div and
       rem by zero, bfe/bfi.b64 positions and lengths past 255 */
    {"add.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x0ull, 0xfff8000000000000ull},
    {"sub.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff0000000000000ull, 0x7ff0000000000000ull, 0x0ull, 0xfff8000000000000ull},
    {"mul.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x0ull, 0x7ff0000000000000ull, 0x0ull, 0xfff8000000000000ull},
    {"mul.rm.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x8000000000000000ull, 0xfff0000000000000ull, 0x0ull, 0xfff8000000000000ull},
    {"fma.rn.f64 %fd, %fa, %fb, %fc; mov.b64 %rd, %fd;", 0x0ull, 0x7ff0000000000000ull, 0x3ff0000000000000ull, 0xfff8000000000000ull},
    {"fma.rn.f64 %fd, %fa, %fb, %fc; mov.b64 %rd, %fd;", 0x7ff0000000000000ull, 0x3ff0000000000000ull, 0xfff0000000000000ull, 0xfff8000000000000ull},
    {"div.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x0ull, 0x0ull, 0x0ull, 0xfff8000000000000ull},
    {"div.rz.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x0ull, 0xfff8000000000000ull},
    {"sqrt.rn.f64 %fd, %fa; mov.b64 %rd, %fd;", 0xbff0000000000000ull, 0x0ull, 0x0ull, 0xfff8000000000000ull},
    {"sqrt.rp.f64 %fd, %fa; mov.b64 %rd, %fd;", 0xfff0000000000000ull, 0x0ull, 0x0ull, 0xfff8000000000000ull},
    {"sqrt.rn.f64 %fd, %fa; mov.b64 %rd, %fd;", 0x8000000000000000ull, 0x0ull, 0x0ull, 0x8000000000000000ull},
    {"rsqrt.approx.f64 %fd, %fa; mov.b64 %rd, %fd;", 0xbff0000000000000ull, 0x0ull, 0x0ull, 0xfff8000000000000ull},
    {"rsqrt.approx.f64 %fd, %fa; mov.b64 %rd, %fd;", 0xfff4000000000000ull, 0x0ull, 0x0ull, 0xfffc000000000000ull},
    {"add.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0x3ff0000000000000ull, 0x0ull, 0x7ff8000000000123ull},
    {"add.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x3ff0000000000000ull, 0xfff4000000000000ull, 0x0ull, 0xfffc000000000000ull},
    {"add.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0xfff8000000000456ull, 0x0ull, 0xfff8000000000456ull},
    {"sub.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0xfff8000000000456ull, 0x0ull, 0xfff8000000000456ull},
    {"sub.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x3ff0000000000000ull, 0xfff4000000000000ull, 0x0ull, 0xfffc000000000000ull},
    {"mul.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0x7ff0000000000789ull, 0x0ull, 0x7ff8000000000789ull},
    {"fma.rn.f64 %fd, %fa, %fb, %fc; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0xfff8000000000456ull, 0x7ff0000000000789ull, 0xfff8000000000456ull},
    {"fma.rn.f64 %fd, %fa, %fb, %fc; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0x3ff0000000000000ull, 0x7ff0000000000789ull, 0x7ff8000000000789ull},
    {"fma.rn.f64 %fd, %fa, %fb, %fc; mov.b64 %rd, %fd;", 0x7ff0000000000789ull, 0x3ff0000000000000ull, 0x3ff0000000000000ull, 0x7ff8000000000789ull},
    {"min.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0xfff4000000000000ull, 0x0ull, 0xfffc000000000000ull},
    {"max.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0xfff4000000000000ull, 0x7ff8000000000123ull, 0x0ull, 0x7ff8000000000123ull},
    {"min.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0x3ff0000000000000ull, 0x0ull, 0x3ff0000000000000ull},
    {"max.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x3ff0000000000000ull, 0xfff4000000000000ull, 0x0ull, 0x3ff0000000000000ull},
    {"div.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0xfff4000000000000ull, 0x0ull, 0x7ff8000000000123ull},
    {"div.rn.f64 %fd, %fa, %fb; mov.b64 %rd, %fd;", 0x3ff0000000000000ull, 0xfff4000000000000ull, 0x0ull, 0xfffc000000000000ull},
    {"abs.f64 %fd, %fa; mov.b64 %rd, %fd;", 0xfff4000000000000ull, 0x0ull, 0x0ull, 0xfffc000000000000ull},
    {"abs.f64 %fd, %fa; mov.b64 %rd, %fd;", 0xfff8000000000456ull, 0x0ull, 0x0ull, 0xfff8000000000456ull},
    {"abs.f64 %fd, %fa; mov.b64 %rd, %fd;", 0xbff0000000000000ull, 0x0ull, 0x0ull, 0x3ff0000000000000ull},
    {"neg.f64 %fd, %fa; mov.b64 %rd, %fd;", 0x7ff8000000000123ull, 0x0ull, 0x0ull, 0x7ff8000000000123ull},
    {"neg.f64 %fd, %fa; mov.b64 %rd, %fd;", 0x7ff0000000000789ull, 0x0ull, 0x0ull, 0x7ff8000000000789ull},
    {"neg.f64 %fd, %fa; mov.b64 %rd, %fd;", 0x3ff0000000000000ull, 0x0ull, 0x0ull, 0xbff0000000000000ull},
    {"copysign.f64 %fd, %fb, %fa; mov.b64 %rd, %fd;", 0xfff4000000000000ull, 0x0ull, 0x0ull, 0x7ff4000000000000ull},
    {"cvt.rn.f32.f64 %f, %fa; mov.b32 %u, %f; cvt.u64.u32 %rd, %u;", 0xfff4000000000000ull, 0x0ull, 0x0ull, 0xffe00000ull},
    {"cvt.rn.f32.f64 %f, %fa; mov.b32 %u, %f; cvt.u64.u32 %rd, %u;", 0x7ff00000ffffffffull, 0x0ull, 0x0ull, 0x7fc00007ull},
    {"cvt.rz.f32.f64 %f, %fa; mov.b32 %u, %f; cvt.u64.u32 %rd, %u;", 0xfff8000000000456ull, 0x0ull, 0x0ull, 0xffc00000ull},
    {"cvt.rn.f16.f64 %h, %fa; cvt.u64.u16 %rd, %h;", 0xfff4000000000000ull, 0x0ull, 0x0ull, 0xff00ull},
    {"cvt.rn.f16.f64 %h, %fa; cvt.u64.u16 %rd, %h;", 0x7ff8000000000123ull, 0x0ull, 0x0ull, 0x7e00ull},
    {"cvt.u32.u64 %u, %ra; mov.b32 %f, %u; cvt.f64.f32 %fd, %f; mov.b64 %rd, %fd;", 0x7fffffffffffffffull, 0x0ull, 0x0ull, 0xffffffffe0000000ull},
    {"cvt.u32.u64 %u, %ra; mov.b32 %f, %u; cvt.f64.f32 %fd, %f; mov.b64 %rd, %fd;", 0xffc00001ull, 0x0ull, 0x0ull, 0xfff8000020000000ull},
    {"cvt.rzi.s32.f64 %u, %fa; cvt.u64.u32 %rd, %u;", 0xfff4000000000000ull, 0x0ull, 0x0ull, 0x80000000ull},
    {"cvt.rzi.u32.f64 %u, %fa; cvt.u64.u32 %rd, %u;", 0x7ff8000000000123ull, 0x0ull, 0x0ull, 0x80000000ull},
    {"cvt.rzi.s64.f64 %rd, %fa;", 0x7ff0000000000789ull, 0x0ull, 0x0ull, 0x8000000000000000ull},
    {"cvt.rzi.u64.f64 %rd, %fa;", 0xfff8000000000456ull, 0x0ull, 0x0ull, 0x8000000000000000ull},
    {"cvt.rni.s32.f64 %u, %fa; cvt.u64.u32 %rd, %u;", 0x7ff8000000000123ull, 0x0ull, 0x0ull, 0x80000000ull},
    {"cvt.u32.u64 %u, %ra; cvt.u32.u64 %u2, %rb; div.s32 %u, %u, %u2; cvt.u64.u32 %rd, %u;", 0xfffffffffffffff9ull, 0x0ull, 0x0ull, 0xffffffffull},
    {"cvt.u32.u64 %u, %ra; cvt.u32.u64 %u2, %rb; div.s32 %u, %u, %u2; cvt.u64.u32 %rd, %u;", 0x7ull, 0x0ull, 0x0ull, 0xffffffffull},
    {"cvt.u32.u64 %u, %ra; cvt.u32.u64 %u2, %rb; rem.s32 %u, %u, %u2; cvt.u64.u32 %rd, %u;", 0xfffffffffffffff9ull, 0x0ull, 0x0ull, 0xffffffffull},
    {"cvt.u32.u64 %u, %ra; cvt.u32.u64 %u2, %rb; div.u32 %u, %u, %u2; cvt.u64.u32 %rd, %u;", 0x1ull, 0x0ull, 0x0ull, 0xffffffffull},
    {"cvt.u32.u64 %u, %ra; cvt.u32.u64 %u2, %rb; rem.u32 %u, %u, %u2; cvt.u64.u32 %rd, %u;", 0x1ull, 0x0ull, 0x0ull, 0xffffffffull},
    {"cvt.u16.u64 %h, %ra; cvt.u16.u64 %h2, %rb; div.s16 %h, %h, %h2; cvt.u64.u16 %rd, %h;", 0xffffffffffffffffull, 0x0ull, 0x0ull, 0xffffull},
    {"cvt.u16.u64 %h, %ra; cvt.u16.u64 %h2, %rb; rem.s16 %h, %h, %h2; cvt.u64.u16 %rd, %h;", 0x7ull, 0x0ull, 0x0ull, 0xffffull},
    {"cvt.u16.u64 %h, %ra; cvt.u16.u64 %h2, %rb; rem.u16 %h, %h, %h2; cvt.u64.u16 %rd, %h;", 0x1ull, 0x0ull, 0x0ull, 0xffffull},
    {"div.s64 %rd, %ra, %rb;", 0xffffffffffffffffull, 0x0ull, 0x0ull, 0xffffffffffffffffull},
    {"rem.s64 %rd, %ra, %rb;", 0x8000000000000000ull, 0x0ull, 0x0ull, 0xffffffffffffffffull},
    {"div.u64 %rd, %ra, %rb;", 0x1ull, 0x0ull, 0x0ull, 0xffffffffffffffffull},
    {"rem.u64 %rd, %ra, %rb;", 0x123456789abcdef0ull, 0x0ull, 0x0ull, 0xffffffffffffffffull},
    {"cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfe.u64 %rd, %ra, %u2, %u3;", 0x1ull, 0x0ull, 0x100ull, 0x1ull},
    {"cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfe.u64 %rd, %ra, %u2, %u3;", 0x1ull, 0x100ull, 0x1ull, 0x0ull},
    {"cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfe.s64 %rd, %ra, %u2, %u3;", 0x1ull, 0x0ull, 0x101ull, 0x1ull},
    {"cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfe.s64 %rd, %ra, %u2, %u3;", 0x8000000000000000ull, 0x2ull, 0xffffffffffffffffull, 0xe000000000000000ull},
    {"cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfe.s64 %rd, %ra, %u2, %u3;", 0x8000000000000000ull, 0xffffffffffffffffull, 0x2ull, 0xffffffffffffffffull},
    {"cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfe.u64 %rd, %ra, %u2, %u3;", 0x123456789abcdef0ull, 0x0ull, 0x76543210ull, 0x123456789abcdef0ull},
    {"cvt.u32.u64 %u, %ra; cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfe.u32 %u, %u, %u2, %u3; cvt.u64.u32 %rd, %u;", 0x1ull, 0x100ull, 0x1ull, 0x1ull},
    {"not.b64 %rd, %ra; cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfi.b64 %rd, %ra, %rd, %u2, %u3;", 0x0ull, 0x0ull, 0x100ull, 0x0ull},
    {"not.b64 %rd, %ra; cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfi.b64 %rd, %ra, %rd, %u2, %u3;", 0x0ull, 0x0ull, 0x76543210ull, 0x0ull},
    {"not.b64 %rd, %ra; cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfi.b64 %rd, %ra, %rd, %u2, %u3;", 0x123456789abcdef0ull, 0x8000000000000000ull, 0x1ull, 0xedcba9876543210eull},
    {"cvt.u32.u64 %u, %ra; not.b32 %u4, %u; cvt.u32.u64 %u2, %rb; cvt.u32.u64 %u3, %rc; bfi.b32 %u, %u, %u4, %u2, %u3; cvt.u64.u32 %rd, %u;", 0x0ull, 0x0ull, 0x100ull, 0xffffffffull},
};

static const char gr_fmt[] =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    ".visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd)\n{\n"
    ".reg .b64 %%ra, %%rb, %%rc, %%rd, %%p;\n.reg .f64 %%fa, %%fb, %%fc, %%fd;\n"
    ".reg .f32 %%f;\n.reg .b32 %%u, %%u2, %%u3, %%u4, %%t;\n.reg .b16 %%h, %%h2;\n"
    "ld.param.u64 %%ra, [pa];\nld.param.u64 %%rb, [pb];\nld.param.u64 %%rc, [pc];\n"
    "ld.param.u64 %%p, [pd];\n"
    "mov.b64 %%fa, %%ra;\nmov.b64 %%fb, %%rb;\nmov.b64 %%fc, %%rc;\n"
    "%s\n"
    "mov.u32 %%t, %%tid.x;\nmul.wide.u32 %%ra, %%t, 8;\nadd.u64 %%p, %%p, %%ra;\n"
    "st.global.u64 [%%p], %%rd;\nret;\n}\n";

void unit_gpu_f64int(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc al;
    ptxvm_vm *vm = NULL;
    ptxvm_addr out = 0;
    size_t r;
    if (!test_begin(t, "gpu_f64int: %u rows an H200 gave",
                    (unsigned)(sizeof gr_rows / sizeof gr_rows[0])))
        return;
    test_config(&cfg, &al);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK || ptxvm_mem_alloc(vm, 32 * 8, &out) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create / ptxvm_mem_alloc");
        ptxvm_destroy(vm);
        test_end(t);
        return;
    }
    for (r = 0; r < sizeof gr_rows / sizeof gr_rows[0]; r++) {
        const gr_row *g = &gr_rows[r];
        char ptx[2048];
        ptxvm_module *m = NULL;
        ptxvm_kernel *k = NULL;
        ptxvm_launch l;
        uint64_t got[32];
        void *args[4];
        int i, bad = 0;
        snprintf(ptx, sizeof ptx, gr_fmt, g->body);
        if (ptxvm_module_load(vm, ptx, strlen(ptx), "gpu_f64int.ptx", &m) != PTXVM_OK ||
            ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
            T_CHECK(t, 0, "'%s': %s", g->body, ptxvm_error_message(vm));
            ptxvm_module_unload(m);
            continue;
        }
        args[0] = (void *)&g->a; args[1] = (void *)&g->b; args[2] = (void *)&g->c; args[3] = &out;
        memset(&l, 0, sizeof l);
        l.grid.x = l.grid.y = l.grid.z = 1;
        l.block.x = 32; l.block.y = l.block.z = 1;
        l.args = args;
        memset(got, 0xcd, sizeof got);
        ptxvm_memcpy_htod(vm, out, got, sizeof got);
        T_CHECK(t, ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK, "'%s': launch: %s", g->body,
                ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
        for (i = 0; i < 32; i++)
            if (got[i] != g->want && !bad++)
                T_CHECK(t, 0, "'%s' (%016llx, %016llx, %016llx): lane %d got %016llx, the H200 %016llx",
                        g->body, (unsigned long long)g->a, (unsigned long long)g->b,
                        (unsigned long long)g->c, i, (unsigned long long)got[i],
                        (unsigned long long)g->want);
        ptxvm_module_unload(m);
    }
    ptxvm_mem_free(vm, out);
    ptxvm_destroy(vm);
    test_end(t);
}
