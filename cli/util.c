/* Helpers of every subcommand: reading files, numbers and dimensions
   from the command line, loading a module, printing diagnostics. */
#include "cli.h"
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

const char *prog_name = "ptxvm";
static char last_message[512];

void usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_message, sizeof last_message, fmt, ap);
    va_end(ap);
    fprintf(stderr, "%s: %s\n", prog_name, last_message);
}

const char *last_usage_error(void)
{
    return last_message;
}

char *read_file(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    char *buf = NULL;
    size_t n = 0, cap = 0;
    if (!f) {
        usage_error("%s: %s", path, strerror(errno));
        return NULL;
    }
    for (;;) {
        size_t got;
        if (cap - n < 65536) {
            char *nb;
            cap = cap ? cap * 2 : 65536;
            nb = (char *)realloc(buf, cap + 1);
            if (!nb) {
                usage_error("%s: out of memory", path);
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                usage_error("%s: %s", path, strerror(errno));
                free(buf);
                buf = NULL;
            }
            break;
        }
    }
    if (f != stdin)
        fclose(f);
    if (buf) {
        buf[n] = 0;
        *len = n;
    }
    return buf;
}

int parse_u64(const char *s, uint64_t *out)
{
    int hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    const char *d = hex ? s + 2 : s;
    char *end;
    if (!((*d >= '0' && *d <= '9') || (hex && *d && strchr("abcdefABCDEF", *d))))
        return -1;
    errno = 0;
    *out = strtoull(d, &end, hex ? 16 : 10);
    return (*end || errno) ? -1 : 0;
}

int parse_dim3(const char *s, ptxvm_dim3 *out)
{
    uint32_t v[3] = {1, 1, 1};
    int i;
    for (i = 0; i < 3; i++) {
        char num[32];
        const char *comma = strchr(s, ',');
        size_t n = comma ? (size_t)(comma - s) : strlen(s);
        uint64_t x;
        if (n == 0 || n >= sizeof num)
            return -1;
        memcpy(num, s, n);
        num[n] = 0;
        if (parse_u64(num, &x) || x == 0 || x > 0xffffffffu)
            return -1;
        v[i] = (uint32_t)x;
        if (!comma)
            break;
        s = comma + 1;
        if (i == 2)
            return -1;      /* a fourth component */
    }
    out->x = v[0];
    out->y = v[1];
    out->z = v[2];
    return 0;
}

/* Length of the "file:line:col: " prefix of msg when it names file, else
   0 (the documented form of ptxvm_error_message for text positions). */
static size_t position_prefix(const char *file, const char *msg)
{
    size_t n = strlen(file), i = n + 1;
    int k;
    if (strncmp(msg, file, n) != 0 || msg[n] != ':')
        return 0;
    for (k = 0; k < 2; k++) {
        size_t start = i;
        while (msg[i] >= '0' && msg[i] <= '9')
            i++;
        if (i == start || msg[i] != ':')
            return 0;
        i++;
    }
    return msg[i] == ' ' ? i + 1 : 0;
}

void print_diag(FILE *to, const char *file, const char *severity,
                const char *msg)
{
    size_t pre = position_prefix(file, msg);
    const char *body = msg + pre;
    if (strncmp(body, "error: ", 7) == 0)
        body += 7;
    if (pre)
        fprintf(to, "%.*s%s: %s\n", (int)pre, msg, severity, body);
    else
        fprintf(to, "%s: %s: %s\n", file, severity, body);
}

int load_module(ptxvm_vm *vm, const char *path, ptxvm_module **out)
{
    size_t len = 0;
    char *text = read_file(path, &len);
    ptxvm_result r;
    *out = NULL;
    if (!text)
        return -1;
    r = ptxvm_module_load(vm, text, len, path, out);
    free(text);
    if (r != PTXVM_OK)
        print_diag(stderr, path, "error", ptxvm_error_message(vm));
    return (int)r;
}

int opt_value(int argc, char **argv, int *i, const char *name,
              const char **val)
{
    const char *a = argv[*i];
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0)
        return 0;
    if (a[n] == '=') {
        *val = a + n + 1;
        return 1;
    }
    if (a[n] != 0)
        return 0;
    if (*i + 1 >= argc) {
        usage_error("%s needs a value", name);
        *val = NULL;
        return -1;
    }
    *val = argv[++*i];
    return 1;
}
