/* Public functions whose machinery is not built yet: launches,
   host-function calls from kernels, textures and surfaces.
   Each checks its arguments and then fails with PTXVM_E_UNSUPPORTED and
   a message saying what is missing, never silently. */
#include "vm.h"

static ptxvm_result pending(ptxvm_vm *vm, const char *what)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    return pv_error(vm, PTXVM_E_UNSUPPORTED,
                    "%s: not supported by this version of ptxvm (%s)", what,
                    ptxvm_version());
}

ptxvm_result ptxvm_surface_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  uint64_t *out)
{
    PV_UNUSED(res);
    if (out)
        *out = 0;
    return pending(vm, "surfaces (ptxvm_surface_create)");
}

ptxvm_result ptxvm_surface_destroy(ptxvm_vm *vm, uint64_t surf)
{
    PV_UNUSED(surf);
    return pending(vm, "surfaces (ptxvm_surface_destroy)");
}
