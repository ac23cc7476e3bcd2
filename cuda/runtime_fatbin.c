/* The PTX inside the fat binary nvcc embeds (with
   -gencode arch=compute_XX,code=compute_XX): a wrapper points at a
   container of entries, each a header and a payload; PTX payloads are
   zstd-compressed by CUDA 13's nvcc unless -Xfatbin=-compress=false. */
#include "runtime.h"
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#define WRAPPER_MAGIC   0x466243b1u
#define CONTAINER_MAGIC 0xba55ed50u
#define KIND_PTX        1u
#define FLAG_LZ_COMPRESSED 0x2000u   /* the older compressor, not zstd */

static uint16_t rd16(const unsigned char *p) { uint16_t v; memcpy(&v, p, 2); return v; }
static uint32_t rd32(const unsigned char *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static uint64_t rd64(const unsigned char *p) { uint64_t v; memcpy(&v, p, 8); return v; }

static const char *payload_text(const unsigned char *pay, uint64_t n,
                                uint64_t plain_size, char **out, size_t *len)
{
    if (n >= 4 && rd32(pay) == 0xfd2fb528u) {          /* a zstd frame */
        size_t frame = ZSTD_findFrameCompressedSize(pay, (size_t)n);
        unsigned long long full = ZSTD_getFrameContentSize(pay, (size_t)n);
        if (ZSTD_isError(frame))
            return "fat binary: a PTX entry's zstd frame is damaged";
        if (full == ZSTD_CONTENTSIZE_UNKNOWN || full == ZSTD_CONTENTSIZE_ERROR)
            full = plain_size;
        char *buf = malloc((size_t)full + 1);
        if (!buf) return "out of memory";
        size_t got = ZSTD_decompress(buf, (size_t)full, pay, frame);
        if (ZSTD_isError(got)) { free(buf); return "fat binary: a PTX entry does not decompress"; }
        buf[got] = 0;
        *out = buf; *len = strlen(buf);
        return NULL;
    }
    size_t l = strnlen((const char *)pay, (size_t)n);
    char *buf = malloc(l + 1);
    if (!buf) return "out of memory";
    memcpy(buf, pay, l); buf[l] = 0;
    *out = buf; *len = l;
    return NULL;
}

const char *rt_fatbin_ptx(const void *wrapper, char **ptx, size_t *len, unsigned *arch)
{
    const unsigned char *w = wrapper, *c;
    if (!w || rd32(w) != WRAPPER_MAGIC) return "fat binary: not an nvcc fat binary wrapper";
    memcpy(&c, w + 8, sizeof c);
    if (!c || rd32(c) != CONTAINER_MAGIC) return "fat binary: no container behind the wrapper";
    uint16_t hsize = rd16(c + 6);
    uint64_t body = rd64(c + 8);
    const unsigned char *e = c + hsize, *end = c + hsize + body, *best = NULL;
    uint32_t best_arch = 0;
    while (e + 16 <= end) {
        uint32_t eh = rd32(e + 4);
        uint64_t pay = rd64(e + 8);
        if (eh < 64 || e + eh + pay > end) return "fat binary: an entry runs past its container";
        if (rd16(e) == KIND_PTX && rd32(e + 28) >= best_arch) {
            best = e; best_arch = rd32(e + 28);
        }
        e += eh + pay;
    }
    if (!best)
        return "fat binary holds no PTX (build with -gencode arch=compute_XX,code=compute_XX)";
    if (rd32(best + 40) & FLAG_LZ_COMPRESSED)
        return "fat binary: PTX compressed with the pre-zstd compressor is not supported "
               "(rebuild with -Xfatbin=-compress-all or -Xfatbin=-compress=false)";
    *arch = best_arch;
    return payload_text(best + rd32(best + 4), rd64(best + 8), rd64(best + 56), ptx, len);
}
