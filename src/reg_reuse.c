/* Column reuse. nvcc writes nearly every value to a register of its own
   (%r1 .. %r80 in a small kernel), and the compiler gives each its own
   128-byte column per warp: hotspot's warp needs 20 KB of columns, nw's
   64 KB, so the 8 warps of a CTA that take turns at barriers stream far
   more than the host's first-level cache through it. Most of those
   values live for a few instructions; here variables whose lifetimes do
   not overlap share a column.

   Lifetimes are a thread's: a lane's write under a mask leaves the other
   lanes' columns alone, so two variables no thread ever needs at once
   may share a column even where the lanes of a warp stand at different
   places. Each variable's lifetime is the span of instruction indices
   from the first to the last point where it is live (liveness over the
   bytecode's branches), and spans that do not touch share, the way a
   linear-scan allocator hands out registers; an instruction that reads
   one variable and writes another keeps them apart.

   Only operands whose width is known exactly move (the ALU forms of
   scratch_regs.c, one-element loads and stores, the fused compares); a
   variable that any other op names keeps its column, and a kernel with
   an op this pass does not know, calls or the stack is left alone.
   Scratch marking (scratch_regs.c) lets a write clobber the lanes
   outside its group when no lane can need the column: variables that
   may be written so share only with each other, so that marking finds
   after the renaming what it found before. */
#include "reg_reuse.h"
#include "scratch_regs.h"
#include "jump_targets.h"
#include "disasm.h"
#include <string.h>

#define COL 128u                    /* bytes of a 32-bit column: one unit */
#define NONE 0xffffffffu
#define RR_MAX_BITS (1u << 26)      /* liveness sets larger: left alone */
#define RR_MAX_ROUNDS 64u           /* passes to a fixed point, the same */

enum { USE = 1, DEF = 2 };          /* a reference reads, writes whole */

typedef struct rr_var {
    uint32_t unit, n;               /* first column, columns (1, 2)      */
    uint32_t lo, hi;                /* lifetime: instruction indices     */
    uint32_t pinned, wide_ok;       /* keeps its column; scratch class   */
    uint32_t to;                    /* its new first column              */
} rr_var;

typedef struct rr_ref {
    uint32_t insn, var;
    uint8_t  field, how;            /* 'd' 'a' 'b' 'c'; USE | DEF        */
} rr_ref;

typedef struct rr {
    pv_heap  *h;
    pv_code  *k;
    rr_var   *var;
    uint32_t  nvars, nunits;
    uint32_t *owner;                /* per unit: var + 1, or 0           */
    rr_ref   *ref;
    uint32_t  nrefs, cap;
    int       oom;
} rr;

static void pin_units(rr *R, uint32_t off, uint32_t units)
{
    uint32_t u;
    if (off == PV_NO_REG)
        return;
    for (u = off / COL; u < off / COL + units + (off % COL != 0) && u < R->nunits; u++)
        if (R->owner[u])
            R->var[R->owner[u] - 1].pinned = 1;
}

static void add_ref(rr *R, uint32_t insn, uint32_t var, char field, uint32_t how)
{
    if (R->nrefs == R->cap) {
        uint32_t cap = R->cap ? R->cap * 2 : 256;
        rr_ref *n = (rr_ref *)pv_realloc(R->h, R->ref, (size_t)R->cap * sizeof *n,
                                          (size_t)cap * sizeof *n);
        if (!n) {
            R->oom = 1;
            return;
        }
        R->ref = n;
        R->cap = cap;
    }
    R->ref[R->nrefs].insn = insn;
    R->ref[R->nrefs].var = var;
    R->ref[R->nrefs].field = (uint8_t)field;
    R->ref[R->nrefs].how = (uint8_t)how;
    R->nrefs++;
}

/* An operand of exactly `units` columns at off, in field f of insn i. */
static void exact(rr *R, uint32_t i, char f, uint32_t off, uint32_t units, uint32_t how)
{
    uint32_t u, v;
    if (off == PV_NO_REG)
        return;
    u = off / COL;
    if (off % COL || u >= R->nunits) {
        pin_units(R, off, units);
        return;
    }
    v = R->owner[u];
    if (!v) {                       /* a constant or a compiler column */
        pin_units(R, off, units);
        return;
    }
    if (R->var[v - 1].unit != u || R->var[v - 1].n != units) {
        pin_units(R, off, units);
        return;
    }
    add_ref(R, i, v - 1, f, how);
}

static uint32_t kind_units(uint32_t kind)
{
    return kind == PV_FORM_R1 ? 1u : kind == PV_FORM_R2 ? 2u : 0u;
}

/* The fields of the ops this pass knows that it leaves in place, with
   room for a 64-bit operand each. */
static int pinned_fields(uint32_t op, const char **fields)
{
    switch (op) {
    case PV_OP_JOIN: case PV_OP_BRA: case PV_OP_EXIT: case PV_OP_TRAP: case PV_OP_NOP:
        *fields = "";
        return 1;
    case PV_OP_BAR:
        *fields = "ab";
        return 1;
    case PV_OP_SREG_TID: case PV_OP_SREG_NTID: case PV_OP_SREG_CTAID:
    case PV_OP_SREG_NCTAID: case PV_OP_SREG_LANEID: case PV_OP_SREG_LANEMASK:
    case PV_OP_SREG_ZERO32: case PV_OP_SREG_ZERO64: case PV_OP_ACTIVEMASK:
    case PV_OP_LD_PARAM: case PV_OP_LD_PARAMS: case PV_OP_ADDR_OF:
        *fields = "d";
        return 1;
    case PV_OP_CVTA_TO: case PV_OP_CVTA_FROM: case PV_OP_GEN32: case PV_OP_ICVT:
        *fields = "da";
        return 1;
    case PV_OP_CVTF_32_32: case PV_OP_ICMP:
        *fields = "dab";
        return 1;
    case PV_OP_BFI32: case PV_OP_PACK: case PV_OP_UNPACK: case PV_OP_SHFL:
    case PV_OP_SCAN_ADD32: case PV_OP_LD_XS: case PV_OP_ATOM: case PV_OP_SHARED_INC:
    case PV_OP_VOTE: case PV_OP_MATCH: case PV_OP_REDUX:
        *fields = "dabcxk";
        return 1;
    default:
        return 0;
    }
}

static uint32_t field_value(const pv_insn *I, char f)
{
    switch (f) {
    case 'd': return I->d;
    case 'a': return I->a;
    case 'b': return I->b;
    case 'c': return I->c;
    case 'x': return (I->x >> 32) ? PV_NO_REG : (uint32_t)I->x;
    default:  return I->aux;
    }
}

/* Every register operand of insn i: exact references or pins. 0 for an
   op the pass does not know. */
static int scan_insn(rr *R, uint32_t i)
{
    const pv_insn *I = &R->k->insns[i];
    const uint32_t wr = I->guard == PV_NO_GUARD ? DEF : USE | DEF;
    const char *pf;
    sc_form f;
    if (pv_alu_form(I->op, &f)) {
        if (kind_units(f.a))
            exact(R, i, 'a', I->a, kind_units(f.a), USE);
        if (kind_units(f.b))
            exact(R, i, 'b', I->b, kind_units(f.b), USE);
        if (kind_units(f.c))
            exact(R, i, 'c', I->c, kind_units(f.c), USE);
        if (kind_units(f.d))
            exact(R, i, 'd', I->d, kind_units(f.d), wr);
        return 1;
    }
    switch (I->op) {
    case PV_OP_LD: case PV_OP_ST: {
        uint32_t vec = PV_MEM_VEC(I->aux), size = PV_MEM_SIZE(I->aux), e;
        uint32_t dn = (I->aux & PV_MEM_WIDE_DST) ? 2u : 1u;
        exact(R, i, 'a', I->a, (I->aux & PV_MEM_ADDR32) ? 1u : 2u, USE);
        if (vec <= 1 && size >= 1 && size <= 8 && (size < 8 || dn == 2)) {
            exact(R, i, 'd', I->d, dn, I->op == PV_OP_LD ? wr : USE);
        } else if (I->d != PV_NO_REG) {
            for (e = 0; e < (vec ? vec : 1u); e++)
                pin_units(R, I->d + e * I->c, 2);
        }
        return 1;
    }
    case PV_OP_SETP_BRA32: case PV_OP_SETP_OR32: case PV_OP_SETP_AND32:
        exact(R, i, 'a', I->a, 1, USE);
        exact(R, i, 'b', I->b, 1, USE);
        return 1;
    case PV_OP_SETP2_OR32: case PV_OP_SETP2_AND32:
        exact(R, i, 'a', I->a, 1, USE);
        exact(R, i, 'b', I->b, 1, USE);
        exact(R, i, 'c', I->c, 1, USE);
        return 1;
    case PV_OP_DIV_F32:
        exact(R, i, 'a', I->a, 1, USE);
        exact(R, i, 'b', I->b, 1, USE);
        exact(R, i, 'd', I->d, 1, wr);
        return 1;
    case PV_OP_SQRT_F32:
        exact(R, i, 'a', I->a, 1, USE);
        exact(R, i, 'd', I->d, 1, wr);
        return 1;
    default:
        break;
    }
    if (!pinned_fields(I->op, &pf))
        return 0;
    for (; *pf; pf++) {
        const pv_op_info *inf = pv_op_info_of(I->op);
        char want[4] = {*pf, ':', 'r', 0};
        if (inf && strstr(inf->fmt, want))    /* the field holds a column */
            pin_units(R, field_value(I, *pf), 2);
    }
    return 1;
}

/* The variables: every element of every register variable, from the
   names the compiler recorded (a column two names claim stays put). */
static int make_vars(rr *R, const ir_module *m)
{
    const pv_code *k = R->k;
    uint32_t i;
    for (i = 0; i < k->nregnames; i++) {
        const pv_regname *r = &k->regnames[i];
        const ir_var *v = &m->vars.data[r->var];
        uint32_t n = (v->count ? v->count : 1u) * (v->vec ? v->vec : 1u), e;
        if (r->width == 0)
            continue;
        if ((i + 1 < k->nregnames && r[1].var == r->var) || (i && r[-1].var == r->var))
            n = r->first + 1;       /* reordered: one entry an element */
        for (e = r->first; e < n; e++) {
            uint64_t off = r->slot + (uint64_t)(e - r->first) * r->width * PV_LANES;
            uint32_t units = r->width == 8 ? 2u : 1u, u = (uint32_t)(off / COL), j;
            rr_var *x;
            if (off % COL || u + units > R->nunits)
                break;
            if (R->owner[u] || R->owner[u + units - 1]) {
                pin_units(R, (uint32_t)off, units);
                continue;
            }
            if (R->nvars == R->nunits)
                return -1;
            x = &R->var[R->nvars++];
            memset(x, 0, sizeof *x);
            x->unit = u;
            x->n = units;
            x->lo = NONE;
            for (j = 0; j < units; j++)
                R->owner[u + j] = R->nvars;
        }
    }
    return 0;
}

/* Columns the runtime itself reads or writes. */
static void pin_runtime(rr *R)
{
    const pv_code *k = R->k;
    uint32_t i;
    for (i = 0; i < k->nconsts; i++)
        pin_units(R, k->consts[i].slot, k->consts[i].wide ? 2u : 1u);
    pin_units(R, k->sp, 1);
    pin_units(R, k->cctx, 1);
}

typedef struct rr_live {
    uint32_t  nb, words;            /* blocks; words per set            */
    uint32_t *start;                /* per block: first instruction     */
    uint64_t *gen, *kill, *in, *out;
} rr_live;

static int is_branch_end(const pv_insn *I)
{
    return I->op == PV_OP_BRA || I->op == PV_OP_SETP_BRA32 || I->op == PV_OP_EXIT ||
           I->op == PV_OP_TRAP;
}

/* Successors of the block ending at instruction e: up to two. */
static uint32_t succs(const pv_code *k, uint32_t e, uint32_t *s)
{
    const pv_insn *I = &k->insns[e];
    uint32_t n = 0;
    if (I->op == PV_OP_BRA || I->op == PV_OP_SETP_BRA32)
        if (I->x < k->ninsns)
            s[n++] = (uint32_t)I->x;
    if (!((I->op == PV_OP_BRA || I->op == PV_OP_EXIT || I->op == PV_OP_TRAP) &&
          I->guard == PV_NO_GUARD) && e + 1 < k->ninsns)
        s[n++] = e + 1;
    return n;
}

/* The lowest set bit of x (nonzero). */
static uint32_t low_bit(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return (uint32_t)__builtin_ctzll(x);
#else
    uint32_t n = 0;
    while (!(x & 1u)) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

static void extend(rr_var *x, uint32_t at)
{
    if (x->lo == NONE) {
        x->lo = x->hi = at;
    } else {
        x->lo = at < x->lo ? at : x->lo;
        x->hi = at > x->hi ? at : x->hi;
    }
}

#define BIT(set, v) ((set)[(v) >> 6] & (1ull << ((v) & 63)))

/* Lifetimes (lo, hi) of the movable variables from liveness. */
static int lifetimes(rr *R, uint8_t *lead, uint32_t *blk)
{
    const pv_code *k = R->k;
    const uint32_t n = k->ninsns;
    rr_live L;
    uint32_t b, i, r, changed, rounds = 0;
    size_t cells;
    memset(&L, 0, sizeof L);
    for (i = 0; i < n; i++) {
        if (i == 0 || lead[i] || is_branch_end(&k->insns[i - 1]))
            L.nb++;
        blk[i] = L.nb - 1;
    }
    L.words = (R->nvars + 63) / 64;
    if ((uint64_t)L.nb * L.words * 64 > RR_MAX_BITS)
        return 1;
    cells = (size_t)L.nb * L.words;
    L.gen = (uint64_t *)pv_zalloc(R->h, cells * 4 * sizeof(uint64_t) + 8);
    L.start = (uint32_t *)pv_zalloc(R->h, ((size_t)L.nb + 1) * sizeof(uint32_t));
    if (!L.gen || !L.start) {
        if (L.gen)
            pv_free(R->h, L.gen, cells * 4 * sizeof(uint64_t) + 8);
        if (L.start)
            pv_free(R->h, L.start, ((size_t)L.nb + 1) * sizeof(uint32_t));
        return -1;
    }
    L.kill = L.gen + cells;
    L.in = L.kill + cells;
    L.out = L.in + cells;
    for (i = n; i-- > 0;)
        L.start[blk[i]] = i;
    L.start[L.nb] = n;
    /* references come in instruction order, reads of one before its
       writes */
    for (r = 0; r < R->nrefs; r++) {
        const rr_ref *f = &R->ref[r];
        uint64_t *g = L.gen + (size_t)blk[f->insn] * L.words;
        uint64_t *kl = L.kill + (size_t)blk[f->insn] * L.words;
        const uint64_t bit = 1ull << (f->var & 63);
        if ((f->how & USE) && !(kl[f->var >> 6] & bit))
            g[f->var >> 6] |= bit;
        if (f->how == DEF)
            kl[f->var >> 6] |= bit;
    }
    do {                            /* backwards to a fixed point */
        if (++rounds > RR_MAX_ROUNDS) {     /* bounded work: left alone */
            pv_free(R->h, L.gen, cells * 4 * sizeof(uint64_t) + 8);
            pv_free(R->h, L.start, ((size_t)L.nb + 1) * sizeof(uint32_t));
            return 1;
        }
        changed = 0;
        for (b = L.nb; b-- > 0;) {
            uint64_t *in = L.in + (size_t)b * L.words, *out = L.out + (size_t)b * L.words;
            const uint64_t *g = L.gen + (size_t)b * L.words, *kl = L.kill + (size_t)b * L.words;
            uint32_t s[2], ns = succs(k, L.start[b + 1] - 1, s), j, w;
            for (j = 0; j < ns; j++) {
                const uint64_t *si = L.in + (size_t)blk[s[j]] * L.words;
                for (w = 0; w < L.words; w++)
                    out[w] |= si[w];
            }
            for (w = 0; w < L.words; w++) {
                uint64_t v = g[w] | (out[w] & ~kl[w]);
                if (v != in[w]) {
                    in[w] = v;
                    changed = 1;
                }
            }
        }
    } while (changed);
    for (b = 0; b < L.nb; b++) {
        const uint64_t *in = L.in + (size_t)b * L.words, *out = L.out + (size_t)b * L.words;
        uint32_t v, w, first = L.start[b], last = L.start[b + 1] - 1;
        for (w = 0; w < L.words; w++) {     /* the set bits only */
            uint64_t x = in[w] | out[w];
            while (x) {
                v = w * 64 + low_bit(x);
                x &= x - 1;
                if (BIT(in, v))
                    extend(&R->var[v], first);
                if (BIT(out, v))
                    extend(&R->var[v], last);
            }
        }
    }
    for (r = 0; r < R->nrefs; r++)
        extend(&R->var[R->ref[r].var], R->ref[r].insn);
    pv_free(R->h, L.gen, cells * 4 * sizeof(uint64_t) + 8);
    pv_free(R->h, L.start, ((size_t)L.nb + 1) * sizeof(uint32_t));
    return 0;
}

/* A min-heap of (lifetime end, column) for the linear scan. */
typedef struct rr_heap {
    uint64_t *e;                    /* hi << 32 | column                 */
    uint32_t  n;
} rr_heap;

static void heap_push(rr_heap *H, uint64_t v)
{
    uint32_t i = H->n++;
    while (i && H->e[(i - 1) / 2] > v) {
        H->e[i] = H->e[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    H->e[i] = v;
}

static uint64_t heap_pop(rr_heap *H)
{
    uint64_t top = H->e[0], v = H->e[--H->n];
    uint32_t i = 0;
    for (;;) {
        uint32_t c = 2 * i + 1;
        if (c >= H->n)
            break;
        if (c + 1 < H->n && H->e[c + 1] < H->e[c])
            c++;
        if (H->e[c] >= v)
            break;
        H->e[i] = H->e[c];
        i = c;
    }
    if (H->n)
        H->e[i] = v;
    return top;
}

/* Linear scan over the movable variables in order of their lifetimes'
   starts (order), one pool of columns per width and scratch class: a
   variable takes the column of one whose lifetime ended before it
   starts, else keeps its own. The number moved. */
static uint32_t assign(rr *R, const uint32_t *order, uint32_t n, uint64_t *heap_mem,
                       uint32_t *free_mem)
{
    uint32_t cls, moved = 0, i;
    for (cls = 0; cls < 4; cls++) {
        rr_heap H;
        uint32_t nfree = 0;
        H.e = heap_mem;
        H.n = 0;
        for (i = 0; i < n; i++) {
            rr_var *x = &R->var[order[i]];
            if ((x->n == 2) * 2 + x->wide_ok != cls)
                continue;
            while (H.n && (uint32_t)(H.e[0] >> 32) < x->lo)
                free_mem[nfree++] = (uint32_t)heap_pop(&H);
            x->to = nfree ? free_mem[--nfree] : x->unit;
            moved += x->to != x->unit;
            heap_push(&H, (uint64_t)x->hi << 32 | x->to);
        }
    }
    return moved;
}

static uint32_t *field_ptr(pv_insn *I, char f)
{
    return f == 'd' ? &I->d : f == 'a' ? &I->a : f == 'b' ? &I->b : &I->c;
}

/* Sort variable indices by lifetime start (counting sort: starts are
   instruction indices). */
static uint32_t by_start(const rr *R, uint32_t *order, uint32_t *count, uint32_t n)
{
    uint32_t v, m = 0, i;
    memset(count, 0, ((size_t)n + 1) * sizeof *count);
    for (v = 0; v < R->nvars; v++)
        if (!R->var[v].pinned && R->var[v].lo != NONE)
            count[R->var[v].lo + 1]++;
    for (i = 0; i < n; i++)
        count[i + 1] += count[i];
    for (v = 0; v < R->nvars; v++)
        if (!R->var[v].pinned && R->var[v].lo != NONE) {
            order[count[R->var[v].lo]++] = v;
            m++;
        }
    return m;
}

/* Bytes of register-variable columns no instruction names once the
   variables moved (mark: a scratch array of nunits words). */
static uint32_t unused_bytes(const rr *R, uint32_t *mark)
{
    uint32_t v, u, n = 0;
    memset(mark, 0, (size_t)R->nunits * sizeof *mark);
    for (v = 0; v < R->nvars; v++) {
        const rr_var *x = &R->var[v];
        uint32_t at = x->pinned || x->lo == NONE ? x->unit : x->to;
        if (x->lo != NONE)
            for (u = 0; u < x->n; u++)
                mark[at + u] = 1;
    }
    for (v = 0; v < R->nvars; v++)
        for (u = 0; u < R->var[v].n; u++)
            n += !mark[R->var[v].unit + u];
    return n * COL;
}

PTXVM_INTERNAL int pv_reuse_columns(pv_heap *h, pv_code *k, const ir_module *m)
{
    const uint32_t n = k->ninsns;
    uint8_t *lead = NULL;
    uint32_t *blk = NULL, *order = NULL, *freeu = NULL, *orig = NULL, i, nmov, moved = 0;
    uint64_t *heap_mem = NULL;
    size_t vbytes;
    int rc = 0;
    rr R;
    if (k->nfuncs || k->uses_stack || !k->nregnames || !n || k->reg_orig)
        return 0;
    memset(&R, 0, sizeof R);
    R.h = h;
    R.k = k;
    R.nunits = k->rf_bytes / COL + 2;
    vbytes = (size_t)R.nunits * sizeof *R.var;
    R.owner = (uint32_t *)pv_zalloc(h, (size_t)R.nunits * sizeof *R.owner);
    R.var = (rr_var *)pv_zalloc(h, vbytes);
    lead = (uint8_t *)pv_zalloc(h, (size_t)n + 1);
    blk = (uint32_t *)pv_zalloc(h, ((size_t)n + 1) * sizeof *blk);
    order = (uint32_t *)pv_zalloc(h, (size_t)R.nunits * sizeof *order);
    freeu = (uint32_t *)pv_zalloc(h, (size_t)R.nunits * sizeof *freeu);
    heap_mem = (uint64_t *)pv_zalloc(h, (size_t)R.nunits * sizeof *heap_mem);
    if (!R.owner || !R.var || !lead || !blk || !order || !freeu || !heap_mem) {
        rc = -1;
        goto done;
    }
    if (make_vars(&R, m))
        goto done;
    pin_runtime(&R);
    for (i = 0; i < n && !R.oom; i++)
        if (!scan_insn(&R, i))
            goto done;
    if (R.oom) {
        rc = -1;
        goto done;
    }
    pv_jump_targets(k, k->insns, n, lead);
    rc = lifetimes(&R, lead, blk);
    if (rc) {
        rc = rc < 0 ? -1 : 0;
        goto done;
    }
    /* the scratch class: every write of the variable may be widened */
    if (pv_mark_scratch(h, k)) {
        rc = -1;
        goto done;
    }
    for (i = 0; i < R.nvars; i++)
        R.var[i].wide_ok = 1;
    for (i = 0; i < R.nrefs; i++)
        if ((R.ref[i].how & DEF) && k->insns[R.ref[i].insn].scratch != ~0u)
            R.var[R.ref[i].var].wide_ok = 0;
    /* blk is free again: it counts the sort */
    nmov = by_start(&R, order, blk, n);
    moved = assign(&R, order, nmov, heap_mem, freeu);
    if (!moved)
        goto done;
    k->rf_unused = unused_bytes(&R, freeu);
    orig = (uint32_t *)pv_realloc(h, NULL, 0, (size_t)n * 4 * sizeof *orig);
    if (!orig) {
        rc = -1;
        goto done;
    }
    for (i = 0; i < n; i++) {
        orig[4 * i] = k->insns[i].d;
        orig[4 * i + 1] = k->insns[i].a;
        orig[4 * i + 2] = k->insns[i].b;
        orig[4 * i + 3] = k->insns[i].c;
    }
    for (i = 0; i < R.nrefs; i++) {
        const rr_var *x = &R.var[R.ref[i].var];
        if (!x->pinned && x->lo != NONE)
            *field_ptr(&k->insns[R.ref[i].insn], (char)R.ref[i].field) = x->to * COL;
    }
    k->reg_orig = orig;
    k->nreg_orig = n;
done:
    if (R.ref)
        pv_free(h, R.ref, (size_t)R.cap * sizeof *R.ref);
    if (R.owner)
        pv_free(h, R.owner, (size_t)R.nunits * sizeof *R.owner);
    if (R.var)
        pv_free(h, R.var, vbytes);
    if (lead)
        pv_free(h, lead, (size_t)n + 1);
    if (blk)
        pv_free(h, blk, ((size_t)n + 1) * sizeof *blk);
    if (order)
        pv_free(h, order, (size_t)R.nunits * sizeof *order);
    if (freeu)
        pv_free(h, freeu, (size_t)R.nunits * sizeof *freeu);
    if (heap_mem)
        pv_free(h, heap_mem, (size_t)R.nunits * sizeof *heap_mem);
    return rc;
}
