/* Shared by the tex_sample suite's files (test_tex_sample.c,
   test_tex_sample_api.c, test_tex_h200.c): a VM per case, warp requests through
   pv_tex_warp, and the reference sampler. */
#ifndef PTXVM_TEST_TEX_SAMPLE_H
#define PTXVM_TEST_TEX_SAMPLE_H
#include "../testlib.h"
#include "texture.h"

typedef struct tsv {
    test_alloc a;
    ptxvm_vm  *vm;
} tsv;

/* A texture as the reference sees it: host bytes and its description. */
typedef struct rf {
    const uint8_t *data;
    ptxvm_format fmt;
    uint32_t ch, n[3], layers, levels, samples;
    size_t pitch;             /* level 0 row bytes */
    int mode[3], norm, lin, asint, srgb;
    float border[4];
} rf;

uint32_t ts_rng(uint64_t *s);
uint32_t fw(float f);                 /* bits of f */
float wf(uint32_t w);                 /* float of bits w */
int ts_open(pv_test *t, tsv *v);
void ts_close(pv_test *t, tsv *v);    /* destroy; check for leaks */
ptxvm_addr ts_buf(tsv *v, const void *p, size_t n);
/* A zeroed request of geometry geom; ts_setf/ts_seti fill lane l. */
ptxvm_tex_request *ts_req(uint32_t geom);
void ts_setf(ptxvm_tex_request *q, uint32_t l, float x, float y, float z);
void ts_seti(ptxvm_tex_request *q, uint32_t l, int32_t x, int32_t y,
             int32_t z);
/* Run q with every lane on handle h: ts_res, ts_msg. */
extern ptxvm_tex_result ts_res;
extern char ts_msg[512];
ptxvm_result ts_run(tsv *v, uint64_t h, ptxvm_tex_request *q);
ptxvm_resource_desc ts_res_desc(ptxvm_addr data, ptxvm_format f,
                                uint32_t ch, uint32_t w, uint32_t h,
                                uint32_t d);
/* The reference: level lv, layer, dims coordinates co plus offsets off
   (or NULL) into o[4]. */
/* The reference's pieces the cases use (tex_sample_ref.c). */
float rf_srgb(uint32_t b);
float rf_half(uint32_t h);
uint32_t rf_elem(const rf *r);
void rf_decode(ptxvm_format f, uint32_t ch, int asint, int srgb, const uint8_t *p, uint32_t o[4]);
extern const uint32_t rf_csz[];
void rf_sample(const rf *r, uint32_t lv, uint32_t layer, int dims,
               const float *co, const int *off, uint32_t o[4]);
/* The handles, descriptor, txq, thread and kernel cases. */
void tex_sample_api(pv_test *t);
/* Hand-worked cases of the H200's rules (test_tex_h200.c). */
void tex_sample_h200(pv_test *t);
#endif
