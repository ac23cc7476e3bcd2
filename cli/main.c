/* ptxvm: the command-line program over the ptxvm library. Each
   subcommand lives in its own cmd_*.c file; this one dispatches. */
#include "cli.h"
#include <string.h>

static const struct {
    const char *name;
    int (*fn)(int argc, char **argv);
} commands[] = {
    {"check", cmd_check}, {"info", cmd_info}, {"print", cmd_print},
    {"disasm", cmd_disasm}, {"run", cmd_run},
};

static int is_help(const char *a)
{
    return strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0;
}

int main(int argc, char **argv)
{
    size_t i;
    int status;
    if (argc < 2) {
        help_main(stderr);
        return EXIT_USAGE;
    }
    if (is_help(argv[1])) {
        help_main(stdout);
        return EXIT_OKAY;
    }
    if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "version") == 0) {
        /* the library linked, and the header this program was built with */
        printf("ptxvm %s (library %s)\n", PTXVM_VERSION_STRING, ptxvm_version());
        return EXIT_OKAY;
    }
    if (strcmp(argv[1], "help") == 0) {
        if (argc == 2) {
            help_main(stdout);
            return EXIT_OKAY;
        }
        if (argc > 3) {
            usage_error("help: one subcommand at most");
            return EXIT_USAGE;
        }
        if (help_command(stdout, argv[2]) != 0) {
            usage_error("help: no subcommand '%s' (check info print disasm run)",
                        argv[2]);
            return EXIT_USAGE;
        }
        return EXIT_OKAY;
    }
    for (i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strcmp(argv[1], commands[i].name) != 0)
            continue;
        /* "ptxvm run --help" is "ptxvm help run" */
        if (argc >= 3 && is_help(argv[2])) {
            help_command(stdout, argv[1]);
            return EXIT_OKAY;
        }
        status = commands[i].fn(argc - 2, argv + 2);
        if (fflush(stdout) != 0 || ferror(stdout)) {
            usage_error("cannot write the standard output");
            return EXIT_USAGE;
        }
        return status;
    }
    usage_error("unknown subcommand '%s' (see 'ptxvm --help')", argv[1]);
    return EXIT_USAGE;
}
