#!/usr/bin/env bash
# Build build/gpu/gpu_diff (see tests/gpu/README.md). Needs a C99 compiler,
# cuda.h (CUDA_HOME, else /usr/local/cuda) and xxhash.h; no GPU and no
# libcuda at build time: gpu_diff opens the driver library when it runs.
#   CC=clang bash tests/gpu/build.sh        another compiler
#   XXHASH_INCLUDE=/path bash ...           xxhash.h outside the default paths
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
CC=${CC:-cc}
CUDA=${CUDA_HOME:-/usr/local/cuda}
if [ ! -f "$CUDA/include/cuda.h" ]; then
    echo "build.sh: no $CUDA/include/cuda.h: set CUDA_HOME to the CUDA toolkit" >&2
    exit 1
fi
INC=(-isystem "$CUDA/include")
if [ -n "${XXHASH_INCLUDE:-}" ]; then
    INC+=(-I"$XXHASH_INCLUDE")
elif ! printf '#include <xxhash.h>\n' | "$CC" -E -x c - >/dev/null 2>&1; then
    echo "build.sh: xxhash.h not found: install libxxhash-dev or set XXHASH_INCLUDE" >&2
    exit 1
fi
mkdir -p build/gpu
# cuda.h is a system header (-isystem): its unnamed unions are not C99.
WARN=(-std=c99 -Wall -Wextra -Wpedantic)
# ptxvm.c inlines xxHash (XXH_INLINE_ALL), so only the header is needed.
set -x
"$CC" "${WARN[@]}" -O2 "${INC[@]}" -c ptxvm.c -o build/gpu/ptxvm.o
"$CC" "${WARN[@]}" -O2 "${INC[@]}" -c tests/gpu/cudrv.c -o build/gpu/cudrv.o
"$CC" "${WARN[@]}" -O2 -I. "${INC[@]}" -c tests/gpu/gpu_diff.c -o build/gpu/gpu_diff.o
"$CC" "${WARN[@]}" -O2 -I. -c tests/gpu/gd_case.c -o build/gpu/gd_case.o
"$CC" "${WARN[@]}" -O2 -c tests/gpu/gd_io.c -o build/gpu/gd_io.o
"$CC" "${WARN[@]}" -O2 -I. "${INC[@]}" -c tests/gpu/gpu_tex.c -o build/gpu/gpu_tex.o
"$CC" build/gpu/gpu_tex.o build/gpu/gd_io.o build/gpu/cudrv.o build/gpu/ptxvm.o -ldl -lm -o build/gpu/gpu_tex
# the diffgen programs' C twins and inputs (tests/diffgen)
"$CC" "${WARN[@]}" -O2 -c tests/diffgen/dg_run.c -o build/gpu/dg_run.o
"$CC" "${WARN[@]}" -O2 -c tests/diffgen/twins.c -o build/gpu/dg_twins.o
"$CC" build/gpu/gpu_diff.o build/gpu/gd_case.o build/gpu/gd_io.o build/gpu/cudrv.o build/gpu/dg_run.o build/gpu/dg_twins.o build/gpu/ptxvm.o -ldl -lm \
    -o build/gpu/gpu_diff
