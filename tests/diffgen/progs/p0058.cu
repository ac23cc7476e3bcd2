// diffgen program p0058: gen.py --seed 58 --name p0058 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
} p0058_S0;

FN void p0058_f0(const u8 *p0, f32 p1, DG_REF(s8) p2)
{
    s64 v1 = ((s64)((s64)(((s64)0x7fffffffffffffffull)) >> ((u32)(((u8)DG_R(p2))) & 63u)));
    u8 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = ((u8)__usad(((u32)DG_R(p2)), ((u32)DG_R(p2)), ((u32)v1)));
    s32 n4 = 0, i5 = 0;
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)n4;
    (void)i5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((7u) <= (((u32)((DG_R(p2)) != (((s8)v1)))))) {
        DG_R(p2) = ((s8)v1);
    } else {
        n4 = (s32)((u32)(((s32)dg_dclamp((((f64)((u32)v1)) / ((f64)v1)), -2147483648.0, 2147483647.0))) % 3u);
        for (i5 = 0; i5 < n4; i5++) {
            p1 /= ((f32)((s16)v1));
        }
    }
    n6 = (s32)((u32)(((s32)((((s32)dg_fclamp(p1, -2147483648.0f, 2147483520.0f))) >= (((s32)-146))))) % 3u);
    i7 = 0;
    while (i7 < n6) {
        i7++;
        switch (((u32)(i7) + (u32)DG_R(p2)) & 7u) {
        case 1: {
            v1 = ((s64)__dp4a(i7, i7, i7));
            break;
        }
        case 5: {
            p1 = (p1 * __uint_as_float(0x3effffffu));
            break;
        }
        default: {
            if (((((u32)i7)) > (((u32)DG_R(p2)))) && ((DG_R(p2)) != (((s8)104)))) return;
            break;
        }
        }
        DG_R(p2) = ((s8)((u32)(((s8)((u32)(((s8)v1)) - (u32)(DG_R(p2))))) + (u32)(DG_R(p2))));
    }
    h8 = ((((dg_fbits(p1) * 3u) ^ (u32)(DG_R(p2)) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(p0[(0u & 7u)]) * 9u) ^ (u32)(a2[(0u & 3u)]);
    DG_R(p2) = ((s8)((u32)(DG_R(p2)) ^ (u32)h8));
    return;
}

FN s64 p0058_f1(s64 p0)
{
    u8 v9 = ((u8)__float2uint_rd(dg_fclamp(((f32)((s8)p0)), 0.0f, 4294967040.0f)));
    u8 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = ((u8)p0);
    uint4 sv12;
    sv12.x = 1369986407u;
    sv12.y = ((u32)((u32)(((u32)v9)) * (u32)(3019349824u)));
    sv12.z = 2987879829u;
    sv12.w = ((u32)((u32)(3304710149u) >> ((u32)(v9) & 31u)));
    s32 g13 = 0;
    s32 g14 = 0;
    s8 v15 = 0;
    u32 h16 = 0;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)g13;
    (void)g14;
    (void)v15;
    (void)h16;
    (void)p0;
    B1:;
    p0 = ((s64)((((s64)((u64)(p0) * (u64)(((s64)0x8000000000000000ull))))) | (((s64)((u64)0 - (u64)(p0))))));
    if (g13 < 2 && ((v9) != (((u8)p0)))) {
        g13++;
        goto B1;
    }
    B2:;
    p0058_f0(a10, (((f32)v9) - ((f32)__longlong_as_double((s64)0x43f0000000000000ull))), DG_A(v15));
    if (g14 < 1 && ((((f32)p0)) <= (((f32)v9)))) {
        g14++;
        goto B2;
    }
    h16 = (((((u32)(p0) * 3u) ^ (u32)(v9) * 5u) ^ (u32)(sv12.z) * 7u) ^ (u32)(a10[(0u & 7u)]) * 9u) ^ (u32)(a10[(7u & 7u)]);
    return ((s64)((u64)(((s64)((u64)(((s64)dg_dclamp(((f64)((s32)v9)), -9223372036854775808.0, 9223372036854774784.0))) - (u64)(((s64)((u64)(((s64)0xffffffffffffffe4ull)) << ((u32)(v9) & 63u))))))) ^ (u64)h16));
}

typedef struct {
    u16 x0;
    f32 x1;
    BOOL x2;
    u32 h;
    u64 arr[2];
} p0058_state;

DG_SHARED s32 p0058_sh0[66];
DG_SHARED u64 p0058_sh1[66];

DG_KERNEL(p0058_kernel, p0058_state)
{
    DG_BEGIN(p0058_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 12u;
        u32 c22 = 0;
        st->x0 = ((u16)((((__ldg(&in[2])) == (out[((u32)(((s32)((u32)(((s32)gtid)) - (u32)(((s32)__ldg(&in[3])))))) & 3u)]))) ? (((u16)1)) : (((u16)255))));
        st->x1 = __fmul_rd(((f32)bid), ((f32)((s32)__ldg(&in[7]))));
        st->x2 = ((BOOL)((!(((((s16)138)) > (((s16)__ldg(&in[7]))))))));
        st->h = ((u32)((u32)(__ldg(&in[1])) >> ((u32)(((u8)196)) & 31u)));
        st->arr[0] = ((u64)((u64)(((u64)st->h)) ^ (u64)0xffffffffffffffff));
        st->arr[1] = ((u64)((u64)(((u64)st->x0)) >> ((u32)(((u8)__ldg(&in[7]))) & 63u)));
        p0058_sh0[tid * 2u + 0u] = ((s32)((u32)0 - (u32)(((s32)-1280563093))));
        p0058_sh0[tid * 2u + 1u] = ((s32)gtid);
        p0058_sh1[tid * 2u + 0u] = ((u64)__ldg(&in[1]));
        p0058_sh1[tid * 2u + 1u] = ((u64)0x714d5983ef273854ull);
        s64 v17 = ((s64)((u64)(((s64)st->x2)) * (u64)(((s64)0xffffffffffffffffull))));
        u8 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = ((u8)(~(u32)(((u8)63))));
        s32 n20 = 0, i21 = 0;
        s32 g23 = 0;
        s32 n24 = 0, i25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)n20;
        (void)i21;
        (void)g23;
        (void)n24;
        (void)i25;
        (void)c22;
        n20 = (s32)((u32)(((u32)((u32)(((c22 = (*(out + ((u32)(((u32)((((v17) < (((s64)0x8671182d048967bdull)))) ? (st->h) : (tid)))) & 3u)))), (u32)(c22 ^ st->h))) >> ((u32)(((u32)dg_rem_u32((u32)(st->h), (u32)(st->h)))) & 31u)))) % 4u);
        for (i21 = 0; i21 < n20; i21++) {
            st->x2 = (BOOL)(p0058_f1(((s64)st->h)) != 0);
        }
        if ((((s16)__double2uint_rn(dg_dclamp(((f64)st->h), 0.0, 4294967295.0)))) != (((s16)__funnelshift_rc(bid, st->h, out[((u32)(((s64)((u64)(((s64)st->x0)) * (u64)(((s64)tid))))) & 3u)])))) {
            st->x0--;
        } else {
            st->x2 = ((BOOL)((!(((((s16)v17)) == (((s16)23045)))))));
        }
        st->h &= bid;
        B3:;
        if ((((((f64)((s32)gtid))) == (((f64)gtid)))) || (((((211u) >= (910684556u))) && (((((u8)v17)) != (((u8)116))))))) {
            n24 = (s32)((u32)(((u8)gtid)) % 8u);
            i25 = 0;
            while (i25 < n24) {
                i25++;
                st->h = ((u32)((u32)0 - (u32)(((u32)v17))));
            }
        }
        if (g23 < 3 && st->x2) {
            g23++;
            goto B3;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(v17) * 5u) ^ (u32)((u64)(v17) >> 32) * 7u) ^ (u32)(p0058_sh1[tid * 2u + (1u & 1u)]) * 9u) ^ (u32)(a18[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 12u;
        f64 v26 = (((f64)st->x2) + ((f64)gtid));
        u8 a27[8] = {0};
        s32 j28;
        for (j28 = 0; j28 < 8; j28++)
            a27[j28] = ((u8)((((((u8)tid)) > (((u8)st->x0)))) ? (((u8)7)) : (((u8)0))));
        s32 n29 = 0, i30 = 0;
        s8 v31 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)a27;
        (void)j28;
        (void)n29;
        (void)i30;
        (void)v31;
        n29 = (s32)((u32)(gtid) % 8u) + 1;
        i30 = 0;
        do {
            v26 = __ll2double_rn(((s64)bid));
            st->h = (u32)p0058_f1(((s64)__umulhi(((u32)((((u64)st->h)) <= (((u64)st->x2)))), ((u32)((((((s16)st->h)) >= (((s16)-32768)))) && (((((s64)i30)) >= (((s64)0xffffffffffffffffull)))))))));
        } while (++i30 < n29);
        p0058_f0(a27, ((f32)((u8)st->h)), DG_A(v31));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(in[(0u & 7u)]) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)((u64)(st->arr[(0u & 1u)]) >> 32) * 9u) ^ (u32)(p0058_sh0[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = dg_fbits(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((u32)((u32)(((u32)((tid) ^ (st->h)))) << ((u32)(((s32)(v31))) & 31u))));
        out[9] = (u32)(((s8)dg_rem_s32((s32)(((s8)dg_rem_s32((s32)(v31), (s32)(((s8)127))))), (s32)(((s8)-127)))));
        out[10] = (u32)(st->arr[0]);
        out[11] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0058, p0058_state, 33, 3, 8, 12, 2, 2048, 58u)
