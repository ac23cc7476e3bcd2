// diffgen program p0190: gen.py --seed 191 --name p0190 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
    BOOL f1;
} p0190_S0;

FN f64 p0190_f0(u64 p0, uchar4 p1)
{
    BOOL v1 = ((BOOL)(((((s16)-1)) <= (((s16)p0)))));
    s32 v2 = ((s32)((u32)(((s32)v1)) + (u32)(((s32)-1))));
    u8 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = p1.z;
    s32 g5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g5;
    (void)h6;
    (void)p0;
    (void)p1;
    if (!((isnan(((f32)((f64)v2))) != 0))) {
        switch (((u32)(((u32)((((u32)((u32)(((u32)v2)) + (u32)(((u32)v1))))) | (((u32)((u32)(((u32)v2)) >> ((u32)(((u8)v1)) & 31u))))))) + (u32)p0) & 3u) {
        case 0: {
            v2 |= ((s32)dg_fclamp(((f32)((f64)v2)), -2147483648.0f, 2147483520.0f));
            break;
        }
        case 1: {
            v1 = ((BOOL)(((((((u64)v1)) >= (((u64)0xf8ull)))) || (((p0) >= (((u64)v1)))))));
            break;
        }
        case 3: {
            v2 = ((s32)v1);
            break;
        }
        default: {
            v1 = ((BOOL)(((v2) <= (((s32)p0)))));
            break;
        }
        }
    }
    B1:;
    switch (((u32)(((s32)(((u16)((((u16)p0)) | (((u16)0))))))) + (u32)p0) & 7u) {
    case 2: {
        if (((((s64)0x732af477bdb1c8bbull)) < (((s64)0xffffffffffffff77ull))) && ((p0) < (((u64)0x9251a6b295da1940ull)))) return (((f64)p0) - ((f64)v2));
        break;
    }
    case 3: {
        v2 = ((s32)((((u16)v1)) > (((u16)__double2loint(dg_canon(((f64)v1)))))));
        break;
    }
    case 7: {
        p0--;
        break;
    }
    }
    if (g5 < 3 && ((((s64)0x2ull)) >= (((s64)0xda334045178e4005ull)))) {
        g5++;
        goto B1;
    }
    h6 = (((((u32)((u64)(p0) >> 32) * 3u) ^ (u32)(p1.x) * 5u) ^ (u32)(p1.y) * 7u) ^ (u32)(p1.z) * 9u) ^ (u32)(a3[(3u & 3u)]);
    return (((((f64)v2) + ((f64)p0)) / (__longlong_as_double((s64)0x5eb7fc83daeb2964ull) * ((f64)v2))) + (f64)(h6 & 255u));
}

FN s32 p0190_f1(DG_REF(BOOL) p0, DG_REF(uchar4) p1)
{
    s32 v7 = ((s32)((((((f64)1024.0f)) > (((f64)((f32)DG_R(p0)))))) ? (((s32)DG_R(p0))) : (((s32)DG_R(p0)))));
    s8 v8 = ((s8)((u32)(((s8)0)) + (u32)(((s8)63))));
    u32 a9[16] = {0};
    s32 j10;
    for (j10 = 0; j10 < 16; j10++)
        a9[j10] = ((u32)((u32)(((u32)v8)) << ((u32)(((s32)-1606542565)) & 31u)));
    uchar4 sv11;
    sv11.x = ((u8)sizeof(s8));
    sv11.y = ((u8)((u32)(DG_R(p1).x) * (u32)(((u8)v7))));
    sv11.z = ((u8)107);
    sv11.w = ((u8)(+(((u8)3))));
    u32 h12 = 0;
    (void)v7;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)h12;
    (void)p0;
    (void)p1;
    if (isinf(__ll2float_rd(((s64)v8))) != 0) {
        v7 = (s32)dg_dclamp(p0190_f0(((u64)((((((u16)255)) > (((u16)25046)))) ? (((u64)0x0ull)) : (((u64)0x1ull)))), make_uchar4(((u8)((v8) == (((s8)32)))), ((u8)((u32)(((u8)v8)) << ((u32)(((s32)v8)) & 31u))), ((u8)((u32)(DG_R(p1).z) * (u32)(((u8)v8)))), ((u8)v8))), -2147483648.0, 2147483647.0);
    } else {
        v7 = ((s32)(~(u32)(328855335)));
    }
    v7 = (s32)dg_dclamp(p0190_f0(((u64)((((((s64)v7)) == (((s64)DG_R(p0))))) ? (((u64)((u64)(((u64)0x8ull)) << ((u32)(((s32)v8)) & 63u)))) : (((u64)dg_fclamp(((f32)v7), 0.0f, 18446742974197923840.0f))))), sv11), -2147483648.0, 2147483647.0);
    a9[((u32)(DG_R(p1).x) & 15u)] = ((u32)(((!(((((s32)v8)) != (2081916532))))) ? (a9[((u32)(((u8)1)) & 15u)]) : (((u32)((u32)(((u32)v8)) + (u32)(((u32)v7)))))));
    h12 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(v8) * 5u) ^ (u32)(DG_R(p1).y) * 7u) ^ (u32)(sv11.x) * 9u) ^ (u32)(a9[(0u & 15u)]);
    return ((s32)((u32)(((s32)((u32)0 - (u32)(((s32)((u32)(v7) - (u32)(((s32)-1)))))))) ^ (u32)h12));
}

typedef struct {
    f64 x0;
    s16 x1;
    u32 h;
    f64 arr[2];
} p0190_state;

DG_SHARED u32 p0190_sh0[192];

DG_KERNEL(p0190_kernel, p0190_state)
{
    DG_BEGIN(p0190_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = ((f64)((f32)tid));
        st->x1 = ((s16)((((s16)32767)) ^ (((s16)-17032))));
        st->h = ((u32)((u32)(__ldg(&in[4])) + (u32)(out[((u32)(((u8)dg_rem_u32((u32)(((u8)bid)), (u32)(((u8)bid))))) & 3u)])));
        st->arr[0] = ((((((s16)-5761)) <= (st->x1))) ? ((f64)tid) : st->x0);
        st->arr[1] = (((f64)((s32)__ldg(&in[0]))) * st->x0);
        p0190_sh0[tid * 2u + 0u] = ((u32)dg_fclamp(((f32)((u32)st->x1)), 0.0f, 4294967040.0f));
        p0190_sh0[tid * 2u + 1u] = ((u32)((u32)(__ldg(&in[1])) >> ((u32)(st->h) & 31u)));
        s8 v13 = ((s8)sizeof(s64));
        s32 v14 = ((s32)((u32)(((s32)st->x1)) - (u32)(((s32)-1805604078))));
        uchar4 sv15 = make_uchar4(((u8)((u32)(((u8)255)) << ((u32)(((u8)v13)) & 31u))), ((u8)(gtid)), ((u8)dg_fclamp(((f32)gtid), 0.0f, 255.0f)), ((u8)dg_fclamp(__uint_as_float(0x7472bcddu), 0.0f, 255.0f)));
        s32 g16 = 0;
        BOOL v17 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)sv15;
        (void)g16;
        (void)v17;
        v13 = (s8)dg_dclamp(p0190_f0(((u64)st->h), sv15), -128.0, 127.0);
        B3:;
        st->x1 = ((s16)dg_dclamp(((f64)st->h), -32768.0, 32767.0));
        if (g16 < 3 && ((((s64)0x8ull)) >= (((s64)0xca5350562f0acd5ull)))) {
            g16++;
            goto B3;
        }
        st->h = (((((u32)dg_dbits(st->x0) * 3u) ^ (u32)(sv15.z) * 5u) ^ (u32)(in[(4u % 5u)]) * 7u) ^ (u32)(dg_dbits(st->arr[(0u & 1u)]) >> 32) * 9u) ^ (u32)(p0190_sh0[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
        st->x0 = (f64)p0190_f1(DG_A(v17), DG_A(sv15));
        out[4] = (u32)dg_dbits(st->x0);
        out[5] = (u32)(dg_dbits(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        if ((gtid % 3u) == 1u && ((st->x1) > (((s16)12146)))) return;
        out[7] = (u32)(st->h);
        if ((gtid % 5u) == 2u && ((((u16)1)) < (((u16)22212)))) return;
        out[8] = (u32)dg_dbits(((f64)((s8)((s32)(((s8)st->h)) >> ((u32)(((s32)bid)) & 31u)))));
        out[9] = (u32)(((u64)((v17) || ((isnan(((f32)v17)) != 0)))));
        if ((gtid % 3u) == 1u && ((v14) <= (((s32)st->x1)))) return;
        out[10] = (u32)dg_dbits(st->arr[0]);
        out[11] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0190, p0190_state, 96, 3, 5, 12, 1, 2048, 191u)
