// Mandelbrot and Julia sets in float and double, with smooth coloring.
__device__ uchar4 palette(float t)
{
    float r = 9.0f * (1 - t) * t * t * t;
    float g = 15.0f * (1 - t) * (1 - t) * t * t;
    float b = 8.5f * (1 - t) * (1 - t) * (1 - t) * t;
    return make_uchar4((unsigned char)(255 * fminf(r, 1.0f)), (unsigned char)(255 * fminf(g, 1.0f)), (unsigned char)(255 * fminf(b, 1.0f)), 255);
}

__global__ void mandel_f32(uchar4 *img, int w, int h, float cx, float cy, float scale, int maxit)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float c_re = cx + (x - w / 2) * scale, c_im = cy + (y - h / 2) * scale;
    float zr = 0, zi = 0;
    int it = 0;
    while (zr * zr + zi * zi < 4.0f && it < maxit) {
        float t = zr * zr - zi * zi + c_re;
        zi = 2.0f * zr * zi + c_im;
        zr = t;
        it++;
    }
    float smooth = it;
    if (it < maxit) smooth = it + 1 - log2f(logf(sqrtf(zr * zr + zi * zi)));
    img[y * w + x] = palette(smooth / maxit);
}

__global__ void mandel_f64(int *iters, int w, int h, double cx, double cy, double scale, int maxit)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    double c_re = cx + (x - w / 2) * scale, c_im = cy + (y - h / 2) * scale;
    double q = (c_re - 0.25) * (c_re - 0.25) + c_im * c_im;
    if (q * (q + (c_re - 0.25)) <= 0.25 * c_im * c_im) { iters[y * w + x] = maxit; return; }
    double zr = 0, zi = 0, zr2 = 0, zi2 = 0;
    int it = 0;
    for (; it < maxit && zr2 + zi2 <= 4.0; it++) {
        zi = 2 * zr * zi + c_im;
        zr = zr2 - zi2 + c_re;
        zr2 = zr * zr;
        zi2 = zi * zi;
    }
    iters[y * w + x] = it;
}

__global__ void julia(float *out, int w, int h, float2 c, int maxit)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx >= w * h) return;
    int x = idx % w, y = idx / w;
    float2 z = make_float2(3.0f * (x - w * 0.5f) / w, 2.0f * (y - h * 0.5f) / h);
    int it;
    for (it = 0; it < maxit; it++) {
        float2 nz = make_float2(z.x * z.x - z.y * z.y + c.x, 2 * z.x * z.y + c.y);
        if (nz.x * nz.x + nz.y * nz.y > 4) break;
        z = nz;
    }
    out[idx] = (float)it / maxit;
}

__global__ void mandel_supersample(float *out, int w, int h, float cx, float cy, float scale, int maxit)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float acc = 0;
#pragma unroll
    for (int sy = 0; sy < 2; sy++)
#pragma unroll
        for (int sx = 0; sx < 2; sx++) {
            float cr = cx + (x + 0.25f + 0.5f * sx - w / 2) * scale;
            float ci = cy + (y + 0.25f + 0.5f * sy - h / 2) * scale;
            float zr = 0, zi = 0;
            int it = 0;
            while (it < maxit && zr * zr + zi * zi < 4) { float t = fmaf(zr, zr, fmaf(-zi, zi, cr)); zi = fmaf(2 * zr, zi, ci); zr = t; it++; }
            acc += it;
        }
    out[y * w + x] = acc * 0.25f / maxit;
}
