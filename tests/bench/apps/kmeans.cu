// K-means clustering: kmeans_assign gives each point the nearest centroid
// (squared distance, first one on ties), centroids in constant memory and
// features stored feature-major so that neighbouring threads read
// neighbouring words; kmeans_update computes one coordinate of one new
// centroid per block: each thread sums a strided share of the cluster's
// points, then a shared-memory tree adds the 256 partial sums.
#define MAX_CLUSTERS 16
#define MAX_FEATURES 16
#define THREADS 256

__constant__ float centroids[MAX_CLUSTERS * MAX_FEATURES];

__global__ void kmeans_assign(const float *features, int *membership, int npoints, int nfeatures,
                              int nclusters)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p >= npoints)
        return;
    int best = 0;
    float best_dist = 3.402823466e38f;
    for (int c = 0; c < nclusters; c++) {
        float dist = 0.0f;
        for (int f = 0; f < nfeatures; f++) {
            float d = features[f * npoints + p] - centroids[c * nfeatures + f];
            dist = fmaf(d, d, dist);
        }
        if (dist < best_dist) {
            best_dist = dist;
            best = c;
        }
    }
    membership[p] = best;
}

// grid: (nfeatures, nclusters); writes new_centroids[c * nfeatures + f]
__global__ void kmeans_update(const float *features, const int *membership, float *new_centroids,
                              int npoints, int nfeatures)
{
    __shared__ float sum[THREADS];
    __shared__ int count[THREADS];
    int f = blockIdx.x, c = blockIdx.y, tid = threadIdx.x;
    float s = 0.0f;
    int n = 0;
    for (int p = tid; p < npoints; p += THREADS) {
        if (membership[p] == c) {
            s += features[f * npoints + p];
            n++;
        }
    }
    sum[tid] = s;
    count[tid] = n;
    __syncthreads();
    for (int half = THREADS / 2; half > 0; half >>= 1) {
        if (tid < half) {
            sum[tid] += sum[tid + half];
            count[tid] += count[tid + half];
        }
        __syncthreads();
    }
    if (tid == 0 && count[0] > 0)
        new_centroids[c * nfeatures + f] = sum[0] / (float)count[0];
}
