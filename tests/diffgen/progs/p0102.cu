// diffgen program p0102: gen.py --seed 102 --name p0102 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    f32 f0;
    u64 f1;
    f32 f2;
} p0102_S0;

FN u64 p0102_f0(DG_REF(u32) p0)
{
    BOOL v1 = ((BOOL)((isinf(((f64)DG_R(p0))) != 0)));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    switch (((u32)(((u16)v1)) + (u32)DG_R(p0)) & 7u) {
    case 2: {
        v1 = ((BOOL)__ull2double_rn(((u64)v1)));
        break;
    }
    case 7: {
        switch (((u32)(((s32)((((s32)((((((u16)1)) == (((u16)v1)))) || (((((s64)0x3ull)) <= (((s64)0x1ull))))))) ^ (((s32)v1))))) + (u32)DG_R(p0)) & 3u) {
        case 0: {
            DG_R(p0) += ((u32)v1);
            break;
        }
        case 1: {
            DG_R(p0) = ((u32)(((s64)v1)));
        }
        /* fallthrough */
        case 2: {
            v1 = ((BOOL)((!((isnan(((f64)DG_R(p0))) != 0)))));
            break;
        }
        case 3: {
            DG_R(p0) *= ((u32)dg_div_u32((u32)(((u32)((u32)(DG_R(p0)) >> ((u32)(((u8)255)) & 31u)))), (u32)(((u32)((u32)(((u32)v1)) - (u32)(DG_R(p0)))))));
            break;
        }
        }
        break;
    }
    default: {
        if ((((s16)((u32)(((s16)DG_R(p0))) << ((u32)(((s32)DG_R(p0))) & 31u)))) <= (((s16)((u32)(((s16)DG_R(p0))) * (u32)(((s16)DG_R(p0))))))) {
            DG_R(p0) ^= ((u32)((((u32)((u32)0 - (u32)(DG_R(p0))))) | (((u32)v1))));
        }
        break;
    }
    }
    DG_R(p0)++;
    if ((((s32)v1)) < (((s32)-1301300163))) goto F1;
    F1:;
    h2 = ((u32)(DG_R(p0)) * 3u) ^ (u32)(v1);
    return ((u64)((u64)(((u64)sizeof(f64))) ^ (u64)h2));
}

typedef struct {
    s16 x0;
    s8 x1;
    f64 x2;
    s16 x3;
    u32 h;
    u32 arr[2];
} p0102_state;

DG_SHARED s16 p0102_sh0[280];

DG_KERNEL(p0102_kernel, p0102_state)
{
    DG_BEGIN(p0102_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 14u;
        st->x0 = ((s16)__dp2a_lo(((s32)bid), ((s32)bid), ((s32)__ldg(&in[0]))));
        st->x1 = ((s8)__funnelshift_rc(__ldg(&in[2]), ((u32)st->x0), in[((u32)(31) % 5u)]));
        st->x2 = __fma_ru(1.0, ((f64)__ldg(&in[2])), ((f64)__ldg(&in[1])));
        st->x3 = ((s16)((((((u64)0xfffffffffffffffeull)) > (((u64)__ldg(&in[1]))))) ? (st->x0) : (st->x0)));
        st->h = ((u32)((u32)(tid) * (u32)(((u32)st->x3))));
        st->arr[0] = ((u32)__dp4a(((s32)tid), ((s32)__ldg(&in[4])), ((s32)st->x0)));
        st->arr[1] = ((u32)((u32)(out[((u32)(((u8)__usad(gtid, ((u32)st->x1), ((u32)st->x0)))) & 3u)]) * (u32)(1453449634u)));
        p0102_sh0[tid * 4u + 0u] = ((s16)((u32)(st->x0) * (u32)(st->x3)));
        p0102_sh0[tid * 4u + 1u] = ((s16)((((s16)st->h)) > (((s16)17688))));
        p0102_sh0[tid * 4u + 2u] = ((s16)((((((f64)((f32)st->x1))) >= (st->x2))) ? (((s16)st->h)) : (st->x3)));
        p0102_sh0[tid * 4u + 3u] = ((s16)__double2int_rz(dg_dclamp(st->x2, -2147483648.0, 2147483647.0)));
        s64 v3 = ((s64)__clzll(((s64)gtid)));
        u64 v4 = ((u64)(((u16)v3)));
        s32 n5 = 0, i6 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v3;
        (void)v4;
        (void)n5;
        (void)i6;
        if (((-(st->x2))) >= (((f64)bid))) {
            n5 = (s32)((u32)(((u8)((((((u8)st->x0)) == (((u8)139)))) && (((((s16)22843)) <= (((s16)-21707))))))) % 4u);
            i6 = 0;
            while (i6 < n5) {
                i6++;
                st->h = ((u32)((u32)(((u32)((((((f32)((s64)st->x0))) != (((f32)st->x1)))) ? (gtid) : (234u)))) + (u32)(((u32)(v4)))));
            }
        } else {
            switch (((u32)(((u16)llmax(((s64)dg_fclamp(((f32)st->h), -9223372036854775808.0f, 9223371487098961920.0f)), ((s64)((((((s32)-2147483647)) == (((s32)st->x0)))) ? (v3) : (((s64)v4))))))) + (u32)v4) & 7u) {
            case 1: {
                st->x0 &= (s16)(((s16)((st->x0) | (((s16)((u32)(st->x3) << ((u32)(((s32)-173419270)) & 31u)))))));
                break;
            }
            case 3: {
                p0102_sh0[tid * 4u + ((u32)(((s64)__float2ull_rd(dg_fclamp(((f32)st->h), 0.0f, 18446742974197923840.0f)))) & 3u)] = ((s16)((s32)(((s16)((u32)(st->x3) - (u32)(st->x3)))) >> ((u32)(((s32)((((s32)st->x0)) | (((s32)st->x0))))) & 31u)));
                break;
            }
            case 4: {
                st->x2 *= ((f64)st->h);
                break;
            }
            case 7: {
                st->x0 = (s16)p0102_f0(DG_A(st->h));
                break;
            }
            }
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(v3) * 7u) ^ (u32)((u64)(v4) >> 32) * 9u) ^ (u32)(st->arr[(1u & 1u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)dg_dbits(st->x2);
        out[7] = (u32)(dg_dbits(st->x2) >> 32);
        out[8] = (u32)(st->x3);
        out[9] = (u32)(st->h);
        out[10] = (u32)(((s8)((u32)(((s8)((u32)(((s8)st->x3)) + (u32)(st->x1)))) * (u32)(((s8)st->x3)))));
        out[11] = (u32)(((s16)(~(u32)(((s16)dg_rem_s32((s32)(((s16)0)), (s32)((*(p0102_sh0 + tid * 4u + ((u32)(((s32)((u32)(32) * (u32)(((s32)tid))))) & 3u))))))))));
        out[12] = (u32)(st->arr[0]);
        out[13] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0102, p0102_state, 70, 2, 5, 14, 1, 2048, 102u)
