/* Kernel arguments as `ptxvm run` takes them: a scalar "TYPE:VALUE", or
   a device buffer made from one of
     buf:N  buf:TYPE:N  in:FILE  in:TYPE:FILE  range:TYPE:N
     rand:TYPE:N:SEED  fill:TYPE:N:VALUE  data:TYPE:V1,V2,...
   A buffer is passed to the kernel as its device address. */
#ifndef PTXVM_CLI_ARGSPEC_H
#define PTXVM_CLI_ARGSPEC_H
#include "cli.h"

typedef struct argspec {
    const char    *text;        /* as given on the command line          */
    int            is_buffer;
    elem_type      type;        /* the scalar's, or the buffer's elements
                                   (ET_NONE: untyped bytes)             */
    unsigned char  scalar[8];   /* a scalar's bytes                      */
    unsigned char *data;        /* a buffer's initial bytes              */
    size_t         bytes;       /* a scalar's or a buffer's size         */
    ptxvm_addr     addr;        /* the buffer's device address           */
} argspec;

/* Parse text into *a (a buffer's bytes allocated). 0 on success; -1
   after printing why on stderr. */
int argspec_parse(const char *text, argspec *a);
void argspec_free(argspec *a);

/* The generator behind rand: splitmix64 from the seed; integer types
   take the low bits of each 64-bit draw, f32 the top 24 bits scaled by
   2^-24, f64 the top 53 bits scaled by 2^-53 (values in [0, 1)). */
uint64_t rand_next(uint64_t *state);

#endif
