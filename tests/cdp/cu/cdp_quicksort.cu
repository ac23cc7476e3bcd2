// Quicksort by recursive launches, in the style of the CUDA sample
// cdpSimpleQuicksort (CDP2: no device-side synchronisation): one thread
// partitions [left, right] around its middle element, then launches the
// two halves into streams of their own; below a size, or at the maximum
// depth, it sorts with a selection sort instead.
#define MAX_DEPTH 16
#define INSERTION_SORT 32

__device__ void selection_sort(unsigned *data, int left, int right)
{
    for (int i = left; i <= right; ++i) {
        unsigned min_val = data[i];
        int min_idx = i;
        for (int j = i + 1; j <= right; ++j) {
            unsigned val_j = data[j];
            if (val_j < min_val) {
                min_idx = j;
                min_val = val_j;
            }
        }
        if (i != min_idx) {
            data[min_idx] = data[i];
            data[i] = min_val;
        }
    }
}

__global__ void cdp_simple_quicksort(unsigned *data, int left, int right, int depth)
{
    if (depth >= MAX_DEPTH || right - left <= INSERTION_SORT) {
        selection_sort(data, left, right);
        return;
    }
    unsigned *lptr = data + left;
    unsigned *rptr = data + right;
    unsigned pivot = data[(left + right) / 2];
    while (lptr <= rptr) {
        unsigned lval = *lptr;
        unsigned rval = *rptr;
        while (lval < pivot) {
            lptr++;
            lval = *lptr;
        }
        while (rval > pivot) {
            rptr--;
            rval = *rptr;
        }
        if (lptr <= rptr) {
            *lptr++ = rval;
            *rptr-- = lval;
        }
    }
    int nright = rptr - data;
    int nleft = lptr - data;
    if (left < (rptr - data)) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        cdp_simple_quicksort<<<1, 1, 0, s>>>(data, left, nright, depth + 1);
        cudaStreamDestroy(s);
    }
    if ((lptr - data) < right) {
        cudaStream_t s1;
        cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
        cdp_simple_quicksort<<<1, 1, 0, s1>>>(data, nleft, right, depth + 1);
        cudaStreamDestroy(s1);
    }
}
