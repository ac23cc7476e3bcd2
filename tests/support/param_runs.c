/* One kernel launched over and over: see param_runs.h. */
#include "param_runs.h"
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
