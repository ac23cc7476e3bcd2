/* Thread-block clusters (cluster.c): the launch's cluster shape and the
   cluster barrier. */
#ifndef PTXVM_CLUSTER_H
#define PTXVM_CLUSTER_H
#include "exec.h"

/* The cluster shape of a launch of k over grid, given the dimensions
   the launch asked for (0,0,0: none) and the kernel's .reqnctapercluster,
   .explicitcluster and .maxclusterrank: *dim (1,1,1 without clusters)
   and whether the launch has clusters (%is_explicit_cluster). A launch
   that contradicts them, or whose grid is not a multiple of the shape,
   is PTXVM_E_INVALID_ARGUMENT with the reason in msg; a kernel declaring
   .blocksareclusters is PTXVM_E_UNSUPPORTED. */
PTXVM_INTERNAL ptxvm_result pv_cluster_shape(const ptxvm_kernel *k,
                                             ptxvm_dim3 grid, ptxvm_dim3 asked,
                                             ptxvm_dim3 *dim, int *is_explicit,
                                             char *msg);

/* Complete the cluster barrier's phase when every non-exited thread of
   cl has arrived: release the lanes waiting at barrier.cluster.wait.
   1 when it completed. */
PTXVM_INTERNAL int pv_cluster_complete(pv_cluster *cl);
#endif
