"""Tests of python/ptxvm.py against the shared library.

    PTXVM_LIBRARY=build/py/libptxvm.so python3 python/test_ptxvm.py

With numpy installed it runs the numpy paths; PTXVM_NO_NUMPY=1 runs the
bytearray/memoryview paths (make python-test runs both).
"""
import array
import ctypes
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
import unittest
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import ptxvm  # noqa: E402

np = ptxvm.np
HEADER = ".version 8.0\n.target sm_75\n.address_size 64\n"

# Every scalar parameter type stored to out, 8 bytes apart.
SCALARS = HEADER + r"""
.visible .entry scalars(.param .u64 out, .param .s32 i, .param .u8 b,
    .param .f32 f, .param .f64 d, .param .f16 h, .param .bf16 bf,
    .param .s64 q, .param .b16 w, .param .align 4 .b8 blob[12])
{
	.reg .u64 %o, %q;
	.reg .s32 %i;
	.reg .u16 %b, %w, %h;
	.reg .f32 %f;
	.reg .f64 %d;
	.reg .u32 %x;
	ld.param.u64 %o, [out];
	ld.param.s32 %i, [i];
	st.global.s32 [%o], %i;
	ld.param.u8 %b, [b];
	st.global.u8 [%o+8], %b;
	ld.param.f32 %f, [f];
	st.global.f32 [%o+16], %f;
	ld.param.f64 %d, [d];
	st.global.f64 [%o+24], %d;
	ld.param.b16 %h, [h];
	st.global.b16 [%o+32], %h;
	ld.param.b16 %h, [bf];
	st.global.b16 [%o+40], %h;
	ld.param.s64 %q, [q];
	st.global.s64 [%o+48], %q;
	ld.param.b16 %w, [w];
	st.global.b16 [%o+56], %w;
	ld.param.u32 %x, [blob+8];
	st.global.u32 [%o+64], %x;
	ret;
}
"""

# out[i] = i * k for i < n; a store past the end when n is too big.
FILL = HEADER + r"""
.visible .entry fill(.param .u64 out, .param .u32 n, .param .u32 k)
{
	.reg .u64 %o, %a;
	.reg .u32 %i, %n, %k, %v, %t, %w;
	.reg .pred %p;
	ld.param.u64 %o, [out];
	ld.param.u32 %n, [n];
	ld.param.u32 %k, [k];
	mov.u32 %i, %ctaid.x;
	mov.u32 %t, %tid.x;
	mov.u32 %w, %ntid.x;
	mad.lo.u32 %i, %i, %w, %t;
	setp.ge.u32 %p, %i, %n;
	@%p ret;
	mul.lo.u32 %v, %i, %k;
	mul.wide.u32 %a, %i, 4;
	add.u64 %a, %o, %a;
	st.global.u32 [%a], %v;
	ret;
}
"""

SPIN = HEADER + r"""
.visible .entry spin()
{
	.reg .u32 %r;
	mov.u32 %r, 0;
L:	add.u32 %r, %r, 1;
	bra L;
}
"""

PRINTF = HEADER + r"""
.extern .func (.param .b32 rv) vprintf(.param .b64 fmt, .param .b64 args);
.global .align 1 .b8 msg[9] = {116, 105, 100, 32, 37, 100, 10, 0, 0};
.visible .entry hello()
{
	.local .align 8 .b8 buf[8];
	.reg .b64 %l, %g, %f;
	.reg .b32 %t, %rv;
	mov.u32 %t, %tid.x;
	st.local.u32 [buf], %t;
	mov.u64 %l, buf;
	cvta.local.u64 %l, %l;
	mov.u64 %f, msg;
	cvta.global.u64 %g, %f;
	{
	.param .b64 p0;
	st.param.b64 [p0], %g;
	.param .b64 p1;
	st.param.b64 [p1], %l;
	.param .b32 r;
	call.uni (r), vprintf, (p0, p1);
	ld.param.b32 %rv, [r];
	}
	ret;
}
"""


def u32_values(buf, n):
    """n uint32 values of a device buffer, as a list, on either path."""
    got = buf.read("uint32")
    return [int(v) for v in got[:n]]


class Layout(unittest.TestCase):
    """The ctypes structs have ptxvm.h's sizes and offsets on this
    compiler: a C program made from the struct definitions prints them."""

    def test_struct_layouts(self):
        cc = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
        if cc is None:
            self.skipTest("no C compiler")
        lines = ['#include "ptxvm.h"', "#include <stddef.h>", "#include <stdio.h>",
                 "int main(void) {"]
        expect = []
        for cls, cname in ptxvm.STRUCTS.items():
            lines.append('printf("%%zu\\n", sizeof(%s));' % cname)
            expect.append((cname, "sizeof", ctypes.sizeof(cls)))
            for field in cls._fields_:
                lines.append('printf("%%zu\\n", offsetof(%s, %s));' % (cname, field[0]))
                expect.append((cname, field[0], getattr(cls, field[0]).offset))
        lines.append("return 0; }")
        with tempfile.TemporaryDirectory() as d:
            src, exe = os.path.join(d, "layout.c"), os.path.join(d, "layout")
            with open(src, "w") as f:
                f.write("\n".join(lines))
            subprocess.check_call([cc, "-std=c99", "-I", ROOT, src, "-o", exe])
            got = subprocess.check_output([exe]).decode().split()
        self.assertEqual(len(got), len(expect))
        for (cname, what, want), have in zip(expect, got):
            self.assertEqual(int(have), want, "%s %s" % (cname, what))


class Library(unittest.TestCase):
    def test_version(self):
        self.assertRegex(ptxvm.version(), r"^\d+\.\d+\.\d+$")

    def test_missing_explicit_path(self):
        with self.assertRaises(OSError):
            ptxvm.VM(library="/nonexistent/libptxvm.so")

    def test_found_beside_the_module(self):
        lib = os.environ.get("PTXVM_LIBRARY")
        if not lib:
            self.skipTest("PTXVM_LIBRARY not set")
        with tempfile.TemporaryDirectory() as d:
            shutil.copy(os.path.join(HERE, "ptxvm.py"), d)
            shutil.copy(lib, os.path.join(d, "libptxvm.so"))
            env = dict(os.environ)
            del env["PTXVM_LIBRARY"]
            code = ("import ptxvm, sys; vm = ptxvm.VM(); "
                    "print(list(ptxvm._libs)[0])")
            out = subprocess.check_output([sys.executable, "-c", code], cwd=d, env=env)
        self.assertEqual(out.decode().strip(), os.path.join(d, "libptxvm.so"))

    def test_numpy_path_is_the_one_asked_for(self):
        if os.environ.get("PTXVM_NO_NUMPY"):
            self.assertIsNone(np)
        else:
            try:
                import numpy  # noqa: F401
                self.assertIsNotNone(np)
            except ImportError:
                self.assertIsNone(np)


class Modules(unittest.TestCase):
    def setUp(self):
        self.vm = ptxvm.VM(threads=2)

    def tearDown(self):
        self.vm.close()

    def test_load_text_bytes_path(self):
        m1 = self.vm.load(FILL)
        m2 = self.vm.load(FILL.encode())
        path = os.path.join(ROOT, "examples", "saxpy.ptx")
        m3 = self.vm.load(path)
        self.assertEqual(m1.kernels, ["fill"])
        self.assertEqual(m2.kernels, ["fill"])
        self.assertEqual(m3.kernels, ["saxpy"])
        k = m3["saxpy"]
        self.assertEqual([(p.type, p.size) for p in k.params],
                         [("u32", 4), ("f32", 4), ("u64", 8), ("u64", 8)])
        self.assertEqual(k.params[0].name, "saxpy_param_0")

    def test_syntax_error_carries_position(self):
        with self.assertRaises(ptxvm.PtxSyntaxError) as cm:
            self.vm.load(HEADER + ".visible .entry k(\n{\n", name="bad.ptx")
        self.assertEqual(cm.exception.name, "PTXVM_E_SYNTAX")
        self.assertRegex(cm.exception.message, r"^bad\.ptx:\d+:\d+: error: ")
        self.assertIsInstance(cm.exception, ptxvm.PtxvmError)

    def test_semantic_unsupported_not_found(self):
        with self.assertRaises(ptxvm.SemanticError):
            self.vm.load(HEADER + ".visible .entry k()\n{\n add.u32 %r1, %r1, 1;\n ret;\n}\n")
        # a word that names no PTX instruction: a load error with a suggestion
        with self.assertRaises(ptxvm.SemanticError) as cm:
            self.vm.load(HEADER + ".visible .entry k()\n{\n .reg .b32 %r1;\n addd.u32 %r1, %r1, 1;\n ret;\n}\n")
        self.assertIn("did you mean 'add'", cm.exception.message)
        # a PTX 9.0 instruction this version does not run: loads, and the
        # kernel is refused naming it
        m = self.vm.load(HEADER + ".visible .entry k()\n{\n pmevent 1;\n ret;\n}\n")
        with self.assertRaises(ptxvm.UnsupportedError) as cm:
            m["k"]
        self.assertIn("pmevent", cm.exception.message)
        with self.assertRaises(ptxvm.NotFoundError):
            m["nope"]

    def test_globals(self):
        m = self.vm.load(HEADER + ".global .align 4 .u32 g[2] = {7, 9};\n"
                         ".visible .entry k()\n{\n ret;\n}\n")
        g = m.get_global("g")
        self.assertEqual(g.size, 8)
        self.assertEqual(u32_values(g, 2), [7, 9])


class Launches(unittest.TestCase):
    def setUp(self):
        self.vm = ptxvm.VM(threads=2)

    def tearDown(self):
        self.vm.close()

    def test_saxpy_buffers(self):
        k = self.vm.load(os.path.join(ROOT, "examples", "saxpy.ptx"))["saxpy"]
        n = 1000
        xs = array.array("f", range(n))
        ys = array.array("f", [1.0] * n)
        dx, dy = self.vm.to_device(xs), self.vm.to_device(ys)
        stats = k(grid=(n + 255) // 256, block=256, args=(n, 2.0, dx, dy))
        self.assertGreater(stats.warp_instructions, 0)
        got = dy.read("float32")
        self.assertEqual([float(v) for v in got], [2.0 * i + 1.0 for i in range(n)])
        if np is not None:
            self.assertIsInstance(got, np.ndarray)
            self.assertFalse(dy.zero_copy)

    def test_zero_copy_mapping(self):
        k = self.vm.load(FILL)["fill"]
        n = 300
        if np is not None:
            host = np.zeros(n, dtype=np.uint32)
        else:
            host = bytearray(4 * n)
        k(grid=3, block=128, args=(host, n, 3))   # mapped for the launch
        vals = list(host) if np is not None else list(memoryview(host).cast("I"))
        self.assertEqual(vals, [3 * i for i in range(n)])
        m = self.vm.map(host)
        k(grid=3, block=128, args=(m, n, 5))
        self.assertIs(m.view(), host)
        vals = list(host) if np is not None else list(memoryview(host).cast("I"))
        self.assertEqual(vals, [5 * i for i in range(n)])
        m.unmap()

    def test_read_only_mapping_faults_on_store(self):
        k = self.vm.load(FILL)["fill"]
        m = self.vm.map(bytes(64))
        with self.assertRaises(ptxvm.MemoryFaultError):
            k(grid=1, block=16, args=(m, 16, 1))

    def test_unchecked_view_is_zero_copy(self):
        vm = ptxvm.VM(flags=ptxvm.FLAG_UNCHECKED)
        try:
            k = vm.load(FILL)["fill"]
            b = vm.alloc(64)
            self.assertTrue(b.zero_copy)
            v = b.view("uint32")
            k(grid=1, block=16, args=(b, 16, 2))
            self.assertEqual([int(x) for x in v], [2 * i for i in range(16)])
            v[3] = 12345                          # the device sees it
            self.assertEqual(u32_values(b, 4)[3], 12345)
        finally:
            vm.close()

    def test_scalar_packing(self):
        k = self.vm.load(SCALARS)["scalars"]
        out = self.vm.alloc(72)
        blob = struct.pack("<III", 1, 2, 0xdeadbeef)
        k(args=(out, -5, 200, 1.5, -2.25, 0.5, 1.0, -(1 << 40), 0xbeef, blob))
        raw = bytes(out.read("uint8"))
        self.assertEqual(struct.unpack_from("<i", raw, 0)[0], -5)
        self.assertEqual(raw[8], 200)
        self.assertEqual(struct.unpack_from("<f", raw, 16)[0], 1.5)
        self.assertEqual(struct.unpack_from("<d", raw, 24)[0], -2.25)
        self.assertEqual(struct.unpack_from("<e", raw, 32)[0], 0.5)
        self.assertEqual(struct.unpack_from("<H", raw, 40)[0], 0x3f80)   # bf16 1.0
        self.assertEqual(struct.unpack_from("<q", raw, 48)[0], -(1 << 40))
        self.assertEqual(struct.unpack_from("<H", raw, 56)[0], 0xbeef)
        self.assertEqual(struct.unpack_from("<I", raw, 64)[0], 0xdeadbeef)
        # explicit ctypes scalars give their own bytes
        k(args=(out, ctypes.c_int32(-9), ctypes.c_uint8(7), ctypes.c_float(3.0),
                ctypes.c_double(4.0), 0.25, 2.0, ctypes.c_int64(3), ctypes.c_uint16(1),
                blob))
        raw = bytes(out.read("uint8"))
        self.assertEqual(struct.unpack_from("<i", raw, 0)[0], -9)
        self.assertEqual(raw[8], 7)
        self.assertEqual(struct.unpack_from("<H", raw, 40)[0], 0x4000)   # bf16 2.0
        # wrong sizes, ranges and counts are Python errors before launch
        with self.assertRaises(TypeError):
            k(args=(out, ctypes.c_int64(1), 0, 0.0, 0.0, 0.0, 0.0, 0, 0, blob))
        with self.assertRaises(OverflowError):
            k(args=(out, 0, 256, 0.0, 0.0, 0.0, 0.0, 0, 0, blob))
        with self.assertRaises(TypeError):
            k(args=(out, 0, 0, 0.0, 0.0, 0.0, 0.0, 0, 0, blob[:4]))
        with self.assertRaises(TypeError):
            k(args=(out, 1.5, 0, 0.0, 0.0, 0.0, 0.0, 0, 0, blob))
        with self.assertRaises(TypeError):
            k(args=(out,))

    def test_closed_vm_and_unloaded_module_refuse(self):
        vm = ptxvm.VM()
        m = vm.load(FILL)
        k = m["fill"]
        b = vm.alloc(64)
        m2 = vm.load(FILL)
        m2.unload()
        with self.assertRaises(ValueError):
            m2["fill"]
        vm.close()
        for call in (lambda: k(args=(b, 1, 1)), lambda: m["fill"], lambda: vm.alloc(8),
                     lambda: vm.load(FILL), lambda: m.get_global("x")):
            with self.assertRaises(ValueError):
                call()
        b.free()    # nothing to free once the VM is gone

    def test_address_only_for_64_bit_integers(self):
        k = self.vm.load(FILL)["fill"]
        b = self.vm.alloc(64)
        with self.assertRaises(TypeError):
            k(args=(b, b, 1))
        with self.assertRaises(TypeError):
            k(args=(b, bytearray(8), 1))

    def test_memory_fault_message(self):
        k = self.vm.load(FILL, name="fill.ptx")["fill"]
        b = self.vm.alloc(64)
        with self.assertRaises(ptxvm.MemoryFaultError) as cm:
            k(grid=1, block=32, args=(b, 32, 1))
        self.assertIn("fill.ptx:", cm.exception.message)
        # the VM stays usable
        k(grid=1, block=16, args=(b, 16, 1))
        self.assertEqual(u32_values(b, 16), list(range(16)))

    def test_step_limit_and_timeout(self):
        k = self.vm.load(SPIN)["spin"]
        with self.assertRaises(ptxvm.StepLimitError):
            k(grid=2, block=32, step_limit=10000)
        t0 = time.monotonic()
        with self.assertRaises(ptxvm.InterruptedLaunchError):
            k(grid=2, block=32, timeout=0.2)
        self.assertLess(time.monotonic() - t0, 10)

    def test_interrupt_from_another_thread(self):
        k = self.vm.load(SPIN)["spin"]
        timer = threading.Timer(0.1, self.vm.interrupt)
        timer.start()
        with self.assertRaises(ptxvm.InterruptedLaunchError):
            k(grid=4, block=64)
        timer.join()

    def test_memory_limit(self):
        vm = ptxvm.VM(device_mem_limit=1 << 20)
        try:
            vm.alloc(1 << 19)
            with self.assertRaises(ptxvm.NoMemoryError):
                vm.alloc(1 << 20)
        finally:
            vm.close()

    def test_limits(self):
        self.vm.set_limit("stack_size", 4096)
        self.assertEqual(self.vm.get_limit("stack_size"), 4096)
        with self.assertRaises(ptxvm.InvalidArgumentError):
            self.vm.set_limit("stack_size", 1 << 40)
        vm = ptxvm.VM(limits={"module_size": 100})
        try:
            with self.assertRaises(ptxvm.LimitError):
                vm.load(FILL)
        finally:
            vm.close()


class Output(unittest.TestCase):
    def test_printf_collected(self):
        with ptxvm.VM() as vm:
            vm.load(PRINTF)["hello"](block=4)
            lines = sorted(vm.take_output().splitlines())
            self.assertEqual(lines, ["tid 0", "tid 1", "tid 2", "tid 3"])
            self.assertEqual(vm.take_output(), "")

    def test_printf_to_callable(self):
        seen = []
        with ptxvm.VM(output=seen.append) as vm:
            vm.load(PRINTF)["hello"](block=2)
        self.assertEqual(sorted("".join(seen).splitlines()), ["tid 0", "tid 1"])

    def test_printf_example(self):
        with ptxvm.VM() as vm:
            k = vm.load(os.path.join(ROOT, "examples", "printf_log.ptx"))["block_sums"]
            n = 1000
            x = vm.to_device(array.array("i", range(n)))
            sums = vm.alloc(4 * 4)
            k(grid=4, block=256, args=(x, n, sums))
            text = vm.take_output()
        want = [sum(range(b * 256, min(n, (b + 1) * 256))) for b in range(4)]
        for b, s in enumerate(want):
            self.assertIn("block %d: sum %d\n" % (b, s), text)
        self.assertIn("thread 231 of block 3 holds the last element, 999\n", text)


# twice(x) is the host's; the kernel also hands it a pointer to .local
HOSTCALL = HEADER + r"""
.extern .func (.param .b64 rv) twice(.param .b64 x, .param .b64 p);
.visible .entry usehost(.param .u64 out)
{
	.local .align 8 .b8 cell[8];
	.reg .u64 %o, %a, %r, %l, %v;
	.reg .u32 %t;
	ld.param.u64 %o, [out];
	mov.u32 %t, %tid.x;
	cvt.u64.u32 %a, %t;
	st.local.u64 [cell], 0;
	mov.u64 %l, cell;
	cvta.local.u64 %l, %l;
	{
	.param .b64 p0;
	st.param.b64 [p0], %a;
	.param .b64 p1;
	st.param.b64 [p1], %l;
	.param .b64 r;
	call.uni (r), twice, (p0, p1);
	ld.param.b64 %r, [r];
	}
	ld.local.u64 %v, [cell];
	add.u64 %r, %r, %v;
	mul.wide.u32 %a, %t, 8;
	add.u64 %a, %o, %a;
	st.global.u64 [%a], %r;
	ret;
}
"""


class HostFunctions(unittest.TestCase):
    def test_host_function_called_from_ptx(self):
        seen = set()

        def twice(call):
            x = call.arg(0, "<Q")
            seen.add(call.tid[0])
            call.write(call.arg(1, "<Q"), struct.pack("<Q", 1000))   # its .local
            return 2 * x

        with ptxvm.VM() as vm:
            vm.register_function("twice", twice)
            k = vm.load(HOSTCALL)["usehost"]
            out = vm.alloc(8 * 40)
            k(block=40, args=(out,))
            got = [int(v) for v in out.read("uint64")] if np is not None else \
                list(out.read("uint64"))
        self.assertEqual(got, [2 * i + 1000 for i in range(40)])
        self.assertEqual(seen, set(range(40)))

    def test_exception_ends_the_launch(self):
        def broken(call):
            raise RuntimeError("no")

        with ptxvm.VM() as vm:
            vm.register_function("twice", broken)
            k = vm.load(HOSTCALL)["usehost"]
            with self.assertRaises(ptxvm.HostError):
                k(block=4, args=(vm.alloc(32),))
            self.assertIsInstance(vm.host_function_error, RuntimeError)

    def test_unresolved_extern(self):
        # reported when the kernel that calls it is compiled
        with ptxvm.VM() as vm:
            with self.assertRaises(ptxvm.LinkError) as cm:
                vm.load(HOSTCALL)["usehost"]
            self.assertIn("twice", cm.exception.message)


class ParallelFor(unittest.TestCase):
    def test_host_job_system(self):
        calls = []
        pool = ThreadPoolExecutor(max_workers=3)

        def parallel_for(count, run):
            calls.append(count)
            list(pool.map(run, range(count)))

        try:
            with ptxvm.VM(threads=3, parallel_for=parallel_for) as vm:
                k = vm.load(FILL)["fill"]
                b = vm.alloc(4 * 4096)
                k(grid=64, block=64, args=(b, 4096, 7))
                self.assertEqual(u32_values(b, 4096), [7 * i for i in range(4096)])
                self.assertIsNone(vm.parallel_for_error)
        finally:
            pool.shutdown()
        self.assertTrue(calls, "parallel_for was never called")
        self.assertTrue(all(1 <= c <= 3 for c in calls), calls)


def main():
    result = unittest.main(argv=[sys.argv[0]], exit=False, verbosity=1).result
    failed = len(result.failures) + len(result.errors)
    skipped = len(result.skipped)
    sys.stderr.flush()
    print("python (%s): %d passed, %d failed, %d skipped"
          % ("numpy" if np is not None else "no numpy",
             result.testsRun - failed - skipped, failed, skipped), flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
