/* Element types of kernel arguments and buffers: names, sizes, and
   parsing one value from the command line. Values are stored
   little-endian, as device memory holds them. */
#include "cli.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const struct { const char *name; elem_type t; size_t size; } types[] = {
    {"i8", ET_I8, 1},   {"i16", ET_I16, 2}, {"i32", ET_I32, 4}, {"i64", ET_I64, 8},
    {"u8", ET_U8, 1},   {"u16", ET_U16, 2}, {"u32", ET_U32, 4}, {"u64", ET_U64, 8},
    {"b8", ET_B8, 1},   {"b16", ET_B16, 2}, {"b32", ET_B32, 4}, {"b64", ET_B64, 8},
    {"f32", ET_F32, 4}, {"f64", ET_F64, 8}, {"hex", ET_HEX, 1},
    /* PTX spellings of the signed types */
    {"s8", ET_I8, 1},   {"s16", ET_I16, 2}, {"s32", ET_I32, 4}, {"s64", ET_I64, 8},
};

elem_type type_parse(const char *s, size_t len)
{
    size_t i;
    for (i = 0; i < sizeof types / sizeof types[0]; i++)
        if (strlen(types[i].name) == len && memcmp(types[i].name, s, len) == 0)
            return types[i].t;
    return ET_NONE;
}

const char *type_name(elem_type t)
{
    size_t i;
    for (i = 0; i < sizeof types / sizeof types[0]; i++)
        if (types[i].t == t)
            return types[i].name;
    return "bytes";
}

size_t type_size(elem_type t)
{
    size_t i;
    for (i = 0; i < sizeof types / sizeof types[0]; i++)
        if (types[i].t == t)
            return types[i].size;
    return 1;
}

int type_is_float(elem_type t) { return t == ET_F32 || t == ET_F64; }
int type_is_signed(elem_type t) { return t >= ET_I8 && t <= ET_I64; }

void value_from_u64(elem_type t, uint64_t v, unsigned char *out)
{
    size_t i, n = type_size(t);
    for (i = 0; i < n; i++)
        out[i] = (unsigned char)(v >> (8 * i));
}

/* Integers: decimal, or 0x hex; never octal (a leading 0 is decimal). */
static int parse_int(elem_type t, const char *s, unsigned char *out,
                     const char **why)
{
    unsigned bits = (unsigned)type_size(t) * 8;
    int neg = 0, hex;
    uint64_t v, max;
    char *end;
    if (*s == '-' || *s == '+')
        neg = *s++ == '-';
    hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    if (!(hex ? isxdigit((unsigned char)s[2]) : (*s >= '0' && *s <= '9'))) {
        *why = "not a number";
        return -1;
    }
    errno = 0;
    v = strtoull(hex ? s + 2 : s, &end, hex ? 16 : 10);
    if (*end) {
        *why = "not a number";
        return -1;
    }
    max = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
    if (type_is_signed(t)) {
        uint64_t lim = (uint64_t)1 << (bits - 1);   /* |min|; max is lim-1 */
        if (errno || (neg ? v > lim : v > lim - 1)) {
            *why = "out of range for the type";
            return -1;
        }
    } else if (errno || neg || v > max) {
        *why = neg ? "negative value for an unsigned type"
                   : "out of range for the type";
        return -1;
    }
    value_from_u64(t, neg ? (uint64_t)0 - v : v, out);
    return 0;
}

int value_parse(elem_type t, const char *s, unsigned char *out,
                const char **why)
{
    char *end;
    if (!*s) {
        *why = "no value";
        return -1;
    }
    if (t == ET_F32) {
        float f;
        uint32_t u;
        errno = 0;
        f = strtof(s, &end);
        if (*end || end == s) {
            *why = "not a number";
            return -1;
        }
        if (errno == ERANGE && isinf(f)) {  /* underflow rounds; overflow no */
            *why = "out of range for f32";
            return -1;
        }
        memcpy(&u, &f, 4);
        value_from_u64(t, u, out);
        return 0;
    }
    if (t == ET_F64) {
        double d;
        uint64_t u;
        errno = 0;
        d = strtod(s, &end);
        if (*end || end == s) {
            *why = "not a number";
            return -1;
        }
        if (errno == ERANGE && isinf(d)) {
            *why = "out of range for f64";
            return -1;
        }
        memcpy(&u, &d, 8);
        value_from_u64(t, u, out);
        return 0;
    }
    if (t == ET_NONE || t == ET_HEX) {
        *why = "not a value type";
        return -1;
    }
    return parse_int(t, s, out, why);
}
