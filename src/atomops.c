/* The per-element work of atom and red (ops_atom.h): the new value of an
   operation, and the read-modify-write on host memory.

   Global memory may be shared by CTAs running on several host threads, so
   its updates use the GNU __atomic builtins (GCC, clang): fetch-and-op
   where the host has the operation, a compare-exchange loop otherwise
   (float adds, min/max, inc/dec); a 16-bit element by a 16-bit
   compare-exchange, or through its containing aligned 32-bit word where
   the host has none. An element the host cannot update atomically (in a
   host mapping of a misaligned buffer, or everything without the
   builtins) is updated under the caller's lock, with relaxed loads and
   stores (gmem.h) so that plain loads of other threads do not race with
   it. Compilers without the builtins have no built-in threads: a lock
   there is the host's parallel_for's business, as the rest of its races
   (workers.h). */
#include "exec_mem.h"
#include "softfp.h"
#include "gmem.h"

#if (defined(__GNUC__) || defined(__clang__)) && defined(__ATOMIC_SEQ_CST)
#  define PV_HOST_ATOMICS 1
#else
#  define PV_HOST_ATOMICS 0
#endif

static uint64_t elem_mask(uint32_t size)
{
    return size >= 8 ? ~(uint64_t)0 : (((uint64_t)1 << (8 * size)) - 1);
}

static uint64_t sext(uint64_t v, uint32_t size)
{
    uint32_t sh = 64 - 8 * size;
    return (uint64_t)((int64_t)(v << sh) >> sh);
}

/* An IEEE operation on one element, or on both halves of a pair. */
static uint64_t fop(uint32_t op, sf_fmt f, uint64_t a, uint64_t b, int ftz)
{
    if (op == PV_AOP_ADD)
        return sf_add(f, a, b, SF_RN, ftz ? SF_FTZ : 0);
    return op == PV_AOP_MIN ? sf_min(f, a, b, 0) : sf_max(f, a, b, 0);
}

static uint64_t fop2(uint32_t op, sf_fmt f, uint64_t a, uint64_t b)
{
    uint64_t lo = fop(op, f, a & 0xffffu, b & 0xffffu, 0) & 0xffffu;
    uint64_t hi = fop(op, f, (a >> 16) & 0xffffu, (b >> 16) & 0xffffu, 0) & 0xffffu;
    return hi << 16 | lo;
}

PTXVM_INTERNAL uint64_t pv_atom_new(uint32_t aux, uint64_t old, uint64_t b,
                                    uint64_t c, int ftz)
{
    uint32_t size = PV_MEM_SIZE(aux), type = PV_ATOM_TYPE(aux);
    uint64_t mask = elem_mask(size), r;
    old &= mask;
    b &= mask;
    switch (type) {
    case PV_AT_F:
        if (PV_ATOM_OP(aux) >= PV_AOP_ADD && PV_ATOM_OP(aux) != PV_AOP_INC &&
            PV_ATOM_OP(aux) != PV_AOP_DEC)
            return fop(PV_ATOM_OP(aux), size == 8 ? SF_F64 : SF_F32, old, b,
                       ftz && size == 4) & mask;
        break;
    case PV_AT_F16: case PV_AT_BF16:
        if (PV_ATOM_OP(aux) == PV_AOP_ADD || PV_ATOM_OP(aux) == PV_AOP_MIN ||
            PV_ATOM_OP(aux) == PV_AOP_MAX)
            return fop(PV_ATOM_OP(aux), type == PV_AT_F16 ? SF_F16 : SF_BF16,
                       old, b, 0) & 0xffffu;
        break;
    case PV_AT_F16X2: case PV_AT_BF16X2:
        if (PV_ATOM_OP(aux) == PV_AOP_ADD || PV_ATOM_OP(aux) == PV_AOP_MIN ||
            PV_ATOM_OP(aux) == PV_AOP_MAX)
            return fop2(PV_ATOM_OP(aux), type == PV_AT_F16X2 ? SF_F16 : SF_BF16,
                        old, b);
        break;
    default:
        break;
    }
    switch (PV_ATOM_OP(aux)) {
    case PV_AOP_AND:  r = old & b; break;
    case PV_AOP_OR:   r = old | b; break;
    case PV_AOP_XOR:  r = old ^ b; break;
    case PV_AOP_CAS:  r = old == b ? c : old; break;
    case PV_AOP_EXCH: r = b; break;
    case PV_AOP_ADD:  r = old + b; break;
    case PV_AOP_INC:  r = old >= b ? 0 : old + 1; break;
    case PV_AOP_DEC:  r = (old == 0 || old > b) ? b : old - 1; break;
    case PV_AOP_MIN:
    case PV_AOP_MAX: {
        int lt = type == PV_AT_S ? (int64_t)sext(old, size) < (int64_t)sext(b, size)
                                 : old < b;
        r = (PV_ATOM_OP(aux) == PV_AOP_MIN) == lt ? old : b;
        break;
    }
    default: r = old; break;
    }
    return r & mask;
}

#if PV_HOST_ATOMICS
/* Read-modify-write loops: compute from the value last seen, retry when
   another thread changed it in between. */
#define PV_CAS_LOOP(T, p, expr_new)                                       \
    do {                                                                  \
        T o_ = __atomic_load_n(p, __ATOMIC_RELAXED), n_;                  \
        do {                                                              \
            n_ = (T)(expr_new);                                           \
        } while (!__atomic_compare_exchange_n(p, &o_, n_, 1,              \
                                              __ATOMIC_SEQ_CST,           \
                                              __ATOMIC_RELAXED));         \
        return o_;                                                        \
    } while (0)

static uint64_t host32(uint32_t aux, uint32_t *p, uint32_t b, uint32_t c, int ftz)
{
    uint32_t t = PV_ATOM_TYPE(aux);
    int integer = t == PV_AT_U || t == PV_AT_S;
    switch (PV_ATOM_OP(aux)) {
    case PV_AOP_AND:  return __atomic_fetch_and(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_OR:   return __atomic_fetch_or(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_XOR:  return __atomic_fetch_xor(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_EXCH: return __atomic_exchange_n(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_CAS:
        __atomic_compare_exchange_n(p, &b, c, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
        return b;            /* the value found, equal to b or not */
    case PV_AOP_ADD:
        if (integer)
            return __atomic_fetch_add(p, b, __ATOMIC_SEQ_CST);
        break;
    default:
        break;
    }
    PV_CAS_LOOP(uint32_t, p, pv_atom_new(aux, o_, b, c, ftz));
}

static uint64_t host64(uint32_t aux, uint64_t *p, uint64_t b, uint64_t c, int ftz)
{
    uint32_t t = PV_ATOM_TYPE(aux);
    int integer = t == PV_AT_U || t == PV_AT_S;
    switch (PV_ATOM_OP(aux)) {
    case PV_AOP_AND:  return __atomic_fetch_and(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_OR:   return __atomic_fetch_or(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_XOR:  return __atomic_fetch_xor(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_EXCH: return __atomic_exchange_n(p, b, __ATOMIC_SEQ_CST);
    case PV_AOP_CAS:
        __atomic_compare_exchange_n(p, &b, c, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
        return b;
    case PV_AOP_ADD:
        if (integer)
            return __atomic_fetch_add(p, b, __ATOMIC_SEQ_CST);
        break;
    default:
        break;
    }
    PV_CAS_LOOP(uint64_t, p, pv_atom_new(aux, o_, b, c, ftz));
}

#if defined(__GCC_ATOMIC_SHORT_LOCK_FREE) && __GCC_ATOMIC_SHORT_LOCK_FREE == 2
#  define PV_CAS16 1          /* a 16-bit compare-exchange of its own */
static uint64_t host16(uint32_t aux, uint8_t *p, uint64_t b, uint64_t c)
{
    PV_CAS_LOOP(uint16_t, (uint16_t *)(void *)p, pv_atom_new(aux, o_, b, c, 0));
}
#else
#  define PV_CAS16 0
/* A 16-bit element through its aligned 32-bit word: the other half is
   written back as it was seen. */
static uint64_t host16(uint32_t aux, uint8_t *p, uint64_t b, uint64_t c)
{
    uint32_t off = (uint32_t)((uintptr_t)p & 2u);
    uint32_t *w = (uint32_t *)(void *)(p - off);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    uint32_t sh = (2 - off) * 8;
#else
    uint32_t sh = off * 8;
#endif
    uint32_t o = __atomic_load_n(w, __ATOMIC_RELAXED), n;
    do {
        uint32_t e = (uint32_t)pv_atom_new(aux, (o >> sh) & 0xffffu, b, c, 0);
        n = (o & ~(0xffffu << sh)) | (e << sh);
    } while (!__atomic_compare_exchange_n(w, &o, n, 1, __ATOMIC_SEQ_CST,
                                          __ATOMIC_RELAXED));
    return (o >> sh) & 0xffffu;
}
#endif
#endif

/* Whether host atomics can update the element of size bytes at p. */
static int lock_free(const uint8_t *p, uint32_t size, int word_ok)
{
#if PV_HOST_ATOMICS
    if ((uintptr_t)p & (size - 1))
        return 0;
    return size != 2 || PV_CAS16 || word_ok;
#else
    PV_UNUSED(p);
    PV_UNUSED(size);
    PV_UNUSED(word_ok);
    return 0;
#endif
}

PTXVM_INTERNAL uint64_t pv_atom_rmw(uint32_t aux, uint8_t *p, uint64_t b,
                                    uint64_t c, int ftz, pv_mutex *shared,
                                    int word_ok)
{
    uint32_t size = PV_MEM_SIZE(aux);
    uint64_t old, n;
    if (!shared) {                   /* one thread's: plain accesses */
        old = pv_load_le(p, size, 0);
        pv_store_le(p, pv_atom_new(aux, old, b, c, ftz), size);
        return old;
    }
#if PV_HOST_ATOMICS
    if (lock_free(p, size, word_ok)) {
        if (size == 4)
            return host32(aux, (uint32_t *)(void *)p, (uint32_t)b, (uint32_t)c, ftz);
        if (size == 8)
            return host64(aux, (uint64_t *)(void *)p, b, c, ftz);
        return host16(aux, p, b, c);
    }
#endif
    {
        uint8_t e[8] = {0};
        pv_mutex_lock(shared);
        pv_gread(e, p, size);
        old = pv_load_le(e, size, 0);
        n = pv_atom_new(aux, old, b, c, ftz);
        pv_store_le(e, n, size);
        pv_gwrite(p, e, size);
        pv_mutex_unlock(shared);
    }
    return old;
}

/* The op numbers the callbacks receive are the public ones. */
typedef char pv_aop_public[((int)PV_AOP_AND == (int)PTXVM_ATOMIC_AND && (int)PV_AOP_OR == (int)PTXVM_ATOMIC_OR &&
                            (int)PV_AOP_XOR == (int)PTXVM_ATOMIC_XOR && (int)PV_AOP_CAS == (int)PTXVM_ATOMIC_CAS &&
                            (int)PV_AOP_EXCH == (int)PTXVM_ATOMIC_EXCH && (int)PV_AOP_ADD == (int)PTXVM_ATOMIC_ADD &&
                            (int)PV_AOP_INC == (int)PTXVM_ATOMIC_INC && (int)PV_AOP_DEC == (int)PTXVM_ATOMIC_DEC &&
                            (int)PV_AOP_MIN == (int)PTXVM_ATOMIC_MIN && (int)PV_AOP_MAX == (int)PTXVM_ATOMIC_MAX)
                           ? 1 : -1];

/* The element type a host's typed atomic callback receives (ptxvm.h). */
PTXVM_INTERNAL ptxvm_atomic_type pv_atom_public_type(uint32_t aux)
{
    const uint32_t size = PV_MEM_SIZE(aux);
    switch (PV_ATOM_TYPE(aux)) {
    case PV_AT_S:      return size == 8 ? PTXVM_ATOMIC_S64 : PTXVM_ATOMIC_S32;
    case PV_AT_F:      return size == 8 ? PTXVM_ATOMIC_F64 : PTXVM_ATOMIC_F32;
    case PV_AT_F16:    return PTXVM_ATOMIC_F16;
    case PV_AT_BF16:   return PTXVM_ATOMIC_BF16;
    case PV_AT_F16X2:  return PTXVM_ATOMIC_F16X2;
    case PV_AT_BF16X2: return PTXVM_ATOMIC_BF16X2;
    default:
        return size == 2 ? PTXVM_ATOMIC_B16 : size == 8 ? PTXVM_ATOMIC_U64
                                                        : PTXVM_ATOMIC_U32;
    }
}
