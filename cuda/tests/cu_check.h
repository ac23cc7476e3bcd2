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
#endif
