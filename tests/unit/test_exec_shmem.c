/* .shared loads and stores of 4- and 8-byte elements (one, two or four a
   lane; 32- and 64-bit address registers; a constant offset) against a
   model in C, over random address patterns: coalesced, broadcast,
   strided, permuted, with repeats, under random guards whose inactive
   lanes hold addresses far outside .shared. Stores land in thread order
   (a later lane of a warp wins). An active lane outside .shared, one
   misaligned, and one whose 32-bit address plus the offset passes 2^32
   fault, naming that thread. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define SH_THREADS 256u
#define SH_BYTES   2048u

static const char sh_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry sh(.param .u64 out, .param .u64 idx, .param .u64 act,"
    " .param .u32 kind)\n{\n"
    "  .shared .align 16 .b8 buf[2048];\n"
    "  .reg .pred %p<8>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<20>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [idx];\n"
    "  ld.param.u64 %rd3, [act];\n  ld.param.u32 %r1, [kind];\n"
    "  mov.u32 %r2, %tid.x;\n  mov.u32 %r3, buf;\n"
    /* two words a thread: seeds */
    "  shl.b32 %r4, %r2, 2;\n  add.s32 %r5, %r3, %r4;\n"
    "  mul.lo.u32 %r6, %r2, -1640531535;\n  xor.b32 %r7, %r6, 1540483477;\n"
    "  st.shared.u32 [%r5], %r6;\n  st.shared.u32 [%r5+1024], %r7;\n"
    "  bar.sync 0;\n"
    "  mul.wide.u32 %rd4, %r2, 4;\n  add.s64 %rd5, %rd2, %rd4;\n"
    "  ld.global.u32 %r8, [%rd5];\n  ld.global.u32 %r11, [%rd5+1024];\n"
    "  add.s64 %rd6, %rd3, %rd4;\n  ld.global.u32 %r10, [%rd6];\n"
    "  setp.ne.u32 %p1, %r10, 0;\n"
    "  add.s32 %r12, %r3, %r8;\n  add.s32 %r13, %r3, %r11;\n"
    "  cvt.u64.u32 %rd7, %r12;\n  cvt.u64.u32 %rd8, %r13;\n"
    "  mad.lo.u32 %r14, %r2, 7, 1000;\n  not.b32 %r15, %r14;\n"
    "  xor.b32 %r16, %r14, 305419896;\n  add.s32 %r17, %r14, 16777216;\n"
    "  mov.b64 %rd11, {%r14, %r15};\n"
    "  mov.u32 %r20, -559038737;\n  mov.u32 %r21, %r20;\n"
    "  mov.u32 %r22, %r20;\n  mov.u32 %r23, %r20;\n"
    "  setp.eq.u32 %p2, %r1, 1;\n  @%p2 bra K1;\n"
    "  setp.eq.u32 %p2, %r1, 2;\n  @%p2 bra K2;\n"
    "  setp.eq.u32 %p2, %r1, 3;\n  @%p2 bra K3;\n"
    "  setp.eq.u32 %p2, %r1, 4;\n  @%p2 bra K4;\n"
    "  setp.eq.u32 %p2, %r1, 5;\n  @%p2 bra K5;\n"
    "  @%p1 ld.shared.u32 %r20, [%r12];\n  bar.sync 0;\n"
    "  @%p1 st.shared.u32 [%r13], %r14;\n  bra DONE;\n"
    "K1:\n  @%p1 ld.shared.u64 %rd10, [%r12];\n  bar.sync 0;\n"
    "  @%p1 mov.b64 {%r20, %r21}, %rd10;\n"
    "  @%p1 st.shared.u64 [%r13], %rd11;\n  bra DONE;\n"
    "K2:\n  @%p1 ld.shared.v2.u32 {%r20, %r21}, [%r12];\n  bar.sync 0;\n"
    "  @%p1 st.shared.v2.u32 [%r13], {%r14, %r15};\n  bra DONE;\n"
    "K3:\n  @%p1 ld.shared.v4.u32 {%r20, %r21, %r22, %r23}, [%r12];\n  bar.sync 0;\n"
    "  @%p1 st.shared.v4.u32 [%r13], {%r14, %r15, %r16, %r17};\n  bra DONE;\n"
    "K4:\n  @%p1 ld.shared.u32 %r20, [%rd7];\n  bar.sync 0;\n"
    "  @%p1 st.shared.u32 [%rd8], %r14;\n  bra DONE;\n"
    "K5:\n  @%p1 ld.shared.u32 %r20, [%r12+8];\n  bar.sync 0;\n"
    "  @%p1 st.shared.u32 [%r13+16], %r14;\n"
    "DONE:\n  bar.sync 0;\n"
    "  mul.wide.u32 %rd12, %r2, 16;\n  add.s64 %rd13, %rd1, %rd12;\n"
    "  st.global.v4.u32 [%rd13], {%r20, %r21, %r22, %r23};\n"
    "  ld.shared.u32 %r30, [%r5];\n  ld.shared.u32 %r31, [%r5+1024];\n"
    "  add.s64 %rd14, %rd1, %rd4;\n"
    "  st.global.u32 [%rd14+4096], %r30;\n  st.global.u32 [%rd14+5120], %r31;\n"
    "  setp.eq.u32 %p3, %r2, 0;\n  @%p3 st.global.u32 [%rd1+6144], %r3;\n"
    "  ret;\n}\n";

/* Element bytes a lane of each kind loads and stores; the constant
   offsets of kind 5. */
static const uint32_t kind_bytes[6] = {4, 8, 8, 16, 4, 4};

static uint32_t rnd(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 33);
}

/* Byte offsets for one warp's 32 lanes in one of six patterns, aligned
   to bytes and leaving room for them (and kind 5's offsets). */
static void pattern(uint64_t *s, uint32_t *o, uint32_t bytes)
{
    uint32_t slots = (SH_BYTES - 32) / bytes, l, p = rnd(s) % 6;
    uint32_t base = rnd(s) % (slots - 32 * 2), k = 1 + rnd(s) % 2;
    for (l = 0; l < 32; l++) {
        uint32_t slot;
        switch (p) {
        case 0: slot = base + l; break;                    /* coalesced */
        case 1: slot = base; break;                        /* broadcast */
        case 2: slot = base + l * k; break;                /* strided   */
        case 3: slot = base + (31 - l); break;             /* reversed  */
        case 4: slot = base + (l * 13) % 32; break;        /* permuted  */
        default: slot = rnd(s) % slots; break;             /* repeats   */
        }
        o[l] = slot * bytes;
    }
}

static uint32_t seed_word(uint32_t i)
{
    uint32_t t = i % SH_THREADS, v = t * 2654435761u;
    return i < SH_THREADS ? v : v ^ 1540483477u;
}

/* What the kernel computes: loads into ld[4 t ..], then .shared. */
static void model(uint32_t kind, const uint32_t *idx, const uint32_t *act,
                  uint32_t *ld, uint32_t *mem)
{
    uint32_t t, j, n = kind_bytes[kind] / 4;
    uint32_t lo = kind == 5 ? 8 : 0, so = kind == 5 ? 16 : 0;
    for (t = 0; t < 2 * SH_THREADS; t++)
        mem[t] = seed_word(t);
    for (t = 0; t < SH_THREADS; t++)
        for (j = 0; j < 4; j++)
            ld[4 * t + j] = act[t] && j < n ? mem[(idx[t] + lo) / 4 + j] : 0xdeadbeefu;
    for (t = 0; t < SH_THREADS; t++) {
        uint32_t v[4], a = (idx[SH_THREADS + t] + so) / 4;
        v[0] = t * 7 + 1000;
        v[1] = ~v[0];
        v[2] = v[0] ^ 305419896u;
        v[3] = v[0] + 16777216u;
        if (act[t])
            for (j = 0; j < n; j++)
                mem[a + j] = v[j];
    }
}

static ptxvm_result launch(ptxvm_kernel *k, ptxvm_addr *out, ptxvm_addr *idx,
                           ptxvm_addr *act, uint32_t *kind)
{
    ptxvm_launch l;
    void *args[4];
    args[0] = out;
    args[1] = idx;
    args[2] = act;
    args[3] = kind;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = SH_THREADS;
    l.block.y = l.block.z = 1;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

/* One launch that must fault at thread bad, for the reason why. */
static void check_fault(pv_test *t, ptxvm_vm *vm, ptxvm_kernel *k, ptxvm_addr *dv,
                        uint32_t kind, uint32_t bad, uint32_t off, const char *why)
{
    uint32_t idx[2 * SH_THREADS], act[SH_THREADS], i;
    ptxvm_result r;
    for (i = 0; i < 2 * SH_THREADS; i++)
        idx[i] = (i % 32) * 16;   /* aligned for every kind */
    for (i = 0; i < SH_THREADS; i++)
        act[i] = 1;
    idx[bad] = off;
    ptxvm_memcpy_htod(vm, dv[1], idx, sizeof idx);
    ptxvm_memcpy_htod(vm, dv[2], act, sizeof act);
    r = launch(k, &dv[0], &dv[1], &dv[2], &kind);
    T_CHECK(t, ob_fault_of(vm, r, bad, why),
            "kind %u, thread %u at %#x: %s: %s", kind, bad, off, ptxvm_result_name(r),
            ptxvm_error_message(vm));
}

void unit_exec_shmem(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr dv[3];
    static uint32_t idx[2 * SH_THREADS], act[SH_THREADS], out[1537];
    static uint32_t ld[4 * SH_THREADS], mem[2 * SH_THREADS];
    uint64_t s = 0x243f6a8885a308d3ull;
    uint32_t trial, i, w, kind, buf = 0, bad = 0;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, sh_ptx, sizeof sh_ptx - 1, "sh.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "sh", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof out, &dv[0]);
    ptxvm_mem_alloc(vm, sizeof idx, &dv[1]);
    ptxvm_mem_alloc(vm, sizeof act, &dv[2]);
    for (trial = 0; trial < 600 && !bad; trial++) {
        kind = trial % 6;
        for (w = 0; w < SH_THREADS / 32; w++) {
            uint32_t mode = rnd(&s) % 4, mask = rnd(&s);
            pattern(&s, idx + 32 * w, kind_bytes[kind]);
            pattern(&s, idx + SH_THREADS + 32 * w, kind_bytes[kind]);
            for (i = 0; i < 32; i++) {
                uint32_t on = mode == 0 ? 1u : mode == 1 ? (mask >> i) & 1u :
                              mode == 2 ? i == mask % 32 : 0u;
                act[32 * w + i] = on;
                if (!on && (rnd(&s) & 1)) {   /* an idle lane's address: ignored */
                    idx[32 * w + i] = 0xfffffff0u - 16 * i;
                    idx[SH_THREADS + 32 * w + i] = 3;
                }
            }
        }
        ptxvm_memcpy_htod(vm, dv[1], idx, sizeof idx);
        ptxvm_memcpy_htod(vm, dv[2], act, sizeof act);
        if (launch(k, &dv[0], &dv[1], &dv[2], &kind) != PTXVM_OK) {
            T_CHECK(t, 0, "trial %u kind %u: %s", trial, kind, ptxvm_error_message(vm));
            break;
        }
        ptxvm_memcpy_dtoh(vm, out, dv[0], sizeof out);
        model(kind, idx, act, ld, mem);
        for (i = 0; i < 4 * SH_THREADS && !bad; i++)
            if (out[i] != ld[i]) {
                T_CHECK(t, 0, "trial %u kind %u: thread %u loaded word %u = %08x, not %08x",
                        trial, kind, i / 4, i % 4, out[i], ld[i]);
                bad = 1;
            }
        for (i = 0; i < 2 * SH_THREADS && !bad; i++)
            if (out[1024 + i] != mem[i]) {
                T_CHECK(t, 0, "trial %u kind %u: .shared word %u = %08x, not %08x",
                        trial, kind, i, out[1024 + i], mem[i]);
                bad = 1;
            }
        buf = out[1536];
    }
    T_CHECK(t, trial == 600, "stopped after %u trials", trial);
    for (kind = 0; kind < 6; kind++) {
        check_fault(t, vm, k, dv, kind, 77, 1u << 20, "outside .shared");
        check_fault(t, vm, k, dv, kind, 200, SH_BYTES, "outside .shared");
        check_fault(t, vm, k, dv, kind, 31, 2, "misaligned");
    }
    /* a 32-bit address register plus its offset wraps at 32 bits (suite
       addr_wrap): 0xfffffff0 + 8 stays near the top, outside .shared */
    check_fault(t, vm, k, dv, 5, 40, 0xfffffff0u - buf, "outside .shared");
    ptxvm_mem_free(vm, dv[0]);
    ptxvm_mem_free(vm, dv[1]);
    ptxvm_mem_free(vm, dv[2]);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}
