/* Warp-level CUDA code: tests/exec/cu/warp.cu (shfl, vote, match, redux,
   cooperative groups), compiled by nvcc -O3 at sm_80 and sm_90 into
   tests/exec/ptx/warp.*.ptx. Each kernel runs on blocks of 96 and of 45
   threads (a partial last warp; the cooperative-groups kernel uses 48),
   several blocks, edge and random inputs, with 1 and 2 worker threads;
   every output word is compared with a C model of a warp. */
#include "../testlib.h"
#include "cuda_harness.h"
#include "exec_builds.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t u32;
typedef uint64_t u64;

#define CW_MARK 0x7eadbeefu
#define CW_MAXT 512

/* One warp: x[l] for the nl lanes that exist; o(l) = lane l's words. */
typedef struct cw_warp {
    const int *x;
    u32 nl, m, warp;  /* lanes, their mask, warp index in the block */
    u32 first;        /* lane 0's index in the grid                 */
    u32 *out;         /* lane 0's words */
    int w;
} cw_warp;
#define O(l) (W->out + (size_t)(l) * (u32)W->w)

static u32 src_idx(u32 l, u32 s, u32 w) { return (l & ~(w - 1u)) | (s & (w - 1u)); }
static u32 src_up(u32 l, u32 d, u32 w) { return (l & (w - 1u)) >= d ? l - d : l; }
static u32 src_down(u32 l, u32 d, u32 w) { return (l & (w - 1u)) + d < w ? l + d : l; }
static u32 src_xor(u32 l, u32 m, u32 w) { return (l ^ m) < (l & ~(w - 1u)) + w ? l ^ m : l; }
static u32 popc(u32 v) { u32 c = 0; for (; v; v &= v - 1u) c++; return c; }
static u32 ballot(const cw_warp *W, u32 mask, const int *pred)
{
    u32 l, b = 0;
    for (l = 0; l < W->nl; l++)
        if (mask >> l & 1u && pred[l])
            b |= 1u << l;
    return b;
}

static void ref_shfl(const cw_warp *W)
{
    static const u32 ws[3] = {32, 16, 8};
    u32 l, nl = W->nl, k, wi;
    for (l = 0; l < nl; l++) {
        u32 *o = O(l), s;
        for (wi = 0; wi < 3; wi++) {
            u32 w = ws[wi];
            s = src_idx(l, l * 5u + 3u, w); o[4 * wi] = s < nl ? (u32)W->x[s] : CW_MARK;
            s = src_up(l, 3u, w); o[4 * wi + 1] = s < nl ? (u32)W->x[s] : CW_MARK;
            s = src_down(l, 2u, w); o[4 * wi + 2] = s < nl ? (u32)W->x[s] : CW_MARK;
            s = src_xor(l, 5u, w); o[4 * wi + 3] = s < nl ? (u32)W->x[s] : CW_MARK;
        }
        s = (u32)W->x[l] & 31u; o[12] = s < nl ? (u32)W->x[s] : CW_MARK;
        s = 31u - l; o[13] = s < nl ? (u32)W->x[s] : CW_MARK;
        o[14] = (u32)W->x[src_up(l, 1u, 32u)];
        s = src_down(l, 4u, 16u); o[15] = s < nl ? (u32)W->x[s] : CW_MARK;
        s = src_xor(l, 3u, 8u); o[16] = s < nl ? (u32)W->x[s] : CW_MARK;
        {
            u32 gs[4], qs[4];
            gs[0] = src_idx(l, 7u, 16u); gs[1] = src_up(l, 2u, 8u);
            gs[2] = src_down(l, 1u, 32u); gs[3] = src_xor(l, 16u, 32u);
            qs[0] = l ^ 9u; qs[1] = src_up(l, 5u, 16u);
            qs[2] = src_down(l, 3u, 8u); qs[3] = src_xor(l, 1u, 16u);
            for (k = 0; k < 4; k++) {
                u32 g = gs[k], q = qs[k];
                u64 gv = g < nl ? (u64)(u32)W->x[g] << 32 ^ (u64)((u32)W->x[g] * 7u + g) : 0;
                u64 qv = q < nl ? (u64)(int64_t)W->x[q] * 2097152u ^ (u64)(q * 0x10001u) : 0;
                o[17 + 2 * k] = g < nl ? (u32)gv : CW_MARK;
                o[18 + 2 * k] = g < nl ? (u32)(gv >> 32) : CW_MARK;
                o[25 + 2 * k] = q < nl ? (u32)qv : CW_MARK;
                o[26 + 2 * k] = q < nl ? (u32)(qv >> 32) : CW_MARK;
            }
        }
    }
}

static void ref_vote(const cw_warp *W)
{
    int p[32] = {0};
    u32 l, nl = W->nl, m = W->m, b, odd = m & 0xaaaaaaaau, set[2], k;
    const int *x = W->x;
#define SETP(expr) for (l = 0; l < nl; l++) { int xv = x[l]; (void)xv; p[l] = (expr); }
    SETP(xv & 1) b = ballot(W, m, p);
    for (l = 0; l < nl; l++) O(l)[0] = b;
    SETP(xv < 0) b = ballot(W, m, p) != 0;
    for (l = 0; l < nl; l++) O(l)[1] = b;
    SETP(xv != 0) b = ballot(W, m, p) == m;
    for (l = 0; l < nl; l++) O(l)[2] = b;
    SETP((xv & 3) != 0) b = ballot(W, m, p) == m;
    for (l = 0; l < nl; l++) O(l)[3] = b;
    SETP(xv == 0x12345) b = ballot(W, m, p) != 0;
    for (l = 0; l < nl; l++) O(l)[4] = b;
    SETP(xv > 0) b = ballot(W, odd, p);
    for (l = 0; l < nl; l++) {
        O(l)[5] = l & 1u ? odd : 0;
        O(l)[6] = l & 1u ? b : 0;
    }
    SETP(xv % 3 == 0) set[1] = ballot(W, m, p);
    set[0] = m & ~set[1];
    for (k = 0; k < 2; k++) {
        u32 am = set[k], bb, c;
        if (k) { SETP(xv & 2) } else { SETP(xv & 8) }
        bb = ballot(W, am, p);
        if (k) { SETP(xv & 4) c = ballot(W, am, p) == am; }
        else { SETP(xv & 16) c = (ballot(W, am, p) != 0) + 2u; }
        for (l = 0; l < nl; l++)
            if (am >> l & 1u) {
                O(l)[7] = am;
                O(l)[8] = bb;
                O(l)[9] = c;
            }
    }
    {
        u32 acc[32] = {0}, r[32] = {0};
        int cnt[32];
        for (l = 0; l < nl; l++)
            cnt[l] = (x[l] & 3) + (int)(l & 1u);
        for (k = 0; k < 4; k++) {
            u32 a = 0;
            for (l = 0; l < nl; l++)
                if (cnt[l] > (int)k)
                    a |= 1u << l;
            SETP(xv >> k & 1) b = popc(ballot(W, a, p));
            for (l = 0; l < nl; l++)
                if (a >> l & 1u) {
                    acc[l] = acc[l] * 31u + a;
                    r[l] += b;
                }
        }
        for (l = 0; l < nl; l++) {
            O(l)[10] = acc[l];
            O(l)[11] = r[l];
        }
    }
    SETP(xv > 1000) b = popc(ballot(W, m, p));
    for (l = 0; l < nl; l++) {
        O(l)[12] = m;
        O(l)[13] = b;
    }
#undef SETP
}

static u32 match_any(const cw_warp *W, u32 mask, const u64 *v, u32 l)
{
    u32 j, r = 0;
    for (j = 0; j < W->nl; j++)
        if (mask >> j & 1u && v[j] == v[l])
            r |= 1u << j;
    return r;
}
static void ref_match(const cw_warp *W)
{
    u64 a[32], b[32], c[32], d[32], e[32], f[32];
    u32 l, nl = W->nl, m = W->m, odd = m & 0xaaaaaaaau;
    int allc = 1, alld = 1, allf = 1;
    for (l = 0; l < nl; l++) {
        int x = W->x[l];
        a[l] = (u64)(u32)(x & 7);
        b[l] = (u64)(x & 3) << 33 | (l & 1u);
        c[l] = W->warp & 1u ? 77u : (u64)(x & 1);
        d[l] = W->warp & 1u ? 0x123456789abull : (u64)(x & 1) << 40;
        e[l] = (u64)(u32)(x & 3);
        f[l] = (u64)(u32)(x | 0x7fffffff);
    }
    for (l = 0; l < nl; l++) {
        allc &= c[l] == c[0];
        alld &= d[l] == d[0];
        if (l & 1u)
            allf &= f[l] == f[1];
    }
    for (l = 0; l < nl; l++) {
        u32 *o = O(l);
        o[0] = match_any(W, m, a, l);
        o[1] = match_any(W, m, b, l);
        o[2] = allc ? m : 0;
        o[3] = (u32)allc;
        o[4] = alld ? m : 0;
        o[5] = (u32)alld;
        o[6] = l & 1u ? match_any(W, odd, e, l) : 0;
        o[7] = l & 1u ? (allf ? odd : 0) ^ ((u32)allf << 1) : 0;
    }
}

static void ref_redux(const cw_warp *W)
{
    u32 l, nl = W->nl, add = 0, umin = 0xffffffffu, umax = 0, and_ = 0xffffffffu, or_ = 0, xor_ = 0;
    u32 oadd = 0, eadd = 0;
    int smin = 0x7fffffff, smax = (int)0x80000000u, omax = (int)0x80000000u, emin = 0x7fffffff;
    for (l = 0; l < nl; l++) {
        int x = W->x[l];
        u32 u = (u32)x;
        add += u;
        if (x < smin) smin = x;
        if (x > smax) smax = x;
        if (u < umin) umin = u;
        if (u > umax) umax = u;
        and_ &= u | 0xffff0000u;
        or_ |= u & 0x11111111u;
        xor_ ^= u;
        if (l & 1u) {
            oadd += u >> 4;
            if (x > omax) omax = x;
        } else {
            eadd += u;
            if (x < emin) emin = x;
        }
    }
    for (l = 0; l < nl; l++) {
        u32 *o = O(l);
        o[0] = add; o[1] = (u32)smin; o[2] = (u32)smax; o[3] = umin; o[4] = umax;
        o[5] = and_; o[6] = or_; o[7] = xor_;
        o[8] = l & 1u ? oadd : (u32)emin;
        o[9] = l & 1u ? (u32)omax : eadd;
    }
}

/* warp_cg: whole blocks (a multiple of 16 threads) */
static void ref_cg(const int *x, u32 bdim, u32 *out)
{
    u32 t, j, d;
    u32 s[CW_MAXT], ns[CW_MAXT];
    for (t = 0; t < bdim; t++) {
        u32 *o = out + 8 * t, b16 = t & ~15u, b8 = t & ~7u, sum8 = 0;
        int mx = (int)0x80000000u;
        for (j = 0; j < 8; j++) {
            sum8 += (u32)x[b8 + j];
            if (x[b8 + j] > mx) mx = x[b8 + j];
        }
        o[0] = (u32)mx;
        o[1] = sum8;
        o[2] = (u32)x[b16 + ((t & 15u) ^ 9u)] ^ (u32)x[src_up(t, 2u, 16u)];
        o[4] = (u32)x[b16 + 13u] - (u32)x[src_up(t, 1u, 8u)];
        o[5] = (t >> 4) * 100u + (t & 15u) * 1000u + (t >> 3);
        o[6] = (u32)x[(t + 17u) % bdim] + (u32)x[b8 + 3];
        s[t] = (u32)x[t];
    }
    for (d = 4; d > 0; d /= 2) {
        for (t = 0; t < bdim; t++)
            ns[t] = s[t] + s[(t & 7u) + d < 8 ? t + d : t];
        memcpy(s, ns, bdim * sizeof s[0]);
    }
    for (t = 0; t < bdim; t++) {
        out[8 * t + 3] = s[t];
        out[8 * t + 7] = out[8 * (bdim - 1u - t)];
    }
}

/* divcalls.cu: the two sides of a branch each see only their own lanes */
static void ref_dc_branch(const cw_warp *W)
{
    u32 l, side[2] = {0, 0}, bal[2] = {0, 0};
    for (l = 0; l < W->nl; l++) {
        int x = W->x[l], s = x % 3 == 0;
        side[s] |= 1u << l;
        if (x & (s ? 2 : 8))
            bal[s] |= 1u << l;
    }
    for (l = 0; l < W->nl; l++) {
        u32 *o = O(l);
        int s = W->x[l] % 3 == 0;
        o[0] = o[2] = o[3] = side[s];
        o[1] = bal[s];
        o[4] = W->m;
        o[5] = 0x600d0000u | (W->first + l);
    }
}
/* rendezvous.cu: odd and even lanes reach different vote/shfl
   instructions of one kind; they complete together, each lane giving its
   own operand */
static void ref_rv_sides(const cw_warp *W)
{
    u32 l, nl = W->nl, bal = 0, any = 0;
    for (l = 0; l < nl; l++) {
        int x = W->x[l];
        if (x & (l & 1u ? 1 : 2))
            bal |= 1u << l;
        if (l & 1u ? x > 0 : x < 0)
            any = 1;
    }
    for (l = 0; l < nl; l++) {
        u32 *o = O(l), src = (l + 1u) % nl;
        o[0] = bal;
        o[1] = (u32)W->x[src] ^ (src & 1u ? 0u : 0x10u);
        o[2] = any;
        o[3] = 0x600d0000u | (W->first + l);
    }
}
typedef void (*cw_ref)(const cw_warp *W);
struct cw_kernel {
    const char *source;   /* tests/exec/cu/SOURCE.cu */
    const char *name;
    int w;
    cw_ref ref;     /* NULL: warp_cg */
};
static const cw_kernel CW[] = {
    {"warp", "warp_shfl", 33, ref_shfl},
    {"warp", "warp_vote", 14, ref_vote},
    {"warp", "warp_match", 8, ref_match},
    {"warp", "warp_redux", 10, ref_redux},
    {"warp", "warp_cg", 8, NULL},
    {"divcalls", "dc_branch", 6, ref_dc_branch},
    {"rendezvous", "rv_sides", 4, ref_rv_sides}};
#define CW_COUNT (sizeof CW / sizeof CW[0])
const unsigned cw_nkernels = CW_COUNT;
const cw_kernel *cw_kernel_at(unsigned i) { return &CW[i]; }
const char *cw_kernel_name(const cw_kernel *K) { return K->name; }
const char *cw_kernel_source(const cw_kernel *K) { return K->source; }
int cw_kernel_words(const cw_kernel *K) { return K->w; }
/* blocks of 96 and of 45 threads (a partial last warp); warp_cg works on
   whole groups of 16 and takes 48 */
void cw_shape(const cw_kernel *K, int sh, u32 *block, u32 *grid)
{
    static const u32 shapes[2][2] = {{96, 3}, {45, 4}}, cgshapes[2][2] = {{96, 3}, {48, 4}};
    *block = K->ref ? shapes[sh][0] : cgshapes[sh][0];
    *grid = K->ref ? shapes[sh][1] : cgshapes[sh][1];
}

static void cw_reference(const cw_kernel *K, const int *in, int n, u32 grid, u32 bdim, u32 *want)
{
    int x[CW_MAXT];
    u32 b, t;
    for (b = 0; b < grid; b++) {
        u32 *bo = want + (size_t)b * bdim * (u32)K->w;
        for (t = 0; t < bdim; t++) {
            int i = (int)(b * bdim + t);
            x[t] = i < n ? in[i] : 0x5555;
        }
        /* o[7] reads o[0] of another thread: fill o[0] first */
        if (!K->ref) {
            ref_cg(x, bdim, bo);
            continue;
        }
        for (t = 0; t < bdim; t += 32) {
            cw_warp W;
            W.x = x + t;
            W.nl = bdim - t < 32 ? bdim - t : 32;
            W.m = W.nl == 32 ? 0xffffffffu : (1u << W.nl) - 1u;
            W.warp = t / 32;
            W.first = b * bdim + t;
            W.out = bo + (size_t)t * (u32)K->w;
            W.w = K->w;
            K->ref(&W);
        }
    }
}

static u32 cw_rand(u32 *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s ^ *s >> 15;
}
/* set 0: edge values, set 1: random words, set 2: small values (many
   matches, ties, equal predicates) */
void cw_inputs(int *in, int count, int set)
{
    static const int edge[] = {0, 1, -1, 2, 3, 0x7fffffff, (int)0x80000000u, 0x12345, 31, 32, 33, 64,
                               -32, 1000, 1001, 0x7f800000, (int)0xff800000u, 0x7fc00000, 6, 7};
    u32 s = 2024u + (u32)set * 77u;
    int i;
    for (i = 0; i < count; i++) {
        u32 r = cw_rand(&s);
        in[i] = set == 0 ? edge[r % (sizeof edge / sizeof edge[0])]
              : set == 1 ? (int)r : (int)(r % 9u) - 2;
    }
    if (set == 0)   /* one all-equal warp */
        for (i = 0; i < 32; i++)
            in[i] = 3;
}

static unsigned cw_words, cw_launches;

static void cw_file(pv_test *t, const char *path, const char *base, const char *source)
{
    static int in[CW_MAXT * 4];
    size_t len;
    char *text = test_read_file(path, &len);
    unsigned kk, nt;
    T_CHECK(t, text != NULL, "read %s", path);
    for (nt = 1; text && nt <= 2; nt++) {
        test_alloc A;
        ptxvm_config cfg;
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_result r;
        test_config(&cfg, &A);
        cfg.threads = nt;
        if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
            T_CHECK(t, 0, "%s: create", base);
            break;
        }
        r = ptxvm_module_load(vm, text, len, base, &m);
        T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", base, ptxvm_result_name(r), ptxvm_error_message(vm));
        for (kk = 0; r == PTXVM_OK && kk < CW_COUNT; kk++) {
            const cw_kernel *K = &CW[kk];
            ptxvm_kernel *k = NULL;
            ptxvm_result kr;
            int sh, set;
            if (strcmp(K->source, source))
                continue;
            kr = ptxvm_module_get_kernel(m, K->name, &k);
            T_CHECK(t, kr == PTXVM_OK, "%s %s: %s: %s", base, K->name, ptxvm_result_name(kr),
                    ptxvm_error_message(vm));
            for (sh = 0; kr == PTXVM_OK && sh < 2; sh++)
                for (set = 0; set < 3; set++) {
                    u32 bdim, grid;
                    int total, n, bad = 0;
                    size_t nw, j;
                    u32 *got, *want;
                    ptxvm_addr din = 0, dout = 0;
                    void *args[3];
                    ptxvm_launch L;
                    ptxvm_result lr;
                    cw_shape(K, sh, &bdim, &grid);
                    total = (int)(bdim * grid);
                    n = total - 5;
                    nw = (size_t)total * (u32)K->w;
                    got = malloc(nw * 4);
                    want = malloc(nw * 4);
                    cw_inputs(in, total, set);
                    if (!got || !want || ptxvm_mem_alloc(vm, (size_t)total * 4, &din) != PTXVM_OK ||
                        ptxvm_mem_alloc(vm, nw * 4, &dout) != PTXVM_OK) {
                        T_CHECK(t, 0, "%s %s: out of memory", base, K->name);
                        free(got);
                        free(want);
                        continue;
                    }
                    for (j = 0; j < nw; j++)
                        want[j] = CW_FILL;
                    ptxvm_memcpy_htod(vm, din, in, (size_t)total * 4);
                    ptxvm_memcpy_htod(vm, dout, want, nw * 4);
                    args[0] = &din;
                    args[1] = &dout;
                    args[2] = &n;
                    memset(&L, 0, sizeof L);
                    L.grid.x = grid; L.grid.y = L.grid.z = 1;
                    L.block.x = bdim; L.block.y = L.block.z = 1;
                    L.args = args;
                    lr = ptxvm_launch_kernel(k, &L, NULL);
                    T_CHECK(t, lr == PTXVM_OK, "%s %s: launch: %s: %s", base, K->name,
                            ptxvm_result_name(lr), ptxvm_error_message(vm));
                    if (lr == PTXVM_OK) {
                        ptxvm_memcpy_dtoh(vm, got, dout, nw * 4);
                        cw_reference(K, in, n, grid, bdim, want);
                        for (j = 0; j < nw; j++)
                            if (got[j] != want[j] && bad++ < 6)
                                T_CHECK(t, 0, "%s %s block %u set %d threads %u: thread %u word %u = 0x%08x, want 0x%08x",
                                        base, K->name, bdim, set, nt, (unsigned)(j / (u32)K->w),
                                        (unsigned)(j % (u32)K->w), got[j], want[j]);
                        cw_words += (unsigned)nw;
                        cw_launches++;
                    }
                    ptxvm_mem_free(vm, din);
                    ptxvm_mem_free(vm, dout);
                    free(got);
                    free(want);
                }
        }
        ptxvm_destroy(vm);
        T_CHECK(t, A.live == 0, "%s: %ld bytes leaked", base, A.live);
    }
    free(text);
}

void unit_cuda_warp(pv_test *t)
{
    unsigned kk, k2;
    for (kk = 0; kk < CW_COUNT; kk++) {
        const char *source = CW[kk].source;
        char **files;
        int nf, f;
        for (k2 = 0; k2 < kk && strcmp(CW[k2].source, source); k2++)
            ;
        if (k2 < kk)
            continue;                 /* the source's builds ran already */
        files = eb_builds(source, &nf);
        if (test_begin(t, "cuda_warp %s: builds", source)) {
            T_CHECK(t, nf > 0, "no %s/%s.*.ptx", EB_PTX_DIR, source);
            test_end(t);
        }
        for (f = 0; f < nf; f++)
            if (test_begin(t, "cuda_warp %s", eb_base(files[f]))) {
                cw_file(t, files[f], eb_base(files[f]), source);
                test_end(t);
            }
        test_free_list(files, nf);
    }
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("cuda_warp: %u launches, %u words compared\n", cw_launches, cw_words);
}
