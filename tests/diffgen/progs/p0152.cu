// diffgen program p0152: gen.py --seed 153 --name p0152 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    BOOL f0;
} p0152_S0;
typedef struct DG_ALIGN(8) {
    f32 f0;
    u64 f1;
    u32 f2;
} p0152_S1;

FN f32 p0152_f0(DG_REF(uint4) p0, DG_REF(u16) p1)
{
    BOOL v1 = ((BOOL)((s16)DG_R(p1)));
    f32 v2 = (((f32)v1) - __uint_as_float(0x4f000000u));
    s16 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((s16)__funnelshift_lc(DG_R(p0).w, 8u, DG_R(p0).x));
    p0152_S0 sv5;
    sv5.f0 = ((BOOL)(((125u) >= (((u32)DG_R(p1))))));
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)h6;
    (void)p0;
    (void)p1;
    DG_R(p0).x = ((u32)((DG_R(p0).z) & (((u32)DG_R(p1)))));
    if ((((s16)((s32)(((s16)DG_R(p1))) >> ((u32)(571377987u) & 31u)))) < (((s16)((u32)(a3[((u32)(((s64)0xffull)) & 3u)]) * (u32)(((s16)-20415)))))) {
        v2 = (((f32)DG_R(p1)) + v2);
    }
    if ((((u32)((((((s8)DG_R(p1))) >= (((s8)-72)))) || (((((u64)0xbf6e18f6079d63d9ull)) <= (((u64)DG_R(p1)))))))) < (1491873939u)) {
        if (((((s8)3)) <= (((s8)15))) && ((((s16)256)) > (((s16)DG_R(p1))))) return ((f32)((s16)v1));
    } else {
        v2 = ((f32)(*(a3 + ((u32)(((s64)((u64)(((s64)v1)) - (u64)(((s64)0xf2477962a1e6e699ull))))) & 3u))));
    }
    h6 = ((((dg_fbits(v2) * 3u) ^ (u32)(DG_R(p0).y) * 5u) ^ (u32)(DG_R(p0).z) * 7u) ^ (u32)(sv5.f0) * 9u) ^ (u32)(a3[(0u & 3u)]);
    return (((((((s8)101)) >= (((s8)v1)))) ? ((f32)DG_R(p1)) : ((f32)v1)) + (f32)(h6 & 255u));
}

typedef struct {
    s16 x0;
    u8 x1;
    u64 x2;
    u32 h;
    f32 arr[2];
} p0152_state;

DG_SHARED u64 p0152_sh0[160];

DG_KERNEL(p0152_kernel, p0152_state)
{
    DG_BEGIN(p0152_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((s16)((s32)(((s16)__ldg(&in[4]))) >> ((u32)(((s32)__ldg(&in[5]))) & 31u)));
        st->x1 = ((u8)__ldg(&in[6]));
        st->x2 = ((u64)((u64)(((u64)0x3ull)) >> ((u32)(st->x1) & 63u)));
        st->h = ((u32)dg_fclamp(((f32)((u64)tid)), 0.0f, 4294967040.0f));
        st->arr[0] = ((((((s8)-128)) <= (((s8)tid)))) ? ((f32)((f64)__ldg(&in[6]))) : 100.0f);
        st->arr[1] = (__uint_as_float(0x52935cceu) - __uint_as_float(0xe677bf04u));
        p0152_sh0[tid * 1u + 0u] = ((u64)dg_fclamp(((f32)__ldg(&in[1])), 0.0f, 18446742974197923840.0f));
        s8 v7 = ((s8)st->h);
        uint4 sv8;
        sv8.x = st->h;
        sv8.y = out[((u32)(((s64)((((s64)v7)) ^ (((s64)st->x0))))) & 1u)];
        sv8.z = ((u32)((u32)(gtid) * (u32)((*(in + ((u32)(((s32)((u32)(2147483647) * (u32)(((s32)st->x0))))) % 7u))))));
        sv8.w = ((u32)dg_rem_u32((u32)(647519309u), (u32)(((u32)st->x2))));
        s32 n9 = 0, i10 = 0;
        u16 v11 = 0;
        u16 v12 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)sv8;
        (void)n9;
        (void)i10;
        (void)v11;
        (void)v12;
        n9 = (s32)((u32)(((s32)((u32)(__clz(((s32)bid))) - (u32)(((s32)((u32)(((s32)st->x2)) << ((u32)(tid) & 31u))))))) % 4u) + 1;
        i10 = 0;
        while (i10 < n9) {
            i10++;
            if ((((u32)v7)) > (sv8.y)) {
                st->x0 = (s16)dg_fclamp(p0152_f0(DG_A(sv8), DG_A(v11)), -32768.0f, 32767.0f);
            } else {
                v11 = (u16)dg_fclamp(p0152_f0(DG_A(sv8), DG_A(v11)), 0.0f, 65535.0f);
            }
        }
        st->x2 = (u64)dg_fclamp(p0152_f0(DG_A(sv8), DG_A(v12)), 0.0f, 18446742974197923840.0f);
        if ((((s8)((u32)(v7) - (u32)(((s8)v12))))) <= (((s8)47))) {
            st->x1 = ((u8)((st->x1) < (((u8)203))));
        } else {
            st->x0 = (s16)dg_fclamp(p0152_f0(DG_A(sv8), DG_A(v12)), -32768.0f, 32767.0f);
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(sv8.z) * 7u) ^ (u32)(sv8.w) * 9u) ^ (u32)(in[(6u % 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 11u;
        u32 c19 = 0;
        u64 v13 = ((u64)((u64)(st->x2) * (u64)(st->x2)));
        f32 v14 = -2.5f;
        uint4 sv15 = make_uint4(st->h, ((u32)((u32)(gtid) * (u32)(((u32)st->x1)))), ((u32)st->x1), st->h);
        p0152_S1 sv16;
        sv16.f0 = (((f32)st->x0) + ((f32)v13));
        sv16.f1 = ((u64)((((((u16)58343)) >= (((u16)v13)))) ? (((u64)bid)) : (v13)));
        sv16.f2 = ((u32)((((f32)v13)) <= (((f32)__longlong_as_double((s64)0xd8ece0e1a4122190ull)))));
        u16 v17 = 0;
        s32 g18 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)sv15;
        (void)sv16;
        (void)v17;
        (void)g18;
        (void)c19;
        st->x2 = (u64)dg_fclamp(p0152_f0(DG_A(sv15), DG_A(v17)), 0.0f, 18446742974197923840.0f);
        B1:;
        v13 = (u64)dg_fclamp(p0152_f0(DG_A(sv15), DG_A(v17)), 0.0f, 18446742974197923840.0f);
        if (g18 < 3 && (signbit(dg_canonf(__uint_as_float(0x2dd83599u))) != 0)) {
            g18++;
            goto B1;
        }
        if ((((u64)((sv16.f1) ^ (sv16.f1)))) < (p0152_sh0[tid * 1u + 0u])) {
            st->x0 = (s16)dg_fclamp(p0152_f0(DG_A(sv15), DG_A(v17)), -32768.0f, 32767.0f);
        } else {
            v14 = __fsqrt_rn(((f32)gtid));
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(sv15.w) * 9u) ^ (u32)(in[(6u % 7u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)((u64)(st->x2) >> 32);
        out[6] = (u32)(st->h);
        out[7] = dg_fbits((-((-(v14)))));
        out[8] = (u32)(((u32)((sv15.y) & (((c19 = in[((u32)(st->x1) % 7u)]), (u32)(c19 ^ ((u32)v13)))))));
        out[9] = dg_fbits(st->arr[0]);
        out[10] = dg_fbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0152, p0152_state, 160, 2, 7, 11, 2, 2048, 153u)
