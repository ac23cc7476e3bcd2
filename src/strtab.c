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

static int st_rehash(pv_strtab *t, uint32_t nslots)
{
    uint64_t *slots = (uint64_t *)pv_realloc(t->heap, NULL, 0,
                                             (size_t)nslots * sizeof *slots);
    uint32_t i;
    if (!slots)
        return -1;
    memset(slots, 0, (size_t)nslots * sizeof *slots);
    for (i = 1; i < t->n; i++) {
        uint32_t h = t->strs[i].hash & (nslots - 1);
        while (slots[h])
            h = (h + 1) & (nslots - 1);
        slots[h] = (uint64_t)t->strs[i].hash << 32 | i;
    }
    if (t->slots)
        pv_free(t->heap, t->slots, (size_t)(t->mask + 1) * sizeof *slots);
    t->slots = slots;
    t->mask = nslots - 1;
    return 0;
}

static uint32_t st_insert(pv_strtab *t, const char *s, size_t len,
                          uint32_t hash, uint32_t slot, int copy)
{
    pv_str *e;
    if (len > 0xffffffffu)
        return 0;
    if (t->n + 1 > t->cap) {
        pv_str *ns = (pv_str *)pv_grow(t->heap, t->strs, &t->cap, t->n + 1,
                                       sizeof *ns);
        if (!ns)
            return 0;
        t->strs = ns;
    }
    if (copy) {
        char *c = (char *)pv_arena_alloc(t->arena, len + 1, 1);
        if (!c)
            return 0;
        memcpy(c, s, len);
        c[len] = 0;
        s = c;
    }
    e = &t->strs[t->n];
    e->s = s;
    e->len = (uint32_t)len;
    e->hash = hash;
    t->slots[slot] = (uint64_t)hash << 32 | t->n;
    t->n++;
    if ((uint64_t)t->n * 2 > (uint64_t)t->mask + 1) {
        if (t->mask >= 0x7fffffffu || st_rehash(t, (t->mask + 1) * 2) != 0)
            return 0;
    }
    return t->n - 1;
}

/* Slots carry the hash, so a probe touches the entry and the text only
   for a likely match. */
static uint32_t st_find(const pv_strtab *t, const char *s, size_t len,
                        uint32_t hash, uint32_t *slot)
{
    uint32_t h = hash & t->mask;
    for (;;) {
        uint64_t e = t->slots[h];
        if (!e)
            break;
        if ((uint32_t)(e >> 32) == hash) {
            uint32_t id = (uint32_t)e;
            const pv_str *st = &t->strs[id];
            if (st->len == len && memcmp(st->s, s, len) == 0)
                return id;
        }
        h = (h + 1) & t->mask;
    }
    *slot = h;
    return 0;
}

/* Every module starts with the keywords interned, in order. That table
   is the same each time: it is built once per process (once.h) and
   copied into each new module, instead of hashing and inserting every
   keyword again. */
#define ST_INIT_SLOTS 2048u
#define ST_INIT_STRS  1024u
typedef char st_keywords_fit[PV_COUNTOF(kw_text) * 2 <= ST_INIT_SLOTS &&
                             PV_COUNTOF(kw_text) <= ST_INIT_STRS ? 1 : -1];
static uint64_t st_kw_slots[ST_INIT_SLOTS];
static pv_str   st_kw_strs[PV_COUNTOF(kw_text)];
static int      st_kw_ready, st_kw_bad;

/* Under pv_once_lock. */
static void st_build_keywords(void)
{
    uint32_t i;
    st_kw_strs[0].s = "";
    for (i = 1; i < PV_COUNTOF(kw_text); i++) {
        size_t len = strlen(kw_text[i]);
        uint32_t hash = st_hash(kw_text[i], len), h = hash & (ST_INIT_SLOTS - 1);
        for (; st_kw_slots[h]; h = (h + 1) & (ST_INIT_SLOTS - 1)) {
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
    t->slots = (uint64_t *)pv_realloc(h, NULL, 0, sizeof st_kw_slots);
    if (!t->slots)
        return -1;
    memcpy(t->slots, st_kw_slots, sizeof st_kw_slots);
    t->mask = ST_INIT_SLOTS - 1;
    t->strs = (pv_str *)pv_grow(h, NULL, &t->cap, ST_INIT_STRS, sizeof(pv_str));
    if (!t->strs)
        return -1;
    memcpy(t->strs, st_kw_strs, sizeof st_kw_strs);
    t->n = PV_COUNTOF(kw_text);
    return 0;
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
    uint32_t id = st_find(t, s, len, hash, &slot);
    if (id)
        return id;
    return st_insert(t, s, len, hash, slot, 1);
}

PTXVM_INTERNAL uint32_t pv_lookup(const pv_strtab *t, const char *s, size_t len)
{
    uint32_t slot;
    return st_find(t, s, len, st_hash(s, len), &slot);
}
