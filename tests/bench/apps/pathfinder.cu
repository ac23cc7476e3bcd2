// Pathfinder: the cheapest path from the top row of a grid of weights to
// each cell of the bottom row, moving down one row at a time to one of the
// three cells below. Each block keeps a row segment in shared memory and
// advances it `iters` rows at once; the segment shrinks by one cell on each
// side per row (a pyramid), so neighbouring blocks overlap by 2*iters cells.
#define BLOCK 256

__global__ void pathfinder_rows(int iters, const int *wall, const int *src, int *dst, int cols,
                                int start_row, int border)
{
    __shared__ int prev[BLOCK];
    __shared__ int next[BLOCK];
    int tx = threadIdx.x;
    int inner = BLOCK - 2 * iters;          // cells this block finishes
    int x0 = inner * blockIdx.x - border;   // column of thread 0
    int x = x0 + tx;
    // the part of the segment that lies inside the grid
    int lo = x0 < 0 ? -x0 : 0;
    int hi = x0 + BLOCK - 1 > cols - 1 ? BLOCK - 1 - (x0 + BLOCK - cols) : BLOCK - 1;
    int w = tx - 1 < lo ? lo : tx - 1;
    int e = tx + 1 > hi ? hi : tx + 1;
    bool inside = tx >= lo && tx <= hi;

    if (x >= 0 && x < cols)
        prev[tx] = src[x];
    __syncthreads();

    bool done = false;
    for (int i = 0; i < iters; i++) {
        done = false;
        if (tx >= i + 1 && tx <= BLOCK - i - 2 && inside) {
            done = true;
            int m = min(prev[w], prev[tx]);
            m = min(m, prev[e]);
            next[tx] = m + wall[cols * (start_row + i) + x];
        }
        __syncthreads();
        if (i == iters - 1)
            break;
        if (done)
            prev[tx] = next[tx];
        __syncthreads();
    }
    if (done)
        dst[x] = next[tx];
}
