/* Bytecode operations of one-word accesses to the call buffers
   (exec_lc32.h runs them, compile_lc32.c marks them). X-macro list,
   appended to PV_OPS_INT.

   LD_LC32  an LD (ST_LC32: an ST) of one 4-byte element a lane into a
   ST_LC32  32-bit column, in .local at a fixed offset x (no address
            register): the argument and result slots of calls
            (compile_call.c, compile_callbuf.c). Every lane's word is in
            the same row of the interleaved .local, so the access is one
            row copy or blend; the record is the LD's or ST's, aux
            included. Only aligned words inside the kernel's own .local
            are marked: any other offset stays an LD or ST, which
            reports the fault. A recursive kernel does a few of these
            per call. */
#ifndef PTXVM_OPS_LC32_H
#define PTXVM_OPS_LC32_H
#define PV_OPS_LC32(X) X(LD_LC32) X(ST_LC32)
#endif
