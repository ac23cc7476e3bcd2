/* The AVX2 entries of the one-word .shared accesses (src/sh32_gather.c:
   sg_sh32_ld_part, sg_sh32_st_part, a tile's row of 32 words with idle
   lanes by four blends first; src/sh32_avx2.c: sv_sh32_ld_full,
   sv_sh32_st_full, two runs of 16 words by four copies first) called
   directly against a C model: a load reads each active lane's word and
   idle lanes keep theirs, a store writes the active lanes' words in lane
   order. Strides of a word, of a diagonal up and down (-64, -60, 68), 8
   and 0; masks of a tile's inner lanes (two runs with holes), one half's,
   prefixes, a suffix, scattered lanes, a lowest pair with one idle, one
   lane, the whole warp; the two halves of a whole warp apart or swapped;
   bases at .shared's start, below it with the low lanes idle, at its
   end, past it, misaligned; a lane moved onto another word, by a byte,
   out of .shared or by 2^31, active or idle; loads into their own
   address register; a .shared of 4096 bytes and one of 100 (no window
   of 32 words fits). Each call must be done and equal the model exactly
   when every active lane is aligned and inside .shared, and otherwise
   refused with registers and .shared untouched, for the general path to
   name the fault. */
#include "sh32_gather.h"
#include "exec_mem.h"
#include "exec_sh32.h"
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

#define SR_SH 4096u                     /* .shared bytes, at most */
#define SR_A 0u                         /* register columns in rf */
#define SR_D 128u

#if SG_AVX2
static int sr_inside(const uint32_t *o, uint32_t m, uint32_t size)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        if (((m >> l) & 1u) && ((o[l] & 3u) || size < 4u || o[l] > size - 4u))
            return 0;
    return 1;
}

static void sr_one(pv_test *t, pv_cta *X, uint8_t *rf, const uint32_t *o, uint32_t x,
                   uint32_t m, int write, int self, const char *what)
{
    static uint8_t sh_ref[SR_SH];
    uint8_t rf_ref[256];
    uint32_t *r = R32(SR_A), *d, l;
    pv_insn I;
    int want, got;
    memset(&I, 0, sizeof I);
    I.op = write ? PV_OP_ST_SH32 : PV_OP_LD_SH32;
    I.a = SR_A;
    I.d = self ? SR_A : SR_D;
    I.x = x;
    I.aux = PV_SH32_AUX;
    for (l = 0; l < PV_LANES; l++) {
        r[l] = o[l] - x;
        if (!self)
            R32(SR_D)[l] = 0xd0000000u + l;
    }
    memcpy(sh_ref, X->shared, X->shared_size);
    memcpy(rf_ref, rf, sizeof rf_ref);
    want = sr_inside(o, m, X->shared_size);
    if (want) {
        d = (uint32_t *)(void *)(rf_ref + I.d);
        for (l = 0; l < PV_LANES; l++)
            if ((m >> l) & 1u) {
                if (write)
                    memcpy(sh_ref + o[l], d + l, 4);
                else
                    memcpy(d + l, X->shared + o[l], 4);
            }
    }
    if (m == FULL)
        got = write ? sv_sh32_st_full(X, rf, &I, m) : sv_sh32_ld_full(X, rf, &I, m);
    else
        got = write ? sg_sh32_st_part(X, rf, &I, m) : sg_sh32_ld_part(X, rf, &I, m);
    T_CHECK(t, got == want, "%s mask %#x %s: %s", what, m, write ? "st" : "ld",
            got ? "done" : "refused");
    T_CHECK(t, !memcmp(sh_ref, X->shared, X->shared_size), "%s mask %#x %s: .shared differs",
            what, m, write ? "st" : "ld");
    T_CHECK(t, !memcmp(rf_ref, rf, sizeof rf_ref), "%s mask %#x %s: registers differ", what, m,
            write ? "st" : "ld");
}
#endif

void unit_sh32_rows(pv_test *t)
{
#if SG_AVX2
    static pv_cta X;
    static uint8_t sh[SR_SH];
    static uint8_t rf[256];
    static const uint32_t masks[] = {0x7ffe7ffeu, 0x3ffc3ffcu, 0x7ffe0000u, 0x00007ffeu,
                                     0x00000003u, 0x000001ffu, 0x0000ffffu, 0xc0000000u,
                                     0x9234567bu, 0x7fffffffu, 0x00000005u, 0x00010000u,
                                     0xffffffffu};
    static const uint32_t strides[] = {4u, 0u - 64u, 0u - 60u, 68u, 8u, 0u};
    /* the high half's start from the low half's end: a run, apart, swapped */
    static const uint32_t gaps[] = {0u, 192u, 0u - 128u};
    /* .shared's start, a word below it, its middle, a window's last
       start, a word past it, half a word */
    static const uint32_t bases[] = {0u, 0u - 4u, 2048u, SR_SH - 128u, SR_SH - 124u, 2u};
    static const uint32_t sizes[] = {SR_SH, 100u};
    /* lane k moved by delta: none, onto the next word, a byte, out of
       .shared, 2^31 on */
    static const uint32_t ks[] = {99u, 1u, 5u, 16u, 30u};
    static const uint32_t deltas[] = {4u, 1u, 8192u, 0x80000000u};
    uint32_t o[PV_LANES], i, j, g, b, z, k, e, l, w, self, n = 0, done = 0;
    char what[128];
    if (!__builtin_cpu_supports("avx2"))
        return;
    X.shared = sh;
    for (l = 0; l < SR_SH; l++)
        sh[l] = (uint8_t)(l * 7u + 3u);
    for (z = 0; z < sizeof sizes / sizeof *sizes; z++)
        for (i = 0; i < sizeof masks / sizeof *masks; i++)
            for (j = 0; j < sizeof strides / sizeof *strides; j++)
                for (g = 0; g < (strides[j] == 4u ? sizeof gaps / sizeof *gaps : 1u); g++)
                    for (b = 0; b < sizeof bases / sizeof *bases; b++)
                        for (k = 0; k < sizeof ks / sizeof *ks; k++)
                            for (e = 0; e < (k ? sizeof deltas / sizeof *deltas : 1u); e++)
                                for (w = 0; w < 2; w++)
                                    for (self = 0; self < (w ? 1u : 2u); self++) {
                                        /* negative strides start high */
                                        const uint32_t base =
                                            strides[j] >= 0x80000000u
                                                ? bases[b] + 31u * (0u - strides[j])
                                                : bases[b];
                                        X.shared_size = sizes[z];
                                        for (l = 0; l < PV_LANES; l++)
                                            o[l] = base + strides[j] * l +
                                                   (l >= PV_LANES / 2 ? gaps[g] : 0u);
                                        if (ks[k] < PV_LANES)
                                            o[ks[k]] += deltas[e];
                                        snprintf(what, sizeof what,
                                                 "size %u stride %d gap %d base %d k %u "
                                                 "delta %#x%s",
                                                 sizes[z], (int)strides[j], (int)gaps[g],
                                                 (int)base, ks[k], deltas[e],
                                                 self ? " self" : "");
                                        done += (uint32_t)sr_inside(o, masks[i], sizes[z]);
                                        /* x: 0, or the offset split with the register */
                                        sr_one(t, &X, rf, o, (n & 1u) ? 0u : 0x40u, masks[i],
                                               (int)w, (int)self, what);
                                        n++;
                                    }
    /* both kinds ran */
    T_CHECK(t, done > n / 8 && done < n - n / 8, "%u of %u calls done", done, n);
#else
    (void)t;
#endif
}
