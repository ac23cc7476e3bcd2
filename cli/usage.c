/* Help texts: `ptxvm --help` and `ptxvm help COMMAND`. doc/ptxvm.1 is
   the full manual. */
#include "cli.h"
#include <string.h>

void help_main(FILE *to)
{
    fputs(
"usage: ptxvm COMMAND [ARGS...]\n"
"\n"
"Load, inspect and run PTX kernels on the CPU.\n"
"\n"
"commands:\n"
"  check FILE...           report load errors and unsupported instructions\n"
"  info [--json] FILE [KERNEL]\n"
"                          parameters and resources of each kernel\n"
"  print FILE              the module as canonical PTX\n"
"  disasm FILE [KERNEL]    each kernel's bytecode\n"
"  run FILE KERNEL [OPTIONS] [ARG...]\n"
"                          launch a kernel and print its buffers\n"
"  help [COMMAND]          this text, or a command's\n"
"\n"
"  --help, -h              this text\n"
"  --version               the program's and the library's version\n"
"\n"
"Exit status: 0 success, 1 the PTX failed to load or a kernel is\n"
"missing or cannot run, 2 bad usage or an unreadable file, 3 the launch\n"
"failed. See ptxvm(1).\n", to);
}

static const struct { const char *name, *text; } helps[] = {
    {"check",
"usage: ptxvm check [--strict] FILE...\n"
"\n"
"Load each FILE (\"-\" is standard input) and look up each of its kernels.\n"
"Diagnostics go to standard error as FILE:LINE:COL: error: MESSAGE.\n"
"A kernel that reaches instructions this version does not run is a\n"
"warning naming each of them; with --strict it is an error.\n"
"Nothing is printed for a clean file.\n"
"\n"
"Exit status: 0 every file clean, 1 an error in any, 2 a file could not\n"
"be read or bad usage.\n"},
    {"info",
"usage: ptxvm info [--json] FILE [KERNEL]\n"
"\n"
"For each kernel (or only KERNEL): its parameters (name, size,\n"
"alignment), PTX registers declared and the compiled register file,\n"
"static .shared and .local bytes, the module's .const and .global bytes,\n"
"declared block shapes, the bytecode's length; for a kernel this\n"
"version cannot run, the library's list of what it lacks.\n"
"With --json, one JSON object: {\"file\", \"kernels\": [...]}.\n"},
    {"print",
"usage: ptxvm print FILE\n"
"\n"
"Print the module as canonical PTX: one fixed layout that parses back to\n"
"the same module.\n"},
    {"disasm",
"usage: ptxvm disasm FILE [KERNEL]\n"
"\n"
"Print the bytecode of each kernel (or only KERNEL), one instruction a\n"
"line with the PTX line it came from.\n"},
    {"run",
"usage: ptxvm run FILE KERNEL [OPTIONS] [ARG...]\n"
"\n"
"Launch KERNEL once. Each ARG gives one kernel parameter, in order:\n"
"  TYPE:VALUE           a scalar; TYPE one of i8 i16 i32 i64 u8 u16 u32\n"
"                       u64 b8 b16 b32 b64 f32 f64 (s8..s64 = i8..i64);\n"
"                       integers decimal or 0x hex, floats as strtod reads\n"
"                       them (1.5, -2e3, 0x1p-3, inf, nan)\n"
"  buf:N                a buffer of N zero bytes\n"
"  buf:TYPE:N           a buffer of N zero elements of TYPE\n"
"  in:[TYPE:]FILE       a buffer holding FILE's bytes\n"
"  range:TYPE:N         N elements 0, 1, 2, ... N-1\n"
"  rand:TYPE:N:SEED     N random elements (splitmix64 from SEED; floats\n"
"                       in [0, 1), integers any bits of their width)\n"
"  fill:TYPE:N:VALUE    N copies of VALUE\n"
"  data:TYPE:V1,V2,...  the elements listed\n"
"A buffer is passed as its device address (an 8-byte parameter).\n"
"\n"
"options:\n"
"  --grid X[,Y[,Z]]     CTAs in the grid (default 1)\n"
"  --block X[,Y[,Z]]    threads in a CTA (default 1)\n"
"  --cluster X[,Y[,Z]]  CTAs in a thread-block cluster (sm_90)\n"
"  --shared N           bytes of dynamic shared memory\n"
"  --out K[:FMT][=FILE] after the launch, print buffer argument K\n"
"                       (counted from 0) as FMT: hex, or any TYPE (default:\n"
"                       the buffer's TYPE, else hex); with =FILE write it to\n"
"                       FILE instead, raw bytes unless FMT is given\n"
"  --threads N          worker threads (default 0: one per core)\n"
"  --step-limit N       stop after N warp instructions (default: none)\n"
"  --timeout SECONDS    stop the launch after SECONDS of wall time\n"
"  --mem-limit N        bytes of device memory the VM may use\n"
"  --zero-state         zero registers, .local and .shared for each CTA\n"
"  --stats              print instruction counts and time to stderr\n"
"  --json               print one JSON object: status, message, stats,\n"
"                       printf text and the --out buffers\n"
"\n"
"Device printf goes to standard output. Exit status: 0 success, 1 load\n"
"error or no such kernel, 2 bad usage, 3 the launch failed (memory\n"
"fault, trap, step limit, deadlock, ...; the message says which).\n"},
};

int help_command(FILE *to, const char *name)
{
    size_t i;
    for (i = 0; i < sizeof helps / sizeof helps[0]; i++)
        if (strcmp(helps[i].name, name) == 0) {
            fputs(helps[i].text, to);
            return 0;
        }
    return -1;
}
