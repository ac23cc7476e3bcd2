// diffgen program p0087: gen.py --seed 87 --name p0087 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s16 f0;
    u64 f1[3];
    f64 f2;
} p0087_S0;

FN s64 p0087_f0(f64 p0, u8 p1, DG_REF(s8) p2)
{
    u64 c5 = 0;
    f64 v1 = __ull2double_rd(((u64)p1));
    u32 v2 = ((u32)__float2ll_rd(dg_fclamp(((f32)DG_R(p2)), -9223372036854775808.0f, 9223371487098961920.0f)));
    u64 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = ((c5 = ((u64)p1)), (u64)(c5 ^ ((u64)p1)));
    s32 g6 = 0;
    s32 n7 = 0, i8 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g6;
    (void)n7;
    (void)i8;
    (void)h9;
    (void)c5;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    p0 = ((f64)((s16)((u32)(((s16)v2)) << ((u32)(((u32)p1)) & 31u))));
    if (g6 < 3 && ((v2) < (2324297345u))) {
        g6++;
        goto B1;
    }
    n7 = (s32)((u32)(((u64)__double2loint(dg_canon(__dadd_ru(p0, ((f64)DG_R(p2))))))) % 4u) + 1;
    i8 = 0;
    do {
        v2++;
        p1 = ((u8)((u32)(p1) << ((u32)(((u8)((u32)(((u8)v2)) >> ((u32)(((u32)DG_R(p2))) & 31u)))) & 31u)));
    } while (++i8 < n7);
    h9 = (((((u32)(DG_R(p2)) * 3u) ^ (u32)dg_dbits(v1) * 5u) ^ (u32)(dg_dbits(v1) >> 32) * 7u) ^ (u32)(a3[(0u & 15u)]) * 9u) ^ (u32)((u64)(a3[(15u & 15u)]) >> 32);
    return ((s64)((u64)(((s64)((u64)(((s64)((u64)(((s64)0x1ull)) * (u64)(((s64)p1))))) + (u64)(((s64)v2))))) ^ (u64)h9));
}

FN u8 p0087_f1(s32 depth, DG_REF(u32) p0, DG_REF(s8) p1, s16 p2)
{
    f32 v10 = ((((((u64)0x0ull)) >= (((u64)0x53390b6312e81c74ull)))) ? ((f32)((u8)1)) : ((f32)p2));
    u16 v11 = ((u16)((((v10) == (((f32)((s64)0x3ull))))) || (((((u8)8)) < (((u8)198))))));
    s32 g12 = 0;
    u32 h13 = 0;
    (void)v10;
    (void)v11;
    (void)g12;
    (void)h13;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((u8)((((u8)DG_R(p0))) ^ (((u8)p2))));
    v10 = (((f32)((f64)p2)) * v10);
    B2:;
    v11--;
    if (g12 < 2 && ((((s64)0x7ull)) > (((s64)0x3full)))) {
        g12++;
        goto B2;
    }
    p2 = (s16)p0087_f1(depth - 1, DG_A(DG_R(p0)), DG_A(DG_R(p1)), ((s16)(+(((s16)((u32)(p2) - (u32)(p2)))))));
    h13 = (((((u32)(depth) * 3u) ^ (u32)(DG_R(p0)) * 5u) ^ (u32)(DG_R(p1)) * 7u) ^ dg_fbits(v10) * 9u) ^ (u32)(v11);
    return ((u8)((u32)(((u8)((u32)(((u8)(((s64)depth)))) - (u32)(((u8)((DG_R(p1)) < (((s8)v11)))))))) ^ (u32)h13));
}

typedef struct {
    s16 x0;
    u16 x1;
    f32 x2;
    s8 x3;
    u32 h;
} p0087_state;

DG_SHARED u64 p0087_sh0[300];
DG_SHARED s32 p0087_sh1[150];

DG_KERNEL(p0087_kernel, p0087_state)
{
    DG_BEGIN(p0087_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 7u;
        u8 c20 = 0;
        st->x0 = ((s16)((((((s8)__ldg(&in[4]))) < (((s8)-1)))) && (((((s64)0x4cull)) == (((s64)0xab9ac9a0547491c3ull))))));
        st->x1 = ((u16)dg_fclamp(((f32)__ldg(&in[0])), 0.0f, 65535.0f));
        st->x2 = (65536.0f / ((f32)((s16)gtid)));
        st->x3 = ((s8)((u32)(((s8)__ldg(&in[5]))) * (u32)(((s8)63))));
        st->h = ((u32)sizeof(BOOL));
        p0087_sh0[tid * 2u + 0u] = ((u64)((((((s64)0x20ull)) < (((s64)st->x1)))) && (((((f32)((s64)0xaca264d8e1e59732ull))) > (((f32)((f64)__ldg(&in[4]))))))));
        p0087_sh0[tid * 2u + 1u] = ((u64)((((u64)__ldg(&in[4]))) | (((u64)0x2ull))));
        p0087_sh1[tid * 1u + 0u] = ((s32)((u32)(((s32)__ldg(&in[4]))) * (u32)(((s32)__ldg(&in[0])))));
        f32 v14 = __fdiv_ru(((f32)p0087_sh1[tid * 1u + 0u]), st->x2);
        u64 v15 = ((u64)tid);
        double2 sv16;
        sv16.x = __dsqrt_rd(((f64)st->x0));
        sv16.y = (-(((f64)((f32)st->x3))));
        s32 g17 = 0;
        s32 n18 = 0, i19 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)v15;
        (void)sv16;
        (void)g17;
        (void)n18;
        (void)i19;
        (void)c20;
        B3:;
        if ((((((u64)tid)) >= (((u64)0x68cbe3743158b3e1ull)))) || (((v15) == (((u64)0x2b9cf492b2ca16d4ull))))) {
            if ((((u64)((u64)(((u64)st->x0)) + (u64)(((u64)0x20ull))))) > (v15)) {
                st->x2 = (st->x2 - (((f32)((u8)gtid)) + ((f32)bid)));
            }
        } else {
            st->x2 = __double2float_rz((sv16.x + sv16.y));
        }
        if (g17 < 2 && (!(((((s64)st->x0)) < (((s64)0x1full)))))) {
            g17++;
            goto B3;
        }
        (*(p0087_sh0 + tid * 2u + ((u32)(((s32)dg_fclamp(((f32)tid), -2147483648.0f, 2147483520.0f))) & 1u))) = ((u64)((u64)0 - (u64)((*(p0087_sh0 + tid * 2u + ((u32)(((s32)__umulhi(st->h, st->h))) & 1u))))));
        n18 = (s32)((u32)(((u32)((((u32)((u32)(bid) >> ((u32)(((u8)bid)) & 31u)))) ^ (__float_as_uint(dg_canonf(((f32)((u8)st->x0)))))))) % 8u);
        for (i19 = 0; i19 < n18; i19++) {
            sv16.y = (sv16.x * ((f64)i19));
            if ((((u32)st->x1)) >= (((u32)((u32)(((u32)st->x0)) * (u32)((*(in + ((u32)(((u32)(((signbit(dg_canon(sv16.x)) != 0)) ? (tid) : (tid)))) % 7u)))))))) {
                st->x0 = ((s16)tid);
            } else {
                v15 = ((u64)((u64)(p0087_sh0[tid * 2u + ((u32)(((s32)((u32)(((s32)-184)) * (u32)(i19)))) & 1u)]) - (u64)(v15)));
            }
        }
        v15 = (u64)p0087_f0((sv16.y + ((f64)st->x1)), ((c20 = ((u8)57)), (u8)(c20 ^ ((u8)tid))), DG_A(st->x3));
        st->h = (((((u32)(st->x1) * 3u) ^ dg_fbits(st->x2) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)dg_dbits(sv16.x) * 9u) ^ (u32)(dg_dbits(sv16.x) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 7u;
        s8 c25 = 0;
        u8 c27 = 0;
        s32 v21 = ((s32)(!(((((u8)tid)) >= (((u8)st->h))))));
        float4 sv22 = make_float4(st->x2, ((f32)tid), (st->x2 / ((f32)st->h)), __fdiv_rd(((f32)st->x0), st->x2));
        s32 n23 = 0, i24 = 0;
        s32 g26 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)sv22;
        (void)n23;
        (void)i24;
        (void)g26;
        (void)c25;
        (void)c27;
        switch (((u32)(tid) + (u32)v21) & 7u) {
        case 3: {
            st->x3 = (s8)p0087_f0(__dsub_rd(((f64)st->x2), ((f64)st->h)), ((u8)((u32)(((u8)((u32)(((u8)tid)) >> ((u32)(((u32)st->x3)) & 31u)))) + (u32)(((u8)((u32)(((u8)st->x1)) >> ((u32)(70698374) & 31u)))))), DG_A(st->x3));
            break;
        }
        case 4: {
            n23 = (s32)((u32)(((u64)dg_fclamp(((((2u) < (((u32)v21)))) ? __uint_as_float(0xdba5aefeu) : ((f32)tid)), 0.0f, 18446742974197923840.0f))) % 8u);
            i24 = 0;
            while (i24 < n23) {
                i24++;
                sv22.w = (sv22.w * sv22.w);
                st->x3 *= (s8)(((c25 = st->x3), (s8)(c25 ^ st->x3)));
            }
        }
        /* fallthrough */
        case 6: {
            st->x1 = ((u16)(st->x0));
            break;
        }
        }
        B4:;
        st->x1 = (u16)p0087_f0((((f64)st->h) * ((f64)v21)), ((c27 = ((u8)st->x1)), (u8)(c27 ^ ((u8)74))), DG_A(st->x3));
        if (g26 < 3 && ((((s8)v21)) >= (st->x3))) {
            g26++;
            goto B4;
        }
        v21 = (s32)p0087_f0(((f64)((f32)((u8)st->x3))), ((u8)st->x1), DG_A(st->x3));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x0) * 5u) ^ dg_fbits(sv22.x) * 7u) ^ dg_fbits(sv22.y) * 9u) ^ (u32)(p0087_sh0[(0u % 300u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 7u;
        u8 c31 = 0;
        f64 v28 = ((f64)((s16)-1));
        u64 v29 = ((u64)((((((s32)gtid)) < ((*(p0087_sh1 + ((u32)(((u32)st->x3)) % 150u)))))) ? (((u64)0xc1dadcedf9de8efbull)) : (((u64)gtid))));
        s32 g30 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v28;
        (void)v29;
        (void)g30;
        (void)c31;
        if ((((s8)sizeof(f32))) > (((s8)(((u16)gtid))))) {
            st->h = ((u32)((u32)(((u32)((u32)(((u32)st->x3)) - (u32)(88u)))) * (u32)(((u32)(!(((((s32)-1196685842)) > (((s32)bid)))))))));
        }
        B5:;
        if ((((u8)((((st->x0) == (((s16)-6748)))) && (((__longlong_as_double((s64)0x79d5d31164c7ab4aull)) == (((f64)((u64)tid)))))))) <= (((c31 = ((u8)tid)), (u8)(c31 ^ ((u8)tid))))) {
            if ((gtid % 7u) == 1u && ((st->x3) < (((s8)-43)))) return;
        } else {
            st->h = ((u32)st->x3);
        }
        if (g30 < 3 && ((((s64)0x8000000000000000ull)) < (((s64)0x3cedbd2c474ec3a6ull)))) {
            g30++;
            goto B5;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(v29) * 5u) ^ (u32)(in[(6u % 7u)]) * 7u) ^ (u32)((u64)(p0087_sh0[(0u % 300u)]) >> 32) * 9u) ^ (u32)((u64)(p0087_sh0[(299u % 300u)]) >> 32) ^ (st->h * 7u);
        st->x2 = (f32)p0087_f1((s32)((u32)(in[((u32)(((u32)((u32)(in[((u32)(((u8)llabs(dg_nomin64(((s64)bid))))) % 7u)]) + (u32)(gtid)))) % 7u)]) % 6u), DG_A(st->h), DG_A(st->x3), ((s16)(~(u32)(((s16)__float2ull_ru(dg_fclamp(((f32)gtid), 0.0f, 18446742974197923840.0f)))))));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = dg_fbits(st->x2);
        out[3] = (u32)(st->x3);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u8)dg_dclamp(((f64)((f32)v28)), 0.0, 255.0)));
        out[6] = (u32)(((s32)st->x1));
    }
    DG_END
}

DG_PROGRAM(p0087, p0087_state, 150, 3, 7, 7, 3, 8192, 87u)
