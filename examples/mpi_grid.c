/* One launch split over MPI ranks with ptxvm's CTA-range launches and
   write logs. Every rank loads the module and gets the inputs from rank
   0; each runs its share of the grid's CTAs on its cores; each sends
   back the byte ranges its share changed (a write log), and rank 0
   merges them, then checks the result against the whole grid run in
   one process, bit for bit.

     mpirun -np 4 build/rel/mpi_grid [mandelbrot | saxpy | all] [W] [N]

   Two kernels of tests/bench/kernels/bench_kernels.ptx and
   examples/saxpy.ptx: a W x W Mandelbrot (compute; no inputs; W 4096 by
   default) and saxpy over N floats (2^24 by default) (memory; its inputs are scattered: a CTA of saxpy reads
   only its own elements, so each rank gets only its slice; a kernel
   whose CTAs may read any input would broadcast them instead). Ranks on
   one machine share its cores: each runs cores / ranks-on-this-machine
   worker threads, so extra ranks on the same machine gain nothing.

   Build: mpicc -O2 -I. examples/mpi_grid.c ptxvm.c -lm -lpthread */
#include "ptxvm.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "read_file.h"

static int rank, nranks, local_ranks;

/* Wait for a nonblocking collective without spinning: MPI implementations
   poll while they wait, which would take cores from the ranks still
   running their share (and from rank 0's one-process reference run). */
static void wait_quietly(MPI_Request *rq)
{
    int done = 0;
    for (;;) {
        struct timespec ts = {0, 500000};
        MPI_Test(rq, &done, MPI_STATUS_IGNORE);
        if (done)
            return;
        nanosleep(&ts, NULL);
    }
}

static void barrier_quietly(void)
{
    MPI_Request rq;
    MPI_Ibarrier(MPI_COMM_WORLD, &rq);
    wait_quietly(&rq);
}

static void die(const char *what, ptxvm_vm *vm)
{
    fprintf(stderr, "rank %d: %s: %s\n", rank, what, vm ? ptxvm_error_message(vm) : "");
    MPI_Abort(MPI_COMM_WORLD, 2);
}

/* A VM with this rank's share of the machine's cores, and the kernel. */
static ptxvm_vm *open_vm(const char *path, const char *kname, ptxvm_kernel **k)
{
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m;
    size_t len = 0;
    char *ptx = read_file(path, &len);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    if (!ptx) {
        fprintf(stderr, "rank %d: cannot read %s\n", rank, path);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    memset(&cfg, 0, sizeof cfg);
    cfg.threads = (uint32_t)(cores / local_ranks > 0 ? cores / local_ranks : 1);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        die("ptxvm_create", vm);
    if (ptxvm_module_load(vm, ptx, len, path, &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, kname, k) != PTXVM_OK)
        die(path, vm);
    free(ptx);
    return vm;
}

/* One workload: the launch, and which of its buffers are inputs. */
typedef struct job {
    const char *name, *path, *kernel;
    ptxvm_dim3 grid, block;
    uint32_t nbuf;              /* device buffers: [0] is the output    */
    size_t size[2];
    void *host[2];              /* rank 0's initial contents            */
    uint32_t params[3];         /* scalar parameters (4 bytes each)     */
    int scatter;                /* buffers read only by their own CTA,
                                   elements of 4 bytes, 256 per CTA     */
} job;

/* Launch the CTAs [first, first + count) (count 0: all) with the
   arguments of j over device buffers d; a write log when w. */
static double launch(const job *j, ptxvm_vm *vm, ptxvm_kernel *k, ptxvm_addr *d,
                     uint64_t first, uint64_t count, ptxvm_write_log *w)
{
    ptxvm_launch_ex l;
    void *args[4];
    double t0;
    if (!strcmp(j->kernel, "mandelbrot")) {
        args[0] = (void *)&j->params[0];
        args[1] = (void *)&j->params[1];
        args[2] = (void *)&j->params[2];
        args[3] = &d[0];
    } else {                    /* saxpy(n, a, x, y): y is the output */
        args[0] = (void *)&j->params[0];
        args[1] = (void *)&j->params[1];
        args[2] = &d[1];
        args[3] = &d[0];
    }
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    l.launch.grid = j->grid;
    l.launch.block = j->block;
    l.launch.args = args;
    l.cta_first = first;
    l.cta_count = count;
    l.writes = w;
    t0 = MPI_Wtime();
    if (ptxvm_launch_kernel_ex(k, &l, NULL) != PTXVM_OK)
        die("launch", vm);
    return MPI_Wtime() - t0;
}

static int run_job(const job *j)
{
    ptxvm_kernel *k;
    ptxvm_vm *vm = open_vm(j->path, j->kernel, &k);
    ptxvm_addr d[2];
    ptxvm_write_log *w;
    const ptxvm_range *r;
    uint64_t total = (uint64_t)j->grid.x * j->grid.y * j->grid.z, first, count, nr, i;
    double t0, t_in, t_run, t_out, t_one = 0;
    unsigned char *out = NULL, *before = NULL;
    uint32_t b;
    int same = 1, src;
    first = total * (uint64_t)rank / (uint64_t)nranks;
    count = total * (uint64_t)(rank + 1) / (uint64_t)nranks - first;
    for (b = 0; b < j->nbuf; b++)
        if (ptxvm_mem_alloc(vm, j->size[b], &d[b]) != PTXVM_OK)
            die("ptxvm_mem_alloc", vm);
    /* the inputs: rank 0's buffers, whole or as each rank's slice */
    MPI_Barrier(MPI_COMM_WORLD);
    t0 = MPI_Wtime();
    for (b = 0; b < j->nbuf; b++) {
        void *mine = malloc(j->size[b]);
        size_t at = 0, n = j->size[b];
        if (!mine)
            die("out of memory", NULL);
        if (j->scatter) {       /* this rank's CTAs' elements */
            at = (size_t)first * 256 * 4;
            n = (size_t)count * 256 * 4;
            if (at > j->size[b])
                at = j->size[b];
            if (n > j->size[b] - at)
                n = j->size[b] - at;
        }
        if (rank == 0)
            memcpy(mine, j->host[b], j->size[b]);
        if (!j->scatter)
            MPI_Bcast(mine, (int)j->size[b], MPI_BYTE, 0, MPI_COMM_WORLD);
        else if (rank == 0) {
            int dst;
            for (dst = 1; dst < nranks; dst++) {
                uint64_t f = total * (uint64_t)dst / (uint64_t)nranks;
                uint64_t c = total * (uint64_t)(dst + 1) / (uint64_t)nranks - f;
                size_t a = (size_t)f * 1024, m = (size_t)c * 1024;
                if (a > j->size[b])
                    a = j->size[b];
                if (m > j->size[b] - a)
                    m = j->size[b] - a;
                MPI_Send((char *)mine + a, (int)m, MPI_BYTE, dst, 1, MPI_COMM_WORLD);
            }
        } else
            MPI_Recv((char *)mine + at, (int)n, MPI_BYTE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (j->scatter && rank != 0) {
            if (ptxvm_memset(vm, d[b], 0, j->size[b]) != PTXVM_OK ||
                (n && ptxvm_memcpy_htod(vm, d[b] + at, (char *)mine + at, n) != PTXVM_OK))
                die("copying the inputs", vm);
        } else if (ptxvm_memcpy_htod(vm, d[b], mine, j->size[b]) != PTXVM_OK)
            die("copying the inputs", vm);
        if (b == 0 && rank == 0)
            before = mine;      /* the output as it was, for the merge */
        else
            free(mine);
    }
    t_in = MPI_Wtime() - t0;
    /* this rank's share, with a log of what it changed in the output */
    if (ptxvm_write_log_create(vm, 64, &w) != PTXVM_OK ||
        ptxvm_write_log_watch(w, d[0], j->size[0]) != PTXVM_OK)
        die("write log", vm);
    MPI_Barrier(MPI_COMM_WORLD);
    t0 = MPI_Wtime();
    launch(j, vm, k, d, first, count, w);
    t_run = MPI_Wtime() - t0;
    /* the changed ranges to rank 0: count, (offset, size) pairs, bytes */
    barrier_quietly();
    t0 = MPI_Wtime();
    nr = ptxvm_write_log_ranges(w, &r);
    if (rank != 0) {
        uint64_t *hdr = malloc((size_t)(2 * nr + 1) * 8), bytes = 0;
        unsigned char *data;
        hdr[0] = nr;
        for (i = 0; i < nr; i++) {
            hdr[1 + 2 * i] = r[i].addr - d[0];
            hdr[2 + 2 * i] = r[i].size;
            bytes += r[i].size;
        }
        data = malloc((size_t)bytes + 1);
        for (i = 0, bytes = 0; i < nr; i++) {
            ptxvm_memcpy_dtoh(vm, data + bytes, r[i].addr, r[i].size);
            bytes += r[i].size;
        }
        MPI_Send(hdr, (int)(2 * nr + 1), MPI_UINT64_T, 0, 2, MPI_COMM_WORLD);
        MPI_Send(data, (int)bytes, MPI_BYTE, 0, 3, MPI_COMM_WORLD);
        free(hdr);
        free(data);
    } else {
        out = malloc(j->size[0]);
        ptxvm_memcpy_dtoh(vm, out, d[0], j->size[0]);
        for (src = 1; src < nranks; src++) {
            MPI_Status st;
            int n;
            uint64_t *hdr, bytes = 0, q;
            unsigned char *data;
            MPI_Probe(src, 2, MPI_COMM_WORLD, &st);
            MPI_Get_count(&st, MPI_UINT64_T, &n);
            hdr = malloc((size_t)n * 8);
            MPI_Recv(hdr, n, MPI_UINT64_T, src, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            for (i = 0; i < hdr[0]; i++)
                bytes += hdr[2 + 2 * i];
            data = malloc((size_t)bytes + 1);
            MPI_Recv(data, (int)bytes, MPI_BYTE, src, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            /* a granule may hold bytes of a neighbour's share: take
               the bytes that differ from the output before the launch
               (every rank started from those bytes in the granules it
               reports: its share's slice is whole 64-byte granules) */
            for (i = 0, bytes = 0; i < hdr[0]; i++)
                for (q = 0; q < hdr[2 + 2 * i]; q++, bytes++) {
                    size_t at = (size_t)(hdr[1 + 2 * i] + q);
                    if (data[bytes] != before[at])
                        out[at] = data[bytes];
                }
            free(hdr);
            free(data);
        }
    }
    t_out = MPI_Wtime() - t0;
    {
        double mx[3] = {t_in, t_run, t_out}, g[3];
        MPI_Reduce(mx, g, 3, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
        if (rank == 0) {
            /* the reference: the whole grid in one process, all cores */
            unsigned char *ref = malloc(j->size[0]);
            ptxvm_vm *vm1;
            ptxvm_kernel *k1;
            ptxvm_addr d1[2];
            int save = local_ranks;
            local_ranks = 1;
            vm1 = open_vm(j->path, j->kernel, &k1);
            local_ranks = save;
            for (b = 0; b < j->nbuf; b++) {
                ptxvm_mem_alloc(vm1, j->size[b], &d1[b]);
                ptxvm_memcpy_htod(vm1, d1[b], j->host[b], j->size[b]);
            }
            t_one = launch(j, vm1, k1, d1, 0, 0, NULL);
            ptxvm_memcpy_dtoh(vm1, ref, d1[0], j->size[0]);
            same = !memcmp(ref, out, j->size[0]);
            printf("%s: %d ranks, %llu CTAs: inputs %.3f s, launch %.3f s (slowest rank), "
                   "gather+merge %.3f s; one process %.3f s: speed-up %.2fx of the launch, "
                   "%.2fx end to end; result %s\n",
                   j->name, nranks, (unsigned long long)total, g[0], g[1], g[2], t_one,
                   t_one / g[1], t_one / (g[0] + g[1] + g[2]),
                   same ? "bit-identical to one process" : "DIFFERS from one process");
            ptxvm_destroy(vm1);
            free(ref);
        }
    }
    {   /* the others wait while rank 0 runs the reference */
        MPI_Request rq;
        MPI_Ibcast(&same, 1, MPI_INT, 0, MPI_COMM_WORLD, &rq);
        wait_quietly(&rq);
    }
    ptxvm_write_log_destroy(w);
    ptxvm_destroy(vm);
    free(out);
    free(before);
    return same;
}

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "all";
    uint32_t size = argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 0) : 0, i;
    uint32_t nsax = argc > 3 ? (uint32_t)strtoul(argv[3], NULL, 0) : 0;
    MPI_Comm node;
    int ok = 1;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &nranks);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Comm_size(node, &local_ranks);
    MPI_Comm_free(&node);
    if (!strcmp(what, "mandelbrot") || !strcmp(what, "all")) {
        job j;
        uint32_t w = size ? size : 4096;
        memset(&j, 0, sizeof j);
        j.name = "mandelbrot";
        j.path = "tests/bench/kernels/bench_kernels.ptx";
        j.kernel = "mandelbrot";
        j.params[0] = w;
        j.params[1] = w;
        j.params[2] = 256;
        j.grid.x = (w + 127) / 128;
        j.grid.y = w;
        j.grid.z = 1;
        j.block.x = 128;
        j.block.y = j.block.z = 1;
        j.nbuf = 1;
        j.size[0] = (size_t)w * w * 4;
        j.host[0] = calloc(1, j.size[0]);
        ok &= run_job(&j);
        free(j.host[0]);
    }
    if (!strcmp(what, "saxpy") || !strcmp(what, "all")) {
        job j;
        uint32_t n = nsax ? nsax : 1u << 24;
        float a = 2.5f, *x, *y;
        memset(&j, 0, sizeof j);
        j.name = "saxpy";
        j.path = "examples/saxpy.ptx";
        j.kernel = "saxpy";
        j.params[0] = n;
        memcpy(&j.params[1], &a, 4);
        j.grid.x = (n + 255) / 256;
        j.grid.y = j.grid.z = 1;
        j.block.x = 256;
        j.block.y = j.block.z = 1;
        j.nbuf = 2;
        j.size[0] = j.size[1] = (size_t)n * 4;
        y = malloc(j.size[0]);
        x = malloc(j.size[1]);
        for (i = 0; i < n; i++) {
            x[i] = (float)(i % 1000) * 0.25f;
            y[i] = (float)(i % 7) - 3.0f;
        }
        j.host[0] = y;
        j.host[1] = x;
        j.scatter = 1;
        ok &= run_job(&j);
        free(x);
        free(y);
    }
    MPI_Finalize();
    return ok ? 0 : 1;
}
