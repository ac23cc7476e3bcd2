// SRAD: speckle-reducing anisotropic diffusion of an image. Per iteration
// the host measures the speckle scale q0^2 over a region of interest, then
// srad_coeff computes each pixel's four differences and its diffusion
// coefficient, and srad_update moves each pixel by the divergence of the
// flux. Border pixels use themselves as their missing neighbours. fmaf
// fixes which multiply-adds are fused.
__global__ void srad_coeff(const float *img, float *dn, float *ds, float *dw, float *de,
                           float *coef, int rows, int cols, float q0sqr)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= cols || y >= rows)
        return;
    int k = y * cols + x;
    float jc = img[k];
    float n = img[y > 0 ? k - cols : k] - jc;
    float s = img[y < rows - 1 ? k + cols : k] - jc;
    float w = img[x > 0 ? k - 1 : k] - jc;
    float e = img[x < cols - 1 ? k + 1 : k] - jc;
    float g2 = fmaf(e, e, fmaf(w, w, fmaf(s, s, n * n))) / (jc * jc);
    float l = (n + s + w + e) / jc;
    float num = fmaf(-0.0625f, l * l, 0.5f * g2);
    float den = fmaf(0.25f, l, 1.0f);
    float qsqr = num / (den * den);
    den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
    float c = 1.0f / (1.0f + den);
    c = c < 0.0f ? 0.0f : (c > 1.0f ? 1.0f : c);
    dn[k] = n;
    ds[k] = s;
    dw[k] = w;
    de[k] = e;
    coef[k] = c;
}

__global__ void srad_update(float *img, const float *dn, const float *ds, const float *dw,
                            const float *de, const float *coef, int rows, int cols, float lambda)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= cols || y >= rows)
        return;
    int k = y * cols + x;
    float cn = coef[k], cw = coef[k];
    float cs = coef[y < rows - 1 ? k + cols : k];
    float ce = coef[x < cols - 1 ? k + 1 : k];
    float d = fmaf(ce, de[k], fmaf(cw, dw[k], fmaf(cs, ds[k], cn * dn[k])));
    img[k] = fmaf(0.25f * lambda, d, img[k]);
}
