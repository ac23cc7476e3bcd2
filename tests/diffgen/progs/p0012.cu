// diffgen program p0012: gen.py --seed 12 --name p0012 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    f64 f0;
    s32 f1[2];
} p0012_S0;
typedef struct {
    u16 f0;
    s64 f1;
} p0012_S1;

FN s32 p0012_f0(p0012_S1 p0, f64 p1, DG_REF(float2) p2, DG_REF(p0012_S0) p3, BOOL p4, DG_REF(longlong2) p5, u32 p6, const u32 *p7)
{
    BOOL v1 = ((BOOL)((u8)p6));
    u64 v2 = ((u64)((u64)0 - (u64)(((u64)v1))));
    s32 g3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)h4;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    if ((((u16)((u32)(p0.f0) << ((u32)(255) & 31u)))) != (((u16)44280))) {
        v2 = ((u64)((((u64)0x7f90925c46cbd355ull)) & (v2)));
    } else {
        if ((((((s64)v1)) >= (((s64)0x3f9f842dc43547b7ull)))) && ((!(((((s8)-128)) > (((s8)p4))))))) {
            DG_R(p3).f0 = 0.125;
        }
    }
    B1:;
    if ((((u16)dg_div_u32((u32)(((u16)v1)), (u32)(p0.f0)))) == (((u16)v2))) {
        p1 = __ll2double_rn(((s64)dg_div_s64((s64)(((s64)p6)), (s64)(((s64)v1)))));
    }
    if (g3 < 3 && p4) {
        g3++;
        goto B1;
    }
    h4 = (((((u32)dg_dbits(p1) * 3u) ^ (u32)(dg_dbits(p1) >> 32) * 5u) ^ (u32)(p4) * 7u) ^ (u32)(v1) * 9u) ^ (u32)(dg_dbits(DG_R(p3).f0) >> 32);
    return ((s32)((u32)(((s32)dg_dclamp(__longlong_as_double(((s64)v2)), -2147483648.0, 2147483647.0))) ^ (u32)h4));
}

typedef struct {
    f64 x0;
    s8 x1;
    u32 h;
} p0012_state;

DG_SHARED f32 p0012_sh0[64];
DG_SHARED s16 p0012_sh1[128];

DG_KERNEL(p0012_kernel, p0012_state)
{
    DG_BEGIN(p0012_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = ((f64)tid);
        st->x1 = ((s8)((s32)(((s8)-128)) >> ((u32)(228) & 31u)));
        st->h = ((u32)((((st->x0) >= (((f64)((f32)__ldg(&in[3])))))) ? (out[((u32)(((s64)sizeof(u64))) & 1u)]) : (tid)));
        p0012_sh0[tid * 1u + 0u] = ((((st->x1) <= (((s8)78)))) ? ((f32)__ldg(&in[1])) : ((f32)__ldg(&in[2])));
        p0012_sh1[tid * 2u + 0u] = ((s16)21289);
        p0012_sh1[tid * 2u + 1u] = ((s16)dg_rem_s32((s32)(((s16)__ldg(&in[3]))), (s32)(((s16)gtid))));
        s16 v5 = ((s16)((u32)(((s16)-160)) - (u32)(((s16)3))));
        u32 a6[8] = {0};
        s32 j7;
        for (j7 = 0; j7 < 8; j7++)
            a6[j7] = gtid;
        p0012_S1 sv8;
        sv8.f0 = ((u16)dg_fclamp(((f32)__longlong_as_double((s64)0x3810000000000000ull)), 0.0f, 65535.0f));
        sv8.f1 = ((s64)0xcb1d37e9a2b35b25ull);
        float2 sv9 = make_float2(((((((s8)st->h)) < (st->x1))) ? 1024.0f : p0012_sh0[tid * 1u + 0u]), ((f32)((f64)tid)));
        p0012_S0 sv10;
        sv10.f0 = __ull2double_ru(((u64)bid));
        sv10.f1[0] = ((s32)((s32)(((s32)gtid)) >> ((u32)(gtid) & 31u)));
        sv10.f1[1] = ((s32)sizeof(s32));
        longlong2 sv11 = make_longlong2(((s64)0xffffffffffffffffull), ((s64)dg_dclamp(((f64)st->x1), -9223372036854775808.0, 9223372036854774784.0)));
        s32 g12 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)a6;
        (void)j7;
        (void)sv8;
        (void)sv9;
        (void)sv10;
        (void)sv11;
        (void)g12;
        B2:;
        st->h = __double2uint_rz(dg_dclamp((((f64)1024.0f) / sv10.f0), 0.0, 4294967295.0));
        if (g12 < 2 && ((((u16)st->h)) > (sv8.f0))) {
            g12++;
            goto B2;
        }
        st->x0 = (f64)p0012_f0(sv8, (((f64)167u) / st->x0), DG_A(sv9), DG_A(sv10), ((BOOL)(((((u64)v5)) > (((u64)0x7a957bdc2edbfc48ull))))), DG_A(sv11), out[((u32)(((s64)((u64)(((s64)bid)) << ((u32)(a6[((u32)(((s64)(((isfinite(((f64)(*(p0012_sh0 + tid * 1u + 0u)))) != 0)) ? (((s64)0xffffffffffffff69ull)) : (((s64)0xc2bea7753d32d01eull))))) & 7u)]) & 63u)))) & 1u)], a6);
        p0012_sh1[tid * 2u + ((u32)(((s64)0x863bf2da242d8cefull)) & 1u)] = v5;
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(sv11.x) * 7u) ^ (u32)(in[(6u % 7u)]) * 9u) ^ dg_fbits(p0012_sh0[tid * 1u + 0u]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 7u;
        u16 v13 = ((u16)18443);
        s32 v14 = ((s32)st->h);
        u32 a15[8] = {0};
        s32 j16;
        for (j16 = 0; j16 < 8; j16++)
            a15[j16] = out[((u32)(((s32)((u32)(j16) + (u32)(((s32)-1))))) & 1u)];
        p0012_S1 sv17;
        sv17.f0 = ((u16)__float2ll_rn(dg_fclamp(((f32)st->x0), -9223372036854775808.0f, 9223371487098961920.0f)));
        sv17.f1 = ((s64)((u64)(((s64)st->h)) - (u64)(((s64)st->h))));
        float2 sv18;
        sv18.x = ((f32)tid);
        sv18.y = (((f32)((f64)st->h)) - ((f32)((s64)v13)));
        p0012_S0 sv19;
        sv19.f0 = (st->x0 + st->x0);
        sv19.f1[0] = ((s32)__byte_perm(((u32)v14), in[((u32)(((s32)((u32)0 - (u32)(((s32)-1484777255))))) % 7u)], tid));
        sv19.f1[1] = ((s32)sizeof(u64));
        longlong2 sv20 = make_longlong2(((s64)__hadd(((s32)st->h), 864784919)), ((s64)((u64)(((s64)st->x1)) - (u64)(((s64)bid)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)a15;
        (void)j16;
        (void)sv17;
        (void)sv18;
        (void)sv19;
        (void)sv20;
        p0012_f0(sv17, ((f64)((f32)st->h)), DG_A(sv18), DG_A(sv19), ((BOOL)((s16)-32768)), DG_A(sv20), ((u32)dg_fclamp((*(p0012_sh0 + ((u32)(((s32)((((u8)v14)) < (((u8)204))))) & 63u))), 0.0f, 4294967040.0f)), a15);
        v13 = (u16)p0012_f0(sv17, st->x0, DG_A(sv18), DG_A(sv19), ((BOOL)((((((f32)st->x0) * ((f32)st->x1))) >= ((((f32)v13) / ((f32)st->x1)))))), DG_A(sv20), ((u32)st->x1), a15);
        st->h = (((((u32)(v14) * 3u) ^ (u32)(sv17.f1) * 5u) ^ (u32)(sv20.x) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(a15[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 7u;
        s16 v21 = ((s16)((s32)(((s16)2)) >> ((u32)(((u8)31)) & 31u)));
        u32 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = tid;
        p0012_S1 sv24;
        sv24.f0 = ((u16)((((u16)255)) | (((u16)v21))));
        sv24.f1 = ((s64)(((s8)v21)));
        float2 sv25;
        sv25.x = (((f32)st->x0) / ((f32)v21));
        sv25.y = (-(((f32)v21)));
        p0012_S0 sv26;
        sv26.f0 = (((f64)((u16)v21)) + ((f64)36));
        sv26.f1[0] = ((s32)v21);
        sv26.f1[1] = ((s32)st->x1);
        longlong2 sv27;
        sv27.x = ((s64)dg_dclamp(((f64)st->h), -9223372036854775808.0, 9223372036854774784.0));
        sv27.y = ((s64)(+(sv24.f1)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)a22;
        (void)j23;
        (void)sv24;
        (void)sv25;
        (void)sv26;
        (void)sv27;
        sv25.y = __ull2float_rd(((u64)gtid));
        if ((((s64)((u64)(sv24.f1) * (u64)(((s64)gtid))))) >= (((s64)((u64)(((s64)0xebull)) << ((u32)(((u8)tid)) & 63u))))) {
            st->h = (u32)p0012_f0(sv24, ((((((s16)st->x1)) >= (((s16)-9854)))) ? ((f64)sv27.y) : st->x0), DG_A(sv25), DG_A(sv26), ((BOOL)((!(((((f64)bid)) == (st->x0)))))), DG_A(sv27), ((u32)((u32)(((u32)(isnan(((f64)((f32)st->x1))) != 0))) ^ (u32)0xffffffff)), a22);
        } else {
            out[((u32)(tid) & 1u)] = ((u32)((u32)(32u) + (u32)(a22[((u32)(((s64)gtid)) & 7u)])));
        }
        v21--;
        st->h = ((((dg_fbits(sv25.x) * 3u) ^ (u32)dg_dbits(sv26.f0) * 5u) ^ dg_fbits(p0012_sh0[(0u & 63u)]) * 7u) ^ (u32)(p0012_sh1[(127u & 127u)]) * 9u) ^ (u32)(a22[(7u & 7u)]) ^ (st->h * 7u);
        out[2] = (u32)dg_dbits(st->x0);
        out[3] = (u32)(dg_dbits(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((s16)dg_dclamp(__dmul_rn(st->x0, ((f64)gtid)), -32768.0, 32767.0)));
    }
    DG_END
}

DG_PROGRAM(p0012, p0012_state, 64, 1, 7, 7, 3, 2048, 12u)
