/* A shuffle scan's whole loop in one dispatch (peephole_scanloop.c
   marks its shfl with PV_WARP_LOOP): shfl.up of v by o, SCAN_ADD32
   v = v + (lane < o ? 0 : t), SHL_IMM32 o <<= s, SETP_BRA32 back while
   o k N. A static function of exec.c's translation unit (after
   exec_sync.h); scanloop_avx2.h has the AVX2 copy of the ladder. The
   handler (exec_warp.h) plans, runs the ladder, then finishes. No
   include guard: included once. */

/* The most turns run in one dispatch; a loop that would turn more (an
   o that stops growing) goes step by step, as the records say. */
#define PV_SCAN_LOOP_MAX 32u

/* The tests' switch (pv_scan_loop_set_off): every loop step by step. */
static int scan_loop_off;

/* The turns a whole warp takes: the o of each, and what the last one
   leaves in o and in the branch's predicate. */
typedef struct {
    uint32_t n;
    uint32_t off[PV_SCAN_LOOP_MAX];
    uint32_t o_end, q_end;
} pv_scan_plan;

/* SETP_BRA32's 32-bit integer compare of one value pair (PV_CMP_EQ ..
   PV_CMP_HS), as exec_pred.h compares each lane. */
static int scan_cmp32(uint32_t a, uint32_t b, uint32_t k)
{
    switch (k) {
    case PV_CMP_EQ: return a == b;
    case PV_CMP_NE: return a != b;
    case PV_CMP_LT: return (int32_t)a < (int32_t)b;
    case PV_CMP_LE: return (int32_t)a <= (int32_t)b;
    case PV_CMP_GT: return (int32_t)a > (int32_t)b;
    case PV_CMP_GE: return (int32_t)a >= (int32_t)b;
    case PV_CMP_LO: return a < b;
    case PV_CMP_LS: return a <= b;
    case PV_CMP_HI: return a > b;
    default: return a >= b;     /* PV_CMP_HS */
    }
}

/* Plans the loop headed by the shfl S for a converged whole warp, or
   returns 0: the records after S are not the loop any more, o, the
   clamp or N differ between lanes, the clamp is not 0 without segments
   (every lane below o keeps its own value), the loop would not end
   within PV_SCAN_LOOP_MAX turns, or its last branch would pass the
   step limit, room steps after S's (the records run then, and stop
   there). */
static int scan_loop_plan(const pv_insn *S, const uint8_t *rf, uint64_t room,
                          pv_scan_plan *pl)
{
    const pv_insn *A = S + 1, *H = S + 2, *B = S + 3;
    const uint32_t *o = (const uint32_t *)(const void *)(rf + S->b);
    const uint32_t *c = (const uint32_t *)(const void *)(rf + S->c);
    const uint32_t *nv = (const uint32_t *)(const void *)(rf + B->b);
    uint32_t diff = 0, l, k, ov;
    if (A->op != PV_OP_SCAN_ADD32 || H->op != PV_OP_SHL_IMM32 ||
        B->op != PV_OP_SETP_BRA32 || A->guard != PV_NO_GUARD ||
        H->guard != PV_NO_GUARD || B->guard != PV_NO_GUARD)
        return 0;
    for (l = 0; l < PV_LANES; l++)
        diff |= (o[l] ^ o[0]) | (c[l] ^ c[0]) | (nv[l] ^ nv[0]);
    if (diff || (c[0] & 0x1f1fu) != 0)
        return 0;
    ov = o[0];
    for (k = 0; k < PV_SCAN_LOOP_MAX; k++) {
        uint32_t next = ov << H->x;
        int q = scan_cmp32(next, nv[0], B->aux);
        pl->off[k] = ov;
        ov = next;
        if (q == (int)(B->c & 1u)) {   /* no lane branches back */
            /* the last turn's branch is step 4k + 3 after S's */
            if (4u * (uint64_t)k + 3u > room)
                return 0;
            pl->n = k + 1;
            pl->o_end = ov;
            pl->q_end = q ? ~0u : 0u;
            return 1;
        }
    }
    return 0;
}

/* The turns of the plan over the warp's v: each lane adds the value of
   the lane o below it where that lane exists and its lane column is
   not below o; *ps gets the last turn's compare bits. */
static void scan_loop_ladder(uint32_t *v, const uint32_t *lane,
                             const pv_scan_plan *pl, uint32_t *ps)
{
    uint32_t t[PV_LANES], k, l, bits = 0;
    for (k = 0; k < pl->n; k++) {
        uint32_t bv = pl->off[k] & 31u;
        int32_t o = (int32_t)pl->off[k];
        memcpy(t, v, bv * 4);
        memcpy(t + bv, v, (PV_LANES - bv) * 4);
        bits = 0;
        for (l = 0; l < PV_LANES; l++) {
            uint32_t lt = 0u - (uint32_t)((int32_t)lane[l] < o);
            bits |= lt & (1u << l);
            v[l] += t[l] & ~lt;
        }
    }
    *ps = bits;
}

/* After the ladder: every other register and predicate the loop writes
   as its last turn leaves it, in the records' order (the predicates may
   share a slot). The shfl's own value column is dead (PV_WARP_NEXT). */
static void scan_loop_finish(const pv_insn *S, uint8_t *rf, uint32_t *pr,
                             const pv_scan_plan *pl, uint32_t ps)
{
    const pv_insn *A = S + 1, *B = S + 3;
    uint32_t *o = (uint32_t *)(void *)(rf + S->b), l;
    if (S->aux & PV_WARP_PDST)
        pr[PV_WARP_PSLOT(S->aux)] = ~0u << (pl->off[pl->n - 1] & 31u);
    pr[(uint32_t)A->x] = ps;
    for (l = 0; l < PV_LANES; l++)
        o[l] = pl->o_end;
    pr[B->d] = pl->q_end;
}
