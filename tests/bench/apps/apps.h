/* The bench_apps suite, in report order: one line per application. */
#define BENCH_APPS \
    X(nbody) \
    X(reduction) \
    X(layernorm) \
    X(softmax) \
    X(attention) \
    X(gelu) \
    X(adamw) \
    X(matmul) \
    X(crossentropy) \
    X(encoder) \
    X(scan) \
    X(histogram64) \
    X(histogram256) \
    X(transpose) \
    X(convsep) \
    X(blackscholes) \
    X(montecarlo) \
    X(bfs) \
    X(pathfinder) \
    X(nw) \
    X(hotspot) \
    X(srad) \
    X(kmeans) \
    X(backprop) \
    X(fdtd) \
    X(sortnet) \
    X(sdk_fwt) \
    X(sdk_matmul) \
    X(sdk_transpose) \
    X(raytrace) \
    X(sha256var) \
    X(fibrec) \
    X(compact) \
    /* end */
