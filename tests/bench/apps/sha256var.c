/* sha256var: SHA-256 of one message a thread, 0 to 500 bytes long
   (sha256var.cu), so each warp's block loop runs as many times as its
   longest message needs while the lanes drop out one by one. Digests
   must equal the twin's (sha256var_twin.h). */
#include "app.h"
#include "app_util.h"
#include "sha256var_twin.h"
#include <stdlib.h>
#include <string.h>

#define N 16384

typedef struct st {
    uint32_t *vm_h, *c_h;
    ptxvm_addr d_h;
} st;

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->vm_h = malloc((size_t)N * 8 * sizeof(uint32_t));
    s->c_h = malloc((size_t)N * 8 * sizeof(uint32_t));
    if (!s->vm_h || !s->c_h) {
        free(s->vm_h);
        free(s->c_h);
        free(s);
        return NULL;
    }
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    s->d_h = app_alloc(v, NULL, (size_t)N * 8 * sizeof(uint32_t));
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    int n = N;
    void *args[2];
    args[0] = &n;
    args[1] = &s->d_h;
    return app_launch(v, "sha256var", N / 128, 1, 1, 128, 1, 1, 0, args);
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, s->vm_h, s->d_h, (size_t)N * 8 * sizeof(uint32_t));
    return 0;
}

static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b, e, t;
    au_slice(N, part, nparts, &b, &e);
    for (t = b; t < e; t++)
        sv_hash((uint32_t)t, s->c_h + t * 8);
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    size_t i;
    for (i = 0; i < (size_t)N * 8; i++)
        if (s->vm_h[i] != s->c_h[i]) {
            snprintf(why, cap, "thread %zu word %zu: %08x, the twin's %08x", i / 8, i % 8,
                     (unsigned)s->vm_h[i], (unsigned)s->c_h[i]);
            return 1;
        }
    return 0;
}

static void fini(void *p)
{
    st *s = p;
    free(s->vm_h);
    free(s->c_h);
    free(s);
}

const bench_app app_sha256var = {"sha256var", "sha256var.ptx", "16384 messages of 0-500 bytes",
                                 init, vm_upload, vm_run, vm_download, c_run, check, fini};
