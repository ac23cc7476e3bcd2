#!/bin/sh
# Fuzz one target for a bounded time (make fuzz runs each in turn).
#
#   fuzz/run.sh ENGINE TARGET SECONDS [ENGINE OPTIONS...]
#
# ENGINE is libfuzzer (binary build/fuzz/TARGET) or afl (build/fuzz/
# TARGET_afl). Both start from build/fuzz/seeds (make fuzz-corpus) plus
# the target's corpus, build/fuzz/corpus_NAME (NAME: parse, compile,
# run), and leave what they found there, so the engines share one corpus
# per target. Both use fuzz/ptx.dict. Crashes, hangs and leaks end up in
# build/fuzz/findings_NAME; minimise one and add it to tests/regress.
set -eu
cd "$(dirname "$0")/.."

[ $# -ge 3 ] || { echo "usage: $0 libfuzzer|afl TARGET SECONDS [OPTIONS...]" >&2; exit 2; }
engine=$1 target=$2 secs=$3
shift 3
name=${target#fuzz_}
corpus=build/fuzz/corpus_$name
findings=build/fuzz/findings_$name
seeds=build/fuzz/seeds
dict=fuzz/ptx.dict
mkdir -p "$corpus" "$findings" "$seeds"

case "$engine" in
libfuzzer)
    # New inputs go to the first directory; seeds are only read.
    # UBSan reports are fatal in this build (-fno-sanitize-recover).
    exec "build/fuzz/$target" -max_total_time="$secs" -max_len=65536 \
        -timeout=20 -dict="$dict" -print_final_stats=1 \
        -artifact_prefix="$findings/" "$@" "$corpus" "$seeds"
    ;;
afl)
    out=build/fuzz/afl_$name
    in=build/fuzz/afl_in_$name
    # Keep what an earlier session found before its directory goes.
    for f in "$out"/default/crashes/id* "$out"/default/hangs/id*; do
        [ -f "$f" ] || continue
        cp "$f" "$findings/afl-$(cksum <"$f" | tr ' ' -)"
    done
    rm -rf "$out" "$in"
    mkdir -p "$in"
    # Named by content, so that a seed also in the corpus goes in once.
    for f in "$seeds"/* "$corpus"/*; do
        [ -f "$f" ] || continue
        cp "$f" "$in/$(cksum <"$f" | tr ' ' -)"
    done
    # A fixed timeout (an input runs in milliseconds; seeds over it are
    # skipped), inputs up to the length libFuzzer uses, no memory limit:
    # the build uses AddressSanitizer's shadow memory.
    status=0
    AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 \
    AFL_NO_UI=${AFL_NO_UI-1} \
        afl-fuzz -V "$secs" -i "$in" -o "$out" -x "$dict" -t 2000 -G 65536 -m none \
        "$@" -- "build/fuzz/${target}_afl" || status=$?
    rm -rf "$in"
    # Hand what AFL++ added to the queue back to the shared corpus (its
    # starting inputs, "orig:", are there or in the seeds already).
    for f in "$out"/default/queue/id*; do
        case "$f" in *orig:*) continue ;; esac
        [ -f "$f" ] || continue
        cp "$f" "$corpus/afl-$(cksum <"$f" | tr ' ' -)"
    done
    for f in "$out"/default/crashes/id* "$out"/default/hangs/id*; do
        [ -f "$f" ] || continue
        cp "$f" "$findings/afl-$(cksum <"$f" | tr ' ' -)"
    done
    s=$out/default/fuzzer_stats
    [ ! -f "$s" ] || grep -E '^(run_time|execs_done|execs_per_sec|corpus_count|bitmap_cvg|edges_found|total_edges|saved_crashes|saved_hangs) ' "$s"
    exit "$status"
    ;;
*)
    echo "$0: unknown engine '$engine' (libfuzzer or afl)" >&2
    exit 2
    ;;
esac
