/* The modifiers PTX ISA 9.0 gives each opcode (ptx90_mods.h, generated
   from the ISA's syntax blocks): the checker defers an instruction whose
   modifiers are all valid PTX 9.0 but that the instruction table does not
   have, so the module loads and a kernel reaching it is refused with
   PTXVM_E_UNSUPPORTED naming it (api_unsupported.c). */
#include "ptx90.h"
#include <stdio.h>
#include <string.h>

#include "ptx90_mods.h"

PTXVM_INTERNAL int ptx90_modifier(const char *opcode, const char *mod)
{
    char key[128];
    size_t lo = 0, hi = sizeof ptx90_mods / sizeof ptx90_mods[0];
    int n = snprintf(key, sizeof key, "%s %s", opcode, mod);
    if (n < 0 || (size_t)n >= sizeof key)
        return 0;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(ptx90_mods[mid], key);
        if (c == 0)
            return 1;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}
