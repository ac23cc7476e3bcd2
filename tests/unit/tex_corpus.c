/* The tex_corpus suite's helpers (tex_corpus.h) and driver: every file
   of test_tex_corpus*.c under the legacy_sdk harness's configurations. */
#include "tex_corpus.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void tc_desc(ptxvm_texture_desc *td, ptxvm_address_mode mode, int linear, int normalized,
             int read_as_integer)
{
    memset(td, 0, sizeof *td);
    td->address_mode[0] = td->address_mode[1] = td->address_mode[2] = mode;
    td->filter_linear = linear;
    td->normalized_coords = normalized;
    td->read_as_integer = read_as_integer;
}

uint64_t tc_texture(ls_run *R, const void *texels, size_t n, ptxvm_resource_desc *res,
                    const ptxvm_texture_desc *td)
{
    uint64_t h = 0;
    ptxvm_result r;
    res->data = ls_buf(R, texels, n);
    if (!R->ok)
        return 0;
    r = ptxvm_texture_create(R->vm, res, td, &h);
    if (r != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s]: texture %ux%ux%u: %s: %s", R->file, R->variant,
                res->width, res->height, res->depth, ptxvm_result_name(r),
                ptxvm_error_message(R->vm));
        R->ok = 0;
        return 0;
    }
    return h;
}

void tc_texture_free(ls_run *R, uint64_t tex, const ptxvm_resource_desc *res)
{
    if (tex && ptxvm_texture_destroy(R->vm, tex) != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s]: texture destroy", R->file, R->variant);
        R->ok = 0;
    }
    if (res->data)
        ptxvm_mem_free(R->vm, res->data);
}

void tc_bind(ls_run *R, const char *name, uint64_t tex)
{
    ptxvm_result r;
    if (!R->ok)
        return;
    r = ptxvm_module_bind_texref(R->m, name, tex);
    if (r != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s]: bind %s: %s: %s", R->file, R->variant, name,
                ptxvm_result_name(r), ptxvm_error_message(R->vm));
        R->ok = 0;
    }
}

unsigned tc_format_bytes(ptxvm_format f)
{
    switch (f) {
    case PTXVM_FORMAT_U8: case PTXVM_FORMAT_S8: return 1;
    case PTXVM_FORMAT_U16: case PTXVM_FORMAT_S16: case PTXVM_FORMAT_F16: return 2;
    default: return 4;
    }
}

const char *tc_format_name(ptxvm_format f)
{
    static const char *const n[] = {"?", "U8", "U16", "U32", "S8", "S16", "S32", "F16",
                                    "F32"};
    return (unsigned)f < 9 ? n[f] : "?";
}

uint32_t tc_fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

float tc_bitsf(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

float tc_f16_to_f32(uint16_t h)
{
    int e = (h >> 10) & 31;
    float m = (float)(h & 1023), v;
    if (e == 31)
        v = (h & 1023) ? NAN : INFINITY;
    else if (e == 0)
        v = ldexpf(m, -24);
    else
        v = ldexpf(m + 1024.0f, e - 25);
    return (h & 0x8000) ? -v : v;
}

uint16_t tc_f32_to_f16(float f)
{
    uint16_t s = (uint16_t)(signbit(f) ? 0x8000 : 0);
    double a = fabs((double)f), q;
    int e;
    if (f != f)
        return 0x7e00;
    if (a >= 65520.0)           /* rounds past the largest half */
        return (uint16_t)(s | 0x7c00);
    if (a < 0x1p-14) {          /* subnormal: units of 2^-24 */
        q = nearbyint(a * 0x1p24);
        return (uint16_t)(s | (uint16_t)q);
    }
    e = ilogb(a);
    q = nearbyint(ldexp(a, 10 - e));        /* 1024 .. 2048 */
    if (q >= 2048.0) {
        q /= 2;
        e++;
    }
    return (uint16_t)(s | (uint16_t)((e + 15) << 10) | ((uint16_t)q & 1023));
}

void tc_texel(ptxvm_format f, unsigned channels, const void *p, int read_as_integer,
              uint32_t out[4])
{
    const unsigned char *b = (const unsigned char *)p;
    int isfloat = f == PTXVM_FORMAT_F16 || f == PTXVM_FORMAT_F32;
    int asint = read_as_integer && !isfloat;
    unsigned c;
    for (c = 0; c < 4; c++) {
        uint8_t u8;
        uint16_t u16;
        uint32_t u32;
        float v = 0;
        if (c >= channels) {        /* missing channels read 0 (H200) */
            out[c] = 0u;
            continue;
        }
        switch (f) {
        case PTXVM_FORMAT_U8:
            u8 = b[c];
            out[c] = u8;
            v = (float)u8 / 255.0f;
            break;
        case PTXVM_FORMAT_S8:
            u8 = b[c];
            out[c] = (uint32_t)(int32_t)(int8_t)u8;
            v = fmaxf((float)(int8_t)u8 / 127.0f, -1.0f);
            break;
        case PTXVM_FORMAT_U16:
            memcpy(&u16, b + 2 * c, 2);
            out[c] = u16;
            v = (float)u16 / 65535.0f;
            break;
        case PTXVM_FORMAT_S16:
            memcpy(&u16, b + 2 * c, 2);
            out[c] = (uint32_t)(int32_t)(int16_t)u16;
            v = fmaxf((float)(int16_t)u16 / 32767.0f, -1.0f);
            break;
        case PTXVM_FORMAT_F16:
            memcpy(&u16, b + 2 * c, 2);
            v = tc_f16_to_f32(u16);
            out[c] = tc_fbits(v);
            break;
        default:                /* 32-bit words: as they are */
            memcpy(&u32, b + 4 * c, 4);
            out[c] = u32;
            break;
        }
        if (!asint && f != PTXVM_FORMAT_F32 && f != PTXVM_FORMAT_U32 &&
            f != PTXVM_FORMAT_S32)
            out[c] = tc_fbits(v);
    }
}

/* ---- the driver --------------------------------------------------------- */

void unit_tex_corpus(pv_test *t)
{
    static const struct {
        const char *family;
        const tc_sample *s;
        const unsigned *n;
    } parts[] = {
        {"zluda", tc_samples_zluda, &tc_nsamples_zluda},
        {"zluda (old tests)", tc_samples_zluda_old, &tc_nsamples_zluda_old},
        {"sdk", tc_samples_sdk, &tc_nsamples_sdk},
        {"sdk", tc_samples_sdk2, &tc_nsamples_sdk2},
        {"sdk, parboil, rodinia", tc_samples_sdk3, &tc_nsamples_sdk3}};
    struct stat st;
    unsigned i, p;
    if (stat(TC_DIR, &st) != 0) {
        if (test_begin(t, "tex_corpus"))
            test_skip(t, TC_DIR " not present");
        return;
    }
    for (p = 0; p < sizeof parts / sizeof parts[0]; p++) {
        unsigned long words = 0, launches = 0;
        for (i = 0; i < *parts[p].n; i++) {
            ls_sample s;
            s.file = parts[p].s[i].file;
            s.run = parts[p].s[i].run;
            ls_run_file(t, "tex_corpus", TC_DIR, &s, parts[p].s[i].load, &words,
                        &launches);
        }
        if (getenv("PTXVM_TEST_VERBOSE"))
            printf("tex_corpus %s: %u files, %lu launches, %lu words compared\n",
                   parts[p].family, *parts[p].n, launches, words);
    }
}
