/* Launch and load costs: what a launch costs besides its kernel's work,
   and what memory costs before a kernel touches it.

     tiny      one warp that stores one word, 1000 launches back to back
     local16k  one CTA of 256 threads declaring 16 KiB of .local each
               (4 MiB a launch) that it never touches, 1000 launches
     shared48k 64 CTAs of 256 threads declaring 48 KiB of .shared each
               that they never touch, 1000 launches
     sha256    tests/bench/kernels/bench_kernels.ptx's sha256 (arrays in
               .local), 32x128 threads; and ../shared/peerbench's sha256
               (3777 registers a thread), 64x256 threads, when present
     big       loading a module that declares 4 GB of .global and using
               one byte of it: time and resident memory added

   Each line is the median and range of 5 rounds, one worker. Results are
   checked: every launch's output against C.

     build/bench/bench_launch [name ...]                              */
#include "ptxvm.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define ROUNDS 5

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int wanted(int argc, char **argv, const char *name)
{
    int i;
    if (argc < 2)
        return 1;
    for (i = 1; i < argc; i++)
        if (!strcmp(argv[i], name))
            return 1;
    return 0;
}

static void sort(double *v, int n)
{
    int i, j;
    for (i = 1; i < n; i++)
        for (j = i; j > 0 && v[j - 1] > v[j]; j--) {
            double t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
}

/* median, min and max of ROUNDS values, scaled */
static void line(const char *name, const char *unit, double *v, double scale,
                 int ok)
{
    sort(v, ROUNDS);
    printf("%-34s %10.2f %s  (%.2f-%.2f)%s\n", name, v[ROUNDS / 2] * scale, unit,
           v[0] * scale, v[ROUNDS - 1] * scale, ok ? "" : "  WRONG RESULTS");
}

static const char launch_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry tiny(.param .u64 out)\n{\n"
    "  .reg .b32 %r<3>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r1;\n  ret;\n}\n"
    ".visible .entry local16k(.param .u64 out)\n{\n"
    "  .local .align 4 .b8 buf[16384];\n"
    "  .reg .b32 %r<3>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r1;\n  ret;\n}\n"
    ".visible .entry shared48k(.param .u64 out)\n{\n"
    "  .shared .align 4 .b8 sbuf[49152];\n"
    "  .reg .b32 %r<5>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  mov.u32 %r2, %ctaid.x;\n  mov.u32 %r3, %ntid.x;\n  mad.lo.u32 %r4, %r2, %r3, %r1;\n"
    "  mul.wide.u32 %rd2, %r4, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r1;\n  ret;\n}\n";

/* Time `launches` launches of kernel name over grid x block, ROUNDS
   times; *ok stays 1 while every launch succeeds and out holds tid.x. */
static void launches(ptxvm_vm *vm, ptxvm_module *m, const char *name,
                     unsigned grid, unsigned block, int n, double *t, int *ok)
{
    ptxvm_kernel *k;
    ptxvm_addr out;
    ptxvm_launch l;
    void *args[1];
    unsigned *got = (unsigned *)malloc((size_t)grid * block * 4);
    int r, i;
    unsigned j;
    *ok = ptxvm_module_get_kernel(m, name, &k) == PTXVM_OK &&
          ptxvm_mem_alloc(vm, (size_t)grid * block * 4, &out) == PTXVM_OK && got;
    if (!*ok) {
        free(got);
        return;
    }
    args[0] = &out;
    memset(&l, 0, sizeof l);
    l.grid.x = grid;
    l.grid.y = l.grid.z = 1;
    l.block.x = block;
    l.block.y = l.block.z = 1;
    l.args = args;
    *ok &= ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK;     /* warm-up */
    for (r = 0; r < ROUNDS && *ok; r++) {
        double t0;
        ptxvm_memset(vm, out, 0xee, (size_t)grid * block * 4);
        t0 = now();
        for (i = 0; i < n; i++)
            *ok &= ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK;
        t[r] = (now() - t0) / n;
        ptxvm_memcpy_dtoh(vm, got, out, (size_t)grid * block * 4);
        for (j = 0; j < grid * block; j++)
            *ok &= got[j] == j % block;
    }
    if (!*ok)
        fprintf(stderr, "%s: %s\n", name, ptxvm_error_message(vm));
    free(got);
    ptxvm_mem_free(vm, out);
}

/* ---- SHA-256, the C twin of both sha256 kernels ---------------------- */

static const unsigned SK[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
    0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
    0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

static unsigned ror(unsigned x, int n) { return (x >> n) | (x << (32 - n)); }

static void compress(unsigned st[8], const unsigned blk[16])
{
    unsigned w[64], a[8], i, j;
    for (i = 0; i < 16; i++)
        w[i] = blk[i];
    for (; i < 64; i++)
        w[i] = w[i - 16] + (ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >> 3)) +
               w[i - 7] + (ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >> 10));
    for (j = 0; j < 8; j++)
        a[j] = st[j];
    for (i = 0; i < 64; i++) {
        unsigned t1 = a[7] + (ror(a[4], 6) ^ ror(a[4], 11) ^ ror(a[4], 25)) +
                      ((a[4] & a[5]) ^ (~a[4] & a[6])) + SK[i] + w[i];
        unsigned t2 = (ror(a[0], 2) ^ ror(a[0], 13) ^ ror(a[0], 22)) +
                      ((a[0] & a[1]) ^ (a[0] & a[2]) ^ (a[1] & a[2]));
        for (j = 7; j > 0; j--)
            a[j] = a[j - 1];
        a[4] += t1;
        a[0] = t1 + t2;
    }
    for (j = 0; j < 8; j++)
        st[j] += a[j];
}

static const unsigned IV[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                               0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *p;
    long n;
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    p = (char *)malloc((size_t)n + 1);
    if (!p || fread(p, 1, (size_t)n, f) != (size_t)n) {
        free(p);
        fclose(f);
        return NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return p;
}

/* peerbench's sha256(msg, digest, n): one 64-byte message a thread, the
   message block and then the padding block of a 512-bit message. */
static void peer_sha(ptxvm_vm *vm)
{
    const unsigned n = 16384;
    size_t len;
    char *ptx = slurp("../shared/peerbench/ptx/sha256.ptx", &len);
    unsigned *msg = (unsigned *)malloc((size_t)n * 64), *dig = (unsigned *)malloc((size_t)n * 32);
    unsigned *ref = (unsigned *)malloc((size_t)n * 32), x = 12345, i, j;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr dm, dd;
    ptxvm_launch l;
    void *args[3];
    int ni = (int)n, r, ok;
    double t[ROUNDS];
    if (!ptx) {
        printf("%-34s not run (../shared/peerbench absent)\n", "sha256 (peerbench), one launch");
        free(msg); free(dig); free(ref);
        return;
    }
    for (i = 0; i < n * 16; i++)
        msg[i] = x = x * 1664525u + 1013904223u;
    for (i = 0; i < n; i++) {
        unsigned pad[16] = {0x80000000u, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 512};
        for (j = 0; j < 8; j++)
            ref[i * 8 + j] = IV[j];
        compress(ref + i * 8, msg + i * 16);
        compress(ref + i * 8, pad);
    }
    ok = ptxvm_module_load(vm, ptx, len, "sha256.ptx", &m) == PTXVM_OK &&
         ptxvm_module_get_kernel(m, "sha256", &k) == PTXVM_OK &&
         ptxvm_mem_alloc(vm, (size_t)n * 64, &dm) == PTXVM_OK &&
         ptxvm_mem_alloc(vm, (size_t)n * 32, &dd) == PTXVM_OK &&
         ptxvm_memcpy_htod(vm, dm, msg, (size_t)n * 64) == PTXVM_OK;
    args[0] = &dm; args[1] = &dd; args[2] = &ni;
    memset(&l, 0, sizeof l);
    l.grid.x = n / 256;
    l.block.x = 256;
    l.grid.y = l.grid.z = l.block.y = l.block.z = 1;
    l.args = args;
    ok = ok && ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK;
    for (r = 0; r < ROUNDS && ok; r++) {
        double t0;
        ptxvm_memset(vm, dd, 0, (size_t)n * 32);
        t0 = now();
        ok &= ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK;
        t[r] = now() - t0;
        ptxvm_memcpy_dtoh(vm, dig, dd, (size_t)n * 32);
        ok &= memcmp(dig, ref, (size_t)n * 32) == 0;
    }
    if (!ok)
        printf("sha256 (peerbench) failed: %s\n", ptxvm_error_message(vm));
    else
        line("sha256 (peerbench), one launch", "ms", t, 1e3, ok);
    free(ptx); free(msg); free(dig); free(ref);
}

/* bench_kernels' sha256(n, rounds, out): out[8t..8t+8) is the state
   after `rounds` compressions of a block derived from t. */
static void kern_sha(ptxvm_vm *vm)
{
    const int n = 4096, rounds = 4;
    size_t len;
    char *ptx = slurp("tests/bench/kernels/bench_kernels.ptx", &len);
    unsigned *got = (unsigned *)malloc((size_t)n * 32);
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr d;
    ptxvm_launch l;
    void *args[3];
    unsigned first[8];
    int r, ok;
    double t[ROUNDS];
    if (!ptx) {
        fprintf(stderr, "run from the repository root\n");
        exit(1);
    }
    ok = ptxvm_module_load(vm, ptx, len, "bench_kernels.ptx", &m) == PTXVM_OK &&
         ptxvm_module_get_kernel(m, "sha256", &k) == PTXVM_OK &&
         ptxvm_mem_alloc(vm, (size_t)n * 32, &d) == PTXVM_OK;
    args[0] = (void *)&n; args[1] = (void *)&rounds; args[2] = &d;
    memset(&l, 0, sizeof l);
    l.grid.x = n / 128;
    l.block.x = 128;
    l.grid.y = l.grid.z = l.block.y = l.block.z = 1;
    l.args = args;
    ok = ok && ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK;
    if (ok)
        ptxvm_memcpy_dtoh(vm, got, d, (size_t)n * 32);
    memcpy(first, got, sizeof first);
    for (r = 0; r < ROUNDS && ok; r++) {
        double t0 = now();
        ok &= ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK;
        t[r] = now() - t0;
        ptxvm_memcpy_dtoh(vm, got, d, (size_t)n * 32);
        /* the same digests every launch (bench_exec checks them against C) */
        ok &= memcmp(got, first, sizeof first) == 0;
    }
    if (!ok)
        printf("sha256 (bench_kernels) failed: %s\n", ptxvm_error_message(vm));
    else
        line("sha256 (bench_kernels), one launch", "ms", t, 1e3, ok);
    free(ptx); free(got);
}

/* Resident pages of this process (Linux), or -1. */
static long resident_pages(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long size, res = -1;
    if (!f)
        return -1;
    if (fscanf(f, "%ld %ld", &size, &res) != 2)
        res = -1;
    fclose(f);
    return res;
}

static void big_global(void)
{
    static const char big_ptx[] =
        ".version 7.0\n.target sm_70\n.address_size 64\n"
        ".global .align 4 .b8 big[4000000000];\n";
    double t[ROUNDS], mb[ROUNDS];
    long page = sysconf(_SC_PAGESIZE);
    int r, ok = 1;
    for (r = 0; r < ROUNDS; r++) {
        ptxvm_vm *vm;
        ptxvm_module *m;
        ptxvm_addr a;
        size_t size;
        unsigned char one = 1, back = 0;
        long before = resident_pages();
        double t0 = now();
        if (ptxvm_create(NULL, &vm) != PTXVM_OK)
            return;
        if (ptxvm_module_load(vm, big_ptx, sizeof big_ptx - 1, "big.ptx", &m) != PTXVM_OK ||
            ptxvm_module_get_global(m, "big", &a, &size) != PTXVM_OK ||
            ptxvm_memcpy_htod(vm, a + 3999999999u, &one, 1) != PTXVM_OK ||
            ptxvm_memcpy_dtoh(vm, &back, a + 3999999999u, 1) != PTXVM_OK) {
            printf("4 GB .global module failed: %s\n", ptxvm_error_message(vm));
            ptxvm_destroy(vm);
            return;
        }
        t[r] = now() - t0;
        mb[r] = before < 0 ? -1 : (double)(resident_pages() - before) * page / 1048576.0;
        ok &= back == 1;
        ptxvm_destroy(vm);
    }
    line("4 GB .global module: load+1 byte", "ms", t, 1e3, ok);
    line("4 GB .global module: resident", "MiB", mb, 1, ok);
}

int main(int argc, char **argv)
{
    ptxvm_config cfg;
    ptxvm_vm *vm;
    ptxvm_module *m;
    double t[ROUNDS];
    int ok;
    ptxvm_config_init(&cfg);
    cfg.threads = 1;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK ||
        ptxvm_module_load(vm, launch_ptx, sizeof launch_ptx - 1, "launch.ptx", &m) != PTXVM_OK) {
        fprintf(stderr, "cannot load the launch kernels\n");
        return 1;
    }
    printf("launch costs, one worker: median (range) of %d rounds\n", ROUNDS);
    if (wanted(argc, argv, "tiny")) {
        launches(vm, m, "tiny", 1, 32, 1000, t, &ok);
        line("one warp, per launch", "us", t, 1e6, ok);
    }
    if (wanted(argc, argv, "local16k")) {
        launches(vm, m, "local16k", 1, 256, 1000, t, &ok);
        line("256 threads, 16 KiB .local untouched", "us", t, 1e6, ok);
    }
    if (wanted(argc, argv, "shared48k")) {
        launches(vm, m, "shared48k", 64, 256, 1000, t, &ok);
        line("64 CTAs, 48 KiB .shared untouched", "us", t, 1e6, ok);
    }
    if (wanted(argc, argv, "sha256")) {
        kern_sha(vm);
        peer_sha(vm);
    }
    ptxvm_destroy(vm);
    if (wanted(argc, argv, "big"))
        big_global();
    return 0;
}
