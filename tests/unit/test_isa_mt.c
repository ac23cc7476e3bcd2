/* The checker's compiled instruction table is shared by every VM of the
   process and compiled on first use: VMs loading at once on several
   threads must each get the same result. Run alone (run_tests isa_mt,
   as make tsan does) this suite is the first to compile the opcodes it
   uses, so ThreadSanitizer sees the threads race to compile them. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(PTXVM_NO_THREADS) && defined(__unix__)
#include <pthread.h>
#define IMT_THREADS 1
#else
#define IMT_THREADS 0
#endif

#define IMT_N 4

typedef struct imt_job {
    const char  *text[2];
    size_t       len[2];
    int         *go;
    ptxvm_result r[3];
    uint32_t     kernels[2];
    char         msg[512];       /* the bad module's error */
} imt_job;

/* a misspelt modifier deep in a module: the same message everywhere */
static const char imt_bad[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry k(.param .u64 p)\n{\n"
    "  .reg .f32 %f<3>;\n  .reg .b64 %rd<2>;\n"
    "  ld.param.u64 %rd1, [p];\n  ld.global.f32 %f1, [%rd1];\n"
    "  add.rn.ftz.f32 %f2, %f1, %f1;\n  sqrt.approx.f32 %f2, %f2;\n"
    "  fma.rnx.f32 %f2, %f2, %f1, %f1;\n  st.global.f32 [%rd1], %f2;\n"
    "  ret;\n}\n";

static void imt_load(imt_job *j)
{
    int i;
    for (i = 0; i < 3; i++) {
        ptxvm_config cfg;
        ptxvm_vm *vm;
        ptxvm_module *m = NULL;
        ptxvm_config_init(&cfg);
        j->r[i] = ptxvm_create(&cfg, &vm);
        if (j->r[i] != PTXVM_OK)
            return;
        if (i < 2) {
            j->r[i] = ptxvm_module_load(vm, j->text[i], j->len[i], "mt.ptx", &m);
            if (m)
                j->kernels[i] = ptxvm_module_kernel_count(m);
        } else {
            j->r[i] = ptxvm_module_load(vm, imt_bad, sizeof imt_bad - 1, "bad.ptx", &m);
            snprintf(j->msg, sizeof j->msg, "%s", ptxvm_error_message(vm));
        }
        ptxvm_module_unload(m);
        ptxvm_destroy(vm);
    }
}

#if IMT_THREADS
static void *imt_main(void *arg)
{
    imt_job *j = (imt_job *)arg;
    while (!__atomic_load_n(j->go, __ATOMIC_ACQUIRE))
        ;
    imt_load(j);
    return NULL;
}
#endif

void unit_isa_mt(pv_test *t)
{
    static const char *const files[2] = {
        "tests/corpus/ptx/libdevice_double.sm_75.G.ptx",
        "tests/corpus/ptx/virtual_funcs.sm_100.ptx",
    };
    imt_job jobs[IMT_N];
    char *text[2];
    size_t len[2];
    int go = 0;
    int i, k, started = 0;
#if IMT_THREADS
    pthread_t th[IMT_N];
#endif
    for (k = 0; k < 2; k++)
        text[k] = test_read_file(files[k], &len[k]);
    if (!text[0] || !text[1]) {
        T_CHECK(t, 0, "cannot read %s", files[text[0] ? 1 : 0]);
        free(text[0]);
        free(text[1]);
        return;
    }
    memset(jobs, 0, sizeof jobs);
    for (i = 0; i < IMT_N; i++) {
        for (k = 0; k < 2; k++) {
            jobs[i].text[k] = text[k];
            jobs[i].len[k] = len[k];
        }
        jobs[i].go = &go;
    }
#if IMT_THREADS
    for (i = 1; i < IMT_N; i++)
        if (pthread_create(&th[i], NULL, imt_main, &jobs[i]) == 0)
            started |= 1 << i;
    __atomic_store_n(&go, 1, __ATOMIC_RELEASE);
#endif
    imt_load(&jobs[0]);
#if IMT_THREADS
    for (i = 1; i < IMT_N; i++)
        if (started & (1 << i))
            pthread_join(th[i], NULL);
#endif
    T_CHECK(t, IMT_THREADS == 0 || started == ((1 << IMT_N) - 2),
            "could not start the threads");
    for (i = 0; i < IMT_N; i++) {
        if (i && !(started & (1 << i)))
            continue;
        T_CHECK(t, jobs[i].r[0] == PTXVM_OK && jobs[i].r[1] == PTXVM_OK,
                "thread %d: loads gave %s, %s", i, ptxvm_result_name(jobs[i].r[0]),
                ptxvm_result_name(jobs[i].r[1]));
        T_CHECK(t, jobs[i].kernels[0] == jobs[0].kernels[0] &&
                   jobs[i].kernels[1] == jobs[0].kernels[1] && jobs[0].kernels[1] > 0,
                "thread %d: kernel counts %u %u", i, (unsigned)jobs[i].kernels[0],
                (unsigned)jobs[i].kernels[1]);
        T_CHECK(t, jobs[i].r[2] == PTXVM_E_SEMANTIC &&
                   strcmp(jobs[i].msg, jobs[0].msg) == 0 &&
                   strstr(jobs[i].msg, "bad.ptx:12:3:") && strstr(jobs[i].msg, ".rnx"),
                "thread %d: %s: %s", i, ptxvm_result_name(jobs[i].r[2]), jobs[i].msg);
    }
    free(text[0]);
    free(text[1]);
}
