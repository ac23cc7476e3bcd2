/* The plain driver of a fuzz target (-DPTXVM_FUZZ_REPLAY): runs
   LLVMFuzzerTestOneInput on each file named on the command line, so the
   stored inputs replay without a fuzzing engine. Included once, at the
   end of a target. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int i;
    for (i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        long n;
        uint8_t *buf;
        if (!f)
            continue;
        fseek(f, 0, SEEK_END);
        n = ftell(f);
        fseek(f, 0, SEEK_SET);
        buf = (uint8_t *)malloc(n > 0 ? (size_t)n : 1);
        if (buf && fread(buf, 1, (size_t)n, f) == (size_t)n)
            LLVMFuzzerTestOneInput(buf, (size_t)n);
        free(buf);
        fclose(f);
    }
    printf("replayed %d inputs\n", argc - 1);
    return 0;
}
