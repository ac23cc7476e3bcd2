// diffgen program p0051: gen.py --seed 51 --name p0051 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u64 f0;
    s16 f1;
    u16 f2;
} p0051_S0;

FN f64 p0051_f0(BOOL p0, u32 *p1)
{
    s32 v1 = ((s32)dg_fclamp(((f32)((f64)p0)), -2147483648.0f, 2147483520.0f));
    u64 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((u64)__mulhi(((s32)p0), j3));
    u32 h4 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h4;
    (void)p0;
    (void)p1;
    v1 = ((s32)sizeof(u8));
    if (((((u8)v1)) >= (((u8)p0))) && ((((s8)p0)) == (((s8)v1)))) return ((f64)((u16)v1));
    p0 = ((BOOL)(((((s16)v1)) >= (((s16)32)))));
    if (((((s64)p0)) != (((s64)v1))) && ((((s16)v1)) != (((s16)112)))) return (((f64)v1) / __longlong_as_double((s64)0x7ff0000000000000ull));
    h4 = (((((u32)(v1) * 3u) ^ (u32)(p1[(0u & 3u)]) * 5u) ^ (u32)(p1[(3u & 3u)]) * 7u) ^ (u32)(a2[(7u & 7u)]) * 9u) ^ (u32)((u64)(a2[(7u & 7u)]) >> 32);
    return (1.5 + (f64)(h4 & 255u));
}

FN s64 p0051_f1(DG_REF(u64) p0, u16 p1)
{
    f64 v5 = (((f64)DG_R(p0)) + ((f64)DG_R(p0)));
    u32 a6[8] = {0};
    s32 j7;
    for (j7 = 0; j7 < 8; j7++)
        a6[j7] = ((u32)dg_dclamp(v5, 0.0, 4294967295.0));
    s32 g8 = 0;
    u32 h9 = 0;
    (void)v5;
    (void)a6;
    (void)j7;
    (void)g8;
    (void)h9;
    (void)p0;
    (void)p1;
    v5 = p0051_f0(((BOOL)((s8)DG_R(p0))), a6);
    B1:;
    p1 -= (u16)(((u16)((u32)0 - (u32)(p1))));
    if (g8 < 1 && ((((u32)DG_R(p0))) <= (((u32)p1)))) {
        g8++;
        goto B1;
    }
    h9 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)((u64)(DG_R(p0)) >> 32) * 5u) ^ (u32)(p1) * 7u) ^ (u32)dg_dbits(v5) * 9u) ^ (u32)(a6[(0u & 7u)]);
    return ((s64)((u64)(((s64)p1)) ^ (u64)h9));
}

FN u32 p0051_f2(u8 p0, u16 p1, p0051_S0 p2)
{
    f64 v10 = (((f64)p0) / ((f64)((s64)p0)));
    s32 v11 = ((s32)p0);
    u32 a12[8] = {0};
    s32 j13;
    for (j13 = 0; j13 < 8; j13++)
        a12[j13] = ((u32)(((s16)p0)));
    short2 sv14;
    sv14.x = ((s16)((((s16)v11)) | (((s16)v11))));
    sv14.y = p2.f1;
    u32 h15 = 0;
    (void)v10;
    (void)v11;
    (void)a12;
    (void)j13;
    (void)sv14;
    (void)h15;
    (void)p0;
    (void)p1;
    (void)p2;
    p0 = (u8)dg_dclamp(p0051_f0(((BOOL)(((((u16)p0)) != (p1)))), a12 + ((u32)(v11) % 5u)), 0.0, 255.0);
    (*(a12 + ((u32)(((u32)ullmax(((u64)0x3ull), ((u64)p1)))) & 7u))) = ((u32)((2036347062u) | (a12[((u32)(((s32)((u32)(((s32)p0)) - (u32)(((s32)-233))))) & 7u)])));
    h15 = (((((u32)(v11) * 3u) ^ (u32)(p2.f0) * 5u) ^ (u32)(sv14.y) * 7u) ^ (u32)(a12[(0u & 7u)]) * 9u) ^ (u32)(a12[(7u & 7u)]);
    return ((u32)((u32)(((u32)((u32)(((u32)__double2ll_rz(dg_dclamp(v10, -9223372036854775808.0, 9223372036854774784.0)))) << ((u32)(((s32)((u32)(v11) + (u32)(((s32)p0))))) & 31u)))) ^ (u32)h15));
}

typedef struct {
    s32 x0;
    u64 x1;
    f64 x2;
    s8 x3;
    u32 h;
} p0051_state;

DG_SHARED s16 p0051_sh0[96];
DG_SHARED f32 p0051_sh1[96];
DG_SHARED s16 p0051_sh2[96];

DG_KERNEL(p0051_kernel, p0051_state)
{
    DG_BEGIN(p0051_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 13u;
        st->x0 = ((s32)((u32)(((s32)__ldg(&in[4]))) << ((u32)(((s32)bid)) & 31u)));
        st->x1 = __float2ull_ru(dg_fclamp(((f32)gtid), 0.0f, 18446742974197923840.0f));
        st->x2 = ((f64)((u32)st->x0));
        st->x3 = ((s8)((u32)(((s8)127)) << ((u32)(((u8)__ldg(&in[1]))) & 31u)));
        st->h = ((u32)sizeof(BOOL));
        p0051_sh0[tid * 1u + 0u] = ((s16)((u32)(((s16)63)) << ((u32)(in[((u32)(((s32)dg_dclamp(((f64)__ldg(&in[2])), -2147483648.0, 2147483647.0))) % 6u)]) & 31u)));
        p0051_sh1[tid * 1u + 0u] = ((f32)((f64)((s16)-32767)));
        p0051_sh2[tid * 1u + 0u] = ((s16)dg_fclamp(-0.0009765625f, -32768.0f, 32767.0f));
        s16 v16 = ((s16)__double2int_ru(dg_dclamp(st->x2, -2147483648.0, 2147483647.0)));
        f64 v17 = __ddiv_rd(((f64)((s32)tid)), st->x2);
        u32 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = ((u32)((u32)(tid) - (u32)(((u32)st->x3))));
        p0051_S0 sv20;
        sv20.f0 = ((u64)((u64)(st->x1) + (u64)(st->x1)));
        sv20.f1 = ((s16)__double2ll_rn(dg_dclamp(((f64)st->x0), -9223372036854775808.0, 9223372036854774784.0)));
        sv20.f2 = ((u16)((u32)(((u16)st->x1)) << ((u32)(((s32)tid)) & 31u)));
        uchar4 sv21;
        sv21.x = ((u8)((u32)(((u8)31)) + (u32)(((u8)255))));
        sv21.y = ((u8)st->h);
        sv21.z = ((u8)(v16));
        sv21.w = ((u8)((u32)(((u8)46)) >> ((u32)(st->x0) & 31u)));
        s32 n22 = 0, i23 = 0;
        s32 n24 = 0, i25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)sv20;
        (void)sv21;
        (void)n22;
        (void)i23;
        (void)n24;
        (void)i25;
        st->x1 = ((u64)0x1full);
        if (signbit(dg_canon(v17)) != 0) {
            st->x3 = (s8)dg_dclamp(p0051_f0(((BOOL)(((((s16)sizeof(u32))) == (((s16)dg_dclamp(v17, -32768.0, 32767.0)))))), out), -128.0, 127.0);
        } else {
            sv20.f2 = ((u16)((u32)(((u16)1)) + (u32)(((u16)dg_rem_u32((u32)(((u16)st->x0)), (u32)(((u16)bid)))))));
        }
        v17 = ((f64)st->x0);
        n22 = (s32)((u32)(((u32)((((u16)339)) != (((u16)((((st->x3) == (((s8)55)))) ? (((u16)st->h)) : (((u16)255)))))))) % 3u);
        for (i23 = 0; i23 < n22; i23++) {
            n24 = (s32)((u32)(((u32)((((u32)((u32)(st->h) * (u32)(gtid)))) & (((u32)((((st->x0) >= (i23))) ? (st->h) : (((u32)v16)))))))) % 8u);
            for (i25 = 0; i25 < n24; i25++) {
                if ((((u64)st->x3)) > (((u64)0x1d1a5d0e3dc89e9dull))) continue;
            }
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x3) * 5u) ^ (u32)dg_dbits(v17) * 7u) ^ (u32)((u64)(sv20.f0) >> 32) * 9u) ^ (u32)(in[(5u % 6u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 13u;
        u8 v26 = ((u8)dg_dclamp(__longlong_as_double((s64)0x3810000000000000ull), 0.0, 255.0));
        s64 v27 = ((s64)((s64)(((s64)st->x3)) >> ((u32)(((s32)bid)) & 63u)));
        u32 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = ((u32)((((st->h) > (2381608025u))) ? (3u) : (1663221652u)));
        p0051_S0 sv30;
        sv30.f0 = st->x1;
        sv30.f1 = ((s16)sizeof(f32));
        sv30.f2 = ((u16)((u32)(((u16)v26)) + (u32)(((u16)st->h))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)v27;
        (void)a28;
        (void)j29;
        (void)sv30;
        st->h = (((((u32)(bid) * 3u) ^ (u32)((u64)(v27) >> 32) * 5u) ^ (u32)(in[(0u % 6u)]) * 7u) ^ (u32)(in[(5u % 6u)]) * 9u) ^ (u32)(p0051_sh0[(0u % 96u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 13u;
        u8 c39 = 0;
        s64 c40 = 0;
        s64 v31 = ((s64)__float2uint_rd(dg_fclamp(((f32)((s64)st->h)), 0.0f, 4294967040.0f)));
        u16 v32 = ((u16)(p0051_sh0[((u32)(((s64)((u64)(v31) * (u64)(v31)))) % 96u)]));
        u32 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = ((u32)((u32)(((u32)v32)) - (u32)(tid)));
        p0051_S0 sv35;
        sv35.f0 = ((u64)__double2uint_ru(dg_dclamp(((f64)tid), 0.0, 4294967295.0)));
        sv35.f1 = ((s16)__float2int_rn(dg_fclamp(((f32)st->x1), -2147483648.0f, 2147483520.0f)));
        sv35.f2 = ((u16)dg_rem_u32((u32)(v32), (u32)(((u16)bid))));
        short2 sv36;
        sv36.x = ((s16)((sv35.f1) & (sv35.f1)));
        sv36.y = ((s16)((u32)(((s16)st->h)) + (u32)(p0051_sh2[((u32)(((s32)(~(u32)(((s32)v31))))) % 96u)])));
        s32 g37 = 0;
        s32 g38 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v31;
        (void)v32;
        (void)a33;
        (void)j34;
        (void)sv35;
        (void)sv36;
        (void)g37;
        (void)g38;
        (void)c39;
        (void)c40;
        B3:;
        if ((gtid % 5u) == 1u && ((((s8)tid)) >= (((s8)-63)))) return;
        if (g37 < 1 && ((((s16)v32)) < (sv35.f1))) {
            g37++;
            goto B3;
        }
        B4:;
        if ((((u32)((u32)(out[((u32)(((s64)((u64)(v31) - (u64)(((s64)bid))))) & 3u)]) - (u32)(bid)))) < (((u32)((u32)(((u32)v31)) << ((u32)(((u8)st->x1)) & 31u))))) {
            v32 = (u16)p0051_f1(DG_A(st->x1), v32);
        }
        if (g38 < 2 && ((((((f32)st->x3)) == (((f32)(*(p0051_sh2 + ((u32)(((c39 = ((u8)st->x3)), (u8)(c39 ^ ((u8)63)))) % 96u))))))) || (((st->x3) > (((s8)12)))))) {
            g38++;
            goto B4;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(dg_dbits(st->x2) >> 32) * 7u) ^ (u32)(sv35.f1) * 9u) ^ (u32)(sv36.y) ^ (st->h * 7u);
        st->x0 = (s32)p0051_f2(((u8)(((s32)sizeof(sv35)))), ((u16)((u32)(((u16)((((((u64)st->h)) < (((u64)0xc8e3a95b34d0df34ull)))) || (((740658707u) > (88447999u)))))) - (u32)(((u16)((u32)(sv35.f2) + (u32)(v32)))))), sv35);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)dg_dbits(st->x2);
        if ((gtid % 3u) == 0u && ((((st->x3) < (((s8)1)))) && (((v31) != (((s64)tid)))))) return;
        out[8] = (u32)(dg_dbits(st->x2) >> 32);
        out[9] = (u32)(st->x3);
        out[10] = (u32)(st->h);
        out[11] = (u32)(((s32)(isnan((-1.0f - ((f32)((s64)0x53fb3a84fd88e671ull)))) != 0)));
        out[12] = (u32)(((c40 = ((s64)sizeof(sv35))), (s64)(c40 ^ ((s64)__double2ull_rd(dg_dclamp(st->x2, 0.0, 18446744073709549568.0))))));
    }
    DG_END
}

DG_PROGRAM(p0051, p0051_state, 96, 2, 6, 13, 3, 2048, 51u)
