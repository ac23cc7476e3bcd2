// __constant__ and __device__ globals with initializers of many shapes.
struct Color { unsigned char r, g, b, a; };
struct Material { const char *name; Color base; float roughness; int flags[3]; };
struct Node { int id; const Node *next; };
struct Config { int version; struct { float lo, hi; } range; double scale; Material mats[2]; };

__constant__ float c_coeffs[8] = {1.0f, -0.5f, 0.25f, -0.125f, 0.0625f, 3.14159265f, 2.71828f, 1e-20f};
__constant__ double c_dcoeffs[4] = {1.0 / 3.0, 2.0 / 3.0, -1e300, 4.9e-324};
__constant__ int c_table[4][4] = {{1, 2, 3, 4}, {5, 6}, {7}, {8, 9, 10, 11}};
__constant__ unsigned char c_bytes[] = {0x00, 0x7f, 0x80, 0xff, 'A', 'z'};
__constant__ short c_shorts[5] = {-1, 32767, -32768, 1234};
__constant__ long long c_ll[3] = {-9223372036854775807ll - 1, 0x123456789abcdefll, -42};
__constant__ char c_msg[] = "constant string";
__constant__ Color c_palette[3] = {{255, 0, 0, 255}, {0, 255, 0, 128}, {0, 0, 255, 0}};
__constant__ Config c_cfg = {3, {0.5f, 1.5f}, 2.25, {{"metal", {200, 200, 210, 255}, 0.1f, {1, 0, 1}}, {"wood", {120, 80, 40, 255}, 0.8f, {0, 1}}}};
__constant__ float c_uninit[16];

__device__ int d_counter = 17;
__device__ float d_matrix[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
__device__ int d_array[10] = {1, 1, 2, 3, 5, 8, 13, 21, 34, 55};
__device__ int *d_ptr = &d_array[3];
__device__ float *d_fptr = &d_matrix[1][1];
__device__ const char *d_str = "device string literal";
__device__ const char *d_strs[] = {"alpha", "beta", "gamma", nullptr};
__device__ Node d_node_c = {2, nullptr};
__device__ Node d_node_b = {1, &d_node_c};
__device__ Node d_node_a = {0, &d_node_b};
__device__ const Node *d_head = &d_node_a;
__device__ unsigned long long d_bits = 0xdeadbeefcafebabeull;
__device__ bool d_flags[4] = {true, false, true};
__device__ double d_zero_init[32];
__device__ int d_ptrdiff = (int)sizeof(Config);

__device__ int sq(int x) { return x * x; }
__device__ int cube(int x) { return x * x * x; }
__device__ int neg(int x) { return -x; }
__device__ int (*d_fn_table[3])(int) = {sq, cube, neg};
__constant__ int (*c_fn_ptr)(int) = cube;
struct Handler { int code; int (*fn)(int); };
__device__ Handler d_handlers[2] = {{10, sq}, {20, neg}};

static __device__ int s_internal[4] = {4, 3, 2, 1};
static __constant__ float s_cinternal = 0.75f;

__global__ void read_constants(float *o, int *oi, long long *ol)
{
    int t = threadIdx.x;
    float acc = 0;
    for (int k = 0; k < 8; k++) acc += c_coeffs[k] * (t + k);
    o[t] = acc + (float)c_dcoeffs[t & 3] + c_uninit[t & 15] + s_cinternal;
    oi[t] = c_table[t & 3][(t >> 2) & 3] + c_bytes[t % 6] + c_shorts[t % 5] + c_msg[t % 15] + c_palette[t % 3].g;
    ol[t] = c_ll[t % 3] + c_cfg.version + (long long)(c_cfg.range.hi * 100) + c_cfg.mats[t & 1].flags[2] + c_cfg.mats[1].name[t % 4] + c_cfg.mats[0].base.b;
}

__global__ void read_device_globals(int *oi, float *of, unsigned long long *ou)
{
    int t = threadIdx.x;
    int len = 0;
    const char *s = d_strs[t % 3];
    while (s[len]) len++;
    int walk = 0;
    for (const Node *p = d_head; p; p = p->next) walk += p->id;
    oi[t] = *d_ptr + d_array[t % 10] + len + walk + d_str[t % 8] + d_flags[t & 3] + s_internal[t & 3] + d_ptrdiff;
    of[t] = *d_fptr + d_matrix[t % 3][(t + 1) % 3] + (float)d_zero_init[t & 31];
    ou[t] = d_bits >> (t & 63);
    atomicAdd(&d_counter, 1);
}

__global__ void call_tables(int *o)
{
    int t = threadIdx.x;
    o[t] = d_fn_table[t % 3](t) + c_fn_ptr(t & 7) + d_handlers[t & 1].fn(t) + d_handlers[t & 1].code;
}

__global__ void write_globals(int v)
{
    d_array[threadIdx.x % 10] = v;
    d_ptr = &d_array[v & 7];
    d_matrix[threadIdx.x % 3][threadIdx.x % 3] += 1.0f;
    d_zero_init[threadIdx.x & 31] = v * 0.5;
}
