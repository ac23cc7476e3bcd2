/* Global loads and stores of one element a lane under partial masks
   (src/exec_gmem.c: a few lanes' one-region span, the partial-warp
   gathers, the narrow loads' loops, the entries that skip do_ld's frame)
   against the general path: the same kernel on a VM whose buffers are
   allocations (the fast paths) and on one whose buffers are callback
   memory (every lane through access_mem). Elements of 1, 2, 4 and 8
   bytes, zero- and sign-extended into 32- and 64-bit registers, narrow
   stores from both; one lane, a few scattered, a dozen, 16 scattered, 10
   in a row, the low half, all but one and all 32 lanes active; lanes at random, on one address, on a run, at the
   buffer's last element, split over two buffers; one lane past the end
   or misaligned (a fault naming that thread in both). The same words
   in the output and in the buffers, or the same fault. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define GL_T     64u        /* threads a block, two blocks */
#define GL_N     (2u * GL_T)
#define GL_BYTES 256u       /* each of the two buffers */

static const char gl_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry gl(.param .u64 buf, .param .u64 buf2, .param .u64 offs,"
    " .param .u64 sel, .param .u64 act, .param .u64 out, .param .u32 kind)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<20>;\n"
    "  ld.param.u64 %rd1, [buf];\n  ld.param.u64 %rd2, [buf2];\n"
    "  ld.param.u64 %rd3, [offs];\n  ld.param.u64 %rd4, [sel];\n"
    "  ld.param.u64 %rd5, [act];\n  ld.param.u64 %rd6, [out];\n"
    "  ld.param.u32 %r1, [kind];\n"
    "  mov.u32 %r2, %tid.x;\n  mov.u32 %r3, %ctaid.x;\n  mov.u32 %r4, %ntid.x;\n"
    "  mad.lo.s32 %r2, %r3, %r4, %r2;\n"
    "  mul.wide.u32 %rd7, %r2, 8;\n  mul.wide.u32 %rd8, %r2, 4;\n"
    "  add.s64 %rd9, %rd3, %rd7;\n  ld.global.u64 %rd10, [%rd9];\n"
    "  add.s64 %rd9, %rd4, %rd8;\n  ld.global.u32 %r5, [%rd9];\n"
    "  add.s64 %rd9, %rd5, %rd8;\n  ld.global.u32 %r6, [%rd9];\n"
    "  setp.ne.u32 %p1, %r6, 0;\n  setp.ne.u32 %p3, %r5, 0;\n"
    "  selp.b64 %rd11, %rd2, %rd1, %p3;\n  add.s64 %rd11, %rd11, %rd10;\n"
    "  cvt.u64.u32 %rd12, %r2;\n  mul.lo.u64 %rd12, %rd12, -7046029254386353131;\n"
    "  cvt.u32.u64 %r7, %rd12;\n"
    "  mov.u32 %r8, -559038737;\n  mov.b64 %rd13, -2401053088876216593;\n"
    "  add.s64 %rd14, %rd6, %rd7;\n"
#define GL_K(n) "  setp.eq.u32 %p2, %r1, " #n ";\n  @%p2 bra K" #n ";\n"
    GL_K(1) GL_K(2) GL_K(3) GL_K(4) GL_K(5) GL_K(6) GL_K(7) GL_K(8)
    GL_K(9) GL_K(10) GL_K(11) GL_K(12) GL_K(13)
#undef GL_K
    "  @%p1 ld.global.u8 %r8, [%rd11];\n  bra W32;\n"
    "K1:\n  @%p1 ld.global.s8 %r8, [%rd11];\n  bra W32;\n"
    "K2:\n  @%p1 ld.global.u16 %r8, [%rd11];\n  bra W32;\n"
    "K3:\n  @%p1 ld.global.s16 %r8, [%rd11];\n  bra W32;\n"
    "K4:\n  @%p1 ld.global.u32 %r8, [%rd11];\n  bra W32;\n"
    "K5:\n  @%p1 ld.global.u64 %rd13, [%rd11];\n  bra W64;\n"
    "K6:\n  @%p1 ld.global.s32 %rd13, [%rd11];\n  bra W64;\n"
    "K7:\n  @%p1 ld.global.s8 %rd13, [%rd11];\n  bra W64;\n"
    "K8:\n  @%p1 ld.u16 %rd13, [%rd11];\n  bra W64;\n"
    "K9:\n  @%p1 st.global.u8 [%rd11], %r7;\n  bra DONE;\n"
    "K10:\n  @%p1 st.global.u16 [%rd11], %r7;\n  bra DONE;\n"
    "K11:\n  @%p1 st.global.u32 [%rd11], %r7;\n  bra DONE;\n"
    "K12:\n  @%p1 st.global.u64 [%rd11], %rd12;\n  bra DONE;\n"
    "K13:\n  @%p1 st.u16 [%rd11], %rd12;\n  bra DONE;\n"
    "W32:\n  cvt.u64.u32 %rd13, %r8;\n"
    "W64:\n  st.global.u64 [%rd14], %rd13;\n"
    "DONE:\n  ret;\n}\n";

/* element size of each kind; kinds from 9 store */
static const uint32_t gl_size[14] = {1, 1, 2, 2, 4, 8, 4, 1, 2, 1, 2, 4, 8, 2};

typedef struct gl_cb {
    uint8_t bytes[GL_BYTES];
} gl_cb;

static ptxvm_result gl_load(void *user, uint64_t off, void *dst, size_t n)
{
    gl_cb *c = (gl_cb *)user;
    if (off > GL_BYTES || n > GL_BYTES - off)
        return PTXVM_E_MEMORY_FAULT;
    memcpy(dst, c->bytes + off, n);
    return PTXVM_OK;
}

static ptxvm_result gl_store(void *user, uint64_t off, const void *src, size_t n)
{
    gl_cb *c = (gl_cb *)user;
    if (off > GL_BYTES || n > GL_BYTES - off)
        return PTXVM_E_MEMORY_FAULT;
    memcpy(c->bytes + off, src, n);
    return PTXVM_OK;
}

typedef struct gl_side {
    ob_vm r;
    int slow;
    gl_cb cb[2];
    ptxvm_mem_callbacks cbs;
    ptxvm_addr buf[2], offs, sel, act, out;
} gl_side;

static int gl_open(pv_test *t, gl_side *s, int slow)
{
    uint32_t b;
    memset(s, 0, sizeof *s);
    if (!ob_open(t, &s->r, gl_ptx, sizeof gl_ptx - 1, "gl.ptx", "gl", 0,
                 slow ? "callback" : "allocated"))
        return 0;
    s->slow = slow;
    s->cbs.load = gl_load;
    s->cbs.store = gl_store;
    s->cbs.struct_size = (uint32_t)sizeof s->cbs;
    for (b = 0; b < 2; b++) {
        if (!slow) {
            s->buf[b] = ob_out(&s->r, GL_BYTES);
        } else if (ptxvm_mem_map_callbacks(s->r.vm, GL_BYTES, &s->cbs, &s->cb[b],
                                           &s->buf[b]) != PTXVM_OK) {
            T_CHECK(t, 0, "callback map: %s", ptxvm_error_message(s->r.vm));
            ob_close(t, &s->r, "callback");
            return 0;
        }
    }
    s->offs = ob_out(&s->r, GL_N * 8);
    s->sel = ob_out(&s->r, GL_N * 4);
    s->act = ob_out(&s->r, GL_N * 4);
    s->out = ob_out(&s->r, GL_N * 8);
    return 1;
}

/* One launch of kind over the buffers' initial bytes init: the result,
   out's words and both buffers' bytes after it, a fault's message. */
static ptxvm_result gl_launch(gl_side *s, uint32_t kind, const uint8_t *init,
                              const uint64_t *offs, const uint32_t *sel, const uint32_t *act,
                              uint64_t *out, uint8_t *bytes, char *msg, size_t cap)
{
    void *args[7];
    ptxvm_result rc;
    uint32_t b;
    for (b = 0; b < 2; b++) {
        if (s->slow)
            memcpy(s->cb[b].bytes, init + b * GL_BYTES, GL_BYTES);
        else
            ptxvm_memcpy_htod(s->r.vm, s->buf[b], init + b * GL_BYTES, GL_BYTES);
    }
    ptxvm_memcpy_htod(s->r.vm, s->offs, offs, GL_N * 8);
    ptxvm_memcpy_htod(s->r.vm, s->sel, sel, GL_N * 4);
    ptxvm_memcpy_htod(s->r.vm, s->act, act, GL_N * 4);
    ptxvm_memset(s->r.vm, s->out, 0x5a, GL_N * 8);
    args[0] = &s->buf[0];
    args[1] = &s->buf[1];
    args[2] = &s->offs;
    args[3] = &s->sel;
    args[4] = &s->act;
    args[5] = &s->out;
    args[6] = &kind;
    rc = ob_launch(&s->r, 2, 1, GL_T, 0, args);
    snprintf(msg, cap, "%s", rc == PTXVM_OK ? "" : ptxvm_error_message(s->r.vm));
    ptxvm_memcpy_dtoh(s->r.vm, out, s->out, GL_N * 8);
    for (b = 0; b < 2; b++) {
        if (s->slow)
            memcpy(bytes + b * GL_BYTES, s->cb[b].bytes, GL_BYTES);
        else
            ptxvm_memcpy_dtoh(s->r.vm, bytes + b * GL_BYTES, s->buf[b], GL_BYTES);
    }
    return rc;
}

static uint32_t gl_rand(uint32_t *x)
{
    *x = *x * 1664525u + 1013904223u;
    return *x >> 8;
}

/* The thread a fault message names, or -1. */
static int gl_thread(const char *msg)
{
    const char *p = strstr(msg, "thread (");
    unsigned x;
    if (!p || sscanf(p, "thread (%u,", &x) != 1)
        return -1;
    return (int)x;
}

enum { GL_MASKS = 9, GL_SHAPES = 8 };

/* The active lanes of warp w for mask pattern mk. */
static uint32_t gl_mask(uint32_t mk, uint32_t w, uint32_t *seed)
{
    uint32_t m = 0, i;
    switch (mk) {
    case 0: return 1u << (w * 7u % 32u);                /* one lane */
    case 1: return 0x80000001u;                         /* the two ends */
    case 2:                                             /* 3-8 scattered */
        for (i = 0; i < 3u + gl_rand(seed) % 6u; i++)
            m |= 1u << (gl_rand(seed) % 32u);
        return m;
    case 3:                                             /* about a dozen */
        for (i = 0; i < 14u; i++)
            m |= 1u << (gl_rand(seed) % 32u);
        return m;
    case 4: return ~(1u << (gl_rand(seed) % 32u));      /* all but one */
    case 5: return 0xffffu;                             /* the low half */
    case 6: return w & 1u ? 0xaaaaaaaau : 0x55555555u;  /* 16 scattered */
    case 7: return 0x3ff00u << (w & 3u);                /* 10 in a row */
    default: return ~0u;
    }
}

void unit_gmem_lanes(pv_test *t)
{
    static uint8_t init[2 * GL_BYTES], bf[2 * GL_BYTES], bs[2 * GL_BYTES];
    static uint64_t offs[GL_N], of[GL_N], os[GL_N];   /* offsets; out words */
    static uint32_t sel[GL_N], act[GL_N];
    gl_side f, s;
    uint32_t kind, mk, sh, i, seed = 12345u, n = 0, faults = 0, bad = 0;
    char mf[512], ms[512];
    for (i = 0; i < sizeof init; i++)
        init[i] = (uint8_t)(i * 37u + 11u);     /* high bits set in some */
    if (!gl_open(t, &f, 0))
        return;
    if (!gl_open(t, &s, 1)) {
        ob_close(t, &f.r, "allocated");
        return;
    }
    for (kind = 0; kind < 14; kind++)
        for (mk = 0; mk < GL_MASKS; mk++)
            for (sh = 0; sh < GL_SHAPES; sh++) {
                const uint32_t size = gl_size[kind], qb = GL_BYTES / 4u, qe = qb / size;
                ptxvm_result rf, rs;
                uint32_t w, l, lf;
                for (w = 0; w < GL_N / 32u; w++) {
                    const uint32_t m = gl_mask(mk, w, &seed), q = w * (GL_BYTES / 4u);
                    for (l = 0; l < 32u; l++) {
                        const uint32_t g = w * 32u + l;
                        act[g] = (m >> l) & 1u;
                        sel[g] = 0;
                        /* warp w keeps to its quarter of each buffer:
                           blocks on two workers store in no set order */
                        switch (sh) {
                        case 1: offs[g] = q + (w % 3u) * size; break;       /* one address */
                        case 2: offs[g] = q + (l * size) % qb; break;    /* runs, halves */
                        case 3:              /* the quarter's last elements: the end's */
                            offs[g] = q + qb - size * (1u + gl_rand(&seed) % 2u);
                            break;
                        case 4:                                 /* two buffers */
                            offs[g] = q + (uint64_t)(gl_rand(&seed) % qe) * size;
                            sel[g] = gl_rand(&seed) & 1u;
                            break;
                        default:        /* random (5-7: one lane to fault below) */
                            offs[g] = q + (uint64_t)(gl_rand(&seed) % qe) * size;
                            break;
                        }
                        if (!act[g])        /* idle lanes point nowhere */
                            offs[g] = 0x7fff0000u + g;
                    }
                }
                /* 5: one active lane past the end; 6: misaligned (bytes:
                   a small element stays aligned, then at the end's edge) */
                lf = GL_N;
                if (sh >= 5 && sh <= 6) {
                    for (i = 0; i < GL_N; i++) {
                        const uint32_t g = (i * 29u + kind + mk) % GL_N;
                        if (act[g]) {
                            lf = g;
                            break;
                        }
                    }
                    if (lf < GL_N)
                        offs[lf] = sh == 5 ? GL_BYTES - (size > 1 ? size / 2u : 0u)
                                           : (size > 1 ? offs[lf] + 1u : GL_BYTES);
                }
                if (sh == 7) {          /* a random lane far below the buffer */
                    for (i = 0; i < GL_N; i++)
                        if (act[(i * 13u + kind) % GL_N]) {
                            lf = (i * 13u + kind) % GL_N;
                            offs[lf] = (uint64_t)0 - 4096u;
                            break;
                        }
                }
                rf = gl_launch(&f, kind, init, offs, sel, act, of, bf, mf, sizeof mf);
                rs = gl_launch(&s, kind, init, offs, sel, act, os, bs, ms, sizeof ms);
                n++;
                if (rf != PTXVM_OK)
                    faults++;
                if (rf == rs &&
                    (rf == PTXVM_OK ? !memcmp(of, os, sizeof of) && !memcmp(bf, bs, sizeof bf)
                                    : rf == PTXVM_E_MEMORY_FAULT && gl_thread(mf) >= 0 &&
                                          gl_thread(mf) == gl_thread(ms)) &&
                    (lf < GL_N) == (rf != PTXVM_OK))
                    continue;
                T_CHECK(t, bad++ > 3, "kind %u mask %u shape %u: allocated %s \"%s\", "
                        "callback %s \"%s\" (lane %u to fault)", kind, mk, sh,
                        ptxvm_result_name(rf), mf, ptxvm_result_name(rs), ms, lf);
            }
    T_CHECK(t, bad == 0, "%u of %u launches differ", bad, n);
    T_CHECK(t, faults > 0 && faults < n / 2, "%u faults in %u launches", faults, n);
    ob_close(t, &s.r, "callback");
    ob_close(t, &f.r, "allocated");
}
