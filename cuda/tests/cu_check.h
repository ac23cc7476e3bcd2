/* What every driver-API test program shares: a check that stops at the
   first failing call with its name and the error's. */
#ifndef CU_CHECK_H
#define CU_CHECK_H
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>

#define CK(call) do { CUresult ck_r = (call); if (ck_r != CUDA_SUCCESS) { \
    const char *ck_n = "?"; cuGetErrorName(ck_r, &ck_n); \
    fprintf(stderr, "%s:%d: %s -> %s (%d)\n", __FILE__, __LINE__, #call, ck_n, (int)ck_r); \
    exit(1); } } while (0)
/* A call that must fail with exactly this result. */
#define CKERR(want, call) do { CUresult ck_r = (call); if (ck_r != (want)) { \
    fprintf(stderr, "%s:%d: %s -> %d, expected %s (%d)\n", __FILE__, __LINE__, \
            #call, (int)ck_r, #want, (int)(want)); exit(1); } } while (0)
#define EXPECT(cond) do { if (!(cond)) { \
    fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond); exit(1); } } while (0)
/* A test input file in memory, NUL-terminated; *len (may be NULL) its
   size. Exits when it cannot be read: every test needs its inputs. */
static inline char *read_file(const char *name, size_t *len)
{
    FILE *f = fopen(name, "rb");
    char *buf;
    long n;
    if (!f) { fprintf(stderr, "cannot open %s\n", name); exit(1); }
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = (char *)malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) exit(1);
    buf[n] = 0;
    fclose(f);
    if (len) *len = (size_t)n;
    return buf;
}
#endif
