/* The bench_apps suite, in report order: one line per application. */
#define BENCH_APPS \
    X(bfs) \
    X(pathfinder) \
    X(nw) \
    X(hotspot) \
    X(srad) \
    X(kmeans) \
    X(backprop) \
    X(fdtd) \
    X(sortnet) \
    /* end */
