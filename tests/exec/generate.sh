#!/usr/bin/env bash
# Regenerate tests/exec/ptx/ from every CUDA source in tests/exec/cu/ (nvcc
# and clang). The tests never need a compiler: the PTX is committed, and
# ptx/BUILDS records the command behind each file.
#
# Every cu/NAME.cu is built the same ways (the build matrix):
#   ptx/NAME.ARCH.ptx           nvcc -ptx -O3 -arch=ARCH, ARCH each of sm_75
#                               sm_80 sm_90 sm_100 sm_120
#   ptx/NAME.ARCH.G.ptx         nvcc -ptx -G -arch=ARCH (every function a real
#                               call), ARCH sm_75 and sm_100: nvcc 13 compiles
#                               up to sm_90 with NVVM 7, from sm_100 on with
#                               NVVM 20
#   ptx/NAME.ARCH.lineinfo.ptx  nvcc -ptx -O3 -lineinfo -arch=ARCH, the same two
#   ptx/NAME.sm_80.ftz.ptx      nvcc -ptx -O3 -ftz=true -arch=sm_80 (see
#                               "builds:" below)
#   ptx/NAME.sm_80.clang.ptx    clang 14, CUDA device-only, -O2, PTX 7.0
#   ptx/NAME.sm_80.clang-O0.ptx the same at -O0
# A build whose PTX equals
# an earlier build of the same source apart from the .target line, the
# compiler's header comment and the architecture that CUB's and Thrust's
# names embed (SM_750) is not kept: BUILDS says which file it equals (nvcc
# mostly gives sm_75, sm_80 and sm_90 one code, sm_100 and sm_120 another).
#
# A source may say how it is built in a line of its own:
#   // builds: WORD...
#     ftz           its results do not depend on flushing subnormals: a
#                   -ftz=true build (sm_80) must agree with the others
#     ftz-separate  they do: -ftz=true builds at sm_80 and sm_100, compared
#                   with each other only (tests/README.md lists the rest)
#     no-clang      it needs the CUDA headers (clang runs without them)
#     sm_80+        it needs sm_80 or newer
# The tests read the same line (tests/unit/cuda_builds.c).
#
# Sources are copied to a fixed directory first: -G and -lineinfo builds
# embed the source's absolute path, and this keeps them reproducible.
# Usage: ./generate.sh [NAME...]   (only these sources; default: all)
# Env: NVCC (default /usr/local/cuda/bin/nvcc), CLANG (default clang)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CLANG=${CLANG:-clang}
STAGE=/tmp/ptxvm-exec-src
ARCHS="sm_75 sm_80 sm_90 sm_100 sm_120"
OUT="$HERE/ptx"
MANIFEST="$OUT/BUILDS"

rm -rf "$STAGE"
mkdir -p "$STAGE" "$OUT"
cp "$HERE"/cu/* "$STAGE/"
if [[ $# -gt 0 ]]; then
    names=("$@")
else
    names=()
    for src in "$HERE"/cu/*.cu; do names+=("$(basename "$src" .cu)"); done
    rm -f "$OUT"/*.ptx
    : > "$MANIFEST"
fi
# the other sources' lines stay
body=$(grep -v '^#' "$MANIFEST" 2>/dev/null || true)
for name in "${names[@]}"; do
    rm -f "$OUT/$name".*.ptx
    body=$(grep -v "^$name\." <<< "$body" || true)
done
{
    echo "# Written by tests/exec/generate.sh: one line per build, FILE: COMMAND."
    echo "# Toolchains: $("$NVCC" --version | tail -1); $("$CLANG" --version | head -1)"
    [[ -n $body ]] && echo "$body"
} > "$MANIFEST"

declare -A KEPT     # dedup key -> kept file

# key: the PTX without the .target line and the leading // comment lines
ptx_key() { grep -v -e '^[[:space:]]*\.target' -e '^//' "$1" | sed -E 's/SM_[0-9]{3,4}/SM_x/g' | md5sum | cut -d' ' -f1; }

# keep FILE COMMAND: keep the build, or drop it when it repeats an earlier one
keep() {
    local f=$1 cmd=$2 key
    key="$(basename "$f" | cut -d. -f1) $(ptx_key "$f")"
    if [[ -n "${KEPT[$key]:-}" ]]; then
        rm -f "$f"
        echo "$(basename "$f"): $cmd  (equals ${KEPT[$key]} apart from .target; not kept)" >> "$MANIFEST"
    else
        KEPT[$key]=$(basename "$f")
        echo "$(basename "$f"): $cmd" >> "$MANIFEST"
    fi
}

nv() {   # nv NAME ARCH SUFFIX FLAGS...
    local name=$1 arch=$2 suffix=$3 f
    shift 3
    f="$OUT/$name.$arch$suffix.ptx"
    echo "+ nvcc -ptx $* -arch=$arch $name.cu" >&2
    (cd "$STAGE" && "$NVCC" -ptx "$@" -arch="$arch" "$name.cu" -o "$f")
    keep "$f" "nvcc -ptx $* -arch=$arch cu/$name.cu"
}

cl() {   # cl NAME SUFFIX OPT
    local name=$1 suffix=$2 opt=$3 f
    local flags="-S --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 $opt -Wno-unknown-cuda-version -Xclang -target-feature -Xclang +ptx70"
    f="$OUT/$name.sm_80$suffix.ptx"
    echo "+ clang $opt $name.cu" >&2
    # shellcheck disable=SC2086
    (cd "$STAGE" && "$CLANG" $flags "$name.cu" -o "$f")
    keep "$f" "clang $flags cu/$name.cu"
}

for name in "${names[@]}"; do
    src="$HERE/cu/$name.cu"
    tags=" $(sed -n 's#^// builds:##p' "$src" | head -1) "
    archs=$ARCHS
    [[ $tags == *" sm_80+ "* ]] && archs=${archs/sm_75 /}
    two="${archs%% *} sm_100"      # one arch of each NVVM
    for a in $archs; do nv "$name" "$a" "" -O3; done
    for a in $two; do nv "$name" "$a" .G -G; done
    for a in $two; do nv "$name" "$a" .lineinfo -O3 -lineinfo; done
    [[ $tags == *" ftz "* || $tags == *" ftz-separate "* ]] && nv "$name" sm_80 .ftz -O3 -ftz=true
    [[ $tags == *" ftz-separate "* ]] && nv "$name" sm_100 .ftz -O3 -ftz=true
    if [[ $tags != *" no-clang "* ]]; then
        cl "$name" .clang -O2
        cl "$name" .clang-O0 -O0
    fi
done

# one block of lines per source, in order
{ grep '^#' "$MANIFEST"; grep -v '^#' "$MANIFEST" | sort -s -t. -k1,1; } > "$MANIFEST.new"
mv "$MANIFEST.new" "$MANIFEST"

# plain.cu tests straight-line code: its -G builds must not call
if grep -l 'call' "$OUT"/plain.*.G.ptx; then
    echo "generate.sh: a -G build of plain.cu has calls" >&2
    exit 1
fi
echo "$(ls "$OUT"/*.ptx | wc -l) files, $(cat "$OUT"/*.ptx | wc -c) bytes" >&2
