/* The public API: versions, result names, VM lifetime, NULL handling,
   module loading from exact-size buffers, kernel lookup and information,
   and memory accounting through a counting allocator. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char api_kernels[] =
    ".version 8.5\n"
    ".target sm_90\n"
    ".address_size 64\n"
    ".visible .entry first(.param .u32 a, .param .u64 b,\n"
    "                      .param .align 8 .b8 c[24])\n"
    ".reqntid 32, 2, 1\n"
    "{\n"
    "    ret;\n"
    "}\n"
    ".visible .entry second()\n"
    ".maxntid 128\n"
    "{\n"
    "    .shared .align 4 .b8 buf[64];\n"
    "    .local .u32 tmp[3];\n"
    "    ret;\n"
    "}\n"
    ".func helper()\n"
    "{\n"
    "    ret;\n"
    "}\n"
    ".visible .entry uses_unknown()\n"
    "{\n"
    "    tcgen05.fence::before_thread_sync;\n"
    "    ret;\n"
    "}\n";

/* Load text from an exact-size heap copy so that ASan catches reads past
   the end: the loader must never rely on a NUL terminator. */
static ptxvm_result load_exact(ptxvm_vm *vm, const char *text, size_t len,
                               const char *name, ptxvm_module **m)
{
    char *copy = (char *)malloc(len ? len : 1);
    ptxvm_result r;
    if (!copy)
        return PTXVM_E_NO_MEMORY;
    memcpy(copy, text, len);
    r = ptxvm_module_load(vm, copy, len, name, m);
    free(copy);
    return r;
}

static void api_versions(pv_test *t)
{
    char buf[64];
    T_CHECK(t, strcmp(ptxvm_version(), PTXVM_VERSION_STRING) == 0,
            "ptxvm_version() = '%s', header says '%s'", ptxvm_version(),
            PTXVM_VERSION_STRING);
    T_CHECK(t, ptxvm_version_number() == PTXVM_VERSION_NUMBER,
            "ptxvm_version_number() = %d, header says %d",
            ptxvm_version_number(), PTXVM_VERSION_NUMBER);
    T_CHECK(t, PTXVM_VERSION_NUMBER == PTXVM_VERSION_MAJOR * 1000000 +
            PTXVM_VERSION_MINOR * 1000 + PTXVM_VERSION_PATCH,
            "PTXVM_VERSION_NUMBER does not match major/minor/patch");
    snprintf(buf, sizeof buf, "%d.%d.%d", PTXVM_VERSION_MAJOR,
             PTXVM_VERSION_MINOR, PTXVM_VERSION_PATCH);
    T_CHECK(t, strcmp(buf, PTXVM_VERSION_STRING) == 0,
            "PTXVM_VERSION_STRING '%s' does not match the numbers '%s'",
            PTXVM_VERSION_STRING, buf);
    T_CHECK(t, ptxvm_version() != NULL, "ptxvm_version() is NULL");
}

static void api_result_names(pv_test *t)
{
    static const struct { ptxvm_result r; const char *name; } names[] = {
        {PTXVM_OK, "PTXVM_OK"},
        {PTXVM_E_INVALID_ARGUMENT, "PTXVM_E_INVALID_ARGUMENT"},
        {PTXVM_E_NO_MEMORY, "PTXVM_E_NO_MEMORY"},
        {PTXVM_E_SYNTAX, "PTXVM_E_SYNTAX"},
        {PTXVM_E_SEMANTIC, "PTXVM_E_SEMANTIC"},
        {PTXVM_E_UNSUPPORTED, "PTXVM_E_UNSUPPORTED"},
        {PTXVM_E_NOT_FOUND, "PTXVM_E_NOT_FOUND"},
        {PTXVM_E_LINK, "PTXVM_E_LINK"},
        {PTXVM_E_MEMORY_FAULT, "PTXVM_E_MEMORY_FAULT"},
        {PTXVM_E_TRAP, "PTXVM_E_TRAP"},
        {PTXVM_E_STEP_LIMIT, "PTXVM_E_STEP_LIMIT"},
        {PTXVM_E_DEADLOCK, "PTXVM_E_DEADLOCK"},
        {PTXVM_E_HOST, "PTXVM_E_HOST"},
        {PTXVM_E_INTERRUPTED, "PTXVM_E_INTERRUPTED"},
        {PTXVM_E_LIMIT, "PTXVM_E_LIMIT"},
    };
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *n = ptxvm_result_name(names[i].r);
        T_CHECK(t, n && strcmp(n, names[i].name) == 0,
                "ptxvm_result_name(%d) = '%s', expected '%s'", (int)names[i].r,
                n ? n : "(null)", names[i].name);
    }
    T_CHECK(t, (int)PTXVM_E_HOST == 12, "the enumeration changed: E_HOST = %d",
            (int)PTXVM_E_HOST);
    T_CHECK(t, (int)PTXVM_E_LIMIT == 14, "the enumeration changed: E_LIMIT = %d",
            (int)PTXVM_E_LIMIT);
    T_CHECK(t, strcmp(ptxvm_result_name((ptxvm_result)15), "PTXVM_E_UNKNOWN") == 0,
            "out-of-range 15: '%s'", ptxvm_result_name((ptxvm_result)15));
    T_CHECK(t, strcmp(ptxvm_result_name((ptxvm_result)1000), "PTXVM_E_UNKNOWN") == 0,
            "out-of-range 1000: '%s'", ptxvm_result_name((ptxvm_result)1000));
    T_CHECK(t, strcmp(ptxvm_result_name((ptxvm_result)-1), "PTXVM_E_UNKNOWN") == 0,
            "out-of-range -1: '%s'", ptxvm_result_name((ptxvm_result)-1));
}

static void api_lifetime(pv_test *t)
{
    ptxvm_vm *vm = (ptxvm_vm *)&vm;       /* not NULL: must be reset */
    ptxvm_config cfg;
    ptxvm_result r;
    r = ptxvm_create(NULL, &vm);
    T_CHECK(t, r == PTXVM_OK && vm != NULL, "create(NULL config): %s",
            ptxvm_result_name(r));
    T_CHECK(t, vm && strcmp(ptxvm_error_message(vm), "") == 0,
            "a new VM has an error message");
    ptxvm_destroy(vm);
    ptxvm_destroy(NULL);
    T_CHECK(t, ptxvm_create(NULL, NULL) == PTXVM_E_INVALID_ARGUMENT,
            "create with out NULL");
    ptxvm_config_init(&cfg);
    T_CHECK(t, cfg.threads == 0 && cfg.device_mem_limit == 0 && cfg.flags == 0 &&
            cfg.host.alloc == NULL && cfg.host.print == NULL &&
            cfg.host.parallel_for == NULL && cfg.host.user == NULL,
            "ptxvm_config_init does not give the defaults");
    cfg.flags = 0x80000000u;
    vm = (ptxvm_vm *)&vm;
    r = ptxvm_create(&cfg, &vm);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT, "unknown flag: %s",
            ptxvm_result_name(r));
    T_CHECK(t, vm == NULL, "failed create left *out non-NULL");
    cfg.flags = PTXVM_FLAG_UNCHECKED;
    r = ptxvm_create(&cfg, &vm);
    T_CHECK(t, r == PTXVM_OK && vm, "create with PTXVM_FLAG_UNCHECKED: %s",
            ptxvm_result_name(r));
    ptxvm_destroy(vm);
}

static void api_null_handles(pv_test *t)
{
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = (ptxvm_module *)&m;
    ptxvm_kernel *k = (ptxvm_kernel *)&k;
    ptxvm_kernel_info info;
    ptxvm_addr addr = 0;
    size_t size = 0;
    uint64_t h = 0;
    char host[16];
    T_CHECK(t, strcmp(ptxvm_error_message(NULL), "") == 0,
            "error message of NULL is not \"\"");
    T_CHECK(t, ptxvm_module_load(NULL, "x", 1, "n", &m) == PTXVM_E_INVALID_ARGUMENT,
            "module_load(NULL vm)");
    T_CHECK(t, m == NULL, "module_load(NULL vm) left *out set");
    T_CHECK(t, ptxvm_module_get_kernel(NULL, "k", &k) == PTXVM_E_INVALID_ARGUMENT,
            "get_kernel(NULL module)");
    T_CHECK(t, k == NULL, "get_kernel(NULL module) left *out set");
    T_CHECK(t, ptxvm_module_kernel_count(NULL) == 0, "kernel_count(NULL)");
    T_CHECK(t, ptxvm_module_kernel_name(NULL, 0) == NULL, "kernel_name(NULL)");
    T_CHECK(t, ptxvm_kernel_get_info(NULL, &info) == PTXVM_E_INVALID_ARGUMENT,
            "kernel_get_info(NULL)");
    T_CHECK(t, ptxvm_module_get_global(NULL, "g", &addr, &size) ==
            PTXVM_E_INVALID_ARGUMENT, "module_get_global(NULL)");
    T_CHECK(t, ptxvm_module_bind_texref(NULL, "t", 0) == PTXVM_E_INVALID_ARGUMENT,
            "module_bind_texref(NULL)");
    T_CHECK(t, ptxvm_launch_kernel(NULL, NULL, NULL) == PTXVM_E_INVALID_ARGUMENT,
            "launch_kernel(NULL)");
    T_CHECK(t, ptxvm_mem_alloc(NULL, 16, &addr) == PTXVM_E_INVALID_ARGUMENT,
            "mem_alloc(NULL)");
    T_CHECK(t, ptxvm_mem_free(NULL, 0) == PTXVM_E_INVALID_ARGUMENT, "mem_free(NULL)");
    T_CHECK(t, ptxvm_mem_map(NULL, host, sizeof host, PTXVM_READ, &addr) ==
            PTXVM_E_INVALID_ARGUMENT, "mem_map(NULL)");
    T_CHECK(t, ptxvm_mem_unmap(NULL, 0) == PTXVM_E_INVALID_ARGUMENT, "mem_unmap(NULL)");
    T_CHECK(t, ptxvm_memcpy_htod(NULL, 0, host, 1) == PTXVM_E_INVALID_ARGUMENT,
            "memcpy_htod(NULL)");
    T_CHECK(t, ptxvm_memcpy_dtoh(NULL, host, 0, 1) == PTXVM_E_INVALID_ARGUMENT,
            "memcpy_dtoh(NULL)");
    T_CHECK(t, ptxvm_memset(NULL, 0, 0, 1) == PTXVM_E_INVALID_ARGUMENT,
            "memset(NULL)");
    T_CHECK(t, ptxvm_register_function(NULL, "f", NULL, NULL) ==
            PTXVM_E_INVALID_ARGUMENT, "register_function(NULL)");
    T_CHECK(t, ptxvm_texture_destroy(NULL, 1) == PTXVM_E_INVALID_ARGUMENT,
            "texture_destroy(NULL)");
    T_CHECK(t, ptxvm_surface_destroy(NULL, 1) == PTXVM_E_INVALID_ARGUMENT,
            "surface_destroy(NULL)");
    T_CHECK(t, ptxvm_texture_create(NULL, NULL, NULL, &h) == PTXVM_E_INVALID_ARGUMENT,
            "texture_create(NULL)");
    T_CHECK(t, ptxvm_surface_create(NULL, NULL, &h) == PTXVM_E_INVALID_ARGUMENT,
            "surface_create(NULL)");
    ptxvm_module_unload(NULL);

    /* NULL arguments next to a valid VM */
    if (ptxvm_create(NULL, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create failed");
        return;
    }
    m = (ptxvm_module *)&m;
    T_CHECK(t, ptxvm_module_load(vm, NULL, 10, "n", &m) == PTXVM_E_INVALID_ARGUMENT,
            "module_load(ptx NULL, len 10)");
    T_CHECK(t, m == NULL, "module_load(ptx NULL) left *out set");
    T_CHECK(t, strlen(ptxvm_error_message(vm)) > 0,
            "module_load(ptx NULL) left no message");
    T_CHECK(t, ptxvm_module_load(vm, api_kernels, sizeof api_kernels - 1, "n",
                                 NULL) == PTXVM_E_INVALID_ARGUMENT,
            "module_load(out NULL)");
    T_CHECK(t, ptxvm_register_function(vm, NULL, NULL, NULL) ==
            PTXVM_E_INVALID_ARGUMENT, "register_function(name NULL)");
    T_CHECK(t, load_exact(vm, api_kernels, sizeof api_kernels - 1, NULL, &m) == PTXVM_OK,
            "load with source_name NULL: %s", ptxvm_error_message(vm));
    if (m) {
        k = (ptxvm_kernel *)&k;
        T_CHECK(t, ptxvm_module_get_kernel(m, NULL, &k) == PTXVM_E_INVALID_ARGUMENT,
                "get_kernel(name NULL)");
        T_CHECK(t, k == NULL, "get_kernel(name NULL) left *out set");
        T_CHECK(t, ptxvm_module_get_kernel(m, "first", NULL) == PTXVM_E_INVALID_ARGUMENT,
                "get_kernel(out NULL)");
        T_CHECK(t, ptxvm_module_get_kernel(m, "first", &k) == PTXVM_OK,
                "get_kernel(first)");
        T_CHECK(t, ptxvm_kernel_get_info(k, NULL) == PTXVM_E_INVALID_ARGUMENT,
                "kernel_get_info(out NULL)");
        /* a not-found message names "<ptx>" when no source name was given */
        T_CHECK(t, ptxvm_module_get_kernel(m, "nope", &k) == PTXVM_E_NOT_FOUND,
                "get_kernel(nope)");
        T_CHECK(t, strstr(ptxvm_error_message(vm), "<ptx>") != NULL,
                "message without the default source name: '%s'",
                ptxvm_error_message(vm));
    }
    ptxvm_destroy(vm);
}

static void api_load_edges(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_result r;
    const char *msg;
    static const char minimal[] = ".version 8.5 .target sm_90";
    test_config(&cfg, &a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create failed");
        return;
    }
    /* empty text: no .version */
    r = ptxvm_module_load(vm, "", 0, "empty.ptx", &m);
    T_CHECK(t, r == PTXVM_E_SYNTAX, "len 0: %s", ptxvm_result_name(r));
    msg = ptxvm_error_message(vm);
    T_CHECK(t, strncmp(msg, "empty.ptx:1:1: error: ", 22) == 0,
            "len 0 message: '%s'", msg);
    T_CHECK(t, m == NULL, "failed load left *out set");
    r = ptxvm_module_load(vm, NULL, 0, "null.ptx", &m);
    T_CHECK(t, r == PTXVM_E_SYNTAX, "NULL text with len 0: %s", ptxvm_result_name(r));
    /* not NUL-terminated, exact-size buffers */
    r = load_exact(vm, minimal, sizeof minimal - 1, "min.ptx", &m);
    T_CHECK(t, r == PTXVM_OK, "minimal module: %s: %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    T_CHECK(t, strcmp(ptxvm_error_message(vm), "") == 0,
            "message after success: '%s'", ptxvm_error_message(vm));
    T_CHECK(t, m && ptxvm_module_kernel_count(m) == 0, "kernels in an empty module");
    T_CHECK(t, ptxvm_module_kernel_name(m, 0) == NULL, "name of kernel 0 of none");
    /* a module cut in the middle of a token, at every length */
    {
        size_t n, len = sizeof api_kernels - 1;
        int ok = 1;
        for (n = 0; n < len && ok; n += 7) {
            ptxvm_module *mm = NULL;
            r = load_exact(vm, api_kernels, n, "cut.ptx", &mm);
            if (r != PTXVM_OK && r != PTXVM_E_SYNTAX && r != PTXVM_E_SEMANTIC)
                ok = 0;
            if (r == PTXVM_OK)
                ptxvm_module_unload(mm);
        }
        T_CHECK(t, ok, "a truncated module gave %s", ptxvm_result_name(r));
    }
    /* last token at the very end of the buffer */
    {
        static const char tail[] = ".version 8.5\n.target sm_90\n.global .u32 x = 0x1F";
        r = load_exact(vm, tail, sizeof tail - 1, "tail.ptx", &m);
        T_CHECK(t, r == PTXVM_E_SYNTAX, "missing ';' at the end: %s",
                ptxvm_result_name(r));
        static const char cmt[] = ".version 8.5\n.target sm_90\n// comment";
        r = load_exact(vm, cmt, sizeof cmt - 1, "cmt.ptx", &m);
        T_CHECK(t, r == PTXVM_OK, "trailing // comment without newline: %s",
                ptxvm_error_message(vm));
    }
    /* an error, then success clears the message */
    r = load_exact(vm, "bogus", 5, "bogus.ptx", &m);
    T_CHECK(t, r == PTXVM_E_SYNTAX, "bogus: %s", ptxvm_result_name(r));
    T_CHECK(t, strncmp(ptxvm_error_message(vm), "bogus.ptx:1:1: error: ", 22) == 0,
            "bogus message: '%s'", ptxvm_error_message(vm));
    r = load_exact(vm, minimal, sizeof minimal - 1, "min.ptx", &m);
    T_CHECK(t, r == PTXVM_OK && strcmp(ptxvm_error_message(vm), "") == 0,
            "message not cleared by a successful load: '%s'",
            ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy", a.live);
}

static void api_kernels_info(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info info;
    ptxvm_result r;
    uint32_t i, n;
    test_config(&cfg, &a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create failed");
        return;
    }
    r = load_exact(vm, api_kernels, sizeof api_kernels - 1, "kern.ptx", &m);
    T_CHECK(t, r == PTXVM_OK, "load: %s: %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    if (r != PTXVM_OK) {
        ptxvm_destroy(vm);
        return;
    }
    n = ptxvm_module_kernel_count(m);
    T_CHECK(t, n == 3, "kernel count %u, expected 3 (.func is not a kernel)", n);
    for (i = 0; i < n; i++) {
        const char *name = ptxvm_module_kernel_name(m, i);
        T_CHECK(t, name && (strcmp(name, "first") == 0 || strcmp(name, "second") == 0 ||
                            strcmp(name, "uses_unknown") == 0),
                "kernel %u is '%s'", i, name ? name : "(null)");
    }
    T_CHECK(t, ptxvm_module_kernel_name(m, n) == NULL, "name past the end");
    T_CHECK(t, ptxvm_module_kernel_name(m, 0xffffffffu) == NULL, "name at UINT32_MAX");

    r = ptxvm_module_get_kernel(m, "helper", &k);
    T_CHECK(t, r == PTXVM_E_NOT_FOUND, "a .func is not a kernel: %s",
            ptxvm_result_name(r));
    T_CHECK(t, strstr(ptxvm_error_message(vm), "helper") != NULL,
            "NOT_FOUND message does not name it: '%s'", ptxvm_error_message(vm));
    r = ptxvm_module_get_kernel(m, "firs", &k);
    T_CHECK(t, r == PTXVM_E_NOT_FOUND && k == NULL, "prefix of a name: %s",
            ptxvm_result_name(r));
    r = ptxvm_module_get_kernel(m, "", &k);
    T_CHECK(t, r == PTXVM_E_NOT_FOUND, "empty name: %s", ptxvm_result_name(r));

    r = ptxvm_module_get_kernel(m, "uses_unknown", &k);
    T_CHECK(t, r == PTXVM_E_UNSUPPORTED && k == NULL, "unknown instruction: %s",
            ptxvm_result_name(r));
    T_CHECK(t, strncmp(ptxvm_error_message(vm), "kern.ptx:23:5: error: ", 22) == 0 &&
            strstr(ptxvm_error_message(vm), "tcgen05.fence") != NULL,
            "UNSUPPORTED message: '%s'", ptxvm_error_message(vm));

    r = ptxvm_module_get_kernel(m, "first", &k);
    T_CHECK(t, r == PTXVM_OK && k, "get_kernel(first): %s", ptxvm_result_name(r));
    T_CHECK(t, strcmp(ptxvm_error_message(vm), "") == 0,
            "message after success: '%s'", ptxvm_error_message(vm));
    if (k) {
        memset(&info, 0xAB, sizeof info);
        r = ptxvm_kernel_get_info(k, &info);
        T_CHECK(t, r == PTXVM_OK, "get_info: %s", ptxvm_result_name(r));
        T_CHECK(t, info.name && strcmp(info.name, "first") == 0, "info.name");
        T_CHECK(t, info.param_count == 3, "param_count %u", info.param_count);
        if (info.param_count == 3) {
            T_CHECK(t, info.param_sizes[0] == 4 && info.param_aligns[0] == 4,
                    ".u32 param: size %u align %u", info.param_sizes[0],
                    info.param_aligns[0]);
            T_CHECK(t, info.param_sizes[1] == 8 && info.param_aligns[1] == 8,
                    ".u64 param: size %u align %u", info.param_sizes[1],
                    info.param_aligns[1]);
            T_CHECK(t, info.param_sizes[2] == 24 && info.param_aligns[2] == 8,
                    ".align 8 .b8 [24] param: size %u align %u",
                    info.param_sizes[2], info.param_aligns[2]);
        }
        T_CHECK(t, info.reqntid.x == 32 && info.reqntid.y == 2 && info.reqntid.z == 1,
                "reqntid %u,%u,%u", info.reqntid.x, info.reqntid.y, info.reqntid.z);
        T_CHECK(t, info.maxntid.x == 0 && info.maxntid.y == 0 && info.maxntid.z == 0,
                "maxntid not declared: %u,%u,%u", info.maxntid.x, info.maxntid.y,
                info.maxntid.z);
        T_CHECK(t, info.static_shared_bytes == 0 && info.local_bytes_per_thread == 0,
                "first has no shared/local: %u %u", info.static_shared_bytes,
                info.local_bytes_per_thread);
    }
    k = NULL;
    r = ptxvm_module_get_kernel(m, "second", &k);
    T_CHECK(t, r == PTXVM_OK && k, "get_kernel(second): %s", ptxvm_result_name(r));
    if (k && ptxvm_kernel_get_info(k, &info) == PTXVM_OK) {
        T_CHECK(t, info.param_count == 0, "second: param_count %u", info.param_count);
        T_CHECK(t, info.maxntid.x == 128 && info.maxntid.y == 1 && info.maxntid.z == 1,
                "maxntid 128 -> %u,%u,%u", info.maxntid.x, info.maxntid.y,
                info.maxntid.z);
        T_CHECK(t, info.reqntid.x == 0 && info.reqntid.y == 0 && info.reqntid.z == 0,
                "reqntid not declared: %u,%u,%u", info.reqntid.x, info.reqntid.y,
                info.reqntid.z);
        T_CHECK(t, info.static_shared_bytes == 64, "static shared %u",
                info.static_shared_bytes);
        T_CHECK(t, info.local_bytes_per_thread == 12, "local %u",
                info.local_bytes_per_thread);
    }
    /* the same kernel twice gives the same handle */
    {
        ptxvm_kernel *k1 = NULL, *k2 = NULL;
        ptxvm_module_get_kernel(m, "first", &k1);
        ptxvm_module_get_kernel(m, "first", &k2);
        T_CHECK(t, k1 && k1 == k2, "two lookups give different handles");
    }
    ptxvm_module_unload(m);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live after unload + destroy", a.live);
}

static void api_many_modules(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *mods[40];
    int i, loaded = 0;
    test_config(&cfg, &a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create failed");
        return;
    }
    for (i = 0; i < 40; i++) {
        ptxvm_result r;
        mods[i] = NULL;
        r = load_exact(vm, api_kernels, sizeof api_kernels - 1, "many.ptx", &mods[i]);
        if (r == PTXVM_OK)
            loaded++;
        /* interleave failures: they must not disturb the loaded ones */
        if (i % 5 == 0) {
            static const char bad[] = ".version 8.5\n.target sm_90\n.global .u32 x = 1 / 0;";
            ptxvm_module *none = NULL;
            r = load_exact(vm, bad, sizeof bad - 1, "bad.ptx", &none);
            T_CHECK(t, r == PTXVM_E_SEMANTIC && none == NULL, "bad module %d: %s", i,
                    ptxvm_result_name(r));
        }
    }
    T_CHECK(t, loaded == 40, "%d of 40 modules loaded", loaded);
    /* unload some in the middle and at both ends, keep the rest */
    ptxvm_module_unload(mods[0]);
    ptxvm_module_unload(mods[20]);
    ptxvm_module_unload(mods[39]);
    for (i = 1; i < 39; i++) {
        ptxvm_kernel *k = NULL;
        if (i == 20)
            continue;
        if (ptxvm_module_get_kernel(mods[i], "second", &k) != PTXVM_OK || !k) {
            T_CHECK(t, 0, "module %d lost its kernel after other unloads", i);
            break;
        }
    }
    ptxvm_destroy(vm);                 /* the remaining 37 without unload */
    T_CHECK(t, a.live == 0, "%ld bytes live after destroy without unload", a.live);
    T_CHECK(t, a.calls > 0, "the counting allocator was not used");
}

static void api_unsupported_other_kernel(pv_test *t)
{
    static const char text[] =
        ".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry good()\n{\n    ret;\n}\n"
        ".func bad_helper()\n{\n    tcgen05.fence::after_thread_sync;\n    ret;\n}\n"
        ".visible .entry calls_bad()\n{\n    call bad_helper;\n    ret;\n}\n";
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_result r;
    test_config(&cfg, &a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create failed");
        return;
    }
    r = load_exact(vm, text, sizeof text - 1, "u.ptx", &m);
    T_CHECK(t, r == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
    if (r == PTXVM_OK) {
        r = ptxvm_module_get_kernel(m, "calls_bad", &k);
        T_CHECK(t, r == PTXVM_E_UNSUPPORTED, "calls_bad: %s", ptxvm_result_name(r));
        T_CHECK(t, strncmp(ptxvm_error_message(vm), "u.ptx:10:5: error: ", 19) == 0 &&
                strstr(ptxvm_error_message(vm), "after_thread_sync") != NULL,
                "message: '%s'", ptxvm_error_message(vm));
        r = ptxvm_module_get_kernel(m, "good", &k);
        T_CHECK(t, r == PTXVM_OK && k, "good kernel next to an unsupported one: %s",
                ptxvm_result_name(r));
        T_CHECK(t, strcmp(ptxvm_error_message(vm), "") == 0, "message not cleared");
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
}

/* A label after a function's last instruction has no instruction of its
   own: the disassembly must not name a line for it from past the
   module's instructions (it once read there). */
static void api_disassemble_end_label(pv_test *t)
{
    static const char text[] =
        ".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry k(.param .u32 n)\n{\n  .reg .u32 %r;\n  .reg .pred %p;\n"
        "  ld.param.u32 %r, [n];\n  setp.eq.u32 %p, %r, 0;\n  @%p bra END;\n"
        "  add.u32 %r, %r, 1;\nEND:\n}\n";
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    char buf[4096];
    const char *p;
    size_t len;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (load_exact(vm, text, sizeof text - 1, "end.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK ||
        ptxvm_kernel_disassemble(k, buf, sizeof buf, &len) != PTXVM_OK) {
        T_CHECK(t, 0, "end label: %s", ptxvm_error_message(vm));
    } else {
        int joins = 0;
        for (p = buf; (p = strstr(p, ": JOIN")); p++)
            joins++;
        T_CHECK(t, joins == 1, "%d JOINs for one label:\n%s", joins, buf);
        for (p = buf; (p = strstr(p, "// line ")); p++) {
            unsigned line = (unsigned)strtoul(p + 8, NULL, 10);
            T_CHECK(t, line >= 4 && line <= 12, "line %u named:\n%s", line, buf);
        }
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
}

/* A kernel name longer than the disassembler's line buffer comes out
   whole (the header line was once copied past that buffer's end). */
static void api_disassemble_long_name(pv_test *t)
{
    char name[401], text[1024], buf[8192];
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    size_t len = 0;
    int n;
    memset(name, 'q', sizeof name - 1);
    name[sizeof name - 1] = 0;
    n = snprintf(text, sizeof text,
                 ".version 8.5\n.target sm_90\n.address_size 64\n"
                 ".visible .entry %s()\n{\n  ret;\n}\n", name);
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (load_exact(vm, text, (size_t)n, "long.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK ||
        ptxvm_kernel_disassemble(k, buf, sizeof buf, &len) != PTXVM_OK)
        T_CHECK(t, 0, "long name: %s", ptxvm_error_message(vm));
    else {
        T_CHECK(t, len < sizeof buf && strlen(buf) == len, "length %zu, text %zu", len, strlen(buf));
        T_CHECK(t, strstr(buf, name) != NULL, "name not whole:\n%.600s", buf);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
}

void unit_api(pv_test *t)
{
    api_versions(t);
    api_result_names(t);
    api_lifetime(t);
    api_null_handles(t);
    api_load_edges(t);
    api_kernels_info(t);
    api_many_modules(t);
    api_unsupported_other_kernel(t);
    api_disassemble_end_label(t);
    api_disassemble_long_name(t);
}
