// diffgen program p0177: gen.py --seed 178 --name p0177 --include ../twin.h
#include "../twin.h"

typedef struct {
    s64 f0;
    s32 f1;
    s64 f2;
} p0177_S0;

FN void p0177_f0(s32 *p0)
{
    s8 v1 = ((s8)dg_div_s32((s32)(((s8)127)), (s32)(((s8)-40))));
    s32 n2 = 0, i3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)n2;
    (void)i3;
    (void)h4;
    (void)p0;
    n2 = (s32)((u32)(((s32)-1342972815)) % 7u) + 1;
    i3 = 0;
    do {
        v1 = ((s8)((((u8)254)) != (((u8)118))));
    } while (++i3 < n2);
    switch (((u32)(((u32)dg_fclamp(__fmul_rn(-0.0f, ((f32)v1)), 0.0f, 4294967040.0f))) + (u32)v1) & 7u) {
    case 1: {
        v1++;
        break;
    }
    case 3: {
        v1 -= (s8)(((s8)sizeof(u64)));
    }
    /* fallthrough */
    case 4: {
        if ((((u64)dg_fclamp(1.0e10f, 0.0f, 18446742974197923840.0f))) <= (((u64)(((u16)431))))) {
            v1 = ((s8)((u32)(v1) << ((u32)(((u8)0)) & 31u)));
        }
        break;
    }
    case 5: {
        if ((isfinite(((f64)v1)) != 0) && ((((s16)v1)) > (((s16)-1)))) return;
        break;
    }
    default: {
        v1 ^= (s8)(((s8)(((*(p0 + ((u32)(((u8)((u32)(((u8)v1)) >> ((u32)(((u8)v1)) & 31u)))) & 7u)))) == (p0[((u32)(((s32)((((s32)v1)) | (((s32)v1))))) & 7u)]))));
        break;
    }
    }
    h4 = (((u32)(v1) * 3u) ^ (u32)(p0[(0u & 7u)]) * 5u) ^ (u32)(p0[(7u & 7u)]);
    p0[0] = ((s32)((u32)(p0[0]) ^ (u32)h4));
    return;
}

typedef struct {
    u32 x0;
    u8 x1;
    s8 x2;
    u32 h;
    f64 arr[2];
} p0177_state;

DG_SHARED s32 p0177_sh0[96];
DG_SHARED u64 p0177_sh1[192];
DG_SHARED s32 p0177_sh2[384];

DG_KERNEL(p0177_kernel, p0177_state)
{
    DG_BEGIN(p0177_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = ((u32)((u32)(__ldg(&in[1])) << ((u32)(__ldg(&in[3])) & 31u)));
        st->x1 = ((u8)((((((u8)__ldg(&in[4]))) <= (((u8)255)))) ? (((u8)bid)) : (((u8)__ldg(&in[4])))));
        st->x2 = ((s8)(((s64)0xffffffffffffffffull)));
        st->h = __float2uint_rz(dg_fclamp(((f32)((u64)st->x0)), 0.0f, 4294967040.0f));
        st->arr[0] = ((f64)((u64)__ldg(&in[4])));
        st->arr[1] = __hiloint2double(3, ((s32)st->x0));
        p0177_sh0[tid * 1u + 0u] = ((s32)__ldg(&in[3]));
        p0177_sh1[tid * 2u + 0u] = ((u64)dg_dclamp(__longlong_as_double((s64)0x375bc70ef9f9d479ull), 0.0, 18446744073709549568.0));
        p0177_sh1[tid * 2u + 1u] = ((u64)0x3ull);
        p0177_sh2[tid * 4u + 0u] = ((s32)st->x0);
        p0177_sh2[tid * 4u + 1u] = ((s32)0x80000000u);
        p0177_sh2[tid * 4u + 2u] = ((s32)__float2ull_rz(dg_fclamp(((f32)((u16)__ldg(&in[1]))), 0.0f, 18446742974197923840.0f)));
        p0177_sh2[tid * 4u + 3u] = ((s32)__float2uint_ru(dg_fclamp(((f32)__ldg(&in[2])), 0.0f, 4294967040.0f)));
        f64 v5 = __int2double_rn(((s32)bid));
        s32 a6[8] = {0};
        s32 j7;
        for (j7 = 0; j7 < 8; j7++)
            a6[j7] = ((s32)dg_dclamp(v5, -2147483648.0, 2147483647.0));
        s32 g8 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)a6;
        (void)j7;
        (void)g8;
        p0177_f0(a6);
        B2:;
        p0177_f0(a6);
        if (g8 < 1 && ((gtid) > (((u32)st->x1)))) {
            g8++;
            goto B2;
        }
        st->x2--;
        v5--;
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(in[(5u % 6u)]) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)(p0177_sh1[tid * 2u + (0u & 1u)]) * 9u) ^ (u32)(p0177_sh2[tid * 4u + (0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        s32 c13 = 0;
        f32 v9 = ((f32)st->x1);
        s16 v10 = ((s16)((2.0) < (((f64)v9))));
        s32 a11[8] = {0};
        s32 j12;
        for (j12 = 0; j12 < 8; j12++)
            a11[j12] = ((c13 = j12), (s32)(c13 ^ j12));
        s32 n14 = 0, i15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)v10;
        (void)a11;
        (void)j12;
        (void)n14;
        (void)i15;
        (void)c13;
        if (isfinite(((f32)((u64)st->h))) != 0) {
            n14 = (s32)((u32)(((s32)(~(u32)(((s32)dg_fclamp(((f32)-1.0), -2147483648.0f, 2147483520.0f)))))) % 8u);
            i15 = 0;
            while (i15 < n14) {
                i15++;
                st->x2 = ((s8)__double2ull_rd(dg_dclamp(st->arr[((u32)(tid) & 1u)], 0.0, 18446744073709549568.0)));
            }
        } else {
            st->x0 = ((u32)(~(u32)(60u)));
        }
        p0177_f0(a11);
        if ((gtid % 5u) == 1u && ((((s64)v10)) == (((s64)st->x1)))) return;
        st->h = ((((dg_fbits(v9) * 3u) ^ (u32)(v10) * 5u) ^ (u32)dg_dbits(st->arr[(1u & 1u)]) * 7u) ^ (u32)(p0177_sh0[(95u % 96u)]) * 9u) ^ (u32)(a11[(0u & 7u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((u8)dg_dclamp((st->arr[((u32)(((s32)tid)) & 1u)] * ((f64)v9)), 0.0, 255.0)));
        out[9] = (u32)(((u16)st->x2));
        out[10] = (u32)dg_dbits(st->arr[0]);
        if ((gtid % 7u) == 1u && ((((s32)tid)) > (((s32)bid)))) return;
        out[11] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0177, p0177_state, 96, 1, 6, 12, 2, 2048, 178u)
