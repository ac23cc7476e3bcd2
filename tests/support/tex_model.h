/* A model of CUDA texture sampling, written from the CUDA C Programming
   Guide ("Texture Fetching", cube maps, mipmaps, texture gather) and the
   PTX ISA's tex/tld4 pages, to check ptxvm's sampler against. Where those
   documents are silent it follows the rules listed in tests/README.md
   ("Texture sampling: rules not in CUDA's documentation"). It reads the
   texels from a host copy of the resource and gives the four result
   words one lane of tex or tld4 writes. */
#ifndef TEX_MODEL_H
#define TEX_MODEL_H

#include "ptxvm.h"
#include <stdint.h>

typedef struct tm_texture {
    const ptxvm_resource_desc *res;   /* res->data is not used            */
    const ptxvm_texture_desc  *desc;
    const unsigned char       *texels; /* host copy of the resource bytes */
} tm_texture;

/* One lane's fetch, with the fields of ptxvm_tex_request it uses. */
typedef struct tm_fetch {
    int      geom;          /* ptxvm_tex_geom                             */
    int      gather;        /* 0 tex; 1..4 tld4 of components 0..3        */
    int      coords_int;    /* ic is an integer texel index (tex1Dfetch)  */
    int      lod;           /* ptxvm_tex_lod                              */
    float    c[3];          /* coordinates, a direction for cube maps     */
    int32_t  ic;
    int32_t  layer;
    float    level;
    float    dpdx[3], dpdy[3];
} tm_fetch;

/* The four words of the result: f32 bits when the texture reads as
   normalized floats (or holds floats), else the integer values. */
void tm_sample(const tm_texture *t, const tm_fetch *f, uint32_t out[4]);

/* Bytes per texel of a resource. */
uint32_t tm_texel_size(const ptxvm_resource_desc *r);
/* Bytes the resource spans (all levels and layers). */
size_t tm_resource_bytes(const ptxvm_resource_desc *r);

#endif
