/* Front-end benchmark: parse + check throughput over the whole PTX corpus
   on one core, and the memory a module holds per byte of PTX.

     build/bench/bench_parse [dir ...]   (default: the test corpora)

   Throughput counts source bytes loaded per second of wall time, best of
   several rounds so that a busy machine disturbs it less. Memory is
   measured with a counting allocator: the peak during a load and what the
   loaded module keeps, both divided by the source size. */
#include "ptxvm.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
} file;

static file *files;
static int nfiles, capfiles;

static void add_dir(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d)
        return;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        char path[4096];
        FILE *f;
        long n;
        if (l < 4 || strcmp(e->d_name + l - 4, ".ptx") != 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        f = fopen(path, "rb");
        if (!f)
            continue;
        fseek(f, 0, SEEK_END);
        n = ftell(f);
        fseek(f, 0, SEEK_SET);
        if (nfiles == capfiles) {
            capfiles = capfiles ? capfiles * 2 : 256;
            files = (file *)realloc(files, (size_t)capfiles * sizeof *files);
        }
        files[nfiles].name = strdup(path);
        files[nfiles].text = (char *)malloc((size_t)n + 1);
        files[nfiles].len = fread(files[nfiles].text, 1, (size_t)n, f);
        nfiles++;
        fclose(f);
    }
    closedir(d);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    ptxvm_config cfg;
    ptxvm_vm *vm;
    counter c = {0, 0};
    size_t total = 0, lines = 0, kept_max_file = 0;
    double best = 1e30, kept_ratio_max = 0, peak_ratio_max = 0;
    double kept_sum = 0, peak_sum = 0;
    int i, round, failures = 0;
    const char *max_file = "";
    if (argc > 1) {
        for (i = 1; i < argc; i++)
            add_dir(argv[i]);
    } else {
        add_dir("tests/corpus/ptx");
        add_dir("tests/corpus/hand");
        add_dir("../shared/conformance/zluda");
    }
    if (!nfiles) {
        fprintf(stderr, "bench_parse: no .ptx files found\n");
        return 1;
    }
    ptxvm_config_init(&cfg);
    cfg.host.alloc = count_alloc;
    cfg.host.user = &c;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return 1;
    for (i = 0; i < nfiles; i++) {
        size_t j;
        total += files[i].len;
        for (j = 0; j < files[i].len; j++)
            lines += files[i].text[j] == '\n';
    }
    /* memory: one load per file, measured alone */
    for (i = 0; i < nfiles; i++) {
        ptxvm_module *m;
        size_t base = c.live;
        double kept, peak;
        c.peak = c.live;
        if (ptxvm_module_load(vm, files[i].text, files[i].len, files[i].name,
                              &m) != PTXVM_OK) {
            fprintf(stderr, "%s\n", ptxvm_error_message(vm));
            failures++;
            continue;
        }
        kept = (double)(c.live - base) / (double)files[i].len;
        peak = (double)(c.peak - base) / (double)files[i].len;
        ptxvm_module_unload(m);
        if (files[i].len >= 65536) {   /* small files are all fixed costs */
            kept_sum += kept * (double)files[i].len;
            peak_sum += peak * (double)files[i].len;
            if (peak > peak_ratio_max) {
                peak_ratio_max = peak;
                kept_ratio_max = kept;
                max_file = files[i].name;
                kept_max_file = files[i].len;
            }
        }
    }
    /* throughput: best of 15 rounds over the whole corpus (a shared machine
       slows some rounds down; the best is the machine's own speed) */
    for (round = 0; round < 15; round++) {
        double t0 = now(), dt;
        for (i = 0; i < nfiles; i++) {
            ptxvm_module *m;
            if (ptxvm_module_load(vm, files[i].text, files[i].len,
                                  files[i].name, &m) == PTXVM_OK)
                ptxvm_module_unload(m);
        }
        dt = now() - t0;
        if (dt < best)
            best = dt;
    }
    {
        size_t big = 0;
        for (i = 0; i < nfiles; i++)
            if (files[i].len >= 65536)
                big += files[i].len;
        printf("front end: %d files, %.1f MB, %lu lines, %d failed to load\n",
               nfiles, total / 1e6, (unsigned long)lines, failures);
        printf("parse+check throughput: %.1f MB/s on one core "
               "(best of 15 rounds, %.3f s per round)\n", total / best / 1e6, best);
        printf("memory per source byte (files >= 64 KiB, weighted): "
               "kept %.2f, peak during load %.2f\n",
               big ? kept_sum / (double)big : 0.0, big ? peak_sum / (double)big : 0.0);
        printf("worst file: %s (%lu bytes): peak %.2f, kept %.2f bytes per byte\n",
               max_file, (unsigned long)kept_max_file, peak_ratio_max, kept_ratio_max);
    }
    ptxvm_destroy(vm);
    for (i = 0; i < nfiles; i++) {
        free(files[i].name);
        free(files[i].text);
    }
    free(files);
    return failures ? 1 : 0;
}
