// diffgen program p0161: gen.py --seed 162 --name p0161 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    f64 f0;
    s16 f1;
    f32 f2;
} p0161_S0;

FN float4 p0161_f0(s32 depth, BOOL p0, DG_REF(u16) p1, u32 p2, BOOL p3, s32 *p4, p0161_S0 p5, DG_REF(s64) p6, p0161_S0 p7)
{
    u16 v1 = ((u16)DG_R(p6));
    u32 v2 = umin(p2, 4294967294u);
    float4 sv3;
    sv3.x = __uint_as_float(0x44fe12dfu);
    sv3.y = __fmul_rz(((f32)((f64)DG_R(p1))), ((f32)((s8)p3)));
    sv3.z = (((f32)((s16)p3)) / ((f32)v1));
    sv3.w = p5.f2;
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)h4;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    if (depth <= 0) return sv3;
    sv3.z = ((f32)((s8)-47));
    if ((((s32)dg_div_s32((s32)(depth), (s32)(((s32)v1))))) >= (((s32)-348018202))) {
        if (((((u16)p2)) >= (((u16)7))) && (signbit(dg_canon(((f64)v2))) != 0)) return sv3;
    } else {
        sv3 = p0161_f0(depth - 1, ((BOOL)((isinf(((f32)p2)) != 0))), DG_A(DG_R(p1)), ((u32)((u32)(((u32)dg_div_u32((u32)(4294967295u), (u32)(p2)))) << ((u32)(((u8)((((u8)p3)) & (((u8)depth))))) & 31u))), ((BOOL)(((((s8)p2)) >= (((s8)7))))), p4, p7, DG_A(DG_R(p6)), p5);
    }
    h4 = (((((u32)(p0) * 3u) ^ (u32)((u64)(DG_R(p6)) >> 32) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(p5.f1) * 9u) ^ (u32)(p4[(0u & 1u)]);
    sv3.x = (sv3.x + (f32)(h4 & 255u));
    return sv3;
}

typedef struct {
    f64 x0;
    BOOL x1;
    s64 x2;
    u32 h;
    f64 arr[2];
} p0161_state;

DG_SHARED u32 p0161_sh0[254];
DG_SHARED s16 p0161_sh1[508];

DG_KERNEL(p0161_kernel, p0161_state)
{
    DG_BEGIN(p0161_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = copysign(((f64)((s32)__ldg(&in[1]))), dg_canon(((f64)bid)));
        st->x1 = ((BOOL)((f64)((u64)__ldg(&in[1]))));
        st->x2 = ((s64)dg_fclamp(((f32)((u64)tid)), -9223372036854775808.0f, 9223371487098961920.0f));
        st->h = bid;
        st->arr[0] = (st->x0 + ((f64)((f32)st->x2)));
        st->arr[1] = (9007199254740992.0 / ((f64)__ldg(&in[2])));
        p0161_sh0[tid * 2u + 0u] = __ldg(&in[0]);
        p0161_sh0[tid * 2u + 1u] = st->h;
        p0161_sh1[tid * 4u + 0u] = ((s16)((((s16)7)) ^ (((s16)-187))));
        p0161_sh1[tid * 4u + 1u] = ((s16)((u32)(((s16)bid)) << ((u32)(2) & 31u)));
        p0161_sh1[tid * 4u + 2u] = ((s16)((u32)(((s16)7)) * (u32)(((s16)19212))));
        p0161_sh1[tid * 4u + 3u] = ((s16)((st->x1) && (((((s16)-4943)) > (((s16)__ldg(&in[3])))))));
        s16 v5 = ((s16)dg_rem_s32((s32)((*(p0161_sh1 + tid * 4u + ((u32)(((u32)((u32)(gtid) - (u32)(bid)))) & 3u)))), (s32)(((s16)bid))));
        s16 v6 = ((s16)32767);
        s32 a7[8] = {0};
        s32 j8;
        for (j8 = 0; j8 < 8; j8++)
            a7[j8] = j8;
        p0161_S0 sv9;
        sv9.f0 = copysign(((f64)((s8)63)), dg_canon(st->x0));
        sv9.f1 = ((s16)((((u8)v5)) >= (((u8)v6))));
        sv9.f2 = ((f32)st->x2);
        float4 sv10 = make_float4(((((v5) != (p0161_sh1[tid * 4u + ((u32)(st->h) & 3u)]))) ? ((f32)st->x0) : __uint_as_float(0xbf800000u)), ((f32)((s64)st->x1)), (sv9.f2 * ((f32)((s32)v5))), ((f32)((u16)v5)));
        s32 g11 = 0;
        s32 n12 = 0, i13 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)v6;
        (void)a7;
        (void)j8;
        (void)sv9;
        (void)sv10;
        (void)g11;
        (void)n12;
        (void)i13;
        B1:;
        p0161_sh0[tid * 2u + ((u32)(4294967294u) & 1u)] = ((u32)((u32)(in[((u32)(((u32)((u32)(p0161_sh0[tid * 2u + ((u32)(st->x2) & 1u)]) - (u32)(gtid)))) & 3u)]) >> ((u32)(gtid) & 31u)));
        if (g11 < 1 && (isfinite(((f32)v6)) != 0)) {
            g11++;
            goto B1;
        }
        n12 = (s32)((u32)(((u8)((((((s8)st->x2)) >= (((s8)2)))) && ((!(((((u64)st->x2)) != (((u64)v5))))))))) % 3u);
        i13 = 0;
        do {
            if ((8) > (((s32)st->x2))) continue;
        } while (++i13 < n12);
        st->h = (((((u32)(gtid) * 3u) ^ (u32)dg_dbits(st->x0) * 5u) ^ (u32)((u64)(st->x2) >> 32) * 7u) ^ dg_fbits(sv9.f2) * 9u) ^ (u32)(dg_dbits(st->arr[(0u & 1u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 11u;
        s8 v14 = ((s8)127);
        s8 v15 = v14;
        s32 a16[8] = {0};
        s32 j17;
        for (j17 = 0; j17 < 8; j17++)
            a16[j17] = ((s32)dg_dclamp(st->x0, -2147483648.0, 2147483647.0));
        p0161_S0 sv18;
        sv18.f0 = __ll2double_rn(st->x2);
        sv18.f1 = ((s16)((((u64)bid)) == (((u64)v15))));
        sv18.f2 = copysignf(((f32)((s8)127)), dg_canonf(((f32)st->h)));
        float4 sv19 = make_float4(__fmaf_rz(sv18.f2, __uint_as_float(0xdf94ab68u), __uint_as_float(0xc77b3f3eu)), copysignf(__uint_as_float(0x807fffffu), dg_canonf(((f32)out[((u32)(((s32)sizeof(sv18))) & 1u)]))), ((f32)st->arr[((u32)(((s64)((u64)(((s64)tid)) * (u64)(((s64)st->x1))))) & 1u)]), __frcp_rn(sv18.f2));
        s32 n20 = 0, i21 = 0;
        s32 g22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)v15;
        (void)a16;
        (void)j17;
        (void)sv18;
        (void)sv19;
        (void)n20;
        (void)i21;
        (void)g22;
        if ((((u32)dg_rem_u32((u32)(1437474173u), (u32)(tid)))) == (tid)) {
            st->x0++;
        } else {
            n20 = (s32)((u32)(((s32)dg_rem_s32((s32)(((s32)(((u8)tid)))), (s32)(((s32)-249865223))))) % 7u);
            i21 = 0;
            while (i21 < n20) {
                i21++;
                if ((((s8)tid)) > (v14)) continue;
            }
        }
        B2:;
        st->x0 = ((f64)((f32)bid));
        if (g22 < 3 && (!((isinf(sv18.f2) != 0)))) {
            g22++;
            goto B2;
        }
        st->h = (((((u32)(dg_dbits(st->x0) >> 32) * 3u) ^ dg_fbits(sv19.w) * 5u) ^ (u32)(out[(1u & 1u)]) * 7u) ^ (u32)dg_dbits(st->arr[(0u & 1u)]) * 9u) ^ (u32)dg_dbits(st->arr[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 11u;
        s32 c30 = 0;
        s64 c32 = 0;
        u8 v23 = ((u8)__float_as_int(dg_canonf(((f32)st->h))));
        s32 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((s32)((u32)(j25) * (u32)(((s32)gtid))));
        p0161_S0 sv26;
        sv26.f0 = st->x0;
        sv26.f1 = ((s16)((p0161_sh1[((u32)(((u8)sizeof(f64))) % 508u)]) | (((s16)tid))));
        sv26.f2 = (__uint_as_float(0x256854f8u) - ((f32)v23));
        float4 sv27;
        sv27.x = ((f32)((u64)gtid));
        sv27.y = (((f32)((u64)0x1ull)) / ((f32)v23));
        sv27.z = __double2float_rd(st->arr[((u32)(((u8)dg_fclamp(((f32)((f64)st->h)), 0.0f, 255.0f))) & 1u)]);
        sv27.w = ((((st->h) <= (781990409u))) ? sv26.f2 : ((f32)((u16)st->x1)));
        s32 n28 = 0, i29 = 0;
        u16 v31 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)a24;
        (void)j25;
        (void)sv26;
        (void)sv27;
        (void)n28;
        (void)i29;
        (void)v31;
        (void)c30;
        (void)c32;
        n28 = (s32)((u32)(((s32)((s32)(((c30 = 139), (s32)(c30 ^ 0))) >> ((u32)(((u32)((u32)(gtid) >> ((u32)(v23) & 31u)))) & 31u)))) % 3u) + 1;
        i29 = 0;
        while (i29 < n28) {
            i29++;
            if ((gtid % 7u) == 0u && ((((u64)st->x2)) > (((u64)tid)))) return;
        }
        st->h = (((((u32)(dg_dbits(st->x0) >> 32) * 3u) ^ (u32)(sv26.f1) * 5u) ^ dg_fbits(sv27.x) * 7u) ^ dg_fbits(sv27.w) * 9u) ^ (u32)(p0161_sh0[(253u % 254u)]) ^ (st->h * 7u);
        sv27 = p0161_f0((s32)((u32)(((u32)sizeof(sv27))) % 5u), ((BOOL)((isinf(((f32)bid)) != 0))), DG_A(v31), ((u32)((((((s64)bid)) <= (((s64)0xcdb48460a5a5c4feull)))) ? (((u32)((u32)(out[((u32)(((s64)((u64)0 - (u64)(((s64)0xa2cf4d4b747073f3ull))))) & 1u)]) << ((u32)(a24[((u32)(((c32 = st->x2), (s64)(c32 ^ st->x2))) & 7u)]) & 31u)))) : (((u32)__float2ull_ru(dg_fclamp(sv27.z, 0.0f, 18446742974197923840.0f)))))), ((BOOL)((!((isfinite(st->x0) != 0))))), a24, sv26, DG_A(st->x2), sv26);
        out[2] = (u32)dg_dbits(st->x0);
        out[3] = (u32)(dg_dbits(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        out[5] = (u32)(st->x2);
        out[6] = (u32)((u64)(st->x2) >> 32);
        out[7] = (u32)(st->h);
        out[8] = (u32)dg_dbits(((f64)((s64)__double2ull_rn(dg_dclamp(sv26.f0, 0.0, 18446744073709549568.0)))));
        out[9] = (u32)dg_dbits(st->arr[0]);
        if ((gtid % 5u) == 0u && ((st->x1) || (st->x1))) return;
        out[10] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0161, p0161_state, 127, 3, 4, 11, 3, 8192, 162u)
