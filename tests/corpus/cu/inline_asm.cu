// Inline PTX assembly: logic ops, bitfield ops, special registers, predicates, vector and video instructions.
__device__ __forceinline__ unsigned lop3_xor3(unsigned a, unsigned b, unsigned c)
{
    unsigned d;
    asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
    return d;
}
__device__ __forceinline__ unsigned lop3_maj(unsigned a, unsigned b, unsigned c)
{
    unsigned d;
    asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
    return d;
}
__device__ __forceinline__ unsigned prmt(unsigned a, unsigned b, unsigned s)
{
    unsigned d;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(s));
    return d;
}
__device__ __forceinline__ unsigned bfe_u(unsigned a, unsigned pos, unsigned len)
{
    unsigned d;
    asm("bfe.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(pos), "r"(len));
    return d;
}
__device__ __forceinline__ int bfe_s(int a, unsigned pos, unsigned len)
{
    int d;
    asm("bfe.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(pos), "r"(len));
    return d;
}
__device__ __forceinline__ unsigned bfi(unsigned ins, unsigned base, unsigned pos, unsigned len)
{
    unsigned d;
    asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(ins), "r"(base), "r"(pos), "r"(len));
    return d;
}
__device__ __forceinline__ unsigned shf_l(unsigned lo, unsigned hi, unsigned s)
{
    unsigned d;
    asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(lo), "r"(hi), "r"(s));
    return d;
}
__device__ __forceinline__ unsigned shf_r_clamp(unsigned lo, unsigned hi, unsigned s)
{
    unsigned d;
    asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(lo), "r"(hi), "r"(s));
    return d;
}

__global__ void bitops_asm(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned x = a[i], y = b[i], z = c[i];
    o[8 * i + 0] = lop3_xor3(x, y, z);
    o[8 * i + 1] = lop3_maj(x, y, z);
    o[8 * i + 2] = prmt(x, y, 0x5140) ^ prmt(x, y, z & 0xffff);
    o[8 * i + 3] = bfe_u(x, y & 31, z & 31);
    o[8 * i + 4] = (unsigned)bfe_s((int)x, 4, 12);
    o[8 * i + 5] = bfi(x, y, 8, 16);
    o[8 * i + 6] = shf_l(x, y, z) + shf_r_clamp(x, y, z);
    unsigned r;
    asm("{\n\t.reg .u32 t1, t2;\n\t"
        "popc.b32 t1, %1;\n\t"
        "brev.b32 t2, %2;\n\t"
        "clz.b32 %0, t2;\n\t"
        "add.u32 %0, %0, t1;\n\t}"
        : "=r"(r) : "r"(x), "r"(y));
    o[8 * i + 7] = r;
}

__global__ void special_regs(unsigned *o, unsigned long long *o64)
{
    unsigned smid, warpid, laneid, nsmid, lt, le, gt, ge, eq, dsmem, tsmem, env0, gridid_lo;
    unsigned long long clk64, gtime, gridid;
    unsigned clk;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(smid));
    asm volatile("mov.u32 %0, %%nsmid;" : "=r"(nsmid));
    asm volatile("mov.u32 %0, %%warpid;" : "=r"(warpid));
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(laneid));
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    asm("mov.u32 %0, %%lanemask_le;" : "=r"(le));
    asm("mov.u32 %0, %%lanemask_gt;" : "=r"(gt));
    asm("mov.u32 %0, %%lanemask_ge;" : "=r"(ge));
    asm("mov.u32 %0, %%lanemask_eq;" : "=r"(eq));
    asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dsmem));
    asm("mov.u32 %0, %%total_smem_size;" : "=r"(tsmem));
    asm("mov.u32 %0, %%envreg0;" : "=r"(env0));
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(clk64));
    asm volatile("mov.u32 %0, %%clock;" : "=r"(clk));
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gtime));
    asm("mov.u64 %0, %%gridid;" : "=l"(gridid));
    gridid_lo = (unsigned)gridid;
    unsigned ntid, nctaid, ctaid;
    asm("mov.u32 %0, %%ntid.x;" : "=r"(ntid));
    asm("mov.u32 %0, %%nctaid.y;" : "=r"(nctaid));
    asm("mov.u32 %0, %%ctaid.z;" : "=r"(ctaid));
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    o[t * 16 + 0] = smid; o[t * 16 + 1] = nsmid; o[t * 16 + 2] = warpid; o[t * 16 + 3] = laneid;
    o[t * 16 + 4] = lt; o[t * 16 + 5] = le; o[t * 16 + 6] = gt; o[t * 16 + 7] = ge; o[t * 16 + 8] = eq;
    o[t * 16 + 9] = dsmem; o[t * 16 + 10] = tsmem; o[t * 16 + 11] = env0; o[t * 16 + 12] = gridid_lo;
    o[t * 16 + 13] = ntid; o[t * 16 + 14] = nctaid; o[t * 16 + 15] = ctaid + clk;
    o64[t * 2] = clk64;
    o64[t * 2 + 1] = gtime;
}

__global__ void vote_asm(const int *in, unsigned *o)
{
    unsigned ballot, any, all;
    int v = in[threadIdx.x];
    asm("{\n\t.reg .pred p;\n\t"
        "setp.ne.s32 p, %1, 0;\n\t"
        "vote.sync.ballot.b32 %0, p, 0xffffffff;\n\t}" : "=r"(ballot) : "r"(v));
    asm("{\n\t.reg .pred p, q;\n\t"
        "setp.gt.s32 p, %1, 10;\n\t"
        "vote.sync.any.pred q, p, 0xffffffff;\n\t"
        "selp.u32 %0, 1, 0, q;\n\t}" : "=r"(any) : "r"(v));
    asm("{\n\t.reg .pred p, q;\n\t"
        "setp.ge.s32 p, %1, 0;\n\t"
        "vote.sync.all.pred q, p, 0xffffffff;\n\t"
        "selp.u32 %0, 1, 0, q;\n\t}" : "=r"(all) : "r"(v));
    o[threadIdx.x] = ballot ^ (any << 1) ^ all;
}

__global__ void misc_asm(const float *x, float *y, const unsigned long long *w, unsigned long long *wo, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float r, s, m;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x[i]));
    asm("rcp.approx.f32 %0, %1;" : "=f"(s) : "f"(x[i] + 1.0f));
    asm("max.f32 %0, %1, %2;" : "=f"(m) : "f"(r), "f"(s));
    float sat;
    asm("add.sat.f32 %0, %1, %2;" : "=f"(sat) : "f"(x[i]), "f"(0.25f));
    unsigned long long a = w[i], hi, lo;
    asm("mul.hi.u64 %0, %1, %2;" : "=l"(hi) : "l"(a), "l"(0x9E3779B97F4A7C15ull));
    asm("mul.lo.u64 %0, %1, %2;" : "=l"(lo) : "l"(a), "l"(a));
    unsigned c0, c1;
    asm("add.cc.u32 %0, %2, %3;\n\taddc.u32 %1, %4, %5;" : "=r"(c0), "=r"(c1) : "r"((unsigned)a), "r"((unsigned)hi), "r"((unsigned)(a >> 32)), "r"((unsigned)(hi >> 32)));
    unsigned dp;
    asm("dp4a.u32.u32 %0, %1, %2, %3;" : "=r"(dp) : "r"((unsigned)a), "r"((unsigned)lo), "r"(7u));
    unsigned vs;
    asm("vadd4.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(vs) : "r"((unsigned)a), "r"((unsigned)hi), "r"(0u));
    y[i] = m + sat;
    wo[i] = hi ^ lo ^ ((unsigned long long)c1 << 32 | c0) ^ dp ^ vs;
    unsigned short h;
    asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(x[i]));
    asm volatile("st.global.cs.u16 [%0], %1;" :: "l"((unsigned short *)(wo + n) + i), "h"(h) : "memory");
}

__global__ void memory_asm(int *p, int *q)
{
    int v;
    asm volatile("ld.global.ca.s32 %0, [%1];" : "=r"(v) : "l"(p + threadIdx.x));
    asm volatile("ld.volatile.global.s32 %0, [%1+4];" : "+r"(v) : "l"(p + threadIdx.x));
    asm volatile("red.global.add.s32 [%0], %1;" :: "l"(q), "r"(v) : "memory");
    int old;
    asm volatile("atom.global.cas.b32 %0, [%1], %2, %3;" : "=r"(old) : "l"(q + 1), "r"(0), "r"(v) : "memory");
    asm volatile("membar.gl;" ::: "memory");
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
    asm volatile("prefetch.global.L2 [%0];" :: "l"(p + 64));
    p[threadIdx.x] = old + v;
    asm volatile("trap;" ::: "memory");
}
