/* ptxvm run: load a module, build the kernel's arguments (argspec.h),
   launch it once, and print or save the buffers asked for with --out.
   Device printf goes to stdout as it happens, or into the JSON result
   with --json. */
#include "argspec.h"
#include "format.h"
#include "watchdog.h"
#include <stdlib.h>
#include <string.h>

typedef struct out_spec {
    uint32_t    arg;            /* the kernel parameter, from 0          */
    elem_type   fmt;            /* ET_NONE: the buffer's own type        */
    const char *file;           /* NULL: stdout                          */
} out_spec;

typedef struct run_opts {
    const char *file, *kernel;
    ptxvm_dim3  grid, block, cluster;
    uint64_t    shared, threads, step_limit, mem_limit;
    double      timeout;        /* seconds; 0 = none                     */
    int         stats, json, zero_state;
    argspec    *args;
    int         nargs;
    out_spec   *outs;
    int         nouts;
} run_opts;

/* Device printf text, kept for the JSON result. */
typedef struct print_buf {
    char  *text;
    size_t len, cap;
    int    failed;              /* out of host memory: text cut short    */
} print_buf;

static void print_capture(void *user, const char *text, size_t len)
{
    print_buf *p = (print_buf *)user;
    if (p->failed)
        return;
    if (p->len + len > p->cap) {
        size_t cap = (p->len + len) * 2;
        char *nt = (char *)realloc(p->text, cap);
        if (!nt) {
            p->failed = 1;
            return;
        }
        p->text = nt;
        p->cap = cap;
    }
    memcpy(p->text + p->len, text, len);
    p->len += len;
}

static void print_stdout(void *user, const char *text, size_t len)
{
    (void)user;
    fwrite(text, 1, len, stdout);
    fflush(stdout);
}

/* "K[:FMT][=FILE]" */
static int parse_out(const char *s, out_spec *o)
{
    const char *eq = strchr(s, '='), *colon = strchr(s, ':');
    char num[24];
    size_t n;
    uint64_t k;
    if (colon && eq && colon > eq)
        colon = NULL;               /* a ':' in the file name */
    n = colon ? (size_t)(colon - s) : eq ? (size_t)(eq - s) : strlen(s);
    if (n == 0 || n >= sizeof num)
        goto bad;
    memcpy(num, s, n);
    num[n] = 0;
    if (parse_u64(num, &k) || k > 0xffffffffu)
        goto bad;
    o->arg = (uint32_t)k;
    o->fmt = ET_NONE;
    o->file = eq ? eq + 1 : NULL;
    if (colon) {
        size_t fl = eq ? (size_t)(eq - colon - 1) : strlen(colon + 1);
        o->fmt = type_parse(colon + 1, fl);
        if (o->fmt == ET_NONE) {
            usage_error("--out %s: unknown format (hex i8 i16 i32 i64 u8 u16 "
                        "u32 u64 b8 b16 b32 b64 f32 f64)", s);
            return -1;
        }
    }
    if (o->file && !*o->file)
        goto bad;
    return 0;
bad:
    usage_error("--out %s: expected K[:FMT][=FILE], K the argument's number from 0", s);
    return -1;
}

static int parse_number_opt(const char *name, const char *v, uint64_t max,
                            uint64_t *out)
{
    if (parse_u64(v, out) || *out > max) {
        usage_error("%s %s: expected a number up to %llu", name, v,
                    (unsigned long long)max);
        return -1;
    }
    return 0;
}

static int parse_dim_opt(const char *name, const char *v, ptxvm_dim3 *d)
{
    if (parse_dim3(v, d)) {
        usage_error("%s %s: expected X[,Y[,Z]], each at least 1", name, v);
        return -1;
    }
    return 0;
}

static int parse_options(int argc, char **argv, run_opts *o)
{
    int i, only_pos = 0, npos = 0;
    o->grid.x = o->grid.y = o->grid.z = 1;
    o->block = o->grid;
    o->args = (argspec *)calloc((size_t)argc + 1, sizeof *o->args);
    o->outs = (out_spec *)calloc((size_t)argc + 1, sizeof *o->outs);
    if (!o->args || !o->outs) {
        usage_error("out of memory");
        return -1;
    }
    for (i = 0; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        int r = 0;
        if (!only_pos && a[0] == '-' && a[1] == '-') {
            if (strcmp(a, "--") == 0) {
                only_pos = 1;
                continue;
            }
            if (strcmp(a, "--stats") == 0) { o->stats = 1; continue; }
            if (strcmp(a, "--json") == 0) { o->json = 1; continue; }
            if (strcmp(a, "--zero-state") == 0) { o->zero_state = 1; continue; }
            if ((r = opt_value(argc, argv, &i, "--grid", &v)) != 0) {
                if (r < 0 || parse_dim_opt("--grid", v, &o->grid)) return -1;
            } else if ((r = opt_value(argc, argv, &i, "--block", &v)) != 0) {
                if (r < 0 || parse_dim_opt("--block", v, &o->block)) return -1;
            } else if ((r = opt_value(argc, argv, &i, "--cluster", &v)) != 0) {
                if (r < 0 || parse_dim_opt("--cluster", v, &o->cluster)) return -1;
            } else if ((r = opt_value(argc, argv, &i, "--shared", &v)) != 0) {
                if (r < 0 || parse_number_opt("--shared", v, 0xffffffffu, &o->shared)) return -1;
            } else if ((r = opt_value(argc, argv, &i, "--threads", &v)) != 0) {
                if (r < 0 || parse_number_opt("--threads", v, 4096, &o->threads)) return -1;
            } else if ((r = opt_value(argc, argv, &i, "--step-limit", &v)) != 0) {
                if (r < 0 || parse_number_opt("--step-limit", v, ~(uint64_t)0, &o->step_limit)) return -1;
            } else if ((r = opt_value(argc, argv, &i, "--mem-limit", &v)) != 0) {
                if (r < 0 || parse_number_opt("--mem-limit", v, ~(uint64_t)0, &o->mem_limit)) return -1;
            } else if ((r = opt_value(argc, argv, &i, "--timeout", &v)) != 0) {
                char *end;
                if (r < 0)
                    return -1;
                o->timeout = strtod(v, &end);
                if (*end || end == v || !(o->timeout > 0 && o->timeout < 1e9)) {
                    usage_error("--timeout %s: expected seconds, more than 0", v);
                    return -1;
                }
            } else if ((r = opt_value(argc, argv, &i, "--out", &v)) != 0) {
                if (r < 0 || parse_out(v, &o->outs[o->nouts++])) return -1;
            } else {
                usage_error("run: unknown option '%s' (see 'ptxvm help run')", a);
                return -1;
            }
            continue;
        }
        if (npos == 0)
            o->file = a;
        else if (npos == 1)
            o->kernel = a;
        else if (argspec_parse(a, &o->args[o->nargs++]))
            return -1;
        npos++;
    }
    if (!o->kernel) {
        usage_error("run: expected FILE KERNEL [ARG...] (see 'ptxvm help run')");
        return -1;
    }
    return 0;
}

/* The arguments against the kernel's parameters: count and sizes. */
static int match_params(const run_opts *o, const ptxvm_kernel_info *ki,
                        const ptxvm_kernel *k)
{
    int i;
    if ((uint32_t)o->nargs != ki->param_count) {
        usage_error("run: kernel '%s' takes %u argument%s, %d given", o->kernel,
                    ki->param_count, ki->param_count == 1 ? "" : "s", o->nargs);
        for (i = 0; (uint32_t)i < ki->param_count; i++)
            fprintf(stderr, "  %d: %s, %u bytes\n", i,
                    ptxvm_kernel_param_name(k, (uint32_t)i), ki->param_sizes[i]);
        return -1;
    }
    for (i = 0; i < o->nargs; i++) {
        const argspec *a = &o->args[i];
        uint32_t want = ki->param_sizes[i];
        size_t have = a->is_buffer ? sizeof(ptxvm_addr) : a->bytes;
        if (have != want) {
            usage_error("run: argument %d '%s' is %zu bytes (%s), parameter %d "
                        "'%s' is %u", i, a->text, have,
                        a->is_buffer ? "a device address" : type_name(a->type), i,
                        ptxvm_kernel_param_name(k, (uint32_t)i), want);
            return -1;
        }
    }
    for (i = 0; i < o->nouts; i++) {
        const out_spec *s = &o->outs[i];
        if (s->arg >= (uint32_t)o->nargs || !o->args[s->arg].is_buffer) {
            usage_error("run: --out %u: argument %u is not a buffer", s->arg, s->arg);
            return -1;
        }
    }
    return 0;
}

/* PTXVM_OK, or the result of the allocation or copy that failed */
static ptxvm_result make_buffers(ptxvm_vm *vm, run_opts *o)
{
    int i;
    for (i = 0; i < o->nargs; i++) {
        argspec *a = &o->args[i];
        ptxvm_result r;
        if (!a->is_buffer)
            continue;
        r = ptxvm_mem_alloc(vm, a->bytes, &a->addr);
        if (r == PTXVM_OK)
            r = ptxvm_memcpy_htod(vm, a->addr, a->data, a->bytes);
        if (r != PTXVM_OK) {
            usage_error("run: argument %d '%s': %s: %s", i, a->text,
                        ptxvm_result_name(r), ptxvm_error_message(vm));
            return r;
        }
    }
    return PTXVM_OK;
}

/* Write or print the --out buffers; with --json, the printed ones go
   into the "outputs" array. */
static int write_outputs(ptxvm_vm *vm, const run_opts *o)
{
    int i, status = EXIT_OKAY, first = 1;
    if (o->json)
        fputs(",\"outputs\":[", stdout);
    for (i = 0; i < o->nouts; i++) {
        const out_spec *s = &o->outs[i];
        const argspec *a = &o->args[s->arg];
        elem_type fmt = s->fmt != ET_NONE ? s->fmt : a->type != ET_NONE ? a->type : ET_HEX;
        unsigned char *buf = (unsigned char *)malloc(a->bytes);
        if (!buf || ptxvm_memcpy_dtoh(vm, buf, a->addr, a->bytes) != PTXVM_OK) {
            usage_error("run: --out %u: cannot read the buffer back", s->arg);
            free(buf);
            status = EXIT_USAGE;
            continue;
        }
        if (o->json) {
            printf("%s{\"arg\":%u,", first ? "" : ",", s->arg);
            first = 0;
        }
        if (s->file) {
            FILE *f = strcmp(s->file, "-") == 0 ? stdout : fopen(s->file, "wb");
            int ok = f != NULL;
            if (f && s->fmt == ET_NONE)
                ok = fwrite(buf, 1, a->bytes, f) == a->bytes;
            else if (f)
                format_text(f, fmt, buf, a->bytes);
            if (f && f != stdout && fclose(f) != 0)
                ok = 0;
            if (!ok) {
                usage_error("run: --out %u: cannot write '%s'", s->arg, s->file);
                status = EXIT_USAGE;
            }
            if (o->json) {
                fputs("\"file\":", stdout);
                json_string(stdout, s->file, strlen(s->file));
                printf(",\"bytes\":%zu}", a->bytes);
            }
        } else if (o->json) {
            printf("\"format\":\"%s\",\"values\":", type_name(fmt));
            format_json(stdout, fmt, buf, a->bytes);
            fputc('}', stdout);
        } else {
            format_text(stdout, fmt, buf, a->bytes);
        }
        free(buf);
    }
    if (o->json)
        fputc(']', stdout);
    return status;
}

static void json_dim(const char *key, ptxvm_dim3 d)
{
    printf(",\"%s\":[%u,%u,%u]", key, d.x, d.y, d.z);
}

/* The JSON result up to its outputs (written by write_outputs). */
static void json_head(const run_opts *o, ptxvm_result r, const char *msg,
                      const ptxvm_stats *st, const print_buf *pb)
{
    fputs("{\"status\":", stdout);
    json_string(stdout, ptxvm_result_name(r), strlen(ptxvm_result_name(r)));
    fputs(",\"message\":", stdout);
    json_string(stdout, msg, strlen(msg));
    fputs(",\"file\":", stdout);
    json_string(stdout, o->file, strlen(o->file));
    fputs(",\"kernel\":", stdout);
    json_string(stdout, o->kernel, strlen(o->kernel));
    json_dim("grid", o->grid);
    json_dim("block", o->block);
    printf(",\"shared\":%llu", (unsigned long long)o->shared);
    printf(",\"stats\":{\"warp_instructions\":%llu,\"thread_instructions\":%llu,"
           "\"nanoseconds\":%llu}", (unsigned long long)st->warp_instructions,
           (unsigned long long)st->thread_instructions,
           (unsigned long long)st->nanoseconds);
    fputs(",\"printf\":", stdout);
    json_string(stdout, pb->text ? pb->text : "", pb->len);
}

static int launch(ptxvm_kernel *k, run_opts *o, ptxvm_stats *st)
{
    void **ptrs = (void **)calloc((size_t)o->nargs + 1, sizeof *ptrs);
    ptxvm_launch_ex lx;
    ptxvm_result r;
    int i;
    if (!ptrs)
        return PTXVM_E_NO_MEMORY;
    for (i = 0; i < o->nargs; i++)
        ptrs[i] = o->args[i].is_buffer ? (void *)&o->args[i].addr
                                       : (void *)o->args[i].scalar;
    memset(&lx, 0, sizeof lx);
    lx.struct_size = sizeof lx;
    lx.launch.grid = o->grid;
    lx.launch.block = o->block;
    lx.launch.shared_bytes = (uint32_t)o->shared;
    lx.launch.args = ptrs;
    lx.launch.step_limit = o->step_limit;
    lx.cluster = o->cluster;
    r = ptxvm_launch_kernel_ex(k, &lx, st);
    free(ptrs);
    return (int)r;
}

static int run(run_opts *o)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info ki;
    ptxvm_stats st;
    print_buf pb;
    ptxvm_result r;
    int status = EXIT_OKAY, lr;
    memset(&pb, 0, sizeof pb);
    memset(&st, 0, sizeof st);
    ptxvm_config_init(&cfg);
    cfg.threads = (uint32_t)o->threads;
    cfg.device_mem_limit = o->mem_limit;
    cfg.flags = o->zero_state ? PTXVM_FLAG_ZERO_STATE : 0;
    cfg.host.print = o->json ? print_capture : print_stdout;
    cfg.host.user = &pb;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        usage_error("cannot create a VM: out of memory");
        return EXIT_USAGE;
    }
    lr = load_module(vm, o->file, &m);
    if (lr != PTXVM_OK) {
        if (lr > 0 && o->json) {
            json_head(o, (ptxvm_result)lr, ptxvm_error_message(vm), &st, &pb);
            fputs("}\n", stdout);
        }
        ptxvm_destroy(vm);
        return lr < 0 ? EXIT_USAGE : EXIT_PTX;
    }
    r = ptxvm_module_get_kernel(m, o->kernel, &k);
    if (r == PTXVM_E_NOT_FOUND) {
        uint32_t i, n = ptxvm_module_kernel_count(m);
        usage_error("%s: no kernel '%s'; the module has:", o->file, o->kernel);
        for (i = 0; i < n; i++)
            fprintf(stderr, "  %s\n", ptxvm_module_kernel_name(m, i));
        status = EXIT_PTX;
    } else if (r != PTXVM_OK) {
        print_diag(stderr, o->file, "error", ptxvm_error_message(vm));
        status = EXIT_PTX;
    } else if (ptxvm_kernel_get_info(k, &ki) != PTXVM_OK || match_params(o, &ki, k)) {
        status = EXIT_USAGE;
        r = PTXVM_E_INVALID_ARGUMENT;
    } else if ((r = make_buffers(vm, o)) != PTXVM_OK) {
        status = EXIT_LAUNCH;       /* device memory the VM would not give */
    }
    if (status != EXIT_OKAY) {
        if (o->json) {
            /* the usage message is ours; the library's otherwise */
            json_head(o, r, status == EXIT_PTX ? ptxvm_error_message(vm)
                                               : last_usage_error(), &st, &pb);
            fputs("}\n", stdout);
        }
        ptxvm_destroy(vm);
        free(pb.text);
        return status;
    }
    {
        watchdog w;
        w.running = 0;
        if (o->timeout > 0 &&
            watchdog_start(&w, vm, (uint64_t)(o->timeout * 1000.0 + 0.5)) != 0) {
            usage_error("--timeout: cannot start a thread");
            ptxvm_destroy(vm);
            free(pb.text);
            return EXIT_USAGE;
        }
        r = (ptxvm_result)launch(k, o, &st);
        watchdog_stop(&w);
        if (r != PTXVM_OK) {
            print_diag(stderr, o->file, "error", ptxvm_error_message(vm));
            if (r == PTXVM_E_INTERRUPTED && w.fired)
                usage_error("the launch ran past --timeout %g s", o->timeout);
            status = EXIT_LAUNCH;
        }
    }
    fflush(stdout);
    if (o->stats)
        fprintf(stderr, "%s: %llu warp instructions, %llu thread instructions, "
                "%.3f ms\n", o->kernel, (unsigned long long)st.warp_instructions,
                (unsigned long long)st.thread_instructions,
                (double)st.nanoseconds / 1e6);
    if (o->json)
        json_head(o, r, ptxvm_error_message(vm), &st, &pb);
    if (r == PTXVM_OK) {
        int ws = write_outputs(vm, o);
        if (ws != EXIT_OKAY)
            status = ws;
    }
    if (o->json)
        fputs("}\n", stdout);
    if (pb.failed)
        usage_error("printf output cut short: out of host memory");
    ptxvm_destroy(vm);
    free(pb.text);
    return status;
}

int cmd_run(int argc, char **argv)
{
    run_opts o;
    int i, status;
    memset(&o, 0, sizeof o);
    status = parse_options(argc, argv, &o) ? EXIT_USAGE : run(&o);
    for (i = 0; i < o.nargs; i++)
        argspec_free(&o.args[i]);
    free(o.args);
    free(o.outs);
    return status;
}
