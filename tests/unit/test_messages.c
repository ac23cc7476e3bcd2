/* Library messages: an unknown opcode is a load error with the nearest
   PTX opcode; a file that is not PTX text is named for what it is; and
   every public function that has a VM leaves "" after a success and a
   message after a failure (ptxvm.h, "Conventions"). */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const char *const head =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry k()\n{\n    .reg .u32 %r<4>;\n    .reg .f32 %f<4>;\n";

/* Load head + body + "ret; }": the result and message. */
static ptxvm_result load_body(pv_test *t, const char *body, char *msg, size_t size)
{
    char text[1024];
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_result r;
    int n = snprintf(text, sizeof text, "%s    %s\n    ret;\n}\n", head, body);
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    r = ptxvm_module_load(vm, text, (size_t)n, "op.ptx", &m);
    if (r == PTXVM_OK) {
        ptxvm_kernel *k;
        r = ptxvm_module_get_kernel(m, "k", &k);
    }
    snprintf(msg, size, "%s", ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%s: %ld bytes live", body, a.live);
    return r;
}

static void opcode_suggestions(pv_test *t)
{
    static const struct { const char *body, *word, *near; } cases[] = {
        { "addd.f32 %f1, %f2, %f3;", "addd", "add" },
        { "mvo.u32 %r1, 1;", "mvo", "mov" },          /* a swap is one edit */
        { "sett.eq.u32.u32 %r1, %r2, %r3;", "sett", "set" }, /* set, setp: the first */
        { "sub_.s32 %r1, %r2, %r3;", "sub_", "sub" },
        { "fmaa.rn.f32 %f1, %f2, %f3, %f1;", "fmaa", "fma" },
        { "shfll.sync.idx.b32 %r1, %r2, 0, 31, -1;", "shfll", "shfl" },
        { "frobnicate.u32 %r1;", "frobnicate", NULL },  /* nothing near */
        { "xyzzy %r1;", "xyzzy", NULL },
    };
    size_t i;
    if (!test_begin(t, "messages: unknown opcodes at load, with the nearest"))
        return;
    for (i = 0; i < COUNT(cases); i++) {
        char msg[600], want[128];
        ptxvm_result r = load_body(t, cases[i].body, msg, sizeof msg);
        snprintf(want, sizeof want, "op.ptx:8:5: error: unknown instruction '%s'",
                 cases[i].word);
        T_CHECK(t, r == PTXVM_E_SEMANTIC && strstr(msg, want) == msg,
                "%s: %s: %s", cases[i].body, ptxvm_result_name(r), msg);
        if (cases[i].near) {
            snprintf(want, sizeof want, "; did you mean '%s'?", cases[i].near);
            T_CHECK(t, strstr(msg, want) != NULL, "%s: %s", cases[i].body, msg);
        } else {
            T_CHECK(t, strstr(msg, "did you mean") == NULL, "%s: %s", cases[i].body, msg);
        }
    }
    /* a PTX 9.0 instruction this version does not run still loads and
       is refused by name when the kernel is requested */
    {
        char msg[600];
        ptxvm_result r = load_body(t, "tcgen05.fence::before_thread_sync;", msg, sizeof msg);
        T_CHECK(t, r == PTXVM_E_UNSUPPORTED &&
                   strstr(msg, "'tcgen05.fence::before_thread_sync'") != NULL,
                "known, not run: %s: %s", ptxvm_result_name(r), msg);
    }
    test_end(t);
}

static void not_ptx(pv_test *t)
{
    static const struct { const char *bytes; size_t n; const char *what; } cases[] = {
        { "\177ELF\2\1\1\0\0\0\0\0\0\0\0\0\2\0\276\0", 20, "an ELF file (a cubin?)" },
        { "\x50\xed\x55\xba\1\0\x10\0\0\x0d\0\0\0\0\0\0", 16, "a CUDA fat binary" },
        { "\xb1\x43\x62\x46\1\0\0\0", 8, "a CUDA fat binary" },
        { "BC\xc0\xde\x35\x14\0\0", 8, "LLVM bitcode" },
        { "\xde\xc0\x17\x0b\0\0\0\0\x14\0\0\0", 12, "LLVM bitcode" },
        { "\x1f\x8b\x08\0\0\0\0\0\0\3", 10, "gzip-compressed" },
        { "\x28\xb5\x2f\xfd\0\x58", 6, "zstd-compressed" },
        { "\0\0\0\0garbage", 11, "binary data" },
        { "x\1\2\3\4y .version 8.5", 20, "binary data" },
        { "#include <cstdio>\n__global__ void k(int *p) { *p = 1; }\n", 56,
          "CUDA C/C++ source" },
        { "__global__ void k() {}\n", 23, "CUDA C/C++ source" },
        { "; ModuleID = 'k.cu'\ntarget triple = \"nvptx64-nvidia-cuda\"\n", 58,
          "LLVM IR" },
    };
    size_t i;
    if (!test_begin(t, "messages: files that are not PTX text"))
        return;
    for (i = 0; i < COUNT(cases); i++) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_result r;
        const char *msg;
        test_config(&cfg, &a);
        ptxvm_create(&cfg, &vm);
        r = ptxvm_module_load(vm, cases[i].bytes, cases[i].n, "in.bin", &m);
        msg = ptxvm_error_message(vm);
        T_CHECK(t, r == PTXVM_E_SYNTAX && strstr(msg, "in.bin:1:1: error: this ") == msg &&
                   strstr(msg, cases[i].what) && strstr(msg, "not PTX"),
                "case %u (%s): %s: %s", (unsigned)i, cases[i].what,
                ptxvm_result_name(r), msg);
        if (strstr(cases[i].what, "cubin") || strstr(cases[i].what, "fat"))
            T_CHECK(t, strstr(msg, "give the .ptx from nvcc -ptx") != NULL,
                    "what to do: %s", msg);
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "case %u: %ld bytes live", (unsigned)i, a.live);
    }
    /* PTX that mentions those words is still PTX */
    {
        static const char text[] =
            "// #include <cuda.h>, __global__ void k(), target triple\n"
            ".version 8.5\n.target sm_90\n.address_size 64\n"
            ".visible .entry k()\n{\n    ret;\n}\n";
        char msg[600];
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_result r;
        test_config(&cfg, &a);
        ptxvm_create(&cfg, &vm);
        r = ptxvm_module_load(vm, text, sizeof text - 1, "ok.ptx", &m);
        snprintf(msg, sizeof msg, "%s", ptxvm_error_message(vm));
        T_CHECK(t, r == PTXVM_OK, "PTX with those words: %s", msg);
        /* and text that is neither still gets the parser's message */
        r = ptxvm_module_load(vm, "hello world\n", 12, "hi.txt", &m);
        T_CHECK(t, r == PTXVM_E_SYNTAX && strstr(ptxvm_error_message(vm), "not PTX") == NULL,
                "plain text: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
    }
    test_end(t);
}

/* ---- the message rule ------------------------------------------------ */

static const char rule_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".global .texref tr;\n"
    ".global .u32 g;\n"
    ".visible .entry k(.param .u64 p)\n{\n"
    "    .reg .u32 %r<2>;\n    .reg .u64 %rd<4>;\n"
    "    ld.param.u64 %rd1, [p];\n    mov.u32 %r1, %tid.x;\n"
    "    mul.wide.u32 %rd2, %r1, 4;\n    add.s64 %rd3, %rd1, %rd2;\n"
    "    st.global.u32 [%rd3], %r1;\n    ret;\n}\n";

static ptxvm_result cb_load(void *user, uint64_t off, void *dst, size_t n)
{
    (void)user; (void)off;
    memset(dst, 0, n);
    return PTXVM_OK;
}

static ptxvm_result cb_store(void *user, uint64_t off, const void *src, size_t n)
{
    (void)user; (void)off; (void)src; (void)n;
    return PTXVM_OK;
}

static ptxvm_result host_fn(void *user, const ptxvm_call *call)
{
    (void)user; (void)call;
    return PTXVM_OK;
}

/* A failure first, so that a success has a message to clear. */
static void provoke(pv_test *t, ptxvm_vm *vm)
{
    T_CHECK(t, ptxvm_mem_free(vm, 12345) != PTXVM_OK &&
               ptxvm_error_message(vm)[0] != 0, "no failure to start from");
}

/* A success first, so that a failure's message is its own. */
static void settle(pv_test *t, ptxvm_vm *vm)
{
    uint64_t v;
    T_CHECK(t, ptxvm_get_limit(vm, PTXVM_LIMIT_STACK_SIZE, &v) == PTXVM_OK &&
               ptxvm_error_message(vm)[0] == 0, "get_limit: '%s'",
            ptxvm_error_message(vm));
}

#define OK(call) do {                                                        \
        ptxvm_result r_;                                                     \
        provoke(t, vm);                                                      \
        r_ = (call);                                                         \
        T_CHECK(t, r_ == PTXVM_OK && ptxvm_error_message(vm)[0] == 0,        \
                "%s: %s, message '%s'", #call, ptxvm_result_name(r_),        \
                ptxvm_error_message(vm));                                    \
        nok++;                                                               \
    } while (0)
#define BAD(call) do {                                                       \
        ptxvm_result r_;                                                     \
        settle(t, vm);                                                       \
        r_ = (call);                                                         \
        T_CHECK(t, r_ != PTXVM_OK && ptxvm_error_message(vm)[0] != 0,        \
                "%s: %s, message '%s'", #call, ptxvm_result_name(r_),        \
                ptxvm_error_message(vm));                                    \
        nbad++;                                                              \
    } while (0)

static void message_rule(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_kernel_info info;
    ptxvm_addr buf = 0, map = 0, cbr = 0, gaddr, junk;
    ptxvm_module *m2 = NULL;
    ptxvm_kernel *k2 = NULL;
    ptxvm_mem_callbacks cb;
    ptxvm_resource_desc res;
    ptxvm_texture_desc td;
    ptxvm_surface_desc sd;
    ptxvm_launch l;
    ptxvm_launch_ex lx;
    uint64_t v, hjunk, tex = 0, smp = 0, surf = 0, surf2 = 0, dims[3] = { 16, 8, 2 };
    uint64_t strides[2] = { 16, 128 };
    uint32_t box[1] = { 4 }, es[3] = { 1, 1, 1 }, host[64];
    int lower[1] = { 0 }, upper[1] = { 0 };
    static uint64_t tmap[16 + 8];
    void *map_at = (void *)(((uintptr_t)tmap + 63) & ~(uintptr_t)63);
    void *args[1];
    size_t len;
    unsigned nok = 0, nbad = 0;
    if (!test_begin(t, "messages: empty after every success, set by every failure"))
        return;
    test_config(&cfg, &a);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        test_end(t);
        return;
    }
    /* device memory */
    OK(ptxvm_mem_alloc(vm, 256, &buf));
    BAD(ptxvm_mem_alloc(vm, 0, &junk));
    OK(ptxvm_memset(vm, buf, 0, 256));
    BAD(ptxvm_memset(vm, buf, 0, 4096));
    OK(ptxvm_memcpy_htod(vm, buf, host, 64));
    BAD(ptxvm_memcpy_htod(vm, 8, host, 64));
    OK(ptxvm_memcpy_dtoh(vm, host, buf, 64));
    BAD(ptxvm_memcpy_dtoh(vm, host, buf + 200, 64));
    OK(ptxvm_mem_map(vm, host, sizeof host, PTXVM_READ, &map));
    BAD(ptxvm_mem_map(vm, NULL, sizeof host, PTXVM_READ, &junk));
    OK(ptxvm_mem_unmap(vm, map));
    BAD(ptxvm_mem_unmap(vm, map));
    memset(&cb, 0, sizeof cb);
    cb.load = cb_load;
    cb.store = cb_store;
    OK(ptxvm_mem_map_callbacks(vm, 4096, &cb, NULL, &cbr));
    BAD(ptxvm_mem_map_callbacks(vm, 4096, NULL, NULL, &junk));
    /* host functions and limits */
    OK(ptxvm_register_function(vm, "my_host_fn", host_fn, NULL));
    BAD(ptxvm_register_function(vm, NULL, host_fn, NULL));
    OK(ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, 2048));
    BAD(ptxvm_set_limit(vm, (ptxvm_limit)99, 1));
    OK(ptxvm_get_limit(vm, PTXVM_LIMIT_STACK_SIZE, &v));
    BAD(ptxvm_get_limit(vm, (ptxvm_limit)99, &v));
    /* modules and kernels */
    OK(ptxvm_module_load(vm, rule_ptx, sizeof rule_ptx - 1, "rule.ptx", &m));
    BAD(ptxvm_module_load(vm, "nonsense", 8, "bad.ptx", &m2));
    if (!m) {
        T_CHECK(t, 0, "no module");
        goto out;
    }
    OK(ptxvm_module_get_kernel(m, "k", &k));
    BAD(ptxvm_module_get_kernel(m, "nope", &k2));
    OK(ptxvm_module_print(m, NULL, 0, &len));
    BAD(ptxvm_module_print(m, NULL, 0, NULL));
    OK(ptxvm_module_get_global(m, "g", &gaddr, &len));
    BAD(ptxvm_module_get_global(m, "nope", &gaddr, &len));
    if (!k) {
        T_CHECK(t, 0, "no kernel");
        goto out;
    }
    OK(ptxvm_kernel_get_info(k, &info));
    BAD(ptxvm_kernel_get_info(k, NULL));
    OK(ptxvm_kernel_disassemble(k, NULL, 0, &len));
    BAD(ptxvm_kernel_disassemble(k, NULL, 0, NULL));
    /* launches */
    args[0] = &buf;
    test_launch_1d(&l, 1, 32, args);
    OK(ptxvm_launch_kernel(k, &l, NULL));
    l.grid.x = 0;
    BAD(ptxvm_launch_kernel(k, &l, NULL));
    l.grid.x = 1;
    memset(&lx, 0, sizeof lx);
    lx.struct_size = sizeof lx;
    lx.launch = l;
    lx.cluster.x = lx.cluster.y = lx.cluster.z = 1;
    OK(ptxvm_launch_kernel_ex(k, &lx, NULL));
    lx.cluster.x = 3;                 /* does not divide the grid */
    BAD(ptxvm_launch_kernel_ex(k, &lx, NULL));
    /* ptxvm_interrupt never touches the message (any thread may call
       it while a launch owns the message); the launch it stops sets one */
    provoke(t, vm);
    {
        char before[512];
        snprintf(before, sizeof before, "%s", ptxvm_error_message(vm));
        T_CHECK(t, ptxvm_interrupt(vm) == PTXVM_OK &&
                   strcmp(before, ptxvm_error_message(vm)) == 0,
                "interrupt changed the message to '%s'", ptxvm_error_message(vm));
    }
    BAD(ptxvm_launch_kernel(k, &l, NULL));
    /* textures, samplers, surfaces */
    memset(&res, 0, sizeof res);
    res.data = buf;
    res.format = PTXVM_FORMAT_F32;
    res.channels = 1;
    res.width = 64;
    memset(&td, 0, sizeof td);
    OK(ptxvm_texture_create(vm, &res, &td, &tex));
    BAD(ptxvm_texture_create(vm, NULL, &td, &hjunk));
    OK(ptxvm_module_bind_texref(m, "tr", tex));
    BAD(ptxvm_module_bind_texref(m, "nope", tex));
    OK(ptxvm_texture_destroy(vm, tex));
    BAD(ptxvm_texture_destroy(vm, tex));
    OK(ptxvm_sampler_create(vm, &td, &smp));
    BAD(ptxvm_sampler_create(vm, NULL, &hjunk));
    OK(ptxvm_sampler_destroy(vm, smp));
    BAD(ptxvm_sampler_destroy(vm, smp));
    OK(ptxvm_surface_create(vm, &res, &surf));
    BAD(ptxvm_surface_create(vm, NULL, &hjunk));
    memset(&sd, 0, sizeof sd);
    OK(ptxvm_surface_create_hosted(vm, &res, &sd, &surf2));
    BAD(ptxvm_surface_create_hosted(vm, NULL, &sd, &hjunk));
    OK(ptxvm_surface_destroy(vm, surf));
    OK(ptxvm_surface_destroy(vm, surf2));
    BAD(ptxvm_surface_destroy(vm, surf));
    /* tensor maps */
    OK(ptxvm_tensormap_encode_tiled(vm, map_at, PTXVM_TMAP_U32, 1, buf, dims,
                                    NULL, box, es, PTXVM_TMAP_INTERLEAVE_NONE,
                                    PTXVM_TMAP_SWIZZLE_NONE, PTXVM_TMAP_L2_NONE,
                                    PTXVM_TMAP_FILL_NONE));
    BAD(ptxvm_tensormap_encode_tiled(vm, map_at, PTXVM_TMAP_U32, 0, buf, dims,
                                     NULL, box, es, PTXVM_TMAP_INTERLEAVE_NONE,
                                     PTXVM_TMAP_SWIZZLE_NONE, PTXVM_TMAP_L2_NONE,
                                     PTXVM_TMAP_FILL_NONE));
    OK(ptxvm_tensormap_replace_address(vm, map_at, buf));
    BAD(ptxvm_tensormap_replace_address(vm, map_at, buf + 1));
    OK(ptxvm_tensormap_encode_im2col(vm, map_at, PTXVM_TMAP_U8, 3, buf, dims,
                                     strides, lower, upper, 16, 8, es,
                                     PTXVM_TMAP_INTERLEAVE_NONE,
                                     PTXVM_TMAP_SWIZZLE_NONE, PTXVM_TMAP_L2_NONE,
                                     PTXVM_TMAP_FILL_NONE));
    BAD(ptxvm_tensormap_encode_im2col(vm, map_at, PTXVM_TMAP_U8, 2, buf, dims,
                                      strides, lower, upper, 16, 8, es,
                                      PTXVM_TMAP_INTERLEAVE_NONE,
                                      PTXVM_TMAP_SWIZZLE_NONE, PTXVM_TMAP_L2_NONE,
                                      PTXVM_TMAP_FILL_NONE));
    /* memory last: the texture and tensor maps used buf */
    OK(ptxvm_mem_unmap(vm, cbr));
    OK(ptxvm_mem_free(vm, buf));
    BAD(ptxvm_mem_free(vm, buf));
out:
    T_CHECK(t, nok == 32 && nbad == 31, "only %u successes, %u failures tried", nok, nbad);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
    test_end(t);
}

void unit_messages(pv_test *t)
{
    opcode_suggestions(t);
    not_ptx(t);
    message_rule(t);
}
