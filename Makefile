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
TEST_SRC := $(sort $(wildcard tests/unit/*.c tests/support/*.c)) tests/conformance.c tests/run_tests.c tests/run_jobs.c $(DIFFGEN_SRC) tests/gpu/gd_case.c
TEST_HDR := $(wildcard tests/*.h tests/unit/*.h tests/support/*.h) $(DIFFGEN_HDR) tests/gpu/gd_case.h tests/gpu/cuda_arith_grid.h

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
# internal symbols) and is run from the repository root. Its sources
# compile one object each, so make -j compiles them in parallel (one
# compiler call for all of them kept a sanitizer build's tests on one core
# for minutes).
TEST_OBJ := $(patsubst %.c,$(B)/%.o,$(TEST_SRC))
$(B)/tests/%.o: tests/%.c $(TEST_HDR) $(HDR)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -D_POSIX_C_SOURCE=200809L -Isrc -I. -c $< -o $@

$(B)/run_tests: $(TEST_OBJ) $(B)/libptxvm.a
	$(CC) $(ALL_CFLAGS) $(TEST_OBJ) $(B)/libptxvm.a $(LDLIBS) -o $@

# Only ptxvm_* symbols may be exported by the amalgamation.
symbols: $(B)/ptxvm.o
	@bad=$$(nm -g --defined-only $(B)/ptxvm.o | awk '{print $$3}' | grep -v '^ptxvm_' || true); \
	if [ -n "$$bad" ]; then echo "exported non-ptxvm symbols:"; echo "$$bad"; exit 1; fi; \
	echo "symbols: only ptxvm_* exported"

# the suites run in TEST_JOBS processes (run_tests -j; tests/run_jobs.c)
TEST_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# (the symbol checks are of the release objects: not made again under SAN)
test: $(B)/run_tests $(if $(SAN),,symbols)
	./$(B)/run_tests -j$(TEST_JOBS)

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

# make mpi-demo: one launch split over MPI ranks (examples/mpi_grid.c),
# with Open MPI's mpicc and mpirun, on 2 and 4 ranks of this machine;
# skipped where MPI is absent. MPI_SIZE: the Mandelbrot's width and the
# saxpy's length.
MPICC   ?= mpicc
MPIRUN  ?= mpirun
MPI_SIZE ?= 2048 4194304
.PHONY: mpi-demo
mpi-demo: $(B)/ptxvm.o
	@if ! command -v $(MPICC) >/dev/null 2>&1 || ! command -v $(MPIRUN) >/dev/null 2>&1; then \
	    echo "mpi-demo: skipped: no mpicc/mpirun (Debian: apt-get install openmpi-bin libopenmpi-dev)"; \
	    exit 0; fi; \
	mkdir -p $(B) && \
	$(MPICC) $(WARN) -O2 -D_POSIX_C_SOURCE=200809L -I. examples/mpi_grid.c $(B)/ptxvm.o $(LDLIBS) -o $(B)/mpi_grid && \
	for n in 2 4; do \
	    OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
	    $(MPIRUN) -np $$n --oversubscribe --bind-to none $(B)/mpi_grid all $(MPI_SIZE) || exit 1; \
	done

demo: $(B)/saxpy_demo $(B)/host_rng_demo $(B)/tex_procedural_demo $(B)/tex_blur_demo \
      $(B)/jobsystem_demo $(B)/sandbox_demo $(B)/printf_log_demo build/py/libptxvm.so
	./$(B)/saxpy_demo examples/saxpy.ptx
	./$(B)/host_rng_demo examples/host_rng.ptx
	./$(B)/tex_procedural_demo examples/tex_procedural.ptx
	./$(B)/tex_blur_demo examples/tex_blur.ptx
	./$(B)/jobsystem_demo examples/saxpy.ptx
	./$(B)/sandbox_demo
	./$(B)/printf_log_demo examples/printf_log.ptx
	@if command -v $(PYTHON) >/dev/null; then \
	    echo "PTXVM_LIBRARY=build/py/libptxvm.so $(PYTHON) examples/saxpy.py"; \
	    PTXVM_LIBRARY=build/py/libptxvm.so $(PYTHON) examples/saxpy.py; \
	else echo "examples/saxpy.py: not run, no python3"; fi

# the job system and sandbox demos start threads of their own
$(B)/jobsystem_demo $(B)/sandbox_demo: $(B)/%: examples/%.c examples/read_file.h $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -pthread -o $@

$(B)/printf_log_demo: examples/printf_log_demo.c examples/read_file.h $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -o $@

$(B)/saxpy_demo: examples/saxpy_demo.c examples/read_file.h $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -o $@

$(B)/host_rng_demo: examples/host_rng_demo.c examples/read_file.h $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -o $@

$(B)/tex_%_demo: examples/tex_%_demo.c examples/read_file.h $(B)/ptxvm.o
	$(CC) $(ALL_CFLAGS) -I. $< $(B)/ptxvm.o $(LDLIBS) -o $@

# The Python binding (python/ptxvm.py) and the ptx_run library
# (compat/ptx_run.c) load shared libraries built from the amalgamation's
# position-independent object, the one the installed library is made of. make python-test runs their tests: the
# binding with numpy (where installed) and without, and ptx_run called
# through ctypes. PYTHON: Debian's python3, which sees python3-numpy.
PYTHON ?= $(firstword $(wildcard /usr/bin/python3) python3)
build/py/libptxvm.so: $(B)/pic/ptxvm.o
	@mkdir -p build/py
	$(CC) -shared $< $(LDLIBS) -o $@
build/py/libptxvm_ptxrun.so: compat/ptx_run.c compat/ptx_run.h $(B)/pic/ptxvm.o
	@mkdir -p build/py
	$(CC) $(WARN) -O2 -fPIC -shared compat/ptx_run.c $(B)/pic/ptxvm.o $(LDLIBS) -o $@
.PHONY: python-test
python-test: build/py/libptxvm.so build/py/libptxvm_ptxrun.so
	PTXVM_LIBRARY=build/py/libptxvm.so $(PYTHON) python/test_ptxvm.py
	PTXVM_LIBRARY=build/py/libptxvm.so PTXVM_NO_NUMPY=1 $(PYTHON) python/test_ptxvm.py
	$(PYTHON) compat/test_ptx_run.py build/py/libptxvm_ptxrun.so

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

# The replay drivers use the public API only: they link the library as
# the test suite runs it under ASan + UBSan (make SAN=1, build/san).
FUZZ_LIB = build/san/libptxvm.a
ifneq ($(B),build/san)
.PHONY: fuzz-san-lib
$(FUZZ_LIB): fuzz-san-lib
	@:
fuzz-san-lib:
	$(MAKE) SAN=1 $(FUZZ_LIB)
endif

build/fuzz/fuzz_%_replay: fuzz/fuzz_%.c $(FUZZ_HDR) $(FUZZ_LIB)
	@mkdir -p build/fuzz
	$(CC) $(WARN) -O1 -g $(FUZZ_SAN) -DPTXVM_FUZZ_REPLAY -I. $< $(FUZZ_LIB) $(LDLIBS) -o $@

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
# against its C twin; bench-check runs each once and checks it, untimed.
# The twins' loops start on 32-byte boundaries: unaligned, a 16-byte
# shift of the code moved the histogram twins by 1.9x and convsep's by
# 1.7x on the same machine, so every build timed them differently.
APPS_SRC = $(sort $(wildcard tests/bench/apps/*.c))
APPS_OPT ?= -falign-loops=32
build/bench/bench_apps: tests/bench/bench_apps.c $(APPS_SRC) $(wildcard tests/bench/apps/*.h) \
                        build/bench/bench_parse
	$(CC) $(WARN) $(BENCH_OPT) $(APPS_OPT) -D_POSIX_C_SOURCE=200809L -I. tests/bench/bench_apps.c $(APPS_SRC) \
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
# workers, TEST_JOBS at a time, each stopping at the first report (with
# PTXVM_TEST_THREADS_ONLY=1: a suite skips its parts that run on one worker
# only, which the other builds run); then the fuzz_run replay
# driver, linked with the same library, on 3 workers and grids of up to 4
# CTAs over the stored inputs. TSAN_SUITES=... picks other suites (any
# run_tests filter; `all` for the whole suite, about 9 minutes here).
# The longest first (cuda_cdp, then cuda_atomics, cuda_cub, exec_race),
# so that the others fill the second job beside them.
TSAN_SUITES ?= cuda_cdp cuda_atomics cuda_cub exec_race exec_atom exec_bar exec_par limits \
    exec_reuse exec_warp cuda_warp cuda_syscalls exec_call exec_ctrl legacy_exec \
    tex_sample surface tex_corpus cluster sm90_misc mbarrier tma cluster_async isa_mt
TSAN_RUN = TSAN_OPTIONS="halt_on_error=1 $(TSAN_OPTIONS)" PTXVM_TEST_THREADS_ONLY=1
tsan:
	$(MAKE) SAN=thread tsan-run
tsan-run: $(B)/run_tests $(B)/fuzz_run_replay
	@printf '%s\n' $(TSAN_SUITES) | xargs -P $(TEST_JOBS) -I{} sh -c '\
	    f={}; [ "$$f" = all ] && f=; \
	    if $(TSAN_RUN) ./$(B)/run_tests $$f > $(B)/tsan-{}.log 2>&1; \
	    then echo "{}: $$(tail -1 $(B)/tsan-{}.log)"; \
	    else cat $(B)/tsan-{}.log; echo "{}: FAILED"; exit 1; fi'
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

# ---- packaging: shared and static library, install ----------------------
# make shared / make dist: build/rel/dist/ holds what `make install` puts in
# place: libptxvm.so.MAJOR.MINOR.PATCH (soname libptxvm.so.MAJOR) with its
# links, libptxvm.a, ptxvm.pc and the CMake package files. Both libraries
# are the amalgamation compiled once, -fPIC -fvisibility=hidden, so only
# the ptxvm_* API is exported (`make symbols` checks both). The version
# comes from ptxvm.h's PTXVM_VERSION_* macros.
#   make install   PREFIX=/usr/local DESTDIR= (LIBDIR, INCLUDEDIR, BINDIR,
#                  MANDIR under PREFIX unless given); also the ptxvm command
#                  and doc/ptxvm.1 when they have been built/written
#   make uninstall the same variables; removes exactly what install put
#   make cxx-check ptxvm.c compiles as C++ (g++, clang++ where present) and
#                  as C11, C17 and GNU C99, warning-free; compiled by g++, it
#                  runs tests/install/consumer.c
.PHONY: shared dist install uninstall cxx-check
pv_ver = $(shell sed -n 's/^\#define PTXVM_VERSION_$(1) \([0-9][0-9]*\).*/\1/p' ptxvm.h)
V_MAJOR := $(call pv_ver,MAJOR)
V_MINOR := $(call pv_ver,MINOR)
V_PATCH := $(call pv_ver,PATCH)
VERSION := $(V_MAJOR).$(V_MINOR).$(V_PATCH)
SONAME  := libptxvm.so.$(V_MAJOR)
SOFILE  := libptxvm.so.$(VERSION)
D       := $(B)/dist
PREFIX     ?= /usr/local
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
BINDIR     ?= $(PREFIX)/bin
MANDIR     ?= $(PREFIX)/share/man
CMAKEDIR   ?= $(LIBDIR)/cmake/ptxvm
LIB_LIBS   := -lm -lpthread
# what is installed is never built with the sanitizers of SAN=...
DIST_CFLAGS := $(WARN) $(OPT) $(CFLAGS)

all: dist
shared: $(D)/$(SOFILE)
dist: $(D)/$(SOFILE) $(D)/libptxvm.a

$(B)/pic/ptxvm.o: ptxvm.c ptxvm.h
	@mkdir -p $(B)/pic
	$(CC) $(DIST_CFLAGS) -fPIC -fvisibility=hidden -c ptxvm.c -o $@

$(D)/$(SOFILE): $(B)/pic/ptxvm.o
	@mkdir -p $(D)
	$(CC) $(DIST_CFLAGS) -shared -Wl,-soname,$(SONAME) -Wl,--no-undefined $< $(LIB_LIBS) -o $@
	ln -sf $(SOFILE) $(D)/$(SONAME)
	ln -sf $(SONAME) $(D)/libptxvm.so

$(D)/libptxvm.a: $(B)/pic/ptxvm.o
	@mkdir -p $(D)
	@rm -f $@
	ar rcs $@ $<

# symbols (above) checks the amalgamation's object; the shared library's
# dynamic symbols and the installed archive get the same check
symbols: symbols-dist
.PHONY: symbols-dist
symbols-dist: $(D)/$(SOFILE) $(D)/libptxvm.a
	@bad=$$( { nm -D --defined-only $(D)/$(SOFILE); nm -g --defined-only $(D)/libptxvm.a; } | \
	    awk 'NF >= 3 {print $$3}' | grep -v '^ptxvm_' || true); \
	if [ -n "$$bad" ]; then echo "exported non-ptxvm symbols:"; echo "$$bad"; exit 1; fi; \
	missing=$$(grep -oE '^[a-z][a-z_ ]*\**\bptxvm_[a-z0-9_]+\(' ptxvm.h | grep -oE 'ptxvm_[a-z0-9_]+\($$' | tr -d '(' | sort -u | \
	    while read f; do nm -D --defined-only $(D)/$(SOFILE) | grep -q " T $$f$$" || echo $$f; done); \
	if [ -n "$$missing" ]; then echo "functions of ptxvm.h not exported:"; echo "$$missing"; exit 1; fi; \
	echo "symbols: $(SOFILE) and libptxvm.a export ptxvm.h's functions and nothing else"

install: dist
	install -d $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(CMAKEDIR)
	install -m 644 ptxvm.h $(DESTDIR)$(INCLUDEDIR)/ptxvm.h
	install -m 644 $(D)/libptxvm.a $(DESTDIR)$(LIBDIR)/libptxvm.a
	install -m 755 $(D)/$(SOFILE) $(DESTDIR)$(LIBDIR)/$(SOFILE)
	ln -sf $(SOFILE) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libptxvm.so
	@rel() { realpath -m --relative-to="$$1" "$$2"; }; \
	sub="s|@PREFIX@|$(PREFIX)|g; s|@LIBDIR@|$(LIBDIR)|g; s|@INCLUDEDIR@|$(INCLUDEDIR)|g; \
	     s|@VERSION@|$(VERSION)|g; s|@MAJOR@|$(V_MAJOR)|g; \
	     s|@REL_PREFIX@|$$(rel $(CMAKEDIR) $(PREFIX))|g; \
	     s|@REL_LIBDIR@|$$(rel $(PREFIX) $(LIBDIR))|g; \
	     s|@REL_INCLUDEDIR@|$$(rel $(PREFIX) $(INCLUDEDIR))|g; \
	     s|@SIZEOF_VOID_P@|$$(getconf LONG_BIT | awk '{print $$1 / 8}')|g"; \
	set -e; \
	sed "$$sub" cmake/ptxvm.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/ptxvm.pc; \
	sed "$$sub" cmake/ptxvmConfig.cmake.in > $(DESTDIR)$(CMAKEDIR)/ptxvmConfig.cmake; \
	sed "$$sub" cmake/ptxvmConfigVersion.cmake.in > $(DESTDIR)$(CMAKEDIR)/ptxvmConfigVersion.cmake; \
	echo "installed ptxvm $(VERSION) under $(DESTDIR)$(PREFIX)"
	@if [ -f $(B)/ptxvm ]; then \
	    install -d $(DESTDIR)$(BINDIR) && install -m 755 $(B)/ptxvm $(DESTDIR)$(BINDIR)/ptxvm && \
	    echo "installed $(DESTDIR)$(BINDIR)/ptxvm"; \
	else echo "no $(B)/ptxvm (make ptxvm builds the command): not installed"; fi
	@if [ -f doc/ptxvm.1 ]; then \
	    install -d $(DESTDIR)$(MANDIR)/man1 && install -m 644 doc/ptxvm.1 $(DESTDIR)$(MANDIR)/man1/ptxvm.1 && \
	    echo "installed $(DESTDIR)$(MANDIR)/man1/ptxvm.1"; fi

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/ptxvm.h $(DESTDIR)$(LIBDIR)/libptxvm.a \
	    $(DESTDIR)$(LIBDIR)/$(SOFILE) $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libptxvm.so \
	    $(DESTDIR)$(LIBDIR)/pkgconfig/ptxvm.pc $(DESTDIR)$(CMAKEDIR)/ptxvmConfig.cmake \
	    $(DESTDIR)$(CMAKEDIR)/ptxvmConfigVersion.cmake $(DESTDIR)$(BINDIR)/ptxvm \
	    $(DESTDIR)$(MANDIR)/man1/ptxvm.1
	-rmdir $(DESTDIR)$(CMAKEDIR) 2>/dev/null

CXX_WARN := -Wall -Wextra -Wpedantic -Werror
cxx-check:
	@for cxx in g++ clang++; do \
	    if ! command -v $$cxx >/dev/null 2>&1; then echo "$$cxx: not installed, skipped"; continue; fi; \
	    for std in c++11 c++17 c++20; do \
	        $$cxx -x c++ -std=$$std $(CXX_WARN) -fsyntax-only ptxvm.c || exit 1; \
	        $$cxx -x c++ -std=$$std $(CXX_WARN) -I. -fsyntax-only tests/install/init_macros.c || exit 1; \
	    done; echo "$$cxx: ptxvm.c and the PTXVM_*_INIT initialisers compile as C++11, C++17 and C++20"; \
	done
	@for std in c99 c11 c17 gnu99; do $(CC) -std=$$std $(CXX_WARN) -I. -fsyntax-only tests/install/init_macros.c || exit 1; done
	@for std in c11 c17 gnu99; do $(CC) -std=$$std $(CXX_WARN) -fsyntax-only ptxvm.c || exit 1; done; \
	    echo "$(CC): ptxvm.c compiles as C11, C17 and GNU C99"
	@if command -v g++ >/dev/null 2>&1; then \
	    mkdir -p $(B)/cxx && \
	    g++ -x c++ -O0 $(CXX_WARN) -c ptxvm.c -o $(B)/cxx/ptxvm.o && \
	    g++ -x c++ $(CXX_WARN) -I. tests/install/consumer.c -x none $(B)/cxx/ptxvm.o \
	        -lm -lpthread -o $(B)/cxx/consumer && \
	    printf 'the library compiled as C++ runs: ' && ./$(B)/cxx/consumer; fi
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

# ---- cuda: the CUDA driver API over ptxvm (cuda/, build/cuda/libcuda.so.1)
#   make cuda        build/cuda/libcuda.so.1 (+ libcuda.so), ptxvm linked in
#                    privately; needs the toolkit's cuda.h (CUDA_HOME)
#   make cuda-test   driver-API programs (cuda/tests) linked with -lcuda
#                    against it, each checking its results exactly
# Without cuda.h both say so and succeed: the library never needs it.
CUDA_HOME ?= /usr/local/cuda
CUDA_INC  := $(CUDA_HOME)/include
# SAN=1: the library and tests under AddressSanitizer + UBSan (build/cuda-san);
# SAN=thread: under ThreadSanitizer (build/cuda-tsan)
CU_B      := build/cuda$(if $(filter 1,$(SAN)),-san,)$(if $(filter thread,$(SAN)),-tsan,)
CU_SAN    := $(if $(filter 1 thread,$(SAN)),$(SANFLAGS),)
CU_SRC    := $(filter-out cuda/runtime%,$(sort $(wildcard cuda/*.c)))
CU_HDR    := $(wildcard cuda/*.h)
CU_ZSTD   := $(if $(wildcard /usr/include/zstd.h),-DCU_HAVE_ZSTD,)
CU_ZLIB   := $(if $(wildcard /usr/include/zstd.h),-lzstd,)
CU_CFLAGS := -std=gnu99 -Wall -Wextra -Werror -Wno-deprecated-declarations -O2 -g -fPIC -fvisibility=hidden \
             -I$(CUDA_INC) $(CU_ZSTD) $(CU_SAN)
CU_TESTS  := $(patsubst cuda/tests/%.c,$(CU_B)/tests/%,$(wildcard cuda/tests/*.c))
.PHONY: cuda cuda-test
# the library's object: without sanitizers the one the installed library
# is made of (the same flags), with them the layer's own
ifeq ($(CU_SAN),)
CU_OBJ := $(B)/pic/ptxvm.o
else
CU_OBJ := $(CU_B)/ptxvm.o
$(CU_B)/ptxvm.o: ptxvm.c ptxvm.h
	@mkdir -p $(CU_B)
	$(CC) $(WARN) -O2 -g -fPIC -fvisibility=hidden $(CU_SAN) -c ptxvm.c -o $@
endif
ifneq ($(wildcard $(CUDA_INC)/cuda.h),)
cuda: $(CU_B)/libcuda.so.1
$(CU_B)/libcuda.so.1: $(CU_SRC) $(CU_HDR) cuda/libcuda.map cuda/ptds.ld $(CU_OBJ)
	@mkdir -p $(CU_B)
	$(CC) $(CU_CFLAGS) -shared -Wl,-soname,libcuda.so.1 -Wl,--no-undefined \
	    -Wl,--version-script=cuda/libcuda.map $(CU_SRC) $(CU_OBJ) cuda/ptds.ld \
	    $(CU_ZLIB) -lm -lpthread -o $@
	ln -sf libcuda.so.1 $(CU_B)/libcuda.so
$(CU_B)/tests/%: cuda/tests/%.c cuda/tests/cu_check.h $(CU_B)/libcuda.so.1
	@mkdir -p $(CU_B)/tests
	$(CC) -std=gnu99 -Wall -Wextra -Werror -O1 -g $(CU_SAN) $(CU_ZSTD) -I$(CUDA_INC) $< -L$(CU_B) -lcuda -lm -ldl -pthread -o $@
cuda-test: $(CU_TESTS)
	@nm -D --defined-only $(CU_B)/libcuda.so.1 | awk '{print $$3}' > $(CU_B)/exports.txt
	@cd cuda/tests && fail=0; for t in $(CU_TESTS:$(CU_B)/tests/%=%); do \
	    if LD_LIBRARY_PATH=../../$(CU_B) PTXVM_CUDA_QUIET=1 \
	        CU_EXPORTS=../../$(CU_B)/exports.txt ../../$(CU_B)/tests/$$t; \
	    then echo "PASS $$t"; else echo "FAIL $$t"; fail=1; fi; done; \
	for t in launch modules texref; do \
	    if LD_LIBRARY_PATH=../../$(CU_B) PTXVM_CUDA_QUIET=1 PTXVM_CUDA_CHECKED=1 \
	        ../../$(CU_B)/tests/$$t; \
	    then echo "PASS $$t (PTXVM_CUDA_CHECKED=1)"; \
	    else echo "FAIL $$t (PTXVM_CUDA_CHECKED=1)"; fail=1; fi; done; \
	if LD_LIBRARY_PATH=../../$(CU_B) PTXVM_CUDA_QUIET=1 PTXVM_CUDA_ARCH=sm_90 PTXVM_CUDA_THREADS=1 \
	    ../../$(CU_B)/tests/launch; \
	then echo "PASS launch (PTXVM_CUDA_ARCH=sm_90, one worker)"; \
	else echo "FAIL launch (PTXVM_CUDA_ARCH=sm_90, one worker)"; fail=1; fi; exit $$fail
else
cuda cuda-test:
	@echo "cuda: skipped, no $(CUDA_INC)/cuda.h (set CUDA_HOME to the CUDA toolkit)"
endif

# make cudart: $(CU_B)/libcudart.so.13, the CUDA runtime API over the
# public API (cuda/runtime*.c), for programs nvcc linked with -cudart
# shared and PTX embedded; needs the toolkit's headers and zstd.
# make cuda-rt-test (part of make cuda-test): nvcc-built programs
# (cuda/tests/rt_*.cu, built once and kept in $(CU_B)/rt) run on it;
# skipped without nvcc.
RT_SRC := $(sort $(wildcard cuda/runtime_*.c))
.PHONY: cudart cuda-rt-test
ifneq ($(and $(wildcard $(CUDA_INC)/cuda_runtime_api.h),$(wildcard /usr/include/zstd.h)),)
cudart: $(CU_B)/libcudart.so.13
$(CU_B)/libcudart.so.13: $(RT_SRC) cuda/fatbin.c cuda/fatbin.h cuda/device_model.c cuda/device_model.h cuda/runtime.h cuda/runtime.map $(CU_OBJ)
	@mkdir -p $(CU_B)
	$(CC) -std=c11 -D_GNU_SOURCE -DCU_HAVE_ZSTD -Wall -Wextra -Wpedantic -Werror -O2 -g -fPIC -shared \
	    $(CU_SAN) -isystem $(CUDA_INC) -Wl,--version-script=cuda/runtime.map \
	    -Wl,-soname,libcudart.so.13 $(RT_SRC) cuda/fatbin.c cuda/device_model.c $(CU_OBJ) -lzstd -pthread -lm -o $@
cuda-rt-test: $(CU_B)/libcudart.so.13
	CUDA_HOME=$(CUDA_HOME) RT_LIB=$(CU_B) cuda/tests/rt_run.sh
else
cudart cuda-rt-test:
	@echo "cudart: skipped, needs $(CUDA_INC)/cuda_runtime_api.h and zstd.h"
endif
cuda-test: cuda-rt-test
