// diffgen program p0122: gen.py --seed 123 --name p0122 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s8 f0;
    u16 f1[2];
} p0122_S0;

FN s16 p0122_f0(s32 depth, DG_REF(float4) p0, s32 p1)
{
    f64 v1 = ((f64)((f32)p1));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s16)dg_dclamp(((f64)p1), -32768.0, 32767.0));
    v1 = (f64)p0122_f0(depth - 1, DG_A(DG_R(p0)), ((s32)((s32)(2) >> ((u32)(((s32)__double2ull_rz(dg_dclamp(v1, 0.0, 18446744073709549568.0)))) & 31u))));
    h2 = (((((u32)(depth) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(dg_dbits(v1) >> 32) * 7u) ^ dg_fbits(DG_R(p0).x) * 9u) ^ dg_fbits(DG_R(p0).y);
    return ((s16)((u32)(((s16)sizeof(f64))) ^ (u32)h2));
}

typedef struct {
    s64 x0;
    u32 x1;
    s64 x2;
    BOOL x3;
    u32 h;
    f64 arr[2];
} p0122_state;

DG_KERNEL(p0122_kernel, p0122_state)
{
    DG_BEGIN(p0122_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        s64 c3 = 0;
        u32 c9 = 0;
        st->x0 = ((c3 = ((s64)tid)), (s64)(c3 ^ ((s64)0x8full)));
        st->x1 = ((u32)((u32)(in[((u32)(((u32)((__ldg(&in[2])) | (tid)))) % 5u)]) >> ((u32)(((u32)st->x0)) & 31u)));
        st->x2 = ((s64)gtid);
        st->x3 = ((BOOL)(((st->x1) != (__ldg(&in[1])))));
        st->h = ((u32)((u32)(__ldg(&in[2])) >> ((u32)(((u8)221)) & 31u)));
        st->arr[0] = (((f64)st->x2) / ((f64)gtid));
        st->arr[1] = ((f64)((s16)-1));
        u64 v4 = ((u64)0x8023df38f031f87dull);
        s16 v5 = ((s16)__clz(((s32)tid)));
        float4 sv6;
        sv6.x = (((isnan(((f32)st->x3)) != 0)) ? ((f32)st->x0) : ((f32)tid));
        sv6.y = (-(((f32)st->x3)));
        sv6.z = ((f32)((u8)v4));
        sv6.w = (((f32)st->x2) / __uint_as_float(0xcf000000u));
        s32 g7 = 0;
        s32 g8 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)v5;
        (void)sv6;
        (void)g7;
        (void)g8;
        (void)c3;
        (void)c9;
        sv6.z = (sv6.x + 0.25f);
        (*(st->arr + ((u32)(((u32)((u32)(4294967294u) >> ((u32)(in[((u32)(2) % 5u)]) & 31u)))) & 1u))) = (((f64)st->x2) - 9007199254740992.0);
        B2:;
        if ((gtid % 3u) == 0u && (!(((((s32)st->x2)) < (((s32)-2147483647)))))) return;
        if (g7 < 2 && (isinf(((f64)st->h)) != 0)) {
            g7++;
            goto B2;
        }
        B3:;
        if (!(((v4) >= (((u64)gtid))))) {
            if ((((((s32)st->x1)) >= (706243561))) && ((!(((st->x0) >= (((s64)0x961830a4cb44facfull))))))) {
                st->x3 = ((BOOL)((isnan(((f32)((f64)st->x2))) != 0)));
            } else {
            }
        } else {
            v4 = ((u64)((((v4) < (((u64)0x49bed2bd3feacd56ull)))) ? (v4) : (((u64)v5))));
        }
        if (g8 < 2 && (!(((((u8)1)) > (((u8)0)))))) {
            g8++;
            goto B3;
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)((u64)(v4) >> 32) * 7u) ^ dg_fbits(sv6.z) * 9u) ^ (u32)(dg_dbits(st->arr[(0u & 1u)]) >> 32) ^ (st->h * 7u);
        st->x2 = (s64)p0122_f0((s32)((u32)(((c9 = (*(in + ((u32)(31u) % 5u)))), (u32)(c9 ^ ((u32)st->x2)))) % 6u), DG_A(sv6), ((s32)0x80000000u));
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->x2);
        out[4] = (u32)((u64)(st->x2) >> 32);
        out[5] = (u32)(st->x3);
        if ((gtid % 5u) == 0u && ((((((u8)st->x3)) > (((u8)201)))) && (((((s8)st->x2)) == (((s8)st->x1)))))) return;
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u8)((u32)(((u8)((((u8)st->x2)) < (((u8)206))))) - (u32)(((u8)(st->x0))))));
        out[8] = (u32)(((BOOL)((u8)__double2uint_rz(dg_dclamp(((f64)st->x2), 0.0, 4294967295.0)))));
        out[9] = (u32)dg_dbits(st->arr[0]);
        out[10] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0122, p0122_state, 128, 3, 5, 11, 1, 8192, 123u)
