/* Calls from real CUDA code: tests/exec/cu/calls.cu, compiled by nvcc (-O3
   at sm_75 and sm_90, -G at sm_75) and clang (sm_80) into
   tests/exec/ptx/calls.*.ptx. Every kernel of every file runs on 5 blocks
   of 48 threads (a full and a partial warp each) with n = 227, so the last
   block also has threads that leave at once, and every output word is
   compared with the C reference. The reference is the kernels' own device
   code: calls_impl.h compiles here as C99. Only the block-wide kernels
   (barriers, virtual calls) have references written here. Words past
   n * W must keep their fill pattern. */
#include "../testlib.h"
#include "../exec/cu/calls_impl.h"
#include "cuda_harness.h"
#include "exec_builds.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* cuda_harness.h's sizes are calls_impl.h's */
typedef char cc_sizes_agree[CC_IN_WORDS == CALLS_IN * CC_THREADS && CC_TREE_WORDS == 3 * TREE_NODES ? 1 : -1];

/* ---- references for the body kernels ----------------------------------- */
static void ref_scalars(const int *in, const int *tree, u32 *o, int i)
{
    (void)tree;
    body_scalars(in + CALLS_IN * i, o + W_SCALARS * i);
}
static void ref_structs(const int *in, const int *tree, u32 *o, int i)
{
    (void)tree;
    body_structs(in + CALLS_IN * i, o + W_STRUCTS * i);
}
static void ref_pointers(const int *in, const int *tree, u32 *o, int i)
{
    int shr[6];
    (void)tree;
    body_pointers(in + CALLS_IN * i, (int *)(void *)(o + W_POINTERS * i), shr, o + W_POINTERS * i);
}
static void ref_recursion(const int *in, const int *tree, u32 *o, int i)
{
    (void)tree;
    body_recursion(in + CALLS_IN * i, o + W_RECURSION * i);
}
static void ref_tree(const int *in, const int *tree, u32 *o, int i)
{
    body_tree(in + CALLS_IN * i, tree, o + W_TREE * i);
}
static void ref_fnptr(const int *in, const int *tree, u32 *o, int i)
{
    (void)tree;
    body_fnptr(in + CALLS_IN * i, op_table, o + W_FNPTR * i);
}
static void ref_early(const int *in, const int *tree, u32 *o, int i)
{
    (void)tree;
    body_early(in + CALLS_IN * i, o + W_EARLY * i);
}

/* calls_loop: thread i's three words, from its whole block */
static void ref_loop(const int *in, const int *tree, u32 *o, int i)
{
    u32 sh[CC_BLOCK], nsh[CC_BLOCK], acc[CC_BLOCK];
    int b = i / CC_BLOCK * CC_BLOCK, t, round, j, me = i - b;
    (void)tree;
    for (t = 0; t < CC_BLOCK; t++)
        sh[t] = (u32)in[CALLS_IN * (b + t)];
    for (round = 0; round < 3; round++) {
        for (t = 0; t < CC_BLOCK; t++) {
            int cnt = (int)((u32)in[CALLS_IN * (b + t) + 1] % 6u);
            acc[t] = (u32)round;
            for (j = 0; j < cnt + round; j++)
                acc[t] = step(acc[t], sh[((u32)t + (u32)j) % CC_BLOCK], j);
            nsh[t] = acc[t] ^ (u32)in[CALLS_IN * (b + t)];
        }
        memcpy(sh, nsh, sizeof sh);
    }
    o[W_LOOP * i] = acc[me];
    o[W_LOOP * i + 1] = sh[(me + 5) % CC_BLOCK];
    o[W_LOOP * i + 2] = acc[(me + 1) % CC_BLOCK] * 3u;
}

/* calls_virtual: the classes as tagged structs. Kinds: 0 Op, 1 Mul,
   2 Rot, 3 Chain (a then b, k = 0). */
typedef struct vobj {
    int kind, k;
    const struct vobj *a, *b;
} vobj;
static u32 v_apply(const vobj *p, u32 x)
{
    switch (p->kind) {
    case 0: return x + (u32)p->k;
    case 1: return x * (u32)p->k;
    case 2: return rotl(x, (u32)p->k);
    default: return v_apply(p->b, v_apply(p->a, x)) + (x >> 7) + 1u;
    }
}
static int v_kind(const vobj *p)
{
    return p->kind < 3 ? p->kind : 10 + v_kind(p->a) * 4 + v_kind(p->b);
}
static S_i3 v_triple(const vobj *p, int x)
{
    S_i3 r;
    if (p->kind == 2) {
        r.x = (int)rotl((u32)x, (u32)p->k);
        r.y = (int)v_apply(p, (u32)x + 1u);
        r.z = -2;
    } else {
        r.x = x;
        r.y = p->k;
        r.z = v_kind(p);
    }
    return r;
}
static void ref_virtual(const int *in, const int *tree, u32 *o, int i)
{
    const int *x = in + CALLS_IN * i;
    int b = i / CC_BLOCK * CC_BLOCK, nbi = b + (i - b + 1) % CC_BLOCK;
    const int *y = in + CALLS_IN * nbi;
    vobj nb, lm, lr, ch, ms[4], cs[4];
    const vobj *sel[4], *p, *cur;
    int j, depth = (int)((u32)x[3] % 5u);
    u32 *d = o + W_VIRTUAL * i, v = (u32)x[2];
    S_i3 tr;
    (void)tree;
    nb.kind = (int)((u32)y[3] % 3u); nb.k = y[1] % 32;
    lm.kind = 1; lm.k = x[2] & 7;
    lr.kind = 2; lr.k = x[0] & 31;
    ch.kind = 3; ch.k = 0; ch.a = &lm; ch.b = &nb;
    sel[0] = &nb; sel[1] = &lm; sel[2] = &lr; sel[3] = &ch;
    p = sel[(u32)x[0] % 4u];
    for (j = 0; j < 4; j++) {
        ms[j].kind = 1;
        ms[j].k = j == 2 ? x[2] | 1 : j == 3 ? 7 : 3 + 2 * j;
    }
    for (cur = &nb, j = 0; j < depth; j++) {
        cs[j].kind = 3; cs[j].k = 0; cs[j].a = &ms[j]; cs[j].b = cur;
        cur = &cs[j];
    }
    tr = v_triple(p, x[1]);
    d[0] = v_apply(&nb, v);
    d[1] = (u32)v_kind(&nb);
    d[2] = v_apply(p, v);
    d[3] = (u32)v_kind(p);
    d[4] = (u32)tr.x ^ (u32)tr.y << 8 ^ (u32)tr.z << 16;
    d[5] = v_apply(&ch, v ^ 0x5a5a5a5au);
    d[6] = v_apply(cur, v);
    d[7] = (u32)v_kind(cur);
}

/* stack: bytes of stack per thread, set before the launch as a CUDA
   program sets cudaLimitStackSize; 0 keeps the default 1 KiB, which the
   deepest recursions (ack(3, 3): 63 levels, the mutual recursion 40,
   the tree 13) may exceed. aux: the tree, or (1) a host copy of op_table. ref NULL: the
   launch must stop with a stack overflow (calls_overflow recurses 200000
   levels deep); the kernels after it show that the VM still works. */
const cc_kernel cc_kernels[] = {
    {"calls_scalars", W_SCALARS, ref_scalars, 0, 0},
    {"calls_structs", W_STRUCTS, ref_structs, 0, 0},
    {"calls_pointers", W_POINTERS, ref_pointers, 0, 0},
    {"calls_recursion", W_RECURSION, ref_recursion, 4096, 0},
    {"calls_tree", W_TREE, ref_tree, 4096, 0},
    {"calls_overflow", 1, NULL, 0, 0},
    {"calls_fnptr", W_FNPTR, ref_fnptr, 0, 1},
    {"calls_early", W_EARLY, ref_early, 0, 0},
    {"calls_loop", W_LOOP, ref_loop, 0, 0},
    {"calls_virtual", W_VIRTUAL, ref_virtual, 0, 0}};
const unsigned cc_nkernels = sizeof cc_kernels / sizeof cc_kernels[0];
#define CC_COUNT cc_nkernels
#define CC cc_kernels

/* ---- inputs ------------------------------------------------------------ */
static u32 cc_rand(u32 *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s ^ *s >> 15;
}
/* in[0], in[2]: any 32 bits; in[1] < 2^20; in[3] < 2^16 (calls_impl.h
   relies on these ranges to keep signed arithmetic defined) */
void cc_inputs(int *in)
{
    u32 s = 12345u;
    int i;
    for (i = 0; i < CC_THREADS; i++) {
        in[CALLS_IN * i] = (int)cc_rand(&s);
        in[CALLS_IN * i + 1] = (int)(cc_rand(&s) >> 12);
        in[CALLS_IN * i + 2] = (int)cc_rand(&s);
        in[CALLS_IN * i + 3] = (int)(cc_rand(&s) >> 16);
    }
    /* edge values in the first lanes */
    in[0] = (int)0x80000000u; in[1] = 0; in[2] = 0; in[3] = 0;
    in[4] = -1; in[5] = (1 << 20) - 1; in[6] = 0x7fffffff; in[7] = 0xffff;
    in[8] = 0; in[9] = 1; in[10] = -1; in[11] = 1;
}
/* a search tree of TREE_NODES distinct keys below 2000, node 0 the root */
void cc_tree(int *t)
{
    u32 s = 777u;
    int k, used;
    for (used = 0; used < TREE_NODES;) {
        int key = (int)(cc_rand(&s) % 2000u), at = 0, dup = 0;
        for (k = 0; k < used; k++)
            dup |= t[3 * k] == key;
        if (dup)
            continue;
        t[3 * used] = key;
        t[3 * used + 1] = t[3 * used + 2] = -1;
        while (used > 0) {
            int *child = &t[3 * at + (key < t[3 * at] ? 1 : 2)];
            if (*child < 0) {
                *child = used;
                break;
            }
            at = *child;
        }
        used++;
    }
}

static unsigned cc_words, cc_kernels_run;

static void cc_run(pv_test *t, ptxvm_vm *vm, ptxvm_kernel *k, const cc_kernel *K,
                   const char *file, ptxvm_addr din, ptxvm_addr dtree, const int *in,
                   const int *tree)
{
    size_t nw = (size_t)CC_THREADS * K->w, j;
    u32 *got = malloc(nw * 4), *want = malloc(nw * 4);
    ptxvm_addr dout = 0;
    void *args[4];
    int n = CC_N, i, bad = 0;
    ptxvm_launch L;
    ptxvm_result r;
    if (!got || !want || ptxvm_mem_alloc(vm, nw * 4, &dout) != PTXVM_OK) {
        T_CHECK(t, 0, "%s %s: out of memory", file, K->name);
        free(got);
        free(want);
        return;
    }
    for (j = 0; j < nw; j++)
        want[j] = CC_FILL;
    ptxvm_memcpy_htod(vm, dout, want, nw * 4);
    args[0] = &din;
    args[1] = &dtree;
    args[2] = &dout;
    args[3] = &n;
    memset(&L, 0, sizeof L);
    L.grid.x = CC_GRID; L.grid.y = L.grid.z = 1;
    L.block.x = CC_BLOCK; L.block.y = L.block.z = 1;
    L.args = args;
    T_CHECK(t, ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, K->stack ? K->stack : 1024) == PTXVM_OK,
            "stack limit");
    r = ptxvm_launch_kernel(k, &L, NULL);
    if (!K->ref)
        T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && strstr(ptxvm_error_message(vm), "stack overflow"),
                "%s %s: %s: %s, want a stack overflow", file, K->name, ptxvm_result_name(r),
                ptxvm_error_message(vm));
    else
        T_CHECK(t, r == PTXVM_OK, "%s %s: launch: %s: %s", file, K->name, ptxvm_result_name(r),
                ptxvm_error_message(vm));
    if (r == PTXVM_OK && K->ref) {
        ptxvm_memcpy_dtoh(vm, got, dout, nw * 4);
        for (i = 0; i < CC_N; i++)
            K->ref(in, tree, want, i);
        for (j = 0; j < nw; j++)
            if (got[j] != want[j] && bad++ < 8)
                T_CHECK(t, 0, "%s %s: thread %u word %u = 0x%08x, want 0x%08x", file, K->name,
                        (unsigned)(j / K->w), (unsigned)(j % K->w), got[j], want[j]);
        cc_words += (unsigned)nw;
        cc_kernels_run++;
    }
    ptxvm_mem_free(vm, dout);
    free(got);
    free(want);
}

void unit_cuda_calls(pv_test *t)
{
    static int in[CALLS_IN * CC_THREADS], tree[3 * TREE_NODES];
    char **files;
    int nf, f, ncalls = 0;
    cc_inputs(in);
    cc_tree(tree);
    files = eb_builds("calls", &nf);
    for (f = 0; f < nf; f++) {
        const char *base = eb_base(files[f]);
        size_t len;
        char *text;
        test_alloc A;
        ptxvm_config cfg;
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_addr din = 0, dtree = 0, dtab = 0, gtab = 0;
        size_t gsize = 0;
        uint64_t tab[6];
        unsigned kk;
        ncalls++;
        if (!test_begin(t, "cuda_calls %s", base))
            continue;
        text = test_read_file(files[f], &len);
        T_CHECK(t, text != NULL, "read %s", files[f]);
        test_config(&cfg, &A);
        if (text && ptxvm_create(&cfg, &vm) == PTXVM_OK) {
            ptxvm_result r = ptxvm_module_load(vm, text, len, base, &m);
            T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", base, ptxvm_result_name(r), ptxvm_error_message(vm));
            T_CHECK(t, r != PTXVM_OK || ptxvm_module_kernel_count(m) == CC_COUNT,
                    "%s: %u kernels, want %u", base, (unsigned)ptxvm_module_kernel_count(m),
                    (unsigned)CC_COUNT);
            if (r == PTXVM_OK &&
                (ptxvm_mem_alloc(vm, sizeof in, &din) != PTXVM_OK ||
                 ptxvm_mem_alloc(vm, sizeof tree, &dtree) != PTXVM_OK ||
                 ptxvm_memcpy_htod(vm, din, in, sizeof in) != PTXVM_OK ||
                 ptxvm_memcpy_htod(vm, dtree, tree, sizeof tree) != PTXVM_OK ||
                 ptxvm_module_get_global(m, "op_table", &gtab, &gsize) != PTXVM_OK ||
                 gsize != sizeof tab || ptxvm_memcpy_dtoh(vm, tab, gtab, sizeof tab) != PTXVM_OK ||
                 ptxvm_mem_alloc(vm, sizeof tab, &dtab) != PTXVM_OK ||
                 ptxvm_memcpy_htod(vm, dtab, tab, sizeof tab) != PTXVM_OK)) {
                T_CHECK(t, 0, "%s: device memory", base);
                r = PTXVM_E_NO_MEMORY;
            }
            for (kk = 0; r == PTXVM_OK && kk < CC_COUNT; kk++) {
                ptxvm_kernel *k = NULL;
                ptxvm_result kr = ptxvm_module_get_kernel(m, CC[kk].name, &k);
                T_CHECK(t, kr == PTXVM_OK, "%s %s: %s: %s", base, CC[kk].name, ptxvm_result_name(kr),
                        ptxvm_error_message(vm));
                if (kr == PTXVM_OK)
                    cc_run(t, vm, k, &CC[kk], base, din, CC[kk].aux ? dtab : dtree, in, tree);
            }
            ptxvm_destroy(vm);
            T_CHECK(t, A.live == 0, "%s: %ld bytes leaked", base, A.live);
        }
        free(text);
        test_end(t);
    }
    test_free_list(files, nf);
    if (test_begin(t, "cuda_calls: files")) {
        T_CHECK(t, ncalls > 0, "no %s/calls.*.ptx", EB_PTX_DIR);
        test_end(t);
    }
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("cuda_calls: %u kernels, %u words compared\n", cc_kernels_run, cc_words);
}
