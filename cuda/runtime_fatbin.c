/* The PTX inside the fat binary nvcc embeds (with
   -gencode arch=compute_XX,code=compute_XX), through the container
   parser the driver layer uses (fatbin.c): the newest PTX no newer than
   the device this runtime describes. */
#include "runtime.h"
#include "fatbin.h"
#include <stdio.h>
#include <stdlib.h>

#define MAX_ENTRIES 64

const char *rt_fatbin_ptx(const void *wrapper, char **ptx, size_t *len, unsigned *arch)
{
    static _Thread_local char why[256];
    cu_fatbin_entry e[MAX_ENTRIES];
    int n, pick;
    if (!wrapper || !cu_fatbin_is(wrapper))
        return "fat binary: not an nvcc fat binary wrapper";
    n = cu_fatbin_parse(wrapper, e, MAX_ENTRIES, NULL, why, sizeof why);
    if (n < 0)
        return why;
    if (n > MAX_ENTRIES)
        n = MAX_ENTRIES;
    pick = cu_fatbin_pick_ptx(e, n, (unsigned)(rt_arch()->major * 10 + rt_arch()->minor));
    if (pick < 0)
        return "fat binary holds no PTX for this device (build with "
               "-gencode arch=compute_XX,code=compute_XX)";
    if (cu_fatbin_extract(&e[pick], ptx, len, why, sizeof why))
        return why;
    *arch = e[pick].arch;
    return NULL;
}
