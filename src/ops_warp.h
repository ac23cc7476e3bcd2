/* Bytecode operations of the warp family (exec_warp.h runs them,
   compile_warp.c emits them). X-macro list, see PV_OPS in bytecode.h.

   Every .sync form names its member-mask column in x (a register, or a
   constant column) and sets PV_WARP_SYNC in aux; those lanes wait until
   every non-exited lane of the mask has arrived (exec_sync.h: sync_gate).

   VOTE      d = vote over predicate slot a; aux: PV_VOTE_* mode, bit 2
             !a, bit 3 a constant source whose value is bit 4; the
             ballot mode writes column d, the others predicate d
   SHFL      d = a from the source lane computed from columns b, c;
             aux: mode 0 up 1 down 2 bfly 3 idx, PV_WARP_PDST with the
             predicate slot in bits 16.. for d|p
   MATCH     d = lanes whose column a equals (any) / all equal (all);
             aux: bit 0 .all, bit 1 64-bit a, PV_WARP_PDST as for SHFL
   REDUX     d = reduction of column a over the lanes; aux: PV_RED_* op,
             bit 4 .abs, bit 5 .NaN (f32)
   WARPSYNC  bar.warp.sync: only the waiting
   SCAN_ADD32 one step of a shuffle scan after its shfl (peephole_tree.c):
             predicate x = (s32) a < (s32) b; d = aux + (x ? 0 : c), the
             setp, selp and add of nvcc's step in one pass */
#ifndef PTXVM_OPS_WARP_H
#define PTXVM_OPS_WARP_H
#define PV_OPS_WARP(X) X(VOTE) X(SHFL) X(MATCH) X(REDUX) X(WARPSYNC) \
                         X(SCAN_ADD32)

#define PV_WARP_SYNC  (1u << 8)
#define PV_WARP_PDST  (1u << 9)
/* shfl: the next instruction (ADD_I32 or SCAN_ADD32) is the only reader
   of d and may take the values without d being written (peephole_tree.c) */
#define PV_WARP_NEXT  (1u << 10)
/* .sync form whose member mask is the constant 0xffffffff: a whole
   warp's arrival needs no look at the mask column (exec_warp.h) */
#define PV_WARP_ALL1  (1u << 11)
/* shfl.up heading a whole scan loop, SCAN_ADD32, SHL_IMM32 and the
   SETP_BRA32 back after it (peephole_scanloop.c, exec_scanloop.h) */
#define PV_WARP_LOOP  (1u << 12)
#define PV_WARP_PSLOT(aux) ((aux) >> 16)
enum { PV_VOTE_ALL, PV_VOTE_ANY, PV_VOTE_UNI, PV_VOTE_BALLOT };
enum { PV_RED_ADD, PV_RED_MIN_U, PV_RED_MAX_U, PV_RED_MIN_S, PV_RED_MAX_S,
       PV_RED_AND, PV_RED_OR, PV_RED_XOR, PV_RED_MIN_F, PV_RED_MAX_F };
#define PV_RED_ABS (1u << 4)
#define PV_RED_NAN (1u << 5)
#endif
