// diffgen program p0029: gen.py --seed 29 --name p0029 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    f32 f0;
    u16 f1[3];
} p0029_S0;

FN s32 p0029_f0(f32 p0, uchar4 p1)
{
    u32 v1 = ((u32)(((signbit(dg_canonf(p0)) != 0)) ? (3231202157u) : (31u)));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    (void)p1;
    p1.w = ((u8)((((((u64)0x0ull)) != (((u64)0xdea1a7bddf350cdbull)))) && (((((s8)-109)) < (((s8)56))))));
    p0 = (0.25f + ((f32)v1));
    h2 = ((((dg_fbits(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(p1.x) * 7u) ^ (u32)(p1.y) * 9u) ^ (u32)(p1.w);
    return ((s32)((u32)(((s32)(((-(p0))) < ((-(2.0f)))))) ^ (u32)h2));
}

typedef struct {
    s32 x0;
    s16 x1;
    u32 h;
} p0029_state;

DG_SHARED s16 p0029_sh0[384];

DG_KERNEL(p0029_kernel, p0029_state)
{
    DG_BEGIN(p0029_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 5u;
        s64 c4 = 0;
        st->x0 = ((s32)dg_dclamp(((f64)tid), -2147483648.0, 2147483647.0));
        st->x1 = ((s16)dg_rem_s32((s32)(((s16)tid)), (s32)(((s16)7))));
        st->h = ((u32)((((__ldg(&in[2])) > (1588402755u))) && (((((u64)0xfffffffffffffffeull)) >= (((u64)0xbc0f89381d26bef7ull))))));
        p0029_sh0[tid * 4u + 0u] = ((s16)-226);
        p0029_sh0[tid * 4u + 1u] = ((s16)(((u8)187)));
        p0029_sh0[tid * 4u + 2u] = ((s16)((u32)(st->x1) * (u32)(st->x1)));
        p0029_sh0[tid * 4u + 3u] = ((s16)__float2uint_ru(dg_fclamp(((f32)gtid), 0.0f, 4294967040.0f)));
        s64 v3 = ((c4 = ((s64)st->h)), (s64)(c4 ^ ((s64)bid)));
        uchar4 sv5 = make_uchar4(((u8)dg_fclamp(((f32)gtid), 0.0f, 255.0f)), ((u8)(~(u32)(((u8)gtid)))), ((u8)max(546901771, ((s32)tid))), ((u8)__float2ull_rz(dg_fclamp(((f32)((f64)st->x1)), 0.0f, 18446742974197923840.0f))));
        s32 g6 = 0;
        s32 n7 = 0, i8 = 0;
        s32 n9 = 0, i10 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v3;
        (void)sv5;
        (void)g6;
        (void)n7;
        (void)i8;
        (void)n9;
        (void)i10;
        (void)c4;
        p0029_sh0[tid * 4u + ((u32)(((u32)((((st->x1) > (((s16)gtid)))) ? (((u32)v3)) : (tid)))) & 3u)] = p0029_sh0[tid * 4u + ((u32)(((s64)st->h)) & 3u)];
        sv5.z = ((u8)st->h);
        B1:;
        n7 = (s32)((u32)(((u8)((u32)(sv5.y) * (u32)(((u8)((((((u16)bid)) != (((u16)65535)))) ? (sv5.z) : (((u8)0)))))))) % 3u);
        i8 = 0;
        do {
            switch (((u32)((*(in + ((u32)(((u32)dg_div_u32((u32)(1u), (u32)(tid)))) % 7u)))) + (u32)st->x0) & 7u) {
            case 0: {
                st->x0 = __double2hiint(dg_canon(((f64)st->x1)));
            }
            /* fallthrough */
            case 1: {
                p0029_sh0[tid * 4u + ((u32)(((u8)(((s8)-114)))) & 3u)] = ((s16)-32764);
            }
            /* fallthrough */
            case 2: {
                sv5.y = ((u8)67);
                break;
            }
            default: {
                st->x0 = p0029_f0(((((st->x0) != (2006283942))) ? ((((sv5.z) != (((u8)93)))) ? ((f32)tid) : ((f32)st->h)) : ((((((u16)170)) == (((u16)st->x0)))) ? ((f32)tid) : ((f32)st->x0))), sv5);
                break;
            }
            }
        } while (++i8 < n7);
        if (g6 < 2 && ((((st->x1) < (((s16)2665)))) || (((((s32)bid)) < (st->x0))))) {
            g6++;
            goto B1;
        }
        n9 = (s32)((u32)(bid) % 7u) + 1;
        for (i10 = 0; i10 < n9; i10++) {
            p0029_f0(__fdiv_rn(((f32)((f64)st->x0)), __fdiv_ru(((f32)((f64)st->x1)), ((f32)st->h))), make_uchar4(((u8)llmin(((s64)tid), ((s64)st->x0))), ((u8)dg_dclamp(((f64)1008530138u), 0.0, 255.0)), ((u8)((u32)(sv5.w) >> ((u32)(1201792798) & 31u))), ((u8)((((u16)31)) < (((u16)23875))))));
            if ((((s8)((u32)(((s8)st->x1)) ^ (u32)0xffffffff))) > (((s8)((u32)(((s8)st->h)) ^ (u32)0xffffffff)))) {
                st->x1--;
            } else {
                sv5.z = ((u8)((((u8)tid)) | (((u8)gtid))));
            }
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)((u64)(v3) >> 32) * 5u) ^ (u32)(sv5.y) * 7u) ^ (u32)(sv5.z) * 9u) ^ (u32)(in[(6u % 7u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((BOOL)((isnan((((f64)((s8)104)) - ((f64)tid))) != 0))));
        out[4] = dg_fbits(((f32)gtid));
    }
    DG_END
}

DG_PROGRAM(p0029, p0029_state, 96, 3, 7, 5, 1, 2048, 29u)
