// diffgen program p0062: gen.py --seed 62 --name p0062 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s16 f0;
} p0062_S0;

FN void p0062_f0(s32 depth, u32 *p0, p0062_S0 p1, DG_REF(int2) p2, const s16 *p3, DG_REF(s8) p4, s64 p5, longlong2 p6, const f32 *p7, BOOL p8)
{
    f32 v1 = ((f32)((f64)DG_R(p4)));
    u16 v2 = ((u16)500);
    s32 n3 = 0, i4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)n3;
    (void)i4;
    (void)h5;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    if (depth <= 0) return;
    p0062_f0(depth - 1, p0, p1, DG_A(DG_R(p2)), p3, DG_A(DG_R(p4)), ((s64)((s64)(((s64)(~(u64)(p5)))) >> ((u32)(((u8)((u32)(((u8)v2)) * (u32)(((u8)2))))) & 63u))), p6, p7, ((BOOL)(((((u32)llmax(p5, p6.x))) >= (3493914002u)))));
    n3 = (s32)((u32)(((u64)((u64)(((u64)0xc2016f644f177287ull)) + (u64)(((u64)((((__longlong_as_double((s64)0x3810000000000000ull)) != (((f64)p8)))) || (((v2) >= (((u16)61551)))))))))) % 7u) + 1;
    i4 = 0;
    while (i4 < n3) {
        i4++;
        if ((((u16)57150)) == (((u16)((u32)(((u16)8)) * (u32)(v2))))) {
            p5 &= __double_as_longlong(dg_canon(((f64)DG_R(p4))));
        } else {
            p0[((u32)(((u32)((u32)(187272292u) >> ((u32)(((u8)254)) & 31u)))) & 7u)] = ((u32)((u32)(((u32)((0u) | (1u)))) << ((u32)(((u8)DG_R(p4))) & 31u)));
        }
    }
    if ((((s32)((((u16)DG_R(p4))) <= (((u16)14095))))) != (DG_R(p2).y)) {
        p8 = ((BOOL)(((((f64)((s8)31))) <= (((f64)DG_R(p4))))));
    } else {
        switch (((u32)(depth) + (u32)v2) & 3u) {
        case 0: {
            v2 |= (u16)(((u16)((u32)(v2) + (u32)(v2))));
            break;
        }
        case 2: {
            v2 = ((u16)((((((f32)((u32)p8))) >= (((f32)((f64)v2))))) || (((((s16)258)) == (p1.f0)))));
            break;
        }
        case 3: {
            p0062_f0(depth - 1, p0, p1, DG_A(DG_R(p2)), p3, DG_A(DG_R(p4)), ((s64)((((s16)dg_rem_s32((s32)(((s16)DG_R(p4))), (s32)(((s16)32))))) > (((s16)dg_fclamp(v1, -32768.0f, 32767.0f))))), p6, p7, ((BOOL)(((470u) == (((u32)v2))))));
            break;
        }
        default: {
            DG_R(p2).x = depth;
            break;
        }
        }
    }
    h5 = (((((u32)((u64)(p5) >> 32) * 3u) ^ (u32)(p8) * 5u) ^ (u32)((u64)(p6.x) >> 32) * 7u) ^ (u32)(p3[(0u & 1u)]) * 9u) ^ dg_fbits(p7[(3u & 3u)]);
    DG_R(p4) = ((s8)((u32)(DG_R(p4)) ^ (u32)h5));
    return;
}

typedef struct {
    u64 x0;
    u8 x1;
    u32 h;
    s16 arr[2];
} p0062_state;

DG_SHARED u32 p0062_sh0[127];
DG_SHARED f32 p0062_sh1[254];

DG_KERNEL(p0062_kernel, p0062_state)
{
    DG_BEGIN(p0062_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = ((u64)((u64)(((u64)0x1ull)) - (u64)(((u64)__ldg(&in[3])))));
        st->x1 = ((u8)tid);
        st->h = ((u32)((u32)(out[((u32)(st->x1) & 3u)]) >> ((u32)(st->x1) & 31u)));
        st->arr[0] = ((s16)-1);
        st->arr[1] = ((s16)(((u16)gtid)));
        p0062_sh0[tid * 1u + 0u] = ((u32)st->x0);
        p0062_sh1[tid * 2u + 0u] = ((f32)((s32)-166));
        p0062_sh1[tid * 2u + 1u] = ((f32)st->h);
        s8 v6 = ((s8)__dp2a_hi(32, ((s32)-227), ((s32)tid)));
        u32 a7[8] = {0};
        s32 j8;
        for (j8 = 0; j8 < 8; j8++)
            a7[j8] = ((u32)v6);
        s16 a9[8] = {0};
        s32 j10;
        for (j10 = 0; j10 < 8; j10++)
            a9[j10] = ((s16)umax(p0062_sh0[tid * 1u + 0u], (*(in + ((u32)(((u8)(((isfinite(__uint_as_float(0x3effffffu)) != 0)) ? (((u8)j10)) : (st->x1)))) & 7u)))));
        p0062_S0 sv11;
        sv11.f0 = ((s16)-32767);
        int2 sv12 = make_int2(((s32)tid), ((s32)((2044234716) ^ (752662163))));
        longlong2 sv13 = make_longlong2(((s64)((u64)(((s64)bid)) * (u64)(((s64)st->h)))), ((s64)((((((f64)gtid)) > (__longlong_as_double((s64)0x8904939b49583280ull)))) ? (((s64)0x12ull)) : (((s64)0xffffffffffffffffull)))));
        s32 g14 = 0;
        s32 g15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)a7;
        (void)j8;
        (void)a9;
        (void)j10;
        (void)sv11;
        (void)sv12;
        (void)sv13;
        (void)g14;
        (void)g15;
        if ((((f64)((s64)0x7fffffffffffffffull))) != ((((f64)((u16)v6)) + ((f64)sv11.f0)))) {
            v6 = ((s8)__funnelshift_rc(((u32)st->x0), ((u32)v6), in[((u32)(((u8)dg_div_u32((u32)(st->x1), (u32)(((u8)st->h))))) & 7u)]));
        } else {
            if (((signbit(dg_canon(((f64)a9[((u32)(((s64)0x10c17d62926bd8b8ull)) & 7u)]))) != 0)) || (((((s8)gtid)) > (v6)))) {
                sv13.y = ((s64)dg_rem_s64((s64)(((s64)((u64)(sv13.y) << ((u32)(a7[((u32)(((u8)((v6) >= (((s8)gtid))))) & 7u)]) & 63u)))), (s64)(((s64)((u64)(((s64)gtid)) + (u64)(((s64)v6)))))));
            } else {
                st->h = p0062_sh0[tid * 1u + 0u];
            }
        }
        B1:;
        if (g14 < 2 && ((p0062_sh1[tid * 2u + ((u32)(sv12.y) & 1u)]) <= (1.0e10f))) {
            g14++;
            goto B1;
        }
        B2:;
        if (g15 < 1 && ((((f64)st->x1)) > (((f64)gtid)))) {
            g15++;
            goto B2;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(sv13.y) * 5u) ^ (u32)(in[(0u & 7u)]) * 7u) ^ (u32)(st->arr[(1u & 1u)]) * 9u) ^ dg_fbits(p0062_sh1[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 12u;
        u16 c27 = 0;
        u16 v16 = ((u16)((__longlong_as_double((s64)0x3fe0000000000000ull)) < (((f64)2))));
        s64 v17 = ((s64)0xffffffffffffffffull);
        u32 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = bid;
        s16 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = ((s16)((((((f32)__longlong_as_double((s64)0x3ff0000000000000ull))) < ((*(p0062_sh1 + tid * 2u + ((u32)(((s32)((143) | (j21)))) & 1u)))))) ? (((s16)st->x1)) : (((s16)st->x1))));
        p0062_S0 sv22;
        sv22.f0 = ((s16)tid);
        int2 sv23 = make_int2(((s32)((s32)(((s32)-530994845)) >> ((u32)(((u8)st->h)) & 31u))), ((s32)bid));
        longlong2 sv24;
        sv24.x = ((s64)sizeof(BOOL));
        sv24.y = ((s64)(((isfinite(__longlong_as_double((s64)0x3fe0000000000000ull)) != 0)) || (((((s32)st->h)) < (((s32)v16))))));
        s32 n25 = 0, i26 = 0;
        s8 v28 = 0;
        f32 a29[8] = {0};
        s32 j30;
        for (j30 = 0; j30 < 8; j30++)
            a29[j30] = (__uint_as_float(0xcf000000u) + p0062_sh1[tid * 2u + ((u32)(((u8)((u32)0 - (u32)(st->x1)))) & 1u)]);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)a20;
        (void)j21;
        (void)sv22;
        (void)sv23;
        (void)sv24;
        (void)n25;
        (void)i26;
        (void)v28;
        (void)a29;
        (void)j30;
        (void)c27;
        if ((v17) != (((s64)((u64)(sv24.x) - (u64)(v17))))) {
            if ((((u16)((u32)(v16) << ((u32)(st->x1) & 31u)))) == (((u16)58443))) {
            }
        }
        if ((((f32)2147483647)) >= (((f32)st->arr[((u32)(((s64)(~(u64)(((s64)gtid))))) & 1u)]))) {
            n25 = (s32)((u32)(((u32)v17)) % 3u) + 1;
            i26 = 0;
            do {
                st->x1++;
                v16 = ((c27 = ((u16)((u32)0 - (u32)(((u16)bid))))), (u16)(c27 ^ ((u16)((u32)0 - (u32)(v16)))));
            } while (++i26 < n25);
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(out[(0u & 3u)]) * 5u) ^ (u32)(p0062_sh0[(126u % 127u)]) * 7u) ^ dg_fbits(p0062_sh1[tid * 2u + (0u & 1u)]) * 9u) ^ (u32)(a20[(7u & 7u)]) ^ (st->h * 7u);
        p0062_f0((s32)((u32)(((u32)((u32)((*(in + ((u32)(((u32)v16)) & 7u)))) * (u32)(tid)))) % 5u), a18, sv22, DG_A(sv23), st->arr, DG_A(v28), ((s64)((s64)(sv24.x) >> ((u32)(((s32)st->x1)) & 63u))), sv24, a29, ((BOOL)st->x1));
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((BOOL)((!(((((s64)bid)) == (v17)))))));
        out[9] = (u32)(((u32)st->x1));
        out[10] = (u32)(st->arr[0]);
        out[11] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0062, p0062_state, 127, 2, 8, 12, 2, 8192, 62u)
