// diffgen program p0001: gen.py --seed 1 --name p0001 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0;
    s64 f1;
    s64 f2;
} p0001_S0;

FN f32 p0001_f0(DG_REF(u16) p0)
{
    BOOL v1 = ((BOOL)(((0.125f) != (__uint_as_float(0xf3c64af7u)))));
    BOOL v2 = ((BOOL)(((((u8)255)) != (((u8)DG_R(p0))))));
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)p0;
    v1 = ((BOOL)((((((f32)((u8)v2)) * ((f32)v1))) >= (((f32)v1)))));
    DG_R(p0) = ((u16)max(((s32)v1), ((s32)v2)));
    switch (((u32)(((s32)dg_fclamp(((((((s32)v2)) >= (((s32)v1)))) ? __uint_as_float(0x9cc9af4eu) : ((f32)v2)), -2147483648.0f, 2147483520.0f))) + (u32)DG_R(p0)) & 3u) {
    case 0: {
        DG_R(p0)++;
        break;
    }
    case 2: {
        DG_R(p0) &= (u16)(((u16)((DG_R(p0)) | (DG_R(p0)))));
        break;
    }
    }
    v1 = ((BOOL)((s32)dg_div_s32((s32)(7), (s32)(257))));
    h3 = (((u32)(DG_R(p0)) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2);
    return (__fsqrt_rd((__uint_as_float(0x00800000u) + ((f32)((u16)v2)))) + (f32)(h3 & 255u));
}

typedef struct {
    f32 x0;
    u16 x1;
    u8 x2;
    u32 h;
    u8 arr[2];
} p0001_state;

DG_KERNEL(p0001_kernel, p0001_state)
{
    DG_BEGIN(p0001_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((f32)((s8)-23));
        st->x1 = ((u16)((((u16)__ldg(&in[3]))) & (((u16)411))));
        st->x2 = ((u8)8);
        st->h = ((u32)__float2ull_ru(dg_fclamp(st->x0, 0.0f, 18446742974197923840.0f)));
        st->arr[0] = st->x2;
        st->arr[1] = ((u8)((((st->x1) > (((u16)61866)))) || (((st->x2) < (((u8)222))))));
        u8 v4 = ((u8)((((st->x0) < (((f32)gtid)))) && ((isnan(((f32)bid)) != 0))));
        s32 n5 = 0, i6 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)n5;
        (void)i6;
        st->x1 = ((u16)((u32)(((u16)st->h)) - (u32)(((u16)gtid))));
        switch (((u32)(tid) + (u32)tid) & 7u) {
        case 3: {
            st->x2 = ((u8)((u32)(((u8)dg_dclamp(((f64)gtid), 0.0, 255.0))) + (u32)(v4)));
        }
        /* fallthrough */
        case 5: {
            st->arr[((u32)(((s32)((u32)(((s32)-1091573964)) << ((u32)(((u8)tid)) & 31u)))) & 1u)] = ((u8)dg_rem_u32((u32)(st->arr[((u32)(gtid) & 1u)]), (u32)(((u8)bid))));
        }
        /* fallthrough */
        case 6: {
            ++st->x1;
            break;
        }
        }
        v4 = (u8)dg_fclamp(p0001_f0(DG_A(st->x1)), 0.0f, 255.0f);
        n5 = (s32)((u32)(((s32)tid)) % 4u) + 1;
        i6 = 0;
        do {
            st->x1 = ((u16)((((((u32)i6)) != ((*(out + ((u32)(((u32)((u32)(tid) >> ((u32)(((u8)st->h)) & 31u)))) & 3u)))))) ? (((u16)255)) : (((u16)st->x2))));
        } while (++i6 < n5);
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ dg_fbits(st->x0) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)(out[(0u & 3u)]) ^ (st->h * 7u);
        out[4] = dg_fbits(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((BOOL)((u32)((((((u64)0x6988f668b67d153dull)) <= (((u64)st->h)))) ? (tid) : (875504314u)))));
        out[9] = (u32)(st->arr[0]);
        out[10] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0001, p0001_state, 40, 2, 6, 11, 1, 2048, 1u)
