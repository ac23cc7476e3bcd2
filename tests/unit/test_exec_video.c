/* The video instructions and cvt.pack, run: each case is one instruction
   form in a kernel that loads a, b, c per thread, runs it and stores d;
   every lane's result is compared with a C reference written from the
   PTX spec's pseudo-code (the scalar forms' 33-bit operands and 34-bit
   intermediate, vmad's 128-bit product, the SIMD element rules), over
   edge values and random ones, with blocks of 32 (full warps) and 40
   threads (a partial warp, and a divergent exit past the end).

   Forms with operand selectors (.b0, .h10, .b3210 ...) or vmad's negated
   operands need the front end to accept them; while it does not, those
   cases are reported as skipped. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;
typedef uint32_t u32;
typedef int64_t s64;
typedef int32_t s32;

static s64 sv(u64 v, int bits)
{
    u64 m = bits == 64 ? ~(u64)0 : (((u64)1 << bits) - 1);
    v &= m;
    if (bits < 64 && ((v >> (bits - 1)) & 1)) v |= ~m;
    return (s64)v;
}
static u64 uv(u64 v, int bits) { return bits == 64 ? v : v & (((u64)1 << bits) - 1); }

enum { K_SCALAR, K_MAD, K_SIMD, K_PACK };
enum { O_ADD, O_SUB, O_ABSDIFF, O_MIN, O_MAX, O_SHL, O_SHR, O_SET, O_AVRG };
enum { C_EQ, C_NE, C_LT, C_LE, C_GT, C_GE };

typedef struct vcase {
    int kind, op, four;
    int dsg, asg, bsg;
    int asel, bsel, dsel;    /* scalar: -1 none, 0-3 .b0-.b3, 4-5 .h0-.h1 */
    u32 sa, sb;              /* SIMD element sources, one a nibble         */
    int has_sa, has_sb;      /* written explicitly                        */
    u32 mask;                /* SIMD: bit i writes element i              */
    int has_mask;
    int sat, op2, clamp, cmp, acc;   /* op2: 0 none, 1 add, 2 min, 3 max   */
    int na, nb, nc, po, shr; /* vmad                                      */
    int pkbits, pkc;         /* cvt.pack: element bits, with c            */
    int bimm;                /* b is the constant bval                    */
    u32 bval;
    int guard;               /* runs under @p, p = (a & 1) == 0           */
    int needs_fe;            /* selectors or negation                     */
    char text[200];          /* the instruction                           */
} vcase;

/* ---- references, from the spec's pseudo-code ---- */
static s64 r_part(u32 v, int sel, int sg)
{
    int bits = sel < 0 ? 32 : sel < 4 ? 8 : 16;
    int pos = sel < 0 ? 0 : sel < 4 ? 8 * sel : 16 * (sel - 4);
    return sg ? sv(v >> pos, bits) : (s64)uv(v >> pos, bits);
}
static s64 r_clamp(s64 v, int bits, int sg)
{
    s64 lo = sg ? -((s64)1 << (bits - 1)) : 0;
    s64 hi = sg ? ((s64)1 << (bits - 1)) - 1 : ((s64)1 << bits) - 1;
    return v < lo ? lo : v > hi ? hi : v;
}
static s64 r_cmp(int cmp, s64 a, s64 b)
{
    switch (cmp) {
    case C_EQ: return a == b;
    case C_NE: return a != b;
    case C_LT: return a < b;
    case C_LE: return a <= b;
    case C_GT: return a > b;
    default: return a >= b;
    }
}
static u32 r_scalar(const vcase *k, u32 a, u32 b, u32 c)
{
    int shift = k->op == O_SHL || k->op == O_SHR;
    s64 ta = r_part(a, k->asel, k->asg);
    s64 tb = r_part(b, k->bsel, shift ? 0 : k->bsg), tmp = 0, tc;
    switch (k->op) {
    case O_ADD: tmp = ta + tb; break;
    case O_SUB: tmp = ta - tb; break;
    case O_ABSDIFF: tmp = ta - tb; if (tmp < 0) tmp = -tmp; break;
    case O_MIN: tmp = ta < tb ? ta : tb; break;
    case O_MAX: tmp = ta > tb ? ta : tb; break;
    case O_SET: tmp = r_cmp(k->cmp, ta, tb); break;
    default: {
        u64 n = (u64)tb;
        s64 p;
        if (k->clamp && n > 32) n = 32;
        if (!k->clamp) n &= 0x1f;
        p = (s64)1 << n;
        if (k->op == O_SHL)
            tmp = sv((u64)ta << n, 34);       /* the 34-bit intermediate */
        else
            tmp = ta >= 0 ? ta / p : -((-ta + p - 1) / p);
    }
    }
    if (k->sat)
        tmp = r_clamp(tmp, k->dsel < 0 ? 32 : k->dsel < 4 ? 8 : 16, k->dsg);
    if (k->op2) {
        tc = k->dsg ? (s64)(s32)c : (s64)c;
        if (k->op2 == 1) tmp = tmp + tc;
        else if (k->op2 == 2) tmp = tmp < tc ? tmp : tc;
        else tmp = tmp > tc ? tmp : tc;
        return (u32)tmp;
    }
    if (k->dsel >= 0) {
        int pos = k->dsel < 4 ? 8 * k->dsel : 16 * (k->dsel - 4);
        u32 m = (k->dsel < 4 ? 0xffu : 0xffffu) << pos;
        return (((u32)tmp << pos) & m) | (c & ~m);
    }
    return (u32)tmp;
}

/* vmad on four 32-bit limbs, two's complement, least significant first. */
typedef struct w128 { u32 w[4]; } w128;
static w128 w_from(s64 v)
{
    w128 r;
    r.w[0] = (u32)v; r.w[1] = (u32)((u64)v >> 32);
    r.w[2] = r.w[3] = v < 0 ? 0xffffffffu : 0;
    return r;
}
static w128 w_add(w128 x, w128 y)
{
    u64 carry = 0;
    int i;
    for (i = 0; i < 4; i++) {
        u64 s = (u64)x.w[i] + y.w[i] + carry;
        x.w[i] = (u32)s;
        carry = s >> 32;
    }
    return x;
}
static w128 w_not(w128 x) { int i; for (i = 0; i < 4; i++) x.w[i] = ~x.w[i]; return x; }
static w128 w_mul(s64 a, s64 b)
{
    u64 ma = a < 0 ? (u64)-a : (u64)a, mb = b < 0 ? (u64)-b : (u64)b;
    u32 x[2], y[2];
    u64 acc[4] = {0, 0, 0, 0};
    w128 r;
    int i, j;
    x[0] = (u32)ma; x[1] = (u32)(ma >> 32); y[0] = (u32)mb; y[1] = (u32)(mb >> 32);
    for (i = 0; i < 2; i++)
        for (j = 0; j < 2; j++) {
            u64 p = (u64)x[i] * y[j];
            int k = i + j;
            acc[k] += p & 0xffffffffu;
            acc[k + 1] += p >> 32;
        }
    for (i = 0; i < 3; i++) {
        acc[i + 1] += acc[i] >> 32;
        acc[i] &= 0xffffffffu;
    }
    for (i = 0; i < 4; i++) r.w[i] = (u32)acc[i];
    if ((a < 0) != (b < 0))
        r = w_add(w_not(r), w_from(1));
    return r;
}
static u32 r_vmad(const vcase *k, u32 a, u32 b, u32 c)
{
    s64 ta = r_part(a, k->asel, k->asg), tb = r_part(b, k->bsel, k->bsg);
    int sf = k->asg || k->bsg || (k->na ^ k->nb) || k->nc;
    w128 tmp = w_mul(ta, tb), c128;
    u64 lsb = 0, result;
    u32 cc = c;
    int n = k->shr;
    if (k->po) {
        lsb = 1;
    } else if (k->na ^ k->nb) {
        tmp = w_not(tmp);
        lsb = 1;
    } else if (k->nc) {
        cc = ~c;
        lsb = 1;
    }
    c128 = w_from(sf ? (s64)(s32)cc : (s64)cc);
    tmp = w_add(w_add(tmp, c128), w_from((s64)lsb));
    /* bits n .. n + 63 */
    result = (((u64)tmp.w[1] << 32) | tmp.w[0]) >> n;
    if (n)
        result |= (((u64)tmp.w[3] << 32) | tmp.w[2]) << (64 - n);
    if (k->sat) {
        if (sf)
            return (u32)r_clamp((s64)result, 32, 1);
        return result > 0xffffffffu ? 0xffffffffu : (u32)result;
    }
    return (u32)result;
}

static u32 r_simd(const vcase *k, u32 a, u32 b, u32 c)
{
    int n = k->four ? 4 : 2, w = k->four ? 8 : 16, i;
    u64 ab = ((u64)b << 32) | a;
    u32 em = k->four ? 0xffu : 0xffffu, d;
    s64 t[4];
    for (i = 0; i < n; i++) {
        int xa = (int)((k->sa >> (4 * i)) & 15), xb = (int)((k->sb >> (4 * i)) & 15);
        s64 va = k->asg ? sv(ab >> (w * xa), w) : (s64)uv(ab >> (w * xa), w);
        s64 vb = k->bsg ? sv(ab >> (w * xb), w) : (s64)uv(ab >> (w * xb), w);
        switch (k->op) {
        case O_ADD: t[i] = va + vb; break;
        case O_SUB: t[i] = va - vb; break;
        case O_AVRG:
            t[i] = va + vb >= 0 ? (va + vb + 1) / 2 : (va + vb - 1) / 2;  /* floor */
            break;
        case O_ABSDIFF: t[i] = va > vb ? va - vb : vb - va; break;
        case O_MIN: t[i] = va < vb ? va : vb; break;
        case O_MAX: t[i] = va > vb ? va : vb; break;
        default: t[i] = r_cmp(k->cmp, va, vb); break;
        }
        if (k->sat)
            t[i] = r_clamp(t[i], w, k->dsg);
    }
    if (k->acc) {
        d = c;
        for (i = 0; i < n; i++)
            if ((k->mask >> i) & 1) d += (u32)t[i];
        return d;
    }
    d = 0;
    for (i = 0; i < n; i++)
        d |= ((k->mask >> i) & 1) ? ((u32)t[i] & em) << (w * i) : c & (em << (w * i));
    return d;
}

static u32 r_pack(const vcase *k, u32 a, u32 b, u32 c)
{
    int size = k->pkbits, i;
    u32 ta = (u32)r_clamp((s32)a, size, k->dsg), tb = (u32)r_clamp((s32)b, size, k->dsg);
    u32 td = tb & ((1u << size) - 1), d = 0;
    for (i = size; i <= 2 * size - 1; i++)
        td |= ((ta >> (i - size)) & 1u) << i;
    if (size == 16)
        return td;
    for (i = 0; i < 2 * size; i++)
        d |= ((td >> i) & 1u) << i;
    for (i = 2 * size; i <= 31; i++)
        d |= ((c >> (i - 2 * size)) & 1u) << i;
    return d;
}

static u32 ref(const vcase *k, u32 a, u32 b, u32 c)
{
    u32 r;
    if (k->bimm)
        b = k->bval;
    switch (k->kind) {
    case K_SCALAR: r = r_scalar(k, a, b, c); break;
    case K_MAD: r = r_vmad(k, a, b, c); break;
    case K_SIMD: r = r_simd(k, a, b, c); break;
    default: r = r_pack(k, a, b, c); break;
    }
    if (k->guard && (a & 1))
        r = c;
    return r;
}

/* ---- instruction text ---- */
static const char *const op_names[] = {"vadd", "vsub", "vabsdiff", "vmin", "vmax",
                                       "vshl", "vshr", "vset", "vavrg"};
static const char *const cmp_names[] = {".eq", ".ne", ".lt", ".le", ".gt", ".ge"};
static const char *const op2_names[] = {"", ".add", ".min", ".max"};
static const char *const sel_names[] = {".b0", ".b1", ".b2", ".b3", ".h0", ".h1"};

static const char *ty(int sg) { return sg ? ".s32" : ".u32"; }
static const char *ssel(int sel) { return sel < 0 ? "" : sel_names[sel]; }

/* ".h10" / ".b3210" from element sources; a mask's digits, high first. */
static void simd_sel_text(char *out, int four, u32 digits)
{
    int i;
    *out++ = '.';
    *out++ = four ? 'b' : 'h';
    for (i = four ? 3 : 1; i >= 0; i--)
        *out++ = (char)('0' + ((digits >> (4 * i)) & 15));
    *out = 0;
}
static void mask_text(char *out, int four, u32 mask)
{
    int i;
    *out++ = '.';
    *out++ = four ? 'b' : 'h';
    for (i = 3; i >= 0; i--)
        if ((mask >> i) & 1) *out++ = (char)('0' + i);
    *out = 0;
}

static void make_text(vcase *k)
{
    char bop[16], dpart[16] = "", apart[16] = "", bpart[16] = "";
    if (k->bimm)
        snprintf(bop, sizeof bop, "%u", (unsigned)k->bval);
    else
        snprintf(bop, sizeof bop, "b");
    switch (k->kind) {
    case K_SCALAR:
        if (k->op == O_SET)
            snprintf(k->text, sizeof k->text, "vset%s%s%s%s d%s, a%s, %s%s%s;",
                     ty(k->asg), ty(k->bsg), cmp_names[k->cmp], op2_names[k->op2],
                     ssel(k->dsel), ssel(k->asel), bop, ssel(k->bsel),
                     (k->op2 || k->dsel >= 0) ? ", c" : "");
        else
            snprintf(k->text, sizeof k->text, "%s%s%s%s%s%s%s d%s, a%s, %s%s%s;",
                     op_names[k->op], ty(k->dsg), ty(k->asg),
                     (k->op == O_SHL || k->op == O_SHR) ? ".u32" : ty(k->bsg),
                     k->sat ? ".sat" : "",
                     (k->op == O_SHL || k->op == O_SHR) ? (k->clamp ? ".clamp" : ".wrap") : "",
                     op2_names[k->op2], ssel(k->dsel), ssel(k->asel), bop, ssel(k->bsel),
                     (k->op2 || k->dsel >= 0) ? ", c" : "");
        break;
    case K_MAD:
        snprintf(k->text, sizeof k->text, "vmad%s%s%s%s%s%s d, %sa%s, %s%s%s, %sc;",
                 ty(k->dsg), ty(k->asg), ty(k->bsg), k->po ? ".po" : "",
                 k->sat ? ".sat" : "", k->shr == 7 ? ".shr7" : k->shr == 15 ? ".shr15" : "",
                 k->na ? "-" : "", ssel(k->asel), k->nb ? "-" : "", bop, ssel(k->bsel),
                 k->nc ? "-" : "");
        break;
    case K_SIMD:
        if (k->has_mask) mask_text(dpart, k->four, k->mask);
        if (k->has_sa) simd_sel_text(apart, k->four, k->sa);
        if (k->has_sb) simd_sel_text(bpart, k->four, k->sb);
        if (k->op == O_SET)
            snprintf(k->text, sizeof k->text, "vset%c%s%s%s%s d%s, a%s, %s%s, c;",
                     k->four ? '4' : '2', ty(k->asg), ty(k->bsg), cmp_names[k->cmp],
                     k->acc ? ".add" : "", dpart, apart, bop, bpart);
        else
            snprintf(k->text, sizeof k->text, "%s%c%s%s%s%s%s d%s, a%s, %s%s, c;",
                     op_names[k->op], k->four ? '4' : '2', ty(k->dsg), ty(k->asg), ty(k->bsg),
                     k->sat ? ".sat" : "", k->acc ? ".add" : "", dpart, apart, bop, bpart);
        break;
    default:
        if (k->pkbits == 16)
            snprintf(k->text, sizeof k->text, "cvt.pack.sat%s.s32 d, a, %s;",
                     k->dsg ? ".s16" : ".u16", bop);
        else
            snprintf(k->text, sizeof k->text, "cvt.pack.sat.%c%d.s32.b32 d, a, %s, c;",
                     k->dsg ? 's' : 'u', k->pkbits, bop);
        break;
    }
}

/* ---- running ---- */
static const char *kernel_fmt =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd,"
    " .param .u32 pn)\n{\n"
    " .reg .u64 ra, rb, rc, rd, off;\n .reg .u32 i, n, t0;\n"
    " .reg .b32 a, b, c, d, g;\n .reg .pred p, done;\n"
    " mov.u32 i, %%tid.x;\n mov.u32 t0, %%ntid.x;\n mov.u32 n, %%ctaid.x;\n"
    " mad.lo.u32 i, n, t0, i;\n ld.param.u32 n, [pn];\n"
    " setp.ge.u32 done, i, n;\n @done bra END;\n"
    " ld.param.u64 ra, [pa];\n ld.param.u64 rb, [pb];\n ld.param.u64 rc, [pc];\n"
    " ld.param.u64 rd, [pd];\n mul.wide.u32 off, i, 4;\n"
    " add.u64 ra, ra, off;\n add.u64 rb, rb, off;\n add.u64 rc, rc, off;\n add.u64 rd, rd, off;\n"
    " ld.global.b32 a, [ra];\n ld.global.b32 b, [rb];\n ld.global.b32 c, [rc];\n"
    " %s\n %s%s\n"
    " st.global.b32 [rd], d;\nEND:\n ret;\n}\n";

#define NV 640

typedef struct vrun {
    ptxvm_vm *vm;
    ptxvm_addr da, db, dc, dd;
    u32 A[NV], B[NV], C[NV];
    int nv;
    int fe_ok;                  /* the front end takes selectors and -a */
    int skipped;
} vrun;

static void run_case(pv_test *t, vrun *R, vcase *k)
{
    char ptx[4000];
    ptxvm_module *m = NULL;
    ptxvm_kernel *kk = NULL;
    static u32 out[NV];
    int blk, i;
    make_text(k);
    snprintf(ptx, sizeof ptx, kernel_fmt,
             k->guard ? "and.b32 g, a, 1; setp.eq.u32 p, g, 0; mov.b32 d, c;" : "",
             k->guard ? "@p " : "", k->text);
    if (k->needs_fe && !R->fe_ok) {
        R->skipped++;             /* reported once, at the end */
        return;
    }
    if (!test_begin(t, "exec_video %s%s", k->guard ? "@p " : "", k->text))
        return;
    if (ptxvm_module_load(R->vm, ptx, strlen(ptx), "video", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &kk) != PTXVM_OK) {
        T_CHECK(t, 0, "load/compile failed: %s", ptxvm_error_message(R->vm));
        if (m) ptxvm_module_unload(m);
        test_end(t);
        return;
    }
    for (blk = 32; blk <= 40; blk += 8) {
        ptxvm_launch l;
        uint32_t n32 = (uint32_t)R->nv;
        void *args[5];
        ptxvm_result r;
        int bad = 0;
        args[0] = &R->da; args[1] = &R->db; args[2] = &R->dc; args[3] = &R->dd; args[4] = &n32;
        memset(&l, 0, sizeof l);
        l.grid.x = (uint32_t)((R->nv + blk - 1) / blk); l.grid.y = l.grid.z = 1;
        l.block.x = (uint32_t)blk; l.block.y = l.block.z = 1;
        l.args = args;
        memset(out, 0xcd, sizeof out);
        ptxvm_memcpy_htod(R->vm, R->dd, out, (size_t)R->nv * 4);
        r = ptxvm_launch_kernel(kk, &l, NULL);
        T_CHECK(t, r == PTXVM_OK, "launch: %s", ptxvm_result_name(r));
        ptxvm_memcpy_dtoh(R->vm, out, R->dd, (size_t)R->nv * 4);
        for (i = 0; i < R->nv; i++) {
            u32 want = ref(k, R->A[i], R->B[i], R->C[i]);
            if (out[i] != want && bad++ < 4)
                T_CHECK(t, 0, "block %d lane %d: a=%08x b=%08x c=%08x: got %08x want %08x",
                        blk, i, (unsigned)R->A[i], (unsigned)(k->bimm ? k->bval : R->B[i]),
                        (unsigned)R->C[i], (unsigned)out[i], (unsigned)want);
        }
    }
    ptxvm_module_unload(m);
    test_end(t);
}

static vcase base(int kind, int op)
{
    vcase k;
    memset(&k, 0, sizeof k);
    k.kind = kind;
    k.op = op;
    k.asel = k.bsel = k.dsel = -1;
    return k;
}

/* Scalar forms: every type combination, .sat, secondary operations,
   shift modes; selectors on each operand; a guarded form and constants. */
static void scalar_cases(pv_test *t, vrun *R)
{
    static const int ops[] = {O_ADD, O_SUB, O_ABSDIFF, O_MIN, O_MAX, O_SHL, O_SHR};
    int oi, ty3, sat, op2, md, sel, cmp;
    for (oi = 0; oi < 7; oi++) {
        int op = ops[oi], shift = op == O_SHL || op == O_SHR;
        for (ty3 = 0; ty3 < (shift ? 4 : 8); ty3++)
            for (sat = 0; sat < 2; sat++)
                for (op2 = 0; op2 < 4; op2++)
                    for (md = 0; md < (shift ? 2 : 1); md++) {
                        vcase k = base(K_SCALAR, op);
                        k.dsg = ty3 & 1; k.asg = (ty3 >> 1) & 1; k.bsg = shift ? 0 : (ty3 >> 2) & 1;
                        k.sat = sat; k.op2 = op2; k.clamp = md == 0;
                        run_case(t, R, &k);
                    }
        /* selectors: each operand, with and without .sat */
        for (sel = 0; sel < 6; sel++)
            for (sat = 0; sat < 2; sat++) {
                vcase k = base(K_SCALAR, op);
                k.dsg = sel & 1; k.asg = sat; k.bsg = !sat; k.sat = sat; k.clamp = sel & 1;
                k.needs_fe = 1;
                k.asel = sel; k.bsel = 5 - sel;
                run_case(t, R, &k);
                k.asel = k.bsel = -1; k.dsel = sel;           /* merge into c */
                run_case(t, R, &k);
                k.asel = (sel + 2) % 6; k.op2 = 1 + sel % 3; k.dsel = -1;
                run_case(t, R, &k);
            }
        {
            vcase k = base(K_SCALAR, op);
            k.guard = 1; k.dsg = 1; k.asg = 1; k.bsg = 0; k.sat = 1; k.op2 = 2; k.clamp = 1;
            run_case(t, R, &k);
        }
    }
    /* vset: comparisons, secondary operations, merge */
    for (ty3 = 0; ty3 < 4; ty3++)
        for (cmp = 0; cmp < 6; cmp++)
            for (op2 = 0; op2 < 4; op2++) {
                vcase k = base(K_SCALAR, O_SET);
                k.asg = ty3 & 1; k.bsg = ty3 >> 1; k.cmp = cmp; k.op2 = op2;
                run_case(t, R, &k);
            }
    for (sel = 0; sel < 6; sel++) {
        vcase k = base(K_SCALAR, O_SET);
        k.asg = 1; k.cmp = sel; k.asel = sel; k.bsel = (sel + 3) % 6; k.needs_fe = 1;
        run_case(t, R, &k);
        k.asel = k.bsel = -1; k.dsel = sel;
        run_case(t, R, &k);
    }
    /* constant operands: shift amounts at and past 32, negative addends */
    {
        static const u32 imms[] = {0, 1, 31, 32, 33, 0xffffffffu};
        int i;
        for (i = 0; i < 6; i++) {
            vcase k = base(K_SCALAR, i & 1 ? O_SHL : O_SHR);
            k.bimm = 1; k.bval = imms[i]; k.asg = i >= 3; k.dsg = i & 1; k.clamp = i != 4;
            k.op2 = i % 4; k.sat = i == 3;
            run_case(t, R, &k);
            k = base(K_SCALAR, O_ADD);
            k.bimm = 1; k.bval = imms[i]; k.asg = k.bsg = k.dsg = 1; k.sat = 1;
            run_case(t, R, &k);
        }
    }
}

static void mad_cases(pv_test *t, vrun *R)
{
    int ty3, sat, v;
    for (ty3 = 0; ty3 < 8; ty3++)
        for (sat = 0; sat < 2; sat++) {
            vcase k = base(K_MAD, 0);
            k.dsg = ty3 & 1; k.asg = (ty3 >> 1) & 1; k.bsg = (ty3 >> 2) & 1; k.sat = sat;
            run_case(t, R, &k);
        }
    /* negation, .po, .shr7/.shr15, selectors */
    for (v = 0; v < 48; v++) {
        vcase k = base(K_MAD, 0);
        int neg = v % 6;
        k.asg = (v >> 1) & 1; k.bsg = (v >> 2) & 1; k.dsg = k.asg; k.sat = (v / 6) & 1;
        k.shr = (v / 12) % 3 == 0 ? 0 : (v / 12) % 3 == 1 ? 7 : 15;
        if (neg == 5) k.po = 1;
        else { k.na = neg == 1 || neg == 3; k.nb = neg == 2 || neg == 3; k.nc = neg == 4 || neg == 3; }
        if (v >= 24) { k.asel = v % 6; k.bsel = (v + 1) % 6; }
        k.needs_fe = 1;
        run_case(t, R, &k);
    }
}

static void simd_cases(pv_test *t, vrun *R)
{
    static const int ops[] = {O_ADD, O_SUB, O_AVRG, O_ABSDIFF, O_MIN, O_MAX};
    int four, oi, ty3, mode, cmp, v;
    for (four = 0; four < 2; four++) {
        u32 da = four ? 0x3210u : 0x10u, db = four ? 0x7654u : 0x32u, all = four ? 15u : 3u;
        for (oi = 0; oi < 6; oi++)
            for (ty3 = 0; ty3 < 8; ty3++)
                for (mode = 0; mode < 3; mode++) {
                    vcase k = base(K_SIMD, ops[oi]);
                    k.four = four; k.sa = da; k.sb = db; k.mask = all;
                    k.dsg = ty3 & 1; k.asg = (ty3 >> 1) & 1; k.bsg = (ty3 >> 2) & 1;
                    k.sat = mode == 1; k.acc = mode == 2;
                    run_case(t, R, &k);
                }
        for (ty3 = 0; ty3 < 4; ty3++)
            for (cmp = 0; cmp < 6; cmp++)
                for (mode = 0; mode < 2; mode++) {
                    vcase k = base(K_SIMD, O_SET);
                    k.four = four; k.sa = da; k.sb = db; k.mask = all;
                    k.asg = ty3 & 1; k.bsg = ty3 >> 1; k.cmp = cmp; k.acc = mode;
                    run_case(t, R, &k);
                }
        /* masks and element selectors */
        for (v = 0; v < 40; v++) {
            u32 seed = (u32)v * 2654435761u, i;
            vcase k = base(K_SIMD, v % 7 == 6 ? O_SET : ops[v % 7 == 6 ? 0 : v % 7]);
            k.four = four; k.needs_fe = 1;
            k.has_sa = k.has_sb = k.has_mask = 1;
            k.sa = k.sb = 0;
            for (i = 0; i < (four ? 4u : 2u); i++) {
                k.sa |= ((seed >> (3 * i)) % (four ? 8u : 4u)) << (4 * i);
                k.sb |= ((seed >> (3 * i + 12)) % (four ? 8u : 4u)) << (4 * i);
            }
            k.mask = 1 + (seed >> 24) % all;
            k.asg = v & 1; k.bsg = (v >> 1) & 1; k.dsg = (v >> 2) & 1; k.cmp = v % 6;
            k.sat = k.op != O_SET && (v & 8); k.acc = !k.sat && (v & 16);
            run_case(t, R, &k);
        }
    }
}

static void pack_cases(pv_test *t, vrun *R)
{
    static const int bits[] = {2, 4, 8, 16};
    int i, sg;
    for (i = 0; i < 4; i++)
        for (sg = 0; sg < 2; sg++) {
            vcase k = base(K_PACK, 0);
            k.pkbits = bits[i]; k.dsg = sg;
            run_case(t, R, &k);
            k.guard = 1;
            run_case(t, R, &k);
        }
}

static u64 rnd_state = 0x2545f4914f6cdd1dull;
static u32 rnd(void)
{
    rnd_state ^= rnd_state << 13; rnd_state ^= rnd_state >> 7; rnd_state ^= rnd_state << 17;
    return (u32)(rnd_state >> 16);
}

/* Does the front end take selectors and negated register operands? When
   it does, they must print back as they were written. */
static int front_end_ok(pv_test *t, ptxvm_vm *vm)
{
    static const char probe[] =
        ".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry k()\n{\n .reg .b32 a, b, c, d;\n"
        " vadd.u32.u32.u32 d.b1, a.h1, b.b2, c;\n vmad.s32.s32.s32.shr7 d, -a, b.h0, -c;\n"
        " vadd4.u32.u32.u32 d.b10, a.b7531, b, c;\n vset2.s32.u32.lt.add d.h1, a.h23, b.h00, c;\n"
        " ret;\n}\n";
    ptxvm_module *m = NULL, *m2 = NULL;
    char *text = NULL, why[256];
    size_t len = 0;
    if (ptxvm_module_load(vm, probe, strlen(probe), "probe", &m) != PTXVM_OK)
        return 0;
    if (test_begin(t, "exec_video selectors print back")) {
        T_CHECK(t, pv_test_print_module(m, &text, &len) == 0, "print failed");
        if (text) {
            T_CHECK(t, ptxvm_module_load(vm, text, len, "printed", &m2) == PTXVM_OK,
                    "reload: %s", ptxvm_error_message(vm));
            T_CHECK(t, !m2 || pv_test_modules_equal(m, m2, why, sizeof why), "%s", why);
        }
        test_end(t);
    }
    free(text);
    if (m2)
        ptxvm_module_unload(m2);
    ptxvm_module_unload(m);
    return 1;
}

void unit_exec_video(pv_test *t)
{
    static const u32 edge[] = {
        0, 1, 2, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x80, 0x7f, 0xff, 0x8080,
        0x7f7f, 0xff80, 0x807f80ffu, 0x7f80017fu, 0x8000, 0x7fff, 0xffff, 0x10000,
        31, 32, 33, 64, 0xffff7fffu, 0x00ff00ffu, 0xfffffffeu, 0x80008000u,
    };
    static vrun R;
    int ne = (int)(sizeof edge / sizeof edge[0]), i, n = 0;
    ptxvm_config cfg;
    test_alloc al;
    memset(&R, 0, sizeof R);
    for (i = 0; i < ne * ne && n < NV; i++, n++) {
        R.A[n] = edge[i / ne]; R.B[n] = edge[i % ne]; R.C[n] = edge[(i * 7 + 3) % ne];
    }
    for (; n < NV; n++) {
        u32 r = rnd();
        R.A[n] = rnd();
        R.B[n] = (r & 3) == 0 ? r >> 26 : rnd();    /* small shift amounts too */
        R.C[n] = n % 3 ? rnd() : rnd() & 0x80ff7f01u;
    }
    R.nv = NV;
    test_config(&cfg, &al);
    if (ptxvm_create(&cfg, &R.vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create");
        return;
    }
    R.fe_ok = front_end_ok(t, R.vm);
    ptxvm_mem_alloc(R.vm, NV * 4, &R.da);
    ptxvm_mem_alloc(R.vm, NV * 4, &R.db);
    ptxvm_mem_alloc(R.vm, NV * 4, &R.dc);
    ptxvm_mem_alloc(R.vm, NV * 4, &R.dd);
    ptxvm_memcpy_htod(R.vm, R.da, R.A, NV * 4);
    ptxvm_memcpy_htod(R.vm, R.db, R.B, NV * 4);
    ptxvm_memcpy_htod(R.vm, R.dc, R.C, NV * 4);
    scalar_cases(t, &R);
    mad_cases(t, &R);
    simd_cases(t, &R);
    pack_cases(t, &R);
    if (R.skipped && test_begin(t, "exec_video %d forms with selectors or -a", R.skipped))
        test_skip(t, "the front end does not parse video operand selectors or "
                  "negated registers yet");
    ptxvm_mem_free(R.vm, R.da); ptxvm_mem_free(R.vm, R.db);
    ptxvm_mem_free(R.vm, R.dc); ptxvm_mem_free(R.vm, R.dd);
    ptxvm_destroy(R.vm);
}
