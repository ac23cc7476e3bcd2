/* One kernel launched over and over: see param_runs.h. */
#include "param_runs.h"
#include "one_block.h"
#include "exec.h"
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

int pr_open(pv_test *t, pr_run *s, const char *src, size_t len, const char *file,
            const char *kernel, uint32_t flags, unsigned workers, size_t out_bytes)
{
    ptxvm_config cfg;
    memset(s, 0, sizeof *s);
    s->mode = flags ? "unfused" : "fused";
    s->out_bytes = out_bytes;
    test_config(&cfg, &s->a);
    cfg.flags = flags;
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &s->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: VM not created", s->mode);
        return 0;
    }
    if (ptxvm_module_load(s->vm, src, len, file, &s->m) != PTXVM_OK ||
        ptxvm_module_get_kernel(s->m, kernel, &s->k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", s->mode, ptxvm_error_message(s->vm));
        ptxvm_destroy(s->vm);
        return 0;
    }
    ptxvm_mem_alloc(s->vm, out_bytes, &s->out);
    return 1;
}

ptxvm_result pr_launch(pr_run *s, uint32_t grid, uint32_t block, const uint32_t *p,
                       uint32_t n, uint32_t *got, char *msg, size_t cap)
{
    void *args[9];
    uint32_t v[8], i;
    ptxvm_launch l;
    ptxvm_result rc;
    args[0] = &s->out;
    for (i = 0; i < n && i < 8; i++) {
        v[i] = p[i];
        args[i + 1] = &v[i];
    }
    memset(&l, 0, sizeof l);
    l.grid.x = grid;
    l.grid.y = l.grid.z = 1;
    l.block.x = block;
    l.block.y = l.block.z = 1;
    l.args = args;
    ptxvm_memset(s->vm, s->out, 0x5a, s->out_bytes);
    rc = ptxvm_launch_kernel(s->k, &l, NULL);
    msg[0] = 0;
    if (rc != PTXVM_OK)
        snprintf(msg, cap, "%s", ptxvm_error_message(s->vm));
    ptxvm_memcpy_dtoh(s->vm, got, s->out, s->out_bytes);
    return rc;
}

void pr_close(pv_test *t, pr_run *s)
{
    ptxvm_mem_free(s->vm, s->out);
    ptxvm_destroy(s->vm);
    T_CHECK(t, s->a.live == 0, "%s: %ld bytes leaked", s->mode, s->a.live);
}

int pr_pair_open(pv_test *t, pr_pair *s, const char *src, size_t len, const char *file,
                 const char *kernel, size_t out_bytes, int copies)
{
    memset(s, 0, sizeof *s);
    s->copies = copies;
    /* PTXVM_TEST_PORTABLE=1 keeps the portable copy on between runs */
    s->portable = !pv_run_avx2();
    s->got = (uint32_t *)malloc(3 * out_bytes);
    if (!s->got) {
        T_CHECK(t, 0, "no memory for three outputs of %zu bytes", out_bytes);
        return 0;
    }
    if (!pr_open(t, &s->f, src, len, file, kernel, 0, 3, out_bytes)) {
        free(s->got);
        return 0;
    }
    if (!pr_open(t, &s->u, src, len, file, kernel, PTXVM_FLAG_NO_FUSION, 1, out_bytes)) {
        pr_close(t, &s->f);
        free(s->got);
        return 0;
    }
    return 1;
}

/* Whether run r (result rc) agrees with the unfused run. */
static int pp_same(const pr_pair *s, int r, ptxvm_result rc, ptxvm_result ru)
{
    const size_t words = s->f.out_bytes / 4;
    return rc == ru && strcmp(s->msg[r], s->msg[2]) == 0 &&
           (ru != PTXVM_OK ||
            memcmp(s->got + r * words, s->got + 2 * words, s->f.out_bytes) == 0);
}

int pr_pair_launch(pr_pair *s, uint32_t grid, uint32_t block, const uint32_t *p,
                   uint32_t n)
{
    const size_t words = s->f.out_bytes / 4;
    ptxvm_result ra, rp = PTXVM_OK, ru;
    int same;
    ra = pr_launch(&s->f, grid, block, p, n, s->got, s->msg[0], sizeof s->msg[0]);
    if (s->copies == 2) {
        pv_run_set_portable(1);
        rp = pr_launch(&s->f, grid, block, p, n, s->got + words, s->msg[1],
                       sizeof s->msg[1]);
        pv_run_set_portable(s->portable);
    }
    ru = pr_launch(&s->u, grid, block, p, n, s->got + 2 * words, s->msg[2],
                   sizeof s->msg[2]);
    s->n++;
    s->faults += ru != PTXVM_OK;
    same = pp_same(s, 0, ra, ru) && (s->copies != 2 || pp_same(s, 1, rp, ru));
    if (same)
        return 1;
    s->bad++;
    if (s->copies == 2)
        snprintf(s->why, sizeof s->why,
                 "fused %s \"%s\", portable %s \"%s\", unfused %s \"%s\"",
                 ptxvm_result_name(ra), s->msg[0], ptxvm_result_name(rp), s->msg[1],
                 ptxvm_result_name(ru), s->msg[2]);
    else
        snprintf(s->why, sizeof s->why, "fused %s \"%s\", unfused %s \"%s\"%s",
                 ptxvm_result_name(ra), s->msg[0], ptxvm_result_name(ru), s->msg[2],
                 ra == ru && ru == PTXVM_OK ? ", words differ" : "");
    return 0;
}

void pr_pair_fused_sh32(pv_test *t, pr_pair *s, int n_ld, int n_st)
{
    char *dis = ob_listing(s->f.k);
    T_CHECK(t, dis && ob_count(dis, "LD_SH32") >= n_ld && ob_count(dis, "ST_SH32") >= n_st,
            "fused listing:\n%s", dis ? dis : "(none)");
    free(dis);
}

void pr_pair_close(pv_test *t, pr_pair *s)
{
    pr_close(t, &s->u);
    pr_close(t, &s->f);
    free(s->got);
}
