/* The interpreter's call machinery (exec.c): finding a function by
   address, the lanes' call contexts, entering and leaving a function, and
   the register rows saved around a call. Static functions of exec.c's
   translation unit, kept apart for size; no include guard: included once,
   after the helpers it uses. */
/* ---- calls (the convention is in compile_call.c) ---------------------- */

/* The compiled function at a function address (any declaration of a
   function names it), or NULL. */
static const pv_func *find_func(const pv_cta *X, uint64_t a)
{
    const ir_module *m = X->ir;
    uint32_t i, name;
    if (a < PV_FUNC_ADDR_BASE || a - PV_FUNC_ADDR_BASE >= m->funcs.len)
        return NULL;
    name = m->funcs.data[a - PV_FUNC_ADDR_BASE].name;
    for (i = 0; i < X->code->nfuncs; i++)
        if (X->code->funcs[i].name == name)
            return &X->code->funcs[i];
    return NULL;
}

/* Call contexts (pv_code.cctx): entering a function from the call at
   pc, a lane's context becomes an invertible mix of its caller's and
   the return PC; leaving, the return PC undoes it. Nothing is saved
   per call, and two call chains share a context only by a 32-bit
   collision. */
#define PV_CTX_MUL 0x9e3779b1u            /* odd: invertible mod 2^32 */
#define PV_CTX_INV 0x0e8b2f51u            /* PV_CTX_MUL * PV_CTX_INV == 1 */

static void ctx_enter(const pv_cta *X, uint8_t *rf, uint32_t l, uint32_t pc)
{
    uint32_t *cx = R32(X->code->cctx);
    cx[l] = (cx[l] ^ ((pc + 1u) * 0x85ebca6bu)) * PV_CTX_MUL;
}

static void ctx_leave(const pv_cta *X, uint8_t *rf, uint32_t l, uint32_t retpc)
{
    uint32_t *cx = R32(X->code->cctx);
    cx[l] = (cx[l] * PV_CTX_INV) ^ (retpc * 0x85ebca6bu);
}

/* The lanes of m in lane l's call context, for each lane of m: the lanes
   a GPU runs together there. Lanes that reached one instruction from
   different calls of one function are apart on a GPU (each side of a
   divergent branch runs its own call), though the min-PC scheduler runs
   them as one group. */
static void ctx_groups(const pv_cta *X, const uint8_t *rf, uint32_t m, uint32_t *grp)
{
    uint32_t left = m, l, k;
    const uint32_t *cx;
    if (X->code->cctx == PV_NO_REG) {
        for (l = 0; l < PV_LANES; l++)
            grp[l] = m;
        return;
    }
    cx = (const uint32_t *)(const void *)(rf + X->code->cctx);
    while (left) {
        uint32_t g = 0;
        for (l = 0; !((left >> l) & 1u); l++)
            ;
        for (k = l; k < PV_LANES; k++)
            if (((left >> k) & 1u) && cx[k] == cx[l])
                g |= 1u << k;
        for (k = l; k < PV_LANES; k++)
            if ((g >> k) & 1u)
                grp[k] = g;
        left &= ~g;
    }
}

/* One lane enters device function F: a recursive one gets a frame and
   its registers saved on the thread's stack; every one records where the
   lane returns to. Returns 0, or -1 after recording the fault. */
static int call_enter(pv_cta *X, pv_warp *w, const pv_func *F, uint32_t l,
                      uint32_t pc)
{
    uint8_t *rf = w->rf, *lb = local_base(X, w);
    uint32_t *sp = R32(X->code->sp);
    if (F->recursive) {
        uint32_t base = sp[l], need = F->frame + F->save_bytes, i, p;
        const pv_save *sv = X->code->saves + F->saves;
        if (need > X->local_size || base > X->local_size - need)
            return fault(X, pc, l, PV_LOCAL_WINDOW + base, need, 1,
                         "stack overflow: the thread's stack is full (raise "
                         "PTXVM_LIMIT_STACK_SIZE)");
        p = (base + F->frame) >> 2;      /* word row; frames are 16-aligned */
        for (i = 0; i < F->nsaves; i++) {
            uint8_t *at = lb + (size_t)p * (PV_LANES * 4) + l * 4;
            if (sv[i].kind == 8) {
                uint64_t v = R64(sv[i].slot)[l];
                uint32_t lo = (uint32_t)v, hi = (uint32_t)(v >> 32);
                memcpy(at, &lo, 4);
                memcpy(at + PV_LANES * 4, &hi, 4);
                p += 2;
            } else {
                uint32_t v = sv[i].kind ? R32(sv[i].slot)[l]
                                        : (w->pr[sv[i].slot] >> l) & 1u;
                memcpy(at, &v, 4);
                p++;
            }
        }
        R32(F->fp)[l] = base;
        sp[l] = base + need;
    }
    R32(F->retpc)[l] = pc + 1;
    ctx_enter(X, rf, l, pc);
    return 0;
}

/* One lane leaves F: its registers and frame come back; returns where it
   goes on. */
static uint32_t call_leave(pv_cta *X, pv_warp *w, const pv_func *F, uint32_t l)
{
    uint8_t *rf = w->rf, *lb = local_base(X, w);
    uint32_t to = R32(F->retpc)[l];
    ctx_leave(X, rf, l, to);
    if (F->recursive) {
        uint32_t base = R32(F->fp)[l], i, p = (base + F->frame) >> 2;
        const pv_save *sv = X->code->saves + F->saves;
        for (i = 0; i < F->nsaves; i++) {
            const uint8_t *at = lb + (size_t)p * (PV_LANES * 4) + l * 4;
            if (sv[i].kind == 8) {
                uint32_t lo, hi;
                memcpy(&lo, at, 4);
                memcpy(&hi, at + PV_LANES * 4, 4);
                R64(sv[i].slot)[l] = (uint64_t)hi << 32 | lo;
                p += 2;
            } else {
                uint32_t v;
                memcpy(&v, at, 4);
                if (sv[i].kind)
                    R32(sv[i].slot)[l] = v;
                else
                    w->pr[sv[i].slot] = (w->pr[sv[i].slot] & ~(1u << l)) |
                                        ((v & 1u) << l);
                p++;
            }
        }
        R32(X->code->sp)[l] = base;
    }
    return to;
}

/* The same for every lane at once when they all stand at one stack
   depth (m: every live lane): each saved register is whole rows of the
   interleaved .local, one copy each. */
static void rows_save(uint8_t *lb, uint8_t *rf, const uint32_t *pr,
                      const pv_save *sv, uint32_t n, uint32_t p, int restore,
                      uint32_t *prw, uint32_t m)
{
    uint32_t i, l;
    for (i = 0; i < n; i++) {
        uint8_t *row = lb + (size_t)(p >> 2) * (PV_LANES * 4);
        if (sv[i].kind == 4) {
            if (restore)
                memcpy(R32(sv[i].slot), row, PV_LANES * 4);
            else
                memcpy(row, R32(sv[i].slot), PV_LANES * 4);
            p += 4;
        } else if (sv[i].kind == 8) {
            uint32_t lo[PV_LANES], hi[PV_LANES];
            uint64_t *c = R64(sv[i].slot);
            if (restore) {
                memcpy(lo, row, sizeof lo);
                memcpy(hi, row + PV_LANES * 4, sizeof hi);
                for (l = 0; l < PV_LANES; l++)
                    c[l] = (uint64_t)hi[l] << 32 | lo[l];
            } else {
                for (l = 0; l < PV_LANES; l++) {
                    lo[l] = (uint32_t)c[l];
                    hi[l] = (uint32_t)(c[l] >> 32);
                }
                memcpy(row, lo, sizeof lo);
                memcpy(row + PV_LANES * 4, hi, sizeof hi);
            }
            p += 8;
        } else {
            uint32_t b[PV_LANES];
            if (restore) {
                uint32_t v = 0;
                memcpy(b, row, sizeof b);
                for (l = 0; l < PV_LANES; l++)
                    v |= (b[l] & 1u) << l;
                prw[sv[i].slot] = (prw[sv[i].slot] & ~m) | (v & m);
            } else {
                for (l = 0; l < PV_LANES; l++)
                    b[l] = (pr[sv[i].slot] >> l) & 1u;
                memcpy(row, b, sizeof b);
            }
            p += 4;
        }
    }
}

/* 1 when every lane of m holds the same value in 32-bit column c. */
static int col_uniform(const uint32_t *c, uint32_t m, uint32_t *v)
{
    uint32_t l, first = 0, have = 0;
    for (l = 0; l < PV_LANES; l++) {
        if (!((m >> l) & 1u))
            continue;
        if (!have) {
            first = c[l];
            have = 1;
        } else if (c[l] != first) {
            return 0;
        }
    }
    *v = first;
    return have;
}

/* Copy n bytes of one lane's .local, [a or none] + x to [b or none] + aux. */
static int local_copy(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t l,
                      uint32_t pc)
{
    uint8_t *rf = w->rf, *lb = local_base(X, w), buf[64];
    uint64_t src = (I->a == PV_NO_REG ? 0 : R32(I->a)[l]) + I->x;
    uint64_t dst = (I->b == PV_NO_REG ? 0 : R32(I->b)[l]) + I->aux;
    uint32_t n = I->c, done = 0;
    if (src > X->local_size || n > X->local_size - src)
        return fault(X, pc, l, PV_LOCAL_WINDOW + src, n, 0, "outside the thread's .local");
    if (dst > X->local_size || n > X->local_size - dst)
        return fault(X, pc, l, PV_LOCAL_WINDOW + dst, n, 1, "outside the thread's .local");
    while (done < n) {
        uint32_t k = n - done < sizeof buf ? n - done : (uint32_t)sizeof buf;
        local_rw(lb, src + done, l, buf, k, 0);
        local_rw(lb, dst + done, l, buf, k, 1);
        done += k;
    }
    return 0;
}

PTXVM_INTERNAL void pv_warp_release(pv_warp *w)
{
    w->bar_wait = 0;
    w->active = 0;
    reschedule(w, 0);
}

static uint32_t lanemask(uint32_t kw, uint32_t l)
{
    uint32_t bit = 1u << l;
    switch (kw) {
    case KW_sr_lanemask_eq: return bit;
    case KW_sr_lanemask_lt: return bit - 1;
    case KW_sr_lanemask_le: return (bit - 1) | bit;
    case KW_sr_lanemask_gt: return ~((bit - 1) | bit);
    default: return ~(bit - 1);    /* ge */
    }
}
