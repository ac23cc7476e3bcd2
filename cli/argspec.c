/* Parsing `ptxvm run` kernel arguments and building the bytes of their
   buffers (argspec.h gives the forms). */
#include "argspec.h"
#include <stdlib.h>
#include <string.h>

/* Buffers are built in host memory before they are copied to the
   device; this bounds what one argument may ask for. */
#define MAX_BUFFER ((uint64_t)1 << 34)

uint64_t rand_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static int bad(const argspec *a, const char *why)
{
    usage_error("argument '%s': %s", a->text, why);
    return -1;
}

/* The next ':'-separated field of *p; NULL when there is none. Fields
   are copied into buf (at most size - 1 bytes). */
static const char *field(const char **p, char *buf, size_t size)
{
    const char *s = *p, *colon;
    size_t n;
    if (!s)
        return NULL;
    colon = strchr(s, ':');
    n = colon ? (size_t)(colon - s) : strlen(s);
    if (n >= size)
        n = size - 1;
    memcpy(buf, s, n);
    buf[n] = 0;
    *p = colon ? colon + 1 : NULL;
    return buf;
}

static int alloc_buffer(argspec *a, elem_type t, const char *count)
{
    uint64_t n, bytes;
    if (parse_u64(count, &n) || n == 0)
        return bad(a, "the count must be a positive number");
    bytes = n * type_size(t);
    if (n > MAX_BUFFER || bytes > MAX_BUFFER)
        return bad(a, "buffer larger than 16 GiB");
    a->is_buffer = 1;
    a->type = t;
    a->bytes = (size_t)bytes;
    a->data = (unsigned char *)calloc(1, a->bytes);
    if (!a->data)
        return bad(a, "out of host memory");
    return 0;
}

static elem_type value_type(const argspec *a, const char *name)
{
    elem_type t = type_parse(name, strlen(name));
    if (t == ET_NONE || t == ET_HEX) {
        bad(a, "unknown element type (i8 i16 i32 i64 u8 u16 u32 u64 "
               "b8 b16 b32 b64 f32 f64)");
        return ET_NONE;
    }
    return t;
}

static void fill_range(argspec *a)
{
    size_t i, sz = type_size(a->type), n = a->bytes / sz;
    for (i = 0; i < n; i++) {
        if (a->type == ET_F32) {
            float f = (float)i;
            uint32_t u;
            memcpy(&u, &f, 4);
            value_from_u64(a->type, u, a->data + i * 4);
        } else if (a->type == ET_F64) {
            double d = (double)i;
            uint64_t u;
            memcpy(&u, &d, 8);
            value_from_u64(a->type, u, a->data + i * 8);
        } else {
            value_from_u64(a->type, (uint64_t)i, a->data + i * sz);
        }
    }
}

static void fill_rand(argspec *a, uint64_t seed)
{
    size_t i, sz = type_size(a->type), n = a->bytes / sz;
    uint64_t st = seed;
    for (i = 0; i < n; i++) {
        uint64_t z = rand_next(&st);
        if (a->type == ET_F32) {
            float f = (float)(z >> 40) * (1.0f / 16777216.0f);
            uint32_t u;
            memcpy(&u, &f, 4);
            value_from_u64(a->type, u, a->data + i * 4);
        } else if (a->type == ET_F64) {
            double d = (double)(z >> 11) * (1.0 / 9007199254740992.0);
            uint64_t u;
            memcpy(&u, &d, 8);
            value_from_u64(a->type, u, a->data + i * 8);
        } else {
            value_from_u64(a->type, z, a->data + i * sz);
        }
    }
}

/* data:TYPE:V1,V2,...: as many elements as values */
static int parse_list(argspec *a, const char *list)
{
    size_t n = 1, i, sz = type_size(a->type);
    const char *s;
    for (s = list; *s; s++)
        n += *s == ',';
    a->is_buffer = 1;
    a->bytes = n * sz;
    a->data = (unsigned char *)calloc(1, a->bytes);
    if (!a->data)
        return bad(a, "out of host memory");
    for (i = 0, s = list; i < n; i++) {
        const char *comma = strchr(s, ',');
        size_t len = comma ? (size_t)(comma - s) : strlen(s);
        char num[128];
        const char *why = NULL;
        if (len >= sizeof num)
            return bad(a, "value too long");
        memcpy(num, s, len);
        num[len] = 0;
        if (value_parse(a->type, num, a->data + i * sz, &why) != 0) {
            usage_error("argument '%s': value %zu '%s': %s", a->text, i, num, why);
            return -1;
        }
        s = comma ? comma + 1 : s + len;
    }
    return 0;
}

static int parse_in(argspec *a, const char *rest)
{
    const char *colon = strchr(rest, ':');
    const char *path = rest;
    size_t len = 0;
    char *text;
    a->type = ET_NONE;
    if (colon) {
        elem_type t = type_parse(rest, (size_t)(colon - rest));
        if (t != ET_NONE && t != ET_HEX) {
            a->type = t;
            path = colon + 1;
        }
    }
    if (!*path)
        return bad(a, "no file name");
    text = read_file(path, &len);
    if (!text)
        return -1;
    if (len == 0) {
        free(text);
        return bad(a, "the file is empty");
    }
    if (len % type_size(a->type)) {
        free(text);
        return bad(a, "the file's size is not a multiple of the element size");
    }
    a->is_buffer = 1;
    a->data = (unsigned char *)text;
    a->bytes = len;
    return 0;
}

int argspec_parse(const char *text, argspec *a)
{
    char kind[16], tname[16], num[64], extra[128];
    const char *p = text;
    elem_type t;
    memset(a, 0, sizeof *a);
    a->text = text;
    if (!strchr(text, ':'))
        return bad(a, "expected TYPE:VALUE or a buffer (buf:, in:, range:, "
                      "rand:, fill:, data:)");
    field(&p, kind, sizeof kind);
    if (strcmp(kind, "in") == 0)
        return parse_in(a, p);
    if (strcmp(kind, "data") == 0) {
        if (!field(&p, tname, sizeof tname) || !p || !*p)
            return bad(a, "expected data:TYPE:V1,V2,...");
        if ((a->type = value_type(a, tname)) == ET_NONE)
            return -1;
        return parse_list(a, p);
    }
    if (strcmp(kind, "buf") == 0) {
        /* buf:N or buf:TYPE:N */
        field(&p, tname, sizeof tname);
        if (!p)
            return alloc_buffer(a, ET_NONE, tname);
        if ((t = value_type(a, tname)) == ET_NONE)
            return -1;
        field(&p, num, sizeof num);
        if (p)
            return bad(a, "expected buf:N or buf:TYPE:N");
        return alloc_buffer(a, t, num);
    }
    if (strcmp(kind, "range") == 0 || strcmp(kind, "rand") == 0 ||
        strcmp(kind, "fill") == 0) {
        int is_range = strcmp(kind, "range") == 0;
        if (!field(&p, tname, sizeof tname) || !field(&p, num, sizeof num))
            return bad(a, is_range ? "expected range:TYPE:N"
                       : kind[0] == 'f' ? "expected fill:TYPE:N:VALUE"
                                        : "expected rand:TYPE:N:SEED");
        if ((t = value_type(a, tname)) == ET_NONE)
            return -1;
        if (is_range) {
            if (p)
                return bad(a, "expected range:TYPE:N");
            if (alloc_buffer(a, t, num))
                return -1;
            fill_range(a);
            return 0;
        }
        if (!field(&p, extra, sizeof extra) || p)
            return bad(a, kind[0] == 'f' ? "expected fill:TYPE:N:VALUE"
                                         : "expected rand:TYPE:N:SEED");
        if (alloc_buffer(a, t, num))
            return -1;
        if (kind[0] == 'f') {
            size_t i, sz = type_size(t);
            const char *why = NULL;
            if (value_parse(t, extra, a->data, &why) != 0)
                return bad(a, why);
            for (i = sz; i < a->bytes; i += sz)
                memcpy(a->data + i, a->data, sz);
        } else {
            uint64_t seed;
            if (parse_u64(extra, &seed))
                return bad(a, "the seed must be a number");
            fill_rand(a, seed);
        }
        return 0;
    }
    /* a scalar TYPE:VALUE */
    t = type_parse(kind, strlen(kind));
    if (t == ET_NONE || t == ET_HEX)
        return bad(a, "unknown type or buffer kind");
    {
        const char *why = NULL;
        a->type = t;
        a->bytes = type_size(t);
        if (value_parse(t, p, a->scalar, &why) != 0)
            return bad(a, why);
    }
    return 0;
}

void argspec_free(argspec *a)
{
    free(a->data);
    a->data = NULL;
}
