/* histogram256: 16 MiB of bytes, per-warp sub-histograms with shared
   atomics (histogram256.cu); host code and twin in histogram_host.h. */
#define HIST_NAME histogram256
#define HIST_SIZE "16 MiB, 256 bins"
#define BINS 256
#define GRID (240)
#define BLOCK 192
#define HIST_SEED 256256u
#define HIST_KERNEL "_Z18histogram256KernelPjPKjj"
#define HIST_MERGE "_Z23mergeHistogram256KernelPjPKjj"
#define HIST_BIN(d) (d)
#include "histogram_host.h"
