// diffgen program p0142: gen.py --seed 143 --name p0142 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0;
} p0142_S0;

FN s8 p0142_f0(s32 depth, f32 p0, short2 p1)
{
    u32 v1 = ((u32)depth);
    u16 v2 = ((u16)((((u64)depth)) == (((u64)0x9f517a995817a8a2ull))));
    f64 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((f64)((u64)v1));
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s8)v2);
    v1 = ((u32)((((u64)depth)) <= (((u64)v1))));
    if (((v1) > (268666245u)) && ((((u64)v1)) == (((u64)0x154ull)))) return ((s8)((u32)(((s8)127)) * (u32)(((s8)v2))));
    p0 = (f32)p0142_f0(depth - 1, ((p0 * ((f32)((u8)depth))) / (p0 * ((f32)v1))), make_short2(((s16)((s32)(((s16)v1)) >> ((u32)(v1) & 31u))), ((s16)v2)));
    h5 = (((((u32)(depth) * 3u) ^ (u32)(p1.x) * 5u) ^ (u32)dg_dbits(a3[(0u & 3u)]) * 7u) ^ (u32)(dg_dbits(a3[(0u & 3u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a3[(3u & 3u)]) >> 32);
    return ((s8)((u32)(((s8)((s32)(((s8)sizeof(u32))) >> ((u32)(((s32)(signbit(dg_canonf(p0)) != 0))) & 31u)))) ^ (u32)h5));
}

FN f32 p0142_f1(s32 depth, u32 p0, s8 p1, DG_REF(BOOL) p2, DG_REF(u16) p3, BOOL p4, s16 p5, p0142_S0 p6, f32 p7, DG_REF(short2) p8)
{
    f64 v6 = ((f64)DG_R(p2));
    s16 v7 = ((s16)((u32)(((s16)-249)) << ((u32)(((u8)depth)) & 31u)));
    u64 a8[4] = {0};
    s32 j9;
    for (j9 = 0; j9 < 4; j9++)
        a8[j9] = ((u64)__popcll(((u64)p1)));
    short2 sv10 = make_short2(((s16)((u32)(((s16)p4)) + (u32)(v7))), ((s16)((DG_R(p8).x) & (DG_R(p8).y))));
    u32 h11 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv10;
    (void)h11;
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
    if (depth <= 0) return ((f32)p5);
    DG_R(p3) = (u16)p0142_f0((s32)((u32)(((u32)((p0) ^ (2561635919u)))) % 3u), __uint_as_float(((u32)dg_rem_u32((u32)(((u32)DG_R(p2))), (u32)(((u32)DG_R(p2)))))), DG_R(p8));
    if (((((u8)p4)) != (((u8)112))) && DG_R(p2)) return (0.25f / ((f32)((s64)p0)));
    DG_R(p3) = (u16)dg_fclamp(p0142_f1(depth - 1, ((u32)v7), ((s8)(~(u32)(p1))), DG_A(p4), DG_A(DG_R(p3)), ((BOOL)((s32)dg_fclamp(((f32)0.0), -2147483648.0f, 2147483520.0f))), ((s16)((((s8)DG_R(p3))) > (p1))), p6, (p7 - ((f32)((f64)v7))), DG_A(sv10)), 0.0f, 65535.0f);
    h11 = (((((u32)(p1) * 3u) ^ (u32)(p4) * 5u) ^ (u32)(dg_dbits(v6) >> 32) * 7u) ^ (u32)(sv10.y) * 9u) ^ (u32)((u64)(a8[(3u & 3u)]) >> 32);
    return (((f32)((s64)((u64)(((s64)0x8ull)) * (u64)(((s64)0xf8fda7210188863full))))) + (f32)(h11 & 255u));
}

typedef struct {
    s16 x0;
    s64 x1;
    u16 x2;
    s16 x3;
    u32 h;
} p0142_state;

DG_SHARED u8 p0142_sh0[100];

DG_KERNEL(p0142_kernel, p0142_state)
{
    DG_BEGIN(p0142_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((s16)__ldg(&in[3]));
        st->x1 = ((s64)((u64)(((s64)__ldg(&in[5]))) - (u64)(((s64)gtid))));
        st->x2 = ((u16)390);
        st->x3 = ((s16)((u32)(((s16)__ldg(&in[2]))) * (u32)(st->x0)));
        st->h = bid;
        p0142_sh0[tid * 1u + 0u] = ((u8)__ldg(&in[3]));
        s8 v12 = ((s8)((((s8)st->x1)) | (((s8)st->x0))));
        f32 v13 = __fsqrt_rn(((f32)st->x0));
        short2 sv14 = make_short2(((s16)(((isnan(((f32)tid)) != 0)) ? (((s16)22754)) : (st->x0))), st->x0);
        p0142_S0 sv15;
        sv15.f0 = ((BOOL)((!((signbit(dg_canon(((f64)((u8)gtid)))) != 0)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)v13;
        (void)sv14;
        (void)sv15;
        v13 = __fsub_rz(v13, v13);
        st->x1 = (s64)p0142_f0((s32)((u32)(bid) % 3u), __fsub_ru(v13, ((f32)st->x0)), make_short2(sv14.y, ((s16)-32768)));
        v12 = p0142_f0((s32)((u32)(((u32)((((v12) <= (((s8)-56)))) ? (st->h) : (0u)))) % 3u), (((f32)st->x2) / (((f32)bid) / -1.0f)), make_short2(((s16)((((s16)tid)) | (st->x0))), ((s16)((u32)(st->x3) << ((u32)(((s32)bid)) & 31u)))));
        st->h = (((((u32)(st->x3) * 3u) ^ (u32)(sv14.x) * 5u) ^ (u32)(sv14.y) * 7u) ^ (u32)(in[(0u % 7u)]) * 9u) ^ (u32)(p0142_sh0[tid * 1u + 0u]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        u8 c24 = 0;
        u32 c25 = 0;
        BOOL v16 = ((BOOL)(((((f32)((f64)bid))) <= (0.125f))));
        short2 sv17;
        sv17.x = ((s16)v16);
        sv17.y = ((s16)__usad(gtid, 4294967295u, gtid));
        p0142_S0 sv18;
        sv18.f0 = ((BOOL)((f64)((s64)gtid)));
        s32 g19 = 0;
        s32 n20 = 0, i21 = 0;
        s32 n22 = 0, i23 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)sv17;
        (void)sv18;
        (void)g19;
        (void)n20;
        (void)i21;
        (void)n22;
        (void)i23;
        (void)c24;
        (void)c25;
        st->x3++;
        B4:;
        switch (((u32)(((s32)((((s32)((u32)(((s32)gtid)) - (u32)(533487533)))) ^ (((s32)-241))))) + (u32)st->x1) & 7u) {
        case 0: {
            n20 = (s32)((u32)(2147483647) % 4u);
            i21 = 0;
            while (i21 < n20) {
                i21++;
                st->x3 = ((s16)dg_div_s32((s32)(st->x0), (s32)(st->x0)));
                st->x3 = ((s16)st->x2);
            }
            break;
        }
        case 4: {
        }
        /* fallthrough */
        case 6: {
            n22 = (s32)((u32)(((u32)((u32)(((u32)((bid) ^ ((*(in + ((u32)(((u8)238)) % 7u))))))) >> ((u32)(((c24 = ((u8)st->x2)), (u8)(c24 ^ ((u8)st->h)))) & 31u)))) % 7u);
            i23 = 0;
            do {
                st->h = ((c25 = ((u32)st->x0)), (u32)(c25 ^ bid));
            } while (++i23 < n22);
            break;
        }
        default: {
            sv17.x = ((s16)((u32)(((s16)((u32)(((s16)st->h)) * (u32)(((s16)-8028))))) - (u32)(((s16)dg_fclamp(((f32)v16), -32768.0f, 32767.0f)))));
            break;
        }
        }
        if (g19 < 1 && (!(v16))) {
            g19++;
            goto B4;
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(sv18.f0) * 5u) ^ (u32)(in[(6u % 7u)]) * 7u) ^ (u32)(p0142_sh0[(0u % 100u)]) * 9u) ^ (u32)(p0142_sh0[(99u % 100u)]) ^ (st->h * 7u);
        st->x2 = (u16)dg_fclamp(p0142_f1((s32)((u32)(((u32)((bid) | (bid)))) % 4u), ((u32)((u32)(8u) * (u32)(gtid))), ((s8)dg_fclamp(((f32)v16), -128.0f, 127.0f)), DG_A(v16), DG_A(st->x2), ((BOOL)(((((s8)st->x2)) != (((s8)-82))))), ((s16)dg_dclamp(((f64)((u64)v16)), -32768.0, 32767.0)), sv18, ((((((s64)0xffffffffffffffc9ull)) == (((s64)0xbdecb85818eb8123ull)))) ? ((f32)gtid) : ((f32)st->h)), DG_A(sv17)), 0.0f, 65535.0f);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->x3);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((u64)0x3full));
        out[7] = (u32)(((BOOL)(((((s8)(!(v16)))) < (((s8)((u32)(((s8)tid)) - (u32)(((s8)-100)))))))));
    }
    DG_END
}

DG_PROGRAM(p0142, p0142_state, 100, 4, 7, 8, 2, 8192, 143u)
