// diffgen program p0093: gen.py --seed 93 --name p0093 --include ../twin.h
#include "../twin.h"

typedef struct {
    s32 f0;
    s8 f1;
    u8 f2;
} p0093_S0;
typedef struct {
    BOOL f0;
    s8 f1;
    s32 f2;
} p0093_S1;

FN void p0093_f0(float2 p0, s16 p1, f64 *p2, u8 p3, p0093_S0 p4, const u32 *p5, DG_REF(p0093_S1) p6, p0093_S1 p7, p0093_S1 p8)
{
    u64 v1 = ((u64)p1);
    f64 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = (__longlong_as_double((s64)0x8000000000000000ull) * ((f64)v1));
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    n4 = (s32)((u32)(((u8)((u32)(((u8)247)) + (u32)(((u8)((((((u16)p3)) == (((u16)17818)))) ? (p3) : (p4.f2))))))) % 4u);
    i5 = 0;
    do {
        v1 = ((u64)0x1f895e40488baf9eull);
        v1 <<= ((u32)(((u32)p3)) & 63u);
    } while (++i5 < n4);
    if ((((u64)p1)) >= (((u64)((((u64)0xd6aef84a7b1b905cull)) | (v1))))) {
        if (((p5[((u32)(((s32)((((s32)p1)) | (63)))) & 3u)]) == (p5[((u32)(((s32)dg_dclamp(((f64)v1), -2147483648.0, 2147483647.0))) & 3u)])) && ((((u16)p3)) > (((u16)8)))) return;
    }
    h6 = (((((u32)(p4.f1) * 3u) ^ (u32)(p8.f1) * 5u) ^ (u32)(p8.f2) * 7u) ^ (u32)(p5[(3u & 3u)]) * 9u) ^ (u32)(dg_dbits(a2[(3u & 3u)]) >> 32);
    p2[0] = (p2[0] + (f64)(h6 & 255u));
    return;
}

typedef struct {
    u8 x0;
    s8 x1;
    f32 x2;
    s64 x3;
    u32 h;
    f32 arr[2];
} p0093_state;

DG_KERNEL(p0093_kernel, p0093_state)
{
    DG_BEGIN(p0093_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 13u;
        u8 c17 = 0;
        st->x0 = ((u8)dg_rem_u32((u32)(((u8)__ldg(&in[0]))), (u32)(((u8)gtid))));
        st->x1 = ((s8)((u32)(((s8)tid)) + (u32)(((s8)__ldg(&in[2])))));
        st->x2 = ((((__longlong_as_double((s64)0x7ff8000000000000ull)) <= (1.5))) ? ((f32)st->x0) : __uint_as_float(0x807fffffu));
        st->x3 = ((s64)dg_div_s64((s64)(((s64)__ldg(&in[3]))), (s64)(((s64)0x2418866901202c12ull))));
        st->h = ((u32)dg_dclamp(__longlong_as_double((s64)0x43f0000000000000ull), 0.0, 4294967295.0));
        st->arr[0] = ((f32)((u64)st->x0));
        st->arr[1] = ((f32)((s32)st->x0));
        s16 v7 = ((s16)((u32)(((s16)st->h)) - (u32)(((s16)st->x0))));
        f64 a8[8] = {0};
        s32 j9;
        for (j9 = 0; j9 < 8; j9++)
            a8[j9] = (-(__longlong_as_double((s64)0xa4785995e6b778bcull)));
        u32 a10[8] = {0};
        s32 j11;
        for (j11 = 0; j11 < 8; j11++)
            a10[j11] = ((u32)((u32)(tid) >> ((u32)(((s32)v7)) & 31u)));
        float2 sv12;
        sv12.x = st->x2;
        sv12.y = (((f32)((s64)gtid)) + st->x2);
        p0093_S0 sv13;
        sv13.f0 = ((s32)(v7));
        sv13.f1 = ((s8)(~(u32)(((s8)-37))));
        sv13.f2 = ((u8)__float2ll_rd(dg_fclamp(st->x2, -9223372036854775808.0f, 9223371487098961920.0f)));
        p0093_S1 sv14;
        sv14.f0 = ((BOOL)((!(((sv13.f0) < (1690308142))))));
        sv14.f1 = ((s8)((u32)(st->x1) + (u32)(st->x1)));
        sv14.f2 = ((s32)v7);
        s32 n15 = 0, i16 = 0;
        s32 g18 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)a8;
        (void)j9;
        (void)a10;
        (void)j11;
        (void)sv12;
        (void)sv13;
        (void)sv14;
        (void)n15;
        (void)i16;
        (void)g18;
        (void)c17;
        n15 = (s32)((u32)(((u8)dg_div_u32((u32)(((c17 = ((u8)255)), (u8)(c17 ^ ((u8)32)))), (u32)(((u8)dg_rem_u32((u32)(((u8)1)), (u32)(st->x0))))))) % 4u);
        i16 = 0;
        do {
            p0093_f0(sv12, ((s16)(~(u32)(v7))), a8, st->x0, sv13, in, DG_A(sv14), sv14, sv14);
        } while (++i16 < n15);
        B1:;
        if ((((s64)max(sv13.f0, ((s32)-1619050619)))) != (((s64)0x420de1544c67d19full))) {
            if ((gtid % 5u) == 0u && ((((f64)v7)) != (a8[((u32)(((u8)((st->x0) ^ (sv13.f2)))) & 7u)]))) return;
        } else {
            st->x0 = ((u8)((u32)(sv13.f2) * (u32)(st->x0)));
        }
        if (g18 < 3 && (isnan(__uint_as_float(0x3f7fffffu)) != 0)) {
            g18++;
            goto B1;
        }
        p0093_f0(sv12, ((s16)st->x0), a8, ((u8)((u32)(((u8)gtid)) - (u32)(((u8)(~(u32)(sv13.f2)))))), sv13, a10, DG_A(sv14), sv14, sv14);
        st->h = (((((u32)(tid) * 3u) ^ (u32)(sv13.f1) * 5u) ^ (u32)(in[(0u & 3u)]) * 7u) ^ (u32)(dg_dbits(a8[(7u & 7u)]) >> 32) * 9u) ^ (u32)(a10[(0u & 7u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = dg_fbits(st->x2);
        out[7] = (u32)(st->x3);
        out[8] = (u32)((u64)(st->x3) >> 32);
        out[9] = (u32)(st->h);
        out[10] = dg_fbits((((f32)v7) / sv12.y));
        out[11] = dg_fbits(st->arr[0]);
        out[12] = dg_fbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0093, p0093_state, 48, 2, 4, 13, 1, 2048, 93u)
