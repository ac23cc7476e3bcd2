// Recursive launches in the style of the CUDA sample cdpSimplePrint: each
// block of each grid gets a unique id, prints where it was launched from,
// and every grid launches one more, one level deeper, until max_depth.
// rec[uid] = (depth, parent uid, thread) for the host to check the tree.
#include <cstdio>

__device__ int g_uids;

__device__ void print_info(int depth, int thread, int uid, int parent_uid)
{
    if (threadIdx.x == 0) {
        if (depth == 0)
            printf("BLOCK %d launched by the host\n", uid);
        else {
            char buffer[32];
            for (int i = 0; i < depth; ++i) {
                buffer[3 * i + 0] = '|';
                buffer[3 * i + 1] = ' ';
                buffer[3 * i + 2] = ' ';
            }
            buffer[3 * depth] = '\0';
            printf("%sBLOCK %d launched by thread %d of block %d\n", buffer, uid,
                   thread, parent_uid);
        }
    }
    __syncthreads();
}

__global__ void cdp_kernel(int *rec, int max_depth, int depth, int thread,
                           int parent_uid)
{
    __shared__ int s_uid;
    if (threadIdx.x == 0) {
        s_uid = atomicAdd(&g_uids, 1);
        rec[3 * s_uid + 0] = depth;
        rec[3 * s_uid + 1] = parent_uid;
        rec[3 * s_uid + 2] = thread;
    }
    __syncthreads();
    print_info(depth, thread, s_uid, parent_uid);
    if (++depth >= max_depth)
        return;
    // one launch per block, from its last thread
    if (threadIdx.x == blockDim.x - 1)
        cdp_kernel<<<gridDim.x, blockDim.x>>>(rec, max_depth, depth, threadIdx.x, s_uid);
}
