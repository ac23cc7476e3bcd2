#!/usr/bin/env bash
# Regenerate every PTX file in ptx/ from the sources in cu/ (nvcc) and clang/ (clang NVPTX back end).
#
# Usage: ./generate.sh [REGEX]     (optional REGEX limits regeneration to matching output names)
# Env:   NVCC (default /usr/local/cuda/bin/nvcc), CLANG (default /usr/bin/clang), JOBS (default 2)
#
# Sources are first copied to a fixed staging directory, because -G and -lineinfo builds embed the
# absolute source path in their .file directives; compiling from a fixed path makes the output
# independent of where this repository is checked out.  hand/*.ptx are hand-written, not generated.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CLANG=${CLANG:-/usr/bin/clang}
JOBS=${JOBS:-2}
FILTER=${1:-.}
STAGE=/tmp/ptxvm-corpus-src
OUT="$HERE/ptx"

rm -rf "$STAGE"
mkdir -p "$STAGE" "$OUT"
cp -r "$HERE/cu" "$HERE/clang" "$STAGE/"

# nvcc variants: NAME then a list of VARIANTs.  A VARIANT is ARCH[.G][.lineinfo][.rdc]:
#   ARCH      -> -arch=ARCH
#   .G        -> -G          (device debug: .file/.loc and DWARF .section data)
#   .lineinfo -> -lineinfo   (.file/.loc only)
#   .rdc      -> -rdc=true   (relocatable device code: .extern/.weak linkage)
# Output: ptx/NAME.VARIANT.ptx
NVCC_TABLE='
int_bits              sm_75 sm_90 sm_100 sm_75.G
int_divmod            sm_80 sm_89 sm_80.G
float_rounding        sm_75 sm_86 sm_90a sm_86.G
conversions           sm_80 sm_100 sm_75.G
half_math             sm_75 sm_80 sm_90 sm_80.G
bf16_math             sm_80 sm_90 sm_100 sm_90.G
libdevice_float       sm_75 sm_89 sm_80.lineinfo
libdevice_double      sm_80 sm_100 sm_75.G
fast_math             sm_75 sm_86 sm_90 sm_86.G
shared_static         sm_75 sm_89 sm_90a sm_75.G
shared_dynamic        sm_80 sm_86 sm_100 sm_80.G
atomics_basic         sm_75 sm_90 sm_100 sm_90.G
atomics_cas           sm_80 sm_89 sm_90a sm_80.G
warp_shuffle          sm_75 sm_86 sm_120 sm_75.G
warp_vote             sm_80 sm_90 sm_100 sm_80.G
barriers              sm_75 sm_89 sm_90 sm_89.G
printf_formats        sm_75 sm_80 sm_100 sm_75.G
device_malloc         sm_80 sm_90 sm_80.G sm_86.rdc
noinline_structs      sm_75 sm_89 sm_100 sm_75.G
recursion             sm_80 sm_86 sm_90a sm_80.G
func_pointers         sm_75 sm_90 sm_75.G sm_80.rdc
virtual_funcs         sm_80 sm_89 sm_100 sm_89.G
textures              sm_75 sm_86 sm_90 sm_75.G
cub_block_reduce_scan sm_75 sm_90 sm_100 sm_80.G
cub_radix_sort        sm_80 sm_89 sm_90a sm_80.lineinfo
cub_warp_load_store   sm_75 sm_86 sm_100 sm_86.lineinfo
coop_groups           sm_80 sm_90 sm_100 sm_75.G
inline_asm            sm_75 sm_80 sm_90 sm_75.G
globals_init          sm_75 sm_89 sm_100 sm_75.G sm_80.rdc
managed_vars          sm_80 sm_90 sm_80.G
templates             sm_75 sm_86 sm_100 sm_86.G
unroll_loops          sm_80 sm_89 sm_90a
volatile_ldg          sm_75 sm_90 sm_100 sm_90.G
cp_async              sm_80 sm_86 sm_90 sm_80.G
wmma_f16              sm_75 sm_80 sm_90 sm_80.lineinfo
wmma_int8             sm_80 sm_89 sm_100 sm_80.G
sha256                sm_75 sm_86 sm_90a
aes                   sm_80 sm_89 sm_100 sm_75.G
mandelbrot            sm_75 sm_90 sm_86.lineinfo
nbody                 sm_80 sm_86 sm_100
matmul_tiled          sm_75 sm_89 sm_90a sm_120 sm_80.G
bitonic_sort          sm_80 sm_90 sm_100
scan                  sm_75 sm_86 sm_90 sm_80.G
histogram             sm_80 sm_89 sm_100
radix_sort            sm_75 sm_90a sm_86.G
fft                   sm_80 sm_86 sm_100 sm_86.lineinfo
stencil               sm_75 sm_89 sm_90
dynamic_parallelism   sm_80.rdc sm_90.rdc sm_75.G.rdc
rdc_extern            sm_75.rdc sm_89.rdc sm_100.rdc sm_80.G.rdc
launch_bounds         sm_75 sm_89 sm_90
sm90_cluster          sm_90 sm_90a sm_100 sm_90.G
fp8_types             sm_80 sm_89 sm_90 sm_100
int128_bigint         sm_75 sm_86 sm_100 sm_80.G
'

# clang variants: SOURCE (in clang/) then VARIANTs ARCH[.O0][.g]  -> ptx/STEM.clang.VARIANT.ptx
#   .cu sources: CUDA device-only compile without CUDA headers or libdevice (-nocudainc -nocudalib)
#   .c/.cl sources: direct -target nvptx64-nvidia-cuda compile
CLANG_TABLE='
clang_basic.cu        sm_75 sm_80 sm_86 sm_75.O0 sm_80.g
clang_intrinsics.cu   sm_75 sm_80 sm_86
clang_recursion.cu    sm_75 sm_86 sm_80.O0
clang_algorithms.cu   sm_75 sm_80 sm_86
clang_globals.cu      sm_75 sm_80
opencl_style.c        sm_75 sm_80
opencl_kernels.cl     sm_80
'

ptxfeat() { case "$1" in sm_75) echo +ptx63 ;; sm_80) echo +ptx70 ;; sm_86) echo +ptx71 ;; *) echo "unknown clang arch $1" >&2; exit 1 ;; esac; }

CMDS=()
while read -r name variants; do
  [ -z "$name" ] && continue
  for v in $variants; do
    outname="$name.$v.ptx"
    [[ "$outname" =~ $FILTER ]] || continue
    arch=${v%%.*}
    flags=""
    [[ ".$v." == *.G.* ]] && flags="$flags -G"
    [[ ".$v." == *.lineinfo.* ]] && flags="$flags -lineinfo"
    [[ ".$v." == *.rdc.* ]] && flags="$flags -rdc=true"
    CMDS+=("cd $STAGE && $NVCC -ptx$flags -arch=$arch cu/$name.cu -o $OUT/$outname")
  done
done <<< "$NVCC_TABLE"

while read -r src variants; do
  [ -z "$src" ] && continue
  stem=${src%.*}
  ext=${src##*.}
  for v in $variants; do
    outname="$stem.clang.$v.ptx"
    [[ "$outname" =~ $FILTER ]] || continue
    arch=${v%%.*}
    opt="-O2"
    [[ ".$v." == *.O0.* ]] && opt="-O0"
    dbg=""
    [[ ".$v." == *.g.* ]] && dbg=" -g"
    feat=$(ptxfeat "$arch")
    case "$ext" in
      cu) CMDS+=("cd $STAGE/clang && $CLANG -S --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=$arch $opt$dbg -Wno-unknown-cuda-version -Xclang -target-feature -Xclang $feat $src -o $OUT/$outname") ;;
      c)  CMDS+=("cd $STAGE/clang && $CLANG -target nvptx64-nvidia-cuda -march=$arch -S $opt$dbg -Xclang -target-feature -Xclang $feat $src -o $OUT/$outname") ;;
      cl) CMDS+=("cd $STAGE/clang && $CLANG -target nvptx64-nvidia-cuda -march=$arch -S $opt$dbg -cl-std=CL1.2 -Xclang -finclude-default-header -Xclang -target-feature -Xclang $feat $src -o $OUT/$outname") ;;
    esac
  done
done <<< "$CLANG_TABLE"

echo "generate.sh: ${#CMDS[@]} compiles, $JOBS in parallel" >&2
printf '%s\0' "${CMDS[@]}" | xargs -0 -n1 -P "$JOBS" bash -c 'echo "+ $0" >&2; eval "$0"'
echo "generate.sh: done; $(ls "$OUT"/*.ptx | wc -l) ptx files, $(cat "$OUT"/*.ptx | wc -l) lines" >&2
