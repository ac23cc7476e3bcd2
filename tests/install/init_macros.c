/* Every PTXVM_*_INIT initialiser of ptxvm.h, compiled by `make cxx-check`
   as C and C++ with -Wall -Wextra -Wpedantic -Werror: each names every
   field of its struct, in order, so none is left to a warning. */
#include "ptxvm.h"

int ptxvm_init_macros_size_sum(void);
int ptxvm_init_macros_size_sum(void)
{
    ptxvm_config c = PTXVM_CONFIG_INIT;
    ptxvm_launch l = PTXVM_LAUNCH_INIT;
    ptxvm_launch_ex x = PTXVM_LAUNCH_EX_INIT;
    ptxvm_mem_callbacks m = PTXVM_MEM_CALLBACKS_INIT;
    ptxvm_resource_desc r = PTXVM_RESOURCE_DESC_INIT;
    ptxvm_texture_desc t = PTXVM_TEXTURE_DESC_INIT;
    ptxvm_surface_desc s = PTXVM_SURFACE_DESC_INIT;
    return (int)(c.struct_size + l.struct_size + x.struct_size + m.struct_size +
                 r.struct_size + t.struct_size + s.struct_size);
}
