// diffgen program p0156: gen.py --seed 157 --name p0156 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u8 f0[3];
} p0156_S0;
typedef struct {
    s32 f0;
} p0156_S1;

FN u32 p0156_f0(s32 depth, DG_REF(u64) p0, s64 p1)
{
    s32 v1 = ((s32)((((u64)p1)) > (((u64)0x8cc62ca3141b54a7ull))));
    u8 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((u8)DG_R(p0));
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((u32)((((((u16)p1)) <= (((u16)34698)))) ? (((u32)v1)) : (((u32)depth))));
    if ((((u32)((u32)(((u32)v1)) << ((u32)(((s32)DG_R(p0))) & 31u)))) != (((u32)((u32)(((u32)DG_R(p0))) >> ((u32)(((u8)32)) & 31u))))) {
        p1 = (s64)p0156_f0(depth - 1, DG_A(DG_R(p0)), ((s64)__funnelshift_l(((u32)((u32)(((u32)p1)) << ((u32)(((u8)31)) & 31u))), ((u32)(((s8)3))), ((u32)((u32)0 - (u32)(1789330089u))))));
    }
    v1 = ((s32)(DG_R(p0)));
    n4 = (s32)((u32)(((s32)((u32)(((s32)(((isfinite(((f64)__uint_as_float(0x61e93ff0u))) != 0)) ? (((s32)DG_R(p0))) : (v1)))) << ((u32)(((u32)((((((f32)((u16)p1))) >= (((f32)p1)))) ? (((u32)v1)) : (((u32)p1))))) & 31u)))) % 8u);
    for (i5 = 0; i5 < n4; i5++) {
        if (isnan(((((-0.0009765625f) != (((f32)DG_R(p0))))) ? ((f64)((f32)v1)) : ((f64)i5))) != 0) {
            if (((((f32)i5)) < (((f32)((u64)0x3ull)))) && ((a2[((u32)(((s32)(((s8)-128)))) & 7u)]) > (((u8)12)))) return ((u32)((u32)(((u32)p1)) >> ((u32)(a2[((u32)(((u8)((u32)(a2[((u32)(p1) & 7u)]) << ((u32)(((s32)DG_R(p0))) & 31u)))) & 7u)]) & 31u)));
        }
        if ((((s8)((((((u16)depth)) == (((u16)54701)))) ? (((s8)127)) : (((s8)-73))))) >= (((s8)-14))) {
            DG_R(p0) = ((u64)((u64)(((u64)depth)) >> ((u32)(((u8)1)) & 63u)));
        }
    }
    h6 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(p1) * 5u) ^ (u32)((u64)(p1) >> 32) * 7u) ^ (u32)(v1) * 9u) ^ (u32)(a2[(0u & 7u)]);
    return ((u32)((u32)(((u32)__double2int_rd(dg_dclamp(__ddiv_rd(((f64)p1), 9007199254740992.0), -2147483648.0, 2147483647.0)))) ^ (u32)h6));
}

FN s32 p0156_f1(u8 p0, uint4 p1)
{
    f64 v7 = ((f64)((u16)p0));
    uint4 sv8 = make_uint4(((u32)((u32)(p1.z) + (u32)(p1.y))), ((u32)((u32)(((u32)p0)) << ((u32)(p0) & 31u))), 2214314981u, ((u32)((((u32)p0)) & (((u32)p0)))));
    s32 g9 = 0;
    u32 h10 = 0;
    (void)v7;
    (void)sv8;
    (void)g9;
    (void)h10;
    (void)p0;
    (void)p1;
    B1:;
    p0 = ((u8)((u32)(((u8)237)) << ((u32)(((s32)p0)) & 31u)));
    if (g9 < 3 && ((((u16)63)) > (((u16)50995)))) {
        g9++;
        goto B1;
    }
    p0 += (u8)(((u8)((((((u16)38974)) > (((u16)p0)))) ? (((u8)129)) : (p0))));
    h10 = (((((u32)(p0) * 3u) ^ (u32)(dg_dbits(v7) >> 32) * 5u) ^ (u32)(p1.z) * 7u) ^ (u32)(sv8.y) * 9u) ^ (u32)(sv8.w);
    return ((s32)((u32)(((s32)p0)) ^ (u32)h10));
}

FN f32 p0156_f2(u16 p0)
{
    u64 c15 = 0;
    u16 v11 = ((u16)((u32)(((u16)26338)) << ((u32)(((u32)p0)) & 31u)));
    s32 v12 = ((s32)((((s64)v11)) < (((s64)0x5422b3a2a1c307b4ull))));
    uint4 sv13 = make_uint4(((u32)dg_div_u32((u32)(7u), (u32)(((u32)v11)))), ((u32)v12), 297u, 518u);
    u32 h14 = 0;
    (void)v11;
    (void)v12;
    (void)sv13;
    (void)h14;
    (void)c15;
    (void)p0;
    switch (((u32)(((s32)(~(u32)(((s32)((u32)(((s32)v11)) * (u32)(((s32)v11)))))))) + (u32)v12) & 7u) {
    case 2: {
        if ((((u16)((v11) ^ (p0)))) != (((u16)((((((u16)3)) <= (p0))) && (((((u64)0x8c3099eee17c4143ull)) < (((u64)p0)))))))) {
            if ((((f64)v11)) >= (-2.5)) goto F2;
        }
        break;
    }
    }
    F2:;
    h14 = (((((u32)(p0) * 3u) ^ (u32)(v11) * 5u) ^ (u32)(v12) * 7u) ^ (u32)(sv13.z) * 9u) ^ (u32)(sv13.w);
    return (__ull2float_rd(((c15 = ((u64)0x0ull)), (u64)(c15 ^ ((u64)p0)))) + (f32)(h14 & 255u));
}

typedef struct {
    s8 x0;
    s8 x1;
    u32 h;
} p0156_state;

DG_SHARED u8 p0156_sh0[254];
DG_SHARED u32 p0156_sh1[127];
DG_SHARED f64 p0156_sh2[127];

DG_KERNEL(p0156_kernel, p0156_state)
{
    DG_BEGIN(p0156_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 6u;
        st->x0 = ((s8)tid);
        st->x1 = ((s8)min(((s32)__ldg(&in[1])), ((s32)-1495678685)));
        st->h = ((u32)((282452737u) | (out[((u32)(((s32)-1)) & 1u)])));
        p0156_sh0[tid * 2u + 0u] = ((u8)st->h);
        p0156_sh0[tid * 2u + 1u] = ((u8)((u32)(((u8)__ldg(&in[4]))) >> ((u32)(39u) & 31u)));
        p0156_sh1[tid * 1u + 0u] = __ldg(&in[2]);
        p0156_sh2[tid * 1u + 0u] = ((f64)((u8)255));
        s64 v16 = ((s64)(((u16)65535)));
        uint4 sv17 = make_uint4(((u32)((((u32)v16)) ^ (((u32)st->x0)))), ((u32)((((((u16)st->x1)) == (((u16)bid)))) && (((((u8)st->h)) < (((u8)v16)))))), ((u32)(((s8)st->h))), ((u32)(~(u32)(bid))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)sv17;
        st->x1 = (s8)dg_fclamp(p0156_f2(((u16)__brev((*(out + ((u32)(((u8)(v16))) & 1u)))))), -128.0f, 127.0f);
        v16 = ((s64)dg_dclamp(__fma_rn(((f64)-0.0f), 100.0, ((f64)st->h)), -9223372036854775808.0, 9223372036854774784.0));
        st->h = ((u32)__clzll(((s64)bid)));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(sv17.z) * 5u) ^ (u32)(out[(0u & 1u)]) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)(dg_dbits(p0156_sh2[tid * 1u + 0u]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 6u;
        u32 c21 = 0;
        s32 c25 = 0;
        f64 v18 = ((((st->x0) <= (((s8)87)))) ? ((f64)bid) : ((f64)tid));
        f64 v19 = ((*(p0156_sh2 + ((u32)(((u32)((tid) ^ (st->h)))) % 127u))) / v18);
        uint4 sv20;
        sv20.x = (*(out + ((u32)(((s64)((u64)(((s64)st->x0)) * (u64)(((s64)0x4aull))))) & 1u)));
        sv20.y = ((u32)((out[((u32)(((u32)((((((s32)-561763198)) == (((s32)tid)))) ? (((u32)st->x1)) : (bid)))) & 1u)]) | (tid)));
        sv20.z = ((u32)((u32)(16u) >> ((u32)(4294967294u) & 31u)));
        sv20.w = ((c21 = st->h), (u32)(c21 ^ in[((u32)(((s64)dg_rem_s64((s64)(((s64)0x2ull)), (s64)(((s64)gtid))))) & 7u)]));
        s32 g22 = 0;
        s32 n23 = 0, i24 = 0;
        s32 n26 = 0, i27 = 0;
        u64 v28 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)v19;
        (void)sv20;
        (void)g22;
        (void)n23;
        (void)i24;
        (void)n26;
        (void)i27;
        (void)v28;
        (void)c21;
        (void)c25;
        B4:;
        sv20.w = ((u32)dg_dclamp(((f64)st->x0), 0.0, 4294967295.0));
        if (g22 < 3 && ((__longlong_as_double((s64)0x3810000000000000ull)) >= (__longlong_as_double((s64)0x41e0000000000000ull)))) {
            g22++;
            goto B4;
        }
        n23 = (s32)((u32)(((u32)((((u32)__dp2a_lo(((s32)gtid), ((s32)-1), ((s32)st->x1)))) | (354u)))) % 7u);
        i24 = 0;
        do {
            switch (((u32)(((s32)dg_rem_s32((s32)(((s32)((u32)(i24) + (u32)(i24)))), (s32)(((c25 = ((s32)st->x0)), (s32)(c25 ^ i24)))))) + (u32)bid) & 3u) {
            case 0: {
                sv20.x = ((u32)((u32)(st->h) << ((u32)(in[((u32)(((u8)((u32)(((u8)i24)) << ((u32)(i24) & 31u)))) & 7u)]) & 31u)));
                break;
            }
            case 3: {
                st->x0 = (s8)p0156_f1(((u8)st->x1), sv20);
                break;
            }
            default: {
                st->x1 = st->x0;
                break;
            }
            }
        } while (++i24 < n23);
        n26 = (s32)((u32)(((u32)((((((s64)tid)) != (((s64)0x3ull)))) || ((!(((((f32)st->h)) <= (((f32)-2.5))))))))) % 3u);
        for (i27 = 0; i27 < n26; i27++) {
            if (isnan(((f64)i27)) != 0) continue;
        }
        st->h = (((((u32)dg_dbits(v19) * 3u) ^ (u32)(sv20.z) * 5u) ^ (u32)(sv20.w) * 7u) ^ (u32)(p0156_sh1[(0u % 127u)]) * 9u) ^ (u32)dg_dbits(p0156_sh2[(126u % 127u)]) ^ (st->h * 7u);
        st->h = p0156_f0((s32)((u32)(((u32)((u32)(in[((u32)(((s64)((u64)(((s64)0x11full)) + (u64)(((s64)bid))))) & 7u)]) >> ((u32)(7) & 31u)))) % 4u), DG_A(v28), ((s64)((s64)(((s64)((u64)(((s64)v28)) - (u64)(((s64)v28))))) >> ((u32)(((u8)(!(((v28) != (((u64)st->x1))))))) & 63u))));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((BOOL)((u32)((u32)(((u32)st->x1)) >> ((u32)(((s32)st->x1)) & 31u)))));
    }
    DG_END
}

DG_PROGRAM(p0156, p0156_state, 127, 3, 8, 6, 2, 8192, 157u)
