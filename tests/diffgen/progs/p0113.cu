// diffgen program p0113: gen.py --seed 113 --name p0113 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u16 f0[4];
    s32 f1;
    BOOL f2;
} p0113_S0;

FN s32 p0113_f0(u16 p0, DG_REF(BOOL) p1)
{
    f64 v1 = (1.0 * __longlong_as_double((s64)0x075c3f84275244b3ull));
    s16 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((s16)((((s16)j3)) | (((s16)-4634))));
    s32 g4 = 0;
    s32 g5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)g5;
    (void)h6;
    (void)p0;
    (void)p1;
    B1:;
    ++v1;
    if (g4 < 3 && ((((u64)p0)) < (((u64)DG_R(p1))))) {
        g4++;
        goto B1;
    }
    B2:;
    if ((DG_R(p1)) && ((isfinite(((f32)p0)) != 0))) {
        v1 = (((f64)DG_R(p1)) / ((f64)((u64)p0)));
    } else {
        DG_R(p1) = ((BOOL)((!(((((s16)DG_R(p1))) != (((s16)-71)))))));
    }
    if (g5 < 2 && ((((s32)p0)) >= (36449708))) {
        g5++;
        goto B2;
    }
    v1 = __longlong_as_double((s64)0x4330000000000000ull);
    h6 = (((((u32)(DG_R(p1)) * 3u) ^ (u32)dg_dbits(v1) * 5u) ^ (u32)(dg_dbits(v1) >> 32) * 7u) ^ (u32)(a2[(0u & 7u)]) * 9u) ^ (u32)(a2[(7u & 7u)]);
    return ((s32)((u32)(((s32)dg_fclamp(((f32)((s64)DG_R(p1))), -2147483648.0f, 2147483520.0f))) ^ (u32)h6));
}

FN s8 p0113_f1(u8 p0)
{
    BOOL v7 = ((BOOL)p0);
    u8 v8 = ((u8)dg_div_u32((u32)(((u8)90)), (u32)(((u8)v7))));
    f32 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = (__uint_as_float(0xcf000000u) / ((f32)j10));
    u32 h11 = 0;
    (void)v7;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)h11;
    (void)p0;
    v8 = (u8)p0113_f0(((u16)((((u16)v7)) ^ (((u16)(~(u32)(((u16)0))))))), DG_A(v7));
    v7 = ((BOOL)(((((u16)v8)) > (((u16)p0)))));
    switch (((u32)(((u16)65365)) + (u32)v8) & 7u) {
    case 2: {
        v7 = (BOOL)(p0113_f0(((u16)((((u16)p0)) ^ (((u16)v8)))), DG_A(v7)) != 0);
        break;
    }
    }
    p0 = (u8)p0113_f0(((u16)min(((s32)-2147483647), ((s32)p0))), DG_A(v7));
    h11 = (((((u32)(p0) * 3u) ^ (u32)(v7) * 5u) ^ (u32)(v8) * 7u) ^ dg_fbits(a9[(0u & 7u)]) * 9u) ^ dg_fbits(a9[(7u & 7u)]);
    return ((s8)((u32)(((s8)((s32)(((s8)dg_div_s32((s32)(((s8)-43)), (s32)(((s8)0))))) >> ((u32)(((u32)dg_div_u32((u32)(((u32)p0)), (u32)(2159643198u)))) & 31u)))) ^ (u32)h11));
}

typedef struct {
    u64 x0;
    u16 x1;
    u32 h;
    u8 arr[2];
} p0113_state;

DG_SHARED u8 p0113_sh0[160];

DG_KERNEL(p0113_kernel, p0113_state)
{
    DG_BEGIN(p0113_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = ((u64)dg_fclamp(((f32)__ldg(&in[0])), 0.0f, 18446742974197923840.0f));
        st->x1 = ((u16)__float2int_ru(dg_fclamp(((f32)__ldg(&in[5])), -2147483648.0f, 2147483520.0f)));
        st->h = __double2uint_rz(dg_dclamp(((f64)st->x1), 0.0, 4294967295.0));
        st->arr[0] = ((u8)8);
        st->arr[1] = ((u8)((u32)(((u8)st->x0)) >> ((u32)(bid) & 31u)));
        p0113_sh0[tid * 4u + 0u] = ((u8)((u32)(((u8)0)) + (u32)(((u8)254))));
        p0113_sh0[tid * 4u + 1u] = ((u8)bid);
        p0113_sh0[tid * 4u + 2u] = ((u8)__double2ull_rz(dg_dclamp(((f64)__ldg(&in[0])), 0.0, 18446744073709549568.0)));
        p0113_sh0[tid * 4u + 3u] = ((u8)((u32)(((u8)__ldg(&in[5]))) >> ((u32)(((s32)gtid)) & 31u)));
        u16 v12 = st->x1;
        BOOL v13 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)v13;
        st->x1 &= (u16)(((u16)((((((u64)0x20ull)) >= (((u64)gtid)))) ? (v12) : (((u16)gtid)))));
        st->h = ((u32)st->x1);
        if ((((u64)st->x1)) > (((u64)((u64)(((u64)st->h)) << ((u32)(bid) & 63u))))) {
            if ((((u64)(((s8)v12)))) != (((u64)0xa01350e6c6ddbaa8ull))) {
                st->x1++;
            }
        } else {
            switch (((u32)(3394162811u) + (u32)v12) & 7u) {
            case 2: {
                st->x1 = (u16)p0113_f1(((u8)((u32)0 - (u32)(((u8)st->h)))));
                break;
            }
            case 3: {
                out[((u32)(((u32)((((((s8)bid)) == (((s8)v12)))) && (((((f32)st->x0)) == (((f32)((f64)st->x0)))))))) & 3u)] = ((u32)sizeof(u8));
            }
            /* fallthrough */
            case 4: {
                st->x0 = ((u64)gtid);
                break;
            }
            case 5: {
                if ((gtid % 5u) == 0u && ((((f64)st->h)) < (((f64)((s8)st->x0))))) return;
                break;
            }
            default: {
                v12 = (u16)p0113_f0(((u16)((u32)(((u16)tid)) - (u32)(((u16)70)))), DG_A(v13));
                break;
            }
            }
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(in[(5u % 6u)]) * 9u) ^ (u32)(out[(0u & 3u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s16)dg_rem_s32((s32)(((s16)__clzll(((s64)v13)))), (s32)(((s16)tid)))));
        out[9] = (u32)dg_dbits((((((bid) != (3931820097u))) ? ((f64)tid) : ((f64)st->x0)) + ((f64)gtid)));
        out[10] = (u32)(st->arr[0]);
        if ((gtid % 5u) == 0u && ((((s64)0x3full)) >= (((s64)bid)))) return;
        out[11] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0113, p0113_state, 40, 2, 6, 12, 1, 2048, 113u)
