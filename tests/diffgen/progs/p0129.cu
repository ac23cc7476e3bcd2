// diffgen program p0129: gen.py --seed 130 --name p0129 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    f64 f0;
    f64 f1;
} p0129_S0;
typedef struct DG_ALIGN(8) {
    f32 f0;
} p0129_S1;

FN p0129_S0 p0129_f0(f64 p0, DG_REF(longlong2) p1)
{
    BOOL v1 = ((BOOL)(((((s64)0x69a1444e1da54b0full)) == (DG_R(p1).y))));
    u64 v2 = ((u64)__float2uint_rz(dg_fclamp(((f32)v1), 0.0f, 4294967040.0f)));
    u32 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = 31u;
    p0129_S0 sv5;
    sv5.f0 = ((f64)((u16)v1));
    sv5.f1 = ((f64)((s8)v1));
    int2 sv6 = make_int2(((s32)((u32)(((s32)v1)) << ((u32)(((u8)v2)) & 31u))), ((s32)((s32)(8) >> ((u32)(((u32)v2)) & 31u))));
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)sv6;
    (void)h7;
    (void)p0;
    (void)p1;
    p0 = ((f64)((u8)254));
    v2 += ((u64)(((s8)127)));
    h7 = (((((u32)(v2) * 3u) ^ (u32)((u64)(DG_R(p1).y) >> 32) * 5u) ^ (u32)(dg_dbits(sv5.f0) >> 32) * 7u) ^ (u32)dg_dbits(sv5.f1) * 9u) ^ (u32)(dg_dbits(sv5.f1) >> 32);
    sv5.f0 = (sv5.f0 + (f64)(h7 & 255u));
    return sv5;
}

FN s64 p0129_f1(s32 depth, DG_REF(p0129_S1) p0, p0129_S0 p1, DG_REF(p0129_S1) p2)
{
    f32 v8 = (DG_R(p2).f0 / ((f32)((s16)-286)));
    s64 v9 = ((s64)0x2ull);
    f32 a10[4] = {0};
    s32 j11;
    for (j11 = 0; j11 < 4; j11++)
        a10[j11] = (-(((f32)v9)));
    longlong2 sv12;
    sv12.x = ((s64)(signbit(dg_canon(p1.f1)) != 0));
    sv12.y = ((s64)__float2int_rd(dg_fclamp(((f32)((s16)depth)), -2147483648.0f, 2147483520.0f)));
    p0129_S0 sv13;
    sv13.f0 = ((f64)a10[((u32)(((s64)(((u8)58)))) & 3u)]);
    sv13.f1 = ((((depth) < (((s32)v9)))) ? p1.f1 : ((f64)depth));
    s32 g14 = 0;
    s32 g15 = 0;
    s32 g16 = 0;
    s32 n17 = 0, i18 = 0;
    u32 h19 = 0;
    (void)v8;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)sv13;
    (void)g14;
    (void)g15;
    (void)g16;
    (void)n17;
    (void)i18;
    (void)h19;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((s64)sizeof(DG_R(p0)));
    B1:;
    sv13 = p0129_f0(sv13.f1, DG_A(sv12));
    if (g14 < 2 && (isinf(DG_R(p2).f0) != 0)) {
        g14++;
        goto B1;
    }
    B2:;
    v8 = (((f32)v9) / ((f32)depth));
    if (g15 < 3 && ((((u32)depth)) <= (3399354892u))) {
        g15++;
        goto B2;
    }
    v9 = p0129_f1(depth - 1, DG_A(DG_R(p2)), sv13, DG_A(DG_R(p0)));
    B3:;
    if (((((f32)((u64)0x3full)) - ((f32)depth))) != ((((f32)v9) * DG_R(p0).f0))) {
        n17 = (s32)((u32)(((u8)0)) % 7u);
        for (i18 = 0; i18 < n17; i18++) {
            v8 += (-(__fsub_rn(((f32)((u16)3)), DG_R(p2).f0)));
            if (((((s32)v9)) == (depth)) && ((sv12.x) != (((s64)0x8000000000000000ull)))) return ((s64)((u64)0 - (u64)(((s64)0x20ull))));
        }
    } else {
        v9 = ((s64)(~(u64)(((s64)0xffffffffffffffffull))));
    }
    if (g16 < 3 && ((((s32)v9)) <= (((s32)-1550710163)))) {
        g16++;
        goto B3;
    }
    h19 = (((((u32)(depth) * 3u) ^ dg_fbits(DG_R(p2).f0) * 5u) ^ (u32)(dg_dbits(sv13.f0) >> 32) * 7u) ^ (u32)(dg_dbits(sv13.f1) >> 32) * 9u) ^ dg_fbits(a10[(0u & 3u)]);
    return ((s64)((u64)(((s64)((u64)(((s64)((u64)(v9) << ((u32)(250) & 63u)))) - (u64)(((s64)((((s64)depth)) | (v9))))))) ^ (u64)h19));
}

FN BOOL p0129_f2(f64 *p0, p0129_S0 p1, DG_REF(u8) p2)
{
    s32 c28 = 0;
    s8 v20 = ((s8)DG_R(p2));
    longlong2 sv21 = make_longlong2(((s64)(((isnan(1.0e22) != 0)) ? (((s64)v20)) : (((s64)DG_R(p2))))), ((s64)(((s16)v20))));
    p0129_S0 sv22;
    sv22.f0 = (-(((f64)DG_R(p2))));
    sv22.f1 = (p0[((u32)(sv21.y) & 3u)] + ((f64)v20));
    p0129_S1 sv23;
    sv23.f0 = ((f32)((s16)DG_R(p2)));
    float2 sv24;
    sv24.x = (__uint_as_float(0x3f7fffffu) - sv23.f0);
    sv24.y = __saturatef(sv23.f0);
    s32 g25 = 0;
    s32 g26 = 0;
    u32 h27 = 0;
    (void)v20;
    (void)sv21;
    (void)sv22;
    (void)sv23;
    (void)sv24;
    (void)g25;
    (void)g26;
    (void)h27;
    (void)c28;
    (void)p0;
    (void)p1;
    (void)p2;
    B4:;
    v20 = ((s8)dg_div_s32((s32)(v20), (s32)(((s8)((u32)(((s8)-128)) * (u32)(((s8)-110)))))));
    if (g25 < 2 && ((((s64)0x20ull)) != (((s64)0x114dbbce02919cf3ull)))) {
        g25++;
        goto B4;
    }
    B5:;
    p1 = p0129_f0((((f64)DG_R(p2)) * __longlong_as_double((s64)0x746509857d86ae80ull)), DG_A(sv21));
    if (g26 < 2 && ((((s64)DG_R(p2))) > (((s64)0x81b809642ebfbf26ull)))) {
        g26++;
        goto B5;
    }
    h27 = (((((u32)(dg_dbits(p1.f1) >> 32) * 3u) ^ (u32)(sv21.x) * 5u) ^ (u32)(sv21.y) * 7u) ^ dg_fbits(sv24.y) * 9u) ^ (u32)dg_dbits(p0[(0u & 3u)]);
    return ((BOOL)(((u32)(((BOOL)(((((s32)((__uint_as_float(0xb5ce2c3fu)) < (__uint_as_float(0x7fc00000u))))) > (((c28 = ((s32)DG_R(p2))), (s32)(c28 ^ ((s32)DG_R(p2))))))))) ^ h27) & 1u));
}

typedef struct {
    BOOL x0;
    BOOL x1;
    u32 h;
} p0129_state;

DG_SHARED s16 p0129_sh0[254];
DG_SHARED u8 p0129_sh1[127];

DG_KERNEL(p0129_kernel, p0129_state)
{
    DG_BEGIN(p0129_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((BOOL)(((((u8)__ldg(&in[3]))) <= (((u8)254)))));
        st->x1 = ((BOOL)(((in[((u32)(((s64)((u64)(((s64)__ldg(&in[6]))) * (u64)(((s64)__ldg(&in[2])))))) % 7u)]) < (((u32)st->x0)))));
        st->h = ((u32)((bid) | ((*(out + ((u32)(__sad(((s32)__ldg(&in[1])), ((s32)__ldg(&in[4])), gtid)) & 3u))))));
        p0129_sh0[tid * 2u + 0u] = ((s16)-31213);
        p0129_sh0[tid * 2u + 1u] = ((s16)__ldg(&in[1]));
        p0129_sh1[tid * 1u + 0u] = ((u8)(+(((u8)tid))));
        f64 v29 = (((f64)((s8)-127)) - -2.5);
        f64 a30[8] = {0};
        s32 j31;
        for (j31 = 0; j31 < 8; j31++)
            a30[j31] = ((f64)((u64)0x228ull));
        longlong2 sv32;
        sv32.x = ((s64)((((u16)st->x1)) <= (((u16)26255))));
        sv32.y = ((s64)0x4e03afe06dd64b27ull);
        p0129_S0 sv33;
        sv33.f0 = -1.0;
        sv33.f1 = __longlong_as_double((s64)0x7ff0000000000000ull);
        p0129_S1 sv34;
        sv34.f0 = __ll2float_rn(sv32.y);
        u8 v35 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v29;
        (void)a30;
        (void)j31;
        (void)sv32;
        (void)sv33;
        (void)sv34;
        (void)v35;
        p0129_f2(a30 + ((u32)(((u32)dg_fclamp(((f32)bid), 0.0f, 4294967040.0f))) % 5u), sv33, DG_A(v35));
        st->h = (((((u32)((u64)(sv32.x) >> 32) * 3u) ^ (u32)((u64)(sv32.y) >> 32) * 5u) ^ dg_fbits(sv34.f0) * 7u) ^ (u32)(in[(0u % 7u)]) * 9u) ^ (u32)(dg_dbits(a30[(0u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        u16 v36 = ((u16)((((u8)st->h)) == (((u8)131))));
        f64 a37[8] = {0};
        s32 j38;
        for (j38 = 0; j38 < 8; j38++)
            a37[j38] = ((f64)st->h);
        longlong2 sv39;
        sv39.x = ((s64)st->x1);
        sv39.y = ((s64)((u64)(((s64)0x29ull)) * (u64)(((s64)bid))));
        p0129_S0 sv40;
        sv40.f0 = __fma_rz(((f64)bid), ((f64)bid), ((f64)bid));
        sv40.f1 = ((f64)(*(p0129_sh0 + ((u32)(((u8)tid)) % 254u))));
        p0129_S1 sv41;
        sv41.f0 = ((f32)sv40.f1);
        int2 sv42 = make_int2(((s32)((((s32)st->x0)) ^ (((s32)tid)))), ((s32)(((s8)62))));
        s32 n43 = 0, i44 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v36;
        (void)a37;
        (void)j38;
        (void)sv39;
        (void)sv40;
        (void)sv41;
        (void)sv42;
        (void)n43;
        (void)i44;
        if ((((s32)((u32)(((s32)bid)) << ((u32)(tid) & 31u)))) <= (((s32)-513836248))) {
            n43 = (s32)((u32)(st->h) % 3u) + 1;
            i44 = 0;
            do {
                a37[((u32)(((u8)((u32)(((u8)i44)) >> ((u32)(((u32)v36)) & 31u)))) & 7u)] = ((((((s8)31)) == (((s8)st->h)))) ? ((f64)i44) : sv40.f0);
            } while (++i44 < n43);
        }
        if ((((s64)st->x1)) > (((s64)0x122ull))) {
            st->x0 = ((BOOL)(((sv42.x) <= (((s32)-996844779)))));
        } else {
            st->h += ((u32)(~(u32)(bid)));
        }
        st->h = (((((u32)((u64)(sv39.x) >> 32) * 3u) ^ dg_fbits(sv41.f0) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)(dg_dbits(a37[(0u & 7u)]) >> 32) * 9u) ^ (u32)dg_dbits(a37[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        u8 v45 = ((u8)((u32)(((u8)83)) + (u32)(((u8)tid))));
        s8 v46 = ((s8)127);
        f64 a47[8] = {0};
        s32 j48;
        for (j48 = 0; j48 < 8; j48++)
            a47[j48] = (((f64)((f32)v46)) - ((f64)((f32)gtid)));
        longlong2 sv49 = make_longlong2(((s64)dg_fclamp(3.0f, -9223372036854775808.0f, 9223371487098961920.0f)), ((s64)0xffffffffffffffb3ull));
        p0129_S0 sv50;
        sv50.f0 = __ull2double_rd(((u64)tid));
        sv50.f1 = (((f64)v45) - ((f64)((u16)st->x1)));
        p0129_S1 sv51;
        sv51.f0 = ((f32)0.5);
        s32 g52 = 0;
        s32 n53 = 0, i54 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v45;
        (void)v46;
        (void)a47;
        (void)j48;
        (void)sv49;
        (void)sv50;
        (void)sv51;
        (void)g52;
        (void)n53;
        (void)i54;
        B8:;
        n53 = (s32)((u32)(((u64)((u64)(((u64)((((((s8)tid)) != (v46))) ? (((u64)0x0ull)) : (((u64)0x2ull))))) >> ((u32)(((s32)((u32)(0) + (u32)(((s32)v45))))) & 63u)))) % 3u) + 1;
        i54 = 0;
        do {
            sv50 = p0129_f0(((((((((u32)v46)) != (tid))) && (st->x0))) ? (sv50.f1 - sv50.f1) : ((f64)__uint_as_float(0x3f800000u))), DG_A(sv49));
            a47[((u32)(((s32)(+(((s32)-1))))) & 7u)] = (sv50.f0 - ((f64)sv49.x));
        } while (++i54 < n53);
        if (g52 < 2 && ((((u16)65535)) != (((u16)st->x1)))) {
            g52++;
            goto B8;
        }
        sv50 = p0129_f0(((((f64)st->h) + ((f64)v45)) - __longlong_as_double((s64)0x716cc17c92a70eb5ull)), DG_A(sv49));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(sv49.x) * 5u) ^ (u32)dg_dbits(sv50.f1) * 7u) ^ (u32)(in[(6u % 7u)]) * 9u) ^ (u32)(p0129_sh0[(253u % 254u)]) ^ (st->h * 7u);
        st->x1 = (BOOL)(p0129_f1((s32)((u32)(tid) % 6u), DG_A(sv51), sv50, DG_A(sv51)) != 0);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->h);
        if ((gtid % 7u) == 0u && ((((u64)gtid)) != (((u64)0xfffffffffffffffeull)))) return;
        out[7] = (u32)(((s32)dg_dclamp(sv50.f0, -2147483648.0, 2147483647.0)));
        out[8] = (u32)(v46);
    }
    DG_END
}

DG_PROGRAM(p0129, p0129_state, 127, 1, 7, 9, 3, 8192, 130u)
