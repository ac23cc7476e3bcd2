/* LD_XS over a whole warp whose index steps by one a lane (src/ldxs_run.h
   and pv_gmem_ld_run in src/exec_gmem.c): the address column written as
   one progression and the load copied as one run. Kernels reading
   in[gid * mult + off] through mul.wide and add.s64 store each thread's
   loaded value and its address less the base; every variant runs fused
   on 3 workers and unfused (PTXVM_FLAG_NO_FUSION) on 1 over three
   blocks of 64 threads (whole warps) and of 45 (a partial last warp),
   and both must give a C model's words. The run: unsigned and signed
   indices (crossing zero inside a warp), 4- and 8-byte elements, the
   add fused after the load or not. Not a run, so the lane-by-lane path:
   an index stepping by two, a base pointer that differs by lane, a
   shift wider than the element, 2-byte elements, a bound cutting a
   warp. Two half-warp progressions (a 16-wide tile's rows): apart, the
   same, downwards across zero, 8-byte. Faults, fused and unfused alike
   and naming the load's line: an unsigned index wrapping past 2^32
   inside a warp or a half (a run in 32 bits, not in 64), a signed one
   past 2^31, a run's or a half's end past the array, a misaligned
   base. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define LX_NB 3
#define LX_WORDS 512u           /* 32-bit words of the input */
#define LX_SHIFT 256u           /* bytes from the buffer's start to in */

typedef struct lx_case {
    const char *what;
    uint32_t size;      /* element bytes: 2, 4, 8 */
    uint32_t scale;     /* mul.wide's factor */
    uint32_t mult;      /* index = gid * mult + off */
    int sx;             /* mul.wide.s32 */
    int lane_base;      /* the base moved 4 bytes in odd lanes */
    uint32_t off;
    uint32_t n;         /* threads gid < n load */
    uint32_t shift;     /* in = buffer + shift */
    uint32_t words;     /* the buffer's 32-bit words */
    uint32_t gap;       /* index += (gid / 16) * gap: half warps apart */
} lx_case;

static uint32_t lx_word(uint32_t i) { return i * 0x9e3779b1u ^ (i >> 2) ^ 0x5a5a0000u; }

/* The kernel of case c into buf; *line gets the load's line. */
static void lx_ptx(const lx_case *c, char *buf, size_t cap, uint32_t *line)
{
    const char *load;
    const char *p;
    uint32_t ln = 1;
    if (c->size == 8)
        load = "  ld.global.u64 %rd5, [%rd4];\n  cvt.u64.u32 %rd7, %r6;\n"
               "  add.s64 %rd6, %rd5, %rd7;\n";
    else if (c->size == 2)
        load = "  ld.global.u16 %r11, [%rd4];\n  add.s32 %r12, %r11, %r6;\n"
               "  cvt.u64.u32 %rd6, %r12;\n";
    else
        load = "  ld.global.u32 %r11, [%rd4];\n  add.s32 %r12, %r11, %r6;\n"
               "  cvt.u64.u32 %rd6, %r12;\n";
    snprintf(buf, cap,
             ".version 8.5\n.target sm_80\n.address_size 64\n"
             ".visible .entry lx(.param .u64 in, .param .u64 out, .param .u32 off,"
             " .param .u32 n)\n{\n"
             "  .reg .pred %%p<4>;\n  .reg .b32 %%r<20>;\n  .reg .b64 %%rd<20>;\n"
             "  ld.param.u64 %%rd1, [in];\n  ld.param.u64 %%rd2, [out];\n"
             "  ld.param.u32 %%r1, [off];\n  ld.param.u32 %%r2, [n];\n"
             "  mov.u32 %%r3, %%ctaid.x;\n  mov.u32 %%r4, %%ntid.x;\n  mov.u32 %%r5, %%tid.x;\n"
             "  mad.lo.s32 %%r6, %%r3, %%r4, %%r5;\n"
             "  mul.wide.u32 %%rd10, %%r6, 16;\n  add.s64 %%rd11, %%rd2, %%rd10;\n"
             "  setp.ge.u32 %%p1, %%r6, %%r2;\n  @%%p1 bra DONE;\n"
             "%s"
             "  mad.lo.s32 %%r7, %%r6, %u, %%r1;\n"
             "  shr.u32 %%r13, %%r6, 4;\n  mad.lo.s32 %%r7, %%r13, %u, %%r7;\n"
             "  mul.wide.%s %%rd3, %%r7, %u;\n  add.s64 %%rd4, %%rd1, %%rd3;\n"
             "%s"
             "  sub.s64 %%rd9, %%rd4, %%rd1;\n"
             "  st.global.v2.u64 [%%rd11], {%%rd6, %%rd9};\n"
             "DONE:\n  ret;\n}\n",
             c->lane_base ? "  and.b32 %r9, %r5, 1;\n  mul.wide.u32 %rd8, %r9, 4;\n"
                            "  add.s64 %rd1, %rd1, %rd8;\n" : "",
             c->mult, c->gap, c->sx ? "s32" : "u32", c->scale, load);
    for (p = buf; *p && strncmp(p, "  ld.global", 11); p++)
        ln += *p == '\n';
    *line = ln;
}

/* One launch of case c over LX_NB blocks of bt threads (grid 1 when
   one): the output words, or the error message. */
static ptxvm_result lx_launch(pv_test *t, const lx_case *c, uint32_t grid, uint32_t bt,
                              uint32_t flags, uint32_t threads, uint64_t *got, size_t gotn,
                              char *msg, size_t cap, int *fused)
{
    char src[2048], *dis;
    uint32_t line, i, *h;
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr in, out, inp;
    ptxvm_launch l = PTXVM_LAUNCH_INIT;
    ptxvm_result r;
    void *args[4];
    lx_ptx(c, src, sizeof src, &line);
    msg[0] = 0;
    test_config(&cfg, &a);
    cfg.flags = flags;
    cfg.threads = threads;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, src, strlen(src), "ldxs.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "lx", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", c->what, ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return PTXVM_E_INVALID_ARGUMENT;
    }
    dis = ob_listing(k);
    *fused = ob_count(dis, "LD_XS");
    free(dis);
    h = (uint32_t *)malloc((size_t)c->words * 4);
    for (i = 0; i < c->words; i++)
        h[i] = lx_word(i);
    ptxvm_mem_alloc(vm, (size_t)c->words * 4, &in);
    ptxvm_memcpy_htod(vm, in, h, (size_t)c->words * 4);
    free(h);
    ptxvm_mem_alloc(vm, gotn * 8, &out);
    ptxvm_memset(vm, out, 0xee, gotn * 8);
    inp = in + c->shift;
    args[0] = &inp;
    args[1] = &out;
    args[2] = (void *)&c->off;
    args[3] = (void *)&c->n;
    l.grid.x = grid;
    l.grid.y = l.grid.z = 1;
    l.block.x = bt;
    l.block.y = l.block.z = 1;
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    if (r == PTXVM_OK)
        ptxvm_memcpy_dtoh(vm, got, out, gotn * 8);
    else
        snprintf(msg, cap, "%s", ptxvm_error_message(vm));
    ptxvm_mem_free(vm, in);
    ptxvm_mem_free(vm, out);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%s: %ld bytes not freed", c->what, a.live);
    return r;
}

/* The model of thread g of blocks of bt: its two words, as the kernel
   stores them. */
static void lx_model(const lx_case *c, uint32_t g, uint32_t bt, uint64_t *w)
{
    const uint32_t idx = g * c->mult + c->off + g / 16u * c->gap;
    const uint64_t ext = c->sx ? (uint64_t)(int64_t)(int32_t)idx : (uint64_t)idx;
    const uint64_t off = ext * c->scale, lb = c->lane_base && (g % bt & 1u) ? 4u : 0u;
    const uint64_t pos = c->shift + lb + off;      /* byte in the buffer */
    uint64_t v = 0;
    uint32_t b;
    for (b = 0; b < c->size; b++) {
        const uint64_t at = pos + b;
        v |= (uint64_t)(lx_word((uint32_t)(at / 4)) >> (8 * (at % 4)) & 0xffu) << (8 * b);
    }
    w[0] = c->size == 8 ? v + g : (uint64_t)(uint32_t)(v + g);
    w[1] = off;
}

static void lx_words(pv_test *t, const lx_case *c)
{
    static const uint32_t blocks[2] = {64, 45};
    static uint64_t got[2 * LX_NB * 64];
    uint32_t s, g, f, bad;
    for (s = 0; s < 2; s++) {
        for (f = 0; f < 2; f++) {
            const uint32_t bt = blocks[s], flags = f ? PTXVM_FLAG_NO_FUSION : 0;
            char msg[512];
            int fused;
            ptxvm_result r = lx_launch(t, c, LX_NB, bt, flags, f ? 1 : 3, got,
                                       sizeof got / 8, msg, sizeof msg, &fused);
            T_CHECK(t, r == PTXVM_OK, "%s, blocks of %u, %s: %s", c->what, bt,
                    f ? "unfused" : "fused", msg);
            T_CHECK(t, fused == (f ? 0 : 1), "%s, %s: %d LD_XS", c->what,
                    f ? "unfused" : "fused", fused);
            if (r != PTXVM_OK)
                continue;
            for (bad = 0, g = 0; g < LX_NB * bt; g++) {
                uint64_t w[2] = {0xeeeeeeeeeeeeeeeeu, 0xeeeeeeeeeeeeeeeeu};
                if (g < c->n)
                    lx_model(c, g, bt, w);
                if (got[2 * g] != w[0] || got[2 * g + 1] != w[1])
                    T_CHECK(t, bad++ > 3, "%s, blocks of %u, %s: thread %u: %016llx %016llx,"
                            " want %016llx %016llx", c->what, bt, f ? "unfused" : "fused", g,
                            (unsigned long long)got[2 * g], (unsigned long long)got[2 * g + 1],
                            (unsigned long long)w[0], (unsigned long long)w[1]);
            }
            T_CHECK(t, bad == 0, "%s, blocks of %u, %s: %u threads wrong", c->what, bt,
                    f ? "unfused" : "fused", bad);
        }
    }
}

/* One block of 64: the same fault fused and unfused, at the load's line. */
static void lx_fault(pv_test *t, const lx_case *c)
{
    static uint64_t got[2 * 64];
    char fused[512], unfused[512], src[2048], at[32];
    uint32_t line;
    int nf;
    ptxvm_result a = lx_launch(t, c, 1, 64, 0, 3, got, 128, fused, sizeof fused, &nf);
    ptxvm_result b = lx_launch(t, c, 1, 64, PTXVM_FLAG_NO_FUSION, 1, got, 128, unfused,
                               sizeof unfused, &nf);
    lx_ptx(c, src, sizeof src, &line);
    snprintf(at, sizeof at, "ldxs.ptx:%u:", line);
    T_CHECK(t, a == PTXVM_E_MEMORY_FAULT && b == PTXVM_E_MEMORY_FAULT, "%s: %s and %s",
            c->what, ptxvm_result_name(a), ptxvm_result_name(b));
    T_CHECK(t, strcmp(fused, unfused) == 0, "%s: fused \"%s\", unfused \"%s\"", c->what,
            fused, unfused);
    T_CHECK(t, strstr(fused, at) != NULL, "%s: \"%s\" does not name %s", c->what, fused, at);
}

void unit_ldxs_run(pv_test *t)
{
    static const lx_case runs[] = {
        {"u32 run", 4, 4, 1, 0, 0, 7, 1000, LX_SHIFT, LX_WORDS, 0},
        {"s32 run crossing zero", 4, 4, 1, 1, 0, (uint32_t)-40, 1000, LX_SHIFT, LX_WORDS, 0},
        {"u64 run", 8, 8, 1, 0, 0, 3, 1000, LX_SHIFT, LX_WORDS, 0},
        {"s64 run crossing zero", 8, 8, 1, 1, 0, (uint32_t)-20, 1000, LX_SHIFT, LX_WORDS, 0},
        {"index by two", 4, 4, 2, 0, 0, 1, 1000, LX_SHIFT, LX_WORDS, 0},
        {"base by lane", 4, 4, 1, 0, 1, 5, 1000, LX_SHIFT, LX_WORDS, 0},
        {"shift wider than the element", 4, 8, 1, 0, 0, 2, 1000, LX_SHIFT, LX_WORDS, 0},
        {"u16 elements", 2, 2, 1, 0, 0, 9, 1000, LX_SHIFT, LX_WORDS, 0},
        {"bound inside a warp", 4, 4, 1, 0, 0, 0, 75, LX_SHIFT, LX_WORDS, 0},
        {"half warps 16 apart", 4, 4, 1, 0, 0, 3, 1000, LX_SHIFT, LX_WORDS, 16},
        {"half warps the same", 4, 4, 1, 0, 0, 40, 1000, LX_SHIFT, LX_WORDS, (uint32_t)-16},
        {"half warps downwards, s32 crossing zero", 4, 4, 1, 1, 0, 100, 1000, 1024,
         1024, (uint32_t)-37},
        {"u64 half warps", 8, 8, 1, 0, 0, 1, 1000, LX_SHIFT, 1024, 4},
    };
    static const lx_case faults[] = {
        {"u32 index wrapping", 4, 4, 1, 0, 0, 0xfffffff0u, 1000, 0, LX_WORDS, 0},
        {"s32 index wrapping", 4, 4, 1, 1, 0, 0x7ffffff0u, 1000, 0, LX_WORDS, 0},
        {"run past the end", 4, 4, 1, 0, 0, 0, 1000, 0, 50, 0},
        {"u64 run past the end", 8, 8, 1, 0, 0, 0, 1000, 0, 100, 0},
        {"misaligned base", 4, 4, 1, 0, 0, 0, 1000, 2, LX_WORDS, 0},
        {"u32 index wrapping in the high half", 4, 4, 1, 0, 0, 0xffffffe8u, 1000, 0,
         LX_WORDS, 0},
        {"half warps past the end", 4, 4, 1, 0, 0, 0, 1000, 0, 60, 16},
    };
    uint32_t i;
    if (test_begin(t, "ldxs_run: whole-warp array loads as one run and what is not one, "
                      "fused on 3 workers and unfused on 1 against C")) {
        for (i = 0; i < sizeof runs / sizeof runs[0]; i++)
            lx_words(t, &runs[i]);
        test_end(t);
    }
    if (test_begin(t, "ldxs_run: indices wrapping inside a warp, runs past the end and a "
                      "misaligned base fault alike fused and unfused")) {
        for (i = 0; i < sizeof faults / sizeof faults[0]; i++)
            lx_fault(t, &faults[i]);
        test_end(t);
    }
}
