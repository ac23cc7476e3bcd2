// Thrust as programs use it: device_vector, sort, reduce, transform,
// inclusive_scan and sort_by_key, checked against the host.
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

struct square { __host__ __device__ long long operator()(int x) const { return (long long)x * x; } };

int main()
{
    const int N = 300000;
    std::vector<int> h(N);
    unsigned s = 99;
    for (int i = 0; i < N; i++) { s = s * 1103515245u + 12345u; h[i] = (int)(s >> 8) - (1 << 23); }
    thrust::device_vector<int> d(h.begin(), h.end());

    long long sum = thrust::reduce(d.begin(), d.end(), 0LL);
    long long want = std::accumulate(h.begin(), h.end(), 0LL);
    if (sum != want) { printf("FAIL reduce %lld vs %lld\n", sum, want); return 1; }
    int mx = thrust::reduce(d.begin(), d.end(), h[0], thrust::maximum<int>());
    if (mx != *std::max_element(h.begin(), h.end())) { printf("FAIL reduce max\n"); return 1; }

    thrust::device_vector<long long> sq(N);
    thrust::transform(d.begin(), d.end(), sq.begin(), square());
    long long sqsum = thrust::reduce(sq.begin(), sq.end());
    long long sqwant = 0;
    for (int x : h) sqwant += (long long)x * x;
    if (sqsum != sqwant) { printf("FAIL transform+reduce\n"); return 1; }

    thrust::device_vector<int> sc(N);
    thrust::inclusive_scan(d.begin(), d.end(), sc.begin());
    thrust::host_vector<int> hsc = sc;
    int acc = 0;
    for (int i = 0; i < N; i++) { acc += h[i]; if (hsc[i] != acc) { printf("FAIL scan at %d\n", i); return 1; } }

    thrust::sort(d.begin(), d.end());
    thrust::host_vector<int> hs = d;
    std::vector<int> ref = h;
    std::sort(ref.begin(), ref.end());
    for (int i = 0; i < N; i++) if (hs[i] != ref[i]) { printf("FAIL sort at %d\n", i); return 1; }

    thrust::device_vector<float> fk(N);
    thrust::device_vector<int> idx(N);
    std::vector<float> hf(N);
    for (int i = 0; i < N; i++) hf[i] = (float)h[i] / 1024.0f;
    thrust::copy(hf.begin(), hf.end(), fk.begin());
    thrust::sequence(idx.begin(), idx.end());
    thrust::sort_by_key(fk.begin(), fk.end(), idx.begin(), thrust::greater<float>());
    thrust::host_vector<int> hidx = idx;
    std::vector<int> ord(N);
    std::iota(ord.begin(), ord.end(), 0);
    std::stable_sort(ord.begin(), ord.end(), [&](int a, int b) { return hf[a] > hf[b]; });
    for (int i = 0; i < N; i++) if (hidx[i] != ord[i]) { printf("FAIL sort_by_key at %d\n", i); return 1; }
    printf("rt_thrust: ok\n");
    return 0;
}
