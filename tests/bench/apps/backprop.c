/* backprop: one training step of a 262144-16-1 network (backprop.cu):
   the input layer's forward pass and its weight update on the device,
   the hidden sums, squashing, output layer and deltas on the host (the
   same host code on both sides). The twin forms the same products, adds
   each block's 16 in the kernel's tree order and updates each weight
   with the same fmaf: weights and momenta must be bit-identical. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define IN (1 << 18)
#define HID 16
#define H 16
#define BLOCKS (IN / H)
#define ETA 0.3f
#define MOMENTUM 0.3f

typedef struct {
    float *input;              /* IN + 1, input[0] the bias unit */
    float *w0, *oldw0;         /* (IN + 1) x (HID + 1), the starting weights */
    float *w_vm, *oldw_vm, *w_c, *oldw_c;
    float *partial;            /* BLOCKS x HID */
    float hw[HID + 1];         /* hidden -> output weights */
    float delta_vm[HID + 1], delta_c[HID + 1];
    ptxvm_addr d_input, d_w, d_oldw, d_partial, d_delta;
} bp_state;

static float bp_squash(float x)
{
    return 1.0f / (1.0f + expf(-x));
}

/* The host's part between the kernels: hidden units from the partial
   sums, the output unit, the hidden deltas (target 0.1). */
static void bp_hidden_deltas(const bp_state *st, const float *partial, const float *w,
                             float *delta)
{
    float hidden[HID + 1], out = st->hw[0];
    hidden[0] = 1.0f;
    for (int j = 1; j <= HID; j++) {
        float sum = 0.0f;
        for (int b = 0; b < BLOCKS; b++)
            sum += partial[b * HID + j - 1];
        hidden[j] = bp_squash(sum + w[j]);
    }
    for (int j = 1; j <= HID; j++)
        out += hidden[j] * st->hw[j];
    out = bp_squash(out);
    float dout = out * (1.0f - out) * (0.1f - out);
    delta[0] = 0.0f;
    for (int j = 1; j <= HID; j++)
        delta[j] = hidden[j] * (1.0f - hidden[j]) * st->hw[j] * dout;
}

static void *bp_init(void)
{
    size_t nw = (size_t)(IN + 1) * (HID + 1);
    bp_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->input = malloc((IN + 1) * sizeof(float));
    st->partial = malloc((size_t)BLOCKS * HID * sizeof(float));
    float **w[] = {&st->w0, &st->oldw0, &st->w_vm, &st->oldw_vm, &st->w_c, &st->oldw_c};
    for (size_t i = 0; i < sizeof w / sizeof *w; i++)
        if (!(*w[i] = malloc(nw * sizeof(float))))
            return NULL;
    if (!st->input || !st->partial)
        return NULL;
    unsigned s = 777;
    st->input[0] = 1.0f;
    for (int i = 1; i <= IN; i++) {
        s = s * 1664525u + 1013904223u;
        st->input[i] = (float)(s >> 8) * (1.0f / 16777216.0f);
    }
    for (size_t i = 0; i < nw; i++) {
        s = s * 1664525u + 1013904223u;
        st->w0[i] = ((float)(s >> 8) * (1.0f / 16777216.0f) - 0.5f) * 0.001f;
        st->oldw0[i] = 0.0f;
    }
    for (int j = 0; j <= HID; j++) {
        s = s * 1664525u + 1013904223u;
        st->hw[j] = (float)(s >> 8) * (1.0f / 16777216.0f) - 0.5f;
    }
    return st;
}

static int bp_upload(void *p, app_vm *v)
{
    bp_state *st = p;
    size_t nw = (size_t)(IN + 1) * (HID + 1) * sizeof(float);
    st->d_input = app_alloc(v, st->input, (IN + 1) * sizeof(float));
    st->d_w = app_alloc(v, NULL, nw);
    st->d_oldw = app_alloc(v, NULL, nw);
    st->d_partial = app_alloc(v, NULL, (size_t)BLOCKS * HID * sizeof(float));
    st->d_delta = app_alloc(v, NULL, (HID + 1) * sizeof(float));
    return 0;
}

static int bp_vm_run(void *p, app_vm *v)
{
    bp_state *st = p;
    size_t nw = (size_t)(IN + 1) * (HID + 1) * sizeof(float);
    int hid = HID, in = IN;
    float eta = ETA, momentum = MOMENTUM;
    (void)in;
    /* the step updates the weights in place: start from the same ones */
    app_upload(v, st->d_w, st->w0, nw);
    app_upload(v, st->d_oldw, st->oldw0, nw);
    void *a1[] = {&st->d_input, &st->d_w, &st->d_partial, &hid};
    app_launch(v, "_Z13layer_forwardPKfS0_Pfi", 1, BLOCKS, 1, H, H, 1, 0, a1);
    app_fetch(v, st->partial, st->d_partial, (size_t)BLOCKS * HID * sizeof(float));
    bp_hidden_deltas(st, st->partial, st->w0, st->delta_vm);
    app_upload(v, st->d_delta, st->delta_vm, sizeof st->delta_vm);
    void *a2[] = {&st->d_delta, &hid, &st->d_input, &st->d_w, &st->d_oldw, &eta, &momentum};
    app_launch(v, "_Z14adjust_weightsPKfiS0_PfS1_ff", 1, BLOCKS, 1, H, H, 1, 0, a2);
    return 0;
}

static int bp_vm_download(void *p, app_vm *v)
{
    bp_state *st = p;
    size_t nw = (size_t)(IN + 1) * (HID + 1) * sizeof(float);
    app_fetch(v, st->w_vm, st->d_w, nw);
    app_fetch(v, st->oldw_vm, st->d_oldw, nw);
    return 0;
}

AU_FMA_CLONES
static void bp_c_run(void *p, int part, int nparts)
{
    bp_state *st = p;
    int lo = BLOCKS * part / nparts, hi = BLOCKS * (part + 1) / nparts;
    size_t row_lo = (size_t)H * lo + 1, row_hi = (size_t)H * hi + 1;
    if (part == 0)
        row_lo = 0;
    memcpy(st->w_c + row_lo * (HID + 1), st->w0 + row_lo * (HID + 1),
           (row_hi - row_lo) * (HID + 1) * sizeof(float));
    memcpy(st->oldw_c + row_lo * (HID + 1), st->oldw0 + row_lo * (HID + 1),
           (row_hi - row_lo) * (HID + 1) * sizeof(float));
    for (int b = lo; b < hi; b++)
        for (int j = 0; j < HID; j++) {
            float prod[H];
            for (int t = 0; t < H; t++) {
                int row = H * b + t + 1;
                prod[t] = st->w_c[(HID + 1) * row + j + 1] * st->input[row];
            }
            for (int step = 1; step < H; step *= 2)
                for (int t = 0; t < H; t += 2 * step)
                    prod[t] += prod[t + step];
            st->partial[b * HID + j] = prod[0];
        }
    app_c_sync();
    if (part == 0)
        bp_hidden_deltas(st, st->partial, st->w0, st->delta_c);
    app_c_sync();
    for (size_t row = row_lo ? row_lo : 1; row < row_hi; row++)
        for (int col = 1; col <= HID; col++) {
            size_t k = (HID + 1) * row + col;
            float dw = fmaf(MOMENTUM, st->oldw_c[k], ETA * st->delta_c[col] * st->input[row]);
            st->w_c[k] += dw;
            st->oldw_c[k] = dw;
        }
    if (part == 0)
        for (int col = 1; col <= HID; col++) {
            float db = fmaf(MOMENTUM, st->oldw_c[col], ETA * st->delta_c[col]);
            st->w_c[col] += db;
            st->oldw_c[col] = db;
        }
}

static int bp_check(void *p, char *why, size_t cap)
{
    bp_state *st = p;
    size_t nw = (size_t)(IN + 1) * (HID + 1);
    for (size_t i = 0; i < nw; i++)
        if (memcmp(&st->w_vm[i], &st->w_c[i], sizeof(float)) ||
            memcmp(&st->oldw_vm[i], &st->oldw_c[i], sizeof(float))) {
            snprintf(why, cap, "weight %zu: %.9g (momentum %.9g), twin %.9g (%.9g)", i,
                     st->w_vm[i], st->oldw_vm[i], st->w_c[i], st->oldw_c[i]);
            return 1;
        }
    return 0;
}

static void bp_fini(void *p)
{
    bp_state *st = p;
    if (!st)
        return;
    free(st->input);
    free(st->partial);
    free(st->w0);
    free(st->oldw0);
    free(st->w_vm);
    free(st->oldw_vm);
    free(st->w_c);
    free(st->oldw_c);
    free(st);
}

const bench_app app_backprop = {"backprop", "backprop.ptx", "262144 inputs, 16 hidden, 1 step",
                                bp_init, bp_upload, bp_vm_run, bp_vm_download, bp_c_run,
                                bp_check, bp_fini};
