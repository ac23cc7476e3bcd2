/* bfs: level-synchronous breadth-first search over a random graph of
   512K nodes with 1..10 out-edges each (bfs.cu). The host relaunches the
   two kernels until a level reaches no new node, as Rodinia's host does.
   Costs (levels) are integers: the twin's must equal ptxvm's exactly. */
#include "app.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NODES (1 << 19)
#define THREADS 256

typedef struct { int first_edge, num_edges; } bfs_node;

typedef struct {
    bfs_node *nodes;
    int *edges, nedges;
    int *cost_vm, *cost_c;
    unsigned char *frontier, *updating, *visited; /* the twin's */
    int again[64];                                 /* per twin part */
    ptxvm_addr d_nodes, d_edges, d_frontier, d_updating, d_visited, d_cost, d_again;
} bfs_state;

static unsigned bfs_rand(unsigned *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

static void *bfs_init(void)
{
    bfs_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->nodes = malloc(NODES * sizeof *st->nodes);
    st->edges = malloc((size_t)NODES * 10 * sizeof *st->edges);
    st->cost_vm = malloc(NODES * sizeof(int));
    st->cost_c = malloc(NODES * sizeof(int));
    st->frontier = malloc(NODES);
    st->updating = malloc(NODES);
    st->visited = malloc(NODES);
    if (!st->nodes || !st->edges || !st->cost_vm || !st->cost_c || !st->frontier ||
        !st->updating || !st->visited)
        return NULL;
    unsigned seed = 12345;
    int e = 0;
    for (int i = 0; i < NODES; i++) {
        int deg = 1 + (int)(bfs_rand(&seed) % 10);
        st->nodes[i].first_edge = e;
        st->nodes[i].num_edges = deg;
        for (int k = 0; k < deg; k++)
            st->edges[e++] = (int)(bfs_rand(&seed) % NODES);
    }
    st->nedges = e;
    return st;
}

static int bfs_upload(void *p, app_vm *v)
{
    bfs_state *st = p;
    st->d_nodes = app_alloc(v, st->nodes, NODES * sizeof *st->nodes);
    st->d_edges = app_alloc(v, st->edges, (size_t)st->nedges * sizeof(int));
    st->d_frontier = app_alloc(v, NULL, NODES);
    st->d_updating = app_alloc(v, NULL, NODES);
    st->d_visited = app_alloc(v, NULL, NODES);
    st->d_cost = app_alloc(v, NULL, NODES * sizeof(int));
    st->d_again = app_alloc(v, NULL, sizeof(int));
    return 0;
}

/* The start state: node 0 on the frontier at cost 0, the rest unreached. */
static void bfs_start(int *cost, unsigned char *frontier, unsigned char *updating,
                      unsigned char *visited)
{
    for (int i = 0; i < NODES; i++)
        cost[i] = -1;
    memset(frontier, 0, NODES);
    memset(updating, 0, NODES);
    memset(visited, 0, NODES);
    cost[0] = 0;
    frontier[0] = visited[0] = 1;
}

static int bfs_vm_run(void *p, app_vm *v)
{
    bfs_state *st = p;
    /* the search consumes its arrays: upload the start state */
    bfs_start(st->cost_vm, st->frontier, st->updating, st->visited);
    app_upload(v, st->d_cost, st->cost_vm, NODES * sizeof(int));
    app_upload(v, st->d_frontier, st->frontier, NODES);
    app_upload(v, st->d_updating, st->updating, NODES);
    app_upload(v, st->d_visited, st->visited, NODES);
    int n = NODES, again;
    unsigned grid = (NODES + THREADS - 1) / THREADS;
    do {
        again = 0;
        app_upload(v, st->d_again, &again, sizeof again);
        void *a1[] = {&st->d_nodes, &st->d_edges, &st->d_frontier, &st->d_updating,
                      &st->d_visited, &st->d_cost, &n};
        app_launch(v, "_Z10bfs_expandPK4NodePKiPhS4_PKhPii", grid, 1, 1, THREADS, 1, 1, 0, a1);
        void *a2[] = {&st->d_frontier, &st->d_updating, &st->d_visited, &st->d_again, &n};
        app_launch(v, "_Z11bfs_advancePhS_S_Pii", grid, 1, 1, THREADS, 1, 1, 0, a2);
        app_fetch(v, &again, st->d_again, sizeof again);
    } while (again);
    return 0;
}

static int bfs_vm_download(void *p, app_vm *v)
{
    bfs_state *st = p;
    app_fetch(v, st->cost_vm, st->d_cost, NODES * sizeof(int));
    return 0;
}

/* The twin: the same two phases over a share of the nodes per thread.
   Phase one's writes from different parts store equal values. */
static void bfs_c_run(void *p, int part, int nparts)
{
    bfs_state *st = p;
    int lo = (int)((long long)NODES * part / nparts);
    int hi = (int)((long long)NODES * (part + 1) / nparts);
    if (part == 0)
        bfs_start(st->cost_c, st->frontier, st->updating, st->visited);
    app_c_sync();
    for (;;) {
        for (int i = lo; i < hi; i++) {
            if (!st->frontier[i])
                continue;
            st->frontier[i] = 0;
            int end = st->nodes[i].first_edge + st->nodes[i].num_edges;
            for (int e = st->nodes[i].first_edge; e < end; e++) {
                int to = st->edges[e];
                if (!st->visited[to]) {
                    st->cost_c[to] = st->cost_c[i] + 1;
                    st->updating[to] = 1;
                }
            }
        }
        app_c_sync();
        int again = 0;
        for (int i = lo; i < hi; i++) {
            if (st->updating[i]) {
                st->frontier[i] = st->visited[i] = 1;
                st->updating[i] = 0;
                again = 1;
            }
        }
        st->again[part] = again;
        app_c_sync();
        again = 0;
        for (int k = 0; k < nparts; k++)
            again |= st->again[k];
        app_c_sync(); /* everyone has read the flags before they change */
        if (!again)
            break;
    }
}

static int bfs_check(void *p, char *why, size_t cap)
{
    bfs_state *st = p;
    int reached = 0;
    for (int i = 0; i < NODES; i++) {
        if (st->cost_vm[i] != st->cost_c[i]) {
            snprintf(why, cap, "node %d: cost %d, twin %d", i, st->cost_vm[i], st->cost_c[i]);
            return 1;
        }
        reached += st->cost_c[i] >= 0;
    }
    if (reached < NODES / 2) {
        snprintf(why, cap, "only %d nodes reached", reached);
        return 1;
    }
    return 0;
}

static void bfs_fini(void *p)
{
    bfs_state *st = p;
    if (!st)
        return;
    free(st->nodes);
    free(st->edges);
    free(st->cost_vm);
    free(st->cost_c);
    free(st->frontier);
    free(st->updating);
    free(st->visited);
    free(st);
}

const bench_app app_bfs = {"bfs", "bfs.ptx", "512K nodes, 1-10 edges each", bfs_init,
                           bfs_upload, bfs_vm_run, bfs_vm_download, bfs_c_run, bfs_check,
                           bfs_fini};
