/* The AVX2 whole-warp SHARED_INC (src/shinc_avx2.c: si_shared_inc_full)
   called directly against a C model of the fused ld / add / st: every
   lane reads its element before any lane writes, the writes land in lane
   order. Elements of 1, 2 and 4 bytes; offsets thread-minor (the
   distinct-bytes pass), thread-minor one lane off, the half warps on
   one row of 16, four lanes on one element, neighbours swapped, random over a small and the whole
   .shared, register values "negative" with the constant folded into x
   (.addr32 wrap), the last element of .shared; addends per lane and
   wrapping the element. Offsets one past the end, below .shared (a
   wrapped sum), past 2^31 or misaligned, forms without a register or
   without .addr32, and a .shared of more than 2^31 bytes must be
   refused with nothing written, for the general path's fault. */
#include "shinc_avx2.h"
#include "exec_mem.h"
#include "../testlib.h"
#include <stdlib.h>
#include <string.h>

#define SI_SH 4096u                     /* .shared bytes */
#define SI_A 0u                         /* register columns in rf */
#define SI_B 128u

#if SI_AVX2
static uint32_t si_rand(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

/* the model: reads first, then writes in lane order */
static void si_model(uint8_t *sh, const uint32_t *off, const uint32_t *b, uint32_t size)
{
    uint32_t v[PV_LANES], l, e = 0;
    for (l = 0; l < PV_LANES; l++) {
        memcpy(&e, sh + off[l], size);  /* little-endian host */
        v[l] = e + b[l];
    }
    for (l = 0; l < PV_LANES; l++)
        memcpy(sh + off[l], v + l, size);
}

/* one call on offsets off (register r = off - x): taken and equal to the
   model, or refused (want 0) with .shared untouched */
static void si_one(pv_test *t, pv_cta *X, uint8_t *rf, const uint32_t *off, uint32_t x,
                   uint32_t size, int want, const char *what)
{
    static uint8_t ref[SI_SH];
    uint32_t *r = R32(SI_A), l;
    pv_insn I;
    int got;
    memset(&I, 0, sizeof I);
    I.op = PV_OP_SHARED_INC;
    I.a = SI_A;
    I.b = SI_B;
    I.d = 256u;
    I.x = x;
    I.aux = size | PV_MEM_ADDR32 | ((uint32_t)SP_SHARED << 9);
    for (l = 0; l < PV_LANES; l++)
        r[l] = off[l] - x;
    memcpy(ref, X->shared, SI_SH);
    if (want)
        si_model(ref, off, R32(SI_B), size);
    got = si_shared_inc_full(X, rf, &I);
    T_CHECK(t, got == want, "%s, %u bytes: %s", what, size, got ? "taken" : "refused");
    T_CHECK(t, !memcmp(ref, X->shared, SI_SH), "%s, %u bytes: .shared differs", what, size);
}
#endif

void unit_shinc_avx2(pv_test *t)
{
#if SI_AVX2
    static pv_cta X;
    static uint8_t sh[SI_SH];
    static uint8_t rf[512];
    uint32_t off[PV_LANES], *b = (uint32_t *)(void *)(rf + SI_B), s = 777u;
    uint32_t size, l, i, k, x;
    if (!__builtin_cpu_supports("avx2"))
        return;
    X.shared = sh;
    X.shared_size = SI_SH;
    for (i = 0; i < SI_SH; i++)
        sh[i] = (uint8_t)si_rand(&s);
    for (size = 1; size <= 4; size *= 2) {
        const uint32_t lim = SI_SH - size;
        for (i = 0; i < 40; i++) {
            /* addends: ones, then random, some wrapping the element */
            for (l = 0; l < PV_LANES; l++)
                b[l] = i < 10 ? 1u : si_rand(&s) | (i & 1u ? 0xffff0000u : 0u);
            x = i % 3 == 0 ? 0u : i % 3 == 1 ? 64u : 0u - 64u;
            /* thread-minor: bin * 64 + lane (distinct bytes) */
            for (l = 0; l < PV_LANES; l++)
                off[l] = ((si_rand(&s) & 63u) * 64u + l * size) % (lim + 1u) & ~(size - 1u);
            si_one(t, &X, rf, off, x, size, 1, "thread-minor");
            /* one lane off its column: a repeated byte, lane order */
            k = si_rand(&s) & 31u;
            off[k] = off[(k + 1u) & 31u];
            si_one(t, &X, rf, off, x, size, 1, "a lane on its neighbour's element");
            for (l = 0; l < PV_LANES; l++)
                off[l] = (si_rand(&s) & 15u) * 64u + (l / 4u) * size;
            si_one(t, &X, rf, off, x, size, 1, "four lanes an element");
            for (l = 0; l < PV_LANES; l++)
                off[l] = (si_rand(&s) & 31u) * 64u + (l ^ 1u) * size;
            si_one(t, &X, rf, off, x, size, 1, "neighbours swapped");
            /* the half warps on one row of 16: steps of one modulo 16 */
            k = (si_rand(&s) & 63u) * 64u;
            for (l = 0; l < PV_LANES; l++)
                off[l] = k + (l & 15u) * size;
            si_one(t, &X, rf, off, x, size, 1, "half warps on one row");
            for (l = 0; l < PV_LANES; l++)
                off[l] = (si_rand(&s) & 7u) * size;
            si_one(t, &X, rf, off, x, size, 1, "eight elements");
            for (l = 0; l < PV_LANES; l++)
                off[l] = (si_rand(&s) % (lim + 1u)) & ~(size - 1u);
            si_one(t, &X, rf, off, x, size, 1, "random");
            off[si_rand(&s) & 31u] = lim;
            si_one(t, &X, rf, off, x, size, 1, "the last element");
            /* refused: one lane out, the others fine */
            k = si_rand(&s) & 31u;
            off[k] = lim + size;
            si_one(t, &X, rf, off, x, size, 0, "one past the end");
            off[k] = 0u - size;
            si_one(t, &X, rf, off, x, size, 0, "below .shared");
            off[k] = 0x80000000u;
            si_one(t, &X, rf, off, x, size, 0, "past 2^31");
            if (size > 1) {
                off[k] = size + 1u;
                si_one(t, &X, rf, off, x, size, 0, "misaligned");
            }
        }
    }
    /* forms left to the general path */
    {
        pv_insn I;
        memset(&I, 0, sizeof I);
        for (l = 0; l < PV_LANES; l++)
            R32(SI_A)[l] = l;
        I.a = SI_A;
        I.b = SI_B;
        I.aux = 1u | ((uint32_t)SP_SHARED << 9);
        T_CHECK(t, si_shared_inc_full(&X, rf, &I) == 0, "a 64-bit address taken");
        I.aux |= PV_MEM_ADDR32;
        I.a = PV_NO_REG;
        T_CHECK(t, si_shared_inc_full(&X, rf, &I) == 0, "no register taken");
        I.a = SI_A;
        I.x = 1ull << 32;
        T_CHECK(t, si_shared_inc_full(&X, rf, &I) == 0, "a 33-bit x taken");
        I.x = 0;
        X.shared_size = 0x80000000u;
        T_CHECK(t, si_shared_inc_full(&X, rf, &I) == 0, "2 GiB of .shared taken");
        X.shared_size = SI_SH;
        I.aux = 8u | PV_MEM_ADDR32 | ((uint32_t)SP_SHARED << 9);
        T_CHECK(t, si_shared_inc_full(&X, rf, &I) == 0, "8 bytes taken");
    }
#else
    (void)t;
#endif
}
