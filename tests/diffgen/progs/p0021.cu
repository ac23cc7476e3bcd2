// diffgen program p0021: gen.py --seed 21 --name p0021 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u32 f0;
    s64 f1;
} p0021_S0;

FN f32 p0021_f0(DG_REF(double2) p0)
{
    BOOL v1 = ((BOOL)((isnan(((f64)((u8)82))) != 0)));
    s32 v2 = ((s32)((u32)(1203704746) * (u32)(((s32)v1))));
    u64 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((u64)v2);
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)p0;
    v2 = ((s32)sizeof(DG_R(p0)));
    DG_R(p0).y = ((v1) ? ((f64)v1) : ((f64)((s16)v2)));
    h5 = (((((u32)(v1) * 3u) ^ (u32)(v2) * 5u) ^ (u32)(dg_dbits(DG_R(p0).x) >> 32) * 7u) ^ (u32)dg_dbits(DG_R(p0).y) * 9u) ^ (u32)(dg_dbits(DG_R(p0).y) >> 32);
    return (__uint_as_float(0xe6110c52u) + (f32)(h5 & 255u));
}

typedef struct {
    s64 x0;
    u64 x1;
    u32 x2;
    u32 h;
} p0021_state;

DG_KERNEL(p0021_kernel, p0021_state)
{
    DG_BEGIN(p0021_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 7u;
        s16 c9 = 0;
        st->x0 = ((s64)__ldg(&in[4]));
        st->x1 = ((u64)0xfffffffffffffffeull);
        st->x2 = ((u32)((((((s64)tid)) != (((s64)0x2676ce40f578ff93ull)))) ? (in[((u32)(((u32)__float2ull_rn(dg_fclamp(((f32)__ldg(&in[3])), 0.0f, 18446742974197923840.0f)))) & 7u)]) : (((u32)st->x1))));
        st->h = ((u32)((((s32)st->x0)) >= (402380611)));
        f64 v6 = __ll2double_rn(st->x0);
        s16 v7 = ((s16)((((s16)-32768)) | (((s16)st->x0))));
        double2 sv8 = make_double2((v6 * v6), (__longlong_as_double((s64)0x3ff0000000000000ull) * v6));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)v7;
        (void)sv8;
        (void)c9;
        v7 += (s16)(((c9 = ((s16)(((s32)st->h)))), (s16)(c9 ^ ((s16)((u32)(v7) + (u32)(v7))))));
        st->h = (u32)dg_fclamp(p0021_f0(DG_A(sv8)), 0.0f, 4294967040.0f);
        if (isnan(((((((u64)0x187ull)) >= (((u64)tid)))) ? ((f32)((u16)31)) : __uint_as_float(0xfda7938eu))) != 0) {
            switch (((u32)(((u16)(((isnan(v6) != 0)) ? (((u16)(~(u32)(((u16)1))))) : (((u16)((((st->x0) != (((s64)0x75f61ba0f9a5044eull)))) && (((((u16)52186)) < (((u16)499)))))))))) + (u32)gtid) & 3u) {
            case 2: {
                st->x2 *= ((u32)__double2int_rz(dg_dclamp(((f64)v7), -2147483648.0, 2147483647.0)));
                break;
            }
            }
        } else {
            v7 >>= ((u32)(st->h) & 15u);
        }
        st->h = (((((u32)(v7) * 3u) ^ (u32)(dg_dbits(sv8.x) >> 32) * 5u) ^ (u32)(dg_dbits(sv8.y) >> 32) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)(in[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)((u64)(st->x1) >> 32);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->h);
        out[6] = (u32)(7);
    }
    DG_END
}

DG_PROGRAM(p0021, p0021_state, 100, 2, 8, 7, 1, 2048, 21u)
