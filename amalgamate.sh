#!/bin/sh
# Build ptxvm.c, the single-file library, from src/.
#
#   ./amalgamate.sh          write ptxvm.c
#   ./amalgamate.sh --check  fail if the committed ptxvm.c differs from a
#                            fresh build (CI runs this)
#
# Every src/*.c is pasted in C-locale name order; each project header is pasted where it
# is first included (headers without an include guard, the X-macro lists,
# are pasted at every include). PTXVM_INTERNAL becomes `static`, so the
# only exported symbols are the ptxvm_* API functions.
set -eu
cd "$(dirname "$0")"

files=""
for f in $(ls src/*.c | LC_ALL=C sort); do
    files="$files $f"
done

generate() {
    awk -v files="$files" '
    # A header with an include guard (#ifndef PTXVM_..._H) is pasted once;
    # the X-macro lists have none and are pasted at every include.
    function guarded(path,   line, r) {
        r = 0
        while ((getline line < path) > 0)
            if (line ~ /^#ifndef PTXVM_[A-Z0-9_]+_H$/) { r = 1; break }
        close(path)
        return r
    }
    function paste(path,   line, inc, dir, target, n) {
        n = 0
        while ((getline line < path) > 0) {
            if (line ~ /^#include "/) {
                inc = line
                sub(/^#include "/, "", inc)
                sub(/".*$/, "", inc)
                if (inc == "../ptxvm.h" || inc == "ptxvm.h") {
                    if (!("ptxvm.h" in done)) { print "#include \"ptxvm.h\""; done["ptxvm.h"] = 1 }
                    continue
                }
                target = "src/" inc
                if (target in done) continue
                if (guarded(target)) done[target] = 1
                print "/* ---- " target " ---- */"
                paste(target)
                print "/* ---- end " target ", back in " path " ---- */"
                continue
            }
            print line
        }
        close(path)
    }
    BEGIN {
        print "/*"
        print "** ptxvm.c — the ptxvm library in one file. Generated from src/ by"
        print "** amalgamate.sh; do not edit: change src/ and run ./amalgamate.sh."
        print "** Compile it with your program; it needs ptxvm.h and xxhash.h."
        print "** MIT license: see LICENSE."
        print "*/"
        print "#define PTXVM_INTERNAL static"
        print "#define PTXVM_AMALGAMATION 1"
        n = split(files, list, " ")
        for (i = 1; i <= n; i++) {
            if (list[i] == "") continue
            print "/* ---- " list[i] " ---- */"
            paste(list[i])
        }
    }'
}

if [ "${1:-}" = "--check" ]; then
    tmp=$(mktemp)
    trap 'rm -f "$tmp"' EXIT
    generate > "$tmp"
    if ! cmp -s "$tmp" ptxvm.c; then
        echo "ptxvm.c is stale or missing: run ./amalgamate.sh and commit ptxvm.c" >&2
        diff -u ptxvm.c "$tmp" 2>/dev/null | head -20 >&2 || true
        exit 1
    fi
    echo "ptxvm.c is up to date"
    exit 0
fi
generate > ptxvm.c.tmp
mv ptxvm.c.tmp ptxvm.c
echo "wrote ptxvm.c ($(wc -l < ptxvm.c) lines)"
