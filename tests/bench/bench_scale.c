/* Front-end scaling benchmark: does any stage cost more per unit of input
   as the input grows?

     build/bench/bench_scale [max-units] [axis ...]

   For each axis (instructions, distinct constants, labels and branches,
   registers, functions, call depth, initialisers, parameters, names) it
   generates modules of 1k, 10k, 100k, 1M units (up to max-units) and times
   each stage alone: lex, parse, check (legacy forms and the checker),
   load (the public call: all of those plus placing globals), compile
   (lowering and fusion, on first ptxvm_module_get_kernel) and launch
   (set-up of one thread whose first instruction returns). It prints ns
   per unit for every size and the ratio of the largest size's per-unit
   cost to the smallest's; a ratio over 3 is flagged: that stage grows
   faster than its input. It also prints the worst ns per input byte seen.

   It includes the amalgamation so that it can time the stages one by
   one; it reaches nothing else of the library's internals. */
#include "ptxvm.c"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct bs_buf {
    char  *p;
    size_t len, cap;
} bs_buf;

static void bs_put(bs_buf *b, const char *fmt, ...) PV_PRINTF(2, 3);
static void bs_put(bs_buf *b, const char *fmt, ...)
{
    va_list ap;
    int n;
    for (;;) {
        size_t room = b->cap - b->len;
        va_start(ap, fmt);
        n = vsnprintf(b->p ? b->p + b->len : NULL, room, fmt, ap);
        va_end(ap);
        if (n >= 0 && (size_t)n < room) {
            b->len += (size_t)n;
            return;
        }
        b->cap = b->cap ? b->cap * 2 : 1 << 16;
        b->p = (char *)realloc(b->p, b->cap);
        if (!b->p) {
            fprintf(stderr, "bench_scale: out of memory\n");
            exit(1);
        }
    }
}

static const char *bs_head =
    ".version 7.0\n.target sm_70\n.address_size 64\n";

/* Each generator writes a module of n units with one kernel "k". */
static void gen_insns(bs_buf *b, uint32_t n)
{
    uint32_t i;
    bs_put(b, "%s.visible .entry k()\n{\n.reg .b32 %%r<4>;\nret;\n", bs_head);
    for (i = 0; i < n; i++)
        bs_put(b, "add.s32 %%r%u, %%r%u, %%r3;\n", i % 3, (i + 1) % 3);
    bs_put(b, "ret;\n}\n");
}

static void gen_consts(bs_buf *b, uint32_t n)
{
    uint32_t i;
    bs_put(b, "%s.visible .entry k()\n{\n.reg .b32 %%r<2>;\nret;\n", bs_head);
    for (i = 0; i < n; i++)
        bs_put(b, "add.s32 %%r1, %%r1, %u;\n", 1000u + i);
    bs_put(b, "ret;\n}\n");
}

static void gen_labels(bs_buf *b, uint32_t n)
{
    uint32_t i;
    bs_put(b, "%s.visible .entry k()\n{\n.reg .b32 %%r<2>;\n.reg .pred %%p<2>;\n"
              "ret;\nsetp.ne.s32 %%p1, %%r1, 0;\n", bs_head);
    /* every other branch goes backwards, so both fix-up directions count */
    for (i = 0; i < n; i++) {
        bs_put(b, "L%u:\nadd.s32 %%r1, %%r1, 1;\n", i);
        if (i % 2)
            bs_put(b, "@%%p1 bra L%u;\n", i - 1);
        else
            bs_put(b, "@%%p1 bra L%u;\n", i + 1);
    }
    bs_put(b, "L%u:\nret;\n}\n", n);
}

static void gen_regs(bs_buf *b, uint32_t n)
{
    uint32_t i;
    bs_put(b, "%s.visible .entry k()\n{\n.reg .b32 %%r<2>;\nret;\n", bs_head);
    for (i = 0; i < n; i++)
        bs_put(b, ".reg .b32 %%v%u;\n", i);
    for (i = 0; i < n; i++)
        bs_put(b, "add.s32 %%v%u, %%v%u, 1;\n", i, i ? i - 1 : 0);
    bs_put(b, "ret;\n}\n");
}

static void gen_funcs(bs_buf *b, uint32_t n)
{
    uint32_t i;
    bs_put(b, "%s", bs_head);
    for (i = 0; i < n; i++)
        bs_put(b, ".func f%u(.param .b32 a)\n{\nret;\n}\n", i);
    bs_put(b, ".visible .entry k()\n{\n.reg .b32 %%r<2>;\nret;\n"
              ".param .b32 x;\nst.param.b32 [x], %%r1;\n");
    for (i = 0; i < n; i++)
        bs_put(b, "call f%u, (x);\n", i);
    bs_put(b, "ret;\n}\n");
}

static void gen_depth(bs_buf *b, uint32_t n)
{
    uint32_t i;
    bs_put(b, "%s", bs_head);
    for (i = n; i-- > 0;) {
        bs_put(b, ".func f%u()\n{\n", i);
        if (i + 1 < n)
            bs_put(b, "call f%u, ();\n", i + 1);
        bs_put(b, "ret;\n}\n");
    }
    bs_put(b, ".visible .entry k()\n{\nret;\ncall f0, ();\nret;\n}\n");
}

static void gen_inits(bs_buf *b, uint32_t n)
{
    uint32_t i;
    bs_put(b, "%s.visible .global .align 4 .u32 g[%u] = {", bs_head, n);
    for (i = 0; i < n; i++)
        bs_put(b, i ? ", %u" : "%u", i * 2654435761u);
    /* .global, as .const holds 64 KiB a module */
    bs_put(b, "};\n.global .align 8 .u64 c[%u] = {", n);
    for (i = 0; i < n; i++)
        bs_put(b, i ? ", %u" : "%u", i);
    bs_put(b, "};\n.visible .entry k()\n{\nret;\n}\n");
}

/* A kernel's parameters are at most 32764 bytes (CUDA's limit, from PTX
   ISA 8.1 on: 4352 before), so this axis stops at 8k 4-byte parameters;
   the rest go to a function. */
static void gen_params(bs_buf *b, uint32_t n)
{
    uint32_t i, nk = n < 8000 ? n : 8000;
    bs_put(b, ".version 8.1\n.target sm_70\n.address_size 64\n.func f(");
    for (i = 0; i < n; i++)
        bs_put(b, i ? ", .param .b32 a%u" : ".param .b32 a%u", i);
    bs_put(b, ")\n{\n.reg .b32 %%r<2>;\n");
    for (i = 0; i < n; i++)
        bs_put(b, "ld.param.b32 %%r1, [a%u];\n", i);
    bs_put(b, "ret;\n}\n.visible .entry k(");
    for (i = 0; i < nk; i++)
        bs_put(b, i ? ", .param .u32 p%u" : ".param .u32 p%u", i);
    bs_put(b, ")\n{\n.reg .b32 %%r<2>;\n");
    for (i = 0; i < nk; i++)
        bs_put(b, "ld.param.u32 %%r1, [p%u];\n", i);
    bs_put(b, "ret;\n}\n");
}

static void gen_names(bs_buf *b, uint32_t n)
{
    uint32_t i;
    bs_put(b, "%s", bs_head);
    for (i = 0; i < n; i++)
        bs_put(b, ".global .align 4 .u32 a_rather_long_symbol_name_%u_%x;\n",
               i, i * 2654435761u);
    bs_put(b, ".visible .entry k()\n{\n.reg .b32 %%r<2>;\nret;\n");
    for (i = 0; i < n; i++)
        bs_put(b, "ld.global.u32 %%r1, [a_rather_long_symbol_name_%u_%x];\n",
               i, i * 2654435761u);
    bs_put(b, "ret;\n}\n");
}

typedef struct bs_axis {
    const char *name;
    void (*gen)(bs_buf *, uint32_t);
} bs_axis;

static const bs_axis bs_axes[] = {
    {"insns", gen_insns},   {"consts", gen_consts}, {"labels", gen_labels},
    {"regs", gen_regs},     {"funcs", gen_funcs},   {"depth", gen_depth},
    {"inits", gen_inits},   {"params", gen_params}, {"names", gen_names},
};
#define BS_NAXES (sizeof bs_axes / sizeof bs_axes[0])

enum { ST_LEX, ST_PARSE, ST_CHECK, ST_LOAD, ST_COMPILE, ST_LAUNCH, ST_N };
static const char *bs_stage[ST_N] = {"lex", "parse", "check", "load",
                                     "compile", "launch"};

static double bs_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static pv_heap bs_heap = {pv_default_alloc, NULL, 0, 0};

static int bs_lex(const char *src, size_t len)
{
    ir_module *m = ir_module_new(&bs_heap);
    pv_diag d;
    pv_lexer L;
    int ok = 0;
    memset(&d, 0, sizeof d);
    d.source = "gen";
    if (m && !setjmp(d.jb)) {
        lex_init(&L, src, len, &m->strtab, &d, NULL);
        do
            lex_next(&L);
        while (L.tok.kind != TK_EOF);
        ok = 1;
    }
    if (m)
        ir_module_free(m);
    return ok;
}

/* Parse only (check == 0), or parse then time legacy forms and checks. */
static double bs_front(const char *src, size_t len, pv_isa *isa, int check)
{
    ir_module *m = ir_module_new(&bs_heap);
    pv_diag d;
    double t0 = bs_now(), t = -1;
    memset(&d, 0, sizeof d);
    d.source = "gen";
    d.max_depth = PTXVM_MAX_NESTING;
    if (m && !setjmp(d.jb)) {
        parse_module(m, &d, src, len);
        if (check) {
            t0 = bs_now();
            legacy_normalise(m, &d);
            sema_check_module(m, &d, isa);
        }
        t = bs_now() - t0;
    } else if (m) {
        fprintf(stderr, "bench_scale: %s\n", d.msg);
    }
    if (m)
        ir_module_free(m);
    return t;
}

/* Time each stage of one module; best of reps. */
static int bs_measure(ptxvm_vm *vm, pv_isa *isa, const bs_buf *b, int reps,
                      double *best)
{
    int r, s;
    for (s = 0; s < ST_N; s++)
        best[s] = 1e30;
    for (r = 0; r < reps; r++) {
        ptxvm_module *mod;
        ptxvm_kernel *k;
        ptxvm_launch l;
        double t0, t[ST_N];
        t0 = bs_now();
        if (!bs_lex(b->p, b->len))
            return -1;
        t[ST_LEX] = bs_now() - t0;
        t0 = bs_now();
        t[ST_PARSE] = bs_front(b->p, b->len, isa, 0);
        t[ST_CHECK] = bs_front(b->p, b->len, isa, 1);
        if (t[ST_PARSE] < 0 || t[ST_CHECK] < 0)
            return -1;
        t0 = bs_now();
        if (ptxvm_module_load(vm, b->p, b->len, "gen", &mod) != PTXVM_OK) {
            fprintf(stderr, "bench_scale: %s\n", ptxvm_error_message(vm));
            return -1;
        }
        t[ST_LOAD] = bs_now() - t0;
        t0 = bs_now();
        if (ptxvm_module_get_kernel(mod, "k", &k) != PTXVM_OK) {
            fprintf(stderr, "bench_scale: %s\n", ptxvm_error_message(vm));
            ptxvm_module_unload(mod);
            return -1;
        }
        t[ST_COMPILE] = bs_now() - t0;
        memset(&l, 0, sizeof l);
        l.grid.x = l.grid.y = l.grid.z = 1;
        l.block.x = l.block.y = l.block.z = 1;
        {
            /* the params axis: zeroed arguments for every parameter */
            static uint64_t zero[8000];
            static void *args[8000];
            uint32_t i;
            for (i = 0; i < 8000; i++)
                args[i] = &zero[i];
            l.args = args;
        }
        /* a module past the VM's limits for one CTA still has its other
           stages timed; its launch shows as - */
        t0 = bs_now();
        t[ST_LAUNCH] = ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK ? bs_now() - t0 : -1e30;
        ptxvm_module_unload(mod);
        for (s = 0; s < ST_N; s++)
            if (t[s] < best[s])
                best[s] = t[s];
    }
    return 0;
}

int main(int argc, char **argv)
{
    static const uint32_t sizes[] = {1000, 10000, 100000, 1000000};
    uint32_t max = 1000000;
    ptxvm_config cfg;
    ptxvm_vm *vm;
    pv_isa *isa;
    size_t a;
    int argi = 1, flagged = 0;
    double worst_byte = 0;
    const char *worst_at = "";
    if (argc > 1 && argv[1][0] >= '0' && argv[1][0] <= '9')
        max = (uint32_t)strtoul(argv[argi++], NULL, 10);
    ptxvm_config_init(&cfg);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return 1;
    isa = isa_create(&bs_heap);
    if (!isa)
        return 1;
    printf("front-end scaling: ns per unit at 1k/10k/100k/1M units; "
           "ratio = largest size / smallest (flag: > 3)\n");
    for (a = 0; a < BS_NAXES; a++) {
        double ns[4][ST_N];
        size_t bytes[4];
        int nsz = 0, i, s;
        if (argi < argc) {
            int want = 0, j;
            for (j = argi; j < argc; j++)
                want |= strcmp(argv[j], bs_axes[a].name) == 0;
            if (!want)
                continue;
        }
        for (i = 0; i < 4 && sizes[i] <= max; i++) {
            bs_buf b = {NULL, 0, 0};
            double best[ST_N];
            bs_axes[a].gen(&b, sizes[i]);
            if (bs_measure(vm, isa, &b, sizes[i] >= 1000000 ? 1 : 3, best) != 0) {
                printf("%-7s %7u units: failed\n", bs_axes[a].name, sizes[i]);
                free(b.p);
                break;
            }
            for (s = 0; s < ST_N; s++)
                ns[i][s] = best[s] * 1e9 / sizes[i];
            /* what a byte limit bounds: loading and compiling, together */
            if (sizes[i] >= 100000 &&
                (best[ST_LOAD] + best[ST_COMPILE]) * 1e9 / (double)b.len > worst_byte) {
                worst_byte = (best[ST_LOAD] + best[ST_COMPILE]) * 1e9 / (double)b.len;
                worst_at = bs_axes[a].name;
            }
            bytes[i] = b.len;
            nsz = i + 1;
            free(b.p);
        }
        if (!nsz)
            continue;
        printf("\n%s (%.1f bytes of PTX per unit at the largest size)\n",
               bs_axes[a].name, (double)bytes[nsz - 1] / sizes[nsz - 1]);
        for (s = 0; s < ST_N; s++) {
            double ratio = ns[nsz - 1][s] / ns[0][s];
            printf("  %-8s", bs_stage[s]);
            for (i = 0; i < nsz; i++) {
                if (ns[i][s] < 0)
                    printf(" %9s", "-");
                else
                    printf(" %9.1f", ns[i][s]);
            }
            if (ns[0][s] < 0 || ns[nsz - 1][s] < 0) {
                printf("   (over the VM's limits: not launched)\n");
                continue;
            }
            printf("   ratio %5.2f%s\n", ratio, ratio > 3 ? "  << SUPER-LINEAR" : "");
            flagged += ratio > 3;
        }
    }
    printf("\nworst cost per input byte (inputs of 100k units or more): "
           "%.1f ns/byte (%s)\n", worst_byte, worst_at);
    printf("%d stage%s flagged super-linear\n", flagged, flagged == 1 ? "" : "s");
    isa_destroy(isa);
    ptxvm_destroy(vm);
    return 0;
}
