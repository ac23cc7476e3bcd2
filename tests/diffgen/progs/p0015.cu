// diffgen program p0015: gen.py --seed 15 --name p0015 --include ../twin.h
#include "../twin.h"

typedef struct {
    u64 f0;
} p0015_S0;

FN s32 p0015_f0(float4 p0, u16 p1)
{
    s16 v1 = ((s16)(((s32)-44575854)));
    u8 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((u8)(!((isnan(-0.0) != 0))));
    u32 h4 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h4;
    (void)p0;
    (void)p1;
    a2[((u32)(((u32)((u32)(2156316486u) >> ((u32)(((u8)168)) & 31u)))) & 7u)] = ((u8)dg_div_u32((u32)(((u8)ullmin(((u64)p1), ((u64)v1)))), (u32)(((u8)__funnelshift_lc(0u, ((u32)v1), ((u32)v1))))));
    if ((((s16)((((s16)-1)) & (((s16)261))))) >= (((s16)__popcll(((u64)v1))))) {
        if (((((s8)v1)) <= (((s8)127))) && ((((u64)p1)) > (((u64)v1)))) return ((s32)__umul64hi(((u64)v1), ((u64)0x0ull)));
    }
    h4 = (((((u32)(p1) * 3u) ^ (u32)(v1) * 5u) ^ dg_fbits(p0.x) * 7u) ^ dg_fbits(p0.w) * 9u) ^ (u32)(a2[(0u & 7u)]);
    return ((s32)((u32)(((s32)((s32)(((s32)p1)) >> ((u32)(1u) & 31u)))) ^ (u32)h4));
}

typedef struct {
    s32 x0;
    f32 x1;
    u32 h;
    s32 arr[4];
} p0015_state;

DG_SHARED f64 p0015_sh0[132];

DG_KERNEL(p0015_kernel, p0015_state)
{
    DG_BEGIN(p0015_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((s32)dg_rem_s32((s32)(((s32)__ldg(&in[0]))), (s32)(((s32)tid))));
        st->x1 = (-(((f32)((f64)tid))));
        st->h = ((u32)dg_div_u32((u32)(__ldg(&in[4])), (u32)(out[((u32)(((s64)dg_div_s64((s64)(((s64)0x8000000000000001ull)), (s64)(((s64)0x289d9dea663866c9ull))))) & 1u)])));
        st->arr[0] = ((s32)dg_div_s32((s32)(((s32)__ldg(&in[1]))), (s32)(((s32)bid))));
        st->arr[1] = ((s32)((((((s64)0xc1ull)) == (((s64)__ldg(&in[0]))))) ? (st->x0) : (st->x0)));
        st->arr[2] = ((s32)(((u16)st->x0)));
        st->arr[3] = ((s32)dg_dclamp(__longlong_as_double((s64)0x7fefffffffffffffull), -2147483648.0, 2147483647.0));
        p0015_sh0[tid * 4u + 0u] = ((f64)((u16)st->h));
        p0015_sh0[tid * 4u + 1u] = ((f64)__uint_as_float(0x00000001u));
        p0015_sh0[tid * 4u + 2u] = ((f64)((f32)__ldg(&in[4])));
        p0015_sh0[tid * 4u + 3u] = (((f64)st->x0) - ((f64)__ldg(&in[6])));
        u16 v5 = ((u16)((((u16)gtid)) | (((u16)st->h))));
        float4 sv6;
        sv6.x = (-(((f32)st->x0)));
        sv6.y = ((f32)v5);
        sv6.z = (((f32)((u8)31)) - st->x1);
        sv6.w = st->x1;
        s32 g7 = 0;
        s32 g8 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)sv6;
        (void)g7;
        (void)g8;
        st->arr[((u32)(((s32)((((__uint_as_float(0x7f7fffffu)) <= (st->x1))) ? (st->x0) : (((s32)gtid))))) & 3u)] = ((s32)sizeof(BOOL));
        B3:;
        st->h++;
        if (g7 < 3 && ((((u64)tid)) != (((u64)bid)))) {
            g7++;
            goto B3;
        }
        B4:;
        v5 = (u16)p0015_f0(make_float4((((f32)__longlong_as_double((s64)0x8000000000000000ull)) * st->x1), __fmul_rd(sv6.w, ((f32)((u64)st->h))), __fsqrt_rn(sv6.w), ((f32)bid)), ((u16)(((isnan(st->x1) != 0)) || (((((f32)((s64)0x79a0e27a7adc395dull))) != (sv6.x))))));
        if (g8 < 1 && (!(((st->arr[((u32)(((u8)dg_div_u32((u32)(((u8)bid)), (u32)(((u8)218))))) & 3u)]) <= (st->x0))))) {
            g8++;
            goto B4;
        }
        st->h = ((((dg_fbits(sv6.y) * 3u) ^ dg_fbits(sv6.z) * 5u) ^ (u32)(in[(6u % 7u)]) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(dg_dbits(p0015_sh0[tid * 4u + (3u & 3u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        s16 v9 = ((s16)((u32)(((s16)st->h)) + (u32)(((s16)-31721))));
        float4 sv10;
        sv10.x = ((f32)gtid);
        sv10.y = ((f32)((u8)gtid));
        sv10.z = ((f32)((s16)tid));
        sv10.w = ((f32)p0015_sh0[((u32)(((u8)((((u8)bid)) & (((u8)bid))))) % 132u)]);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)sv10;
        st->x0 = p0015_f0(make_float4(st->x1, (((f32)p0015_sh0[((u32)(((u32)((u32)(((u32)st->x0)) + (u32)(in[((u32)(((u8)(~(u32)(((u8)v9))))) % 7u)])))) % 132u)]) - ((f32)v9)), ((((p0015_sh0[((u32)(((s32)((((s16)205)) == (v9)))) % 132u)]) <= (p0015_sh0[((u32)(((u8)((u32)(((u8)0)) >> ((u32)(st->arr[((u32)(((s64)((u64)(((s64)v9)) + (u64)(((s64)st->x0))))) & 3u)]) & 31u)))) % 132u)]))) ? ((f32)bid) : st->x1), __double2float_rd(((f64)((f32)gtid)))), ((u16)((u32)(((u16)31612)) + (u32)(((u16)v9)))));
        st->x1 = (f32)p0015_f0(make_float4((st->x1 * sv10.y), __fadd_ru(((f32)st->h), ((f32)p0015_sh0[((u32)(((s32)gtid)) % 132u)])), (((f32)v9) / ((f32)gtid)), ((f32)((s64)bid))), ((u16)((((u16)52404)) | (((u16)65534)))));
        st->h = ((((dg_fbits(st->x1) * 3u) ^ (u32)(v9) * 5u) ^ dg_fbits(sv10.x) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(dg_dbits(p0015_sh0[(131u % 132u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        s8 c14 = 0;
        s32 v11 = ((s32)__double2uint_rd(dg_dclamp(((f64)st->x1), 0.0, 4294967295.0)));
        u32 v12 = st->h;
        float4 sv13;
        sv13.x = __fdiv_rn(((f32)((u64)0xffull)), ((f32)((u16)bid)));
        sv13.y = ((f32)((s64)v12));
        sv13.z = st->x1;
        sv13.w = ((f32)((f64)gtid));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)v12;
        (void)sv13;
        (void)c14;
        v11 = ((s32)v12);
        if (((9007199254740992.0 / p0015_sh0[((u32)(((s32)((u32)(st->arr[((u32)(((s64)(((u64)st->h)))) & 3u)]) << ((u32)(31) & 31u)))) % 132u)])) != ((p0015_sh0[((u32)(((u32)((u32)(v12) - (u32)(bid)))) % 132u)] / p0015_sh0[((u32)(((s64)(((u64)gtid)))) % 132u)]))) {
            st->x0 = p0015_f0(make_float4(((f32)bid), ((((((u8)bid)) < (((u8)163)))) ? ((f32)st->x0) : ((f32)((s32)-995798547))), ((f32)((u8)254)), ((f32)((s8)-128))), ((u16)(((u8)gtid))));
        } else {
            --v12;
        }
        st->arr[((u32)(((s64)((((s64)0x1bb13f6e7e11ade5ull)) > (((s64)tid))))) & 3u)] = max(st->x0, st->x0);
        st->h = ((((dg_fbits(st->x1) * 3u) ^ dg_fbits(sv13.x) * 5u) ^ dg_fbits(sv13.w) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(dg_dbits(p0015_sh0[(0u % 132u)]) >> 32) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = dg_fbits(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u16)__dp4a(((s32)((u32)(st->x0) + (u32)(st->arr[((u32)(((s64)((s64)(((s64)tid)) >> ((u32)(((u8)gtid)) & 63u)))) & 3u)]))), ((s32)((u32)(v11) * (u32)(v11))), ((s32)llmax(((s64)gtid), ((s64)0x60ull))))));
        out[6] = (u32)(((s8)((u32)(((s8)((((s8)-128)) | (((s8)tid))))) + (u32)(((c14 = ((s8)127)), (s8)(c14 ^ ((s8)v11)))))));
        out[7] = (u32)(st->arr[0]);
        out[8] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0015, p0015_state, 33, 2, 7, 9, 3, 2048, 15u)
