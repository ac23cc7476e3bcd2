#!/usr/bin/env bash
# Regenerate tests/exec/ptx/ from tests/exec/cu/ (nvcc and clang). The tests
# never need nvcc: the generated PTX is committed.
#   ptx/NAME.ARCH.ptx        nvcc -O3 -arch=ARCH
#   ptx/NAME.ARCH.G.ptx      nvcc -G  (plain.cu: no call; calls.cu: every function a real call)
#   ptx/NAME.ARCH.ftz.ptx    nvcc -O3 -ftz=true
#   ptx/NAME.ARCH.clang.ptx  clang 14 CUDA device-only, -O2, PTX 7.0
# Env: NVCC (default /usr/local/cuda/bin/nvcc), CLANG (default clang)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CLANG=${CLANG:-clang}
cd "$HERE"
mkdir -p ptx
nv() { echo "+ $NVCC -ptx $3 -arch=$2 cu/$1.cu -o ptx/$1.$2$4.ptx" >&2; "$NVCC" -ptx $3 -arch="$2" "cu/$1.cu" -o "ptx/$1.$2$4.ptx"; }
cl() { echo "+ clang $1 $2" >&2; "$CLANG" -S --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch="$2" -O2 \
        -Wno-unknown-cuda-version -Xclang -target-feature -Xclang +ptx70 "cu/$1.cu" -o "ptx/$1.$2.clang.ptx"; }
nv int_arith sm_75 -O3 ""
nv int_arith sm_90 -O3 ""
nv int_arith sm_100 -O3 ""
cl int_arith sm_80
nv float_arith sm_75 -O3 ""
nv float_arith sm_90 -O3 ""
nv float_arith sm_80 "-O3 -ftz=true" .ftz
nv float_arith sm_100 "-O3 -ftz=true" .ftz
cl float_arith sm_80
nv plain sm_75 -O3 ""
nv plain sm_75 -G .G
nv plain sm_90 -G .G
cl plain sm_80
nv calls sm_75 -O3 ""
nv calls sm_90 -O3 ""
nv calls sm_75 -G .G
cl calls sm_80
nv syscalls sm_75 -O3 ""
nv syscalls sm_90 -O3 ""
nv syscalls sm_75 -G .G
# plain.cu's -G builds must not contain calls (they test straight-line code)
if grep -l 'call' ptx/plain.*.G.ptx; then echo "generate.sh: a -G build of plain.cu has calls" >&2; exit 1; fi
nv barriers sm_80 -O3 ""
nv cub sm_80 -O3 ""
nv cub sm_90 -O3 ""
nv warp sm_80 -O3 ""
nv warp sm_90 -O3 ""
nv atomics sm_75 -O3 ""
nv atomics sm_90 -O3 ""
nv atomics sm_75 -G .G
cl atomics sm_80
