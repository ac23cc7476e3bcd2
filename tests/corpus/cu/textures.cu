// Texture and surface objects: tex1Dfetch, tex1D, tex2D, tex3D, layered, gather, surfaces.
__global__ void tex1d_fetch(cudaTextureObject_t t, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<float>(t, i) + (float)tex1Dfetch<int>(t, n - 1 - i);
}

__global__ void tex1d_filtered(cudaTextureObject_t t, float4 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1D<float4>(t, (i + 0.5f) / n) ;
}

__global__ void tex2d_bilinear(cudaTextureObject_t t, float *out, int w, int h, float theta)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float u = x / (float)w - 0.5f, v = y / (float)h - 0.5f;
    float tu = u * cosf(theta) - v * sinf(theta) + 0.5f;
    float tv = v * cosf(theta) + u * sinf(theta) + 0.5f;
    out[y * w + x] = tex2D<float>(t, tu, tv);
}

__global__ void tex2d_variants(cudaTextureObject_t t, cudaTextureObject_t ti, float4 *out, uchar4 *outc, int w)
{
    int x = threadIdx.x, y = blockIdx.x;
    float4 a = tex2DLod<float4>(t, x + 0.5f, y + 0.5f, 1.0f);
    float4 b = tex2DGrad<float4>(t, x + 0.5f, y + 0.5f, make_float2(1, 0), make_float2(0, 1));
    float4 g = tex2Dgather<float4>(t, x + 0.5f, y + 0.5f, 1);
    out[y * w + x] = make_float4(a.x + b.x, a.y + g.y, b.z, g.w);
    outc[y * w + x] = tex2D<uchar4>(ti, x, y);
}

__global__ void tex3d_sample(cudaTextureObject_t t, float *out, int nx, int ny, int nz)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= nx || y >= ny) return;
    float acc = 0;
    for (int z = 0; z < nz; z++) acc += tex3D<float>(t, x + 0.5f, y + 0.5f, z + 0.5f);
    out[y * nx + x] = acc / nz;
}

__global__ void tex_layered(cudaTextureObject_t t1, cudaTextureObject_t t2, cudaTextureObject_t cube, float *out, int layers)
{
    int x = threadIdx.x;
    float s = 0;
    for (int l = 0; l < layers; l++) {
        s += tex1DLayered<float>(t1, x + 0.5f, l);
        s += tex2DLayered<float>(t2, x + 0.5f, 0.5f, l);
    }
    s += texCubemap<float>(cube, 1.0f, x * 0.1f, -0.5f);
    out[x] = s;
}

__global__ void surface_copy(cudaSurfaceObject_t in, cudaSurfaceObject_t out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float4 v;
    surf2Dread(&v, in, x * sizeof(float4), y);
    v.x = 1.0f - v.x; v.y *= 0.5f;
    surf2Dwrite(v, out, x * sizeof(float4), y);
}

__global__ void surface_misc(cudaSurfaceObject_t s1, cudaSurfaceObject_t s3, cudaSurfaceObject_t s2i, int w)
{
    int x = threadIdx.x;
    float f = surf1Dread<float>(s1, x * 4, cudaBoundaryModeClamp);
    surf1Dwrite(f * 2.0f, s1, x * 4, cudaBoundaryModeZero);
    int v = surf3Dread<int>(s3, x * 4, blockIdx.x, 1);
    surf3Dwrite(v + 1, s3, x * 4, blockIdx.x, 1);
    uchar4 c = surf2Dread<uchar4>(s2i, x * 4, blockIdx.x, cudaBoundaryModeTrap);
    c.w = 255;
    surf2Dwrite(c, s2i, x * 4, blockIdx.x);
}

__global__ void sobel_tex(cudaTextureObject_t t, unsigned char *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float p[3][3];
    for (int j = -1; j <= 1; j++)
        for (int i = -1; i <= 1; i++) p[j + 1][i + 1] = tex2D<unsigned char>(t, x + i, y + j);
    float gx = p[0][2] + 2 * p[1][2] + p[2][2] - p[0][0] - 2 * p[1][0] - p[2][0];
    float gy = p[2][0] + 2 * p[2][1] + p[2][2] - p[0][0] - 2 * p[0][1] - p[0][2];
    out[y * w + x] = (unsigned char)fminf(255.0f, sqrtf(gx * gx + gy * gy));
}
