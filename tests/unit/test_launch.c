/* What launches and loads set up, and the limits they enforce:
   registers, .local and .shared start zeroed on a fresh VM and never hold
   another VM's data (a launch does not clear them: PTX leaves them
   undefined), and with PTXVM_FLAG_ZERO_STATE every CTA's are zero;
   device memory that nobody touched costs no resident memory
   (a 4 GB .global module, a 2 GB initialised one, a 4 GB allocation);
   the declaration limits (ptxas's .const per module, kernel parameters
   before and from PTX ISA 8.1 and .local per thread; CUDA's .shared),
   just under and just over, with the declaration's position; and
   PTXVM_LIMIT_COMPILE_INSTRUCTIONS at load and at compile. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- registers, .local and .shared at kernel start ------------------- */

#define LN_P 0x01010101u            /* what poke leaves everywhere */

static const char ln_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    /* out[tid] = a .local word + a .shared word + a register, none of
       them written before */
    ".visible .entry peek(.param .u64 out)\n{\n"
    "  .local .align 4 .b8 lb[64];\n  .shared .align 4 .b8 sb[1024];\n"
    "  .reg .b32 %r<8>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n"
    "  ld.local.u32 %r2, [lb+60];\n  shl.b32 %r3, %r1, 2;\n  mov.u32 %r4, sb;\n"
    "  add.u32 %r4, %r4, %r3;\n  ld.shared.u32 %r5, [%r4];\n"
    "  add.u32 %r6, %r2, %r5;\n  add.u32 %r6, %r6, %r7;\n"
    "  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r6;\n  ret;\n}\n"
    /* fills the same .local word, .shared and every register */
    ".visible .entry poke()\n{\n"
    "  .local .align 4 .b8 lb[64];\n  .shared .align 4 .b8 sb[1024];\n"
    "  .reg .b32 %r<8>;\n  .reg .b64 %rd<4>;\n"
    "  mov.u32 %r1, %tid.x;\n  st.local.u32 [lb+60], 16843009;\n"
    "  shl.b32 %r3, %r1, 2;\n  mov.u32 %r4, sb;\n  add.u32 %r4, %r4, %r3;\n"
    "  st.shared.u32 [%r4], 16843009;\n"
    "  mov.u32 %r1, 16843009;\n  mov.u32 %r2, 16843009;\n  mov.u32 %r3, 16843009;\n"
    "  mov.u32 %r4, 16843009;\n  mov.u32 %r5, 16843009;\n  mov.u32 %r6, 16843009;\n"
    "  mov.u32 %r7, 16843009;\n  mov.b64 %rd1, 72340172838076673;\n"
    "  mov.b64 %rd2, %rd1;\n  mov.b64 %rd3, %rd1;\n  ret;\n}\n";

/* Run poke (when poke) and then peek on 256 threads of a new or given
   VM; every value peek sees must be 0 (zero) or a sum of poke's words. */
static void ln_peek(pv_test *t, ptxvm_vm *vm, int poke, int zero, const char *what)
{
    ptxvm_module *m;
    ptxvm_kernel *kpeek, *kpoke;
    ptxvm_addr out;
    ptxvm_launch l;
    void *args[1];
    uint32_t got[256], i, bad = 0;
    if (ptxvm_module_load(vm, ln_ptx, sizeof ln_ptx - 1, "ln.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "peek", &kpeek) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "poke", &kpoke) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, sizeof got, &out) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", what, ptxvm_error_message(vm));
        return;
    }
    args[0] = &out;
    test_launch_1d(&l, 1, 256, poke ? NULL : args);
    if (poke)
        T_CHECK(t, ptxvm_launch_kernel(kpoke, &l, NULL) == PTXVM_OK, "%s: poke: %s",
                what, ptxvm_error_message(vm));
    test_launch_1d(&l, 1, 256, args);
    T_CHECK(t, ptxvm_launch_kernel(kpeek, &l, NULL) == PTXVM_OK, "%s: peek: %s", what,
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    for (i = 0; i < 256; i++) {
        uint32_t v = got[i];
        if (zero ? v != 0 : (v != 0 && v != LN_P && v != 2 * LN_P && v != 3 * LN_P))
            bad++;
    }
    T_CHECK(t, !bad, "%s: %u threads saw other values (thread 0: 0x%08x)", what, bad,
            got[0]);
    ptxvm_mem_free(vm, out);
    ptxvm_module_unload(m);
}

static void test_undefined_state(pv_test *t, int counted)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    int round;
    memset(&a, 0, sizeof a);
    for (round = 0; round < 3; round++) {
        if (counted)
            test_config(&cfg, &a);
        else
            ptxvm_config_init(&cfg);
        cfg.threads = 1;
        if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
            T_CHECK(t, 0, "create");
            return;
        }
        /* a fresh VM: zero, whatever the VM before it left in the memory
           its contexts had */
        ln_peek(t, vm, 0, 1, "a fresh VM");
        /* within one VM: what earlier CTAs left, or zero, nothing else */
        ln_peek(t, vm, 1, 0, "after poke on the same VM");
        ln_peek(t, vm, 1, 0, "after poke, its contexts reused");
        ptxvm_destroy(vm);
    }
    if (counted)
        T_CHECK(t, a.live == 0, "%ld bytes leaked", a.live);
}

/* PTXVM_FLAG_ZERO_STATE: zero after poke as well, on 1 and 2 workers */
static void test_zero_state(pv_test *t)
{
    ptxvm_config cfg;
    ptxvm_vm *vm;
    uint32_t w;
    for (w = 1; w <= 2; w++) {
        ptxvm_config_init(&cfg);
        cfg.threads = w;
        cfg.flags = PTXVM_FLAG_ZERO_STATE;
        if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
            T_CHECK(t, 0, "create");
            return;
        }
        ln_peek(t, vm, 0, 1, "ZERO_STATE, a fresh VM");
        ln_peek(t, vm, 1, 1, "ZERO_STATE, after poke");
        ptxvm_destroy(vm);
    }
}

/* ---- memory nobody touched costs nothing ----------------------------- */

/* Resident bytes of this process (Linux), or -1 elsewhere. */
static long long ln_resident(void)
{
#ifdef __linux__
    FILE *f = fopen("/proc/self/statm", "r");
    long size, res;
    int n;
    if (!f)
        return -1;
    n = fscanf(f, "%ld %ld", &size, &res);
    fclose(f);
    return n == 2 ? (long long)res * 4096 : -1;
#else
    return -1;
#endif
}

#define LN_SLACK (64ll << 20)       /* what a load may add, at most */

static void test_lazy_memory(pv_test *t)
{
    static const char big[] =
        ".version 7.0\n.target sm_70\n.address_size 64\n"
        ".global .align 4 .b8 big[4000000000];\n";
    static const char init[] =
        ".version 7.0\n.target sm_70\n.address_size 64\n"
        ".global .align 4 .u32 g[500000000] = {1, 2};\n";
    ptxvm_config cfg;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_addr a;
    size_t size;
    long long before;
    uint32_t w[2];
    unsigned char b = 7;
    if (sizeof(size_t) < 8 || ln_resident() < 0) {
        test_skip(t, "needs a 64-bit Linux host (/proc/self/statm)");
        return;
    }
    ptxvm_config_init(&cfg);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return;
    before = ln_resident();
    T_CHECK(t, ptxvm_module_load(vm, big, sizeof big - 1, "big.ptx", &m) == PTXVM_OK &&
               ptxvm_module_get_global(m, "big", &a, &size) == PTXVM_OK &&
               size == 4000000000u, "4 GB .global: %s", ptxvm_error_message(vm));
    T_CHECK(t, ln_resident() - before < LN_SLACK, "loading 4 GB of .global made "
            "%lld bytes resident", ln_resident() - before);
    if (size == 4000000000u) {
        T_CHECK(t, ptxvm_memcpy_dtoh(vm, &b, a + size - 1, 1) == PTXVM_OK && b == 0,
                "its last byte is %u, not 0", b);
        b = 9;
        T_CHECK(t, ptxvm_memcpy_htod(vm, a + size - 1, &b, 1) == PTXVM_OK &&
                   ptxvm_memcpy_dtoh(vm, &b, a + size - 1, 1) == PTXVM_OK && b == 9,
                "its last byte does not keep a store");
    }
    before = ln_resident();
    T_CHECK(t, ptxvm_module_load(vm, init, sizeof init - 1, "init.ptx", &m) == PTXVM_OK &&
               ptxvm_module_get_global(m, "g", &a, &size) == PTXVM_OK,
            "2 GB initialised .global: %s", ptxvm_error_message(vm));
    T_CHECK(t, ln_resident() - before < LN_SLACK, "loading 2 GB of .global with a "
            "short initialiser made %lld bytes resident", ln_resident() - before);
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, w, a, 8) == PTXVM_OK && w[0] == 1 && w[1] == 2,
            "g[0..1] = %u %u, want 1 2", w[0], w[1]);
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, w, a + 1999999992u, 8) == PTXVM_OK &&
               w[0] == 0 && w[1] == 0, "g's zero tail holds %u %u", w[0], w[1]);
    before = ln_resident();
    T_CHECK(t, ptxvm_mem_alloc(vm, (size_t)4 << 30, &a) == PTXVM_OK,
            "a 4 GiB allocation: %s", ptxvm_error_message(vm));
    T_CHECK(t, ln_resident() - before < LN_SLACK, "a 4 GiB allocation made %lld "
            "bytes resident", ln_resident() - before);
    T_CHECK(t, ptxvm_memcpy_dtoh(vm, w, a + ((size_t)4 << 30) - 8, 8) == PTXVM_OK &&
               w[0] == 0 && w[1] == 0, "the allocation's end holds %u %u", w[0], w[1]);
    ptxvm_destroy(vm);
    /* the memory limit counts declared bytes, touched or not */
    cfg.device_mem_limit = (uint64_t)1 << 30;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return;
    T_CHECK(t, ptxvm_module_load(vm, big, sizeof big - 1, "big.ptx", &m) ==
                   PTXVM_E_NO_MEMORY &&
               strstr(ptxvm_error_message(vm), "device memory limit"),
            "4 GB .global under a 1 GiB limit: %s", ptxvm_error_message(vm));
    ptxvm_destroy(vm);
}

/* ---- declaration limits ---------------------------------------------- */

/* Load a module of header + body and look up kernel k (when k): the
   result must be want, and a failure's message must contain msg. */
static void ln_decl(pv_test *t, const char *version, const char *body, const char *k,
                    ptxvm_result want, const char *msg)
{
    char ptx[1024];
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *kn;
    ptxvm_result r;
    snprintf(ptx, sizeof ptx, ".version %s\n.target sm_80\n.address_size 64\n%s",
             version, body);
    if (ptxvm_create(NULL, &vm) != PTXVM_OK)
        return;
    r = ptxvm_module_load(vm, ptx, strlen(ptx), "d.ptx", &m);
    if (r == PTXVM_OK && k)
        r = ptxvm_module_get_kernel(m, k, &kn);
    T_CHECK(t, r == want, "%s: %s, want %s (%s)", body, ptxvm_result_name(r),
            ptxvm_result_name(want), ptxvm_error_message(vm));
    if (want != PTXVM_OK)
        T_CHECK(t, strstr(ptxvm_error_message(vm), msg) != NULL,
                "%s: message '%s' lacks '%s'", body, ptxvm_error_message(vm), msg);
    ptxvm_destroy(vm);
}

static void test_decl_limits(pv_test *t)
{
    char body[512];
    static const char kern[] =
        ".visible .entry k(.param .u64 o)\n{\n  %s\n  .reg .b64 %%rd<3>;\n"
        "  mov.u64 %%rd1, %s;\n  ld.param.u64 %%rd2, [o];\n"
        "  st.global.u64 [%%rd2], %%rd1;\n  ret;\n}\n";
    /* .const: 65536 bytes per module, over two variables */
    ln_decl(t, "8.0", ".const .align 4 .b8 c1[65000];\n.const .align 4 .b8 c2[536];\n",
            NULL, PTXVM_OK, "");
    ln_decl(t, "8.0", ".const .align 4 .b8 c1[65000];\n.const .align 4 .b8 c2[537];\n",
            NULL, PTXVM_E_LIMIT, "d.ptx:5:21: error: 'c2' puts the module's .const "
            "data past 65536 bytes");
    /* static .shared: 227 KiB a CTA (not ptxas's 48 KiB: compile.c) */
    snprintf(body, sizeof body, kern, ".shared .align 4 .b8 s[232448];", "s");
    ln_decl(t, "8.0", body, "k", PTXVM_OK, "");
    snprintf(body, sizeof body, kern, ".shared .align 4 .b8 s[232449];", "s");
    ln_decl(t, "8.0", body, "k", PTXVM_E_LIMIT, "d.ptx:6:24: error: 's' puts the "
            "CTA's .shared memory past 232448 bytes");
    /* .local: 512 KiB a thread */
    snprintf(body, sizeof body, kern, ".local .align 4 .b8 l[524288];", "l");
    ln_decl(t, "8.0", body, "k", PTXVM_OK, "");
    snprintf(body, sizeof body, kern, ".local .align 4 .b8 l[524289];", "l");
    ln_decl(t, "8.0", body, "k", PTXVM_E_LIMIT, "'l' puts the thread's .local "
            "memory past 524288 bytes");
    /* kernel parameters: 4352 bytes before PTX ISA 8.1, 32764 from it */
    ln_decl(t, "8.0", ".visible .entry k(.param .align 4 .b8 p[4352])\n{\n  ret;\n}\n",
            "k", PTXVM_OK, "");
    ln_decl(t, "8.0", ".visible .entry k(.param .align 4 .b8 p[4353])\n{\n  ret;\n}\n",
            "k", PTXVM_E_LIMIT, "'p' puts the kernel's parameters past 4352 bytes");
    ln_decl(t, "8.1", ".visible .entry k(.param .align 4 .b8 p[32764])\n{\n  ret;\n}\n",
            "k", PTXVM_OK, "");
    ln_decl(t, "8.1", ".visible .entry k(.param .align 4 .b8 p[32765])\n{\n  ret;\n}\n",
            "k", PTXVM_E_LIMIT, "'p' puts the kernel's parameters past 32764 bytes");
}

/* ---- PTXVM_LIMIT_COMPILE_INSTRUCTIONS -------------------------------- */

static void test_compile_limit(pv_test *t)
{
    /* three kernels of 21 instructions each, 63 in the module */
    char ptx[4096];
    size_t n = 0;
    int k, i;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *kn;
    uint64_t v = 1;
    n += (size_t)snprintf(ptx + n, sizeof ptx - n,
                          ".version 7.0\n.target sm_70\n.address_size 64\n");
    for (k = 0; k < 3; k++) {
        n += (size_t)snprintf(ptx + n, sizeof ptx - n, ".visible .entry k%d(.param "
                              ".u64 o)\n{\n  .reg .b32 %%r<2>;\n  .reg .b64 %%rd1;\n"
                              "  ld.param.u64 %%rd1, [o];\n  mov.u32 %%r1, %d;\n", k, k);
        for (i = 0; i < 17; i++)
            n += (size_t)snprintf(ptx + n, sizeof ptx - n, "  mul.lo.u32 %%r1, %%r1, %d;\n",
                                  i + 3);
        n += (size_t)snprintf(ptx + n, sizeof ptx - n,
                              "  st.global.u32 [%%rd1], %%r1;\n  ret;\n}\n");
    }
    if (ptxvm_create(NULL, &vm) != PTXVM_OK)
        return;
    T_CHECK(t, ptxvm_get_limit(vm, PTXVM_LIMIT_COMPILE_INSTRUCTIONS, &v) == PTXVM_OK &&
               v == 0, "the default is %llu, not 0 (none)", (unsigned long long)v);
    /* at load: 62 instructions allowed, the 63rd (k2's ret, line 80)
       is named */
    ptxvm_set_limit(vm, PTXVM_LIMIT_COMPILE_INSTRUCTIONS, 62);
    T_CHECK(t, ptxvm_module_load(vm, ptx, n, "c.ptx", &m) == PTXVM_E_LIMIT &&
               strstr(ptxvm_error_message(vm), "c.ptx:80:3: error: the module has "
                      "more than 62 instructions (PTXVM_LIMIT_COMPILE_INSTRUCTIONS)"),
            "62 instructions: %s", ptxvm_error_message(vm));
    /* 63 load; then, under a limit of 30, the kernels (at least 21
       bytecode instructions each) compile one: the second crosses the
       limit, the third is not even compiled */
    ptxvm_set_limit(vm, PTXVM_LIMIT_COMPILE_INSTRUCTIONS, 63);
    if (ptxvm_module_load(vm, ptx, n, "c.ptx", &m) != PTXVM_OK) {
        T_CHECK(t, 0, "63 instructions: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_set_limit(vm, PTXVM_LIMIT_COMPILE_INSTRUCTIONS, 30);
    T_CHECK(t, ptxvm_get_limit(vm, PTXVM_LIMIT_COMPILE_INSTRUCTIONS, &v) == PTXVM_OK &&
               v == 30, "the limit reads back as %llu", (unsigned long long)v);
    T_CHECK(t, ptxvm_module_get_kernel(m, "k0", &kn) == PTXVM_OK, "k0: %s",
            ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_module_get_kernel(m, "k1", &kn) == PTXVM_E_LIMIT &&
               strstr(ptxvm_error_message(vm), "past the limit of 30"),
            "k1: %s", ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_module_get_kernel(m, "k2", &kn) == PTXVM_E_LIMIT &&
               strstr(ptxvm_error_message(vm), "'k2' not compiled"),
            "k2: %s", ptxvm_error_message(vm));
    T_CHECK(t, ptxvm_module_get_kernel(m, "k0", &kn) == PTXVM_OK,
            "k0, compiled before: %s", ptxvm_error_message(vm));
    /* no limit: all three */
    ptxvm_set_limit(vm, PTXVM_LIMIT_COMPILE_INSTRUCTIONS, 0);
    T_CHECK(t, ptxvm_module_load(vm, ptx, n, "c.ptx", &m) == PTXVM_OK &&
               ptxvm_module_get_kernel(m, "k1", &kn) == PTXVM_OK &&
               ptxvm_module_get_kernel(m, "k2", &kn) == PTXVM_OK,
            "without a limit: %s", ptxvm_error_message(vm));
    ptxvm_destroy(vm);
}

void unit_launch(pv_test *t)
{
    if (test_begin(t, "launch: registers, .local and .shared at kernel start")) {
        test_undefined_state(t, 0);
        test_end(t);
    }
    if (test_begin(t, "launch: the same with the host's allocator")) {
        test_undefined_state(t, 1);
        test_end(t);
    }
    if (test_begin(t, "launch: PTXVM_FLAG_ZERO_STATE")) {
        test_zero_state(t);
        test_end(t);
    }
    if (test_begin(t, "launch: untouched device memory is not resident")) {
        test_lazy_memory(t);
        test_end(t);
    }
    if (test_begin(t, "launch: declaration limits, just under and over")) {
        test_decl_limits(t);
        test_end(t);
    }
    if (test_begin(t, "launch: PTXVM_LIMIT_COMPILE_INSTRUCTIONS")) {
        test_compile_limit(t);
        test_end(t);
    }
}
