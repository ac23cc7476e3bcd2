/* Inputs and the twin runner (dg_run.h). */
#include "dg_run.h"
#include <stdlib.h>
#include <string.h>

dg_thread dg_cur;

size_t dg_in_words(const dg_prog *p) { return (size_t)p->grid * p->block * p->nin; }
size_t dg_out_words(const dg_prog *p) { return (size_t)p->grid * p->block * p->nout; }

static unsigned dg_rand(unsigned *s)
{
    /* xorshift32 */
    unsigned x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x;
}

/* 32-bit edges of the integer types, f32 specials, and the high words of
   f64 specials */
static const unsigned dg_edges[] = {
    0x00000000u, 0x00000001u, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x0000007fu, 0x00000080u,
    0x000000ffu, 0x00007fffu, 0x00008000u, 0x0000ffffu, 0xffff8000u, 0xffffff80u, 0x00000020u,
    0x0000001fu, 0x3f800000u, 0xbf800000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00001u,
    0x7f800001u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x7f7fffffu, 0x4b000000u, 0x4b7fffffu,
    0x3f000000u, 0x3fc00000u, 0x4f000000u, 0xcf000000u, 0x5f000000u, 0xdf000000u, 0x3effffffu,
    0x40490fdbu, 0x3ff00000u, 0xbff00000u, 0x7ff00000u, 0xfff00000u, 0x7ff80000u, 0x000fffffu,
    0x00100000u, 0x7fefffffu, 0x43300000u, 0x41e00000u, 0xc1e00000u, 0x43e00000u, 0xc3e00000u,
    0x43f00000u, 0x3fe00000u, 0x3ff80000u};

void dg_inputs(const dg_prog *p, unsigned *in)
{
    size_t n = dg_in_words(p), i;
    unsigned s = p->seed * 2654435761u ^ 0x9e3779b9u;
    if (!s)
        s = 1;
    for (i = 0; i < n; i++) {
        unsigned r = dg_rand(&s), k = r % 16u;
        if (k < 5)
            in[i] = dg_edges[dg_rand(&s) % (sizeof dg_edges / sizeof dg_edges[0])];
        else if (k < 8)
            in[i] = (unsigned)((int)(dg_rand(&s) % 33u) - 16);
        else if (k < 9)
            in[i] = dg_rand(&s) % 1000u;
        else
            in[i] = dg_rand(&s);
    }
}

int dg_twin(const dg_prog *p, const unsigned *in, unsigned *out)
{
    size_t n = dg_out_words(p), i;
    unsigned char *st = (unsigned char *)calloc(p->block, p->state_size);
    unsigned b, t;
    int ph;
    if (!st)
        return 0;
    for (i = 0; i < n; i++)
        out[i] = DG_FILL;
    for (b = 0; b < p->grid; b++) {
        memset(st, 0, (size_t)p->block * p->state_size);
        for (ph = 0; ph < (int)p->nphases; ph++)
            for (t = 0; t < p->block; t++) {
                dg_cur.tid = t;
                dg_cur.ctaid = b;
                dg_cur.ntid = p->block;
                dg_cur.nctaid = p->grid;
                dg_cur.in = in;
                dg_cur.out = out;
                p->kernel(st + (size_t)t * p->state_size, ph);
            }
    }
    free(st);
    return 1;
}
