// Classes with virtual methods constructed on the device.
#include <new>

class Shape {
public:
    __device__ virtual ~Shape() {}
    __device__ virtual float area() const = 0;
    __device__ virtual float perimeter() const = 0;
    __device__ virtual int kind() const { return 0; }
};

class Circle : public Shape {
    float r;
public:
    __device__ Circle(float r) : r(r) {}
    __device__ float area() const override { return 3.14159265f * r * r; }
    __device__ float perimeter() const override { return 2.0f * 3.14159265f * r; }
    __device__ int kind() const override { return 1; }
};

class Rect : public Shape {
protected:
    float w, h;
public:
    __device__ Rect(float w, float h) : w(w), h(h) {}
    __device__ float area() const override { return w * h; }
    __device__ float perimeter() const override { return 2.0f * (w + h); }
    __device__ int kind() const override { return 2; }
};

class Square : public Rect {
public:
    __device__ Square(float s) : Rect(s, s) {}
    __device__ int kind() const override { return 3; }
};

class Triangle : public Shape {
    float a, b, c;
public:
    __device__ Triangle(float a, float b, float c) : a(a), b(b), c(c) {}
    __device__ float area() const override { float s = 0.5f * (a + b + c); return sqrtf(s * (s - a) * (s - b) * (s - c)); }
    __device__ float perimeter() const override { return a + b + c; }
};

__device__ Shape *make_shape(int k, float p)
{
    switch (k % 4) {
    case 0: return new Circle(p);
    case 1: return new Rect(p, p + 1);
    case 2: return new Square(p);
    default: return new Triangle(p + 2, p + 3, p + 4);
    }
}

__global__ void shapes_kernel(const float *params, float *areas, float *perims, int *kinds, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Shape *s = make_shape(i, params[i]);
    areas[i] = s->area();
    perims[i] = s->perimeter();
    kinds[i] = s->kind();
    delete s;
}

// Placement new into a local buffer
__global__ void placement_kernel(float *out)
{
    alignas(16) unsigned char storage[64];
    Shape *s;
    if (threadIdx.x & 1) s = new (storage) Circle(threadIdx.x);
    else s = new (storage) Square(threadIdx.x);
    out[threadIdx.x] = s->area() + s->kind();
    s->~Shape();
}

struct Visitor {
    __device__ virtual void visit(int v) = 0;
    __device__ virtual int result() const = 0;
};
struct SumVisitor : Visitor { int s = 0; __device__ void visit(int v) override { s += v; } __device__ int result() const override { return s; } };
struct MaxVisitor : Visitor { int m = -1000000; __device__ void visit(int v) override { m = v > m ? v : m; } __device__ int result() const override { return m; } };

__device__ void walk(const int *a, int n, Visitor &v) { for (int k = 0; k < n; k++) v.visit(a[k]); }

__global__ void visitors(const int *data, int n, int *out)
{
    SumVisitor sv; MaxVisitor mv;
    Visitor *vs[2] = {&sv, &mv};
    Visitor *v = vs[threadIdx.x & 1];
    walk(data, n, *v);
    out[threadIdx.x] = v->result();
}

// Objects created by one kernel, used by another
__device__ Shape *g_shapes[256];

__global__ void create_objects(int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < 256) g_shapes[i] = make_shape(i * 7, 1.0f + i);
}

__global__ void use_objects(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < 256) out[i] = g_shapes[i]->area() / g_shapes[i]->perimeter();
}

__global__ void destroy_objects(int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < 256) { delete g_shapes[i]; g_shapes[i] = nullptr; }
}
