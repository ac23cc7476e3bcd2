#!/bin/sh
# Collect the seed corpus for the fuzz targets: the PTX files of the test
# suite (valid modules, modules with every kind of error, hand-written
# syntax, regressions), the examples and, when present beside the
# checkout, the ZLUDA conformance files.
#
#   fuzz/make_corpus.sh [DIR]     default build/fuzz/seeds
#
# DIR is rebuilt from scratch. Files larger than FUZZ_SEED_MAX bytes
# (default 65536, the length the fuzzers mutate up to) are left out: cut
# short they would be broken modules, whole they slow every engine down.
# Identical files are kept once. Names are DIRECTORY-FILE, so that a
# finding points back at its seed.
set -eu
cd "$(dirname "$0")/.."

out=${1:-build/fuzz/seeds}
max=${FUZZ_SEED_MAX:-65536}
dirs="tests/corpus/hand tests/regress tests/exec/ptx tests/errors tests/check
tests/bench/kernels tests/oom examples fuzz/corpus ../shared/conformance/zluda"

rm -rf "$out"
mkdir -p "$out"
for d in $dirs; do
    [ -d "$d" ] || continue
    case "$d" in
    fuzz/corpus) ls "$d"/* 2>/dev/null || true ;;  # findings: any name
    *) ls "$d"/*.ptx 2>/dev/null || true ;;
    esac
done | while read -r f; do
    [ ! -f "$f" ] || cksum "$f"
done | awk -v max="$max" -v out="$out" '
    # cksum prints: CRC SIZE NAME
    $2 > max { big++; next }
    seen[$1 " " $2]++ { dup++; next }
    {
        tag = $3
        sub(/^\.\.\//, "", tag); sub(/^tests\//, "", tag)
        sub(/\/[^\/]*$/, "", tag); gsub(/\//, "_", tag)
        name = $3
        sub(/^.*\//, "", name)
        print $3 "\t" out "/" tag "-" name
        n++; bytes += $2
    }
    END {
        printf "%s: %d seeds, %d bytes (%d duplicates, %d over %d bytes left out)\n",
               out, n, bytes, dup, big, max > "/dev/stderr"
    }' | while IFS='	' read -r src dst; do
    cp "$src" "$dst"
done
