// diffgen program p0180: gen.py --seed 181 --name p0180 --include ../twin.h
#include "../twin.h"

typedef struct {
    s32 f0;
} p0180_S0;

FN p0180_S0 p0180_f0(u16 p0)
{
    s32 v1 = __dp4a(((s32)p0), ((s32)p0), ((s32)p0));
    u32 v2 = ((u32)dg_fclamp(((f32)p0), 0.0f, 4294967040.0f));
    u64 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((u64)((((((s16)v2)) == (((s16)-119)))) ? (((u64)0x252ull)) : (((u64)0x14de734f0535f9c4ull))));
    p0180_S0 sv5;
    sv5.f0 = ((s32)((((s32)v2)) == (379239250)));
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)h6;
    (void)p0;
    if (((((u8)0)) != (((u8)254))) && ((a3[((u32)(((s64)((s64)(((s64)v2)) >> ((u32)(((u8)p0)) & 63u)))) & 7u)]) <= (((u64)0x30932811f95099cfull)))) return sv5;
    v1 ^= ((s32)dg_fclamp(((f32)p0), -2147483648.0f, 2147483520.0f));
    (*(a3 + ((u32)(((s64)dg_rem_s64((s64)(((s64)v1)), (s64)(((s64)v1))))) & 7u))) = ((u64)((((u64)0x8ull)) | (((u64)0xfffffffffffffffeull))));
    h6 = (((((u32)(p0) * 3u) ^ (u32)(v2) * 5u) ^ (u32)((u64)(a3[(0u & 7u)]) >> 32) * 7u) ^ (u32)(a3[(7u & 7u)]) * 9u) ^ (u32)((u64)(a3[(7u & 7u)]) >> 32);
    sv5.f0 = ((s32)((u32)(sv5.f0) ^ (u32)h6));
    return sv5;
}

FN f32 p0180_f1(s32 depth, DG_REF(u32) p0, const u8 *p1)
{
    u32 v7 = ((u32)((u32)(((u32)depth)) >> ((u32)(depth) & 31u)));
    s32 v8 = 875638833;
    s16 a9[4] = {0};
    s32 j10;
    for (j10 = 0; j10 < 4; j10++)
        a9[j10] = ((s16)((s32)(((s16)-115)) >> ((u32)(v8) & 31u)));
    p0180_S0 sv11;
    sv11.f0 = ((s32)v7);
    int2 sv12;
    sv12.x = ((s32)(((isnan(((f64)DG_R(p0))) != 0)) && (((((u8)depth)) == (((u8)255))))));
    sv12.y = ((s32)((s32)(0) >> ((u32)(55082711) & 31u)));
    s32 g13 = 0;
    u32 h14 = 0;
    (void)v7;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)sv12;
    (void)g13;
    (void)h14;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((f32)((f64)((f32)v7)));
    B2:;
    sv11 = p0180_f0(((u16)__brevll(((u64)v7))));
    if (g13 < 3 && ((((((u16)1)) != (((u16)13453)))) && (((((f32)1.0e22)) < (((f32)((u64)v8))))))) {
        g13++;
        goto B2;
    }
    p0180_f1(depth - 1, DG_A(v7), p1);
    h14 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(v8) * 5u) ^ (u32)(sv11.f0) * 7u) ^ (u32)(p1[(3u & 3u)]) * 9u) ^ (u32)(a9[(0u & 3u)]);
    return (rintf(((f32)DG_R(p0))) + (f32)(h14 & 255u));
}

typedef struct {
    f32 x0;
    f32 x1;
    s64 x2;
    BOOL x3;
    u32 h;
    s32 arr[4];
} p0180_state;

DG_SHARED u32 p0180_sh0[70];
DG_SHARED f64 p0180_sh1[140];
DG_SHARED s16 p0180_sh2[280];

DG_KERNEL(p0180_kernel, p0180_state)
{
    DG_BEGIN(p0180_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((f32)__ldg(&in[1]));
        st->x1 = ((f32)((s32)__ldg(&in[3])));
        st->x2 = ((s64)((((s64)__ldg(&in[3]))) | (((s64)__ldg(&in[2])))));
        st->x3 = ((BOOL)((s16)-276));
        st->h = ((u32)sizeof(u32));
        st->arr[0] = ((s32)dg_fclamp(((f32)((u8)__ldg(&in[1]))), -2147483648.0f, 2147483520.0f));
        st->arr[1] = ((s32)((((s32)st->h)) | (((s32)-1))));
        st->arr[2] = ((s32)((s32)(((s32)st->x2)) >> ((u32)(__ldg(&in[2])) & 31u)));
        st->arr[3] = ((s32)((u32)(((s32)st->h)) * (u32)(((s32)tid))));
        p0180_sh0[tid * 1u + 0u] = ((u32)dg_rem_u32((u32)(((u32)st->x2)), (u32)(1657121032u)));
        p0180_sh1[tid * 2u + 0u] = (((f64)st->x2) - 0.0000152587890625);
        p0180_sh1[tid * 2u + 1u] = (1024.0 + 1024.0);
        p0180_sh2[tid * 4u + 0u] = ((s16)dg_rem_s32((s32)(((s16)tid)), (s32)(((s16)__ldg(&in[1])))));
        p0180_sh2[tid * 4u + 1u] = ((s16)((u32)(((s16)__ldg(&in[2]))) + (u32)(((s16)99))));
        p0180_sh2[tid * 4u + 2u] = ((s16)((((u64)0x12e9a6d79f162a74ull)) == (((u64)tid))));
        p0180_sh2[tid * 4u + 3u] = ((s16)st->h);
        u64 v15 = ((u64)dg_dclamp(((f64)st->x2), 0.0, 18446744073709549568.0));
        u64 v16 = ((u64)dg_rem_u64((u64)(v15), (u64)(((u64)gtid))));
        u8 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((u8)j18);
        p0180_S0 sv19;
        sv19.f0 = ((s32)((s32)(st->arr[((u32)(((s64)gtid)) & 3u)]) >> ((u32)(p0180_sh0[tid * 1u + 0u]) & 31u)));
        s32 n20 = 0, i21 = 0;
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
        (void)n20;
        (void)i21;
        n20 = (s32)((u32)(((u8)__float2uint_rz(dg_fclamp(__fdiv_rn(st->x1, st->x0), 0.0f, 4294967040.0f)))) % 7u);
        i21 = 0;
        while (i21 < n20) {
            i21++;
            switch (((u32)(((s32)(((s64)((u64)(((s64)0x2ull)) + (u64)(st->x2)))))) + (u32)st->x2) & 3u) {
            case 2: {
                st->x0 = ((((f32)((u32)i21)) * ((f32)sv19.f0)) - (((f32)tid) / ((f32)((u8)8))));
            }
            /* fallthrough */
            case 3: {
                v16 = ((u64)abs(dg_nomin32(((s32)((u32)(((s32)v16)) * (u32)(((s32)st->x2)))))));
                break;
            }
            }
        }
        if ((((u16)((st->x2) == (((s64)0x7829f459526fcce7ull))))) < (((u16)__mulhi(sv19.f0, ((s32)bid))))) {
            st->x0 += ((f32)((s8)(((u16)st->h))));
        } else {
            sv19 = p0180_f0(((u16)((((u32)st->x3)) > (((u32)sizeof(sv19))))));
        }
        if ((((((((s64)v15)) <= (((s64)0x98381425117cdd18ull)))) || (((p0180_sh2[tid * 4u + ((u32)(((s64)((((st->h) != (2697117674u))) && (((out[((u32)(((u8)st->x2)) & 1u)]) <= (tid)))))) & 3u)]) == (((s16)12757)))))) || ((!(((((u32)st->x3)) > ((*(in + ((u32)(__popcll(((u64)gtid))) % 5u))))))))) {
            (*(p0180_sh2 + tid * 4u + ((u32)(a17[((u32)(((u32)__double2ll_rz(dg_dclamp(((f64)st->x1), -9223372036854775808.0, 9223372036854774784.0)))) & 7u)]) & 3u))) = ((s16)((u32)0 - (u32)(((s16)((s32)(((s16)v16)) >> ((u32)(((s32)-257)) & 31u))))));
        } else {
            sv19 = p0180_f0(((u16)dg_rem_u32((u32)(((u16)gtid)), (u32)(((u16)v16)))));
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)((u64)(v15) >> 32) * 5u) ^ (u32)(in[(4u % 5u)]) * 7u) ^ (u32)dg_dbits(p0180_sh1[tid * 2u + (0u & 1u)]) * 9u) ^ (u32)(a17[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        u32 c28 = 0;
        s16 v22 = ((s16)((p0180_sh2[((u32)(((u8)((u32)(((u8)st->x2)) << ((u32)(((u8)110)) & 31u)))) % 280u)]) | (((s16)bid))));
        u8 a23[8] = {0};
        s32 j24;
        for (j24 = 0; j24 < 8; j24++)
            a23[j24] = ((u8)((u32)(((u8)gtid)) >> ((u32)(((u32)v22)) & 31u)));
        p0180_S0 sv25;
        sv25.f0 = 0;
        s32 n26 = 0, i27 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)a23;
        (void)j24;
        (void)sv25;
        (void)n26;
        (void)i27;
        (void)c28;
        if ((((u8)((((u32)st->x3)) == (682688296u)))) >= (((u8)dg_rem_u32((u32)(a23[((u32)(((s32)sizeof(sv25))) & 7u)]), (u32)(((u8)12)))))) {
            switch (((u32)(bid) + (u32)gtid) & 7u) {
            case 3: {
                st->x1 = __fsqrt_rd(((f32)((f64)gtid)));
                break;
            }
            case 6: {
                --st->h;
                break;
            }
            case 7: {
                st->h = ((u32)(st->x2));
                break;
            }
            default: {
                (*(out + ((u32)(((s64)((((u64)0xee7551e70ecf95bcull)) != (((u64)st->h))))) & 1u))) = ((u32)((((v22) < (((s16)bid)))) ? (tid) : (3u)));
                break;
            }
            }
        } else {
            if ((gtid % 3u) == 0u && ((sv25.f0) > (st->arr[((u32)(((s64)((u64)(((s64)gtid)) - (u64)(st->x2)))) & 3u)]))) return;
        }
        st->x0 = __fsub_ru(st->x0, ((f32)st->h));
        if (st->x3) {
            sv25 = p0180_f0(((u16)(((s8)7))));
        }
        if ((((u8)st->h)) >= (((u8)dg_dclamp(((f64)st->x1), 0.0, 255.0)))) {
            st->x3 = ((BOOL)((u16)236));
        } else {
            n26 = (s32)((u32)(((s32)__double2ll_rd(dg_dclamp((1.0e22 - ((f64)((u16)st->h))), -9223372036854775808.0, 9223372036854774784.0)))) % 7u) + 1;
            for (i27 = 0; i27 < n26; i27++) {
                a23[((u32)(st->x2) & 7u)] = ((u8)st->h);
                sv25 = p0180_f0(((u16)((u32)(((u16)tid)) * (u32)(((u16)27521)))));
            }
        }
        st->h = ((((dg_fbits(st->x0) * 3u) ^ (u32)(out[(0u & 1u)]) * 5u) ^ (u32)(st->arr[(3u & 3u)]) * 7u) ^ (u32)(dg_dbits(p0180_sh1[(139u % 140u)]) >> 32) * 9u) ^ (u32)(a23[(7u & 7u)]) ^ (st->h * 7u);
        v22 = (s16)dg_fclamp(p0180_f1((s32)((u32)(((u32)((((u32)st->x3)) & (0u)))) % 6u), DG_A(st->h), a23 + ((u32)(in[((u32)(((c28 = ((u32)st->x2)), (u32)(c28 ^ tid))) % 5u)]) % 5u)), -32768.0f, 32767.0f);
        if ((gtid % 3u) == 1u && ((st->x3) || (((st->x2) < (((s64)0xa8d873b779215705ull)))))) return;
        out[2] = dg_fbits(st->x0);
        out[3] = dg_fbits(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)((u64)(st->x2) >> 32);
        out[6] = (u32)(st->x3);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((u8)__float2ull_rz(dg_fclamp(__fsub_rd(((f32)p0180_sh1[((u32)(((u8)((u32)((*(a23 + ((u32)(((u32)((u32)0 - (u32)(tid)))) & 7u)))) * (u32)(((u8)tid))))) % 140u)]), ((f32)((s8)53))), 0.0f, 18446742974197923840.0f))));
        out[9] = (u32)(st->arr[0]);
        if ((gtid % 3u) == 2u && ((__longlong_as_double((s64)0x32453f144dc0cfdaull)) >= (p0180_sh1[((u32)(((s64)__dp2a_hi(sv25.f0, (*(st->arr + ((u32)(st->x2) & 3u))), ((s32)-2139959273)))) % 140u)]))) return;
        out[10] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0180, p0180_state, 70, 3, 5, 11, 2, 8192, 181u)
