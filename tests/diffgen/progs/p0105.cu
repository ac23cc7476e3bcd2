// diffgen program p0105: gen.py --seed 105 --name p0105 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0;
    u16 f1;
    f32 f2;
} p0105_S0;
typedef struct DG_ALIGN(8) {
    u8 f0;
    u8 f1[3];
} p0105_S1;

FN f64 p0105_f0(short2 p0)
{
    s16 c4 = 0;
    s32 v1 = ((s32)sizeof(u32));
    f64 v2 = ((f64)((u64)v1));
    s32 g3 = 0;
    s32 g5 = 0;
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)g5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)c4;
    (void)p0;
    v2 = ((f64)((u64)v1));
    if (((v1) == (7)) && ((((u32)v1)) >= (123u))) return ((f64)v1);
    B1:;
    p0.y = ((c4 = p0.x), (s16)(c4 ^ ((s16)v1)));
    if (g3 < 3 && ((((u16)v1)) <= (((u16)8)))) {
        g3++;
        goto B1;
    }
    B2:;
    n6 = (s32)((u32)(((s32)((u32)(v1) * (u32)(((s32)((u32)(32) << ((u32)(((u8)v1)) & 31u))))))) % 3u) + 1;
    i7 = 0;
    do {
        v1 = ((s32)-517781461);
    } while (++i7 < n6);
    if (g5 < 3 && ((0u) != (32u))) {
        g5++;
        goto B2;
    }
    h8 = (((((u32)(v1) * 3u) ^ (u32)dg_dbits(v2) * 5u) ^ (u32)(dg_dbits(v2) >> 32) * 7u) ^ (u32)(p0.x) * 9u) ^ (u32)(p0.y);
    return (((f64)((s32)((s32)(v1) >> ((u32)(v1) & 31u)))) + (f64)(h8 & 255u));
}

FN u32 p0105_f1(p0105_S1 p0, f32 p1)
{
    u32 c14 = 0;
    u32 v9 = ((u32)llmin(((s64)0x7fffffffffffffffull), ((s64)0x8000000000000001ull)));
    u8 a10[16] = {0};
    s32 j11;
    for (j11 = 0; j11 < 16; j11++)
        a10[j11] = ((u8)((u32)(((u8)v9)) >> ((u32)(v9) & 31u)));
    short2 sv12 = make_short2(((s16)((u32)(((s16)-12927)) - (u32)(((s16)v9)))), ((s16)((u32)(((s16)32767)) - (u32)(((s16)88)))));
    u32 h13 = 0;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)h13;
    (void)c14;
    (void)p0;
    (void)p1;
    a10[((u32)(((u8)((((u8)v9)) != (((u8)102))))) & 15u)] = a10[((u32)(((u8)((a10[((u32)(((s32)v9)) & 15u)]) ^ (a10[((u32)(((s32)((((((s8)-128)) >= (((s8)55)))) ? (((s32)v9)) : (((s32)-4))))) & 15u)])))) & 15u)];
    if ((((u8)((((u8)v9)) ^ (a10[((u32)(((s32)((s32)(63) >> ((u32)(((s32)-1419135843)) & 31u)))) & 15u)])))) > (((u8)dg_fclamp(((f32)v9), 0.0f, 255.0f)))) {
        p1 = (f32)p0105_f0(make_short2(((s16)((u32)(((s16)v9)) << ((u32)(((u8)255)) & 31u))), ((s16)-32767)));
    }
    p1 = ((f32)((u8)1));
    h13 = ((((dg_fbits(p1) * 3u) ^ (u32)(p0.f0) * 5u) ^ (u32)(p0.f1[1]) * 7u) ^ (u32)(sv12.y) * 9u) ^ (u32)(a10[(15u & 15u)]);
    return ((u32)((u32)(((c14 = ((u32)dg_dclamp(((f64)((s64)0xffull)), 0.0, 4294967295.0))), (u32)(c14 ^ ((u32)((u32)(v9) >> ((u32)(a10[((u32)(((s32)(isfinite(0.25f) != 0))) & 15u)]) & 31u)))))) ^ (u32)h13));
}

FN short2 p0105_f2(s32 depth, s32 p0, DG_REF(s64) p1)
{
    u8 c18 = 0;
    u8 c19 = 0;
    u16 v15 = ((u16)65535);
    short2 sv16 = make_short2(((s16)((s32)(((s16)v15)) >> ((u32)(((u8)v15)) & 31u))), ((s16)((u32)(((s16)63)) + (u32)(((s16)depth)))));
    p0105_S1 sv17;
    sv17.f0 = ((c18 = ((u8)0)), (u8)(c18 ^ ((u8)depth)));
    sv17.f1[0] = ((u8)(~(u32)(((u8)DG_R(p1)))));
    sv17.f1[1] = ((u8)(((s8)-86)));
    sv17.f1[2] = ((c19 = ((u8)DG_R(p1))), (u8)(c19 ^ ((u8)1)));
    p0105_S0 sv20;
    sv20.f0 = ((s8)((u32)(((s8)-56)) - (u32)(((s8)-127))));
    sv20.f1 = ((u16)((u32)(((u16)187)) - (u32)(v15)));
    sv20.f2 = __fmaf_ru(__uint_as_float(0xed32638du), ((f32)((u32)v15)), ((f32)depth));
    s32 g21 = 0;
    u32 h22 = 0;
    (void)v15;
    (void)sv16;
    (void)sv17;
    (void)sv20;
    (void)g21;
    (void)h22;
    (void)c18;
    (void)c19;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return sv16;
    v15 = (u16)p0105_f1(sv17, (((f32)((f64)depth)) / ((f32)p0)));
    B4:;
    if (((((u64)0x8ull)) == (((u64)p0))) && ((((((u32)depth)) <= (1u))) && (((((f32)depth)) < (((f32)((f64)v15))))))) return sv16;
    if (g21 < 1 && ((sv16.x) < (((s16)DG_R(p1))))) {
        g21++;
        goto B4;
    }
    sv16 = p0105_f2(depth - 1, ((s32)((s32)(((s32)dg_rem_s32((s32)(((s32)DG_R(p1))), (s32)(((s32)DG_R(p1)))))) >> ((u32)(((s32)((p0) ^ (p0)))) & 31u))), DG_A(DG_R(p1)));
    h22 = (((((u32)((u64)(DG_R(p1)) >> 32) * 3u) ^ (u32)(sv16.y) * 5u) ^ (u32)(sv17.f1[0]) * 7u) ^ (u32)(sv17.f1[1]) * 9u) ^ (u32)(sv20.f1);
    sv16.x = ((s16)((u32)(sv16.x) ^ (u32)h22));
    return sv16;
}

typedef struct {
    s16 x0;
    f32 x1;
    u32 h;
} p0105_state;

DG_SHARED f32 p0105_sh0[256];
DG_SHARED u32 p0105_sh1[128];

DG_KERNEL(p0105_kernel, p0105_state)
{
    DG_BEGIN(p0105_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 5u;
        s16 c26 = 0;
        st->x0 = ((s16)__ldg(&in[1]));
        st->x1 = fmaxf(((f32)((f64)__ldg(&in[4]))), ((f32)((f64)tid)));
        st->h = (*(in + ((u32)(((s64)max(((s32)__ldg(&in[1])), ((s32)bid)))) % 5u)));
        p0105_sh0[tid * 4u + 0u] = st->x1;
        p0105_sh0[tid * 4u + 1u] = ((((((s8)7)) >= (((s8)31)))) ? ((f32)((f64)__ldg(&in[2]))) : st->x1);
        p0105_sh0[tid * 4u + 2u] = (((f32)tid) * ((f32)__ldg(&in[0])));
        p0105_sh0[tid * 4u + 3u] = ((f32)((s32)__ldg(&in[4])));
        p0105_sh1[tid * 2u + 0u] = bid;
        p0105_sh1[tid * 2u + 1u] = ((u32)(((s64)st->x0)));
        f32 v23 = (st->x1 / st->x1);
        s16 v24 = ((s16)dg_fclamp(((f32)st->h), -32768.0f, 32767.0f));
        short2 sv25;
        sv25.x = ((c26 = st->x0), (s16)(c26 ^ ((s16)gtid)));
        sv25.y = ((s16)((((s16)-32767)) & (((s16)5421))));
        p0105_S1 sv27;
        sv27.f0 = ((u8)((((f32)((f64)v24))) >= (v23)));
        sv27.f1[0] = ((u8)((u32)(((u8)v24)) << ((u32)(tid) & 31u)));
        sv27.f1[1] = ((u8)bid);
        sv27.f1[2] = ((u8)v24);
        s32 n28 = 0, i29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)v24;
        (void)sv25;
        (void)sv27;
        (void)n28;
        (void)i29;
        (void)c26;
        if (!((!(((sv25.x) == (st->x0)))))) {
            n28 = (s32)((u32)(4294967295u) % 7u) + 1;
            i29 = 0;
            while (i29 < n28) {
                i29++;
                (*(p0105_sh0 + tid * 4u + ((u32)(((u32)__mulhi(((s32)bid), ((s32)gtid)))) & 3u))) = (((f32)v24) / st->x1);
            }
        }
        st->h = p0105_f1(sv27, __ull2float_rz(((u64)st->h)));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(v24) * 5u) ^ (u32)(sv25.x) * 7u) ^ (u32)(sv25.y) * 9u) ^ dg_fbits(p0105_sh0[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 5u;
        f64 v30 = fabs(((f64)((u8)bid)));
        short2 sv31 = make_short2(((s16)((u32)(((s16)-28)) + (u32)(st->x0))), ((s16)((st->x0) ^ (((s16)tid)))));
        p0105_S1 sv32;
        sv32.f0 = ((u8)3);
        sv32.f1[0] = ((u8)((u32)(((u8)1)) - (u32)(((u8)78))));
        sv32.f1[1] = ((u8)((u32)(((u8)2)) >> ((u32)(((u8)bid)) & 31u)));
        sv32.f1[2] = ((u8)8);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)sv31;
        (void)sv32;
        v30 += ((((st->x1) < (((f32)((s64)0x2ull))))) ? v30 : v30);
        st->x1 = (f32)p0105_f1(sv32, (((f32)bid) / ((((st->x0) != (((s16)tid)))) ? 1.5f : st->x1)));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(dg_dbits(v30) >> 32) * 5u) ^ (u32)(sv31.x) * 7u) ^ (u32)(sv32.f0) * 9u) ^ (u32)(in[(4u % 5u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 5u;
        f32 v33 = __ll2float_rd(((s64)st->h));
        short2 sv34 = make_short2(((s16)((u32)(st->x0) << ((u32)(32u) & 31u))), ((s16)dg_div_s32((s32)(((s16)bid)), (s32)(((s16)12939)))));
        p0105_S1 sv35;
        sv35.f0 = ((u8)(+(((u8)st->h))));
        sv35.f1[0] = ((u8)(((u16)st->x0)));
        sv35.f1[1] = ((u8)((u32)(((u8)tid)) << ((u32)(bid) & 31u)));
        sv35.f1[2] = ((u8)((u32)(((u8)gtid)) * (u32)(((u8)st->x0))));
        s32 n36 = 0, i37 = 0;
        s64 v38 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v33;
        (void)sv34;
        (void)sv35;
        (void)n36;
        (void)i37;
        (void)v38;
        v33 = (((f32)sv35.f1[2]) + ((((((u8)1)) <= (((u8)254)))) ? v33 : st->x1));
        n36 = (s32)((u32)(((s32)((((s32)-1)) & (((s32)-277149310))))) % 8u) + 1;
        for (i37 = 0; i37 < n36; i37++) {
            switch (((u32)(gtid) + (u32)bid) & 3u) {
            case 0: {
                st->x1 = __uint_as_float(gtid);
                break;
            }
            case 1: {
                v33 = ((f32)gtid);
                break;
            }
            case 2: {
                st->h = ((u32)((tid) & (2u)));
                break;
            }
            case 3: {
                if ((gtid % 7u) == 2u && ((((p0105_sh0[((u32)(((s64)((u64)0 - (u64)(((s64)gtid))))) & 255u)]) >= (v33))) && (((((u64)0xffffffffffffffffull)) <= (((u64)0x373d17f98d70ede7ull)))))) return;
                break;
            }
            default: {
                v33 += (-(p0105_sh0[((u32)(p0105_sh1[((u32)(((u8)dg_div_u32((u32)(((u8)255)), (u32)(((u8)i37))))) & 127u)]) & 255u)]));
                break;
            }
            }
            st->x1 = ((((((s8)i37)) <= (((s8)tid)))) ? ((f32)st->h) : ((f32)((u32)st->x0)));
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ dg_fbits(st->x1) * 7u) ^ (u32)(sv35.f1[2]) * 9u) ^ dg_fbits(p0105_sh0[(0u & 255u)]) ^ (st->h * 7u);
        sv34 = p0105_f2((s32)((u32)(((u32)((u32)(gtid) - (u32)(tid)))) % 3u), ((s32)((((((u32)st->x0)) <= (in[((u32)(((s32)(((s64)0xffull)))) % 5u)]))) || (((__uint_as_float(0x3f000000u)) == (((f32)((f64)tid))))))), DG_A(v38));
        out[0] = (u32)(st->x0);
        out[1] = dg_fbits(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)dg_dbits(((f64)gtid));
        out[4] = (u32)dg_dbits(((__longlong_as_double((s64)0x4ad3ba4f15bf56e9ull) * ((f64)v33)) * ((f64)st->h)));
    }
    DG_END
}

DG_PROGRAM(p0105, p0105_state, 64, 2, 5, 5, 3, 8192, 105u)
