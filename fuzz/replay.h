/* The plain driver of a fuzz target (-DPTXVM_FUZZ_REPLAY, through
   fuzz.h): runs LLVMFuzzerTestOneInput on each file named on the command
   line, so the stored inputs replay without a fuzzing engine. The AFL++
   driver (afl_main.h) uses fz_replay_file to reproduce a finding with
   the same binary. */
#ifndef PTXVM_FUZZ_REPLAY_H
#define PTXVM_FUZZ_REPLAY_H

#include <stdio.h>
#include <stdlib.h>

/* Under AddressSanitizer, name the input that failed: its report names
   only code. */
#if defined(__SANITIZE_ADDRESS__)
#define FZ_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FZ_ASAN 1
#endif
#endif

static const char *fz_current;

#ifdef FZ_ASAN
void __sanitizer_set_death_callback(void (*callback)(void));

static void fz_report_input(void)
{
    if (fz_current)
        fprintf(stderr, "the failing input: %s\n", fz_current);
}
#endif

/* Run one file through the target; the buffer is exactly the file's size
   so that AddressSanitizer catches a read past the input. 0 when the file
   cannot be read. */
static int fz_replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    long n;
    uint8_t *buf;
    int ok = 0;
    if (!f)
        return 0;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
        fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return 0;
    }
    buf = (uint8_t *)malloc(n > 0 ? (size_t)n : 1);
    if (buf && fread(buf, 1, (size_t)n, f) == (size_t)n) {
#ifdef FZ_ASAN
        __sanitizer_set_death_callback(fz_report_input);
#endif
        fz_current = path;
        LLVMFuzzerTestOneInput(buf, (size_t)n);
        fz_current = NULL;
        ok = 1;
    }
    free(buf);
    fclose(f);
    return ok;
}

#ifndef PTXVM_FUZZ_AFL
int main(int argc, char **argv)
{
    int i, n = 0, bad = 0;
    for (i = 1; i < argc; i++) {
        if (fz_replay_file(argv[i]))
            n++;
        else {
            fprintf(stderr, "cannot read %s\n", argv[i]);
            bad++;
        }
    }
    printf("replayed %d inputs\n", n);
    /* a seed list that no longer matches the tree must not pass quietly */
    return bad ? 1 : 0;
}
#endif

#endif
