// HotSpot: transient temperature of a chip from its power map, an explicit
// 2D diffusion step per iteration. Each 16x16 block loads a tile with its
// halo into shared memory and runs `iters` steps there (a pyramid: the
// valid part shrinks by one cell per side per step), so one launch does
// several steps and blocks overlap by 2*iters cells. At the chip's edge a
// missing neighbour is the cell itself. The multiply-adds are written as
// fmaf so that the arithmetic is fixed, whatever the compiler contracts.
#define B 16

__global__ void hotspot_steps(int iters, const float *power, const float *src, float *dst,
                              int cols, int rows, int border_cols, int border_rows, float cap,
                              float rx, float ry, float rz, float step)
{
    __shared__ float temp[B][B];
    __shared__ float pw[B][B];
    __shared__ float out[B][B];
    const float amb = 80.0f;
    float step_cap = step / cap;
    float rx1 = 1.0f / rx, ry1 = 1.0f / ry, rz1 = 1.0f / rz;
    int tx = threadIdx.x, ty = threadIdx.y;
    int inner = B - 2 * iters;
    int y0 = inner * blockIdx.y - border_rows;
    int x0 = inner * blockIdx.x - border_cols;
    int y = y0 + ty, x = x0 + tx;
    int idx = cols * y + x;
    if (y >= 0 && y < rows && x >= 0 && x < cols) {
        temp[ty][tx] = src[idx];
        pw[ty][tx] = power[idx];
    }
    __syncthreads();

    // the part of the tile inside the chip; neighbours clamp to it
    int ylo = y0 < 0 ? -y0 : 0;
    int yhi = y0 + B - 1 > rows - 1 ? B - 1 - (y0 + B - rows) : B - 1;
    int xlo = x0 < 0 ? -x0 : 0;
    int xhi = x0 + B - 1 > cols - 1 ? B - 1 - (x0 + B - cols) : B - 1;
    int n = ty - 1 < ylo ? ylo : ty - 1;
    int s = ty + 1 > yhi ? yhi : ty + 1;
    int w = tx - 1 < xlo ? xlo : tx - 1;
    int e = tx + 1 > xhi ? xhi : tx + 1;

    bool done = false;
    for (int i = 0; i < iters; i++) {
        done = false;
        if (tx >= i + 1 && tx <= B - i - 2 && ty >= i + 1 && ty <= B - i - 2 && tx >= xlo &&
            tx <= xhi && ty >= ylo && ty <= yhi) {
            done = true;
            float t = temp[ty][tx];
            float dy = fmaf(-2.0f, t, temp[s][tx] + temp[n][tx]);
            float dx = fmaf(-2.0f, t, temp[ty][e] + temp[ty][w]);
            float acc = fmaf(dy, ry1, pw[ty][tx]);
            acc = fmaf(dx, rx1, acc);
            acc = fmaf(amb - t, rz1, acc);
            out[ty][tx] = fmaf(step_cap, acc, t);
        }
        __syncthreads();
        if (i == iters - 1)
            break;
        if (done)
            temp[ty][tx] = out[ty][tx];
        __syncthreads();
    }
    if (done)
        dst[idx] = out[ty][tx];
}
