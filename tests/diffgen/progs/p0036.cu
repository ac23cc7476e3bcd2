// diffgen program p0036: gen.py --seed 36 --name p0036 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    BOOL f0;
} p0036_S0;
typedef struct {
    BOOL f0;
} p0036_S1;

FN u16 p0036_f0(s64 p0, const f32 *p1, f64 *p2)
{
    u64 v1 = ((u64)p0);
    u16 v2 = ((u16)((((f32)((u16)v1))) >= (((f32)v1))));
    s32 g3 = 0;
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)p0;
    (void)p1;
    (void)p2;
    v1 = ((u64)((u64)(((u64)0x0ull)) << ((u32)(((u32)v2)) & 63u)));
    B1:;
    if ((((u16)__uhadd(((u32)p0), ((u32)v1)))) <= (((u16)(isfinite(((f32)((u8)1))) != 0)))) {
        n4 = (s32)((u32)(((s32)dg_div_s32((s32)(((s32)((u32)(((s32)-1411188608)) * (u32)(2147483647)))), (s32)(((s32)((u32)(((s32)v1)) << ((u32)(((s32)v1)) & 31u))))))) % 4u);
        for (i5 = 0; i5 < n4; i5++) {
            v2--;
        }
    }
    if (g3 < 1 && ((((u8)v2)) > (((u8)50)))) {
        g3++;
        goto B1;
    }
    h6 = (((((u32)(p0) * 3u) ^ dg_fbits(p1[(7u & 7u)]) * 5u) ^ (u32)(dg_dbits(p2[(0u & 1u)]) >> 32) * 7u) ^ (u32)dg_dbits(p2[(1u & 1u)]) * 9u) ^ (u32)(dg_dbits(p2[(1u & 1u)]) >> 32);
    return ((u16)((u32)(((u16)(isnan((p2[((u32)(((s32)dg_rem_s32((s32)(((s32)0x80000000u)), (s32)(((s32)v2))))) & 1u)] / __longlong_as_double((s64)0x7ff8000000000000ull))) != 0))) ^ (u32)h6));
}

FN p0036_S1 p0036_f1(u16 p0, BOOL p1)
{
    u32 v7 = ((u32)((u32)(((u32)p0)) - (u32)(32u)));
    u16 v8 = ((u16)__float2int_rn(dg_fclamp(((f32)v7), -2147483648.0f, 2147483520.0f)));
    f32 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = __int2float_rd(j10);
    f64 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = (((f64)p0) / ((f64)((f32)j12)));
    u8 a13[8] = {0};
    s32 j14;
    for (j14 = 0; j14 < 8; j14++)
        a13[j14] = ((u8)((u32)(((u8)v8)) * (u32)(((u8)v7))));
    p0036_S1 sv15;
    sv15.f0 = ((BOOL)(p1));
    s32 g16 = 0;
    u32 h17 = 0;
    (void)v7;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)a11;
    (void)j12;
    (void)a13;
    (void)j14;
    (void)sv15;
    (void)g16;
    (void)h17;
    (void)p0;
    (void)p1;
    p0 = v8;
    B2:;
    if (!(((((u8)v7)) == (a13[((u32)(((u32)((v7) ^ (v7)))) & 7u)])))) {
        v8 = ((u16)((u32)0 - (u32)(((u16)((u32)(p0) + (u32)(((u16)0)))))));
    } else {
        ++p0;
    }
    if (g16 < 1 && ((((s64)0x8000000000000001ull)) > (((s64)p1)))) {
        g16++;
        goto B2;
    }
    v7 = (u32)p0036_f0(((s64)(v8)), a9, a11 + ((u32)(((s32)((s32)(((s32)-638715694)) >> ((u32)(v7) & 31u)))) % 7u));
    h17 = ((((dg_fbits(a9[(7u & 7u)]) * 3u) ^ (u32)dg_dbits(a11[(0u & 7u)]) * 5u) ^ (u32)(dg_dbits(a11[(0u & 7u)]) >> 32) * 7u) ^ (u32)dg_dbits(a11[(7u & 7u)]) * 9u) ^ (u32)(dg_dbits(a11[(7u & 7u)]) >> 32);
    sv15.f0 = ((BOOL)(((u32)(sv15.f0) ^ h17) & 1u));
    return sv15;
}

FN longlong2 p0036_f2(p0036_S0 p0)
{
    s64 c28 = 0;
    u64 v18 = ((u64)0x1ull);
    u64 v19 = ((u64)((((((u8)v18)) < (((u8)86)))) ? (v18) : (v18)));
    f32 a20[8] = {0};
    s32 j21;
    for (j21 = 0; j21 < 8; j21++)
        a20[j21] = (((f32)v19) / ((f32)((s64)0x7fffffffffffffffull)));
    f64 a22[8] = {0};
    s32 j23;
    for (j23 = 0; j23 < 8; j23++)
        a22[j23] = (1.0 * ((f64)v19));
    u8 a24[8] = {0};
    s32 j25;
    for (j25 = 0; j25 < 8; j25++)
        a24[j25] = ((u8)v19);
    p0036_S1 sv26;
    sv26.f0 = ((BOOL)(((((s8)v18)) > (((s8)101)))));
    longlong2 sv27 = make_longlong2(((s64)max(((s32)v19), ((s32)-503047672))), ((c28 = ((s64)v18)), (s64)(c28 ^ ((s64)0x6d2e80831a5f538bull))));
    s32 g29 = 0;
    u32 h30 = 0;
    (void)v18;
    (void)v19;
    (void)a20;
    (void)j21;
    (void)a22;
    (void)j23;
    (void)a24;
    (void)j25;
    (void)sv26;
    (void)sv27;
    (void)g29;
    (void)h30;
    (void)c28;
    (void)p0;
    sv27.x = sv27.x;
    B3:;
    v18 = ((u64)sizeof(u16));
    if (g29 < 3 && ((((s32)v19)) <= (1148509681))) {
        g29++;
        goto B3;
    }
    sv26 = p0036_f1(((u16)7), ((BOOL)((s8)-1)));
    h30 = (((((u32)(sv27.x) * 3u) ^ dg_fbits(a20[(0u & 7u)]) * 5u) ^ (u32)dg_dbits(a22[(0u & 7u)]) * 7u) ^ (u32)(dg_dbits(a22[(0u & 7u)]) >> 32) * 9u) ^ (u32)dg_dbits(a22[(7u & 7u)]);
    sv27.x = ((s64)((u64)(sv27.x) ^ (u64)h30));
    return sv27;
}

typedef struct {
    u8 x0;
    s32 x1;
    BOOL x2;
    s64 x3;
    u32 h;
    u8 arr[4];
} p0036_state;

DG_SHARED s16 p0036_sh0[384];

DG_KERNEL(p0036_kernel, p0036_state)
{
    DG_BEGIN(p0036_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 14u;
        st->x0 = ((u8)dg_fclamp(((f32)tid), 0.0f, 255.0f));
        st->x1 = ((s32)((((((u64)__ldg(&in[3]))) < (((u64)0x3575b6b87affd1b3ull)))) ? (((s32)bid)) : (160)));
        st->x2 = ((BOOL)((isfinite(((f32)tid)) != 0)));
        st->x3 = ((s64)((s64)(((s64)0xd07da61c2a32c40aull)) >> ((u32)(st->x1) & 63u)));
        st->h = ((u32)dg_rem_u32((u32)(__ldg(&in[2])), (u32)(__ldg(&in[3]))));
        st->arr[0] = ((u8)__dp4a(((s32)-1827839811), ((s32)-96), st->x1));
        st->arr[1] = ((u8)__double2ull_ru(dg_dclamp(((f64)((u64)__ldg(&in[4]))), 0.0, 18446744073709549568.0)));
        st->arr[2] = ((u8)dg_dclamp(0.0000152587890625, 0.0, 255.0));
        st->arr[3] = ((u8)((u32)(((u8)st->x1)) << ((u32)(((s32)__ldg(&in[3]))) & 31u)));
        p0036_sh0[tid * 4u + 0u] = ((s16)-45);
        p0036_sh0[tid * 4u + 1u] = ((s16)((u32)(((s16)bid)) * (u32)(((s16)tid))));
        p0036_sh0[tid * 4u + 2u] = ((s16)((st->x1) > (((s32)bid))));
        p0036_sh0[tid * 4u + 3u] = ((s16)st->x2);
        u64 v31 = ((u64)__double2int_rd(dg_dclamp(((f64)((u16)gtid)), -2147483648.0, 2147483647.0)));
        BOOL v32 = ((BOOL)(((((f64)((f32)st->x2))) >= (((f64)bid)))));
        f32 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = __int2float_rd(j34);
        f64 a35[8] = {0};
        s32 j36;
        for (j36 = 0; j36 < 8; j36++)
            a35[j36] = (-1.0 + ((f64)st->x0));
        p0036_S1 sv37;
        sv37.f0 = ((BOOL)(((((u8)gtid)) != (st->x0))));
        p0036_S0 sv38;
        sv38.f0 = ((BOOL)a33[((u32)(((u8)(((s8)63)))) & 7u)]);
        longlong2 sv39;
        sv39.x = ((s64)((((((f32)gtid)) > (2.0f))) || (((st->x3) > (((s64)0x1ull))))));
        sv39.y = ((s64)gtid);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v31;
        (void)v32;
        (void)a33;
        (void)j34;
        (void)a35;
        (void)j36;
        (void)sv37;
        (void)sv38;
        (void)sv39;
        if (!((!(((((s32)-991756313)) >= (2147483647)))))) {
            st->x2 = ((BOOL)((f64)st->x0));
        } else {
            sv39 = p0036_f2(sv38);
        }
        sv37 = p0036_f1(((u16)((u32)0 - (u32)(((u16)min(st->x1, st->x1))))), ((BOOL)st->x1));
        sv39 = p0036_f2(sv38);
        a35[((u32)(st->x3) & 7u)] = (((f64)st->x1) - ((f64)__uint_as_float(0x467c35e2u)));
        st->h = (((((u32)(tid) * 3u) ^ (u32)((u64)(v31) >> 32) * 5u) ^ (u32)(out[(3u & 3u)]) * 7u) ^ (u32)(p0036_sh0[tid * 4u + (0u & 3u)]) * 9u) ^ (u32)(dg_dbits(a35[(0u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 14u;
        u8 v40 = ((u8)((u32)(st->arr[((u32)(((u32)st->x3)) & 3u)]) * (u32)(((u8)st->h))));
        f32 a41[8] = {0};
        s32 j42;
        for (j42 = 0; j42 < 8; j42++)
            a41[j42] = (((f32)gtid) + ((f32)bid));
        f64 a43[8] = {0};
        s32 j44;
        for (j44 = 0; j44 < 8; j44++)
            a43[j44] = __fma_rd(((f64)st->h), ((f64)st->x0), ((f64)st->x2));
        p0036_S1 sv45;
        sv45.f0 = ((BOOL)p0036_sh0[((u32)(((u32)dg_dclamp(__longlong_as_double((s64)0x7980beca7ee9240cull), 0.0, 4294967295.0))) % 384u)]);
        p0036_S0 sv46;
        sv46.f0 = ((BOOL)(((((s16)32767)) >= (((s16)33)))));
        longlong2 sv47 = make_longlong2(((s64)(!(((st->x3) <= (((s64)0x940a01e400fb051cull)))))), ((s64)(((u64)0x7ull))));
        s32 n48 = 0, i49 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v40;
        (void)a41;
        (void)j42;
        (void)a43;
        (void)j44;
        (void)sv45;
        (void)sv46;
        (void)sv47;
        (void)n48;
        (void)i49;
        st->h = tid;
        v40 = (u8)p0036_f0(st->x3, a41, a43);
        n48 = (s32)((u32)(((u8)dg_fclamp(((f32)((s64)0x7fffffffffffffffull)), 0.0f, 255.0f))) % 4u) + 1;
        for (i49 = 0; i49 < n48; i49++) {
            st->x0 = v40;
        }
        st->x1 = ((s32)sizeof(s32));
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(v40) * 5u) ^ (u32)(sv47.y) * 7u) ^ (u32)(out[(3u & 3u)]) * 9u) ^ dg_fbits(a41[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 14u;
        u8 c65 = 0;
        u64 v50 = ((u64)tid);
        s16 v51 = ((s16)dg_div_s32((s32)((*(p0036_sh0 + ((u32)(((s64)dg_fclamp(((f32)st->x0), -9223372036854775808.0f, 9223371487098961920.0f))) % 384u)))), (s32)(((s16)63))));
        f32 a52[8] = {0};
        s32 j53;
        for (j53 = 0; j53 < 8; j53++)
            a52[j53] = (((f32)st->arr[((u32)(((s64)((((f64)v51)) == (((f64)((u16)65535)))))) & 3u)]) / -1.0f);
        f64 a54[8] = {0};
        s32 j55;
        for (j55 = 0; j55 < 8; j55++)
            a54[j55] = ((f64)st->x3);
        p0036_S1 sv56;
        sv56.f0 = ((BOOL)((isnan(((f64)v51)) != 0)));
        p0036_S0 sv57;
        sv57.f0 = ((BOOL)(((st->x0) >= (((u8)231)))));
        longlong2 sv58 = make_longlong2(((s64)((u64)(((s64)tid)) - (u64)(((s64)0x4220ba4fda9cc5ecull)))), ((s64)((u64)(st->x3) - (u64)(((s64)st->x0)))));
        s32 n59 = 0, i60 = 0;
        s32 n61 = 0, i62 = 0;
        s32 n63 = 0, i64 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v50;
        (void)v51;
        (void)a52;
        (void)j53;
        (void)a54;
        (void)j55;
        (void)sv56;
        (void)sv57;
        (void)sv58;
        (void)n59;
        (void)i60;
        (void)n61;
        (void)i62;
        (void)n63;
        (void)i64;
        (void)c65;
        n59 = (s32)((u32)(((u64)((u64)(((u64)tid)) - (u64)(((u64)(~(u64)(v50))))))) % 4u);
        i60 = 0;
        while (i60 < n59) {
            i60++;
            st->h = ((u32)st->x2);
            n61 = (s32)((u32)(((u8)((st->x0) ^ (((u8)((((((s32)bid)) > (((s32)-1938553015)))) ? (((u8)229)) : (st->x0))))))) % 3u) + 1;
            for (i62 = 0; i62 < n61; i62++) {
                st->x1 = i60;
            }
        }
        st->x1 &= ((s32)((u32)(((s32)((st->x1) ^ (st->x1)))) * (u32)(st->x1)));
        n63 = (s32)((u32)(((u32)((u32)(in[((u32)(((s32)((u32)(st->x1) ^ (u32)0xffffffff))) % 5u)]) + (u32)(((u32)((u32)(in[((u32)(((s32)(((s8)st->x2)))) % 5u)]) - (u32)(((u32)st->x3)))))))) % 3u) + 1;
        for (i64 = 0; i64 < n63; i64++) {
            if ((((c65 = ((u8)i64)), (u8)(c65 ^ st->arr[((u32)(((s32)((((((u64)tid)) <= (((u64)st->x0)))) ? (i64) : (i64)))) & 3u)]))) < (((u8)v50))) {
                st->x0 = st->arr[((u32)(((s32)((((((s8)st->x1)) == (((s8)2)))) ? (st->x1) : (((s32)tid))))) & 3u)];
            } else {
                st->x2 = ((BOOL)((!(((tid) <= (3456735503u))))));
            }
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(st->x3) * 5u) ^ (u32)(sv58.y) * 7u) ^ (u32)((u64)(sv58.y) >> 32) * 9u) ^ (u32)(dg_dbits(a54[(0u & 7u)]) >> 32) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->x3);
        out[8] = (u32)((u64)(st->x3) >> 32);
        out[9] = (u32)(st->h);
        out[10] = (u32)(((s16)dg_dclamp(((f64)((s8)gtid)), -32768.0, 32767.0)));
        out[11] = dg_fbits(a52[((u32)(((s32)st->h)) & 7u)]);
        out[12] = (u32)(st->arr[0]);
        out[13] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0036, p0036_state, 96, 3, 5, 14, 3, 2048, 36u)
