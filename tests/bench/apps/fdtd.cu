// FDTD3d-style stencil: an order-8 (radius 4) finite-difference step on a
// 3D grid padded by the radius on every side. Each thread owns one (x, y)
// column and walks along z keeping the 4 planes behind and the 4 in front
// in registers (a queue shifted each step); the x and y neighbours come
// from a shared-memory tile of the current plane with its halo. Terms are
// added in a fixed order and accumulated with fmaf.
#define R 4
#define BX 32
#define BY 16

__constant__ float coeff[R + 1];

__global__ void fdtd_step(float *out, const float *in, int dimx, int dimy, int dimz)
{
    __shared__ float tile[BY + 2 * R][BX + 2 * R];
    int gx = blockIdx.x * BX + threadIdx.x, gy = blockIdx.y * BY + threadIdx.y;
    int tx = threadIdx.x + R, ty = threadIdx.y + R;
    int sy = dimx + 2 * R, sz = sy * (dimy + 2 * R);
    bool active = gx < dimx && gy < dimy;
    // (gx, gy) of the first interior plane; the padding makes every read valid
    int at = (gy + R) * sy + gx + R;
    float behind[R], ahead[R], cur = 0.0f;
    for (int i = 0; i < R; i++) {
        behind[i] = active ? in[at + (R - 1 - i) * sz] : 0.0f;
        ahead[i] = active ? in[at + (R + 1 + i) * sz] : 0.0f;
    }
    at += R * sz;
    if (active)
        cur = in[at];
    for (int z = 0; z < dimz; z++) {
        __syncthreads();  // the tile of the previous plane is no longer read
        if (active) {
            if (threadIdx.y < R) {
                tile[threadIdx.y][tx] = in[at - R * sy];
                tile[ty + BY][tx] = in[at + BY * sy];
            }
            if (threadIdx.x < R) {
                tile[ty][threadIdx.x] = in[at - R];
                tile[ty][tx + BX] = in[at + BX];
            }
            tile[ty][tx] = cur;
        }
        __syncthreads();
        if (active) {
            float v = coeff[0] * cur;
            for (int i = 1; i <= R; i++) {
                float s = ahead[i - 1] + behind[i - 1] + tile[ty - i][tx] + tile[ty + i][tx] +
                          tile[ty][tx - i] + tile[ty][tx + i];
                v = fmaf(coeff[i], s, v);
            }
            out[at] = v;
            // advance the queue one plane
            for (int i = R - 1; i > 0; i--)
                behind[i] = behind[i - 1];
            behind[0] = cur;
            cur = ahead[0];
            for (int i = 0; i < R - 1; i++)
                ahead[i] = ahead[i + 1];
            at += sz;
            if (z + 1 < dimz)
                ahead[R - 1] = in[at + R * sz];
        }
    }
}
