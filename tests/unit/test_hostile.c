/* Malicious kernels (tests/hostile/): each attacks the sandbox and must
   end with one exact result, a message naming the offending PTX line and
   column, no write outside what the kernel may touch, and a VM that still
   runs a known-good kernel correctly; destroying the VM must give every
   byte back.

   A .ptx file in tests/hostile/ starts with comment lines:
     // hostile: what the kernel attempts
     // limit: stack=N heap=N depth=N pending=N    (optional)
     // launch: kernel=NAME grid=X,Y,Z block=X,Y,Z shared=N steps=N args=A,B
     // expect: CODE LINE:COL part | part          (or CODE - part: no
                                                    source position)
   kernel defaults to the module's first, grid and block to 1,1,1, steps
   to HX_STEPS (every launch is bounded unless steps=0 says otherwise; a
   watchdog thread interrupts a case still running after HX_WATCHDOG_S
   seconds of CPU time). The expectation applies to the first step that fails: load,
   ptxvm_module_get_kernel, or the launch; PTXVM_OK means all succeed.
   Arguments, each written into its parameter's size:
     pre buf buf2     three 4 KiB device allocations, made in this order;
                      pre and buf2 hold a pattern that must survive
     host rohost      4092-byte host buffers mapped read-write / read-only
     freed unmapped   an allocation freed and a host buffer unmapped
                      before the launch (the host keeps the address)
     NAME_end         one past NAME's last byte
     NAME+N NAME-N    byte offsets (N may be hex)
     gap              the middle of the unmapped gap between buf and buf2
     global:VAR       a module variable's address
     N                a constant (decimal, 0x hex, negative)
   Cases that need generated text or another host thread are in C below,
   with the same expectations. */
#include "../testlib.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if !defined(PTXVM_NO_THREADS) && (defined(__unix__) || defined(__APPLE__))
#define HX_THREADS 1
#include <pthread.h>
#include <time.h>
#else
#define HX_THREADS 0
#endif

#define HX_DIR    "tests/hostile"
#define HX_CANARY 4096u        /* 0xA5 bytes around each host buffer      */
#define HX_BUF    4096u        /* each device allocation                  */
/* Mapped host buffers are 4092 bytes: an 8-byte aligned access at
   offset 4088 straddles the end, and the canary starts right there. */
#define HX_HOST   4092u
#define HX_STEPS  ((uint64_t)1 << 22)
#define HX_GOOD_N 128u         /* threads of the known-good launch        */
/* A sandbox bounds device memory: a hostile module's huge variables then
   fail at the limit instead of asking the host for the bytes. */
#define HX_DEVICE_LIMIT ((uint64_t)256 << 20)

/* host memory: canary, host, canary, ro, canary, stale, canary */
#define HX_OFF_HOST  (HX_CANARY)
#define HX_OFF_RO    (HX_OFF_HOST + HX_HOST + HX_CANARY)
#define HX_OFF_STALE (HX_OFF_RO + HX_HOST + HX_CANARY)
#define HX_BLOCK     (HX_OFF_STALE + HX_HOST + HX_CANARY)

static const size_t hx_canaries[4] = {
    0, HX_OFF_HOST + HX_HOST, HX_OFF_RO + HX_HOST, HX_OFF_STALE + HX_HOST
};

typedef struct hx_expect {
    char     code[64];
    int      has_pos;
    unsigned line, col;
    char     parts[256];       /* '|'-separated, each must appear */
} hx_expect;

typedef struct hx_env {
    test_alloc     a;
    ptxvm_vm      *vm;
    ptxvm_module  *good;
    unsigned char *block;
    ptxvm_addr     pre, buf, buf2, freed, gout, host, rohost, unmapped;
} hx_env;

/* A kernel that uses shared memory, a barrier, a call and a loop: after
   a hostile case, the same VM must still run it exactly. */
static const char hx_good_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".func (.reg .b32 r) twice(.reg .b32 x) { add.s32 r, x, x; ret; }\n"
    ".visible .entry good(.param .u64 out)\n{\n"
    "  .shared .align 4 .b32 s[64];\n"
    "  .reg .pred %p;\n  .reg .b32 %r<10>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  mov.u32 %r2, %ctaid.x;\n  mov.u32 %r3, %ntid.x;\n"
    "  mad.lo.u32 %r4, %r2, %r3, %r1;\n"
    "  shl.b32 %r5, %r1, 2;\n  st.shared.u32 [%r5], %r4;\n  bar.sync 0;\n"
    "  sub.u32 %r6, 63, %r1;\n  shl.b32 %r6, %r6, 2;\n  ld.shared.u32 %r7, [%r6];\n"
    "  call (%r8), twice, (%r7);\n  mov.u32 %r9, 0;\n"
    "L: add.u32 %r8, %r8, 1;\n  add.u32 %r9, %r9, 1;\n  setp.lt.u32 %p, %r9, 7;\n"
    "  @%p bra L;\n"
    "  mul.wide.u32 %rd2, %r4, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r8;\n  ret;\n}\n";

static uint32_t hx_good_want(uint32_t i)
{
    uint32_t cta = i / 64, t = i % 64;
    return 2 * (cta * 64 + 63 - t) + 7;
}

static unsigned char hx_pattern(size_t i, unsigned seed)
{
    return (unsigned char)(i * 7u + seed);
}

static void hx_fill(unsigned char *p, size_t n, unsigned seed)
{
    size_t i;
    for (i = 0; i < n; i++)
        p[i] = hx_pattern(i, seed);
}

/* The first offset where p differs from the pattern, or n. */
static size_t hx_diff(const unsigned char *p, size_t n, unsigned seed)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (p[i] != hx_pattern(i, seed))
            return i;
    return n;
}

/* Create the VM, its device buffers and host mappings, and load the
   known-good module. Returns 0 on failure (reported). */
static int hx_open(pv_test *t, hx_env *E, unsigned threads)
{
    ptxvm_config cfg;
    ptxvm_addr stale = 0;
    unsigned char fill[HX_BUF];
    size_t i;
    ptxvm_result r;
    memset(E, 0, sizeof *E);
    E->block = (unsigned char *)malloc(HX_BLOCK);
    if (!E->block) {
        T_CHECK(t, 0, "out of host memory");
        return 0;
    }
    for (i = 0; i < 4; i++)
        memset(E->block + hx_canaries[i], 0xA5, HX_CANARY);
    hx_fill(E->block + HX_OFF_HOST, HX_HOST, 1);
    hx_fill(E->block + HX_OFF_RO, HX_HOST, 2);
    hx_fill(E->block + HX_OFF_STALE, HX_HOST, 3);
    test_config(&cfg, &E->a);
    cfg.threads = threads;
    cfg.device_mem_limit = HX_DEVICE_LIMIT;
    r = ptxvm_create(&cfg, &E->vm);
    if (r != PTXVM_OK) {
        T_CHECK(t, 0, "create: %s", ptxvm_result_name(r));
        return 0;
    }
    hx_fill(fill, sizeof fill, 4);
    r = ptxvm_mem_alloc(E->vm, HX_BUF, &E->pre);
    if (r == PTXVM_OK) r = ptxvm_memcpy_htod(E->vm, E->pre, fill, HX_BUF);
    if (r == PTXVM_OK) r = ptxvm_mem_alloc(E->vm, HX_BUF, &E->buf);
    if (r == PTXVM_OK) r = ptxvm_mem_alloc(E->vm, HX_BUF, &E->buf2);
    if (r == PTXVM_OK) r = ptxvm_memcpy_htod(E->vm, E->buf2, fill, HX_BUF);
    if (r == PTXVM_OK) r = ptxvm_mem_alloc(E->vm, HX_BUF, &E->freed);
    if (r == PTXVM_OK) r = ptxvm_mem_free(E->vm, E->freed);
    if (r == PTXVM_OK) r = ptxvm_mem_alloc(E->vm, HX_GOOD_N * 4, &E->gout);
    if (r == PTXVM_OK)
        r = ptxvm_mem_map(E->vm, E->block + HX_OFF_HOST, HX_HOST,
                          PTXVM_READ | PTXVM_WRITE, &E->host);
    if (r == PTXVM_OK)
        r = ptxvm_mem_map(E->vm, E->block + HX_OFF_RO, HX_HOST, PTXVM_READ,
                          &E->rohost);
    if (r == PTXVM_OK)
        r = ptxvm_mem_map(E->vm, E->block + HX_OFF_STALE, HX_HOST,
                          PTXVM_READ | PTXVM_WRITE, &stale);
    if (r == PTXVM_OK)
        r = ptxvm_mem_unmap(E->vm, stale);
    E->unmapped = stale;
    if (r == PTXVM_OK)
        r = ptxvm_module_load(E->vm, hx_good_ptx, sizeof hx_good_ptx - 1,
                              "good.ptx", &E->good);
    if (r != PTXVM_OK) {
        T_CHECK(t, 0, "setup: %s: %s", ptxvm_result_name(r),
                ptxvm_error_message(E->vm));
        return 0;
    }
    return 1;
}

/* After the case: host and device memory the kernel had no right to
   write are intact, the known-good kernel runs correctly on the same
   VM, and destroying the VM gives every byte back. */
static void hx_close(pv_test *t, hx_env *E)
{
    size_t i, d;
    if (E->vm && E->good) {
        unsigned char got[HX_BUF];
        uint32_t out[HX_GOOD_N];
        ptxvm_kernel *k = NULL;
        ptxvm_launch l;
        void *args[1];
        ptxvm_result r;
        for (i = 0; i < 4; i++)
            for (d = 0; d < HX_CANARY; d++)
                if (E->block[hx_canaries[i] + d] != 0xA5) {
                    T_CHECK(t, 0, "host canary %u overwritten at byte %u",
                            (unsigned)i, (unsigned)d);
                    break;
                }
        d = hx_diff(E->block + HX_OFF_RO, HX_HOST, 2);
        T_CHECK(t, d == HX_HOST, "read-only host buffer changed at byte %u",
                (unsigned)d);
        d = hx_diff(E->block + HX_OFF_STALE, HX_HOST, 3);
        T_CHECK(t, d == HX_HOST, "unmapped host buffer changed at byte %u",
                (unsigned)d);
        r = ptxvm_memcpy_dtoh(E->vm, got, E->pre, HX_BUF);
        d = r == PTXVM_OK ? hx_diff(got, HX_BUF, 4) : 0;
        T_CHECK(t, d == HX_BUF, "device buffer before buf changed at byte %u (%s)",
                (unsigned)d, ptxvm_result_name(r));
        r = ptxvm_memcpy_dtoh(E->vm, got, E->buf2, HX_BUF);
        d = r == PTXVM_OK ? hx_diff(got, HX_BUF, 4) : 0;
        T_CHECK(t, d == HX_BUF, "device buffer after buf changed at byte %u (%s)",
                (unsigned)d, ptxvm_result_name(r));
        memset(out, 0, sizeof out);
        r = ptxvm_memcpy_htod(E->vm, E->gout, out, sizeof out);
        if (r == PTXVM_OK)
            r = ptxvm_module_get_kernel(E->good, "good", &k);
        memset(&l, 0, sizeof l);
        l.grid.x = HX_GOOD_N / 64;
        l.grid.y = l.grid.z = 1;
        l.block.x = 64;
        l.block.y = l.block.z = 1;
        l.step_limit = HX_STEPS;
        args[0] = &E->gout;
        l.args = args;
        if (r == PTXVM_OK)
            r = ptxvm_launch_kernel(k, &l, NULL);
        T_CHECK(t, r == PTXVM_OK, "known-good kernel afterwards: %s: %s",
                ptxvm_result_name(r), ptxvm_error_message(E->vm));
        if (r == PTXVM_OK) {
            r = ptxvm_memcpy_dtoh(E->vm, out, E->gout, sizeof out);
            for (i = 0; r == PTXVM_OK && i < HX_GOOD_N; i++)
                if (out[i] != hx_good_want((uint32_t)i)) {
                    T_CHECK(t, 0, "known-good kernel afterwards: out[%u] = %u, "
                            "want %u", (unsigned)i, out[i],
                            hx_good_want((uint32_t)i));
                    break;
                }
        }
    }
    ptxvm_destroy(E->vm);
    T_CHECK(t, E->a.live == 0, "%ld bytes not freed", E->a.live);
    free(E->block);
    E->vm = NULL;
    E->block = NULL;
}

static void hx_check(pv_test *t, ptxvm_result r, const char *msg,
                     const char *source, const hx_expect *e)
{
    char want[512];
    const char *p = e->parts;
    T_CHECK(t, strcmp(ptxvm_result_name(r), e->code) == 0, "expected %s, got %s: %s",
            e->code, ptxvm_result_name(r), msg);
    if (r == PTXVM_OK)
        return;
    if (e->has_pos) {
        snprintf(want, sizeof want, "%s:%u:%u: error: ", source, e->line, e->col);
        T_CHECK(t, strncmp(msg, want, strlen(want)) == 0,
                "expected the message to start with '%s': %s", want, msg);
    }
    while (*p) {
        const char *bar = strchr(p, '|');
        size_t n = bar ? (size_t)(bar - p) : strlen(p);
        while (n && p[0] == ' ')
            p++, n--;
        while (n && p[n - 1] == ' ')
            n--;
        if (n && n < sizeof want) {
            memcpy(want, p, n);
            want[n] = 0;
            T_CHECK(t, strstr(msg, want) != NULL, "the message lacks '%s': %s",
                    want, msg);
        }
        p += bar ? (size_t)(bar - p) + 1 : strlen(p);
    }
}

/* "CODE LINE:COL parts" or "CODE - parts" or "PTXVM_OK" */
static int hx_parse_expect(const char *s, hx_expect *e)
{
    int used = 0;
    memset(e, 0, sizeof *e);
    if (sscanf(s, "%63s %n", e->code, &used) < 1)
        return -1;
    s += used;
    if (strcmp(e->code, "PTXVM_OK") == 0)
        return 0;
    if (s[0] == '-' && (s[1] == ' ' || !s[1])) {
        s += 1;
    } else {
        if (sscanf(s, "%u:%u %n", &e->line, &e->col, &used) < 2)
            return -1;
        e->has_pos = 1;
        s += used;
    }
    while (*s == ' ')
        s++;
    snprintf(e->parts, sizeof e->parts, "%s", s);
    return 0;
}

/* ---- the .ptx cases ---------------------------------------------------- */

typedef struct hx_spec {
    char       hostile[256], launch[512], limit[128];
    hx_expect  e;
    int        has_expect;
} hx_spec;

static void hx_copy_line(char *dst, size_t cap, const char *s, const char *end)
{
    size_t n = (size_t)(end - s);
    while (n && (s[n - 1] == '\r' || s[n - 1] == ' '))
        n--;
    if (n >= cap)
        n = cap - 1;
    memcpy(dst, s, n);
    dst[n] = 0;
}

static int hx_parse_header(const char *text, size_t len, hx_spec *s)
{
    const char *p = text, *end = text + len;
    memset(s, 0, sizeof *s);
    while (p < end && p[0] == '/' && p + 1 < end && p[1] == '/') {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        const char *q = p + 2;
        char line[600];
        if (!eol)
            eol = end;
        while (q < eol && *q == ' ')
            q++;
        hx_copy_line(line, sizeof line, q, eol);
        if (strncmp(line, "hostile:", 8) == 0)
            hx_copy_line(s->hostile, sizeof s->hostile, line + 8, line + strlen(line));
        else if (strncmp(line, "launch:", 7) == 0)
            hx_copy_line(s->launch, sizeof s->launch, line + 7, line + strlen(line));
        else if (strncmp(line, "limit:", 6) == 0)
            hx_copy_line(s->limit, sizeof s->limit, line + 6, line + strlen(line));
        else if (strncmp(line, "expect:", 7) == 0) {
            const char *x = line + 7;
            while (*x == ' ')
                x++;
            if (hx_parse_expect(x, &s->e) != 0)
                return -1;
            s->has_expect = 1;
        }
        p = eol + 1;
    }
    return s->hostile[0] && s->has_expect ? 0 : -1;
}

static int hx_dim3(const char *v, ptxvm_dim3 *d)
{
    unsigned long x, y, z;
    if (sscanf(v, "%lu,%lu,%lu", &x, &y, &z) != 3 || x > 0xffffffffUL ||
        y > 0xffffffffUL || z > 0xffffffffUL)
        return -1;
    d->x = (uint32_t)x;
    d->y = (uint32_t)y;
    d->z = (uint32_t)z;
    return 0;
}

static int hx_number(const char *s, uint64_t *v)
{
    char *end;
    int neg = s[0] == '-';
    if (neg)
        s++;
    if (!*s)
        return -1;
    *v = (uint64_t)strtoull(s, &end, 0);
    if (*end)
        return -1;
    if (neg)
        *v = (uint64_t)0 - *v;
    return 0;
}

/* One argument's value (see the top of the file). */
static int hx_arg(const hx_env *E, ptxvm_module *m, const char *tok, uint64_t *v)
{
    static const struct { const char *name; size_t off; uint64_t size; } names[] = {
        {"buf", offsetof(hx_env, buf), HX_BUF},
        {"buf2", offsetof(hx_env, buf2), HX_BUF},
        {"pre", offsetof(hx_env, pre), HX_BUF},
        {"host", offsetof(hx_env, host), HX_HOST},
        {"rohost", offsetof(hx_env, rohost), HX_HOST},
        {"freed", offsetof(hx_env, freed), HX_BUF},
        {"unmapped", offsetof(hx_env, unmapped), HX_HOST},
    };
    size_t i, n;
    if (strncmp(tok, "global:", 7) == 0) {
        ptxvm_addr a;
        if (ptxvm_module_get_global(m, tok + 7, &a, NULL) != PTXVM_OK)
            return -1;
        *v = a;
        return 0;
    }
    if (strcmp(tok, "gap") == 0) {
        *v = E->buf + HX_BUF + (E->buf2 - (E->buf + HX_BUF)) / 2;
        return 0;
    }
    if ((tok[0] >= '0' && tok[0] <= '9') || tok[0] == '-')
        return hx_number(tok, v);
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        uint64_t off = 0;
        const char *rest;
        n = strlen(names[i].name);
        if (strncmp(tok, names[i].name, n) != 0)
            continue;
        rest = tok + n;
        if (strncmp(rest, "_end", 4) == 0) {
            off = names[i].size;
            rest += 4;
        }
        if (*rest && *rest != '+' && *rest != '-')
            continue;
        if (*rest) {
            uint64_t k;
            if (hx_number(rest + 1, &k) != 0)
                return -1;
            off += *rest == '+' ? k : (uint64_t)0 - k;
        }
        memcpy(v, (const char *)E + names[i].off, sizeof *v);
        *v += off;
        return 0;
    }
    return -1;
}

static ptxvm_result hx_limits(pv_test *t, ptxvm_vm *vm, const char *spec)
{
    char key[32];
    unsigned long long v;
    int used;
    while (sscanf(spec, " %31[a-z]=%llu%n", key, &v, &used) == 2) {
        ptxvm_limit which;
        if (strcmp(key, "stack") == 0)
            which = PTXVM_LIMIT_STACK_SIZE;
        else if (strcmp(key, "heap") == 0)
            which = PTXVM_LIMIT_MALLOC_HEAP_SIZE;
        else if (strcmp(key, "depth") == 0)
            which = PTXVM_LIMIT_LAUNCH_DEPTH;
        else if (strcmp(key, "pending") == 0)
            which = PTXVM_LIMIT_PENDING_LAUNCHES;
        else {
            T_CHECK(t, 0, "unknown limit '%s'", key);
            return PTXVM_E_INVALID_ARGUMENT;
        }
        if (ptxvm_set_limit(vm, which, (uint64_t)v) != PTXVM_OK) {
            T_CHECK(t, 0, "limit %s=%llu refused", key, v);
            return PTXVM_E_INVALID_ARGUMENT;
        }
        spec += used;
    }
    return PTXVM_OK;
}

typedef struct hx_launch_spec {
    const char  *kernel, *args;      /* point into the parsed text */
    ptxvm_launch l;
} hx_launch_spec;

/* Parse "key=value ..." in place (s is cut into its tokens). */
static int hx_parse_launch(char *s, hx_launch_spec *L)
{
    char *tok, *save = NULL;
    memset(L, 0, sizeof *L);
    L->kernel = L->args = "";
    L->l.grid.x = L->l.grid.y = L->l.grid.z = 1;
    L->l.block = L->l.grid;
    L->l.step_limit = HX_STEPS;
    for (tok = strtok_r(s, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        char *v = strchr(tok, '=');
        uint64_t n;
        if (!v)
            return -1;
        *v++ = 0;
        if (strcmp(tok, "kernel") == 0)
            L->kernel = v;
        else if (strcmp(tok, "args") == 0)
            L->args = v;
        else if (strcmp(tok, "grid") == 0) {
            if (hx_dim3(v, &L->l.grid))
                return -1;
        } else if (strcmp(tok, "block") == 0) {
            if (hx_dim3(v, &L->l.block))
                return -1;
        } else if (strcmp(tok, "shared") == 0) {
            if (hx_number(v, &n) || n > 0xffffffffu)
                return -1;
            L->l.shared_bytes = (uint32_t)n;
        } else if (strcmp(tok, "steps") == 0) {
            if (hx_number(v, &n))
                return -1;
            L->l.step_limit = n;
        } else {
            return -1;
        }
    }
    return 0;
}

/* Load, look up, launch: the result of the first step that fails. */
static ptxvm_result hx_run(pv_test *t, hx_env *E, const char *text, size_t len,
                           const char *source, const hx_launch_spec *L)
{
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info info;
    ptxvm_launch l = L->l;
    uint64_t *vals;
    void **args;
    char *toks, *tok, *save = NULL;
    uint32_t n = 0;
    ptxvm_result r = ptxvm_module_load(E->vm, text, len, source, &m);
    if (r != PTXVM_OK)
        return r;
    r = ptxvm_module_get_kernel(m, L->kernel[0] ? L->kernel
                                : ptxvm_module_kernel_name(m, 0), &k);
    if (r != PTXVM_OK)
        return r;
    ptxvm_kernel_get_info(k, &info);
    vals = (uint64_t *)calloc(info.param_count + 1, sizeof *vals);
    args = (void **)calloc(info.param_count + 1, sizeof *args);
    toks = (char *)malloc(strlen(L->args) + 1);
    if (!vals || !args || !toks) {
        T_CHECK(t, 0, "out of host memory");
        r = PTXVM_E_NO_MEMORY;
        goto done;
    }
    strcpy(toks, L->args);
    for (tok = strtok_r(toks, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        uint64_t v = 0;
        if (n >= info.param_count || hx_arg(E, m, tok, &v) != 0) {
            T_CHECK(t, 0, "bad argument '%s' (parameter %u of %u)", tok, n,
                    info.param_count);
            r = PTXVM_E_INVALID_ARGUMENT;
            goto done;
        }
        /* each value in its parameter's size, as the host's integer */
        switch (info.param_sizes[n]) {
        case 1: { uint8_t x = (uint8_t)v; memcpy(&vals[n], &x, 1); break; }
        case 2: { uint16_t x = (uint16_t)v; memcpy(&vals[n], &x, 2); break; }
        case 4: { uint32_t x = (uint32_t)v; memcpy(&vals[n], &x, 4); break; }
        default: vals[n] = v; break;
        }
        args[n] = &vals[n];
        n++;
    }
    T_CHECK(t, n == info.param_count, "%u arguments for %u parameters", n,
            info.param_count);
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
done:
    free(vals);
    free(args);
    free(toks);
    return r;
}

/* ---- a watchdog ---------------------------------------------------------
   A case that does not end (a library bug) must fail, not hang the
   suite: once the process has spent HX_WATCHDOG_S seconds of CPU time
   on the case, or HX_WATCHDOG_WALL_S seconds have passed (a case stuck
   waiting burns no CPU), the watchdog interrupts the VM. CPU time, not
   wall-clock time, because a loaded machine stretches the wall clock:
   the slowest case that ends, 2,000,000 instructions loaded, compiled
   and run under AddressSanitizer, takes about 4 s of CPU but ran past
   30 s of wall-clock time with six other jobs on two cores. */
#define HX_WATCHDOG_S 30
#define HX_WATCHDOG_WALL_S 600

#if HX_THREADS
typedef struct hx_watch {
    pthread_mutex_t mu;
    pthread_cond_t  cv;
    pthread_t       th;
    ptxvm_vm       *vm;
    double          cpu0;
    int             done, fired, running;
} hx_watch;

static double hx_clock(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void *hx_watch_main(void *arg)
{
    hx_watch *w = (hx_watch *)arg;
    const double wall0 = hx_clock(CLOCK_REALTIME);
    pthread_mutex_lock(&w->mu);
    while (!w->done) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += 1;          /* look at the clocks once a second */
        if (pthread_cond_timedwait(&w->cv, &w->mu, &until) == 0 || w->done)
            continue;
        if (hx_clock(CLOCK_PROCESS_CPUTIME_ID) - w->cpu0 > HX_WATCHDOG_S ||
            hx_clock(CLOCK_REALTIME) - wall0 > HX_WATCHDOG_WALL_S) {
            w->fired = 1;
            ptxvm_interrupt(w->vm);
            break;
        }
    }
    pthread_mutex_unlock(&w->mu);
    return NULL;
}

static void hx_watch_start(hx_watch *w, ptxvm_vm *vm)
{
    memset(w, 0, sizeof *w);
    w->vm = vm;
    w->cpu0 = hx_clock(CLOCK_PROCESS_CPUTIME_ID);
    if (!vm || pthread_mutex_init(&w->mu, NULL) != 0)
        return;
    if (pthread_cond_init(&w->cv, NULL) != 0) {
        pthread_mutex_destroy(&w->mu);
        return;
    }
    w->running = pthread_create(&w->th, NULL, hx_watch_main, w) == 0;
    if (!w->running) {
        pthread_cond_destroy(&w->cv);
        pthread_mutex_destroy(&w->mu);
    }
}

/* Returns 1 when the watchdog had to interrupt the case. */
static int hx_watch_stop(hx_watch *w)
{
    if (!w->running)
        return 0;
    pthread_mutex_lock(&w->mu);
    w->done = 1;
    pthread_cond_signal(&w->cv);
    pthread_mutex_unlock(&w->mu);
    pthread_join(w->th, NULL);
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->mu);
    return w->fired;
}
#else
typedef struct hx_watch { int unused; } hx_watch;
static void hx_watch_start(hx_watch *w, ptxvm_vm *vm) { (void)w; (void)vm; }
static int hx_watch_stop(hx_watch *w) { (void)w; return 0; }
#endif

static void hx_file_case(pv_test *t, const char *path)
{
    size_t len;
    char *text;
    hx_spec s;
    hx_launch_spec L;
    hx_env E;
    hx_watch w;
    ptxvm_result r;
    if (!test_begin(t, "hostile %s", path))
        return;
    text = test_read_file(path, &len);
    if (!text || hx_parse_header(text, len, &s) != 0 ||
        hx_parse_launch(s.launch, &L) != 0) {
        T_CHECK(t, 0, "missing or malformed '// hostile:', '// launch:' or "
                "'// expect:' lines");
        free(text);
        test_end(t);
        return;
    }
    if (hx_open(t, &E, 0)) {
        r = hx_limits(t, E.vm, s.limit);
        if (r == PTXVM_OK) {
            hx_watch_start(&w, E.vm);
            r = hx_run(t, &E, text, len, path, &L);
            T_CHECK(t, !hx_watch_stop(&w), "still running (%d s of CPU time or %d s): interrupted",
                    HX_WATCHDOG_S, HX_WATCHDOG_WALL_S);
            hx_check(t, r, ptxvm_error_message(E.vm), path, &s.e);
        }
    }
    hx_close(t, &E);
    free(text);
    test_end(t);
}

/* ---- the C cases ----------------------------------------------------------
   Generated text, limits and host threads. Each builds its module, named
   NAME.ptx in messages, and returns the result of its first failing
   step; the expectation is written as in the files. */

typedef struct hx_text {
    char  *p;
    size_t len, cap;
} hx_text;

static void hx_put(hx_text *b, const char *fmt, ...)
{
    va_list ap;
    int n;
    if (!b->p && b->cap)            /* an earlier growth failed */
        return;
    for (;;) {
        size_t room = b->cap - b->len;
        va_start(ap, fmt);
        n = vsnprintf(b->p ? b->p + b->len : NULL, b->p ? room : 0, fmt, ap);
        va_end(ap);
        if (n < 0)
            return;
        if ((size_t)n < room) {
            b->len += (size_t)n;
            return;
        }
        {
            size_t cap = b->cap ? b->cap * 2 : 1 << 16;
            char *q;
            while (cap - b->len <= (size_t)n)
                cap *= 2;
            q = (char *)realloc(b->p, cap);
            if (!q) {
                free(b->p);
                b->p = NULL;
                b->cap = 1;
                return;
            }
            b->p = q;
            b->cap = cap;
        }
    }
}

static const char hx_hdr[] = ".version 8.5\n.target sm_80\n.address_size 64\n";

/* Run text under a launch line ("block=32,1,1 args=buf"). */
static ptxvm_result hx_run_text(pv_test *t, hx_env *E, const hx_text *b,
                                const char *source, const char *launch)
{
    hx_launch_spec L;
    char *copy = (char *)malloc(strlen(launch) + 1);
    ptxvm_result r;
    if (!b->p || !copy) {
        free(copy);
        T_CHECK(t, 0, "out of host memory");
        return PTXVM_E_NO_MEMORY;
    }
    strcpy(copy, launch);
    if (hx_parse_launch(copy, &L) != 0) {
        free(copy);
        T_CHECK(t, 0, "bad launch line '%s'", launch);
        return PTXVM_E_INVALID_ARGUMENT;
    }
    r = hx_run(t, E, b->p, b->len, source, &L);
    free(copy);
    return r;
}

/* out[0] of the device buffer */
static uint32_t hx_word0(hx_env *E)
{
    uint32_t v = 0;
    ptxvm_memcpy_dtoh(E->vm, &v, E->buf, sizeof v);
    return v;
}

/* 1,000,000 registers, each its own declaration, a few of them used,
   in one warp or in 1024 threads */
static ptxvm_result hx_registers(pv_test *t, hx_env *E, const char *src,
                                 const char *launch)
{
    hx_text b = {0, 0, 0};
    uint32_t i;
    ptxvm_result r;
    hx_put(&b, "%s.visible .entry k(.param .u64 p)\n{\n  .reg .b64 %%rd<4>;\n", hx_hdr);
    for (i = 0; i < 1000000; i++)
        hx_put(&b, "  .reg .b32 %%v%u;\n", i);
    hx_put(&b, "  ld.param.u64 %%rd1, [p];\n  mov.u32 %%v0, %%tid.x;\n"
           "  add.u32 %%v999999, %%v0, 5;\n  add.u32 %%v500000, %%v999999, %%v0;\n"
           "  mul.wide.u32 %%rd2, %%v0, 4;\n  add.s64 %%rd3, %%rd1, %%rd2;\n"
           "  st.global.u32 [%%rd3], %%v500000;\n  ret;\n}\n");
    r = hx_run_text(t, E, &b, src, launch);
    if (r == PTXVM_OK) {
        uint32_t out[32];
        ptxvm_memcpy_dtoh(E->vm, out, E->buf, sizeof out);
        for (i = 0; i < 32; i++)
            T_CHECK(t, out[i] == 2 * i + 5, "out[%u] = %u", i, out[i]);
    }
    free(b.p);
    return r;
}

static ptxvm_result hx_million_registers(pv_test *t, hx_env *E, const char *src)
{
    return hx_registers(t, E, src, "block=32,1,1 args=buf");
}

static ptxvm_result hx_million_registers_1024(pv_test *t, hx_env *E, const char *src)
{
    return hx_registers(t, E, src, "block=1024,1,1 args=buf");
}

/* 2,000,000 instructions in one straight-line kernel */
static ptxvm_result hx_2m_instructions(pv_test *t, hx_env *E, const char *src)
{
    hx_text b = {0, 0, 0};
    uint32_t i;
    ptxvm_result r;
    hx_put(&b, "%s.visible .entry k(.param .u64 p)\n{\n  .reg .b32 %%r<2>;\n"
           "  .reg .b64 %%rd<2>;\n  mov.u32 %%r1, 0;\n", hx_hdr);
    for (i = 0; i < 2000000; i++)
        hx_put(&b, "  add.u32 %%r1, %%r1, 1;\n");
    hx_put(&b, "  ld.param.u64 %%rd1, [p];\n  st.global.u32 [%%rd1], %%r1;\n  ret;\n}\n");
    r = hx_run_text(t, E, &b, src, "block=32,1,1 steps=0 args=buf");
    if (r == PTXVM_OK)
        T_CHECK(t, hx_word0(E) == 2000000, "the sum is %u", hx_word0(E));
    free(b.p);
    return r;
}

/* n .u32 parameters after the output pointer; the kernel sums them */
static ptxvm_result hx_params(pv_test *t, hx_env *E, const char *src, uint32_t n)
{
    hx_text b = {0, 0, 0}, launch = {0, 0, 0};
    uint32_t i;
    uint64_t want = 0;
    ptxvm_result r;
    hx_put(&b, "%s.visible .entry k(.param .u64 out", hx_hdr);
    for (i = 0; i < n; i++)
        hx_put(&b, ",\n  .param .u32 p%u", i);
    hx_put(&b, ")\n{\n  .reg .b32 %%r<3>;\n  .reg .b64 %%rd<2>;\n  mov.u32 %%r1, 0;\n");
    for (i = 0; i < n; i++)
        hx_put(&b, "  ld.param.u32 %%r2, [p%u];\n  add.u32 %%r1, %%r1, %%r2;\n", i);
    hx_put(&b, "  ld.param.u64 %%rd1, [out];\n  st.global.u32 [%%rd1], %%r1;\n  ret;\n}\n");
    hx_put(&launch, "args=buf");
    for (i = 0; i < n; i++) {
        hx_put(&launch, ",%u", i * 3);
        want += i * 3;
    }
    if (!launch.p) {
        free(b.p);
        T_CHECK(t, 0, "out of host memory");
        return PTXVM_E_NO_MEMORY;
    }
    r = hx_run_text(t, E, &b, src, launch.p);
    if (r == PTXVM_OK)
        T_CHECK(t, hx_word0(E) == (uint32_t)want, "the sum is %u, want %u",
                hx_word0(E), (uint32_t)want);
    free(b.p);
    free(launch.p);
    return r;
}

static ptxvm_result hx_10000_params(pv_test *t, hx_env *E, const char *src)
{
    return hx_params(t, E, src, 10000);
}

static ptxvm_result hx_8189_params(pv_test *t, hx_env *E, const char *src)
{
    return hx_params(t, E, src, 8189);
}

/* a chain of 200,000 functions, each calling the next */
static ptxvm_result hx_call_chain(pv_test *t, hx_env *E, const char *src)
{
    hx_text b = {0, 0, 0};
    uint32_t i, n = 200000;
    ptxvm_result r;
    hx_put(&b, "%s", hx_hdr);
    hx_put(&b, ".func (.reg .b32 r) f%u(.reg .b32 x) { add.s32 r, x, 1; ret; }\n", n - 1);
    for (i = n - 1; i-- > 0;)
        hx_put(&b, ".func (.reg .b32 r) f%u(.reg .b32 x) { .reg .b32 y; "
               "call (y), f%u, (x); add.s32 r, y, 1; ret; }\n", i, i + 1);
    hx_put(&b, ".visible .entry k(.param .u64 p)\n{\n  .reg .b32 %%r<2>;\n"
           "  .reg .b64 %%rd<2>;\n  ld.param.u64 %%rd1, [p];\n"
           "  call (%%r1), f0, (7);\n  st.global.u32 [%%rd1], %%r1;\n  ret;\n}\n");
    r = hx_run_text(t, E, &b, src, "args=buf");
    if (r == PTXVM_OK)
        T_CHECK(t, hx_word0(E) == n + 7, "the chain gives %u", hx_word0(E));
    free(b.p);
    return r;
}

/* 100,000 kernels in one module; the last one runs */
static ptxvm_result hx_many_kernels(pv_test *t, hx_env *E, const char *src)
{
    hx_text b = {0, 0, 0};
    uint32_t i, n = 100000;
    ptxvm_result r;
    hx_put(&b, "%s", hx_hdr);
    for (i = 0; i < n; i++)
        hx_put(&b, ".visible .entry k%u(.param .u64 p)\n{\n  .reg .b64 %%rd<2>;\n"
               "  ld.param.u64 %%rd1, [p];\n  st.global.u32 [%%rd1], %u;\n  ret;\n}\n",
               i, i);
    r = hx_run_text(t, E, &b, src, "kernel=k99999 args=buf");
    if (r == PTXVM_OK)
        T_CHECK(t, hx_word0(E) == n - 1, "k99999 wrote %u", hx_word0(E));
    free(b.p);
    return r;
}

#if HX_THREADS
typedef struct hx_later {
    ptxvm_vm *vm;
    long      ms;
} hx_later;

static void *hx_interrupter(void *arg)
{
    const hx_later *x = (const hx_later *)arg;
    struct timespec ts;
    ts.tv_sec = x->ms / 1000;
    ts.tv_nsec = (x->ms % 1000) * 1000000L;
    nanosleep(&ts, NULL);
    ptxvm_interrupt(x->vm);
    return NULL;
}

/* Run text with no step limit while another host thread calls
   ptxvm_interrupt after ~50 ms. */
static ptxvm_result hx_run_interrupted(pv_test *t, hx_env *E, const char *text,
                                       const char *src, const char *launch)
{
    hx_text b = {0, 0, 0};
    hx_later x;
    pthread_t th;
    ptxvm_result r;
    hx_put(&b, "%s%s", hx_hdr, text);
    x.vm = E->vm;
    x.ms = 50;
    if (pthread_create(&th, NULL, hx_interrupter, &x) != 0) {
        free(b.p);
        T_CHECK(t, 0, "cannot start a thread");
        return PTXVM_E_HOST;
    }
    r = hx_run_text(t, E, &b, src, launch);
    pthread_join(th, NULL);
    free(b.p);
    return r;
}
#endif

static ptxvm_result hx_interrupt_loop(pv_test *t, hx_env *E, const char *src)
{
#if HX_THREADS
    return hx_run_interrupted(t, E, ".visible .entry k(.param .u64 p)\n{\n"
                              "  .reg .b32 %r<2>;\n  mov.u32 %r1, 0;\nL:\n"
                              "  add.u32 %r1, %r1, 1;\n  bra L;\n}\n", /* 4-10 */
                              src, "block=64,1,1 steps=0 args=buf");
#else
    (void)t; (void)E; (void)src;
    return PTXVM_E_UNSUPPORTED;
#endif
}

static ptxvm_result hx_interrupt_grid(pv_test *t, hx_env *E, const char *src)
{
#if HX_THREADS
    return hx_run_interrupted(t, E, ".visible .entry k(.param .u64 p)\n{\n"
                              "  .reg .b64 %rd<2>;\n  ld.param.u64 %rd1, [p];\n"
                              "  ret;\n}\n", src, "grid=2147483647,65535,65535 "
                              "block=32,1,1 steps=0 args=buf");
#else
    (void)t; (void)E; (void)src;
    return PTXVM_E_UNSUPPORTED;
#endif
}

/* A kernel that tail-launches itself for ever, with no step limit. */
static ptxvm_result hx_interrupt_tail_chain(pv_test *t, hx_env *E, const char *src)
{
#if HX_THREADS
    return hx_run_interrupted(t, E,
        ".extern .func (.param .b64 r) __cudaCDP2GetParameterBufferV2(.param .b64 f, "
        ".param .align 4 .b8 g[12], .param .align 4 .b8 b[12], .param .b32 s);\n"
        ".extern .func (.param .b32 r) __cudaCDP2LaunchDeviceV2(.param .b64 p, "
        ".param .b64 s);\n"
        ".visible .entry k(.param .u64 p)\n{\n  .reg .b32 %r<2>;\n  .reg .b64 %a<4>;\n"
        "  mov.u64 %a2, k;\n  {\n  .param .b64 p0;\n  .param .align 4 .b8 p1[12];\n"
        "  .param .align 4 .b8 p2[12];\n  .param .b32 p3;\n  .param .b64 r0;\n"
        "  st.param.b64 [p0], %a2;\n  st.param.b32 [p1], 1;\n  st.param.b32 [p1+4], 1;\n"
        "  st.param.b32 [p1+8], 1;\n  st.param.b32 [p2], 1;\n  st.param.b32 [p2+4], 1;\n"
        "  st.param.b32 [p2+8], 1;\n  st.param.b32 [p3], 0;\n"
        "  call.uni (r0), __cudaCDP2GetParameterBufferV2, (p0, p1, p2, p3);\n"
        "  ld.param.b64 %a3, [r0];\n  }\n  {\n  .param .b64 p0;\n  .param .b64 p1;\n"
        "  .param .b32 r0;\n  st.param.b64 [p0], %a3;\n  st.param.b64 [p1], 3;\n"
        "  call.uni (r0), __cudaCDP2LaunchDeviceV2, (p0, p1);\n"
        "  ld.param.b32 %r1, [r0];\n  }\n  ret;\n}\n",
        src, "block=32,1,1 steps=0 args=buf");
#else
    (void)t; (void)E; (void)src;
    return PTXVM_E_UNSUPPORTED;
#endif
}

typedef struct hx_ccase {
    const char *name;
    const char *hostile;
    ptxvm_result (*run)(pv_test *t, hx_env *E, const char *source);
    const char *expect;
    int         threads;        /* needs a second host thread */
} hx_ccase;

static const hx_ccase hx_ccases[] = {
    {"interrupt-infinite-loop", "an infinite loop with no step limit, stopped "
     "by ptxvm_interrupt from another host thread after ~50 ms",
     hx_interrupt_loop,
     "PTXVM_E_INTERRUPTED 10:3 interrupted by ptxvm_interrupt in kernel k, block (0,0,0)", 1},
    {"interrupt-huge-grid", "a grid of 2^31-1 x 65535 x 65535 blocks with no "
     "step limit, stopped by ptxvm_interrupt from another host thread",
     hx_interrupt_grid, "PTXVM_E_INTERRUPTED - interrupted by ptxvm_interrupt", 1},
    {"interrupt-tail-launch-chain", "a kernel that tail-launches itself for ever "
     "with no step limit, stopped by ptxvm_interrupt from another host thread",
     hx_interrupt_tail_chain, "PTXVM_E_INTERRUPTED - interrupted by ptxvm_interrupt", 1},
    {"gen-million-registers", "1,000,000 separately declared registers",
     hx_million_registers, "PTXVM_OK", 0},
    {"gen-million-registers-1024-threads", "the same kernel in a block of "
     "1024 threads: 4 GiB of register file for one block",
     hx_million_registers_1024, "PTXVM_E_LIMIT - PTXVM_LIMIT_CTA_MEMORY", 0},
    {"gen-2m-instructions", "a straight-line kernel of 2,000,000 instructions",
     hx_2m_instructions, "PTXVM_OK", 0},
    {"gen-8189-params", "8189 .u32 parameters after a pointer: exactly the "
     "32764 bytes CUDA allows", hx_8189_params, "PTXVM_OK", 0},
    {"gen-10000-params", "10,000 .u32 parameters after a pointer: p8189 ends "
     "past the 32764 bytes", hx_10000_params,
     "PTXVM_E_LIMIT 8194:15 'p8189' puts the kernel's parameters past 32764 bytes", 0},
    {"gen-call-chain", "a chain of 200,000 functions each calling the next "
     "(no recursion)", hx_call_chain, "PTXVM_OK", 0},
    {"gen-100k-kernels", "100,000 kernels in one module", hx_many_kernels,
     "PTXVM_OK", 0},
};

static void hx_c_case(pv_test *t, const hx_ccase *c)
{
    char source[128];
    hx_expect e;
    hx_env E;
    hx_watch w;
    ptxvm_result r;
    if (!test_begin(t, "hostile %s (C)", c->name))
        return;
    if (c->threads && !HX_THREADS) {
        test_skip(t, "no host threads in this build");
        return;
    }
    if (hx_parse_expect(c->expect, &e) != 0) {
        T_CHECK(t, 0, "bad expectation '%s'", c->expect);
        test_end(t);
        return;
    }
    snprintf(source, sizeof source, "%s.ptx", c->name);
    if (hx_open(t, &E, 0)) {
        hx_watch_start(&w, E.vm);
        r = c->run(t, &E, source);
        T_CHECK(t, !hx_watch_stop(&w), "still running (%d s of CPU time or %d s): interrupted",
                HX_WATCHDOG_S, HX_WATCHDOG_WALL_S);
        hx_check(t, r, ptxvm_error_message(E.vm), source, &e);
    }
    hx_close(t, &E);
    test_end(t);
}

void unit_hostile(pv_test *t)
{
    int n, i;
    char **files = test_list_dir(HX_DIR, ".ptx", &n);
    if (!files) {
        if (test_begin(t, "hostile: %s", HX_DIR)) {
            T_CHECK(t, 0, "%s missing", HX_DIR);
            test_end(t);
        }
    } else {
        for (i = 0; i < n; i++)
            hx_file_case(t, files[i]);
        test_free_list(files, n);
    }
    for (i = 0; i < (int)(sizeof hx_ccases / sizeof hx_ccases[0]); i++)
        hx_c_case(t, &hx_ccases[i]);
}
