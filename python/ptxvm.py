"""ptxvm for Python: load PTX, run its kernels on the CPU, bit for bit as
an NVIDIA GPU computes them. One file over ctypes; it needs only the
shared library (libptxvm.so), found in this order:

  1. the ``library`` argument of ``VM`` (a path), else the environment
     variable PTXVM_LIBRARY;
  2. ``libptxvm.so`` next to this module;
  3. ``ctypes.util.find_library('ptxvm')`` (one installed on the system).

numpy is used when it is installed (arrays in and out, zero-copy where the
memory is host-visible); without it, ``bytearray``/``memoryview`` do the
same work. Setting PTXVM_NO_NUMPY=1 ignores an installed numpy.

    import ptxvm
    vm = ptxvm.VM()
    mod = vm.load(open("saxpy.ptx").read())
    y = vm.to_device(ys)                      # a device copy
    mod["saxpy"](grid=4, block=256, args=(n, 2.0, vm.map(xs), y))
    print(y.read("float32"))

Failures raise ``PtxvmError`` subclasses carrying ptxvm's message
("name:line:col: error: ..." for the PTX text, the instruction, thread
and address for faults in a launch).
"""
import ctypes
import ctypes.util
import os
import struct
import threading

if os.environ.get("PTXVM_NO_NUMPY"):
    np = None
else:
    try:
        import numpy as np
    except ImportError:
        np = None

__all__ = ["VM", "Module", "Kernel", "Buffer", "Mapping", "Param", "Stats", "HostCall",
           "PtxvmError", "load_library", "READ", "WRITE", "FLAG_UNCHECKED",
           "FLAG_NO_FUSION", "FLAG_ZERO_STATE", "LIMITS", "version"]

READ, WRITE = 1, 2
FLAG_UNCHECKED, FLAG_NO_FUSION, FLAG_ZERO_STATE = 1, 2, 4

# ptxvm_limit values, by the names ptxvm.h gives them (lower case).
LIMITS = {"stack_size": 0, "malloc_heap_size": 1, "module_size": 2,
          "nesting": 3, "cta_memory": 4, "launch_depth": 5,
          "pending_launches": 6, "compile_instructions": 7}

# ---- errors: one class per ptxvm_result ----------------------------------


class PtxvmError(Exception):
    """A ptxvm call failed: ``code`` is the ptxvm_result, ``name`` its
    enumerator ("PTXVM_E_SYNTAX"), ``message`` ptxvm's message."""

    def __init__(self, code, name, message):
        self.code, self.name, self.message = code, name, message
        super().__init__("%s: %s" % (name, message) if message else name)


class InvalidArgumentError(PtxvmError): pass
class NoMemoryError(PtxvmError): pass
class PtxSyntaxError(PtxvmError): pass
class SemanticError(PtxvmError): pass
class UnsupportedError(PtxvmError): pass
class NotFoundError(PtxvmError): pass
class LinkError(PtxvmError): pass
class MemoryFaultError(PtxvmError): pass
class TrapError(PtxvmError): pass
class StepLimitError(PtxvmError): pass
class DeadlockError(PtxvmError): pass
class HostError(PtxvmError): pass
class InterruptedLaunchError(PtxvmError): pass
class LimitError(PtxvmError): pass


# index = the ptxvm_result code
_ERRORS = [None, InvalidArgumentError, NoMemoryError, PtxSyntaxError,
           SemanticError, UnsupportedError, NotFoundError, LinkError,
           MemoryFaultError, TrapError, StepLimitError, DeadlockError,
           HostError, InterruptedLaunchError, LimitError]
for _c in _ERRORS[1:]:
    __all__.append(_c.__name__)

# ---- the C structs, field for field as ptxvm.h declares them -------------

_u32, _u64 = ctypes.c_uint32, ctypes.c_uint64


class Dim3(ctypes.Structure):
    _fields_ = [("x", _u32), ("y", _u32), ("z", _u32)]


_ALLOC_FN = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                             ctypes.c_size_t, ctypes.c_size_t)
_PRINT_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(ctypes.c_char),
                             ctypes.c_size_t)
_JOB_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, _u32)
_PARALLEL_FOR_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, _u32, _JOB_FN,
                                    ctypes.c_void_p)


class Host(ctypes.Structure):
    _fields_ = [("user", ctypes.c_void_p), ("alloc", _ALLOC_FN),
                ("print", _PRINT_FN), ("parallel_for", _PARALLEL_FOR_FN)]


class Config(ctypes.Structure):
    _fields_ = [("host", Host), ("threads", _u32), ("device_mem_limit", _u64),
                ("flags", _u32), ("struct_size", _u32)]


class KernelInfo(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("param_count", _u32),
                ("param_sizes", ctypes.POINTER(_u32)),
                ("param_aligns", ctypes.POINTER(_u32)),
                ("static_shared_bytes", _u32), ("local_bytes_per_thread", _u32),
                ("reqntid", Dim3), ("maxntid", Dim3)]


class Launch(ctypes.Structure):
    _fields_ = [("grid", Dim3), ("block", Dim3), ("shared_bytes", _u32),
                ("args", ctypes.POINTER(ctypes.c_void_p)), ("step_limit", _u64),
                ("struct_size", _u32)]


class StatsStruct(ctypes.Structure):
    _fields_ = [("warp_instructions", _u64), ("thread_instructions", _u64),
                ("nanoseconds", _u64)]


class LaunchEx(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_size_t), ("launch", Launch),
                ("cluster", Dim3), ("cta_first", ctypes.c_uint64),
                ("cta_count", ctypes.c_uint64), ("writes", ctypes.c_void_p)]


class CallStruct(ctypes.Structure):
    _fields_ = [("vm", ctypes.c_void_p), ("nparams", _u32),
                ("params", ctypes.POINTER(ctypes.c_void_p)),
                ("param_sizes", ctypes.POINTER(_u32)), ("ret", ctypes.c_void_p),
                ("ret_size", _u32), ("ctaid", Dim3), ("tid", Dim3)]


_HOST_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(CallStruct))

# ctypes class -> the C type it mirrors (the layout test compiles these)
STRUCTS = {Dim3: "ptxvm_dim3", Host: "ptxvm_host", Config: "ptxvm_config",
           KernelInfo: "ptxvm_kernel_info", Launch: "ptxvm_launch",
           StatsStruct: "ptxvm_stats", LaunchEx: "ptxvm_launch_ex",
           CallStruct: "ptxvm_call"}

# ---- the library ----------------------------------------------------------

_P = ctypes.c_void_p
_R = ctypes.c_int
_SIGNATURES = {
    "ptxvm_version": (ctypes.c_char_p, []),
    "ptxvm_result_name": (ctypes.c_char_p, [_R]),
    "ptxvm_config_init": (None, [ctypes.POINTER(Config)]),
    "ptxvm_create": (_R, [ctypes.POINTER(Config), ctypes.POINTER(_P)]),
    "ptxvm_destroy": (None, [_P]),
    "ptxvm_error_message": (ctypes.c_char_p, [_P]),
    "ptxvm_mem_alloc": (_R, [_P, ctypes.c_size_t, ctypes.POINTER(_u64)]),
    "ptxvm_mem_free": (_R, [_P, _u64]),
    "ptxvm_mem_map": (_R, [_P, _P, ctypes.c_size_t, ctypes.c_uint, ctypes.POINTER(_u64)]),
    "ptxvm_mem_unmap": (_R, [_P, _u64]),
    "ptxvm_memcpy_htod": (_R, [_P, _u64, _P, ctypes.c_size_t]),
    "ptxvm_memcpy_dtoh": (_R, [_P, _P, _u64, ctypes.c_size_t]),
    "ptxvm_memset": (_R, [_P, _u64, ctypes.c_int, ctypes.c_size_t]),
    "ptxvm_set_limit": (_R, [_P, ctypes.c_int, _u64]),
    "ptxvm_get_limit": (_R, [_P, ctypes.c_int, ctypes.POINTER(_u64)]),
    "ptxvm_module_load": (_R, [_P, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p,
                               ctypes.POINTER(_P)]),
    "ptxvm_module_unload": (None, [_P]),
    "ptxvm_module_get_kernel": (_R, [_P, ctypes.c_char_p, ctypes.POINTER(_P)]),
    "ptxvm_module_kernel_count": (_u32, [_P]),
    "ptxvm_module_kernel_name": (ctypes.c_char_p, [_P, _u32]),
    "ptxvm_module_get_global": (_R, [_P, ctypes.c_char_p, ctypes.POINTER(_u64),
                                     ctypes.POINTER(ctypes.c_size_t)]),
    "ptxvm_kernel_get_info": (_R, [_P, ctypes.POINTER(KernelInfo)]),
    "ptxvm_kernel_param_name": (ctypes.c_char_p, [_P, _u32]),
    "ptxvm_kernel_param_type": (ctypes.c_char_p, [_P, _u32]),
    "ptxvm_launch_kernel": (_R, [_P, ctypes.POINTER(Launch), ctypes.POINTER(StatsStruct)]),
    "ptxvm_interrupt": (_R, [_P]),
    "ptxvm_register_function": (_R, [_P, ctypes.c_char_p, _HOST_FN, _P]),
    "ptxvm_call_read": (_R, [ctypes.POINTER(CallStruct), _u64, _P, ctypes.c_size_t]),
    "ptxvm_call_write": (_R, [ctypes.POINTER(CallStruct), _u64, _P, ctypes.c_size_t]),
}

_libs = {}


def load_library(path=None):
    """The ptxvm shared library (loaded once per path): ``path``, else
    $PTXVM_LIBRARY, else libptxvm.so beside this file, else the system's."""
    candidates = [path, os.environ.get("PTXVM_LIBRARY"),
                  os.path.join(os.path.dirname(os.path.abspath(__file__)), "libptxvm.so")]
    tried = []
    for c in candidates:
        if not c:
            continue
        if c == candidates[2] and not os.path.exists(c):
            tried.append(c)
            continue
        return _open(c)
    found = ctypes.util.find_library("ptxvm")
    if found:
        return _open(found)
    raise OSError("libptxvm not found (tried PTXVM_LIBRARY, %s and the system's "
                  "libraries)" % ", ".join(tried))


def _open(path):
    if path not in _libs:
        lib = ctypes.CDLL(path)
        for name, (res, args) in _SIGNATURES.items():
            fn = getattr(lib, name)
            fn.restype, fn.argtypes = res, args
        _libs[path] = lib
    return _libs[path]


def _text(b):
    return b.decode("utf-8", "replace") if b is not None else None


# ---- host memory: where a Python object's bytes are ------------------------

def _host_region(obj):
    """(address, nbytes, writable, keepalive) of obj's contiguous bytes."""
    if np is not None and isinstance(obj, np.ndarray):
        if not obj.flags["C_CONTIGUOUS"]:
            raise ValueError("array is not C-contiguous")
        return obj.ctypes.data, obj.nbytes, bool(obj.flags["WRITEABLE"]), obj
    mv = memoryview(obj)
    if not mv.c_contiguous:
        raise ValueError("buffer is not C-contiguous")
    mv = mv.cast("B")
    if mv.nbytes == 0:
        return 0, 0, not mv.readonly, mv
    if mv.readonly:
        # ctypes cannot take the address of read-only memory: a private
        # copy is the same bytes, and read-only to kernels anyway
        copy = (ctypes.c_char * mv.nbytes).from_buffer_copy(mv)
        return ctypes.addressof(copy), mv.nbytes, False, copy
    arr = (ctypes.c_char * mv.nbytes).from_buffer(mv)
    return ctypes.addressof(arr), mv.nbytes, True, arr


def _as_dtype(dtype):
    return np.dtype(dtype) if np is not None else None


_FORMATS = {"int8": "b", "uint8": "B", "int16": "h", "uint16": "H",
            "int32": "i", "uint32": "I", "int64": "q", "uint64": "Q",
            "float16": "e", "float32": "f", "float64": "d"}


def _view_bytes(raw, dtype):
    """A bytearray/memoryview as dtype without numpy: memoryview.cast."""
    if dtype is None:
        return raw
    fmt = _FORMATS.get(str(dtype), dtype)
    return memoryview(raw).cast("B").cast(fmt)


# ---- device memory ---------------------------------------------------------


class Buffer:
    """Device memory from ``VM.alloc``: ``addr`` is its device address.
    ``read``/``write`` copy; ``view`` is zero-copy on a VM made with
    FLAG_UNCHECKED (device memory is then host memory) and a copy
    otherwise (``zero_copy`` says which)."""

    def __init__(self, vm, addr, size, owned=True):
        self.vm, self.addr, self.size, self._owned = vm, addr, size, owned

    @property
    def zero_copy(self):
        return bool(self.vm.flags & FLAG_UNCHECKED)

    def write(self, data, offset=0):
        """Copy data (an array or any buffer) into the buffer at offset."""
        addr, n, _, keep = _host_region(data)
        self.vm._check(self.vm._lib.ptxvm_memcpy_htod(self.vm._h, self.addr + offset,
                                                      addr, n))
        del keep

    def read(self, dtype=None, count=None, offset=0):
        """A copy of the contents: a numpy array of dtype (uint8 when None)
        with numpy, else a bytearray (memoryview of dtype when given)."""
        nbytes = self.size - offset
        if count is not None:
            nbytes = count * (_as_dtype(dtype).itemsize if np is not None else
                              struct.calcsize(_FORMATS.get(str(dtype), dtype or "B")))
        if np is not None:
            out = np.empty(nbytes, dtype=np.uint8)
            ptr = out.ctypes.data
        else:
            out = bytearray(nbytes)
            ptr = ctypes.addressof((ctypes.c_char * nbytes).from_buffer(out)) if nbytes else 0
        self.vm._check(self.vm._lib.ptxvm_memcpy_dtoh(self.vm._h, ptr, self.addr + offset,
                                                      nbytes))
        if np is not None:
            return out.view(dtype) if dtype is not None else out
        return _view_bytes(out, dtype)

    def view(self, dtype=None):
        """The contents without a copy where the memory is host memory
        (FLAG_UNCHECKED), else as read()."""
        if not self.zero_copy:
            return self.read(dtype)
        raw = (ctypes.c_char * self.size).from_address(self.addr)
        if np is not None:
            arr = np.ctypeslib.as_array(raw).view(np.uint8)
            return arr.view(dtype) if dtype is not None else arr
        return _view_bytes(memoryview(raw), dtype)

    def fill(self, byte):
        self.vm._check(self.vm._lib.ptxvm_memset(self.vm._h, self.addr, byte, self.size))

    def free(self):
        if self._owned and self.addr and self.vm._h:
            addr, self.addr = self.addr, 0
            self.vm._check(self.vm._lib.ptxvm_mem_free(self.vm._h, addr))

    def __int__(self):
        return self.addr


class Mapping(Buffer):
    """A host object (numpy array, bytearray, ...) exposed to kernels
    without a copy (``VM.map``): kernels read and write the object itself,
    and ``view`` returns it."""

    def __init__(self, vm, obj, addr, size, keep):
        super().__init__(vm, addr, size, owned=False)
        self.obj, self._keep = obj, keep

    @property
    def zero_copy(self):
        return True

    def view(self, dtype=None):
        if np is not None and isinstance(self.obj, np.ndarray):
            return self.obj if dtype is None else self.obj.view(dtype)
        return _view_bytes(self.obj, dtype)

    def free(self):
        if self.addr and self.vm._h:
            addr, self.addr = self.addr, 0
            self.vm._check(self.vm._lib.ptxvm_mem_unmap(self.vm._h, addr))
        self._keep = None

    unmap = free


# ---- kernels ---------------------------------------------------------------


class Param:
    """One kernel parameter: name, PTX element type ("u64", "f32", "b8",
    ...), size and alignment in bytes."""

    def __init__(self, name, type, size, align):
        self.name, self.type, self.size, self.align = name, type, size, align

    def __repr__(self):
        return "Param(%r, %r, size=%d)" % (self.name, self.type, self.size)


class Stats:
    def __init__(self, s):
        self.warp_instructions = s.warp_instructions
        self.thread_instructions = s.thread_instructions
        self.nanoseconds = s.nanoseconds

    def __repr__(self):
        return ("Stats(warp_instructions=%d, thread_instructions=%d, nanoseconds=%d)"
                % (self.warp_instructions, self.thread_instructions, self.nanoseconds))


_INT_RANGE = {"u": lambda b: (0, (1 << b) - 1), "s": lambda b: (-(1 << (b - 1)), (1 << (b - 1)) - 1),
              "b": lambda b: (-(1 << (b - 1)), (1 << b) - 1)}


def _f32_to_bf16_bits(x):
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    if (bits & 0x7fffffff) > 0x7f800000:
        return (bits >> 16) | 0x40           # NaN stays a quiet NaN
    return (bits + 0x7fff + ((bits >> 16) & 1)) >> 16   # nearest even


def _pack_scalar(p, value):
    """The bytes of one plain value for parameter p."""
    t, size = p.type, p.size
    if isinstance(value, (ctypes._SimpleCData, ctypes.Structure, ctypes.Array)):
        raw = bytes(value) if not isinstance(value, ctypes._SimpleCData) else \
            ctypes.string_at(ctypes.addressof(value), ctypes.sizeof(value))
        if len(raw) != size:
            raise TypeError("parameter %s (%s, %d bytes) given a %d-byte %s"
                            % (p.name, t, size, len(raw), type(value).__name__))
        return raw
    if isinstance(value, (bytes, bytearray, memoryview)):
        raw = bytes(value)
        if len(raw) != size:
            raise TypeError("parameter %s takes %d bytes, given %d" % (p.name, size, len(raw)))
        return raw
    if np is not None and isinstance(value, np.generic):
        value = value.item()
    if t in ("f32", "f64", "f16", "bf16"):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError("parameter %s (%s) takes a number, given %r" % (p.name, t, value))
        if t == "f32":
            return struct.pack("<f", value)
        if t == "f64":
            return struct.pack("<d", value)
        if t == "f16":
            return struct.pack("<e", value)
        return struct.pack("<H", _f32_to_bf16_bits(float(value)))
    if isinstance(value, float):
        raise TypeError("parameter %s (%s) takes an integer, given %r" % (p.name, t, value))
    value = int(value)
    kind = t[0]
    bits = 8 * size
    if t in ("texref", "samplerref", "surfref") or t == "pred" or kind not in _INT_RANGE:
        lo, hi = 0, (1 << bits) - 1
    elif t == "b8" and size > 1:
        raise TypeError("parameter %s is a %d-byte array: pass bytes or a ctypes "
                        "object" % (p.name, size))
    else:
        lo, hi = _INT_RANGE[kind](bits)
    if not lo <= value <= hi:
        raise OverflowError("%d does not fit parameter %s (%s)" % (value, p.name, t))
    return (value & ((1 << bits) - 1)).to_bytes(size, "little")


class Kernel:
    """An .entry of a loaded module. Call it (or ``launch``) to run it."""

    def __init__(self, module, handle):
        self.module, self._h = module, handle
        vm = module.vm
        info = KernelInfo()
        vm._check(vm._lib.ptxvm_kernel_get_info(handle, ctypes.byref(info)))
        self.name = _text(info.name)
        self.static_shared_bytes = info.static_shared_bytes
        self.local_bytes_per_thread = info.local_bytes_per_thread
        self.reqntid = (info.reqntid.x, info.reqntid.y, info.reqntid.z)
        self.maxntid = (info.maxntid.x, info.maxntid.y, info.maxntid.z)
        self.params = [Param(_text(vm._lib.ptxvm_kernel_param_name(handle, i)),
                             _text(vm._lib.ptxvm_kernel_param_type(handle, i)),
                             info.param_sizes[i], info.param_aligns[i])
                       for i in range(info.param_count)]

    def __repr__(self):
        return "Kernel(%r, %r)" % (self.name, self.params)

    def __call__(self, grid=1, block=1, args=(), **kw):
        return self.launch(grid, block, args, **kw)

    def launch(self, grid=1, block=1, args=(), shared=0, step_limit=0, timeout=None):
        """Run the kernel on grid x block threads (ints or up to 3-tuples)
        with `shared` bytes of dynamic shared memory. args: one per
        parameter: a Buffer or Mapping (its address), an int or float
        (packed as the parameter's type says), a ctypes object or bytes
        (their bytes, which must have the parameter's size), or a numpy
        array / bytearray / writable buffer, mapped zero-copy for the
        launch. step_limit bounds the warp-instructions (0: none);
        timeout (seconds) interrupts the launch from a timer thread.
        Returns Stats; raises a PtxvmError subclass on failure."""
        vm = self.module.vm
        self.module._alive()
        if len(args) != len(self.params):
            raise TypeError("kernel %s takes %d arguments, given %d"
                            % (self.name, len(self.params), len(args)))
        temps, cells = [], []
        try:
            for p, a in zip(self.params, args):
                if isinstance(a, Buffer) or not isinstance(
                        a, (int, float, bytes, ctypes._SimpleCData, ctypes.Structure,
                            ctypes.Array)) and not (np is not None and isinstance(a, np.generic)):
                    if p.size != 8 or p.type[0] not in "bus":
                        raise TypeError("parameter %s (%s) cannot take an address"
                                        % (p.name, p.type))
                    if not isinstance(a, Buffer):
                        a = vm.map(a)       # an array or buffer: zero-copy
                        temps.append(a)
                    a = a.addr
                raw = _pack_scalar(p, a)
                cell = (ctypes.c_uint64 * ((len(raw) + 7) // 8 or 1))()
                ctypes.memmove(cell, raw, len(raw))
                cells.append(cell)
            argv = (ctypes.c_void_p * max(1, len(cells)))(
                *[ctypes.cast(c, ctypes.c_void_p) for c in cells])
            l = Launch(_dim3(grid), _dim3(block), shared, argv, step_limit,
                       ctypes.sizeof(Launch))
            stats = StatsStruct()
            timer = None
            if timeout is not None:
                timer = threading.Timer(timeout, vm.interrupt)
                timer.daemon = True
                timer.start()
            try:
                r = vm._lib.ptxvm_launch_kernel(self._h, ctypes.byref(l), ctypes.byref(stats))
            finally:
                if timer is not None:
                    timer.cancel()
            vm._check(r)
            return Stats(stats)
        finally:
            for m in temps:
                m.free()


def _dim3(d):
    if isinstance(d, int):
        d = (d,)
    d = tuple(d) + (1,) * (3 - len(d))
    if len(d) != 3:
        raise ValueError("dimensions are 1 to 3 integers")
    return Dim3(*d)


class HostCall:
    """One call of a host function from a device thread: ``args`` holds
    each parameter's bytes, ``ctaid``/``tid`` the calling thread,
    ``ret_size`` the bytes of the return value (0: none). ``read`` and
    ``write`` reach memory as that thread sees it (generic addresses,
    its .local and .shared included)."""

    def __init__(self, lib, cp):
        self._lib, self._cp = lib, cp
        c = cp.contents
        self.args = [ctypes.string_at(c.params[i], c.param_sizes[i])
                     for i in range(c.nparams)]
        self.ret_size = c.ret_size
        self.ctaid = (c.ctaid.x, c.ctaid.y, c.ctaid.z)
        self.tid = (c.tid.x, c.tid.y, c.tid.z)

    def arg(self, i, fmt):
        """Parameter i unpacked with a struct format ("<Q", "<f", ...)."""
        return struct.unpack(fmt, self.args[i])[0]

    def read(self, addr, n):
        buf = ctypes.create_string_buffer(max(n, 1))
        r = self._lib.ptxvm_call_read(self._cp, addr, buf, n)
        if r:
            raise MemoryFaultError(r, "PTXVM_E_MEMORY_FAULT",
                                   "host function read of %d bytes at 0x%x" % (n, addr))
        return buf.raw[:n]

    def write(self, addr, data):
        data = bytes(data)
        r = self._lib.ptxvm_call_write(self._cp, addr, data, len(data))
        if r:
            raise MemoryFaultError(r, "PTXVM_E_MEMORY_FAULT",
                                   "host function write of %d bytes at 0x%x"
                                   % (len(data), addr))


def _ret_bytes(value, size):
    if isinstance(value, (bytes, bytearray)):
        raw = bytes(value)
    elif isinstance(value, float):
        raw = struct.pack("<d" if size == 8 else "<f", value)
    else:
        raw = (int(value) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
    if len(raw) != size:
        raise ValueError("the return value takes %d bytes, given %d" % (size, len(raw)))
    return raw


class Module:
    """A loaded PTX module: ``kernels`` names its .entry functions;
    ``mod[name]`` or ``mod.kernel(name)`` gives a Kernel."""

    def __init__(self, vm, handle):
        self.vm, self._h = vm, handle
        lib = vm._lib
        self.kernels = [_text(lib.ptxvm_module_kernel_name(handle, i))
                        for i in range(lib.ptxvm_module_kernel_count(handle))]
        self._cache = {}

    def _alive(self):
        if not self._h or not self.vm._h:
            raise ValueError("the module was unloaded or its VM closed")

    def kernel(self, name):
        self._alive()
        if name not in self._cache:
            h = ctypes.c_void_p()
            self.vm._check(self.vm._lib.ptxvm_module_get_kernel(
                self._h, name.encode(), ctypes.byref(h)))
            self._cache[name] = Kernel(self, h)
        return self._cache[name]

    __getitem__ = kernel

    def get_global(self, name):
        """A module .global/.const variable as a Buffer (not freeable)."""
        self._alive()
        addr, size = ctypes.c_uint64(), ctypes.c_size_t()
        self.vm._check(self.vm._lib.ptxvm_module_get_global(
            self._h, name.encode(), ctypes.byref(addr), ctypes.byref(size)))
        return Buffer(self.vm, addr.value, size.value, owned=False)

    def unload(self):
        if self._h and self.vm._h:
            self.vm._lib.ptxvm_module_unload(self._h)
            self.vm._modules.discard(self)
        self._h = None


class VM:
    """A virtual device. threads: workers (0 = one per core);
    device_mem_limit: bytes (0 = none); flags: FLAG_*; output: where
    device printf goes -- None collects it for ``take_output()``, else a
    callable receiving each piece of text; parallel_for: a callable
    (count, run) that must call run(i) for every i in range(count),
    possibly from several threads, to run CTAs on the host's own pool;
    limits: {name: value} for ``set_limit``; library: the shared
    library's path."""

    def __init__(self, threads=0, device_mem_limit=0, flags=0, output=None,
                 parallel_for=None, limits=None, library=None):
        self._lib = load_library(library)
        self._h = None
        self.flags = flags
        self._out_lock = threading.Lock()
        self._out = []
        self._sink = output
        self._modules = set()
        self._host_fns = {}
        self.host_function_error = None
        cfg = Config()
        cfg.struct_size = ctypes.sizeof(Config)
        self._lib.ptxvm_config_init(ctypes.byref(cfg))
        cfg.threads, cfg.device_mem_limit, cfg.flags = threads, device_mem_limit, flags
        self._print_cb = _PRINT_FN(self._on_print)
        cfg.host.print = self._print_cb
        if parallel_for is not None:
            def pf(user, count, job, arg):
                done = bytearray(count)

                def run(i):
                    if not done[i]:
                        done[i] = 1
                        job(arg, i)
                try:
                    parallel_for(count, run)
                except BaseException as e:
                    self.parallel_for_error = e
                # the library needs every job run before this returns
                for i in range(count):
                    run(i)
            self.parallel_for_error = None
            self._pf_cb = _PARALLEL_FOR_FN(pf)
            cfg.host.parallel_for = self._pf_cb
        h = ctypes.c_void_p()
        self._check(self._lib.ptxvm_create(ctypes.byref(cfg), ctypes.byref(h)))
        self._h = h
        for name, value in (limits or {}).items():
            self.set_limit(name, value)

    # text from device printf, possibly from several worker threads
    def _on_print(self, user, text, n):
        s = ctypes.string_at(text, n).decode("utf-8", "replace")
        if self._sink is not None:
            self._sink(s)
        else:
            with self._out_lock:
                self._out.append(s)

    def take_output(self):
        """The printf output collected since the last call (output=None)."""
        with self._out_lock:
            s, self._out = "".join(self._out), []
        return s

    def _check(self, r):
        if r == 0:
            return
        name = _text(self._lib.ptxvm_result_name(r))
        msg = _text(self._lib.ptxvm_error_message(self._h)) if self._h else ""
        cls = _ERRORS[r] if 0 < r < len(_ERRORS) else PtxvmError
        raise cls(r, name, msg)

    def close(self):
        """Destroy the VM with its modules and memory."""
        if self._h:
            self._lib.ptxvm_destroy(self._h)
            self._h = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    @property
    def handle(self):
        return self._h.value if self._h else None

    def _alive(self):
        if not self._h:
            raise ValueError("the VM is closed")

    def load(self, source, name=None):
        """Load PTX: text (str), bytes, or a path (os.PathLike, or a str
        naming a file that exists and holds no newline)."""
        if isinstance(source, os.PathLike) or (
                isinstance(source, str) and "\n" not in source and os.path.isfile(source)):
            path = os.fspath(source)
            with open(path, "rb") as f:
                data = f.read()
            name = name or path
        elif isinstance(source, str):
            data = source.encode()
        else:
            data = bytes(source)
        self._alive()
        h = ctypes.c_void_p()
        self._check(self._lib.ptxvm_module_load(self._h, data, len(data),
                                                name.encode() if name else None,
                                                ctypes.byref(h)))
        m = Module(self, h)
        self._modules.add(m)
        return m

    def alloc(self, size):
        """size bytes of zeroed device memory."""
        self._alive()
        addr = ctypes.c_uint64()
        self._check(self._lib.ptxvm_mem_alloc(self._h, size, ctypes.byref(addr)))
        return Buffer(self, addr.value, size)

    def to_device(self, data):
        """A new device buffer holding a copy of data (array or buffer)."""
        _, n, _, _ = _host_region(data)
        b = self.alloc(max(n, 1))
        b.write(data)
        return b

    def map(self, obj, access=None):
        """Expose a host array/buffer to kernels without a copy; access
        READ|WRITE by default (READ for read-only objects)."""
        self._alive()
        addr, n, writable, keep = _host_region(obj)
        if access is None:
            access = READ | WRITE if writable else READ
        if access & WRITE and not writable:
            raise ValueError("a read-only object cannot be mapped writable")
        if n == 0:
            return Mapping(self, obj, 0, 0, keep)
        dev = ctypes.c_uint64()
        self._check(self._lib.ptxvm_mem_map(self._h, addr, n, access, ctypes.byref(dev)))
        return Mapping(self, obj, dev.value, n, keep)

    def set_limit(self, limit, value):
        """Set a ptxvm_limit by name (LIMITS) or number."""
        self._check(self._lib.ptxvm_set_limit(self._h, LIMITS.get(limit, limit), value))

    def get_limit(self, limit):
        v = ctypes.c_uint64()
        self._check(self._lib.ptxvm_get_limit(self._h, LIMITS.get(limit, limit),
                                              ctypes.byref(v)))
        return v.value

    def register_function(self, name, fn):
        """Provide ``.extern .func name`` to modules loaded afterwards:
        fn(call: HostCall) returns the value (int, float or bytes of the
        declared size; None when there is none). It may run on several
        workers at once. An exception ends the launch with HostError
        (kept in ``host_function_error``)."""
        self._alive()
        lib = self._lib

        def trampoline(user, cp):
            try:
                call = HostCall(lib, cp)
                value = fn(call)
                c = cp.contents
                if c.ret_size and c.ret:
                    raw = _ret_bytes(value if value is not None else 0, c.ret_size)
                    ctypes.memmove(c.ret, raw, c.ret_size)
                return 0
            except BaseException as e:   # nothing may unwind through C
                self.host_function_error = e
                return 12                # PTXVM_E_HOST

        cb = _HOST_FN(trampoline)
        self._check(lib.ptxvm_register_function(self._h, name.encode(), cb, None))
        self._host_fns[name] = cb        # the library keeps the pointer

    def interrupt(self):
        """Stop the running launch (from any thread): it raises
        InterruptedLaunchError."""
        if self._h:
            self._check(self._lib.ptxvm_interrupt(self._h))


def version(library=None):
    """The linked library's version string ("0.1.0")."""
    return _text(load_library(library).ptxvm_version())
