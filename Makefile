# ptxvm — build, test, demo, bench.
#   make deps       install what the build needs (libxxhash-dev), if missing
#   make            the library (build/rel/libptxvm.a) from src/
#   make test       build and run the test suite
#   make SAN=1 test the same under AddressSanitizer + UndefinedBehaviorSanitizer
#   make demo       build and run the embedding example
#   make bench      benchmarks (ratios against native C)
#   make amalgamation   regenerate ptxvm.c from src/

CC      ?= cc
OPT     ?= -O2 -g
WARN    := -std=c99 -Wall -Wextra -Wpedantic -Werror
CFLAGS  ?=
LDLIBS  := -lm

ifeq ($(SAN),1)
  SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
  B ?= build/san
else
  SANFLAGS :=
  B ?= build/rel
endif

ALL_CFLAGS := $(WARN) $(OPT) $(SANFLAGS) $(CFLAGS)
SRC  := $(sort $(wildcard src/*.c))
HDR  := $(wildcard src/*.h) ptxvm.h
OBJ  := $(patsubst src/%.c,$(B)/src/%.o,$(SRC))
TEST_SRC := $(sort $(wildcard tests/unit/*.c tests/support/*.c)) tests/conformance.c tests/run_tests.c
TEST_HDR := $(wildcard tests/*.h tests/unit/*.h tests/support/*.h)

.PHONY: all lib test demo bench amalgamation check-amalgamation clean symbols deps fuzz fuzz-replay

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

demo: $(B)/saxpy_demo $(B)/host_rng_demo
	./$(B)/saxpy_demo examples/saxpy.ptx
	./$(B)/host_rng_demo examples/host_rng.ptx

$(B)/saxpy_demo: examples/saxpy_demo.c $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -o $@

$(B)/host_rng_demo: examples/host_rng_demo.c $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -o $@

BENCH_OPT ?= -O2
bench: build/bench/bench_parse build/bench/bench_exec
	./build/bench/bench_parse
	./build/bench/bench_exec

# Benchmarks build the amalgamation as users do.
build/bench/bench_parse: tests/bench/bench_parse.c ptxvm.c ptxvm.h
	@mkdir -p build/bench
	$(CC) $(WARN) $(BENCH_OPT) -c ptxvm.c -o build/bench/ptxvm.o
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. $< build/bench/ptxvm.o $(LDLIBS) -o $@

# The libFuzzer targets built as plain drivers that run the seed inputs:
# fuzz_parse (load and compile) and fuzz_run (load and run every kernel
# with limits) over the hand-written PTX, the regression files and the
# CUDA conformance PTX.
FUZZ_SEEDS = tests/corpus/hand/*.ptx tests/regress/*.ptx tests/oom/*.ptx
FUZZ_RUN_SEEDS = $(FUZZ_SEEDS) tests/exec/ptx/*.ptx examples/*.ptx
FUZZ_TARGETS = fuzz_parse fuzz_run
fuzz-replay: $(FUZZ_TARGETS:%=build/fuzz/%_replay)
	./build/fuzz/fuzz_parse_replay $(FUZZ_SEEDS)
	./build/fuzz/fuzz_run_replay $(FUZZ_RUN_SEEDS)

build/fuzz/%_replay: fuzz/%.c fuzz/replay.h ptxvm.c ptxvm.h
	@mkdir -p build/fuzz
	$(CC) $(WARN) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all \
	    -DPTXVM_FUZZ_REPLAY -I. $< ptxvm.c $(LDLIBS) -o $@

# libFuzzer itself (clang), each target in turn: make fuzz FUZZ_TIME=600
FUZZ_TIME ?= 60
fuzz: $(FUZZ_TARGETS:%=build/fuzz/%)
	@mkdir -p build/fuzz/corpus_parse build/fuzz/corpus_run
	./build/fuzz/fuzz_parse -max_total_time=$(FUZZ_TIME) -max_len=65536 \
	    build/fuzz/corpus_parse tests/corpus/hand tests/regress
	./build/fuzz/fuzz_run -max_total_time=$(FUZZ_TIME) -max_len=65536 -timeout=20 \
	    build/fuzz/corpus_run tests/corpus/hand tests/regress tests/exec/ptx

build/fuzz/%: fuzz/%.c ptxvm.c ptxvm.h
	@mkdir -p build/fuzz
	clang -g -O1 -fsanitize=fuzzer,address,undefined -I. $< ptxvm.c $(LDLIBS) -o $@

build/bench/bench_exec: tests/bench/bench_exec.c build/bench/bench_parse
	$(CC) $(WARN) $(BENCH_OPT) -D_POSIX_C_SOURCE=200809L -I. $< build/bench/ptxvm.o $(LDLIBS) -o $@

clean:
	rm -rf build
