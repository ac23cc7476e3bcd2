/* The bench_apps suite, in report order: one line per application. */
#define BENCH_APPS \
    X(reduction) \
    X(layernorm) \
    X(softmax) \
    X(attention) \
    X(gelu) \
    X(adamw) \
    X(matmul) \
    X(crossentropy) \
    X(encoder) \
    /* end */
