/* Surface objects (surface.c): a warp's suld/sust/sured through the
   built-in texel access or the surface's host server, and suq. */
#ifndef PTXVM_SURFACE_H
#define PTXVM_SURFACE_H
#include "texture.h"

/* suq queries (SUQ aux). */
enum { PV_SUQ_WIDTH = 1, PV_SUQ_HEIGHT, PV_SUQ_DEPTH, PV_SUQ_DATA_TYPE,
       PV_SUQ_ORDER, PV_SUQ_ARRAY, PV_SUQ_LAYOUT };

/* Serve q (q->mask the active lanes, q->surface ignored) for the lanes'
   handles h[]: lanes are served in groups of one handle, by the
   surface's host server or the built-in access; a load's results land
   in q->data. On an error, *fault_lane is the first lane concerned and
   msg says why (coordinates of a .trap access out of range, a dead
   handle, freed memory). Safe from several threads while no surface is
   created or destroyed. */
PTXVM_INTERNAL ptxvm_result pv_surf_warp(ptxvm_vm *vm, const uint64_t h[32],
                                         ptxvm_surface_request *q,
                                         uint32_t *fault_lane, char *msg,
                                         size_t msg_size);
/* suq `what` (PV_SUQ_*) of surface h into *out; errors as above. */
PTXVM_INTERNAL ptxvm_result pv_surf_query(ptxvm_vm *vm, uint64_t h,
                                          uint32_t what, uint32_t *out,
                                          char *msg, size_t msg_size);
#endif
