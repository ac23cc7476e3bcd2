// NVVM builtins: bit ops, rounding arithmetic, shuffles, votes, atomics, fences.
#include "prelude.h"

__global__ void bits(const unsigned *in, unsigned *o, int n)
{
    int i = gtid();
    if (i >= n) return;
    unsigned v = in[i];
    o[6 * i + 0] = __builtin_popcount(v);
    o[6 * i + 1] = __builtin_clz(v | 1);
    o[6 * i + 2] = __builtin_bitreverse32(v);
    o[6 * i + 3] = __nvvm_prmt(v, ~v, 0x4321) + __builtin_bswap32(v);
    o[6 * i + 4] = __nvvm_mulhi_ui(v, 0x9e3779b9u) + __nvvm_mulhi_i(v, -7);
    o[6 * i + 5] = __builtin_popcountll(((unsigned long long)v << 32) | i) + __builtin_clzll((unsigned long long)v | 1) + __builtin_ctz(v | 0x80000000u);
}

__global__ void rounding(const float *a, const float *b, float *o, const double *da, double *od, int n)
{
    int i = gtid();
    if (i >= n) return;
    float x = a[i], y = b[i];
    o[8 * i + 0] = __nvvm_add_rn_f(x, y) + __nvvm_add_rz_f(x, y);
    o[8 * i + 1] = __nvvm_mul_rp_f(x, y) + __nvvm_mul_rm_f(x, y);
    o[8 * i + 2] = __nvvm_div_rn_f(x, y) + __nvvm_div_approx_f(x, y);
    o[8 * i + 3] = __nvvm_fma_rn_f(x, y, 1.0f) + __nvvm_fma_rz_f(x, y, -1.0f);
    o[8 * i + 4] = __nvvm_sqrt_rn_f(x * x) + __nvvm_rsqrt_approx_f(y * y + 1.0f);
    o[8 * i + 5] = __nvvm_sin_approx_f(x) + __nvvm_cos_approx_f(y) + __nvvm_ex2_approx_f(x) + __nvvm_lg2_approx_f(y * y + 1.0f);
    o[8 * i + 6] = __nvvm_fmin_f(x, y) + __nvvm_fmax_ftz_f(x, y) + __nvvm_saturate_f(x);
    o[8 * i + 7] = (float)__nvvm_f2i_rn(x) + (float)__nvvm_f2ll_rz(y) + __nvvm_i2f_rm(i) + __nvvm_ui2f_rp(i);
    double d = da[i];
    od[2 * i] = __nvvm_fma_rn_d(d, d, 1.0) + __nvvm_add_rm_d(d, 0.1) + __nvvm_rcp_rn_d(d + 2.0);
    od[2 * i + 1] = __nvvm_sqrt_rp_d(d * d) + (double)__nvvm_d2i_rz(d) + __nvvm_d2f_rn(d);
}

__global__ void warp_ops(const int *in, int *o)
{
    int i = gtid();
    int v = in[i];
    int s = v;
    for (int off = 16; off > 0; off >>= 1) s += __nvvm_shfl_sync_down_i32(0xffffffff, s, off, 0x1f);
    int up = __nvvm_shfl_sync_up_i32(0xffffffff, v, 1, 0);
    int bf = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 3, 0x1f);
    int ix = __nvvm_shfl_sync_idx_i32(0xffffffff, v, 7, 0x1f);
    float fv = __nvvm_shfl_sync_down_f32(0xffffffff, (float)v, 2, 0x1f);
    unsigned bal = __nvvm_vote_ballot_sync(0xffffffff, v > 0);
    int any = __nvvm_vote_any_sync(0xffffffff, v == 5);
    int all = __nvvm_vote_all_sync(0xffffffff, v >= 0);
    __nvvm_bar_warp_sync(0xffffffff);
    o[i] = s + up + bf + ix + (int)fv + (int)bal + any + all;
}

__global__ void atomics(int *ci, unsigned *cu, float *cf, long long *cl, int n)
{
    int i = gtid();
    if (i >= n) return;
    __nvvm_atom_add_gen_i(&ci[0], 1);
    __nvvm_atom_max_gen_i(&ci[1], i);
    __nvvm_atom_min_gen_i(&ci[2], -i);
    __nvvm_atom_xchg_gen_i(&ci[3], i);
    __nvvm_atom_cas_gen_i(&ci[4], 0, i);
    __nvvm_atom_and_gen_i(&ci[5], ~i);
    __nvvm_atom_or_gen_i(&ci[6], i);
    __nvvm_atom_xor_gen_i(&ci[7], i);
    __nvvm_atom_inc_gen_ui(&cu[0], 100u);
    __nvvm_atom_dec_gen_ui(&cu[1], 100u);
    __nvvm_atom_add_gen_f(cf, 1.5f);
    __nvvm_atom_add_gen_ll(cl, (long long)i << 20);
    __nvvm_atom_cta_add_gen_i(&ci[8], 1);
    __nvvm_atom_sys_add_gen_i(&ci[9], 1);
    __nvvm_membar_gl();
    __nvvm_membar_cta();
    __nvvm_membar_sys();
    __syncthreads();

}

__global__ void barriers(const int *in, int *o)
{
    int t = tid_x();
    int c = __nvvm_bar0_popc(in[t] > 0);
    int a = __nvvm_bar0_and(in[t] != 0);
    int r = __nvvm_bar0_or(in[t] < 0);
    if (t == 0) { o[0] = c; o[1] = a; o[2] = r; }
}
