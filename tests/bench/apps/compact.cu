// Stream compaction and bucketing with warp-aggregated atomics, the way
// cooperative-groups code writes them: the lanes that take a branch
// find each other (coalesced_threads), one of them reserves room for
// all with a single atomic, and the rest learn their slot from it by a
// shuffle. Bucketing splits the active lanes by key (labeled_partition,
// match.any) so each key's lanes share one atomic; the per-bucket
// maximum reduces within each key's lanes first (cg::reduce).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

// The slot of the calling lane among the lanes that called it with the
// same counter: one atomicAdd for all of them.
__device__ int claim_slot(int *counter)
{
    cg::coalesced_group here = cg::coalesced_threads();
    int first = 0;
    if (here.thread_rank() == 0)
        first = atomicAdd(counter, (int)here.size());
    return here.shfl(first, 0) + (int)here.thread_rank();
}

// Keep the elements that are positive and not multiples of 3 (in no
// particular order); *kept counts them.
__global__ void compact(int *out, int *kept, const int *in, int n)
{
    int stride = gridDim.x * blockDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        int v = in[i];
        if (v > 0 && v % 3 != 0)
            out[claim_slot(kept)] = v;
    }
}

// Each index i whose key is below nbuckets goes into its key's bucket:
// bucket b holds up to cap indices from b * cap, fill[b] counts them.
__global__ void bucketize(int *slots, int *fill, const int *key, int n, int nbuckets, int cap)
{
    cg::grid_group grid = cg::this_grid();
    for (int i = (int)grid.thread_rank(); i < n; i += (int)grid.size()) {
        int b = key[i];
        if (b < nbuckets) {
            cg::coalesced_group here = cg::coalesced_threads();
            auto same = cg::labeled_partition(here, b);
            int first = 0;
            if (same.thread_rank() == 0)
                first = atomicAdd(&fill[b], (int)same.size());
            first = same.shfl(first, 0);
            slots[b * cap + first + (int)same.thread_rank()] = i;
        }
    }
}

// The largest value of each bucket: lanes with the same key reduce
// among themselves, then one of them updates the bucket.
__global__ void bucket_max(int *best, const int *key, const int *val, int n, int nbuckets)
{
    cg::grid_group grid = cg::this_grid();
    for (int i = (int)grid.thread_rank(); i < n; i += (int)grid.size()) {
        int b = key[i];
        if (b < nbuckets) {
            cg::coalesced_group here = cg::coalesced_threads();
            auto same = cg::labeled_partition(here, b);
            int m = cg::reduce(same, val[i], cg::greater<int>());
            if (same.thread_rank() == 0)
                atomicMax(&best[b], m);
        }
    }
}
