/* Modules and functions (filled in with module loading). */
#include "cu_internal.h"

void cu_module_release_ctx(CUcontext ctx) { (void)ctx; }
