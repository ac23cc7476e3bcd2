// Breadth-first search, level by level, in the mask/updating-mask form of
// Rodinia's bfs: one thread per node; a node on the frontier relaxes its
// edges, then a second kernel turns the nodes reached into the next frontier.
struct Node {
    int first_edge;  // index of its first edge in the edge array
    int num_edges;
};

__global__ void bfs_expand(const Node *nodes, const int *edges, unsigned char *frontier,
                           unsigned char *updating, const unsigned char *visited, int *cost,
                           int num_nodes)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid < num_nodes && frontier[tid]) {
        frontier[tid] = 0;
        int end = nodes[tid].first_edge + nodes[tid].num_edges;
        for (int e = nodes[tid].first_edge; e < end; e++) {
            int to = edges[e];
            if (!visited[to]) {
                // every writer of this level stores the same value
                cost[to] = cost[tid] + 1;
                updating[to] = 1;
            }
        }
    }
}

__global__ void bfs_advance(unsigned char *frontier, unsigned char *updating,
                            unsigned char *visited, int *again, int num_nodes)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid < num_nodes && updating[tid]) {
        frontier[tid] = 1;
        visited[tid] = 1;
        *again = 1;
        updating[tid] = 0;
    }
}
