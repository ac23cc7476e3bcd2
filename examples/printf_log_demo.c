/* Device printf into the host's log: the VM's print hook (ptxvm_host.print)
   receives the text of each printf call (one complete line or more, never
   a piece of one; calls from different workers are serialised by the
   VM), and this program files each line in its log with a tag and a
   sequence number instead of letting it reach stdout.

     printf_log_demo examples/printf_log.ptx

   Build: cc -I. examples/printf_log_demo.c ptxvm.c -lm */
#include "ptxvm.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "read_file.h"

typedef struct log {
    char text[8192];
    size_t len;
    unsigned lines;
    int overflow;
} log_t;

/* The hook: split the text into lines, each filed as "[gpu #n] line". */
static void log_print(void *user, const char *text, size_t len)
{
    log_t *lg = (log_t *)user;
    size_t i = 0;
    while (i < len) {
        const char *nl = memchr(text + i, '\n', len - i);
        size_t n = nl ? (size_t)(nl - (text + i)) : len - i;
        int w = snprintf(lg->text + lg->len, sizeof lg->text - lg->len, "[gpu #%u] %.*s\n",
                         lg->lines + 1, (int)n, text + i);
        if (w < 0 || (size_t)w >= sizeof lg->text - lg->len) {
            lg->overflow = 1;
            return;
        }
        lg->len += (size_t)w;
        lg->lines++;
        i += n + (nl != NULL);
    }
}

int main(int argc, char **argv)
{
    enum { N = 1000, BLOCK = 256, BLOCKS = (N + BLOCK - 1) / BLOCK };
    const char *path = argc > 1 ? argv[1] : "examples/printf_log.ptx";
    static log_t lg;
    int x[N], sums[BLOCKS], n = N, i, bad = 0;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *mod;
    ptxvm_kernel *k;
    ptxvm_addr dx = 0, ds = 0;
    ptxvm_launch l = {{BLOCKS, 1, 1}, {BLOCK, 1, 1}, 0, NULL, 0, (uint32_t)sizeof(ptxvm_launch)};
    void *args[3];
    ptxvm_result r;
    size_t len;
    char *ptx = read_file(path, &len);
    if (!ptx) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    ptxvm_config_init(&cfg);
    cfg.host.user = &lg;
    cfg.host.print = log_print;
    r = ptxvm_create(&cfg, &vm);
    if (r == PTXVM_OK)
        r = ptxvm_module_load(vm, ptx, len, path, &mod);
    free(ptx);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(mod, "block_sums", &k);
    for (i = 0; i < N; i++)
        x[i] = i;
    if (r == PTXVM_OK)
        r = ptxvm_mem_map(vm, x, sizeof x, PTXVM_READ, &dx);
    if (r == PTXVM_OK)
        r = ptxvm_mem_map(vm, sums, sizeof sums, PTXVM_WRITE, &ds);
    args[0] = &dx;
    args[1] = &n;
    args[2] = &ds;
    l.args = args;
    if (r == PTXVM_OK)
        r = ptxvm_launch_kernel(k, &l, NULL);
    if (r != PTXVM_OK) {
        fprintf(stderr, "%s: %s\n", ptxvm_result_name(r), ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return 1;
    }
    ptxvm_destroy(vm);

    printf("the log (%u lines):\n%s", lg.lines, lg.text);
    /* one line per block with its sum, one for the last element */
    for (i = 0; i < BLOCKS; i++) {
        char want[64];
        int b = i * BLOCK, e = b + BLOCK < N ? b + BLOCK : N;
        long s = (long)(b + e - 1) * (e - b) / 2;
        snprintf(want, sizeof want, "] block %d: sum %ld\n", i, s);
        if (sums[i] != s || !strstr(lg.text, want)) {
            printf("block %d: sum %d, want %ld, or its line is missing\n", i, sums[i], s);
            bad = 1;
        }
    }
    if (!strstr(lg.text, "] thread 231 of block 3 holds the last element, 999\n"))
        bad = 1;
    if (lg.lines != BLOCKS + 1 || lg.overflow)
        bad = 1;
    printf("%s\n", bad ? "WRONG" : "every line captured, sums correct");
    return bad;
}
