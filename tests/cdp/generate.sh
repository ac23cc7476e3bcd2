#!/usr/bin/env bash
# Regenerate tests/cdp/ptx/ from the CUDA sources in tests/cdp/cu/ with
# nvcc (relocatable device code, as dynamic parallelism needs). The tests
# never need nvcc: the PTX is committed, and ptx/BUILDS records the
# command behind each file.
#   ptx/NAME.sm_75.ptx   nvcc -ptx -rdc=true -O3 -arch=sm_75   (CDP2: the
#                        device runtime as __cudaCDP2* functions)
#   ptx/NAME.sm_90.ptx   the same at sm_90 (NVVM 7 still; kept when it
#                        differs from sm_75 beyond the .target line)
#   ptx/NAME.sm_100.ptx  the same at sm_100 (NVVM 20)
#   ptx/NAME.sm_75.G.ptx nvcc -ptx -rdc=true -G -arch=sm_75 (every
#                        variable in memory, every function a real call)
#   cdp_sync (CDP1, the parent waits with cudaDeviceSynchronize): only
#   ptx/cdp_sync.sm_75.cdp1.ptx  nvcc -ptx -rdc=true -O3 -arch=sm_75
#                        -DCUDA_FORCE_CDP1_IF_SUPPORTED
#                        -D__CDPRT_SUPPRESS_SYNC_DEPRECATION_WARNING
#                        (nvcc 13 still allows CDP1 below sm_90; the
#                        functions are then the plain cudaX names), and
#   ptx/cdp_sync.sm_75.cdp1.G.ptx   the same with -G
# Env: NVCC (default /usr/local/cuda/bin/nvcc)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
STAGE=/tmp/ptxvm-cdp-src
rm -rf "$STAGE"
mkdir -p "$STAGE" "$HERE/ptx"
cp "$HERE"/cu/*.cu "$STAGE/"
cd "$STAGE"
rm -f "$HERE"/ptx/*.ptx
: > "$HERE/ptx/BUILDS"
nv() {   # nv NAME ARCH SUFFIX FLAGS...
    local name=$1 arch=$2 suffix=$3
    shift 3
    local out="$name.$arch$suffix.ptx" opt=-O3
    [[ $suffix == *.G ]] && opt=-G
    echo "+ nvcc -ptx -rdc=true $opt -arch=$arch $* $name.cu -o $out" >&2
    "$NVCC" -ptx -rdc=true $opt -arch="$arch" "$@" "$name.cu" -o "$HERE/ptx/$out"
    echo "$out: nvcc $("$NVCC" --version | sed -n 's/.*release \([0-9.]*\).*/\1/p') -ptx -rdc=true $opt -arch=$arch $*" >> "$HERE/ptx/BUILDS"
}
same() { # same A B: B equals A but for .target and the header comment
    diff -q <(grep -v -e '^\.target' -e '^//' "$HERE/ptx/$1") \
            <(grep -v -e '^\.target' -e '^//' "$HERE/ptx/$2") >/dev/null
}
for src in "$HERE"/cu/*.cu; do
    name=$(basename "$src" .cu)
    if [[ $name == cdp_sync ]]; then
        nv "$name" sm_75 .cdp1 -DCUDA_FORCE_CDP1_IF_SUPPORTED \
            -D__CDPRT_SUPPRESS_SYNC_DEPRECATION_WARNING
        nv "$name" sm_75 .cdp1.G -DCUDA_FORCE_CDP1_IF_SUPPORTED \
            -D__CDPRT_SUPPRESS_SYNC_DEPRECATION_WARNING
        continue
    fi
    nv "$name" sm_75 ""
    nv "$name" sm_75 .G
    for arch in sm_90 sm_100; do
        nv "$name" "$arch" ""
        if same "$name.sm_75.ptx" "$name.$arch.ptx"; then
            rm "$HERE/ptx/$name.$arch.ptx"
            sed -i "s|^$name.$arch.ptx: .*|$name.$arch.ptx: equals $name.sm_75.ptx but for .target (not kept)|" "$HERE/ptx/BUILDS"
        fi
    done
done
