/* Configuration variants and cross-build digests (variants.h). */
#include "variants.h"
#include "vm.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define XXH_INLINE_ALL
#include <xxhash.h>

#if !defined(PTXVM_NO_THREADS) && defined(__unix__)
#include <pthread.h>
#define VAR_THREADS 1
#else
#define VAR_THREADS 0
#endif

const pv_variant pv_variants[] = {
    {"1 worker", 1, 0, 0, 0},
    {"no fusion", 1, PTXVM_FLAG_NO_FUSION, 0, 0},
    {"2 workers", 2, 0, 0, 0},
    {"3 workers", 3, 0, 0, 0},
    {"8 workers", 8, 0, 0, 0},
    {"unchecked", 2, PTXVM_FLAG_UNCHECKED, 0, 0},
    {"reverse CTAs", 1, 0, 1, 0},
    {"host jobs, reverse", 3, 0, 1, 1},
};
const unsigned pv_nvariants = sizeof pv_variants / sizeof pv_variants[0];

#if VAR_THREADS
typedef struct var_job {
    void (*job)(void *, uint32_t);
    void *arg;
    uint32_t index;
} var_job;

static void *var_thread(void *p)
{
    var_job *j = (var_job *)p;
    j->job(j->arg, j->index);
    return NULL;
}

/* One host thread per job, the last job's started first; a job whose
   thread cannot start runs on the caller. */
static void var_jobs(void *user, uint32_t count, void (*job)(void *, uint32_t),
                     void *arg)
{
    var_job js[16];
    pthread_t th[16];
    int ok[16];
    uint32_t i;
    (void)user;
    if (count > 16) {
        for (i = count; i-- > 0;)
            job(arg, i);
        return;
    }
    for (i = count; i-- > 0;) {
        js[i].job = job;
        js[i].arg = arg;
        js[i].index = i;
        ok[i] = pthread_create(&th[i], NULL, var_thread, &js[i]) == 0;
        if (!ok[i])
            job(arg, i);
    }
    for (i = 0; i < count; i++)
        if (ok[i])
            pthread_join(th[i], NULL);
}
#else
static void var_jobs(void *user, uint32_t count, void (*job)(void *, uint32_t),
                     void *arg)
{
    uint32_t i;
    (void)user;
    for (i = count; i-- > 0;)
        job(arg, i);
}
#endif

ptxvm_result pv_variant_create(const pv_variant *v, test_alloc *a, ptxvm_vm **vm)
{
    ptxvm_config cfg;
    ptxvm_result r;
    test_config(&cfg, a);
    cfg.threads = v->threads;
    cfg.flags = v->flags;
    if (v->host_jobs)
        cfg.host.parallel_for = var_jobs;
    r = ptxvm_create(&cfg, vm);
    if (r == PTXVM_OK)
        (*vm)->reverse_ctas = v->reverse;
    return r;
}

int pv_digest_check(const char *name, const void *data, size_t len, char *why,
                    size_t whylen)
{
    const char *path = getenv("PTXVM_TEST_DIGESTS");
    unsigned long long d = (unsigned long long)XXH64(data, len, 0), old;
    char line[600];
    size_t nl = strlen(name);
    FILE *f;
    if (!path || !*path)
        return 1;
    f = fopen(path, "r");
    if (f) {
        while (fgets(line, sizeof line, f)) {
            /* "DIGEST NAME\n" */
            if (strlen(line) > 17 && line[16] == ' ' &&
                strncmp(line + 17, name, nl) == 0 && line[17 + nl] == '\n') {
                fclose(f);
                old = strtoull(line, NULL, 16);
                if (old == d)
                    return 1;
                snprintf(why, whylen, "digest %016llx, recorded %016llx", d, old);
                return 0;
            }
        }
        fclose(f);
    }
    f = fopen(path, "a");
    if (f) {
        fprintf(f, "%016llx %s\n", d, name);
        fclose(f);
    }
    return 1;
}
