/* For clang 14's CUDA wrapper against CUDA 12+ headers: its texture
   intrinsics header still names the texture<> template CUDA removed,
   and it includes this file just before that header. */
#include_next "crt/math_functions.hpp"
#ifndef TEX_CUDA_CLANG_SHIM
#define TEX_CUDA_CLANG_SHIM
template <class T, int dim, enum cudaTextureReadMode mode> struct texture {};
#endif
