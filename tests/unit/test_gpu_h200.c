/* ptxvm against the hardware without a GPU: tests/gpu/h200.digests holds
   the digest of every output an NVIDIA H200 gave in tests/gpu/gpu_diff's
   launches (the same PTX, inputs and launch shapes, rebuilt here by
   tests/gpu/gd_case.c), written by `gpu_diff --replay DIR --digests FILE`
   from the GPU's recorded outputs. Each line is marked `same` when ptxvm
   gave the GPU's bytes at the time it was written, `differs` when not
   (tests/gpu/README.md says why, class by class).

   A `same` kernel whose output no longer has the GPU's digest fails: that
   is a regression against the hardware. A `differs` kernel is run too;
   when it has come to match, the case says so, so the file can be
   brought up to date (gpu_diff --digests). */
#include "../testlib.h"
#include "../gpu/gd_case.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DIGESTS "tests/gpu/h200.digests"

typedef struct h200_line {
    char file[256], kernel[128];
    unsigned long long digest;
    int same;
} h200_line;

/* One line "file\tkernel\tdigest\tsame|differs"; 0 for a comment, -1 for
   a malformed line. */
static int parse_line(const char *s, h200_line *l)
{
    char mark[16];
    if (s[0] == '#' || s[0] == '\n' || s[0] == 0)
        return 0;
    if (sscanf(s, "%255[^\t]\t%127[^\t]\t%llx\t%15s", l->file, l->kernel, &l->digest, mark) != 4)
        return -1;
    if (!strcmp(mark, "same"))
        l->same = 1;
    else if (!strcmp(mark, "differs"))
        l->same = 0;
    else
        return -1;
    return 1;
}

/* The digest of ptxvm's output for the line's launch; 0 with why set
   when it cannot run. */
static int run_line(ptxvm_module *mod, ptxvm_vm *vm, const h200_line *l,
                    unsigned long long *digest, char *why, size_t cap)
{
    ptxvm_kernel *k = NULL;
    gd_case c;
    unsigned char *out;
    int ok;
    if (ptxvm_module_get_kernel(mod, l->kernel, &k) != PTXVM_OK) {
        snprintf(why, cap, "get_kernel: %s", ptxvm_error_message(vm));
        return 0;
    }
    if (!gd_case_for(l->kernel, &c)) {
        snprintf(why, cap, "no launch generator for this kernel");
        return 0;
    }
    out = (unsigned char *)malloc(c.size[c.out]);
    ok = out && gd_vm_run(vm, k, &c, out, why, cap);
    if (ok)
        *digest = gd_digest(out, c.size[c.out]);
    free(out);
    gd_case_free(&c);
    return ok;
}

void unit_gpu_h200(pv_test *t)
{
    size_t len = 0;
    char *text, *line, *next;
    char loaded[256] = "";
    char *ptx = NULL;
    ptxvm_vm *vm = NULL;
    ptxvm_module *mod = NULL;
    int nsame = 0, ndiff = 0, now_same = 0, lineno = 0;
    if (!test_begin(t, "gpu_h200: ptxvm gives the H200's output where it did"))
        return;
    text = test_read_file(DIGESTS, &len);
    T_CHECK(t, text != NULL, "cannot read %s (run from the repository root)", DIGESTS);
    for (line = text; text && line && *line; line = next) {
        h200_line l;
        unsigned long long d = 0;
        char why[512] = "";
        int r;
        next = strchr(line, '\n');
        if (next)
            *next++ = 0;
        lineno++;
        r = parse_line(line, &l);
        T_CHECK(t, r >= 0, "%s:%d: malformed line", DIGESTS, lineno);
        if (r <= 0)
            continue;
        if (strcmp(loaded, l.file)) {
            size_t n = 0;
            ptxvm_destroy(vm);
            vm = NULL;
            mod = NULL;
            free(ptx);
            snprintf(loaded, sizeof loaded, "%s", l.file);
            ptx = test_read_file(l.file, &n);
            T_CHECK(t, ptx != NULL, "%s:%d: cannot read %s", DIGESTS, lineno, l.file);
            if (ptx && (ptxvm_create(NULL, &vm) != PTXVM_OK ||
                        ptxvm_module_load(vm, ptx, n, l.file, &mod) != PTXVM_OK)) {
                T_CHECK(t, 0, "%s: does not load: %s", l.file, vm ? ptxvm_error_message(vm) : "");
                mod = NULL;
            }
        }
        if (!mod)
            continue;
        if (!run_line(mod, vm, &l, &d, why, sizeof why)) {
            T_CHECK(t, 0, "%s %s: %s", l.file, l.kernel, why);
            continue;
        }
        if (l.same) {
            nsame++;
            T_CHECK(t, d == l.digest, "%s %s: ptxvm's output no longer is the H200's "
                    "(digest %016llx, the GPU's %016llx): run tests/gpu/gpu_diff --replay for the words",
                    l.file, l.kernel, d, l.digest);
        } else {
            ndiff++;
            if (d == l.digest) {
                now_same++;
                if (t->verbose)
                    printf("    %s %s: now gives the H200's output (mark it same)\n", l.file, l.kernel);
            }
        }
    }
    T_CHECK(t, nsame > 0, "%s lists no kernel ptxvm matches", DIGESTS);
    if (t->verbose || now_same)
        printf("    gpu_h200: %d kernels as the H200, %d known to differ (%d of them now match: "
               "update %s with gpu_diff --digests)\n", nsame, ndiff, now_same, DIGESTS);
    ptxvm_destroy(vm);
    free(ptx);
    free(text);
    test_end(t);
}
