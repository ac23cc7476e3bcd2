#!/bin/sh
# Rebuilds the PTX of tex_cuda.cu (the CUDA texture kernels) and appends
# the commands to BUILDS. Run from tests/tex with nvcc on PATH or in
# /usr/local/cuda/bin.
set -e
cd "$(dirname "$0")"
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
CLANG=${CLANG:-clang}
S=tex_cuda
b() { out=$1; shift; "$@"; echo "$out: $*" | sed "s|$NVCC|nvcc|" >> BUILDS.new; }
: > BUILDS.new
b $S.sm_75.ptx    "$NVCC" -ptx -O3 -arch=sm_75 $S.cu -o $S.sm_75.ptx
b $S.sm_86.ptx    "$NVCC" -ptx -O3 -arch=sm_86 $S.cu -o $S.sm_86.ptx
b $S.sm_90.ptx    "$NVCC" -ptx -O3 -arch=sm_90 $S.cu -o $S.sm_90.ptx
b $S.sm_75.G.ptx  "$NVCC" -ptx -G -arch=sm_75 $S.cu -o $S.sm_75.G.ptx
# clang 14's CUDA wrapper predates CUDA 12's removal of texture
# references; clang_shim/ supplies the two names it still expects.
CL="-x cuda --cuda-device-only -S -O2 --cuda-gpu-arch=sm_75 --cuda-path=/usr/local/cuda -nocudalib -Iclang_shim"
if "$CLANG" $CL $S.cu -o $S.clang.sm_75.ptx 2> clang.log; then
    echo "$S.clang.sm_75.ptx: clang $CL $S.cu -o $S.clang.sm_75.ptx ($("$CLANG" --version | head -1))" >> BUILDS.new
else
    echo "# $S clang: $("$CLANG" --version | head -1) fails: $(grep -m1 error clang.log)" >> BUILDS.new
    rm -f $S.clang.sm_75.ptx
fi
rm -f clang.log
grep -v "^$S\|^# $S clang" BUILDS > BUILDS.old || true
cat BUILDS.old BUILDS.new > BUILDS
rm -f BUILDS.old BUILDS.new
