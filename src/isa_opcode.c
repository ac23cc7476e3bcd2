/* Whether a word is a PTX opcode at all, and the nearest one when it is
   not. Every opcode of PTX ISA 9.0 is a keyword of kw_isa.h (KW_op_abs ..
   KW_op_xor), whether this version runs it or not: a word outside that
   range is a typo or not PTX, and the checker refuses it at load with
   the closest name ("addd" -> "add") instead of deferring it to the
   kernel request as an unsupported instruction. */
#include "isa.h"
#include "keywords.h"
#include <string.h>

static const char *const op_kw_text[KW_COUNT] = {
    "",
#define KW(id, text) text,
#include "kw_core.h"
#include "kw_isa.h"
#undef KW
};

PTXVM_INTERNAL int isa_is_opcode(uint32_t sym)
{
    return sym >= KW_op_abs && sym <= KW_op_xor;
}

/* Optimal-string-alignment distance (insertions, deletions,
   substitutions, adjacent swaps) of a and b, or limit + 1 when it is
   larger than limit. Opcodes are short: longer words cannot be near. */
#define OP_MAXLEN 24
static unsigned op_near_distance(const char *a, size_t n, const char *b,
                              unsigned limit)
{
    unsigned row[3][OP_MAXLEN + 1];
    size_t m = strlen(b), i, j;
    if (n > OP_MAXLEN || m > OP_MAXLEN || (n > m ? n - m : m - n) > limit)
        return limit + 1;
    for (j = 0; j <= m; j++)
        row[0][j] = (unsigned)j;
    for (i = 1; i <= n; i++) {
        unsigned *cur = row[i % 3], *prev = row[(i - 1) % 3],
                 *pp = row[(i + 1) % 3];       /* the row i - 2 */
        unsigned best = cur[0] = (unsigned)i;
        for (j = 1; j <= m; j++) {
            unsigned cost = a[i - 1] != b[j - 1], v = prev[j - 1] + cost;
            if (prev[j] + 1 < v)
                v = prev[j] + 1;
            if (cur[j - 1] + 1 < v)
                v = cur[j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                pp[j - 2] + 1 < v)
                v = pp[j - 2] + 1;
            cur[j] = v;
            if (v < best)
                best = v;
        }
        if (best > limit)
            return limit + 1;
    }
    return row[n % 3][m];
}

PTXVM_INTERNAL const char *isa_opcode_suggest(const char *word, size_t len)
{
    const char *best = NULL;
    unsigned best_d = 3, k;
    for (k = KW_op_abs; k <= KW_op_xor; k++) {
        unsigned d = op_near_distance(word, len, op_kw_text[k], best_d - 1);
        if (d < best_d) {           /* strictly closer: the first in
                                       alphabetical order wins a tie */
            best_d = d;
            best = op_kw_text[k];
        }
    }
    return best;
}
