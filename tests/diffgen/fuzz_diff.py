#!/usr/bin/env python3
"""fuzz-diff: fresh random programs, compiled by nvcc and clang, run on
ptxvm against their C twins (tests/diffgen/README.md).

    fuzz_diff.py [--time SECONDS] [--out DIR] [--lib LIB] [--seed N] [--count N]

Loops until the time is spent (or --count programs ran): gen.py --big
writes a program from a fresh seed; nvcc -O3 and nvcc -G (and clang -O2
when clang is there) compile it to PTX, each at an -arch drawn from
sm_75/sm_80/sm_90; the C compiler builds fuzz_driver.c with the program
as C against LIB; the driver runs every build under every configuration
variant. A difference, fault, load or compile failure, leak or crash is
a finding: the program, its builds, the commands and the driver's report
are kept in DIR/findings/NAME/. A program that a compiler refuses is the
generator's fault and is kept in DIR/generator/NAME/; a failure that a
known compiler bug explains (KNOWN below) is kept in DIR/known/NAME/. Prints programs,
builds, launches and findings at the end, and the CPU time used.
Skipped, with a message, when there is no nvcc.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
ARCHES = ['sm_75', 'sm_80', 'sm_90']
CLANG_ARCHES = ['sm_75', 'sm_80']


def find_tool(env, candidates):
    """The tool the environment variable names, else the first candidate
    that exists; None when there is none."""
    if os.environ.get(env):
        candidates = [os.environ[env]]
    for c in candidates:
        if os.path.isabs(c) and os.access(c, os.X_OK) or not os.path.isabs(c) and shutil.which(c):
            return c
    return None


def nvcc_cmd(nvcc, mode, arch, src, out):
    opt = ['-O3'] if mode == 'O3' else ['-G']
    return [nvcc, '-ptx'] + opt + ['-arch=' + arch, '-fmad=false', '-I' + HERE, src, '-o', out]


def clang_cmd(clang, arch, src, out):
    return [clang, '-S', '--cuda-device-only', '-nocudainc', '-nocudalib', '--cuda-gpu-arch=' + arch,
            '-O2', '-ffp-contract=off', '-Wno-unknown-cuda-version', '-Xclang', '-target-feature',
            '-Xclang', '+ptx70', '-I' + HERE, src, '-o', out]


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
        return p.returncode, p.stdout.decode('utf-8', 'replace')
    except subprocess.TimeoutExpired as e:
        return 'timeout', (e.stdout or b'').decode('utf-8', 'replace')


# Compiler bugs seen before (tests/diffgen/README.md): a finding that only
# the builds of one compiler show, and whose PTX holds the pattern, is
# filed under known/ rather than findings/.
def bfe_past_msb(text):
    """clang 14 extracts sign-extended fields with bfe.u64 reaching past
    bit 63, where bfe.u64 fills with zeros."""
    return any(int(p) + int(n) > 64 for p, n in
               re.findall(r'bfe\.u64\s+%rd\d+, %rd\d+, (\d+), (\d+);', text))


KNOWN = [
    ('clang', re.compile(r'mul\.wide\.s32\s+%rd\d+, %r\d+, -2147483648;').search,
     'clang 14 writes shl (sext x), 31 as mul.wide.s32 x, -2^31'),
    ('clang', bfe_past_msb, 'clang 14 uses bfe.u64 past bit 63 to sign-extend a field'),
]


def known_compiler_bug(out, ptxs):
    """The description of a known compiler bug that explains the failures
    in the driver's output, or None."""
    failed = {l.split()[1] for l in out.splitlines() if l.startswith('FAIL')}
    for tag, pat, what in KNOWN:
        mine = [p for p in ptxs if '.%s.' % tag in os.path.basename(p)]
        if failed and all(f in mine for f in failed) and \
                any(pat(open(f, encoding='utf-8', errors='replace').read()) for f in failed):
            return what
    return None


def keep(dest, files, report):
    os.makedirs(dest, exist_ok=True)
    for f in files:
        if os.path.exists(f):
            shutil.copy(f, dest)
    with open(os.path.join(dest, 'report.txt'), 'w') as fh:
        fh.write(report)


def signature(report):
    """A finding's kind: the first failure with names, numbers and words
    taken out, so that findings of one bug group together."""
    for line in report.splitlines():
        if line.startswith('FAIL'):
            sig = re.sub(r'^FAIL \S+ \[[^]]*\]: ', '', line)
            sig = re.sub(r'\S+\.ptx:\d+:\d+', 'FILE:L:C', sig)
            if 'words differ' in sig:
                return 'output words differ from the twin'
            return sig[:160]
    m = re.search(r'driver exit status .*', report)
    return m.group(0) if m else 'unknown'


def summary(out):
    """Totals of every fuzz-diff run in out/log.txt and the findings by kind."""
    tot = [0] * 7
    for line in open(os.path.join(out, 'log.txt')):
        m = re.match(r'total: (\d+) programs (\d+) builds (\d+) launches (\d+) findings '
                     r'(?:(\d+) known )?(\d+) generator (\d+) cpu-s', line)
        if m:
            for i, g in enumerate(m.groups()):
                tot[i] += int(g or 0)
    print('runs: %d programs, %d builds, %d launches, %d findings, %d known compiler bugs, '
          '%d generator failures, %d CPU seconds' % tuple(tot))
    for kind in ('findings', 'known', 'generator'):
        d = os.path.join(out, kind)
        if not os.path.isdir(d):
            continue
        groups = {}
        for name in sorted(os.listdir(d)):
            rep = open(os.path.join(d, name, 'report.txt'), errors='replace').read()
            groups.setdefault(signature(rep), []).append(name)
        for sig, names in sorted(groups.items(), key=lambda x: -len(x[1])):
            print('%s: %d: %s (%s%s)' % (kind, len(names), sig, ' '.join(names[:3]),
                                         ' ...' if len(names) > 3 else ''))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--time', type=float, default=600)
    ap.add_argument('--out', default=os.path.join(ROOT, 'build', 'fuzz-diff'))
    ap.add_argument('--lib', default=os.path.join(ROOT, 'build', 'rel', 'libptxvm.a'))
    ap.add_argument('--cc', default=os.environ.get('CC', 'cc'))
    ap.add_argument('--cflags', default='', help='extra C flags for the driver (sanitizers)')
    ap.add_argument('--seed', type=int, default=None, help='first seed (default: random)')
    ap.add_argument('--count', type=int, default=0, help='stop after this many programs')
    ap.add_argument('--summary', action='store_true', help='summarise the runs kept in --out, run nothing')
    a = ap.parse_args()
    if a.summary:
        summary(a.out)
        return 0
    nvcc = find_tool('NVCC', ['/usr/local/cuda/bin/nvcc', 'nvcc'])
    if not nvcc:
        print('fuzz-diff: skipped: no nvcc (%s; install the CUDA toolkit or set NVCC=path)' %
              ('NVCC=%s is not a program' % os.environ['NVCC'] if os.environ.get('NVCC')
               else 'not in /usr/local/cuda/bin nor on PATH'))
        return 0
    clang = find_tool('CLANG', ['clang'])
    if clang and run([clang, '--version'], 30)[0] != 0:
        clang = None
    if not os.path.exists(a.lib):
        print('fuzz-diff: %s missing: run make first' % a.lib)
        return 2
    work = os.path.join(a.out, 'work')
    os.makedirs(work, exist_ok=True)
    seed = a.seed if a.seed is not None else random.SystemRandom().randrange(1, 1 << 31)
    deadline = time.time() + a.time
    t0 = os.times()
    n_prog = n_builds = n_launch = n_find = n_gen = n_known = 0
    log = open(os.path.join(a.out, 'log.txt'), 'a')
    print('fuzz-diff: %s, %s, first seed %d, %.0f s' % (nvcc, clang or 'no clang', seed, a.time))
    while time.time() < deadline and (not a.count or n_prog < a.count):
        name = 'f%d' % seed
        rng = random.Random(seed)
        src = os.path.join(work, name + '.cu')
        cmds = []
        for f in os.listdir(work):
            os.unlink(os.path.join(work, f))
        gen = [sys.executable, os.path.join(HERE, 'gen.py'), '--big', '--seed', str(seed),
               '--name', name, '-o', src]
        cmds.append(' '.join(gen))
        rc, out = run(gen, 120)
        seed += 1
        if rc != 0:
            n_gen += 1
            keep(os.path.join(a.out, 'generator', name), [], 'gen.py failed:\n' + out)
            continue
        builds = []
        for mode in ('O3', 'G'):
            arch = rng.choice(ARCHES)
            ptx = os.path.join(work, '%s.%s.%s.ptx' % (name, mode, arch))
            builds.append((nvcc_cmd(nvcc, mode, arch, src, ptx), ptx))
        if clang:
            arch = rng.choice(CLANG_ARCHES)
            ptx = os.path.join(work, '%s.clang.%s.ptx' % (name, arch))
            builds.append((clang_cmd(clang, arch, src, ptx), ptx))
        drv = os.path.join(work, name + '_driver')
        drv_cmd = ([a.cc, '-std=c99', '-O1', '-g', '-ffp-contract=off', '-D_POSIX_C_SOURCE=200809L',
                    '-I' + os.path.join(ROOT, 'src'), '-I' + ROOT, '-I' + HERE, '-DDG_PROG_SYM=%s_prog' % name]
                   + a.cflags.split() +
                   [os.path.join(HERE, 'fuzz_driver.c'), os.path.join(HERE, 'dg_run.c'),
                    os.path.join(HERE, 'dg_exec.c'), os.path.join(ROOT, 'tests', 'support', 'variants.c'),
                    '-x', 'c', src, '-x', 'none', a.lib, '-lm', '-lpthread', '-o', drv])
        bad_compile = None
        ok_ptx = []
        for cmd, ptx in builds + [(drv_cmd, None)]:
            cmds.append(' '.join(cmd))
            rc, out = run(cmd, 600)
            if rc != 0:
                bad_compile = '%s\n%s' % (' '.join(cmd), out)
                break
            if ptx:
                ok_ptx.append(ptx)
        n_prog += 1
        if bad_compile:
            n_gen += 1
            keep(os.path.join(a.out, 'generator', name), [src] + ok_ptx,
                 'a compiler refused the program (a generator bug):\n' + bad_compile)
            log.write('%s generator: compile failed\n' % name)
            continue
        n_builds += len(ok_ptx)
        rc, out = run([drv] + ok_ptx, 900)
        m = re.search(r'builds (\d+) launches (\d+) failures (\d+)', out)
        if m:
            n_launch += int(m.group(2))
        known = known_compiler_bug(out, ok_ptx) if rc == 1 else None
        if known:
            n_known += 1
            keep(os.path.join(a.out, 'known', name), [src] + ok_ptx,
                 'a known compiler bug: %s\n\ncommands:\n%s\n\ndriver output:\n%s' % (
                     known, '\n'.join(cmds), out))
            log.write('%s known compiler bug: %s\n' % (name, known))
        elif rc != 0:
            n_find += 1
            why = 'driver exit status %s%s' % (rc, ' (killed by signal %d)' % -rc
                                                if isinstance(rc, int) and rc < 0 else '')
            report = 'seed %d\n%s\n\ncommands:\n%s\n\ndriver output:\n%s' % (
                seed - 1, why, '\n'.join(cmds), out)
            keep(os.path.join(a.out, 'findings', name), [src] + ok_ptx, report)
            first = [l for l in out.splitlines() if l.startswith('FAIL')][:1]
            print('finding %s: %s %s' % (name, why, first[0] if first else ''))
            log.write('%s FINDING %s\n' % (name, why))
        else:
            log.write('%s ok %d builds\n' % (name, len(ok_ptx)))
        log.flush()
    t1 = os.times()
    cpu = (t1.children_user - t0.children_user) + (t1.children_system - t0.children_system) + \
          (t1.user - t0.user) + (t1.system - t0.system)
    print('fuzz-diff: %d programs, %d builds, %d launches, %d findings (%s), %d known compiler bugs, '
          '%d generator failures, %.0f CPU seconds' % (n_prog, n_builds, n_launch, n_find,
                                                       os.path.join(a.out, 'findings'), n_known, n_gen, cpu))
    log.write('total: %d programs %d builds %d launches %d findings %d known %d generator %.0f cpu-s\n' % (
        n_prog, n_builds, n_launch, n_find, n_known, n_gen, cpu))
    log.close()
    return 1 if n_find else 0


if __name__ == '__main__':
    sys.exit(main())
