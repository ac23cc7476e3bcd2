/* Bytecode operations of one-word .shared accesses (exec_shmem.h runs
   them, compile_sh32.c marks them). X-macro list, appended to
   PV_OPS_INT.

   LD_SH32  an LD (ST_SH32: an ST) of one 4-byte element a lane into a
   ST_SH32  32-bit column, in .shared through a 32-bit address register
            (ld.shared.u32/f32 [%r+x]): the record is the LD's or ST's,
            aux included, only the op differs. Tile and halo kernels do
            most of their work in these; the handler takes the common
            shapes in one pass and hands anything else to the general
            LD or ST, which reports the faults. */
#ifndef PTXVM_OPS_SHMEM_H
#define PTXVM_OPS_SHMEM_H
#define PV_OPS_SHMEM(X) X(LD_SH32) X(ST_SH32)
#endif
