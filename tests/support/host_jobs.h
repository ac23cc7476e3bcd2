/* A host job system for ptxvm_host.parallel_for: one host thread per
   job, the last job's thread started first, so CTAs run in parallel
   through the host's threads even in builds of the library without
   threads of its own, and in an order unlike the library's workers. */
#ifndef PTXVM_TEST_HOST_JOBS_H
#define PTXVM_TEST_HOST_JOBS_H
#include <stdint.h>

/* Runs job(arg, i) for every i below count and returns when all are
   done. More than 16 jobs, a job whose thread cannot start, or a build
   without POSIX threads: those jobs run on the caller, last first. */
void test_host_jobs(void *user, uint32_t count,
                    void (*job)(void *, uint32_t), void *arg);
#endif
