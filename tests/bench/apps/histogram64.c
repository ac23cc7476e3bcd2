/* histogram64: the high six bits of 16 MiB of bytes, per-thread byte
   counters in shared memory (histogram64.cu); host code and twin in
   histogram_host.h. */
#define HIST_NAME histogram64
#define HIST_SIZE "16 MiB, 64 bins"
#define BINS 64
#define GRID ((WORDS + 64 * 63 - 1) / (64 * 63))
#define BLOCK 64
#define HIST_SEED 6464u
#define HIST_KERNEL "_Z17histogram64KernelPjPKjj"
#define HIST_MERGE "_Z22mergeHistogram64KernelPjPKjj"
#define HIST_BIN(d) ((d) >> 2)
#include "histogram_host.h"
