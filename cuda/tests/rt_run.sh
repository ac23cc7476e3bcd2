#!/bin/sh
# Build the runtime tests (cuda/tests/rt_*.cu) with nvcc as CUDA users do
# (-cudart shared, PTX embedded) and run them on $RT_LIB/libcudart.so.13
# with one and three workers. Each program checks its own results; a
# .expected file beside one must equal its output, and each line of a
# .stderr file is a pattern its stderr must match (the messages name the
# PTX line, thread and address). Builds are cached in
# $RT_LIB/rt/ and redone when the source changes. Skipped without nvcc.
set -u
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
NVCC=$CUDA_HOME/bin/nvcc
[ -x "$NVCC" ] || { echo "cuda-rt-test: skipped (no nvcc at $NVCC)"; exit 0; }
dir=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$dir/../.." && pwd)
lib=$root/${RT_LIB:-build/cuda}
out=$lib/rt
mkdir -p "$out"
pass=0 fail=0
for src in "$dir"/rt_*.cu; do
    name=$(basename "$src" .cu)
    bin=$out/$name
    if [ ! -x "$bin" ] || [ "$src" -nt "$bin" ]; then
        "$NVCC" -std=c++17 -O2 -gencode arch=compute_75,code=compute_75 -cudart shared \
            -o "$bin" "$src" || { echo "FAIL $name: nvcc"; fail=$((fail + 1)); continue; }
    fi
    for threads in 1 3; do
        got=$(LD_LIBRARY_PATH=$lib PTXVM_CUDA_THREADS=$threads "$bin" 2>"$out/$name.err")
        rc=$?
        if [ $rc -ne 0 ]; then
            echo "FAIL $name (workers $threads): exit $rc"; echo "$got" | tail -5
            tail -5 "$out/$name.err"; fail=$((fail + 1)); continue
        fi
        if [ -f "$dir/$name.expected" ] && [ "$got" != "$(cat "$dir/$name.expected")" ]; then
            echo "FAIL $name (workers $threads): output differs"
            echo "$got" | diff "$dir/$name.expected" - | head -10; fail=$((fail + 1)); continue
        fi
        if [ -f "$dir/$name.stderr" ]; then
            missing=0
            while IFS= read -r pat; do
                grep -q -- "$pat" "$out/$name.err" || { echo "FAIL $name (workers $threads): no stderr line matching: $pat"; missing=1; }
            done < "$dir/$name.stderr"
            [ $missing -eq 0 ] || { fail=$((fail + 1)); continue; }
        fi
        pass=$((pass + 1))
    done
done
# the device the driver layer would describe for another PTXVM_CUDA_ARCH
if [ -x "$out/rt_device" ]; then
    if LD_LIBRARY_PATH=$lib PTXVM_CUDA_ARCH=86 "$out/rt_device" >"$out/rt_device.86" 2>&1 &&
        grep -q "compute capability 8.6" "$out/rt_device.86"; then
        pass=$((pass + 1))
    else
        echo "FAIL rt_device (PTXVM_CUDA_ARCH=86)"; cat "$out/rt_device.86"; fail=$((fail + 1))
    fi
fi
echo "cuda-rt-test: $pass passed, $fail failed"
[ $fail -eq 0 ]
