// y = a*x + y, the classic first kernel. saxpy.ptx beside this file was
// generated with:
//   nvcc -ptx -arch=sm_75 -O3 saxpy.cu -o saxpy.ptx
extern "C" __global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}
