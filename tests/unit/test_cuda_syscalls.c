/* printf, malloc/free and assert from nvcc's PTX (tests/exec/cu/
   syscalls.cu, -O3 and -G): every printed line against the host's
   snprintf of the same format and values, heap blocks per thread and
   across launches, heap exhaustion, a bad free, a failing assert. */
#include "../testlib.h"
#include "cuda_harness.h"
#include "exec_builds.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NT SC_NT                       /* threads: two warps and a partial one */

static char  *cap_text;                /* what host.print received */
static size_t cap_len, cap_calls;

static void capture(void *user, const char *text, size_t len)
{
    char *n = (char *)realloc(cap_text, cap_len + len + 1);
    (void)user;
    if (!n)
        return;
    memcpy(n + cap_len, text, len);
    cap_len += len;
    n[cap_len] = 0;
    cap_text = n;
    cap_calls++;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static const char *const names[3] = {"alpha", "", "a longer string"};

static int expected_line(char *buf, size_t cap, int t, double d)
{
    return snprintf(buf, cap, "t=%d u=%u x=%#x X=%X o=%o c=%c s=[%s] [%10.3s] ll=%lld "
                    "llu=%llu f=%.3f e=%e E=%.2E g=%g G=%G a=%a p=%p |%5.2f|%-6d|%+d|"
                    "% d|%05d|%*d|%.*f| h=%hd hh=%hhu z=%zu %%\n",
                    t, (unsigned)t * 3000000000u, t * 255, t * 4097, t, 'A' + t % 26,
                    names[t % 3], names[(t + 2) % 3], (long long)t * -1000000007LL,
                    (unsigned long long)t << 40, d, d, d, d, d, d,
                    (void *)(size_t)(0x1000 + t), (double)((float)t / 3.0f), t, t, t, t,
                    6, t, 2, d, (short)(t * 1000), (unsigned char)(t * 7), (size_t)t * 3);
}

static ptxvm_result run(ptxvm_module *m, const char *k, uint32_t threads, void **args)
{
    ptxvm_kernel *kk;
    ptxvm_launch l;
    if (ptxvm_module_get_kernel(m, k, &kk) != PTXVM_OK)
        return PTXVM_E_NOT_FOUND;
    memset(&l, 0, sizeof l);
    l.grid.x = (threads + 31) / 32;
    l.grid.y = l.grid.z = 1;
    l.block.x = threads < 32 ? threads : 32;
    l.block.y = l.block.z = 1;
    l.args = args;
    return ptxvm_launch_kernel(kk, &l, NULL);
}

void sc_pf_inputs(double *dv)
{
    static const double special[] = {0.0, -0.0, 1.0 / 3.0, 1e300, -2.5e-310, 0.5, 9.5};
    int i;
    for (i = 0; i < NT; i++)
        dv[i] = i < 7 ? special[i] : (i - 35) * 1234.5678 / (i + 1);
}

static void check_printf(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *file)
{
    double dv[NT];
    int ret[NT], n = NT, i, nl = 0;
    ptxvm_addr ddv, dret;
    void *args[3];
    char *lines[NT + 8], *exp[NT], *p;
    ptxvm_result r;
    sc_pf_inputs(dv);
    ptxvm_mem_alloc(vm, sizeof dv, &ddv);
    ptxvm_mem_alloc(vm, sizeof ret, &dret);
    ptxvm_memcpy_htod(vm, ddv, dv, sizeof dv);
    args[0] = &n;
    args[1] = &ddv;
    args[2] = &dret;
    cap_len = cap_calls = 0;
    r = run(m, "pf", NT, args);
    T_CHECK(t, r == PTXVM_OK, "%s pf: %s", file, ptxvm_error_message(vm));
    T_CHECK(t, cap_calls == NT, "%s: %lu print calls, want one per thread", file,
            (unsigned long)cap_calls);
    ptxvm_memcpy_dtoh(vm, ret, dret, sizeof ret);
    for (i = 0; i < NT; i++)
        T_CHECK(t, ret[i] == 29, "%s: printf returned %d to thread %d", file, ret[i], i);
    for (p = cap_text; p && *p && nl < NT + 8; nl++) {
        char *e = strchr(p, '\n');
        lines[nl] = p;
        if (!e)
            break;
        *e = 0;
        p = e + 1;
    }
    T_CHECK(t, nl == NT, "%s: %d lines", file, nl);
    for (i = 0; i < NT; i++) {
        char buf[1024];
        expected_line(buf, sizeof buf, i, dv[i]);
        buf[strlen(buf) - 1] = 0;
        exp[i] = (char *)malloc(strlen(buf) + 1);
        if (exp[i])
            strcpy(exp[i], buf);
    }
    if (nl == NT) {
        qsort(lines, NT, sizeof *lines, cmp_str);
        qsort(exp, NT, sizeof *exp, cmp_str);
        for (i = 0; i < NT; i++)
            T_CHECK(t, exp[i] && strcmp(lines[i], exp[i]) == 0,
                    "%s: printed\n  %s\nwant\n  %s", file, lines[i], exp[i] ? exp[i] : "");
    }
    for (i = 0; i < NT; i++)
        free(exp[i]);
    ptxvm_mem_free(vm, ddv);
    ptxvm_mem_free(vm, dret);
}

static void check_heap(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *file)
{
    unsigned out[NT], round, i;
    ptxvm_addr dout, dptrs;
    uint64_t ptrs[NT];
    int n = NT, ok = -1;
    void *args[3];
    ptxvm_result r;
    ptxvm_mem_alloc(vm, sizeof out, &dout);
    ptxvm_mem_alloc(vm, sizeof ptrs, &dptrs);
    for (round = 0; round < 3; round++) {     /* freed blocks are reused */
        args[0] = &n;
        args[1] = &dout;
        r = run(m, "heap_roundtrip", NT, args);
        T_CHECK(t, r == PTXVM_OK, "%s heap_roundtrip: %s", file, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
        for (i = 0; i < NT; i++) {
            unsigned words = (i % 7 + 1) * 4, s = 0, k;
            for (k = 0; k < words; k++)
                s += (i * 131 + k) ^ k;
            T_CHECK(t, out[i] == s, "%s: thread %u's heap block: %08x, want %08x", file,
                    i, out[i], s);
        }
    }
    /* blocks that outlive a launch, visible to the host */
    args[0] = &n;
    args[1] = &dptrs;
    r = run(m, "heap_keep", NT, args);
    T_CHECK(t, r == PTXVM_OK, "%s heap_keep: %s", file, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, ptrs, dptrs, sizeof ptrs);
    for (i = 0; i < NT; i += 23) {
        unsigned blk[16];
        T_CHECK(t, ptrs[i] && ptxvm_memcpy_dtoh(vm, blk, ptrs[i], sizeof blk) == PTXVM_OK &&
                   blk[0] == (i << 8) && blk[15] == (i << 8 | 15),
                "%s: the host reads thread %u's block", file, i);
    }
    args[2] = &dout;
    r = run(m, "heap_release", NT, args);
    T_CHECK(t, r == PTXVM_OK, "%s heap_release: %s", file, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    for (i = 0; i < NT; i++)
        T_CHECK(t, out[i] == 16 * (i << 8) + 120, "%s: kept block of %u sums to %u", file,
                i, out[i]);
    /* more than the heap holds: NULL, not an error */
    {
        uint64_t big = (uint64_t)64 << 20;
        ptxvm_addr dok;
        void *bargs[2];
        ptxvm_mem_alloc(vm, sizeof ok, &dok);
        bargs[0] = &big;
        bargs[1] = &dok;
        r = run(m, "heap_big", 1, bargs);
        ptxvm_memcpy_dtoh(vm, &ok, dok, sizeof ok);
        T_CHECK(t, r == PTXVM_OK && ok == 0, "%s: 64 MiB malloc: %s, ok %d", file,
                ptxvm_result_name(r), ok);
        big = 1 << 20;
        r = run(m, "heap_big", 1, bargs);
        ptxvm_memcpy_dtoh(vm, &ok, dok, sizeof ok);
        T_CHECK(t, r == PTXVM_OK && ok == 1, "%s: 1 MiB malloc: %s, ok %d", file,
                ptxvm_result_name(r), ok);
        ptxvm_mem_free(vm, dok);
    }
    /* freeing what malloc never returned */
    args[0] = &dout;
    r = run(m, "heap_bad_free", 1, args);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT &&
               strstr(ptxvm_error_message(vm), "not a pointer that malloc returned"),
            "%s: bad free: %s: %s", file, ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_mem_free(vm, dout);
    ptxvm_mem_free(vm, dptrs);
}

static void check_assert(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *file)
{
    int limit = 40;
    void *args[1] = {&limit};
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_result r;
    if (ptxvm_module_get_kernel(m, "asserts", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: asserts: %s", file, ptxvm_error_message(vm));
        return;
    }
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = 64;
    l.block.y = l.block.z = 1;
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP &&
               strstr(ptxvm_error_message(vm), "syscalls.cu:") &&
               strstr(ptxvm_error_message(vm), "block [0,0,0], thread [40,0,0] "
                                               "Assertion `t < limit` failed."),
            "%s: assert: %s: %s", file, ptxvm_result_name(r), ptxvm_error_message(vm));
    limit = 64;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "%s: assert that holds: %s", file, ptxvm_error_message(vm));
}

void unit_cuda_syscalls(pv_test *t)
{
    int nf, f;
    char **files = eb_builds("syscalls", &nf);
    if (test_begin(t, "cuda_syscalls: builds")) {
        T_CHECK(t, nf > 0, "no %s/syscalls.*.ptx", EB_PTX_DIR);
        test_end(t);
    }
    for (f = 0; f < nf; f++) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm;
        ptxvm_module *m;
        size_t len;
        char *text;
        if (!test_begin(t, "cuda_syscalls %s", eb_base(files[f])))
            continue;
        text = test_read_file(files[f], &len);
        T_CHECK(t, text != NULL, "cannot read %s", files[f]);
        if (!text) {
            test_end(t);
            continue;
        }
        test_config(&cfg, &a);
        cfg.host.print = capture;
        ptxvm_create(&cfg, &vm);
        ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, 8192);   /* -G frames */
        if (ptxvm_module_load(vm, text, len, files[f], &m) != PTXVM_OK) {
            T_CHECK(t, 0, "%s: %s", files[f], ptxvm_error_message(vm));
        } else {
            check_printf(t, vm, m, files[f]);
            check_heap(t, vm, m, files[f]);
            check_assert(t, vm, m, files[f]);
        }
        ptxvm_destroy(vm);
        free(text);
        T_CHECK(t, a.live == 0, "%s: %ld bytes not freed", files[f], a.live);
        test_end(t);
    }
    test_free_list(files, nf);
    free(cap_text);
    cap_text = NULL;
    cap_len = 0;
}
