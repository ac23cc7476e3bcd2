/* Run-time faults: each bad access stops the launch with
   PTXVM_E_MEMORY_FAULT and a message naming the PTX line, the .cu line
   from .loc, the block, the thread and the address; the VM keeps working
   and memory outside the bad access is untouched. */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

static const char fault_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".file 1 \"kernel.cu\"\n"
    ".const .align 4 .u32 ro[4] = {1, 2, 3, 4};\n"
    /* store out[tid + off] = tid; line 9 is the store */
    ".visible .entry poke(.param .u64 out, .param .s64 off)\n{\n"
    "  .reg .b32 %r<3>;\n  .reg .b64 %rd<6>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.s64 %rd2, [off];\n"
    "  mov.u32 %r1, %tid.x;\n  cvt.u64.u32 %rd3, %r1;\n  add.s64 %rd3, %rd3, %rd2;\n"
    "  shl.b64 %rd4, %rd3, 2;\n  add.s64 %rd5, %rd1, %rd4;\n"
    "  .loc 1 42 7\n"
    "  st.global.u32 [%rd5], %r1;\n  ret;\n}\n"
    /* misaligned load: ld.u32 at out + 2 */
    ".visible .entry skew(.param .u64 out)\n{\n"
    "  .reg .b32 %r<2>;\n  .reg .b64 %rd<3>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.global.u32 %r1, [%rd1+2];\n"
    "  st.global.u32 [%rd1], %r1;\n  ret;\n}\n"
    /* a store into .const memory through its generic address */
    ".visible .entry scribble()\n{\n"
    "  .reg .b32 %r<2>;\n  .reg .b64 %rd<2>;\n"
    "  mov.u64 %rd1, ro;\n  mov.u32 %r1, 9;\n  st.u32 [%rd1], %r1;\n  ret;\n}\n"
    /* shared memory out of bounds */
    ".visible .entry shout()\n{\n"
    "  .shared .align 4 .b32 s[8];\n  .reg .b32 %r<3>;\n"
    "  mov.u32 %r1, %tid.x;\n  shl.b32 %r2, %r1, 2;\n"
    "  st.shared.u32 [%r2], %r1;\n  ret;\n}\n";

static ptxvm_result launch(ptxvm_module *m, const char *name,
                           uint32_t threads, void **args)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    if (ptxvm_module_get_kernel(m, name, &k) != PTXVM_OK)
        return PTXVM_E_NOT_FOUND;
    memset(&l, 0, sizeof l);
    l.grid.x = 2;
    l.grid.y = l.grid.z = 1;
    l.block.x = threads;
    l.block.y = l.block.z = 1;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

static void expect_fault(pv_test *t, ptxvm_vm *vm, ptxvm_result r,
                         const char *what, const char *part1, const char *part2)
{
    const char *msg = ptxvm_error_message(vm);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT, "%s: expected a memory fault, got %s: %s",
            what, ptxvm_result_name(r), msg);
    T_CHECK(t, strstr(msg, part1) != NULL, "%s: message lacks '%s': %s", what,
            part1, msg);
    if (part2)
        T_CHECK(t, strstr(msg, part2) != NULL, "%s: message lacks '%s': %s",
                what, part2, msg);
}

void unit_exec_fault(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_addr buf, spare;
    uint32_t host[64], check[64], i;
    int64_t off;
    void *args[2];
    ptxvm_result r;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, fault_ptx, sizeof fault_ptx - 1, "fault.ptx", &m)
        != PTXVM_OK) {
        T_CHECK(t, 0, "load: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, 64 * 4, &buf);
    ptxvm_mem_alloc(vm, 64 * 4, &spare);
    for (i = 0; i < 64; i++)
        host[i] = 0xa5a5a5a5u;
    ptxvm_memcpy_htod(vm, spare, host, sizeof host);
    args[0] = &buf;
    args[1] = &off;
    /* in bounds: fine */
    off = 0;
    r = launch(m, "poke", 64, args);
    T_CHECK(t, r == PTXVM_OK, "poke in bounds: %s", ptxvm_error_message(vm));
    /* one past the end: thread 63 of block 0 at off 1 */
    off = 1;
    r = launch(m, "poke", 64, args);
    expect_fault(t, vm, r, "one past the end", "fault.ptx:18:3", "(kernel.cu:42)");
    expect_fault(t, vm, r, "one past the end", "block (0,0,0), thread (63,0,0)",
                 "store of 4 bytes");
    /* negative offset */
    off = -1;
    r = launch(m, "poke", 32, args);
    expect_fault(t, vm, r, "negative offset", "thread (0,0,0)", "not mapped");
    /* 2^61 elements away */
    off = (int64_t)1 << 61;
    r = launch(m, "poke", 1, args);
    expect_fault(t, vm, r, "far away", "store", NULL);
    /* NULL */
    {
        ptxvm_addr null = 0;
        void *nargs[2] = {&null, &off};
        off = 0;
        r = launch(m, "poke", 1, nargs);
        expect_fault(t, vm, r, "NULL", "at 0x0 ", NULL);
    }
    /* the neighbouring allocation was not touched */
    ptxvm_memcpy_dtoh(vm, check, spare, sizeof check);
    T_CHECK(t, memcmp(check, host, sizeof host) == 0, "a fault wrote elsewhere");
    r = launch(m, "skew", 1, args);
    expect_fault(t, vm, r, "misaligned", "misaligned", "load of 4 bytes");
    r = launch(m, "scribble", 1, NULL);
    expect_fault(t, vm, r, "store to .const", "read-only", NULL);
    r = launch(m, "shout", 64, NULL);
    expect_fault(t, vm, r, "shared out of bounds", "outside .shared",
                 "thread (8,0,0)");
    /* use after free */
    ptxvm_mem_free(vm, spare);
    {
        void *fargs[2] = {&spare, &off};
        off = 0;
        r = launch(m, "poke", 1, fargs);
        expect_fault(t, vm, r, "use after free", "not mapped", NULL);
    }
    /* the VM still works */
    off = 0;
    r = launch(m, "poke", 64, args);
    T_CHECK(t, r == PTXVM_OK, "after the faults: %s", ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, check, buf, sizeof check);
    for (i = 0; i < 64; i++)
        T_CHECK(t, check[i] == i, "out[%u] = %u after the faults", i, check[i]);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
}
