/* Outside-written texture PTX (../shared/corpus/wild: ZLUDA's texture
   tests, the old CUDA SDK samples that read textures) run against C
   references. Each file runs through the legacy_sdk harness (one worker,
   fusion off, three workers; every output word compared); this adds
   texture objects made as the original host code made its textures,
   bound to the module's texture names where the PTX uses them, and a C
   reference of what a texture read returns. Skipped without ../shared. */
#ifndef PTXVM_TEST_TEX_CORPUS_H
#define PTXVM_TEST_TEX_CORPUS_H
#include "legacy_sdk.h"

#define TC_DIR "../shared/corpus/wild"

/* One file: its path under TC_DIR, a body, and whether the harness
   loads it (0: the body builds its modules from R->text itself). */
typedef struct tc_sample {
    const char *file;
    void (*run)(ls_run *R);
    int load;
} tc_sample;
extern const tc_sample tc_samples_zluda[], tc_samples_zluda_old[], tc_samples_sdk[],
    tc_samples_sdk2[], tc_samples_sdk3[];
extern const unsigned tc_nsamples_zluda, tc_nsamples_zluda_old, tc_nsamples_sdk,
    tc_nsamples_sdk2, tc_nsamples_sdk3;

/* SDK 2.2's particles collideD on R's module (test_tex_corpus5.c; run
   by the reorder sample on the builds that hold it). */
void tc_particles_collide22(ls_run *R);
/* Sampling state: address mode for all dimensions, filtering,
   normalized coordinates, integer formats read as integers. */
void tc_desc(ptxvm_texture_desc *td, ptxvm_address_mode mode, int linear, int normalized,
             int read_as_integer);
/* A texture object over a device copy of n bytes of host texels (res's
   data is set to it); 0 and a failed check when creation fails. */
uint64_t tc_texture(ls_run *R, const void *texels, size_t n, ptxvm_resource_desc *res,
                    const ptxvm_texture_desc *td);
/* Destroy a texture object and free its texels. */
void tc_texture_free(ls_run *R, uint64_t tex, const ptxvm_resource_desc *res);
/* Bind a module texture name (.texref or legacy .tex) to a texture. */
void tc_bind(ls_run *R, const char *name, uint64_t tex);

/* Bytes of one element of a format; its name. */
unsigned tc_format_bytes(ptxvm_format f);
const char *tc_format_name(ptxvm_format f);
/* The four result words of reading one texel (channels elements of
   format f at p) as the hardware returns them: integer formats as
   integers (sign-extended) with read_as_integer, else as floats
   normalized to [0, 1] (unsigned) or [-1, 1] (signed; the most negative
   value reads as -1); f16 widened to f32. Past the texel's channels the
   words read 0, 0 and 1 (y, z, w; 1.0 for floats). */
void tc_texel(ptxvm_format f, unsigned channels, const void *p, int read_as_integer,
              uint32_t out[4]);
/* f16 bits to the f32 value, and f32 to f16 bits rounding to nearest
   even (written here from IEEE 754, not shared with the library). */
float tc_f16_to_f32(uint16_t h);
uint16_t tc_f32_to_f16(float f);
uint32_t tc_fbits(float f);
float tc_bitsf(uint32_t u);
#endif
