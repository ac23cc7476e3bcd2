"""saxpy from Python: y = a*x + y with nvcc's PTX (examples/saxpy.ptx),
through python/ptxvm.py. x is handed to the kernel zero-copy (mapped),
y is copied to device memory and back. Exits non-zero on a wrong value.

    PTXVM_LIBRARY=build/py/libptxvm.so python3 examples/saxpy.py
"""
import array
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
import ptxvm  # noqa: E402

N = 100000
A = 2.5

with ptxvm.VM() as vm:
    saxpy = vm.load(os.path.join(HERE, "saxpy.ptx"))["saxpy"]
    print("kernel %s(%s)" % (saxpy.name, ", ".join("%s %s" % (p.type, p.name)
                                                   for p in saxpy.params)))
    if ptxvm.np is not None:
        x = ptxvm.np.arange(N, dtype=ptxvm.np.float32)
        y0 = ptxvm.np.full(N, 4.0, dtype=ptxvm.np.float32)
    else:
        x = array.array("f", range(N))
        y0 = array.array("f", [4.0] * N)
    y = vm.to_device(y0)
    stats = saxpy(grid=(N + 255) // 256, block=256, args=(N, A, vm.map(x), y))
    out = y.read("float32")
    # a*x + y with x < 2^17 and a = 2.5 is exact in f32: compare exactly
    bad = sum(1 for i in range(N) if out[i] != A * i + 4.0)
    print("saxpy over %d elements (%s): %s; %d warp instructions"
          % (N, "numpy" if ptxvm.np is not None else "array", "WRONG" if bad else "correct",
             stats.warp_instructions))
sys.exit(1 if bad else 0)
