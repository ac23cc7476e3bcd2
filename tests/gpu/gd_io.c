/* Files of gpu_diff and gpu_tex (gd_io.h). */
#include "gd_io.h"
#include <stdio.h>
#include <stdlib.h>

char *gd_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *p = NULL;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (p = malloc((size_t)n + 1)) != NULL) {
        if (fread(p, 1, (size_t)n, f) != (size_t)n) {
            free(p);
            p = NULL;
        } else {
            p[n] = 0;
            *len = (size_t)n;
        }
    }
    fclose(f);
    return p;
}

int gd_record_io(const char *dir, const char *name, void *buf, size_t n, int write)
{
    char path[1024];
    size_t at = (size_t)snprintf(path, sizeof path, "%s/", dir), i;
    FILE *f;
    int ok;
    for (i = 0; name[i] && at + i + 5 < sizeof path; i++) {
        char c = name[i];
        int keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                   c == '.' || c == '-' || c == '_';
        path[at + i] = keep ? c : '_';
    }
    snprintf(path + at + i, sizeof path - at - i, ".bin");
    if (!(f = fopen(path, write ? "wb" : "rb")))
        return 0;
    ok = write ? fwrite(buf, 1, n, f) == n : fread(buf, 1, n, f) == n && fgetc(f) == EOF;
    return (fclose(f) == 0) & ok ? 1 : -1;
}
