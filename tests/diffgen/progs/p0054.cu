// diffgen program p0054: gen.py --seed 54 --name p0054 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u64 f0;
    s64 f1;
} p0054_S0;

FN u64 p0054_f0(s32 depth, int2 p0)
{
    s8 v1 = ((s8)((u32)(((s8)depth)) << ((u32)(p0.y) & 31u)));
    f64 v2 = (((f64)((s16)25804)) + ((f64)depth));
    s32 g3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)h4;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((u64)dg_dclamp(((f64)depth), 0.0, 18446744073709549568.0));
    v2 = (f64)p0054_f0(depth - 1, make_int2(((s32)((u32)(((s32)v1)) << ((u32)(((u32)depth)) & 31u))), ((s32)dg_dclamp(((f64)depth), -2147483648.0, 2147483647.0))));
    if ((((u16)__double2ll_ru(dg_dclamp(((f64)((f32)v1)), -9223372036854775808.0, 9223372036854774784.0)))) > (((u16)(isfinite(((f64)v1)) != 0)))) {
        ++v1;
    }
    B1:;
    if ((((u64)((u64)(((u64)0xfffffffffffffffeull)) << ((u32)(p0.y) & 63u)))) != (((u64)((((u64)0xffffffffffffffffull)) ^ (((u64)depth)))))) {
    } else {
        v2 = ((f64)((s16)dg_dclamp(((f64)depth), -32768.0, 32767.0)));
    }
    if (g3 < 2 && ((v1) == (((s8)depth)))) {
        g3++;
        goto B1;
    }
    h4 = (((((u32)(depth) * 3u) ^ (u32)(v1) * 5u) ^ (u32)dg_dbits(v2) * 7u) ^ (u32)(dg_dbits(v2) >> 32) * 9u) ^ (u32)(p0.y);
    return ((u64)((u64)(((u64)((((((u8)180)) == (((u8)v1)))) ? (((u64)((depth) >= (((s32)v1))))) : (((u64)((u64)(((u64)0x173ull)) >> ((u32)(depth) & 63u))))))) ^ (u64)h4));
}

FN u8 p0054_f1(u8 p0, s8 p1)
{
    u64 v5 = ((u64)p0);
    f32 v6 = ((((v5) == (((u64)p0)))) ? ((f32)p0) : ((f32)p0));
    int2 sv7;
    sv7.x = ((s32)dg_dclamp(((f64)p0), -2147483648.0, 2147483647.0));
    sv7.y = ((s32)((723802457) ^ (((s32)v5))));
    short2 sv8;
    sv8.x = ((s16)__funnelshift_lc(((u32)p1), 2u, ((u32)p1)));
    sv8.y = ((s16)dg_dclamp(__longlong_as_double((s64)0xe8106a0cbb3f3278ull), -32768.0, 32767.0));
    u32 h9 = 0;
    (void)v5;
    (void)v6;
    (void)sv7;
    (void)sv8;
    (void)h9;
    (void)p0;
    (void)p1;
    if ((((s64)((s64)(((s64)p0)) >> ((u32)(((u8)v5)) & 63u)))) == (((s64)((u64)(((s64)0x124ull)) * (u64)(((s64)p0)))))) {
        sv8.y = sv8.x;
    } else {
        p0 = ((u8)221);
    }
    sv7.y = ((s32)((((s16)p0)) <= (((s16)v5))));
    h9 = (((((u32)(v5) * 3u) ^ (u32)((u64)(v5) >> 32) * 5u) ^ dg_fbits(v6) * 7u) ^ (u32)(sv8.x) * 9u) ^ (u32)(sv8.y);
    return ((u8)((u32)(((u8)((u32)(((u8)__double2ull_rz(dg_dclamp(((f64)((s64)p0)), 0.0, 18446744073709549568.0)))) << ((u32)(((u8)((u32)(((u8)v5)) << ((u32)(((u32)v5)) & 31u)))) & 31u)))) ^ (u32)h9));
}

FN f64 p0054_f2(const s16 *p0, u64 p1)
{
    u8 c15 = 0;
    u16 v10 = ((u16)(p1));
    f32 v11 = (((f32)v10) + ((f32)-0.0));
    int2 sv12 = make_int2(((s32)dg_dclamp(((f64)v10), -2147483648.0, 2147483647.0)), ((s32)((u32)(259075300) - (u32)(((s32)v10)))));
    s32 n13 = 0, i14 = 0;
    u32 h16 = 0;
    (void)v10;
    (void)v11;
    (void)sv12;
    (void)n13;
    (void)i14;
    (void)h16;
    (void)c15;
    (void)p0;
    (void)p1;
    switch (((u32)(((u16)((u32)(((u16)dg_fclamp(v11, 0.0f, 65535.0f))) >> ((u32)(((u8)__float_as_int(dg_canonf(((f32)p1))))) & 31u)))) + (u32)v10) & 7u) {
    case 1: {
        v10 = ((u16)((((u16)63954)) ^ (v10)));
    }
    /* fallthrough */
    case 3: {
        n13 = (s32)((u32)(((u64)((((u64)__double2ll_rd(dg_dclamp(((f64)v10), -9223372036854775808.0, 9223372036854774784.0)))) & (((u64)((u64)(((u64)v10)) >> ((u32)(sv12.y) & 63u))))))) % 4u) + 1;
        for (i14 = 0; i14 < n13; i14++) {
            sv12.y = ((s32)llabs(dg_nomin64(((s64)i14))));
        }
        break;
    }
    case 5: {
        p1 = (u64)p0054_f1(((u8)((u32)(((u8)153)) >> ((u32)(((u32)v10)) & 31u))), ((s8)sizeof(sv12)));
        break;
    }
    case 6: {
        v11 = (f32)p0054_f1(((c15 = ((u8)dg_dclamp(1.0e22, 0.0, 255.0))), (u8)(c15 ^ ((u8)167))), ((s8)umax(((u32)p1), 0u)));
        break;
    }
    }
    if ((((((s64)v10)) == (((s64)0x1ull)))) || (((((((u64)0x3full)) >= (((u64)0x20ull)))) && (((((s32)v10)) > (1465202525)))))) {
        v10 -= (u16)(((u16)0));
    } else {
        p1 = (u64)p0054_f1(((u8)v10), ((s8)dg_fclamp(((f32)__longlong_as_double((s64)0x0d72414df19d8012ull)), -128.0f, 127.0f)));
    }
    v10 &= (u16)(((u16)((((u16)p1)) ^ (v10))));
    h16 = (((((u32)(p1) * 3u) ^ (u32)((u64)(p1) >> 32) * 5u) ^ dg_fbits(v11) * 7u) ^ (u32)(sv12.x) * 9u) ^ (u32)(sv12.y);
    return ((((((((s64)v10)) == (((s64)p1)))) ? ((f64)p1) : __longlong_as_double((s64)0x0000000000000001ull)) * ((f64)v10)) + (f64)(h16 & 255u));
}

typedef struct {
    s32 x0;
    s64 x1;
    s64 x2;
    u32 h;
    u64 arr[4];
} p0054_state;

DG_SHARED u32 p0054_sh0[508];

DG_KERNEL(p0054_kernel, p0054_state)
{
    DG_BEGIN(p0054_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 14u;
        st->x0 = ((s32)dg_fclamp(((f32)((s8)127)), -2147483648.0f, 2147483520.0f));
        st->x1 = ((s64)((u64)(((s64)gtid)) * (u64)(((s64)bid))));
        st->x2 = ((s64)((u64)(((s64)__ldg(&in[4]))) * (u64)(st->x1)));
        st->h = ((u32)((u32)(out[((u32)(((s32)((u32)(((s32)-1)) - (u32)(st->x0)))) & 3u)]) >> ((u32)(((u32)st->x0)) & 31u)));
        st->arr[0] = ((u64)gtid);
        st->arr[1] = ((u64)gtid);
        st->arr[2] = ((u64)((((u64)st->h)) ^ (((u64)__ldg(&in[5])))));
        st->arr[3] = ((u64)dg_dclamp(0.0, 0.0, 18446744073709549568.0));
        p0054_sh0[tid * 4u + 0u] = ((u32)((u32)(1949712240u) >> ((u32)(st->x0) & 31u)));
        p0054_sh0[tid * 4u + 1u] = ((u32)((((((s8)127)) <= (((s8)-111)))) ? (__ldg(&in[0])) : (((u32)st->x1))));
        p0054_sh0[tid * 4u + 2u] = ((u32)(((s64)__ldg(&in[1]))));
        p0054_sh0[tid * 4u + 3u] = ((u32)((((u32)st->x0)) & (133u)));
        f32 v17 = 3.0f;
        s16 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = ((s16)((u32)(((s16)-187)) + (u32)(((s16)j19))));
        int2 sv20 = make_int2(st->x0, st->x0);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)sv20;
        st->arr[((u32)(((u32)((u32)(st->h) * (u32)(bid)))) & 3u)] = ((u64)((((((s8)st->x2)) > (((s8)61)))) && (((((u8)0)) > (((u8)gtid))))));
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)((u64)(st->x1) >> 32) * 5u) ^ (u32)(in[(0u % 6u)]) * 7u) ^ (u32)(in[(5u % 6u)]) * 9u) ^ (u32)(a18[(0u & 7u)]) ^ (st->h * 7u);
        st->h = (u32)p0054_f0((s32)((u32)(((u32)((u32)(gtid) + (u32)(st->h)))) % 5u), sv20);
        st->x2 = (s64)dg_dclamp(p0054_f2(a18, st->arr[((u32)(__popcll(((u64)st->x0))) & 3u)]), -9223372036854775808.0, 9223372036854774784.0);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->x2);
        out[8] = (u32)((u64)(st->x2) >> 32);
        out[9] = (u32)(st->h);
        out[10] = (u32)(tid);
        out[11] = (u32)dg_dbits(((((((f64)bid)) < (__longlong_as_double((s64)0xe26648ee01968690ull)))) ? ((f64)gtid) : ((f64)a18[((u32)(((u32)((u32)0 - (u32)(((u32)st->x1))))) & 7u)])));
        out[12] = (u32)(st->arr[0]);
        out[13] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0054, p0054_state, 127, 2, 6, 14, 1, 8192, 54u)
