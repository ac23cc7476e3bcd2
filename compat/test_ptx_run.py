"""Tests of libptxvm_ptxrun.so's ptx_run, called through ctypes the way
tinygrad's CUDA mock calls GPU Ocelot's: argtypes (char *, int, void **,
then seven ints), the PTX text as a char pointer, buffers that are plain
host memory whose addresses serve as device pointers, and every kernel
argument -- pointer or int -- cast to a void * holding its value.

    python3 compat/test_ptx_run.py build/py/libptxvm_ptxrun.so
"""
import ctypes
import os
import struct
import sys
import tempfile
import unittest

LIB_PATH = None

HEADER = ".version 7.8\n.target sm_35\n.address_size 64\n"

# A kernel shaped as tinygrad's PTX renderer writes them: .u64 buffer
# pointers, then an .s32 symbolic variable. out[i] = a[i] * var + b[i].
ELEMENTWISE = HEADER + r"""
.visible .entry E_32_n1(
	.param .u64 data0,
	.param .u64 data1,
	.param .u64 data2,
	.param .s32 var0
)
{
	.reg .u64 %dat_u64_<3>;
	.reg .s32 %val_s32_<1>;
	.reg .u32 %gidx0, %lidx0, %lsz0;
	.reg .s32 %alu_s32_<1>;
	.reg .s64 %cast_s64_<1>;
	.reg .u64 %alu_u64_<3>;
	.reg .f32 %val_f32_<3>;
	.reg .f32 %cast_f32_<1>;
	ld.param.u64 	%dat_u64_0, [data0+0];
	ld.param.u64 	%dat_u64_1, [data1+0];
	ld.param.u64 	%dat_u64_2, [data2+0];
	ld.param.s32 	%val_s32_0, [var0+0];
	mov.u32 	%gidx0, %ctaid.x;
	mov.u32 	%lidx0, %tid.x;
	mov.u32 	%lsz0, %ntid.x;
	mad.lo.s32 	%alu_s32_0, %gidx0, %lsz0, %lidx0;
	cvt.s64.s32 	%cast_s64_0, %alu_s32_0;
	shl.b64 	%alu_u64_0, %cast_s64_0, 2;
	add.s64 	%alu_u64_1, %dat_u64_1, %alu_u64_0;
	ld.global.f32 	%val_f32_0, [%alu_u64_1+0];
	add.s64 	%alu_u64_2, %dat_u64_2, %alu_u64_0;
	ld.global.f32 	%val_f32_1, [%alu_u64_2+0];
	cvt.rn.f32.s32 	%cast_f32_0, %val_s32_0;
	fma.rn.f32 	%val_f32_2, %val_f32_0, %cast_f32_0, %val_f32_1;
	add.s64 	%alu_u64_0, %dat_u64_0, %alu_u64_0;
	st.global.f32 	[%alu_u64_0+0], %val_f32_2;
	ret;
}
"""

# Thread 0 of block 0 records the launch shape; every thread counts itself.
SHAPE = HEADER + r"""
.visible .entry shape(.param .u64 out, .param .u64 count)
{
	.reg .u64 %o, %c;
	.reg .u32 %r<8>;
	.reg .pred %p<3>;
	ld.param.u64 %o, [out];
	ld.param.u64 %c, [count];
	atom.global.add.u32 %r7, [%c], 1;
	mov.u32 %r0, %tid.x;
	mov.u32 %r1, %tid.y;
	or.b32 %r0, %r0, %r1;
	mov.u32 %r1, %tid.z;
	or.b32 %r0, %r0, %r1;
	mov.u32 %r1, %ctaid.x;
	or.b32 %r0, %r0, %r1;
	mov.u32 %r1, %ctaid.y;
	or.b32 %r0, %r0, %r1;
	mov.u32 %r1, %ctaid.z;
	or.b32 %r0, %r0, %r1;
	setp.ne.u32 %p0, %r0, 0;
	@%p0 ret;
	mov.u32 %r1, %ntid.x;
	st.global.u32 [%o], %r1;
	mov.u32 %r1, %ntid.y;
	st.global.u32 [%o+4], %r1;
	mov.u32 %r1, %ntid.z;
	st.global.u32 [%o+8], %r1;
	mov.u32 %r1, %nctaid.x;
	st.global.u32 [%o+12], %r1;
	mov.u32 %r1, %nctaid.y;
	st.global.u32 [%o+16], %r1;
	mov.u32 %r1, %nctaid.z;
	st.global.u32 [%o+20], %r1;
	ret;
}
"""

# Dynamic shared memory: each block reverses its slice through
# extern .shared, sized by ptx_run's last argument.
REVERSE = HEADER + r"""
.extern .shared .align 4 .b8 smem[];
.visible .entry reverse(.param .u64 out, .param .u64 in)
{
	.reg .u64 %o, %i, %a;
	.reg .u32 %t, %n, %b, %g, %v, %s, %m;
	ld.param.u64 %o, [out];
	ld.param.u64 %i, [in];
	mov.u32 %t, %tid.x;
	mov.u32 %n, %ntid.x;
	mov.u32 %b, %ctaid.x;
	mad.lo.u32 %g, %b, %n, %t;
	mul.wide.u32 %a, %g, 4;
	add.u64 %a, %i, %a;
	ld.global.u32 %v, [%a];
	mov.u32 %s, smem;
	shl.b32 %m, %t, 2;
	add.u32 %m, %s, %m;
	st.shared.u32 [%m], %v;
	bar.sync 0;
	sub.u32 %m, %n, %t;
	sub.u32 %m, %m, 1;
	shl.b32 %m, %m, 2;
	add.u32 %m, %s, %m;
	ld.shared.u32 %v, [%m];
	mul.wide.u32 %a, %g, 4;
	add.u64 %a, %o, %a;
	st.global.u32 [%a], %v;
	ret;
}
"""

# A 64-bit integer parameter and a narrow one: the value's low bytes.
WIDTHS = HEADER + r"""
.visible .entry widths(.param .u64 out, .param .u64 big, .param .u16 small,
                       .param .s32 neg)
{
	.reg .u64 %o, %x;
	.reg .u16 %h;
	.reg .s32 %n;
	ld.param.u64 %o, [out];
	ld.param.u64 %x, [big];
	ld.param.u16 %h, [small];
	ld.param.s32 %n, [neg];
	st.global.u64 [%o], %x;
	st.global.u16 [%o+8], %h;
	st.global.s32 [%o+12], %n;
	ret;
}
"""


CUdeviceptr = ctypes.c_uint64  # CUdeviceptr_v2 in the CUDA bindings


def load_lib(path):
    # As the mock sets it up: argtypes only, the return value unused.
    lib = ctypes.CDLL(path)
    lib.ptx_run.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ctypes.c_void_p),
                            ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                            ctypes.c_int, ctypes.c_int, ctypes.c_int]
    lib.ptx_run_checked.argtypes = lib.ptx_run.argtypes + [ctypes.c_char_p, ctypes.c_size_t]
    lib.ptx_run_checked.restype = ctypes.c_int
    return lib


class Device:
    """The mock's memory: bytearrays whose addresses are device pointers."""

    def __init__(self):
        self.mem = {}

    def alloc(self, nbytes):
        buf = bytearray(nbytes)
        addr = ctypes.addressof((ctypes.c_char * nbytes).from_buffer(buf))
        self.mem[addr] = buf
        return addr

    def htod(self, addr, data):
        ctypes.memmove(addr, bytes(data), len(data))

    def dtoh(self, addr, nbytes):
        return bytes(self.mem[addr][:nbytes])


def module_image(text):
    # cuModuleLoadData keeps the image; cuModuleGetFunction hands out its
    # address, which cuLaunchKernel casts to a char pointer.
    return ctypes.create_string_buffer(text.encode())


def launch(lib, image, ptrs, vals, grid, block, shared=0):
    """cuLaunchKernel of the mock: the args struct (pointers, then ints)
    is read back field by field, each value cast to a void pointer."""
    fields = [('f%d' % i, CUdeviceptr) for i in range(len(ptrs))] + \
             [('v%d' % i, ctypes.c_int) for i in range(len(vals))]
    extra = type('Args', (ctypes.Structure,), {'_fields_': fields})(*ptrs, *vals)
    cargs = [ctypes.cast(getattr(extra, name), ctypes.c_void_p) for name, _ in fields]
    lib.ptx_run(ctypes.cast(ctypes.addressof(image), ctypes.c_char_p), len(cargs),
                (ctypes.c_void_p * len(cargs))(*cargs), block[0], block[1], block[2],
                grid[0], grid[1], grid[2], shared)


class PtxRunTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.lib = load_lib(LIB_PATH)

    def test_tinygrad_elementwise(self):
        dev = Device()
        n = 32 * 3
        a = [float(i) for i in range(n)]
        b = [float(1000 - 7 * i) for i in range(n)]
        out, da, db = dev.alloc(4 * n), dev.alloc(4 * n), dev.alloc(4 * n)
        dev.htod(da, struct.pack('<%df' % n, *a))
        dev.htod(db, struct.pack('<%df' % n, *b))
        for var in (3, -5):
            launch(self.lib, module_image(ELEMENTWISE), [out, da, db], [var], (3, 1, 1), (32, 1, 1))
            got = struct.unpack('<%df' % n, dev.dtoh(out, 4 * n))
            self.assertEqual(list(got), [x * var + y for x, y in zip(a, b)])

    def test_block_then_grid_order(self):
        dev = Device()
        out, count = dev.alloc(24), dev.alloc(4)
        launch(self.lib, module_image(SHAPE), [out, count], [], grid=(5, 3, 2), block=(4, 2, 3))
        self.assertEqual(struct.unpack('<6I', dev.dtoh(out, 24)), (4, 2, 3, 5, 3, 2))
        self.assertEqual(struct.unpack('<I', dev.dtoh(count, 4))[0], 4 * 2 * 3 * 5 * 3 * 2)

    def test_dynamic_shared(self):
        dev = Device()
        blocks, threads = 4, 64
        n = blocks * threads
        src, out = dev.alloc(4 * n), dev.alloc(4 * n)
        dev.htod(src, struct.pack('<%dI' % n, *range(n)))
        launch(self.lib, module_image(REVERSE), [out, src], [], (blocks, 1, 1), (threads, 1, 1),
               shared=4 * threads)
        got = struct.unpack('<%dI' % n, dev.dtoh(out, 4 * n))
        want = [b * threads + threads - 1 - t for b in range(blocks) for t in range(threads)]
        self.assertEqual(list(got), want)

    def test_value_widths(self):
        dev = Device()
        out = dev.alloc(16)
        big = 0x0123456789abcdef
        args = (ctypes.c_void_p * 4)(out, big, 0x12345, ctypes.cast(-7, ctypes.c_void_p))
        self.lib.ptx_run(module_image(WIDTHS).value, 4, args, 1, 1, 1, 1, 1, 1, 0)
        x, h, _, neg = struct.unpack('<QHHi', dev.dtoh(out, 16))
        self.assertEqual((x, h, neg), (big, 0x2345, -7))

    def test_first_kernel_of_the_module(self):
        dev = Device()
        out = dev.alloc(4)
        two = HEADER + "".join(
            ".visible .entry %s(.param .u64 o)\n{\n .reg .u64 %%o;\n ld.param.u64 %%o, [o];\n"
            " st.global.u32 [%%o], %d;\n ret;\n}\n" % (name, v) for name, v in (("zeta", 11), ("alpha", 22)))
        launch(self.lib, module_image(two), [out], [], (1, 1, 1), (1, 1, 1))
        self.assertEqual(struct.unpack('<I', dev.dtoh(out, 4))[0], 11)

    def checked(self, text, args, block=(1, 1, 1), grid=(1, 1, 1)):
        err = ctypes.create_string_buffer(512)
        rc = self.lib.ptx_run_checked(text.encode(), len(args), (ctypes.c_void_p * max(1, len(args)))(*args),
                                      *block, *grid, 0, err, len(err))
        return rc, err.value.decode()

    def test_errors_reported(self):
        rc, msg = self.checked(HEADER + ".visible .entry k()\n{\n  bogus.u32 %r1;\n  ret;\n}\n", [])
        self.assertNotEqual(rc, 0)
        self.assertIn("ptx_run:6:13: error:", msg)
        rc, msg = self.checked(WIDTHS, [0, 0, 0, 0, 0])
        self.assertEqual(rc, 1)  # PTXVM_E_INVALID_ARGUMENT
        self.assertIn("5 arguments", msg)
        rc, msg = self.checked(SHAPE, [0, 0], block=(0, 1, 1))
        self.assertEqual(rc, 1)
        rc, msg = self.checked(HEADER, [])
        self.assertEqual(rc, 6)  # PTXVM_E_NOT_FOUND: no kernel
        rc, msg = self.checked(HEADER + ".visible .entry k()\n{\n  trap;\n}\n", [], grid=(2, 1, 1))
        self.assertEqual(rc, 9)  # PTXVM_E_TRAP
        self.assertIn("PTXVM_E_TRAP", msg)

    def test_ptx_run_prints_failures(self):
        # ptx_run returns nothing; a failure goes to stderr (Ocelot throws).
        with tempfile.TemporaryFile() as f:
            saved = os.dup(2)
            sys.stderr.flush()
            os.dup2(f.fileno(), 2)
            try:
                self.lib.ptx_run(b"not ptx at all", 0, None, 1, 1, 1, 1, 1, 1, 0)
            finally:
                os.dup2(saved, 2)
                os.close(saved)
            f.seek(0)
            text = f.read().decode()
        self.assertTrue(text.startswith("ptx_run: PTXVM_E_SYNTAX"), text)


def main():
    global LIB_PATH
    LIB_PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), '..', 'build', 'py', 'libptxvm_ptxrun.so')
    result = unittest.main(argv=[sys.argv[0]], exit=False, verbosity=1).result
    failed = len(result.failures) + len(result.errors)
    skipped = len(result.skipped)
    sys.stderr.flush()
    print("ptx_run: %d passed, %d failed, %d skipped"
          % (result.testsRun - failed - skipped, failed, skipped), flush=True)
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
