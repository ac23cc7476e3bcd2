// Recursive device functions: fibonacci, ackermann, tree walks, quicksort, permutations.
__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ unsigned ackermann(unsigned m, unsigned n)
{
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

struct TreeNode { int value; int left; int right; };

__device__ int tree_sum(const TreeNode *nodes, int idx)
{
    if (idx < 0) return 0;
    return nodes[idx].value + tree_sum(nodes, nodes[idx].left) + tree_sum(nodes, nodes[idx].right);
}

__device__ int tree_depth(const TreeNode *nodes, int idx)
{
    if (idx < 0) return 0;
    int l = tree_depth(nodes, nodes[idx].left), r = tree_depth(nodes, nodes[idx].right);
    return 1 + (l > r ? l : r);
}

__device__ bool tree_find(const TreeNode *nodes, int idx, int key, int *path, int depth)
{
    if (idx < 0) return false;
    path[depth] = idx;
    if (nodes[idx].value == key) return true;
    return key < nodes[idx].value ? tree_find(nodes, nodes[idx].left, key, path, depth + 1)
                                  : tree_find(nodes, nodes[idx].right, key, path, depth + 1);
}

__device__ void quicksort(int *a, int lo, int hi)
{
    if (lo >= hi) return;
    int p = a[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
        while (a[i] < p) i++;
        while (a[j] > p) j--;
        if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    quicksort(a, lo, j);
    quicksort(a, i, hi);
}

__device__ int count_perms(int *used, int n, int depth, int last)
{
    if (depth == n) return 1;
    int c = 0;
    for (int k = 0; k < n; k++) {
        if (used[k] || (last >= 0 && (k == last + 1 || k == last - 1))) continue;
        used[k] = 1;
        c += count_perms(used, n, depth + 1, k);
        used[k] = 0;
    }
    return c;
}

__device__ double power_rec(double b, int e)
{
    if (e == 0) return 1.0;
    if (e < 0) return 1.0 / power_rec(b, -e);
    double h = power_rec(b, e / 2);
    return (e & 1) ? h * h * b : h * h;
}

__device__ int mutual_even(int n);
__device__ int mutual_odd(int n) { return n == 0 ? 0 : mutual_even(n - 1); }
__device__ int mutual_even(int n) { return n == 0 ? 1 : mutual_odd(n - 1); }

__global__ void recursive_kernels(int *fibs, unsigned *acks, const TreeNode *tree, int *tree_out, int *arr, int n, double *pw, int *perm)
{
    int t = threadIdx.x;
    fibs[t] = fib(t % 20);
    acks[t] = ackermann(t % 3, t % 5);
    if (t == 0) {
        tree_out[0] = tree_sum(tree, 0);
        tree_out[1] = tree_depth(tree, 0);
        int path[32];
        tree_out[2] = tree_find(tree, 0, 42, path, 0);
        tree_out[3] = path[0];
        quicksort(arr, 0, n - 1);
    }
    pw[t] = power_rec(1.0001, t * 17 - 100);
    int used[8] = {0};
    perm[t] = count_perms(used, 1 + t % 7, 0, -1) + mutual_even(t);
}

__device__ void hanoi(int n, int from, int to, int via, int *moves)
{
    if (n == 0) return;
    hanoi(n - 1, from, via, to, moves);
    moves[from * 3 + to]++;
    hanoi(n - 1, via, to, from, moves);
}

__global__ void hanoi_kernel(int *moves, int n)
{
    int local[9] = {0};
    hanoi(n + threadIdx.x % 4, 0, 2, 1, local);
    for (int k = 0; k < 9; k++) atomicAdd(&moves[k], local[k]);
}
