/* Global loads and stores of one element a lane (src/exec_gmem.c)
   against a model in C: every element size, zero- and sign-extended
   into 32- and 64-bit registers, narrow stores from both, generic and
   .nc forms, constant addresses; lane addresses in runs, two half-warp
   runs (apart, the same, each one address), strides, reversed, random
   in one buffer or across two, under full, random, sparse, segment and
   half-warp guards whose idle lanes hold addresses outside any buffer.
   Then faults (the faulting thread named, the lanes before it stored,
   none after), a freed buffer's address after a launch that used it,
   read-only and misaligned host mappings, and a 32-bit module. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define M_THREADS 256u
#define M_BYTES   4096u

static const char m_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".global .align 8 .b8 gv[16] = {1, 130, 3, 4, 5, 6, 7, 200, 9, 10, 11, 12, 13, 14, 15, 16};\n"
    ".visible .entry g(.param .u64 addrs, .param .u64 act, .param .u64 out,"
    " .param .u32 kind, .param .u64 salt)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<16>;\n"
    "  ld.param.u64 %rd1, [addrs];\n  ld.param.u64 %rd2, [act];\n"
    "  ld.param.u64 %rd3, [out];\n  ld.param.u32 %r1, [kind];\n"
    "  ld.param.u64 %rd4, [salt];\n  mov.u32 %r2, %tid.x;\n"
    "  mul.wide.u32 %rd5, %r2, 8;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  ld.global.u64 %rd7, [%rd6];\n"
    "  mul.wide.u32 %rd8, %r2, 4;\n  add.s64 %rd9, %rd2, %rd8;\n"
    "  ld.global.u32 %r3, [%rd9];\n  setp.ne.u32 %p1, %r3, 0;\n"
    "  cvt.u64.u32 %rd10, %r2;\n  add.s64 %rd10, %rd10, 1;\n"
    "  mul.lo.u64 %rd11, %rd10, %rd4;\n  cvt.u32.u64 %r4, %rd11;\n"
    "  mov.u32 %r5, -559038737;\n  mov.b64 %rd12, -2401053088876216593;\n"
    "  add.s64 %rd13, %rd3, %rd5;\n"
#define M_K(n) "  setp.eq.u32 %p2, %r1, " #n ";\n  @%p2 bra K" #n ";\n"
    M_K(1) M_K(2) M_K(3) M_K(4) M_K(5) M_K(6) M_K(7) M_K(8) M_K(9) M_K(10)
    M_K(11) M_K(12) M_K(13) M_K(14) M_K(15) M_K(16) M_K(17)
#undef M_K
    "  @%p1 ld.global.u8 %r5, [%rd7];\n  bra W32;\n"
    "K1:\n  @%p1 ld.global.s8 %r5, [%rd7];\n  bra W32;\n"
    "K2:\n  @%p1 ld.global.u16 %r5, [%rd7];\n  bra W32;\n"
    "K3:\n  @%p1 ld.global.s16 %r5, [%rd7];\n  bra W32;\n"
    "K4:\n  @%p1 ld.global.u32 %r5, [%rd7];\n  bra W32;\n"
    "K5:\n  @%p1 ld.global.u64 %rd12, [%rd7];\n  bra W64;\n"
    "K6:\n  @%p1 ld.global.s32 %rd12, [%rd7];\n  bra W64;\n"
    "K7:\n  @%p1 ld.global.u8 %rd12, [%rd7];\n  bra W64;\n"
    "K8:\n  @%p1 ld.u32 %r5, [%rd7];\n  bra W32;\n"
    "K9:\n  @%p1 ld.global.nc.u32 %r5, [%rd7];\n  bra W32;\n"
    "K10:\n  @%p1 st.global.u8 [%rd7], %r4;\n  bra DONE;\n"
    "K11:\n  @%p1 st.global.u16 [%rd7], %r4;\n  bra DONE;\n"
    "K12:\n  @%p1 st.global.u32 [%rd7], %r4;\n  bra DONE;\n"
    "K13:\n  @%p1 st.global.u64 [%rd7], %rd11;\n  bra DONE;\n"
    "K14:\n  @%p1 st.global.u16 [%rd7], %rd11;\n  bra DONE;\n"
    "K15:\n  @%p1 st.u32 [%rd7], %r4;\n  bra DONE;\n"
    "K16:\n  @%p1 ld.global.s8 %r5, [gv+1];\n  bra W32;\n"
    "K17:\n  @%p1 ld.global.u64 %rd12, [gv+8];\n  bra W64;\n"
    "W32:\n  cvt.u64.u32 %rd12, %r5;\n"
    "W64:\n  st.global.u64 [%rd13], %rd12;\n"
    "DONE:\n  ret;\n}\n";

enum { K_STORE = 10, K_NKINDS = 18 };
/* element bytes, sign-extended, 64-bit register, of each kind */
static const uint32_t k_size[K_NKINDS] = {1, 1, 2, 2, 4, 8, 4, 1, 4, 4, 1, 2, 4, 8, 2, 4, 1, 8};
static const int k_sx[K_NKINDS] = {0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0};
static const int k_wide[K_NKINDS] = {0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1};
static const uint8_t gv_init[16] = {1, 130, 3, 4, 5, 6, 7, 200, 9, 10, 11, 12, 13, 14, 15, 16};

static uint32_t rnd(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 33);
}

typedef struct m_env {
    ptxvm_vm *vm;
    ptxvm_kernel *k;
    ptxvm_addr buf[2], addrs, act, out, gv;
    uint8_t *host[2];         /* what the two buffers should hold */
} m_env;

/* Lane l's byte offset in a buffer for pattern p, elements of n bytes:
   runs, two half-warp runs, strides, reversed, one address, random. */
static uint32_t lane_off(uint64_t *s, uint32_t p, uint32_t l, uint32_t n, const uint32_t *b)
{
    uint32_t slots = M_BYTES / n;
    switch (p) {
    case 0: return (b[0] + l) * n;
    case 1: return (l < 16 ? b[0] + l : b[1] + l - 16) * n;      /* two rows */
    case 2: return (b[0] + l % 16) * n;                           /* the same row */
    case 3: return (l < 16 ? b[0] : b[1]) * n;                    /* a word a half */
    case 4: return b[0] * n;
    case 5: return (b[0] + l * (2 + b[1] % 3)) % slots * n;       /* strided */
    case 6: return (b[0] + 31 - l) * n;
    default: return rnd(s) % slots * n;
    }
}

/* Fill addrs/act for kind over both buffers (pattern 8: each lane in
   either); returns the thread addresses in a[] and active flags. */
static void make_trial(uint64_t *s, const m_env *e, uint32_t kind, uint64_t *a, uint32_t *act)
{
    uint32_t w, l, n = k_size[kind];
    for (w = 0; w < M_THREADS / 32; w++) {
        uint32_t p = rnd(s) % 9, mode = rnd(s) % 6, mask = rnd(s), which = rnd(s) % 2;
        uint32_t b[2], slots = M_BYTES / n;
        b[0] = rnd(s) % (slots - 48);
        b[1] = rnd(s) % (slots - 48);
        for (l = 0; l < 32; l++) {
            uint32_t t = 32 * w + l, on;
            uint32_t buf = p == 8 ? rnd(s) % 2 : p == 1 && l >= 16 && (b[1] & 1) ? !which : which;
            a[t] = e->buf[buf] + lane_off(s, p == 8 ? 7 : p, l, n, b);
            switch (mode) {
            case 0: on = 1; break;
            case 1: on = (mask >> l) & 1u; break;
            case 2: on = l == mask % 32 || l == (mask >> 8) % 32 || l == (mask >> 16) % 32; break;
            case 3: on = l >= mask % 32 && l < mask % 32 + 11; break;
            case 4: on = l < 16; break;
            default: on = (l >= 3 && l < 12) || l >= 20; break;
            }
            act[t] = on;
            if (!on && (rnd(s) & 1))          /* an idle lane's address: ignored */
                a[t] = l & 1 ? 8 : ~(uint64_t)0 - 8 * l;
        }
    }
}

static uint64_t rd(const uint8_t *p, uint32_t n)
{
    uint64_t v = 0;
    uint32_t i;
    for (i = 0; i < n; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* The host copy of device address a (in one of the buffers or gv). */
static const uint8_t *at(const m_env *e, uint64_t a)
{
    if (a >= e->buf[0] && a < e->buf[0] + M_BYTES)
        return e->host[0] + (a - e->buf[0]);
    if (a >= e->buf[1] && a < e->buf[1] + M_BYTES)
        return e->host[1] + (a - e->buf[1]);
    return a >= e->gv && a < e->gv + 16 ? gv_init + (a - e->gv) : NULL;
}

static ptxvm_result launch_m(m_env *e, uint32_t kind, uint64_t salt)
{
    ptxvm_launch l;
    void *args[5];
    args[0] = &e->addrs;
    args[1] = &e->act;
    args[2] = &e->out;
    args[3] = &kind;
    args[4] = &salt;
    test_launch_1d(&l, 1, M_THREADS, args);
    return ptxvm_launch_kernel(e->k, &l, NULL);
}

/* One trial of kind at addresses a (active act): 0 when every loaded
   value and both buffers match the model. */
static int run_trial(pv_test *t, m_env *e, uint32_t kind, const uint64_t *a,
                     const uint32_t *act, uint64_t salt, const char *what)
{
    static uint64_t out[M_THREADS];
    static uint8_t got[M_BYTES];
    uint32_t i, n = k_size[kind], b;
    ptxvm_result r;
    for (b = 0; b < 2; b++)
        ptxvm_memcpy_htod(e->vm, e->buf[b], e->host[b], M_BYTES);
    ptxvm_memcpy_htod(e->vm, e->addrs, a, M_THREADS * 8);
    ptxvm_memcpy_htod(e->vm, e->act, act, M_THREADS * 4);
    ptxvm_memset(e->vm, e->out, 0, sizeof out);
    r = launch_m(e, kind, salt);
    if (r != PTXVM_OK) {
        T_CHECK(t, 0, "%s kind %u: %s", what, kind, ptxvm_error_message(e->vm));
        return 1;
    }
    ptxvm_memcpy_dtoh(e->vm, out, e->out, sizeof out);
    for (i = 0; i < M_THREADS; i++) {
        uint64_t want = 0xdeadbeefdeadbeefull;
        if (kind >= K_STORE && kind < 16)
            continue;
        if (!k_wide[kind])
            want = 0xdeadbeefu;
        if (act[i]) {
            const uint8_t *p = at(e, kind == 16 ? e->gv + 1 : kind == 17 ? e->gv + 8 : a[i]);
            want = rd(p, n);
            if (k_sx[kind] && n < 8 && (want >> (8 * n - 1)) & 1)
                want |= ~(uint64_t)0 << (8 * n);
            if (!k_wide[kind])
                want &= 0xffffffffu;
        }
        if (out[i] != want) {
            T_CHECK(t, 0, "%s kind %u: thread %u loaded %#llx, not %#llx", what, kind, i,
                    (unsigned long long)out[i], (unsigned long long)want);
            return 1;
        }
    }
    if (kind >= K_STORE && kind < 16)     /* the model's stores, in thread order */
        for (i = 0; i < M_THREADS; i++)
            if (act[i]) {
                uint64_t v = (i + 1) * salt;
                uint8_t *p = (uint8_t *)at(e, a[i]);
                uint32_t j;
                if (!k_wide[kind])
                    v &= 0xffffffffu;
                for (j = 0; j < n; j++)
                    p[j] = (uint8_t)(v >> (8 * j));
            }
    for (b = 0; b < 2; b++) {
        ptxvm_memcpy_dtoh(e->vm, got, e->buf[b], M_BYTES);
        for (i = 0; i < M_BYTES; i++)
            if (got[i] != e->host[b][i]) {
                T_CHECK(t, 0, "%s kind %u: buffer %u byte %u = %#x, not %#x", what, kind, b, i,
                        got[i], e->host[b][i]);
                return 1;
            }
    }
    return 0;
}

static void random_trials(pv_test *t, m_env *e, uint64_t seed, uint32_t ntrials,
                          uint32_t kinds_below, const char *what)
{
    static uint64_t a[M_THREADS];
    static uint32_t act[M_THREADS];
    uint64_t s = seed;
    uint32_t trial;
    for (trial = 0; trial < ntrials; trial++) {
        uint32_t kind = trial % kinds_below;
        make_trial(&s, e, kind, a, act);
        if (run_trial(t, e, kind, a, act, 0x9e3779b97f4a7c15ull * (trial + 1), what))
            return;
    }
    T_CHECK(t, trial == ntrials, "%s: %u trials", what, trial);
}

/* A store gather faulting at thread bad: the message names it; the
   lanes of its warp before it stored, the ones after did not. */
static void store_fault(pv_test *t, m_env *e, uint32_t bad, uint64_t addr, const char *why)
{
    static uint64_t a[M_THREADS];
    static uint32_t act[M_THREADS];
    static uint8_t got[M_BYTES];
    uint32_t i, w0 = bad / 32 * 32;
    const uint64_t salt = 0x0123456789abcdefull;
    ptxvm_result r;
    for (i = 0; i < M_THREADS; i++) {
        a[i] = e->buf[0] + 4 * ((i * 7) % 1024);       /* a gather */
        act[i] = 1;
    }
    a[bad] = addr;
    memset(e->host[0], 0, M_BYTES);
    ptxvm_memcpy_htod(e->vm, e->buf[0], e->host[0], M_BYTES);
    ptxvm_memcpy_htod(e->vm, e->addrs, a, sizeof a);
    ptxvm_memcpy_htod(e->vm, e->act, act, sizeof act);
    r = launch_m(e, 12, salt);
    T_CHECK(t, ob_fault_of(e->vm, r, bad, why),
            "fault at thread %u: %s: %s", bad, ptxvm_result_name(r), ptxvm_error_message(e->vm));
    ptxvm_memcpy_dtoh(e->vm, got, e->buf[0], M_BYTES);
    for (i = 0; i < w0 + 32; i++) {
        uint32_t v, stored;
        if (i == bad)
            continue;
        memcpy(&v, got + (a[i] - e->buf[0]), 4);
        stored = v == (uint32_t)((i + 1) * salt);
        T_CHECK(t, stored == (i < bad), "thread %u's store %s", i,
                stored ? "landed after the fault" : "is missing");
        if (stored != (i < bad))
            return;
    }
}

/* A kernel over a buffer freed after its launch and a new one at once:
   the new one right, the old address not mapped. */
static void freed_buffer(pv_test *t, m_env *e)
{
    static uint64_t a[M_THREADS];
    static uint32_t act[M_THREADS];
    ptxvm_addr old = e->buf[1];
    uint32_t i;
    ptxvm_result r;
    for (i = 0; i < M_THREADS; i++) {
        a[i] = old + 4 * i;
        act[i] = 1;
    }
    if (run_trial(t, e, 4, a, act, 1, "before the free"))
        return;
    T_CHECK(t, ptxvm_mem_free(e->vm, old) == PTXVM_OK &&
               ptxvm_mem_alloc(e->vm, M_BYTES, &e->buf[1]) == PTXVM_OK,
            "realloc: %s", ptxvm_error_message(e->vm));
    for (i = 0; i < M_THREADS; i++)
        a[i] = e->buf[1] + 4 * i;
    if (run_trial(t, e, 4, a, act, 1, "the new buffer"))
        return;
    for (i = 0; i < M_THREADS; i++)
        a[i] = old + 4 * i;
    ptxvm_memcpy_htod(e->vm, e->addrs, a, sizeof a);
    r = launch_m(e, 4, 1);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(e->vm), "not mapped") &&
               strstr(ptxvm_error_message(e->vm), "thread (0,0,0)"),
            "freed buffer: %s: %s", ptxvm_result_name(r), ptxvm_error_message(e->vm));
}

/* Host mappings: buffer 1 replaced by a read-only one (loads right, a
   store faults), then by a misaligned read-write one (element by
   element on the general path; same results). */
static void mappings(pv_test *t, m_env *e)
{
    static uint64_t a[M_THREADS];
    static uint32_t act[M_THREADS];
    uint8_t *raw = (uint8_t *)malloc(M_BYTES + 16);
    ptxvm_addr keep = e->buf[1], ro = 0, mis = 0;
    uint8_t *keep_host = e->host[1];
    uint32_t i;
    ptxvm_result r;
    if (!raw) {
        T_CHECK(t, 0, "out of memory");
        return;
    }
    for (i = 0; i < M_BYTES + 16; i++)
        raw[i] = (uint8_t)(i * 37 + 11);
    if (ptxvm_mem_map(e->vm, raw, M_BYTES, PTXVM_READ, &ro) != PTXVM_OK) {
        T_CHECK(t, 0, "map: %s", ptxvm_error_message(e->vm));
        free(raw);
        return;
    }
    e->buf[1] = ro;
    e->host[1] = raw;
    for (i = 0; i < M_THREADS; i++) {
        a[i] = ro + 4 * ((i * 5) % 1024);
        act[i] = 1;
    }
    run_trial(t, e, 4, a, act, 1, "read-only mapping");
    for (i = 0; i < M_THREADS; i++)
        a[i] = ro + 4 * i;
    ptxvm_memcpy_htod(e->vm, e->addrs, a, sizeof a);
    r = launch_m(e, 12, 1);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(e->vm), "read-only"),
            "store to a read-only mapping: %s: %s", ptxvm_result_name(r),
            ptxvm_error_message(e->vm));
    ptxvm_mem_unmap(e->vm, ro);
    if (ptxvm_mem_map(e->vm, raw + 1, M_BYTES, PTXVM_READ | PTXVM_WRITE, &mis) == PTXVM_OK) {
        e->buf[1] = mis;
        e->host[1] = (uint8_t *)malloc(M_BYTES);
        if (e->host[1]) {
            memcpy(e->host[1], raw + 1, M_BYTES);
            random_trials(t, e, 0x5851f42d4c957f2dull, 60, 16, "misaligned mapping");
            free(e->host[1]);
        }
        ptxvm_mem_unmap(e->vm, mis);
    } else {
        T_CHECK(t, 0, "map: %s", ptxvm_error_message(e->vm));
    }
    free(raw);
    e->buf[1] = keep;
    e->host[1] = keep_host;
}

/* A 32-bit module: 32-bit pointers, loads and stores by index. */
static const char m32_ptx[] =
    ".version 7.0\n.target sm_75\n.address_size 32\n"
    ".visible .entry h(.param .u32 src, .param .u32 dst, .param .u32 idx, .param .u32 n)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<16>;\n"
    "  ld.param.u32 %r1, [src];\n  ld.param.u32 %r2, [dst];\n"
    "  ld.param.u32 %r3, [idx];\n  ld.param.u32 %r4, [n];\n"
    "  mov.u32 %r5, %tid.x;\n  shl.b32 %r6, %r5, 2;\n  add.s32 %r7, %r3, %r6;\n"
    "  ld.global.u32 %r8, [%r7];\n"                    /* run */
    "  shl.b32 %r9, %r8, 2;\n  add.s32 %r10, %r1, %r9;\n"
    "  setp.lt.u32 %p1, %r5, %r4;\n"
    "  @%p1 ld.global.u32 %r11, [%r10];\n"             /* gather */
    "  @!%p1 mov.u32 %r11, 7;\n"
    "  add.s32 %r12, %r2, %r6;\n  st.global.u32 [%r12], %r11;\n"
    "  add.s32 %r13, %r2, %r9;\n  @%p1 st.global.u32 [%r13+512], %r5;\n"
    "  ret;\n}\n";

static void module32(pv_test *t, ptxvm_vm *vm)
{
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr src, dst, idx;
    uint32_t h_src[128], h_idx[64], got[256], want[256], i, n;
    if (ptxvm_module_load(vm, m32_ptx, sizeof m32_ptx - 1, "m32.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "h", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "32-bit module: %s", ptxvm_error_message(vm));
        return;
    }
    ptxvm_mem_alloc(vm, sizeof h_src, &src);
    ptxvm_mem_alloc(vm, sizeof got, &dst);
    ptxvm_mem_alloc(vm, sizeof h_idx, &idx);
    for (i = 0; i < 128; i++)
        h_src[i] = i * 2654435761u;
    for (n = 1; n <= 64; n += 21) {
        uint32_t s32 = (uint32_t)src, d32 = (uint32_t)dst, i32 = (uint32_t)idx;
        void *args[4];
        ptxvm_launch l;
        for (i = 0; i < 64; i++)
            h_idx[i] = (i * 37 + n) % 128;
        memset(want, 0, sizeof want);
        for (i = 0; i < 64; i++) {
            want[i] = i < n ? h_src[h_idx[i]] : 7;
            if (i < n)
                want[h_idx[i] + 128] = i;
        }
        ptxvm_memcpy_htod(vm, src, h_src, sizeof h_src);
        ptxvm_memcpy_htod(vm, idx, h_idx, sizeof h_idx);
        ptxvm_memset(vm, dst, 0, sizeof got);
        args[0] = &s32;
        args[1] = &d32;
        args[2] = &i32;
        args[3] = &n;
        test_launch_1d(&l, 1, 64, args);
        if (ptxvm_launch_kernel(k, &l, NULL) != PTXVM_OK) {
            T_CHECK(t, 0, "32-bit module, n %u: %s", n, ptxvm_error_message(vm));
            return;
        }
        ptxvm_memcpy_dtoh(vm, got, dst, sizeof got);
        T_CHECK(t, memcmp(got, want, sizeof got) == 0, "32-bit module, n %u: wrong results", n);
    }
}

void unit_exec_gmem(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc al;
    m_env e;
    ptxvm_module *m;
    uint32_t i;
    static uint8_t h0[M_BYTES], h1[M_BYTES];
    test_config(&cfg, &al);
    memset(&e, 0, sizeof e);
    ptxvm_create(&cfg, &e.vm);
    if (ptxvm_module_load(e.vm, m_ptx, sizeof m_ptx - 1, "gmem.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "g", &e.k) != PTXVM_OK ||
        ptxvm_module_get_global(m, "gv", &e.gv, NULL) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(e.vm));
        ptxvm_destroy(e.vm);
        return;
    }
    for (i = 0; i < M_BYTES; i++) {
        h0[i] = (uint8_t)(i * 2654435761u >> 13);
        h1[i] = (uint8_t)(i * 40503u + 7);
    }
    e.host[0] = h0;
    e.host[1] = h1;
    ptxvm_mem_alloc(e.vm, M_BYTES, &e.buf[0]);
    ptxvm_mem_alloc(e.vm, M_BYTES, &e.buf[1]);
    ptxvm_mem_alloc(e.vm, M_THREADS * 8, &e.addrs);
    ptxvm_mem_alloc(e.vm, M_THREADS * 4, &e.act);
    ptxvm_mem_alloc(e.vm, M_THREADS * 8, &e.out);
    random_trials(t, &e, 0x243f6a8885a308d3ull, 540, K_NKINDS, "random");
    store_fault(t, &e, 77, e.buf[1] + M_BYTES, "not mapped");
    store_fault(t, &e, 40, e.buf[0] + 2, "misaligned");
    store_fault(t, &e, 5, 8, "not mapped");
    freed_buffer(t, &e);
    mappings(t, &e);
    module32(t, e.vm);
    ptxvm_destroy(e.vm);
    T_CHECK(t, al.live == 0, "%ld bytes not freed", al.live);
}
