/* Printing buffer contents: one value a line in an element format, a
   hex dump, or a JSON array. Floats print with enough digits to read
   back the same bits (%.9g for f32, %.17g for f64). */
#include "format.h"
#include <string.h>

static uint64_t load_le(const unsigned char *p, size_t n)
{
    uint64_t v = 0;
    size_t i;
    for (i = 0; i < n; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* Element i of the buffer as text into buf (at least 40 bytes). */
static void element_text(elem_type t, const unsigned char *p, char *buf,
                         size_t size)
{
    size_t n = type_size(t);
    uint64_t v = load_le(p, n);
    if (t == ET_F32) {
        uint32_t u = (uint32_t)v;
        float f;
        memcpy(&f, &u, 4);
        snprintf(buf, size, "%.9g", (double)f);
    } else if (t == ET_F64) {
        double d;
        memcpy(&d, &v, 8);
        snprintf(buf, size, "%.17g", d);
    } else if (type_is_signed(t)) {
        int64_t s = n == 8 ? (int64_t)v
                  : (int64_t)(v ^ ((uint64_t)1 << (8 * n - 1))) -
                    ((int64_t)1 << (8 * n - 1));
        snprintf(buf, size, "%lld", (long long)s);
    } else if (t >= ET_B8 && t <= ET_B64) {
        snprintf(buf, size, "0x%0*llx", (int)(2 * n), (unsigned long long)v);
    } else {
        snprintf(buf, size, "%llu", (unsigned long long)v);
    }
}

void format_text(FILE *to, elem_type fmt, const unsigned char *data,
                 size_t bytes)
{
    size_t i;
    if (fmt == ET_HEX || fmt == ET_NONE) {
        for (i = 0; i < bytes; i += 16) {
            size_t j;
            fprintf(to, "%08zx:", i);
            for (j = i; j < i + 16 && j < bytes; j++)
                fprintf(to, " %02x", data[j]);
            fputc('\n', to);
        }
        return;
    }
    for (i = 0; i + type_size(fmt) <= bytes; i += type_size(fmt)) {
        char buf[64];
        element_text(fmt, data + i, buf, sizeof buf);
        fprintf(to, "%s\n", buf);
    }
}

void format_json(FILE *to, elem_type fmt, const unsigned char *data,
                 size_t bytes)
{
    size_t i, sz = type_size(fmt);
    if (fmt == ET_HEX || fmt == ET_NONE) {
        fputc('"', to);
        for (i = 0; i < bytes; i++)
            fprintf(to, "%02x", data[i]);
        fputc('"', to);
        return;
    }
    fputc('[', to);
    for (i = 0; i + sz <= bytes; i += sz) {
        char buf[64];
        if (i)
            fputc(',', to);
        if (type_is_float(fmt)) {
            uint64_t v = load_le(data + i, sz);
            double d;
            if (fmt == ET_F32) {
                uint32_t u = (uint32_t)v;
                float f;
                memcpy(&f, &u, 4);
                d = f;
            } else {
                memcpy(&d, &v, 8);
            }
            json_double(to, d, fmt == ET_F32 ? 9 : 17);
            continue;
        }
        element_text(fmt, data + i, buf, sizeof buf);
        if (buf[0] == '0' && buf[1] == 'x')
            json_string(to, buf, strlen(buf));  /* bN: a hex string */
        else
            fputs(buf, to);
    }
    fputc(']', to);
}
