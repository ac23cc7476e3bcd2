/* Configuration-differential testing: the launches of the CUDA sources
   (cuda_runs.c: each harness's own) must give identical bytes and result
   codes under every configuration of pv_variants (fusion on and off, 1,
   2, 3 and 8 workers, PTXVM_FLAG_UNCHECKED, CTAs in reverse order, a host
   job system). Only the words whose value depends on the order in which
   threads reach an atomic are left out, as the atomics harness marks them
   (exchange and inc/dec old values, float-add tickets, compaction slots,
   heap addresses: tests/README.md).

   The variants run on three builds of each source (build_diff compares
   the others with these under the first variant): the -O3 and the -G
   build at the lowest architecture and the clang -O0 build, where there
   is one. */
#include "../testlib.h"
#include "cuda_runs.h"
#include "exec_builds.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The build's architecture number and what follows it (".ptx",
   ".G.ptx", ...), or 0. */
static int cd_arch(const char *base, const char **rest)
{
    const char *arch = strstr(base, ".sm_");
    if (!arch)
        return 0;
    *rest = arch + 4 + strspn(arch + 4, "0123456789");
    return atoi(arch + 4);
}

/* The builds of a source that run under every variant: the -O3 and the
   -G build at the lowest architecture, the clang -O0 build. */
static int cd_selected(char **builds, int nb, int b)
{
    const char *rest, *r2;
    int a = cd_arch(eb_base(builds[b]), &rest), i;
    if (!a)
        return 0;
    if (!strcmp(rest, ".clang-O0.ptx"))
        return 1;
    if (strcmp(rest, ".ptx") && strcmp(rest, ".G.ptx"))
        return 0;
    for (i = 0; i < nb; i++) {
        int a2 = cd_arch(eb_base(builds[i]), &r2);
        if (a2 && a2 < a && !strcmp(r2, rest))
            return 0;               /* a lower architecture has one */
    }
    return 1;
}

static void cd_compare(pv_test *t, const char *base, const char *vname, const cr_run *run,
                       const cr_run *ref)
{
    unsigned i, shown = 0;
    T_CHECK(t, run->n == ref->n, "%s (%s): %u results, %u with one worker", base, vname, run->n,
            ref->n);
    for (i = 0; i < run->n && i < ref->n; i++) {
        const cr_out *o = &run->outs[i], *p = &ref->outs[i];
        size_t first, n = cr_out_diff(o, p, &first), e;
        char where[64];
        if (!n)
            continue;
        if (strcmp(o->name, p->name) || o->len != p->len || !o->w) {
            T_CHECK(t, 0, "%s (%s) %s: \"%.*s\", %s: \"%.*s\"", base, vname, o->name,
                    (int)(o->len < 60 ? o->len : 60), (const char *)o->data, p->name,
                    (int)(p->len < 60 ? p->len : 60), (const char *)p->data);
            continue;
        }
        cr_where(o, first, where, sizeof where, &e);
        if (shown++ < 8)
            T_CHECK(t, 0, "%s (%s) %s: %lu words differ from \"%s\"; first %s = 0x%0*llx, 0x%0*llx",
                    base, vname, o->name, (unsigned long)n, pv_variants[0].name, where,
                    (int)o->esz * 2, (unsigned long long)cr_elem(o, e), (int)o->esz * 2,
                    (unsigned long long)cr_elem(p, e));
    }
}

void unit_config_diff(pv_test *t)
{
    unsigned si, v, runs = 0;
    for (si = 0; si < cr_nsources; si++) {
        const cr_source *s = &cr_sources[si];
        int nb, b;
        char **builds = eb_builds(s->name, &nb);
        for (b = 0; b < nb; b++) {
            const char *base = eb_base(builds[b]);
            cr_run ref;
            if (!cd_selected(builds, nb, b) || !test_begin(t, "config_diff %s", base))
                continue;
            memset(&ref, 0, sizeof ref);
            if (cr_run_build(t, s, builds[b], &pv_variants[0], &ref)) {
                for (v = 1; v < pv_nvariants; v++) {
                    cr_run run;
                    memset(&run, 0, sizeof run);
                    if (cr_run_build(t, s, builds[b], &pv_variants[v], &run))
                        cd_compare(t, base, pv_variants[v].name, &run, &ref);
                    cr_run_free(&run);
                    runs++;
                }
            }
            cr_run_free(&ref);
            test_end(t);
        }
        test_free_list(builds, nb);
    }
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("config_diff: %u runs compared with one worker's\n", runs);
}
