/* Linear filtering's arithmetic, as an NVIDIA H200 (sm_90) computes it
   (tests/gpu/README.md, "Texture filtering on the H200", has the
   evidence). Each dimension's weight of the second texel is a in 1/256
   (frac(x - 0.5) rounded); the corners' weights are integers in 1/256
   that sum to 256:
     1D: 256 - a, a
     2D: the (1,1) corner r = round(ax * ay / 256), the others what is
         left of each row and column: ax - r, ay - r, 256 - ax - ay + r
     3D: the same inclusion-exclusion with the pairs' products rounded
         and the triple as round(round(ax * ay / 256) * az / 256) (this
         is our closest fit; the H200 differs on a few percent of 3D
         fetches).
   8- and 16-bit formats read as floats blend their integer codes with
   these weights and round the sum once to 16 bits (UNORM16 or SNORM16):
   u8 as code * 257, u16 as is, s8 as code * 32767 / 127, s16 as is,
   rounding half up; the result is that 16-bit value / 65535 (/ 32767,
   at least -1). f16 blends exactly and rounds to f16; f32 blends in
   double precision and rounds once to f32. A corner of weight 0 is not
   read (an infinite texel there does not make a NaN); a NaN result is
   0x7fffffff. */
#ifndef PTXVM_TEX_BLEND_H
#define PTXVM_TEX_BLEND_H

#include "common.h"
#include "bitcast.h"

/* How a format's texels blend. */
enum { TB_FLOAT, TB_F16, TB_UNORM8, TB_UNORM16, TB_SNORM8, TB_SNORM16 };

#define TB_NAN 0x7fffffffu

static PV_FORCE_INLINE uint32_t tb_round256(uint32_t p)
{
    return (p + 128u) >> 8;
}

/* Corner weights: corner k has the second texel of dimension d where
   bit d of k is set. */
static PV_FORCE_INLINE void tb_weights(uint32_t dims, const uint32_t a[3],
                                       int32_t w[8])
{
    int32_t x = (int32_t)a[0], y = (int32_t)a[1], z = (int32_t)a[2];
    int32_t xy, xz, yz, xyz;
    if (dims == 1) {
        w[0] = 256 - x;
        w[1] = x;
        return;
    }
    xy = (int32_t)tb_round256((uint32_t)(x * y));
    if (dims == 2) {
        w[0] = 256 - x - y + xy;
        w[1] = x - xy;
        w[2] = y - xy;
        w[3] = xy;
        return;
    }
    xz = (int32_t)tb_round256((uint32_t)(x * z));
    yz = (int32_t)tb_round256((uint32_t)(y * z));
    xyz = (int32_t)tb_round256((uint32_t)(xy * z));
    w[0] = 256 - x - y - z + xy + xz + yz - xyz;
    w[1] = x - xy - xz + xyz;
    w[2] = y - xy - yz + xyz;
    w[3] = xy - xyz;
    w[4] = z - xz - yz + xyz;
    w[5] = xz - xyz;
    w[6] = yz - xyz;
    w[7] = xyz;
}

/* floor(n / d) for d > 0, without relying on how C rounds negative
   quotients or shifts. */
static PV_FORCE_INLINE int64_t tb_floordiv(int64_t n, int64_t d)
{
    return n >= 0 ? n / d : -((-n + d - 1) / d);
}

/* The result word of a blend of integer codes: s = sum of weight * code,
   in 1/256 of a code. The 16-bit value times the reciprocal rounds to
   the same f32 as the quotient for every value (checked by tex_sample). */
static PV_FORCE_INLINE uint32_t tb_norm(uint32_t kind, int64_t s)
{
    int64_t u;
    switch (kind) {
    case TB_UNORM8:
        return pv_u32((float)((double)tb_floordiv(s * 257 + 128, 256) *
                              (1.0 / 65535.0)));
    case TB_UNORM16:
        return pv_u32((float)((double)tb_floordiv(s + 128, 256) *
                              (1.0 / 65535.0)));
    case TB_SNORM8:
        u = tb_floordiv(s * 2 * 32767 + 127 * 256, 2 * 127 * 256);
        break;
    default:                        /* TB_SNORM16 */
        u = tb_floordiv(s + 128, 256);
    }
    return pv_u32(u < -32767 ? -1.0f : (float)((double)u * (1.0 / 32767.0)));
}

#endif
