// Back-propagation, one training step of the input layer of a two-layer
// network (Rodinia's backprop form): layer_forward multiplies 16 inputs by
// their 16 weight rows per block and adds each column in a shared-memory
// tree, giving one partial sum per block and hidden unit; the host adds the
// partial sums, squashes, runs the small output layer and the deltas;
// adjust_weights then moves every input weight with momentum.
#define H 16  // inputs per block = hidden units

__global__ void layer_forward(const float *input, const float *weights, float *partial, int hid)
{
    __shared__ float in[H];
    __shared__ float prod[H][H];
    int tx = threadIdx.x, ty = threadIdx.y, by = blockIdx.y;
    // weights: (n_in + 1) rows of (hid + 1), row 0 and column 0 are biases
    int row = H * by + ty + 1;
    if (tx == 0)
        in[ty] = input[row];
    __syncthreads();
    prod[ty][tx] = weights[(hid + 1) * row + tx + 1] * in[ty];
    __syncthreads();
    for (int step = 1; step < H; step *= 2) {
        if (ty % (2 * step) == 0)
            prod[ty][tx] += prod[ty + step][tx];
        __syncthreads();
    }
    if (ty == 0)
        partial[by * hid + tx] = prod[0][tx];
}

__global__ void adjust_weights(const float *delta, int hid, const float *layer, float *w,
                               float *oldw, float eta, float momentum)
{
    int tx = threadIdx.x, ty = threadIdx.y, by = blockIdx.y;
    int row = H * by + ty + 1, col = tx + 1;
    int k = (hid + 1) * row + col;
    float dw = fmaf(momentum, oldw[k], eta * delta[col] * layer[row]);
    w[k] += dw;
    oldw[k] = dw;
    if (ty == 0 && by == 0) {  // the bias row
        float db = fmaf(momentum, oldw[col], eta * delta[col]);
        w[col] += db;
        oldw[col] = db;
    }
}
