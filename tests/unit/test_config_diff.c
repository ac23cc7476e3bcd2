/* Configuration-differential testing: the launches of the CUDA sources
   (cuda_runs.c: each harness's own) must give identical bytes and result
   codes under every configuration of pv_variants (fusion on and off, 1,
   2, 3 and 8 workers, PTXVM_FLAG_UNCHECKED, CTAs in reverse order, a host
   job system). Only the words whose value depends on the order in which
   threads reach an atomic are left out, as the atomics harness marks them
   (exchange and inc/dec old values, float-add tickets, compaction slots,
   heap addresses: tests/README.md).

   Every build of every source runs under the first variant; the variants
   run on CD_BUILDS builds of each source: its -O3 build at the lowest
   architecture, its -G build, its clang -O0 build where there is one. */
#include "../testlib.h"
#include "cuda_runs.h"
#include "exec_builds.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the builds of a source that run under every variant, by suffix */
static int cd_selected(const char *base, int *seen_O3)
{
    const char *arch = strstr(base, ".sm_");
    const char *rest = arch ? arch + 4 + strspn(arch + 4, "0123456789") : "";
    if (!strcmp(rest, ".ptx")) {
        if (*seen_O3)
            return 0;                /* the first (lowest) -O3 build only */
        *seen_O3 = 1;
        return 1;
    }
    return !strcmp(rest, ".G.ptx") ? !strstr(base, ".sm_100") : !strcmp(rest, ".clang-O0.ptx");
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
        int nb, b, seen_O3 = 0;
        char **builds = eb_builds(s->name, &nb);
        for (b = 0; b < nb; b++) {
            const char *base = eb_base(builds[b]);
            cr_run ref;
            if (!cd_selected(base, &seen_O3) || !test_begin(t, "config_diff %s", base))
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
