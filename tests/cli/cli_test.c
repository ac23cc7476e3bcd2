/* Tests of the ptxvm command-line program: every subcommand and option,
   run as a user runs them (fork and exec of the binary named on the
   command line), on committed PTX (examples/, tests/cli/). Outputs are
   checked exactly against values derived here independently: saxpy's
   results computed with fmaf, the rand: generator from the published
   splitmix64 algorithm and its known first output, the --json text
   with a JSON parser of this file. Every run must also leave stderr
   free of sanitizer reports. Run from the repository root:
       cli_test PATH-TO-PTXVM */
#include "../../ptxvm.h"
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *prog;
static int checks, failures;
static char tmpdir[64];

typedef struct result {
    int   status;               /* exit status, or 128 + signal          */
    char *out, *err;
    size_t out_len;
} result;

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = (char *)malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    fclose(f);
    if (len)
        *len = (size_t)n;
    return buf;
}

static void tmp_path(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/%s", tmpdir, name);
}

/* Run the program with args (NULL-terminated), stdin from in_path (NULL:
   /dev/null), stdout and stderr captured; a run over 120 s is killed. */
static result run_in(const char *in_path, const char *const *args)
{
    char outp[128], errp[128];
    const char *argv[64];
    result r;
    pid_t pid;
    int n = 0, ws;
    memset(&r, 0, sizeof r);
    tmp_path(outp, sizeof outp, "stdout");
    tmp_path(errp, sizeof errp, "stderr");
    argv[n++] = prog;
    while (*args && n < 63)
        argv[n++] = *args++;
    argv[n] = NULL;
    fflush(NULL);
    pid = fork();
    if (pid == 0) {
        int in = open(in_path ? in_path : "/dev/null", O_RDONLY);
        int out = open(outp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        int err = open(errp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (in < 0 || out < 0 || err < 0)
            _exit(126);
        dup2(in, 0);
        dup2(out, 1);
        dup2(err, 2);
        alarm(120);
        execv(prog, (char *const *)argv);
        _exit(127);
    }
    if (pid < 0 || waitpid(pid, &ws, 0) != pid) {
        r.status = -1;
    } else {
        r.status = WIFEXITED(ws) ? WEXITSTATUS(ws) : 128 + WTERMSIG(ws);
    }
    r.out = slurp(outp, &r.out_len);
    r.err = slurp(errp, NULL);
    if (!r.out)
        r.out = calloc(1, 1);
    if (!r.err)
        r.err = calloc(1, 1);
    return r;
}

#define RUN(...) run_in(NULL, (const char *const[]){__VA_ARGS__, NULL})
#define RUN_IN(in, ...) run_in(in, (const char *const[]){__VA_ARGS__, NULL})

static void check(int ok, const char *what, const result *r, const char *fmt, ...)
{
    checks++;
    if (ok)
        return;
    failures++;
    printf("FAIL %s: ", what);
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        vprintf(fmt, ap);
        va_end(ap);
    }
    if (r)
        printf("\n  status %d\n  stdout: %.2000s\n  stderr: %.2000s", r->status,
               r->out, r->err);
    printf("\n");
}

/* status, and a stderr free of sanitizer reports */
static void expect_status(const char *what, const result *r, int status)
{
    check(r->status == status, what, r, "exit status %d, expected %d",
          r->status, status);
    check(!strstr(r->err, "Sanitizer") && !strstr(r->err, "runtime error:"),
          what, r, "sanitizer report");
}

static void expect_out(const char *what, const result *r, const char *text)
{
    check(strcmp(r->out, text) == 0, what, r, "stdout differs from:\n%s", text);
}

static void expect_err(const char *what, const result *r, const char *text)
{
    check(strcmp(r->err, text) == 0, what, r, "stderr differs from:\n%s", text);
}

static void expect_in(const char *what, const char *hay, const char *needle,
                      const result *r)
{
    check(strstr(hay, needle) != NULL, what, r, "'%s' missing", needle);
}

static void done(result *r)
{
    free(r->out);
    free(r->err);
}

/* ---- a JSON parser (RFC 8259), to check --json's text ---- */
typedef struct jp { const char *s; int depth; } jp;
static int j_value(jp *p);
static void j_ws(jp *p) { while (*p->s == ' ' || *p->s == '\n' || *p->s == '\t' || *p->s == '\r') p->s++; }
static int j_lit(jp *p, const char *w)
{
    size_t n = strlen(w);
    if (strncmp(p->s, w, n))
        return 0;
    p->s += n;
    return 1;
}
static int j_string(jp *p)
{
    if (*p->s++ != '"')
        return 0;
    while (*p->s != '"') {
        unsigned char c = (unsigned char)*p->s;
        if (c < 0x20)
            return 0;
        if (c == '\\') {
            p->s++;
            if (*p->s == 'u') {
                int i;
                for (i = 1; i <= 4; i++)
                    if (!strchr("0123456789abcdefABCDEF", p->s[i]) || !p->s[i])
                        return 0;
                p->s += 5;
                continue;
            }
            if (!*p->s || !strchr("\"\\/bfnrt", *p->s))
                return 0;
        }
        p->s++;
    }
    p->s++;
    return 1;
}
static int j_number(jp *p)
{
    const char *s = p->s;
    if (*s == '-')
        s++;
    if (*s == '0')
        s++;
    else if (*s >= '1' && *s <= '9')
        while (*s >= '0' && *s <= '9') s++;
    else
        return 0;
    if (*s == '.') {
        s++;
        if (!(*s >= '0' && *s <= '9')) return 0;
        while (*s >= '0' && *s <= '9') s++;
    }
    if (*s == 'e' || *s == 'E') {
        s++;
        if (*s == '+' || *s == '-') s++;
        if (!(*s >= '0' && *s <= '9')) return 0;
        while (*s >= '0' && *s <= '9') s++;
    }
    p->s = s;
    return 1;
}
static int j_members(jp *p, char close, int keyed)
{
    p->s++;
    j_ws(p);
    if (*p->s == close) {
        p->s++;
        return 1;
    }
    for (;;) {
        j_ws(p);
        if (keyed) {
            if (!j_string(p)) return 0;
            j_ws(p);
            if (*p->s++ != ':') return 0;
        }
        if (!j_value(p)) return 0;
        j_ws(p);
        if (*p->s == ',') { p->s++; continue; }
        if (*p->s++ != close) return 0;
        return 1;
    }
}
static int j_value(jp *p)
{
    int ok;
    j_ws(p);
    if (++p->depth > 64)
        return 0;
    switch (*p->s) {
    case '{': ok = j_members(p, '}', 1); break;
    case '[': ok = j_members(p, ']', 0); break;
    case '"': ok = j_string(p); break;
    case 't': ok = j_lit(p, "true"); break;
    case 'f': ok = j_lit(p, "false"); break;
    case 'n': ok = j_lit(p, "null"); break;
    default: ok = j_number(p);
    }
    p->depth--;
    return ok;
}
/* one JSON text, then a newline, then nothing */
static int json_valid(const char *s)
{
    jp p;
    p.s = s;
    p.depth = 0;
    if (!j_value(&p))
        return 0;
    j_ws(&p);
    return *p.s == 0 && s[strlen(s) - 1] == '\n';
}

/* ---- splitmix64, as published (Steele, Lea, Flood 2014; Vigna) ---- */
static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, n, f) != n) {
        printf("cannot write %s\n", path);
        exit(2);
    }
    fclose(f);
}

/* ---- the cases ---- */

static void test_help(void)
{
    static const char *const cmds[] = {"check", "info", "print", "disasm", "run"};
    static const char *const run_opts[] = {"--grid", "--block", "--cluster", "--shared",
        "--out", "--threads", "--step-limit", "--timeout", "--mem-limit", "--zero-state",
        "--stats", "--json", "buf:N", "buf:TYPE:N", "in:[TYPE:]FILE", "range:TYPE:N",
        "rand:TYPE:N:SEED", "fill:TYPE:N:VALUE", "data:TYPE:V1,V2"};
    char want[64];
    size_t i;
    result r = RUN("--version");
    snprintf(want, sizeof want, "ptxvm %s (library %s)\n", PTXVM_VERSION_STRING,
             PTXVM_VERSION_STRING);
    expect_status("--version", &r, 0);
    expect_out("--version", &r, want);
    done(&r);
    r = RUN("--help");
    expect_status("--help", &r, 0);
    expect_in("--help", r.out, "usage: ptxvm COMMAND", &r);
    for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        expect_in("--help lists", r.out, cmds[i], &r);
    done(&r);
    r = run_in(NULL, (const char *const[]){NULL});
    expect_status("no arguments", &r, 2);
    expect_in("no arguments: usage on stderr", r.err, "usage: ptxvm", &r);
    done(&r);
    for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
        r = RUN("help", cmds[i]);
        expect_status("help COMMAND", &r, 0);
        snprintf(want, sizeof want, "usage: ptxvm %s", cmds[i]);
        expect_in("help COMMAND", r.out, want, &r);
        done(&r);
        r = RUN(cmds[i], "--help");
        expect_status("COMMAND --help", &r, 0);
        expect_in("COMMAND --help", r.out, want, &r);
        done(&r);
    }
    r = RUN("help", "run");
    for (i = 0; i < sizeof run_opts / sizeof run_opts[0]; i++)
        expect_in("help run lists", r.out, run_opts[i], &r);
    done(&r);
    r = RUN("help", "frob");
    expect_status("help of no command", &r, 2);
    done(&r);
    r = RUN("frob");
    expect_status("unknown subcommand", &r, 2);
    expect_err("unknown subcommand", &r,
               "ptxvm: unknown subcommand 'frob' (see 'ptxvm --help')\n");
    done(&r);
}

static void test_check(void)
{
    result r = RUN("check", "examples/saxpy.ptx", "examples/tex_blur.ptx");
    expect_status("check clean files", &r, 0);
    expect_out("check clean files: silent", &r, "");
    expect_err("check clean files: silent", &r, "");
    done(&r);
    r = RUN("check", "tests/cli/bad_syntax.ptx");
    expect_status("check syntax error", &r, 1);
    expect_err("check syntax error", &r, "tests/cli/bad_syntax.ptx:8:17: error: "
               "expected ',' or ';', found identifier '%r2'\n");
    done(&r);
    r = RUN("check", "tests/cli/no-such-file.ptx");
    expect_status("check missing file", &r, 2);
    expect_err("check missing file", &r,
               "ptxvm: tests/cli/no-such-file.ptx: No such file or directory\n");
    done(&r);
    r = RUN("check", "tests/cli/bad_syntax.ptx", "tests/cli/no-such-file.ptx",
            "examples/saxpy.ptx");
    expect_status("check: a missing file outranks errors", &r, 2);
    expect_in("check: every file reported", r.err, "bad_syntax.ptx:8:17: error:", &r);
    done(&r);
    r = RUN("check", "examples/host_rng.ptx");
    expect_status("check link error", &r, 1);
    expect_in("check link error", r.err, "examples/host_rng.ptx:14:43: error: function "
              "'host_rand' is declared but neither defined", &r);
    done(&r);
    r = RUN("check", "tests/cli/gap.ptx");
    expect_status("check unsupported: a warning", &r, 0);
    expect_err("check unsupported: a warning", &r, "tests/cli/gap.ptx:15:5: warning: "
               "instruction 'pmevent' is not supported by this version of ptxvm\n");
    done(&r);
    r = RUN("check", "--strict", "tests/cli/gap.ptx");
    expect_status("check --strict unsupported: an error", &r, 1);
    expect_in("check --strict", r.err, "tests/cli/gap.ptx:15:5: error: instruction "
              "'pmevent'", &r);
    done(&r);
    r = RUN_IN("tests/cli/bad_syntax.ptx", "check", "-");
    expect_status("check standard input", &r, 1);
    expect_err("check standard input", &r, "-:8:17: error: expected ',' or ';', "
               "found identifier '%r2'\n");
    done(&r);
    r = RUN("check");
    expect_status("check without files", &r, 2);
    done(&r);
    r = RUN("check", "--frob", "examples/saxpy.ptx");
    expect_status("check unknown option", &r, 2);
    done(&r);
}

static void test_info(void)
{
    result r = RUN("info", "examples/saxpy.ptx");
    expect_status("info saxpy", &r, 0);
    expect_in("info saxpy", r.out, "examples/saxpy.ptx: 1 kernel\nkernel saxpy\n"
              "  parameters   4, 24 bytes (24 with alignment)\n"
              "    0   saxpy_param_0            4 bytes, align 4\n"
              "    1   saxpy_param_1            4 bytes, align 4\n"
              "    2   saxpy_param_2            8 bytes, align 8\n"
              "    3   saxpy_param_3            8 bytes, align 8\n"
              /* %f<5> %r<6> %rd<8>, %p<2> */
              "  registers    19 declared, 2 predicates; compiled: ", &r);
    expect_in("info saxpy", r.out, "  shared       0 bytes static\n"
              "  local        0 bytes a thread\n"
              "  const        0 bytes in the module\n"
              "  global       0 bytes in the module\n", &r);
    done(&r);
    r = RUN("info", "tests/cli/kernels.ptx", "mix");
    expect_status("info one kernel", &r, 0);
    {
        const char *head = "kernel mix\n  parameters   7, 52 bytes (52 with alignment)\n";
        check(strncmp(r.out, head, strlen(head)) == 0, "info one kernel", &r, "header");
    }
    expect_in("info: parameter names", r.out, "    5   y                        8 bytes, align 8\n", &r);
    /* %r<6> %rd<20> %fd<5>; one predicate */
    expect_in("info: registers", r.out, "  registers    31 declared, 1 predicates;", &r);
    /* table: 4 x b32; the format string: 15 bytes */
    expect_in("info: .const", r.out, "  const        16 bytes in the module\n", &r);
    expect_in("info: .global", r.out, "  global       15 bytes in the module\n", &r);
    check(strstr(r.out, "kernel hello") == NULL, "info one kernel", &r, "others listed");
    done(&r);
    r = RUN("info", "tests/cli/kernels.ptx", "hello");
    expect_in("info: .local", r.out, "  local        8 bytes a thread\n", &r);
    done(&r);
    r = RUN("info", "tests/cli/gap.ptx");
    expect_status("info unsupported", &r, 0);
    expect_in("info unsupported", r.out, "kernel fine\n  parameters   1, 8 bytes", &r);
    expect_in("info unsupported", r.out, "kernel lacking\n  lacks        tests/cli/gap.ptx:15:5: "
              "error: instruction 'pmevent' is not supported", &r);
    done(&r);
    r = RUN("info", "--json", "tests/cli/gap.ptx");
    expect_status("info --json", &r, 0);
    check(json_valid(r.out), "info --json parses", &r, NULL);
    expect_in("info --json", r.out, "{\"file\":\"tests/cli/gap.ptx\",\"kernels\":["
              "{\"name\":\"fine\",\"runs\":true,\"params\":[{\"name\":\"p\",\"size\":8,"
              "\"align\":8}],\"param_bytes\":8,\"ptx_registers\":0,\"ptx_predicates\":0,", &r);
    expect_in("info --json", r.out, "{\"name\":\"lacking\",\"runs\":false,\"status\":"
              "\"PTXVM_E_UNSUPPORTED\",\"message\":\"tests/cli/gap.ptx:15:5: error: "
              "instruction 'pmevent' is not supported by this version of ptxvm\"}]}\n", &r);
    done(&r);
    r = RUN("info", "tests/cli/kernels.ptx", "hello", "--json");
    expect_status("info --json KERNEL", &r, 0);
    check(json_valid(r.out), "info --json parses", &r, NULL);
    expect_in("info --json KERNEL", r.out, "\"local_bytes\":8,\"uses_stack\":false,"
              "\"const_bytes\":16,\"global_bytes\":15,\"reqntid\":[0,0,0],", &r);
    check(strstr(r.out, "\"mix\"") == NULL, "info --json KERNEL", &r, "others listed");
    done(&r);
    r = RUN("info", "examples/saxpy.ptx", "nosuch");
    expect_status("info unknown kernel", &r, 1);
    expect_err("info unknown kernel", &r, "ptxvm: examples/saxpy.ptx: no kernel 'nosuch'\n");
    done(&r);
    r = RUN("info", "tests/cli/bad_syntax.ptx");
    expect_status("info syntax error", &r, 1);
    done(&r);
    r = RUN("info");
    expect_status("info without a file", &r, 2);
    done(&r);
}

static void test_print_disasm(void)
{
    char p1[128], p2[128];
    char *again;
    result r = RUN("print", "examples/saxpy.ptx");
    expect_status("print", &r, 0);
    expect_in("print", r.out, ".entry saxpy", &r);
    expect_in("print", r.out, "fma.rn.f32", &r);
    /* the canonical text parses back and prints the same */
    tmp_path(p1, sizeof p1, "printed.ptx");
    tmp_path(p2, sizeof p2, "printed2.ptx");
    write_file(p1, r.out, r.out_len);
    done(&r);
    r = RUN("print", p1);
    expect_status("print of print", &r, 0);
    write_file(p2, r.out, r.out_len);
    again = slurp(p1, NULL);
    check(again && strcmp(again, r.out) == 0, "print is a fixed point", &r, NULL);
    free(again);
    done(&r);
    r = RUN("print", "tests/cli/bad_syntax.ptx");
    expect_status("print syntax error", &r, 1);
    done(&r);
    r = RUN("disasm", "examples/saxpy.ptx");
    expect_status("disasm", &r, 0);
    expect_in("disasm", r.out, "saxpy", &r);
    check(strchr(r.out, '\n') && strlen(r.out) > 200, "disasm", &r, "short listing");
    done(&r);
    r = RUN("disasm", "tests/cli/kernels.ptx", "spin");
    expect_status("disasm one kernel", &r, 0);
    expect_in("disasm one kernel", r.out, "spin", &r);
    check(strstr(r.out, "rotate") == NULL, "disasm one kernel", &r, "others listed");
    done(&r);
    r = RUN("disasm", "examples/saxpy.ptx", "nosuch");
    expect_status("disasm unknown kernel", &r, 1);
    done(&r);
    r = RUN("disasm", "tests/cli/gap.ptx");
    expect_status("disasm unsupported kernel", &r, 1);
    expect_in("disasm unsupported kernel", r.err, "gap.ptx:15:5: error:", &r);
    done(&r);
}

/* saxpy: y = a * x + y over n elements, x = range:f32, y = rand:f32 */
static void test_run_saxpy(void)
{
    enum { N = 1000 };
    char want[N * 20], *w = want;
    uint64_t st = 42;
    int i;
    result r;
    for (i = 0; i < N; i++) {
        float y = (float)(splitmix64(&st) >> 40) * (1.0f / 16777216.0f);
        w += sprintf(w, "%.9g\n", (double)fmaf((float)i, 2.5f, y));
    }
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "--grid", "4", "--block", "256",
            "u32:1000", "f32:2.5", "range:f32:1000", "rand:f32:1000:42", "--out", "3");
    expect_status("run saxpy", &r, 0);
    expect_out("run saxpy", &r, want);
    done(&r);
    /* the same on 2 workers, grid as X,Y,Z, options as --opt=value */
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "--grid=4,1,1", "--block=256",
            "--threads=2", "u32:1000", "f32:2.5", "range:f32:1000", "rand:f32:1000:42",
            "--out=3:f32", "--timeout=60");
    expect_status("run saxpy on 2 workers", &r, 0);
    expect_out("run saxpy on 2 workers", &r, want);
    done(&r);
    /* splitmix64 from 0 starts 0xe220a8397b1dcdaf (its published first
       value); u64 prints in decimal, b64 in hex */
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:0", "f32:0", "rand:u64:2:0",
            "rand:b64:1:0", "--out", "2", "--out", "3");
    expect_status("rand u64", &r, 0);
    check(strncmp(r.out, "16294208416658607535\n", 21) == 0, "rand u64", &r, NULL);
    check(strstr(r.out, "\n0xe220a8397b1dcdaf\n") != NULL, "rand b64", &r, NULL);
    done(&r);
    /* --stats */
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "--block", "8", "u32:8", "f32:1",
            "buf:f32:8", "buf:f32:8", "--stats");
    {
        unsigned long long wi = 0, ti = 0;
        double ms = -1;
        expect_status("--stats", &r, 0);
        check(sscanf(r.err, "saxpy: %llu warp instructions, %llu thread instructions, "
                     "%lf ms", &wi, &ti, &ms) == 3 && wi > 0 && ti >= 8 * wi / 2 && ms >= 0,
              "--stats", &r, "counts");
    }
    done(&r);
}

static void test_run_buffers(void)
{
    char raw[128], text[128], inb[128];
    unsigned char bytes[12] = {1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 7, 0, 0, 0};
    char *got;
    size_t n = 0;
    /* mix: d = a * b + table[i % 4] (s64), e = x * 0.5 + y (f64) */
    result r = RUN("run", "tests/cli/kernels.ptx", "mix", "--block", "8",
                   "buf:i64:5", "data:i64:1,-2,3,4,5", "data:s64:10,20,30,40,50",
                   "buf:f64:5", "range:f64:5", "f64:0.25", "u32:5", "--out", "0", "--out", "3");
    expect_status("run mix", &r, 0);
    expect_out("run mix", &r, "11\n-38\n93\n164\n251\n0.25\n0.75\n1.25\n1.75\n2.25\n");
    done(&r);
    /* fill:, hex floats, formats of --out */
    r = RUN("run", "tests/cli/kernels.ptx", "mix", "buf:16", "fill:i64:2:-3",
            "fill:i64:2:0x10", "buf:f64:2", "data:f64:0x1p-1,-inf", "f64:1e300", "u32:2",
            "--block", "2", "--out", "0", "--out", "0:i64", "--out", "3", "--out", "0:u8");
    expect_status("run fill", &r, 0);
    /* -3 * 16 + 1 = -47, -3 * 16 + 2 = -46 */
    expect_out("run fill", &r,
               "00000000: d1 ff ff ff ff ff ff ff d2 ff ff ff ff ff ff ff\n"
               "-47\n-46\n"
               "1.0000000000000001e+300\n-inf\n"
               "209\n255\n255\n255\n255\n255\n255\n255\n210\n255\n255\n255\n255\n255\n255\n255\n");
    done(&r);
    /* in:FILE, and --out to files: raw bytes, or text with a format */
    tmp_path(inb, sizeof inb, "in.bin");
    tmp_path(raw, sizeof raw, "raw.bin");
    tmp_path(text, sizeof text, "text.txt");
    write_file(inb, bytes, sizeof bytes);
    {
        char in_arg[160], out_raw[160], out_text[160];
        snprintf(in_arg, sizeof in_arg, "in:i32:%s", inb);
        snprintf(out_raw, sizeof out_raw, "1=%s", raw);
        snprintf(out_text, sizeof out_text, "1:i32=%s", text);
        r = RUN("run", "tests/cli/kernels.ptx", "poke", in_arg, "u32:1", "--block", "3",
                "--out", "0", "--out", out_raw, "--out", out_text);
    }
    /* poke takes (p, stride): argument 1 is a scalar */
    expect_status("--out of a scalar", &r, 2);
    expect_err("--out of a scalar", &r, "ptxvm: run: --out 1: argument 1 is not a buffer\n");
    done(&r);
    {
        char in_arg[160], out_raw[160], out_text[160];
        snprintf(in_arg, sizeof in_arg, "in:i32:%s", inb);
        snprintf(out_raw, sizeof out_raw, "0=%s", raw);
        snprintf(out_text, sizeof out_text, "0:i32=%s", text);
        r = RUN("run", "tests/cli/kernels.ptx", "poke", in_arg, "u32:1", "--block", "2",
                "--out", "0", "--out", out_raw, "--out", out_text);
    }
    expect_status("run in:", &r, 0);
    /* threads 0 and 1 store their index; the third element stays 7 */
    expect_out("run in:", &r, "0\n1\n7\n");
    got = slurp(raw, &n);
    check(got && n == 12 && memcmp(got, "\0\0\0\0\1\0\0\0\7\0\0\0", 12) == 0,
          "--out K=FILE: raw bytes", NULL, NULL);
    free(got);
    got = slurp(text, NULL);
    check(got && strcmp(got, "0\n1\n7\n") == 0, "--out K:FMT=FILE: text", NULL, NULL);
    free(got);
    done(&r);
    /* FILE - is standard output: raw bytes, or text with a format */
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "--block", "2", "u32:2", "f32:2",
            "data:f32:1,2", "data:u32:0x41000000,0x42", "--out", "3=-", "--out", "3:f32=-");
    expect_status("--out K=-", &r, 0);
    /* 2 * 1 + 8 = 10 (0x41200000); 2 * 2 + 0x42 as f32 (a denormal) = 4 */
    check(r.out_len == 8 + 5 && memcmp(r.out, "\x00\x00\x20\x41\x00\x00\x80\x40" "10\n4\n", 13) == 0,
          "--out K=-", &r, "bytes");
    done(&r);
    /* dynamic shared memory */
    r = RUN("run", "tests/cli/kernels.ptx", "rotate", "buf:u32:4", "--block", "4",
            "--shared", "16", "--out", "0");
    expect_status("--shared", &r, 0);
    expect_out("--shared", &r, "10\n20\n30\n0\n");
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "rotate", "buf:u32:4", "--block", "4",
            "--zero-state", "--shared", "16", "--out", "0:b32");
    expect_status("--zero-state", &r, 0);
    expect_out("--zero-state", &r, "0x0000000a\n0x00000014\n0x0000001e\n0x00000000\n");
    done(&r);
}

static void test_run_printf_json(void)
{
    result r = RUN("run", "tests/cli/kernels.ptx", "hello", "--block", "4", "--threads", "1",
                   "i32:100");
    expect_status("printf", &r, 0);
    expect_out("printf", &r, "thread 0: 100\nthread 1: 101\nthread 2: 102\nthread 3: 103\n");
    done(&r);
    /* the edges of the range, decimal and hex: base + tid wraps in u32 */
    r = RUN("run", "tests/cli/kernels.ptx", "hello", "--block", "2", "--threads", "1",
            "i32:-2147483648");
    expect_status("i32 minimum", &r, 0);
    expect_out("i32 minimum", &r, "thread 0: -2147483648\nthread 1: -2147483647\n");
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "hello", "--threads", "1", "i32:0x7fffffff");
    expect_status("i32 maximum in hex", &r, 0);
    expect_out("i32 maximum in hex", &r, "thread 0: 2147483647\n");
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "hello", "--block", "2", "i32:-5", "--json");
    expect_status("--json printf", &r, 0);
    check(json_valid(r.out), "--json parses", &r, NULL);
    expect_in("--json printf", r.out, "{\"status\":\"PTXVM_OK\",\"message\":\"\","
              "\"file\":\"tests/cli/kernels.ptx\",\"kernel\":\"hello\",\"grid\":[1,1,1],"
              "\"block\":[2,1,1],\"shared\":0,\"stats\":{\"warp_instructions\":", &r);
    expect_in("--json printf", r.out, "\"printf\":\"thread 0: -5\\nthread 1: -4\\n\","
              "\"outputs\":[]}\n", &r);
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "mix", "--block", "4", "buf:i64:2",
            "data:i64:1,2", "data:i64:3,4", "buf:f64:2", "data:f64:1,nan", "f64:0",
            "u32:2", "--json", "--out", "0", "--out", "3", "--out", "0:hex",
            "--out", "0:b64");
    expect_status("--json outputs", &r, 0);
    check(json_valid(r.out), "--json parses", &r, NULL);
    expect_in("--json outputs", r.out, ",\"outputs\":[{\"arg\":0,\"format\":\"i64\","
              "\"values\":[4,10]},{\"arg\":3,\"format\":\"f64\",\"values\":[0.5,\"nan\"]},"
              "{\"arg\":0,\"format\":\"hex\",\"values\":\"04000000000000000a00000000000000\"},"
              "{\"arg\":0,\"format\":\"b64\",\"values\":[\"0x0000000000000004\","
              "\"0x000000000000000a\"]}]}\n", &r);
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "poke", "buf:u32:4", "u32:3", "--block", "4",
            "--json", "--out", "0");
    expect_status("--json memory fault", &r, 3);
    check(json_valid(r.out), "--json parses", &r, NULL);
    expect_in("--json memory fault", r.out, "{\"status\":\"PTXVM_E_MEMORY_FAULT\","
              "\"message\":\"tests/cli/kernels.ptx:", &r);
    check(strstr(r.out, "\"outputs\"") == NULL, "--json memory fault: no outputs", &r, NULL);
    done(&r);
    r = RUN("run", "tests/cli/bad_syntax.ptx", "broken", "--json");
    expect_status("--json syntax error", &r, 1);
    check(json_valid(r.out), "--json parses", &r, NULL);
    expect_in("--json syntax error", r.out, "{\"status\":\"PTXVM_E_SYNTAX\",\"message\":"
              "\"tests/cli/bad_syntax.ptx:8:17: error: expected ',' or ';', found "
              "identifier '%r2'\"", &r);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "i32:1", "--json");
    expect_status("--json bad arguments", &r, 2);
    check(json_valid(r.out), "--json parses", &r, NULL);
    expect_in("--json bad arguments", r.out, "{\"status\":\"PTXVM_E_INVALID_ARGUMENT\","
              "\"message\":\"run: kernel 'saxpy' takes 4 arguments, 1 given\"", &r);
    done(&r);
}

static void test_run_failures(void)
{
    static const struct { const char *arg, *err; } bad[] = {
        {"i32:abc", "ptxvm: argument 'i32:abc': not a number\n"},
        {"i8:300", "ptxvm: argument 'i8:300': out of range for the type\n"},
        {"u8:-1", "ptxvm: argument 'u8:-1': negative value for an unsigned type\n"},
        {"f33:1", "ptxvm: argument 'f33:1': unknown type or buffer kind\n"},
        {"buf:0", "ptxvm: argument 'buf:0': the count must be a positive number\n"},
        {"rand:f32:4", "ptxvm: argument 'rand:f32:4': expected rand:TYPE:N:SEED\n"},
        {"range:q7:4", "ptxvm: argument 'range:q7:4': unknown element type (i8 i16 i32 "
                       "i64 u8 u16 u32 u64 b8 b16 b32 b64 f32 f64)\n"},
        {"data:i32:1,x", "ptxvm: argument 'data:i32:1,x': value 1 'x': not a number\n"},
        {"17", "ptxvm: argument '17': expected TYPE:VALUE or a buffer (buf:, in:, range:, "
               "rand:, fill:, data:)\n"},
        {"in:tests/cli/no-such-file", "ptxvm: tests/cli/no-such-file: No such file or directory\n"},
        {"in:f32:", "ptxvm: argument 'in:f32:': no file name\n"},
        {"f32:1e39", "ptxvm: argument 'f32:1e39': out of range for f32\n"},
        {"f64:-1e309", "ptxvm: argument 'f64:-1e309': out of range for f64\n"},
        {"i32:2147483648", "ptxvm: argument 'i32:2147483648': out of range for the type\n"},
    };
    size_t i;
    result r;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        r = RUN("run", "tests/cli/kernels.ptx", "hello", bad[i].arg);
        expect_status("bad argument", &r, 2);
        expect_err("bad argument", &r, bad[i].err);
        done(&r);
    }
    r = RUN("run", "tests/cli/kernels.ptx", "poke", "buf:u32:4", "u32:2", "--block", "4");
    expect_status("memory fault", &r, 3);
    expect_in("memory fault", r.err, "tests/cli/kernels.ptx:", &r);
    expect_in("memory fault", r.err, ": error: memory fault: store of 4 bytes at ", &r);
    expect_in("memory fault", r.err, "in kernel poke, block (0,0,0), thread (2,0,0)", &r);
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "spin", "--step-limit", "1000");
    expect_status("step limit", &r, 3);
    expect_in("step limit", r.err, ": error: step limit of 1000 warp instructions "
              "reached in kernel spin", &r);
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "spin", "--timeout", "0.2");
    expect_status("--timeout", &r, 3);
    expect_err("--timeout", &r, "tests/cli/kernels.ptx:57:5: error: interrupted by "
               "ptxvm_interrupt in kernel spin, block (0,0,0)\n"
               "ptxvm: the launch ran past --timeout 0.2 s\n");
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "spin", "--timeout", "0");
    expect_status("--timeout 0", &r, 2);
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "trapper");
    expect_status("trap", &r, 3);
    expect_in("trap", r.err, ": error: trap in kernel trapper", &r);
    done(&r);
    r = RUN("run", "tests/hostile/bar-divergent-branch.ptx", "k", "buf:1024", "--block", "64",
            "--step-limit", "100000", "--json");
    expect_status("deadlock", &r, 3);
    check(json_valid(r.out), "--json parses", &r, NULL);
    expect_in("deadlock", r.out, "{\"status\":\"PTXVM_E_DEADLOCK\",\"message\":"
              "\"tests/hostile/bar-divergent-branch.ptx:17:3: error: barrier deadlock in "
              "kernel k, block (0,0,0)", &r);
    expect_in("deadlock", r.err, "tests/hostile/bar-divergent-branch.ptx:17:3: error: "
              "barrier deadlock in kernel k", &r);
    done(&r);
    r = RUN("run", "tests/hostile/assertfail.ptx", "k", "buf:1024", "--block", "8");
    expect_status("assertion", &r, 3);
    expect_in("assertion", r.err, "tests/hostile/assertfail.ptx:35:5: error: evil.cu:66: "
              "attack: block [0,0,0], thread [3,0,0] Assertion `sandbox holds` failed.\n", &r);
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "rotate", "buf:u32:4", "--block", "4");
    expect_status("no dynamic shared memory", &r, 3);
    expect_in("no dynamic shared memory", r.err, "memory fault", &r);
    done(&r);
    r = RUN("run", "tests/cli/kernels.ptx", "nosuch");
    expect_status("unknown kernel", &r, 1);
    expect_err("unknown kernel", &r, "ptxvm: tests/cli/kernels.ptx: no kernel 'nosuch'; "
               "the module has:\n  hello\n  poke\n  spin\n  trapper\n  mix\n  rotate\n");
    done(&r);
    r = RUN("run", "tests/cli/gap.ptx", "lacking", "buf:4");
    expect_status("unsupported kernel", &r, 1);
    expect_in("unsupported kernel", r.err, "tests/cli/gap.ptx:15:5: error: instruction "
              "'pmevent'", &r);
    done(&r);
    r = RUN("run", "tests/cli/no-such-file.ptx", "k");
    expect_status("run missing file", &r, 2);
    done(&r);
    r = RUN("run", "tests/cli/bad_syntax.ptx", "broken");
    expect_status("run syntax error", &r, 1);
    expect_err("run syntax error", &r, "tests/cli/bad_syntax.ptx:8:17: error: "
               "expected ',' or ';', found identifier '%r2'\n");
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:1", "f32:1", "buf:4");
    expect_status("argument count", &r, 2);
    expect_err("argument count", &r, "ptxvm: run: kernel 'saxpy' takes 4 arguments, 3 "
               "given\n  0: saxpy_param_0, 4 bytes\n  1: saxpy_param_1, 4 bytes\n"
               "  2: saxpy_param_2, 8 bytes\n  3: saxpy_param_3, 8 bytes\n");
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u64:1", "f32:1", "buf:4", "buf:4");
    expect_status("argument size", &r, 2);
    expect_err("argument size", &r, "ptxvm: run: argument 0 'u64:1' is 8 bytes (u64), "
               "parameter 0 'saxpy_param_0' is 4\n");
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:1", "buf:4", "buf:4", "buf:4");
    expect_status("buffer for a 4-byte parameter", &r, 2);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "--grid", "0", "u32:1");
    expect_status("--grid 0", &r, 2);
    expect_err("--grid 0", &r, "ptxvm: --grid 0: expected X[,Y[,Z]], each at least 1\n");
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "--block", "1,2,3,4");
    expect_status("--block with 4 components", &r, 2);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "--grid");
    expect_status("--grid without a value", &r, 2);
    expect_err("--grid without a value", &r, "ptxvm: --grid needs a value\n");
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "--frob");
    expect_status("unknown option", &r, 2);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx");
    expect_status("run without a kernel", &r, 2);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:1", "f32:1", "buf:4", "buf:4",
            "--out", "2:q8");
    expect_status("--out unknown format", &r, 2);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:1", "f32:1", "buf:4", "buf:4",
            "--out", "x");
    expect_status("--out malformed", &r, 2);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:1", "f32:1", "buf:4", "buf:4",
            "--out", "9");
    expect_status("--out past the arguments", &r, 2);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:1", "f32:1", "buf:4", "buf:4",
            "--out", "2=/nonexistent-dir/x");
    expect_status("--out unwritable file", &r, 2);
    expect_err("--out unwritable file", &r, "ptxvm: run: --out 2: cannot write "
               "'/nonexistent-dir/x'\n");
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:1", "f32:1", "buf:f32:4096",
            "buf:4", "--mem-limit", "1000");
    expect_status("--mem-limit", &r, 3);
    expect_in("--mem-limit", r.err, "PTXVM_E_NO_MEMORY", &r);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:1", "f32:1", "buf:f32:4096",
            "buf:4", "--mem-limit", "1000", "--json");
    expect_status("--mem-limit --json", &r, 3);
    check(json_valid(r.out), "--json parses", &r, NULL);
    expect_in("--mem-limit --json", r.out, "{\"status\":\"PTXVM_E_NO_MEMORY\",\"message\":"
              "\"run: argument 2 'buf:f32:4096': PTXVM_E_NO_MEMORY: ", &r);
    done(&r);
    r = RUN("help", "run", "check");
    expect_status("help with two subcommands", &r, 2);
    expect_err("help with two subcommands", &r, "ptxvm: help: one subcommand at most\n");
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:2", "f32:1", "buf:f32:4",
            "buf:f32:4", "--grid", "2", "--cluster", "2");
    expect_status("--cluster", &r, 0);
    done(&r);
    r = RUN("run", "examples/saxpy.ptx", "saxpy", "u32:2", "f32:1", "buf:f32:4",
            "buf:f32:4", "--grid", "2", "--cluster", "3");
    expect_status("--cluster not dividing the grid", &r, 3);
    expect_in("--cluster not dividing the grid", r.err,
              "grid (2,1,1) is not a multiple of the cluster dimensions (3,1,1)", &r);
    done(&r);
}

static void run_cases(void)
{
    test_help();
    test_check();
    test_info();
    test_print_disasm();
    test_run_saxpy();
    test_run_buffers();
    test_run_printf_json();
    test_run_failures();
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: cli_test PATH-TO-PTXVM\n");
        return 2;
    }
    prog = argv[1];
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ptxvm-cli-XXXXXX");
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return 2;
    }
    run_cases();
    {
        /* remove what the cases wrote */
        static const char *names[] = {"stdout", "stderr", "printed.ptx", "printed2.ptx",
                                      "raw.bin", "text.txt", "in.bin", NULL};
        char p[128];
        int i;
        for (i = 0; names[i]; i++) {
            tmp_path(p, sizeof p, names[i]);
            remove(p);
        }
        rmdir(tmpdir);
    }
    printf("cli: %d checks, %d failed\n", checks, failures);
    return failures ? 1 : 0;
}
