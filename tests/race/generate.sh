#!/usr/bin/env bash
# Regenerate tests/race/*.ptx from race.cu with nvcc. The tests never need
# nvcc: the generated PTX is committed.
#   race.sm_75.ptx    nvcc -ptx -O3 -arch=sm_75
#   race.sm_75.G.ptx  nvcc -ptx -G -arch=sm_75 (every variable in memory,
#                     generic loads and stores)
# (sm_90 gives the same code as sm_75 but for .target.)
# Env: NVCC (default /usr/local/cuda/bin/nvcc)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
cd "$HERE"
nv() { echo "+ $NVCC -ptx $2 -arch=$1 race.cu -o race.$1$3.ptx" >&2; "$NVCC" -ptx $2 -arch="$1" race.cu -o "race.$1$3.ptx"; }
nv sm_75 -O3 ""
nv sm_75 -G .G
