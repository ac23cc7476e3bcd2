// diffgen program p0002: gen.py --seed 2 --name p0002 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0;
} p0002_S0;

FN u8 p0002_f0(u64 p0, const u64 *p1, p0002_S0 p2, f32 *p3, const f64 *p4, u64 *p5, longlong2 p6, u8 p7, u8 p8, double2 p9, const s16 *p10, const f64 *p11, DG_REF(s32) p12)
{
    u64 c3 = 0;
    u32 v1 = ((u32)((((u32)p8)) | (((u32)DG_R(p12)))));
    s64 v2 = ((s64)dg_rem_s64((s64)(((s64)0xaull)), (s64)(((s64)v1))));
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)h4;
    (void)c3;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    (void)p9;
    (void)p10;
    (void)p11;
    (void)p12;
    if ((((c3 = ((u64)0x1b2d19a2beaa14a7ull)), (u64)(c3 ^ p0))) >= (((u64)(((u8)DG_R(p12)))))) {
        if (((DG_R(p12)) < (((s32)-2046798048))) && ((v1) < (155774155u))) return ((u8)p0);
    } else {
        v1 = ((u32)(((u64)0x143ull)));
    }
    if ((((f32)((f64)p8))) >= (((f32)v2))) goto F1;
    p7 = ((u8)((((u8)DG_R(p12))) ^ (p8)));
    F1:;
    h4 = (((((u32)(DG_R(p12)) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(dg_dbits(p9.x) >> 32) * 7u) ^ (u32)(dg_dbits(p9.y) >> 32) * 9u) ^ (u32)dg_dbits(p4[(0u & 7u)]);
    return ((u8)((u32)(((u8)dg_div_u32((u32)(p7), (u32)(((u8)3))))) ^ (u32)h4));
}

typedef struct {
    f64 x0;
    u32 x1;
    s16 x2;
    f64 x3;
    u32 h;
} p0002_state;

DG_SHARED f64 p0002_sh0[80];

DG_KERNEL(p0002_kernel, p0002_state)
{
    DG_BEGIN(p0002_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = copysign(((f64)tid), dg_canon(__longlong_as_double((s64)0x4330000000000000ull)));
        st->x1 = ((u32)sizeof(s32));
        st->x2 = ((s16)__float2uint_rz(dg_fclamp(((f32)((f64)__ldg(&in[0]))), 0.0f, 4294967040.0f)));
        st->x3 = st->x0;
        st->h = ((u32)((u32)(__ldg(&in[2])) + (u32)(2831069187u)));
        p0002_sh0[tid * 2u + 0u] = (((f64)st->h) / ((f64)__ldg(&in[3])));
        p0002_sh0[tid * 2u + 1u] = ((f64)((s32)-2147483647));
        f32 v5 = floorf(((f32)st->h));
        u64 a6[8] = {0};
        s32 j7;
        for (j7 = 0; j7 < 8; j7++)
            a6[j7] = ((u64)st->x1);
        f32 a8[8] = {0};
        s32 j9;
        for (j9 = 0; j9 < 8; j9++)
            a8[j9] = v5;
        p0002_S0 sv10;
        sv10.f0 = ((s8)st->h);
        longlong2 sv11 = make_longlong2(((s64)0x7ec109fbdfdd25e9ull), ((s64)(((u64)st->h))));
        double2 sv12 = make_double2(((((a8[((u32)(((s32)((((s32)-119)) ^ (((s32)-2147483647))))) & 7u)]) != (((f32)st->x2)))) ? ((f64)st->x2) : st->x0), __drcp_rn(st->x3));
        uchar4 sv13 = make_uchar4(((u8)__mul24(((s32)st->x2), ((s32)st->x2))), ((u8)((u32)(((u8)tid)) - (u32)(((u8)209)))), ((u8)((((((u8)tid)) != (((u8)81)))) ? (((u8)47)) : (((u8)63)))), ((u8)((31) < (((s32)-79)))));
        s32 g14 = 0;
        f64 a15[8] = {0};
        s32 j16;
        for (j16 = 0; j16 < 8; j16++)
            a15[j16] = (((((*(a8 + ((u32)(((u32)((sv13.z) <= (((u8)gtid))))) & 7u)))) != (v5))) ? (*(p0002_sh0 + tid * 2u + ((u32)(j16) & 1u))) : ((f64)v5));
        s16 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = st->x2;
        s32 v19 = 0;
        s32 n20 = 0, i21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)a6;
        (void)j7;
        (void)a8;
        (void)j9;
        (void)sv10;
        (void)sv11;
        (void)sv12;
        (void)sv13;
        (void)g14;
        (void)a15;
        (void)j16;
        (void)a17;
        (void)j18;
        (void)v19;
        (void)n20;
        (void)i21;
        B2:;
        if ((((u16)dg_fclamp(v5, 0.0f, 65535.0f))) <= (((u16)47191))) {
            v19 = (s32)p0002_f0(((u64)((((((f32)tid)) >= (((f32)bid)))) ? (((u64)((u64)(((u64)0x52053d318aed7f05ull)) + (u64)(((u64)0x2ull))))) : (((u64)((a6[((u32)(((u32)((u32)(270847083u) >> ((u32)(st->h) & 31u)))) & 7u)]) | (((u64)0xff5269013a4e2c4cull))))))), a6, sv10, a8, a15, a6 + ((u32)(((s64)0x8000000000000000ull)) % 7u), sv11, ((u8)st->h), sv13.z, sv12, a17, a15, DG_A(v19));
        } else {
            sv13.w = ((u8)99);
        }
        if (g14 < 3 && ((v19) != (((s32)bid)))) {
            g14++;
            goto B2;
        }
        n20 = (s32)((u32)(((s32)((u32)(((s32)((((s32)st->x1)) & (((s32)-17))))) * (u32)(((s32)((u32)(((s32)-22)) - (u32)(v19))))))) % 3u) + 1;
        for (i21 = 0; i21 < n20; i21++) {
            if ((((u8)((((u8)i21)) & (((u8)st->h))))) != (((u8)((((st->x0) <= (((f64)a6[((u32)(((u8)((((((s32)tid)) <= (i21))) || (((((f64)st->x2)) != (st->x3)))))) & 7u)])))) && (((((u64)0xffffffffffffffffull)) <= (((u64)0x1e6ull)))))))) {
                st->h = ((u32)((u32)(((u32)((u32)(bid) * (u32)(in[((u32)(((u8)(~(u32)(((u8)bid))))) & 3u)])))) * (u32)(((u32)((tid) & (bid))))));
            } else {
                sv12.y = (((signbit(dg_canonf(((f32)a15[((u32)(((s64)0x8000000000000000ull)) & 7u)]))) != 0)) ? ((f64)gtid) : ((f64)tid));
            }
            st->h++;
        }
        if ((((f32)sv10.f0)) >= ((((f32)bid) + v5))) {
            st->x0 = st->x3;
        } else {
            v5 = ((f32)st->x1);
        }
        st->h = (((((u32)(v19) * 3u) ^ (u32)dg_dbits(p0002_sh0[tid * 2u + (1u & 1u)]) * 5u) ^ (u32)((u64)(a6[(0u & 7u)]) >> 32) * 7u) ^ (u32)dg_dbits(a15[(7u & 7u)]) * 9u) ^ (u32)(a17[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = (u32)dg_dbits(st->x0);
        out[1] = (u32)(dg_dbits(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->x2);
        out[4] = (u32)dg_dbits(st->x3);
        out[5] = (u32)(dg_dbits(st->x3) >> 32);
        out[6] = (u32)(st->h);
        out[7] = dg_fbits(((f32)((s16)-32767)));
        out[8] = (u32)(((s16)((u32)(((s16)-32767)) << ((u32)(((u32)((((s8)108)) <= (((s8)-72))))) & 31u))));
    }
    DG_END
}

DG_PROGRAM(p0002, p0002_state, 40, 2, 4, 9, 1, 2048, 2u)
