// diffgen program p0092: gen.py --seed 92 --name p0092 --include ../twin.h
#include "../twin.h"

typedef struct {
    f32 f0;
    f32 f1;
    f64 f2;
} p0092_S0;
typedef struct {
    u64 f0;
    s8 f1;
    f64 f2;
} p0092_S1;

FN u32 p0092_f0(s32 depth, DG_REF(double2) p0, u8 p1, DG_REF(p0092_S0) p2)
{
    u8 c3 = 0;
    u16 v1 = ((u16)((((u16)depth)) & (((u16)depth))));
    u8 v2 = ((u8)llabs(dg_nomin64(((s64)p1))));
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)h4;
    (void)c3;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return 0u;
    p1 &= (u8)(((c3 = v2), (u8)(c3 ^ ((u8)((((((u8)94)) <= (((u8)depth)))) ? (((u8)v1)) : (p1))))));
    p1 = (u8)p0092_f0(depth - 1, DG_A(DG_R(p0)), ((u8)__dp2a_lo(((s32)(((s64)0xccf88e705a58949dull))), ((s32)(((u32)p1))), ((s32)((((((s16)-14494)) != (((s16)v1)))) ? (depth) : (depth))))), DG_A(DG_R(p2)));
    p1 *= (u8)(((u8)(((u16)((v1) | (v1))))));
    h4 = (((((u32)(depth) * 3u) ^ (u32)(p1) * 5u) ^ (u32)dg_dbits(DG_R(p0).x) * 7u) ^ dg_fbits(DG_R(p2).f1) * 9u) ^ (u32)dg_dbits(DG_R(p2).f2);
    return ((u32)((u32)(((u32)depth)) ^ (u32)h4));
}

FN s64 p0092_f1(s32 depth, s16 p0)
{
    u16 v5 = ((u16)((u32)(((u16)39001)) * (u32)(((u16)32))));
    double2 sv6;
    sv6.x = ((f64)((u8)1));
    sv6.y = ((((((s64)p0)) != (((s64)0xe3ull)))) ? 0.0000152587890625 : ((f64)((s64)v5)));
    p0092_S0 sv7;
    sv7.f0 = (0.25f / ((f32)v5));
    sv7.f1 = (((f32)((f64)v5)) - ((f32)sv6.x));
    sv7.f2 = ((((((u8)v5)) > (((u8)116)))) ? sv6.x : ((f64)p0));
    u32 h8 = 0;
    (void)v5;
    (void)sv6;
    (void)sv7;
    (void)h8;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s64)((s64)(((s64)v5)) >> ((u32)(((u32)depth)) & 63u)));
    sv6.y = fma(__longlong_as_double((s64)0x49dfe4cce44d88ccull), ((f64)p0), __longlong_as_double((s64)0xe89d46f4aa9fc905ull));
    v5 = ((u16)((u32)0 - (u32)(((u16)p0))));
    sv7.f0 = __fadd_ru(((f32)((u16)28334)), sv7.f1);
    sv6.y = ((((((f64)p0)) > (((f64)3u)))) ? rint(((f64)depth)) : (sv6.y + sv6.y));
    v5 = (u16)p0092_f1(depth - 1, ((s16)sizeof(u16)));
    h8 = (((((u32)(p0) * 3u) ^ (u32)(dg_dbits(sv6.x) >> 32) * 5u) ^ dg_fbits(sv7.f0) * 7u) ^ (u32)dg_dbits(sv7.f2) * 9u) ^ (u32)(dg_dbits(sv7.f2) >> 32);
    return ((s64)((u64)(((s64)__double2int_rn(dg_dclamp(((f64)((u32)v5)), -2147483648.0, 2147483647.0)))) ^ (u64)h8));
}

FN s8 p0092_f2(f32 p0, p0092_S1 p1, double2 p2)
{
    u64 c10 = 0;
    u64 v9 = ((c10 = ((u64)0xe5defc00d9af4dc0ull)), (u64)(c10 ^ ((u64)0x1ull)));
    BOOL v11 = ((BOOL)(((p1.f0) < (v9))));
    f32 a12[4] = {0};
    s32 j13;
    for (j13 = 0; j13 < 4; j13++)
        a12[j13] = __fsub_rd(((f32)v9), p0);
    double2 sv14;
    sv14.x = (((f64)v11) - ((f64)v11));
    sv14.y = (((f64)v11) * 3.0);
    p0092_S0 sv15;
    sv15.f0 = (((f32)__longlong_as_double((s64)0x0000000000000000ull)) * ((f32)3));
    sv15.f1 = (((f32)-0.0) / ((f32)p1.f0));
    sv15.f2 = __dadd_rn(((f64)((s8)v9)), ((f64)((s64)0xf1ull)));
    s32 n16 = 0, i17 = 0;
    s32 n18 = 0, i19 = 0;
    u32 h20 = 0;
    (void)v9;
    (void)v11;
    (void)a12;
    (void)j13;
    (void)sv14;
    (void)sv15;
    (void)n16;
    (void)i17;
    (void)n18;
    (void)i19;
    (void)h20;
    (void)c10;
    (void)p0;
    (void)p1;
    (void)p2;
    p0 += ((f32)((s8)1));
    n16 = (s32)((u32)(((u8)((u32)(((u8)255)) + (u32)(((u8)((u32)(((u8)v9)) << ((u32)(4294967294u) & 31u))))))) % 3u);
    i17 = 0;
    while (i17 < n16) {
        i17++;
        n18 = (s32)((u32)(((u32)((((u32)((((u64)v11)) >= (v9)))) & (((u32)((u32)(4037316205u) << ((u32)(((u8)v11)) & 31u))))))) % 7u) + 1;
        i19 = 0;
        do {
            v9 = ((u64)((v9) ^ (v9)));
            v9 = ((u64)((((((s64)v11)) > (((s64)0xca2b6d85f31eb202ull)))) ? (v9) : (v9)));
        } while (++i19 < n18);
    }
    h20 = ((((dg_fbits(p0) * 3u) ^ (u32)(v9) * 5u) ^ (u32)(dg_dbits(p2.y) >> 32) * 7u) ^ (u32)dg_dbits(sv14.x) * 9u) ^ dg_fbits(sv15.f0);
    return ((s8)((u32)(((s8)((u32)(((s8)((((((s32)v9)) > (((s32)-1851680985)))) || (((((u32)v9)) < (((u32)v11))))))) << ((u32)(((u8)((u32)(((u8)v11)) << ((u32)(((s32)-1)) & 31u)))) & 31u)))) ^ (u32)h20));
}

typedef struct {
    f32 x0;
    u8 x1;
    u32 h;
    s32 arr[4];
} p0092_state;

DG_SHARED s16 p0092_sh0[160];
DG_SHARED s16 p0092_sh1[640];

DG_KERNEL(p0092_kernel, p0092_state)
{
    DG_BEGIN(p0092_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = -7.0f;
        st->x1 = ((u8)((u32)(((u8)__ldg(&in[0]))) << ((u32)(((s32)__ldg(&in[6]))) & 31u)));
        st->h = ((u32)st->x1);
        st->arr[0] = ((s32)((u32)(((s32)__ldg(&in[0]))) - (u32)(((s32)__ldg(&in[5])))));
        st->arr[1] = ((s32)((s32)(((s32)__ldg(&in[4]))) >> ((u32)(((s32)__ldg(&in[5]))) & 31u)));
        st->arr[2] = __dp2a_hi(((s32)-34), ((s32)gtid), ((s32)__ldg(&in[3])));
        st->arr[3] = ((s32)((((s32)-2147483647)) ^ (((s32)bid))));
        p0092_sh0[tid * 1u + 0u] = ((s16)((((s16)__ldg(&in[0]))) ^ (((s16)tid))));
        p0092_sh1[tid * 4u + 0u] = ((s16)dg_div_s32((s32)(((s16)-5387)), (s32)(((s16)st->h))));
        p0092_sh1[tid * 4u + 1u] = ((s16)__popcll(((u64)tid)));
        p0092_sh1[tid * 4u + 2u] = ((s16)__float2int_rz(dg_fclamp(((f32)((f64)st->h)), -2147483648.0f, 2147483520.0f)));
        p0092_sh1[tid * 4u + 3u] = ((s16)__double2ull_rn(dg_dclamp(((f64)st->x1), 0.0, 18446744073709549568.0)));
        s32 v21 = ((s32)-2147483647);
        BOOL v22 = ((BOOL)(((((f64)gtid)) >= (((f64)st->x1)))));
        double2 sv23;
        sv23.x = __dsqrt_rd(((f64)gtid));
        sv23.y = (__longlong_as_double((s64)0x7ff0000000000000ull) - 1.5);
        p0092_S0 sv24;
        sv24.f0 = __fsub_rn(__uint_as_float(0x7f800000u), st->x0);
        sv24.f1 = (((f32)tid) * ((f32)((f64)gtid)));
        sv24.f2 = ((f64)((u32)st->x1));
        p0092_S1 sv25;
        sv25.f0 = ((u64)(((u16)v21)));
        sv25.f1 = ((s8)dg_div_s32((s32)(((s8)tid)), (s32)(((s8)st->h))));
        sv25.f2 = (((f64)32u) * __longlong_as_double((s64)0xbff8000000000000ull));
        s32 n26 = 0, i27 = 0;
        s32 n28 = 0, i29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)v22;
        (void)sv23;
        (void)sv24;
        (void)sv25;
        (void)n26;
        (void)i27;
        (void)n28;
        (void)i29;
        st->x0 = (f32)p0092_f2(((f32)gtid), sv25, sv23);
        n26 = (s32)((u32)(((u8)((((u8)(((u16)gtid)))) | (((u8)dg_rem_u32((u32)(((u8)255)), (u32)(((u8)1)))))))) % 3u) + 1;
        i27 = 0;
        do {
            n28 = (s32)((u32)(((u32)(((u64)((((st->x1) < (((u8)v21)))) ? (sv25.f0) : (((u64)0xffffffffffffffffull))))))) % 7u) + 1;
            for (i29 = 0; i29 < n28; i29++) {
                p0092_sh0[tid * 1u + 0u] = ((s16)((s32)(((s16)((u32)(((s16)tid)) + (u32)(((s16)i29))))) >> ((u32)(274u) & 31u)));
            }
        } while (++i27 < n26);
        st->h = (((((u32)(tid) * 3u) ^ (u32)dg_dbits(sv23.y) * 5u) ^ (u32)dg_dbits(sv24.f2) * 7u) ^ (u32)(out[(0u & 3u)]) * 9u) ^ (u32)(p0092_sh1[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        u8 v30 = ((u8)sizeof(u8));
        u64 v31 = ((u64)0xa64a6c62a02960d0ull);
        double2 sv32 = make_double2((((f64)bid) / ((f64)v30)), __dadd_ru(((f64)v30), ((f64)v30)));
        p0092_S0 sv33;
        sv33.f0 = __fmul_rz(((f32)v31), -0.0f);
        sv33.f1 = __frcp_rd(((f32)v30));
        sv33.f2 = (((f64)tid) * ((f64)((s16)0)));
        p0092_S1 sv34;
        sv34.f0 = ((u64)((v31) ^ (((u64)gtid))));
        sv34.f1 = ((s8)((((1754134902u) != (302667461u))) ? (((s8)v30)) : (((s8)tid))));
        sv34.f2 = __dsqrt_ru(((f64)st->x1));
        s32 n35 = 0, i36 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)v31;
        (void)sv32;
        (void)sv33;
        (void)sv34;
        (void)n35;
        (void)i36;
        switch (((u32)(((u32)((((u32)((((sv34.f1) <= (((s8)-63)))) || (((((u8)255)) <= (v30)))))) | (((u32)((u32)(0u) - (u32)(gtid))))))) + (u32)v31) & 7u) {
        case 1: {
            if ((((u16)1)) > (((u16)6521))) {
                sv32.x = __longlong_as_double((s64)0x3810000000000000ull);
            }
        }
        /* fallthrough */
        case 2: {
            st->x0 = (((f32)gtid) - st->x0);
            break;
        }
        case 6: {
            if ((__dsub_rn(((f64)st->h), sv34.f2)) < ((sv32.y / ((f64)bid)))) {
                st->h = (u32)p0092_f2(((((st->x0) < (((f32)tid)))) ? st->x0 : st->x0), sv34, sv32);
            }
            break;
        }
        case 7: {
            st->x1 = v30;
            break;
        }
        }
        v31 = (u64)p0092_f2(((f32)((s64)0x1full)), sv34, sv32);
        st->x0 = (((f32)v31) - st->x0);
        n35 = (s32)((u32)(((s32)v31)) % 8u) + 1;
        i36 = 0;
        do {
            v30 = (u8)p0092_f2((sv33.f0 - ((f32)v31)), sv34, sv32);
        } while (++i36 < n35);
        st->h = (((((u32)dg_dbits(sv32.x) * 3u) ^ dg_fbits(sv33.f0) * 5u) ^ (u32)dg_dbits(sv34.f2) * 7u) ^ (u32)(p0092_sh0[(159u % 160u)]) * 9u) ^ (u32)(p0092_sh1[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
        st->h = p0092_f0((s32)((u32)(((u32)((u32)(st->h) ^ (u32)0xffffffff))) % 6u), DG_A(sv32), ((u8)((u32)(((u8)gtid)) + (u32)(((u8)36)))), DG_A(sv33));
        p0092_f1((s32)((u32)(__float2uint_ru(dg_fclamp(st->x0, 0.0f, 4294967040.0f))) % 4u), ((s16)-17044));
        out[4] = dg_fbits(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((s64)((s64)(((s64)((((s64)bid)) ^ (((s64)0xffffffffffffffffull))))) >> ((u32)(((u32)dg_dclamp(((f64)((s64)0xffffffffffffff1dull)), 0.0, 4294967295.0))) & 63u))));
        out[8] = (u32)(st->arr[0]);
        out[9] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0092, p0092_state, 160, 2, 7, 10, 2, 8192, 92u)
