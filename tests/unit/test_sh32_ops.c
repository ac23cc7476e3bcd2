/* One-word .shared loads and stores (LD_SH32/ST_SH32, src/exec_sh32.c)
   against the general LD and ST (PTXVM_FLAG_NO_FUSION): two blocks of
   48 threads (a full warp and a half warp each) fill a tile, then load
   and store one word a lane under a mask through addresses of every
   shape the fast path knows or must refuse: a run, two half-warp runs
   (whole warps), a stride up or down or none, lanes permuted, a lane
   moved off the stride, onto a neighbour's word, half a word or out of
   .shared, the register below .shared with the offset folded into the
   instruction ([%r+-4]), and a load into its own address register.
   Both modes must leave the same registers and tiles, or fault with the
   same message (the load's line and the lowest bad thread); fused, the
   listing has the new ops, unfused none. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define S3_BLOCK 48u
#define S3_GRID 2u
#define S3_WORDS 256u                        /* the tile: 1024 bytes */
#define S3_OUT (S3_BLOCK * 2u + S3_WORDS)    /* words a block writes */

static const char s3_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry s3(.param .u64 out, .param .u32 mask, .param .u32 stride,"
    " .param .u32 base, .param .u32 hoff, .param .u32 perm, .param .u32 k,"
    " .param .u32 delta, .param .u32 self)\n{\n"
    "  .shared .align 4 .b8 tile[1024];\n"
    "  .reg .pred %p<6>;\n  .reg .b32 %r<32>;\n  .reg .f32 %f<2>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r10, [mask];\n"
    "  ld.param.u32 %r11, [stride];\n  ld.param.u32 %r12, [base];\n"
    "  ld.param.u32 %r13, [hoff];\n  ld.param.u32 %r14, [perm];\n"
    "  ld.param.u32 %r15, [k];\n  ld.param.u32 %r16, [delta];\n"
    "  ld.param.u32 %r17, [self];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, tile;\n  mov.u32 %r18, %ctaid.x;\n"
    "  and.b32 %r19, %r1, 31;\n"
    /* fill: word w = 0x30000 + 7 w + 1000 ctaid (a whole warp, then a half) */
    "  mov.u32 %r3, %r1;\n"
    "FILL:\n"
    "  mad.lo.s32 %r4, %r3, 7, 196608;\n  mad.lo.s32 %r4, %r18, 1000, %r4;\n"
    "  shl.b32 %r5, %r3, 2;\n  add.s32 %r5, %r5, %r2;\n  st.shared.u32 [%r5], %r4;\n"
    "  add.s32 %r3, %r3, 48;\n  setp.lt.u32 %p1, %r3, 256;\n  @%p1 bra FILL;\n"
    "  bar.sync 0;\n"
    /* the address: tile + base + (lane ^ perm) * stride, + hoff in the
       upper half warp, + delta at lane k; -8 in the register, +8 in the
       instruction */
    "  xor.b32 %r6, %r19, %r14;\n  mad.lo.s32 %r6, %r6, %r11, %r2;\n"
    "  add.s32 %r6, %r6, %r12;\n  add.s32 %r6, %r6, -8;\n"
    "  setp.ge.u32 %p2, %r19, 16;\n  @%p2 add.s32 %r6, %r6, %r13;\n"
    "  setp.eq.u32 %p3, %r19, %r15;\n  @%p3 add.s32 %r6, %r6, %r16;\n"
    "  shr.u32 %r7, %r10, %r19;\n  and.b32 %r7, %r7, 1;\n  setp.eq.u32 %p4, %r7, 1;\n"
    "  mov.u32 %r8, 57005;\n  mov.u32 %r9, 48879;\n"
    "  add.s32 %r20, %r1, 3000;\n  add.s32 %r21, %r6, 12;\n"
    "  setp.ne.u32 %p5, %r17, 0;\n  @%p5 bra SELF;\n"
    "  @%p4 ld.shared.u32 %r8, [%r6+8];\n"                 /* line 33 */
    "  @%p4 ld.shared.f32 %f1, [%r21+-4];\n"
    "  @%p4 mov.b32 %r9, %f1;\n"
    "  @%p4 st.shared.u32 [%r6+8], %r20;\n"                /* line 36 */
    "  bra.uni DONE;\n"
    "SELF:\n"
    "  @%p4 ld.shared.u32 %r6, [%r6+8];\n"
    "  @%p4 mov.u32 %r8, %r6;\n"
    "DONE:\n"
    "  bar.sync 0;\n"
    "  mad.lo.s32 %r22, %r18, 352, %r1;\n"                   /* S3_OUT words a block */
    "  mul.wide.u32 %rd2, %r22, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r8;\n  st.global.u32 [%rd3+192], %r9;\n"
    "  mov.u32 %r3, %r1;\n"
    "DUMP:\n"
    "  shl.b32 %r5, %r3, 2;\n  add.s32 %r5, %r5, %r2;\n  ld.shared.u32 %r4, [%r5];\n"
    "  mad.lo.s32 %r23, %r18, 352, %r3;\n"
    "  mul.wide.u32 %rd4, %r23, 4;\n  add.s64 %rd5, %rd1, %rd4;\n"
    "  st.global.u32 [%rd5+384], %r4;\n"
    "  add.s32 %r3, %r3, 48;\n  setp.lt.u32 %p1, %r3, 256;\n  @%p1 bra DUMP;\n"
    "  ret;\n}\n";

typedef struct s3_run {
    ob_vm r;
    ptxvm_addr out;
    const char *mode;
} s3_run;

static int s3_open(pv_test *t, s3_run *s, uint32_t flags)
{
    s->mode = flags ? "unfused" : "fused";
    if (!ob_open(t, &s->r, s3_ptx, sizeof s3_ptx - 1, "s3.ptx", "s3", flags, s->mode))
        return 0;
    s->out = ob_out(&s->r, (size_t)S3_GRID * S3_OUT * 4);
    return 1;
}

/* One launch: the result, the output words in got, the message in msg. */
static ptxvm_result s3_launch(s3_run *s, const uint32_t *p, uint32_t *got, char *msg,
                              size_t cap)
{
    void *args[9];
    uint32_t v[8], i;
    ptxvm_result rc;
    args[0] = &s->out;
    for (i = 0; i < 8; i++) {
        v[i] = p[i];
        args[i + 1] = &v[i];
    }
    ptxvm_memset(s->r.vm, s->out, 0x5a, (size_t)S3_GRID * S3_OUT * 4);
    rc = ob_launch_k(s->r.k, S3_GRID, 1, S3_BLOCK, 0, args);
    msg[0] = 0;
    if (rc != PTXVM_OK)
        snprintf(msg, cap, "%s", ptxvm_error_message(s->r.vm));
    ptxvm_memcpy_dtoh(s->r.vm, got, s->out, (size_t)S3_GRID * S3_OUT * 4);
    return rc;
}

static void s3_listing(pv_test *t, s3_run *s, int fused)
{
    char *dis = ob_listing(s->r.k);
    if (!dis) {
        T_CHECK(t, 0, "%s: no listing", s->mode);
        return;
    }
    if (fused) {
        /* fill, load, f32 load, store, self load, dump */
        T_CHECK(t, ob_count(dis, "LD_SH32") == 4 && ob_count(dis, "ST_SH32") == 2,
                "fused: %d LD_SH32, %d ST_SH32\n%s", ob_count(dis, "LD_SH32"),
                ob_count(dis, "ST_SH32"), dis);
    } else {
        T_CHECK(t, ob_count(dis, "_SH32") == 0, "unfused: new ops\n%s", dis);
    }
    free(dis);
}

void unit_sh32_ops(pv_test *t)
{
    /* whole, half and scattered warps, one lane, all but the ends */
    static const uint32_t masks[] = {0xffffffffu, 0x0000ffffu, 0xffff0000u, 0x7ffffffeu,
                                     0x55555555u, 0x80000001u, 0x00000001u, 0x00f0f000u};
    static const uint32_t strides[] = {4u, 0u - 64u, 68u, 0u, 8u, 0u - 4u};
    static const uint32_t bases[] = {0u, 512u, 0u - 8u};
    /* the upper half: right after the lower (one run), a row on, back,
       over the lower half's last 8 words (stores: the upper half wins) */
    static const uint32_t hoffs[] = {0u, 64u, 0u - 128u, 0u - 32u};
    /* lane k moved by delta: not at all, a word on, onto lane 18's word,
       half a word, out of .shared */
    static const uint32_t kd[][2] = {{99u, 0u}, {3u, 4u}, {17u, 4u}, {20u, 2u},
                                     {31u, 4096u}};
    static uint32_t got_f[S3_GRID * S3_OUT], got_u[S3_GRID * S3_OUT];
    s3_run f, u;
    uint32_t p[8], i, j, b, h, q, c, self, n = 0, faults = 0, bad = 0;
    char msg_f[512], msg_u[512];
    if (!s3_open(t, &f, 0))
        return;
    if (!s3_open(t, &u, PTXVM_FLAG_NO_FUSION)) {
        ob_close(t, &f.r, "fused");
        return;
    }
    s3_listing(t, &f, 1);
    s3_listing(t, &u, 0);
    for (self = 0; self < 2; self++)
        for (i = 0; i < sizeof masks / sizeof *masks; i++)
            for (j = 0; j < sizeof strides / sizeof *strides; j++)
                for (b = 0; b < sizeof bases / sizeof *bases; b++)
                    for (h = 0; h < sizeof hoffs / sizeof *hoffs; h++)
                        for (q = 0; q < 2; q++)
                            for (c = 0; c < sizeof kd / sizeof *kd; c++) {
                                ptxvm_result rf, ru;
                                p[0] = masks[i];
                                p[1] = strides[j];
                                p[2] = bases[b];
                                p[3] = hoffs[h];
                                p[4] = q ? 5u : 0u;
                                p[5] = kd[c][0];
                                p[6] = kd[c][1];
                                p[7] = self;
                                rf = s3_launch(&f, p, got_f, msg_f, sizeof msg_f);
                                ru = s3_launch(&u, p, got_u, msg_u, sizeof msg_u);
                                n++;
                                faults += ru != PTXVM_OK;
                                if (rf == ru && strcmp(msg_f, msg_u) == 0 &&
                                    (ru != PTXVM_OK ||
                                     memcmp(got_f, got_u, sizeof got_f) == 0))
                                    continue;
                                T_CHECK(t, bad++ > 3,
                                        "mask %#x stride %d base %d hoff %d perm %u "
                                        "k %u delta %u self %u: fused %s \"%s\", "
                                        "unfused %s \"%s\"%s", p[0], (int)p[1], (int)p[2],
                                        (int)p[3], p[4], p[5], p[6], p[7],
                                        ptxvm_result_name(rf), msg_f, ptxvm_result_name(ru),
                                        msg_u, rf == ru && ru == PTXVM_OK ?
                                        ", words differ" : "");
                            }
    T_CHECK(t, bad == 0, "%u of %u launches differ", bad, n);
    /* the out-of-.shared and misaligned lanes did fault, naming the load */
    T_CHECK(t, faults > n / 8 && faults < n, "%u faults in %u launches", faults, n);
    T_CHECK(t, n == 2 * 8 * 6 * 3 * 4 * 2 * 5, "%u launches", n);
    ob_close(t, &u.r, "unfused");
    ob_close(t, &f.r, "fused");
}
