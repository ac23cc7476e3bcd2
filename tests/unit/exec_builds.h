/* The builds of the CUDA sources in tests/exec/cu/: tests/exec/generate.sh
   compiles each cu/NAME.cu several ways into tests/exec/ptx/NAME.*.ptx
   (nvcc -O3, -G and -lineinfo at several architectures, -ftz=true, clang
   at -O2 and -O0) and lists every command in tests/exec/ptx/BUILDS. */
#ifndef PTXVM_TEST_EXEC_BUILDS_H
#define PTXVM_TEST_EXEC_BUILDS_H

#define EB_CU_DIR "tests/exec/cu"
#define EB_PTX_DIR "tests/exec/ptx"

/* The paths of source's builds (tests/exec/ptx/SOURCE.*.ptx), sorted by
   name; *n = 0 when there are none. Free with test_free_list. */
char **eb_builds(const char *source, int *n);

/* The file name part of a path. */
const char *eb_base(const char *path);

/* Whether cu/SOURCE.cu's "// builds:" line names word (generate.sh
   reads the same line): "ftz", "ftz-separate", "no-clang", "sm_80+". */
int eb_source_tag(const char *source, const char *word);

/* The sources: the names of the .cu files in tests/exec/cu/ without
   ".cu", sorted.
   Free with test_free_list. */
char **eb_sources(int *n);
#endif
