/* Whole-warp .shared vector accesses by half-warp (shared_vec.h). .shared
   belongs to the host thread running the CTA, so plain copies are safe. */
#include "shared_vec.h"
#include "exec_mem.h"
#include "vec_t4.h"

#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
#  define SHV_VEC 1
typedef uint32_t shv_u32x4 __attribute__((vector_size(16)));
#else
#  define SHV_VEC 0
#endif

#define SHV_HALF (PV_LANES / 2)

/* Half h's lanes reading or writing the run of groups at p: column
   elements from consecutive groups of size * vec bytes. */
static void shv_run(uint8_t *p, uint8_t *rf, const pv_insn *I, uint32_t lane0,
                    uint32_t size, uint32_t vec, int write)
{
    uint32_t l, e;
#ifdef PV_T4
    if (size == 4 && vec == 4) {
        uint32_t *c[4];
        for (e = 0; e < 4; e++)
            c[e] = R32(I->d + e * I->c) + lane0;
        PV_UNROLL
        for (l = 0; l < SHV_HALF; l += 4) {
            shv_u32x4 v[4];
            uint32_t k;
            if (write) {
                PV_UNROLL
                for (e = 0; e < 4; e++)
                    memcpy(&v[e], c[e] + l, 16);
                pv_t4(v);
                PV_UNROLL
                for (k = 0; k < 4; k++)
                    memcpy(p + 16u * (l + k), &v[k], 16);
            } else {
                PV_UNROLL
                for (k = 0; k < 4; k++)
                    memcpy(&v[k], p + 16u * (l + k), 16);
                pv_t4(v);
                PV_UNROLL
                for (e = 0; e < 4; e++)
                    memcpy(c[e] + l, &v[e], 16);
            }
        }
        return;
    }
#endif
    for (e = 0; e < vec; e++) {
        uint8_t *col = rf + I->d + e * I->c + lane0 * size, *q = p + e * size;
        const uint32_t g = size * vec;
        if (write)
            for (l = 0; l < SHV_HALF; l++)
                memcpy(q + l * g, col + l * size, size);
        else
            for (l = 0; l < SHV_HALF; l++)
                memcpy(col + l * size, q + l * g, size);
    }
}

/* Half h's lanes all at p: each element read once and filled into its
   column, or the half's highest lane's elements stored. */
static void shv_one(uint8_t *p, uint8_t *rf, const pv_insn *I, uint32_t lane0,
                    uint32_t size, uint32_t vec, int write)
{
    uint32_t l, e;
    for (e = 0; e < vec; e++, p += size) {
        uint8_t *col = rf + I->d + e * I->c;
        if (write) {
            memcpy(p, col + (lane0 + SHV_HALF - 1) * size, size);
        } else if (size == 4) {
            uint32_t v, *c = (uint32_t *)(void *)col + lane0;
            memcpy(&v, p, 4);
#if SHV_VEC
            {
                const shv_u32x4 vv = {v, v, v, v};
                PV_UNROLL
                for (l = 0; l < SHV_HALF; l += 4)
                    memcpy(c + l, &vv, 16);
            }
#else
            for (l = 0; l < SHV_HALF; l++)
                c[l] = v;
#endif
        } else {
            uint64_t v, *c = (uint64_t *)(void *)col + lane0;
            memcpy(&v, p, 8);
            for (l = 0; l < SHV_HALF; l++)
                c[l] = v;
        }
    }
}

PTXVM_INTERNAL int pv_shvec_full(uint8_t *sh, uint32_t shared_size, uint8_t *rf,
                                 const pv_insn *I, uint32_t size, uint32_t vec, int write)
{
    const uint32_t g = size * vec, *r = R32(I->a), x = (uint32_t)I->x;
    uint32_t h, l, lim, base[2], run[2];
    /* as shared_offsets: an .addr32 offset wraps with the register; the
       last group must start at most at lim, below 2^31 */
    if ((I->x >> 32) != 0 || shared_size < SHV_HALF * g || shared_size > 0x7fffffffu)
        return 0;
    lim = shared_size - g;
    for (h = 0; h < 2; h++) {
        /* the shape from the registers: adding x moves every lane alike */
        const uint32_t *o = r + h * SHV_HALF, b = o[0];
        uint32_t dr = 0, ds = 0;
#if SHV_VEC
        /* four lanes a step: GCC leaves the lane loop scalar at -O2 */
        shv_u32x4 rv = {0, 0, 0, 0}, sv = rv, want = {b, b + g, b + 2 * g, b + 3 * g};
        const shv_u32x4 bv = {b, b, b, b}, step = {4 * g, 4 * g, 4 * g, 4 * g};
        PV_UNROLL
        for (l = 0; l < SHV_HALF; l += 4, want += step) {
            shv_u32x4 ov;
            memcpy(&ov, o + l, 16);
            rv |= ov ^ want;
            sv |= ov ^ bv;
        }
        dr = rv[0] | rv[1] | rv[2] | rv[3];
        ds = sv[0] | sv[1] | sv[2] | sv[3];
#else
        for (l = 0; l < SHV_HALF; l++) {
            dr |= o[l] ^ (b + l * g);
            ds |= o[l] ^ b;
        }
#endif
        if (dr && ds)
            return 0;
        run[h] = ds != 0;
        base[h] = b + x;
        /* aligned, and the half's last group inside .shared: then every
           lane's is (the general path names a fault otherwise) */
        if ((base[h] & (g - 1)) || base[h] > lim - (run[h] ? (SHV_HALF - 1) * g : 0))
            return 0;
    }
    /* a store's halves in lane order: the second lands last */
    for (h = 0; h < 2; h++) {
        if (run[h])
            shv_run(sh + base[h], rf, I, h * SHV_HALF, size, vec, write);
        else
            shv_one(sh + base[h], rf, I, h * SHV_HALF, size, vec, write);
    }
    return 1;
}
