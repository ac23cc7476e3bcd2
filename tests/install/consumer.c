/* A program built against an installed ptxvm (.ci/install-check
   builds it with pkg-config, CMake's find_package and add_subdirectory):
   loads a saxpy kernel, runs it and checks every element. Also compiles
   as C++, through ptxvm.h's extern "C". Exit status 0 when all is well. */
#include <ptxvm.h>
#include <stdio.h>
#include <string.h>

static const char saxpy_ptx[] =
    ".version 7.0\n"
    ".target sm_70\n"
    ".address_size 64\n"
    ".visible .entry saxpy(.param .u32 n, .param .f32 a,\n"
    "                      .param .u64 x, .param .u64 y)\n"
    "{\n"
    "    .reg .pred %p;\n"
    "    .reg .b32 %r<5>;\n"
    "    .reg .f32 %f<4>;\n"
    "    .reg .b64 %rd<6>;\n"
    "    ld.param.u32 %r1, [n];\n"
    "    ld.param.f32 %f1, [a];\n"
    "    ld.param.u64 %rd1, [x];\n"
    "    ld.param.u64 %rd2, [y];\n"
    "    mov.u32 %r2, %ctaid.x;\n"
    "    mov.u32 %r3, %ntid.x;\n"
    "    mov.u32 %r4, %tid.x;\n"
    "    mad.lo.s32 %r2, %r2, %r3, %r4;\n"
    "    setp.ge.s32 %p, %r2, %r1;\n"
    "    @%p bra DONE;\n"
    "    mul.wide.s32 %rd3, %r2, 4;\n"
    "    add.s64 %rd4, %rd1, %rd3;\n"
    "    add.s64 %rd5, %rd2, %rd3;\n"
    "    ld.global.f32 %f2, [%rd4];\n"
    "    ld.global.f32 %f3, [%rd5];\n"
    "    fma.rn.f32 %f3, %f2, %f1, %f3;\n"
    "    st.global.f32 [%rd5], %f3;\n"
    "DONE:\n"
    "    ret;\n"
    "}\n";

enum { N = 1000 };

int main(void)
{
    static float x[N], y[N];
    float a = 2.5f;
    int n = N, i, bad = 0;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_addr dx = 0, dy = 0;
    void *args[4];
    ptxvm_launch l = PTXVM_LAUNCH_INIT;   /* sized: see ptxvm.h */
    ptxvm_config cfg = PTXVM_CONFIG_INIT;
    ptxvm_result r;
    if (ptxvm_version_number() != PTXVM_VERSION_NUMBER ||
        strcmp(ptxvm_version(), PTXVM_VERSION_STRING) != 0) {
        fprintf(stderr, "header %s, library %s\n", PTXVM_VERSION_STRING,
                ptxvm_version());
        return 1;
    }
    for (i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f - (float)i / 8;
    }
    l.grid.x = (N + 127) / 128;
    l.grid.y = l.grid.z = 1;
    l.block.x = 128;
    l.block.y = l.block.z = 1;
    args[0] = &n;
    args[1] = &a;
    args[2] = &dx;
    args[3] = &dy;
    l.args = args;
    cfg.threads = 2;
    r = ptxvm_create(&cfg, &vm);
    if (r == PTXVM_OK)
        r = ptxvm_module_load(vm, saxpy_ptx, sizeof saxpy_ptx - 1, "saxpy", &m);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, "saxpy", &k);
    if (r == PTXVM_OK)
        r = ptxvm_mem_alloc(vm, sizeof x, &dx);
    if (r == PTXVM_OK)
        r = ptxvm_mem_alloc(vm, sizeof y, &dy);
    if (r == PTXVM_OK)
        r = ptxvm_memcpy_htod(vm, dx, x, sizeof x);
    if (r == PTXVM_OK)
        r = ptxvm_memcpy_htod(vm, dy, y, sizeof y);
    if (r == PTXVM_OK)
        r = ptxvm_launch_kernel(k, &l, NULL);
    if (r == PTXVM_OK)
        r = ptxvm_memcpy_dtoh(vm, y, dy, sizeof y);
    if (r != PTXVM_OK) {
        fprintf(stderr, "%s: %s\n", ptxvm_result_name(r), ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return 1;
    }
    for (i = 0; i < N; i++) {
        /* fma.rn: one rounding, as the C library's fmaf; these operands
           are exact in both, so the plain expression agrees */
        float want = (float)i * a + (1.0f - (float)i / 8);
        if (y[i] != want && bad++ < 5)
            fprintf(stderr, "y[%d] = %g, want %g\n", i, (double)y[i], (double)want);
    }
    ptxvm_destroy(vm);
    if (bad) {
        fprintf(stderr, "%d wrong elements\n", bad);
        return 1;
    }
    printf("ptxvm %s: saxpy over %d elements correct\n", ptxvm_version(), N);
    return 0;
}
