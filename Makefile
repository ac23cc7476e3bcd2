# ptxvm — build, test, demo, bench.
#   make deps       install what the build needs (libxxhash-dev), if missing
#   make            the library (build/rel/libptxvm.a) from src/
#   make test       build and run the test suite
#   make SAN=1 test the same under AddressSanitizer + UndefinedBehaviorSanitizer
#   make tsan       the suites that launch on several workers, and the fuzz_run
#                   replay on 3 workers, under ThreadSanitizer
#   make demo       build and run the examples (examples/)
#   make bench      benchmarks (ratios against native C)
#   make bench-check  the real applications of the benchmark, checked, untimed
#   make amalgamation   regenerate ptxvm.c from src/

CC      ?= cc
OPT     ?= -O2 -g
WARN    := -std=c99 -Wall -Wextra -Wpedantic -Werror
CFLAGS  ?=
LDLIBS  := -lm

TSAN := -fsanitize=thread -fno-omit-frame-pointer
ifeq ($(SAN),1)
  SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
  B ?= build/san
else ifeq ($(SAN),thread)
  SANFLAGS := $(TSAN)
  B ?= build/tsan
else
  SANFLAGS :=
  B ?= build/rel
endif

ALL_CFLAGS := $(WARN) $(OPT) $(SANFLAGS) $(CFLAGS)
SRC  := $(sort $(wildcard src/*.c))
HDR  := $(wildcard src/*.h) ptxvm.h
OBJ  := $(patsubst src/%.c,$(B)/src/%.o,$(SRC))
# the random-program differential tests (tests/diffgen): the twins of the
# committed programs are compiled into the test runner
DIFFGEN_SRC := tests/diffgen/dg_run.c tests/diffgen/dg_exec.c tests/diffgen/twins.c
DIFFGEN_HDR := $(wildcard tests/diffgen/*.h tests/diffgen/progs/*.cu tests/diffgen/regress/*.cu)
TEST_SRC := $(sort $(wildcard tests/unit/*.c tests/support/*.c)) tests/conformance.c tests/run_tests.c $(DIFFGEN_SRC)
TEST_HDR := $(wildcard tests/*.h tests/unit/*.h tests/support/*.h) $(DIFFGEN_HDR)

.PHONY: all lib test demo bench bench-check amalgamation check-amalgamation clean symbols deps fuzz fuzz-replay \
        fuzz-afl fuzz-corpus fuzz-dict check-fuzz-dict tsan tsan-run fuzz-mt

all: lib
lib: $(B)/libptxvm.a

# Install libxxhash-dev when xxhash.h is missing (Debian/Ubuntu).
deps:
	@.ci/install-deps

$(B)/src/%.o: src/%.c $(HDR)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(B)/libptxvm.a: $(OBJ)
	@rm -f $@
	ar rcs $@ $^

# The amalgamation, compiled as users compile it.
$(B)/ptxvm.o: ptxvm.c ptxvm.h
	@mkdir -p $(B)
	$(CC) $(ALL_CFLAGS) -c ptxvm.c -o $@

ptxvm.c: $(SRC) $(HDR) amalgamate.sh
	./amalgamate.sh

amalgamation:
	./amalgamate.sh

check-amalgamation:
	./amalgamate.sh --check

# The test runner links the library built from src/ (so tests see
# internal symbols) and is run from the repository root.
$(B)/run_tests: $(TEST_SRC) $(TEST_HDR) $(B)/libptxvm.a
	$(CC) $(ALL_CFLAGS) -D_POSIX_C_SOURCE=200809L -Isrc -I. $(TEST_SRC) $(B)/libptxvm.a $(LDLIBS) -o $@

# Only ptxvm_* symbols may be exported by the amalgamation.
symbols: $(B)/ptxvm.o
	@bad=$$(nm -g --defined-only $(B)/ptxvm.o | awk '{print $$3}' | grep -v '^ptxvm_' || true); \
	if [ -n "$$bad" ]; then echo "exported non-ptxvm symbols:"; echo "$$bad"; exit 1; fi; \
	echo "symbols: only ptxvm_* exported"

test: $(B)/run_tests symbols
	./$(B)/run_tests

# make oom: the out-of-memory runs (tests/unit/test_oom.c, the load runs
# of run_tests.c) under AddressSanitizer + UndefinedBehaviorSanitizer.
.PHONY: oom oom-san
oom:
	$(MAKE) SAN=1 oom-san
oom-san: $(B)/run_tests
	./$(B)/run_tests -v oom

# make fp-exhaustive: the unary f32 host paths of src/fp_fast.c against
# soft float over all 2^32 operands (tests/exhaustive/fp_exhaustive.c;
# minutes per form, so not part of `make test`). FORMS="rsqrt.approx.f32
# ..." picks forms, FORMS="-r 3f000000:3fffffff rsqrt.approx.f32" a range.
.PHONY: fp-exhaustive
fp-exhaustive: $(B)/fp_exhaustive
	./$(B)/fp_exhaustive $(FORMS)
$(B)/fp_exhaustive: tests/exhaustive/fp_exhaustive.c $(B)/libptxvm.a
	$(CC) $(ALL_CFLAGS) -Isrc $< $(B)/libptxvm.a $(LDLIBS) -o $@

demo: $(B)/saxpy_demo $(B)/host_rng_demo $(B)/tex_procedural_demo $(B)/tex_blur_demo
	./$(B)/saxpy_demo examples/saxpy.ptx
	./$(B)/host_rng_demo examples/host_rng.ptx
	./$(B)/tex_procedural_demo examples/tex_procedural.ptx
	./$(B)/tex_blur_demo examples/tex_blur.ptx

$(B)/saxpy_demo: examples/saxpy_demo.c $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -o $@

$(B)/host_rng_demo: examples/host_rng_demo.c $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -o $@

$(B)/tex_%_demo: examples/tex_%_demo.c $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -o $@

BENCH_OPT ?= -O2
bench: build/bench/bench_parse build/bench/bench_scale build/bench/bench_exec build/bench/bench_tex \
       build/bench/bench_tc build/bench/bench_fp build/bench/bench_apps build/bench/bench_launch
	./build/bench/bench_parse
	./build/bench/bench_scale
	./build/bench/bench_exec
	./build/bench/bench_launch
	./build/bench/bench_tex
	./build/bench/bench_tc
	./build/bench/bench_fp
	./build/bench/bench_apps

# Benchmarks build the amalgamation as users do.
build/bench/bench_parse: tests/bench/bench_parse.c ptxvm.c ptxvm.h
	@mkdir -p build/bench
	$(CC) $(WARN) $(BENCH_OPT) -c ptxvm.c -o build/bench/ptxvm.o
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. $< build/bench/ptxvm.o $(LDLIBS) -o $@

# Fuzzing (fuzz/README.md): three targets, one source each (fuzz_parse:
# load; fuzz_compile: load and compile every kernel; fuzz_run: load and
# run every kernel under limits), each built three ways, the amalgamation
# compiled once per way:
#   make fuzz-replay  plain drivers under ASan/UBSan over the stored inputs
#   make fuzz         each target FUZZ_TIME seconds (default 300) with
#                     FUZZ_ENGINE=libfuzzer (clang) or afl (AFL++);
#                     corpora in build/fuzz/corpus_{parse,compile,run}
#   make fuzz-afl     just build the AFL++ binaries (build/fuzz/*_afl)
#   make fuzz-corpus  collect the seeds from tests/ into build/fuzz/seeds
#   make fuzz-dict    regenerate fuzz/ptx.dict from the keyword tables
#   make fuzz-mt      fuzz_run on 3 workers FUZZ_TIME seconds, then its corpus
#                     under ThreadSanitizer (below)
FUZZ_TARGETS = fuzz_parse fuzz_compile fuzz_run
FUZZ_HDR = $(wildcard fuzz/*.h)
FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_REPLAY_INPUTS = $(wildcard tests/corpus/hand/*.ptx tests/regress/*.ptx \
    tests/oom/*.ptx tests/exec/ptx/*.ptx examples/*.ptx tests/errors/*.ptx \
    tests/check/*.ptx tests/hostile/*.ptx fuzz/corpus/*)
FUZZ_TIME ?= 300
FUZZ_ENGINE ?= libfuzzer
AFL_CC ?= afl-clang-fast

fuzz-replay: $(FUZZ_TARGETS:%=build/fuzz/%_replay)
	@for t in $(FUZZ_TARGETS); do \
	    printf '%s: ' $$t; ./build/fuzz/$${t}_replay $(FUZZ_REPLAY_INPUTS) || exit 1; \
	done

fuzz: fuzz-corpus fuzz/ptx.dict $(FUZZ_TARGETS:%=build/fuzz/%$(if $(filter afl,$(FUZZ_ENGINE)),_afl))
	for t in $(FUZZ_TARGETS); do fuzz/run.sh $(FUZZ_ENGINE) $$t $(FUZZ_TIME) || exit 1; done

fuzz-afl: $(FUZZ_TARGETS:%=build/fuzz/%_afl)

fuzz-corpus:
	fuzz/make_corpus.sh build/fuzz/seeds

fuzz-dict:
	fuzz/gen_dict.sh

check-fuzz-dict:
	fuzz/gen_dict.sh --check

fuzz/ptx.dict: src/kw_core.h src/kw_isa.h src/isa_table.h src/lexer.c fuzz/gen_dict.sh
	fuzz/gen_dict.sh

build/fuzz/ptxvm_replay.o: ptxvm.c ptxvm.h
	@mkdir -p build/fuzz
	$(CC) $(WARN) -O1 -g $(FUZZ_SAN) -c ptxvm.c -o $@

build/fuzz/fuzz_%_replay: fuzz/fuzz_%.c $(FUZZ_HDR) build/fuzz/ptxvm_replay.o
	$(CC) $(WARN) -O1 -g $(FUZZ_SAN) -DPTXVM_FUZZ_REPLAY -I. $< build/fuzz/ptxvm_replay.o $(LDLIBS) -o $@

build/fuzz/ptxvm_libfuzzer.o: ptxvm.c ptxvm.h
	@mkdir -p build/fuzz
	clang $(WARN) -O1 -g -fsanitize=fuzzer-no-link $(FUZZ_SAN) -c ptxvm.c -o $@

build/fuzz/fuzz_%: fuzz/fuzz_%.c $(FUZZ_HDR) build/fuzz/ptxvm_libfuzzer.o
	clang $(WARN) -O1 -g -fsanitize=fuzzer $(FUZZ_SAN) -I. $< build/fuzz/ptxvm_libfuzzer.o $(LDLIBS) -o $@

# AFL++ with the sanitizers from its AFL_USE_* switches. afl-clang-fast
# instruments the library once, in its object; AFL_CC=afl-clang-lto
# (collision-free edge ids) instruments at every link instead: for the
# whole library under ASan, one link had not finished after 13 CPU-minutes.
build/fuzz/ptxvm_$(AFL_CC).o: ptxvm.c ptxvm.h
	@mkdir -p build/fuzz
	AFL_USE_ASAN=1 AFL_USE_UBSAN=1 $(AFL_CC) -std=c99 -O1 -g -c ptxvm.c -o $@

build/fuzz/fuzz_%_afl: fuzz/fuzz_%.c $(FUZZ_HDR) build/fuzz/ptxvm_$(AFL_CC).o
	AFL_USE_ASAN=1 AFL_USE_UBSAN=1 $(AFL_CC) -std=c99 -O1 -g -DPTXVM_FUZZ_AFL -I. $< \
	    build/fuzz/ptxvm_$(AFL_CC).o $(LDLIBS) -o $@

build/bench/bench_exec: tests/bench/bench_exec.c build/bench/bench_parse
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. $< build/bench/ptxvm.o $(LDLIBS) -o $@

# real applications (tests/bench/bench_apps.c, tests/bench/apps/*): each
# against its C twin; bench-check runs each once and checks it, untimed
APPS_SRC = $(sort $(wildcard tests/bench/apps/*.c))
build/bench/bench_apps: tests/bench/bench_apps.c $(APPS_SRC) $(wildcard tests/bench/apps/*.h) \
                        build/bench/bench_parse
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. tests/bench/bench_apps.c $(APPS_SRC) \
	    build/bench/ptxvm.o -pthread $(LDLIBS) -o $@

bench-check: build/bench/bench_apps
	./build/bench/bench_apps --check

# launch and load costs (tests/bench/bench_launch.c)
build/bench/bench_launch: tests/bench/bench_launch.c build/bench/bench_parse
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. $< build/bench/ptxvm.o $(LDLIBS) -o $@

# front-end scaling (tests/bench/bench_scale.c): one unit with the amalgamation
build/bench/bench_scale: tests/bench/bench_scale.c ptxvm.c ptxvm.h
	@mkdir -p build/bench
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. $< $(LDLIBS) -o $@

# textures and surfaces (tests/bench/bench_tex.c)
build/bench/bench_tex: tests/bench/bench_tex.c build/bench/bench_parse
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. $< build/bench/ptxvm.o $(LDLIBS) -o $@

# floating point: the N-body kernels (tests/bench/bench_fp.c)
build/bench/bench_fp: tests/bench/bench_fp.c build/bench/bench_parse
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. $< build/bench/ptxvm.o $(LDLIBS) -o $@

# tensor-core GEMMs (tests/bench/bench_tc.c, kernels of tests/tcapps)
build/bench/bench_tc: tests/bench/bench_tc.c build/bench/bench_parse
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. $< build/bench/ptxvm.o $(LDLIBS) -o $@

# make tsan: the library and the test runner built with ThreadSanitizer
# (SAN=thread, build/tsan), then the suites that launch kernels on several
# workers, each stopping at the first report; then the fuzz_run replay
# driver, linked with the same library, on 3 workers and grids of up to 4
# CTAs over the stored inputs. TSAN_SUITES=... picks other suites (any
# run_tests filter; `all` for the whole suite, about 9 minutes here).
TSAN_SUITES ?= exec_race exec_par exec_reuse cuda_atomics exec_atom limits exec_bar \
    exec_warp cuda_cub cuda_warp cuda_syscalls exec_call exec_ctrl cuda_cdp legacy_exec \
    tex_sample surface tex_corpus cluster sm90_misc mbarrier tma cluster_async
TSAN_RUN = TSAN_OPTIONS="halt_on_error=1 $(TSAN_OPTIONS)"
tsan:
	$(MAKE) SAN=thread tsan-run
tsan-run: $(B)/run_tests $(B)/fuzz_run_replay
	@for s in $(TSAN_SUITES); do \
	    f=$$s; [ "$$s" = all ] && f=; \
	    printf '%s: ' $$s; \
	    $(TSAN_RUN) ./$(B)/run_tests $$f > $(B)/tsan-$$s.log 2>&1 || { cat $(B)/tsan-$$s.log; exit 1; }; \
	    tail -1 $(B)/tsan-$$s.log; \
	done
	@printf 'fuzz_run on 3 workers: '; $(TSAN_RUN) ./$(B)/fuzz_run_replay $(FUZZ_REPLAY_INPUTS)

$(B)/fuzz_run_replay: fuzz/fuzz_run.c $(FUZZ_HDR) $(B)/libptxvm.a
	$(CC) $(ALL_CFLAGS) -DPTXVM_FUZZ_REPLAY -DFZ_RUN_WORKERS=3 -DFZ_RUN_GRID=4 -I. $< \
	    $(B)/libptxvm.a $(LDLIBS) -o $@

# make fuzz-mt: libFuzzer on fuzz_run with 3 workers and grids of up to 4
# CTAs (ASan + UBSan, as make fuzz builds), FUZZ_TIME seconds, corpus
# build/fuzz/corpus_run_mt; then every input of that corpus through the
# ThreadSanitizer replay driver of make tsan. libFuzzer's own coverage
# counters are plain bytes that every worker bumps: under ThreadSanitizer
# they are reported as races in every function, so the engine runs
# without it and the replay checks what it found.
build/fuzz/fuzz_run_mt: fuzz/fuzz_run.c $(FUZZ_HDR) build/fuzz/ptxvm_libfuzzer.o
	clang $(WARN) -O1 -g -fsanitize=fuzzer $(FUZZ_SAN) -DFZ_RUN_WORKERS=3 -DFZ_RUN_GRID=4 -I. $< \
	    build/fuzz/ptxvm_libfuzzer.o $(LDLIBS) -o $@

fuzz-mt: fuzz-corpus fuzz/ptx.dict build/fuzz/fuzz_run_mt
	fuzz/run.sh libfuzzer fuzz_run_mt $(FUZZ_TIME)
	$(MAKE) SAN=thread build/tsan/fuzz_run_replay
	@printf 'the corpus under ThreadSanitizer, 3 workers: '; \
	    $(TSAN_RUN) ./build/tsan/fuzz_run_replay build/fuzz/corpus_run_mt/*

clean:
	rm -rf build

# make fuzz-diff: random CUDA programs (tests/diffgen/gen.py) compiled by
# nvcc -O3, nvcc -G and clang -O2, each run on ptxvm under every
# configuration variant against its C twin, for FUZZ_DIFF_TIME seconds
# (default 600); findings in build/fuzz-diff/findings (tests/diffgen/README.md).
# Skipped, with a message, where nvcc is absent.
FUZZ_DIFF_TIME ?= 600
.PHONY: fuzz-diff
fuzz-diff: $(B)/libptxvm.a
	python3 tests/diffgen/fuzz_diff.py --time $(FUZZ_DIFF_TIME) --lib $(B)/libptxvm.a \
	    --cc "$(CC)" --cflags "$(SANFLAGS)" --out build/fuzz-diff

# make ptxvm: the command-line program (cli/, over the public API only),
# built from the amalgamation as users build it: $(B)/ptxvm; man page
# doc/ptxvm.1. make cli-test: its tests (tests/cli/cli_test.c run every
# subcommand and option on committed PTX and check outputs exactly).
.PHONY: ptxvm cli-test
CLI_SRC := $(sort $(wildcard cli/*.c))
CLI_HDR := $(wildcard cli/*.h)
all: ptxvm
ptxvm: $(B)/ptxvm
$(B)/ptxvm: $(CLI_SRC) $(CLI_HDR) $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -D_POSIX_C_SOURCE=200809L -I. $(CLI_SRC) $(B)/ptxvm.o -pthread $(LDLIBS) -o $@
$(B)/cli_test: tests/cli/cli_test.c
	@mkdir -p $(B)
	$(CC) $(ALL_CFLAGS) -D_POSIX_C_SOURCE=200809L $< $(LDLIBS) -o $@
cli-test: $(B)/ptxvm $(B)/cli_test
	./$(B)/cli_test ./$(B)/ptxvm
