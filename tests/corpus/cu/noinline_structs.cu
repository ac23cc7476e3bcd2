// __noinline__ device functions with struct arguments and returns (ABI exercise).
struct Vec3 { float x, y, z; };
struct Ray { Vec3 o, d; float tmin, tmax; };
struct Hit { float t; int id; Vec3 n; bool hit; };
struct Big { double a[6]; int tag; char c; };
struct __align__(16) Aligned { float4 v; int k; };
struct Pair64 { long long a; unsigned long long b; };

__device__ __noinline__ Vec3 vadd(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
__device__ __noinline__ Vec3 vscale(Vec3 a, float s) { return {a.x * s, a.y * s, a.z * s}; }
__device__ __noinline__ float vdot(const Vec3 &a, const Vec3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ __noinline__ Vec3 vnorm(Vec3 a) { float r = rsqrtf(vdot(a, a)); return vscale(a, r); }

__device__ __noinline__ Hit intersect_sphere(Ray r, Vec3 c, float rad, int id)
{
    Hit h; h.hit = false; h.t = r.tmax; h.id = -1; h.n = {0, 0, 0};
    Vec3 oc = vadd(r.o, vscale(c, -1.0f));
    float b = vdot(oc, r.d);
    float cc = vdot(oc, oc) - rad * rad;
    float disc = b * b - cc;
    if (disc < 0) return h;
    float t = -b - sqrtf(disc);
    if (t < r.tmin || t > r.tmax) return h;
    h.hit = true; h.t = t; h.id = id;
    h.n = vnorm(vadd(vadd(r.o, vscale(r.d, t)), vscale(c, -1.0f)));
    return h;
}

__device__ __noinline__ Big make_big(int k)
{
    Big b;
    for (int i = 0; i < 6; i++) b.a[i] = k * 1.5 + i;
    b.tag = k; b.c = 'a' + (k % 26);
    return b;
}

__device__ __noinline__ double sum_big(Big b) { double s = b.tag + b.c; for (int i = 0; i < 6; i++) s += b.a[i]; return s; }

__device__ __noinline__ Aligned combine(Aligned x, Aligned y, int sel)
{
    Aligned r;
    r.v = sel ? make_float4(x.v.x + y.v.x, x.v.y, x.v.z, y.v.w) : y.v;
    r.k = x.k ^ y.k;
    return r;
}

__device__ __noinline__ Pair64 mul_pair(Pair64 p, long long m) { return {p.a * m, p.b * (unsigned long long)m + 1}; }

__device__ __noinline__ void out_params(int a, int *q, int *r, float *f) { *q = a / 7; *r = a % 7; *f = a * 0.5f; }

__device__ __noinline__ int many_args(int a, int b, int c, int d, float e, float f, double g, char h, short i, long long j, unsigned k, bool l)
{
    return a + b * c - d + (int)(e * f) + (int)g + h + i + (int)j + (int)k + (l ? 1 : 0);
}

__global__ void raytrace(const Vec3 *centers, const float *radii, int ns, Hit *hits, int w, int hgt)
{
    int px = blockIdx.x * blockDim.x + threadIdx.x;
    int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= w || py >= hgt) return;
    Ray r;
    r.o = {0, 0, -5};
    r.d = vnorm({(px - w * 0.5f) / w, (py - hgt * 0.5f) / hgt, 1.0f});
    r.tmin = 1e-3f; r.tmax = 1e30f;
    Hit best; best.hit = false; best.t = r.tmax; best.id = -1; best.n = {0, 0, 0};
    for (int s = 0; s < ns; s++) {
        Hit h = intersect_sphere(r, centers[s], radii[s], s);
        if (h.hit && h.t < best.t) best = h;
    }
    hits[py * w + px] = best;
}

__global__ void abi_tests(double *od, float4 *of, long long *ol, int *oi)
{
    int t = threadIdx.x;
    Big b = make_big(t);
    od[t] = sum_big(b);
    Aligned x{make_float4(t, t + 1, t + 2, t + 3), t}, y{make_float4(1, 2, 3, 4), 5};
    Aligned z = combine(x, y, t & 1);
    of[t] = z.v;
    Pair64 p = mul_pair({t, (unsigned long long)t << 33}, -3);
    ol[t] = p.a + (long long)p.b;
    int q, r; float f;
    out_params(t * 13, &q, &r, &f);
    oi[t] = q + r + (int)f + many_args(t, 2, 3, 4, 1.5f, 2.5f, 3.25, 'x', (short)-2, 1ll << 40, 9u, t & 1) + z.k;
}
