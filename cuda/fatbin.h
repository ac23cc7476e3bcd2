/* NVIDIA fat binaries: the container nvcc -fatbin writes and embeds in
   programs (.nv_fatbin), and the wrapper the runtime registers. Used by
   the driver API layer (cuModuleLoadData) and the runtime layer. */
#ifndef CU_FATBIN_H
#define CU_FATBIN_H
#include <stddef.h>
#include <stdint.h>

#define CU_FATBIN_MAGIC         0xBA55ED50u  /* the container's header  */
#define CU_FATBIN_WRAPPER_MAGIC 0x466243b1u  /* __cudaRegisterFatBinary */

enum { CU_FATBIN_PTX = 1, CU_FATBIN_ELF = 2 };
enum { CU_FATBIN_RAW = 0, CU_FATBIN_LZ4 = 1, CU_FATBIN_ZSTD = 2 };

typedef struct cu_fatbin_entry {
    int kind;                       /* CU_FATBIN_PTX or CU_FATBIN_ELF       */
    unsigned arch;                  /* 80 for sm_80 / compute_80            */
    unsigned version_major, version_minor;  /* PTX ISA, or the ELF's     */
    int compression;                /* CU_FATBIN_RAW, _LZ4, _ZSTD           */
    const unsigned char *payload;   /* inside the image                    */
    size_t payload_size;            /* bytes stored (compressed if so)      */
    size_t size;                    /* bytes once decompressed (0: raw)     */
    uint64_t flags;                 /* the entry's flag word               */
} cu_fatbin_entry;

/* image: a fat binary (0xBA55ED50) or the runtime's wrapper (0x466243b1,
   whose data field points at one). Fills up to max entries and returns
   how many the container holds (may exceed max), or -1 with a message in
   err (errlen bytes) when the image is not a well-formed fat binary.
   *image_size (may be NULL) receives the container's bytes. */
int cu_fatbin_parse(const void *image, cu_fatbin_entry *entries, int max,
                    size_t *image_size, char *err, size_t errlen);

/* 1 when image starts like a fat binary or its wrapper. */
int cu_fatbin_is(const void *image);

/* The PTX entry to JIT for a device of compute capability arch (80):
   the newest PTX no newer than the device. -1 if there is none. */
int cu_fatbin_pick_ptx(const cu_fatbin_entry *e, int n, unsigned arch);

/* The entry's bytes decompressed into a malloc'd buffer with a NUL
   after them; *len the length (for PTX, up to the first NUL). 0 on
   success, -1 with a message in err. */
int cu_fatbin_extract(const cu_fatbin_entry *e, char **out, size_t *len,
                      char *err, size_t errlen);

/* Decode an LZ4 block (no frame) of n bytes into dst (cap bytes).
   Returns the bytes written or -1 on malformed input. */
long cu_lz4_block_decode(const unsigned char *src, size_t n,
                         unsigned char *dst, size_t cap);
#endif
