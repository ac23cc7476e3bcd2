/* The examples' one helper that is not about ptxvm: a whole file in
   memory, NUL-terminated, or NULL where it cannot be read. */
#ifndef EXAMPLES_READ_FILE_H
#define EXAMPLES_READ_FILE_H

#include <stdio.h>
#include <stdlib.h>

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
        fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1)) != NULL &&
        fread(buf, 1, (size_t)n, f) == (size_t)n) {
        buf[n] = '\0';
        *len = (size_t)n;
    } else {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

#endif
