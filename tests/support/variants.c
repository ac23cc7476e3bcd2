/* Configuration variants and cross-build digests (variants.h). */
#include "variants.h"
#include "host_jobs.h"
#include "vm.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define XXH_INLINE_ALL
#include <xxhash.h>


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

ptxvm_result pv_variant_create(const pv_variant *v, test_alloc *a, ptxvm_vm **vm)
{
    ptxvm_config cfg;
    ptxvm_result r;
    test_config(&cfg, a);
    cfg.threads = v->threads;
    cfg.flags = v->flags;
    if (v->host_jobs)
        cfg.host.parallel_for = test_host_jobs;
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
