/* The AFL++ driver of a fuzz target (-DPTXVM_FUZZ_AFL, through fuzz.h;
   compiled with afl-clang-fast or afl-clang-lto, which define the
   __AFL_* macros). Persistent mode with deferred start: one process runs
   many inputs from shared memory, so the cost per input is the target's,
   not fork's. With file arguments it replays them instead, to reproduce
   a finding with the binary that found it. */
#ifndef PTXVM_FUZZ_AFL_MAIN_H
#define PTXVM_FUZZ_AFL_MAIN_H

#if !defined(__AFL_LOOP) || !defined(__AFL_FUZZ_TESTCASE_LEN)
#error "PTXVM_FUZZ_AFL needs afl-clang-fast or afl-clang-lto (AFL++ 4 or later)"
#endif

#include "replay.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h> /* read(), in the __AFL_FUZZ_* macros */

__AFL_FUZZ_INIT();

int main(int argc, char **argv)
{
    unsigned char *shm;
    if (argc > 1) {
        int i;
        for (i = 1; i < argc; i++)
            if (!fz_replay_file(argv[i]))
                fprintf(stderr, "cannot read %s\n", argv[i]);
        return 0;
    }
    /* Nothing to set up ahead: the fork server starts here. */
    __AFL_INIT();
    shm = __AFL_FUZZ_TESTCASE_BUF;
    /* A fresh process every 10000 inputs, so that whatever one input
       leaves behind (leaks, fragmentation) cannot build up forever. */
    while (__AFL_LOOP(10000)) {
        size_t len = (size_t)__AFL_FUZZ_TESTCASE_LEN;
        /* A copy of exactly len bytes: the shared buffer is larger, and a
           read past the input must hit AddressSanitizer's redzone. */
        uint8_t *buf = (uint8_t *)malloc(len ? len : 1);
        if (!buf)
            abort();
        memcpy(buf, shm, len);
        LLVMFuzzerTestOneInput(buf, len);
        free(buf);
    }
    return 0;
}

#endif
