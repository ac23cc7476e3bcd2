// diffgen program p0031: gen.py --seed 31 --name p0031 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0;
    u8 f1;
} p0031_S0;

FN BOOL p0031_f0(s64 p0)
{
    BOOL v1 = ((BOOL)(((((((u64)0xb956629f35d85602ull)) > (((u64)p0)))) || (((p0) >= (((s64)0xb6916ce9f6194bfdull)))))));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    v1 = ((BOOL)((s8)v1));
    v1 = ((BOOL)((u16)v1));
    h2 = (((u32)(p0) * 3u) ^ (u32)((u64)(p0) >> 32) * 5u) ^ (u32)(v1);
    return ((BOOL)(((u32)(((BOOL)(((((u32)p0)) > (2u))))) ^ h2) & 1u));
}

FN f64 p0031_f1(uint4 p0)
{
    BOOL v3 = ((BOOL)(((((s64)0x49f6cd1134dda372ull)) < (((s64)0x8000000000000001ull)))));
    s8 v4 = ((s8)((u32)(((s8)-30)) << ((u32)(((u8)v3)) & 31u)));
    f32 a5[4] = {0};
    s32 j6;
    for (j6 = 0; j6 < 4; j6++)
        a5[j6] = (((f32)v3) / ((f32)v3));
    u32 h7 = 0;
    (void)v3;
    (void)v4;
    (void)a5;
    (void)j6;
    (void)h7;
    (void)p0;
    v4 = (s8)p0031_f0(llmax(((s64)dg_rem_s64((s64)(((s64)0x0ull)), (s64)(((s64)0xffffffffffffffd3ull)))), __double2ll_rz(dg_dclamp(((f64)((u64)v3)), -9223372036854775808.0, 9223372036854774784.0))));
    v4 |= (s8)(((s8)((u32)(v4) * (u32)(((s8)v3)))));
    h7 = (((((u32)(p0.x) * 3u) ^ (u32)(p0.y) * 5u) ^ (u32)(p0.w) * 7u) ^ dg_fbits(a5[(0u & 3u)]) * 9u) ^ dg_fbits(a5[(3u & 3u)]);
    return ((-(((((((f32)v3)) < (((f32)v4)))) ? 9007199254740992.0 : ((f64)v4)))) + (f64)(h7 & 255u));
}

FN u32 p0031_f2(p0031_S0 p0, s64 p1)
{
    BOOL v8 = ((BOOL)(((((u16)58)) <= (((u16)p1)))));
    f64 v9 = ((f64)((f32)v8));
    s16 a10[16] = {0};
    s32 j11;
    for (j11 = 0; j11 < 16; j11++)
        a10[j11] = ((s16)v8);
    uint4 sv12 = make_uint4(((u32)dg_dclamp(((f64)v8), 0.0, 4294967295.0)), ((u32)v8), ((u32)__umul64hi(((u64)v8), ((u64)0x140ull))), ((u32)dg_dclamp(v9, 0.0, 4294967295.0)));
    u32 h13 = 0;
    (void)v8;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)h13;
    (void)p0;
    (void)p1;
    v9 = p0031_f1(make_uint4(((u32)dg_div_u32((u32)(2047722892u), (u32)(321u))), ((u32)((u32)(sv12.y) - (u32)(4294967295u))), ((u32)dg_rem_u32((u32)(((u32)v8)), (u32)(((u32)p1)))), ((u32)v8)));
    h13 = (((((u32)(v8) * 3u) ^ (u32)(p0.f1) * 5u) ^ (u32)(sv12.x) * 7u) ^ (u32)(a10[(0u & 15u)]) * 9u) ^ (u32)(a10[(15u & 15u)]);
    return ((u32)((u32)(((u32)((((u32)v8)) ^ (((u32)(+(1u))))))) ^ (u32)h13));
}

typedef struct {
    f32 x0;
    u16 x1;
    u8 x2;
    s8 x3;
    u32 h;
    u8 arr[2];
} p0031_state;

DG_SHARED u64 p0031_sh0[96];
DG_SHARED f32 p0031_sh1[48];
DG_SHARED u8 p0031_sh2[48];

DG_KERNEL(p0031_kernel, p0031_state)
{
    DG_BEGIN(p0031_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        u64 c18 = 0;
        u8 c21 = 0;
        st->x0 = ((((((f32)((s64)0x895493d7a649c546ull))) < (((f32)__ldg(&in[2]))))) ? __uint_as_float(0xec632f6au) : ((f32)__ldg(&in[2])));
        st->x1 = ((u16)0);
        st->x2 = ((u8)(((isinf(1024.0) != 0)) && (((((u16)gtid)) != (st->x1)))));
        st->x3 = ((s8)st->x2);
        st->h = ((u32)((u32)(out[((u32)(((s64)st->x3)) & 1u)]) - (u32)(((u32)st->x2))));
        st->arr[0] = ((u8)(~(u32)(((u8)255))));
        st->arr[1] = ((u8)sizeof(u16));
        p0031_sh0[tid * 2u + 0u] = ((u64)0xf50674b37e201fbeull);
        p0031_sh0[tid * 2u + 1u] = ((u64)((((s8)1)) > (st->x3)));
        p0031_sh1[tid * 1u + 0u] = (((isinf(((f64)((u32)st->x3))) != 0)) ? st->x0 : ((f32)((f64)st->x1)));
        p0031_sh2[tid * 1u + 0u] = ((u8)52);
        u64 v14 = ((u64)0x4cull);
        BOOL v15 = ((BOOL)(((st->x3) > (((s8)tid)))));
        uint4 sv16;
        sv16.x = ((u32)__double2int_rd(dg_dclamp(((f64)st->x1), -2147483648.0, 2147483647.0)));
        sv16.y = ((u32)((((((s32)st->x3)) != (((s32)st->x1)))) ? (0u) : (4294967294u)));
        sv16.z = ((u32)((u32)(bid) - (u32)(((u32)st->x2))));
        sv16.w = bid;
        p0031_S0 sv17;
        sv17.f0 = ((s8)__urhadd(8u, ((u32)st->x3)));
        sv17.f1 = st->x2;
        s32 n19 = 0, i20 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)v15;
        (void)sv16;
        (void)sv17;
        (void)n19;
        (void)i20;
        (void)c18;
        (void)c21;
        v14 = ((c18 = ((u64)0x1ull)), (u64)(c18 ^ ((u64)0x81396fa0f245f3e2ull)));
        st->x3 = (s8)p0031_f2(sv17, ((s64)((u64)(((s64)((((st->x1) > (((u16)53326)))) ? (((s64)st->x3)) : (((s64)gtid))))) << ((u32)(((u32)dg_fclamp(((f32)1.0e22), 0.0f, 4294967040.0f))) & 63u))));
        if (isinf((st->x0 + p0031_sh1[tid * 1u + 0u])) != 0) {
            n19 = (s32)((u32)(((u64)((u64)(((u64)((((v14) >= (p0031_sh0[tid * 2u + ((u32)(((s32)((((s32)-1)) | (7)))) & 1u)]))) ? (v14) : (p0031_sh0[tid * 2u + ((u32)(((c21 = st->x2), (u8)(c21 ^ ((u8)v15)))) & 1u)])))) * (u64)(((u64)dg_fclamp(__uint_as_float(0x807fffffu), 0.0f, 18446742974197923840.0f)))))) % 4u) + 1;
            i20 = 0;
            while (i20 < n19) {
                i20++;
                st->h = 32u;
            }
        }
        st->h = p0031_f2(sv17, ((s64)st->x2));
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(sv16.y) * 5u) ^ (u32)(sv17.f1) * 7u) ^ (u32)(p0031_sh0[tid * 2u + (1u & 1u)]) * 9u) ^ dg_fbits(p0031_sh1[tid * 1u + 0u]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        u32 c25 = 0;
        f32 v22 = __int2float_rn(((s32)tid));
        u8 v23 = ((u8)((((((s16)31643)) < (((s16)31614)))) || (((((s16)st->x1)) > (((s16)30462))))));
        uint4 sv24;
        sv24.x = ((u32)((u32)(out[((u32)(((c25 = tid), (u32)(c25 ^ ((u32)st->x3)))) & 1u)]) * (u32)(bid)));
        sv24.y = ((u32)(((*(in + ((u32)(((u32)st->x2)) & 3u)))) & (st->h)));
        sv24.z = ((u32)((u32)(255u) + (u32)(((u32)st->x1))));
        sv24.w = ((u32)__double2int_rd(dg_dclamp(((f64)gtid), -2147483648.0, 2147483647.0)));
        p0031_S0 sv26;
        sv26.f0 = st->x3;
        sv26.f1 = ((u8)((((s32)gtid)) >= (1400371500)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)sv24;
        (void)sv26;
        (void)c25;
        switch (((u32)(((u32)((u32)(((u32)((((st->x2) < (v23))) ? (4294967295u) : (sv24.z)))) >> ((u32)(((s32)((u32)(((s32)-44)) + (u32)(2135754254)))) & 31u)))) + (u32)st->x2) & 3u) {
        case 0: {
            st->x2 = ((u8)dg_div_u32((u32)(((u8)gtid)), (u32)(p0031_sh2[((u32)(((s64)(st->x1))) % 48u)])));
            break;
        }
        case 1: {
            st->x3 = ((s8)st->x1);
        }
        /* fallthrough */
        case 2: {
            st->x1 = (u16)dg_dclamp(p0031_f1(sv24), 0.0, 65535.0);
            break;
        }
        case 3: {
            sv24.w = sv24.x;
            break;
        }
        default: {
            if (!(((sv26.f0) != (((s8)-75))))) {
                v23 = ((u8)((((u8)((u32)(st->arr[((u32)(((u32)st->x1)) & 1u)]) * (u32)(((u8)tid))))) & (((u8)((u32)(v23) - (u32)(p0031_sh2[((u32)(((s64)st->x2)) % 48u)]))))));
            } else {
                st->x2 = (u8)p0031_f0(((s64)v23));
            }
            break;
        }
        }
        sv24.y = ((u32)((tid) & (sv24.w)));
        st->h = ((u32)st->x2);
        st->h = ((((dg_fbits(st->x0) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(sv24.x) * 7u) ^ (u32)(sv26.f0) * 9u) ^ (u32)(st->arr[(0u & 1u)]) ^ (st->h * 7u);
        out[2] = dg_fbits(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->x3);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u8)((u32)(((u8)((st->x1) <= (((u16)1828))))) - (u32)(((u8)__double2uint_rd(dg_dclamp(((f64)((s16)st->h)), 0.0, 4294967295.0)))))));
        out[8] = (u32)(st->arr[0]);
        out[9] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0031, p0031_state, 48, 2, 4, 10, 2, 2048, 31u)
