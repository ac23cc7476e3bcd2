/* Printing buffer contents (format.c). */
#ifndef PTXVM_CLI_FORMAT_H
#define PTXVM_CLI_FORMAT_H
#include "cli.h"

/* One element a line; ET_HEX or ET_NONE: a hex dump, 16 bytes a line
   after the offset. Trailing bytes short of a whole element are not
   printed. */
void format_text(FILE *to, elem_type fmt, const unsigned char *data,
                 size_t bytes);
/* A JSON array of the elements (floats as numbers, NaN and infinities
   as strings, bN as "0x..." strings); ET_HEX or ET_NONE: one string of
   hex digits, two a byte. */
void format_json(FILE *to, elem_type fmt, const unsigned char *data,
                 size_t bytes);

#endif
