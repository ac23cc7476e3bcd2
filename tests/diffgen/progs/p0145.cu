// diffgen program p0145: gen.py --seed 146 --name p0145 --include ../twin.h
#include "../twin.h"

typedef struct {
    f32 f0;
} p0145_S0;

FN f64 p0145_f0(DG_REF(u32) p0, u16 p1, const u32 *p2)
{
    u32 c4 = 0;
    s64 v1 = ((s64)((((s64)p1)) ^ (((s64)0x8000000000000001ull))));
    s32 a2[16] = {0};
    s32 j3;
    for (j3 = 0; j3 < 16; j3++)
        a2[j3] = ((s32)((s32)(2147483647) >> ((u32)(j3) & 31u)));
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h5;
    (void)c4;
    (void)p0;
    (void)p1;
    (void)p2;
    DG_R(p0) = ((u32)((u32)(((u32)(((u64)v1)))) << ((u32)(((u8)((u32)(((u8)v1)) + (u32)(((u8)p1))))) & 31u)));
    v1 = ((s64)umin(((c4 = DG_R(p0)), (u32)(c4 ^ p2[0u])), DG_R(p0)));
    h5 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(a2[(0u & 15u)]) * 9u) ^ (u32)(a2[(15u & 15u)]);
    return (((f64)((u64)p1)) + (f64)(h5 & 255u));
}

typedef struct {
    s16 x0;
    u8 x1;
    u32 h;
    u8 arr[2];
} p0145_state;

DG_KERNEL(p0145_kernel, p0145_state)
{
    DG_BEGIN(p0145_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 6u;
        u8 c14 = 0;
        st->x0 = ((s16)-32768);
        st->x1 = ((u8)((((u8)__ldg(&in[4]))) ^ (((u8)st->x0))));
        st->h = ((u32)__brevll(((u64)__ldg(&in[1]))));
        st->arr[0] = st->x1;
        st->arr[1] = ((u8)((u32)0 - (u32)(st->x1)));
        u64 v6 = ((u64)sizeof(s16));
        f32 v7 = (100.0f - ((f32)v6));
        u32 a8[8] = {0};
        s32 j9;
        for (j9 = 0; j9 < 8; j9++)
            a8[j9] = ((u32)((bid) ^ ((*(in + ((u32)(((s32)(isfinite(((f64)st->x0)) != 0))) % 5u))))));
        p0145_S0 sv10;
        sv10.f0 = ((f32)st->x1);
        s32 g11 = 0;
        s32 g12 = 0;
        s32 g13 = 0;
        s32 n15 = 0, i16 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)v7;
        (void)a8;
        (void)j9;
        (void)sv10;
        (void)g11;
        (void)g12;
        (void)g13;
        (void)n15;
        (void)i16;
        (void)c14;
        B1:;
        st->x1 = st->arr[((u32)(((s64)0xfffffffffffffff5ull)) & 1u)];
        if (g11 < 2 && ((((u8)bid)) > (((u8)112)))) {
            g11++;
            goto B1;
        }
        B2:;
        if ((gtid % 7u) == 0u && ((st->x0) > (((s16)8)))) return;
        if (g12 < 3 && ((v7) >= (((f32)1.5)))) {
            g12++;
            goto B2;
        }
        B3:;
        switch (((u32)(((u16)((((((u16)st->x1)) != (((u16)bid)))) ? (((u16)((u32)(((u16)481)) + (u32)(((u16)64560))))) : (((u16)dg_div_u32((u32)(((u16)gtid)), (u32)(((u16)3)))))))) + (u32)st->x0) & 3u) {
        case 0: {
            a8[((u32)(((u8)(((s8)tid)))) & 7u)] = ((u32)((tid) | (in[((u32)(((u8)((u32)(st->x1) >> ((u32)(st->x1) & 31u)))) % 5u)])));
            break;
        }
        case 2: {
            switch (((u32)(395359784) + (u32)st->h) & 3u) {
            case 0: {
                sv10.f0 = __fsub_rd(v7, ((f32)((f64)tid)));
                break;
            }
            case 3: {
                v7 = (f32)p0145_f0(DG_A(st->h), ((u16)st->x1), in + ((u32)(((c14 = st->x1), (u8)(c14 ^ st->arr[((u32)(((u32)dg_fclamp(v7, 0.0f, 4294967040.0f))) & 1u)]))) % 5u));
                break;
            }
            default: {
                sv10.f0 = __double2float_rz(((f64)tid));
                break;
            }
            }
        }
        /* fallthrough */
        case 3: {
            if ((gtid % 3u) == 2u && ((__uint_as_float(0xd5eec24fu)) >= (__uint_as_float(0x3f000000u)))) return;
            break;
        }
        default: {
            n15 = (s32)((u32)(((u64)__float2int_rz(dg_fclamp((v7 * ((f32)st->x1)), -2147483648.0f, 2147483520.0f)))) % 8u);
            for (i16 = 0; i16 < n15; i16++) {
                v6 = ((u64)(((s8)st->x0)));
                v6 |= ((u64)(((s16)((u32)(st->x0) << ((u32)(st->x1) & 31u)))));
            }
            break;
        }
        }
        if (g13 < 3 && ((((f64)v7)) < (__longlong_as_double((s64)0x47efffffe0000000ull)))) {
            g13++;
            goto B3;
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)((u64)(v6) >> 32) * 5u) ^ (u32)(in[(0u % 5u)]) * 7u) ^ (u32)(in[(4u % 5u)]) * 9u) ^ (u32)(st->arr[(0u & 1u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((s64)((((s64)dg_fclamp(((f32)1.0e22), -9223372036854775808.0f, 9223371487098961920.0f))) & (((s64)dg_rem_s64((s64)(((s64)gtid)), (s64)(((s64)tid))))))));
        out[4] = (u32)(st->arr[0]);
        out[5] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0145, p0145_state, 48, 3, 5, 6, 1, 2048, 146u)
