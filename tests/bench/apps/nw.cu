// Needleman-Wunsch global alignment scores. The (n+1)^2 score matrix is cut
// into 16x16 blocks; one launch computes one anti-diagonal of blocks, each
// block filling its tile in shared memory along its own anti-diagonals.
// nw_upper runs the diagonals that start on the top edge, nw_lower the rest.
#define B 16

__device__ static int best3(int a, int b, int c)
{
    int m = a > b ? a : b;
    return m > c ? m : c;
}

__device__ static void nw_tile(const int *sim, int *score, int cols, int gap, int bx, int by)
{
    __shared__ int t[B + 1][B + 1];  // tile plus its top row and left column
    __shared__ int s[B][B];          // similarity of the tile's cells
    int tx = threadIdx.x;
    int corner = cols * B * by + B * bx;  // top-left of the extended tile
    int cell = corner + cols + 1 + tx;    // row 0 of the tile, column tx

    if (tx == 0)
        t[0][0] = score[corner];
    for (int r = 0; r < B; r++)
        s[r][tx] = sim[cell + cols * r];
    t[tx + 1][0] = score[corner + cols * (tx + 1)];
    t[0][tx + 1] = score[corner + 1 + tx];
    __syncthreads();

    // upper-left triangle: diagonal d holds d+1 cells
    for (int d = 0; d < B; d++) {
        if (tx <= d) {
            int c = tx + 1, r = d - tx + 1;
            t[r][c] = best3(t[r - 1][c - 1] + s[r - 1][c - 1], t[r][c - 1] - gap, t[r - 1][c] - gap);
        }
        __syncthreads();
    }
    // lower-right triangle
    for (int d = B - 2; d >= 0; d--) {
        if (tx <= d) {
            int c = tx + B - d, r = B - tx;
            t[r][c] = best3(t[r - 1][c - 1] + s[r - 1][c - 1], t[r][c - 1] - gap, t[r - 1][c] - gap);
        }
        __syncthreads();
    }
    for (int r = 0; r < B; r++)
        score[cell + cols * r] = t[r + 1][tx + 1];
}

__global__ void nw_upper(const int *sim, int *score, int cols, int gap, int diag)
{
    nw_tile(sim, score, cols, gap, blockIdx.x, diag - 1 - blockIdx.x);
}

__global__ void nw_lower(const int *sim, int *score, int cols, int gap, int diag, int nblocks)
{
    nw_tile(sim, score, cols, gap, blockIdx.x + nblocks - diag, nblocks - 1 - blockIdx.x);
}
