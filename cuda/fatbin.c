/* The fat binary container. Layout, as nvcc 13 writes it (little
   endian):
     header (16 bytes): u32 magic 0xBA55ED50, u16 version 1, u16 header
       size, u64 bytes of entries after the header;
     each entry: a header of its own size, then its payload:
       +0 u16 kind (1 PTX, 2 ELF), +2 u16 0x0101, +4 u32 header size,
       +8 u64 payload bytes (padded), +16 u32 compressed bytes (0 when
       stored raw), +24 u16 minor, +26 u16 major (the PTX ISA version),
       +28 u32 arch (80), +40 u64 flags (0x2000: LZ4 block, 0x8000: zstd
       frame; nvcc 13's default compression is zstd), +56 u64 bytes once
       decompressed.
   Raw PTX is NUL-padded text. */
#include "fatbin.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef CU_HAVE_ZSTD
#include <zstd.h>
#endif

#define FB_FLAG_LZ4  0x2000u
#define FB_FLAG_ZSTD 0x8000u

static uint16_t rd16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t rd32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint64_t rd64(const unsigned char *p) { return rd32(p) | (uint64_t)rd32(p + 4) << 32; }

/* The fat binary an image holds: itself, or the one its wrapper names. */
static const unsigned char *fb_unwrap(const void *image)
{
    const unsigned char *p = (const unsigned char *)image;
    if (!p) return NULL;
    if (rd32(p) == CU_FATBIN_WRAPPER_MAGIC) {
        /* struct { int magic; int version; const void *data; void *rest; } */
        const void *data;
        memcpy(&data, p + 8, sizeof data);
        p = (const unsigned char *)data;
        if (!p) return NULL;
    }
    return rd32(p) == CU_FATBIN_MAGIC ? p : NULL;
}

int cu_fatbin_is(const void *image)
{
    const unsigned char *p = (const unsigned char *)image;
    return p && (rd32(p) == CU_FATBIN_MAGIC || rd32(p) == CU_FATBIN_WRAPPER_MAGIC);
}

int cu_fatbin_parse(const void *image, cu_fatbin_entry *entries, int max,
                    size_t *image_size, char *err, size_t errlen)
{
    const unsigned char *fb = fb_unwrap(image), *p, *end;
    unsigned hsize;
    uint64_t body;
    int n = 0;
    if (!fb) {
        snprintf(err, errlen, "not a fat binary (no 0x%08X header)", CU_FATBIN_MAGIC);
        return -1;
    }
    hsize = rd16(fb + 6);
    body = rd64(fb + 8);
    if (hsize < 16 || body > ((uint64_t)1 << 40)) {
        snprintf(err, errlen, "fat binary header: size %u, %llu bytes of entries",
                 hsize, (unsigned long long)body);
        return -1;
    }
    p = fb + hsize;
    end = p + body;
    if (image_size) *image_size = hsize + (size_t)body;
    while (p < end) {
        unsigned kind, ehs;
        uint64_t psz;
        if ((size_t)(end - p) < 64) {
            snprintf(err, errlen, "fat binary entry %d: header cut short", n);
            return -1;
        }
        kind = rd16(p);
        ehs = rd32(p + 4);
        psz = rd64(p + 8);
        if (ehs < 64 || ehs > (size_t)(end - p) || psz > (uint64_t)(end - p) - ehs) {
            snprintf(err, errlen, "fat binary entry %d: header %u bytes, payload %llu "
                     "bytes, past the container's end", n, ehs, (unsigned long long)psz);
            return -1;
        }
        if (n < max) {
            cu_fatbin_entry *e = &entries[n];
            uint32_t csz = rd32(p + 16);
            memset(e, 0, sizeof *e);
            e->kind = (int)kind;
            e->version_minor = rd16(p + 24);
            e->version_major = rd16(p + 26);
            e->arch = rd32(p + 28);
            e->flags = rd64(p + 40);
            e->payload = p + ehs;
            e->payload_size = (size_t)psz;
            e->compression = (e->flags & FB_FLAG_ZSTD) ? CU_FATBIN_ZSTD
                           : (e->flags & FB_FLAG_LZ4) ? CU_FATBIN_LZ4 : CU_FATBIN_RAW;
            if (e->compression != CU_FATBIN_RAW) {
                if (!csz || csz > psz) {
                    snprintf(err, errlen, "fat binary entry %d: compressed size %u of "
                             "a %llu-byte payload", n, csz, (unsigned long long)psz);
                    return -1;
                }
                e->payload_size = csz;
                e->size = (size_t)rd64(p + 56);
            }
        }
        n++;
        p += ehs + psz;
    }
    return n;
}

int cu_fatbin_pick_ptx(const cu_fatbin_entry *e, int n, unsigned arch)
{
    int i, best = -1;
    for (i = 0; i < n; i++)
        if (e[i].kind == CU_FATBIN_PTX && e[i].arch <= arch &&
            (best < 0 || e[i].arch > e[best].arch))
            best = i;
    return best;
}

long cu_lz4_block_decode(const unsigned char *src, size_t n, unsigned char *dst, size_t cap)
{
    size_t i = 0, o = 0;
    while (i < n) {
        unsigned tok = src[i++];
        size_t lit = tok >> 4, mlen, off;
        if (lit == 15) {
            unsigned b;
            do {
                if (i >= n) return -1;
                b = src[i++];
                lit += b;
            } while (b == 255);
        }
        if (lit > n - i || lit > cap - o) return -1;
        memcpy(dst + o, src + i, lit);
        i += lit;
        o += lit;
        if (i == n) break;                 /* the last sequence has no match */
        if (n - i < 2) return -1;
        off = (size_t)src[i] | (size_t)src[i + 1] << 8;
        i += 2;
        if (off == 0 || off > o) return -1;
        mlen = (tok & 15) + 4;
        if ((tok & 15) == 15) {
            unsigned b;
            do {
                if (i >= n) return -1;
                b = src[i++];
                mlen += b;
            } while (b == 255);
        }
        if (mlen > cap - o) return -1;
        while (mlen--) { dst[o] = dst[o - off]; o++; }   /* may overlap */
    }
    return (long)o;
}

int cu_fatbin_extract(const cu_fatbin_entry *e, char **out, size_t *len,
                      char *err, size_t errlen)
{
    char *buf;
    size_t n;
    if (e->compression == CU_FATBIN_RAW) {
        n = e->payload_size;
        buf = (char *)malloc(n + 1);
        if (!buf) { snprintf(err, errlen, "out of memory"); return -1; }
        memcpy(buf, e->payload, n);
    } else {
        if (e->size > ((size_t)1 << 32)) {
            snprintf(err, errlen, "compressed entry claims %zu bytes", e->size);
            return -1;
        }
        buf = (char *)malloc(e->size + 1);
        if (!buf) { snprintf(err, errlen, "out of memory"); return -1; }
        if (e->compression == CU_FATBIN_LZ4) {
            long got = cu_lz4_block_decode(e->payload, e->payload_size,
                                           (unsigned char *)buf, e->size);
            if (got < 0) {
                free(buf);
                snprintf(err, errlen, "malformed LZ4 data in a fat binary entry");
                return -1;
            }
            n = (size_t)got;
        } else {
#ifdef CU_HAVE_ZSTD
            size_t got = ZSTD_decompress(buf, e->size, e->payload, e->payload_size);
            if (ZSTD_isError(got)) {
                snprintf(err, errlen, "zstd: %s", ZSTD_getErrorName(got));
                free(buf);
                return -1;
            }
            n = got;
#else
            free(buf);
            snprintf(err, errlen, "the fat binary entry is zstd-compressed and this "
                     "library was built without libzstd");
            return -1;
#endif
        }
    }
    buf[n] = 0;
    if (e->kind == CU_FATBIN_PTX) n = strlen(buf);
    *out = buf;
    *len = n;
    return 0;
}
