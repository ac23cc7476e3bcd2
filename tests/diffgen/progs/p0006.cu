// diffgen program p0006: gen.py --seed 6 --name p0006 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u16 f0[2];
    f64 f1;
} p0006_S0;

FN float4 p0006_f0(DG_REF(s16) p0, double2 p1, DG_REF(float4) p2, DG_REF(f32) p3, DG_REF(u32) p4, s8 p5, u32 p6, DG_REF(float4) p7, DG_REF(s16) p8, DG_REF(u16) p9, BOOL p10, p0006_S0 p11)
{
    f64 v1 = __dsub_rn(((f64)DG_R(p2).w), ((f64)((s32)-69817790)));
    float4 sv2;
    sv2.x = (((f32)4294967294u) - ((f32)((u64)0xfbull)));
    sv2.y = DG_R(p3);
    sv2.z = ((((((f32)((s32)DG_R(p9)))) < (DG_R(p3)))) ? DG_R(p3) : ((f32)p6));
    sv2.w = (0.125f / ((f32)DG_R(p8)));
    u32 h3 = 0;
    (void)v1;
    (void)sv2;
    (void)h3;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    (void)p9;
    (void)p10;
    (void)p11;
    sv2.z = (DG_R(p3) + ((f32)p6));
    p6 = ((u32)p10);
    DG_R(p8) = ((s16)((DG_R(p0)) | (((s16)27880))));
    h3 = (((((u32)(p6) * 3u) ^ dg_fbits(DG_R(p2).w) * 5u) ^ dg_fbits(DG_R(p7).y) * 7u) ^ (u32)(p11.f0[0]) * 9u) ^ dg_fbits(sv2.x);
    DG_R(p2).x = (DG_R(p2).x + (f32)(h3 & 255u));
    return DG_R(p2);
}

FN u16 p0006_f1(s32 depth, BOOL p0, DG_REF(p0006_S0) p1, DG_REF(p0006_S0) p2, f64 *p3, DG_REF(float4) p4, float4 p5, DG_REF(s8) p6, DG_REF(float4) p7, const f32 *p8, const u32 *p9, s64 p10, s32 p11, s8 p12)
{
    s32 v4 = ((s32)((u32)(((s32)DG_R(p6))) * (u32)(755140662)));
    double2 sv5 = make_double2(((f64)DG_R(p6)), ((f64)v4));
    float4 sv6 = make_float4(DG_R(p4).z, ((f32)((f64)((f32)p10))), p5.z, ((((p10) != (((s64)0x78fb2f262f65f56full)))) ? ((f32)((s16)-27542)) : ((f32)((u8)p11))));
    p0006_S0 sv7;
    sv7.f0[0] = ((u16)65535);
    sv7.f0[1] = ((u16)__hadd(((s32)p12), depth));
    sv7.f1 = (((f64)p12) + DG_R(p2).f1);
    s32 g8 = 0;
    u32 h9 = 0;
    (void)v4;
    (void)sv5;
    (void)sv6;
    (void)sv7;
    (void)g8;
    (void)h9;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    (void)p9;
    (void)p10;
    (void)p11;
    (void)p12;
    if (depth <= 0) return ((u16)((u32)(((u16)p12)) * (u32)(((u16)p12))));
    if ((((s32)((u32)(v4) + (u32)(((s32)p12))))) > (((s32)((s32)(p11) >> ((u32)(32u) & 31u))))) {
        sv5.y = __dsqrt_rz(((p0) ? p3[((u32)(((u32)((255u) & (4294967295u)))) & 7u)] : ((f64)((f32)depth))));
    }
    if ((((u16)__byte_perm(p9[((u32)(((u32)((((((u8)0)) == (((u8)187)))) && (((((s64)0xa2fe00719d372dfeull)) <= (((s64)v4))))))) & 3u)], p9[((u32)(((u32)((u32)(393u) * (u32)(632677906u)))) & 3u)], ((u32)v4)))) != (((u16)64605))) {
        DG_R(p6) >>= ((u32)(((u32)((p9[((u32)(((s32)((((s32)p10)) ^ (p11)))) & 3u)]) | (((u32)p12))))) & 7u);
    }
    p0 = ((BOOL)(((((u8)0)) > (((u8)187)))));
    B1:;
    sv5.y = p3[((u32)(((s64)((((s64)p12)) | (p10)))) & 7u)];
    if (g8 < 1 && ((((s16)DG_R(p6))) <= (((s16)31718)))) {
        g8++;
        goto B1;
    }
    p11 = (s32)p0006_f1(depth - 1, ((BOOL)((isfinite(((f64)p12)) != 0))), DG_A(DG_R(p2)), DG_A(DG_R(p1)), p3, DG_A(p5), DG_R(p4), DG_A(p12), DG_A(DG_R(p4)), p8, p9, ((s64)((p12) > (((s8)depth)))), ((s32)((u32)0 - (u32)(((s32)DG_R(p6))))), ((s8)dg_dclamp(((f64)0), -128.0, 127.0)));
    h9 = (((((u32)((u64)(p10) >> 32) * 3u) ^ (u32)(dg_dbits(DG_R(p1).f1) >> 32) * 5u) ^ (u32)(DG_R(p2).f0[1]) * 7u) ^ dg_fbits(DG_R(p4).y) * 9u) ^ (u32)(p9[(0u & 3u)]);
    return ((u16)((u32)(((u16)((u32)(((u16)((((((f64)p10)) == (((f64)((s16)p0))))) && (((((s16)v4)) > (((s16)p11))))))) + (u32)(((u16)((v4) >= (((s32)p0)))))))) ^ (u32)h9));
}

typedef struct {
    f32 x0;
    BOOL x1;
    u32 x2;
    u32 h;
} p0006_state;

DG_SHARED f64 p0006_sh0[192];
DG_SHARED f32 p0006_sh1[384];
DG_SHARED s16 p0006_sh2[384];

DG_KERNEL(p0006_kernel, p0006_state)
{
    DG_BEGIN(p0006_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 6u;
        u32 c21 = 0;
        st->x0 = 0.125f;
        st->x1 = ((BOOL)(((((f32)((u8)__ldg(&in[4])))) >= (((f32)__longlong_as_double((s64)0x59ee80e186f66034ull))))));
        st->x2 = ((u32)((u32)(in[((u32)(((s64)((u64)(((s64)__ldg(&in[0]))) - (u64)(((s64)__ldg(&in[5])))))) % 6u)]) + (u32)(((u32)st->x1))));
        st->h = ((u32)((u32)(4294967294u) >> ((u32)(((s32)-2016963189)) & 31u)));
        p0006_sh0[tid * 2u + 0u] = ((f64)((u64)0xe4ull));
        p0006_sh0[tid * 2u + 1u] = (((f64)st->x2) / ((f64)__ldg(&in[5])));
        p0006_sh1[tid * 4u + 0u] = ((f32)((s64)__ldg(&in[5])));
        p0006_sh1[tid * 4u + 1u] = (((f32)((f64)st->x2)) / ((f32)((u8)50)));
        p0006_sh1[tid * 4u + 2u] = (((f32)tid) - 0.0f);
        p0006_sh1[tid * 4u + 3u] = ((f32)((u16)st->h));
        p0006_sh2[tid * 4u + 0u] = ((s16)(isnan(((f64)gtid)) != 0));
        p0006_sh2[tid * 4u + 1u] = ((s16)((((((s8)31)) >= (((s8)-17)))) ? (((s16)-1)) : (((s16)-12641))));
        p0006_sh2[tid * 4u + 2u] = ((s16)(~(u32)(((s16)tid))));
        p0006_sh2[tid * 4u + 3u] = ((s16)-31170);
        u64 v10 = ((u64)0x228ull);
        f64 a11[8] = {0};
        s32 j12;
        for (j12 = 0; j12 < 8; j12++)
            a11[j12] = (((f64)st->h) - ((f64)st->x1));
        f32 a13[8] = {0};
        s32 j14;
        for (j14 = 0; j14 < 8; j14++)
            a13[j14] = ((f32)((f64)st->h));
        double2 sv15;
        sv15.x = __dsub_rz(((f64)tid), ((f64)((u16)bid)));
        sv15.y = (p0006_sh0[tid * 2u + ((u32)(((s32)((gtid) == (bid)))) & 1u)] * ((f64)st->x1));
        float4 sv16 = make_float4(__int2float_rn(((s32)st->h)), ((f32)a11[((u32)(((s32)((u32)(((s32)-11)) * (u32)(((s32)st->h))))) & 7u)]), (((f32)((s8)st->h)) / st->x0), (-(0.5f)));
        p0006_S0 sv17;
        sv17.f0[0] = ((u16)((((255) <= (((s32)-1)))) || (((((u16)65534)) <= (((u16)v10))))));
        sv17.f0[1] = ((u16)(((s8)tid)));
        sv17.f1 = ((f64)tid);
        s32 g18 = 0;
        s32 n19 = 0, i20 = 0;
        s8 v22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v10;
        (void)a11;
        (void)j12;
        (void)a13;
        (void)j14;
        (void)sv15;
        (void)sv16;
        (void)sv17;
        (void)g18;
        (void)n19;
        (void)i20;
        (void)v22;
        (void)c21;
        B2:;
        st->x1 = ((BOOL)(((((s32)st->h)) != (0))));
        if (g18 < 3 && ((((s8)st->h)) == (((s8)v10)))) {
            g18++;
            goto B2;
        }
        if (!((!(((((s8)-72)) > (((s8)gtid))))))) {
            n19 = (s32)((u32)(((u8)dg_fclamp(a13[((u32)(((u8)((((u8)st->h)) | (((u8)0))))) & 7u)], 0.0f, 255.0f))) % 4u);
            for (i20 = 0; i20 < n19; i20++) {
                sv16.y = st->x0;
            }
        } else {
            st->x2 = (u32)p0006_f1((s32)((u32)(((c21 = bid), (u32)(c21 ^ in[((u32)(((s32)((u32)(((s32)tid)) * (u32)(2147483647)))) % 6u)]))) % 4u), ((BOOL)(((in[((u32)(((s64)((u64)(((s64)st->h)) - (u64)(((s64)tid))))) % 6u)]) <= (((u32)v10))))), DG_A(sv17), DG_A(sv17), a11, DG_A(sv16), sv16, DG_A(v22), DG_A(sv16), p0006_sh1 + tid * 4u, in, ((s64)0xdbc5a8e2a8bdfc33ull), ((s32)((((((s64)0x22ull)) != (((s64)0xd64fb7f20a7f9b7dull)))) && (((tid) < (2302164281u))))), v22);
        }
        st->h = (((((u32)(st->x2) * 3u) ^ (u32)(in[(5u % 6u)]) * 5u) ^ (u32)(dg_dbits(p0006_sh0[tid * 2u + (1u & 1u)]) >> 32) * 7u) ^ dg_fbits(p0006_sh1[tid * 4u + (0u & 3u)]) * 9u) ^ dg_fbits(a13[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 6u;
        u64 v23 = ((u64)(((u8)st->h)));
        s16 v24 = ((s16)ullmax(((u64)tid), ((u64)st->h)));
        f64 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((f64)((f32)v23));
        f32 a27[8] = {0};
        s32 j28;
        for (j28 = 0; j28 < 8; j28++)
            a27[j28] = st->x0;
        double2 sv29;
        sv29.x = (((f64)((s8)v23)) / ((f64)((u16)st->h)));
        sv29.y = (((f64)((u64)0x2ull)) + p0006_sh0[((u32)(((s32)((u32)(1429335840) << ((u32)(((u8)st->x2)) & 31u)))) % 192u)]);
        float4 sv30;
        sv30.x = ((f32)((u16)255));
        sv30.y = ((st->x1) ? ((f32)((u64)bid)) : a27[((u32)(((u8)((u32)(((u8)255)) << ((u32)(((u8)gtid)) & 31u)))) & 7u)]);
        sv30.z = __uint2float_rn(((u32)v23));
        sv30.w = ((((st->x2) != (1u))) ? st->x0 : ((f32)((s32)tid)));
        p0006_S0 sv31;
        sv31.f0[0] = ((u16)((((u16)255)) & (((u16)65535))));
        sv31.f0[1] = ((u16)st->x1);
        sv31.f1 = ((f64)((s16)18619));
        s32 g32 = 0;
        s32 n33 = 0, i34 = 0;
        u16 v35 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)a27;
        (void)j28;
        (void)sv29;
        (void)sv30;
        (void)sv31;
        (void)g32;
        (void)n33;
        (void)i34;
        (void)v35;
        B3:;
        n33 = (s32)((u32)(((u32)((((u32)((((((u8)bid)) != (((u8)st->x1)))) ? (4294967294u) : (bid)))) | (((u32)dg_dclamp(p0006_sh0[((u32)(((s32)(~(u32)(((s32)v24))))) % 192u)], 0.0, 4294967295.0)))))) % 7u);
        for (i34 = 0; i34 < n33; i34++) {
            if (!(((sv31.f0[1]) > (((u16)63))))) {
                sv31.f0[0] = ((u16)((((u16)((sv31.f0[1]) | (((u16)st->h))))) & (((u16)358))));
            }
        }
        if (g32 < 3 && ((((f64)((u16)v23))) < (p0006_sh0[((u32)(((u32)((((s8)bid)) < (((s8)10))))) % 192u)]))) {
            g32++;
            goto B3;
        }
        if ((((((u64)0x4f75f96c194fa2cbull)) < (v23))) && (((((f32)gtid)) <= (((f32)p0006_sh0[((u32)(((s32)dg_rem_s32((s32)(((s32)-130)), (s32)(((s32)gtid))))) % 192u)]))))) {
            sv30 = p0006_f0(DG_A(v24), sv29, DG_A(sv30), DG_A(st->x0), DG_A(st->h), ((s8)((((s8)bid)) & (((s8)-41)))), st->x2, DG_A(sv30), DG_A(v24), DG_A(v35), ((BOOL)(((st->x1) && (((((s16)bid)) != (((s16)-32575))))))), sv31);
        } else {
            a25[((u32)(((s64)__brev(((u32)v23)))) & 7u)] = ((f64)v35);
        }
        st->h = (((((u32)((u64)(v23) >> 32) * 3u) ^ (u32)dg_dbits(sv29.y) * 5u) ^ dg_fbits(sv30.w) * 7u) ^ (u32)(sv31.f0[0]) * 9u) ^ dg_fbits(p0006_sh1[(0u % 384u)]) ^ (st->h * 7u);
        out[0] = dg_fbits(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((u64)dg_rem_u64((u64)(((u64)((((s64)st->x2)) <= (((s64)0x1ull))))), (u64)(v23))));
        out[5] = (u32)(((s16)((u32)0 - (u32)(((s16)dg_fclamp(((f32)tid), -32768.0f, 32767.0f))))));
    }
    DG_END
}

DG_PROGRAM(p0006, p0006_state, 96, 3, 6, 6, 2, 8192, 6u)
