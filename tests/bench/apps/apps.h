/* The bench_apps suite, in report order: one line per application. */
#define BENCH_APPS \
    X(reduction) \
    X(raytrace) \
    X(sha256var) \
    /* end */
