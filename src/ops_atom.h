/* Bytecode operations of the atom family (exec_atom.h runs them,
   compile_atom.c emits them). X-macro list, see PV_OPS in bytecode.h.

   ATOM: atom and red, one element per lane. a is the address column (or
   PV_NO_REG: x alone is the address), x the constant offset, b the
   operand column, c the cas new-value column, d the destination column
   that receives the old value (PV_NO_REG for red). A vector atom is one
   ATOM per element: each element is atomic on its own, as the ISA says.
   insn.aux below; bits 0-3, 9-12, 13 and 14 mean what the PV_MEM_* bits
   mean for LD/ST, so the interpreter's address helpers apply.

   SHARED_INC: ld.shared, an add and st.shared of the same address fused
   (the per-thread byte counters of a histogram): [a + x] += b, an
   element of PV_MEM_SIZE(aux) bytes (1, 2 or 4) whose LD/ST descriptor
   is aux; d is the load's own destination column, written only when a
   lane faults and the three accesses run one by one. */
#ifndef PTXVM_OPS_ATOM_H
#define PTXVM_OPS_ATOM_H
#define PV_OPS_ATOM(X) X(ATOM) X(SHARED_INC)

/* The operations, in the order of ISA_AOPS (isa.h) less one: the value a
   callback region's atomic hook receives as op is PV_AOP_* too, which
   ptxvm.h publishes as ptxvm_atomic_op (checked in atomops.c). */
enum { PV_AOP_AND, PV_AOP_OR, PV_AOP_XOR, PV_AOP_CAS, PV_AOP_EXCH,
       PV_AOP_ADD, PV_AOP_INC, PV_AOP_DEC, PV_AOP_MIN, PV_AOP_MAX };
/* Element types: raw bits / unsigned, signed, IEEE f32 or f64 (by size),
   f16, bf16 and their pairs. */
enum { PV_AT_U, PV_AT_S, PV_AT_F, PV_AT_F16, PV_AT_BF16, PV_AT_F16X2,
       PV_AT_BF16X2 };

#define PV_ATOM_OP(aux)    (((aux) >> 16) & 15u)
#define PV_ATOM_TYPE(aux)  (((aux) >> 20) & 15u)
#define PV_ATOM_AUX(size, space, op, type) \
    ((size) | (1u << 5) | ((space) << 9) | ((op) << 16) | ((type) << 20))

/* The ptxvm_atomic_type of an ATOM's aux (atomops.c). */
PTXVM_INTERNAL ptxvm_atomic_type pv_atom_public_type(uint32_t aux);
/* The new value of an element: op(old, b[, c]) (pure). */
PTXVM_INTERNAL uint64_t pv_atom_new(uint32_t aux, uint64_t old, uint64_t b,
                                    uint64_t c, int ftz);
#endif
