/* Real-application benchmark: every application of tests/bench/apps
   (app.h; the list in apps.h) run on ptxvm the way its CUDA host
   program runs it, against its C twin compiled with the same flags.

   Per application: its PTX is loaded once into a one-worker VM (later
   into the all-worker one), the inputs made and uploaded, one untimed
   run of each side checks the result, then timed rounds alternate
   ptxvm and C (so a change in the machine's load hits both sides
   alike) until ROUNDS_MAX rounds or, after ROUNDS_MIN, about a second
   of work; the one-worker ratio is also given in CPU time, which a busy
   machine disturbs far less than wall time. Then the same with a VM of
   every worker against the twin split over as many threads (a phase
   whose rounds pass PHASE_MAX_SECONDS stops early). A result that
   fails its check prints FAIL, is left out of the means, and makes the
   exit status non-zero.

     build/bench/bench_apps [--check] [--list] [-j N] [name ...]

   --list   the applications, their sizes and PTX files
   --check  one untimed run of each side per application, all workers
            against the twin on one thread and then on all: correctness
            only (make bench-check)
   -j N     N workers and twin threads instead of every online CPU   */
#include "apps/app.h"
#include <math.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define ROUNDS_MIN 3
#define ROUNDS_MAX 7
#define PHASE_SECONDS 1.0
/* an application whose runs take many seconds stops after this much
   time even before ROUNDS_MIN rounds: one round, at worst */
#define PHASE_MAX_SECONDS 20.0
#define WILD_DIR "../shared/corpus/wild/"
#define APPS_DIR "tests/bench/apps/"

static const bench_app *const all_apps[] = {
#define X(n) &app_##n,
    BENCH_APPS
#undef X
    NULL};
#define NSLOTS (sizeof all_apps / sizeof all_apps[0]) /* the apps and NULL */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* CPU time of the whole process, every thread: on a machine busy with
   other work a one-worker run and a one-thread twin still get their
   CPU time right while their wall times stretch with the load. */
static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = (char *)malloc((size_t)n + 1)) != NULL && fread(buf, 1, (size_t)n, f) == (size_t)n) {
        *len = (size_t)n;
    } else {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

/* ---- services of app.h ------------------------------------------------
   A failing service abandons the application it serves: it prints why
   and jumps back to the harness, which reports the application as FAIL
   and goes on with the next one. */

static const bench_app *cur_app;
static jmp_buf cur_jmp;
static int in_app;

static void app_fail(app_vm *v, const char *what, ptxvm_result r)
{
    printf("  %s: %s failed: %s (%s)\n", cur_app ? cur_app->name : "?", what,
           ptxvm_result_name(r), v && v->vm ? ptxvm_error_message(v->vm) : "");
    fflush(stdout);
    if (in_app)
        longjmp(cur_jmp, 1);
    exit(2);
}

ptxvm_addr app_alloc(app_vm *v, const void *host, size_t n)
{
    ptxvm_addr a = 0;
    ptxvm_result r = ptxvm_mem_alloc(v->vm, n ? n : 1, &a);
    if (r != PTXVM_OK)
        app_fail(v, "ptxvm_mem_alloc", r);
    r = host ? ptxvm_memcpy_htod(v->vm, a, host, n) : ptxvm_memset(v->vm, a, 0, n);
    if (r != PTXVM_OK)
        app_fail(v, host ? "ptxvm_memcpy_htod" : "ptxvm_memset", r);
    return a;
}

void app_upload(app_vm *v, ptxvm_addr dst, const void *host, size_t n)
{
    ptxvm_result r = ptxvm_memcpy_htod(v->vm, dst, host, n);
    if (r != PTXVM_OK)
        app_fail(v, "ptxvm_memcpy_htod", r);
}

void app_fetch(app_vm *v, void *host, ptxvm_addr src, size_t n)
{
    ptxvm_result r = ptxvm_memcpy_dtoh(v->vm, host, src, n);
    if (r != PTXVM_OK)
        app_fail(v, "ptxvm_memcpy_dtoh", r);
}

/* Kernels looked up once per module: an application's run launches the
   same few kernels many times. */
#define KCACHE 64
static struct {
    ptxvm_module *mod;
    char name[128]; /* a copy: the caller's string may not last */
    ptxvm_kernel *k;
} kcache[KCACHE];
static int nkcache;

static ptxvm_kernel *kernel_of(app_vm *v, const char *name)
{
    ptxvm_kernel *k = NULL;
    ptxvm_result r;
    int i;
    for (i = 0; i < nkcache; i++)
        if (kcache[i].mod == v->mod && strcmp(kcache[i].name, name) == 0)
            return kcache[i].k;
    r = ptxvm_module_get_kernel(v->mod, name, &k);
    if (r != PTXVM_OK) {
        printf("  kernel %s:\n", name);
        app_fail(v, "ptxvm_module_get_kernel", r);
    }
    if (nkcache < KCACHE && strlen(name) < sizeof kcache[0].name) {
        kcache[nkcache].mod = v->mod;
        strcpy(kcache[nkcache].name, name);
        kcache[nkcache].k = k;
        nkcache++;
    }
    return k;
}

int app_launch(app_vm *v, const char *kernel, unsigned gx, unsigned gy, unsigned gz,
               unsigned bx, unsigned by, unsigned bz, unsigned shared, void **args)
{
    ptxvm_launch l;
    ptxvm_result r;
    memset(&l, 0, sizeof l);
    l.grid.x = gx;
    l.grid.y = gy;
    l.grid.z = gz;
    l.block.x = bx;
    l.block.y = by;
    l.block.z = bz;
    l.shared_bytes = shared;
    l.args = args;
    r = ptxvm_launch_kernel(kernel_of(v, kernel), &l, NULL);
    if (r != PTXVM_OK) {
        printf("  launch of %s:\n", kernel);
        app_fail(v, "ptxvm_launch_kernel", r);
    }
    return 0;
}

/* ---- the C twin on several threads ------------------------------------ */

static pthread_barrier_t c_barrier;
static int c_nparts = 1;

void app_c_sync(void)
{
    if (c_nparts > 1)
        pthread_barrier_wait(&c_barrier);
}

typedef struct c_job {
    const bench_app *app;
    void *st;
    int part, nparts;
} c_job;

static void *c_thread(void *arg)
{
    c_job *j = (c_job *)arg;
    j->app->c_run(j->st, j->part, j->nparts);
    return NULL;
}

/* One run of the twin over nparts threads (this one does part 0);
   returns its wall time. */
static double c_run_parts(const bench_app *a, void *st, int nparts)
{
    pthread_t tid[256];
    c_job jobs[256];
    double t0 = now();
    int i;
    if (nparts > 256)
        nparts = 256;
    c_nparts = nparts;
    if (nparts == 1) {
        a->c_run(st, 0, 1);
        return now() - t0;
    }
    pthread_barrier_init(&c_barrier, NULL, (unsigned)nparts);
    for (i = 1; i < nparts; i++) {
        jobs[i].app = a;
        jobs[i].st = st;
        jobs[i].part = i;
        jobs[i].nparts = nparts;
        if (pthread_create(&tid[i], NULL, c_thread, &jobs[i]) != 0) {
            fprintf(stderr, "bench_apps: pthread_create failed\n");
            exit(2);
        }
    }
    a->c_run(st, 0, nparts);
    for (i = 1; i < nparts; i++)
        pthread_join(tid[i], NULL);
    pthread_barrier_destroy(&c_barrier);
    c_nparts = 1;
    return now() - t0;
}

/* ---- one application -------------------------------------------------- */

typedef struct phase {
    double vm_ms, c_ms;         /* medians */
    double ratio, rlo, rhi;     /* ptxvm / C: median and range of the rounds */
    double cpu_ratio;           /* ptxvm / C in CPU time, median */
    int rounds;
} phase;

/* 0 ok, 1 failed (message printed) */
static int checked(const bench_app *a, void *st, const char *when)
{
    char why[512];
    why[0] = 0;
    if (a->check(st, why, sizeof why) != 0) {
        printf("  %s: FAIL (%s): %s\n", a->name, when, why[0] ? why : "wrong result");
        return 1;
    }
    return 0;
}

static ptxvm_vm *make_vm(unsigned workers)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_config_init(&cfg);
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        fprintf(stderr, "bench_apps: ptxvm_create failed\n");
        exit(2);
    }
    return vm;
}

/* Load the application's PTX into a fresh VM of `workers` workers. */
static void open_vm(app_vm *v, const bench_app *a, const char *ptx, size_t len, unsigned workers)
{
    ptxvm_result r;
    v->vm = make_vm(workers);
    v->mod = NULL;
    nkcache = 0;
    r = ptxvm_module_load(v->vm, ptx, len, a->ptx, &v->mod);
    if (r != PTXVM_OK)
        app_fail(v, "ptxvm_module_load", r);
}

static void close_vm(app_vm *v)
{
    nkcache = 0;
    if (v->vm)
        ptxvm_destroy(v->vm);
    v->vm = NULL;
    v->mod = NULL;
}

static void run_vm(const bench_app *a, void *st, app_vm *v, const char *what)
{
    if (a->vm_run(st, v) != 0) {
        printf("  %s: vm_run (%s) returned an error\n", a->name, what);
        longjmp(cur_jmp, 1);
    }
}

static void download(const bench_app *a, void *st, app_vm *v)
{
    if (a->vm_download(st, v) != 0) {
        printf("  %s: vm_download returned an error\n", a->name);
        longjmp(cur_jmp, 1);
    }
}

/* Upload, warm up and check, then alternate timed rounds; the result
   of the last timed run is checked again. 0 ok, 1 failed. */
static int timed_phase(const bench_app *a, void *st, app_vm *v, int nparts, phase *p)
{
    double tv[ROUNDS_MAX], tc[ROUNDS_MAX], rr[ROUNDS_MAX], cr[ROUNDS_MAX], start;
    int r;
    if (a->vm_upload(st, v) != 0) {
        printf("  %s: vm_upload returned an error\n", a->name);
        return 1;
    }
    run_vm(a, st, v, "warm-up");
    download(a, st, v);
    c_run_parts(a, st, nparts);
    if (checked(a, st, nparts == 1 ? "1 worker, warm-up" : "all workers, warm-up"))
        return 1;
    start = now();
    for (r = 0; r < ROUNDS_MAX; r++) {
        double t0 = now(), c0 = cpu_now(), c1, c2;
        run_vm(a, st, v, "timed");
        tv[r] = now() - t0;
        c1 = cpu_now();
        tc[r] = c_run_parts(a, st, nparts);
        c2 = cpu_now();
        cr[r] = (c1 - c0) / (c2 - c1 > 0 ? c2 - c1 : 1e-9);
        rr[r] = tv[r] / (tc[r] > 0 ? tc[r] : 1e-9);
        if ((r + 1 >= ROUNDS_MIN && now() - start > PHASE_SECONDS) ||
            now() - start > PHASE_MAX_SECONDS) {
            r++;
            break;
        }
    }
    download(a, st, v);
    if (checked(a, st, nparts == 1 ? "1 worker, after the timed runs"
                                   : "all workers, after the timed runs"))
        return 1;
    qsort(tv, (size_t)r, sizeof(double), cmp_double);
    qsort(tc, (size_t)r, sizeof(double), cmp_double);
    qsort(rr, (size_t)r, sizeof(double), cmp_double);
    qsort(cr, (size_t)r, sizeof(double), cmp_double);
    p->cpu_ratio = cr[r / 2];
    p->rounds = r;
    p->vm_ms = tv[r / 2] * 1e3;
    p->c_ms = tc[r / 2] * 1e3;
    p->ratio = rr[r / 2];
    p->rlo = rr[0];
    p->rhi = rr[r - 1];
    return 0;
}

/* The PTX text of an application, or NULL (with *skip set when the file
   lives under ../shared and is absent). */
static char *app_ptx(const bench_app *a, size_t *len, int *skip)
{
    char path[1024];
    char *text;
    int wild = strncmp(a->ptx, "wild:", 5) == 0;
    snprintf(path, sizeof path, "%s%s", wild ? WILD_DIR : APPS_DIR, wild ? a->ptx + 5 : a->ptx);
    text = slurp(path, len);
    *skip = 0;
    if (!text) {
        if (wild) {
            printf("%-14s skipped: %s absent\n", a->name, path);
            *skip = 1;
        } else {
            printf("%-14s FAIL: cannot read %s\n", a->name, path);
        }
    }
    return text;
}

enum { APP_OK, APP_FAIL, APP_SKIP };

/* What every run of an application starts with: its PTX text and its
   inputs. APP_OK, or why not (printed). */
static int app_begin(const bench_app *a, char **ptx, size_t *len, void **st, app_vm *v)
{
    int skip;
    *ptx = app_ptx(a, len, &skip);
    if (!*ptx)
        return skip ? APP_SKIP : APP_FAIL;
    *st = a->init();
    if (!*st) {
        printf("%-14s FAIL: init out of memory\n", a->name);
        free(*ptx);
        return APP_FAIL;
    }
    v->vm = NULL;
    cur_app = a;
    return APP_OK;
}

/* Timed: fills p1 (one worker against one thread) and pn (every worker
   against as many threads). */
static int bench_one(const bench_app *a, int workers, phase *p1, phase *pn)
{
    static app_vm v;
    static void *st;
    static char *ptx;
    static int status;
    size_t len = 0;
    if ((status = app_begin(a, &ptx, &len, &st, &v)) != APP_OK)
        return status;
    status = APP_FAIL;
    if (setjmp(cur_jmp) == 0) {
        in_app = 1;
        open_vm(&v, a, ptx, len, 1);
        if (timed_phase(a, st, &v, 1, p1) == 0) {
            close_vm(&v);
            open_vm(&v, a, ptx, len, (unsigned)workers);
            if (timed_phase(a, st, &v, workers, pn) == 0)
                status = APP_OK;
        }
    }
    in_app = 0;
    close_vm(&v);
    a->fini(st);
    free(ptx);
    return status;
}

/* --check: one untimed run on every worker, checked against the twin on
   one thread and then split over `workers` threads. */
static int check_one(const bench_app *a, int workers, double *vm_ms)
{
    static app_vm v;
    static void *st;
    static char *ptx;
    static int status;
    size_t len = 0;
    if ((status = app_begin(a, &ptx, &len, &st, &v)) != APP_OK)
        return status;
    status = APP_FAIL;
    if (setjmp(cur_jmp) == 0) {
        double t0;
        in_app = 1;
        open_vm(&v, a, ptx, len, (unsigned)workers);
        if (a->vm_upload(st, &v) != 0) {
            printf("  %s: vm_upload returned an error\n", a->name);
        } else {
            t0 = now();
            run_vm(a, st, &v, "check");
            *vm_ms = (now() - t0) * 1e3;
            download(a, st, &v);
            c_run_parts(a, st, 1);
            if (checked(a, st, "against the twin on one thread") == 0) {
                c_run_parts(a, st, workers);
                if (checked(a, st, "against the twin on all threads") == 0)
                    status = APP_OK;
            }
        }
    }
    in_app = 0;
    close_vm(&v);
    a->fini(st);
    free(ptx);
    return status;
}

/* The machine's load (Linux): figures from a busy machine say so. */
static void print_load(const char *when)
{
    FILE *f = fopen("/proc/loadavg", "r");
    double l1, l5;
    if (f && fscanf(f, "%lf %lf", &l1, &l5) == 2)
        printf("load average %s: %.2f (1 min), %.2f (5 min)\n", when, l1, l5);
    if (f)
        fclose(f);
}

static const bench_app *find_app(const char *name)
{
    size_t i;
    for (i = 0; all_apps[i]; i++)
        if (strcmp(all_apps[i]->name, name) == 0)
            return all_apps[i];
    return NULL;
}

static void usage(void)
{
    fprintf(stderr, "usage: bench_apps [--check] [--list] [-j N] [name ...]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    const bench_app *sel[NSLOTS];
    size_t nsel = 0, i;
    int check_mode = 0, list = 0, workers = 0, nfail = 0, nok = 0, nskip = 0, over5 = 0;
    double lg1 = 0, lgn = 0, lgc = 0;
    long ncpu;
    int k;
    for (k = 1; k < argc; k++) {
        if (strcmp(argv[k], "--check") == 0) {
            check_mode = 1;
        } else if (strcmp(argv[k], "--list") == 0) {
            list = 1;
        } else if (strcmp(argv[k], "-j") == 0 && k + 1 < argc) {
            workers = atoi(argv[++k]);
            if (workers < 1 || workers > 256)
                usage();
        } else if (argv[k][0] == '-') {
            usage();
        } else {
            const bench_app *a = find_app(argv[k]);
            if (!a) {
                fprintf(stderr, "bench_apps: no application called %s (--list)\n", argv[k]);
                return 2;
            }
            if (nsel + 1 < NSLOTS)
                sel[nsel++] = a;
        }
    }
    if (nsel == 0)
        for (i = 0; all_apps[i]; i++)
            sel[nsel++] = all_apps[i];
    if (list) {
        for (i = 0; all_apps[i]; i++)
            printf("%-14s %-34s %s\n", all_apps[i]->name, all_apps[i]->size, all_apps[i]->ptx);
        return 0;
    }
    ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    if (workers == 0)
        workers = ncpu < 1 ? 1 : ncpu > 256 ? 256 : (int)ncpu;
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (check_mode) {
        printf("Real applications, --check: one run each on %d worker%s, checked against the C "
               "twin on 1 and on %d thread%s\n",
               workers, workers == 1 ? "" : "s", workers, workers == 1 ? "" : "s");
        for (i = 0; i < nsel; i++) {
            double ms = 0;
            int s = check_one(sel[i], workers, &ms);
            if (s == APP_OK) {
                printf("%-14s %-34s ok  (%.1f ms)\n", sel[i]->name, sel[i]->size, ms);
                nok++;
            } else if (s == APP_FAIL) {
                printf("%-14s FAIL\n", sel[i]->name);
                nfail++;
            } else {
                nskip++;
            }
        }
        printf("%d ok, %d FAIL, %d skipped\n", nok, nfail, nskip);
        return nfail ? 1 : 0;
    }
    printf("\nReal applications (tests/bench/apps): ptxvm against the C twin, medians of "
           "alternating rounds;\nratio = ptxvm time / C time (median, range); cpu = the same in "
           "CPU time (median);\nall = %d workers against %d threads\n",
           workers, workers);
    print_load("at the start");
    printf("%-14s %-30s %10s %9s %-20s %7s %10s %9s %-20s\n", "app", "size", "ptxvm ms", "C ms",
           "ratio 1 worker", "cpu", "ptxvm ms", "C ms", "ratio all");
    fflush(stdout);
    for (i = 0; i < nsel; i++) {
        phase p1, pn;
        int s = bench_one(sel[i], workers, &p1, &pn);
        if (s == APP_OK) {
            char r1[40], rn[40];
            snprintf(r1, sizeof r1, "%.2f (%.2f-%.2f)", p1.ratio, p1.rlo, p1.rhi);
            snprintf(rn, sizeof rn, "%.2f (%.2f-%.2f)", pn.ratio, pn.rlo, pn.rhi);
            printf("%-14s %-30s %10.2f %9.2f %-20s %7.2f %10.2f %9.2f %-20s\n", sel[i]->name,
                   sel[i]->size, p1.vm_ms, p1.c_ms, r1, p1.cpu_ratio, pn.vm_ms, pn.c_ms, rn);
            lg1 += log(p1.ratio);
            lgc += log(p1.cpu_ratio);
            lgn += log(pn.ratio);
            over5 += p1.ratio > 5.0;
            nok++;
        } else if (s == APP_FAIL) {
            printf("%-14s FAIL\n", sel[i]->name);
            nfail++;
        } else {
            nskip++;
        }
    }
    if (nok)
        printf("geometric mean over %d applications: %.2f (1 worker; %.2f in CPU time), %.2f "
               "(all %d workers); %d of %d over 5x on 1 worker\n",
               nok, exp(lg1 / nok), exp(lgc / nok), exp(lgn / nok), workers, over5, nok);
    if (nfail || nskip)
        printf("%d FAIL, %d skipped (left out of the means)\n", nfail, nskip);
    print_load("at the end");
    return nfail ? 1 : 0;
}
