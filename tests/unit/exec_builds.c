/* The builds of the CUDA sources in tests/exec/ (exec_builds.h). */
#include "exec_builds.h"
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *eb_base(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

char **eb_builds(const char *source, int *n)
{
    int all, i;
    size_t sl = strlen(source);
    char **files = test_list_dir(EB_PTX_DIR, ".ptx", &all);
    *n = 0;
    if (!files)
        return (char **)calloc(1, sizeof(char *));
    /* keep SOURCE.*.ptx, in order */
    for (i = 0; i < all; i++) {
        const char *b = eb_base(files[i]);
        if (strncmp(b, source, sl) == 0 && b[sl] == '.')
            files[(*n)++] = files[i];
        else
            free(files[i]);
    }
    return files;
}

int eb_source_tag(const char *source, const char *word)
{
    char path[512], line[512];
    FILE *f;
    int found = 0;
    size_t wl = strlen(word);
    snprintf(path, sizeof path, "%s/%s.cu", EB_CU_DIR, source);
    f = fopen(path, "r");
    if (!f)
        return 0;
    while (!found && fgets(line, sizeof line, f)) {
        const char *p;
        if (strncmp(line, "// builds:", 10) != 0)
            continue;
        for (p = line + 10; *p && *p != '('; ) {
            size_t l;
            while (*p == ' ')
                p++;
            l = strcspn(p, " \n(");
            if (l == wl && strncmp(p, word, wl) == 0)
                found = 1;
            p += l;
            if (l == 0 && *p && *p != '(')
                p++;
        }
        break;               /* only the first such line counts */
    }
    fclose(f);
    return found;
}

char **eb_sources(int *n)
{
    char **files = test_list_dir(EB_CU_DIR, ".cu", n);
    int i;
    if (!files)
        return (char **)calloc(1, sizeof(char *));
    for (i = 0; i < *n; i++) {
        char *b = files[i];
        size_t l;
        memmove(b, eb_base(b), strlen(eb_base(b)) + 1);
        l = strlen(b);
        b[l - 3] = 0;                       /* drop ".cu" */
    }
    return files;
}
