// diffgen program p0067: gen.py --seed 67 --name p0067 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u32 f0;
} p0067_S0;

FN uint4 p0067_f0(u8 p0)
{
    u32 c3 = 0;
    s64 v1 = ((s64)dg_div_s64((s64)(((s64)0x4ed644c5ef361abull)), (s64)(((s64)p0))));
    uint4 sv2;
    sv2.x = ((u32)p0);
    sv2.y = ((u32)dg_div_u32((u32)(3746655834u), (u32)(((u32)v1))));
    sv2.z = ((u32)((((u32)p0)) ^ (((u32)p0))));
    sv2.w = ((c3 = ((u32)p0)), (u32)(c3 ^ ((u32)p0)));
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)sv2;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)c3;
    (void)p0;
    ++p0;
    n4 = (s32)((u32)(((u8)v1)) % 4u) + 1;
    i5 = 0;
    while (i5 < n4) {
        i5++;
        v1 = ((s64)((v1) & (((s64)i5))));
        if ((__ull2double_rn(((u64)i5))) == ((((f64)((u64)v1)) - ((f64)i5)))) {
            p0 ^= (u8)(((u8)((((((u64)0x7bbebed808157c14ull)) < (((u64)p0)))) ? (p0) : (((u8)32)))));
        }
    }
    p0 = ((u8)__double2ull_ru(dg_dclamp(((f64)p0), 0.0, 18446744073709549568.0)));
    h6 = (((((u32)(p0) * 3u) ^ (u32)(sv2.x) * 5u) ^ (u32)(sv2.y) * 7u) ^ (u32)(sv2.z) * 9u) ^ (u32)(sv2.w);
    sv2.x = ((u32)((u32)(sv2.x) ^ (u32)h6));
    return sv2;
}

FN s16 p0067_f1(const s32 *p0, short2 p1)
{
    s32 v7 = ((s32)((u32)(2085198531) + (u32)((*(p0 + ((u32)(((u8)((((u8)255)) | (((u8)222))))) & 1u))))));
    uint4 sv8 = make_uint4(((u32)((u32)(2500325551u) << ((u32)(((u8)139)) & 31u))), ((u32)(((u16)v7))), 0u, ((u32)v7));
    s32 g9 = 0;
    s32 g10 = 0;
    s32 n11 = 0, i12 = 0;
    u32 h13 = 0;
    (void)v7;
    (void)sv8;
    (void)g9;
    (void)g10;
    (void)n11;
    (void)i12;
    (void)h13;
    (void)p0;
    (void)p1;
    B1:;
    sv8 = p0067_f0(((u8)7));
    if (g9 < 1 && ((((u64)v7)) != (((u64)0x20ull)))) {
        g9++;
        goto B1;
    }
    B2:;
    switch (((u32)(((u32)((u32)(((u32)v7)) >> ((u32)(((s32)dg_fclamp(3.0f, -2147483648.0f, 2147483520.0f))) & 31u)))) + (u32)v7) & 3u) {
    case 0: {
        n11 = (s32)((u32)(413u) % 3u) + 1;
        for (i12 = 0; i12 < n11; i12++) {
            sv8 = p0067_f0(((u8)dg_div_u32((u32)(((u8)0)), (u32)(((u8)v7)))));
            v7 = p0[((u32)(((u8)((((u8)i12)) ^ (((u8)i12))))) & 1u)];
        }
    }
    /* fallthrough */
    case 2: {
        sv8.w = ((u32)v7);
        break;
    }
    default: {
        sv8.y = ((u32)((((p1.x) >= (((s16)-14328)))) ? (((u32)v7)) : (sv8.y)));
        break;
    }
    }
    if (g10 < 3 && ((((s64)v7)) < (((s64)0xffffffffffffff4eull)))) {
        g10++;
        goto B2;
    }
    if (((((s64)0x3full)) > (((s64)v7))) && (!(((__longlong_as_double((s64)0x33e8c868042893f0ull)) < (__longlong_as_double((s64)0x7fefffffffffffffull)))))) return ((s16)((p1.y) & (((s16)v7))));
    v7 = 78;
    h13 = (((((u32)(v7) * 3u) ^ (u32)(p1.y) * 5u) ^ (u32)(sv8.y) * 7u) ^ (u32)(sv8.w) * 9u) ^ (u32)(p0[(0u & 1u)]);
    return ((s16)((u32)(((s16)((u32)(((s16)((u32)(((s16)8)) + (u32)(((s16)v7))))) + (u32)(((s16)((u32)0 - (u32)(p1.y))))))) ^ (u32)h13));
}

FN short2 p0067_f2(DG_REF(u64) p0, u64 p1)
{
    u16 v14 = ((u16)dg_rem_u32((u32)(((u16)p1)), (u32)(((u16)DG_R(p0)))));
    s32 a15[8] = {0};
    s32 j16;
    for (j16 = 0; j16 < 8; j16++)
        a15[j16] = ((s32)sizeof(u64));
    s32 a17[8] = {0};
    s32 j18;
    for (j18 = 0; j18 < 8; j18++)
        a17[j18] = ((s32)((((u32)v14)) >= (((u32)DG_R(p0)))));
    uint4 sv19;
    sv19.x = ((u32)((3322196558u) & (((u32)DG_R(p0)))));
    sv19.y = ((u32)((u32)(982464735u) >> ((u32)(3070630728u) & 31u)));
    sv19.z = ((u32)(+(((u32)v14))));
    sv19.w = ((u32)sizeof(u32));
    short2 sv20;
    sv20.x = ((s16)((((s32)p1)) <= (254)));
    sv20.y = ((s16)((u32)(((s16)32)) + (u32)(((s16)v14))));
    s32 g21 = 0;
    u32 h22 = 0;
    (void)v14;
    (void)a15;
    (void)j16;
    (void)a17;
    (void)j18;
    (void)sv19;
    (void)sv20;
    (void)g21;
    (void)h22;
    (void)p0;
    (void)p1;
    if ((((s32)((((((s64)0x8000000000000001ull)) >= (((s64)v14)))) ? (((s32)v14)) : (a17[((u32)(((u8)((u32)(((u8)255)) >> ((u32)(((u8)DG_R(p0))) & 31u)))) & 7u)])))) <= (a17[((u32)(((s64)((u64)(((s64)0x9bull)) * (u64)(((s64)0x8aull))))) & 7u)])) {
        sv19 = p0067_f0(((u8)((u32)(((u8)212)) * (u32)(((u8)255)))));
    }
    B3:;
    DG_R(p0)++;
    if (g21 < 2 && (signbit(dg_canon(((f64)v14))) != 0)) {
        g21++;
        goto B3;
    }
    if ((((((u16)DG_R(p0))) != (((u16)p1)))) || (((((s8)-61)) != (((s8)58))))) {
        sv19 = p0067_f0(((u8)v14));
    }
    h22 = (((((u32)(sv19.x) * 3u) ^ (u32)(sv19.y) * 5u) ^ (u32)(sv19.z) * 7u) ^ (u32)(a15[(0u & 7u)]) * 9u) ^ (u32)(a15[(7u & 7u)]);
    sv20.x = ((s16)((u32)(sv20.x) ^ (u32)h22));
    return sv20;
}

typedef struct {
    s64 x0;
    s16 x1;
    f32 x2;
    u32 h;
} p0067_state;

DG_KERNEL(p0067_kernel, p0067_state)
{
    DG_BEGIN(p0067_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((s64)((s64)(((s64)0x8000000000000001ull)) >> ((u32)(((u8)255)) & 63u)));
        st->x1 = ((s16)((((s16)__ldg(&in[5]))) & (((s16)__ldg(&in[3])))));
        st->x2 = (((f32)((s8)3)) + ((f32)((f64)__ldg(&in[3]))));
        st->h = ((u32)((u32)0 - (u32)(__ldg(&in[0]))));
        u8 v23 = ((u8)((u32)(((u8)8)) >> ((u32)(((u8)tid)) & 31u)));
        f64 v24 = ((((st->x0) < (((s64)gtid)))) ? 3.0 : ((f64)bid));
        s32 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((s32)((u32)(j26) + (u32)(((s32)bid))));
        uint4 sv27 = make_uint4(((u32)(((isnan(((f64)((u16)st->x0))) != 0)) ? (in[((u32)(((s64)(((isfinite(v24) != 0)) ? (((s64)0x2ull)) : (((s64)bid))))) % 7u)]) : (((u32)st->x0)))), (*(out + ((u32)(((s64)((((st->x2) == (((f32)((u64)0xfffffffffffffffeull))))) || (((255) > (965438130)))))) & 1u))), ((u32)((((u32)st->x1)) ^ (tid))), 545u);
        short2 sv28 = make_short2(((s16)__umulhi(sv27.w, 32u)), ((s16)st->h));
        s32 n29 = 0, i30 = 0;
        u64 v31 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)sv27;
        (void)sv28;
        (void)n29;
        (void)i30;
        (void)v31;
        --st->x2;
        if (!(((((s32)tid)) == (((s32)0x80000000u))))) {
            if ((((u32)sizeof(f32))) != (((u32)dg_div_u32((u32)(out[((u32)(((s32)((((u16)65534)) <= (((u16)v23))))) & 1u)]), (u32)(63u))))) {
                sv27 = p0067_f0(((u8)((u32)0 - (u32)(((u8)dg_rem_u32((u32)(v23), (u32)(v23)))))));
            } else {
                st->x2 = ((((v23) != (((u8)bid)))) ? 1024.0f : ((f32)8u));
            }
        } else {
            n29 = (s32)((u32)(((u8)dg_rem_u32((u32)(((u8)((((u8)st->x1)) | (v23)))), (u32)(((u8)sizeof(s32)))))) % 8u) + 1;
            i30 = 0;
            while (i30 < n29) {
                i30++;
                sv28 = p0067_f2(DG_A(v31), ((u64)((u64)(v31) * (u64)(((u64)v23)))));
            }
        }
        if ((((u64)((u64)(((u64)0x137ull)) * (u64)(((u64)0x17791a5308dedc6aull))))) < (((u64)0x5aull))) {
            sv27.y = ((u32)((u32)(((u32)sizeof(s32))) << ((u32)(((s32)((u32)(((s32)st->h)) << ((u32)(((s32)tid)) & 31u)))) & 31u)));
        }
        st->h = (((((u32)((u64)(st->x0) >> 32) * 3u) ^ (u32)(v23) * 5u) ^ (u32)(sv27.w) * 7u) ^ (u32)(sv28.y) * 9u) ^ (u32)(a25[(0u & 7u)]) ^ (st->h * 7u);
        st->x0 = (s64)p0067_f1(a25 + ((u32)(((s32)__usad(gtid, sv27.x, ((u32)st->x0)))) % 7u), sv28);
        out[2] = (u32)(st->x0);
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        out[5] = dg_fbits(st->x2);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u32)dg_rem_u32((u32)(((u32)((u32)0 - (u32)(445u)))), (u32)(((u32)((u32)(((u32)st->x1)) << ((u32)(a25[((u32)(((u8)((u32)(v23) - (u32)(v23)))) & 7u)]) & 31u)))))));
        out[8] = (u32)(((u32)((0u) | (sv27.w))));
    }
    DG_END
}

DG_PROGRAM(p0067, p0067_state, 96, 2, 7, 9, 1, 2048, 67u)
