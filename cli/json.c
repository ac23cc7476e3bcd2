/* JSON output: strings escaped per RFC 8259, numbers that JSON can
   hold. */
#include "cli.h"
#include <math.h>

/* Length of the well-formed UTF-8 sequence at s (lead byte >= 0x80),
   0 when it is not one (overlong forms are not looked for). */
static size_t utf8_len(const char *s, size_t avail)
{
    unsigned char c = (unsigned char)s[0];
    size_t n = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
    size_t i;
    if (c >= 0xf5 || n == 0 || n > avail)
        return 0;
    for (i = 1; i < n; i++)
        if (((unsigned char)s[i] & 0xc0) != 0x80)
            return 0;
    return n;
}

void json_string(FILE *to, const char *s, size_t len)
{
    size_t i;
    fputc('"', to);
    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"':  fputs("\\\"", to); break;
        case '\\': fputs("\\\\", to); break;
        case '\n': fputs("\\n", to); break;
        case '\r': fputs("\\r", to); break;
        case '\t': fputs("\\t", to); break;
        default:
            if (c >= 0x80) {
                size_t n = utf8_len(s + i, len - i);
                if (n) {                /* well-formed UTF-8 as it is */
                    fwrite(s + i, 1, n, to);
                    i += n - 1;
                } else {                /* a stray byte, as U+0080..00FF */
                    fprintf(to, "\\u%04x", c);
                }
            } else if (c < 0x20 || c == 0x7f) {
                fprintf(to, "\\u%04x", c);
            } else {
                fputc(c, to);
            }
        }
    }
    fputc('"', to);
}

void json_double(FILE *to, double v, int digits)
{
    /* JSON has no NaN or infinities: they become strings */
    if (isnan(v))
        fputs("\"nan\"", to);
    else if (isinf(v))
        fputs(v < 0 ? "\"-inf\"" : "\"inf\"", to);
    else
        fprintf(to, "%.*g", digits, v);
}
