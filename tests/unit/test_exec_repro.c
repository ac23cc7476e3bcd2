/* Hand-reduced PTX of disagreements the differential tests found
   (tests/exec/repro/, each file says what it shows): one warp of 32
   lanes, in[l] from a fixed generator, every output word against what a
   GPU computes. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t u32;

#define RP_LANES 32

static u32 rp_input(u32 l) { return (l * 2654435761u) ^ (l * 40503u) >> 3; }

/* label_merge: each side's mask, and its side */
static void want_label_merge(const u32 *in, u32 *o)
{
    u32 l, side0 = 0;
    for (l = 0; l < RP_LANES; l++)
        if ((int32_t)in[l] % 3 == 0)
            side0 |= 1u << l;
    for (l = 0; l < RP_LANES; l++) {
        int s = side0 >> l & 1;
        o[2 * l] = s ? side0 : ~side0;
        o[2 * l + 1] = s ? 1 : 2;
    }
}

/* rendezvous: the ballot of every lane's own predicate */
static void want_rendezvous(const u32 *in, u32 *o)
{
    u32 l, b = 0;
    for (l = 0; l < RP_LANES; l++)
        if (in[l] & (l & 1 ? 1u : 2u))
            b |= 1u << l;
    for (l = 0; l < RP_LANES; l++)
        o[l] = b;
}

typedef struct rp_case {
    const char *file, *kernel;
    unsigned w;                        /* output words per lane */
    void (*want)(const u32 *in, u32 *o);
} rp_case;
static const rp_case RP[] = {
    {"tests/exec/repro/label_merge.ptx", "label_merge", 2, want_label_merge},
    {"tests/exec/repro/rendezvous.ptx", "rendezvous", 1, want_rendezvous},
};

static void rp_run(pv_test *t, const rp_case *c)
{
    u32 in[RP_LANES], got[2 * RP_LANES], want[2 * RP_LANES], l, bad = 0;
    size_t len, nw = (size_t)RP_LANES * c->w, j;
    char *text = test_read_file(c->file, &len);
    test_alloc A;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_addr din = 0, dout = 0;
    ptxvm_launch L;
    ptxvm_result r;
    void *args[2];
    T_CHECK(t, text != NULL, "read %s", c->file);
    test_config(&cfg, &A);
    if (!text || ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        free(text);
        return;
    }
    for (l = 0; l < RP_LANES; l++)
        in[l] = rp_input(l);
    memset(got, 0xa5, sizeof got);
    r = ptxvm_module_load(vm, text, len, c->file, &m);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, c->kernel, &k);
    if (r == PTXVM_OK && (ptxvm_mem_alloc(vm, sizeof in, &din) != PTXVM_OK ||
                          ptxvm_mem_alloc(vm, sizeof got, &dout) != PTXVM_OK))
        r = PTXVM_E_NO_MEMORY;
    T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", c->file, ptxvm_result_name(r), ptxvm_error_message(vm));
    if (r == PTXVM_OK) {
        ptxvm_memcpy_htod(vm, din, in, sizeof in);
        ptxvm_memcpy_htod(vm, dout, got, sizeof got);
        args[0] = &din;
        args[1] = &dout;
        test_launch_1d(&L, 1, RP_LANES, args);
        r = ptxvm_launch_kernel(k, &L, NULL);
        T_CHECK(t, r == PTXVM_OK, "%s: launch: %s: %s", c->kernel, ptxvm_result_name(r),
                ptxvm_error_message(vm));
        if (r == PTXVM_OK) {
            ptxvm_memcpy_dtoh(vm, got, dout, nw * 4);
            c->want(in, want);
            for (j = 0; j < nw; j++)
                if (got[j] != want[j] && bad++ < 4)
                    T_CHECK(t, 0, "%s: lane %u word %u = 0x%08x, want 0x%08x", c->kernel,
                            (unsigned)(j / c->w), (unsigned)(j % c->w), got[j], want[j]);
        }
    }
    ptxvm_destroy(vm);
    free(text);
    T_CHECK(t, A.live == 0, "%s: %ld bytes leaked", c->file, A.live);
}

void unit_exec_repro(pv_test *t)
{
    unsigned i;
    for (i = 0; i < sizeof RP / sizeof RP[0]; i++)
        if (test_begin(t, "exec_repro %s", RP[i].kernel)) {
            rp_run(t, &RP[i]);
            test_end(t);
        }
}
