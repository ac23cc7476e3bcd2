/* Device memory through the public API: allocations, host mappings,
   callback ranges, host-side copies and their range checks, the device
   memory limit, module .global/.const variables with initialisers and
   address relocations, PTXVM_FLAG_UNCHECKED, and the failing allocator
   at every step of a sequence of memory operations. */
#include "../testlib.h"
#include "vm.h"                 /* pv_module_var_addr, for function scope */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MT_GUARD 0x10000ull
#define MT_FUNC_BASE 0x0000730000000000ull

static int mt_create(pv_test *t, ptxvm_config *cfg, test_alloc *a,
                     uint64_t limit, uint32_t flags, ptxvm_vm **vm)
{
    test_config(cfg, a);
    cfg->device_mem_limit = limit;
    cfg->flags = flags;
    *vm = NULL;
    if (ptxvm_create(cfg, vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create failed");
        return 0;
    }
    return 1;
}

static int mt_all(const unsigned char *p, size_t n, unsigned char v)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (p[i] != v)
            return 0;
    return 1;
}

static int mt_has(const char *msg, const char *sub)
{
    return strstr(msg, sub) != NULL;
}

static void mem_alloc_free(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr p = 1, q = 0, r = 0;
    unsigned char buf[300];
    unsigned char host[16];
    ptxvm_result res;
    if (!mt_create(t, &cfg, &a, 0, 0, &vm))
        return;
    res = ptxvm_mem_alloc(vm, 0, &p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT && p == 0, "alloc(0): %s",
            ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "size"), "alloc(0) message: '%s'",
            ptxvm_error_message(vm));
    res = ptxvm_mem_alloc(vm, 16, NULL);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "alloc(out NULL): %s",
            ptxvm_result_name(res));
    res = ptxvm_mem_alloc(vm, 300, &p);
    T_CHECK(t, res == PTXVM_OK && p != 0, "alloc(300): %s", ptxvm_error_message(vm));
    T_CHECK(t, strcmp(ptxvm_error_message(vm), "") == 0, "message after alloc");
    T_CHECK(t, p % 256 == 0, "alloc address 0x%llx not 256-aligned",
            (unsigned long long)p);
    T_CHECK(t, p >= 0x100000000ull, "alloc address 0x%llx below 4 GiB",
            (unsigned long long)p);
    memset(buf, 0xCC, sizeof buf);
    res = ptxvm_memcpy_dtoh(vm, buf, p, sizeof buf);
    T_CHECK(t, res == PTXVM_OK && mt_all(buf, sizeof buf, 0),
            "fresh allocation is not zero-filled");
    res = ptxvm_mem_alloc(vm, 1, &q);
    T_CHECK(t, res == PTXVM_OK && q >= p + 300 + MT_GUARD,
            "second allocation 0x%llx leaves no guard gap after 0x%llx+300",
            (unsigned long long)q, (unsigned long long)p);
    /* free: only the exact base of an allocation, once */
    res = ptxvm_mem_free(vm, p + 8);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "free(inside): %s",
            ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "not its start"),
            "free(inside) message: '%s'", ptxvm_error_message(vm));
    res = ptxvm_mem_free(vm, 0);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "free(0): %s", ptxvm_result_name(res));
    T_CHECK(t, ptxvm_error_message(vm)[0] != 0, "free(0) left no message");
    res = ptxvm_mem_free(vm, p);
    T_CHECK(t, res == PTXVM_OK, "free: %s", ptxvm_error_message(vm));
    res = ptxvm_mem_free(vm, p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "double free: %s",
            ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "already released"),
            "double free message: '%s'", ptxvm_error_message(vm));
    /* use after free faults, and the range is not handed out again */
    res = ptxvm_memcpy_dtoh(vm, buf, p, 1);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "read after free: %s",
            ptxvm_result_name(res));
    res = ptxvm_mem_alloc(vm, 300, &r);
    T_CHECK(t, res == PTXVM_OK && r > q, "new allocation 0x%llx reuses freed "
            "address space", (unsigned long long)r);
    /* free of a mapping */
    res = ptxvm_mem_map(vm, host, sizeof host, PTXVM_READ, &p);
    T_CHECK(t, res == PTXVM_OK, "map: %s", ptxvm_error_message(vm));
    res = ptxvm_mem_free(vm, p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "free(mapping): %s",
            ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "ptxvm_mem_map"),
            "free(mapping) message: '%s'", ptxvm_error_message(vm));
    res = ptxvm_mem_unmap(vm, q);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "unmap(allocation): %s",
            ptxvm_result_name(res));
    /* destroy frees what is still allocated or mapped */
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

static void mem_map_unmap(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr p = 1, ro = 0, wo = 0;
    unsigned char host[64], out[64], src[64];
    ptxvm_result res;
    size_t i;
    if (!mt_create(t, &cfg, &a, 0, 0, &vm))
        return;
    for (i = 0; i < sizeof host; i++)
        host[i] = (unsigned char)i;
    res = ptxvm_mem_map(vm, host, sizeof host, 0, &p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT && p == 0, "map(access 0): %s",
            ptxvm_result_name(res));
    res = ptxvm_mem_map(vm, host, sizeof host, 4, &p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "map(access 4): %s",
            ptxvm_result_name(res));
    res = ptxvm_mem_map(vm, host, 0, PTXVM_READ, &p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "map(size 0): %s",
            ptxvm_result_name(res));
    res = ptxvm_mem_map(vm, NULL, 8, PTXVM_READ, &p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "map(NULL): %s",
            ptxvm_result_name(res));
    res = ptxvm_mem_map(vm, host, sizeof host, PTXVM_READ | PTXVM_WRITE, &p);
    T_CHECK(t, res == PTXVM_OK && p % 256 == 0, "map: %s", ptxvm_error_message(vm));
    /* zero-copy: device copies reach the host buffer and back */
    res = ptxvm_memcpy_dtoh(vm, out, p + 10, 20);
    T_CHECK(t, res == PTXVM_OK && out[0] == 10 && out[19] == 29, "dtoh of mapping");
    memset(src, 0xAB, sizeof src);
    res = ptxvm_memcpy_htod(vm, p + 60, src, 4);
    T_CHECK(t, res == PTXVM_OK && mt_all(host + 60, 4, 0xAB) && host[59] == 59,
            "htod into mapping");
    host[0] = 0x5A;
    res = ptxvm_memcpy_dtoh(vm, out, p, 1);
    T_CHECK(t, res == PTXVM_OK && out[0] == 0x5A, "host change not visible");
    /* access binds host copies too */
    res = ptxvm_mem_map(vm, host, 32, PTXVM_READ, &ro);
    T_CHECK(t, res == PTXVM_OK, "map read-only: %s", ptxvm_error_message(vm));
    res = ptxvm_memcpy_htod(vm, ro, src, 1);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT && host[0] == 0x5A,
            "htod into read-only mapping: %s", ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "PTXVM_WRITE"),
            "read-only message: '%s'", ptxvm_error_message(vm));
    res = ptxvm_memset(vm, ro, 0, 1);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT && host[0] == 0x5A,
            "memset of read-only mapping: %s", ptxvm_result_name(res));
    res = ptxvm_memcpy_dtoh(vm, out, ro, 32);
    T_CHECK(t, res == PTXVM_OK, "dtoh of read-only mapping: %s", ptxvm_result_name(res));
    res = ptxvm_mem_map(vm, host + 32, 32, PTXVM_WRITE, &wo);
    T_CHECK(t, res == PTXVM_OK, "map write-only: %s", ptxvm_error_message(vm));
    res = ptxvm_memcpy_dtoh(vm, out, wo, 1);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "dtoh of write-only mapping: %s",
            ptxvm_result_name(res));
    res = ptxvm_memcpy_htod(vm, wo, src, 32);
    T_CHECK(t, res == PTXVM_OK && mt_all(host + 32, 32, 0xAB),
            "htod into write-only mapping");
    /* unmap: exact base of a mapping, once */
    T_CHECK(t, ptxvm_mem_unmap(vm, p + 1) == PTXVM_E_INVALID_ARGUMENT,
            "unmap(inside)");
    T_CHECK(t, ptxvm_mem_unmap(vm, p) == PTXVM_OK, "unmap: %s",
            ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_mem_unmap(vm, p) == PTXVM_E_INVALID_ARGUMENT, "double unmap");
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, out, p, 1) == PTXVM_E_INVALID_ARGUMENT,
            "read after unmap");
    T_CHECK(t, ptxvm_mem_unmap(vm, ro) == PTXVM_OK, "unmap ro");
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

static void mem_ranges(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr p = 0, q = 0;
    unsigned char in[1000], out[1000];
    ptxvm_result res;
    size_t i;
    if (!mt_create(t, &cfg, &a, 0, 0, &vm))
        return;
    for (i = 0; i < sizeof in; i++)
        in[i] = (unsigned char)(i * 7 + 3);
    if (ptxvm_mem_alloc(vm, 1000, &p) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 1000, &q) != PTXVM_OK) {
        T_CHECK(t, 0, "alloc: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    res = ptxvm_memcpy_htod(vm, p, in, 1000);
    T_CHECK(t, res == PTXVM_OK, "htod whole: %s", ptxvm_error_message(vm));
    res = ptxvm_memcpy_dtoh(vm, out, p, 1000);
    T_CHECK(t, res == PTXVM_OK && memcmp(in, out, 1000) == 0, "round trip");
    /* partial copies at an offset */
    res = ptxvm_memcpy_dtoh(vm, out, p + 999, 1);
    T_CHECK(t, res == PTXVM_OK && out[0] == in[999], "last byte");
    /* crossing the end: nothing copied */
    memset(out, 0xEE, sizeof out);
    res = ptxvm_memcpy_dtoh(vm, out, p + 996, 8);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT && mt_all(out, 8, 0xEE),
            "dtoh crossing the end: %s", ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "runs past the end"),
            "crossing message: '%s'", ptxvm_error_message(vm));
    res = ptxvm_memcpy_htod(vm, p + 996, out, 8);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "htod crossing the end: %s",
            ptxvm_result_name(res));
    res = ptxvm_memset(vm, p + 1, 0, 1000);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "memset crossing the end: %s",
            ptxvm_result_name(res));
    res = ptxvm_memcpy_dtoh(vm, out, p, 1000);
    T_CHECK(t, res == PTXVM_OK && memcmp(in, out, 1000) == 0,
            "failed copies changed memory");
    /* the guard gap, before the first region, the whole span of two */
    res = ptxvm_memcpy_dtoh(vm, out, p + 1000, 1);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "guard gap: %s", ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "not device memory"),
            "guard gap message: '%s'", ptxvm_error_message(vm));
    res = ptxvm_memcpy_dtoh(vm, out, q - 1, 2);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "gap into next: %s",
            ptxvm_result_name(res));
    res = ptxvm_memcpy_dtoh(vm, out, p - 1, 1);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "before the region");
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, out, 0, 1) == PTXVM_E_INVALID_ARGUMENT, "address 0");
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, out, 16, 1) == PTXVM_E_INVALID_ARGUMENT, "address 16");
    T_CHECK(t, ptxvm_memcpy_htod(vm, ~(ptxvm_addr)0, in, 1) == PTXVM_E_INVALID_ARGUMENT,
            "address ~0");
    T_CHECK(t, ptxvm_memcpy_htod(vm, p, in, (size_t)-1) == PTXVM_E_INVALID_ARGUMENT,
            "n SIZE_MAX");
    T_CHECK(t, ptxvm_memset(vm, p + 500, 1, (size_t)-1 - 100) == PTXVM_E_INVALID_ARGUMENT,
            "memset n huge (wraps)");
    /* n == 0: no-ops, even with NULL pointers or no memory there */
    T_CHECK(t, ptxvm_memcpy_htod(vm, 0, NULL, 0) == PTXVM_OK, "htod n 0");
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, NULL, 12345, 0) == PTXVM_OK, "dtoh n 0");
    T_CHECK(t, ptxvm_memset(vm, 0, 7, 0) == PTXVM_OK, "memset n 0");
    T_CHECK(t, ptxvm_memcpy_htod(vm, p, NULL, 1) == PTXVM_E_INVALID_ARGUMENT,
            "htod src NULL");
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, NULL, p, 1) == PTXVM_E_INVALID_ARGUMENT,
            "dtoh dst NULL");
    /* memset */
    res = ptxvm_memset(vm, p + 100, 0x1FF, 50);   /* (unsigned char)0x1FF */
    T_CHECK(t, res == PTXVM_OK, "memset: %s", ptxvm_error_message(vm));
    res = ptxvm_memcpy_dtoh(vm, out, p, 1000);
    T_CHECK(t, res == PTXVM_OK && mt_all(out + 100, 50, 0xFF) &&
            memcmp(out, in, 100) == 0 && memcmp(out + 150, in + 150, 850) == 0,
            "memset wrote outside [100, 150) or the wrong byte");
    res = ptxvm_memset(vm, q, 0, 1000);
    T_CHECK(t, res == PTXVM_OK, "memset whole: %s", ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

static void mem_limit(pv_test *t)
{
    static const char big[] =
        ".version 8.5\n.target sm_90\n.address_size 64\n"
        ".global .b8 big[3000];\n";
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m = NULL;
    ptxvm_addr p = 0, q = 0, mp = 0;
    static unsigned char host[1 << 16];
    ptxvm_result res;
    if (!mt_create(t, &cfg, &a, 4096, 0, &vm))
        return;
    res = ptxvm_mem_alloc(vm, 4097, &p);
    T_CHECK(t, res == PTXVM_E_NO_MEMORY, "alloc over the limit: %s",
            ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "limit"), "limit message: '%s'",
            ptxvm_error_message(vm));
    res = ptxvm_mem_alloc(vm, 4000, &p);
    T_CHECK(t, res == PTXVM_OK, "alloc 4000: %s", ptxvm_error_message(vm));
    res = ptxvm_mem_alloc(vm, 97, &q);
    T_CHECK(t, res == PTXVM_E_NO_MEMORY && q == 0, "alloc past the limit: %s",
            ptxvm_result_name(res));
    res = ptxvm_mem_alloc(vm, 96, &q);
    T_CHECK(t, res == PTXVM_OK, "alloc up to the limit: %s", ptxvm_error_message(vm));
    /* mappings are the host's memory: not counted */
    res = ptxvm_mem_map(vm, host, sizeof host, PTXVM_READ, &mp);
    T_CHECK(t, res == PTXVM_OK, "map under a full limit: %s", ptxvm_error_message(vm));
    /* module variables count */
    res = ptxvm_module_load(vm, big, sizeof big - 1, "big.ptx", &m);
    T_CHECK(t, res == PTXVM_E_NO_MEMORY && m == NULL, "module over the limit: %s",
            ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "limit"), "module limit message: '%s'",
            ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_mem_free(vm, p) == PTXVM_OK, "free");
    res = ptxvm_module_load(vm, big, sizeof big - 1, "big.ptx", &m);
    T_CHECK(t, res == PTXVM_OK, "module after free: %s", ptxvm_error_message(vm));
    res = ptxvm_mem_alloc(vm, 1001, &p);
    T_CHECK(t, res == PTXVM_E_NO_MEMORY, "alloc beside the module: %s",
            ptxvm_result_name(res));
    ptxvm_module_unload(m);
    res = ptxvm_mem_alloc(vm, 4000, &p);
    T_CHECK(t, res == PTXVM_OK, "unload gave back the module's bytes: %s",
            ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

/* ---- callbacks ---- */
typedef struct mt_cb {
    unsigned char mem[20000];
    int loads, stores;
    uint64_t last_off;
    size_t last_n, stored;
    ptxvm_result fail;       /* returned when set */
} mt_cb;

static ptxvm_result mt_load(void *user, uint64_t off, void *dst, size_t n)
{
    mt_cb *c = (mt_cb *)user;
    c->loads++;
    c->last_off = off;
    c->last_n = n;
    if (c->fail)
        return c->fail;
    if (off > sizeof c->mem || n > sizeof c->mem - off)
        return PTXVM_E_MEMORY_FAULT;
    memcpy(dst, c->mem + off, n);
    return PTXVM_OK;
}

static ptxvm_result mt_store(void *user, uint64_t off, const void *src, size_t n)
{
    mt_cb *c = (mt_cb *)user;
    c->stores++;
    c->last_off = off;
    c->last_n = n;
    if (c->fail)
        return c->fail;
    if (off > sizeof c->mem || n > sizeof c->mem - off)
        return PTXVM_E_MEMORY_FAULT;
    memcpy(c->mem + off, src, n);
    c->stored += n;
    return PTXVM_OK;
}

static void mem_callbacks(pv_test *t)
{
    static mt_cb c;
    ptxvm_mem_callbacks cb, bad;
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_addr p = 1;
    unsigned char buf[64];
    ptxvm_result res;
    size_t i;
    memset(&c, 0, sizeof c);
    memset(&cb, 0, sizeof cb);
    cb.load = mt_load;
    cb.store = mt_store;
    if (!mt_create(t, &cfg, &a, 0, 0, &vm))
        return;
    bad = cb;
    bad.load = NULL;
    res = ptxvm_mem_map_callbacks(vm, 100, &bad, &c, &p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT && p == 0, "no load: %s",
            ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "cb->load"), "no load message: '%s'",
            ptxvm_error_message(vm));
    bad = cb;
    bad.store = NULL;
    res = ptxvm_mem_map_callbacks(vm, 100, &bad, &c, &p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "no store: %s", ptxvm_result_name(res));
    res = ptxvm_mem_map_callbacks(vm, 100, NULL, &c, &p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "cb NULL: %s", ptxvm_result_name(res));
    res = ptxvm_mem_map_callbacks(vm, 0, &cb, &c, &p);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "size 0: %s", ptxvm_result_name(res));
    res = ptxvm_mem_map_callbacks(vm, sizeof c.mem, &cb, &c, &p);
    T_CHECK(t, res == PTXVM_OK && p % 256 == 0, "map_callbacks: %s",
            ptxvm_error_message(vm));
    for (i = 0; i < sizeof buf; i++)
        buf[i] = (unsigned char)(i + 1);
    res = ptxvm_memcpy_htod(vm, p + 1234, buf, 40);
    T_CHECK(t, res == PTXVM_OK && c.stores == 1 && c.last_off == 1234 &&
            c.last_n == 40 && memcmp(c.mem + 1234, buf, 40) == 0,
            "htod: stores %d off %llu n %lu", c.stores,
            (unsigned long long)c.last_off, (unsigned long)c.last_n);
    memset(buf, 0, sizeof buf);
    res = ptxvm_memcpy_dtoh(vm, buf, p + 1240, 10);
    T_CHECK(t, res == PTXVM_OK && c.loads == 1 && c.last_off == 1240 &&
            c.last_n == 10 && buf[0] == 7 && buf[9] == 16, "dtoh through load");
    /* memset in chunks, in order, covering exactly the range */
    c.stores = 0;
    c.stored = 0;
    res = ptxvm_memset(vm, p + 100, 0x42, 10000);
    T_CHECK(t, res == PTXVM_OK && c.stored == 10000 && c.stores >= 1 &&
            mt_all(c.mem + 100, 10000, 0x42) && c.mem[99] == 0 && c.mem[10100] == 0,
            "memset through store: %d stores, %lu bytes", c.stores,
            (unsigned long)c.stored);
    T_CHECK(t, c.last_off + c.last_n == 10100, "last memset chunk ends at %llu",
            (unsigned long long)(c.last_off + c.last_n));
    /* ranges are checked before the callbacks run */
    c.loads = c.stores = 0;
    res = ptxvm_memcpy_dtoh(vm, buf, p + sizeof c.mem - 4, 8);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT && c.loads == 0,
            "dtoh past the end: %s, %d loads", ptxvm_result_name(res), c.loads);
    /* errors come back as PTXVM_E_HOST */
    c.fail = PTXVM_E_MEMORY_FAULT;
    res = ptxvm_memcpy_dtoh(vm, buf, p + 8, 4);
    T_CHECK(t, res == PTXVM_E_HOST, "failing load: %s", ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "load") &&
            mt_has(ptxvm_error_message(vm), "PTXVM_E_MEMORY_FAULT") &&
            mt_has(ptxvm_error_message(vm), "offset 8"),
            "failing load message: '%s'", ptxvm_error_message(vm));
    res = ptxvm_memcpy_htod(vm, p + 16, buf, 4);
    T_CHECK(t, res == PTXVM_E_HOST && mt_has(ptxvm_error_message(vm), "store"),
            "failing store: %s '%s'", ptxvm_result_name(res), ptxvm_error_message(vm));
    c.stores = 0;
    res = ptxvm_memset(vm, p, 0, 9000);
    T_CHECK(t, res == PTXVM_E_HOST && c.stores == 1, "failing memset: %s, %d stores",
            ptxvm_result_name(res), c.stores);
    c.fail = PTXVM_OK;
    T_CHECK(t, ptxvm_mem_free(vm, p) == PTXVM_E_INVALID_ARGUMENT, "free(callbacks)");
    T_CHECK(t, ptxvm_mem_unmap(vm, p) == PTXVM_OK, "unmap(callbacks): %s",
            ptxvm_error_message(vm));
    c.loads = 0;
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, buf, p, 1) == PTXVM_E_INVALID_ARGUMENT &&
            c.loads == 0, "load after unmap");
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

/* ---- module variables ---- */
static const char mt_globals[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".extern .global .u32 ext[];\n"
    ".shared .u32 sh;\n"
    ".global .align 4 .u32 scalar = 0x11223344;\n"
    ".global .u8 bytes[5] = {1, 2, 3, 4, 5};\n"
    ".global .u32 arr[4] = {10, 20, 30, 40};\n"
    ".const .align 16 .f32 cst[4] = {0f3F800000, 0f40000000, 0fBF000000, 0f7F800000};\n"
    ".global .align 8 .u64 ptrs[3] = {arr, arr+8, generic(cst)+4};\n"
    ".global .u32 p32 = bytes+1;\n"
    ".global .align 256 .b8 aligned_buf[3] = {9};\n"
    ".global .u16 zeroed[7];\n"
    ".const .u64 cscalar = 0x0102030405060708;\n"
    ".global .u64 fp = f;\n"
    ".func f()\n{\n    ret;\n}\n";

static uint64_t mt_le(const unsigned char *p, int n)
{
    uint64_t v = 0;
    int i;
    for (i = n - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static int mt_global(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *name,
                     size_t want_size, size_t align, ptxvm_addr *addr,
                     unsigned char *bytes)
{
    size_t size = 0;
    ptxvm_result res = ptxvm_module_get_global(m, name, addr, &size);
    T_CHECK(t, res == PTXVM_OK, "get_global(%s): %s", name, ptxvm_error_message(vm));
    if (res != PTXVM_OK)
        return 0;
    T_CHECK(t, size == want_size, "%s: size %lu, want %lu", name,
            (unsigned long)size, (unsigned long)want_size);
    T_CHECK(t, *addr % align == 0, "%s: address 0x%llx not %lu-aligned", name,
            (unsigned long long)*addr, (unsigned long)align);
    res = ptxvm_memcpy_dtoh(vm, bytes, *addr, want_size);
    T_CHECK(t, res == PTXVM_OK, "dtoh(%s): %s", name, ptxvm_error_message(vm));
    return res == PTXVM_OK;
}

static void mt_check_globals(pv_test *t, ptxvm_vm *vm, ptxvm_module *m)
{
    static const unsigned char cst_bytes[16] = {
        0, 0, 0x80, 0x3F, 0, 0, 0, 0x40, 0, 0, 0, 0xBF, 0, 0, 0x80, 0x7F};
    unsigned char b[64];
    ptxvm_addr scalar = 0, bytes = 0, arr = 0, cst = 0, ptrs = 0, p32 = 0,
               abuf = 0, zeroed = 0, cscalar = 0, fp = 0, x = 1;
    size_t size = 1;
    ptxvm_result res;
    if (mt_global(t, vm, m, "scalar", 4, 4, &scalar, b))
        T_CHECK(t, mt_le(b, 4) == 0x11223344, "scalar = 0x%llx",
                (unsigned long long)mt_le(b, 4));
    if (mt_global(t, vm, m, "bytes", 5, 1, &bytes, b))
        T_CHECK(t, b[0] == 1 && b[1] == 2 && b[2] == 3 && b[3] == 4 && b[4] == 5,
                "bytes");
    if (mt_global(t, vm, m, "arr", 16, 4, &arr, b))
        T_CHECK(t, mt_le(b, 4) == 10 && mt_le(b + 4, 4) == 20 &&
                mt_le(b + 8, 4) == 30 && mt_le(b + 12, 4) == 40, "arr");
    if (mt_global(t, vm, m, "cst", 16, 16, &cst, b))
        T_CHECK(t, memcmp(b, cst_bytes, 16) == 0, "cst bytes");
    if (mt_global(t, vm, m, "ptrs", 24, 8, &ptrs, b)) {
        T_CHECK(t, mt_le(b, 8) == arr, "ptrs[0] = 0x%llx, &arr = 0x%llx",
                (unsigned long long)mt_le(b, 8), (unsigned long long)arr);
        T_CHECK(t, mt_le(b + 8, 8) == arr + 8, "ptrs[1] = 0x%llx, &arr+8 = 0x%llx",
                (unsigned long long)mt_le(b + 8, 8), (unsigned long long)(arr + 8));
        T_CHECK(t, mt_le(b + 16, 8) == cst + 4, "ptrs[2] = 0x%llx, &cst+4 = 0x%llx",
                (unsigned long long)mt_le(b + 16, 8), (unsigned long long)(cst + 4));
    }
    if (mt_global(t, vm, m, "p32", 4, 4, &p32, b))
        T_CHECK(t, mt_le(b, 4) == ((bytes + 1) & 0xffffffffu), "p32 = 0x%llx",
                (unsigned long long)mt_le(b, 4));
    if (mt_global(t, vm, m, "aligned_buf", 3, 256, &abuf, b))
        T_CHECK(t, b[0] == 9 && b[1] == 0 && b[2] == 0, "aligned_buf");
    if (mt_global(t, vm, m, "zeroed", 14, 2, &zeroed, b))
        T_CHECK(t, mt_all(b, 14, 0), "zeroed");
    if (mt_global(t, vm, m, "cscalar", 8, 8, &cscalar, b))
        T_CHECK(t, mt_le(b, 8) == 0x0102030405060708ull, "cscalar");
    if (mt_global(t, vm, m, "fp", 8, 8, &fp, b))
        T_CHECK(t, mt_le(b, 8) >= MT_FUNC_BASE &&
                mt_le(b, 8) < MT_FUNC_BASE + 0x100000000ull,
                "fp = 0x%llx: not a function address", (unsigned long long)mt_le(b, 8));
    /* variables do not overlap (order by address, then compare ends) */
    T_CHECK(t, bytes >= scalar + 4 && arr >= bytes + 5 && ptrs >= arr + 16 &&
            p32 >= ptrs + 24 && abuf >= p32 + 4 && zeroed >= abuf + 3 &&
            fp >= zeroed + 14, "global variables overlap or are out of order");
    T_CHECK(t, cscalar >= cst + 16, ".const variables overlap");
    /* .const lives apart from .global; the host may write it */
    T_CHECK(t, cst > fp + 8 || cst + 24 < scalar, ".const inside the .global region");
    memset(b, 0x77, 16);
    res = ptxvm_memcpy_htod(vm, cst, b, 16);
    T_CHECK(t, res == PTXVM_OK, "htod into .const: %s", ptxvm_error_message(vm));
    memset(b, 0, 16);
    res = ptxvm_memcpy_dtoh(vm, b, cst, 16);
    T_CHECK(t, res == PTXVM_OK && mt_all(b, 16, 0x77), "read back .const");
    /* a copy that runs off one variable into the next is fine inside the
       region, but not past the region's end */
    res = ptxvm_memcpy_dtoh(vm, b, fp, 9);
    T_CHECK(t, res == PTXVM_E_INVALID_ARGUMENT, "past the .global region: %s",
            ptxvm_result_name(res));
    T_CHECK(t, ptxvm_mem_free(vm, scalar) == PTXVM_E_INVALID_ARGUMENT,
            "free of a module variable");
    /* names that are not defined .global/.const variables */
    res = ptxvm_module_get_global(m, "nope", &x, &size);
    T_CHECK(t, res == PTXVM_E_NOT_FOUND && x == 0 && size == 0, "nope: %s",
            ptxvm_result_name(res));
    T_CHECK(t, mt_has(ptxvm_error_message(vm), "nope"), "NOT_FOUND message: '%s'",
            ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_module_get_global(m, "ext", &x, &size) == PTXVM_E_NOT_FOUND,
            "extern variable found");
    T_CHECK(t, ptxvm_module_get_global(m, "sh", &x, &size) == PTXVM_E_NOT_FOUND,
            ".shared variable found");
    T_CHECK(t, ptxvm_module_get_global(m, "f", &x, &size) == PTXVM_E_NOT_FOUND,
            "function found as a variable");
    T_CHECK(t, ptxvm_module_get_global(m, NULL, &x, &size) == PTXVM_E_INVALID_ARGUMENT,
            "get_global(NULL name)");
    T_CHECK(t, ptxvm_module_get_global(m, "arr", NULL, NULL) == PTXVM_OK,
            "get_global with NULL outputs");
}

static void mem_globals(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m = NULL, *m2 = NULL;
    ptxvm_addr a1 = 0, a2 = 0;
    unsigned char b[4];
    ptxvm_result res;
    if (!mt_create(t, &cfg, &a, 0, 0, &vm))
        return;
    res = ptxvm_module_load(vm, mt_globals, sizeof mt_globals - 1, "globals.ptx", &m);
    T_CHECK(t, res == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
    if (res != PTXVM_OK) {
        ptxvm_destroy(vm);
        return;
    }
    mt_check_globals(t, vm, m);
    /* a second copy has its own variables */
    res = ptxvm_module_load(vm, mt_globals, sizeof mt_globals - 1, "g2.ptx", &m2);
    T_CHECK(t, res == PTXVM_OK, "load 2: %s", ptxvm_error_message(vm));
    ptxvm_module_get_global(m, "scalar", &a1, NULL);
    ptxvm_module_get_global(m2, "scalar", &a2, NULL);
    T_CHECK(t, a1 && a2 && a1 != a2, "two modules share 'scalar'");
    /* unloading releases the variables */
    ptxvm_module_unload(m2);
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, b, a2, 4) == PTXVM_E_INVALID_ARGUMENT,
            "variable readable after unload");
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, b, a1, 4) == PTXVM_OK, "other module's variable");
    /* a module without variables */
    {
        static const char none[] = ".version 8.5\n.target sm_90\n";
        res = ptxvm_module_load(vm, none, sizeof none - 1, "none.ptx", &m2);
        T_CHECK(t, res == PTXVM_OK, "empty module: %s", ptxvm_error_message(vm));
        T_CHECK(t, ptxvm_module_get_global(m2, "scalar", &a2, NULL) ==
                PTXVM_E_NOT_FOUND, "empty module has 'scalar'");
    }
    /* the address of an .extern variable nothing defines */
    {
        static const char ext[] = ".version 8.5\n.target sm_90\n.address_size 64\n"
                                  ".extern .global .u32 e[];\n"
                                  ".global .u64 pe = e;\n";
        ptxvm_module *m3 = NULL;
        res = ptxvm_module_load(vm, ext, sizeof ext - 1, "ext.ptx", &m3);
        T_CHECK(t, res == PTXVM_E_LINK && m3 == NULL, "address of an undefined "
                ".extern: %s '%s'", ptxvm_result_name(res), ptxvm_error_message(vm));
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

/* .global/.const declared in a function body: static storage with its
   initialiser, reachable by var index (the compiler's view), not by name */
static void mem_function_scope(pv_test *t)
{
    static const char text[] =
        ".version 8.5\n.target sm_90\n.address_size 64\n"
        ".global .u32 fg = 1;\n"
        ".entry k()\n{\n    .global .u32 fg = 0x55667788;\n"
        "    .const .u16 fc[2] = {7, 8};\n    ret;\n}\n";
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m = NULL;
    ptxvm_addr mod_fg = 0;
    unsigned char b[4];
    uint32_t i, seen = 0;
    if (!mt_create(t, &cfg, &a, 0, 0, &vm))
        return;
    if (ptxvm_module_load(vm, text, sizeof text - 1, "fs.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    T_CHECK(t, ptxvm_module_get_global(m, "fg", &mod_fg, NULL) == PTXVM_OK &&
            ptxvm_memcpy_dtoh(vm, b, mod_fg, 4) == PTXVM_OK && mt_le(b, 4) == 1,
            "module-scope fg");
    for (i = 1; i < m->ir->vars.len; i++) {
        const ir_var *v = &m->ir->vars.data[i];
        uint64_t addr = pv_module_var_addr(m, i);
        const char *name = ir_name(m->ir, v->name);
        if (v->space != SP_GLOBAL && v->space != SP_CONST)
            continue;
        seen++;
        T_CHECK(t, addr != 0, "%s (var %u) has no address", name, (unsigned)i);
        if (!addr || ptxvm_memcpy_dtoh(vm, b, addr, 4) != PTXVM_OK)
            continue;
        if (strcmp(name, "fc") == 0)
            T_CHECK(t, mt_le(b, 4) == 0x00080007u, "function-scope fc");
        else if (addr != mod_fg)
            T_CHECK(t, mt_le(b, 4) == 0x55667788u, "function-scope fg");
    }
    T_CHECK(t, seen == 3, "%u .global/.const variables, want 3", (unsigned)seen);
    T_CHECK(t, pv_module_var_addr(m, 0) == 0 && pv_module_var_addr(m, 0xffffffffu) == 0,
            "var_addr of no variable");
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

/* ---- PTXVM_FLAG_UNCHECKED: addresses are host pointers ---- */
static void mem_unchecked(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m = NULL;
    ptxvm_addr p = 0, mp = 0, g = 0;
    ptxvm_mem_callbacks cb;
    unsigned char host[32], out[8];
    ptxvm_result res;
    if (!mt_create(t, &cfg, &a, 0, PTXVM_FLAG_UNCHECKED, &vm))
        return;
    res = ptxvm_mem_alloc(vm, 100, &p);
    T_CHECK(t, res == PTXVM_OK && p % 256 == 0, "alloc: %s", ptxvm_error_message(vm));
    if (res == PTXVM_OK) {
        unsigned char *hp = (unsigned char *)(uintptr_t)p;
        T_CHECK(t, mt_all(hp, 100, 0), "unchecked alloc not zeroed");
        hp[99] = 0x99;
        T_CHECK(t, ptxvm_memcpy_dtoh(vm, out, p + 99, 1) == PTXVM_OK && out[0] == 0x99,
                "dtoh reads the host pointer");
        T_CHECK(t, ptxvm_memset(vm, p, 0x31, 4) == PTXVM_OK && hp[3] == 0x31,
                "memset writes the host pointer");
        T_CHECK(t, ptxvm_mem_free(vm, p + 1) == PTXVM_E_INVALID_ARGUMENT, "free(p+1)");
        T_CHECK(t, ptxvm_mem_free(vm, p) == PTXVM_OK, "free: %s", ptxvm_error_message(vm));
        T_CHECK(t, ptxvm_mem_free(vm, p) == PTXVM_E_INVALID_ARGUMENT, "double free");
    }
    res = ptxvm_mem_map(vm, host, sizeof host, PTXVM_READ, &mp);
    T_CHECK(t, res == PTXVM_OK && mp == (ptxvm_addr)(uintptr_t)host,
            "map returns the host pointer");
    T_CHECK(t, ptxvm_mem_free(vm, mp) == PTXVM_E_INVALID_ARGUMENT, "free(mapping)");
    T_CHECK(t, ptxvm_mem_unmap(vm, mp) == PTXVM_OK, "unmap: %s", ptxvm_error_message(vm));
    memset(&cb, 0, sizeof cb);
    cb.load = mt_load;
    cb.store = mt_store;
    res = ptxvm_mem_map_callbacks(vm, 16, &cb, NULL, &p);
    T_CHECK(t, res == PTXVM_E_UNSUPPORTED, "callbacks in unchecked mode: %s",
            ptxvm_result_name(res));
    res = ptxvm_module_load(vm, mt_globals, sizeof mt_globals - 1, "u.ptx", &m);
    T_CHECK(t, res == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
    if (res == PTXVM_OK && ptxvm_module_get_global(m, "ptrs", &g, NULL) == PTXVM_OK) {
        ptxvm_addr arr = 0;
        const unsigned char *gp = (const unsigned char *)(uintptr_t)g;
        ptxvm_module_get_global(m, "arr", &arr, NULL);
        T_CHECK(t, mt_le(gp, 8) == arr && mt_le(gp + 8, 8) == arr + 8,
                "unchecked relocation");
        T_CHECK(t, mt_le((const unsigned char *)(uintptr_t)arr + 4, 4) == 20,
                "unchecked variable through its host pointer");
        ptxvm_module_get_global(m, "aligned_buf", &g, NULL);
        T_CHECK(t, g % 256 == 0, "unchecked .align 256 variable at 0x%llx",
                (unsigned long long)g);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

/* ---- the failing allocator at every step ---- */
static ptxvm_result mt_sequence(ptxvm_vm *vm, int *step)
{
    static unsigned char host[256];
    static mt_cb c;
    ptxvm_mem_callbacks cb;
    ptxvm_addr p[8], g = 0;
    ptxvm_module *m = NULL;
    unsigned char buf[16];
    ptxvm_result r;
    int i;
    memset(&cb, 0, sizeof cb);
    cb.load = mt_load;
    cb.store = mt_store;
    c.fail = PTXVM_OK;
    memset(buf, 1, sizeof buf);
#define MT_STEP(call) do { (*step)++; r = (call); if (r != PTXVM_OK) return r; } while (0)
    for (i = 0; i < 4; i++)
        MT_STEP(ptxvm_mem_alloc(vm, 64 + (size_t)i, &p[i]));
    MT_STEP(ptxvm_mem_map(vm, host, sizeof host, PTXVM_READ | PTXVM_WRITE, &p[4]));
    MT_STEP(ptxvm_mem_map_callbacks(vm, 64, &cb, &c, &p[5]));
    MT_STEP(ptxvm_memcpy_htod(vm, p[1], buf, 16));
    MT_STEP(ptxvm_memcpy_dtoh(vm, buf, p[5], 16));
    MT_STEP(ptxvm_mem_free(vm, p[0]));
    MT_STEP(ptxvm_mem_unmap(vm, p[4]));
    MT_STEP(ptxvm_module_load(vm, mt_globals, sizeof mt_globals - 1, "oom.ptx", &m));
    MT_STEP(ptxvm_module_get_global(m, "ptrs", &g, NULL));
    MT_STEP(ptxvm_memcpy_dtoh(vm, buf, g, 16));
    for (i = 0; i < 20; i++)
        MT_STEP(ptxvm_mem_alloc(vm, 8, &p[6]));
    MT_STEP(ptxvm_mem_free(vm, p[6]));
    ptxvm_module_unload(m);
    MT_STEP(ptxvm_mem_alloc(vm, 8, &p[7]));
#undef MT_STEP
    return PTXVM_OK;
}

static void mem_oom(pv_test *t)
{
    long n;
    int done = 0, bad = 0;
    for (n = 1; n < 100000 && !done && !bad; n++) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm = NULL;
        ptxvm_result r;
        int step = 0;
        test_config(&cfg, &a);
        a.fail_at = n;
        if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
            T_CHECK(t, a.failed && a.live == 0, "create failed at %ld", n);
            continue;
        }
        r = mt_sequence(vm, &step);
        if (r != PTXVM_OK) {
            if (r != PTXVM_E_NO_MEMORY || !a.failed) {
                T_CHECK(t, 0, "fail at %ld: step %d gave %s: %s", n, step,
                        ptxvm_result_name(r), ptxvm_error_message(vm));
                bad = 1;
            } else if (ptxvm_error_message(vm)[0] == 0) {
                T_CHECK(t, 0, "fail at %ld: step %d: no message", n, step);
                bad = 1;
            }
        } else if (!a.failed) {
            done = 1;
        }
        ptxvm_destroy(vm);
        if (a.live != 0) {
            T_CHECK(t, 0, "fail at %ld (step %d): %ld bytes live after destroy",
                    n, step, a.live);
            bad = 1;
        }
    }
    T_CHECK(t, done || bad, "the sequence never completed");
}

/* A vector of up to 8 bytes is one access (single-copy atomic as a
   whole, as CUB's decoupled look-back needs of its {status, value}
   pairs): callback memory sees one 8-byte call per vector. */
static void mem_vector_whole(pv_test *t)
{
    static const char ptx[] =
        ".version 7.0\n.target sm_70\n.address_size 64\n"
        ".visible .entry vec(.param .u64 p)\n{\n"
        "  .reg .u64 %a;\n  .reg .b32 %r<2>;\n  .reg .b16 %h<4>;\n"
        "  ld.param.u64 %a, [p];\n"
        "  ld.global.v2.u32 {%r0, %r1}, [%a];\n"
        "  add.u32 %r0, %r0, 1;\n  add.u32 %r1, %r1, 2;\n"
        "  st.relaxed.gpu.global.v2.u32 [%a+8], {%r0, %r1};\n"
        "  ld.relaxed.gpu.global.v4.u16 {%h0, %h1, %h2, %h3}, [%a+16];\n"
        "  st.global.v4.u16 [%a+24], {%h3, %h2, %h1, %h0};\n"
        "  ret;\n}\n";
    static mt_cb c;
    ptxvm_mem_callbacks cb;
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_addr p = 0;
    ptxvm_launch l = PTXVM_LAUNCH_INIT;
    void *args[1];
    static const unsigned char want[16] = { 11, 0, 0, 0, 22, 0, 0, 0,
                                            7, 8, 5, 6, 3, 4, 1, 2 };
    int i;
    memset(&c, 0, sizeof c);
    memset(&cb, 0, sizeof cb);
    cb.load = mt_load;
    cb.store = mt_store;
    if (!mt_create(t, &cfg, &a, 0, 0, &vm))
        return;
    c.mem[0] = 10;
    c.mem[4] = 20;
    for (i = 0; i < 8; i++)
        c.mem[16 + i] = (unsigned char)(i + 1);
    T_CHECK(t, ptxvm_mem_map_callbacks(vm, 256, &cb, &c, &p) == PTXVM_OK &&
            ptxvm_module_load(vm, ptx, sizeof ptx - 1, "vec.ptx", &m) == PTXVM_OK &&
            ptxvm_module_get_kernel(m, "vec", &k) == PTXVM_OK,
            "vector setup: %s", ptxvm_error_message(vm));
    if (k) {
        args[0] = &p;
        l.grid.x = l.grid.y = l.grid.z = 1;
        l.block.x = l.block.y = l.block.z = 1;
        l.args = args;
        T_CHECK(t, ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK, "vector launch: %s",
                ptxvm_error_message(vm));
        T_CHECK(t, c.loads == 2 && c.stores == 2 && c.last_n == 8,
                "vectors of 8 bytes: %d loads, %d stores, last %lu bytes",
                c.loads, c.stores, (unsigned long)c.last_n);
        T_CHECK(t, memcmp(c.mem + 8, want, 8) == 0 && memcmp(c.mem + 24, want + 8, 8) == 0,
                "vector values");
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

void unit_mem(pv_test *t)
{
    mem_alloc_free(t);
    mem_map_unmap(t);
    mem_ranges(t);
    mem_limit(t);
    mem_callbacks(t);
    mem_globals(t);
    mem_function_scope(t);
    mem_unchecked(t);
    mem_oom(t);
    mem_vector_whole(t);
}
