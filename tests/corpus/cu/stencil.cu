// Stencil computations: 1D, 2D Jacobi/heat, 3D 7-point with shared halos, Game of Life.
#define R 3
#define BX 32
#define BY 8

__constant__ float c_w1d[2 * R + 1] = {0.05f, 0.1f, 0.15f, 0.4f, 0.15f, 0.1f, 0.05f};

__global__ void stencil1d(const float *in, float *out, int n)
{
    __shared__ float s[256 + 2 * R];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + R;
    s[l] = g < n ? in[g] : 0;
    if (threadIdx.x < R) {
        s[l - R] = g >= R ? in[g - R] : 0;
        s[l + blockDim.x] = g + blockDim.x < n ? in[g + blockDim.x] : 0;
    }
    __syncthreads();
    if (g >= n) return;
    float acc = 0;
#pragma unroll
    for (int k = -R; k <= R; k++) acc += c_w1d[k + R] * s[l + k];
    out[g] = acc;
}

__global__ void jacobi2d(const float *u, float *un, const float *f, int nx, int ny, float h2)
{
    __shared__ float s[BY + 2][BX + 2];
    int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
    int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
    bool in = x < nx && y < ny;
    s[ly][lx] = in ? u[y * nx + x] : 0;
    if (threadIdx.x == 0) s[ly][0] = (x > 0 && y < ny) ? u[y * nx + x - 1] : 0;
    if (threadIdx.x == BX - 1) s[ly][BX + 1] = (x + 1 < nx && y < ny) ? u[y * nx + x + 1] : 0;
    if (threadIdx.y == 0) s[0][lx] = (y > 0 && x < nx) ? u[(y - 1) * nx + x] : 0;
    if (threadIdx.y == BY - 1) s[BY + 1][lx] = (y + 1 < ny && x < nx) ? u[(y + 1) * nx + x] : 0;
    __syncthreads();
    if (!in || x == 0 || y == 0 || x == nx - 1 || y == ny - 1) return;
    un[y * nx + x] = 0.25f * (s[ly][lx - 1] + s[ly][lx + 1] + s[ly - 1][lx] + s[ly + 1][lx] - h2 * f[y * nx + x]);
}

__global__ void heat3d(const double *u, double *un, int nx, int ny, int nz, double alpha)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
    size_t sxy = (size_t)nx * ny;
    double below = u[sxy + y * nx + x - sxy], cur = u[sxy + y * nx + x];
    for (int z = 1; z < nz - 1; z++) {
        size_t idx = z * sxy + y * nx + x;
        double above = u[idx + sxy];
        double lap = u[idx - 1] + u[idx + 1] + u[idx - nx] + u[idx + nx] + below + above - 6.0 * cur;
        un[idx] = cur + alpha * lap;
        below = cur; cur = above;
    }
}

__global__ void life(const unsigned char *g, unsigned char *ng, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    int cnt = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            if (!dx && !dy) continue;
            int xx = (x + dx + w) % w, yy = (y + dy + h) % h;
            cnt += g[yy * w + xx];
        }
    unsigned char alive = g[y * w + x];
    ng[y * w + x] = (cnt == 3) || (alive && cnt == 2);
}

__global__ void wave2d(const float *prev, const float *cur, float *next, int nx, int ny, float c2)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 2 || y < 2 || x >= nx - 2 || y >= ny - 2) return;
    int i = y * nx + x;
    float lap = -60.0f * cur[i]
        + 16.0f * (cur[i - 1] + cur[i + 1] + cur[i - nx] + cur[i + nx])
        - (cur[i - 2] + cur[i + 2] + cur[i - 2 * nx] + cur[i + 2 * nx]);
    next[i] = 2.0f * cur[i] - prev[i] + c2 * lap / 12.0f;
}

__global__ void median3x3(const unsigned char *in, unsigned char *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;
    unsigned char v[9];
    int k = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) v[k++] = in[(y + dy) * w + x + dx];
    for (int i = 0; i < 5; i++)
        for (int j = i + 1; j < 9; j++)
            if (v[j] < v[i]) { unsigned char t = v[i]; v[i] = v[j]; v[j] = t; }
    out[y * w + x] = v[4];
}
