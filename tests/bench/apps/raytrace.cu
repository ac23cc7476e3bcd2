// A small Whitted-style ray tracer: spheres lit by one point light, hard
// shadows and mirror bounces. intersect() and shade() are real calls
// (__noinline__) that take and return structs, as in a renderer split
// into functions; rays stop bouncing at different depths, so warps
// diverge. Built with -fmad=false: plain IEEE single-precision adds,
// multiplies, divisions and square roots, which the C twin
// (raytrace_twin.h) repeats bit for bit.
struct V3 { float x, y, z; };
struct Ray { V3 o, d; };
struct Hit { float t; int id; V3 n; };
struct Shade { V3 col; Ray next; float refl; };
// a sphere: centre, radius, colour, reflectivity (8 floats)
struct Sphere { V3 c; float r; V3 col; float refl; };

__device__ __forceinline__ V3 v3(float x, float y, float z) { V3 v = {x, y, z}; return v; }
__device__ __forceinline__ V3 add(V3 a, V3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ __forceinline__ V3 sub(V3 a, V3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
__device__ __forceinline__ V3 scale(V3 a, float s) { return v3(a.x * s, a.y * s, a.z * s); }
__device__ __forceinline__ float dot(V3 a, V3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ __forceinline__ V3 unit(V3 a)
{
    float len = sqrtf(dot(a, a));
    return v3(a.x / len, a.y / len, a.z / len);
}

// The nearest sphere the ray meets beyond a small epsilon (id -1: none)
// and the surface normal there.
__device__ __noinline__ Hit intersect(const Sphere *s, int ns, Ray r)
{
    Hit h;
    h.t = 1e30f;
    h.id = -1;
    h.n = v3(0.0f, 0.0f, 0.0f);
    for (int i = 0; i < ns; i++) {
        V3 oc = sub(r.o, s[i].c);
        float b = dot(oc, r.d);
        float c = dot(oc, oc) - s[i].r * s[i].r;
        float disc = b * b - c;
        if (disc > 0.0f) {
            float q = sqrtf(disc);
            float t = -b - q;
            if (t < 1e-3f)
                t = -b + q;
            if (t > 1e-3f && t < h.t) {
                h.t = t;
                h.id = i;
            }
        }
    }
    if (h.id >= 0) {
        V3 p = add(r.o, scale(r.d, h.t));
        h.n = scale(sub(p, s[h.id].c), 1.0f / s[h.id].r);
    }
    return h;
}

// Diffuse light at the hit (halved in shadow: a second intersect call)
// and the mirror ray.
__device__ __noinline__ Shade shade(const Sphere *s, int ns, Ray r, Hit h, V3 light)
{
    Shade o;
    V3 p = add(r.o, scale(r.d, h.t));
    V3 l = unit(sub(light, p));
    float diff = dot(h.n, l);
    if (diff < 0.0f)
        diff = 0.0f;
    Ray sr;
    sr.o = p;
    sr.d = l;
    Hit sh = intersect(s, ns, sr);
    if (sh.id >= 0)
        diff = diff * 0.5f;
    o.col = scale(s[h.id].col, 0.1f + 0.9f * diff);
    o.next.o = p;
    o.next.d = sub(r.d, scale(h.n, 2.0f * dot(r.d, h.n)));
    o.refl = s[h.id].refl;
    return o;
}

// One thread a pixel of a w x h image: up to `bounces` rays, RGB floats.
extern "C" __global__ void raytrace(int w, int h, const Sphere *s, int ns, int bounces,
                                    float *out)
{
    int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y;
    if (px >= w)
        return;
    Ray r;
    r.o = v3(0.0f, 0.0f, -4.0f);
    r.d = unit(v3(((float)px - 0.5f * (float)w) / (float)h,
                  ((float)py - 0.5f * (float)h) / (float)h, 1.0f));
    V3 light = v3(-4.0f, -6.0f, -3.0f);
    V3 col = v3(0.0f, 0.0f, 0.0f);
    float atten = 1.0f;
    for (int b = 0; b < bounces; b++) {
        Hit hit = intersect(s, ns, r);
        if (hit.id < 0) {
            float sky = 0.5f + 0.5f * r.d.y;
            col = add(col, scale(v3(0.3f * sky, 0.5f * sky, 0.9f * sky), atten));
            break;
        }
        Shade sd = shade(s, ns, r, hit, light);
        col = add(col, scale(sd.col, atten));
        atten = atten * sd.refl;
        if (atten < 0.01f)
            break;
        r = sd.next;
    }
    int i = (py * w + px) * 3;
    out[i] = col.x;
    out[i + 1] = col.y;
    out[i + 2] = col.z;
}
