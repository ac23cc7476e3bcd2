// Separable convolution (radius 8) of a 2048x2048 float image: a row
// pass then a column pass, each block staging its tile and the apron of
// KERNEL_RADIUS pixels on both sides in shared memory (zero outside the
// image), each thread computing RESULT_STEPS outputs spaced a block
// apart. The 17 taps live in constant memory.
#define KERNEL_RADIUS 8
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)

#define ROWS_BLOCKDIM_X 16
#define ROWS_BLOCKDIM_Y 4
#define ROWS_RESULT_STEPS 8
#define ROWS_HALO_STEPS 1

#define COLUMNS_BLOCKDIM_X 16
#define COLUMNS_BLOCKDIM_Y 8
#define COLUMNS_RESULT_STEPS 8
#define COLUMNS_HALO_STEPS 1

__constant__ float c_Kernel[KERNEL_LENGTH];

__global__ void convolutionRowsKernel(float *d_Dst, const float *d_Src, int imageW, int imageH,
                                      int pitch)
{
    __shared__ float
        s_Data[ROWS_BLOCKDIM_Y][(ROWS_RESULT_STEPS + 2 * ROWS_HALO_STEPS) * ROWS_BLOCKDIM_X];

    // first pixel this thread loads: one halo step left of the block's outputs
    const int baseX =
        (blockIdx.x * ROWS_RESULT_STEPS - ROWS_HALO_STEPS) * ROWS_BLOCKDIM_X + threadIdx.x;
    const int baseY = blockIdx.y * ROWS_BLOCKDIM_Y + threadIdx.y;
    const float *src = d_Src + baseY * pitch + baseX;
    float *dst = d_Dst + baseY * pitch + baseX;
    float *row = s_Data[threadIdx.y] + threadIdx.x;

#pragma unroll
    for (int i = 0; i < ROWS_HALO_STEPS; i++)
        row[i * ROWS_BLOCKDIM_X] = baseX + i * ROWS_BLOCKDIM_X >= 0 ? src[i * ROWS_BLOCKDIM_X] : 0;
#pragma unroll
    for (int i = ROWS_HALO_STEPS; i < ROWS_HALO_STEPS + ROWS_RESULT_STEPS; i++)
        row[i * ROWS_BLOCKDIM_X] = src[i * ROWS_BLOCKDIM_X];
#pragma unroll
    for (int i = ROWS_HALO_STEPS + ROWS_RESULT_STEPS;
         i < ROWS_HALO_STEPS * 2 + ROWS_RESULT_STEPS; i++)
        row[i * ROWS_BLOCKDIM_X] =
            baseX + i * ROWS_BLOCKDIM_X < imageW ? src[i * ROWS_BLOCKDIM_X] : 0;

    __syncthreads();

#pragma unroll
    for (int i = ROWS_HALO_STEPS; i < ROWS_HALO_STEPS + ROWS_RESULT_STEPS; i++) {
        float sum = 0;
#pragma unroll
        for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
            sum += c_Kernel[KERNEL_RADIUS - j] * row[i * ROWS_BLOCKDIM_X + j];
        dst[i * ROWS_BLOCKDIM_X] = sum;
    }
}

__global__ void convolutionColumnsKernel(float *d_Dst, const float *d_Src, int imageW, int imageH,
                                         int pitch)
{
    // one padding column: a warp's threads read different banks
    __shared__ float
        s_Data[COLUMNS_BLOCKDIM_X]
              [(COLUMNS_RESULT_STEPS + 2 * COLUMNS_HALO_STEPS) * COLUMNS_BLOCKDIM_Y + 1];

    const int baseX = blockIdx.x * COLUMNS_BLOCKDIM_X + threadIdx.x;
    const int baseY =
        (blockIdx.y * COLUMNS_RESULT_STEPS - COLUMNS_HALO_STEPS) * COLUMNS_BLOCKDIM_Y + threadIdx.y;
    const float *src = d_Src + baseY * pitch + baseX;
    float *dst = d_Dst + baseY * pitch + baseX;
    float *col = s_Data[threadIdx.x] + threadIdx.y;

#pragma unroll
    for (int i = 0; i < COLUMNS_HALO_STEPS; i++)
        col[i * COLUMNS_BLOCKDIM_Y] =
            baseY + i * COLUMNS_BLOCKDIM_Y >= 0 ? src[i * COLUMNS_BLOCKDIM_Y * pitch] : 0;
#pragma unroll
    for (int i = COLUMNS_HALO_STEPS; i < COLUMNS_HALO_STEPS + COLUMNS_RESULT_STEPS; i++)
        col[i * COLUMNS_BLOCKDIM_Y] = src[i * COLUMNS_BLOCKDIM_Y * pitch];
#pragma unroll
    for (int i = COLUMNS_HALO_STEPS + COLUMNS_RESULT_STEPS;
         i < COLUMNS_HALO_STEPS * 2 + COLUMNS_RESULT_STEPS; i++)
        col[i * COLUMNS_BLOCKDIM_Y] =
            baseY + i * COLUMNS_BLOCKDIM_Y < imageH ? src[i * COLUMNS_BLOCKDIM_Y * pitch] : 0;

    __syncthreads();

#pragma unroll
    for (int i = COLUMNS_HALO_STEPS; i < COLUMNS_HALO_STEPS + COLUMNS_RESULT_STEPS; i++) {
        float sum = 0;
#pragma unroll
        for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
            sum += c_Kernel[KERNEL_RADIUS - j] * col[i * COLUMNS_BLOCKDIM_Y + j];
        dst[i * COLUMNS_BLOCKDIM_Y * pitch] = sum;
    }
}
