// diffgen program p0104: gen.py --seed 104 --name p0104 --include ../twin.h
#include "../twin.h"

typedef struct {
    s16 f0;
} p0104_S0;

FN s8 p0104_f0(s32 depth, BOOL p0, u64 *p1)
{
    s64 v1 = ((s64)((((s64)depth)) & (((s64)0x8000000000000000ull))));
    f64 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = (((f64)((f32)j3)) - ((f64)p0));
    s32 g4 = 0;
    s32 n5 = 0, i6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)n5;
    (void)i6;
    (void)h7;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s8)depth);
    v1 = ((s64)depth);
    B1:;
    n5 = (s32)((u32)(((u64)(((s16)depth)))) % 8u) + 1;
    i6 = 0;
    do {
        if ((((s32)__mul64hi(v1, ((s64)0xffull)))) <= (((s32)-1241041022))) {
            if ((1021130717u) != (3723970387u)) continue;
        }
    } while (++i6 < n5);
    if (g4 < 1 && ((depth) >= (255))) {
        g4++;
        goto B1;
    }
    p0 = (BOOL)(p0104_f0(depth - 1, ((BOOL)(((((s8)((((s8)depth)) ^ (((s8)depth))))) >= (((s8)77))))), p1) != 0);
    p0 = ((BOOL)(((((u16)depth)) <= (((u16)49455)))));
    h7 = (((((u32)((u64)(p1[(0u & 3u)]) >> 32) * 3u) ^ (u32)(p1[(3u & 3u)]) * 5u) ^ (u32)((u64)(p1[(3u & 3u)]) >> 32) * 7u) ^ (u32)(dg_dbits(a2[(0u & 3u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a2[(3u & 3u)]) >> 32);
    return ((s8)((u32)(((s8)(~(u32)(((s8)((((s8)-47)) ^ (((s8)-88)))))))) ^ (u32)h7));
}

typedef struct {
    s16 x0;
    BOOL x1;
    u32 h;
} p0104_state;

DG_KERNEL(p0104_kernel, p0104_state)
{
    DG_BEGIN(p0104_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 6u;
        st->x0 = ((s16)((u32)(((s16)__ldg(&in[4]))) - (u32)(((s16)-294))));
        st->x1 = ((BOOL)(((st->x0) < (((s16)bid)))));
        st->h = ((u32)__double2hiint(dg_canon(((f64)__ldg(&in[2])))));
        BOOL v8 = ((BOOL)(((st->x0) < (((s16)gtid)))));
        f64 v9 = (((isnan(((f32)bid)) != 0)) ? ((f64)v8) : ((f64)-1.0f));
        u64 a10[8] = {0};
        s32 j11;
        for (j11 = 0; j11 < 8; j11++)
            a10[j11] = ((u64)((((((s64)0xffull)) <= (((s64)0x8170e3dccf07c134ull)))) ? (((u64)0x122ull)) : (((u64)bid))));
        short2 sv12;
        sv12.x = ((s16)((st->x0) ^ (((s16)st->x1))));
        sv12.y = ((s16)st->x1);
        s32 n13 = 0, i14 = 0;
        s32 n15 = 0, i16 = 0;
        s32 g17 = 0;
        s32 n18 = 0, i19 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)v9;
        (void)a10;
        (void)j11;
        (void)sv12;
        (void)n13;
        (void)i14;
        (void)n15;
        (void)i16;
        (void)g17;
        (void)n18;
        (void)i19;
        ++st->x0;
        n13 = (s32)((u32)(((u64)sizeof(sv12))) % 4u);
        i14 = 0;
        while (i14 < n13) {
            i14++;
            n15 = (s32)((u32)(((u32)((gtid) ^ (((u32)((u32)(bid) * (u32)(((u32)st->x1)))))))) % 4u);
            i16 = 0;
            while (i16 < n15) {
                i16++;
                (*(a10 + ((u32)(((u32)((u32)(st->h) ^ (u32)0xffffffff))) & 7u))) = ((u64)0xfffffffffffffffeull);
                st->x0 += (s16)(((s16)((u32)(((s16)-23030)) - (u32)(((s16)(signbit(dg_canon(v9)) != 0))))));
            }
            st->x1 = ((BOOL)(((((u64)v8)) == (((u64)0xebf9266aef30cd15ull)))));
        }
        if ((((u64)__byte_perm(st->h, ((u32)v8), ((u32)st->x0)))) > (((u64)0xdabcb582e7f2a73dull))) {
        } else {
        }
        B2:;
        n18 = (s32)((u32)(((u32)(isinf((((f32)gtid) / ((f32)((s16)13554)))) != 0))) % 7u);
        i19 = 0;
        while (i19 < n18) {
            i19++;
            st->x1 = ((BOOL)((u16)st->x0));
            if ((((((u16)0)) > (((u16)52117)))) && ((!(((((s64)tid)) >= (((s64)0x2886f619f6914394ull))))))) {
                if (isnan(v9) != 0) break;
            } else {
                if ((gtid % 5u) == 1u && ((st->x0) < (((s16)v8)))) return;
            }
        }
        if (g17 < 3 && ((((u64)st->x0)) == (((u64)0xc3fee5eb6dfe042full)))) {
            g17++;
            goto B2;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(v8) * 5u) ^ (u32)(sv12.y) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)(a10[(7u & 7u)]) ^ (st->h * 7u);
        p0104_f0((s32)((u32)(((u32)((u32)(tid) * (u32)(out[((u32)(((u8)((((st->x0) > (((s16)-30256)))) ? (((u8)st->x0)) : (((u8)63))))) & 1u)])))) % 6u), ((BOOL)(((((u64)st->x1)) == (((u64)0x87ebb77af86c9e43ull))))), a10);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u32)((u32)(((u32)((u32)(gtid) >> ((u32)(255) & 31u)))) * (u32)(((u32)__float2ll_rz(dg_fclamp(((f32)st->x1), -9223372036854775808.0f, 9223371487098961920.0f)))))));
    }
    DG_END
}

DG_PROGRAM(p0104, p0104_state, 128, 4, 6, 6, 1, 8192, 104u)
