/* The ZLUDA conformance runner: every NAME.vec in
   ../shared/conformance/zluda is run the way ZLUDA's own harness runs it
   on CUDA (run_cuda in ptx/src/test/spirv_run/mod.rs; see the README in
   that folder):

     - the module is NAME.ptx, the kernel the `kernel` line;
     - the input buffer holds exactly the input values (no buffer when the
       .vec has no `input` line); the output buffer is N * sizeof(TYPE)
       bytes, zero-filled with ptxvm_memset before the launch;
     - the params are device pointers, in the order of `params`;
     - the launch uses the .vec's grid, block and dynamic shared bytes,
       with a step limit of 10,000,000 (one exception, one_warp below);
     - the whole output buffer is read back and compared element by
       element, `exact` (bits) or `ieee_eq` (bits, or both zeros; a NaN
       never matches).

   One case per test, "conformance NAME". Outcomes:
     pass  the output matches;
     fail  a malformed .vec, a missing .ptx, a load error, any launch error
           other than UNSUPPORTED (fault, trap, step limit, deadlock...),
           a mismatch (the first 4 differing elements are shown), or
           device memory left behind in the counting allocator;
     skip  the library says it does not implement something the test
           needs yet: PTXVM_E_UNSUPPORTED from ptxvm_module_get_kernel,
           from the device-memory calls (alloc, memcpy, memset, free) or
           from ptxvm_launch_kernel; the reason is the library's message.
   At the end one line "conformance: P passed, F failed, S skipped
   (unsupported)" summarises the cases run. */
#include "conformance.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- types --------------------------------------------------------- */

static const struct {
    const char *name;
    size_t size;
    int is_float;
} vec_types[] = {
    {"u8", 1, 0},   {"u16", 2, 0},  {"u32", 4, 0},  {"u64", 8, 0},
    {"s8", 1, 0},   {"s16", 2, 0},  {"s32", 4, 0},  {"s64", 8, 0},
    {"f16", 2, 1},  {"bf16", 2, 1}, {"f32", 4, 1},  {"f64", 8, 1},
};
#define N_VEC_TYPES ((int)(sizeof vec_types / sizeof vec_types[0]))

size_t pv_vec_type_size(pv_vec_type ty)
{
    return (int)ty >= 0 && (int)ty < N_VEC_TYPES ? vec_types[ty].size : 0;
}

const char *pv_vec_type_name(pv_vec_type ty)
{
    return (int)ty >= 0 && (int)ty < N_VEC_TYPES ? vec_types[ty].name : "?";
}

/* ---- comparison ---------------------------------------------------- */

/* The exponent mask and the fraction mask of a float format (0 for an
   integer type). */
static void float_masks(pv_vec_type ty, uint64_t *exp, uint64_t *frac)
{
    switch (ty) {
    case PV_VEC_F16:  *exp = 0x7c00u; *frac = 0x03ffu; break;
    case PV_VEC_BF16: *exp = 0x7f80u; *frac = 0x007fu; break;
    case PV_VEC_F32:  *exp = 0x7f800000u; *frac = 0x007fffffu; break;
    case PV_VEC_F64:
        *exp = 0x7ff0000000000000ull;
        *frac = 0x000fffffffffffffull;
        break;
    default: *exp = 0; *frac = 0; break;
    }
}

int pv_vec_elem_equal(pv_vec_type ty, pv_vec_compare mode, uint64_t got,
                      uint64_t want)
{
    uint64_t exp, frac, magnitude;
    if (mode == PV_VEC_EXACT)
        return got == want;
    float_masks(ty, &exp, &frac);
    if (!exp)                         /* ieee_eq on an integer type */
        return got == want;
    if (((got & exp) == exp && (got & frac)) ||
        ((want & exp) == exp && (want & frac)))
        return 0;                     /* a NaN equals nothing */
    if (got == want)
        return 1;
    magnitude = exp | frac;
    return (got & magnitude) == 0 && (want & magnitude) == 0;
}

static uint64_t load_le(const unsigned char *p, size_t size)
{
    uint64_t v = 0;
    size_t i;
    for (i = size; i-- > 0;)
        v = v << 8 | p[i];
    return v;
}

size_t pv_vec_compare_buf(pv_vec_type ty, pv_vec_compare mode,
                          const unsigned char *got,
                          const unsigned char *want, size_t n, char *msg,
                          size_t msglen)
{
    size_t size = pv_vec_type_size(ty), i, bad = 0, used = 0;
    char detail[512];
    int digits = (int)(2 * size);
    detail[0] = 0;
    for (i = 0; i < n; i++) {
        uint64_t g = load_le(got + i * size, size);
        uint64_t w = load_le(want + i * size, size);
        if (pv_vec_elem_equal(ty, mode, g, w))
            continue;
        if (bad < 4 && used < sizeof detail) {
            int k = snprintf(detail + used, sizeof detail - used,
                             "%s[%lu] got 0x%0*llx expected 0x%0*llx",
                             bad ? ", " : "", (unsigned long)i, digits,
                             (unsigned long long)g, digits,
                             (unsigned long long)w);
            if (k > 0)
                used += (size_t)k;
        }
        bad++;
    }
    if (msg && msglen) {
        if (bad)
            snprintf(msg, msglen, "%lu of %lu %s elements differ (%s): %s%s",
                     (unsigned long)bad, (unsigned long)n,
                     pv_vec_type_name(ty),
                     mode == PV_VEC_EXACT ? "exact" : "ieee_eq", detail,
                     bad > 4 ? ", ..." : "");
        else
            msg[0] = 0;
    }
    return bad;
}

/* ---- the .vec parser ----------------------------------------------- */

typedef struct field {
    const char *s;
    size_t len;
} field;

static int field_is(field f, const char *word)
{
    return strlen(word) == f.len && memcmp(f.s, word, f.len) == 0;
}

/* The directives, in the order they must appear; input is optional. */
enum { D_KERNEL, D_BLOCK, D_GRID, D_SHARED, D_INPUT, D_OUTPUT, D_COMPARE,
       D_PARAMS, D_END };
static const char *const dir_names[] = {
    "kernel", "block", "grid", "shared", "input", "output", "compare",
    "params"};

typedef struct vparser {
    unsigned line;
    char *err;
    size_t errlen;
} vparser;

static int perr(vparser *p, const char *fmt, const char *a, const char *b)
{
    char what[256];
    snprintf(what, sizeof what, fmt, a ? a : "", b ? b : "");
    snprintf(p->err, p->errlen, "line %u: %s", p->line, what);
    return -1;
}

/* The field as a NUL-terminated string, shortened for messages. */
static const char *fstr(field f, char *buf, size_t n)
{
    size_t l = f.len < n - 4 ? f.len : n - 4;
    memcpy(buf, f.s, l);
    if (l < f.len)
        memcpy(buf + l, "...", 4);
    else
        buf[l] = 0;
    return buf;
}

/* A decimal number without sign or leading zeros, at most max. */
static int parse_dec(vparser *p, field f, const char *what, uint64_t max,
                     uint64_t *out)
{
    char b[64];
    uint64_t v = 0;
    size_t i;
    if (f.len == 0 || (f.len > 1 && f.s[0] == '0'))
        return perr(p, "bad %s '%s' (a decimal number without leading zeros)",
                    what, fstr(f, b, sizeof b));
    for (i = 0; i < f.len; i++) {
        if (f.s[i] < '0' || f.s[i] > '9')
            return perr(p, "bad %s '%s' (a decimal number)", what,
                        fstr(f, b, sizeof b));
        if (v > (max - (uint64_t)(f.s[i] - '0')) / 10)
            return perr(p, "%s '%s' is too large", what, fstr(f, b, sizeof b));
        v = v * 10 + (uint64_t)(f.s[i] - '0');
    }
    *out = v;
    return 0;
}

/* "0x" and exactly 2*size lowercase hex digits, stored little-endian. */
static int parse_hex(vparser *p, field f, pv_vec_type ty, unsigned char *dst)
{
    size_t size = pv_vec_type_size(ty), i;
    uint64_t v = 0;
    char b[64], want[64];
    if (f.len != 2 + 2 * size || f.s[0] != '0' || f.s[1] != 'x') {
        snprintf(want, sizeof want, "0x and %lu lowercase hex digits for %s",
                 (unsigned long)(2 * size), pv_vec_type_name(ty));
        return perr(p, "bad value '%s' (want %s)", fstr(f, b, sizeof b), want);
    }
    for (i = 2; i < f.len; i++) {
        char c = f.s[i];
        unsigned d;
        if (c >= '0' && c <= '9')
            d = (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = (unsigned)(c - 'a' + 10);
        else
            return perr(p, "bad value '%s' (lowercase hex digits only)",
                        fstr(f, b, sizeof b), NULL);
        v = v << 4 | d;
    }
    for (i = 0; i < size; i++, v >>= 8)
        dst[i] = (unsigned char)(v & 0xff);
    return 0;
}

static int parse_type(vparser *p, field f, pv_vec_type *ty)
{
    int i;
    char b[64];
    for (i = 0; i < N_VEC_TYPES; i++)
        if (field_is(f, vec_types[i].name)) {
            *ty = (pv_vec_type)i;
            return 0;
        }
    return perr(p, "unknown type '%s' (u8 u16 u32 u64 s8 s16 s32 s64 f16 "
                "bf16 f32 f64)", fstr(f, b, sizeof b), NULL);
}

static int parse_dim3(vparser *p, const field *f, size_t nf, const char *what,
                      ptxvm_dim3 *d)
{
    uint64_t v[3];
    size_t i;
    if (nf != 4)
        return perr(p, "'%s' takes 3 fields: %s X Y Z", what, what);
    for (i = 0; i < 3; i++) {
        if (parse_dec(p, f[1 + i], what, 0xffffffffu, &v[i]) != 0)
            return -1;
        if (v[i] == 0)
            return perr(p, "%s dimensions must be at least 1", what, NULL);
    }
    d->x = (uint32_t)v[0];
    d->y = (uint32_t)v[1];
    d->z = (uint32_t)v[2];
    return 0;
}

static int ident_char(char c, int first)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           c == '$' || (!first && c >= '0' && c <= '9');
}

/* Split one line into fields separated by exactly one space. */
static int split(vparser *p, const char *s, size_t len, field **fields,
                 size_t *nf)
{
    size_t n = 1, i, k = 0, start = 0;
    field *f;
    for (i = 0; i < len; i++)
        if (s[i] == ' ')
            n++;
    f = (field *)malloc(n * sizeof *f);
    if (!f)
        return perr(p, "out of memory", NULL, NULL);
    for (i = 0; i <= len; i++) {
        if (i == len || s[i] == ' ') {
            if (i == start) {
                free(f);
                return perr(p, "empty field (fields are separated by "
                            "exactly one space)", NULL, NULL);
            }
            f[k].s = s + start;
            f[k].len = i - start;
            k++;
            start = i + 1;
        }
    }
    *fields = f;
    *nf = k;
    return 0;
}

/* A value list: fields f[0..n) of type ty into a new buffer. */
static int parse_values(vparser *p, const field *f, size_t n, pv_vec_type ty,
                        unsigned char **out)
{
    size_t size = pv_vec_type_size(ty), i;
    unsigned char *buf = (unsigned char *)malloc(n * size);
    if (!buf)
        return perr(p, "out of memory", NULL, NULL);
    for (i = 0; i < n; i++)
        if (parse_hex(p, f[i], ty, buf + i * size) != 0) {
            free(buf);
            return -1;
        }
    *out = buf;
    return 0;
}

static int parse_directive(vparser *p, int d, const field *f, size_t nf,
                           pv_vec *v)
{
    char b[64];
    uint64_t x;
    size_t i;
    switch (d) {
    case D_KERNEL:
        if (nf != 2)
            return perr(p, "'kernel' takes one field: kernel NAME", NULL, NULL);
        if (f[1].len >= sizeof v->kernel)
            return perr(p, "kernel name too long", NULL, NULL);
        for (i = 0; i < f[1].len; i++)
            if (!ident_char(f[1].s[i], i == 0))
                return perr(p, "bad kernel name '%s'", fstr(f[1], b, sizeof b),
                            NULL);
        memcpy(v->kernel, f[1].s, f[1].len);
        v->kernel[f[1].len] = 0;
        return 0;
    case D_BLOCK:
        return parse_dim3(p, f, nf, "block", &v->block);
    case D_GRID:
        return parse_dim3(p, f, nf, "grid", &v->grid);
    case D_SHARED:
        if (nf != 2)
            return perr(p, "'shared' takes one field: shared BYTES", NULL, NULL);
        if (parse_dec(p, f[1], "shared byte count", 0xffffffffu, &x) != 0)
            return -1;
        v->shared = (uint32_t)x;
        return 0;
    case D_INPUT:
        if (nf < 3)
            return perr(p, "'input' needs a type and at least one value: "
                        "input TYPE v1 ...", NULL, NULL);
        if (parse_type(p, f[1], &v->in_type) != 0)
            return -1;
        if (parse_values(p, f + 2, nf - 2, v->in_type, &v->in_bytes) != 0)
            return -1;
        v->in_count = nf - 2;
        v->has_input = 1;
        return 0;
    case D_OUTPUT:
        if (nf < 3)
            return perr(p, "'output' needs a type and a count: output TYPE N "
                        "v1 ... vN", NULL, NULL);
        if (parse_type(p, f[1], &v->out_type) != 0)
            return -1;
        if (parse_dec(p, f[2], "output count", 1u << 28, &x) != 0)
            return -1;
        if (x == 0)
            return perr(p, "output count must be at least 1", NULL, NULL);
        if (x != nf - 3) {
            char n1[32], n2[32];
            snprintf(n1, sizeof n1, "%llu", (unsigned long long)x);
            snprintf(n2, sizeof n2, "%lu", (unsigned long)(nf - 3));
            return perr(p, "output count is %s but %s values follow", n1, n2);
        }
        if (parse_values(p, f + 3, nf - 3, v->out_type, &v->out_bytes) != 0)
            return -1;
        v->out_count = nf - 3;
        return 0;
    case D_COMPARE:
        if (nf != 2)
            return perr(p, "'compare' takes one field: exact or ieee_eq", NULL,
                        NULL);
        if (field_is(f[1], "exact"))
            v->compare = PV_VEC_EXACT;
        else if (field_is(f[1], "ieee_eq"))
            v->compare = PV_VEC_IEEE_EQ;
        else
            return perr(p, "unknown compare mode '%s' (exact or ieee_eq)",
                        fstr(f[1], b, sizeof b), NULL);
        if (v->compare == PV_VEC_IEEE_EQ && !vec_types[v->out_type].is_float)
            return perr(p, "compare ieee_eq with the integer output type %s",
                        pv_vec_type_name(v->out_type), NULL);
        if (v->compare == PV_VEC_EXACT && vec_types[v->out_type].is_float)
            return perr(p, "compare exact with the float output type %s (the "
                        "harness compares floats with ieee_eq)",
                        pv_vec_type_name(v->out_type), NULL);
        return 0;
    case D_PARAMS:
        if (nf < 2)
            return perr(p, "'params' needs at least one of input, output",
                        NULL, NULL);
        if (nf - 1 > PV_VEC_MAX_PARAMS)
            return perr(p, "too many params", NULL, NULL);
        for (i = 1; i < nf; i++) {
            if (field_is(f[i], "input")) {
                if (!v->has_input)
                    return perr(p, "param 'input' but there is no input line",
                                NULL, NULL);
                v->params[i - 1] = PV_VEC_PARAM_INPUT;
            } else if (field_is(f[i], "output")) {
                v->params[i - 1] = PV_VEC_PARAM_OUTPUT;
            } else {
                return perr(p, "unknown param '%s' (input or output)",
                            fstr(f[i], b, sizeof b), NULL);
            }
        }
        v->nparams = (int)(nf - 1);
        return 0;
    }
    return perr(p, "internal error", NULL, NULL);
}

void pv_vec_free(pv_vec *v)
{
    free(v->in_bytes);
    free(v->out_bytes);
    v->in_bytes = v->out_bytes = NULL;
}

int pv_vec_parse(const char *text, size_t len, pv_vec *v, char *err,
                 size_t errlen)
{
    vparser p;
    size_t pos = 0;
    int next = D_KERNEL;
    char dummy[8];
    memset(v, 0, sizeof *v);
    p.line = 0;
    p.err = err ? err : dummy;
    p.errlen = err ? errlen : sizeof dummy;
    if (p.errlen)
        p.err[0] = 0;
    while (pos < len) {
        const char *s = text + pos;
        size_t n = 0, nf = 0, i;
        field *f = NULL;
        int d;
        char b[64];
        p.line++;
        while (pos + n < len && s[n] != '\n')
            n++;
        if (pos + n == len) {
            perr(&p, "the last line does not end with a newline", NULL, NULL);
            goto fail;
        }
        pos += n + 1;
        for (i = 0; i < n; i++)
            if ((unsigned char)s[i] < 0x20 || (unsigned char)s[i] > 0x7e) {
                snprintf(b, sizeof b, "0x%02x", (unsigned char)s[i]);
                perr(&p, "character %s (plain ASCII only, \\n line ends)", b,
                     NULL);
                goto fail;
            }
        if (n == 0) {
            perr(&p, "empty line", NULL, NULL);
            goto fail;
        }
        if (s[0] == '#')
            continue;
        if (split(&p, s, n, &f, &nf) != 0)
            goto fail;
        for (d = 0; d < D_END; d++)
            if (field_is(f[0], dir_names[d]))
                break;
        if (d == D_END) {
            perr(&p, "unknown directive '%s'", fstr(f[0], b, sizeof b), NULL);
            free(f);
            goto fail;
        }
        if (d != next && !(next == D_INPUT && d == D_OUTPUT)) {
            if (d < next)
                perr(&p, "'%s' again or out of order (after '%s')",
                     dir_names[d], dir_names[next - 1]);
            else
                perr(&p, "'%s' where '%s' is due (missing, or out of order)",
                     dir_names[d], next == D_INPUT ? "input' or 'output"
                                                   : dir_names[next]);
            free(f);
            goto fail;
        }
        if (parse_directive(&p, d, f, nf, v) != 0) {
            free(f);
            goto fail;
        }
        free(f);
        next = d + 1;
    }
    if (next != D_END) {
        p.line++;
        perr(&p, "end of file: missing '%s'",
             dir_names[next == D_INPUT ? D_OUTPUT : next], NULL);
        goto fail;
    }
    return 0;
fail:
    pv_vec_free(v);
    return -1;
}

/* ---- the runner ---------------------------------------------------- */

/* Vectors whose second warp reads past a .global array and writes past
   the output buffer (threads 32-63 of `ldmatrix` read values_g[64..95]
   and store output bytes 256..511): a GPU's allocation granularity hides
   that, ptxvm's checked memory faults. Their expected output is all
   written by the first warp, so they run on one warp, which checks every
   value they expect. */
static int one_warp(const char *name)
{
    return strcmp(name, "ldmatrix") == 0;
}

typedef enum outcome { OC_PASS, OC_FAIL, OC_SKIP } outcome;

typedef struct run_state {
    pv_test *t;
    ptxvm_vm *vm;
    char skip_why[1024];
} run_state;

/* r from a call that may be "not implemented yet": UNSUPPORTED records a
   skip; any other error is a failure. Returns 0 on PTXVM_OK. */
static int check_call(run_state *s, ptxvm_result r, const char *call)
{
    if (r == PTXVM_OK)
        return 0;
    if (r == PTXVM_E_UNSUPPORTED) {
        snprintf(s->skip_why, sizeof s->skip_why, "%s",
                 ptxvm_error_message(s->vm));
        return -1;
    }
    T_CHECK(s->t, 0, "%s: %s: %s", call, ptxvm_result_name(r),
            ptxvm_error_message(s->vm));
    return -1;
}

static void run_vec(pv_test *t, const char *vec_path, const char *name,
                    uint32_t flags, int *counts)
{
    size_t vlen = 0, plen = 0, in_size = 0, out_size = 0;
    char *vtext = NULL, *ptx = NULL, *ptx_path = NULL;
    unsigned char *result = NULL;
    char err[512];
    pv_vec v;
    int parsed = 0, i;
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info info;
    ptxvm_addr in_b = 0, out_b = 0, argv_addr[PV_VEC_MAX_PARAMS];
    void *args[PV_VEC_MAX_PARAMS];
    ptxvm_launch l;
    ptxvm_result r;
    run_state s;

    memset(&s, 0, sizeof s);
    s.t = t;
    memset(&a, 0, sizeof a);

    vtext = test_read_file(vec_path, &vlen);
    if (!vtext) {
        T_CHECK(t, 0, "cannot read %s", vec_path);
        goto done;
    }
    if (pv_vec_parse(vtext, vlen, &v, err, sizeof err) != 0) {
        T_CHECK(t, 0, "%s: malformed: %s", vec_path, err);
        goto done;
    }
    parsed = 1;
    if (strcmp(v.kernel, name) != 0) {
        T_CHECK(t, 0, "%s: kernel '%s' is not the test name '%s'", vec_path,
                v.kernel, name);
        goto done;
    }
    ptx_path = (char *)malloc(strlen(vec_path) + 1);
    strcpy(ptx_path, vec_path);
    strcpy(ptx_path + strlen(ptx_path) - 4, ".ptx");
    ptx = test_read_file(ptx_path, &plen);
    if (!ptx) {
        T_CHECK(t, 0, "cannot read %s", ptx_path);
        goto done;
    }

    test_config(&cfg, &a);
    cfg.flags |= flags;
    r = ptxvm_create(&cfg, &s.vm);
    if (r != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create: %s", ptxvm_result_name(r));
        goto done;
    }
    r = ptxvm_module_load(s.vm, ptx, plen, ptx_path, &m);
    if (r != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_module_load: %s: %s", ptxvm_result_name(r),
                ptxvm_error_message(s.vm));
        goto done;
    }
    if (check_call(&s, ptxvm_module_get_kernel(m, v.kernel, &k),
                   "ptxvm_module_get_kernel"))
        goto done;
    r = ptxvm_kernel_get_info(k, &info);
    if (r != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_kernel_get_info: %s", ptxvm_result_name(r));
        goto done;
    }
    /* the harness passes 64-bit pointers, one per declared param */
    if (info.param_count != (uint32_t)v.nparams) {
        T_CHECK(t, 0, "the kernel declares %u params, the .vec passes %d",
                info.param_count, v.nparams);
        goto done;
    }
    for (i = 0; i < v.nparams; i++)
        if (info.param_sizes[i] != 8) {
            T_CHECK(t, 0, "param %d is %u bytes, not a 64-bit pointer", i,
                    info.param_sizes[i]);
            goto done;
        }

    /* buffers: cuMemAlloc(out), cuMemAlloc(in) + HtoD, cuMemsetD8(out, 0) */
    out_size = v.out_count * pv_vec_type_size(v.out_type);
    /* cuMemAlloc hands out whole pages (2 MiB on current drivers), so a
       store a little past the requested size does not fault on the GPU:
       mma_m16n8k16_f32_bf16_bf16_f32_2x writes 64 threads' results into a
       buffer sized for 32. The allocation here is rounded up to 4 KiB
       (zero-filled like the rest); only the first out_size bytes are
       compared. */
    if (check_call(&s, ptxvm_mem_alloc(s.vm, (out_size + 4095) & ~(size_t)4095,
                                       &out_b),
                   "ptxvm_mem_alloc (output)"))
        goto done;
    if (v.has_input) {
        in_size = v.in_count * pv_vec_type_size(v.in_type);
        if (check_call(&s, ptxvm_mem_alloc(s.vm, in_size, &in_b),
                       "ptxvm_mem_alloc (input)") ||
            check_call(&s, ptxvm_memcpy_htod(s.vm, in_b, v.in_bytes, in_size),
                       "ptxvm_memcpy_htod (input)"))
            goto done;
    }
    if (check_call(&s, ptxvm_memset(s.vm, out_b, 0,
                                    (out_size + 4095) & ~(size_t)4095),
                   "ptxvm_memset (output)"))
        goto done;

    for (i = 0; i < v.nparams; i++) {
        argv_addr[i] = v.params[i] == PV_VEC_PARAM_INPUT ? in_b : out_b;
        args[i] = &argv_addr[i];
    }
    memset(&l, 0, sizeof l);
    l.grid = v.grid;
    l.block = v.block;
    if (one_warp(name) && l.block.x == 64)
        l.block.x = 32;
    l.shared_bytes = v.shared;
    l.args = args;
    l.step_limit = 10000000u;
    if (check_call(&s, ptxvm_launch_kernel(k, &l, NULL), "ptxvm_launch_kernel"))
        goto done;

    result = (unsigned char *)malloc(out_size);
    if (check_call(&s, ptxvm_memcpy_dtoh(s.vm, result, out_b, out_size),
                   "ptxvm_memcpy_dtoh (output)"))
        goto done;
    {
        char msg[1024];
        size_t bad = pv_vec_compare_buf(v.out_type, v.compare, result,
                                        v.out_bytes, v.out_count, msg,
                                        sizeof msg);
        T_CHECK(t, bad == 0, "%s", msg);
    }
    if (v.has_input &&
        check_call(&s, ptxvm_mem_free(s.vm, in_b), "ptxvm_mem_free (input)"))
        goto done;
    if (check_call(&s, ptxvm_mem_free(s.vm, out_b), "ptxvm_mem_free (output)"))
        goto done;

done:
    ptxvm_module_unload(m);
    ptxvm_destroy(s.vm);
    if (s.vm)
        T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    if (parsed)
        pv_vec_free(&v);
    free(result);
    free(ptx);
    free(ptx_path);
    free(vtext);
    if (t->case_failed || !s.skip_why[0]) {
        counts[t->case_failed ? OC_FAIL : OC_PASS]++;
        test_end(t);
    } else {
        counts[OC_SKIP]++;
        test_skip(t, s.skip_why);
    }
}

void suite_conformance(pv_test *t, const char *dir)
{
    int n, i, counts[3] = {0, 0, 0};
    char **files = test_list_dir(dir, ".vec", &n);
    if (!files) {
        char why[512];
        snprintf(why, sizeof why, "%s not present", dir);
        if (test_begin(t, "conformance"))
            test_skip(t, why);   /* "skip conformance: DIR not present" */
        return;
    }
    if (n == 0 && test_begin(t, "conformance %s", dir)) {
        T_CHECK(t, 0, "no .vec files in %s", dir);
        counts[OC_FAIL]++;
        test_end(t);
    }
    for (i = 0; i < n; i++) {
        const char *base = strrchr(files[i], '/');
        char name[256];
        size_t bl;
        base = base ? base + 1 : files[i];
        bl = strlen(base) - 4;   /* without ".vec" */
        if (bl >= sizeof name)
            bl = sizeof name - 1;
        memcpy(name, base, bl);
        name[bl] = 0;
        if (test_begin(t, "conformance %s", name))
            run_vec(t, files[i], name, 0, counts);
        /* and compiled instruction by instruction: the same results */
        if (test_begin(t, "conformance %s unfused", name))
            run_vec(t, files[i], name, PTXVM_FLAG_NO_FUSION, counts);
    }
    test_free_list(files, n);
    if (counts[0] + counts[1] + counts[2])
        printf("conformance: %d passed, %d failed, %d skipped (unsupported)\n",
               counts[OC_PASS], counts[OC_FAIL], counts[OC_SKIP]);
}
