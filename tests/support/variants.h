/* The configuration-differential oracle: ptxvm configurations that must
   compute bit-identical results for every deterministic program. A test
   runs the same launches under each variant and compares every output
   byte with the first variant's (and with its own reference). */
#ifndef PTXVM_TEST_VARIANTS_H
#define PTXVM_TEST_VARIANTS_H
#include "../testlib.h"

typedef struct pv_variant {
    const char *name;
    uint32_t    threads;      /* ptxvm_config.threads                      */
    uint32_t    flags;        /* PTXVM_FLAG_*                              */
    int         reverse;      /* CTAs handed out from the last one down    */
    int         host_jobs;    /* a host parallel_for: one host thread per
                                 job, started in reverse order             */
} pv_variant;

/* The variants, the plain one-worker fused configuration first. Builds
   without threads (PTXVM_NO_THREADS) run the many-worker variants on one
   worker; the portable interpreter (PTXVM_NO_COMPUTED_GOTO,
   PTXVM_NO_VECTOR_EXT) is a build of its own: see pv_digest_check. */
extern const pv_variant pv_variants[];
extern const unsigned pv_nvariants;

/* A VM configured as v, allocating through a (counting, test_config). */
ptxvm_result pv_variant_create(const pv_variant *v, test_alloc *a,
                               ptxvm_vm **vm);

/* Cross-build digests. With PTXVM_TEST_DIGESTS=FILE in the environment,
   the first build that runs records a 64-bit digest of each named
   result in FILE; a later build (the portable interpreter) finds the
   name there and compares. Returns 1 when the digest matches or was
   recorded or no file is set, 0 on a mismatch (why: the recorded and
   the new digest). */
int pv_digest_check(const char *name, const void *data, size_t len,
                    char *why, size_t whylen);
#endif
