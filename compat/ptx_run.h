/*
** ptx_run — the one-call kernel runner of tinygrad's GPU Ocelot fork
** (libgpuocelot's ptx_run), on ptxvm. Built as libptxvm_ptxrun.so
** (`make build/py/libptxvm_ptxrun.so`); a program that loads Ocelot by
** name can load this library in its place.
**
** ptx_run(source, n_args, args, block x/y/z, grid x/y/z, shared) parses
** the NUL-terminated PTX text `source`, takes the module's first kernel
** and runs it on a grid of grid x*y*z blocks of block x*y*z threads with
** `shared` bytes of dynamic shared memory (0 or less: none), then
** returns. Device addresses are host addresses: a pointer argument is
** the host pointer itself, and the kernel reads and writes host memory
** directly, unchecked, as Ocelot's emulator does (trusted code only).
**
** args[i] holds the VALUE of parameter i, not a pointer to it: its low
** bytes (as many as the parameter has, at most 8) become the parameter,
** so a .u64 pointer parameter receives the pointer and an .s32 one the
** low 32 bits of the integer cast to void *. Parameters past n_args
** are zero; more arguments than parameters is an error.
**
** ptx_run returns nothing, as Ocelot's does; on a failure it writes
** "ptx_run: <ptxvm's message>" to stderr and returns (Ocelot throws).
** ptx_run_checked does the same work, returns 0 or the ptxvm_result
** code and writes the message to err (at most errcap bytes with the
** NUL; err may be NULL), printing nothing.
*/
#ifndef PTXVM_PTX_RUN_H
#define PTXVM_PTX_RUN_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif

void ptx_run(const char *source, int n_args, void *args[],
             int block_x, int block_y, int block_z,
             int grid_x, int grid_y, int grid_z, int shared_mem_size);

int ptx_run_checked(const char *source, int n_args, void *args[],
                    int block_x, int block_y, int block_z,
                    int grid_x, int grid_y, int grid_z, int shared_mem_size,
                    char *err, size_t errcap);

#ifdef __cplusplus
}
#endif
#endif
