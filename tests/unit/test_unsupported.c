/* A kernel refused as unsupported names every distinct instruction it
   reaches that this version cannot run, with the first source position
   of each: PTX 9.0 instructions the checker knows but this version does
   not run, in the kernel and in functions it calls, and
   known instructions in forms the compiler refuses (performance-monitor events,
   cache eviction policies), each once
   however often it appears; past 64 distinct ones, or 16
   recompiles for refused forms, the count says "or more". The module's other kernels stay usable, nothing leaks, and a
   failed allocation anywhere in the refusal is NO_MEMORY. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One refusal: a VM on a counting allocator, text loaded as file
   (checked to load) and kernel asked for (the module's first when NULL),
   checked to be refused as unsupported. */
typedef struct refusal {
    test_alloc    a;
    ptxvm_vm     *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    const char   *msg;     /* the refusal's message */
} refusal;

/* 1 when the module loaded (the kernel then asked for), 0 when not. */
static int refuse(pv_test *t, refusal *u, const char *text, size_t n,
                  const char *file, const char *kernel)
{
    ptxvm_config cfg;
    ptxvm_result r;
    memset(u, 0, sizeof *u);
    test_config(&cfg, &u->a);
    ptxvm_create(&cfg, &u->vm);
    r = ptxvm_module_load(u->vm, text, n, file, &u->m);
    T_CHECK(t, r == PTXVM_OK, "load: %s", ptxvm_error_message(u->vm));
    if (r != PTXVM_OK)
        return 0;
    r = ptxvm_module_get_kernel(u->m, kernel ? kernel : ptxvm_module_kernel_name(u->m, 0),
                                &u->k);
    u->msg = ptxvm_error_message(u->vm);
    T_CHECK(t, r == PTXVM_E_UNSUPPORTED, "got %s", ptxvm_result_name(r));
    return 1;
}

/* Destroy the VM; every byte must come back. */
static void refusal_end(pv_test *t, refusal *u)
{
    ptxvm_destroy(u->vm);
    T_CHECK(t, u->a.live == 0, "%ld bytes not freed", u->a.live);
}

static const char *ptx_gap =
    ".version 8.5\n"
    ".target sm_90\n"
    ".address_size 64\n"
    ".global .u32 tx_unused;\n"
    ".func helper()\n"
    "{\n"
    "    .reg .u32 %r1;\n"
    "    tcgen05.fence::after_thread_sync;\n"                  /* 8:5 */
    "    ret;\n"
    "}\n"
    ".visible .entry k_good(.param .u64 p)\n"
    "{\n"
    "    ret;\n"
    "}\n"
    ".visible .entry k_gap(.param .u64 p, .param .texref tx)\n"
    "{\n"
    "    .reg .u32 %r<4>;\n"
    "    .reg .f32 %f<8>;\n"
    "    tcgen05.wait::ld.sync.aligned;\n"                    /* 19:5 */
    "    pmevent 1;\n"                                       /* 20:5 */
    "    tcgen05.wait::ld.sync.aligned;\n"
    "    call helper;\n"
    "    pmevent 1;\n"
    "    ret;\n"
    "}\n";

static void gap_listed(pv_test *t)
{
    refusal u;
    ptxvm_kernel *k = NULL;
    ptxvm_result r;
    const char *msg;
    if (!test_begin(t, "unsupported: every instruction listed"))
        return;
    if (refuse(t, &u, ptx_gap, strlen(ptx_gap), "gap.ptx", "k_gap")) {
        msg = u.msg;
        T_CHECK(t, u.k == NULL, "no kernel handed out");
        /* the first, as before: file, position, function */
        T_CHECK(t, strstr(msg, "gap.ptx:19:5: error: instruction "
                           "'tcgen05.wait::ld.sync.aligned' (in k_gap) is not "
                           "supported") == msg,
                "first: %s", msg);
        T_CHECK(t, strstr(msg, "3 unsupported instructions in all:") != NULL,
                "count: %s", msg);
        T_CHECK(t, strstr(msg, "'tcgen05.wait::ld.sync.aligned' at 19:5") != NULL,
                "wait: %s", msg);
        T_CHECK(t, strstr(msg, "'tcgen05.fence::after_thread_sync' at 8:5") != NULL,
                "callee's: %s", msg);
        T_CHECK(t, strstr(msg, "'pmevent' at 20:5") != NULL,
                "compiler-refused form: %s", msg);
        T_CHECK(t, strstr(msg, "21:5") == NULL && strstr(msg, "23:5") == NULL,
                "repeats listed: %s", msg);
        /* asked again: the same answer; the other kernel works */
        r = ptxvm_module_get_kernel(u.m, "k_gap", &k);
        T_CHECK(t, r == PTXVM_E_UNSUPPORTED, "again: %s", ptxvm_result_name(r));
        r = ptxvm_module_get_kernel(u.m, "k_good", &k);
        T_CHECK(t, r == PTXVM_OK && k, "k_good: %s", ptxvm_error_message(u.vm));
    }
    refusal_end(t, &u);
    test_end(t);
}

/* A valid PTX 9.0 form of an instruction the table has (cp) with
   modifiers it lacks loads, and a kernel reaching it and a form the
   compiler refuses is refused naming both, a long (mangled) function name shortened so the list fits; a
   modifier no PTX version has stays a load error at its position. */
static const char *ptx_hopper =
    ".version 8.0\n"
    ".target sm_90a\n"
    ".address_size 64\n"
    ".visible .entry _ZN7cutlass13device_kernelINS_4gemm6kernel13GemmUniversalIN4cute5tupleIJiiiEEEEEEvNT_6ParamsE(.param .u64 p)\n"
    "{\n"
    "    .reg .u32 %r<4>;\n"
    "    .reg .u64 %rd<4>;\n"
    "    cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [%rd1], [%rd2, {%r1, %r2, %r3, %r1, %r2}], [%rd3];\n" /* 8:5 */
    "    tcgen05.fence::before_thread_sync;\n"               /* 9:5 */
    "    ret;\n"
    "}\n";

static const char *ptx_typo =
    ".version 8.0\n"
    ".target sm_90\n"
    ".address_size 64\n"
    ".visible .entry k(.param .u64 p)\n"
    "{\n"
    "    .reg .u64 %rd<4>;\n"
    "    cp.async.bulkk.shared::cluster.global [%rd1], [%rd2], 16, [%rd3];\n"  /* 7:5 */
    "    ret;\n"
    "}\n";

static void gap_ptx90(pv_test *t)
{
    refusal u;
    ptxvm_module *m = NULL;
    ptxvm_result r;
    const char *msg;
    if (!test_begin(t, "unsupported: PTX 9.0 forms the table lacks load"))
        return;
    if (refuse(t, &u, ptx_hopper, strlen(ptx_hopper), "tma.ptx", NULL)) {
        msg = u.msg;
        T_CHECK(t, strstr(msg, "tma.ptx:8:5: error: instruction 'cp.async.bulk.tensor.2d."
                          "shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes' (in "
                          "_ZN7cutlass13device_kernelINS_4gemm6kern...") == msg,
                "first: %s", msg);
        T_CHECK(t, strstr(msg, "'tcgen05.fence::before_thread_sync' at 9:5") != NULL,
                "second: %s", msg);
    }
    r = ptxvm_module_load(u.vm, ptx_typo, strlen(ptx_typo), "typo.ptx", &m);
    msg = ptxvm_error_message(u.vm);
    T_CHECK(t, r == PTXVM_E_SEMANTIC, "typo: got %s", ptxvm_result_name(r));
    T_CHECK(t, strstr(msg, "typo.ptx:7:5:") == msg && strstr(msg, ".bulkk") != NULL,
            "typo: %s", msg);
    refusal_end(t, &u);
    test_end(t);
}

/* 70 distinct PTX 9.0 forms the table lacks (tcgen05 with each of its
   modifiers): the first 64 are kept, the count says
   "70 or more" (forms the compiler refuses past the 64th are not
   looked for), and the message, cut to the error buffer, stays one line. */
static void gap_many(pv_test *t)
{
    static const char *const tc_mods[35] = {
        "NaN", "abs", "alloc", "ashift", "b32", "b4x16_p64", "b64",
        "b6x16_p32", "b8x16", "block16", "block32", "block_scale",
        "collector::buffer::op", "commit", "cp", "cta_group::1",
        "cta_group::2", "dealloc", "down", "f32", "fence::after_thread_sync",
        "fence::before_thread_sync", "kind::f16", "kind::f8f6f4", "kind::i8",
        "kind::mxf4", "kind::mxf4nvf4", "kind::mxf8f6f4", "kind::tf32", "ld",
        "max", "mbarrier::arrive::one", "min", "mma", "multicast::cluster" };
    char *text = (char *)malloc(8192);
    size_t n = 0;
    int i;
    refusal u;
    if (!test_begin(t, "unsupported: more than 64 distinct")) {
        free(text);
        return;
    }
    n += (size_t)sprintf(text + n, ".version 8.5\n.target sm_90\n"
                         ".address_size 64\n.visible .entry k()\n{\n"
                         "    .reg .u32 %%r1;\n");
    for (i = 0; i < 70; i++)
        n += (size_t)sprintf(text + n, "    tcgen05.%s%s %%r1;\n", tc_mods[i % 35],
                             i < 35 ? "" : ".aligned");
    n += (size_t)sprintf(text + n, "    ret;\n}\n");
    if (refuse(t, &u, text, n, "many.ptx", "k")) {
        const char *msg = u.msg;
        T_CHECK(t, strstr(msg, "70 or more unsupported instructions") != NULL,
                "count: %s", msg);
        T_CHECK(t, strstr(msg, "many.ptx:7:5: error: instruction 'tcgen05.NaN'") == msg,
                "first: %s", msg);
        T_CHECK(t, strchr(msg, '\n') == NULL, "one line: %s", msg);
    }
    refusal_end(t, &u);
    free(text);
    test_end(t);
}

/* 17 distinct forms the compiler refuses (pmevent and the sm_100
   ldmatrix forms from packed 6- and 4-bit sources, in several spaces):
   the refusal stops compiling after 16 more tries and says there may be
   more. */
static void gap_retries(pv_test *t)
{
    static const char *const forms[] = {
        "pmevent 1", "pmevent.mask 3",
        "ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b6x16_p32 {%r1, %r2}, [%rd1]",
        "ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b4x16_p64 {%r1, %r2, %r3, %r1}, [%rd1]",
        "ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b6x16_p32 {%r1, %r2}, [%rd1]",
        "ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b6x16_p32 {%r1, %r2, %r3, %r1}, [%rd1]",
        "ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b4x16_p64 {%r1, %r2}, [%rd1]",
        "ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b4x16_p64 {%r1, %r2, %r3, %r1}, [%rd1]",
        "ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b6x16_p32 {%r1}, [%rd1]",
        "ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b6x16_p32 {%r1, %r2}, [%rd1]",
        "ldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b6x16_p32 {%r1, %r2, %r3, %r1}, [%rd1]",
        "ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b4x16_p64 {%r1}, [%rd1]",
        "ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b4x16_p64 {%r1, %r2}, [%rd1]",
        "ldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b4x16_p64 {%r1, %r2, %r3, %r1}, [%rd1]",
        "ldmatrix.sync.aligned.m8n16.x1.b8x16.b6x16_p32 {%r1}, [%rd1]",
        "ldmatrix.sync.aligned.m8n16.x2.shared::cta.b8x16.b4x16_p64 {%r1, %r2}, [%rd1]",
        "ldmatrix.sync.aligned.m8n16.x4.b8x16.b4x16_p64 {%r1, %r2, %r3, %r1}, [%rd1]" };
    char *text = (char *)malloc(8192);
    size_t n = 0, i;
    refusal u;
    if (!test_begin(t, "unsupported: compiles bounded")) {
        free(text);
        return;
    }
    n += (size_t)sprintf(text + n, ".version 8.7\n.target sm_100a\n"
                         ".address_size 64\n.global .u32 tx_unused;\n"
                         ".visible .entry k(.param .u64 p)\n{\n"
                         "    .reg .b64 %%rd<4>;\n    .reg .b32 %%r<4>;\n    .reg .f32 %%f<4>;\n");
    for (i = 0; i < sizeof forms / sizeof *forms; i++)
        n += (size_t)sprintf(text + n, "    %s;\n", forms[i]);
    n += (size_t)sprintf(text + n, "    ret;\n}\n");
    if (refuse(t, &u, text, n, "prio.ptx", "k")) {
        const char *msg = u.msg;
        T_CHECK(t, strstr(msg, "17 or more unsupported instructions") != NULL,
                "count: %s", msg);
        T_CHECK(t, strncmp(msg, "prio.ptx:10:5: error: instruction "
                           "'pmevent'", 43) == 0, "first: %s", msg);
    }
    refusal_end(t, &u);
    free(text);
    test_end(t);
}

/* Every allocation of the refusal failed in turn: NO_MEMORY, then the
   retried request gives the whole list; nothing leaks. */
static void gap_oom(pv_test *t)
{
    long n;
    if (!test_begin(t, "unsupported: allocation failures"))
        return;
    for (n = 1; n < 10000; n++) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_kernel *k = NULL;
        ptxvm_result r;
        int failed;
        test_config(&cfg, &a);
        ptxvm_create(&cfg, &vm);
        r = ptxvm_module_load(vm, ptx_gap, strlen(ptx_gap), "gap.ptx", &m);
        T_CHECK(t, r == PTXVM_OK, "load: %s", ptxvm_error_message(vm));
        a.fail_at = a.calls + n;
        r = ptxvm_module_get_kernel(m, "k_gap", &k);
        failed = a.failed;
        a.fail_at = 0;
        T_CHECK(t, r == PTXVM_E_UNSUPPORTED || (failed && r == PTXVM_E_NO_MEMORY),
                "allocation %ld failed: got %s: %s", n, ptxvm_result_name(r),
                ptxvm_error_message(vm));
        if (r == PTXVM_E_NO_MEMORY) {
            r = ptxvm_module_get_kernel(m, "k_gap", &k);
            T_CHECK(t, r == PTXVM_E_UNSUPPORTED &&
                    strstr(ptxvm_error_message(vm), "3 unsupported") != NULL,
                    "retry after allocation %ld: %s", n, ptxvm_error_message(vm));
        }
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "allocation %ld failed: %ld bytes not freed",
                n, a.live);
        if (!failed || t->case_failed)
            break;
    }
    test_end(t);
}

void unit_unsupported(pv_test *t)
{
    gap_listed(t);
    gap_ptx90(t);
    gap_many(t);
    gap_retries(t);
    gap_oom(t);
}
