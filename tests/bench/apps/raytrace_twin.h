/* The C twin of raytrace.cu, operation for operation: the kernel is
   built without contraction (-fmad=false) and uses only correctly
   rounded single-precision arithmetic, so with no FMA contraction here
   either (ISO C mode) every pixel equals the GPU's bit for bit. Shared
   by the raytrace application and the ctrl_apps test suite. */
#ifndef BENCH_RAYTRACE_TWIN_H
#define BENCH_RAYTRACE_TWIN_H

#include <math.h>

typedef struct rt_v3 { float x, y, z; } rt_v3;
typedef struct rt_ray { rt_v3 o, d; } rt_ray;
typedef struct rt_hit { float t; int id; rt_v3 n; } rt_hit;
typedef struct rt_sphere { rt_v3 c; float r; rt_v3 col; float refl; } rt_sphere;

static rt_v3 rt_mk(float x, float y, float z) { rt_v3 v; v.x = x; v.y = y; v.z = z; return v; }
static rt_v3 rt_add(rt_v3 a, rt_v3 b) { return rt_mk(a.x + b.x, a.y + b.y, a.z + b.z); }
static rt_v3 rt_sub(rt_v3 a, rt_v3 b) { return rt_mk(a.x - b.x, a.y - b.y, a.z - b.z); }
static rt_v3 rt_scale(rt_v3 a, float s) { return rt_mk(a.x * s, a.y * s, a.z * s); }
static float rt_dot(rt_v3 a, rt_v3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static rt_v3 rt_unit(rt_v3 a)
{
    float len = sqrtf(rt_dot(a, a));
    return rt_mk(a.x / len, a.y / len, a.z / len);
}

static rt_hit rt_intersect(const rt_sphere *s, int ns, rt_ray r)
{
    rt_hit h;
    int i;
    h.t = 1e30f;
    h.id = -1;
    h.n = rt_mk(0.0f, 0.0f, 0.0f);
    for (i = 0; i < ns; i++) {
        rt_v3 oc = rt_sub(r.o, s[i].c);
        float b = rt_dot(oc, r.d);
        float c = rt_dot(oc, oc) - s[i].r * s[i].r;
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
        rt_v3 p = rt_add(r.o, rt_scale(r.d, h.t));
        h.n = rt_scale(rt_sub(p, s[h.id].c), 1.0f / s[h.id].r);
    }
    return h;
}

/* One pixel: RGB into out[0..2]. */
static void rt_pixel(int w, int h, const rt_sphere *s, int ns, int bounces, int px, int py,
                     float *out)
{
    rt_ray r;
    rt_v3 light = rt_mk(-4.0f, -6.0f, -3.0f), col = rt_mk(0.0f, 0.0f, 0.0f);
    float atten = 1.0f;
    int b;
    r.o = rt_mk(0.0f, 0.0f, -4.0f);
    r.d = rt_unit(rt_mk(((float)px - 0.5f * (float)w) / (float)h,
                        ((float)py - 0.5f * (float)h) / (float)h, 1.0f));
    for (b = 0; b < bounces; b++) {
        rt_hit hit = rt_intersect(s, ns, r), sh;
        rt_v3 p, l, scol;
        rt_ray sr;
        float diff, refl;
        if (hit.id < 0) {
            float sky = 0.5f + 0.5f * r.d.y;
            col = rt_add(col, rt_scale(rt_mk(0.3f * sky, 0.5f * sky, 0.9f * sky), atten));
            break;
        }
        /* shade() */
        p = rt_add(r.o, rt_scale(r.d, hit.t));
        l = rt_unit(rt_sub(light, p));
        diff = rt_dot(hit.n, l);
        if (diff < 0.0f)
            diff = 0.0f;
        sr.o = p;
        sr.d = l;
        sh = rt_intersect(s, ns, sr);
        if (sh.id >= 0)
            diff = diff * 0.5f;
        scol = rt_scale(s[hit.id].col, 0.1f + 0.9f * diff);
        refl = s[hit.id].refl;
        col = rt_add(col, rt_scale(scol, atten));
        atten = atten * refl;
        if (atten < 0.01f)
            break;
        r.d = rt_sub(r.d, rt_scale(hit.n, 2.0f * rt_dot(r.d, hit.n)));
        r.o = p;
    }
    out[0] = col.x;
    out[1] = col.y;
    out[2] = col.z;
}

/* The scene: a floor-sized sphere and a ring of smaller mirrors. */
#define RT_NSPHERES 9
static void rt_scene(rt_sphere *s)
{
    int i;
    s[0].c = rt_mk(0.0f, 1001.0f, 4.0f);
    s[0].r = 1000.0f;
    s[0].col = rt_mk(0.6f, 0.6f, 0.5f);
    s[0].refl = 0.3f;
    for (i = 1; i < RT_NSPHERES; i++) {
        float a = (float)i * 0.785398f;
        s[i].c = rt_mk(2.2f * (float)cos(a), 0.2f - 0.15f * (float)i, 5.0f + 2.2f * (float)sin(a));
        s[i].r = 0.45f + 0.08f * (float)i;
        s[i].col = rt_mk(0.2f + 0.1f * (float)(i % 3), 0.3f + 0.08f * (float)(i % 4),
                         0.9f - 0.1f * (float)i);
        s[i].refl = 0.25f + 0.09f * (float)i;
    }
}

#endif
