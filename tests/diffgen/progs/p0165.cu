// diffgen program p0165: gen.py --seed 166 --name p0165 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    f32 f0;
    BOOL f1;
    BOOL f2;
} p0165_S0;

FN p0165_S0 p0165_f0(s32 depth, u8 p0, f64 p1)
{
    s16 v1 = ((s16)((((s16)depth)) ^ (((s16)-11630))));
    f64 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((f64)((u8)depth));
    p0165_S0 sv4;
    sv4.f0 = (((f32)v1) * 3.0f);
    sv4.f1 = ((BOOL)(((((f64)v1)) != (p1))));
    sv4.f2 = ((BOOL)(((((s32)p0)) < (depth))));
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)h5;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return sv4;
    sv4 = p0165_f0(depth - 1, p0, ((((depth) == (2045399542))) ? 0.25 : ((f64)((s8)97))));
    p1++;
    h5 = (((((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ dg_fbits(sv4.f0) * 7u) ^ (u32)(sv4.f2) * 9u) ^ (u32)(dg_dbits(a2[(0u & 7u)]) >> 32);
    sv4.f0 = (sv4.f0 + (f32)(h5 & 255u));
    return sv4;
}

FN void p0165_f1(const f64 *p0, DG_REF(u8) p1)
{
    s32 v6 = ((s32)((u32)(((s32)DG_R(p1))) + (u32)(((s32)DG_R(p1)))));
    p0165_S0 sv7;
    sv7.f0 = ((f32)((f64)((u32)DG_R(p1))));
    sv7.f1 = ((BOOL)((f32)v6));
    sv7.f2 = ((BOOL)(((((s64)0x1full)) >= (((s64)0x8000000000000001ull)))));
    u32 h8 = 0;
    (void)v6;
    (void)sv7;
    (void)h8;
    (void)p0;
    (void)p1;
    v6 = ((s32)__funnelshift_rc(((u32)((u32)(((u32)DG_R(p1))) - (u32)(124840395u))), 4294967294u, ((u32)__double2ull_rz(dg_dclamp(((f64)DG_R(p1)), 0.0, 18446744073709549568.0)))));
    v6 = ((s32)DG_R(p1));
    DG_R(p1) = ((u8)v6);
    h8 = (((((u32)(v6) * 3u) ^ dg_fbits(sv7.f0) * 5u) ^ (u32)(sv7.f2) * 7u) ^ (u32)(dg_dbits(p0[(0u & 7u)]) >> 32) * 9u) ^ (u32)(dg_dbits(p0[(7u & 7u)]) >> 32);
    DG_R(p1) = ((u8)((u32)(DG_R(p1)) ^ (u32)h8));
    return;
}

FN u16 p0165_f2(u32 p0)
{
    BOOL v9 = ((BOOL)(((((((u16)p0)) >= (((u16)1326)))) && (((((u64)0x3full)) <= (((u64)0x6417d13166a0c96cull)))))));
    f64 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = (-2.5 + ((f64)p0));
    p0165_S0 sv12;
    sv12.f0 = ((f32)v9);
    sv12.f1 = ((BOOL)(((((u64)0xffffffffffffffffull)) > (((u64)0xfffffffffffffffeull)))));
    sv12.f2 = ((BOOL)((!(((((u16)v9)) == (((u16)56337)))))));
    u8 v13 = 0;
    u32 h14 = 0;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)v13;
    (void)h14;
    (void)p0;
    p0165_f1(a10, DG_A(v13));
    v9 = ((BOOL)((signbit(dg_canonf(((f32)((s32)-682626462)))) != 0)));
    p0165_f1(a10, DG_A(v13));
    h14 = (((((u32)(p0) * 3u) ^ (u32)(v9) * 5u) ^ (u32)(sv12.f1) * 7u) ^ (u32)(sv12.f2) * 9u) ^ (u32)dg_dbits(a10[(0u & 7u)]);
    return ((u16)((u32)(((u16)((u32)(((u16)dg_fclamp(sv12.f0, 0.0f, 65535.0f))) - (u32)(((u16)((u32)(((u16)v13)) >> ((u32)(((u8)p0)) & 31u))))))) ^ (u32)h14));
}

typedef struct {
    u16 x0;
    s32 x1;
    s8 x2;
    BOOL x3;
    u32 h;
} p0165_state;

DG_KERNEL(p0165_kernel, p0165_state)
{
    DG_BEGIN(p0165_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = ((u16)__rhadd(((s32)__ldg(&in[6])), 140));
        st->x1 = ((s32)((((s32)__ldg(&in[5]))) & (((s32)__ldg(&in[2])))));
        st->x2 = ((s8)(~(u32)(((s8)__ldg(&in[4])))));
        st->x3 = ((BOOL)(((((u32)st->x1)) >= (3503656139u))));
        st->h = ((u32)dg_div_u32((u32)(in[((u32)(((s64)((((s64)__ldg(&in[5]))) & (((s64)__ldg(&in[2])))))) & 7u)]), (u32)(bid)));
        s64 v15 = ((s64)((((((u8)st->x0)) == (((u8)bid)))) || (((((f64)__uint_as_float(0x4b000000u))) != (((f64)((f32)st->x3)))))));
        s32 v16 = ((s32)__float2uint_rd(dg_fclamp(((f32)tid), 0.0f, 4294967040.0f)));
        f64 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = __fma_rz(((f64)0.25f), ((f64)((s32)st->x0)), -2.5);
        p0165_S0 sv19;
        sv19.f0 = (((f32)((s32)-915141901)) / 65536.0f);
        sv19.f1 = ((BOOL)v15);
        sv19.f2 = ((BOOL)gtid);
        u8 v20 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)sv19;
        (void)v20;
        p0165_f1(a17, DG_A(v20));
        st->x1 = ((s32)sizeof(f64));
        sv19 = p0165_f0((s32)((u32)(__brev(in[((u32)(169u) & 7u)])) % 4u), ((u8)((((((u8)255)) != (((u8)st->h)))) ? (((u8)__byte_perm(in[((u32)(((s64)((u64)(((s64)st->h)) << ((u32)(((u32)st->x1)) & 63u)))) & 7u)], st->h, ((u32)v16)))) : (((u8)((u32)(((u8)st->x3)) * (u32)(((u8)st->h))))))), (-(a17[((u32)(((u32)((((v16) <= (790266997))) || (((st->x1) <= (v16)))))) & 7u)])));
        st->h = (((((u32)((u64)(v15) >> 32) * 3u) ^ (u32)(v16) * 5u) ^ dg_fbits(sv19.f0) * 7u) ^ (u32)(dg_dbits(a17[(0u & 7u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a17[(7u & 7u)]) >> 32) ^ (st->h * 7u);
        st->h = (u32)p0165_f2(gtid);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->x3);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((s32)dg_fclamp(__ll2float_rz(((s64)st->x3)), -2147483648.0f, 2147483520.0f)));
        out[6] = (u32)(((s32)st->x3));
    }
    DG_END
}

DG_PROGRAM(p0165, p0165_state, 70, 3, 8, 7, 1, 8192, 166u)
