/* Front-end benchmark: parse + check throughput as a user loads a module
   (one module, once, in a fresh VM with the default allocator), and the
   memory a load needs per byte of PTX.

     build/bench/bench_parse [dir ...]   (default: our corpora, and the
                                          outside-written ../shared/corpus/wild
                                          when it is there)

   Files are grouped by size (<16 KB, 16-256 KB, 256 KB-1 MB, >1 MB) and
   by origin (ours, outside). Each file is loaded in a fresh VM three
   times and the best load counts (a shared machine slows some down);
   MB/s is a class's bytes over the sum of its files' best times, in CPU
   time of the loading thread (page faults included; time the thread
   spends waiting for a core on a busy machine not), and beside it the
   same in wall-clock time. Peak
   memory comes from a second pass through a counting allocator given to
   ptxvm_config's host hooks: the most bytes live during the load, per
   byte of the file. */
#include "ptxvm.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

typedef struct counter {
    size_t live, peak;
} counter;

static void *count_alloc(void *user, void *p, size_t old, size_t n)
{
    counter *c = (counter *)user;
    void *q;
    if (n == 0) {
        if (p)
            c->live -= old;
        free(p);
        return NULL;
    }
    q = realloc(p, n);
    if (q) {
        c->live += n - (p ? old : 0);
        if (c->live > c->peak)
            c->peak = c->live;
    }
    return q;
}

typedef struct file {
    char  *name;
    char  *text;
    size_t len;
    int    outside;     /* from ../shared/corpus/wild */
} file;

static file *files;
static int nfiles, capfiles;

static void add_file(const char *path, int outside)
{
    FILE *f = fopen(path, "rb");
    long n;
    if (!f)
        return;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    if (n < 0) {
        fclose(f);
        return;
    }
    if (nfiles == capfiles) {
        capfiles = capfiles ? capfiles * 2 : 256;
        files = (file *)realloc(files, (size_t)capfiles * sizeof *files);
    }
    files[nfiles].name = strdup(path);
    files[nfiles].text = (char *)malloc((size_t)n + 1);
    files[nfiles].len = fread(files[nfiles].text, 1, (size_t)n, f);
    files[nfiles].outside = outside;
    nfiles++;
    fclose(f);
}

/* Every .ptx under dir, subdirectories included. */
static void add_dir(const char *dir, int outside)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d)
        return;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        char path[4096];
        struct stat st;
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode))
            add_dir(path, outside);
        else if (l >= 4 && strcmp(e->d_name + l - 4, ".ptx") == 0)
            add_file(path, outside);
    }
    closedir(d);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

#define NCLASS 4
static const char *class_name[NCLASS] = {"<16 KB", "16-256 KB", "256 KB-1 MB",
                                         ">1 MB"};

static int size_class(size_t n)
{
    return n < 16384 ? 0 : n < 262144 ? 1 : n < 1048576 ? 2 : 3;
}

typedef struct tally {
    int    files;
    double bytes, secs, wall, peak_bytes, peak_max;
    const char *peak_file;
} tally;

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* One load in a fresh VM made with cfg; its CPU time (and wall-clock
   time in *wall), or -1 on failure. */
static double load_once(const ptxvm_config *cfg, const file *f, int report,
                        double *wall)
{
    ptxvm_vm *vm;
    ptxvm_module *m;
    double t0, c0, dt = -1;
    if (ptxvm_create(cfg, &vm) != PTXVM_OK)
        return -1;
    t0 = now();
    c0 = cpu_now();
    if (ptxvm_module_load(vm, f->text, f->len, f->name, &m) == PTXVM_OK) {
        dt = cpu_now() - c0;
        *wall = now() - t0;
        ptxvm_module_unload(m);
    } else if (report) {
        fprintf(stderr, "%s\n", ptxvm_error_message(vm));
    }
    ptxvm_destroy(vm);
    return dt;
}

int main(int argc, char **argv)
{
    ptxvm_config plain, counted;
    counter c = {0, 0};
    tally t[2][NCLASS];
    size_t total = 0;
    int i, o, k, failures[2] = {0, 0};
    memset(t, 0, sizeof t);
    if (argc > 1) {
        for (i = 1; i < argc; i++)
            add_dir(argv[i], 1);
    } else {
        add_dir("tests/corpus/ptx", 0);
        add_dir("tests/corpus/hand", 0);
        add_dir("../shared/conformance/zluda", 0);
        add_dir("../shared/corpus/wild", 1);
    }
    if (!nfiles) {
        fprintf(stderr, "bench_parse: no .ptx files found\n");
        return 1;
    }
    ptxvm_config_init(&plain);
    ptxvm_config_init(&counted);
    counted.host.alloc = count_alloc;
    counted.host.user = &c;
    for (i = 0; i < nfiles; i++) {
        const file *f = &files[i];
        tally *ty = &t[f->outside][size_class(f->len)];
        double best = 1e30, best_wall = 1e30, wall = 0, peak;
        int r;
        total += f->len;
        for (r = 0; r < 3; r++) {
            /* outside files that are not standalone modules fail to
               load by design; only ours are reported */
            double dt = load_once(&plain, f, r == 0 && !f->outside, &wall);
            if (dt < 0)
                break;
            if (dt < best)
                best = dt;
            if (wall < best_wall)
                best_wall = wall;
        }
        if (best == 1e30) {
            failures[f->outside]++;
            continue;
        }
        c.live = c.peak = 0;
        if (load_once(&counted, f, 0, &wall) < 0) {
            failures[f->outside]++;
            continue;
        }
        peak = (double)c.peak / (double)(f->len ? f->len : 1);
        ty->files++;
        ty->bytes += (double)f->len;
        ty->secs += best;
        ty->wall += best_wall;
        ty->peak_bytes += (double)c.peak;
        if (peak > ty->peak_max && f->len >= 4096) {
            ty->peak_max = peak;
            ty->peak_file = f->name;
        }
    }
    printf("front end: %d files, %.1f MB; failed to load: %d of ours, %d outside "
           "(not standalone or invalid)\n", nfiles, total / 1e6, failures[0],
           failures[1]);
    printf("parse+check, one cold load per file in a fresh VM (best of 3), "
           "default allocator;\nMB/s in CPU time of the loading thread, and in "
           "wall-clock time:\n");
    printf("  %-8s %-12s %6s %9s %8s %9s %13s %13s\n", "origin", "size", "files",
           "MB", "MB/s", "wall MB/s", "peak B/B avg", "max (>=4 KB)");
    for (o = 0; o < 2; o++) {
        tally all;
        memset(&all, 0, sizeof all);
        for (k = 0; k <= NCLASS; k++) {
            const tally *ty = k < NCLASS ? &t[o][k] : &all;
            if (k < NCLASS) {
                all.files += ty->files;
                all.bytes += ty->bytes;
                all.secs += ty->secs;
                all.wall += ty->wall;
                all.peak_bytes += ty->peak_bytes;
                if (ty->peak_max > all.peak_max) {
                    all.peak_max = ty->peak_max;
                    all.peak_file = ty->peak_file;
                }
            }
            if (!ty->files)
                continue;
            printf("  %-8s %-12s %6d %9.2f %8.1f %9.1f %13.2f %13.2f\n",
                   o ? "outside" : "ours", k < NCLASS ? class_name[k] : "all",
                   ty->files, ty->bytes / 1e6, ty->bytes / ty->secs / 1e6,
                   ty->bytes / ty->wall / 1e6, ty->peak_bytes / ty->bytes,
                   ty->peak_max);
        }
        if (all.peak_file)
            printf("  %-8s highest peak: %s (module variables' storage counts)\n",
                   o ? "outside" : "ours", all.peak_file);
    }
    for (i = 0; i < nfiles; i++) {
        free(files[i].name);
        free(files[i].text);
    }
    free(files);
    return failures[0] ? 1 : 0;
}
