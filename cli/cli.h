/* The ptxvm command-line program: declarations shared by its files. It
   uses the public API (ptxvm.h) only, as any host would. */
#ifndef PTXVM_CLI_H
#define PTXVM_CLI_H
#include "../ptxvm.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit statuses (the man page lists them). */
enum {
    EXIT_OKAY = 0,
    EXIT_PTX = 1,      /* a module failed to load, a kernel is missing or
                          cannot run here                               */
    EXIT_USAGE = 2,    /* bad command line, or a file that cannot be
                          read or written                               */
    EXIT_LAUNCH = 3    /* `run`: the launch failed (fault, trap, ...)   */
};

/* ---- element types of scalars and buffers (types.c) ---- */
typedef enum elem_type {
    ET_NONE = 0,            /* untyped bytes                               */
    ET_I8, ET_I16, ET_I32, ET_I64,
    ET_U8, ET_U16, ET_U32, ET_U64,
    ET_B8, ET_B16, ET_B32, ET_B64,
    ET_F32, ET_F64,
    ET_HEX                  /* an output format only: a hex dump          */
} elem_type;

/* "f32" -> ET_F32, "hex" -> ET_HEX; ET_NONE when unknown. */
elem_type type_parse(const char *s, size_t len);
const char *type_name(elem_type t);
size_t type_size(elem_type t);          /* 1 for ET_NONE and ET_HEX     */
int type_is_float(elem_type t);
int type_is_signed(elem_type t);
/* Parse one value of type t from s (all of it) into out[0..size):
   integers in decimal or 0x hex, range-checked; floats as strtod reads
   them (inf, nan, hex floats). 0 on success, else -1 and a reason in
   why. */
int value_parse(elem_type t, const char *s, unsigned char *out,
                const char **why);
/* Store the integer v, truncated to t's width (range and rand). */
void value_from_u64(elem_type t, uint64_t v, unsigned char *out);

/* ---- small helpers (util.c) ---- */
extern const char *prog_name;           /* "ptxvm", for messages        */
void usage_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* The text of the last usage_error (for --json), "" before any. */
const char *last_usage_error(void);
/* Read a whole file (path "-" is stdin); NULL with a message on stderr. */
char *read_file(const char *path, size_t *len);
/* A decimal or 0x hex unsigned integer, all of s; -1 if not. */
int parse_u64(const char *s, uint64_t *out);
/* "X[,Y[,Z]]", each at least 1; -1 if malformed. */
int parse_dim3(const char *s, ptxvm_dim3 *out);
/* Whether argv[*i] is option name ("--grid"), as "--grid V" (advancing
   *i) or "--grid=V": 1 with *val set, 0 when it is another argument, -1
   (after a message) when the value is missing. */
int opt_value(int argc, char **argv, int *i, const char *name,
              const char **val);
/* Print a library message about file as "file:line:col: sev: text".
   Load and compile messages already start "file:line:col: error: " (the
   source name given to ptxvm_module_load); others get "file: sev: ". */
void print_diag(FILE *to, const char *file, const char *severity,
                const char *msg);
/* Load path into a new module on vm; on failure print the diagnostic
   and return the ptxvm result (a file that cannot be read: -1). */
int load_module(ptxvm_vm *vm, const char *path, ptxvm_module **out);

/* ---- JSON output (json.c) ---- */
void json_string(FILE *to, const char *s, size_t len);
/* A double as a JSON number of at most digits significant digits, or
   "nan"/"inf"/"-inf" as strings. */
void json_double(FILE *to, double v, int digits);

/* ---- help texts (usage.c) ---- */
void help_main(FILE *to);
/* Help of one subcommand; -1 when there is no such subcommand. */
int help_command(FILE *to, const char *name);

/* ---- subcommands ---- */
int cmd_check(int argc, char **argv);
int cmd_info(int argc, char **argv);
int cmd_print(int argc, char **argv);
int cmd_disasm(int argc, char **argv);
int cmd_run(int argc, char **argv);

#endif
