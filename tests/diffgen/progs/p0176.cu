// diffgen program p0176: gen.py --seed 177 --name p0176 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u32 f0;
    u32 f1[4];
} p0176_S0;

FN s32 p0176_f0(s32 depth, u64 *p0, const u8 *p1)
{
    u32 v1 = ((u32)((((u32)depth)) & (4294967294u)));
    s32 a2[16] = {0};
    s32 j3;
    for (j3 = 0; j3 < 16; j3++)
        a2[j3] = j3;
    s32 g4 = 0;
    s32 n5 = 0, i6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)n5;
    (void)i6;
    (void)h7;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s32)((((u64)0xfffffffffffffffeull)) < (((u64)0xcabf3c3154627a55ull))));
    v1 = ((u32)(((isnan(__uint_as_float(0x40103a6bu)) != 0)) && (((((s16)v1)) == (((s16)17221))))));
    v1 >>= ((u32)(262707496u) & 31u);
    B1:;
    n5 = (s32)((u32)(((u8)((u32)(((u8)((u32)(((u8)v1)) << ((u32)(((u32)depth)) & 31u)))) << ((u32)(((u8)((u32)((*(p1 + ((u32)(v1) & 7u)))) + (u32)(p1[((u32)(((s64)__double2uint_rd(dg_dclamp(((f64)v1), 0.0, 4294967295.0)))) & 7u)])))) & 31u)))) % 8u) + 1;
    i6 = 0;
    do {
        v1++;
    } while (++i6 < n5);
    if (g4 < 2 && ((0.0f) == (((f32)depth)))) {
        g4++;
        goto B1;
    }
    v1 = (u32)p0176_f0(depth - 1, p0, p1);
    h7 = (((((u32)(depth) * 3u) ^ (u32)(p0[(0u & 7u)]) * 5u) ^ (u32)((u64)(p0[(0u & 7u)]) >> 32) * 7u) ^ (u32)(p1[(0u & 7u)]) * 9u) ^ (u32)(a2[(0u & 15u)]);
    return ((s32)((u32)(((s32)((u32)(((s32)((u32)(((s32)v1)) * (u32)(depth)))) + (u32)(((s32)dg_div_s32((s32)(depth), (s32)(((s32)v1)))))))) ^ (u32)h7));
}

typedef struct {
    u16 x0;
    s32 x1;
    BOOL x2;
    u32 h;
} p0176_state;

DG_SHARED s16 p0176_sh0[160];

DG_KERNEL(p0176_kernel, p0176_state)
{
    DG_BEGIN(p0176_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        u16 c8 = 0;
        st->x0 = ((c8 = ((u16)0)), (u16)(c8 ^ ((u16)__ldg(&in[0]))));
        st->x1 = ((s32)((((((s64)0x9e6f149cb90914bcull)) > (((s64)0x9dab6afd6b9fe4f1ull)))) && (((((u8)1)) >= (((u8)__ldg(&in[1])))))));
        st->x2 = ((BOOL)(((((u64)__ldg(&in[5]))) == (((u64)gtid)))));
        st->h = ((u32)((205u) | (((u32)st->x0))));
        p0176_sh0[tid * 1u + 0u] = ((s16)__float2ll_rd(dg_fclamp(((f32)tid), -9223372036854775808.0f, 9223371487098961920.0f)));
        s16 v9 = ((s16)dg_fclamp(((f32)bid), -32768.0f, 32767.0f));
        f64 v10 = (-(__longlong_as_double((s64)0x3ff0000000000000ull)));
        u64 a11[8] = {0};
        s32 j12;
        for (j12 = 0; j12 < 8; j12++)
            a11[j12] = ((u64)__double2uint_rn(dg_dclamp(v10, 0.0, 4294967295.0)));
        u8 a13[8] = {0};
        s32 j14;
        for (j14 = 0; j14 < 8; j14++)
            a13[j14] = ((u8)v9);
        s32 g15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)v10;
        (void)a11;
        (void)j12;
        (void)a13;
        (void)j14;
        (void)g15;
        (void)c8;
        st->x2 = ((BOOL)(((((((v10) <= (((f64)st->x2)))) && (((v9) <= (((s16)-31334)))))) || (((((s32)-135)) < (st->x1))))));
        B2:;
        if (g15 < 2 && ((((f64)829610111u)) != (v10))) {
            g15++;
            goto B2;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(out[(0u & 1u)]) * 5u) ^ (u32)((u64)(a11[(0u & 7u)]) >> 32) * 7u) ^ (u32)(a11[(7u & 7u)]) * 9u) ^ (u32)(a13[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        s8 v16 = ((s8)127);
        s16 v17 = ((s16)sizeof(BOOL));
        u64 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = ((u64)dg_fclamp(((f32)st->x2), 0.0f, 18446742974197923840.0f));
        u8 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = ((u8)dg_fclamp(((f32)st->h), 0.0f, 255.0f));
        s32 n22 = 0, i23 = 0;
        s32 g24 = 0;
        s32 n25 = 0, i26 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)a20;
        (void)j21;
        (void)n22;
        (void)i23;
        (void)g24;
        (void)n25;
        (void)i26;
        n22 = (s32)((u32)(((s32)((s32)(((s32)((st->x1) ^ (((s32)-212))))) >> ((u32)(((s32)((((((s8)bid)) >= (v16))) || (((((f32)st->x1)) != (((f32)st->x2))))))) & 31u)))) % 8u);
        i23 = 0;
        do {
            switch (((u32)(((s32)((((s32)dg_fclamp(__uint_as_float(0x7fc00000u), -2147483648.0f, 2147483520.0f))) | (((s32)((s32)(st->x1) >> ((u32)(((s32)st->h)) & 31u))))))) + (u32)tid) & 3u) {
            case 0: {
                v16 = ((s8)(((u8)dg_div_u32((u32)(((u8)v17)), (u32)(a20[((u32)(((s32)((u32)(((s32)v16)) << ((u32)(((u8)tid)) & 31u)))) & 7u)])))));
            }
            /* fallthrough */
            case 1: {
                st->x2 = ((BOOL)(((((s16)-32768)) <= (v17))));
            }
            /* fallthrough */
            case 2: {
                st->x0 = ((u16)__float2int_rd(dg_fclamp(__frcp_rn(((f32)st->h)), -2147483648.0f, 2147483520.0f)));
            }
            /* fallthrough */
            case 3: {
                break;
            }
            }
            if ((((u8)ullmax(a18[((u32)(((u8)((u32)(((u8)254)) + (u32)((*(a20 + ((u32)(((s64)(v17))) & 7u))))))) & 7u)], ((u64)tid)))) >= (((u8)(st->x0)))) {
                if ((gtid % 5u) == 0u && st->x2) return;
            } else {
            }
        } while (++i23 < n22);
        st->h = ((u32)((((u32)((u32)0 - (u32)(gtid)))) & (((u32)((gtid) ^ (((u32)v16)))))));
        B4:;
        n25 = (s32)((u32)(a20[((u32)(((s64)((((s64)0x8000000000000001ull)) & (((s64)v16))))) & 7u)]) % 8u);
        i26 = 0;
        do {
            v16 = ((s8)((v16) & (((s8)st->x2))));
        } while (++i26 < n25);
        if (g24 < 1 && ((((f64)st->x1)) >= (((f64)st->x2)))) {
            g24++;
            goto B4;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(in[(0u % 6u)]) * 7u) ^ (u32)(a18[(0u & 7u)]) * 9u) ^ (u32)(a20[(7u & 7u)]) ^ (st->h * 7u);
        v16 = (s8)p0176_f0((s32)((u32)(((u32)((tid) | (gtid)))) % 3u), a18, a20);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((u8)((u32)0 - (u32)(a20[((u32)(((s32)((u32)(31) * (u32)(st->x1)))) & 7u)]))));
    }
    DG_END
}

DG_PROGRAM(p0176, p0176_state, 160, 3, 6, 7, 2, 8192, 177u)
