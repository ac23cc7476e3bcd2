// diffgen program p0078: gen.py --seed 78 --name p0078 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u16 f0;
} p0078_S0;

FN f64 p0078_f0(p0078_S0 p0, DG_REF(short2) p1, DG_REF(s32) p2)
{
    u8 v1 = ((u8)((((u8)32)) & (((u8)DG_R(p2)))));
    s32 v2 = ((s32)(((isnan(__longlong_as_double((s64)0x3ff0000000000000ull)) != 0)) ? (DG_R(p2)) : (((s32)-539385786))));
    p0078_S0 sv3;
    sv3.f0 = p0.f0;
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)p0;
    (void)p1;
    (void)p2;
    DG_R(p2) = ((s32)dg_rem_s32((s32)(v2), (s32)(DG_R(p2))));
    n4 = (s32)((u32)(((s32)((u32)(((s32)((u32)(DG_R(p2)) << ((u32)(((s32)v1)) & 31u)))) + (u32)(((s32)(+(((s32)-36940148)))))))) % 8u);
    i5 = 0;
    do {
        DG_R(p2) = ((s32)dg_div_s32((s32)(((s32)((s32)(DG_R(p2)) >> ((u32)(((u8)v2)) & 31u)))), (s32)(((s32)(~(u32)(DG_R(p2)))))));
        switch (((u32)(((s32)(((((f64)v2) * ((f64)((f32)i5)))) == ((((f64)v1) / ((f64)v2)))))) + (u32)v1) & 3u) {
        case 1: {
            sv3.f0 = ((u16)((((v1) <= (((u8)223)))) || ((isnan(((f32)DG_R(p2))) != 0))));
            break;
        }
        case 2: {
            DG_R(p2) |= ((s32)((u32)(((s32)(((u64)i5)))) << ((u32)(v1) & 31u)));
            break;
        }
        default: {
            v1 = ((u8)__dp2a_hi(i5, i5, v2));
            break;
        }
        }
    } while (++i5 < n4);
    h6 = (((((u32)(DG_R(p2)) * 3u) ^ (u32)(v2) * 5u) ^ (u32)(p0.f0) * 7u) ^ (u32)(DG_R(p1).x) * 9u) ^ (u32)(sv3.f0);
    return (((((f64)v2) / __longlong_as_double((s64)0xcf18f28f7a89aa55ull)) * ((f64)((u64)v2))) + (f64)(h6 & 255u));
}

typedef struct {
    f32 x0;
    BOOL x1;
    u32 h;
} p0078_state;

DG_KERNEL(p0078_kernel, p0078_state)
{
    DG_BEGIN(p0078_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = (((f32)__longlong_as_double((s64)0x000fffffffffffffull)) - -0.0f);
        st->x1 = ((BOOL)(((((s16)-32768)) != (((s16)3)))));
        st->h = ((u32)((u32)(__ldg(&in[4])) - (u32)(4294967295u)));
        s16 v7 = ((s16)st->h);
        p0078_S0 sv8;
        sv8.f0 = ((u16)0);
        short2 sv9;
        sv9.x = ((s16)((((((s64)0x7fffffffffffffffull)) >= (((s64)v7)))) && (((((f32)tid)) < (st->x0)))));
        sv9.y = ((s16)sizeof(sv8));
        s32 v10 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)sv8;
        (void)sv9;
        (void)v10;
        st->x0 *= __frcp_rz(((f32)((f64)v7)));
        if ((((s64)((u64)(((s64)v7)) - (u64)(((s64)bid))))) < (((s64)((u64)(((s64)tid)) - (u64)(((s64)tid)))))) {
            v7 = (s16)dg_dclamp(p0078_f0(sv8, DG_A(sv9), DG_A(v10)), -32768.0, 32767.0);
        }
        if ((((s8)7)) != (((s8)st->x1))) goto F1;
        F1:;
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ dg_fbits(st->x0) * 7u) ^ (u32)(v7) * 9u) ^ (u32)(in[(0u % 5u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 5u;
        BOOL v11 = ((BOOL)(st->x1));
        p0078_S0 sv12;
        sv12.f0 = ((u16)dg_rem_u32((u32)(((u16)v11)), (u32)(((u16)7))));
        short2 sv13 = make_short2(((s16)((u32)(((s16)st->x1)) ^ (u32)0xffffffff)), ((s16)((((s16)st->x1)) | (((s16)v11)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)sv12;
        (void)sv13;
        st->x1 = ((BOOL)(((((s8)st->x1)) > (((s8)((s32)(((s8)bid)) >> ((u32)(tid) & 31u)))))));
        if ((((u64)((((((s16)-22706)) <= (((s16)gtid)))) || (((__uint_as_float(0x87bdcf37u)) <= (((f32)((s64)v11)))))))) != (((u64)dg_dclamp(1.0e22, 0.0, 18446744073709549568.0)))) {
            st->x0 = ((((((u8)st->h)) < (((u8)254)))) ? __fsub_rz(((f32)((s8)gtid)), st->x0) : ((f32)st->x1));
        } else {
            st->x0 *= ((f32)st->x1);
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(v11) * 5u) ^ (u32)(sv12.f0) * 7u) ^ (u32)(sv13.x) * 9u) ^ (u32)(in[(4u % 5u)]) ^ (st->h * 7u);
        out[0] = dg_fbits(st->x0);
        if ((gtid % 5u) == 1u && ((((s64)v11)) > (((s64)0xbde5fa099b520783ull)))) return;
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((u8)((((s64)((u64)(((s64)st->h)) + (u64)(((s64)v11))))) > (((s64)0x78039f523dcc94cfull)))));
        out[4] = dg_fbits((st->x0 / ((((((f32)__longlong_as_double((s64)0x2a36b93cabb1eed1ull))) != (((f32)((f64)v11))))) ? ((f32)((f64)v11)) : st->x0)));
    }
    DG_END
}

DG_PROGRAM(p0078, p0078_state, 160, 4, 5, 5, 2, 2048, 78u)
