// diffgen program p0114: gen.py --seed 114 --name p0114 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s8 f0;
    s16 f1;
    BOOL f2;
} p0114_S0;

FN p0114_S0 p0114_f0(f32 p0, DG_REF(u64) p1)
{
    f64 v1 = (((f64)DG_R(p1)) * ((f64)DG_R(p1)));
    s16 v2 = ((s16)DG_R(p1));
    s32 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((s32)((u32)(j4) + (u32)(j4)));
    p0114_S0 sv5;
    sv5.f0 = ((s8)-128);
    sv5.f1 = ((s16)((s32)(v2) >> ((u32)(63u) & 31u)));
    sv5.f2 = ((BOOL)((!(((v1) <= (((f64)DG_R(p1))))))));
    longlong2 sv6 = make_longlong2(((s64)dg_div_s64((s64)(((s64)v2)), (s64)(((s64)v2)))), ((s64)dg_div_s64((s64)(((s64)0x8ull)), (s64)(((s64)0x7fffffffffffffffull)))));
    s32 n7 = 0, i8 = 0;
    s32 g9 = 0;
    s32 n10 = 0, i11 = 0;
    s32 g12 = 0;
    u32 h13 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)sv6;
    (void)n7;
    (void)i8;
    (void)g9;
    (void)n10;
    (void)i11;
    (void)g12;
    (void)h13;
    (void)p0;
    (void)p1;
    n7 = (s32)((u32)(((u8)((((u8)((((u8)v2)) ^ (((u8)32))))) & (((u8)dg_dclamp(v1, 0.0, 255.0)))))) % 8u) + 1;
    i8 = 0;
    while (i8 < n7) {
        i8++;
        ++p0;
    }
    B1:;
    if ((((s8)127)) != (sv5.f0)) {
        if (((((((u8)v2)) < (((u8)DG_R(p1))))) && (((((s8)-127)) <= (((s8)-96))))) && ((p0) <= (((f32)((u16)2))))) return sv5;
    }
    if (g9 < 1 && ((((f32)((u8)0))) >= (((f32)v2)))) {
        g9++;
        goto B1;
    }
    if (!(((((u8)v2)) >= (((u8)9))))) {
        n10 = (s32)((u32)(((u8)(((!(((((u16)v2)) != (((u16)65534)))))) || (((v1) < (((f64)((f32)v2)))))))) % 8u);
        for (i11 = 0; i11 < n10; i11++) {
            a3[((u32)(((s64)((((((u16)65535)) >= (((u16)v2)))) && (((__longlong_as_double((s64)0x47efffffe0000000ull)) == (v1)))))) & 7u)] = ((s32)sizeof(sv6));
        }
    } else {
        if (((v1) < (((f64)DG_R(p1)))) && ((sv5.f0) < (((s8)13)))) return sv5;
    }
    B2:;
    p0 *= ((p0 - ((f32)((s32)DG_R(p1)))) - (p0 + ((f32)((u16)150))));
    if (g12 < 2 && ((sv5.f0) < (((s8)DG_R(p1))))) {
        g12++;
        goto B2;
    }
    h13 = ((((dg_fbits(p0) * 3u) ^ (u32)((u64)(DG_R(p1)) >> 32) * 5u) ^ (u32)(dg_dbits(v1) >> 32) * 7u) ^ (u32)(sv5.f0) * 9u) ^ (u32)(a3[(7u & 7u)]);
    sv5.f0 = ((s8)((u32)(sv5.f0) ^ (u32)h13));
    return sv5;
}

FN s64 p0114_f1(longlong2 p0, u16 p1, DG_REF(longlong2) p2)
{
    s8 v14 = ((s8)((u32)(((s8)127)) + (u32)(((s8)p1))));
    f64 a15[16] = {0};
    s32 j16;
    for (j16 = 0; j16 < 16; j16++)
        a15[j16] = 2.0;
    p0114_S0 sv17;
    sv17.f0 = ((s8)((v14) & (v14)));
    sv17.f1 = ((s16)63);
    sv17.f2 = ((BOOL)((!(((((u16)v14)) < (((u16)53140)))))));
    double2 sv18 = make_double2(((f64)((f32)p1)), ((f64)p1));
    u64 v19 = 0;
    u32 h20 = 0;
    (void)v14;
    (void)a15;
    (void)j16;
    (void)sv17;
    (void)sv18;
    (void)v19;
    (void)h20;
    (void)p0;
    (void)p1;
    (void)p2;
    sv17 = p0114_f0(((f32)476u), DG_A(v19));
    p1 -= (u16)(((u16)v14));
    sv17 = p0114_f0((((f32)((u8)202)) - ((f32)a15[((u32)(((s32)((u32)(32) << ((u32)(((u8)53)) & 31u)))) & 15u)])), DG_A(v19));
    h20 = (((((u32)(p1) * 3u) ^ (u32)(v19) * 5u) ^ (u32)((u64)(v19) >> 32) * 7u) ^ (u32)(sv17.f1) * 9u) ^ (u32)(sv17.f2);
    return ((s64)((u64)(((s64)(((u8)(signbit(dg_canon(a15[((u32)(((s64)dg_rem_s64((s64)(((s64)0xd600dfd174caf56cull)), (s64)(p0.y)))) & 15u)])) != 0))))) ^ (u64)h20));
}

typedef struct {
    u8 x0;
    s16 x1;
    u32 h;
} p0114_state;

DG_SHARED u64 p0114_sh0[256];

DG_KERNEL(p0114_kernel, p0114_state)
{
    DG_BEGIN(p0114_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((u8)((u32)(((u8)180)) + (u32)(((u8)170))));
        st->x1 = ((s16)((s32)(((s16)__ldg(&in[3]))) >> ((u32)(((s32)-1)) & 31u)));
        st->h = ((u32)((u32)(((u32)st->x1)) * (u32)(__ldg(&in[4]))));
        p0114_sh0[tid * 4u + 0u] = ((u64)bid);
        p0114_sh0[tid * 4u + 1u] = ((u64)0x1ull);
        p0114_sh0[tid * 4u + 2u] = ((u64)((((((u16)__ldg(&in[4]))) != (((u16)53694)))) ? (((u64)st->x1)) : (((u64)__ldg(&in[4])))));
        p0114_sh0[tid * 4u + 3u] = ((u64)(st->x0));
        s16 v21 = ((s16)((u32)(((s16)tid)) + (u32)(((s16)0))));
        p0114_S0 sv22;
        sv22.f0 = ((s8)((u32)(((s8)tid)) << ((u32)(st->x0) & 31u)));
        sv22.f1 = ((s16)__double2int_rz(dg_dclamp(((f64)tid), -2147483648.0, 2147483647.0)));
        sv22.f2 = ((BOOL)(((((((u16)bid)) > (((u16)tid)))) || (((((s64)st->x0)) == (((s64)st->x1)))))));
        longlong2 sv23 = make_longlong2(((s64)st->x0), ((s64)__popcll((*(p0114_sh0 + tid * 4u + ((u32)(((u32)((u32)(tid) << ((u32)(st->h) & 31u)))) & 3u))))));
        s32 g24 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)sv22;
        (void)sv23;
        (void)g24;
        st->x1 = (s16)p0114_f1(make_longlong2(((s64)((s64)(sv23.y) >> ((u32)(((s32)tid)) & 63u))), ((s64)__double2uint_rn(dg_dclamp(((f64)v21), 0.0, 4294967295.0)))), ((u16)((((sv22.f0) == (((s8)59)))) ? (((u16)st->h)) : (((u16)st->x1)))), DG_A(sv23));
        B3:;
        if ((((s8)((u32)(sv22.f0) + (u32)(((s8)bid))))) != (((s8)((s32)(((s8)-1)) >> ((u32)(tid) & 31u))))) {
            (*(p0114_sh0 + tid * 4u + ((u32)(((s64)((((((f64)1.0f)) == (((f64)v21)))) || (((((s8)st->x1)) > (((s8)bid))))))) & 3u))) = ((u64)__sad(((s32)v21), 2147483647, 1672638318u));
        }
        if (g24 < 2 && ((((s32)v21)) <= (((s32)bid)))) {
            g24++;
            goto B3;
        }
        st->h = (((((u32)(sv22.f0) * 3u) ^ (u32)(sv22.f2) * 5u) ^ (u32)(sv23.y) * 7u) ^ (u32)(in[(0u % 5u)]) * 9u) ^ (u32)(p0114_sh0[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->h);
        out[7] = (u32)dg_dbits(__fma_rz(__ll2double_ru(sv23.x), (((f64)((u64)st->x0)) - 0.0000152587890625), (((f64)gtid) - ((f64)st->h))));
    }
    DG_END
}

DG_PROGRAM(p0114, p0114_state, 64, 3, 5, 8, 1, 2048, 114u)
