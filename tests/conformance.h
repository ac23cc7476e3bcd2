/* The ZLUDA conformance runner (tests/conformance.c): the .vec parser and
   the output comparison, exposed for tests/unit/test_vec.c. The format is
   described in ../shared/conformance/zluda/README.md. */
#ifndef PTXVM_TESTS_CONFORMANCE_H
#define PTXVM_TESTS_CONFORMANCE_H
#include "testlib.h"
#include <stddef.h>
#include <stdint.h>

typedef enum pv_vec_type {
    PV_VEC_U8, PV_VEC_U16, PV_VEC_U32, PV_VEC_U64,
    PV_VEC_S8, PV_VEC_S16, PV_VEC_S32, PV_VEC_S64,
    PV_VEC_F16, PV_VEC_BF16, PV_VEC_F32, PV_VEC_F64
} pv_vec_type;

typedef enum pv_vec_compare {
    PV_VEC_EXACT,     /* every element's bits equal                      */
    PV_VEC_IEEE_EQ    /* equal bits, or both zeros; a NaN never matches  */
} pv_vec_compare;

typedef enum pv_vec_param { PV_VEC_PARAM_INPUT, PV_VEC_PARAM_OUTPUT } pv_vec_param;

#define PV_VEC_MAX_PARAMS 16

typedef struct pv_vec {
    char           kernel[256];
    ptxvm_dim3     block, grid;
    uint32_t       shared;
    int            has_input;
    pv_vec_type    in_type;
    size_t         in_count;      /* elements                           */
    unsigned char *in_bytes;      /* in_count * size, little-endian     */
    pv_vec_type    out_type;
    size_t         out_count;
    unsigned char *out_bytes;     /* the expected output                */
    pv_vec_compare compare;
    int            nparams;
    pv_vec_param   params[PV_VEC_MAX_PARAMS];
} pv_vec;

/* Parse text[0..len) strictly. 0 on success (free with pv_vec_free);
   -1 on a malformed file, with "line N: what" in err (v holds nothing to
   free). */
int  pv_vec_parse(const char *text, size_t len, pv_vec *v, char *err,
                  size_t errlen);
void pv_vec_free(pv_vec *v);

/* sizeof the type (1, 2, 4, 8); the type's name ("f32"). */
size_t      pv_vec_type_size(pv_vec_type ty);
const char *pv_vec_type_name(pv_vec_type ty);

/* Does element got match want (bit patterns of type ty) under mode? */
int pv_vec_elem_equal(pv_vec_type ty, pv_vec_compare mode, uint64_t got,
                      uint64_t want);

/* Compare n elements of type ty; returns the number of mismatches and,
   when there are some, describes the first 4 in msg ("[i] got 0x..
   expected 0x.."). */
size_t pv_vec_compare_buf(pv_vec_type ty, pv_vec_compare mode,
                          const unsigned char *got,
                          const unsigned char *want, size_t n, char *msg,
                          size_t msglen);
#endif
