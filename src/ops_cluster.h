/* Bytecode operations of the cluster family (exec_cluster.h runs them,
   compile_cluster.c emits them). X-macro list, see PV_OPS in bytecode.h.

     SREG_CLUSTER    d = a cluster special register: aux = PV_CL_* << 2 |
                     component; x: d is a 64-bit column. PV_CL_EXPLICIT
                     writes predicate slot d.
     CLUSTER_ARRIVE  barrier.cluster.arrive: the lanes arrive, go on
     CLUSTER_WAIT    barrier.cluster.wait: lanes that arrived in the
                     current phase park until it completes
     MAPA            d = address a (column, aux & PV_CL_A64: 64-bit) in the
                     CTA of rank b (column, or x when b is PV_NO_REG);
                     aux & PV_CL_GENERIC: generic addresses, else
                     .shared::cluster ones; aux & PV_CL_D64: d 64-bit
     GETCTARANK      d = the rank of the CTA holding address a (as MAPA)
     ELECT           elect.sync: d (32-bit column or PV_NO_REG) = the
                     leader's lane, predicate slot c (or PV_NO_REG) true in
                     the leader; the member mask in column x and
                     PV_WARP_SYNC in aux, as the warp family's .sync forms */
#ifndef PTXVM_OPS_CLUSTER_H
#define PTXVM_OPS_CLUSTER_H
#define PV_OPS_CLUSTER(X) X(SREG_CLUSTER) X(CLUSTER_ARRIVE) X(CLUSTER_WAIT) \
    X(MAPA) X(GETCTARANK) X(ELECT)
enum { PV_CL_CTAID, PV_CL_NCTAID, PV_CL_CTARANK, PV_CL_NCTARANK, PV_CL_ID,
       PV_CL_NID, PV_CL_EXPLICIT };
/* ISSPACEP aux for .shared::cluster (the others are an ir_space) */
#define PV_ISSPACEP_CLUSTER 15u
#define PV_CL_GENERIC 1u
#define PV_CL_A64     2u
#define PV_CL_D64     4u
#endif
