/* String interning on xxHash with open addressing. */
#include "strtab.h"
#include "once.h"
#define XXH_INLINE_ALL
#include <xxhash.h>

static const char *const kw_text[] = {
    "",
#define KW(id, text) text,
#include "kw_core.h"
#include "kw_isa.h"
#undef KW
};

static uint32_t st_hash(const char *s, size_t len)
{
    return (uint32_t)XXH3_64bits(s, len);
}

/* A module's own strings (ids from nkw on) in open addressing; the
   keywords live in one table per process, shared read-only by every
   module, so a module does not copy them (a small module's load would
   otherwise start with 40 KB of tables). */
static int st_rehash(pv_strtab *t, uint32_t nslots)
{
    uint64_t *slots = (uint64_t *)pv_realloc(t->heap, NULL, 0,
                                             (size_t)nslots * sizeof *slots);
    uint32_t i;
    if (!slots)
        return -1;
    memset(slots, 0, (size_t)nslots * sizeof *slots);
    for (i = t->nkw; i < t->n; i++) {
        uint32_t h = t->strs[i - t->nkw].hash & (nslots - 1);
        while (slots[h])
            h = (h + 1) & (nslots - 1);
        slots[h] = (uint64_t)t->strs[i - t->nkw].hash << 32 | i;
    }
    if (t->slots)
        pv_free(t->heap, t->slots, (size_t)(t->mask + 1) * sizeof *slots);
    t->slots = slots;
    t->mask = nslots - 1;
    return 0;
}

static uint32_t st_insert(pv_strtab *t, const char *s, size_t len,
                          uint32_t hash, uint32_t slot)
{
    pv_str *e;
    char *c;
    uint32_t own = t->n - t->nkw;
    if (len > 0xffffffffu || t->n == 0xffffffffu)
        return 0;
    if (own + 1 > t->cap) {
        pv_str *ns = (pv_str *)pv_grow(t->heap, t->strs, &t->cap, own + 1,
                                       sizeof *ns);
        if (!ns)
            return 0;
        t->strs = ns;
    }
    c = (char *)pv_arena_alloc(t->arena, len + 1, 1);
    if (!c)
        return 0;
    memcpy(c, s, len);
    c[len] = 0;
    e = &t->strs[own];
    e->s = c;
    e->len = (uint32_t)len;
    e->hash = hash;
    t->slots[slot] = (uint64_t)hash << 32 | t->n;
    t->n++;
    if ((uint64_t)(own + 1) * 2 > (uint64_t)t->mask + 1) {
        if (t->mask >= 0x7fffffffu || st_rehash(t, (t->mask + 1) * 2) != 0)
            return 0;
    }
    return t->n - 1;
}

/* Slots carry the hash, so a probe touches the entry and the text only
   for a likely match. The id of s in (slots, mask), or 0 with *slot the
   empty slot where it would go. */
static PV_FORCE_INLINE uint32_t st_probe(const uint64_t *slots, uint32_t mask,
                         const pv_strtab *t, const char *s, size_t len,
                         uint32_t hash, uint32_t *slot)
{
    uint32_t h = hash & mask;
    for (;;) {
        uint64_t e = slots[h];
        if (!e)
            break;
        if ((uint32_t)(e >> 32) == hash) {
            uint32_t id = (uint32_t)e;
            if (pv_sym_len(t, id) == len && memcmp(pv_sym_text(t, id), s, len) == 0)
                return id;
        }
        h = (h + 1) & mask;
    }
    *slot = h;
    return 0;
}

/* The keywords: ids 1..nkw-1, the same in every module (KW_x), built
   once per process (once.h). */
#define ST_KW_SLOTS 2048u
#define ST_INIT_SLOTS 64u
typedef char st_keywords_fit[PV_COUNTOF(kw_text) * 2 <= ST_KW_SLOTS ? 1 : -1];
static uint64_t st_kw_slots[ST_KW_SLOTS];
static pv_str   st_kw_strs[PV_COUNTOF(kw_text)];
static int      st_kw_ready, st_kw_bad;

/* Under pv_once_lock. */
static void st_build_keywords(void)
{
    uint32_t i;
    st_kw_strs[0].s = "";
    for (i = 1; i < PV_COUNTOF(kw_text); i++) {
        size_t len = strlen(kw_text[i]);
        uint32_t hash = st_hash(kw_text[i], len), h = hash & (ST_KW_SLOTS - 1);
        for (; st_kw_slots[h]; h = (h + 1) & (ST_KW_SLOTS - 1)) {
            const pv_str *o = &st_kw_strs[(uint32_t)st_kw_slots[h]];
            /* a duplicate keyword would break KW_x == id; tests catch it */
            if (o->len == len && memcmp(o->s, kw_text[i], len) == 0)
                st_kw_bad = 1;
        }
        st_kw_strs[i].s = kw_text[i];
        st_kw_strs[i].len = (uint32_t)len;
        st_kw_strs[i].hash = hash;
        st_kw_slots[h] = (uint64_t)hash << 32 | i;
    }
}

PTXVM_INTERNAL int pv_strtab_init(pv_strtab *t, pv_heap *h, pv_arena *a)
{
    memset(t, 0, sizeof *t);
    t->heap = h;
    t->arena = a;
    if (!pv_once_done(&st_kw_ready)) {
        pv_once_lock();
        if (!st_kw_ready) {
            st_build_keywords();
            pv_once_set(&st_kw_ready);
        }
        pv_once_unlock();
    }
    if (st_kw_bad)
        return -1;
    t->kw = st_kw_strs;
    t->nkw = t->n = PV_COUNTOF(kw_text);
    return st_rehash(t, ST_INIT_SLOTS);
}

PTXVM_INTERNAL void pv_strtab_free(pv_strtab *t)
{
    if (t->slots)
        pv_free(t->heap, t->slots, (size_t)(t->mask + 1) * sizeof(uint64_t));
    if (t->strs)
        pv_free(t->heap, t->strs, (size_t)t->cap * sizeof(pv_str));
    t->slots = NULL;
    t->strs = NULL;
}

PTXVM_INTERNAL uint32_t pv_intern(pv_strtab *t, const char *s, size_t len)
{
    uint32_t hash = st_hash(s, len), slot = 0;
    uint32_t id = st_probe(st_kw_slots, ST_KW_SLOTS - 1, t, s, len, hash, &slot);
    if (id)
        return id;
    id = st_probe(t->slots, t->mask, t, s, len, hash, &slot);
    if (id)
        return id;
    return st_insert(t, s, len, hash, slot);
}

PTXVM_INTERNAL uint32_t pv_lookup(const pv_strtab *t, const char *s, size_t len)
{
    uint32_t hash = st_hash(s, len), slot;
    uint32_t id = st_probe(st_kw_slots, ST_KW_SLOTS - 1, t, s, len, hash, &slot);
    return id ? id : st_probe(t->slots, t->mask, t, s, len, hash, &slot);
}
