/* Whole warps of .b surface accesses: every lane in range, some lanes
   masked off, some out of range in each mode, one lane misaligned. The
   lanes of a warp share one request, so these check that a warp where
   any lane leaves the common case still gets each lane's own result. */
#include "surf_util.h"
#include <stdio.h>
#include <string.h>

/* Lane l (skipped when l % 5 == 0) accesses the RGBA8 texel at byte x
   4 l + xoff (+ 2 on lane `bad`), row l & 1. st_ stores the bytes
   l, l + 1, l + 2, 0xff; ld_ loads the texel into o[l] as one word. */
#define WARP_K(mode)                                                         \
    ".visible .entry st_" mode "(.param .u64 s, .param .u64 o,\n"            \
    "    .param .u32 xo, .param .u32 bad) {\n"                               \
    ".reg .pred %p<3>; .reg .b16 %rs<5>; .reg .b32 %r<9>; .reg .b64 %rd<4>;\n" \
    "ld.param.u64 %rd1, [s]; ld.param.u32 %r1, [xo]; ld.param.u32 %r2, [bad];\n" \
    "mov.u32 %r3, %tid.x; rem.u32 %r4, %r3, 5; setp.eq.u32 %p1, %r4, 0;\n"  \
    "@%p1 bra DONE;\n"                                                       \
    "shl.b32 %r5, %r3, 2; add.s32 %r5, %r5, %r1; setp.eq.u32 %p2, %r3, %r2;\n" \
    "@%p2 add.s32 %r5, %r5, 2; and.b32 %r6, %r3, 1;\n"                       \
    "cvt.u16.u32 %rs1, %r3; add.u16 %rs2, %rs1, 1; add.u16 %rs3, %rs1, 2;\n" \
    "mov.u16 %rs4, 255;\n"                                                   \
    "sust.b.2d.v4.b8." mode " [%rd1, {%r5, %r6}], {%rs1, %rs2, %rs3, %rs4};\n" \
    "DONE: ret; }\n"                                                         \
    ".visible .entry ld_" mode "(.param .u64 s, .param .u64 o,\n"            \
    "    .param .u32 xo, .param .u32 bad) {\n"                               \
    ".reg .pred %p<3>; .reg .b16 %rs<5>; .reg .b32 %r<9>; .reg .b64 %rd<4>;\n" \
    "ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [o];\n"                      \
    "ld.param.u32 %r1, [xo]; ld.param.u32 %r2, [bad];\n"                     \
    "mov.u32 %r3, %tid.x; rem.u32 %r4, %r3, 5; setp.eq.u32 %p1, %r4, 0;\n"  \
    "@%p1 bra DONE;\n"                                                       \
    "shl.b32 %r5, %r3, 2; add.s32 %r5, %r5, %r1; setp.eq.u32 %p2, %r3, %r2;\n" \
    "@%p2 add.s32 %r5, %r5, 2; and.b32 %r6, %r3, 1;\n"                       \
    "suld.b.2d.v4.b8." mode " {%rs1, %rs2, %rs3, %rs4}, [%rd1, {%r5, %r6}];\n" \
    "cvt.u32.u16 %r4, %rs1; cvt.u32.u16 %r7, %rs2; shl.b32 %r7, %r7, 8;\n"   \
    "or.b32 %r4, %r4, %r7; cvt.u32.u16 %r7, %rs3; shl.b32 %r7, %r7, 16;\n"   \
    "or.b32 %r4, %r4, %r7; cvt.u32.u16 %r7, %rs4; shl.b32 %r7, %r7, 24;\n"   \
    "or.b32 %r4, %r4, %r7;\n"                                                \
    "mul.wide.u32 %rd3, %r3, 4; add.s64 %rd3, %rd2, %rd3;\n"                 \
    "st.global.u32 [%rd3], %r4;\n"                                           \
    "DONE: ret; }\n"

/* pieces under C99's 4095-character literal, joined at run time */
static const char *const warp_src[] = { PTX_HEAD, WARP_K("trap"),
                                        WARP_K("clamp"), WARP_K("zero") };

enum { WW = 40, WH = 2 };                /* texels; rows of 160 bytes */

typedef struct warp_env {
    sk k;
    ptxvm_addr sb, ob;
    uint64_t h;
    uint32_t init[WW * WH];
    char msg[1100];
} warp_env;

static ptxvm_result warp_run(warp_env *e, const char *name, int32_t xo,
                             uint32_t bad, uint32_t o[32])
{
    void *args[4];
    ptxvm_result r;
    args[0] = &e->h; args[1] = &e->ob; args[2] = &xo; args[3] = &bad;
    ptxvm_memset(e->k.vm, e->ob, 0x77, 128);
    r = sk_launch(&e->k, name, 1, 32, args);
    snprintf(e->msg, sizeof e->msg, "%s", ptxvm_error_message(e->k.vm));
    ptxvm_memcpy_dtoh(e->k.vm, o, e->ob, 128);
    return r;
}

static uint32_t lane_word(uint32_t l)
{
    return l | (l + 1) << 8 | (l + 2) << 16 | 0xffu << 24;
}

/* Store and load at byte offset xo in mode; lanes from `out` on lie past
   the row. want[] models the memory, with 0 where several lanes may
   clamp to one texel (checked apart). */
static void warp_mode(pv_test *t, warp_env *e, const char *mode, int32_t xo)
{
    char st[16], ld[16];
    uint32_t mem[WW * WH], want[WW * WH], o[32], l, i;
    int clamp = strcmp(mode, "clamp") == 0, zero = strcmp(mode, "zero") == 0;
    ptxvm_result r;
    snprintf(st, sizeof st, "st_%s", mode);
    snprintf(ld, sizeof ld, "ld_%s", mode);
    ptxvm_memcpy_htod(e->k.vm, e->sb, e->init, sizeof e->init);
    memcpy(want, e->init, sizeof want);
    r = warp_run(e, st, xo, 99, o);
    if (xo + 4 * 31 >= 4 * WW && !clamp && !zero) {
        char pos[64];
        snprintf(pos, sizeof pos, "x %d bytes, y %d", xo + 4 * 24, 0);
        T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(e->msg, pos) &&
                   strstr(e->msg, "sust.trap"), "%s at %d: %d %s (want %s)",
                st, xo, (int)r, e->msg, pos);
        r = warp_run(e, ld, xo, 99, o);
        T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(e->msg, pos) &&
                   strstr(e->msg, "suld.trap"), "%s at %d: %d %s", ld, xo,
                (int)r, e->msg);
        return;
    }
    T_CHECK(t, r == PTXVM_OK, "%s at %d: %s", st, xo, e->msg);
    for (l = 0; l < 32; l++) {
        int32_t x = (int32_t)(4 * l) + xo;
        if (l % 5 == 0)
            continue;
        if (x >= 4 * WW) {
            if (zero)
                continue;
            want[(l & 1) * WW + WW - 1] = 0;     /* contended: apart */
            continue;
        }
        want[(l & 1) * WW + x / 4] = lane_word(l);
    }
    if (clamp)
        for (l = 0; l < 32; l++)
            if ((int32_t)(4 * l) + xo >= 4 * WW)
                want[(l & 1) * WW + WW - 1] = 0;
    ptxvm_memcpy_dtoh(e->k.vm, mem, e->sb, sizeof mem);
    for (i = 0; i < WW * WH; i++) {
        if (clamp && want[i] == 0 && i % WW == WW - 1) {
            /* the last texel of its row holds one lane of its parity that
               reached past the row or wrote it in range */
            uint32_t hit = 0;
            for (l = 0; l < 32; l++)
                if (l % 5 && (l & 1) == i / WW &&
                    (int32_t)(4 * l) + xo >= 4 * (WW - 1) &&
                    mem[i] == lane_word(l))
                    hit = 1;
            T_CHECK(t, hit, "%s at %d: clamped texel %u = 0x%x", st, xo, i,
                    mem[i]);
            continue;
        }
        T_CHECK(t, mem[i] == want[i], "%s at %d: texel %u = 0x%x, want 0x%x",
                st, xo, i, mem[i], want[i]);
    }
    r = warp_run(e, ld, xo, 99, o);
    T_CHECK(t, r == PTXVM_OK, "%s at %d: %s", ld, xo, e->msg);
    for (l = 0; l < 32; l++) {
        int32_t x = (int32_t)(4 * l) + xo;
        uint32_t w = l % 5 == 0 ? 0x77777777u :
                     x < 4 * WW ? mem[(l & 1) * WW + x / 4] :
                     zero ? 0 : mem[(l & 1) * WW + WW - 1];
        T_CHECK(t, o[l] == w, "%s at %d: lane %u 0x%x, want 0x%x", ld, xo, l,
                o[l], w);
    }
}

static void su_warp(pv_test *t)
{
    static const char *const modes[] = { "trap", "clamp", "zero" };
    warp_env e;
    ptxvm_resource_desc r;
    uint32_t i, m, o[32];
    ptxvm_result rr;
    static char src[6000];
    if (!test_begin(t, "surface warps: masked lanes, lanes out of range in "
                       "each mode, a misaligned lane"))
        return;
    src[0] = 0;
    for (i = 0; i < 4; i++)
        strcat(src, warp_src[i]);
    if (!sk_open(t, &e.k, src, NULL, 0))
        goto out;
    for (i = 0; i < WW * WH; i++)
        e.init[i] = 0x9e3779b9u * (i + 1);
    e.sb = sk_buf(&e.k, e.init, sizeof e.init);
    e.ob = sk_buf(&e.k, NULL, 128);
    r = su_res(e.sb, PTXVM_FORMAT_U8, 4, WW, WH, 0, 0);
    T_CHECK(t, ptxvm_surface_create(e.k.vm, &r, &e.h) == PTXVM_OK, "create");
    for (m = 0; m < 3; m++) {
        warp_mode(t, &e, modes[m], 0);    /* all in range, some masked */
        warp_mode(t, &e, modes[m], 32);   /* lanes 24.. in range, 32 bytes on */
        warp_mode(t, &e, modes[m], 64);   /* lanes 24.. past the row */
    }
    /* one misaligned lane faults in every mode, naming its byte x */
    for (m = 0; m < 3; m++) {
        char name[16];
        snprintf(name, sizeof name, "st_%s", modes[m]);
        rr = warp_run(&e, name, 0, 7, o);
        T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT &&
                   strstr(e.msg, "byte x 30 ") &&
                   strstr(e.msg, "not a multiple of the access size 4"),
                "%s misaligned lane: %d %s", name, (int)rr, e.msg);
        snprintf(name, sizeof name, "ld_%s", modes[m]);
        rr = warp_run(&e, name, 0, 7, o);
        T_CHECK(t, rr == PTXVM_E_MEMORY_FAULT && strstr(e.msg, "byte x 30 "),
                "%s misaligned lane: %d %s", name, (int)rr, e.msg);
    }
    sk_close(t, &e.k);
out:
    test_end(t);
}

void surface_warp_cases(pv_test *t)
{
    su_warp(t);
}
