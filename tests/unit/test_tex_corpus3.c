/* tex_corpus, part three: the old CUDA SDK samples' texture kernels. */
#include "tex_corpus.h"

const tc_sample tc_samples_sdk[] = {{NULL, NULL, 0}};
const unsigned tc_nsamples_sdk = 0;
const tc_sample tc_samples_sdk2[] = {{NULL, NULL, 0}};
const unsigned tc_nsamples_sdk2 = 0;
